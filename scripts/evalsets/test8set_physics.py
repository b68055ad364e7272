"""Eighth test set, Physics: a two-speed bike ride, a balanced seesaw, a velocity-time graph, parallel resistors, a spring's oscillation, a satellite's orbit."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test8_phys_seesaw")
def _seesaw(ax: Axes) -> None:
    ax.plot([-2.0, 2.6], [0.0, 0.0], color="saddlebrown", linewidth=4)
    ax.fill([-0.2, 0.2, 0.0], [-0.6, -0.6, -0.02], color="gray")
    ax.annotate("", xy=(-1.5, 0.05), xytext=(-1.5, 0.9), arrowprops={"arrowstyle": "->", "linewidth": 1.6})
    ax.text(-1.5, 1.0, "300 N", ha="center", fontsize=10)
    ax.annotate("", xy=(2.0, 0.05), xytext=(2.0, 0.9), arrowprops={"arrowstyle": "->", "linewidth": 1.6})
    ax.text(2.0, 1.0, "F = ?", ha="center", fontsize=10)
    ax.text(-0.75, -0.35, "1.5 m", ha="center", fontsize=9)
    ax.text(1.0, -0.35, "2.0 m", ha="center", fontsize=9)
    ax.text(0.0, -0.85, "pivot", ha="center", fontsize=9)
    ax.set_xlim(-2.3, 2.9)
    ax.set_ylim(-1.1, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test8_phys_vt")
def _velocity_time(ax: Axes) -> None:
    ax.plot([0, 4, 10], [0, 12, 12], color="tab:blue")
    ax.set_xticks(range(0, 11, 2))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 14)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("velocity (m/s)")
    ax.set_title("Motion of a car starting from rest", fontsize=9)


def _spring(ax: Axes, length: float, with_mass: bool) -> None:
    ax.plot([-1, 1], [0, 0], color="black", linewidth=3)
    ys = [-(length * k / 10) for k in range(11)]
    xs = [0.0] + [0.25 if k % 2 else -0.25 for k in range(1, 10)] + [0.0]
    ax.plot(xs, ys, color="black", linewidth=1.2)
    ax.plot([1.3, 1.3], [0, -length], color="tab:red", linewidth=1)
    ax.text(1.4, -length / 2, f"{length:.0f} cm", fontsize=9, va="center")
    if with_mass:
        ax.add_patch(Rectangle((-0.4, -length - 0.8 * 4), 0.8, 0.8 * 4, facecolor="lightgray", edgecolor="black"))
        ax.text(0, -length - 1.6, "0.40 kg", ha="center", va="center", fontsize=8)
    ax.set_xlim(-1.5, 3.0)
    ax.set_ylim(-34, 2)
    ax.axis("off")


@figure("test8_phys_spring_a")
def _spring_a(ax: Axes) -> None:
    _spring(ax, 20, False)
    ax.set_title("unloaded", fontsize=9)


@figure("test8_phys_spring_b")
def _spring_b(ax: Axes) -> None:
    _spring(ax, 28, True)
    ax.set_title("with the mass hanging at rest", fontsize=9)


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A cyclist rides 6 km at 12 km/h and then another 6 km at 24 km/h. What is her average speed "
        "for the whole ride?",
        "reference_answer": "16 km/h",
        "steps": [
            (
                "Step 1: The time for the first part is distance divided by speed, so $t_1 = 6 \\div 12 = 0.5$ h.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In the same way, the second part takes $t_2 = 6 \\div 24 = 0.25$ h, which is only half as "
                "long because she rides twice as fast.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Since the two parts are equally long, the average speed is simply the mean of the two "
                "speeds: $(12 + 24) \\div 2 = 18$ km/h.\n\nFinal answer: 18 km/h",
                0,
                "RE",
                "Average speed is total distance over total time, 12 km ÷ 0.75 h = 16 km/h; equal distances do "
                "not make it the mean of the speeds.",
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test8_phys_seesaw"],
        "question": "The light seesaw in <image_1> is balanced. A 300 N child sits 1.5 m to the left of the pivot. "
        "What downward force F, 2.0 m to the right of the pivot, keeps it level?",
        "reference_answer": "225 N",
        "steps": [
            (
                "To keep the seesaw level, the turning effects on the two sides have to cancel.\n\n"
                "**Step 1:** By the principle of moments, the anticlockwise moment equals the clockwise moment "
                "when a body is balanced.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The child's moment is $300\\ \\text{N} \\times 1.5\\ \\text{m} = 450$ N·m, "
                "while F's moment is $F \\times 2.0$ m.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Setting them equal gives $2.0F = 450$, so $F = 225$ N, which is less than the child's "
                "weight because F acts further from the pivot.\n\n**Final Answer:** F = 225 N",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test8_phys_vt"],
        "question": "<image_1> is the velocity-time graph of a car that starts from rest. Find its acceleration "
        "during the first 4 s and the distance it covers in the first 10 s.",
        "reference_answer": "3.0 m/s²; 96 m",
        "steps": [
            (
                "### Step 1\nFrom <image_1>, the velocity rises steadily from 0 to 12 m/s in the first 4 s, so "
                "the acceleration is the slope $a = \\dfrac{12 - 0}{4} = 3.0\\ \\text{m/s}^2$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe distance travelled is the area under the graph, and we split it into a triangle "
                "(0–4 s) and a rectangle (4–10 s).",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nThe triangle's area is $\\tfrac12 \\times 4 \\times 12 = 24$ m, and the rectangle's is "
                "$6 \\times 12 = 72$ m.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nAdding the two areas, the car covers 24 m + 72 m = 96 m.\n\n"
                "**Final answer:** a = 3.0 m/s², distance = 96 m",
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
        "question": "A 6.0 Ω resistor and a 3.0 Ω resistor are connected in parallel across a 12 V battery of "
        "negligible internal resistance. Find the total resistance and the current drawn from the battery.",
        "reference_answer": "2.0 Ω; 6.0 A",
        "steps": [
            (
                "**Step 1:** Both resistors are connected directly across the battery, so each one has the full "
                "12 V across it.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Resistances in a circuit add up, so the total resistance is "
                "$R = 6.0 + 3.0 = 9.0\\ \\Omega$.",
                0,
                "KE",
                "Resistances add only in series; in parallel 1/R = 1/6.0 + 1/3.0 = 1/2.0, so R = 2.0 Ω.",
            ),
            (
                "**Step 3:** By Ohm's law, $I = \\dfrac{V}{R} = \\dfrac{12}{9.0} \\approx 1.3$ A.\n\n"
                "**Final Answer:** R = 9.0 Ω, I ≈ 1.3 A",
                0,
                "carried",
                "Carried error: Ohm's law is applied correctly to the wrong 9.0 Ω; the current is 12/2.0 = 6.0 A.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test8_phys_spring_a", "test8_phys_spring_b"],
        "question": "<image_1> shows a spring hanging unloaded and <image_2> shows it with a 0.40 kg mass hanging at "
        "rest. Find the spring constant and the period of small vertical oscillations of the mass "
        "(g = 9.8 m/s²).",
        "reference_answer": "k = 49 N/m; T ≈ 0.57 s",
        "steps": [
            (
                "Let me read the two lengths and then use Hooke's law.\n\n"
                "1. In <image_2> the spring is 28 cm long, so its extension under the mass is 28 cm = 0.28 m.",
                0,
                "VI",
                "<image_1> shows the unloaded spring is already 20 cm long, so the extension is 28 − 20 = 8 cm.",
            ),
            (
                "2. At rest the spring's pull balances the weight, and Hooke's law then gives "
                "$k = \\dfrac{mg}{x} = \\dfrac{0.40 \\times 9.8}{0.28} = 14$ N/m.",
                0,
                "carried",
                "Carried error: the method is right, but with x = 0.08 m the constant is 3.92/0.08 = 49 N/m.",
            ),
            (
                "3. For a mass on a spring the period is $T = 2\\pi\\sqrt{m/k}$, which does not depend on g.",
                1,
                None,
                None,
            ),
            (
                "4. Substituting the values, we get $T = 2\\pi\\sqrt{0.40/14} \\approx 2\\pi \\times 0.169 "
                "\\approx 1.06$ s.\n\n**Final answer:** k = 14 N/m, T ≈ 1.06 s",
                0,
                "carried",
                "Carried error: uses k = 14 N/m from step 2; with k = 49 N/m, T = 2π√(0.40/49) ≈ 0.57 s.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A satellite moves in a circular orbit 600 km above the Earth's surface. Taking the Earth's "
        "radius as 6.37 × 10⁶ m and GM = 3.99 × 10¹⁴ m³/s², find its orbital speed and its period.",
        "reference_answer": "about 7.57 km/s; about 96 min",
        "steps": [
            (
                "Step 1: The orbit's radius is measured from the Earth's centre, so "
                "$r = 6.37 \\times 10^6 + 6.0 \\times 10^5 = 6.97 \\times 10^6$ m.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Gravity provides the centripetal force, so $\\dfrac{GMm}{r^2} = \\dfrac{mv^2}{r}$, which "
                "gives $v = \\sqrt{GM/r}$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Substituting the values, we get $v = \\sqrt{\\dfrac{3.99 \\times 10^{14}}{6.97 \\times "
                "10^6}} = \\sqrt{5.72 \\times 10^7} \\approx 7.57 \\times 10^3$ m/s.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The period is one circumference divided by the speed, $T = \\dfrac{2\\pi r}{v} = "
                "\\dfrac{4.38 \\times 10^7}{7.57 \\times 10^3} \\approx 5.79 \\times 10^3$ s, which is about 96 "
                "minutes.\n\nFinal answer: v ≈ 7.57 km/s, T ≈ 96 min",
                1,
                None,
                None,
            ),
        ],
    },
]
