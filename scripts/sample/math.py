"""Math problems of the bundled sample: geometry, statistics, algebra, number theory, counting.

Each solution is hand-written in the manner of one model family (spec.STYLES) and hand-labelled;
errors sit at every position and carry forward as they would in a real solution (spec.CARRIED).
"""

import numpy as np
from matplotlib.patches import Rectangle

from .figures import figure
from .spec import CARRIED, problem, solution

# ---------------------------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------------------------


@figure("math_right_triangle")
def _right_triangle(ax):
    ax.plot([0, 4, 0, 0], [0, 0, 3, 0], color="black")
    ax.plot([0, 0.3, 0.3], [0.3, 0.3, 0], color="black", linewidth=1)
    ax.text(2, -0.35, "8 cm", ha="center")
    ax.text(-0.4, 1.5, "6 cm", va="center", ha="right")
    ax.text(2.2, 1.7, "x", fontsize=11, style="italic")
    for x, y, name in [(0, 0, "C"), (4, 0, "B"), (0, 3, "A")]:
        ax.text(x + (0.15 if x else -0.25), y + (0.1 if y else -0.3), name, fontsize=10)
    ax.set_xlim(-1, 4.6)
    ax.set_ylim(-0.8, 3.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_library_bars")
def _library_bars(ax):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    books = [12, 18, 9, 15, 21]
    ax.bar(days, books, color="#6a9fd4", edgecolor="black", width=0.6)  # read off the grid: no value labels
    ax.set_ylim(0, 24)
    ax.set_yticks(range(0, 25, 3))
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_axisbelow(True)
    ax.set_ylabel("Books borrowed")
    ax.set_title("School library, one week")


@figure("math_garden_fence")
def _garden_fence(ax):
    ax.add_patch(Rectangle((0, 0), 12, 7, facecolor="#d8efc8", edgecolor="none"))
    # The fence: all four sides except a 2 m gate on the bottom side from x = 5 to x = 7.
    fence = dict(color="saddlebrown", linewidth=3)
    ax.plot([5, 0, 0, 12, 12, 7], [0, 0, 7, 7, 0, 0], **fence)
    ax.annotate("", xy=(5, -0.6), xytext=(7, -0.6), arrowprops=dict(arrowstyle="<->"))
    ax.text(6, -1.3, "gate 2 m (no fence)", ha="center", fontsize=8)
    ax.text(6, 7.4, "12 m", ha="center")
    ax.text(12.4, 3.5, "7 m", va="center")
    ax.text(6, 3.5, "garden", ha="center", va="center", color="darkgreen")
    ax.text(0.3, 7.4, "fence", color="saddlebrown", fontsize=8)
    ax.set_xlim(-1, 14)
    ax.set_ylim(-2, 9)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_pond_circle")
def _pond_circle(ax):
    t = np.linspace(0, 2 * np.pi, 200)
    ax.fill(3 * np.cos(t), 3 * np.sin(t), color="#9cc9ef", edgecolor="navy")
    ax.plot([0, 3], [0, 0], color="black")
    ax.plot([0], [0], "ko", markersize=3)
    ax.text(1.5, 0.25, "r = 3 m", ha="center")
    ax.text(0, -2, "pond", ha="center", color="navy")
    ax.set_xlim(-4, 4)
    ax.set_ylim(-3.6, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_parabola")
def _parabola(ax):
    x = np.linspace(-0.4, 4.4, 200)
    ax.plot(x, x**2 - 4 * x + 3, color="tab:blue")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    for px, py, label, dx, dy in [
        (1, 0, "(1, 0)", 0.12, 0.2),
        (3, 0, "(3, 0)", -0.75, 0.2),
        (2, -1, "vertex (2, −1)", -0.6, -0.65),
    ]:
        ax.plot(px, py, "ko", markersize=4)
        ax.text(px + dx, py + dy, label, fontsize=8)
    ax.set_xticks(range(0, 5))
    ax.set_yticks(range(-1, 5))
    ax.grid(linestyle=":", color="gray")
    ax.set_ylim(-1.8, 4.5)
    ax.set_xlabel("x")
    ax.set_ylabel("y = f(x)")


@figure("math_triangle_sas")
def _triangle_sas(ax):
    a, b, c = (0, 0), (5, 0), (4, 8 * np.sin(np.pi / 3))
    ax.plot([a[0], b[0], c[0], a[0]], [a[1], b[1], c[1], a[1]], color="black")
    t = np.linspace(0, np.pi / 3, 30)
    ax.plot(0.9 * np.cos(t), 0.9 * np.sin(t), color="black", linewidth=1)
    ax.text(1.05, 0.45, "60°")
    ax.text(2.5, -0.55, "5", ha="center")
    ax.text(1.6, 3.6, "8")
    ax.text(4.8, 3.6, "?")
    ax.text(-0.45, -0.35, "A")
    ax.text(5.15, -0.35, "B")
    ax.text(3.9, 7.2, "C")
    ax.set_xlim(-1, 6.5)
    ax.set_ylim(-1, 7.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_square_arcs")
def _square_arcs(ax):
    ax.plot([0, 10, 10, 0, 0], [0, 0, 10, 10, 0], color="black")
    t_a = np.linspace(0, np.pi / 2, 60)  # arc centred at A(0, 0) from B to D
    t_c = np.linspace(np.pi, 1.5 * np.pi, 60)  # arc centred at C(10, 10) from D to B
    xs = np.concatenate([10 * np.cos(t_a), 10 + 10 * np.cos(t_c)])
    ys = np.concatenate([10 * np.sin(t_a), 10 + 10 * np.sin(t_c)])
    ax.fill(xs, ys, facecolor="#f3b27a", edgecolor="black")
    ax.text(5, 5, "shaded", ha="center", va="center", rotation=-45, fontsize=8)
    for x, y, name in [(-0.9, -0.9, "A"), (10.3, -0.9, "B"), (10.3, 10.3, "C"), (-0.9, 10.3, "D")]:
        ax.text(x, y, name)
    ax.text(5, -1.2, "10", ha="center")
    ax.text(-1.4, 5, "10", va="center")
    ax.set_title("Arcs centred at A and at C", fontsize=9)
    ax.set_xlim(-2.5, 12.5)
    ax.set_ylim(-2, 12)
    ax.set_aspect("equal")
    ax.axis("off")


def _grid_axes(ax, xlim, ylim):
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xticks(range(xlim[0], xlim[1] + 1))
    ax.set_yticks(range(ylim[0], ylim[1] + 1))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(xlim[0] - 0.3, xlim[1] + 1.0)
    ax.set_ylim(ylim[0] - 0.3, ylim[1] + 0.5)
    ax.set_xlabel("x")


@figure("math_graph_f")
def _graph_f(ax):
    xs, ys = [0, 2, 4], [4, 0, 2]
    ax.plot(xs, ys, color="tab:red")
    for x, y in zip(xs, ys):
        ax.plot(x, y, "o", color="tab:red", markersize=4)
        ax.text(x + 0.12, y + 0.2, f"({x}, {y})", fontsize=8)
    _grid_axes(ax, (0, 4), (-1, 4))
    ax.set_ylabel("y = f(x)")


@figure("math_graph_g")
def _graph_g(ax):
    ax.plot([0, 4], [-1, 3], color="tab:green")
    for x, y in [(0, -1), (4, 3)]:
        ax.plot(x, y, "o", color="tab:green", markersize=4)
        ax.text(x + 0.12, y - 0.45 if y > 0 else y + 0.2, f"({x}, {y})".replace("-", "−"), fontsize=8)
    _grid_axes(ax, (0, 4), (-1, 4))
    ax.set_ylabel("y = g(x)")


@figure("math_coord_points")
def _coord_points(ax):
    for x, y, name in [(-2, 1, "A"), (4, -3, "B")]:
        ax.plot(x, y, "o", color="tab:blue", markersize=5)
        ax.text(x + 0.15, y + 0.2, name, fontsize=10)
    _grid_axes(ax, (-3, 5), (-4, 3))
    ax.set_ylabel("y")


@figure("math_line_graph")
def _line_graph(ax):
    xs = np.array([-1.0, 5.0])
    ax.plot(xs, 3 - 1.5 * xs, color="tab:red")
    _grid_axes(ax, (-2, 5), (-5, 5))
    ax.set_ylabel("y")


@figure("math_square_midpoint")
def _square_midpoint(ax):
    a, b, c, d, e, f = (0, 0), (6, 0), (6, 6), (0, 6), (3, 6), (2, 4)
    ax.fill([d[0], e[0], f[0]], [d[1], e[1], f[1]], color="#f7c9a0")
    ax.plot([a[0], b[0], c[0], d[0], a[0]], [a[1], b[1], c[1], d[1], a[1]], color="black")
    ax.plot([a[0], e[0]], [a[1], e[1]], color="black")
    ax.plot([b[0], d[0]], [b[1], d[1]], color="black")
    for x in (1.5, 4.5):  # equal-length tick marks on DE and EC
        ax.plot([x, x], [5.8, 6.2], color="black", linewidth=1)
    for (x, y), name, dx, dy in [
        (a, "A", -0.45, -0.45),
        (b, "B", 0.15, -0.45),
        (c, "C", 0.15, 0.1),
        (d, "D", -0.45, 0.1),
        (e, "E", -0.1, 0.3),
        (f, "F", -0.5, -0.1),
    ]:
        ax.text(x + dx, y + dy, name, fontsize=10)
    ax.text(3, -0.6, "6", ha="center")
    ax.set_xlim(-1, 7)
    ax.set_ylim(-1, 7)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_grid_rectangles")
def _grid_rectangles(ax):
    rows, cols = 4, 5
    for r in range(rows + 1):
        ax.plot([0, cols], [r, r], color="black", linewidth=1.2)
    for c in range(cols + 1):
        ax.plot([c, c], [0, rows], color="black", linewidth=1.2)
    ax.set_xlim(-0.5, cols + 0.5)
    ax.set_ylim(-0.5, rows + 0.5)
    ax.set_aspect("equal")
    ax.axis("off")


# ---------------------------------------------------------------------------------------------
# Problems and solutions
# ---------------------------------------------------------------------------------------------

PROBLEMS = [
    # ----- middle school -----
    problem(
        "math-ms-01",
        images=["math_right_triangle"],
        answer="10 cm",
        question="In the right triangle shown in <image_1>, find the length of x.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Identify the sides\nIn <image_1> the right angle is at \\(C\\), so the legs are "
                    "\\(AC = 6\\) cm and \\(CB = 8\\) cm, and \\(x = AB\\) is the hypotenuse.",
                    "### Step 2: Apply the Pythagorean theorem\n\\[x^2 = 6^2 + 8^2 = 36 + 64 = 100\\]",
                    "### Step 3: Solve\n\\(x = \\sqrt{100} = 10\\) cm.",
                    "**Final Answer:** \\(\\boxed{10 \\text{ cm}}\\)",
                ],
            ),
            solution(
                "claude",
                [
                    (
                        "From the figure, the side of length 8 cm is opposite the right angle, so it is the "
                        "hypotenuse, and x is one of the legs together with the 6 cm side.",
                        "VI",
                        "The right angle is at C between the 6 cm and 8 cm sides; x is the side opposite it, the hypotenuse.",
                    ),
                    ("By the Pythagorean theorem, $x^2 + 6^2 = 8^2$, so $x^2 = 64 - 36 = 28$.", CARRIED),
                    ("$x = \\sqrt{28} = 2\\sqrt{7} \\approx 5.29$ cm.\n\nThe answer is 5.29 cm.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "math-ms-02",
        images=["math_library_bars"],
        answer="Mean 15 books; above the mean on 2 days (Tuesday and Friday)",
        question="The bar chart in <image_1> shows how many books a school library lent on each day of one week. "
        "What is the mean number of books lent per day, and on how many days was the number above the mean?",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "**Reading the chart**\n\nUsing the gridlines in <image_1>, the bars are: Mon 12, Tue 18, Wed 12, "
                        "Thu 15, Fri 21.",
                        "VI",
                        "The Wednesday bar stops at 9 on the grid, not 12.",
                    ),
                    (
                        "**Total and mean**\n\nTotal = 12 + 18 + 12 + 15 + 21 = 78 books, so the mean is 78 / 5 = 15.6 "
                        "books per day.",
                        CARRIED,
                    ),
                    "**Days above the mean**\n\nOnly Tuesday (18) and Friday (21) are above 15.6; Thursday's 15 is "
                    "just below it. That gives 2 days.",
                    (
                        "**Answer:** mean = 15.6 books per day, and the number was above the mean on **2 days**.",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Read the values\nFrom <image_1>: Monday 12, Tuesday 18, Wednesday 9, Thursday 15, "
                    "Friday 21.",
                    "### Step 2: Compute the mean\n\\[\\bar{x} = \\frac{12 + 18 + 9 + 15 + 21}{5} = \\frac{75}{5} = 15\\]",
                    "### Step 3: Compare with the mean\nThe days with more than 15 books are Tuesday and Friday. Thursday "
                    "equals the mean, so it does not count.",
                    "**Final Answer:** The mean is 15 books per day, and 2 days are above it.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: Reading the bars against the grid in <image_1>: 12, 18, 9, 15 and 21 books.",
                    "Step 2: Mean = (12 + 18 + 9 + 15 + 21) / 5 = 75 / 5 = 15 books per day.",
                    (
                        "Step 3: The days with at least 15 books are Tuesday, Thursday and Friday, so the number was above "
                        "the mean on 3 days.",
                        "QU",
                        "The question asks for days above the mean; Thursday equals 15, so only 2 days count.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-ms-05",
        images=["math_garden_fence", "math_pond_circle"],
        answer="(a) 55.74 m² (b) 36 m",
        question="<image_1> shows a rectangular garden and its fence, and <image_2> shows a circular pond that is "
        "built inside the garden. (a) What area of the garden is not covered by the pond? (b) How many "
        "metres of fencing does the fence drawn in <image_1> use? Use π ≈ 3.14.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Area of the garden\nFrom <image_1>, the garden is 12 m by 7 m, so its area is "
                    "\\(12 \\times 7 = 84\\) m².",
                    "### Step 2: Area of the pond\nFrom <image_2>, \\(r = 3\\) m, so \\(A = \\pi r^2 \\approx 3.14 "
                    "\\times 9 = 28.26\\) m².",
                    (
                        "### Step 3: Uncovered area\n\\(84 - 28.26 = 56.74\\) m².",
                        "NC",
                        "84 − 28.26 = 55.74, not 56.74.",
                    ),
                    "### Step 4: Length of the fence\nThe perimeter is \\(2(12 + 7) = 38\\) m, but <image_1> shows a "
                    "2 m gate on the bottom side with no fence, so the fence uses \\(38 - 2 = 36\\) m.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: The garden in <image_1> measures 12 m × 7 m, area = 84 m². The pond in <image_2> has "
                    "radius 3 m, area = 3.14 × 3² = 28.26 m².",
                    "Step 2: (a) Area not covered = 84 − 28.26 = 55.74 m².",
                    (
                        "Step 3: (b) The fence goes around the whole rectangle, so its length is the perimeter "
                        "2 × (12 + 7) = 38 m.",
                        "VI",
                        "<image_1> shows a 2 m gate on the bottom side with no fence, so the fence is 38 − 2 = 36 m.",
                    ),
                    ("Answer: (a) 55.74 m²; (b) 38 m.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "math-ms-06",
        answer="8",
        question="The ratio of boys to girls in a class is 3 : 5, and there are 32 students. How many more girls "
        "than boys are in the class?",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Total number of parts\nThe ratio \\(3:5\\) splits the class into \\(3 + 5 = 8\\) equal parts.",
                    "### Step 2: Size of one part\n\\(32 \\div 8 = 4\\) students per part.",
                    "### Step 3: Boys and girls\nBoys: \\(3 \\times 4 = 12\\); girls: \\(5 \\times 4 = 20\\).",
                    (
                        "### Step 4: Answer the question\nThe number of girls is 20.\n\n**Final Answer:** \\(\\boxed{20}\\)",
                        "QU",
                        "The question asks how many more girls than boys there are: 20 − 12 = 8.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-ms-07",
        answer="130°",
        question="What is the smaller angle between the hour hand and the minute hand of a clock at 3:40?",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "**Step 1: Position of the hour hand**\nAt 3 o'clock the hour hand points at the 3, which is "
                        "3 × 30° = 90° from 12, and it stays there until 4:00.",
                        "KE",
                        "The hour hand moves 0.5° per minute; at 3:40 it is at 90° + 20° = 110°.",
                    ),
                    "**Step 2: Position of the minute hand**\n40 minutes is 40/60 of a turn: 40 × 6° = 240° from 12.",
                    (
                        "**Step 3: Angle between them**\n240° − 90° = 150°, which is less than 180°, so it is already the "
                        "smaller angle.",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-ms-08",
        images=["math_coord_points"],
        answer="Midpoint (1, −1); AB = 2√13 ≈ 7.21",
        question="Points A and B are plotted on the grid in <image_1>. Find the midpoint of AB and the length of AB.",
        solutions=[
            solution(
                "claude",
                [
                    "Reading the grid in <image_1>: A is at (−2, 1) and B is at (4, −3).",
                    "**Midpoint.** Average the coordinates: ((−2 + 4)/2, (1 − 3)/2) = (1, −1).",
                    "**Length.** The horizontal change is 4 − (−2) = 6 and the vertical change is −3 − 1 = −4, so "
                    "AB = √(6² + 4²) = √52 = 2√13 ≈ 7.21.",
                    "**Answer:** the midpoint is (1, −1) and AB = 2√13 ≈ 7.21 units.",
                ],
            ),
        ],
    ),
    # ----- high school -----
    problem(
        "math-hs-01",
        images=["math_parabola"],
        answer="f(x) = x² − 4x + 3; f(5) = 8",
        question="<image_1> shows the graph of a quadratic function f with its vertex and x-intercepts marked. "
        "Find a formula for f(x) and the value of f(5).",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: The graph crosses the x-axis at x = 1 and x = 3, so f(x) = a(x − 1)(x − 3). The "
                    "vertex is (2, −1). Substituting: a(2 − 1)(2 − 3) = −a = −1, so a = 1.",
                    "Step 2: f(x) = (x − 1)(x − 3) = x² − 4x + 3.",
                    "Step 3: f(5) = 25 − 20 + 3 = 8.",
                    "Answer: f(x) = x² − 4x + 3, f(5) = 8.",
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Use the intercepts\nThe roots shown in <image_1> are \\(x = 1\\) and \\(x = 3\\), "
                    "and the parabola opens upward, so \\(f(x) = a(x-1)(x-3)\\) with \\(a > 0\\).",
                    "### Step 2: Use the vertex\nAt the vertex \\((2, -1)\\): \\(a(1)(-1) = -1\\), hence \\(a = 1\\).",
                    (
                        "### Step 3: Expand\n\\[f(x) = (x-1)(x-3) = x^2 - 4x - 3\\]",
                        "SC",
                        "(x − 1)(x − 3) = x² − 4x + 3; the constant term is (−1)(−3) = +3.",
                    ),
                    (
                        "### Step 4: Evaluate at 5\n\\[f(5) = 25 - 20 - 3 = 2\\]\n\n**Final Answer:** "
                        "\\(f(x) = x^2 - 4x - 3\\), \\(f(5) = \\boxed{2}\\)",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-hs-03",
        answer="5/36",
        question="Two fair six-sided dice are rolled. What is the probability that the sum of the numbers shown is 8?",
        solutions=[
            solution(
                "claude",
                [
                    "**Sample space.** Each die has 6 faces, so there are 6 × 6 = 36 equally likely outcomes.",
                    (
                        "**Favourable outcomes.** The ways to make 8 are {2, 6}, {3, 5} and {4, 4}, so there are 3 of them.",
                        "RE",
                        "Outcomes in the 36-element space are ordered: (2,6), (6,2), (3,5), (5,3), (4,4) give 5.",
                    ),
                    ("**Probability.** P = 3/36 = 1/12.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "math-hs-04",
        images=["math_triangle_sas"],
        answer="BC = 7; area = 10√3 ≈ 17.32; cos B = 1/7",
        question="For triangle ABC in <image_1>, find the length of BC, the area of the triangle, and cos B.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Read the figure\nIn <image_1>, \\(AB = 5\\), \\(AC = 8\\), and the included angle "
                    "is \\(\\angle A = 60^\\circ\\).",
                    "### Step 2: Law of cosines for BC\n\\[BC^2 = 5^2 + 8^2 - 2 \\cdot 5 \\cdot 8 \\cos 60^\\circ = 25 + 64 "
                    "- 40 = 49\\]\nso \\(BC = 7\\).",
                    (
                        "### Step 3: Area\n\\[S = \\tfrac12 \\cdot 5 \\cdot 8 \\cdot \\sin 60^\\circ = 20 \\cdot \\tfrac12 "
                        "= 10\\]",
                        "KE",
                        "sin 60° = √3/2, not 1/2, so the area is 10√3 ≈ 17.32.",
                    ),
                    "### Step 4: cos B\n\\[\\cos B = \\frac{AB^2 + BC^2 - AC^2}{2 \\cdot AB \\cdot BC} = \\frac{25 + 49 - 64}"
                    "{70} = \\frac{1}{7}\\]",
                ],
            ),
            solution(
                "claude",
                [
                    "From <image_1>: two sides and the angle between them are given, AB = 5, AC = 8 and ∠A = 60°. "
                    "That is the SAS case, so the law of cosines is the right tool for the third side.",
                    "**BC:** $BC^2 = 25 + 64 - 80\\cos 60° = 89 - 40 = 49$, so $BC = 7$.",
                    "**Area:** $\\frac12 \\cdot 5 \\cdot 8 \\cdot \\frac{\\sqrt3}{2} = 10\\sqrt3 \\approx 17.32$.",
                    "**cos B:** $\\cos B = \\frac{5^2 + 7^2 - 8^2}{2 \\cdot 5 \\cdot 7} = \\frac{10}{70} = \\frac17$.\n\n"
                    "**Answer:** BC = 7, area = 10√3 ≈ 17.32, cos B = 1/7.",
                ],
            ),
        ],
    ),
    problem(
        "math-hs-05",
        answer="x = 4",
        question="Solve $2^{x+1} = 48 - 2^x$ for real x.",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "Let me rewrite the left side: $2^{x+1} = 2^x + 2$, so the equation becomes $2^x + 2 = 48 - 2^x$.",
                        "SC",
                        "2^(x+1) = 2 · 2^x, not 2^x + 2.",
                    ),
                    ("Collecting terms: $2 \\cdot 2^x = 46$, so $2^x = 23$.", CARRIED),
                    (
                        "Taking $\\log_2$ of both sides: $x = \\log_2 23 \\approx 4.52$.\n\n**Answer: $x = \\log_2 23$**",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-hs-07",
        images=["math_line_graph"],
        answer="y = −1.5x + 3; area 3",
        question="<image_1> shows a straight line on a grid. Find the equation of the line and the area of the "
        "triangle it forms with the two coordinate axes.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "### Step 1: Read two points\nThe line crosses the y-axis at \\((0, 2)\\) and passes through the "
                        "grid point \\((4, -3)\\).",
                        "VI",
                        "In <image_1> the line meets the y-axis at (0, 3), not (0, 2).",
                    ),
                    (
                        "### Step 2: Slope and equation\n\\(m = \\frac{-3 - 2}{4 - 0} = -\\frac54\\), so "
                        "\\(y = -\\frac54 x + 2\\).",
                        CARRIED,
                    ),
                    ("### Step 3: x-intercept\nSetting \\(y = 0\\): \\(x = \\frac{8}{5} = 1.6\\).", CARRIED),
                    (
                        "### Step 4: Area\n\\(\\frac12 \\cdot 1.6 \\cdot 2 = 1.6\\).\n\n**Final Answer:** "
                        "\\(y = -1.25x + 2\\), area \\(= 1.6\\)",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "claude",
                [
                    "Looking at <image_1>, the line passes through the grid points (0, 3) and (2, 0), and also (4, −3).",
                    "**Slope:** (0 − 3)/(2 − 0) = −3/2. With y-intercept 3 the equation is y = −1.5x + 3.",
                    "**Triangle with the axes:** its legs are the intercepts, 2 on the x-axis and 3 on the y-axis, so "
                    "the area is ½ · 2 · 3 = 3.",
                    "**Answer:** y = −1.5x + 3, and the triangle has area 3.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: From <image_1>, the line passes through (2, 0) and (4, −3), so the slope is "
                    "(−3 − 0)/(4 − 2) = −3/2.",
                    (
                        "Step 2: Point-slope form through (2, 0): y = −3/2 (x − 2) = −1.5x − 3.",
                        "SC",
                        "−3/2 · (x − 2) = −1.5x + 3; the sign of the constant is wrong.",
                    ),
                    (
                        "Step 3: The intercepts are x = 2 and y = −3, so the triangle with the axes has area ½ × 2 × 3 = 3."
                        "\n\nAnswer: y = −1.5x − 3, area 3",
                        CARRIED,
                        "Carried error: the area 3 is right, but the y-intercept −3 and the equation come from step 2's sign slip.",
                    ),
                ],
            ),
        ],
    ),
    # ----- competition -----
    problem(
        "math-comp-01",
        answer="38",
        question="Find the sum of all positive integers $n$ for which $n^2 - 19n + 99$ is a perfect square.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Set up\nLet \\(n^2 - 19n + 99 = k^2\\) with \\(k \\ge 0\\). Multiplying by 4 and "
                    "completing the square gives \\((2n - 19)^2 + 35 = (2k)^2\\).",
                    "### Step 2: Factor\nWith \\(m = |2n - 19|\\): \\((2k - m)(2k + m) = 35\\). Both factors are "
                    "positive, since their product is positive and \\(2k + m \\ge 0\\); they also have the same parity, "
                    "because they differ by \\(2m\\). As 35 is odd, both must be odd, and the smaller one is "
                    "\\(2k - m\\). So every solution comes from a factor pair \\(35 = a \\cdot b\\) with "
                    "\\(a < b\\), through \\(2k = (a + b)/2\\) and \\(m = (b - a)/2\\).",
                    "### Step 3: Factor pairs\n\\(35 = 1 \\cdot 35 = 5 \\cdot 7\\). From \\(1 \\cdot 35\\): \\(2k = 18, "
                    "m = 17\\). From \\(5 \\cdot 7\\): \\(2k = 6, m = 1\\).",
                    "### Step 4: Recover n and add\n\\(2n - 19 = \\pm 17 \\Rightarrow n = 18, 1\\); \\(2n - 19 = "
                    "\\pm 1 \\Rightarrow n = 10, 9\\). Check: \\(n = 9\\) gives \\(81 - 171 + 99 = 9 = "
                    "3^2\\). ✓ The sum is \\(1 + 9 + 10 + 18 = 38\\).",
                    "**Final Answer:** \\(\\boxed{38}\\)",
                ],
            ),
            solution(
                "claude",
                [
                    "**Step 1: Complete the square.** Write $n^2 - 19n + 99 = k^2$. Then $4n^2 - 76n + 396 = 4k^2$, i.e. "
                    "$(2n-19)^2 + 35 = (2k)^2$.",
                    "**Step 2: Difference of squares.** $(2k)^2 - (2n-19)^2 = 35$, so $(2k - (2n-19))(2k + (2n-19)) = 35$.",
                    (
                        "**Step 3: Cases.** Since 35 is odd, the two factors must be $1$ and $35$ (in either order), giving "
                        "$2k = 18$ and $2n - 19 = \\pm 17$.",
                        "RE",
                        "35 = 5 · 7 is a second factorisation, giving 2k = 6 and 2n − 19 = ±1 (n = 9, 10).",
                    ),
                    "**Step 4: Solutions.** $2n - 19 = 17$ gives $n = 18$, and $2n - 19 = -17$ gives $n = 1$. Both work: "
                    "$1 - 19 + 99 = 81$ and $324 - 342 + 99 = 81$.",
                    "**Step 5: Double-checking the cases.** Wait, 35 also factors as $5 \\cdot 7$, and both are odd, so "
                    "that pair is allowed too: $2k = 6$ and $2n - 19 = \\pm 1$, giving $n = 10$ and $n = 9$. Check: "
                    "$81 - 171 + 99 = 9 = 3^2$.",
                    "So the complete list is $n = 1, 9, 10, 18$, and the sum is $1 + 9 + 10 + 18 = 38$.\n\n**Answer: 38**",
                ],
            ),
        ],
    ),
    problem(
        "math-comp-02",
        images=["math_square_midpoint"],
        answer="3",
        question="In <image_1>, ABCD is a square of side 6, and E is the point marked on one of its sides (tick marks "
        "show equal lengths). Segment AE meets the diagonal BD at F. Find the area of triangle DEF.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: From the figure, E is the midpoint of side BC. Put A = (0, 0), B = (6, 0), C = (6, 6), "
                        "D = (0, 6); then E = (6, 3).",
                        "VI",
                        "The tick marks in <image_1> are on the top side DC, so E is the midpoint of CD: E = (3, 6).",
                    ),
                    (
                        "Step 2: Line AE: y = x/2. Line BD: x + y = 6. Solving, 3x/2 = 6, so x = 4 and F = (4, 2).",
                        CARRIED,
                    ),
                    (
                        "Step 3: Area of DEF with D(0, 6), E(6, 3), F(4, 2): ½|0(3 − 2) + 6(2 − 6) + 4(6 − 3)| = "
                        "½|−24 + 12| = 6.\n\nAnswer: 6",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Coordinates\nPlace \\(A=(0,0)\\), \\(B=(6,0)\\), \\(C=(6,6)\\), \\(D=(0,6)\\). The tick "
                    "marks in <image_1> split the top side \\(DC\\) in half, so \\(E=(3,6)\\).",
                    "### Step 2: Find F\n\\(AE: y = 2x\\); \\(BD: x + y = 6\\). Then \\(3x = 6\\), so \\(F = (2, 4)\\).",
                    "### Step 3: Area\nBase \\(DE = 3\\) lies on \\(y = 6\\); the height from \\(F\\) is \\(6 - 4 = 2\\). "
                    "\\[[DEF] = \\tfrac12 \\cdot 3 \\cdot 2 = 3\\]",
                    "**Final Answer:** \\(\\boxed{3}\\)",
                ],
            ),
        ],
    ),
    problem(
        "math-comp-03",
        images=["math_square_arcs"],
        answer="50π − 100 ≈ 57.08; π/2 − 1 ≈ 0.571 of the square",
        question="In <image_1>, ABCD is a square and two quarter-circle arcs are drawn inside it, one centred at A "
        "and one centred at C. Find the area of the shaded region and the fraction of the square it covers.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Set up\nIn <image_1> the square has side 10, and each arc is a quarter circle of "
                    "radius 10 joining B and D.",
                    "### Step 2: One segment\nThe diagonal \\(BD\\) splits the shaded region into two congruent "
                    "circular segments, each equal to a quarter disc minus triangle: \\(25\\pi - 50\\).",
                    (
                        "### Step 3: Shaded area\n\\(2(25\\pi - 50) = 50\\pi - 50 \\approx 107.08\\).",
                        "SC",
                        "2(25π − 50) = 50π − 100 ≈ 57.08; the constant term was not doubled.",
                    ),
                    (
                        "### Step 4: Fraction\n\\(\\frac{50\\pi - 50}{100} = \\frac{\\pi - 1}{2} \\approx 1.07\\) of the "
                        "square.\n\n**Final Answer:** \\(50\\pi - 50\\); about 1.07",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-comp-04",
        images=["math_graph_f", "math_graph_g"],
        answer="f(g(2)) + g(f(0)) = 5; the only solution is x = 5/3.",
        question="<image_1> shows the graph of f on [0, 4] and <image_2> shows the graph of g on [0, 4]; both are "
        "made of straight segments. Find f(g(2)) + g(f(0)), and solve f(x) = g(x) on [0, 4].",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Formulas\nFrom <image_1>: \\(f(x) = 4 - 2x\\) on \\([0,2]\\) and \\(f(x) = x - 2\\) on "
                    "\\([2,4]\\). From <image_2>: \\(g(x) = x - 1\\).",
                    "### Step 2: Compositions\n\\(g(2) = 1\\), so \\(f(g(2)) = f(1) = 2\\). \\(f(0) = 4\\), so "
                    "\\(g(f(0)) = g(4) = 3\\). Sum: \\(5\\).",
                    "### Step 3: Solve f = g\nOn \\([0,2]\\): \\(4 - 2x = x - 1 \\Rightarrow x = \\tfrac53\\). On "
                    "\\([2,4]\\): \\(x - 2 = x - 1\\) has no solution.",
                    "**Final Answer:** \\(5\\); \\(x = \\tfrac53\\)",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: From <image_2>, g goes from (0, −1) to (4, 3), so g(x) = x − 1 and g(2) = 1. From "
                    "<image_1>, f(1) = 2 (halfway down the first segment). So f(g(2)) = 2.",
                    "Step 2: f(0) = 4 and g(4) = 3, so g(f(0)) = 3. Then f(g(2)) + g(f(0)) = 5.",
                    "Step 3: For f(x) = g(x) on the first segment, 4 − 2x = x − 1 gives x = 5/3, which lies in [0, 2].",
                    (
                        "Step 4: On the second segment f(x) = x − 2 and g(x) = x − 1. On the second segment f(x) = x − 2 "
                        "and g(x) = x − 1. On the second segment f(x) = x − 2 and g(x) = x − 1. On the second segment",
                        "NS",
                        "The output repeats one sentence and breaks off without finishing the case or the answer.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "math-comp-05",
        answer="72",
        question="In how many ways can 6 people sit around a round table if two of them, A and B, must not sit next "
        "to each other? (Seatings that differ only by a rotation are the same.)",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "**Step 1: All seatings.** Six people can be arranged in $6! = 720$ ways.",
                        "KE",
                        "Around a round table rotations are identified, so there are (6 − 1)! = 120 seatings.",
                    ),
                    (
                        "**Step 2: A and B together.** Glue A and B into one block: 5 units in $5! = 120$ orders, times 2 "
                        "for the order inside the block, so 240.",
                        "KE",
                        "The same mistake again: 5 units around a table give 4! = 24 seatings, times 2, so 48.",
                    ),
                    ("**Step 3: Subtract.** $720 - 240 = 480$.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "math-comp-06",
        answer="76",
        question="How many 3-element subsets of $\\{1, 2, \\dots, 12\\}$ have a sum divisible by 3?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: Split by remainder mod 3: R0 = {3, 6, 9, 12}, R1 = {1, 4, 7, 10}, R2 = {2, 5, 8, 11}, four "
                    "numbers each.",
                    (
                        "Step 2: A sum of three numbers is divisible by 3 only when all three have the same remainder.",
                        "RE",
                        "One number from each class also works: 0 + 1 + 2 = 3 ≡ 0 (mod 3).",
                    ),
                    "Step 3: For each class there are C(4, 3) = 4 choices, so 3 × 4 = 12 subsets of this kind.",
                    "Step 4: Wait, step 2 missed a case. One number from each class also works, because 0 + 1 + 2 = 3 "
                    "is divisible by 3. That gives 4 × 4 × 4 = 64 subsets.",
                    "Step 5: Total = 12 + 64 = 76.\n\nAnswer: 76",
                ],
            ),
        ],
    ),
    problem(
        "math-comp-08",
        images=["math_grid_rectangles"],
        answer="150",
        question="How many rectangles (squares included) are formed by the lines of the grid in <image_1>?",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "Looking at <image_1>, it is a 4 × 4 grid of unit squares, so there are 5 horizontal and 5 "
                        "vertical lines.",
                        "VI",
                        "The grid has 4 rows but 5 columns, so there are 6 vertical lines.",
                    ),
                    "A rectangle is fixed by choosing two horizontal lines and two vertical lines, and every such "
                    "choice gives exactly one rectangle.",
                    (
                        "So the count is $\\binom{5}{2} \\cdot \\binom{5}{2} = 10 \\cdot 10 = 100$.\n\n**Answer: 100**",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: The grid in <image_1> has 4 rows and 5 columns of unit squares, so it is drawn with 5 "
                    "horizontal lines and 6 vertical lines.",
                    "Step 2: Each rectangle corresponds to a choice of 2 horizontal lines and 2 vertical lines.",
                    "Step 3: C(5, 2) = 10 and C(6, 2) = 15, so the number of rectangles is 10 × 15 = 150.\n\n"
                    "The answer is 150.",
                ],
            ),
        ],
    ),
]
