"""Twenty-first test set, Math: angles of a cyclic quadrilateral from a figure, two numbers from their arithmetic
and geometric means, a pair of simultaneous equations read off a graph, a probability tree for a late bus, a
constrained maximum by the AM–GM inequality, and the sum of the series Σ n/2ⁿ."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle

from .figures import figure


@figure("test21_math_cyclic_quad")
def _cyclic_quad(ax: Axes) -> None:
    import math

    ax.add_patch(Circle((0, 0), 1, fill=False, linewidth=1.5))
    points = {"A": 180, "B": 110, "C": 40, "D": 320}
    xy = {k: (math.cos(math.radians(a)), math.sin(math.radians(a))) for k, a in points.items()}
    order = ["A", "B", "C", "D", "A"]
    ax.plot([xy[k][0] for k in order], [xy[k][1] for k in order], color="black", linewidth=1.3)
    for k, (x, y) in xy.items():
        ax.text(1.15 * x, 1.15 * y, k, ha="center", va="center", fontsize=11)
    ax.text(xy["A"][0] + 0.18, xy["A"][1] - 0.04, "75°", fontsize=9, color="#d62728")
    ax.text(xy["B"][0] - 0.08, xy["B"][1] - 0.28, "110°", fontsize=9, color="#d62728")
    ax.set_xlim(-1.4, 1.4)
    ax.set_ylim(-1.4, 1.4)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test21_math_two_lines")
def _two_lines(ax: Axes) -> None:
    xs = [-1, 6]
    ax.plot(xs, [2 * x - 1 for x in xs], color="#1f77b4", linewidth=1.5)
    ax.plot(xs, [-x + 5 for x in xs], color="#ff7f0e", linewidth=1.5)
    ax.text(3.4, 6.2, "line P", color="#1f77b4", fontsize=9)
    ax.text(5.2, 0.6, "line Q", color="#ff7f0e", fontsize=9)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlim(-1, 6)
    ax.set_ylim(-3, 7)
    ax.set_xticks(range(-1, 7))
    ax.set_yticks(range(-3, 8))
    ax.tick_params(labelsize=7)
    ax.grid(True, color="#dddddd")
    ax.set_xlabel("x")
    ax.set_ylabel("y")


@figure("test21_math_bus_tree")
def _bus_tree(ax: Axes) -> None:
    ax.plot([0, 1], [0, 1], color="black")
    ax.plot([0, 1], [0, -1], color="black")
    for y0, late, on_time in ((1, "0.4", "0.6"), (-1, "0.1", "0.9")):
        ax.plot([1.4, 2.4], [y0, y0 + 0.5], color="black")
        ax.plot([1.4, 2.4], [y0, y0 - 0.5], color="black")
        ax.text(1.8, y0 + 0.38, late, fontsize=9)
        ax.text(1.8, y0 - 0.5, on_time, fontsize=9)
        ax.text(2.5, y0 + 0.5, "late", va="center", fontsize=9)
        ax.text(2.5, y0 - 0.5, "on time", va="center", fontsize=9)
    ax.text(1.05, 1, "rain", va="center", fontsize=9)
    ax.text(1.05, -1, "dry", va="center", fontsize=9)
    ax.text(0.35, 0.6, "0.3", fontsize=9)
    ax.text(0.35, -0.75, "0.7", fontsize=9)
    ax.set_xlim(-0.2, 3.3)
    ax.set_ylim(-1.8, 1.8)
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test21_math_cyclic_quad"],
        "question": "In <image_1>, the vertices of quadrilateral ABCD lie on a circle, ∠DAB = 75° and ∠ABC = 110°. "
        "Find ∠BCD and ∠CDA, giving a reason for each.",
        "reference_answer": "∠BCD = 105°, ∠CDA = 70°",
        "steps": [
            (
                "Since all four vertices lie on the circle, ABCD is a cyclic quadrilateral, so we can use its "
                "angle property.\n\n"
                "**Step 1:** By the theorem on cyclic quadrilaterals, opposite angles add up to 180°. This means "
                "that ∠DAB pairs with ∠BCD, while ∠ABC pairs with ∠CDA.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Because ∠BCD is opposite ∠DAB, we get ∠BCD = 180° − 75° = 105°.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** In the same way ∠CDA is opposite ∠ABC, so ∠CDA = 180° − 110° = 70°. As a check, the "
                "four angles add up to 75° + 110° + 105° + 70° = 360°, which is the angle sum of any quadrilateral."
                "\n\n**Final Answer:** ∠BCD = 105° and ∠CDA = 70° (opposite angles of a cyclic quadrilateral are "
                "supplementary).",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "Two positive numbers have an arithmetic mean of 10 and a geometric mean of 8. Find the two "
        "numbers.",
        "reference_answer": "16 and 4",
        "steps": [
            (
                "Step 1: Let me restate the problem. I have two positive numbers, call them x and y. Their "
                "arithmetic mean is $\\frac{x+y}{2} = 10$ and their geometric mean is $\\sqrt{xy} = 8$, and I need "
                "to find x and y.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From the first condition, x + y = 20. From the second, I square both sides to get rid of "
                "the root, so xy = 64. Now I know the sum and the product of the two numbers.",
                1,
                None,
                None,
            ),
            (
                "Step 3: If two numbers have sum 20 and product 64, then they are the roots of $t^2 - 20t + 64 = 0$. "
                "Let me factor it: I need two numbers that multiply to 64 and add to 20, which are 16 and 4, so "
                "$(t - 16)(t - 4) = 0$ and the numbers are 16 and 4.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check. The arithmetic mean is (16 + 4)/2 = 10 and the geometric mean is "
                "$\\sqrt{16 \\times 4} = \\sqrt{64} = 8$. Hmm, both conditions hold, and this matches what I "
                "found.\n\n**Final Answer:** the numbers are 16 and 4.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test21_math_two_lines"],
        "question": "<image_1> shows two straight lines, P and Q. Write down the equation of each line from the "
        "graph, and then solve the pair of simultaneous equations algebraically to find where the lines meet.",
        "reference_answer": "P: y = 2x − 1, Q: y = −x + 5; they meet at (2, 3)",
        "steps": [
            (
                "I'll read the gradient and the y-intercept of each line off the grid and put them into "
                "$y = mx + c$.\n\n"
                "Step 1: Line P crosses the y-axis at −1 and passes through (2, 3), so it rises 4 units over a run "
                "of 2 units. Its gradient is therefore 4/2 = 2, which gives $y = 2x - 1$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Line Q crosses the y-axis at 5 and the x-axis at 5. Its gradient is 5/5 = 1, so its "
                "equation is $y = x + 5$.",
                0,
                "VI",
                "Line Q falls from left to right (from (0, 5) down to (5, 0)), so its gradient is −1 and its "
                "equation is y = −x + 5.",
            ),
            (
                "Step 3: Setting the two expressions for y equal, $2x - 1 = x + 5$, which gives x = 6, and "
                "substituting back, y = 2(6) − 1 = 11.\n\n"
                "**Final Answer:** P: $y = 2x - 1$, Q: $y = x + 5$; the lines meet at (6, 11).",
                0,
                "carried",
                "Carried error: the algebra is right for the equations written, but it uses Q's wrong equation from "
                "step 2; with y = −x + 5 the lines meet at (2, 3).",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test21_math_bus_tree"],
        "question": "The tree diagram in <image_1> shows that it rains on 30% of school days; on a rainy day the "
        "bus is late with probability 0.4, and on a dry day with probability 0.1. (a) Find the probability that "
        "the bus is late on a randomly chosen day. (b) Given that the bus was late, find the probability that it "
        "was raining.",
        "reference_answer": "(a) 0.19 (b) 12/19 ≈ 0.632",
        "steps": [
            (
                "### Step 1: Multiply along the branches\n"
                "By the multiplication rule, the probability of a path is the product of the probabilities on its "
                "branches, so P(rain and late) = 0.3 × 0.4 = 0.12 and P(dry and late) = 0.7 × 0.1 = 0.07.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Add the paths that end in 'late'\n"
                "Using the law of total probability, P(late) = 0.12 + 0.07 = 0.19, because the two paths cannot "
                "happen on the same day.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: The conditional probability\n"
                "For part (b) we need the chance that the bus is late when it rains, and this can be read straight "
                "off the tree: the branch from 'rain' to 'late' is labelled 0.4, so the probability is 0.4.\n\n"
                "**Final Answer:** (a) 0.19 (b) 0.4",
                0,
                "QU",
                "Part (b) asks for P(rain | late), the chance it was raining given that the bus was late, not "
                "P(late | rain); by Bayes' theorem it is 0.12/0.19 = 12/19 ≈ 0.632.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "o1-mini",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Positive real numbers a and b satisfy a + b = 10. Using the AM–GM inequality, find the largest "
        "possible values of ab and of a²b, and the values of a and b at which each is reached.",
        "reference_answer": "max ab = 25 at a = b = 5; max a²b = 4000/27 at a = 20/3, b = 10/3",
        "steps": [
            (
                "**Step 1.** I need to maximise two expressions under one constraint. The conditions are:\n"
                "a. a > 0 and b > 0;\n"
                "b. a + b = 10.\n"
                "The AM–GM inequality says that for positive numbers the arithmetic mean is at least the geometric "
                "mean, with equality exactly when the numbers are equal, so I'll try to make the constrained sum "
                "appear as an arithmetic mean.",
                1,
                None,
                None,
            ),
            (
                "**Step 2.** For ab, I apply AM–GM to a and b: $\\sqrt{ab} \\le \\frac{a+b}{2} = 5$, so "
                "$ab \\le 25$. Equality holds when a = b, and since a + b = 10 that means a = b = 5.",
                1,
                None,
                None,
            ),
            (
                "**Step 3.** For a²b, applying AM–GM to a, a, b doesn't help, because 2a + b is not fixed. Let me "
                "split a into two halves instead, so that the three numbers a/2, a/2 and b add up to 10: "
                "$\\sqrt[3]{\\frac{a}{2} \\cdot \\frac{a}{2} \\cdot b} \\le \\frac{10}{3}$. Since "
                "$\\frac{a}{2} \\cdot \\frac{a}{2} \\cdot b = \\frac{a^2 b}{2}$, cubing gives "
                "$\\frac{a^2 b}{2} \\le \\frac{1000}{27}$, and therefore $a^2 b \\le \\frac{2000}{27}$.",
                0,
                "SC",
                "(a/2)·(a/2) = a²/4, not a²/2, so the product is a²b/4 and the bound is a²b ≤ 4000/27.",
            ),
            (
                "**Step 4.** Equality needs a/2 = b, and with a + b = 10 this gives 3b = 10, so b = 10/3 and "
                "a = 20/3. Let me check: $(20/3)^2 \\cdot 10/3 = \\frac{400}{9} \\cdot \\frac{10}{3} = "
                "\\frac{4000}{27}$. Hmm, wait, that is twice my bound, so the bound must be off. Going back, "
                "(a/2)(a/2) = a²/4, so the product is a²b/4 and the bound is $a^2 b \\le 4 \\cdot "
                "\\frac{1000}{27} = \\frac{4000}{27} \\approx 148.1$, which the values above reach.\n\n"
                "**Final Answer:** max ab = 25 (a = b = 5); max a²b = 4000/27 ≈ 148.1 (a = 20/3, b = 10/3).",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the exact value of $S = \\sum_{n=1}^{\\infty} \\frac{n}{2^n} = \\frac{1}{2} + "
        "\\frac{2}{4} + \\frac{3}{8} + \\cdots$.",
        "reference_answer": "S = 2",
        "steps": [
            (
                "This is an arithmetico-geometric series, so the standard trick is to subtract a scaled copy of "
                "it, which turns it into a geometric series.\n\n"
                "1. The series converges by the ratio test, since the ratio of consecutive terms "
                "$\\frac{n+1}{2n}$ tends to 1/2 < 1. So S is a finite number and we can manipulate it.",
                1,
                None,
                None,
            ),
            (
                "2. Halving every term gives $\\frac{S}{2} = \\frac{1}{4} + \\frac{2}{8} + \\frac{3}{16} + "
                "\\cdots$. If we subtract this from S term by term, then the terms with the same power of 2 "
                "combine, and $S - \\frac{S}{2} = \\frac{1}{4} + \\frac{1}{8} + \\frac{1}{16} + \\cdots$.",
                0,
                "RE",
                "The first term 1/2 of S has no partner in S/2, so it survives the subtraction: S − S/2 = 1/2 + "
                "1/4 + 1/8 + ⋯, not a series starting at 1/4.",
            ),
            (
                "3. Using the formula for the sum of a geometric series, $\\frac{a}{1-r}$ with a = 1/4 and "
                "r = 1/2, we get $\\frac{S}{2} = \\frac{1/4}{1/2} = \\frac{1}{2}$, so S = 1.\n\n"
                "**Final Answer:** S = 1",
                0,
                "carried",
                "Carried error: the geometric sum is right for the series written in step 2, which lost the term "
                "1/2; the sum should be 1, giving S/2 = 1 and S = 2.",
            ),
        ],
    },
]
