"""Twelfth test set, Physics: two forces on a box, the light from a filament bulb, a boat crossing a river,
the resistance of a copper wire, a rod swinging down about its end, and the photoelectric effect."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


@figure("test12_phys_box")
def _box(ax: Axes) -> None:
    ax.plot([-1, 11], [0, 0], color="black")
    ax.add_patch(Rectangle((4, 0), 2, 2, facecolor="#fdae6b", edgecolor="black"))
    ax.text(5, 1, "4.0 kg", ha="center", va="center", fontsize=9)
    ax.annotate("", xy=(9, 1), xytext=(6, 1), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(7.5, 1.3, "30 N", ha="center", fontsize=9)
    ax.annotate("", xy=(1.5, 1), xytext=(4, 1), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(2.7, 1.3, "18 N", ha="center", fontsize=9)
    ax.text(5, -0.7, "smooth floor", ha="center", fontsize=8)
    ax.set_xlim(-1, 11)
    ax.set_ylim(-1.2, 3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test12_phys_river")
def _river(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 12, 6, facecolor="#c6dbef", edgecolor="none"))
    ax.plot([0, 12], [0, 0], color="#238b45", linewidth=3)
    ax.plot([0, 12], [6, 6], color="#238b45", linewidth=3)
    ax.annotate("", xy=(3, 4), xytext=(3, 0.3), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(3.2, 2.2, "boat 2.0 m/s\n(relative to water)", fontsize=8)
    ax.annotate("", xy=(10.5, 3), xytext=(8, 3), arrowprops={"arrowstyle": "->", "color": "#08519c"})
    ax.text(9.2, 3.3, "current 1.5 m/s", ha="center", fontsize=8)
    ax.annotate("", xy=(0.6, 6), xytext=(0.6, 0), arrowprops={"arrowstyle": "<->"})
    ax.text(0.8, 4.8, "80 m", fontsize=9)
    ax.set_xlim(-0.5, 12.5)
    ax.set_ylim(-0.5, 6.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test12_phys_rod")
def _rod(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 0.15, facecolor="black"))
    ax.add_patch(Rectangle((0, -0.1), 6, 0.2, facecolor="#969696", edgecolor="black"))
    ax.plot([0, 0], [0, -6], color="#969696", linestyle="--")
    ax.annotate(
        "", xy=(0.3, -5.8), xytext=(5.8, -0.3), arrowprops={"arrowstyle": "->", "connectionstyle": "arc3,rad=-0.35"}
    )
    ax.text(3, 0.4, "L = 1.2 m, uniform", ha="center", fontsize=9)
    ax.text(-0.3, 0.3, "pivot", ha="right", fontsize=8)
    ax.set_xlim(-1.5, 7)
    ax.set_ylim(-6.5, 1.2)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test12_phys_box"],
        "question": "Two people pull the 4.0 kg box in <image_1> in opposite directions along a smooth floor. What "
        "is the resultant force on the box, and what is its acceleration?",
        "reference_answer": "12 N to the right; 3.0 m/s² to the right",
        "steps": [
            (
                "Here's how to work it out.\n\n**Step 1:** The two forces act along the same line but in opposite "
                "directions, so the resultant is their difference: $30 - 18 = 12$ N, pointing to the right "
                "because the larger pull is to the right.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since the floor is smooth there is no friction, and by Newton's second law the "
                "acceleration is $a = F/m$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Substituting the values, we get $a = 12\\ \\text{N} / 4.0\\ \\text{kg} = 3.0$ m/s², "
                "directed to the right like the resultant force.\n\n**Final Answer:** 12 N to the right; "
                "a = 3.0 m/s² to the right",
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
        "images": [],
        "question": "A 60 W filament bulb turns 5% of the electrical energy it takes in into light. How much light "
        "energy does it give out in 10 minutes, and where does the rest of the energy go?",
        "reference_answer": "1800 J of light; the rest (34,200 J) is wasted as heat (thermal energy)",
        "steps": [
            (
                "Step 1: First we find the electrical energy the bulb takes in, using $E = Pt$ with the time in "
                "seconds, which is $10 \\times 60 = 600$ s.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get $E = 60\\ \\text{W} \\times 600\\ \\text{s} = 3600$ J.",
                0,
                "NC",
                "60 × 600 = 36,000 J, not 3600 J.",
            ),
            (
                "Step 3: Only 5% of this energy leaves as light, while the remaining 95% heats up the filament and "
                "the surroundings, which is why filament bulbs get so hot, so most of it is wasted as thermal energy.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The light output is therefore $0.05 \\times 3600 = 180$ J.\n\nFinal answer: 180 J of "
                "light; the rest is wasted as heat.",
                0,
                "carried",
                "Taking 5% is right, but 5% of 36,000 J is 1800 J (and the wasted heat is 34,200 J).",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test12_phys_river"],
        "question": "The boat in <image_1> is steered straight across the 80 m wide river, while the current carries "
        "it downstream. How long does the crossing take, how far downstream does the boat land, and what is "
        "its speed relative to the bank?",
        "reference_answer": "40 s; 60 m downstream; 2.5 m/s",
        "steps": [
            (
                "Step 1: The boat's motion across the river and the current's push along it are perpendicular, so "
                "they are independent, and the crossing time depends only on the 2.0 m/s across the river.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The time to cross is $t = 80\\ \\text{m} / 2.0\\ \\text{m/s} = 40$ s.",
                1,
                None,
                None,
            ),
            (
                "Step 3: During those 40 s the current carries the boat downstream by $1.5 \\times 40 = 60$ m, "
                "which is where it picks up its drift.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Since the two velocities are at right angles, the speed relative to the bank is "
                "$\\sqrt{2.0^2 + 1.5^2} = \\sqrt{6.25} = 2.5$ m/s.\n\nFinal answer: 40 s, 60 m downstream, "
                "2.5 m/s relative to the bank",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A copper wire is 50 m long and has a cross-sectional area of 1.0 mm². The resistivity of "
        "copper is 1.7 × 10⁻⁸ Ω·m. Find the wire's resistance, and the potential difference across it when it "
        "carries 4.0 A.",
        "reference_answer": "0.85 Ω; 3.4 V",
        "steps": [
            (
                "### Step 1: The formula\nThe resistance of a uniform wire is $R = \\rho L / A$, which means it "
                "grows with length and falls as the wire gets thicker.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Units\nThe area has to be in m², and since 1 mm = 10⁻³ m, we have "
                "$1.0\\ \\text{mm}^2 = 1.0 \\times 10^{-3}$ m².",
                0,
                "KE",
                "1 mm² = (10⁻³ m)² = 10⁻⁶ m²; the conversion factor for lengths must be squared for areas.",
            ),
            (
                "### Step 3: Resistance\nSubstituting the values, we get $R = \\dfrac{1.7 \\times 10^{-8} "
                "\\times 50}{1.0 \\times 10^{-3}} = 8.5 \\times 10^{-4}\\ \\Omega$.",
                0,
                "carried",
                "With A = 1.0 × 10⁻⁶ m², R = 0.85 Ω.",
            ),
            (
                "### Step 4: Potential difference\nBy Ohm's law, $V = IR = 4.0 \\times 8.5 \\times 10^{-4} = "
                "3.4 \\times 10^{-3}$ V.\n\n**Final answer:** R = 8.5 × 10⁻⁴ Ω, V = 3.4 mV",
                0,
                "carried",
                "Ohm's law is applied correctly, but with R = 0.85 Ω the potential difference is 3.4 V.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test12_phys_rod"],
        "question": "The uniform 1.2 m rod in <image_1> is pivoted freely at one end and released from rest in a "
        "horizontal position. Find its angular speed and the speed of its free end as it swings through the "
        "vertical. Take g = 9.8 m/s².",
        "reference_answer": "about 4.95 rad/s; about 5.9 m/s",
        "steps": [
            (
                "We use conservation of energy, because the pivot does no work and there is no friction.\n\n"
                "**Step 1:** The rod's centre of mass falls by $L/2 = 0.60$ m, so it loses potential energy "
                "$mg(L/2)$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The rod rotates about its end, and its moment of inertia is that of a rod about its "
                "centre, $I = \\tfrac{1}{12} m L^2$.",
                0,
                "KE",
                "The rod turns about the pivot at its end, where I = (1/3) m L² (by the parallel-axis theorem, "
                "(1/12) m L² + m (L/2)²).",
            ),
            (
                "**Step 3:** Setting $mg\\frac{L}{2} = \\frac{1}{2} \\cdot \\frac{1}{12} m L^2 \\omega^2$ gives "
                "$\\omega = \\sqrt{12 g / L} = \\sqrt{12 \\times 9.8 / 1.2} = \\sqrt{98} \\approx 9.90$ rad/s.",
                0,
                "carried",
                "With I = (1/3) m L², ω = √(3g/L) = √24.5 ≈ 4.95 rad/s.",
            ),
            (
                "**Step 4:** The free end moves on a circle of radius L, so its speed is $v = \\omega L = 9.90 "
                "\\times 1.2 \\approx 11.9$ m/s.\n\n**Final Answer:** ω ≈ 9.90 rad/s, v ≈ 11.9 m/s",
                0,
                "carried",
                "v = ωL is right, but with ω ≈ 4.95 rad/s the end moves at about 5.9 m/s.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "Ultraviolet light of wavelength 250 nm falls on a metal surface whose work function is 2.30 eV. "
        "Find the maximum kinetic energy of the emitted electrons in eV, and the stopping potential. "
        "(Use hc = 1240 eV·nm.)",
        "reference_answer": "2.66 eV; 2.66 V",
        "steps": [
            (
                "1. The energy of one photon is $E = hc/\\lambda$, which with $hc = 1240$ eV·nm gives "
                "$E = 1240 / 250 = 4.96$ eV.",
                1,
                None,
                None,
            ),
            (
                "2. By Einstein's photoelectric equation, the fastest electrons leave with "
                "$K_{max} = E - \\phi = 4.96 - 2.30 = 2.66$ eV, because the work function is the least energy "
                "needed to free an electron.",
                1,
                None,
                None,
            ),
            (
                "3. Electrons are indeed emitted, because the photon energy of 4.96 eV is larger than the "
                "2.30 eV work function, which is the threshold condition.",
                1,
                None,
                None,
            ),
            (
                "4. The stopping potential $V_s$ is the one that just brings these electrons to rest, so "
                "$eV_s = K_{max}$ and $V_s = 2.66$ V.\n\nFinal answer: $K_{max} = 2.66$ eV, $V_s = 2.66$ V",
                1,
                None,
                None,
            ),
        ],
    },
]
