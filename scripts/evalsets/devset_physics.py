"""Development set, Physics: Hooke's law, hydraulics, collisions, radioactive decay, lens systems."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from . import t
from .figures import figure


@figure("dev_phys_spring_load")
def _spring_load(ax: Axes) -> None:
    ax.add_patch(Rectangle((-1.2, 9.6), 2.4, 0.4, facecolor="#bbbbbb", edgecolor="black"))
    y = np.linspace(9.6, 5.0, 400)
    ax.plot(0.35 * np.sin(2 * np.pi * 9 * (y - 5.0) / 4.6), y, color="black", linewidth=1.1)
    ax.plot([0, 0], [5.0, 4.5], color="black")
    ax.add_patch(Rectangle((-0.8, 3.0), 1.6, 1.5, facecolor="#f6c56b", edgecolor="black"))
    ax.text(0, 3.75, "4.0 N", ha="center", va="center", fontsize=10)
    ax.set_title("Spring with load", fontsize=9)
    ax.set_xlim(-3, 3)
    ax.set_ylim(2.5, 10.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("dev_phys_force_extension")
def _force_extension(ax: Axes) -> None:
    ax.plot([0, 12], [0, 6], color="tab:red")
    ax.plot([10], [5], "o", color="tab:red", markersize=4)
    ax.set_xlim(0, 12)
    ax.set_ylim(0, 7)
    ax.set_xticks(range(0, 13, 2))
    ax.set_yticks(range(8))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("extension x (cm)")
    ax.set_ylabel("force F (N)")
    ax.set_title("Force–extension graph of the spring", fontsize=9)


@figure("dev_phys_decay_curve")
def _decay_curve(ax: Axes) -> None:
    hours = np.linspace(0, 30, 300)
    ax.plot(hours, 800 * 0.5 ** (hours / 6), color="tab:green")
    ax.set_xticks(range(0, 31, 6))
    ax.set_yticks(range(0, 901, 100))
    ax.set_xlim(0, 30)
    ax.set_ylim(0, 900)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (hours)")
    ax.set_ylabel("activity (counts/min)")
    ax.set_title("Activity of a radioactive sample", fontsize=9)


@figure("dev_phys_two_lenses")
def _two_lenses(ax: Axes) -> None:
    ax.axhline(0, color="gray", linewidth=0.8)
    for x, name in [(0, "L₁\nf₁ = 10 cm"), (40, "L₂\nf₂ = 20 cm")]:
        ax.annotate("", xy=(x, 9), xytext=(x, -9), arrowprops=dict(arrowstyle="<->", linewidth=1.6, color="tab:blue"))
        ax.text(x, 10, name, ha="center", va="bottom", fontsize=8)
    ax.annotate("", xy=(-15, 5), xytext=(-15, 0), arrowprops=dict(arrowstyle="->", linewidth=1.6, color="tab:red"))
    ax.text(-15, 5.8, "object", ha="center", fontsize=8)
    for x0, x1, y, label in [(-15, 0, -12, "15 cm"), (0, 40, -12, "40 cm")]:
        ax.annotate("", xy=(x0, y), xytext=(x1, y), arrowprops=dict(arrowstyle="<->", linewidth=0.9))
        ax.text((x0 + x1) / 2, y - 1.2, label, ha="center", va="top", fontsize=8)
    ax.set_xlim(-22, 50)
    ax.set_ylim(-17, 17)
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["dev_phys_spring_load", "dev_phys_force_extension"],
        "question": "<image_1> shows a spring hanging from a clamp with a load attached, and <image_2> shows the "
        "force–extension graph measured for the same spring. (a) What is the spring constant in N/m? "
        "(b) How far does the load in <image_1> stretch the spring?",
        "reference_answer": "(a) 50 N/m (b) 0.08 m = 8 cm",
        "steps": [
            (
                "Step 1: From the graph in <image_2>, the line passes through the origin and through the point "
                "(10 cm, 5.0 N).",
                1,
                None,
                None,
            ),
            ("Step 2: The spring constant is the gradient: k = F/x = 5.0 N / 0.10 m = 50 N/m.", 1, None, None),
            ("Step 3: In <image_1>, the load hanging on the spring is 4.0 N.", 1, None, None),
            (
                "Step 4: Using Hooke's law, x = F/k = 4.0 N ÷ 50 N/m = 0.8 m = 80 cm.\n\nFinal answer: (a) k = 50 N/m "
                "(b) 80 cm",
                0,
                "NC",
                "4.0 ÷ 50 = 0.08, so the extension is 0.08 m = 8 cm.",
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "In a hydraulic lift, the small piston has an area of 20 cm² and the large piston an area of 800 cm². "
        "What force on the small piston is needed to hold up a car of weight 12,000 N on the large piston, "
        "and what is the pressure in the fluid?",
        "reference_answer": "300 N; 150 kPa",
        "steps": [
            (
                t("""
                **Step 1: Apply Pascal's principle.** The pressure is transmitted equally throughout the fluid, so
                $$\\frac{F_1}{A_1} = \\frac{F_2}{A_2}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 2: Solve for the force on the small piston.**
                $$F_1 = F_2 \\times \\frac{A_1}{A_2} = 12{,}000 \\times \\frac{20}{800} = 300 \\text{ N}$$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 3: Find the pressure.** For the large piston, $A_2 = 800 \\text{ cm}^2 = 0.08 \\text{ m}^2$, so
                $$P = \\frac{12{,}000 \\text{ N}}{0.08 \\text{ m}^2} = 150{,}000 \\text{ Pa} = 150 \\text{ kPa}$$
                """),
                1,
                None,
                None,
            ),
            (
                "**Final Answer:** A force of **300 N** is needed on the small piston, and the pressure in the fluid is "
                "**150 kPa**.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A 1,200 kg car moving east at 15 m/s collides with a 1,800 kg van at rest, and the two vehicles "
        "move off together. Find their common velocity just after the collision and the kinetic energy "
        "lost in the collision.",
        "reference_answer": "6 m/s east; 81,000 J",
        "steps": [
            (
                t("""
                This is a perfectly inelastic collision, so momentum is conserved but kinetic energy is not.

                ### Step 1: Momentum before the collision
                $p = m_1 v_1 = 1200 \\times 15 = 18{,}000\\ \\text{kg·m/s}$ (the van is at rest).
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 2: Common velocity
                $v = \\frac{18{,}000}{1200 + 1800} = \\frac{18{,}000}{3000} = 6\\ \\text{m/s}$ east
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 3: Kinetic energy before
                $KE_1 = \\frac{1}{2}(1200)(15)^2 = 135{,}000\\ \\text{J}$
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                ### Step 4: Kinetic energy after
                $KE_2 = \\frac{1}{2}(3000)(6)^2 = 54{,}000\\ \\text{J}$

                **Final Answer:** The common velocity is 6 m/s east, and the kinetic energy is 54,000 J.
                """),
                0,
                "QU",
                "The question asks for the kinetic energy lost: 135,000 J − 54,000 J = 81,000 J, not the energy left.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["dev_phys_decay_curve"],
        "question": "<image_1> shows how the activity of a radioactive sample changes with time. (a) What is the "
        "half-life? (b) Predict the activity after 30 hours. (c) What fraction of the original radioactive "
        "nuclei are left after 24 hours?",
        "reference_answer": "(a) 6 h (b) 25 counts/min (c) 1/16",
        "steps": [
            (
                "**Step 1: Read the graph.** The initial activity is 800 counts/min. It falls to 400 counts/min at "
                "t = 6 h and to 200 counts/min at t = 12 h.",
                1,
                None,
                None,
            ),
            (
                "**Step 2: Half-life.** The activity halves every 6 hours, so the half-life is $t_{1/2} = 6$ h.",
                1,
                None,
                None,
            ),
            (
                "**Step 3: Activity after 30 h.** 30 h is $30/6 = 5$ half-lives, so the activity is "
                "$800 \\times (1/2)^5 = 800/32 = 25$ counts/min.",
                1,
                None,
                None,
            ),
            (
                t("""
                **Step 4: Fraction left after 24 h.** 24 h is $24/6 = 4$ half-lives, so the fraction remaining is $(1/2)^4 = 1/8$.

                **Final Answer:** (a) 6 h (b) 25 counts/min (c) 1/8
                """),
                0,
                "NC",
                "(1/2)^4 = 1/16, not 1/8.",
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["dev_phys_two_lenses"],
        "question": "Two thin converging lenses are placed on a common axis as shown in <image_1>: L₁ with focal length "
        "10 cm and L₂ with focal length 20 cm, 40 cm apart. An object stands 15 cm in front of L₁. Find the "
        "position and nature of the final image and the total magnification.",
        "reference_answer": "20 cm in front of L₂ (between the lenses), virtual, inverted, magnification −4",
        "steps": [
            (
                t("""
                Let's trace the light through one lens at a time using the thin-lens equation \\(\\frac{1}{f} = \\frac{1}{u} + \\frac{1}{v}\\) (real-is-positive convention).

                Step 1: From the diagram, the object is 15 cm in front of lens L₁ (f₁ = 10 cm), and L₂ (f₂ = 20 cm) is 40 cm beyond L₁.
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                Step 2: Image formed by L₁:
                \\[ \\frac{1}{v_1} = \\frac{1}{10} - \\frac{1}{15} = \\frac{1}{30} \\Rightarrow v_1 = 30 \\text{ cm} \\]
                The magnification is \\(m_1 = -\\frac{v_1}{u_1} = -\\frac{30}{15} = -2\\).
                """),
                1,
                None,
                None,
            ),
            (
                "Step 3: This image is 40 − 30 = 10 cm in front of L₂, so it acts as a real object for L₂ with "
                "\\(u_2 = 10\\) cm.",
                1,
                None,
                None,
            ),
            (
                t("""
                Step 4: Image formed by L₂:
                \\[ \\frac{1}{v_2} = \\frac{1}{20} - \\frac{1}{10} = -\\frac{1}{20} \\Rightarrow v_2 = -20 \\text{ cm} \\]
                so the final image is 20 cm from L₂ on the side the light comes from, and \\(m_2 = -\\frac{v_2}{u_2} = +2\\).
                """),
                1,
                None,
                None,
            ),
            (
                t("""
                Step 5: The total magnification is \\(m = m_1 m_2 = (-2)(+2) = -4\\), so the final image is inverted and four times the size of the object. Because \\(v_2\\) is negative, the final image is real and could be caught on a screen.

                **Final Answer:** The final image is 20 cm in front of L₂ (between the lenses), inverted, magnified 4 times, and real.
                """),
                0,
                "KE",
                "A negative image distance means a virtual image: the final image cannot be caught on a screen.",
            ),
        ],
    },
]
