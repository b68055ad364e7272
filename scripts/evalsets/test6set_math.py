"""Sixth test set, Math: a map scale and walking time, a triangle's area on a grid, a circle from its general
equation, a box plot's outlier test, a screening test's positive predictive value, the last two digits of a power."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from . import t
from .figures import figure


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


@figure("test6_math_grid_triangle")
def _grid_triangle(ax: Axes) -> None:
    points = {"A": (1, 1), "B": (7, 2), "C": (3, 6)}
    ax.add_patch(Polygon(list(points.values()), closed=True, facecolor="honeydew", edgecolor="black", linewidth=1.4))
    offsets = {"A": (-0.35, -0.35), "B": (0.2, -0.3), "C": (-0.1, 0.25)}
    for name, (x, y) in points.items():
        ax.plot([x], [y], "ko", markersize=4)
        ax.text(x + offsets[name][0], y + offsets[name][1], name, fontsize=11)
    ax.set_xticks(range(0, 9))
    ax.set_yticks(range(0, 8))
    ax.grid(color="gray", linestyle=":")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 7)
    ax.set_aspect("equal")


@figure("test6_math_box_plot")
def _box_plot(ax: Axes) -> None:
    ax.bxp(
        [{"whislo": 12, "q1": 20, "med": 26, "q3": 32, "whishi": 52, "fliers": [], "label": ""}],
        vert=False,
        showfliers=False,
        widths=0.5,
    )
    ax.set_xticks(range(10, 56, 2))
    ax.tick_params(axis="x", labelsize=7)
    ax.grid(axis="x", linestyle=":", color="gray")
    ax.set_yticks([])
    ax.set_xlabel("commute time (minutes)")
    ax.set_title("Commute times of 60 employees", fontsize=10)


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "On a hiking map with scale 1 : 25 000, the trail from the car park to the lake measures 7.2 cm. "
        "How long is the trail in kilometres, and how many minutes does it take to walk at 4.5 km/h?",
        "reference_answer": "1.8 km; 24 minutes",
        "steps": [
            ok(
                t("""
                To solve this, we first convert the map distance into a real distance using the scale, and then we
                use the walking speed to work out the time.

                Step 1: A scale of 1 : 25 000 means that 1 cm on the map stands for 25 000 cm on the ground, so the
                real length is $7.2 \\times 25\\,000 = 180\\,000$ cm.
                """)
            ),
            ok(
                "Step 2: Since there are 100 cm in a metre and 1000 m in a kilometre, one kilometre is 100 000 cm, "
                "and therefore 180 000 cm = 1.8 km."
            ),
            ok(
                "Step 3: Using the relation time = distance ÷ speed, the walk takes $1.8 \\div 4.5 = 0.4$ hours, "
                "which is $0.4 \\times 60 = 24$ minutes."
            ),
            ok(
                t("""
                Step 4: As a quick check, at 4.5 km/h a hiker covers 1.5 km in 20 minutes, and the remaining 0.3 km
                takes another 4 minutes, which agrees with the result above.

                Final Answer: The trail is 1.8 km long and takes 24 minutes to walk.
                """)
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test6_math_grid_triangle"],
        "question": "Triangle ABC is drawn on the square grid in <image_1>, where each square is 1 unit by 1 unit. "
        "Find the area of the triangle.",
        "reference_answer": "14 square units",
        "steps": [
            ok(
                t("""
                Step 1: Reading the grid, vertex A is at (1, 1) and vertex B is at (7, 2), so the side AB rises by
                only 1 unit while it runs 6 units to the right.
                """)
            ),
            bad(
                "Step 2: Vertex C, the top of the triangle, is at (3, 5), and so the smallest rectangle with sides "
                "along the grid lines that encloses the triangle runs from x = 1 to x = 7 and from y = 1 to y = 5, "
                "with an area of $6 \\times 4 = 24$ square units.",
                "VI",
                "C sits on the grid point (3, 6), not (3, 5), so the rectangle is 6 by 5 with an area of 30.",
            ),
            bad(
                t("""
                Step 3: The rectangle's corners outside the triangle form three right triangles:
                1. below AB: legs 6 and 1, area $\\frac{1}{2} \\cdot 6 \\cdot 1 = 3$;
                2. right of BC: legs 4 and 3, area $\\frac{1}{2} \\cdot 4 \\cdot 3 = 6$;
                3. left of CA: legs 2 and 4, area $\\frac{1}{2} \\cdot 2 \\cdot 4 = 4$.

                Subtracting them from the rectangle gives $24 - (3 + 6 + 4) = 11$.

                Final Answer: The area of triangle ABC is 11 square units.
                """),
                "carried",
                "The method is right, but with C at (3, 6) the corner triangles are 3, 8 and 5, and the area is "
                "30 − 16 = 14 square units.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the centre and the radius of the circle $x^2 + y^2 - 6x + 8y - 11 = 0$, and decide "
        "whether the point P(9, −4) lies inside, on or outside the circle.",
        "reference_answer": "centre (3, −4), radius 6; P lies on the circle",
        "steps": [
            ok(
                t("""
                I'll rewrite the equation in standard form by completing the square in x and in y, because the
                standard form $(x - h)^2 + (y - k)^2 = r^2$ shows the centre and radius directly.

                **Step 1: Group the terms.** Collecting the x-terms and the y-terms and moving the constant across
                gives $(x^2 - 6x) + (y^2 + 8y) = 11$.
                """)
            ),
            bad(
                "**Step 2: Complete the squares.** Since $x^2 - 6x = (x - 3)^2 - 9$ and $y^2 + 8y = (y + 4)^2 - 16$, "
                "the equation becomes $(x - 3)^2 + (y + 4)^2 = 11 + 9 - 16 = 4$.",
                "SC",
                "Both constants move to the right-hand side with a plus sign: 11 + 9 + 16 = 36.",
            ),
            bad(
                "**Step 3: Read off the centre and radius.** Comparing with the standard form, the centre is "
                "(3, −4) and the radius is $\\sqrt{4} = 2$.",
                "carried",
                "The centre is right, but r² = 36, so the radius is 6.",
            ),
            bad(
                t("""
                **Step 4: Locate P.** The distance from the centre to P(9, −4) is
                $\\sqrt{(9 - 3)^2 + (-4 + 4)^2} = 6$, and because 6 is larger than the radius 2, the point lies
                outside the circle.

                **Final answer:** centre (3, −4), radius 2, and P lies outside the circle.
                """),
                "carried",
                "The distance 6 is right, but it equals the true radius 6, so P lies on the circle.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test6_math_box_plot"],
        "question": "<image_1> is a box plot of the commute times of 60 employees. Find the interquartile range, "
        "and use the 1.5 × IQR rule to decide whether the longest commute time is an outlier.",
        "reference_answer": "IQR = 12 minutes; the upper fence is 50 minutes, so 52 minutes is an outlier",
        "steps": [
            ok(
                t("""
                ### Step 1: Read the five-number summary
                From the box plot, the minimum is 12, the lower quartile $Q_1 = 20$, the median is 26, the upper
                quartile $Q_3 = 32$, and the maximum is 52 minutes.
                """)
            ),
            bad(
                "### Step 2: Interquartile range\nThe interquartile range measures the total spread of the data, "
                "so it is the maximum minus the minimum: IQR = 52 − 12 = 40 minutes.",
                "KE",
                "The IQR is Q₃ − Q₁ = 32 − 20 = 12 minutes; 52 − 12 is the range.",
            ),
            bad(
                t("""
                ### Step 3: Upper fence and conclusion
                By the 1.5 × IQR rule, a value is an outlier if it lies above $Q_3 + 1.5 \\times \\text{IQR}$.
                Substituting the values, we get $32 + 1.5 \\times 40 = 92$ minutes, and since the longest commute,
                52 minutes, is below this fence, it is not an outlier.

                **Final Answer:** IQR = 40 minutes, and the longest time is not an outlier.
                """),
                "carried",
                "The rule is right, but with IQR = 12 the upper fence is 32 + 18 = 50 minutes, so 52 minutes is an "
                "outlier.",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "A disease affects 2% of a population. A screening test detects it in 95% of people who have it, "
        "but it also gives a positive result for 10% of people who do not. If a randomly chosen person tests "
        "positive, what is the probability that they have the disease?",
        "reference_answer": "0.019 / 0.117 ≈ 0.162 (about 16%)",
        "steps": [
            ok(
                t("""
                This is a conditional probability question, so I'll set it up with Bayes' theorem, which turns
                the test's accuracy figures into the probability we actually want.

                **Step 1:** Let D be the event that the person has the disease and + the event of a positive test.
                We are given $P(D) = 0.02$, $P(+ \\mid D) = 0.95$ and $P(+ \\mid D') = 0.10$, and therefore
                $P(D') = 0.98$.
                """)
            ),
            ok(
                "**Step 2:** By the law of total probability, "
                "$P(+) = P(+ \\mid D)P(D) + P(+ \\mid D')P(D') = 0.95 \\times 0.02 + 0.10 \\times 0.98 "
                "= 0.019 + 0.098 = 0.117$."
            ),
            ok(
                "**Step 3:** Bayes' theorem then gives $P(D \\mid +) = \\frac{P(+ \\mid D)P(D)}{P(+)} = "
                "\\frac{0.019}{0.117} \\approx 0.162$."
            ),
            ok(
                t("""
                **Step 4:** The result is low even though the test picks up 95% of cases, because the disease is
                rare: among 1000 people, about 19 true positives are swamped by about 98 false positives.

                **Final answer:** $P(D \\mid +) \\approx 0.162$, or about 16%.
                """)
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the last two digits of $7^{2026}$.",
        "reference_answer": "49",
        "steps": [
            ok(
                t("""
                The last two digits of a number are its remainder modulo 100, so we need $7^{2026} \\bmod 100$.

                Step 1: We look for a small power of 7 that is congruent to 1 modulo 100, since such a power lets
                us reduce the exponent. We have $7^2 = 49$ and $7^4 = 49^2 = 2401 \\equiv 1 \\pmod{100}$.
                """)
            ),
            ok(
                "Step 2: Because $7^4 \\equiv 1$, the powers of 7 modulo 100 repeat in a cycle of length 4, namely "
                "7, 49, 43, 1, 7, 49, …, so only the remainder of the exponent on division by 4 matters."
            ),
            bad(
                "Step 3: Dividing the exponent by 4, we obtain $2026 = 4 \\times 506 + 3$, which means "
                "$7^{2026} = (7^4)^{506} \\cdot 7^3 \\equiv 7^3 \\pmod{100}$.",
                "NC",
                "4 × 506 = 2024, so 2026 = 4 × 506 + 2 and the remaining factor is 7².",
            ),
            bad(
                t("""
                Step 4: Since $7^3 = 343$, its remainder modulo 100 is 43, and therefore
                $7^{2026} \\equiv 43 \\pmod{100}$.

                Final Answer: The last two digits are 43.
                """),
                "carried",
                "343 ≡ 43 is right, but the leftover factor is 7² = 49, so the last two digits are 49.",
            ),
        ],
    },
]
