"""Eleventh test set, Chemistry: separating sand, salt and iron filings, a reactivity order from displacement
results, carbon dioxide from heating baking soda, a gas-volume graph, the isomers of C₄H₉Cl, and the freezing
point of a calcium chloride solution."""

import math

from matplotlib.axes import Axes

from .figures import figure


@figure("test11_chem_displacement")
def _displacement(ax: Axes) -> None:
    columns = ["MgSO₄(aq)", "ZnSO₄(aq)", "CuSO₄(aq)"]
    rows = {"Mg": ["–", "yes", "yes"], "Zn": ["no", "–", "yes"], "Cu": ["no", "no", "–"]}
    ax.text(0.2, 3.5, "metal", fontsize=9, weight="bold")
    for j, name in enumerate(columns):
        ax.text(1.6 + 1.6 * j, 3.5, name, ha="center", fontsize=9, weight="bold")
    for i, (metal, results) in enumerate(rows.items()):
        y = 2.6 - 0.9 * i
        ax.text(0.4, y, metal, fontsize=10)
        for j, result in enumerate(results):
            ax.text(1.6 + 1.6 * j, y, result, ha="center", fontsize=10)
    for y in (3.25, 2.35, 1.45):
        ax.plot([0, 5.6], [y, y], color="#999999", linewidth=0.8)
    ax.text(2.8, -0.2, "yes = a reaction is seen; no = no reaction", ha="center", fontsize=8)
    ax.set_xlim(0, 5.6)
    ax.set_ylim(-0.5, 4)
    ax.axis("off")


@figure("test11_chem_gas_volume")
def _gas_volume(ax: Axes) -> None:
    times = [0.5 * k for k in range(161)]
    volumes = [60 * (1 - math.exp(-t / 15.13)) for t in times]
    ax.plot(times, volumes, color="#08519c")
    ax.plot([20], [44], "o", color="black", markersize=4)
    ax.annotate("(20 s, 44 cm³)", xy=(20, 44), xytext=(26, 36), fontsize=8)
    ax.axhline(60, color="#999999", linestyle="--", linewidth=0.8)
    ax.text(62, 61.5, "60 cm³", fontsize=8)
    ax.set_xlabel("time / s")
    ax.set_ylabel("volume of H₂ / cm³")
    ax.set_xlim(0, 80)
    ax.set_ylim(0, 70)


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "Describe how you would recover each of the three substances from a dry mixture of sand, "
        "table salt and iron filings.",
        "reference_answer": "remove the iron with a magnet; dissolve the salt in water and filter off the sand; "
        "evaporate the filtrate to get the salt",
        "steps": [
            (
                "Step 1: First run a magnet over the dry mixture, which picks up the iron filings because iron is "
                "magnetic while sand and salt are not.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Stir what is left into warm water, so that the salt dissolves and the sand, which is "
                "insoluble, stays behind as a solid.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Filter the mixture; the sand is left on the filter paper as the residue, and it can be "
                "rinsed and dried, while the salt solution passes through as the filtrate.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Heat the filtrate in an evaporating dish until most of the water has boiled off, then leave "
                "it to dry so that the salt crystals are left.\n\nFinal answer: magnet for the iron, dissolving and "
                "filtering for the sand, evaporation for the salt.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test11_chem_displacement"],
        "question": "<image_1> shows the results of adding three metals to solutions of their sulfates. Put "
        "magnesium, zinc and copper in order of reactivity, and write the ionic equation for the reaction of zinc "
        "with copper(II) sulfate solution.",
        "reference_answer": "Mg > Zn > Cu; Zn(s) + Cu²⁺(aq) → Zn²⁺(aq) + Cu(s)",
        "steps": [
            (
                "A more reactive metal displaces a less reactive one from a solution of its salt, so we can rank "
                "the metals by how many displacements each one makes.\n\n"
                "**Step 1:** Magnesium reacts with both zinc sulfate and copper(II) sulfate, which makes it the most "
                "reactive of the three.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** In the copper row, copper reacts with zinc sulfate solution but not with magnesium "
                "sulfate.",
                0,
                "VI",
                "The table shows 'no' for copper in zinc sulfate: copper reacts with neither solution.",
            ),
            (
                "**Step 3:** Since copper displaces zinc, copper must lie above zinc, and therefore the order is "
                "Mg > Cu > Zn.",
                0,
                "carried",
                "The rule is applied correctly to a misread result; copper displaces nothing, while zinc displaces "
                "copper, so the order is Mg > Zn > Cu.",
            ),
            (
                "**Step 4:** For zinc in copper(II) sulfate, the sulfate ions are spectators, so the ionic equation "
                "is $\\text{Zn(s)} + \\text{Cu}^{2+}\\text{(aq)} \\rightarrow \\text{Zn}^{2+}\\text{(aq)} + "
                "\\text{Cu(s)}$.\n\n**Final Answer:** Mg > Cu > Zn; Zn(s) + Cu²⁺(aq) → Zn²⁺(aq) + Cu(s)",
                0,
                "carried",
                "The ionic equation is right, but the final order repeats step 3's; it should be Mg > Zn > Cu.",
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "Sodium hydrogencarbonate decomposes on heating: 2NaHCO₃(s) → Na₂CO₃(s) + H₂O(g) + CO₂(g). "
        "What volume of carbon dioxide, measured at room temperature and pressure (24.0 dm³/mol), is given off when "
        "10.0 g of sodium hydrogencarbonate is heated until it stops losing mass?",
        "reference_answer": "about 1.43 dm³",
        "steps": [
            (
                "**Step 1:** Using the relative atomic masses Na = 23.0, H = 1.0, C = 12.0 and O = 16.0, the "
                "molar mass of NaHCO₃ is $23.0 + 1.0 + 12.0 + 3 \\times 16.0 = 84.0$ g/mol.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The amount heated is therefore $n(\\text{NaHCO}_3) = \\frac{10.0}{84.0} = 0.119$ mol, "
                "and because it is heated until it stops losing mass, all of it decomposes.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The equation shows that each NaHCO₃ gives one CO₂, so the amount of carbon dioxide is "
                "also 0.119 mol.",
                0,
                "RE",
                "The balanced equation needs 2 NaHCO₃ for each CO₂, so n(CO₂) = 0.119 / 2 = 0.0595 mol.",
            ),
            (
                "**Step 4:** At room temperature and pressure one mole of any gas takes up 24.0 dm³, so "
                "$V = 0.119 \\times 24.0 = 2.86$ dm³.\n\n**Final Answer:** about 2.86 dm³ of CO₂",
                0,
                "carried",
                "The molar-volume step is right, but with 0.0595 mol the volume is about 1.43 dm³.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test11_chem_gas_volume"],
        "question": "A strip of zinc is dropped into excess dilute sulfuric acid, and <image_1> shows the volume of "
        "hydrogen collected. Find the average rate of reaction over the first 20 s, and explain why the curve "
        "levels off at 60 cm³.",
        "reference_answer": "2.2 cm³/s; the zinc has been used up",
        "steps": [
            (
                "**Step 1:** Reading the marked point on the graph, 44 cm³ of hydrogen has been collected after 20 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The average rate is the volume of gas divided by the time taken, "
                "$\\frac{44\\ \\text{cm}^3}{20\\ \\text{s}} = 2.2$ cm³/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The curve gets less steep as the reaction goes on because the zinc's surface is being "
                "eaten away, so there are fewer successful collisions per second with the acid's H⁺ ions.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since the acid is in excess, the zinc is the limiting reagent; once it has all reacted, "
                "no more hydrogen forms, which is why the volume stays at 60 cm³.\n\n"
                "**Final Answer:** 2.2 cm³/s; the curve levels off because the zinc has run out.",
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
        "question": "How many structural isomers have the molecular formula C₄H₉Cl? Name each of them.",
        "reference_answer": "4: 1-chlorobutane, 2-chlorobutane, 1-chloro-2-methylpropane, 2-chloro-2-methylpropane",
        "steps": [
            (
                "To count the isomers, we place the chlorine atom on every distinct carbon of each possible C₄ "
                "skeleton.\n\n1. Four carbon atoms can form two skeletons: the straight chain of butane and the "
                "branched chain of 2-methylpropane.",
                1,
                None,
                None,
            ),
            (
                "2. On the butane chain, putting Cl on an end carbon gives 1-chlorobutane, and putting it on the "
                "second carbon gives 2-chlorobutane.",
                1,
                None,
                None,
            ),
            (
                "3. Putting Cl on the third carbon of the chain gives 3-chlorobutane, which is a third isomer of the "
                "straight chain.",
                0,
                "KE",
                "By the IUPAC rule the chain is numbered from the end nearer the substituent, so '3-chlorobutane' "
                "is 2-chlorobutane again, not a new isomer.",
            ),
            (
                "4. On 2-methylpropane, Cl can sit on one of the three equivalent CH₃ carbons, which gives "
                "1-chloro-2-methylpropane, or on the central carbon, which gives 2-chloro-2-methylpropane.",
                1,
                None,
                None,
            ),
            (
                "5. Adding these up, we obtain 3 + 2 = 5 structural isomers.\n\n"
                "**Final Answer:** 5 (1-chlorobutane, 2-chlorobutane, 3-chlorobutane, 1-chloro-2-methylpropane and "
                "2-chloro-2-methylpropane)",
                0,
                "carried",
                "The count includes the duplicate from step 3; there are 2 + 2 = 4 isomers.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen2-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": [],
        "question": "2.22 g of anhydrous calcium chloride is dissolved in 250 g of water (Kf = 1.86 K·kg/mol). "
        "Predict the freezing point of the solution, assuming complete dissociation. The measured freezing point "
        "is −0.400 °C; what is the actual van 't Hoff factor?",
        "reference_answer": "about −0.446 °C; i ≈ 2.69",
        "steps": [
            (
                "Step 1: The molar mass of CaCl₂ is 40.1 + 2 × 35.5 = 111 g/mol, so n = 2.22 / 111 = 0.0200 mol.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The molality is the amount of solute per kilogram of solvent, "
                "m = 0.0200 mol / 0.250 kg = 0.0500 mol/kg.",
                0,
                "NC",
                "0.0200 / 0.250 = 0.0800 mol/kg.",
            ),
            (
                "Step 3: Because CaCl₂ → Ca²⁺ + 2Cl⁻, each formula unit breaks up into three ions, so the van 't "
                "Hoff factor is i = 3 if the dissociation is complete.",
                1,
                None,
                None,
            ),
            (
                "Step 4: By the freezing-point depression law, ΔTf = i·Kf·m = 3 × 1.86 × 0.0500 = 0.279 K, and "
                "therefore the predicted freezing point is −0.279 °C.",
                0,
                "carried",
                "The law is applied correctly, but with m = 0.0800 mol/kg ΔTf = 0.446 K, so the prediction is "
                "−0.446 °C.",
            ),
            (
                "Step 5: If the measured depression is 0.400 K, then i = ΔTf / (Kf·m) = 0.400 / (1.86 × 0.0500) "
                "= 4.30, which would mean more ions than the formula allows.\n\n"
                "Final answer: −0.279 °C predicted; i ≈ 4.30",
                0,
                "carried",
                "With m = 0.0800 mol/kg, i = 0.400 / (1.86 × 0.0800) ≈ 2.69, below 3 because of ion pairing.",
            ),
        ],
    },
]
