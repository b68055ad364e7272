"""How far trivial predictors get on the sample: a quick check used while writing the content.

    python -m scripts.sample.shortcuts [BENCH_DIR]   # default: the bundled sample

Every predictor is fitted and scored out of fold, with folds grouped by problem (a problem's
solutions never straddle train and test): step index, relative position, is-last-step and step
length each through a one-feature logistic regression, and a bag of words (TF-IDF + logistic
regression) over the step text. It prints the AUROC of each for telling incorrect steps from
correct ones, with a 95% interval from a bootstrap over problems. ``confprobench data audit``
is the user-facing tool for any benchmark; this script exists so the sample's builder and tests
can check the sample without depending on it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import GroupKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

if TYPE_CHECKING:
    from confprobench.data import Process

#: Ceilings the sample must stay under (issue 9): single trivial predictors and the bag of words.
SINGLE_FEATURE_MAX = 0.65
BAG_OF_WORDS_MAX = 0.60
N_FOLDS = 5
N_BOOTSTRAP = 400


@dataclass(frozen=True)
class StepRow:
    """One labelled step with the surface features the trivial predictors see."""

    problem_id: str
    index: int
    n_steps: int
    text: str
    incorrect: int

    @property
    def relative_position(self) -> float:
        return (self.index - 1) / (self.n_steps - 1) if self.n_steps > 1 else 0.0


def step_rows(processes: list[Process], *, include_carried: bool = True) -> list[StepRow]:
    """Labelled steps of ``processes`` (``Process`` records); carried errors optional."""
    rows = []
    for process in processes:
        for step in process.steps:
            if step.label is None or (step.carried_error and not include_carried):
                continue
            rows.append(StepRow(process.problem.id, step.index, len(process.steps), step.text, int(step.label == 0)))
    return rows


def _out_of_fold(rows: list[StepRow], features: str) -> np.ndarray:
    y = np.array([r.incorrect for r in rows])
    groups = np.array([r.problem_id for r in rows])
    scores = np.zeros(len(rows))
    for train, test in GroupKFold(n_splits=N_FOLDS).split(rows, y, groups):
        if features == "words":
            model = make_pipeline(TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True),
                                  LogisticRegression(max_iter=2000, C=1.0))
            texts = [r.text for r in rows]
            model.fit([texts[i] for i in train], y[train])
            scores[test] = model.predict_proba([texts[i] for i in test])[:, 1]
        else:
            x = np.array([[_feature(r, features)] for r in rows])
            model = make_pipeline(StandardScaler(), LogisticRegression())
            model.fit(x[train], y[train])
            scores[test] = model.predict_proba(x[test])[:, 1]
    return scores


def _feature(row: StepRow, name: str) -> float:
    if name == "step index":
        return float(row.index)
    if name == "relative position":
        return row.relative_position
    if name == "is last step":
        return float(row.index == row.n_steps)
    if name == "step length":
        return float(len(row.text))
    raise KeyError(name)


PREDICTORS = ("step index", "relative position", "is last step", "step length", "words")


def auroc_with_interval(rows: list[StepRow], scores: np.ndarray, seed: int = 0) -> tuple[float, float, float]:
    """AUROC of ``scores`` for the incorrect steps, and a 95% bootstrap interval over problems."""
    y = np.array([r.incorrect for r in rows])
    point = float(roc_auc_score(y, scores))
    by_problem: dict[str, list[int]] = {}
    for i, r in enumerate(rows):
        by_problem.setdefault(r.problem_id, []).append(i)
    problems = sorted(by_problem)
    rng = np.random.default_rng(seed)
    values = []
    for _ in range(N_BOOTSTRAP):
        picked = rng.choice(len(problems), size=len(problems), replace=True)
        idx = [i for k in picked for i in by_problem[problems[k]]]
        if len(set(y[idx])) == 2:
            values.append(roc_auc_score(y[idx], scores[idx]))
    low, high = np.percentile(values, [2.5, 97.5])
    return point, float(low), float(high)


def shortcut_aurocs(processes: list[Process], *, include_carried: bool = True) -> dict[str, float]:
    """Predictor name → out-of-fold AUROC (no interval; what the sample's tests check)."""
    rows = step_rows(processes, include_carried=include_carried)
    y = np.array([r.incorrect for r in rows])
    return {name: float(roc_auc_score(y, _out_of_fold(rows, name))) for name in PREDICTORS}


def shortcut_table(processes: list[Process], *, include_carried: bool = True) -> dict[str, tuple[float, float, float]]:
    """Predictor name → (AUROC, low, high), every predictor cross-validated by problem."""
    rows = step_rows(processes, include_carried=include_carried)
    return {name: auroc_with_interval(rows, _out_of_fold(rows, name)) for name in PREDICTORS}


def main(argv: list[str] | None = None) -> int:
    """Print the table for BENCH (default: the bundled sample); exit 1 if a predictor is above its ceiling."""
    args = sys.argv[1:] if argv is None else argv
    from confprobench.data import load_benchmark

    bench = load_benchmark(Path(args[0])) if args else load_benchmark()
    processes = list(bench.processes.values())
    over = False
    for carried in (True, False):
        print(f"carried errors {'included' if carried else 'left out'}:")
        for name, (point, low, high) in shortcut_table(processes, include_carried=carried).items():
            ceiling = BAG_OF_WORDS_MAX if name == "words" else SINGLE_FEATURE_MAX
            above = max(point, 1 - point) > ceiling  # below 0.5 out of fold is as informative, reversed
            over = over or above
            print(f"  {name:18s} AUROC {point:.3f} [{low:.3f}, {high:.3f}]{f'  ABOVE {ceiling}' if above else ''}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
