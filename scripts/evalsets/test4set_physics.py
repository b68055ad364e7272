"""Fourth test set, Physics: average speed, a balanced lever, a horizontal launch, a mixed circuit, an incline, a velocity-time graph."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon, Rectangle

from . import t
from .figures import figure
from .test4set_math import bad, ok


@figure("test4_physics_lever")
def _lever(ax: Axes) -> None:
    ax.plot([-2.5, 3.5], [0, 0], color="saddlebrown", linewidth=4)
    ax.add_patch(Polygon([(0, 0), (-0.3, -0.6), (0.3, -0.6)], closed=True, color="gray"))
    ax.annotate("", xy=(-2, -1.2), xytext=(-2, 0), arrowprops={"arrowstyle": "->", "color": "tab:red"})
    ax.text(-2, -1.5, "30 N", ha="center", fontsize=10)
    ax.annotate("", xy=(3, -1.2), xytext=(3, 0), arrowprops={"arrowstyle": "->", "color": "tab:blue"})
    ax.text(3, -1.5, "F = ?", ha="center", fontsize=10)
    ax.text(-1, 0.25, "2 m", ha="center", fontsize=10)
    ax.text(1.5, 0.25, "3 m", ha="center", fontsize=10)
    ax.set_xlim(-3, 4)
    ax.set_ylim(-2, 1)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test4_physics_circuit")
def _circuit(ax: Axes) -> None:
    ax.plot([0, 0, 8, 8], [0, 4, 4, 0], color="black")
    ax.plot([0, 3.2], [0, 0], color="black")
    ax.plot([4.8, 8], [0, 0], color="black")
    ax.plot([3.2, 3.2], [-0.3, 0.3], color="black", linewidth=2)
    ax.plot([3.5, 3.5], [-0.15, 0.15], color="black", linewidth=2)
    ax.text(3.35, -0.8, "6 V", ha="center", fontsize=10)
    ax.plot([3.5, 4.8], [0, 0], color="black")
    ax.add_patch(Rectangle((1.2, 3.75), 1.2, 0.5, facecolor="white", edgecolor="black", zorder=3))
    ax.text(1.8, 4.5, "3 Ω", ha="center", fontsize=10)
    ax.plot([4, 4], [2, 4], color="black")
    ax.add_patch(Rectangle((5.4, 3.75), 1.2, 0.5, facecolor="white", edgecolor="black", zorder=3))
    ax.text(6, 4.5, "4 Ω", ha="center", fontsize=10)
    ax.plot([4, 8], [2, 2], color="black")
    ax.plot([8, 8], [2, 4], color="black")
    ax.add_patch(Rectangle((5.4, 1.75), 1.2, 0.5, facecolor="white", edgecolor="black", zorder=3))
    ax.text(6, 1.2, "12 Ω", ha="center", fontsize=10)
    ax.set_xlim(-1, 9)
    ax.set_ylim(-1.5, 5.2)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test4_physics_vt_graph")
def _vt_graph(ax: Axes) -> None:
    ax.plot([0, 4, 10, 12], [0, 10, 10, 0], color="tab:blue", linewidth=2)
    ax.set_xticks(range(0, 13))
    ax.set_yticks(range(0, 13, 2))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 13)
    ax.set_ylim(0, 12)
    ax.set_xlabel("t (s)")
    ax.set_ylabel("v (m/s)")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A cyclist rides 12 km in 30 minutes and then 8 km in 20 minutes. What is her average speed "
        "for the whole trip, in km/h?",
        "reference_answer": "24 km/h",
        "steps": [
            ok(
                t("""
                Average speed is the total distance divided by the total time, so I'll find both totals first.

                **Step 1:** Total distance = 12 km + 8 km = 20 km.
                """)
            ),
            ok("**Step 2:** Total time = 30 min + 20 min = 50 min, which is 50/60 = 5/6 h."),
            ok("**Step 3:** Average speed = 20 km ÷ (5/6 h) = 20 × 6/5 = 24 km/h."),
            ok("**Final answer:** 24 km/h"),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test4_physics_lever"],
        "question": "The light beam in <image_1> balances on the pivot. What force F acts at the right end?",
        "reference_answer": "20 N",
        "steps": [
            ok("### Step 1: Read the diagram\nA 30 N force acts 2 m left of the pivot, and F acts 3 m to the right."),
            bad(
                "### Step 2: Balance condition\nThe beam balances when the force divided by its distance is the "
                "same on both sides: $\\frac{30}{2} = \\frac{F}{3}$.",
                "KE",
                "The principle of moments needs equal force × distance (30 × 2 = F × 3), not equal force ÷ distance.",
            ),
            bad(
                "### Step 3: Solve\nMultiplying both sides by 3, we get $F = 45$ N.",
                "carried",
                "Correct algebra on the wrong balance condition of step 2.",
            ),
            bad("**Final answer:** F = 45 N", "carried", "It reports the value built on the wrong condition."),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A ball rolls off a horizontal table 1.8 m high at 3.0 m/s. How far from the foot of the table "
        "does it land? Use g = 9.8 m/s² and ignore air resistance.",
        "reference_answer": "about 1.8 m",
        "steps": [
            ok(
                "Step 1: The vertical motion starts from rest, so the fall time follows from "
                "$h = \\frac{1}{2} g t^2$, i.e. $t = \\sqrt{2h/g}$."
            ),
            ok(
                "Step 2: Substituting the values, we get $t = \\sqrt{2 \\times 1.8 / 9.8} = \\sqrt{0.367} \\approx 0.606$ s."
            ),
            ok(
                "Step 3: The horizontal velocity stays 3.0 m/s because no horizontal force acts, so the range is "
                "$x = 3.0 \\times 0.606 \\approx 1.82$ m."
            ),
            ok("Final answer: the ball lands about 1.8 m from the foot of the table."),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test4_physics_circuit"],
        "question": "In the circuit of <image_1>, the 4 Ω and 12 Ω resistors are in parallel, and that pair is in "
        "series with the 3 Ω resistor across a 6 V battery. Find the current drawn from the battery.",
        "reference_answer": "1 A",
        "steps": [
            ok(
                "**Step 1: Identify the arrangement.** The 4 Ω and 12 Ω resistors share both ends, so they are in parallel."
            ),
            bad(
                "**Step 2: Parallel pair.** $R_p = \\frac{4 \\times 12}{4 + 12} = \\frac{48}{16} = 4\\ \\Omega$.",
                "NC",
                "48/16 = 3, so the parallel pair is 3 Ω.",
            ),
            bad(
                "**Step 3: Total resistance.** Adding the series resistor, $R = 4 + 3 = 7\\ \\Omega$.",
                "carried",
                "The series rule is right but it adds the wrong parallel value of step 2.",
            ),
            bad(
                t("""
                **Step 4: Current.** By Ohm's law, $I = \\frac{V}{R} = \\frac{6}{7} \\approx 0.86$ A.

                **Final answer:** about 0.86 A
                """),
                "carried",
                "Ohm's law applied to the wrong total resistance of step 3.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A 2.0 kg block slides from rest down a frictionless ramp, dropping a height of 5.0 m. "
        "How fast is it moving at the bottom? Use g = 9.8 m/s².",
        "reference_answer": "about 9.9 m/s",
        "steps": [
            ok(
                "**Step 1:** Since there is no friction, mechanical energy is conserved: the potential energy lost "
                "becomes kinetic energy, $mgh = \\frac{1}{2}mv^2$."
            ),
            bad(
                "**Step 2:** Cancelling $m$ and solving for $v$, we obtain $v = \\sqrt{gh/2}$.",
                "SC",
                "Multiplying gh = v²/2 by 2 gives v = √(2gh), not √(gh/2).",
            ),
            bad(
                "**Step 3:** Substituting the values, we get $v = \\sqrt{9.8 \\times 5.0 / 2} = \\sqrt{24.5} \\approx 4.9$ m/s.",
                "carried",
                "The arithmetic is right but uses the wrong formula of step 2.",
            ),
            bad("**Final answer:** about 4.9 m/s", "carried", "It reports the speed from the wrong formula."),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test4_physics_vt_graph"],
        "question": "<image_1> is the velocity-time graph of a car moving in a straight line. Find the total "
        "distance travelled in 12 s and the acceleration during the last 2 s.",
        "reference_answer": "90 m; −5 m/s²",
        "steps": [
            ok(
                t("""
                The distance is the area under the v–t graph, which splits into three simple shapes.

                1. From 0 to 4 s the car speeds up to 10 m/s: a triangle of area $\\frac{1}{2} \\times 4 \\times 10 = 20$ m.
                """)
            ),
            ok("2. From 4 to 10 s it moves at a constant 10 m/s: a rectangle of area $6 \\times 10 = 60$ m."),
            ok("3. From 10 to 12 s it slows to rest: a triangle of area $\\frac{1}{2} \\times 2 \\times 10 = 10$ m."),
            ok(
                "4. The total distance is 20 + 60 + 10 = 90 m, and the last-phase acceleration is the slope "
                "$a = \\frac{0 - 10}{12 - 10} = -5$ m/s²."
            ),
            ok("**Final answer:** 90 m; the acceleration in the last 2 s is −5 m/s²."),
        ],
    },
]
