"""Sixteenth test set, Biology: earthworm counts in four soils, the urine made from the kidneys' filtrate, an action
potential trace, Fick's law at a thickened gas-exchange surface, hydrogen bonds in a short DNA duplex, and logistic
population growth."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test16_bio_earthworms")
def _earthworms(ax: Axes) -> None:
    soils = ["loam", "clay", "sandy", "peat"]
    counts = [48, 30, 12, 20]
    ax.bar(soils, counts, color="#8c6d31", edgecolor="black")
    ax.set_ylim(0, 60)
    ax.set_yticks(range(0, 61, 6))
    ax.grid(True, axis="y", linewidth=0.5)
    ax.set_ylabel("earthworms per m²")


@figure("test16_bio_action_potential")
def _action_potential(ax: Axes) -> None:
    times = [0, 1.0, 1.3, 1.6, 2.0, 2.6, 3.2, 4.0, 6.0]
    volts = [-70, -70, -55, 40, 0, -80, -75, -70, -70]
    ax.plot(times, volts, color="#08519c", linewidth=2)
    ax.set_xlim(0, 6)
    ax.set_ylim(-90, 50)
    ax.set_yticks(range(-90, 51, 10))
    ax.grid(True, linewidth=0.5)
    ax.set_xlabel("time (ms)")
    ax.set_ylabel("membrane potential (mV)")


@figure("test16_bio_dna_duplex")
def _dna_duplex(ax: Axes) -> None:
    top = "ATGCGCATTAGC"
    pairs = {"A": "T", "T": "A", "G": "C", "C": "G"}
    ax.text(-0.8, 1, "5'", fontsize=9, va="center")
    ax.text(-0.8, 0, "3'", fontsize=9, va="center")
    ax.text(len(top) - 0.2, 1, "3'", fontsize=9, va="center")
    ax.text(len(top) - 0.2, 0, "5'", fontsize=9, va="center")
    for k, base in enumerate(top):
        ax.text(k, 1, base, ha="center", va="center", fontsize=11, family="monospace")
        ax.text(k, 0, pairs[base], ha="center", va="center", fontsize=11, family="monospace")
        ax.plot([k, k], [0.2, 0.8], color="gray", linewidth=0.8)
    ax.set_xlim(-1.2, len(top) + 0.5)
    ax.set_ylim(-0.6, 1.6)
    ax.axis("off")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test16_bio_earthworms"],
        "question": "Students dug up 1 m² samples of four soils and counted the earthworms, as shown in <image_1>. "
        "Which soil had the most earthworms, and how many times as many as the sandy soil did it have?",
        "reference_answer": "Loam; 4 times as many",
        "steps": [
            (
                "**Step 1:** Reading the bars against the gridlines, loam has 48, clay 30, sandy soil 12 and peat 20 "
                "earthworms per m².",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The tallest bar is loam's, which makes sense because a moist soil rich in decaying "
                "plant matter gives earthworms both food and easy burrowing.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Comparing with the sandy soil, $48 \\div 12 = 4$.\n\n"
                "**Final Answer:** Loam had the most earthworms, 4 times as many as the sandy soil.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "An adult's kidneys filter about 180 L of fluid from the blood each day, and 99% of it is taken "
        "back into the blood. How much urine is made per day, and on average per hour in mL?",
        "reference_answer": "1.8 L per day; 75 mL per hour",
        "steps": [
            (
                "Let's work out what is left after reabsorption.\n\nStep 1: If 99% of the filtrate is reabsorbed, "
                "then only 1% of it ends up as urine, since the nephron's tubules pass whatever they don't take back "
                "on to the bladder.",
                1,
                None,
                None,
            ),
            (
                "Step 2: 1% of 180 L is $0.01 \\times 180 = 1.8$ L of urine per day.",
                1,
                None,
                None,
            ),
            (
                "Step 3: A day has 24 hours, so the hourly average is $1.8 \\div 24 = 0.075$ L, which is 75 mL.\n\n"
                "Final answer: 1.8 L per day, about 75 mL per hour.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test16_bio_action_potential"],
        "question": "<image_1> shows an action potential recorded from a neuron. Give the resting potential, the peak "
        "potential and the amplitude of the action potential measured from the resting potential.",
        "reference_answer": "−70 mV; +40 mV; 110 mV",
        "steps": [
            (
                "### Step 1: Resting potential\nBefore the stimulus the trace is flat at −70 mV, which is the "
                "neuron's resting potential.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Peak\nThe spike rises steeply as sodium channels open and tops out at +30 mV.",
                0,
                "VI",
                "The peak of the trace in <image_1> reaches the +40 mV gridline, not +30 mV.",
            ),
            (
                "### Step 3: Amplitude\nThe amplitude is the rise from rest to the peak, $30 - (-70) = 100$ mV.\n\n"
                "**Final answer:** resting −70 mV, peak +30 mV, amplitude 100 mV",
                0,
                "carried",
                "The subtraction is right but it uses the misread peak; the amplitude is 40 − (−70) = 110 mV.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "In a model of a gas-exchange surface, the surface area is doubled while the barrier that the gas "
        "crosses is made half as thick. By Fick's law, by what factor does the rate of diffusion of oxygen change "
        "if the concentration difference stays the same?",
        "reference_answer": "It increases 4 times",
        "steps": [
            (
                "**Step 1:** Fick's law states that the rate of diffusion is proportional to "
                "$\\dfrac{\\text{surface area} \\times \\text{concentration difference}}{\\text{thickness of the "
                "membrane}}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The area doubles while the thickness halves, and since one change makes the rate "
                "bigger while the other makes it smaller, the two effects cancel out.",
                0,
                "RE",
                "Halving the thickness, which is in the denominator, also increases the rate; the factors multiply "
                "to 2 × 2 = 4 rather than cancelling.",
            ),
            (
                "**Step 3:** Therefore the rate of oxygen diffusion does not change.\n\n"
                "**Final Answer:** a factor of 1 (no change)",
                0,
                "carried",
                "It follows from the wrong reasoning of step 2; the rate rises 4 times.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test16_bio_dna_duplex"],
        "question": "How many hydrogen bonds hold together the two strands of the short DNA duplex in <image_1>?",
        "reference_answer": "30",
        "steps": [
            (
                "I'll count the base pairs of each kind, because A–T and G–C pairs are held by different numbers "
                "of hydrogen bonds.\n\n1. The top strand in <image_1> reads 5'-ATGCGCATTAGC-3', which has 12 bases.",
                1,
                None,
                None,
            ),
            (
                "2. It contains 3 A and 3 T, so there are 6 A–T pairs, and 3 G and 3 C, so there are 6 G–C pairs.",
                1,
                None,
                None,
            ),
            (
                "3. Each A–T pair is joined by 2 hydrogen bonds while each G–C pair is joined by 3, which gives "
                "$6 \\times 2 + 6 \\times 3 = 12 + 18 = 30$.\n\n**Final answer:** 30 hydrogen bonds",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A population of 500 voles grows logistically with intrinsic growth rate r = 0.20 per year in a "
        "habitat whose carrying capacity is K = 2000. Find its current growth rate, and the largest growth rate "
        "the population can reach.",
        "reference_answer": "75 voles per year now; at most 100 voles per year (at N = 1000)",
        "steps": [
            (
                "Step 1: The logistic model is $\\dfrac{dN}{dt} = rN\\left(1 - \\dfrac{N}{K}\\right)$, where the "
                "bracket shrinks the growth as the population fills the habitat.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Substituting the values, we get "
                "$\\dfrac{dN}{dt} = 0.20 \\times 500 \\times \\left(1 - \\dfrac{500}{2000}\\right) = 100 \\times 0.75 "
                "= 75$ voles per year.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The growth rate is largest when $N = K/2 = 1000$, because that maximises $N(K - N)$, so "
                "the maximum is $0.20 \\times 1000 \\times 0.5 = 50$ voles per year.",
                0,
                "NC",
                "0.20 × 1000 × 0.5 = 100, not 50.",
            ),
            (
                "Step 4: **Final answer:** 75 voles per year now, and at most 50 voles per year.",
                0,
                "carried",
                "The second figure repeats the slip of step 3; the largest growth rate is 100 voles per year.",
            ),
        ],
    },
]
