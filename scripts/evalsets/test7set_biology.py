"""Seventh test set, Biology: blood transfusion, quadrat sampling, mark–release–recapture, kidney filtration, gene mapping, Simpson's diversity index."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test7_bio_quadrats")
def _quadrats(ax: Axes) -> None:
    counts = [3, 5, 2, 4, 6]
    spots = [(0.2, 0.3), (0.7, 0.6), (0.4, 0.8), (0.8, 0.2), (0.3, 0.55), (0.55, 0.35)]
    for k, count in enumerate(counts):
        x0 = k * 1.4
        ax.add_patch(Rectangle((x0, 0), 1.0, 1.0, fill=False, edgecolor="black"))
        for sx, sy in spots[:count]:
            ax.plot(x0 + sx, sy, marker="*", color="gold", markeredgecolor="black", markersize=9)
        ax.text(x0 + 0.5, -0.25, f"Q{k + 1}", ha="center", fontsize=9)
    ax.text(3.3, 1.25, "each quadrat is 1 m × 1 m; ★ = one daisy plant", ha="center", fontsize=8)
    ax.set_xlim(-0.2, 6.8)
    ax.set_ylim(-0.5, 1.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test7_bio_nephron_table")
def _nephron_table(ax: Axes) -> None:
    rows = [
        ["Substance", "Blood plasma", "Filtrate", "Urine"],
        ["Protein", "8.0", "0.0", "0.0"],
        ["Glucose", "0.10", "0.10", "0.0"],
        ["Urea", "0.03", "0.03", "2.0"],
        ["Sodium ions", "0.32", "0.32", "0.35"],
    ]
    table = ax.table(cellText=rows, loc="center", cellLoc="center")
    table.auto_set_font_size(False)
    table.set_fontsize(9)
    table.scale(1.0, 1.5)
    ax.set_title("Concentration (g per 100 cm³)", fontsize=9)
    ax.axis("off")


@figure("test7_bio_site1")
def _site1(ax: Axes) -> None:
    ax.bar(["P", "Q", "R", "S"], [10, 10, 10, 10], color="tab:green")
    ax.set_ylim(0, 36)
    ax.set_ylabel("number of individuals")
    ax.set_title("Site 1 (40 individuals)", fontsize=9)
    ax.grid(axis="y", linestyle=":", color="gray")


@figure("test7_bio_site2")
def _site2(ax: Axes) -> None:
    ax.bar(["P", "Q", "R", "S"], [34, 2, 2, 2], color="tab:brown")
    ax.set_ylim(0, 36)
    ax.set_ylabel("number of individuals")
    ax.set_title("Site 2 (40 individuals)", fontsize=9)
    ax.grid(axis="y", linestyle=":", color="gray")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A patient with blood group B needs a transfusion. From donors of groups A, B, AB and O, which "
        "donors' red blood cells can she safely receive, and why?",
        "reference_answer": "groups B and O",
        "steps": [
            (
                "**Step 1:** A person with group B has B antigens on the red blood cells and anti-A antibodies in "
                "the plasma, which means any donated cells carrying A antigens would be attacked and clump together.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Group B donors are safe, because their cells carry only B antigens, which the patient's "
                "immune system already treats as its own.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Group AB donors are also safe, since their cells contain the B antigen that the "
                "patient recognises.",
                0,
                "KE",
                "AB cells also carry the A antigen, which the patient's anti-A antibodies attack, so AB blood is not safe "
                "for her.",
            ),
            (
                "**Step 4:** Group O cells carry no A or B antigens, so nothing in them is attacked, while group A "
                "is unsafe.\n\n**Final answer:** she can receive blood from groups B, AB and O.",
                0,
                "carried",
                "Carried error: the reasoning about O and A is right, but the final list keeps AB from step 3; only B "
                "and O are safe.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test7_bio_quadrats"],
        "question": "A student places five 1 m² quadrats at random in a 50 m × 20 m field and counts the daisy plants "
        "in each, as shown in <image_1>. Estimate the number of daisies in the whole field.",
        "reference_answer": "about 4000",
        "steps": [
            (
                "Step 1: Counting the plants in the quadrats gives 3, 5, 2, 4 and 6, so the total is "
                "3 + 5 + 2 + 4 + 6 = 20 daisies in 5 m².",
                1,
                None,
                None,
            ),
            (
                "Step 2: The mean density is therefore 20 ÷ 5 = 4 daisies per m².",
                1,
                None,
                None,
            ),
            (
                "Step 3: The field's area is 50 m × 20 m = 1000 m², and if the quadrats are representative, then "
                "the population is about 4 × 1000 = 4000 daisies.\n\nFinal answer: about 4000 daisies",
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
        "images": [],
        "question": "To estimate the number of woodlice under the logs of a garden, an ecologist captures and marks 40, "
        "releases them, and a week later captures 50, of which 8 are marked. Estimate the population and state two "
        "assumptions of the method.",
        "reference_answer": "about 250",
        "steps": [
            (
                "### Step 1: The Lincoln–Petersen index\nThe mark–release–recapture method sets up the proportion "
                "$\\dfrac{M}{N} = \\dfrac{m}{n}$, where M is the number first marked, n the size of the second sample "
                "and m the marked animals in it.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Estimate\nRearranging gives $N = \\dfrac{Mn}{m}$, and substituting the values, we get "
                "$N = \\dfrac{40 \\times 50}{8} = 250$ woodlice.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Assumptions\nThe marks must not fall off or make the woodlice easier for predators to "
                "find, and the marked animals must mix fully back into the population while no births, deaths or "
                "migration take place between the two samples.\n\n**Final answer:** about 250 woodlice",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test7_bio_nephron_table"],
        "question": "<image_1> gives concentrations of four substances in the blood plasma, the glomerular filtrate "
        "and the urine of a healthy person. Which substance is not filtered, which is completely reabsorbed, and "
        "which is concentrated the most in the urine?",
        "reference_answer": "protein is not filtered; glucose is fully reabsorbed; urea is the most concentrated",
        "steps": [
            (
                "**Step 1:** Protein is at 8.0 in the plasma but 0.0 in the filtrate, which shows it does not pass "
                "into the filtrate, because protein molecules are too large to get through the glomerulus's filter.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Glucose appears in the filtrate at 0.10 but at 0.0 in the urine, so all of it is taken "
                "back into the blood, which happens by active transport in the proximal convoluted tubule.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Comparing urine with filtrate, sodium ions rise from 0.32 to 0.35 while urea stays at "
                "0.03, so sodium ions are the substance concentrated the most.",
                0,
                "VI",
                "The table gives urea at 2.0 in the urine, not 0.03; urea is concentrated about 67 times, far more "
                "than sodium ions.",
            ),
            (
                "**Step 4:** Summing up, protein is not filtered, glucose is completely reabsorbed and sodium ions are "
                "concentrated the most.\n\n**Final answer:** protein; glucose; sodium ions",
                0,
                "carried",
                "Carried error: the first two answers are right, but the third repeats the misreading of step 3; it "
                "is urea.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "Three linked genes on one chromosome give these recombination frequencies: A–B 16%, B–C 9% and "
        "A–C 25%. What is the order of the genes, and how far apart, in map units, are A and C?",
        "reference_answer": "A–B–C; 25 map units",
        "steps": [
            (
                "Step 1: One map unit (centimorgan) corresponds to a recombination frequency of 1%, so the "
                "distances are A–B = 16, B–C = 9 and A–C = 25 map units.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Because A–C is the largest distance, A and C must be the two genes closest together, "
                "and so B lies outside them.",
                0,
                "RE",
                "The largest distance belongs to the two outer genes; since 16 + 9 = 25, B lies between A and C.",
            ),
            (
                "Step 3: Placing B outside the pair gives the order B–A–C.\n\nFinal answer: B–A–C; A and C are "
                "25 map units apart",
                0,
                "carried",
                "Carried error: the distance is right, but the order follows the wrong inference of step 2; it is "
                "A–B–C.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test7_bio_site1", "test7_bio_site2"],
        "question": "<image_1> and <image_2> show the counts of four plant species P–S at two sites. Calculate "
        "Simpson's diversity index, D = 1 − Σn(n − 1) / [N(N − 1)], for each site and say which is more diverse.",
        "reference_answer": "site 1: about 0.77; site 2: about 0.28; site 1 is more diverse",
        "steps": [
            (
                "Both sites hold N = 40 individuals, so the denominator is $N(N - 1) = 40 \\times 39 = 1560$ for "
                "each.\n\n1. For site 1, every species has 10 individuals, which gives "
                "$\\sum n(n - 1) = 4 \\times (10 \\times 9) = 360$.",
                1,
                None,
                None,
            ),
            (
                "2. Substituting the values, we get $D_1 = 1 - \\dfrac{360}{1560} = 1 - 0.231 = 0.769$.",
                1,
                None,
                None,
            ),
            (
                "3. For site 2, the counts are 34, 2, 2 and 2, so "
                "$\\sum n(n - 1) = 34 \\times 33 + 3 \\times (2 \\times 1) = 1122 + 6 = 1128$, and "
                "$D_2 = 1 - \\dfrac{1128}{1560} = 1 - 0.723 = 0.277$.",
                1,
                None,
                None,
            ),
            (
                "4. Although both sites have the same four species, site 1 scores higher because its individuals "
                "are spread evenly, while site 2 is dominated by species P.\n\n"
                "**Final answer:** D₁ ≈ 0.77, D₂ ≈ 0.28; site 1 is more diverse",
                1,
                None,
                None,
            ),
        ],
    },
]
