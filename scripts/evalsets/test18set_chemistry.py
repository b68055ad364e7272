"""Eighteenth test set, Chemistry: an atom identified from its shell diagram, the mass percent of a salt
solution and the salt needed to strengthen it, a weather balloon by the combined gas law, gallium's relative
atomic mass from a mass spectrum, copper plated out by Faraday's law, and an activation energy from an
Arrhenius plot."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle

from .figures import figure


@figure("test18_chem_shells")
def _shells(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 0.9, color="#fdae6b"))
    ax.text(0, 0.15, "13p", ha="center", fontsize=9)
    ax.text(0, -0.35, "14n", ha="center", fontsize=9)
    for radius, count in ((1.8, 2), (2.8, 8), (3.8, 3)):
        ax.add_patch(Circle((0, 0), radius, fill=False, color="gray"))
        for k in range(count):
            angle = 2 * math.pi * k / count + 0.3
            ax.plot(radius * math.cos(angle), radius * math.sin(angle), "o", color="#3182bd", markersize=7)
    ax.set_xlim(-4.3, 4.3)
    ax.set_ylim(-4.3, 4.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test18_chem_massspec")
def _massspec(ax: Axes) -> None:
    ax.bar([69, 71], [60.1, 39.9], width=0.25, color="#31a354")
    ax.text(69, 62, "60.1%", ha="center", fontsize=9)
    ax.text(71, 42, "39.9%", ha="center", fontsize=9)
    ax.set_xlim(67, 73)
    ax.set_ylim(0, 70)
    ax.set_xticks([67, 68, 69, 70, 71, 72, 73])
    ax.set_xlabel("m/z")
    ax.set_ylabel("relative abundance (%)")
    ax.set_title("mass spectrum of gallium", fontsize=9)


@figure("test18_chem_arrhenius")
def _arrhenius(ax: Axes) -> None:
    xs = [3.00, 3.10, 3.20, 3.30, 3.40]
    ys = [-2.0, -3.25, -4.5, -5.75, -7.0]
    ax.plot(xs, ys, "o-", color="#756bb1")
    ax.set_xlabel("1/T (10⁻³ K⁻¹)")
    ax.set_ylabel("ln k (k in s⁻¹)")
    ax.set_xticks(xs)
    ax.set_yticks(range(-8, 0))
    ax.grid(True, color="#dddddd")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test18_chem_shells"],
        "question": "<image_1> shows the shell diagram of a neutral atom. Name the element, give its mass number and "
        "its number of valence electrons, and write the ion it usually forms.",
        "reference_answer": "aluminium; mass number 27; 3 valence electrons; Al³⁺",
        "steps": [
            (
                "**Step 1:** The nucleus in <image_1> is labelled 13p and 14n, so the atom has 13 protons. Since "
                "the atomic number is the number of protons, the element is number 13 on the periodic table, "
                "which is aluminium (Al).",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The mass number counts the protons and neutrons together, so it is "
                "$13 + 14 = 27$, and the atom is ²⁷Al.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The shells hold 2, 8 and 3 electrons, which adds up to 13, as a neutral atom needs. "
                "The outer shell has 3 electrons, so aluminium has 3 valence electrons.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** An atom with 3 outer electrons gives them away more easily than it gains 5 more, "
                "and therefore aluminium forms the ion Al³⁺, which has the stable 2, 8 arrangement.\n\n"
                "**Final Answer:** Aluminium; mass number 27; 3 valence electrons; Al³⁺",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "18 g of salt is dissolved in 132 g of water. (a) What is the percent by mass of salt in the "
        "solution? (b) How many more grams of salt must be dissolved to make the solution 20% salt by mass?",
        "reference_answer": "(a) 12% (b) 15 g",
        "steps": [
            (
                "Let me take the two parts in turn.\n\n"
                "**(a)** The percent by mass is the mass of salt divided by the mass of the whole, and here "
                "that gives $\\frac{18}{132} \\times 100\\% \\approx 13.6\\%$.",
                0,
                "RE",
                "The percent by mass divides by the mass of the solution (18 + 132 = 150 g), not of the water: "
                "18/150 × 100% = 12%.",
            ),
            (
                "**(b)** If we add $x$ grams of salt, then the salt becomes $18 + x$ g and the solution becomes "
                "$150 + x$ g, so we need $\\frac{18 + x}{150 + x} = 0.20$.",
                1,
                None,
                None,
            ),
            (
                "Multiplying out, $18 + x = 30 + 0.2x$, which leaves $0.8x = 12$ and $x = 15$ g. As a check, "
                "$\\frac{33}{165} = 0.20$ exactly, so 15 g more salt is needed.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A weather balloon holds 2.50 L of helium at 25 °C and 101 kPa. Using the combined gas law "
        "P₁V₁/T₁ = P₂V₂/T₂, find its volume when it has risen to where the pressure is 75.0 kPa and the "
        "temperature is −10 °C.",
        "reference_answer": "about 2.97 L",
        "steps": [
            (
                "Step 1: Okay, so I need the new volume of a fixed amount of gas when both its pressure and its "
                "temperature change. What I know:\n"
                "a. $P_1 = 101$ kPa, $V_1 = 2.50$ L, $T_1 = 25$ °C;\n"
                "b. $P_2 = 75.0$ kPa, $T_2 = -10$ °C, and $V_2$ is unknown.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The gas laws only work with absolute temperatures, so first I convert: "
                "$T_1 = 25 + 273 = 298$ K and $T_2 = -10 + 273 = 263$ K.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Rearranging the combined gas law for $V_2$ gives $V_2 = V_1 \\cdot \\frac{P_1}{P_2} \\cdot "
                "\\frac{T_2}{T_1} = 2.50 \\times \\frac{101}{75.0} \\times \\frac{263}{298}$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Working it out: $2.50 \\times 1.3467 = 3.367$, and $3.367 \\times 0.8826 \\approx 2.97$ L. Let me "
                "check the direction. The lower pressure makes the balloon expand while the cold shrinks it a "
                "little, so a net rise from 2.50 L to 2.97 L is reasonable.\n\n"
                "**Final answer:** about 2.97 L",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test18_chem_massspec"],
        "question": "Use the mass spectrum in <image_1> to calculate the relative atomic mass of gallium to two "
        "decimal places.",
        "reference_answer": "69.80",
        "steps": [
            (
                "Step 1: <image_1> shows two peaks, one at m/z = 69 with an abundance of 60.1% and one at "
                "m/z = 71 with 39.9%, so gallium has two isotopes, ⁶⁹Ga and ⁷¹Ga, and the abundances add up "
                "to 100%.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The relative atomic mass is the abundance-weighted mean of the isotopic masses, "
                "$A_r = \\sum (m_i \\times \\text{fraction}_i)$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: For the two isotopes, $69 \\times 0.601 = 41.469$ and $71 \\times 0.399 = 28.239$.",
                0,
                "NC",
                "71 × 0.399 = 28.329, not 28.239.",
            ),
            (
                "Step 4: Adding the two contributions, we obtain $A_r = 41.469 + 28.239 = 69.708 \\approx 69.71$.\n\n"
                "Final answer: The relative atomic mass of gallium is 69.71.",
                0,
                "carried",
                "The sum is right for the numbers used, but with 28.329 from step 3 it is 69.798 ≈ 69.80.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A current of 2.50 A is passed through copper(II) sulfate solution for 45.0 minutes. What mass of "
        "copper is deposited on the cathode? (F = 96 485 C/mol, Cu = 63.55 g/mol)",
        "reference_answer": "about 2.22 g",
        "steps": [
            (
                "I'll use Faraday's laws of electrolysis, which link the charge passed to the amount of metal "
                "deposited.\n\n"
                "**Step 1:** The charge is $Q = It = 2.50 \\text{ A} \\times (45.0 \\times 60) \\text{ s} = "
                "2.50 \\times 2700 = 6750$ C.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Dividing by the Faraday constant, the amount of electrons is "
                "$n(e^-) = \\frac{6750}{96\\,485} = 0.06996$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** At the cathode, copper ions pick up electrons: $\\text{Cu}^{+} + e^- \\rightarrow "
                "\\text{Cu}$. Since each ion needs one electron, $n(\\text{Cu}) = 0.06996$ mol.",
                0,
                "KE",
                "Copper(II) sulfate holds Cu²⁺, which needs two electrons (Cu²⁺ + 2e⁻ → Cu), so n(Cu) = "
                "0.06996 ÷ 2 = 0.03498 mol.",
            ),
            (
                "**Step 4:** The mass is $m = nM = 0.06996 \\times 63.55 \\approx 4.45$ g.\n\n"
                "**Final Answer:** About 4.45 g of copper is deposited.",
                0,
                "carried",
                "m = nM is right, but from the wrong amount of step 3; 0.03498 × 63.55 ≈ 2.22 g.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test18_chem_arrhenius"],
        "question": "<image_1> is an Arrhenius plot of ln k against 1/T for a first-order reaction. Find the "
        "activation energy, and the rate constant and half-life at the temperature where 1/T = 3.20 × 10⁻³ K⁻¹ "
        "(R = 8.314 J mol⁻¹ K⁻¹).",
        "reference_answer": "Ea ≈ 104 kJ/mol; k ≈ 0.0111 s⁻¹; t½ ≈ 62 s",
        "steps": [
            (
                "Step 1: I need three things from this plot: the activation energy, then k and the half-life at one "
                "temperature. The Arrhenius equation in log form is $\\ln k = \\ln A - \\frac{E_a}{R} \\cdot "
                "\\frac{1}{T}$, which means a plot of ln k against 1/T is a straight line of slope $-E_a/R$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Reading the end points off <image_1>: at $1/T = 3.00 \\times 10^{-3}$ K⁻¹, ln k = −2.0, and at "
                "$3.40 \\times 10^{-3}$ K⁻¹, ln k = −7.0. So the slope is "
                "$\\frac{-7.0 - (-2.0)}{(3.40 - 3.00) \\times 10^{-3}} = \\frac{-5.0}{0.40 \\times 10^{-3}} = "
                "-12\\,500$ K.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Then $E_a = -R \\times \\text{slope} = 8.314 \\times 12\\,500 = 103\\,925$ J/mol, about 104 kJ/mol.",
                1,
                None,
                None,
            ),
            (
                "Step 4: At $1/T = 3.20 \\times 10^{-3}$ K⁻¹ the line gives ln k = −4.5, so $k = e^{-4.5} \\approx "
                "0.0111$ s⁻¹. For a first-order reaction the half-life is $t_{1/2} = \\frac{\\ln 2}{k} = "
                "\\frac{0.693}{0.0111} \\approx 62$ s.",
                1,
                None,
                None,
            ),
            (
                "Step 5: Let me check the midpoint: halfway between −2.0 and −7.0 is −4.5, and 3.20 is halfway between "
                "3.00 and 3.40, which is what a straight line needs. This matches my earlier reading.\n\n"
                "**Final answer:** $E_a \\approx 104$ kJ/mol; $k \\approx 0.0111$ s⁻¹; $t_{1/2} \\approx 62$ s",
                1,
                None,
                None,
            ),
        ],
    },
]
