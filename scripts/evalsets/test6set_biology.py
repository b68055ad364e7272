"""Sixth test set, Biology: stomata on the two leaf surfaces, telling a reptile from an amphibian, cardiac output
before and after training, the Bohr shift of haemoglobin, a map distance from a test cross, logistic growth."""

import math

from matplotlib.axes import Axes

from . import t
from .figures import figure


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


@figure("test6_bio_stomata_chart")
def _stomata_chart(ax: Axes) -> None:
    species = ["bean", "oak", "water lily"]
    upper = [40, 0, 460]
    lower = [280, 450, 0]
    xs = range(len(species))
    ax.bar([x - 0.2 for x in xs], upper, width=0.4, color="gold", edgecolor="black", label="upper surface")
    ax.bar([x + 0.2 for x in xs], lower, width=0.4, color="seagreen", edgecolor="black", label="lower surface")
    ax.set_xticks(list(xs))
    ax.set_xticklabels(species)
    ax.set_yticks(range(0, 501, 50))
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylim(0, 500)
    ax.set_ylabel("stomata per mm²")
    ax.legend(fontsize=8, loc="upper left")


@figure("test6_bio_dissociation_curves")
def _dissociation_curves(ax: Axes) -> None:
    ps = [k / 10 for k in range(0, 121)]
    for p50, name, colour in ((3.5, "A", "tab:blue"), (4.5, "B", "tab:red")):
        ax.plot(ps, [100 * p**2.7 / (p**2.7 + p50**2.7) for p in ps], color=colour)
        ax.text(9.5, 100 * 9.5**2.7 / (9.5**2.7 + p50**2.7) - 7 + (0 if name == "B" else 9), name, color=colour)
    ax.set_xticks(range(0, 13))
    ax.set_yticks(range(0, 101, 10))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 12)
    ax.set_ylim(0, 100)
    ax.set_xlabel("partial pressure of oxygen (kPa)")
    ax.set_ylabel("saturation of haemoglobin (%)")


@figure("test6_bio_testcross_counts")
def _testcross_counts(ax: Axes) -> None:
    classes = ["grey,\nnormal", "black,\nvestigial", "grey,\nvestigial", "black,\nnormal"]
    counts = [415, 405, 92, 88]
    bars = ax.bar(classes, counts, color="slategray", edgecolor="black", width=0.6)
    for bar, count in zip(bars, counts, strict=True):
        ax.text(bar.get_x() + bar.get_width() / 2, count + 8, str(count), ha="center", fontsize=9)
    ax.set_ylim(0, 480)
    ax.set_ylabel("number of offspring")
    ax.tick_params(axis="x", labelsize=8)
    ax.set_title("Test cross offspring (body colour, wing shape)", fontsize=10)


@figure("test6_bio_logistic_growth")
def _logistic_growth(ax: Axes) -> None:
    ts = [k / 4 for k in range(0, 121)]
    ax.plot(ts, [1000 / (1 + 19 * math.exp(-0.4 * s)) for s in ts], color="tab:brown")
    ax.axhline(1000, color="black", linestyle="--", linewidth=0.8)
    ax.set_xticks(range(0, 31, 5))
    ax.set_yticks(range(0, 1201, 200))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 30)
    ax.set_ylim(0, 1200)
    ax.set_xlabel("time (years)")
    ax.set_ylabel("number of deer")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test6_bio_stomata_chart"],
        "question": "<image_1> shows the number of stomata per mm² on the upper and lower leaf surfaces of three "
        "plants. (a) Which plant has the most stomata on its lower surface? (b) What is the ratio of lower to upper "
        "stomata for the bean? (c) Suggest why the water lily's stomata are all on the upper surface.",
        "reference_answer": "(a) oak; (b) 7 : 1; (c) its leaves float, so only the upper surface is in contact with air",
        "steps": [
            ok(
                "Step 1: Reading the green bars for the lower surface, the bean has 280, the oak 450 and the water "
                "lily 0 stomata per mm², so the oak has the most."
            ),
            ok(
                "Step 2: For the bean the upper surface has 40 stomata per mm² and the lower surface 280, so the "
                "ratio of lower to upper is 280 : 40, which simplifies to 7 : 1."
            ),
            ok(
                "Step 3: Having most stomata underneath helps land plants, because the lower surface is shaded and "
                "cooler, and therefore less water is lost by transpiration through the pores there."
            ),
            ok(
                t("""
                Step 4: A water lily's leaves float on the pond, so the lower surface sits in the water while only
                the upper surface is in contact with the air, and stomata there can exchange CO₂ and O₂ with the
                atmosphere.

                Final Answer: (a) oak; (b) 7 : 1; (c) the leaves float, so gas exchange is only possible through
                the upper surface, which is the one exposed to the air.
                """)
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "An animal has dry, scaly skin, breathes with lungs throughout its life, lays eggs with leathery "
        "shells on land, and cannot keep its body temperature constant. To which class of vertebrates does it "
        "belong? Give two differences between this animal and an amphibian.",
        "reference_answer": "a reptile; e.g. dry scaly skin vs moist permeable skin, shelled eggs on land vs jelly-coated "
        "eggs in water, lungs all its life vs gills in the larval stage",
        "steps": [
            ok(
                t("""
                Let's match the features one by one with the vertebrate classes.

                **Step 1:** Dry, scaly skin and shelled eggs laid on land are the hallmarks of reptiles, while an
                animal that cannot keep its body temperature constant is ectothermic, which also fits reptiles (as
                well as fish and amphibians).
                """)
            ),
            ok("**Step 2:** Putting the features together, the animal is a **reptile**, such as a lizard or a snake."),
            ok(
                "**Step 3:** A first difference is the skin: an amphibian has thin, moist skin through which it can "
                "take in oxygen, whereas the reptile's dry scales keep water in and let it live far from water."
            ),
            bad(
                "**Step 4:** A second difference is temperature control: reptiles are cold-blooded, whereas "
                "amphibians are warm-blooded and keep their body temperature constant.",
                "KE",
                "Amphibians are ectothermic too; a valid difference is, e.g., jelly-coated eggs laid in water, or "
                "larvae (tadpoles) that breathe with gills.",
            ),
            bad(
                t("""
                **Final answer:** It is a reptile. Unlike an amphibian, it has dry, scaly skin rather than moist
                skin, and it is cold-blooded whereas amphibians are warm-blooded.
                """),
                "carried",
                "The second difference repeats step 4's error; amphibians are also cold-blooded.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A person has a resting heart rate of 72 beats per minute and a stroke volume of 70 mL. (a) What "
        "is the cardiac output in L/min? (b) After months of endurance training the resting stroke volume is 90 mL "
        "while the resting cardiac output is unchanged. What is the new resting heart rate? (c) Suggest why the "
        "stroke volume increased.",
        "reference_answer": "(a) 5.04 L/min; (b) 56 beats/min; (c) the heart muscle, especially the left ventricle wall, "
        "grows larger and stronger, so each beat pumps more blood",
        "steps": [
            bad(
                t("""
                I'll use the relation cardiac output = heart rate × stroke volume for both parts.

                **Step 1: Cardiac output.** $72 \\times 70 = 4900$ mL per minute, which is 4.9 L/min.
                """),
                "NC",
                "72 × 70 = 5040 mL/min, i.e. 5.04 L/min.",
            ),
            bad(
                "**Step 2: New heart rate.** If the output stays the same while each beat pumps 90 mL, then the "
                "heart only has to beat $4900 \\div 90 \\approx 54$ times a minute.",
                "carried",
                "The method is right, but 5040 ÷ 90 = 56 beats per minute.",
            ),
            ok(
                "**Step 3: Why the stroke volume rose.** Endurance training makes the cardiac muscle of the "
                "ventricles, especially the left ventricle's wall, larger and stronger, so the heart fills with more "
                "blood and empties it more completely with every contraction."
            ),
            bad(
                "**Final answer:** (a) 4.9 L/min; (b) about 54 beats/min; (c) the trained heart's ventricles are "
                "larger and stronger, so each beat ejects more blood.",
                "carried",
                "Parts (a) and (b) repeat the wrong product; they are 5.04 L/min and 56 beats/min.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "qwen-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test6_bio_dissociation_curves"],
        "question": "<image_1> shows oxygen dissociation curves of human haemoglobin at two carbon dioxide "
        "concentrations. (a) Read the percentage saturation of each curve at 4 kPa. (b) Which curve was measured at "
        "the higher CO₂ concentration, and what is this effect called? (c) Explain how it benefits respiring muscle.",
        "reference_answer": "(a) A about 59%, B about 42%; (b) B, the Bohr effect; (c) more oxygen is unloaded where CO₂ "
        "is high",
        "steps": [
            ok(
                "### Step 1: Reading the graph\nAt a partial pressure of 4 kPa, curve A is at about 59% saturation, "
                "while curve B, which lies to its right, is at only about 42%."
            ),
            ok(
                "### Step 2: Identifying the curves\nCarbon dioxide lowers haemoglobin's affinity for oxygen and "
                "shifts the curve to the right, so B, the right-hand curve, was measured at the higher CO₂ "
                "concentration. This shift is called the **Bohr effect**."
            ),
            ok(
                "### Step 3: Why it happens\nCO₂ dissolves in the blood plasma and red cells to form carbonic acid, "
                "which releases H⁺ ions, and these bind to haemoglobin and change its shape so that it holds its "
                "oxygen less tightly."
            ),
            ok(
                t("""
                ### Step 4: Benefit to muscle
                Actively respiring muscle produces a lot of CO₂, so the haemoglobin reaching it gives up more of its
                oxygen (here about 17 percentage points more at 4 kPa) exactly where oxygen is being used fastest.

                **Final Answer:** (a) A ≈ 59%, B ≈ 42%; (b) curve B, the Bohr effect; (c) more oxygen is unloaded in
                respiring tissues, which are rich in CO₂.
                """)
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test6_bio_testcross_counts"],
        "question": "In fruit flies, grey body is dominant to black and normal wings are dominant to vestigial. A "
        "female from a cross of true-breeding grey, normal flies with black, vestigial flies is test-crossed with a "
        "black, vestigial male, giving the offspring in <image_1>. (a) How far apart are the two genes, in map "
        "units? (b) If the same female type is test-crossed again and gives 2000 offspring, how many black, normal "
        "flies would you expect?",
        "reference_answer": "(a) 18 map units; (b) about 180",
        "steps": [
            ok(
                t("""
                The test cross shows the gametes of the female directly, because the male can only pass on recessive
                alleles, so each offspring class corresponds to one type of egg.

                **Step 1: Read the counts.** The chart shows grey, normal 415; black, vestigial 405; grey, vestigial
                92; and black, normal 88, which adds up to 1000 offspring.
                """)
            ),
            ok(
                "**Step 2: Parental and recombinant classes.** The female received grey–normal from one parent and "
                "black–vestigial from the other, and these two classes are also by far the largest, so they are the "
                "parental types, while grey, vestigial and black, normal are the recombinants."
            ),
            ok(
                "**Step 3: Map distance.** The recombination frequency is $\\frac{92 + 88}{1000} = 0.18$, i.e. 18%, "
                "and since 1% recombination is defined as one map unit, the genes are 18 map units apart."
            ),
            bad(
                t("""
                **Step 4: Prediction.** With a recombination frequency of 18%, we expect 18% of 2000, which is
                $0.18 \\times 2000 = 360$ black, normal flies.

                **Final answer:** (a) 18 map units; (b) about 360 black, normal flies.
                """),
                "RE",
                "Black, normal is only one of the two recombinant classes, so it makes up about half of 18%: "
                "0.09 × 2000 = 180 flies.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test6_bio_logistic_growth"],
        "question": "<image_1> shows the logistic growth of a deer population on an island. Using the model "
        "dN/dt = rN(1 − N/K) with r = 0.4 per year and the carrying capacity read from the graph, find (a) the "
        "growth rate when N = 250, and (b) the population size at which the growth rate is greatest, and that "
        "greatest rate.",
        "reference_answer": "(a) 75 deer per year; (b) at N = 500, 100 deer per year",
        "steps": [
            ok(
                t("""
                To answer this, we need the carrying capacity first, which is the level the curve approaches.

                Step 1: The population levels off along the dashed line at 1000 deer, so K = 1000.
                """)
            ),
            ok(
                "Step 2: Substituting the values, we get $\\frac{dN}{dt} = 0.4 \\times 250 \\times \\left(1 - "
                "\\frac{250}{1000}\\right) = 100 \\times 0.75 = 75$ deer per year."
            ),
            ok(
                "Step 3: Writing the rate as $f(N) = rN - \\frac{rN^2}{K}$ and differentiating, we obtain "
                "$f'(N) = r - \\frac{2rN}{K}$, which is zero when $N = \\frac{K}{2} = 500$; since $f''(N) = "
                "-\\frac{2r}{K} < 0$, this is a maximum."
            ),
            ok(
                t("""
                Step 4: At N = 500 the growth rate is $0.4 \\times 500 \\times (1 - 0.5) = 100$ deer per year, which
                matches the graph, where the curve is steepest at about 500 deer, around year 7.

                Final Answer: (a) 75 deer per year; (b) the growth rate is greatest at N = 500 deer, where it is
                100 deer per year.
                """)
            ),
        ],
    },
]
