"""Seventh test set, Math: filling a tank, an exterior angle, a geometric series, a sine graph, the angle between vectors, arrangements of BANANA."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from .figures import figure


@figure("test7_math_exterior_angle")
def _exterior_angle(ax: Axes) -> None:
    a, b, c = (0.0, 0.0), (5.0, 0.0), (3.29, 3.66)
    ax.add_patch(Polygon([a, b, c], closed=True, fill=False, edgecolor="black", linewidth=1.5))
    ax.plot([5.0, 7.0], [0.0, 0.0], color="black", linewidth=1.5)
    ax.text(0.45, 0.15, "48°", fontsize=10)
    ax.text(3.2, 3.0, "x", fontsize=11, style="italic")
    ax.text(5.35, 0.15, "115°", fontsize=10)
    for point, name, offset in ((a, "A", (-0.3, -0.3)), (b, "B", (0.0, -0.35)), (c, "C", (0.0, 0.2))):
        ax.text(point[0] + offset[0], point[1] + offset[1], name, fontsize=10)
    ax.text(6.9, -0.35, "D", fontsize=10)
    ax.set_xlim(-0.7, 7.4)
    ax.set_ylim(-0.7, 4.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test7_math_sine_graph")
def _sine_graph(ax: Axes) -> None:
    x = np.linspace(0, 2 * np.pi, 400)
    ax.plot(x, 3 * np.sin(2 * x), color="tab:blue")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks([0, np.pi / 4, np.pi / 2, 3 * np.pi / 4, np.pi, 3 * np.pi / 2, 2 * np.pi])
    ax.set_xticklabels(["0", "π/4", "π/2", "3π/4", "π", "3π/2", "2π"])
    ax.set_yticks(range(-4, 5))
    ax.set_ylim(-4, 4)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_title("y = A sin(Bx)", fontsize=9)


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A water tank has a capacity of 2.4 m³ and is one-quarter full. A hose adds water at 15 litres per "
        "minute. How many hours does it take to fill the tank completely?",
        "reference_answer": "2 hours",
        "steps": [
            (
                "Step 1: Since 1 m³ holds 1000 litres, the tank's full capacity is 2.4 × 1000 = 2400 L, and this is "
                "the amount of water the hose has to supply.",
                0,
                "QU",
                "The tank is already one-quarter full, so the hose only has to supply three quarters of 2400 L, "
                "which is 1800 L.",
            ),
            (
                "Step 2: At 15 L per minute, the time needed is 2400 ÷ 15 = 160 minutes.",
                0,
                "carried",
                "Carried error: divides the 2400 L of step 1 by the rate; the hose only supplies 1800 L, which takes 120 minutes.",
            ),
            (
                "Step 3: Because there are 60 minutes in an hour, we convert: 160 ÷ 60 ≈ 2.67 hours, which is "
                "2 hours 40 minutes.\n\nFinal answer: about 2.67 hours",
                0,
                "carried",
                "Carried error: converts the 160 minutes of step 2; the correct time is 120 minutes, which is 2 hours.",
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test7_math_exterior_angle"],
        "question": "In <image_1>, side AB of triangle ABC is extended to D. Angle CAB is 48° and the exterior angle "
        "CBD is 115°. Find the angle x at C.",
        "reference_answer": "67°",
        "steps": [
            (
                "**Step 1:** From the figure, the interior angle at A is 48° and the exterior angle at B, between BC "
                "and the extension BD, is 115°.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the exterior angle theorem, an exterior angle of a triangle equals the sum of the two "
                "interior angles that are not next to it, so $\\angle CBD = \\angle A + x$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Substituting the values, we get $115° = 48° + x$, and therefore $x = 115° - 48° = 67°$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** As a check, the interior angle at B is 180° − 115° = 65°, and 48° + 65° + 67° = 180°, "
                "which is what the angle sum of a triangle requires.\n\n**Final answer:** x = 67°",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the sum of the geometric series 3 + 6 + 12 + … + 768.",
        "reference_answer": "1533",
        "steps": [
            (
                "Step 1: The first term is $a = 3$ and each term is twice the one before it, so the common ratio is "
                "$r = 2$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The n-th term is $a r^{n-1} = 3 \\cdot 2^{n-1}$. Setting this equal to 768 gives "
                "$2^{n-1} = 256 = 2^8$, so $n - 1 = 8$ and the series has $n = 9$ terms.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Using the formula for the sum of a geometric series, "
                "$S_n = \\dfrac{a(r^n - 1)}{r - 1}$, we obtain $S_9 = \\dfrac{3(2^9 - 1)}{2 - 1} = 3 \\times 511$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Multiplying out, $3 \\times 511 = 1553$.\n\nFinal answer: 1553",
                0,
                "NC",
                "3 × 511 = 1533, not 1553.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test7_math_sine_graph"],
        "question": "<image_1> shows the graph of y = A sin(Bx) with A > 0 and B > 0. Find A, B and the period of "
        "the function.",
        "reference_answer": "A = 3, B = 2, period π",
        "steps": [
            (
                "To find the constants, I'll read the amplitude and the period straight off the graph.\n\n"
                "### Step 1\nThe curve rises to a maximum of 3 and falls to a minimum of −3, so the amplitude is "
                "$A = 3$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nStarting at the origin, the curve goes up, comes back down through zero at π/2 and "
                "returns to zero going upwards at x = π, which means one full cycle takes π and the period is π.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSince the period of $\\sin(Bx)$ is $\\dfrac{2\\pi}{B}$, setting $\\dfrac{2\\pi}{B} = \\pi$ "
                "gives $B = 2$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nA quick check: at $x = \\pi/4$ the function is $3\\sin(\\pi/2) = 3$, which matches the "
                "first peak on the graph.\n\n**Final answer:** A = 3, B = 2, period = π",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the angle between the vectors u = (1, 2, 2) and v = (2, −1, 2), to the nearest tenth of a "
        "degree.",
        "reference_answer": "about 63.6°",
        "steps": [
            (
                "**Step 1:** Using the definition of the dot product, $u \\cdot v = |u||v|\\cos\\theta$, so we first "
                "need the dot product and both magnitudes.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The dot product is $1(2) + 2(-1) + 2(2) = 2 - 2 + 4 = 4$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The magnitude of a vector is the sum of its components, so $|u| = 1 + 2 + 2 = 5$ and "
                "$|v| = 2 - 1 + 2 = 3$.",
                0,
                "KE",
                "The magnitude is the square root of the sum of the squared components: |u| = √9 = 3 and |v| = √9 = 3.",
            ),
            (
                "**Step 4:** Substituting the values, we get $\\cos\\theta = \\dfrac{4}{5 \\times 3} = \\dfrac{4}{15} "
                "\\approx 0.267$, and therefore $\\theta = \\arccos(0.267) \\approx 74.5°$.\n\n"
                "**Final answer:** θ ≈ 74.5°",
                0,
                "carried",
                "Carried error: uses |u| = 5 from step 3; with |u| = |v| = 3, cos θ = 4/9 and θ ≈ 63.6°.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "In how many distinct ways can the letters of the word BANANA be arranged so that no two A's are "
        "next to each other?",
        "reference_answer": "12",
        "steps": [
            (
                "Let's use the gap method: arrange the other letters first, then slot the A's into the gaps.\n\n"
                "1. The letters other than A are B, N, N. Because the two N's are identical, they can be arranged in "
                "$\\frac{3!}{2!} = 3$ ways.",
                1,
                None,
                None,
            ),
            (
                "2. Three letters in a row leave 4 gaps (one before, two between, one after), and if each A goes into "
                "a different gap, then no two A's can touch.",
                1,
                None,
                None,
            ),
            (
                "3. We need 3 of the 4 gaps, and since the order in which the A's go in matters, the number of ways "
                "is $P(4, 3) = 4 \\times 3 \\times 2 = 24$.",
                0,
                "RE",
                "The three A's are identical, so only the choice of gaps matters: C(4, 3) = 4 ways, not P(4, 3) = 24.",
            ),
            (
                "4. Multiplying the two counts, the total is $3 \\times 24 = 72$.\n\nFinal answer: 72",
                0,
                "carried",
                "Carried error: multiplies by the 24 of step 3; the correct count is 3 × 4 = 12.",
            ),
        ],
    },
]
