"""Fifth test set, Biology: actual size under a microscope, seed germination in salt water, a nonsense mutation,
logistic growth of yeast, a chi-square test on a test cross, an X-linked pedigree."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from . import t
from .figures import figure
from .test5set_math import bad, ok


@figure("test5_bio_germination")
def _germination(ax: Axes) -> None:
    salt = ["0", "0.5", "1.0", "1.5", "2.0"]
    germinated = [92, 85, 64, 38, 15]
    ax.bar(salt, germinated, color="tab:olive", edgecolor="black", width=0.6)
    for k, value in enumerate(germinated):
        ax.text(k, value + 2, f"{value}%", ha="center", fontsize=9)
    ax.set_ylim(0, 100)
    ax.set_xlabel("salt concentration (%)")
    ax.set_ylabel("seeds germinated (%)")
    ax.set_title("Cress seeds after 5 days", fontsize=10)


@figure("test5_bio_yeast_growth")
def _yeast_growth(ax: Axes) -> None:
    times = [k / 10 for k in range(0, 141)]
    ax.plot(times, [500 / (1 + 49 * math.exp(-0.649 * x)) for x in times], color="tab:brown", linewidth=2)
    ax.set_xticks(range(0, 15, 2))
    ax.set_yticks(range(0, 601, 100))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 14)
    ax.set_ylim(0, 600)
    ax.set_xlabel("time (h)")
    ax.set_ylabel("yeast cells (× 10³ per mL)")


@figure("test5_bio_pedigree")
def _pedigree(ax: Axes) -> None:
    ax.add_patch(Rectangle((0.6, 2.6), 0.8, 0.8, fill=False, edgecolor="black", linewidth=1.2))
    ax.add_patch(Circle((4, 3), 0.4, fill=False, edgecolor="black", linewidth=1.2))
    ax.plot([1.4, 3.6], [3, 3], color="black")
    ax.plot([2.5, 2.5, 2.5], [3, 2, 2], color="black")
    ax.plot([1, 4], [2, 2], color="black")
    ax.plot([1, 1], [2, 1.4], color="black")
    ax.plot([4, 4], [2, 1.4], color="black")
    ax.add_patch(Rectangle((0.6, 0.6), 0.8, 0.8, facecolor="black", edgecolor="black"))
    ax.add_patch(Circle((4, 1), 0.4, fill=False, edgecolor="black", linewidth=1.2))
    ax.text(1, 3.6, "I-1", ha="center", fontsize=9)
    ax.text(4, 3.6, "I-2", ha="center", fontsize=9)
    ax.text(1, 0.1, "II-1", ha="center", fontsize=9)
    ax.text(4, 0.1, "II-2", ha="center", fontsize=9)
    ax.text(5.2, 2.2, "■ affected male\n□ unaffected male\n○ unaffected female", fontsize=8, va="center")
    ax.set_xlim(0, 7.5)
    ax.set_ylim(-0.3, 4)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "Under a light microscope with a 10× eyepiece and a 40× objective lens, the image of a cheek cell "
        "measures 24 mm across. What is the actual width of the cell in micrometres?",
        "reference_answer": "60 µm",
        "steps": [
            ok("**Step 1:** The total magnification is the product of the two lenses: $10 \\times 40 = 400\\times$."),
            ok(
                "**Step 2:** The actual size is the image size divided by the magnification, because the microscope "
                "makes the cell look 400 times wider than it really is."
            ),
            bad(
                "**Step 3:** Substituting the values, we get $24\\ \\text{mm} \\div 400 = 0.6$ mm.",
                "NC",
                "24 ÷ 400 = 0.06 mm.",
            ),
            bad(
                t("""
                **Step 4:** Since 1 mm = 1000 µm, the width is $0.6 \\times 1000 = 600$ µm.

                **Final answer:** 600 µm
                """),
                "carried",
                "The unit conversion is right but starts from the wrong 0.6 mm of step 3; the cell is 60 µm wide.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test5_bio_germination"],
        "question": "According to <image_1>, which salt concentration gave the highest germination, and by how many "
        "percentage points did germination fall between 0% and 2% salt? Explain why salt reduces germination.",
        "reference_answer": "0% salt (92%); a fall of 77 percentage points; salty water has a lower water potential, "
        "so the seeds cannot take up enough water by osmosis to germinate",
        "steps": [
            ok(
                t("""
                Here's how I'd read the chart and then explain the trend.

                1. **Highest germination:** the tallest bar is at 0% salt, where 92% of the seeds germinated.
                """)
            ),
            ok(
                "2. **Fall from 0% to 2%:** at 2% salt only 15% of the seeds germinated, so the fall is "
                "$92 - 15 = 77$ percentage points."
            ),
            bad(
                t("""
                3. **Why salt reduces germination:** the salt solution contains more water than the cells of the
                seed, so water rushes into the seed by osmosis until the cells burst, which kills the embryo before
                it can grow.

                **Final answer:** germination is highest at 0% salt (92%) and falls by 77 percentage points at 2%
                salt, because water floods into the seeds and bursts their cells.
                """),
                "KE",
                "Salt water has a lower water potential than the seed, so water does not flood in: the seed cannot "
                "absorb enough water (it may even lose some) to start germinating.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "The template strand of a short gene reads 3'-TAC GGA TTC ACT-5'. (a) Write the mRNA and the "
        "peptide it codes for. (b) A point mutation changes the third template triplet from TTC to ATC. What is the "
        "effect on the protein? (AUG = Met, CCU = Pro, AAG = Lys; UAG and UGA are stop codons)",
        "reference_answer": "(a) 5'-AUG CCU AAG UGA-3', Met–Pro–Lys; (b) the codon becomes the stop codon UAG, a "
        "nonsense mutation that shortens the peptide to Met–Pro",
        "steps": [
            ok(
                "Step 1: The mRNA is complementary and antiparallel to the template strand, with U in place of T, so "
                "3'-TAC GGA TTC ACT-5' is transcribed into 5'-AUG CCU AAG UGA-3'."
            ),
            ok(
                "Step 2: Reading the codons from the 5' end, AUG = Met, CCU = Pro, AAG = Lys and UGA = stop, so the "
                "peptide is Met–Pro–Lys."
            ),
            ok(
                "Step 3: After the mutation the third template triplet is 3'-ATC-5', which is transcribed into the "
                "codon 5'-UAG-3'."
            ),
            bad(
                "Step 4: Because only one base of the gene has changed, the protein keeps the same length and at "
                "most one amino acid differs, so the mutation has little effect.",
                "RE",
                "UAG is a stop codon, so translation ends after Met–Pro: a nonsense mutation that truncates the peptide.",
            ),
            bad(
                "Step 5: Final answer: (a) mRNA 5'-AUG CCU AAG UGA-3', peptide Met–Pro–Lys; (b) a substitution that "
                "changes at most one amino acid, so the protein is almost unchanged.",
                "carried",
                "Part (a) is right but part (b) repeats the wrong conclusion of step 4.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test5_bio_yeast_growth"],
        "question": "<image_1> shows the growth of a yeast population in a flask of nutrient broth. Estimate the "
        "carrying capacity, say roughly when the population grows fastest, and explain why growth slows afterwards.",
        "reference_answer": "K ≈ 500 × 10³ cells/mL; fastest at about 6 h; nutrients run out and wastes accumulate",
        "steps": [
            ok(
                "### Step 1: Carrying capacity\nThe curve levels off at about 500 (× 10³ cells per mL) after roughly "
                "12 h, so the carrying capacity is K ≈ 500 × 10³ cells/mL."
            ),
            ok(
                "### Step 2: Fastest growth\nIn logistic growth the rate "
                "$\\frac{dN}{dt} = rN\\left(1 - \\frac{N}{K}\\right)$ is largest when $N = K/2 = 250$, and the curve "
                "passes 250 at about t = 6 h, which is also where it is steepest."
            ),
            ok(
                t("""
                ### Step 3: Why growth slows
                As the population grows, the sugar in the broth is used up while ethanol and other wastes build up,
                so the birth rate falls and the death rate rises until the two balance at K.

                **Final answer:** K ≈ 500 × 10³ cells/mL; growth is fastest at about 6 h; it then slows because
                nutrients run out and toxic wastes accumulate.
                """)
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "In a test cross of a dihybrid fruit fly (AaBb × aabb), 200 offspring fall into four phenotype "
        "classes with counts 58, 44, 47 and 51. Use a χ² test at the 5% level to decide whether the data fit the "
        "expected 1:1:1:1 ratio (critical value for 3 degrees of freedom = 7.815).",
        "reference_answer": "χ² = 2.20 < 7.815, so the data fit the 1:1:1:1 ratio",
        "steps": [
            ok(
                "**Step 1: Expected counts.** A 1:1:1:1 ratio splits the 200 offspring equally, so each class is "
                "expected to contain $200 / 4 = 50$ flies."
            ),
            ok(
                "**Step 2: Contributions.** The term $\\frac{(O-E)^2}{E}$ for each class is "
                "$\\frac{8^2}{50} = 1.28$, $\\frac{6^2}{50} = 0.72$, $\\frac{3^2}{50} = 0.18$ and "
                "$\\frac{1^2}{50} = 0.02$."
            ),
            ok(
                "**Step 3: Test statistic.** Adding these gives $\\chi^2 = 1.28 + 0.72 + 0.18 + 0.02 = 2.20$, with "
                "$4 - 1 = 3$ degrees of freedom."
            ),
            ok(
                t("""
                **Step 4: Decision.** Since 2.20 < 7.815, the deviation from 1:1:1:1 is small enough to be due to
                chance, and therefore we do not reject the hypothesis that the two genes assort independently.

                **Final answer:** χ² = 2.20 (df = 3) < 7.815, so the data fit the 1:1:1:1 ratio.
                """)
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test5_bio_pedigree"],
        "question": "The trait in the pedigree of <image_1> is X-linked recessive. II-2 marries an unaffected man. "
        "What is the probability that their first child is an affected boy?",
        "reference_answer": "1/8",
        "steps": [
            ok(
                "Step 1: II-1 is an affected son of unaffected parents, and because a son's X chromosome comes from "
                "his mother, I-2 must be a carrier ($X^A X^a$) while I-1 is $X^A Y$."
            ),
            ok(
                "Step 2: II-2 received $X^A$ from her father and either $X^A$ or $X^a$ from her mother, so the "
                "probability that she is a carrier is $\\frac{1}{2}$."
            ),
            ok(
                "Step 3: If II-2 is a carrier, then each of her sons has a $\\frac{1}{2}$ chance of receiving $X^a$, "
                "while her husband ($X^A Y$) has no recessive allele to pass on."
            ),
            bad(
                t("""
                Step 4: So the probability that the child is an affected boy is
                $P = \\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}$.

                Final answer: $\\frac{1}{4}$
                """),
                "QU",
                "That is P(affected | son); the question asks for the first child being an affected boy, which also "
                "needs the ½ chance of a boy: ½ × ½ × ½ = 1/8.",
            ),
        ],
    },
]
