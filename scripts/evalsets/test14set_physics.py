"""Fourteenth test set, Physics: the pressure of a crate on two of its faces, a radar pulse to the Moon and back,
total internal reflection in a glass block, an electron's de Broglie wavelength, an oil's specific heat capacity
from two thermometer readings, and the escape speed from the Moon."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon, Rectangle

from .figures import figure


@figure("test14_phys_crate")
def _crate(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (5, 0), (5, 3), (0, 3)], facecolor="#fdd0a2", edgecolor="black"))
    ax.add_patch(Polygon([(5, 0), (6.6, 1.2), (6.6, 4.2), (5, 3)], facecolor="#fdae6b", edgecolor="black"))
    ax.add_patch(Polygon([(0, 3), (5, 3), (6.6, 4.2), (1.6, 4.2)], facecolor="#fee6ce", edgecolor="black"))
    ax.plot([-1, 8], [0, 0], color="black", linewidth=1.5)
    ax.text(2.5, -0.6, "0.50 m", ha="center", fontsize=9)
    ax.text(6.1, 0.2, "0.40 m", fontsize=9, rotation=37)
    ax.text(-0.2, 1.5, "0.30 m", ha="right", va="center", fontsize=9)
    ax.text(2.5, 1.5, "W = 600 N", ha="center", fontsize=9)
    ax.set_xlim(-2, 8)
    ax.set_ylim(-1.2, 5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test14_phys_glassblock")
def _glassblock(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 8, 4, facecolor="#c6dbef", edgecolor="black"))
    ax.plot([1, 4], [1, 4], color="#cb181d")
    ax.plot([4, 7], [4, 1], color="#cb181d", linestyle="--")
    ax.plot([4, 4], [2.6, 4.8], color="black", linestyle=":", linewidth=0.8)
    ax.text(4.15, 3.2, "45°", fontsize=9)
    ax.text(0.3, 0.3, "glass, n = 1.50", fontsize=9)
    ax.text(0.3, 4.3, "air", fontsize=9)
    ax.set_xlim(-0.5, 8.5)
    ax.set_ylim(-0.5, 5.2)
    ax.set_aspect("equal")
    ax.axis("off")


def _thermometer(ax: Axes, reading: float) -> None:
    ax.add_patch(Rectangle((0, 0), 1, 50, facecolor="white", edgecolor="black"))
    ax.add_patch(Rectangle((0.3, 0), 0.4, reading, facecolor="#cb181d", edgecolor="none"))
    for mark in range(51):
        length = 0.6 if mark % 10 == 0 else 0.4 if mark % 5 == 0 else 0.2
        ax.plot([1, 1 + length], [mark, mark], color="black", linewidth=0.8 if mark % 5 == 0 else 0.5)
        if mark % 10 == 0:
            ax.text(1.8, mark, f"{mark}", va="center", fontsize=8)
    ax.text(2.6, 25, "°C", va="center", fontsize=9)
    ax.set_xlim(-1, 4)
    ax.set_ylim(-2, 52)
    ax.axis("off")


@figure("test14_phys_thermo_start")
def _thermo_start(ax: Axes) -> None:
    _thermometer(ax, 18)


@figure("test14_phys_thermo_end")
def _thermo_end(ax: Axes) -> None:
    _thermometer(ax, 33)


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test14_phys_crate"],
        "question": "The crate in <image_1> weighs 600 N and measures 0.50 m × 0.40 m × 0.30 m. What pressure does it "
        "exert on the floor when it rests on its 0.50 m × 0.40 m face, and what pressure when it is turned onto "
        "its 0.40 m × 0.30 m face?",
        "reference_answer": "3000 Pa on the large face; 5000 Pa on the small face",
        "steps": [
            (
                "**Step 1:** Pressure is force per unit area, $p = \\frac{F}{A}$, and the force on the floor is "
                "the crate's weight, 600 N, whichever face it rests on.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The larger face has area $0.50 \\times 0.40 = 0.20$ m², so the pressure is "
                "$\\frac{600}{0.20} = 3000$ Pa.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The smaller face has area $0.40 \\times 0.30 = 0.12$ m², which gives "
                "$\\frac{600}{0.12} = 5000$ Pa, so the pressure goes up because the same weight is spread over "
                "less area.\n\n**Final Answer:** 3000 Pa on the 0.50 m × 0.40 m face and 5000 Pa on the "
                "0.40 m × 0.30 m face.",
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
        "question": "A radar pulse is sent from the Earth towards the Moon, 3.84 × 10⁵ km away, and its reflection is "
        "picked up back on the Earth. How long after the pulse is sent does the reflection arrive? "
        "(Speed of light = 3.00 × 10⁸ m/s)",
        "reference_answer": "2.56 s",
        "steps": [
            (
                "The pulse travels at the speed of light, so we only need a distance and $t = d / v$.\n\n"
                "Step 1: Converting the distance to metres, $3.84 \\times 10^5$ km $= 3.84 \\times 10^8$ m.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The pulse only has to cover the Earth–Moon distance once, so the distance to use is "
                "$d = 3.84 \\times 10^8$ m.",
                0,
                "QU",
                "The reflection has to come back, so the pulse travels to the Moon and back: d = 2 × 3.84 × 10⁸ = "
                "7.68 × 10⁸ m.",
            ),
            (
                "Step 3: Substituting the values, we get $t = \\frac{3.84 \\times 10^8}{3.00 \\times 10^8} = 1.28$ s."
                "\n\nFinal answer: the reflection arrives 1.28 s after the pulse is sent.",
                0,
                "carried",
                "The division is right but uses the one-way distance of step 2; the round trip takes 2.56 s.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test14_phys_glassblock"],
        "question": "In <image_1>, a ray inside a glass block of refractive index 1.50 meets the top surface at 45° to "
        "the normal. Find the critical angle of the glass, and decide whether the ray leaves the block or is "
        "totally internally reflected.",
        "reference_answer": "Critical angle ≈ 41.8°; since 45° > 41.8°, the ray is totally internally reflected",
        "steps": [
            (
                "1. The critical angle C is the angle of incidence inside the glass for which the refracted ray "
                "would run along the surface, so by Snell's law $n \\sin C = 1 \\times \\sin 90°$, which gives "
                "$\\sin C = \\frac{1}{n}$.",
                1,
                None,
                None,
            ),
            (
                "2. With $n = 1.50$, $\\sin C = \\frac{1}{1.50} = 0.667$, and therefore "
                "$C = \\sin^{-1}(0.667) \\approx 41.8°$.",
                1,
                None,
                None,
            ),
            (
                "3. If the angle of incidence is larger than C, then no refracted ray can exist. The ray in the "
                "figure meets the surface at 45°, which is more than 41.8°, so it is totally internally reflected "
                "back into the glass at 45°.\n\n**Final Answer:** C ≈ 41.8°; the ray is totally internally reflected.",
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
        "question": "An electron starts from rest and is accelerated through a potential difference of 150 V. Find its "
        "kinetic energy and its de Broglie wavelength. (m_e = 9.11 × 10⁻³¹ kg, e = 1.60 × 10⁻¹⁹ C, "
        "h = 6.63 × 10⁻³⁴ J s)",
        "reference_answer": "E_k = 2.40 × 10⁻¹⁷ J; λ ≈ 1.00 × 10⁻¹⁰ m (0.100 nm)",
        "steps": [
            (
                "### Step 1: Kinetic energy\nThe electron picks up an energy $eV$ from the field, so "
                "$E_k = (1.60 \\times 10^{-19})(150) = 2.40 \\times 10^{-17}$ J.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Wavelength\nFor the de Broglie wavelength we can use $\\lambda = \\frac{hc}{E}$, so "
                "$\\lambda = \\frac{(6.63 \\times 10^{-34})(3.00 \\times 10^8)}{2.40 \\times 10^{-17}} "
                "\\approx 8.29 \\times 10^{-9}$ m.",
                0,
                "KE",
                "λ = hc/E holds only for photons. For an electron λ = h/p with p = √(2mE_k) = 6.61 × 10⁻²⁴ kg m/s, "
                "giving λ ≈ 1.00 × 10⁻¹⁰ m.",
            ),
            (
                "### Step 3: Conclusion\nThe electron's kinetic energy is 2.40 × 10⁻¹⁷ J, and since its wavelength "
                "is about 8.3 nm it is comparable to the spacing of atoms in a crystal.\n\n"
                "**Final Answer:** $E_k = 2.40 \\times 10^{-17}$ J, $\\lambda \\approx 8.3$ nm",
                0,
                "carried",
                "The energy is right, but the wavelength comes from the photon formula of step 2; it should be "
                "about 0.100 nm.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "qwen2-vl-72b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test14_phys_thermo_start", "test14_phys_thermo_end"],
        "question": "A 50 W immersion heater warms 0.40 kg of oil in an insulated beaker for 2.0 minutes. <image_1> "
        "shows the thermometer before heating and <image_2> shows it afterwards. Assuming no heat is lost, find "
        "the specific heat capacity of the oil.",
        "reference_answer": "1000 J/(kg·°C) (from 18 °C to 33 °C, ΔT = 15 °C, with 6000 J supplied)",
        "steps": [
            (
                "To solve this, I will first find the energy supplied and then the temperature rise.\n\n"
                "**Step 1:** The heater supplies $E = Pt = 50 \\times 120 = 6000$ J, since 2.0 minutes is 120 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** From <image_1> the oil starts at 18 °C, and from <image_2> it ends at 38 °C, so the "
                "temperature rises by $\\Delta T = 20$ °C.",
                0,
                "VI",
                "The second thermometer reads 33 °C (between the 30 and 40 marks, just past 30), so ΔT = 15 °C.",
            ),
            (
                "**Step 3:** Rearranging $E = mc\\Delta T$ for c, we get "
                "$c = \\frac{6000}{0.40 \\times 20} = 750$ J/(kg·°C).\n\n"
                "**Final Answer:** about 750 J/(kg·°C)",
                0,
                "carried",
                "The method is right, but ΔT = 20 °C comes from the misread thermometer; with ΔT = 15 °C, "
                "c = 6000/(0.40 × 15) = 1000 J/(kg·°C).",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "Find the escape speed from the surface of the Moon, and compare it with the Earth's escape speed "
        "of 11.2 km/s. (G = 6.67 × 10⁻¹¹ N m² kg⁻², M_Moon = 7.35 × 10²² kg, R_Moon = 1.74 × 10⁶ m)",
        "reference_answer": "About 2.37 km/s, roughly a fifth of the Earth's 11.2 km/s",
        "steps": [
            (
                "I'll use energy conservation: the escape speed is the launch speed whose kinetic energy just "
                "cancels the gravitational potential energy at the surface.\n\n"
                "**Step 1:** Setting $\\frac{1}{2}mv^2 - \\frac{GMm}{R} = 0$, the mass $m$ cancels, which gives "
                "$v_{esc} = \\sqrt{\\frac{2GM}{R}}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The numerator is $2GM = 2 \\times 6.67 \\times 10^{-11} \\times 7.35 \\times 10^{22} "
                "= 9.80 \\times 10^{12}$ m³/s², and dividing by $R = 1.74 \\times 10^6$ m gives "
                "$5.63 \\times 10^6$ m²/s².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Taking the square root, $v_{esc} = \\sqrt{5.63 \\times 10^6} \\approx 2.37 \\times 10^3$ "
                "m/s, i.e. about 2.37 km/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since $\\frac{2.37}{11.2} \\approx 0.21$, the Moon's escape speed is only about a fifth "
                "of the Earth's, which is one reason why the Moon has not held on to an atmosphere.\n\n"
                "**Final Answer:** about 2.37 km/s, roughly one fifth of 11.2 km/s.",
                1,
                None,
                None,
            ),
        ],
    },
]
