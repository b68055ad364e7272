"""Shortcut audit of a benchmark: how far predictors that never read the maths get (`confprobench data audit`).

A step-level benchmark tests judges only if a step's label cannot be guessed from where the step
sits, how long it is or which words it uses. :func:`audit_benchmark` measures exactly that, on the
gold labels alone: each trivial predictor (step index, relative position, is-last-step, step
length, a bag-of-words classifier and their combination) is fitted with logistic regression and
scored out of fold, the folds grouped by problem so no problem is both trained and tested on. Each
gets an AUROC for "P(step correct)" against the gold label with a 95% cluster-bootstrap interval over
problems. Beside them: where the first error sits, class balance per subject/difficulty/modality,
and exact and near-duplicate steps. :func:`position_baseline` gives the relative-position predictor's
out-of-fold P(correct) for every step, the reference row reports put beside real judges.

Only original processes are audited (variants are derived from them); unlabeled steps are left out.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from .benchmark import Benchmark, load_benchmark
from .schema import Process
from .seeding import stable_int

#: Default warning thresholds on the out-of-fold AUROC (issue 9: a benchmark that tests judges keeps
#: every single shortcut at or below 0.65 and the bag of words at or below 0.60).
SINGLE_FEATURE_THRESHOLD = 0.65
BAG_OF_WORDS_THRESHOLD = 0.60
DEFAULT_FOLDS = 5
DEFAULT_BOOTSTRAP = 1000
#: Cosine similarity (TF-IDF over word 1–2-grams) at or above which two different step texts are near-duplicates.
NEAR_DUPLICATE_SIMILARITY = 0.9
#: Above this many labeled steps the all-pairs near-duplicate search is skipped (it grows with the square).
NEAR_DUPLICATE_MAX_STEPS = 20_000

#: Predictor name → what it reads. The order is the order of the report.
SHORTCUTS: dict[str, str] = {
    "step_index": "the step's 1-based index",
    "relative_position": "index / number of steps",
    "is_last_step": "1 for the final step, else 0",
    "step_length": "log(1 + characters in the step)",
    "bag_of_words": "TF-IDF of the step's words, logistic regression",
    "combined": "all of the above together",
}
SINGLE_FEATURES = ("step_index", "relative_position", "is_last_step", "step_length")


@dataclass(frozen=True)
class ShortcutScore:
    """Out-of-fold AUROC of one trivial predictor, with its cluster-bootstrap 95% interval."""

    name: str
    reads: str
    auroc: float | None
    ci_low: float | None
    ci_high: float | None
    threshold: float

    @property
    def exceeds(self) -> bool:
        """Whether the out-of-fold AUROC is above the warning threshold."""
        return self.auroc is not None and self.auroc > self.threshold


@dataclass(frozen=True)
class BalanceRow:
    """Label balance of the processes sharing one subject, difficulty or modality."""

    group: str
    processes: int
    fully_correct_processes: int
    labeled_steps: int
    incorrect_steps: int

    @property
    def incorrect_pct(self) -> float | None:
        """Percentage of labeled steps that are incorrect (one decimal); None when no step is labeled."""
        return round(100.0 * self.incorrect_steps / self.labeled_steps, 1) if self.labeled_steps else None


@dataclass(frozen=True)
class Duplicates:
    """Repeated step texts (compared after case folding and collapsing white space).

    ``exact_*`` count texts occurring more than once among labeled steps; ``conflicting`` those whose
    copies carry both labels; the ``scope`` counts say where the copies sit: inside one process,
    across processes of one problem (e.g. an original and its modified copy), or across problems
    (templates). Near-duplicates are pairs of different texts with TF-IDF cosine ≥ ``near_similarity``.
    """

    exact_groups: int
    exact_steps: int
    exact_conflicting_groups: int
    exact_scope: dict[str, int]
    repeats_of_previous_step: int
    near_pairs: int | None
    near_conflicting_pairs: int | None
    near_scope: dict[str, int]
    near_similarity: float
    examples: tuple[str, ...] = ()


@dataclass(frozen=True)
class AuditReport:
    """Everything `data audit` prints. ``to_dict()`` is its JSON form."""

    name: str
    fingerprint: str
    processes: int
    problems: int
    labeled_steps: int
    incorrect_steps: int
    folds: int
    seed: int
    bootstrap: int
    shortcuts: tuple[ShortcutScore, ...]
    first_error_index: dict[str, int]
    first_error_relative: dict[str, int]
    processes_ending_wrong: int
    always_correct_accuracy: float | None
    last_step_wrong_accuracy: float | None
    balance: dict[str, tuple[BalanceRow, ...]]
    duplicates: Duplicates
    warnings: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)

    def shortcut(self, name: str) -> ShortcutScore:
        """The shortcut score named ``name``."""
        return next(s for s in self.shortcuts if s.name == name)

    def to_dict(self) -> dict[str, Any]:
        """The report as plain JSON-ready data, with each shortcut's ``exceeds`` and each row's ``incorrect_pct``."""
        data = asdict(self)
        data["shortcuts"] = [dict(asdict(s), exceeds=s.exceeds) for s in self.shortcuts]
        data["balance"] = {
            kind: [dict(asdict(row), incorrect_pct=row.incorrect_pct) for row in rows]
            for kind, rows in self.balance.items()
        }
        return data


# --------------------------------------------------------------------------- step table


@dataclass(frozen=True)
class _Steps:
    """Every step of the audited processes as parallel arrays (labels -1 where unlabeled)."""

    process_id: tuple[str, ...]
    index: np.ndarray
    n_steps: np.ndarray
    text: tuple[str, ...]
    label: np.ndarray
    group: np.ndarray  # problem number: the cross-validation and bootstrap cluster

    @property
    def labeled(self) -> np.ndarray:
        return self.label >= 0

    def scalar(self, name: str) -> np.ndarray:
        if name == "step_index":
            return np.asarray(self.index, dtype=float)
        if name == "relative_position":
            return np.asarray(self.index / self.n_steps, dtype=float)
        if name == "is_last_step":
            return np.asarray(self.index == self.n_steps, dtype=float)
        if name == "step_length":
            return np.asarray(np.log1p(np.array([len(t) for t in self.text], dtype=float)), dtype=float)
        raise KeyError(name)


def _step_table(processes: Iterable[Process]) -> _Steps:
    processes = sorted(processes, key=lambda p: p.id)
    problem_number = {pid: i for i, pid in enumerate(sorted({p.problem.id for p in processes}))}
    rows = [
        (p.id, s.index, len(p.steps), s.text, -1 if s.label is None else s.label, problem_number[p.problem.id])
        for p in processes
        for s in p.steps
    ]
    if not rows:
        empty = np.zeros(0, dtype=int)
        return _Steps((), empty, empty, (), empty, empty)
    ids, index, n_steps, text, label, group = zip(*rows)
    return _Steps(tuple(ids), np.array(index), np.array(n_steps), tuple(text), np.array(label), np.array(group))


def _as_benchmark(bench: Benchmark | str | Path | None) -> Benchmark:
    return bench if isinstance(bench, Benchmark) else load_benchmark(bench)


# --------------------------------------------------------------------------- cross-validation


def _fold_of_group(groups: np.ndarray, folds: int, seed: int) -> np.ndarray:
    """Fold number of every row: sklearn's GroupKFold over problems, their order shuffled by ``seed``
    (GroupKFold balances fold sizes; the shuffle decides which of equally sized problems go together)."""
    from sklearn.model_selection import GroupKFold

    unique = np.unique(groups)
    rng = np.random.default_rng([seed, stable_int("audit-folds")])
    relabel = dict(zip(unique.tolist(), rng.permutation(unique.size).tolist()))
    shuffled = np.array([relabel[g] for g in groups.tolist()])
    fold = np.zeros(groups.size, dtype=int)
    for number, (_, test) in enumerate(GroupKFold(n_splits=folds).split(np.zeros(groups.size), groups=shuffled)):
        fold[test] = number
    return fold


def _model(kind: str) -> Any:
    """An unfitted sklearn pipeline from the step table's columns (see ``_frame``) to P(correct)."""
    from sklearn.compose import ColumnTransformer
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import StandardScaler

    words = TfidfVectorizer(lowercase=True, token_pattern=r"(?u)\b\w+\b", sublinear_tf=True)
    scalar_columns = [1 + SINGLE_FEATURES.index(name) for name in SINGLE_FEATURES]
    if kind == "bag_of_words":
        columns: list[tuple[str, Any, Any]] = [("words", words, 0)]
    elif kind == "combined":
        columns = [("words", words, 0), ("scalars", StandardScaler(), scalar_columns)]
    else:
        columns = [("scalar", StandardScaler(), [1 + SINGLE_FEATURES.index(kind)])]
    return Pipeline(
        [("features", ColumnTransformer(columns)), ("classifier", LogisticRegression(C=1.0, solver="liblinear"))]
    )


def _frame(steps: _Steps, rows: np.ndarray) -> np.ndarray:
    """Rows of the step table as an object array: column 0 the text, then the scalar features in order."""
    table = np.empty((rows.size, 1 + len(SINGLE_FEATURES)), dtype=object)
    table[:, 0] = [steps.text[i] for i in rows]
    for column, name in enumerate(SINGLE_FEATURES, start=1):
        table[:, column] = steps.scalar(name)[rows]
    return table


def _out_of_fold(steps: _Steps, kind: str, fold: np.ndarray, predict_rows: np.ndarray) -> np.ndarray:
    """P(correct) for ``predict_rows`` from models trained on the labeled steps of the other folds.

    A training fold holding one class only predicts its base rate (logistic regression needs both)."""
    labeled = steps.labeled
    result = np.zeros(predict_rows.size)
    for number in np.unique(fold[predict_rows]):
        target = predict_rows[fold[predict_rows] == number]
        train = np.flatnonzero(labeled & (fold != number))
        y = steps.label[train]
        if train.size == 0:
            result[np.isin(predict_rows, target)] = 0.5
            continue
        if np.unique(y).size < 2:
            result[np.isin(predict_rows, target)] = float(y.mean())
            continue
        model = _model(kind).fit(_frame(steps, train), y)
        result[np.isin(predict_rows, target)] = model.predict_proba(_frame(steps, target))[:, 1]
    return result


# --------------------------------------------------------------------------- AUROC with a cluster bootstrap


def weighted_auroc(p: np.ndarray, y: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """AUROC of p against y for every row of ``weights`` (one weight per step: how often its problem
    was drawn); ties count one half. NaN where a row has no weight on one class."""
    values, tie_group = np.unique(p, return_inverse=True)
    positive = y == 1
    results = np.empty(weights.shape[0])
    for start in range(0, weights.shape[0], 64):  # bounded memory: 64 rows × distinct scores at a time
        w = weights[start : start + 64]
        pos = np.zeros((w.shape[0], values.size))
        neg = np.zeros((w.shape[0], values.size))
        np.add.at(pos.T, tie_group[positive], w[:, positive].T)
        np.add.at(neg.T, tie_group[~positive], w[:, ~positive].T)
        below = np.cumsum(neg, axis=1) - neg
        numerator = (pos * (below + 0.5 * neg)).sum(axis=1)
        denominator = pos.sum(axis=1) * neg.sum(axis=1)
        with np.errstate(invalid="ignore", divide="ignore"):
            results[start : start + 64] = np.where(denominator > 0, numerator / denominator, np.nan)
    return results


def _auroc_with_interval(
    p: np.ndarray, y: np.ndarray, group: np.ndarray, bootstrap: int, seed: int, name: str
) -> tuple[float | None, float | None, float | None]:
    point = weighted_auroc(p, y, np.ones((1, p.size)))[0]
    if np.isnan(point):
        return None, None, None
    if bootstrap <= 0:
        return float(point), None, None
    clusters, cluster_of = np.unique(group, return_inverse=True)
    rng = np.random.default_rng([seed, stable_int("audit-bootstrap"), stable_int(name)])
    draws = rng.integers(0, clusters.size, size=(bootstrap, clusters.size))
    counts = np.zeros((bootstrap, clusters.size))
    np.add.at(counts, (np.repeat(np.arange(bootstrap), clusters.size), draws.ravel()), 1.0)
    # Per step weights for 64 resamples at a time: a full (resamples × steps) matrix would not fit for large benchmarks.
    resampled = np.concatenate(
        [weighted_auroc(p, y, counts[start : start + 64][:, cluster_of]) for start in range(0, bootstrap, 64)]
    )
    resampled = resampled[~np.isnan(resampled)]
    if resampled.size == 0:
        return float(point), None, None
    low, high = np.percentile(resampled, [2.5, 97.5])
    return float(point), float(low), float(high)


# --------------------------------------------------------------------------- public functions


def position_baseline(
    bench: Benchmark | str | Path | None, *, seed: int = 0, folds: int = DEFAULT_FOLDS
) -> dict[tuple[str, int], float]:
    """Out-of-fold P(step correct) from relative step position alone, for every step of every process.

    Key: (process id, 1-based step index as in ``Process.steps``). The model is a logistic regression on
    index / number of steps, trained on the labeled steps of the other folds (folds group problems, so
    a problem's own labels never inform its prediction). With fewer than two problems there is nothing
    to hold out: every step gets the labeled steps' base rate.
    """
    steps = _step_table(_as_benchmark(bench).processes.values())
    if steps.index.size == 0:
        return {}
    n_groups = np.unique(steps.group).size
    if n_groups < 2:
        labeled = steps.label[steps.labeled]
        rate = float(labeled.mean()) if labeled.size else 0.5
        return {(pid, int(k)): rate for pid, k in zip(steps.process_id, steps.index)}
    fold = _fold_of_group(steps.group, min(folds, n_groups), seed)
    p = _out_of_fold(steps, "relative_position", fold, np.arange(steps.index.size))
    return {(pid, int(k)): float(v) for pid, k, v in zip(steps.process_id, steps.index, p)}


def audit_benchmark(
    bench: Benchmark | str | Path | None = None,
    *,
    seed: int = 0,
    folds: int = DEFAULT_FOLDS,
    bootstrap: int = DEFAULT_BOOTSTRAP,
    single_threshold: float = SINGLE_FEATURE_THRESHOLD,
    words_threshold: float = BAG_OF_WORDS_THRESHOLD,
    near_similarity: float = NEAR_DUPLICATE_SIMILARITY,
) -> AuditReport:
    """Audit ``bench`` (a Benchmark, a directory or a bundled name; default the bundled sample) for shortcuts.

    Deterministic for a given ``seed`` (fold assignment and bootstrap draws). The combined predictor is
    held to ``single_threshold``; the bag of words to ``words_threshold``.
    """
    if folds < 2:
        raise ValueError(f"folds must be at least 2, got {folds}")
    benchmark = _as_benchmark(bench)
    processes = list(benchmark.processes.values())
    steps = _step_table(processes)
    labeled_rows = np.flatnonzero(steps.labeled)
    y = steps.label[labeled_rows]
    groups = steps.group[labeled_rows]
    n_groups = np.unique(groups).size
    notes: list[str] = []
    thresholds = {name: single_threshold for name in SHORTCUTS}
    thresholds["bag_of_words"] = words_threshold
    scores: list[ShortcutScore] = []
    measurable = n_groups >= 2 and np.unique(y).size == 2
    if not measurable:
        notes.append(
            "shortcuts not measured: "
            + (
                "fewer than two problems with labeled steps"
                if n_groups < 2
                else "the labeled steps are all of one class"
            )
        )
    fold_count = min(folds, n_groups) if measurable else 0
    fold = _fold_of_group(steps.group, fold_count, seed) if measurable else np.zeros(steps.group.size, dtype=int)
    # A progress bar on a terminal only: large benchmarks take a while (six predictors × folds, bootstrap).
    for name, reads in tqdm(SHORTCUTS.items(), desc="auditing shortcuts", unit="predictor", disable=None, leave=False):
        auroc = low = high = None
        if measurable:
            p = _out_of_fold(steps, name, fold, labeled_rows)
            auroc, low, high = _auroc_with_interval(p, y, groups, bootstrap, seed, name)
        scores.append(ShortcutScore(name, reads, _round(auroc), _round(low), _round(high), thresholds[name]))
    warnings = [
        f"{s.name}: AUROC {s.auroc:.3f}"
        + (f" [{s.ci_low:.3f}, {s.ci_high:.3f}]" if s.ci_low is not None else "")
        + f" > {s.threshold:.2f}: the label of a step can be guessed from {s.reads} without reading the maths"
        for s in scores
        if s.exceeds
    ]
    first_index, first_relative, ending_wrong = _first_errors(processes)
    always_correct, last_wrong = _rule_accuracies(processes)
    return AuditReport(
        name=benchmark.name,
        fingerprint=benchmark.fingerprint,
        processes=len(processes),
        problems=len({p.problem.id for p in processes}),
        labeled_steps=int(labeled_rows.size),
        incorrect_steps=int((y == 0).sum()),
        folds=fold_count,
        seed=seed,
        bootstrap=bootstrap,
        shortcuts=tuple(scores),
        first_error_index=first_index,
        first_error_relative=first_relative,
        processes_ending_wrong=ending_wrong,
        always_correct_accuracy=always_correct,
        last_step_wrong_accuracy=last_wrong,
        balance=_balance(processes),
        duplicates=_duplicates(processes, near_similarity),
        warnings=tuple(warnings),
        notes=tuple(notes),
    )


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


# --------------------------------------------------------------------------- descriptive parts


RELATIVE_BINS = ("0-20%", "20-40%", "40-60%", "60-80%", "80-100%")


def _first_errors(processes: list[Process]) -> tuple[dict[str, int], dict[str, int], int]:
    """Histogram of the first wrong step's index (and of index / steps in fifths); processes ending wrong."""
    by_index: Counter[str] = Counter()
    by_fifth: Counter[str] = Counter()
    ending_wrong = 0
    for process in processes:
        wrong = [s.index for s in process.steps if s.label == 0]
        if process.steps[-1].label == 0:
            ending_wrong += 1
        if not wrong:
            by_index["none"] += 1
            continue
        by_index[str(wrong[0])] += 1
        by_fifth[RELATIVE_BINS[min(4, int(np.ceil(5 * wrong[0] / len(process.steps))) - 1)]] += 1
    numbered = sorted((k for k in by_index if k != "none"), key=int)
    index_hist = {k: by_index[k] for k in numbered}
    index_hist["none"] = by_index["none"]
    return index_hist, {b: by_fifth[b] for b in RELATIVE_BINS}, ending_wrong


def _rule_accuracies(processes: list[Process]) -> tuple[float | None, float | None]:
    """Step accuracy of "every step is correct" and of "only the last step is wrong" on labeled steps."""
    pairs = [(s.label, 0 if s.index == len(p.steps) else 1) for p in processes for s in p.steps if s.label is not None]
    if not pairs:
        return None, None
    always = sum(label == 1 for label, _ in pairs) / len(pairs)
    last = sum(label == guess for label, guess in pairs) / len(pairs)
    return round(always, 4), round(last, 4)


def _balance(processes: list[Process]) -> dict[str, tuple[BalanceRow, ...]]:
    result = {}
    keys: tuple[tuple[str, Callable[[Process], str]], ...] = (
        ("subject", lambda p: p.problem.subject),
        ("difficulty", lambda p: p.problem.difficulty or "unspecified"),
        ("modality", lambda p: p.problem.modality),
    )
    for kind, key in keys:
        members: dict[str, list[Process]] = defaultdict(list)
        for process in processes:
            members[key(process)].append(process)
        rows = []
        for group in sorted(members):
            labels = [s.label for p in members[group] for s in p.steps if s.label is not None]
            fully_correct = sum(all(s.label != 0 for s in p.steps) for p in members[group])
            rows.append(BalanceRow(group, len(members[group]), fully_correct, len(labels), labels.count(0)))
        result[kind] = tuple(rows)
    return result


_SPACES = re.compile(r"\s+")


def _normalized(text: str) -> str:
    return _SPACES.sub(" ", text).strip().casefold()


def _scope(a: tuple[str, str], b: tuple[str, str]) -> str:
    """Where two copies sit, given (process id, problem id) of each."""
    if a[0] == b[0]:
        return "same_process"
    return "same_problem" if a[1] == b[1] else "across_problems"


def _duplicates(processes: list[Process], near_similarity: float) -> Duplicates:
    entries = [
        (p.id, p.problem.id, s.index, s.text, s.label)
        for p in sorted(processes, key=lambda p: p.id)
        for s in p.steps
        if s.label is not None and s.text.strip()
    ]
    by_text: dict[str, list[int]] = defaultdict(list)
    for number, entry in enumerate(entries):
        by_text[_normalized(entry[3])].append(number)
    groups = [members for members in by_text.values() if len(members) > 1]
    exact_scope: Counter[str] = Counter()
    conflicting = 0
    examples: list[str] = []
    for members in groups:
        if len({entries[i][4] for i in members}) > 1:
            conflicting += 1
            if len(examples) < 3:
                examples.append(
                    f"labelled both ways: {entries[members[0]][3][:80]!r} ({entries[members[0]][0]} "
                    f"s{entries[members[0]][2]}, {entries[members[1]][0]} s{entries[members[1]][2]})"
                )
        first = (entries[members[0]][0], entries[members[0]][1])
        for other in members[1:]:
            exact_scope[_scope(first, (entries[other][0], entries[other][1]))] += 1
    repeats = sum(
        1
        for p in processes
        for previous, step in zip(p.steps, p.steps[1:])
        if step.text.strip() and _normalized(previous.text) == _normalized(step.text)
    )
    near_pairs: int | None = None
    near_conflicting: int | None = None
    near_scope: Counter[str] = Counter()
    distinct = [members[0] for members in by_text.values()]
    if len(distinct) > NEAR_DUPLICATE_MAX_STEPS:
        pass  # reported as None: too many texts for the all-pairs search
    elif len(distinct) > 1:
        pairs = _similar_pairs([entries[k][3] for k in distinct], near_similarity)
        near_pairs, near_conflicting = len(pairs), 0
        for i, j in pairs:
            a, b = entries[distinct[i]], entries[distinct[j]]
            near_conflicting += a[4] != b[4]
            near_scope[_scope((a[0], a[1]), (b[0], b[1]))] += 1
    else:
        near_pairs, near_conflicting = 0, 0
    scopes = ("same_process", "same_problem", "across_problems")
    return Duplicates(
        exact_groups=len(groups),
        exact_steps=sum(len(m) for m in groups),
        exact_conflicting_groups=conflicting,
        exact_scope={s: exact_scope[s] for s in scopes},
        repeats_of_previous_step=repeats,
        near_pairs=near_pairs,
        near_conflicting_pairs=near_conflicting,
        near_scope={s: near_scope[s] for s in scopes},
        near_similarity=near_similarity,
        examples=tuple(examples),
    )


def _similar_pairs(texts: list[str], threshold: float) -> list[tuple[int, int]]:
    """Index pairs (i < j) of texts whose TF-IDF (word 1–2-gram) cosine is at least ``threshold``."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    try:
        matrix = TfidfVectorizer(token_pattern=r"(?u)\b\w+\b", ngram_range=(1, 2)).fit_transform(texts)
    except ValueError:  # no word in any text (e.g. only symbols)
        return []
    pairs = []
    for start in range(0, matrix.shape[0], 1000):
        block = (matrix[start : start + 1000] @ matrix.T).tocoo()
        for i, j, value in zip(block.row, block.col, block.data):
            if start + i < j and value >= threshold - 1e-12:
                pairs.append((start + int(i), int(j)))
    return sorted(pairs)


# --------------------------------------------------------------------------- text


def format_audit(report: AuditReport) -> str:
    """The report as plain-text lines (what `data audit` prints)."""
    lines = [
        (
            f"{report.name}: {report.processes} processes, {report.problems} problems, {report.labeled_steps} "
            f"labeled steps, {report.incorrect_steps} incorrect"
        )
    ]
    lines.append(
        f"shortcuts: AUROC for P(step correct), out of fold ({report.folds} folds grouped by problem), "
        f"95% cluster-bootstrap interval over problems ({report.bootstrap} resamples), seed {report.seed}"
    )
    for s in report.shortcuts:
        value = "  n/a" if s.auroc is None else f"{s.auroc:.3f}"
        interval = f"[{s.ci_low:.3f}, {s.ci_high:.3f}]" if s.ci_low is not None and s.ci_high is not None else ""
        flag = f"  > {s.threshold:.2f} !" if s.exceeds else f"  (limit {s.threshold:.2f})"
        lines.append(f"  {s.name:<18} {value} {interval:<16}{flag}   {s.reads}")
    if report.always_correct_accuracy is not None:
        lines.append(
            f"rules: 'every step correct' {100 * report.always_correct_accuracy:.1f}% of labeled steps, "
            f"'only the last step wrong' {100 * (report.last_step_wrong_accuracy or 0.0):.1f}%"
        )
    lines.append(
        "first error at step: "
        + ", ".join(f"{k}: {v}" for k, v in report.first_error_index.items())
        + f"; processes ending with a wrong step: {report.processes_ending_wrong}"
    )
    lines.append(
        "first error at relative position: " + ", ".join(f"{k}: {v}" for k, v in report.first_error_relative.items())
    )
    for kind, rows in report.balance.items():
        lines.append(f"by {kind}:")
        for row in rows:
            pct = "n/a" if row.incorrect_pct is None else f"{row.incorrect_pct:.1f}%"
            lines.append(
                f"  {row.group:<16} {row.processes:>5} processes ({row.fully_correct_processes} fully correct), "
                f"{row.labeled_steps:>6} steps, {row.incorrect_steps:>5} incorrect ({pct})"
            )
    d = report.duplicates
    lines.append(
        f"duplicate steps: {d.exact_groups} texts occur more than once ({d.exact_steps} steps; copies "
        + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in d.exact_scope.items())
        + f"), {d.exact_conflicting_groups} labelled both ways; {d.repeats_of_previous_step} steps repeat the previous step"
    )
    if d.near_pairs is None:
        lines.append(f"near-duplicates: not searched (more than {NEAR_DUPLICATE_MAX_STEPS:,} distinct step texts)")
    else:
        lines.append(
            f"near-duplicates (cosine ≥ {d.near_similarity}): {d.near_pairs} pairs ("
            + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in d.near_scope.items())
            + f"), {d.near_conflicting_pairs} labelled differently"
        )
    lines.extend(f"  e.g. {example}" for example in d.examples)
    lines.extend(f"note: {note}" for note in report.notes)
    lines.extend(f"WARNING: {warning}" for warning in report.warnings)
    if not report.warnings and not report.notes:
        lines.append("no shortcut above its limit")
    return "\n".join(lines)
