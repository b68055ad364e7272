"""Tenth test set, Chemistry: calcium carbonate's formula mass, a pH scale of household substances, a salt
solution's concentration, a titration from burette readings, oxidation states, and lead(II) iodide's Ksp."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test10_chem_phscale")
def _phscale(ax: Axes) -> None:
    colours = [
        "#d7301f",
        "#fc8d59",
        "#fdbb84",
        "#fee08b",
        "#d9ef8b",
        "#a6d96a",
        "#66bd63",
        "#1a9850",
        "#66c2a5",
        "#3288bd",
        "#5e4fa2",
        "#54278f",
        "#3f007d",
        "#2d004b",
        "#1b0033",
    ]
    for ph in range(15):
        ax.add_patch(Rectangle((ph, 0), 1, 1, facecolor=colours[ph], edgecolor="black", linewidth=0.5))
        ax.text(ph + 0.5, -0.4, str(ph), ha="center", fontsize=8)
    for ph, name, y in (
        (2, "lemon juice", 1.5),
        (3, "vinegar", 2.3),
        (7, "pure water", 1.5),
        (9, "baking soda\nsolution", 2.3),
        (13, "oven cleaner", 1.5),
    ):
        ax.annotate(
            name, xy=(ph + 0.5, 1.0), xytext=(ph + 0.5, y), ha="center", fontsize=8, arrowprops={"arrowstyle": "->"}
        )
    ax.text(7.5, -1.1, "pH", ha="center", fontsize=9)
    ax.set_xlim(-0.5, 15.5)
    ax.set_ylim(-1.5, 3.3)
    ax.axis("off")


@figure("test10_chem_burette")
def _burette(ax: Axes) -> None:
    for x0, reading, title in ((0, 1.20, "start"), (4, 23.70, "end")):
        ax.add_patch(Rectangle((x0, 0), 1, 4, facecolor="white", edgecolor="black"))
        ax.plot([x0, x0 + 1], [3.0, 3.0], color="#3182bd", linewidth=2)
        ax.text(x0 + 1.3, 3.0, f"{reading:.2f} mL", va="center", fontsize=9)
        ax.text(x0 + 0.5, 4.3, title, ha="center", fontsize=9)
    ax.set_xlim(-0.5, 7.5)
    ax.set_ylim(-0.3, 4.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test10_chem_pbi2")
def _pbi2(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 4, 5, facecolor="#ffffe0", edgecolor="black"))
    ax.add_patch(Rectangle((0, 0), 4, 0.6, facecolor="#fec44f", edgecolor="none"))
    ax.text(2, 0.25, "solid PbI₂", ha="center", fontsize=8)
    ax.text(2, 3.2, "saturated\nPbI₂(aq), 25 °C", ha="center", fontsize=9)
    ax.text(2, 5.5, "[Pb²⁺] = 1.5 × 10⁻³ mol/L", ha="center", fontsize=9)
    ax.set_xlim(-1, 5)
    ax.set_ylim(-0.5, 6.2)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Find the relative formula mass of calcium carbonate, CaCO₃, and the percentage by mass of "
        "calcium in it (Ca = 40, C = 12, O = 16).",
        "reference_answer": "100; 40%",
        "steps": [
            (
                "**Step 1:** One formula unit of CaCO₃ contains 1 calcium atom, 1 carbon atom and 3 oxygen atoms.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The relative formula mass is the sum of the relative atomic masses of all the atoms in "
                "the formula, so $M_r = 40 + 12 + 3 \\times 16 = 100$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The percentage of calcium is the calcium's share of that mass, which gives "
                "$\\frac{40}{100} \\times 100\\% = 40\\%$.\n\n**Final Answer:** $M_r = 100$, and CaCO₃ is 40% "
                "calcium by mass.",
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
        "images": ["test10_chem_phscale"],
        "question": "Using the pH scale in <image_1>, which of the marked substances are acidic, and which one is "
        "the most strongly alkaline?",
        "reference_answer": "lemon juice and vinegar are acidic; oven cleaner is the most alkaline",
        "steps": [
            (
                "Step 1: A solution is acidic if its pH is below 7, neutral at 7 and alkaline above 7, so we only "
                "need to read where each arrow points on the scale.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_1>, lemon juice points to pH 2 and vinegar to pH 3, while pure water and the "
                "baking soda solution both point to pH 7, which makes them neutral.",
                0,
                "VI",
                "Pure water is at pH 7, but the baking soda solution's arrow points to pH 9, so it is weakly "
                "alkaline, not neutral.",
            ),
            (
                "Step 3: Oven cleaner sits at pH 13, the highest value marked, and therefore it is the most "
                "strongly alkaline substance.\n\n"
                "Final answer: lemon juice and vinegar are acidic; oven cleaner is the most alkaline.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "5.85 g of sodium chloride is dissolved in water and made up to 250 mL of solution. What is the "
        "concentration of the solution in mol/L? (Na = 23.0, Cl = 35.5)",
        "reference_answer": "0.400 mol/L",
        "steps": [
            (
                "To get a concentration we need the amount of solute in moles and the volume in litres.\n\n"
                "**Step 1:** The molar mass of NaCl is $23.0 + 35.5 = 58.5$ g/mol, so "
                "$n = \\frac{5.85}{58.5} = 0.100$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The volume in litres is $250 \\text{ mL} \\div 1000 = 0.250$ L.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Using $c = \\frac{n}{V}$, we obtain $c = \\frac{0.100}{0.250} = 0.040$ mol/L.\n\n"
                "**Final Answer:** 0.040 mol/L",
                0,
                "NC",
                "The formula is right but 0.100 ÷ 0.250 = 0.400, so the concentration is 0.400 mol/L.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test10_chem_burette"],
        "question": "25.0 mL of hydrochloric acid is titrated with 0.100 mol/L sodium hydroxide. <image_1> shows "
        "the burette readings at the start and at the end point. Find the concentration of the acid.",
        "reference_answer": "0.0900 mol/L",
        "steps": [
            (
                "### Step 1: Titre\nReading <image_1>, the burette starts at 1.20 mL and ends at 23.70 mL, so "
                "the volume of NaOH added is $23.70 - 1.20 = 22.50$ mL.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Moles of NaOH\n$n(\\text{NaOH}) = 0.100 \\times 0.02250 = 2.25 \\times 10^{-3}$ mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Moles of HCl\nThe equation HCl + NaOH → NaCl + H₂O has a 1 : 1 ratio, which means "
                "the acid also contained $2.25 \\times 10^{-3}$ mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Concentration\n$c = \\frac{2.25 \\times 10^{-3}}{0.0250} = 0.0900$ mol/L.\n\n"
                "**Final Answer:** 0.0900 mol/L",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the oxidation state of manganese in KMnO₄ and of sulfur in sodium thiosulfate, Na₂S₂O₃.",
        "reference_answer": "Mn +7; S +2 (average)",
        "steps": [
            (
                "1. The oxidation states in a neutral compound add up to zero; potassium and sodium are always +1 "
                "and oxygen is −2 here.",
                1,
                None,
                None,
            ),
            (
                "2. For KMnO₄: (+1) + x + 4(−2) = 0, so x − 7 = 0 and manganese is +7.",
                1,
                None,
                None,
            ),
            (
                "3. For Na₂S₂O₃: 2(+1) + 2y + 3(−2) = 0, which simplifies to 2y − 4 = 0, so 2y = 4 and y = +4.",
                0,
                "NC",
                "From 2y = 4 it follows that y = +2, not +4; the average oxidation state of sulfur is +2.",
            ),
            (
                "4. **Final answer:** manganese is +7 in KMnO₄, and sulfur is +4 in Na₂S₂O₃.",
                0,
                "carried",
                "The manganese value is right, but the sulfur value repeats step 3's slip; sulfur is +2.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test10_chem_pbi2"],
        "question": "<image_1> shows a saturated solution of lead(II) iodide at 25 °C in which "
        "[Pb²⁺] = 1.5 × 10⁻³ mol/L. Calculate the solubility product Ksp of PbI₂.",
        "reference_answer": "about 1.4 × 10⁻⁸ (1.35 × 10⁻⁸)",
        "steps": [
            (
                "The dissolved salt is fully dissociated, so I'll write the equilibrium and its Ksp expression "
                "first.\n\n**Step 1:** PbI₂(s) ⇌ Pb²⁺(aq) + 2I⁻(aq), and therefore "
                "$K_{sp} = [\\text{Pb}^{2+}][\\text{I}^-]^2$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Each formula unit that dissolves releases two iodide ions, so "
                "$[\\text{I}^-] = 2 \\times 1.5 \\times 10^{-3} = 3.0 \\times 10^{-3}$ mol/L.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Substituting the values, we get $K_{sp} = (1.5 \\times 10^{-3})(3.0 \\times "
                "10^{-3})^2 = 1.5 \\times 10^{-3} \\times 9.0 \\times 10^{-6} = 1.35 \\times 10^{-8}$.\n\n"
                "**Final Answer:** $K_{sp} \\approx 1.4 \\times 10^{-8}$",
                1,
                None,
                None,
            ),
        ],
    },
]
