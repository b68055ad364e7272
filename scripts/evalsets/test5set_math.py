"""Fifth test set, Math: a bar chart's mean and median, a price rise then discount, a circular segment,
a logarithmic equation, a line meeting a parabola (two figures), a Diophantine equation in reciprocals."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Wedge

from . import t
from .figures import figure


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


@figure("test5_math_books_chart")
def _books_chart(ax: Axes) -> None:
    names = ["Ana", "Ben", "Chloe", "Dev", "Eli"]
    counts = [4, 7, 3, 7, 9]
    ax.bar(names, counts, color="tab:orange", edgecolor="black", width=0.6)
    ax.set_yticks(range(0, 11))
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylim(0, 10)
    ax.set_ylabel("books read in March")
    ax.set_title("Books read by five students", fontsize=10)


@figure("test5_math_circle_segment")
def _circle_segment(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 6, fill=False, edgecolor="black", linewidth=1.5))
    ax.add_patch(Wedge((0, 0), 6, 30, 150, facecolor="lightsteelblue", edgecolor="none"))
    a, b = (-5.196, 3.0), (5.196, 3.0)
    ax.add_patch(Polygon([(0, 0), a, b], closed=True, facecolor="white", edgecolor="black", linewidth=1.2))
    ax.plot([0], [0], "ko", markersize=3)
    ax.text(0, -0.7, "O", ha="center", fontsize=10)
    ax.text(a[0] - 0.5, a[1], "A", ha="right", fontsize=10)
    ax.text(b[0] + 0.5, b[1], "B", ha="left", fontsize=10)
    ax.text(0, 0.9, "120°", ha="center", fontsize=9)
    ax.text(2.9, 1.0, "6 cm", fontsize=9, rotation=30)
    ax.set_xlim(-7.5, 7.5)
    ax.set_ylim(-7, 7)
    ax.set_aspect("equal")
    ax.axis("off")


def _axes_grid(ax: Axes, xs: range, ys: range) -> None:
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xticks(xs)
    ax.set_yticks(ys)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(xs[0], xs[-1])
    ax.set_ylim(ys[0], ys[-1])


@figure("test5_math_parabola")
def _parabola(ax: Axes) -> None:
    xs = [k / 20 for k in range(-20, 121)]
    ax.plot(xs, [x * x - 4 * x + 3 for x in xs], color="tab:blue")
    ax.text(0.6, 6.5, "$y = x^2 - 4x + 3$", fontsize=10)
    _axes_grid(ax, range(-1, 7), range(-2, 9))


@figure("test5_math_line")
def _line(ax: Axes) -> None:
    ax.plot([-1, 6], [-2, 5], color="tab:red")
    ax.plot([0, 3], [-1, 2], "o", color="black")
    ax.text(0.2, -1.5, "(0, −1)", fontsize=9)
    ax.text(3.2, 1.5, "(3, 2)", fontsize=9)
    _axes_grid(ax, range(-1, 7), range(-2, 9))


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test5_math_books_chart"],
        "question": "Using the bar chart in <image_1>, find the mean and the median number of books read by the "
        "five students.",
        "reference_answer": "mean 6 books, median 7 books",
        "steps": [
            ok(
                t("""
                I'll read each bar's height from the chart first, and then compute the two averages from those values.

                **Step 1: Read the chart.** The bars show Ana 4, Ben 7, Chloe 3, Dev 7 and Eli 9 books, which gives
                five data values in total.
                """)
            ),
            ok("**Step 2: Mean.** The values add up to 4 + 7 + 3 + 7 + 9 = 30, so the mean is $30 \\div 5 = 6$ books."),
            ok(
                "**Step 3: Median.** Ordering the values from smallest to largest gives 3, 4, 7, 7, 9, and since "
                "there is an odd number of values the median is the middle one, which is 7 books."
            ),
            ok(
                t("""
                **Step 4: Sense check.** The median lies above the mean because the two small values (3 and 4) pull
                the mean down while leaving the middle value where it is.

                **Final answer:** mean = 6 books, median = 7 books.
                """)
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A shop raises the price of an €80 jacket by 20%, and a month later it sells the jacket at 20% off "
        "the new price. What is the sale price, and is it more or less than the original price?",
        "reference_answer": "€76.80, which is €3.20 less than the original",
        "steps": [
            ok(
                "### Step 1: Price after the increase\nA 20% increase multiplies the price by 1.20, so the raised "
                "price is $80 \\times 1.20 = 96$ euros."
            ),
            bad(
                "### Step 2: Apply the discount\nA 20% discount leaves 80% of the price, which means multiplying by "
                "0.80: $96 \\times 0.80 = 78.60$, so the sale price is €78.60.",
                "NC",
                "96 × 0.80 = 76.80, so the sale price is €76.80.",
            ),
            bad(
                t("""
                ### Step 3: Compare with the original
                The sale price is €80 − €78.60 = €1.40 below the original, because the 20% discount is taken from a
                larger amount than the one the 20% increase was taken from.

                **Final answer:** the sale price is €78.60, which is €1.40 less than the original €80.
                """),
                "carried",
                "The reasoning is right but it uses the wrong sale price of step 2; the sale price is €76.80, €3.20 less.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test5_math_circle_segment"],
        "question": "In <image_1>, the chord AB subtends an angle of 120° at the centre O of a circle of radius 6 cm. "
        "Find the area of the shaded segment between the chord AB and the minor arc AB.",
        "reference_answer": "12π − 9√3 ≈ 22.1 cm²",
        "steps": [
            ok(
                "Step 1: The shaded region is the sector AOB with the triangle AOB cut away, so its area equals the "
                "sector area minus the triangle area."
            ),
            ok(
                "Step 2: The sector is $\\frac{120}{360} = \\frac{1}{3}$ of the circle, so its area is "
                "$\\frac{1}{3}\\pi r^2 = \\frac{1}{3}\\pi (6)^2 = 12\\pi \\approx 37.70$ cm²."
            ),
            bad(
                "Step 3: Triangle AOB has two sides of 6 cm with an angle of 120° between them, and we obtain its area "
                "by $\\frac{1}{2}ab\\sin C$. Since $\\sin 120^\\circ = \\frac{1}{2}$, the area is "
                "$\\frac{1}{2} \\times 6 \\times 6 \\times \\frac{1}{2} = 9$ cm².",
                "KE",
                "sin 120° = √3/2, not 1/2, so the triangle's area is 9√3 ≈ 15.59 cm².",
            ),
            bad(
                t("""
                Step 4: Substituting the values, we get the segment area $12\\pi - 9 \\approx 37.70 - 9 = 28.70$ cm².

                Final answer: the shaded segment has an area of about 28.7 cm².
                """),
                "carried",
                "The subtraction is right but it removes the wrong triangle area of step 3; the segment is ≈ 22.1 cm².",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve $\\log_2 x + \\log_2 (x - 2) = 3$ for real x.",
        "reference_answer": "x = 4",
        "steps": [
            ok(
                "**Step 1: Combine the logarithms.** Using $\\log_2 a + \\log_2 b = \\log_2(ab)$, the equation becomes "
                "$\\log_2[x(x-2)] = 3$, which means $x(x-2) = 2^3 = 8$."
            ),
            ok(
                "**Step 2: Solve the quadratic.** Expanding gives $x^2 - 2x - 8 = 0$, and this factors as "
                "$(x - 4)(x + 2) = 0$, so $x = 4$ or $x = -2$."
            ),
            bad(
                "**Step 3: Check the roots.** Both values satisfy $x(x-2) = 8$, since $4 \\cdot 2 = 8$ and "
                "$(-2)(-4) = 8$, so both of them are solutions of the original equation.",
                "RE",
                "x = −2 makes log₂x and log₂(x − 2) undefined, so it must be rejected; only x = 4 solves the equation.",
            ),
            bad(
                t("""
                **Step 4: Conclusion.** The equation therefore has two real solutions.

                **Final answer:** $x = 4$ or $x = -2$
                """),
                "carried",
                "It keeps the extraneous root x = −2 accepted in step 3.",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test5_math_parabola", "test5_math_line"],
        "question": "<image_1> shows the parabola $y = x^2 - 4x + 3$ and <image_2> shows a straight line drawn on "
        "the same scale. Find the points where the line meets the parabola.",
        "reference_answer": "(1, 0) and (4, 3)",
        "steps": [
            ok(
                "**Step 1:** From <image_1>, the parabola crosses the x-axis at x = 1 and x = 3 and has its vertex at "
                "$(2, -1)$, which agrees with $y = x^2 - 4x + 3 = (x - 1)(x - 3)$."
            ),
            bad(
                "**Step 2:** From <image_2>, the line crosses the y-axis at $(0, 1)$ and rises one unit for every "
                "unit it moves to the right, so its equation is $y = x + 1$.",
                "VI",
                "The marked intercept in image 2 is (0, −1), and the line also passes through (3, 2), so it is y = x − 1.",
            ),
            bad(
                "**Step 3:** Setting the two expressions equal to find the intersections, we get "
                "$x^2 - 4x + 3 = x + 1$, which simplifies to $x^2 - 5x + 2 = 0$.",
                "carried",
                "The algebra is right but it uses the wrong line equation of step 2.",
            ),
            bad(
                "**Step 4:** This quadratic does not factor over the integers, so by the quadratic formula "
                "$x = \\frac{5 \\pm \\sqrt{25 - 8}}{2} = \\frac{5 \\pm \\sqrt{17}}{2}$, i.e. $x \\approx 4.56$ or "
                "$x \\approx 0.44$.",
                "carried",
                "The quadratic formula is applied correctly to the wrong equation of step 3.",
            ),
            bad(
                t("""
                **Step 5:** Substituting back into $y = x + 1$, the points are about $(4.56, 5.56)$ and $(0.44, 1.44)$.

                **Final answer:** $\\left(\\frac{5+\\sqrt{17}}{2}, \\frac{7+\\sqrt{17}}{2}\\right)$ and
                $\\left(\\frac{5-\\sqrt{17}}{2}, \\frac{7-\\sqrt{17}}{2}\\right)$
                """),
                "carried",
                "It reports points built on the misread line; the real intersections are (1, 0) and (4, 3).",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many ordered pairs of positive integers (x, y) satisfy $\\frac{1}{x} + \\frac{1}{y} = \\frac{1}{6}$?",
        "reference_answer": "9",
        "steps": [
            ok(
                "Step 1: Multiplying both sides by $6xy$ clears the denominators: $6y + 6x = xy$, i.e. $xy - 6x - 6y = 0$."
            ),
            ok(
                "Step 2: Adding 36 to both sides lets the left side factor, so we obtain $(x - 6)(y - 6) = 36$ by "
                "Simon's favourite factoring trick."
            ),
            ok(
                "Step 3: The two factors cannot both be negative: since x, y ≥ 1, each factor is at least −5, so two "
                "negative factors would multiply to at most 25 < 36. Hence both factors are positive divisors of 36."
            ),
            ok(
                t("""
                Step 4: Because $36 = 2^2 \\times 3^2$ has $(2+1)(2+1) = 9$ positive divisors, and each divisor d
                gives exactly one ordered pair $(x, y) = (d + 6, \\tfrac{36}{d} + 6)$, there are 9 pairs.

                Final answer: 9
                """)
            ),
        ],
    },
]
