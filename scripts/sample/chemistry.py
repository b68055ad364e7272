"""Chemistry problems of the bundled sample (middle school, high school, competition) and their figures.

Each solution is hand-written in the manner of one model family (spec.STYLES) and hand-labelled;
errors sit at every position and carry forward (spec.CARRIED).

Molar masses use H 1.008, C 12.01, O 16.00 g/mol (stated in the questions that need them). The titration
curves are computed from the charge balance, so the plotted pH values are the real ones.
"""

import numpy as np
from matplotlib import patches

from .figures import figure
from .spec import CARRIED, problem, solution

KW = 1.0e-14  # ion product of water at 25 °C
KA_ACETIC = 1.74e-5  # pKa 4.76


def _titration_ph(v_base_ml, v_acid_ml, c_acid, c_base, ka=None):
    """Return the pH of v_acid_ml of a monoprotic acid (strong if ka is None) after adding v_base_ml of NaOH.

    Solves the charge balance [H+] + [Na+] = [OH-] + [A-] by bisection on log10[H+].
    """
    total = (v_acid_ml + v_base_ml) / 1000.0
    acid = c_acid * v_acid_ml / 1000.0 / total
    sodium = c_base * v_base_ml / 1000.0 / total
    low, high = -14.0, 0.0  # log10[H+]
    for _ in range(80):
        mid = (low + high) / 2
        h = 10.0**mid
        anion = acid if ka is None else acid * ka / (ka + h)
        if h + sodium - KW / h - anion > 0:  # too much positive charge: [H+] is too high
            high = mid
        else:
            low = mid
    return -(low + high) / 2


def _beaker(ax, x, width, height, fill_height, fill_color):
    """An open beaker (three walls) with liquid filled to fill_height."""
    ax.fill_between([x, x + width], 0, fill_height, color=fill_color, alpha=0.6, linewidth=0)
    ax.plot([x, x, x + width, x + width], [height, 0, 0, height], color="black")


@figure("chem_cylinder_volume")
def _cylinder_volume(ax):
    # A 50 mL graduated cylinder, oil level (bottom of meniscus) at 40 mL.
    ax.fill_between([4.0, 6.0], 0, 40.6, color="#e8c65a", alpha=0.7, linewidth=0)
    xs = np.linspace(4.0, 6.0, 50)
    ax.fill_between(xs, 40 + 0.6 * ((xs - 5.0) / 1.0) ** 2, 40.6, color="white", linewidth=0)
    ax.plot(xs, 40 + 0.6 * ((xs - 5.0) / 1.0) ** 2, color="#a07d10", linewidth=1.2)
    ax.plot([4.0, 4.0], [0, 56], color="black")
    ax.plot([6.0, 6.0], [0, 56], color="black")
    ax.plot([3.2, 6.8], [0, 0], color="black", linewidth=2.5)
    for ml in range(0, 51, 2):
        length = 0.5 if ml % 10 == 0 else (0.35 if ml % 5 == 0 else 0.2)
        ax.plot([6.0 - length, 6.0], [ml, ml], color="black", linewidth=0.8)
        if ml % 10 == 0 and ml > 0:
            ax.text(6.15, ml, str(ml), va="center", fontsize=9)
    ax.text(6.15, 54, "mL", va="center", fontsize=9)
    ax.text(1.8, 30, "oil", fontsize=10, ha="center")
    ax.annotate("", xy=(4.3, 25), xytext=(2.3, 29), arrowprops=dict(arrowstyle="->", linewidth=1))
    ax.set_title("50 mL graduated cylinder")
    ax.set_xlim(0, 10)
    ax.set_ylim(-3, 58)
    ax.axis("off")


@figure("chem_balance_reading")
def _balance_reading(ax):
    # Electronic balance with the cylinder (and oil) standing on the pan.
    ax.add_patch(
        patches.Polygon([(1, 0), (9, 0), (8.5, 2.2), (1.5, 2.2)], closed=True, facecolor="#d9d9d9", edgecolor="black")
    )
    ax.add_patch(patches.Rectangle((2.2, 0.5), 3.2, 1.2, facecolor="#1f3b2b", edgecolor="black"))
    ax.text(3.8, 1.1, "95.00 g", color="#7CFC00", fontsize=14, ha="center", va="center", family="monospace")
    ax.plot([5.8, 8.2], [2.35, 2.35], color="black", linewidth=3)  # pan
    ax.plot([6.5, 6.5, 7.5, 7.5], [7.5, 2.5, 2.5, 7.5], color="black")  # cylinder on the pan
    ax.fill_between([6.5, 7.5], 2.5, 6.2, color="#e8c65a", alpha=0.7, linewidth=0)
    ax.plot([6.2, 7.8], [2.45, 2.45], color="black", linewidth=2)
    ax.text(8.0, 6.0, "cylinder\n+ oil", fontsize=9, va="center")
    ax.text(5.0, -0.8, "balance", fontsize=9, ha="center")
    ax.set_title("Cylinder with the oil on the balance")
    ax.set_xlim(0, 10)
    ax.set_ylim(-1.3, 8.2)
    ax.axis("off")


@figure("chem_ph_chart")
def _ph_chart(ax):
    names = ["Lemon\njuice", "Tomato\njuice", "Pure\nwater", "Baking\nsoda", "Ammonia\nsolution", "Bleach"]
    values = [2, 4, 7, 9, 11, 13]
    colors = ["#d62728", "#ff7f0e", "#2ca02c", "#17becf", "#1f77b4", "#6a3d9a"]
    positions = np.arange(len(names))
    ax.bar(positions, values, color=colors, width=0.6)
    for x, value in zip(positions, values):
        ax.text(x, value + 0.3, str(value), ha="center", fontsize=9)
    ax.axhline(7, color="gray", linestyle="--", linewidth=1)
    ax.text(-0.3, 7.25, "neutral (pH 7)", fontsize=7, color="gray", ha="left")
    ax.set_xticks(positions)
    ax.set_xticklabels(names, fontsize=7)
    ax.set_ylabel("pH")
    ax.set_ylim(0, 14.5)
    ax.set_yticks(range(0, 15, 2))
    ax.set_title("pH of household solutions")


@figure("chem_solubility_curves")
def _solubility_curves(ax):
    temps = np.array([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    kno3 = np.array([13, 21, 32, 46, 64, 85, 110, 138, 169, 202, 246])
    nacl = np.array([35.7, 35.8, 36.0, 36.3, 36.6, 37.0, 37.3, 37.8, 38.4, 39.0, 39.8])
    ax.plot(temps, kno3, color="#1f77b4", label="KNO$_3$")
    ax.plot(temps, nacl, color="#d62728", label="NaCl")
    for t, s in [(20, 32), (40, 64), (60, 110)]:
        ax.plot([t, t], [0, s], color="gray", linestyle=":", linewidth=1)
        ax.plot([0, t], [s, s], color="gray", linestyle=":", linewidth=1)
        ax.plot(t, s, "o", color="#1f77b4", markersize=4)
        ax.text(t - 2, s + 5, str(s), fontsize=8, ha="right", color="#1f77b4")
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 250)
    ax.set_xticks(range(0, 101, 10))
    ax.set_xlabel("Temperature (°C)")
    ax.set_ylabel("g per 100 g water")
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("Solubility curves")
    ax.grid(alpha=0.25)


@figure("chem_titration_strong")
def _titration_strong(ax):
    volumes = np.linspace(0, 40, 401)
    ph = [_titration_ph(v, 25.0, 0.0800, 0.100) for v in volumes]
    ax.plot(volumes, ph, color="#1f77b4")
    ax.plot([20, 20], [0, 7], color="gray", linestyle="--", linewidth=1)
    ax.plot(20, 7, "o", color="#d62728", markersize=5)
    ax.annotate(
        "equivalence point", xy=(20, 7), xytext=(24, 5.0), fontsize=8, arrowprops=dict(arrowstyle="->", linewidth=0.8)
    )
    ax.set_xlim(0, 40)
    ax.set_ylim(0, 14)
    ax.set_xticks(range(0, 41, 5))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlabel("Volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_title("Titration of 25.0 mL HCl")
    ax.grid(alpha=0.25)


def _smoothstep(u):
    u = np.clip(u, 0.0, 1.0)
    return u * u * (3 - 2 * u)


@figure("chem_energy_profile")
def _energy_profile(ax):
    reactants, products = 50, 20
    left = np.linspace(0, 5, 200)
    right = np.linspace(5, 10, 200)
    for peak, style, color, name in [(130, "-", "black", "uncatalysed"), (90, "--", "#d62728", "catalysed")]:
        up = reactants + (peak - reactants) * _smoothstep((left - 1.5) / 3.5)
        down = products + (peak - products) * _smoothstep((8.5 - right) / 3.5)
        ax.plot(np.concatenate([left, right]), np.concatenate([up, down]), style, color=color)
        ax.text(5, peak + 4, name, ha="center", fontsize=8, color=color)
    for level in (130, 90, 50, 20):
        ax.axhline(level, color="gray", linestyle=":", linewidth=0.8)
    ax.text(0.2, 54, "reactants", fontsize=8)
    ax.text(8.6, 23, "products", fontsize=8)
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 150)
    ax.set_yticks([0, 20, 50, 90, 130])
    ax.set_xticks([])
    ax.set_xlabel("Reaction progress")
    ax.set_ylabel("Potential energy (kJ/mol)")
    ax.set_title("Energy profile")


@figure("chem_ionization_period3")
def _ionization_period3(ax):
    elements = ["Na", "Mg", "Al", "Si", "P", "S", "Cl", "Ar"]
    energies = [496, 738, 578, 787, 1012, 1000, 1251, 1521]
    positions = np.arange(len(elements))
    ax.bar(positions, energies, color="#4c72b0", width=0.65)
    for x, value in zip(positions, energies):
        ax.text(x, value + 25, str(value), ha="center", fontsize=7.5)
    ax.set_xticks(positions)
    ax.set_xticklabels(elements)
    ax.set_ylim(0, 1700)
    ax.set_ylabel("First ionization energy (kJ/mol)", fontsize=8)
    ax.set_title("Period 3 elements")


@figure("chem_titration_weak")
def _titration_weak(ax):
    volumes = np.linspace(0, 50, 501)
    ph = [_titration_ph(v, 25.0, 0.100, 0.100, ka=KA_ACETIC) for v in volumes]
    ax.plot(volumes, ph, color="#1f77b4")
    half = _titration_ph(12.5, 25.0, 0.100, 0.100, KA_ACETIC)
    equivalence = _titration_ph(25.0, 25.0, 0.100, 0.100, KA_ACETIC)
    ax.plot([12.5, 25.0], [half, equivalence], "o", color="#d62728", markersize=5)
    ax.annotate(
        f"12.5 mL, pH {half:.1f}",
        xy=(12.5, half),
        xytext=(14, 2.2),
        fontsize=8,
        arrowprops=dict(arrowstyle="->", linewidth=0.8),
    )
    ax.annotate(
        f"25.0 mL, pH {equivalence:.1f}",
        xy=(25.0, equivalence),
        xytext=(28, 6.0),
        fontsize=8,
        arrowprops=dict(arrowstyle="->", linewidth=0.8),
    )
    ax.set_xlim(0, 50)
    ax.set_ylim(0, 14)
    ax.set_xticks(range(0, 51, 5))
    ax.set_yticks(range(0, 15, 2))
    ax.set_xlabel("Volume of 0.100 M NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_title("Titration of 25.0 mL of acid HA")
    ax.grid(alpha=0.25)


@figure("chem_indicator_ranges")
def _indicator_ranges(ax):
    indicators = [
        ("Methyl orange", 3.1, 4.4),
        ("Methyl red", 4.4, 6.2),
        ("Bromothymol blue", 6.0, 7.6),
        ("Phenolphthalein", 8.2, 10.0),
    ]
    colors = ["#ff7f0e", "#d62728", "#1f77b4", "#e377c2"]
    for row, ((_name, low, high), color) in enumerate(zip(indicators, colors)):
        y = len(indicators) - row
        ax.barh(y, high - low, left=low, height=0.5, color=color)
        ax.text(high + 0.2, y, f"{low}–{high}", va="center", fontsize=8)
    ax.set_yticks([len(indicators) - row for row in range(len(indicators))])
    ax.set_yticklabels([name for name, _, _ in indicators], fontsize=8)
    ax.set_xlim(0, 14)
    ax.set_ylim(0.4, len(indicators) + 0.6)
    ax.set_xticks(range(0, 15, 2))
    ax.set_xlabel("pH range of colour change")
    ax.set_title("Acid–base indicators")
    ax.grid(axis="x", alpha=0.25)


@figure("chem_galvanic_cell")
def _galvanic_cell(ax):
    _beaker(ax, 0.5, 3.0, 3.2, 2.5, "#b0c4de")
    _beaker(ax, 6.5, 3.0, 3.2, 2.5, "#7fb3e6")
    ax.fill_between([1.7, 2.3], 0.6, 4.6, color="#9e9e9e", edgecolor="black")  # Zn strip
    ax.fill_between([7.7, 8.3], 0.6, 4.6, color="#c87533", edgecolor="black")  # Cu strip
    ax.text(1.55, 4.2, "Zn", ha="right", fontsize=10, weight="bold")
    ax.text(8.45, 4.2, "Cu", ha="left", fontsize=10, weight="bold")
    ax.text(2.0, -0.45, "0.010 M ZnSO$_4$", ha="center", fontsize=8)
    ax.text(8.0, -0.45, "1.0 M CuSO$_4$", ha="center", fontsize=8)
    ax.plot([3.0, 3.0, 7.0, 7.0], [1.2, 3.8, 3.8, 1.2], color="#6b8e23", linewidth=5, solid_capstyle="butt")
    ax.text(5.0, 3.25, "salt bridge (KNO$_3$)", ha="center", fontsize=8)
    ax.plot([2.0, 2.0, 4.55], [4.6, 6.0, 6.0], color="black", linewidth=1)
    ax.plot([5.45, 8.0, 8.0], [6.0, 6.0, 4.6], color="black", linewidth=1)
    ax.add_patch(patches.Circle((5.0, 6.0), 0.45, fill=False, linewidth=1.2))
    ax.text(5.0, 6.0, "V", ha="center", va="center", fontsize=10)
    ax.text(
        5.0,
        5.0,
        "E°(Zn$^{2+}$/Zn) = −0.76 V\nE°(Cu$^{2+}$/Cu) = +0.34 V",
        ha="center",
        va="center",
        fontsize=8,
        bbox=dict(boxstyle="round", facecolor="#fff8dc", edgecolor="gray"),
    )
    ax.set_xlim(0, 10)
    ax.set_ylim(-0.9, 6.8)
    ax.axis("off")


@figure("chem_first_order")
def _first_order(ax):
    t = np.array([0, 150])
    ax.plot(t, -0.020 * t, color="#9467bd")
    ax.plot(
        [0, 20, 40, 60, 80, 100, 120, 140],
        [-0.020 * x for x in [0, 20, 40, 60, 80, 100, 120, 140]],
        "o",
        color="#9467bd",
        markersize=4,
    )
    ax.set_xlim(0, 150)
    ax.set_ylim(-3.2, 0.2)
    ax.set_xticks(range(0, 151, 20))
    ax.set_yticks(np.arange(-3.0, 0.01, 0.5))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("ln([A] / M)")
    ax.set_title("Decomposition of A at 300 K", fontsize=9)


# ---------------------------------------------------------------------------------------------
# Problems and solutions
# ---------------------------------------------------------------------------------------------

PROBLEMS = [
    # ----- middle school -----
    problem(
        "chem-ms-01",
        answer="C3H8 + 5O2 → 3CO2 + 4H2O",
        question="Balance the equation for the combustion of propane: C3H8 + O2 → CO2 + H2O.",
        solutions=[
            solution(
                "claude",
                [
                    "**Carbon first.** There are 3 C atoms on the left, so put 3 in front of CO2.",
                    "**Then hydrogen.** 8 H atoms on the left give 4 H2O on the right.",
                    "**Oxygen last.** The right side now has 3 × 2 + 4 × 1 = 10 O atoms, so we need 5 O2.",
                    "**Answer:** C3H8 + 5O2 → 3CO2 + 4H2O (check: C 3 = 3, H 8 = 8, O 10 = 10).",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: Balance H: there are 8 H atoms in C3H8, so we need 8 H2O on the right.",
                        "SC",
                        "Each H2O has 2 H atoms, so 8 H atoms make 4 H2O, not 8.",
                    ),
                    "Step 2: Balance C: 3 C atoms, so 3 CO2.",
                    ("Step 3: Balance O: right side 3 × 2 + 8 = 14 O atoms, so 7 O2.", CARRIED),
                    ("The balanced equation is C3H8 + 7O2 → 3CO2 + 8H2O.", CARRIED),
                ],
            ),
        ],
    ),
    problem(
        "chem-ms-03",
        images=["chem_cylinder_volume", "chem_balance_reading"],
        answer="0.920 g/mL; yes, it floats",
        question="A student pours cooking oil into a graduated cylinder, shown in <image_1>, and then weighs the "
        "cylinder with the oil, as shown in <image_2>. The empty cylinder has a mass of 58.20 g. What is "
        "the density of the oil, and will it float on water (density 1.00 g/mL)?",
        solutions=[
            solution(
                "qwen-vl",
                [
                    (
                        "Step 1: In <image_1>, the oil level is at 42 mL.",
                        "VI",
                        "The bottom of the meniscus in <image_1> is on the 40 mL line; the small ticks are 2 mL apart.",
                    ),
                    "Step 2: The balance in <image_2> reads 95.00 g, so the oil has mass 95.00 − 58.20 = 36.80 g.",
                    ("Step 3: Density = 36.80 / 42 ≈ 0.876 g/mL.", CARRIED),
                    "Step 4: The oil is less dense than water (below 1.00 g/mL), so it floats on water.",
                ],
            ),
            solution(
                "claude",
                [
                    "**Volume.** Reading the bottom of the meniscus in <image_1>, the oil reaches the 40 mL mark, so "
                    "V = 40.0 mL.",
                    "**Mass.** <image_2> shows 95.00 g for cylinder plus oil; subtracting the empty cylinder, "
                    "m = 95.00 − 58.20 = 36.80 g.",
                    "**Density and floating.** ρ = 36.80 g / 40.0 mL = 0.920 g/mL. That is less than 1.00 g/mL, so "
                    "the oil floats.",
                    "**Answer:** 0.920 g/mL; yes, it floats on water.",
                ],
            ),
        ],
    ),
    problem(
        "chem-ms-04",
        images=["chem_ph_chart"],
        answer="Lemon juice and tomato juice; bleach; 100 times",
        question="<image_1> shows the pH of six household solutions. Which of them are acidic, which is the most "
        "basic, and how many times greater is the hydrogen-ion concentration in lemon juice than in "
        "tomato juice?",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Acidic solutions\nA solution is acidic when its pH is below 7. In <image_1> these are "
                    "lemon juice (pH 2) and tomato juice (pH 4).",
                    "### Step 2: Most basic\nThe highest pH is bleach at 13.",
                    "### Step 3: Ratio of [H⁺]\nEach pH unit is a factor of 10, and the difference is \\(4 - 2 = 2\\) "
                    "units: \\(10^2 = 100\\).",
                    "**Final Answer:** lemon juice and tomato juice; bleach; 100 times",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: From <image_1>, lemon juice (pH 2) and tomato juice (pH 4) have pH below 7, so they are acidic.",
                    (
                        "Step 2: Lemon juice has pH 2 and tomato juice has pH 4, so lemon juice has 4 / 2 = 2 times the "
                        "hydrogen-ion concentration.",
                        "KE",
                        "pH is logarithmic: [H⁺] = 10^(−pH), so the ratio is 10^(4 − 2) = 100.",
                    ),
                    "Step 3: The most basic solution is the one with the highest pH, bleach (pH 13).",
                ],
            ),
            solution(
                "claude",
                [
                    "**Acidic solutions.** Anything below pH 7 in <image_1>: lemon juice (pH 2) and tomato juice (pH 4).",
                    "**Most basic.** Bleach, at pH 13, is the highest on the chart.",
                    (
                        "**Comparing [H⁺].** Each pH unit is a factor of 10, so tomato juice has $10^{2-4} = 0.01$ times "
                        "the hydrogen-ion concentration of lemon juice.\n\n**Answer:** lemon and tomato juice; bleach; "
                        "0.01 times",
                        "QU",
                        "The question asks how many times greater [H⁺] is in lemon juice than in tomato juice: 100 times.",
                    ),
                ],
            ),
        ],
    ),
    problem(
        "chem-ms-06",
        images=["chem_solubility_curves"],
        answer="(a) 78 g (b) 40 °C",
        question="Use the solubility curves in <image_1>. (a) A saturated solution of KNO3 in 100 g of water at "
        "60 °C is cooled to 20 °C. What mass of KNO3 crystallizes? (b) What is the lowest temperature at "
        "which 64 g of KNO3 dissolves completely in 100 g of water?",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "### Step 1: Solubilities\nFrom <image_1>, KNO\\(_3\\) dissolves 110 g per 100 g water at 60 °C and "
                        "36 g at 20 °C.",
                        "VI",
                        "36 g is where the NaCl curve is at 20 °C; the KNO3 curve is at 32 g there.",
                    ),
                    (
                        "### Step 2: Crystals formed\n\\(110 - 36 = 74\\) g of KNO\\(_3\\) comes out of solution.",
                        CARRIED,
                    ),
                    "### Step 3: Part (b)\nThe KNO\\(_3\\) curve reaches 64 g per 100 g water at 40 °C, so 64 g "
                    "dissolves completely at 40 °C and above.",
                ],
            ),
            solution(
                "claude",
                [
                    "**(a)** Following the KNO3 curve in <image_1>: 110 g per 100 g water at 60 °C and 32 g at 20 °C. "
                    "Cooling the saturated solution leaves only 32 g dissolved, so 110 − 32 = 78 g crystallizes.",
                    "**(b)** 64 g of KNO3 dissolves fully once the solubility is at least 64 g, and the curve reaches "
                    "that value at 40 °C.",
                    "**Answer:** (a) 78 g (b) 40 °C",
                ],
            ),
        ],
    ),
    # ----- high school -----
    problem(
        "chem-hs-01",
        images=["chem_titration_strong"],
        answer="0.0800 M",
        question="25.0 mL of hydrochloric acid is titrated with 0.100 M NaOH; the titration curve is shown in "
        "<image_1>. What is the concentration of the HCl?",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "From the curve, the equivalence point is reached after 25.0 mL of NaOH.",
                        "VI",
                        "The steep rise and the marked equivalence point in <image_1> are at 20 mL.",
                    ),
                    ("Moles of NaOH = 0.100 × 0.0250 = 2.50 × 10⁻³ mol, equal to the moles of HCl.", CARRIED),
                    ("[HCl] = 2.50 × 10⁻³ / 0.0250 = 0.100 M.", CARRIED),
                ],
            ),
            solution(
                "gpt-4o",
                [
                    "### Step 1: Equivalence volume\nThe vertical part of the curve in <image_1> is centred at "
                    "\\(V = 20.0\\) mL, where pH = 7.",
                    "### Step 2: Moles\n\\(n(\\text{NaOH}) = 0.100 \\times 0.0200 = 2.00 \\times 10^{-3}\\) mol, and HCl "
                    "reacts 1 : 1 with NaOH.",
                    "### Step 3: Concentration\n\\([\\text{HCl}] = \\frac{2.00 \\times 10^{-3}}{0.0250} = 0.0800\\) M.\n\n"
                    "**Final Answer:** \\(\\boxed{0.0800 \\text{ M}}\\)",
                ],
            ),
            solution(
                "claude",
                [
                    "**Equivalence point.** The sharp jump in <image_1> happens at 20.0 mL of NaOH, where the pH "
                    "passes 7.",
                    (
                        "**Moles of base.** $n(\\text{NaOH}) = 0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = 2.00 \\times "
                        "10^{-",
                        "NS",
                        "The step is cut off in the middle of the number.",
                    ),
                    "**Moles of base.** $n = 2.00 \\times 10^{-3}$ mol, and HCl reacts 1 : 1, so $n(\\text{HCl}) = "
                    "2.00 \\times 10^{-3}$ mol.",
                    "**Concentration.** $[\\text{HCl}] = 2.00 \\times 10^{-3} / 0.0250 = 0.0800$ M.",
                ],
            ),
        ],
    ),
    problem(
        "chem-hs-04",
        images=["chem_energy_profile"],
        answer="Ea = 80 kJ/mol; ΔH = −30 kJ/mol (exothermic); Ea(reverse) = 110 kJ/mol; lowered by 40 kJ/mol",
        question="Use the energy profile in <image_1> to find the activation energy of the uncatalysed forward "
        "reaction, the enthalpy change ΔH, the activation energy of the uncatalysed reverse reaction, and "
        "by how much the catalyst lowers the activation energy.",
        solutions=[
            solution(
                "claude",
                [
                    "From <image_1>: reactants at 50 kJ/mol, products at 20 kJ/mol, the uncatalysed peak at 130 kJ/mol "
                    "and the catalysed peak at 90 kJ/mol.",
                    "**Forward Ea:** 130 − 50 = 80 kJ/mol. **ΔH:** 20 − 50 = −30 kJ/mol, so the reaction is exothermic.",
                    (
                        "**Reverse Ea:** the reverse reaction has the opposite enthalpy change, so Ea(reverse) = Ea(forward) "
                        "+ ΔH = 80 + (−30) = 50 kJ/mol.",
                        "RE",
                        "Ea(reverse) = Ea(forward) − ΔH = 80 + 30 = 110 kJ/mol, the climb from the products to the peak.",
                    ),
                    "**Catalyst:** it lowers the peak from 130 to 90 kJ/mol, a reduction of 40 kJ/mol.",
                ],
            ),
        ],
    ),
    problem(
        "chem-hs-05",
        answer="O2 is limiting; 18.0 g of water; about 2.0 g of H2 left over",
        question="4.0 g of H2 is mixed with 16.0 g of O2 and the mixture is ignited to form water. Which reactant is "
        "limiting, what mass of water forms, and what mass of the excess reactant is left over? "
        "(H = 1.008 g/mol, O = 16.00 g/mol)",
        solutions=[
            solution(
                "gpt-4o",
                [
                    (
                        "I can't help with igniting hydrogen–oxygen mixtures, since they can explode violently. Please "
                        "follow your lab's safety rules and ask your instructor for supervision.",
                        "NS",
                        "A refusal that answers a safety question nobody asked; the step contributes nothing to the solution.",
                    ),
                    "### Step 1: Moles\n\\(n(\\text{H}_2) = 4.0/2.016 = 1.98\\) mol; \\(n(\\text{O}_2) = 16.0/32.00 = "
                    "0.500\\) mol.",
                    "### Step 2: Limiting reactant\n\\(2\\text{H}_2 + \\text{O}_2 \\to 2\\text{H}_2\\text{O}\\): 0.500 mol "
                    "O\\(_2\\) needs only 1.00 mol H\\(_2\\), so O\\(_2\\) is limiting.",
                    "### Step 3: Products and excess\nWater: \\(1.00 \\times 18.02 = 18.0\\) g. H\\(_2\\) left: "
                    "\\((1.98 - 1.00) \\times 2.016 \\approx 2.0\\) g.\n\n**Final Answer:** O\\(_2\\) limiting; 18.0 g "
                    "water; about 2.0 g H\\(_2\\) left",
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: Molar masses: H2 = 2.016 g/mol, O2 = 32.00 g/mol.",
                    (
                        "Step 2: There is much less hydrogen (4.0 g) than oxygen (16.0 g) by mass, so H2 is the limiting "
                        "reactant.",
                        "RE",
                        "The limiting reactant is decided by moles and the 2 : 1 ratio: 1.98 mol H2 needs only 0.99 mol O2, "
                        "so O2 (0.500 mol) is limiting.",
                    ),
                    "Step 3: Let me check this with moles instead. n(H2) = 4.0 / 2.016 = 1.98 mol and n(O2) = 16.0 / 32.00 "
                    "= 0.500 mol. The reaction 2H2 + O2 → 2H2O needs 0.99 mol O2 for all the H2, but only 0.500 mol is "
                    "there, so O2 is actually the limiting reactant.",
                    "Step 4: 0.500 mol O2 makes 1.00 mol H2O = 18.0 g, and uses 1.00 mol H2, leaving 0.98 mol H2 ≈ 2.0 g.",
                    "Answer: O2 is limiting; 18.0 g of water forms; about 2.0 g of H2 is left over.",
                ],
            ),
        ],
    ),
    problem(
        "chem-hs-06",
        images=["chem_ionization_period3"],
        answer="Rises overall (Na 496 to Ar 1521 kJ/mol); drop Mg→Al (3p electron) and P→S (paired 3p electron)",
        question="<image_1> shows the first ionization energies of the Period 3 elements. Describe the overall trend "
        "and explain the two places where the ionization energy drops.",
        solutions=[
            solution(
                "claude",
                [
                    "**Trend.** Across Period 3 in <image_1> the first ionization energy rises from 496 kJ/mol (Na) to "
                    "1521 kJ/mol (Ar): the nuclear charge increases while the electrons stay in the same shell.",
                    (
                        "**Drop from P to S.** Sulfur has a half-filled 3p subshell, which is especially stable, so "
                        "removing an electron from it takes less energy than from phosphorus.",
                        "KE",
                        "P (3p³) is the half-filled one; S (3p⁴) loses a paired 3p electron, which repulsion makes easier to remove.",
                    ),
                    "**Drop from Mg to Al.** Aluminium's outer electron is in a 3p orbital, higher in energy and better "
                    "shielded than magnesium's 3s electrons, so it is easier to remove.",
                ],
            ),
        ],
    ),
    # ----- competition -----
    problem(
        "chem-comp-01",
        answer="50.4% NaHCO3",
        question="A 10.00 g mixture of NaHCO3 and Na2CO3 is heated until its mass stops changing; the residue weighs "
        "8.14 g. Find the mass percentage of NaHCO3 in the mixture. (Na = 22.99, H = 1.008, C = 12.01, "
        "O = 16.00)",
        solutions=[
            solution(
                "gpt-4o",
                [
                    "### Step 1: Reaction\n\\(2\\text{NaHCO}_3 \\to \\text{Na}_2\\text{CO}_3 + \\text{H}_2\\text{O} + "
                    "\\text{CO}_2\\); Na\\(_2\\)CO\\(_3\\) is stable at these temperatures.",
                    (
                        "### Step 2: Mass lost per mole\nThe residue is weighed after heating, so the mass loss is whatever "
                        "escapes as gas. Of the products, Na\\(_2\\)CO\\(_3\\) stays behind as a solid and the water condenses "
                        "back into the residue, so the only gas that leaves is CO\\(_2\\): 2 mol NaHCO\\(_3\\) (168.0 g) "
                        "lose 44.01 g.",
                        "KE",
                        "At the heating temperature the water leaves as vapour too, so the loss is 44.01 + 18.02 = 62.03 g.",
                    ),
                    (
                        "### Step 3: Mass of NaHCO\\(_3\\)\n\\(1.86 \\times \\frac{168.0}{44.01} \\approx 7.10\\) g.",
                        CARRIED,
                    ),
                    (
                        "### Step 4: Percentage\n\\(\\frac{7.10}{10.00} = 71.0\\%\\).\n\n**Final Answer:** 71.0%",
                        CARRIED,
                    ),
                ],
            ),
        ],
    ),
    problem(
        "chem-comp-02",
        answer="6.5 × 10⁻⁵ M in water; 1.1 × 10⁻¹⁰ M in 0.10 M AgNO3",
        question="Ksp(Ag2CrO4) = 1.1 × 10⁻¹² at 25 °C. Find the molar solubility of silver chromate in pure water "
        "and in 0.10 M AgNO3.",
        solutions=[
            solution(
                "claude",
                [
                    (
                        "**In pure water.** If s mol/L dissolves, [CrO₄²⁻] = s and [Ag⁺] = s, so Ksp = s², which gives "
                        "$s = \\sqrt{1.1\\times10^{-12}} \\approx 1.0\\times10^{-6}$ M.",
                        "KE",
                        "Each Ag2CrO4 gives two Ag⁺ ions: Ksp = (2s)²s = 4s³, so s = (2.75 × 10⁻¹³)^(1/3) ≈ 6.5 × 10⁻⁵ M.",
                    ),
                    "**In 0.10 M AgNO₃.** Now [Ag⁺] ≈ 0.10 M comes almost entirely from the nitrate, and Ksp = "
                    "[Ag⁺]²[CrO₄²⁻] with [CrO₄²⁻] = s.",
                    "So $s = \\frac{K_{sp}}{[\\text{Ag}^+]^2} = \\frac{1.1\\times10^{-12}}{0.010} = 1.1\\times10^{-10}$ M.",
                    "That is the common-ion effect: the added silver ions push the equilibrium back and cut the "
                    "solubility by many orders of magnitude.",
                ],
            ),
        ],
    ),
    problem(
        "chem-comp-04",
        images=["chem_titration_weak", "chem_indicator_ranges"],
        answer="0.100 M; pKa ≈ 4.8; phenolphthalein",
        question="<image_1> shows the titration of 25.0 mL of a weak monoprotic acid HA with 0.100 M NaOH, and "
        "<image_2> shows the colour-change ranges of four indicators. Find the concentration of HA and its "
        "pKa, and choose a suitable indicator for this titration.",
        solutions=[
            solution(
                "qwen-vl",
                [
                    "Step 1: The equivalence point in <image_1> is at 25.0 mL, so n(HA) = 0.100 × 0.0250 = 2.50 × 10⁻³ "
                    "mol and [HA] = 2.50 × 10⁻³ / 0.0250 = 0.100 M.",
                    (
                        "Step 2: At the equivalence point pH = pKa, so pKa = 8.7.",
                        "KE",
                        "pH = pKa at the half-equivalence point (12.5 mL, pH 4.8); at equivalence the solution holds A⁻ and is basic.",
                    ),
                    "Step 3: The equivalence pH is 8.7, which falls inside the phenolphthalein range (8.2–10.0) in "
                    "<image_2>, so phenolphthalein is suitable.",
                ],
            ),
        ],
    ),
    problem(
        "chem-comp-05",
        images=["chem_galvanic_cell"],
        answer="Zn anode, Cu cathode; E ≈ 1.16 V; ΔG ≈ −224 kJ/mol",
        question="For the galvanic cell in <image_1> at 25 °C, identify the anode and the cathode, and calculate the "
        "cell potential and ΔG for the cell reaction (F = 96485 C/mol).",
        solutions=[
            solution(
                "claude",
                [
                    "**Electrodes.** Zn has the more negative reduction potential, so it is oxidized: Zn is the anode "
                    "and Cu the cathode. E° = 0.34 − (−0.76) = 1.10 V.",
                    (
                        "**Cell potential.** In <image_1> both solutions are 1.0 M, so the cell is at standard conditions "
                        "and E = E° = 1.10 V.",
                        "VI",
                        "<image_1> labels the zinc solution 0.010 M, so the Nernst equation is needed: E ≈ 1.16 V.",
                    ),
                    (
                        "**Gibbs energy.** $\\Delta G = -nFE = -2 \\times 96485 \\times 1.10 \\approx -212$ kJ/mol.\n\n"
                        "**Answer:** Zn anode, Cu cathode; E = 1.10 V; ΔG ≈ −212 kJ/mol",
                        CARRIED,
                    ),
                ],
            ),
            solution(
                "qwen-vl",
                [
                    "Step 1: Zn is oxidized (anode) and Cu²⁺ is reduced (cathode); E° = 0.34 − (−0.76) = "
                    "1.10 V. Cell reaction Zn + Cu²⁺ → Zn²⁺ + Cu with Q = [Zn²⁺]/[Cu²⁺] = 0.010/1.0 = 0.010 "
                    "from <image_1>.",
                    "Step 2: Nernst: E = 1.10 − (0.0592/2) log 0.010 = 1.10 + 0.0592 ≈ 1.16 V.",
                    "Step 3: ΔG = −nFE = −2 × 96485 × 1.159 ≈ −2.24 × 10⁵ J/mol = −224 kJ/mol.",
                    "Answer: anode Zn, cathode Cu, E ≈ 1.16 V, ΔG ≈ −224 kJ/mol",
                ],
            ),
        ],
    ),
    problem(
        "chem-comp-06",
        images=["chem_first_order"],
        answer="k = 0.020 s⁻¹; t½ ≈ 34.7 s; [A] ≈ 0.050 M at 150 s",
        question="<image_1> shows ln[A] against time for the decomposition of A. Find the order of the reaction, the "
        "rate constant, the half-life, and [A] after 150 s.",
        solutions=[
            solution(
                "claude",
                [
                    "The straight line of ln[A] against t in <image_1> means first-order kinetics: ln[A] = ln[A]₀ − kt.",
                    "**Rate constant.** The line starts at 0 and falls to −2.0 at 100 s, so the slope is −0.020 s⁻¹ "
                    "and k = 0.020 s⁻¹.",
                    "**Half-life.** $t_{1/2} = 0.693 / 0.020 \\approx 34.7$ s.",
                    "**After 150 s.** ln[A] = −0.020 × 150 = −3.0, so [A] = e⁻³ ≈ 0.050 M (since ln[A]₀ = 0 means "
                    "[A]₀ = 1.0 M).",
                ],
            ),
        ],
    ),
]
