"""Physics problems of the bundled sample: circuits, mechanics, waves, optics, heat, rotation.

Each solution is hand-written in the manner of one model family (spec.STYLES) and hand-labelled
(g = 9.8 m/s² throughout); errors sit at every position and carry forward (spec.CARRIED).
"""

import numpy as np
from matplotlib.patches import Circle, Polygon, Rectangle

from .figures import figure
from .spec import CARRIED, problem, solution

# ---------------------------------------------------------------------------------------------
# Drawing helpers: circuit symbols drawn over a wire loop (white fill hides the wire underneath)
# ---------------------------------------------------------------------------------------------


def _wire(ax, xs, ys):
    ax.plot(xs, ys, color="black", linewidth=1.4, zorder=1)


def _resistor(ax, x, y, label, vertical=False, label_side=1):
    width, height = (0.4, 1.2) if vertical else (1.2, 0.4)
    ax.add_patch(
        Rectangle(
            (x - width / 2, y - height / 2),
            width,
            height,
            facecolor="white",
            edgecolor="black",
            linewidth=1.4,
            zorder=2,
        )
    )
    if vertical:
        ax.text(x + 0.35 * label_side, y, label, ha="left" if label_side > 0 else "right", va="center")
    else:
        ax.text(x, y + 0.4 * label_side, label, ha="center", va="bottom" if label_side > 0 else "top")


def _battery(ax, x, y, label):
    """A cell on a vertical wire at (x, y); the long plate (+) is on top."""
    ax.add_patch(Rectangle((x - 0.5, y - 0.15), 1.0, 0.3, facecolor="white", edgecolor="none", zorder=2))
    ax.plot([x - 0.45, x + 0.45], [y + 0.15, y + 0.15], color="black", linewidth=1.6, zorder=3)
    ax.plot([x - 0.22, x + 0.22], [y - 0.15, y - 0.15], color="black", linewidth=3.0, zorder=3)
    ax.text(x + 0.55, y + 0.15, "+", va="center")
    ax.text(x - 0.6, y, label, ha="right", va="center")


def _ammeter(ax, x, y):
    ax.add_patch(Circle((x, y), 0.32, facecolor="white", edgecolor="black", linewidth=1.4, zorder=2))
    ax.text(x, y, "A", ha="center", va="center", fontweight="bold", zorder=3)


def _circuit_frame(ax, title):
    ax.set_title(title, fontsize=9)
    ax.set_xlim(-2.2, 8.2)
    ax.set_ylim(-1.0, 5.0)
    ax.set_aspect("equal")
    ax.axis("off")


def _dimension(ax, x0, x1, y, label):
    ax.annotate("", xy=(x0, y), xytext=(x1, y), arrowprops=dict(arrowstyle="<->", linewidth=1))
    ax.text((x0 + x1) / 2, y - 0.12, label, ha="center", va="top")


# ---------------------------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------------------------


@figure("phys_series_circuit")
def _series_circuit(ax):
    _wire(ax, [0, 0, 6, 6, 0], [0, 4, 4, 0, 0])
    _battery(ax, 0, 2, "12 V")
    _resistor(ax, 3, 4, "R1 = 2 Ω")
    _resistor(ax, 6, 2, "R2 = 4 Ω", vertical=True)
    _circuit_frame(ax, "Circuit")


@figure("phys_circuit_series_ammeter")
def _series_ammeter(ax):
    _wire(ax, [0, 0, 6, 6, 0], [0, 4, 4, 0, 0])
    _battery(ax, 0, 2, "6 V")
    _resistor(ax, 3, 4, "R1 = 3 Ω")
    _resistor(ax, 6, 2, "R2 = 6 Ω", vertical=True)
    _ammeter(ax, 3, 0)
    _circuit_frame(ax, "Circuit 1")


@figure("phys_circuit_parallel_ammeter")
def _parallel_ammeter(ax):
    _wire(ax, [0, 0, 6, 6, 0], [0, 4, 4, 0, 0])
    _wire(ax, [3, 3], [0, 4])
    ax.plot([3, 3], [0, 4], "o", color="black", markersize=4, zorder=3)  # junctions
    _battery(ax, 0, 2, "6 V")
    _resistor(ax, 3, 2, "R1 = 3 Ω", vertical=True)
    _resistor(ax, 6, 2.8, "R2 = 6 Ω", vertical=True)
    _ammeter(ax, 6, 1.1)  # in R2's branch only, not in the main line
    _circuit_frame(ax, "Circuit 2")


@figure("phys_seesaw")
def _seesaw(ax):
    ax.add_patch(Polygon([(-0.35, 0), (0.35, 0), (0, 0.6)], closed=True, facecolor="gray", edgecolor="black"))
    ax.add_patch(Rectangle((-3, 0.6), 6, 0.15, facecolor="burlywood", edgecolor="black"))
    ax.add_patch(Rectangle((-2.35, 0.75), 0.7, 0.7, facecolor="#f4a6a6", edgecolor="black"))
    ax.text(-2, 1.1, "30 kg", ha="center", va="center", fontsize=8)
    ax.add_patch(Rectangle((1.15, 0.75), 0.7, 0.7, facecolor="#a6c8f4", edgecolor="black"))
    ax.text(1.5, 1.1, "m", ha="center", va="center", style="italic")
    for x in (-2, 0, 1.5):
        ax.plot([x, x], [-0.05, -0.35], color="gray", linewidth=0.8, linestyle=":")
    _dimension(ax, -2, 0, -0.3, "2.0 m")
    _dimension(ax, 0, 1.5, -0.3, "1.5 m")
    ax.text(0, 0.2, "pivot", ha="center", va="center", fontsize=7, color="white")
    ax.set_title("Balanced seesaw", fontsize=9)
    ax.set_xlim(-3.3, 3.3)
    ax.set_ylim(-1.0, 1.9)
    ax.set_aspect("equal")
    ax.axis("off")


def _measuring_cylinder(ax, level, with_stone, title):
    ax.add_patch(Rectangle((0, 0), 1, level, facecolor="#9cc9ef", edgecolor="none"))
    ax.plot([0, 0, 1, 1], [108, 0, 0, 108], color="black", linewidth=1.4)
    for mark in range(0, 101, 5):
        length = 0.3 if mark % 10 == 0 else 0.15
        ax.plot([0, length], [mark, mark], color="black", linewidth=0.8)
        if mark % 10 == 0:
            ax.text(-0.08, mark, str(mark), ha="right", va="center", fontsize=7)
    ax.text(-0.6, 104, "mL", fontsize=8)
    if with_stone:
        ax.add_patch(
            Polygon(
                [(0.3, 2), (0.7, 3), (0.75, 14), (0.45, 17), (0.25, 12)],
                closed=True,
                facecolor="dimgray",
                edgecolor="black",
            )
        )
    ax.set_title(title, fontsize=9)
    ax.set_xlim(-1.6, 2.6)
    ax.set_ylim(-5, 115)
    ax.axis("off")


@figure("phys_cylinder_before")
def _cylinder_before(ax):
    _measuring_cylinder(ax, 40, False, "Before")


@figure("phys_cylinder_after")
def _cylinder_after(ax):
    _measuring_cylinder(ax, 65, True, "After the stone is added")


@figure("phys_vt_graph")
def _vt_graph(ax):
    ax.plot([0, 4, 10, 14], [0, 12, 12, 0], color="tab:blue")
    ax.set_xticks(range(0, 17, 2))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlim(0, 16)
    ax.set_ylim(0, 14)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time t (s)")
    ax.set_ylabel("velocity v (m/s)")
    ax.set_title("Velocity of the car", fontsize=9)


@figure("phys_wave_snapshot")
def _wave_snapshot(ax):
    x = np.linspace(0, 1.6, 400)
    ax.plot(x, 3 * np.sin(2 * np.pi * x / 0.8), color="tab:purple")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(np.round(np.arange(0, 1.61, 0.2), 1))
    ax.set_yticks([-4, -3, -2, -1, 0, 1, 2, 3, 4])
    ax.set_ylim(-4.5, 4.5)
    ax.set_xlim(0, 1.6)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("position x (m)")
    ax.set_ylabel("displacement y (cm)")
    ax.set_title("Rope at one instant", fontsize=9)


@figure("phys_incline_friction")
def _incline_friction(ax):
    angle = np.radians(30)
    base = 7.0
    top = base * np.tan(angle)
    ax.add_patch(Polygon([(0, 0), (base, 0), (base, top)], closed=True, facecolor="#e6e6e6", edgecolor="black"))
    arc = np.linspace(0, angle, 30)
    ax.plot(1.2 * np.cos(arc), 1.2 * np.sin(arc), color="black", linewidth=1)
    ax.text(1.35, 0.25, "30°")
    direction = np.array([np.cos(angle), np.sin(angle)])
    normal = np.array([-np.sin(angle), np.cos(angle)])
    corner = 6.4 * direction  # the block's lower corner along the slope
    block = [corner, corner + 0.9 * direction, corner + 0.9 * direction + 0.9 * normal, corner + 0.9 * normal]
    ax.add_patch(Polygon(block, closed=True, facecolor="#f6c56b", edgecolor="black"))
    centre = corner + 0.45 * direction + 0.45 * normal
    ax.text(centre[0], centre[1], "2 kg", ha="center", va="center", fontsize=7, rotation=30)
    start, end = corner + 1.3 * normal, corner - 4.0 * direction + 1.3 * normal  # arrow drawn above the slope
    ax.annotate("", xy=end, xytext=start, arrowprops=dict(arrowstyle="->", linewidth=1.2))
    middle = (start + end) / 2 + 0.35 * normal
    ax.text(middle[0], middle[1], "slides 4 m", rotation=30, ha="center", va="center")
    ax.text(4.6, 0.6, "μ = 0.2 (block–slope)", fontsize=8)
    ax.set_xlim(-0.5, 8.5)
    ax.set_ylim(-0.5, 6.0)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("phys_glass_block_rays")
def _glass_block_rays(ax):
    ax.add_patch(Rectangle((0, 0), 6, 3, facecolor="#d9eef7", edgecolor="black"))
    ax.text(0.3, 0.25, "glass", color="steelblue")
    ax.text(0.3, 4.2, "air")
    # Ray A: from air onto the top face at P, 60° from the normal.
    p = np.array([2.0, 3.0])
    ax.plot([2, 2], [1.9, 4.3], color="gray", linestyle="--", linewidth=1)
    source = p + 1.6 * np.array([-np.sin(np.radians(60)), np.cos(np.radians(60))])
    ax.annotate("", xy=p, xytext=source, arrowprops=dict(arrowstyle="->", color="red", linewidth=1.5))
    arc = np.radians(np.linspace(90, 150, 30))
    ax.plot(p[0] + 0.7 * np.cos(arc), p[1] + 0.7 * np.sin(arc), color="red", linewidth=1)
    ax.text(1.45, 3.85, "60°", color="red")
    ax.text(source[0] - 0.2, source[1] + 0.15, "ray A", color="red")
    # Ray B: inside the glass, meeting the right face at Q, 45° from the normal.
    q = np.array([6.0, 1.5])
    ax.plot([4.9, 7.1], [1.5, 1.5], color="gray", linestyle="--", linewidth=1)
    start = q - 1.3 * np.array([np.cos(np.radians(45)), np.sin(np.radians(45))])
    ax.annotate("", xy=q, xytext=start, arrowprops=dict(arrowstyle="->", color="blue", linewidth=1.5))
    arc = np.radians(np.linspace(180, 225, 30))
    ax.plot(q[0] + 0.6 * np.cos(arc), q[1] + 0.6 * np.sin(arc), color="blue", linewidth=1)
    ax.text(5.0, 1.1, "45°", color="blue")
    ax.text(start[0] - 0.9, start[1] - 0.1, "ray B", color="blue")
    ax.set_xlim(-0.3, 7.3)
    ax.set_ylim(-0.3, 4.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("phys_snell_graph")
def _snell_graph(ax):
    sin_r = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
    ax.plot([0, 0.65], [0, 0.975], color="gray", linewidth=1)
    ax.plot(sin_r, 1.5 * sin_r, "o", color="tab:orange", markersize=5)
    ax.annotate(
        "(0.4, 0.6)", xy=(0.4, 0.6), xytext=(0.43, 0.45), fontsize=8, arrowprops=dict(arrowstyle="-", linewidth=0.8)
    )
    ax.set_xticks(np.round(np.arange(0, 0.71, 0.1), 1))
    ax.set_yticks(np.round(np.arange(0, 1.01, 0.1), 1))
    ax.set_xlim(0, 0.7)
    ax.set_ylim(0, 1.0)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("sin r (in glass)")
    ax.set_ylabel("sin i (in air)")
    ax.set_title("Air to glass measurements", fontsize=9)


@figure("phys_dt_graph")
def _dt_graph(ax):
    ax.plot([0, 20, 40, 60], [0, 1.2, 1.2, 0], color="tab:green")
    ax.set_xticks(range(0, 61, 10))
    ax.set_yticks(np.round(np.arange(0, 1.41, 0.2), 1))
    ax.set_xlim(0, 62)
    ax.set_ylim(0, 1.4)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("distance from home (km)")
    ax.set_title("A walk to the shop and back", fontsize=9)


@figure("phys_banked_curve")
def _banked_curve(ax):
    angle = np.radians(30)
    base = 6.0
    top = base * np.tan(angle)
    ax.add_patch(Polygon([(0, 0), (base, 0), (base, top)], closed=True, facecolor="#d0d0d0", edgecolor="black"))
    arc = np.linspace(0, angle, 30)
    ax.plot(1.1 * np.cos(arc), 1.1 * np.sin(arc), color="black", linewidth=1)
    ax.text(1.25, 0.2, "30°")
    direction = np.array([np.cos(angle), np.sin(angle)])
    normal = np.array([-np.sin(angle), np.cos(angle)])
    corner = 3.2 * direction
    car = [corner, corner + 1.2 * direction, corner + 1.2 * direction + 0.6 * normal, corner + 0.6 * normal]
    ax.add_patch(Polygon(car, closed=True, facecolor="#e45756", edgecolor="black"))
    ax.annotate("", xy=(-0.2, 2.6), xytext=(2.2, 2.6), arrowprops=dict(arrowstyle="->", linewidth=1.2))
    ax.text(1.0, 2.8, "centre of the curve", ha="center", fontsize=8)
    ax.text(1.0, 2.15, "R = 50 m", ha="center", fontsize=8)
    ax.text(3.7, 0.5, "μs = 0.30", fontsize=8)
    ax.set_title("Banked curve, cross-section", fontsize=9)
    ax.set_xlim(-0.6, 6.6)
    ax.set_ylim(-0.4, 3.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("phys_ladder")
def _ladder(ax):
    sections = 4
    _wire(ax, [-1.2, 0], [3, 3])
    _wire(ax, [-1.2, 0], [0, 0])
    for k in range(sections):
        x0 = 2.0 * k
        _wire(ax, [x0, x0 + 2.0], [3, 3])
        _wire(ax, [x0, x0 + 2.0], [0, 0])
        _resistor(ax, x0 + 1.0, 3, "")
        _wire(ax, [x0 + 2.0, x0 + 2.0], [0, 3])
        _resistor(ax, x0 + 2.0, 1.5, "", vertical=True)
    ax.text(2.0 * sections + 0.5, 1.5, "· · ·", fontsize=14, va="center")
    for y, name in ((3, "A"), (0, "B")):
        ax.plot(-1.2, y, "o", color="black", markersize=5, zorder=3)
        ax.text(-1.6, y, name, ha="right", va="center", fontsize=10)
    ax.text(4.0, -0.9, "every resistor: 2.0 Ω; the pattern repeats without end", ha="center", fontsize=8)
    ax.set_xlim(-2.2, 9.8)
    ax.set_ylim(-1.4, 4.0)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("phys_atwood")
def _atwood(ax):
    ax.plot([-1.6, 1.6], [4.6, 4.6], color="black", linewidth=3)
    ax.plot([0, 0], [4.6, 3.9], color="black", linewidth=1.2)
    ax.add_patch(Circle((0, 3.3), 0.6, facecolor="#c9c9c9", edgecolor="black", linewidth=1.4))
    ax.plot([-0.6, -0.6], [3.3, 1.1], color="black", linewidth=1)
    ax.plot([0.6, 0.6], [3.3, 2.1], color="black", linewidth=1)
    ax.add_patch(Rectangle((-1.0, 0.3), 0.8, 0.8, facecolor="#7aa6d8", edgecolor="black"))
    ax.text(-0.6, 0.7, "3.0 kg", ha="center", va="center", fontsize=7)
    ax.add_patch(Rectangle((0.35, 1.6), 0.5, 0.5, facecolor="#f2b36b", edgecolor="black"))
    ax.text(0.6, 1.35, "1.0 kg", ha="center", va="top", fontsize=7)
    ax.text(0.8, 3.7, "pulley: uniform disc, 2.0 kg", fontsize=8)
    ax.text(1.2, 2.2, "string does not slip", fontsize=8)
    ax.set_xlim(-2.0, 4.2)
    ax.set_ylim(0, 5.0)
    ax.set_aspect("equal")
    ax.axis("off")


# ---------------------------------------------------------------------------------------------
# Problems and solutions
# ---------------------------------------------------------------------------------------------

PROBLEMS = [
    # ----- middle school -----
    problem(
        "phys-ms-01",
        images=["phys_series_circuit"],
        answer="I = 2 A; V2 = 8 V; P1 = 8 W",
        question="For the circuit in <image_1>, find the current in the circuit, the voltage across R2 and the power "
        "dissipated in R1.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: The two resistors are in series, so the total resistance is 2 + 4 = 6 Ω and the current is "
                    "I = 12 / 6 = 2 A.",
                    "Step 2: The voltage across R2 is V = IR = 2 × 4 = 8 V.",
                    (
                        "Step 3: The power in R1 is P = V²/R = 12² / 2 = 72 W.",
                        "KE",
                        "P = V²/R needs the voltage across R1 itself (4 V), not the battery's 12 V: P1 = 16/2 = 8 W.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "phys-ms-02",
        answer="20 km/h",
        question="A cyclist rides 12 km in 40 minutes and then 18 km in 50 minutes. What is her average speed for "
        "the whole trip, in km/h?",
        solutions=[
            solution(
                "claude",
                [
                    "**First part:** 40 minutes is 2/3 h, so her speed was 12 ÷ (2/3) = 18 km/h.",
                    "**Second part:** 50 minutes is 5/6 h, so her speed was 18 ÷ (5/6) = 21.6 km/h.",
                    (
                        "**Average:** the average speed is the mean of the two speeds, (18 + 21.6)/2 = 19.8 km/h.",
                        "RE",
                        "Average speed is total distance over total time, 30 km / 1.5 h; the two parts last different times.",
                    ),
                    ("So her average speed for the trip comes out at **19.8 km/h**.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "phys-ms-03",
        images=["phys_seesaw"],
        answer="(a) 40 kg (b) 686 N",
        question="<image_1> shows a seesaw balanced on its pivot. (a) What is the mass m of the child on the right? "
        "(b) Ignoring the mass of the plank, what upward force does the pivot exert? Take g = 9.8 m/s².",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "From the figure, the 30 kg child sits 1.5 m from the pivot and the child of mass m sits "
                        "2.0 m from the pivot.",
                        "VI",
                        "<image_1> shows the 30 kg child 2.0 m to the left and m 1.5 m to the right of the pivot.",
                    ),
                    ("Balance of moments: 30 × 1.5 = m × 2.0, so m = 45 / 2.0 = 22.5 kg.", CARRIED),
                    ("The pivot supports both children: F = (30 + 22.5) × 9.8 = 514.5 N.", CARRIED),
                ],
            ),
            solution(
                "claude",
                [
                    "**Reading the diagram.** In <image_1> the 30 kg child is 2.0 m left of the pivot and the child of "
                    "mass m is 1.5 m to the right.",
                    "**(a) Moments about the pivot.** For balance, $30 \\times 2.0 = m \\times 1.5$, so "
                    "$m = 60/1.5 = 40$ kg.",
                    "**(b) Pivot force.** The plank is in equilibrium vertically, so the pivot pushes up with the total "
                    "weight: $(30 + 40) \\times 9.8 = 686$ N.",
                    "**Answer:** (a) 40 kg, (b) 686 N.",
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Distances\nIn <image_1> the 30 kg child is 2.0 m from the pivot and the child of mass "
                    "\\(m\\) is 1.5 m from it, on the other side.",
                    (
                        "### Step 2: Moments\n\\(30 \\times 2.0 = m \\times 1.5\\), so \\(m = 60 / 1.5 = 45\\) kg.",
                        "NC",
                        "60 / 1.5 = 40, not 45.",
                    ),
                    (
                        "### Step 3: Pivot force\n\\(F = (30 + 45) \\times 9.8 = 735\\) N.\n\n**Final Answer:** (a) 45 kg "
                        "(b) 735 N",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "phys-ms-05",
        images=["phys_cylinder_before", "phys_cylinder_after"],
        answer="(a) 25 cm³, 2.4 g/cm³ (b) 35 mL",
        question="A stone of mass 60 g is lowered into a measuring cylinder of water: <image_1> shows the cylinder "
        "before and <image_2> after the stone is added. (a) Find the stone's volume and density. (b) How many "
        "more millilitres of water can be poured into the cylinder in <image_2> before the water reaches "
        "its top mark?",
        solutions=[
            solution(
                "claude",
                [
                    "**Step 1: Levels.** <image_1> shows 40 mL. In <image_2> the surface is at the short tick between 60 "
                    "and 70, which is 65 mL.",
                    "**Step 2: Stone's volume.** The rise is 65 − 40 = 25 mL, so the stone's volume is 25 cm³.",
                    "**Step 3: Density.** ρ = 60 g / 25 cm³ = 2.4 g/cm³.",
                    "**Step 4: Remaining space.** The scale ends at 100 mL, so 100 − 65 = 35 mL more can be added.\n\n"
                    "**Answer:** (a) 25 cm³ and 2.4 g/cm³; (b) 35 mL.",
                ],
            ),
        ],
    ),
    problem(
        "phys-ms-06",
        answer="420 kJ; 210 s (3.5 min)",
        question="How much energy is needed to heat 2.0 kg of water from 20 °C to 70 °C? How long does a 2000 W "
        "kettle take to supply this energy if no heat is lost? (c = 4200 J/(kg·°C))",
        solutions=[
            solution(
                "claude",
                [
                    ("Q = mcΔT = 2.0 × 4200 × 50 = 42,000 J.", "NC", "2.0 × 4200 × 50 = 420,000 J."),
                    ("Time t = Q / P = 42,000 / 2000 = 21 s.", CARRIED),
                    ("So the energy is 42 kJ and the kettle needs 21 s.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "phys-ms-07",
        images=["phys_dt_graph"],
        answer="3.6 km/h; 2.4 km; 2.4 km/h",
        question="<image_1> shows a student's distance from home during a walk to a shop and back. Find her speed "
        "during the first 20 minutes, the total distance she walked, and her average speed for the whole "
        "hour.",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "Reading <image_1>: she walks out to 1.0 km from home in the first 20 minutes, stays at the shop "
                        "until 40 min, then walks back.",
                        "VI",
                        "The flat part of the graph is at 1.2 km (one gridline above 1.0), not 1.0 km.",
                    ),
                    ("**Speed at first:** 1.0 km in 1/3 h, so 3.0 km/h.", CARRIED),
                    ("**Total distance:** out and back, 2 × 1.0 = 2.0 km.", CARRIED),
                    (
                        "**Average speed:** 2.0 km in 1 h, so 2.0 km/h.\n\n**Answer:** 3.0 km/h, 2.0 km, 2.0 km/h",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: From <image_1>, she reaches 1.2 km from home at 20 min, stays there until 40 min and is "
                    "back home at 60 min.",
                    (
                        "Step 2: Speed in the first 20 minutes = 1.2 km ÷ (1/3 h) = 3.2 km/h.",
                        "NC",
                        "1.2 ÷ (1/3) = 3.6 km/h.",
                    ),
                    "Step 3: Total distance walked = 1.2 + 1.2 = 2.4 km, and the average speed for the hour is "
                    "2.4 km/h.",
                    ("Answer: 3.2 km/h, 2.4 km, 2.4 km/h.", CARRIED),
                ],
            ),
        ],
    ),
    # ----- high school -----
    problem(
        "phys-hs-01",
        images=["phys_vt_graph"],
        answer="(a) 3 m/s² (b) 120 m (c) 120/14 ≈ 8.6 m/s",
        question="<image_1> is the velocity–time graph of a car. Find (a) its acceleration during the first 4 s, "
        "(b) the total distance it travels, and (c) its average speed over the whole 14 s.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Acceleration\nThe slope of the first segment in <image_1> is \\(\\frac{12 - 0}{4 - 0} = "
                    "3\\) m/s².",
                    "### Step 2: Distance while speeding up and cruising\nSpeeding up: \\(\\frac12 \\cdot 4 \\cdot 12 = "
                    "24\\) m. Cruising from 4 s to 10 s: \\(6 \\cdot 12 = 72\\) m.",
                    (
                        "### Step 3: Distance while braking\nFrom 10 s to 14 s the speed drops from 12 to 0, covering "
                        "\\(4 \\cdot 12 = 48\\) m.",
                        "KE",
                        "The area under that segment is a triangle: ½ × 4 × 12 = 24 m.",
                    ),
                    (
                        "### Step 4: Total and average\nTotal \\(= 24 + 72 + 48 = 144\\) m; average speed \\(= 144/14 "
                        "\\approx 10.3\\) m/s.",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "phys-hs-02",
        answer="2 s; 30 m; √(15² + 19.6²) ≈ 24.7 m/s",
        question="A ball is thrown horizontally at 15 m/s from the top of a cliff 19.6 m high. Ignoring air "
        "resistance and taking g = 9.8 m/s², find how long it is in the air, how far from the foot of the "
        "cliff it lands, and its speed just before landing.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Time of flight\nVertically the ball starts from rest: \\(19.6 = \\tfrac12 (9.8) t^2\\), "
                    "so \\(t^2 = 4\\) and \\(t = 2\\) s.",
                    "### Step 2: Horizontal distance\n\\(x = 15 \\times 2 = 30\\) m.",
                    "### Step 3: Velocity components at impact\n\\(v_x = 15\\) m/s and \\(v_y = 9.8 \\times 2 = 19.6\\) m/s.",
                    (
                        "### Step 4: Speed\n\\[v = \\sqrt{v_x^2 + v_y^2} = \\sqrt{225 + 384.16} = \\sqrt{",
                        "NS",
                        "The output stops in the middle of the formula, so no speed is given.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "phys-hs-03",
        images=["phys_circuit_series_ammeter", "phys_circuit_parallel_ammeter"],
        answer="About 0.67 A in circuit 1; 1 A in circuit 2.",
        question="<image_1> and <image_2> show the same two resistors and the same 6 V battery connected in two "
        "different ways. What does the ammeter read in each circuit? (Treat the battery and the ammeter as "
        "ideal.)",
        solutions=[
            solution(
                "claude",
                [
                    "**Circuit 1 (<image_1>).** Everything is in one loop, so R1 and R2 are in series: 3 + 6 = 9 Ω, "
                    "and the ammeter reads 6/9 ≈ 0.67 A.",
                    "**Circuit 2 (<image_2>).** Here R1 and R2 are in parallel across the battery: "
                    "$\\frac{3 \\cdot 6}{3 + 6} = 2\\,\\Omega$.",
                    (
                        "So the ammeter in circuit 2 reads the total current, 6/2 = 3 A.",
                        "VI",
                        "In <image_2> the ammeter sits in R2's branch only, so it reads 6/6 = 1 A.",
                    ),
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: In <image_1> the resistors are in series: R = 3 + 6 = 9 Ω, I = 6/9 ≈ 0.67 A.",
                    "Step 2: In <image_2> the resistors are in parallel, and the ammeter is in the branch with R2, not "
                    "in the main line.",
                    "Step 3: Each branch has the full 6 V across it, so the current through R2 is 6/6 = 1 A.\n\n"
                    "Answer: 0.67 A in circuit 1, 1 A in circuit 2.",
                ],
            ),
        ],
    ),
    problem(
        "phys-hs-05",
        images=["phys_wave_snapshot"],
        answer="λ = 0.8 m; A = 3 cm; v = 4 m/s; T = 0.2 s",
        question="<image_1> is a snapshot of a transverse wave on a rope. The wave's frequency is 5 Hz. Find its "
        "wavelength, amplitude, speed and period.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "### Step 1: Wavelength\nIn <image_1> a crest is at \\(x = 0.2\\) m and the next trough at "
                        "\\(x = 0.6\\) m, so \\(\\lambda = 0.4\\) m.",
                        "KE",
                        "The readings are right, but crest to trough is half a wavelength: λ = 2 × 0.4 = 0.8 m.",
                    ),
                    "### Step 2: Amplitude\nThe displacement peaks at 3 cm, so \\(A = 3\\) cm.",
                    ("### Step 3: Speed\n\\(v = f\\lambda = 5 \\times 0.4 = 2\\) m/s.", CARRIED),
                    "### Step 4: Period\n\\(T = 1/f = 1/5 = 0.2\\) s.",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: One full wave spans from x = 0 to x = 0.8 m in <image_1>, so λ = 0.8 m.",
                    "Step 2: The highest point is 3 cm above the axis, so the amplitude is 3 cm.",
                    "Step 3: v = fλ = 5 × 0.8 = 4 m/s, and T = 1/f = 0.2 s.",
                    "Answer: 0.8 m, 3 cm, 4 m/s, 0.2 s.",
                ],
            ),
        ],
    ),
    problem(
        "phys-hs-06",
        images=["phys_glass_block_rays", "phys_snell_graph"],
        answer="n = 1.5; r ≈ 35.3°; c ≈ 41.8°; ray B (45° > 41.8°) is totally internally reflected",
        question="<image_2> plots sin i against sin r for light passing from air into the glass of the block in "
        "<image_1>. Using these data, find the refractive index of the glass, the angle of refraction of ray "
        "A, and the critical angle, and decide what happens to ray B at the right face.",
        solutions=[
            solution(
                "claude",
                [
                    "**Refractive index.** The points in <image_2> lie on a line through the origin; at sin r = 0.4, "
                    "sin i = 0.6. So n = sin i / sin r = 1.5.",
                    "**Ray A.** It meets the top face at 60° to the normal: sin r = sin 60° / 1.5 = 0.866/1.5 ≈ 0.577, "
                    "so r ≈ 35.3°.",
                    "**Critical angle.** sin c = 1/n = 0.667, so c ≈ 41.8°.",
                    (
                        "**Ray B.** It reaches the right face at 45° from the normal. Since 45° is above the critical "
                        "angle, the ray leaves the glass but bends away from the normal, at about 90°.",
                        "RE",
                        "Above the critical angle there is no refracted ray: ray B is totally internally reflected.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "phys-hs-07",
        images=["phys_incline_friction"],
        answer="a ≈ 3.2 m/s²; t ≈ 1.58 s",
        question="The block in <image_1> is released from rest and slides down the marked 4 m of the incline. Using "
        "the values in the figure and g = 9.8 m/s², find the block's acceleration and the time it takes to "
        "slide the 4 m.",
        solutions=[
            solution(
                "claude",
                [
                    "The component of gravity along the slope is mg sin 30° = 2 × 9.8 × 0.5 = 9.8 N.",
                    (
                        "The friction force is μmg = 0.2 × 2 × 9.8 = 3.92 N.",
                        "KE",
                        "Friction is μ times the normal force, μmg cos 30° = 3.39 N, not μmg.",
                    ),
                    ("Net force 9.8 − 3.92 = 5.88 N, so a = 5.88 / 2 = 2.94 m/s².", CARRIED),
                    ("From s = ½at², t = √(2 × 4 / 2.94) ≈ 1.65 s.", CARRIED),
                ],
            ),
            solution(
                "claude",
                [
                    "**Forces along the slope.** From <image_1>: m = 2 kg, θ = 30°, μ = 0.2. The normal force is "
                    "$mg\\cos 30° = 16.97$ N, so friction is $0.2 \\times 16.97 = 3.39$ N.",
                    "**Acceleration.** $a = g\\sin 30° - \\mu g\\cos 30° = 4.90 - 1.70 = 3.20$ m/s².",
                    (
                        "**Time.** From $s = \\frac12 a t^2$ we get $t = \\sqrt{\\frac{s}{2a}} = \\sqrt{\\frac{4}{6.4}} "
                        "\\approx 0.79$ s.",
                        "SC",
                        "Solving s = ½at² for t gives t = √(2s/a) = √(8/3.2) ≈ 1.58 s.",
                    ),
                    ("**Answer:** a ≈ 3.2 m/s², t ≈ 0.79 s", CARRIED),
                ],
            ),
        ],
    ),
    # ----- competition -----
    problem(
        "phys-comp-02",
        images=["phys_banked_curve"],
        answer="about 22.8 m/s",
        question="A car takes the banked curve shown in <image_1>. Using the data in the figure and g = 9.8 m/s², "
        "find the greatest speed at which it can go round without sliding.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Forces\nGravity \\(mg\\), normal force \\(N\\), and static friction \\(f \\le \\mu N\\) "
                    "along the slope. The acceleration \\(v^2/R\\) points horizontally toward the centre.",
                    (
                        "### Step 2: Direction of friction\nOn a banked road gravity pulls the car down the slope, and the "
                        "car is held on the curve by the normal force and friction together. Static friction always opposes "
                        "the tendency to slide, and the tendency here is to slide down the bank under gravity, so at the top "
                        "speed friction acts up the slope, helping the normal force keep the car in place.",
                        "RE",
                        "At the greatest speed the car tends to slide outward and up the bank, so friction acts down the slope.",
                    ),
                    (
                        "### Step 3: Equations\nVertical: \\(N\\cos\\theta + f\\sin\\theta = mg\\). Horizontal: "
                        "\\(N\\sin\\theta - f\\cos\\theta = mv^2/R\\). With \\(f = \\mu N\\):\n\\[v^2 = Rg\\,\\frac{\\sin\\theta - "
                        "\\mu\\cos\\theta}{\\cos\\theta + \\mu\\sin\\theta}\\]",
                        CARRIED,
                    ),
                    (
                        "### Step 4: Numbers\n\\(v^2 = 490 \\times \\frac{0.5 - 0.260}{0.866 + 0.15} = 490 \\times 0.236 "
                        "\\approx 115.8\\), so \\(v \\approx 10.8\\) m/s.\n\n**Final Answer:** \\(\\approx 10.8\\) m/s",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "claude",
                [
                    "From <image_1>: the bank angle is θ = 30°, the radius is R = 50 m and μs = 0.30.",
                    "**Which way does friction act?** This is the step that decides the answer, so it is worth being "
                    "careful. Without friction there is exactly one speed at which the normal force alone supplies the "
                    "centripetal force. Going faster, the car needs more inward force than that and tends to slide up "
                    "and out of the bank; static friction opposes this tendency, so it acts down the slope, and at the "
                    "greatest speed it reaches its maximum μN.",
                    "**Newton's second law.** Vertically, $N\\cos\\theta - \\mu N\\sin\\theta = mg$; horizontally, "
                    "$N\\sin\\theta + \\mu N\\cos\\theta = mv^2/R$. Dividing one by the other removes N and m:",
                    "$$v^2 = Rg\\,\\frac{\\sin\\theta + \\mu\\cos\\theta}{\\cos\\theta - \\mu\\sin\\theta} = "
                    "490 \\times \\frac{0.5 + 0.260}{0.866 - 0.15} = 490 \\times 1.061 \\approx 520$$ So $v "
                    "\\approx \\sqrt{520} \\approx 22.8$ m/s.",
                    "**Answer: about 22.8 m/s (82 km/h)**",
                ],
            ),
        ],
    ),
    problem(
        "phys-comp-03",
        images=["phys_ladder"],
        answer="R_AB = (1 + √5) Ω ≈ 3.24 Ω; I ≈ 1.85 A",
        question="<image_1> shows an infinite ladder of identical resistors. Find the resistance between A and B, "
        "and the current drawn from an ideal 6.0 V battery connected across A and B.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: Let the resistance of the infinite ladder be x. Removing the first section leaves the same "
                    "infinite ladder, so x = R + (R ∥ x) with R = 2.0 Ω.",
                    "Step 2: x = R + Rx/(R + x). Multiply by (R + x): x(R + x) = R(R + x) + Rx.",
                    (
                        "Step 3: Simplifying, x² + Rx − R² = 0, so x = R(√5 − 1)/2 = 2.0 × 0.618 ≈ 1.24 Ω.",
                        "SC",
                        "Expanding gives x² + Rx = R² + 2Rx, i.e. x² − Rx − R² = 0, so x = R(1 + √5)/2 ≈ 3.24 Ω.",
                    ),
                    ("Step 4: I = 6.0 / 1.24 ≈ 4.85 A.", CARRIED),
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Self-similarity\nCall the ladder's resistance \\(x\\). The part to the right of the first "
                    "rung is again the whole ladder, so \\(x = R + \\frac{Rx}{R + x}\\), with \\(R = 2.0\\,\\Omega\\) "
                    "from <image_1>.",
                    "### Step 2: Solve\n\\(x(R + x) = R(R + x) + Rx \\Rightarrow x^2 - Rx - R^2 = 0 \\Rightarrow "
                    "x = \\frac{R(1 + \\sqrt5)}{2}\\) (the positive root).",
                    "### Step 3: Numbers\n\\(x = 1.0 \\times (1 + 2.236) \\approx 3.24\\,\\Omega\\), which "
                    "is more than \\(R\\) as it must be, since the first resistor alone is in "
                    "series. The current is \\(I = 6.0 / 3.24 \\approx 1.85\\) A.",
                    "**Final Answer:** \\(R_{AB} = (1 + \\sqrt5)\\,\\Omega \\approx 3.24\\,\\Omega\\), \\(I "
                    "\\approx 1.85\\) A",
                ],
            ),
        ],
    ),
    problem(
        "phys-comp-06",
        images=["phys_atwood"],
        answer="a = 3.92 m/s²; T = 17.64 N (3 kg side), 13.72 N (1 kg side)",
        question="In <image_1> the string runs over a pulley that is a uniform disc and does not slip. Find the "
        "acceleration of the blocks and the tension on each side of the pulley.",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Equations for the blocks\nTake the 3.0 kg block moving down: \\(3g - T_1 = 3a\\) and "
                    "\\(T_2 - 1g = 1a\\).",
                    "### Step 2: Equation for the pulley\nFor a disc \\(I = \\frac12 M r^2\\), and \\((T_1 - T_2) r = "
                    "I \\alpha = \\frac12 M r^2 \\cdot \\frac{a}{r}\\), so \\(T_1 - T_2 = \\frac12 M a = 1.0\\,a\\).",
                    "### Step 3: Solve\nAdding all three: \\(3g - g = (3 + 1 + 1)a\\), so \\(a = \\frac{2 \\times 9.8}{5} "
                    "= 3.92\\) m/s².",
                    "### Step 4: Tensions\n\\(T_1 = 3(9.8 - 3.92) = 17.64\\) N and \\(T_2 = 1(9.8 + 3.92) = 13.72\\) N.\n\n"
                    "**Final Answer:** \\(a = 3.92\\) m/s², \\(T_1 = 17.64\\) N, \\(T_2 = 13.72\\) N",
                ],
            ),
            solution(
                "claude",
                [
                    (
                        "Reading <image_1>: the 1.0 kg block hangs on the left and the 3.0 kg block on the right, over a "
                        "2.0 kg disc pulley.",
                        "VI",
                        "In <image_1> the 3.0 kg block hangs on the left and the 1.0 kg block on the right.",
                    ),
                    "**Setting up.** The heavier block goes down. With T_h on the heavy side and T_l on the light "
                    "side: $3g - T_h = 3a$, $T_l - g = a$, and for the disc $T_h - T_l = \\frac12 (2.0) a = a$.",
                    "**Solving.** $2g = 5a$, so $a = 3.92$ m/s²; then $T_h = 3(9.8 - 3.92) = 17.64$ N and "
                    "$T_l = 9.8 + 3.92 = 13.72$ N.",
                    (
                        "**Answer:** a = 3.92 m/s², with 13.72 N in the left string and 17.64 N in the right string.",
                        CARRIED,
                        "Carried error: with the sides swapped from step 1, the two tensions are assigned to the "
                        "wrong sides (17.64 N is on the left).",
                    ),
                ],
            ),
        ],
    ),
]
