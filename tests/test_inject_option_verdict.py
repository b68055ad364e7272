"""RE ``flip_option_verdict``: a verdict on an answer option of a multiple-choice question, flipped."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from confprobench.data import ErrorType
from confprobench.perturb import checks
from confprobench.perturb.inject import (
    TARGET_CHECKS,
    InjectionContext,
    error_candidates,
    flip_option_verdict,
    reasoning_error,
    verify_injection,
)

QUESTION = (
    "When water evaporates from the surface of a pond, what happens to the remaining liquid water?\n\n"
    "A: The surface water cools. \nB: The surface water warms. \nC: The temperature remains unchanged. \n"
    "D: The pH of the remaining water decreases."
)
MC = InjectionContext(question=QUESTION, subject="Chemistry")


def _flips(step: str, context: InjectionContext = MC) -> list[str]:
    return [c.text for c in flip_option_verdict(step, context)]


@pytest.mark.parametrize(
    ("step", "flipped"),
    [
        (
            "Choice A is incorrect because there would be a change in pressure in both compartments.",
            "Choice A is correct because there would be a change in pressure in both compartments.",
        ),
        ("Choice D is correct.", "Choice D is incorrect."),
        ("Thus, Choice A cannot be correct.", "Thus, Choice A can be correct."),
        ("Choice C can be ruled out.", "Choice C cannot be ruled out."),
        ("Choice C cannot be eliminated.", "Choice C can be eliminated."),
        (
            "Choice A is false, because evaporation removes the fastest molecules.",
            "Choice A is true, because evaporation removes the fastest molecules.",
        ),
        ("Choice_B is not correct.", "Choice_B is correct."),
        ("(B) is wrong since the water loses energy.", "(B) is right since the water loses energy."),
        ("Option A is an incorrect statement.", "Option A is a correct statement."),
        ("Option A is a correct statement.", "Option A is an incorrect statement."),
        ("Option B is inaccurate as the water cools.", "Option B is accurate as the water cools."),
        ("Therefore, Choice C is also incorrect.", "Therefore, Choice C is correct."),
        (
            "The water cools, so choices B, C, and D can be ruled out.",
            "The water cools, so choices B, C, and D cannot be ruled out.",
        ),
        (
            "- Choice B (the water warms) is invalid because the fastest molecules leave.",
            "- Choice B (the water warms) is valid because the fastest molecules leave.",
        ),
        (
            "Evaporation removes energy, making this choice incorrect.",
            "Evaporation removes energy, making this choice correct.",
        ),
        (
            "The fastest molecules leave the surface. So Choice A is the correct answer.",
            "The fastest molecules leave the surface. So Choice A is not the correct answer.",
        ),
    ],
)
def test_flips_a_verdict_on_an_option(step: str, flipped: str) -> None:
    assert flipped in _flips(step)
    candidate = next(c for c in flip_option_verdict(step, MC) if c.text == flipped)
    assert candidate.params["error_type"] == ErrorType.RE.value
    assert candidate.params["rule"] == "flip_option_verdict"
    assert "the step now says" in candidate.params["explanation"]
    ok, why = verify_injection(step, candidate)
    assert ok, why
    verdicts = {v.name: v.passed for v in checks.invariant_checks(step, candidate.text)}
    assert not all(verdicts[name] for name in TARGET_CHECKS[ErrorType.RE])  # it fails a target check of RE


def test_only_in_a_question_that_lists_options() -> None:
    step = "Choice A is incorrect because the water cools."
    assert _flips(step)
    assert _flips(step, InjectionContext(question="What happens to the water in a pond?")) == []
    assert _flips(step, InjectionContext(question="Which is right?\nA: cools")) == []  # one option is no list
    assert _flips(step, InjectionContext()) == []


@pytest.mark.parametrize(
    "step",
    [
        "Choice A would be correct if the pond were heated.",  # a hypothetical
        "If the water warmed, Choice B is correct.",
        "We must decide whether Choice B is correct.",
        "Is Choice B correct?",
    ],
)
def test_no_flip_in_a_hypothetical(step: str) -> None:
    assert _flips(step) == []


def test_hypothetical_guard_leaves_a_plain_verdict_alone() -> None:
    assert _flips("Choice A would be correct.") == []  # no copula it knows: "would be" is a hypothetical too
    assert _flips("Choice A is correct.") == ["Choice A is incorrect."]


@pytest.mark.parametrize(
    "step",
    [
        "Solution: Choice_D",
        "Solution: Choice C is correct. Choice A is the correct answer as it keeps the point.",
        'The question says "the surface water is correct to cool", so we look at the options.',
        "Choice B states that the water warms, which is correct only at night.",
    ],
)
def test_no_flip_in_the_final_line_or_the_options_own_words(step: str) -> None:
    assert _flips(step) == []


def test_no_flip_of_the_question_restated() -> None:
    question = QUESTION + "\nNote: Choice A is correct for a pond in sunlight."
    step = "Choice A is correct for a pond in sunlight."
    assert _flips(step, InjectionContext(question=question)) == []
    assert _flips(step) == ["Choice A is incorrect for a pond in sunlight."]


@pytest.mark.parametrize(
    "step",
    [
        "The water temperature is correct to two decimals.",  # a verdict on a fact, not on an option
        "This process is incorrect for a closed container.",
        "Choice B shows the correct relative concentrations.",  # a verb other than a copula: a claim, not a verdict
        "Choice B is sometimes true, so we look further.",  # a quantified verdict
        "Choice A is the most accurate description.",
        "Choice D is correct but incomplete.",
        "Choice C is not necessarily true.",
    ],
)
def test_no_flip_of_another_subject_or_a_qualified_verdict(step: str) -> None:
    assert _flips(step) == []


def test_no_double_negative() -> None:
    # "cannot be ruled out" next to a "do not": two negations
    assert _flips("Since enzymes do not affect diffusion, Choice C can be ruled out.") == []
    # "incorrect" into a sentence that already has a negation reads as a double negative
    assert _flips("Choice C is correct because the pressure does not change.") == []
    # the other way round removes the negative word and is kept
    assert _flips("Choice C is incorrect because the pressure does not change.") == [
        "Choice C is correct because the pressure does not change."
    ]
    # a negative-polarity word needs the negation the flip would remove
    assert _flips("It is 78.8 eV, so Choice_D is not the correct answer either.") == []
    assert _flips("Choice_D is not correct at all.") == []
    assert _flips("It is 78.8 eV, so Choice_D is not the correct answer.") == [
        "It is 78.8 eV, so Choice_D is the correct answer."
    ]
    for step in ("Choice A is not incorrect.", "Choice A cannot be invalid."):
        for candidate in flip_option_verdict(step, MC):
            assert verify_injection(step, candidate)[0]


def test_no_duplicate_of_negate_conclusion() -> None:
    step = "The fastest molecules leave, so Choice A is the correct answer."
    texts = [c.text for c in reasoning_error(step, np.random.default_rng(0), MC)]
    assert "The fastest molecules leave, so Choice A is not the correct answer." in texts
    assert len(texts) == len(set(texts))
    assert Counter(c.operation for c in reasoning_error(step, np.random.default_rng(0), MC)) == {"negate_conclusion": 1}


def test_takes_turns_with_the_other_types() -> None:
    step = "The water loses 2 * 30 = 60 J, so it cools. Choice A is correct. Choice B is incorrect."
    firsts: Counter[str] = Counter()
    for seed in range(40):
        candidates = error_candidates(step, np.random.default_rng(seed), 4, MC)
        assert {c.params["error_type"] for c in candidates} >= {"NC", "RE"}
        firsts[candidates[0].params["error_type"]] += 1
    assert firsts["NC"] >= 10  # two flips of RE do not crowd NC out of first place


EXCEPTION_QUESTION = (
    "Increasing the temperature of the above reaction will increase the rate of reaction. Which of the following "
    "is NOT a reason that increased temperature increases reaction rate?\n\n"
    "A: The reactants will be more likely to overcome the activation energy. \n"
    "B: The number of collisions between reactant molecules will increase. \n"
    "C: A greater distribution of reactant molecules will have high velocities. \n"
    "D: Alternate reaction pathways become available at higher temperatures."
)


@pytest.mark.parametrize(
    "stem",
    [
        "Which of the following is NOT a reason that increased temperature increases reaction rate?",
        "All of the following play a role in morphogenesis EXCEPT",
        "To prepare a buffer, all of the following are needed except",
        "Which of the following statements is the LEAST likely reason the frequency of mutation appears low?",
        "Which of the following statements about fungi is false?",
        "Which of the following does not contain oxygen?",
    ],
)
def test_no_first_verdict_flip_when_the_question_asks_for_the_exception(stem: str) -> None:
    # round 34: "Choice A is correct" → "incorrect" can mean "A is not the answer to pick", which is true
    context = InjectionContext(question=stem + "\n\nA: Alpha. \nB: Beta. \nC: Gamma.", subject="Biology")
    step = "Choice A is correct. Higher temperatures allow more molecules to overcome the activation energy."
    assert _flips(step, context) == []


def test_a_verdict_flip_on_an_exception_question_once_an_earlier_verdict_fixed_the_sense() -> None:
    step = "Choice B is correct. At higher temperatures, reactant molecules collide more frequently."
    flipped = "Choice B is incorrect. At higher temperatures, reactant molecules collide more frequently."
    context = InjectionContext(question=EXCEPTION_QUESTION, subject="Chemistry")
    assert _flips(step, context) == []  # the first verdict of the solution: its sense is still open
    earlier = "Choice A is correct. Higher temperatures allow more molecules to overcome the activation energy."
    after_a = InjectionContext(question=EXCEPTION_QUESTION, subject="Chemistry", earlier=earlier)
    assert _flips(step, after_a) == [flipped]
    # an earlier verdict in the same step fixes it too
    both = earlier + " " + step
    assert _flips(both, context) == [earlier + " " + flipped]
    # a question that does not ask for the exception keeps the first verdict's flip, and "at least" is no LEAST
    at_least = InjectionContext(question="What happens at least once?\n\nA: Alpha. \nB: Beta.", subject="Chemistry")
    assert _flips(step, at_least) == [flipped]
