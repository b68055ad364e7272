"""Test set, Chemistry: balancing, atomic structure, Hess's law, VSEPR, kinetics, solubility, equilibrium."""

import numpy as np
from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("test_chem_particle_table")
def _particle_table(ax: Axes) -> None:
    rows = [["A", "11", "23", "+1"], ["B", "17", "35", "−1"], ["C", "18", "40", "0"]]
    table = ax.table(
        cellText=rows,
        colLabels=["particle", "atomic number", "mass number", "charge"],
        colWidths=[0.18, 0.3, 0.3, 0.18],
        loc="center",
        cellLoc="center",
    )
    table.auto_set_font_size(False)
    table.set_fontsize(10)
    table.scale(1.0, 2.0)
    ax.set_title("Three particles", fontsize=10)
    ax.axis("off")


@figure("test_chem_first_order_decay")
def _first_order_decay(ax: Axes) -> None:
    time = np.linspace(0, 80, 300)
    ax.plot(time, 0.80 * 0.5 ** (time / 20), color="tab:purple")
    ax.set_xticks(range(0, 81, 10))
    ax.set_yticks(np.round(np.arange(0, 0.91, 0.1), 1))
    ax.set_xlim(0, 80)
    ax.set_ylim(0, 0.9)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("[A] (mol/L)")
    ax.set_title("Concentration of reactant A", fontsize=9)


@figure("test_chem_no2_equilibrium")
def _no2_equilibrium(ax: Axes) -> None:
    before = np.linspace(0, 10, 20)
    after = np.linspace(10, 25, 60)
    relax = 1 - np.exp(-(after - 10) / 2.0)
    ax.plot(before, np.full_like(before, 0.12), color="tab:brown", label="NO₂")
    ax.plot([10, 10], [0.12, 0.20], color="tab:brown")
    ax.plot(after, 0.20 - 0.048 * relax, color="tab:brown")
    ax.plot(before, np.full_like(before, 0.040), color="tab:blue", label="N₂O₄")
    ax.plot(after, 0.040 + 0.024 * relax, color="tab:blue")
    ax.set_xticks(range(0, 26, 5))
    ax.set_yticks(np.round(np.arange(0, 0.241, 0.02), 2))
    ax.set_xlim(0, 25)
    ax.set_ylim(0, 0.24)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("concentration (mol/L)")
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("N₂O₄(g) ⇌ 2NO₂(g) at constant temperature", fontsize=9)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Balance the equation Al + HCl → AlCl₃ + H₂. What is the sum of the coefficients in the balanced "
        "equation? (A) 9 (B) 11 (C) 13 (D) 15",
        "reference_answer": "(C) 13: 2Al + 6HCl → 2AlCl₃ + 3H₂",
        "steps": [
            (
                "To balance the equation, we adjust the coefficients so that each element has the same number of atoms "
                "on both sides.\n\n**Step 1:** Start with chlorine. AlCl₃ has 3 Cl atoms, so we need 3 HCl for each "
                "AlCl₃: Al + 3HCl → AlCl₃ + H₂.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Now there are 3 H atoms on the left but 2 on the right. The lowest common multiple of 3 and 2 "
                "is 6, so we use 6HCl and 3H₂, which needs 2AlCl₃ and 2Al: 2Al + 6HCl → 2AlCl₃ + 3H₂.",
                1,
                None,
                None,
            ),
            ("**Step 3:** Check: Al 2 = 2, H 6 = 6, Cl 6 = 6. The equation is balanced.", 1, None, None),
            (
                "**Step 4:** Sum of the coefficients = 2 + 6 + 2 + 3 = 11.\n\n**Final Answer:** (B)",
                0,
                "NC",
                "2 + 6 + 2 + 3 = 13, so the answer is (C).",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test_chem_particle_table"],
        "question": "<image_1> describes three particles. (a) How many protons, neutrons and electrons does each have? "
        "(b) Which two particles have the same number of electrons?",
        "reference_answer": "A: 11 p, 12 n, 10 e; B: 17 p, 18 n, 18 e; C: 18 p, 22 n, 18 e; B and C",
        "steps": [
            (
                "1. The number of protons is the atomic number, the number of neutrons is the mass number minus the "
                "atomic number, and the number of electrons is the number of protons minus the charge.",
                1,
                None,
                None,
            ),
            ("2. Particle A: 11 protons, 23 − 11 = 12 neutrons and 11 − 1 = 10 electrons.", 1, None, None),
            (
                "3. Particle B: 17 protons, 37 − 17 = 20 neutrons and 17 + 1 = 18 electrons.",
                0,
                "VI",
                "The table gives B a mass number of 35, so it has 35 − 17 = 18 neutrons.",
            ),
            ("4. Particle C: 18 protons, 40 − 18 = 22 neutrons and 18 electrons, since it is neutral.", 1, None, None),
            (
                "5. Particles B and C both have 18 electrons.\n\nFinal answer: B and C have the same number of "
                "electrons (18).",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Use the enthalpies of combustion ΔcH(C, graphite) = −394 kJ/mol, ΔcH(H₂) = −286 kJ/mol and "
        "ΔcH(CH₄) = −890 kJ/mol to calculate the enthalpy change of C(s) + 2H₂(g) → CH₄(g).",
        "reference_answer": "−76 kJ/mol",
        "steps": [
            (
                t("""
                We can use Hess's law with enthalpies of combustion:
                $$\\Delta H = \\sum \\Delta_c H(\\text{reactants}) - \\sum \\Delta_c H(\\text{products})$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 1: Reactants
                $\\Delta_c H(\\text{C}) + 2\\Delta_c H(\\text{H}_2) = -394 + 2(-286) = -394 - 572 = -966$ kJ/mol
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Products
                $\\Delta_c H(\\text{CH}_4) = -890$ kJ/mol
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Combine
                $\\Delta H = -966 - (-890) = -966 + 890 = -76$ kJ/mol

                **Final Answer:** $\\Delta H = -76$ kJ/mol
                """),
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
        "images": [],
        "question": "Use VSEPR theory to predict the shapes and approximate bond angles of NH₃, CO₂ and H₂O.",
        "reference_answer": "NH₃ trigonal pyramidal, about 107°; CO₂ linear, 180°; H₂O bent, about 104.5°",
        "steps": [
            (
                "Step 1: NH₃ — the N atom has three bonding pairs and one lone pair. The four electron pairs point "
                "towards the corners of a tetrahedron, and the lone pair repels more strongly, so NH₃ is trigonal "
                "pyramidal with a bond angle of about 107°.",
                1,
                None,
                None,
            ),
            (
                "Step 2: CO₂ — the C atom forms two double bonds and has no lone pairs. The two electron domains are as "
                "far apart as possible, so CO₂ is linear with a bond angle of 180°.",
                1,
                None,
                None,
            ),
            (
                "Step 3: H₂O — the O atom has two bonding pairs and two lone pairs. Since there are only two bonds, the "
                "molecule is linear like CO₂, with a bond angle of 180°.\n\nFinal answer: NH₃ trigonal pyramidal "
                "(about 107°), CO₂ linear (180°), H₂O linear (180°).",
                0,
                "KE",
                "The two lone pairs on O also repel the bonding pairs: H₂O is bent with a bond angle of about 104.5°.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test_chem_first_order_decay"],
        "question": "<image_1> shows the concentration of a reactant A against time. (a) What is the half-life, and is "
        "it constant? (b) What is the order of the reaction with respect to A? (c) Calculate the rate "
        "constant. (d) What is the rate when [A] = 0.40 mol/L?",
        "reference_answer": "(a) 20 s, constant (b) first order (c) 0.0347 s⁻¹ (d) 0.0139 mol L⁻¹ s⁻¹",
        "steps": [
            (
                "**Step 1: Read the half-lives.** [A] falls from 0.80 mol/L to 0.40 mol/L in the first 20 s, and from "
                "0.40 mol/L to 0.20 mol/L between 20 s and 40 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: Order.** Successive half-lives are equal (20 s each), which is characteristic of a "
                "first-order reaction.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: Rate constant.** For a first-order reaction, "
                "$k = \\frac{\\ln 2}{t_{1/2}} = \\frac{0.693}{20\\ \\text{s}} = 0.0347\\ \\text{s}^{-1}$.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 4: Rate at [A] = 0.40 mol/L.** rate $= k[A] = 0.0347 \\times 0.40 = 0.139$ mol L⁻¹ s⁻¹

                **Final Answer:** (a) 20 s, constant (b) first order (c) $k \\approx 0.0347\\ \\text{s}^{-1}$ (d) 0.139 mol L⁻¹ s⁻¹
                """),
                0,
                "NC",
                "0.0347 × 0.40 = 0.0139, so the rate is 0.0139 mol L⁻¹ s⁻¹.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "The solubility of silver chromate, Ag₂CrO₄, in water at 25 °C is 6.5 × 10⁻⁵ mol/L. "
        "(a) Calculate Ksp. (b) What is its solubility in 0.10 M AgNO₃?",
        "reference_answer": "(a) 1.1 × 10⁻¹² (b) 1.1 × 10⁻¹⁰ mol/L",
        "steps": [
            (
                "**1. Dissolution equilibrium:** \\(\\text{Ag}_2\\text{CrO}_4(s) \\rightleftharpoons 2\\text{Ag}^+(aq) + "
                "\\text{CrO}_4^{2-}(aq)\\), so \\(K_{sp} = [\\text{Ag}^+]^2[\\text{CrO}_4^{2-}]\\).",
                1,
                None,
                None,
            ),
            (
                "**2. Ion concentrations:** With solubility \\(s = 6.5 \\times 10^{-5}\\) M, \\([\\text{Ag}^+] = 2s = "
                "1.3 \\times 10^{-4}\\) M and \\([\\text{CrO}_4^{2-}] = s = 6.5 \\times 10^{-5}\\) M.",
                1,
                None,
                None,
            ),
            (
                "**3. Ksp:** \\(K_{sp} = (1.3 \\times 10^{-4})^2 (6.5 \\times 10^{-5}) = (1.69 \\times 10^{-8})"
                "(6.5 \\times 10^{-5}) \\approx 1.1 \\times 10^{-12}\\).",
                1,
                None,
                None,
            ),
            (
                t("""
                **4. Solubility in 0.10 M AgNO₃:** The common ion keeps \\([\\text{Ag}^+] \\approx 0.10\\) M, so \\(K_{sp} = (0.10)\\,s'\\) and \\(s' = \\frac{1.1 \\times 10^{-12}}{0.10} = 1.1 \\times 10^{-11}\\) M.

                **Final Answer:** (a) \\(K_{sp} \\approx 1.1 \\times 10^{-12}\\) (b) \\(1.1 \\times 10^{-11}\\) M
                """),
                0,
                "SC",
                "[Ag⁺] enters Ksp squared: Ksp = (0.10)² s', so s' = 1.1 × 10⁻¹² / 0.010 = 1.1 × 10⁻¹⁰ M.",
            ),
        ],
    },
    {
        "id": "chem-comp-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test_chem_no2_equilibrium"],
        "question": "<image_1> shows the concentrations of N₂O₄ and NO₂ in a sealed flask at constant temperature. "
        "(a) What change was made at 10 min? (b) Explain how the concentrations change afterwards. "
        "(c) Calculate Kc from the concentrations before 10 min. (d) Is Kc different at the new equilibrium?",
        "reference_answer": "(a) NO₂ was added (b) the equilibrium shifts towards N₂O₄ (c) 0.36 (d) no, Kc depends "
        "only on temperature",
        "steps": [
            (
                t("""
                ### Step 1: Identify the change at 10 min
                At 10 min, the NO₂ concentration jumps suddenly from 0.12 mol/L to 0.20 mol/L while [N₂O₄] stays at 0.040 mol/L, so extra NO₂ was added to the flask.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Response of the equilibrium
                By Le Chatelier's principle, the system shifts to remove some of the added NO₂: the reverse reaction (2NO₂ → N₂O₄) is favoured, so [NO₂] falls and [N₂O₄] rises until a new equilibrium is reached.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Kc before the change
                $$K_c = \\frac{[\\text{NO}_2]^2}{[\\text{N}_2\\text{O}_4]} = \\frac{(0.12)^2}{0.040} = \\frac{0.0144}{0.040} = 0.36$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Kc at the new equilibrium
                Since more NO₂ is present at the new equilibrium than before, Kc increases.

                **Final Answer:** (a) NO₂ was added (b) the equilibrium shifts towards N₂O₄ (c) $K_c = 0.36$ (d) yes, Kc increases
                """),
                0,
                "KE",
                "Kc depends only on temperature; at the new equilibrium (0.152)²/0.064 ≈ 0.36 again.",
            ),
        ],
    },
]
