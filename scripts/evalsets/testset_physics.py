"""Test set, Physics: work and power, motion graphs, echoes, transformers, electrostatics, circular motion, circuits."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle
from scripts.sample.physics import _battery, _circuit_frame, _resistor, _wire

from . import t
from .figures import figure


@figure("test_phys_distance_time")
def _distance_time(ax: Axes) -> None:
    ax.plot([0, 10, 20, 30], [0, 20, 20, 50], color="tab:blue")
    ax.set_xticks(range(0, 31, 5))
    ax.set_yticks(range(0, 61, 10))
    ax.set_xlim(0, 32)
    ax.set_ylim(0, 60)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("distance (m)")
    ax.set_title("Distance–time graph of a cyclist", fontsize=9)


def _transformer(ax: Axes, title: str, primary_turns: int, secondary_turns: int) -> None:
    ax.add_patch(Rectangle((0, 0), 6, 4, facecolor="#d9d9d9", edgecolor="black"))
    ax.add_patch(Rectangle((1.2, 1.2), 3.6, 1.6, facecolor="white", edgecolor="black"))
    for x0, turns in [(0, 6), (4.8, 10)]:
        ys = np.linspace(0.6, 3.4, turns)
        for y in ys:
            ax.plot([x0 - 0.2, x0 + 1.4], [y, y + 0.12], color="tab:orange", linewidth=1.6)
    ax.plot([-0.2, -1.2], [0.6, 0.6], color="black")
    ax.plot([-0.2, -1.2], [3.4, 3.4], color="black")
    ax.plot([6.2, 7.2], [0.6, 0.6], color="black")
    ax.plot([6.2, 7.2], [3.4, 3.4], color="black")
    ax.text(-1.3, 2.0, "230 V AC\ninput", ha="right", va="center", fontsize=8)
    ax.text(7.3, 2.0, "output", ha="left", va="center", fontsize=8)
    ax.text(0.6, -0.4, f"primary\n{primary_turns} turns", ha="center", va="top", fontsize=8)
    ax.text(5.4, -0.4, f"secondary\n{secondary_turns} turns", ha="center", va="top", fontsize=8)
    ax.set_title(title, fontsize=10)
    ax.set_xlim(-4, 9.5)
    ax.set_ylim(-2.0, 4.6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test_phys_transformer_1")
def _transformer_1(ax: Axes) -> None:
    _transformer(ax, "Image-1", 200, 1000)


@figure("test_phys_transformer_2")
def _transformer_2(ax: Axes) -> None:
    _transformer(ax, "Image-2", 1150, 60)


@figure("test_phys_two_cells")
def _two_cells(ax: Axes) -> None:
    _wire(ax, [0, 0, 7, 7, 0], [0, 4, 4, 0, 0])
    _wire(ax, [3.5, 3.5], [0, 4])
    ax.plot([3.5, 3.5], [0, 4], "o", color="black", markersize=4, zorder=3)
    _battery(ax, 0, 1.2, "12 V")
    _resistor(ax, 0, 2.9, "2 Ω", vertical=True, label_side=1)
    _resistor(ax, 3.5, 2.0, "4 Ω", vertical=True, label_side=1)
    _battery(ax, 7, 1.2, "6 V")
    _resistor(ax, 7, 2.9, "2 Ω", vertical=True, label_side=1)
    _circuit_frame(ax, "Two cells in parallel branches")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A crane lifts a 500 kg load through a height of 12 m in 20 s at a steady speed. Take g = 9.8 m/s². "
        "(a) How much work does the crane do on the load? (b) What is its useful power output? (c) If the "
        "crane's motor takes in 4.0 kW, what is its efficiency?",
        "reference_answer": "(a) 58,800 J (b) 2,940 W (c) 73.5%",
        "steps": [
            ("Step 1: The weight of the load is F = mg = 500 kg × 9.8 m/s² = 4,900 N.", 1, None, None),
            ("Step 2: Work done = force × distance = 4,900 N × 12 m = 58,800 J.", 1, None, None),
            ("Step 3: Power = work / time = 58,800 J ÷ 20 s = 2,940 W.", 1, None, None),
            (
                "Step 4: Efficiency = useful power output / power input × 100% = 2,940 W / 4,000 W × 100% = 7.35%.\n\n"
                "Final answer: (a) 58,800 J (b) 2,940 W (c) 7.35%",
                0,
                "NC",
                "2,940 / 4,000 = 0.735, i.e. 73.5%.",
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test_phys_distance_time"],
        "question": "<image_1> is the distance–time graph of a cyclist. (a) During which time interval is she at rest? "
        "(b) What is her average speed over the whole 30 s? (c) What is her speed between 20 s and 30 s?",
        "reference_answer": "(a) 10 s to 20 s (b) about 1.67 m/s (c) 3 m/s",
        "steps": [
            (
                t("""
                **Step 1: When is she at rest?**
                The graph is horizontal between 10 s and 20 s, so the distance does not change: she is at rest during this interval.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2: Average speed**
                $$v_{avg} = \\frac{\\text{total distance}}{\\text{total time}} = \\frac{50 \\text{ m}}{30 \\text{ s}} \\approx 1.67 \\text{ m/s}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3: Speed between 20 s and 30 s**
                The distance increases from 20 m to 40 m in 10 s:
                $$v = \\frac{40 - 20}{30 - 20} = \\frac{20}{10} = 2 \\text{ m/s}$$

                **Final Answer:** (a) 10 s to 20 s (b) about 1.67 m/s (c) 2 m/s
                """),
                0,
                "VI",
                "At 30 s the graph is at 50 m, not 40 m, so the speed is 30 m / 10 s = 3 m/s.",
            ),
        ],
    },
    {
        "id": "phys-ms-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A ship sends a sound pulse straight down and hears the echo from the sea bed 0.8 s later. The speed "
        "of sound in sea water is 1,500 m/s. How deep is the sea here? Could the same method be used to "
        "measure distances in space?",
        "reference_answer": "600 m; no, sound cannot travel through a vacuum",
        "steps": [
            (
                "1. The pulse travels down to the sea bed and back up again, so the total distance it travels is twice "
                "the depth.",
                1,
                None,
                None,
            ),
            ("2. Distance travelled = speed × time = 1,500 m/s × 0.8 s = 1,200 m.", 1, None, None),
            ("3. Depth = 1,200 m ÷ 2 = **600 m**.", 1, None, None),
            (
                "4. The method cannot be used in space, because sound waves travel too fast in a vacuum for the echo to "
                "be timed.\n\n**Final Answer:** The sea is 600 m deep; the method does not work in space.",
                0,
                "KE",
                "Sound needs a medium and cannot travel through the vacuum of space at all.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test_phys_transformer_1", "test_phys_transformer_2"],
        "question": "<image_1> and <image_2> show two ideal transformers connected to the 230 V AC mains. Which one is a "
        "step-down transformer, and what is its output voltage? (A) Image-1, 12 V (B) Image-2, 12 V "
        "(C) Image-2, 46 V (D) Image-1, 1150 V",
        "reference_answer": "(B)",
        "steps": [
            (
                t("""
                ### Step 1: Read the number of turns from each diagram
                - Image-1: primary coil 200 turns, secondary coil 1000 turns
                - Image-2: primary coil 1150 turns, secondary coil 60 turns
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Use the transformer equation
                For an ideal transformer, $\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Image-1
                $V_s = 230 \\times \\frac{1000}{200} = 1150$ V. The output voltage is higher than the input, so Image-1 is a step-up transformer.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Image-2
                $V_s = 230 \\times \\frac{60}{1150} = 12$ V, so Image-2 is the step-down transformer.

                **Final Answer:** (B) Image-2, 12 V
                """),
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "Two point charges, q₁ = +3.0 μC and q₂ = −5.0 μC, are 0.30 m apart in air "
        "(k = 8.99 × 10⁹ N·m²/C²). (a) Find the magnitude of the force between them. (b) Is it attractive "
        "or repulsive? (c) What is the force if the separation is halved?",
        "reference_answer": "(a) 1.5 N (b) attractive (c) four times larger, 6.0 N",
        "steps": [
            (
                "**Step 1:** Coulomb's law gives the magnitude of the force: $F = k\\frac{|q_1 q_2|}{r^2}$.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2:** Substituting the values, we get
                $$F = 8.99 \\times 10^9 \\times \\frac{(3.0 \\times 10^{-6})(5.0 \\times 10^{-6})}{(0.30)^2} = \\frac{0.135}{0.09} \\approx 1.5 \\text{ N}$$
                """),
                1,
                None,
                None,
            ),
            ("**Step 3:** The charges have opposite signs, so the force is attractive.", 1, None, None),
            (
                "**Step 4:** The force is inversely proportional to the distance, so halving the separation doubles the "
                "force to about 3.0 N.\n\n**Final Answer:** (a) 1.5 N (b) attractive (c) it doubles to 3.0 N",
                0,
                "KE",
                "Coulomb's force follows an inverse-square law: halving r multiplies F by 4, giving 6.0 N.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A 1,000 kg car rounds a flat, unbanked curve of radius 50 m. The coefficient of static friction "
        "between the tyres and the road is 0.80 (g = 9.8 m/s²). (a) What is the maximum speed at which it "
        "can take the curve without skidding? (b) Does this maximum speed depend on the car's mass?",
        "reference_answer": "(a) about 19.8 m/s (b) no",
        "steps": [
            (
                t("""
                To keep the car on the circular path, friction must supply the centripetal force.

                Step 1: The maximum static friction force is \\(f_{max} = \\mu_s N = \\mu_s mg\\), since on a flat road the normal force equals the weight.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                Step 2: Setting the maximum friction equal to the required centripetal force:
                \\[ \\mu_s mg = \\frac{m v^2}{r} \\]
                """),
                1,
                None,
                None,
            ),
            ("Step 3: Solving for v: \\(v_{max} = \\sqrt{\\mu_s g r}\\).", 1, None, None),
            (
                "Step 4: Substituting the values, we get \\(v_{max} = \\sqrt{0.80 \\times 9.8 \\times 50} = \\sqrt{392} "
                "\\approx 19.8\\) m/s.",
                1,
                None,
                None,
            ),
            (
                "Step 5: The mass cancels in Step 2, so the maximum speed does not depend on the mass of the car.\n\n"
                "**Final Answer:** (a) about 19.8 m/s (b) no, it is independent of the mass.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test_phys_two_cells"],
        "question": "In the circuit of <image_1>, the cells have no internal resistance. Find the current through the "
        "4 Ω resistor and the current through the 6 V cell, giving its direction.",
        "reference_answer": "1.8 A; 0.6 A downward through the 6 V cell (from + to −, charging it)",
        "steps": [
            (
                "To solve this, I'll use the node-voltage method with Kirchhoff's current law.\n\n**Step 1: Define "
                "the unknowns.** Let V be the potential of the top junction relative to the bottom junction. Take the "
                "currents $I_1$ (left branch) and $I_2$ (right branch) as flowing upward through the cells, and $I_3$ as "
                "flowing downward through the 4 Ω resistor.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2: Express each current in terms of V.**
                $$I_1 = \\frac{12 - V}{2}, \\quad I_2 = \\frac{6 - V}{2}, \\quad I_3 = \\frac{V}{4}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3: Apply Kirchhoff's current law at the top junction.** $I_1 + I_2 = I_3$, so
                $$\\frac{12 - V}{2} + \\frac{6 - V}{2} = \\frac{V}{4}$$
                """),
                1,
                None,
                None,
            ),
            (
                "**Step 4: Solve for V.** Multiplying by 4: $24 - 2V + 12 - 2V = V$, so $36 = 5V$ and $V = 7.2$ V.",
                1,
                None,
                None,
            ),
            ("**Step 5: Currents.** $I_3 = 7.2/4 = 1.8$ A and $I_2 = (6 - 7.2)/2 = -0.6$ A.", 1, None, None),
            (
                "**Step 6: Direction.** The negative sign means the assumed direction was wrong, but only the magnitude "
                "matters here: 0.6 A flows upward through the 6 V cell, from its negative to its positive terminal.\n\n"
                "**Final Answer:** 1.8 A through the 4 Ω resistor; 0.6 A upward through the 6 V cell.",
                0,
                "RE",
                "I₂ = −0.6 A means the current flows opposite to the assumed upward direction: 0.6 A downward through "
                "the 6 V cell, from + to −.",
            ),
        ],
    },
]
