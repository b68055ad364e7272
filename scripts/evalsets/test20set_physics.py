"""Twentieth test set, Physics: the shortest plane mirror for a full-length view, Boyle's law for gas under a
piston (two figures), the image formed by a concave mirror, a spring oscillator's displacement-time graph, the
charging of a capacitor through a resistor, and the tension in a string whirled in a vertical circle."""

from math import cos, pi

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


def _piston(ax: Axes, height: float, label: str) -> None:
    ax.plot([0, 0, 4, 4], [12, 0, 0, 12], color="black", linewidth=2)
    ax.add_patch(Rectangle((0.05, 0), 3.9, height, color="#c6dbef"))
    ax.add_patch(Rectangle((0.05, height), 3.9, 0.8, color="#636363"))
    ax.plot([2, 2], [height + 0.8, 12.5], color="#636363", linewidth=3)
    ax.annotate("", xy=(5.0, height), xytext=(5.0, 0), arrowprops={"arrowstyle": "<->"})
    ax.text(5.3, height / 2, label, va="center", fontsize=9)
    ax.set_xlim(-1, 9)
    ax.set_ylim(-1, 13)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test20_phys_piston_before")
def _piston_before(ax: Axes) -> None:
    _piston(ax, 9.0, "30 cm\np = 100 kPa")


@figure("test20_phys_piston_after")
def _piston_after(ax: Axes) -> None:
    _piston(ax, 3.6, "12 cm\np = ?")


@figure("test20_phys_concave_mirror")
def _concave_mirror(ax: Axes) -> None:
    ax.plot([-36, 2], [0, 0], color="black", linewidth=0.8)
    heights = [k / 10 for k in range(-60, 61)]
    ax.plot([-0.05 * y * y for y in heights], heights, color="#3182bd", linewidth=3)
    ax.annotate("", xy=(-30, 4), xytext=(-30, 0), arrowprops={"arrowstyle": "-|>", "color": "#d62728", "lw": 2})
    ax.text(-30, 4.6, "object, 4.0 cm tall", ha="center", fontsize=8)
    for x, name in ((-10, "F"), (-20, "C")):
        ax.plot([x], [0], "ko", markersize=3)
        ax.text(x, -1.2, name, ha="center", fontsize=9)
    ax.annotate("", xy=(0, -3.0), xytext=(-30, -3.0), arrowprops={"arrowstyle": "<->"})
    ax.text(-15, -4.4, "30 cm", ha="center", fontsize=9)
    ax.text(-10, 1.0, "f = 10 cm", ha="center", fontsize=8)
    ax.set_xlim(-37, 4)
    ax.set_ylim(-7, 7)
    ax.axis("off")


@figure("test20_phys_oscillation")
def _oscillation(ax: Axes) -> None:
    times = [k / 100 for k in range(0, 101)]
    ax.plot(times, [4 * cos(2 * pi * t / 0.5) for t in times], color="#3182bd")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.set_yticks([-4, -2, 0, 2, 4])
    ax.set_xlabel("t (s)")
    ax.set_ylabel("x (cm)")
    ax.grid(True, color="#eeeeee")


@figure("test20_phys_vertical_circle")
def _vertical_circle(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 0.8, fill=False, linestyle="--", linewidth=1))
    ax.plot([0, 0], [0, 0.8], color="black")
    ax.add_patch(Circle((0, 0.8), 0.08, color="#d62728"))
    ax.plot([0], [0], "ko", markersize=4)
    ax.text(0.05, 0.4, "r = 0.80 m", fontsize=9)
    ax.text(0.12, 0.9, "m = 0.50 kg", fontsize=9)
    ax.text(-0.2, -0.95, "bottom", fontsize=9)
    ax.text(-0.1, 0.95, "top", fontsize=9, ha="right")
    ax.set_xlim(-1.2, 1.4)
    ax.set_ylim(-1.1, 1.1)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A girl 1.60 m tall, whose eyes are 10 cm below the top of her head, wants to see her whole body "
        "in a flat mirror hung on a vertical wall. What is the shortest mirror that lets her do this, and how high "
        "above the floor must its bottom edge be?",
        "reference_answer": "0.80 m long; bottom edge 0.75 m above the floor",
        "steps": [
            (
                "Step 1: So I need to find the smallest vertical mirror in which the girl can see from her feet to "
                "the top of her head. Her eyes are at 1.60 − 0.10 = 1.50 m above the floor.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By the law of reflection, the angle of incidence equals the angle of reflection, so the "
                "light from her feet reaches her eyes after bouncing off the mirror halfway up between feet and "
                "eyes. That point is at $\\frac{1.50}{2} = 0.75$ m, which is where the bottom edge must be.",
                1,
                None,
                None,
            ),
            (
                "Step 3: In the same way, the light from the top of her head reflects halfway between her head and "
                "her eyes, 5 cm below the top of her head, at 1.55 m. So the mirror must reach from 0.75 m up to "
                "1.55 m.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The length is $1.55 - 0.75 = 0.80$ m. Let me check: this is half her height, 1.60/2 = 0.80 "
                "m, which matches the rule that a full-length view needs a mirror half as tall as the person, no "
                "matter how far away she stands.\n\n"
                "**Final Answer:** the mirror must be 0.80 m long, with its bottom edge 0.75 m above the floor.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test20_phys_piston_before", "test20_phys_piston_after"],
        "question": "<image_1> shows air trapped under a piston in a cylinder, and <image_2> shows the same air after "
        "the piston has been pushed down slowly, so that the temperature stays the same. What is the pressure of "
        "the air in <image_2>?",
        "reference_answer": "250 kPa",
        "steps": [
            (
                "**Step 1:** In <image_1> the air column is 30 cm high at a pressure of 100 kPa, and in <image_2> "
                "the piston has been pushed down until the column is only 12 cm high.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Because the cylinder's cross-section does not change, the volume is proportional to "
                "the height of the column. Since the temperature and the amount of air stay the same, Boyle's law "
                "applies: $p_1 V_1 = p_2 V_2$, so $p_1 h_1 = p_2 h_2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Rearranging for the new pressure, $p_2 = \\frac{p_1 h_1}{h_2}$. Substituting the "
                "values, we get $p_2 = \\frac{100 \\times 30}{12} = \\frac{3000}{12} = 240$ kPa.\n\n"
                "**Final Answer:** 240 kPa",
                0,
                "NC",
                "3000 ÷ 12 = 250, so the pressure is 250 kPa.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test20_phys_concave_mirror"],
        "question": "An object 4.0 cm tall stands in front of the concave mirror in <image_1>. Find the position, the "
        "size and the nature of its image.",
        "reference_answer": "15 cm in front of the mirror; 2.0 cm tall; real and inverted",
        "steps": [
            (
                "Let me work through this with the mirror equation, taking distances in front of the mirror as "
                "positive.\n\nStep 1: From the figure, the object is $d_o = 30$ cm from the mirror and the focal "
                "length is $f = 10$ cm, so the object lies beyond the centre of curvature C at 20 cm.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The mirror equation is $\\frac{1}{f} = \\frac{1}{d_o} + \\frac{1}{d_i}$. Solving for the "
                "image distance gives $\\frac{1}{d_i} = \\frac{1}{f} + \\frac{1}{d_o} = \\frac{1}{10} + "
                "\\frac{1}{30} = \\frac{4}{30}$, so $d_i = 7.5$ cm.",
                0,
                "SC",
                "Moving 1/d_o to the other side changes its sign: 1/d_i = 1/10 − 1/30 = 2/30, so d_i = 15 cm.",
            ),
            (
                "Step 3: The magnification is $m = -\\frac{d_i}{d_o} = -\\frac{7.5}{30} = -0.25$, which means the "
                "image is a quarter of the object's height, $0.25 \\times 4.0 = 1.0$ cm, and the minus sign tells "
                "us it is inverted. Since $d_i$ is positive, the image forms in front of the mirror and is real.\n\n"
                "Final answer: a real, inverted image 1.0 cm tall, 7.5 cm in front of the mirror.",
                0,
                "carried",
                "Carried error: the magnification rule is used correctly but with d_i = 7.5 cm from step 2; the "
                "image is 15 cm away and 2.0 cm tall.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test20_phys_oscillation"],
        "question": "A 0.30 kg block on a horizontal spring oscillates with simple harmonic motion, and <image_1> "
        "shows its displacement against time. Find the spring constant and the block's maximum speed.",
        "reference_answer": "k ≈ 47 N/m; v_max ≈ 0.50 m/s",
        "steps": [
            (
                "Step 1: From <image_1>, the displacement swings between +4 cm and −4 cm, so the amplitude is "
                "A = 4 cm = 0.04 m. The curve repeats every 0.50 s, which is the period T.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The period of a mass on a spring is $T = 2\\pi\\sqrt{\\frac{m}{k}}$, and squaring it gives "
                "$k = \\frac{4\\pi^2 m}{T^2} = \\frac{4\\pi^2 \\times 0.30}{0.50^2} \\approx 47.4$ N/m.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The maximum speed is $v_{max} = A\\omega$ with $\\omega = \\frac{2\\pi}{T} = 12.6$ rad/s. "
                "The graph goes from −4 cm to +4 cm, so A = 8 cm and "
                "$v_{max} = 0.08 \\times 12.6 \\approx 1.0$ m/s.\n\n"
                "Final answer: k ≈ 47 N/m, v_max ≈ 1.0 m/s",
                0,
                "VI",
                "The swing from −4 cm to +4 cm is twice the amplitude; A is 4 cm, so v_max = 0.04 × 12.6 ≈ 0.50 m/s.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "o1",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "An uncharged 50 µF capacitor is charged through a 20 kΩ resistor from a 12 V supply. The voltage "
        "across a charging capacitor is $V_C = V_0(1 - e^{-t/RC})$. How long does it take the capacitor's voltage "
        "to reach 9.0 V, and how much energy does the capacitor store at that moment?",
        "reference_answer": "about 1.39 s; about 2.0 mJ",
        "steps": [
            (
                "**Step 1:** I need the time at which $V_C = 9.0$ V and the stored energy then. The given data are:\n"
                "a. $C = 50\\ \\mu$F and $R = 20$ kΩ;\nb. $V_0 = 12$ V and the capacitor starts uncharged.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The time constant is $\\tau = RC = 20 \\times 10^3 \\times 50 \\times 10^{-6} = 1.0$ s, "
                "which sets how quickly the capacitor charges up.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Setting $9.0 = 12(1 - e^{-t/\\tau})$ gives $e^{-t/\\tau} = 1 - 0.75 = 0.25$. Taking "
                "natural logarithms, $t = \\tau \\ln 4 = 1.0 \\times 1.386 \\approx 1.39$ s.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The energy stored in a capacitor is $E = \\frac{1}{2}CV^2$, so at 9.0 V it is "
                "$E = \\frac{1}{2} \\times 50 \\times 10^{-6} \\times 9.0^2 = 2.0 \\times 10^{-3}$ J. Let me check "
                "the time another way: after one time constant the capacitor reaches 63% of 12 V, about 7.6 V, and "
                "9.0 V is 75%, so it should take a bit longer than 1 s. That agrees with 1.39 s.\n\n"
                "**Final Answer:** $t \\approx 1.39$ s, $E \\approx 2.0$ mJ",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test20_phys_vertical_circle"],
        "question": "The ball in <image_1> is whirled in a vertical circle on a light string. Find the smallest speed "
        "it can have at the top without the string going slack, and the tension in the string at the bottom if it "
        "has exactly that speed at the top. (g = 9.8 m/s²)",
        "reference_answer": "2.8 m/s; 29.4 N",
        "steps": [
            (
                "### Step 1: Minimum speed at the top\nAt the top, gravity and the tension both point towards the "
                "centre. If the string is just about to go slack, then the tension is zero and gravity alone supplies "
                "the centripetal force, so $mg = \\frac{mv_{top}^2}{r}$ and "
                "$v_{top} = \\sqrt{gr} = \\sqrt{9.8 \\times 0.80} = 2.8$ m/s.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Speed at the bottom\nBy the conservation of mechanical energy, the ball picks up "
                "kinetic energy as it falls through the diameter 2r = 1.60 m, so "
                "$v_{bot}^2 = v_{top}^2 + 2g(2r) = 7.84 + 31.36 = 39.2$ m²/s².",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Tension at the bottom\nAt the bottom the tension points towards the centre, and it "
                "alone provides the centripetal force, so "
                "$T = \\frac{mv_{bot}^2}{r} = \\frac{0.50 \\times 39.2}{0.80} = 24.5$ N.\n\n"
                "**Final Answer:** $v_{top} = 2.8$ m/s, $T_{bottom} = 24.5$ N",
                0,
                "KE",
                "At the bottom the weight points away from the centre, so T − mg = mv²/r and T = 4.9 + 24.5 = 29.4 N.",
            ),
        ],
    },
]
