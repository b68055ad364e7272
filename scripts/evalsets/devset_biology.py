"""Development set, Biology: ABO blood groups, incomplete dominance, osmosis, cell division, pedigrees."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from . import t
from .figures import figure


def punnett(ax: Axes, top: list[str], left: list[str], title: str, fills: dict[str, str] | None = None) -> None:
    """A 2x2 Punnett square with parent gametes on the top and left; boxes hold the offspring genotypes."""
    for i, g_left in enumerate(left):
        for j, g_top in enumerate(top):
            genotype = "".join(sorted([g_top, g_left], key=lambda allele: (allele.lower(), allele.islower())))
            color = (fills or {}).get(genotype, "white")
            ax.add_patch(Rectangle((j, -i - 1), 1, 1, facecolor=color, edgecolor="black", linewidth=1.2))
            ax.text(j + 0.5, -i - 0.5, genotype, ha="center", va="center", fontsize=12)
    for j, g in enumerate(top):
        ax.text(j + 0.5, 0.2, g, ha="center", va="bottom", fontsize=12, fontweight="bold")
    for i, g in enumerate(left):
        ax.text(-0.2, -i - 0.5, g, ha="right", va="center", fontsize=12, fontweight="bold")
    ax.set_title(title, fontsize=9)
    ax.set_xlim(-1.0, 2.4)
    ax.set_ylim(-2.3, 0.9)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("dev_bio_snapdragon_punnett")
def _snapdragon(ax: Axes) -> None:
    punnett(
        ax,
        ["R", "W"],
        ["R", "W"],
        "Pink (RW) × pink (RW)",
        fills={"RR": "#f4a6a6", "RW": "#f9d5e5", "WR": "#f9d5e5", "WW": "white"},
    )


@figure("dev_bio_potato_osmosis")
def _potato_osmosis(ax: Axes) -> None:
    conc = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    change = [18, 6, -5, -14, -20, -23]
    ax.plot(conc, change, "o-", color="tab:brown", markersize=4)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
    ax.set_yticks(range(-25, 21, 5))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("sucrose concentration (mol/dm³)")
    ax.set_ylabel("change in mass (%)")
    ax.set_title("Potato cylinders after 24 h", fontsize=9)


def _person(ax: Axes, x: float, y: float, male: bool, affected: bool, label: str) -> None:
    color = "#555555" if affected else "white"
    if male:
        ax.add_patch(Rectangle((x - 0.3, y - 0.3), 0.6, 0.6, facecolor=color, edgecolor="black", linewidth=1.2))
    else:
        ax.add_patch(Circle((x, y), 0.32, facecolor=color, edgecolor="black", linewidth=1.2))
    ax.text(x, y - 0.5, label, ha="center", va="top", fontsize=8)


@figure("dev_bio_pedigree")
def _pedigree(ax: Axes) -> None:
    ax.plot([0.3, 1.7], [2, 2], color="black")
    ax.plot([1, 1, 1], [2, 1.3, 1.3], color="black")
    ax.plot([-0.5, 2.5], [1.3, 1.3], color="black")
    for x in (-0.5, 1, 2.5):
        ax.plot([x, x], [1.3, 0.3], color="black")
    _person(ax, 0, 2, True, False, "I-1")
    _person(ax, 2, 2, False, False, "I-2")
    _person(ax, -0.5, 0, True, False, "II-1")
    _person(ax, 1, 0, False, True, "II-2")
    _person(ax, 2.5, 0, True, False, "II-3")
    ax.text(3.4, 2.2, "□ male   ○ female\nshaded = affected", fontsize=8, va="top")
    ax.set_xlim(-1.2, 5.2)
    ax.set_ylim(-1.0, 2.7)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A woman with blood type A, whose mother has blood type O, has children with a man who has blood "
        "type AB. Which blood types can their children have, and with what probabilities?",
        "reference_answer": "A 1/2, AB 1/4, B 1/4",
        "steps": [
            (
                "Step 1: The woman has type A, and her mother has type O (genotype $ii$), so she must have received an "
                "$i$ allele from her mother. Her genotype is $I^A i$.",
                1,
                None,
                None,
            ),
            ("Step 2: The man has type AB, so his genotype is $I^A I^B$.", 1, None, None),
            (
                "Step 3: Crossing $I^A i \\times I^A I^B$ gives four equally likely combinations: $I^A I^A$, $I^A I^B$, "
                "$I^A i$ and $I^B i$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: $I^A I^A$ and $I^A i$ both give type A, $I^A I^B$ gives type AB, and $I^B i$ gives type O "
                "because the $i$ allele is recessive.\n\nFinal answer: type A with probability 1/2, type AB 1/4 and "
                "type O 1/4.",
                0,
                "KE",
                "I^B is dominant over i, so I^B i gives type B: the children are A 1/2, AB 1/4, B 1/4, never O.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["dev_bio_snapdragon_punnett"],
        "question": "<image_1> shows the Punnett square for a cross between two pink-flowered snapdragons. Flower colour "
        "in snapdragons shows incomplete dominance: RR plants are red, RW pink and WW white. How many of 80 "
        "offspring are expected to be pink? (A) 20 (B) 40 (C) 60 (D) 80",
        "reference_answer": "(B) 40",
        "steps": [
            (
                "**Step 1:** From the Punnett square, each parent is RW and produces R and W gametes in equal numbers.",
                1,
                None,
                None,
            ),
            ("**Step 2:** The four boxes of the square are RR, RW, RW and WW.", 1, None, None),
            (
                "**Step 3:** With incomplete dominance, each genotype has its own phenotype: RR is red, RW is pink and WW "
                "is white, so the phenotype ratio is 1 red : 2 pink : 1 white.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Pink offspring make up 2 of the 4 boxes, so the expected number is "
                "$\\frac{2}{4} \\times 80 = 40$.\n\n**Final Answer:** (B) 40",
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
        "images": ["dev_bio_potato_osmosis"],
        "question": "<image_1> shows the percentage change in mass of potato cylinders after 24 hours in sucrose "
        "solutions of different concentrations. Estimate the sucrose concentration that has the same water "
        "potential as the potato cells, and explain why the cylinders in 0.8 mol/dm³ sucrose lost mass.",
        "reference_answer": "about 0.3 mol/dm³; the 0.8 mol/dm³ solution has a lower water potential than the cells, "
        "so water leaves them by osmosis",
        "steps": [
            (
                "Step 1: The solution with the same water potential as the cells is the one where there is no net gain "
                "or loss of water, i.e. where the line crosses 0% change in mass.",
                1,
                None,
                None,
            ),
            ("Step 2: From the graph, the line crosses the x-axis at about 0.3 mol/dm³.", 1, None, None),
            (
                "Step 3: So the water potential of the potato cells equals that of a 0.3 mol/dm³ sucrose solution.",
                1,
                None,
                None,
            ),
            (
                "Step 4: In 0.8 mol/dm³ sucrose, the solution has a higher water potential than the potato cells, so "
                "water moves out of the cells by osmosis and the cylinders lose mass (about 20%).\n\nFinal answer: "
                "about 0.3 mol/dm³.",
                0,
                "KE",
                "The concentrated solution has a lower (more negative) water potential; water moves from higher to "
                "lower water potential, i.e. out of the cells.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A species has a diploid number of 2n = 12. How many chromosomes does each daughter cell have after "
        "(a) mitosis and (b) meiosis? (c) How many chromatids are in the cell at metaphase of mitosis? "
        "(d) How many bivalents form in prophase I of meiosis?",
        "reference_answer": "(a) 12 (b) 6 (c) 24 (d) 6",
        "steps": [
            (
                "1. **Mitosis** produces two genetically identical daughter cells with the same chromosome number as the "
                "parent cell, so each has **12 chromosomes**.",
                1,
                None,
                None,
            ),
            (
                "2. **Meiosis** halves the chromosome number and produces four haploid cells, so each has "
                "\\(n = 12/2 = 6\\) chromosomes.",
                1,
                None,
                None,
            ),
            (
                "3. **Chromatids at metaphase of mitosis:** The DNA replicated during interphase, so each of the 12 "
                "chromosomes consists of two sister chromatids, giving \\(12 \\times 2 = 24\\) chromatids.",
                1,
                None,
                None,
            ),
            (
                "4. **Bivalents in prophase I:** Each chromosome forms its own bivalent, so there are 12 bivalents.\n\n"
                "**Final Answer:** (a) 12 (b) 6 (c) 24 (d) 12",
                0,
                "KE",
                "A bivalent is a pair of homologous chromosomes, so 12 chromosomes form 6 bivalents.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["dev_bio_pedigree"],
        "question": "<image_1> shows a pedigree for a rare inherited condition. (a) Is the allele causing it dominant "
        "or recessive? (b) Is it autosomal or X-linked? (c) What is the probability that II-3 is a carrier?",
        "reference_answer": "(a) recessive (b) autosomal (c) 2/3",
        "steps": [
            (
                t("""
                Looking at the pedigree, let me work through the inheritance pattern.

                **Step 1: Dominant or recessive?** I-1 and I-2 are both unaffected, but their daughter II-2 is affected. Two unaffected parents can only have an affected child if the allele is recessive and both parents are carriers.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2: Autosomal or X-linked?** If the condition were X-linked recessive, an affected daughter would "
                "have received an affected X from her father, so her father would be affected. I-1 is unaffected, so the "
                "condition is autosomal recessive.",
                1,
                None,
                None,
            ),
            ("**Step 3: Parents' genotypes.** Both parents must be heterozygous (Aa).", 1, None, None),
            (
                "**Step 4: Probability that II-3 is a carrier.** From Aa × Aa, the offspring are 1/4 AA, 1/2 Aa and "
                "1/4 aa, so the probability that II-3 is a carrier is 1/2.\n\n**Final Answer:** (a) recessive "
                "(b) autosomal (c) 1/2",
                0,
                "RE",
                "II-3 is unaffected, so aa is excluded: P(Aa | not aa) = (1/2)/(3/4) = 2/3.",
            ),
        ],
    },
]
