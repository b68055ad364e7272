"""Fourth test set, Chemistry: balancing iron(III) chloride, a pH chart, solution mass, limestone decomposition, a titration curve, an HI equilibrium."""

import numpy as np
from matplotlib.axes import Axes

from . import t
from .figures import figure
from .test4set_math import bad, ok


@figure("test4_chemistry_ph_chart")
def _ph_chart(ax: Axes) -> None:
    names = ["lemon\njuice", "milk", "pure\nwater", "baking\nsoda", "bleach"]
    values = [2, 6.5, 7, 9, 12.5]
    ax.bar(names, values, color="tab:purple", edgecolor="black")
    ax.axhline(7, color="gray", linestyle="--", linewidth=1)
    ax.set_yticks(range(0, 15))
    ax.set_ylim(0, 14)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylabel("pH")
    ax.tick_params(axis="x", labelsize=8)


@figure("test4_chemistry_titration")
def _titration(ax: Axes) -> None:
    volume = np.linspace(0, 35, 200)
    ph = 7 + 5.5 * np.tanh((volume - 20) / 0.8)
    ax.plot(volume, ph, color="tab:red")
    ax.axvline(20, color="gray", linestyle="--", linewidth=1)
    ax.text(20.5, 2, "equivalence\n20.0 mL", fontsize=8)
    ax.set_xlabel("volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_xticks(range(0, 36, 5))
    ax.set_yticks(range(0, 15, 2))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 35)
    ax.set_ylim(0, 14)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Iron reacts with chlorine gas to form iron(III) chloride. Balance the equation Fe + Cl₂ → FeCl₃.",
        "reference_answer": "2Fe + 3Cl₂ → 2FeCl₃",
        "steps": [
            ok(
                t("""
                To balance the equation, we make the number of each kind of atom equal on both sides.

                **Step 1:** Chlorine appears as Cl₂ on the left and as Cl₃ in FeCl₃ on the right. The least common multiple of 2 and 3 is 6, so we write 3Cl₂ and 2FeCl₃.
                """)
            ),
            ok("**Step 2:** Now the right side has 2 iron atoms, so we need 2Fe on the left."),
            ok(
                t("""
                **Step 3:** Check: 2 Fe and 6 Cl on each side.

                **Final answer:** 2Fe + 3Cl₂ → 2FeCl₃
                """)
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test4_chemistry_ph_chart"],
        "question": "<image_1> shows the pH of five household liquids. Which of them are acidic, and which is "
        "the most basic?",
        "reference_answer": "lemon juice and milk are acidic; bleach is the most basic",
        "steps": [
            ok("Step 1: A solution is acidic if its pH is below 7, neutral at 7 and basic above 7."),
            bad(
                "Step 2: From the chart, lemon juice has pH 2, milk about 7.5, pure water 7, baking soda 9 and "
                "bleach about 12.5.",
                "VI",
                "The milk bar stops at 6.5, below the dashed pH 7 line, not at 7.5.",
            ),
            bad(
                "Step 3: Only lemon juice is below 7, so it is the only acidic liquid; milk, baking soda and "
                "bleach are basic.",
                "carried",
                "The rule is applied correctly to the misread milk value of step 2.",
            ),
            bad(
                "Step 4: Bleach has the highest pH, so it is the most basic.\n\nFinal answer: acidic: lemon juice "
                "only; most basic: bleach.",
                "carried",
                "Bleach is right, but milk (pH 6.5) is also acidic.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "How many grams of sodium chloride are needed to make 250 mL of a 0.40 mol/L NaCl solution?",
        "reference_answer": "about 5.8 g",
        "steps": [
            ok("### Step 1: Convert the volume\n250 mL = 0.250 L."),
            ok("### Step 2: Moles of NaCl\n$n = c \\times V = 0.40 \\times 0.250 = 0.10$ mol."),
            ok("### Step 3: Molar mass\n$M(\\text{NaCl}) = 22.99 + 35.45 = 58.44$ g/mol."),
            ok(
                "### Step 4: Mass\n$m = n \\times M = 0.10 \\times 58.44 \\approx 5.8$ g.\n\n"
                "**Final answer:** about 5.8 g of NaCl."
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Calcium carbonate decomposes on heating: CaCO₃ → CaO + CO₂. What volume of CO₂, measured "
        "at STP (22.4 L/mol), is released when 10.0 g of CaCO₃ decomposes completely?",
        "reference_answer": "about 2.24 L",
        "steps": [
            ok("**Step 1: Molar mass.** $M(\\text{CaCO}_3) = 40.08 + 12.01 + 3 \\times 16.00 = 100.09$ g/mol."),
            ok("**Step 2: Moles.** $n = \\frac{10.0}{100.09} \\approx 0.0999$ mol of CaCO₃."),
            bad(
                "**Step 3: Product.** The question asks how much calcium oxide remains, so with a 1 : 1 ratio the "
                "mass of CaO is $0.0999 \\times 56.08 \\approx 5.60$ g.",
                "QU",
                "The question asks for the volume of CO₂ at STP, which is 0.0999 × 22.4 ≈ 2.24 L.",
            ),
            bad("**Final answer:** 5.60 g of CaO", "carried", "It answers a different quantity than the one asked."),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test4_chemistry_titration"],
        "question": "<image_1> is the titration curve of 25.0 mL of hydrochloric acid with 0.100 M NaOH. "
        "What is the concentration of the acid?",
        "reference_answer": "0.0800 M",
        "steps": [
            ok(
                "1. The steep rise in the curve marks the equivalence point, which the graph places at 20.0 mL of NaOH."
            ),
            ok("2. Moles of NaOH added: $0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = 2.00 \\times 10^{-3}$ mol."),
            ok("3. HCl + NaOH → NaCl + H₂O reacts 1 : 1, so the acid also contained $2.00 \\times 10^{-3}$ mol."),
            bad(
                "4. Dividing by the acid volume, $c = \\frac{2.00 \\times 10^{-3}}{0.0250} = 0.800$ M.",
                "NC",
                "2.00 × 10⁻³ / 0.0250 = 0.0800, not 0.800.",
            ),
            bad("**Final answer:** 0.800 M HCl", "carried", "It reports the tenfold-too-large value of step 4."),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "For H₂(g) + I₂(g) ⇌ 2HI(g), Kc = 64 at a certain temperature. If 1.00 mol H₂ and 1.00 mol "
        "I₂ are placed in a 1.00 L flask, what is the equilibrium concentration of HI?",
        "reference_answer": "1.60 mol/L",
        "steps": [
            ok(
                t("""
                We can solve this with an ICE table.

                Step 1: If $x$ mol/L of H₂ reacts, then at equilibrium $[\\text{H}_2] = [\\text{I}_2] = 1.00 - x$ and $[\\text{HI}] = 2x$.
                """)
            ),
            ok(
                "Step 2: $K_c = \\dfrac{[\\text{HI}]^2}{[\\text{H}_2][\\text{I}_2]} = \\dfrac{(2x)^2}{(1.00 - x)^2} = 64$."
            ),
            ok("Step 3: Taking the positive square root of both sides, $\\dfrac{2x}{1.00 - x} = 8$."),
            ok("Step 4: So $2x = 8 - 8x$, which gives $10x = 8$ and $x = 0.800$."),
            ok("Step 5: $[\\text{HI}] = 2x = 1.60$ mol/L.\n\nFinal answer: [HI] = 1.60 mol/L"),
        ],
    },
]
