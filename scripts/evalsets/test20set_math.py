"""Twentieth test set, Math: a box plot read from a figure, the volume of a cylinder capped by a hemisphere, a
recursively defined sequence, a logarithmic equation with mixed bases, the standard deviation of a frequency chart,
and arrangements of BANANA with no two A's side by side."""

from matplotlib.axes import Axes
from matplotlib.patches import Arc, Ellipse, Rectangle

from .figures import figure


@figure("test20_math_box_plot")
def _box_plot(ax: Axes) -> None:
    low, q1, median, q3, high = 12, 18, 25, 32, 40
    ax.add_patch(Rectangle((q1, 0.7), q3 - q1, 0.6, fill=False, linewidth=1.5))
    ax.plot([median, median], [0.7, 1.3], color="black", linewidth=1.5)
    ax.plot([low, q1], [1.0, 1.0], color="black")
    ax.plot([q3, high], [1.0, 1.0], color="black")
    for x in (low, high):
        ax.plot([x, x], [0.85, 1.15], color="black")
    ax.set_xlim(10, 42)
    ax.set_ylim(0.4, 1.6)
    ax.set_xticks(range(10, 43, 2))
    ax.tick_params(axis="x", labelsize=7)
    ax.set_yticks([])
    ax.set_xlabel("minutes spent on homework")
    ax.grid(True, axis="x", color="#eeeeee")


@figure("test20_math_capped_cylinder")
def _capped_cylinder(ax: Axes) -> None:
    ax.add_patch(Rectangle((-3, 0), 6, 10, fill=False, linewidth=1.5))
    ax.add_patch(Ellipse((0, 0), 6, 1.2, fill=False, linewidth=1.2))
    ax.add_patch(Arc((0, 10), 6, 6, theta1=0, theta2=180, linewidth=1.5))
    ax.add_patch(Ellipse((0, 10), 6, 1.2, fill=False, linewidth=1.0, linestyle="--"))
    ax.plot([0, 3], [0, 0], color="#d62728")
    ax.text(1.5, 0.5, "3 cm", color="#d62728", ha="center", fontsize=9)
    ax.annotate("", xy=(4.2, 10), xytext=(4.2, 0), arrowprops={"arrowstyle": "<->"})
    ax.text(4.5, 5, "10 cm", va="center", fontsize=9)
    ax.set_xlim(-5, 7)
    ax.set_ylim(-1.5, 14)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test20_math_score_chart")
def _score_chart(ax: Axes) -> None:
    ax.bar([1, 2, 3, 4, 5], [2, 3, 5, 3, 2], color="#6baed6", width=0.6)
    ax.set_xlabel("quiz score")
    ax.set_ylabel("number of students")
    ax.set_yticks(range(0, 7))
    ax.grid(True, axis="y", color="#eeeeee")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test20_math_box_plot"],
        "question": "The box plot in <image_1> shows how many minutes the students in a class spent on homework "
        "last night. Find the median, the range and the interquartile range.",
        "reference_answer": "median 25 min, range 28 min, IQR 14 min",
        "steps": [
            (
                "To answer this, we read the five-number summary off the box plot and then combine the values.\n\n"
                "**Step 1:** The left whisker ends at 12 and the right whisker ends at 40. The box starts at 18, "
                "which is the lower quartile, and it ends at 30, which is the upper quartile.",
                0,
                "VI",
                "The right edge of the box is at 32 on the scale, not 30, so Q₃ = 32.",
            ),
            (
                "**Step 2:** The median is the line drawn inside the box. Since that line sits at 25 on the scale, "
                "half of the students worked for less than 25 minutes, so the median is 25 minutes.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The range is the distance between the ends of the whiskers, because the whiskers reach "
                "the smallest and the largest values: $40 - 12 = 28$ minutes.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The interquartile range is $Q_3 - Q_1 = 30 - 18 = 12$ minutes, which is the spread of "
                "the middle half of the class.\n\n"
                "**Final Answer:** median = 25 min, range = 28 min, IQR = 12 min",
                0,
                "carried",
                "Carried error: the subtraction is right but it uses Q₃ = 30 from step 1; with Q₃ = 32 the IQR is "
                "14 min.",
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test20_math_capped_cylinder"],
        "question": "A silo is modelled by the solid in <image_1>: a cylinder of radius 3 cm and height 10 cm with "
        "a hemisphere of the same radius on top. Find the volume of the solid, in terms of π and to one decimal "
        "place.",
        "reference_answer": "108π cm³ ≈ 339.3 cm³",
        "steps": [
            (
                "I'll split the solid into its two parts, find each volume, and add them.\n\n"
                "Step 1: The cylinder has radius r = 3 cm and height h = 10 cm, so its volume is "
                "$V_{cyl} = \\pi r^2 h = \\pi \\times 3^2 \\times 10 = 90\\pi$ cm³.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using the formula for the volume of a sphere, $V = \\frac{4}{3}\\pi r^3$, a hemisphere holds "
                "half of that. Since the hemisphere shares the cylinder's radius, "
                "$V_{hemi} = \\frac{2}{3}\\pi \\times 3^3 = \\frac{2}{3} \\times 27\\pi = 18\\pi$ cm³.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The two parts meet along a flat circle and do not overlap, so the total volume is their "
                "sum: $V = 90\\pi + 18\\pi = 108\\pi \\approx 339.3$ cm³.\n\n"
                "Final answer: $108\\pi$ cm³, which is about 339.3 cm³.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "qwq-32b",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "A sequence is defined by $a_1 = 2$ and $a_{n+1} = 3a_n - 2$ for n ≥ 1. Find $a_5$ and a "
        "closed formula for $a_n$.",
        "reference_answer": "a₅ = 82; aₙ = 3ⁿ⁻¹ + 1",
        "steps": [
            (
                "Step 1: Let me restate the problem. I'm given the first term, 2, and a rule that multiplies the "
                "previous term by 3 and then subtracts 2. I need to find the fifth term and a formula that gives "
                "any term directly.",
                1,
                None,
                None,
            ),
            (
                "Step 2: I'll just apply the rule four times. $a_2 = 3(2) - 2 = 4$, $a_3 = 3(4) - 2 = 10$, "
                "$a_4 = 3(10) - 2 = 28$, and $a_5 = 3(28) - 2 = 82$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: For the closed form, I look for a fixed point, because shifting by it usually turns the "
                "recursion into a geometric one. If L = 3L − 2, then L = 1. Subtracting 1 from both sides of the "
                "rule gives $a_{n+1} - 1 = 3(a_n - 1)$, so the numbers $b_n = a_n - 1$ form a geometric sequence "
                "with ratio 3.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Since $b_1 = a_1 - 1 = 1$, the formula for the nth term of a geometric sequence gives "
                "$b_n = 1 \\cdot 3^{n-1}$, and therefore $a_n = 3^{n-1} + 1$.",
                1,
                None,
                None,
            ),
            (
                "Step 5: Hmm, wait, let me check this against the terms I listed. For n = 5 the formula gives "
                "$3^4 + 1 = 82$, and for n = 3 it gives $3^2 + 1 = 10$. This matches my earlier results.\n\n"
                "**Final Answer:** $a_5 = 82$ and $a_n = 3^{n-1} + 1$",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve $\\log_4 x + \\log_2 x = 6$ for real x.",
        "reference_answer": "x = 16",
        "steps": [
            (
                "### Step 1: Domain\nBoth logarithms are defined only for positive arguments, so any solution must "
                "satisfy x > 0.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Write everything in base 2\nUsing the change-of-base formula, "
                "$\\log_4 x = \\frac{\\log_2 x}{\\log_2 4}$. Because 4 is the square of 2, this becomes "
                "$\\log_4 x = 2\\log_2 x$, and the equation turns into $2\\log_2 x + \\log_2 x = 6$.",
                0,
                "SC",
                "Dividing by log₂4 = 2 gives log₄x = ½·log₂x, not 2·log₂x; the equation is (3/2)·log₂x = 6.",
            ),
            (
                "### Step 3: Solve for x\nCombining the terms gives $3\\log_2 x = 6$, so $\\log_2 x = 2$, which "
                "means $x = 2^2 = 4$.",
                0,
                "carried",
                "Carried error: the algebra is right but it starts from the wrong coefficient of step 2; the "
                "correct equation gives log₂x = 4 and x = 16.",
            ),
            (
                "### Step 4: Check the domain\nSince x = 4 is positive, it satisfies the domain condition from "
                "step 1.\n\n**Final Answer:** $x = 4$",
                0,
                "carried",
                "Carried error: the domain check is valid, but the value checked comes from step 2's wrong "
                "conversion; the answer is x = 16.",
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test20_math_score_chart"],
        "question": "The bar chart in <image_1> shows the scores that the students of a small class got on a "
        "five-point quiz. Find the mean score and the population standard deviation, to two decimal places.",
        "reference_answer": "mean 3.00; standard deviation ≈ 1.21",
        "steps": [
            (
                "1. From <image_1>, the scores 1, 2, 3, 4 and 5 were obtained by 2, 3, 5, 3 and 2 students, so "
                "the class has $n = 2 + 3 + 5 + 3 + 2 = 15$ students.",
                1,
                None,
                None,
            ),
            (
                "2. The mean is $\\bar{x} = \\frac{\\sum f x}{n} = \\frac{2 + 6 + 15 + 12 + 10}{15} = "
                "\\frac{45}{15} = 3$. This also follows from the symmetry of the chart, since the bars are the same "
                "on both sides of 3.",
                1,
                None,
                None,
            ),
            (
                "3. The population variance is defined as $\\sigma^2 = \\frac{\\sum f(x - \\bar{x})^2}{n}$. "
                "Substituting the values, we get $\\sum f(x - \\bar{x})^2 = 2(4) + 3(1) + 5(0) + 3(1) + 2(4) = 22$, "
                "so $\\sigma^2 = \\frac{22}{15} \\approx 1.467$.",
                1,
                None,
                None,
            ),
            (
                "4. The standard deviation is the square root of the variance: "
                "$\\sigma = \\sqrt{1.467} \\approx 1.21$.\n\n"
                "Final answer: the mean is 3.00 and the standard deviation is about 1.21.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "o1",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "In how many distinct ways can the six letters of the word BANANA be arranged in a row so that "
        "no two A's are next to each other?",
        "reference_answer": "12",
        "steps": [
            (
                "**Step 1:** I need to count the arrangements of B, A, N, A, N, A in which the three A's are "
                "pairwise separated. The conditions are:\na. the two N's are identical, and so are the three A's;\n"
                "b. no two A's may stand in adjacent places.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Let me first place the letters that are not A. The word B, N, N can be arranged in "
                "$\\frac{3!}{2!} = 3$ distinct ways, because swapping the two N's gives nothing new.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The three non-A letters create gaps for the A's, and since the A's must be apart, each "
                "gap can take at most one A. If the letters are B, N, N in some order, then there is one gap in front "
                "of each letter, which makes 3 gaps, so the A's fill all of them in $\\binom{3}{3} = 1$ way.",
                0,
                "RE",
                "Three letters in a row leave 4 gaps (one before each letter and one after the last), so the A's "
                "can be placed in $\\binom{4}{3} = 4$ ways.",
            ),
            (
                "**Step 4:** By the multiplication principle, the total is $3 \\times 1 = 3$ arrangements, for "
                "example ABANAN, where the A's stand in the first, third and fifth places.\n\n"
                "**Final Answer:** 3",
                0,
                "carried",
                "Carried error: the product rule is applied correctly to the wrong gap count of step 3; the "
                "count is 3 × 4 = 12.",
            ),
        ],
    },
]
