"""Fourteenth test set, Chemistry: the atom economy of the blast furnace, the electrolysis of molten lead(II)
bromide, when limestone's decomposition becomes feasible, the boiling points of the hydrogen halides, a gas
identified from its molar mass, and a Born–Haber cycle for sodium chloride."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test14_chem_electrolysis")
def _electrolysis(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 3, facecolor="#fee391", edgecolor="black"))
    ax.add_patch(Rectangle((1.2, 1.0), 0.4, 3.5, facecolor="#969696", edgecolor="black"))
    ax.add_patch(Rectangle((4.4, 1.0), 0.4, 3.5, facecolor="#969696", edgecolor="black"))
    ax.plot([1.4, 1.4, 4.6, 4.6], [4.5, 5.5, 5.5, 4.5], color="black")
    ax.add_patch(Rectangle((2.6, 5.2), 1.0, 0.6, facecolor="white", edgecolor="black"))
    ax.text(3.1, 5.5, "− | +", ha="center", va="center", fontsize=8)
    ax.text(0.2, 3.6, "cathode (−)", fontsize=8)
    ax.text(4.9, 3.6, "anode (+)", fontsize=8)
    ax.text(3.0, 0.5, "molten PbBr₂", ha="center", fontsize=9)
    ax.text(3.0, -0.6, "heat", ha="center", fontsize=9)
    ax.set_xlim(-0.5, 7)
    ax.set_ylim(-1, 6.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test14_chem_halides")
def _halides(ax: Axes) -> None:
    names = ["HF", "HCl", "HBr", "HI"]
    points = [20, -85, -67, -35]
    ax.bar(names, points, color="#6baed6", edgecolor="black")
    for k, value in enumerate(points):
        ax.text(k, value + (3 if value > 0 else -9), f"{value} °C", ha="center", fontsize=8)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_ylabel("boiling point / °C")
    ax.set_ylim(-100, 35)


@figure("test14_chem_bornhaber")
def _bornhaber(ax: Axes) -> None:
    rows = [
        ("ΔfH(NaCl, s)", "−411"),
        ("ΔatH(Na, s)", "+107"),
        ("1st ionisation energy of Na", "+496"),
        ("½ × bond enthalpy of Cl₂", "+122"),
        ("1st electron affinity of Cl", "−349"),
        ("lattice enthalpy of formation, NaCl", "?"),
    ]
    ax.text(0.02, 0.93, "Enthalpy change", fontsize=9, weight="bold")
    ax.text(0.78, 0.93, "kJ/mol", fontsize=9, weight="bold")
    for k, (name, value) in enumerate(rows):
        ax.text(0.02, 0.78 - 0.13 * k, name, fontsize=9)
        ax.text(0.8, 0.78 - 0.13 * k, value, fontsize=9)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "In the blast furnace, iron is made by the reaction Fe₂O₃ + 3CO → 2Fe + 3CO₂. Calculate the atom "
        "economy of this reaction for making iron. (Fe = 56, C = 12, O = 16)",
        "reference_answer": "About 45.9%",
        "steps": [
            (
                "**Step 1:** The atom economy is the mass of the wanted product divided by the total mass of the "
                "reactants, times 100%, and here the wanted product is iron.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The reactants have masses $M_r(\\text{Fe}_2\\text{O}_3) = 2(56) + 3(16) = 160$ and "
                "$3 \\times M_r(\\text{CO}) = 3(12 + 16) = 84$, so their total is $160 + 84 = 244$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Two moles of iron have a mass of $2 \\times 56 = 112$, which gives an atom economy of "
                "$\\frac{112}{244} \\times 100\\% \\approx 45.9\\%$; the rest ends up as carbon dioxide.\n\n"
                "**Final Answer:** about 45.9%",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test14_chem_electrolysis"],
        "question": "<image_1> shows the electrolysis of molten lead(II) bromide. (a) What forms at each electrode? "
        "Write a half-equation for each. (b) Why must the lead(II) bromide be molten?",
        "reference_answer": "(a) Lead at the cathode, Pb²⁺ + 2e⁻ → Pb; bromine at the anode, 2Br⁻ → Br₂ + 2e⁻. "
        "(b) Its ions are only free to move (and carry charge) when it is molten",
        "steps": [
            (
                "Step 1: Molten lead(II) bromide is made up of lead(II) ions, Pb²⁺, and bromide ions, Br⁻, which "
                "are the particles that move in the electric field.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The positive Pb²⁺ ions are attracted to the negative cathode, where each one gains two "
                "electrons, so lead metal forms: Pb²⁺ + 2e⁻ → Pb.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The negative Br⁻ ions move to the positive anode, where they gain electrons and become "
                "bromine: 2Br⁻ + 2e⁻ → Br₂, which is seen as a brown vapour.",
                0,
                "KE",
                "At the anode the bromide ions lose electrons (oxidation): 2Br⁻ → Br₂ + 2e⁻.",
            ),
            (
                "Step 4: In the solid the ions are held in fixed positions in the lattice, so they cannot move "
                "to the electrodes; only when it is melted are they free to move and carry the current.\n\n"
                "Final answer: (a) lead at the cathode and bromine at the anode; (b) the ions must be free to "
                "move.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "For the decomposition CaCO₃(s) → CaO(s) + CO₂(g), ΔH = +178 kJ/mol and ΔS = +161 J/(mol·K). "
        "(a) Calculate ΔG at 298 K and say whether the reaction is feasible there. (b) Above what temperature "
        "does it become feasible?",
        "reference_answer": "(a) ΔG ≈ +130 kJ/mol, not feasible at 298 K; (b) above about 1106 K (≈ 833 °C)",
        "steps": [
            (
                "1. The Gibbs free energy change is given by $\\Delta G = \\Delta H - T\\Delta S$, and since ΔH is "
                "in kJ we first convert ΔS to $0.161$ kJ/(mol·K).",
                1,
                None,
                None,
            ),
            (
                "2. At 298 K, $T\\Delta S = 298 \\times 0.161 = 57.98$ kJ/mol, so "
                "$\\Delta G = 178 - 57.98 = +120.0$ kJ/mol.",
                0,
                "NC",
                "298 × 0.161 = 47.98, so ΔG = 178 − 47.98 = +130.0 kJ/mol.",
            ),
            (
                "3. Because ΔG is positive at 298 K, the decomposition is not feasible at room temperature, and "
                "therefore limestone does not break down on its own.",
                1,
                None,
                None,
            ),
            (
                "4. The reaction becomes feasible once ΔG < 0, i.e. when $T > \\frac{\\Delta H}{\\Delta S} = "
                "\\frac{178}{0.161} \\approx 1106$ K, which is about 833 °C.\n\n"
                "**Final Answer:** (a) ΔG ≈ +120 kJ/mol, not feasible; (b) above about 1106 K.",
                0,
                "carried",
                "The temperature 1106 K is right, but the answer repeats the wrong ΔG of step 2 (+120 instead of "
                "+130 kJ/mol).",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test14_chem_halides"],
        "question": "<image_1> shows the boiling points of the hydrogen halides. Explain the trend from HCl to HI, "
        "and explain why HF does not fit it.",
        "reference_answer": "HCl → HI: more electrons, so stronger London (dispersion) forces; HF: hydrogen bonding "
        "between molecules gives it the highest boiling point",
        "steps": [
            (
                "Looking at the chart, the boiling points rise from HCl (−85 °C) to HBr (−67 °C) to HI (−35 °C), "
                "while HF boils at 20 °C.\n\n"
                "**Step 1:** From HCl to HI the molecules get larger and have more electrons, so the London "
                "dispersion forces between them become stronger and more energy is needed to separate them.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Along with this, HI is the most polar of the three molecules, because iodine is the "
                "most electronegative halogen, so its dipole–dipole forces are the strongest too.",
                0,
                "KE",
                "Electronegativity falls down the group, so iodine is the least electronegative halogen and HI is "
                "the least polar of the three; the trend is set by the dispersion forces.",
            ),
            (
                "**Step 3:** HF breaks the trend because fluorine is small and highly electronegative, which lets "
                "HF molecules form hydrogen bonds with one another; these are much stronger than the forces "
                "between the other hydrogen halide molecules, and therefore HF has the highest boiling point."
                "\n\n**Final Answer:** dispersion forces grow from HCl to HI; HF is anomalous because of hydrogen "
                "bonding.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "1.60 g of a gas occupies 1.12 L at STP (0 °C and 101.3 kPa, where one mole of gas occupies 22.4 L). "
        "Find its molar mass and its density at STP, and decide whether it is O₂, SO₂ or CH₄.",
        "reference_answer": "M = 32.0 g/mol, density ≈ 1.43 g/L; the gas is O₂",
        "steps": [
            (
                "Let me work out the amount of gas first, since the molar mass is just mass over moles.\n\n"
                "**Step 1:** At STP one mole occupies 22.4 L, so $n = \\frac{1.12}{22.4} = 0.0500$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The molar mass is $M = \\frac{m}{n} = \\frac{1.60}{0.0500} = 32.0$ g/mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The density is $\\rho = \\frac{1.60 \\text{ g}}{1.12 \\text{ L}} \\approx 1.43$ g/L, "
                "which is also $\\frac{32.0}{22.4}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Of the three candidates, O₂ has $M = 32$, SO₂ has $M = 64$ and CH₄ has $M = 16$, so "
                "only oxygen fits.\n\n**Final Answer:** 32.0 g/mol, 1.43 g/L; the gas is O₂.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl-72b",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test14_chem_bornhaber"],
        "question": "Use the data in <image_1> to construct a Born–Haber cycle for sodium chloride and calculate its "
        "lattice enthalpy of formation, Na⁺(g) + Cl⁻(g) → NaCl(s).",
        "reference_answer": "−787 kJ/mol",
        "steps": [
            (
                "### Step 1\nBy Hess's law, forming NaCl(s) directly from Na(s) and ½Cl₂(g) has the same enthalpy "
                "change as going the long way round: atomise both elements, ionise them, and then let the gaseous "
                "ions come together into the lattice.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe steps up to the gaseous ions add up to $107 + 496 + 122 + (-349) = +376$ kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSo $\\Delta_f H = 376 + \\Delta_{latt}H$, and rearranging gives "
                "$\\Delta_{latt}H = \\Delta_f H + 376 = -411 + 376 = -35$ kJ/mol.",
                0,
                "SC",
                "Rearranging ΔfH = 376 + ΔlattH gives ΔlattH = ΔfH − 376 = −411 − 376 = −787 kJ/mol.",
            ),
            (
                "### Step 4\nThe lattice enthalpy of formation of sodium chloride is therefore −35 kJ/mol, which is "
                "negative, as expected for ions attracting each other.\n\n**Final Answer:** −35 kJ/mol",
                0,
                "carried",
                "It repeats the sign slip of step 3; the lattice enthalpy is −787 kJ/mol.",
            ),
        ],
    },
]
