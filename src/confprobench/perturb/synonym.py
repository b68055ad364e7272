"""Synonym substitution: key terms replaced by near-synonyms that fit the subject and the context.

Replacements come only from the curated lexicon in ``data/stem_lexicon.tsv`` (lemma, part of speech,
subjects). A word is swapped only when its part of speech and dependency role fit the entry, it is not
a term of art of the subject (``data/terms_of_art.tsv``), not inside a fixed expression
(``data/fixed_expressions.txt``), not one of the problem's own terms (a noun or adjective the question uses)
and not inside a protected span (headers, maths, tags, restated question data, ...). Small integers counting
things in running prose may be written out ("3 workers" → "three workers"); numbers inside or next to
calculations, before a unit, or in a solution that writes counts in digits never are. Precision beats recall: a step with no safe slot gets
no candidate.
"""

from __future__ import annotations

import csv
import functools
import re
from collections import Counter
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np
from num2words import num2words

from .candidates import Candidate
from .english import CLAUSE_BREAKS, KIN_NOUNS, PERSON_NOUNS, lacks_subjects
from .inflection import inflect_phrase
from .protect import (
    HEADER_RE,
    MATH_RE,
    NUMBER_RE,
    NUMBER_WORDS_RE,
    OPERATOR_CHARS,
    OPTION_LABEL_RE,
    QUESTION_OPTION_RE,
    protected_spans,
    quoted_spans,
    unit_table,
)

MAX_CHANGES = 3
# Dependency roles in which a word of each part of speech may be swapped: the head of an argument or a
# predicate, never a modifier inside a name ("rate law"), a particle or a fixed phrase.
ROLES = {
    "NOUN": {"nsubj", "nsubjpass", "dobj", "pobj", "attr", "conj", "appos", "dative", "oprd", "ROOT"},
    "VERB": {"ROOT", "conj", "xcomp", "ccomp", "advcl", "relcl", "pcomp", "acl", "csubj"},
    "ADJ": {"amod", "acomp", "attr", "conj", "oprd", "ROOT"},
    "ADV": {"advmod"},
}
WRITE_OUT_MAX = 9  # only 2..9 are written out, and only when they count things ("eleven", "ten" read oddly in round 2)


@dataclass(frozen=True)
class LexiconEntry:
    """One row of the STEM lexicon: a lemma, its part of speech, subjects and allowed replacements."""

    lemma: str
    pos: str
    synonyms: tuple[str, ...]
    subject: str


def _data_lines(name: str) -> list[str]:
    text = (resources.files("confprobench.perturb") / "data" / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


@functools.lru_cache(maxsize=1)
def lexicon() -> dict[tuple[str, str], list[LexiconEntry]]:
    """(lemma, POS) → entries, from the shipped curated STEM lexicon."""
    table: dict[tuple[str, str], list[LexiconEntry]] = {}
    for row in csv.reader(_data_lines("stem_lexicon.tsv"), delimiter="\t"):
        lemma, pos, synonyms, subject = row
        table.setdefault((lemma, pos), []).append(LexiconEntry(lemma, pos, tuple(synonyms.split("|")), subject))
    return table


@functools.lru_cache(maxsize=1)
def terms_of_art() -> dict[str, frozenset[str]]:
    """Lemma → subjects in which it is a term of art and never swapped (``all`` for every subject)."""
    table: dict[str, set[str]] = {}
    for row in csv.reader(_data_lines("terms_of_art.tsv"), delimiter="\t"):
        table.setdefault(row[0], set()).update(s.strip() for s in row[1].split(","))
    return {lemma: frozenset(subjects) for lemma, subjects in table.items()}


@functools.lru_cache(maxsize=1)
def _fixed_expression_re() -> re.Pattern[str]:
    phrases = sorted((line.strip() for line in _data_lines("fixed_expressions.txt")), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases) + r")\b", re.I)


#: A digit the family may write out and the word after it: a one- or two-digit token worth 2..9, then a word of three
#: letters or more (the plural noun it counts). ``_number_options`` is stricter; this only has to miss nothing.
SMALL_COUNT_RE = re.compile(r"(?<!\d)(0?[2-9])\s*([^\W\d_]{3,})")
#: A run of letters: a word as the tokenizer cuts it (a token of letters only is such a run).
LETTERS_RE = re.compile(r"[^\W\d_]+")


@functools.cache
def _written_forms(lemma: str) -> frozenset[str]:
    """The lemma and each of its inflections (any part of speech), lower-cased."""
    from lemminflect import getAllInflections

    inflections = (form for tag_forms in getAllInflections(lemma).values() for form in tag_forms)
    return frozenset({lemma.lower(), *(form.lower() for form in inflections)})


@functools.lru_cache(maxsize=32)
def _surface_forms(subject: str) -> frozenset[str]:
    """Every written form, lower-cased, of every lexicon lemma that applies to ``subject``."""
    return frozenset(
        form
        for (lemma, _), entries in lexicon().items()
        if any(e.subject == "all" or subject.lower() in e.subject.split(",") for e in entries)
        for form in _written_forms(lemma)
    )


def _writes_counts_in_digits(text: str, question: str, earlier: str) -> bool:
    """Does the solution write counts in digits wherever ``_number_options`` looks ("10 choices"), so that it writes
    out no count in the step? So in the question or an earlier step; in the step, two counts in digits: the one
    ``_number_options`` takes out to write it can overlap only one of them (a count in digits ends in letters, begins
    with digits), so the other stays in the rest of the step."""
    return bool(
        COUNT_IN_DIGITS_RE.search(question)
        or COUNT_IN_DIGITS_RE.search(earlier)
        or len(COUNT_IN_DIGITS_RE.findall(text)) >= 2
    )


def may_have_candidates(text: str, subject: str, question: str = "", earlier: str = "") -> bool:
    """Can ``synonym_candidates`` make anything of ``text`` (a step of a solution to ``question``, after the steps
    ``earlier``)? False only when it certainly cannot. A cheap text test that spares the parse of the many steps
    that would get no variant anyway (the parse costs far more than the rest of the family). A slot needs a token
    whose lemma is a lexicon lemma, and such a token is written as one of that lemma's forms; a form that the rules
    turn away by its text alone (protected, part of a compound, a label) makes none. A written-out count needs a
    small count in digits before a word that is neither a unit nor protected, the count not one of the question's
    numbers, in a solution that does not write its counts in digits."""
    forms = _surface_forms(subject)
    words = [
        m
        for m in LETTERS_RE.finditer(text)
        if m.group(0).lower() in forms and not _kept_by_its_text(text, m.start(), m.end())
    ]
    counts = [
        m
        for m in ([] if _writes_counts_in_digits(text, question, earlier) else SMALL_COUNT_RE.finditer(text))
        if m.group(1) not in _question_numbers(question) and m.group(2).lower() not in _unit_words()
    ]
    if not words and not counts:
        return False
    protected = _text_protected_mask(text, question)  # the dearest part of the test, so the last
    return any(not any(protected[m.start() : m.end()]) for m in words) or any(
        not any(protected[m.end(1) : m.end(2)]) for m in counts
    )


def fixed_expression_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of the fixed multiword expressions in ``text``."""
    return [(m.start(), m.end()) for m in _fixed_expression_re().finditer(text)]


def is_term_of_art(lemma: str, subject: str) -> bool:
    """Whether ``lemma`` is a term of art of ``subject`` (never swapped)."""
    subjects = terms_of_art().get(lemma.lower())
    return bool(subjects) and ("all" in subjects or subject.lower() in subjects)  # type: ignore[operator]


@functools.lru_cache(maxsize=1)
def prepositional_verbs() -> frozenset[tuple[str, str]]:
    """(verb lemma, preposition) pairs read as one unit ("allow for", "exert on"), from
    ``data/prepositional_verbs.txt``."""
    return frozenset(
        (verb, preposition) for verb, preposition in (line.split() for line in _data_lines("prepositional_verbs.txt"))
    )


def _own_preposition(verb: Any) -> str:
    """The preposition right after the verb when it hangs on the verb ("allow for gas exchange"), else ""."""
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if following is None or following.pos_ != "ADP" or following.head.i != verb.i:
        return ""
    return str(following.lower_)


def _direct_objects(verb: Any) -> list[Any]:
    """The verb's own direct objects: a ``dobj`` child after the verb with no bracket or clause break between
    them. Round 9: in "it increases by a factor of 6 (7.5 L/min → 45 L/min)" the parser hangs "min" inside the
    parenthesis on "increases" as an object, and "raise" (transitive only) replaced the intransitive verb.
    A verb whose next word is its own preposition has no object: English puts the object first (round 23: in "will
    increase by a factor of 2^4 = 16" the parser made "16" an object, and "will raise by a factor" was made)."""
    if _own_preposition(verb):
        return []
    objects = []
    for child in verb.children:
        if child.dep_ not in {"dobj", "obj"} or child.i < verb.i:
            continue
        if not any(t.text in CLAUSE_BREAKS for t in verb.doc[verb.i + 1 : child.i]):
            objects.append(child)
    return objects


def _is_passive_participle(verb: Any) -> bool:
    """Is the verb a past participle used as a passive or an adjective ("were increased", "the increased volume"),
    not after "have"? Only a transitive verb has such a participle."""
    return verb.tag_ == "VBN" and not any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)


def _is_mid_clause_parenthetical(token: Any) -> bool:
    """Is the word set off by commas inside a clause, after a word that is no conjunction ("This choice, therefore,
    provides")?"""
    doc, i = token.doc, token.i
    return (
        1 < i < len(doc) - 1
        and doc[i - 1].text == ","
        and doc[i + 1].text == ","
        and doc[i - 2].lower_ not in {"and", "but", "or"}
        and not doc[i - 2].is_punct
    )


def _lexicon_options(token: Any, subject: str) -> list[str]:
    options: list[str] = []
    for entry in lexicon().get((token.lemma_.lower(), token.pos_), []):
        if entry.subject != "all" and subject.lower() not in entry.subject.split(","):
            continue
        has_object = bool(_direct_objects(token))
        passive = _is_passive_participle(token)
        for synonym in entry.synonyms:
            if synonym.endswith("+obj"):
                if not has_object:
                    continue
                synonym = synonym[:-4]
            elif synonym.endswith("-obj"):
                if has_object or passive:
                    continue  # round 21: "the volume were increased" → "were risen": an intransitive verb has no passive
                synonym = synonym[:-4]
            elif synonym.endswith("-poss"):
                if any(c.dep_ == "poss" for c in token.head.children):
                    continue  # round 17: "my previous result" → "my preceding result" read oddly to both readers
                synonym = synonym[:-5]
            options.append(synonym)
    return options


def _lemma_fits(token: Any) -> bool:
    """The parser's lemma is one of the word's dictionary lemmas for its part of speech (guards against
    parser noise such as "lens" read as the plural of "len")."""
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(token.text.lower(), upos=token.pos_)
    return not lemmas or token.lemma_.lower() in {lemma for forms in lemmas.values() for lemma in forms}


def _in_named_term(token: Any) -> bool:
    """Part of a multi-word term whose words are fixed: "rate law", "Ohm's law", "Pythagorean theorem",
    "combined gas law", "cells/mL". Such words are never replaced."""
    if token.dep_ in {"compound", "amod"} and token.pos_ in {"NOUN", "VERB"}:
        return True
    if token.pos_ == "NOUN" and any(
        c.dep_ in {"compound", "poss"} or (c.dep_ == "amod" and c.text[:1].isupper()) for c in token.children
    ):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return following is not None and following.text.startswith("/")


#: Adverb particles of phrasal verbs ("pick up", "check out", "break down"); the parser does not always mark them prt.
PARTICLES = frozenset({"up", "out", "off", "down", "over", "in", "on", "away", "back"})


def _has_particle(verb: Any) -> bool:
    """Whether the verb is part of a phrasal verb: a ``prt`` child, or an adverb particle right after it."""
    if any(child.dep_ == "prt" for child in verb.children):
        return True
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if following is None or following.lower_ not in PARTICLES:
        return False
    # a particle, not a preposition with an object of its own ("stays in the tube")
    return following.dep_ in {"prt", "advmod"} or (
        following.head == verb and not any(child.dep_ == "pobj" for child in following.children)
    )


def _is_operand(token: Any) -> bool:
    """A number or a one-letter variable ("6", "n", "$k$")."""
    text = token.text.strip("$")
    return token.like_num or (len(text) == 1 and text.isalpha() and text not in {"a", "A", "I"})


def _between_operands(token: Any) -> bool:
    """A word between two operands ("n choose k", "6 choose 5") names an operation: it is notation, not prose."""
    doc = token.doc
    return 0 < token.i < len(doc) - 1 and _is_operand(doc[token.i - 1]) and _is_operand(doc[token.i + 1])


#: Adverbs whose substitutes work only as a sentence-opening connective: sequence adverbs ("lastly", "then")
#: and additive sentence adverbs (round 11: ", additionally confirming" → ", moreover confirming" read wrong;
#: "moreover" and "furthermore" open a clause, they do not modify a participle).
OPENING_ONLY_ADVERBS = frozenset({"finally", "next", "additionally", "moreover", "furthermore"})


def _opens_sentence_before_comma(token: Any) -> bool:
    """Whether the word opens its sentence and a comma follows it ("Finally, we divide ...")."""
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    opens = token.i == token.sent.start or token.doc[token.i - 1].text in {":", "*", "**"}  # after a "**Step 3:**"
    return opens and following is not None and following.text == ","


def _has_prepositional_complement(adjective: Any) -> bool:
    """Whether the adjective governs a preposition ("typical of", "equal to", "suitable for"): a ``prep`` child,
    or a preposition right after it. The preposition is chosen by the adjective, so a synonym would need the same
    one; the family makes no such swap."""
    following = adjective.doc[adjective.i + 1] if adjective.i + 1 < len(adjective.doc) else None
    return any(child.dep_ == "prep" for child in adjective.children) or (
        following is not None and following.pos_ == "ADP"
    )


#: Objects that make "find" mean computing a value ("find the value of x"), not locating a thing.
VALUE_OBJECTS = frozenset(
    {
        "value",
        "answer",
        "number",
        "sum",
        "product",
        "total",
        "area",
        "volume",
        "length",
        "root",
        "solution",
        "probability",
        "mean",
        "average",
        "ratio",
        "rate",
        "speed",
        "mass",
        "angle",
        "measure",
        "perimeter",
        "height",
        "radius",
        "slope",
        "derivative",
        "integral",
        "limit",
        "remainder",
        "difference",
        "quotient",
        "maximum",
        "minimum",
        "coordinates",
        "equation",
        "expression",
        "term",
        "coefficient",
        "size",
        "factor",
        "constant",
        "fraction",
        "distance",
        "time",
        "energy",
        "force",
        "concentration",
        "cost",
        "profit",
        "efficiency",
        "percentage",
        "temperature",
        "pressure",
    }
)
#: Determiners of an indefinite object: "find an angle", "find some value" mean coming upon one, not computing it.
INDEFINITE_DETERMINERS = frozenset({"a", "an", "some", "any", "another"})
#: Verbs that make "find" with an indefinite object a goal of computing ("we need to find a common denominator").
GOAL_VERBS = frozenset({"need", "want", "try", "have", "aim", "seek", "wish"})
#: Third-person subjects: a person of the problem's story ("she found 4/5 of the coins") finds, not the solver.
STORY_PRONOUNS = frozenset({"he", "she", "they"})
#: Parts of speech of a noun phrase after "by": "by team Gogetters", "by her brother", "by the formula".
FINDER_PHRASE_POS = frozenset({"DET", "ADJ", "NOUN", "PROPN", "PRON"})
#: Subjects that make the solver the one who finds ("we find", "I find", "you find").
SOLVER_SUBJECTS = frozenset({"i", "we", "you"})


def _is_maths_object(token: Any) -> bool:
    """A variable, number or formula as a verb's object ("find x", "find $a_5$", "find 2x + 3"); not "i", which as
    an object is more often a typo for "I" than the imaginary unit."""
    return "$" in token.text or (_is_operand(token) and token.text.strip("$") != "i")


def _object_gapped(verb: Any, objects: list[Any]) -> bool:
    """Whether the verb, with a modal "can"/"could", has as object the noun its relative clause modifies ("the
    multiples of 10 we can find"): what one can find is what is there, not a value worked out. The verb heads a
    relative clause with no object of its own, or its subject directly follows a noun or number outside the
    verb's own phrase (a contact relative clause the parser hung elsewhere). Readers accepted "the expressions we
    determined for $a_1$" (round 9) and "the two constants we have just determined" (round 11): a result."""
    if not any(c.dep_ == "aux" and c.lower_ in {"can", "could"} for c in verb.children):
        return False
    if verb.dep_ == "relcl" and not objects:
        return True
    subjects = [c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i]
    if not subjects or subjects[0].i == 0:
        return False
    before = verb.doc[subjects[0].i - 1]
    if before.pos_ not in {"NOUN", "NUM", "PROPN"}:
        return False
    # The noun belongs to another clause when its way up to the verb passes another verb ("write down ... the
    # multiples of 10 we can find"); "in this case we can find x" keeps the noun in the verb's own phrase.
    for ancestor in before.ancestors:
        if ancestor.i == verb.i:
            return False
        if ancestor.pos_ in {"VERB", "AUX"}:
            return True
    return True


def _found_by_a_finder(verb: Any) -> bool:
    """Is a passive or participial "found" told with a "by" phrase that names who found it, by name or pronoun ("the
    shells found by team Gogetters", "the eggs found by her")? Then "found" means discovered, and "determined by"
    would make the finder a cause. A "by" phrase of a method ("found by dividing", "found by difference", "found by
    the formula") names no one, and an abstract result (a value, a total, "the number of ...", a variable) is worked
    out whoever finds it. The thing found is the passive subject or the noun the participle modifies."""
    if verb.tag_ != "VBN" or _next_word(verb) != "by":
        return False
    phrase: list[Any] = []
    for token in verb.doc[verb.i + 2 :]:
        if token.pos_ not in FINDER_PHRASE_POS:
            break
        phrase.append(token)
    if not any(t.pos_ == "PROPN" or (t.pos_ == "PRON" and t.lower_ != "it") for t in phrase):
        return False
    found = [c for c in verb.children if c.dep_ == "nsubjpass"] or ([verb.head] if verb.dep_ == "acl" else [])
    return bool(found) and not any(t.lemma_.lower() in VALUE_OBJECTS or _is_maths_object(t) for t in found)


def _find_computes_value(verb: Any) -> bool:
    """Whether "find" means working out a value, where "determine" fits: its object is a quantity, an answer or
    maths, or the solver finds ("we find", "to find the profit, I subtract", "let's find", an imperative "Find the
    size"), or a passive names the means ("found by difference", "found from the equation"). Never where it means
    locating ("easier for predators to find", "find it", "birds find food", "the gene is found on chromosome 7"):
    round 7 readers rejected "easier for predators to determine"."""
    objects = [child for child in verb.children if child.dep_ in {"dobj", "obj"}]
    if _object_gapped(verb, objects):
        return False  # round 13: "the multiples of 10 we can find between 9 and 101": what is there
    if any(o.lower_ in {"it", "them"} for o in objects):
        return False  # "find it", "find them": what is found is a thing, not a value
    if any("=" in o.text for o in objects):
        return False  # round 9: "find $33/3=11$" states a worked computation; "determine $33/3=11$" reads oddly
    indefinite = any(c.dep_ == "det" and c.lower_ in INDEFINITE_DETERMINERS for o in objects for c in o.children)
    # round 48 (both readers): "In these regions, we find forests" → "we determine forests": a bare plural that names no
    # value is come upon, like "an angle"
    indefinite = indefinite or any(
        o.tag_ == "NNS" and o.lemma_.lower() not in VALUE_OBJECTS and o.i == verb.i + 1 for o in objects
    )
    if indefinite and not (verb.dep_ == "xcomp" and verb.head.lemma_.lower() in GOAL_VERBS):
        return False  # round 11: "until we find an angle that ..." comes upon one; "we need to find a number" aims
    passive = any(child.dep_ in {"nsubjpass", "auxpass"} for child in verb.children)
    clause = verb
    while clause.dep_ in {"xcomp", "ccomp", "conj", "advcl"} and clause.head is not clause:
        clause = clause.head  # "we need to find", "to find the profit, I subtract": the subject is on the head
    subjects = [child for child in clause.children if child.dep_ in {"nsubj", "nsubjpass", "expl"}]
    agent = verb.head if verb.dep_ == "conj" else verb  # "she counted the coins and found ...": the head's subject
    if any(c.dep_ == "nsubj" and (c.lower_ in STORY_PRONOUNS or c.pos_ == "PROPN") for c in agent.children):
        return False  # round 10: "she found 4/5 of the coins" tells what someone in the problem came upon
    if any(o.lemma_.lower() in VALUE_OBJECTS or _is_maths_object(o) for o in objects):
        return True
    if verb.head.pos_ == "ADJ" or any(a.pos_ == "ADJ" and a.dep_ in {"acomp", "amod"} for a in verb.ancestors):
        return False  # "easy/hard to find", "easier for predators to find"
    if _found_by_a_finder(verb):
        return False  # round 31: "the shells found by team Gogetters" → "determined by": discovered, not computed
    if passive:
        return any(child.lower_ in {"by", "from", "using"} for child in verb.children)
    if clause.lemma_.lower() == "let":
        return True
    # No subject: an imperative or a heading ("Step 1: Find the size of one part"), addressed to the solver.
    return not subjects or any(s.lower_ in SOLVER_SUBJECTS for s in subjects)


#: Verb–object collocations whose words are fixed together: one answers a question and solves a problem, never
#: "answers the problem"; neither the verb nor its object is swapped (lemmas).
VERB_OBJECT_COLLOCATIONS = frozenset(
    {("answer", "question"), ("ask", "question"), ("solve", "problem"), ("solve", "equation"), ("take", "step")}
    | {("make", "sense"), ("draw", "conclusion"), ("reach", "conclusion"), ("pay", "attention")}
    | {("address", "question")}  # mrben-test29: "address questions of species distribution" → "address problems"
)

#: Nouns of a level on a scale: "increase X" → "raise X" only for these. One raises a rate, a temperature or a
#: likelihood ("raise their metabolic rate", "the entropy", "the likelihood of mating" were accepted), not a size, a
#: process, a plural of things or a supply ("raise the surface area", "raising breathing", "raise respiration",
#: "raises deviations", "raises genetic variation", "raising their availability" were rejected, rounds 23-37).
LEVEL_NOUNS = frozenset(
    "rate temperature likelihood probability chance efficiency fitness entropy frequency amplitude diversity output"
    " level yield price cost speed risk pressure intensity success energy".split()
)


#: Objects with which "evaluate" is the term of art (a function is evaluated at a point, not computed).
FUNCTION_OBJECTS = frozenset({"function"})  # "evaluate the derivative at x = 2" → "compute": accepted, round 5


def _in_verb_collocation(token: Any) -> bool:
    """Is the token the verb or the direct object of a fixed verb–object pair ("answer the question")?"""
    if token.pos_ == "VERB":
        return any((token.lemma_.lower(), o.lemma_.lower()) in VERB_OBJECT_COLLOCATIONS for o in _direct_objects(token))
    if token.dep_ in {"dobj", "obj"}:
        return (token.head.lemma_.lower(), token.lemma_.lower()) in VERB_OBJECT_COLLOCATIONS
    return False


#: Nouns that take "to + -ing" and not a to-infinitive ("an approach to converting", not "an approach to convert").
TO_GERUND_NOUNS = frozenset({"approach"})


def _takes_to_infinitive(noun: Any) -> bool:
    """Is the noun followed by a to-infinitive ("a method to convert")?"""
    doc = noun.doc
    return bool(noun.i + 2 < len(doc) and doc[noun.i + 1].lower_ == "to" and doc[noun.i + 2].tag_ == "VB")


def _has_person_agent(verb: Any) -> bool:
    """Is the verb a passive participle whose by-agent names people ("were obtained by 2, 3 and 5 students", "by
    her")? With a person as the doer the verb means "achieved", and a synonym for "got" muddles it."""
    if verb.tag_ != "VBN":
        return False
    for agent in (c for c in verb.children if c.dep_ == "agent" or (c.dep_ == "prep" and c.lower_ == "by")):
        for word in agent.subtree:
            if word.lemma_.lower() in PERSON_NOUNS or word.ent_type_ == "PERSON":
                return True
            if word.pos_ == "PRON" and word.lower_ in {"him", "her", "them", "us", "me", "you"}:
                return True
    return False


#: Stative verbs with no progressive form: "I'm assuming" is fine, "I'm supposing" is not.
NO_PROGRESSIVE_VERBS = frozenset({"suppose", "know", "believe", "contain", "own", "belong", "resemble", "consist"})


def _next_word(token: Any) -> str:
    """The lower-cased word after the token (empty at the end of the text)."""
    return token.doc[token.i + 1].lower_ if token.i + 1 < len(token.doc) else ""


def _quantity_follows(token: Any) -> bool:
    """Is the word after the token a number, a maths span, a bracket or a measure word ("approximately 17 g/mol",
    "roughly $5", "approximately (0.42/0.91)²", "roughly half a kilowatt")?"""
    following = _next_word_text(token)
    return bool(following) and (
        following[0].isdigit()
        or following[0] in "$\\.-−(√∛"
        or token.doc[token.i + 1].like_num
        or following.lower() in {"half", "twice", "double", "a", "an"}
    )


def _after_be(token: Any) -> bool:
    """Is the participle right after a form of "be" ("I'm assuming", "is being")?"""
    return token.i > 0 and bool(token.doc[token.i - 1].lemma_.lower() == "be")


#: Words that compare two things as the same or different ("choosing A ... is the same as choosing B").
SAMENESS_RE = re.compile(r"\b(?:the same as|same thing as|equivalent to|identical to|different from)\b", re.IGNORECASE)


def _compared_with_itself(token: Any) -> bool:
    """Does the word open a comparison of sameness that repeats it, in the same form, on the other side
    ("choosing A first is the same as choosing B first")? The first side sets the word the comparison is built on.
    (Rounds 17-22: a swap on the second side was accepted by both readers, one on the first side by neither.)"""
    sent = token.sent
    lemma = token.lemma_.lower()
    for match in SAMENESS_RE.finditer(sent.text):
        pivot = sent.start_char + match.start()
        if token.idx < pivot and any(
            other.idx > pivot and other.lemma_.lower() == lemma and other.tag_ == token.tag_ for other in sent
        ):
            return True
    return False


#: Direction words and their opposites: a word set against its opposite ("changes from increasing to decreasing",
#: "increase or decrease") is one half of a contrast, and swapping one half breaks the parallel ("from growing to
#: decreasing"; mrben-dev).
OPPOSITE_LEMMAS = {
    "increase": "decrease",
    "decrease": "increase",
    "rise": "fall",
    "fall": "rise",
    "maximum": "minimum",
    "minimum": "maximum",
    "gain": "lose",
    "lose": "gain",
}
CONTRAST_JOINERS = frozenset({"to", "or", "and", "nor", "versus", "vs"})
#: Pronouns that name people: "make sure" needs a person who does the checking.
PERSON_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "one"})


def _set_against_opposite(token: Any) -> bool:
    """Is the word joined by "to"/"or"/"and" to a word of its opposite lemma, right before or after it?"""
    opposite = OPPOSITE_LEMMAS.get(token.lemma_.lower())
    if opposite is None:
        return False
    doc = token.doc
    for joiner, other in ((token.i + 1, token.i + 2), (token.i - 1, token.i - 2)):
        if 0 <= other < len(doc) and doc[joiner].lower_ in CONTRAST_JOINERS and doc[other].lemma_.lower() == opposite:
            return True
    return False


def _relates_bare_properties(verb: Any) -> bool:
    """Are the verb's subject and object both bare nouns (no article, no modifier: "Differentiability implies
    continuity")? Between two properties "implies" is one-way logical implication, which "means" does not say."""

    def bare(noun: Any) -> bool:
        return bool(noun.pos_ == "NOUN" and not list(noun.children))

    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    return bool(subjects and all(bare(n) for n in subjects) and any(bare(o) for o in _direct_objects(verb)))


def _has_thing_subject(verb: Any) -> bool:
    """Does the verb have a subject of its own that is not a person ("Continuity ensures", not "we ensure" nor the
    controlled "I need to ensure")?"""
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects and verb.tag_ == "VBG" and verb.dep_ == "advcl":
        # mrben-test25: "This wavelength is larger ..., ensuring that the beam will diffract": a participle set off
        # after a clause has that clause's subject as its doer
        subjects = [c for c in verb.head.children if c.dep_ == "nsubj"]
    return any(c.lower_ not in PERSON_PRONOUNS and c.lemma_.lower() not in PERSON_NOUNS for c in subjects)


#: Nouns of a procedure, which may "determine" a value the way a solver does ("the formula determines x").
METHOD_NOUNS = frozenset(
    {"method", "formula", "equation", "calculation", "test", "experiment", "analysis", "measurement", "procedure"}
)


#: Properties one establishes about a thing rather than values one works out: "determine the gender", "the nature of
#: the critical point" → "find the gender", "find the nature" were rejected (round 34); "find" takes a quantity or an
#: answer ("determine the direction of electron flow" → "find the direction" was accepted, so a direction is no such
#: property).
ESTABLISHED_PROPERTY_NOUNS = frozenset(
    {"gender", "sex", "nature", "type", "kind", "sign", "identity", "cause", "origin", "parity", "validity", "truth"}
)


#: Adjectives of truth that make "statement" an item judged true or false ("true statements").
TRUTH_ADJECTIVES = frozenset({"true", "false"})


def _finite_verb_follows(word: Any) -> bool:
    """Is there a finite verb (or an equation's "=") between the word and the end of its clause (the next comma,
    colon or full stop; a comma right after the word does not end it)?"""
    for following in word.doc[word.i + 1 :]:
        if following.text in {",", ".", ";", ":", "!", "?"} and following.i > word.i + 1:
            return False
        if following.tag_ in {"VBZ", "VBP", "VBD", "MD"} or "=" in following.text:
            return True
    return False


#: Objects of "occur in" that name a circumstance, not a place ("occur in the absence of feedback").
CIRCUMSTANCE_NOUNS = frozenset({"absence", "presence", "case", "event", "situation", "condition", "process"})


#: Features of an interference, diffraction or spectral pattern: they occur (are found) somewhere, they do not happen.
PATTERN_FEATURE_NOUNS = frozenset(
    {"ring", "fringe", "maximum", "minimum", "maxima", "minima", "peak", "node", "antinode", "band", "line", "spot"}
)


def _occurs_in_a_place(verb: Any) -> bool:
    """Is the verb followed by "in" and a noun that is not a circumstance ("occur in the genes")?"""
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if following is None or following.lower_ != "in":
        return False
    objects = [c for c in following.children if c.dep_ == "pobj"]
    return bool(objects) and all(o.lemma_.lower() not in CIRCUMSTANCE_NOUNS for o in objects)


#: Nouns of influence: "a role in determining", "a key factor in determining" name a cause, not a solver.
INFLUENCE_NOUNS = frozenset({"role", "factor", "key", "part", "influence", "importance"})


def _determines_as_cause(verb: Any) -> bool:
    """Is "determine" used as "fix, decide" (a cause sets the value: "the ratio determines the pH", "genes involved in
    determining the identity of cells") rather than "find out"? Its doer is then neither a person nor a method: its
    own subject, or for a gerund after a preposition the noun or adjective the preposition hangs on ("involved in",
    "responsible for"). mrben-test25: "the ratio ... finds the pH", "involved in finding the identity"."""
    if verb.pos_ != "VERB" or verb.lemma_.lower() != "determine" or _after_be(verb):
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects and verb.dep_ == "conj" and verb.head.pos_ == "VERB":
        # mrben-test27: "The intermediates ... may play a role ... but do not necessarily determine the overall rate":
        # a verb joined to another shares its subject
        subjects = [c for c in verb.head.children if c.dep_ == "nsubj"]
    if subjects:
        return all(
            s.lower_ not in PERSON_PRONOUNS
            and s.lemma_.lower() not in PERSON_NOUNS
            and s.lemma_.lower() not in METHOD_NOUNS
            and (s.pos_ != "PROPN" or len(s.text) == 1)  # round 42: "Y does not determine maleness": a symbol, no name
            for s in subjects
        )
    preposition = verb.head if verb.dep_ == "pcomp" else None
    if verb.tag_ != "VBG" or preposition is None or preposition.lower_ not in {"in", "for"}:
        return False
    if preposition.head.tag_ in {"JJ", "VBN"}:
        return True
    # mrben-test27/28: "plays a significant role in determining the entropy", "the role of intermolecular forces in
    # determining boiling points": a noun of influence names a cause
    return any(n.lemma_.lower() in INFLUENCE_NOUNS for n in (preposition.head, preposition.head.head))


def _modified_noun(adjective: Any) -> Any:
    """The noun an adjective modifies, through a coordination ("average or typical individuals")."""
    first = adjective
    while first.dep_ == "conj" and first.head is not first:
        first = first.head
    return first.head


#: Pronoun objects of "imply" that "mean" reads differently ("implies nothing about x", "implies the other").
PRONOUN_OBJECTS = frozenset({"anything", "nothing", "something", "everything", "other", "another"})
#: Objects of "evaluate" that are judged, not computed ("evaluate each choice", "evaluate the claim").
JUDGED_OBJECTS = frozenset(
    {"choice", "option", "claim", "statement", "answer", "argument", "hypothesis", "possibility"}
)


def _evaluate_keeps_its_sense(verb: Any) -> bool:
    """Does "evaluate" mean judging rather than computing? Evaluating an option or a claim weighs it ("evaluate each
    choice"); "compute each choice" reads as arithmetic (mrben-test26, both readers). ("evaluate the derivative at
    x = 2" → "compute" was accepted by both readers of realistic-test8, so "evaluate ... at" is not fixed.)"""
    return verb.lemma_.lower() == "evaluate" and any(o.lemma_.lower() in JUDGED_OBJECTS for o in _direct_objects(verb))


#: How many clauses repeat a verb before they form a parallel list.
PARALLEL_LIST_MIN = 3


def _in_parallel_clauses(verb: Any) -> bool:
    """Is the verb one of a list of parallel clauses that repeat it in the same form, each with its own subject, one
    of them on the verb's own line ("Sofia chooses 1, Tess chooses 1 / Sofia chooses 4, ...")? Swapping one of them
    breaks the list (mrben-test26, both readers: "Sofia chooses 9, Tess picks 3"). Two clauses are no list: "x - 3 = 0
    implies x = 3, and x + 3 = 0 implies x = -3" → "means" in one was accepted by both readers (round 18)."""
    if verb.pos_ != "VERB" or not any(c.dep_ == "nsubj" for c in verb.children):
        return False
    text = verb.doc.text
    line_start = text.rfind("\n", 0, verb.idx) + 1
    line_end = text.find("\n", verb.idx)
    line_end = len(text) if line_end < 0 else line_end
    repeats = [
        other
        for other in verb.doc
        if other.lower_ == verb.lower_ and other.pos_ == "VERB" and any(c.dep_ == "nsubj" for c in other.children)
    ]
    same_line = any(o.i != verb.i and line_start <= o.idx < line_end for o in repeats)
    return same_line and len(repeats) >= PARALLEL_LIST_MIN


def _shares_stem(word: str, other: str) -> bool:
    """Do two words share a stem: a common beginning of at least three letters and half the shorter word
    ("choose"/"choice", "calculate"/"calculation")?"""
    n = 0
    for a, b in zip(word.lower(), other.lower()):
        if a != b:
            break
        n += 1
    return n >= 3 and 2 * n >= min(len(word), len(other))


#: A label after a noun that makes it a name ("statements I, II", "case B", "equation 3").
LABEL_RE = re.compile(r"[IVX]+|[A-Z]|\d+")
#: Object pronouns of people: "allow him to" is leave, which "permit him to" makes a grant of permission.
PERSON_OBJECTS = frozenset({"him", "her", "them", "us", "me", "you"})
#: Words that open a clause complement ("determine if", "find that"; round 43: "determine why" → "find why", both
#: readers: one finds out why).
CLAUSE_OPENERS = frozenset({"if", "whether", "that", "why"})
#: Words after "how" that ask for a quantity: "determine how many/much/long" → "find how many" was accepted in seven
#: graded pairs; "find how the heart is supplied" (round 43) and "finds how fast or slow" (round 25) were not.
HOW_QUANTITY_WORDS = frozenset({"many", "much", "long", "far", "often", "old"})
#: Prepositions of place after the passive "found": "found in Darwin's finches" means present there, not computed.
PLACE_PREPOSITIONS = frozenset({"in", "at", "among", "within", "throughout", "on"})


def _next_word_text(token: Any) -> str:
    """The word after the token as written (empty at the end of the text)."""
    return str(token.doc[token.i + 1].text) if token.i + 1 < len(token.doc) else ""


def _states_a_finding(verb: Any) -> bool:
    """Is "determine"/"find" used in a sense its partner does not share? "determine" before a clause ("determine if",
    "determine that": establish; "find if" is unidiomatic), a negated passive ("cannot be determined": undecidable,
    not missing), "determined by" a cause ("traits determined by multiple genes": fixed by, not found by; "determined
    by using the formula" is a method and swaps), and a passive "found" of place ("adaptations found in Darwin's
    finches": present there)."""
    if verb.pos_ != "VERB" or verb.lemma_.lower() not in {"determine", "find"}:
        return False
    if verb.lemma_.lower() == "determine" and _next_word(verb) in CLAUSE_OPENERS:
        return True  # "we find that X is" → "we determine that X is" reads well (accepted, round 23)
    if verb.lemma_.lower() == "determine" and _next_word(verb) == "how":
        return _next_word(verb.doc[verb.i + 1]) not in HOW_QUANTITY_WORDS
    if verb.tag_ != "VBN":
        return False
    if any(c.dep_ == "auxpass" for c in verb.children) and any(c.dep_ == "neg" for c in verb.children):
        return True
    following = verb.doc[verb.i + 2] if verb.i + 2 < len(verb.doc) else None
    if verb.lemma_.lower() == "determine" and _next_word(verb) == "by" and following is not None:
        return bool(following.tag_ != "VBG")
    return bool(verb.lower_ == "found" and _next_word(verb) in PLACE_PREPOSITIONS)


#: Objects that make "pick" a choice among options ("pick the one that", "pick a number", "pick any of the shirts").
CHOICE_OBJECTS = frozenset({"one", "any", "option", "choice", "answer", "number", "value", "card", "colour", "color"})
#: Words after an object-less "pick" that name the set it chooses from ("pick from the list", "pick between two").
CHOICE_PREPOSITIONS = frozenset({"from", "between", "among"})
#: Where fruit and flowers are picked from ("picked from the tree"): there "pick from" is harvesting, not choosing.
HARVEST_PLACES = frozenset({"tree", "bush", "vine", "orchard", "garden", "field", "farm", "plant", "patch"})


def _picks_a_choice(verb: Any) -> bool:
    """Does "pick" single one thing out of a set ("pick the one that", "pick any of the 5 shirts", "pick from
    the list")? Elsewhere in a word problem one picks fruit, flowers or crops ("Ricky can pick 8 quarts of
    strawberries", "she picks 12 apples"): that is harvesting, and "choose"/"select" change the claim."""
    objects = _direct_objects(verb)
    if not objects:  # "pick from the list"; "apples picked from the tree" are harvested
        after = verb.doc[verb.i + 2 : verb.i + 5]
        return _next_word(verb) in CHOICE_PREPOSITIONS and not any(w.lemma_.lower() in HARVEST_PLACES for w in after)
    for obj in objects:
        # "any of the shirts", "two of them"; "8 quarts of strawberries" measures a harvest
        partitive = obj.pos_ in {"DET", "NUM"} and any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children)
        if obj.lemma_.lower() in CHOICE_OBJECTS or obj.pos_ == "PRON" or partitive:
            return True
    return False


#: Verbs of answering: "correctly" on them means "with the right answer", which "properly" ("in the right
#: manner") is not ("she gets 18 questions correctly" → "properly" was rejected, mr-gsm8k-dev).
ANSWERING_VERBS = frozenset({"answer", "get", "solve", "guess", "respond", "reply", "spell", "predict", "score"})
#: What one answers or solves ("answered 8 questions correctly", "solved the problem correctly").
ANSWERED_NOUNS = frozenset({"question", "problem", "answer", "item", "exercise", "puzzle", "quiz", "test", "exam"})


#: Verbs of pointing a fact out or of agreeing with one: "correctly" on them means "rightly" (what is said is true),
#: which "properly" ("in the right manner") is not: "Choice C correctly highlights a major difference" → "properly
#: highlights" was rejected by both readers (round 23), "correctly explains", "correctly matches" by one (rounds 26,
#: 28); on verbs of doing or stating ("correctly calculates", "states", "describes", "models") it was accepted.
RIGHTLY_VERBS = frozenset(
    "highlight explain match note point mention emphasize emphasise stress recognize recognise notice observe"
    " conclude infer argue assert claim".split()
)


#: Verbs of giving an account or doing a computation: "correctly" on them may become "properly" ("in the right manner":
#: "properly describes", "properly states", "properly represents" were accepted in 20 pairs). On verbs of picking out,
#: matching or listing "correctly" means "accurately", which "properly" is not ("properly identifies", "properly
#: matches", "properly highlights", "properly explains", "Choice A properly lists" were rejected, rounds 23-39).
PROPERLY_VERBS = frozenset(
    "describe state represent model attribute reflect calculate compute address apply account balance convert".split()
)
#: Nouns of a model or a principle: such a subject "assumes" (takes as a premise), it does not "suppose"
#: ("Hardy-Weinberg principles assume a large population" → "suppose" was rejected, mrben-test36).
MODEL_NOUNS = frozenset(
    "principle model theory law equation hypothesis approximation formula theorem assumption framework rule"
    " derivation treatment".split()
)
#: Substances and resources a living thing takes in: obtaining them is acquiring, "finding" them is locating
#: ("fungi obtain nutrients through absorption" → "find nutrients" was rejected, mrben-test36).
RESOURCE_NOUNS = frozenset(
    "nutrient energy food oxygen water carbon nitrogen mineral resource sugar glucose nourishment light sunlight"
    " prey salt ion".split()
)
#: Modals of a hypothetical: "would indicate" predicts a sign, which "would show" turns into a display (mrben-test39).
CONDITIONAL_MODALS = frozenset({"would", "could", "might"})
#: Articles that open a noun phrase: "imply" before one says what follows, "mean" names what a word stands for.
ARTICLES = frozenset({"a", "an", "the"})
#: Subjects that are the solver: "we obtain x = 4" is a computed result, which "find" keeps.
SOLVER_PRONOUNS = frozenset({"we", "i", "you", "one"})


def _is_imperative(verb: Any) -> bool:
    """Is the verb a bare command to the reader ("Note that ...", "But note the false logic"): a base form with no
    subject and no auxiliary (so not "to note", "worth noting", "as noted")?"""
    return verb.tag_ == "VB" and not any(
        c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass", "expl"} for c in verb.children
    )


def _opens_object_noun_phrase(verb: Any) -> bool:
    """Does an article right after the verb open its object, not the subject of a clause ("implies the
    opposite", not "implies the proton maintains constant speed")? The parser may hang such an object elsewhere."""
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    return following is not None and following.lower_ in ARTICLES and following.head.dep_ not in {"nsubj", "nsubjpass"}


def _marks_a_right_answer(adverb: Any) -> bool:
    """Does "correctly" say that a question was answered right or a fact pointed out rightly, not that something
    was done in the right way?"""
    verb = adverb.head
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    objects = [o.lemma_.lower() for o in verb.children if o.dep_ in {"dobj", "obj", "nsubjpass"}]
    return verb.lemma_.lower() in ANSWERING_VERBS | RIGHTLY_VERBS or any(o in ANSWERED_NOUNS for o in objects)


#: Tasks one completes: "finish" takes these and also food, drink and supplies ("finish the pizza"), which one
#: does not "complete".
TASK_NOUNS = frozenset(
    "task job homework assignment project race marathon course lap puzzle work test exam quiz level step square proof"
    " calculation table tour book problem question exercise shift round game chapter section survey circuit".split()
)
#: Works made on tape or film: "record" them is making a recording, never "noting" them.
RECORDED_WORKS = frozenset({"song", "video", "album", "episode", "podcast", "show", "film", "movie", "track", "clip"})
#: Nouns of a change or a process, which "rapid" qualifies ("the second, fast step" → "rapid step" was accepted);
#: "a fast runner", "the car is fast" → "rapid" was not: rapid is said of a change, not of the one who moves.
PROCESS_NOUNS = frozenset(
    {"step", "rate", "change", "reaction", "process", "increase", "decrease", "decline", "rise", "drop", "growth"}
)
#: Nouns of a change in amount or kind, which are "rapid" in any register ("rapid evolutionary change", "the rapid
#: diversification of a species" → "fast" was rejected, round 32); "fast" reads well on transfer and on acts
#: ("extremely rapid heat loss", "rapid reproduction" → "fast" were accepted).
CHANGE_NOUNS = frozenset(
    "change diversification evolution speciation adaptation decline increase decrease rise drop fall growth"
    " expansion spread development progress shift turnover".split()
)
#: Nouns of living things: before them "typical" picks a representative member and "common" names a widespread
#: kind or an ordinary rank ("typical bacterial cells" → "common bacterial cells" was rejected, round 32).
LIVING_NOUNS = frozenset(
    "individual cell organism bacterium bacteria microbe microorganism species plant animal virus fungus specimen"
    " strain mammal insect".split()
)


def _names_a_change(noun: Any) -> bool:
    """Is the noun a change in amount or kind ("change", "growth", "diversification", "urbanization")?"""
    lemma = noun.lemma_.lower()
    return lemma in CHANGE_NOUNS or lemma.endswith(("ification", "ization", "isation"))


#: Degree words before a "quickly" that stands before its verb: "how fast the capacitor charges" reads well.
DEGREE_WORDS = frozenset({"how", "so", "too", "as", "very"})
#: Grounds and gardens: "a plot of land" is a piece of ground, never a graph.
GROUND_NOUNS = frozenset({"land", "ground", "soil", "grass", "farmland", "garden", "field", "lawn"})
#: Words that introduce where someone lodges: "stay at the hotel", "stay with her aunt", "stay in a tent".
LODGING_PREPOSITIONS = frozenset({"at", "in", "with"})


def _lodges_somewhere(verb: Any) -> bool:
    """Is "stay" a person's visit or lodging ("they stay at the hotel for 3 nights", "stays with her grandma")?
    There it means to live somewhere for a while; "remain" ("the price stays the same", "stays at 78%", "the
    electrons stay in the same shell") does not."""
    doc = verb.doc
    if verb.i + 2 >= len(doc) or doc[verb.i + 1].lower_ not in LODGING_PREPOSITIONS:
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not any(
        s.lemma_.lower() in PERSON_NOUNS | KIN_NOUNS or s.pos_ == "PROPN" or s.lower_ in PERSON_PRONOUNS
        for s in subjects
    ):
        return False
    if verb.i + 3 < len(doc) and doc[verb.i + 3].lower_ == "same":
        return False
    following = doc[verb.i + 2]
    if following.tag_ == "NNP":  # "stay with Grandma", "at Tom's" name a host; "stays at N = 500" a value
        return following.ent_type_ in {"PERSON", "GPE", "FAC", "ORG", "LOC"}
    return following.tag_ in {"DT", "PRP$"} and following.lower_ not in {"this", "that", "these", "those"}


def _counted_goal(noun: Any) -> bool:
    """Is "goal" a point scored in a game ("scored 3 goals", "two goals")? An aim is not counted."""
    return any(c.dep_ == "nummod" for c in noun.children) or (
        noun.head.pos_ == "VERB" and noun.head.lemma_.lower() in {"score", "concede", "kick", "make"}
    )


def _from_a_person(verb: Any) -> bool:
    """Does the verb get its object from a person ("obtains 3 stickers from her friend")? That is receiving,
    which "find" is not; "we obtain x = 3 from equation (1)" → "find" stays."""
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "from"):
        for word in prep.subtree:
            if word.lemma_.lower() in PERSON_NOUNS | KIN_NOUNS or word.ent_type_ == "PERSON":
                return True
            if word.lower_ in PERSON_OBJECTS:
                return True
    return False


def _options(token: Any, subject: str) -> list[tuple[str, str]]:
    """(replacement, source) pairs for one token, already inflected and cased."""
    if token.pos_ not in ROLES or not token.is_alpha or token.dep_ not in ROLES[token.pos_]:
        return []
    if token.tag_ in {"MD", "JJR", "JJS", "RBR", "RBS"} or token.lemma_.lower() in {"be", "have", "do"}:
        return []
    if is_term_of_art(token.lemma_, subject) or is_term_of_art(token.text, subject):
        return []
    if _in_named_term(token) or (token.pos_ == "ADV" and token.head.pos_ == "ADP"):
        return []  # "at first" is an idiom, not the adverb "first"
    if token.lemma_.lower() in OPENING_ONLY_ADVERBS and not _opens_sentence_before_comma(token):
        return []  # round 5: "Finally, ..." → "Lastly, ..." reads well; "the ball lastly stops" does not
    if token.pos_ == "ADJ" and _has_prepositional_complement(token):
        return []  # round 11: "typical of rock" → "common of rock": the preposition belongs to the adjective
    if _in_verb_collocation(token):
        return []  # round 12: "answer the question" → "answer the problem": the verb fixes its object's word
    if token.pos_ == "NOUN" and any(c.dep_ == "prep" and c.lower_ == "to" for c in token.children):
        return []  # round 19: "the answer to (a)" → "the result to (a)": the noun chose its preposition "to"
    if token.lemma_.lower() == "evaluate" and any(o.lemma_.lower() in FUNCTION_OBJECTS for o in _direct_objects(token)):
        return []  # round 19: "evaluate the function g at the point": evaluating a function is a term of art
    if _between_operands(token):
        return []  # round 6: "n choose k", "6 choose 5" name a binomial coefficient; "n pick k" is no term
    if token.pos_ == "VERB" and _has_particle(token):
        return []  # round 5: "picks up" → "selects up", "checks out" → "verifies out": a phrasal verb is one word
    if token.pos_ == "VERB" and _has_person_agent(token):
        return []  # round 20: "scores were obtained by 2 students" → "found by": people achieve a result, not find it
    if _compared_with_itself(token):
        return []  # round 22: "choosing A first ... is the same as choosing B first": a comparison keeps its word
    if token.lemma_.lower() == "imply" and _relates_bare_properties(token):
        return []  # mrben-dev: "Differentiability implies continuity" → "means continuity" states an equivalence
    if _set_against_opposite(token):
        return []  # mrben-dev: "changes from increasing to decreasing" → "from growing to decreasing"
    if token.pos_ == "NOUN" and LABEL_RE.fullmatch(_next_word_text(token)):
        return []  # round 23: "statements I, II, and III" → "claims I, II": a noun with a label is a name
    if _states_a_finding(token):
        return []  # round 23: "to determine if" → "to find if", "cannot be determined" → "cannot be found"
    if _determines_as_cause(token):
        return []  # mrben-test25: "the ratio ... determines the pH" → "finds the pH": a cause fixes, it does not find
    if token.lemma_.lower() == "determine" and any(
        o.lemma_.lower() in ESTABLISHED_PROPERTY_NOUNS for o in _direct_objects(token)
    ):
        return []  # round 34: "determining the gender of John's five children" → "finding the gender"
    if token.lemma_.lower() == "note" and token.pos_ == "VERB" and not _is_imperative(token):
        # round 34: "As noted in step 1" → "As noticed" (refers back to what was said), mrben-test39: "It is worth
        # noting that" → "worth noticing": "notice" only stands in for a call to attend ("But note the false logic"
        # → "notice" was accepted)
        return []
    if _evaluate_keeps_its_sense(token):
        return []  # mrben-test25/26: "evaluate f(x) at x = 0" → "calculate f(x) at", "evaluate each choice"
    if _in_parallel_clauses(token):
        return []  # mrben-test26: "Sofia chooses 9, Tess chooses 3" → "Tess picks 3" breaks a parallel list
    if token.lemma_.lower() == "observe" and _is_passive_participle(token):
        return []  # round 23: "patterns were repeatedly observed" → "noticed": a passive observe is the scientist's
    if token.lemma_.lower() == "observe" and token.tag_ == "VBG":
        return []  # mrben-test29/30: "after observing vertebrate embryonic development", "observing the effect on":
        # the -ing form names the activity of a study or an experiment; "we observe that ..." → "notice" was accepted
    options = _lexicon_options(token, subject)
    preposition = _next_word(token) if token.pos_ == "VERB" else ""  # the parser may hang it elsewhere
    if (token.lemma_.lower(), preposition) in prepositional_verbs():
        # round 23: "allow for" → "permit for", "select for" → "pick for", "exert on" → "apply on": a prepositional
        # verb is one unit; only a substitute that takes the same preposition keeps it
        options = [o for o in options if (o, preposition) in prepositional_verbs()]
    if token.pos_ == "VERB" and not all(
        o.tag_ != "NNS" and o.lemma_.lower() in LEVEL_NOUNS for o in _direct_objects(token)
    ):
        # one raises a level (LEVEL_NOUNS), not a plural of things ("increasing intermolecular forces" → "raising",
        # round 23), a process or a size; "raise" is transitive only, so a verb without an object never gets it
        options = [o for o in options if o != "raise"]
    if token.pos_ == "ADV" and not _quantity_follows(token):
        # round 23: "= 16.33 (approximately)" → "(about)"; round 60: "approximately satisfy" → "about satisfy": "about"
        # needs a quantity after it ("approximately 17 g/mol" → "about 17 g/mol"); "roughly" takes either
        options = [o for o in options if o != "about"]
    if token.i > 0 and token.doc[token.i - 1].lower_ in {"more", "most"}:
        # mrben-test23: "much more quickly" → "much more fast": a one-syllable word compares with -er, not "more"
        options = [o for o in options if " " in o or len(re.findall(r"[aeiouy]+", o)) > 1]
    if token.pos_ == "VERB" and _has_thing_subject(token):
        # mrben-dev: "Continuity only ensures that the limit exists" → "makes sure": making sure is done by a person
        options = [o for o in options if not o.startswith("make sure")]
    if token.pos_ == "VERB" and _direct_objects(token):
        # mrben-test28: "may not always ensure proper orientation" → "make sure proper orientation": "make sure"
        # takes a clause ("make sure that ..."), not a noun object
        options = [o for o in options if not o.startswith("make sure")]
    if token.tag_ == "VBN" and _next_word(token) == "from":
        # mrben-test27: "AgCl obtained from the precipitate" → "found from": a thing obtained from a source is
        # produced from it, not discovered ("each term is obtained by adding" → "found by adding" was accepted)
        options = [o for o in options if o != "find"]
    if token.lemma_.lower() == "question" and any(c.lemma_.lower() == "ask" for c in token.children):
        # round 61 (both readers, two pairs): "the actual question being asked" → "problem being asked": a question is
        # asked, a problem is set
        options = [o for o in options if o != "problem"]
    if token.lemma_.lower() == "travel" and any(
        c.dep_ == "dobj" and any(g.lower_ in {"twice", "half"} for g in c.children) for c in token.children
    ):
        # round 61 (both readers): "the time it takes light to travel twice the length" → "to move twice the length";
        # "the pulse travels to the tail", "travel 2 times the original" → "move" were accepted
        options = [o for o in options if o != "move"]
    if token.lemma_.lower() == "approximate" and _next_word_text(token)[:1] in {"$", "\\"}:
        # round 61 (both readers): "we can approximate $0.10 - x \approx 0.10$" → "estimate ...": one approximates an
        # expression by a simpler one; one estimates a quantity
        options = [o for o in options if o != "estimate"]
    if token.lemma_.lower() == "approximate" and any(c.dep_ == "prep" and c.lower_ == "as" for c in token.children):
        # round 60 (both readers): "approximate the volume of a molecule as a sphere" → "estimate ... as a sphere": to
        # approximate something as a shape is to model it, not to estimate it
        options = [o for o in options if o != "estimate"]
    if token.lemma_.lower() == "occur" and any(
        c.dep_ == "nsubj" and c.lemma_.lower() in PATTERN_FEATURE_NOUNS for c in token.children
    ):
        # round 60 (both readers): "the bright rings occur when ..." → "happen when": a feature of a pattern occurs
        # at a place or an order (earlier: "the secondary maximum occurs" → "happens", both readers); events happen
        options = [o for o in options if o != "happen"]
    if token.lemma_.lower() == "occur" and _occurs_in_a_place(token):
        # mrben-test27: "introns can also occur in the genes" → "happen in": "occur in" a place means "be found in";
        # "patterns occur in the absence of feedback" → "happen in the absence" was accepted
        options = [o for o in options if o != "happen"]
    if token.lemma_.lower() == "occur" and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in token.children):
        # mrben-test36: "reproductive isolation has occurred" → "has happened": the perfect "has occurred" reports a
        # state now reached, which "has happened" narrates as an event; no perfect "occur" → "happen" was accepted
        # ("speciation occurs", "selection occurs" → "happens" were)
        options = [o for o in options if o != "happen"]
    if token.lemma_.lower() == "assume" and any(
        c.dep_ in {"nsubj", "nsubjpass"} and c.lemma_.lower() in MODEL_NOUNS for c in token.children
    ):
        # mrben-test36: "Hardy-Weinberg principles assume a large population" → "suppose": a model's premise
        options = [o for o in options if o != "suppose"]
    if token.lemma_.lower() == "assume" and any(
        o.pos_ == "NOUN" and not any("=" in t.text for t in o.subtree) for o in _direct_objects(token)
    ):
        # mrben-test40: "we should assume complete dissociation" → "suppose": "suppose" takes a proposition ("let's
        # suppose the speed is S", "suppose x is negligible", "suppose $3^{11} + (-3)^{11} = 6$" were accepted), not a
        # noun phrase naming a condition
        options = [o for o in options if o != "suppose"]
    if token.lemma_.lower() == "indicate" and any(
        c.dep_ == "aux" and c.lower_ in CONDITIONAL_MODALS for c in token.children
    ):
        # mrben-test39: "a small λ would indicate a small deviation" → "would show": a hypothetical sign reads as a
        # display; "can indicate their proximity", "indicates a stronger bond" → "show" were accepted
        options = [o for o in options if o != "show"]
    if token.tag_ == "VBG" and token.i > 0 and token.doc[token.i - 1].lower_ == "upon":
        # mrben-test39: "Upon examining all choices" → "Upon looking at": formal "upon" clashes with a plain phrasal
        # verb ("After examining all choices" → "After looking at", "Upon analyzing" → "Upon examining" were accepted)
        options = [o for o in options if " " not in o]
    if (
        token.lemma_.lower() == "obtain"
        and any(o.lemma_.lower() in RESOURCE_NOUNS for o in _direct_objects(token))
        and not any(c.dep_ == "nsubj" and c.lower_ in SOLVER_PRONOUNS for c in token.children)
    ):
        # mrben-test36: "fungi obtain nutrients through absorption" → "find nutrients": acquiring is not locating
        options = [o for o in options if o != "find"]
    if token.lemma_.lower() == "assume" and any(c.dep_ == "neg" for c in token.children):
        # mrben-test38: "we cannot assume that the equilibrium lies" → "cannot suppose": a denied assumption refuses a
        # premise, which "suppose" does not idiomatically deny ("we can assume", "let's assume" → "suppose" were
        # accepted)
        options = [o for o in options if o != "suppose"]
    if (
        token.lemma_.lower() == "choose"
        and _next_word(token) == "to"
        and any(c.dep_ == "xcomp" and c.pos_ in {"VERB", "AUX"} for c in token.children)
    ):
        # mrben-test38: "I have chosen to go through each step" → "selected to", "picked to": "choose to" decides on
        # an action; "select" and "pick" take an object, not an infinitive ("humans choose traits to breed" →
        # "select traits" was accepted: there the infinitive follows the object)
        options = [o for o in options if o not in {"select", "pick"}]
    if token.lemma_.lower() == "assume" and token.tag_ in {"VBG", "VBN"}:
        # mrben-test29: "Assuming the electrons are non-relativistic" → "Supposing": an "assuming" clause states a
        # working premise, while a "supposing" clause poses a hypothetical; mrben-test41: "particles are assumed to
        # have no volume" → "are supposed to": "be supposed to" means "ought to" (finite "assume" → "suppose" was
        # accepted)
        options = [o for o in options if o != "suppose"]
    if token.lemma_.lower() == "occur" and [t.lower_ for t in token.doc[token.i + 1 : token.i + 3]] in (
        [["at", d] for d in ("a", "an", "the")]
    ):
        # mrben-test30: "the equivalence point occurs at a pH less than 7" → "happens at": "occur at a/the ..."
        # places a thing at a point on a scale; a bare condition still swaps ("occurs at room temperature", round 4)
        options = [o for o in options if o != "happen"]
    if token.lemma_.lower() == "imply" and (
        _opens_object_noun_phrase(token)
        or any(c.lower_ in ARTICLES for o in _direct_objects(token) for c in o.children if c.dep_ == "det")
    ):
        # mrben-test30: "which implies a net force acting opposite" → "means a net force": "mean a thing" names what a
        # word stands for; "implies that ..." and "implies x = 3" → "means" were accepted; mrben-test36: "it implies
        # the opposite" → "means the opposite", "choice B incorrectly implies the presence of" → "means the presence"
        options = [o for o in options if o != "mean"]
    if token.tag_ == "VBN" and token.lemma_.lower() in {"guarantee", "imply"}:
        # mrben-test27/28: "it is not guaranteed for all values" → "not ensured", "not mentioned or implied" → "not
        # meant": the participle states a property (certain, suggested), which the substitute's does not
        options = []
    if token.pos_ == "VERB" and _next_word(token) == "that":
        # mrben-test28: "it denotes that two groups are attached" → "it represents that": "represent" takes no clause
        options = [o for o in options if o != "represent"]
    if token.lemma_.lower() == "statement" and (
        _next_word(token) == "of" or any(c.lower_ in TRUTH_ADJECTIVES for c in token.children)
    ):
        # mrben-test27: "the statement of the Pauli exclusion principle" (a law's wording), "all true statements" (the
        # items of a question): "claim" is an assertion still in doubt
        options = [o for o in options if o != "claim"]
    if token.lower_ == "hence" and not _finite_verb_follows(token):
        # mrben-test27: "..., hence increased entropy" → "therefore increased entropy": "hence" before a bare noun
        # phrase ("hence the name") is an idiom "therefore" does not share ("and hence higher entropy" → "and thus
        # higher entropy" was accepted)
        options = [o for o in options if o != "therefore"]
    if token.pos_ == "VERB":
        # mrben-test26: "select this choice" → "choose this choice": a verb is not swapped for the one its own
        # object noun comes from
        objects = _direct_objects(token)
        options = [o for o in options if not any(_shares_stem(o.split()[0], n.lemma_) for n in objects)]
    if token.pos_ == "ADV" and token.head.pos_ == "VERB" and token.head.i == token.i + 1:
        # mrben-test26: "to precisely measure ΔH" → "to exactly measure": "exactly" qualifies an amount or a match
        # ("exactly 5", "exactly the same"), not the manner of the verb it stands before
        options = [o for o in options if o != "exactly"]
    if token.lemma_.lower() == "imply" and any(o.lower_ in PRONOUN_OBJECTS for o in _direct_objects(token)):
        # mrben-test26: "does not imply anything about S(n0 - 1)" → "does not mean anything about": "mean nothing"
        # or "mean anything" says a thing is of no (or some) importance, not what follows from it; "neither I nor
        # II implies the other" → "means the other" reads as one naming the other, not entailing it
        options = [o for o in options if o != "mean"]
    if token.pos_ == "ADJ" and _modified_noun(token).lemma_.lower() in PERSON_NOUNS | LIVING_NOUNS:
        # mrben-test26: "selecting for average or typical individuals" → "common individuals": before a noun of
        # people "common" means ordinary in rank, not representative; mrben-test35: "typical bacterial cells" →
        # "common bacterial cells": before a living thing it names a widespread kind
        options = [o for o in options if o != "common"]
    if token.pos_ == "NOUN" and _next_word(token) == "of":
        # round 22: "the method of elimination" → "the approach of elimination": "approach" takes "to", not "of"
        options = [o for o in options if o not in TO_GERUND_NOUNS]
    if token.tag_ == "VBG" and _after_be(token):
        # round 21: "The conditions I'm assuming are" → "I'm supposing": a stative verb takes no progressive
        options = [o for o in options if o.split()[0] not in NO_PROGRESSIVE_VERBS]
    if token.pos_ == "NOUN" and _takes_to_infinitive(token):
        # round 20: "a method to convert" → "an approach to convert": "approach" takes "to + -ing", not an infinitive
        options = [o for o in options if o not in TO_GERUND_NOUNS]
    if token.lemma_.lower() == "pick" and token.pos_ == "VERB" and not _picks_a_choice(token):
        return []  # mr-gsm8k-test30: "Ricky can pick 8 quarts of strawberries" → "choose"/"select": one picks fruit
    if token.lower_ == "correctly" and token.head.lemma_.lower() not in PROPERLY_VERBS:
        # mrben-test36: "Choice A correctly lists primary xylem" → "properly lists"; mrben-test42: "correctly
        # identifies a necessary characteristic" → "properly identifies": picking out is accurate, not proper
        options = [o for o in options if o != "properly"]
    if token.lower_ == "necessary" and token.dep_ == "amod" and token.i < token.head.i:
        # mrben-test42: "a necessary characteristic" → "a needed characteristic" (both readers): the participle reads as
        # a predicate ("it's not needed") or after its noun ("the diversity needed for"), not as an attribute before it
        options = [o for o in options if o != "needed"]
    if token.lower_ in {"therefore", "thus"} and _is_mid_clause_parenthetical(token):
        # mrben-test42: "This choice, therefore, provides ..." → "This choice, hence, provides" (both readers): "hence"
        # heads a consequence and is no parenthetical after a subject ("and, hence, a higher entropy" was accepted)
        options = [o for o in options if o != "hence"]
    if token.lower_ == "correctly" and _marks_a_right_answer(token):
        # mr-gsm8k-dev: "she gets 18 questions correctly" → "properly": getting a question right is not doing it in
        # the right manner ("only Choice A correctly describes" → "properly describes" was accepted)
        options = [o for o in options if o != "properly"]
    if token.lemma_.lower() == "employ" and any(
        o.lemma_.lower() in PERSON_NOUNS or o.ent_type_ == "PERSON" or o.lower_ in PERSON_OBJECTS
        for o in _direct_objects(token)
    ):
        return []  # word problems: "the bakery employs 5 workers" → "uses 5 workers": employing people is hiring
    if token.lemma_.lower() == "finish" and not any(o.lemma_.lower() in TASK_NOUNS for o in _direct_objects(token)):
        # word problems: "she finishes the pizza" → "completes the pizza": one completes a task, not a meal
        options = [o for o in options if o != "complete"]
    if token.lemma_.lower() == "record" and any(o.lemma_.lower() in RECORDED_WORKS for o in _direct_objects(token)):
        return []  # word problems: "she records 3 songs a week" → "notes 3 songs": recording a song is making it
    if token.lemma_.lower() == "stay" and _lodges_somewhere(token):
        return []  # word problems: "they stay at the hotel for 3 nights" → "remain at the hotel": that is lodging
    if token.lemma_.lower() == "obtain" and _from_a_person(token):
        return []  # word problems: "she obtains 3 stickers from her friend" → "finds": that is receiving
    if token.lemma_.lower() == "big" and _modified_noun(token).lemma_.lower() in PERSON_NOUNS | KIN_NOUNS:
        return []  # word problems: "his big brother" → "large brother": before a person "big" means older
    if token.lemma_.lower() == "fast" and _modified_noun(token).lemma_.lower() not in PROCESS_NOUNS:
        # word problems: "a fast runner", "the car is fast" → "rapid": rapid is said of a change or a process
        options = [o for o in options if o != "rapid"]
    if token.lemma_.lower() == "rapid" and _names_a_change(_modified_noun(token)):
        # mrben-test35: "rapid evolutionary change", "the rapid diversification" → "fast": a change is rapid
        options = [o for o in options if o != "fast"]
    if token.lower_ == "quickly" and token.i < token.head.i and token.doc[token.i - 1].lower_ not in DEGREE_WORDS:
        # word problems: "she quickly spends 20 dollars" → "she fast spends": the adverb "fast" follows its verb
        options = [o for o in options if o != "fast"]
    if token.lemma_.lower() == "goal" and _counted_goal(token):
        return []  # word problems: "they scored 3 goals" → "3 aims": a counted goal is a point in a game
    if token.lemma_.lower() == "plot" and any(
        w.lemma_.lower() in GROUND_NOUNS for w in [*token.subtree, token.doc[max(token.i - 1, 0)]] if w.i != token.i
    ):
        return []  # word problems: "the plot of land is 20 feet long" → "the graph of land": a plot of ground
    if token.pos_ == "VERB" and token.lemma_.lower() == "find" and not _find_computes_value(token):
        return []  # round 7: "easier for predators to find" → "determine" changes locate into calculate
    if token.i > 0 and (token.doc[token.i - 1].lemma_ == "be" or token.doc[token.i - 1].pos_ == "AUX"):
        # round 3: "is hence the stomach enzyme"; round 9: "must hence lie": "hence" does not sit between an
        # auxiliary or modal and its verb, where "thus" and "therefore" read well
        options = [o for o in options if o != "hence"]
    if token.i > 0 and token.doc[token.i - 1].dep_ in {"nsubj", "nsubjpass"} and token.head.pos_ in {"VERB", "AUX"}:
        options = [o for o in options if o != "hence"]  # round 19: "Transpiration hence speeds up": nor after a subject
    if not options or not _lemma_fits(token):
        return []
    results = []
    for option in options:
        if token.pos_ == "NOUN" and token.tag_ == "NNS" and " " not in option and option.endswith("s"):
            continue
        word = inflect_phrase(option, token.pos_, token.tag_)
        if token.text[:1].isupper():
            word = word[:1].upper() + word[1:]
        if word.lower() != token.text.lower():
            results.append((word, "lexicon"))
    return results


#: Units of measure written as words; a number before one is a measurement, not a count (round 11: "6 inches" →
#: "six inches" was rejected). The abbreviations' words from ``data/units.tsv`` are added in ``_unit_words``.
UNIT_WORDS = frozenset(
    {
        "inch", "foot", "feet", "yard", "mile", "ounce", "pound", "ton", "gallon", "quart", "pint", "cup", "acre",
        "second", "minute", "hour", "day", "week", "month", "year", "degree", "radian", "percent", "cent", "dollar",
        "unit", "meter", "metre", "liter", "litre", "gram",
    }
)  # fmt: skip
#: A count written in digits: a number, then a plural word ("5 choices", "10 apples").
COUNT_IN_DIGITS_RE = re.compile(r"(?<![\w.,])\d+\s+[A-Za-z]{2,}s\b")


@functools.lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    words = {w.lower() for singular, plural in unit_table().values() for w in (singular, plural)}
    return frozenset(words | UNIT_WORDS)


def _number_options(
    text: str, doc: Any, question: str, protected: list[bool], earlier: str = ""
) -> list[tuple[int, int, str, str]]:
    """(start, end, old, words) for small integers that count things in running prose ("3 apples" → "three
    apples"): the number modifies the plural noun right after it, that noun is no unit ("6 inches" stays), its
    sentence has no maths, no operator and no other number in digits, the number is not copied from the question,
    and nowhere else in the step, the earlier steps or the question is a count written in digits (round 11:
    "five choices" beside "5 choices" mixes styles). Operands, results, measured quantities and numbers next to
    maths stay in digits."""
    asked = _question_numbers(question)
    results = []
    for token in doc:
        raw = token.text
        if not re.fullmatch(r"\d{1,2}", raw) or not 2 <= int(raw) <= WRITE_OUT_MAX or raw in asked:
            continue
        following = doc[token.i + 1] if token.i + 1 < len(doc) else None
        if (
            following is None
            or token.dep_ != "nummod"
            or token.head.i != following.i
            or following.tag_ != "NNS"
            or not following.is_alpha
            or len(following.text) < 3
        ):
            continue
        if any(protected[token.idx + len(raw) : following.idx + len(following.text)]):
            continue  # a unit ("3 cm") or another protected span follows
        if following.lower_ in _unit_words() or following.lemma_.lower() in _unit_words():
            continue  # a measurement ("6 inches"), written in digits
        elsewhere = text[: token.idx] + " " + text[following.idx + len(following.text) :]
        if any(COUNT_IN_DIGITS_RE.search(part) for part in (elsewhere, earlier, question)):
            continue  # the solution writes counts in digits: a written-out one would mix styles
        sentence = token.sent.text
        others = [m for m in NUMBER_RE.finditer(sentence) if m.start() != token.idx - token.sent.start_char]
        if others or MATH_RE.search(sentence) or any(c in OPERATOR_CHARS for c in sentence.replace("-", "")):
            continue
        if NUMBER_WORDS_RE.search(sentence):
            continue  # "3 or four" would mix styles
        results.append((token.idx, token.idx + len(raw), raw, num2words(int(raw))))
    return results


def _fix_article(text: str, start: int) -> str:
    """'a accurate' → 'an accurate' when the word at ``start`` replaced one that took the other article."""
    match = re.search(r"\b([Aa]n?) $", text[:start])
    if not match or not text[start : start + 1].isalpha():
        return text
    wanted = "an" if text[start].lower() in "aeio" else "a"
    if match.group(1)[:1].isupper():
        wanted = wanted.capitalize()
    return text[: match.start(1)] + wanted + " " + text[start:]


#: Parts of speech whose repeated lemma marks a term the step relies on ("primary coil ... primary coil").
REPEATED_TERM_POS = frozenset({"NOUN", "ADJ"})


#: Parts of speech of the problem's own terms: a noun or adjective the question uses names what the problem is
#: about ("the first statement" where the problem lists statements) and keeps its name in every step.
QUESTION_TERM_POS = frozenset({"NOUN", "PROPN", "ADJ"})


#: Words of the question's instructions, not of its content ("Express your answer as a fraction").
INSTRUCTION_NOUNS = frozenset({"answer"})


@functools.lru_cache(maxsize=64)
def _question_words(question: str) -> frozenset[str]:
    return frozenset(w.lower() for w in re.findall(r"[^\W\d_]+", question))


def _word_forms(token: Any) -> set[str]:
    """The token's text, its lemma and every inflection of the lemma, lower-cased."""
    from lemminflect import getAllInflections

    lemma = token.lemma_.lower()
    forms = {token.lower_, lemma}
    forms.update(f.lower() for tag_forms in getAllInflections(lemma, upos=token.pos_).values() for f in tag_forms)
    return forms


#: A step's or line's opening word, after any markup and a "Let's"/"Let us" ("Let's analyze Choice B").
_OPENING_WORD = r"[^A-Za-z\n]*(?:let(?:'|’)s\s+|let\s+us\s+)?([A-Za-z]+)"
OPENING_WORD_RE = re.compile("^" + _OPENING_WORD, re.IGNORECASE | re.MULTILINE)
#: The same word after a step's header, where the line anchor of ``OPENING_WORD_RE`` would fail.
TITLE_OPENING_RE = re.compile(_OPENING_WORD, re.IGNORECASE)


def _verb_lemmas(word: str) -> frozenset[str]:
    """The verb lemmas a written word may be a form of ("Analyzing" → analyze; none for "Therefore")."""
    from lemminflect import getAllLemmas

    return frozenset(getAllLemmas(word.lower(), upos="VERB").get("VERB", ()))


def _repeated_opening_verb(text: str, other_steps: str) -> tuple[int, int] | None:
    """The span of the step's opening verb ("Analyze Choice C", "Let's analyze Choice B") where a line of another
    step of the process, before or after it, opens with the same verb: the solution's own heading template
    ("Analyzing Choice_B" ... "Analyzing Choice_C"), which a swap breaks ("Examining Choice_C") and which tells a
    judge where the variant is (round 34)."""
    opening = OPENING_WORD_RE.match(text)
    lemmas = _verb_lemmas(opening.group(1)) if opening else frozenset()
    if opening is None or not lemmas:
        return None
    if any(lemmas & _verb_lemmas(m.group(1)) for m in OPENING_WORD_RE.finditer(other_steps)):
        return opening.start(1), opening.end(1)
    return None


#: How many words a step's title may have; a longer opening stretch is a sentence of the argument.
TITLE_MAX_WORDS = 12


def _step_title(text: str) -> tuple[int, int] | None:
    """The span of the step's title: the opening stretch of its first line (after any "Step k:" header) up to a line
    break or a colon, when it opens with a verb ("Analyze the ability of each central atom\n",
    "Calculate the final temperature (T₂): ...", "Jointly analyzing all the choices: ...").
    A title is the solution's heading for the step, which a swap changes ("Examine the ability ...": one reader of
    each of 16 pairs in round 40 graded it a changed header). An opening sentence with no break within
    ``TITLE_MAX_WORDS`` words is no title ("Find the sum of the first ten terms."): readers of earlier rounds
    accepted its verb swapped (two of round 40's 16 pairs were such sentences: "Analyze the given data. ...")."""
    header = HEADER_RE.match(text)
    start = header.end() if header else 0
    opening = TITLE_OPENING_RE.match(text, start)
    if opening is None:
        return None
    verb_start, verb_end = opening.span(1)
    if opening.group(1).lower().endswith("ly") and (after := re.match(r"\s+([A-Za-z]+)", text[verb_end:])):
        verb_start, verb_end = verb_end + after.start(1), verb_end + after.end(1)  # "Jointly analyzing all ..."
    if not _verb_lemmas(text[verb_start:verb_end]):
        return None  # "The solar flux ...", "Since ...": a sentence, not a heading
    stop = re.search(r"\n|:", text[opening.start(1) :])
    if stop is None or len(text[opening.start(1) : opening.start(1) + stop.start()].split()) > TITLE_MAX_WORDS:
        return None  # an opening sentence ("Find the sum of the first ten terms. ..."): its verb swaps as before
    return opening.start(1), opening.start(1) + stop.start()


def _text_protected_mask(text: str, question: str) -> list[bool]:
    """Per character of ``text``: True where no word is swapped, as far as the text alone tells (protected spans, fixed
    expressions, quotations); ``substitution_slots`` adds what the parse tells."""
    protected = [False] * len(text)
    for span in protected_spans(text, question or None):
        protected[span.start : span.end] = [True] * (span.end - span.start)
    for start, end in [*fixed_expression_spans(text), *quoted_spans(text)]:
        protected[start:end] = [True] * (end - start)  # round 27: a quotation is kept word for word
    return protected


#: A colon right after a word, spaces aside: the word is a label.
LABEL_COLON_RE = re.compile(r"[ \t]*:")


def _kept_by_its_text(text: str, start: int, end: int) -> bool:
    """Is the word at ``text[start:end]`` kept for what its neighbours in the text are: part of a compound or a
    label?"""
    if (start > 0 and text[start - 1] in "-/") or text[end : end + 1] in ("-", "/"):
        return True  # part of a compound ("double-checking", "mass/volume"): swapping one part breaks it
    # a label ("Answer: 76"): round-2 readers found "Result: 76" unusual. Read on the text, not on the next token: the
    # tokenizer makes one token (an emoticon) of the ":*" in "**Answer:**"
    return LABEL_COLON_RE.match(text, end) is not None


@functools.lru_cache(maxsize=64)
def _question_numbers(question: str) -> frozenset[str]:
    """The numbers the question writes, as written: a count copied from it stays in digits."""
    return frozenset(m.group(0) for m in NUMBER_RE.finditer(question))


def substitution_slots(
    text: str, doc: Any, subject: str, question: str = "", earlier: str = "", later: str = ""
) -> list[dict[str, Any]]:
    """Every place a replacement may go: character span, original, lemma, options with their source.
    ``question`` is the problem text (its data and its own terms are never changed), ``earlier`` and ``later`` the
    process's steps before and after this one."""
    protected = _text_protected_mask(text, question)
    for sent in doc.sents:
        if lacks_subjects(sent):
            protected[sent.start_char : sent.end_char] = [True] * (sent.end_char - sent.start_char)
    for heading in (_repeated_opening_verb(text, earlier + "\n" + later), _step_title(text)):
        if heading is not None:
            protected[heading[0] : heading[1]] = [True] * (heading[1] - heading[0])
    used_words = {t.lower_ for t in doc if t.is_alpha} | {t.lemma_.lower() for t in doc if t.is_alpha}
    term_counts = Counter(t.lemma_.lower() for t in doc if t.pos_ in REPEATED_TERM_POS)
    question_words = _question_words(question)
    # the step names an option ("Choice_C"); the question lists its options ("A: Gamma rays", "(B) 12")
    multiple_choice = bool(OPTION_LABEL_RE.search(text))
    lists_options = len(QUESTION_OPTION_RE.findall(question)) >= 2
    slots = []
    for token in doc:
        start, end = token.idx, token.idx + len(token.text)
        if any(protected[start:end]) or _kept_by_its_text(text, start, end):
            continue
        if token.pos_ in REPEATED_TERM_POS and term_counts[token.lemma_.lower()] > 1:
            continue  # a term the step repeats: swapping one occurrence gives it a second name
        if token.lemma_.lower() == "answer" and token.pos_ == "NOUN" and (lists_options or multiple_choice):
            # in a multiple-choice step or question the answer is an option, not a result: mrben-dev, round 23: "the
            # correct answer is Choice_B", "Choose the most appropriate answer"; mrben-test25: "gamma rays cannot be
            # the answer"; round 41: "The answer is (G).", "To find the correct answer" (all four readers, 18 pairs)
            continue
        if (
            token.pos_ in QUESTION_TERM_POS
            and token.lemma_.lower() not in INSTRUCTION_NOUNS
            and _word_forms(token) & question_words
        ):
            continue  # round 11: "the first statement" → "the first claim" where the problem lists statements
        # Never a word the step already has ("find ... determine" → "determine ... determine") nor a second
        # name for one of its terms ("slope ... gradient").
        options = [
            (word, source) for word, source in _options(token, subject) if not set(word.lower().split()) & used_words
        ]
        if token.i + 1 < len(doc) and doc[token.i + 1].tag_ == "VBG":
            # round 41: ", thus preventing the cell from bursting" → ", therefore stopping" (both readers): before a
            # participle "thus" and "hence" read, "therefore" does not ("thus forming" → "hence forming" was accepted)
            options = [(word, source) for word, source in options if word != "therefore"]
        if options:
            slots.append(
                {"start": start, "end": end, "old": token.text, "lemma": token.lemma_.lower(), "options": options}
            )
    for start, end, old, words in _number_options(text, doc, question, protected, earlier):
        slots.append({"start": start, "end": end, "old": old, "lemma": old, "options": [(words, "num2words")]})
    return sorted(slots, key=lambda s: s["start"])


def apply_substitutions(text: str, substitutions: list[tuple[int, int, str]]) -> str:
    """Apply (start, end, replacement) edits to ``text``, fixing a/an before each replacement."""
    for start, end, new in sorted(substitutions, reverse=True):
        text = _fix_article(text[:start] + new + text[end:], start)
    return text


def synonym_candidates(
    text: str,
    doc: Any,
    subject: str,
    rng: np.random.Generator,
    n: int,
    *,
    question: str = "",
    earlier: str = "",
    later: str = "",
) -> list[Candidate]:
    """Up to ``n`` distinct rewrites, each changing 1–3 terms chosen by ``rng``; ``question`` (the problem
    text) marks restated problem data and the problem's own terms, which are never changed; ``earlier`` (the
    steps before this one) tells how the solution writes counts; a step's opening verb that the solution's other
    steps (``earlier`` and ``later``) also open with is its heading template and is kept.

    Tries up to ``4 n`` draws; the first draws change one term each so that the simplest variants come first.
    """
    slots = substitution_slots(text, doc, subject, question, earlier, later)
    if not slots:
        return []
    seen: set[str] = set()
    candidates: list[Candidate] = []
    for attempt in range(4 * n):
        if len(candidates) >= n:
            break
        size = 1 if attempt < len(slots) else int(rng.integers(1, min(MAX_CHANGES, len(slots)) + 1))
        chosen = sorted(rng.choice(len(slots), size=size, replace=False).tolist())
        if len({slots[i]["lemma"] for i in chosen}) < len(chosen):
            continue  # round 11: "to determine ... until we determine": one word swapped twice reads as a pattern
        substitutions, record = [], []
        for index in chosen:
            slot = slots[index]
            new, source = slot["options"][int(rng.integers(len(slot["options"])))]
            substitutions.append((slot["start"], slot["end"], new))
            record.append({"at": slot["start"], "old": slot["old"], "new": new, "source": source})
        if len({r["new"].lower() for r in record}) < len(record):
            continue  # mrben-test38: "Therefore ... Thus" → "Hence ... Hence": two words swapped to one repeat it
        new_text = apply_substitutions(text, substitutions)
        if new_text in seen or new_text == text:
            continue
        seen.add(new_text)
        sources = sorted({r["source"] for r in record})
        candidates.append(Candidate(new_text, "+".join(sources), {"substitutions": record}))
    return candidates
