"""Twenty-first test set, Physics: the specific latent heat of wax from a heating curve, the charge and energy a
phone charger delivers, the emf induced in a coil by a collapsing field, a two-dimensional sticking collision,
the orders of a diffraction grating, and Compton scattering of X-rays."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


@figure("test21_phys_wax_heating")
def _wax_heating(ax: Axes) -> None:
    ax.plot([0, 4, 14, 18], [20, 55, 55, 75], color="#d62728", linewidth=1.8)
    ax.set_xlim(0, 18)
    ax.set_ylim(10, 80)
    ax.set_xticks(range(0, 19, 2))
    ax.set_yticks(range(10, 81, 10))
    ax.grid(True, color="#dddddd")
    ax.set_xlabel("time / min")
    ax.set_ylabel("temperature / °C")


@figure("test21_phys_perp_collision")
def _perp_collision(ax: Axes) -> None:
    ax.add_patch(Circle((-2.2, 0), 0.35, color="#6baed6"))
    ax.text(-2.2, 0, "2.0 kg", ha="center", va="center", fontsize=7)
    ax.annotate("", xy=(-0.6, 0), xytext=(-1.8, 0), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(-1.3, 0.2, "4.0 m/s", fontsize=8)
    ax.add_patch(Circle((0, -2.2), 0.4, color="#fd8d3c"))
    ax.text(0, -2.2, "3.0 kg", ha="center", va="center", fontsize=7)
    ax.annotate("", xy=(0, -0.6), xytext=(0, -1.75), arrowprops={"arrowstyle": "->", "linewidth": 1.5})
    ax.text(0.15, -1.2, "2.0 m/s", fontsize=8)
    ax.plot(0, 0, marker="x", color="black")
    ax.annotate("", xy=(2.2, 1.6), xytext=(2.2, 0.9), arrowprops={"arrowstyle": "->"})
    ax.annotate("", xy=(2.9, 0.9), xytext=(2.2, 0.9), arrowprops={"arrowstyle": "->"})
    ax.text(2.2, 1.75, "N", ha="center", fontsize=9)
    ax.text(3.0, 0.9, "E", va="center", fontsize=9)
    ax.set_xlim(-3, 3.2)
    ax.set_ylim(-3, 2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test21_phys_grating")
def _grating(ax: Axes) -> None:
    ax.add_patch(Rectangle((-4, -0.15), 1.0, 0.3, color="#555555"))
    ax.text(-3.5, -0.45, "laser", ha="center", fontsize=8)
    ax.plot([-3, -1], [0, 0], color="#d62728")
    ax.plot([-1, -1], [-1.5, 1.5], color="black", linewidth=2)
    ax.text(-1, -1.8, "grating, 500 lines/mm", ha="center", fontsize=8)
    ax.plot([3, 3], [-2.2, 2.2], color="black", linewidth=1.2)
    ax.text(3, -2.5, "screen", ha="center", fontsize=8)
    for n, y in zip(range(-3, 4), (-2.0, -1.3, -0.6, 0, 0.6, 1.3, 2.0), strict=True):
        ax.plot([-1, 3], [0, y], color="#d62728", linewidth=0.5, linestyle="--")
        ax.plot(3, y, marker="o", color="#d62728", markersize=4)
        ax.text(3.2, y, f"n = {n}", va="center", fontsize=7)
    ax.set_xlim(-4.2, 4.2)
    ax.set_ylim(-2.8, 2.5)
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test21_phys_wax_heating"],
        "question": "A 40 W heater melts 0.20 kg of candle wax in an insulated beaker, and <image_1> shows the "
        "wax's temperature while it is heated. Use the flat part of the graph to find the specific latent heat "
        "of fusion of the wax, assuming all the heater's energy goes into the wax.",
        "reference_answer": "1.2 × 10⁵ J/kg",
        "steps": [
            (
                "To find the specific latent heat, we need the energy supplied while the wax melts, and we can get "
                "that from the heater's power and the melting time.\n\n"
                "**Step 1:** The temperature stays at 55 °C while the wax melts, so the melting happens along the "
                "flat section of the graph. That section starts at 4 min and ends at 12 min, so the wax takes "
                "8 min = 480 s to melt.",
                0,
                "VI",
                "The flat section ends at 14 min, not 12 min, so melting takes 10 min = 600 s.",
            ),
            (
                "**Step 2:** Since power is energy per second, the energy supplied is $E = Pt = 40 \\text{ W} "
                "\\times 480 \\text{ s} = 19\\,200$ J.",
                0,
                "carried",
                "Carried error: E = Pt is applied correctly but with the 480 s from step 1; with 600 s, E = 24 000 J.",
            ),
            (
                "**Step 3:** By the definition of specific latent heat, $L = \\frac{E}{m}$. Substituting the "
                "values, we get $L = \\frac{19\\,200}{0.20} = 96\\,000$ J/kg.\n\n"
                "**Final Answer:** $L \\approx 9.6 \\times 10^4$ J/kg",
                0,
                "carried",
                "Carried error: the formula and the division are right, but the energy from step 2 is too small; "
                "24 000 J / 0.20 kg = 1.2 × 10⁵ J/kg.",
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A phone charger supplies a steady current of 2.0 A at 5.0 V for 1.5 hours. How much charge "
        "flows into the phone, and how much energy does the charger transfer?",
        "reference_answer": "10 800 C (3000 mAh); 54 kJ",
        "steps": [
            (
                "Let me work through this in SI units, which means converting the time to seconds first.\n\n"
                "**Step 1:** 1.5 hours is 1.5 × 3600 s = 5400 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Charge is current multiplied by time, $Q = It$. So $Q = 2.0 \\text{ A} \\times "
                "5400 \\text{ s} = 10\\,800$ C, which is the same as 2000 mA × 1.5 h = 3000 mAh on a battery label.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since each coulomb that passes through a 5.0 V potential difference carries 5.0 J, "
                "the energy transferred is $E = QV = 10\\,800 \\times 5.0 = 54\\,000$ J. If we check it with power "
                "instead, P = IV = 10 W and 10 W × 5400 s gives the same 54 kJ.\n\n"
                "**Final Answer:** 10 800 C of charge and 54 kJ of energy.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A flat coil of 200 turns and area 50 cm² lies at right angles to a uniform magnetic field of "
        "0.40 T. The field is switched off and falls steadily to zero in 0.10 s. Find the average emf induced in "
        "the coil and, if the coil's ends are joined through a total resistance of 8.0 Ω, the current and the "
        "charge that flows.",
        "reference_answer": "4.0 V; 0.50 A; 0.050 C",
        "steps": [
            (
                "Step 1: Let me restate what I have. A coil with N = 200 turns and area A = 50 cm² sits "
                "perpendicular to a field that drops from 0.40 T to 0 in 0.10 s. I need the emf, then the current "
                "through 8.0 Ω, then the charge. The conditions I'm using are:\n"
                "a. the field is uniform over the coil;\n"
                "b. the field falls at a steady rate, so the emf is constant while it falls.",
                1,
                None,
                None,
            ),
            (
                "Step 2: First I convert the area: 50 cm² = 50 × 10⁻⁴ m² = 5.0 × 10⁻³ m². The flux through one "
                "turn is Φ = BA = 0.40 × 5.0 × 10⁻³ = 2.0 × 10⁻³ Wb at the start and 0 at the end.",
                1,
                None,
                None,
            ),
            (
                "Step 3: By Faraday's law, the emf is the rate of change of flux linkage: "
                "$\\varepsilon = N\\frac{\\Delta\\Phi}{\\Delta t} = 200 \\times \\frac{2.0 \\times 10^{-3}}{0.10} = "
                "4.0$ V. Hmm, wait, should there be a minus sign? Lenz's law only tells me the direction, which "
                "opposes the falling flux, so the size is 4.0 V.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Using Ohm's law, I = ε/R = 4.0/8.0 = 0.50 A, and since the current lasts 0.10 s, the "
                "charge is Q = It = 0.50 × 0.10 = 0.050 C. Let me check this another way: Q = NΔΦ/R = "
                "200 × 2.0 × 10⁻³ / 8.0 = 0.050 C, which matches my earlier result.\n\n"
                "**Final Answer:** emf = 4.0 V, I = 0.50 A, Q = 0.050 C",
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
        "images": ["test21_phys_perp_collision"],
        "question": "On the frictionless ice in <image_1>, a 2.0 kg puck moving east at 4.0 m/s and a 3.0 kg puck "
        "moving north at 2.0 m/s collide and stick together. Find the speed and direction of the pair just after "
        "the collision, and the kinetic energy lost.",
        "reference_answer": "2.0 m/s at 36.9° north of east; 12 J lost",
        "steps": [
            (
                "No external horizontal force acts, so momentum is conserved in each direction separately, "
                "which lets me treat the east and north components one at a time.\n\n"
                "**Step 1:** The east component of momentum is 2.0 × 4.0 = 8.0 kg·m/s, since only the first puck "
                "moves east, while the north component is 3.0 × 2.0 = 6.0 kg·m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The pair's total momentum has magnitude $\\sqrt{8.0^2 + 6.0^2} = 10$ kg·m/s. "
                "Because the combined mass is 5.0 kg, the speed is 10/5.0 = 2.0 m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Before the collision, the kinetic energy is ½(2.0)(4.0)² + ½(3.0)(2.0)² = 16 + 6 = "
                "22 J, and afterwards it is ½(5.0)(2.0)² = 10 J, so 12 J is turned into heat and sound, which is "
                "what we expect from a perfectly inelastic collision.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The direction follows from the components: $\\tan\\theta = \\frac{8.0}{6.0}$, so "
                "θ = 53.1° north of east.\n\n"
                "**Final Answer:** 2.0 m/s at 53.1° north of east; 12 J of kinetic energy is lost.",
                0,
                "RE",
                "The angle north of east is the angle whose tangent is north over east, 6.0/8.0, so θ = 36.9°; "
                "8.0/6.0 gives the angle measured from north.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test21_phys_grating"],
        "question": "Light of wavelength 600 nm falls normally on the grating in <image_1>, which has 500 lines per "
        "millimetre. Find the angle of the second-order maximum and the total number of bright maxima that can "
        "be seen on a very wide screen.",
        "reference_answer": "36.9°; 7 maxima (orders 0, ±1, ±2, ±3)",
        "steps": [
            (
                "**Step 1: Grating spacing**\n"
                "With 500 lines per millimetre, neighbouring slits are $d = \\frac{1}{500}$ mm = 2.0 × 10⁻⁶ m "
                "apart.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: Second-order angle**\n"
                "Using the grating equation $d\\sin\\theta = n\\lambda$ with n = 2, we obtain "
                "$\\sin\\theta = \\frac{2 \\times 600 \\times 10^{-9}}{2.0 \\times 10^{-6}} = 0.60$, so "
                "θ = 36.9°.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: Highest order**\n"
                "Since sin θ cannot exceed 1, the order must satisfy $n \\le \\frac{d}{\\lambda} = "
                "\\frac{2.0 \\times 10^{-6}}{600 \\times 10^{-9}} = 3.3$, which means the highest order that "
                "appears is n = 3.",
                1,
                None,
                None,
            ),
            (
                "**Step 4: Counting the maxima**\n"
                "Orders 1, 2 and 3 appear on both sides of the centre, so there are 2 × 3 = 6 bright maxima.\n\n"
                "**Final Answer:** θ₂ = 36.9°, and 6 maxima are seen.",
                0,
                "RE",
                "The count leaves out the central (zero-order) maximum, which is always present: there are "
                "2 × 3 + 1 = 7 maxima.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "o1-mini",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "X-rays of wavelength 71.0 pm are scattered by free electrons, and the scattered rays are "
        "observed at 90° to the incident beam. Find the wavelength of the scattered X-rays and the kinetic energy "
        "given to the recoiling electron, in eV. (h/(m_e c) = 2.43 pm, hc = 1.240 × 10⁶ eV·pm)",
        "reference_answer": "73.4 pm; about 578 eV",
        "steps": [
            (
                "**Step 1.** I need the shift in wavelength at 90° and then the energy the photon loses. The "
                "conditions are:\n"
                "a. the electrons are free and at rest, so the Compton formula applies;\n"
                "b. energy and momentum are conserved, so whatever energy the photon loses is the electron's "
                "kinetic energy.",
                1,
                None,
                None,
            ),
            (
                "**Step 2.** The Compton formula is $\\Delta\\lambda = \\frac{h}{m_e c}(1 - \\cos\\theta)$. At "
                "θ = 90°, cos θ = 0, so Δλ = 2.43 pm and the scattered wavelength is λ′ = 71.0 + 2.43 = "
                "73.43 pm ≈ 73.4 pm.",
                1,
                None,
                None,
            ),
            (
                "**Step 3.** The photon energies follow from E = hc/λ: E = 1.240 × 10⁶ / 71.0 ≈ 17 465 eV and "
                "E′ = 1.240 × 10⁶ / 73.43 ≈ 16 887 eV. So the electron picks up K = E − E′ ≈ 578 eV.",
                1,
                None,
                None,
            ),
            (
                "**Step 4.** Let me check with a shortcut: K = E·Δλ/λ′ = 17 465 × 2.43 / 73.43 ≈ 578 eV. This "
                "matches my earlier result, and it is small next to E, which makes sense because the shift is only "
                "about 3% of the wavelength.\n\n"
                "**Final Answer:** λ′ ≈ 73.4 pm; K ≈ 578 eV",
                1,
                None,
                None,
            ),
        ],
    },
]
