"""Tenth test set, Math: an octagon's angles, a trapezoid's area, a quadratic inequality, a side of a right
triangle, two spinners, and counting multiples of 3 or 5 but not both."""

from math import cos, radians, sin

from matplotlib.axes import Axes
from matplotlib.patches import Polygon, Wedge

from .figures import figure


@figure("test10_math_trapezoid")
def _trapezoid(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (10, 0), (8, 4), (2, 4)], closed=True, facecolor="#deebf7", edgecolor="black"))
    ax.plot([2, 2], [0, 4], "--", color="gray")
    ax.text(5, -0.7, "10 cm", ha="center", fontsize=10)
    ax.text(5, 4.3, "6 cm", ha="center", fontsize=10)
    ax.text(2.2, 2, "4 cm", fontsize=10)
    ax.set_xlim(-1, 11)
    ax.set_ylim(-1.5, 5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test10_math_triangle")
def _triangle(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (8, 0), (8, 5.6)], closed=True, facecolor="#fee6ce", edgecolor="black"))
    ax.plot([7.5, 7.5, 8], [0, 0.5, 0.5], color="black", linewidth=1)
    ax.text(1.3, 0.25, "35°", fontsize=10)
    ax.text(3.2, 3.3, "12 cm", fontsize=10, rotation=35)
    ax.text(8.3, 2.8, "x", fontsize=11)
    ax.set_xlim(-0.5, 9.5)
    ax.set_ylim(-0.5, 6.5)
    ax.set_aspect("equal")
    ax.axis("off")


def _spinner(ax: Axes, colours: list[str], names: list[str]) -> None:
    step = 360 / len(colours)
    for k, (colour, name) in enumerate(zip(colours, names, strict=True)):
        ax.add_patch(Wedge((0, 0), 1, 90 + k * step, 90 + (k + 1) * step, facecolor=colour, edgecolor="black"))
        angle = radians(90 + (k + 0.5) * step)
        ax.text(0.6 * cos(angle), 0.6 * sin(angle), name, ha="center", va="center", fontsize=9)
    ax.annotate("", xy=(0.0, 0.7), xytext=(0, 0), arrowprops={"arrowstyle": "->", "linewidth": 2})
    ax.set_xlim(-1.2, 1.2)
    ax.set_ylim(-1.2, 1.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test10_math_spinner_a")
def _spinner_a(ax: Axes) -> None:
    _spinner(ax, ["#fb6a4a", "#6baed6", "#74c476", "#fdd049"], ["red", "blue", "green", "yellow"])


@figure("test10_math_spinner_b")
def _spinner_b(ax: Axes) -> None:
    _spinner(ax, ["#fb6a4a", "#6baed6", "#fb6a4a"], ["red", "blue", "red"])


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "What is the sum of the interior angles of a regular octagon, and how large is each of its "
        "interior angles?",
        "reference_answer": "1080°; 135°",
        "steps": [
            (
                "To answer this, we use the angle-sum formula for a polygon, which says that an n-sided polygon "
                "splits into n − 2 triangles from one vertex.\n\n"
                "**Step 1:** An octagon has $n = 8$ sides, so it splits into $8 - 2 = 6$ triangles.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since each triangle contributes 180°, the sum of the interior angles is "
                "$(n-2) \\times 180° = 6 \\times 180° = 1080°$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Because the octagon is regular, all eight angles are equal, and therefore each one "
                "works out to $1080° \\div 8 = 135°$.\n\n"
                "**Final Answer:** the angles add up to 1080°, and each interior angle is 135°.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test10_math_trapezoid"],
        "question": "Find the area of the trapezoid shown in <image_1>.",
        "reference_answer": "32 cm²",
        "steps": [
            (
                "Step 1: From <image_1>, the two parallel sides are 10 cm and 6 cm, while the dashed line, which "
                "is perpendicular to both of them, shows that the height is 4 cm.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The area of a trapezoid is half the sum of the parallel sides multiplied by the height, "
                "so A = ½ × (10 + 6) × 4.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Substituting the values, we get A = ½ × 16 × 4 = 8 × 4 = 32 cm².\n\nFinal answer: 32 cm²",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve the inequality $x^2 - 5x + 6 < 0$ and write the solution set in interval notation.",
        "reference_answer": "(2, 3)",
        "steps": [
            (
                "I'll find where the quadratic equals zero first, and then decide on which side of those roots "
                "it is negative.\n\n### Step 1\nFactorising, $x^2 - 5x + 6 = (x - 2)(x - 3)$, since "
                "$(-2)(-3) = 6$ and $-2 - 3 = -5$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe roots are therefore $x = 2$ and $x = 3$, which split the number line into "
                "three intervals.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nBecause the parabola opens upward, its values are negative outside the roots, so "
                "the product is negative when $x < 2$ or $x > 3$.",
                0,
                "RE",
                "An upward-opening parabola is negative between its roots: for example x = 2.5 gives "
                "(0.5)(−0.5) < 0, while x = 0 gives 6 > 0, so the solution is 2 < x < 3.",
            ),
            (
                "### Step 4\nIn interval notation, the solution set is $(-\\infty, 2) \\cup (3, \\infty)$.\n\n"
                "**Final Answer:** $(-\\infty, 2) \\cup (3, \\infty)$",
                0,
                "carried",
                "The notation is written correctly, but it copies the wrong intervals of step 3; the answer is (2, 3).",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test10_math_triangle"],
        "question": "In the right triangle of <image_1>, the hypotenuse is 12 cm and one acute angle is 35°. Find "
        "the length of the side x opposite the 35° angle, to two decimal places.",
        "reference_answer": "6.88 cm",
        "steps": [
            (
                "**Step 1:** In <image_1>, the side x lies opposite the 35° angle and the 12 cm side is the "
                "hypotenuse, so the ratio that links them is the sine.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Using the definition $\\sin\\theta = \\frac{\\text{opposite}}{\\text{hypotenuse}}$, "
                "we set up $\\sin 35° = \\frac{x}{12}$, and therefore $x = \\frac{12}{\\sin 35°}$.",
                0,
                "SC",
                "Multiplying both sides of sin 35° = x/12 by 12 gives x = 12 sin 35°, not 12/sin 35°.",
            ),
            (
                "**Step 3:** Since $\\sin 35° \\approx 0.5736$, we obtain $x \\approx 12 \\div 0.5736 = 20.92$ cm."
                "\n\n**Final Answer:** $x \\approx 20.92$ cm",
                0,
                "carried",
                "The division is done correctly but follows step 2's rearrangement; x = 12 × 0.5736 ≈ 6.88 cm (a leg "
                "cannot be longer than the 12 cm hypotenuse).",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test10_math_spinner_a", "test10_math_spinner_b"],
        "question": "The spinner in <image_1> has four equal sectors and the spinner in <image_2> has three equal "
        "sectors. Both are spun once. Find (a) the probability that both land on red and (b) the probability "
        "that at least one lands on red.",
        "reference_answer": "(a) 1/6; (b) 3/4",
        "steps": [
            (
                "1. In <image_1> one of the four equal sectors is red, so P(red on the first) = 1/4, while in "
                "<image_2> two of the three equal sectors are red, which gives P(red on the second) = 2/3.",
                1,
                None,
                None,
            ),
            (
                "2. The spinners do not affect each other, so by the multiplication rule for independent events, "
                "P(both red) = 1/4 × 2/3 = 2/12 = 1/6.",
                1,
                None,
                None,
            ),
            (
                "3. For (b) it is easier to use the complement: P(neither red) = 3/4 × 1/3 = 1/4, and therefore "
                "P(at least one red) = 1 − 1/4 = 2/3.\n\n"
                "**Final answer:** (a) 1/6, (b) 2/3",
                0,
                "NC",
                "P(neither red) = 1/4 is right, but 1 − 1/4 = 3/4, not 2/3; the answer to (b) is 3/4.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many integers from 1 to 100 inclusive are divisible by 3 or by 5, but not by both?",
        "reference_answer": "41",
        "steps": [
            (
                "We can count with the principle of inclusion–exclusion and then remove the numbers that are "
                "divisible by both.\n\n**Step 1:** There are $\\lfloor 100/3 \\rfloor = 33$ multiples of 3 and "
                "$\\lfloor 100/5 \\rfloor = 20$ multiples of 5 up to 100.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** A number is divisible by both 3 and 5 exactly when it is divisible by 15, because "
                "3 and 5 are coprime, and there are $\\lfloor 100/15 \\rfloor = 6$ such numbers.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** By inclusion–exclusion, the count divisible by 3 or 5 is $33 + 20 - 6 = 47$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since the question asks for the integers divisible by 3 or by 5, the count of 47 from "
                "step 3 already answers it, and nothing more needs to be removed.\n\n**Final Answer:** 47",
                0,
                "QU",
                "The question excludes numbers divisible by both; the 6 multiples of 15 must be taken away from "
                "the 47, which leaves 41.",
            ),
        ],
    },
]
