"""``compare_runs``: is judge A better than judge B on the same benchmark, beyond resampling noise?

A paired cluster bootstrap: each resample draws problems with replacement once and applies the
same draw to both judges (``headline_from_weights`` with one W), so the interval of the difference
A − B accounts for the two judges being scored on the same, correlated items. The verdict says a
difference is detectable only when its interval excludes 0.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ..data.errors import DataError
from ..data.schema import ROBUSTNESS_FAMILIES
from ..metrics.bootstrap import (
    headline_from_weights,
    percentile_interval,
    problem_stats,
    resample_weights,
    single_threaded_blas,
)
from ..metrics.params import MetricParams
from ..metrics.table import ScoreTable
from ..run.manifest import load_run
from .runs import JudgeResult, load_judge, pick_judge

#: Metrics compared, with the direction that is better. Per-family ones are added below.
HIGHER_IS_BETTER = {
    "overall": True,
    "CRS": True,
    "CSS": True,
    "CCS": True,
    "CSS_cf": True,
    "ECE": False,
    "ECE_pos": False,
    "ECE_neg": False,
    "delta_ECE": False,
}
for _family in ROBUSTNESS_FAMILIES:
    HIGHER_IS_BETTER[f"CRS/{_family}"] = True
    for _part in ("CCR", "ACCM", "SCCR", "label_flip_rate"):
        HIGHER_IS_BETTER[f"{_part}/{_family}"] = False

#: The headline metrics the verdict speaks about: (what "A is better" says, what the metric measures).
VERDICT_WORDS = {
    "overall": ("better overall", "overall score"),
    "CRS": ("more robust", "robustness"),
    "CSS": ("more sensitive to errors", "sensitivity"),
    "CCS": ("better calibrated", "calibration"),
}


def _value(array: np.ndarray) -> float | None:
    value = float(array[0])
    return None if np.isnan(value) else value


def scored_families(table: ScoreTable) -> tuple[str, ...]:
    """The robustness families with at least one judged CRS pair in ``table``."""
    present = set(table.pairs.family[table.pairs.target].tolist())
    return tuple(f for code, f in enumerate(ROBUSTNESS_FAMILIES) if code in present)


def shared_families(table_a: ScoreTable, table_b: ScoreTable) -> tuple[tuple[str, ...], dict[str, str]]:
    """(families both judges were scored on, {left-out family: why}); e.g. a text-only judge has no image pairs."""
    in_a, in_b = scored_families(table_a), scored_families(table_b)
    shared = tuple(f for f in in_a if f in in_b)
    left_out = {f: "scored only for A" for f in in_a if f not in in_b}
    left_out.update({f: "scored only for B" for f in in_b if f not in in_a})
    return shared, left_out


def paired_differences(
    table_a: ScoreTable, table_b: ScoreTable, params: MetricParams = MetricParams()
) -> dict[str, dict[str, Any]]:
    """Point values of every compared metric for A and B, and the paired-bootstrap interval of A − B.

    Both tables must cover the same problems (the same benchmark). CRS, and so overall, average only
    the families both judges were scored on (:func:`shared_families`). Returns ``{metric: {a, b, diff,
    ci_low, ci_high, n_resamples, share_a_better}}``; a metric undefined for either judge has
    ``diff`` None. ``share_a_better`` is the share of resamples in which A is better.
    """
    if table_a.problem_ids != table_b.problem_ids:
        raise ValueError("paired comparison needs both judges scored on the same problems")
    families, _ = shared_families(table_a, table_b)
    stats_a, stats_b = problem_stats(table_a, params), problem_stats(table_b, params)
    ones = np.ones((1, stats_a.n_problems))
    point_a, point_b = (
        headline_from_weights(stats_a, ones, params, families),
        headline_from_weights(stats_b, ones, params, families),
    )
    samples: dict[str, list[np.ndarray]] = {key: [] for key in HIGHER_IS_BETTER}
    with single_threaded_blas():
        for weights in resample_weights(stats_a.n_problems, params) if stats_a.n_problems else ():
            resampled_a = headline_from_weights(stats_a, weights, params, families)
            resampled_b = headline_from_weights(stats_b, weights, params, families)
            for key in HIGHER_IS_BETTER:
                samples[key].append(resampled_a[key] - resampled_b[key])
    result = {}
    for key, higher in HIGHER_IS_BETTER.items():
        a, b = _value(point_a[key]), _value(point_b[key])
        entry: dict[str, Any] = {
            "a": a,
            "b": b,
            "diff": None,
            "ci_low": None,
            "ci_high": None,
            "n_resamples": 0,
            "share_a_better": None,
            "higher_is_better": higher,
        }
        if a is not None and b is not None:
            diffs = np.concatenate(samples[key]) if samples[key] else np.zeros(0)
            defined = diffs[~np.isnan(diffs)]
            low, high = percentile_interval(defined, params.ci)
            better = (defined > 0) if higher else (defined < 0)
            entry.update(
                diff=a - b,
                ci_low=low,
                ci_high=high,
                n_resamples=int(defined.size),
                share_a_better=float(better.mean()) if defined.size else None,
            )
        result[key] = entry
    return result


def verdict(metric: str, entry: dict[str, Any], name_a: str, name_b: str) -> str:
    """One plain-language sentence, e.g. "A is more robust than B: ΔCRS = +4.1 [1.2, 7.0]"."""
    better_words, measure = VERDICT_WORDS[metric]
    if entry["diff"] is None:
        return f"{metric}: not defined for both judges, so no comparison."
    low, high = entry["ci_low"], entry["ci_high"]
    numbers = f"Δ{metric} = {entry['diff']:+.1f}" + (
        f" [{low:+.1f}, {high:+.1f}]" if low is not None else " (no interval)"
    )
    if low is None or low <= 0 <= high:
        return f"No detectable difference in {measure}: {numbers}."
    better, worse = (name_a, name_b) if low > 0 else (name_b, name_a)
    return f"{better} is {better_words} than {worse}: {numbers}."


def _describe(result: JudgeResult) -> dict[str, Any]:
    return {"judge": result.judge, "slug": result.slug, "run": str(result.run_dir)}


def compare_runs(
    run_a: str | Path,
    run_b: str | Path,
    judge_a: str | None = None,
    judge_b: str | None = None,
    params: MetricParams = MetricParams(),
) -> dict[str, Any]:
    """Compare judge A (of ``run_a``) with judge B (of ``run_b``) on their shared benchmark.

    ``judge_a``/``judge_b`` pick a judge (id or slug) in a run with several; the two runs may be the
    same directory. Raises DataError when the runs judged different benchmarks (by fingerprint).
    Differences are A − B; ``verdicts`` holds one sentence per headline metric.
    """
    info_a, info_b = load_run(run_a), load_run(run_b)
    a = load_judge(info_a, pick_judge(info_a, judge_a), params)
    same_path = info_b.bench_path.resolve() == info_a.bench_path.resolve()
    b = load_judge(info_b, pick_judge(info_b, judge_b), params, bench=a.bench if same_path else None)
    if a.bench.fingerprint != b.bench.fingerprint:
        raise DataError(
            info_b.root,
            None,
            "benchmark",
            f"judged benchmark {b.bench.name!r} ({b.bench.fingerprint[:12]}…), but {info_a.root} judged "
            f"{a.bench.name!r} ({a.bench.fingerprint[:12]}…); a paired comparison needs the same benchmark",
        )
    differences = paired_differences(a.table, b.table, params)
    families, left_out = shared_families(a.table, b.table)
    name_a, name_b = (a.judge, b.judge) if a.judge != b.judge else (f"{a.judge} (A)", f"{b.judge} (B)")
    verdicts = [verdict(metric, differences[metric], name_a, name_b) for metric in VERDICT_WORDS]
    if left_out:
        verdicts.insert(
            0,
            "CRS and overall compare only the families both judges were scored on ("
            + (", ".join(families) or "none")
            + "); left out: "
            + ", ".join(f"{f} ({why})" for f, why in left_out.items())
            + ".",
        )
    return {
        "a": _describe(a),
        "b": _describe(b),
        "benchmark": {"name": a.bench.name, "fingerprint": a.bench.fingerprint},
        "n_problems": a.table.n_problems,
        "method": "paired cluster bootstrap over problems: the same resampled problems for both judges; "
        "differences are A − B with percentile intervals",
        "params": params.to_dict(),
        "families": {"compared": list(families), "left_out": left_out},
        "differences": differences,
        "verdicts": verdicts,
    }


def format_comparison(result: dict[str, Any]) -> str:
    """A terminal table of the differences and the verdicts."""
    a, b = result["a"]["judge"], result["b"]["judge"]
    lines = [
        f"A = {a} ({result['a']['run']})",
        f"B = {b} ({result['b']['run']})",
        f"benchmark {result['benchmark']['name']}, {result['n_problems']} problems; "
        f"{result['params']['n_boot']} paired resamples",
        "",
    ]
    header = f"{'metric':<24}{'A':>9}{'B':>9}{'A − B':>9}  {'95% interval':<20}{'P(A better)':>12}"
    lines += [header, "-" * len(header)]

    def number(value: float | None, digits: int) -> str:
        return "—" if value is None else f"{value:.{digits}f}"

    for metric, entry in result["differences"].items():
        if entry["a"] is None and entry["b"] is None:
            continue
        digits = 1 if entry["higher_is_better"] and "/" not in metric or metric.startswith("CRS/") else 3
        interval = "" if entry["ci_low"] is None else f"[{entry['ci_low']:+.{digits}f}, {entry['ci_high']:+.{digits}f}]"
        share = number(entry["share_a_better"], 2)
        diff = "—" if entry["diff"] is None else f"{entry['diff']:+.{digits}f}"
        lines.append(
            f"{metric:<24}{number(entry['a'], digits):>9}{number(entry['b'], digits):>9}{diff:>9}  {interval:<20}{share:>12}"
        )
    lines += [""] + result["verdicts"]
    return "\n".join(lines)
