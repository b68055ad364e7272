"""Third test set, Math: recipe ratios, pie-chart percentages, a quadratic inequality, the line through two
plotted points, a power remainder, and a cone and cylinder of equal volume."""

from matplotlib.axes import Axes
from matplotlib.patches import Ellipse

from . import t
from .figures import figure


@figure("test3_math_sports_pie")
def _sports_pie(ax: Axes) -> None:
    shares = [35, 25, 15, 10, 15]
    names = ["Soccer 35%", "Basketball 25%", "Swimming 15%", "Tennis 10%", "Other 15%"]
    colors = ["tab:green", "tab:orange", "tab:blue", "tab:red", "tab:gray"]
    ax.pie(shares, labels=names, colors=colors, startangle=90, counterclock=False, textprops={"fontsize": 8})
    ax.set_title("Favourite sport (40 students)", fontsize=9)
    ax.set_aspect("equal")


@figure("test3_math_two_points")
def _two_points(ax: Axes) -> None:
    ax.axhline(0, color="black", linewidth=1)
    ax.axvline(0, color="black", linewidth=1)
    ax.plot([-1, 3], [1, 9], "o", color="tab:blue")
    ax.text(-1.2, 1.6, "A(−1, 1)", fontsize=9, ha="right")
    ax.text(3.2, 8.6, "B(3, 9)", fontsize=9)
    ax.set_xticks(range(-3, 6))
    ax.set_yticks(range(-2, 11, 2))
    ax.set_xlim(-3, 5)
    ax.set_ylim(-2, 10)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("x")
    ax.set_ylabel("y")


def _solid_outline(ax: Axes, top: float) -> None:
    ax.add_patch(Ellipse((0, 0), 6, 1.2, fill=False, edgecolor="black", linewidth=1.3))
    ax.plot([0, 3], [0, 0], color="tab:red")
    ax.text(1.5, 0.15, "3 cm", color="tab:red", fontsize=9, ha="center")
    ax.set_xlim(-4, 4)
    ax.set_ylim(-1.2, top + 1)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test3_math_cylinder")
def _cylinder(ax: Axes) -> None:
    _solid_outline(ax, 8)
    ax.add_patch(Ellipse((0, 8), 6, 1.2, fill=False, edgecolor="black", linewidth=1.3))
    ax.plot([-3, -3], [0, 8], color="black")
    ax.plot([3, 3], [0, 8], color="black")
    ax.text(3.3, 4, "h", fontsize=11)
    ax.set_title("Image-1: cylinder", fontsize=10)


@figure("test3_math_cone")
def _cone(ax: Axes) -> None:
    _solid_outline(ax, 12)
    ax.plot([-3, 0, 3], [0, 12, 0], color="black")
    ax.plot([0, 0], [0, 12], color="gray", linestyle="--")
    ax.text(0.2, 6, "12 cm", fontsize=9)
    ax.set_title("Image-2: cone", fontsize=10)


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A pancake recipe uses flour and sugar in the ratio 5 : 2 by mass. Maya uses 350 g of flour. How "
        "many grams of sugar does she need, and what is the total mass of flour and sugar?",
        "reference_answer": "140 g of sugar; 490 g in total",
        "steps": [
            (
                t("""
                To solve this, we scale the ratio so that the flour part matches 350 g.

                ### Step 1: Find the size of one part
                The flour is 5 parts, so one part is $350 \\div 5 = 70$ g.
                """),
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find the sugar\nSugar is 2 parts, which is $2 \\times 70 = 140$ g.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Find the total\nThe mixture has $5 + 2 = 7$ parts, so its mass is $7 \\times 70 = 490$ g "
                "(equivalently, 350 g + 140 g = 490 g).",
                1,
                None,
                None,
            ),
            (
                "### Final Answer\nMaya needs **140 g of sugar**, and the flour and sugar together weigh **490 g**.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test3_math_sports_pie"],
        "question": "The pie chart in <image_1> shows the favourite sports of 40 students. How many more students "
        "chose soccer than chose swimming?",
        "reference_answer": "8",
        "steps": [
            (
                "Step 1: From the pie chart, soccer is 35% of the students, so the number of soccer fans is "
                "0.35 × 40 = 14.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The swimming slice in the chart is labelled 10%, so 0.10 × 40 = 4 students chose swimming.",
                0,
                "VI",
                "The swimming slice is labelled 15% (10% is tennis), so 0.15 × 40 = 6 students chose swimming.",
            ),
            (
                "Step 3: The difference is 14 − 4 = 10 students.\n\nFinal answer: 10 more students chose soccer.",
                0,
                "carried",
                "Carried error: subtracts the wrong swimming count of step 2; the difference is 14 − 6 = 8.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve the inequality x² − 5x − 14 < 0 and write the solution as an interval.",
        "reference_answer": "−2 < x < 7, i.e. (−2, 7)",
        "steps": [
            (
                t("""
                I'll find the roots of the quadratic first, since the sign of the expression can only change there.

                **Step 1:** Factor the left side. We need two numbers whose product is −14 and whose sum is −5; these are 7 and −2, so
                $$x^2 - 5x - 14 = (x + 7)(x - 2).$$
                """),
                0,
                "SC",
                "The numbers with product −14 and sum −5 are −7 and 2, so the factorization is (x − 7)(x + 2).",
            ),
            (
                "**Step 2:** The roots are therefore $x = -7$ and $x = 2$.",
                0,
                "carried",
                "Carried error: these are the roots of the wrong factorization of step 1; the roots are −2 and 7.",
            ),
            (
                "**Step 3:** Because the parabola opens upward (the coefficient of $x^2$ is positive), the expression is "
                "negative only between its roots.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** So the solution is $-7 < x < 2$.\n\n**Final answer:** $x \\in (-7, 2)$",
                0,
                "carried",
                "Carried error: uses the wrong roots of step 2; the solution is −2 < x < 7.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test3_math_two_points"],
        "question": "Find the equation of the line through the points A and B plotted in <image_1>, in the form "
        "y = mx + c, and state where it crosses the y-axis.",
        "reference_answer": "y = 2x + 3; it crosses the y-axis at (0, 3)",
        "steps": [
            (
                "**Step 1: Read the points.** The graph marks $A(-1, 1)$ and $B(3, 9)$.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2: Compute the slope.**
                \\[ m = \\frac{y_B - y_A}{x_B - x_A} = \\frac{9 - 1}{3 - (-1)} = \\frac{8}{4} = 2 \\]
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 3: Find the intercept.** Substituting the values, we get $1 = 2(-1) + c$, which gives "
                "$c = 1 + 2 = 3$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4: Check with B.** If $x = 3$, then $y = 2(3) + 3 = 9$, matching point B.",
                1,
                None,
                None,
            ),
            (
                "**Final Answer:** The line is $y = 2x + 3$, and it crosses the y-axis at $(0, 3)$.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "What is the remainder when 3¹⁰⁰ is divided by 7?",
        "reference_answer": "4",
        "steps": [
            (
                t("""
                Powers of 3 modulo 7 repeat, so I'll find the cycle length and reduce the exponent.

                1. Compute successive powers mod 7: $3^1 \\equiv 3$, $3^2 \\equiv 2$, $3^3 \\equiv 6$, $3^4 \\equiv 4$, $3^5 \\equiv 5$, $3^6 \\equiv 1$.
                """),
                1,
                None,
                None,
            ),
            (
                "2. Since $3^6 \\equiv 1 \\pmod 7$, the powers repeat every 6, and $100 = 6 \\cdot 16 + 4$, so "
                "$3^{100} = (3^6)^{16} \\cdot 3^4 \\equiv 3^4 \\pmod 7$.",
                1,
                None,
                None,
            ),
            (
                "3. Now $3^4 = 81$, and $81 - 77 = 5$, so $3^4 \\equiv 5 \\pmod 7$.",
                0,
                "NC",
                "81 − 77 = 4, not 5 (as step 1 already found, 3⁴ ≡ 4 mod 7).",
            ),
            (
                "4. Therefore $3^{100} \\equiv 5 \\pmod 7$.\n\n**Final answer: 5**",
                0,
                "carried",
                "Carried error: takes the wrong residue of step 3; the remainder is 4.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test3_math_cylinder", "test3_math_cone"],
        "question": "The cylinder in <image_1> and the cone in <image_2> both have base radius 3 cm, and the cone is "
        "12 cm tall. If the two solids have the same volume, what is the height h of the cylinder? "
        "(A) 3 cm (B) 4 cm (C) 6 cm (D) 12 cm",
        "reference_answer": "(B) 4 cm",
        "steps": [
            (
                t("""
                To find h, we set the two volume formulas equal to each other.

                1. **Cone volume:** For a cone of radius $r$ and height $H$, we use $V = \\pi r^2 H$, so $V_{\\text{cone}} = \\pi \\cdot 3^2 \\cdot 12 = 108\\pi \\text{ cm}^3$.
                """),
                0,
                "KE",
                "The volume of a cone is one third of that: V = ⅓πr²H = ⅓π·9·12 = 36π cm³.",
            ),
            (
                "2. **Cylinder volume:** $V_{\\text{cyl}} = \\pi r^2 h = 9\\pi h \\text{ cm}^3$.",
                1,
                None,
                None,
            ),
            (
                "3. **Equate:** $9\\pi h = 108\\pi$, and dividing both sides by $9\\pi$ gives $h = 12$ cm, which "
                "matches option (D).\n\nFinal Answer: (D) 12 cm",
                0,
                "carried",
                "Carried error: uses the cone volume of step 1; with 36π the height is h = 4 cm, option (B).",
            ),
        ],
    },
]
