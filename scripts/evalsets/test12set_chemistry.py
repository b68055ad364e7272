"""Twelfth test set, Chemistry: states of four substances from their melting and boiling points, picking out a
physical change, first ionisation energies across period 3, the water of crystallisation of Epsom salt, a rate
law from initial rates, and two gases mixed by opening a valve."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


@figure("test12_chem_points")
def _points(ax: Axes) -> None:
    rows = [
        ("Substance", "Melting point / °C", "Boiling point / °C"),
        ("A", "−210", "−196"),
        ("B", "−7", "59"),
        ("C", "801", "1413"),
        ("D", "44", "280"),
    ]
    for r, row in enumerate(rows):
        y = 5 - r
        for c, cell in enumerate(row):
            ax.add_patch(Rectangle((c * 4, y - 1), 4, 1, facecolor="#f0f0f0" if r == 0 else "white", edgecolor="black"))
            ax.text(c * 4 + 2, y - 0.5, cell, ha="center", va="center", fontsize=9)
    ax.set_xlim(-0.2, 12.2)
    ax.set_ylim(-0.2, 5.2)
    ax.axis("off")


@figure("test12_chem_ionisation")
def _ionisation(ax: Axes) -> None:
    symbols = ["Na", "Mg", "Al", "Si", "P", "S", "Cl", "Ar"]
    values = [496, 738, 578, 787, 1012, 1000, 1251, 1521]
    ax.bar(symbols, values, color="#6baed6", edgecolor="black")
    for k, value in enumerate(values):
        ax.text(k, value + 20, str(value), ha="center", fontsize=8)
    ax.set_ylabel("first ionisation energy / kJ mol⁻¹")
    ax.set_ylim(0, 1700)


@figure("test12_chem_flasks")
def _flasks(ax: Axes) -> None:
    ax.add_patch(Circle((2, 2), 1.6, facecolor="#c6dbef", edgecolor="black"))
    ax.add_patch(Circle((8, 2), 2.0, facecolor="#fdd0a2", edgecolor="black"))
    ax.plot([3.6, 6.0], [2, 2], color="black", linewidth=2)
    ax.add_patch(Rectangle((4.5, 1.7), 0.6, 0.6, facecolor="#636363", edgecolor="black"))
    ax.text(4.8, 2.6, "valve (closed)", ha="center", fontsize=8)
    ax.text(2, 2, "N₂\n2.0 L\n3.0 atm", ha="center", va="center", fontsize=9)
    ax.text(8, 2, "O₂\n3.0 L\n2.0 atm", ha="center", va="center", fontsize=9)
    ax.set_xlim(0, 10.5)
    ax.set_ylim(-0.3, 4.5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test12_chem_points"],
        "question": "<image_1> lists the melting and boiling points of four substances A–D. What is the state of "
        "each substance at room temperature, 25 °C?",
        "reference_answer": "A gas; B liquid; C solid; D solid",
        "steps": [
            (
                "Step 1: A substance is a solid below its melting point, a liquid between its melting and boiling "
                "points, and a gas above its boiling point, so we compare 25 °C with each pair of values.",
                1,
                None,
                None,
            ),
            (
                "Step 2: A boils at −196 °C, which is far below 25 °C, so A is a gas; B melts at −7 °C and boils at "
                "59 °C, and since 25 °C lies between them, B is a liquid.",
                1,
                None,
                None,
            ),
            (
                "Step 3: C melts at 801 °C, so it is still a solid at room temperature, while D's melting point in "
                "the table is 4 °C and its boiling point 280 °C, which makes D a liquid at 25 °C.",
                0,
                "VI",
                "The table gives D's melting point as 44 °C, above 25 °C, so D is a solid at room temperature.",
            ),
            (
                "Final answer: A is a gas, B is a liquid, C is a solid and D is a liquid.",
                0,
                "carried",
                "D is a solid (it melts at 44 °C); A gas, B liquid and C solid are right.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Which of these is a physical change rather than a chemical change? (A) an iron nail rusting "
        "(B) sugar dissolving in tea (C) a candle's wax burning (D) milk turning sour",
        "reference_answer": "(B)",
        "steps": [
            (
                "**Step 1:** In a chemical change new substances are made, while in a physical change the "
                "substance stays the same substance and only its form or state changes.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Rusting makes iron oxide, burning wax produces carbon dioxide and water, and souring "
                "milk forms lactic acid, so (A), (C) and (D) all make new substances.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** When sugar dissolves, its molecules just spread out among the water molecules, and if "
                "the tea is evaporated the sugar is recovered unchanged, so this is a physical change.\n\n"
                "**Final Answer:** (B)",
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
        "images": ["test12_chem_ionisation"],
        "question": "<image_1> shows the first ionisation energies of the period 3 elements. Explain the general "
        "increase from Na to Ar, and the drops from Mg to Al and from P to S.",
        "reference_answer": "nuclear charge rises with similar shielding; Al's electron is in a higher-energy 3p "
        "subshell; S's 3p electron is removed from a doubly occupied orbital, where the paired electrons repel",
        "steps": [
            (
                "I'll take the trend first and then the two exceptions.\n\n**Step 1:** Across the period the "
                "nuclear charge increases by one each time, while the electrons are added to the same shell, so "
                "shielding stays about the same and the outer electrons are held more tightly.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** That is why the values rise overall, from 496 kJ mol⁻¹ for Na to 1521 kJ mol⁻¹ for Ar.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Aluminium (578) is lower than magnesium (738) because its outer electron is in a 3p "
                "subshell, which is higher in energy and slightly better shielded than magnesium's 3s electrons.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Sulfur (1000) is lower than phosphorus (1012) because sulfur's outer electron goes "
                "into a new 4s subshell, which is further from the nucleus.",
                0,
                "KE",
                "Sulfur is 1s²2s²2p⁶3s²3p⁴: the electron removed comes from a 3p orbital that holds a pair, and the "
                "repulsion between the paired electrons makes it easier to remove; there is no 4s electron.",
            ),
            (
                "**Final Answer:** rising nuclear charge with similar shielding gives the increase; the drop at Al "
                "comes from the 3p subshell, and the drop at S from an electron in a new, more distant subshell.",
                0,
                "carried",
                "The trend and the Al drop are right, but the S drop is due to spin-pair repulsion in a doubly "
                "occupied 3p orbital.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "2.46 g of hydrated magnesium sulfate, MgSO₄·xH₂O, is heated until all of its water of "
        "crystallisation is driven off, leaving 1.20 g of anhydrous MgSO₄. Find x. (Mg = 24, S = 32, O = 16, "
        "H = 1)",
        "reference_answer": "x = 7",
        "steps": [
            (
                "### Step 1\nThe mass lost on heating is the water, so the mass of water is $2.46 - 1.20 = 1.26$ g.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe molar mass of MgSO₄ is $24 + 32 + 4 \\times 16 = 120$ g/mol, so the anhydrous "
                "salt is $1.20 / 120 = 0.0100$ mol.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nWater has a molar mass of 18 g/mol, which gives $1.26 / 18 = 0.0700$ mol of water.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nThe mole ratio MgSO₄ : H₂O is $0.0100 : 0.0700 = 1 : 7$, and therefore $x = 7$ and "
                "the formula is MgSO₄·7H₂O.\n\n**Final answer:** x = 7",
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
        "question": "For the reaction A + 2B → C, doubling [A] with [B] fixed doubles the initial rate, and "
        "doubling [B] with [A] fixed makes the initial rate four times larger. When [A] = 0.10 mol/L and "
        "[B] = 0.20 mol/L the initial rate is 2.4 × 10⁻³ mol L⁻¹ s⁻¹. Write the rate law and find k.",
        "reference_answer": "rate = k[A][B]²; k = 0.60 L² mol⁻² s⁻¹",
        "steps": [
            (
                "Step 1: If doubling a concentration multiplies the rate by $2^n$, then the reaction is of order "
                "$n$ in that reactant, and doubling [A] doubles the rate, so it is first order in A.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Doubling [B] makes the rate four times larger, and since the rate goes up by the same "
                "factor as the multiplier, the reaction is fourth order in B, which gives rate = k[A][B]⁴.",
                0,
                "RE",
                "By the rule of step 1, a factor of 4 = 2² means second order in B, so rate = k[A][B]².",
            ),
            (
                "Step 3: Rearranging, $k = \\dfrac{\\text{rate}}{[A][B]^4}$, and substituting the values, we get "
                "$k = \\dfrac{2.4 \\times 10^{-3}}{0.10 \\times (0.20)^4} = \\dfrac{2.4 \\times 10^{-3}}{1.6 "
                "\\times 10^{-4}} = 15$, and because the overall order is 5 the units are L⁴ mol⁻⁴ s⁻¹.\n\n"
                "Final answer: rate = k[A][B]⁴ with k = 15 L⁴ mol⁻⁴ s⁻¹",
                0,
                "carried",
                "With rate = k[A][B]² (overall order 3), k = 2.4 × 10⁻³ / (0.10 × 0.040) = 0.60 L² mol⁻² s⁻¹.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test12_chem_flasks"],
        "question": "The valve between the two flasks in <image_1> is opened and the gases mix at constant "
        "temperature without reacting. Find the partial pressure of each gas, the total pressure, and the mole "
        "fraction of oxygen in the mixture.",
        "reference_answer": "p(N₂) = 1.2 atm, p(O₂) = 1.2 atm, total 2.4 atm, x(O₂) = 0.50",
        "steps": [
            (
                "Let me treat each gas on its own first.\n\n**Step 1:** After mixing, each gas fills the whole "
                "5.0 L, and by Boyle's law at constant temperature $p_1V_1 = p_2V_2$ for each gas separately.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For nitrogen, $p = 3.0 \\times 2.0 / 5.0 = 1.2$ atm, and for oxygen, "
                "$p = 2.0 \\times 3.0 / 5.0 = 1.2$ atm.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** By Dalton's law of partial pressures, the total pressure is the sum of the partial "
                "pressures, $1.2 + 1.2 = 2.4$ atm.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since the mole fraction of a gas equals its share of the total pressure, "
                "$x_{O_2} = 1.2 / 2.4 = 0.50$, which also tells us that the two flasks held equal amounts of gas, "
                "because $pV$ was 6.0 atm·L in each.\n\n**Final Answer:** p(N₂) = p(O₂) = 1.2 atm; total 2.4 atm; "
                "x(O₂) = 0.50",
                1,
                None,
                None,
            ),
        ],
    },
]
