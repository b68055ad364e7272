"""Seventeenth test set, Biology: food tests read from a results table, a training heart-rate range, a paternity
question answered from DNA fingerprints, the DNA content of a cell through mitosis and meiosis, a life table's net
reproductive rate and generation time, and Michaelis–Menten rates with a competitive inhibitor."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


def _table(ax: Axes, rows: list[list[str]], widths: list[float]) -> None:
    height = 1.0
    for r, row in enumerate(rows):
        x = 0.0
        y = -r * height
        for text, width in zip(row, widths, strict=True):
            shade = "#deebf7" if r == 0 else "white"
            ax.add_patch(Rectangle((x, y), width, height, facecolor=shade, edgecolor="black"))
            ax.text(x + width / 2, y + height / 2, text, ha="center", va="center", fontsize=9)
            x += width
    ax.set_xlim(-0.2, sum(widths) + 0.2)
    ax.set_ylim(-len(rows) * height + 0.8, 1.2)
    ax.axis("off")


@figure("test17_bio_foodtests")
def _foodtests(ax: Axes) -> None:
    _table(
        ax,
        [
            ["food", "Benedict's (heated)", "biuret", "iodine"],
            ["A", "brick-red", "blue", "blue-black"],
            ["B", "blue", "purple", "orange-brown"],
            ["C", "blue", "blue", "blue-black"],
            ["D", "brick-red", "purple", "orange-brown"],
        ],
        [1.2, 3.2, 2.0, 2.6],
    )


@figure("test17_bio_gel")
def _gel(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 8, 10, facecolor="#f0f0f0", edgecolor="black"))
    lanes = {"mother": (1.0, [8, 4]), "child": (3.0, [8, 6]), "man 1": (5.0, [6, 2]), "man 2": (7.0, [7, 3])}
    for name, (x, bands) in lanes.items():
        ax.add_patch(Rectangle((x - 0.6, 9.3), 1.2, 0.4, facecolor="white", edgecolor="black"))
        ax.text(x, 10.4, name, ha="center", fontsize=9)
        for y in bands:
            ax.add_patch(Rectangle((x - 0.6, y - 0.15), 1.2, 0.3, facecolor="#252525"))
    ax.annotate("", xy=(8.7, 1), xytext=(8.7, 9), arrowprops={"arrowstyle": "->"})
    ax.text(8.9, 5, "direction of\nmovement", fontsize=8, va="center")
    ax.set_xlim(-0.5, 11)
    ax.set_ylim(-0.5, 11)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test17_bio_lifetable")
def _lifetable(ax: Axes) -> None:
    _table(
        ax,
        [
            ["age x (years)", "survivorship lₓ", "fecundity mₓ"],
            ["0", "1.00", "0"],
            ["1", "0.50", "2"],
            ["2", "0.20", "4"],
            ["3", "0.05", "2"],
        ],
        [2.6, 2.8, 2.6],
    )


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test17_bio_foodtests"],
        "question": "<image_1> shows the results of three food tests on four foods, A to D. Which foods contain a "
        "reducing sugar, which contain protein, and which contain starch?",
        "reference_answer": "reducing sugar: A and D; protein: B and D; starch: A and C",
        "steps": [
            (
                "Step 1: Benedict's solution turns from blue to brick-red when it is heated with a reducing sugar, "
                "biuret solution turns from blue to purple with protein, and iodine solution turns from orange-brown "
                "to blue-black with starch.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In the Benedict's column of <image_1>, foods A and D give a brick-red colour, so they "
                "contain a reducing sugar.",
                1,
                None,
                None,
            ),
            (
                "Step 3: In the biuret column, foods B and D turn purple, which shows that they contain protein.",
                1,
                None,
                None,
            ),
            (
                "Step 4: In the iodine column, only food A turns blue-black while the others stay orange-brown, so "
                "only A contains starch.\n\nFinal answer: reducing sugar: A, D; protein: B, D; starch: A",
                0,
                "VI",
                "The table shows that food C also turns blue-black with iodine, so both A and C contain starch.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A fitness guide estimates a person's maximum heart rate as 220 − age (in beats per minute), and "
        "says that aerobic training should keep the heart rate between 60% and 80% of this maximum. What is the "
        "training range for a 40-year-old, and is a heart rate of 150 beats per minute inside it?",
        "reference_answer": "108 to 144 beats per minute; 150 is above the range",
        "steps": [
            (
                "**Step 1:** Using the guide's formula, the 40-year-old's maximum heart rate is "
                "$220 - 40 = 180$ beats per minute.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The lower limit is 60% of the maximum, $0.60 \\times 180 = 108$ beats per minute, while "
                "the upper limit is $0.80 \\times 180 = 144$ beats per minute.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since 150 is greater than 144, a heart rate of 150 beats per minute lies above the "
                "training range. This means the person is working harder than the guide advises for aerobic "
                "training, so they should slow down a little.\n\n**Final Answer:** 108–144 beats per minute; 150 is "
                "above the range",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test17_bio_gel"],
        "question": "<image_1> shows DNA fingerprints of a mother, her child and two men, produced by gel "
        "electrophoresis. Which of the men could be the child's biological father? Explain your answer.",
        "reference_answer": "Man 1 could be the father; man 2 cannot",
        "steps": [
            (
                "The key idea is that a child inherits each of its bands from one parent or the other.\n\n"
                "### Step 1\nIn gel electrophoresis the DNA fragments move away from the wells, and smaller "
                "fragments travel further, so two bands at the same level in different lanes are fragments of the "
                "same length.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe child in <image_1> has two bands. The upper one sits at the same level as the "
                "mother's upper band, so the child could have inherited it from her.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nThe child's lower band does not match either of the mother's bands, which means it must "
                "have come from the biological father. Man 1 has a band at exactly this level, while man 2's bands "
                "sit at different levels.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nMan 2 is therefore excluded, whereas man 1 could be the father. The result does not "
                "prove that he is, because other men might share the same band.\n\n"
                "**Final answer:** Man 1 could be the biological father; man 2 cannot be.",
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
        "question": "A diploid animal cell in G1 contains 12 pg of DNA. How much DNA is in (a) the cell in G2, (b) each "
        "daughter cell after mitosis, (c) each cell at the end of meiosis I and (d) each gamete at the end of "
        "meiosis II?",
        "reference_answer": "(a) 24 pg (b) 12 pg (c) 12 pg (d) 6 pg",
        "steps": [
            (
                "1. **(a)** During S phase every chromosome is copied, so the DNA content doubles and a cell in G2 "
                "holds $2 \\times 12 = 24$ pg.",
                1,
                None,
                None,
            ),
            (
                "2. **(b)** Mitosis shares the replicated DNA equally between two daughter cells, so each one "
                "receives $24 \\div 2 = 12$ pg, which is the same as the original cell in G1.",
                1,
                None,
                None,
            ),
            (
                "3. **(c)** Meiosis I halves the chromosome number, so each cell at the end of meiosis I has half "
                "of the G1 amount, $12 \\div 2 = 6$ pg.",
                0,
                "KE",
                "Meiosis I starts from the replicated 24 pg and separates the homologous pairs, so each cell gets "
                "12 pg; the chromatids are still doubled until meiosis II.",
            ),
            (
                "4. **(d)** Meiosis II then separates the sister chromatids, halving the DNA again, and so each "
                "gamete holds $6 \\div 2 = 3$ pg.\n\n**Final Answer:** (a) 24 pg (b) 12 pg (c) 6 pg (d) 3 pg",
                0,
                "carried",
                "Halving at meiosis II is right, but it starts from the wrong 6 pg; each gamete holds 12 ÷ 2 = 6 pg.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test17_bio_lifetable"],
        "question": "Using the life table in <image_1>, calculate the net reproductive rate R₀ = Σ lₓmₓ and the mean "
        "generation time T = Σ x·lₓmₓ / R₀, and say whether the population is growing or shrinking.",
        "reference_answer": "R₀ = 1.9, so the population is growing; T ≈ 1.53 years",
        "steps": [
            (
                "Step 1: From <image_1>, the products $l_x m_x$ for ages 0, 1, 2 and 3 are $1.00 \\times 0 = 0$, "
                "$0.50 \\times 2 = 1.0$, $0.20 \\times 4 = 0.8$ and $0.05 \\times 2 = 0.1$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Adding them gives $R_0 = 0 + 1.0 + 0.8 + 0.1 = 1.9$. Because R₀ is greater than 1, each "
                "female is replaced by 1.9 daughters on average, and so the population is growing.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Weighting each product by its age, $\\sum x\\,l_x m_x = 0(0) + 1(1.0) + 2(0.8) + 3(0.1) = "
                "2.9$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The mean generation time is $T = \\frac{2.9}{1.9} \\approx 1.35$ years.\n\n"
                "Final answer: R₀ = 1.9 (growing); T ≈ 1.35 years",
                0,
                "NC",
                "2.9 ÷ 1.9 ≈ 1.53, not 1.35; the mean generation time is about 1.53 years.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "An enzyme follows the Michaelis–Menten equation $v = \\frac{V_{max}[S]}{K_m + [S]}$ with "
        "Vmax = 120 μmol/min and Km = 2.0 mM. (a) Find v when [S] = 6.0 mM. (b) A competitive inhibitor raises the "
        "apparent Km to 6.0 mM; find v at [S] = 6.0 mM. (c) Without the inhibitor, what [S] gives a rate of 80% of "
        "Vmax?",
        "reference_answer": "(a) 90 μmol/min (b) 60 μmol/min (c) 8.0 mM",
        "steps": [
            (
                "**Step 1: (a)** Substituting the values, we get $v = \\frac{120 \\times 6.0}{2.0 + 6.0} = "
                "\\frac{720}{8.0} = 90$ μmol/min.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: (b)** A competitive inhibitor competes with the substrate for the active site, which "
                "raises the apparent Km while Vmax stays the same, because enough substrate can still outcompete it. "
                "With Km = 6.0 mM, $v = \\frac{120 \\times 6.0}{6.0 + 6.0} = 60$ μmol/min.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: (c)** Setting v = 80 μmol/min, we solve $80(2.0 + [S]) = 120[S]$, which gives "
                "$160 = 40[S]$ and so $[S] = 4.0$ mM.",
                0,
                "QU",
                "The question asks for 80% of Vmax, which is 96 μmol/min; solving 96(2.0 + [S]) = 120[S] gives "
                "[S] = 8.0 mM (that is, 4Km).",
            ),
            (
                "**Step 4:** Putting the three parts together:\n\n**Final answer:** (a) 90 μmol/min, "
                "(b) 60 μmol/min, (c) [S] = 4.0 mM",
                0,
                "carried",
                "Parts (a) and (b) are right, but (c) repeats the misread target of step 3; the answer is 8.0 mM.",
            ),
        ],
    },
]
