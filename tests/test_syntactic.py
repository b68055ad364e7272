"""Syntactic variety that keeps meaning: step headers stay in front, no passive on maths, no stranded
shared modifier, fillers and plans are not made causes or inferences, no stop after display maths, a
colon needs a main clause; the structural rules (each with a positive and a negative case) and the
share of connective-only variants."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from confprobench.perturb import checks, syntactic
from confprobench.perturb.models import parse_many


def parse(text: str):
    return parse_many([text])[0]


def rewrite(rule_name: str, text: str) -> list[str]:
    return [out for sent in parse(text).sents for out in syntactic.RULES[rule_name](sent)]


def accepted(text: str, n: int = 20) -> list:
    """Candidates that pass the engine's cheap checks (invariants and content lemmas)."""
    doc = parse(text)
    result = []
    for c in syntactic.syntactic_candidates(text, doc, np.random.default_rng(0), n, parse_many):
        if (
            all(v.passed for v in checks.invariant_checks(text, c.text))
            and checks.lemma_check(doc, parse(c.text)).passed
        ):
            result.append(c)
    return result


RULE_CASES = [
    (
        "conditional_method",
        "If we divide both sides by 4, we get $x = 3$.",
        "Dividing both sides by 4 gives $x = 3$.",
        "If we had more time, we could check.",
    ),
    (
        "conditional_method",
        "When we divide 49 by 3 we get 16 with a remainder of 1.",
        "We get 16 with a remainder of 1 by dividing 49 by 3.",
        "If x = 2, we get $y = 4$.",
    ),
    (
        "to_get_result",
        "We subtract 54 from 54 to get 0.",
        "Subtracting 54 from 54 gives 0.",
        "We need to subtract 5 to get 0.",
    ),
    (
        "to_get_result",
        "Let's multiply both sides by 2 to get $x = 6$.",
        "We get $x = 6$ by multiplying both sides by 2.",
        "We subtract 5 from both sides.",
    ),
    (
        "participle_result",
        "Substituting the values, we get $v = 12$ m/s.",
        "Substituting the values gives $v = 12$ m/s.",
        "Substituting the values, we find that $x = 2$.",
    ),
    (
        "participle_result",
        "Solving for x gives $x = 4$.",
        "Solving for x, we get $x = 4$.",
        "Comparing the two graphs, we get a clear picture.",
    ),
    (
        "participle_result",
        "Dividing 4000 by 2 we get 2000.",
        "Dividing 4000 by 2 gives 2000.",
        "Plugging these values into $a = b \\sin\\theta,$ we get $7 = 2 \\sin\\theta$.",
    ),
    (
        "participle_result",
        "Adding these two equations, we get $2a=6$, which means $a=3$.",
        "Adding these two equations gives $2a=6$, which means $a=3$.",
        "Adding these two equations, we get $2a=6$, and then $a=3$.",
    ),
    (
        "participle_result",
        "Multiplying the first equation by $8$ gives us $8C+8D=32$.",
        "Multiplying the first equation by $8$, we get $8C+8D=32$.",
        "Multiplying the cost per unit by 100 to get the cost in cents gives us $90$ cents.",
    ),
    (
        "participle_result",
        "Simplifying gives w + 2 = 10, so w = 8.",
        "Simplifying, we get w + 2 = 10, so w = 8.",
        "Simplifying gives me an idea.",
    ),
    (
        "of_to_possessive",
        "That means the degree of the polynomial is $0$.",
        "That means the polynomial's degree is $0$.",
        "The slope of the line x + 2y + 3 = 0 is -1/2.",
    ),
    (
        "of_to_possessive",
        "Now we find the midpoint of the other diagonal.",
        "Now we find the other diagonal's midpoint.",
        "Writing $w = z + i$, the solutions of the equation $w^4 = 1$ form a square.",
    ),
    (
        "obtain_by",
        "We get $x = 5$ by dividing both sides by 2.",
        "Dividing both sides by 2 gives $x = 5$.",
        "We get 5 by the theorem.",
    ),
    (
        "modal_passive",
        "We can write the equation of the plane as $-12x + 20y = 0$.",
        "The equation of the plane can be written as $-12x + 20y = 0$.",
        "We can write $x = 5$.",
    ),
    (
        "modal_passive",
        "We could solve this system by substitution.",
        "This system could be solved by substitution.",
        "We can call the side $s$.",
    ),
    (
        "copula_inversion",
        "The minimum value of $f(x)$ is $f(\\pi)$.",
        "$f(\\pi)$ is the minimum value of $f(x)$.",
        "The area is $x = 5$.",
    ),
    (
        "as_we_know",
        "As we found, the remainder is 4.",
        "We found that the remainder is 4.",
        "We know that because it is even, x is odd.",
    ),
    (
        "equal_forms",
        "Three treeks are equal to one squig.",
        "Three treeks equal one squig.",
        "The area is not equal to 12.",
    ),
    (
        "lets_to_we",
        "Let's find the prime factorization of 53.",
        "We find the prime factorization of 53.",
        "Let x be the number of coins.",
    ),
    (
        "simplifies_to",
        "This simplifies to $2p = 0.58$.",
        "Simplifying gives $2p = 0.58$.",
        "The fraction simplifies to one half.",
    ),
    (
        "conditional_follows",
        "If $x = 2$, then $y = 4$.",
        "$y = 4$ follows from $x = 2$.",
        "If x is even, then $x^2$ is even.",
    ),
    (
        "of_to_have",
        "The area of the square is 16 cm².",
        "The square has an area of 16 cm².",
        "The sum of the first two sides is equal to 5.",
    ),
    (
        "of_to_have",
        "So the sum of the roots is $-5$.",
        "So the roots have a sum of $-5$.",
        "The area of the square is large.",
    ),
    (
        "now_inside",
        "Now we can use the fact that the triangle is equilateral.",
        "We can now use the fact that the triangle is equilateral.",
        "Now think about it.",
    ),
    ("now_inside", "Now, we have to find y.", "We now have to find y.", "Now the triangle is equilateral."),
    (
        "causal_reorder",
        "The lines are parallel, so the angles are equal.",
        "The angles are equal, since the lines are parallel.",
        "Heads and tails occur, so A wins, each with probability 1/2.",
    ),
    (
        "causal_reorder",
        "The common difference is 7, since we add 7 each time.",
        "Since we add 7 each time, the common difference is 7.",
        "Ok, so we can simplify the fraction.",
    ),
]


@pytest.mark.parametrize("rule_name, positive, expected, negative", RULE_CASES)
def test_structural_rules_apply_where_they_say_and_nowhere_else(rule_name, positive, expected, negative):
    assert expected in rewrite(rule_name, positive)
    assert rewrite(rule_name, negative) == []


# ---- what must not happen ---------------------------------------------------------------------------------

HEADERS = ["Step 3:", "**Step 3:**", "### Step 3\n", "Step 12.", "2.", "1)", "-", "(b)"]
BODIES = [
    "Since the two lines are parallel, the alternate angles are equal.",
    "If we divide both sides by 4, we get $x = 3$.",
    "The object moves with constant velocity, so the net force on it is zero.",
    "In this case, the reaction rate stays constant.",
    "So the answer is $49$.",
]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(HEADERS), st.sampled_from(BODIES))
def test_step_headers_and_list_markers_stay_in_front(header, body):
    text = header + ("" if header.endswith("\n") else " ") + body
    candidates = syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many)
    assert candidates  # the header does not stop the rules
    for c in candidates:
        assert c.text.startswith(header), c.text
        assert syntactic.headers(c.text) == syntactic.headers(text)
        assert "step 3" not in c.text[len(header) :].lower()


@pytest.mark.parametrize(
    "text", ["We obtain $AB = 10$ cm.", "We obtain AB = 10 cm.", "We call the price of a pencil p."]
)
def test_no_passive_on_an_equation_or_a_naming(text):
    assert rewrite("active_to_passive", text) == []


def test_no_clause_swap_strands_a_shared_modifier():
    text = "The first coin shows heads and the second coin shows tails, each with a probability of 1/2."
    assert not [
        c
        for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many)
        if "each with a probability of 1/2" not in c.text.rstrip(".")[-40:]
    ]
    assert rewrite("coordination_reorder", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Ok, so we can simplify the fraction.",
        "Right, so the answer is 18.",
        "So ok, we can simplify.",
        "So therefore, $x = 5$.",
    ],
)
def test_fillers_become_neither_causes_nor_inferences(text):
    for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many):
        assert not c.text.lower().startswith(("because", "it follows that ok", "it follows that therefore")), c.text
        assert "because ok" not in c.text.lower() and "because right" not in c.text.lower()


@pytest.mark.parametrize(
    "text",
    [
        "So let's substitute x = 2.",
        "So we substitute $x = 2$ into the equation.",
        "So we know that $x > 4$.",
        "So is it 4?",
        "So we need to find the area.",
    ],
)
def test_it_follows_that_only_before_an_inference(text):
    assert rewrite("conclusion_marker", text) == []
    assert rewrite("conclusion_marker", "So the remainder is 4.") == ["It follows that the remainder is 4."]


def test_no_full_stop_after_display_maths():
    for text in ["We have $$x = 2$$, so $y = 4$", "We have \\[x = 2\\], so $y = 4$."]:
        for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many):
            assert len(syntactic.DISPLAY_STOP_RE.findall(c.text)) <= len(syntactic.DISPLAY_STOP_RE.findall(text)), (
                c.text
            )


@pytest.mark.parametrize(
    "text",
    [
        "Coulomb's law gives the magnitude of the force: $F = k q_1 q_2 / r^2$.",
        "In series the resistances add: R = R1 + R2 = 6 Ω.",
    ],
)
def test_a_colon_never_becomes_a_made_up_inference(text):
    # colon_to_so was removed after the round-1 blind read ("Since the law gives F, F = ..." read as a pseudo-inference)
    assert "colon_to_so" not in syntactic.RULES
    for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many):
        assert not c.text.startswith("Since") and ", so " not in c.text, c.text


@pytest.mark.parametrize(
    "text",
    [
        "The vertex is clearly at $(0,0)$.",
        "Which is $1,1,6,5$ in base 8.",
        "In other words, $x = 5$.",
        "Subtract 11 from both sides.",
        "By the way, the equation is quadratic.",
    ],
)
def test_adverbials_stay_when_they_are_predicates_idioms_or_instructions(text):
    assert rewrite("adverbial_move", text) == []


def test_a_plan_is_not_turned_into_a_report():
    text = "Let's list all the factors of 2009."
    texts = [
        c.text for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many)
    ]
    assert "We list all the factors of 2009." in texts
    assert not [t for t in texts if "are listed" in t]


# ---- variety ------------------------------------------------------------------------------------------------

# Steps with two or more clauses, in the styles model solutions are written in (GPT-4o / PRM800K).
MULTI_CLAUSE = [
    "If we subtract the first equation from the second, we get $2p = 0.58$.",
    "Since $\\theta = \\pm \\frac{\\pi}{3}$, we have $9\\theta = \\pm 3\\pi$.",
    "The object moves with constant velocity, so the net force on it is zero.",
    "When we divide 35 by 3 we get 11 with a remainder of 2.",
    "Substituting the values into the formula, we get $v = 12$ m/s.",
    "So if we plug in $b = 5$, we get $a_0 + 5a_1 = 555$.",
    "Because the remainder is 0, 54 is divisible by 6.",
    "Let's subtract the first equation from the second equation to solve this system.",
    "We know that the sum of any two sides of a triangle must be greater than the third side, so $x < 9$.",
    "And since the diagonals bisect each other, we can set the midpoints equal.",
]


def test_multi_clause_steps_get_several_variants_and_few_are_connective_only():
    per_step = [accepted(text) for text in MULTI_CLAUSE]
    # Precision over recall: since the round-1 blind read, clause-level rules no longer compose and rewrites that put
    # a result before its equation are not made, so fewer multi-clause steps reach three variants (was >= 70%).
    assert sum(1 for kept in per_step if len({c.text for c in kept}) >= 3) >= 0.4 * len(MULTI_CLAUSE)
    assert all(kept for kept in per_step)
    flat = [c for kept in per_step for c in kept]
    connective = sum(1 for c in flat if syntactic.is_connective_only(c))
    assert connective / len(flat) <= 0.4, [c.text for c in flat if syntactic.is_connective_only(c)]


def test_connective_only_variants_are_capped_per_step():
    text = "So the remainder is 4. Thus the block slides, so the answer is correct."
    candidates = syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 20, parse_many)
    assert sum(1 for c in candidates if syntactic.is_connective_only(c)) <= syntactic.MAX_CONNECTIVE_PER_STEP
    structural = [i for i, c in enumerate(candidates) if not syntactic.is_connective_only(c)]
    assert structural == list(range(len(structural)))  # structural rewrites come first


def candidates_for(text: str, seed: int = 0) -> list:
    return syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(seed), 20, parse_many)


def test_rewrites_of_two_sentences_compose_when_one_changes_the_structure():
    text = "Let's try 21. When we divide it by 2 we get 10 with a remainder of 1."
    singles = {r.sentence: r for r in syntactic._sentence_rewrites(text, parse(text))}
    candidates = candidates_for(text)
    composed = [c for c in candidates if len(c.params["rules"]) == 2]
    assert "We try 21. Dividing it by 2 gives 10 with a remainder of 1." in [c.text for c in composed]
    for c in composed:
        assert c.params == {"rules": ["lets_to_we", "conditional_method"], "sentences": [0, 1]}
        assert c.operation == "lets_to_we+conditional_method"
        first, second = parse(c.text).sents
        assert first.text.strip() == "We try 21."  # each sentence is one of the single rewrites, unchanged
        assert second.text in [r.rewritten for r in syntactic._sentence_rewrites(text, parse(text)) if r.sentence == 1]
    assert singles[0].rule == "lets_to_we"
    assert [(c.text, c.params) for c in candidates] == [(c.text, c.params) for c in candidates_for(text)]


def test_two_connective_swaps_are_not_composed_and_only_one_is_kept():
    text = "Now we have the number 2220. So the sum of its digits is 6."
    rules = sorted(r.rule for r in syntactic._sentence_rewrites(text, parse(text)))
    assert rules == ["conclusion_inside", "conclusion_marker", "now_inside"]  # three connective-only rewrites
    candidates = candidates_for(text)
    assert all(len(c.params["rules"]) == 1 for c in candidates)  # a pair of them would still be connective-only
    assert len(candidates) == syntactic.MAX_CONNECTIVE_PER_STEP == 1


def test_a_plan_made_a_statement_is_not_followed_by_it_follows():
    text = "Let's try $p=3$. So our first guess is $x=3$."
    pairs = [c.params["rules"] for c in candidates_for(text) if len(c.params["rules"]) == 2]
    assert ["lets_to_we", "conclusion_inside"] in pairs  # "We try $p=3$. Our first guess is therefore $x=3$."
    assert ["lets_to_we", "conclusion_marker"] not in pairs  # "We try $p=3$. It follows that our first guess ..."


def test_a_passive_is_not_composed_with_a_rewrite_that_brings_in_we():
    text = "Let's add them. Ann finds the sum."
    passive = syntactic.SentenceRewrite("", "active_to_passive", 1, 16, len(text), "The sum is found.")
    we = syntactic.SentenceRewrite("", "lets_to_we", 0, 0, 15, "We add them.")
    assert syntactic._across_sentences(text, [we, passive]) == []  # "We add them. The sum is found."
    other = we._replace(rule="adverbial_move", rewritten="Then add them.")
    assert [c.text for c in syntactic._across_sentences(text, [other, passive])] == ["Then add them. The sum is found."]


# ---------------------------------------------------------------- round-1 blind-read findings (dev data)


@pytest.mark.parametrize(
    "rule, text",
    [
        ("relative_apposition", "So the area of the triangle is half of 6 times 4, which is 12."),
        ("relative_apposition", "I can multiply both sides by the least common multiple of 2 and 3, which is 6."),
        ("method_phrase", "Simplifying this gives $1 + 4004 = 4005$, confirming the assumed result."),
        ("method_phrase", "Using interval notation, that means x is in the interval (5, infinity)."),
        ("causal_reorder", "Multiplying by 4: $24 - 2V + 12 - 2V = V$, so $36 = 5V$ and $V = 7.2$ V."),
        ("causal_reorder", "Since $2^4 = 16$, the solution is x = 4."),
        ("purpose_move", "To find the invalid cases where math books are adjacent, consider them as one block."),
        # round 2: a leading purpose clause or a short leading phrase is never moved to the end
        ("purpose_move", "To do that, I can subtract $4a$ from both sides to get $3=3a-12$."),
        ("purpose_move", "To find the area, we multiply the length by the width."),
        ("conclusion_marker", "Therefore, Karla confirmed she saved 550 gallons driving a hybrid instead of an SUV."),
        (
            "conclusion_inside",
            "So 2 to the sixth power is equal to 64, which means that the logarithm of 64 base 2 is 6.",
        ),
        (
            "so_to_therefore",
            "The recessive phenotype is the aa genotype, so \\(q^2 = 0.16\\) and therefore \\(q = 0.4\\).",
        ),
        ("so_to_therefore", "Now there are 4 Al atoms on the right, so put 4 in front of Al."),
        (
            "coordination_reorder",
            "Now I have 10 seats left to fill, and I need to group the Democrats and Republicans together.",
        ),
        (
            "coordination_reorder",
            "A rectangle is fixed by choosing two horizontal lines and two vertical lines, and every such choice gives "
            "exactly one rectangle.",
        ),
        ("active_to_passive", "These values match copper and chlorine."),
        ("causal_reorder", "The velocity rises from 0 to 20 m/s in 4 s, so $a = 20/4 = 5$ m/s²."),
        ("adverbial_move", "It happens in the chloroplasts."),
        (
            "adverbial_move",
            "Photosynthesis takes place in the chloroplasts, mainly in the palisade mesophyll cells of the leaf.",
        ),
        ("adverbial_move", "The curve in the graph approaches the dashed line at 500 beetles."),
        (
            "relative_apposition",
            "**Step 2:** The lower the pH, the more acidic the solution, so A (lemon juice, pH 2) is the most acidic.",
        ),
        ("active_to_passive", "The pancreas releases a hormone into the blood that makes liver cells take up glucose."),
    ],
)
def test_round1_rewrites_that_read_unnaturally_are_not_made(rule, text):
    doc = parse(text)
    outputs = [out for sent in doc.sents for out in syntactic.RULES[rule](sent)]
    if rule == "causal_reorder":  # the equation may keep its place ("A, so B"); the result never moves before it
        outputs = [o for o in outputs if "because" in o or ", since" in o]
    assert outputs == []


def test_participle_result_keeps_the_calculation_before_its_result():
    text = "Applying this formula to the given expression, we get $513^2 - 487^2 = (513+487)(513-487)$."
    outputs = [o for sent in parse(text).sents for o in syntactic.RULES["participle_result"](sent)]
    assert outputs == ["Applying this formula to the given expression gives $513^2 - 487^2 = (513+487)(513-487)$."]
    assert not any(o.startswith("We get") for o in outputs)


def test_of_to_possessive_prefers_a_measurable_property_to_a_figure_part():
    text = "We find the distance from the center of the circle to the origin and subtract the radius of the circle."
    assert rewrite("of_to_possessive", text) == [
        "We find the distance from the center of the circle to the origin and subtract the circle's radius."
    ]


def test_definition_apposition_leaves_a_formula_with_a_possessive_owner_whole():
    assert rewrite("definition_apposition", "The line's equation is y = -2x + 0.") == []
    assert rewrite("definition_apposition", "The block's speed is v = 4 m/s.") == ["The block's speed, v, is 4 m/s."]


def test_method_phrase_still_adds_by_to_a_calculation_phrase():
    text = "Solving for $V_2$, we get $V_2 = 1.67$ L."
    outputs = [o for sent in parse(text).sents for o in syntactic.RULES["method_phrase"](sent)]
    assert outputs == ["By solving for $V_2$, we get $V_2 = 1.67$ L."]


def test_because_is_not_put_before_a_fronted_phrase():
    text = "During exercise the muscles respire faster, so they need more oxygen."
    outputs = [o for sent in parse(text).sents for o in syntactic.RULES["causal_reorder"](sent)]
    assert not any(o.startswith("Because during") for o in outputs)
    plain = "The charges have opposite signs, so the force is attractive."
    assert "Because the charges have opposite signs, the force is attractive." in [
        o for sent in parse(plain).sents for o in syntactic.RULES["causal_reorder"](sent)
    ]


@pytest.mark.parametrize(
    "rule, text",
    [
        ("conclusion_marker", "So, 54 (mod 6) means the remainder when dividing 54 by 6."),
        ("conclusion_marker", "Therefore, the solution is"),
        ("adverbial_move", "For each choice of gaps, there are $2! = 2$ ways to arrange the math books within them."),
        ("adverbial_move", "At 10 min, the NO2 concentration jumps to 0.20 mol/L while [N2O4] stays at 0.040 mol/L."),
    ],
)
def test_round1_restructurings_that_misplace_or_invent_are_not_made(rule, text):
    assert rewrite(rule, text) == []


def test_a_result_does_not_move_before_i_know():
    text = "I know that 6 goes into 54 nine times exactly, so the quotient is 9 and the remainder is 0."
    assert not [o for o in rewrite("causal_reorder", text) if ", since I know" in o]
    assert rewrite("conclusion_marker", "Therefore, the remainder is 0.") == ["It follows that the remainder is 0."]


@pytest.mark.parametrize(
    "text",
    [
        "From the graph, the line crosses the x-axis at about 0.3 mol/dm³.",
        "By the inscribed angle theorem, an inscribed angle is half of the central angle subtending the same arc.",
    ],
)
def test_a_leading_source_or_method_stays_in_front(text):
    assert rewrite("adverbial_move", text) == []
    assert rewrite("adverbial_move", "In this case, the current through the resistor stays constant.")


def test_a_definition_is_not_made_a_conclusion():
    text = "So, 54 (mod 6) means the remainder when dividing 54 by 6."
    assert rewrite("conclusion_inside", text) == [] and rewrite("conclusion_marker", text) == []
    assert rewrite("conclusion_inside", "Therefore the remainder is 4.") == ["The remainder is therefore 4."]


@pytest.mark.parametrize(
    "text, stilted_end",
    [
        ("For $x$, I get $x = (2)^3 + 7 = 8 + 7 = 15$.", "for $x$."),
        ("To do that, I can subtract $4a$ from both sides to get $3=3a-12$.", "to do that."),
        (
            "To find the projection of $\\mathbf{a}$ onto $\\mathbf{b}$, I need to use the formula "
            "$\\mathrm{proj}_{\\mathbf{b}} \\mathbf{a} = \\frac{\\mathbf{a} \\cdot \\mathbf{b}}{\\mathbf{b} \\cdot "
            "\\mathbf{b}} \\mathbf{b}.$",
            "onto $\\mathbf{b}$",
        ),
    ],
)
def test_round2_short_or_purpose_phrases_are_not_moved_to_the_end(text, stilted_end):
    texts = [
        c.text for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 10, parse_many)
    ]
    assert not any(t.endswith(stilted_end) for t in texts), texts


def test_round2_a_possessive_does_not_strand_the_owners_modifier():
    text = "It has a magnitude equal to the area of the parallelogram spanned by them."
    assert rewrite("of_to_possessive", text) == []
    assert rewrite("of_to_possessive", "The mass of the oil is 36.80 g.") == ["The oil's mass is 36.80 g."]


def _single(text: str) -> list[tuple[str, str]]:
    return [(new, rule) for new, rule, _ in syntactic._single_rewrites(text, parse(text))]


def test_round3_a_computed_result_keeps_its_reason_in_front():
    # "... = 12, because I have 5 and 7 apples" tacks the reason on after the result; a plain result still moves
    assert rewrite("causal_reorder", "Since I have 5 and 7 apples, the total is 5 + 7 = 12.") == [
        "I have 5 and 7 apples, so the total is 5 + 7 = 12."
    ]
    assert "The acceleration is constant, because the force is constant." in rewrite(
        "causal_reorder", "Since the force is constant, the acceleration is constant."
    )


def test_round3_no_because_on_a_colon_sentence_or_after_a_discourse_so():
    assert rewrite("causal_reorder", "Cells in mitosis divide: 14 × 2 = 28, so the count doubles.") == []
    outs = [new for new, _ in _single("So the pressure rises, so the volume would fall.")]
    assert not any(new.lower().startswith("so because") for new in outs)
    assert any(
        new.startswith("Because the pressure rises")
        for new, _ in _single("The pressure rises, so the volume would fall.")
    )


def test_round3_it_follows_that_not_before_we_conclude():
    assert rewrite("conclusion_marker", "Therefore, we conclude that the sum is even.") == []
    assert rewrite("conclusion_marker", "Therefore, the sum is even.") == ["It follows that the sum is even."]


def test_round3_no_connective_the_neighbouring_sentence_already_uses():
    text = "The mass is 2 kg, so the weight is 19.6 N. Therefore the normal force is 19.6 N."
    outs = [new for new, _ in _single(text)]
    assert outs and not any("hence" in new or new.lower().count("therefore") > 1 for new in outs)
    alone = "The mass is 2 kg, so the weight is 19.6 N."
    assert any("therefore" in new.lower() or "hence" in new for new, _ in _single(alone))


def test_round3_no_passive_in_a_first_person_step():
    assert not any(rule in syntactic.PASSIVE_RULES for _, rule in _single("We add these values to the total."))
    assert any(rule == "active_to_passive" for _, rule in _single("The student adds these values to the total."))


def test_round3_a_relative_clause_before_a_colon_or_with_an_adverb_keeps_which():
    assert (
        rewrite(
            "relative_apposition",
            "I group the factors into pairs of equal numbers, which are perfect squares: 4 and 9.",
        )
        == []
    )
    assert rewrite("relative_apposition", "Each pair of factors, which are just the factors, is a square.") == []
    assert rewrite("relative_apposition", "The enzyme, which is a protein, works best at pH 2.") == [
        "The enzyme, a protein, works best at pH 2."
    ]


def test_round3_a_capitalised_compound_opening_is_not_moved_mid_sentence():
    text = "Enzyme X, whose optimum is pH 2, is therefore the stomach enzyme."
    assert not any("Therefore, Enzyme" in new for new, _ in _single(text))
    assert any(new.startswith("Therefore, the enzyme") for new, _ in _single("The enzyme is therefore a protease."))


def test_round3_no_inversion_when_the_full_stop_sits_inside_the_maths():
    assert rewrite("answer_inversion", "The answer is $8.$") == []
    assert rewrite("copula_inversion", "The answer is $n+1.$") == []
    assert rewrite("copula_inversion", "The answer is $n+1$.") == ["$n+1$ is the answer."]


# ---- round 4 (blind read of the round-4 sets, now development data) ----------------------------------------


def test_round4_so_becomes_therefore_never_hence():
    outs = rewrite("so_to_therefore", "The garden is 12 m by 7 m, so its area is 84 m².")
    assert outs == ["The garden is 12 m by 7 m. Therefore, its area is 84 m²."]
    # display maths takes no full stop after it: no variant at all (the "; hence," form is gone)
    assert rewrite("so_to_therefore", "We get $$x = 2$$, so the root is positive.") == []


def test_round4_therefore_not_next_to_another_sentence_adverb():
    assert rewrite("conclusion_inside", "So the point in polar coordinates is indeed (3, 4).") == []
    assert rewrite("conclusion_inside", "Therefore, the block also slides down the slope.") == []
    assert rewrite("conclusion_inside", "So the point in polar coordinates is (3, 4).") == [
        "The point in polar coordinates is therefore (3, 4)."
    ]


def test_round4_it_follows_that_not_before_an_inference_verb():
    assert rewrite("conclusion_marker", "Thus, this error confirms x = 3/7 is not a true solution.") == []
    assert rewrite("conclusion_marker", "Therefore, the graph shows a maximum at x = 2.") == []
    assert rewrite("conclusion_marker", "Thus, x = 3/7 is not a true solution.") == [
        "It follows that x = 3/7 is not a true solution."
    ]


def test_round4_coordination_keeps_its_final_punctuation_and_running_total():
    assert rewrite("coordination_reorder", "Therefore, the quotient is $x + 1$ and the remainder is $2.$") == []
    total = "The total distance is 20 + 60 + 10 = 90 m, and the acceleration is -5 m/s²."
    assert rewrite("coordination_reorder", total) == []
    peaks = "The peak of the solid curve is at pH 2, and the peak of the dashed curve is at pH 8."
    assert rewrite("coordination_reorder", peaks) == [
        "The peak of the dashed curve is at pH 8, and the peak of the solid curve is at pH 2."
    ]


def test_round4_leading_phrase_not_moved_behind_a_result():
    assert rewrite("adverbial_move", "With 7 cups of milk, the flour needed is $7 \\times 1.5 = 10.5$ cups.") == []
    assert rewrite("adverbial_move", "With 7 cups of milk, the flour needed is 10.5 cups.") == []
    assert rewrite("adverbial_move", "In the second experiment, the enzyme works more slowly.") == [
        "The enzyme works more slowly in the second experiment."
    ]


def test_round4_no_possessive_for_a_head_noun_with_its_own_adjective():
    assert rewrite("of_to_possessive", "The valid cost of the pencil cannot be determined.") == []
    assert rewrite("of_to_possessive", "The cost of the pencil cannot be determined.") == [
        "The pencil's cost cannot be determined."
    ]


def test_round5_no_conditional_reorder_a_condition_stays_in_front():
    # round 5: "B if A" read stilted (0 of 5) and moved the condition onto the last clause of a while-sentence
    assert "conditional_reorder" not in syntactic.RULES
    text = (
        "If II-2 is a carrier, then each of her sons has a 1/2 chance of receiving the allele, while her husband "
        "has no recessive allele to pass on."
    )
    assert not any(new.rstrip(".").endswith("if II-2 is a carrier") for new, _ in _single(text))
    # the maths-only conditional keeps its own rule
    assert rewrite("conditional_follows", "If $x = 2$, then $y = 4$.") == ["$y = 4$ follows from $x = 2$."]


def test_round5_conclusion_inside_never_opens_on_a_number_or_before_a_that_clause():
    assert rewrite("conclusion_inside", "Therefore, 4 is the answer.") == []
    assert rewrite("conclusion_inside", "So 3 inches is one-eighth of 2 feet.") == []
    assert rewrite("conclusion_inside", "So, 1,000,000 lire are equivalent to $1250 at the exchange rate.") == []
    assert rewrite("conclusion_inside", "So the answer is that 2000 calories fulfill the requirement.") == []
    assert rewrite("conclusion_inside", "So the length is one-eighth of 2 feet.") == [
        "The length is therefore one-eighth of 2 feet."
    ]


def test_round5_no_it_follows_that_before_a_that_complement():
    assert rewrite("conclusion_marker", "So the answer is that 2000 calories fulfill the requirement.") == []
    assert rewrite("conclusion_marker", "Thus the table shows that the rate doubles.") == []
    assert rewrite("conclusion_marker", "So the number we want is 4.") == ["It follows that the number we want is 4."]


def test_round5_possessive_to_of_keeps_names_indefinite_owners_and_modified_heads():
    assert rewrite("possessive_to_of", "We obtain the result by Simon's favourite factoring trick.") == []
    assert rewrite("possessive_to_of", "We obtain the result by Simon's trick.") == []
    assert rewrite("possessive_to_of", "The calories fulfill a person's requirement.") == []
    assert rewrite("possessive_to_of", "The calories fulfill the person's daily caloric requirement.") == []
    assert rewrite("possessive_to_of", "The calories fulfill the person's requirement.") == [
        "The calories fulfill the requirement of the person."
    ]
    assert rewrite("possessive_to_of", "The block's mass is 2 kg.") == ["The mass of the block is 2 kg."]


# ---- round 6 (blind read of the round-6 sets, now development data) ----------------------------------------


def test_round6_no_therefore_before_a_calculation_or_after_a_solver_action():
    # a calculation carried out after a step of the method is not an inference
    text = "To convert US dollars to euros, I also divide by the exchange rate, so 150 / 1.32 = 113.64 euros."
    assert rewrite("so_to_therefore", text) == []
    assert rewrite("so_to_therefore", "To find the difference, I subtract, so the gap is 11.09 euros.") == []
    assert rewrite("so_to_therefore", "The rate is fixed, so 150 / 1.32 = 113.64 euros.") == []
    # an inference from a fact, a possibility or a named quantity is still made
    assert rewrite("so_to_therefore", "The radius is 3 cm, so $A = 9\\pi$.") == [
        "The radius is 3 cm. Therefore, $A = 9\\pi$."
    ]
    assert rewrite("so_to_therefore", "I can choose any of the 5 shirts, so there are 5 choices.") == [
        "I can choose any of the 5 shirts. Therefore, there are 5 choices."
    ]
    assert rewrite("so_to_therefore", "Two parents in generation I have an affected daughter, so it is recessive.") == [
        "Two parents in generation I have an affected daughter. Therefore, it is recessive."
    ]


def test_round6_coordination_keeps_definitions_in_order_and_never_opens_on_a_symbol():
    text = (
        "The coordinate $r$ is the distance from the origin to the point, and $\\theta$ is the angle from the"
        " positive $x$-axis to the segment."
    )
    assert rewrite("coordination_reorder", text) == []
    assert rewrite("coordination_reorder", "The radius is 3 cm, and $h$ doubles.") == []
    text = "The coordinate $r$ is the distance from the origin, and the angle $\\theta$ is measured from the $x$-axis."
    assert rewrite("coordination_reorder", text) == []
    assert rewrite("coordination_reorder", "The length $a$ is 3 cm, and the width $b$ is 4 cm.") == []
    assert rewrite("coordination_reorder", "The red car is fast, and the blue truck is slow.") == [
        "The blue truck is slow, and the red car is fast."
    ]


def test_round6_method_phrase_only_when_the_solver_is_the_agent():
    text = "Using $Q = mc\\Delta T$, the water picks up $Q = 504\\,000$ J."
    assert rewrite("method_phrase", text) == []
    assert rewrite("method_phrase", "By using the relation time = distance / speed, the walk takes 0.4 hours.") == []
    assert rewrite("method_phrase", "Using the quadratic formula, we find $x = 2$.") == [
        "By using the quadratic formula, we find $x = 2$."
    ]
    assert rewrite("method_phrase", "By substituting $x = 2$, find $y$.") == ["Substituting $x = 2$, find $y$."]


def test_round6_no_copula_inversion_after_a_discourse_lead():
    for text in ["Then the original area is $s^2$.", "So the original area is $s^2$.", "Now, the area is $s^2$."]:
        assert not any(rule == "copula_inversion" for _, rule in _single(text)), text
    assert rewrite("copula_inversion", "The original area is $s^2$.") == ["$s^2$ is the original area."]


def _rules_made(text: str, first_step: bool = False) -> dict[str, list[str]]:
    made: dict[str, list[str]] = {}
    for new, name, _ in syntactic._single_rewrites(text, parse(text), first_step):
        made.setdefault(name, []).append(new)
    return made


def test_round8_no_inference_in_a_process_first_step():
    text = "Therefore, the remainder is 4."
    assert "conclusion_marker" in _rules_made(text) or "conclusion_inside" in _rules_made(text)
    assert not {"conclusion_marker", "conclusion_inside"} & set(_rules_made(text, first_step=True))
    assert not {"conclusion_marker", "conclusion_inside"} & set(_rules_made("Ok. " + text, first_step=True))
    later = "The remainder of 10 by 3 is 1. " + text  # a sentence before it in the step: something to follow from
    assert {"conclusion_marker", "conclusion_inside"} & set(_rules_made(later, first_step=True))


def test_round8_it_follows_that_not_after_a_kept_lead_nor_before_going_to():
    assert any(v.startswith("It follows that") for v in _rules_made("So the area is 12.").get("conclusion_marker", []))
    assert not any(
        "it follows" in v.lower() for v in _rules_made("Right, so the area is 12.").get("conclusion_marker", [])
    )
    assert "conclusion_marker" not in _rules_made("So the area is going to be 12.")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("But we need to do that for both students, so we multiply by two to get $58/900$.", "causal_reorder"),
        ("Now we can subtract 7 from both sides.", "adverbial_move"),
        ("So we just multiply those probabilities together to get $29/900$.", "purpose_move"),
        ("The frog then gets 10% of the energy, so 200 kJ reaches it.", "causal_reorder"),
        ("The frog then gets 10% of the energy, so 200 kJ reaches it.", "so_to_therefore"),
    ],
)
def test_round8_reorderings_that_read_badly_are_not_made(text, rule):
    assert rule not in _rules_made(text)


def test_round8_the_full_stop_inside_maths_stays_at_the_end():
    made = _rules_made("So, when we add this time to $3:00:00$, we get $4:51:06.$")
    variants = [v for vs in made.values() for v in vs]
    assert variants and all(v.endswith("$4:51:06.$") for v in variants)  # "we get $4:51:06.$ by adding ..." is not made


def test_round8_guarded_rules_still_apply_elsewhere():
    plain = _rules_made("So, when we add this time to $3:00:00$, we get $4:51:06$.")["conditional_method"]
    # round 14: "we get Y by" is not made when the method works on plain numbers (result before its calculation)
    assert "So, adding this time to $3:00:00$, we get $4:51:06$." in plain
    assert {"causal_reorder", "so_to_therefore"} <= set(
        _rules_made("The frog gets 10% of the energy, so 200 kJ reaches it.")
    )
    assert "causal_reorder" in _rules_made("The sides are equal, so the triangle is isosceles.")
    assert "adverbial_move" in _rules_made("In this case, the sum is even.")
    assert "purpose_move" in _rules_made("We multiply both sides by 2 to find the width.")


def test_round8_an_elliptical_possessive_clause_is_not_put_first():
    elliptical = "The triangle's area is $24$ m, and the rectangle's is $72$ m."
    assert "coordination_reorder" not in _rules_made(elliptical)
    assert "coordination_reorder" in _rules_made("The triangle's area is $24$ m, and the rectangle's area is $72$ m.")


@pytest.mark.parametrize(
    "text, rule",
    [
        ("The result is $7716.17188$.", "answer_inversion"),  # "$7716.17188$ is the result." opens on a number
        ("The remainder is 0.17188.", "answer_inversion"),
        ("The minor axis of the ellipse is the diameter of the cylinder base.", "of_to_possessive"),
        ("Right. So the length of the major axis is 3.", "of_to_possessive"),
        ("So the left side is $x + 2x$ which is the same as $3x$.", "conclusion_marker"),  # read off, not inferred
        ("So the left side is $x + 2x$ which is the same as $3x$.", "conclusion_inside"),
    ],
)
def test_round9_rewrites_that_read_badly_are_not_made(text, rule):
    assert rule not in _rules_made(text)


def test_round9_guarded_rules_still_apply_elsewhere():
    # round 22: only a bare value or maths span is fronted ("the empty set" is a description: no longer inverted)
    assert _rules_made("So, the answer is $\\frac{1}{2}$.")["answer_inversion"] == ["So, $\\frac{1}{2}$ is the answer."]
    assert "The oil's mass is 36.80 g." in _rules_made("The mass of the oil is 36.80 g.")["of_to_possessive"]
    assert {"conclusion_marker", "conclusion_inside"} <= set(_rules_made("So the remainder is 4."))
    # round 7 readers accepted these: a result of working follows, and a lead keeps the number off the front
    assert {"conclusion_marker", "conclusion_inside"} <= set(_rules_made("So, the simplified expression is $2k + 2$."))
    assert _rules_made("Therefore, the remainder is 12.")["answer_inversion"] == ["Therefore, 12 is the remainder."]
    possessive = _rules_made("It must be greater than the length of the third side.")["of_to_possessive"]
    assert possessive == ["It must be greater than the third side's length."]


@pytest.mark.parametrize("value", ["$7716.17188$", "$0.17188$", "$\\frac{1}{2}$", "$2\\pi r$"])
def test_round9_no_sentence_opens_on_a_number(value):
    made = _rules_made(f"The result is {value}.")
    assert not {"copula_inversion", "answer_inversion"} & set(made)
    assert "copula_inversion" in _rules_made("The result is $s^2$.")


def test_round9_a_capitalised_common_word_is_not_moved_mid_sentence():
    text = "2. Blue takes 2 of the parts, so she needs $2 \\times 0.6 = 1.2$ litres of blue paint."
    assert "causal_reorder" not in _rules_made(text)  # "Because Blue takes" reads as a stray capital
    named = _rules_made("Karla takes 2 of the parts, so she needs 3 litres of paint.")["causal_reorder"]
    assert named == ["Because Karla takes 2 of the parts, she needs 3 litres of paint."]


def test_round11_subordinate_clause_moves_only_when_its_own_comma_closes_it():
    run_on = "Once they are joined the capacitors are in parallel, so they end up at the same voltage."
    assert "subordinate_move" not in _rules_made(run_on)  # the comma closes the main clause, not "Once ..."
    assert "subordinate_move" not in _rules_made(
        "Once we know $x$, so we can find the value of $y$."
    )  # "So ..." dangles
    # (not "Once the capacitors are joined, they share ...": moved, "they" would precede the noun it names)
    assert _rules_made("Once the capacitors are joined, the charges share the same voltage.")["subordinate_move"] == [
        "The charges share the same voltage once the capacitors are joined."
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The third statement says $-1 < x < 0$, and the fourth statement says $0 < x < 1$.",
        "The first term is 3, and the second term is 5.",
        "Statement 3 says $x < 0$, and statement 4 says $x > 1$.",
        "The former is even, and the latter is odd.",
    ],
)
def test_round11_an_enumeration_keeps_its_order(text):
    assert "coordination_reorder" not in _rules_made(text)


def test_round11_clauses_that_are_not_a_list_are_still_reordered():
    made = _rules_made("The area is 12 square units, and the perimeter is 14 units.")["coordination_reorder"]
    assert made == ["The perimeter is 14 units, and the area is 12 square units."]


def test_round11_no_method_phrase_after_a_relative_clause():
    made = _rules_made("Then, we subtract $180^\\circ$ to get $n = 42^\\circ$ which fits the inequality.")
    variants = made["to_get_result"]
    assert variants and not any(" by subtracting" in v for v in variants)  # "... which fits the inequality by ..."
    assert "Then, subtracting $180^\\circ$, we get $n = 42^\\circ$ which fits the inequality." in variants
    plain = _rules_made("We subtract $180^\\circ$ to get $n = 42^\\circ$.")["to_get_result"]
    assert "We get $n = 42^\\circ$ by subtracting $180^\\circ$." in plain
    conditional = _rules_made("If we divide both sides by 4, we get $x = 3$ which is odd.")
    kept = conditional["conditional_method"]
    assert kept and not any(" by dividing" in v for v in kept)


@pytest.mark.parametrize(
    "text",
    [
        "Right. Because then when we add 1 to each exponent, we will have an odd number of factors.",
        "Because if we add the two equations, we get $2x = 10$.",
        "The number is even because then the last digit is 0.",
    ],
)
def test_round11_a_reason_with_a_nested_clause_or_a_sequence_adverb_is_not_moved(text):
    assert "causal_reorder" not in _rules_made(text)


def test_round11_a_plain_reason_is_still_moved():
    made = _rules_made("Because the sum of the digits is 9, the number is divisible by 3.")["causal_reorder"]
    assert "The number is divisible by 3, because the sum of the digits is 9." in made


def test_round11_no_therefore_after_a_contrast_or_a_bare_comparison():
    text = "The multiples of 125 add 1, while $625 > 200$, so no higher power contributes."
    assert "so_to_therefore" not in _rules_made(text)
    assert "so_to_therefore" not in _rules_made("The first root is 3, and $3 > 2$, so the root is valid.")
    # a contrast in words was accepted (rounds 5 and 9): only a bare comparison is cut off
    words = "Disc B has the largest zone at 24 mm, while A is 12 mm and C is 18 mm, so antibiotic B worked best."
    assert "so_to_therefore" in _rules_made(words)
    kept = _rules_made("The multiples of 25 carry a second factor of 5, which adds 8, so the total is 48.")
    assert kept["so_to_therefore"] == [
        "The multiples of 25 carry a second factor of 5, which adds 8. Therefore, the total is 48."
    ]


def test_possessive_to_of_keeps_a_noun_with_its_own_of_phrase():
    # round 12: "The rod's centre of mass" → "The centre of the rod of mass"
    assert rewrite("possessive_to_of", "The rod's centre of mass is at its midpoint.") == []
    assert rewrite("possessive_to_of", "The block's mass is 2 kg.") == ["The mass of the block is 2 kg."]


def test_a_leading_reason_moves_only_when_it_ends_at_its_comma():
    # round 12: the reason "Since the floor is smooth" ends before the comma; the main clause would move with it
    text = "Since the floor is smooth there is no friction, and by Newton's second law the net force is zero."
    assert rewrite("causal_reorder", text) == []
    assert rewrite("coordination_reorder", text) == []
    assert rewrite("causal_reorder", "Since the force is constant, the acceleration is constant.")
    # the parser hangs a maths token of the main clause on the reason: only a verb outside the reason blocks the move
    assert "The numerator is not zero, so x = 7/5 is the vertical asymptote." in rewrite(
        "causal_reorder", "Since the numerator is not zero, x = 7/5 is the vertical asymptote."
    )


def test_coordination_reorder_keeps_an_elided_modifier_first():
    # round 12: "the denominator" means "the denominator of the result": it cannot come first
    assert rewrite("coordination_reorder", "The numerator of the result is 2 and the denominator is 7.") == []
    assert rewrite("coordination_reorder", "The numerator is 2 and the denominator is 7.") == [
        "The denominator is 7, and the numerator is 2."
    ]


def test_conclusion_marker_skips_arithmetic_and_hypotheticals():
    # round 12: a computation does not "follow", and neither does a hypothetical
    assert rewrite("conclusion_marker", "So 3 * 4 is 12.") == []
    assert rewrite("conclusion_marker", "So the answer would be 20.") == []
    assert rewrite("conclusion_marker", "So the answer will be 20.") == ["It follows that the answer will be 20."]
    # a fraction is a quantity, not a computation
    assert rewrite("conclusion_marker", "So 1/10 of the coins are still lost.") == [
        "It follows that 1/10 of the coins are still lost."
    ]


def test_conclusion_inside_needs_a_noun_subject_and_its_finite_verb():
    # round 12: "So its 3 choose 1" ("its" for "it's") has no verb after its subject
    assert rewrite("conclusion_inside", "So its 3 choose 1 for the shirts.") == []
    assert rewrite("conclusion_marker", "Right. So its 3 choose 1 for the shirts and 4 choose 1 for the pants.") == []
    assert rewrite("conclusion_inside", "So the block slides down the ramp.") == [
        "The block therefore slides down the ramp."
    ]


def test_active_to_passive_leaves_a_fronted_infinitive_alone():
    # round 12: "To find the outfits, the number of choices is multiplied": the infinitive would dangle
    assert (
        rewrite("active_to_passive", "To find the number of outfits, you multiply the number of choices together.")
        == []
    )
    assert rewrite("active_to_passive", "You multiply the number of choices together.") == [
        "The number of choices is multiplied together."
    ]


def test_round13_no_rewrite_of_a_sentence_whose_verbs_lack_subjects():
    # "calculate distinct congruences satisfy ..." is ungrammatical as written: readers rejected every variant
    broken = "Therefore, calculate distinct congruences satisfy $x \\equiv 42 \\pmod{34}$."
    assert _single(broken) == []
    assert _single("Therefore, the distinct congruences satisfy $x \\equiv 42 \\pmod{34}$.")


def test_round13_it_follows_that_never_opens_on_a_command():
    assert rewrite("conclusion_marker", "Therefore, calculate the sum of 3 and 4.") == []
    assert rewrite("conclusion_marker", "Therefore, the sum is 7.") == ["It follows that the sum is 7."]


def test_round14_no_result_before_its_calculation():
    # "So we get 8+... by substituting in a=8 and b=6", "And we get ... = 10 by simplifying it": both stilted
    made = rewrite("conditional_method", "So if we substitute in a=8 and b=6, we get $8+\\frac{3}{2}$.")
    assert made and not any(" by substituting" in v for v in made)
    made = rewrite("conditional_method", "And if we simplify it, we get $8+2=10$.")
    assert made and not any(" by simplifying" in v for v in made)
    made = rewrite("conditional_method", "And if we divide $1$ by $2$, we get $0.5$.")
    assert made and not any("we get $0.5$ by" in v for v in made)
    # a method that is not the calculation itself keeps the form readers accepted (rounds 9 and 11)
    assert "We get $2 - 1$ by multiplying out the denominator." in rewrite(
        "conditional_method", "If we multiply out the denominator, we get $2 - 1$."
    )
    assert "We get $10x = 400$ by adding $7x$ to both sides." in rewrite(
        "to_get_result", "We add $7x$ to both sides to get $10x = 400$."
    )


def test_round14_a_lets_plan_for_a_bare_symbol_is_not_reported_as_found():
    assert rewrite("to_get_result", "Let's plug that value into the formula to find r.") == [
        "We find r by plugging that value into the formula."
    ]
    assert rewrite("to_get_result", "Let us simplify the fraction to get it.") == []
    assert rewrite("to_get_result", "Let's plug that value into the formula to find $r$.") == [
        "We find $r$ by plugging that value into the formula."
    ]
    assert rewrite("to_get_result", "Let's multiply both sides by 2 to get $x = 6$.")
    assert rewrite("to_get_result", "Let's plug that value into the formula to find the radius.")
    assert rewrite("to_get_result", "We plug that value into the formula to find r.")


def test_round14_passive_to_active_never_opens_on_a_formula():
    assert rewrite("passive_to_active", "The change is given by $\\Delta G = \\Delta H - T\\Delta S$.") == []
    assert rewrite("passive_to_active", "The change is given by $\\Delta G$.") == []
    assert rewrite("passive_to_active", "The force is given by the spring.") == ["The spring gives the force."]


def test_round14_it_follows_that_not_before_a_next_step_nor_a_bare_chain():
    assert rewrite("conclusion_marker", "So we then get $6-12+4$.") == []
    assert rewrite("conclusion_marker", "So the total is then 9.") == []
    assert rewrite("conclusion_marker", "So 20 * 2:5 = 4:10 = 8.") == []
    assert rewrite("conclusion_marker", "So the area is 12.") == ["It follows that the area is 12."]
    assert rewrite("conclusion_marker", "So the total is 4 + 5 = 9.") == ["It follows that the total is 4 + 5 = 9."]


def test_round14_possessives_in_parallel_stay_possessives():
    parallel = "The father's gametes carry the allele and the mother's carry the other one."
    assert rewrite("possessive_to_of", parallel) == []
    assert rewrite("possessive_to_of", "The father's gametes carry the allele.") == [
        "The gametes of the father carry the allele."
    ]
    assert rewrite("of_to_possessive", "The mass of the block carries the load and the cart's carries the rest.") == []
    assert rewrite("possessive_to_of", "The triangle's area is 24 m, and the rectangle's is 72 m.") == [
        "The area of the triangle is 24 m, and the rectangle's is 72 m."
    ]
    assert rewrite("possessive_to_of", "The boat's motion and the current's push are perpendicular.")
    assert rewrite("of_to_possessive", "The mass of the block is 3 kg.") == ["The block's mass is 3 kg."]


def test_round14_coordination_reorder_keeps_subordinate_and_sequenced_clauses_in_place():
    text = "The energy is given by the formula, and since the enthalpy is in kJ we first convert the entropy."
    assert rewrite("coordination_reorder", text) == []
    assert rewrite("coordination_reorder", "The cat sat on the mat, and we first convert the entropy.") == []
    assert rewrite("coordination_reorder", "The energy is given by the formula, and we convert the entropy.") == [
        "We convert the entropy, and the energy is given by the formula."
    ]


def test_round14_causal_reorder_not_between_two_identical_reports():
    assert rewrite("causal_reorder", "Since we know that the sum is even, we know that the product is odd.") == []
    assert "We know that the product is odd, because the sum is even." in rewrite(
        "causal_reorder", "Since the sum is even, we know that the product is odd."
    )


def test_round16_parallel_inferences_joined_by_and_are_not_split():
    parallel = "It contains 3 A and 3 T, so there are 6 A–T pairs, and 3 G and 3 C, so there are 6 G–C pairs."
    assert rewrite("so_to_therefore", parallel) == []
    assert not any("Therefore" in c.text for c in accepted(parallel))
    single = "It contains 3 A and 3 T, so there are 6 A–T pairs."
    assert rewrite("so_to_therefore", single) == ["It contains 3 A and 3 T. Therefore, there are 6 A–T pairs."]
    graded = "Most of it heats the filament, which is why bulbs get so hot, so most of it is wasted as heat."
    assert rewrite("so_to_therefore", graded) == [
        "Most of it heats the filament, which is why bulbs get so hot. Therefore, most of it is wasted as heat."
    ]


def test_a_plan_is_not_made_the_cause_of_a_therefore():
    assert rewrite("so_to_therefore", "Let's add the two equations, so the $y$ terms cancel.") == []
    assert rewrite("so_to_therefore", "The two equations add up, so the $y$ terms cancel.") == [
        "The two equations add up. Therefore, the $y$ terms cancel."
    ]


def test_round17_three_sentences_compose_only_with_well_read_rules():
    text = "Let's find the area of the square. From <image_1>, the side is 4 cm. Now we multiply 4 by 4."
    rules = [c.params["rules"] for c in candidates_for(text)]
    assert ["lets_to_we", "image_as_source", "now_inside"] in rules
    assert all(set(r) <= syntactic.WELL_READ_RULES for r in rules if len(r) == 3)
    loose = "Let's find the area of the square. From <image_1>, the side is 4 cm. So the area is 16 cm²."
    assert not any(len(c.params["rules"]) == 3 for c in candidates_for(loose))  # conclusion_marker reads 86.7%


def test_round17_two_well_read_rewrites_of_separate_clauses_of_one_sentence():
    text = "From <image_1>, the side is 4 cm, so the area is 16 cm²."
    texts = {c.text for c in candidates_for(text) if len(c.params["rules"]) == 2}
    assert "As <image_1> shows, the side is 4 cm. Therefore, the area is 16 cm²." in texts
    # rewrites that touch the same words are not stacked on one sentence
    assert not syntactic._disjoint_in_sentence("Now let's add them.", "Now we add them.", "We now add them.")


def test_a_rewrite_keeps_the_blank_line_after_its_sentence():
    text = "Step 3: Dividing the two gives $\\frac{60}{7.0} \\approx 8.6$.\n\nFinal answer: it goes up 8.6 times."
    texts = [c.text for c in candidates_for(text)]
    assert (
        "Step 3: By dividing the two, we get $\\frac{60}{7.0} \\approx 8.6$.\n\nFinal answer: it goes up 8.6 times."
        in (texts)
    )
    assert all("\n\nFinal answer:" in t for t in texts)


def test_round17_a_clause_with_that_far_does_not_move_before_its_antecedent():
    graded = (
        "The radius of the circle is $r = 0.30$ m, since the bob sits that far from the vertical line through the "
        "support."
    )
    assert not any(v.startswith("Since") for v in rewrite("causal_reorder", graded))
    plain = "The radius of the circle is 0.30 m, since the bob sits 0.30 m from the vertical line."
    assert rewrite("causal_reorder", plain) == [
        "Since the bob sits 0.30 m from the vertical line, the radius of the circle is 0.30 m."
    ]


def test_round17_no_passive_in_a_list_item_or_with_a_quantifier_agent():
    listed = "The cases are:\n\n- Both choose an even number.\n\n- The twins choose an odd number."
    assert rewrite("active_to_passive", listed) == []
    assert rewrite("active_to_passive", "Both choose an odd number.") == []
    assert rewrite("active_to_passive", "The twins choose an odd number.") == ["An odd number is chosen by the twins."]


def test_round17_it_follows_that_not_before_a_note_label_or_after_a_hedge():
    assert rewrite("conclusion_marker", "So, total students = 520 + 650 = 1170 students.") == []
    assert rewrite("conclusion_marker", "So, proportion of 8th graders = 650 / 1170.") == []
    assert rewrite("conclusion_marker", "So, the total number of students = 1170.") == [
        "It follows that the total number of students = 1170."
    ]
    hedged = "I think I've covered all the aspects. So, the final answer should be 720 ways."
    assert not any(re.search(r"follows|therefore", c.text) for c in candidates_for(hedged))
    premise = "Each of the 6 slots has 120 orders. So, the final answer should be 720 ways."
    assert any(re.search(r"follows|therefore", c.text) for c in candidates_for(premise))


def test_round17_the_given_stays_before_the_goal():
    assert rewrite("coordination_reorder", "I have the equation 2^8 = 4^x, and I need to solve for x.") == []
    assert rewrite("coordination_reorder", "I know the base is 4, and I have to find the height.") == []
    assert rewrite("coordination_reorder", "The energy is given by the formula, and we convert the entropy.") == [
        "We convert the entropy, and the energy is given by the formula."
    ]


def test_round17_solving_for_becomes_by_solving_for_only_before_its_result():
    assert rewrite("method_phrase", "Solving for x, I divide both sides by 2: x = 4.") == []
    assert rewrite("method_phrase", "Solving for s, we find s = 3.") == ["By solving for s, we find s = 3."]
    assert rewrite("method_phrase", "Solving the equation, I divide both sides by 2.") == [
        "By solving the equation, I divide both sides by 2."
    ]


def test_round18_possessor_is_one_noun_not_the_tail_of_an_of_phrase():
    # "The field of view's diameter" → "The field of the diameter of view": both readers, garbled
    assert rewrite("possessive_to_of", "The field of view's diameter is 0.45 mm.") == []
    assert rewrite("possessive_to_of", "The large field's diameter is 0.45 mm.") == [
        "The diameter of the large field is 0.45 mm."
    ]
    # the mirror: an owner with its own of-phrase does not become a possessive
    assert rewrite("of_to_possessive", "The diameter of the field of view is 0.45 mm.") == []
    assert rewrite("of_to_possessive", "The diameter of the field is 0.45 mm.") == ["The field's diameter is 0.45 mm."]


def test_round18_passive_only_with_a_person_or_solver_agent():
    # rounds 5-18: 6/36 grades natural; "The 8 m drop is ended by the first landing" read stilted to both readers
    assert rewrite("active_to_passive", "The first landing ends the 8 m drop.") == []
    assert rewrite("active_to_passive", "Five students prefer cherry pie.") == [
        "Cherry pie is preferred by five students."
    ]


def test_round18_no_it_follows_that_before_a_chain_of_powers():
    # "I can plug x back in. It follows that 2^3 * 3^2 = 8 * 9 = 72": a worked computation, not an inference
    planned = "To check my answer, I can plug x back into the original equation. So, 2^3 * 3^2 = 8 * 9 = 72."
    assert not any(re.search(r"follows|therefore", c.text) for c in candidates_for(planned))
    assert rewrite("conclusion_marker", "So, 2^3 * 3^2 = 8 * 9 = 72.") == []
    # a result drawn from the plan still follows (round 18: both readers accepted "It follows that x = 2")
    assert rewrite("conclusion_marker", "So, x = 2.") == ["It follows that x = 2."]


def test_round18_a_lets_sequence_plan_keeps_lets():
    plan = "Let's convert the map length with the scale first and then work out the walking time."
    assert rewrite("lets_to_we", plan) == []
    # rounds 10-14: "We first find ...", "We simplify this first, then we can substitute" were accepted
    assert rewrite("lets_to_we", "Let's first find the divisors of 18.") == ["We first find the divisors of 18."]
    assert rewrite("lets_to_we", "Let's convert the map length with the scale.") == [
        "We convert the map length with the scale."
    ]


def test_round18_parallel_clauses_keep_the_given_order():
    assert rewrite("coordination_reorder", "Louis eats 1/5 of the pie, and Jack eats 2/3 of the pie.") == []
    assert rewrite("coordination_reorder", "Louis eats 1/5 of the pie, and Jack drinks the milk.") == [
        "Jack drinks the milk, and Louis eats 1/5 of the pie."
    ]


def test_round19_therefore_stays_out_of_an_equation_and_off_the_answer_line():
    # "Total ways = 35 (...) * 6 (...) therefore = 210": the adverb inside an equation, both readers
    assert (
        rewrite("conclusion_inside", "So, total ways = 35 (ways to choose boys) * 6 (ways to choose girls) = 210.")
        == []
    )
    # "f(-2) therefore equals 18." on the line before "# Final Answer": both readers stilted
    assert rewrite("conclusion_inside", "Therefore, f(-2) equals 18.\n\n# Final Answer\n\n\\boxed{18}") == []
    assert rewrite("conclusion_inside", "Therefore, f(-2) equals 18. We check it next.") == [
        "f(-2) therefore equals 18."
    ]
    # after "is" it reads well on the answer line too (round 18: both readers accepted "... is therefore 4343")
    assert rewrite("conclusion_inside", "Therefore, the remainder is 3.\n\n# Final Answer\n\n\\boxed{3}") == [
        "The remainder is therefore 3."
    ]


def test_round19_a_formula_noun_keeps_its_equation_whole():
    # "the equation of the line, y, is -2x" calls y the equation: both readers, garbled
    assert rewrite("definition_apposition", "The equation of the line is y = -2x.") == []
    assert rewrite("definition_apposition", "The wave speed is v = fλ = 4 m/s.") == [
        "The wave speed, v, is fλ = 4 m/s."
    ]


def test_round19_result_is_not_inverted_answer_is():
    # rounds 10-19: "X is the result" 6/12 natural, "X is the answer/remainder" 64/68
    assert rewrite("answer_inversion", "So the result is 10.") == []
    assert _rules_made("So the answer is 10.")["answer_inversion"] == ["So 10 is the answer."]


def test_round19_no_split_in_a_list_item_or_into_a_verbless_fragment():
    item = "b. $x - y = -1$, so $c = 1$, $d = -1$, $f = -1$."
    assert rewrite("so_to_therefore", item) == []
    assert rewrite("so_to_therefore", "The sum is even, so 2 divides it.") == [
        "The sum is even. Therefore, 2 divides it."
    ]
    # "= -5$, nonzero. Therefore, ...": the split leaves a one-word fragment (both readers)
    step = "$D = (2)(-1) - (3)(1) = -5$, which is nonzero, so there is a unique solution."
    texts = [c.text for c in candidates_for(step)]
    assert not any("$, nonzero. Therefore" in t for t in texts)
    assert rewrite("so_to_therefore", "$D = (2)(-1) - (3)(1) = -5$, nonzero, so there is a unique solution.") == []
    assert "$D = (2)(-1) - (3)(1) = -5$, nonzero, so there is a unique solution." in texts
    assert "$D = (2)(-1) - (3)(1) = -5$, which is nonzero. Therefore, there is a unique solution." in texts


def test_round19_no_reorder_when_a_clause_points_back_with_both():
    assert rewrite("coordination_reorder", "Now both agree, and the answer to (a) is 4.8 m.") == []
    assert rewrite("coordination_reorder", "The ball slows, and the answer to (a) is 4.8 m.") == [
        "The answer to (a) is 4.8 m, and the ball slows."
    ]


def test_round19_no_it_follows_that_for_naming_values_or_after_a_plan():
    assert rewrite("conclusion_marker", "So, n = 7 and k = 3 for the boys.") == []
    assert rewrite("conclusion_marker", "So, x = 2.") == ["It follows that x = 2."]
    planned = "First, I will solve 2x = 4 for x. So, x = 2."
    assert not any("It follows" in c.text for c in candidates_for(planned))
    known = "Both sides are equal when 2x = 4. So, x = 2."
    assert any("It follows that x = 2" in c.text for c in candidates_for(known))


def test_round20_a_split_leaves_two_full_clauses():
    # "Given that A. Therefore, B": the first part is no sentence (both readers)
    given_that = "Given that the radius (r) is 9 inches, so the circumference C = 2 * π * 9 = 18π inches."
    assert rewrite("so_to_therefore", given_that) == []
    # "Therefore, 9 divided by 2." and "Therefore, 150 seeds in all, and ...": no finite verb (both readers)
    assert rewrite("so_to_therefore", "I know that a fraction is just division, so 9 divided by 2.") == []
    seeds = "There are three dishes of 50 seeds, so 150 seeds in all, and I'm told how many germinated."
    assert rewrite("so_to_therefore", seeds) == []
    assert rewrite("so_to_therefore", "There are three dishes of 50 seeds, so there are 150 seeds in all.") == [
        "There are three dishes of 50 seeds. Therefore, there are 150 seeds in all."
    ]
    assert rewrite("so_to_therefore", "Since x is even, x + 1 is odd, so x + 2 is even.") == [
        "Since x is even, x + 1 is odd. Therefore, x + 2 is even."
    ]


def test_round20_no_because_before_a_reason_with_its_own_subordinator():
    given_that = "Given that the radius (r) is 9 inches, so the circumference C = 2 * π * 9 = 18π inches."
    assert not any(t.startswith("Because given") for t in rewrite("causal_reorder", given_that))
    assert "Because the object moves with constant velocity, the net force on it is zero." in rewrite(
        "causal_reorder", "The object moves with constant velocity, so the net force on it is zero."
    )


def test_round20_no_reorder_around_a_label():
    assert rewrite("coordination_reorder", "Final answer: the mean is 3.00 and the deviation is about 1.21.") == []
    assert rewrite("coordination_reorder", "The mean is 3.00 and the deviation is about 1.21.") == [
        "The deviation is about 1.21, and the mean is 3.00."
    ]


def test_round20_therefore_not_before_not_nor_after_a_long_subject():
    assert rewrite("conclusion_inside", "Therefore, the square root of 53 cannot be simplified further.") == []
    gerund = "So, multiplying numerator and denominator by the square root of 3 gives me the square root of 3 over 3."
    assert rewrite("conclusion_inside", gerund) == []
    assert rewrite("conclusion_inside", "Therefore, the block slides down the ramp.") == [
        "The block therefore slides down the ramp."
    ]
    # after "is" a long subject is fine: "The remainder of the division is therefore 4."
    assert rewrite("conclusion_inside", "Therefore, the remainder of the long division is 4.") == [
        "The remainder of the long division is therefore 4."
    ]


def test_round20_no_it_follows_that_before_becomes():
    assert rewrite("conclusion_marker", "So, the expression becomes $d = \\sqrt{(-6)^2 + 9^2}$.") == []
    assert rewrite("conclusion_marker", "So, the distance is $d = \\sqrt{(-6)^2 + 9^2}$.") == [
        "It follows that the distance is $d = \\sqrt{(-6)^2 + 9^2}$."
    ]


def test_round20_finding_out_a_question_keeps_only_the_method_form():
    assert rewrite("to_get_result", "Let's divide 100 by 60 to find out how many full multiples there are.") == [
        "We find out how many full multiples there are by dividing 100 by 60."
    ]
    assert rewrite("to_get_result", "We divide 100 by 4 to get 25.") == [
        "Dividing 100 by 4 gives 25.",
        "We get 25 by dividing 100 by 4.",
        "Dividing 100 by 4, we get 25.",
    ]


def test_round20_a_preposition_or_a_gerund_subject_still_opens_a_clause():
    assert rewrite(
        "so_to_therefore", "After 5 hours there have been 5 doublings, so the count is 32 times larger."
    ) == ["After 5 hours there have been 5 doublings. Therefore, the count is 32 times larger."]
    assert rewrite("conclusion_inside", "Therefore, the expression is not defined at x = 3.") == [
        "The expression is therefore not defined at x = 3."
    ]


def test_round22_a_symbol_or_a_letter_label_keeps_its_capital_when_it_moves():
    # round 22: "Pb²⁺ carries ..." moved behind "Because"/"since" became "pb²⁺"; spring "A" after "Therefore," became "a"
    assert rewrite(
        "causal_reorder", "Pb²⁺ carries a 2+ charge and I⁻ a 1− charge, so the neutral solid must be PbI₂."
    ) == [
        "Because Pb²⁺ carries a 2+ charge and I⁻ a 1− charge, the neutral solid must be PbI₂.",
        "The neutral solid must be PbI₂, since Pb²⁺ carries a 2+ charge and I⁻ a 1− charge.",
    ]
    assert rewrite("so_to_therefore", "The force is the same on each spring, so A alone stretches 6.0 cm.") == [
        "The force is the same on each spring. Therefore, A alone stretches 6.0 cm."
    ]
    # the article "A" and an ordinary word still change case
    assert rewrite("so_to_therefore", "The rate rises with temperature, so a catalyst is not needed.") == [
        "The rate rises with temperature. Therefore, a catalyst is not needed."
    ]
    assert syntactic.lower_first("A heart rate of 150 is high", parse("A heart rate of 150 is high")[0]) == (
        "a heart rate of 150 is high"
    )
    assert syntactic.lower_first("B is heavier") == "B is heavier"


def test_round22_answer_inversion_fronts_only_a_bare_value():
    # "the constant 1 is the remainder", "all x greater than 5 is the solution": a description fronted reads stilted
    assert rewrite("answer_inversion", "The remainder is the constant 1.") == []
    assert rewrite("answer_inversion", r"The solution is all \(x\) greater than 5.") == []
    assert rewrite("answer_inversion", "The remainder is 1.") == ["1 is the remainder."]
    assert rewrite("answer_inversion", r"The answer is \( \frac{5}{9} \).") == [r"\( \frac{5}{9} \) is the answer."]


def test_round22_no_therefore_after_a_command():
    command = "Start with one heavy molecule, so there are two heavy strands."
    assert rewrite("so_to_therefore", command) == []
    fact = "The sample starts with one heavy molecule, so there are two heavy strands."
    assert rewrite("so_to_therefore", fact) == [
        "The sample starts with one heavy molecule. Therefore, there are two heavy strands."
    ]


def test_round22_it_follows_that_needs_a_finite_clause_and_no_hedge():
    assert rewrite("conclusion_marker", "So, it looks like \\(x = 4\\).") == []
    assert rewrite("conclusion_marker", "So, maybe the answer is 4.") == []
    assert rewrite("conclusion_marker", "So, no need to consider those.") == []
    assert rewrite("conclusion_marker", "So, the answer is 4.") == ["It follows that the answer is 4."]


def test_round22_lets_keeps_a_verb_of_understanding_or_planning():
    assert rewrite("lets_to_we", "Let's first understand what's being asked.") == []
    assert rewrite("lets_to_we", "Let's figure out the total cost of the pencils.") == []
    assert rewrite("lets_to_we", "Let's first find the cost of one pencil.") == [
        "We first find the cost of one pencil."
    ]
    assert rewrite("lets_to_we", "Let's first consider the simple case.") == ["We first consider the simple case."]


def test_round22_no_relative_clause_for_the_apposition_of_a_counted_noun():
    counted = "In (B), one compound, hydrogen peroxide, breaks down into two simpler substances."
    assert rewrite("relative_apposition", counted) == []
    named = "In (B), the compound, hydrogen peroxide, breaks down into two simpler substances."
    assert rewrite("relative_apposition", named) == [
        "In (B), the compound, which is hydrogen peroxide, breaks down into two simpler substances."
    ]


def test_mrben_dev_no_because_over_a_heading():
    labelled = "Analyze choice B - The taiga biome has low biodiversity, so it is unlikely the researcher found more species there."
    assert rewrite("causal_reorder", labelled) == []
    plain = "The taiga biome has low biodiversity, so it is unlikely the researcher found more species there."
    assert rewrite("causal_reorder", plain) == [
        "Because the taiga biome has low biodiversity, it is unlikely the researcher found more species there."
    ]
    # a spaced minus is maths, not a heading dash
    assert rewrite("causal_reorder", "Since x - 3 is positive, the root lies to the right of 3.") == [
        "x - 3 is positive, so the root lies to the right of 3."
    ]


def test_mrben_dev_a_concessive_while_clause_stays_in_front():
    concessive = "While the crescent contains growth determinants, it does not mean the cell grows faster."
    assert rewrite("subordinate_move", concessive) == []
    assert rewrite("subordinate_move", "When water evaporates from a pond, the most energetic molecules escape.") == [
        "The most energetic molecules escape when water evaporates from a pond."
    ]


def test_mrben_dev_a_pronoun_does_not_move_before_the_noun_it_names():
    leaning = "When high-energy electrons bombard a metal target, they knock inner electrons from the atoms."
    assert rewrite("subordinate_move", leaning) == []
    assert rewrite("subordinate_move", "Once it binds to the receptor, it sends signals to the next neuron.") == [
        "It sends signals to the next neuron once it binds to the receptor."
    ]


def test_mrben_dev_no_active_voice_for_a_subject_shared_by_a_second_predicate():
    shared = "The growth rate is influenced by various factors and may not be decisive."
    assert rewrite("passive_to_active", shared) == []
    assert rewrite("passive_to_active", "The growth rate is influenced by various factors.") == [
        "Various factors influence the growth rate."
    ]
    # a second clause with its own subject keeps working
    own_subject = "A rectangle is fixed by two horizontal lines, and every such choice gives one rectangle."
    assert rewrite("passive_to_active", own_subject) == [
        "Two horizontal lines fix a rectangle, and every such choice gives one rectangle."
    ]


def test_mrben_dev_therefore_not_after_does():
    assert rewrite("conclusion_inside", "Therefore, the normal force does work on the man.") == []
    assert rewrite("conclusion_inside", "Therefore, the normal force is positive.") == [
        "The normal force is therefore positive."
    ]


def test_mrben_dev_no_fronting_of_a_phrase_with_a_clause_inside():
    heavy = "Chemiosmosis also occurs in chloroplasts during photosynthesis where ATP is produced."
    assert rewrite("adverbial_move", heavy) == []
    assert rewrite("adverbial_move", "Chemiosmosis occurs in the chloroplasts of the leaf during photosynthesis.") == [
        "During photosynthesis, chemiosmosis occurs in the chloroplasts of the leaf."
    ]


def test_mrben_dev_a_moved_phrase_does_not_follow_the_noun_it_repeats():
    repeated = "For a gas at low pressure, the index is proportional to the pressure of the gas."
    assert rewrite("adverbial_move", repeated) == []
    assert rewrite("adverbial_move", "For a gas at low pressure, the index is nearly constant.") == [
        "The index is nearly constant for a gas at low pressure."
    ]


def test_mrben_dev_a_clause_does_not_move_behind_the_result_it_produces():
    outcome = "When a curve is revolved around an axis, the resulting surface is a torus."
    assert rewrite("subordinate_move", outcome) == []
    assert rewrite("subordinate_move", "When a curve is revolved around an axis, the surface is a torus.") == [
        "The surface is a torus when a curve is revolved around an axis."
    ]


# ---- round 23 (mrben-test23/24, now development data) ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "In Choice A, the source is moving towards the stationary detector.",
        "In an isosceles triangle, the altitude from the apex angle bisects the base.",
    ],
)
def test_round23_a_scene_setting_phrase_does_not_trail_a_noun_phrase(text):
    assert rewrite("adverbial_move", text) == []


def test_round23_a_scene_setting_phrase_may_follow_a_verb_or_predicate():
    assert rewrite("adverbial_move", "For a gas at low pressure, the index rises slowly.") == [
        "The index rises slowly for a gas at low pressure."
    ]
    assert rewrite("adverbial_move", "In this case, the reaction rate stays constant.") == [
        "The reaction rate stays constant in this case."
    ]
    # a phrase pointing back to the discussion, or one the subject follows with no comma, attaches to the clause
    assert rewrite("adverbial_move", "In this case, the enzyme lowers the activation energy.") == [
        "The enzyme lowers the activation energy in this case."
    ]
    assert rewrite("adverbial_move", "Among the offspring we expect a few carriers.") == [
        "We expect a few carriers among the offspring."
    ]


def test_round23_a_lower_case_symbol_is_never_capitalised():
    assert syntactic.upper_first("θ = 180°, so the altitude bisects AB.") == "θ = 180°, so the altitude bisects AB."
    assert syntactic.upper_first("x is small, so we drop it.") == "x is small, so we drop it."
    assert syntactic.upper_first("the altitude bisects AB.") == "The altitude bisects AB."
    assert syntactic.upper_first("a triangle has three sides.") == "A triangle has three sides."
    outputs = rewrite("causal_reorder", "Since θ = 180°, the altitude from O bisects AB.")
    assert outputs and not any("Θ" in out for out in outputs)


def test_round23_a_given_whose_value_the_result_uses_does_not_trail_it():
    restated = "Since the half-life is 6 hours, 24 hours divided by 6 hours gives 4 half-lives."
    assert rewrite("causal_reorder", restated) == [
        "The half-life is 6 hours, so 24 hours divided by 6 hours gives 4 half-lives."
    ]
    assert rewrite("causal_reorder", "Since the half-life is 6 hours, the sample decays quickly.")[:2] == [
        "The sample decays quickly, because the half-life is 6 hours.",
        "The sample decays quickly, since the half-life is 6 hours.",
    ]
    # a comparison of numbers is a reason of its own, not a given value (round 17: accepted)
    compared = "Since 150 is greater than 144, the heart rate of 150 beats per minute lies above the range."
    assert "The heart rate of 150 beats per minute lies above the range, because 150 is greater than 144." in rewrite(
        "causal_reorder", compared
    )


def test_round23_a_verbless_concessive_stays_in_front():
    assert rewrite("subordinate_move", "Although large, fossil fuel reserves are a finite resource.") == []
    # a concession with a verb still moves when it is the heavier part (round 37: a short one stays in front)
    assert rewrite(
        "subordinate_move",
        "Although the known reserves of coal and oil are still very large today, fossil fuels are finite.",
    ) == ["Fossil fuels are finite, although the known reserves of coal and oil are still very large today."]
    short = "Although the reserves are large, fossil fuel reserves are a finite resource."
    assert rewrite("subordinate_move", short) == []


def test_round23_a_condition_does_not_move_behind_a_parenthetical():
    aside = "When the temperature is doubled, the energy increases by a factor of 16 (since energy grows as T^4)."
    assert rewrite("subordinate_move", aside) == []
    assert rewrite("subordinate_move", "When the temperature is doubled, the energy increases by a factor of 16.") == [
        "The energy increases by a factor of 16 when the temperature is doubled."
    ]
    # a bracket inside maths is no aside
    bracket = "When the plates are joined in parallel, the total capacitance becomes C + C/2 = (3C)/2."
    assert rewrite("subordinate_move", bracket) == [
        "The total capacitance becomes C + C/2 = (3C)/2 when the plates are joined in parallel."
    ]


def test_round23_a_possessive_does_not_split_a_ratio_compound():
    assert rewrite("possessive_to_of", "The current computer's speed to price ratio is high.") == []
    assert rewrite("possessive_to_of", "The current computer's speed is high.") == [
        "The speed of the current computer is high."
    ]


@pytest.mark.parametrize(
    "text",
    [
        "They form when the length of the string (or any medium) is a multiple of half the wavelength.",
        "The event corresponds to the volume of the sphere with radius 1 unit.",
    ],
)
def test_round23_an_owner_with_a_postmodifier_stays_after_of(text):
    assert rewrite("of_to_possessive", text) == []


def test_round23_an_owner_followed_by_the_verbs_phrase_may_become_a_possessive():
    assert rewrite("of_to_possessive", "I divide the volume of the tank by the volume of the beaker.") == [
        "I divide the tank's volume by the volume of the beaker."
    ]


def test_round23_therefore_goes_after_the_whole_subject():
    assert rewrite("conclusion_inside", "So the force felt by the heavier person is -F.") == []
    assert rewrite("conclusion_inside", "So the force on the heavier person is -F.") == [
        "The force on the heavier person is therefore -F."
    ]


def test_to_get_result_keeps_a_chain_of_relations_after_its_method() -> None:
    """mrben-test25: "we get y = 2(x - 0) + 1 = 2x + 1 by plugging ..." holds the method back behind a whole
    calculation; a single relation ("we get 10x = 400 by adding ...", accepted) still takes the "by" form."""
    chain = rewrite("to_get_result", "We plug these values into the tangent line to get y = 2(x - 0) + 1 = 2x + 1.")
    assert chain and not [o for o in chain if " by plugging" in o]
    assert "Plugging these values into the tangent line, we get y = 2(x - 0) + 1 = 2x + 1." in chain
    single = rewrite("to_get_result", "We add 7x to both sides of the equation to get 10x = 400.")
    assert "We get 10x = 400 by adding 7x to both sides of the equation." in single


def test_causal_reorder_keeps_a_bare_capitalised_subject_at_the_start() -> None:
    """mrben-test25: "Because Octahedron has 6 bonds, ..." puts a heading-style noun (capital, no article)
    mid-sentence; with its article the reason still moves behind "Because"."""
    bare = "Octahedron has 6 bonds, so it does not match the requirement of 5 sigma bonds."
    assert not [o for o in rewrite("causal_reorder", bare) if o.startswith("Because")]
    with_article = "The octahedron has 6 bonds, so it does not match the requirement of 5 sigma bonds."
    assert rewrite("causal_reorder", with_article) == [
        "Because the octahedron has 6 bonds, it does not match the requirement of 5 sigma bonds."
    ]
    named = "Karla takes 2 of the parts, so she needs 3 litres of paint."  # a name: "she" refers back to a person
    assert "Because Karla takes 2 of the parts, she needs 3 litres of paint." in rewrite("causal_reorder", named)
    day = "Thursday equals the mean, so it does not count."  # a day is a name and takes no article
    assert "Because Thursday equals the mean, it does not count." in rewrite("causal_reorder", day)


def test_equal_forms_keeps_the_copula_an_ellipsis_points_back_to() -> None:
    """mrben-test25: "equals the pKa (which it is when ...)": the elliptical "which it is" needs "is equal to"."""
    elliptical = "The pH is equal to the pKa of the acid (which it is when the concentrations are equal)."
    assert rewrite("equal_forms", elliptical) == []
    plain = "The pH is equal to the pKa of the acid when the concentrations are equal."
    assert rewrite("equal_forms", plain) == ["The pH equals the pKa of the acid when the concentrations are equal."]


def test_so_to_therefore_needs_a_subject_after_so() -> None:
    """mrben-test26: ", so is less optimal than ..." shares the subject before it: "Therefore, is less optimal"
    is no sentence; with a subject of its own the split stays."""
    shared = "This detects organic compounds but is not suited for halogens, so is less optimal than capture detection."
    assert rewrite("so_to_therefore", shared) == []
    own = "This detects organic compounds but is not suited for halogens, so it is less optimal than capture detection."
    assert rewrite("so_to_therefore", own) == [
        "This detects organic compounds but is not suited for halogens. Therefore, it is less optimal than capture "
        "detection."
    ]


def test_adverbial_move_keeps_a_governed_phrase_with_its_participle() -> None:
    """mrben-test26: "involved in gas exchange": the phrase completes the participle and is not fronted; a free
    adverbial after a participle still moves (round 24, accepted)."""
    assert rewrite("adverbial_move", "Terminal buds are not directly involved in gas exchange.") == []
    free = "The orientation of the colliding molecules is not considered in the basic collision theory."
    assert rewrite("adverbial_move", free) == [
        "In the basic collision theory, the orientation of the colliding molecules is not considered."
    ]


def test_adverbial_move_leaves_a_phrase_after_a_bare_noun_or_a_verb_of_place() -> None:
    """mrben-test27: "... changes in allele frequencies in a population" (the phrase may restrict the bare noun)
    and "... friends live in town" (a verb of place needs its place) were stilted fronted; after a definite noun
    the phrase modifies the clause and still moves (round 24, accepted)."""
    bare = "Genetic drift refers to random changes in allele frequencies in a population."
    assert rewrite("adverbial_move", bare) == []
    assert rewrite("adverbial_move", "Most of the female friends live in town.") == []
    definite = "The sperm typically fertilizes the egg in the fallopian tube."
    assert rewrite("adverbial_move", definite) == ["In the fallopian tube, the sperm typically fertilizes the egg."]


def test_adverbial_move_never_fronts_a_negated_phrase() -> None:
    """mrben-test28: "..., not in the outer atomic layers" corrects what precedes it; "Not in the outer atomic
    layers, protons are ..." was stilted (both readers). The same phrase without "not" still moves."""
    negated = "Protons are deeply embedded inside the nucleus, not in the outer atomic layers."
    assert rewrite("adverbial_move", negated) == []
    plain = "The sperm typically fertilizes the egg, in the fallopian tube."
    assert rewrite("adverbial_move", plain) == ["In the fallopian tube, the sperm typically fertilizes the egg."]


def test_causal_reorder_keeps_this_is_because() -> None:
    """mrben-test27: "This is because X" → "Because X, this is." is garbled (both readers): a bare "This is"
    says nothing without its reason. A clause with content still takes the reason in front."""
    bare = "This is because we want to input the value back into the function."
    assert rewrite("causal_reorder", bare) == []
    full = "The solution turns blue because the copper ions absorb red light."
    assert rewrite("causal_reorder", full) == ["Because the copper ions absorb red light, the solution turns blue."]


def test_lets_to_we_keeps_a_supposition_about_the_solver() -> None:
    """mrben-test28: "Let's assume we have 100g" → "We assume we have 100g" names the solver twice (a reader);
    a supposition about something else still becomes "We assume ..." (round 23, accepted)."""
    assert rewrite("lets_to_we", "Let's assume we have 100g of the solution.") == []
    assert rewrite("lets_to_we", "Let's assume the current computer's speed is S.") == [
        "We assume the current computer's speed is S."
    ]


def test_relative_apposition_keeps_which_before_a_bare_plural() -> None:
    """mrben-test28: "the 1- and 4-positions of the ring, which are opposite ends, following ..." → ", opposite
    ends," read clipped (both readers); a noun phrase with a determiner still becomes an apposition."""
    bare = "The chlorine atoms sit at the 1- and 4-positions of the ring, which are opposite ends, in this case."
    assert rewrite("relative_apposition", bare) == []
    named = "The chlorine atoms sit at the 1- and 4-positions of the ring, which are the opposite ends, in this case."
    assert rewrite("relative_apposition", named) == [
        "The chlorine atoms sit at the 1- and 4-positions of the ring, the opposite ends, in this case."
    ]


def test_causal_reorder_keeps_the_clause_a_following_pronoun_leans_on() -> None:
    """mrben-test30: "This statement is incorrect because linear complexes are symmetrical. Therefore, they cannot
    ..." → "Because linear complexes are symmetrical, this statement is incorrect. Therefore, they ..." leaves "they"
    hanging (both readers): the next sentence's pronoun names something in the clause that was last. Followed by a
    sentence with a noun subject, the reason still moves in front."""
    reason = "This statement is incorrect because linear complexes are symmetrical by nature."
    leaning = reason + " Therefore, they cannot exhibit optical isomerism."
    assert "causal_reorder" not in _rules_made(leaning)
    plain = reason + " Therefore, Choice C is wrong."
    assert _rules_made(plain)["causal_reorder"] == [
        "Because linear complexes are symmetrical by nature, this statement is incorrect. Therefore, Choice C is wrong."
    ]


def test_a_moved_option_label_takes_the_capital_of_the_sentence_start() -> None:
    """mrben-test30: "..., so choice C is also a possible option." → "choice C is also ..., since ..." began with a
    lower-case letter (both readers: ungrammatical): the label's first word is kept verbatim mid-sentence but takes
    the capital at the start. A symbol at the start keeps its case."""
    assert syntactic.upper_first("choice C is also a possible option.") == "Choice C is also a possible option."
    assert syntactic.upper_first("pH is 7 here.") == "pH is 7 here."
    text = "The rigid rotor has exact solutions, so choice C is also a possible option."
    assert "Choice C is also a possible option, since the rigid rotor has exact solutions." in rewrite(
        "causal_reorder", text
    )


def test_adverbial_move_does_not_stack_a_phrase_behind_an_adverbial() -> None:
    """mrben-test29: "In this case, the sphere is rolling down the hill without slipping." → "... without slipping in
    this case." (one reader of each pair: stilted): the clause already ends on an adverbial phrase of its verb. A
    clause ending on its object still takes the phrase (round 25: "... favors taller giraffes in this scenario")."""
    stacked = "In this case, the sphere is rolling down the hill without slipping."
    assert rewrite("adverbial_move", stacked) == []
    plain = "In this scenario, the environmental change favors taller giraffes."
    assert rewrite("adverbial_move", plain) == ["The environmental change favors taller giraffes in this scenario."]


def test_adverbial_move_keeps_the_reference_point_of_a_distance() -> None:
    """mrben-test30: "The object ... is placed 100 cm from the plane mirror." → "From the plane mirror, the object
    ... is placed 100 cm." (both readers: stilted): the phrase says where the distance is measured from. A "from"
    phrase not after a measurement still moves."""
    assert rewrite("adverbial_move", "The object in the question is placed 100 cm from the plane mirror.") == []
    assert rewrite("adverbial_move", "The student removes the sample from the hot water bath.") == [
        "From the hot water bath, the student removes the sample."
    ]


def test_lets_to_we_keeps_break_down_before_its_object() -> None:
    """mrben-test29: "Let's break down the given information." → "We break down ..." (both readers: stilted); "Let's
    break this down step-by-step" → "We break this down step-by-step." was accepted (round 24)."""
    assert rewrite("lets_to_we", "Let's break down the given information.") == []
    assert rewrite("lets_to_we", "Let's break this down step-by-step.") == ["We break this down step-by-step."]


def test_possessive_to_of_keeps_a_person_before_the_action_they_do() -> None:
    """mrben-test30: "the student's push" → "the push of the student" (both readers: stilted): the person is the
    agent of the action. A person owning a quantity still moves ("the weight of the woman", round 16, accepted)."""
    assert rewrite("possessive_to_of", "The student's push caused the puck to speed up.") == []
    assert rewrite("possessive_to_of", "The woman's weight is 600 N.") == ["The weight of the woman is 600 N."]


def test_round27_quoted_words_are_never_rewritten() -> None:
    """mrben-test32: Choice B, "The density of the water," → " the water's density," (both readers: misquotes the
    option). Text between matching double quotes (straight or curly) is the question's or an option's words: no rule
    changes it. The same phrase outside quotes is still rewritten."""
    for quoted in (
        'Choice B, "The density of the water," is known.',
        "Choice B, “The density of the water,” is known.",
    ):
        texts = [c.text for c in syntactic.syntactic_candidates(quoted, parse(quoted), np.random.default_rng(0), 50)]
        assert all("density of the water" in t for t in texts)
    plain = "Therefore, the density of the water is 1 g/mL."
    texts = [c.text for c in syntactic.syntactic_candidates(plain, parse(plain), np.random.default_rng(0), 50)]
    assert any("the water's density" in t for t in texts)


def test_round27_a_word_moved_to_the_sentence_start_takes_the_capital() -> None:
    """A clause moved to the front starts the sentence: "Therefore, option A is incorrect." → "Option A is
    therefore incorrect.", not "option A is ...". A lower-case symbol moved there keeps its case."""
    assert rewrite("conclusion_inside", "Therefore, option A is incorrect.") == ["Option A is therefore incorrect."]
    assert rewrite("conclusion_inside", "So choice B is wrong.") == ["Choice B is therefore wrong."]
    assert all(out.startswith("pH ") for out in rewrite("conclusion_inside", "Therefore, pH is 7 at this point."))


def test_round29_as_we_know_is_made_only_towards_the_plain_report() -> None:
    """Round 29: "We know that Mattison is 60 inches tall." → "As we know, ..." (0 of 10 pairs accepted by both
    readers: stilted for a given); over rounds 2-29 the forward direction had 68 of 97 graded pairs accepted, so it
    is retired. The reverse, to the "We know that" report solutions write, still applies."""
    for text in ("We know that Mattison is 60 inches tall.", "We know that $x = 7n + 5$ for some integer $n$."):
        assert rewrite("as_we_know", text) == []
    assert rewrite("as_we_know", "As we found, the remainder is 4.") == ["We found that the remainder is 4."]


def test_round29_causal_reorder_makes_no_knowledge_decision_or_sum_a_reason() -> None:
    """Round 29 (readers: awkward): "Because we also know that X, Y" makes our knowing the cause; "Because he decides
    to slice 5 apples, he slices 15 pieces" makes a decision (an intention) the cause of carrying it out; "Because 4
    plants need half a cup, 4 * 0.5 = 2 cups" hangs a cause on a bare sum. A fact, an act, and a result with a
    predicate of its own still become reasons."""
    rejected = (
        "We also know that 8 plants need 1 cup of water each, so they need 8 * 1 = 8 cups of water.",
        "We are also given that the drive takes four times as long, so the drive takes 4*4 = 16 minutes.",
        "He also decides to slice 5 small apples, so he slices 5 * 3 = 15 pieces of small apples.",
        "He wants to deposit 100 dollars in the bank, so he has 250 - 100 = 150 dollars left.",  # mr-gsm8k-dev
        "4 plants need half of a cup of water, so 4 * 0.5 = 2 cups of water.",
    )
    for text in rejected:
        assert not any(out.startswith("Because") for out in rewrite("causal_reorder", text)), text
    assert rewrite(
        "causal_reorder", "The rug is 5 feet wider than the chair, so the rug's width is 3 + 5 = 8 feet."
    ) == ["Because the rug is 5 feet wider than the chair, the rug's width is 3 + 5 = 8 feet."]
    assert rewrite("causal_reorder", "He buys 5 books, so he needs 5 * 10 = 50 dollars.") == [
        "Because he buys 5 books, he needs 5 * 10 = 50 dollars."
    ]
    sample = "Cooling the saturated solution leaves only 32 g dissolved, so 110 − 32 = 78 g crystallizes."
    assert rewrite("causal_reorder", sample) == [
        "Because cooling the saturated solution leaves only 32 g dissolved, 110 − 32 = 78 g crystallizes."
    ]


def test_round29_a_name_the_tagger_misreads_keeps_its_capital() -> None:
    """mr-gsm8k-dev: "Aries is sure to get 75% ..., so she ..." became "Because aries is sure ...": the tagger read
    the name as a noun. A subject without a determiner that "she"/"he" refers back to, a word capitalised elsewhere
    where no sentence starts, or the first word of a multi-word name keeps its capital; a common noun, a pronoun and
    a label's noun ("Statement B") are still lower-cased."""
    aries = "Aries is sure to get 75% of the easy questions, so she will get 75/100 * 24 = 18 easy questions correctly."
    assert rewrite("causal_reorder", aries)[0].startswith("Because Aries is sure")
    doc = parse("Nissa hires 60 seasonal workers. Then the store pays Nissa 50 dollars.")
    assert syntactic.lower_first("Nissa hires 60 seasonal workers", doc[0]) == "Nissa hires 60 seasonal workers"
    teacher = "The teacher has 5 pens, so she gives 2 away."
    assert rewrite("causal_reorder", teacher)[0] == "Because the teacher has 5 pens, she gives 2 away."
    driver = "He was driving at a speed of 60 mph, so the distance traveled is 60 mph * 3 hours = 180 miles."
    assert rewrite("causal_reorder", driver)[0].startswith("Because he was driving")
    statement = "Statement B is also true because only moving charges are affected by magnetic fields."
    assert rewrite("causal_reorder", statement) == [
        "Because only moving charges are affected by magnetic fields, statement B is also true."
    ]


def test_round29_possessive_to_of_leaves_counted_owners_and_predeterminers_in_place() -> None:
    """Round 29: "eight child's bowls" → "the bowls of eight child" (both readers: ungrammatical): a number counting
    the owners stays in the possessive; "half the salad's price" → "the price of half the salad" (composed after
    of_to_possessive; both readers: changes the claim): "half" measures the whole phrase. A labelled owner ("man
    1's bands") and a fraction outside the phrase ("a third of the salad's price") still move."""
    assert rewrite("possessive_to_of", "Calvin has enough soup to fill eight child's bowls.") == []
    assert rewrite("possessive_to_of", "The yogurt is half the salad's price, so it costs $3.") == []
    assert rewrite("possessive_to_of", "The yogurt costs twice the salad's price.") == []
    assert rewrite("possessive_to_of", "Man 1 has a band at this level, while man 2's bands are higher.") == [
        "Man 1 has a band at this level, while the bands of man 2 are higher."
    ]
    assert rewrite("possessive_to_of", "It is a third of the salad's price.") == [
        "It is a third of the price of the salad."
    ]
    assert rewrite("of_to_possessive", "The yogurt is half the price of the salad.") == [
        "The yogurt is half the salad's price."
    ]
    text = "The yogurt is half the price of the salad, so it costs $6 / 2 = $3."
    texts = [
        c.text for c in syntactic.syntactic_candidates(text, parse(text), np.random.default_rng(0), 50, parse_many)
    ]
    assert "half the salad's price" in " ".join(texts)
    assert not any("of half the salad" in t for t in texts)


def test_subordinate_move_keeps_a_time_clause_off_a_relative_clause() -> None:
    """mr-gsm8k-dev: "After she returned the item, she bought a frying pan that was on sale ..." → "She bought a
    frying pan that was on sale for 20% off $20.00 after she returned the item.": behind a relative clause the time
    clause attaches to the nearer verb (the sale). A main clause without one still takes it (round 29, accepted)."""
    relative = "After she returned the item, she bought a frying pan that was on sale for 20% off $20.00."
    assert rewrite("subordinate_move", relative) == []
    plain = "After DeSean makes 9 S'mores, there are 26 - 9 = 17 marshmallows left in the bag."
    assert rewrite("subordinate_move", plain) == [
        "There are 26 - 9 = 17 marshmallows left in the bag after DeSean makes 9 S'mores."
    ]


def test_round30_causal_reorder_puts_no_repeated_subject_first_and_gives_arithmetic_no_cause() -> None:
    """Round 30: "John's class has (1/8)x students, since John's class has ..." names the same subject twice around
    "since" (both readers: clunky); "Because she released half of the balloons, half of 12 is 6" makes arithmetic
    depend on an event (both readers). A different subject, a pronoun subject and a quantity of things still move."""
    same = "Sally Four is the same age as Sally Thirtytwo, so Sally Four is also 8 years old."
    assert rewrite("causal_reorder", same) == [
        "Because Sally Four is the same age as Sally Thirtytwo, Sally Four is also 8 years old."
    ]
    other = "Sally Four is the same age as Sally Thirtytwo, so Sally Five is also 8 years old."
    assert "Sally Five is also 8 years old, since Sally Four is the same age as Sally Thirtytwo." in rewrite(
        "causal_reorder", other
    )
    assert rewrite("causal_reorder", "Since the box is full, the box weighs 12 pounds.") == [
        "The box is full, so the box weighs 12 pounds."
    ]
    assert rewrite("causal_reorder", "Since the box is full, the crate weighs 12 pounds.")[0] == (
        "The crate weighs 12 pounds, because the box is full."
    )
    pronoun = "We should use as many digits as possible, because we want the largest number possible."
    assert rewrite("causal_reorder", pronoun) == [
        "Because we want the largest number possible, we should use as many digits as possible."
    ]
    arithmetic = (
        "She accidentally released half of the yellow balloons, so half of 12 is (1/2)*12 = 6 balloons released."
    )
    assert rewrite("causal_reorder", arithmetic) == []
    things = "She accidentally released half of the yellow balloons, so half of the balloons are gone."
    assert rewrite("causal_reorder", things) == [
        "Because she accidentally released half of the yellow balloons, half of the balloons are gone."
    ]
    each = "Both resistors are connected directly across the battery, so each one has the full 12 V across it."
    assert rewrite("causal_reorder", each)[0].startswith("Because both resistors")


def test_round30_so_to_therefore_writes_no_verbless_sentence_and_conclusion_inside_precedes_a_lexical_verb() -> None:
    """Round 30: "X, so a total of 1 + 1 + 25 = 27 people." → "X. Therefore, a total of ... = 27 people." is a
    fragment (both readers): the "=" sits inside a noun phrase. A tail with its own verb, or a method phrase before
    a relation, still splits. "So, Jayden has $70 + $45 = $115" became "Jayden has therefore $70 ..." (both
    readers): "therefore" goes before the lexical verb "have", and after an auxiliary or "be" as before."""
    howie = "Howie wants to buy cupcakes for himself, his teacher, and his 25 classmates, so a total of 1 + 1 + 25 = 27 people."
    assert rewrite("so_to_therefore", howie) == []
    come = "Howie invites his teacher and his 25 classmates, so a total of 1 + 1 + 25 = 27 people come."
    assert rewrite("so_to_therefore", come) == [
        "Howie invites his teacher and his 25 classmates. Therefore, a total of 1 + 1 + 25 = 27 people come."
    ]
    method = "The slant height is the hypotenuse of the triangle, so by the Pythagorean theorem l = 13 cm."
    assert rewrite("so_to_therefore", method) == [
        "The slant height is the hypotenuse of the triangle. Therefore, by the Pythagorean theorem l = 13 cm."
    ]
    assert rewrite("conclusion_inside", "So, Jayden has $70 + $45 = $115 to buy the camera.") == [
        "Jayden therefore has $70 + $45 = $115 to buy the camera."
    ]
    assert rewrite("conclusion_inside", "So, Jayden has spent $70 on the camera.") == [
        "Jayden has therefore spent $70 on the camera."
    ]
    assert rewrite("conclusion_inside", "So, the tank is 40 liters short.") == [
        "The tank is therefore 40 liters short."
    ]


def test_round31_no_possessive_cost_for_a_measure_or_activity_owner():
    # mr-gsm8k-test33, both readers: "the distance's cost" is an odd possessive; a price is paid for a distance or a
    # ride, it is not owned by it
    text = "Then, calculate the cost of the distance: $0.08 per mile x 20 miles = $1.60."
    assert rewrite("of_to_possessive", text) == []
    assert rewrite("of_to_possessive", "The price of the ride is $12.") == []
    # a bought thing still owns its price (round 14/20 accepted "the lot's cost", "the salad's price")
    assert rewrite("of_to_possessive", "The cost of the lot is $120,000.") == ["The lot's cost is $120,000."]
    # an event still owns a property that is not a price (readers accepted "the reaction's speed")
    assert rewrite("of_to_possessive", "The speed of the reaction doubles.") == ["The reaction's speed doubles."]


def test_relative_apposition_leaves_the_term_a_clause_glosses() -> None:
    """mrben-test35: "Choice A, adaptive radiation, refers to ..." → "Choice A, which is adaptive radiation, refers to
    ..." (both readers: stilted): the clause says what the apposed term means, so the apposition names the term. An
    option whose clause says something else about it still takes "which is" (round 26, accepted)."""
    glossed = "Choice C, equilibrium, refers to a stable state and does not explain the emergence of a new variant."
    assert rewrite("relative_apposition", glossed) == []
    involves = "Choice B, divergent selection, involves selection for extreme versions of a trait in different places."
    assert rewrite("relative_apposition", involves) == []
    described = "Choice C, fermentation, is the only choice that directly regenerates NAD+ in the absence of oxygen."
    assert rewrite("relative_apposition", described) == [
        "Choice C, which is fermentation, is the only choice that directly regenerates NAD+ in the absence of oxygen."
    ]


def test_adverbial_move_keeps_a_leading_with_phrase_in_front() -> None:
    """mrben-test35: "With a steric number of 4, the geometry ... is tetrahedral." → "... is tetrahedral with a steric
    number of 4." (both readers): the condition turned into a modifier of the adjective. A leading "in" phrase before
    the same clause still moves."""
    condition = "With a steric number of 4, the geometry around the sulfur atom is tetrahedral."
    assert rewrite("adverbial_move", condition) == []
    assert rewrite("adverbial_move", "Without a catalyst, the reaction between the two gases is slow.") == []
    scene = "In this molecule, the geometry around the sulfur atom is tetrahedral."
    assert rewrite("adverbial_move", scene) == ["The geometry around the sulfur atom is tetrahedral in this molecule."]


def _family_rules_after(text: str, earlier: str) -> dict[str, list[str]]:
    """Rule → variants the engine's syntactic family makes for ``text`` as a step after ``earlier``."""
    from confprobench.perturb.engine import TEXT_FAMILY_REGISTRY, GenerationInput

    item = GenerationInput(text, parse(text), "biology", "", np.random.default_rng(0), earlier=earlier)
    made: dict[str, list[str]] = {}
    for candidate in TEXT_FAMILY_REGISTRY["syntactic"].generate([item], 50, parse_many)[0]:
        made.setdefault(candidate.operation, []).append(candidate.text)
    return made


def test_lets_to_we_keeps_an_option_heading_that_follows_the_earlier_steps_template() -> None:
    """mrben-test37: after a step "Let's examine Choice_A: ...", the next step's "Let's evaluate Choice_B: ..." →
    "We evaluate Choice_B: ..." breaks the solution's parallel (a reader in each of five pairs). The engine hands the
    earlier steps over; a first heading, one behind a lead, or one after steps not opening on "Let's" still changes."""
    step = "Let's evaluate Choice_B: A monoclonal antibody reacts against a single antigen. This is incorrect."
    template = "Let's examine Choice_A: Each antibody reacts against a single region.\nThis is correct."
    assert "lets_to_we" not in _family_rules_after(step, template)
    assert "lets_to_we" not in _family_rules_after(
        "Let's analyze Choice C: III only.", "Let's analyze Choice A: I only."
    )
    assert _family_rules_after(step, "")["lets_to_we"] == [
        "We evaluate Choice_B: A monoclonal antibody reacts against a single antigen. This is incorrect."
    ]
    assert "lets_to_we" in _family_rules_after(step, "Choice_A says each antibody reacts against a single region.")
    led = "Now, let's examine Choice B: C4 plants fix CO2 in the mesophyll."
    assert _family_rules_after(led, "Let's analyze Choice A: C4 plants fix CO2 as oxaloacetate.")["lets_to_we"] == [
        "Now, we examine Choice B: C4 plants fix CO2 in the mesophyll."
    ]
    # not a heading: a step that names its goal after an earlier "Let's" step still reads as a report (round 24)
    goal = "Let's calculate the acceleration due to gravity on the planet."
    assert "lets_to_we" in _family_rules_after(goal, "Let's find the mass of the astronaut on Earth.")


def test_a_numbered_capital_moved_mid_sentence_is_lower_cased_when_the_step_writes_it_so() -> None:
    """mrben-test37: "Cobalt-60 can be produced by bombarding cobalt-59 ..., so ..." → "Because Cobalt-60 ..." kept
    the sentence-start capital mid-sentence (both readers); the step writes "cobalt-59", so it is no name."""
    text = "Cobalt-60 can be produced by bombarding cobalt-59 with neutrons, so Choice_A is a possibility."
    assert set(rewrite("causal_reorder", text)) == {
        "Choice_A is a possibility, since cobalt-60 can be produced by bombarding cobalt-59 with neutrons.",
        "Because cobalt-60 can be produced by bombarding cobalt-59 with neutrons, Choice_A is a possibility.",
    }
    # without a lower-case twin in the step, the numbered word keeps its case (a model or a name: "Falcon-9")
    named = "Falcon-9 can land on a barge at sea, so the booster is reusable."
    assert all("Falcon-9" in out for out in rewrite("causal_reorder", named))
    assert rewrite("causal_reorder", named)


def test_adverbial_move_fronts_no_by_gerund_before_a_passive_clause() -> None:
    """mrben-test37: "Cobalt-60 can be produced by bombarding cobalt-59 with neutrons." → "By bombarding cobalt-59
    with neutrons, Cobalt-60 can be produced." (both readers): the fronted gerund dangles on a passive subject. An
    active clause, whose subject does the bombarding, still takes the fronted phrase."""
    assert rewrite("adverbial_move", "Cobalt-60 can be produced by bombarding cobalt-59 with neutrons.") == []
    assert rewrite("adverbial_move", "The sample was heated by passing a current through the coil.") == []
    assert rewrite("adverbial_move", "The reactor makes cobalt-60 by bombarding cobalt-59 with neutrons.") == [
        "By bombarding cobalt-59 with neutrons, the reactor makes cobalt-60."
    ]


def test_conclusion_inside_keeps_therefore_out_of_a_comma_less_clause_coordination() -> None:
    """mrben-test37: "Therefore, the relationship between circumference cubed and temperature ... should be cubic" →
    "... circumference therefore cubed and ..." (both readers): the parse took the participle for the main verb.
    Coordinated clauses set off by a comma are real ones and still take the adverb (round 20, accepted)."""
    misparsed = (
        "Therefore, the relationship between circumference cubed and temperature for an ideal gas should be cubic."
    )
    assert rewrite("conclusion_inside", misparsed) == []
    assert rewrite("conclusion_inside", "Therefore, the smallest angle is 60 degrees, and the largest is 120.") == [
        "The smallest angle is therefore 60 degrees, and the largest is 120."
    ]


def test_passive_to_active_leaves_a_series_of_participles_alone() -> None:
    """mrben-test38 (both readers, two pairs): "The mRNA is separated by gel electrophoresis, transferred to a
    membrane, and then detected ..." → "Gel electrophoresis separates the mRNA, transferred ..." left the rest of the
    series dangling. The same passive standing alone is still rewritten."""
    series = (
        "The mRNA is separated by gel electrophoresis, transferred to a membrane, and then detected using a labeled"
        " probe."
    )
    assert rewrite("passive_to_active", series) == []
    assert rewrite("passive_to_active", "The mRNA is separated by gel electrophoresis.") == [
        "Gel electrophoresis separates the mRNA."
    ]


def test_of_to_possessive_keeps_a_cost_that_the_step_sets_out_to_calculate() -> None:
    """mr-gsm8k-test38: "calculate the cost of the padding" → "calculate the padding's cost" read stilted (one reader;
    round 31's "calculate the distance's cost" both). A stated cost and a calculated property still change (both
    accepted in rounds 29-35: "The padding's cost is $2 per square foot", "calculate the hole's volume")."""
    assert rewrite("of_to_possessive", "We also need to calculate the cost of the padding.") == []
    assert rewrite("of_to_possessive", "The cost of the padding is $2 per square foot.") == [
        "The padding's cost is $2 per square foot."
    ]
    assert rewrite("of_to_possessive", "First, we need to calculate the volume of the hole.") == [
        "First, we need to calculate the hole's volume."
    ]


def test_adverbial_move_keeps_a_form_phrase_with_the_object_it_describes() -> None:
    """mrben-test39: "The nucleus houses the cell's genetic material in the form of DNA." → "In the form of DNA, the
    nucleus houses ..." (both readers): the form phrase describes the object, and fronted it describes the subject.
    A place phrase of the same clause still moves."""
    assert rewrite("adverbial_move", "The nucleus houses the cell's genetic material in the form of DNA.") == []
    assert rewrite("adverbial_move", "The cell stores its energy in the form of ATP.") == []
    assert rewrite("adverbial_move", "The cell stores its energy in the mitochondria.") == [
        "In the mitochondria, the cell stores its energy."
    ]


def test_subordinate_move_keeps_a_short_concession_in_front() -> None:
    """mrben-test39: "Although HF is smaller, size does not directly determine ..." → "Size does not directly
    determine ..., although HF is smaller." (both readers, as round 28's "although Choice_D could ..."): a concession
    no longer than its main clause stays first. A long one behind a short main clause still moves (round 24,
    accepted), and so does a time clause."""
    short = "Although HF is smaller, size does not directly determine the strength of London dispersion forces."
    assert rewrite("subordinate_move", short) == []
    heavy = (
        "Although Hess's law is a valid thermodynamic principle for calculating enthalpy changes, this method is not"
        " feasible."
    )
    assert rewrite("subordinate_move", heavy) == [
        "This method is not feasible, although Hess's law is a valid thermodynamic principle for calculating enthalpy"
        " changes."
    ]
    assert rewrite("subordinate_move", "When the temperature rises, the gas expands.") == [
        "The gas expands when the temperature rises."
    ]


def test_round38_no_impression_inferred_no_reorder_onto_a_repetition_or_a_symbol_before_its_introduction():
    # "Therefore, Choice_A seems to ..." → "It follows that Choice_A seems to ..." (both readers): an impression is no
    # consequence; a hedged claim ("It follows that Choice_B is likely incorrect") was accepted
    assert rewrite("conclusion_marker", "Therefore, Choice_A seems to represent a part of the theory.") == []
    assert rewrite("conclusion_marker", "Therefore, this choice is likely incorrect.") == [
        "It follows that this choice is likely incorrect."
    ]
    # "the acceleration of object A is a_A and the acceleration of object B is 2a_A" reordered (both readers): the
    # clause stating a value in the other's symbol stays after it; units in maths are no shared symbol
    accelerations = "The acceleration of object A is a_A and the acceleration of object B is 2a_A."
    assert rewrite("coordination_reorder", accelerations) == []
    moments = (
        r"The load's moment is $600\ \text{N} \times 0.4\ \text{m}$, and the gardener's moment is $F \times 1.2$ m."
    )
    assert rewrite("coordination_reorder", moments) == [
        r"The gardener's moment is $F \times 1.2$ m, and the load's moment is $600\ \text{N} \times 0.4\ \text{m}$."
    ]
    # "Since A, then B" → "A, so then B" (both readers): the correlative "then" goes with "since"
    candles = "Since the candles are 99% guaranteed not to explode, then 99% of the candles are safe."
    assert "The candles are 99% guaranteed not to explode, so 99% of the candles are safe." in rewrite(
        "causal_reorder", candles
    )
    assert not any("so then" in t for t in rewrite("causal_reorder", candles))
    # "Confirm that Choice_C is the correct answer. Since ..., we can be confident that Choice_C is the correct
    # answer." → the main clause first (one reader each, twice): the repetition would sit right after what it repeats
    confirm = (
        "Confirm that Choice_C is the correct answer. Since we have calculated the concentration from the given "
        "constant, we can be confident that Choice_C is the correct answer."
    )
    assert not any(
        c.text.startswith("Confirm that Choice_C is the correct answer. We can") for c in candidates_for(confirm)
    )
    plain = "Check the data. Since we have calculated the concentration, we can be confident in Choice_C."
    assert any("We can be confident in Choice_C, since" in c.text for c in candidates_for(plain))


def test_round39_no_fronted_complement_and_no_second_reason():
    # "The atmosphere ... was lacking in free oxygen." → "In free oxygen, the atmosphere ... was lacking." (both
    # readers): the preposition a verb selects heads its complement; a time phrase still moves
    assert rewrite("adverbial_move", "The early atmosphere was lacking in free oxygen.") == []
    assert rewrite("adverbial_move", "The cells divide rapidly in the growth phase.") == [
        "In the growth phase, the cells divide rapidly."
    ]
    # "A, so B since C" → "Because A, B since C" / "B since C, since A" (both readers): two reasons stacked
    stacked = (
        "Artificial selection involves human choice of traits, so Choice A does not apply since it occurs naturally."
    )
    assert rewrite("causal_reorder", stacked) == []
    assert rewrite(
        "causal_reorder", "Artificial selection involves human choice of traits, so Choice A does not apply."
    )


def test_round41_no_inversion_that_strands_the_options_text_nor_therefore_inside_an_equations_label():
    # "The answer is G. 50.4 faradays." → "G is the answer. 50.4 faradays." (both readers, four pairs): the option's
    # text after the letter would be left as a fragment; an answer line with nothing after it still inverts
    assert rewrite("answer_inversion", "The answer is G. 50.4 faradays.") == []
    assert rewrite("answer_inversion", "The answer is G.") == ["G is the answer."]
    assert rewrite("answer_inversion", "The answer is 12.\n\n# Final Answer") == ["12 is the answer."]
    # "Therefore, moles of NaNO3 required = 2 × 0.046875 mol" → "Moles of NaNO3 therefore required =" (both readers)
    assert rewrite("conclusion_inside", "Therefore, moles of NaNO₃ required = 2 × 0.046875 mol = 0.09375 mol.") == []
    assert rewrite("conclusion_inside", "Therefore, the block slides down the slope.") == [
        "The block therefore slides down the slope."
    ]


def test_round42_a_list_is_no_apposition_an_answer_line_keeps_its_colon_and_a_restated_option_is_kept():
    # "A. Taste, wind direction, humidity - While ..." → "Taste, which is wind direction, humidity" (both readers, two
    # pairs): after a subject's apposition comes its verb; a noun there makes a list
    listed = "J. Visual landmarks, sound waves, temperature - These are used by some animals."
    assert rewrite("relative_apposition", listed) == []
    described = "The enzyme, a protein catalyst, speeds up the reaction."
    assert rewrite("relative_apposition", described) == [
        "The enzyme, which is a protein catalyst, speeds up the reaction."
    ]
    # "Thus, the value of the expression \(28 \times 42\) is:" → "... is thus :" (both readers, two pairs)
    assert rewrite("conclusion_inside", "Thus, the value of the expression is:") == []
    assert rewrite("conclusion_inside", "So, the polar coordinates are (3, 4).") == [
        "The polar coordinates are therefore (3, 4)."
    ]
    # "D. Precursors of all three plant tissue systems are formed during embryogenesis." → "D. During embryogenesis,
    # precursors ..." (both readers, two pairs): a line restating an option after its bare label keeps the option's words
    question = "Which statement is NOT correct?\n\nC: Shoot apical meristem formation occurs after seed formation.\nD: Precursors of all three plant tissue systems are formed during embryogenesis."
    step = (
        "D. Precursors of all three plant tissue systems are formed during embryogenesis.\n- This statement is correct."
    )
    moved = "D. During embryogenesis, precursors of all three plant tissue systems are formed.\n- This statement is correct."
    assert not syntactic.keeps_quotes(moved, syntactic.quoted_options(step, question))
    assert syntactic.keeps_quotes(
        step.replace("This statement is", "Hence this statement is"), syntactic.quoted_options(step, question)
    )
    # an option quoted in running prose may change ("... is equal to" → "equals" was accepted, round 35)
    prose_question = (
        "Which is true?\n\nA: The change in internal energy of the gas is equal to the work done\nB: It is zero"
    )
    prose = "Analyzing Choice A: The change in internal energy of the gas is equal to the work done during the process."
    assert syntactic.keeps_quotes(
        prose.replace("is equal to", "equals"), syntactic.quoted_options(prose, prose_question)
    )


def test_round43_a_paired_before_after_phrase_stays_and_a_place_phrase_keeps_its_of_owner():
    # "The momentum before the collision must equal the momentum after the collision." → "After the collision, the
    # momentum before the collision must equal the momentum." (both readers)
    paired = "The momentum before the collision must equal the momentum after the collision."
    assert rewrite("adverbial_move", paired) == []
    assert rewrite("adverbial_move", "The total momentum is conserved after the collision.") == [
        "After the collision, the total momentum is conserved."
    ]
    # "the pressure of the fluid within their body cavity" → "the fluid's pressure within their body cavity" (both)
    cavity = "Some invertebrates use the pressure of the fluid within their body cavity to move."
    assert not any("fluid's" in out for out in rewrite("of_to_possessive", cavity))


def test_of_to_possessive_leaves_an_owner_that_does_not_end_its_noun_phrase() -> None:
    """Round 47 (both readers, five pairs): "the mass of the cell and the membrane" → "the cell's mass and the
    membrane" leaves the membrane without its mass, and "the diameter of the aperture stop" → "the aperture's
    diameter stop" breaks the compound. An owner that ends its noun phrase still becomes a possessive."""
    assert rewrite("of_to_possessive", "We need to calculate the mass of the cell and the membrane.") == []
    assert rewrite("of_to_possessive", "The total momentum of the bullet and the gun must be zero.") == []
    assert rewrite("of_to_possessive", "We know that the diameter of the aperture stop is 2 cm.") == []
    assert rewrite("of_to_possessive", "We need to calculate the mass of the cell first.") == [
        "We need to calculate the cell's mass first."
    ]
    # a parallel property and a coordination above the owner still change (both readers accepted these)
    assert rewrite(
        "of_to_possessive", "We need to consider both the weight of the coal and the weight of the cable."
    ) == ["We need to consider both the coal's weight and the weight of the cable."]
    assert rewrite(
        "of_to_possessive", "It is proportional to the mass of the isotope and inversely proportional to q."
    ) == ["It is proportional to the isotope's mass and inversely proportional to q."]


def test_round48_pronouns_parallels_colons_and_capitals() -> None:
    """Round 48 (both readers each): a passive whose agent holds a pronoun for the subject, an "is equal to" shared by a
    second "equal to", a when-clause moved behind a main clause that ends on a colon, and a capital kept on a common
    noun the step also writes in lower case. The same rules still apply where none of these holds."""
    assert rewrite("passive_to_active", "The average speed of gas molecules is determined by their mass.") == []
    assert rewrite("passive_to_active", "The average speed of gas molecules is determined by the temperature.") == [
        "The temperature determines the average speed of gas molecules."
    ]
    assert rewrite("equal_forms", "One atmosphere is equal to 760 mm Hg and also equal to 101 kPa.") == []
    assert rewrite("equal_forms", "One atmosphere is equal to 760 mm Hg.") == ["One atmosphere equals 760 mm Hg."]
    assert (
        rewrite(
            "subordinate_move",
            "When a red plant is crossed with a white plant, we can predict the offspring as follows:",
        )
        == []
    )
    assert rewrite(
        "subordinate_move", "When a red plant is crossed with a white plant, the offspring are all pink."
    ) == ["The offspring are all pink when a red plant is crossed with a white plant."]
    moved = rewrite(
        "causal_reorder",
        "Mitochondria are inherited from the mother because the mitochondria in the sperm do not enter the egg.",
    )
    assert moved and all(", mitochondria are inherited" in m for m in moved if m.startswith("Because"))


def test_round48_guards_leave_what_readers_accepted() -> None:
    """The round-48 guards replayed on every graded pair: a label keeps its capital ("Choice D" beside "the best
    choice") and one "is equal to" among several in a sentence still changes (both readers accepted these)."""
    moved = rewrite("so_to_therefore", "The best choice must hold, so Choice A is incorrect.")
    assert moved == ["The best choice must hold. Therefore, Choice A is incorrect."]
    assert rewrite("equal_forms", "We know that x is equal to 8 and y is equal to 1.") == [
        "We know that x equals 8 and y is equal to 1."
    ]


def test_round60_second_owners_names_formula_twice_source_phrases_and_where() -> None:
    """Round 60 (Gemini 1.5 Pro and Jamba 1.5 Large text; both readers each)."""
    # a bare noun is a second owner too: "the rifle's mass and man"
    assert rewrite("of_to_possessive", "The mass of the rifle and man is $2240 \\text{ oz}$.") == []
    assert rewrite("of_to_possessive", "The mass of the rifle is $7 \\text{ lbs}$.") == [
        "The rifle's mass is $7 \\text{ lbs}$."
    ]
    # a person's name in apposition: "Her son, which is Solomon,"
    assert rewrite("relative_apposition", "Her son, Solomon, is a hemophiliac, so he has the h allele.") == []
    # "The Rydberg formula gives the formula for ...": the same noun on both sides of the verb
    formula = "The formula for the wavenumber of a spectral line is given by the Rydberg formula:"
    assert rewrite("passive_to_active", formula) == []
    # "come from" needs its source: "From the reflection ..., the extra half-wavelength comes."
    assert rewrite("adverbial_move", "The extra half-wavelength comes from the reflection at the interface.") == []
    # "Where A and B": the opening word scopes over both clauses
    where = "Where P is the original power (-10.00 D) and d is the distance from the eye (0.012 m)."
    assert rewrite("coordination_reorder", where) == []


def test_round60_a_greek_capital_or_a_squared_symbol_keeps_its_case() -> None:
    """Round 60 (both readers, two pairs): "Since Δs² is negative, ..." → "..., because δs² is negative". Δ and δ are
    different symbols, and ² (like ¹ and ³) lies outside the superscript block the symbol test knew."""
    moved = rewrite("causal_reorder", "Since Δs² is negative, there is no frame where the events occur together.")
    assert moved and all("Δs²" in out and "δs²" not in out for out in moved)
    assert syntactic.lower_first("Σ F = 0 holds") == "Σ F = 0 holds"
    assert syntactic.lower_first("The value") == "the value"


def test_round61_a_phrase_locating_a_noun_and_an_agent_before_a_colon_stay() -> None:
    """Round 61 (Gemini 1.5 Pro text; both readers each)."""
    # "In the problem, a more detailed calculation gives the formula.": the phrase says where the formula is
    assert rewrite("adverbial_move", "A more detailed calculation gives the formula in the problem.") == []
    assert rewrite("adverbial_move", "The sperm fertilizes the egg in the fallopian tube.") == [
        "In the fallopian tube, the sperm fertilizes the egg."
    ]
    # "The equation gives the angular position ...:": the agent points at what follows the colon
    colon = "The angular position of the m-th maximum is given by the equation:"
    assert rewrite("passive_to_active", colon) == []
    assert rewrite("passive_to_active", "The angular position of the maximum is given by the grating equation.") == [
        "The grating equation gives the angular position of the maximum."
    ]
