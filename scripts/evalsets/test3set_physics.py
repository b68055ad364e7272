"""Third test set, Physics: average speed, a seesaw, a velocity-time graph, a horizontal launch, a
series-parallel circuit and an Atwood machine."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from . import t
from .figures import figure


@figure("test3_phys_seesaw")
def _seesaw(ax: Axes) -> None:
    ax.plot([-2.5, 2.5], [1, 1], color="saddlebrown", linewidth=4)
    ax.add_patch(Polygon([(-0.4, 0), (0.4, 0), (0, 1)], closed=True, color="gray"))
    ax.add_patch(Rectangle((-2.3, 1.05), 0.6, 0.6, color="tab:blue"))
    ax.text(-2.0, 1.85, "300 N", ha="center", fontsize=9)
    ax.add_patch(Rectangle((1.2, 1.05), 0.6, 0.6, color="tab:orange"))
    ax.text(1.5, 1.85, "400 N", ha="center", fontsize=9)
    ax.annotate("", xy=(-2.0, 0.6), xytext=(0, 0.6), arrowprops={"arrowstyle": "<->"})
    ax.text(-1.0, 0.35, "2.0 m", ha="center", fontsize=9)
    ax.annotate("", xy=(1.5, 0.6), xytext=(2.5, 0.6), arrowprops={"arrowstyle": "<->", "color": "tab:red"})
    ax.text(2.0, 0.35, "d = ?", ha="center", fontsize=9, color="tab:red")
    ax.text(0, 2.6, "plank 5.0 m long, pivot at its centre", ha="center", fontsize=9)
    ax.set_xlim(-3, 3)
    ax.set_ylim(0, 3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test3_phys_vt_graph")
def _vt_graph(ax: Axes) -> None:
    ax.plot([0, 4, 10, 12], [0, 12, 12, 0], color="tab:blue", linewidth=2)
    ax.set_xticks(range(0, 15, 2))
    ax.set_yticks(range(0, 15, 3))
    ax.set_xlim(0, 14)
    ax.set_ylim(0, 15)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time t (s)")
    ax.set_ylabel("velocity v (m/s)")
    ax.set_title("Velocity of a car", fontsize=9)


def _resistor(ax: Axes, x: float, y: float, label: str, vertical: bool = False) -> None:
    w, h = (0.4, 1.0) if vertical else (1.0, 0.4)
    ax.add_patch(Rectangle((x - w / 2, y - h / 2), w, h, facecolor="white", edgecolor="black", zorder=3))
    ax.text(x + (0.35 if vertical else 0), y + (0 if vertical else 0.35), label, fontsize=9, zorder=4)


@figure("test3_phys_circuit")
def _circuit(ax: Axes) -> None:
    # battery on the left side, 3 Ω on top, 4 Ω and 12 Ω in parallel on the right
    ax.plot([0, 0, 6, 6], [1.6, 4, 4, 3], color="black")
    ax.plot([0, 0, 6, 6], [1.4, 0, 0, 1], color="black")
    ax.plot([0.0 - 0.4, 0.4], [1.6, 1.6], color="black", linewidth=2)
    ax.plot([-0.2, 0.2], [1.4, 1.4], color="black", linewidth=4)
    ax.text(-1.4, 1.4, "12 V", fontsize=9)
    _resistor(ax, 3, 4, "3 Ω")
    ax.plot([5, 7], [3, 3], color="black")
    ax.plot([5, 7], [1, 1], color="black")
    ax.plot([5, 5], [1, 3], color="black")
    ax.plot([7, 7], [1, 3], color="black")
    _resistor(ax, 5, 2, "4 Ω", vertical=True)
    _resistor(ax, 7, 2, "12 Ω", vertical=True)
    ax.set_xlim(-1.8, 8.2)
    ax.set_ylim(-0.5, 4.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test3_phys_atwood")
def _atwood(ax: Axes) -> None:
    ax.plot([-1.5, 1.5], [6, 6], color="black", linewidth=2)
    ax.plot([0, 0], [6, 5], color="black")
    ax.add_patch(Circle((0, 4.6), 0.4, fill=False, edgecolor="black", linewidth=1.5))
    ax.plot([-0.4, -0.4], [4.6, 2.2], color="black")
    ax.plot([0.4, 0.4], [4.6, 1.2], color="black")
    ax.add_patch(Rectangle((-0.8, 1.4), 0.8, 0.8, color="tab:blue"))
    ax.text(-0.9, 1.7, "m₁ = 3 kg", fontsize=9, ha="right")
    ax.add_patch(Rectangle((0.0, 0.4), 0.8, 0.8, color="tab:orange"))
    ax.text(1.0, 0.7, "m₂ = 5 kg", fontsize=9)
    ax.set_xlim(-2.6, 2.6)
    ax.set_ylim(0, 6.4)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A cyclist rides 18 km in 45 minutes. What is her average speed in km/h and in m/s?",
        "reference_answer": "24 km/h ≈ 6.67 m/s",
        "steps": [
            (
                t("""
                We use the definition of average speed, $v = \\dfrac{d}{t}$, with the time converted to hours.

                **Step 1:** Convert the time: 45 min = 45/60 h = 0.75 h.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting the values, we get $v = \\dfrac{18 \\text{ km}}{0.75 \\text{ h}} = 24$ km/h.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** To convert to m/s, divide by 3.6 (since 1 km/h = 1000 m / 3600 s): "
                "$24 \\div 3.6 \\approx 6.67$ m/s.",
                1,
                None,
                None,
            ),
            (
                "**Final answer:** Her average speed is 24 km/h, which is about 6.67 m/s.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test3_phys_seesaw"],
        "question": "On the seesaw in <image_1>, a 300 N child sits 2.0 m to the left of the pivot. How far from the "
        "right-hand end of the plank must a 400 N child sit for the seesaw to balance?",
        "reference_answer": "1.0 m from the right-hand end (1.5 m from the pivot)",
        "steps": [
            (
                t("""
                The seesaw balances when the moments about the pivot are equal, so I'll apply the principle of moments.

                **Step 1:** The moment of the left child is $300 \\text{ N} \\times 2.0 \\text{ m} = 600$ N·m (anticlockwise).
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For balance, the right child's clockwise moment must also be 600 N·m: $400 \\times x = 600$, "
                "which gives $x = 1.5$ m from the pivot.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The question asks where the 400 N child must sit, so the required distance d is the "
                "1.5 m found above.\n\n"
                "**Final answer:** 1.5 m",
                0,
                "QU",
                "The question asks for the distance from the right-hand end; the pivot is 2.5 m from each end, "
                "so d = 2.5 − 1.5 = 1.0 m, not the 1.5 m measured from the pivot.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test3_phys_vt_graph"],
        "question": "<image_1> is the velocity-time graph of a car. Find the car's acceleration during the first 4 s "
        "and the total distance it travels.",
        "reference_answer": "3 m/s²; 108 m",
        "steps": [
            (
                "Step 1: From the graph, the velocity rises from 0 to 12 m/s between t = 0 and t = 4 s, so the "
                "acceleration is a = Δv/Δt = 12/4 = 3 m/s².",
                1,
                None,
                None,
            ),
            (
                "Step 2: The distance is the area under the graph. From 0 to 4 s it is a triangle: "
                "\\( \\frac{1}{2} \\times 4 \\times 12 = 24 \\) m.",
                1,
                None,
                None,
            ),
            (
                "Step 3: From 4 s to 10 s the car moves at a constant 12 m/s, so the area is a rectangle: "
                "\\( 6 \\times 12 = 72 \\) m.",
                1,
                None,
                None,
            ),
            (
                "Step 4: From 10 s to 12 s the car slows to rest, giving a triangle of "
                "\\( \\frac{1}{2} \\times 2 \\times 12 = 12 \\) m.",
                1,
                None,
                None,
            ),
            (
                "Step 5: Adding the three areas, 24 + 72 + 12 = 108 m.\n\n"
                "The final answer is: acceleration 3 m/s², total distance 108 m.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A ball is thrown horizontally at 15 m/s from the top of a cliff 20 m high. Ignoring air "
        "resistance and taking g = 9.8 m/s², how long does it take to reach the ground, and how far from the "
        "foot of the cliff does it land?",
        "reference_answer": "t ≈ 2.02 s; about 30.3 m",
        "steps": [
            (
                t("""
                ### Step 1: Separate the motion
                The horizontal velocity stays 15 m/s, while vertically the ball starts from rest and falls 20 m with acceleration $g$.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Time of flight
                From $h = \\frac{1}{2} g t^2$ we obtain $t = \\sqrt{2h/g}$. Substituting the values, we get
                \\[ t = \\sqrt{\\frac{2 \\times 20}{9.8}} = \\sqrt{4.08} \\approx 2.21 \\text{ s} \\]
                """),
                0,
                "NC",
                "√4.08 ≈ 2.02, not 2.21 (2.21² ≈ 4.88), so t ≈ 2.02 s.",
            ),
            (
                t("""
                ### Step 3: Horizontal distance
                \\[ x = v_x t = 15 \\times 2.21 \\approx 33.2 \\text{ m} \\]
                """),
                0,
                "carried",
                "Carried error: multiplies by the wrong time of step 2; x = 15 × 2.02 ≈ 30.3 m.",
            ),
            (
                "### Final Answer\nThe ball is in the air for about **2.21 s** and lands about **33.2 m** from the foot "
                "of the cliff.",
                0,
                "carried",
                "Carried error: repeats the wrong values of steps 2 and 3 (2.02 s and 30.3 m).",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test3_phys_circuit"],
        "question": "In the circuit of <image_1>, a 12 V battery of negligible internal resistance drives current "
        "through a 3 Ω resistor in series with a 4 Ω and a 12 Ω resistor connected in parallel. Find the "
        "current through the battery and the current through the 12 Ω resistor.",
        "reference_answer": "2 A through the battery; 0.5 A through the 12 Ω resistor",
        "steps": [
            (
                t("""
                Let me reduce the circuit to a single equivalent resistance and then work back out to the branches.

                1. **Parallel pair:** $\\dfrac{1}{R_p} = \\dfrac{1}{4} + \\dfrac{1}{12} = \\dfrac{4}{12}$, so $R_p = 3\\ \\Omega$.
                """),
                1,
                None,
                None,
            ),
            (
                "2. **Total resistance:** Adding the series 3 Ω resistor, $R_{\\text{total}} = 3 + 3 = 6\\ \\Omega$.",
                1,
                None,
                None,
            ),
            (
                "3. **Battery current:** $I = V/R = 12/6 = 2$ A, and all of it flows through the 3 Ω resistor.",
                1,
                None,
                None,
            ),
            (
                "4. **Current in the 12 Ω resistor:** The 2 A splits between the branches in proportion to their "
                "resistances, so the 12 Ω branch takes $\\dfrac{12}{16} \\times 2 = 1.5$ A.\n\n"
                "**Final answer:** 2 A from the battery and 1.5 A through the 12 Ω resistor.",
                0,
                "KE",
                "Current divides inversely to resistance: the pair has 2 A × 3 Ω = 6 V across it, so the 12 Ω "
                "resistor carries 6/12 = 0.5 A (and the 4 Ω one 1.5 A).",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test3_phys_atwood"],
        "question": "Two blocks, m₁ = 3 kg and m₂ = 5 kg, hang from a light string over a frictionless, massless "
        "pulley as shown in <image_1>. Taking g = 9.8 m/s², find the magnitude of the acceleration of the blocks "
        "and the tension in the string.",
        "reference_answer": "a = 2.45 m/s²; T = 36.75 N",
        "steps": [
            (
                t("""
                ### Step 1: Newton's second law for each block
                Taking the direction in which m₂ falls as positive:
                - m₂: $m_2 g - T = m_2 a$
                - m₁: $T - m_1 g = m_1 a$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Solve for the acceleration
                Adding the two equations eliminates $T$:
                \\[ a = \\frac{(m_2 - m_1) g}{m_1 + m_2} = \\frac{(5 - 3)(9.8)}{8} = 2.45 \\text{ m/s}^2 \\]
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Find the tension
                Because the string holds up the heavier block, the tension must equal its weight:
                \\[ T = m_2 g = 5 \\times 9.8 = 49 \\text{ N} \\]
                """),
                0,
                "RE",
                "m₂ accelerates downward, so T < m₂g; from m₁'s equation T = m₁(g + a) = 3 × 12.25 = 36.75 N.",
            ),
            (
                "### Final Answer\nThe blocks accelerate at **2.45 m/s²**, and the tension in the string is **49 N**.",
                0,
                "carried",
                "Carried error: reports the wrong tension of step 3; it is 36.75 N.",
            ),
        ],
    },
]
