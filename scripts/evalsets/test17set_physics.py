"""Seventeenth test set, Physics: a block-and-tackle pulley's efficiency, reaction time from a dropped ruler, a heating
element read from two meters, energy recovered by regenerative braking, a mass oscillating on a spring, and a
conical pendulum."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Arc, Circle, Rectangle

from .figures import figure


@figure("test17_phys_pulleys")
def _pulleys(ax: Axes) -> None:
    ax.plot([-2.5, 2.5], [10, 10], color="black", linewidth=4)
    ax.plot([0, 0], [10, 8.6], color="black")
    for x in (-0.7, 0.7):
        ax.add_patch(Circle((x, 8), 0.6, fill=False, linewidth=2))
        ax.add_patch(Circle((x, 4), 0.6, fill=False, linewidth=2))
    for x in (-1.3, -0.1, 0.1, 1.3):
        ax.plot([x, x], [8, 4], color="#8c510a", linewidth=1.5)
    ax.plot([-1.3, -1.3], [8, 10.8], color="#8c510a", linewidth=1.5)
    ax.annotate("", xy=(-1.3, 12.6), xytext=(-1.3, 10.9), arrowprops={"arrowstyle": "->", "linewidth": 2})
    ax.text(-1.1, 12.0, "effort 150 N", fontsize=9)
    ax.plot([0, 0], [3.4, 2.6], color="black")
    ax.add_patch(Rectangle((-1.2, 1.0), 2.4, 1.6, facecolor="#bdbdbd", edgecolor="black"))
    ax.text(0, 1.8, "480 N", ha="center", va="center", fontsize=9)
    ax.set_xlim(-4, 4)
    ax.set_ylim(0.5, 13)
    ax.set_aspect("equal")
    ax.axis("off")


def _meter(ax: Axes, full_scale: float, reading: float, unit: str, ticks: int) -> None:
    ax.add_patch(Arc((0, 0), 8, 8, theta1=30, theta2=150, linewidth=2))
    for k in range(ticks + 1):
        angle = math.radians(150 - 120 * k / ticks)
        length = 0.6 if k % 4 == 0 else 0.3
        ax.plot(
            [4 * math.cos(angle), (4 - length) * math.cos(angle)],
            [4 * math.sin(angle), (4 - length) * math.sin(angle)],
            color="black",
            linewidth=1,
        )
        if k % 4 == 0:
            value = full_scale * k / ticks
            ax.text(4.6 * math.cos(angle), 4.6 * math.sin(angle), f"{value:g}", ha="center", va="center", fontsize=8)
    needle = math.radians(150 - 120 * reading / full_scale)
    ax.plot([0, 3.7 * math.cos(needle)], [0, 3.7 * math.sin(needle)], color="#cb181d", linewidth=2)
    ax.add_patch(Circle((0, 0), 0.2, color="black"))
    ax.text(0, 1.2, unit, ha="center", fontsize=14)
    ax.set_xlim(-5.5, 5.5)
    ax.set_ylim(-0.8, 5.4)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test17_phys_voltmeter")
def _voltmeter(ax: Axes) -> None:
    _meter(ax, 10, 6.0, "V", 20)


@figure("test17_phys_ammeter")
def _ammeter(ax: Axes) -> None:
    _meter(ax, 1.0, 0.40, "A", 20)


@figure("test17_phys_conical")
def _conical(ax: Axes) -> None:
    ax.plot([-2, 2], [5, 5], color="black", linewidth=3)
    ax.plot([0, 3.0], [5, 1.0], color="black")
    ax.plot([0, 0], [5, 1.0], color="gray", linestyle="--")
    ax.add_patch(Circle((3.0, 1.0), 0.3, color="#3182bd"))
    ax.add_patch(Arc((0, 1.0), 6.0, 1.2, linestyle="--", color="gray"))
    ax.add_patch(Arc((0, 5), 1.6, 1.6, theta1=270, theta2=270 + 37))
    ax.text(0.2, 3.7, "37°", fontsize=9)
    ax.text(1.8, 3.2, "L = 0.50 m", fontsize=9)
    ax.text(3.4, 0.3, "0.20 kg", fontsize=9)
    ax.set_xlim(-4, 5)
    ax.set_ylim(-0.2, 5.6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test17_phys_pulleys"],
        "question": "The pulley system in <image_1> lifts a 480 N load when an effort of 150 N is applied to the free "
        "end of the rope. Find its mechanical advantage, its velocity ratio and its efficiency.",
        "reference_answer": "MA = 3.2; VR = 4; efficiency = 80%",
        "steps": [
            (
                "**Step 1:** The mechanical advantage is the load divided by the effort, so "
                "$MA = 480 \\div 150 = 3.2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** In <image_1> the lower block hangs from 4 sections of rope. If the load rises by 1 m, "
                "then each of the 4 sections must shorten by 1 m, so the effort end moves 4 m and the velocity ratio "
                "is 4.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The efficiency is the ratio of the mechanical advantage to the velocity ratio, which "
                "gives $\\eta = \\frac{3.2}{4} \\times 100\\% = 80\\%$. It is less than 100% because some of the "
                "effort's work goes into lifting the lower pulleys and overcoming friction.\n\n"
                "**Final Answer:** MA = 3.2, VR = 4, efficiency = 80%",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "In a reaction-time test, a ruler is released without warning and a student catches it after it has "
        "fallen 20 cm. Using $s = \\frac{1}{2}gt^2$ with g = 9.8 m/s², find her reaction time. How far would the "
        "ruler fall if her reaction time were 0.30 s?",
        "reference_answer": "about 0.20 s; about 44 cm",
        "steps": [
            (
                "The ruler starts from rest and falls freely, so the distance it drops tells us the time it fell "
                "for.\n\nStep 1: Rearranging $s = \\frac{1}{2}gt^2$ for the time gives $t = \\sqrt{\\frac{2s}{g}}$, "
                "and s must be in metres, so s = 0.20 m.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get $t = \\sqrt{\\frac{2 \\times 0.20}{9.8}} = \\sqrt{0.0408} "
                "\\approx 0.20$ s, which is a typical human reaction time.",
                1,
                None,
                None,
            ),
            (
                "Step 3: For a reaction time of 0.30 s, the ruler falls $s = \\frac{1}{2} \\times 9.8 \\times "
                "0.30^2 = 4.9 \\times 0.09 \\approx 0.44$ m. This is more than twice as far, because the distance "
                "grows with the square of the time.\n\nFinal answer: about 0.20 s; about 44 cm",
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
        "images": ["test17_phys_voltmeter", "test17_phys_ammeter"],
        "question": "<image_1> shows the voltmeter connected across a small heating element and <image_2> shows the "
        "ammeter in series with it. Find the element's resistance, the power it dissipates, and the energy it "
        "gives out in 5.0 minutes.",
        "reference_answer": "R = 15 Ω; P = 2.4 W; E = 720 J",
        "steps": [
            (
                "Step 1: The voltmeter in <image_1> has a 0–10 V scale labelled every 2 V, and its needle points "
                "exactly at the 6 label, so the voltage across the element is 6.0 V.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The ammeter in <image_2> reads 0.50 A, since its needle sits halfway along the 0–1 A scale.",
                0,
                "VI",
                "The ammeter's needle points exactly at the 0.4 label, left of the scale's midpoint, so the current "
                "is 0.40 A, not 0.50 A.",
            ),
            (
                "Step 3: By Ohm's law, the resistance is $R = \\frac{V}{I} = \\frac{6.0}{0.50} = 12\\ \\Omega$.",
                0,
                "carried",
                "Ohm's law is applied correctly to the misread current; with 0.40 A the resistance is 15 Ω.",
            ),
            (
                "Step 4: The power is $P = VI = 6.0 \\times 0.50 = 3.0$ W, so in 5.0 min = 300 s the element gives "
                "out $E = Pt = 3.0 \\times 300 = 900$ J.\n\nFinal answer: R = 12 Ω, P = 3.0 W, E = 900 J",
                0,
                "carried",
                "The formulas are right but use the misread 0.50 A; P = 6.0 × 0.40 = 2.4 W and E = 720 J.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A 1500 kg electric car brakes from 20 m/s to rest, and its regenerative brakes store 60% of its "
        "kinetic energy in the battery. How much energy is stored, and how high up a hill could the car climb using "
        "only that energy? Take g = 9.8 m/s².",
        "reference_answer": "180 kJ; about 12 m",
        "steps": [
            (
                "### Step 1: Kinetic energy\nUsing $E_k = \\frac{1}{2}mv^2$, the car's kinetic energy before braking "
                "is $\\frac{1}{2} \\times 1500 \\times 20^2 = 300\\,000$ J, or 300 kJ.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Energy stored\nOnly 60% of it is recovered while the rest is lost as heat in the "
                "brakes and motor, so the battery picks up $0.60 \\times 300 = 180$ kJ.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Height\nIf all of this energy becomes gravitational potential energy, then "
                "$mgh = 180\\,000$ J, and therefore $h = \\frac{180\\,000}{1500 \\times 9.8} = "
                "\\frac{180\\,000}{14\\,700} \\approx 1.22$ m.\n\n**Final Answer:** 180 kJ stored; about 1.2 m",
                0,
                "NC",
                "180 000 ÷ 14 700 ≈ 12.2, so the car could climb about 12 m, not 1.22 m.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A 0.20 kg mass hangs from a spring with spring constant k = 80 N/m. It is pulled 5.0 cm below its "
        "equilibrium position and released. Using $T = 2\\pi\\sqrt{m/k}$, find the period of the oscillation and "
        "the maximum speed of the mass. What would the period be if the mass were pulled down 10 cm instead?",
        "reference_answer": "T ≈ 0.31 s; v_max = 1.0 m/s; the period stays 0.31 s",
        "steps": [
            (
                "**Step 1:** Substituting the values into $T = 2\\pi\\sqrt{m/k}$, we get "
                "$T = 2\\pi\\sqrt{0.20/80} = 2\\pi\\sqrt{0.0025} = 2\\pi \\times 0.050 \\approx 0.31$ s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The angular frequency is $\\omega = \\sqrt{k/m} = \\sqrt{400} = 20$ rad/s. The mass "
                "moves fastest as it passes through equilibrium, where $v_{max} = A\\omega = 0.050 \\times 20 = "
                "1.0$ m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** As a check by conservation of energy, the energy stored at the release point is "
                "$\\frac{1}{2}kA^2 = \\frac{1}{2}(80)(0.050)^2 = 0.10$ J, and setting $\\frac{1}{2}mv^2 = 0.10$ J "
                "gives $v = \\sqrt{1.0} = 1.0$ m/s, which agrees.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Doubling the amplitude makes the mass travel twice as far in each cycle, so the period "
                "grows with the square root of the amplitude: $T' = 0.31 \\times \\sqrt{2} \\approx 0.44$ s.\n\n"
                "**Final answer:** T ≈ 0.31 s, v_max = 1.0 m/s, and T' ≈ 0.44 s",
                0,
                "KE",
                "The period of simple harmonic motion does not depend on the amplitude; by T = 2π√(m/k) it stays "
                "0.31 s, because the larger restoring force makes the mass move proportionally faster.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test17_phys_conical"],
        "question": "The 0.20 kg bob in <image_1> moves in a horizontal circle at the end of a 0.50 m string that makes "
        "37° with the vertical. Find the tension in the string, the bob's speed and the period of its motion. Take "
        "g = 9.8 m/s², sin 37° = 0.60 and cos 37° = 0.80.",
        "reference_answer": "T ≈ 2.45 N; v ≈ 1.48 m/s; period ≈ 1.27 s",
        "steps": [
            (
                "Step 1: The bob does not move vertically, so the vertical component of the tension balances the "
                "weight: $T\\cos 37° = mg$, which gives $T = \\frac{0.20 \\times 9.8}{0.80} = 2.45$ N.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The radius of the circle is $r = L\\sin 37° = 0.50 \\times 0.60 = 0.30$ m, since the bob "
                "sits that far from the vertical line through the support.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The horizontal component of the tension provides the centripetal force, so "
                "$T\\sin 37° = \\frac{mv^2}{r}$. Dividing by the vertical equation, we obtain "
                "$v^2 = rg\\tan 37° = 0.30 \\times 9.8 \\times 0.75 = 2.205$, and so $v \\approx 1.48$ m/s.",
                1,
                None,
                None,
            ),
            (
                "Step 4: One revolution covers the circumference $2\\pi r = 1.885$ m, and therefore the period is "
                "$\\frac{1.885}{1.485} \\approx 1.27$ s.\n\nFinal answer: T ≈ 2.45 N, v ≈ 1.48 m/s, period ≈ 1.27 s",
                1,
                None,
                None,
            ),
        ],
    },
]
