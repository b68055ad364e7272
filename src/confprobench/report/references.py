"""Reference rows for the leaderboard: what a judge scores without reading the solution.

- **constant at the base rate**: p = the share of gold-correct steps on every step. Its CRS is 100
  and its ECE near 0, so a judge that ranks below it on overall has earned nothing beyond the
  label prior.
- **position only**: p depends only on where the step sits. When the shortcut audit
  (``confprobench.data.audit.position_baseline``) is available, p is its out-of-fold P(step correct)
  from the relative position, cross-validated by problem; otherwise the spec's p = 1 − index/n_steps.

Both are scored by the same pipeline as a judge (build_table → score_table) and shown as reference
rows, never ranked with the judges.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..data.benchmark import Benchmark
from ..data.predictions import Prediction, StepJudgment
from ..data.schema import Process
from ..metrics.params import MetricParams
from ..metrics.result import MetricsResult
from ..metrics.score import score_table
from ..metrics.table import ScoreTable, build_table

#: P(step correct) keyed by (process id, 1-based step index), as data.audit.position_baseline returns it.
PositionProbabilities = Mapping[tuple[str, int], float]

CONSTANT = "constant at base rate"
POSITION = "position only"


@dataclass(frozen=True)
class ReferenceResult:
    """One scored reference row."""

    name: str
    description: str
    table: ScoreTable
    metrics: MetricsResult


def base_rate(bench: Benchmark) -> float | None:
    """Share of gold-correct steps among the gold-labelled steps of the original processes."""
    labels = [s.label for p in bench.processes.values() for s in p.steps if s.label is not None]
    return sum(labels) / len(labels) if labels else None


def fixed_predictions(bench: Benchmark, judge: str, p_of: Callable[[Process, int], float]) -> list[Prediction]:
    """Predictions for every original and variant where step k of process P gets ``p_of(P, k)``,
    the same on every variant (so the reference never reacts to a perturbation)."""
    out = []
    for process in bench.processes.values():
        steps = tuple(StepJudgment(index=s.index, p_correct=float(p_of(process, s.index))) for s in process.steps)
        out.append(Prediction(process_id=process.id, judge=judge, status="ok", steps=steps))
        out += [
            Prediction(process_id=process.id, variant_id=v.id, judge=judge, status="ok", steps=steps)
            for v in bench.variants_of(process.id)
        ]
    return out


def _audit_position_baseline(bench: Benchmark) -> PositionProbabilities | None:
    """The shortcut audit's out-of-fold position baseline, or None where that module is not installed."""
    try:
        from ..data.audit import position_baseline  # optional: the audit module
    except ImportError:
        return None
    return position_baseline(bench, seed=0)


def reference_results(
    bench: Benchmark, params: MetricParams = MetricParams(), *, position: PositionProbabilities | None = None
) -> list[ReferenceResult]:
    """The constant base-rate judge and the position-only baseline, scored on ``bench``.

    ``position`` supplies the position-only P(correct) per (process id, step index); by default it
    comes from the shortcut audit when installed, else p = 1 − index/n_steps.
    """
    rate = base_rate(bench)
    if rate is None:
        return []
    out = []

    def scored(name: str, description: str, p_of: Callable[[Process, int], float]) -> ReferenceResult:
        table = build_table(bench, fixed_predictions(bench, name, p_of))
        return ReferenceResult(
            name, description, table, score_table(table, params, bench=bench, judge=name, slices=False)
        )

    out.append(scored(CONSTANT, f"p = {rate:.3f} (the share of gold-correct steps) on every step", lambda _p, _k: rate))
    supplied = position if position is not None else _audit_position_baseline(bench)
    if supplied is not None:
        fallback = dict(supplied)
        out.append(
            scored(
                POSITION,
                "p = out-of-fold P(correct) from the step's relative position, cross-validated by problem",
                lambda process, k: fallback.get((process.id, k), 1.0 - k / len(process.steps)),
            )
        )
    else:
        out.append(
            scored(
                POSITION,
                "p = 1 − index / n_steps (the step's relative position only)",
                lambda process, k: 1.0 - k / len(process.steps),
            )
        )
    return out
