"""Nineteenth test set, Physics: the density of a stone from spring-balance readings in air and water, the decay of
iodine-131, the Doppler shift of a passing siren, the force on a wire at an angle to a magnetic field, the work and
efficiency of a rectangular P–V cycle, and the range of a jet from a hole in a tank (Torricelli's law)."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test19_phys_spring_balance")
def _spring_balance(ax: Axes) -> None:
    for x0, reading, label in ((0.0, "12.0 N", "in air"), (4.0, "7.5 N", "fully under water")):
        ax.add_patch(Rectangle((x0 + 0.6, 5.0), 0.8, 2.4, fill=False, linewidth=1.5))
        ax.text(x0 + 1.0, 6.2, reading, ha="center", va="center", fontsize=9, rotation=90)
        ax.plot([x0 + 1.0, x0 + 1.0], [5.0, 3.6], color="black")
        ax.add_patch(Rectangle((x0 + 0.6, 2.8), 0.8, 0.8, color="#7f7f7f"))
        ax.text(x0 + 1.0, 0.0, label, ha="center", fontsize=9)
    ax.add_patch(Rectangle((3.6, 0.6), 2.8, 3.6, color="#9ecae1", alpha=0.6))
    ax.set_xlim(-0.5, 7)
    ax.set_ylim(-0.6, 8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test19_phys_wire_field")
def _wire_field(ax: Axes) -> None:
    for y in range(0, 6):
        ax.annotate("", xy=(7.5, y), xytext=(0, y), arrowprops={"arrowstyle": "->", "color": "#9ecae1"})
    ax.text(7.6, 5, "B = 0.25 T", fontsize=9, va="center")
    ax.plot([1.5, 5.83], [0.5, 3.0], color="#d62728", linewidth=3)
    ax.annotate("", xy=(5.83, 3.0), xytext=(4.5, 2.23), arrowprops={"arrowstyle": "->", "color": "#d62728"})
    ax.text(5.2, 3.4, "I = 3.0 A", fontsize=9, color="#d62728")
    ax.text(3.0, 0.9, "30°", fontsize=9)
    ax.text(3.0, 2.2, "L = 0.40 m", fontsize=9, rotation=30)
    ax.set_xlim(-0.5, 9.5)
    ax.set_ylim(-0.5, 5.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test19_phys_pv_cycle")
def _pv_cycle(ax: Axes) -> None:
    corners = [(1.0, 100), (1.0, 300), (4.0, 300), (4.0, 100), (1.0, 100)]
    for (x0, y0), (x1, y1) in zip(corners[:-1], corners[1:]):
        ax.annotate("", xy=(x1, y1), xytext=(x0, y0), arrowprops={"arrowstyle": "->", "color": "#3182bd", "lw": 2})
    for name, (x, y) in zip("ABCD", corners[:-1]):
        ax.text(x + 0.08, y + 8, name, fontsize=9)
    ax.set_xlim(0, 5)
    ax.set_ylim(0, 350)
    ax.set_xlabel("V (L)")
    ax.set_ylabel("P (kPa)")
    ax.grid(True, color="#eeeeee")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test19_phys_spring_balance"],
        "question": "A stone hangs from a spring balance, first in air and then fully under water, as shown in "
        "<image_1>. Find the buoyant force on the stone, its volume and its density. (Density of water 1000 kg/m³, "
        "g = 9.8 N/kg)",
        "reference_answer": "4.5 N; about 4.6 × 10⁻⁴ m³; about 2.7 × 10³ kg/m³",
        "steps": [
            (
                "**Step 1:** The balance reads 12.0 N in air and 7.5 N in water in <image_1>. The water pushes up "
                "on the stone, so the reading drops, and the drop is the buoyant force: "
                "$F_b = 12.0 - 7.5 = 4.5$ N.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By Archimedes' principle the buoyant force equals the weight of water displaced, "
                "$F_b = \\rho_w V g$. Since the stone is fully under water, the displaced volume is the stone's own "
                "volume, so $V = \\frac{4.5}{1000 \\times 9.8} \\approx 4.6 \\times 10^{-4}$ m³.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The stone's mass is $m = \\frac{W}{g} = \\frac{12.0}{9.8} \\approx 1.22$ kg, which "
                "gives a density of $\\rho = \\frac{m}{V} = \\frac{1.22}{4.6 \\times 10^{-4}} \\approx 2.7 \\times "
                "10^3$ kg/m³. As a shortcut, $\\rho = \\frac{12.0}{4.5} \\times 1000 \\approx 2670$ kg/m³ agrees.\n\n"
                "**Final Answer:** $F_b = 4.5$ N, $V \\approx 4.6 \\times 10^{-4}$ m³, "
                "$\\rho \\approx 2.7 \\times 10^3$ kg/m³",
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
        "question": "Iodine-131, used in thyroid treatment, has a half-life of 8 days. A hospital receives an 80 g "
        "sample. How much iodine-131 is left after 24 days?",
        "reference_answer": "10 g",
        "steps": [
            (
                "Let me work out how many half-lives fit into the time and then halve the sample that many times."
                "\n\nStep 1: The number of half-lives is $\\frac{24 \\text{ days}}{8 \\text{ days}} = 3$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Since the sample decays over 3 half-lives, the mass left is the starting mass shared out "
                "over twice that number, so $m = \\frac{80}{2 \\times 3} = \\frac{80}{6} \\approx 13.3$ g.",
                0,
                "RE",
                "Each half-life halves what is left, so the divisor is 2³ = 8, not 2 × 3: 80 → 40 → 20 → 10 g.",
            ),
            (
                "Step 3: So after 24 days about 13 g of the iodine-131 is left, while the rest has decayed, "
                "mostly into xenon-131, which is why the activity of the sample falls.\n\n"
                "Final answer: about 13.3 g",
                0,
                "carried",
                "The statement about xenon-131 is right, but the remaining mass is the wrong 13.3 g of step 2; "
                "10 g remains.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An ambulance's siren emits 700 Hz while the ambulance drives at 25 m/s past a person standing "
        "at the roadside. Taking the speed of sound as 340 m/s, find the frequency the person hears as the ambulance "
        "approaches, as it moves away, and the drop in pitch as it passes.",
        "reference_answer": "about 755.6 Hz approaching, 652.1 Hz receding; a drop of about 103.5 Hz",
        "steps": [
            (
                "To solve this, we use the Doppler effect for a moving source and a stationary observer.\n\n"
                "### Step 1: The formula\nFor a source moving at $v_s$ through still air, the observed frequency is "
                "$f' = f\\frac{v}{v \\mp v_s}$, with the minus sign when the source approaches, because the waves "
                "bunch up in front of it.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Approaching\nSubstituting the values, we get "
                "$f' = 700 \\times \\frac{340}{340 - 25} = 700 \\times \\frac{340}{315} \\approx 755.6$ Hz.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Receding\nOnce the ambulance has passed it moves away, which stretches the waves, so "
                "the frequency falls: $f' = f\\frac{v - v_s}{v} = 700 \\times \\frac{315}{340} \\approx 648.5$ Hz.",
                0,
                "KE",
                "This is the moving-observer form; for a receding source f' = f·v/(v + v_s) = 700 × 340/365 ≈ "
                "652.1 Hz.",
            ),
            (
                "### Step 4: Drop in pitch\nThe change heard as it passes is $755.6 - 648.5 \\approx 107.1$ Hz.\n\n"
                "**Final Answer:** about 755.6 Hz approaching, 648.5 Hz receding, a drop of about 107 Hz",
                0,
                "carried",
                "The subtraction is right but it uses the wrong receding frequency from step 3; the drop is "
                "755.6 − 652.1 ≈ 103.5 Hz.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test19_phys_wire_field"],
        "question": "A straight section of wire of length 0.40 m carries a current of 3.0 A in the uniform magnetic "
        "field shown in <image_1>. Find the magnitude of the magnetic force on it.",
        "reference_answer": "0.15 N",
        "steps": [
            (
                "Step 1: From <image_1>, the field is B = 0.25 T pointing to the right, the wire has length "
                "L = 0.40 m and carries I = 3.0 A.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The wire is drawn rising across the field lines, and the marked angle between the wire "
                "and the field is 60°.",
                0,
                "VI",
                "The angle marked in the figure between the wire and the field lines is 30°, not 60°.",
            ),
            (
                "Step 3: The force on a current-carrying wire is $F = BIL\\sin\\theta$, where θ is the angle "
                "between the wire and the field. Substituting the values, we get "
                "$F = 0.25 \\times 3.0 \\times 0.40 \\times \\sin 60° \\approx 0.26$ N.\n\n"
                "Final answer: F ≈ 0.26 N",
                0,
                "carried",
                "The formula is right but it uses the misread 60°; with θ = 30°, F = 0.25 × 3.0 × 0.40 × 0.5 = 0.15 N.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test19_phys_pv_cycle"],
        "question": "A heat engine takes a gas round the rectangular cycle ABCDA shown in <image_1>, and it absorbs "
        "2400 J of heat per cycle. Find the net work done per cycle, the efficiency, and the heat released to the "
        "cold reservoir.",
        "reference_answer": "600 J; 25%; 1800 J",
        "steps": [
            (
                "Step 1: Alright, the engine runs round a rectangle on a P–V diagram, and I need three things: "
                "a. the net work per cycle, b. the efficiency, c. the heat given out. From <image_1>, the pressure "
                "goes between 100 kPa and 300 kPa while the volume goes between 1.0 L and 4.0 L.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The net work in one cycle is the area enclosed by the loop, because the work done by the "
                "gas is $\\int P\\,dV$. The rectangle is $(300 - 100)$ kPa tall and $(4.0 - 1.0)$ L wide, so "
                "$W = 200 \\times 10^3 \\text{ Pa} \\times 3.0 \\times 10^{-3} \\text{ m}^3 = 600$ J.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Wait, I should check the direction: it goes A → B → C → D, which is clockwise on these "
                "axes, so the gas does positive net work and the engine really is an engine. Good.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The efficiency is $\\eta = \\frac{W}{Q_h} = \\frac{600}{2400} = 0.25$, i.e. 25%. By the "
                "first law over a full cycle, $\\Delta U = 0$, so $Q_c = Q_h - W = 2400 - 600 = 1800$ J.\n\n"
                "**Final Answer:** W = 600 J, η = 25%, Q_c = 1800 J",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A wide tank standing on the ground holds water 5.0 m deep. A small hole is made in its side "
        "1.8 m above the ground. (a) How far from the tank does the jet land? (b) At what height should the hole be "
        "to make the jet land as far away as possible, and how far is that? (g = 9.8 m/s²)",
        "reference_answer": "(a) 4.8 m; (b) at 2.5 m, landing 5.0 m away",
        "steps": [
            (
                "Step 1: Let me restate: water 5.0 m deep, a hole at height y = 1.8 m, so the water surface is "
                "h = 5.0 − 1.8 = 3.2 m above the hole. By Torricelli's law the jet leaves horizontally with "
                "$v = \\sqrt{2gh} = \\sqrt{2 \\times 9.8 \\times 3.2} = \\sqrt{62.72} \\approx 7.29$ m/s.",
                0,
                "NC",
                "√62.72 ≈ 7.92, not 7.29 m/s.",
            ),
            (
                "Step 2: The jet then falls 1.8 m like a projectile thrown horizontally, which takes "
                "$t = \\sqrt{\\frac{2y}{g}} = \\sqrt{\\frac{3.6}{9.8}} \\approx 0.606$ s, and in that time it travels "
                "$x = vt = 7.29 \\times 0.606 \\approx 4.42$ m.",
                0,
                "carried",
                "The fall time is right but the distance uses the wrong speed from step 1; 7.92 × 0.606 ≈ 4.80 m.",
            ),
            (
                "Step 3: For part (b) I'll work it out in general. If the hole is at height y, then "
                "$x = \\sqrt{2g(5 - y)} \\cdot \\sqrt{\\frac{2y}{g}} = 2\\sqrt{y(5 - y)}$, and g cancels. Hmm, wait: "
                "for y = 1.8 this gives $2\\sqrt{1.8 \\times 3.2} = 2\\sqrt{5.76} = 4.8$ m, which doesn't match my "
                "4.42 m. Let me recheck: $\\sqrt{62.72} \\approx 7.92$, not 7.29, so $x = 7.92 \\times 0.606 \\approx "
                "4.80$ m. Now both agree, and the answer to (a) is 4.8 m.",
                1,
                None,
                None,
            ),
            (
                "Step 4: To maximise $x = 2\\sqrt{y(5 - y)}$ I need the largest $y(5 - y)$. By AM-GM, "
                "$\\sqrt{y(5 - y)} \\le \\frac{y + (5 - y)}{2} = 2.5$, with equality when $y = 5 - y$, so the hole "
                "should be at y = 2.5 m, which gives $x_{max} = 2 \\times 2.5 = 5.0$ m.\n\n"
                "**Final Answer:** (a) 4.8 m (b) a hole 2.5 m above the ground, landing 5.0 m away",
                1,
                None,
                None,
            ),
        ],
    },
]
