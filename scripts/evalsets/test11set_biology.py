"""Eleventh test set, Biology: the adult human dental formula, inhaled and exhaled air, the respiratory
quotient of a fat, a haemocytometer count of yeast, the effective size of a captive population, and a
Lineweaver–Burk plot."""

from matplotlib.axes import Axes

from .figures import figure

#: yeast cells in each of the 25 small squares of the haemocytometer figure, row by row (24 in all)
_CELLS_PER_SQUARE = [1, 2, 0, 1, 1, 0, 1, 2, 1, 0, 1, 1, 0, 2, 1, 2, 0, 1, 1, 1, 0, 1, 1, 2, 1]


def _air(ax: Axes, oxygen: float, carbon_dioxide: float, title: str) -> None:
    names = ["nitrogen", "oxygen", "carbon dioxide"]
    values = [78.0, oxygen, carbon_dioxide]
    bars = ax.bar(names, values, color=["#bdbdbd", "#6baed6", "#fd8d3c"])
    for bar, value in zip(bars, values, strict=True):
        ax.text(bar.get_x() + bar.get_width() / 2, value + 1.5, f"{value:g}%", ha="center", fontsize=9)
    ax.set_ylabel("percentage by volume")
    ax.set_ylim(0, 90)
    ax.set_title(title)


@figure("test11_bio_inhaled")
def _inhaled(ax: Axes) -> None:
    _air(ax, 21.0, 0.04, "inhaled air")


@figure("test11_bio_exhaled")
def _exhaled(ax: Axes) -> None:
    _air(ax, 16.0, 4.0, "exhaled air")


@figure("test11_bio_haemocytometer")
def _haemocytometer(ax: Axes) -> None:
    for k in range(6):
        ax.plot([0, 5], [k, k], color="black", linewidth=0.8)
        ax.plot([k, k], [0, 5], color="black", linewidth=0.8)
    offsets = [(0.3, 0.35), (0.7, 0.65)]
    for index, count in enumerate(_CELLS_PER_SQUARE):
        row, col = divmod(index, 5)
        for dx, dy in offsets[:count] if count == 2 else [(0.5, 0.5)] * count:
            ax.plot(col + dx, 4 - row + dy, "o", color="#3f007d", markersize=6)
    ax.text(2.5, -0.5, "one 1 mm × 1 mm square, 0.1 mm deep", ha="center", fontsize=8)
    ax.set_xlim(-0.3, 5.3)
    ax.set_ylim(-0.8, 5.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test11_bio_lineweaver_burk")
def _lineweaver_burk(ax: Axes) -> None:
    xs = [-0.5, 2.0]
    ax.plot(xs, [0.02 + 0.04 * x for x in xs], color="#08519c")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.plot([0, -0.5], [0.02, 0], "o", color="black", markersize=4)
    ax.annotate("0.020", xy=(0, 0.02), xytext=(0.15, 0.012), fontsize=8)
    ax.annotate("−0.50", xy=(-0.5, 0), xytext=(-0.6, 0.012), fontsize=8)
    ax.set_xlabel("1/[S] / mM⁻¹")
    ax.set_ylabel("1/v / (μmol/min)⁻¹")
    ax.set_xlim(-0.8, 2.2)
    ax.set_ylim(-0.02, 0.11)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "The dental formula of an adult human is $\\frac{2.1.2.3}{2.1.2.3}$ (incisors, canines, "
        "premolars and molars in one half of the upper and of the lower jaw). How many teeth does an adult have, "
        "and how many of them are molars?",
        "reference_answer": "32 teeth, 12 of them molars",
        "steps": [
            (
                "A dental formula lists the teeth in just one half of each jaw, so we have to double it to cover the "
                "left and right sides.\n\n**Step 1:** One half of the upper jaw holds $2 + 1 + 2 + 3 = 8$ teeth, "
                "and the same is true for one half of the lower jaw.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** An upper half and a lower half make 16 teeth, and because the mouth has a left and a "
                "right side, the total is $16 \\times 2 = 32$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** There are 3 molars in each of the four quarters of the mouth, so there are "
                "$3 \\times 4 = 12$ molars, which include the wisdom teeth.\n\n"
                "**Final Answer:** 32 teeth, of which 12 are molars.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test11_bio_inhaled", "test11_bio_exhaled"],
        "question": "<image_1> and <image_2> compare the composition of inhaled and exhaled air. By how many "
        "percentage points do oxygen and carbon dioxide change, and what process in the body causes the changes?",
        "reference_answer": "oxygen falls by 5 points and carbon dioxide rises by about 4 points; aerobic respiration",
        "steps": [
            (
                "Step 1: Oxygen makes up 21% of inhaled air in <image_1> but only 16% of exhaled air in <image_2>, "
                "so it falls by 21 − 16 = 5 percentage points.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Carbon dioxide goes up from 0.04% to 4%, which is a rise of about 4 percentage points, "
                "while nitrogen stays at 78% because the body does not use it.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The body's cells take up oxygen and give off carbon dioxide in aerobic respiration "
                "(glucose + oxygen → carbon dioxide + water), and the blood carries both gases between the cells "
                "and the lungs' alveoli.\n\nFinal answer: O₂ down 5 points, CO₂ up about 4 points, caused by "
                "aerobic respiration.",
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
        "images": [],
        "question": "The fat tripalmitin, C₅₁H₉₈O₆, is respired aerobically to carbon dioxide and water. Find its "
        "respiratory quotient (RQ) and compare it with that of glucose.",
        "reference_answer": "about 0.70 for tripalmitin; 1.0 for glucose",
        "steps": [
            (
                "**Step 1:** The respiratory quotient is defined as $RQ = \\frac{\\text{volume of CO}_2 "
                "\\text{ given out}}{\\text{volume of O}_2 \\text{ taken in}}$, and since equal volumes of gases "
                "hold equal numbers of moles, we can take the ratio from the balanced equation.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The products are 51 CO₂ and 49 H₂O, which contain $102 + 49 = 151$ oxygen atoms, so "
                "the balanced equation is $\\text{C}_{51}\\text{H}_{98}\\text{O}_6 + 75.5\\,\\text{O}_2 \\rightarrow "
                "51\\,\\text{CO}_2 + 49\\,\\text{H}_2\\text{O}$.",
                0,
                "SC",
                "The fat already supplies 6 of the 151 oxygen atoms, so only 145 come from O₂: 72.5 O₂, not 75.5.",
            ),
            (
                "**Step 3:** For glucose, $\\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\,\\text{O}_2 \\rightarrow "
                "6\\,\\text{CO}_2 + 6\\,\\text{H}_2\\text{O}$, so its RQ is $6/6 = 1.0$.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** For tripalmitin, $RQ = \\frac{51}{75.5} \\approx 0.68$, which is lower than glucose's "
                "because a fat holds far less oxygen per carbon and so needs more O₂ from the air.\n\n"
                "**Final Answer:** RQ ≈ 0.68 for tripalmitin, against 1.0 for glucose.",
                0,
                "carried",
                "The reasoning is right, but with 72.5 O₂ the RQ is 51 / 72.5 ≈ 0.70.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test11_bio_haemocytometer"],
        "question": "A yeast culture is diluted 100-fold and placed on a haemocytometer. <image_1> shows the cells "
        "in one large square, which is 1 mm × 1 mm and 0.1 mm deep. Estimate the number of yeast cells per cm³ of "
        "the original culture.",
        "reference_answer": "2.4 × 10⁷ cells per cm³",
        "steps": [
            (
                "### Step 1: Count the cells\nAdding up the cells in the 25 small squares row by row, I count 20 "
                "yeast cells in the large square.",
                0,
                "VI",
                "The rows hold 5, 4, 5, 5 and 5 cells, so the large square contains 24 cells.",
            ),
            (
                "### Step 2: Volume of the square\nThe volume over the large square is "
                "$1\\ \\text{mm} \\times 1\\ \\text{mm} \\times 0.1\\ \\text{mm} = 0.1$ mm³, and since "
                "1 cm³ = 1000 mm³, this is $1 \\times 10^{-4}$ cm³.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Scale up\nThe diluted sample holds $20 / (1 \\times 10^{-4}) = 2.0 \\times 10^5$ cells "
                "per cm³, and multiplying by the dilution factor of 100 gives $2.0 \\times 10^7$ cells per cm³.\n\n"
                "**Final Answer:** about 2.0 × 10⁷ cells per cm³",
                0,
                "carried",
                "The scaling is right, but 24 cells give 2.4 × 10⁵ per cm³ diluted and 2.4 × 10⁷ per cm³ originally.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A captive breeding programme keeps 10 breeding males and 40 breeding females of an endangered "
        "antelope. Estimate the effective population size, and the fraction of heterozygosity expected to be lost "
        "to genetic drift in each generation.",
        "reference_answer": "Ne = 32; about 1/64 ≈ 1.6% per generation",
        "steps": [
            (
                "Step 1: The census size is 50, but drift depends on how many individuals actually pass on genes, "
                "and when the sexes are unequal, the rarer sex limits the effective size, because half of every "
                "offspring's genes come from a father.",
                1,
                None,
                None,
            ),
            (
                "Step 2: For an unequal sex ratio the effective size is Ne = 2NmNf / (Nm + Nf), so "
                "Ne = 2 × 10 × 40 / 50 = 16.",
                0,
                "KE",
                "The sex-ratio formula is Ne = 4NmNf / (Nm + Nf), which gives 4 × 10 × 40 / 50 = 32.",
            ),
            (
                "Step 3: Substituting the values, we get a loss of heterozygosity per generation of "
                "1 / (2Ne) = 1 / 32 ≈ 3.1%, which is three times the 1% that an ideal population of 50 would lose."
                "\n\nFinal answer: Ne = 16; about 3.1% of heterozygosity is lost per generation.",
                0,
                "carried",
                "1/(2Ne) is the right expression, but with Ne = 32 the loss is 1/64 ≈ 1.6% per generation.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test11_bio_lineweaver_burk"],
        "question": "<image_1> is a Lineweaver–Burk plot for an enzyme-catalysed reaction. Find Vmax and Km, and "
        "the initial rate when the substrate concentration is 3.0 mM.",
        "reference_answer": "Vmax = 50 μmol/min; Km = 2.0 mM; 30 μmol/min",
        "steps": [
            (
                "The Lineweaver–Burk plot is the double-reciprocal form of the Michaelis–Menten equation, "
                "$\\frac{1}{v} = \\frac{K_m}{V_{max}} \\cdot \\frac{1}{[S]} + \\frac{1}{V_{max}}$, so both "
                "constants can be read from the intercepts.\n\n"
                "**Step 1:** The line cuts the y-axis at $1/V_{max} = 0.020$ (μmol/min)⁻¹, which gives "
                "$V_{max} = 50$ μmol/min.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The line meets the x-axis at $-1/K_m = -0.50$ mM⁻¹, so $K_m = 2.0$ mM.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The rate at any substrate concentration follows from the Michaelis–Menten equation, "
                "$v = \\frac{V_{max}[S]}{K_m + [S]}$, which needs only the two constants we have just found.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Substituting the values, we get $v = \\frac{50 \\times 3.0}{2.0 + 3.0} = 30$ μmol/min, "
                "which is 60% of Vmax, as expected when [S] is "
                "only a little above Km.\n\n**Final Answer:** Vmax = 50 μmol/min, Km = 2.0 mM, v = 30 μmol/min",
                1,
                None,
                None,
            ),
        ],
    },
]
