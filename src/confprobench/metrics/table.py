"""Join gold labels with a judge's predictions into the flat arrays the metric functions read.

``build_table`` is the only place that knows about records; everything downstream (core.py,
bootstrap.py) sees numpy arrays. Unusable judgments are excluded here and counted: a failed
record, a step whose status is not "ok", or a step the judge skipped is never imputed. Steps
whose gold label is None (neutral or unlabeled) are not scored at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..data.benchmark import Benchmark
from ..data.errors import DataError
from ..data.predictions import Prediction, StepJudgment
from ..data.schema import ROBUSTNESS_FAMILIES, Process
from .core import NO_TYPE, TYPE_CODES

#: How many example ids a warning lists before it says "…".
_EXAMPLES = 5


@dataclass(frozen=True)
class StepArrays:
    """One row per scored step of an original (unperturbed) process."""

    problem: np.ndarray  # int: index into ScoreTable.problem_ids (the bootstrap's cluster)
    process: np.ndarray  # int: index into ScoreTable.process_ids
    step: np.ndarray  # int: 1-based step index
    y: np.ndarray  # float 0/1: gold label
    p: np.ndarray  # float: P(correct) from the judge
    gold_type: np.ndarray  # int: code into core.TYPE_CODES, NO_TYPE (-1) for correct steps
    pred_type: np.ndarray  # int: the type the judge named, NO_TYPE when none
    label_only: np.ndarray  # bool: the judge gave a bare label (p is 0 or 1)


@dataclass(frozen=True)
class PairArrays:
    """One row per (original step, same step under a robustness variant), both judged."""

    family: np.ndarray  # int: index into ROBUSTNESS_FAMILIES
    problem: np.ndarray
    process: np.ndarray
    variant: np.ndarray  # int: index into ScoreTable.variant_ids
    step: np.ndarray
    p_orig: np.ndarray
    p_var: np.ndarray
    target: np.ndarray  # bool: a CRS pair; False = a non-target step of a text variant (collateral drift)


@dataclass(frozen=True)
class CounterfactualArrays:
    """One row per error injection into a correct step k: p on the original k and on the injected k."""

    problem: np.ndarray
    process: np.ndarray
    variant: np.ndarray
    step: np.ndarray
    p_orig: np.ndarray
    p_injected: np.ndarray
    injected_type: np.ndarray  # int: code into core.TYPE_CODES


@dataclass(frozen=True)
class StageCounts:
    """Judged records and unusable steps of one stage ("original" or "perturbed")."""

    records: int = 0
    failed_records: int = 0
    steps_expected: int = 0  # gold-labelled steps of the judged records, failed ones included
    steps_unparsed: int = 0  # of those, steps with no usable judgment

    @property
    def parse_failure_rate(self) -> float | None:
        return self.steps_unparsed / self.steps_expected if self.steps_expected else None


@dataclass(frozen=True)
class ScoreTable:
    """Everything the metrics need, as arrays, plus what was left out and why."""

    problem_ids: tuple[str, ...]  # every problem of the benchmark, sorted: the bootstrap's clusters
    process_ids: tuple[str, ...]
    variant_ids: tuple[str, ...]
    steps: StepArrays
    pairs: PairArrays
    counterfactual: CounterfactualArrays
    stages: dict[str, StageCounts]
    judges: tuple[str, ...]
    missing: tuple[tuple[str, str | None], ...] = ()  # (process id, variant id or None) with no record
    unparsed: tuple[tuple[str, str | None, int, str], ...] = ()  # (process, variant, step, why)
    warnings: tuple[str, ...] = ()

    @property
    def n_problems(self) -> int:
        return len(self.problem_ids)


def _usable(prediction: Prediction | None) -> dict[int, StepJudgment]:
    """Step index → judgment, for the judgments that give a probability."""
    if prediction is None or prediction.status != "ok":
        return {}
    return {s.index: s for s in prediction.steps if s.probability is not None}


def _why_unusable(prediction: Prediction, index: int) -> str:
    if prediction.status != "ok":
        return f"record failed: {prediction.error_kind or 'error'}"
    for judgment in prediction.steps:
        if judgment.index == index:
            return judgment.status + (f": {judgment.detail}" if judgment.detail else "")
    return "missing: the judge gave no verdict for this step"


def _index_predictions(
    bench: Benchmark, predictions: Iterable[Prediction], source: str | Path | None
) -> tuple[dict[tuple[str, str | None], Prediction], tuple[str, ...], list[str]]:
    """Key the records by (process, variant). An ok record beats a failed one; among equals the later wins
    (an append-only run file may hold a failure and then its successful retry)."""
    by_key: dict[tuple[str, str | None], Prediction] = {}
    judges: Counter[str] = Counter()
    duplicates = 0
    for number, prediction in enumerate(predictions, start=1):
        where = f"record {number}"
        if prediction.process_id not in bench.processes:
            raise DataError(source, where, "process_id", f"unknown process {prediction.process_id!r} in benchmark {bench.name!r}")
        if prediction.variant_id is not None:
            variant = bench.variants.get(prediction.variant_id)
            if variant is None:
                raise DataError(source, where, "variant_id", f"unknown variant {prediction.variant_id!r} in benchmark {bench.name!r}")
            if variant.process_id != prediction.process_id:
                raise DataError(source, where, "variant_id", f"variant {variant.id!r} belongs to process "
                                f"{variant.process_id!r}, not {prediction.process_id!r}")
        judges[prediction.judge] += 1
        previous = by_key.get(prediction.key)
        if previous is not None:
            duplicates += 1
            if previous.status == "ok" and prediction.status != "ok":
                continue
        by_key[prediction.key] = prediction
    if len(judges) > 1:
        names = ", ".join(f"{name!r} ({count})" for name, count in sorted(judges.items()))
        raise DataError(source, None, "judge", f"records from several judges: {names}; score one judge at a time")
    notes = [f"{duplicates} duplicate (process, variant) record(s): an ok record is kept over a failed one, "
             "otherwise the later one"] if duplicates else []
    return by_key, tuple(judges), notes


def _examples(items: list, render) -> str:
    shown = ", ".join(render(item) for item in items[:_EXAMPLES])
    return shown + (", …" if len(items) > _EXAMPLES else "")


def build_table(bench: Benchmark, predictions: Iterable[Prediction], *, source: str | Path | None = None) -> ScoreTable:
    """Join ``bench``'s gold labels with ``predictions`` (one judge) into a :class:`ScoreTable`.

    ``source`` (the predictions file) only makes error messages name the file. Raises DataError for
    records that name an unknown process or variant, or for records from more than one judge.
    """
    by_key, judges, warnings = _index_predictions(bench, predictions, source)
    problem_ids = tuple(sorted({p.problem.id for p in bench.processes.values()}))
    process_ids = tuple(sorted(bench.processes))
    variant_ids = tuple(sorted(bench.variants))
    problem_index = {pid: i for i, pid in enumerate(problem_ids)}
    problem_of = {pid: problem_index[bench.processes[pid].problem.id] for pid in process_ids}
    process_index = {pid: i for i, pid in enumerate(process_ids)}
    variant_index = {vid: i for i, vid in enumerate(variant_ids)}

    stages = {"original": Counter(), "perturbed": Counter()}
    missing: list[tuple[str, str | None]] = []
    unparsed: list[tuple[str, str | None, int, str]] = []
    usable: dict[tuple[str, str | None], dict[int, StepJudgment]] = {}

    def account(stage: str, process: Process, prediction: Prediction | None, variant_id: str | None) -> None:
        """Count a judged record's expected and unusable steps, and remember its usable judgments."""
        if prediction is None:
            missing.append((process.id, variant_id))
            return
        judged = _usable(prediction)
        usable[(process.id, variant_id)] = judged
        counts = stages[stage]
        counts["records"] += 1
        counts["failed_records"] += prediction.status != "ok"
        for step in process.steps:
            if step.label is None:
                continue
            counts["steps_expected"] += 1
            if step.index not in judged:
                counts["steps_unparsed"] += 1
                unparsed.append((process.id, variant_id, step.index, _why_unusable(prediction, step.index)))

    steps: dict[str, list] = {k: [] for k in ("problem", "process", "step", "y", "p", "gold_type", "pred_type", "label_only")}
    for pid in process_ids:
        process = bench.processes[pid]
        account("original", process, by_key.get((pid, None)), None)
        for step in process.steps:
            judgment = usable.get((pid, None), {}).get(step.index)
            if step.label is None or judgment is None:
                continue
            steps["problem"].append(problem_of[pid])
            steps["process"].append(process_index[pid])
            steps["step"].append(step.index)
            steps["y"].append(step.label)
            steps["p"].append(judgment.probability)
            steps["gold_type"].append(NO_TYPE if step.error_type is None else TYPE_CODES.index(step.error_type.value))
            steps["pred_type"].append(NO_TYPE if judgment.error_type is None else TYPE_CODES.index(judgment.error_type.value))
            steps["label_only"].append(judgment.label_only)

    pairs: dict[str, list] = {k: [] for k in ("family", "problem", "process", "variant", "step", "p_orig", "p_var", "target")}
    cf: dict[str, list] = {k: [] for k in ("problem", "process", "variant", "step", "p_orig", "p_injected", "injected_type")}
    not_correct_targets, image_blind = [], []
    for vid in variant_ids:
        variant = bench.variants[vid]
        pid = variant.process_id
        original = bench.processes[pid]
        record = by_key.get((pid, vid))
        account("perturbed", bench.materialize(variant), record, vid)
        if variant.family == "image" and record is not None and record.meta.get("image_blind"):
            image_blind.append(vid)  # a text-only judge: the perturbation never reached it
            continue
        orig_p = usable.get((pid, None), {})
        var_p = usable.get((pid, vid), {})
        if variant.family == "error_injection":
            k = variant.target_step
            if original.step(k).label != 1:  # type: ignore[arg-type]
                not_correct_targets.append(vid)
                continue
            if k in orig_p and k in var_p:
                cf["problem"].append(problem_of[pid])
                cf["process"].append(process_index[pid])
                cf["variant"].append(variant_index[vid])
                cf["step"].append(k)
                cf["p_orig"].append(orig_p[k].probability)
                cf["p_injected"].append(var_p[k].probability)
                cf["injected_type"].append(TYPE_CODES.index(variant.injected_error_type.value))  # type: ignore[union-attr]
            continue
        for step in original.steps:
            if step.label is None or step.index not in orig_p or step.index not in var_p:
                continue
            pairs["family"].append(ROBUSTNESS_FAMILIES.index(variant.family))
            pairs["problem"].append(problem_of[pid])
            pairs["process"].append(process_index[pid])
            pairs["variant"].append(variant_index[vid])
            pairs["step"].append(step.index)
            pairs["p_orig"].append(orig_p[step.index].probability)
            pairs["p_var"].append(var_p[step.index].probability)
            pairs["target"].append(variant.family == "image" or step.index == variant.target_step)

    if missing:
        warnings.append(f"{len(missing)} judged (process, variant) record(s) missing, left out of the metrics: "
                        + _examples(missing, lambda m: f"({m[0]}, {m[1] or 'original'})"))
    if unparsed:
        warnings.append(f"{len(unparsed)} step(s) without a usable judgment, excluded (not imputed): "
                        + _examples(unparsed, lambda u: f"{u[0]}/{u[1] or 'original'} step {u[2]} ({u[3]})"))
    if image_blind:
        warnings.append(f"{len(image_blind)} image variant(s) judged by a judge that reads no images, left out of CRS "
                        "(the image family does not apply to a text-only judge): " + _examples(image_blind, str))
    if not_correct_targets:
        warnings.append(f"{len(not_correct_targets)} error injection(s) into a step that is not gold-correct, "
                        "left out of CSS_cf: " + _examples(not_correct_targets, str))

    ints = ("problem", "process", "variant", "step", "family", "gold_type", "pred_type", "injected_type")

    def arrays(columns: dict[str, list]) -> dict[str, np.ndarray]:
        out = {}
        for name, values in columns.items():
            dtype = np.int64 if name in ints else (bool if name in ("target", "label_only") else np.float64)
            out[name] = np.asarray(values, dtype=dtype)
        return out

    return ScoreTable(
        problem_ids=problem_ids, process_ids=process_ids, variant_ids=variant_ids,
        steps=StepArrays(**arrays(steps)), pairs=PairArrays(**arrays(pairs)),
        counterfactual=CounterfactualArrays(**arrays(cf)),
        stages={stage: StageCounts(**counts) for stage, counts in stages.items()},
        judges=judges, missing=tuple(missing), unparsed=tuple(unparsed), warnings=tuple(warnings),
    )
