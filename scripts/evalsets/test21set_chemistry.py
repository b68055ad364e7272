"""Twenty-first test set, Chemistry: the molar mass of calcium nitrate, the enthalpy of solution of ammonium
nitrate from two thermometer readings, the enthalpy of hydrogenation of ethene from bond enthalpies, a
disturbance read from a methanol equilibrium graph, the freezing point of a urea solution, and a protein's
molar mass from its osmotic pressure."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


def _thermometer(ax: Axes, reading: float) -> None:
    ax.add_patch(Rectangle((-0.3, 10), 0.6, 16, fill=False, linewidth=1.2))
    ax.add_patch(Circle((0, 9.3), 0.7, color="#d62728"))
    ax.add_patch(Rectangle((-0.12, 9.5), 0.24, reading - 9.5, color="#d62728"))
    for value in range(10, 26):
        width = 0.5 if value % 5 == 0 else 0.25
        ax.plot([0.3, 0.3 + width], [value, value], color="black", linewidth=0.8)
        if value % 5 == 0:
            ax.text(0.95, value, f"{value}", va="center", fontsize=8)
    for half in range(10, 25):
        ax.plot([0.3, 0.42], [half + 0.5, half + 0.5], color="black", linewidth=0.5)
    ax.text(1.8, 17.5, "°C", fontsize=9)
    ax.set_xlim(-2, 2.5)
    ax.set_ylim(8, 27)
    ax.axis("off")


@figure("test21_chem_thermometer_start")
def _thermometer_start(ax: Axes) -> None:
    _thermometer(ax, 21.5)


@figure("test21_chem_thermometer_end")
def _thermometer_end(ax: Axes) -> None:
    _thermometer(ax, 15.0)


@figure("test21_chem_methanol_equilibrium")
def _methanol_equilibrium(ax: Axes) -> None:
    ax.plot([0, 10, 10, 14, 20], [0.60, 0.60, 1.00, 0.86, 0.85], color="#1f77b4", label="H₂")
    ax.plot([0, 10, 14, 20], [0.50, 0.50, 0.57, 0.575], color="#2ca02c", label="CH₃OH")
    ax.plot([0, 10, 14, 20], [0.30, 0.30, 0.23, 0.225], color="#ff7f0e", label="CO")
    ax.axvline(10, color="#999999", linestyle=":")
    ax.set_xlim(0, 20)
    ax.set_ylim(0, 1.1)
    ax.set_xlabel("time / min")
    ax.set_ylabel("concentration / mol dm⁻³")
    ax.legend(fontsize=8, loc="upper left")
    ax.grid(True, color="#eeeeee")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Calculate the relative formula mass of calcium nitrate, Ca(NO₃)₂, and the mass of 0.25 mol of "
        "it. (Ca = 40, N = 14, O = 16)",
        "reference_answer": "Mr = 164; 41 g",
        "steps": [
            (
                "To solve this, we first add up the relative atomic masses in the formula, and then we multiply "
                "the molar mass by the number of moles.\n\n"
                "1. The relative atomic masses we need are Ca = 40, N = 14 and O = 16.",
                1,
                None,
                None,
            ),
            (
                "2. The formula Ca(NO₃)₂ contains one calcium atom, two nitrogen atoms and three oxygen atoms, so "
                "$M_r = 40 + 2(14) + 3(16) = 40 + 28 + 48 = 116$.",
                0,
                "KE",
                "The subscript 2 outside the bracket doubles everything inside it, so there are 6 oxygen atoms: "
                "Mr = 40 + 2(14) + 6(16) = 164.",
            ),
            (
                "3. Using mass = moles × molar mass, the mass of 0.25 mol is 0.25 × 116 = 29 g.\n\n"
                "**Final Answer:** Mr = 116, and 0.25 mol has a mass of 29 g.",
                0,
                "carried",
                "Carried error: the formula mass = n × M is used correctly, but with the wrong Mr from step 2; "
                "0.25 × 164 = 41 g.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test21_chem_thermometer_start", "test21_chem_thermometer_end"],
        "question": "4.00 g of ammonium nitrate, NH₄NO₃ (M = 80.0 g/mol), is dissolved in 50.0 g of water in a "
        "polystyrene cup. <image_1> shows the thermometer before the solid is added and <image_2> shows the "
        "lowest reading afterwards. Calculate the enthalpy change of solution in kJ/mol, taking the specific "
        "heat capacity of the solution as 4.18 J g⁻¹ °C⁻¹ and its mass as 50.0 g.",
        "reference_answer": "+27.2 kJ/mol (endothermic)",
        "steps": [
            (
                "I'll find the temperature change from the two thermometers, work out the heat taken from the "
                "water, and then divide by the moles of salt.\n\n"
                "**Step 1:** The thermometer reads 21.5 °C at the start and 15.0 °C at its lowest, so the "
                "temperature falls by ΔT = 6.5 °C. A fall in temperature means the dissolving takes in heat, which "
                "tells us the process is endothermic.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The heat taken from the water is $q = mc\\Delta T = 50.0 \\times 4.18 \\times 6.5 = "
                "1358.5$ J, or about 1.36 kJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The amount of salt is n = 4.00 g ÷ 80.0 g/mol = 0.0500 mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Dividing the heat by the moles, ΔH = +1.3585 kJ ÷ 0.0500 mol ≈ +27.2 kJ/mol. The "
                "sign is positive because the system absorbs energy from its surroundings.\n\n"
                "**Final Answer:** ΔH(solution) ≈ +27.2 kJ/mol",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Use the mean bond enthalpies C=C 612, H–H 436, C–C 348 and C–H 413 kJ/mol to estimate the "
        "enthalpy change of the hydrogenation of ethene, C₂H₄(g) + H₂(g) → C₂H₆(g).",
        "reference_answer": "about −126 kJ/mol",
        "steps": [
            (
                "Step 1: Let me restate the problem. Ethene picks up a molecule of hydrogen to become ethane, and "
                "I have to estimate ΔH from bond enthalpies. Breaking bonds takes in energy while making bonds "
                "gives it out, so I need to list which bonds change.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The four C–H bonds of ethene survive into ethane, so I can leave them out. The bonds "
                "broken are one C=C and one H–H: 612 + 436 = 1048 kJ/mol. The bonds made are one C–C and two new "
                "C–H: 348 + 2(413) = 1174 kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "Step 3: So ΔH = bonds formed − bonds broken = 1174 − 1048 = +126 kJ/mol.",
                0,
                "KE",
                "The rule is ΔH = Σ(bonds broken) − Σ(bonds formed), because breaking bonds absorbs energy; the "
                "subtraction is the wrong way round, so the sign is wrong.",
            ),
            (
                "Step 4: Hmm, wait. A positive value would mean hydrogenation is endothermic, but making stronger "
                "bonds than I break should release energy. Let me check the sign rule: energy in for breaking, "
                "energy out for making, so ΔH = broken − formed = 1048 − 1174 = −126 kJ/mol. That makes sense, "
                "because hydrogenation of alkenes is known to be exothermic.\n\n"
                "**Final Answer:** ΔH ≈ −126 kJ/mol",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test21_chem_methanol_equilibrium"],
        "question": "For the equilibrium CO(g) + 2H₂(g) ⇌ CH₃OH(g), ΔH = −91 kJ/mol, <image_1> shows how the "
        "concentrations change over time. Which change was made at t = 10 min? (A) the temperature was raised "
        "(B) more hydrogen was added (C) a catalyst was added (D) the volume of the vessel was increased",
        "reference_answer": "(B) more hydrogen was added",
        "steps": [
            (
                "Let's look at what the graph does at t = 10 min and then test each option against it.\n\n"
                "**Step 1:** At 10 min the H₂ concentration jumps suddenly from 0.60 to 1.00 mol dm⁻³, while the "
                "CO and CH₃OH lines do not jump. After that, H₂ and CO fall gradually and CH₃OH rises until the "
                "lines level off again at about 14 min.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** A sudden jump in only one concentration means that substance was added. By Le "
                "Chatelier's principle, the system then shifts to use up some of the added H₂, so the position "
                "of equilibrium moves to the right, which is why CO falls and CH₃OH rises.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The other options don't fit. A catalyst speeds up both directions equally, so it "
                "would not change any concentration. Raising the temperature makes the lines bend gradually with "
                "no jump at all, and since this reaction is exothermic it would also lower CH₃OH. If the volume "
                "were increased, then all three concentrations would drop at the same instant, which is not what "
                "the graph shows.\n\n"
                "**Final Answer:** (B) more hydrogen was added.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "12.0 g of urea, CO(NH₂)₂ (M = 60.0 g/mol), is dissolved in 250 g of water. Using "
        "ΔTf = Kf·m with Kf = 1.86 °C kg/mol for water, find the freezing point of the solution.",
        "reference_answer": "about −1.49 °C",
        "steps": [
            (
                "Urea is a non-electrolyte, so it does not split into ions and the van 't Hoff factor is 1, which "
                "means we can use the formula exactly as given.\n\n"
                "**Step 1:** The amount of urea is $n = \\frac{12.0}{60.0} = 0.200$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Molality is moles of solute per kilogram of solvent, so with 250 g = 0.250 kg of "
                "water, $m = \\frac{0.200}{0.250} = 0.0800$ mol/kg.",
                0,
                "NC",
                "0.200 ÷ 0.250 = 0.800, not 0.0800; the molality is 0.800 mol/kg.",
            ),
            (
                "**Step 3:** Substituting the values, we get $\\Delta T_f = 1.86 \\times 0.0800 = 0.149$ °C.",
                0,
                "carried",
                "Carried error: the formula is applied correctly, but with the molality from step 2; "
                "1.86 × 0.800 = 1.49 °C.",
            ),
            (
                "**Step 4:** Since pure water freezes at 0 °C and a solute lowers the freezing point, the solution "
                "freezes at 0 − 0.149 = −0.149 °C.\n\n"
                "**Final Answer:** about −0.15 °C",
                0,
                "carried",
                "Carried error: subtracting the depression from 0 °C is right, but the depression should be "
                "1.49 °C, giving −1.49 °C.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "o1-mini",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "25.0 mg of a protein is dissolved in water to make 5.00 mL of solution, whose osmotic "
        "pressure at 25 °C is 3.85 torr. Estimate the molar mass of the protein. "
        "(R = 0.08206 L atm mol⁻¹ K⁻¹, 1 atm = 760 torr)",
        "reference_answer": "about 2.4 × 10⁴ g/mol",
        "steps": [
            (
                "**Step 1.** I need the molar mass from an osmotic pressure. The conditions I'm assuming are:\n"
                "a. the solution is dilute enough for the van 't Hoff equation π = cRT to hold;\n"
                "b. the protein does not dissociate, so each molecule counts once.\n"
                "If I find the concentration, then I get the moles, and the molar mass is mass over moles.",
                1,
                None,
                None,
            ),
            (
                "**Step 2.** Converting units first: π = 3.85/760 = 5.07 × 10⁻³ atm and T = 298.15 K. So "
                "$c = \\frac{\\pi}{RT} = \\frac{5.07 \\times 10^{-3}}{0.08206 \\times 298.15} \\approx "
                "2.07 \\times 10^{-4}$ mol/L.",
                1,
                None,
                None,
            ),
            (
                "**Step 3.** In 5.00 mL = 5.00 × 10⁻³ L there are n = 2.07 × 10⁻⁴ × 5.00 × 10⁻³ = "
                "1.04 × 10⁻⁶ mol of protein.",
                1,
                None,
                None,
            ),
            (
                "**Step 4.** The molar mass is M = 0.0250 g ÷ 1.04 × 10⁻⁶ mol ≈ 2.4 × 10⁴ g/mol. Let me check "
                "that this is reasonable: proteins usually weigh 10⁴–10⁶ g/mol, and a pressure of only a few torr "
                "is what we expect from so few moles, so this matches.\n\n"
                "**Final Answer:** M ≈ 2.4 × 10⁴ g/mol",
                1,
                None,
                None,
            ),
        ],
    },
]
