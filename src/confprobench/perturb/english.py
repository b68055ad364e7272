"""English facts the text rules share: nouns naming people, the tokens that close a clause, the dependencies
that give a verb a subject, and the test for a sentence already broken as written (which no rewrite can repair).

Used by both the synonym and the syntactic families, so that neither family's module depends on the other.
"""

from __future__ import annotations

from typing import Any

#: Nouns naming people: the agent of a passive verb ("obtained by 3 students"), the doer of an action ("the student's push").
PERSON_NOUNS = frozenset(
    {
        "adult",
        "athlete",
        "baker",
        "boy",
        "child",
        "class",
        "customer",
        "employee",
        "farmer",
        "friend",
        "girl",
        "man",
        "member",
        "parent",
        "participant",
        "people",
        "person",
        "player",
        "pupil",
        "reader",
        "respondent",
        "shopper",
        "student",
        "teacher",
        "team",
        "twin",
        "visitor",
        "voter",
        "woman",
        "worker",
    }
)
#: People named by their relation ("her son, Solomon,", "his big brother": "big" before them means older, not large).
KIN_NOUNS = frozenset(
    {"brother", "sister", "kid", "son", "daughter", "cousin", "baby", "guy", "mother", "father", "wife", "husband"}
)
#: Tokens that close the verb's clause: an object after one of them is parser noise, not the verb's own object.
CLAUSE_BREAKS = frozenset({"(", ")", "[", "]", ",", ";", ":", "→", "—", "–"})
#: Tags of a finite verb; one hung on a bare, subjectless main verb without a subject of its own breaks the sentence.
FINITE_VERB_TAGS = frozenset({"VBP", "VBZ", "VBD"})
#: Dependencies that give a verb a subject.
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})


#: Dependencies that join a second verb to the first as a clause or a modifier of its own, not as a stray verb.
LINKED_VERB_DEPS = frozenset({"conj", "advcl", "relcl", "acl", "compound", "amod", "parataxis"})


def lacks_subjects(sent: Any) -> bool:
    """Whether a sentence is broken: its main verb is bare with no subject (imperative-like) and a finite verb hung
    on it as a dependent, not a clause or modifier of its own, has no subject of its own and no conjunction,
    relative, complementizer, "to" or clause break between them.
    Round 13: "Therefore, calculate distinct congruences satisfy $x \\equiv 42$." is ungrammatical as written, and
    readers marked every variant of it ungrammatical; no rewrite of such a sentence can be graded."""
    tokens = list(sent)
    for first_index, first in enumerate(tokens):
        if first.tag_ != "VB" or first.dep_ != "ROOT" or first.lemma_.lower() == "let" or _has_subject_or_aux(first):
            continue
        if not first.text[1:].islower():
            continue  # "EcoRI alone cuts ...": a name with inner capitals the tagger took for a verb
        for token in tokens[first_index + 1 :]:
            if token.text in CLAUSE_BREAKS or token.pos_ in {"CCONJ", "SCONJ"} or token.tag_ in {"WDT", "WP", "TO"}:
                break
            if token.lower_ == "that" or token.pos_ == "AUX" or "\n" in token.text:
                break
            if token.pos_ == "VERB" and token.tag_ in FINITE_VERB_TAGS:
                if token.head.i == first.i and token.dep_ not in LINKED_VERB_DEPS and not _has_subject_or_aux(token):
                    return True
                break
    return False


def _has_subject_or_aux(verb: Any) -> bool:
    return any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"aux", "auxpass"} for c in verb.children)
