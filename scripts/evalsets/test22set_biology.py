"""Twenty-second test set, Biology: a seedling's growth curve, the carbon cycle, caffeine and reaction time,
semi-conservative DNA replication, a t-test on two fish samples, and the chance of affected children of carriers."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test22_bio_seedling")
def _seedling(ax: Axes) -> None:
    days = [0, 2, 4, 6, 8, 10]
    heights = [2.0, 3.5, 6.0, 9.5, 13.5, 17.0]
    ax.plot(days, heights, "o-", color="tab:green", markersize=4)
    ax.set_xticks(days)
    ax.set_yticks(range(0, 19, 2))
    ax.set_xlim(0, 10.5)
    ax.set_ylim(0, 18)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (days)")
    ax.set_ylabel("height of seedling (cm)")
    ax.set_title("Growth of a bean seedling", fontsize=9)


@figure("test22_bio_caffeine")
def _caffeine(ax: Axes) -> None:
    ax.bar(["before the drink", "30 min after the drink"], [0.32, 0.26], width=0.5, color=["gray", "tab:brown"])
    ax.set_yticks([0, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.35])
    ax.set_ylim(0, 0.36)
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylabel("mean reaction time (s)")
    ax.set_title("Ten students, caffeinated drink", fontsize=9)
    for x, v in enumerate([0.32, 0.26]):
        ax.text(x, v + 0.008, f"{v:.2f} s", ha="center", fontsize=8)


@figure("test22_bio_fish")
def _fish(ax: Axes) -> None:
    ax.bar(
        ["Lake A (n = 25)", "Lake B (n = 25)"],
        [12.0, 10.8],
        yerr=[1.5, 2.0],
        capsize=8,
        width=0.5,
        color=["tab:blue", "tab:cyan"],
        edgecolor="black",
    )
    ax.set_ylim(0, 15)
    ax.set_yticks(range(0, 16, 2))
    ax.grid(axis="y", linestyle=":", color="gray")
    ax.set_ylabel("mean body length (cm)")
    ax.set_title("Perch: mean ± standard deviation\nA: 12.0 ± 1.5 cm   B: 10.8 ± 2.0 cm", fontsize=8)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test22_bio_seedling"],
        "question": "<image_1> shows the height of a bean seedling over 10 days. (a) Between which two readings did it "
        "grow fastest? (b) What was its mean growth rate over the whole 10 days?",
        "reference_answer": "(a) days 6 to 8 (b) 1.5 cm/day",
        "steps": [
            (
                "Step 1: The increases between readings are 1.5, 2.5, 3.5, 4.0 and 3.5 cm, so the biggest increase, "
                "4.0 cm, is between day 6 and day 8, which is where the line is steepest.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From the graph, the seedling is 2.0 cm tall on day 0 and 15.0 cm tall on day 10.",
                0,
                "VI",
                "The last point on day 10 is at 17.0 cm, not 15.0 cm.",
            ),
            (
                "Step 3: Mean growth rate = change in height ÷ time = (15.0 − 2.0) cm ÷ 10 days = 1.3 cm/day.\n\n"
                "Final answer: (a) between day 6 and day 8 (b) 1.3 cm/day",
                0,
                "carried",
                "Carried error: it uses the misread 15.0 cm of step 2; (17.0 − 2.0) ÷ 10 = 1.5 cm/day.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "Name the process in the carbon cycle that (a) returns carbon dioxide to the air from animals, "
        "(b) releases the carbon stored in coal and oil, and (c) breaks down dead leaves on a forest floor, and "
        "say which organisms carry out (c).",
        "reference_answer": "(a) respiration (b) combustion (c) decomposition, by decomposers such as bacteria and fungi",
        "steps": [
            (
                "Here's how each part of the carbon cycle works:\n\n1. **(a)** Animals release carbon dioxide through "
                "**respiration**, because their cells break down glucose to release energy, and CO₂ is a waste "
                "product of that process.",
                1,
                None,
                None,
            ),
            (
                "2. **(b)** The carbon locked up in coal and oil goes back into the air when these fuels are burned, "
                "so the process is **combustion**.",
                1,
                None,
                None,
            ),
            (
                "3. **(c)** Dead leaves are broken down by **nitrification**, which is carried out by nitrifying "
                "bacteria in the soil.\n\n**Final answer:** (a) respiration, (b) combustion, (c) nitrification by "
                "nitrifying bacteria.",
                0,
                "KE",
                "Nitrification turns ammonium into nitrate in the nitrogen cycle; dead leaves are broken down by "
                "decomposition (decay), carried out by decomposers such as bacteria and fungi, whose respiration "
                "releases the carbon as CO₂.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test22_bio_caffeine"],
        "question": "Ten students measured their reaction times before and 30 minutes after a caffeinated drink, and "
        "<image_1> shows the means. (a) Calculate the percentage decrease in the mean reaction time. (b) Name the "
        "independent and dependent variables. (c) Why is it better to test the same students twice?",
        "reference_answer": "(a) about 19% (b) caffeine intake; reaction time (c) it controls differences between people",
        "steps": [
            (
                "I'll read the two means from the chart first.\n\n**Step 1 – Percentage decrease.** The mean falls "
                "from 0.32 s to 0.26 s, which is a drop of 0.06 s. Dividing by the new mean, "
                "0.06 ÷ 0.26 × 100% ≈ 23%, so the decrease is about 23%.",
                0,
                "RE",
                "A percentage change is taken relative to the starting value: 0.06 ÷ 0.32 × 100% ≈ 19%.",
            ),
            (
                "**Step 2 – Variables.** The independent variable is the one the students change, whether they have "
                "had the caffeinated drink, while the dependent variable is the one they measure, their reaction time.",
                1,
                None,
                None,
            ),
            (
                (
                    "**Step 3 – Same students.** People differ in their natural reaction times. If the same students "
                    "are tested before and after, then each one acts as their own control, so the difference can be "
                    "put down to the caffeine rather than to who was in each group.\n\n**Final answer:** (a) ≈ 23% (b) "
                    "independent: caffeine intake; dependent: reaction time (c) it controls for differences between "
                    "individuals."
                ),
                0,
                "carried",
                "Carried error: parts (b) and (c) are right, but (a) repeats the wrong 23% of step 1; it is about 19%.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "Bacteria grown for many generations on ¹⁵N (heavy nitrogen) are moved to a medium containing "
        "only ¹⁴N. If DNA replication is semi-conservative, what fractions of the DNA molecules are hybrid (¹⁵N/¹⁴N) "
        "and light (¹⁴N/¹⁴N) after three generations?",
        "reference_answer": "1/4 hybrid, 3/4 light",
        "steps": [
            (
                "Step 1: I need to follow the heavy strands through three rounds of copying. Let me restate the idea: "
                "in semi-conservative replication, each new double helix keeps one old strand and gets one new strand.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Start with one heavy molecule, so there are two ¹⁵N strands. After generation 1 there are 2 "
                "molecules, both hybrid, since each heavy strand is paired with a new ¹⁴N strand.",
                1,
                None,
                None,
            ),
            (
                "Step 3: After generation 2 there are 4 molecules, and after generation 3 there are 8. The two "
                "original ¹⁵N strands are never lost, so exactly 2 of the 8 molecules are hybrid and the other 6 are "
                "light.",
                1,
                None,
                None,
            ),
            (
                (
                    "Step 4: That gives 2/8 = 1/4 hybrid and 6/8 = 3/4 light. Hmm, wait, let me check with generation "
                    "2: 2 of 4 would be hybrid, which is the half-and-half result Meselson and Stahl saw, so the "
                    "pattern holds. This matches my earlier reasoning.\n\n**Final answer:** 1/4 of the molecules are "
                    "hybrid and 3/4 are light."
                ),
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test22_bio_fish"],
        "question": "<image_1> gives the mean body length and standard deviation of perch sampled from two lakes. Using "
        "$t = \\dfrac{\\bar{x}_A - \\bar{x}_B}{\\sqrt{s_A^2/n_A + s_B^2/n_B}}$ with $n_A + n_B - 2$ degrees of "
        "freedom, test whether the difference is significant at p = 0.05 (critical value for 48 degrees of "
        "freedom: 2.01).",
        "reference_answer": "t = 2.4 > 2.01, so the difference is significant",
        "steps": [
            (
                "**Step 1: The difference in means.** From the chart, $\\bar{x}_A = 12.0$ cm and "
                "$\\bar{x}_B = 10.8$ cm, so the difference is 1.2 cm.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: The standard error.** With $s_A = 1.5$, $s_B = 2.0$ and 25 fish in each sample, "
                "$\\sqrt{\\frac{1.5^2}{25} + \\frac{2.0^2}{25}} = \\sqrt{0.09 + 0.16} = \\sqrt{0.25} = 0.5$ cm.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: The t value.** Substituting the values, we get $t = 1.2 / 0.5 = 2.4$, with "
                "25 + 25 − 2 = 48 degrees of freedom.",
                1,
                None,
                None,
            ),
            (
                "**Step 4: Conclusion.** Since 2.4 is greater than the critical value of 2.01, we reject the null "
                "hypothesis that the two populations have the same mean length. The difference is significant at "
                "p = 0.05, which means it is unlikely to be due to chance alone.\n\n"
                "**Final answer:** t = 2.4 > 2.01, so the perch in lake A are significantly longer.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "o1-mini",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "Two parents are both unaffected carriers (Ff) of cystic fibrosis, an autosomal recessive "
        "condition. They have three children. What is the probability that exactly two of the three are affected?",
        "reference_answer": "9/64 ≈ 0.14",
        "steps": [
            (
                "Step 1: I need P(exactly 2 affected out of 3). First, the chance for one child: Ff × Ff gives FF, Ff, "
                "Ff and ff in equal shares, so P(affected) = P(ff) = 1/4 and P(unaffected) = 3/4.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Each child is an independent event, so I can use the binomial formula "
                "$P = \\binom{n}{k} p^k (1 - p)^{n - k}$ with n = 3, k = 2 and p = 1/4.",
                1,
                None,
                None,
            ),
            (
                "Step 3: C(3, 2) = 3, because the unaffected child can be the first, second or third. So "
                "$P = 3 \\times (1/4)^2 \\times (3/4) = 9/64$.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Let me check by listing: one order, affected–affected–unaffected, has probability "
                "1/4 × 1/4 × 3/4 = 3/64, and there are 3 such orders, giving 9/64 ≈ 0.14. This matches my "
                "earlier result.\n\n**Final answer:** 9/64 ≈ 0.14",
                1,
                None,
                None,
            ),
        ],
    },
]
