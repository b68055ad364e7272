"""Thirteenth test set, Biology: a pond food web, the real size of a cheek cell, a potometer reading, a bacterial
plate count, the bands of a sarcomere, and the temperature coefficient Q10 of a reaction."""

from matplotlib.axes import Axes
from matplotlib.patches import Rectangle

from .figures import figure


@figure("test13_bio_foodweb")
def _foodweb(ax: Axes) -> None:
    nodes = {"algae": (3, 0), "water flea": (1, 2), "pond snail": (5, 2), "small fish": (3, 4), "heron": (3, 6)}
    for name, (x, y) in nodes.items():
        ax.text(x, y, name, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": "#e5f5e0"})
    for prey, predator in (
        ("algae", "water flea"),
        ("algae", "pond snail"),
        ("water flea", "small fish"),
        ("pond snail", "small fish"),
        ("small fish", "heron"),
    ):
        (x0, y0), (x1, y1) = nodes[prey], nodes[predator]
        ax.annotate("", xy=(x1, y1 - 0.4), xytext=(x0, y0 + 0.4), arrowprops={"arrowstyle": "->", "linewidth": 1.2})
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(-0.7, 6.7)
    ax.axis("off")


@figure("test13_bio_potometer")
def _potometer(ax: Axes) -> None:
    for y, position, label in ((2, 0, "t = 0"), (0, 45, "t = 5 min")):
        ax.add_patch(Rectangle((0, y), 60, 0.5, facecolor="#deebf7", edgecolor="black"))
        ax.plot([position], [y + 0.25], "o", markersize=6, markerfacecolor="white", markeredgecolor="black")
        ax.text(-2, y + 0.25, label, ha="right", va="center", fontsize=8)
        for mark in range(0, 61, 10):
            ax.plot([mark, mark], [y + 0.5, y + 0.8], color="black", linewidth=0.8)
            ax.text(mark, y + 0.95, str(mark), ha="center", fontsize=7)
    ax.text(30, -0.9, "scale / mm; capillary diameter 1.0 mm", ha="center", fontsize=7)
    ax.set_xlim(-10, 63)
    ax.set_ylim(-1.4, 3.6)
    ax.axis("off")


@figure("test13_bio_sarcomere")
def _sarcomere(ax: Axes) -> None:
    for z in (0, 2.4):
        ax.plot([z, z], [-0.6, 0.6], color="black", linewidth=2.5)
    for y in (-0.3, 0.3):
        ax.plot([0, 1.0], [y, y], color="#6baed6", linewidth=1.5)
        ax.plot([1.4, 2.4], [y, y], color="#6baed6", linewidth=1.5)
    ax.add_patch(Rectangle((0.4, -0.12), 1.6, 0.24, facecolor="#cb181d", edgecolor="none"))
    ax.annotate("", xy=(2.4, 1.0), xytext=(0, 1.0), arrowprops={"arrowstyle": "<->"})
    ax.text(1.2, 1.12, "sarcomere 2.4 μm", ha="center", fontsize=8)
    ax.annotate("", xy=(2.0, -0.85), xytext=(0.4, -0.85), arrowprops={"arrowstyle": "<->"})
    ax.text(1.2, -1.1, "thick filaments (A band) 1.6 μm", ha="center", fontsize=8)
    ax.text(0.5, 0.42, "thin filament 1.0 μm", ha="center", fontsize=7, color="#2171b5")
    ax.text(0, -0.8, "Z", ha="center", fontsize=8)
    ax.text(2.4, -0.8, "Z", ha="center", fontsize=8)
    ax.set_xlim(-0.3, 2.7)
    ax.set_ylim(-1.3, 1.35)
    ax.axis("off")


PROCESSES = [
    {
        "id": "bio-ms-01",
        "source": "qwen2-vl-72b",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": ["test13_bio_foodweb"],
        "question": "Look at the pond food web in <image_1>. (a) How many food chains does it contain? (b) Which "
        "organisms are primary consumers? (c) At which trophic level does the small fish feed?",
        "reference_answer": "(a) 2; (b) the water flea and the pond snail; (c) the third trophic level (secondary "
        "consumer)",
        "steps": [
            (
                "Step 1: Every food chain starts with the producer, which here is the algae, and follows the "
                "arrows, since each arrow points from the food to the animal that eats it.",
                1,
                None,
                None,
            ),
            (
                "Step 2: In <image_1> the algae are eaten by water fleas and by pond snails, both of which are "
                "eaten by the small fish, and the web also has an arrow from the pond snail straight to the "
                "heron.",
                0,
                "VI",
                "The only arrow into the heron comes from the small fish; there is no arrow from the snail to the "
                "heron.",
            ),
            (
                "Step 3: Tracing the arrows gives algae → water flea → small fish → heron, algae → pond snail → "
                "small fish → heron and algae → pond snail → heron, so there are 3 food chains.",
                0,
                "carried",
                "The third chain uses the arrow misread in step 2; the web contains only 2 food chains.",
            ),
            (
                "Step 4: The water flea and the pond snail eat the producer directly, so they are the primary "
                "consumers, while the small fish eats them and therefore feeds at the third trophic level as a "
                "secondary consumer.\n\nFinal answer: (a) 3 (b) water flea and pond snail (c) the third trophic "
                "level (secondary consumer)",
                0,
                "carried",
                "Parts (b) and (c) are right, but the final answer repeats the wrong count of 3 chains from step 3 "
                "instead of 2.",
            ),
        ],
    },
    {
        "id": "bio-ms-02",
        "source": "gpt-4o",
        "subject": "Biology",
        "difficulty": "middle_school",
        "images": [],
        "question": "A student looks at cheek cells with a ×10 eyepiece and a ×40 objective lens. Her drawing of "
        "one cell is 30 mm wide and has a magnification of ×500. What is the total magnification of the "
        "microscope, and what is the real width of the cell in micrometres?",
        "reference_answer": "×400; 60 μm",
        "steps": [
            (
                "**Step 1:** The microscope's total magnification is the product of the two lenses' "
                "magnifications, $10 \\times 40 = 400$, so the microscope magnifies ×400.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** Using the formula actual size = image size ÷ magnification, the real width is "
                "$30\\ \\text{mm} \\div 500 = 0.06$ mm.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** Since 1 mm = 1000 μm, we convert the width by multiplying: $0.06 \\times 1000 = 6$ μm.",
                0,
                "NC",
                "0.06 × 1000 = 60, so the cell is 60 μm wide.",
            ),
            (
                "**Step 4:** A width of 6 μm is the size we would expect, because human cells are a few "
                "micrometres across.\n\n**Final Answer:** total magnification ×400; the cell is 6 μm wide.",
                0,
                "carried",
                "The final answer repeats the wrong conversion of step 3; the width is 60 μm, which is also a "
                "typical size for a cheek cell.",
            ),
        ],
    },
    {
        "id": "bio-hs-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test13_bio_potometer"],
        "question": "<image_1> shows the air bubble in the capillary of a potometer holding a leafy shoot, at the "
        "start and after 5 minutes. The capillary's internal diameter is 1.0 mm. (a) Calculate the rate of water "
        "uptake in mm³ per minute. (b) Give one reason why this is not exactly the rate of transpiration.",
        "reference_answer": "(a) about 7.1 mm³/min; (b) some water taken up is used by the plant (e.g. in "
        "photosynthesis or to keep cells turgid) rather than lost by transpiration",
        "steps": [
            (
                "Let's work through it in a few short steps.\n\n**Step 1:** From <image_1> the bubble moves from "
                "the 0 mm mark to the 45 mm mark in 5 minutes.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** The capillary's radius is half its diameter, 0.5 mm, so its cross-sectional area is "
                "$\\pi r^2 = \\pi \\times 0.5^2 \\approx 0.785$ mm².",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The volume of water taken up is the area times the distance, "
                "$0.785 \\times 45 \\approx 35.3$ mm³, and dividing by the time gives "
                "$35.3 / 5 \\approx 7.1$ mm³ per minute.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** A potometer measures water uptake rather than water loss, and while most of the "
                "water taken up evaporates from the leaves, a small part is used by the shoot's cells, for "
                "example in photosynthesis or to keep them turgid.\n\n**Final answer:** (a) ≈ 7.1 mm³/min "
                "(b) some of the water taken up is used by the plant instead of being transpired.",
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
        "images": [],
        "question": "A sample of pond water is serially diluted to 10⁻⁶, and 0.1 mL of this dilution spread on a "
        "nutrient agar plate grows 48 colonies. Estimate the number of live bacteria per mL in the original "
        "sample, and give one reason why the true number may be higher.",
        "reference_answer": "4.8 × 10⁸ per mL; e.g. some colonies grow from clumps of cells, or some bacteria "
        "cannot grow on this agar",
        "steps": [
            (
                "1. Each colony grows from one live bacterium (a colony-forming unit), so the 0.1 mL spread on the "
                "plate contained about 48 live bacteria.",
                1,
                None,
                None,
            ),
            (
                "2. To undo the dilution we multiply by the dilution factor, $10^6$, which gives "
                "$48 \\times 10^6 = 4.8 \\times 10^7$ bacteria per mL of the original sample.",
                0,
                "RE",
                "The 48 colonies came from 0.1 mL, so the diluted suspension holds 480 per mL, and the original "
                "holds 480 × 10⁶ = 4.8 × 10⁸ per mL.",
            ),
            (
                "3. The true number could be higher because a colony that grows from a clump of cells is counted "
                "as one, and because many bacteria from a pond cannot grow on nutrient agar at all.\n\n"
                "**Final answer:** about 4.8 × 10⁷ bacteria per mL; clumps and unculturable bacteria make this "
                "an underestimate.",
                0,
                "carried",
                "The reasons are right, but the estimate repeats step 2's missing factor of 10; it is 4.8 × 10⁸ "
                "per mL.",
            ),
        ],
    },
    {
        "id": "bio-hs-03",
        "source": "qwen2-vl-72b",
        "subject": "Biology",
        "difficulty": "high_school",
        "images": ["test13_bio_sarcomere"],
        "question": "<image_1> shows one sarcomere of a relaxed skeletal muscle fibre. Use it to find the total "
        "width of the I band in this sarcomere and the width of the H zone, and state which of the A band, "
        "I band and H zone get shorter when the muscle contracts.",
        "reference_answer": "I band 0.8 μm in total (0.4 μm each side); H zone 0.4 μm; the I band and H zone "
        "shorten while the A band stays the same",
        "steps": [
            (
                "### Step 1\nThe I band is the part of the sarcomere that holds thin filaments only, so its total "
                "width is the sarcomere's length minus the A band: $2.4 - 1.6 = 0.8$ μm, which is 0.4 μm on "
                "each side of the A band.",
                1,
                None,
                None,
            ),
            (
                "### Step 2\nThe H zone is the middle of the A band where the thin filaments do not reach; each "
                "thin filament is 1.0 μm long, so together they cover $2 \\times 1.0 = 2.0$ μm and the gap is "
                "$2.4 - 2.0 = 0.4$ μm.",
                1,
                None,
                None,
            ),
            (
                "### Step 3\nBy the sliding filament theory, the myosin heads pull the actin filaments towards "
                "the centre, which shortens the I band and the H zone; the A band shortens as well because the "
                "myosin filaments themselves contract.",
                0,
                "KE",
                "The thick (myosin) filaments do not change length, so the A band stays 1.6 μm; only the I band "
                "and the H zone shorten.",
            ),
            (
                "### Step 4\n**Final answer:** I band = 0.8 μm in total, H zone = 0.4 μm; on contraction the "
                "I band, the H zone and the A band all shorten.",
                0,
                "carried",
                "The widths are right, but the A band does not shorten, as explained for step 3.",
            ),
        ],
    },
    {
        "id": "bio-comp-01",
        "source": "claude-3.5-sonnet",
        "subject": "Biology",
        "difficulty": "competition",
        "images": [],
        "question": "The rate of an enzyme-catalysed reaction is 12 units at 20 °C and 27 units at 30 °C. Find the "
        "temperature coefficient Q₁₀ over this range, predict the rate at 35 °C if Q₁₀ stays the same, and "
        "explain why the prediction would fail at 60 °C.",
        "reference_answer": "Q₁₀ = 2.25; about 40.5 units; at 60 °C the enzyme denatures",
        "steps": [
            (
                "**Step 1:** By definition $Q_{10} = \\frac{R_{T+10}}{R_T}$, the factor by which the rate "
                "rises for a 10 °C increase, so here $Q_{10} = 27/12 = 2.25$.",
                1,
                None,
                None,
            ),
            (
                "**Step 2:** For a rise of 5 °C the rate is multiplied by $Q_{10}^{5/10} = \\sqrt{2.25} = 1.5$, "
                "because the coefficient applies exponentially rather than linearly.",
                1,
                None,
                None,
            ),
            (
                "**Step 3:** The predicted rate at 35 °C is therefore $27 \\times 1.5 = 40.5$ units.",
                1,
                None,
                None,
            ),
            (
                "**Step 4:** At 60 °C most enzymes are denatured: the bonds that hold the tertiary structure "
                "break up, so the active site loses its shape, which means substrates no longer fit and the rate "
                "falls instead of rising.\n\n**Final Answer:** Q₁₀ = 2.25; predicted rate ≈ 40.5 units at "
                "35 °C; at 60 °C the enzyme denatures, so the rate drops.",
                1,
                None,
                None,
            ),
        ],
    },
]
