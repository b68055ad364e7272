"""Biology processes of the bundled sample (middle school, high school, competition) and their figures.

The curves are drawn from simple models (logistic growth, the Hill equation for haemoglobin) so the
values the questions read off the figures are the plotted ones.
"""

import numpy as np
from matplotlib import patches

from .figures import figure


def _logistic(t, capacity, rate, midpoint):
    return capacity / (1 + np.exp(-rate * (t - midpoint)))


def _hill_saturation(pressure, p50, n=2.7):
    """Percent saturation of haemoglobin at O2 partial pressure ``pressure`` (mmHg)."""
    return 100.0 / (1 + (p50 / np.maximum(pressure, 1e-9)) ** n)


@figure("bio_plant_cell")
def _plant_cell(ax):
    ax.add_patch(patches.FancyBboxPatch((0.5, 0.5), 6.0, 4.6, boxstyle="round,pad=0.1,rounding_size=0.4",
                                        facecolor="#e6f2d9", edgecolor="#2e6b1f", linewidth=3.5))
    ax.add_patch(patches.FancyBboxPatch((0.75, 0.75), 5.5, 4.1, boxstyle="round,pad=0.05,rounding_size=0.3",
                                        facecolor="none", edgecolor="#7a5c2e", linewidth=1))
    ax.add_patch(patches.FancyBboxPatch((2.3, 1.3), 3.2, 2.6, boxstyle="round,pad=0.05,rounding_size=0.5",
                                        facecolor="#cfe8f7", edgecolor="#4a7fa8", linewidth=1))
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
        ax.annotate(name, xy=point, xytext=(7.3, label_y), fontsize=8, va="center",
                    arrowprops=dict(arrowstyle="-", linewidth=0.8))
    ax.annotate("nucleus", xy=(1.9, 3.95), xytext=(2.6, 5.7), fontsize=8, va="center",
                arrowprops=dict(arrowstyle="-", linewidth=0.8))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 6.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("bio_food_web")
def _food_web(ax):
    nodes = {
        "hawk": (5.0, 9.2), "snake": (3.0, 6.9), "fox": (8.3, 6.2), "frog": (1.2, 4.7),
        "grasshopper": (1.2, 2.4), "mouse": (5.0, 2.9), "rabbit": (8.3, 2.4), "grass": (5.0, 0.4),
    }
    eaten_by = [("grass", "grasshopper"), ("grass", "mouse"), ("grass", "rabbit"), ("grasshopper", "frog"),
                ("frog", "snake"), ("mouse", "snake"), ("mouse", "hawk"), ("snake", "hawk"), ("rabbit", "fox")]
    for food, eater in eaten_by:
        ax.annotate("", xy=nodes[eater], xytext=nodes[food],
                    arrowprops=dict(arrowstyle="-|>", color="#444444", linewidth=1.2, shrinkA=11, shrinkB=11))
    for name, (x, y) in nodes.items():
        color = "#c8e6a0" if name == "grass" else "#fde7b0"
        ax.text(x, y, name.capitalize(), ha="center", va="center", fontsize=9,
                bbox=dict(boxstyle="round,pad=0.3", facecolor=color, edgecolor="#666666"))
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
    activity = np.where(temps <= 37, 100 * np.exp(-((temps - 37) / 20) ** 2),
                        np.clip(100 * (1 - ((temps - 37) / 18) ** 2), 0, None))
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
    caudatum = _logistic(days, 90, 0.9, 3.5) * np.exp(-np.clip(days - 6, 0, None) ** 2 / 30)
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
    table = ("saturation (%)  40 mmHg  100 mmHg\n"
             f"pH 7.4             {_hill_saturation(40, 26):3.0f}       {_hill_saturation(100, 26):3.0f}\n"
             f"pH 7.2             {_hill_saturation(40, 32):3.0f}       {_hill_saturation(100, 32):3.0f}")
    ax.text(119, 4, table, ha="right", va="bottom", fontsize=7, family="monospace",
            bbox=dict(boxstyle="round", facecolor="white", edgecolor="gray"))
    ax.set_xlim(0, 120)
    ax.set_ylim(0, 105)
    ax.set_xticks(range(0, 121, 20))
    ax.set_xlabel("Partial pressure of O$_2$ (mmHg)", labelpad=8)
    ax.set_ylabel("Haemoglobin saturation (%)", fontsize=8)
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("Oxygen dissociation curves")


PROCESSES = [
    # ------------------------------------------------------------------ middle school
    dict(
        id="bio-ms-01",
        subject="Biology",
        difficulty="middle_school",
        question="Is the cell in <image_1> a plant cell or an animal cell? Name the labelled structures that show this, "
                 "and state which labelled structure carries out photosynthesis.",
        images=["bio_plant_cell"],
        reference_answer="A plant cell (cell wall, chloroplasts, large vacuole); photosynthesis in the chloroplasts",
        steps=[
            ("<image_1> labels a cell wall outside the cell membrane, several chloroplasts and a large central vacuole.",
             1, None, None),
            ("Animal cells have no cell wall, no chloroplasts and no large permanent vacuole, so these three structures "
             "show that this is a plant cell.", 1, None, None),
            ("The nucleus and the mitochondrion are labelled too, but both plant and animal cells have them, so they do "
             "not help decide.", 1, None, None),
            ("Photosynthesis takes place in the mitochondrion, which is labelled in <image_1>.", 0, "KE",
             "Photosynthesis takes place in the chloroplasts; mitochondria carry out aerobic respiration."),
        ],
    ),
    dict(
        id="bio-ms-02",
        subject="Biology",
        difficulty="middle_school",
        question="Use the food web in <image_1>. Name the producer, write the longest food chain, and state what the "
                 "hawk eats. What is likely to happen to the frog population if the grasshoppers decline?",
        images=["bio_food_web"],
        reference_answer="Grass; grass → grasshopper → frog → snake → hawk; snakes and mice; the frogs decline",
        steps=[
            ("In a food web each arrow points from the organism that is eaten to the organism that eats it, which is "
             "the direction of energy flow.", 1, None, None),
            ("Grass is the only organism with no arrow pointing into it, because it makes its own food by "
             "photosynthesis, so grass is the producer.", 1, None, None),
            ("The longest chain in <image_1> is grass → grasshopper → frog → snake → hawk, with five organisms.",
             1, None, None),
            ("<image_1> has arrows from the mouse and from the rabbit to the hawk, so the hawk eats mice and rabbits.",
             0, "VI", "The arrows into the hawk come from the snake and the mouse; the rabbit's arrow goes to the fox."),
            ("If the frogs decline, the grasshoppers lose their only predator, so the grasshopper population would "
             "increase.", 0, "QU",
             "The question asks the reverse: with fewer grasshoppers, the frogs lose their only food and would decline."),
        ],
    ),
    dict(
        id="bio-ms-03",
        subject="Biology",
        difficulty="middle_school",
        question="Write the word equation and the balanced symbol equation for photosynthesis. Where in a plant cell "
                 "does it happen, and where does the oxygen that is released come from?",
        images=[],
        reference_answer="carbon dioxide + water → glucose + oxygen; 6CO2 + 6H2O → C6H12O6 + 6O2; in chloroplasts; "
                         "from water",
        steps=[
            ("In words: carbon dioxide + water → glucose + oxygen, driven by light energy absorbed by chlorophyll.",
             1, None, None),
            ("The balanced symbol equation is 6CO2 + 6H2O → C6H12O6 + 6O2.", 1, None, None),
            ("Checking the atoms: the left side has 6 C, 12 H and 6 × 2 + 6 = 18 O; the right side has 6 C, 12 H and "
             "6 + 6 × 2 = 18 O.", 1, None, None),
            ("Photosynthesis takes place in the chloroplasts, which are most plentiful in the leaf cells.", 1, None, None),
            ("The oxygen released comes from the carbon dioxide, because CO2 is split into carbon and oxygen.", 0, "KE",
             "Isotope-labelling experiments show that the released O2 comes from water, which is split in the "
             "light-dependent reactions."),
        ],
    ),
    dict(
        id="bio-ms-04",
        subject="Biology",
        difficulty="middle_school",
        question="One strand of a DNA molecule has the sequence 5'-AGCTTACG-3'. Write the complementary strand. "
                 "If a DNA molecule contains 30% adenine, what percentages of thymine, guanine and cytosine does it "
                 "contain?",
        images=[],
        reference_answer="3'-TCGAATGC-5'; T 30%, G 20%, C 20%",
        steps=[
            ("In DNA, A pairs with T and G pairs with C, and the two strands run antiparallel.", 1, None, None),
            ("Pairing each base of 5'-AGCTTACG-3' gives the complementary strand 3'-TCGAATGC-5'.", 1, None, None),
            ("Since every A is paired with a T, %T = %A = 30% (Chargaff's rule).", 1, None, None),
            ("A and T together make 30% + 30% = 60%, so G + C = 100% − 60% = 30%, and G = C = 15% each.", 0, "NC",
             "100% − 60% = 40%, so G = C = 20% each."),
        ],
    ),
    dict(
        id="bio-ms-05",
        subject="Biology",
        difficulty="middle_school",
        question="In the food chain grass → grasshopper → frog → snake, the grass stores 20,000 kJ of energy per m² per "
                 "year. If about 10% of the energy passes from each level to the next, how much energy reaches the "
                 "snakes? Why is so much energy lost at each step?",
        images=[],
        reference_answer="About 20 kJ per m² per year; lost as heat from respiration and in uneaten parts and wastes",
        steps=[
            ("About 10% passes from one level to the next, so the grasshoppers receive 10% of 20,000 kJ = 2,000 kJ.",
             1, None, None),
            ("The frogs then receive 10% of 2,000 kJ = 200 kJ.", 1, None, None),
            ("The snakes receive 10% of 200 kJ = 20 kJ per m² per year.", 1, None, None),
            ("I cannot explain why the energy is lost without measurements of each animal's respiration.", 0, "NS",
             "No measurements are needed: energy is lost mainly as heat from respiration, and in uneaten parts and "
             "wastes."),
            ("Since the snakes receive one tenth of the frogs' energy, there must be exactly one tenth as many snakes as "
             "frogs.", 0, "RE",
             "The 10% rule is about energy, not numbers of individuals; a snake is much larger than a frog, so the "
             "numbers need not be in a 1 : 10 ratio."),
        ],
    ),
    dict(
        id="bio-ms-06",
        subject="Biology",
        difficulty="middle_school",
        question="<image_1> shows a cross between two pea plants. What fraction of the offspring are expected to be tall, "
                 "what is the genotype ratio, and how many of 400 seeds from this cross are expected to grow into short "
                 "plants?",
        images=["bio_punnett_testcross"],
        reference_answer="1/2 tall; Tt : tt = 1 : 1; 200 short plants",
        steps=[
            ("In <image_1> one parent is Tt (gametes T and t) and the other is tt (gametes t and t).", 1, None, None),
            ("The four boxes of the Punnett square contain Tt, tt, Tt and tt.", 1, None, None),
            ("T (tall) is dominant, so only the Tt plants are tall: 2 of the 4 boxes, so 1/2 of the offspring are tall.",
             1, None, None),
            ("The genotype ratio is Tt : tt = 1 : 1, the typical result of a test cross.", 1, None, None),
            ("In <image_1>, both boxes in the bottom row read tt, and so does the top-right box, so three of the four "
             "boxes are tt and 400 × 3/4 = 300 seeds are expected to grow into short plants.", 0, "VI",
             "The bottom-left box in the square is Tt; only two of the four boxes are tt, so 400 × 1/2 = 200 short "
             "plants are expected."),
        ],
    ),
    dict(
        id="bio-ms-07",
        subject="Biology",
        difficulty="middle_school",
        question="A cheek cell is viewed with a 10× eyepiece and a 40× objective. On a photomicrograph printed at a "
                 "magnification of ×1,200, the cell is 72 mm wide. What is the total magnification of the microscope, "
                 "and what is the actual width of the cell in µm?",
        images=[],
        reference_answer="×400; 60 µm",
        steps=[
            ("The total magnification of the microscope is eyepiece × objective = 10 × 40 = 400.", 1, None, None),
            ("To work in micrometres, the width on the print is 72 mm × 1,000 = 72,000 µm.", 1, None, None),
            ("For the photomicrograph, magnification = image size / actual size.", 1, None, None),
            ("Rearranging, actual size = magnification / image size = 1,200 / 72,000 µm ≈ 0.017 µm.", 0, "SC",
             "Solving for the actual size gives image size / magnification = 72,000 µm / 1,200 = 60 µm."),
        ],
    ),
    # ------------------------------------------------------------------ high school
    dict(
        id="bio-hs-01",
        subject="Biology",
        difficulty="high_school",
        question="In pea plants, round seeds (R) are dominant to wrinkled (r) and yellow seeds (Y) are dominant to "
                 "green (y); the genes are on different chromosomes. Two RrYy plants are crossed. What fraction of the "
                 "offspring are expected to be (a) round and yellow, (b) wrinkled and green, (c) heterozygous at both "
                 "genes (RrYy)?",
        images=[],
        reference_answer="(a) 9/16 (b) 1/16 (c) 1/4",
        steps=[
            ("The genes are on different chromosomes, so they assort independently and we can treat Rr × Rr and "
             "Yy × Yy as two separate monohybrid crosses.", 1, None, None),
            ("From Rr × Rr, P(round) = 3/4 and P(wrinkled, rr) = 1/4; likewise P(yellow) = 3/4 and "
             "P(green, yy) = 1/4.", 1, None, None),
            ("(a) P(round and yellow) = 3/4 × 3/4 = 9/16.", 1, None, None),
            ("(b) P(wrinkled and green) = 1/4 × 1/4 = 1/8.", 0, "NC", "1/4 × 1/4 = 1/16."),
            ("(c) Each monohybrid cross gives a heterozygote with probability 1/2, and for two genes we add the "
             "probabilities: P(RrYy) = 1/2 + 1/2 = 1.", 0, "KE",
             "For independent events the probabilities multiply: P(RrYy) = 1/2 × 1/2 = 1/4."),
        ],
    ),
    dict(
        id="bio-hs-02",
        subject="Biology",
        difficulty="high_school",
        question="<image_1> shows the growth of a population of flour beetles in a container. What is the carrying "
                 "capacity? What is the average growth rate between day 4 and day 8? When is the population growing "
                 "fastest, and why does growth slow down later?",
        images=["bio_logistic_growth"],
        reference_answer="500 beetles; 75 beetles per day; fastest around day 6 (N = 250); food and space become limiting",
        steps=[
            ("In <image_1> the curve levels off at the dashed line at 500 beetles, so the carrying capacity is K = 500.",
             1, None, None),
            ("The marked points in <image_1> give N = 100 at day 4 and N = 400 at day 8.", 1, None, None),
            ("The average growth rate between day 4 and day 8 is (400 − 100)/(8 − 4) = 300/4 = 60 beetles per day.",
             0, "NC", "300/4 = 75, so the average rate is 75 beetles per day."),
            ("The curve in <image_1> is steepest between day 0 and day 2, so the population grows fastest at the start.",
             0, "VI", "The curve is almost flat from day 0 to day 2; it is steepest around day 6, where N ≈ 250 = K/2."),
            ("Growth slows as the population approaches K because food and space become limiting and competition "
             "between the beetles increases.", 1, None, None),
        ],
    ),
    dict(
        id="bio-hs-03",
        subject="Biology",
        difficulty="high_school",
        question="<image_1> shows how the activity of a human digestive enzyme depends on temperature. State the "
                 "optimum temperature, explain the shape of the curve on both sides of the optimum, and say what happens "
                 "if the enzyme is heated to 60 °C and then cooled back to 37 °C.",
        images=["bio_enzyme_temperature"],
        reference_answer="37 °C; faster collisions below, denaturation above; activity does not return",
        steps=[
            ("The peak of the curve in <image_1> is at 37 °C, so the optimum temperature is 37 °C.", 1, None, None),
            ("Below the optimum, raising the temperature gives the enzyme and substrate molecules more kinetic energy, "
             "so they collide more often and the activity rises.", 1, None, None),
            ("Above the optimum, the activity falls because the molecules move more slowly at high temperatures.",
             0, "KE", "Molecules move faster when hotter; activity falls because the enzyme denatures as the bonds "
             "holding the shape of its active site break."),
            ("In <image_1> the activity is zero at 60 °C, so the enzyme has been denatured at that temperature.",
             1, None, None),
            ("Denaturation is usually irreversible, so cooling the enzyme back to 37 °C does not restore its activity.",
             1, None, None),
        ],
    ),
    dict(
        id="bio-hs-04",
        subject="Biology",
        difficulty="high_school",
        question="An mRNA has the sequence 5'-AUG GCU UAC AAA UGA-3'. Using the genetic code, give the amino-acid "
                 "sequence of the peptide it encodes, and write the DNA template strand from which it was transcribed.",
        images=[],
        reference_answer="Met–Ala–Tyr–Lys; 3'-TAC CGA ATG TTT ACT-5'",
        steps=[
            ("Ribosomes read the mRNA in codons of three bases, starting at the start codon AUG.", 1, None, None),
            ("AUG codes for methionine, GCU for alanine, UAC for tyrosine and AAA for lysine.", 1, None, None),
            ("UGA is a stop codon, so translation ends there and no amino acid is added for it.", 1, None, None),
            ("The peptide is therefore Met–Ala–Tyr–Lys, four amino acids long.", 1, None, None),
            ("The template strand is complementary to the mRNA, so it reads 3'-UAC CGA AUG UUU ACU-5'.", 0, "KE",
             "DNA contains thymine, not uracil: the template strand is 3'-TAC CGA ATG TTT ACT-5'."),
        ],
    ),
    dict(
        id="bio-hs-05",
        subject="Biology",
        difficulty="high_school",
        question="Aerobic respiration can be summarised as C6H12O6 + 6O2 → 6CO2 + 6H2O. What mass of CO2 is released "
                 "when 45 g of glucose is respired completely, and what volume of O2, measured at STP (22.4 L/mol), is "
                 "used? (C = 12, H = 1, O = 16)",
        images=[],
        reference_answer="66 g of CO2; 33.6 L of O2",
        steps=[
            ("The molar mass of glucose is 6 × 12 + 12 × 1 + 6 × 16 = 180 g/mol.", 1, None, None),
            ("So 45 g of glucose is 45/180 = 0.25 mol.", 1, None, None),
            ("Each mole of glucose releases 6 mol of CO2, so n(CO2) = 6 × 0.25 = 1.5 mol.", 1, None, None),
            ("M(CO2) = 12 + 2 × 16 = 44 g/mol, so the mass of CO2 released is 1.5 × 44 = 66 g.", 1, None, None),
            ("The volume of oxygen cannot be determined without knowing the temperature and pressure of the gas.",
             0, "NS", "The question gives STP (22.4 L/mol): 6 × 0.25 = 1.5 mol O2, i.e. 1.5 × 22.4 = 33.6 L."),
        ],
    ),
    dict(
        id="bio-hs-06",
        subject="Biology",
        difficulty="high_school",
        question="Red–green colour blindness is an X-linked recessive trait. A woman with normal vision whose father "
                 "was colour-blind has children with a man with normal vision. What is the probability that (a) a son "
                 "of theirs is colour-blind, (b) a daughter is colour-blind, (c) their next child is a colour-blind boy?",
        images=[],
        reference_answer="(a) 1/2 (b) 0 (c) 1/4",
        steps=[
            ("The woman's father was colour-blind (X^b Y) and gave her his X chromosome; since she has normal vision, "
             "she is a carrier, X^B X^b.", 1, None, None),
            ("The man has normal vision, so he is X^B Y.", 1, None, None),
            ("A son receives the Y chromosome from his father and one of his mother's X chromosomes, so "
             "P(son colour-blind) = P(X^b from the mother) = 1/2.", 1, None, None),
            ("Every daughter receives X^B from her father, so no daughter is colour-blind: the probability is 0.",
             1, None, None),
            ("Part (c) is the same as part (a), because a colour-blind child must be a boy, so the answer to (c) is 1/2.",
             0, "QU", "(c) asks about the next child of unknown sex: P(boy) × P(colour-blind | boy) = 1/2 × 1/2 = 1/4."),
        ],
    ),
    # ------------------------------------------------------------------ competition
    dict(
        id="bio-comp-01",
        subject="Biology",
        difficulty="competition",
        question="In a population in Hardy–Weinberg equilibrium, 9% of the individuals show a recessive phenotype (aa). "
                 "Find the allele frequencies, the expected number of carriers in a population of 2,000, and the "
                 "probability that a person with the dominant phenotype is a carrier.",
        images=[],
        reference_answer="q = 0.3, p = 0.7; 840 carriers; 6/13 ≈ 0.46",
        steps=[
            ("The recessive phenotype is aa, so $q^2 = 0.09$ and $q = \\sqrt{0.09} = 0.3$.", 1, None, None),
            ("Since p + q = 1, p = 1 − 0.3 = 0.7.", 1, None, None),
            ("The genotype frequencies are $p^2 = 0.49$ (AA), $2pq = 0.42$ (Aa) and $q^2 = 0.09$ (aa), which add up to "
             "1.00.", 1, None, None),
            ("Among 2,000 individuals we expect 0.42 × 2,000 = 840 carriers.", 1, None, None),
            ("The probability that a person with the dominant phenotype is a carrier is $2pq/(p^2 + 2pq)$; dividing top "
             "and bottom by p gives $2q/(p + 2q) = 2q/(1 + 2q) = 0.6/1.6 = 0.375$.", 0, "SC",
             "p + 2q = (p + q) + q = 1 + q, so the value is 0.6/1.3 = 6/13 ≈ 0.46."),
        ],
    ),
    dict(
        id="bio-comp-02",
        subject="Biology",
        difficulty="competition",
        question="<image_1> shows Paramecium aurelia and P. caudatum each grown alone, and <image_2> shows the two "
                 "species grown together in the same medium, feeding on the same bacteria. Compare the results, name "
                 "the ecological principle they illustrate, and say how growing with P. caudatum affected P. aurelia.",
        images=["bio_paramecium_alone", "bio_paramecium_mixed"],
        reference_answer="Both grow alone; together P. caudatum dies out; competitive exclusion; P. aurelia levels off "
                         "lower (160 instead of 200 cells/mL)",
        steps=[
            ("In <image_1>, both species grow logistically when alone: P. aurelia levels off at about 200 cells/mL and "
             "P. caudatum at about 140 cells/mL.", 1, None, None),
            ("In <image_2>, P. aurelia still reaches a stable density, while P. caudatum rises at first and then "
             "declines to nearly zero by day 16.", 1, None, None),
            ("P. caudatum persists when grown alone but dies out when grown with P. aurelia, so its decline in "
             "<image_2> is caused by interspecific competition for the shared food.", 1, None, None),
            ("This is the competitive exclusion principle: two species that use the same limiting resource in the same "
             "way cannot coexist indefinitely.", 1, None, None),
            ("Because P. aurelia won the competition, it must be the larger of the two species.", 0, "RE",
             "Winning a competition does not imply a larger body; P. aurelia is in fact the smaller species."),
            ("P. aurelia levels off at about 200 cells/mL in <image_2>, the same as in <image_1>, so the competition did "
             "not affect it at all.", 0, "VI",
             "In the second graph P. aurelia levels off at about 160 cells/mL, below its 200 cells/mL when alone, so it "
             "was held back too."),
        ],
    ),
    dict(
        id="bio-comp-03",
        subject="Biology",
        difficulty="competition",
        question="A dihybrid cross of pea plants gave 315 round yellow, 108 round green, 101 wrinkled yellow and "
                 "32 wrinkled green seeds. Use a chi-square test at the 5% significance level to decide whether the "
                 "data fit a 9 : 3 : 3 : 1 ratio.",
        images=[],
        reference_answer="χ² ≈ 0.47 < 7.815 (df = 3): the data fit 9 : 3 : 3 : 1",
        steps=[
            ("The total number of seeds is 315 + 108 + 101 + 32 = 556.", 1, None, None),
            ("For a 9 : 3 : 3 : 1 ratio the expected counts are 556 × 9/16 = 312.75, 556 × 3/16 = 104.25 (twice) and "
             "556 × 1/16 = 34.75.", 1, None, None),
            ("Then $\\chi^2 = \\sum (O - E)^2/E = 2.25^2/312.75 + 3.75^2/104.25 + 3.25^2/104.25 + 2.75^2/34.75 "
             "\\approx 0.016 + 0.135 + 0.101 + 0.218 = 0.47$.", 1, None, None),
            ("Then $\\chi^2 = \\sum (O - E)^2/E = 2.25^2/312.75 + 3.75^2/104.25 + 3.25^2/104.25 + 2.75^2/34.75 "
             "\\approx 0.016 + 0.135 + 0.101 + 0.218 = 0.47$.", 0, "NS",
             "The step repeats the previous step word for word and adds nothing."),
            ("There are 4 categories, so there are 4 − 1 = 3 degrees of freedom, and the critical value at p = 0.05 is "
             "7.815.", 1, None, None),
            ("Since χ² = 0.47 is not zero, the observed counts differ from the expected ones, so the data do not fit a "
             "9 : 3 : 3 : 1 ratio.", 0, "RE",
             "A non-zero χ² is expected from chance alone; since 0.47 < 7.815 the deviations are not significant and "
             "the data fit 9 : 3 : 3 : 1."),
        ],
    ),
    dict(
        id="bio-comp-04",
        subject="Biology",
        difficulty="competition",
        question="A biologist captures 60 ground beetles, marks them and releases them. A week later she captures "
                 "50 beetles, 12 of which carry marks. (a) Estimate the population size with the Lincoln–Petersen "
                 "estimator and with Chapman's bias-corrected estimator N = (M + 1)(C + 1)/(R + 1) − 1. (b) She later "
                 "finds that 20% of the marks had worn off before the second capture. Is the Lincoln–Petersen estimate "
                 "in (a) too high or too low, and what is the corrected estimate?",
        images=[],
        reference_answer="(a) 250 (Lincoln–Petersen), about 238 (Chapman); (b) too high; corrected estimate 200 beetles",
        steps=[
            ("In the Lincoln–Petersen method the marked fraction of the second sample estimates the marked fraction of "
             "the whole population, R/C = M/N, so N = M × C / R.", 1, None, None),
            ("With M = 60, C = 50 and R = 12, N = 60 × 50 / 12 = 3000/12 = 250 beetles.", 1, None, None),
            ("Chapman's estimator gives N = (61 × 51)/13 − 1 = 3111/13 − 1 ≈ 239.3 − 1 ≈ 238 beetles.", 1, None, None),
            ("If some marks wore off, R would be too small, and so the population size N would be underestimated.",
             0, "RE", "N = M × C / R grows as R shrinks, so a too-small R makes N an overestimate."),
            ("With 20% of the marks lost, only 0.8 × 60 = 48 beetles in the population still carried a visible mark, "
             "so the corrected estimate is N = 48 × 50 / 12 = 200 beetles, which shows the uncorrected 250 was too "
             "high.", 1, None, None),
        ],
    ),
    dict(
        id="bio-comp-05",
        subject="Biology",
        difficulty="competition",
        question="A plant from the cross AABB × aabb (so it is AaBb) is test-crossed with aabb, giving 420 AaBb, "
                 "380 aabb, 105 Aabb and 95 aaBb offspring. Are genes A and B linked? Find the map distance between "
                 "them. A third gene C is 8 map units from B and 28 map units from A; what is the gene order?",
        images=[],
        reference_answer="Linked; 20 map units; order A–B–C",
        steps=[
            ("The AaBb parent received AB from one parent and ab from the other, so AaBb and aabb offspring are the "
             "parental types.", 1, None, None),
            ("The recombinant offspring are Aabb and aaBb: 105 + 95 = 200 out of 420 + 380 + 105 + 95 = 1,000.",
             1, None, None),
            ("The recombination frequency is 200/1,000 = 20%, so A and B are 20 map units apart.", 1, None, None),
            ("Since A–B (20) + B–C (8) = 28 = A–C, gene B lies between A and C, and the order is A–B–C.", 1, None, None),
            ("A recombination frequency below 50% shows that A and B are on different chromosomes, so they are not "
             "linked.", 0, "KE",
             "Unlinked genes give 50% recombinants; a frequency well below 50% means A and B are linked on the same "
             "chromosome."),
        ],
    ),
    dict(
        id="bio-comp-06",
        subject="Biology",
        difficulty="competition",
        question="<image_1> shows oxygen dissociation curves of haemoglobin at pH 7.4 and pH 7.2. Using the values "
                 "given in the figure, find how many percentage points of saturation are unloaded as blood goes from the "
                 "lungs (100 mmHg) to the tissues (40 mmHg) at each pH, give the P50 of each curve, and explain the "
                 "difference.",
        images=["bio_oxygen_dissociation"],
        reference_answer="21 points at pH 7.4, 31 points at pH 7.2; P50 26 and 32 mmHg; Bohr effect",
        steps=[
            ("From the table in <image_1>, saturation at 100 mmHg is 97% at pH 7.4 and 96% at pH 7.2.", 1, None, None),
            ("At 40 mmHg, saturation is 76% at pH 7.4 and 65% at pH 7.2.", 1, None, None),
            ("Unloading at pH 7.4 is 97 − 76 = 21 percentage points, and at pH 7.2 it is 96 − 65 = 31 percentage "
             "points.", 1, None, None),
            ("Reading where each curve crosses the dashed 50% line in <image_1>, the P50 is 26 mmHg at pH 7.4 and "
             "38 mmHg at pH 7.2.", 0, "VI", "The pH 7.2 curve crosses 50% at the marked 32 mmHg, not 38 mmHg."),
            ("The lower pH shifts the curve to the right (the Bohr effect): H+ ions from respiring tissues lower "
             "haemoglobin's affinity for O2, so more O2 is released where it is needed.", 1, None, None),
        ],
    ),
]
