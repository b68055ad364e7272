"""Synonym substitution: key terms (and numbers with units) replaced by near-synonyms.

Replacements come from the curated lexicon in ``data/stem_lexicon.tsv`` first and from WordNet
(verbs only; first sense, only when that sense is named after the word itself; filtered by ``data/wordnet_stoplist.txt``) second.
Nothing inside a protected span changes except that a number (with its unit) may be written out
in words ("5 cm" → "five centimeters").
"""

from __future__ import annotations

import csv
import functools
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np
from num2words import num2words

from .candidates import Candidate
from .inflection import inflect_phrase
from .protect import NUMBER_WORDS_RE, OPERATOR_CHARS, protected_spans, unit_table

SPACY_TO_WORDNET = {"VERB": "v"}  # WordNet adjectives and adverbs were too often wrong (limiting → restraining)
MAX_CHANGES = 3


@dataclass(frozen=True)
class LexiconEntry:
    lemma: str
    pos: str
    synonyms: tuple[str, ...]
    subject: str


@functools.lru_cache(maxsize=1)
def lexicon() -> dict[tuple[str, str], list[LexiconEntry]]:
    """(lemma, POS) → entries, from the shipped curated STEM lexicon."""
    text = (resources.files("confprobench.perturb") / "data" / "stem_lexicon.tsv").read_text(encoding="utf-8")
    table: dict[tuple[str, str], list[LexiconEntry]] = {}
    for row in csv.reader((line for line in text.splitlines() if line and not line.startswith("#")), delimiter="\t"):
        lemma, pos, synonyms, subject = row
        table.setdefault((lemma, pos), []).append(LexiconEntry(lemma, pos, tuple(synonyms.split("|")), subject))
    return table


@functools.lru_cache(maxsize=1)
def wordnet_stoplist() -> frozenset[str]:
    text = (resources.files("confprobench.perturb") / "data" / "wordnet_stoplist.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@functools.lru_cache(maxsize=4096)
def wordnet_synonyms(lemma: str, pos: str) -> tuple[str, ...]:
    """Synonyms from the first WordNet sense, only for words with at most three senses (low ambiguity)."""
    from .models import wordnet

    synsets = wordnet().synsets(lemma, pos=pos)
    if not synsets or len(synsets) > 3 or synsets[0].name() in wordnet_stoplist():
        return ()
    if synsets[0].lemma_names()[0] != lemma:
        return ()  # the word's main sense is named after another word (assort → classify.v.01): too far
    stop = wordnet_stoplist()
    names = []
    for name in synsets[0].lemma_names():
        if name == lemma or name in stop or not re.fullmatch(r"[a-z]+(?:_[a-z]+)?", name):
            continue
        names.append(name.replace("_", " "))
    return tuple(names)


def _lexicon_options(token: Any, subject: str) -> list[str]:
    options: list[str] = []
    for entry in lexicon().get((token.lemma_.lower(), token.pos_), []):
        if entry.subject != "all" and subject.lower() not in entry.subject.split(","):
            continue
        has_object = any(child.dep_ in {"dobj", "obj"} for child in token.children)
        for synonym in entry.synonyms:
            if synonym.endswith("+obj"):
                if not has_object:
                    continue
                synonym = synonym[:-4]
            elif synonym.endswith("-obj"):
                if has_object:
                    continue
                synonym = synonym[:-4]
            options.append(synonym)
    return options


def _in_named_term(token: Any) -> bool:
    """Part of a multi-word term whose words are fixed: "rate law", "Ohm's law", "Pythagorean theorem",
    "combined gas law", "cells/mL". Such words are never replaced."""
    if token.dep_ in {"compound", "amod"} and token.pos_ in {"NOUN", "VERB"}:
        return True
    if token.pos_ == "NOUN" and any(c.dep_ in {"compound", "poss"} or (c.dep_ == "amod" and c.text[:1].isupper())
                                    for c in token.children):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return following is not None and following.text.startswith("/")


def _options(token: Any, subject: str) -> list[tuple[str, str]]:
    """(replacement, source) pairs for one token, already inflected and cased."""
    if token.pos_ not in {"NOUN", "VERB", "ADJ", "ADV"} or not token.is_alpha or token.dep_ in {"aux", "auxpass"}:
        return []
    if token.tag_ in {"MD", "JJR", "JJS", "RBR", "RBS"} or token.lemma_.lower() in {"be", "have", "do"}:
        return []
    if _in_named_term(token) or (token.pos_ == "ADV" and token.head.pos_ == "ADP"):
        return []  # "at first" is an idiom, not the adverb "first"
    sources = [(option, "lexicon") for option in _lexicon_options(token, subject)]
    has_arguments = any(c.dep_ in {"nsubj", "nsubjpass", "dobj", "aux", "auxpass"} for c in token.children)
    if not sources and token.pos_ in SPACY_TO_WORDNET and has_arguments:  # mis-tagged nouns ("hawk,") have none
        sources = [(option, "wordnet") for option in wordnet_synonyms(token.lemma_.lower(), SPACY_TO_WORDNET[token.pos_])]
    results = []
    for option, source in sources:
        if token.pos_ == "ADJ" and " " in option and token.dep_ == "amod":
            continue  # "perpendicular lines" must not become "at right angles lines"
        if token.pos_ == "NOUN" and token.tag_ == "NNS" and " " not in option and option.endswith("s"):
            continue
        if token.pos_ == "NOUN" and " " in option and any(c.dep_ in {"amod", "compound", "nummod"} for c in token.children):
            continue  # "acetic acid" must not become "acetic acidic substance"
        word = inflect_phrase(option, token.pos_, token.tag_)
        if token.text[:1].isupper():
            word = word[:1].upper() + word[1:]
        if word.lower() != token.text.lower():
            results.append((word, source))
    return results


# Words after "5 cm" that show the phrase is not attributive ("a 12 V battery" must stay as it is).
AFTER_QUANTITY = {"of", "per", "and", "or", "from", "to", "in", "at", "for", "is", "are", "was", "were", "with", "on",
                  "by", "than", "each", "apart", "long", "wide", "high", "away"}


def _number_options(text: str, subject: str) -> list[tuple[int, int, str, str]]:
    """(start, end, old, words) for numbers (with an optional unit) standing among words, not in formulas."""
    units = unit_table()
    spans = protected_spans(text)
    results = []
    for position, span in enumerate(spans):
        if span.kind != "number":
            continue
        raw = text[span.start:span.end]
        if text[span.end:span.end + 1].isalnum() or text[span.start - 1:span.start].isalnum():
            continue  # part of a formula or name such as 6CO2
        if not re.fullmatch(r"\d{1,4}(?:\.\d{0,1}[1-9])?", raw):
            continue  # "20.0 mL" would lose its significant figures as "twenty milliliters"
        if text[span.start - 1:span.start] in "€$£¥" and span.start > 0:
            continue
        unit = spans[position + 1] if position + 1 < len(spans) and spans[position + 1].kind == "unit" else None
        if unit and len(text[unit.start:unit.end]) == 1 and subject != "Physics":
            continue  # "6 C" is six carbon atoms in chemistry, not six coulombs
        end = unit.end if unit else span.end
        if text[end:end + 1] not in {"", " ", ",", ".", ";", ":"} or text[span.start - 1:span.start] not in {"", " ", "("}:
            continue  # "3(14 − 4)", "5x", "€10"
        next_word = (text[end:].split() or [""])[0]
        if unit and next_word and next_word[0].isalpha() and next_word.lower() not in AFTER_QUANTITY:
            continue
        before = text[:span.start].rstrip()[-1:]
        after = text[end:].lstrip()[:1]
        word_before = (text[:span.start].split() or [""])[-1].lower()
        word_after = (text[end:].split() or [""])[0].lower().strip(",.;:")
        if before.isdigit() or after.isdigit() or NUMBER_WORDS_RE.fullmatch(word_before) or NUMBER_WORDS_RE.fullmatch(word_after):
            continue  # "12 5" written out would read as one number
        if re.search(r"\d\s*,\s*$", text[:span.start]) or re.match(r"\s*,\s*\d", text[end:]):
            continue  # one item of a list of numbers ("3, 6, 12, 24") stays in digits like the others
        if re.search(r"\d\s+(?:and|or)\s+$", text[:span.start]) or re.match(r"\s+(?:and|or)\s+\d", text[end:]):
            continue  # "experiments 1 and 2"
        if before in OPERATOR_CHARS or after in OPERATOR_CHARS or before in "([{/:" or after in ")]}/:":
            continue
        value = float(raw) if "." in raw else int(raw)
        words = num2words(value)
        if unit:
            singular, plural_word = units[text[unit.start:unit.end]]
            words += " " + (singular if value == 1 else plural_word)
        results.append((span.start, end, text[span.start:end], words))
    return results


def _fix_article(text: str, start: int) -> str:
    """'a accurate' → 'an accurate' when the word at ``start`` replaced one that took the other article."""
    match = re.search(r"\b([Aa]n?) $", text[:start])
    if not match or not text[start:start + 1].isalpha():
        return text
    wanted = "an" if text[start].lower() in "aeio" else "a"
    if match.group(1)[:1].isupper():
        wanted = wanted.capitalize()
    return text[:match.start(1)] + wanted + " " + text[start:]


def substitution_slots(text: str, doc: Any, subject: str) -> list[dict[str, Any]]:
    """Every place a replacement may go: character span, original, options with their source."""
    protected = [False] * len(text)
    for span in protected_spans(text):
        protected[span.start:span.end] = [True] * (span.end - span.start)
    slots = []
    for token in doc:
        start, end = token.idx, token.idx + len(token.text)
        if any(protected[start:end]):
            continue
        options = _options(token, subject)
        if options:
            slots.append({"start": start, "end": end, "old": token.text, "options": options})
    for start, end, old, words in _number_options(text, subject):
        slots.append({"start": start, "end": end, "old": old, "options": [(words, "num2words")]})
    return sorted(slots, key=lambda s: s["start"])


def apply_substitutions(text: str, substitutions: list[tuple[int, int, str]]) -> str:
    for start, end, new in sorted(substitutions, reverse=True):
        text = _fix_article(text[:start] + new + text[end:], start)
    return text


def synonym_candidates(text: str, doc: Any, subject: str, rng: np.random.Generator, n: int) -> list[Candidate]:
    """Up to ``n`` distinct rewrites, each changing 1–3 terms chosen by ``rng``.

    Tries up to ``4 n`` draws; the first draws change one term each so that the simplest variants come first.
    """
    slots = substitution_slots(text, doc, subject)
    if not slots:
        return []
    seen: set[str] = set()
    candidates: list[Candidate] = []
    for attempt in range(4 * n):
        if len(candidates) >= n:
            break
        size = 1 if attempt < len(slots) else int(rng.integers(1, min(MAX_CHANGES, len(slots)) + 1))
        chosen = sorted(rng.choice(len(slots), size=size, replace=False).tolist())
        substitutions, record = [], []
        for index in chosen:
            slot = slots[index]
            new, source = slot["options"][int(rng.integers(len(slot["options"])))]
            substitutions.append((slot["start"], slot["end"], new))
            record.append({"at": slot["start"], "old": slot["old"], "new": new, "source": source})
        new_text = apply_substitutions(text, substitutions)
        if new_text in seen or new_text == text:
            continue
        seen.add(new_text)
        sources = sorted({r["source"] for r in record})
        candidates.append(Candidate(new_text, "+".join(sources), {"substitutions": record}))
    return candidates
