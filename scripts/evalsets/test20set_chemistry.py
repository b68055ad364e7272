"""Twentieth test set, Chemistry: copper displaced by iron, a sodium chloride solution made up from a bottle's label,
a weak acid's titration curve, the enthalpy of formation of carbon monoxide by Hess's law, the solubility of
calcium fluoride in sodium fluoride solution, and an iron(II) assay with permanganate read from burette scales."""

from math import log10

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test20_chem_bottle_label")
def _bottle_label(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 4, 6, fill=False, linewidth=2))
    ax.add_patch(Rectangle((1.3, 6), 1.4, 1.0, fill=False, linewidth=2))
    ax.add_patch(Rectangle((0.3, 1.5), 3.4, 3.0, color="#fff7bc"))
    for y, line in ((3.9, "Sodium chloride"), (3.2, "NaCl(aq)"), (2.5, "0.50 mol/L"), (1.8, "250 mL")):
        ax.text(2, y, line, ha="center", fontsize=9)
    ax.set_xlim(-1, 5)
    ax.set_ylim(-0.5, 7.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test20_chem_titration_curve")
def _titration_curve(ax: Axes) -> None:
    volumes = [v / 10 for v in range(0, 401)]
    ph = []
    for v in volumes:
        acid, base = 0.125 * 20.0, 0.100 * v
        if v == 0:
            ph.append(2.83)
        elif base < acid - 1e-9:
            ph.append(max(2.83, 4.76 + log10(base / (acid - base))))
        elif abs(base - acid) < 1e-9:
            ph.append(8.73)
        else:
            ph.append(min(14 + log10((base - acid) / (20.0 + v)), 12.5))
    ax.plot(volumes, ph, color="#3182bd")
    ax.axvline(25.0, color="#969696", linestyle="--", linewidth=1)
    ax.plot([12.5], [4.76], "o", color="#d62728", markersize=4)
    ax.text(13.2, 4.1, "(12.5, 4.76)", fontsize=8, color="#d62728")
    ax.set_xlabel("volume of 0.100 mol/L NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_xticks(range(0, 41, 5))
    ax.set_ylim(0, 14)
    ax.grid(True, color="#eeeeee")


def _burette_section(ax: Axes, x0: float, first_mark: int, level: float, caption: str) -> None:
    ax.add_patch(Rectangle((x0, 0), 1.2, 10, fill=False, linewidth=1.5))
    ax.add_patch(Rectangle((x0, 0), 1.2, 10 - 10 * (level - first_mark) / 1.0, color="#c6dbef"))
    for k in range(11):
        y = 10 - k
        ax.plot([x0, x0 + (0.6 if k % 5 == 0 else 0.35)], [y, y], color="black", linewidth=0.8)
    for k, mark in ((0, first_mark), (10, first_mark + 1)):
        ax.text(x0 - 0.2, 10 - k, str(mark), ha="right", va="center", fontsize=9)
    ax.text(x0 + 0.6, -1.3, caption, ha="center", fontsize=9)


@figure("test20_chem_burette_readings")
def _burette_readings(ax: Axes) -> None:
    _burette_section(ax, 1.0, 1, 1.20, "start")
    _burette_section(ax, 5.0, 23, 23.70, "end")
    ax.set_xlim(-0.5, 7.5)
    ax.set_ylim(-2.2, 10.8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "2.8 g of iron filings are stirred into excess copper(II) sulfate solution, and all the iron "
        "reacts. What mass of copper is formed? (Fe = 56, Cu = 64)",
        "reference_answer": "3.2 g",
        "steps": [
            (
                "**Step 1:** Iron is more reactive than copper, so it displaces copper from its salt:\n"
                "$$\\text{Fe(s)} + \\text{CuSO}_4\\text{(aq)} \\rightarrow \\text{FeSO}_4\\text{(aq)} + "
                "\\text{Cu(s)}$$\nThe equation shows that 1 mol of Fe gives 1 mol of Cu.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The amount of iron is $n = \\frac{m}{M} = \\frac{2.8}{56} = 0.5$ mol.",
                0,
                "NC",
                "2.8 ÷ 56 = 0.050 mol, not 0.5 mol.",
            ),
            (
                "**Step 3:** Since the mole ratio is 1 : 1, 0.5 mol of copper forms, which has a mass of "
                "$0.5 \\times 64 = 32$ g.\n\n**Final Answer:** 32 g of copper",
                0,
                "carried",
                "Carried error: the ratio and the molar mass are used correctly, but the amount comes from step 2; "
                "0.050 mol of copper is 3.2 g.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test20_chem_bottle_label"],
        "question": "<image_1> shows the label of a bottle of salt solution. (a) What mass of sodium chloride is "
        "dissolved in the bottle? (b) What volume of this solution must be diluted with water to make 100 mL of "
        "0.10 mol/L solution? (Na = 23.0, Cl = 35.5)",
        "reference_answer": "(a) about 7.3 g; (b) 20 mL",
        "steps": [
            (
                "I'll read the concentration and volume from the label, then use them for both parts.\n\n"
                "1. The label gives a concentration of 0.50 mol/L and a volume of 250 mL, which is 0.250 L. The "
                "amount of NaCl is therefore $n = c \\times V = 0.50 \\times 0.250 = 0.125$ mol.",
                1,
                None,
                None,
            ),
            (
                "2. The molar mass of NaCl is $23.0 + 35.5 = 58.5$ g/mol, so the mass dissolved is "
                "$0.125 \\times 58.5 \\approx 7.3$ g.",
                1,
                None,
                None,
            ),
            (
                "3. When a solution is diluted, the amount of solute stays the same while the volume grows, so "
                "$c_1 V_1 = c_2 V_2$. Substituting the values, we get "
                "$V_1 = \\frac{0.10 \\times 100}{0.50} = 20$ mL.\n\n"
                "Final answer: (a) about 7.3 g of NaCl; (b) 20 mL of the solution, made up to 100 mL with water.",
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
        "images": ["test20_chem_titration_curve"],
        "question": "<image_1> is the titration curve obtained when 20.0 mL of a weak monoprotic acid HA is titrated "
        "with 0.100 mol/L sodium hydroxide. Find the concentration of the acid and its acid dissociation constant "
        "Ka.",
        "reference_answer": "0.125 mol/L; Ka ≈ 1.7 × 10⁻⁵",
        "steps": [
            (
                "Step 1: In <image_1> the pH rises steeply at the dashed line, so the equivalence point is at "
                "25.0 mL of NaOH.",
                1,
                None,
                None,
            ),
            (
                "Step 2: At the equivalence point the moles of NaOH equal the moles of HA, because the two react "
                "1 : 1 in $\\text{HA} + \\text{OH}^- \\rightarrow \\text{A}^- + \\text{H}_2\\text{O}$. The amount "
                "of NaOH is $0.100 \\times 0.0250 = 2.50 \\times 10^{-3}$ mol, so "
                "$[\\text{HA}] = \\frac{2.50 \\times 10^{-3}}{0.0200} = 0.125$ mol/L.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Halfway to equivalence, at 12.5 mL, half of the acid has been turned into $\\text{A}^-$, "
                "so $[\\text{HA}] = [\\text{A}^-]$. By the Henderson–Hasselbalch equation, "
                "$\\text{pH} = \\text{p}K_a + \\log\\frac{[\\text{A}^-]}{[\\text{HA}]}$, which means that "
                "pH = pKa at this point. The marked point gives pKa = 4.76.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Therefore $K_a = 10^{-4.76} \\approx 1.7 \\times 10^{-5}$.\n\n"
                "Final answer: [HA] = 0.125 mol/L, Ka ≈ 1.7 × 10⁻⁵",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "The standard enthalpies of combustion of carbon (graphite) and of carbon monoxide are −393.5 "
        "kJ/mol and −283.0 kJ/mol. Use Hess's law to find the standard enthalpy of formation of carbon monoxide.",
        "reference_answer": "−110.5 kJ/mol",
        "steps": [
            (
                "Step 1: I need ΔH for C(s) + ½O₂(g) → CO(g), which can't be measured directly because some CO₂ "
                "always forms too. So I'll build it from the two combustions:\n"
                "a. C(s) + O₂(g) → CO₂(g), ΔH₁ = −393.5 kJ/mol\n"
                "b. CO(g) + ½O₂(g) → CO₂(g), ΔH₂ = −283.0 kJ/mol",
                1,
                None,
                None,
            ),
            (
                "Step 2: By Hess's law the enthalpy change doesn't depend on the route. If I go from carbon to CO₂ "
                "by way of CO, then ΔH₁ = ΔHf(CO) + ΔH₂, so the route through CO and the direct route must give "
                "the same total.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Rearranging, $\\Delta H_f(\\text{CO}) = \\Delta H_1 - \\Delta H_2 = -393.5 - (-283.0) = "
                "-110.5$ kJ/mol. In other words, I keep equation a as it is and reverse equation b, which flips "
                "the sign of its ΔH.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check: adding C + O₂ → CO₂ (−393.5) and CO₂ → CO + ½O₂ (+283.0) cancels the CO₂ and "
                "half the oxygen, leaving C + ½O₂ → CO with ΔH = −110.5 kJ/mol. This matches my earlier result, "
                "and it makes sense that it is less exothermic than full combustion.\n\n"
                "**Final Answer:** ΔHf(CO) = −110.5 kJ/mol",
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
        "question": "The solubility product of calcium fluoride, CaF₂, is 3.9 × 10⁻¹¹ at 25 °C. What is its molar "
        "solubility in a 0.010 mol/L solution of sodium fluoride?",
        "reference_answer": "3.9 × 10⁻⁷ mol/L",
        "steps": [
            (
                "### Step 1: Write the equilibrium\n"
                "$$\\text{CaF}_2\\text{(s)} \\rightleftharpoons \\text{Ca}^{2+}\\text{(aq)} + 2\\text{F}^-"
                "\\text{(aq)}, \\qquad K_{sp} = [\\text{Ca}^{2+}][\\text{F}^-]^2$$",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Set up the concentrations\nLet the molar solubility be s. Each formula unit that "
                "dissolves releases one Ca²⁺ and two F⁻, so $[\\text{Ca}^{2+}] = s$ and $[\\text{F}^-] = 2s$, which "
                "gives $K_{sp} = s(2s)^2 = 4s^3$.",
                0,
                "QU",
                "The question asks about a 0.010 mol/L NaF solution, so [F⁻] = 0.010 + 2s ≈ 0.010; the common ion "
                "has been left out.",
            ),
            (
                "### Step 3: Solve\n$s = \\sqrt[3]{\\frac{3.9 \\times 10^{-11}}{4}} = \\sqrt[3]{9.75 \\times "
                "10^{-12}} \\approx 2.1 \\times 10^{-4}$ mol/L.\n\n"
                "**Final Answer:** $2.1 \\times 10^{-4}$ mol/L",
                0,
                "carried",
                "Carried error: the cube root is right but it solves step 2's pure-water expression; with the "
                "fluoride from NaF, s = 3.9 × 10⁻¹¹ / 0.010² = 3.9 × 10⁻⁷ mol/L.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test20_chem_burette_readings"],
        "question": "A 25.0 mL sample of acidified iron(II) sulfate solution is titrated with 0.0200 mol/L "
        "potassium permanganate. <image_1> shows the burette at the start and at the end point. Write the balanced "
        "ionic equation and find the concentration of Fe²⁺ in the sample.",
        "reference_answer": "MnO₄⁻ + 5Fe²⁺ + 8H⁺ → Mn²⁺ + 5Fe³⁺ + 4H₂O; 0.0900 mol/L",
        "steps": [
            (
                "Let me balance the redox reaction with half-equations first, then use the titre.\n\n"
                "**Step 1:** Permanganate is reduced and iron(II) is oxidised:\n"
                "$\\text{MnO}_4^- + 8\\text{H}^+ + 5e^- \\rightarrow \\text{Mn}^{2+} + 4\\text{H}_2\\text{O}$ and "
                "$\\text{Fe}^{2+} \\rightarrow \\text{Fe}^{3+} + e^-$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** To balance the electrons, the iron half-equation is multiplied by 5, which gives "
                "$\\text{MnO}_4^- + 5\\text{Fe}^{2+} + 8\\text{H}^+ \\rightarrow \\text{Mn}^{2+} + 5\\text{Fe}^{3+} "
                "+ 4\\text{H}_2\\text{O}$. Both sides carry a charge of +17, so the equation is balanced.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The start reading is 1.20 mL. At the end point the meniscus is 3 small divisions above "
                "the 24 mark, so the final reading is 23.30 mL and the titre is $23.30 - 1.20 = 22.10$ mL.",
                0,
                "VI",
                "A burette's scale grows downwards: the meniscus 3 divisions above 24 sits at 23.70 mL, so the titre "
                "is 22.50 mL.",
            ),
            (
                "**Step 4:** The amount of permanganate is $0.0200 \\times 0.02210 = 4.42 \\times 10^{-4}$ mol, and "
                "since each MnO₄⁻ takes up five Fe²⁺, $n(\\text{Fe}^{2+}) = 2.21 \\times 10^{-3}$ mol. Dividing by "
                "the sample's volume, $[\\text{Fe}^{2+}] = \\frac{2.21 \\times 10^{-3}}{0.0250} = 0.0884$ mol/L.\n\n"
                "**Final Answer:** 0.0884 mol/L",
                0,
                "carried",
                "Carried error: the 1 : 5 ratio is applied correctly to the wrong titre of step 3; 22.50 mL gives "
                "0.0900 mol/L.",
            ),
        ],
    },
]
