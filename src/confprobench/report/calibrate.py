"""``calibrate_run``: fit a recalibration map for a judge on some problems and test it on the others.

1. Split the benchmark's *problems* (not steps: steps of a solution are correlated) into a fit split
   and a held-out split, by a generator seeded with (seed, "calibrate-split").
2. Fit the map (calibration_maps.py) on the fit split's *original* steps only: p from the judge,
   y from the gold labels. Nothing of the held-out problems is read while fitting.
3. Apply it to every judgment of the held-out problems (originals and variants).
4. Score the held-out problems before and after (CCS, ECE and the rest, with cluster-bootstrap
   intervals) and the paired-bootstrap interval of each change; warn when the fit is degenerate
   (it collapses every p to about one value) or when the map loses discrimination (AUROC drops).

Writes ``<judge-slug>.<method>.jsonl`` (recalibrated held-out predictions) and ``calibration.json``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from ..data.benchmark import Benchmark
from ..data.predictions import Prediction, StepJudgment, write_predictions
from ..data.seeding import stable_int
from ..metrics.params import MetricParams
from ..metrics.result import Interval, MetricsResult
from ..metrics.score import score_table, write_metrics
from ..metrics.table import build_table
from ..run.manifest import load_run
from .calibration_maps import METHODS, CalibrationMap, degenerate_reason, fit_map
from .compare import paired_differences
from .runs import load_judge, pick_judge

#: What before/after reports, from metrics.json: (name, where to find it).
REPORTED = ("CCS", "ECE", "ECE_pos", "ECE_neg", "delta_ECE")


def split_problems(
    problem_ids: list[str] | tuple[str, ...], holdout_fraction: float, seed: int
) -> tuple[list[str], list[str]]:
    """(fit problems, held-out problems): a seeded shuffle of the sorted ids, the first
    round(fraction · n) held out (at least one problem in each split)."""
    if not 0 < holdout_fraction < 1:
        raise ValueError(f"holdout fraction must be in (0, 1), got {holdout_fraction}")
    ids = sorted(set(problem_ids))
    if len(ids) < 2:
        raise ValueError(f"need at least 2 problems to split, got {len(ids)}")
    order = np.random.default_rng([seed, stable_int("calibrate-split")]).permutation(len(ids))
    n_held = min(max(1, round(holdout_fraction * len(ids))), len(ids) - 1)
    held = sorted(ids[i] for i in order[:n_held])
    fit = sorted(ids[i] for i in order[n_held:])
    return fit, held


def restrict(bench: Benchmark, problem_ids: set[str]) -> Benchmark:
    """The benchmark limited to the processes (and their variants) of ``problem_ids``."""
    processes = {pid: p for pid, p in bench.processes.items() if p.problem.id in problem_ids}
    variants = {vid: v for vid, v in bench.variants.items() if v.process_id in processes}
    return replace(bench, processes=processes, variants=variants)


def fit_on_originals(
    bench: Benchmark, predictions: list[Prediction] | tuple[Prediction, ...], method: str
) -> tuple[CalibrationMap, int, str | None]:
    """Fit ``method`` on the original-process steps of ``bench`` (the caller passes the fit split only).
    Returns the map, the number of steps it was fitted on, and why the fit is degenerate (or None)."""
    table = build_table(bench, [p for p in predictions if p.variant_id is None and p.process_id in bench.processes])
    calibration = fit_map(table.steps.p, table.steps.y, method)
    return calibration, int(table.steps.p.size), degenerate_reason(calibration, table.steps.p)


def apply_map(
    predictions: list[Prediction] | tuple[Prediction, ...], calibration: CalibrationMap, judge: str
) -> list[Prediction]:
    """The predictions with every usable step's P(correct) passed through the map; unusable steps and
    failed records are kept as they are. The judge id gets a ``+method`` suffix."""
    out = []
    for prediction in predictions:
        steps = []
        for step in prediction.steps:
            p = step.probability
            if p is None:
                steps.append(step)
                continue
            new_p = float(np.clip(calibration.apply(np.array([p]))[0], 0.0, 1.0))
            steps.append(StepJudgment(index=step.index, p_correct=new_p, error_type=step.error_type))
        meta = {**prediction.meta, "recalibrated": {"from_judge": prediction.judge, "method": calibration.method}}
        out.append(prediction.model_copy(update={"judge": judge, "steps": tuple(steps), "meta": meta}))
    return out


def _row(
    before: float | None,
    before_ci: Interval | None,
    after: float | None,
    after_ci: Interval | None,
    change: dict[str, Any] | None = None,
) -> dict[str, Any]:
    row = {
        "before": before,
        "before_ci": list(before_ci) if before_ci else None,
        "after": after,
        "after_ci": list(after_ci) if after_ci else None,
    }
    if change is not None:  # paired: the same resampled problems before and after
        row.update(change=change["diff"], change_ci=[change["ci_low"], change["ci_high"]])
    return row


def _before_after(
    before: MetricsResult, after: MetricsResult, differences: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """The held-out table: CCS and its ECE parts with intervals and paired changes; then Brier,
    accuracy and discrimination (AUROC plain and by position) before and after."""
    rows = {
        "CCS": _row(
            before.CCS.value,
            (before.CCS.ci_low, before.CCS.ci_high),
            after.CCS.value,
            (after.CCS.ci_low, after.CCS.ci_high),
            differences["CCS"],
        )
    }
    for name in REPORTED[1:]:
        rows[name] = _row(
            getattr(before.calibration, name),
            before.calibration.ci.get(name),
            getattr(after.calibration, name),
            after.calibration.ci.get(name),
            differences[name],
        )
    for name in ("brier", "accuracy"):
        rows[name] = _row(getattr(before.extra, name), None, getattr(after.extra, name), None)
    for name, field in (("auroc", "auroc_interval"), ("auroc_by_position", "auroc_by_position")):
        b, a = getattr(before.extra, field), getattr(after.extra, field)
        rows[name] = _row(
            b.value if b else None,
            (b.ci_low, b.ci_high) if b else None,
            a.value if a else None,
            (a.ci_low, a.ci_high) if a else None,
        )
    return rows


#: A drop in held-out AUROC larger than this is reported as lost discrimination.
AUROC_LOSS = 0.005


def _warnings(held_out: dict[str, Any], degenerate: str | None) -> list[str]:
    warnings = [f"degenerate fit: {degenerate}"] if degenerate else []
    for name, label in (("auroc", "AUROC"), ("auroc_by_position", "AUROC by position")):
        row = held_out[name]
        if row["before"] is not None and row["after"] is not None and row["after"] < row["before"] - AUROC_LOSS:
            warnings.append(
                f"recalibration lost discrimination on the held-out problems: {label} "
                f"{row['before']:.3f} → {row['after']:.3f} (a monotone map can only tie steps it had ranked; "
                "a lower CCS gain is the honest reading)"
            )
    return warnings


def calibrate_run(
    run: str | Path,
    method: str,
    *,
    judge: str | None = None,
    holdout_fraction: float = 0.5,
    seed: int = 0,
    params: MetricParams = MetricParams(),
    out: str | Path | None = None,
) -> dict[str, Any]:
    """Fit a ``method`` map (temperature, platt, isotonic) for one judge of ``run`` on a seeded split of
    problems and evaluate it on the held-out problems. With ``out``, writes the recalibrated held-out
    predictions and calibration.json there. Returns the calibration.json content."""
    if method not in METHODS:
        raise ValueError(f"unknown calibration method {method!r}; expected one of {', '.join(METHODS)}")
    info = load_run(run)
    result = load_judge(info, pick_judge(info, judge), params)
    bench = result.bench
    fit_ids, held_ids = split_problems(result.table.problem_ids, holdout_fraction, seed)
    fit_bench, held_bench = restrict(bench, set(fit_ids)), restrict(bench, set(held_ids))
    calibration, n_fit_steps, degenerate = fit_on_originals(fit_bench, result.predictions, method)

    held_predictions = [p for p in result.predictions if p.process_id in held_bench.processes]
    new_judge = f"{result.judge}+{method}"
    recalibrated = apply_map(held_predictions, calibration, new_judge)
    table_before, table_after = build_table(held_bench, held_predictions), build_table(held_bench, recalibrated)
    before = score_table(table_before, params, bench=held_bench, judge=result.judge, slices=False)
    after = score_table(table_after, params, bench=held_bench, judge=new_judge, slices=False)
    differences = paired_differences(table_after, table_before, params)
    held_out = _before_after(before, after, differences)

    report: dict[str, Any] = {
        "judge": result.judge,
        "run": str(info.root),
        "benchmark": {"name": bench.name, "fingerprint": bench.fingerprint},
        "method": method,
        "map": {
            "description": calibration.describe(),
            "params": calibration.params,
            "degenerate": degenerate is not None,
        },
        "split": {
            "seed": seed,
            "holdout_fraction": holdout_fraction,
            "unit": "problem",
            "fit_problems": fit_ids,
            "held_out_problems": held_ids,
            "fit_steps": n_fit_steps,
            "held_out_steps": before.counts.steps,
            "fitted_on": "original (unperturbed) steps of the fit problems only",
        },
        "held_out": held_out,
        "warnings": _warnings(held_out, degenerate),
        "params": params.to_dict(),
    }
    if out is not None:
        out = Path(out)
        predictions_path = out / f"{result.slug}.{method}.jsonl"
        write_predictions(predictions_path, recalibrated)
        report["predictions"] = str(predictions_path)
        write_metrics(out / "calibration.json", report)
    return report


def format_calibration(report: dict[str, Any]) -> str:
    """A terminal summary: the map, the split, and held-out scores before and after."""
    split = report["split"]
    lines = [
        f"judge {report['judge']}: {report['map']['description']}",
        f"fitted on {len(split['fit_problems'])} problems ({split['fit_steps']} original steps); "
        f"evaluated on {len(split['held_out_problems'])} held-out problems ({split['held_out_steps']} steps)",
        "",
    ]

    def number(value: float | None, digits: int) -> str:
        return "—" if value is None else f"{value:.{digits}f}"

    def interval(pair: list[float | None] | None, digits: int, sign: str = "") -> str:
        if not pair or pair[0] is None:
            return ""
        return f"[{pair[0]:{sign}.{digits}f}, {pair[1]:{sign}.{digits}f}]"

    header = f"{'held out':<10}{'before':>9} {'':<18}{'after':>9} {'':<18}{'change':>9} {'95% interval (paired)':<22}"
    lines += [header, "-" * len(header)]
    for name, row in report["held_out"].items():
        digits = 1 if name == "CCS" else 3
        lines.append(
            f"{name:<10}{number(row['before'], digits):>9} {interval(row.get('before_ci'), digits):<18}"
            f"{number(row['after'], digits):>9} {interval(row.get('after_ci'), digits):<18}"
            + (
                f"{row['change']:>+9.{digits}f} {interval(row['change_ci'], digits, '+'):<22}"
                if row.get("change") is not None
                else ""
            )
        )
    lines += [f"warning: {w}" for w in report.get("warnings", [])]
    return "\n".join(line.rstrip() for line in lines)
