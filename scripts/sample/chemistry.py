"""Chemistry processes of the bundled sample (middle school, high school, competition) and their figures.

Molar masses use H 1.008, C 12.01, O 16.00 g/mol (stated in the questions that need them). The titration
curves are computed from the charge balance, so the plotted pH values are the real ones.
"""

import numpy as np
from matplotlib import patches

from .figures import figure

KW = 1.0e-14  # ion product of water at 25 °C
KA_ACETIC = 1.74e-5  # pKa 4.76


def _titration_ph(v_base_ml, v_acid_ml, c_acid, c_base, ka=None):
    """pH of v_acid_ml of a monoprotic acid (strong if ka is None) after adding v_base_ml of NaOH.

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
    ax.add_patch(patches.Polygon(
        [(1, 0), (9, 0), (8.5, 2.2), (1.5, 2.2)], closed=True, facecolor="#d9d9d9", edgecolor="black"))
    ax.add_patch(patches.Rectangle(
        (2.2, 0.5), 3.2, 1.2, facecolor="#1f3b2b", edgecolor="black"))
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
    ax.annotate("equivalence point", xy=(20, 7), xytext=(24, 5.0), fontsize=8,
                arrowprops=dict(arrowstyle="->", linewidth=0.8))
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
    ax.annotate(f"12.5 mL, pH {half:.1f}", xy=(12.5, half), xytext=(14, 2.2), fontsize=8,
                arrowprops=dict(arrowstyle="->", linewidth=0.8))
    ax.annotate(f"25.0 mL, pH {equivalence:.1f}", xy=(25.0, equivalence), xytext=(28, 6.0), fontsize=8,
                arrowprops=dict(arrowstyle="->", linewidth=0.8))
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
    indicators = [("Methyl orange", 3.1, 4.4), ("Methyl red", 4.4, 6.2),
                  ("Bromothymol blue", 6.0, 7.6), ("Phenolphthalein", 8.2, 10.0)]
    colors = ["#ff7f0e", "#d62728", "#1f77b4", "#e377c2"]
    for row, ((name, low, high), color) in enumerate(zip(indicators, colors)):
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
    ax.text(2.0, -0.45, "1.0 M ZnSO$_4$", ha="center", fontsize=8)
    ax.text(8.0, -0.45, "1.0 M CuSO$_4$", ha="center", fontsize=8)
    ax.plot([3.0, 3.0, 7.0, 7.0], [1.2, 3.8, 3.8, 1.2], color="#6b8e23", linewidth=5, solid_capstyle="butt")
    ax.text(5.0, 3.25, "salt bridge (KNO$_3$)", ha="center", fontsize=8)
    ax.plot([2.0, 2.0, 4.55], [4.6, 6.0, 6.0], color="black", linewidth=1)
    ax.plot([5.45, 8.0, 8.0], [6.0, 6.0, 4.6], color="black", linewidth=1)
    ax.add_patch(patches.Circle((5.0, 6.0), 0.45, fill=False, linewidth=1.2))
    ax.text(5.0, 6.0, "V", ha="center", va="center", fontsize=10)
    ax.text(5.0, 5.0, "E°(Zn$^{2+}$/Zn) = −0.76 V\nE°(Cu$^{2+}$/Cu) = +0.34 V", ha="center", va="center",
            fontsize=8, bbox=dict(boxstyle="round", facecolor="#fff8dc", edgecolor="gray"))
    ax.set_xlim(0, 10)
    ax.set_ylim(-0.9, 6.8)
    ax.axis("off")


PROCESSES = [
    # ------------------------------------------------------------------ middle school
    dict(
        id="chem-ms-01",
        subject="Chemistry",
        difficulty="middle_school",
        question="Balance the equation for the combustion of propane: C3H8 + O2 → CO2 + H2O.",
        images=[],
        reference_answer="C3H8 + 5O2 → 3CO2 + 4H2O",
        steps=[
            ("In the unbalanced equation C3H8 + O2 → CO2 + H2O, the left side has 3 C and 8 H atoms, "
             "while the right side has only 1 C and 2 H atoms.", 1, None, None),
            ("To balance carbon we put a coefficient 3 in front of CO2, since each propane molecule contains 3 carbon atoms.",
             1, None, None),
            ("To balance hydrogen, the 8 H atoms need 8/2 = 4 molecules of H2O.", 1, None, None),
            ("The right side now has 3 × 2 = 6 O atoms in CO2 and 4 × 1 = 4 O atoms in H2O, which is 10 O atoms in total.",
             1, None, None),
            ("Since each O2 molecule supplies 2 O atoms, we need 10/2 = 4 molecules of O2, so the balanced equation is "
             "C3H8 + 4O2 → 3CO2 + 4H2O.", 0, "NC", "10/2 = 5, so 5 O2 are needed: C3H8 + 5O2 → 3CO2 + 4H2O."),
        ],
    ),
    dict(
        id="chem-ms-02",
        subject="Chemistry",
        difficulty="middle_school",
        question="What is the molar mass of water, and how many water molecules are in 9.0 g of water? "
                 "(H = 1.008 g/mol, O = 16.00 g/mol, Avogadro's number = 6.022 × 10^23 mol⁻¹)",
        images=[],
        reference_answer="18.02 g/mol; about 3.0 × 10^23 molecules",
        steps=[
            ("The molar mass of H2O is $2 \\times 1.008 + 16.00 = 18.016$ g/mol, about 18.02 g/mol.", 1, None, None),
            ("The amount of water in 9.0 g is $n = m/M = 9.0/18.02 \\approx 0.50$ mol.", 1, None, None),
            ("Each mole contains Avogadro's number of particles, so the number of molecules is "
             "$0.50 \\times 6.022 \\times 10^{23} \\approx 3.0 \\times 10^{23}$.", 1, None, None),
            ("The question asks for the number of particles, so we count atoms: each molecule has 3 atoms, giving "
             "$3 \\times 3.0 \\times 10^{23} = 9.0 \\times 10^{23}$, which is the answer.", 0, "QU",
             "The question asks for molecules, not atoms; the answer is 3.0 × 10^23 molecules."),
        ],
    ),
    dict(
        id="chem-ms-03",
        subject="Chemistry",
        difficulty="middle_school",
        question="A student pours cooking oil into a graduated cylinder, shown in <image_1>, and then weighs the cylinder "
                 "with the oil, as shown in <image_2>. The empty cylinder has a mass of 58.20 g. "
                 "What is the density of the oil, and will it float on water (density 1.00 g/mL)?",
        images=["chem_cylinder_volume", "chem_balance_reading"],
        reference_answer="0.920 g/mL; yes, it floats",
        steps=[
            ("From <image_1>, the bottom of the meniscus is at the 40 mL mark, so the volume of the oil is 40.0 mL.",
             1, None, None),
            ("<image_2> shows the balance reading 95.00 g for the cylinder with the oil.", 1, None, None),
            ("The mass of the oil is 95.00 g − 58.20 g = 36.80 g.", 1, None, None),
            ("The density is $\\rho = m/V = 36.80 \\text{ g} / 40.0 \\text{ mL} = 0.920$ g/mL.", 1, None, None),
            ("Since the oil's mass (36.80 g) is smaller than the cylinder's mass (58.20 g), the oil must be less dense "
             "than water, so it floats.", 0, "RE",
             "Comparing the oil's mass with the cylinder's says nothing about density; the valid reason is "
             "0.920 g/mL < 1.00 g/mL."),
        ],
    ),
    dict(
        id="chem-ms-04",
        subject="Chemistry",
        difficulty="middle_school",
        question="<image_1> shows the pH of six household solutions. Which of them are acidic, which is the most "
                 "basic, and how many times greater is the hydrogen-ion concentration in lemon juice than in tomato juice?",
        images=["chem_ph_chart"],
        reference_answer="Lemon juice and tomato juice; bleach; 100 times",
        steps=[
            ("A solution is acidic when its pH is below 7, basic when its pH is above 7, and neutral at pH 7.",
             1, None, None),
            ("From <image_1>, lemon juice (pH 2) and tomato juice (pH 4) are below 7, so they are the acidic solutions.",
             1, None, None),
            ("The tallest bar in <image_1> is the ammonia solution at pH 11, so the ammonia solution is the most basic.",
             0, "VI", "The tallest bar in the chart is bleach at pH 13; bleach is the most basic."),
            ("Each pH unit is a factor of 10 in [H+], and lemon juice is 4 − 2 = 2 units lower than tomato juice, "
             "so its [H+] is $10^2 = 100$ times greater.", 1, None, None),
        ],
    ),
    dict(
        id="chem-ms-05",
        subject="Chemistry",
        difficulty="middle_school",
        question="When 2.4 g of magnesium ribbon is burned in air, 4.0 g of magnesium oxide is formed. "
                 "(a) What mass of oxygen reacted? (b) What mass of magnesium oxide would form from 6.0 g of magnesium?",
        images=[],
        reference_answer="(a) 1.6 g (b) 10.0 g",
        steps=[
            ("The word equation is magnesium + oxygen → magnesium oxide, and mass is conserved in a chemical reaction.",
             1, None, None),
            ("So the mass of oxygen that reacted is 4.0 g − 2.4 g = 1.8 g.", 0, "NC", "4.0 − 2.4 = 1.6, so 1.6 g of oxygen reacted."),
            ("Magnesium oxide always contains magnesium and oxygen in the same mass ratio, so the mass of oxide formed "
             "is proportional to the mass of magnesium burned.", 1, None, None),
            ("Since 6.0 g is 6.0/2.4 = 2.5 times as much magnesium, the mass of magnesium oxide is 2.5 × 4.0 g = 10.0 g.",
             1, None, None),
        ],
    ),
    dict(
        id="chem-ms-06",
        subject="Chemistry",
        difficulty="middle_school",
        question="Use the solubility curves in <image_1>. (a) A saturated solution of KNO3 in 100 g of water at 60 °C "
                 "is cooled to 20 °C. What mass of KNO3 crystallizes? (b) What is the lowest temperature at which "
                 "64 g of KNO3 dissolves completely in 100 g of water?",
        images=["chem_solubility_curves"],
        reference_answer="(a) 78 g (b) 40 °C",
        steps=[
            ("From <image_1>, the solubility of KNO3 at 60 °C is 110 g per 100 g of water, so the saturated solution "
             "holds 110 g of KNO3.", 1, None, None),
            ("At 20 °C, <image_1> gives a KNO3 solubility of only 32 g per 100 g of water.", 1, None, None),
            ("On cooling, everything above the new solubility crystallizes: 110 g − 32 g = 78 g of KNO3.", 1, None, None),
            ("In <image_1> the KNO3 curve reaches 64 g per 100 g of water at 50 °C, so the water must be at least 50 °C.",
             0, "VI", "The marked point in the graph shows 64 g at 40 °C, so the lowest temperature is 40 °C."),
        ],
    ),
    # ------------------------------------------------------------------ high school
    dict(
        id="chem-hs-01",
        subject="Chemistry",
        difficulty="high_school",
        question="25.0 mL of hydrochloric acid is titrated with 0.100 M NaOH; the titration curve is shown in "
                 "<image_1>. What is the concentration of the HCl?",
        images=["chem_titration_strong"],
        reference_answer="0.0800 M",
        steps=[
            ("HCl and NaOH react in a 1:1 ratio: HCl + NaOH → NaCl + H2O.", 1, None, None),
            ("In <image_1> the steep rise is centred at 20.0 mL of NaOH, where the pH passes 7, so the equivalence "
             "volume is 20.0 mL.", 1, None, None),
            ("The amount of NaOH added at equivalence is $n = cV = 0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = "
             "2.00 \\times 10^{-3}$ mol.", 1, None, None),
            ("The amount of NaOH added at equivalence is $n = cV = 0.100 \\text{ mol/L} \\times 0.0200 \\text{ L} = "
             "2.00 \\times 10^{-3}$ mol.", 0, "NS", "The step repeats the previous step word for word and adds nothing."),
            ("At equivalence the moles of HCl equal the moles of NaOH, so $n(\\text{HCl}) = 2.00 \\times 10^{-3}$ mol.",
             1, None, None),
            ("Therefore $[\\text{HCl}] = 2.00 \\times 10^{-3} \\text{ mol} / 0.0250 \\text{ L} = 0.0800$ M.", 1, None, None),
            ("As a check, the curve in <image_1> starts at about pH 1.1, and $-\\log(0.0800) = 1.10$, which agrees.",
             1, None, None),
        ],
    ),
    dict(
        id="chem-hs-02",
        subject="Chemistry",
        difficulty="high_school",
        question="A fixed amount of gas occupies 2.50 L at 27 °C and 100 kPa. (a) What volume does it occupy at "
                 "127 °C and 200 kPa? (b) At what temperature would it occupy 2.50 L at 200 kPa?",
        images=[],
        reference_answer="(a) 1.67 L (b) 600 K (327 °C)",
        steps=[
            ("Since the amount of gas is fixed, the combined gas law $P_1V_1/T_1 = P_2V_2/T_2$ applies.", 1, None, None),
            ("Temperatures must be in kelvin: $T_1 = 27 + 273 = 300$ K and $T_2 = 127 + 273 = 400$ K.", 1, None, None),
            ("Solving for $V_2$, $V_2 = P_1V_1T_2/(P_2T_1) = (100 \\times 2.50 \\times 400)/(200 \\times 300) = 1.67$ L.",
             1, None, None),
            ("For (b) the volume is back to 2.50 L, so at constant volume $P_1/T_1 = P_2/T_2$.", 1, None, None),
            ("Solving for the new temperature gives $T_2 = T_1 P_1/P_2 = 300 \\times 100/200 = 150$ K.", 0, "SC",
             "From P1/T1 = P2/T2, T2 = T1·P2/P1 = 300 × 200/100 = 600 K (327 °C)."),
        ],
    ),
    dict(
        id="chem-hs-03",
        subject="Chemistry",
        difficulty="high_school",
        question="Calculate the pH at 25 °C of (a) 0.020 M HCl and (b) 0.0050 M Ba(OH)2.",
        images=[],
        reference_answer="(a) 1.70 (b) 12.00",
        steps=[
            ("HCl is a strong acid and ionizes completely, so $[\\text{H}^+] = 0.020$ M.", 1, None, None),
            ("Therefore the pH of (a) is $-\\log(0.020) = 2.30$.", 0, "NC", "−log(0.020) = 1.70; 2.30 is −log(0.0050)."),
            ("Ba(OH)2 is a strong base that releases two OH− ions per formula unit, so $[\\text{OH}^-] = 2 \\times 0.0050 "
             "= 0.010$ M.", 1, None, None),
            ("Then $\\text{pOH} = -\\log(0.010) = 2.00$.", 1, None, None),
            ("At 25 °C, pH + pOH = 14.00, so the pH of (b) is 14.00 − 2.00 = 12.00.", 1, None, None),
        ],
    ),
    dict(
        id="chem-hs-04",
        subject="Chemistry",
        difficulty="high_school",
        question="Use the energy profile in <image_1> to find the activation energy of the uncatalysed forward "
                 "reaction, the enthalpy change ΔH, the activation energy of the uncatalysed reverse reaction, and "
                 "by how much the catalyst lowers the activation energy.",
        images=["chem_energy_profile"],
        reference_answer="Ea = 80 kJ/mol; ΔH = −30 kJ/mol (exothermic); Ea(reverse) = 110 kJ/mol; lowered by 40 kJ/mol",
        steps=[
            ("From <image_1>, the reactants are at 50 kJ/mol, the products at 20 kJ/mol, and the uncatalysed peak is "
             "at 130 kJ/mol.", 1, None, None),
            ("The forward activation energy is the climb from the reactants to the peak: Ea = 130 − 50 = 80 kJ/mol.",
             1, None, None),
            ("ΔH = E(products) − E(reactants) = 20 − 50 = −30 kJ/mol, so the reaction is exothermic.", 1, None, None),
            ("The reverse activation energy is measured from the products up to the same peak: "
             "Ea(reverse) = 130 − 20 = 110 kJ/mol.", 1, None, None),
            ("The dashed catalysed curve in <image_1> peaks at 100 kJ/mol, so the catalyst lowers the activation "
             "energy by 130 − 100 = 30 kJ/mol.", 0, "VI",
             "The catalysed curve peaks at 90 kJ/mol, so the catalyst lowers Ea by 130 − 90 = 40 kJ/mol."),
            ("The catalyst also lowers the energy of the products, which makes ΔH more negative for the catalysed path.",
             0, "KE", "A catalyst changes only the pathway; reactant and product energies, and hence ΔH, are unchanged."),
        ],
    ),
    dict(
        id="chem-hs-05",
        subject="Chemistry",
        difficulty="high_school",
        question="4.0 g of H2 is mixed with 16.0 g of O2 and the mixture is ignited to form water. Which reactant is "
                 "limiting, what mass of water forms, and what mass of the excess reactant is left over? "
                 "(H = 1.008 g/mol, O = 16.00 g/mol)",
        images=[],
        reference_answer="O2 is limiting; 18.0 g of water; about 2.0 g of H2 left over",
        steps=[
            ("The balanced equation is 2H2 + O2 → 2H2O.", 1, None, None),
            ("$n(\\text{H}_2) = 4.0/2.016 = 1.98$ mol and $n(\\text{O}_2) = 16.0/32.00 = 0.500$ mol.", 1, None, None),
            ("Because there are more moles of H2 (1.98 mol) than of O2 (0.500 mol), O2 must be the limiting reactant.",
             0, "RE", "Comparing raw mole numbers ignores the 2:1 ratio; the valid test is that 0.500 mol O2 needs only "
             "1.00 mol H2 of the 1.98 mol available."),
            ("The 0.500 mol of O2 forms 2 × 0.500 = 1.00 mol of H2O, which is 1.00 mol × 18.02 g/mol = 18.0 g of water.",
             1, None, None),
            ("The reaction uses 2 × 0.500 = 1.00 mol of H2, so 1.98 − 1.00 = 0.98 mol of H2 is left, and that is the "
             "amount of excess reactant asked for.", 0, "QU",
             "The question asks for a mass: 0.98 mol × 2.016 g/mol ≈ 2.0 g of H2 is left over."),
        ],
    ),
    dict(
        id="chem-hs-06",
        subject="Chemistry",
        difficulty="high_school",
        question="<image_1> shows the first ionization energies of the Period 3 elements. Describe the overall trend "
                 "and explain the two places where the ionization energy drops.",
        images=["chem_ionization_period3"],
        reference_answer="Rises overall (Na 496 to Ar 1521 kJ/mol); drop Mg→Al (3p electron) and P→S (paired 3p electron)",
        steps=[
            ("Across <image_1> the first ionization energy rises overall, from 496 kJ/mol for Na to 1251 kJ/mol for Ar.",
             0, "VI", "The Ar bar is 1521 kJ/mol; 1251 kJ/mol is the value for Cl."),
            ("The rise happens because the nuclear charge increases across the period while electrons are added to the "
             "same shell, so shielding stays about the same and the outer electrons are held more tightly.", 1, None, None),
            ("The first drop is from Mg (738 kJ/mol) to Al (578 kJ/mol): Al's outer electron is in a 3p orbital, which is "
             "higher in energy and partly shielded by the 3s electrons, so it is easier to remove.", 1, None, None),
            ("The second drop in <image_1> is from P (1012 kJ/mol) to S (1000 kJ/mol).", 1, None, None),
            ("This drop happens because sulfur's outermost electron enters the 4s subshell, which is farther from the "
             "nucleus.", 0, "KE",
             "S is 1s²2s²2p⁶3s²3p⁴; the electron removed is a paired 3p electron, and repulsion within the pair makes "
             "it easier to remove."),
        ],
    ),
    # ------------------------------------------------------------------ competition
    dict(
        id="chem-comp-01",
        subject="Chemistry",
        difficulty="competition",
        question="For H2(g) + I2(g) ⇌ 2HI(g), Kc = 64 at a certain temperature. 1.00 mol of H2 and 1.00 mol of I2 are "
                 "placed in a 1.00 L flask at that temperature. Find the equilibrium concentrations of all three gases.",
        images=[],
        reference_answer="[H2] = [I2] = 0.20 M, [HI] = 1.60 M",
        steps=[
            ("Let x mol/L of H2 react; then at equilibrium $[\\text{H}_2] = [\\text{I}_2] = 1.00 - x$ and "
             "$[\\text{HI}] = 2x$.", 1, None, None),
            ("Substituting into the equilibrium expression, $K_c = (2x)^2/(1.00 - x)^2 = 64$.", 1, None, None),
            ("Both sides are perfect squares, so taking the positive square root gives $2x/(1.00 - x) = 8$.",
             1, None, None),
            ("Cross-multiplying, $2x = 8 - 8x$, so $10x = 8$ and $x = 0.80$.", 1, None, None),
            ("At equilibrium $[\\text{H}_2] = [\\text{I}_2] = 1.00 - 0.80 = 0.20$ M and $[\\text{HI}] = 2 \\times 0.80 "
             "= 1.60$ M.", 1, None, None),
            ("I cannot check these concentrations because the temperature of the flask is not given.", 0, "NS",
             "The check needs only Kc, which is given: 1.60²/(0.20 × 0.20) = 64."),
        ],
    ),
    dict(
        id="chem-comp-02",
        subject="Chemistry",
        difficulty="competition",
        question="A buffer is made by dissolving 0.20 mol of CH3COOH and 0.050 mol of NaOH in water to a total "
                 "volume of 1.00 L. pKa(CH3COOH) = 4.76. What is its pH? What is the pH after a further 0.050 mol of "
                 "NaOH is added (volume unchanged)?",
        images=[],
        reference_answer="4.28; then 4.76",
        steps=[
            ("NaOH reacts completely with the acetic acid: CH3COOH + OH− → CH3COO− + H2O.", 1, None, None),
            ("After the reaction, $n(\\text{CH}_3\\text{COOH}) = 0.20 - 0.050 = 0.15$ mol and "
             "$n(\\text{CH}_3\\text{COO}^-) = 0.050$ mol.", 1, None, None),
            ("By the Henderson–Hasselbalch equation, $\\text{pH} = \\text{p}K_a + \\log([\\text{A}^-]/[\\text{HA}]) = "
             "4.76 + \\log(0.050/0.15)$.", 1, None, None),
            ("We have $\\log(0.050/0.15) = \\log(0.050)/\\log(0.15) = (-1.30)/(-0.82) = 1.58$, so pH = 4.76 + 1.58 = 6.34.",
             0, "SC", "log(a/b) = log a − log b = −1.30 − (−0.82) = −0.48, so pH = 4.76 − 0.48 = 4.28."),
            ("Adding a further 0.050 mol of NaOH converts more acid to its conjugate base, leaving "
             "$n(\\text{HA}) = 0.10$ mol and $n(\\text{A}^-) = 0.10$ mol.", 1, None, None),
            ("With equal amounts of acid and conjugate base the acid has been exactly neutralized, so the pH is 7.00.",
             0, "KE", "Only half of the acid has reacted; with [A−] = [HA], log 1 = 0 and pH = pKa = 4.76."),
        ],
    ),
    dict(
        id="chem-comp-03",
        subject="Chemistry",
        difficulty="competition",
        question="A 0.360 g sample of a compound containing only C, H and O is burned completely, giving 0.528 g of "
                 "CO2 and 0.216 g of H2O. Its molar mass is 180 g/mol. Find the empirical and molecular formulas. "
                 "(H = 1.008, C = 12.01, O = 16.00 g/mol)",
        images=[],
        reference_answer="CH2O; C6H12O6",
        steps=[
            ("All the carbon ends up in CO2: $m(\\text{C}) = 0.528 \\times 12.01/44.01 = 0.1441$ g.", 1, None, None),
            ("All the hydrogen ends up in H2O: $m(\\text{H}) = 0.216 \\times 2.016/18.02 = 0.0242$ g.", 1, None, None),
            ("The rest of the sample is oxygen: $m(\\text{O}) = 0.360 - 0.1441 - 0.0242 = 0.1917$ g.", 1, None, None),
            ("In moles, n(C) = 0.1441/12.01 = 0.0120 mol, n(H) = 0.0242/1.008 = 0.0240 mol and "
             "n(O) = 0.1917/16.00 = 0.0120 mol.", 1, None, None),
            ("Dividing by the smallest amount, C : H : O = 1 : 2 : 1, so the empirical formula is CH2O "
             "(30.03 g/mol).", 1, None, None),
            ("With a molar mass of 90 g/mol, n = 90/30.03 ≈ 3, so the molecular formula is C3H6O3.", 0, "QU",
             "The question gives 180 g/mol, so n = 180/30.03 ≈ 6 and the molecular formula is C6H12O6."),
        ],
    ),
    dict(
        id="chem-comp-04",
        subject="Chemistry",
        difficulty="competition",
        question="<image_1> shows the titration of 25.0 mL of a weak monoprotic acid HA with 0.100 M NaOH, and "
                 "<image_2> shows the colour-change ranges of four indicators. Find the concentration of HA and its "
                 "pKa, and choose a suitable indicator for this titration.",
        images=["chem_titration_weak", "chem_indicator_ranges"],
        reference_answer="0.100 M; pKa ≈ 4.8; phenolphthalein",
        steps=[
            ("In <image_1> the equivalence point, where the curve rises most steeply, is at 25.0 mL of NaOH.",
             1, None, None),
            ("So $n(\\text{NaOH}) = 0.100 \\times 0.0250 = 2.50 \\times 10^{-3}$ mol, which equals n(HA), and "
             "$[\\text{HA}] = 2.50 \\times 10^{-3}/0.0250 = 0.100$ M.", 1, None, None),
            ("At half-equivalence (12.5 mL) [HA] = [A−], so pH = pKa; <image_1> shows pH 4.8 there, so pKa ≈ 4.8.",
             1, None, None),
            ("The pH at the equivalence point in <image_1> is about 8.7; it is above 7 because A− is a weak base.",
             1, None, None),
            ("In <image_2>, bromothymol blue changes colour over pH 8.2–10.0, which contains 8.7, so bromothymol blue is "
             "the suitable indicator.", 0, "VI",
             "In the chart 8.2–10.0 is the range of phenolphthalein; bromothymol blue changes over 6.0–7.6, so "
             "phenolphthalein is the right choice."),
        ],
    ),
    dict(
        id="chem-comp-05",
        subject="Chemistry",
        difficulty="competition",
        question="For the reaction A + B → products, initial rates were measured at 25 °C: "
                 "experiment 1: [A] = 0.10 M, [B] = 0.10 M, rate = 2.0 × 10^-3 M/s; "
                 "experiment 2: [A] = 0.20 M, [B] = 0.10 M, rate = 4.0 × 10^-3 M/s; "
                 "experiment 3: [A] = 0.10 M, [B] = 0.20 M, rate = 8.0 × 10^-3 M/s. "
                 "Find the rate law and the rate constant k.",
        images=[],
        reference_answer="rate = k[A][B]^2, k = 2.0 M^-2 s^-1",
        steps=[
            ("Write the rate law as $\\text{rate} = k[\\text{A}]^m[\\text{B}]^n$.", 1, None, None),
            ("Comparing experiments 1 and 2, [A] doubles with [B] fixed and the rate doubles "
             "(2.0 → 4.0 × 10^-3 M/s), so $2^m = 2$ and m = 1.", 1, None, None),
            ("Comparing experiments 1 and 3, [B] doubles with [A] fixed and the rate quadruples "
             "(2.0 → 8.0 × 10^-3 M/s), so $2^n = 4$ and n = 2.", 1, None, None),
            ("Therefore the rate law is $\\text{rate} = k[\\text{A}][\\text{B}]^2$, third order overall.", 1, None, None),
            ("Because the rate law contains [B]², the reaction must happen in a single step in which one A molecule "
             "collides with two B molecules.", 0, "RE",
             "A rate law does not prove a mechanism: the same orders can come from a multi-step mechanism with a "
             "slow step."),
            ("Solving for k gives $k = \\text{rate} \\times [\\text{A}][\\text{B}]^2 = 2.0 \\times 10^{-3} \\times 0.10 "
             "\\times (0.10)^2 = 2.0 \\times 10^{-6}$ M^-2 s^-1.", 0, "SC",
             "k = rate / ([A][B]²) = 2.0 × 10^-3 / (0.10 × 0.010) = 2.0 M^-2 s^-1."),
        ],
    ),
    dict(
        id="chem-comp-06",
        subject="Chemistry",
        difficulty="competition",
        question="For the galvanic cell in <image_1>, identify the anode and the cathode, calculate the standard cell "
                 "potential and the standard Gibbs energy change (F = 96485 C/mol), and state the direction in which "
                 "electrons flow through the external wire.",
        images=["chem_galvanic_cell"],
        reference_answer="Zn anode, Cu cathode; E° = 1.10 V; ΔG° = −212 kJ/mol; electrons flow from Zn to Cu",
        steps=[
            ("From <image_1>, the half-cells are Zn in Zn2+ (E° = −0.76 V) and Cu in Cu2+ (E° = +0.34 V).",
             1, None, None),
            ("The half-cell with the more positive reduction potential, Cu2+/Cu, is reduced, so copper is the cathode "
             "and zinc is the anode.", 1, None, None),
            ("$E^\\circ_{cell} = E^\\circ_{cathode} - E^\\circ_{anode} = 0.34 - (-0.76) = 1.10$ V.", 1, None, None),
            ("ΔG° cannot be calculated here because the temperature of the cell is not given.", 0, "NS",
             "ΔG° = −nFE° needs no temperature: −2 × 96485 × 1.10 J/mol ≈ −212 kJ/mol."),
            ("Electrons flow through the external wire from the copper electrode to the zinc electrode.", 0, "KE",
             "Electrons leave the anode, where oxidation happens: they flow from Zn to Cu."),
        ],
    ),
]
