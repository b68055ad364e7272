"""Twenty-second test set, Chemistry: classifying reaction types, a thermometric neutralisation, atom economy of
steam reforming, the ratio in a precipitation by continuous variation, the pH of a diluted acid, and the Nernst
equation for a copper electrode."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test22_chem_thermometric")
def _thermometric(ax: Axes) -> None:
    volumes = [0, 5, 10, 15, 20, 25, 30, 35, 40]
    temps = [20.0, 21.8, 23.6, 25.4, 27.0, 26.2, 25.4, 24.7, 24.0]
    ax.plot(volumes, temps, "o-", color="tab:red", markersize=4)
    ax.set_xticks(range(0, 41, 5))
    ax.set_yticks(range(19, 29))
    ax.set_xlim(0, 40)
    ax.set_ylim(19, 28)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("volume of NaOH(aq) added (mL)")
    ax.set_ylabel("temperature (°C)")
    ax.set_title("25.0 mL of HCl(aq) in a polystyrene cup", fontsize=9)


@figure("test22_chem_precipitate")
def _precipitate(ax: Axes) -> None:
    volumes = [2, 4, 6, 8, 10, 12, 14]
    heights = [0.6, 1.2, 1.8, 2.4, 3.0, 3.0, 3.0]
    ax.bar(volumes, heights, width=1.2, color="gold", edgecolor="black")
    ax.set_xticks(volumes)
    ax.set_yticks([0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5])
    ax.set_ylim(0, 3.6)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_xlabel("volume of 1.0 mol/L KI(aq) added (mL)")
    ax.set_ylabel("height of yellow precipitate (cm)")
    ax.set_title("Each tube: 5.0 mL of 1.0 mol/L Pb(NO₃)₂(aq)", fontsize=9)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Classify each reaction as synthesis, decomposition, single displacement or double displacement: "
        "(A) Zn + CuSO₄ → ZnSO₄ + Cu  (B) 2H₂O₂ → 2H₂O + O₂  (C) AgNO₃ + NaCl → AgCl + NaNO₃  (D) N₂ + 3H₂ → 2NH₃",
        "reference_answer": "A single displacement; B decomposition; C double displacement; D synthesis",
        "steps": [
            (
                "Let's look at how the reactants change into products in each case.\n\n"
                "**Step 1:** In (A), zinc takes the place of copper in copper sulfate, because zinc is more reactive "
                "than copper, so this is a **single displacement** reaction.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** In (B), one compound, hydrogen peroxide, breaks down into two simpler substances, water "
                "and oxygen, which makes it a **decomposition** reaction.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** In (C), the two compounds swap partners: silver pairs up with chloride while sodium ends "
                "up with nitrate. This is a **double displacement** (precipitation) reaction, since solid AgCl forms.",
                1,
                None,
                None,
            ),
            (
                (
                    "**Step 4:** In (D), two elements combine to make a single compound, ammonia, so it is a "
                    "**synthesis** reaction.\n\n**Final answer:** (A) single displacement, (B) decomposition, (C) "
                    "double displacement, (D) synthesis."
                ),
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test22_chem_thermometric"],
        "question": "Sodium hydroxide solution is added 5 mL at a time to 25.0 mL of hydrochloric acid, and <image_1> "
        "shows the temperature after each addition. (a) What volume of NaOH neutralised the acid? (b) What was "
        "the largest temperature rise? (c) Is the reaction exothermic or endothermic?",
        "reference_answer": "(a) 20 mL (b) 7.0 °C (c) exothermic",
        "steps": [
            (
                "Step 1: The temperature rises while acid is still left to react, and it is highest at 20 mL of "
                "NaOH. After that, the added alkali is cooler than the mixture and only cools it, so the acid was neutralised by 20 mL.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The temperature starts at 20.0 °C and the peak is 27.0 °C, so the largest rise is "
                "27.0 − 20.0 = 7.0 °C.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The mixture gets warmer, which means the reaction takes in heat from the surroundings, so "
                "it is endothermic.\n\nFinal answer: (a) 20 mL (b) 7.0 °C (c) endothermic",
                0,
                "KE",
                "A reaction that warms its surroundings gives out heat: neutralisation is exothermic. An endothermic "
                "reaction would make the mixture colder.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Hydrogen is made by steam reforming: CH₄(g) + H₂O(g) → CO(g) + 3H₂(g). Calculate the atom "
        "economy for hydrogen. (H = 1.0, C = 12.0, O = 16.0)",
        "reference_answer": "about 17.6%",
        "steps": [
            (
                "I'll use the definition: atom economy = (total M_r of the desired product ÷ total M_r of all the "
                "reactants) × 100%, with each M_r multiplied by its coefficient in the equation.\n\n"
                "**Step 1.** The reactants are CH₄ (M_r = 16.0) and H₂O (M_r = 18.0), so their total is 34.0.",
                1,
                None,
                None,
            ),
            (
                "**Step 2.** The desired product is hydrogen, H₂, whose M_r is 2.0, so the useful mass in the equation "
                "is 2.0.",
                0,
                "RE",
                "The equation makes 3 mol of H₂, so the coefficient must be used: the useful mass is 3 × 2.0 = 6.0.",
            ),
            (
                "**Step 3.** Substituting the values, atom economy = 2.0 ÷ 34.0 × 100% ≈ 5.9%.\n\n"
                "**Final answer:** about 5.9%",
                0,
                "carried",
                "Carried error: it uses the wrong useful mass of step 2; 6.0 ÷ 34.0 × 100% ≈ 17.6%.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test22_chem_precipitate"],
        "question": "Different volumes of 1.0 mol/L potassium iodide are added to tubes that each hold 5.0 mL of "
        "1.0 mol/L lead(II) nitrate, and <image_1> shows the height of the yellow precipitate in each tube. Use "
        "the graph to find the mole ratio in which I⁻ and Pb²⁺ react, and write the ionic equation.",
        "reference_answer": "2 : 1; Pb²⁺(aq) + 2I⁻(aq) → PbI₂(s)",
        "steps": [
            (
                "Step 1: Let me restate the set-up. a. Every tube has the same 5.0 mL of 1.0 mol/L Pb²⁺, that is "
                "5.0 mmol.  b. Only the volume of 1.0 mol/L I⁻ changes.  I need the volume at which the precipitate "
                "stops growing, because that's where all the lead has reacted.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From the graph, the height rises by 0.6 cm for every 2 mL up to 10 mL, and then it stays at "
                "3.0 cm for 12 and 14 mL. So the precipitate stops growing at 10 mL of KI.",
                1,
                None,
                None,
            ),
            (
                "Step 3: 10 mL of 1.0 mol/L I⁻ is 10 mmol, so 10 mmol of I⁻ react with 5.0 mmol of Pb²⁺, which is "
                "a ratio of 2 : 1.",
                1,
                None,
                None,
            ),
            (
                (
                    "Step 4: Hmm, does that fit the formula of lead(II) iodide? Pb²⁺ carries a 2+ charge and I⁻ a 1− "
                    "charge, so the neutral solid must be PbI₂. This matches my result from the graph.\n\n**Final "
                    "answer:** I⁻ : Pb²⁺ = 2 : 1, and Pb²⁺(aq) + 2I⁻(aq) → PbI₂(s)."
                ),
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
        "question": "25.0 mL of 2.00 mol/L hydrochloric acid is diluted with water to a total volume of 250.0 mL. "
        "What is the pH of the diluted acid?",
        "reference_answer": "0.70",
        "steps": [
            (
                "### Step 1: Use the dilution formula\nThe number of moles of HCl does not change on dilution, so "
                "$c_1V_1 = c_2V_2$, which gives $c_2 = \\frac{2.00 \\times 25.0}{250.0} = 0.200$ mol/L.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find [H⁺]\nHCl is a strong acid and ionises completely, so [H⁺] = 0.200 mol/L.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Calculate the pH\nUsing the definition pH = −log₁₀[H⁺], we get pH = −log₁₀(0.200) ≈ 1.30.",
                0,
                "NC",
                "−log₁₀(0.200) = 0.70; 1.30 is −log₁₀ 0.050.",
            ),
            (
                "### Step 4: Conclusion\nThe diluted acid has a pH of about 1.30, which is still strongly acidic.\n\n"
                "**Final answer:** pH ≈ 1.30",
                0,
                "carried",
                "Carried error: it repeats the wrong pH of step 3; the pH is 0.70.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "o1-mini",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "At 25 °C the Nernst equation for a metal electrode M^{n+}/M is E = E° + (0.0592/n) log₁₀[M^{n+}] V. "
        "Given E°(Cu²⁺/Cu) = +0.34 V, find the potential of a copper electrode dipping into 0.010 mol/L Cu²⁺, and "
        "say whether it is a better or a worse oxidising couple than the standard one.",
        "reference_answer": "about +0.28 V; a weaker oxidising couple",
        "steps": [
            (
                "Step 1: I need E for Cu²⁺ + 2e⁻ → Cu when [Cu²⁺] = 0.010 mol/L instead of 1 mol/L. Two electrons are "
                "transferred, so n = 2.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting into the Nernst equation, $E = 0.34 + \\frac{0.0592}{2}\\log_{10}(0.010)$ = "
                "0.34 + 0.0296 × (−2) = 0.34 − 0.0592 ≈ 0.281 V.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Let me check the direction with Le Chatelier's principle. If [Cu²⁺] is lowered, then the "
                "reduction Cu²⁺ + 2e⁻ → Cu is less favoured, so E should drop below 0.34 V. It does, which matches.",
                1,
                None,
                None,
            ),
            (
                "Step 4: A lower reduction potential means Cu²⁺ at this concentration is less eager to take electrons, "
                "so the couple is a weaker oxidising agent than the standard one.\n\n"
                "**Final answer:** E ≈ +0.28 V, a weaker oxidising couple than under standard conditions.",
                1,
                None,
                None,
            ),
        ],
    },
]
