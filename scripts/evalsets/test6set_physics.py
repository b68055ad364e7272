"""Sixth test set, Physics: a stone's density from two measuring cylinders (two figures), the running cost of a
heater, a wave read from a displacement graph, a kettle's efficiency, a ladder against a smooth wall, a ball
whirled in a vertical circle."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from . import t
from .figures import figure


def ok(text: str) -> tuple[str, int, None, None]:
    """A correct step."""
    return (text, 1, None, None)


def bad(text: str, kind: str, why: str) -> tuple[str, int, str, str]:
    """An incorrect step: its error type (or "carried") and a one-line explanation."""
    return (text, 0, kind, why)


def _cylinder(ax: Axes, level: float, with_stone: bool) -> None:
    ax.add_patch(Rectangle((0, 0), 2, level, facecolor="lightblue", edgecolor="none"))
    ax.plot([0, 0, 2, 2], [105, 0, 0, 105], color="black", linewidth=1.5)
    for ml in range(0, 101, 5):
        length = 0.5 if ml % 10 == 0 else 0.25
        ax.plot([0, length], [ml, ml], color="black", linewidth=0.8)
        if ml % 10 == 0:
            ax.text(-0.15, ml, str(ml), ha="right", va="center", fontsize=8)
    if with_stone:
        ax.add_patch(Rectangle((0.7, 0.5), 0.6, 6, facecolor="dimgray", edgecolor="black"))
    ax.text(1, 110, "mL", ha="center", fontsize=9)
    ax.set_xlim(-1.5, 3.5)
    ax.set_ylim(-5, 118)
    ax.axis("off")


@figure("test6_phys_cylinder_before")
def _cylinder_before(ax: Axes) -> None:
    _cylinder(ax, 40, with_stone=False)


@figure("test6_phys_cylinder_after")
def _cylinder_after(ax: Axes) -> None:
    _cylinder(ax, 65, with_stone=True)


@figure("test6_phys_wave_snapshot")
def _wave_snapshot(ax: Axes) -> None:
    xs = [k / 100 for k in range(0, 201)]
    ax.plot(xs, [3 * math.sin(2 * math.pi * x / 0.8) for x in xs], color="tab:blue")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks([k / 5 for k in range(0, 11)])
    ax.set_yticks(range(-4, 5))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 2.0)
    ax.set_ylim(-4, 4)
    ax.set_xlabel("position x (m)")
    ax.set_ylabel("displacement y (cm)")


@figure("test6_phys_ladder")
def _ladder(ax: Axes) -> None:
    ax.plot([0, 0], [0, 5], color="black", linewidth=3)
    ax.plot([-0.3, 4.5], [0, 0], color="black", linewidth=3)
    ax.plot([3, 0], [0, 4], color="saddlebrown", linewidth=4)
    ax.annotate("", xy=(0, -0.4), xytext=(3, -0.4), arrowprops={"arrowstyle": "<->"})
    ax.text(1.5, -0.75, "3.0 m", ha="center", fontsize=10)
    ax.text(1.75, 2.3, "5.0 m, 20 kg", fontsize=10, rotation=-53)
    ax.text(-0.15, 4.6, "smooth wall", ha="right", fontsize=9)
    ax.text(3.6, 0.2, "rough floor", fontsize=9)
    ax.set_xlim(-1.8, 4.8)
    ax.set_ylim(-1.1, 5.2)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test6_phys_cylinder_before", "test6_phys_cylinder_after"],
        "question": "<image_1> shows a measuring cylinder of water, and <image_2> shows the same cylinder after a "
        "65 g stone is lowered into it. Find the stone's volume and its density, and say whether it floats in water.",
        "reference_answer": "25 cm³; 2.6 g/cm³; it sinks",
        "steps": [
            ok(
                t("""
                The stone pushes aside its own volume of water, so the rise in the water level gives its volume
                directly.

                **Step 1: Read the two levels.** The water stands at 40 mL in the first cylinder and at 65 mL once
                the stone is in, and since the stone sits fully under the surface, the whole of its volume is counted.
                """)
            ),
            ok(
                "**Step 2: Volume of the stone.** The level rises by 65 − 40 = 25 mL, and since 1 mL = 1 cm³, the "
                "stone's volume is 25 cm³."
            ),
            ok(
                "**Step 3: Density.** Using the definition of density, $\\rho = \\frac{m}{V} = \\frac{65\\text{ g}}"
                "{25\\text{ cm}^3} = 2.6$ g/cm³."
            ),
            ok(
                t("""
                **Step 4: Float or sink?** Water has a density of 1.0 g/cm³, and an object that is denser than the
                liquid it is placed in sinks, so the stone sinks (as the picture also shows, with the stone resting
                on the bottom).

                **Final answer:** volume 25 cm³, density 2.6 g/cm³, and the stone sinks.
                """)
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A 2.0 kW fan heater is used for 3 hours a day for the 30 days of a month, and electricity costs "
        "€0.15 per kWh. How much more does this cost than running a 1.2 kW heater for the same time?",
        "reference_answer": "€10.80 more (€27.00 against €16.20)",
        "steps": [
            ok(
                "Step 1: Total running time\nThe heater is on for 3 hours on each of 30 days, so it runs for "
                "$3 \\times 30 = 90$ hours in the month."
            ),
            ok(
                "Step 2: Energy used\nUsing E = P × t with the power in kilowatts and the time in hours, the "
                "energy is $2.0 \\text{ kW} \\times 90 \\text{ h} = 180$ kWh."
            ),
            ok("Step 3: Cost\nAt €0.15 per kWh, the month's electricity costs 180 × €0.15 = €27.00."),
            bad(
                t("""
                Step 4: Answer
                The question asks what it costs to run the heater for the month, which we found in Step 3.

                Final Answer: €27.00
                """),
                "QU",
                "The question asks for the extra cost over a 1.2 kW heater: that one costs 1.2 × 90 × 0.15 = €16.20, "
                "so the answer is €10.80.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test6_phys_wave_snapshot"],
        "question": "<image_1> is a snapshot of a transverse wave on a rope, whose source vibrates at 5.0 Hz. "
        "Find the amplitude, the wavelength, the wave speed and the period.",
        "reference_answer": "amplitude 3 cm; wavelength 0.8 m; speed 4.0 m/s; period 0.20 s",
        "steps": [
            bad(
                "1. **Amplitude:** The crests are at +3 cm and the troughs at −3 cm, so the amplitude, which is the "
                "height from a trough up to a crest, is 6 cm.",
                "KE",
                "The amplitude is the maximum displacement from the rest position, 3 cm; 6 cm is the peak-to-trough "
                "height.",
            ),
            ok(
                "2. **Wavelength:** One full cycle of the wave runs from x = 0 to x = 0.8 m, where the pattern "
                "starts to repeat, and therefore λ = 0.8 m."
            ),
            ok(
                "3. **Wave speed:** By the wave equation $v = f\\lambda$, and substituting the values, we get "
                "$v = 5.0 \\times 0.8 = 4.0$ m/s."
            ),
            bad(
                t("""
                4. **Period:** The period is the reciprocal of the frequency, $T = 1/f = 1/5.0 = 0.20$ s.

                **Final Answer:** amplitude = 6 cm, λ = 0.8 m, v = 4.0 m/s, T = 0.20 s.
                """),
                "carried",
                "The period is right, but the final answer repeats the wrong amplitude of step 1; it is 3 cm.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A 2.4 kW electric kettle heats 1.5 kg of water from 20 °C to 100 °C in 4.0 minutes. Taking the "
        "specific heat capacity of water as 4200 J/(kg·°C), find the kettle's efficiency.",
        "reference_answer": "87.5%",
        "steps": [
            ok(
                t("""
                To find the efficiency, we compare the useful energy that ends up in the water with the electrical
                energy the kettle takes in.

                ### Step 1: Useful energy
                Using $Q = mc\\Delta T$, the water picks up $Q = 1.5 \\times 4200 \\times (100 - 20) = 504\\,000$ J.
                """)
            ),
            ok(
                "### Step 2: Energy supplied\nThe kettle runs for 4.0 min = 240 s, so it takes in "
                "$E = Pt = 2400 \\text{ W} \\times 240 \\text{ s} = 576\\,000$ J."
            ),
            ok(
                "### Step 3: Efficiency\nEfficiency is useful energy out divided by total energy in, which gives "
                "$\\frac{504\\,000}{576\\,000} = 0.875$, or 87.5%."
            ),
            ok(
                t("""
                ### Step 4: Where the rest goes
                The missing 72 000 J is not destroyed; it heats the kettle itself and escapes to the surrounding air
                while the water warms up.

                **Final Answer:** The kettle is 87.5% efficient.
                """)
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test6_phys_ladder"],
        "question": "The uniform 5.0 m ladder in <image_1> has a mass of 20 kg and leans against a smooth vertical "
        "wall with its foot 3.0 m from the wall. Find the smallest coefficient of static friction between the "
        "ladder and the floor for which the ladder does not slip. Take g = 9.8 m/s².",
        "reference_answer": "μ = 0.375",
        "steps": [
            ok(
                t("""
                I'll set up the equilibrium conditions for the ladder: the forces must balance and the torques about
                any point must sum to zero.

                **Step 1: Geometry and forces.** By Pythagoras' theorem, the top of the ladder is
                $\\sqrt{5.0^2 - 3.0^2} = 4.0$ m above the floor. The forces are the weight $mg = 196$ N at the
                midpoint, the wall's horizontal push $N_w$ (no friction, since the wall is smooth), and at the foot
                the normal force $N_f$ and the friction force $f$.
                """)
            ),
            ok(
                "**Step 2: Force balance.** Vertically, $N_f = mg = 196$ N, while horizontally the friction at the "
                "foot must balance the wall's push, so $f = N_w$."
            ),
            bad(
                "**Step 3: Torques about the foot.** The wall force acts 4.0 m above the foot and the weight acts at "
                "the ladder's midpoint, 2.5 m from the foot, so $N_w \\times 4.0 = 196 \\times 2.5$, which gives "
                "$N_w = 122.5$ N.",
                "RE",
                "The weight's lever arm about the foot is its horizontal distance, 1.5 m, not 2.5 m along the ladder; "
                "N_w × 4.0 = 196 × 1.5 gives N_w = 73.5 N.",
            ),
            bad(
                t("""
                **Step 4: Minimum coefficient.** The ladder is on the point of slipping when $f = \\mu N_f$, so
                $\\mu_{\\min} = \\frac{N_w}{N_f} = \\frac{122.5}{196} = 0.625$.

                **Final answer:** $\\mu_{\\min} = 0.625$
                """),
                "carried",
                "The condition is right, but with N_w = 73.5 N it gives μ = 73.5 / 196 = 0.375.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A 0.50 kg ball on a light string of length 1.2 m is whirled in a vertical circle. Find the least "
        "speed at the top for which the string stays taut, the ball's speed at the bottom in that case, and the "
        "tension in the string at the bottom. Take g = 9.8 m/s².",
        "reference_answer": "3.4 m/s at the top, 7.7 m/s at the bottom, tension 29.4 N",
        "steps": [
            ok(
                "Step 1: At the top, both gravity and the tension point towards the centre, and the string only just "
                "stays taut when the tension falls to zero, so gravity alone provides the centripetal force (if the ball were any slower, then gravity would pull it "
                "inside the circle and the string would go slack): "
                "$mg = \\frac{mv_{top}^2}{r}$, which gives $v_{top} = \\sqrt{gr} = \\sqrt{9.8 \\times 1.2} "
                "\\approx 3.43$ m/s."
            ),
            ok(
                "Step 2: Between the top and the bottom the ball drops by 2r = 2.4 m, and since the tension is always "
                "perpendicular to the motion it does no work, so by conservation of mechanical energy "
                "$v_{bottom}^2 = v_{top}^2 + 2g(2r) = gr + 4gr = 5gr$."
            ),
            ok(
                "Step 3: Substituting the values, we get $v_{bottom} = \\sqrt{5 \\times 9.8 \\times 1.2} = "
                "\\sqrt{58.8} \\approx 7.67$ m/s."
            ),
            ok(
                t("""
                Step 4: At the bottom the tension points up and the weight down, and Newton's second law for the
                circular motion gives $T - mg = \\frac{mv_{bottom}^2}{r}$, so
                $T = 0.50 \\times 9.8 + \\frac{0.50 \\times 58.8}{1.2} = 4.9 + 24.5 = 29.4$ N, which is six times
                the ball's weight.

                Final Answer: $v_{top} \\approx 3.4$ m/s, $v_{bottom} \\approx 7.7$ m/s, and T = 29.4 N.
                """)
            ),
        ],
    },
]
