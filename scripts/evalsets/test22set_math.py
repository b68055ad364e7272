"""Twenty-second test set, Math: timetables that meet again (LCM), a triangular prism, an absolute-value
inequality, the cosine rule on a drawn triangle, powers of a shear matrix, and a polynomial remainder."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from .figures import figure


@figure("test22_math_prism")
def _prism(ax: Axes) -> None:
    front = [(0, 0), (3, 0), (1.2, 2.0)]
    shift = np.array([3.0, 1.2])
    back = [tuple(np.array(p) + shift) for p in front]
    ax.add_patch(Polygon(front, closed=True, facecolor="#dde8f5", edgecolor="black"))
    for a, b in zip(front, back):
        ax.plot([a[0], b[0]], [a[1], b[1]], color="black", linewidth=1)
    ax.plot([back[1][0], back[2][0]], [back[1][1], back[2][1]], color="black", linewidth=1)
    ax.plot([back[0][0], back[1][0]], [back[0][1], back[1][1]], color="black", linestyle="--", linewidth=1)
    ax.plot([back[0][0], back[2][0]], [back[0][1], back[2][1]], color="black", linestyle="--", linewidth=1)
    ax.plot([1.2, 1.2], [0, 2.0], color="gray", linestyle=":", linewidth=1)
    ax.text(1.5, -0.35, "6 cm", ha="center", fontsize=9)
    ax.text(1.3, 0.8, "4 cm", fontsize=9)
    ax.text(5.0, 0.4, "10 cm", fontsize=9)
    ax.set_xlim(-0.5, 6.8)
    ax.set_ylim(-0.8, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test22_math_triangle")
def _triangle(ax: Axes) -> None:
    a, b = np.array([0.0, 0.0]), np.array([8.0, 0.0])
    c = np.array([7 * np.cos(np.pi / 3), 7 * np.sin(np.pi / 3)])
    ax.add_patch(Polygon([a, b, c], closed=True, fill=False, edgecolor="black", linewidth=1.5))
    ax.text(-0.4, -0.4, "A", fontsize=10)
    ax.text(8.1, -0.4, "B", fontsize=10)
    ax.text(c[0] - 0.1, c[1] + 0.25, "C", fontsize=10)
    ax.text(4.0, -0.6, "8 cm", ha="center", fontsize=9)
    ax.text(1.2, 3.3, "7 cm", fontsize=9)
    ax.text(0.75, 0.25, "60°", fontsize=9)
    ax.set_xlim(-1, 9)
    ax.set_ylim(-1.2, 7.2)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "Two ferries leave the same pier at 7:00 a.m. One returns to the pier every 12 minutes and the "
        "other every 18 minutes. When will they next both be at the pier together?",
        "reference_answer": "7:36 a.m.",
        "steps": [
            (
                "To solve this, we need the first time after 7:00 that is a multiple of both 12 and 18 minutes, which "
                "is their least common multiple (LCM).\n\n**Step 1:** Writing each number as a product of primes, "
                "$12 = 2^2 \\times 3$ and $18 = 2 \\times 3^2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The LCM takes the highest power of each prime, so $\\text{LCM} = 2^2 \\times 3^2 = 4 \\times 9 = 36$ minutes. "
                "As a check, 36 ÷ 12 = 3 and 36 ÷ 18 = 2, and no smaller multiple of 18 (namely 18) is divisible by 12.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Adding 36 minutes to 7:00 a.m. gives 7:36 a.m., by which time the first ferry has made "
                "3 round trips and the second has made 2.\n\n**Final answer:** 7:36 a.m.",
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
        "images": ["test22_math_prism"],
        "question": "<image_1> shows a triangular prism. Its triangular end has a base of 6 cm and a height of 4 cm, "
        "and the prism is 10 cm long. Find its volume.",
        "reference_answer": "120 cm³",
        "steps": [
            (
                "Step 1: The volume of any prism is the area of its cross-section multiplied by its length, $V = A \\times l$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The cross-section is a triangle with base 6 cm and height 4 cm, so its area is "
                "$A = 6 \\times 4 = 24$ cm².",
                0,
                "KE",
                "The area of a triangle is half of base × height: A = ½ × 6 × 4 = 12 cm².",
            ),
            (
                "Step 3: Substituting the values, we get V = 24 cm² × 10 cm = 240 cm³.\n\nFinal answer: 240 cm³",
                0,
                "carried",
                "Carried error: it multiplies the wrong 24 cm² of step 2 by the length; V = 12 × 10 = 120 cm³.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve the inequality $|2x - 5| < 7$ and write the solution set in interval notation.",
        "reference_answer": "(−1, 6)",
        "steps": [
            (
                "I'll use the fact that $|u| < a$ (with $a > 0$) is equivalent to the double inequality $-a < u < a$.\n\n"
                "### Step 1\nApplying this with $u = 2x - 5$ and $a = 7$ gives $-7 < 2x - 5 < 7$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nTo isolate the x-term, we move the −5 across, so we obtain $-12 < 2x < 2$.",
                0,
                "SC",
                "Moving −5 means adding 5 to every part: −7 + 5 = −2 and 7 + 5 = 12, so −2 < 2x < 12; it was "
                "subtracted instead.",
            ),
            (
                "### Step 3\nDividing every part by 2, which is positive and so does not flip the inequality signs, "
                "gives $-6 < x < 1$.",
                0,
                "carried",
                "Carried error: the division is right but it starts from the wrong bounds of step 2; −1 < x < 6.",
            ),
            (
                "### Step 4\nIf we test x = 0, then |−5| = 5 < 7, which holds, while x = 7 gives |9| = 9, which does "
                "not. This is consistent with the interval.\n\n**Final answer:** $x \\in (-6, 1)$",
                0,
                "carried",
                "Carried error: both test points happen to agree with the wrong interval of step 3; the answer is "
                "(−1, 6), since e.g. x = 5 gives |5| = 5 < 7 but lies outside (−6, 1).",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test22_math_triangle"],
        "question": "In triangle ABC of <image_1>, AB = 8 cm, AC = 7 cm and ∠BAC = 60°. Find the length of BC and "
        "the area of the triangle.",
        "reference_answer": "BC = √57 ≈ 7.55 cm; area = 14√3 ≈ 24.2 cm²",
        "steps": [
            (
                "Step 1: Let me restate the problem. I know two sides, AB = 8 cm and AC = 7 cm, and the angle between "
                "them, ∠A = 60°, so I need the third side BC and the area.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Since I have two sides and the included angle, the cosine rule fits: "
                "$a^2 = b^2 + c^2 - 2bc\\cos A$, where a is the side opposite A.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Substituting the values, BC² = 7² + 8² − 2(7)(8)cos 60° = 49 + 64 − 112 × 0.5 = 113 − 56 = 57, "
                "so BC = √57 ≈ 7.55 cm.",
                1,
                None,
                None,
            ),
            (
                "Step 4: For the area I'll use Area = ½ bc sin A, which works because A is the angle between b and c. "
                "So Area = ½ × 7 × 8 × sin 60° = 28 × (√3/2) = 14√3 ≈ 24.2 cm².",
                1,
                None,
                None,
            ),
            (
                "Step 5: Hmm, wait, let me check that BC is sensible. When the included angle is 60°, BC² = b² + c² − bc, "
                "so BC must lie between the other two sides, 7 and 8. Since 7 < 7.55 < 8, this matches.\n\n"
                "**Final answer:** BC = √57 ≈ 7.55 cm, and the area is 14√3 ≈ 24.2 cm².",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Let $A = \\begin{pmatrix} 1 & 2 \\\\ 0 & 1 \\end{pmatrix}$. Find $A^{10}$.",
        "reference_answer": "[[1, 20], [0, 1]]",
        "steps": [
            (
                "We compute the first few powers of A, spot the pattern, and then apply it.\n\n"
                "1. **Squaring.** By the row-by-column rule, $A^2 = \\begin{pmatrix} 1 & 2 \\\\ 0 & 1 "
                "\\end{pmatrix}\\begin{pmatrix} 1 & 2 \\\\ 0 & 1 \\end{pmatrix} = \\begin{pmatrix} 1 & 4 "
                "\\\\ 0 & 1 \\end{pmatrix}$.",
                1,
                None,
                None,
            ),
            (
                "2. **The pattern.** The top-right entry went from 2 to 4, so it doubles each time, which suggests "
                "$A^n = \\begin{pmatrix} 1 & 2^n \\\\ 0 & 1 \\end{pmatrix}$.",
                0,
                "RE",
                "Two terms cannot fix the pattern, and it is wrong: A³ = A²A has top-right entry 4 + 2 = 6, so the "
                "entry grows by 2 each time and $A^n$ has top-right entry 2n.",
            ),
            (
                "3. **Applying it** with n = 10, the top-right entry is $2^{10} = 1024$, so "
                "$A^{10} = \\begin{pmatrix} 1 & 1024 \\\\ 0 & 1 \\end{pmatrix}$.\n\n"
                "**Final answer:** $A^{10} = \\begin{pmatrix} 1 & 1024 \\\\ 0 & 1 \\end{pmatrix}$",
                0,
                "carried",
                "Carried error: it uses the wrong pattern of step 2; the top-right entry of A¹⁰ is 2 × 10 = 20.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "o1-mini",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the remainder when the polynomial $x^{100}$ is divided by $x^2 - 1$.",
        "reference_answer": "1",
        "steps": [
            (
                "Step 1: Let me restate the problem: I want r(x) with x¹⁰⁰ = (x² − 1)q(x) + r(x), and because the "
                "divisor has degree 2, the remainder has degree at most 1, so r(x) = ax + b.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The roots of x² − 1 are x = 1 and x = −1, and at those points the term (x² − 1)q(x) "
                "vanishes. Putting x = 1 gives $1 = a + b$, while x = −1 gives $(-1)^{100} = 1 = -a + b$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Adding the two equations, 2b = 2, so b = 1, and then a = 0. So the remainder is the "
                "constant 1.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check this another way. Since $x^2 \\equiv 1 \\pmod{x^2 - 1}$, we have $x^{100} = (x^2)^{50} \\equiv 1^{50} = 1$. "
                "This matches my earlier result.\n\n**Final answer:** the remainder is 1.",
                1,
                None,
                None,
            ),
        ],
    },
]
