"""Eighth test set, Biology: energy along a food chain, a digestive enzyme's pH curve, a root-tip cell count, potato osmosis, a seed respirometer, DNA base counts."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test8_bio_enzyme_ph")
def _enzyme_ph(ax: Axes) -> None:
    ph = [0, 1, 1.5, 2, 2.5, 3, 4, 5, 6]
    rate = [5, 55, 85, 100, 88, 62, 25, 6, 0]
    ax.plot(ph, rate, color="tab:orange", marker=".")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 110)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("pH")
    ax.set_ylabel("relative rate of reaction (%)")
    ax.set_title("Activity of a protein-digesting enzyme", fontsize=9)


@figure("test8_bio_mitosis")
def _mitosis(ax: Axes) -> None:
    stages = ["interphase", "prophase", "metaphase", "anaphase", "telophase"]
    counts = [180, 12, 4, 2, 2]
    ax.bar(stages, counts, color="tab:cyan", edgecolor="black")
    for k, n in enumerate(counts):
        ax.text(k, n + 3, str(n), ha="center", fontsize=8)
    ax.set_ylim(0, 200)
    ax.set_ylabel("number of cells")
    ax.set_title("Cells counted in an onion root-tip squash", fontsize=9)
    ax.tick_params(axis="x", labelsize=8)


@figure("test8_bio_respirometer")
def _respirometer(ax: Axes) -> None:
    ax.plot([0, 2, 4, 6, 8, 10], [0, 6, 12, 18, 24, 30], color="tab:brown", marker="o")
    ax.set_xticks(range(0, 11, 2))
    ax.set_yticks(range(0, 36, 5))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 35)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("distance moved by coloured drop (mm)")
    ax.set_title("Respirometer with germinating peas", fontsize=9)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "In the food chain grass → grasshopper → frog → snake, the grass captures 20 000 kJ of energy. "
        "If about 10% of the energy passes from each level to the next, how much reaches the snake?",
        "reference_answer": "about 20 kJ",
        "steps": [
            (
                "**Step 1:** The grasshopper, which eats the grass, receives 10% of 20 000 kJ, that is 2000 kJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The frog then gets 10% of the grasshopper's 2000 kJ, so 200 kJ reaches it.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since the snake is the fourth organism in the chain, the energy is cut down four "
                "times, and the snake receives 10% of 200 kJ and then 10% again, i.e. 2 kJ.\n\n"
                "**Final Answer:** 2 kJ",
                0,
                "RE",
                "Four organisms mean only three transfers; the snake gets 10% of the frog's 200 kJ, about 20 kJ.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test8_bio_enzyme_ph"],
        "question": "<image_1> shows how the activity of a protein-digesting enzyme depends on pH. What is its "
        "optimum pH, and in which organ of the human digestive system is it most likely to work?",
        "reference_answer": "pH 2; the stomach (it behaves like pepsin)",
        "steps": [
            (
                "**Step 1:** The curve in <image_1> peaks at a relative rate of 100% when the pH is 2, so the "
                "enzyme's optimum pH is 2.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** A pH of 2 is strongly acidic, and the stomach's lining secretes hydrochloric acid, "
                "which keeps the stomach contents at about that pH.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Because the enzyme digests protein and works best in acid, it behaves like pepsin, "
                "which breaks proteins down in the stomach.\n\n**Final Answer:** optimum pH 2; the stomach",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test8_bio_mitosis"],
        "question": "<image_1> gives the numbers of cells at each stage in a squash of an onion root tip. Calculate "
        "the mitotic index, and estimate how long prophase lasts if the whole cell cycle takes 24 hours.",
        "reference_answer": "mitotic index 10%; prophase about 1.4 h",
        "steps": [
            (
                "Step 1: Adding the bars in <image_1>, the total number of cells is 180 + 12 + 4 + 2 + 2 = 200.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The mitotic index is the fraction of cells that are dividing, so it is "
                "$\\dfrac{12 + 4 + 2 + 2}{200} = \\dfrac{20}{200} = 10\\%$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: If the cells are dividing at random times, then the share of cells in a stage is "
                "the share of the cycle that stage takes up, so prophase lasts "
                "$\\dfrac{12}{200} \\times 24\\ \\text{h} \\approx 1.4$ h.\n\n"
                "Final answer: mitotic index 10%, prophase about 1.4 h",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A potato cylinder weighing 2.50 g is left in 0.6 mol/L sucrose solution for an hour, after "
        "which it weighs 2.20 g. Calculate the percentage change in mass and explain it.",
        "reference_answer": "−12%; water left the cells by osmosis because the solution had a lower water potential",
        "steps": [
            (
                "### Step 1\nThe change in mass is 2.20 g − 2.50 g = −0.30 g, so the cylinder lost mass.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe percentage change is $\\dfrac{-0.30}{2.50} \\times 100\\% = -12\\%$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nThe potato lost mass because water moved by osmosis from the sucrose solution, "
                "which has the higher water potential, into the potato's cells.\n\n"
                "**Final answer:** −12%; water moved into the cells by osmosis",
                0,
                "KE",
                "A mass loss means water left the cells: the concentrated sucrose solution has the lower water "
                "potential, so water moved out of the potato by osmosis.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test8_bio_respirometer"],
        "question": "<image_1> shows how far a coloured drop moves along the capillary of a respirometer holding "
        "germinating peas (carbon dioxide is absorbed by soda lime). The capillary's internal diameter is "
        "1.0 mm. Calculate the rate of oxygen uptake in mm³ per minute.",
        "reference_answer": "about 2.4 mm³/min",
        "steps": [
            (
                "Since the soda lime soaks up the CO₂ the peas give out, the drop moves only because oxygen is "
                "used up.\n\n**Step 1:** From <image_1>, the drop moves 30 mm in 10 minutes.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The volume of gas taken up is that of a cylinder, $V = \\pi r^2 h$, and with "
                "r = 1.0 mm this gives $V = \\pi \\times 1.0^2 \\times 30 \\approx 94.2$ mm³.",
                0,
                "QU",
                "The question gives 1.0 mm as the diameter, so r = 0.50 mm and V = π × 0.25 × 30 ≈ 23.6 mm³.",
            ),
            (
                "**Step 3:** Dividing by the time, the rate of oxygen uptake is $94.2 \\div 10 \\approx 9.4$ "
                "mm³/min.\n\n**Final Answer:** about 9.4 mm³ of O₂ per minute",
                0,
                "carried",
                "Carried error: divides step 2's volume correctly; the rate is 23.6 ÷ 10 ≈ 2.4 mm³/min.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A double-stranded DNA molecule of 5000 base pairs contains 30% adenine. How many cytosine "
        "bases does it contain, and how many hydrogen bonds hold its two strands together?",
        "reference_answer": "2000 cytosines; 12 000 hydrogen bonds",
        "steps": [
            (
                "1. The molecule has 5000 pairs, so it holds 2 × 5000 = 10 000 bases in all.",
                1,
                None,
                None,
            ),
            (
                "2. By Chargaff's rule A = T and G = C, so thymine is also 30%, and G and C share the remaining "
                "40% equally, which makes cytosine 20%, i.e. $0.20 \\times 10\\,000 = 2000$ bases.",
                1,
                None,
                None,
            ),
            (
                "3. There are then 3000 A–T pairs and 2000 G–C pairs, because each A sits opposite a T and each "
                "G opposite a C.",
                1,
                None,
                None,
            ),
            (
                "4. An A–T pair is held by 2 hydrogen bonds while a G–C pair is held by 3, so the total is "
                "$3000 \\times 2 + 2000 \\times 3 = 12\\,000$.\n\n"
                "**Final Answer:** 2000 cytosine bases and 12 000 hydrogen bonds",
                1,
                None,
                None,
            ),
        ],
    },
]
