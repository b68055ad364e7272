"""Slices: the headline metrics and their sub-scores on the subset of problems, pairs or steps a
slice names (docs/metrics.md, "Slices"), each with n and its own cluster bootstrap.

Kinds: subject, difficulty, modality (subsets of problems: every metric); operation, syntactic
rule, synonym source (subsets of robustness pairs or error injections: CRS_f and its parts, or
CSS_cf); gold error type (the correct steps plus the incorrect steps of one type: CSS = 100·ΔP_t,
CCS, AUROC); step position (the steps, pairs and injections at one step index).

A cell with fewer than ``n_min`` items a metric needs (pairs of a family; correct and incorrect
steps; injections) is marked ``insufficient`` with the reason, never shown as a number.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from typing import Any

import numpy as np

from ..data.benchmark import Benchmark
from ..data.schema import ROBUSTNESS_FAMILIES, Problem, Variant
from .bootstrap import (
    ProblemStats,
    bootstrap,
    headline_from_weights,
    multinomial_weights,
    nanmean_rows,
    percentile_interval,
    problem_stats,
)
from .core import TAXONOMY_CODES, TYPE_CODES
from .discrimination import auroc_from_weights, pair_matrices
from .params import MetricParams
from .result import SliceCell, SliceMetric
from .table import ScoreTable

SLICE_KINDS: tuple[str, ...] = (
    "subject",
    "difficulty",
    "modality",
    "operation",
    "syntactic_rule",
    "synonym_source",
    "error_type",
    "step_position",
)
#: Kinds that select whole problems: every metric, overall included, is computed on them.
PROBLEM_KINDS = ("subject", "difficulty", "modality")
#: Step indices from this one on share one step-position cell ("8+").
LAST_POSITION = 8
PAIR_PARTS = ("CRS", "CCR", "ACCM", "SCCR", "label_flip_rate")


@dataclass(frozen=True)
class Selection:
    """Which rows of a score table a slice keeps (boolean masks over steps, pairs and injections)."""

    kind: str
    key: str
    steps: np.ndarray
    pairs: np.ndarray
    counterfactual: np.ndarray


def _masked(arrays: Any, mask: np.ndarray) -> Any:
    return replace(arrays, **{f.name: getattr(arrays, f.name)[mask] for f in fields(arrays)})


def subset(table: ScoreTable, selection: Selection) -> ScoreTable:
    """The table restricted to the selected rows (the same problems index, so cluster ids stay valid)."""
    return replace(
        table,
        steps=_masked(table.steps, selection.steps),
        pairs=_masked(table.pairs, selection.pairs),
        counterfactual=_masked(table.counterfactual, selection.counterfactual),
    )


def position_key(index: int) -> str:
    """The step-position cell of a 1-based step index."""
    return str(index) if index < LAST_POSITION else f"{LAST_POSITION}+"


def _rules(variant: Variant) -> list[str]:
    rules = variant.params.get("rules") or ([variant.params["rule"]] if "rule" in variant.params else [])
    return [str(r) for r in rules] or [variant.operation]


def _sources(variant: Variant) -> list[str]:
    found = {str(s["source"]) for s in variant.params.get("substitutions", []) if isinstance(s, dict) and "source" in s}
    return sorted(found) or variant.operation.split("+")


def selections(bench: Benchmark, table: ScoreTable) -> Iterator[Selection]:
    """Every slice of ``table`` with at least one row, kind by kind in SLICE_KINDS order, keys sorted."""
    steps, pairs, cf = table.steps, table.pairs, table.counterfactual
    problem_of_id: dict[str, Problem] = {p.problem.id: p.problem for p in bench.processes.values()}
    problems = [problem_of_id[pid] for pid in table.problem_ids]
    variants = [bench.variants[vid] for vid in table.variant_ids]
    none_steps, none_pairs, none_cf = (np.zeros(a.size, dtype=bool) for a in (steps.y, pairs.p_orig, cf.p_orig))

    for kind in PROBLEM_KINDS:
        value_of = np.array([str(getattr(p, kind) or "unknown") for p in problems], dtype=object)
        for key in sorted(set(value_of.tolist())):
            chosen = value_of == key
            yield Selection(kind, key, chosen[steps.problem], chosen[pairs.problem] & pairs.target, chosen[cf.problem])

    def by_variant(kind: str, keys_of: Any, families: tuple[str, ...]) -> Iterator[Selection]:
        keys: dict[str, set[int]] = {}
        for index, variant in enumerate(variants):
            if variant.family in families:
                for key in keys_of(variant):
                    keys.setdefault(key, set()).add(index)
        for key in sorted(keys):
            members = np.zeros(len(variants), dtype=bool)
            members[list(keys[key])] = True
            yield Selection(
                kind,
                key,
                none_steps,
                members[pairs.variant] & pairs.target if pairs.variant.size else none_pairs,
                members[cf.variant] if cf.variant.size else none_cf,
            )

    yield from by_variant(
        "operation", lambda v: [f"{v.family}: {v.operation}"], (*ROBUSTNESS_FAMILIES, "error_injection")
    )
    yield from by_variant("syntactic_rule", _rules, ("syntactic",))
    yield from by_variant("synonym_source", _sources, ("synonym",))

    for code in TAXONOMY_CODES:
        of_type = (steps.y == 0) & (steps.gold_type == code)
        if of_type.any():
            yield Selection("error_type", TYPE_CODES[code], (steps.y == 1) | of_type, none_pairs, none_cf)

    position = {
        array_name: np.array([position_key(int(i)) for i in array], dtype=object)
        for array_name, array in (("steps", steps.step), ("pairs", pairs.step), ("cf", cf.step))
    }
    keys = sorted(set().union(*(set(v.tolist()) for v in position.values())), key=lambda k: int(k.rstrip("+")))
    for key in keys:
        yield Selection(
            "step_position",
            key,
            position["steps"] == key,
            (position["pairs"] == key) & pairs.target,
            position["cf"] == key,
        )


def _restricted(stats: ProblemStats, present: np.ndarray) -> ProblemStats:
    return ProblemStats(sums=np.ascontiguousarray(stats.sums[:, present]), columns=stats.columns, n_bins=stats.n_bins)


def _metric(value: float, samples: np.ndarray | None, n: int, ci: float, short: str | None = None) -> SliceMetric:
    """A slice metric; ``short`` (a reason) marks it insufficient and hides the number."""
    if short is not None:
        return SliceMetric(value=None, n=n, insufficient=True, reason=short)
    if np.isnan(value):
        return SliceMetric(value=None, n=n, reason="undefined on this slice")
    low, high = percentile_interval(samples, ci) if samples is not None and samples.size else (None, None)
    return SliceMetric(value=float(value), ci_low=low, ci_high=high, n=n)


def slice_cell(table: ScoreTable, selection: Selection, params: MetricParams = MetricParams()) -> SliceCell:
    """Every metric the slice's rows support, each with n, a cluster-bootstrap interval over the
    problems in the slice, or ``insufficient`` when it has fewer than ``params.n_min`` items."""
    sub = subset(table, selection)
    steps, pairs, cf = sub.steps, sub.pairs, sub.counterfactual
    present = np.unique(np.concatenate([steps.problem, pairs.problem, cf.problem]).astype(np.int64))
    stats = _restricted(problem_stats(sub, params), present)
    remap = np.full(table.n_problems, -1, dtype=np.int64)
    remap[present] = np.arange(present.size)
    matrices = pair_matrices(remap[steps.problem], steps.p, steps.y, present.size)

    point = headline_from_weights(stats, np.ones((1, present.size)), params)
    point["AUROC"] = auroc_from_weights(matrices, np.ones((1, present.size)))
    samples = (
        bootstrap(
            stats,
            params,
            extra={"AUROC": lambda weights: auroc_from_weights(matrices, weights)},
            weights=multinomial_weights(present.size, params, selection.kind, selection.key),
        )
        if present.size
        else {}
    )

    n_min, ci = params.n_min, params.ci
    n_pos, n_neg = int((steps.y == 1).sum()), int((steps.y == 0).sum())
    metrics: dict[str, SliceMetric] = {}

    def add(name: str, n: int, short: str | None = None) -> None:
        metrics[name] = _metric(float(point[name][0]), samples.get(name), n, ci, short)

    family_short: dict[str, str | None] = {}
    for code, family in enumerate(ROBUSTNESS_FAMILIES):
        n_family = int((pairs.family == code).sum())
        if not n_family:
            continue
        short = f"{n_family} {family} pairs < n_min = {n_min}" if n_family < n_min else None
        family_short[family] = short
        for part in PAIR_PARTS:
            add(f"{part}/{family}", n_family, short)
    if family_short:
        # CRS over the families with enough pairs; partial (saying which were left out) when some lack them.
        enough = [f for f, short in family_short.items() if short is None]
        left_out = [short for short in family_short.values() if short]
        if not enough:
            metrics["CRS"] = SliceMetric(
                value=None, n=int(pairs.p_orig.size), insufficient=True, reason="; ".join(left_out)
            )
        else:

            def crs_of(values: dict[str, np.ndarray]) -> np.ndarray:
                return nanmean_rows([values[f"CRS/{f}"] for f in enough])

            point["CRS"] = crs_of(point)
            if samples:
                samples["CRS"] = crs_of(samples)
            n_pairs = int(sum((pairs.family == ROBUSTNESS_FAMILIES.index(f)).sum() for f in enough))
            metrics["CRS"] = _metric(float(point["CRS"][0]), samples.get("CRS"), n_pairs, ci)
            if left_out:
                metrics["CRS"] = metrics["CRS"].model_copy(
                    update={
                        "partial": True,
                        "reason": f"averages {', '.join(enough)} only; left out: {'; '.join(left_out)}",
                    }
                )
    if steps.y.size:
        both = (
            None
            if n_pos >= n_min and n_neg >= n_min
            else f"{n_pos} correct / {n_neg} incorrect steps; each needs n_min = {n_min}"
        )
        type_counts = np.bincount(steps.gold_type[(steps.y == 0) & (steps.gold_type >= 0)], minlength=len(TYPE_CODES))
        eligible_types = int((type_counts[list(TAXONOMY_CODES)] >= n_min).sum())
        add(
            "CSS",
            steps.y.size,
            f"{n_pos} correct steps < n_min = {n_min}"
            if n_pos < n_min
            else None
            if eligible_types
            else f"no error type has n_min = {n_min} incorrect steps",
        )
        for name in ("CCS", "ECE", "delta_ECE"):
            add(name, steps.y.size, both)
        add("AUROC", matrices.n_pairs, both)
    if cf.p_orig.size:
        add(
            "CSS_cf",
            int(cf.p_orig.size),
            None if cf.p_orig.size >= n_min else f"{cf.p_orig.size} injections < n_min = {n_min}",
        )
    if selection.kind in PROBLEM_KINDS:
        parts_present = [m for m in ("CRS", "CSS", "CCS") if m in metrics]
        missing = [m for m in parts_present if metrics[m].value is None]
        if parts_present and missing:
            metrics["overall"] = SliceMetric(
                value=None, n=len(parts_present), insufficient=True, reason="needs " + ", ".join(missing)
            )
        elif parts_present:

            def overall_of(values: dict[str, np.ndarray]) -> np.ndarray:
                return nanmean_rows([values[m] for m in parts_present])

            partial = "CRS" in metrics and metrics["CRS"].partial
            metrics["overall"] = _metric(
                float(overall_of(point)[0]), overall_of(samples) if samples else None, len(parts_present), ci
            )
            if partial:
                metrics["overall"] = metrics["overall"].model_copy(
                    update={"partial": True, "reason": "its CRS is partial"}
                )
    return SliceCell(
        kind=selection.kind,  # type: ignore[arg-type]  # one of SLICE_KINDS by construction
        key=selection.key,
        n_problems=int(present.size),
        n_steps=int(steps.y.size),
        n_steps_correct=n_pos,
        n_steps_incorrect=n_neg,
        n_pairs=int(pairs.p_orig.size),
        n_counterfactual=int(cf.p_orig.size),
        metrics=metrics,
    )


def score_slices(
    bench: Benchmark, table: ScoreTable, params: MetricParams = MetricParams()
) -> dict[str, tuple[SliceCell, ...]]:
    """Slice kind → its cells (kinds with no cell are left out)."""
    out: dict[str, list[SliceCell]] = {}
    for selection in selections(bench, table):
        out.setdefault(selection.kind, []).append(slice_cell(table, selection, params))
    return {kind: tuple(cells) for kind, cells in out.items()}
