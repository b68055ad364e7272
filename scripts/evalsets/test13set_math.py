"""Thirteenth test set, Math: an L-shaped garden, a jacket with two discounts, a parabola read from its graph, a
logarithmic equation, the square divisors of 7200, and the circle inscribed in an 8-15-17 triangle."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon

from .figures import figure


@figure("test13_math_lgarden")
def _lgarden(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (10, 0), (10, 5), (6, 5), (6, 8), (0, 8)], facecolor="#c7e9c0", edgecolor="black"))
    ax.text(5, -0.6, "10 m", ha="center", fontsize=9)
    ax.text(-0.4, 4, "8 m", ha="right", va="center", fontsize=9)
    ax.text(8, 5.3, "4 m", ha="center", fontsize=9)
    ax.text(5.7, 6.5, "3 m", ha="right", va="center", fontsize=9)
    ax.set_xlim(-2, 11.5)
    ax.set_ylim(-1.5, 9)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test13_math_parabola")
def _parabola(ax: Axes) -> None:
    xs = [-2.5 + 0.05 * k for k in range(121)]
    ax.plot(xs, [(x - 1) ** 2 - 4 for x in xs], color="#08519c")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.plot([1, 3], [-4, 0], "o", color="#cb181d")
    ax.text(1.2, -4.3, "(1, −4)", fontsize=9)
    ax.text(3.2, 0.3, "(3, 0)", fontsize=9)
    ax.set_xlim(-3, 4.5)
    ax.set_ylim(-5, 6)
    ax.grid(True, linewidth=0.3)


@figure("test13_math_incircle")
def _incircle(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (15, 0), (0, 8)], facecolor="none", edgecolor="black"))
    ax.add_patch(Circle((3, 3), 3, facecolor="none", edgecolor="#cb181d"))
    ax.plot([0, 0.8, 0.8], [0.8, 0.8, 0], color="black", linewidth=0.8)
    ax.text(7.5, -0.9, "15", ha="center", fontsize=10)
    ax.text(-0.6, 4, "8", ha="right", va="center", fontsize=10)
    ax.text(-0.3, -0.5, "C", fontsize=10)
    ax.text(15.2, -0.5, "A", fontsize=10)
    ax.text(-0.6, 8.2, "B", fontsize=10)
    ax.set_xlim(-2, 16.5)
    ax.set_ylim(-1.8, 9)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test13_math_lgarden"],
        "question": "<image_1> shows the plan of an L-shaped garden, which is a 10 m by 8 m rectangle with a 4 m by "
        "3 m corner taken out. Find the area of the garden and the length of fence needed to go all the way "
        "around it.",
        "reference_answer": "Area 68 m²; fence 36 m",
        "steps": [
            (
                "To solve this, we can treat the garden as a full rectangle with a corner removed.\n\n"
                "**Step 1:** The full rectangle measures 10 m by 8 m, so its area is $10 \\times 8 = 80$ m².",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The missing corner is a 4 m by 3 m rectangle whose area is $12$ m², and since it is "
                "not part of the garden we subtract it: $80 - 12 = 68$ m².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** For the perimeter, cutting out the corner removes 4 m from the top edge and 3 m from "
                "the right edge, so the fence is $2(10 + 8) - 4 - 3 = 29$ m long.",
                0,
                "RE",
                "The two inner edges of the notch (4 m and 3 m) replace exactly the lengths removed, so the "
                "perimeter stays 2(10 + 8) = 36 m.",
            ),
            (
                "**Step 4:** Putting the two results together, the garden covers 68 m² and needs 29 m of fencing."
                "\n\n**Final Answer:** Area = 68 m², fence = 29 m",
                0,
                "carried",
                "The area is right, but the fence length reuses the wrong perimeter of step 3; it should be 36 m.",
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A jacket is priced at $80. In a sale it is reduced by 25%, and on the last day a further 10% is "
        "taken off the sale price. What does the jacket cost on the last day, and what single percentage "
        "discount is this equivalent to?",
        "reference_answer": "$54; a 32.5% discount",
        "steps": [
            (
                "Let me work through the two discounts one after the other, because the second one is taken off "
                "the already reduced price rather than the original.\n\nStep 1: A 25% reduction leaves 75% of the "
                "price, so the sale price is $0.75 \\times 80 = \\$60$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Taking a further 10% off leaves 90% of the sale price, and therefore the last-day price "
                "is $0.90 \\times 60 = \\$54$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The total saving is $80 - 54 = \\$26$, which as a fraction of the original price is "
                "$\\frac{26}{80} = 0.325 = 32.5\\%$. This is less than $25\\% + 10\\% = 35\\%$ since the 10% "
                "works on a smaller amount.\n\nFinal answer: $54, equivalent to a single discount of 32.5%",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl-72b",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test13_math_parabola"],
        "question": "The parabola in <image_1> has its vertex at the marked point (1, −4) and passes through the "
        "marked point (3, 0). Write its equation in vertex form and in the form $y = ax^2 + bx + c$, and find "
        "both of its x-intercepts.",
        "reference_answer": "y = (x − 1)² − 4 = x² − 2x − 3; x-intercepts x = −1 and x = 3",
        "steps": [
            (
                "### Step 1: Set up the vertex form\nSince the vertex is at $(h, k) = (1, -4)$, the parabola has "
                "the form $y = a(x - 1)^2 - 4$, where $a$ is still unknown.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find $a$\nThe curve passes through $(3, 0)$, so $0 = a(3 - 1)^2 - 4 = 4a - 4$, "
                "which gives $a = 1$. This matches the graph, which opens upward.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Expand\nUsing the identity $(x - 1)^2 = x^2 - 2x + 1$, we obtain "
                "$y = x^2 - 2x + 1 - 4 = x^2 - 2x - 3$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Intercepts\nIf $y = 0$, then $(x - 1)^2 = 4$, so $x - 1 = \\pm 2$ and $x = 3$ or "
                "$x = -1$; the parabola is symmetric about $x = 1$, which is why the two roots lie 2 units either "
                "side of it.\n\n**Final answer:** $y = (x-1)^2 - 4 = x^2 - 2x - 3$; x-intercepts $x = -1$ and "
                "$x = 3$.",
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
        "question": "Solve the equation $\\log_2 x + \\log_2 (x - 2) = 3$ for real x.",
        "reference_answer": "x = 4",
        "steps": [
            (
                "**Step 1:** The logarithms are only defined if $x > 0$ and $x - 2 > 0$, so any solution must "
                "satisfy $x > 2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the product rule for logarithms, $\\log_2 x + \\log_2(x-2) = \\log_2[x(x-2)]$, "
                "and so the equation becomes $x(x - 2) = 2^3 = 8$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Expanding gives $x^2 - 2x - 8 = 0$, which factors as $(x + 4)(x - 2) = 0$, so "
                "$x = -4$ or $x = 2$.",
                0,
                "SC",
                "x² − 2x − 8 factors as (x − 4)(x + 2), giving x = 4 or x = −2.",
            ),
            (
                "**Step 4:** Neither value satisfies $x > 2$, because $x = 2$ makes $\\log_2(x - 2)$ undefined "
                "while $x = -4$ is negative, and therefore the equation has no real solution.\n\n"
                "**Final Answer:** no real solution",
                0,
                "carried",
                "The domain check is right, but it is applied to the wrong roots of step 3; x = 4 satisfies x > 2 "
                "and is the solution.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many positive divisors of 7200 are perfect squares?",
        "reference_answer": "12",
        "steps": [
            (
                "I'll start from the prime factorisation, since every divisor is built from the same primes.\n\n"
                "1. $7200 = 72 \\times 100 = (2^3 \\cdot 3^2)(2^2 \\cdot 5^2) = 2^5 \\cdot 3^2 \\cdot 5^2$.",
                1,
                None,
                None,
            ),
            (
                "2. A divisor $2^a 3^b 5^c$ is a perfect square exactly when $a$, $b$ and $c$ are all even, "
                "because squaring doubles every exponent.",
                1,
                None,
                None,
            ),
            (
                "3. With $0 \\le a \\le 5$ the even choices number $\\lfloor 5/2 \\rfloor = 2$, namely $a = 2$ "
                "and $a = 4$, while $b$ and $c$ each have $\\lfloor 2/2 \\rfloor = 1$ choice, $b = c = 2$.",
                0,
                "RE",
                "The exponent 0 is even too: a has 3 choices (0, 2, 4) and b, c have 2 each (0, 2).",
            ),
            (
                "4. Multiplying the numbers of choices, we get $2 \\times 1 \\times 1 = 2$ square divisors.\n\n"
                "**Final answer:** 2",
                0,
                "carried",
                "Multiplying the choices is right, but with 3 × 2 × 2 choices there are 12 square divisors.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "qwen2-vl-72b",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test13_math_incircle"],
        "question": "<image_1> shows the circle inscribed in the right triangle ABC with legs BC = 8 and CA = 15. "
        "Find the radius of the circle and the lengths of the two pieces into which its point of contact divides "
        "the hypotenuse AB.",
        "reference_answer": "r = 3; the hypotenuse is split into 5 (next to B) and 12 (next to A)",
        "steps": [
            (
                "Step 1: By Pythagoras' theorem the hypotenuse is $AB = \\sqrt{8^2 + 15^2} = \\sqrt{289} = 17$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The semiperimeter is $s = \\frac{8 + 15 + 17}{2} = 20$ and the area is "
                "$\\frac{1}{2} \\cdot 8 \\cdot 15 = 60$, so by the formula $r = \\frac{\\text{Area}}{s}$ the "
                "inradius works out as $r = 60/20 = 3$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Tangent segments drawn from one vertex to a circle are equal, which means the tangent "
                "length from a vertex is $s$ minus the opposite side. From B it is $20 - 15 = 5$, while from A it "
                "is $20 - 8 = 12$, and indeed $5 + 12 = 17$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: As a check, the tangent length from the right angle C is $20 - 17 = 3$, which equals "
                "$r$, as it must because the two radii and the legs form a square at C.\n\n"
                "Final Answer: r = 3; the hypotenuse is divided into 5 (at B) and 12 (at A).",
                1,
                None,
                None,
            ),
        ],
    },
]
