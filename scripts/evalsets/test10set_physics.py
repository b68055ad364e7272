"""Tenth test set, Physics: pressure at a diver's depth, a two-resistor series circuit, carts that stick
together, an ideal step-down transformer, a cylinder rolling down a ramp, and an LC circuit's resonance."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from .figures import figure


@figure("test10_phys_series")
def _series(ax: Axes) -> None:
    ax.plot([0, 0, 10, 10, 0], [0, 4, 4, 0, 0], color="black", linewidth=1.2)
    ax.plot([-0.6, 0.6], [2.3, 2.3], color="black", linewidth=2.5)
    ax.plot([-0.3, 0.3], [1.8, 1.8], color="black", linewidth=2.5)
    ax.text(-2.2, 2, "9.0 V", fontsize=10)
    for x0, label in ((2.5, "R₁ = 2.0 Ω"), (6.5, "R₂ = 4.0 Ω")):
        ax.add_patch(Rectangle((x0, 3.6), 1.6, 0.8, facecolor="white", edgecolor="black"))
        ax.text(x0 + 0.8, 4.8, label, ha="center", fontsize=9)
    ax.set_xlim(-3, 11)
    ax.set_ylim(-1, 6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test10_phys_carts")
def _carts(ax: Axes) -> None:
    ax.plot([0, 14], [0, 0], color="black")
    ax.add_patch(Rectangle((1, 0.2), 3, 1.5, facecolor="#9ecae1", edgecolor="black"))
    ax.add_patch(Rectangle((8, 0.2), 2, 1.2, facecolor="#fdae6b", edgecolor="black"))
    ax.text(2.5, 0.8, "2.0 kg", ha="center", fontsize=9)
    ax.text(9, 0.7, "1.0 kg", ha="center", fontsize=9)
    ax.annotate("", xy=(6.5, 1.0), xytext=(4.3, 1.0), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(5.4, 1.3, "3.0 m/s", ha="center", fontsize=9)
    ax.text(9, 1.8, "at rest", ha="center", fontsize=9)
    ax.set_xlim(0, 14)
    ax.set_ylim(-0.5, 3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test10_phys_ramp")
def _ramp(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (10, 0), (0, 4)], closed=True, facecolor="#e5f5e0", edgecolor="black"))
    ax.add_patch(Circle((1.1, 4.2), 0.6, facecolor="#bcbddc", edgecolor="black"))
    ax.annotate("", xy=(-0.6, 0), xytext=(-0.6, 4), arrowprops={"arrowstyle": "<->"})
    ax.text(-2.3, 2, "1.8 m", fontsize=10)
    ax.text(2, 5, "solid cylinder, from rest", fontsize=9)
    ax.set_xlim(-3, 11)
    ax.set_ylim(-0.5, 5.8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A diver swims 15 m below the surface of a lake. Taking the density of water as 1000 kg/m³, "
        "g = 10 N/kg and atmospheric pressure as 101 kPa, find the pressure due to the water alone and the "
        "total pressure on the diver.",
        "reference_answer": "150 kPa from the water; 251 kPa in total",
        "steps": [
            (
                "The pressure in a liquid grows with depth, so we use the hydrostatic pressure formula "
                "$p = \\rho g h$.\n\n**Step 1:** Here $\\rho = 1000$ kg/m³, $g = 10$ N/kg and the depth is "
                "$h = 15$ m.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting the values, we get "
                "$p = 1000 \\times 10 \\times 15 = 150\\,000$ Pa, which is 150 kPa.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The air above the lake also presses down on the water's surface, and therefore the "
                "total pressure is the atmospheric pressure plus the water's: $101 + 150 = 251$ kPa.\n\n"
                "**Final Answer:** 150 kPa from the water, 251 kPa in total.",
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
        "images": ["test10_phys_series"],
        "question": "In the circuit of <image_1>, find the current through the battery and the voltage across "
        "the 4.0 Ω resistor.",
        "reference_answer": "1.5 A; 6.0 V",
        "steps": [
            (
                "Step 1: The two resistors in <image_1> sit one after the other in a single loop, so they are in "
                "series and their resistances add: R = 2.0 + 4.0 = 6.0 Ω.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By Ohm's law, I = V/R = 9.0 V / 6.0 Ω = 1.5 A, and because there is only one path, the "
                "same current flows through both resistors.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The voltage across the 4.0 Ω resistor is V = IR = 1.5 A × 4.0 Ω = 6.0 V, which leaves "
                "3.0 V for the other resistor, as expected since the two must add up to 9.0 V.\n\n"
                "Final answer: 1.5 A and 6.0 V",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test10_phys_carts"],
        "question": "In <image_1>, the 2.0 kg cart moving at 3.0 m/s hits the 1.0 kg cart at rest and the two "
        "stick together. Find their common speed after the collision and the kinetic energy lost.",
        "reference_answer": "2.0 m/s; 3.0 J",
        "steps": [
            (
                "No external horizontal force acts during the collision, so I'll use the conservation of "
                "momentum and then compare the kinetic energies.\n\n"
                "**Step 1:** The momentum before is $2.0 \\times 3.0 + 1.0 \\times 0 = 6.0$ kg·m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** After the collision the carts move as one 3.0 kg body, so $3.0\\,v = 6.0$ and "
                "$v = 2.0$ m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The kinetic energy before is $m v^2 = 2.0 \\times 3.0^2 = 18$ J, while the kinetic "
                "energy after is $3.0 \\times 2.0^2 = 12$ J.",
                0,
                "KE",
                "Kinetic energy is ½mv², not mv²: it is 9.0 J before and ½ × 3.0 × 2.0² = 6.0 J after.",
            ),
            (
                "**Step 4:** The kinetic energy lost is therefore $18 - 12 = 6.0$ J, which was turned into heat "
                "and sound when the carts locked together.\n\n"
                "**Final Answer:** 2.0 m/s; 6.0 J of kinetic energy is lost.",
                0,
                "carried",
                "The subtraction is right but uses the doubled energies of step 3; the loss is 9.0 − 6.0 = 3.0 J.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An ideal transformer has 1200 turns on its primary coil, which is connected to a 240 V "
        "supply, and 60 turns on its secondary coil. Find the secondary voltage, and the primary current when the "
        "secondary delivers 2.0 A.",
        "reference_answer": "12 V; 0.10 A",
        "steps": [
            (
                "### Step 1: Secondary voltage\nBy the transformer equation, $\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$, "
                "so $V_s = 240 \\times \\frac{60}{1200} = 12$ V.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Power balance\nIf the transformer is ideal, then no energy is lost in it, which means "
                "the input power equals the output power: $V_p I_p = V_s I_s$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Primary current\nSolving for $I_p$, we obtain "
                "$I_p = \\frac{V_s I_s}{V_p} = \\frac{12 \\times 2.0}{240} = 1.0$ A.\n\n"
                "**Final Answer:** 12 V, and 1.0 A in the primary.",
                0,
                "NC",
                "The rearrangement is right, but 24 ÷ 240 = 0.10, so the primary current is 0.10 A.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test10_phys_ramp"],
        "question": "The uniform solid cylinder in <image_1> is released from rest and rolls without slipping "
        "down the ramp through a vertical height of 1.8 m. Taking g = 9.8 m/s², find its speed at the bottom.",
        "reference_answer": "about 4.9 m/s",
        "steps": [
            (
                "Since the cylinder rolls without slipping, friction does no work, so mechanical energy is "
                "conserved and the potential energy it gives up becomes translational plus rotational kinetic "
                "energy.\n\n**Step 1:** $mgh = \\tfrac12 m v^2 + \\tfrac12 I \\omega^2$, with $\\omega = v/R$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The moment of inertia of a solid cylinder about its axis is $I = mR^2$, so the "
                "rotational term becomes $\\tfrac12 m v^2$ and the energy equation reads $mgh = m v^2$.",
                0,
                "KE",
                "I = mR² belongs to a thin hoop; a solid cylinder has I = ½mR², which gives mgh = ¾mv².",
            ),
            (
                "**Step 3:** The mass cancels, and we obtain $v = \\sqrt{gh} = \\sqrt{9.8 \\times 1.8} "
                "= \\sqrt{17.64} = 4.2$ m/s.\n\n**Final Answer:** about 4.2 m/s",
                0,
                "carried",
                "The algebra follows from step 2's wrong equation; with mgh = ¾mv², v = √(4gh/3) = √23.52 ≈ 4.9 m/s.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "An LC circuit has an inductance of 2.0 mH and a capacitance of 50 nF. Find its resonant "
        "frequency.",
        "reference_answer": "about 15.9 kHz",
        "steps": [
            (
                "At resonance the inductive and capacitive reactances are equal, which gives the standard "
                "formula $f_0 = \\frac{1}{2\\pi\\sqrt{LC}}$.\n\n"
                "1. First, $LC = (2.0 \\times 10^{-3}\\ \\text{H})(50 \\times 10^{-9}\\ \\text{F}) = 1.0 \\times "
                "10^{-10}$ s².",
                1,
                None,
                None,
            ),
            (
                "2. Taking the square root, $\\sqrt{LC} = 1.0 \\times 10^{-5}$ s.",
                1,
                None,
                None,
            ),
            (
                "3. Substituting, we get $f_0 = \\frac{1}{2\\pi \\times 1.0 \\times 10^{-5}} \\approx 1.59 \\times "
                "10^{4}$ Hz, so the circuit resonates at about 15.9 kHz.\n\n**Final Answer:** ≈ 15.9 kHz",
                1,
                None,
                None,
            ),
        ],
    },
]
