"""Fifteenth test set, Physics: the fuse for a 2.3 kW heater, a quarter's electricity bill from two meter readings,
an ideal step-down transformer, a series-parallel resistor network, the radius of a geostationary orbit, and the
linear density of a string from its standing-wave pattern."""

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


def _meter(ax: Axes, digits: str, label: str) -> None:
    for k, digit in enumerate(digits):
        ax.add_patch(Rectangle((k, 0), 0.9, 1.2, facecolor="white", edgecolor="black"))
        ax.text(k + 0.45, 0.6, digit, ha="center", va="center", fontsize=16, family="monospace")
    ax.text(len(digits) + 0.2, 0.6, "kWh", va="center", fontsize=10)
    ax.text(0, 1.6, label, fontsize=9)
    ax.set_xlim(-0.3, len(digits) + 1.6)
    ax.set_ylim(-0.4, 2.1)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test15_phys_meter_march")
def _meter_march(ax: Axes) -> None:
    _meter(ax, "04512", "1 March")


@figure("test15_phys_meter_june")
def _meter_june(ax: Axes) -> None:
    _meter(ax, "04687", "1 June")


@figure("test15_phys_network")
def _network(ax: Axes) -> None:
    ax.plot([0, 0, 5], [0, 4, 4], color="black")
    ax.plot([9, 10, 10], [4, 4, 0], color="black")
    ax.plot([0, 4.6], [0, 0], color="black")
    ax.plot([4.6, 4.6], [-0.5, 0.5], color="black", linewidth=2)
    ax.plot([4.9, 4.9], [-0.25, 0.25], color="black", linewidth=2)
    ax.plot([4.9, 10], [0, 0], color="black")
    ax.text(4.75, -0.9, "9 V", ha="center", fontsize=9)
    ax.add_patch(Rectangle((1.2, 3.7), 1.6, 0.6, facecolor="white", edgecolor="black"))
    ax.text(2.0, 4.6, "6 Ω", ha="center", fontsize=9)
    ax.plot([5, 5], [4, 5.5], color="black")
    ax.plot([5, 5], [4, 2.5], color="black")
    ax.plot([5, 9], [5.5, 5.5], color="black")
    ax.plot([5, 9], [2.5, 2.5], color="black")
    ax.plot([9, 9], [2.5, 5.5], color="black")
    ax.add_patch(Rectangle((6.2, 5.2), 1.6, 0.6, facecolor="white", edgecolor="black"))
    ax.add_patch(Rectangle((6.2, 2.2), 1.6, 0.6, facecolor="white", edgecolor="black"))
    ax.text(7.0, 6.1, "12 Ω", ha="center", fontsize=9)
    ax.text(7.0, 1.6, "4 Ω", ha="center", fontsize=9)
    ax.set_xlim(-1, 11)
    ax.set_ylim(-1.5, 6.8)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test15_phys_standing_wave")
def _standing_wave(ax: Axes) -> None:
    x = np.linspace(0, 1.2, 400)
    envelope = 0.05 * np.sin(3 * np.pi * x / 1.2)
    ax.plot(x, envelope, color="#08519c")
    ax.plot(x, -envelope, color="#08519c", linestyle="--")
    ax.plot([0, 0], [-0.08, 0.08], color="black", linewidth=3)
    ax.plot([1.2, 1.2], [-0.08, 0.08], color="black", linewidth=3)
    ax.annotate("", xy=(0, -0.1), xytext=(1.2, -0.1), arrowprops={"arrowstyle": "<->"})
    ax.text(0.6, -0.125, "1.20 m", ha="center", fontsize=9)
    ax.set_xlim(-0.1, 1.3)
    ax.set_ylim(-0.14, 0.09)
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A fan heater is rated 2.3 kW, 230 V. Which fuse should be fitted in its plug? "
        "(A) 3 A (B) 5 A (C) 13 A (D) 30 A",
        "reference_answer": "(C) 13 A",
        "steps": [
            (
                "**Step 1:** The current follows from the power equation $P = VI$, so $I = \\frac{P}{V}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Substituting the values, we get $I = \\frac{2300\\ \\text{W}}{230\\ \\text{V}} = 10$ A.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** A fuse has to carry the normal current without melting, which rules out 3 A and 5 A, "
                "while it should blow soon after the current rises above normal, so we choose the smallest rating "
                "above 10 A, which is 13 A rather than 30 A.\n\n**Final Answer:** (C) 13 A",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test15_phys_meter_march", "test15_phys_meter_june"],
        "question": "<image_1> and <image_2> show a household's electricity meter on 1 March and on 1 June. If "
        "electricity costs 28p per kWh, how much is the bill for this period?",
        "reference_answer": "175 kWh; £49.00",
        "steps": [
            (
                "The bill depends on the energy used between the two readings.\n\n"
                "**Step 1:** The meter reads 04512 kWh on 1 March and 04678 kWh on 1 June.",
                0,
                "VI",
                "The 1 June meter shows 04687 kWh, not 04678; the last two digits have been swapped.",
            ),
            (
                "**Step 2:** The energy used is the difference of the readings, $4678 - 4512 = 166$ kWh.",
                0,
                "carried",
                "The subtraction is right for the misread value of step 1; the household used 4687 − 4512 = 175 kWh.",
            ),
            (
                "**Step 3:** Because each kWh costs 28p, the bill is $166 \\times 28 = 4648$p, which is £46.48.\n\n"
                "**Final Answer:** £46.48",
                0,
                "carried",
                "The price is applied correctly to the wrong 166 kWh; the bill is 175 × 28p = £49.00.",
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "An ideal transformer steps 230 V mains down to 11.5 V for a garden lamp. Its primary coil has 2000 "
        "turns. How many turns does the secondary coil have, and what current is drawn from the mains when the "
        "lamp takes 2.0 A?",
        "reference_answer": "100 turns; 0.10 A",
        "steps": [
            (
                "Step 1: By the transformer equation, $\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$, so "
                "$N_s = 2000 \\times \\frac{11.5}{230} = 100$ turns.",
                1,
                None,
                None,
            ),
            (
                "Step 2: The currents scale in the same ratio as the voltages, $\\frac{I_p}{I_s} = "
                "\\frac{V_p}{V_s}$, so $I_p = 2.0 \\times \\frac{230}{11.5} = 40$ A.",
                0,
                "KE",
                "In an ideal transformer the power is the same on both sides, V_p I_p = V_s I_s, so the currents go "
                "in the inverse ratio: I_p = 2.0 × 11.5/230 = 0.10 A.",
            ),
            (
                "Step 3: Final answer: the secondary has 100 turns and the mains current is 40 A.",
                0,
                "carried",
                "The turns are right but the current repeats the wrong 40 A of step 2; it is 0.10 A.",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test15_phys_network"],
        "question": "In the circuit of <image_1>, a 9 V battery of negligible internal resistance drives current "
        "through a 6 Ω resistor in series with a 12 Ω and a 4 Ω resistor in parallel. Find the current from the "
        "battery and the current in the 4 Ω resistor.",
        "reference_answer": "1.0 A from the battery; 0.75 A in the 4 Ω resistor",
        "steps": [
            (
                "### Step 1: Combine the parallel pair\nFor resistors in parallel, "
                "$\\frac{1}{R} = \\frac{1}{12} + \\frac{1}{4} = \\frac{1 + 3}{12}$, so $R = 3$ Ω.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Total resistance and current\nThe 3 Ω combination is in series with the 6 Ω "
                "resistor, which makes 9 Ω in all, and therefore Ohm's law gives $I = \\frac{9}{9} = 1.0$ A.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: Share of the current\nThe voltage across the parallel pair is $1.0 \\times 3 = 3.0$ V, "
                "so the 4 Ω resistor carries $\\frac{3.0}{4} = 0.75$ A while the 12 Ω one carries the remaining "
                "0.25 A.\n\n**Final Answer:** 1.0 A from the battery and 0.75 A through the 4 Ω resistor.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "Estimate the height above the Earth's surface of a satellite in geostationary orbit, taking its "
        "period as 24.0 h. (GM of the Earth = 3.99 × 10¹⁴ m³ s⁻², Earth's radius = 6.37 × 10⁶ m)",
        "reference_answer": "r ≈ 4.22 × 10⁷ m from the Earth's centre; height ≈ 3.59 × 10⁷ m",
        "steps": [
            (
                "**Step 1:** The gravitational pull supplies the centripetal force, $\\frac{GMm}{r^2} = "
                "m\\omega^2 r$ with $\\omega = \\frac{2\\pi}{T}$, which sets up Kepler's third law in the form "
                "$r^3 = \\frac{GMT^2}{4\\pi^2}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The period is $T = 24.0 \\times 3600 = 86\\,400$ s. Substituting the values, we get "
                "$r^3 = \\frac{3.99 \\times 10^{14} \\times (86\\,400)^2}{4\\pi^2} = "
                "\\frac{2.98 \\times 10^{24}}{39.5} \\approx 7.55 \\times 10^{22}$ m³.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Taking the cube root, $r \\approx 4.22 \\times 10^7$ m, which is measured from the "
                "Earth's centre.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** The height above the surface is $r - R_E = 4.22 \\times 10^7 - 0.637 \\times 10^7 "
                "\\approx 3.59 \\times 10^7$ m, or about 35 900 km.\n\n**Final Answer:** about $3.59 \\times 10^7$ m "
                "above the surface.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "competition",
        "images": ["test15_phys_standing_wave"],
        "question": "A string 1.20 m long, fixed at both ends and under a tension of 90 N, vibrates at 150 Hz in the "
        "standing-wave pattern of <image_1>. Find the mass per unit length of the string.",
        "reference_answer": "6.25 × 10⁻³ kg/m",
        "steps": [
            (
                "1. The figure shows three loops between the fixed ends, and since each loop is half a wavelength, "
                "$\\frac{3\\lambda}{2} = 1.20$ m, so $\\lambda = 0.80$ m.",
                1,
                None,
                None,
            ),
            (
                "2. Using the wave equation $v = f\\lambda$, the wave speed is $150 \\times 0.80 = 120$ m/s.",
                1,
                None,
                None,
            ),
            (
                "3. The speed on a stretched string is $v = \\sqrt{T/\\mu}$, so rearranging gives "
                "$\\mu = \\frac{v^2}{T} = \\frac{120^2}{90} = 160$ kg/m.",
                0,
                "SC",
                "Squaring v = √(T/μ) gives v² = T/μ, so μ = T/v² = 90/14 400 = 6.25 × 10⁻³ kg/m; the rearrangement "
                "is inverted.",
            ),
            (
                "4. Final answer: the string's mass per unit length is 160 kg/m.",
                0,
                "carried",
                "The answer repeats the wrong rearrangement of step 3; it is 6.25 × 10⁻³ kg/m.",
            ),
        ],
    },
]
