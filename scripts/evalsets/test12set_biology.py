"""Twelfth test set, Biology: the protein in a body from a composition chart, the red blood cells in the
blood, Simpson's diversity index of a hedge, glucose needed for a cell's ATP, a plasmid cut by two restriction
enzymes, and the gametes made possible by independent assortment."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle

from .figures import figure


@figure("test12_bio_composition")
def _composition(ax: Axes) -> None:
    parts = ["water", "protein", "fat", "minerals"]
    shares = [62, 17, 15, 6]
    ax.bar(parts, shares, color=["#6baed6", "#fd8d3c", "#fdd0a2", "#969696"], edgecolor="black")
    for k, share in enumerate(shares):
        ax.text(k, share + 1, f"{share}%", ha="center", fontsize=9)
    ax.set_ylabel("% of body mass")
    ax.set_title("Body composition of a 70 kg adult", fontsize=10)
    ax.set_ylim(0, 72)


@figure("test12_bio_hedge")
def _hedge(ax: Axes) -> None:
    species = ["hawthorn", "blackthorn", "hazel"]
    counts = [10, 6, 4]
    ax.bar(species, counts, color="#74c476", edgecolor="black")
    for k, count in enumerate(counts):
        ax.text(k, count + 0.2, str(count), ha="center", fontsize=9)
    ax.set_ylabel("number of shrubs in a 30 m hedge")
    ax.set_ylim(0, 12)


@figure("test12_bio_plasmid")
def _plasmid(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 3, fill=False, edgecolor="black", linewidth=2))
    sites = [(0.0, "0 / 10 kb"), (1.5, "EcoRI 1.5 kb"), (4.0, "BamHI 4.0 kb"), (6.0, "EcoRI 6.0 kb")]
    for position, label in sites:
        angle = math.pi / 2 - 2 * math.pi * position / 10
        x, y = 3 * math.cos(angle), 3 * math.sin(angle)
        ax.plot([0.9 * x, 1.1 * x], [0.9 * y, 1.1 * y], color="#de2d26" if position else "black", linewidth=2)
        ax.text(1.3 * x, 1.3 * y, label, ha="center", va="center", fontsize=8)
    ax.text(0, 0, "circular plasmid\n10.0 kb", ha="center", va="center", fontsize=9)
    ax.set_xlim(-5.5, 5.5)
    ax.set_ylim(-4.5, 4.5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test12_bio_composition"],
        "question": "Using <image_1>, what mass of protein is in the adult's body, and how much more water than "
        "protein does the body hold?",
        "reference_answer": "11.9 kg of protein; 31.5 kg more water",
        "steps": [
            (
                "**Step 1:** The chart gives protein as 17% and water as 62% of the 70 kg body mass, so each mass is "
                "that percentage of 70 kg.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The mass of protein is $0.17 \\times 70 = 1.19$ kg.",
                0,
                "NC",
                "0.17 × 70 = 11.9 kg, not 1.19 kg.",
            ),
            (
                "**Step 3:** The mass of water is $0.62 \\times 70 = 43.4$ kg, which is by far the largest part "
                "because water makes up most of the cells' cytoplasm and the blood plasma.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The difference is $43.4 - 1.19 \\approx 42.2$ kg.\n\n**Final Answer:** about 1.19 kg "
                "of protein, and about 42.2 kg more water than protein",
                0,
                "carried",
                "With 11.9 kg of protein the difference is 43.4 − 11.9 = 31.5 kg.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "An adult has about 5.0 litres of blood. Red blood cells take up about 45% of the blood's "
        "volume, and a blood count finds 5.0 million red blood cells in each microlitre (μL) of blood. About "
        "how many red blood cells are in the adult's body?",
        "reference_answer": "about 2.5 × 10¹³",
        "steps": [
            (
                "Step 1: One litre is $10^6$ μL, so the body holds $5.0 \\times 10^6$ μL of blood.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Only 45% of the blood is red cells, so the volume that counts is "
                "$0.45 \\times 5.0 \\times 10^6 = 2.25 \\times 10^6$ μL.",
                0,
                "QU",
                "The count of 5.0 million cells per μL is per microlitre of whole blood, so it already includes the "
                "45%; the full 5.0 × 10⁶ μL must be used, and the 45% is extra information.",
            ),
            (
                "Step 3: Multiplying by the count per microlitre, we obtain "
                "$2.25 \\times 10^6 \\times 5.0 \\times 10^6 \\approx 1.1 \\times 10^{13}$ red blood cells.\n\n"
                "Final answer: about 1.1 × 10¹³ red blood cells",
                0,
                "carried",
                "With the whole 5.0 × 10⁶ μL the total is 5.0 × 10⁶ × 5.0 × 10⁶ = 2.5 × 10¹³.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test12_bio_hedge"],
        "question": "<image_1> shows the shrubs counted in a 30 m stretch of hedge. Calculate Simpson's diversity "
        "index, $D = 1 - \\dfrac{\\sum n(n-1)}{N(N-1)}$, for the hedge, to two decimal places.",
        "reference_answer": "D ≈ 0.65",
        "steps": [
            (
                "Step 1: Reading the bars, there are 10 hawthorn, 6 blackthorn and 4 hazel shrubs, so "
                "$N = 10 + 6 + 4 = 20$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: For each species we work out $n(n-1)$: $10 \\times 9 = 90$, $6 \\times 5 = 30$ and "
                "$4 \\times 3 = 12$, which add up to 132.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The denominator is $N(N-1) = 20 \\times 19 = 380$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Substituting the values, we get $D = 1 - 132/380 = 1 - 0.347 = 0.65$, which is fairly "
                "high because no single species dominates the hedge completely.\n\nFinal answer: D ≈ 0.65",
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
        "question": "A muscle cell needs 760 molecules of ATP. Taking 38 ATP per glucose for aerobic respiration and "
        "2 ATP per glucose for anaerobic respiration, how many glucose molecules would each process use up, "
        "and how many times more glucose does anaerobic respiration need?",
        "reference_answer": "20 aerobically, 380 anaerobically; 19 times more",
        "steps": [
            (
                "### Step 1\nAerobic respiration breaks glucose down fully to carbon dioxide and water, so the cell "
                "needs $760 / 38 = 20$ glucose molecules.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nIn anaerobic respiration only glycolysis yields ATP, because without oxygen the "
                "pyruvate is turned into lactate instead of entering the mitochondria, so the cell needs "
                "$760 / 2 = 380$ glucose molecules.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nThe ratio is $380 / 20 = 19$, which is why muscles that respire anaerobically use up "
                "their glucose so quickly.\n\n**Final answer:** 20 molecules aerobically and 380 anaerobically, "
                "so anaerobic respiration needs 19 times as much glucose.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test12_bio_plasmid"],
        "question": "The plasmid in <image_1> is cut with EcoRI and BamHI together. What sizes of fragment will be "
        "seen on the gel, and how many fragments would EcoRI alone give?",
        "reference_answer": "2.0, 2.5 and 5.5 kb; EcoRI alone gives 2 fragments (4.5 and 5.5 kb)",
        "steps": [
            (
                "**Step 1:** The map shows three cut sites for the double digest: EcoRI at 1.5 kb and 6.0 kb, and "
                "BamHI at 4.0 kb.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Measuring between neighbouring sites along the map, the fragments are 0–1.5, "
                "1.5–4.0, 4.0–6.0 and 6.0–10.0 kb, that is 1.5, 2.5, 2.0 and 4.0 kb.",
                0,
                "RE",
                "The plasmid is circular, so 0 kb and 10 kb are the same point and are not a cut site; three cuts "
                "in a circle give three fragments: 2.5, 2.0 and 4.0 + 1.5 = 5.5 kb.",
            ),
            (
                "**Step 3:** EcoRI alone cuts at 1.5 and 6.0 kb, and if a circle is cut twice, then it falls into "
                "two pieces, of $6.0 - 1.5 = 4.5$ kb and $10.0 - 4.5 = 5.5$ kb.\n\n**Final Answer:** double digest: "
                "1.5, 2.0, 2.5 and 4.0 kb; EcoRI alone: 2 fragments (4.5 and 5.5 kb)",
                0,
                "carried",
                "The EcoRI-alone part is right, but the double digest gives 2.0, 2.5 and 5.5 kb.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "Ignoring crossing over, how many genetically different gametes can one human (2n = 46) make by "
        "independent assortment alone, and what is the probability that a given sperm carries only the "
        "chromosomes the man inherited from his father?",
        "reference_answer": "2²³ ≈ 8.4 million; 1/2²³ ≈ 1.2 × 10⁻⁷",
        "steps": [
            (
                "1. In metaphase I of meiosis, each homologous pair lines up independently of the others, so each "
                "pair contributes a factor of 2 to the number of combinations.",
                1,
                None,
                None,
            ),
            (
                "2. Humans have 46 chromosomes, so the number of different gametes is $2^{46} \\approx 7.0 \\times "
                "10^{13}$.",
                0,
                "KE",
                "The 46 chromosomes form 23 homologous pairs, and it is the pairs that assort, so there are "
                "2²³ ≈ 8.4 × 10⁶ combinations.",
            ),
            (
                "3. Only one of these combinations contains every paternal chromosome, so the probability is "
                "$1/2^{46} \\approx 1.4 \\times 10^{-14}$.\n\nFinal answer: about 7.0 × 10¹³ gametes; probability "
                "≈ 1.4 × 10⁻¹⁴",
                0,
                "carried",
                "The reasoning is right, but with 23 pairs the probability is 1/2²³ ≈ 1.2 × 10⁻⁷.",
            ),
        ],
    },
]
