"""Eleventh test set, Math: the angle between a clock's hands, a drinks can's volume and label, a binomial
coefficient, a triangle's area from coordinates, the trailing zeros of 200!, and subsets with no two
consecutive numbers."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Ellipse, Rectangle

from .figures import figure


@figure("test11_math_clock")
def _clock(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 1.0, facecolor="white", edgecolor="black", linewidth=1.5))
    for hour in range(1, 13):
        angle = math.radians(90 - 30 * hour)
        ax.text(0.82 * math.cos(angle), 0.82 * math.sin(angle), str(hour), ha="center", va="center", fontsize=8)
    minute_angle = math.radians(90 - 6 * 40)
    hour_angle = math.radians(90 - (30 * 3 + 0.5 * 40))
    ax.plot([0, 0.7 * math.cos(minute_angle)], [0, 0.7 * math.sin(minute_angle)], color="black", linewidth=1.5)
    ax.plot([0, 0.45 * math.cos(hour_angle)], [0, 0.45 * math.sin(hour_angle)], color="black", linewidth=3)
    ax.set_xlim(-1.2, 1.2)
    ax.set_ylim(-1.2, 1.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test11_math_can")
def _can(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 10, facecolor="#deebf7", edgecolor="none"))
    ax.plot([0, 0], [0, 10], color="black")
    ax.plot([6, 6], [0, 10], color="black")
    ax.add_patch(Ellipse((3, 10), 6, 1.4, facecolor="#c6dbef", edgecolor="black"))
    ax.add_patch(Ellipse((3, 0), 6, 1.4, facecolor="none", edgecolor="black", linestyle="--"))
    ax.annotate("", xy=(0, 10), xytext=(6, 10), arrowprops={"arrowstyle": "<->"})
    ax.text(3, 11.1, "6 cm", ha="center", fontsize=10)
    ax.annotate("", xy=(7.2, 0), xytext=(7.2, 10), arrowprops={"arrowstyle": "<->"})
    ax.text(7.5, 5, "10 cm", va="center", fontsize=10)
    ax.set_xlim(-2, 10)
    ax.set_ylim(-1.5, 12)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test11_math_triangle")
def _triangle(ax: Axes) -> None:
    points = {"A": (1, 1), "B": (7, 3), "C": (3, 6)}
    xs = [points[k][0] for k in "ABCA"]
    ys = [points[k][1] for k in "ABCA"]
    ax.fill(xs, ys, color="#fee6ce")
    ax.plot(xs, ys, color="black")
    for name, (x, y) in points.items():
        ax.plot(x, y, "o", color="black", markersize=4)
        ax.text(x + 0.2, y + 0.2, f"{name}({x}, {y})", fontsize=9)
    ax.set_xlim(0, 9)
    ax.set_ylim(0, 7.5)
    ax.set_xticks(range(0, 10))
    ax.set_yticks(range(0, 8))
    ax.grid(True, color="#dddddd")
    ax.set_aspect("equal")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test11_math_clock"],
        "question": "The clock in <image_1> shows 3:40. What is the smaller angle between its hour hand and its "
        "minute hand?",
        "reference_answer": "130°",
        "steps": [
            (
                "To find the angle, we work out where each hand points, measured clockwise from the 12.\n\n"
                "**Step 1:** The minute hand turns 360° in 60 minutes, which is 6° per minute, so at 40 minutes it "
                "points at $40 \\times 6° = 240°$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The hour hand moves 30° per hour and also creeps forward 0.5° every minute, because "
                "it covers one 30° gap in 60 minutes; at 3:40 it is therefore at $3 \\times 30° + 40 \\times 0.5° "
                "= 110°$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The difference is $240° - 110° = 130°$, and since this is less than 180°, it is already "
                "the smaller of the two angles between the hands.\n\n**Final Answer:** 130°",
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
        "images": ["test11_math_can"],
        "question": "<image_1> shows a closed cylindrical drinks can. Find its volume and the area of the paper "
        "label that covers its curved side exactly, each to the nearest whole number.",
        "reference_answer": "283 cm³; 188 cm²",
        "steps": [
            (
                "**Step 1:** A can is a cylinder, so its volume is $V = \\pi r^2 h$, while the label is its "
                "curved surface, whose area is $2\\pi r h$; both need the radius and the height from the diagram.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The figure marks 6 cm across the top of the can, which is its radius, while the "
                "height is 10 cm.",
                0,
                "VI",
                "The 6 cm arrow spans the whole top, so it is the diameter; the radius is 3 cm.",
            ),
            (
                "**Step 3:** Substituting the values into the volume formula, we get "
                "$V = \\pi \\times 6^2 \\times 10 = 360\\pi \\approx 1131$ cm³.",
                0,
                "carried",
                "The formula is right, but with r = 3 cm the volume is 90π ≈ 283 cm³.",
            ),
            (
                "**Step 4:** The label, if we unroll it, becomes a rectangle whose width is the can's "
                "circumference, so its area is $2\\pi r h = 2\\pi \\times 6 \\times 10 = 120\\pi \\approx 377$ cm².\n\n"
                "**Final Answer:** about 1131 cm³ and 377 cm²",
                0,
                "carried",
                "The unrolling argument is right, but with r = 3 cm the label's area is 60π ≈ 188 cm².",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the coefficient of $x^3$ in the expansion of $\\left(2x - \\frac{1}{x}\\right)^7$.",
        "reference_answer": "672",
        "steps": [
            (
                "Step 1: By the binomial theorem, the general term of the expansion is "
                "$T_{k+1} = \\binom{7}{k}(2x)^{7-k}\\left(-\\frac{1}{x}\\right)^k$, where k runs from 0 to 7.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Collecting the constants and the powers of x, the term becomes "
                "$\\binom{7}{k}\\, 2^{7-k}(-1)^k x^{7-2k}$, since each factor of $\\frac{1}{x}$ takes one power "
                "of x away.",
                1,
                None,
                None,
            ),
            (
                "Step 3: We need $7 - 2k = 3$, which gives k = 2, and because k is even, the sign $(-1)^2$ is "
                "positive.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Substituting the values, we get $\\binom{7}{2} \\cdot 2^5 = 21 \\times 32 = 672$.\n\n"
                "Final answer: 672",
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
        "images": ["test11_math_triangle"],
        "question": "Find the area of triangle ABC drawn on the coordinate grid in <image_1>.",
        "reference_answer": "13 square units",
        "steps": [
            (
                "### Step 1: Read the vertices\nFrom the grid, the vertices are A(1, 1), B(7, 3) and C(3, 6).",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Set up the shoelace formula\nFor a triangle with vertices $(x_1, y_1)$, $(x_2, y_2)$ "
                "and $(x_3, y_3)$, the area is "
                "$\\frac{1}{2}\\left|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)\\right|$, which avoids "
                "having to find a base and a perpendicular height.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Substitute\nThe bracket is $1(3 - 6) + 7(6 - 1) + 3(1 - 3) = -3 + 30 - 6 = 21$.",
                0,
                "NC",
                "7 × (6 − 1) = 35, not 30, so the bracket is −3 + 35 − 6 = 26.",
            ),
            (
                "### Step 4: Halve\nThe area is half the absolute value, so Area $= \\frac{21}{2} = 10.5$ square "
                "units.\n\n**Final Answer:** 10.5 square units",
                0,
                "carried",
                "Halving is right, but the bracket is 26, so the area is 13 square units.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many zeros does the decimal number 200! end with?",
        "reference_answer": "49",
        "steps": [
            (
                "Each trailing zero comes from a factor of 10 = 2 × 5, and since 200! has far more factors of 2 "
                "than of 5, the number of zeros equals the exponent of 5 in 200!.\n\n"
                "**Step 1:** By Legendre's formula, that exponent is "
                "$\\left\\lfloor \\frac{200}{5} \\right\\rfloor + \\left\\lfloor \\frac{200}{25} \\right\\rfloor "
                "+ \\left\\lfloor \\frac{200}{125} \\right\\rfloor + \\cdots$",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The multiples of 5 up to 200 contribute $\\lfloor 200/5 \\rfloor = 40$ factors, and the "
                "multiples of 25 pick up one extra factor each, which adds $\\lfloor 200/25 \\rfloor = 8$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The multiples of 125 carry a third factor of 5, which adds "
                "$\\lfloor 200/125 \\rfloor = 1$, while $625 > 200$, so no higher power contributes.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Adding these up, we obtain $40 + 8 + 1 = 49$ factors of 5, and therefore 49 trailing "
                "zeros.\n\n**Final Answer:** 49",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many subsets of {1, 2, 3, …, 10}, including the empty set, contain no two consecutive "
        "integers?",
        "reference_answer": "144",
        "steps": [
            (
                "We can set up a recurrence by looking at the largest element.\n\n"
                "1. Let $a_n$ be the number of such subsets of $\\{1, \\dots, n\\}$, counting the empty set.",
                1,
                None,
                None,
            ),
            (
                "2. If n is not in the subset, then the rest is any valid subset of $\\{1, \\dots, n-1\\}$; if n is "
                "in it, then neither n − 1 nor n − 2 may be used, which leaves a valid subset of "
                "$\\{1, \\dots, n-3\\}$. So $a_n = a_{n-1} + a_{n-3}$.",
                0,
                "RE",
                "Only n − 1 is excluded when n is chosen (n and n − 2 are not consecutive), so "
                "$a_n = a_{n-1} + a_{n-2}$.",
            ),
            (
                "3. For the starting values, $a_0 = 1$ (just ∅), $a_1 = 2$ (∅ and {1}) and $a_2 = 3$ "
                "(∅, {1} and {2}), because {1, 2} is not allowed.",
                1,
                None,
                None,
            ),
            (
                "4. Applying the recurrence, we obtain 4, 6, 9, 13, 19, 28, 41, 60 for $a_3$ to $a_{10}$.\n\n"
                "**Final Answer:** 60",
                0,
                "carried",
                "The additions follow the wrong recurrence; with $a_n = a_{n-1} + a_{n-2}$ the values are 5, 8, 13, "
                "21, 34, 55, 89, 144, so the answer is 144.",
            ),
        ],
    },
]
