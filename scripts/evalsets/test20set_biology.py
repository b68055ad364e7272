"""Twentieth test set, Biology: the germination rate of cress seeds, a grassland food web, the sucrose concentration
that leaves potato cylinders unchanged, the opening and closing of the aortic valve on a pressure graph, the
inheritance of ABO and Rhesus blood groups, and stroke volume, cardiac output and ejection fraction."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test20_bio_food_web")
def _food_web(ax: Axes) -> None:
    places = {
        "grass": (3.0, 0.0),
        "rabbit": (0.5, 1.6),
        "grasshopper": (4.5, 1.6),
        "frog": (3.2, 3.2),
        "sparrow": (6.0, 3.2),
        "fox": (0.5, 4.8),
        "snake": (3.2, 4.8),
        "hawk": (5.2, 6.4),
    }
    eats = [
        ("grass", "rabbit"),
        ("grass", "grasshopper"),
        ("grasshopper", "frog"),
        ("grasshopper", "sparrow"),
        ("frog", "snake"),
        ("rabbit", "fox"),
        ("snake", "hawk"),
        ("sparrow", "hawk"),
    ]
    for food, eater in eats:
        (x0, y0), (x1, y1) = places[food], places[eater]
        ax.annotate(
            "",
            xy=(x1, y1 - 0.25),
            xytext=(x0, y0 + 0.25),
            arrowprops={"arrowstyle": "->", "color": "#636363"},
        )
    for name, (x, y) in places.items():
        ax.text(x, y, name, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": "#e5f5e0"})
    ax.set_xlim(-0.8, 7.2)
    ax.set_ylim(-0.7, 7.0)
    ax.axis("off")


@figure("test20_bio_potato_osmosis")
def _potato_osmosis(ax: Axes) -> None:
    concentrations = [0.0, 0.2, 0.4, 0.6, 0.8]
    changes = [18, 8, -4, -13, -20]
    ax.plot(concentrations, changes, "o-", color="#3182bd")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xlabel("sucrose concentration (mol/L)")
    ax.set_ylabel("change in mass (%)")
    ax.set_xticks([0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
    ax.set_yticks(range(-20, 21, 4))
    ax.grid(True, color="#eeeeee")


@figure("test20_bio_heart_pressures")
def _heart_pressures(ax: Axes) -> None:
    ventricle = [(0.0, 5), (0.08, 8), (0.12, 80), (0.25, 125), (0.40, 100), (0.48, 10), (0.55, 3), (0.8, 5)]
    aorta = [(0.0, 88), (0.12, 80), (0.25, 120), (0.40, 100), (0.42, 104), (0.8, 82)]
    ax.plot(*zip(*ventricle), color="#d62728", label="left ventricle")
    ax.plot(*zip(*aorta), color="#3182bd", linestyle="--", label="aorta")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("pressure (mmHg)")
    ax.set_xticks([0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
    ax.set_ylim(0, 140)
    ax.legend(fontsize=8, loc="upper right")
    ax.grid(True, color="#eeeeee")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A student puts 50 cress seeds on damp cotton wool in each of three dishes. After five days, 42, "
        "45 and 39 seeds have germinated. What is the mean percentage germination, and how many seeds from a packet "
        "of 400 would you expect to germinate under the same conditions?",
        "reference_answer": "84%; about 336 seeds",
        "steps": [
            (
                "Step 1: Let me restate this. There are three dishes of 50 seeds, so 150 seeds in all, and I'm told "
                "how many germinated in each dish. I need the overall percentage and then a prediction for 400 "
                "seeds.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The total that germinated is 42 + 45 + 39 = 126 seeds, so the mean percentage is "
                "$\\frac{126}{150} \\times 100 = 84\\%$. I could also average the three dish percentages, 84%, 90% "
                "and 78%, which gives 84% as well, because every dish had the same number of seeds.",
                1,
                None,
                None,
            ),
            (
                "Step 3: If the conditions are the same, then I'd expect the same share of the packet to "
                "germinate: $0.84 \\times 400 = 336$ seeds. Let me check the size of that: it is a little more than "
                "three quarters of 400, which is 300, so it looks right.\n\n"
                "**Final Answer:** 84% germination; about 336 of the 400 seeds",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test20_bio_food_web"],
        "question": "Look at the food web in <image_1>. (a) Name the producer and the primary consumers. (b) Write "
        "out the longest food chain. (c) Predict what would happen to the number of frogs if all the grasshoppers "
        "were killed by a pesticide, and explain why.",
        "reference_answer": "(a) grass; rabbit and grasshopper (b) grass → grasshopper → frog → snake → hawk "
        "(c) frogs decrease: grasshoppers are their only food",
        "steps": [
            (
                "**Step 1:** The arrows in a food web point from the food to the organism that eats it. Only the "
                "grass has no arrow coming into it, so the grass is the producer, and the animals that feed on it "
                "directly, the rabbit and the grasshopper, are the primary consumers.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Following the arrows upwards for as long as possible gives "
                "grass → grasshopper → frog → snake → hawk, which has five organisms and is the longest chain. The "
                "other chains, such as grass → rabbit → fox, are shorter.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** If the grasshoppers die, then the frogs no longer have to share the food supply with "
                "them, so the frogs will have more food and their numbers will increase.\n\n"
                "**Final Answer:** (a) producer: grass; primary consumers: rabbit, grasshopper. (b) grass → "
                "grasshopper → frog → snake → hawk. (c) The number of frogs increases.",
                0,
                "RE",
                "Grasshoppers are the frogs' food, not their competitors; with the only arrow into the frogs gone, "
                "the frogs lose their food and their numbers fall.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test20_bio_potato_osmosis"],
        "question": "Cylinders of potato were weighed, left for a day in sucrose solutions of different "
        "concentrations and weighed again. <image_1> shows the percentage change in mass. Estimate the sucrose "
        "concentration that has the same water potential as the potato cells, and explain your reasoning.",
        "reference_answer": "about 0.33 mol/L",
        "steps": [
            (
                "Step 1: I need to find where the potato neither gains nor loses water. Water moves by osmosis from "
                "a higher water potential to a lower one, so a cylinder keeps its mass only if the solution's water "
                "potential equals the cells'. That is where the line crosses 0% on the graph.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From <image_1>, the mass rises by 8% at 0.2 mol/L and falls by 4% at 0.4 mol/L. So the "
                "line crosses zero somewhere between these two points, and I'll interpolate on a straight line "
                "between them.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Over 0.2 mol/L the change drops by 8 − (−4) = 12 percentage points. To drop by 8 points, "
                "from +8 to 0, takes $\\frac{8}{12} \\times 0.2 \\approx 0.133$ mol/L, so the crossing is at about "
                "0.2 + 0.133 = 0.33 mol/L.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Hmm, wait, let me check the direction. Below 0.33 mol/L the solutions are more dilute than "
                "the cell sap, which is why the cylinders gain water and mass, while above it they lose water. "
                "This matches the graph.\n\n"
                "**Final Answer:** about 0.33 mol/L sucrose has the same water potential as the potato cells.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test20_bio_heart_pressures"],
        "question": "<image_1> shows the pressures in the left ventricle and the aorta during one cardiac cycle. "
        "When does the aortic valve open and when does it close, how long does blood flow out into the aorta, and "
        "what is the heart rate?",
        "reference_answer": "opens at 0.12 s; closes at 0.40 s; 0.28 s; 75 beats per minute",
        "steps": [
            (
                "Step 1: A valve opens when the pressure behind it becomes greater than the pressure in front of "
                "it. In <image_1> the ventricle's pressure (solid line) rises above the aortic pressure (dashed "
                "line) at 0.12 s, so the aortic valve opens at 0.12 s.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The aortic valve closes when the ventricle reaches its highest pressure, which is at "
                "0.25 s, because after that the ventricle starts to relax and stops pushing blood out.",
                0,
                "KE",
                "The valve closes when the ventricular pressure falls below the aortic pressure, at 0.40 s; blood "
                "still leaves the ventricle after the peak.",
            ),
            (
                "Step 3: The graph shows one complete cycle lasting 0.8 s. The heart rate is therefore "
                "$\\frac{60}{0.8} = 75$ beats per minute.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Blood flows into the aorta while the valve is open, from 0.12 s to 0.25 s, which is "
                "0.13 s.\n\nFinal answer: the valve opens at 0.12 s and closes at 0.25 s, ejection lasts 0.13 s, "
                "and the heart rate is 75 beats per minute.",
                0,
                "carried",
                "Carried error: the subtraction is right but it uses the closing time of step 2; the valve is open "
                "from 0.12 s to 0.40 s, which is 0.28 s.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "o1",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A man of blood group A who is Rhesus positive has the genotype $I^A i\\,Rr$; his wife is group B "
        "and Rhesus negative with the genotype $I^B i\\,rr$. What is the probability that their first child is group "
        "O and Rhesus negative, and the probability that at least one of their two children is group O?",
        "reference_answer": "1/8; 7/16",
        "steps": [
            (
                "**Step 1:** I need two probabilities for this couple's children. The conditions are:\n"
                "a. the ABO gene and the Rhesus gene are inherited independently;\n"
                "b. $I^A$ and $I^B$ are codominant and both are dominant over $i$, while R is dominant over r.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For the ABO gene the cross is $I^A i \\times I^B i$, so each parent passes on $i$ with "
                "probability ½. A child is group O only if it gets $i$ from both, which has probability "
                "$\\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** For the Rhesus gene the cross is $Rr \\times rr$. The mother can only pass on r, so the "
                "child is rr, and Rhesus negative, whenever the father passes on r, which happens half the time.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since the two genes are independent, by the product rule "
                "$P(\\text{O and Rh}^-) = \\frac{1}{4} \\times \\frac{1}{2} = \\frac{1}{8}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 5:** For two children, each is group O with probability ¼ independently, so the probability "
                "that they are both group O is $\\left(\\frac{1}{4}\\right)^2 = \\frac{1}{16}$. This matches my "
                "expectation that two O children in a row should be rare.\n\n"
                "**Final Answer:** $\\frac{1}{8}$ and $\\frac{1}{16}$",
                0,
                "QU",
                "The question asks for at least one group O child, not both: 1 − (3/4)² = 7/16.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "At rest, a man's left ventricle holds 120 mL of blood at the end of diastole and 50 mL at the end "
        "of systole, and his heart beats 72 times a minute. Find his stroke volume, his cardiac output and his "
        "ejection fraction. During exercise his cardiac output rises to 15 L/min at 150 beats per minute; what is "
        "his stroke volume then?",
        "reference_answer": "70 mL; about 5.0 L/min; about 58%; 100 mL",
        "steps": [
            (
                "### Step 1: Stroke volume\nThe stroke volume is the blood pumped out in one beat, which is the "
                "difference between the end-diastolic and end-systolic volumes: $SV = 120 - 50 = 70$ mL.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Cardiac output\nCardiac output is defined as stroke volume × heart rate. Substituting "
                "the values, we get $CO = 70 \\text{ mL} \\times 72 \\text{ min}^{-1} = 5040$ mL/min ≈ 5.0 L/min.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Stroke volume during exercise\nRearranging the same relation, "
                "$SV = \\frac{CO}{HR} = \\frac{15\\,000 \\text{ mL/min}}{150 \\text{ min}^{-1}} = 100$ mL, so the "
                "heart pushes out more blood per beat while it also beats faster.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Ejection fraction\nThe ejection fraction is the share of the blood left in the "
                "ventricle at the end of systole, $EF = \\frac{ESV}{EDV} = \\frac{50}{120} \\approx 42\\%$.\n\n"
                "**Final Answer:** SV = 70 mL, CO ≈ 5.0 L/min, EF ≈ 42%, and SV during exercise = 100 mL",
                0,
                "KE",
                "The ejection fraction is the share pumped out, SV/EDV = 70/120 ≈ 58%, not the share left behind.",
            ),
        ],
    },
]
