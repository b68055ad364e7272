"""Second test set, Math: discounts and tax, chart statistics, exponential equations, right-triangle trigonometry, square divisors, inscribed squares."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from . import t
from .figures import figure


@figure("test2_math_books_bar")
def _books_bar(ax: Axes) -> None:
    names = ["Ana", "Ben", "Cara", "Dev", "Eli"]
    counts = [4, 7, 3, 7, 9]
    ax.bar(names, counts, color="tab:green", edgecolor="black")
    ax.set_yticks(range(0, 11))
    ax.set_ylim(0, 10)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylabel("books read")
    ax.set_title("Books read in March", fontsize=9)


@figure("test2_math_right_triangle")
def _right_triangle(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (8, 0), (8, 5.6)], closed=True, fill=False, edgecolor="black", linewidth=1.5))
    ax.add_patch(Rectangle((7.5, 0), 0.5, 0.5, fill=False, edgecolor="black"))
    ax.text(1.3, 0.25, "35°", fontsize=10)
    ax.text(3.6, 3.3, "12 cm", fontsize=10, rotation=35)
    ax.text(4.0, -0.6, "b", fontsize=11, ha="center")
    ax.text(8.4, 2.8, "a", fontsize=11, va="center")
    ax.text(-0.4, -0.4, "A", fontsize=10)
    ax.text(8.2, -0.4, "C", fontsize=10)
    ax.text(8.2, 5.8, "B", fontsize=10)
    ax.set_xlim(-1, 10)
    ax.set_ylim(-1.2, 6.6)
    ax.set_aspect("equal")
    ax.axis("off")


def _radius_label(ax: Axes) -> None:
    ax.plot([0, 3], [0, 0], color="tab:red")
    ax.plot([0], [0], "o", color="black", markersize=3)
    ax.text(1.5, 0.2, "r = 3", ha="center", fontsize=9, color="tab:red")


@figure("test2_math_circle_in_square")
def _circle_in_square(ax: Axes) -> None:
    ax.add_patch(Rectangle((-3, -3), 6, 6, fill=False, edgecolor="black", linewidth=1.5))
    ax.add_patch(Circle((0, 0), 3, fill=False, edgecolor="tab:blue", linewidth=1.5))
    _radius_label(ax)
    ax.set_title("Image-1", fontsize=10)
    ax.set_xlim(-3.6, 3.6)
    ax.set_ylim(-3.6, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test2_math_square_in_circle")
def _square_in_circle(ax: Axes) -> None:
    corners = [(3 * np.cos(a), 3 * np.sin(a)) for a in np.deg2rad([45, 135, 225, 315])]
    ax.add_patch(Circle((0, 0), 3, fill=False, edgecolor="tab:blue", linewidth=1.5))
    ax.add_patch(Polygon(corners, closed=True, fill=False, edgecolor="black", linewidth=1.5))
    _radius_label(ax)
    ax.set_title("Image-2", fontsize=10)
    ax.set_xlim(-3.6, 3.6)
    ax.set_ylim(-3.6, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A jacket is priced at $80. The shop takes 25% off the price, and then adds 10% sales tax to the "
        "reduced price. How much does a customer pay for the jacket?",
        "reference_answer": "$66",
        "steps": [
            (
                t("""
                To find the amount paid, we apply the discount first and then the tax.

                **Step 1: Find the discount.**
                25% of $80 is $0.25 \\times 80 = 20$ dollars.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2: Find the reduced price.** Subtracting the discount, we get $80 - 20 = 60$ dollars.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: Find the tax.** The tax is 10% of the reduced price, so it is $0.10 \\times 60 = 6$ dollars.",
                1,
                None,
                None,
            ),
            (
                "**Step 4: Combine.** The customer pays the reduced price plus the tax: $60 + 6 = 66$ dollars.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 5: Check.** We can also show this in one line by converting both changes to multipliers: $80 \\times 0.75 \\times 1.10 = 66$, which is the same amount.

                **Final answer:** The customer pays **$66**.
                """),
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test2_math_books_bar"],
        "question": "<image_1> shows how many books five students read in March. Find the mean, the median and the "
        "range of the numbers of books.",
        "reference_answer": "mean 6, median 7, range 6",
        "steps": [
            ("Step 1: Reading the bar chart, the values are Ana 4, Ben 7, Cara 3, Dev 7 and Eli 9.", 1, None, None),
            (
                "Step 2: The mean is the total divided by the number of students: (4 + 7 + 3 + 7 + 9) ÷ 5 = 30 ÷ 5 = 6.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Putting the values in order gives 3, 4, 7, 7, 9. The middle (third) value is 7, thus the median is 7.",
                1,
                None,
                None,
            ),
            (
                t("""
                Step 4: From the chart, the shortest bar is Ana's at 4 books and the tallest is Eli's at 9 books, so the range is 9 − 4 = 5.

                Final answer: mean = 6, median = 7, range = 5
                """),
                0,
                "VI",
                "The shortest bar is Cara's at 3 books (as read in step 1), so the range is 9 − 3 = 6.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve for x: 2^(x+1) + 2^x = 48.",
        "reference_answer": "x = 4",
        "steps": [
            (
                "Step 1: Use the law of exponents to write \\(2^{x+1} = 2 \\cdot 2^x\\). Then the equation becomes "
                "\\(2 \\cdot 2^x + 2^x = 48\\).",
                1,
                None,
                None,
            ),
            ("Step 2: Combine the like terms: \\(3 \\cdot 2^x = 48\\), so \\(2^x = 16\\).", 1, None, None),
            ("Step 3: Since \\(16 = 2^4\\), we obtain \\(x = 4\\) by comparing the exponents.", 1, None, None),
            ("Step 4: Check: \\(2^5 + 2^4 = 32 + 16 = 48\\). ✓\n\nThe final answer is \\(x = 4\\).", 1, None, None),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test2_math_right_triangle"],
        "question": "In the right triangle ABC of <image_1>, the right angle is at C, angle A = 35° and the hypotenuse "
        "AB = 12 cm. Find the lengths of the legs a = BC and b = AC, to two decimal places.",
        "reference_answer": "a ≈ 6.88 cm, b ≈ 9.83 cm",
        "steps": [
            (
                t("""
                ### Step 1: Identify the sides
                Relative to angle A, the side a = BC is opposite, b = AC is adjacent, and AB = 12 cm is the hypotenuse.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Find a
                \\[ \\sin 35^\\circ = \\frac{a}{12} \\implies a = 12 \\sin 35^\\circ \\approx 12 \\times 0.5736 \\approx 6.88 \\text{ cm} \\]
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Find b
                \\[ \\cos 35^\\circ = \\frac{12}{b} \\implies b = \\frac{12}{\\cos 35^\\circ} \\approx \\frac{12}{0.8192} \\approx 14.65 \\text{ cm} \\]
                """),
                0,
                "KE",
                "Cosine is adjacent over hypotenuse: cos 35° = b/12, so b = 12 cos 35° ≈ 9.83 cm.",
            ),
            (
                "### Step 4: Final answer\nThe legs are a ≈ 6.88 cm and b ≈ 14.65 cm.",
                0,
                "carried",
                "Carried error: b reuses the wrong value of step 3 (and cannot exceed the hypotenuse).",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many positive divisors of 720 are perfect squares?",
        "reference_answer": "6",
        "steps": [
            (
                t("""
                I'll count the square divisors using the prime factorization.

                **Step 1:** Factor 720: $720 = 16 \\cdot 45 = 2^4 \\cdot 3^2 \\cdot 5$.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** A divisor $2^a 3^b 5^c$ is a perfect square exactly when every exponent $a, b, c$ is even, "
                "with $0 \\le a \\le 4$, $0 \\le b \\le 2$, $0 \\le c \\le 1$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** For $a$ the even choices are 0, 2, 4 (3 choices); for $b$ they are 0, 2 (2 choices); for $c$ "
                "we can use 0 or 1 (2 choices).",
                0,
                "RE",
                "c must be even and at most 1, so only c = 0 is allowed: 1 choice, not 2.",
            ),
            (
                "**Step 4:** Multiplying the numbers of choices gives $3 \\times 2 \\times 2 = 12$.\n\n**Final answer: 12**",
                0,
                "carried",
                "Carried error: uses the 2 choices for c from step 3; the correct count is 3 × 2 × 1 = 6.",
            ),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test2_math_circle_in_square", "test2_math_square_in_circle"],
        "question": "In <image_1> a circle of radius 3 is inscribed in a square; in <image_2> a square is inscribed in a "
        "circle of radius 3. What is the ratio of the area of the square in Image-1 to the area of the "
        "square in Image-2? (A) 2 (B) √2 (C) 4 (D) 3/2",
        "reference_answer": "(A) 2",
        "steps": [
            (
                "1. **Square in Image-1:** The circle touches all four sides, so the side of the square equals the "
                "diameter, $2 \\times 3 = 6$. Its area is $6^2 = 36$.",
                1,
                None,
                None,
            ),
            (
                "2. **Square in Image-2:** The vertices lie on the circle, so the diagonal of the square is the diameter, "
                "6. A square with diagonal $d$ has area $d^2/2$, which is $36/2 = 18$.",
                1,
                None,
                None,
            ),
            (
                "3. **Ratio:** $\\dfrac{36}{18} = 2$. This does not depend on the radius, because both areas scale with $r^2$.",
                1,
                None,
                None,
            ),
            ("4. Comparing with the options, the ratio 2 matches option (A).\n\nFinal Answer: (A)", 1, None, None),
        ],
    },
]
