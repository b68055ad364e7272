"""Twenty-first test set, Biology: a karyotype with an extra chromosome, the energy in a peanut from a burning
test, the fertile window of a menstrual cycle, genetic drift in a small and a large population, the neutral
rate of substitution, and the allele frequency after a population bottleneck."""

from matplotlib.axes import Axes
from matplotlib.patches import FancyBboxPatch

from .figures import figure


@figure("test21_bio_karyotype")
def _karyotype(ax: Axes) -> None:
    groups = [("19", [2.2, 2.2]), ("20", [2.4, 2.4]), ("21", [1.6, 1.6, 1.6]), ("22", [1.7, 1.7]),
              ("X  Y", [3.6, 1.4])]  # fmt: skip
    x = 0.0
    for label, lengths in groups:
        start = x
        for length in lengths:
            ax.add_patch(
                FancyBboxPatch((x, 0), 0.35, length, boxstyle="round,pad=0.05,rounding_size=0.15", color="#7b6fb0")
            )
            ax.plot([x - 0.05, x + 0.4], [length * 0.35, length * 0.35], color="white", linewidth=2)
            x += 0.6
        ax.text((start + x - 0.6 + 0.35) / 2, -0.6, label, ha="center", fontsize=10)
        x += 0.6
    ax.set_xlim(-0.4, x)
    ax.set_ylim(-1.0, 4.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test21_bio_drift_lines")
def _drift_lines(ax: Axes) -> None:
    generations = list(range(0, 41, 4))
    small = [0.50, 0.60, 0.45, 0.55, 0.70, 0.80, 0.90, 1.00, 1.00, 1.00, 1.00]
    large = [0.50, 0.51, 0.49, 0.50, 0.52, 0.50, 0.49, 0.51, 0.50, 0.52, 0.51]
    ax.plot(generations, small, color="#d62728", marker="o", markersize=3, label="population X")
    ax.plot(generations, large, color="#1f77b4", marker="s", markersize=3, label="population Y")
    ax.set_xticks(generations)
    ax.set_ylim(0, 1.05)
    ax.set_xlabel("generation")
    ax.set_ylabel("frequency of allele A")
    ax.legend(fontsize=8, loc="lower right")
    ax.grid(True, color="#eeeeee")


@figure("test21_bio_bottleneck_bars")
def _bottleneck_bars(ax: Axes) -> None:
    ax.bar(["AA", "Aa", "aa"], [4, 3, 3], color="#74c476", width=0.5)
    ax.set_ylabel("number of survivors")
    ax.set_yticks(range(0, 6))
    ax.set_xlabel("genotype")
    ax.grid(True, axis="y", color="#eeeeee")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test21_bio_karyotype"],
        "question": "<image_1> shows the last part of a person's karyotype: chromosome pairs 19 to 22 and the sex "
        "chromosomes. All the other pairs are normal. Is the person male or female, how many chromosomes are in "
        "each body cell, and which condition does the person have?",
        "reference_answer": "male; 47 chromosomes; Down syndrome (trisomy 21)",
        "steps": [
            (
                "To answer this, we look at the sex chromosomes first and then count the copies in each "
                "numbered group.\n\n"
                "**Step 1:** The sex chromosomes are one long X and one short Y, and since a Y chromosome is "
                "present, the person is male.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Pairs 19, 20 and 22 each have two chromosomes, as expected, while group 21 has three "
                "copies. Having one extra copy of a chromosome is called a trisomy, so this is trisomy 21.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** A normal body cell has 46 chromosomes, so one extra chromosome makes 46 + 1 = 47.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Trisomy 21 is Down syndrome, which usually arises when chromosome 21 fails to "
                "separate during meiosis, so one gamete carries two copies.\n\n"
                "**Final Answer:** a male with 47 chromosomes per body cell, who has Down syndrome (trisomy 21).",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A 1.0 g peanut is set alight under a boiling tube holding 20 g of water, and the water's "
        "temperature rises from 21 °C to 51 °C. Using E = mcΔT with c = 4.2 J/g °C, estimate the energy released "
        "per gram of peanut, and explain why the true value is higher.",
        "reference_answer": "about 2.5 kJ/g (2520 J); heat is lost to the air and the tube, and burning is incomplete",
        "steps": [
            (
                "The heat given out by the burning peanut warms the water, so we can use the water's temperature "
                "rise to estimate it.\n\n"
                "**Step 1:** The temperature rise is ΔT = 51 − 21 = 30 °C.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting into E = mcΔT, we get E = 20 × 4.2 × 30 = 2250 J.",
                0,
                "NC",
                "20 × 4.2 = 84 and 84 × 30 = 2520, so E = 2520 J.",
            ),
            (
                "**Step 3:** Since the peanut had a mass of 1.0 g, the energy per gram is 2250 J/g, which is "
                "about 2.3 kJ/g.",
                0,
                "carried",
                "Carried error: dividing by 1.0 g is right, but the energy from step 2 is wrong; it should be "
                "2520 J/g ≈ 2.5 kJ/g.",
            ),
            (
                "**Step 4:** The true value is much higher because a lot of the heat escapes to the air and warms "
                "the boiling tube instead of the water, and because the peanut often doesn't burn completely, "
                "which leaves some of its energy unreleased.\n\n"
                "**Final Answer:** about 2.3 kJ per gram; the true value is higher because heat is lost to the "
                "surroundings and burning is incomplete.",
                0,
                "carried",
                "Carried error: the reasons are right, but the final answer repeats 2.3 kJ/g from step 3; the "
                "estimate is 2520 J/g ≈ 2.5 kJ/g.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A woman has a regular 30-day menstrual cycle, counting day 1 as the first day of bleeding. "
        "Ovulation happens on about day (cycle length − 14), an egg survives about 1 day after ovulation, and "
        "sperm survive up to 5 days in the female tract. On which day does she ovulate, and "
        "which days form her fertile window?",
        "reference_answer": "day 16; days 11 to 17",
        "steps": [
            (
                "Step 1: Let me restate the problem. The cycle lasts 30 days and I need the day of ovulation and "
                "the range of days on which intercourse could lead to fertilisation. The conditions are:\n"
                "a. ovulation is on day (cycle length − 14);\n"
                "b. the egg lives about 1 day;\n"
                "c. sperm live up to 5 days.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using the rule in the question, the ovulation day is the cycle length minus 14, so it is "
                "30 − 14 = day 16. Hmm, let me make sure that fits: after ovulation the luteal phase runs from day "
                "17 to day 30, which is 14 days, so she ovulates on about day 16.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Since sperm can wait up to 5 days for an egg, intercourse as early as day 16 − 5 = 11 can "
                "still lead to fertilisation, and because the egg survives about a day after it is released, the "
                "window stays open until day 17.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check with the hormones: the surge of LH that triggers ovulation comes in the "
                "middle of the cycle, and day 16 of a 30-day cycle fits that. This matches my earlier result.\n\n"
                "**Final Answer:** ovulation on about day 16; fertile window from day 11 to day 17.",
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
        "images": ["test21_bio_drift_lines"],
        "question": "<image_1> follows the frequency of a neutral allele A over 40 generations in two isolated "
        "populations, one of 20 animals and one of 2000. (a) Which population is the small one? (b) In which "
        "generation does allele A become fixed in population X? (c) Explain why the two lines behave so "
        "differently.",
        "reference_answer": "(a) X (b) generation 28 (c) genetic drift is stronger in small populations",
        "steps": [
            (
                "**Step 1:** Population X's line swings widely from one sample to the next, while population Y's "
                "stays close to 0.5. Since random changes in allele frequency are larger when there are fewer "
                "individuals, X is the population of 20.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The difference comes from genetic drift. In each generation, only a sample of the "
                "parents' alleles is passed on, and if the population is small, then chance can shift the "
                "frequency a long way, so an allele can be lost or fixed within a few dozen generations. In a "
                "population of 2000 the sampling errors largely cancel out, which is why Y's frequency barely "
                "changes.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Allele A is fixed when its frequency reaches 1.0, because then every copy of the gene "
                "is A. The line for X reaches 1.0 at generation 24 and stays there.\n\n"
                "**Final Answer:** (a) population X (b) generation 24 (c) genetic drift, which is much stronger in "
                "small populations.",
                0,
                "VI",
                "At generation 24 the frequency of A in X is 0.90; the line first reaches 1.0 at generation 28.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "o1-mini",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A diploid population has a constant size of N = 500, and a gene mutates at a neutral rate of "
        "μ = 2 × 10⁻⁶ per copy per generation. According to the neutral theory, find (a) the number of new "
        "mutant copies arising per generation, (b) the probability that one new neutral mutation is eventually "
        "fixed, (c) the rate of substitution, and (d) the mean number of generations between substitutions.",
        "reference_answer": "(a) 2 × 10⁻³ (b) 10⁻³ (c) 2 × 10⁻⁶ per generation (= μ) (d) 5 × 10⁵ generations",
        "steps": [
            (
                "**Step 1.** I need four quantities, and each one builds on the last. The assumptions are:\n"
                "a. the population stays at N = 500 diploid individuals, so there are 2N = 1000 copies of the "
                "gene;\n"
                "b. the mutations are neutral, so only drift decides their fate.",
                1,
                None,
                None,
            ),
            (
                "**Step 2.** Since each of the 1000 copies mutates with probability μ, the number of new mutations "
                "per generation is 2Nμ = 1000 × 2 × 10⁻⁶ = 2 × 10⁻³.",
                1,
                None,
                None,
            ),
            (
                "**Step 3.** A new mutation starts as one copy out of 2N, and under drift a neutral allele's "
                "chance of fixation equals its starting frequency, so the probability is 1/(2N) = 1/1000 = 10⁻³.",
                1,
                None,
                None,
            ),
            (
                "**Step 4.** The substitution rate is the number of new mutations times the chance each one is "
                "fixed: k = 2Nμ × 1/(2N) = 2 × 10⁻³ × 10⁻³ = 2 × 10⁻⁶ per generation. Let me check: the N's cancel, "
                "so k = μ, which matches Kimura's result that the neutral substitution rate does not depend on "
                "population size.",
                1,
                None,
                None,
            ),
            (
                "**Step 5.** If substitutions happen at a rate of 2 × 10⁻⁶ per generation, then the mean waiting "
                "time between them is 1/k = 5 × 10⁵ generations.\n\n"
                "**Final Answer:** (a) 2 × 10⁻³ (b) 10⁻³ (c) 2 × 10⁻⁶ per generation (d) 500 000 generations",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test21_bio_bottleneck_bars"],
        "question": "Before a flood, the frequency of allele A in a population of beetles was 0.50. <image_1> shows "
        "the genotypes of the 10 beetles that survived. Find the frequencies of A and a among the survivors, the "
        "percentage change in the frequency of A, and name the effect.",
        "reference_answer": "p(A) = 0.55, q(a) = 0.45; a 10% rise; a population bottleneck (a form of genetic drift)",
        "steps": [
            (
                "I'll read the genotype counts off the bar chart and then count alleles.\n\n"
                "**Step 1:** The chart shows 4 AA, 3 Aa and 3 aa beetles, which adds up to the 10 survivors.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Beetles carrying A are the 4 AA and the 3 Aa, so the frequency of A is (4 + 3)/10 = 0.70.",
                0,
                "RE",
                "This counts beetles, not alleles. Each beetle carries two alleles, so there are 20: A = 2(4) + 3 "
                "= 11 and p = 11/20 = 0.55.",
            ),
            (
                "**Step 3:** Because the two frequencies must add to 1, the frequency of a is 1 − 0.70 = 0.30.",
                0,
                "carried",
                "Carried error: q = 1 − p is right, but it uses p = 0.70 from step 2; q = 1 − 0.55 = 0.45.",
            ),
            (
                "**Step 4:** The frequency of A rose from 0.50 to 0.70, which is a change of (0.70 − 0.50)/0.50 × "
                "100 = 40%. A sharp fall in population size that changes allele frequencies by chance, as the "
                "flood did here, is called a population bottleneck.\n\n"
                "**Final Answer:** p = 0.70, q = 0.30, a 40% rise; a bottleneck effect.",
                0,
                "carried",
                "Carried error: the percentage-change formula and the name are right, but p = 0.70 comes from step "
                "2; with p = 0.55 the rise is 10%.",
            ),
        ],
    },
]
