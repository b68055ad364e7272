"""Test set, Biology: exercise physiology, surface area, homeostasis, population growth, photosynthesis, nerves, epistasis."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Polygon

from . import t
from .figures import figure


@figure("test_bio_pulse_bars")
def _pulse_bars(ax: Axes) -> None:
    labels = ["at rest", "just after\nexercise", "1 min\nafter", "3 min\nafter"]
    rates = [72, 120, 96, 78]
    bars = ax.bar(labels, rates, color="#e78ac3", edgecolor="black", width=0.6)
    for bar, value in zip(bars, rates):
        ax.text(bar.get_x() + bar.get_width() / 2, value + 2, str(value), ha="center", fontsize=9)
    ax.set_ylim(0, 140)
    ax.set_ylabel("pulse rate (beats per minute)")
    ax.set_title("A student's pulse rate", fontsize=9)


def _cube(ax: Axes, x: float, size: float, label: str) -> None:
    d = 0.35 * size
    front = [(x, 0), (x + size, 0), (x + size, size), (x, size)]
    top = [(x, size), (x + size, size), (x + size + d, size + d), (x + d, size + d)]
    side = [(x + size, 0), (x + size + d, d), (x + size + d, size + d), (x + size, size)]
    for face, shade in [(front, "#f6e58d"), (top, "#fbf3c4"), (side, "#e1cf6a")]:
        ax.add_patch(Polygon(face, closed=True, facecolor=shade, edgecolor="black"))
    ax.text(x + size / 2, -0.35, label, ha="center", va="top", fontsize=9)


@figure("test_bio_agar_cubes")
def _agar_cubes(ax: Axes) -> None:
    _cube(ax, 0, 1, "1 cm")
    _cube(ax, 2, 2, "2 cm")
    _cube(ax, 5.5, 4, "4 cm")
    ax.set_title("Agar cubes (side length below each)", fontsize=9)
    ax.set_xlim(-0.5, 11.2)
    ax.set_ylim(-1.2, 5.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test_bio_light_photosynthesis")
def _light_photosynthesis(ax: Axes) -> None:
    light = np.linspace(0, 100, 400)
    rate = np.where(light <= 50, 0.5 * light, 30 - 5 * np.exp(-(light - 50) / 8))
    ax.plot(light, rate, color="tab:green")
    ax.set_xticks(range(0, 101, 10))
    ax.set_yticks(range(0, 36, 5))
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 35)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("light intensity (arbitrary units)")
    ax.set_ylabel("rate (bubbles of O₂ per minute)")
    ax.set_title("Pondweed at 20 °C and 0.04% CO₂", fontsize=9)


@figure("test_bio_action_potential")
def _action_potential(ax: Axes) -> None:
    time = [0, 0.5, 0.8, 1.2, 2.0, 2.6, 3.4, 4.0, 5.0]
    volts = [-70, -70, -55, 40, -20, -80, -75, -70, -70]
    ax.plot(time, volts, color="tab:red")
    ax.axhline(-55, color="gray", linestyle="--", linewidth=0.8)
    ax.text(4.9, -52, "threshold", ha="right", fontsize=8, color="gray")
    ax.set_xticks(range(6))
    ax.set_yticks(range(-80, 61, 20))
    ax.set_xlim(0, 5)
    ax.set_ylim(-90, 60)
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (ms)")
    ax.set_ylabel("membrane potential (mV)")
    ax.set_title("Action potential in an axon", fontsize=9)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test_bio_pulse_bars"],
        "question": "<image_1> shows a student's pulse rate at rest, straight after exercise and during recovery. "
        "(a) By how much did the pulse rate increase during exercise? (b) Why does the heart beat faster "
        "during exercise? (c) How long after exercise was the pulse rate close to the resting rate again?",
        "reference_answer": "(a) 48 beats per minute (b) to deliver more oxygen and glucose to the respiring muscles "
        "and remove CO₂ (c) about 3 minutes",
        "steps": [
            (
                "Step 1: From the chart, the resting pulse is 72 beats per minute and the pulse straight after exercise "
                "is 120 beats per minute.",
                1,
                None,
                None,
            ),
            ("Step 2: The increase is 120 − 72 = 48 beats per minute.", 1, None, None),
            (
                "Step 3: During exercise the muscles respire faster, so they need more oxygen and glucose and produce "
                "more carbon dioxide. The heart beats faster to pump more blood to the muscles.",
                1,
                None,
                None,
            ),
            (
                "Step 4: The bar for 1 minute after exercise is at 78 beats per minute, close to the resting rate of 72, "
                "so the pulse had almost recovered after 1 minute.\n\nFinal answer: (a) 48 beats per minute (b) to "
                "supply the muscles with more oxygen and glucose (c) about 1 minute",
                0,
                "VI",
                "The 1-minute bar is at 96; the 78 bar is the one for 3 minutes after exercise.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test_bio_agar_cubes"],
        "question": "<image_1> shows three cube-shaped agar blocks. Calculate the surface area to volume ratio of each, "
        "and explain why large organisms need specialised exchange surfaces.",
        "reference_answer": "6:1, 3:1, 1.5:1; the ratio falls as size increases, so diffusion through the body "
        "surface alone becomes too slow",
        "steps": [
            (
                "1. **Cube with 1 cm sides:** surface area = 6 × 1² = 6 cm², volume = 1³ = 1 cm³, so SA:V = 6:1.",
                1,
                None,
                None,
            ),
            (
                "2. **Cube with 2 cm sides:** surface area = 6 × 2² = 24 cm², volume = 2³ = 8 cm³, so SA:V = 3:1.",
                1,
                None,
                None,
            ),
            (
                "3. **Cube with 4 cm sides:** surface area = 6 × 4² = 96 cm², volume = 4³ = 64 cm³, so SA:V = 1.5:1.",
                1,
                None,
                None,
            ),
            (
                "4. **Explanation:** As an organism gets bigger, its surface area to volume ratio gets smaller. "
                "Diffusion across the body surface alone is then too slow to supply all of its cells, so large "
                "organisms need specialised exchange surfaces, such as lungs and gills, and transport systems.\n\n"
                "**Final Answer:** 6:1, 3:1 and 1.5:1; the ratio decreases as size increases.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-03",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "After a meal rich in carbohydrates, a person's blood glucose level rises. Describe how the body "
        "brings it back to normal, naming the organ that detects the change, the hormone it releases and "
        "where the excess glucose is stored.",
        "reference_answer": "the pancreas detects it and releases insulin; glucose is stored as glycogen in the liver "
        "and muscles",
        "steps": [
            ("**Step 1:** The rise in blood glucose is detected by cells in the pancreas.", 1, None, None),
            (
                "**Step 2:** The pancreas releases a hormone into the blood that makes liver and muscle cells take up "
                "glucose and convert it into glycogen for storage.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** As the blood glucose level falls back to normal, the pancreas releases less of the hormone. "
                "This is an example of negative feedback.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The hormone that lowers the blood glucose level is glucagon.\n\n**Final Answer:** The "
                "pancreas detects the rise and releases glucagon; the excess glucose is stored as glycogen in the liver "
                "and muscles.",
                0,
                "KE",
                "The hormone that lowers blood glucose is insulin; glucagon raises it.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A bacterium divides every 20 minutes under ideal conditions. (a) Why can real populations not keep "
        "growing at this rate for long? (b) Starting from a single cell, how many bacteria would there be "
        "after 3 hours under ideal conditions?",
        "reference_answer": "(a) nutrients and space run out and toxic wastes build up (b) 2⁹ = 512",
        "steps": [
            (
                "Let me take the two parts in turn.\n\nStep 1: Real populations cannot keep doubling, because nutrients "
                "and space run out and toxic waste products build up, so the growth slows down.",
                1,
                None,
                None,
            ),
            ("Step 2: 3 hours = 3 × 60 = 180 minutes.", 1, None, None),
            ("Step 3: The number of generations is 180 ÷ 20 = 9.", 1, None, None),
            (
                "Step 4: Each generation doubles the population, so after 9 generations there are 2⁹ = 256 bacteria.\n\n"
                "Final answer: (a) limited nutrients and space, and build-up of waste (b) 256 bacteria",
                0,
                "NC",
                "2⁹ = 512, not 256 (2⁸).",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test_bio_light_photosynthesis"],
        "question": "<image_1> shows the rate of photosynthesis of a pondweed at different light intensities. "
        "(a) What limits the rate between 0 and 40 units? (b) Suggest what limits the rate above 60 units. "
        "(c) What is the rate at a light intensity of 30 units?",
        "reference_answer": "(a) light intensity (b) CO₂ concentration or temperature (c) about 15 bubbles per minute",
        "steps": [
            (
                "**Step 1:** Between 0 and 40 units the rate increases in proportion to the light intensity, so light "
                "intensity is the limiting factor there.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Above about 60 units the curve levels off at about 30 bubbles per minute: more light no "
                "longer increases the rate.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** So above 60 units another factor is limiting, such as the carbon dioxide concentration "
                "(only 0.04%) or the temperature (20 °C).",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** Reading the graph at 30 units of light gives a rate of about 15 bubbles per minute.\n\n"
                "**Final Answer:** (a) light intensity (b) CO₂ concentration or temperature (c) about 15 bubbles per "
                "minute",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test_bio_action_potential"],
        "question": "<image_1> shows an action potential recorded from an axon. (a) What are the resting potential and "
        "the peak potential? (b) Which ion movements cause the rising and the falling phase? (c) What is "
        "the purpose of the refractory period? (d) By how much does the potential change during "
        "depolarisation, from rest to peak?",
        "reference_answer": "(a) −70 mV, +40 mV (b) Na⁺ in, then K⁺ out (c) impulses travel one way and stay "
        "separate (d) 110 mV",
        "steps": [
            (
                "1. **Resting and peak potentials:** The trace starts at −70 mV (the resting potential) and peaks at "
                "+40 mV.",
                1,
                None,
                None,
            ),
            (
                "2. **Rising phase (depolarisation):** Voltage-gated sodium channels open and Na⁺ ions diffuse into the "
                "axon, making the inside less negative and then positive.",
                1,
                None,
                None,
            ),
            (
                "3. **Falling phase (repolarisation):** The sodium channels close and voltage-gated potassium channels "
                "open; K⁺ ions diffuse out of the axon, making the inside negative again.",
                1,
                None,
                None,
            ),
            (
                "4. **Refractory period:** For a short time after an action potential, the sodium channels cannot open "
                "again, so a new action potential cannot be generated straight away. This makes impulses travel in "
                "one direction only and keeps them separate.",
                1,
                None,
                None,
            ),
            (
                t("""
                5. **Change during depolarisation:** From −70 mV to +40 mV: $40 - 70 = -30$ mV, so the potential changes by 30 mV.

                **Final Answer:** (a) −70 mV and +40 mV (b) Na⁺ influx, then K⁺ efflux (c) one-way, separate impulses (d) 30 mV
                """),
                0,
                "NC",
                "The change is 40 − (−70) = 110 mV.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "In mice, coat colour is controlled by two genes on different chromosomes. At gene B, the black "
        "allele B is dominant to the brown allele b. At gene C, the allele C allows pigment to be made, "
        "and cc mice are albino whatever their B genotype. Two BbCc mice are crossed. What ratio of black "
        ": brown : albino offspring is expected, and what is this kind of gene interaction called?",
        "reference_answer": "9 : 3 : 4; recessive epistasis",
        "steps": [
            (
                "**Step 1:** The two genes assort independently. For gene B, Bb × Bb gives 3/4 B_ and 1/4 bb. For gene "
                "C, Cc × Cc gives 3/4 C_ and 1/4 cc.",
                1,
                None,
                None,
            ),
            ("**Step 2:** Black mice need at least one B and at least one C: 3/4 × 3/4 = 9/16.", 1, None, None),
            ("**Step 3:** Brown mice are bb and have at least one C: 1/4 × 3/4 = 3/16.", 1, None, None),
            ("**Step 4:** All cc mice are albino, whatever their B genotype: 1/4 = 4/16.", 1, None, None),
            (
                "**Step 5:** The ratio is 9 black : 3 brown : 4 albino. This modified 9:3:3:1 ratio is an example of "
                "dominant epistasis, because the C gene masks the B gene.\n\n**Final Answer:** 9 : 3 : 4, dominant "
                "epistasis",
                0,
                "KE",
                "The masking genotype is the homozygous recessive cc, so this is recessive epistasis (9:3:4); dominant "
                "epistasis gives 12:3:1.",
            ),
        ],
    },
]
