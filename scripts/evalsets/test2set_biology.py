"""Second test set, Biology: energy in food chains, heart rate and exercise, monohybrid crosses, enzymes and temperature, Hardy–Weinberg, chi-square tests."""

import numpy as np
from matplotlib.axes import Axes

from . import t
from .figures import figure


@figure("test2_bio_heart_rate")
def _heart_rate(ax: Axes) -> None:
    students = np.arange(3)
    resting, exercise = [70, 64, 80], [130, 140, 120]
    ax.bar(students - 0.2, resting, width=0.4, color="tab:blue", label="at rest")
    ax.bar(students + 0.2, exercise, width=0.4, color="tab:red", label="after 2 min of running")
    ax.set_xticks(students, ["Student A", "Student B", "Student C"])
    ax.set_yticks(range(0, 161, 20))
    ax.set_ylim(0, 160)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylabel("heart rate (beats/min)")
    ax.legend(fontsize=7, loc="upper left")


@figure("test2_bio_enzyme_temperature")
def _enzyme_temperature(ax: Axes) -> None:
    temperature = np.linspace(0, 70, 141)
    rising = np.clip(temperature / 37, 0, 1) ** 1.6
    falling = np.clip(1 - (temperature - 37) / 18, 0, 1)
    activity = 100 * np.where(temperature <= 37, rising, falling)
    ax.plot(temperature, activity, color="tab:green")
    ax.set_xticks(range(0, 71, 10))
    ax.set_yticks(range(0, 101, 20))
    ax.set_xlim(0, 70)
    ax.set_ylim(0, 105)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("temperature (°C)")
    ax.set_ylabel("rate of reaction (% of maximum)")
    ax.set_title("Activity of a human digestive enzyme", fontsize=9)


@figure("test2_bio_dihybrid_counts")
def _dihybrid_counts(ax: Axes) -> None:
    phenotypes = ["purple\ntall", "purple\ndwarf", "white\ntall", "white\ndwarf"]
    counts = [88, 32, 28, 12]
    bars = ax.bar(phenotypes, counts, color=["#6a3d9a", "#cab2d6", "#bdbdbd", "#f0f0f0"], edgecolor="black")
    for bar, count in zip(bars, counts):
        ax.text(bar.get_x() + bar.get_width() / 2, count + 2, str(count), ha="center", fontsize=9)
    ax.set_ylim(0, 100)
    ax.set_ylabel("number of offspring")
    ax.set_title("F₂ offspring of a dihybrid cross (n = 160)", fontsize=9)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "In a food chain grass → grasshopper → frog → snake, the grass captures 10,000 kJ of energy. "
        "If about 10% of the energy passes from one level to the next, how much energy reaches the snake?",
        "reference_answer": "about 10 kJ",
        "steps": [
            ("**Step 1:** The grasshoppers get 10% of the grass's energy: 10% × 10,000 kJ = 1,000 kJ.", 1, None, None),
            ("**Step 2:** The frogs get 10% of that: 10% × 1,000 kJ = 100 kJ.", 1, None, None),
            (
                "**Step 3:** The snake gets 10% of the frogs' energy: 10% × 100 kJ = 10 kJ. The rest is lost at each level "
                "mainly as heat from respiration, and in waste and uneaten parts.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** As a fraction of what the grass captured, this is 10 ÷ 10,000 = 0.1%, which is why food "
                "chains rarely have more than four or five levels.",
                1,
                None,
                None,
            ),
            ("**Final answer:** About **10 kJ** of energy reaches the snake.", 1, None, None),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test2_bio_heart_rate"],
        "question": "<image_1> shows the heart rates of three students at rest and after two minutes of running. "
        "(a) Which student's heart rate increased the most? (b) What is the mean resting heart rate of the "
        "three students?",
        "reference_answer": "(a) Student B (b) about 71.3 beats/min",
        "steps": [
            (
                "Step 1: From the graph, the measured resting heart rates are A 70, B 64, C 80 beats/min, and after running they "
                "are A 130, B 140, C 120 beats/min.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The increases are A 130 − 70 = 60, B 140 − 64 = 76 and C 120 − 80 = 40 beats/min, so Student B's "
                "heart rate increased the most.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Mean resting heart rate = (70 + 64 + 80) ÷ 3 = 204 ÷ 3 = 68 beats/min.\n\n"
                "Final answer: (a) Student B (b) 68 beats/min",
                0,
                "NC",
                "70 + 64 + 80 = 214, so the mean is 214 ÷ 3 ≈ 71.3 beats/min.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In pea plants, tall (T) is dominant over dwarf (t). Two heterozygous tall plants are crossed. "
        "(a) What fraction of the offspring are tall? (b) Of the tall offspring, what fraction are "
        "heterozygous?",
        "reference_answer": "(a) 3/4 (b) 2/3",
        "steps": [
            ("Step 1: The cross is Tt × Tt. Each parent produces T and t gametes in equal numbers.", 1, None, None),
            ("Step 2: The Punnett square gives TT : Tt : tt in the ratio 1 : 2 : 1.", 1, None, None),
            (
                "Step 3: TT and Tt plants are both tall, so the fraction of tall offspring is (1 + 2)/4 = 3/4.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The heterozygotes Tt make up 2 of the 4 boxes, so the fraction of tall offspring that are "
                "heterozygous is 2/4 = 1/2.\n\nFinal answer: (a) 3/4 (b) 1/2",
                0,
                "RE",
                "The question restricts to tall offspring, so the denominator is the 3 tall boxes: 2/3, not 2/4.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test2_bio_enzyme_temperature"],
        "question": "<image_1> shows how the activity of a human digestive enzyme changes with temperature. "
        "(a) What is the optimum temperature? (b) Explain why the activity drops to zero by 55 °C.",
        "reference_answer": "(a) about 37 °C (b) the enzyme is denatured: its active site changes shape and no longer fits the substrate",
        "steps": [
            (
                t("""
                ### Step 1: Optimum temperature
                The curve peaks at about 37 °C, so the optimum temperature is about 37 °C (body temperature).
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Below the optimum
                As the temperature rises towards 37 °C, the molecules move faster, so enzyme and substrate collide more often and the rate increases.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Above the optimum
                Above 37 °C the high temperature kills the enzyme, because the enzyme is a living organism that cannot survive the heat.
                """),
                0,
                "KE",
                "Enzymes are proteins, not living organisms; heat denatures them: bonds holding the "
                "shape break and the active site no longer fits the substrate.",
            ),
            (
                "### Final Answer\n(a) About 37 °C. (b) By 55 °C the enzyme has been killed by the heat, so there is no "
                "activity.",
                0,
                "carried",
                "Carried error: repeats the 'killed' explanation of step 3; the enzyme is denatured, not killed.",
            ),
        ],
    },
    {
        "id": "bio-hs-03",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In a population in Hardy–Weinberg equilibrium, 16% of individuals show a recessive trait. What "
        "percentage of the population are heterozygous carriers?",
        "reference_answer": "48%",
        "steps": [
            (
                "Step 1: The recessive phenotype is the aa genotype, so \\(q^2 = 0.16\\) and therefore "
                "\\(q = \\sqrt{0.16} = 0.4\\).",
                1,
                None,
                None,
            ),
            ("Step 2: Because \\(p + q = 1\\), we find \\(p = 1 - 0.4 = 0.6\\).", 1, None, None),
            (
                "Step 3: The frequency of heterozygotes is \\(2pq\\). Substituting the values, we get "
                "\\(2 \\times 0.6 \\times 0.4 = 0.48\\).",
                1,
                None,
                None,
            ),
            (
                "Step 4: Check: \\(p^2 + 2pq + q^2 = 0.36 + 0.48 + 0.16 = 1\\).\n\nThe final answer is 48% carriers.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test2_bio_dihybrid_counts"],
        "question": "<image_1> shows the F₂ offspring of a dihybrid cross in peas. Use a chi-square test at the 5% "
        "significance level to decide whether the results fit a 9 : 3 : 3 : 1 ratio. (Critical values: "
        "df = 2: 5.991; df = 3: 7.815; df = 4: 9.488.)",
        "reference_answer": "χ² ≈ 0.71 with 3 degrees of freedom, below 7.815: the data fit a 9 : 3 : 3 : 1 ratio",
        "steps": [
            (
                "**Step 1: Hypotheses.** H₀: the offspring fit a 9 : 3 : 3 : 1 ratio (two genes assorting "
                "independently, with complete dominance); H₁: they do not.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: Expected counts.** With n = 160, the 9 : 3 : 3 : 1 ratio gives expected counts "
                "$160 \\times \\tfrac{9}{16} = 90$, $30$, $30$ and $10$.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3: Chi-square statistic.** The observed counts from the chart are 88, 32, 28 and 12:
                $$\\chi^2 = \\sum \\frac{(O-E)^2}{E} = \\frac{4}{90} + \\frac{4}{30} + \\frac{4}{30} + \\frac{4}{10} \\approx 0.044 + 0.133 + 0.133 + 0.400 = 0.711$$
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 4: Degrees of freedom.** There are four phenotype classes, so df = 4 and the critical value at "
                "5% is 9.488.",
                0,
                "KE",
                "The degrees of freedom are the number of classes minus one: df = 3, with critical value 7.815.",
            ),
            (
                "**Step 5: Conclusion.** Since 0.711 is much smaller than the critical value, we do not reject the null "
                "hypothesis: the differences between observed and expected counts can be explained by chance.",
                1,
                None,
                None,
            ),
            (
                "**Step 6: Interpretation.** A 9 : 3 : 3 : 1 ratio is what two independently assorting genes produce, "
                "so the data support the idea that flower colour and stem height are inherited independently.\n\n"
                "**Final answer:** χ² ≈ 0.71; the data fit a 9 : 3 : 3 : 1 ratio.",
                1,
                None,
                None,
            ),
        ],
    },
]
