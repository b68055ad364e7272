"""Score one judge's predictions on a benchmark: the full metrics.json of metrics-spec.md.

``score_predictions`` = build_table (join) → core functions (point estimates) → bootstrap
(intervals over problems). ``write_metrics`` writes the result; ``format_table`` renders it for a
terminal. The result is a plain JSON-ready dict; undefined values are ``None`` with a ``reason``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

from .. import __version__
from ..data.atomic import write_json_atomic
from ..data.benchmark import Benchmark
from ..data.predictions import Prediction
from ..data.schema import ROBUSTNESS_FAMILIES
from . import core
from .bootstrap import bootstrap, percentile_interval, problem_stats
from .params import MetricParams
from .table import ScoreTable, build_table

CALIBRATION_SCHEME = ("Calibration of P(step correct) against the gold step label, on original processes, over all "
                      "parsed steps. Equal-width bins on [0, 1]: bin m covers [m/M, (m+1)/M), the last bin is closed "
                      "at 1.0, edges are the floats m/M; empty bins contribute 0.")
INTERVAL_METHOD = "cluster bootstrap over problems (resampled with replacement), percentile interval"


def _headline(value: float | None, n: int, samples: dict[str, np.ndarray], key: str, params: MetricParams,
              reason: str | None = None) -> dict[str, Any]:
    low, high = percentile_interval(samples[key], params.ci) if key in samples and value is not None else (None, None)
    entry: dict[str, Any] = {"value": value, "ci_low": low, "ci_high": high, "n": n}
    if value is None and reason:
        entry["reason"] = reason
    return entry


def _intervals(samples: dict[str, np.ndarray], keys: dict[str, str], values: dict[str, Any], ci: float) -> dict[str, list]:
    """{name: [low, high]} for the named metrics that have a point value."""
    return {name: list(percentile_interval(samples[key], ci)) for name, key in keys.items()
            if key in samples and values.get(name) is not None}


def _families(bench: Benchmark, table: ScoreTable, params: MetricParams, samples: dict[str, np.ndarray]) -> dict[str, Any]:
    """Per robustness family present in the benchmark: CRS_f and its sub-scores, dispersion, collateral drift."""
    pairs = table.pairs
    present = {v.family for v in bench.variants.values()} | {ROBUSTNESS_FAMILIES[c] for c in set(pairs.family.tolist())}
    families: dict[str, Any] = {}
    for code, family in enumerate(ROBUSTNESS_FAMILIES):
        if family not in present:
            continue
        in_family = pairs.family == code
        target, collateral = in_family & pairs.target, in_family & ~pairs.target
        entry = core.crs_family(pairs.p_orig[target], pairs.p_var[target], params)
        # One group per target step: (process, step) packed into one integer.
        step_key = pairs.process[target] * (int(pairs.step.max(initial=0)) + 1) + pairs.step[target]
        entry["dispersion"] = core.dispersion(pairs.p_orig[target], pairs.p_var[target], step_key)
        entry["collateral_drift"] = core.mean_abs_drift(pairs.p_orig[collateral], pairs.p_var[collateral])
        entry["n_collateral"] = int(collateral.sum())
        entry["n_problems"] = len(set(pairs.problem[target].tolist()))
        entry["ci"] = _intervals(samples, {name: f"{name}/{family}" for name in ("CRS", "CCR", "ACCM", "SCCR", "label_flip_rate")},
                                 entry, params.ci)
        families[family] = entry
    return families


def _confidence_kind(label_only: np.ndarray) -> str:
    if not label_only.size or not label_only.any():
        return "probability"
    return "label-only" if label_only.all() else "mixed"


def score_table(table: ScoreTable, params: MetricParams = MetricParams(), *, bench: Benchmark,
                judge: str | None = None, progress: bool = False) -> dict[str, Any]:
    """All metrics of an already joined table (see :func:`score_predictions`)."""
    steps, pairs, cf = table.steps, table.pairs, table.counterfactual
    samples = bootstrap(problem_stats(table, params), params, progress=progress) if params.n_boot else {}

    families = _families(bench, table, params, samples)
    crs_values = [f["CRS"] for f in families.values() if f["CRS"] is not None]
    crs_value = float(np.mean(crs_values)) if crs_values else None
    css = core.css(steps.p, steps.y, steps.gold_type, params.n_min)
    ccs = core.ccs(steps.p, steps.y, params.n_bins, params.lam)
    cf_result = core.css_cf(cf.p_orig, cf.p_injected, cf.injected_type)
    headline = {"CRS": crs_value, "CSS": css["value"], "CCS": ccs["value"]}
    overall = core.overall(list(headline.values()))
    averaged = [name for name, value in headline.items() if value is not None]

    css_steps = css["n_correct"] + sum(d["n"] for d in css["per_type"].values() if d["eligible"])
    result: dict[str, Any] = {
        "CRS": _headline(crs_value, int(pairs.target.sum()), samples, "CRS", params, "no judged robustness pairs"),
        "CSS": _headline(css["value"], css_steps, samples, "CSS", params, css.get("reason")),
        "CCS": _headline(ccs["value"], ccs["n"], samples, "CCS", params, ccs.get("reason")),
        # "partial": some headline score is undefined and overall is the mean of the others ("of").
        "overall": {**_headline(overall["value"], overall["n"], samples, "overall", params, overall.get("reason")),
                    "of": averaged, "partial": bool(averaged) and len(averaged) < len(headline)},
        "crs_families": families,
        "css_detail": {"mu_correct": css["mu_correct"], "n_correct": css["n_correct"], "n_types": css["n_types"],
                       "per_type": css["per_type"]},
        "css_cf": {**_headline(cf_result["value"], cf_result["n"], samples, "CSS_cf", params, cf_result.get("reason")),
                   "delta_p": cf_result["delta_p"], "per_type": cf_result["per_type"]},
        "calibration": {
            **{k: ccs[k] for k in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE")},
            "ci": _intervals(samples, {k: k for k in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE")}, ccs, params.ci),
            "bins": {
                "all": core.reliability_bins(steps.p, steps.y, params.n_bins),
                "pos": core.reliability_bins(steps.p[steps.y == 1], steps.y[steps.y == 1], params.n_bins),
                "neg": core.reliability_bins(steps.p[steps.y == 0], steps.y[steps.y == 0], params.n_bins),
            },
            "scheme": {"description": CALIBRATION_SCHEME, "binning": "equal-width", "n_bins": params.n_bins,
                       "lam": params.lam},
        },
        "extra": {
            "accuracy": core.accuracy(steps.p, steps.y, params.threshold),
            "macro_f1": core.macro_f1(steps.p, steps.y, params.threshold),
            "error_type_accuracy": core.error_type_accuracy(steps.gold_type, steps.pred_type),
            "brier": core.brier(steps.p, steps.y),
            "auroc": core.auroc(steps.p, steps.y),
            "ece_equal_mass": core.equal_mass_ece(steps.p, steps.y, params.n_bins),
            "mce": core.mce(steps.p, steps.y, params.n_bins),
            "parse_failure_rate": {stage: c.parse_failure_rate for stage, c in table.stages.items()},
            "label_only": {"steps": int(steps.label_only.sum()), "share": float(steps.label_only.mean()) if steps.label_only.size else None},
        },
        "confidence": _confidence_kind(steps.label_only),
        "counts": {
            "problems": table.n_problems,
            "problems_scored": len(set(steps.problem.tolist())),
            "processes": len(table.process_ids),
            "variants": len(table.variant_ids),
            "steps": int(steps.y.size),
            "steps_correct": int((steps.y == 1).sum()),
            "steps_incorrect": int((steps.y == 0).sum()),
            "pairs": int(pairs.target.sum()),
            "collateral_pairs": int((~pairs.target).sum()),
            "counterfactual_pairs": int(cf.p_orig.size),
            "missing_records": len(table.missing),
            "unparsed_steps": len(table.unparsed),
            "stages": {stage: {"records": c.records, "failed_records": c.failed_records,
                               "steps_expected": c.steps_expected, "steps_unparsed": c.steps_unparsed}
                       for stage, c in table.stages.items()},
        },
        "interval": {"method": INTERVAL_METHOD, "n_boot": params.n_boot, "ci": params.ci, "seed": params.seed},
        "params": params.to_dict(),
        "judge": judge if judge is not None else (table.judges[0] if table.judges else None),
        "benchmark": {"name": bench.name, "fingerprint": bench.fingerprint},
        "confprobench_version": __version__,
        "warnings": list(table.warnings),
    }
    return result


def score_predictions(bench: Benchmark, predictions: Iterable[Prediction], params: MetricParams = MetricParams(),
                      judge: str | None = None, *, source: str | Path | None = None, progress: bool = False) -> dict[str, Any]:
    """Score one judge's predictions on ``bench``; returns the JSON-ready metrics dict.

    ``judge`` overrides the judge name taken from the records; ``source`` (the predictions file)
    is named in errors. Raises DataError for records naming unknown processes/variants or mixing judges.
    """
    table = build_table(bench, predictions, source=source)
    return score_table(table, params, bench=bench, judge=judge, progress=progress)


def write_metrics(path: str | Path, result: dict[str, Any]) -> Path:
    """Write ``result`` as indented JSON; written to a temporary file first so a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_json_atomic(path, result, allow_nan=False)


def _num(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _ci(low: float | None, high: float | None, digits: int = 2) -> str:
    return "" if low is None else f"[{low:.{digits}f}, {high:.{digits}f}]"


def format_table(result: dict[str, Any]) -> str:
    """A readable plain-text table of the headline scores, their parts and the extra metrics."""
    rows: list[tuple[str, str, str, str]] = []
    for name in ("CRS", "CSS", "CCS", "overall"):
        entry = result[name]
        note = str(entry["n"]) if entry["value"] is not None else entry.get("reason", "")
        if entry.get("partial"):
            note = f"PARTIAL: mean of {', '.join(entry['of'])} only"
        rows.append((name, _num(entry["value"]), _ci(entry["ci_low"], entry["ci_high"]), note))
        if name == "CRS":
            for family, f in result["crs_families"].items():
                low, high = f["ci"].get("CRS", (None, None))
                rows.append((f"  {family}", _num(f["CRS"]), _ci(low, high), f"{f['n_pairs']} pairs"))
                rows.append((f"    CCR/ACCM/SCCR", f"{_num(f['CCR'], 3)}/{_num(f['ACCM'], 3)}/{_num(f['SCCR'], 3)}", "",
                             f"flip {_num(f['label_flip_rate'], 3)}, disp {_num(f['dispersion'], 3)}, "
                             f"collateral {_num(f['collateral_drift'], 3)}"))
        if name == "CSS":
            detail = result["css_detail"]
            rows.append(("  μ_correct", _num(detail["mu_correct"], 3), "", f"{detail['n_correct']} steps"))
            for code, t in detail["per_type"].items():
                flag = "" if t["eligible"] else "  insufficient (left out)"
                rows.append((f"  ΔP {code}", _num(t["delta_p"], 3), "", f"{t['n']} steps{flag}"))
            cf = result["css_cf"]
            rows.append(("  CSS_cf", _num(cf["value"]), _ci(cf["ci_low"], cf["ci_high"]),
                         f"{cf['n']} pairs (not in overall)"))
        if name == "CCS":
            cal = result["calibration"]
            for key in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE"):
                low, high = cal["ci"].get(key, (None, None))
                rows.append((f"  {key}", _num(cal[key], 4), _ci(low, high, 4), ""))
    extra = result["extra"]
    rows.append(("accuracy", _num(extra["accuracy"], 3), "", f"macro-F1 {_num(extra['macro_f1'], 3)}"))
    rows.append(("Brier / AUROC", f"{_num(extra['brier'], 3)} / {_num(extra['auroc'], 3)}", "", ""))
    rows.append(("ECE eq-mass / MCE", f"{_num(extra['ece_equal_mass'], 3)} / {_num(extra['mce'], 3)}", "", ""))
    eta = extra["error_type_accuracy"]
    rows.append(("error-type acc.", _num(eta["value"], 3), "", f"{eta['n']} steps"))
    pfr = extra["parse_failure_rate"]
    rows.append(("parse failures", f"{_num(pfr.get('original'), 3)} / {_num(pfr.get('perturbed'), 3)}", "",
                 "original / perturbed"))

    header = ("metric", "value", f"{result['params']['ci']:.0%} CI", "n / note")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(3)]
    counts = result["counts"]
    lines = [f"judge {result['judge']} on {result['benchmark']['name']} "
             f"({counts['problems_scored']} problems, {counts['steps']} steps, {counts['pairs']} pairs; "
             f"confidence: {result['confidence']})"]
    for row in [header] + rows:
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row[:3], widths)) + "  " + row[3])
    p = result["params"]
    lines.append(f"params: epsilon={p['epsilon']:g} tau={p['tau']:g} weights=({', '.join(f'{w:.4g}' for w in p['weights'])}) "
                 f"n_min={p['n_min']} bins={p['n_bins']} equal-width on [0, 1] lam={p['lam']:g} threshold={p['threshold']:g}; "
                 f"{p['n_boot']} cluster-bootstrap resamples of problems, seed {p['seed']}, {p['ci']:.0%} percentile")
    lines += [f"warning: {w}" for w in result["warnings"]]
    return "\n".join(line.rstrip() for line in lines)
