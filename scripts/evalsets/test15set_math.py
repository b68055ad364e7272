"""Fifteenth test set, Math: a path around a rectangular garden, a map scale and a walking time, the line through
two plotted points, a logarithmic equation in base 3, the seats of a theatre with rows in arithmetic progression,
and lattice paths that avoid a blocked point."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test15_math_garden")
def _garden(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 14, 10, facecolor="#d9d9d9", edgecolor="black"))
    ax.add_patch(Rectangle((1, 1), 12, 8, facecolor="#a1d99b", edgecolor="black"))
    ax.text(7, 5, "garden", ha="center", fontsize=10)
    ax.text(7, 0.5, "path, 1 m wide", ha="center", va="center", fontsize=8)
    ax.text(7, -0.8, "12 m", ha="center", fontsize=9)
    ax.text(-0.5, 5, "8 m", ha="right", va="center", fontsize=9)
    ax.set_xlim(-2.5, 15)
    ax.set_ylim(-1.6, 10.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test15_math_line")
def _line(ax: Axes) -> None:
    ax.set_xlim(-5, 6)
    ax.set_ylim(-2, 7)
    ax.set_xticks(range(-5, 7))
    ax.set_yticks(range(-2, 8))
    ax.grid(True, linewidth=0.5)
    ax.axhline(0, color="black", linewidth=1)
    ax.axvline(0, color="black", linewidth=1)
    ax.plot([-2, 4], [1, 5], "o", color="#08519c")
    ax.text(-2.2, 1.4, "A", fontsize=10)
    ax.text(4.2, 5.2, "B", fontsize=10)


@figure("test15_math_grid")
def _grid(ax: Axes) -> None:
    for x in range(5):
        ax.plot([x, x], [0, 3], color="black", linewidth=1)
    for y in range(4):
        ax.plot([0, 4], [y, y], color="black", linewidth=1)
    ax.plot([2], [1], "x", color="#cb181d", markersize=12, markeredgewidth=3)
    ax.text(2.1, 1.15, "P (blocked)", fontsize=8, color="#cb181d")
    ax.text(-0.3, -0.3, "A", fontsize=11)
    ax.text(4.1, 3.1, "B", fontsize=11)
    ax.set_xlim(-0.6, 4.8)
    ax.set_ylim(-0.6, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test15_math_garden"],
        "question": "The rectangular garden in <image_1> measures 12 m by 8 m and is surrounded on all sides by a gravel "
        "path 1 m wide. What is the area of the path?",
        "reference_answer": "44 m²",
        "steps": [
            (
                "**Step 1:** Because the path runs along every side, the outer rectangle is 1 m longer at each end, "
                "so its length is $12 + 2 = 14$ m and its width is $8 + 2 = 10$ m.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The outer rectangle's area is $14 \\times 10 = 140$ m², while the garden itself takes "
                "up $12 \\times 8 = 96$ m².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The path is what is left when the garden is taken away from the outer rectangle, which "
                "gives $140 - 96 = 44$ m².\n\n**Final Answer:** The path has an area of 44 m².",
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
        "question": "On a map drawn to a scale of 1 : 25 000, two villages are 9.6 cm apart. How long does it take to "
        "walk between them at a steady 4 km/h, in minutes?",
        "reference_answer": "36 minutes",
        "steps": [
            (
                "I'll convert the map distance into a real distance first and then work out the time.\n\n"
                "Step 1: A scale of 1 : 25 000 means that every centimetre on the map stands for 25 000 cm on the "
                "ground, so the real distance is $9.6 \\times 25\\,000 = 240\\,000$ cm.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Since 1 km = 100 000 cm, the distance is $240\\,000 \\div 100\\,000 = 2.4$ km.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Using time = distance ÷ speed, the walk takes $2.4 \\div 4 = 0.6$ h, and because an hour "
                "has 60 minutes this is $0.6 \\times 60 = 30$ minutes.",
                0,
                "NC",
                "0.6 × 60 = 36, not 30; the walk takes 36 minutes.",
            ),
            (
                "Step 4: So the walker picks up the second village's signpost after about half an hour.\n\n"
                "Final answer: 30 minutes",
                0,
                "carried",
                "The conclusion repeats the wrong 30 minutes of step 3; the walk takes 36 minutes.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test15_math_line"],
        "question": "Find the equation of the straight line through the points A and B plotted in <image_1>, and the "
        "point where it crosses the x-axis.",
        "reference_answer": "y = (2/3)x + 7/3; it crosses the x-axis at (−7/2, 0)",
        "steps": [
            (
                "### Step 1\nFrom the grid, A is at (−2, 1) and B is at (4, 5).",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe gradient is the rise over the run, $m = \\frac{5 - 1}{4 - (-2)} = \\frac{4}{6} = "
                "\\frac{2}{3}$, which is positive, as the picture suggests because the line climbs to the right.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nUsing the point–gradient form $y - y_1 = m(x - x_1)$ with A, we get "
                "$y - 1 = \\frac{2}{3}(x + 2)$, so $y = \\frac{2}{3}x + \\frac{4}{3} + 1 = \\frac{2}{3}x + "
                "\\frac{7}{3}$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nIf the line meets the x-axis, then y = 0 there, so $\\frac{2}{3}x = -\\frac{7}{3}$ and "
                "$x = -\\frac{7}{2}$.\n\n**Final Answer:** $y = \\frac{2}{3}x + \\frac{7}{3}$, crossing the x-axis at "
                "$(-3.5, 0)$.",
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
        "question": "Solve $\\log_3 x + \\log_3 (x - 6) = 3$ for real x.",
        "reference_answer": "x = 9",
        "steps": [
            (
                "**Step 1:** Using the product rule for logarithms, $\\log_3 a + \\log_3 b = \\log_3 (ab)$, the "
                "equation becomes $\\log_3 \\big(x(x - 6)\\big) = 3$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Writing this in exponential form gives $x(x - 6) = 3^3 = 27$, so $x^2 - 6x - 27 = 0$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The quadratic factorises as $(x - 9)(x + 3) = 0$, which gives x = 9 or x = −3.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** A logarithm is only defined for positive arguments, so x = −3 has to be rejected "
                "because $\\log_3(-3)$ does not exist, while x = 9 gives $\\log_3 9 + \\log_3 3 = 2 + 1 = 3$ as "
                "required.\n\n**Final Answer:** x = 9",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "A theatre has 25 rows of seats. The front row has 18 seats and each row after it has 2 more seats "
        "than the row in front. How many seats are there in total?",
        "reference_answer": "1050 seats",
        "steps": [
            (
                "The numbers of seats form an arithmetic progression, so I'll use its formulas.\n\n"
                "1. The first term is $a = 18$ and the common difference is $d = 2$, with $n = 25$ terms.",
                1,
                None,
                None,
            ),
            (
                "2. The back row is the 25th term, and since every row adds two seats, it has "
                "$18 + 25 \\times 2 = 68$ seats.",
                0,
                "RE",
                "The nth term is a + (n − 1)d: only 24 steps separate the front row from the 25th, so the back row "
                "has 18 + 24 × 2 = 66 seats.",
            ),
            (
                "3. By the formula for the sum of an arithmetic series, $S_n = \\frac{n}{2}(a + l)$, the total is "
                "$\\frac{25}{2}(18 + 68) = 25 \\times 43 = 1075$.",
                0,
                "carried",
                "The sum formula is right but it uses the wrong back row of step 2; the total is 25/2 × (18 + 66) = "
                "1050.",
            ),
            (
                "4. Final answer: the theatre holds 1075 seats.",
                0,
                "carried",
                "The final answer repeats the wrong total of step 3; the theatre holds 1050 seats.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test15_math_grid"],
        "question": "In the 4 × 3 street grid of <image_1>, a walker goes from corner A to corner B moving only right "
        "or up along the streets, and may not pass through the blocked junction P. How many routes are possible?",
        "reference_answer": "17",
        "steps": [
            (
                "Step 1: Any route from A to B is made of 4 moves right and 3 moves up, so without the block the "
                "number of routes is $\\binom{7}{3} = 35$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: P sits 2 units right and 1 unit up from A, so there are $\\binom{3}{1} = 3$ routes from A "
                "to P, and from P to B there remain 2 moves right and 2 moves up, which gives $\\binom{4}{2} = 6$ "
                "routes.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The routes through P are found by adding the two parts, $3 + 6 = 9$.",
                0,
                "RE",
                "Each route to P can be followed by each route from P, so by the multiplication principle the "
                "routes through P number 3 × 6 = 18, not 3 + 6.",
            ),
            (
                "Step 4: Taking away the routes that use P leaves $35 - 9 = 26$.\n\nFinal answer: 26 routes",
                0,
                "carried",
                "The subtraction is right but it uses the wrong count of step 3; the answer is 35 − 18 = 17.",
            ),
        ],
    },
]
