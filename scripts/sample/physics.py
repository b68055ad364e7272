"""Physics processes of the bundled sample: circuits, mechanics, waves, optics, heat and gases.

Each process is a hand-written solution with hand-checked labels (g = 9.8 m/s² throughout);
incorrect steps sit late in the solution or are followed by steps that do not use their wrong result.
"""

import numpy as np
from matplotlib.patches import Circle, Polygon, Rectangle

from .figures import figure

# ---------------------------------------------------------------------------------------------
# Drawing helpers: circuit symbols drawn over a wire loop (white fill hides the wire underneath)
# ---------------------------------------------------------------------------------------------


def _wire(ax, xs, ys):
    ax.plot(xs, ys, color="black", linewidth=1.4, zorder=1)


def _resistor(ax, x, y, label, vertical=False, label_side=1):
    width, height = (0.4, 1.2) if vertical else (1.2, 0.4)
    ax.add_patch(Rectangle((x - width / 2, y - height / 2), width, height, facecolor="white",
                           edgecolor="black", linewidth=1.4, zorder=2))
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
        ax.add_patch(Polygon([(0.3, 2), (0.7, 3), (0.75, 14), (0.45, 17), (0.25, 12)], closed=True,
                             facecolor="dimgray", edgecolor="black"))
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
    ax.annotate("(0.4, 0.6)", xy=(0.4, 0.6), xytext=(0.43, 0.45), fontsize=8,
                arrowprops=dict(arrowstyle="-", linewidth=0.8))
    ax.set_xticks(np.round(np.arange(0, 0.71, 0.1), 1))
    ax.set_yticks(np.round(np.arange(0, 1.01, 0.1), 1))
    ax.set_xlim(0, 0.7)
    ax.set_ylim(0, 1.0)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("sin r (in glass)")
    ax.set_ylabel("sin i (in air)")
    ax.set_title("Air to glass measurements", fontsize=9)


# ---------------------------------------------------------------------------------------------
# Processes
# ---------------------------------------------------------------------------------------------

PROCESSES = [
    # ----- middle school -----
    dict(
        id="phys-ms-01",
        subject="Physics",
        difficulty="middle_school",
        question="For the circuit in <image_1>, find the current in the circuit, the voltage across R2 and the "
                 "power dissipated in R1.",
        images=["phys_series_circuit"],
        reference_answer="I = 2 A; V2 = 8 V; P1 = 8 W",
        steps=[
            ("From <image_1>, R1 and R2 sit one after the other in a single loop with the 12 V battery, so they "
             "are in series.", 1, None, None),
            ("In series the resistances add: R = R1 + R2 = 2 + 4 = 6 Ω.", 1, None, None),
            ("By Ohm's law, the current is I = V/R = 12/6 = 2 A.", 1, None, None),
            ("The voltage across R2 is $V_2 = I R_2 = 2 \\times 4 = 8$ V.", 1, None, None),
            ("The power in R1 is $P_1 = I^2 / R_1 = 4/2 = 2$ W.", 0, "KE",
             "Electrical power is P = I²R, so P1 = 2² × 2 = 8 W."),
        ],
    ),
    dict(
        id="phys-ms-02",
        subject="Physics",
        difficulty="middle_school",
        question="A cyclist rides 12 km in 40 minutes and then 18 km in 50 minutes. What is her average speed for "
                 "the whole trip, in km/h?",
        images=[],
        reference_answer="20 km/h",
        steps=[
            ("On the first part, her speed is 12 km ÷ (40/60) h = 18 km/h.", 1, None, None),
            ("On the second part, her speed is 18 km ÷ (50/60) h = 21.6 km/h.", 1, None, None),
            ("The average speed is the mean of the two speeds, (18 + 21.6)/2 = 19.8 km/h.", 0, "KE",
             "Average speed is total distance over total time, not the mean of the speeds (the parts last "
             "different times)."),
            ("Using totals instead, she covers 12 + 18 = 30 km in 40 + 50 = 90 min, which is 1.5 h.", 1, None, None),
            ("Therefore her average speed is 30/1.5 = 20 km/h.", 1, None, None),
        ],
    ),
    dict(
        id="phys-ms-03",
        subject="Physics",
        difficulty="middle_school",
        question="<image_1> shows a seesaw balanced on its pivot. (a) What is the mass m of the child on the right? "
                 "(b) Ignoring the mass of the plank, what upward force does the pivot exert? Take g = 9.8 m/s².",
        images=["phys_seesaw"],
        reference_answer="(a) 40 kg (b) 686 N",
        steps=[
            ("From <image_1>, the 30 kg child sits 2.0 m from the pivot and the child of mass m sits 1.5 m from "
             "it on the other side.", 1, None, None),
            ("For balance the moments about the pivot are equal, $m_1 g d_1 = m_2 g d_2$, so $m_1 d_1 = m_2 d_2$.",
             1, None, None),
            ("So 30 × 2.0 = m × 1.5, which gives m = 60/1.5 = 40 kg.", 1, None, None),
            ("So 30 × 2.0 = m × 1.5, which gives m = 60/1.5 = 40 kg.", 0, "NS",
             "This step repeats step 3 word for word and adds nothing."),
            ("(b) The pivot supports both children, so the force is (30 + 40) × 9.8 = 676 N.", 0, "NC",
             "70 × 9.8 = 686, so the pivot pushes up with 686 N."),
        ],
    ),
    dict(
        id="phys-ms-04",
        subject="Physics",
        difficulty="middle_school",
        question="A block has a mass of 540 g and a volume of 200 cm³. (a) Find its density. (b) Does it float in "
                 "water (density 1.0 g/cm³)? (c) A smaller block of the same material has a volume of 50 cm³. "
                 "Does it float in water?",
        images=[],
        reference_answer="(a) 2.7 g/cm³ (b) no, it sinks (c) no, it also sinks",
        steps=[
            ("Density is mass divided by volume: ρ = m/V.", 1, None, None),
            ("So ρ = 540 g ÷ 200 cm³ = 2.7 g/cm³.", 1, None, None),
            ("(b) Since 2.7 g/cm³ is greater than the density of water, 1.0 g/cm³, the block sinks.", 1, None, None),
            ("(c) The smaller block has a mass of only 2.7 × 50 = 135 g, so being much lighter it floats.", 0, "RE",
             "Floating depends on density, which is still 2.7 g/cm³ for the smaller block; being lighter does not "
             "make it float, so it sinks."),
        ],
    ),
    dict(
        id="phys-ms-05",
        subject="Physics",
        difficulty="middle_school",
        question="A stone of mass 60 g is lowered into a measuring cylinder of water: <image_1> shows the cylinder "
                 "before and <image_2> after the stone is added. (a) Find the stone's volume and density. (b) How "
                 "many more millilitres of water can be poured into the cylinder in <image_2> before the water "
                 "reaches its top mark?",
        images=["phys_cylinder_before", "phys_cylinder_after"],
        reference_answer="(a) 25 cm³, 2.4 g/cm³ (b) 35 mL",
        steps=[
            ("In <image_1>, the water level is at 40 mL.", 1, None, None),
            ("In <image_2>, with the stone fully under water, the level is at 65 mL.", 1, None, None),
            ("The stone's volume equals the rise in level: 65 − 40 = 25 mL, which is 25 cm³.", 1, None, None),
            ("Its density is ρ = m/V = 60 g ÷ 25 cm³ = 2.4 g/cm³.", 1, None, None),
            ("(b) The top mark of the cylinder in <image_2> is 80 mL, so 80 − 65 = 15 mL more water can be added.",
             0, "VI", "The scale in <image_2> goes up to 100 mL, so 100 − 65 = 35 mL can be added."),
        ],
    ),
    dict(
        id="phys-ms-06",
        subject="Physics",
        difficulty="middle_school",
        question="How much energy is needed to heat 2.0 kg of water from 20 °C to 70 °C? How long does a 2000 W "
                 "kettle take to supply this energy if no heat is lost? (c = 4200 J/(kg·°C))",
        images=[],
        reference_answer="420 kJ; 210 s (3.5 min)",
        steps=[
            ("The temperature rise is ΔT = 70 − 20 = 50 °C.", 1, None, None),
            ("The energy needed is given by Q = mcΔT.", 1, None, None),
            ("Q = 2.0 × 4200 × 50 = 420,000 J, which is 420 kJ.", 1, None, None),
            ("The time is t = Q/P = 420,000/2000 = 2100 s, which is 35 minutes.", 0, "NC",
             "420,000/2000 = 210 s, which is 3.5 minutes."),
        ],
    ),
    # ----- high school -----
    dict(
        id="phys-hs-01",
        subject="Physics",
        difficulty="high_school",
        question="<image_1> is the velocity–time graph of a car. Find (a) its acceleration during the first 4 s, "
                 "(b) the total distance it travels, and (c) its average speed over the whole 14 s.",
        images=["phys_vt_graph"],
        reference_answer="(a) 3 m/s² (b) 120 m (c) 120/14 ≈ 8.6 m/s",
        steps=[
            ("From <image_1>, the velocity rises from 0 to 12 m/s in the first 4 s, stays at 12 m/s until "
             "t = 10 s, and falls to 0 at t = 14 s.", 1, None, None),
            ("(a) The acceleration is a = Δv/Δt = 12/4 = 3 m/s².", 1, None, None),
            ("(b) The distance travelled equals the area under the velocity–time graph.", 1, None, None),
            ("The area is ½ × 4 × 12 + (10 − 4) × 12 + ½ × (14 − 10) × 12 = 24 + 72 + 24 = 120 m.", 1, None, None),
            ("(c) I cannot determine the average speed from the information given.", 0, "NS",
             "Refuses although the data is there: average speed = 120 m / 14 s ≈ 8.6 m/s."),
        ],
    ),
    dict(
        id="phys-hs-02",
        subject="Physics",
        difficulty="high_school",
        question="A ball is thrown horizontally at 15 m/s from the top of a cliff 19.6 m high. Ignoring air "
                 "resistance and taking g = 9.8 m/s², find how long it is in the air, how far from the foot of the "
                 "cliff it lands, and its speed just before landing.",
        images=[],
        reference_answer="2 s; 30 m; √(15² + 19.6²) ≈ 24.7 m/s",
        steps=[
            ("The horizontal and vertical motions are independent, and the ball starts with zero vertical "
             "velocity.", 1, None, None),
            (r"From $h = \frac{1}{2} g t^2$, $t = \sqrt{2h/g} = \sqrt{2 \times 19.6 / 9.8} = \sqrt{4} = 2$ s.",
             1, None, None),
            ("The horizontal velocity stays 15 m/s, so the ball lands 15 × 2 = 30 m from the foot of the cliff.",
             1, None, None),
            ("Because gravity acts only vertically, it cannot change how fast the ball moves, so the landing speed "
             "is still 15 m/s.", 0, "RE",
             "Gravity leaves only the horizontal component unchanged; the vertical component grows to "
             "9.8 × 2 = 19.6 m/s, so the speed is √(15² + 19.6²) ≈ 24.7 m/s."),
        ],
    ),
    dict(
        id="phys-hs-03",
        subject="Physics",
        difficulty="high_school",
        question="<image_1> and <image_2> show the same two resistors and the same 6 V battery connected in two "
                 "different ways. What does the ammeter read in each circuit? (Treat the battery and the ammeter as "
                 "ideal.)",
        images=["phys_circuit_series_ammeter", "phys_circuit_parallel_ammeter"],
        reference_answer="About 0.67 A in circuit 1; 1 A in circuit 2.",
        steps=[
            ("In <image_1>, R1 = 3 Ω and R2 = 6 Ω are in series with the battery and the ammeter, so "
             "R = 3 + 6 = 9 Ω.", 1, None, None),
            ("The ammeter in <image_1> therefore reads I = 6/9 ≈ 0.67 A.", 1, None, None),
            ("In <image_2>, the resistors are in parallel, so each has the full 6 V across it.", 1, None, None),
            (r"The combined resistance is $R_p = \frac{3 \times 6}{3 + 6} = 2$ Ω, so the battery supplies "
             "6/2 = 3 A in total.", 1, None, None),
            ("The ammeter in <image_2> sits in the main line, so it reads the total current, 3 A.", 0, "VI",
             "In <image_2> the ammeter is in series with R2 only, so it reads 6/6 = 1 A."),
        ],
    ),
    dict(
        id="phys-hs-04",
        subject="Physics",
        difficulty="high_school",
        question="A 0.5 kg block slides from rest down a frictionless ramp from a height of 1.8 m, then moves along "
                 "a frictionless floor into a spring with k = 200 N/m. Find its speed at the bottom of the ramp and "
                 "the maximum compression of the spring. (g = 9.8 m/s²)",
        images=[],
        reference_answer="v ≈ 5.94 m/s; x ≈ 0.30 m",
        steps=[
            ("The block's potential energy at the top is mgh = 0.5 × 9.8 × 1.8 = 8.82 J.", 1, None, None),
            ("With no friction, all of it becomes kinetic energy at the bottom: ½mv² = 8.82 J.", 1, None, None),
            (r"So $v = \sqrt{2 \times 8.82 / 0.5} = \sqrt{35.28} \approx 5.94$ m/s.", 1, None, None),
            (r"At maximum compression the energy is stored in the spring, $k x^2 = 8.82$ J, so "
             r"$x = \sqrt{8.82/200} = 0.21$ m.", 0, "KE",
             "The spring's energy is ½kx², so x = √(2 × 8.82/200) = √0.0882 ≈ 0.30 m."),
        ],
    ),
    dict(
        id="phys-hs-05",
        subject="Physics",
        difficulty="high_school",
        question="<image_1> is a snapshot of a transverse wave on a rope. The wave's frequency is 5 Hz. Find its "
                 "wavelength, amplitude, speed and period.",
        images=["phys_wave_snapshot"],
        reference_answer="λ = 0.8 m; A = 3 cm; v = 4 m/s; T = 0.2 s",
        steps=[
            ("From <image_1>, two complete cycles fit between x = 0 and x = 1.6 m, so λ = 1.6/2 = 0.8 m.",
             1, None, None),
            ("The crests in <image_1> reach 4 cm above the rest position, so the amplitude is 4 cm.", 0, "VI",
             "The crests in <image_1> reach the 3 cm grid line, so the amplitude is 3 cm."),
            ("The wave speed is v = fλ = 5 × 0.8 = 4 m/s.", 1, None, None),
            ("The period is T = 1/f = 1/5 = 0.5 s.", 0, "NC", "1/5 = 0.2, so T = 0.2 s."),
        ],
    ),
    # ----- competition -----
    dict(
        id="phys-comp-01",
        subject="Physics",
        difficulty="competition",
        question="A satellite moves in a circular orbit at a height above Earth's surface equal to Earth's radius, "
                 "R = 6.4 × 10^6 m. Using g = 9.8 m/s² at the surface, find its orbital speed, and its period both "
                 "as a formula in R and g and as a number.",
        images=[],
        reference_answer="v = √(gR/2) = 5600 m/s; T = 4π√(2R/g) ≈ 1.44 × 10^4 s (about 4.0 h)",
        steps=[
            (r"Gravity provides the centripetal force: $\frac{GMm}{r^2} = \frac{mv^2}{r}$, so "
             r"$v^2 = \frac{GM}{r}$.", 1, None, None),
            (r"At Earth's surface $g = \frac{GM}{R^2}$, so $GM = gR^2$, and the orbit radius is r = R + R = 2R.",
             1, None, None),
            (r"Hence $v^2 = \frac{gR^2}{2R} = \frac{gR}{2} = \frac{9.8 \times 6.4 \times 10^6}{2} = "
             r"3.136 \times 10^7$, so v = 5600 m/s.", 1, None, None),
            (r"In symbols, $T = \frac{2\pi r}{v} = 2\pi \cdot 2R \cdot \sqrt{\frac{2}{gR}} = "
             r"4\pi\sqrt{\frac{R}{2g}}$.", 0, "SC",
             "2R · √(2/(gR)) = 2√(2R/g), so T = 4π√(2R/g), not 4π√(R/(2g))."),
            (r"Numerically, $T = \frac{2\pi \times 1.28 \times 10^7}{5600} \approx 1.44 \times 10^4$ s, which is "
             "about 4.0 hours.", 1, None, None),
        ],
    ),
    dict(
        id="phys-comp-02",
        subject="Physics",
        difficulty="competition",
        question="The block in <image_1> is released from rest and slides down the marked 4 m of the incline. Using "
                 "the values in the figure and g = 9.8 m/s², find the block's acceleration and the time it takes "
                 "to slide the 4 m.",
        images=["phys_incline_friction"],
        reference_answer="a ≈ 3.2 m/s²; t = √(2 × 4/3.2) ≈ 1.58 s",
        steps=[
            ("From <image_1>, the incline is at 30° to the horizontal, the block's mass is 2 kg, the coefficient "
             "of kinetic friction is μ = 0.2, and the block slides 4 m along the incline.", 1, None, None),
            ("The component of gravity along the incline is mg sin 30° = 2 × 9.8 × 0.5 = 9.8 N.", 1, None, None),
            ("The normal force is N = mg cos 30° ≈ 2 × 9.8 × 0.866 ≈ 16.97 N, so kinetic friction is "
             "f = μN ≈ 0.2 × 16.97 ≈ 3.39 N, acting up the incline.", 1, None, None),
            ("The net force down the incline is 9.8 − 3.39 ≈ 6.41 N, so a = F/m ≈ 6.41/2 ≈ 3.2 m/s².",
             1, None, None),
            (r"Starting from rest, its speed after 4 m is $v = \sqrt{2aL} = \sqrt{2 \times 3.2 \times 4} \approx "
             "5.06$ m/s, which answers the question.", 0, "QU",
             "The question asks for the time to slide 4 m: t = √(2L/a) = √(8/3.2) ≈ 1.58 s."),
        ],
    ),
    dict(
        id="phys-comp-03",
        subject="Physics",
        difficulty="competition",
        question="A 2.0 kg ball moving at 6.0 m/s collides head-on and elastically with a 1.0 kg ball at rest. Find "
                 "both velocities after the collision and the fraction of the first ball's kinetic energy that is "
                 "transferred to the second ball.",
        images=[],
        reference_answer="v1 = 2.0 m/s, v2 = 8.0 m/s (both forward); 8/9 of the kinetic energy",
        steps=[
            ("Momentum is conserved: $2.0 \\times 6.0 = 2.0 v_1 + 1.0 v_2$, so $v_2 = 12 - 2v_1$.", 1, None, None),
            (r"Kinetic energy is conserved: $\frac{1}{2} \cdot 2.0 \cdot 6.0^2 = \frac{1}{2} \cdot 2.0 \cdot v_1^2 "
             r"+ \frac{1}{2} \cdot 1.0 \cdot v_2^2$, so $2v_1^2 + v_2^2 = 72$.", 1, None, None),
            ("Substituting, $2v_1^2 + (12 - 2v_1)^2 = 72$, which simplifies to $6v_1^2 - 48v_1 + 72 = 0$, that "
             "is, $v_1^2 - 8v_1 + 12 = 0$.", 1, None, None),
            ("This factors as $(v_1 - 3)(v_1 - 4) = 0$, so $v_1 = 3$ m/s or $v_1 = 4$ m/s.", 0, "SC",
             "(v1 − 3)(v1 − 4) = v1² − 7v1 + 12; the quadratic factors as (v1 − 2)(v1 − 6) = 0."),
            ("Checking, $(v_1 - 2)(v_1 - 6) = v_1^2 - 8v_1 + 12$, so the roots are 2 and 6; $v_1 = 6$ m/s would "
             "mean no collision, so $v_1 = 2.0$ m/s and $v_2 = 12 - 4 = 8.0$ m/s.", 1, None, None),
            (r"The second ball gets $\frac{1}{2} \cdot 1.0 \cdot 8.0^2 = 32$ J of the initial 36 J, a fraction of "
             "32/36 = 8/9 ≈ 0.89.", 1, None, None),
        ],
    ),
    dict(
        id="phys-comp-04",
        subject="Physics",
        difficulty="competition",
        question="<image_2> plots sin i against sin r for light passing from air into the glass of the block in "
                 "<image_1>. Using these data, find the refractive index of the glass, the angle of refraction of "
                 "ray A, and the critical angle, and decide whether ray B in <image_1> leaves the glass through the "
                 "right face.",
        images=["phys_glass_block_rays", "phys_snell_graph"],
        reference_answer="n = 1.5; r ≈ 35.3°; c ≈ 41.8°; ray B (45° > 41.8°) is totally internally reflected.",
        steps=[
            ("In <image_2>, the points lie on a straight line through the origin; for example sin r = 0.4 gives "
             "sin i = 0.6, so n = sin i / sin r = 0.6/0.4 = 1.5.", 1, None, None),
            ("Ray A in <image_1> strikes the top face at 60° to the normal, so by Snell's law "
             "sin r = sin 60°/1.5 ≈ 0.866/1.5 ≈ 0.577, and r ≈ 35.3°.", 1, None, None),
            ("The critical angle for glass to air satisfies sin c = 1/n = 1/1.5 ≈ 0.667, so c ≈ 41.8°.",
             1, None, None),
            ("Ray B in <image_1> meets the right face at 35° to the normal, which is less than 41.8°, so it "
             "leaves the glass by refraction.", 0, "VI",
             "<image_1> marks ray B's angle of incidence as 45°, which exceeds 41.8°, so ray B is totally "
             "internally reflected."),
        ],
    ),
    dict(
        id="phys-comp-05",
        subject="Physics",
        difficulty="competition",
        question="A rigid 3.0 L container holds an ideal gas at 27 °C and 2.0 × 10^5 Pa. A safety valve lets gas "
                 "escape whenever the pressure would rise above 2.4 × 10^5 Pa, so the pressure never exceeds that "
                 "value. The container is slowly heated to 127 °C. (a) At what temperature does the valve open? "
                 "(b) How many moles of gas are in the container at the start and at 127 °C, and what fraction of "
                 "the gas escapes? (R = 8.31 J/(mol·K))",
        images=[],
        reference_answer="(a) 360 K (87 °C) (b) about 0.24 mol at the start, about 0.22 mol at 127 °C; 10% escapes",
        steps=[
            ("While the valve is closed, the amount of gas and the volume are fixed, so p/T is constant, with T in "
             "kelvin.", 1, None, None),
            ("The temperatures are T1 = 27 + 273 = 300 K at the start and T2 = 127 + 273 = 400 K at the end.",
             1, None, None),
            (r"(a) The valve opens when $p = 2.4 \times 10^5$ Pa, that is at $T = 300 \times \frac{2.4 \times 10^5}"
             r"{2.0 \times 10^5} = 360$ K, or 87 °C.", 1, None, None),
            (r"At 127 °C the pressure is therefore $p_2 = 2.0 \times 10^5 \times \frac{400}{300} \approx "
             r"2.67 \times 10^5$ Pa, with all the gas still inside.", 0, "QU",
             "This ignores the stated valve: above 360 K gas escapes and the pressure stays at 2.4 × 10^5 Pa."),
            (r"(b) At the start, $n_1 = \frac{pV}{RT} = \frac{2.0 \times 10^5 \times 3.0 \times 10^{-3}}"
             r"{8.31 \times 300} = \frac{600}{2493} \approx 0.24$ mol.", 1, None, None),
            ("At 127 °C the pressure is 2.4 × 10^5 Pa, 1.2 times the starting pressure, so the container must hold "
             "1.2 times as much gas: 1.2 × 0.24 ≈ 0.29 mol.", 0, "RE",
             "The pressure also depends on T (p ∝ nT at fixed V); gas only leaves through the valve, so n cannot "
             "grow: n2 = n1 × 1.2 × 300/400 = 0.9 n1."),
            (r"At 400 K and $2.4 \times 10^5$ Pa, $n_2 = \frac{2.4 \times 10^5 \times 3.0 \times 10^{-3}}"
             r"{8.31 \times 400} = \frac{720}{3324} \approx 0.22$ mol; since "
             r"$\frac{n_2}{n_1} = \frac{2.4}{2.0} \times \frac{300}{400} = 0.90$, 10% of the gas escapes.",
             1, None, None),
        ],
    ),
]
