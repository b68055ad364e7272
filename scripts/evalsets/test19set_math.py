"""Nineteenth test set, Math: a clock 100 hours on, a conditional probability from a two-way table of instrument
players, Cramer's rule for a 2 × 2 system, the dot product and area of a triangle drawn on a grid, the minimum of
1/a + 4/b by AM-GM, and an Apollonius circle as a locus."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from .figures import figure


@figure("test19_math_instrument_table")
def _instrument_table(ax: Axes) -> None:
    rows = [
        ["", "plays an\ninstrument", "does not\nplay", "total"],
        ["Grade 7", "18", "12", "30"],
        ["Grade 8", "14", "26", "40"],
        ["total", "32", "38", "70"],
    ]
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            weight = "bold" if r == 0 or c == 0 else "normal"
            ax.text(c * 2.2 + 1.1, 3.5 - r, cell, ha="center", va="center", fontsize=9, fontweight=weight)
    for k in range(5):
        ax.plot([0, 8.8], [4 - k, 4 - k], color="black", linewidth=1)
        ax.plot([k * 2.2, k * 2.2], [0, 4], color="black", linewidth=1)
    ax.set_xlim(-0.2, 9)
    ax.set_ylim(-0.2, 4.2)
    ax.axis("off")


@figure("test19_math_grid_triangle")
def _grid_triangle(ax: Axes) -> None:
    for k in range(9):
        ax.plot([k, k], [0, 8], color="#dddddd", linewidth=0.8)
        ax.plot([0, 8], [k, k], color="#dddddd", linewidth=0.8)
    ax.add_patch(Polygon([(1, 2), (5, 4), (3, 7)], closed=True, fill=False, linewidth=2, edgecolor="#3182bd"))
    for name, (x, y), dx in (("A(1, 2)", (1, 2), -0.4), ("B(5, 4)", (5, 4), 0.3), ("C(3, 7)", (3, 7), 0.2)):
        ax.plot(x, y, "o", color="black", markersize=5)
        ax.text(x + dx, y + 0.3, name, fontsize=9)
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 8)
    ax.set_aspect("equal")
    ax.set_xlabel("x")
    ax.set_ylabel("y")


@figure("test19_math_two_points")
def _two_points(ax: Axes) -> None:
    ax.axhline(0, color="black", linewidth=1)
    ax.axvline(0, color="black", linewidth=1)
    for name, x in (("A(0, 0)", 0), ("B(3, 0)", 3)):
        ax.plot(x, 0, "o", color="#d62728", markersize=6)
        ax.text(x + 0.1, 0.35, name, fontsize=9)
    ax.plot([0, 2.2], [0, 2.0], color="gray", linestyle="--")
    ax.plot([3, 2.2], [0, 2.0], color="gray", linestyle="--")
    ax.plot(2.2, 2.0, "o", color="black", markersize=5)
    ax.text(2.3, 2.15, "P(x, y)", fontsize=9)
    ax.set_xlim(-1.5, 7)
    ax.set_ylim(-3, 3.5)
    ax.set_aspect("equal")
    ax.grid(True, color="#eeeeee")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A clock shows 9:00 a.m. on Monday. Using clock (modular) arithmetic, what time and day will it be "
        "exactly 100 hours later?",
        "reference_answer": "1:00 p.m. on Friday",
        "steps": [
            (
                "To solve this, we can split the 100 hours into whole days plus the hours that are left over, "
                "which is exactly what working modulo 24 does.\n\n"
                "**Step 1:** Dividing 100 by 24 gives $100 = 4 \\times 24 + 4$, so 100 hours is 4 full days and "
                "4 more hours. In other words, $100 \\equiv 4 \\pmod{24}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since 4 full days bring the clock back to the same time, they only move the day "
                "forward. Counting on 4 days from Monday takes us through Tuesday, Wednesday and Thursday to Friday.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The remaining 4 hours are added to 9:00 a.m., and because $9 + 4 = 13$, which is "
                "past noon, the time reads 13:00, or 1:00 p.m. on the 12-hour clock.\n\n"
                "**Final Answer:** 1:00 p.m. on Friday",
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
        "images": ["test19_math_instrument_table"],
        "question": "The two-way table in <image_1> shows how many students in Grades 7 and 8 play a musical "
        "instrument. A student is picked at random. (a) Given that the student plays an instrument, what is the "
        "probability that the student is in Grade 8? (b) Are the events 'plays an instrument' and 'is in Grade 8' "
        "independent?",
        "reference_answer": "(a) 14/32 = 7/16 ≈ 0.44; (b) no, since 7/16 ≠ P(Grade 8) = 4/7",
        "steps": [
            (
                "I'll read the counts from the table and then use the definition of conditional probability.\n\n"
                "1. From <image_1>, 32 of the 70 students play an instrument, and 14 of those players are in "
                "Grade 8, while 40 students in total are in Grade 8.",
                1,
                None,
                None,
            ),
            (
                "2. By the definition $P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}$, the condition tells us which group "
                "we are choosing from. Picking from the Grade 8 students, 14 of the 40 play, so "
                "$P(\\text{Grade 8} \\mid \\text{plays}) = \\frac{14}{40} = 0.35$.",
                0,
                "RE",
                "The condition is 'plays an instrument', so the 32 players are the group to choose from: "
                "P(Grade 8 | plays) = 14/32 = 7/16 ≈ 0.44; 14/40 is P(plays | Grade 8).",
            ),
            (
                "3. For independence we would need $P(\\text{Grade 8} \\mid \\text{plays}) = P(\\text{Grade 8})$. "
                "Since $P(\\text{Grade 8}) = \\frac{40}{70} \\approx 0.57$, which differs from 0.35, the events are "
                "not independent.\n\n"
                "**Final answer:** (a) 0.35 (b) No, the events are not independent.",
                0,
                "carried",
                "The independence test is set up correctly but it compares P(Grade 8) with the wrong 0.35 from "
                "step 2; the conditional probability is 7/16 ≈ 0.44, which still differs from 4/7.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Cramer's rule says that for $ax + by = e$, $cx + dy = f$ with $D = ad - bc \\neq 0$, "
        "$x = \\frac{ed - bf}{D}$ and $y = \\frac{af - ec}{D}$. Use it to solve $2x + 3y = 8$, $x - y = -1$.",
        "reference_answer": "x = 1, y = 2",
        "steps": [
            (
                "Step 1: Okay, so I need to solve a 2 × 2 linear system, and the problem wants me to use Cramer's "
                "rule rather than elimination. Let me write the two equations with their coefficients:\n"
                "a. $2x + 3y = 8$, so $a = 2$, $b = 3$, $e = 8$.\n"
                "b. $x - y = -1$, so $c = 1$, $d = -1$, $f = -1$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: First I need the determinant, because if it were zero the rule wouldn't apply. "
                "$D = ad - bc = (2)(-1) - (3)(1) = -2 - 3 = -5$, which is nonzero, so there is a unique solution.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Now the numerators. For x, I replace the x-column by the constants: "
                "$ed - bf = (8)(-1) - (3)(-1) = -8 + 3 = -5$, so $x = \\frac{-5}{-5} = 1$. For y, "
                "$af - ec = (2)(-1) - (8)(1) = -2 - 8 = -10$, and therefore $y = \\frac{-10}{-5} = 2$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check by plugging back in. In the first equation $2(1) + 3(2) = 8$ ✓, and in the "
                "second $1 - 2 = -1$ ✓. Both hold, so this matches what Cramer's rule gave me.\n\n"
                "**Final Answer:** $x = 1$, $y = 2$",
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
        "images": ["test19_math_grid_triangle"],
        "question": "For the triangle ABC drawn on the grid in <image_1>, find the dot product $\\vec{AB} \\cdot "
        "\\vec{AC}$, the angle BAC to the nearest degree, and the area of the triangle.",
        "reference_answer": "AB·AC = 18; angle BAC ≈ 42°; area = 8 square units",
        "steps": [
            (
                "### Step 1: Write the vectors\nFrom <image_1>, the vertices are A(1, 2), B(5, 4) and C(3, 7). "
                "Subtracting A's coordinates from each of the other points, we get $\\vec{AB} = (4, 2)$ and "
                "$\\vec{AC} = (2, 5)$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Dot product\nThe dot product multiplies matching components and adds them, so "
                "$\\vec{AB} \\cdot \\vec{AC} = 4 \\cdot 2 + 2 \\cdot 5 = 8 + 10 = 18$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: The angle\nUsing the formula $\\cos\\theta = \\frac{\\vec{AB} \\cdot \\vec{AC}}"
                "{|\\vec{AB}||\\vec{AC}|}$, we need the lengths $|\\vec{AB}| = \\sqrt{16 + 4} = \\sqrt{20}$ and "
                "$|\\vec{AC}| = \\sqrt{4 + 25} = \\sqrt{29}$. Substituting the values, we get "
                "$\\cos\\theta = \\frac{18}{\\sqrt{580}} \\approx 0.747$, so $\\theta \\approx 41.6° \\approx 42°$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: The area\nThe area of a triangle spanned by two vectors is half the absolute value of "
                "their 2D cross product, which gives $\\frac{1}{2}|4 \\cdot 5 - 2 \\cdot 2| = \\frac{1}{2}(16) = 8$ "
                "square units.\n\n"
                "**Final Answer:** $\\vec{AB} \\cdot \\vec{AC} = 18$, ∠BAC ≈ 42°, area = 8 square units",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "o1-mini",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Positive real numbers a and b satisfy a + b = 1. Find the minimum value of $\\frac{1}{a} + "
        "\\frac{4}{b}$ and the values of a and b at which it is attained.",
        "reference_answer": "9, at a = 1/3 and b = 2/3",
        "steps": [
            (
                "Step 1: I need to minimise $\\frac{1}{a} + \\frac{4}{b}$ subject to $a + b = 1$ with $a, b > 0$. "
                "Since the constraint equals 1, I can multiply the expression by $(a + b)$ without changing it, "
                "which sets up a form where AM-GM applies.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Expanding, $\\left(\\frac{1}{a} + \\frac{4}{b}\\right)(a + b) = 1 + \\frac{b}{a} + "
                "\\frac{4a}{b} + 4 = 5 + \\frac{b}{a} + \\frac{4a}{b}$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: By the AM-GM inequality, $\\frac{b}{a} + \\frac{4a}{b} \\ge 2\\sqrt{\\frac{b}{a} \\cdot "
                "\\frac{4a}{b}} = 2\\sqrt{4} = 4$. So the whole expression is at least $5 + 4 = 9$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Equality in AM-GM needs $\\frac{b}{a} = \\frac{4a}{b}$, i.e. $b^2 = 4a^2$, and because "
                "both are positive, $b = 2a$. Then $a + 2a = 1$ gives $a = \\frac{1}{3}$ and $b = \\frac{2}{3}$.",
                1,
                None,
                None,
            ),
            (
                "Step 5: Let me check: $\\frac{1}{1/3} + \\frac{4}{2/3} = 3 + 6 = 9$. This matches the bound, so "
                "the minimum really is attained.\n\n"
                "**Final Answer:** The minimum is 9, at $a = \\frac{1}{3}$, $b = \\frac{2}{3}$.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test19_math_two_points"],
        "question": "In <image_1>, A = (0, 0) and B = (3, 0). Find the locus of the points P(x, y) for which "
        "PA = 2·PB, and describe it geometrically.",
        "reference_answer": "(x − 4)² + y² = 4: the circle with centre (4, 0) and radius 2",
        "steps": [
            (
                "Step 1: Let P = (x, y) be any point on the locus. Because both distances are non-negative, the "
                "condition PA = 2PB is equivalent to $PA^2 = 4PB^2$, which avoids square roots.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By the distance formula, $PA^2 = x^2 + y^2$ and $PB^2 = (x - 3)^2 + y^2$, so the condition "
                "reads $x^2 + y^2 = 4\\left[(x - 3)^2 + y^2\\right]$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Expanding the right side, $4(x^2 - 6x + 9 + y^2) = 4x^2 - 24x + 9 + 4y^2$. Moving "
                "everything to one side gives $3x^2 - 24x + 9 + 3y^2 = 0$, and dividing by 3, "
                "$x^2 - 8x + 3 + y^2 = 0$.",
                0,
                "SC",
                "The 9 must also be multiplied by 4: the right side is 4x² − 24x + 36 + 4y², which gives "
                "x² − 8x + 12 + y² = 0.",
            ),
            (
                "Step 4: Completing the square in x, $(x - 4)^2 - 16 + 3 + y^2 = 0$, so $(x - 4)^2 + y^2 = 13$.\n\n"
                "Final answer: the locus is the circle $(x - 4)^2 + y^2 = 13$, with centre (4, 0) and radius "
                "$\\sqrt{13}$.",
                0,
                "carried",
                "Completing the square is done correctly, but on the wrong equation from step 3; the locus is "
                "(x − 4)² + y² = 4, the circle with centre (4, 0) and radius 2.",
            ),
        ],
    },
]
