"""Seventeenth test set, Chemistry: reading an element's periodic-table entry, the products of burning magnesium,
absolute zero from a gas's volume at two temperatures, a dye's concentration by the Beer–Lambert law, naming an ester
from its structure, and the Gibbs energy and equilibrium constant of N₂O₄ ⇌ 2NO₂."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test17_chem_tile")
def _tile(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 4, 4, facecolor="#fff7bc", edgecolor="black", linewidth=2))
    ax.text(0.3, 3.4, "16", fontsize=11, va="center")
    ax.text(2, 2.2, "S", fontsize=30, ha="center", va="center", fontweight="bold")
    ax.text(2, 1.0, "Sulfur", fontsize=10, ha="center")
    ax.text(2, 0.4, "32", fontsize=10, ha="center")
    ax.set_xlim(-0.5, 4.5)
    ax.set_ylim(-0.5, 4.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test17_chem_gasline")
def _gasline(ax: Axes) -> None:
    ax.plot([0, 100], [20.0, 27.3], color="#2171b5", linewidth=2)
    ax.plot([0, 100], [20.0, 27.3], "o", color="#cb181d")
    ax.annotate("(0 °C, 20.0 cm³)", (0, 20.0), textcoords="offset points", xytext=(6, -14), fontsize=8)
    ax.annotate("(100 °C, 27.3 cm³)", (100, 27.3), textcoords="offset points", xytext=(-90, 6), fontsize=8)
    ax.set_xlim(-10, 110)
    ax.set_ylim(16, 30)
    ax.set_xlabel("temperature (°C)")
    ax.set_ylabel("volume of gas (cm³)")
    ax.grid(True, linewidth=0.4)


@figure("test17_chem_ester")
def _ester(ax: Axes) -> None:
    atoms = {(0, 0): "CH₃", (1.6, 0): "CH₂", (3.2, 0): "C", (3.2, 1.4): "O", (4.6, 0): "O", (6.0, 0): "CH₃"}
    for (x, y), label in atoms.items():
        ax.text(x, y, label, ha="center", va="center", fontsize=13)
    for x1, x2 in ((0.45, 1.15), (2.05, 2.95), (3.45, 4.35), (4.85, 5.55)):
        ax.plot([x1, x2], [0, 0], color="black", linewidth=1.5)
    for dx in (-0.08, 0.08):
        ax.plot([3.2 + dx, 3.2 + dx], [0.3, 1.1], color="black", linewidth=1.5)
    ax.set_xlim(-0.8, 6.8)
    ax.set_ylim(-0.8, 2.0)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test17_chem_tile"],
        "question": "<image_1> shows an element's entry in the periodic table. How many protons, neutrons and "
        "electrons does one atom of it have, what is its electron arrangement, which group and period is it in, "
        "and what ion does it form?",
        "reference_answer": "16 p, 16 n, 16 e; 2,8,6; group 16 (VI), period 3; S²⁻",
        "steps": [
            (
                "**Step 1:** The tile in <image_1> is sulfur, whose atomic number is 16 and mass number is 32. "
                "Since the atomic number counts the protons, a sulfur atom has 16 protons, and because the atom is "
                "neutral it also has 16 electrons.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The neutrons make up the rest of the mass number, so there are $32 - 16 = 16$ neutrons.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Filling the shells with 2, then 8, then the remaining electrons gives the arrangement "
                "2,8,6. Three occupied shells put sulfur in period 3, while 6 outer electrons put it in group 16 "
                "(group VI).",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** With 6 outer electrons, a sulfur atom picks up 2 more electrons to complete its outer "
                "shell, and so it forms the sulfide ion, S²⁻.\n\n**Final Answer:** 16 protons, 16 neutrons, "
                "16 electrons; 2,8,6; group 16 (VI), period 3; S²⁻",
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
        "images": [],
        "question": "3.6 g of magnesium ribbon burns completely in oxygen: 2Mg(s) + O₂(g) → 2MgO(s). What mass of "
        "magnesium oxide forms, and what volume of oxygen is used up at room temperature and pressure, where 1 mol "
        "of gas occupies 24 dm³? (Mg = 24, O = 16)",
        "reference_answer": "6.0 g of MgO; 1.8 dm³ of O₂",
        "steps": [
            (
                "I'll convert the mass of magnesium to moles and then use the equation's ratios.\n\n"
                "Step 1: The amount of magnesium is $n = \\frac{m}{M} = \\frac{3.6}{24} = 0.15$ mol.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The equation shows that 2 mol of Mg give 2 mol of MgO, so 0.15 mol of MgO forms.",
                1,
                None,
                None,
            ),
            (
                "Step 3: MgO has a molar mass of $24 + 16 = 40$ g/mol, so the mass of magnesium oxide is "
                "$0.15 \\times 40 = 6.0$ g.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Each magnesium atom combines with oxygen in a 1 : 1 ratio, so 0.15 mol of O₂ is used, which "
                "occupies $0.15 \\times 24 = 3.6$ dm³.\n\nFinal answer: 6.0 g of MgO; 3.6 dm³ of O₂",
                0,
                "RE",
                "Mg and O atoms combine 1 : 1, but the equation needs 1 mol of O₂ molecules per 2 mol of Mg, so "
                "0.075 mol of O₂ is used, which is 1.8 dm³.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test17_chem_gasline"],
        "question": "<image_1> shows the volume of a fixed mass of gas at constant pressure, measured at two "
        "temperatures. Extrapolate the straight line to find the temperature at which the volume would become zero, "
        "and predict the gas's volume at 50 °C.",
        "reference_answer": "about −274 °C; about 23.7 cm³",
        "steps": [
            (
                "Step 1: From <image_1>, the gas occupies 20.0 cm³ at 0 °C and 27.3 cm³ at 100 °C, so the volume "
                "rises by 7.3 cm³ over 100 °C.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The slope of the line is $\\frac{27.3 - 20.0}{100 - 0} = 0.073$ cm³ per °C, which means "
                "$V = 20.0 + 0.073t$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Setting $V = 0$ gives $t = -\\frac{20.0}{0.073} \\approx -274$ °C. This is close to "
                "absolute zero (−273 °C), as Charles's law predicts, since the volume of an ideal gas is "
                "proportional to its kelvin temperature.",
                1,
                None,
                None,
            ),
            (
                "Step 4: At 50 °C the line gives $V = 20.0 + 0.073 \\times 50 \\approx 23.7$ cm³.\n\n"
                "Final answer: about −274 °C; about 23.7 cm³",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A solution of a red dye (M = 320 g/mol) has an absorbance of 0.45 in a 1.00 cm cell, and the dye's "
        "molar absorptivity is 1.5 × 10⁴ L mol⁻¹ cm⁻¹. Using the Beer–Lambert law, A = εcl, find the concentration "
        "of the dye and the mass of dye dissolved in 250 mL of the solution.",
        "reference_answer": "3.0 × 10⁻⁵ mol/L; 2.4 mg",
        "steps": [
            (
                "### Step 1: Rearrange the Beer–Lambert law\nSince $A = \\varepsilon c l$, the concentration is "
                "$c = \\frac{A}{\\varepsilon l}$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find the concentration\nSubstituting the values, we get "
                "$c = \\frac{0.45}{(1.5 \\times 10^{4})(1.00)} = 3.0 \\times 10^{-5}$ mol/L.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Find the amount in 250 mL\nThe volume is 0.250 L, so the amount of dye is "
                "$n = cV = 3.0 \\times 10^{-5} \\times 0.250 = 7.5 \\times 10^{-5}$ mol.",
                0,
                "NC",
                "3.0 × 10⁻⁵ × 0.250 = 7.5 × 10⁻⁶ mol, not 7.5 × 10⁻⁵ mol.",
            ),
            (
                "### Step 4: Convert to mass\nMultiplying by the molar mass, $m = 7.5 \\times 10^{-5} \\times 320 = "
                "0.024$ g, which is 24 mg.\n\n**Final Answer:** $c = 3.0 \\times 10^{-5}$ mol/L; about 24 mg of dye",
                0,
                "carried",
                "The conversion is right but it uses the tenfold-too-large amount; the mass is 7.5 × 10⁻⁶ × 320 = "
                "2.4 × 10⁻³ g = 2.4 mg.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test17_chem_ester"],
        "question": "<image_1> shows the structural formula of an ester. Name the ester and the carboxylic acid and "
        "alcohol it is made from, describe how it is made, and find its molar mass. (C = 12, H = 1, O = 16)",
        "reference_answer": "methyl propanoate, from propanoic acid and methanol; 88 g/mol",
        "steps": [
            (
                "**Step 1:** The part of the molecule that holds the C=O group, CH₃CH₂C(=O)–, has three carbon atoms, "
                "so it comes from propanoic acid. The group on the single-bonded oxygen is CH₃, which comes from "
                "methanol, and therefore the ester is methyl propanoate.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** It is made by warming propanoic acid with methanol and a few drops of concentrated "
                "sulfuric acid as a catalyst. The acid and the alcohol condense together, giving off hydrogen gas as "
                "the second product: CH₃CH₂COOH + CH₃OH → CH₃CH₂COOCH₃ + H₂.",
                0,
                "KE",
                "Esterification is a condensation reaction that gives off water, not hydrogen: "
                "CH₃CH₂COOH + CH₃OH ⇌ CH₃CH₂COOCH₃ + H₂O.",
            ),
            (
                "**Step 3:** Counting the atoms in <image_1> gives the molecular formula C₄H₈O₂, so the molar mass is "
                "$4(12) + 8(1) + 2(16) = 88$ g/mol.\n\n**Final answer:** methyl propanoate, made from propanoic acid "
                "and methanol; 88 g/mol",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "For N₂O₄(g) ⇌ 2NO₂(g), ΔH° = +57.2 kJ/mol and ΔS° = +175.8 J/(K·mol). Find ΔG° at 298 K, the "
        "temperature above which the equilibrium constant exceeds 1, and the value of K at 298 K. "
        "(R = 8.314 J/(K·mol))",
        "reference_answer": "ΔG° ≈ +4.8 kJ/mol; above about 325 K; K ≈ 0.14",
        "steps": [
            (
                "We use the Gibbs equation, $\\Delta G° = \\Delta H° - T\\Delta S°$, together with "
                "$\\Delta G° = -RT\\ln K$.\n\n1. First we convert the entropy change to kJ so that the units match: "
                "$\\Delta S° = 0.1758$ kJ/(K·mol).",
                1,
                None,
                None,
            ),
            (
                "2. At 298 K, $\\Delta G° = 57.2 - 298 \\times 0.1758 = 57.2 - 52.4 = +4.8$ kJ/mol, which is "
                "positive, so the reactant side is favoured at room temperature.",
                1,
                None,
                None,
            ),
            (
                "3. K exceeds 1 when $\\Delta G° < 0$, and the boundary is where $\\Delta G° = 0$, so "
                "$T = \\frac{\\Delta H°}{\\Delta S°} = \\frac{57.2}{0.1758} \\approx 325$ K. Because both ΔH° and "
                "ΔS° are positive, the reaction is favoured above this temperature.",
                1,
                None,
                None,
            ),
            (
                "4. Rearranging $\\Delta G° = -RT\\ln K$ gives $K = e^{\\Delta G°/RT}$, and so "
                "$K = e^{4810/(8.314 \\times 298)} = e^{1.94} \\approx 6.97$.",
                0,
                "SC",
                "Rearranging ΔG° = −RT ln K gives K = e^(−ΔG°/RT); the minus sign was dropped, and K = e^(−1.94) "
                "≈ 0.14.",
            ),
            (
                "5. Since K is greater than 1 at 298 K, NO₂ is the main species at equilibrium at room "
                "temperature.\n\n**Final Answer:** ΔG° ≈ +4.8 kJ/mol; K > 1 above about 325 K; K ≈ 7.0 at 298 K",
                0,
                "carried",
                "It follows from the sign slip of step 4; K ≈ 0.14 < 1, so N₂O₄ predominates at 298 K, which also "
                "agrees with ΔG° > 0 from step 2.",
            ),
        ],
    },
]
