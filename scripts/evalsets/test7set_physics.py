"""Seventh test set, Physics: floating blocks, a plane mirror, an impulse graph, the Doppler effect, the photoelectric effect, a discharging capacitor."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test7_phys_mirror")
def _mirror(ax: Axes) -> None:
    ax.plot([-3.0, 3.0], [0.0, 0.0], color="black", linewidth=2.5)
    for x in np.linspace(-2.9, 2.9, 15):
        ax.plot([x, x - 0.2], [0.0, -0.2], color="gray", linewidth=0.8)
    ax.plot([0.0, 0.0], [0.0, 2.4], color="gray", linestyle="--", linewidth=1)
    ax.text(0.08, 2.3, "normal", fontsize=8)
    angle = np.deg2rad(35)
    start = (-2.6 * np.cos(angle) * 1.2, 2.6 * np.sin(angle) * 1.2)
    ax.annotate("", xy=(0, 0), xytext=start, arrowprops={"arrowstyle": "->", "color": "tab:red", "linewidth": 1.6})
    ax.text(-1.55, 0.18, "35°", fontsize=10)
    ax.text(start[0], start[1] + 0.15, "incident ray", fontsize=8)
    ax.text(1.2, -0.55, "plane mirror", fontsize=8)
    ax.set_xlim(-3.2, 3.2)
    ax.set_ylim(-0.8, 2.7)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test7_phys_force_time")
def _force_time(ax: Axes) -> None:
    ax.plot([0, 20, 40, 50], [0, 600, 0, 0], color="tab:purple")
    ax.set_xticks(range(0, 51, 10))
    ax.set_yticks(range(0, 701, 100))
    ax.set_xlim(0, 50)
    ax.set_ylim(0, 700)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (ms)")
    ax.set_ylabel("force (N)")
    ax.set_title("Force on a 0.15 kg ball during a kick", fontsize=9)


@figure("test7_phys_rc_circuit")
def _rc_circuit(ax: Axes) -> None:
    ax.plot([0, 0, 4, 4, 0], [0, 2, 2, 0, 0], color="black", linewidth=1.2)
    ax.add_patch(Rectangle((1.4, 1.8), 1.2, 0.4, facecolor="white", edgecolor="black", zorder=3))
    ax.text(2.0, 2.35, "R = 20 kΩ", ha="center", fontsize=9)
    ax.plot([-0.3, 0.3], [1.05, 1.05], color="black", linewidth=2, zorder=3)
    ax.plot([-0.3, 0.3], [0.95, 0.95], color="black", linewidth=2, zorder=3)
    ax.add_patch(Rectangle((-0.35, 0.96), 0.7, 0.08, facecolor="white", edgecolor="white", zorder=2))
    ax.text(-0.45, 1.0, "C = 100 μF\ncharged to 12 V", ha="right", va="center", fontsize=9)
    ax.plot([2.0, 2.4], [0.0, 0.25], color="black", linewidth=1.2)
    ax.add_patch(Rectangle((1.98, -0.05), 0.45, 0.1, facecolor="white", edgecolor="white", zorder=2))
    ax.text(2.2, -0.35, "switch S", ha="center", fontsize=9)
    ax.set_xlim(-2.2, 4.6)
    ax.set_ylim(-0.7, 2.8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A wooden block measures 10 cm × 5.0 cm × 4.0 cm and has a mass of 140 g. Find its density and "
        "decide whether it floats in water (density 1.0 g/cm³).",
        "reference_answer": "0.70 g/cm³; it floats",
        "steps": [
            (
                "**Step 1:** The block's volume is length × width × height, which is "
                "10 cm × 5.0 cm × 4.0 cm = 200 cm³.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Density is mass divided by volume, so $\\rho = \\dfrac{140\\ \\text{g}}{200\\ \\text{cm}^3} "
                "= 0.70\\ \\text{g/cm}^3$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** An object floats if its density is less than that of the liquid, and since "
                "0.70 g/cm³ < 1.0 g/cm³, the block floats, with 70% of its volume under the surface.\n\n"
                "**Final answer:** density = 0.70 g/cm³; the block floats.",
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
        "images": ["test7_phys_mirror"],
        "question": "A ray of light strikes the plane mirror in <image_1>. What are the angle of incidence and the "
        "angle of reflection, and what angle does the reflected ray make with the mirror?",
        "reference_answer": "55°, 55°, 35°",
        "steps": [
            (
                "Step 1: The figure marks the angle between the incident ray and the normal as 35°, so the angle of "
                "incidence is 35°.",
                0,
                "VI",
                "The 35° in the figure is measured between the ray and the mirror surface, so the angle of incidence, "
                "measured from the normal, is 90° − 35° = 55°.",
            ),
            (
                "Step 2: By the law of reflection, the angle of reflection equals the angle of incidence, so it is "
                "also 35°.",
                0,
                "carried",
                "Carried error: applies the law correctly to the 35° of step 1; the angle of reflection is 55°.",
            ),
            (
                "Step 3: The reflected ray therefore makes 90° − 35° = 55° with the mirror surface.\n\n"
                "Final answer: incidence 35°, reflection 35°, 55° to the mirror",
                0,
                "carried",
                "Carried error: starts from the 35° of step 2; the reflected ray makes 90° − 55° = 35° with the mirror.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test7_phys_force_time"],
        "question": "<image_1> shows the force on a 0.15 kg ball, initially at rest, while it is kicked. Find the "
        "impulse on the ball and its speed just after the kick.",
        "reference_answer": "12 N·s; 80 m/s",
        "steps": [
            (
                "### Step 1: Read the graph\nThe force rises from 0 to a peak of 600 N at 20 ms and falls back to "
                "zero at 40 ms, so the contact lasts 40 ms = 0.040 s.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Impulse\nThe impulse equals the area under the force–time graph, which here is a "
                "triangle:\n$$J = \\tfrac{1}{2} \\times 0.040\\ \\text{s} \\times 600\\ \\text{N} = 12\\ \\text{N·s}$$",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Speed\nBy the impulse–momentum theorem, $J = m\\Delta v$, and because the ball starts at "
                "rest, $v = \\dfrac{J}{m} = \\dfrac{12}{0.15} = 80$ m/s.\n\n**Final answer:** impulse 12 N·s, "
                "speed 80 m/s",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An ambulance's siren emits 700 Hz while the ambulance drives straight towards a stationary "
        "listener at 25 m/s. Taking the speed of sound as 340 m/s, what frequency does the listener hear?",
        "reference_answer": "about 756 Hz",
        "steps": [
            (
                "This is a Doppler-effect problem with a moving source and a stationary observer.\n\n"
                "**Step 1:** The data are $f = 700$ Hz, $v = 340$ m/s and $v_s = 25$ m/s.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For a source moving towards the listener, the waves are stretched out behind it, so "
                "we use $f' = f\\,\\dfrac{v}{v + v_s}$.",
                0,
                "KE",
                "A source approaching the listener squeezes the wavefronts together, so f' = f·v/(v − v_s); the "
                "plus sign is for a receding source.",
            ),
            (
                "**Step 3:** Substituting the values, we get $f' = 700 \\times \\dfrac{340}{365} \\approx 652$ Hz, "
                "which is lower than the emitted pitch.\n\n**Final answer:** about 652 Hz",
                0,
                "carried",
                "Carried error: the arithmetic follows the wrong formula of step 2; the listener hears "
                "700 × 340/315 ≈ 756 Hz.",
            ),
        ],
    },
    {
        "id": "phys-hs-03",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "Ultraviolet light of wavelength 250 nm falls on a metal whose work function is 2.30 eV. Find the "
        "maximum kinetic energy of the emitted photoelectrons in eV and the stopping potential. "
        "(Use hc = 1240 eV·nm.)",
        "reference_answer": "about 2.66 eV; about 2.66 V",
        "steps": [
            (
                "Step 1: The energy of each photon is $E = \\dfrac{hc}{\\lambda} = \\dfrac{1240\\ \\text{eV·nm}}"
                "{250\\ \\text{nm}} = 4.96$ eV.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using Einstein's photoelectric equation, $K_{max} = E - \\phi$, where the work function "
                "is the least energy an electron needs to leave the surface, we get $K_{max} = 4.96 - 2.30 = "
                "2.66$ eV.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The stopping potential is the voltage that just removes this kinetic energy, so "
                "$eV_s = K_{max}$ and $V_s = 2.66$ V.\n\nFinal answer: $K_{max}$ ≈ 2.66 eV, stopping potential "
                "≈ 2.66 V",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test7_phys_rc_circuit"],
        "question": "In <image_1>, the capacitor is charged to 12 V and switch S is then closed so that it discharges "
        "through the resistor. Find (a) the time constant, (b) the energy stored at the start, and (c) how long it "
        "takes for the capacitor's voltage to fall to 3.0 V.",
        "reference_answer": "(a) 2.0 s (b) 7.2 mJ (c) about 2.8 s",
        "steps": [
            (
                "1. **Time constant.** With R = 20 kΩ and C = 100 μF from the diagram, "
                "$\\tau = RC = (20 \\times 10^3)(100 \\times 10^{-6}) = 2.0$ s.",
                1,
                None,
                None,
            ),
            (
                "2. **Stored energy.** The energy in a charged capacitor is "
                "$E = \\tfrac{1}{2}CV^2 = \\tfrac{1}{2}(100 \\times 10^{-6})(12)^2 = 7.2 \\times 10^{-3}$ J.",
                1,
                None,
                None,
            ),
            (
                "3. **Discharge law.** While the capacitor discharges, its voltage decays exponentially, "
                "$V(t) = V_0 e^{-t/\\tau}$.",
                1,
                None,
                None,
            ),
            (
                "4. **Solving for t.** Taking logarithms gives $\\ln(V_0/V) = t/\\tau$, which rearranges to "
                "$t = \\dfrac{\\ln(V_0/V)}{\\tau}$.",
                0,
                "SC",
                "From ln(V₀/V) = t/τ the time is t = τ·ln(V₀/V); dividing by τ is an algebra slip.",
            ),
            (
                "5. Substituting the values, we get $t = \\dfrac{\\ln(12/3.0)}{2.0} = \\dfrac{1.386}{2.0} "
                "\\approx 0.69$ s.\n\n**Final answer:** (a) 2.0 s (b) 7.2 mJ (c) about 0.69 s",
                0,
                "carried",
                "Carried error: uses the rearrangement of step 4; the correct time is 2.0 × ln 4 ≈ 2.8 s.",
            ),
        ],
    },
]
