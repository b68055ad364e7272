"""Sixteenth test set, Physics: the pressure under a stiletto heel, a car's acceleration from two speedometer
readings, a box pulled by a slanted rope, the energy stored in a phone battery, an Atwood machine, and the speed for a
frictionless banked curve."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


def _gauge(ax: Axes, speed: float, label: str) -> None:
    ax.add_patch(Rectangle((0, 0), 120, 4, facecolor="#f0f0f0", edgecolor="black"))
    for tick in range(0, 121, 4):
        ax.plot([tick, tick], [0, 1.5 if tick % 20 == 0 else 0.8], color="black", linewidth=1)
        if tick % 20 == 0:
            ax.text(tick, -2.2, str(tick), ha="center", fontsize=8)
    ax.plot([speed, speed], [0, 4], color="#cb181d", linewidth=3)
    ax.text(60, 6, label, ha="center", fontsize=9)
    ax.text(60, -5, "speed (km/h)", ha="center", fontsize=8)
    ax.set_xlim(-8, 128)
    ax.set_ylim(-7, 8)
    ax.axis("off")


@figure("test16_phys_gauge_start")
def _gauge_start(ax: Axes) -> None:
    _gauge(ax, 36, "t = 0 s")


@figure("test16_phys_gauge_end")
def _gauge_end(ax: Axes) -> None:
    _gauge(ax, 72, "t = 5.0 s")


@figure("test16_phys_rope")
def _rope(ax: Axes) -> None:
    ax.plot([-1, 9], [0, 0], color="black")
    ax.add_patch(Rectangle((1, 0), 3, 2, facecolor="#fdae6b", edgecolor="black"))
    ax.text(2.5, 1, "2.0 kg", ha="center", va="center", fontsize=9)
    ax.annotate("", xy=(7.5, 3.7), xytext=(4, 1.7), arrowprops={"arrowstyle": "->", "linewidth": 2})
    ax.text(5.2, 3.4, "F = 12 N", fontsize=9)
    ax.plot([4, 6.5], [1.7, 1.7], color="gray", linestyle="--")
    ax.text(5.3, 1.9, "30°", fontsize=9)
    ax.text(4, -0.8, "smooth floor", ha="center", fontsize=8)
    ax.set_xlim(-1.5, 9)
    ax.set_ylim(-1.2, 4.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test16_phys_atwood")
def _atwood(ax: Axes) -> None:
    ax.add_patch(Circle((0, 6), 0.8, fill=False, linewidth=2))
    ax.plot([0, 0], [6, 7.5], color="black")
    ax.plot([-1.5, 1.5], [7.5, 7.5], color="black", linewidth=3)
    ax.plot([-0.8, -0.8], [6, 2.5], color="black")
    ax.plot([0.8, 0.8], [6, 3.5], color="black")
    ax.add_patch(Rectangle((-1.4, 1.3), 1.2, 1.2, facecolor="#9e9ac8", edgecolor="black"))
    ax.add_patch(Rectangle((0.2, 2.5), 1.2, 1.0, facecolor="#a1d99b", edgecolor="black"))
    ax.text(-0.8, 1.9, "3.0 kg", ha="center", va="center", fontsize=8)
    ax.text(0.8, 3.0, "2.0 kg", ha="center", va="center", fontsize=8)
    ax.set_xlim(-3, 3)
    ax.set_ylim(0.5, 8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A 60 kg woman balances for a moment on one stiletto heel whose tip has an area of 1.0 cm². What "
        "pressure does the heel exert on the floor? Take g = 10 N/kg.",
        "reference_answer": "6.0 × 10⁶ Pa",
        "steps": [
            (
                "**Step 1:** The force on the floor is the woman's weight, $W = mg = 60 \\times 10 = 600$ N, because "
                "all of it rests on the heel.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The area has to be in square metres, and since 1 cm² = $10^{-4}$ m², the heel's area "
                "is $1.0 \\times 10^{-4}$ m².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Using $p = F/A$ and substituting the values, we get "
                "$p = 600 \\div (1.0 \\times 10^{-4}) = 6.0 \\times 10^{6}$ Pa, which is why such heels dent soft "
                "floors.\n\n**Final Answer:** $6.0 \\times 10^{6}$ Pa",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test16_phys_gauge_start", "test16_phys_gauge_end"],
        "question": "<image_1> and <image_2> show a car's speed gauge at t = 0 s and at t = 5.0 s while it speeds up "
        "steadily along a straight road. Find its acceleration in m/s².",
        "reference_answer": "2.0 m/s²",
        "steps": [
            (
                "Step 1: In <image_1> the needle sits at 36 km/h, and in <image_2> it points at 90 km/h.",
                0,
                "VI",
                "The needle in <image_2> is at 72 km/h, two small 4 km/h ticks below the 80 label, not at 90 km/h.",
            ),
            (
                "Step 2: Dividing by 3.6 to convert to m/s, the speeds are 10 m/s and 25 m/s, so the speed goes "
                "up by 15 m/s.",
                0,
                "carried",
                "The conversion is right but uses the misread 90 km/h; the speeds are 10 and 20 m/s, a change of "
                "10 m/s.",
            ),
            (
                "Step 3: Acceleration is the change in velocity divided by the time taken, so "
                "$a = 15 \\div 5.0 = 3.0$ m/s².\n\nFinal answer: 3.0 m/s²",
                0,
                "carried",
                "It follows from the wrong change of speed; the acceleration is 10 ÷ 5.0 = 2.0 m/s².",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test16_phys_rope"],
        "question": "In <image_1>, a rope pulls the 2.0 kg box with a force of 12 N at 30° above the horizontal across "
        "a smooth floor. Find the box's acceleration and the normal force from the floor. Take g = 10 m/s².",
        "reference_answer": "a ≈ 5.2 m/s²; N = 14 N",
        "steps": [
            (
                "I'll split the rope's pull into horizontal and vertical parts and apply Newton's second law "
                "along each direction.\n\n**Step 1:** The horizontal part is $12\\cos 30° \\approx 10.4$ N, while the "
                "vertical part is $12\\sin 30° = 6.0$ N.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since the floor is smooth, only the horizontal part speeds the box up, so "
                "$a = 10.4 \\div 2.0 \\approx 5.2$ m/s².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Vertically the box does not move, so the forces balance: $N + 6.0 = mg = 20$ N, and "
                "therefore $N = 14$ N, which is less than the weight because the rope partly lifts the box.\n\n"
                "**Final answer:** $a \\approx 5.2$ m/s², $N = 14$ N",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A phone battery is rated 3.7 V, 4000 mAh. How much energy does it store when fully charged, in kJ?",
        "reference_answer": "about 53 kJ",
        "steps": [
            (
                "### Step 1: Find the charge\nThe rating 4000 mAh means the battery can deliver 4.0 A for one hour, "
                "so the charge is $Q = 4.0 \\text{ A} \\times 3600 \\text{ s} = 14\\,400$ C.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find the energy\nSince each coulomb passing through 3.7 V transfers 3.7 J, the energy is "
                "$E = QV = 14\\,400 \\times 3.7 = 5328$ J.",
                0,
                "NC",
                "14 400 × 3.7 = 53 280 J, not 5328 J.",
            ),
            (
                "### Step 3: Convert\n$5328$ J $\\approx 5.3$ kJ.\n\n**Final Answer:** about 5.3 kJ",
                0,
                "carried",
                "The conversion is right but it carries the slip of step 2; the battery stores about 53 kJ.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test16_phys_atwood"],
        "question": "The Atwood machine in <image_1> has masses of 3.0 kg and 2.0 kg hung over a light, frictionless "
        "pulley. Find the acceleration of the masses and the tension in the string. Take g = 10 m/s².",
        "reference_answer": "a = 2.0 m/s²; T = 24 N",
        "steps": [
            (
                "Step 1: The 3.0 kg mass is heavier, so it moves down while the 2.0 kg mass moves up, both with the "
                "same acceleration a because the string doesn't stretch.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Applying Newton's second law to each mass: $30 - T = 3.0a$ for the heavier one and "
                "$T - 20 = 2.0a$ for the lighter one.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Adding the two equations eliminates T, and we obtain $10 = 5.0a$, so $a = 2.0$ m/s².",
                1,
                None,
                None,
            ),
            (
                "Step 4: Substituting the values, we get $T = 20 + 2.0 \\times 2.0 = 24$ N, which lies between the "
                "two weights as it should.\n\nFinal answer: a = 2.0 m/s², T = 24 N",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A road curve of radius 50 m is banked at 20° so that cars can take it with no help from friction. "
        "At what speed should a car drive round it? Take g = 9.8 m/s².",
        "reference_answer": "about 13 m/s",
        "steps": [
            (
                "**Step 1:** With no friction, only the normal force and the weight act on the car, and the normal "
                "force's horizontal part must supply the centripetal force.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Resolving, $N\\cos\\theta = mg$ and $N\\sin\\theta = mv^2/r$; dividing these gives the "
                "banking condition $\\tan\\theta = \\dfrac{rg}{v^2}$.",
                0,
                "KE",
                "Dividing the equations gives $\\tan\\theta = v^2/(rg)$, not $rg/v^2$.",
            ),
            (
                "**Step 3:** Rearranging, $v = \\sqrt{rg/\\tan\\theta} = \\sqrt{50 \\times 9.8 / 0.364} "
                "\\approx \\sqrt{1346} \\approx 36.7$ m/s.\n\n**Final answer:** about 37 m/s",
                0,
                "carried",
                "The arithmetic follows the wrong relation of step 2; $v = \\sqrt{rg\\tan\\theta} = \\sqrt{178} "
                "\\approx 13$ m/s.",
            ),
        ],
    },
]
