"""Sixth test set, Chemistry: neutralising sulfuric acid, Rf values on a chromatogram, hydrogen collected from
magnesium and acid, combustion analysis, a bond-enthalpy estimate, iron in an ore by permanganate titration."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from . import t
from .figures import figure


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


@figure("test6_chem_chromatogram")
def _chromatogram(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 4, 10.5, facecolor="white", edgecolor="black", linewidth=1.2))
    ax.plot([0, 4], [1, 1], color="black", linewidth=1)
    ax.plot([0, 4], [9, 9], color="tab:blue", linestyle="--", linewidth=1)
    ax.text(4.2, 9, "solvent front", va="center", fontsize=9)
    ax.text(4.2, 1, "baseline", va="center", fontsize=9)
    ax.add_patch(Circle((2, 1), 0.15, color="black"))
    ax.add_patch(Circle((2, 3), 0.3, color="tab:red"))
    ax.add_patch(Circle((2, 7), 0.3, color="tab:purple"))
    ax.text(2, 0.3, "ink X", ha="center", fontsize=9)
    for cm in range(0, 9):
        ax.plot([-0.6, -0.4], [1 + cm, 1 + cm], color="black", linewidth=0.8)
        ax.text(-0.7, 1 + cm, f"{cm}", ha="right", va="center", fontsize=8)
    ax.plot([-0.5, -0.5], [1, 9], color="black", linewidth=0.8)
    ax.text(-1.4, 5, "distance from baseline (cm)", rotation=90, va="center", fontsize=8)
    ax.set_xlim(-2, 7)
    ax.set_ylim(-0.2, 11)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test6_chem_hydrogen_volume")
def _hydrogen_volume(ax: Axes) -> None:
    ts = list(range(0, 121))
    ax.plot(ts, [60 * (1 - math.exp(-s / 20)) for s in ts], color="tab:green")
    ax.set_xticks(range(0, 121, 20))
    ax.set_yticks(range(0, 71, 10))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 120)
    ax.set_ylim(0, 70)
    ax.set_xlabel("time (s)")
    ax.set_ylabel("volume of H$_2$ (cm$^3$)")
    ax.set_title("Mg ribbon in excess HCl(aq)", fontsize=10)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Sulfuric acid is neutralised by sodium hydroxide solution. Write the balanced equation, name the "
        "salt formed, and give the ionic equation for the neutralisation.",
        "reference_answer": "H₂SO₄ + 2NaOH → Na₂SO₄ + 2H₂O; sodium sulfate; H⁺ + OH⁻ → H₂O",
        "steps": [
            ok(
                t("""
                An acid reacts with a base to form a salt and water, so we can write the word equation first and
                then turn it into a balanced symbol equation.

                Step 1: The products are a sodium salt of sulfuric acid and water. Because sodium forms Na⁺ ions and
                the sulfate ion is SO₄²⁻, two sodium ions are needed for each sulfate ion, which gives Na₂SO₄.
                """)
            ),
            ok(
                "Step 2: Balancing the sodium atoms needs 2NaOH, and the two H⁺ from the acid and the two OH⁻ from "
                "the base then make 2H₂O:\n$$\\text{H}_2\\text{SO}_4 + 2\\text{NaOH} \\rightarrow "
                "\\text{Na}_2\\text{SO}_4 + 2\\text{H}_2\\text{O}$$"
            ),
            bad(
                "Step 3: The salt Na₂SO₄ is called sodium sulfite, since it contains sodium combined with sulfur "
                "and oxygen.",
                "KE",
                "Na₂SO₄ is sodium sulfate; sodium sulfite is Na₂SO₃.",
            ),
            bad(
                t("""
                Step 4: The sodium and sulfate ions are spectator ions, so they cancel, and the ionic equation is
                H⁺(aq) + OH⁻(aq) → H₂O(l).

                Final Answer: H₂SO₄ + 2NaOH → Na₂SO₄ + 2H₂O; the salt is sodium sulfite; H⁺ + OH⁻ → H₂O.
                """),
                "carried",
                "The ionic equation is right, but the final answer repeats the wrong name; the salt is sodium sulfate.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test6_chem_chromatogram"],
        "question": "<image_1> shows a paper chromatogram of ink X. Calculate the Rf value of each spot, and use "
        "these Rf values of known dyes in the same solvent to identify the dyes in X: P 0.25, Q 0.50, R 0.75.",
        "reference_answer": "Rf 0.25 and 0.75; X contains P and R",
        "steps": [
            ok(
                "**Step 1:** From the image, the solvent front is 8.0 cm above the baseline, while the two spots of "
                "ink X have moved 2.0 cm (red) and 6.0 cm (purple) from it."
            ),
            ok(
                "**Step 2:** By definition, $R_f = \\frac{\\text{distance moved by the spot}}{\\text{distance "
                "moved by the solvent}}$, so the red spot has $R_f = 2.0 / 8.0 = 0.25$ and the purple spot has "
                "$R_f = 6.0 / 8.0 = 0.75$."
            ),
            ok(
                t("""
                **Step 3:** A dye has the same Rf value whenever it runs in the same solvent, so the spot with
                Rf 0.25 is dye P and the one with Rf 0.75 is dye R. If Q were present, then there would be a spot
                4.0 cm above the baseline (Rf 0.50), and there is none.

                **Final Answer:** The Rf values are 0.25 and 0.75, so ink X is a mixture of dyes P and R.
                """)
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test6_chem_hydrogen_volume"],
        "question": "A piece of magnesium ribbon reacts completely with excess hydrochloric acid, and <image_1> shows "
        "the volume of hydrogen collected. Find the total volume of hydrogen and the mass of magnesium that "
        "reacted. (Molar gas volume 24.0 dm³/mol; Mg = 24.3)",
        "reference_answer": "60 cm³ of H₂; 0.0608 g of Mg",
        "steps": [
            ok(
                t("""
                I'll take the final volume from the graph and convert it into moles of gas, and then use the
                equation to work back to the magnesium.

                ### Step 1: Equation
                $$\\text{Mg(s)} + 2\\text{HCl(aq)} \\rightarrow \\text{MgCl}_2\\text{(aq)} + \\text{H}_2\\text{(g)}$$
                so one mole of hydrogen is given off for every mole of magnesium that reacts.
                """)
            ),
            bad(
                "### Step 2: Total volume\nThe curve levels off once all the magnesium has been used up, and it "
                "flattens at about 50 cm³, so 50 cm³ of hydrogen was collected.",
                "VI",
                "The curve levels off at 60 cm³, not 50 cm³.",
            ),
            bad(
                t("""
                ### Step 3: Moles of hydrogen and mass of magnesium
                Converting to dm³, $n(\\text{H}_2) = \\frac{0.050}{24.0} = 2.08 \\times 10^{-3}$ mol, and by the
                1 : 1 ratio the same amount of magnesium reacted, so $m = 2.08 \\times 10^{-3} \\times 24.3 =
                0.0506$ g.

                **Final answer:** 50 cm³ of hydrogen, from 0.0506 g of magnesium.
                """),
                "carried",
                "The method is right, but 0.060 dm³ gives 2.50 × 10⁻³ mol and 0.0608 g of magnesium.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "0.600 g of an organic compound that contains only carbon, hydrogen and oxygen burns completely "
        "to give 0.880 g of CO₂ and 0.360 g of H₂O. Its molar mass is 180 g/mol. Find its empirical and molecular "
        "formulas. (C = 12, H = 1, O = 16)",
        "reference_answer": "empirical formula CH₂O; molecular formula C₆H₁₂O₆",
        "steps": [
            ok(
                "**Step 1: Carbon.** All the carbon ends up in CO₂, which is 12/44 carbon by mass, so the sample "
                "contained $0.880 \\times \\frac{12}{44} = 0.240$ g of C."
            ),
            ok(
                "**Step 2: Hydrogen.** All the hydrogen ends up in water, and each H₂O (18 g/mol) holds 2 g of "
                "hydrogen per mole, so the mass of H is $0.360 \\times \\frac{2}{18} = 0.040$ g."
            ),
            ok(
                "**Step 3: Oxygen.** Oxygen is found by difference, because part of the oxygen in the products came "
                "from the air: $0.600 - 0.240 - 0.040 = 0.320$ g of O."
            ),
            ok(
                "**Step 4: Mole ratio.** C: 0.240/12 = 0.020 mol, H: 0.040/1 = 0.040 mol, O: 0.320/16 = 0.020 mol, "
                "so dividing by the smallest gives C : H : O = 1 : 2 : 1, and the empirical formula is CH₂O."
            ),
            ok(
                t("""
                **Step 5: Molecular formula.** The empirical formula mass is 12 + 2 + 16 = 30, and 180 / 30 = 6, so
                the molecular formula is (CH₂O)₆ = C₆H₁₂O₆.

                **Final Answer:** empirical formula CH₂O, molecular formula C₆H₁₂O₆.
                """)
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Use the mean bond enthalpies C–H 413, O=O 498, C=O 805 and O–H 464 kJ/mol to estimate the "
        "enthalpy change of CH₄(g) + 2O₂(g) → CO₂(g) + 2H₂O(g). Why does the estimate differ from the value "
        "measured for this reaction?",
        "reference_answer": "about −818 kJ/mol; mean bond enthalpies are averages over many compounds",
        "steps": [
            ok(
                "Step 1: Bonds broken. One CH₄ has four C–H bonds and two O₂ molecules have two O=O bonds, so the "
                "energy taken in is $4(413) + 2(498) = 1652 + 996 = 2648$ kJ/mol."
            ),
            bad(
                "Step 2: Bonds formed. CO₂ has two C=O bonds and the two water molecules have four O–H bonds, so "
                "the energy given out is $2(805) + 4(464) = 1610 + 1856 = 3366$ kJ/mol.",
                "NC",
                "1610 + 1856 = 3466 kJ/mol.",
            ),
            bad(
                "Step 3: Using ΔH = Σ(bonds broken) − Σ(bonds formed), we get ΔH = 2648 − 3366 = −718 kJ/mol, "
                "which is negative, so the reaction is exothermic.",
                "carried",
                "The formula is right, but with 3466 kJ/mol for the bonds formed ΔH = −818 kJ/mol.",
            ),
            bad(
                t("""
                Step 4: The estimate differs from the measured value because mean bond enthalpies are averaged over
                many different compounds, whereas the actual bonds in CH₄, CO₂ and H₂O have their own strengths.

                Final Answer: ΔH ≈ −718 kJ/mol; it differs because mean bond enthalpies are average values.
                """),
                "carried",
                "The reason is right, but the final answer repeats −718 kJ/mol; the estimate is −818 kJ/mol.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "A 0.500 g sample of iron ore is dissolved in acid and all of its iron is reduced to Fe²⁺. The "
        "solution needs 22.50 mL of 0.0200 mol/L KMnO₄ to reach the end point. Find the percentage of iron by mass "
        "in the ore. (Fe = 55.85)",
        "reference_answer": "25.1%",
        "steps": [
            ok(
                t("""
                I'll first build the balanced redox equation from the two half-equations, since the mole ratio
                between permanganate and iron(II) comes from it.

                **Step 1: Redox equation.** Permanganate is reduced, MnO₄⁻ + 8H⁺ + 5e⁻ → Mn²⁺ + 4H₂O, while iron(II)
                is oxidised, Fe²⁺ → Fe³⁺ + e⁻. Multiplying the iron half-equation by 5 so that the electrons cancel
                gives
                $$\\text{MnO}_4^- + 5\\text{Fe}^{2+} + 8\\text{H}^+ \\rightarrow \\text{Mn}^{2+} + 5\\text{Fe}^{3+}
                + 4\\text{H}_2\\text{O}$$
                """)
            ),
            ok(
                "**Step 2: Moles of permanganate.** $n(\\text{MnO}_4^-) = 0.0200 \\times 0.02250 = 4.50 \\times "
                "10^{-4}$ mol."
            ),
            bad(
                "**Step 3: Moles of iron.** Since each permanganate ion accepts five electrons while each Fe²⁺ gives "
                "up only one, there is one fifth as much Fe²⁺ as MnO₄⁻: $n(\\text{Fe}^{2+}) = 4.50 \\times 10^{-4} "
                "/ 5 = 9.00 \\times 10^{-5}$ mol.",
                "RE",
                "The ratio is inverted: one MnO₄⁻ oxidises five Fe²⁺, so n(Fe²⁺) = 5 × 4.50 × 10⁻⁴ = 2.25 × 10⁻³ mol.",
            ),
            bad(
                t("""
                **Step 4: Mass and percentage of iron.** $m(\\text{Fe}) = 9.00 \\times 10^{-5} \\times 55.85 =
                5.03 \\times 10^{-3}$ g, which is $\\frac{5.03 \\times 10^{-3}}{0.500} \\times 100\\% = 1.01\\%$
                of the sample.

                **Final answer:** The ore contains about 1.0% iron by mass.
                """),
                "carried",
                "With 2.25 × 10⁻³ mol the iron weighs 0.126 g, which is 0.126 / 0.500 = 25.1% of the ore.",
            ),
        ],
    },
]
