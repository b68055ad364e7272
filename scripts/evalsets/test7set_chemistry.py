"""Seventh test set, Chemistry: moles of water, particle diagrams, the ideal gas law, a gas-volume rate graph, the pH of ammonia, an Arrhenius plot."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


def _atom(ax: Axes, x: float, y: float, colour: str) -> None:
    ax.add_patch(Circle((x, y), 0.18, facecolor=colour, edgecolor="black", linewidth=0.8))


@figure("test7_chem_particles")
def _particles(ax: Axes) -> None:
    for k, label in enumerate("ABC"):
        ax.add_patch(Rectangle((k * 3.4, 0), 3.0, 3.0, fill=False, edgecolor="black"))
        ax.text(k * 3.4 + 1.5, -0.4, f"Box {label}", ha="center", fontsize=10)
    # Box A: diatomic molecules of one element (white pairs).
    for x, y in ((0.6, 0.6), (1.9, 0.9), (0.9, 2.1), (2.2, 2.3), (1.4, 1.5)):
        _atom(ax, x, y, "white")
        _atom(ax, x + 0.34, y, "white")
    # Box B: identical molecules made of one white and one black atom (a compound).
    for x, y in ((4.0, 0.6), (5.4, 0.9), (4.3, 2.1), (5.6, 2.3), (4.9, 1.5)):
        _atom(ax, x, y, "white")
        _atom(ax, x + 0.34, y, "black")
    # Box C: white pairs mixed with white-black molecules.
    for x, y, second in ((7.4, 0.6, "white"), (8.8, 0.9, "black"), (7.7, 2.1, "black"), (9.0, 2.3, "white")):
        _atom(ax, x, y, "white")
        _atom(ax, x + 0.34, y, second)
    ax.set_xlim(-0.3, 10.3)
    ax.set_ylim(-0.8, 3.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test7_chem_gas_volume")
def _gas_volume(ax: Axes) -> None:
    times = [0, 10, 20, 30, 40, 60, 80, 100]
    volumes = [0, 22, 36, 45, 51, 57, 59, 60]
    ax.plot(times, volumes, color="tab:green", marker="o", markersize=4)
    ax.set_xticks(range(0, 101, 10))
    ax.set_yticks(range(0, 71, 5))
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 70)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("volume of CO₂ (cm³)")
    ax.set_title("Marble chips with excess hydrochloric acid", fontsize=9)


@figure("test7_chem_arrhenius")
def _arrhenius(ax: Axes) -> None:
    ax.plot([2.9, 3.5], [-1.0, -7.0], color="tab:blue")
    ax.plot([3.0, 3.4], [-2.0, -6.0], "o", color="tab:red", markersize=5)
    ax.annotate("(3.0, −2.0)", xy=(3.0, -2.0), xytext=(3.05, -1.6), fontsize=8)
    ax.annotate("(3.4, −6.0)", xy=(3.4, -6.0), xytext=(3.2, -6.6), fontsize=8)
    ax.set_xlim(2.9, 3.5)
    ax.set_ylim(-7.5, -0.5)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("1/T (10⁻³ K⁻¹)")
    ax.set_ylabel("ln k")
    ax.set_title("Arrhenius plot", fontsize=9)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "How many moles of water are in 90 g of water, and how many water molecules is that? "
        "(H = 1, O = 16, Avogadro constant 6.02 × 10²³ mol⁻¹)",
        "reference_answer": "5.0 mol; 3.01 × 10²⁴ molecules",
        "steps": [
            (
                "**Step 1:** The molar mass of H₂O is 2(1) + 16 = 18 g/mol, because each molecule holds two hydrogen "
                "atoms and one oxygen atom.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The amount of substance is mass divided by molar mass, so $n = \\dfrac{90}{18} = 5.0$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Each mole contains Avogadro's number of particles, and therefore the number of "
                "molecules is $5.0 \\times 6.02 \\times 10^{23} = 3.01 \\times 10^{24}$.\n\n"
                "**Final answer:** 5.0 mol, which is 3.01 × 10²⁴ molecules",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test7_chem_particles"],
        "question": "In <image_1>, white and black circles are atoms of two different elements. Which box shows "
        "(a) a pure element, (b) a pure compound, and (c) a mixture of an element and a compound?",
        "reference_answer": "(a) A (b) B (c) C",
        "steps": [
            (
                "Step 1: Box A contains only molecules made of two white atoms, and since every particle is the same "
                "and holds one kind of atom, Box A is a pure element.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Box B contains only molecules in which a white atom is bonded to a black atom; a substance "
                "whose identical particles contain two elements chemically joined is a compound, so Box B is a pure "
                "compound.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Box C holds two kinds of particle, white–white molecules of the element and white–black "
                "molecules of the compound, which are not bonded to each other, so Box C is a mixture of an element "
                "and a compound.\n\nFinal answer: (a) A, (b) B, (c) C",
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
        "question": "What mass of oxygen gas, O₂, is held in a 10.0 L cylinder at 25 °C and 5.00 atm? "
        "(R = 0.0821 L·atm·mol⁻¹·K⁻¹, O = 16.0)",
        "reference_answer": "about 65.4 g",
        "steps": [
            (
                "To work out the mass, we first find the number of moles with the ideal gas law, $PV = nRT$, and "
                "then multiply by the molar mass.\n\nStep 1: Rearranging, $n = \\dfrac{PV}{RT}$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get $n = \\dfrac{5.00 \\times 10.0}{0.0821 \\times 25} = "
                "\\dfrac{50.0}{2.05} \\approx 24.4$ mol.",
                0,
                "KE",
                "The gas law needs the absolute temperature, T = 25 + 273 = 298 K, which gives n = 50.0/24.5 ≈ 2.04 mol.",
            ),
            (
                "Step 3: The molar mass of O₂ is 2 × 16.0 = 32.0 g/mol, so the mass is "
                "$24.4 \\times 32.0 \\approx 781$ g.\n\nFinal answer: about 781 g of O₂",
                0,
                "carried",
                "Carried error: the molar mass is right but it multiplies the 24.4 mol of step 2; the mass is "
                "2.04 × 32.0 ≈ 65.4 g.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test7_chem_gas_volume"],
        "question": "Marble chips react with excess hydrochloric acid: CaCO₃(s) + 2HCl(aq) → CaCl₂(aq) + H₂O(l) + "
        "CO₂(g). Using <image_1>, (a) find the mean rate of reaction over the first 30 s, and (b) explain why the "
        "curve levels off.",
        "reference_answer": "(a) 1.5 cm³/s (b) the marble chips (the limiting reactant) are used up",
        "steps": [
            (
                "### Step 1\nReading the graph at 30 s, the volume of CO₂ collected is 51 cm³.",
                0,
                "VI",
                "51 cm³ is the reading at 40 s; at 30 s the graph shows 45 cm³.",
            ),
            (
                "### Step 2\nThe mean rate is the volume of gas divided by the time taken, which gives "
                "$\\dfrac{51\\ \\text{cm}^3}{30\\ \\text{s}} = 1.7\\ \\text{cm}^3/\\text{s}$.",
                0,
                "carried",
                "Carried error: divides the misread 51 cm³ of step 1; the mean rate is 45/30 = 1.5 cm³/s.",
            ),
            (
                "### Step 3\nThe curve levels off at 60 cm³ because the acid is in excess, so the reaction stops "
                "only when all the calcium carbonate has been used up and no more CO₂ can form.\n\n"
                "**Final answer:** (a) 1.7 cm³/s (b) the marble chips are used up",
                0,
                "carried",
                "Carried error: the explanation of (b) is right, but the final answer repeats the 1.7 cm³/s of step 2; "
                "the mean rate is 1.5 cm³/s.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "Calculate the pH of a 0.050 M aqueous ammonia solution at 25 °C, given Kb(NH₃) = 1.8 × 10⁻⁵.",
        "reference_answer": "about 10.98",
        "steps": [
            (
                "**Step 1:** Ammonia is a weak base that picks up a proton from water: "
                "$\\mathrm{NH_3 + H_2O \\rightleftharpoons NH_4^+ + OH^-}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** If $x$ mol/L of ammonia reacts, then $[\\mathrm{NH_4^+}] = [\\mathrm{OH^-}] = x$ and "
                "$K_b = \\dfrac{x^2}{0.050 - x}$. Since $K_b$ is small, $x \\ll 0.050$ and "
                "$x^2 \\approx 1.8 \\times 10^{-5} \\times 0.050 = 9.0 \\times 10^{-7}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Taking the square root, $x = [\\mathrm{OH^-}] \\approx 9.5 \\times 10^{-4}$ M, which is "
                "under 2% of 0.050 M, so the approximation holds.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Then $\\mathrm{pOH} = -\\log(9.5 \\times 10^{-4}) \\approx 3.02$, and using "
                "pH + pOH = 14.00 at 25 °C, pH = 14.00 − 3.02 = 10.98.\n\n**Final answer:** pH ≈ 10.98",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test7_chem_arrhenius"],
        "question": "<image_1> is an Arrhenius plot of ln k against 1/T for a reaction, with two points marked. "
        "Find the activation energy in kJ/mol. (R = 8.314 J·mol⁻¹·K⁻¹)",
        "reference_answer": "about 83.1 kJ/mol",
        "steps": [
            (
                "Step 1: The Arrhenius equation in logarithmic form is $\\ln k = \\ln A - \\dfrac{E_a}{R}\\cdot"
                "\\dfrac{1}{T}$, so a plot of ln k against 1/T is a straight line with slope $-E_a/R$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The marked points are (3.0 × 10⁻³ K⁻¹, −2.0) and (3.4 × 10⁻³ K⁻¹, −6.0), and remembering "
                "that the axis is in units of 10⁻³ K⁻¹, the slope is "
                "$\\dfrac{-6.0 - (-2.0)}{(3.4 - 3.0) \\times 10^{-3}} = \\dfrac{-4.0}{4.0 \\times 10^{-4}} = "
                "-1.0 \\times 10^{4}$ K.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Therefore $E_a = -R \\times \\text{slope} = 8.314 \\times 1.0 \\times 10^{4} = 8314$ J/mol, "
                "which is 8.31 kJ/mol.",
                0,
                "NC",
                "8.314 × 1.0 × 10⁴ = 83 140 J/mol, which is 83.1 kJ/mol.",
            ),
            (
                "Step 4: So the activation energy of the reaction is about 8.3 kJ/mol.\n\n"
                "Final answer: Ea ≈ 8.3 kJ/mol",
                0,
                "carried",
                "Carried error: restates the wrong product of step 3; Ea ≈ 83.1 kJ/mol.",
            ),
        ],
    },
]
