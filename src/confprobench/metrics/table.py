"""Join gold labels with a judge's predictions into the flat arrays the metric functions read.

``build_table`` is the only place that knows about records; everything downstream (core.py,
bootstrap.py) sees numpy arrays. Unusable judgments are excluded here and counted: a failed
record, a step whose status is not "ok", or a step the judge skipped is never imputed. Steps
whose gold label is None (neutral or unlabeled) are not scored at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from ..data.benchmark import Benchmark
from ..data.errors import DataError
from ..data.predictions import Prediction, StepJudgment
from ..data.schema import ROBUSTNESS_FAMILIES, Process, Variant
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
        """Share of expected steps with no usable judgment; None when no step was expected."""
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
        """Number of problems in the benchmark (scored or not)."""
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
            raise DataError(
                source, where, "process_id", f"unknown process {prediction.process_id!r} in benchmark {bench.name!r}"
            )
        if prediction.variant_id is not None:
            variant = bench.variants.get(prediction.variant_id)
            if variant is None:
                raise DataError(
                    source,
                    where,
                    "variant_id",
                    f"unknown variant {prediction.variant_id!r} in benchmark {bench.name!r}",
                )
            if variant.process_id != prediction.process_id:
                raise DataError(
                    source,
                    where,
                    "variant_id",
                    f"variant {variant.id!r} belongs to process {variant.process_id!r}, not {prediction.process_id!r}",
                )
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
    notes = (
        [
            f"{duplicates} duplicate (process, variant) record(s): an ok record is kept over a failed one, "
            "otherwise the later one"
        ]
        if duplicates
        else []
    )
    return by_key, tuple(judges), notes


_T = TypeVar("_T")


def _examples(items: Sequence[_T], render: Callable[[_T], str]) -> str:
    """The first few items rendered, comma-separated, with an ellipsis when there are more."""
    shown = ", ".join(render(item) for item in items[:_EXAMPLES])
    return shown + (", …" if len(items) > _EXAMPLES else "")


#: One judged (process, variant or None) record's usable judgments: step index → judgment.
Usable = dict[tuple[str, str | None], dict[int, StepJudgment]]


@dataclass(frozen=True)
class _Indexes:
    """Integer codes of the benchmark's problems, processes and variants (sorted ids)."""

    problem_ids: tuple[str, ...]
    process_ids: tuple[str, ...]
    variant_ids: tuple[str, ...]
    problem_of: dict[str, int]  # process id → problem index
    process: dict[str, int]
    variant: dict[str, int]

    @classmethod
    def of(cls, bench: Benchmark) -> _Indexes:
        problem_ids = tuple(sorted({p.problem.id for p in bench.processes.values()}))
        process_ids = tuple(sorted(bench.processes))
        variant_ids = tuple(sorted(bench.variants))
        problem_index = {pid: i for i, pid in enumerate(problem_ids)}
        return cls(
            problem_ids=problem_ids,
            process_ids=process_ids,
            variant_ids=variant_ids,
            problem_of={pid: problem_index[bench.processes[pid].problem.id] for pid in process_ids},
            process={pid: i for i, pid in enumerate(process_ids)},
            variant={vid: i for i, vid in enumerate(variant_ids)},
        )


def _judged_records(bench: Benchmark, ids: _Indexes) -> Iterator[tuple[str, Process, str | None]]:
    """(stage, process as judged, variant id or None) for every record the metrics expect, originals first."""
    for pid in ids.process_ids:
        yield "original", bench.processes[pid], None
    for vid in ids.variant_ids:
        variant = bench.variants[vid]
        yield "perturbed", bench.materialize(variant), vid


def _account(
    bench: Benchmark, ids: _Indexes, by_key: dict[tuple[str, str | None], Prediction]
) -> tuple[dict[str, StageCounts], list[tuple[str, str | None]], list[tuple[str, str | None, int, str]]]:
    """Per stage: judged records and unusable steps; the missing records; every unusable step with why."""
    stages: dict[str, Counter[str]] = {"original": Counter(), "perturbed": Counter()}
    missing: list[tuple[str, str | None]] = []
    unparsed: list[tuple[str, str | None, int, str]] = []
    for stage, process, variant_id in _judged_records(bench, ids):
        prediction = by_key.get((process.id, variant_id))
        if prediction is None:
            missing.append((process.id, variant_id))
            continue
        judged = _usable(prediction)
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
    return {stage: StageCounts(**counts) for stage, counts in stages.items()}, missing, unparsed


#: One row of column values, in the order of STEP_COLUMNS, PAIR_COLUMNS or CF_COLUMNS.
_Row = tuple[Any, ...]

STEP_COLUMNS = ("problem", "process", "step", "y", "p", "gold_type", "pred_type", "label_only")
PAIR_COLUMNS = ("family", "problem", "process", "variant", "step", "p_orig", "p_var", "target")
CF_COLUMNS = ("problem", "process", "variant", "step", "p_orig", "p_injected", "injected_type")


def _step_rows(bench: Benchmark, ids: _Indexes, usable: Usable) -> Iterator[_Row]:
    """One row (STEP_COLUMNS) per gold-labelled original step with a usable judgment."""
    for pid in ids.process_ids:
        judged = usable.get((pid, None), {})
        for step in bench.processes[pid].steps:
            judgment = judged.get(step.index)
            if step.label is None or judgment is None:
                continue
            yield (
                ids.problem_of[pid],
                ids.process[pid],
                step.index,
                step.label,
                judgment.probability,
                NO_TYPE if step.error_type is None else TYPE_CODES.index(step.error_type.value),
                NO_TYPE if judgment.error_type is None else TYPE_CODES.index(judgment.error_type.value),
                judgment.label_only,
            )


def _scored_variants(
    bench: Benchmark, ids: _Indexes, by_key: dict[tuple[str, str | None], Prediction]
) -> Iterator[tuple[str, Variant]]:
    """(what to do, variant): "pair" or "counterfactual" for scored variants, "image_blind" and
    "not_correct_target" for variants left out (named in a warning)."""
    for vid in ids.variant_ids:
        variant = bench.variants[vid]
        record = by_key.get((variant.process_id, vid))
        if variant.family == "image" and record is not None and record.meta.get("image_blind"):
            yield "image_blind", variant  # a text-only judge: the perturbation never reached it
        elif variant.family != "error_injection":
            yield "pair", variant
        elif bench.processes[variant.process_id].step(variant.target_step).label != 1:  # type: ignore[arg-type]
            yield "not_correct_target", variant
        else:
            yield "counterfactual", variant


def _pair_rows(bench: Benchmark, ids: _Indexes, usable: Usable, variants: Iterable[Variant]) -> Iterator[_Row]:
    """One row (PAIR_COLUMNS) per gold-labelled step judged usably on both the original and the variant."""
    for variant in variants:
        pid = variant.process_id
        orig_p, var_p = usable.get((pid, None), {}), usable.get((pid, variant.id), {})
        for step in bench.processes[pid].steps:
            if step.label is None or step.index not in orig_p or step.index not in var_p:
                continue
            yield (
                ROBUSTNESS_FAMILIES.index(variant.family),
                ids.problem_of[pid],
                ids.process[pid],
                ids.variant[variant.id],
                step.index,
                orig_p[step.index].probability,
                var_p[step.index].probability,
                variant.family == "image" or step.index == variant.target_step,
            )


def _counterfactual_rows(ids: _Indexes, usable: Usable, variants: Iterable[Variant]) -> Iterator[_Row]:
    """One row (CF_COLUMNS) per error injection into a correct step k judged usably before and after."""
    for variant in variants:
        pid, k = variant.process_id, variant.target_step
        orig_p, var_p = usable.get((pid, None), {}), usable.get((pid, variant.id), {})
        if k in orig_p and k in var_p:
            yield (
                ids.problem_of[pid],
                ids.process[pid],
                ids.variant[variant.id],
                k,
                orig_p[k].probability,
                var_p[k].probability,
                TYPE_CODES.index(variant.injected_error_type.value),  # type: ignore[union-attr]  # injections have one
            )


_INT_COLUMNS = {"problem", "process", "variant", "step", "family", "gold_type", "pred_type", "injected_type"}
_BOOL_COLUMNS = {"target", "label_only"}


def _arrays(names: tuple[str, ...], rows: Iterable[_Row]) -> dict[str, np.ndarray]:
    """Column arrays of ``rows`` (tuples in the order of ``names``), typed by column."""
    columns = list(zip(*rows)) or [()] * len(names)
    return {
        name: np.asarray(
            values, dtype=np.int64 if name in _INT_COLUMNS else bool if name in _BOOL_COLUMNS else np.float64
        )
        for name, values in zip(names, columns)
    }


def build_table(bench: Benchmark, predictions: Iterable[Prediction], *, source: str | Path | None = None) -> ScoreTable:
    """Join ``bench``'s gold labels with ``predictions`` (one judge) into a :class:`ScoreTable`.

    ``source`` (the predictions file) only makes error messages name the file. Raises DataError for
    records that name an unknown process or variant, or for records from more than one judge.
    """
    by_key, judges, warnings = _index_predictions(bench, predictions, source)
    ids = _Indexes.of(bench)
    usable: Usable = {key: _usable(prediction) for key, prediction in by_key.items()}
    stages, missing, unparsed = _account(bench, ids, by_key)
    scored: dict[str, list[Variant]] = {"pair": [], "counterfactual": [], "image_blind": [], "not_correct_target": []}
    for what, variant in _scored_variants(bench, ids, by_key):
        scored[what].append(variant)

    if missing:
        warnings.append(
            f"{len(missing)} judged (process, variant) record(s) missing, left out of the metrics: "
            + _examples(missing, lambda m: f"({m[0]}, {m[1] or 'original'})")
        )
    if unparsed:
        warnings.append(
            f"{len(unparsed)} step(s) without a usable judgment, excluded (not imputed): "
            + _examples(unparsed, lambda u: f"{u[0]}/{u[1] or 'original'} step {u[2]} ({u[3]})")
        )
    if scored["image_blind"]:
        warnings.append(
            f"{len(scored['image_blind'])} image variant(s) judged by a judge that reads no images, left out "
            "of CRS (the image family does not apply to a text-only judge): "
            + _examples([v.id for v in scored["image_blind"]], str)
        )
    if scored["not_correct_target"]:
        warnings.append(
            f"{len(scored['not_correct_target'])} error injection(s) into a step that is not gold-correct, "
            "left out of CSS_cf: " + _examples([v.id for v in scored["not_correct_target"]], str)
        )

    return ScoreTable(
        problem_ids=ids.problem_ids,
        process_ids=ids.process_ids,
        variant_ids=ids.variant_ids,
        steps=StepArrays(**_arrays(STEP_COLUMNS, _step_rows(bench, ids, usable))),
        pairs=PairArrays(**_arrays(PAIR_COLUMNS, _pair_rows(bench, ids, usable, scored["pair"]))),
        counterfactual=CounterfactualArrays(
            **_arrays(CF_COLUMNS, _counterfactual_rows(ids, usable, scored["counterfactual"]))
        ),
        stages=stages,
        judges=judges,
        missing=tuple(missing),
        unparsed=tuple(unparsed),
        warnings=tuple(warnings),
    )
