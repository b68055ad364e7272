"""Second test set, Physics: journeys with stops, levers, velocity–time graphs, horizontal projectiles, inclines with friction, orbits."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Polygon, Rectangle

from . import t
from .figures import figure


@figure("test2_phys_lever")
def _lever(ax: Axes) -> None:
    ax.plot([-2.0, 1.5], [1.0, 1.0], color="saddlebrown", linewidth=5)
    ax.add_patch(Polygon([(0, 1.0), (-0.3, 0.4), (0.3, 0.4)], closed=True, facecolor="gray", edgecolor="black"))
    ax.annotate("", xy=(-2.0, 1.05), xytext=(-2.0, 1.9), arrowprops={"arrowstyle": "->", "linewidth": 1.6})
    ax.text(-2.0, 2.0, "F = ?", ha="center", fontsize=9)
    ax.add_patch(Rectangle((1.25, 1.08), 0.5, 0.45, facecolor="tab:blue", edgecolor="black"))
    ax.text(1.5, 1.65, "400 N", ha="center", fontsize=9)
    ax.annotate("", xy=(-2.0, 0.2), xytext=(0, 0.2), arrowprops={"arrowstyle": "<->"})
    ax.text(-1.0, -0.05, "2.0 m", ha="center", va="top", fontsize=9)
    ax.annotate("", xy=(0, 0.2), xytext=(1.5, 0.2), arrowprops={"arrowstyle": "<->"})
    ax.text(0.75, -0.05, "1.5 m", ha="center", va="top", fontsize=9)
    ax.text(0, 0.45, "pivot", ha="center", va="bottom", fontsize=7)
    ax.set_xlim(-2.6, 2.2)
    ax.set_ylim(-0.5, 2.4)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test2_phys_velocity_time")
def _velocity_time(ax: Axes) -> None:
    ax.plot([0, 4, 10, 14], [0, 20, 20, 0], color="tab:red")
    ax.set_xticks(range(0, 17, 2))
    ax.set_yticks(range(0, 26, 5))
    ax.set_xlim(0, 16)
    ax.set_ylim(0, 25)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("velocity (m/s)")
    ax.set_title("Velocity–time graph of a train", fontsize=9)


@figure("test2_phys_incline")
def _incline(ax: Axes) -> None:
    angle = np.deg2rad(30)
    length = 6.0
    top = (length * np.cos(angle), length * np.sin(angle))
    ax.add_patch(Polygon([(0, 0), (top[0], 0), top], closed=True, facecolor="#eeeeee", edgecolor="black"))
    # A block resting on the slope, halfway up.
    cx, cy = 0.55 * top[0], 0.55 * top[1]
    w, h = 0.9, 0.6
    along, normal = np.array([np.cos(angle), np.sin(angle)]), np.array([-np.sin(angle), np.cos(angle)])
    base = np.array([cx, cy]) - along * w / 2
    corners = [base, base + along * w, base + along * w + normal * h, base + normal * h]
    ax.add_patch(Polygon(corners, closed=True, facecolor="tab:orange", edgecolor="black"))
    ax.text(cx - 0.3, cy + 0.9, "m = 5.0 kg", fontsize=9, ha="right")
    ax.text(1.1, 0.15, "30°", fontsize=10)
    ax.text(top[0] / 2, -0.45, "μ = 0.20", fontsize=9, ha="center")
    ax.set_xlim(-0.5, 6.0)
    ax.set_ylim(-0.8, 3.6)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A family drives 150 km in 2.5 h, stops for lunch for 30 min, and then drives another 90 km in 1.5 h. "
        "What is their average speed for the whole trip, including the stop?",
        "reference_answer": "about 53.3 km/h",
        "steps": [
            ("Step 1: The total distance is 150 km + 90 km = 240 km.", 1, None, None),
            ("Step 2: The driving time is 2.5 h + 1.5 h = 4.0 h.", 1, None, None),
            (
                "Step 3: Average speed = total distance ÷ total time = 240 km ÷ 4.0 h = 60 km/h.\n\n"
                "Final answer: 60 km/h",
                0,
                "QU",
                "The question asks for the average including the stop, so the total time is 4.0 h + 0.5 h = 4.5 h and "
                "the average speed is 240 ÷ 4.5 ≈ 53.3 km/h.",
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test2_phys_lever"],
        "question": "<image_1> shows a lever balanced on a pivot. A 400 N load sits 1.5 m from the pivot. What downward "
        "force F, applied 2.0 m from the pivot on the other side, keeps the lever balanced?",
        "reference_answer": "300 N",
        "steps": [
            (
                "**Step 1:** For the lever to balance, the clockwise moment must equal the anticlockwise moment about the "
                "pivot (the principle of moments).",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The moment of the load is 400 N × 1.5 m = 600 N·m, and the moment of F is F × 2.0 m.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3:** Setting the two moments equal:
                $$F \\times 2.0 = 400 \\times 1.5$$
                Substituting the values, we get $F = \\dfrac{600}{2.0} = 300$ N.
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 4:** F is smaller than the load because it acts farther from the pivot.\n\n"
                "**Final answer:** F = 300 N",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test2_phys_velocity_time"],
        "question": "<image_1> is the velocity–time graph of a train between two stations. (a) What is its acceleration "
        "during the first 4 s? (b) How far apart are the stations?",
        "reference_answer": "(a) 5 m/s² (b) 200 m",
        "steps": [
            (
                "### Step 1: Acceleration\nThe velocity rises from 0 to 20 m/s in 4 s, so $a = \\Delta v / \\Delta t = "
                "20/4 = 5$ m/s².",
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Distance is the area under the graph
                - 0–4 s (triangle): $\\tfrac12 \\times 4 \\times 20 = 40$ m
                - 4–10 s (rectangle): $6 \\times 20 = 120$ m
                - 10–14 s (triangle): $\\tfrac12 \\times 4 \\times 20 = 40$ m
                """),
                1,
                None,
                None,
            ),
            (
                "### Step 3: Total distance\nAdding the three areas: $40 + 120 + 40 = 180$ m.",
                0,
                "NC",
                "40 + 120 + 40 = 200, not 180.",
            ),
            (
                "### Step 4: Final answer\n(a) 5 m/s² (b) the stations are 180 m apart.",
                0,
                "carried",
                "Carried error: reuses the wrong total of step 3; the stations are 200 m apart.",
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
        "resistance and taking g = 9.8 m/s², how long is it in the air and how far from the foot of the "
        "cliff does it land?",
        "reference_answer": "about 2.02 s; about 30.3 m",
        "steps": [
            (
                "To solve this, we treat the horizontal and vertical motions separately.\n\n"
                "**Step 1:** The ball starts with zero vertical velocity, so the vertical motion is free fall: "
                "\\( h = \\tfrac{1}{2} g t^2 \\).",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Solving for the time: \\( t = \\sqrt{2h/g} = \\sqrt{2 \\times 20 / 9.8} = \\sqrt{4.08} "
                "\\approx 2.02 \\) s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The horizontal velocity stays constant at 15 m/s because no horizontal force acts, so the "
                "horizontal distance is \\( x = v t = 15 \\times 2.02 \\approx 30.3 \\) m.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** As a side check, the vertical speed when it lands is \\( v_y = g t = 9.8 \\times 2.02 "
                "\\approx 19.8 \\) m/s, which is not needed for the answer; the time of flight depends only on the "
                "height, not on the 15 m/s.",
                1,
                None,
                None,
            ),
            (
                "**Final Answer:** The ball is in the air for about 2.02 s and lands about 30.3 m from the foot of the "
                "cliff.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test2_phys_incline"],
        "question": "The 5.0 kg block in <image_1> is released on a 30° slope. The coefficient of kinetic friction "
        "between block and slope is 0.20. Find the acceleration of the block down the slope (g = 9.8 m/s²).",
        "reference_answer": "about 3.2 m/s²",
        "steps": [
            (
                "Step 1: The component of gravity along the slope is mg sin 30° = 5.0 × 9.8 × 0.5 = 24.5 N.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The friction force is f = μ mg sin 30° = 0.20 × 24.5 = 4.9 N, acting up the slope.",
                0,
                "KE",
                "Friction is μ times the normal force, and the normal force on a slope is mg cos 30° ≈ 42.4 N, "
                "so f ≈ 0.20 × 42.4 ≈ 8.5 N.",
            ),
            (
                "Step 3: The net force down the slope is 24.5 − 4.9 = 19.6 N, so a = F/m = 19.6 / 5.0 = 3.92 m/s².\n\n"
                "The final answer is 3.92 m/s².",
                0,
                "carried",
                "Carried error: reuses the wrong friction of step 2; the acceleration is about 3.2 m/s².",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A satellite moves in a circular orbit at a height above the Earth's surface equal to the Earth's "
        "radius R = 6.4 × 10⁶ m. Using only g = 9.8 m/s² at the surface and R, find its orbital speed and "
        "its period.",
        "reference_answer": "v ≈ 5.6 km/s, T ≈ 1.44 × 10⁴ s (about 4.0 h)",
        "steps": [
            (
                "**Step 1: Set up the force balance.** Gravity provides the centripetal force: "
                "$\\frac{GMm}{r^2} = \\frac{mv^2}{r}$, so $v^2 = \\frac{GM}{r}$ with orbit radius $r = R + R = 2R$.",
                1,
                None,
                None,
            ),
            ("**Step 2: Remove GM.** At the surface $mg = \\frac{GMm}{R^2}$, which gives $GM = gR^2$.", 1, None, None),
            (
                "**Step 3: Solve for v.** Combining the two results, $v^2 = \\frac{gR^2}{2R}$, so "
                "$v = \\frac{\\sqrt{gR}}{2} = \\frac{\\sqrt{9.8 \\times 6.4\\times10^6}}{2} \\approx \\frac{7920}{2} "
                "= 3960$ m/s.",
                0,
                "SC",
                "gR²/(2R) = gR/2, so v = √(gR/2) ≈ 5600 m/s; the factor 2 was taken out of the square root.",
            ),
            (
                "**Step 4: Find the period.** $T = \\frac{2\\pi r}{v} = \\frac{2\\pi \\times 1.28\\times10^7}{3960} "
                "\\approx 2.03\\times10^4$ s.\n\n**Final answer:** v ≈ 3.96 km/s, T ≈ 2.03 × 10⁴ s (about 5.6 h)",
                0,
                "carried",
                "Carried error: reuses v from step 3; with v ≈ 5600 m/s, T ≈ 1.44 × 10⁴ s.",
            ),
        ],
    },
]
