"""Synonym family guards added after the round-11 read: each has a positive case (the swap is still made where
the guard does not apply) and a negative case (the round-11 failure, or the same principle on new text)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from confprobench.data import load_benchmark, sample_path
from confprobench.perturb.english import lacks_subjects
from confprobench.perturb.models import parse_many
from confprobench.perturb.synonym import lexicon, may_have_candidates, synonym_candidates


def variants(
    text: str, subject: str = "Math", question: str = "", earlier: str = "", n: int = 20, later: str = ""
) -> list[str]:
    doc = parse_many([text])[0]
    rng = np.random.default_rng(0)
    found = synonym_candidates(text, doc, subject, rng, n, question=question, earlier=earlier, later=later)
    return [c.text for c in found]


def test_a_noun_the_question_uses_keeps_its_name():
    text = "The second statement says that x is outside the interval."
    asked = "Which of the following statements can be true at the same time?"
    assert not any("claim" in v for v in variants(text, question=asked))
    assert any("second claim" in v for v in variants(text, question="Solve for x in the interval."))


def test_the_questions_instruction_words_are_not_its_terms():
    text = "So the final answer is 12 apples in all."
    assert any("final result" in v for v in variants(text, question="Express your answer as an integer."))


def test_a_count_beside_a_unit_stays_in_digits():
    assert not any("six" in v for v in variants("So the radius of the sphere is 6 inches long."))
    assert not any("two" in v for v in variants("The train stopped for 2 hours."))
    assert any("three workers" in v for v in variants("The farmer hired 3 workers before the harvest."))


def test_no_count_is_written_out_where_the_solution_writes_counts_in_digits():
    text = "If the first digit is odd, we have 5 choices for the second digit."
    assert not any("five" in v for v in variants(text, earlier="There are 10 choices for the first digit."))
    assert not any("five" in v for v in variants(text + " Otherwise we have 4 choices."))
    assert any("five choices" in v for v in variants(text, earlier="The first digit is not zero."))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The density is 2500 kg/m³, which is typical of rock.", "typical"),
        ("This value is suitable for the test.", "suitable"),
    ],
)
def test_an_adjective_with_a_prepositional_complement_is_kept(text, kept):
    assert variants(text, subject="Physics") == [] or all(kept in v for v in variants(text, subject="Physics"))


def test_the_same_adjectives_swap_without_a_complement():
    assert any("common" in v for v in variants("This is a typical result.", subject="Physics"))
    assert any("appropriate" in v for v in variants("We choose a suitable method.", subject="Physics"))


def test_find_with_an_indefinite_object_is_kept_unless_it_is_a_goal():
    coming_upon = "We add or subtract 180 degrees from the angle until we find an angle that is acute."
    assert not any("determine" in v for v in variants(coming_upon))
    assert any("determine a common" in v for v in variants("We need to find a common denominator for the sum."))
    assert any("determine the value" in v for v in variants("So we find the value of n that works."))


def test_find_told_of_a_person_in_the_story_is_kept():
    assert not any(
        "determined" in v for v in variants("So he dropped 1/3 of the marbles and found 3/4 of the ones he lost.")
    )
    assert not any("determined" in v for v in variants("That means they found 3/4 * 1/3 = 1/4 of the marbles."))
    assert any("determine" in v for v in variants("Let's find the slope of the line."))


def test_one_word_is_swapped_at_most_once_per_variant():
    text = "So to find the value of n, we subtract 180 until we find the value of n that is acute."
    for v in variants(text):
        assert v.count("determine") <= 1, v
    assert any("determine" in v for v in variants(text))


def test_additive_sentence_adverbs_swap_only_where_they_open_the_sentence():
    mid = "The new computation gives 7/8, additionally confirming the contradiction in the reasoning."
    assert not any("moreover" in v or "furthermore" in v for v in variants(mid))
    opening = "Additionally, the new computation gives 7/8."
    assert any(v.startswith(("Moreover,", "Furthermore,")) for v in variants(opening))


def test_round33_swaps_readers_mostly_rejected_are_retired():
    # rounds 2-33: both-accepted in under 75% of four or more graded pairs the engine still made
    table = lexicon()
    assert ("allow", "VERB") not in table and ("connection", "NOUN") not in table and ("estimate", "VERB") not in table
    assert [s for e in table[("increase", "VERB")] for s in e.synonyms] == ["raise+obj"]
    assert [s for e in table[("evaluate", "VERB")] for s in e.synonyms] == ["compute+obj"]
    assert not any("permits" in v for v in variants("This fatty tissue allows animals to store water.", "Biology"))
    assert not any("rises" in v or "grows" in v for v in variants("The pressure increases as the volume shrinks."))
    assert not any("calculate" in v for v in variants("We need to evaluate the expression 5^2 - 3.", "Math"))
    # the kept swaps of the same lemmas still apply
    assert any("raise the temperature" in v for v in variants("We increase the temperature of the gas.", "Physics"))
    assert any("compute the expression" in v for v in variants("We need to evaluate the expression 5^2 - 3.", "Math"))


def test_round33_register_guards_on_science_prose():
    # mrben-test36: each rewrite was rejected by both readers; the same word in another frame still swaps
    cases = [
        (
            "Biology",
            "The shapes indicate that reproductive isolation has occurred due to this separation.",
            "has happened",
            "Sympatric speciation occurs when new species evolve.",
            "speciation happens",
        ),
        (
            "Biology",
            "Hardy-Weinberg principles assume a large population size.",
            "suppose",
            "We assume that the population is large.",
            "We suppose",
        ),
        (
            "Biology",
            "The respiratory centers respond by increasing breathing to blow off CO2.",
            "raising",
            "Mammals can increase their metabolic rate in the cold.",
            "raise their metabolic",
        ),
        (
            "Biology",
            "The respiratory centers increase respiration to bring in more oxygen.",
            "raise",
            "Mammals can increase their metabolic rate in the cold.",
            "raise their metabolic",
        ),
        (
            "Biology",
            "Fungi obtain nutrients through absorption from their environment.",
            "find",
            "Adding the two equations, we obtain the energy of the photon.",
            "we find the energy",
        ),
        (
            "Biology",
            "In fact, it implies the opposite - that different body shapes have evolved separately.",
            "means",
            "This statement implies that cells from different tissues differ.",
            "statement means that",
        ),
        (
            "Biology",
            "Choice A correctly lists primary xylem as the second tissue.",
            "properly",
            "Choice D correctly describes the concept of punctuated equilibrium.",
            "properly describes",
        ),
    ]
    for subject, guarded, bad, free, good in cases:
        assert not any(bad in v for v in variants(guarded, subject=subject)), guarded
        assert any(good in v for v in variants(free, subject=subject)), free
    motion = "The circular motion implies the proton maintains constant speed."
    assert any("motion means the proton" in v for v in variants(motion, subject="Physics"))


def test_a_verbs_fixed_object_keeps_its_word():
    # round 12: "answer the question" → "answer the problem" is unidiomatic; a free "question" still swaps
    assert not any("answer the problem" in v for v in variants("To answer the question, we need to divide 1 by 2."))
    assert any("problem" in v for v in variants("The question gives the mass of the block."))


def test_evaporate_is_not_vaporize():
    # round 12: "if the tea is evaporated" → "vaporized" names another process
    text = "If the tea is evaporated, the sugar is recovered unchanged."
    assert not any("vaporiz" in v for v in variants(text, subject="Chemistry"))
    assert not lexicon().get(("evaporate", "VERB"))


def test_find_with_a_gapped_object_after_can_is_kept():
    # round 13: "the multiples of 10 we can find between 9 and 101" lists what is there; "determine" reads oddly
    assert not any(
        "determine" in v for v in variants("Let's write down all of the multiples of 10 we can find between 9 and 101.")
    )
    # a result found earlier (rounds 9, 11 accepted) and "find" with its own object still swap
    assert any("determined" in v for v in variants("This needs only the two constants we have just found."))
    assert any("determine" in v for v in variants("In this case we can find x by subtracting 3."))


def test_a_sentence_with_subjectless_verbs_gets_no_synonym():
    # round 13: "calculate distinct congruences satisfy ..." is broken as written; every variant was ungrammatical
    broken = "Therefore, calculate distinct congruences satisfy $x \\equiv 42 \\pmod{34}$."
    assert variants(broken) == []
    assert variants("Therefore, calculate the distinct congruences that satisfy $x \\equiv 42 \\pmod{34}$.")
    # a heading line before a sentence is no second verb of it
    assert variants("### Step 1: Identify the electrodes\nZinc gives up electrons, therefore zinc is the anode.")


@pytest.mark.parametrize(
    "text",
    [
        "Put 300 mL of distilled water in a 500 mL volumetric flask first, and then add the acid.",
        "**Step 3:** EcoRI alone cuts at 1.5 and 6.0 kb.",
        "Note that 5 divides 10.",
        "Find the numbers that satisfy $x > 2$.",
    ],
)
def test_a_command_or_a_sentence_with_subjects_is_not_broken(text):
    assert not any(lacks_subjects(sent) for sent in parse_many([text])[0].sents)
    broken = "Therefore, calculate distinct congruences satisfy $x \\equiv 42 \\pmod{34}$."
    assert lacks_subjects(next(parse_many([broken])[0].sents))


def test_typical_is_never_made_usual():
    # round 16: "which is usual because ..."; round 17: "a usual human reaction time": both readers, every graded pair
    predicate = "The yield is 75%, which is typical because the reaction reaches equilibrium."
    assert not any("usual" in v for v in variants(predicate, subject="Chemistry"))
    assert any("common because" in v for v in variants(predicate, subject="Chemistry"))
    attributive = "This is a typical result."
    assert not any("usual" in v for v in variants(attributive, subject="Physics"))
    assert any("a common result" in v for v in variants(attributive, subject="Physics"))


def test_preceding_is_not_used_after_a_possessive():
    # round 17: "this matches my preceding result" read oddly to both readers; "the preceding term" reads well
    assert not any("preceding" in v for v in variants("Again, this matches my previous result.", subject="Math"))
    assert any("the preceding term" in v for v in variants("We add 3 to the previous term.", subject="Math"))


def test_round19_evaluate_a_function_fast_step_and_answer_to_keep_their_words():
    function = "It means that I have to evaluate the function g at the point f(5) - 1."
    assert not any(
        "compute the function" in v or "calculate the function" in v for v in variants(function, subject="Math")
    )
    assert any("compute the derivative" in v for v in variants("If we evaluate the derivative at $x = 2$, we get 7."))
    kinetics = "In the second, fast step water attacks the carbocation."
    assert not any("quick step" in v for v in variants(kinetics, subject="Chemistry"))
    assert any("rapid step" in v for v in variants(kinetics, subject="Chemistry"))
    answer = "Now both agree, and the answer to (a) is 4.8 m."
    assert not any("result to" in v for v in variants(answer, subject="Physics"))
    assert any("the result is" in v for v in variants("So the answer is 4.8 m.", subject="Physics"))


def test_round19_hence_never_stands_after_the_subject():
    after_subject = "Transpiration therefore speeds up, and the bubble moves faster."
    assert not any("hence" in v for v in variants(after_subject, subject="Biology"))
    assert any(v.startswith("Hence,") for v in variants("Therefore, the bubble moves faster.", subject="Biology"))


def test_round20_no_swap_of_a_passive_verb_done_by_people():
    # "the scores were obtained by 3 students" means achieved: "found by 3 students" muddles it (round 20)
    people = "From the chart, the scores 1, 2 and 3 were obtained by 2, 3 and 5 students, so n = 10."
    assert not any("found by" in v for v in variants(people, subject="Math"))
    # a value obtained by a method is still found
    assert any("was found by adding" in v for v in variants("The value 12 was obtained by adding the two sides."))


def test_round20_approach_is_not_followed_by_a_to_infinitive():
    # "approach" takes "to + -ing": "an approach to convert" read unidiomatic (round 20); "technique to" reads well
    infinitive = "Completing the square is a method to convert a quadratic expression."
    assert not any("approach" in v for v in variants(infinitive, subject="Math"))
    assert any("technique to convert" in v for v in variants(infinitive, subject="Math"))
    assert any("an approach for converting" in v for v in variants("It is a method for converting it.", subject="Math"))


def test_round22_a_noun_before_of_gets_no_substitute_that_takes_to():
    # "the method of elimination" → "the approach of elimination" (both readers, round 22): "approach" takes "to"
    text = "To get p, I can use the method of elimination or substitution."
    assert not any("approach of" in v for v in variants(text, subject="Math"))
    assert any("technique of elimination" in v for v in variants(text, subject="Math"))


def test_round22_the_opening_side_of_a_sameness_comparison_keeps_its_word():
    # "choosing A first is the same as choosing B first" → "picking A first ... choosing B" (round 22, both readers)
    text = "Choosing topping A first is the same as choosing topping B first."
    outs = variants(text, subject="Math")
    assert not any(v.startswith(("Picking", "Selecting")) for v in outs)
    assert any(v.startswith("Choosing") and "as choosing" not in v for v in outs)  # the second side may change
    assert any(v.startswith(("Picking", "Selecting")) for v in variants("Choosing topping A first is wise."))


def test_round21_a_stative_verb_gets_no_progressive():
    # "The conditions I'm assuming are" → "I'm supposing" read unidiomatic to both readers (round 21)
    progressive = "The conditions I'm assuming are listed below."
    assert not any("supposing" in v for v in variants(progressive, subject="Chemistry"))
    assert any("suppose" in v for v in variants("I assume the solution is dilute.", subject="Chemistry"))


def test_mrben_dev_a_word_set_against_its_opposite_keeps_its_word():
    contrast = "Heating the gas can increase or decrease the entropy of the system."
    assert not any("raise" in v for v in variants(contrast, subject="Physics"))
    alone = "Heating the gas can increase the entropy of the system."
    assert any("raise the entropy" in v for v in variants(alone, subject="Physics"))


def test_mrben_dev_make_sure_only_for_a_person():
    thing = "Continuity only ensures that the limit of the function exists."
    assert not any("makes sure" in v for v in variants(thing, subject="Math"))
    person = "We ensure that the units of the two sides agree."
    assert any("make sure" in v for v in variants(person, subject="Math"))
    controlled = "I need to ensure that this triangle lies entirely within the square."
    assert any("make sure" in v for v in variants(controlled, subject="Math"))


def test_mrben_dev_multiple_choice_key_assumption_idiom_and_biology_relationship_are_kept():
    key = "Thus, the correct answer is Choice_B."
    assert not any("correct result" in v for v in variants(key, subject="Physics"))
    assert any("final result" in v for v in variants("Thus, the final answer is 42.", subject="Physics"))
    # with no option named, "the correct answer" is the solver's result (round 17: "correct result" read well)
    assert any("correct result" in v for v in variants("So 42 is the correct answer here.", subject="Physics"))
    assumed = "In an ideal solution, the enthalpy of mixing is assumed to be zero."
    assert not any("supposed" in v for v in variants(assumed, subject="Chemistry"))
    assert any("suppose" in v for v in variants("We assume that the mixing is ideal.", subject="Chemistry"))
    tree = "A more distant evolutionary relationship contradicts the idea of a recent common ancestor."
    assert not any("relation " in v for v in variants(tree, subject="Biology"))
    graph = "The graph shows a nonlinear relationship between the two quantities."
    assert any("nonlinear relation " in v for v in variants(graph, subject="Physics"))


def test_mrben_dev_implies_between_two_properties_is_kept():
    logic = "Differentiability implies continuity, because a differentiable function has a limit."
    assert not any("means continuity" in v for v in variants(logic, subject="Math"))
    value = "We get 80 = 100(1 - r), which implies that r = 0.2."
    assert any("which means that r" in v for v in variants(value, subject="Math"))


def test_round23_a_prepositional_verb_keeps_a_substitute_only_with_its_preposition():
    for text, bad in [
        ("A cold rainy environment would not select for water conservation.", "pick for"),
        ("A cold rainy environment would not select for water conservation.", "choose for"),
        ("The gravitational force exerted on the planets stays the same.", "applied on"),
    ]:
        assert not any(bad in v for v in variants(text, subject="Physics")), text
    # the same verbs without their preposition, and a listed substitute with the same preposition, still swap
    assert any("pick from" in v for v in variants("We need to choose from 0, 1 and 2.", subject="Math"))


def test_round23_raise_needs_a_real_singular_object():
    factor = "The energy will increase by a factor of 2^4 = 16 (since energy goes as T^4)."
    assert not any("raise" in v for v in variants(factor, subject="Physics"))
    forces = "High pressure brings molecules closer together, increasing intermolecular forces."
    assert not any("raising" in v for v in variants(forces, subject="Chemistry"))
    rate = "Mammals have mechanisms to increase their metabolic rate in the cold."
    assert any("raise their metabolic rate" in v for v in variants(rate, subject="Biology"))


def test_round23_determine_before_a_clause_and_found_of_place_are_kept():
    for text, bad in [
        ("We should determine if the given equation defines such a ray.", "find if"),
        ("Determine that there are 45 even positive integers less than 91.", "Find that"),
        ("This cannot be determined just from the balanced chemical equation provided.", "cannot be found"),
        ("The finches did not develop the specialized adaptations found in Darwin's finches.", "determined in"),
    ]:
        assert not any(bad in v for v in variants(text, subject="Biology")), text
    assert any("we determine that" in v for v in variants("Comparing all the choices, we find that C is unique."))
    assert any("to find which" in v for v in variants("We examine each choice to determine which is closest."))
    assert any("can be determined from" in v for v in variants("The pH can be found from the buffer equation."))


def test_round23_a_noun_with_a_label_is_a_name():
    labelled = "Based on the analysis, statements I, II, and III are all true for two capacitors."
    assert not any("claims" in v for v in variants(labelled, subject="Physics"))
    plain = "Choice B is a general statement about heat transfer."
    assert any("general claim" in v for v in variants(plain, subject="Physics"))


def test_round23_in_question_is_an_idiom():
    idiom = "This does not fully explain the specific phenomenon in question here."
    assert not any("in problem" in v for v in variants(idiom, subject="Physics"))
    assert any("the problem asks" in v for v in variants("But the question asks for the smallest value."))


def test_round23_answer_stays_in_a_multiple_choice_step():
    step = "Choose the most appropriate answer based on the analysis.\nSolution: Choice_C: Oxaloacetate"
    assert not any("result" in v for v in variants(step, subject="Biology"))
    assert any("The result is" in v for v in variants("Calculate 1815 / 11. The answer is 165.", subject="Math"))


def test_round23_scientific_observe_and_rapid_process_are_kept():
    passive = "The inheritance patterns were repeatedly observed across many organisms over time."
    assert not any("noticed" in v for v in variants(passive, subject="Biology"))
    assert any("notice that" in v for v in variants("Therefore, observe that 49 is the largest multiple."))
    assert not any("quick heat" in v for v in variants("This enables extremely rapid heat loss.", subject="Biology"))
    assert any("fast heat" in v for v in variants("This enables extremely rapid heat loss.", subject="Biology"))


def test_round23_read_one_syllable_substitute_after_more_is_dropped():
    text = "This explains why cold water can kill much more quickly than cold air."
    out = variants(text, subject="Biology")
    assert not any("more fast" in v for v in out)
    assert any("more rapidly" in v for v in out)
    assert any("fast" in v for v in variants("The water draws heat away quickly.", subject="Biology"))


def test_round23_read_determined_by_a_cause_is_kept():
    cause = "Polygenic inheritance refers to traits determined by multiple genes."
    assert not any("found by" in v for v in variants(cause, subject="Biology"))
    method = "The number of factors is determined by using the formula for divisors."
    assert any("found by using" in v for v in variants(method, subject="Math"))


def test_round23_read_markdown_option_label_and_bare_parenthesised_about():
    key = "Looking at the choices, we see that Choice\\_C is the correct answer."
    assert not any("correct result" in v for v in variants(key, subject="Math"))
    aside = "We get t^2 = 16.33 (approximately). Taking the square root gives t."
    out = variants(aside, subject="Physics")
    assert not any("(about)" in v for v in out)
    assert any("(roughly)" in v for v in out)
    assert any("about 9.8" in v for v in variants("The acceleration is approximately 9.8 m/s^2.", subject="Physics"))


def test_round24_determine_as_a_cause_is_kept():
    cause = "The ratio of the two concentrations in the buffer solution determines the pH of the solution."
    assert not any("finds" in v for v in variants(cause, subject="Chemistry"))
    genes = "Homeotic genes are involved in determining the identity of cells during development."
    assert not any("finding" in v for v in variants(genes, subject="Biology"))
    assert any("we find the pH" in v for v in variants("Next, we determine the pH of the solution.", "Chemistry"))
    assert any(
        "finding the pH" in v for v in variants("Calculate the ratio first, then move on to determining the pH.")
    )


def test_round24_evaluating_an_option_is_judging_it():
    options = "Let's evaluate each choice by substituting the values into the equations."
    assert not any("each choice" in v and "evaluate" not in v for v in variants(options))
    assert any("compute the sum" in v for v in variants("Let's evaluate the sum by adding the terms."))


def test_round24_a_verb_repeated_in_a_parallel_list_keeps_its_form():
    listed = "The possibilities are:\nSofia chooses 1, Tess chooses 1\nSofia chooses 4, Tess chooses 2"
    assert not any("picks" in v or "selects" in v for v in variants(listed))
    two = r"Setting each factor equal to zero: \( x - 3 = 0 \) implies \( x = 3 \), and \( x + 3 = 0 \) implies \( x = -3 \)."
    assert any("means" in v for v in variants(two))
    assert any("picks" in v for v in variants("Sofia chooses 1 and Tess adds 4."))


def test_round24_terms_of_art_and_fixed_constructions_are_kept():
    assert not any("moved" in v for v in variants("The arc length traveled is s = θr.", subject="Physics"))
    assert any("moved" in v for v in variants("The distance travelled is the area under the graph.", "Physics"))
    pumps = "Proton pumps use ATP to actively transport protons across a membrane."
    assert not any("carry" in v for v in variants(pumps, subject="Biology"))
    assert any(
        "carry" in v for v in variants("Proton pumps use ATP to transport protons across it.", subject="Biology")
    )
    assert not any("ensured to" in v for v in variants("No such ring is guaranteed to have two ideals."))
    assert any("ensure" in v for v in variants("This condition does guarantee uniqueness."))


def test_round24_exactly_is_not_put_before_a_verb():
    before_verb = "A calorimeter is the best option to precisely measure the heat change."
    assert not any("exactly measure" in v for v in variants(before_verb, subject="Chemistry"))
    assert any("exactly" in v for v in variants("The two values agree precisely.", subject="Chemistry"))


def test_round24_making_sure_needs_a_person_also_for_a_participle():
    thing = "This wavelength is larger than the spacing, ensuring that the beam will diffract."
    assert not any("making sure" in v for v in variants(thing, subject="Physics"))
    person = "We check the units, ensuring that the answer is in meters."
    assert any("making sure" in v for v in variants(person, subject="Physics"))


def test_round24_answer_naming_an_option_is_kept():
    question = "Which radiation has the longest wavelength?\n\nA: Gamma rays \nB: Ultraviolet \nC: Blue light"
    step = "Gamma rays have the shortest wavelengths. Therefore, gamma rays cannot be the answer."
    assert not any("the result" in v for v in variants(step, subject="Physics", question=question))
    assert any("the result" in v for v in variants(step, subject="Physics"))
    # since round 41 every "answer" is kept where the question lists options: with options, "answer" → "result" was
    # accepted in 1 graded pair ("The result is $165$", round 23) and rejected in 29 ("The result is (G).")
    computed = "Calculate the value of 1815 / 11. The answer is 165."
    assert not any("The result is" in v for v in variants(computed, question="Divide 11.\n\nA: 111 \nB: 1815"))
    assert any("The result is" in v for v in variants(computed, question="Divide 1815 by 11."))


def test_round24_no_substitute_from_the_stem_of_its_object():
    assert not any("choose this choice" in v for v in variants("We can confidently select this choice."))
    assert any("choose this value" in v for v in variants("We can confidently select this value."))


def test_round24_mean_anything_and_common_people_are_kept():
    nothing = "Just because S(n) is false does not imply anything about S(n - 1)."
    assert not any("mean anything" in v for v in variants(nothing))
    other = "Since neither condition I nor condition II necessarily implies the other, we check both."
    assert not any("means the other" in v for v in variants(other))
    assert any("means" in v for v in variants("The circular motion implies the proton keeps a constant speed."))
    people = "Stabilizing selection favours average or typical individuals in a population."
    assert not any("common individuals" in v for v in variants(people, subject="Biology"))
    assert any("common" in v for v in variants("This is a typical reaction time.", subject="Biology"))


def test_round25_determine_as_cause_is_not_find():
    role = "Temperature plays a significant role in determining the entropy of a system."
    assert not any("finding" in v for v in variants(role, subject="Chemistry"))
    shared = "The intermediates may play a role in the mechanism but do not necessarily determine the overall rate."
    assert not any("find the overall" in v for v in variants(shared, subject="Chemistry"))
    assert any("find the rate" in v for v in variants("We need to determine the rate of the reaction."))
    assert any("Find the value" in v for v in variants("Determine the value of x."))


def test_round25_make_sure_takes_no_noun_object():
    noun = "Relying on food may not always ensure proper orientation towards the sea."
    assert not any("make sure proper" in v for v in variants(noun, subject="Biology"))
    clause = "We check the units to ensure that the answer is in meters."
    assert any("make sure that" in v for v in variants(clause, subject="Physics"))


def test_round25_participles_and_prepositional_verbs_keep_their_word():
    assert not any("found from" in v for v in variants("Calculate the moles of AgCl obtained from the precipitate."))
    assert any("found" in v for v in variants("We obtained the value 5 for x."))
    assert not any("ensured" in v for v in variants("It is not guaranteed for all values of p."))
    implied = "Artificial selection is ruled out because humans are not mentioned or implied."
    assert not any("meant" in v for v in variants(implied, subject="Biology"))
    against = "Extreme traits are selected against in stabilizing selection."
    assert not any("chosen against" in v or "picked against" in v for v in variants(against, subject="Biology"))
    assert not any("happen in" in v for v in variants("Introns can also occur in the genes of some bacteria."))
    absence = "Fixed action patterns occur in the absence of sensory feedback."
    assert any("happen in the absence" in v for v in variants(absence, subject="Biology"))
    assert not any("represents that" in v for v in variants("It denotes that two groups are attached to the ring."))


def test_round25_statement_of_a_law_and_true_statements_are_kept():
    law = "This aligns with the statement of the Pauli exclusion principle."
    assert not any("claim" in v for v in variants(law, subject="Physics"))
    assert not any("claims" in v for v in variants("Choices I and II are both true statements.", subject="Physics"))
    assert any(
        "claim" in v for v in variants("This statement is wrong because the mass is conserved.", subject="Physics")
    )


def test_round25_hence_before_a_bare_noun_phrase_and_bold_option_label():
    bare = "Higher temperature leads to greater disorder in a system, hence increased entropy."
    assert not any("therefore increased" in v for v in variants(bare, subject="Chemistry"))
    clause = "The mass is 2 kg, hence the weight is 19.6 N."
    assert any("therefore the weight" in v or "thus the weight" in v for v in variants(clause, subject="Physics"))
    assert not any("result" in v for v in variants("Therefore, the correct answer is Choice__C__: 12*sqrt(3)"))


def test_round26_observing_and_assuming_keep_their_scientific_sense():
    study = "An embryologist may conclude this after observing vertebrate embryonic development in many species."
    assert not any("noticing" in v for v in variants(study, subject="Biology"))
    assert any("notice that" in v for v in variants("Therefore, observe that 49 is the largest multiple below 50."))
    premise = "Assuming the electrons are non-relativistic, the kinetic energy follows from the speed."
    assert not any("Supposing" in v for v in variants(premise, subject="Physics"))
    assert any("suppose" in v for v in variants("We assume the electrons are slow here.", subject="Physics"))


def test_round26_collocations_of_occur_increase_imply_and_address():
    point = "The equivalence point does not occur at a pH of 7 for a weak base titrated with a strong acid."
    assert not any("happen at" in v for v in variants(point, subject="Chemistry"))
    flow = "Gene flow occurs when individuals interbreed."
    assert any("happens when" in v for v in variants(flow, subject="Biology"))
    assert any("happens at room" in v for v in variants("The reaction occurs at room temperature.", "Chemistry"))
    area = "Villi are projections in the small intestine that increase the surface area available for absorption."
    assert not any("raise the surface" in v for v in variants(area, subject="Biology"))
    assert any("raise their metabolic" in v for v in variants("Mammals can increase their metabolic rate.", "Biology"))
    force = "The puck is decelerating, which implies a net force acting opposite to the motion."
    assert not any("means a net" in v for v in variants(force, subject="Physics"))
    motion = "The circular motion implies the proton maintains constant speed."
    assert any("means the proton" in v for v in variants(motion, subject="Physics"))
    address = "Choices A, B and C do not directly address questions of species distribution."
    assert not any("address problems" in v for v in variants(address, subject="Biology"))


def test_round27_quoted_words_are_never_swapped():
    """mrben-test32: "is equal to" → "equals" inside a quotation of the question (one reader: misquoting). Text
    between matching double quotes (straight or curly) keeps every word; the same words outside quotes still swap."""
    for quoted in (
        'The question says "we need to determine the final speed of the car" here.',
        "The question says “we need to determine the final speed of the car” here.",
    ):
        found = variants(quoted, subject="Physics")
        assert found and all("need to determine the final speed" in v for v in found)
    plain = "The question says we need to determine the final speed of the car here."
    assert any("need to find the final speed" in v for v in variants(plain, subject="Physics"))


# After round 29 (MR-GSM8K word problems): a word's everyday sense is fixed by its object or its place.


def test_pick_of_a_harvest_is_not_a_choice():
    text = "Ricky picks two fewer quarts per hour than Kathy, so Ricky can pick 10 - 2 = 8 quarts of strawberries."
    assert not any("choose" in v or "select" in v for v in variants(text))
    assert not any("chooses" in v for v in variants("She picks 12 apples from the tree every day."))
    assert not any("chosen" in v for v in variants("Half of the apples were picked from the tree on Monday."))
    assert any("choose from the" in v for v in variants("We can pick from the 5 colours on the list."))
    assert any("choose the one" in v for v in variants("We need to pick the one that comes closest to being correct."))
    assert any("select any of" in v for v in variants("She can pick any of the 5 shirts to wear."))


def test_correctly_of_an_answer_is_not_properly():
    assert not any("properly" in v for v in variants("So she will get 75/100 * 24 = 18 easy questions correctly."))
    assert not any("properly" in v for v in variants("We multiply the number of questions she gets correctly by 2."))
    assert not any("properly" in v for v in variants("He answered 8 of the 10 questions correctly."))
    assert any("properly describes" in v for v in variants("Only Choice A correctly describes the ratio of the moles."))


def test_employing_people_is_not_using_them():
    assert not any("uses" in v for v in variants("The bakery employs 5 workers, so it pays 5 * 10 = 50 dollars."))
    assert any("use the formula" in v for v in variants("We employ the formula for the area of a circle."))


def test_finish_becomes_complete_only_for_a_task():
    assert not any("complete" in v for v in variants("She finishes the pizza in 10 minutes."))
    assert any("completed the race" in v for v in variants("He finished the race in 3 hours."))


def test_recording_a_song_is_not_noting_it():
    assert not any("notes" in v for v in variants("She records 3 songs a week for her album."))
    assert any("note the temperature" in v for v in variants("We record the temperature every hour."))


def test_staying_at_a_place_is_lodging():
    assert not any("remain" in v for v in variants("They stay at the hotel for 3 nights."))
    assert any("remains the same" in v for v in variants("The price of the apples stays the same."))
    assert any("remains at N = 500" in v for v in variants("The population stays at N = 500 individuals."))
    assert not any("remains" in v for v in variants("Tom stays at a hotel that costs $100 per night."))
    assert any("remain in the same shell" in v for v in variants("The electrons stay in the same shell."))


def test_obtaining_from_a_person_is_receiving():
    assert not any("finds" in v for v in variants("She obtains 3 stickers from her friend."))
    assert any("we find x = 3" in v for v in variants("Subtracting, we obtain x = 3 from equation (1)."))


def test_big_before_a_person_means_older():
    assert not any("large" in v for v in variants("His big brother is 5 years older than him."))
    assert any("large box" in v for v in variants("The big box holds 12 apples."))


def test_rapid_is_said_of_a_process_and_fast_follows_its_verb():
    assert not any("rapid" in v for v in variants("A fast runner covers 10 miles in an hour."))
    assert any("rapid step" in v for v in variants("The second, fast step is the attack of water."))
    assert not any("fast spends" in v for v in variants("She quickly spends 20 dollars at the store."))
    assert any("increased fast" in v for v in variants("The number of students increased quickly."))


def test_a_counted_goal_and_a_plot_of_land_keep_their_words():
    assert not any("aims" in v or "objectives" in v for v in variants("They scored 3 goals in the game."))
    assert any("main aim" in v for v in variants("The main goal of the study is to compare the groups."))
    assert not any("graph" in v for v in variants("The plot of land is 20 feet long."))
    assert any("graph of the function" in v for v in variants("The plot of the function shows a maximum at x = 2."))


def test_found_by_a_finder_is_discovered_and_a_result_found_by_a_method_swaps():
    # round 31: "the shells found by team Gogetters" → "determined by": a finder discovers things, it does not compute
    shells = "We are given that the total number of shells found by team Gogetters is 168, so 280 - 2.8x = 168."
    assert not any("determined" in v for v in variants(shells))
    assert not any("determined by her" in v for v in variants("The number of eggs found by her is 12."))
    # a "by" phrase of a method names no finder: oxygen "found by difference" was accepted (realistic-test6)
    assert any("determined by dividing" in v for v in variants("The value of x is found by dividing 12 by 3."))
    assert any("determined by difference" in v for v in variants("Oxygen is found by difference, so it is 0.32 g."))
    assert any("determined by" in v for v in variants("The total found by the formula is 24."))


def test_round32_a_change_stays_rapid_a_living_thing_typical_and_a_pointed_out_fact_correct():
    # mrben-test35: "rapid evolutionary change", "the rapid diversification of a species" → "fast": a change is rapid
    change = "Species experience long periods of stasis punctuated by brief periods of rapid evolutionary change."
    assert not any("fast evolutionary" in v for v in variants(change, subject="Biology"))
    radiation = "Adaptive radiation refers to the rapid diversification of a single species into many new forms."
    assert not any("fast diversification" in v for v in variants(radiation, subject="Biology"))
    # transfer and acts may be fast (both readers accepted these, rounds 23 and 26)
    assert any("fast heat" in v for v in variants("This enables extremely rapid heat loss.", subject="Biology"))
    assert any("fast reproduction" in v for v in variants("They focus on rapid reproduction.", subject="Biology"))
    # "typical bacterial cells" → "common bacterial cells" names a widespread kind, not a representative one
    cells = "Reverse transcriptase is not involved in typical bacterial cells' growth or replication."
    assert not any("common bacterial" in v for v in variants(cells, subject="Biology"))
    ions = "Being very electronegative is not a typical property of these ions."
    assert any("common property" in v for v in variants(ions, subject="Chemistry"))
    # "correctly highlights" means rightly; "properly highlights" reads as the manner of pointing out
    assert not any("properly" in v for v in variants("Choice C correctly highlights a major difference."))
    assert not any("properly" in v for v in variants("Only Choice A correctly matches the converted values."))
    assert any("properly states" in v for v in variants("Choice_A correctly states the Pauli exclusion principle."))


def test_round34_a_heading_verb_an_earlier_step_opens_with_is_kept():
    # round 34: "Examining Choice_C" after "Analyzing Choice_B" breaks the solution's own template and shows a judge
    # where the variant is; the verb after "Let's" and a "Calculate ..." heading are the same template
    step = "Analyzing Choice_C: Beta particles are high-energy electrons emitted during radioactive decay."
    assert not any(v.startswith("Examining") for v in variants(step, earlier="Analyzing Choice_B: Alpha particles"))
    lets = "Let's analyze Choice B: II only. A bounded function need not mean that K is compact."
    assert not any("examine" in v for v in variants(lets, earlier="Let's analyze Choice A: I only.\nSo A is wrong."))
    ways = "Calculate the number of ways to have exactly 4 girls: 5 choose 4 = 5 ways."
    three = "Calculate the number of ways to have 3 girls."
    assert not any(v.startswith("Compute") for v in variants(ways, earlier=three))
    # a verb later in the step still swaps (since round 40 a heading never does: see the round-40 test)
    later = "Next, we analyze Choice C: beta particles are high-energy electrons."
    assert any("examine" in v for v in variants(later, earlier="Analyzing Choice_B: Alpha particles"))
    # the first heading of the template is kept too: "Examining Choice_A" before "Analyzing Choice_B" gives it away
    first = "Analyzing Choice_A: Alpha particles are helium nuclei."
    assert not any(v.startswith("Examining") for v in variants(first, later="Analyzing Choice_B: Beta particles"))


def test_round34_as_noted_and_determining_a_property_keep_their_verbs():
    # "As noted in step 1" → "As noticed in step 1" (both readers): "as noted" refers back to what was said
    assert not any("noticed" in v for v in variants("As noted in step 1, this sum is an infinite geometric series."))
    assert any("notice the false" in v for v in variants("But note the false logic presented for the choices."))
    # "determining the gender", "to determine the nature of the critical point" → "find": a property is established
    gender = "The total number of possible outcomes when determining the gender of John's five children is 2^5 = 32."
    assert not any("finding" in v for v in variants(gender))
    nature = "We use the second derivative to determine the nature of the critical point."
    assert not any("find the nature" in v for v in variants(nature))
    # a quantity or a direction is found (both readers accepted "find the direction of electron flow")
    assert any("find the direction" in v for v in variants("We need to determine the direction of electron flow."))
    assert any("find the molar mass" in v for v in variants("We need to determine the molar mass of the acid."))


def test_round35_choose_to_a_denied_assumption_and_a_repeated_connective():
    # "I have chosen to go through each step" → "selected to", "picked to" (both readers, three pairs): "choose to"
    # decides on an action, while "select" and "pick" take an object
    chosen = "Note: I have chosen to go through each step of the process, but you can modify the formatting."
    assert not any("selected to" in v or "picked to" in v for v in variants(chosen))
    assert any("pick one shirt" in v for v in variants("We need to choose one shirt from the five shirts."))
    # "we cannot assume that" → "cannot suppose" (both readers); "we can assume" → "suppose" was accepted
    denied = "Since there are no details about the conditions, we cannot assume that the equilibrium lies on the right."
    assert not any("suppose" in v for v in variants(denied))
    assert any("can suppose" in v for v in variants("We can assume that the gas behaves ideally at this pressure."))
    # "Therefore ... Thus" → "Hence ... Hence" in one variant (both readers): two swaps never land on one word
    step = (
        "The change in internal energy is zero. Therefore, the work cannot be subtracted from the energy change. "
        "Thus, Choice B is not true."
    )
    found = variants(step, n=40)
    assert not any(v.count("Hence") > 1 for v in found)
    assert any("Hence, the work" in v for v in found) and any("Hence, Choice B" in v for v in found)
    # two swaps to different words still make one variant
    two = "We need to determine the total cost. Therefore, the answer is 12."
    assert any("find the total" in v and "Thus" in v for v in variants(two, n=40))


def test_round36_worth_noting_upon_examining_raised_variation_and_a_hypothetical_sign():
    # "It is worth noting that" → "worth noticing" (both readers): "notice" only stands in for a call to attend
    worth = "It is worth noting that the truth of the second statement does not depend on the first statement."
    assert not any("noticing" in v for v in variants(worth))
    assert any("notice the false" in v for v in variants("But note the false logic presented for the choices."))
    # "Upon examining all choices" → "Upon looking at" (both readers); "After examining" → "After looking at" was kept
    upon = "Upon examining all choices, the only statement that contradicts the theory is Choice_C."
    assert not any("looking at" in v for v in variants(upon, subject="Biology"))
    after = "After examining all four choices, only Choice_C is consistent with our calculation."
    assert any("After looking at" in v for v in variants(after, subject="Biology"))
    # "increases genetic variation" → "raises" (both readers); "increases genetic diversity" → "raises" was accepted
    varied = "This genetic exchange increases genetic variation within the bacterial population."
    assert not any("raises" in v for v in variants(varied, subject="Biology"))
    diverse = "Breeding between populations increases genetic diversity, improving population health."
    assert any("raises genetic diversity" in v for v in variants(diverse, subject="Biology"))
    # "a small λ would indicate a small deviation" → "would show" (both readers); "can indicate" → "can show" was kept
    sign = "This is consistent with theory, as a small and positive λ would indicate a small deviation in g."
    assert not any("would show" in v for v in variants(sign, subject="Chemistry"))
    proximity = "The frequency of crossing over between two genes can indicate their proximity on the chromosome."
    assert any("can show" in v for v in variants(proximity, subject="Biology"))


def test_round38_raise_only_a_level_suppose_only_a_proposition_and_no_casual_pick_in_biology():
    # "increased molecular mass" → "raised" and "raising their availability" (both readers): one raises a level on a
    # scale; "raise an individual's reproductive success", "raise the entropy" were accepted
    mass = "While increased molecular mass would contribute to higher melting points, it does not explain the trend."
    assert not any("raised molecular" in v for v in variants(mass, subject="Chemistry"))
    supply = "Nitrogen is often a limiting nutrient, and increasing its availability could stimulate growth."
    assert not any("raising its availability" in v for v in variants(supply, subject="Biology"))
    success = "Sexual selection favors traits that increase an individual's reproductive success."
    assert any("raise an individual's reproductive success" in v for v in variants(success, subject="Biology"))
    # "we should assume complete dissociation" → "suppose", "are assumed to have no volume" → "are supposed to"
    # (both readers): "suppose" takes a proposition, and "be supposed to" means "ought to"
    condition = "It also states that we should assume complete dissociation of the salt into its ions."
    assert not any("suppose" in v for v in variants(condition, subject="Chemistry"))
    passive = "This statement is also correct as ideal gas particles are assumed to have no volume in the theory."
    assert not any("supposed" in v for v in variants(passive, subject="Chemistry"))
    assert any("suppose x is negligible" in v for v in variants("Since x is small, assume x is negligible."))
    # "humans deliberately select and breed organisms" → "pick and breed" (both readers): in biology selecting is the
    # mechanism of selection; "choose and breed" was accepted there, and "pick" still replaces "select" in maths
    bred = "Artificial selection is a process in which humans deliberately select and breed organisms for traits."
    assert not any("pick and breed" in v for v in variants(bred, subject="Biology"))
    assert any("choose and breed" in v for v in variants(bred, subject="Biology"))
    assert any("pick" in v for v in variants("We select two balls from the bag.", subject="Math"))


def test_a_word_before_a_colon_is_a_label_whatever_the_tokenizer_makes_of_the_colon():
    # ":**" after "answer" is one token (":*", an emoticon), so a test of the next token let "result:**" through
    assert variants("So the final answer:** 76") == []
    assert variants("The final answer :) is 76") == []
    assert variants("So the final answer is 76") == ["So the final result is 76"]


def test_prefilter_turns_away_a_step_whose_only_lexicon_word_is_a_label():
    assert not may_have_candidates("**Answer:** 76", "Math")
    assert not may_have_candidates("Answer : 76", "Math")
    assert may_have_candidates("The answer is 76.", "Math")


def test_prefilter_turns_away_a_step_whose_only_lexicon_word_is_part_of_a_compound():
    assert not may_have_candidates("The trait is X-linked here.", "Biology")
    assert not may_have_candidates("Use the mass/compute ratio.", "Math")
    assert may_have_candidates("The two genes are linked here.", "Biology")


def test_prefilter_turns_away_a_step_whose_only_lexicon_word_is_protected():
    assert not may_have_candidates('She wrote "compute the sum" on the board.', "Math")  # a quotation
    assert not may_have_candidates("Then $compute = 4$ holds.", "Math")  # maths
    assert may_have_candidates("She wrote that we compute the sum.", "Math")


def test_prefilter_turns_away_a_count_where_the_solution_writes_counts_in_digits():
    text = "She put 3 apples in the basket."
    assert may_have_candidates(text, "Math")
    assert not may_have_candidates(text, "Math", earlier="There are 10 boxes.")
    assert not may_have_candidates(text, "Math", question="She has 4 boxes.")
    assert not may_have_candidates("She put 3 apples and 4 pears in the basket.", "Math")


def test_prefilter_turns_away_a_count_the_question_gives_or_one_of_a_unit():
    text = "She put 3 apples in the basket."
    assert not may_have_candidates(text, "Math", question="What is 3 + 4?")
    assert may_have_candidates(text, "Math", question="What is 5 + 4?")
    assert not may_have_candidates("The train waited for 2 hours.", "Math")  # a unit word
    assert not may_have_candidates("She put 3 cm in the basket.", "Math")  # a unit, protected
    assert may_have_candidates("The train waited for 2 trains.", "Math")


@pytest.mark.slow
def test_prefilter_never_turns_away_a_step_the_rules_vary():
    """``may_have_candidates`` is exact: every step of the sample and of mrben-dev (correct or not) that it turns
    away, with its question and the steps around it, gets no candidate when parsed; it turns away most of them."""
    steps = [
        (step.text, process.problem, [s.text for s in process.steps], index)
        for bench in (sample_path(), Path(__file__).parents[1] / "bench" / "data" / "mrben-dev")
        for process in load_benchmark(bench).processes.values()
        for index, step in enumerate(process.steps)
    ]
    docs = parse_many([text for text, *_ in steps])
    turned_away = made = 0
    for (text, problem, texts, index), doc in zip(steps, docs):
        earlier, later = "\n".join(texts[:index]), "\n".join(texts[index + 1 :])
        found = synonym_candidates(
            text,
            doc,
            problem.subject,
            np.random.default_rng(0),
            20,
            question=problem.question,
            earlier=earlier,
            later=later,
        )
        made += bool(found)
        if not may_have_candidates(text, problem.subject, problem.question, earlier):
            turned_away += 1
            assert found == [], text
    assert turned_away > len(steps) / 2 and made > 50


def test_round39_properly_only_on_accounts_no_attributive_needed_no_parenthetical_hence_occur_naturally_kept():
    # "correctly identifies" → "properly identifies" (round 32 both readers; round 39 with "needed"): picking out is
    # accurate, not proper; "properly describes/represents" were accepted
    identifies = "Choice_B correctly identifies a characteristic of any products formed in the reaction."
    assert not any("properly" in v for v in variants(identifies, subject="Physics"))
    describes = "Only Choice_D correctly describes the resulting motion of the mass."
    assert any("properly describes" in v for v in variants(describes, subject="Physics"))
    # "a necessary characteristic" → "a needed characteristic" (both readers); "the diversity necessary for" →
    # "needed for" was accepted
    attribute = "It identifies a necessary characteristic of any products formed in the reaction."
    assert not any("needed characteristic" in v for v in variants(attribute, subject="Physics"))
    after = "Mutation provides the genetic diversity necessary for selective pressures to act upon."
    assert any("diversity needed for" in v for v in variants(after, subject="Biology"))
    # "This choice, therefore, provides ..." → "hence" (both readers); "and, hence, a higher entropy" was accepted
    aside = "This choice, therefore, provides an incomplete explanation of the trend."
    assert not any(", hence," in v for v in variants(aside, subject="Chemistry"))
    # "is occurring naturally" → "happening naturally" (both readers): "occur naturally" is one expression
    natural = "Choice A does not apply here since the snail coloring is occurring naturally."
    assert not any("happening" in v for v in variants(natural, subject="Biology"))
    assert any("happens" in v for v in variants("Natural selection occurs when there is variation.", "Biology"))


def test_round40_a_steps_title_is_its_heading_and_is_kept():
    # round 40: "Analyze the ability of each central atom to attract electrons" → "Examine ...", "Determine the formal
    # charge" → "Find ...", "Jointly analyzing all the choices to decide the solution:" → "examining": one reader of
    # each of 16 pairs graded the step's title a changed header, whether or not another step shares its verb
    title = "Analyze the ability of each central atom to attract electrons\n- BeCl2: Be is small, so it attracts them."
    assert not any(v.startswith("Examine") for v in variants(title, subject="Chemistry"))
    jointly = "Jointly analyzing all the choices to decide the solution: Based on the data, Choice B is the answer."
    assert not any("examining" in v for v in variants(jointly, subject="Biology"))
    headed = "**Step 3:** Calculate the final temperature (T2): T2 = 10.00 L x 400.15 K / 5.00 L"
    assert not any("Compute" in v for v in variants(headed, subject="Chemistry"))
    deciding = "Deciding the solution after analyzing all candidate choices\n- Choice_A is not convergent evolution."
    assert not any("examining" in v for v in variants(deciding, subject="Biology"))
    # an opening sentence with no line break or colon is no title: its verb swaps as before (accepted in earlier reads)
    sentence = "Analyze the given data. The question asks for the force, and we must calculate it from the flux."
    assert any(v.startswith("Examine") for v in variants(sentence, subject="Physics"))
    assert any(v.startswith("Determine") for v in variants("Find the sum of the first ten terms."))
    # nor is a long first line that happens to end in a colon
    long = "Analyze how the force on the surface depends on the flux and on the area of the mirror in the end: F = 2P/c"
    assert any(v.startswith("Examine") for v in variants(long, subject="Physics"))
    # a step that opens otherwise is no title: its verbs swap as before
    assert any("examine" in v for v in variants("Next, we analyze Choice C: beta particles are electrons."))


def test_round40_catalyze_is_kept_and_depending_on_the_situation_is_one_expression():
    # "catalyzing the addition" → "speeding up" (both readers, twice; 0 of 4 graded pairs): a term of art
    enzyme = "Adenylate cyclase does not catalyze the addition of phosphate groups to proteins."
    assert not any("speed" in v for v in variants(enzyme, subject="Biology"))
    # "depending on the situation" → "depending on the case" (one reader, three pairs); "situation" alone still swaps
    depends = "It can accept electrons or donate them, depending on the situation at hand."
    assert not any("the case" in v for v in variants(depends, subject="Chemistry"))
    assert any("this case" in v for v in variants("In this situation the gas expands.", subject="Chemistry"))


def test_round41_the_answer_to_a_listed_option_question_and_therefore_before_a_participle_are_kept():
    # round 41 (GPT-4o on MMLU-Pro): "The answer is (G)." → "The result is (G)." and "To find the correct answer" →
    # "result" (all four readers, 18 pairs): where the question lists options, the answer is one of them
    options = "Which ion is present?\n\nA: Na+\nB: K+\nC: Cl-\nD: Br-"
    assert not any("result" in v for v in variants("The answer is (G).", subject="Chemistry", question=options))
    assert not any(
        "result" in v for v in variants("To find the correct answer, we compare the ions.", "Chemistry", options)
    )
    assert any("The result is" in v for v in variants("The answer is 12 apples.", question="How many apples remain?"))
    # ", thus preventing the cell from bursting" → ", therefore stopping" (both readers); "thus forming" → "hence
    # forming" was accepted, and "therefore" still replaces "thus" before a clause
    bursting = "It expels the water from the cell, thus preventing the cell from bursting."
    found = variants(bursting, subject="Biology")
    assert not any("therefore preventing" in v for v in found) and any("hence preventing" in v for v in found)
    assert any(
        "therefore" in v for v in variants("The cell expels water, and thus the cell does not burst.", "Biology")
    )


def test_round42_a_one_letter_subject_is_a_symbol_not_a_person():
    # "an additional chromosome other than Y does not determine maleness" → "does not find maleness" (both readers):
    # the parse made "Y" the subject; a one-letter proper noun names a symbol, so "determine" is a cause here
    chromosome = "The presence of an X chromosome and a chromosome other than Y does not determine maleness."
    assert not any("find" in v for v in variants(chromosome, subject="Biology"))
    assert any("find" in v for v in variants("Maria can determine the mass of the sample.", subject="Chemistry"))


def test_round43_determine_why_and_how_a_clause_keep_their_verb_determine_how_many_swaps():
    # "To determine why milk spoils" → "To find why", "determine how the heart is supplied" → "find how" (both readers)
    assert not any(
        "find why" in v
        for v in variants("To determine why milk spoils when kept warm, we look at bacteria.", "Biology")
    )
    assert not any(
        "find how" in v for v in variants("To determine how the heart is supplied, we trace the arteries.", "Biology")
    )
    # "find how many/much/long" was accepted in seven graded pairs
    assert any("find how many" in v for v in variants("First, we need to determine how many hours James runs."))


def test_round48_find_with_a_bare_plural_object_comes_upon_it():
    # round 48 (both readers): "we find forests" → "we determine forests" (the wrong sense of "find")
    assert not any("determine forests" in v for v in variants("In these regions, we find forests and grasslands."))
    assert any("determine the roots" in v for v in variants("So we find the roots of the equation."))
    assert any("determine the z-scores" in v for v in variants("First, we find the z-scores for 5 and 11."))


def test_round60_about_needs_a_quantity_approximate_as_models_patterns_occur_and_named_methods():
    """Round 60 (Gemini 1.5 Pro text; both readers unless noted)."""
    # "these values about satisfy the equations": "about" needs a quantity after it
    assert not any(" about " in v for v in variants("Let's check if these values approximately satisfy the equations."))
    assert "The molar mass is about 34 g/mol." in variants("The molar mass is approximately 34 g/mol.")
    # "estimate the volume of a molecule as a sphere": approximating as a shape is modelling
    assert variants("We can approximate the volume of a helium molecule as a sphere.", "Chemistry") == []
    # "the bright rings happen when ...": a pattern's features occur; events happen
    rings = "For Newton's rings, the bright rings occur when the path difference is a multiple of the wavelength."
    assert not any("happen" in v for v in variants(rings, "Physics"))
    assert any("happens" in v for v in variants("The strongest reflection occurs when the waves interfere.", "Physics"))
    # "the technique of Lagrange multipliers" (one reader): a named method keeps its name
    assert variants("To maximize the volume, we can use the method of Lagrange multipliers.") == []


def test_round61_a_question_asked_a_distance_travelled_and_an_expression_approximated():
    """Round 61 (Gemini 1.5 Pro text; both readers each)."""
    assert variants("The options don't seem to apply to the actual question being asked.", "Physics") == []
    assert "However, the problem states that the rate is constant." in variants(
        "However, the question states that the rate is constant.", "Physics"
    )
    assert variants("This is the time it takes light to travel twice the length of the rocket.", "Physics") == []
    assert variants("The radar pulse travels to the tail and back.", "Physics") == [
        "The radar pulse moves to the tail and back."
    ]
    assert variants("Since K_a is small, we can approximate $0.10 - x \\approx 0.10$.", "Chemistry") == []
    assert variants("Using the weights, we can approximate the mass of the sample.", "Chemistry") == [
        "Using the weights, we can estimate the mass of the sample."
    ]
