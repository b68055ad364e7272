"""Development set, Math: statistics, circle geometry, linear systems, finance, counting."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Circle

from . import t
from .figures import figure


@figure("dev_math_travel_pie")
def _travel_pie(ax: Axes) -> None:
    shares = [25, 40, 20, 15]
    names = ["Walk", "Bus", "Car", "Bicycle"]
    colors = ["#8dd3c7", "#80b1d3", "#fdb462", "#fb8072"]
    ax.pie(
        shares,
        labels=[f"{n}\n{s}%" for n, s in zip(names, shares)],
        colors=colors,
        startangle=90,
        counterclock=False,
        wedgeprops=dict(edgecolor="black", linewidth=0.8),
        textprops=dict(fontsize=8),
    )
    ax.set_title("How 240 students travel to school", fontsize=9)
    ax.set_aspect("equal")


@figure("dev_math_inscribed_angles")
def _inscribed_angles(ax: Axes) -> None:
    ax.add_patch(Circle((0, 0), 1, fill=False, edgecolor="black", linewidth=1.3))
    angle = {"A": 215, "B": 325, "C": 90, "D": 270}  # AOB = 110 degrees; C on the major arc, D on the minor arc
    pts = {k: np.array([np.cos(np.radians(a)), np.sin(np.radians(a))]) for k, a in angle.items()}
    o = np.zeros(2)
    for a, b in [("A", "C"), ("B", "C"), ("A", "D"), ("B", "D")]:
        ax.plot(*zip(pts[a], pts[b]), color="black", linewidth=1.1)
    for name in ("A", "B"):
        ax.plot(*zip(o, pts[name]), color="tab:blue", linewidth=1.1)
    ax.plot(0, 0, "o", color="black", markersize=3)
    ax.text(0.06, 0.06, "O", fontsize=10)
    arc = np.radians(np.linspace(215, 325, 40))
    ax.plot(0.25 * np.cos(arc), 0.25 * np.sin(arc), color="tab:blue", linewidth=1)
    ax.text(0, -0.42, "110°", ha="center", color="tab:blue", fontsize=9)
    offsets = {"A": (-0.15, -0.05), "B": (0.05, -0.05), "C": (-0.04, 0.06), "D": (-0.04, -0.16)}
    for k, p in pts.items():
        ax.text(p[0] + offsets[k][0], p[1] + offsets[k][1], k, fontsize=10)
    ax.set_xlim(-1.3, 1.3)
    ax.set_ylim(-1.25, 1.2)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["dev_math_travel_pie"],
        "question": "<image_1> The pie chart shows how the 240 students of a school travel to school. "
        "(a) How many more students take the bus than walk? (b) Which way of travelling is used by 48 students?",
        "reference_answer": "(a) 36 (b) Car",
        "steps": [
            (
                t("""
                To answer both parts, I'll convert the percentages in the pie chart into numbers of students.

                ### Step 1: Read the chart
                - Walk: 25%
                - Bus: 40%
                - Car: 20%
                - Bicycle: 15%
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Students who take the bus and who walk
                - Bus: $0.40 \\times 240 = 96$ students
                - Walk: $0.25 \\times 240 = 60$ students
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Difference
                $$96 - 60 = 36$$
                So 36 more students take the bus than walk.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Which way is used by 48 students?
                $\\frac{48}{240} = 0.20 = 20\\%$. In the chart, the 20% slice is **Bicycle**.

                **Final Answer:** (a) 36 more students; (b) Bicycle
                """),
                0,
                "VI",
                "The 20% slice in the chart is Car; Bicycle is 15% (36 students).",
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "At a school play, adult tickets cost $8 and child tickets cost $5. A total of 200 tickets were sold "
        "for $1,285. How many adult tickets were sold?",
        "reference_answer": "95",
        "steps": [
            (
                "Step 1: Let a be the number of adult tickets and c the number of child tickets. Then a + c = 200 and "
                "8a + 5c = 1285.",
                1,
                None,
                None,
            ),
            (
                "Step 2: From the first equation, c = 200 − a. Substituting into the second equation gives "
                "8a + 5(200 − a) = 1285.",
                1,
                None,
                None,
            ),
            ("Step 3: Expanding, 8a + 1000 − 5a = 1285, so 3a = 1285 − 1000 = 285.", 1, None, None),
            (
                "Step 4: Dividing both sides by 3, a = 85.\n\nSo 85 adult tickets were sold.",
                0,
                "NC",
                "285 ÷ 3 = 95, so 95 adult tickets were sold.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["dev_math_inscribed_angles"],
        "question": "In <image_1>, O is the centre of the circle and ∠AOB = 110°. Point C lies on the major arc AB and "
        "point D on the minor arc AB. Find ∠ACB and ∠ADB.",
        "reference_answer": "∠ACB = 55°, ∠ADB = 125°",
        "steps": [
            (
                "**Step 1:** From the figure, ∠AOB = 110° is the central angle that subtends the minor arc AB, and C lies "
                "on the major arc.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2:** By the inscribed angle theorem, an inscribed angle is half of the central angle subtending the same arc. Since ∠ACB subtends the minor arc AB,
                $$\\angle ACB = \\frac{1}{2}\\angle AOB = \\frac{1}{2} \\times 110^\\circ = 55^\\circ$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3:** Point D is also on the circle and looks at the same chord AB, so by the same theorem, $\\angle ADB = \\angle ACB = 55^\\circ$.

                **Final Answer:** $\\angle ACB = 55^\\circ$ and $\\angle ADB = 55^\\circ$
                """),
                0,
                "RE",
                "D lies on the opposite arc from C, so ACBD is a cyclic quadrilateral and ∠ADB = 180° − 55° = 125°.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "$5,000 is invested at 4% interest compounded annually. (a) What is the balance after 3 years? "
        "(b) How much more is this than with simple interest at the same rate? (c) After how many whole years "
        "does the balance first exceed $6,000?",
        "reference_answer": "(a) $5,624.32 (b) $24.32 (c) 5 years",
        "steps": [
            (
                t("""
                We use the compound interest formula \\(A = P(1 + r)^n\\).

                1. **Identify the values:** \\(P = 5000\\), \\(r = 0.04\\), \\(n = 3\\).
                """),
                1,
                None,
                None,
            ),
            (
                "2. **Compute the growth factor:** \\((1.04)^3 = 1.04 \\times 1.04 \\times 1.04 = 1.124864\\).",
                1,
                None,
                None,
            ),
            (
                "3. **Balance after 3 years:** \\(A = 5000 \\times 1.124864 = 5624.32\\), so the balance is \\$5,624.32.",
                1,
                None,
                None,
            ),
            (
                "4. **Simple interest:** \\(I = Prn = 5000 \\times 0.04 \\times 3 = 600\\), so the simple-interest balance "
                "is \\$5,600, and the difference is \\(5624.32 - 5600 = 24.32\\).",
                1,
                None,
                None,
            ),
            (
                t("""
                5. **Years to exceed \\$6,000:** We need \\(5000(1.04)^n > 6000\\), i.e. \\((1.04)^n > 1.2\\). Taking logarithms, \\(n > \\ln 1.2 - \\ln 1.04 = 0.1823 - 0.0392 = 0.1431\\), so the balance exceeds \\$6,000 after the first year.

                **Final Answer:** (a) \\$5,624.32 (b) \\$24.32 (c) 1 year
                """),
                0,
                "SC",
                "n ln 1.04 > ln 1.2 gives n > ln 1.2 / ln 1.04 ≈ 4.65, so the balance first exceeds $6,000 after 5 years.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many positive integers n ≤ 100 are divisible by 3 or by 5, but not by 15?",
        "reference_answer": "41",
        "steps": [
            (
                "I'll use inclusion–exclusion.\n\nStep 1: Count the multiples of 3 up to 100: ⌊100/3⌋ = 33.",
                1,
                None,
                None,
            ),
            ("Step 2: Count the multiples of 5 up to 100: ⌊100/5⌋ = 20.", 1, None, None),
            (
                "Step 3: A number is divisible by both 3 and 5 exactly when it is divisible by 15, and ⌊100/15⌋ = 6.",
                1,
                None,
                None,
            ),
            (
                "Step 4: By inclusion–exclusion, the number of integers divisible by 3 or 5 is 33 + 20 − 6 = 47.",
                1,
                None,
                None,
            ),
            (
                "Step 5: The multiples of 15 were counted in both groups, and we want to exclude them entirely, so we "
                "subtract them twice: 47 − 2 × 6 = 35.\n\nFinal answer: 35",
                0,
                "RE",
                "The union count 47 already includes each multiple of 15 only once, so removing them gives 47 − 6 = 41.",
            ),
        ],
    },
]
