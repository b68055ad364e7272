"""Ninth test set, Biology: minute ventilation, zones of inhibition round antibiotic discs, water potential
of a plant cell, heart rate from an ECG trace, epistasis in Labrador coat colour, a chi-squared test."""

import numpy as np
from matplotlib.axes import Axes

from .figures import figure


@figure("test9_bio_zones")
def _zones(ax: Axes) -> None:
    ax.bar(["A", "B", "C"], [12, 24, 18], color=["#9ecae1", "#fdae6b", "#a1d99b"])
    ax.set_xlabel("antibiotic disc")
    ax.set_ylabel("diameter of clear zone (mm)")
    ax.set_yticks([0, 6, 12, 18, 24, 30])
    ax.set_title("Clear zones on a lawn of bacteria", fontsize=9)
    ax.grid(axis="y", alpha=0.3)


@figure("test9_bio_ecg")
def _ecg(ax: Axes) -> None:
    t = np.linspace(0, 3.2, 1200)
    signal = np.zeros_like(t)
    for peak in (0.4, 1.2, 2.0, 2.8):
        signal += 1.2 * np.exp(-(((t - peak) / 0.015) ** 2))
        signal += 0.25 * np.exp(-(((t - peak - 0.25) / 0.05) ** 2))
    ax.plot(t, signal, color="#de2d26", linewidth=1)
    ax.set_xticks([0, 0.4, 0.8, 1.2, 1.6, 2.0, 2.4, 2.8, 3.2])
    ax.set_xlabel("time (s)")
    ax.set_yticks([])
    ax.grid(alpha=0.4)
    ax.set_title("ECG trace", fontsize=9)


@figure("test9_bio_cross")
def _cross(ax: Axes) -> None:
    ax.bar(["purple flowers", "white flowers"], [290, 110], color=["#756bb1", "#f0f0f0"], edgecolor="black")
    for x, n in enumerate((290, 110)):
        ax.text(x, n + 6, str(n), ha="center", fontsize=9)
    ax.set_ylabel("number of F₂ plants")
    ax.set_ylim(0, 330)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "At rest, a student takes 15 breaths per minute and moves 500 mL of air in each breath. During "
        "exercise she takes 30 breaths per minute of 1.5 L each. By what factor does the volume of air she "
        "breathes per minute increase?",
        "reference_answer": "from 7.5 L/min to 45 L/min, a factor of 6",
        "steps": [
            (
                "The volume of air breathed per minute (the minute ventilation) is the breathing rate multiplied "
                "by the volume of each breath, which is called the tidal volume.\n\n"
                "**Step 1:** At rest, 15 × 0.5 L = 7.5 L per minute.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** During exercise, 30 × 1.5 L = 45 L per minute.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Dividing the two, 45 ÷ 7.5 = 6, so she breathes six times as much air each minute, "
                "which brings more oxygen to her working muscles.\n\n**Final Answer:** it increases by a factor "
                "of 6 (7.5 L/min → 45 L/min).",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test9_bio_zones"],
        "question": "Three antibiotic discs were placed on an agar plate covered with bacteria, and <image_1> shows "
        "the diameter of the clear zone around each. Which antibiotic worked best, and what is the area of its "
        "clear zone? (π ≈ 3.14)",
        "reference_answer": "B; about 452 mm²",
        "steps": [
            (
                "Step 1: A clear zone forms where the antibiotic has killed the bacteria or stopped them growing, "
                "so the bigger the zone, the more effective the antibiotic.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_1>, disc B has the largest clear zone at 24 mm, while A is 12 mm and C is 18 mm, "
                "so antibiotic B worked best.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Using the area of a circle, A = πr², with r = 24 mm: A = 3.14 × 24² = 1808.64 mm².",
                0,
                "QU",
                "The graph gives the diameter of the zone, so the radius is 12 mm and the area is "
                "3.14 × 144 ≈ 452 mm².",
            ),
            (
                "Step 4: So antibiotic B is the most effective, with a clear zone of about 1809 mm².\n\n"
                "Final answer: B, about 1809 mm²",
                0,
                "carried",
                "The choice of B is right, but the area repeats step 3's wrong value; it is about 452 mm².",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A plant cell has a solute potential of −800 kPa and a pressure potential of +300 kPa. It is "
        "placed in a sucrose solution with a water potential of −700 kPa. Find the cell's water potential and "
        "say in which direction water moves.",
        "reference_answer": "−500 kPa; water moves out of the cell into the solution",
        "steps": [
            (
                "Water always moves from a higher (less negative) water potential to a lower (more negative) one, "
                "so I'll work out the cell's water potential and compare.\n\n"
                "1. Using the relationship $\\Psi = \\Psi_s + \\Psi_p$, the cell's water potential is "
                "$-800 + 300 = -500$ kPa.",
                1,
                None,
                None,
            ),
            (
                "2. The solution's water potential is −700 kPa, which is lower than the cell's −500 kPa, and since "
                "water is drawn towards the side with the higher water potential, it moves into the cell by osmosis.",
                0,
                "RE",
                "Water moves from higher to lower water potential, so it leaves the cell (−500 kPa) for the solution "
                "(−700 kPa).",
            ),
            (
                "3. As the cell takes up water its vacuole swells and presses harder on the cell wall, so the cell "
                "becomes more turgid.\n\n**Final Answer:** Ψ(cell) = −500 kPa; water moves into the cell.",
                0,
                "carried",
                "It follows step 2's wrong direction; water leaves the cell, which loses turgor rather than gaining it.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test9_bio_ecg"],
        "question": "Using the ECG trace in <image_1>, find the person's heart rate in beats per minute. "
        "A. 60 B. 75 C. 80 D. 125",
        "reference_answer": "B (75 beats per minute)",
        "steps": [
            (
                "**Step 1:** Each tall, narrow spike in <image_1> is an R wave, which marks one contraction of the "
                "ventricles, so the time between two R waves is the length of one cardiac cycle.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The R waves come at 0.4 s, 1.2 s, 2.0 s and 2.8 s, so the R–R interval is 0.8 s.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** There are 60 seconds in a minute, and so the heart rate is 60 ÷ 0.8 = 75 beats per "
                "minute.\n\n**Final Answer:** B. 75 bpm",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "In Labrador retrievers, allele B (black pigment) is dominant to b (brown), and a second gene E "
        "controls whether pigment is laid down in the hair: ee dogs are yellow whatever their B genotype. Two "
        "dogs of genotype BbEe are crossed. What fraction of the puppies is expected to be yellow, and what "
        "fraction brown?",
        "reference_answer": "yellow 4/16 = 1/4; brown 3/16",
        "steps": [
            (
                "This is recessive epistasis, because the ee genotype masks the effect of the B gene.\n\n"
                "### Step 1\nSince the genes assort independently, the cross gives the usual 16 equally likely "
                "combinations, which group into B_E_ : B_ee : bbE_ : bbee in the ratio 9 : 3 : 3 : 1.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nAny puppy with ee is yellow, so the yellow ones are B_ee and bbee, which together make "
                "3 + 1 = 4 of the 16, that is 1/4.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nBrown puppies need bb and at least one E, which is the bbE_ class, so 3/16 are brown, "
                "while the remaining 9/16 (B_E_) are black.\n\n**Final Answer:** 1/4 yellow and 3/16 brown "
                "(black : brown : yellow = 9 : 3 : 4).",
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
        "images": ["test9_bio_cross"],
        "question": "A cross of two heterozygous pea plants gave the F₂ counts in <image_1>. Use a chi-squared test "
        "at the 5% level (critical value 3.84 for 1 degree of freedom) to decide whether the results fit a "
        "3 : 1 ratio.",
        "reference_answer": "χ² ≈ 1.33 < 3.84, so the results fit a 3 : 1 ratio",
        "steps": [
            (
                "Step 1: From <image_1> there are 290 purple and 110 white plants, which is 400 in total, so a "
                "3 : 1 ratio predicts 300 purple and 100 white.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using $\\chi^2 = \\sum \\frac{(O - E)^2}{O}$, we get "
                "$\\frac{(290-300)^2}{290} + \\frac{(110-100)^2}{110} = 0.345 + 0.909 = 1.254$.",
                0,
                "KE",
                "The chi-squared statistic divides by the expected counts, not the observed ones: "
                "100/300 + 100/100 ≈ 1.33.",
            ),
            (
                "Step 3: There are 2 classes, so there is 2 − 1 = 1 degree of freedom and the critical value is 3.84.",
                1,
                None,
                None,
            ),
            (
                "Step 4: Since 1.254 is less than 3.84, the difference is not significant, and so the data fit a "
                "3 : 1 ratio.\n\nFinal answer: χ² ≈ 1.25 < 3.84, the results are consistent with 3 : 1.",
                0,
                "carried",
                "The comparison and conclusion are right, but the statistic quoted is step 2's wrong value; χ² ≈ 1.33.",
            ),
        ],
    },
]
