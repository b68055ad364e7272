"""Fifteenth test set, Biology: the real width of a cheek cell from a magnified drawing, minute ventilation at
rest and in exercise, restriction sites in a circular plasmid from a gel, a woodlouse population by
mark-release-recapture, the length of mitosis from a mitotic index, and Simpson's diversity index from counts."""

from matplotlib.axes import Axes
from matplotlib.patches import Ellipse, Rectangle

from .figures import figure


@figure("test15_bio_cheek_cell")
def _cheek_cell(ax: Axes) -> None:
    ax.add_patch(Ellipse((5, 3), 9, 5.4, facecolor="#fde0dd", edgecolor="black"))
    ax.add_patch(Ellipse((5.6, 3.2), 1.6, 1.2, facecolor="#c51b8a", edgecolor="black"))
    ax.annotate("", xy=(0.5, -0.3), xytext=(9.5, -0.3), arrowprops={"arrowstyle": "<->"})
    ax.text(5, -0.9, "45 mm on the drawing", ha="center", fontsize=9)
    ax.text(9.6, 5.8, "magnification ×1500", ha="right", fontsize=9)
    ax.set_xlim(0, 10)
    ax.set_ylim(-1.4, 6.4)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test15_bio_gel")
def _gel(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 10, facecolor="#deebf7", edgecolor="black"))
    ladder = {9.0: "5000 bp", 8.2: "4000 bp", 7.2: "3000 bp", 5.8: "2000 bp", 4.2: "1000 bp"}
    for y, label in ladder.items():
        ax.add_patch(Rectangle((0.8, y), 1.4, 0.15, facecolor="#636363"))
        ax.text(-0.2, y + 0.07, label, ha="right", va="center", fontsize=8)
    for y in (7.55, 5.5):
        ax.add_patch(Rectangle((3.6, y), 1.4, 0.2, facecolor="#08306b"))
    ax.text(1.5, 10.3, "ladder", ha="center", fontsize=8)
    ax.text(4.3, 10.3, "plasmid + EcoRI", ha="center", fontsize=8)
    ax.set_xlim(-2.2, 6.5)
    ax.set_ylim(-0.3, 11)
    ax.axis("off")


@figure("test15_bio_species_counts")
def _species_counts(ax: Axes) -> None:
    species = ["buttercup", "daisy", "clover"]
    counts = [10, 6, 4]
    ax.bar(species, counts, color=["#fed976", "#f0f0f0", "#a1d99b"], edgecolor="black")
    ax.set_ylabel("number of plants in the quadrats")
    ax.set_yticks(range(0, 12, 2))
    ax.grid(True, axis="y", linewidth=0.5)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test15_bio_cheek_cell"],
        "question": "<image_1> is a drawing of a human cheek cell seen through a light microscope. Using the width of "
        "the drawing and the magnification shown, find the cell's actual width in micrometres.",
        "reference_answer": "30 μm",
        "steps": [
            (
                "**Step 1:** By the magnification formula, actual size = image size ÷ magnification, so the cell's "
                "width is $\\frac{45\\ \\text{mm}}{1500} = 0.03$ mm.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since 1 mm = 100 μm, the width is $0.03 \\times 100 = 3$ μm.",
                0,
                "NC",
                "1 mm is 1000 μm, so 0.03 mm is 30 μm; the conversion factor used is ten times too small.",
            ),
            (
                "**Step 3:** This fits the idea that cells are far too small to see without a microscope.\n\n"
                "**Final Answer:** The cheek cell is about 3 μm wide.",
                0,
                "carried",
                "The final answer repeats the wrong 3 μm of step 2; the cell is 30 μm wide.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "At rest, a student breathes 14 times a minute with a tidal volume of 0.50 L. During a sprint her "
        "tidal volume rises to 2.0 L and she breathes 30 times a minute. By what factor does the volume of air "
        "she breathes in per minute go up?",
        "reference_answer": "from 7.0 L/min to 60 L/min, about 8.6 times",
        "steps": [
            (
                "The volume breathed per minute (the minute ventilation) is the tidal volume multiplied by the "
                "breathing rate.\n\nStep 1: At rest it is $0.50 \\times 14 = 7.0$ L/min.",
                1,
                None,
                None,
            ),
            (
                "Step 2: During the sprint it is $2.0 \\times 30 = 60$ L/min, because both the depth and the rate "
                "of breathing go up while the muscles' demand for oxygen picks up.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Dividing the two gives $\\frac{60}{7.0} \\approx 8.6$.\n\n"
                "Final answer: the minute ventilation goes up about 8.6 times (7.0 L/min → 60 L/min).",
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
        "images": ["test15_bio_gel"],
        "question": "A circular plasmid of 5000 base pairs is cut completely with the restriction enzyme EcoRI, and the "
        "fragments are run on the gel in <image_1> next to a size ladder. How many EcoRI sites does the plasmid "
        "have, and how large are the fragments?",
        "reference_answer": "2 sites; fragments of about 3200 bp and 1800 bp",
        "steps": [
            (
                "1. Comparing the two bands with the ladder, one runs between 3000 and 4000 bp at about 3200 bp and "
                "the other just below 2000 bp at about 1800 bp, and these add up to the plasmid's 5000 bp.",
                1,
                None,
                None,
            ),
            (
                "2. Cutting a DNA molecule at n sites gives n + 1 fragments, so two fragments mean the enzyme cut at "
                "only one site.",
                0,
                "KE",
                "That rule holds for linear DNA; a circular plasmid cut at n sites gives n fragments, so two "
                "fragments mean two EcoRI sites.",
            ),
            (
                "3. **Final Answer:** The plasmid has 1 EcoRI site, giving fragments of about 3200 bp and 1800 bp.",
                0,
                "carried",
                "The fragment sizes are right, but the number of sites repeats the wrong conclusion of step 2; "
                "there are 2 sites.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In a garden, 40 woodlice are caught, marked with a dot of non-toxic paint and released. A day later "
        "50 woodlice are caught, of which 8 carry a mark. Estimate the population, and state one assumption the "
        "estimate relies on.",
        "reference_answer": "About 250; e.g. marked animals mix fully with the rest and marks are not lost",
        "steps": [
            (
                "**Step 1:** The Lincoln–Petersen index assumes the marked fraction of the second sample equals the "
                "marked fraction of the whole population, so $\\frac{8}{50} = \\frac{40}{N}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Solving for N gives $N = \\frac{40 \\times 50}{8} = 250$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The estimate only holds if the marked woodlice mix back in with the others and the "
                "paint neither wears off nor makes them easier for birds to spot, while no animals are born, die or "
                "move in or out between the samples.\n\n**Final Answer:** about 250 woodlice, assuming the marked "
                "animals mix evenly and keep their marks.",
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
        "images": [],
        "question": "In a squash of an onion root tip, 36 of 400 cells counted are in mitosis. If the whole cell cycle "
        "lasts 20 hours, estimate how long mitosis takes, in minutes.",
        "reference_answer": "about 108 minutes",
        "steps": [
            (
                "**Step 1:** The mitotic index is the fraction of cells in mitosis, $\\frac{36}{400} = 0.09$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** If the cells are dividing independently of one another, then the fraction of cells "
                "seen in a phase equals the fraction of the cycle spent in it, so mitosis takes "
                "$0.09 \\times 20 = 1.8$ h.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Converting to minutes, $1.8 \\times 60 = 108$ min, which is why only a small share "
                "of the tip's cells show chromosomes at any moment.\n\n**Final Answer:** about 108 minutes.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test15_bio_species_counts"],
        "question": "<image_1> shows the plants counted in quadrats on a lawn. Calculate Simpson's diversity index, "
        "$D = 1 - \\frac{\\sum n(n-1)}{N(N-1)}$.",
        "reference_answer": "D ≈ 0.65",
        "steps": [
            (
                "Step 1: From the bar chart there are 10 buttercups, 6 daisies and 4 clover plants, so "
                "$N = 10 + 6 + 4 = 20$.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The sum is $\\sum n(n-1) = 10 \\times 9 + 6 \\times 5 + 4 \\times 3 = 90 + 30 + 12 = 132$, "
                "and $N(N - 1) = 20 \\times 19 = 380$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Substituting into the formula, $D = 1 - \\frac{132}{380} = 1 - 0.374 \\approx 0.63$.",
                0,
                "NC",
                "132 ÷ 380 = 0.347, not 0.374, so D = 1 − 0.347 ≈ 0.65.",
            ),
            (
                "Step 4: The closer D is to 1, the more diverse the community, so a value of 0.63 means the lawn is "
                "moderately diverse, although buttercups dominate it.\n\nFinal answer: $D \\approx 0.63$",
                0,
                "carried",
                "The interpretation is reasonable but the value repeats the miscalculated 0.63 of step 3; D ≈ 0.65.",
            ),
        ],
    },
]
