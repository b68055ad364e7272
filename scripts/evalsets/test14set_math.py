"""Fourteenth test set, Math: three siblings' ages in a ratio, a triangle's angles in terms of x, the multiples of
7 between 100 and 300, a sector's arc and area, the positive solutions of x² − y² = 45, and a triangle cut from a
square by a diagonal and a line to a midpoint."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon, Wedge

from .figures import figure


@figure("test14_math_angles")
def _angles(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (9, 0), (3.2, 5.5)], facecolor="#fee0d2", edgecolor="black"))
    ax.text(0.6, 0.25, "(x + 10)°", fontsize=9)
    ax.text(7.0, 0.25, "2x°", fontsize=9)
    ax.text(3.2, 4.3, "(3x − 40)°", ha="center", fontsize=9)
    ax.text(-0.5, -0.5, "P", fontsize=10)
    ax.text(9.2, -0.5, "Q", fontsize=10)
    ax.text(3.1, 5.8, "R", fontsize=10)
    ax.set_xlim(-1, 10.5)
    ax.set_ylim(-1, 6.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test14_math_sector")
def _sector(ax: Axes) -> None:
    ax.add_patch(Wedge((0, 0), 9, 0, 140, facecolor="#deebf7", edgecolor="black"))
    ax.text(4.5, -0.9, "9 cm", ha="center", fontsize=9)
    ax.text(0.6, 0.7, "140°", fontsize=9)
    ax.plot([0], [0], "o", color="black", markersize=3)
    ax.text(-0.4, -0.9, "O", fontsize=10)
    ax.set_xlim(-8, 10)
    ax.set_ylim(-2, 10)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test14_math_square")
def _square(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (6, 0), (6, 6), (0, 6)], facecolor="none", edgecolor="black"))
    ax.plot([0, 6], [0, 3], color="#08519c")
    ax.plot([6, 0], [0, 6], color="#cb181d")
    ax.add_patch(Polygon([(6, 0), (6, 3), (4, 2)], facecolor="#fdd0a2", edgecolor="black", linewidth=0.8))
    for x, y, name in [(-0.5, -0.5, "A"), (6.2, -0.5, "B"), (6.2, 6.2, "C"), (-0.5, 6.2, "D"), (6.25, 2.9, "E")]:
        ax.text(x, y, name, fontsize=10)
    ax.text(3.9, 2.3, "F", fontsize=10)
    ax.text(3, -0.8, "6", ha="center", fontsize=9)
    ax.set_xlim(-1.5, 7.5)
    ax.set_ylim(-1.5, 7.5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "The ages of three siblings are in the ratio 2 : 3 : 5 and add up to 60 years. (a) How old is each "
        "sibling? (b) In how many years will the youngest be exactly half as old as the eldest?",
        "reference_answer": "(a) 12, 18 and 30 years; (b) in 6 years",
        "steps": [
            (
                "I'll split the total into parts first, and then set up an equation for part (b).\n\n"
                "**Step 1:** The ratio 2 : 3 : 5 has $2 + 3 + 5 = 10$ parts in all, so one part is worth "
                "$60 \\div 10 = 6$ years.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Multiplying each share by 6, the siblings are $2 \\times 6 = 12$, $3 \\times 6 = 18$ "
                "and $5 \\times 6 = 30$ years old, which indeed add up to 60.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** In $n$ years the youngest will be $12 + n$ and the eldest $30 + n$, because both "
                "get older at the same rate. If the youngest is then half the eldest's age, then "
                "$2(12 + n) = 30 + n$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Expanding gives $24 + 2n = 30 + n$, so $n = 6$; as a check, in 6 years they will be "
                "18 and 36, and 18 is half of 36.\n\n"
                "**Final Answer:** (a) 12, 18 and 30 years old; (b) in 6 years.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test14_math_angles"],
        "question": "The angles of triangle PQR in <image_1> are (x + 10)°, 2x° and (3x − 40)°. Find x and the size "
        "of each angle.",
        "reference_answer": "x = 35; the angles are 45°, 70° and 65°",
        "steps": [
            (
                "Step 1: By the angle sum theorem, the interior angles of any triangle add up to 180°, so "
                "$(x + 10) + 2x + (3x - 40) = 180$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Collecting the x-terms and the constants, the left side simplifies to $6x - 30$, "
                "which gives the equation $6x - 30 = 180$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Subtracting 30 from both sides, we get $6x = 150$, and therefore $x = 25$.",
                0,
                "SC",
                "To undo −30 one must add 30 to both sides: 6x = 210, so x = 35.",
            ),
            (
                "Step 4: Substituting $x = 25$ back in, the angles are $25 + 10 = 35°$, $2(25) = 50°$ and "
                "$3(25) - 40 = 35°$.\n\nFinal answer: x = 25; the angles are 35°, 50° and 35°.",
                0,
                "carried",
                "These angles come from the wrong x = 25 (they only add up to 120°); with x = 35 they are 45°, "
                "70° and 65°.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the sum of all the multiples of 7 that lie between 100 and 300.",
        "reference_answer": "5586",
        "steps": [
            (
                "1. The multiples of 7 form an arithmetic sequence with common difference 7. The first one above "
                "100 is 105 (since 7 × 15 = 105), and the last one below 300 is 294 (since 7 × 42 = 294).",
                1,
                None,
                None,
            ),
            (
                "2. The number of terms works out from $a_n = a_1 + (n - 1)d$: $294 = 105 + 7(n - 1)$, so "
                "$n - 1 = 27$ and $n = 28$.",
                1,
                None,
                None,
            ),
            (
                "3. Using the formula for the sum of an arithmetic series, $S_n = \\frac{n}{2}(a_1 + a_n)$, we "
                "obtain $S_{28} = \\frac{28}{2}(105 + 294) = 14 \\times 399 = 5486$.",
                0,
                "NC",
                "14 × 399 = 14 × 400 − 14 = 5586, not 5486.",
            ),
            (
                "4. Therefore the multiples of 7 between 100 and 300 add up to 5486.\n\n**Final Answer:** 5486",
                0,
                "carried",
                "It repeats the miscalculated product of step 3; the sum is 5586.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test14_math_sector"],
        "question": "<image_1> shows a sector of a circle with centre O, radius 9 cm and angle 140°. Find the arc "
        "length, the area and the perimeter of the sector, giving exact answers and answers to 2 decimal places.",
        "reference_answer": "Arc 7π ≈ 21.99 cm; area 31.5π ≈ 98.96 cm²; perimeter 18 + 7π ≈ 39.99 cm",
        "steps": [
            (
                "To find these, we use the fraction of the full circle that the sector takes up.\n\n"
                "### Step 1\nThe sector's angle is 140° out of 360°, so it is $\\frac{140}{360} = \\frac{7}{18}$ "
                "of the whole circle.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe arc is that fraction of the circumference $2\\pi r$: "
                "$\\frac{7}{18} \\times 2\\pi \\times 9 = 7\\pi \\approx 21.99$ cm.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSimilarly, the area is the same fraction of $\\pi r^2$: "
                "$\\frac{7}{18} \\times 81\\pi = 31.5\\pi \\approx 98.96$ cm².",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nThe perimeter is made up of the arc plus two radii, which is "
                "$7\\pi + 18 \\approx 39.99$ cm.\n\n"
                "**Final Answer:** arc $7\\pi \\approx 21.99$ cm, area $31.5\\pi \\approx 98.96$ cm², "
                "perimeter $18 + 7\\pi \\approx 39.99$ cm.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find all pairs of positive integers (x, y) with $x^2 - y^2 = 45$.",
        "reference_answer": "(23, 22), (9, 6) and (7, 2)",
        "steps": [
            (
                "Let me factor the left-hand side and look at the divisors of 45.\n\n"
                "**Step 1:** Using the difference of squares identity, $x^2 - y^2 = (x - y)(x + y) = 45$. Since "
                "$x$ and $y$ are positive, $x + y > x - y > 0$, so both factors are positive divisors of 45.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The factor pairs of 45 with the smaller one first are (1, 45) and (5, 9), so these are "
                "the only choices for $(x - y, x + y)$.",
                0,
                "RE",
                "45 = 3 × 15 as well, so (3, 15) is a third factor pair that the list leaves out.",
            ),
            (
                "**Step 3:** Because $x = \\frac{(x + y) + (x - y)}{2}$ and $y = \\frac{(x + y) - (x - y)}{2}$, the "
                "pair (1, 45) gives $x = 23$, $y = 22$, while (5, 9) gives $x = 7$, $y = 2$; both work, since "
                "$529 - 484 = 45$ and $49 - 4 = 45$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Hence there are exactly two solutions.\n\n**Final Answer:** $(x, y) = (23, 22)$ and $(7, 2)$.",
                0,
                "carried",
                "The missed pair (3, 15) gives the third solution (9, 6), since 81 − 36 = 45.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "qwen2-vl-72b",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test14_math_square"],
        "question": "In <image_1>, ABCD is a square of side 6, E is the midpoint of BC, and the segment AE meets the "
        "diagonal BD at F. Find the area of triangle BEF.",
        "reference_answer": "3",
        "steps": [
            (
                "### Step 1\nSet up coordinates with A = (0, 0), B = (6, 0), C = (6, 6) and D = (0, 6); since E "
                "is the midpoint of BC, E = (6, 3).",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe line AE passes through the origin with slope $\\frac{3}{6} = \\frac{1}{2}$, so it "
                "is $y = \\frac{x}{2}$, while the diagonal BD is $y = 6 - x$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSetting $\\frac{x}{2} = 6 - x$ gives $\\frac{3x}{2} = 6$, so $x = 4$ and $y = 2$; "
                "thus F = (4, 2). This agrees with the similar triangles BFE and DFA, which give "
                "BF : FD = BE : AD = 1 : 2.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nTriangle BEF has base BE = 3 on the line x = 6, and its height is the horizontal "
                "distance from F to that line, $6 - 4 = 2$. Its area is $\\frac{1}{2} \\times 3 \\times 2 = 3$."
                "\n\n**Final Answer:** 3",
                1,
                None,
                None,
            ),
        ],
    },
]
