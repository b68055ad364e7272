"""Eighth test set, Math: cereal unit prices, a pie chart of travel modes, a cubic's tangent line, the law of cosines, a binomial probability, a divisor sum."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test8_math_pie")
def _pie(ax: Axes) -> None:
    angles = [150, 90, 75, 45]
    labels = ["Bus 150°", "Walk 90°", "Cycle 75°", "Car 45°"]
    ax.pie(
        angles, labels=labels, startangle=90, counterclock=False, colors=["#9ecae1", "#a1d99b", "#fdae6b", "#bcbddc"]
    )
    ax.set_title("How 240 students travel to school", fontsize=9)
    ax.set_aspect("equal")


@figure("test8_math_triangle")
def _triangle(ax: Axes) -> None:
    ax.plot([0, 7, 4, 0], [0, 0, 6.93, 0], color="black", linewidth=1.4)
    ax.text(3.5, -0.45, "7 cm", ha="center", fontsize=10)
    ax.text(1.4, 3.7, "8 cm", ha="center", fontsize=10)
    ax.text(0.55, 0.25, "60°", fontsize=10)
    ax.text(-0.35, -0.3, "A", fontsize=10)
    ax.text(7.1, -0.3, "B", fontsize=10)
    ax.text(4.0, 7.1, "C", fontsize=10)
    ax.set_xlim(-1, 8)
    ax.set_ylim(-1, 7.8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A 750 g box of cereal costs $4.50 and a 1.2 kg box of the same cereal costs $6.60. Which box "
        "is better value, judged by the price per 100 g?",
        "reference_answer": "the 1.2 kg box ($0.55 per 100 g against $0.60)",
        "steps": [
            (
                "To compare the two boxes fairly, we work out what 100 g costs in each one.\n\n"
                "**Step 1:** The small box holds 750 g, which is 7.5 lots of 100 g, so 100 g costs "
                "$\\$4.50 \\div 7.5 = \\$0.60$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The large box holds 1.2 kg = 1200 g, which is 12 lots of 100 g, and therefore 100 g "
                "costs $\\$6.60 \\div 12 = \\$0.55$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since $0.55 is less than $0.60, the large box gives more cereal for each dollar.\n\n"
                "**Final Answer:** the 1.2 kg box is better value ($0.55 per 100 g).",
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
        "images": ["test8_math_pie"],
        "question": "<image_1> shows how 240 students travel to school. How many of them cycle?",
        "reference_answer": "50",
        "steps": [
            (
                "Step 1: The whole circle is 360°, and it stands for all 240 students, so each degree represents "
                "$\\frac{240}{360} = \\frac{2}{3}$ of a student.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Looking at <image_1>, the sector labelled Cycle takes up a right angle, so its angle is 90°.",
                0,
                "VI",
                "The chart labels the Cycle sector 75°; the 90° sector is Walk.",
            ),
            (
                "Step 3: Multiplying the angle by the students per degree, we obtain "
                "$90 \\times \\frac{2}{3} = 60$ students.\n\nFinal answer: 60 students cycle.",
                0,
                "carried",
                "Carried error: the arithmetic is right for 90°; with the chart's 75° it is 75 × 2/3 = 50.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the equation of the tangent line to the curve $y = x^3 - 4x$ at the point where $x = 2$.",
        "reference_answer": "y = 8x − 16",
        "steps": [
            (
                "I'll find the point of contact first and then the slope there.\n\n"
                "### Step 1\nAt $x = 2$ the curve's height is $y = 2^3 - 4(2) = 8 - 8 = 0$, so the tangent touches "
                "the curve at $(2, 0)$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nUsing the power rule term by term, the derivative is $\\dfrac{dy}{dx} = 3x^2 - 4$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nIf we evaluate the derivative at $x = 2$, then the slope is $3(4) - 4 = 8$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nThe point-slope form sets up the line as $y - 0 = 8(x - 2)$, which expands to "
                "$y = 8x - 2$.\n\n**Final answer:** $y = 8x - 2$",
                0,
                "SC",
                "Expanding 8(x − 2) gives 8x − 16, not 8x − 2; the tangent is y = 8x − 16.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test8_math_triangle"],
        "question": "In triangle ABC of <image_1>, AB = 7 cm, AC = 8 cm and angle A = 60°. Find the length of BC "
        "and the area of the triangle.",
        "reference_answer": "BC = √57 ≈ 7.55 cm; area = 14√3 ≈ 24.2 cm²",
        "steps": [
            (
                "1. Since we know two sides and the angle between them, the law of cosines gives the third side: "
                "$BC^2 = AB^2 + AC^2 - 2 \\cdot AB \\cdot AC \\cos A$.",
                1,
                None,
                None,
            ),
            (
                "2. Substituting the values, we get $BC^2 = 49 + 64 - 2 \\cdot 7 \\cdot 8 \\cdot \\tfrac12 "
                "= 113 - 28 = 85$.",
                0,
                "NC",
                "2 · 7 · 8 · ½ is 56, not 28, so BC² = 113 − 56 = 57.",
            ),
            (
                "3. For the area we use the formula $\\tfrac12 ab \\sin C$ with the two known sides, which gives "
                "$\\tfrac12 \\cdot 7 \\cdot 8 \\cdot \\sin 60° = 14\\sqrt3 \\approx 24.2$ cm².",
                1,
                None,
                None,
            ),
            (
                "4. Taking the square root of step 2's result, BC = √85 ≈ 9.22 cm.\n\n"
                "**Final Answer:** BC ≈ 9.22 cm, area ≈ 24.2 cm²",
                0,
                "carried",
                "Carried error: √85 is right for step 2's value, but BC = √57 ≈ 7.55 cm.",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "A biased coin lands heads with probability 0.3. It is tossed 5 times. What is the probability "
        "of getting exactly 2 heads?",
        "reference_answer": "0.3087",
        "steps": [
            (
                "**Step 1:** The tosses are independent and each one has the same chance of heads, so the number "
                "of heads follows a binomial distribution with $n = 5$ and $p = 0.3$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the binomial formula, $P(X = 2) = \\binom{5}{2} p^2 (1 - p)^3$, because we choose "
                "which 2 of the 5 tosses are heads while the other 3 are tails.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Here $\\binom{5}{2} = 10$, $0.3^2 = 0.09$ and $0.7^3 = 0.343$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Multiplying these together gives $10 \\times 0.09 \\times 0.343 = 0.3087$.\n\n"
                "**Final Answer:** 0.3087",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the sum of all positive divisors of 360.",
        "reference_answer": "1170",
        "steps": [
            (
                "Step 1: We factor 360 into primes: $360 = 2^3 \\cdot 3^2 \\cdot 5$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The divisor-sum function is multiplicative, so $\\sigma(360) = \\sigma(2^3)\\,\\sigma(3^2)"
                "\\,\\sigma(5)$, and for a prime power $\\sigma(p^k) = 1 + p + \\dots + p^k$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: This works out to $\\sigma(2^3) = 15$, $\\sigma(3^2) = 13$ and $\\sigma(5) = 6$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Multiplying, $15 \\times 13 \\times 6 = 1170$.\n\nFinal answer: 1170",
                1,
                None,
                None,
            ),
        ],
    },
]
