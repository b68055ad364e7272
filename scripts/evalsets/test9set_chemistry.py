"""Ninth test set, Chemistry: balancing propane's combustion, two atoms' shell diagrams, a limiting reagent,
a first-order decay read from a graph, Hess's law for methane, electrolysis of copper(II) sulfate."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


def _shells(ax: Axes, shells: list[int], label: str) -> None:
    ax.add_patch(Circle((0, 0), 0.5, color="#fdae6b"))
    ax.text(0, 0, label, ha="center", va="center", fontsize=11)
    for k, electrons in enumerate(shells, start=1):
        radius = 0.5 + 0.7 * k
        ax.add_patch(Circle((0, 0), radius, fill=False, color="gray"))
        for j in range(electrons):
            angle = 2 * np.pi * j / electrons + np.pi / 2
            ax.plot(radius * np.cos(angle), radius * np.sin(angle), "o", color="#08519c", markersize=6)
    ax.set_xlim(-2.8, 2.8)
    ax.set_ylim(-2.8, 2.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test9_chem_atom_x")
def _atom_x(ax: Axes) -> None:
    _shells(ax, [2, 8, 1], "X")


@figure("test9_chem_atom_y")
def _atom_y(ax: Axes) -> None:
    _shells(ax, [2, 8, 7], "Y")


@figure("test9_chem_decay")
def _decay(ax: Axes) -> None:
    t = np.linspace(0, 80, 200)
    ax.plot(t, 0.80 * 0.5 ** (t / 20), color="#31a354")
    ax.plot([0, 20, 40], [0.80, 0.40, 0.20], "o", color="black")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("[N₂O₅] (mol/L)")
    ax.set_xticks([0, 20, 40, 60, 80])
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8])
    ax.grid(alpha=0.3)


@figure("test9_chem_electrolysis")
def _electrolysis(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 4, facecolor="#9ecae1", edgecolor="black"))
    ax.add_patch(Rectangle((1.2, 1), 0.4, 4, facecolor="#b87333"))
    ax.add_patch(Rectangle((4.4, 1), 0.4, 4, facecolor="#969696"))
    ax.plot([1.4, 1.4, 4.6, 4.6], [5, 6, 6, 5], color="black")
    ax.text(3, 6.2, "2.00 A for 30.0 min", ha="center", fontsize=9)
    ax.text(1.4, 0.4, "cathode (−)", ha="center", fontsize=8)
    ax.text(4.6, 0.4, "inert anode (+)", ha="center", fontsize=8)
    ax.text(3, 2.4, "CuSO₄(aq)", ha="center", fontsize=9)
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(0, 7)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Balance the equation for the complete combustion of propane, C₃H₈ + O₂ → CO₂ + H₂O, and give "
        "the sum of the smallest whole-number coefficients.",
        "reference_answer": "C₃H₈ + 5O₂ → 3CO₂ + 4H₂O; the sum is 13",
        "steps": [
            (
                "We balance carbon and hydrogen first and leave oxygen until last, since O₂ appears on its own.\n\n"
                "**Step 1:** There are 3 carbon atoms in C₃H₈, so we put 3 in front of CO₂.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** There are 8 hydrogen atoms, and each H₂O holds 2, so we need 4H₂O.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** On the right there are now 3 × 2 + 4 × 1 = 10 oxygen atoms, which means we need "
                "5O₂ on the left: C₃H₈ + 5O₂ → 3CO₂ + 4H₂O.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Adding the coefficients, 1 + 5 + 3 + 4 = 13.\n\n**Final Answer:** "
                "C₃H₈ + 5O₂ → 3CO₂ + 4H₂O, with a coefficient sum of 13.",
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
        "images": ["test9_chem_atom_x", "test9_chem_atom_y"],
        "question": "<image_1> and <image_2> show the electron arrangements of atoms of elements X and Y. "
        "Identify X and Y, and state the formula and the type of bonding of the compound they form.",
        "reference_answer": "X is sodium, Y is chlorine; NaCl, ionic bonding",
        "steps": [
            (
                "Step 1: Counting the electrons in <image_1>, atom X has the arrangement 2, 8, 1, so it has 11 "
                "electrons and its atomic number is 11, which makes it sodium.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_2>, atom Y has the arrangement 2, 8, 7, which is 17 electrons, so Y is chlorine.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Sodium gives away its single outer electron to become Na⁺, while chlorine picks up one "
                "electron to become Cl⁻, and so the two share electrons in a covalent bond.",
                0,
                "RE",
                "An electron is transferred from Na to Cl, which gives oppositely charged ions held by ionic "
                "bonding, not a shared (covalent) pair.",
            ),
            (
                "Step 4: One Na⁺ balances one Cl⁻, so the formula is NaCl.\n\nFinal answer: X = Na, Y = Cl, NaCl, "
                "covalent bonding.",
                0,
                "carried",
                "The formula NaCl is right, but the answer repeats the wrong bond type of step 3; NaCl is ionic.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "10.0 g of hydrogen gas and 64.0 g of oxygen gas react to form water. Which reactant is "
        "limiting, and what mass of water can form? (H = 1.008, O = 16.00)",
        "reference_answer": "oxygen is limiting; 72.1 g of water",
        "steps": [
            (
                "The balanced equation is $2\\text{H}_2 + \\text{O}_2 \\rightarrow 2\\text{H}_2\\text{O}$, so I'll "
                "convert both masses to moles and compare them with the 2 : 1 ratio.\n\n"
                "**Step 1:** $n(\\text{H}_2) = 10.0 / 2.016 = 4.96$ mol and $n(\\text{O}_2) = 64.0 / 32.00 = 2.00$ mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since hydrogen has the smaller mass, it runs out first, so H₂ is the limiting reactant.",
                0,
                "RE",
                "The limiting reactant is decided by moles and the mole ratio, not by mass: 2.00 mol O₂ needs only "
                "4.00 mol H₂, and 4.96 mol are present, so O₂ is limiting.",
            ),
            (
                "**Step 3:** From the equation, 2 mol H₂ give 2 mol H₂O, so 4.96 mol H₂ give 4.96 mol of water, "
                "whose mass is $4.96 \\times 18.02 = 89.4$ g.\n\n**Final Answer:** hydrogen is limiting and 89.4 g of "
                "water forms.",
                0,
                "carried",
                "The arithmetic follows from step 2's wrong choice; with O₂ limiting, 4.00 mol H₂O = 72.1 g form.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test9_chem_decay"],
        "question": "<image_1> shows the concentration of N₂O₅ against time as it decomposes by a first-order "
        "reaction. Find the half-life and the rate constant, and predict the concentration at 60 s.",
        "reference_answer": "t½ = 20 s, k ≈ 0.035 s⁻¹, [N₂O₅] = 0.10 mol/L at 60 s",
        "steps": [
            (
                "**Step 1:** Reading <image_1>, the concentration falls from 0.80 mol/L at t = 0 to 0.40 mol/L at "
                "20 s, and then to 0.20 mol/L at 40 s, so it halves every 20 s and the half-life is 20 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For a first-order reaction the half-life is related to the rate constant by "
                "$t_{1/2} = \\frac{\\ln 2}{k}$, so $k = t_{1/2} \\times \\ln 2 = 20 \\times 0.693 \\approx 13.9 \\text{ s}^{-1}$.",
                0,
                "SC",
                "Rearranging t½ = ln 2 / k gives k = ln 2 / t½ = 0.693 / 20 ≈ 0.035 s⁻¹, not t½ × ln 2.",
            ),
            (
                "**Step 3:** 60 s is three half-lives, which means the concentration is "
                "$0.80 \\times (\\tfrac12)^3 = 0.10$ mol/L.\n\n**Final Answer:** $t_{1/2} = 20$ s, "
                "$k \\approx 13.9$ s⁻¹, and [N₂O₅] = 0.10 mol/L at 60 s.",
                0,
                "carried",
                "The concentration at 60 s is right, but the final answer repeats step 2's wrong k; k ≈ 0.035 s⁻¹.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Use Hess's law and these enthalpies of combustion to find the standard enthalpy of formation of "
        "methane: C(s) −393.5 kJ/mol, H₂(g) −285.8 kJ/mol, CH₄(g) −890.3 kJ/mol.",
        "reference_answer": "−74.8 kJ/mol",
        "steps": [
            (
                "The target reaction is C(s) + 2H₂(g) → CH₄(g). By Hess's law, the enthalpy change doesn't depend "
                "on the route, so we can go via the combustion products CO₂ and H₂O.\n\n"
                "### Step 1\nBurning the reactants releases ΔH = −393.5 + 2(−285.8) = −965.1 kJ.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nTo reach CH₄ from those products, we reverse methane's combustion, which changes the "
                "sign and gives +890.3 kJ.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nAdding the two legs, ΔH_f(CH₄) = −965.1 + 890.3 = −74.8 kJ/mol.\n\n"
                "**Final Answer:** ΔH_f°(CH₄) = −74.8 kJ/mol",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test9_chem_electrolysis"],
        "question": "Copper(II) sulfate solution is electrolysed as shown in <image_1>. Find the mass of copper "
        "deposited at the cathode and the volume of oxygen released at the anode at STP (22.4 L/mol). "
        "(F = 96 485 C/mol, Cu = 63.55)",
        "reference_answer": "1.19 g of copper; 0.209 L of O₂",
        "steps": [
            (
                "Step 1: The charge passed is Q = I t = 2.00 A × (30.0 × 60) s = 3600 C.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using Faraday's constant, the moles of electrons are 3600 / 96 485 = 0.0373 mol.",
                1,
                None,
                None,
            ),
            (
                "Step 3: At the cathode Cu²⁺ + 2e⁻ → Cu, so each mole of copper needs 2 mol of electrons and "
                "n(Cu) = 0.0373 / 2 = 0.01866 mol; its mass is 0.01866 × 63.55 = 1.19 g.",
                1,
                None,
                None,
            ),
            (
                "Step 4: At the anode, water is oxidised: 2H₂O → O₂ + 4H⁺ + 2e⁻, so n(O₂) = 0.0373 / 2 = 0.01866 mol.",
                0,
                "KE",
                "The anode half-equation releases 4 electrons per O₂ (2H₂O → O₂ + 4H⁺ + 4e⁻), so n(O₂) = "
                "0.0373 / 4 = 0.00933 mol.",
            ),
            (
                "Step 5: Substituting the values, we get V(O₂) = 0.01866 × 22.4 = 0.418 L.\n\n"
                "Final answer: 1.19 g of Cu and 0.418 L of O₂.",
                0,
                "carried",
                "The volume is worked out correctly from step 4's wrong amount; the oxygen is 0.00933 × 22.4 = "
                "0.209 L.",
            ),
        ],
    },
]
