"""Fourth test set, Biology: the photosynthesis equation, a food chain, a monohybrid cross, an enzyme temperature curve, base pairing, Hardy-Weinberg."""

from matplotlib.axes import Axes

from . import t
from .figures import figure
from .test4set_math import bad, ok


@figure("test4_biology_food_chain")
def _food_chain(ax: Axes) -> None:
    names = ["grass", "grasshopper", "frog", "snake", "hawk"]
    for k, name in enumerate(names):
        ax.text(0, -k, name, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": "honeydew"})
        if k:
            ax.annotate("", xy=(0, -k + 0.25), xytext=(0, -k + 0.75), arrowprops={"arrowstyle": "->"})
    ax.set_xlim(-2, 2)
    ax.set_ylim(-4.6, 0.6)
    ax.axis("off")


@figure("test4_biology_enzyme_curve")
def _enzyme_curve(ax: Axes) -> None:
    temps = [0, 10, 20, 30, 37, 45, 52, 60, 70]
    rates = [2, 15, 40, 75, 100, 60, 20, 0, 0]
    ax.plot(temps, rates, marker="o", color="tab:orange")
    ax.set_xlabel("temperature (°C)")
    ax.set_ylabel("relative enzyme activity (%)")
    ax.set_xticks(temps)
    ax.grid(linestyle=":", color="gray")
    ax.set_ylim(0, 110)


@figure("test4_biology_flower_counts")
def _flower_counts(ax: Axes) -> None:
    ax.bar(["red flowers", "white flowers"], [336, 64], color=["tab:red", "lightgray"], edgecolor="black")
    ax.text(0, 340, "336", ha="center", fontsize=9)
    ax.text(1, 68, "64", ha="center", fontsize=9)
    ax.set_ylim(0, 400)
    ax.set_ylabel("number of plants")
    ax.set_title("400 plants; red (R) is dominant to white (r)", fontsize=9)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "Write the word equation for photosynthesis and name the pigment that absorbs the light.",
        "reference_answer": "carbon dioxide + water → glucose + oxygen (light, chlorophyll); chlorophyll",
        "steps": [
            ok(
                t("""
                Photosynthesis is how green plants make their own food, so let's list what goes in and what comes out.

                **Step 1:** The reactants are carbon dioxide, taken in through the leaves, and water, taken up by the roots.
                """)
            ),
            ok(
                "**Step 2:** The products are glucose, which the plant uses for energy and growth, and oxygen, which is released."
            ),
            ok(
                t("""
                **Step 3:** The light energy is absorbed by chlorophyll, the green pigment in the chloroplasts.

                **Final answer:** carbon dioxide + water → glucose + oxygen (using light energy); the pigment is chlorophyll.
                """)
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test4_biology_food_chain"],
        "question": "Look at the food chain in <image_1>. Which organism is the secondary consumer? If the grass "
        "stores 10 000 kJ of energy and about 10% passes to each next level, how much reaches that consumer?",
        "reference_answer": "the frog; about 100 kJ",
        "steps": [
            ok(
                "Step 1: The grass is the producer, the grasshopper eats it (primary consumer), and the frog eats the grasshopper."
            ),
            ok("Step 2: So the frog is the secondary consumer."),
            ok("Step 3: The grasshopper receives 10% of 10 000 kJ, which is 1 000 kJ."),
            bad(
                "Step 4: The frog receives 10% of 1 000 kJ, which is 10 kJ.\n\nFinal answer: the frog, with about 10 kJ.",
                "NC",
                "10% of 1 000 kJ is 100 kJ, not 10 kJ.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In pea plants, tall (T) is dominant to short (t). Two Tt plants are crossed. What fraction "
        "of the offspring are tall, and what fraction of the tall offspring are heterozygous?",
        "reference_answer": "3/4 tall; 2/3 of the tall plants are Tt",
        "steps": [
            ok("### Step 1\nThe Punnett square for Tt × Tt gives TT, Tt, Tt and tt, each with probability 1/4."),
            ok("### Step 2\nTT and Tt plants are tall, so 3 of the 4 outcomes are tall: 3/4 of the offspring."),
            bad(
                "### Step 3\nTwo of the four outcomes are Tt, so 2/4 = 1/2 of the tall offspring are heterozygous.",
                "RE",
                "Among tall plants only 3 outcomes count, so the fraction is 2/3; 2/4 is the share of all offspring.",
            ),
            bad(
                "**Final answer:** 3/4 are tall, and 1/2 of the tall ones are Tt.",
                "carried",
                "It keeps the wrong 1/2 of step 3.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test4_biology_enzyme_curve"],
        "question": "<image_1> shows the activity of an enzyme at different temperatures. What is its optimum "
        "temperature, and why is there no activity at 60 °C?",
        "reference_answer": "about 37 °C; the enzyme is denatured at 60 °C",
        "steps": [
            ok("**Step 1:** The curve peaks at 100% activity at 37 °C, so the optimum temperature is about 37 °C."),
            ok(
                "**Step 2:** Below 37 °C the activity is lower because the molecules move more slowly, so the "
                "enzyme and substrate collide less often."
            ),
            bad(
                "**Step 3:** Above the optimum, the enzyme is used up by the reaction it catalyses, and by 60 °C "
                "none is left, which is why the activity reaches zero.",
                "KE",
                "Enzymes are not consumed; high temperature breaks the bonds that hold their shape, so the active site is denatured.",
            ),
            bad(
                "**Final answer:** optimum about 37 °C; at 60 °C all the enzyme has been used up.",
                "carried",
                "It repeats the wrong reason of step 3.",
            ),
        ],
    },
    {
        "id": "bio-hs-03",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In a sample of double-stranded DNA, 30% of the bases are adenine. What percentages of the "
        "bases are thymine, guanine and cytosine?",
        "reference_answer": "T 30%, G 20%, C 20%",
        "steps": [
            ok("1. By Chargaff's rule, A pairs with T and G pairs with C, so %T = %A = 30%."),
            ok("2. A and T together make up 30% + 30% = 60%, which leaves 100% − 60% = 40% for G and C."),
            ok("3. Since G = C, each is 40% ÷ 2 = 20%."),
            ok("**Final answer:** thymine 30%, guanine 20%, cytosine 20%."),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test4_biology_flower_counts"],
        "question": "<image_1> gives the flower colours in a population of 400 plants in Hardy-Weinberg "
        "equilibrium. About how many of the plants are heterozygous (Rr)?",
        "reference_answer": "192",
        "steps": [
            ok("Step 1: White flowers are rr, so $q^2 = \\frac{64}{400} = 0.16$."),
            bad(
                "Step 2: Solving for the allele frequency, $q = 0.16 / 2 = 0.08$, so $p = 1 - 0.08 = 0.92$.",
                "SC",
                "q is the square root of q², so q = √0.16 = 0.4 and p = 0.6.",
            ),
            bad(
                "Step 3: The heterozygote frequency is $2pq = 2 \\times 0.92 \\times 0.08 \\approx 0.147$.",
                "carried",
                "The formula is right but uses the wrong p and q of step 2.",
            ),
            bad(
                "Step 4: Multiplying by the population, $0.147 \\times 400 \\approx 59$ plants.\n\nFinal answer: about 59 heterozygous plants.",
                "carried",
                "With 2pq = 0.48 the answer is 192.",
            ),
        ],
    },
]
