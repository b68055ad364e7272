"""Eighteenth test set, Physics: a hydraulic lift by Pascal's principle, a student's power running up stairs,
refraction into glass by Snell's law, the pitch of a passing siren by the Doppler effect, the pressure in a
narrowing pipe by Bernoulli's equation, and the Balmer line from n = 4 by the Rydberg formula."""

from matplotlib.axes import Axes
from matplotlib.patches import FancyArrow, Rectangle

from .figures import figure


@figure("test18_phys_hydraulic")
def _hydraulic(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 10, 1, color="#9ecae1"))
    ax.add_patch(Rectangle((0.5, 1), 1, 3, color="#9ecae1"))
    ax.add_patch(Rectangle((5, 1), 4.5, 2, color="#9ecae1"))
    ax.add_patch(Rectangle((0.5, 4), 1, 0.3, color="#636363"))
    ax.add_patch(Rectangle((5, 3), 4.5, 0.3, color="#636363"))
    ax.add_patch(FancyArrow(1, 6, 0, -1.5, width=0.08, color="#de2d26"))
    ax.text(1.3, 5.5, "F₁ = 150 N", fontsize=9)
    ax.text(-0.2, 4.6, "A₁ = 0.020 m²", fontsize=9)
    ax.text(5.6, 3.6, "A₂ = 0.50 m²", fontsize=9)
    ax.text(6.2, 4.3, "F₂ = ?", fontsize=9)
    ax.set_xlim(-0.5, 10.5)
    ax.set_ylim(-0.5, 6.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test18_phys_refraction")
def _refraction(ax: Axes) -> None:
    ax.add_patch(Rectangle((-4, -4), 8, 4, color="#c6dbef"))
    ax.plot([0, 0], [-3.5, 3.5], color="gray", linestyle="--")
    ax.plot([-2.25, 0], [2.68, 0], color="#de2d26", linewidth=2)
    ax.plot([0, 1.41], [0, -3.0], color="#de2d26", linewidth=2)
    ax.text(-0.9, 1.9, "40°", fontsize=9)
    ax.text(0.25, -1.4, "r = ?", fontsize=9)
    ax.text(-3.8, 0.3, "air, n = 1.00", fontsize=9)
    ax.text(-3.8, -3.6, "crown glass", fontsize=9)
    ax.text(0.1, 3.2, "normal", fontsize=8, color="gray")
    ax.set_xlim(-4, 4)
    ax.set_ylim(-4, 4)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test18_phys_pipe")
def _pipe(ax: Axes) -> None:
    ax.plot([0, 4, 6, 10], [2, 2, 1, 1], color="black", linewidth=2)
    ax.plot([0, 4, 6, 10], [-2, -2, -1, -1], color="black", linewidth=2)
    ax.add_patch(FancyArrow(0.6, 0, 1.6, 0, width=0.1, color="#3182bd"))
    ax.add_patch(FancyArrow(7, 0, 2.2, 0, width=0.1, color="#3182bd"))
    ax.text(0.4, 2.4, "d₁ = 8.0 cm, v₁ = 1.5 m/s, P₁ = 180 kPa", fontsize=8)
    ax.text(6.2, 1.4, "d₂ = 4.0 cm", fontsize=8)
    ax.text(6.5, -1.6, "v₂ = ?, P₂ = ?", fontsize=8)
    ax.text(3.0, -2.8, "horizontal pipe, water (ρ = 1000 kg/m³)", fontsize=8)
    ax.set_xlim(-0.5, 10.5)
    ax.set_ylim(-3.3, 3.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test18_phys_indices")
def _indices(ax: Axes) -> None:
    rows = [
        ("material", "refractive index n"),
        ("water", "1.33"),
        ("crown glass", "1.52"),
        ("flint glass", "1.62"),
        ("diamond", "2.42"),
    ]
    for k, (material, index) in enumerate(rows):
        weight = "bold" if k == 0 else "normal"
        ax.text(0.5, 4.5 - k, material, fontsize=10, weight=weight)
        ax.text(4.0, 4.5 - k, index, fontsize=10, weight=weight)
        ax.plot([0.3, 7.5], [4.1 - k, 4.1 - k], color="#bbbbbb", linewidth=0.8)
    ax.set_xlim(0, 8)
    ax.set_ylim(-0.3, 5.2)
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test18_phys_hydraulic"],
        "question": "In the hydraulic lift of <image_1>, a force of 150 N pushes down on the small piston. What force "
        "does the large piston exert, and what mass can it hold up? Take g = 9.8 N/kg.",
        "reference_answer": "3750 N; about 383 kg",
        "steps": [
            (
                "**Step 1:** From <image_1>, the small piston has area $A_1 = 0.020$ m² and the large piston has "
                "area $A_2 = 0.50$ m², while the force on the small piston is $F_1 = 150$ N.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The pressure under the small piston is "
                "$P = \\frac{F_1}{A_1} = \\frac{150}{0.020} = 7500$ Pa. By Pascal's principle, a pressure applied "
                "to an enclosed liquid is passed on equally to every part of it, so the large piston feels the "
                "same 7500 Pa.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The force on the large piston is therefore $F_2 = P A_2 = 7500 \\times 0.50 = 3750$ N. "
                "This is 25 times the input force, which is exactly the ratio of the areas.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** A load is held up when its weight equals $F_2$, so $m = \\frac{F_2}{g} = "
                "\\frac{3750}{9.8} \\approx 383$ kg.\n\n"
                "**Final Answer:** The large piston exerts 3750 N and can hold up about 383 kg.",
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
        "question": "A 55 kg student runs up a staircase of 30 steps, each 18 cm high, in 6.0 s. How much work does "
        "she do against gravity, and what is her average power? Take g = 9.8 N/kg.",
        "reference_answer": "about 2.9 kJ (2910.6 J); about 485 W",
        "steps": [
            (
                "Here's how I'd work this out, step by step.\n\n"
                "**Step 1:** The height she climbs is the total rise of the stairs, $h = 30 \\times 0.18 = 5.4$ m, "
                "because only the vertical distance matters for work against gravity.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Her weight is $W = mg = 55 \\times 9.8 = 539$ N, and the work done lifting it is "
                "$W \\cdot h = 539 \\times 5.4 = 2910.6$ J, or about 2.9 kJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Power is the rate of doing work, $P = \\frac{W}{t}$. Substituting the values, we get "
                "$P = \\frac{2910.6}{6.0} \\approx 485$ W, so she works at roughly half a kilowatt while she "
                "picks up height.\n\n"
                "**Answer:** Work ≈ 2.9 kJ; average power ≈ 485 W.",
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
        "images": ["test18_phys_refraction", "test18_phys_indices"],
        "question": "A ray of light passes from air into crown glass as drawn in <image_1>. Using the refractive "
        "index from the table in <image_2>, find the angle of refraction and the speed of light in the glass "
        "(c = 3.00 × 10⁸ m/s).",
        "reference_answer": "about 25.0°; 1.97 × 10⁸ m/s",
        "steps": [
            (
                "Step 1: The table in <image_2> gives $n = 1.52$ for crown glass. The refractive index is defined as "
                "$n = c / v$, so the speed of light in the glass is "
                "$v = \\frac{3.00 \\times 10^8}{1.52} \\approx 1.97 \\times 10^8$ m/s. Since the light slows "
                "down in the denser medium, the ray bends toward the normal.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_1>, the angle marked between the incoming ray and the surface is 40°, so the "
                "angle of incidence measured from the normal is $90° - 40° = 50°$.",
                0,
                "VI",
                "The 40° in the figure is drawn between the ray and the dashed normal, so it is the angle of "
                "incidence itself.",
            ),
            (
                "Step 3: By Snell's law, $n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$, so "
                "$\\sin r = \\frac{1.00 \\times \\sin 50°}{1.52} = \\frac{0.7660}{1.52} = 0.5040$ and "
                "$r = \\sin^{-1}(0.5040) \\approx 30.3°$.\n\n"
                "Final answer: r ≈ 30.3°, v ≈ 1.97 × 10⁸ m/s",
                0,
                "carried",
                "Snell's law is applied correctly to the wrong 50°; with 40°, sin r = 0.6428/1.52 = 0.4229 and "
                "r ≈ 25.0°.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An ambulance's siren sounds at 700 Hz. The ambulance drives at 25 m/s past a person standing on "
        "the pavement. What frequency does the person hear as it approaches and as it moves away? Take the speed "
        "of sound as 340 m/s.",
        "reference_answer": "about 756 Hz approaching; about 652 Hz receding",
        "steps": [
            (
                "Step 1: Alright, I need the frequency heard by a stationary listener from a moving source, once while "
                "the source approaches and once while it recedes. The data: $f = 700$ Hz, $v_s = 25$ m/s, "
                "$v = 340$ m/s, and the listener is at rest.",
                1,
                None,
                None,
            ),
            (
                "Step 2: For a moving source and a listener at rest, the Doppler formula is "
                "$f' = f \\frac{v}{v \\mp v_s}$, with the minus sign when the source comes toward the listener, "
                "since the wavefronts bunch up in front of it and the wavelength gets shorter.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Approaching: $f' = 700 \\times \\frac{340}{340 - 25} = \\frac{238\\,000}{315} \\approx 755.6$ Hz. "
                "Moving away: $f' = 700 \\times \\frac{340}{340 + 25} = \\frac{238\\,000}{365} \\approx 652.1$ Hz.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check that this makes sense. The pitch should be higher on approach and lower afterwards, "
                "and 755.6 > 700 > 652.1, so it is. The drop the listener hears as the ambulance passes is about "
                "104 Hz.\n\n"
                "**Final answer:** about 756 Hz while approaching and about 652 Hz while moving away",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test18_phys_pipe"],
        "question": "Water flows through the horizontal pipe in <image_1>, which narrows from a diameter of 8.0 cm to "
        "4.0 cm. Find the speed and the pressure of the water in the narrow section.",
        "reference_answer": "6.0 m/s; about 163 kPa (163 125 Pa)",
        "steps": [
            (
                "We'll use the continuity equation for the speed and then Bernoulli's equation for the pressure.\n\n"
                "**Step 1:** From <image_1>, $d_1 = 8.0$ cm, $v_1 = 1.5$ m/s and $P_1 = 180$ kPa in the wide part, "
                "while the narrow part has $d_2 = 4.0$ cm. The pipe is horizontal, so there is no height term.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the continuity equation $A_1 v_1 = A_2 v_2$, the speed grows in proportion to the "
                "narrowing, so $v_2 = v_1 \\frac{d_1}{d_2} = 1.5 \\times \\frac{8.0}{4.0} = 3.0$ m/s.",
                0,
                "RE",
                "The areas go as the square of the diameters, so v₂ = v₁(d₁/d₂)² = 1.5 × 4 = 6.0 m/s.",
            ),
            (
                "**Step 3:** Bernoulli's equation for a horizontal pipe is "
                "$P_1 + \\tfrac{1}{2}\\rho v_1^2 = P_2 + \\tfrac{1}{2}\\rho v_2^2$, which gives "
                "$P_2 = P_1 + \\tfrac{1}{2}\\rho (v_1^2 - v_2^2)$. Where the water speeds up, its pressure "
                "must fall.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Substituting the values, we get "
                "$P_2 = 180\\,000 + 500(1.5^2 - 3.0^2) = 180\\,000 - 3375 = 176\\,625$ Pa.\n\n"
                "**Final Answer:** $v_2 = 3.0$ m/s and $P_2 \\approx 177$ kPa.",
                0,
                "carried",
                "Bernoulli is applied correctly to the wrong 3.0 m/s; with 6.0 m/s, P₂ = 180 000 − 16 875 = "
                "163 125 Pa ≈ 163 kPa.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "The Rydberg formula for hydrogen is 1/λ = R(1/n₁² − 1/n₂²), with R = 1.097 × 10⁷ m⁻¹. Find the "
        "wavelength and the energy in eV of the photon emitted when an electron falls from n = 4 to n = 2 "
        "(h = 6.626 × 10⁻³⁴ J s, c = 3.00 × 10⁸ m/s, 1 eV = 1.602 × 10⁻¹⁹ J).",
        "reference_answer": "about 486 nm; about 2.55 eV",
        "steps": [
            (
                "Step 1: So the electron drops from $n_2 = 4$ to $n_1 = 2$, which is a line of the Balmer series, and I "
                "need the photon's wavelength and then its energy. I'll take the formula straight from the "
                "question.",
                1,
                None,
                None,
            ),
            (
                "Step 2: $\\frac{1}{\\lambda} = 1.097 \\times 10^7 \\left(\\frac{1}{4} - \\frac{1}{16}\\right) = "
                "1.097 \\times 10^7 \\times \\frac{3}{16} = 2.057 \\times 10^6$ m⁻¹, so "
                "$\\lambda = 4.862 \\times 10^{-7}$ m ≈ 486 nm.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Now the energy, using Planck's relation $E = \\frac{hc}{\\lambda}$: "
                "$E = \\frac{6.626 \\times 10^{-34} \\times 3.00 \\times 10^8}{4.862 \\times 10^{-7}} "
                "= 4.09 \\times 10^{-19}$ J, and dividing by $1.602 \\times 10^{-19}$ J/eV gives about 2.55 eV.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Hmm, let me double-check with the energy levels $E_n = -13.6/n^2$ eV: "
                "$E_4 - E_2 = -0.85 - (-3.40) = 2.55$ eV. This matches my earlier result, and 486 nm is the "
                "familiar blue-green hydrogen line, so it's consistent.\n\n"
                "**Final answer:** λ ≈ 486 nm, E ≈ 2.55 eV",
                1,
                None,
                None,
            ),
        ],
    },
]
