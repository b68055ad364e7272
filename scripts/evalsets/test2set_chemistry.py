"""Second test set, Chemistry: balancing equations, the pH scale, decomposition stoichiometry, titration curves, equilibrium, isotope spectra."""

import numpy as np
from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("test2_chem_ph_scale")
def _ph_scale(ax: Axes) -> None:
    colours = [
        "#d7191c",
        "#e34a33",
        "#f46d43",
        "#fdae61",
        "#fee08b",
        "#ffffbf",
        "#d9ef8b",
        "#a6d96a",
        "#66bd63",
        "#1a9850",
        "#3288bd",
        "#5e4fa2",
        "#542788",
        "#3f007d",
    ]
    for value, colour in enumerate(colours):
        ax.bar(value + 0.5, 1, width=1, color=colour, edgecolor="black", linewidth=0.5)
        ax.text(
            value + 0.5,
            0.5,
            str(value),
            ha="center",
            va="center",
            fontsize=8,
            color="white" if value >= 10 else "black",
        )
    for label, ph in [("A", 2), ("B", 7), ("C", 9), ("D", 13)]:
        ax.annotate(
            label, xy=(ph + 0.5, 1.0), xytext=(ph + 0.5, 1.6), ha="center", fontsize=10, arrowprops={"arrowstyle": "->"}
        )
    ax.text(
        7,
        -0.25,
        "A: lemon juice    B: pure water\nC: baking-soda solution    D: drain cleaner",
        ha="center",
        va="top",
        fontsize=8,
    )
    ax.set_xlim(-0.2, 14.2)
    ax.set_ylim(-1.0, 2.0)
    ax.axis("off")
    ax.set_title("pH of four solutions", fontsize=9)


@figure("test2_chem_titration")
def _titration(ax: Axes) -> None:
    volume = np.linspace(0, 30, 301)
    ph = 7 + 5.5 * np.tanh((volume - 20) / 0.6)
    ax.plot(volume, ph, color="tab:purple")
    ax.axvline(20, linestyle="--", color="gray")
    ax.text(20.4, 2.5, "20.0 mL", fontsize=8)
    ax.set_xticks(range(0, 31, 5))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlim(0, 30)
    ax.set_ylim(0, 14)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_title("Titration of 25.0 mL of HCl", fontsize=9)


def _spectrum(ax: Axes, title: str, peaks: list[tuple[int, float]]) -> None:
    for mass, abundance in peaks:
        ax.bar(mass, abundance, width=0.35, color="black")
        ax.text(mass, abundance + 2, f"{abundance}%", ha="center", fontsize=8)
    low, high = peaks[0][0] - 3, peaks[-1][0] + 3
    ax.set_xticks(range(low, high + 1))
    ax.set_xlim(low, high)
    ax.set_ylim(0, 100)
    ax.set_xlabel("m/z")
    ax.set_ylabel("relative abundance (%)")
    ax.set_title(title, fontsize=10)


@figure("test2_chem_spectrum_x")
def _spectrum_x(ax: Axes) -> None:
    _spectrum(ax, "Image-1: element X", [(63, 69.2), (65, 30.8)])


@figure("test2_chem_spectrum_y")
def _spectrum_y(ax: Axes) -> None:
    _spectrum(ax, "Image-2: element Y", [(35, 75.8), (37, 24.2)])


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Balance the equation for aluminium burning in oxygen: Al + O₂ → Al₂O₃.",
        "reference_answer": "4Al + 3O₂ → 2Al₂O₃",
        "steps": [
            ("Step 1: Count the atoms on each side. Left: 1 Al, 2 O. Right: 2 Al, 3 O.", 1, None, None),
            (
                "Step 2: Oxygen appears in pairs on the left and in threes on the right, so we use the lowest common "
                "multiple, 6: put 3 in front of O₂ and 2 in front of Al₂O₃, which gives Al + 3O₂ → 2Al₂O₃.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Now there are 4 Al atoms on the right, so put 4 in front of Al: 4Al + 3O₂ → 2Al₂O₃.",
                1,
                None,
                None,
            ),
            ("Step 4: Check: 4 Al and 6 O on each side. ✓\n\nFinal answer: 4Al + 3O₂ → 2Al₂O₃", 1, None, None),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test2_chem_ph_scale"],
        "question": "<image_1> marks the pH of four solutions A–D on the pH scale. (a) Which solution is the most "
        "acidic? (b) Which is neutral? (c) Which solutions would turn red litmus paper blue?",
        "reference_answer": "(a) A (b) B (c) C and D",
        "steps": [
            ("**Step 1:** From the image, A has pH 2, B has pH 7, C has pH 9 and D has pH 13.", 1, None, None),
            (
                "**Step 2:** The lower the pH, the more acidic the solution, so A (lemon juice, pH 2) is the most acidic. "
                "B (pure water) is at pH 7, which is neutral.",
                1,
                None,
                None,
            ),
            ("**Step 3:** Red litmus turns blue in alkaline solutions, i.e. those with pH above 7.", 1, None, None),
            (
                t("""
                **Step 4:** Looking at the arrows again, C sits at about pH 5, on the acidic side, so only D is alkaline.

                **Final answer:** (a) A (b) B (c) D only
                """),
                0,
                "VI",
                "The arrow for C points at pH 9 (as step 1 read it), so C is alkaline as well: C and D.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "25.0 g of calcium carbonate is heated until it decomposes completely: CaCO₃(s) → CaO(s) + CO₂(g). "
        "What mass of carbon dioxide is released? (Ca = 40.08, C = 12.01, O = 16.00)",
        "reference_answer": "about 11.0 g",
        "steps": [
            ("1. Molar mass of CaCO₃ = 40.08 + 12.01 + 3 × 16.00 = 100.09 g/mol.", 1, None, None),
            ("2. Moles of CaCO₃ = 25.0 g ÷ 100.09 g/mol = 0.250 mol.", 1, None, None),
            ("3. From the equation, 1 mol CaCO₃ produces 1 mol CO₂, so 0.250 mol of CO₂ is released.", 1, None, None),
            (
                "4. Molar mass of CO₂ = 12.01 + 2 × 16.00 = 44.01 g/mol, so mass of CO₂ = 0.250 × 44.01 = 12.0 g.\n\n"
                "Final answer: 12.0 g of CO₂",
                0,
                "NC",
                "0.250 × 44.01 = 11.0 g, not 12.0 g.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test2_chem_titration"],
        "question": "<image_1> shows the titration curve of 25.0 mL of hydrochloric acid with 0.100 M sodium "
        "hydroxide. Determine the concentration of the acid.",
        "reference_answer": "0.0800 M",
        "steps": [
            (
                t("""
                ### Step 1: Read the equivalence point
                The steep rise in pH is centred at 20.0 mL of NaOH, so the equivalence point is at $V = 20.0$ mL.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Moles of NaOH used
                $$n(\\text{NaOH}) = c \\times V = 0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = 2.00 \\times 10^{-3} \\text{ mol}$$
                """),
                1,
                None,
                None,
            ),
            (
                "### Step 3: Use the reaction ratio\nHCl + NaOH → NaCl + H₂O reacts 1 : 1, so "
                "$n(\\text{HCl}) = 2.00 \\times 10^{-3}$ mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Concentration of HCl\n$c = \\dfrac{2.00 \\times 10^{-3} \\text{ mol}}{0.0250 \\text{ L}} "
                "= 0.0800$ M",
                1,
                None,
                None,
            ),
            (
                "### Step 5: Sanity check\nThe pH at the midpoint of the jump is 7, as expected when a strong acid "
                "is neutralised by a strong base, and the acid is less concentrated than the base because a smaller "
                "volume of base (20.0 mL) was needed than the 25.0 mL of acid.\n\n"
                "**Final Answer:** The hydrochloric acid is 0.0800 M.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "1.00 mol of PCl₅ is placed in a sealed 1.00 L flask and heated. At this temperature "
        "PCl₅(g) ⇌ PCl₃(g) + Cl₂(g) has Kc = 0.040. Find the equilibrium concentrations of all three gases.",
        "reference_answer": "[PCl₃] = [Cl₂] ≈ 0.181 M, [PCl₅] ≈ 0.819 M",
        "steps": [
            (
                "Let me set up an ICE table.\n\n**Step 1:** Initially [PCl₅] = 1.00 M and [PCl₃] = [Cl₂] = 0. If x mol/L "
                "of PCl₅ dissociates, then at equilibrium [PCl₅] = 1.00 − x and [PCl₃] = [Cl₂] = x.",
                1,
                None,
                None,
            ),
            ("**Step 2:** The equilibrium expression is $K_c = \\dfrac{x^2}{1.00 - x} = 0.040$.", 1, None, None),
            (
                "**Step 3:** Since Kc is small, we can assume x ≪ 1.00 and keep the denominator as 1.00, so "
                "$x^2 = 0.040$ and $x = 0.20$.",
                0,
                "RE",
                "x = 0.20 is 20% of 1.00, far above the 5% limit, so the approximation is not valid; solving "
                "x² + 0.040x − 0.040 = 0 gives x ≈ 0.181.",
            ),
            (
                "**Step 4:** So [PCl₃] = [Cl₂] = 0.20 M and [PCl₅] = 1.00 − 0.20 = 0.80 M.\n\n"
                "**Final answer:** [PCl₃] = [Cl₂] = 0.20 M, [PCl₅] = 0.80 M",
                0,
                "carried",
                "Carried error: uses x = 0.20 from step 3; the correct values are 0.181 M and 0.819 M.",
            ),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test2_chem_spectrum_x", "test2_chem_spectrum_y"],
        "question": "<image_1> and <image_2> are the mass spectra of elements X and Y, showing the abundance of each "
        "isotope. Taking each isotope's mass as its mass number, find the relative atomic masses of X "
        "and Y and the molar mass of the compound XY₂.",
        "reference_answer": "X ≈ 63.6, Y ≈ 35.5, XY₂ ≈ 134.6 g/mol",
        "steps": [
            (
                "**Step 1:** Image-1 shows isotopes of X at m/z 63 (69.2%) and 65 (30.8%); Image-2 shows isotopes of Y at "
                "m/z 35 (75.8%) and 37 (24.2%).",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The relative atomic mass is the abundance-weighted mean. For X: "
                "\\(63 \\times 0.692 + 65 \\times 0.308 = 43.60 + 20.02 = 63.62\\).",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** For Y: \\(35 \\times 0.758 + 37 \\times 0.242 = 26.53 + 8.95 = 35.48\\). These values match "
                "copper and chlorine.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Chlorine forms a −1 ion and copper commonly forms Cu²⁺, so XY₂ would be copper(II) "
                "chloride, CuCl₂, which is consistent with the formula given.",
                1,
                None,
                None,
            ),
            (
                "**Step 5:** The molar mass of XY₂ is \\(63.62 + 2 \\times 35.48 = 134.58 \\approx 134.6\\) g/mol.\n\n"
                "**Final answer:** X ≈ 63.6, Y ≈ 35.5, M(XY₂) ≈ 134.6 g/mol",
                1,
                None,
                None,
            ),
        ],
    },
]
