"""Third test set, Biology: the photosynthesis equation, a food web, a monohybrid cross, enzyme pH optima,
Hardy–Weinberg carriers and a mitotic index."""

from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("test3_bio_food_web")
def _food_web(ax: Axes) -> None:
    where = {
        "grass": (2, 0),
        "rabbit": (0.6, 1.5),
        "grasshopper": (3.4, 1.5),
        "frog": (3.4, 3.0),
        "snake": (2, 4.0),
        "hawk": (0.6, 5.2),
    }
    eats = [
        ("grass", "rabbit"),
        ("grass", "grasshopper"),
        ("grasshopper", "frog"),
        ("frog", "snake"),
        ("rabbit", "snake"),
        ("rabbit", "hawk"),
        ("snake", "hawk"),
    ]
    for prey, predator in eats:
        (x0, y0), (x1, y1) = where[prey], where[predator]
        ax.annotate(
            "",
            xy=(x1, y1 - 0.25),
            xytext=(x0, y0 + 0.25),
            arrowprops={"arrowstyle": "->", "color": "tab:green", "lw": 1.3},
        )
    for name, (x, y) in where.items():
        ax.text(x, y, name, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": "white"})
    ax.set_xlim(-0.5, 4.5)
    ax.set_ylim(-0.6, 5.8)
    ax.set_title("arrows point from food to feeder", fontsize=9)
    ax.axis("off")


@figure("test3_bio_enzyme_ph")
def _enzyme_ph(ax: Axes) -> None:
    ph = [x / 2 for x in range(0, 25)]
    pepsin = [max(0.0, 100 - 28 * (p - 2) ** 2) for p in ph]
    trypsin = [max(0.0, 100 - 22 * (p - 8) ** 2) for p in ph]
    ax.plot(ph, pepsin, color="tab:red", label="enzyme X")
    ax.plot(ph, trypsin, color="tab:blue", linestyle="--", label="enzyme Y")
    ax.set_xticks(range(0, 13))
    ax.set_xlim(0, 12)
    ax.set_ylim(0, 110)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("pH")
    ax.set_ylabel("relative activity (%)")
    ax.legend(fontsize=8, loc="upper right")


@figure("test3_bio_mitosis_counts")
def _mitosis_counts(ax: Axes) -> None:
    stages = ["interphase", "prophase", "metaphase", "anaphase", "telophase"]
    counts = [72, 14, 6, 4, 4]
    ax.bar(stages, counts, color="tab:olive", edgecolor="black")
    for k, n in enumerate(counts):
        ax.text(k, n + 1.5, str(n), ha="center", fontsize=9)
    ax.set_ylim(0, 85)
    ax.set_ylabel("number of cells")
    ax.tick_params(axis="x", labelsize=8)
    ax.set_title("Onion root tip cells in one field of view", fontsize=9)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "Write the balanced overall equation for photosynthesis, and name the two stages of photosynthesis "
        "and the part of the chloroplast where each takes place.",
        "reference_answer": "6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂ (light); light-dependent reactions in the thylakoid "
        "membranes, Calvin cycle in the stroma",
        "steps": [
            (
                t("""
                Photosynthesis turns carbon dioxide and water into glucose and oxygen using light energy absorbed by chlorophyll.

                **Step 1: Overall equation**
                $$6\\text{CO}_2 + 6\\text{H}_2\\text{O} \\xrightarrow{\\text{light, chlorophyll}} \\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\text{O}_2$$
                Each side has 6 C, 12 H and 18 O atoms, so it is balanced.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2: The light-dependent reactions** take place in the thylakoid membranes, where light splits water, "
                "releasing O₂ and producing ATP and NADPH.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: The light-independent reactions (Calvin cycle)** take place in the stroma, which is where ATP "
                "and NADPH are used to fix CO₂ into sugar.",
                1,
                None,
                None,
            ),
            (
                "**Final Answer:** 6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂; light-dependent reactions in the thylakoids, "
                "Calvin cycle in the stroma.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test3_bio_food_web"],
        "question": "In the food web of <image_1>, how many different food chains end with the hawk, and which of them "
        "is the longest?",
        "reference_answer": "3 food chains; grass → grasshopper → frog → snake → hawk",
        "steps": [
            (
                t("""
                I'll trace every path that starts at the producer (grass) and follows the arrows up to the hawk.

                **Step 1:** The hawk has arrows coming from the rabbit and from the snake, so every chain reaches it through one of those two.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Through the rabbit directly: grass → rabbit → hawk. That is one chain.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The snake is fed only by the frog, which eats the grasshopper, so there is one chain through "
                "the snake: grass → grasshopper → frog → snake → hawk.",
                0,
                "VI",
                "The web also has an arrow from the rabbit to the snake, which gives a second chain through the snake: "
                "grass → rabbit → snake → hawk.",
            ),
            (
                "**Step 4:** So there are 2 food chains ending with the hawk, and the longest is grass → grasshopper → "
                "frog → snake → hawk, with five organisms.\n\n**Final answer:** 2 chains; the longest is grass → "
                "grasshopper → frog → snake → hawk.",
                0,
                "carried",
                "Carried error: misses the chain grass → rabbit → snake → hawk of step 3, so the count is 3, not 2 "
                "(the longest chain is right).",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In pea plants, tall (T) is dominant over short (t). Two heterozygous tall plants are crossed. What "
        "fraction of the offspring is expected to be tall, and what fraction of the tall offspring is "
        "expected to be heterozygous?",
        "reference_answer": "3/4 tall; 2/3 of the tall offspring are heterozygous",
        "steps": [
            (
                "Step 1: The cross is Tt × Tt. Each parent gives T or t with probability 1/2, so the Punnett square "
                "gives TT : Tt : tt = 1 : 2 : 1.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Tall plants are TT or Tt, which is 1/4 + 2/4 = 3/4 of the offspring.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The heterozygous plants Tt are 2 of the 4 boxes, so the fraction of the tall offspring that "
                "are heterozygous is 2/4 = 1/2.",
                0,
                "RE",
                "Among the tall offspring only 3 of the 4 boxes count (TT, Tt, Tt), so the fraction is 2/3, not 2/4.",
            ),
            (
                "Step 4: Final answer: 3/4 of the offspring are tall, and 1/2 of the tall ones are heterozygous.",
                0,
                "carried",
                "Carried error: repeats the 1/2 of step 3; the fraction is 2/3.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test3_bio_enzyme_ph"],
        "question": "<image_1> shows the activity of two digestive enzymes, X and Y, at different pH values. State the "
        "optimum pH of each enzyme and say which one is more likely to work in the human stomach. "
        "Explain why enzyme X has almost no activity at pH 6.",
        "reference_answer": "X: pH 2, Y: pH 8; X works in the stomach; at pH 6 X is denatured / its active site "
        "changes shape",
        "steps": [
            (
                "### Step 1: Optimum pH values\nThe peak of the solid curve (enzyme X) is at pH 2, and the peak of the "
                "dashed curve (enzyme Y) is at pH 8.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Match to the stomach\nThe stomach contains hydrochloric acid, so its pH is about 1.5–3. "
                "Enzyme X, whose optimum is pH 2, is therefore the stomach enzyme (it behaves like pepsin).",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Activity at pH 6\nFar from its optimum, the ionic and hydrogen bonds that hold the enzyme's "
                "shape are disrupted, which changes the shape of the active site so that the substrate no longer fits. "
                "Thus enzyme X is denatured and its activity falls to nearly zero.",
                1,
                None,
                None,
            ),
            (
                "### Final Answer\nOptimum pH: X ≈ 2, Y ≈ 8. Enzyme X works in the stomach; at pH 6 it is denatured, "
                "because its active site loses its shape.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-03",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In a population of 500 people in Hardy–Weinberg equilibrium, 16% show a recessive trait. How many "
        "of the 500 are expected to be heterozygous carriers of the recessive allele?",
        "reference_answer": "240",
        "steps": [
            (
                t("""
                Using the Hardy–Weinberg equations $p + q = 1$ and $p^2 + 2pq + q^2 = 1$:

                **Step 1:** The recessive phenotype is the homozygous genotype, so $q^2 = 0.16$ and $q = \\sqrt{0.16} = 0.4$.
                """),
                1,
                None,
                None,
            ),
            ("**Step 2:** Then $p = 1 - q = 0.6$.", 1, None, None),
            (
                "**Step 3:** The question asks how many people carry the dominant allele, which is everyone without the trait: "
                "$p^2 + 2pq = 1 - 0.16 = 0.84$, so we expect $0.84 \\times 500 = 420$ of them.\n\n"
                "**Final answer:** 420 people",
                0,
                "QU",
                "The question asks for heterozygous carriers only: 2pq = 2 × 0.6 × 0.4 = 0.48, and 0.48 × 500 = 240.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test3_bio_mitosis_counts"],
        "question": "<image_1> shows the number of onion root-tip cells seen in each stage in one field of view. The "
        "cell cycle of these cells lasts 20 hours. Calculate the mitotic index, and estimate how long the "
        "cells spend in metaphase.",
        "reference_answer": "mitotic index 28%; metaphase about 1.2 h",
        "steps": [
            (
                t("""
                To answer this, we assume that the share of cells in a stage is proportional to the time spent in it.

                **Step 1:** Total cells counted: $72 + 14 + 6 + 4 + 4 = 100$.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Cells in mitosis (prophase to telophase): $14 + 6 + 4 + 4 = 28$, so the mitotic index is "
                "$\\dfrac{28}{100} = 0.28 = 28\\%$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Metaphase holds 6 of the 100 cells, so its duration is "
                "$\\dfrac{6}{100} \\times 20 \\text{ h} = 1.8$ h.",
                0,
                "NC",
                "0.06 × 20 h = 1.2 h, not 1.8 h.",
            ),
            (
                "**Step 4:** Converting to minutes, 1.8 h × 60 = 108 min.\n\n"
                "**Final answer:** mitotic index = 28%; metaphase lasts about 1.8 h (108 min).",
                0,
                "carried",
                "Carried error: converts the wrong duration of step 3; metaphase lasts 1.2 h = 72 min.",
            ),
        ],
    },
]
