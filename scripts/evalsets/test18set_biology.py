"""Eighteenth test set, Biology: the length of onion cells across a microscope's field of view, minute
ventilation at rest and in exercise, an enzyme's Q10 from a bar chart, a snail population by mark and
recapture, a bacterial generation time from a semi-log growth curve, and a three-gene map with interference."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Ellipse

from .figures import figure


@figure("test18_bio_fieldview")
def _fieldview(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 3, fill=False, linewidth=2))
    for k in range(6):
        ax.add_patch(Ellipse((-2.5 + k, 0), 0.95, 0.6, fill=False, color="#31a354", linewidth=1.5))
    ax.plot([-3, 3], [-0.9, -0.9], color="gray", linestyle="--")
    ax.text(0, -1.4, "diameter = 0.45 mm", ha="center", fontsize=9)
    ax.text(0, -3.6, "onion epidermis, 400×", ha="center", fontsize=9)
    ax.set_xlim(-3.5, 3.5)
    ax.set_ylim(-4, 3.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test18_bio_q10")
def _q10(ax: Axes) -> None:
    ax.bar(["20 °C", "30 °C"], [12, 27], color=["#9ecae1", "#3182bd"], width=0.5)
    ax.text(0, 12.6, "12", ha="center", fontsize=9)
    ax.text(1, 27.6, "27", ha="center", fontsize=9)
    ax.set_ylabel("rate (µmol product / min)")
    ax.set_ylim(0, 32)
    ax.set_title("catalase activity", fontsize=9)


@figure("test18_bio_growth")
def _growth(ax: Axes) -> None:
    times = [0, 30, 60, 90, 120]
    cells = [1e4, 2e4, 4e4, 8e4, 1.6e5]
    ax.semilogy(times, cells, "o-", color="#de2d26")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("cells per mL (log scale)")
    ax.set_xticks(times)
    ax.grid(True, which="both", color="#eeeeee")
    for t, n in zip(times, cells, strict=True):
        ax.text(t + 2, n * 0.75, f"{n:.1e}", fontsize=7)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test18_bio_fieldview"],
        "question": "<image_1> shows onion epidermis cells lying end to end across the field of view of a "
        "microscope at 400×. Estimate the length of one cell in micrometres.",
        "reference_answer": "about 75 µm",
        "steps": [
            (
                "To estimate one cell's length, we divide the width of the field of view by the number of cells "
                "that fit across it.\n\n"
                "**Step 1:** The field of view's diameter is 0.45 mm, and since 1 mm = 1000 µm, this is "
                "$0.45 \\times 1000 = 450$ µm.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Counting along the dashed diameter in <image_1>, 5 cells fit end to end across the "
                "field of view.",
                0,
                "VI",
                "There are 6 cells in the row across the diameter, not 5.",
            ),
            (
                "**Step 3:** Each cell is therefore about $\\frac{450 \\text{ µm}}{5} = 90$ µm long. This is a "
                "rough estimate, because the cells are not all exactly the same size.\n\n"
                "**Final Answer:** about 90 µm",
                0,
                "carried",
                "The division is right for 5 cells, but with the 6 cells in the figure each is 450 ÷ 6 = 75 µm.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "At rest, a girl breathes 14 times a minute with a tidal volume of 0.50 L. While running she "
        "breathes 30 times a minute with a tidal volume of 1.8 L. Find her minute ventilation in each case and "
        "how many times larger it is during the run.",
        "reference_answer": "7.0 L/min at rest; 54 L/min running; about 7.7 times",
        "steps": [
            (
                "Minute ventilation is the volume of air moved in and out of the lungs each minute, so it equals "
                "the breathing rate multiplied by the tidal volume.\n\n"
                "1. At rest: $14 \\times 0.50 = 7.0$ L/min.",
                1,
                None,
                None,
            ),
            (
                "2. While running: $30 \\times 1.8 = 54$ L/min. Both the rate and the depth of breathing go up, "
                "which is why the total rises so steeply.",
                1,
                None,
                None,
            ),
            (
                "3. Comparing the two, $54 - 7.0 = 47$, so she moves 47 L more air each minute. The extra air "
                "brings in the oxygen her working muscles use up, and it carries away the carbon dioxide they "
                "make.\n\n"
                "**Final Answer:** 7.0 L/min at rest, 54 L/min running, 47 L/min more during the run.",
                0,
                "QU",
                "The question asks how many times larger the ventilation is, a ratio: 54 ÷ 7.0 ≈ 7.7, not the "
                "difference of 47 L/min.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test18_bio_q10"],
        "question": "The temperature coefficient of a reaction is Q₁₀ = (R₂/R₁)^(10/(T₂ − T₁)). Use the rates in "
        "<image_1> to find Q₁₀ for catalase between 20 °C and 30 °C, and predict the rate at 25 °C.",
        "reference_answer": "Q₁₀ = 2.25; about 18 µmol/min",
        "steps": [
            (
                "Step 1: Let me restate the task. I have the rate of catalase at two temperatures, and I need Q₁₀ from "
                "the given formula and then a prediction halfway between. From <image_1>, $R_1 = 12$ µmol/min at "
                "20 °C and $R_2 = 27$ µmol/min at 30 °C.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Since $T_2 - T_1 = 10$ °C, the exponent is $10/10 = 1$, so "
                "$Q_{10} = \\frac{27}{12} = 2.25$. A Q₁₀ of about 2 to 3 is typical of enzyme reactions, which "
                "fits.",
                1,
                None,
                None,
            ),
            (
                "Step 3: For 25 °C I'll rearrange the formula: $R = R_1 \\cdot Q_{10}^{(T - T_1)/10} = 12 \\times "
                "2.25^{0.5}$. The square root of 2.25 is 1.5, so $R = 12 \\times 1.5 = 18$ µmol/min.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check it from the other end: going from 25 °C to 30 °C should also multiply by 1.5, and "
                "$18 \\times 1.5 = 27$. This matches the bar at 30 °C.\n\n"
                "**Final answer:** Q₁₀ = 2.25; predicted rate at 25 °C ≈ 18 µmol/min",
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
        "question": "Students mark 60 garden snails with a dot of paint and release them. A week later they collect "
        "75 snails, of which 15 carry a paint dot. Estimate the snail population, and name two assumptions the "
        "estimate rests on.",
        "reference_answer": "300 snails; e.g. marked snails mix evenly and marks are not lost, with no births, deaths "
        "or migration between samples",
        "steps": [
            (
                "### Step 1: Choose the method\n"
                "This is a mark–recapture study, so we can use the Lincoln–Petersen index, "
                "$N = \\frac{M \\times C}{R}$, where $M$ is the number marked, $C$ the number caught the second "
                "time and $R$ the marked ones among them.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Substitute\n"
                "With $M = 60$, $C = 75$ and $R = 15$, we get $N = \\frac{60 \\times 75}{15} = \\frac{4500}{15} = "
                "300$ snails. Equivalently, marked snails are $15/75 = 20\\%$ of the second catch, so the 60 "
                "marked ones should be 20% of the whole population.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Assumptions\n"
                "The estimate holds only if the marked snails mix evenly back into the population and the paint "
                "neither wears off nor makes them easier for predators to spot. It also assumes that no snails "
                "are born, die, arrive or leave between the two samples, because any of these would change the "
                "proportion that is marked.\n\n"
                "**Final Answer:** about 300 snails",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test18_bio_growth"],
        "question": "<image_1> shows a bacterial culture growing exponentially. Using the first and last points, find "
        "the number of generations in 120 minutes and the generation time.",
        "reference_answer": "4 generations; 30 minutes",
        "steps": [
            (
                "Step 1: From <image_1>, the culture starts at $N_0 = 1.0 \\times 10^4$ cells/mL at 0 min and "
                "reaches $N = 8.0 \\times 10^4$ cells/mL at 120 min.",
                0,
                "VI",
                "8.0 × 10⁴ is the value at 90 min; the point at 120 min is 1.6 × 10⁵ cells/mL.",
            ),
            (
                "Step 2: During exponential growth, $N = N_0 \\cdot 2^n$, where $n$ is the number of generations, "
                "so $n = \\log_2 \\frac{N}{N_0} = \\log_2 8 = 3$.",
                0,
                "carried",
                "The formula is right, but with N = 1.6 × 10⁵ the ratio is 16 and n = log₂ 16 = 4.",
            ),
            (
                "Step 3: The generation time is the time divided by the number of generations, "
                "$g = \\frac{120 \\text{ min}}{3} = 40$ min.\n\n"
                "Final answer: 3 generations; generation time 40 min",
                0,
                "carried",
                "It divides by the wrong 3 generations; with 4 generations g = 120 ÷ 4 = 30 min.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "In a test cross of 2000 offspring, the recombination frequencies are 12% between genes A and B, "
        "7% between B and C, and 19% between A and C. Ten double crossovers are observed. Find the gene order, "
        "the map distances, the coefficient of coincidence and the interference.",
        "reference_answer": "A–B–C; 12 cM and 7 cM; coincidence ≈ 0.60; interference ≈ 0.40",
        "steps": [
            (
                "So I have three pairwise recombination frequencies and a count of double crossovers, and I need "
                "the order, the distances and the interference. The distances in centimorgans equal the "
                "recombination percentages, so A–B = 12 cM, B–C = 7 cM and A–C = 19 cM.",
                1,
                None,
                None,
            ),
            (
                "The largest distance should be between the two outer genes. Since $12 + 7 = 19$, which is "
                "exactly A–C, gene B has to sit between A and C, and the order is A–B–C.",
                1,
                None,
                None,
            ),
            (
                "If crossovers in the two intervals were independent, then the expected double-crossover "
                "frequency would be $0.12 \\times 0.07 = 0.0084$. Out of 2000 offspring that is "
                "$0.0084 \\times 2000 = 168$ expected double crossovers.",
                0,
                "NC",
                "0.0084 × 2000 = 16.8, not 168.",
            ),
            (
                "The coefficient of coincidence is observed over expected, $\\frac{10}{168} \\approx 0.060$, and "
                "the interference is $1 - 0.060 = 0.94$. Hmm, that is very strong interference, but it means the "
                "first crossover almost completely blocks a second one nearby.\n\n"
                "**Final answer:** order A–B–C; 12 cM and 7 cM; coincidence ≈ 0.060; interference ≈ 0.94",
                0,
                "carried",
                "The definitions are right, but from the wrong 168; with 16.8 expected, coincidence = 10/16.8 ≈ "
                "0.60 and interference ≈ 0.40.",
            ),
        ],
    },
]
