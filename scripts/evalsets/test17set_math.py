"""Seventeenth test set, Math: the median of a dot plot of books read, water wasted by a dripping tap, a line
parallel to a given line through a point, the surface area of a cone, a polygon with 54 diagonals, and the number
of ways three dice can total 12."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from .figures import figure


@figure("test17_math_dotplot")
def _dotplot(ax: Axes) -> None:
    counts = [2, 4, 6, 5, 2, 1]
    for value, count in enumerate(counts):
        for k in range(count):
            ax.plot(value, 0.6 + k * 0.8, "o", color="#3182bd", markersize=9)
    ax.plot([-0.6, 5.6], [0, 0], color="black")
    for value in range(6):
        ax.plot([value, value], [0, -0.25], color="black")
        ax.text(value, -0.8, str(value), ha="center", fontsize=9)
    ax.text(2.5, -1.7, "books read last month (each dot = 1 student)", ha="center", fontsize=9)
    ax.set_xlim(-1, 6)
    ax.set_ylim(-2.2, 5.8)
    ax.axis("off")


@figure("test17_math_cone")
def _cone(ax: Axes) -> None:
    ax.add_patch(Polygon([(-5, 0), (5, 0), (0, 12)], closed=True, fill=False, linewidth=2))
    ax.plot([0, 0], [0, 12], color="gray", linestyle="--")
    ax.plot([0, 5], [0, 0], color="gray", linestyle="--")
    ax.text(2.5, -1.1, "r = 5 cm", ha="center", fontsize=9)
    ax.text(0.4, 6, "h = 12 cm", fontsize=9)
    ax.plot([0, 0.6, 0.6], [0.6, 0.6, 0], color="gray")
    ax.set_xlim(-7, 7)
    ax.set_ylim(-2, 13)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test17_math_dotplot"],
        "question": "The dot plot in <image_1> shows how many books each student in a class read last month. Find the "
        "number of students, the mode, the median and the mean number of books.",
        "reference_answer": "20 students; mode 2; median 2; mean 2.2",
        "steps": [
            (
                "To answer this, I'll read the number of dots above each value and then work out each average.\n\n"
                "**Step 1:** Reading <image_1>, there are 2, 4, 6, 5, 2 and 1 dots above 0, 1, 2, 3, 4 and 5 books, "
                "so the class has $2 + 4 + 6 + 5 + 2 + 1 = 20$ students.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The mode is the value with the tallest column of dots. Since 2 books has 6 dots, which "
                "is more than any other value, the mode is 2.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** With 20 values the median is the mean of the 10th and 11th values in order. The running "
                "totals are 2, 6 and 12, so both the 10th and the 11th values fall in the column for 2 books, and "
                "the median is 2.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The total number of books is $0(2) + 1(4) + 2(6) + 3(5) + 4(2) + 5(1) = 44$, and "
                "dividing by the 20 students gives a mean of $44 \\div 20 = 2.2$ books.\n\n"
                "**Final Answer:** 20 students; mode = 2, median = 2, mean = 2.2 books",
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
        "question": "A leaking tap drips twice every second, and each drop has a volume of 0.05 mL. How many litres of "
        "water does the tap waste in one week?",
        "reference_answer": "60.48 L",
        "steps": [
            (
                "Let me work out the rate of leaking first and then scale it up.\n\n"
                "Step 1: Since there are 2 drops every second and each drop is 0.05 mL, the tap loses "
                "$2 \\times 0.05 = 0.1$ mL of water per second.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The number of seconds in the period is $24 \\times 60 \\times 60 = 86\\,400$ s, because "
                "each hour has 3600 seconds.",
                0,
                "QU",
                "The question asks about one week, not one day; a week has 7 × 86 400 = 604 800 seconds.",
            ),
            (
                "Step 3: Multiplying the rate by the time, the tap wastes $0.1 \\times 86\\,400 = 8640$ mL.",
                0,
                "carried",
                "The multiplication is right but it uses one day's seconds; over a week the tap wastes "
                "0.1 × 604 800 = 60 480 mL.",
            ),
            (
                "Step 4: Since 1 L = 1000 mL, this is $8640 \\div 1000 = 8.64$ L.\n\nFinal answer: 8.64 litres",
                0,
                "carried",
                "The conversion is right but it carries the one-day total; the week's waste is 60.48 L.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Find the equation of the line that passes through the point (−1, 4) and is parallel to the line "
        "3x + 2y = 7. Where does it cross the x-axis?",
        "reference_answer": "y = −(3/2)x + 5/2; it crosses the x-axis at (5/3, 0)",
        "steps": [
            (
                "### Step 1: Find the slope\nRewriting $3x + 2y = 7$ as $y = -\\tfrac{3}{2}x + \\tfrac{7}{2}$, we see "
                "its slope is $-\\tfrac{3}{2}$. Parallel lines have equal slopes, so our line also has slope "
                "$m = -\\tfrac{3}{2}$.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Use the point-slope form\nUsing the point-slope form $y - y_1 = m(x - x_1)$ with the "
                "point $(-1, 4)$, the line is $y - 4 = -\\tfrac{3}{2}(x + 1)$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Simplify\nExpanding the bracket gives $y - 4 = -\\tfrac{3}{2}x + \\tfrac{3}{2}$, and "
                "adding 4 to both sides we obtain $y = -\\tfrac{3}{2}x + \\tfrac{11}{2}$.",
                0,
                "SC",
                "−(3/2)(x + 1) expands to −(3/2)x − 3/2, not −(3/2)x + 3/2; the line is y = −(3/2)x + 5/2.",
            ),
            (
                "### Step 4: Find the x-intercept\nThe line meets the x-axis where $y = 0$, so "
                "$\\tfrac{3}{2}x = \\tfrac{11}{2}$ and therefore $x = \\tfrac{11}{3}$.\n\n"
                "**Final Answer:** $y = -\\tfrac{3}{2}x + \\tfrac{11}{2}$, crossing the x-axis at "
                "$\\left(\\tfrac{11}{3}, 0\\right)$",
                0,
                "carried",
                "The method is right but it uses the wrong intercept from step 3; with y = −(3/2)x + 5/2 the line "
                "crosses the x-axis at x = 5/3.",
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "qwen2-vl",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test17_math_cone"],
        "question": "<image_1> shows a solid right circular cone. Find its slant height, its volume and its total "
        "surface area, in terms of π and to one decimal place.",
        "reference_answer": "slant height 13 cm; volume 100π ≈ 314.2 cm³; total surface area 90π ≈ 282.7 cm²",
        "steps": [
            (
                "Step 1: From <image_1>, the base radius is r = 5 cm and the perpendicular height is h = 12 cm. "
                "The slant height is the hypotenuse of the right triangle they form, so by the Pythagorean theorem "
                "$l = \\sqrt{5^2 + 12^2} = \\sqrt{169} = 13$ cm.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using the formula $V = \\frac{1}{3}\\pi r^2 h$ for the volume of a cone, "
                "$V = \\frac{1}{3}\\pi (25)(12) = 100\\pi \\approx 314.2$ cm³.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The curved surface has area $\\pi r l = \\pi (5)(13) = 65\\pi$ cm², while the circular base "
                "adds $\\pi r^2 = 25\\pi$ cm², which is needed because the cone is solid.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Adding the two parts, the total surface area is $65\\pi + 25\\pi = 90\\pi \\approx 282.7$ "
                "cm².\n\nFinal answer: l = 13 cm, V = 100π ≈ 314.2 cm³, total surface area = 90π ≈ 282.7 cm²",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-hs-03",
        "source": "claude-3.5-sonnet",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "A convex polygon with n sides has $\\frac{n(n-3)}{2}$ diagonals. A convex polygon has 54 "
        "diagonals. How many sides does it have, and if it is regular, how large is each interior angle?",
        "reference_answer": "12 sides; 150°",
        "steps": [
            (
                "I'll set the given formula equal to 54 and solve the quadratic that comes out.\n\n"
                "**Step 1:** Setting $\\frac{n(n-3)}{2} = 54$ and multiplying both sides by 2 gives "
                "$n^2 - 3n = 108$, so $n^2 - 3n - 108 = 0$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** We need two numbers whose product is −108 and whose sum is −3, which are −12 and 9. "
                "The equation factors as $(n - 12)(n + 9) = 0$, so $n = 12$ or $n = -9$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** A polygon cannot have a negative number of sides, so we reject $n = -9$ and the polygon "
                "has 12 sides. As a check, $\\frac{12 \\times 9}{2} = 54$ ✓.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** By the angle-sum formula $(n - 2) \\times 180°$, the interior angles add up to "
                "$10 \\times 180° = 1800°$. Since a regular polygon's angles are all equal, each one is "
                "$1800° \\div 12 = 150°$.\n\n**Final answer:** 12 sides; each interior angle is 150°",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "Three fair six-sided dice are rolled. In how many of the 216 equally likely ordered outcomes is the "
        "total 12, and what is the probability of a total of 12?",
        "reference_answer": "25 outcomes; probability 25/216",
        "steps": [
            (
                "We need the number of ordered triples $(a, b, c)$ with $1 \\le a, b, c \\le 6$ and "
                "$a + b + c = 12$.\n\n1. By stars and bars, the number of solutions in positive integers of "
                "$a + b + c = n$ is $\\binom{n-1}{2}$, so ignoring the upper limit of 6 there are "
                "$\\binom{11}{2} = 55$ triples.",
                1,
                None,
                None,
            ),
            (
                "2. Now we remove the triples in which some die would show more than 6. If $a \\ge 7$, we write "
                "$a = a' + 6$ with $a' \\ge 1$, which turns the equation into $a' + b + c = 6$, and that has "
                "$\\binom{5}{2} = 10$ positive solutions.",
                1,
                None,
                None,
            ),
            (
                "3. The same count holds for $b \\ge 7$ and for $c \\ge 7$. Two values cannot both be at least 7, "
                "because then the total would be at least $7 + 7 + 1 = 15 > 12$, so the bad cases do not overlap "
                "and there are $3 \\times 10 = 30$ of them.",
                1,
                None,
                None,
            ),
            (
                "4. By the principle of inclusion–exclusion, the number of valid outcomes is $55 - 30 = 25$, and "
                "dividing by the 216 equally likely outcomes, the probability is $\\frac{25}{216} \\approx 0.116$."
                "\n\n**Final Answer:** 25 outcomes; $P = \\frac{25}{216}$",
                1,
                None,
                None,
            ),
        ],
    },
]
