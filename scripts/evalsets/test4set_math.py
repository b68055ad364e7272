"""Fourth test set, Math: recipe ratios, an L-shaped area, exponential equations, a line from a graph, inclusion-exclusion, Heron's formula."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from . import t
from .figures import figure


@figure("test4_math_l_shape")
def _l_shape(ax: Axes) -> None:
    corners = [(0, 0), (10, 0), (10, 3), (6, 3), (6, 6), (0, 6)]
    ax.add_patch(Polygon(corners, closed=True, fill=False, edgecolor="black", linewidth=1.5))
    ax.text(5, -0.6, "10 cm", ha="center", fontsize=10)
    ax.text(-0.6, 3, "6 cm", va="center", ha="right", fontsize=10)
    ax.text(10.3, 1.5, "3 cm", va="center", fontsize=10)
    ax.text(8, 3.3, "4 cm", ha="center", fontsize=10)
    ax.set_xlim(-2.5, 12)
    ax.set_ylim(-1.5, 7)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test4_math_line_graph")
def _line_graph(ax: Axes) -> None:
    xs = [-2, 5]
    ax.plot(xs, [2 * x + 1 for x in xs], color="tab:blue")
    ax.plot([1, 4], [3, 9], "o", color="black")
    ax.text(1.2, 2.4, "(1, 3)", fontsize=9)
    ax.text(4.2, 8.4, "(4, 9)", fontsize=9)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xticks(range(-2, 6))
    ax.set_yticks(range(-3, 12))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(-2, 5)
    ax.set_ylim(-3, 11)


@figure("test4_math_triangle_13_14_15")
def _triangle(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (14, 0), (5, 12)], closed=True, fill=False, edgecolor="black", linewidth=1.5))
    ax.text(7, -1, "14", ha="center", fontsize=10)
    ax.text(1.6, 6.2, "13", ha="center", fontsize=10)
    ax.text(10.4, 6.2, "15", ha="center", fontsize=10)
    ax.set_title("Image-1", fontsize=10)
    ax.set_xlim(-1, 15)
    ax.set_ylim(-2, 13)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test4_math_rectangle_width7")
def _rectangle(ax: Axes) -> None:
    ax.add_patch(Polygon([(0, 0), (10, 0), (10, 5), (0, 5)], closed=True, fill=False, edgecolor="black"))
    ax.text(-0.5, 2.5, "7", ha="right", va="center", fontsize=10)
    ax.text(5, -0.8, "length ?", ha="center", fontsize=10)
    ax.set_title("Image-2", fontsize=10)
    ax.set_xlim(-2, 11)
    ax.set_ylim(-2, 6)
    ax.set_aspect("equal")
    ax.axis("off")


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


PROCESSES = [
    {
        "id": "math-ms-01",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": [],
        "question": "A pancake recipe uses 3 cups of flour for every 2 cups of milk. How many cups of flour are "
        "needed if Lena uses 7 cups of milk?",
        "reference_answer": "10.5 cups",
        "steps": [
            ok(
                t("""
                Let's set up a proportion, since the ratio of flour to milk stays the same.

                **Step 1:** The ratio of flour to milk is $3 : 2$, so for every cup of milk we need $\\frac{3}{2} = 1.5$ cups of flour.
                """)
            ),
            ok("**Step 2:** With 7 cups of milk, the flour needed is $7 \\times 1.5 = 10.5$ cups."),
            ok(
                t("""
                **Step 3:** Check: $10.5 : 7$ simplifies to $3 : 2$ when both sides are divided by 3.5, which matches the recipe.

                **Final answer:** 10.5 cups of flour.
                """)
            ),
        ],
    },
    {
        "id": "math-ms-02",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "middle_school",
        "images": ["test4_math_l_shape"],
        "question": "<image_1> shows an L-shaped floor plan. What is its area?",
        "reference_answer": "48 cm²",
        "steps": [
            ok(
                "Step 1: The figure is a 10 cm by 6 cm rectangle with a 4 cm by 3 cm corner cut away from the "
                "top right."
            ),
            ok("Step 2: The full rectangle has area 10 × 6 = 60 cm²."),
            ok("Step 3: The missing corner has area 4 × 3 = 12 cm²."),
            bad(
                "Step 4: Subtracting the corner from the rectangle, the area is 60 − 12 = 46 cm².",
                "NC",
                "60 − 12 is 48, not 46.",
            ),
            bad(
                "Final answer: The area of the L-shape is 46 cm².",
                "carried",
                "It reports the wrong difference of step 4.",
            ),
        ],
    },
    {
        "id": "math-hs-01",
        "source": "claude",
        "subject": "Math",
        "difficulty": "high_school",
        "images": [],
        "question": "Solve for real x: $2^{x+1} + 2^{x} = 48$.",
        "reference_answer": "x = 4",
        "steps": [
            ok(
                t("""
                I'll factor out the common power of 2 so that the equation has a single exponential term.

                ### Step 1
                Since $2^{x+1} = 2 \\cdot 2^{x}$, the left side is $2 \\cdot 2^{x} + 2^{x} = 3 \\cdot 2^{x}$.
                """)
            ),
            ok("### Step 2\nDividing both sides by 3, we obtain $2^{x} = 16$."),
            ok("### Step 3\nBecause $16 = 2^{4}$ and $2^{x}$ is one-to-one, $x = 4$."),
            ok(
                t("""
                ### Step 4
                Check: $2^{5} + 2^{4} = 32 + 16 = 48$ ✓

                **Final answer:** $x = 4$
                """)
            ),
        ],
    },
    {
        "id": "math-hs-02",
        "source": "gpt-4o",
        "subject": "Math",
        "difficulty": "high_school",
        "images": ["test4_math_line_graph"],
        "question": "The line in <image_1> passes through the two marked points. Find its equation and the "
        "point where it crosses the x-axis.",
        "reference_answer": "y = 2x + 1; (−1/2, 0)",
        "steps": [
            ok("**Step 1: Read the points.** The marked points are $(1, 3)$ and $(4, 9)$."),
            ok("**Step 2: Slope.** $m = \\dfrac{9 - 3}{4 - 1} = \\dfrac{6}{3} = 2$."),
            bad(
                "**Step 3: Intercept.** From the graph, the line meets the y-axis at $y = 2$, so the equation is "
                "$y = 2x + 2$.",
                "VI",
                "The graph crosses the y-axis at y = 1 (and 3 − 2·1 = 1), not at y = 2.",
            ),
            bad(
                "**Step 4: x-intercept.** Setting $y = 0$ gives $0 = 2x + 2$, so $x = -1$.",
                "carried",
                "The algebra is right but uses the wrong intercept of step 3.",
            ),
            bad(
                "**Final answer:** $y = 2x + 2$, crossing the x-axis at $(-1, 0)$.",
                "carried",
                "It repeats the wrong equation and intercept.",
            ),
        ],
    },
    {
        "id": "math-comp-01",
        "source": "qwen-vl",
        "subject": "Math",
        "difficulty": "competition",
        "images": [],
        "question": "How many integers from 1 to 100 inclusive are divisible by 3 or by 5?",
        "reference_answer": "47",
        "steps": [
            ok("1. Multiples of 3 up to 100: $\\lfloor 100/3 \\rfloor = 33$."),
            ok("2. Multiples of 5 up to 100: $\\lfloor 100/5 \\rfloor = 20$."),
            bad(
                "3. Adding the two counts, $33 + 20 = 53$ integers are divisible by 3 or by 5.",
                "RE",
                "The 6 multiples of 15 are counted twice; inclusion-exclusion gives 33 + 20 − 6 = 47.",
            ),
            bad("4. Final answer: 53", "carried", "It keeps the double-counted total of step 3."),
        ],
    },
    {
        "id": "math-comp-02",
        "source": "claude",
        "subject": "Math",
        "difficulty": "competition",
        "images": ["test4_math_triangle_13_14_15", "test4_math_rectangle_width7"],
        "question": "The triangle in <image_1> and the rectangle in <image_2> have equal areas. Find the length "
        "of the rectangle.",
        "reference_answer": "12",
        "steps": [
            ok(
                t("""
                The triangle has sides 13, 14 and 15, so Heron's formula gives its area directly.

                **Step 1.** The semi-perimeter is $s = \\frac{13 + 14 + 15}{2} = 21$.
                """)
            ),
            ok(
                "**Step 2.** Substituting the values, we get $A = \\sqrt{21(21-13)(21-14)(21-15)} = "
                "\\sqrt{21 \\cdot 8 \\cdot 7 \\cdot 6} = \\sqrt{7056} = 84$."
            ),
            ok("**Step 3.** The rectangle has width 7 and the same area, so its length is $84 \\div 7 = 12$."),
            ok("**Final answer:** the rectangle is **12** units long."),
        ],
    },
]
