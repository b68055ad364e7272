"""Eighteenth test set, Math: a hiking distance read off a map with a 1 : 25 000 scale, the better buy of two
packs of oats, the equation of a graphed line by the point-slope form, a bouncing ball's total distance from a
geometric series, the distance between two ships by the law of cosines, and the trailing zeros of 250!."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test18_math_map")
def _map(ax: Axes) -> None:
    ax.plot([1, 7.4], [1.5, 4.2], color="#3182bd", linestyle="--")
    ax.plot(1, 1.5, "s", color="black", markersize=8)
    ax.plot(7.4, 4.2, "s", color="black", markersize=8)
    ax.text(1, 0.8, "Alden", ha="center", fontsize=9)
    ax.text(7.4, 4.7, "Brook", ha="center", fontsize=9)
    ax.text(4.5, 3.3, "6.4 cm", fontsize=9, rotation=23)
    ax.plot([5, 9], [0.4, 0.4], color="black", linewidth=3)
    ax.text(7, -0.2, "scale 1 : 25 000", ha="center", fontsize=9)
    ax.set_xlim(0, 10)
    ax.set_ylim(-0.6, 5.4)
    ax.axis("off")


@figure("test18_math_line")
def _line(ax: Axes) -> None:
    ax.axhline(0, color="black", linewidth=1)
    ax.axvline(0, color="black", linewidth=1)
    ax.plot([-4, 6], [-1 / 3, 19 / 3], color="#de2d26")
    ax.plot([-2, 4], [1, 5], "o", color="black")
    ax.text(-2.3, 1.5, "(-2, 1)", fontsize=9, ha="right")
    ax.text(4.2, 4.6, "(4, 5)", fontsize=9)
    ax.set_xticks(range(-4, 7))
    ax.set_yticks(range(-1, 8))
    ax.grid(True, color="#dddddd")
    ax.set_xlim(-4, 6)
    ax.set_ylim(-1, 7)


@figure("test18_math_ships")
def _ships(ax: Axes) -> None:
    ax.plot([0, 12], [0, 0], color="black")
    ax.plot([0, 4.5], [0, 7.794], color="black")
    ax.plot([12, 4.5], [0, 7.794], color="gray", linestyle="--")
    ax.text(-0.6, -0.6, "P (port)", fontsize=9)
    ax.text(12.2, -0.2, "A", fontsize=9)
    ax.text(4.6, 8.1, "B", fontsize=9)
    ax.text(6, -0.8, "12 km", ha="center", fontsize=9)
    ax.text(1.4, 4.2, "9 km", fontsize=9)
    ax.text(1.3, 0.5, "60°", fontsize=9)
    ax.text(8.6, 4.3, "d = ?", fontsize=9)
    ax.set_xlim(-1.5, 13.5)
    ax.set_ylim(-1.5, 9)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test18_math_map"],
        "question": "On the map in <image_1>, the straight line from Alden to Brook measures 6.4 cm. Using the map's "
        "scale, find the real distance between the towns in kilometres, and the time a hiker walking at a steady "
        "4 km/h needs to cover it.",
        "reference_answer": "1.6 km; 0.4 h = 24 minutes",
        "steps": [
            (
                "Let's convert the map length with the scale first and then work out the walking time.\n\n"
                "**Step 1:** The scale 1 : 25 000 means that 1 cm on the map stands for 25 000 cm on the ground, "
                "so the 6.4 cm line stands for $6.4 \\times 25\\,000 = 160\\,000$ cm.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since 1 m = 100 cm and 1 km = 1000 m, one kilometre is 100 000 cm. Dividing by this "
                "factor, we get $160\\,000 \\div 100\\,000 = 1.6$ km, which is the real distance from Alden to "
                "Brook.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Using the relation time = distance ÷ speed, the hiker needs "
                "$t = \\frac{1.6\\text{ km}}{4\\text{ km/h}} = 0.4$ h. Because an hour has 60 minutes, this is "
                "$0.4 \\times 60 = 24$ minutes.\n\n"
                "**Final Answer:** The towns are 1.6 km apart, and the walk takes 0.4 h, i.e. 24 minutes.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A 750 g box of oats costs $4.20 and a 1.2 kg bag of the same oats costs $6.00. Which pack is "
        "the better buy, and how much cheaper per 100 g is it?",
        "reference_answer": "The 1.2 kg bag, by $0.06 per 100 g ($0.50 against $0.56)",
        "steps": [
            (
                "To compare the two packs fairly, I'll put both prices on the same footing: the cost of 100 g.\n\n"
                "1. The box holds 750 g, which is $750 \\div 100 = 7.5$ lots of 100 g, while the bag holds "
                "1.2 kg = 1200 g, which is 12 lots of 100 g.",
                1,
                None,
                None,
            ),
            (
                "2. For the box, the price per 100 g is $\\$4.20 \\div 7.5 = \\$0.54$.",
                0,
                "NC",
                "4.20 ÷ 7.5 = 0.56, not 0.54; the box costs $0.56 per 100 g.",
            ),
            (
                "3. For the bag, the price per 100 g is $\\$6.00 \\div 12 = \\$0.50$, so the bag is the cheaper "
                "of the two.",
                1,
                None,
                None,
            ),
            (
                "4. Subtracting the two unit prices, we get $\\$0.54 - \\$0.50 = \\$0.04$, which is how much the "
                "bag saves on every 100 g.\n\n"
                "**Final Answer:** The 1.2 kg bag is the better buy; it is $0.04 cheaper per 100 g.",
                0,
                "carried",
                "The subtraction is right, but it uses the wrong $0.54 of step 2; the saving is 0.56 − 0.50 = $0.06.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test18_math_line"],
        "question": "The line in <image_1> passes through the two marked points. Find its equation in "
        "slope-intercept form y = mx + b.",
        "reference_answer": "y = (2/3)x + 7/3",
        "steps": [
            (
                "### Step 1: Read the points\n"
                "From <image_1>, the line passes through the marked points $(-2, 1)$ and $(4, 5)$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Find the slope\n"
                "Using the slope formula $m = \\frac{y_2 - y_1}{x_2 - x_1}$, we get "
                "$m = \\frac{5 - 1}{4 - (-2)} = \\frac{4}{6} = \\frac{2}{3}$. The slope is positive, which fits "
                "the line rising from left to right in the graph.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Use the point-slope form\n"
                "The point-slope form of a line is $y - y_1 = m(x - x_1)$. If we plug in the point $(-2, 1)$ and "
                "$m = \\frac{2}{3}$, then $y - 1 = \\frac{2}{3}(x + 2)$.",
                1,
                None,
                None,
            ),
            (
                "### Step 4: Rearrange\n"
                "Expanding the bracket gives $y - 1 = \\frac{2}{3}x + 2$, and adding 1 to both sides we obtain "
                "$y = \\frac{2}{3}x + 3$.",
                0,
                "SC",
                "Only x was multiplied by 2/3: (2/3)(x + 2) = (2/3)x + 4/3, so y = (2/3)x + 7/3.",
            ),
            (
                "### Step 5: State the answer\n"
                "In slope-intercept form the slope is $m = \\frac{2}{3}$ and the y-intercept is $b = 3$, so the "
                "equation is complete.\n\n"
                "**Final Answer:** $y = \\frac{2}{3}x + 3$",
                0,
                "carried",
                "It restates the wrong intercept of step 4; the intercept is 7/3, giving y = (2/3)x + 7/3.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "The sum of the first n terms of a geometric series is S_n = a(1 − r^n)/(1 − r). A ball is "
        "dropped from a height of 8 m, and after each bounce it rises to 3/4 of the height it fell from. Find the "
        "total distance the ball has travelled when it hits the ground for the 5th time.",
        "reference_answer": "40.8125 m",
        "steps": [
            (
                "Step 1: Okay, so I need to find the total distance travelled by a dropped ball up to its 5th landing. "
                "Let me restate what's given:\n"
                "a. the first drop is 8 m;\n"
                "b. each rebound reaches 3/4 of the previous height;\n"
                "c. I stop counting at the 5th time the ball hits the ground.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The first landing ends the 8 m drop. Between the 1st and the 5th landing there are 4 bounces, "
                "and each bounce is an up-and-down trip of the same height, so the total is 8 m plus twice the "
                "sum of the 4 rebound heights.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The rebound heights are 6, 4.5, 3.375, 2.53125 m, which is a geometric sequence with $a = 6$ "
                "and $r = \\frac{3}{4}$. Using the formula from the question, "
                "$S_4 = \\frac{6\\left(1 - (3/4)^4\\right)}{1 - 3/4} = 24\\left(1 - \\frac{81}{256}\\right) "
                "= 24 \\cdot \\frac{175}{256} = 16.40625$ m.",
                1,
                None,
                None,
            ),
            (
                "Step 4: So the total distance is $8 + 2 \\times 16.40625 = 8 + 32.8125 = 40.8125$ m. Let me check by "
                "adding directly: $6 + 4.5 + 3.375 + 2.53125 = 16.40625$, and doubling it gives 32.8125. "
                "This matches my earlier result.\n\n"
                "**Final answer:** 40.8125 m (about 40.8 m)",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test18_math_ships"],
        "question": "Two ships leave port P at the same time, as shown in <image_1>. Ship A ends up 12 km from P and "
        "ship B 9 km from P, and the angle between their courses is 60°. How far apart are the ships?",
        "reference_answer": "√117 ≈ 10.8 km",
        "steps": [
            (
                "Step 1: In <image_1>, the two courses and the line AB form a triangle PAB with $PA = 12$ km, "
                "$PB = 9$ km and the included angle $\\angle P = 60°$. Since we know two sides and the angle "
                "between them, the law of cosines sets up the missing side.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By the law of cosines, $d^2 = PA^2 + PB^2 - 2 \\cdot PA \\cdot PB \\cos P$, and with "
                "$\\cos 60° = \\frac{\\sqrt{3}}{2} \\approx 0.866$ this is "
                "$d^2 = 144 + 81 - 216 \\times 0.866$.",
                0,
                "KE",
                "cos 60° = 1/2, not √3/2 (that is cos 30°); d² = 144 + 81 − 216 × 0.5.",
            ),
            (
                "Step 3: Substituting the values, we get $d^2 = 225 - 187.06 = 37.94$, so "
                "$d = \\sqrt{37.94} \\approx 6.16$ km.\n\n"
                "Final answer: The ships are about 6.2 km apart.",
                0,
                "carried",
                "The arithmetic follows step 2, but with cos 60° = 0.5 it is d² = 225 − 108 = 117 and d ≈ 10.8 km.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many zeros does the decimal expansion of 250! end with?",
        "reference_answer": "62",
        "steps": [
            (
                "I need to count the trailing zeros of 250!. Each trailing zero comes from a factor 10 = 2 × 5, "
                "so the count is the smaller of two exponents:\n"
                "a. the exponent of 2 in 250!;\n"
                "b. the exponent of 5 in 250!.\n"
                "Multiples of 2 are far more common than multiples of 5, which means the exponent of 5 is the "
                "one that limits the count.",
                1,
                None,
                None,
            ),
            (
                "By Legendre's formula, the exponent of a prime p in n! is "
                "$\\sum_{k \\ge 1} \\lfloor n / p^k \\rfloor$. For p = 5 and n = 250 the terms are "
                "$\\lfloor 250/5 \\rfloor = 50$, $\\lfloor 250/25 \\rfloor = 10$, "
                "$\\lfloor 250/125 \\rfloor = 2$, and $\\lfloor 250/625 \\rfloor = 0$.",
                1,
                None,
                None,
            ),
            (
                "Adding them up, the exponent of 5 is $50 + 10 + 2 = 62$. Hmm, wait, let me make sure the 2s "
                "really outnumber the 5s: $\\lfloor 250/2 \\rfloor = 125$ on its own already exceeds 62, so "
                "they do, and therefore 250! ends in 62 zeros.\n\n"
                "**Final answer:** 62",
                1,
                None,
                None,
            ),
        ],
    },
]
