"""Eighth test set, Chemistry: nitrogen in ammonium nitrate, a heating curve, diluting an acid, a titration curve, an energy profile, the hydrogen iodide equilibrium."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test8_chem_heating")
def _heating(ax: Axes) -> None:
    ax.plot([0, 4, 10, 16, 24, 28], [20, 80, 80, 218, 218, 250], color="tab:red")
    ax.set_xticks(range(0, 29, 4))
    ax.set_yticks(range(0, 261, 40))
    ax.set_xlim(0, 28)
    ax.set_ylim(0, 260)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("temperature (°C)")
    ax.set_title("Heating curve of a solid", fontsize=9)


@figure("test8_chem_titration")
def _titration(ax: Axes) -> None:
    volumes = [0, 5, 10, 15, 18, 19, 19.8, 20, 20.2, 21, 22, 25, 30]
    ph = [1.1, 1.3, 1.5, 1.9, 2.3, 2.6, 3.3, 7.0, 10.7, 11.4, 11.7, 12.0, 12.2]
    ax.plot(volumes, ph, color="tab:green", marker=".")
    ax.axvline(20, color="gray", linestyle="--", linewidth=0.8)
    ax.text(20.4, 6.6, "20.0 mL", fontsize=8)
    ax.set_xlim(0, 30)
    ax.set_ylim(0, 14)
    ax.set_xlabel("volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_title("Titration of 25.0 mL of HCl", fontsize=9)


@figure("test8_chem_energy")
def _energy(ax: Axes) -> None:
    ax.plot([0, 1, 2.5, 4, 5], [50, 50, 170, 20, 20], color="tab:blue")
    for y, label in ((50, "reactants 50"), (170, "170"), (20, "products 20")):
        ax.axhline(y, color="gray", linestyle=":", linewidth=0.8)
        ax.text(5.05, y, label, fontsize=8, va="center")
    ax.set_xlim(0, 6.3)
    ax.set_ylim(0, 190)
    ax.set_xticks([])
    ax.set_xlabel("reaction progress")
    ax.set_ylabel("energy (kJ/mol)")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "What is the percentage by mass of nitrogen in the fertiliser ammonium nitrate, NH₄NO₃? "
        "(N = 14, H = 1, O = 16)",
        "reference_answer": "35%",
        "steps": [
            (
                "**Step 1:** The formula NH₄NO₃ contains 2 N, 4 H and 3 O atoms, so its molar mass is "
                "$2(14) + 4(1) + 3(16) = 28 + 4 + 48 = 80$ g/mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The nitrogen in one mole weighs 2 × 14 = 28 g, because both the ammonium ion and "
                "the nitrate ion carry one N each.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Therefore the mass percentage is $\\dfrac{28}{80} \\times 100\\% = 35\\%$.\n\n"
                "**Final Answer:** 35%",
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
        "images": ["test8_chem_heating"],
        "question": "<image_1> is the heating curve of a pure solid heated at a steady rate. State its melting "
        "point and its boiling point, and for how many minutes it is melting.",
        "reference_answer": "melting point 80 °C, boiling point 218 °C; melting lasts 6 minutes",
        "steps": [
            (
                "Step 1: While a pure substance changes state, the heat it picks up breaks the forces between "
                "particles instead of raising the temperature, so each change of state shows up as a flat part.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The first flat part in <image_1> is at 80 °C, which is therefore the melting point, and "
                "the second one, at 218 °C, is the boiling point.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The first plateau runs from 4 min to 10 min, so the solid is melting for "
                "10 − 4 = 6 minutes.\n\nFinal answer: melting point 80 °C, boiling point 218 °C, melting for 6 min",
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
        "question": "What volume of water must be added to 50.0 mL of 2.00 M hydrochloric acid to dilute it to "
        "0.500 M?",
        "reference_answer": "150 mL",
        "steps": [
            (
                "Step 1: Diluting does not change the number of moles of HCl, so we can use $C_1V_1 = C_2V_2$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get $V_2 = \\dfrac{C_1V_1}{C_2} = "
                "\\dfrac{2.00 \\times 50.0}{0.500} = 200$ mL.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Thus 200 mL of water must be added to the acid.\n\nFinal answer: 200 mL",
                0,
                "QU",
                "200 mL is the final volume of the diluted solution; the question asks for the water added, "
                "200 − 50.0 = 150 mL.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test8_chem_titration"],
        "question": "<image_1> shows the pH as 0.100 M NaOH is added to 25.0 mL of hydrochloric acid. Find the "
        "concentration of the acid.",
        "reference_answer": "0.0800 M",
        "steps": [
            (
                "The equivalence point is where the pH shoots up most steeply, so I'll read it off first.\n\n"
                "### Step 1\nIn <image_1> the vertical jump is at 20.0 mL of NaOH.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe moles of NaOH added up to that point are "
                "$0.0200\\ \\text{L} \\times 0.100\\ \\text{mol/L} = 2.00 \\times 10^{-3}$ mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSince HCl + NaOH → NaCl + H₂O reacts in a 1 : 1 ratio, the acid also contained "
                "$2.00 \\times 10^{-3}$ mol of HCl.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nDividing by the acid's volume, $c = \\dfrac{2.00 \\times 10^{-3}}{0.0250} = "
                "0.00800$ M.\n\n**Final answer:** 0.00800 M",
                0,
                "NC",
                "2.00 × 10⁻³ ÷ 0.0250 is 0.0800, not 0.00800; the acid is 0.0800 M.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test8_chem_energy"],
        "question": "Using the energy profile in <image_1>, find the activation energy and the enthalpy change of "
        "the forward reaction, and say whether it is exothermic or endothermic.",
        "reference_answer": "Ea = 120 kJ/mol; ΔH = −30 kJ/mol; exothermic",
        "steps": [
            (
                "1. The activation energy is the climb from the reactants to the top of the barrier, which in "
                "<image_1> is $170 - 50 = 120$ kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "2. The enthalpy change is found by $\\Delta H = E_{\\text{reactants}} - E_{\\text{products}} = "
                "50 - 20 = +30$ kJ/mol.",
                0,
                "KE",
                "ΔH is the energy of the products minus that of the reactants, 20 − 50 = −30 kJ/mol.",
            ),
            (
                "3. Because ΔH is positive, the reaction takes in heat from the surroundings and is "
                "endothermic.\n\n**Final Answer:** Ea = 120 kJ/mol, ΔH = +30 kJ/mol, endothermic",
                0,
                "carried",
                "Carried error: follows the sign of step 2; the products lie below the reactants, so the "
                "reaction is exothermic.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "1.00 mol of H₂ and 1.00 mol of I₂ are sealed in a 1.00 L flask and heated until the system "
        "H₂(g) + I₂(g) ⇌ 2HI(g) reaches equilibrium, where Kc = 49.0. Find the equilibrium concentration of HI.",
        "reference_answer": "about 1.56 M",
        "steps": [
            (
                "**Step 1:** If x mol/L of H₂ reacts, then at equilibrium [H₂] = [I₂] = 1.00 − x and [HI] = 2x, "
                "since each mole of H₂ gives two moles of HI.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** By the law of mass action, $K_c = \\dfrac{[\\text{HI}]}{[\\text{H}_2][\\text{I}_2]}$, "
                "so $\\dfrac{2x}{(1.00 - x)^2} = 49.0$.",
                0,
                "KE",
                "The coefficient 2 of HI becomes an exponent: Kc = [HI]²/([H₂][I₂]), so (2x)²/(1 − x)² = 49.",
            ),
            (
                "**Step 3:** Rearranging gives $49x^2 - 100x + 49 = 0$, and the quadratic formula gives "
                "$x = \\dfrac{100 \\pm \\sqrt{396}}{98}$; the root 1.22 is rejected because it exceeds 1.00, "
                "so x ≈ 0.817.",
                0,
                "carried",
                "Carried error: solves step 2's wrong equation correctly; the right one gives 2x/(1 − x) = 7, "
                "x = 7/9 ≈ 0.778.",
            ),
            (
                "**Step 4:** Hence [HI] = 2x ≈ 1.63 M.\n\n**Final Answer:** [HI] ≈ 1.63 M",
                0,
                "carried",
                "Carried error: doubles the x of step 3; the equilibrium [HI] is 2 × 0.778 ≈ 1.56 M.",
            ),
        ],
    },
]
