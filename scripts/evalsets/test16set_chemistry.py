"""Sixteenth test set, Chemistry: the oxygen needed to burn aluminium, the mass lost when copper(II) carbonate is
heated, the relative atomic mass of chlorine from a mass spectrum, the shape of ammonia, the yield of an esterification,
and the solubility product of silver chromate."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test16_chem_crucible")
def _crucible(ax: Axes) -> None:
    labels = ["empty\ncrucible", "crucible +\nCuCO₃", "after\nheating"]
    values = [20.00, 22.47, 21.59]
    ax.bar(labels, values, color=["#bdbdbd", "#74c476", "#252525"], edgecolor="black")
    for k, v in enumerate(values):
        ax.text(k, v + 0.05, f"{v:.2f} g", ha="center", fontsize=9)
    ax.set_ylim(19.5, 23)
    ax.set_ylabel("mass (g)")


@figure("test16_chem_chlorine_ms")
def _chlorine_ms(ax: Axes) -> None:
    ax.bar([35, 37], [75, 25], width=0.3, color="#3182bd")
    ax.set_xlim(33, 39)
    ax.set_xticks([33, 34, 35, 36, 37, 38, 39])
    ax.set_ylim(0, 100)
    ax.set_yticks(range(0, 101, 25))
    ax.grid(True, axis="y", linewidth=0.5)
    ax.set_xlabel("m/z")
    ax.set_ylabel("relative abundance (%)")


@figure("test16_chem_chromate")
def _chromate(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 4, 5, fill=False, edgecolor="black", linewidth=2))
    ax.add_patch(Rectangle((0, 0), 4, 3.6, facecolor="#fee391", edgecolor="none"))
    ax.add_patch(Rectangle((0.3, 0), 3.4, 0.4, facecolor="#a63603", edgecolor="none"))
    ax.text(2, 2, "saturated Ag₂CrO₄(aq)\n[CrO₄²⁻] = 6.5 × 10⁻⁵ M", ha="center", va="center", fontsize=8)
    ax.text(2, -0.6, "undissolved Ag₂CrO₄(s)", ha="center", fontsize=8)
    ax.text(2, 5.4, "25 °C", ha="center", fontsize=9)
    ax.set_xlim(-1, 5)
    ax.set_ylim(-1.2, 6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Aluminium burns in oxygen to form aluminium oxide, Al₂O₃. Write the balanced equation and find "
        "how many moles of oxygen gas are needed to burn 0.40 mol of aluminium completely.",
        "reference_answer": "4Al + 3O₂ → 2Al₂O₃; 0.30 mol O₂",
        "steps": [
            (
                "**Step 1:** The unbalanced equation is Al + O₂ → Al₂O₃. Oxygen comes in pairs on the left but in "
                "threes on the right, so we use 6 oxygen atoms: 3O₂ → 2Al₂O₃.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Two Al₂O₃ units hold 4 aluminium atoms, which gives the balanced equation "
                "4Al(s) + 3O₂(g) → 2Al₂O₃(s).",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** By the mole ratio Al : O₂ = 4 : 3, the oxygen needed is "
                "$0.40 \\times \\frac{3}{4} = 0.30$ mol.\n\n**Final Answer:** 0.30 mol of O₂",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test16_chem_crucible"],
        "question": "A student heats copper(II) carbonate in a crucible until it has all decomposed: "
        "CuCO₃(s) → CuO(s) + CO₂(g). Use the masses in <image_1> to find the mass of carbon dioxide given off, "
        "and check it against the mass expected from the equation (Cu = 63.5, C = 12, O = 16).",
        "reference_answer": "0.88 g of CO₂, as expected",
        "steps": [
            (
                "Step 1: From <image_1>, the copper(II) carbonate's mass is $22.47 - 20.00 = 2.47$ g, while the "
                "mass lost on heating is $22.47 - 21.59 = 0.88$ g, which is the carbon dioxide that escaped.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The molar mass of CuCO₃ is $63.5 + 12 + 3 \\times 16 = 123.5$ g/mol, so the sample holds "
                "$2.47 \\div 123.5 = 0.0200$ mol.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Since one mole of CuCO₃ gives one mole of CO₂ (44 g/mol), we expect "
                "$0.0200 \\times 44 = 0.88$ g of CO₂, which matches the measured loss.\n\n"
                "Final answer: 0.88 g of CO₂ was given off, exactly as the equation predicts.",
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
        "images": ["test16_chem_chlorine_ms"],
        "question": "<image_1> is the mass spectrum of naturally occurring chlorine atoms. Calculate the relative "
        "atomic mass of chlorine to one decimal place.",
        "reference_answer": "35.5",
        "steps": [
            (
                "### Step 1\nThe spectrum has two peaks, at m/z = 35 and m/z = 37, whose heights read about 70% and "
                "30%.",
                0,
                "VI",
                "The bars reach 75% and 25% on the gridlines of <image_1>, not 70% and 30%.",
            ),
            (
                "### Step 2\nThe relative atomic mass is the abundance-weighted mean of the isotope masses: "
                "$A_r = \\frac{35 \\times 70 + 37 \\times 30}{100}$.",
                0,
                "carried",
                "The weighted-mean formula is right but it uses the misread abundances of step 1.",
            ),
            (
                "### Step 3\nSubstituting the values, we get $A_r = \\frac{2450 + 1110}{100} = 35.6$.\n\n"
                "**Final answer:** 35.6",
                0,
                "carried",
                "With 75% and 25% the mean is (2625 + 925)/100 = 35.5.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Use VSEPR theory to predict the shape of an ammonia molecule, NH₃, and its H–N–H bond angle.",
        "reference_answer": "Trigonal pyramidal, about 107°",
        "steps": [
            (
                "1. Nitrogen has 5 valence electrons; three of them pair up with the hydrogen atoms' electrons, "
                "while the remaining two form a lone pair, so there are four electron pairs around N.",
                1,
                None,
                None,
            ),
            (
                "2. Four electron pairs spread out tetrahedrally to get as far apart as possible, and because one of "
                "them is a lone pair, the atoms themselves form a trigonal pyramid.",
                1,
                None,
                None,
            ),
            (
                "3. A lone pair repels less strongly than a bonding pair, so the bonding pairs spread apart "
                "slightly, which opens the angle to about 112°.",
                0,
                "KE",
                "By VSEPR, lone-pair–bond-pair repulsion is stronger than bond-pair–bond-pair repulsion, so the "
                "lone pair squeezes the bonds together to about 107°, less than 109.5°.",
            ),
            (
                "4. **Final answer:** NH₃ is trigonal pyramidal with an H–N–H angle of about 112°.",
                0,
                "carried",
                "The shape is right but the angle carries the wrong 112° of step 3; it is about 107°.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Heating 6.0 g of ethanoic acid with excess ethanol and a little concentrated sulfuric acid gives "
        "6.6 g of ethyl ethanoate: CH₃COOH + C₂H₅OH ⇌ CH₃COOC₂H₅ + H₂O. What is the percentage yield?",
        "reference_answer": "75%",
        "steps": [
            (
                "**Step 1:** Ethanoic acid is the limiting reagent because the ethanol is in excess, and with "
                "$M(\\text{CH}_3\\text{COOH}) = 60$ g/mol it amounts to $6.0 \\div 60 = 0.100$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The equation is 1 : 1, so at most 0.100 mol of ester can form, and since "
                "$M(\\text{CH}_3\\text{COOC}_2\\text{H}_5) = 88$ g/mol the theoretical yield is 8.8 g.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Percentage yield = actual ÷ theoretical × 100% = $6.6 \\div 8.8 \\times 100\\% = 75\\%$, "
                "which is typical because the reaction reaches equilibrium rather than going to completion.\n\n"
                "**Final Answer:** 75%",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test16_chem_chromate"],
        "question": "<image_1> shows a saturated solution of silver chromate at 25 °C. Using the chromate "
        "concentration given, calculate the solubility product Ksp of Ag₂CrO₄.",
        "reference_answer": "about 1.1 × 10⁻¹²",
        "steps": [
            (
                "Step 1: Silver chromate dissolves as Ag₂CrO₄(s) ⇌ 2Ag⁺(aq) + CrO₄²⁻(aq), so each chromate ion "
                "comes with two silver ions and $[\\text{Ag}^+] = 2 \\times 6.5 \\times 10^{-5} = 1.3 \\times 10^{-4}$ M.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The solubility product is $K_{sp} = [\\text{Ag}^+]^2[\\text{CrO}_4^{2-}]$, and "
                "$(1.3 \\times 10^{-4})^2 = 1.69 \\times 10^{-7}$.",
                0,
                "NC",
                "$(1.3 \\times 10^{-4})^2 = 1.69 \\times 10^{-8}$; the exponent doubles to −8.",
            ),
            (
                "Step 3: Therefore $K_{sp} = 1.69 \\times 10^{-7} \\times 6.5 \\times 10^{-5} \\approx "
                "1.1 \\times 10^{-11}$.\n\nFinal answer: $K_{sp} \\approx 1.1 \\times 10^{-11}$",
                0,
                "carried",
                "It multiplies the wrong square of step 2; Ksp = 1.69 × 10⁻⁸ × 6.5 × 10⁻⁵ ≈ 1.1 × 10⁻¹².",
            ),
        ],
    },
]
