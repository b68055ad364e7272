"""Fifteenth test set, Chemistry: crystals of potassium nitrate from a cooled saturated solution, balancing the
combustion of butane, a mean rate from a gas-volume graph, the percentage yield of oxygen from potassium chlorate,
the mass of nitrogen let out of a vessel, and Kc for the hydrogen iodide equilibrium."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test15_chem_kno3")
def _kno3(ax: Axes) -> None:
    temps = [0, 10, 20, 30, 40, 50, 60]
    solubility = [13, 21, 32, 46, 64, 86, 110]
    ax.plot(temps, solubility, "o-", color="#08519c")
    ax.set_xlabel("temperature / °C")
    ax.set_ylabel("solubility of KNO₃ / g per 100 g water")
    ax.set_xticks(temps)
    ax.set_yticks(range(0, 121, 10))
    ax.grid(True, linewidth=0.5)


@figure("test15_chem_gas_volume")
def _gas_volume(ax: Axes) -> None:
    times = [0, 10, 20, 30, 40, 50, 60, 70]
    volumes = [0, 21, 36, 46, 53, 58, 60, 60]
    ax.plot(times, volumes, "o-", color="#cb181d")
    ax.set_xlabel("time / s")
    ax.set_ylabel("volume of H₂ / cm³")
    ax.set_xticks(times)
    ax.set_yticks(range(0, 71, 10))
    ax.grid(True, linewidth=0.5)


@figure("test15_chem_hi_equilibrium")
def _hi_equilibrium(ax: Axes) -> None:
    labels = ["H₂ (start)", "I₂ (start)", "HI (start)", "HI (equilibrium)"]
    amounts = [1.00, 1.00, 0.0, 1.56]
    ax.bar(labels, amounts, color=["#9ecae1", "#bcbddc", "#fdae6b", "#e6550d"])
    for k, amount in enumerate(amounts):
        ax.text(k, amount + 0.03, f"{amount:.2f} mol", ha="center", fontsize=8)
    ax.set_ylabel("amount in the 1.00 L flask / mol")
    ax.set_ylim(0, 1.8)
    ax.tick_params(axis="x", labelsize=8)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test15_chem_kno3"],
        "question": "A solution of potassium nitrate in 100 g of water is saturated at 60 °C. Using the solubility "
        "curve in <image_1>, what mass of crystals forms when it is cooled to 20 °C?",
        "reference_answer": "78 g",
        "steps": [
            (
                "**Step 1:** Reading the curve at 60 °C, 110 g of KNO₃ dissolves in 100 g of water, so that is how "
                "much the saturated solution holds.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** At 20 °C the curve gives a solubility of 42 g per 100 g of water.",
                0,
                "VI",
                "The point at 20 °C sits at 32 g per 100 g of water on the graph, not 42 g.",
            ),
            (
                "**Step 3:** Whatever no longer fits in the water comes out of solution as crystals, so the mass "
                "that crystallises is $110 - 42 = 68$ g.\n\n**Final Answer:** 68 g of potassium nitrate crystals.",
                0,
                "carried",
                "The method is right but it uses the misread 42 g of step 2; 110 − 32 = 78 g crystallises.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Butane, C₄H₁₀, burns completely in oxygen to form carbon dioxide and water. When the equation is "
        "balanced with the smallest whole numbers, what is the coefficient of O₂? (A) 6.5 (B) 9 (C) 13 (D) 26",
        "reference_answer": "(C) 13",
        "steps": [
            (
                "Let me balance the equation one element at a time.\n\n"
                "**Step 1:** The unbalanced equation is C₄H₁₀ + O₂ → CO₂ + H₂O, and because one butane molecule "
                "has 4 carbon atoms and 10 hydrogen atoms, it gives 4 CO₂ and 5 H₂O.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The products then hold $4 \\times 2 + 5 = 13$ oxygen atoms, so 6.5 O₂ would be "
                "needed for each butane, which is not a whole number.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Doubling every coefficient clears the half, and we obtain "
                "2C₄H₁₀ + 13O₂ → 8CO₂ + 10H₂O.\n\n**Final Answer:** (C) 13",
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
        "images": ["test15_chem_gas_volume"],
        "question": "Magnesium ribbon reacts with excess hydrochloric acid and the hydrogen given off is collected in "
        "a gas syringe; <image_1> shows its volume against time. Find the mean rate of reaction over the first "
        "20 s, and the amount of hydrogen made in total. (Molar gas volume = 24 000 cm³/mol)",
        "reference_answer": "1.8 cm³/s; 2.5 × 10⁻³ mol",
        "steps": [
            (
                "Step 1: From the graph, 36 cm³ of hydrogen has been collected after 20 s.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The mean rate is the volume produced divided by the time taken, so over the first 20 s it "
                "is $\\frac{36}{20} = 1.8$ cm³/s.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The curve levels off at 60 cm³ from 60 s onwards, which tells us the magnesium has been "
                "used up, and so the total amount of hydrogen is $n = \\frac{60}{24\\,000} = 2.5 \\times 10^{-3}$ "
                "mol.\n\nFinal answer: 1.8 cm³/s; $2.5 \\times 10^{-3}$ mol of H₂",
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
        "question": "When 12.25 g of potassium chlorate is heated with a catalyst, 4.32 g of oxygen is collected: "
        "2KClO₃ → 2KCl + 3O₂. What is the percentage yield of oxygen? (K = 39.1, Cl = 35.5, O = 16.0)",
        "reference_answer": "90.0%",
        "steps": [
            (
                "**Step 1:** The molar mass of KClO₃ is $39.1 + 35.5 + 3 \\times 16.0 = 122.6$ g/mol, so "
                "12.25 g is $\\frac{12.25}{122.6} \\approx 0.100$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** According to the equation, 2 mol of KClO₃ give 3 mol of O₂, so 0.100 mol gives "
                "0.150 mol of O₂, which has a mass of $0.150 \\times 32.0 = 4.80$ g; this is the theoretical yield.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The percentage yield is the actual yield over the theoretical yield, "
                "$\\frac{4.32}{4.80} \\times 100\\% = 80.0\\%$.",
                0,
                "NC",
                "4.32 ÷ 4.80 = 0.900, so the yield is 90.0%, not 80.0%.",
            ),
            (
                "**Final Answer:** The percentage yield of oxygen is 80.0%.",
                0,
                "carried",
                "The answer repeats the miscalculated 80.0% of step 3; the yield is 90.0%.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A 2.00 L steel vessel holds nitrogen at 27 °C and 150 kPa. A valve is opened until the pressure "
        "falls to 100 kPa, the temperature staying at 27 °C. What mass of nitrogen escapes? "
        "(R = 8.314 J K⁻¹ mol⁻¹, N = 14.0)",
        "reference_answer": "about 1.12 g",
        "steps": [
            (
                "I'll use the ideal gas equation, $pV = nRT$, before and after the valve is opened.\n\n"
                "1. The temperature is $27 + 273 = 300$ K and the volume is $2.00 \\times 10^{-3}$ m³, so at "
                "150 kPa, $n = \\frac{150\\,000 \\times 2.00 \\times 10^{-3}}{8.314 \\times 300} = "
                "\\frac{300}{2494} \\approx 0.120$ mol.",
                1,
                None,
                None,
            ),
            (
                "2. At 100 kPa the vessel holds $n = \\frac{100\\,000 \\times 2.00 \\times 10^{-3}}{2494} \\approx "
                "0.0802$ mol.",
                1,
                None,
                None,
            ),
            (
                "3. The mass asked for is the nitrogen in the vessel at 100 kPa, which is "
                "$0.0802 \\times 28.0 \\approx 2.25$ g.",
                0,
                "QU",
                "The question asks for the nitrogen that escapes, not the nitrogen left behind: "
                "(0.120 − 0.0802) × 28.0 ≈ 1.12 g.",
            ),
            (
                "4. **Final answer:** about 2.25 g of nitrogen.",
                0,
                "carried",
                "The answer gives the mass that stays in the vessel from step 3; about 1.12 g escapes.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test15_chem_hi_equilibrium"],
        "question": "Hydrogen and iodine are sealed in a 1.00 L flask and heated until H₂(g) + I₂(g) ⇌ 2HI(g) reaches "
        "equilibrium. Using the amounts in <image_1>, calculate Kc at this temperature.",
        "reference_answer": "Kc ≈ 50.3",
        "steps": [
            (
                "### Step 1\nThe chart shows 1.00 mol of H₂ and 1.00 mol of I₂ at the start, with no HI, and "
                "1.56 mol of HI at equilibrium.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nSince each mole of H₂ that reacts makes 2 mol of HI, forming 1.56 mol of HI uses up "
                "$\\frac{1.56}{2} = 0.78$ mol each of H₂ and I₂, so $1.00 - 0.78 = 0.22$ mol of each is left.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nIn 1.00 L these amounts are also the concentrations in mol/dm³, and by the equilibrium "
                "law $K_c = \\frac{[\\text{HI}]^2}{[\\text{H}_2][\\text{I}_2]} = \\frac{1.56^2}{0.22 \\times 0.22} "
                "= \\frac{2.434}{0.0484} \\approx 50.3$.\n\n**Final Answer:** $K_c \\approx 50.3$ (no units)",
                1,
                None,
                None,
            ),
        ],
    },
]
