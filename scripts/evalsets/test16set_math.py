"""Sixteenth test set, Math: the mean of a rainfall bar chart, the turns of a bicycle wheel, Heron's formula for a
13-14-15 triangle, an exponential equation in base 2, the largest pen fenced against a wall, and 3^100 modulo 13."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test16_math_rainfall")
def _rainfall(ax: Axes) -> None:
    months = ["Jan", "Feb", "Mar", "Apr", "May"]
    values = [40, 55, 30, 65, 60]
    ax.bar(months, values, color="#6baed6", edgecolor="black")
    for k, v in enumerate(values):
        ax.text(k, v + 1.5, str(v), ha="center", fontsize=9)
    ax.set_ylabel("rainfall (mm)")
    ax.set_ylim(0, 75)


@figure("test16_math_triangle")
def _triangle(ax: Axes) -> None:
    ax.plot([0, 14, 5, 0], [0, 0, 12, 0], color="black")
    ax.text(7, -1.2, "14", ha="center", fontsize=10)
    ax.text(1.6, 6.5, "13", ha="center", fontsize=10)
    ax.text(10.4, 6.5, "15", ha="center", fontsize=10)
    ax.text(-0.8, -0.6, "A", fontsize=10)
    ax.text(14.3, -0.6, "B", fontsize=10)
    ax.text(5, 12.4, "C", fontsize=10)
    ax.set_xlim(-2, 16)
    ax.set_ylim(-2.5, 14)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test16_math_pen")
def _pen(ax: Axes) -> None:
    ax.plot([-1, 11], [6, 6], color="black", linewidth=4)
    ax.text(5, 6.4, "wall", ha="center", fontsize=10)
    ax.plot([1, 1, 9, 9], [6, 1, 1, 6], color="#238b45", linewidth=2)
    ax.text(0.4, 3.5, "y", fontsize=11)
    ax.text(9.3, 3.5, "y", fontsize=11)
    ax.text(5, 0.3, "x", ha="center", fontsize=11)
    ax.text(5, 3.5, "pen", ha="center", fontsize=10)
    ax.set_xlim(-1.5, 11.5)
    ax.set_ylim(-0.5, 7.5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test16_math_rainfall"],
        "question": "The bar chart in <image_1> shows a town's monthly rainfall from January to May. What was the mean "
        "monthly rainfall over these five months?",
        "reference_answer": "50 mm",
        "steps": [
            (
                "To find the mean, we add up the five readings and divide by how many there are.\n\n"
                "**Step 1:** Reading the chart, the bars show 40, 55, 30, 65 and 60 mm for January through May.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The total is $40 + 55 + 30 + 65 + 60 = 250$ mm, which is the rain that fell over the "
                "whole five-month period.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since the mean is the total divided by the number of months, it works out as "
                "$250 \\div 5 = 50$ mm.\n\n**Final Answer:** The mean monthly rainfall is 50 mm.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A bicycle wheel has a diameter of 70 cm. How many complete turns does the wheel make while the "
        "bicycle travels 1.1 km? Take π = 22/7.",
        "reference_answer": "500 turns",
        "steps": [
            (
                "Each turn of the wheel moves the bicycle forward by one circumference, so I'll find the "
                "circumference first.\n\nStep 1: Using $C = 2\\pi r$ with $r = 70$ cm, the circumference is "
                "$2 \\times \\frac{22}{7} \\times 70 = 440$ cm.",
                0,
                "QU",
                "The 70 cm given is the wheel's diameter, not its radius; the circumference is π × 70 = 220 cm.",
            ),
            (
                "Step 2: Converting the distance into centimetres, 1.1 km = 1100 m = 110 000 cm.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The number of turns is the distance divided by the circumference, which gives "
                "$110\\,000 \\div 440 = 250$ turns.\n\nFinal answer: 250 turns",
                0,
                "carried",
                "The division is right but uses the wrong 440 cm of step 1; the wheel turns 110 000 ÷ 220 = 500 times.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test16_math_triangle"],
        "question": "Triangle ABC in <image_1> has sides 13, 14 and 15. Find its area, and the length of the altitude "
        "from C to side AB.",
        "reference_answer": "Area 84; altitude 12",
        "steps": [
            (
                "### Step 1\nBy Heron's formula, $\\text{Area} = \\sqrt{s(s-a)(s-b)(s-c)}$, where the semi-perimeter "
                "is $s = \\frac{13 + 14 + 15}{2} = 21$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nSubstituting the values, we get $\\text{Area} = \\sqrt{21 \\cdot 8 \\cdot 7 \\cdot 6} = "
                "\\sqrt{7056} = 84$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSince the area is also half the base times the height, and AB = 14 is the base, the "
                "altitude from C satisfies $\\frac{1}{2} \\cdot 14 \\cdot h = 84$, so $h = 12$.\n\n"
                "**Final answer:** Area = 84, altitude = 12.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve $2^{x+1} + 2^{x} = 48$ for real x.",
        "reference_answer": "x = 4",
        "steps": [
            (
                "**Step 1:** Both terms share the factor $2^x$, so we can pull it out, which turns the equation "
                "into a single power of 2.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Factoring out $2^x$, the left side becomes $2^x(1 + 1) = 2 \\cdot 2^x$, and therefore "
                "$2 \\cdot 2^x = 48$.",
                0,
                "SC",
                "By the law of exponents $2^{x+1} = 2 \\cdot 2^x$, so the left side is $2^x(2 + 1) = 3 \\cdot 2^x$.",
            ),
            (
                "**Step 3:** Dividing by 2 gives $2^x = 24$, so $x = \\log_2 24 \\approx 4.585$.\n\n"
                "**Final Answer:** $x = \\log_2 24 \\approx 4.585$",
                0,
                "carried",
                "It follows on from the wrong factor of step 2; with $3 \\cdot 2^x = 48$ we get $2^x = 16$ and x = 4.",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test16_math_pen"],
        "question": "A farmer builds the rectangular pen in <image_1> against a long straight wall, using 60 m of fencing "
        "for the other three sides. What dimensions give the largest area, and what is that area?",
        "reference_answer": "x = 30 m, y = 15 m; 450 m²",
        "steps": [
            (
                "Let me set up the area as a function of one variable and then maximise it.\n\n"
                "1. The fence covers two sides of length y and one side of length x, so $x + 2y = 60$ and "
                "$x = 60 - 2y$.",
                1,
                None,
                None,
            ),
            (
                "2. The area is $A(y) = xy = y(60 - 2y) = 60y - 2y^2$, which is a downward parabola in y.",
                1,
                None,
                None,
            ),
            (
                "3. Setting the derivative to zero, $A'(y) = 60 - 4y = 0$ gives $y = 15$ m, and since "
                "$A''(y) = -4 < 0$ this is a maximum; then $x = 60 - 30 = 30$ m.",
                1,
                None,
                None,
            ),
            (
                "4. The largest area is $30 \\times 15 = 450$ m².\n\n"
                "**Final answer:** 30 m along the wall, 15 m for each side, giving 450 m².",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the remainder when $3^{100}$ is divided by 13.",
        "reference_answer": "3",
        "steps": [
            (
                "Step 1: We look for a small power of 3 that is congruent to 1 modulo 13, because then the big "
                "power breaks into repeated blocks. Since $3^3 = 27 = 2 \\cdot 13 + 1$, we have "
                "$3^3 \\equiv 1 \\pmod{13}$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Dividing the exponent, $100 = 3 \\cdot 33 + 1$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: So $3^{100} = (3^3)^{33} \\equiv 1^{33} = 1 \\pmod{13}$, since every block of three "
                "factors reduces to 1.",
                0,
                "SC",
                "$(3^3)^{33} = 3^{99}$, not $3^{100}$; the leftover factor is dropped: "
                "$3^{100} = (3^3)^{33} \\cdot 3 \\equiv 3 \\pmod{13}$.",
            ),
            (
                "Step 4: Therefore the remainder is 1.\n\nFinal answer: 1",
                0,
                "carried",
                "It repeats the wrong congruence of step 3; the remainder is 3.",
            ),
        ],
    },
]
