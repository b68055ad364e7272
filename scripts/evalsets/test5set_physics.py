"""Fifth test set, Physics: pressure under a block, an echo from a cliff, a spring's force-extension graph,
a converging lens, a proton in a magnetic field, melting ice in warm water."""

from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from . import t
from .figures import figure
from .test5set_math import bad, ok


@figure("test5_physics_block")
def _block(ax: Axes) -> None:
    front = [(0, 0), (5, 0), (5, 3), (0, 3)]
    top = [(0, 3), (5, 3), (6.2, 4.2), (1.2, 4.2)]
    side = [(5, 0), (6.2, 1.2), (6.2, 4.2), (5, 3)]
    for face, shade in ((front, "burlywood"), (top, "wheat"), (side, "tan")):
        ax.add_patch(Polygon(face, closed=True, facecolor=shade, edgecolor="black", linewidth=1.2))
    ax.plot([-1, 8], [0, 0], color="black", linewidth=2)
    ax.text(2.5, -0.6, "0.50 m", ha="center", fontsize=10)
    ax.text(6.0, 0.4, "0.20 m", fontsize=10, rotation=45)
    ax.text(-0.2, 1.5, "0.30 m", ha="right", va="center", fontsize=10)
    ax.text(2.5, 1.5, "30 kg", ha="center", va="center", fontsize=11)
    ax.set_xlim(-2, 8)
    ax.set_ylim(-1.2, 5)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test5_physics_spring_graph")
def _spring_graph(ax: Axes) -> None:
    ax.plot([0, 0.25], [0, 10], color="tab:green", linewidth=2)
    ax.plot([0.20], [8.0], "o", color="black")
    ax.set_xticks([0, 0.05, 0.10, 0.15, 0.20, 0.25])
    ax.set_yticks(range(0, 11))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 0.27)
    ax.set_ylim(0, 11)
    ax.set_xlabel("extension x (m)")
    ax.set_ylabel("force F (N)")


@figure("test5_physics_bfield")
def _bfield(ax: Axes) -> None:
    for x in range(1, 8):
        for y in range(0, 5):
            ax.plot([x], [y], "o", markersize=6, markerfacecolor="white", markeredgecolor="tab:blue")
            ax.plot([x], [y], ".", markersize=2, color="tab:blue")
    ax.plot([-1.2], [4], "o", color="tab:red", markersize=8)
    ax.text(-1.2, 4.4, "p⁺", ha="center", fontsize=10)
    ax.annotate("", xy=(0.4, 4), xytext=(-1.0, 4), arrowprops={"arrowstyle": "->", "color": "tab:red"})
    ax.text(-0.3, 3.4, "v", ha="center", fontsize=10)
    ax.text(4, -1, "B = 0.50 T (out of the page)", ha="center", fontsize=9)
    ax.set_xlim(-2, 8.5)
    ax.set_ylim(-1.6, 5)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test5_physics_block"],
        "question": "The solid block in <image_1> has a mass of 30 kg and rests on the face that measures 0.50 m by "
        "0.20 m. What pressure does it exert on the floor? Use g = 9.8 N/kg.",
        "reference_answer": "2940 Pa",
        "steps": [
            ok(
                t("""
                Pressure is force per unit area, so I need the block's weight and the area of the face that touches
                the floor.

                **Step 1:** The weight is $W = mg = 30 \\times 9.8 = 294$ N, and this is the force pressing on the floor.
                """)
            ),
            ok(
                "**Step 2:** The contact face measures 0.50 m by 0.20 m, which gives an area "
                "$A = 0.50 \\times 0.20 = 0.10$ m²; the 0.30 m height plays no part because it is not in contact."
            ),
            ok(
                t("""
                **Step 3:** Substituting the values, we get $p = \\frac{F}{A} = \\frac{294\\ \\text{N}}{0.10\\ \\text{m}^2}
                = 2940$ Pa.

                **Final answer:** 2940 Pa (about 2.9 kPa)
                """)
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A hiker standing in front of a vertical cliff claps her hands and hears the echo 1.5 s later. "
        "If sound travels at 340 m/s, how far away is the cliff?",
        "reference_answer": "255 m",
        "steps": [
            ok(
                "Step 1: An echo is produced when the sound of the clap reflects from the cliff and comes back to "
                "the hiker, and in air this sound travels at a steady 340 m/s."
            ),
            ok("Step 2: In 1.5 s the sound covers a distance $d = v t = 340 \\times 1.5 = 510$ m."),
            ok(
                "Step 3: This 510 m is the path to the cliff and back again, so the cliff is only half of it away: "
                "$510 \\div 2 = 255$ m."
            ),
            ok("Step 4: Final answer: the cliff is 255 m from the hiker."),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test5_physics_spring_graph"],
        "question": "<image_1> shows how the force needed to stretch a spring depends on its extension. Find the "
        "spring constant and the elastic potential energy stored when the spring is stretched by 0.15 m.",
        "reference_answer": "k = 40 N/m; E = 0.45 J",
        "steps": [
            ok(
                "### Step 1: What the graph tells us\nThe line is straight and passes through the origin, so the force "
                "is proportional to the extension, which is Hooke's law $F = kx$ with k equal to the slope."
            ),
            bad(
                "### Step 2: Read a point\nThe marked point on the line shows a force of 8.0 N at an extension of "
                "0.25 m.",
                "VI",
                "The marked point is at 0.20 m, not 0.25 m (the line reaches 10 N at 0.25 m).",
            ),
            bad(
                "### Step 3: Spring constant\nDividing the force by the extension at that point, the slope gives "
                "$k = \\frac{8.0}{0.25} = 32$ N/m.",
                "carried",
                "Slope taken correctly from the misread point of step 2; k is 8.0/0.20 = 40 N/m.",
            ),
            bad(
                t("""
                ### Step 4: Stored energy
                The stored energy is the area under the line up to $x = 0.15$ m, which is $E = \\frac{1}{2}kx^2$.
                Substituting the values, we get $E = \\frac{1}{2} \\times 32 \\times 0.15^2 = 0.36$ J.

                **Final answer:** $k = 32$ N/m and $E = 0.36$ J
                """),
                "carried",
                "The formula is right but it uses k = 32 N/m from step 3; with k = 40 N/m, E = 0.45 J.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An object 4.0 cm tall stands 30 cm in front of a converging lens of focal length 10 cm. Where is "
        "the image formed, how tall is it, and is it real or virtual?",
        "reference_answer": "15 cm behind the lens; 2.0 cm tall; real and inverted",
        "steps": [
            ok(
                "**Step 1: Choose the lens equation.** With the real-is-positive convention, "
                "$\\frac{1}{f} = \\frac{1}{u} + \\frac{1}{v}$, where u = 30 cm is the object distance and f = 10 cm."
            ),
            ok(
                "**Step 2: Solve for the image distance.** Rearranging gives "
                "$\\frac{1}{v} = \\frac{1}{10} - \\frac{1}{30} = \\frac{3 - 1}{30} = \\frac{1}{15}$, so v = 15 cm, "
                "which is positive and therefore on the far side of the lens."
            ),
            ok(
                "**Step 3: Magnification.** The size of the magnification is $|m| = \\frac{v}{u} = \\frac{15}{30} = 0.5$, "
                "so the image is half as tall as the object: $0.5 \\times 4.0 = 2.0$ cm."
            ),
            ok(
                t("""
                **Step 4: Nature of the image.** Because the object is beyond 2f = 20 cm, the image falls between f and
                2f and is real, inverted and diminished, which agrees with v = 15 cm.

                **Final answer:** a real, inverted image 2.0 cm tall, formed 15 cm behind the lens.
                """)
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test5_physics_bfield"],
        "question": "A proton enters the uniform magnetic field of <image_1> (B = 0.50 T, out of the page) moving to "
        "the right at 2.0 × 10⁶ m/s. Find the radius of its circular path, the period of the motion, and whether it "
        "turns clockwise or anticlockwise as seen in the figure. Use m = 1.67 × 10⁻²⁷ kg and e = 1.60 × 10⁻¹⁹ C.",
        "reference_answer": "r ≈ 0.042 m; T ≈ 1.3 × 10⁻⁷ s; clockwise",
        "steps": [
            ok(
                "Step 1: The magnetic force $qvB$ is always perpendicular to the velocity, so it supplies the "
                "centripetal force: $qvB = \\frac{mv^2}{r}$, which gives $r = \\frac{mv}{qB}$."
            ),
            bad(
                "Step 2: Substituting the values, we get $r = \\frac{1.67 \\times 10^{-27} \\times 2.0 \\times 10^{6}}"
                "{1.60 \\times 10^{-19} \\times 0.50} = \\frac{3.34 \\times 10^{-21}}{8.0 \\times 10^{-20}} = 0.42$ m.",
                "NC",
                "3.34 × 10⁻²¹ / 8.0 × 10⁻²⁰ = 0.042 m, not 0.42 m.",
            ),
            bad(
                "Step 3: The period is the circumference divided by the speed, "
                "$T = \\frac{2\\pi r}{v} = \\frac{2\\pi \\times 0.42}{2.0 \\times 10^{6}} \\approx 1.3 \\times 10^{-6}$ s.",
                "carried",
                "The formula is right but it uses the tenfold radius of step 2; T ≈ 1.3 × 10⁻⁷ s.",
            ),
            ok(
                "Step 4: For a positive charge the force is along $\\vec{v} \\times \\vec{B}$; with $\\vec{v}$ to the "
                "right (+x) and $\\vec{B}$ out of the page (+z), $\\hat{x} \\times \\hat{z} = -\\hat{y}$, so the force "
                "first points down the page and the proton curves clockwise."
            ),
            bad(
                "Step 5: Final answer: r ≈ 0.42 m, T ≈ 1.3 × 10⁻⁶ s, and the proton turns clockwise.",
                "carried",
                "The sense of rotation is right but radius and period carry the error of step 2.",
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "200 g of ice at −10 °C is dropped into 500 g of water at 40 °C in an insulated container. Find "
        "the final temperature. Use c(ice) = 2.1 J/(g·K), c(water) = 4.18 J/(g·K) and L(fusion) = 334 J/g.",
        "reference_answer": "about 4.3 °C",
        "steps": [
            ok(
                "**Step 1: Heat the ice needs.** Warming the ice to 0 °C takes $200 \\times 2.1 \\times 10 = 4200$ J "
                "and melting it takes $200 \\times 334 = 66\\,800$ J, so the ice absorbs 71 000 J before any of it can "
                "warm above 0 °C."
            ),
            ok(
                "**Step 2: Does all the ice melt?** Cooling the 500 g of water all the way to 0 °C would release "
                "$500 \\times 4.18 \\times 40 = 83\\,600$ J, which is more than 71 000 J, and therefore all the ice melts "
                "while the final temperature T stays above 0 °C."
            ),
            ok(
                "**Step 3: Heat balance.** Heat lost by the warm water equals the heat gained by the ice and its "
                "meltwater: $500 \\times 4.18\\,(40 - T) = 71\\,000 + 200 \\times 4.18\\,T$, i.e. "
                "$83\\,600 - 2090\\,T = 71\\,000 + 836\\,T$."
            ),
            bad(
                t("""
                **Step 4: Solve for T.** Collecting the T terms on one side, we get $12\\,600 = 1254\\,T$, so
                $T \\approx 10.0$ °C.

                **Final answer:** the mixture settles at about 10 °C.
                """),
                "SC",
                "Moving −2090T across gives 2090T + 836T = 2926T, so T = 12 600 / 2926 ≈ 4.3 °C.",
            ),
        ],
    },
]
