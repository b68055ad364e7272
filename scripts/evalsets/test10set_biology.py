"""Tenth test set, Biology: lactic acid in a sprinter's muscles, pulse rate before and after exercise,
codons in an mRNA, a bacterial generation time, cytochrome c differences, and the potassium equilibrium
potential of a neuron."""

from matplotlib.axes import Axes

from .figures import figure


@figure("test10_bio_pulse")
def _pulse(ax: Axes) -> None:
    bars = ax.bar(["before exercise", "after exercise"], [70, 126], color=["#9ecae1", "#fb6a4a"], width=0.5)
    for bar, value in zip(bars, [70, 126], strict=True):
        ax.text(bar.get_x() + bar.get_width() / 2, value + 3, str(value), ha="center", fontsize=10)
    ax.set_ylabel("pulse rate (beats/min)")
    ax.set_ylim(0, 150)
    ax.grid(axis="y", alpha=0.3)


@figure("test10_bio_bacteria")
def _bacteria(ax: Axes) -> None:
    times = [0, 20, 40, 60, 80, 100, 120]
    counts = [1000 * 2**k for k in range(7)]
    ax.plot(times, counts, "o-", color="#31a354")
    ax.set_yscale("log")
    ax.set_xlabel("time (min)")
    ax.set_ylabel("number of bacteria")
    ax.annotate("1.0 × 10³", xy=(0, 1000), xytext=(8, 700), fontsize=9)
    ax.annotate("6.4 × 10⁴", xy=(120, 64000), xytext=(85, 64000), fontsize=9)
    ax.set_xticks(times)
    ax.grid(alpha=0.3)


@figure("test10_bio_cytc")
def _cytc(ax: Axes) -> None:
    species = ["chimpanzee", "rhesus monkey", "horse", "yeast"]
    values = [0, 1, 12, 44]
    bars = ax.bar(species, values, color="#807dba", width=0.55)
    for bar, value in zip(bars, values, strict=True):
        ax.text(bar.get_x() + bar.get_width() / 2, value + 1, str(value), ha="center", fontsize=10)
    ax.set_ylabel("amino-acid differences from human")
    ax.set_ylim(0, 50)
    ax.grid(axis="y", alpha=0.3)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "During a 400 m sprint, a runner's leg muscles respire anaerobically. Write the word equation "
        "for this respiration and explain why the runner keeps breathing hard after the race has finished.",
        "reference_answer": "glucose → lactic acid (+ a little energy); extra oxygen is needed to break down the "
        "lactic acid (repaying the oxygen debt)",
        "steps": [
            (
                "**Step 1:** During a sprint the heart and lungs cannot deliver oxygen to the muscles fast enough, "
                "so the muscle cells switch to anaerobic respiration, which needs no oxygen but releases much "
                "less energy.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** In animal muscle cells, glucose is broken down only partly, so the word equation is:"
                "\n\nglucose → lactic acid (+ energy released)",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Lactic acid builds up in the muscles, and after the race the body takes in extra "
                "oxygen to break it down, which is why the runner keeps panting until this oxygen debt is paid "
                "back.\n\n**Final Answer:** glucose → lactic acid; the heavy breathing repays the oxygen debt by "
                "supplying oxygen to remove the lactic acid.",
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
        "images": ["test10_bio_pulse"],
        "question": "<image_1> shows a student's pulse rate before and after five minutes of exercise. By what "
        "percentage did the pulse rate increase?",
        "reference_answer": "80%",
        "steps": [
            (
                "Step 1: From <image_1>, the pulse rate before exercise is 70 beats/min and after exercise it is "
                "120 beats/min.",
                0,
                "VI",
                "The label on the second bar reads 126 beats/min, not 120.",
            ),
            (
                "Step 2: The increase is therefore 120 − 70 = 50 beats/min.",
                0,
                "carried",
                "The subtraction is right but uses the misread value; the increase is 126 − 70 = 56 beats/min.",
            ),
            (
                "Step 3: Percentage increase = increase ÷ original value × 100% = 50/70 × 100% ≈ 71%.\n\n"
                "Final answer: about 71%",
                0,
                "carried",
                "The percentage-change formula is applied correctly to the wrong increase; 56/70 × 100% = 80%.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "The coding region of an mRNA, from its start codon to its stop codon inclusive, is 900 "
        "nucleotides long. How many amino acids does the resulting polypeptide contain?",
        "reference_answer": "299",
        "steps": [
            (
                "The genetic code is read in non-overlapping triplets, so I'll count the codons first.\n\n"
                "### Step 1\n900 nucleotides ÷ 3 nucleotides per codon = 300 codons.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe start codon AUG codes for methionine, so it does add an amino acid, while the "
                "stop codon is recognised by a release factor rather than a tRNA, which means it adds none.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nThus only 300 − 1 = 299 codons specify amino acids.\n\n**Final Answer:** 299 amino acids",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test10_bio_bacteria"],
        "question": "<image_1> shows a bacterial culture growing exponentially from 1.0 × 10³ to 6.4 × 10⁴ "
        "cells in 120 minutes. Calculate the generation (doubling) time.",
        "reference_answer": "20 minutes",
        "steps": [
            (
                "**Step 1:** The population rises by a factor of $\\frac{6.4 \\times 10^4}{1.0 \\times 10^3} = "
                "64$ over the 120 minutes shown in <image_1>.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Since each generation doubles the population, the number of generations n satisfies "
                "$2^n = 64$, and therefore $n = \\log_2 64 = 6$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The generation time is the total time divided by the number of generations: "
                "$\\frac{120 \\text{ min}}{6} = 20$ min, which also matches the points on the graph, which are 20 "
                "minutes apart and double each time.\n\n**Final Answer:** 20 minutes",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwen2-vl",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test10_bio_cytc"],
        "question": "<image_1> shows how many of the 104 amino acids of cytochrome c differ between humans and "
        "four other species. Which species is most closely related to humans, and what percentage of the horse's "
        "cytochrome c sequence is identical to the human one?",
        "reference_answer": "the chimpanzee; about 88.5%",
        "steps": [
            (
                "1. The fewer amino-acid differences two species' proteins have, the more recently they shared a "
                "common ancestor, because mutations build up steadily over time.",
                1,
                None,
                None,
            ),
            (
                "2. In <image_1> the chimpanzee has 0 differences, which is the smallest number, so it is the "
                "species most closely related to humans.",
                1,
                None,
                None,
            ),
            (
                "3. The horse differs at 12 of the 104 positions, so the percentage identity is "
                "12/104 × 100% ≈ 11.5%.\n\n"
                "**Final answer:** the chimpanzee; about 11.5% of the horse's sequence is identical.",
                0,
                "RE",
                "12/104 is the fraction of positions that differ; the identical share is (104 − 12)/104 ≈ 88.5%.",
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A mammalian neuron at 37 °C has [K⁺] = 140 mmol/L inside and 5 mmol/L outside. Use the Nernst "
        "equation, $E = 61.5 \\log_{10}(\\frac{[K^+]_{out}}{[K^+]_{in}})$ mV, to find the potassium equilibrium "
        "potential.",
        "reference_answer": "about −89 mV",
        "steps": [
            (
                "**Step 1:** Substituting the concentrations, the ratio is $\\frac{5}{140} \\approx 0.0357$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Taking the logarithm, $\\log_{10} 0.0357 \\approx -1.447$.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** So $E_K = 61.5 \\times (-1.447) \\approx -89$ mV, which is negative because K⁺ leaks "
                "out of the cell's membrane down its concentration gradient and leaves the inside negative.\n\n"
                "**Final Answer:** $E_K \\approx -89$ mV",
                1,
                None,
                None,
            ),
        ],
    },
]
