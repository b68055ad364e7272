"""Development set, Chemistry: percentage composition, heating curves, mass spectra, dilution, electrolysis."""

from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("dev_chem_heating_curve")
def _heating_curve(ax: Axes) -> None:
    ax.plot([0, 2, 8, 18, 40, 44], [-20, 0, 0, 100, 100, 120], color="tab:red")
    ax.set_xticks(range(0, 45, 4))
    ax.set_yticks(range(-20, 121, 20))
    ax.set_xlim(0, 44)
    ax.set_ylim(-25, 125)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("temperature (°C)")
    ax.set_title("Heating curve of water (constant heating rate)", fontsize=9)


@figure("dev_chem_mg_mass_spectrum")
def _mg_mass_spectrum(ax: Axes) -> None:
    masses, abundances = [24, 25, 26], [79.0, 10.0, 11.0]
    ax.bar(masses, abundances, width=0.15, color="black")
    for m, a in zip(masses, abundances):
        ax.text(m, a + 2, f"{a:.1f}%", ha="center", fontsize=8)
    ax.set_xlim(23, 27)
    ax.set_ylim(0, 90)
    ax.set_xticks(masses)
    ax.set_xlabel("m/z")
    ax.set_ylabel("relative abundance (%)")
    ax.set_title("Mass spectrum of magnesium", fontsize=9)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Calculate the percentage by mass of nitrogen in ammonium nitrate, NH₄NO₃. (N = 14, H = 1, O = 16)",
        "reference_answer": "35%",
        "steps": [
            (
                t("""
                To find the percentage of nitrogen, we need the molar mass of NH₄NO₃ and the mass of nitrogen in one mole of it.

                **Step 1:** Count the atoms in one formula unit: NH₄NO₃ contains 2 N atoms (one in NH₄⁺ and one in NO₃⁻), 4 H atoms and 3 O atoms.
                """),
                1,
                None,
                None,
            ),
            ("**Step 2:** Molar mass: M = 2(14) + 4(1) + 3(16) = 28 + 4 + 48 = 80 g/mol.", 1, None, None),
            ("**Step 3:** The mass of nitrogen in one mole is 2 × 14 = 28 g.", 1, None, None),
            ("**Step 4:** Percentage of nitrogen = (28/80) × 100% = 35%.\n\n**Final Answer:** 35%", 1, None, None),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["dev_chem_heating_curve"],
        "question": "<image_1> shows the heating curve of a sample of ice heated at a constant rate. (a) At what "
        "temperatures are the flat sections, and what is happening there? (b) Why does the temperature not "
        "rise during these sections? (c) Which change of state takes longer, and what does this tell you "
        "about the energy it needs?",
        "reference_answer": "0 °C melting, 100 °C boiling; energy overcomes attractions between molecules; boiling "
        "takes longer, so it needs more energy",
        "steps": [
            ("1. The first flat section is at 0 °C, where the ice is melting (solid → liquid).", 1, None, None),
            ("2. The second flat section is at 100 °C, where the water is boiling (liquid → gas).", 1, None, None),
            (
                "3. During these sections the temperature stays constant because the energy supplied is used to overcome "
                "the forces of attraction between the water molecules rather than to increase their kinetic energy.",
                1,
                None,
                None,
            ),
            (
                "4. From the graph, melting lasts from 2 to 8 minutes (6 min), while boiling lasts from 18 to 40 minutes "
                "(22 min).",
                1,
                None,
                None,
            ),
            (
                "5. Since boiling takes longer at the same heating rate, less energy is needed to boil the water than to "
                "melt the ice.\n\nFinal answer: the flat sections are at 0 °C (melting) and 100 °C (boiling); boiling "
                "takes longer and needs less energy.",
                0,
                "RE",
                "At a constant heating rate, a longer time means more energy: boiling needs more energy than melting.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["dev_chem_mg_mass_spectrum"],
        "question": "<image_1> is the mass spectrum of a sample of magnesium. Calculate the relative atomic mass of "
        "magnesium to one decimal place.",
        "reference_answer": "24.3",
        "steps": [
            (
                t("""
                ### Step 1: Read the mass spectrum
                The spectrum shows three isotopes:
                - ²⁴Mg: 79.0%
                - ²⁵Mg: 10.0%
                - ²⁶Mg: 11.0%
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Set up the weighted average
                $$A_r = \\frac{\\sum (m \\times \\text{abundance})}{100}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Substitute the values
                $$A_r = \\frac{24 \\times 79.0 + 25 \\times 10.0 + 26 \\times 11.0}{100} = \\frac{1896 + 250 + 286}{100}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Calculate
                $$A_r = \\frac{2432}{100} = 24.32$$

                **Final Answer:** The relative atomic mass of magnesium is **24.3**.
                """),
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "What volume of 12.0 M hydrochloric acid is needed to prepare 500 mL of 0.30 M HCl? Describe how "
        "you would carry out the dilution safely.",
        "reference_answer": "12.5 mL; add the acid slowly to water, then make up to 500 mL",
        "steps": [
            (
                "Step 1: Use the dilution equation C₁V₁ = C₂V₂, since the number of moles of HCl stays the same.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get\nV₁ = C₂V₂ / C₁ = (0.30 M × 500 mL) / 12.0 M = 12.5 mL.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Measure 12.5 mL of the concentrated acid. Put about 300 mL of distilled water in a 500 mL "
                "volumetric flask first, and then slowly add the acid to the water while swirling.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Add water up to the 500 mL mark, stopper the flask and invert it to mix. Adding the water to "
                "the concentrated acid instead would be equally safe, because the final solution is the same.\n\n"
                "**Final Answer:** 12.5 mL of 12.0 M HCl, diluted to 500 mL.",
                0,
                "KE",
                "Adding water to concentrated acid can boil locally and spatter acid; acid is always added to water.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "A current of 2.50 A is passed through aqueous copper(II) sulfate for 30.0 minutes using copper "
        "electrodes. (a) What mass of copper is deposited on the cathode? (b) What happens to the mass of "
        "the anode? (F = 96,485 C/mol, Cu = 63.5)",
        "reference_answer": "(a) 1.48 g (b) the anode loses 1.48 g as Cu → Cu²⁺ + 2e⁻",
        "steps": [
            (
                t("""
                I'll use Faraday's laws of electrolysis.

                **Step 1: Charge passed**
                \\(Q = It = 2.50\\ \\text{A} \\times (30.0 \\times 60)\\ \\text{s} = 4500\\ \\text{C}\\)
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2: Moles of electrons**
                \\(n(e^-) = \\frac{Q}{F} = \\frac{4500}{96485} = 0.0466\\ \\text{mol}\\)
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3: Moles of copper**
                At the cathode, Cu²⁺ + 2e⁻ → Cu, so \\(n(\\text{Cu}) = \\frac{0.0466}{2} = 0.0233\\ \\text{mol}\\).
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 4: Mass of copper**
                \\(m = 0.0233 \\times 63.5 = 1.48\\ \\text{g}\\)
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 5: The anode**
                With copper electrodes, the anode does not take part in the reaction; oxygen is released there instead, so the anode's mass stays the same.

                **Final Answer:** (a) 1.48 g of copper (b) the mass of the anode does not change.
                """),
                0,
                "KE",
                "A copper anode dissolves (Cu → Cu²⁺ + 2e⁻) instead of releasing oxygen, so it loses 1.48 g.",
            ),
        ],
    },
]
