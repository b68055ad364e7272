"""Biology problems of the bundled sample (middle school, high school, competition) and their figures.

Each solution is hand-written in the manner of one model family (spec.STYLES) and hand-labelled;
errors sit at every position and carry forward (spec.CARRIED).

The curves are drawn from simple models (logistic growth, the Hill equation for haemoglobin) so the
values the questions read off the figures are the plotted ones.
"""

import numpy as np
from matplotlib import patches

from .figures import figure
from .spec import CARRIED, problem, solution


def _logistic(t, capacity, rate, midpoint):
    return capacity / (1 + np.exp(-rate * (t - midpoint)))


def _hill_saturation(pressure, p50, n=2.7):
    """Percent saturation of haemoglobin at O2 partial pressure ``pressure`` (mmHg)."""
    return 100.0 / (1 + (p50 / np.maximum(pressure, 1e-9)) ** n)


@figure("bio_plant_cell")
def _plant_cell(ax):
    ax.add_patch(
        patches.FancyBboxPatch(
            (0.5, 0.5),
            6.0,
            4.6,
            boxstyle="round,pad=0.1,rounding_size=0.4",
            facecolor="#e6f2d9",
            edgecolor="#2e6b1f",
            linewidth=3.5,
        )
    )
    ax.add_patch(
        patches.FancyBboxPatch(
            (0.75, 0.75),
            5.5,
            4.1,
            boxstyle="round,pad=0.05,rounding_size=0.3",
            facecolor="none",
            edgecolor="#7a5c2e",
            linewidth=1,
        )
    )
    ax.add_patch(
        patches.FancyBboxPatch(
            (2.3, 1.3),
            3.2,
            2.6,
            boxstyle="round,pad=0.05,rounding_size=0.5",
            facecolor="#cfe8f7",
            edgecolor="#4a7fa8",
            linewidth=1,
        )
    )
    ax.add_patch(patches.Circle((1.45, 3.7), 0.5, facecolor="#d9c3e6", edgecolor="#5b3a70"))
    ax.add_patch(patches.Circle((1.55, 3.75), 0.15, facecolor="#5b3a70"))
    for x, y, angle in [(1.3, 1.3, 20), (5.85, 4.3, -15), (5.9, 1.5, 70), (3.9, 4.45, 0)]:
        ax.add_patch(patches.Ellipse((x, y), 0.7, 0.35, angle=angle, facecolor="#3c9a3c", edgecolor="#1e5a1e"))
    for x, y, angle in [(1.4, 2.4, 60), (5.85, 2.9, 100)]:
        ax.add_patch(patches.Ellipse((x, y), 0.5, 0.25, angle=angle, facecolor="#f2a65a", edgecolor="#a0522d"))
    for x, y, angle in [(1.3, 1.3, 20), (5.85, 4.3, -15), (5.9, 1.5, 70), (3.9, 4.45, 0)]:
        dx, dy = 0.18 * np.cos(np.radians(angle)), 0.18 * np.sin(np.radians(angle))
        for offset in (-0.07, 0.07):  # thylakoid stacks
            ox, oy = -offset * np.sin(np.radians(angle)), offset * np.cos(np.radians(angle))
            ax.plot([x - dx + ox, x + dx + ox], [y - dy + oy, y + dy + oy], color="#1e5a1e", linewidth=0.7)
    # (label, point on the structure, label height): ordered top to bottom so leader lines do not cross
    labels = [
        ("cell wall", (6.55, 4.95), 5.0),
        ("chloroplast", (6.15, 4.3), 4.15),
        ("cell membrane", (6.25, 3.4), 3.3),
        ("mitochondrion", (6.0, 2.9), 2.45),
        ("large vacuole", (5.5, 2.0), 1.6),
    ]
    for name, point, label_y in labels:
        ax.annotate(
            name,
            xy=point,
            xytext=(7.3, label_y),
            fontsize=8,
            va="center",
            arrowprops=dict(arrowstyle="-", linewidth=0.8),
        )
    ax.annotate(
        "nucleus",
        xy=(1.9, 3.95),
        xytext=(2.6, 5.7),
        fontsize=8,
        va="center",
        arrowprops=dict(arrowstyle="-", linewidth=0.8),
    )
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 6.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("bio_food_web")
def _food_web(ax):
    nodes = {
        "hawk": (5.0, 9.2),
        "snake": (3.0, 6.9),
        "fox": (8.3, 6.2),
        "frog": (1.2, 4.7),
        "grasshopper": (1.2, 2.4),
        "mouse": (5.0, 2.9),
        "rabbit": (8.3, 2.4),
        "grass": (5.0, 0.4),
    }
    eaten_by = [
        ("grass", "grasshopper"),
        ("grass", "mouse"),
        ("grass", "rabbit"),
        ("grasshopper", "frog"),
        ("frog", "snake"),
        ("mouse", "snake"),
        ("mouse", "hawk"),
        ("snake", "hawk"),
        ("rabbit", "fox"),
    ]
    for food, eater in eaten_by:
        ax.annotate(
            "",
            xy=nodes[eater],
            xytext=nodes[food],
            arrowprops=dict(arrowstyle="-|>", color="#444444", linewidth=1.2, shrinkA=11, shrinkB=11),
        )
    for name, (x, y) in nodes.items():
        color = "#c8e6a0" if name == "grass" else "#fde7b0"
        ax.text(
            x,
            y,
            name.capitalize(),
            ha="center",
            va="center",
            fontsize=9,
            bbox=dict(boxstyle="round,pad=0.3", facecolor=color, edgecolor="#666666"),
        )
    ax.set_xlim(-0.5, 10)
    ax.set_ylim(-0.5, 10)
    ax.set_title("A meadow food web (arrow: eaten by)", fontsize=9)
    ax.axis("off")


@figure("bio_punnett_testcross")
def _punnett_testcross(ax):
    # Columns: gametes of the Tt parent; rows: gametes of the tt parent.
    for i in range(3):
        ax.plot([1 + i * 2, 1 + i * 2], [0, 4], color="black")
        ax.plot([1, 5], [i * 2, i * 2], color="black")
    for col, gamete in enumerate(["T", "t"]):
        ax.text(2 + col * 2, 4.35, gamete, ha="center", fontsize=13, weight="bold", color="#1f77b4")
    for row, gamete in enumerate(["t", "t"]):
        ax.text(0.6, 3 - row * 2, gamete, ha="center", va="center", fontsize=13, weight="bold", color="#d62728")
        for col, top in enumerate(["T", "t"]):
            ax.text(2 + col * 2, 3 - row * 2, top + gamete, ha="center", va="center", fontsize=14)
    ax.text(3, 5.0, "gametes of the Tt parent", ha="center", fontsize=8, color="#1f77b4")
    ax.text(-0.1, 2, "gametes of the tt parent", rotation=90, ha="center", va="center", fontsize=8, color="#d62728")
    ax.text(7.6, 2.6, "Tt × tt", ha="center", fontsize=12)
    ax.text(7.6, 1.6, "T = tall\nt = short", ha="center", va="center", fontsize=9)
    ax.set_xlim(-0.6, 9.5)
    ax.set_ylim(-0.4, 5.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("bio_logistic_growth")
def _logistic_growth(ax):
    # K = 500, midpoint day 6, rate ln 2 per day: N(4) = 500/(1 + 4) = 100 and N(8) = 500/(1 + 1/4) = 400 exactly.
    days = np.linspace(0, 20, 300)
    ax.plot(days, _logistic(days, 500, np.log(2), 6), color="#1f77b4")
    ax.axhline(500, color="gray", linestyle="--", linewidth=1)
    for day, size in [(4, 100), (8, 400)]:
        ax.plot([day, day], [0, size], color="gray", linestyle=":", linewidth=1)
        ax.plot([0, day], [size, size], color="gray", linestyle=":", linewidth=1)
        ax.plot(day, size, "o", color="#d62728", markersize=5)
        ax.text(day + 0.4, size - 35, f"({day}, {size})", fontsize=8)
    ax.set_xlim(0, 20)
    ax.set_ylim(0, 600)
    ax.set_xticks(range(0, 21, 2))
    ax.set_yticks(range(0, 601, 100))
    ax.set_xlabel("Time (days)")
    ax.set_ylabel("Number of beetles")
    ax.set_title("Flour beetles in a container")
    ax.grid(alpha=0.2)


@figure("bio_enzyme_temperature")
def _enzyme_temperature(ax):
    temps = np.linspace(0, 70, 400)
    activity = np.where(
        temps <= 37, 100 * np.exp(-(((temps - 37) / 20) ** 2)), np.clip(100 * (1 - ((temps - 37) / 18) ** 2), 0, None)
    )
    ax.plot(temps, activity, color="#2ca02c")
    ax.plot([37, 37], [0, 100], color="gray", linestyle="--", linewidth=1)
    ax.text(38, 103, "37 °C", fontsize=8)
    ax.set_xlim(0, 70)
    ax.set_ylim(0, 112)
    ax.set_xticks(range(0, 71, 10))
    ax.set_xlabel("Temperature (°C)")
    ax.set_ylabel("Enzyme activity (% of maximum)", fontsize=8)
    ax.set_title("A human digestive enzyme")
    ax.grid(alpha=0.2)


def _paramecium_axes(ax, title):
    ax.set_xlim(0, 20)
    ax.set_ylim(0, 250)
    ax.set_xticks(range(0, 21, 4))
    ax.set_xlabel("Time (days)")
    ax.set_ylabel("Cells per mL")
    ax.set_title(title)
    ax.legend(loc="upper left", fontsize=8, frameon=False)


@figure("bio_paramecium_alone")
def _paramecium_alone(ax):
    days = np.linspace(0, 20, 300)
    ax.plot(days, _logistic(days, 200, 0.9, 5), color="#1f77b4", label="P. aurelia (alone)")
    ax.plot(days, _logistic(days, 140, 0.7, 6), color="#d62728", label="P. caudatum (alone)")
    for level in (200, 140):
        ax.axhline(level, color="gray", linestyle=":", linewidth=0.8)
        ax.text(20.3, level, str(level), va="center", fontsize=8)
    _paramecium_axes(ax, "Grown separately")


@figure("bio_paramecium_mixed")
def _paramecium_mixed(ax):
    days = np.linspace(0, 20, 300)
    caudatum = _logistic(days, 90, 0.9, 3.5) * np.exp(-(np.clip(days - 6, 0, None) ** 2) / 30)
    ax.plot(days, _logistic(days, 160, 0.8, 6), color="#1f77b4", label="P. aurelia (together)")
    ax.plot(days, caudatum, color="#d62728", label="P. caudatum (together)")
    ax.axhline(160, color="gray", linestyle=":", linewidth=0.8)
    ax.text(20.3, 160, "160", va="center", fontsize=8)
    _paramecium_axes(ax, "Grown together")


@figure("bio_oxygen_dissociation")
def _oxygen_dissociation(ax):
    pressure = np.linspace(0, 120, 400)
    for p50, color, label in [(26, "#d62728", "pH 7.4"), (32, "#1f77b4", "pH 7.2")]:
        ax.plot(pressure, _hill_saturation(pressure, p50), color=color, label=label)
        ax.plot([p50, p50], [0, 50], color=color, linestyle=":", linewidth=1)
        ax.text(p50, -9, str(p50), ha="center", fontsize=8, color=color)
        ax.plot([40, 100], _hill_saturation(np.array([40, 100]), p50), "o", color=color, markersize=4)
    ax.axhline(50, color="gray", linestyle="--", linewidth=0.8)
    table = (
        "saturation (%)  40 mmHg  100 mmHg\n"
        f"pH 7.4             {_hill_saturation(40, 26):3.0f}       {_hill_saturation(100, 26):3.0f}\n"
        f"pH 7.2             {_hill_saturation(40, 32):3.0f}       {_hill_saturation(100, 32):3.0f}"
    )
    ax.text(
        119,
        4,
        table,
        ha="right",
        va="bottom",
        fontsize=7,
        family="monospace",
        bbox=dict(boxstyle="round", facecolor="white", edgecolor="gray"),
    )
    ax.set_xlim(0, 120)
    ax.set_ylim(0, 105)
    ax.set_xticks(range(0, 121, 20))
    ax.set_xlabel("Partial pressure of O$_2$ (mmHg)", labelpad=8)
    ax.set_ylabel("Haemoglobin saturation (%)", fontsize=8)
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("Oxygen dissociation curves")


def _person(ax, x, y, male, affected=False, carrier=False):
    face = "black" if affected else "white"
    if male:
        ax.add_patch(patches.Rectangle((x - 0.3, y - 0.3), 0.6, 0.6, facecolor=face, edgecolor="black", linewidth=1.3))
    else:
        ax.add_patch(patches.Circle((x, y), 0.3, facecolor=face, edgecolor="black", linewidth=1.3))
    if carrier:
        ax.add_patch(patches.Circle((x, y), 0.08, facecolor="black"))


@figure("bio_pedigree")
def _pedigree(ax):
    # Generation I: an unaffected couple; II: an affected daughter and an unaffected son, who has a child
    # with a woman marked as a known carrier; III: their child, marked "?".
    _person(ax, 2.0, 4.0, male=True)
    _person(ax, 4.0, 4.0, male=False)
    ax.plot([2.3, 3.7], [4.0, 4.0], color="black")
    ax.plot([3.0, 3.0, 3.0], [4.0, 3.3, 3.3], color="black")
    ax.plot([1.5, 4.5], [3.3, 3.3], color="black")
    ax.plot([1.5, 1.5], [3.3, 2.3], color="black")
    ax.plot([4.5, 4.5], [3.3, 2.3], color="black")
    _person(ax, 1.5, 2.0, male=False, affected=True)
    _person(ax, 4.5, 2.0, male=True)
    _person(ax, 6.5, 2.0, male=False, carrier=True)
    ax.plot([4.8, 6.2], [2.0, 2.0], color="black")
    ax.plot([5.5, 5.5], [2.0, 0.9], color="black")
    ax.add_patch(
        patches.RegularPolygon(
            (5.5, 0.6),
            numVertices=4,
            radius=0.36,
            orientation=np.pi / 4,
            facecolor="white",
            edgecolor="black",
            linewidth=1.3,
        )
    )
    ax.text(5.5, 0.6, "?", ha="center", va="center", fontsize=10)
    for x, y, number in [(2.0, 4.0, "1"), (4.0, 4.0, "2"), (1.5, 2.0, "1"), (4.5, 2.0, "2"), (6.5, 2.0, "3")]:
        ax.text(x + 0.38, y - 0.38, number, fontsize=8)
    for y, name in [(4.0, "I"), (2.0, "II"), (0.6, "III")]:
        ax.text(0.2, y, name, va="center", fontsize=10, weight="bold")
    ax.set_xlim(0, 7.5)
    ax.set_ylim(0, 4.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("bio_lineweaver_burk")
def _lineweaver_burk(ax):
    x = np.linspace(-0.3, 0.5, 50)
    ax.plot(x, 0.02 + 0.08 * x, color="#1f77b4", label="no inhibitor")
    ax.plot(x, 0.02 + 0.16 * x, color="#d62728", linestyle="--", label="with inhibitor")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlim(-0.3, 0.5)
    ax.set_ylim(-0.01, 0.1)
    ax.set_xticks(np.round(np.arange(-0.3, 0.51, 0.1), 1))
    ax.set_xticks(np.round(np.arange(-0.3, 0.51, 0.025), 3), minor=True)
    ax.set_yticks(np.round(np.arange(0, 0.101, 0.02), 2))
    ax.set_yticks(np.round(np.arange(0, 0.101, 0.005), 3), minor=True)
    ax.grid(which="major", linestyle=":", color="gray")
    ax.grid(which="minor", linestyle=":", color="#dddddd", linewidth=0.5)
    ax.set_xlabel("1/[S]  (µM⁻¹)")
    ax.set_ylabel("1/v  (min/µM)")
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("Lineweaver–Burk plot", fontsize=9)


# ---------------------------------------------------------------------------------------------
# Problems and solutions
# ---------------------------------------------------------------------------------------------

PROBLEMS = [
    # ----- middle school -----
    problem(
        "bio-ms-01",
        images=["bio_plant_cell"],
        answer="A plant cell (cell wall, chloroplasts, large vacuole); photosynthesis in the chloroplasts",
        question="Is the cell in <image_1> a plant cell or an animal cell? Name the labelled structures that show "
        "this, and state which labelled structure carries out photosynthesis.",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "Photosynthesis is carried out by the **mitochondrion** labelled in <image_1>: it is the cell's "
                        "powerhouse and converts light into chemical energy.",
                        "KE",
                        "Mitochondria carry out respiration; photosynthesis happens in the chloroplasts.",
                    ),
                    "As for the cell type, it is a **plant cell**: it is surrounded by a cell wall outside the membrane.",
                    "It also has chloroplasts and one large vacuole, which animal cells lack.",
                ],
            ),
        ],
    ),
    problem(
        "bio-ms-02",
        images=["bio_food_web"],
        answer="Grass; grass → grasshopper → frog → snake → hawk; snakes and mice; the frogs decline",
        question="Use the food web in <image_1>. Name the producer, write the longest food chain, and state what the "
        "hawk eats. What is likely to happen to the frog population if the grasshoppers decline?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: The producer is grass; every chain in <image_1> starts from it.",
                    "Step 2: The longest chain is grass → grasshopper → frog → snake → hawk (five organisms).",
                    (
                        "Step 3: The hawk eats the snake, the mouse and the rabbit.",
                        "VI",
                        "In <image_1> the rabbit's arrow goes to the fox, not to the hawk; the hawk eats snakes and mice.",
                    ),
                    "Step 4: Frogs eat only grasshoppers in this web, so if grasshoppers decline, the frog population "
                    "will probably decline too.",
                ],
            ),
            solution(
                "claude",
                [
                    "**Producer:** grass, the only organism in <image_1> that no arrow points into.",
                    "**Longest chain:** following the arrows, grass → grasshopper → frog → snake → hawk has five "
                    "links, longer than any chain through the mouse or the rabbit.",
                    "**The hawk's diet:** two arrows point into the hawk, from the snake and from the mouse.",
                    "**If grasshoppers decline:** the frogs lose their only food source here, so their numbers are "
                    "likely to fall.",
                ],
            ),
        ],
    ),
    problem(
        "bio-ms-03",
        answer="carbon dioxide + water → glucose + oxygen; 6CO2 + 6H2O → C6H12O6 + 6O2; in chloroplasts; from water",
        question="Write the word equation and the balanced symbol equation for photosynthesis. Where in a plant cell "
        "does it happen, and where does the oxygen that is released come from?",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Equations\nWord equation: carbon dioxide + water → glucose + oxygen (light, chlorophyll). "
                    "Symbol equation: \\(6\\text{CO}_2 + 6\\text{H}_2\\text{O} \\to \\text{C}_6\\text{H}_{12}"
                    "\\text{O}_6 + 6\\text{O}_2\\).",
                    (
                        "### Step 2: Source of the oxygen\nThe released O\\(_2\\) comes from the carbon dioxide, since CO\\(_2\\) "
                        "is split to provide carbon for glucose.",
                        "KE",
                        "Isotope-labelling experiments show the O2 comes from water, split in the light-dependent reactions.",
                    ),
                    "### Step 3: Location\nPhotosynthesis takes place in the chloroplasts, mainly in the palisade "
                    "mesophyll cells of the leaf.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: Word equation: carbon dioxide + water → glucose + oxygen. Balanced: 6CO2 + 6H2O → "
                    "C6H12O6 + 6O2.",
                    (
                        "Step 2: The oxygen comes from water. The oxygen comes from water. The oxygen comes from water. "
                        "The oxygen comes from water. The oxygen comes from water.",
                        "NS",
                        "A generation loop: one sentence repeated with nothing added.",
                    ),
                    "Step 3: It happens in the chloroplasts. In the light-dependent reactions water is split "
                    "(photolysis), which releases the O2.",
                ],
            ),
        ],
    ),
    problem(
        "bio-ms-05",
        answer="About 20 kJ per m² per year; lost as heat from respiration and in uneaten parts and wastes",
        question="In the food chain grass → grasshopper → frog → snake, the grass stores 20,000 kJ of energy per m² "
        "per year. If about 10% of the energy passes from each level to the next, how much energy reaches "
        "the snakes? Why is so much energy lost at each step?",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "Since about 10% of the energy is lost at each level, 90% of it passes on to the next level.",
                        "QU",
                        "The question says 10% passes from each level to the next, not that 10% is lost.",
                    ),
                    (
                        "From grass to snake there are three transfers, so the snakes receive 20,000 × 0.9³ ≈ 14,580 kJ per "
                        "m² per year.",
                        CARRIED,
                    ),
                    "Why so much is lost: most of the energy at each level is used in respiration and leaves as heat.",
                    "The rest is partly in parts that are not eaten (roots, bones) or is excreted, so only a small "
                    "share is passed on to the next level.",
                ],
            ),
        ],
    ),
    problem(
        "bio-ms-06",
        images=["bio_punnett_testcross"],
        answer="1/2 tall; Tt : tt = 1 : 1; 200 short plants",
        question="<image_1> shows a cross between two pea plants. What fraction of the offspring are expected to be "
        "tall, what is the genotype ratio, and how many of 400 seeds from this cross are expected to grow "
        "into short plants?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: The cross in <image_1> is Tt × tt. The Punnett square gives Tt, Tt, tt, tt.",
                    "Step 2: Half of the offspring are Tt (tall) and half are tt (short): 1/2 tall, genotype ratio "
                    "Tt : tt = 1 : 1.",
                    "Step 3: Short plants expected: 400 × 1/2 = 200.",
                    "Answer: 1/2; 1 : 1; 200",
                ],
            ),
        ],
    ),
    problem(
        "bio-ms-07",
        answer="×400; 60 µm",
        question="A cheek cell is viewed with a 10× eyepiece and a 40× objective. On a photomicrograph printed at a "
        "magnification of ×1,200, the cell is 72 mm wide. What is the total magnification of the "
        "microscope, and what is the actual width of the cell in µm?",
        solutions=[
            solution(
                "claude",
                [
                    "**Total magnification** = eyepiece × objective = 10 × 40 = ×400.",
                    (
                        "**Actual width.** Actual size = image size ÷ magnification = 72 mm ÷ 1,200 = 0.6 mm.",
                        "NC",
                        "72 ÷ 1,200 = 0.06 mm.",
                    ),
                    ("Converting, 0.6 mm = 600 µm.\n\n**Answer:** ×400; 600 µm", CARRIED),
                ],
            ),
        ],
    ),
    # ----- high school -----
    problem(
        "bio-hs-01",
        answer="(a) 9/16 (b) 1/16 (c) 1/4",
        question="In pea plants, round seeds (R) are dominant to wrinkled (r) and yellow seeds (Y) are dominant to "
        "green (y); the genes are on different chromosomes. Two RrYy plants are crossed. What fraction of "
        "the offspring are expected to be (a) round and yellow, (b) wrinkled and green, (c) heterozygous "
        "at both genes (RrYy)?",
        solutions=[
            solution(
                "claude",
                [
                    "Since the genes are on different chromosomes, I can multiply probabilities for R and Y.",
                    "**(a)** P(round) = 3/4 and P(yellow) = 3/4, so 9/16 are round and yellow.",
                    "**(b)** P(wrinkled) × P(green) = 1/4 × 1/4 = 1/16.",
                    (
                        "**(c)** Heterozygous plants look like the round yellow ones, so the fraction is again 9/16.",
                        "QU",
                        "Part (c) asks for the genotype RrYy, not a phenotype: 1/2 × 1/2 = 1/4.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-02",
        images=["bio_logistic_growth"],
        answer="500 beetles; 75 beetles per day; fastest around day 6 (N = 250); food and space become limiting",
        question="<image_1> shows the growth of a population of flour beetles in a container. What is the carrying "
        "capacity? What is the average growth rate between day 4 and day 8? When is the population growing "
        "fastest, and why does growth slow down later?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: The curve levels off at the top of the graph, so the carrying capacity is about 600 "
                        "beetles.",
                        "VI",
                        "The curve levels off at the dashed line at 500 beetles; 600 is just the top of the axis.",
                    ),
                    "Step 2: From the marked points, N = 100 on day 4 and N = 400 on day 8, so the average growth rate "
                    "is (400 − 100) / 4 = 75 beetles per day.",
                    (
                        "Step 3: Growth is fastest at half the carrying capacity, N = 300, which is reached a little after "
                        "day 6.",
                        CARRIED,
                    ),
                    "Step 4: Later growth slows because food and space run short and waste builds up, so the death "
                    "rate rises to match the birth rate.",
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Carrying capacity and average rate\nThe curve in <image_1> approaches the dashed line at 500 "
                    "beetles. From day 4 to day 8: \\(\\frac{400 - 100}{8 - 4} = 75\\) beetles per day.",
                    "### Step 2: Fastest growth\nLogistic growth is fastest at \\(N = K/2 = 250\\), where "
                    "the curve is steepest, around day 6.",
                    "### Step 3: Slowing down\nAs N approaches K, food and space become limiting, so growth "
                    "slows to zero.",
                    "**Final Answer:** 500; 75 per day; around day 6",
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-03",
        images=["bio_enzyme_temperature"],
        answer="37 °C; faster collisions below, denaturation above; activity does not return",
        question="<image_1> shows how the activity of a human digestive enzyme depends on temperature. State the "
        "optimum temperature, explain the shape of the curve on both sides of the optimum, and say what "
        "happens if the enzyme is heated to 60 °C and then cooled back to 37 °C.",
        solutions=[
            solution(
                "claude",
                [
                    "**Optimum.** The peak of the curve in <image_1> is at 37 °C, body temperature.",
                    (
                        "**Heating to 60 °C and cooling back.** At 60 °C the activity drops to zero, but this is only a "
                        "temporary slowing; once the enzyme is cooled to 37 °C it regains its full activity.",
                        "KE",
                        "At 60 °C the enzyme is denatured: its active site loses its shape for good, so activity does not return.",
                    ),
                    "**Below the optimum.** Raising the temperature gives the molecules more kinetic energy, so enzyme "
                    "and substrate meet more often and with more energy: activity rises.",
                    "**Above the optimum.** Bonds holding the enzyme's shape break, the active site changes and activity "
                    "falls steeply.",
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Optimum\nThe activity in <image_1> peaks at 37 °C.",
                    "### Step 2: Below the optimum\nRising temperature increases kinetic energy, so enzyme and substrate "
                    "collide more often and activity rises.",
                    "### Step 3: Above the optimum\nHydrogen and ionic bonds that hold the enzyme's shape break; the "
                    "active site deforms (denaturation) and activity falls.",
                    (
                        "### Step 4: At 60 °C\nThe curve in <image_1> shows zero activity at 60 °C, so at that temperature "
                        "the enzyme does not work.\n\n**Final Answer:** 37 °C; activity is zero at 60 °C",
                        "QU",
                        "The question asks what happens after the enzyme is cooled back to 37 °C: it stays inactive, since denaturation is irreversible.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-04",
        answer="Met–Ala–Tyr–Lys; 3'-TAC CGA ATG TTT ACT-5'",
        question="An mRNA has the sequence 5'-AUG GCU UAC AAA UGA-3'. Using the genetic code, give the amino-acid "
        "sequence of the peptide it encodes, and write the DNA template strand from which it was "
        "transcribed.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: Translating codon by codon: AUG = Met, GCU = Ala, UAC = Tyr, AAA = Lys, UGA = Trp.",
                        "KE",
                        "UGA is a stop codon in the standard code (Trp is UGG), so translation ends after Lys.",
                    ),
                    ("Step 2: So the peptide is Met–Ala–Tyr–Lys–Trp.", CARRIED),
                    "Step 3: The template strand is complementary and antiparallel to the mRNA: 3'-TAC CGA ATG TTT "
                    "ACT-5'.",
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-05",
        answer="66 g of CO2; 33.6 L of O2",
        question="Aerobic respiration can be summarised as C6H12O6 + 6O2 → 6CO2 + 6H2O. What mass of CO2 is released "
        "when 45 g of glucose is respired completely, and what volume of O2, measured at STP (22.4 L/mol), "
        "is used? (C = 12, H = 1, O = 16)",
        solutions=[
            solution(
                "claude",
                [
                    "**Moles of glucose.** M(C6H12O6) = 72 + 12 + 96 = 180 g/mol, so 45 g is 0.25 mol.",
                    (
                        "**CO₂.** Each mole of glucose gives 6 mol CO₂: 1.5 mol × 44 g/mol = 56 g.",
                        "NC",
                        "1.5 × 44 = 66 g.",
                    ),
                    "**O₂.** 6 mol O₂ per mole of glucose: 1.5 mol × 22.4 L/mol = 33.6 L at STP.",
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-06",
        answer="(a) 1/2 (b) 0 (c) 1/4",
        question="Red–green colour blindness is an X-linked recessive trait. A woman with normal vision whose father "
        "was colour-blind has children with a man with normal vision. What is the probability that (a) a "
        "son of theirs is colour-blind, (b) a daughter is colour-blind, (c) their next child is a "
        "colour-blind boy?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: The woman is colour-blind like her father, so her genotype is XᵇXᵇ; the man is XᴮY.",
                        "QU",
                        "The question says the woman has normal vision; her father passed her Xᵇ, so she is a carrier, XᴮXᵇ.",
                    ),
                    (
                        "Step 2: (a) Every son gets an Xᵇ from his mother, so a son is colour-blind with probability 1.",
                        CARRIED,
                    ),
                    "Step 3: (b) Every daughter gets Xᴮ from her father, so no daughter is colour-blind: probability 0.",
                    ("Step 4: (c) Half the children are boys, and all boys are colour-blind, so 1/2.", CARRIED),
                ],
            ),
            solution(
                "claude",
                [
                    (
                        "I can't provide genetic counselling or medical advice about a real family; for that, please "
                        "consult a qualified genetic counsellor.",
                        "NS",
                        "An off-topic refusal: the question is a textbook genetics exercise.",
                    ),
                    "**Genotypes.** The woman has normal vision but received Xᵇ from her colour-blind father, so she "
                    "is XᴮXᵇ. The man is XᴮY.",
                    "**(a)** A son gets Y from his father and one of the mother's X's: colour-blind with probability "
                    "1/2. **(b)** A daughter always gets Xᴮ from her father: probability 0.",
                    "**(c)** P(boy) × P(colour-blind | boy) = 1/2 × 1/2 = 1/4.",
                ],
            ),
        ],
    ),
    problem(
        "bio-hs-07",
        images=["bio_paramecium_alone", "bio_paramecium_mixed"],
        answer="Both grow alone; together P. caudatum dies out; competitive exclusion; P. aurelia levels off lower "
        "(160 instead of 200 cells/mL)",
        question="<image_1> shows Paramecium aurelia and P. caudatum each grown alone, and <image_2> shows the two "
        "species grown together in the same medium, feeding on the same bacteria. Compare the results, "
        "name the ecological principle they illustrate, and say how growing with P. caudatum affected "
        "P. aurelia.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Grown alone\nIn <image_1> both species grow and level off: P. aurelia at about 200 "
                    "cells/mL and P. caudatum at about 140 cells/mL.",
                    "### Step 2: Grown together\nIn <image_2> P. caudatum rises briefly and then declines to zero, "
                    "while P. aurelia persists.",
                    "### Step 3: Principle\nTwo species competing for the same limiting resource cannot coexist "
                    "indefinitely: the competitive exclusion principle (Gause).",
                    (
                        "### Step 4: Effect on P. aurelia\nIn <image_2> P. aurelia still levels off at about 200 cells/mL, "
                        "the same as alone, so competition did not affect it.",
                        "VI",
                        "In <image_2> P. aurelia levels off at 160 cells/mL, below its 200 cells/mL when alone.",
                    ),
                ],
            ),
            solution(
                "claude",
                [
                    "**Alone (<image_1>):** both species thrive, P. aurelia reaching about 200 cells/mL and "
                    "P. caudatum about 140 cells/mL.\n\n**Together (<image_2>):** P. caudatum peaks early "
                    "and then dies out, while P. aurelia levels off at about 160 cells/mL.",
                    "**Principle:** competitive exclusion, since both species feed on the same bacteria and "
                    "one outcompetes the other.",
                    "**Effect on P. aurelia:** it wins, but competition early on still costs it: its plateau "
                    "is lower (160 instead of 200 cells/mL).",
                    "**Answer:** competitive exclusion; P. aurelia persists at a lower level.",
                ],
            ),
        ],
    ),
    # ----- competition -----
    problem(
        "bio-comp-01",
        answer="q = 0.3, p = 0.7; 840 carriers; 6/13 ≈ 0.46",
        question="In a population in Hardy–Weinberg equilibrium, 9% of the individuals show a recessive phenotype "
        "(aa). Find the allele frequencies, the expected number of carriers in a population of 2,000, and "
        "the probability that a person with the dominant phenotype is a carrier.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "### Step 1: What is given\n9% of the individuals are heterozygous carriers, so \\(2pq = 0.09\\).",
                        "QU",
                        "The 9% are the individuals showing the recessive phenotype (aa), so q² = 0.09 and q = 0.3.",
                    ),
                    (
                        "### Step 2: Allele frequencies\n\\(2q(1 - q) = 0.09\\) gives \\(q \\approx 0.047\\) and "
                        "\\(p \\approx 0.953\\).",
                        CARRIED,
                    ),
                    ("### Step 3: Carriers\n\\(0.09 \\times 2000 = 180\\) carriers.", CARRIED),
                    (
                        "### Step 4: Conditional probability\n\\(\\frac{2pq}{1 - q^2} = \\frac{0.09}{0.998} \\approx "
                        "0.090\\).\n\n**Final Answer:** \\(q \\approx 0.047\\), \\(p \\approx 0.953\\); 180; 0.090",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "bio-comp-03",
        answer="χ² ≈ 0.47 < 7.815 (df = 3): the data fit 9 : 3 : 3 : 1",
        question="A dihybrid cross of pea plants gave 315 round yellow, 108 round green, 101 wrinkled yellow and 32 "
        "wrinkled green seeds. Use a chi-square test at the 5% significance level to decide whether the data "
        "fit a 9 : 3 : 3 : 1 ratio.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Expected numbers\nTotal = 556. Expected: \\(556 \\cdot \\frac{9}{16} = 312.75\\), "
                    "\\(104.25\\), \\(104.25\\), \\(34.75\\).",
                    "### Step 2: Terms\n\\(\\frac{2.25^2}{312.75} = 0.016\\), \\(\\frac{3.75^2}{104.25} = 0.135\\), "
                    "\\(\\frac{3.25^2}{104.25} = 0.101\\), \\(\\frac{2.75^2}{34.75} = 0.218\\).",
                    (
                        "### Step 3: Sum\n\\(\\chi^2 = 0.016 + 0.135 + 0.101 + 0.218 = 0.570\\).",
                        "NC",
                        "The terms add up to 0.470.",
                    ),
                    (
                        "### Step 4: Decision\nWith df = 4 − 1 = 3 the critical value at 5% is 7.815; since \\(0.570 < "
                        "7.815\\), the data fit the 9 : 3 : 3 : 1 ratio.",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: N = 315 + 108 + 101 + 32 = 556. Expected counts: 312.75, 104.25, 104.25, 34.75.",
                    (
                        "Step 2: χ² = (315 − 312.75)²/312.75 + (108 − 104.25)²/104.25 + (101 − 104.25)²/104.25 + (32 − "
                        "34.75)²/34.75 = 0.016 + 0.135 + 0.101 + 0.",
                        "NS",
                        "The output breaks off in the middle of the sum, before any χ² value or decision.",
                    ),
                    (
                        "Step 3: If you'd like, I can also show how to run this chi-square test in Excel or R, or explain "
                        "what degrees of freedom mean.",
                        "NS",
                        "The solution ends with an offer instead of the χ² value and the decision the question asks for.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "bio-comp-04",
        images=["bio_oxygen_dissociation"],
        answer="21 points at pH 7.4, 31 points at pH 7.2; P50 26 and 32 mmHg; Bohr effect",
        question="<image_1> shows oxygen dissociation curves of haemoglobin at pH 7.4 and pH 7.2. Using the values "
        "given in the figure, find how many percentage points of saturation are unloaded as blood goes from "
        "the lungs (100 mmHg) to the tissues (40 mmHg) at each pH, give the P50 of each curve, and explain "
        "the difference.",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "**Why the curves differ.** The pH 7.2 curve lies to the right because a lower pH raises "
                        "haemoglobin's affinity for oxygen, so it holds on to O₂ more tightly.",
                        "KE",
                        "A right shift means lower affinity: H⁺ stabilises the deoxy form (the Bohr effect), so more O₂ is released.",
                    ),
                    "**Unloading at pH 7.4.** From the table in <image_1>, saturation falls from 97% at 100 mmHg to 76% "
                    "at 40 mmHg: 21 points.",
                    "**Unloading at pH 7.2.** From 96% to 65%, so 31 points are unloaded.",
                    "**P50.** The curves reach 50% saturation at 26 mmHg (pH 7.4) and 32 mmHg (pH 7.2).",
                ],
            ),
        ],
    ),
    problem(
        "bio-comp-05",
        images=["bio_pedigree"],
        answer="Autosomal recessive; 1/6",
        question="In the pedigree in <image_1>, filled symbols are affected individuals and a dot marks a known "
        "carrier; the trait is rare. Determine the mode of inheritance and the probability that the child "
        "marked ? is affected.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: In <image_1>, two unaffected parents in generation I have an affected daughter, so the "
                    "trait is recessive. It cannot be X-linked recessive, because then her father would be affected. "
                    "So it is autosomal recessive.",
                    (
                        "Step 2: The unaffected son II-2 is the brother of an affected person, so both parents are "
                        "carriers and he is a carrier with probability 1/2.",
                        "RE",
                        "Given that he is unaffected, he is AA or Aa in ratio 1 : 2, so P(carrier) = 2/3.",
                    ),
                    (
                        "Step 3: His partner is a known carrier, and a child of Aa × Aa is aa with probability 1/4, so "
                        "P(? is affected) = 1/2 × 1/4 = 1/8.",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "claude",
                [
                    "**Mode of inheritance.** The affected woman in generation II (filled circle) has two unaffected "
                    "parents, so the trait is recessive; an X-linked recessive daughter would need an affected father, "
                    "which I-1 is not. So it is autosomal recessive.",
                    "**The father of ?.** II-2 is unaffected and his parents are both carriers (Aa × Aa). "
                    "Among unaffected children, AA : Aa = 1 : 2, so P(II-2 is Aa) = 2/3.\n\n**The mother of "
                    "?** is marked as a carrier, Aa.",
                    "**Probability.** P(affected) = 2/3 × 1/4 = 1/6.",
                    "**Answer:** autosomal recessive, 1/6",
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Mode of inheritance\nUnaffected parents I-1 and I-2 have an affected daughter, so the "
                    "trait is autosomal recessive.",
                    (
                        "### Step 2: Genotypes of the parents of ?\nIn <image_1> the father II-2 is unaffected and the "
                        "mother is filled in, so she is affected (aa).",
                        "VI",
                        "The mother of ? is drawn as an open circle with a dot: a carrier (Aa), not affected.",
                    ),
                    "### Step 3: The father\nII-2 is unaffected with two carrier parents, so P(Aa) = 2/3.",
                    (
                        "### Step 4: Probability\n\\(\\frac23 \\times \\frac12 = \\frac13\\).\n\n**Final Answer:** "
                        "autosomal recessive; \\(\\frac13\\)",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "bio-comp-06",
        images=["bio_lineweaver_burk"],
        answer="Vmax = 50 µM/min; Km = 4 µM; Km(app) = 8 µM; competitive",
        question="<image_1> is a Lineweaver–Burk plot for an enzyme without and with an inhibitor. Find Vmax and Km "
        "without the inhibitor, the apparent Km with it, and the type of inhibition.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "### Step 1: Vmax\nThe line without inhibitor meets the y-axis at \\(1/V_{max} = 0.025\\), so "
                        "\\(V_{max} = 40\\) µM/min.",
                        "VI",
                        "Both lines cross the y-axis at 0.020 (one major gridline), so Vmax = 50 µM/min.",
                    ),
                    "### Step 2: Km\nIt meets the x-axis at \\(-1/K_m = -0.25\\), so \\(K_m = 4\\) µM.",
                    "### Step 3: With inhibitor\nThe dashed line meets the x-axis at \\(-0.125\\), so "
                    "\\(K_m^{app} = 8\\) µM, while it shares the same y-intercept.",
                    "### Step 4: Type\nSame \\(V_{max}\\), larger apparent \\(K_m\\): competitive inhibition.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: Both lines in <image_1> cross the y-axis at 0.02, so 1/Vmax = 0.02 and Vmax = 50 µM/min "
                    "in both cases.",
                    "Step 2: Without inhibitor, the x-intercept is −0.25 = −1/Km, so Km = 4 µM. With inhibitor, the "
                    "x-intercept is −0.125, so the apparent Km is 8 µM.",
                    "Step 3: Vmax is unchanged and Km increases, which is the signature of competitive inhibition.",
                    "Answer: Vmax = 50 µM/min, Km = 4 µM, apparent Km = 8 µM, competitive.",
                ],
            ),
        ],
    ),
    problem(
        "bio-comp-07",
        answer="E_K ≈ −89 mV; about −52 mV after the change (depolarized)",
        question="A neuron at 37 °C has [K⁺] = 140 mM inside and 5 mM outside. Using the Nernst equation (61.5 mV × "
        "log10 for a monovalent ion at 37 °C), find the K⁺ equilibrium potential. What is it if the "
        "outside [K⁺] rises to 20 mM, and what does this do to the resting potential?",
        solutions=[
            solution(
                "claude",
                [
                    "**Nernst equation.** For K⁺ at 37 °C, $E_K = 61.5 \\log_{10}\\frac{[K^+]_o}{[K^+]_i}$ mV.",
                    "**Normal conditions.** $E_K = 61.5 \\log_{10}(5/140) = 61.5 \\times (-1.447) \\approx -89$ mV.",
                    (
                        "**Outside K⁺ at 20 mM.** $E_K = 61.5 \\log_{10}(20/140) = 61.5 \\times (-0.845) \\approx -62$ mV.",
                        "NC",
                        "61.5 × (−0.845) ≈ −52 mV.",
                    ),
                    "**Effect.** Raising outside K⁺ makes E_K less negative, and since the resting membrane is mostly "
                    "permeable to K⁺, the resting potential moves up too: the cell is depolarized.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: E_K = 61.5 log([K]i/[K]o) = 61.5 log(140/5) = 61.5 × 1.447 ≈ +89 mV.",
                        "SC",
                        "The Nernst ratio for a cation is outside over inside: log(5/140) = −1.447, so E_K ≈ −89 mV.",
                    ),
                    ("Step 2: With 20 mM outside: E_K = 61.5 log(140/20) = 61.5 × 0.845 ≈ +52 mV.", CARRIED),
                    "Step 3: The change makes E_K move toward zero, so the membrane becomes depolarized, which makes "
                    "the neuron more excitable.",
                ],
            ),
        ],
    ),
]
