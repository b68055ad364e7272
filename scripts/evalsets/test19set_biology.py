"""Nineteenth test set, Biology: water uptake measured with a potometer, primary and secondary antibody responses,
the conduction speed of a nerve impulse, a competitive inhibitor's effect on an enzyme's rate, exponential growth of
a bacterial culture, and a mark–release–recapture estimate of a beetle population."""

import math

from matplotlib.axes import Axes
from matplotlib.patches import Circle, Rectangle

from .figures import figure


@figure("test19_bio_potometer")
def _potometer(ax: Axes) -> None:
    ax.plot([0.5, 8.5], [1.0, 1.0], color="black", linewidth=1)
    ax.plot([0.5, 8.5], [1.3, 1.3], color="black", linewidth=1)
    ax.add_patch(Rectangle((0.5, 1.0), 8.0, 0.3, color="#c6dbef"))
    ax.add_patch(Circle((6.5, 1.15), 0.14, color="white", ec="black"))
    ax.add_patch(Circle((3.5, 1.15), 0.14, color="white", ec="gray", linestyle="--"))
    ax.annotate("", xy=(6.3, 0.6), xytext=(3.7, 0.6), arrowprops={"arrowstyle": "->"})
    ax.text(5.0, 0.2, "bubble moves 30 mm in 10 min", ha="center", fontsize=8)
    ax.text(5.0, 1.7, "capillary tube, inner radius 0.5 mm", ha="center", fontsize=8)
    ax.plot([8.5, 8.5, 9.2], [1.15, 3.0, 3.0], color="black")
    ax.plot([9.2, 9.6, 9.2, 9.8, 9.3], [3.0, 4.0, 4.3, 4.8, 5.2], color="#31a354", linewidth=2)
    ax.text(9.0, 5.5, "leafy shoot", fontsize=8)
    ax.set_xlim(0, 11)
    ax.set_ylim(0, 6)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test19_bio_antibody_response")
def _antibody_response(ax: Axes) -> None:
    days = list(range(0, 71))

    def level(d: int) -> float:
        # each response is a delayed pulse x·e^(1 − x/τ), peaking at its height when x = τ
        first = 10 * ((d - 5) / 5) * math.exp(1 - (d - 5) / 5) if 5 < d < 40 else 0.0
        second = 100 * ((d - 42) / 6) * math.exp(1 - (d - 42) / 6) if d > 42 else 0.0
        return 1 + first + second

    ax.plot(days, [level(d) for d in days], color="#3182bd", linewidth=2)
    for d, name in ((0, "first exposure"), (40, "second exposure")):
        ax.annotate(name, (d, 1), xytext=(d + 1, 60), fontsize=8, arrowprops={"arrowstyle": "->"})
    ax.set_xlabel("time (days)")
    ax.set_ylabel("antibody concentration (a.u.)")
    ax.set_xlim(0, 70)
    ax.set_ylim(0, 110)


@figure("test19_bio_recapture")
def _recapture(ax: Axes) -> None:
    ax.bar([0], [60], color="#d62728", width=0.6)
    ax.bar([1], [60], color="#bdbdbd", width=0.6)
    ax.bar([1], [15], color="#d62728", width=0.6)
    ax.text(0, 62, "60 caught,\nall marked", ha="center", fontsize=8)
    ax.text(1, 77, "75 caught,\n15 marked", ha="center", fontsize=8)
    ax.bar([1], [60], bottom=[15], color="#bdbdbd", width=0.6)
    ax.set_xticks([0, 1])
    ax.set_xticklabels(["first sample (day 1)", "second sample (day 3)"], fontsize=8)
    ax.set_ylabel("number of beetles")
    ax.set_ylim(0, 95)


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test19_bio_potometer"],
        "question": "<image_1> shows a potometer used to measure the water uptake of a leafy shoot. Calculate the "
        "rate of water uptake in mm³ per minute (use π = 3.14), and say how the rate would change if a fan blew "
        "air over the leaves.",
        "reference_answer": "about 2.4 mm³/min; it would increase",
        "steps": [
            (
                "To find the rate, we work out the volume of water that the bubble's movement represents and "
                "divide it by the time.\n\n"
                "**Step 1:** In <image_1>, the bubble moves 30 mm along a capillary tube of inner radius 0.5 mm in "
                "10 minutes. The water taken up fills a cylinder of that length, so we use $V = \\pi r^2 l$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting the values, we get $V = 3.14 \\times 0.5^2 \\times 30 = 3.14 \\times 0.25 "
                "\\times 30 = 23.55$ mm³.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Dividing by the 10 minutes gives a rate of $\\frac{23.55}{10} \\approx 2.4$ mm³/min.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** A fan blows away the humid air next to the leaves, which steepens the water-vapour "
                "gradient out of the stomata. Transpiration therefore speeds up, and because the shoot pulls up "
                "more water to replace it, the bubble moves faster.\n\n"
                "**Final Answer:** about 2.4 mm³/min; the rate would increase with the fan on.",
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
        "images": ["test19_bio_antibody_response"],
        "question": "<image_1> shows the antibody concentration in a person's blood after two exposures to the same "
        "antigen. Describe two differences between the responses, and explain why the second response is different.",
        "reference_answer": "The second response starts sooner and reaches a much higher antibody level; memory B cells "
        "made during the first response recognise the antigen and divide quickly into plasma cells.",
        "steps": [
            (
                "Step 1: In <image_1>, after the first exposure the antibody level rises slowly, only after a delay "
                "of several days, and it peaks at a low level of about 10 units before it falls back.",
                1,
                None,
                None,
            ),
            (
                "Step 2: After the second exposure the antibody level rises almost at once and reaches a much higher "
                "peak, close to 100 units, so the second response is both faster and larger.",
                1,
                None,
                None,
            ),
            (
                "Step 3: The second response is different because the antibodies made in the first response stay "
                "in the blood at a high level, so they are ready to attack the antigen straight away.",
                0,
                "KE",
                "The graph shows the first antibodies falling back to a low level; the faster, larger response "
                "comes from memory B cells made in the first response, which divide quickly into plasma cells.",
            ),
            (
                "Step 4: This is the idea behind vaccination, since a vaccine gives the first exposure safely.\n\n"
                "Final answer: the second response is faster and much larger, because antibodies from the first "
                "exposure remain in the blood.",
                0,
                "carried",
                "The link to vaccination is right, but the explanation repeats the wrong reason of step 3; memory "
                "cells, not lingering antibodies, cause the secondary response.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "o1-mini",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "A nerve impulse takes 4.0 ms to travel between two recording electrodes placed 20 cm apart on "
        "an axon. Calculate the conduction speed, and decide whether the axon is more likely myelinated "
        "(typically 50–120 m/s) or unmyelinated (typically 0.5–10 m/s), explaining why myelination matters.",
        "reference_answer": "50 m/s; myelinated, because saltatory conduction lets the impulse jump between nodes of "
        "Ranvier",
        "steps": [
            (
                "Step 1: I need the speed of the impulse, so I'll convert to SI units first: the distance is "
                "20 cm = 0.20 m and the time is 4.0 ms = 0.0040 s.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using speed = distance ÷ time, $v = \\frac{0.20}{0.0040} = 5.0$ m/s.",
                0,
                "NC",
                "0.20 ÷ 0.0040 = 50 m/s, not 5.0 m/s.",
            ),
            (
                "Step 3: 5.0 m/s falls in the range for unmyelinated axons, so I'd conclude this axon lacks a "
                "myelin sheath.",
                0,
                "carried",
                "The comparison with the ranges is the right method, but the true speed of 50 m/s points to a "
                "myelinated axon.",
            ),
            (
                "Step 4: Myelin matters because it insulates the axon, so depolarisation only happens at the gaps, "
                "the nodes of Ranvier, and the impulse jumps from node to node (saltatory conduction), which is "
                "much faster than a wave that has to depolarise every bit of the membrane.\n\n"
                "**Final Answer:** v = 5.0 m/s, so the axon is probably unmyelinated; myelination speeds conduction "
                "by saltatory conduction.",
                0,
                "carried",
                "The account of saltatory conduction is right, but the speed and conclusion carry step 2's error; "
                "v = 50 m/s and the axon is probably myelinated.",
            ),
        ],
    },
    {
        "id": "bio-hs-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": [],
        "question": "An enzyme has $V_{max} = 120$ µmol/min and $K_m = 4.0$ mM. A competitive inhibitor with "
        "$K_i = 1.0$ µM is added at 2.0 µM; it raises the apparent Michaelis constant to "
        "$K_m' = K_m(1 + [I]/K_i)$ and leaves $V_{max}$ unchanged. Find the rate at [S] = 4.0 mM with and without "
        "the inhibitor.",
        "reference_answer": "60 µmol/min without, 30 µmol/min with the inhibitor",
        "steps": [
            (
                "### Step 1: Without the inhibitor\nUsing the Michaelis–Menten equation $v = \\frac{V_{max}[S]}"
                "{K_m + [S]}$, we get $v = \\frac{120 \\times 4.0}{4.0 + 4.0} = 60$ µmol/min, which makes sense "
                "because [S] equals K_m, where the rate is half of V_max.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Apparent K_m\nSince $[I]/K_i = 2.0/1.0 = 2$, the apparent constant is "
                "$K_m' = 4.0 \\times (1 + 2) = 8.0$ mM.",
                0,
                "NC",
                "4.0 × (1 + 2) = 4.0 × 3 = 12 mM, not 8.0 mM.",
            ),
            (
                "### Step 3: With the inhibitor\nSubstituting the values, we get $v = \\frac{120 \\times 4.0}"
                "{8.0 + 4.0} = 40$ µmol/min.\n\n"
                "**Final Answer:** 60 µmol/min without the inhibitor and 40 µmol/min with it",
                0,
                "carried",
                "The substitution is right but it uses the wrong K_m' of step 2; with K_m' = 12 mM, "
                "v = 480/16 = 30 µmol/min.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "A bacterial culture starts with 2.0 × 10³ cells and grows exponentially, reaching 1.6 × 10⁴ "
        "cells after 3.0 hours. Find the doubling time, the intrinsic growth rate r in the model $N = N_0e^{rt}$, "
        "and the population after 5.0 hours.",
        "reference_answer": "doubling time 1.0 h; r = ln 2 ≈ 0.693 per hour; 6.4 × 10⁴ cells",
        "steps": [
            (
                "Step 1: Okay, the culture goes from 2.0 × 10³ to 1.6 × 10⁴ cells in 3 hours, and it grows "
                "exponentially. The ratio is $\\frac{1.6 \\times 10^4}{2.0 \\times 10^3} = 8$, and since "
                "$8 = 2^3$, the population doubled three times in 3 hours, so the doubling time is 1.0 h.",
                1,
                None,
                None,
            ),
            (
                "Step 2: For r, I take logs of $N = N_0e^{rt}$: $r = \\frac{1}{t}\\ln\\frac{N}{N_0} = "
                "\\frac{\\ln 8}{3} = \\frac{3\\ln 2}{3} = \\ln 2 \\approx 0.693$ per hour. That is consistent with "
                "the rule $t_d = \\frac{\\ln 2}{r}$, which gives back 1.0 h.",
                1,
                None,
                None,
            ),
            (
                "Step 3: After 5.0 hours there have been 5 doublings, so $N = 2.0 \\times 10^3 \\times 2^5 = 2.0 "
                "\\times 10^3 \\times 32 = 6.4 \\times 10^4$ cells. Let me check with the exponential form: "
                "$e^{0.693 \\times 5} = e^{3.47} \\approx 32$, which matches my earlier result.\n\n"
                "**Final Answer:** doubling time 1.0 h, r ≈ 0.693 h⁻¹, N(5 h) = 6.4 × 10⁴ cells",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "bio-comp-02",
        "source": "qwq-32b",
        "subject": "Biology",
        "difficulty": "competition",
        "images": ["test19_bio_recapture"],
        "question": "Ecologists estimate a ground-beetle population by mark–release–recapture; their two samples are "
        "shown in <image_1>. (a) Estimate the population with the Lincoln–Petersen index. (b) If some beetles lost "
        "their marks between the samples, would the estimate be too high or too low?",
        "reference_answer": "(a) 300 beetles; (b) too high",
        "steps": [
            (
                "Step 1: Let me restate what <image_1> gives: 60 beetles were caught and marked on day 1, and on "
                "day 3, 75 were caught, of which 15 carried marks. The method relies on a few conditions:\n"
                "a. marked beetles mix evenly back into the population;\n"
                "b. marks are not lost and do not affect survival;\n"
                "c. no births, deaths or migration between the samples.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The estimate should be $N = \\frac{M \\times m}{n} = \\frac{60 \\times 15}{75} = 12$ beetles.",
                0,
                "RE",
                "The Lincoln–Petersen index is N = M·n/m, from m/n = M/N: 60 × 75 / 15 = 300 beetles.",
            ),
            (
                "Step 3: Hmm, wait, 12 is smaller than the 75 beetles caught in the second sample alone, so that "
                "can't be right. The fraction marked in the second sample should equal the fraction marked in the "
                "whole population, $\\frac{15}{75} = \\frac{60}{N}$, and solving gives $N = \\frac{60 \\times 75}"
                "{15} = 300$ beetles.",
                1,
                None,
                None,
            ),
            (
                "Step 4: If marks were lost, then fewer of the recaptured beetles would be counted as marked, which "
                "makes m smaller. Since m is in the denominator, N comes out too large, so the estimate would be too "
                "high.\n\n"
                "**Final Answer:** (a) about 300 beetles (b) too high",
                1,
                None,
                None,
            ),
        ],
    },
]
