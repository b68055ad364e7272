"""Ninth test set, Physics: a crane's work and power, a floating block, a block sliding down a rough slope,
an isobaric expansion on a p-V diagram, muon time dilation, the zero of the field between two charges."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test9_phys_float")
def _float(ax: Axes) -> None:
    ax.add_patch(Rectangle((0, 0), 16, 9, color="#c6dbef"))
    ax.add_patch(Rectangle((6, 3), 4, 10, facecolor="#d9a066", edgecolor="black"))
    ax.plot([0, 16], [9, 9], color="#3182bd", linewidth=1.5)
    ax.annotate("", xy=(10.8, 3), xytext=(10.8, 9), arrowprops={"arrowstyle": "<->"})
    ax.text(11.1, 6, "6 cm", fontsize=9, va="center")
    ax.annotate("", xy=(5.2, 3), xytext=(5.2, 13), arrowprops={"arrowstyle": "<->"})
    ax.text(2.2, 11, "10 cm", fontsize=9, va="center")
    ax.text(0.4, 8.0, "water", fontsize=9)
    ax.text(8, 11, "block", fontsize=9, ha="center")
    ax.set_xlim(0, 16)
    ax.set_ylim(0, 14)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test9_phys_pv")
def _pv(ax: Axes) -> None:
    ax.annotate("", xy=(30, 2.0), xytext=(10, 2.0), arrowprops={"arrowstyle": "->", "linewidth": 1.6})
    ax.plot([10, 30], [2.0, 2.0], "o", color="black")
    ax.text(9, 2.15, "A", fontsize=10)
    ax.text(30, 2.15, "B", fontsize=10)
    ax.plot([10, 10], [0, 2.0], ":", color="gray")
    ax.plot([30, 30], [0, 2.0], ":", color="gray")
    ax.set_xlim(0, 40)
    ax.set_ylim(0, 3)
    ax.set_xlabel("V (litres)")
    ax.set_ylabel("p (× 10⁵ Pa)")
    ax.set_xticks([0, 10, 20, 30, 40])
    ax.set_yticks([0, 1, 2, 3])
    ax.grid(alpha=0.3)


@figure("test9_phys_charges")
def _charges(ax: Axes) -> None:
    ax.plot([-0.05, 0.40], [0, 0], color="black", linewidth=1)
    ax.plot(0, 0, "o", color="#de2d26", markersize=16)
    ax.plot(0.30, 0, "o", color="#de2d26", markersize=10)
    ax.text(0, 0.012, "q₁ = +4.0 μC", ha="center", fontsize=9)
    ax.text(0.30, 0.012, "q₂ = +1.0 μC", ha="center", fontsize=9)
    ax.annotate("", xy=(0.30, -0.012), xytext=(0, -0.012), arrowprops={"arrowstyle": "<->"})
    ax.text(0.15, -0.02, "0.30 m", ha="center", fontsize=9)
    ax.set_xlim(-0.08, 0.42)
    ax.set_ylim(-0.03, 0.025)
    ax.axis("off")


PROCESSES = [
    {
        "id": "phys-ms-01",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": [],
        "question": "A crane lifts a 500 kg load of bricks straight up through 12 m at a steady speed in 20 s. "
        "Taking g = 10 N/kg, how much work does the crane do on the load, and what is its useful power output?",
        "reference_answer": "60 000 J (60 kJ); 3000 W (3 kW)",
        "steps": [
            (
                "To find the work, we first need the force the crane exerts, and since the load rises at a "
                "steady speed, that force equals the load's weight.\n\n"
                "**Step 1:** Weight $= mg = 500 \\text{ kg} \\times 10 \\text{ N/kg} = 5000 \\text{ N}$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Work done $= F \\times d = 5000 \\text{ N} \\times 12 \\text{ m} = 60\\,000 \\text{ J}$, "
                "which is 60 kJ.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Power is the rate of doing work, so "
                "$P = \\frac{W}{t} = \\frac{60\\,000 \\text{ J}}{20 \\text{ s}} = 3000 \\text{ W}$.\n\n"
                "**Final Answer:** the crane does 60 kJ of work at a useful power of 3.0 kW.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-ms-02",
        "source": "qwen2-vl",
        "subject": "Physics",
        "difficulty": "middle_school",
        "images": ["test9_phys_float"],
        "question": "The block in <image_1> is 10 cm tall and floats upright in water with 6 cm of its height "
        "below the surface. The density of water is 1000 kg/m³. What is the density of the block? "
        "(A) 400 kg/m³ (B) 600 kg/m³ (C) 1000 kg/m³ (D) 1670 kg/m³",
        "reference_answer": "(B) 600 kg/m³",
        "steps": [
            (
                "Step 1: A floating object is in equilibrium, so by Archimedes' principle the buoyant force equals "
                "the weight of water it pushes aside, and this also equals the block's own weight.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Because the block has the same cross-section all the way up, its weight is proportional "
                "to ρ_block × 10 cm and the displaced water's weight to 1000 kg/m³ × 6 cm; setting them equal gives "
                "ρ_block = 1000 × 6/10.",
                1,
                None,
                None,
            ),
            (
                "Step 3: ρ_block = 1000 × 0.6 = 600 kg/m³, which is less than water's density, as it must be for "
                "a floating block.\n\nFinal answer: (B) 600 kg/m³",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-hs-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": [],
        "question": "A 5.0 kg crate slides down a ramp inclined at 30° to the horizontal. The coefficient of "
        "kinetic friction between the crate and the ramp is 0.20. Find the crate's acceleration (g = 9.8 m/s²).",
        "reference_answer": "about 3.2 m/s² down the slope",
        "steps": [
            (
                "I'll resolve the forces along and perpendicular to the slope, and then apply Newton's second law "
                "along it.\n\n**Step 1:** The component of the weight along the slope is "
                "$mg\\sin 30° = 5.0 \\times 9.8 \\times 0.5 = 24.5$ N, which pulls the crate down the ramp.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The friction force is $\\mu$ times the normal force, and since the normal force on a "
                "slope equals the full weight, $f = 0.20 \\times 5.0 \\times 9.8 = 9.8$ N.",
                0,
                "KE",
                "On an incline the normal force is mg cos 30° = 42.4 N, not mg, so friction is 0.20 × 42.4 ≈ 8.5 N.",
            ),
            (
                "**Step 3:** The net force down the slope is therefore $24.5 - 9.8 = 14.7$ N.",
                0,
                "carried",
                "The subtraction is right but it uses the wrong friction force of step 2; the net force is about "
                "24.5 − 8.5 = 16.0 N.",
            ),
            (
                "**Step 4:** By Newton's second law, $a = F_{net}/m = 14.7/5.0 \\approx 2.9$ m/s².\n\n"
                "**Final Answer:** the crate accelerates down the ramp at about 2.9 m/s².",
                0,
                "carried",
                "Newton's second law is applied correctly to the wrong net force; the acceleration is about "
                "16.0/5.0 ≈ 3.2 m/s².",
            ),
        ],
    },
    {
        "id": "phys-hs-02",
        "source": "gpt-4o",
        "subject": "Physics",
        "difficulty": "high_school",
        "images": ["test9_phys_pv"],
        "question": "A gas expands from state A to state B along the path shown in <image_1>, while it takes in "
        "10.0 kJ of heat. How much work does the gas do, and by how much does its internal energy change?",
        "reference_answer": "W = 4.0 kJ done by the gas; ΔU = +6.0 kJ",
        "steps": [
            (
                "### Step 1: Read the diagram\nIn <image_1> the path from A to B is horizontal at "
                "$p = 2.0 \\times 10^5$ Pa, so the expansion is isobaric, and the volume grows from 10 L to 30 L.",
                1,
                None,
                None,
            ),
            (
                "### Step 2: Work done by the gas\nAt constant pressure the work is the area under the line, "
                "$W = p\\,\\Delta V$. With $\\Delta V = 20 \\text{ L} = 0.020 \\text{ m}^3$, we get "
                "$W = 2.0 \\times 10^5 \\times 0.020 = 4.0 \\times 10^3$ J.",
                1,
                None,
                None,
            ),
            (
                "### Step 3: First law of thermodynamics\nUsing $\\Delta U = Q - W$, where W is the work done by "
                "the gas, $\\Delta U = 10.0 \\text{ kJ} - 4.0 \\text{ kJ} = 6.0$ kJ, so the gas's internal energy "
                "rises.\n\n**Final Answer:** the gas does 4.0 kJ of work and its internal energy increases by "
                "6.0 kJ.",
                1,
                None,
                None,
            ),
        ],
    },
    {
        "id": "phys-comp-01",
        "source": "claude",
        "subject": "Physics",
        "difficulty": "competition",
        "images": [],
        "question": "A muon has a mean lifetime of 2.2 μs in its own rest frame. Muons are produced in the upper "
        "atmosphere moving at 0.98c. How far does a typical muon travel in the Earth's frame before it decays?",
        "reference_answer": "about 3.3 km (3.26 × 10³ m)",
        "steps": [
            (
                "The lifetime we're given is the proper time, so in the Earth's frame it is stretched by the "
                "Lorentz factor.\n\n1. The Lorentz factor is $\\gamma = 1/\\sqrt{1 - v^2/c^2} = "
                "1/\\sqrt{1 - 0.9604} = 1/\\sqrt{0.0396} \\approx 5.03$.",
                1,
                None,
                None,
            ),
            (
                "2. By time dilation, the mean lifetime measured on Earth is "
                "$t = \\gamma\\,\\tau = 5.03 \\times 2.2\\ \\mu\\text{s} \\approx 11.1\\ \\mu\\text{s}$.",
                1,
                None,
                None,
            ),
            (
                "3. In that time the muon covers $d = v t = 0.98 \\times 3.0 \\times 10^8 \\text{ m/s} \\times "
                "11.1 \\times 10^{-6} \\text{ s} \\approx 3.26 \\times 10^3$ m.",
                1,
                None,
                None,
            ),
            (
                "4. Without time dilation it would travel only $0.98c \\times 2.2\\ \\mu$s ≈ 650 m, which is why "
                "so many muons reach the ground.\n\n**Final Answer:** about 3.3 km.",
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
        "images": ["test9_phys_charges"],
        "question": "Two positive point charges are fixed 0.30 m apart as shown in <image_1>. At what point on the "
        "line joining them is the electric field zero?",
        "reference_answer": "0.20 m from q₁ (0.10 m from q₂), between the charges",
        "steps": [
            (
                "Step 1: Both charges are positive, so their fields point in opposite directions only on the "
                "segment between them; the zero must therefore lie between q₁ and q₂, at a distance x from q₁.",
                1,
                None,
                None,
            ),
            (
                "Step 2: Using Coulomb's law for the field of a point charge, $E = kq/r^2$, the condition "
                "$E_1 = E_2$ becomes $\\frac{4.0}{x^2} = \\frac{1.0}{(0.30 - x)^2}$.",
                1,
                None,
                None,
            ),
            (
                "Step 3: Taking the positive square root of both sides gives $\\frac{2}{x} = \\frac{1}{0.30 - x}$, "
                "and cross-multiplying, we obtain $2x = 0.30 - x$, so $x = 0.10$ m.",
                0,
                "SC",
                "Cross-multiplying 2/x = 1/(0.30 − x) gives 2(0.30 − x) = x, so x = 0.20 m, not 0.10 m.",
            ),
            (
                "Step 4: The field is therefore zero 0.10 m from q₁, which is 0.20 m from q₂.\n\n"
                "Final answer: 0.10 m from q₁, between the two charges.",
                0,
                "carried",
                "It restates step 3's wrong root; the zero lies 0.20 m from q₁ (closer to the weaker charge q₂).",
            ),
        ],
    },
]
