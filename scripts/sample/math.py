"""Math processes of the bundled sample: geometry, statistics, algebra, number theory, counting.

Each process is a hand-written solution with hand-checked labels; incorrect steps sit late in the
solution or are followed by steps that do not use their wrong result.
"""

import numpy as np
from matplotlib.patches import Rectangle

from .figures import figure

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
    for (x, y, name) in [(0, 0, "C"), (4, 0, "B"), (0, 3, "A")]:
        ax.text(x + (0.15 if x else -0.25), y + (0.1 if y else -0.3), name, fontsize=10)
    ax.set_xlim(-1, 4.6)
    ax.set_ylim(-0.8, 3.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("math_library_bars")
def _library_bars(ax):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    books = [12, 18, 9, 15, 21]
    bars = ax.bar(days, books, color="#6a9fd4", edgecolor="black", width=0.6)
    for bar, value in zip(bars, books):
        ax.text(bar.get_x() + bar.get_width() / 2, value + 0.4, str(value), ha="center", fontsize=9)
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
    for (px, py, label, dx, dy) in [(1, 0, "(1, 0)", 0.12, 0.2), (3, 0, "(3, 0)", -0.75, 0.2),
                                    (2, -1, "vertex (2, −1)", -0.6, -0.65)]:
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
    t_a = np.linspace(0, np.pi / 2, 60)            # arc centred at A(0, 0) from B to D
    t_c = np.linspace(np.pi, 1.5 * np.pi, 60)      # arc centred at C(10, 10) from D to B
    xs = np.concatenate([10 * np.cos(t_a), 10 + 10 * np.cos(t_c)])
    ys = np.concatenate([10 * np.sin(t_a), 10 + 10 * np.sin(t_c)])
    ax.fill(xs, ys, facecolor="#f3b27a", edgecolor="black")
    ax.text(5, 5, "shaded", ha="center", va="center", rotation=-45, fontsize=8)
    for (x, y, name) in [(-0.9, -0.9, "A"), (10.3, -0.9, "B"), (10.3, 10.3, "C"), (-0.9, 10.3, "D")]:
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


# ---------------------------------------------------------------------------------------------
# Processes
# ---------------------------------------------------------------------------------------------

PROCESSES = [
    # ----- middle school -----
    dict(
        id="math-ms-01",
        subject="Math",
        difficulty="middle_school",
        question="In the right triangle shown in <image_1>, find the length of the hypotenuse x.",
        images=["math_right_triangle"],
        reference_answer="10 cm",
        steps=[
            ("From <image_1>, the legs are AC = 6 cm and BC = 8 cm, with the right angle at C.", 1, None, None),
            ("By the Pythagorean theorem, $x^2 = 6^2 + 8^2$.", 1, None, None),
            ("So $x^2 = 36 + 64 = 110$.", 0, "NC", "36 + 64 = 100, not 110."),
            (r"Since $6^2 + 8^2 = 36 + 64 = 100$, the hypotenuse is $x = \sqrt{100} = 10$ cm.", 1, None, None),
        ],
    ),
    dict(
        id="math-ms-02",
        subject="Math",
        difficulty="middle_school",
        question="The bar chart in <image_1> shows how many books a school library lent on each day of one week. "
                 "What is the mean number of books lent per day, and on how many days was the number above the mean?",
        images=["math_library_bars"],
        reference_answer="Mean 15 books; above the mean on 2 days (Tuesday and Friday).",
        steps=[
            ("Reading <image_1>, the library lent 12 books on Monday, 18 on Tuesday, 9 on Wednesday, "
             "15 on Thursday and 21 on Friday.", 1, None, None),
            ("The total for the week is 12 + 18 + 9 + 15 + 21 = 75 books.", 1, None, None),
            ("There are 5 days, so the mean is 75 / 5 = 15 books per day.", 1, None, None),
            ("In <image_1>, only the Friday bar rises above 15, so the number was above the mean on 1 day.", 0, "VI",
             "The Tuesday bar in the chart reaches 18, which is also above 15, so there are 2 such days."),
        ],
    ),
    dict(
        id="math-ms-03",
        subject="Math",
        difficulty="middle_school",
        question="A shirt costs €40. It is discounted by 25%, and then a 10% sales tax is added to the discounted "
                 "price. What is the final price?",
        images=[],
        reference_answer="€33",
        steps=[
            ("We work in two stages: first apply the discount, then add the tax.", 1, None, None),
            ("The discount is 25% of €40, which is 0.25 × 40 = €10.", 1, None, None),
            ("So the discounted price is 40 − 10 = €30.", 1, None, None),
            ("The 10% sales tax is charged on the original €40, so the tax is 0.10 × 40 = €4 and the final price "
             "is 30 + 4 = €34.", 0, "QU",
             "The question says the tax is added to the discounted price: 0.10 × 30 = €3, so the final price is €33."),
        ],
    ),
    dict(
        id="math-ms-04",
        subject="Math",
        difficulty="middle_school",
        question="Solve the equation $3(x - 4) + 5 = 2x + 7$.",
        images=[],
        reference_answer="x = 14",
        steps=[
            ("Expanding the left side, $3(x - 4) + 5 = 3x - 12 + 5 = 3x - 7$.", 1, None, None),
            ("So the equation becomes $3x - 7 = 2x + 7$.", 1, None, None),
            ("Subtracting 2x from both sides and adding 7 to both sides gives $x = 14$.", 1, None, None),
            ("Check: the left side is 3(14 − 4) + 5 = 35 and the right side is 2 × 14 + 7 = 35, so x = 14 is "
             "correct.", 1, None, None),
            ("Check: the left side is 3(14 − 4) + 5 = 35 and the right side is 2 × 14 + 7 = 35, so x = 14 is "
             "correct.", 0, "NS", "This step repeats step 4 word for word and adds nothing."),
        ],
    ),
    dict(
        id="math-ms-05",
        subject="Math",
        difficulty="middle_school",
        question="<image_1> shows a rectangular garden and its fence, and <image_2> shows a circular pond that is "
                 "built inside the garden. (a) What area of the garden is not covered by the pond? (b) How many "
                 "metres of fencing does the fence drawn in <image_1> use? Use π ≈ 3.14.",
        images=["math_garden_fence", "math_pond_circle"],
        reference_answer="(a) 55.74 m² (b) 36 m",
        steps=[
            ("From <image_1>, the garden is 12 m long and 7 m wide, so its area is 12 × 7 = 84 m².", 1, None, None),
            ("From <image_2>, the pond is a circle of radius 3 m, so its area is $\\pi r^2 \\approx 3.14 \\times 3^2"
             " = 28.26$ m².", 1, None, None),
            ("(a) The uncovered area is 84 − 28.26 = 56.74 m².", 0, "NC", "84 − 28.26 = 55.74, not 56.74."),
            ("(b) The perimeter of the garden is 2 × (12 + 7) = 38 m, and <image_1> shows the fence running all "
             "the way around, so 38 m of fencing is used.", 0, "VI",
             "<image_1> shows a 2 m gate on the bottom side with no fence, so the fence uses 38 − 2 = 36 m."),
        ],
    ),
    dict(
        id="math-ms-06",
        subject="Math",
        difficulty="middle_school",
        question="The ratio of boys to girls in a class is 3 : 5, and there are 32 students. How many more girls "
                 "than boys are in the class?",
        images=[],
        reference_answer="8",
        steps=[
            ("The ratio 3 : 5 means the class splits into 3 + 5 = 8 equal parts.", 1, None, None),
            ("Each part is 32 / 8 = 4 students.", 1, None, None),
            ("So there are 3 × 4 = 12 boys and 5 × 4 = 20 girls.", 1, None, None),
            ("The question asks for the number of girls, so the answer is 20.", 0, "QU",
             "The question asks how many MORE girls than boys there are: 20 − 12 = 8."),
        ],
    ),
    dict(
        id="math-ms-07",
        subject="Math",
        difficulty="middle_school",
        question="Find the smallest positive number that is divisible by both 4 and 6. Is every number that is "
                 "divisible by both 4 and 6 also divisible by 24?",
        images=[],
        reference_answer="12; no (12 itself is not divisible by 24).",
        steps=[
            ("The multiples of 4 are 4, 8, 12, 16, 20, 24, ...", 1, None, None),
            ("The multiples of 6 are 6, 12, 18, 24, ...", 1, None, None),
            ("The smallest number in both lists is 12, so the least common multiple of 4 and 6 is 12.", 1, None, None),
            ("Since 4 × 6 = 24, and a number divisible by 4 and by 6 is divisible by their product, every such "
             "number is divisible by 24.", 0, "RE",
             "That holds only for coprime divisors; 12 is divisible by 4 and 6 but not by 24."),
        ],
    ),
    # ----- high school -----
    dict(
        id="math-hs-01",
        subject="Math",
        difficulty="high_school",
        question="<image_1> shows the graph of a quadratic function f with its vertex and x-intercepts marked. "
                 "Find a formula for f(x) and the value of f(5).",
        images=["math_parabola"],
        reference_answer="f(x) = x² − 4x + 3; f(5) = 8",
        steps=[
            ("From <image_1>, the graph crosses the x-axis at x = 1 and x = 3, and the vertex is at (2, −1).",
             1, None, None),
            ("Since the roots are 1 and 3, $f(x) = a(x - 1)(x - 3)$ for some constant a.", 1, None, None),
            ("At the vertex, $f(2) = a(2 - 1)(2 - 3) = -a = -1$, so a = 1.", 1, None, None),
            ("Expanding, $f(x) = (x - 1)(x - 3) = x^2 - 3x + 3$.", 0, "SC",
             "(x − 1)(x − 3) = x² − 4x + 3; the x-terms are −x − 3x = −4x."),
            ("Then $f(5) = (5 - 1)(5 - 3) = 4 \\times 2 = 8$.", 1, None, None),
        ],
    ),
    dict(
        id="math-hs-02",
        subject="Math",
        difficulty="high_school",
        question="The first term of a geometric sequence is 3 and the common ratio is 2. Find the sum of the first "
                 "6 terms.",
        images=[],
        reference_answer="189",
        steps=[
            (r"For a geometric sequence, $S_n = a_1 \frac{r^n - 1}{r - 1}$.", 1, None, None),
            (r"Here $a_1 = 3$, $r = 2$ and $n = 6$, so $S_6 = 3 \cdot \frac{2^6 - 1}{2 - 1}$.", 1, None, None),
            ("Since $2^6 = 32$, $S_6 = 3 \\times 31 = 93$.", 0, "NC", "2^6 = 64, so S_6 = 3 × 63 = 189."),
            ("Checking by listing the terms 3, 6, 12, 24, 48, 96, their sum is 3 + 6 + 12 + 24 + 48 + 96 = 189.",
             1, None, None),
            ("Therefore the sum of the first 6 terms is 189.", 1, None, None),
        ],
    ),
    dict(
        id="math-hs-03",
        subject="Math",
        difficulty="high_school",
        question="Two fair six-sided dice are rolled. What is the probability that the sum of the numbers shown "
                 "is 8?",
        images=[],
        reference_answer="5/36",
        steps=[
            ("There are 6 × 6 = 36 equally likely ordered outcomes (first die, second die).", 1, None, None),
            ("The outcomes with sum 8 are (2, 6), (3, 5), (4, 4), (5, 3) and (6, 2).", 1, None, None),
            ("Each of these outcomes has probability 1/36.", 1, None, None),
            ("Since (2, 6) and (6, 2) show the same two numbers they are one outcome, and likewise (3, 5) and "
             "(5, 3); so only 3 outcomes count and the probability is 3/36 = 1/12.", 0, "RE",
             "The dice are distinct, so (2, 6) and (6, 2) are different outcomes among the 36; the answer is 5/36."),
        ],
    ),
    dict(
        id="math-hs-04",
        subject="Math",
        difficulty="high_school",
        question="For triangle ABC in <image_1>, find the length of BC, the area of the triangle, and cos B.",
        images=["math_triangle_sas"],
        reference_answer="BC = 7; area = 10√3 ≈ 17.32; cos B = 1/7",
        steps=[
            ("From <image_1>, AB = 5, AC = 8 and the angle at A is 60°.", 1, None, None),
            (r"By the law of cosines, $BC^2 = AB^2 + AC^2 - 2 \cdot AB \cdot AC \cos A = 25 + 64 - 80 \cdot "
             r"\frac{1}{2}$.", 1, None, None),
            ("So $BC^2 = 89 - 40 = 49$ and BC = 7.", 1, None, None),
            (r"The area is $\frac{1}{2} \cdot AB \cdot AC \cdot \cos A = \frac{1}{2} \cdot 5 \cdot 8 \cdot "
             r"\frac{1}{2} = 10$.", 0, "KE",
             "The area formula uses the sine: ½ · 5 · 8 · sin 60° = 10√3 ≈ 17.32."),
            ("I cannot find cos B, because only one angle of the triangle is given.", 0, "NS",
             "All three sides are known, so the law of cosines gives cos B = (25 + 49 − 64)/(2 · 5 · 7) = 1/7."),
        ],
    ),
    dict(
        id="math-hs-05",
        subject="Math",
        difficulty="high_school",
        question="Solve $2^{x+1} = 48 - 2^x$ for real x.",
        images=[],
        reference_answer="x = 4",
        steps=[
            (r"We write $2^{x+1} = 2 \cdot 2^x$.", 1, None, None),
            (r"The equation becomes $2 \cdot 2^x + 2^x = 48$, that is, $3 \cdot 2^x = 48$.", 1, None, None),
            ("Dividing both sides by 3 gives $2^x = 16$.", 1, None, None),
            ("Taking logarithms of both sides, $x \\log 2 = \\log$", 0, "NS",
             "The step breaks off mid-formula and states nothing."),
            ("Since $2^4 = 16$, the solution is x = 4.", 1, None, None),
        ],
    ),
    # ----- competition -----
    dict(
        id="math-comp-01",
        subject="Math",
        difficulty="competition",
        question="Find the remainder when $3^{100}$ is divided by 7.",
        images=[],
        reference_answer="4",
        steps=[
            (r"By Fermat's little theorem, since 7 is prime, $3^7 \equiv 1 \pmod 7$.", 0, "KE",
             "Fermat's little theorem gives a^(p−1) ≡ 1, i.e. 3^6 ≡ 1 (mod 7); in fact 3^7 ≡ 3 (mod 7)."),
            (r"Checking directly, $3^6 = 729 = 7 \times 104 + 1$, so $3^6 \equiv 1 \pmod 7$.", 1, None, None),
            (r"We write 100 = 6 × 16 + 4, so $3^{100} = (3^6)^{16} \cdot 3^4 \equiv 3^4 \pmod 7$.", 1, None, None),
            (r"Now $3^4 = 81 = 7 \times 11 + 4$, so $3^4 \equiv 4 \pmod 7$.", 1, None, None),
            ("Therefore the remainder is 4.", 1, None, None),
        ],
    ),
    dict(
        id="math-comp-02",
        subject="Math",
        difficulty="competition",
        question="The roots of $x^2 - 7x + 3 = 0$ are r and s. Find $r^2 + s^2$ and $r^3 + s^3$.",
        images=[],
        reference_answer="r² + s² = 43; r³ + s³ = 280",
        steps=[
            ("By Vieta's formulas, r + s = 7 and rs = 3.", 1, None, None),
            ("Then $r^2 + s^2 = (r + s)^2 - 2rs = 49 - 6 = 43$.", 1, None, None),
            ("For the cubes, $(r + s)^3 = r^3 + s^3 + 3r^2 s + 3rs^2$, and $3r^2 s + 3rs^2 = 3rs$, so "
             "$r^3 + s^3 = (r + s)^3 - 3rs = 343 - 9 = 334$.", 0, "SC",
             "3r²s + 3rs² factors as 3rs(r + s), not 3rs, so r³ + s³ = 343 − 3 · 3 · 7 = 280."),
            ("Equivalently, $r^3 + s^3 = (r + s)(r^2 - rs + s^2) = 7 \\times (43 - 3) = 280$.", 1, None, None),
            ("Therefore $r^2 + s^2 = 43$ and $r^3 + s^3 = 280$.", 1, None, None),
        ],
    ),
    dict(
        id="math-comp-03",
        subject="Math",
        difficulty="competition",
        question="In <image_1>, ABCD is a square and two quarter-circle arcs are drawn inside it, one centred at A "
                 "and one centred at C. Find the area of the shaded region and the fraction of the square it covers.",
        images=["math_square_arcs"],
        reference_answer="50π − 100 ≈ 57.08; π/2 − 1 ≈ 0.571 of the square",
        steps=[
            ("From <image_1>, the square has side 10, and both arcs have radius 10 and pass through B and D.",
             1, None, None),
            ("The diagonal BD cuts the shaded region into two equal circular segments, one for each arc.",
             1, None, None),
            (r"Each segment is a quarter circle minus a right triangle: $\frac{1}{4}\pi \cdot 10^2 - \frac{1}{2} "
             r"\cdot 10 \cdot 10 = 25\pi - 50$.", 1, None, None),
            (r"So the shaded area is $2(25\pi - 50) = 50\pi - 100 \approx 47.08$.", 0, "NC",
             "50π ≈ 157.08, so 50π − 100 ≈ 57.08."),
            (r"As a fraction of the square's area of 100, this is $\frac{50\pi - 100}{100} = \frac{\pi}{2} - 1 "
             r"\approx 0.571$.", 1, None, None),
        ],
    ),
    dict(
        id="math-comp-04",
        subject="Math",
        difficulty="competition",
        question="<image_1> shows the graph of f on [0, 4] and <image_2> shows the graph of g on [0, 4]; both are "
                 "made of straight segments. Find f(g(2)) + g(f(0)), and solve f(x) = g(x) on [0, 4].",
        images=["math_graph_f", "math_graph_g"],
        reference_answer="f(g(2)) + g(f(0)) = 5; the only solution is x = 5/3.",
        steps=[
            ("From <image_2>, g passes through (0, −1) and (4, 3), so g(x) = x − 1.", 1, None, None),
            ("From <image_1>, f(x) = 4 − 2x on the segment from (0, 4) to (2, 0).", 1, None, None),
            ("So g(2) = 1 and f(g(2)) = f(1) = 4 − 2 = 2; also f(0) = 4 and g(f(0)) = g(4) = 3. The sum is "
             "2 + 3 = 5.", 1, None, None),
            ("On [0, 2], 4 − 2x = x − 1 gives 3x = 5, so x = 5/3, which lies in [0, 2].", 1, None, None),
            ("On [2, 4], <image_1> shows f ending at (4, 3), so f(4) = g(4) = 3 and x = 4 is a second solution.",
             0, "VI", "<image_1> shows the right endpoint at (4, 2); there f(x) = x − 2 stays 1 below g(x) = x − 1, "
             "so [2, 4] has no solution."),
        ],
    ),
    dict(
        id="math-comp-05",
        subject="Math",
        difficulty="competition",
        question="In how many ways can 6 people sit around a round table if two of them, A and B, must not sit "
                 "next to each other? (Seatings that differ only by a rotation are the same.)",
        images=[],
        reference_answer="72",
        steps=[
            ("Around a round table, n people can be seated in (n − 1)! ways, so 6 people give 5! = 120 seatings.",
             1, None, None),
            ("If A and B sit together, treat them as one block; then 5 units around the table give 4! = 24 "
             "seatings.", 1, None, None),
            ("Inside the block the order can be AB or BA, so there are 24 × 2 = 48 seatings with A and B adjacent.",
             1, None, None),
            ("Therefore the answer is 48.", 0, "QU",
             "The question asks for seatings where A and B are NOT adjacent: 120 − 48 = 72."),
        ],
    ),
]
