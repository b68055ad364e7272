"""Third test set, Chemistry: balancing the burning of aluminium, a solubility curve, decomposing calcium
carbonate, a sulfuric acid titration, an N₂O₄ equilibrium and a reaction energy profile."""

from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("test3_chem_kno3_solubility")
def _kno3_solubility(ax: Axes) -> None:
    temps = [0, 10, 20, 30, 40, 50, 60, 70, 80]
    grams = [13, 21, 32, 46, 64, 85, 110, 138, 169]
    ax.plot(temps, grams, "o-", color="tab:purple", markersize=3)
    ax.set_xticks(range(0, 90, 10))
    ax.set_yticks(range(0, 181, 20))
    ax.set_xlim(0, 80)
    ax.set_ylim(0, 180)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("temperature (°C)")
    ax.set_ylabel("g KNO₃ per 100 g water")
    ax.set_title("Solubility of potassium nitrate", fontsize=9)


@figure("test3_chem_h2so4_titration")
def _h2so4_titration(ax: Axes) -> None:
    volumes = [0, 4, 8, 12, 16, 18, 19, 19.6, 20, 20.4, 21, 22, 24, 28, 32]
    ph = [1.1, 1.2, 1.4, 1.6, 1.9, 2.3, 2.6, 3.0, 7.0, 11.0, 11.4, 11.7, 12.0, 12.2, 12.4]
    ax.plot(volumes, ph, color="tab:blue", linewidth=1.8)
    ax.axvline(20, color="tab:red", linestyle="--", linewidth=1)
    ax.text(20.5, 4, "20.0 mL", color="tab:red", fontsize=9)
    ax.set_xticks(range(0, 33, 4))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlim(0, 32)
    ax.set_ylim(0, 14)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_title("Titration of 25.0 mL H₂SO₄(aq)", fontsize=9)


@figure("test3_chem_energy_profile")
def _energy_profile(ax: Axes) -> None:
    ax.plot([0, 1.5], [50, 50], color="black", linewidth=2)
    ax.plot([1.5, 2.5, 3.5, 4.5], [50, 130, 150, 80], color="black", linewidth=1.2)
    ax.plot([4.5, 5.5, 7], [80, 20, 20], color="black", linewidth=1.2)
    ax.plot([5.5, 7], [20, 20], color="black", linewidth=2)
    ax.text(0.2, 55, "reactants", fontsize=9)
    ax.text(5.6, 25, "products", fontsize=9)
    ax.set_xticks([])
    ax.set_yticks(range(0, 181, 25))
    ax.set_xlim(0, 7)
    ax.set_ylim(0, 175)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_xlabel("reaction progress")
    ax.set_ylabel("potential energy (kJ/mol)")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Aluminium burns in oxygen to form aluminium oxide. Write the balanced chemical equation, and "
        "state how many oxygen molecules react with 4 aluminium atoms.",
        "reference_answer": "4Al + 3O₂ → 2Al₂O₃; 3 molecules of O₂",
        "steps": [
            (
                t("""
                I'll start from the unbalanced equation and balance one element at a time.

                **Step 1:** Write the formulas. Aluminium oxide is Al₂O₃ (Al³⁺ and O²⁻ ions), so the skeleton equation is
                Al + O₂ → Al₂O₃
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Balance oxygen first. The product has 3 O atoms and O₂ has 2, and since the lowest common "
                "multiple is 6, we need 3 O₂ and 2 Al₂O₃: Al + 3O₂ → 2Al₂O₃.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Now there are 2 × 2 = 4 Al atoms on the right, so put 4 in front of Al: "
                "4Al + 3O₂ → 2Al₂O₃. Check: Al 4 = 4, O 6 = 6. ✓",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Reading the coefficients, 4 aluminium atoms react with 3 oxygen molecules.\n\n"
                "**Final answer:** 4Al + 3O₂ → 2Al₂O₃, and 3 molecules of O₂ react with 4 Al atoms.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test3_chem_kno3_solubility"],
        "question": "Use the solubility curve in <image_1>. A solution of potassium nitrate in 100 g of water is "
        "saturated at 60 °C and then cooled to 20 °C. What mass of crystals forms?",
        "reference_answer": "78 g",
        "steps": [
            (
                "Step 1: From the curve, at 60 °C the solubility of KNO₃ is 110 g per 100 g of water, so the saturated "
                "solution holds 110 g of KNO₃.",
                1,
                None,
                None,
            ),
            (
                "Step 2: At 20 °C, the curve gives a solubility of about 46 g per 100 g of water.",
                0,
                "VI",
                "46 g is the value at 30 °C; at 20 °C the curve reads 32 g per 100 g of water.",
            ),
            (
                "Step 3: The excess comes out of solution as crystals: 110 − 46 = 64 g.",
                0,
                "carried",
                "Carried error: uses the wrong solubility of step 2; the crystals weigh 110 − 32 = 78 g.",
            ),
            ("Step 4: Final answer: 64 g of KNO₃ crystallises.", 0, "carried", "Carried error: the answer is 78 g."),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "When 25.0 g of calcium carbonate is heated strongly, it decomposes completely into calcium oxide "
        "and carbon dioxide. What mass of CO₂ is produced? (Ca = 40.08, C = 12.01, O = 16.00)",
        "reference_answer": "about 11.0 g",
        "steps": [
            (
                t("""
                ### Step 1: Write the equation
                $$\\text{CaCO}_3(s) \\xrightarrow{\\Delta} \\text{CaO}(s) + \\text{CO}_2(g)$$
                The mole ratio of CaCO₃ to CO₂ is 1 : 1.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Molar masses
                - CaCO₃: 40.08 + 12.01 + 3(16.00) = 100.09 g/mol
                - CO₂: 12.01 + 2(16.00) = 44.01 g/mol
                """),
                1,
                None,
                None,
            ),
            (
                "### Step 3: Moles of CaCO₃\n$n = \\dfrac{25.0 \\text{ g}}{100.09 \\text{ g/mol}} \\approx 0.250$ mol",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Mass of CO₂\nSince 1 mol CaCO₃ gives 1 mol CO₂, we obtain the mass by multiplying the "
                "moles by the molar mass: $m = 0.250 \\times 44.01 \\approx 11.0$ g.",
                1,
                None,
                None,
            ),
            ("### Final Answer\nAbout **11.0 g** of CO₂ is produced.", 1, None, None),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test3_chem_h2so4_titration"],
        "question": "<image_1> shows the pH as 0.100 M NaOH is added to 25.0 mL of sulfuric acid. Using the "
        "equivalence point on the curve, find the concentration of the sulfuric acid.",
        "reference_answer": "0.0400 M",
        "steps": [
            (
                t("""
                The steep jump in pH marks the equivalence point, which lets us count the moles of base used.

                1. The vertical part of the curve is centred at 20.0 mL of NaOH added.
                """),
                1,
                None,
                None,
            ),
            (
                "2. Moles of NaOH at equivalence: $0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = 2.00 \\times 10^{-3}$ "
                "mol.",
                1,
                None,
                None,
            ),
            (
                "3. The neutralisation is H₂SO₄ + NaOH → NaHSO₄ + H₂O, so the acid and base react 1 : 1 and the moles "
                "of H₂SO₄ are also $2.00 \\times 10^{-3}$ mol.",
                0,
                "KE",
                "Both protons of H₂SO₄ are neutralised by the equivalence point: H₂SO₄ + 2NaOH → Na₂SO₄ + 2H₂O, so "
                "n(H₂SO₄) = 1.00 × 10⁻³ mol.",
            ),
            (
                "4. Concentration: $c = \\dfrac{2.00 \\times 10^{-3}}{0.0250} = 0.0800$ M.\n\n"
                "**Final answer:** [H₂SO₄] = 0.0800 M",
                0,
                "carried",
                "Carried error: divides the wrong moles of step 3; c = 1.00 × 10⁻³ / 0.0250 = 0.0400 M.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "For N₂O₄(g) ⇌ 2NO₂(g), Kc = 0.36 at a certain temperature. If 1.00 mol of N₂O₄ is placed in a "
        "sealed 1.00 L flask at that temperature, what is the equilibrium concentration of NO₂?",
        "reference_answer": "about 0.517 M",
        "steps": [
            (
                t("""
                We set up an ICE table and solve the equilibrium expression for the change $x$.

                **Step 1: ICE table.** Let $x$ mol/L of N₂O₄ react. Then at equilibrium $[\\text{N}_2\\text{O}_4] = 1.00 - x$ and $[\\text{NO}_2] = 2x$.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2: Equilibrium expression.** $K_c = \\dfrac{[\\text{NO}_2]^2}{[\\text{N}_2\\text{O}_4]} = "
                "\\dfrac{2x^2}{1.00 - x} = 0.36$",
                0,
                "SC",
                "(2x)² is 4x², not 2x²: the expression is 4x²/(1.00 − x) = 0.36.",
            ),
            (
                "**Step 3: Solve the quadratic.** Rearranging gives $2x^2 + 0.36x - 0.36 = 0$, so "
                "$x = \\dfrac{-0.36 + \\sqrt{0.1296 + 2.88}}{4} = \\dfrac{-0.36 + 1.735}{4} \\approx 0.344$.",
                0,
                "carried",
                "Carried error: solves the wrong equation of step 2; 4x² + 0.36x − 0.36 = 0 gives x ≈ 0.258.",
            ),
            (
                "**Step 4: Concentration of NO₂.** $[\\text{NO}_2] = 2x \\approx 0.687$ M.\n\n"
                "**Final Answer:** $[\\text{NO}_2] \\approx 0.69$ M",
                0,
                "carried",
                "Carried error: with x ≈ 0.258 the concentration is [NO₂] ≈ 0.517 M.",
            ),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test3_chem_energy_profile"],
        "question": "From the energy profile in <image_1>, determine the activation energy of the forward reaction, "
        "the enthalpy change ΔH, and the activation energy of the reverse reaction. Options: (A) 100, −30, 130 "
        "(B) 150, −30, 130 (C) 100, +30, 70 (D) 130, −30, 100 (all in kJ/mol)",
        "reference_answer": "(A)",
        "steps": [
            (
                "Step 1: Reading the diagram, the reactants are at 50 kJ/mol, the peak (transition state) is at "
                "150 kJ/mol, and the products are at 20 kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The forward activation energy is the height of the peak above the reactants: "
                "Ea(forward) = 150 − 50 = 100 kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "Step 3: ΔH = E(products) − E(reactants) = 20 − 50 = −30 kJ/mol, so the reaction is exothermic.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The reverse reaction starts from the products, so Ea(reverse) = 150 − 20 = 130 kJ/mol, "
                "which also equals Ea(forward) − ΔH = 100 − (−30).",
                1,
                None,
                None,
            ),
            ("Step 5: These values match option (A).\n\nFinal answer: (A)", 1, None, None),
        ],
    },
]
