"""Nineteenth test set, Chemistry: the gases and volumes in the electrolysis of acidified water, why diamond and
graphite differ, the pH of an ammonia/ammonium chloride buffer, the SN1 energy profile of 2-bromo-2-methylpropane's
hydrolysis, aluminium made in a Hall–Héroult cell, and the order and half-life of a reaction from two plots."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test19_chem_water_electrolysis")
def _water_electrolysis(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 3, color="#c6dbef"))
    for x0, name, gas, sign in ((1.0, "A", 2.4, "−"), (4.0, "B", 1.2, "+")):
        ax.add_patch(Rectangle((x0, 1.0), 1.0, 5.0, fill=False, linewidth=1.5))
        ax.add_patch(Rectangle((x0, 1.0), 1.0, 5.0 - gas, color="#c6dbef"))
        ax.plot([x0 + 0.5, x0 + 0.5], [0.3, 1.4], color="black", linewidth=3)
        ax.text(x0 + 0.5, 6.3, f"tube {name}", ha="center", fontsize=9)
        ax.text(x0 + 0.5, -0.5, sign, ha="center", fontsize=12)
    ax.text(1.5, 5.2, "24 cm³", ha="center", fontsize=8)
    ax.text(4.5, 5.5, "?", ha="center", fontsize=10)
    ax.text(3.0, 0.4, "water + a little H₂SO₄", ha="center", fontsize=8)
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(-1, 7)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test19_chem_sn1_profile")
def _sn1_profile(ax: Axes) -> None:
    # key points (reaction coordinate, energy) joined by cosine easing, so each one is a smooth peak or dip
    keys = [(0.0, 1.5), (3.0, 8.0), (5.0, 4.5), (6.5, 5.8), (10.0, 0.6)]
    xs: list[float] = []
    ys: list[float] = []
    for (x0, y0), (x1, y1) in zip(keys[:-1], keys[1:]):
        for k in range(50):
            u = k / 50
            xs.append(x0 + (x1 - x0) * u)
            ys.append(y0 + (y1 - y0) * (1 - math.cos(math.pi * u)) / 2)
    ax.plot(xs, ys, color="#3182bd", linewidth=2)
    ax.text(0.2, 1.9, "reactants", fontsize=8)
    ax.text(2.4, 8.4, "TS1", fontsize=8)
    ax.text(4.3, 3.9, "intermediate", fontsize=8)
    ax.text(6.3, 6.1, "TS2", fontsize=8)
    ax.text(8.6, 1.0, "products", fontsize=8)
    ax.set_xlabel("reaction coordinate")
    ax.set_ylabel("potential energy")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_ylim(0, 9.5)


@figure("test19_chem_conc_time")
def _conc_time(ax: Axes) -> None:
    ts = list(range(0, 41))
    ax.plot(ts, [0.80 * math.exp(-0.05 * t) for t in ts], color="#d62728", linewidth=2)
    ax.set_xlabel("t (min)")
    ax.set_ylabel("[A] (mol/L)")
    ax.set_xlim(0, 40)
    ax.set_ylim(0, 0.9)
    ax.grid(True, color="#eeeeee")


@figure("test19_chem_ln_time")
def _ln_time(ax: Axes) -> None:
    ax.plot([0, 40], [-0.22, -2.22], color="#3182bd", linewidth=2)
    for t, y in ((0, -0.22), (40, -2.22)):
        ax.plot(t, y, "o", color="black", markersize=5)
        ax.annotate(f"({t}, {y})", (t, y), textcoords="offset points", xytext=(6, 6), fontsize=8)
    ax.set_xlabel("t (min)")
    ax.set_ylabel("ln [A]")
    ax.set_xlim(-2, 48)
    ax.set_ylim(-2.6, 0.2)
    ax.grid(True, color="#eeeeee")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test19_chem_water_electrolysis"],
        "question": "<image_1> shows water with a little sulfuric acid being electrolysed. Tube A, over the negative "
        "electrode, has collected 24 cm³ of gas. (a) Name the gas in each tube. (b) What volume of gas is in tube B? "
        "(c) Write the overall equation.",
        "reference_answer": "(a) A: hydrogen, B: oxygen; (b) 12 cm³; (c) 2H₂O → 2H₂ + O₂",
        "steps": [
            (
                "Step 1: The negative electrode (cathode) attracts the positive H⁺ ions, which pick up electrons "
                "there: $2H^+ + 2e^- \\rightarrow H_2$. So tube A collects hydrogen.",
                1,
                None,
                None,
            ),
            (
                "Step 2: At the positive electrode (anode) water is oxidised, $2H_2O \\rightarrow O_2 + 4H^+ + "
                "4e^-$, so tube B collects oxygen.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The overall equation is $2H_2O \\rightarrow 2H_2 + O_2$. Since the oxygen comes from the "
                "water's oxygen atoms, which are the heavier part, it takes up twice the volume of the hydrogen, so "
                "tube B holds $2 \\times 24 = 48$ cm³.",
                0,
                "RE",
                "Equal gas volumes hold equal numbers of moles, and the equation gives 2 mol H₂ for every 1 mol O₂, "
                "so tube B holds half as much gas: 12 cm³.",
            ),
            (
                "Step 4: Putting it together:\n(a) A: hydrogen, B: oxygen\n(b) 48 cm³\n"
                "(c) $2H_2O \\rightarrow 2H_2 + O_2$\n\nFinal answer: hydrogen in A, oxygen in B; 48 cm³ in B; "
                "2H₂O → 2H₂ + O₂",
                0,
                "carried",
                "Parts (a) and (c) are right, but (b) repeats the wrong 48 cm³ of step 3; tube B holds 12 cm³.",
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Diamond and graphite are both made only of carbon atoms. Using their structures, explain why "
        "graphite conducts electricity while diamond does not, and why diamond is much harder.",
        "reference_answer": "Graphite has one delocalised electron per carbon that can move along its layers; diamond "
        "uses all four outer electrons in covalent bonds. Diamond's rigid 3D network of strong bonds makes it hard, "
        "while graphite's layers are held by weak forces and slide.",
        "steps": [
            (
                "Both substances are giant covalent structures, so the difference lies in how the carbon atoms are "
                "bonded.\n\n1. In diamond, each carbon atom forms four strong covalent bonds to four other carbon "
                "atoms, arranged tetrahedrally, which builds one rigid three-dimensional network.",
                1,
                None,
                None,
            ),
            (
                "2. In graphite, each carbon atom bonds to only three others, which gives flat hexagonal layers. "
                "The fourth outer electron of every atom is delocalised, so it is free to move along the layer.",
                1,
                None,
                None,
            ),
            (
                "3. Electricity is a flow of charge, and therefore graphite conducts because its delocalised "
                "electrons carry charge through the layers, while diamond has no free electrons, since all four "
                "outer electrons are locked in bonds.",
                1,
                None,
                None,
            ),
            (
                "4. To scratch or break diamond, many strong covalent bonds in all directions must be broken, which "
                "is why it is so hard. Graphite's layers, by contrast, are held together only by weak forces, so "
                "they slide over each other easily, and graphite feels soft and slippery.\n\n"
                "**Final answer:** Graphite conducts because of its delocalised electrons; diamond is harder because "
                "of its 3D network of strong covalent bonds, whereas graphite's layers slide.",
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
        "question": "A buffer is made with 0.30 mol/L ammonia and 0.20 mol/L ammonium chloride. Given "
        "$K_b(NH_3) = 1.8 \\times 10^{-5}$, find the pH of the buffer.",
        "reference_answer": "pH ≈ 9.43",
        "steps": [
            (
                "Step 1: So I have a basic buffer: a. the weak base NH₃ at 0.30 M, b. its conjugate acid NH₄⁺ at "
                "0.20 M, from the ammonium chloride. I need the pH, and I'm given K_b rather than K_a.",
                1,
                None,
                None,
            ),
            (
                "Step 2: First, $pK_b = -\\log(1.8 \\times 10^{-5}) \\approx 4.74$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Now I'll use the Henderson–Hasselbalch equation, $pH = pK + \\log\\frac{[\\text{base}]}"
                "{[\\text{acid}]}$, with the pK I just found: $pH = 4.74 + \\log\\frac{0.30}{0.20} = 4.74 + 0.18 "
                "= 4.92$.",
                0,
                "KE",
                "The Henderson–Hasselbalch equation for pH needs the pKa of the acid NH₄⁺, which is 14 − 4.745 = "
                "9.255, not pKb; pH = 9.255 + 0.176 ≈ 9.43.",
            ),
            (
                "Step 4: So the buffer's pH comes out at about 4.9, and because there is more base than acid, the "
                "pH sits a little above the pK value, which is what I expected.\n\n"
                "**Final Answer:** pH ≈ 4.92",
                0,
                "carried",
                "The remark about base exceeding acid is right, but the pH carries the wrong 4.92 of step 3; an "
                "ammonia buffer is basic, with pH ≈ 9.43.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test19_chem_sn1_profile"],
        "question": "<image_1> is the energy profile for the hydrolysis of 2-bromo-2-methylpropane, "
        "(CH₃)₃CBr + H₂O → (CH₃)₃COH + HBr. (a) How many steps does the mechanism have, and which is rate-"
        "determining? (b) Name the mechanism and give the rate equation. (c) Why does this substrate not react by "
        "SN2?",
        "reference_answer": "(a) Two steps; the first (loss of Br⁻ to form the carbocation) is rate-determining. "
        "(b) SN1; rate = k[(CH₃)₃CBr]. (c) The three methyl groups block backside attack, while they stabilise "
        "the tertiary carbocation.",
        "steps": [
            (
                "Let me read the profile first and then connect it to the mechanism.\n\n"
                "**Step 1:** <image_1> has two humps (TS1 and TS2) with a dip between them labelled "
                "intermediate, so the reaction takes two steps. The first hump is much higher, which means the "
                "first step has the larger activation energy and is the rate-determining step.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** In the first step the C–Br bond breaks heterolytically, which gives the tertiary "
                "carbocation $(CH_3)_3C^+$ and $Br^-$; that carbocation is the intermediate in the dip. In the "
                "second, fast step water attacks the carbocation and loses H⁺ to give $(CH_3)_3COH$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since only the haloalkane takes part in the slow step, the rate equation is "
                "$\\text{rate} = k[(CH_3)_3CBr]$, and the mechanism is SN1 (substitution, nucleophilic, "
                "unimolecular).",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** SN2 would need the water to attack the carbon from the side opposite the bromine. The "
                "three bulky methyl groups crowd that side, while they also stabilise the positive charge of the "
                "carbocation by their electron-donating effect, so SN1 wins.\n\n"
                "**Final Answer:** (a) two steps, the first is rate-determining; (b) SN1, rate = k[(CH₃)₃CBr]; "
                "(c) steric hindrance blocks backside attack, and the tertiary carbocation is stable.",
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
        "question": "A Hall–Héroult cell for making aluminium runs at a current of 1.5 × 10⁵ A. What mass of "
        "aluminium, in kilograms, does it produce in an 8-hour shift? (F = 96 500 C/mol, Al = 27 g/mol)",
        "reference_answer": "about 403 kg",
        "steps": [
            (
                "To find the mass, we use Faraday's laws of electrolysis: the charge passed fixes the moles of "
                "electrons, and the half-equation turns those into moles of aluminium.\n\n"
                "**Step 1:** At the cathode, $Al^{3+} + 3e^- \\rightarrow Al$, so every mole of aluminium needs "
                "3 moles of electrons.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The charge is $Q = It$. Taking one hour of running, $t = 3600$ s, so "
                "$Q = 1.5 \\times 10^5 \\times 3600 = 5.4 \\times 10^8$ C.",
                0,
                "QU",
                "The question asks about an 8-hour shift, so t = 8 × 3600 = 28 800 s and Q = 4.32 × 10⁹ C.",
            ),
            (
                "**Step 3:** Dividing by the Faraday constant, $n(e^-) = \\frac{5.4 \\times 10^8}{96\\,500} "
                "\\approx 5596$ mol, and therefore $n(Al) = \\frac{5596}{3} \\approx 1865$ mol.",
                0,
                "carried",
                "The method is right but it uses the one-hour charge of step 2; over 8 hours n(e⁻) ≈ 44 767 mol and "
                "n(Al) ≈ 14 922 mol.",
            ),
            (
                "**Step 4:** Substituting the values, we get $m = 1865 \\times 27 \\approx 50\\,360$ g ≈ 50.4 kg.\n\n"
                "**Final Answer:** about 50.4 kg of aluminium",
                0,
                "carried",
                "The conversion is right but it carries the one-hour amount; the shift produces about 403 kg.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwq-32b",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test19_chem_conc_time", "test19_chem_ln_time"],
        "question": "For the decomposition A → products, <image_1> plots [A] against time and <image_2> plots ln[A] "
        "against time. (a) What is the order of the reaction? (b) Find the rate constant and the half-life. "
        "(c) How long does it take for [A] to fall to 10% of its starting value?",
        "reference_answer": "(a) first order; (b) k = 0.050 min⁻¹, t½ ≈ 13.9 min; (c) about 46 min",
        "steps": [
            (
                "Step 1: I'm asked for the order, k, t½ and the time to reach 10%. Let me look at both plots. "
                "In <image_1> [A] falls along a curve that flattens, while in <image_2> ln[A] against t is a "
                "straight line. A straight ln[A]–t plot is the signature of a first-order reaction, since "
                "$\\ln[A] = \\ln[A]_0 - kt$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Reading the two marked points on <image_2>: at t = 0, ln[A] = −0.22, and at t = 40 min, "
                "ln[A] = −1.22.",
                0,
                "VI",
                "The second marked point is (40, −2.22), not −1.22.",
            ),
            (
                "Step 3: The slope is $\\frac{-1.22 - (-0.22)}{40} = -0.025$ min⁻¹, and because the slope equals "
                "−k, $k = 0.025$ min⁻¹. Using the first-order relation $t_{1/2} = \\frac{\\ln 2}{k}$, "
                "$t_{1/2} = \\frac{0.693}{0.025} \\approx 27.7$ min.",
                0,
                "carried",
                "The method is right but it uses the misread point; the slope is −2.00/40 = −0.050 min⁻¹, so "
                "k = 0.050 min⁻¹ and t½ ≈ 13.9 min.",
            ),
            (
                "Step 4: Falling to 10% means $\\ln\\frac{[A]_0}{[A]} = \\ln 10 = kt$, so "
                "$t = \\frac{2.303}{0.025} \\approx 92$ min. Let me check this against the half-life: 92 min is "
                "about 3.3 half-lives, and $2^{-3.3} \\approx 0.10$, which matches.\n\n"
                "**Final Answer:** (a) first order (b) k ≈ 0.025 min⁻¹, t½ ≈ 27.7 min (c) about 92 min",
                0,
                "carried",
                "The check is consistent but it carries the wrong k of step 3; with k = 0.050 min⁻¹, "
                "t = 2.303/0.050 ≈ 46 min.",
            ),
        ],
    },
]
