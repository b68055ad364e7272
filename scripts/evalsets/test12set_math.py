"""Twelfth test set, Math: a wheelchair ramp, a phone bill, a hexagon against a circle, a trigonometric
quadratic, the height of a tower from an angle of elevation, and a minimum found by AM-GM."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon

from .figures import figure


@figure("test12_math_ramp")
def _ramp(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (6, 0), (6, 0.5)], closed=True, facecolor="#d9d9d9", edgecolor="black"))
    ax.text(3, -0.25, "6.0 m", ha="center", fontsize=9)
    ax.text(6.15, 0.25, "0.5 m", va="center", fontsize=9)
    ax.text(2.8, 0.45, "ramp", ha="center", fontsize=9)
    ax.set_xlim(-0.5, 7.2)
    ax.set_ylim(-0.6, 1.2)
    ax.axis("off")


@figure("test12_math_hexagon")
def _hexagon(ax: Axes) -> None:
    corners = [(4 * math.cos(math.pi / 3 * k), 4 * math.sin(math.pi / 3 * k)) for k in range(6)]
    ax.add_patch(Polygon(corners, closed=True, facecolor="#c6dbef", edgecolor="black"))
    ax.text(3.4, -2.6, "side 4 cm", fontsize=9)
    ax.text(0, 0, "regular\nhexagon", ha="center", va="center", fontsize=9)
    ax.set_xlim(-5, 6)
    ax.set_ylim(-5, 5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test12_math_circle")
def _circle(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 4, facecolor="#fdd49e", edgecolor="black"))
    ax.annotate("", xy=(-4, 0), xytext=(4, 0), arrowprops={"arrowstyle": "<->"})
    ax.text(0, 0.4, "d = 8 cm", ha="center", fontsize=9)
    ax.set_xlim(-5, 5)
    ax.set_ylim(-5, 5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test12_math_tower")
def _tower(ax: Axes) -> None:
    ax.plot([0, 10], [0, 0], color="black")
    ax.plot([0.3, 0.3], [0, 0.8], color="black", linewidth=3)
    ax.plot([9, 9], [0, 7.5], color="#636363", linewidth=6)
    ax.plot([0.3, 9], [0.8, 7.5], color="#e6550d", linestyle="--")
    ax.plot([0.3, 9], [0.8, 0.8], color="#e6550d", linestyle=":")
    ax.text(1.6, 1.1, "35°", fontsize=9)
    ax.text(4.6, -0.6, "40 m", ha="center", fontsize=9)
    ax.text(-0.2, 0.4, "eye 1.6 m", ha="right", fontsize=8)
    ax.set_xlim(-2.5, 10.5)
    ax.set_ylim(-1, 8.5)
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test12_math_ramp"],
        "question": "A wheelchair ramp in <image_1> rises 0.5 m over a horizontal run of 6.0 m. How long is the "
        "sloping surface of the ramp, to the nearest centimetre, and what is its gradient as a percentage?",
        "reference_answer": "about 6.02 m; about 8.3%",
        "steps": [
            (
                "To solve this, we treat the ramp's side view as a right triangle whose legs are the rise and the "
                "run, so the sloping surface is the hypotenuse.\n\n**Step 1:** By the Pythagorean theorem, the "
                "length $L$ satisfies $L^2 = 6.0^2 + 0.5^2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting the values, we get $L^2 = 36 + 0.25 = 36.25$, which gives "
                "$L = \\sqrt{36.25} \\approx 6.021$ m, so the ramp is about 6.02 m long.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The gradient is rise divided by run, $0.5 / 6.0 \\approx 0.0833$, and therefore as a "
                "percentage it works out to about 8.3%.\n\n**Final Answer:** about 6.02 m long, gradient ≈ 8.3%",
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
        "images": [],
        "question": "Leo's phone plan charges a fixed $12 a month plus $0.05 for every text message he sends. "
        "His bill for May was $19.50. How many text messages did he send in May?",
        "reference_answer": "150",
        "steps": [
            (
                "Let me set up an equation for the bill.\n\nStep 1: If Leo sends $n$ texts, then his bill is "
                "$12 + 0.05n$ dollars, because the fixed charge is paid whatever he does.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Setting the bill equal to \\$19.50 gives $12 + 0.05n = 19.50$, so the part that comes "
                "from texting is $19.50 - 12 = 8.50$ dollars.",
                0,
                "NC",
                "19.50 − 12 = 7.50, not 8.50.",
            ),
            (
                "Step 3: Dividing by the cost of one text, $n = 8.50 / 0.05 = 170$.\n\nFinal answer: Leo sent "
                "170 text messages.",
                0,
                "carried",
                "The division is right, but with $7.50 the number of texts is 7.50 / 0.05 = 150.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test12_math_hexagon", "test12_math_circle"],
        "question": "Which has the larger area, the regular hexagon in <image_1> or the circle in <image_2>, and "
        "by how much? Give the difference to one decimal place.",
        "reference_answer": "the circle, by about 8.7 cm²",
        "steps": [
            (
                "Step 1: A regular hexagon splits into six equilateral triangles whose side equals the hexagon's "
                "side, so its area is $A = \\frac{3\\sqrt{3}}{2} s^2$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: With $s = 4$ cm, the hexagon's area is $\\frac{3\\sqrt{3}}{2} \\times 16 = 24\\sqrt{3} "
                "\\approx 41.57$ cm².",
                1,
                None,
                None,
            ),
            (
                "Step 3: From the figure the circle's radius is 8 cm, so its area is $\\pi r^2 = 64\\pi \\approx "
                "201.06$ cm².",
                0,
                "VI",
                "The 8 cm in the figure is the diameter (d = 8 cm), so r = 4 cm and the area is 16π ≈ 50.27 cm².",
            ),
            (
                "Step 4: The circle is larger, and the difference is $201.06 - 41.57 \\approx 159.5$ cm².\n\n"
                "Final answer: the circle is larger, by about 159.5 cm².",
                0,
                "carried",
                "The circle is larger, but with an area of 50.27 cm² the difference is about 8.7 cm².",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve $2\\cos^2 x - 3\\cos x + 1 = 0$ for $0 \\le x < 2\\pi$.",
        "reference_answer": "x = 0, π/3, 5π/3",
        "steps": [
            (
                "### Step 1: Treat it as a quadratic\nIf we put $u = \\cos x$, then the equation becomes "
                "$2u^2 - 3u + 1 = 0$, which factors as $(2u - 1)(u - 1) = 0$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Solve for cos x\nSo either $\\cos x = \\tfrac{1}{2}$ or $\\cos x = 1$, and both values "
                "lie in $[-1, 1]$, which means neither has to be discarded.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Find the angles\nIn $[0, 2\\pi)$, $\\cos x = 1$ only at $x = 0$, while $\\cos x = "
                "\\tfrac{1}{2}$ at $x = \\pi/3$ in the first quadrant and $x = 5\\pi/3$ in the fourth, since cosine "
                "is positive there.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Check\nSubstituting $x = \\pi/3$ back, we get $2 \\cdot \\tfrac{1}{4} - \\tfrac{3}{2} + 1 "
                "= 0$, which confirms the root, and $x = 0$ gives $2 - 3 + 1 = 0$ as well.\n\n"
                "**Final Answer:** $x = 0,\\ \\pi/3,\\ 5\\pi/3$",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test12_math_tower"],
        "question": "In <image_1>, a surveyor whose eyes are 1.6 m above the ground stands 40 m from the foot of a "
        "tower and sees its top at an angle of elevation of 35°. How tall is the tower, to one decimal place?",
        "reference_answer": "about 29.6 m",
        "steps": [
            (
                "**Step 1:** The line of sight, the horizontal through the surveyor's eyes and the tower form a "
                "right triangle, with the 40 m distance as the side adjacent to the 35° angle.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Because the angle is measured from the surveyor's eye level, the triangle only gives "
                "the height $h$ of the top above the eyes, so the tower's height is $h + 1.6$ m.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The height $h$ is opposite the angle, and using the ratio $\\sin 35° = h / 40$ we "
                "obtain $h = 40 \\sin 35° = 40 \\times 0.5736 \\approx 22.9$ m.",
                0,
                "KE",
                "Opposite over adjacent is the tangent, so h = 40 tan 35° = 40 × 0.7002 ≈ 28.0 m; 40 m is the "
                "adjacent side, not the hypotenuse.",
            ),
            (
                "**Step 4:** Substituting the values, we get a tower height of $22.9 + 1.6 = 24.5$ m.\n\n"
                "**Final answer:** the tower is about 24.5 m tall.",
                0,
                "carried",
                "Adding the eye height is right, but the height is 28.0 + 1.6 ≈ 29.6 m.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Find the minimum value of $f(x) = x + \\dfrac{4}{x - 1}$ for $x > 1$, and the value of x at "
        "which it is reached.",
        "reference_answer": "5, at x = 3",
        "steps": [
            (
                "1. Rewrite the function so that a product with a constant appears: $f(x) = (x - 1) + "
                "\\dfrac{4}{x - 1} + 1$, and both terms are positive because $x > 1$.",
                1,
                None,
                None,
            ),
            (
                "2. By the AM–GM inequality, $(x - 1) + \\dfrac{4}{x - 1} \\ge 2\\sqrt{4} = 4$, with equality "
                "when $(x - 1)^2 = 4$.",
                1,
                None,
                None,
            ),
            (
                "3. Taking the positive root of $(x - 1)^2 = 4$ gives $x - 1 = 4$, so the equality holds at $x = 5$.",
                0,
                "SC",
                "The square root of 4 is 2, so x − 1 = 2 and x = 3.",
            ),
            (
                "4. Thus the minimum is $f(5) = 5 + \\dfrac{4}{4} = 6$.\n\nFinal answer: the minimum value is 6, "
                "reached at $x = 5$.",
                0,
                "carried",
                "The bound from step 2 gives a minimum of 4 + 1 = 5, reached at x = 3 (f(3) = 3 + 2 = 5); "
                "f(5) = 6 is not the minimum.",
            ),
        ],
    },
]
