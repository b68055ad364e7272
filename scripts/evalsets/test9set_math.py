"""Ninth test set, Math: a paint-mixing ratio, a rectangle with a semicircle cut out, an arithmetic series, an
exponential curve read from a graph, the remainder theorem, lattice paths that avoid a blocked point."""

import numpy as np
from matplotlib.axes import Axes

from .figures import figure


@figure("test9_math_cutout")
def _cutout(ax: Axes) -> None:
    ax.plot([0, 10, 10, 0, 0], [0, 0, 6, 6, 0], color="black", linewidth=1.4)
    theta = np.linspace(0, np.pi, 60)
    ax.fill_between(5 + 3 * np.cos(theta), 0, 3 * np.sin(theta), color="white", zorder=3)
    ax.plot(5 + 3 * np.cos(theta), 3 * np.sin(theta), color="black", linewidth=1.2, zorder=4)
    ax.fill([0, 10, 10, 0], [0, 0, 6, 6], color="#c6dbef", zorder=1)
    ax.text(5, -0.6, "10 cm", ha="center", fontsize=10)
    ax.text(10.3, 3, "6 cm", va="center", fontsize=10)
    ax.text(5, 0.4, "diameter 6 cm", ha="center", fontsize=8, zorder=5)
    ax.set_xlim(-1, 12)
    ax.set_ylim(-1.2, 7)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test9_math_decay")
def _decay(ax: Axes) -> None:
    x = np.linspace(0, 4, 100)
    ax.plot(x, 8 * 0.5**x, color="#3182bd")
    ax.plot([0, 2], [8, 2], "o", color="black")
    ax.annotate("(0, 8)", (0, 8), xytext=(0.2, 7.6), fontsize=9)
    ax.annotate("(2, 2)", (2, 2), xytext=(2.1, 2.4), fontsize=9)
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_title("y = a·bˣ", fontsize=9)
    ax.grid(alpha=0.3)


@figure("test9_math_grid")
def _grid(ax: Axes) -> None:
    for i in range(5):
        ax.plot([i, i], [0, 3], color="gray", linewidth=1)
    for j in range(4):
        ax.plot([0, 4], [j, j], color="gray", linewidth=1)
    ax.plot(2, 1, "x", color="red", markersize=12, markeredgewidth=2.5)
    ax.text(-0.3, -0.3, "A", fontsize=11)
    ax.text(4.1, 3.1, "B", fontsize=11)
    ax.text(2.1, 1.1, "P (blocked)", fontsize=8, color="red")
    ax.set_xlim(-0.6, 4.8)
    ax.set_ylim(-0.6, 3.5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A shade of green paint is mixed from blue and yellow paint in the ratio 2 : 5. A decorator "
        "needs 4.2 litres of this green. How much blue and how much yellow paint should she use?",
        "reference_answer": "1.2 L of blue and 3.0 L of yellow",
        "steps": [
            (
                "I'll split the 4.2 litres into equal parts so that the ratio 2 : 5 is kept.\n\n"
                "1. The ratio has 2 + 5 = 7 parts in total, which means each part is $4.2 \\div 7 = 0.6$ litres.",
                1,
                None,
                None,
            ),
            (
                "2. Blue takes 2 of the parts, so she needs $2 \\times 0.6 = 1.2$ litres of blue paint.",
                1,
                None,
                None,
            ),
            (
                "3. Yellow takes the other 5 parts, and therefore she needs $5 \\times 0.6 = 3.0$ litres of yellow; "
                "as a check, 1.2 + 3.0 = 4.2 L, which is exactly the amount she needs.\n\n"
                "**Final answer:** 1.2 L of blue and 3.0 L of yellow.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test9_math_cutout"],
        "question": "A semicircle is cut out of the bottom edge of the rectangle in <image_1>. Find the area of the "
        "shaded part that is left, using π ≈ 3.14.",
        "reference_answer": "45.87 cm²",
        "steps": [
            (
                "Step 1: From <image_1>, the rectangle is 10 cm long and 6 cm high, so its area is 10 × 6 = 60 cm².",
                1,
                None,
                None,
            ),
            (
                "Step 2: The semicircle sits on the bottom edge, which is labelled 10 cm, so its diameter is 10 cm "
                "and its radius is 5 cm. Using the formula for the area of a semicircle, $\\frac{1}{2}\\pi r^2$, "
                "we get ½ × 3.14 × 25 = 39.25 cm².",
                0,
                "VI",
                "The figure labels the semicircle's own diameter as 6 cm (the 10 cm is the whole edge), so r = 3 cm "
                "and its area is ½ × 3.14 × 9 = 14.13 cm².",
            ),
            (
                "Step 3: Subtracting the semicircle from the rectangle, the shaded area is "
                "60 − 39.25 = 20.75 cm².\n\nFinal answer: 20.75 cm²",
                0,
                "carried",
                "The subtraction is right, but it uses the wrong semicircle area from step 2 (the area left is "
                "60 − 14.13 = 45.87 cm²).",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "The 5th term of an arithmetic sequence is 17 and its 12th term is 45. Find the sum of the "
        "first 20 terms.",
        "reference_answer": "780",
        "steps": [
            (
                "Let the first term be $a$ and the common difference be $d$, so that the $n$th term is "
                "$a_n = a + (n-1)d$.\n\n**Step 1:** Writing the two given terms with this formula, we set up the "
                "system $a + 4d = 17$ and $a + 11d = 45$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Subtracting the first equation from the second removes $a$, and we obtain $7d = 28$, "
                "so $d = 4$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Substituting $d = 4$ back into $a + 4d = 17$ gives $a = 17 - 16 = 1$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Using the sum formula $S_n = \\frac{n}{2}\\,(2a + nd)$ with $n = 20$, we get "
                "$S_{20} = 10\\,(2 + 20 \\times 4) = 10 \\times 82 = 820$.\n\n**Final Answer:** $S_{20} = 820$",
                0,
                "KE",
                "The sum formula is S_n = n/2 [2a + (n − 1)d]; with 19d the sum is 10 × 78 = 780, not 820.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test9_math_decay"],
        "question": "The curve in <image_1> has equation $y = a \\cdot b^x$ and passes through the two marked "
        "points. Find a and b, and the value of y when x = 5.",
        "reference_answer": "a = 8, b = 1/2, y(5) = 0.25",
        "steps": [
            (
                "### Step 1: Find a\nThe curve passes through (0, 8), and since $b^0 = 1$ for any base, "
                "putting $x = 0$ gives $a = 8$ directly.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find b\nThe point (2, 2) lies on the curve too, so $8b^2 = 2$, which gives "
                "$b^2 = \\tfrac{1}{4}$. Because the graph falls from left to right, the base must lie between 0 "
                "and 1, and therefore $b = \\tfrac{1}{2}$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Evaluate at x = 5\n$y(5) = 8 \\cdot \\left(\\tfrac{1}{2}\\right)^5 = "
                "\\tfrac{8}{32} = 0.25$.\n\n**Final Answer:** $a = 8$, $b = \\tfrac12$, and $y = 0.25$ when $x = 5$.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the remainder when $p(x) = x^4 - 3x^2 + 2x - 5$ is divided by $x + 2$.",
        "reference_answer": "−5",
        "steps": [
            (
                "By the remainder theorem, if a polynomial $p(x)$ is divided by $x - c$, then the remainder "
                "equals $p(c)$.\n\n**Step 1:** Dividing by $x + 2$ is dividing by $x - (-2)$, so we need $p(-2)$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Working out each term, $(-2)^4 = 16$, $-3(-2)^2 = -12$ and $2(-2) = -4$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Adding these up with the constant term, we obtain $p(-2) = 16 - 12 - 4 - 5 = 5$.",
                0,
                "NC",
                "16 − 12 − 4 − 5 equals −5, not 5.",
            ),
            (
                "**Step 4:** Therefore the remainder when $p(x)$ is divided by $x + 2$ is 5.\n\n**Final Answer:** 5",
                0,
                "carried",
                "The conclusion follows the method but takes the wrong value 5 from step 3; the remainder is −5.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test9_math_grid"],
        "question": "On the 4 × 3 grid in <image_1>, a path goes from A to B along grid lines, moving only right "
        "or up. How many such paths avoid the blocked point P?",
        "reference_answer": "17",
        "steps": [
            (
                "Step 1: Every shortest path from A to B is made of 4 moves right and 3 moves up, so a path is a "
                "choice of which 3 of the 7 moves are 'up', and the total number is $\\binom{7}{3} = 35$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_1>, P is 2 units right of A and 1 unit up. The number of paths from A to P is "
                "$\\binom{3}{1} = 3$, because they use 2 rights and 1 up.",
                1,
                None,
                None,
            ),
            (
                "Step 3: From P to B there are 2 more rights and 2 more ups, which can be ordered in "
                "$\\binom{4}{2} = 6$ ways, so $3 \\times 6 = 18$ paths pass through P.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Removing these from the total, the paths that avoid P number $35 - 18 = 17$.\n\n"
                "Final answer: 17",
                1,
                None,
                None,
            ),
        ],
    },
]
