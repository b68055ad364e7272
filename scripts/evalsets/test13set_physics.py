"""Thirteenth test set, Physics: a wheelbarrow as a lever, timing a thunderclap, compressing gas in a syringe,
a heat engine against the Carnot limit, the force on a current-carrying wire, and a rocket burning its fuel."""

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from .figures import figure


@figure("test13_phys_wheelbarrow")
def _wheelbarrow(ax: Axes) -> None:
    ax.plot([-0.5, 7], [0, 0], color="black")
    ax.add_patch(Circle((0.5, 0.5), 0.5, facecolor="white", edgecolor="black"))
    ax.plot([0.5, 6.5], [0.5, 1.6], color="#636363", linewidth=3)
    ax.add_patch(Polygon([(1.2, 0.9), (3.3, 1.3), (3.3, 2.3), (1.2, 1.9)], facecolor="#fdd0a2", edgecolor="black"))
    ax.annotate("", xy=(2.5, 0.2), xytext=(2.5, 1.5), arrowprops={"arrowstyle": "->", "color": "#cb181d"})
    ax.text(2.6, 0.25, "load 600 N", fontsize=8, color="#cb181d")
    ax.annotate("", xy=(6.5, 2.8), xytext=(6.5, 1.6), arrowprops={"arrowstyle": "->"})
    ax.text(6.6, 2.4, "effort F", fontsize=8)
    ax.annotate("", xy=(2.5, -0.5), xytext=(0.5, -0.5), arrowprops={"arrowstyle": "<->"})
    ax.text(1.5, -0.85, "0.40 m", ha="center", fontsize=8)
    ax.annotate("", xy=(6.5, -1.3), xytext=(0.5, -1.3), arrowprops={"arrowstyle": "<->"})
    ax.text(3.5, -1.65, "1.20 m", ha="center", fontsize=8)
    ax.text(0.5, 1.15, "axle", ha="center", fontsize=7)
    ax.set_xlim(-0.8, 7.8)
    ax.set_ylim(-2, 3.2)
    ax.set_aspect("equal")
    ax.axis("off")


def _syringe(ax: Axes, volume: float, label: str) -> None:
    ax.add_patch(Rectangle((0, 0), 8, 2, facecolor="none", edgecolor="black"))
    ax.add_patch(Rectangle((0, 0.05), volume / 10, 1.9, facecolor="#deebf7", edgecolor="none"))
    ax.add_patch(Rectangle((volume / 10, 0), 0.3, 2, facecolor="#636363"))
    ax.plot([volume / 10 + 0.3, 9.5], [1, 1], color="#636363", linewidth=3)
    for mark in range(0, 80, 10):
        ax.plot([mark / 10, mark / 10], [2, 2.3], color="black", linewidth=0.8)
        ax.text(mark / 10, 2.4, str(mark), ha="center", fontsize=7)
    ax.text(4, 2.9, "cm³", ha="center", fontsize=7)
    ax.text(4, -0.7, label, ha="center", fontsize=9)
    ax.set_xlim(-0.5, 10)
    ax.set_ylim(-1.2, 3.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test13_phys_syringe_before")
def _syringe_before(ax: Axes) -> None:
    _syringe(ax, 60, "before: 100 kPa")


@figure("test13_phys_syringe_after")
def _syringe_after(ax: Axes) -> None:
    _syringe(ax, 20, "after: same temperature")


@figure("test13_phys_wire_field")
def _wire_field(ax: Axes) -> None:
    for x in range(0, 9):
        for y in range(0, 5):
            ax.text(x, y, "×", ha="center", va="center", fontsize=10, color="#6a51a3")
    ax.plot([-0.5, 8.5], [2, 2], color="#cb181d", linewidth=2.5)
    ax.annotate("", xy=(6.5, 2), xytext=(4.5, 2), arrowprops={"arrowstyle": "->", "color": "#cb181d", "lw": 2})
    ax.text(5.5, 2.35, "I = 4.0 A", ha="center", fontsize=9, color="#cb181d")
    ax.text(4, -1, "B = 0.30 T; 0.25 m of the wire is in the field", ha="center", fontsize=8)
    ax.set_xlim(-1, 9)
    ax.set_ylim(-1.5, 4.7)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test13_phys_wheelbarrow"],
        "question": "The wheelbarrow in <image_1> carries a 600 N load whose weight acts 0.40 m from the axle, and "
        "the gardener lifts the handles 1.20 m from the axle. What upward force F must she apply to just lift "
        "the load, and why does the wheelbarrow make the job easier?",
        "reference_answer": "F = 200 N; the effort acts three times farther from the pivot than the load",
        "steps": [
            (
                "Here's how to approach it: the wheelbarrow is a lever whose pivot is the wheel's axle.\n\n"
                "**Step 1:** When the load is just lifted the wheelbarrow is in balance, so by the principle of "
                "moments the clockwise moment equals the anticlockwise moment about the axle.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The load's moment is $600\\ \\text{N} \\times 0.40\\ \\text{m} = 240$ N·m, and the "
                "gardener's moment is $F \\times 1.20$ m.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Setting them equal, $F \\times 1.20 = 240$, which gives $F = 240 / 1.20 = 200$ N. "
                "The effort is only a third of the load because it acts three times as far from the pivot.\n\n"
                "**Final Answer:** F = 200 N; the longer distance to the handles means a smaller force lifts "
                "the load.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "During a storm, Maya sees a flash of lightning and hears the thunder 6.0 s later. Taking the "
        "speed of sound in air as 340 m/s, how far away was the lightning strike? Why can the time the light "
        "takes be ignored?",
        "reference_answer": "About 2040 m (2.0 km); light arrives almost instantly (3 × 10⁸ m/s)",
        "steps": [
            (
                "Step 1: Light travels at about $3 \\times 10^8$ m/s, so it reaches Maya in a few millionths of a "
                "second, which is why we can treat the flash as arriving instantly and take the full 6.0 s as the "
                "sound's travel time.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The distance follows from $d = v t$, since the sound moves at a steady speed through the air.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Substituting the values, we get $d = 340\\ \\text{m/s} \\times 6.0\\ \\text{s} = 2400$ m.",
                0,
                "NC",
                "340 × 6.0 = 2040 m, not 2400 m.",
            ),
            (
                "Step 4: So the strike was about 2.4 km away.\n\nFinal answer: about 2400 m (2.4 km); the light's "
                "travel time is negligible.",
                0,
                "carried",
                "The reasoning about light is right, but the distance repeats the wrong product of step 3; it is "
                "about 2040 m (2.0 km).",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl-72b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test13_phys_syringe_before", "test13_phys_syringe_after"],
        "question": "A sealed syringe holds air at 100 kPa, as in <image_1>. The plunger is pushed in slowly, so "
        "that the temperature does not change, until the syringe looks like <image_2>. Find the new pressure of "
        "the air, and say what happens to the average kinetic energy of its molecules.",
        "reference_answer": "300 kPa; the average kinetic energy is unchanged (the temperature is constant)",
        "steps": [
            (
                "### Step 1\nFrom <image_1> the air occupies 60 cm³, and from <image_2> the plunger has been "
                "pushed in to the 20 cm³ mark.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nBecause the temperature and the amount of gas are fixed, Boyle's law applies: "
                "$p_1 V_1 = p_2 V_2$, so $p_2 = p_1 V_1 / V_2$.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nSubstituting the values, we get $p_2 = 100\\ \\text{kPa} \\times 60 / 20 = 300$ kPa, "
                "which makes sense because a third of the volume means three times the pressure.",
                1,
                None,
                None,
            ),
            (
                "### Step 4\nThe molecules now hit the walls more often, and therefore their average kinetic "
                "energy goes up by the same factor of 3 as the pressure.\n\n**Final answer:** 300 kPa; the "
                "average kinetic energy of the molecules triples.",
                0,
                "KE",
                "The average kinetic energy of gas molecules depends only on the temperature, which is constant, "
                "so it is unchanged; the pressure rises because collisions become more frequent.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "In each cycle, a heat engine takes in 5.0 kJ of heat from a reservoir at 600 K and gives out "
        "3.5 kJ to a reservoir at 300 K. Find the work it does per cycle and its efficiency, and compare the "
        "efficiency with the Carnot limit for these two reservoirs.",
        "reference_answer": "1.5 kJ per cycle; 30%, below the Carnot limit of 50%",
        "steps": [
            (
                "**Step 1:** By the first law of thermodynamics applied to a full cycle, the engine's internal "
                "energy returns to its starting value, so the work done is the heat taken in minus the heat given "
                "out: $W = 5.0 - 3.5 = 1.5$ kJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The efficiency is the useful work divided by the heat input, "
                "$\\eta = W / Q_H = 1.5 / 5.0 = 0.30$, i.e. 30%.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The Carnot efficiency, which no engine working between the same two temperatures "
                "can beat, is $\\eta_C = 1 - T_C/T_H = 1 - 300/600 = 0.50$ = 50%.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Since 30% < 50%, the engine is allowed by the second law, while still falling well "
                "short of the ideal reversible engine.\n\n**Final Answer:** W = 1.5 kJ per cycle; η = 30%, "
                "which is below the Carnot limit of 50%.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test13_phys_wire_field"],
        "question": "A straight wire carries a current of 4.0 A through the uniform magnetic field shown in "
        "<image_1>, with 0.25 m of its length inside the field. Find the size and the direction (towards the top "
        "or the bottom of the page) of the magnetic force on the wire.",
        "reference_answer": "0.30 N, towards the top of the page",
        "steps": [
            (
                "1. The wire is perpendicular to the field, so the force has its largest value, $F = BIL$.",
                1,
                None,
                None,
            ),
            (
                "2. Substituting the values, we get $F = 0.30\\ \\text{T} \\times 4.0\\ \\text{A} \\times "
                "0.25\\ \\text{m} = 0.30$ N.",
                1,
                None,
                None,
            ),
            (
                "3. In <image_1> the field is drawn as dots, so it points out of the page, while the current "
                "flows to the right.",
                0,
                "VI",
                "The field is drawn as crosses (×), which means it points into the page.",
            ),
            (
                "4. Using Fleming's left-hand rule (or $\\vec F = I\\vec L \\times \\vec B$ with "
                "$\\hat x \\times \\hat z = -\\hat y$), the force points towards the bottom of the page.\n\n"
                "**Final answer:** 0.30 N, towards the bottom of the page",
                0,
                "carried",
                "The rule is applied correctly to the misread field; with B into the page the force points towards "
                "the top of the page.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen2-vl-72b",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A rocket in deep space has a total mass of 1200 kg, of which 900 kg is fuel. It burns all of "
        "its fuel, ejecting the exhaust at 2500 m/s relative to the rocket. Find the rocket's change in speed.",
        "reference_answer": "Δv = 2500 ln 4 ≈ 3.47 × 10³ m/s",
        "steps": [
            (
                "Step 1: Far from any planet no external force acts, so we can use the Tsiolkovsky rocket "
                "equation, $\\Delta v = u \\ln\\frac{m_0}{m_f}$, where $u$ is the exhaust speed.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The initial mass is $m_0 = 1200$ kg, and after the burn the rocket's mass is the 900 kg "
                "given in the question, so $m_f = 900$ kg.",
                0,
                "QU",
                "900 kg is the mass of the fuel that is burnt; the final mass is 1200 − 900 = 300 kg.",
            ),
            (
                "Step 3: The mass ratio is then $m_0/m_f = 1200/900 = 4/3$, and $\\ln(4/3) \\approx 0.288$.",
                0,
                "carried",
                "The logarithm is evaluated correctly, but the mass ratio should be 1200/300 = 4 with ln 4 ≈ 1.386.",
            ),
            (
                "Step 4: We obtain the change in speed by multiplying by the exhaust speed: "
                "$\\Delta v = 2500 \\times 0.288 \\approx 719$ m/s.\n\nFinal answer: Δv ≈ 719 m/s",
                0,
                "carried",
                "With the correct mass ratio, Δv = 2500 × 1.386 ≈ 3.47 × 10³ m/s.",
            ),
        ],
    },
]
