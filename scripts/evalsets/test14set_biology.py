"""Fourteenth test set, Biology: a body mass index, the energy in a serving from a food label, the blood groups
of children of an A and a B parent, a cell measured with an eyepiece graticule, respiratory quotients of two
kinds of seed, and the Q₁₀ of an enzyme-catalysed reaction."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test14_bio_foodlabel")
def _foodlabel(ax: Axes) -> None:
    rows = [("Nutrition", "per 100 g"), ("Carbohydrate", "60 g"), ("Fat", "10 g"), ("Protein", "8 g"), ("Fibre", "7 g")]
    for k, (name, value) in enumerate(rows):
        weight = "bold" if k == 0 else "normal"
        ax.text(0.05, 0.85 - 0.17 * k, name, fontsize=10, weight=weight)
        ax.text(0.65, 0.85 - 0.17 * k, value, fontsize=10, weight=weight)
        ax.plot([0.02, 0.95], [0.8 - 0.17 * k, 0.8 - 0.17 * k], color="black", linewidth=0.6)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")


@figure("test14_bio_graticule")
def _graticule(ax: Axes) -> None:
    for k in range(41):
        ax.plot([k, k], [0, 1.2 if k % 10 == 0 else 0.7], color="black", linewidth=0.7)
        if k % 10 == 0:
            ax.text(k, 1.4, str(k), ha="center", fontsize=8)
    ax.plot([0, 40], [0, 0], color="black", linewidth=0.7)
    ax.text(20, 2.2, "eyepiece graticule (units)", ha="center", fontsize=9)
    for k in range(11):
        ax.plot([4 * k, 4 * k], [-0.3, -1.3], color="#cb181d", linewidth=1.0)
    ax.plot([0, 40], [-0.3, -0.3], color="#cb181d", linewidth=1.0)
    ax.text(20, -2.2, "stage micrometer: 10 divisions of 10 µm = 100 µm", ha="center", fontsize=9, color="#cb181d")
    ax.set_xlim(-2, 42)
    ax.set_ylim(-3, 3)
    ax.axis("off")


@figure("test14_bio_seeds")
def _seeds(ax: Axes) -> None:
    xs = [0, 1]
    ax.bar([x - 0.18 for x in xs], [20, 30], width=0.36, color="#74c476", edgecolor="black", label="O₂ taken in")
    ax.bar([x + 0.18 for x in xs], [20, 21], width=0.36, color="#fd8d3c", edgecolor="black", label="CO₂ given out")
    for x, value in [(-0.18, 20), (0.82, 30), (0.18, 20), (1.18, 21)]:
        ax.text(x, value + 0.6, str(value), ha="center", fontsize=8)
    ax.set_xticks(xs)
    ax.set_xticklabels(["seeds A", "seeds B"])
    ax.set_ylabel("volume of gas / cm³ per hour")
    ax.set_ylim(0, 36)
    ax.legend(fontsize=8)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "An adult has a mass of 72 kg and a height of 1.80 m. Calculate their body mass index (BMI) and "
        "say whether it lies in the healthy range of 18.5 to 24.9.",
        "reference_answer": "BMI ≈ 22.2 kg/m², which is in the healthy range",
        "steps": [
            (
                "**Step 1:** The body mass index is defined as the mass in kilograms divided by the square of "
                "the height in metres: $\\text{BMI} = \\frac{m}{h^2}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The height squared is $1.80^2 = 3.6$ m², so the BMI is $\\frac{72}{3.6} = 20.0$ kg/m².",
                0,
                "NC",
                "1.80² = 3.24, not 3.6, so BMI = 72 / 3.24 ≈ 22.2 kg/m².",
            ),
            (
                "**Step 3:** Since 20.0 lies between 18.5 and 24.9, this adult's BMI is in the healthy range."
                "\n\n**Final Answer:** BMI = 20.0 kg/m², which is healthy.",
                0,
                "carried",
                "The verdict (healthy) holds, but the value 20.0 comes from the wrong square in step 2; the BMI "
                "is about 22.2 kg/m².",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test14_bio_foodlabel"],
        "question": "<image_1> is part of the label on a box of breakfast cereal. Using 17 kJ per gram for "
        "carbohydrate and protein and 37 kJ per gram for fat (and ignoring fibre), how much energy does a 30 g "
        "serving provide?",
        "reference_answer": "1526 kJ per 100 g, so about 458 kJ per 30 g serving",
        "steps": [
            (
                "I'll find the energy in 100 g first and then scale it down to one serving.\n\n"
                "Step 1: In 100 g, the carbohydrate gives $60 \\times 17 = 1020$ kJ and the protein gives "
                "$8 \\times 17 = 136$ kJ.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The fat gives $10 \\times 37 = 370$ kJ, which is a lot for only 10 g because fat stores "
                "more than twice as much energy per gram as carbohydrate.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Adding these up, 100 g of cereal provides $1020 + 136 + 370 = 1526$ kJ.",
                1,
                None,
                None,
            ),
            (
                "Step 4: A 30 g serving is 0.30 of 100 g, so it provides $0.30 \\times 1526 \\approx 458$ kJ."
                "\n\nFinal answer: about 458 kJ per 30 g serving.",
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
        "images": [],
        "question": "A man of blood group A (genotype IᴬIᴼ) and a woman of blood group B (genotype IᴮIᴼ) have "
        "children. (a) What is the probability that a child has blood group O? (b) What is the probability that "
        "their first two children both have blood group AB?",
        "reference_answer": "(a) 1/4; (b) 1/16",
        "steps": [
            (
                "1. The father's gametes carry Iᴬ or Iᴼ and the mother's carry Iᴮ or Iᴼ, each with probability "
                "½, so a Punnett square gives four equally likely genotypes: IᴬIᴮ, IᴬIᴼ, IᴮIᴼ and IᴼIᴼ.",
                1,
                None,
                None,
            ),
            (
                "2. Since Iᴬ and Iᴮ are codominant and both are dominant to Iᴼ, these genotypes give the blood "
                "groups AB, A, B and O, each with probability ¼; so P(group O) = ¼.",
                1,
                None,
                None,
            ),
            (
                "3. The two births are independent events, so for both children to be AB we add the two "
                "probabilities: ¼ + ¼ = ½.",
                0,
                "RE",
                "For two independent events both to happen, the probabilities are multiplied: ¼ × ¼ = 1/16.",
            ),
            (
                "4. **Final Answer:** (a) ¼; (b) ½.",
                0,
                "carried",
                "Part (a) is right, but (b) repeats the added probability of step 3; it should be 1/16.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test14_bio_graticule"],
        "question": "<image_1> shows an eyepiece graticule lined up with a stage micrometer whose divisions are "
        "10 µm apart. With the same objective, a guard cell is 16 graticule units long. What is the actual "
        "length of the cell?",
        "reference_answer": "One graticule unit = 2.5 µm, so the cell is 40 µm long",
        "steps": [
            (
                "### Step 1: Calibrate the graticule\nIn the image, the 40 units of the eyepiece graticule line "
                "up exactly with 10 divisions of the stage micrometer, which is $10 \\times 10 = 100$ µm.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: One unit\nTherefore one graticule unit represents $\\frac{100}{40} = 2.5$ µm at "
                "this magnification.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Measure the cell\nThe guard cell spans 16 units, so its actual length is "
                "$16 \\times 2.5 = 40$ µm. The calibration only holds for this objective, because changing "
                "the objective changes how much of the specimen each unit covers.\n\n"
                "**Final Answer:** 40 µm",
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
        "images": ["test14_bio_seeds"],
        "question": "<image_1> shows the oxygen taken in and the carbon dioxide given out by two kinds of germinating "
        "seed in a respirometer. (a) Calculate the respiratory quotient (RQ) of each and suggest the main "
        "respiratory substrate. (b) Tripalmitin is oxidised as C₅₁H₉₈O₆ + 72.5 O₂ → 51 CO₂ + 49 H₂O. "
        "What is its RQ?",
        "reference_answer": "(a) A: RQ = 1.0, carbohydrate; B: RQ = 0.70, lipid; (b) 51/72.5 ≈ 0.70",
        "steps": [
            (
                "**Step 1:** The respiratory quotient is defined as $\\text{RQ} = \\frac{\\text{CO}_2 "
                "\\text{ given out}}{\\text{O}_2 \\text{ taken in}}$ over the same period.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For seeds A, $\\text{RQ} = \\frac{20}{20} = 1.0$, which is the value expected when "
                "carbohydrate is respired, because glucose uses one O₂ for every CO₂ it releases.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** For seeds B, $\\text{RQ} = \\frac{21}{30} = 0.70$, so these seeds are mainly "
                "respiring lipid, which needs extra oxygen to oxidise its hydrogen-rich chains.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** For tripalmitin, $\\text{RQ} = \\frac{51}{72.5} \\approx 0.75$.\n\n"
                "**Final Answer:** (a) A: 1.0 (carbohydrate), B: 0.70 (lipid); (b) about 0.75.",
                0,
                "NC",
                "51 / 72.5 ≈ 0.703, i.e. about 0.70, the typical RQ of a lipid, not 0.75.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "An enzyme-catalysed reaction runs at 0.80 units/min at 15 °C and at 2.70 units/min at 35 °C. "
        "Calculate its temperature coefficient Q₁₀ over this range, and use it to predict the rate at 25 °C.",
        "reference_answer": "Q₁₀ = (2.70/0.80)^(10/20) = √3.375 ≈ 1.84; rate at 25 °C ≈ 1.47 units/min",
        "steps": [
            (
                "Step 1: Over a temperature interval ΔT, the temperature coefficient is "
                "$Q_{10} = \\left(\\frac{R_2}{R_1}\\right)^{10/\\Delta T}$, because Q₁₀ is the factor by which "
                "the rate rises for every 10 °C.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Here $\\frac{R_2}{R_1} = \\frac{2.70}{0.80} = 3.375$ and $\\Delta T = 20$ °C, so the "
                "exponent is $\\frac{10}{20} = \\frac{1}{2}$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Raising 3.375 to the power ½ means halving it, so $Q_{10} = \\frac{3.375}{2} \\approx 1.69$.",
                0,
                "SC",
                "A power of ½ is a square root, not a halving: Q₁₀ = √3.375 ≈ 1.84.",
            ),
            (
                "Step 4: If the rate rises by a factor of Q₁₀ over the 10 °C from 15 °C to 25 °C, then the rate "
                "at 25 °C is $0.80 \\times 1.69 \\approx 1.35$ units/min.\n\n"
                "Final answer: Q₁₀ ≈ 1.69; the predicted rate at 25 °C is about 1.35 units/min.",
                0,
                "carried",
                "The method is right but uses the wrong Q₁₀ of step 3; with Q₁₀ ≈ 1.84 the rate is about "
                "0.80 × 1.84 ≈ 1.47 units/min.",
            ),
        ],
    },
]
