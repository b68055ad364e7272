"""Thirteenth test set, Chemistry: crystals from a cooled potassium nitrate solution, laboratory tests for three
gases, the sodium azide in an airbag, a zinc-silver cell, an acetate buffer, and the density of copper from its
unit cell."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


@figure("test13_chem_solubility")
def _solubility(ax: Axes) -> None:
    temps = [0, 10, 20, 30, 40, 50, 60, 70]
    grams = [13, 21, 32, 46, 64, 85, 110, 138]
    ax.plot(temps, grams, color="#08519c", marker=".")
    for t, g in ((20, 32), (60, 110)):
        ax.plot([t, t, 0], [0, g, g], color="#969696", linestyle="--", linewidth=0.8)
        ax.text(1, g + 3, f"{g}", fontsize=8)
    ax.set_xlabel("temperature / °C", fontsize=8)
    ax.set_ylabel("solubility of KNO₃ / g per 100 g water", fontsize=8)
    ax.set_xlim(0, 75)
    ax.set_ylim(0, 150)
    ax.tick_params(labelsize=7)


@figure("test13_chem_cell")
def _cell(ax: Axes) -> None:
    for x0, metal, ion in ((0, "Zn", "Zn²⁺(aq), 1 M"), (6, "Ag", "Ag⁺(aq), 1 M")):
        ax.add_patch(Rectangle((x0, 0), 3, 3, facecolor="#deebf7", edgecolor="black"))
        ax.add_patch(Rectangle((x0 + 1.2, 1), 0.6, 3.2, facecolor="#969696", edgecolor="black"))
        ax.text(x0 + 1.5, 4.4, metal, ha="center", fontsize=10)
        ax.text(x0 + 1.5, -0.6, ion, ha="center", fontsize=8)
    ax.plot([2.4, 2.4, 6.6, 6.6], [2.5, 3.6, 3.6, 2.5], color="#fdae6b", linewidth=6)
    ax.text(4.5, 3.9, "salt bridge (KNO₃)", ha="center", fontsize=8)
    ax.plot([1.5, 1.5, 7.5, 7.5], [4.2, 5.5, 5.5, 4.2], color="black")
    ax.add_patch(Circle((4.5, 5.5), 0.45, facecolor="white", edgecolor="black"))
    ax.text(4.5, 5.5, "V", ha="center", va="center", fontsize=9)
    ax.set_xlim(-0.5, 9.5)
    ax.set_ylim(-1.2, 6.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test13_chem_fcc")
def _fcc(ax: Axes) -> None:
    front = [(0, 0), (4, 0), (4, 4), (0, 4)]
    back = [(x + 1.6, y + 1.2) for x, y in front]
    for k in range(4):
        ax.plot([front[k][0], front[(k + 1) % 4][0]], [front[k][1], front[(k + 1) % 4][1]], color="black")
        ax.plot([back[k][0], back[(k + 1) % 4][0]], [back[k][1], back[(k + 1) % 4][1]], color="#969696")
        ax.plot([front[k][0], back[k][0]], [front[k][1], back[k][1]], color="#969696")
    for x, y in front + back:
        ax.add_patch(Circle((x, y), 0.28, facecolor="#d94801", edgecolor="black"))
    faces = [(2, 2), (3.6, 3.2), (2.8, 0.6), (2.8, 4.6), (0.8, 2.6), (4.8, 2.6)]
    for x, y in faces:
        ax.add_patch(Circle((x, y), 0.28, facecolor="#fdae6b", edgecolor="black"))
    ax.annotate("", xy=(4, -0.6), xytext=(0, -0.6), arrowprops={"arrowstyle": "<->"})
    ax.text(2, -1.1, "a = 361 pm", ha="center", fontsize=9)
    ax.set_xlim(-1, 6.5)
    ax.set_ylim(-1.6, 6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test13_chem_solubility"],
        "question": "<image_1> is the solubility curve of potassium nitrate. A saturated solution of potassium "
        "nitrate in 100 g of water at 60 °C is cooled to 20 °C. What mass of crystals forms?",
        "reference_answer": "110 − 32 = 78 g",
        "steps": [
            (
                "**Step 1:** Reading the curve in <image_1>, 100 g of water dissolves 110 g of potassium nitrate "
                "at 60 °C, so the saturated solution holds 110 g of the salt.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** At 20 °C the same water can hold only 32 g, because the solubility of potassium "
                "nitrate falls steeply as the solution cools.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The salt that can no longer stay dissolved comes out as crystals, which is "
                "$110 - 32 = 88$ g.\n\n**Final Answer:** 88 g of potassium nitrate crystallises.",
                0,
                "NC",
                "110 − 32 = 78, so 78 g of crystals form.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Three unlabelled test tubes hold hydrogen, oxygen and carbon dioxide. Describe a test that "
        "identifies each gas. Which observation shows that a gas is carbon dioxide? (A) It burns with a squeaky "
        "pop (B) It relights a glowing splint (C) It turns limewater milky (D) It bleaches damp litmus paper",
        "reference_answer": "H₂: squeaky pop with a lit splint; O₂: relights a glowing splint; CO₂: limewater turns "
        "milky; answer (C)",
        "steps": [
            (
                "Each of these gases has its own standard test, so we can go through them one at a time.\n\n"
                "1. **Hydrogen:** if a lit splint is held at the mouth of the tube, then the hydrogen burns with "
                "a squeaky pop, because it reacts rapidly with oxygen in the air: 2H₂ + O₂ → 2H₂O.",
                1,
                None,
                None,
            ),
            (
                "2. **Oxygen:** a glowing splint pushed into the tube relights, since oxygen supports combustion "
                "much better than air, which is only about 21% oxygen.",
                1,
                None,
                None,
            ),
            (
                "3. **Carbon dioxide:** bubbling the gas through limewater turns it milky, which happens because "
                "insoluble calcium carbonate forms: Ca(OH)₂(aq) + CO₂(g) → CaCO₃(s) + H₂O(l).",
                1,
                None,
                None,
            ),
            (
                "4. Option (D) describes chlorine rather than any of these three gases, while (A) and (B) are the "
                "tests for hydrogen and oxygen.\n\n**Final answer:** (C) — carbon dioxide turns limewater milky.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwen2-vl-72b",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A car airbag is inflated by the decomposition 2NaN₃(s) → 2Na(s) + 3N₂(g). What mass of "
        "sodium azide is needed to produce 60.0 L of nitrogen gas at STP (molar volume 22.4 L/mol)? "
        "(Na = 23, N = 14)",
        "reference_answer": "About 116 g",
        "steps": [
            (
                "Step 1: The amount of nitrogen is $n(\\text{N}_2) = \\frac{60.0}{22.4} = 2.68$ mol.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From the equation, 2 mol of NaN₃ give 3 mol of N₂, so the amount of sodium azide is "
                "$n(\\text{NaN}_3) = \\frac{3}{2} \\times 2.68 = 4.02$ mol.",
                0,
                "RE",
                "The ratio is used upside down: n(NaN₃) = (2/3) × 2.68 = 1.79 mol.",
            ),
            (
                "Step 3: The molar mass of sodium azide is $23 + 3 \\times 14 = 65$ g/mol.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Substituting the values, we get $m = 4.02 \\times 65 = 261$ g.\n\n"
                "Final answer: about 261 g of NaN₃",
                0,
                "carried",
                "m = n × M is right, but with 1.79 mol the mass is about 116 g.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test13_chem_cell"],
        "question": "<image_1> shows a cell built from a zinc half-cell and a silver half-cell under standard "
        "conditions. Given E°(Zn²⁺/Zn) = −0.76 V and E°(Ag⁺/Ag) = +0.80 V, identify the anode, write the "
        "overall cell reaction and calculate the standard cell potential.",
        "reference_answer": "Zinc is the anode; Zn + 2Ag⁺ → Zn²⁺ + 2Ag; E°cell = +1.56 V",
        "steps": [
            (
                "### Step 1: Identify the electrodes\nZinc has the more negative standard electrode potential, "
                "so it gives up electrons more readily and is oxidised; therefore zinc is the anode and silver "
                "the cathode.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Half-equations\nAt the anode Zn(s) → Zn²⁺(aq) + 2e⁻, while at the cathode "
                "Ag⁺(aq) + e⁻ → Ag(s), which has to happen twice to take up both electrons.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Overall reaction\nAdding the half-equations, we obtain "
                "Zn(s) + 2Ag⁺(aq) → Zn²⁺(aq) + 2Ag(s).",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Cell potential\nBecause two silver ions are reduced, the silver potential is "
                "doubled: $E^\\circ_{cell} = 2(0.80) - (-0.76) = 2.36$ V.\n\n**Final Answer:** Zinc is the "
                "anode; Zn + 2Ag⁺ → Zn²⁺ + 2Ag; E°cell = 2.36 V",
                0,
                "KE",
                "Electrode potentials are intensive and are never multiplied by the coefficients; "
                "E°cell = 0.80 − (−0.76) = 1.56 V.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "0.10 mol of NaOH is added to 1.00 L of a solution containing 0.20 mol of ethanoic acid "
        "(pKa = 4.76). Find the pH of the resulting buffer, and then its pH after 0.010 mol of HCl is added "
        "(ignore the change in volume).",
        "reference_answer": "pH 4.76, then about 4.67",
        "steps": [
            (
                "**Step 1:** The hydroxide reacts completely with the acid, CH₃COOH + OH⁻ → CH₃COO⁻ + H₂O, which "
                "leaves $0.20 - 0.10 = 0.10$ mol of CH₃COOH and forms 0.10 mol of CH₃COO⁻.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the Henderson–Hasselbalch equation, "
                "$\\text{pH} = \\text{p}K_a + \\log\\frac{[\\text{A}^-]}{[\\text{HA}]} = 4.76 + \\log 1 = 4.76$, "
                "since the acid and its conjugate base are present in equal amounts.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The added HCl is picked up by the ethanoate ions, CH₃COO⁻ + H⁺ → CH₃COOH, so the "
                "buffer now holds 0.090 mol of CH₃COO⁻ and 0.110 mol of CH₃COOH.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Then $\\text{pH} = 4.76 + \\log\\frac{0.090}{0.110} = 4.76 - 0.087 = 4.67$, which "
                "is only a small drop because the buffer absorbs most of the added acid.\n\n**Final Answer:** "
                "pH = 4.76 before and about 4.67 after adding the HCl.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "qwen2-vl-72b",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test13_chem_fcc"],
        "question": "Copper crystallises in the face-centred cubic unit cell shown in <image_1>, whose edge is "
        "a = 361 pm. How many atoms does one unit cell contain, and what is the density of copper? "
        "(Cu = 63.5 g/mol, Nₐ = 6.022 × 10²³ mol⁻¹)",
        "reference_answer": "4 atoms; about 8.97 g/cm³",
        "steps": [
            (
                "Step 1: Each of the 8 corner atoms is shared by 8 cells while each of the 6 face atoms is "
                "shared by 2, so the cell contains $8 \\times \\tfrac18 + 6 \\times \\tfrac12 = 4$ atoms.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The mass of one cell is $\\frac{4 \\times 63.5}{6.022 \\times 10^{23}} = "
                "4.22 \\times 10^{-22}$ g.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Converting the edge to centimetres, $a = 361\\ \\text{pm} = 3.61 \\times 10^{-8}$ cm, "
                "and so the volume is $a^3 = 4.70 \\times 10^{-24}$ cm³.",
                0,
                "NC",
                "(3.61 × 10⁻⁸)³ = 47.0 × 10⁻²⁴ = 4.70 × 10⁻²³ cm³; the power of ten is off by one.",
            ),
            (
                "Step 4: Density is mass over volume, $\\rho = \\frac{4.22 \\times 10^{-22}}{4.70 \\times "
                "10^{-24}} \\approx 89.8$ g/cm³.\n\nFinal answer: 4 atoms per unit cell; ρ ≈ 89.8 g/cm³",
                0,
                "carried",
                "Dividing mass by volume is right, but with V = 4.70 × 10⁻²³ cm³ the density is about 8.97 g/cm³.",
            ),
        ],
    },
]
