"""Test set, Math: trapezoids, line graphs, sequences, probability, coordinate geometry, factorials, lattice paths."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from . import t
from .figures import figure


@figure("test_math_trapezoid")
def _trapezoid(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (10, 0), (8, 4), (2, 4)], closed=True, facecolor="#e8f0fb", edgecolor="black"))
    ax.plot([2, 2], [0, 4], color="black", linestyle="--", linewidth=1)
    ax.plot([2, 2.4, 2.4], [0.4, 0.4, 0], color="black", linewidth=0.8)
    ax.text(5, -0.6, "10 cm", ha="center", va="top")
    ax.text(5, 4.3, "6 cm", ha="center", va="bottom")
    ax.text(2.2, 2, "4 cm", ha="left", va="center")
    ax.set_xlim(-1, 11)
    ax.set_ylim(-1.6, 5.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test_math_week_temperature")
def _week_temperature(ax: Axes) -> None:
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    temps = [12, 15, 11, 17, 20, 18, 14]
    ax.plot(days, temps, "o-", color="tab:orange")
    ax.set_ylim(8, 22)
    ax.set_yticks(range(8, 23, 2))
    ax.grid(linestyle=":", color="gray")
    ax.set_ylabel("temperature at noon (°C)")
    ax.set_title("Noon temperature over one week", fontsize=9)


@figure("test_math_segment_ab")
def _segment_ab(ax: Axes) -> None:
    ax.plot([-2, 4], [1, 5], "o-", color="tab:blue", markersize=5)
    ax.text(-2.3, 1.3, "A", fontsize=11)
    ax.text(4.2, 5.0, "B", fontsize=11)
    ax.axhline(0, color="black", linewidth=0.9)
    ax.axvline(0, color="black", linewidth=0.9)
    ax.set_xticks(range(-4, 7))
    ax.set_yticks(range(-1, 7))
    ax.set_xlim(-4, 6)
    ax.set_ylim(-1, 6)
    ax.grid(linestyle=":", color="gray")
    ax.set_aspect("equal")
    ax.set_xlabel("x")
    ax.set_ylabel("y")


@figure("test_math_grid_paths")
def _grid_paths(ax: Axes) -> None:
    for x in range(5):
        ax.plot([x, x], [0, 3], color="black", linewidth=1)
    for y in range(4):
        ax.plot([0, 4], [y, y], color="black", linewidth=1)
    ax.plot(0, 0, "o", color="tab:blue", markersize=7)
    ax.plot(4, 3, "o", color="tab:blue", markersize=7)
    ax.plot(2, 1, "X", color="tab:red", markersize=10)
    ax.text(-0.3, -0.3, "A", fontsize=11)
    ax.text(4.15, 3.1, "B", fontsize=11)
    ax.text(2.12, 1.12, "P (closed)", fontsize=9, color="tab:red")
    ax.set_xlim(-0.7, 5.2)
    ax.set_ylim(-0.7, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test_math_trapezoid"],
        "question": "<image_1> shows an isosceles trapezoid. Find its area and its perimeter, to one decimal place.",
        "reference_answer": "Area 32 cm²; perimeter 2√20 + 16 ≈ 24.9 cm",
        "steps": [
            (
                t("""
                To solve this, I'll use the area formula for a trapezoid and the Pythagorean theorem for the slanted sides.

                ### Step 1: Identify the measurements
                From the figure, the parallel sides are 10 cm and 6 cm, and the height is 4 cm.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Area
                $$A = \\frac{a + b}{2} \\times h = \\frac{10 + 6}{2} \\times 4 = 32 \\text{ cm}^2$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Length of each slanted side
                Each slanted side spans $(10 - 6)/2 = 2$ cm horizontally and 4 cm vertically, so
                $$l = \\sqrt{2^2 + 4^2} = \\sqrt{20} \\approx 4.47 \\text{ cm}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Perimeter
                $$P = 10 + 6 + 4.47 = 20.47 \\text{ cm}$$

                **Final Answer:** Area = 32 cm², Perimeter ≈ 20.5 cm
                """),
                0,
                "RE",
                "The trapezoid has two slanted sides: P = 10 + 6 + 2 × 4.47 ≈ 24.9 cm.",
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test_math_week_temperature"],
        "question": "<image_1> shows the temperature at noon in a town over one week. (a) On which day was it warmest? "
        "(b) What was the range of the temperatures? (c) What was the largest rise from one day to the next, "
        "and between which days did it happen?",
        "reference_answer": "(a) Friday (b) 9 °C (c) 6 °C, from Wednesday to Thursday",
        "steps": [
            (
                "Step 1: Reading the graph: Mon 12 °C, Tue 15 °C, Wed 11 °C, Thu 17 °C, Fri 20 °C, Sat 18 °C, "
                "Sun 14 °C.",
                1,
                None,
                None,
            ),
            ("Step 2: The highest point is on Friday, at 20 °C.", 1, None, None),
            ("Step 3: The lowest temperature is 11 °C on Wednesday, so the range is 20 − 11 = 9 °C.", 1, None, None),
            (
                "Step 4: The day-to-day rises are Mon→Tue +3 °C, Wed→Thu +6 °C and Thu→Fri +3 °C; on the other days the "
                "temperature fell. The largest rise is 6 °C, from Wednesday to Thursday.\n\nFinal Answer: (a) Friday "
                "(b) 9 °C (c) 6 °C, from Wednesday to Thursday",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "The 3rd term of an arithmetic sequence is 11 and the 8th term is 31. Find the first term, the "
        "common difference and the sum of the first 20 terms.",
        "reference_answer": "a₁ = 3, d = 4, S₂₀ = 820",
        "steps": [
            (
                t("""
                We can set up two equations using \\(a_n = a_1 + (n-1)d\\).

                1. **Set up the equations:**
                   - \\(a_3 = a_1 + 2d = 11\\)
                   - \\(a_8 = a_1 + 7d = 31\\)
                """),
                1,
                None,
                None,
            ),
            (
                "2. **Solve for d:** Subtracting the first equation from the second gives \\(5d = 20\\), so \\(d = 4\\).",
                1,
                None,
                None,
            ),
            ("3. **Find \\(a_1\\):** \\(a_1 = 11 - 2(4) = 3\\).", 1, None, None),
            (
                t("""
                4. **Sum of the first 20 terms:**
                \\[S_{20} = \\frac{20}{2}\\left[2a_1 + 19d\\right] = 10\\,[6 + 76] = 820\\]

                **Final Answer:** \\(a_1 = 3\\), \\(d = 4\\), \\(S_{20} = 820\\)
                """),
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
        "question": "A bag contains 5 red balls and 3 blue balls. Two balls are drawn at random without replacement. "
        "Find the probability that (a) both balls drawn are red, (b) at least one of the balls drawn is blue.",
        "reference_answer": "(a) 5/14 (b) 9/14",
        "steps": [
            ("**Step 1:** There are 5 + 3 = 8 balls in the bag.", 1, None, None),
            (
                "**Step 2:** P(both red) = P(first red) × P(second red | first red) = "
                "$\\frac{5}{8} \\times \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}$.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3:** For at least one blue ball, the two balls must be of different colours, so the first is red and the second blue, or the first blue and the second red:
                $$P = \\frac{5}{8} \\times \\frac{3}{7} + \\frac{3}{8} \\times \\frac{5}{7} = \\frac{15}{56} + \\frac{15}{56} = \\frac{30}{56} = \\frac{15}{28}$$

                **Final Answer:** (a) $\\frac{5}{14}$ (b) $\\frac{15}{28}$
                """),
                0,
                "QU",
                '"At least one blue" also includes two blue balls: P = 1 − 5/14 = 9/14.',
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test_math_segment_ab"],
        "question": "<image_1> shows the points A and B. Find (a) the midpoint of AB, (b) the length of AB, and "
        "(c) the equation of the perpendicular bisector of AB.",
        "reference_answer": "(a) (1, 3) (b) 2√13 ≈ 7.21 (c) y = −3x/2 + 9/2",
        "steps": [
            (
                "I'll read the coordinates from the grid first.\n\n**Step 1:** From the figure, A = (−2, 1) and "
                "B = (4, 5).",
                1,
                None,
                None,
            ),
            ("**Step 2:** Midpoint: $M = \\left(\\frac{-2 + 4}{2}, \\frac{1 + 5}{2}\\right) = (1, 3)$.", 1, None, None),
            (
                "**Step 3:** Length: $AB = \\sqrt{(4 - (-2))^2 + (5 - 1)^2} = \\sqrt{36 + 16} = \\sqrt{52} = 2\\sqrt{13} "
                "\\approx 7.21$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The slope of AB is $\\frac{5 - 1}{4 - (-2)} = \\frac{4}{6} = \\frac{2}{3}$, so the "
                "perpendicular bisector has slope $-\\frac{3}{2}$ and passes through M(1, 3).",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 5:** Its equation is $y - 3 = -\\frac{3}{2}(x - 1)$, which gives $y = -\\frac{3}{2}x - \\frac{3}{2} + 3 = -\\frac{3}{2}x + \\frac{3}{2}$.

                **Final Answer:** (a) (1, 3) (b) $2\\sqrt{13} \\approx 7.21$ (c) $y = -\\frac{3}{2}x + \\frac{3}{2}$
                """),
                0,
                "SC",
                "Expanding −(3/2)(x − 1) gives −(3/2)x + 3/2, so y = −(3/2)x + 9/2.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many zeros are there at the end of 125! (125 factorial)?",
        "reference_answer": "31",
        "steps": [
            (
                "The number of trailing zeros of n! equals the number of factors of 10 in it, i.e. the number of pairs "
                "2 × 5.\n\nStep 1: Factors of 2 are far more plentiful than factors of 5, so we only need to count the "
                "factors of 5 in 125!.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Every multiple of 5 up to 125 contributes at least one factor of 5: ⌊125/5⌋ = 25.",
                1,
                None,
                None,
            ),
            ("Step 3: Every multiple of 25 contributes one extra factor of 5: ⌊125/25⌋ = 5.", 1, None, None),
            (
                "Step 4: The number 125 = 5³ is a multiple of 25, so it is already counted in Step 3 and needs no further "
                "term. The total is 25 + 5 = 30.\n\nFinal answer: 125! ends in 30 zeros.",
                0,
                "RE",
                "125 = 5³ has a third factor of 5 that neither count includes: ⌊125/125⌋ = 1, so the total is 31.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test_math_grid_paths"],
        "question": "In <image_1>, you walk along the grid lines from A to B, one unit right or one unit up at a time. "
        "The crossing P is closed. How many such shortest paths from A to B avoid P?",
        "reference_answer": "17",
        "steps": [
            (
                "Let's count all shortest paths and subtract the ones through P.\n\n**Step 1:** From the figure, B is 4 "
                "units to the right of A and 3 units up, so every shortest path consists of 4 right moves (R) and 3 up "
                "moves (U) in some order.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The total number of shortest paths is the number of ways to choose the positions of the 3 U "
                "moves among 7 moves: $\\binom{7}{3} = 35$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** P is 2 units right and 1 unit up from A, so the number of paths from A to P is "
                "$\\binom{3}{1} = 3$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** From P to B there are 2 right moves and 2 up moves left, so there are $\\binom{4}{2} = 6$ "
                "paths.",
                1,
                None,
                None,
            ),
            ("**Step 5:** The number of paths through P is $3 \\times 6 = 18$.", 1, None, None),
            ("**Step 6:** The number of paths that avoid P is $35 - 18 = 17$.\n\n**Final Answer:** 17", 1, None, None),
        ],
    },
]
