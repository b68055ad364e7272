"""Fifth test set, Chemistry: iron from its oxide, a solubility curve, an acetate buffer, a zinc-copper cell,
the combined gas law, the density of body-centred cubic iron."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from . import t
from .figures import figure
from .test5set_math import bad, ok


@figure("test5_chem_solubility")
def _solubility(ax: Axes) -> None:
    temps = [0, 10, 20, 30, 40, 50, 60, 70, 80]
    grams = [13, 21, 32, 46, 64, 85, 110, 138, 169]
    ax.plot(temps, grams, "-o", color="tab:purple", markersize=4)
    ax.set_xticks(range(0, 90, 10))
    ax.set_yticks(range(0, 181, 20))
    ax.grid(linestyle=":", color="gray")
    ax.set_xlim(0, 85)
    ax.set_ylim(0, 180)
    ax.set_xlabel("temperature (°C)")
    ax.set_ylabel("solubility (g KNO₃ / 100 g water)")
    ax.set_title("Potassium nitrate", fontsize=10)


@figure("test5_chem_cell")
def _cell(ax: Axes) -> None:
    for x0, metal, ion, label_x, align in ((0, "Zn", "ZnSO₄(aq)", 1.0, "right"), (6, "Cu", "CuSO₄(aq)", 2.0, "left")):
        ax.add_patch(Rectangle((x0, 0), 3, 3, fill=False, edgecolor="black", linewidth=1.2))
        ax.add_patch(Rectangle((x0, 0), 3, 2.2, facecolor="lightblue", edgecolor="none"))
        ax.add_patch(Rectangle((x0 + 1.2, 0.6), 0.6, 3.4, facecolor="silver", edgecolor="black"))
        ax.text(x0 + label_x, 3.4, metal, ha=align, fontsize=10)
        ax.text(x0 + 1.5, -0.5, ion, ha="center", fontsize=9)
    ax.plot([2.5, 2.5, 6.5, 6.5], [1.5, 3.5, 3.5, 1.5], color="gray", linewidth=6, solid_capstyle="butt")
    ax.text(4.5, 2.9, "salt bridge", ha="center", fontsize=8)
    ax.plot([1.5, 1.5, 7.5, 7.5], [4.0, 5.5, 5.5, 4.0], color="black")
    ax.add_patch(Rectangle((3.9, 5.1), 1.2, 0.8, facecolor="white", edgecolor="black", zorder=3))
    ax.text(4.5, 5.5, "V", ha="center", va="center", fontsize=10, zorder=4)
    ax.set_xlim(-0.5, 9.5)
    ax.set_ylim(-1, 6.3)
    ax.set_aspect("equal")
    ax.axis("off")


@figure("test5_chem_bcc")
def _bcc(ax: Axes) -> None:
    front = [(0, 0), (3, 0), (3, 3), (0, 3)]
    shift = (1.2, 1.0)
    back = [(x + shift[0], y + shift[1]) for x, y in front]
    for square in (front, back):
        xs, ys = zip(*(square + square[:1]), strict=True)
        ax.plot(xs, ys, color="black", linewidth=1)
    for (x1, y1), (x2, y2) in zip(front, back, strict=True):
        ax.plot([x1, x2], [y1, y2], color="black", linewidth=1)
    for x, y in front + back:
        ax.plot([x], [y], "o", color="tab:gray", markersize=11)
    ax.plot([1.5 + shift[0] / 2], [1.5 + shift[1] / 2], "o", color="tab:red", markersize=11)
    ax.text(1.5, -0.6, "a = 287 pm", ha="center", fontsize=10)
    ax.set_xlim(-1, 5)
    ax.set_ylim(-1.2, 4.8)
    ax.set_aspect("equal")
    ax.axis("off")


PROCESSES = [
    {
        "id": "chem-ms-01",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": [],
        "question": "In a blast furnace, iron(III) oxide is reduced by carbon monoxide to iron and carbon dioxide. "
        "Write the balanced equation and find the mass of iron that 320 g of iron(III) oxide can produce. "
        "(Fe = 56, O = 16, C = 12)",
        "reference_answer": "Fe₂O₃ + 3CO → 2Fe + 3CO₂; 224 g of iron",
        "steps": [
            ok(
                t("""
                **Step 1: Balanced equation.** Iron(III) oxide is Fe₂O₃, and each CO picks up one O atom to become
                CO₂, so three CO are needed for the three oxygen atoms:

                Fe₂O₃ + 3 CO → 2 Fe + 3 CO₂
                """)
            ),
            ok(
                "**Step 2: Moles of oxide.** The molar mass of Fe₂O₃ is 2(56) + 3(16) = 160 g/mol, so 320 g is "
                "$320 / 160 = 2.0$ mol."
            ),
            ok(
                "**Step 3: Mole ratio.** The equation shows that one Fe₂O₃ gives two Fe atoms, so 2.0 mol of Fe₂O₃ "
                "produces $2 \\times 2.0 = 4.0$ mol of Fe."
            ),
            ok(
                t("""
                **Step 4: Mass of iron.** Multiplying by the molar mass of iron gives $4.0 \\times 56 = 224$ g.

                **Final answer:** Fe₂O₃ + 3CO → 2Fe + 3CO₂, and 320 g of the oxide gives 224 g of iron.
                """)
            ),
        ],
    },
    {
        "id": "chem-ms-02",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "middle_school",
        "images": ["test5_chem_solubility"],
        "question": "Using the solubility curve of potassium nitrate in <image_1>, find the mass of crystals that "
        "form when a saturated solution made with 100 g of water at 60 °C is cooled to 20 °C.",
        "reference_answer": "about 78 g",
        "steps": [
            ok(
                "### Step 1: Solubility at 60 °C\nFrom the curve, 110 g of KNO₃ dissolves in 100 g of water at "
                "60 °C, so the saturated solution holds 110 g of solute."
            ),
            ok(
                "### Step 2: Solubility at 20 °C\nAt 20 °C the curve sits at about 32 g per 100 g of water, which is "
                "all that the same water can keep dissolved once it has cooled."
            ),
            ok(
                t("""
                ### Step 3: Mass of crystals
                The excess solute comes out of solution as crystals, so the mass is $110 - 32 = 78$ g.

                **Final answer:** about 78 g of KNO₃ crystallises.
                """)
            ),
        ],
    },
    {
        "id": "chem-hs-01",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A buffer contains 0.20 mol/L acetic acid and 0.10 mol/L sodium acetate. Given pKa = 4.76 for "
        "acetic acid, calculate the pH of the buffer.",
        "reference_answer": "pH ≈ 4.46",
        "steps": [
            ok(
                "Step 1: Acetic acid (HA) and acetate (A⁻) form a conjugate pair, so the pH can be found from the "
                "Henderson–Hasselbalch equation, which works here because both concentrations are large compared "
                "with $K_a$."
            ),
            bad(
                "Step 2: The equation is $\\mathrm{pH} = \\mathrm{p}K_a + \\log\\frac{[\\mathrm{HA}]}{[\\mathrm{A^-}]}$, "
                "where [HA] is the acid and [A⁻] the acetate.",
                "KE",
                "The Henderson–Hasselbalch equation is pH = pKa + log([A⁻]/[HA]); the ratio is inverted.",
            ),
            bad(
                t("""
                Step 3: Substituting the values, we get
                $\\mathrm{pH} = 4.76 + \\log\\frac{0.20}{0.10} = 4.76 + 0.30 = 5.06$.

                Final answer: the pH of the buffer is about 5.06.
                """),
                "carried",
                "The arithmetic follows the inverted equation of step 2; the right value is 4.76 − 0.30 = 4.46.",
            ),
        ],
    },
    {
        "id": "chem-hs-02",
        "source": "claude",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": ["test5_chem_cell"],
        "question": "<image_1> shows a zinc–copper galvanic cell under standard conditions. Given "
        "E°(Zn²⁺/Zn) = −0.76 V and E°(Cu²⁺/Cu) = +0.34 V, find the standard cell potential, the direction of "
        "electron flow in the wire, and ΔG° for the cell reaction (F = 96 485 C/mol).",
        "reference_answer": "1.10 V; from Zn to Cu; ΔG° ≈ −212 kJ/mol",
        "steps": [
            ok(
                "**Step 1: Identify the electrodes.** Zinc has the more negative reduction potential, so it is "
                "oxidised and acts as the anode (Zn → Zn²⁺ + 2e⁻), while Cu²⁺ is reduced at the copper cathode "
                "(Cu²⁺ + 2e⁻ → Cu)."
            ),
            ok(
                "**Step 2: Cell potential.** "
                "$E^\\circ_{cell} = E^\\circ_{cathode} - E^\\circ_{anode} = 0.34 - (-0.76) = 1.10$ V."
            ),
            ok(
                "**Step 3: Electron flow.** Electrons are released at the anode, so they travel through the external "
                "wire from the zinc electrode to the copper electrode, which is left to right in the figure."
            ),
            bad(
                t("""
                **Step 4: Gibbs energy.** Two electrons are transferred per Zn atom, so
                $\\Delta G^\\circ = -nFE^\\circ = -2 \\times 96\\,485 \\times 1.10 \\approx -106\\,000$ J/mol, i.e. about
                −106 kJ/mol.

                **Final answer:** E°cell = 1.10 V; electrons flow from Zn to Cu; ΔG° ≈ −106 kJ/mol.
                """),
                "NC",
                "2 × 96 485 × 1.10 = 212 267 J/mol, so ΔG° ≈ −212 kJ/mol.",
            ),
        ],
    },
    {
        "id": "chem-hs-03",
        "source": "gpt-4o",
        "subject": "Chemistry",
        "difficulty": "high_school",
        "images": [],
        "question": "A sample of gas occupies 2.5 L at 27 °C and 1.2 atm. It is heated to 127 °C while being "
        "compressed to 2.0 L. What is its new pressure?",
        "reference_answer": "2.0 atm",
        "steps": [
            ok(
                "**Step 1:** The data are $P_1 = 1.2$ atm, $V_1 = 2.5$ L and $T_1 = 27$ °C at the start, with "
                "$T_2 = 127$ °C at the end, and we need $P_2$."
            ),
            ok(
                "**Step 2:** Convert both temperatures to kelvin, because the gas laws need absolute temperature: "
                "$T_1 = 27 + 273 = 300$ K and $T_2 = 127 + 273 = 400$ K."
            ),
            bad(
                "**Step 3:** The amount of gas is fixed, and since the container keeps its volume of 2.5 L, only the "
                "pressure and temperature change, so $\\frac{P_1}{T_1} = \\frac{P_2}{T_2}$.",
                "QU",
                "The question says the gas is compressed to 2.0 L, so the combined law P₁V₁/T₁ = P₂V₂/T₂ is needed.",
            ),
            bad(
                t("""
                **Step 4:** Substituting the values, we get $P_2 = P_1 \\frac{T_2}{T_1} = 1.2 \\times \\frac{400}{300}
                = 1.6$ atm.

                **Final answer:** 1.6 atm
                """),
                "carried",
                "The arithmetic is right for the constant-volume law of step 3; with the volume change P₂ = 2.0 atm.",
            ),
        ],
    },
    {
        "id": "chem-comp-01",
        "source": "qwen-vl",
        "subject": "Chemistry",
        "difficulty": "competition",
        "images": ["test5_chem_bcc"],
        "question": "Iron crystallises in the body-centred cubic structure shown in <image_1>, with a cell edge of "
        "287 pm. Calculate the density of iron. (Fe = 55.85 g/mol, N_A = 6.022 × 10²³ mol⁻¹)",
        "reference_answer": "about 7.85 g/cm³",
        "steps": [
            ok(
                "Step 1: In a bcc cell each of the 8 corner atoms is shared by 8 cells while the atom at the body "
                "centre belongs wholly to the cell, so the cell contains $8 \\times \\frac{1}{8} + 1 = 2$ atoms."
            ),
            ok(
                "Step 2: The mass of one unit cell is "
                "$m = \\frac{2 \\times 55.85}{6.022 \\times 10^{23}} = 1.855 \\times 10^{-22}$ g."
            ),
            bad(
                "Step 3: Converting the edge to centimetres, $a = 287$ pm $= 2.87 \\times 10^{-8}$ cm, so the cell "
                "volume is $a^3 = (2.87 \\times 10^{-8})^3 = 2.364 \\times 10^{-24}$ cm³.",
                "NC",
                "2.87³ = 23.64, so a³ = 2.364 × 10⁻²³ cm³; the power of ten is off by one.",
            ),
            bad(
                t("""
                Step 4: The density is
                $\\rho = \\frac{m}{V} = \\frac{1.855 \\times 10^{-22}}{2.364 \\times 10^{-24}} \\approx 78.5$ g/cm³.

                Final answer: the density of iron is about 78.5 g/cm³.
                """),
                "carried",
                "The division is right but uses the tenfold-too-small volume of step 3; ρ ≈ 7.85 g/cm³.",
            ),
        ],
    },
]
