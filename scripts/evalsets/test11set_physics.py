"""Eleventh test set, Physics: a hydraulic press, a pendulum timed by its passes, a half-life from two
activities, double-slit fringes, a stone weighed in air and in water, and charge shared between two capacitors."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test11_phys_press")
def _press(ax: Axes) -> None:
    # a narrow and a wide cylinder joined at the bottom, full of oil, each closed by a piston
    ax.add_patch(Rectangle((0, 0), 10, 1.5, facecolor="#fdd49e", edgecolor="none"))
    ax.add_patch(Rectangle((0, 1.5), 1.5, 3.0, facecolor="#fdd49e", edgecolor="none"))
    ax.add_patch(Rectangle((4, 1.5), 6, 3.0, facecolor="#fdd49e", edgecolor="none"))
    ax.plot([0, 0, 10, 10], [6, 0, 0, 6], color="black", linewidth=1.5)
    ax.plot([1.5, 1.5, 4, 4], [6, 1.5, 1.5, 6], color="black", linewidth=1.5)
    ax.add_patch(Rectangle((0, 4.5), 1.5, 0.6, facecolor="#969696", edgecolor="black"))
    ax.add_patch(Rectangle((4, 4.5), 6, 0.6, facecolor="#969696", edgecolor="black"))
    ax.annotate("", xy=(0.75, 5.1), xytext=(0.75, 7.0), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(0.75, 7.2, "40 N", ha="center", fontsize=9)
    ax.text(7, 5.6, "F = ?", ha="center", fontsize=9)
    ax.text(0.75, -0.9, "A = 5.0 cm²", ha="center", fontsize=9)
    ax.text(7, -0.9, "A = 250 cm²", ha="center", fontsize=9)
    ax.set_xlim(-1.5, 11)
    ax.set_ylim(-1.6, 8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test11_phys_fringes")
def _fringes(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 18, 3, facecolor="black", edgecolor="black"))
    for k in range(5):
        ax.add_patch(Rectangle((2.6 + 3 * k, 0), 0.8, 3, facecolor="#ef3b2c", edgecolor="none"))
    ax.annotate("", xy=(3.0, 3.6), xytext=(15.0, 3.6), arrowprops={"arrowstyle": "<->"})
    ax.text(9, 4.0, "12 mm (centre of 1st to centre of 5th bright fringe)", ha="center", fontsize=8)
    ax.set_xlim(-0.5, 18.5)
    ax.set_ylim(-0.5, 5)
    ax.set_aspect("equal")
    ax.axis("off")


def _balance(ax: Axes, reading: str, submerged: bool) -> None:
    ax.plot([2, 2], [9, 10], color="black")
    ax.add_patch(Rectangle((1.4, 6.0), 1.2, 3.0, facecolor="#f0f0f0", edgecolor="black"))
    ax.text(2, 7.5, reading, ha="center", fontsize=10, rotation=90, va="center")
    ax.plot([2, 2], [4.6, 6.0], color="black")
    if submerged:
        ax.add_patch(Rectangle((0.3, 0), 3.4, 4.6, facecolor="#c6dbef", edgecolor="black"))
        ax.add_patch(Rectangle((1.5, 1.5), 1.0, 1.0, facecolor="#737373", edgecolor="black"))
        ax.plot([2, 2], [2.5, 4.6], color="black")
    else:
        ax.add_patch(Rectangle((1.5, 3.6), 1.0, 1.0, facecolor="#737373", edgecolor="black"))
    ax.set_xlim(-1, 5)
    ax.set_ylim(-0.5, 10.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test11_phys_balance_air")
def _balance_air(ax: Axes) -> None:
    _balance(ax, "5.0 N", submerged=False)


@figure("test11_phys_balance_water")
def _balance_water(ax: Axes) -> None:
    _balance(ax, "3.0 N", submerged=True)


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test11_phys_press"],
        "question": "In the hydraulic press of <image_1>, a force of 40 N pushes down on the small piston. What "
        "force does the oil exert on the large piston?",
        "reference_answer": "2000 N",
        "steps": [
            (
                "Step 1: By Pascal's principle, a pressure applied to an enclosed liquid is passed on equally to "
                "every part of the liquid, so both pistons feel the same pressure.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The pressure under the small piston is $p = F/A = 40\\ \\text{N} / 5.0\\ \\text{cm}^2 = "
                "8.0$ N/cm², which is $8.0 \\times 10^4$ Pa.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The force on the large piston is $F = pA = 8.0\\ \\text{N/cm}^2 \\times 250\\ "
                "\\text{cm}^2 = 2000$ N, which is 50 times the input force because its area is 50 times larger.\n\n"
                "Final answer: 2000 N",
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
        "question": "A student watching a pendulum counts that its bob passes through the lowest point of its swing "
        "40 times in 30 s. Find the pendulum's period and its frequency.",
        "reference_answer": "1.5 s; about 0.67 Hz",
        "steps": [
            (
                "**Step 1:** The period is the time for one complete oscillation, and the frequency is the number "
                "of oscillations per second, so we first need the number of oscillations.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Each time the bob passes through the lowest point it completes an oscillation, so the "
                "pendulum makes 40 oscillations in 30 s.",
                0,
                "QU",
                "The bob passes the lowest point twice in each complete oscillation (once each way), so 40 passes "
                "are 20 oscillations.",
            ),
            (
                "**Step 3:** The period is the total time divided by the number of oscillations, "
                "$T = 30 / 40 = 0.75$ s.",
                0,
                "carried",
                "With 20 oscillations the period is 30 / 20 = 1.5 s.",
            ),
            (
                "**Step 4:** Since frequency is the reciprocal of the period, $f = 1/T = 1/0.75 \\approx 1.33$ Hz.\n\n"
                "**Final Answer:** T = 0.75 s and f ≈ 1.33 Hz",
                0,
                "carried",
                "The reciprocal is right, but T = 1.5 s gives f ≈ 0.67 Hz.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "The activity of a radioactive sample falls from 800 Bq to 50 Bq in 20 hours. Find the "
        "half-life of the isotope and the sample's activity 5 hours after it reaches 50 Bq.",
        "reference_answer": "5.0 h; 25 Bq",
        "steps": [
            (
                "I'll use the radioactive decay law, $A = A_0 \\left(\\tfrac{1}{2}\\right)^{t/T_{1/2}}$, which says "
                "the activity halves once every half-life.\n\n"
                "**Step 1:** The activity drops by a factor of $800 / 50 = 16$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since $16 = 2^4$, the activity has halved four times, which means the sample has gone "
                "through exactly four half-lives in the 20 hours.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Four half-lives take 20 hours, and therefore $T_{1/2} = 20 / 4 = 5.0$ h.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Five hours later is one more half-life, so the activity halves once more, from 50 Bq to "
                "25 Bq.\n\n**Final Answer:** the half-life is 5.0 h, and the activity is then 25 Bq.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test11_phys_fringes"],
        "question": "Light from a laser passes through two slits 0.25 mm apart, and <image_1> shows the bright "
        "fringes on a screen 1.5 m away. Find the fringe spacing and the wavelength of the light.",
        "reference_answer": "3.0 mm; 500 nm",
        "steps": [
            (
                "Step 1: In <image_1>, the distance from the centre of the first bright fringe to the centre of the "
                "fifth is 12 mm.",
                1,
                None,
                None,
            ),
            (
                "Step 2: There are five bright fringes in that distance, so there are five fringe spacings and the "
                "spacing is Δy = 12 mm / 5 = 2.4 mm.",
                0,
                "RE",
                "From the 1st to the 5th fringe there are only four gaps, so Δy = 12 mm / 4 = 3.0 mm.",
            ),
            (
                "Step 3: For a double slit the fringe spacing is Δy = λL/d, and rearranging for the wavelength gives "
                "λ = dΔy/L.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Substituting the values, we get λ = (0.25 × 10⁻³ m)(2.4 × 10⁻³ m) / 1.5 m = "
                "4.0 × 10⁻⁷ m, which is 400 nm, at the violet end of the spectrum.\n\n"
                "Final answer: Δy = 2.4 mm, λ = 400 nm",
                0,
                "carried",
                "The substitution is right, but with Δy = 3.0 mm the wavelength is 5.0 × 10⁻⁷ m = 500 nm.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test11_phys_balance_air", "test11_phys_balance_water"],
        "question": "A stone hangs from a spring balance in air in <image_1> and fully under water in <image_2>. "
        "Taking g = 10 N/kg and the density of water as 1000 kg/m³, find the buoyant force, the stone's volume "
        "and its density.",
        "reference_answer": "2.0 N; 2.0 × 10⁻⁴ m³; 2500 kg/m³",
        "steps": [
            (
                "### Step 1: Buoyant force\nThe balance reads 5.0 N in air and 3.0 N in water, and the difference is "
                "the upthrust that the water exerts: $F_b = 5.0 - 3.0 = 2.0$ N.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Volume\nBy Archimedes' principle, the upthrust equals the weight of the water that the "
                "stone pushes aside, so $\\rho_w V g = 2.0$ N and "
                "$V = \\frac{2.0}{1000 \\times 10} = 2.0 \\times 10^{-4}$ m³.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Mass\nThe stone's weight in air is 5.0 N, so its mass is $m = W/g = 0.50$ kg.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Density\n$\\rho = \\frac{m}{V} = \\frac{0.50}{2.0 \\times 10^{-4}} = 2500$ kg/m³, which "
                "is typical of rock.\n\n**Final Answer:** 2.0 N, 2.0 × 10⁻⁴ m³ and 2500 kg/m³",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A 2.0 μF capacitor is charged to 50 V and then disconnected from the supply. Its terminals are "
        "joined to those of an uncharged 3.0 μF capacitor. Find the final common voltage and the energy lost.",
        "reference_answer": "20 V; 1.5 mJ",
        "steps": [
            (
                "**Step 1:** The charge on the first capacitor is $Q = C_1 V_0 = 2.0\\ \\mu\\text{F} \\times 50\\ "
                "\\text{V} = 100\\ \\mu\\text{C}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Once they are joined the capacitors are in parallel, so they end up at the same voltage "
                "while the total charge is conserved; thus $V = \\frac{Q}{C_1 + C_2} = \\frac{100}{5.0} = 20$ V.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The initial energy is $E_0 = \\tfrac{1}{2} C_1 V_0^2 = \\tfrac{1}{2} \\times 2.0 \\times "
                "10^{-6} \\times 50^2 = 2.5$ mJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The energy lost is $\\Delta E = \\tfrac{1}{2} C_1 V_0^2 - \\tfrac{1}{2}(C_1 + C_2)V^2$, "
                "and if we use $V = \\frac{C_1 V_0}{C_1 + C_2}$, then this simplifies to "
                "$\\Delta E = E_0 \\left(1 - \\frac{C_1}{C_1 + C_2}\\right) = E_0 \\cdot \\frac{C_1}{C_1 + C_2}$.",
                0,
                "SC",
                "$1 - \\frac{C_1}{C_1 + C_2} = \\frac{C_2}{C_1 + C_2}$, not $\\frac{C_1}{C_1 + C_2}$.",
            ),
            (
                "**Step 5:** Substituting the values, we get $\\Delta E = 2.5\\ \\text{mJ} \\times \\frac{2.0}{5.0} "
                "= 1.0$ mJ, which is dissipated as heat in the connecting wires and as radiation.\n\n"
                "**Final Answer:** 20 V, and 1.0 mJ is lost.",
                0,
                "carried",
                "With the correct factor $C_2/(C_1 + C_2) = 3/5$ the energy lost is 2.5 × 0.6 = 1.5 mJ.",
            ),
        ],
    },
]
