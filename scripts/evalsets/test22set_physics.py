"""Twenty-second test set, Physics: a lamp's Sankey diagram, a series circuit, the torque of a wrench,
gravitational field strength above the Earth, sound intensity level, and two springs in series read from their graphs."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Circle, Polygon, Rectangle

from .figures import figure


@figure("test22_phys_sankey")
def _sankey(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 3.0, 2.0, facecolor="gold", edgecolor="black"))
    ax.add_patch(Rectangle((3.0, 1.5), 3.0, 0.5, facecolor="gold", edgecolor="black"))
    ax.add_patch(
        Polygon([(3.0, 0), (3.0, 1.5), (4.5, 0.0), (4.5, -1.5)], closed=True, facecolor="orange", edgecolor="black")
    )
    ax.text(1.5, 1.0, "electrical energy\n200 J", ha="center", va="center", fontsize=9)
    ax.text(6.1, 1.75, "light 30 J", va="center", fontsize=9)
    ax.text(4.6, -1.0, "heat ? J", va="center", fontsize=9)
    ax.set_xlim(-0.3, 8.0)
    ax.set_ylim(-1.8, 2.5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test22_phys_series")
def _series(ax: Axes) -> None:
    ax.plot([0, 0, 6, 6, 0], [0, 3, 3, 0, 0], color="black", linewidth=1.2)
    ax.add_patch(Rectangle((1.2, 2.8), 1.2, 0.4, facecolor="white", edgecolor="black", zorder=3))
    ax.add_patch(Rectangle((3.6, 2.8), 1.2, 0.4, facecolor="white", edgecolor="black", zorder=3))
    ax.text(1.8, 3.45, "R₁ = 4.0 Ω", ha="center", fontsize=9)
    ax.text(4.2, 3.45, "R₂ = 8.0 Ω", ha="center", fontsize=9)
    ax.plot([2.85, 2.85], [-0.4, 0.4], color="white", linewidth=6, zorder=2)
    ax.plot([2.8, 2.8], [-0.45, 0.45], color="black", linewidth=1.5, zorder=3)
    ax.plot([3.1, 3.1], [-0.25, 0.25], color="black", linewidth=3, zorder=3)
    ax.plot([2.8, 3.1], [0, 0], color="white", linewidth=3, zorder=2)
    ax.text(2.95, -0.8, "6.0 V", ha="center", fontsize=9)
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(-1.2, 4.0)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test22_phys_wrench")
def _wrench(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, -0.12), 5.0, 0.24, facecolor="silver", edgecolor="black"))
    ax.add_patch(Circle((0, 0), 0.45, facecolor="white", edgecolor="black"))
    ax.plot([0], [0], "k+", markersize=8)
    ax.text(-0.2, -0.75, "nut (pivot)", fontsize=8)
    angle = np.deg2rad(60)
    tip = np.array([5.0, 0.0])
    tail = tip + 1.8 * np.array([np.cos(angle), np.sin(angle)])
    ax.annotate("", xy=tip, xytext=tail, arrowprops={"arrowstyle": "->", "linewidth": 1.8, "color": "tab:red"})
    ax.text(tail[0] + 0.1, tail[1], "F = 80 N", fontsize=9, color="tab:red")
    ax.plot([5.0, 6.2], [0, 0], color="gray", linestyle=":", linewidth=1)
    ax.text(5.45, 0.2, "60°", fontsize=9)
    ax.annotate("", xy=(0, -1.1), xytext=(5.0, -1.1), arrowprops={"arrowstyle": "<->"})
    ax.text(2.5, -1.45, "0.25 m", ha="center", fontsize=9)
    ax.set_xlim(-0.8, 7.4)
    ax.set_ylim(-1.8, 2.3)
    ax.set_aspect("equal")
    ax.axis("off")


def _spring_graph(ax: Axes, label: str, extension_at_6n_cm: float) -> None:
    ax.plot([0, extension_at_6n_cm * 2], [0, 12], color="tab:red")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 12)
    ax.set_xticks(range(0, 9))
    ax.set_yticks(range(0, 13, 2))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("extension (cm)")
    ax.set_ylabel("force (N)")
    ax.set_title(f"Spring {label}", fontsize=9)


@figure("test22_phys_spring_a")
def _spring_a(ax: Axes) -> None:
    _spring_graph(ax, "A", 3.0)


@figure("test22_phys_spring_b")
def _spring_b(ax: Axes) -> None:
    _spring_graph(ax, "B", 2.0)


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test22_phys_sankey"],
        "question": "The Sankey diagram in <image_1> shows what happens to each 200 J of electrical energy supplied to "
        "a filament lamp. How much energy is wasted as heat, and what is the lamp's efficiency?",
        "reference_answer": "170 J; 15%",
        "steps": [
            (
                "To answer this, we use the law of conservation of energy, which says the energy going out of the lamp "
                "must equal the energy going in.\n\n**Step 1:** The input is 200 J and the useful output is 30 J of "
                "light, so the heat is 200 J − 30 J = 170 J.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Efficiency is the useful energy output divided by the total energy input, so "
                "efficiency = 30 J ÷ 200 J = 0.15.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** As a percentage this is 0.15 × 100% = 15%. Since most of the energy ends up as heat "
                "rather than light, the wide arrow in the diagram points to the heat.\n\n"
                "**Final answer:** 170 J is wasted as heat, and the efficiency is 15%.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test22_phys_series"],
        "question": "In the circuit of <image_1>, resistors of 4.0 Ω and 8.0 Ω are connected in series to a 6.0 V "
        "battery. Find the current in the circuit and the voltage across the 8.0 Ω resistor.",
        "reference_answer": "0.50 A; 4.0 V",
        "steps": [
            (
                "Step 1: The resistors are in series, so the total resistance is their sum: R = 4.0 Ω + 8.0 Ω = 12 Ω.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By Ohm's law, I = V / R = 6.0 V ÷ 12 Ω = 0.50 A. In a series circuit the same current "
                "flows through every component, so this is also the current in each resistor.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The voltage across the resistor then follows from Ohm's law again, V = IR = 0.50 A × 4.0 Ω "
                "= 2.0 V.",
                0,
                "QU",
                "The question asks for the voltage across the 8.0 Ω resistor, not the 4.0 Ω one: "
                "V₂ = 0.50 A × 8.0 Ω = 4.0 V.",
            ),
            (
                "Step 4: So the current is 0.50 A and the voltage across the resistor is 2.0 V.\n\n"
                "Final answer: I = 0.50 A, V = 2.0 V",
                0,
                "carried",
                "Carried error: the current is right but the voltage is the wrong 2.0 V of step 3; it should be 4.0 V across the 8.0 Ω resistor.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test22_phys_wrench"],
        "question": "A mechanic pulls on the end of the 0.25 m wrench in <image_1> with a force of 80 N at 60° to the "
        "handle. What torque does she apply to the nut?",
        "reference_answer": "about 17 N·m",
        "steps": [
            (
                "I'll find the torque from the force, the length of the wrench and the angle between them.\n\n"
                "**Step 1 – The formula.** The torque about the nut is τ = rF sin θ, where θ is the angle between the "
                "handle and the force, because only the part of F at right angles to the handle turns the nut.",
                1,
                None,
                None,
            ),
            (
                "**Step 2 – Reading the diagram.** From <image_1>, r = 0.25 m, F = 80 N, and the force makes 60° with "
                "the line of the handle, so θ = 60°.",
                1,
                None,
                None,
            ),
            (
                "**Step 3 – Substituting.** Since the angle is measured from the handle, the perpendicular part of the "
                "force is F cos 60°, so τ = 0.25 × 80 × cos 60° = 20 × 0.5 = 10 N·m.\n\n**Final answer:** 10 N·m",
                0,
                "KE",
                "With θ measured from the handle, the perpendicular component is F sin 60°, as step 1 says; "
                "τ = 0.25 × 80 × sin 60° ≈ 17.3 N·m.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "qwq-32b",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "The gravitational field strength at the Earth's surface is 9.8 N/kg. What is it at a height "
        "above the surface equal to the Earth's radius, and what would a 70 kg astronaut weigh there?",
        "reference_answer": "2.45 N/kg; about 172 N",
        "steps": [
            (
                "Step 1: Let me restate what I know. a. At the surface, a distance R from the Earth's centre, "
                "g₀ = 9.8 N/kg.  b. The new point is a height R above the surface, so it is 2R from the centre. "
                "I need g there and the astronaut's weight.",
                1,
                None,
                None,
            ),
            (
                "Step 2: By Newton's law of gravitation, $g = GM/r^2$, which means g falls off as the inverse square of "
                "the distance from the centre. If the distance doubles, then g drops by a factor of 2² = 4.",
                1,
                None,
                None,
            ),
            (
                "Step 3: So $g = 9.8 / 4 = 2.45$ N/kg. Hmm, wait, should I use the height R instead of 2R? No, the "
                "formula needs the distance from the centre, so 2R is right.",
                1,
                None,
                None,
            ),
            (
                (
                    "Step 4: The astronaut's mass doesn't change, so the weight is W = mg = 70 kg × 2.45 N/kg ≈ 172 N. "
                    "Let me check: on the surface W = 70 × 9.8 = 686 N, and 686 ÷ 4 ≈ 172 N, which matches my "
                    "result.\n\n**Final answer:** g = 2.45 N/kg, and the astronaut weighs about 172 N."
                ),
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
        "images": [],
        "question": "The sound intensity level is β = 10 log₁₀(I/I₀) dB, with I₀ = 1.0 × 10⁻¹² W/m². One machine in a "
        "workshop produces an intensity of 1.0 × 10⁻⁵ W/m² at a worker's position. Find the intensity level, and "
        "the level when ten identical machines run together.",
        "reference_answer": "70 dB; 80 dB",
        "steps": [
            (
                "### Step 1: One machine\nSubstituting the values, we get β = 10 log₁₀(1.0 × 10⁻⁵ / 1.0 × 10⁻¹²) = "
                "10 log₁₀(10⁷) = 10 × 7 = 70 dB.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Ten machines\nIntensities from separate sources add, so ten machines give "
                "I = 10 × 1.0 × 10⁻⁵ = 1.0 × 10⁻⁴ W/m². The levels in decibels do not add, which is why we work "
                "with the intensities first.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: New level\nβ = 10 log₁₀(10⁻⁴ / 10⁻¹²) = 10 × 8 = 80 dB. So multiplying the intensity by "
                "ten raises the level by only 10 dB. This is because the decibel scale is logarithmic, and each "
                "factor of ten in intensity adds the same 10 dB.\n\n"
                "**Final answer:** 70 dB for one machine and 80 dB for ten.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "o1-mini",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test22_phys_spring_a", "test22_phys_spring_b"],
        "question": "<image_1> and <image_2> are the force–extension graphs of two light springs A and B. The springs "
        "are hooked end to end (in series) and a 12 N load hangs from the bottom. Find the spring constant of the "
        "combination and the total extension.",
        "reference_answer": "120 N/m; 10 cm",
        "steps": [
            (
                "Step 1: I need each spring's constant first, by Hooke's law F = kx. From <image_1>, spring A "
                "stretches 6.0 cm under 12 N, so k_A = 12 N ÷ 0.060 m = 200 N/m. From <image_2>, spring B stretches "
                "4.0 cm under 12 N, so k_B = 12 N ÷ 0.040 m = 300 N/m.",
                1,
                None,
                None,
            ),
            (
                "Step 2: For springs in series, the constants simply add, so $k = k_A + k_B = 200 + 300 = 500$ N/m.",
                0,
                "KE",
                "Adding constants is the rule for springs side by side (in parallel); in series the same force "
                "stretches both, so $1/k = 1/k_A + 1/k_B = 1/200 + 1/300$ and k = 120 N/m.",
            ),
            (
                "Step 3: The total extension is then $x = F/k$ = 12 N ÷ 500 N/m = 0.024 m = 2.4 cm.",
                0,
                "carried",
                "Carried error: it divides by the wrong 500 N/m of step 2; x = 12 ÷ 120 = 0.10 m = 10 cm.",
            ),
            (
                "Step 4: Let me check that with the graphs. Hmm, the whole 12 N acts on each spring, so A alone "
                "stretches 6.0 cm and B alone 4.0 cm, which gives 10 cm in total, not 2.4 cm. So the combined constant "
                "must be 12 N ÷ 0.10 m = 120 N/m, which matches 1/k = 1/200 + 1/300.\n\n"
                "**Final answer:** k = 120 N/m, and the total extension is 10 cm.",
                1,
                None,
                None,
            ),
        ],
    },
]
