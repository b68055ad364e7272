"""Score one judge's predictions on a benchmark: the full metrics.json of docs/metrics.md.

``score_predictions`` = build_table (join) → core functions (point estimates) → bootstrap
(intervals over problems) → slices. The result is a typed :class:`~.result.MetricsResult`;
``write_metrics`` writes it as metrics.json and ``format_table`` renders it for a terminal.
Undefined values are ``None`` with a ``reason``.
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
from .discrimination import PairMatrices, auroc_from_weights, pair_matrices
from .params import MetricParams
from .result import (
    BenchmarkRef,
    Bins,
    Calibration,
    CalibrationBins,
    CalibrationScheme,
    CfTypeScore,
    CounterfactualScore,
    Counts,
    CssDetail,
    Discrimination,
    ErrorTypeAccuracy,
    Extra,
    FamilyScore,
    Headline,
    IntervalMethod,
    LabelOnly,
    MetricsResult,
    Overall,
    Params,
    StageCounts,
    TypeDelta,
)
from .slices import score_slices
from .table import ScoreTable, build_table

CALIBRATION_SCHEME = (
    "Calibration of P(step correct) against the gold step label, on original processes, over all "
    "parsed steps. Equal-width bins on [0, 1]: bin m covers [m/M, (m+1)/M), the last bin is closed "
    "at 1.0, edges are the floats m/M; empty bins contribute 0."
)
INTERVAL_METHOD = "cluster bootstrap over problems (resampled with replacement), percentile interval"


def _interval(samples: dict[str, np.ndarray], key: str, ci: float) -> tuple[float | None, float | None]:
    return percentile_interval(samples[key], ci) if key in samples else (None, None)


def _headline(
    value: float | None,
    n: int,
    samples: dict[str, np.ndarray],
    key: str,
    params: MetricParams,
    reason: str | None = None,
) -> Headline:
    low, high = _interval(samples, key, params.ci) if value is not None else (None, None)
    return Headline(value=value, ci_low=low, ci_high=high, n=n, reason=reason if value is None else None)


def _families(
    bench: Benchmark, table: ScoreTable, params: MetricParams, samples: dict[str, np.ndarray]
) -> dict[str, FamilyScore]:
    """Per robustness family present in the benchmark: CRS_f and its sub-scores, dispersion, collateral drift."""
    pairs = table.pairs
    present = {v.family for v in bench.variants.values()} | {ROBUSTNESS_FAMILIES[c] for c in set(pairs.family.tolist())}
    families: dict[str, FamilyScore] = {}
    for code, family in enumerate(ROBUSTNESS_FAMILIES):
        if family not in present:
            continue
        in_family = pairs.family == code
        target, collateral = in_family & pairs.target, in_family & ~pairs.target
        entry = core.crs_family(pairs.p_orig[target], pairs.p_var[target], params)
        # One group per target step: (process, step) packed into one integer.
        step_key = pairs.process[target] * (int(pairs.step.max(initial=0)) + 1) + pairs.step[target]
        families[family] = FamilyScore(
            **entry,
            dispersion=core.dispersion(pairs.p_orig[target], pairs.p_var[target], step_key),
            collateral_drift=core.mean_abs_drift(pairs.p_orig[collateral], pairs.p_var[collateral]),
            n_collateral=int(collateral.sum()),
            n_problems=len(set(pairs.problem[target].tolist())),
            ci={
                name: _interval(samples, f"{name}/{family}", params.ci)
                for name in ("CRS", "CCR", "ACCM", "SCCR", "label_flip_rate")
                if f"{name}/{family}" in samples and entry.get(name) is not None
            },
        )
    return families


def _confidence_kind(label_only: np.ndarray) -> str:
    if not label_only.size or not label_only.any():
        return "probability"
    return "label-only" if label_only.all() else "mixed"


def _overall(parts: dict[str, float | None], samples: dict[str, np.ndarray], params: MetricParams) -> Overall:
    """The mean of the defined scores among CRS, CSS, CCS; partial (and saying which) when fewer than three."""
    averages = tuple(name for name, value in parts.items() if value is not None)
    result = core.overall(list(parts.values()))
    headline = _headline(result["value"], result["n"], samples, "overall", params, result.get("reason"))
    return Overall(**headline.model_dump(), partial=0 < len(averages) < len(parts), of=averages)


def _discrimination(
    matrices: PairMatrices, samples: dict[str, np.ndarray], key: str, params: MetricParams, why_undefined: str
) -> Discrimination:
    value = (
        float(auroc_from_weights(matrices, np.ones((1, matrices.wins.shape[0])))[0])
        if matrices.wins.size
        else float("nan")
    )
    if np.isnan(value):
        return Discrimination(value=None, n_pairs=matrices.n_pairs, reason=why_undefined)
    low, high = _interval(samples, key, params.ci)
    return Discrimination(value=value, ci_low=low, ci_high=high, n_pairs=matrices.n_pairs)


def _calibration(steps: Any, ccs: dict[str, Any], samples: dict[str, np.ndarray], params: MetricParams) -> Calibration:
    def bins(rows: np.ndarray) -> Bins:
        return Bins.model_validate(core.reliability_bins(steps.p[rows], steps.y[rows], params.n_bins))

    parts = ("ECE", "ECE_pos", "ECE_neg", "delta_ECE")
    return Calibration(
        **{k: ccs[k] for k in parts},
        ci={k: _interval(samples, k, params.ci) for k in parts if k in samples and ccs[k] is not None},
        bins=CalibrationBins(
            all=bins(np.ones(steps.y.size, dtype=bool)), pos=bins(steps.y == 1), neg=bins(steps.y == 0)
        ),
        scheme=CalibrationScheme(
            description=CALIBRATION_SCHEME, binning="equal-width", n_bins=params.n_bins, lam=params.lam
        ),
    )


def _counts(table: ScoreTable) -> Counts:
    steps, pairs, cf = table.steps, table.pairs, table.counterfactual
    return Counts(
        problems=table.n_problems,
        problems_scored=len(set(steps.problem.tolist())),
        processes=len(table.process_ids),
        variants=len(table.variant_ids),
        steps=int(steps.y.size),
        steps_correct=int((steps.y == 1).sum()),
        steps_incorrect=int((steps.y == 0).sum()),
        pairs=int(pairs.target.sum()),
        collateral_pairs=int((~pairs.target).sum()),
        counterfactual_pairs=int(cf.p_orig.size),
        missing_records=len(table.missing),
        unparsed_steps=len(table.unparsed),
        stages={
            stage: StageCounts(
                records=c.records,
                failed_records=c.failed_records,
                steps_expected=c.steps_expected,
                steps_unparsed=c.steps_unparsed,
            )
            for stage, c in table.stages.items()
        },
    )


def judge_flags(result: MetricsResult) -> tuple[str, ...]:
    """Reasons not to read a judge's headline numbers at face value, from its own result:
    no detectable discrimination (its robustness is then trivially high) and a partial overall."""
    flags = []
    auroc = result.extra.auroc_interval
    if (
        auroc is not None
        and auroc.value is not None
        and auroc.ci_low is not None
        and auroc.ci_high is not None
        and auroc.ci_low <= 0.5 <= auroc.ci_high
    ):
        flags.append(
            f"no discrimination: AUROC {auroc.value:.2f} [{auroc.ci_low:.2f}, {auroc.ci_high:.2f}] includes 0.5, "
            "so its robustness is trivially high"
        )
    elif auroc is not None and auroc.value is not None and auroc.ci_low is None and abs(auroc.value - 0.5) < 1e-9:
        flags.append("no discrimination: AUROC 0.50, so its robustness is trivially high")
    if result.overall.partial:
        flags.append(f"overall is partial: it averages only {', '.join(result.overall.of)}")
    return tuple(flags)


def score_table(
    table: ScoreTable,
    params: MetricParams = MetricParams(),
    *,
    bench: Benchmark,
    judge: str | None = None,
    progress: bool = False,
    slices: bool = True,
) -> MetricsResult:
    """All metrics of an already joined table (see :func:`score_predictions`); ``slices=False`` skips the slices."""
    steps, cf = table.steps, table.counterfactual
    plain = pair_matrices(steps.problem, steps.p, steps.y, table.n_problems)
    by_position = pair_matrices(steps.problem, steps.p, steps.y, table.n_problems, stratum=steps.step)
    samples = (
        bootstrap(
            problem_stats(table, params),
            params,
            progress=progress,
            extra={
                "AUROC": lambda w: auroc_from_weights(plain, w),
                "AUROC_by_position": lambda w: auroc_from_weights(by_position, w),
            },
        )
        if params.n_boot
        else {}
    )

    families = _families(bench, table, params, samples)
    crs_values = [f.CRS for f in families.values() if f.CRS is not None]
    crs_value = float(np.mean(crs_values)) if crs_values else None
    css = core.css(steps.p, steps.y, steps.gold_type, params.n_min)
    ccs = core.ccs(steps.p, steps.y, params.n_bins, params.lam)
    cf_result = core.css_cf(cf.p_orig, cf.p_injected, cf.injected_type)
    css_steps = css["n_correct"] + sum(d["n"] for d in css["per_type"].values() if d["eligible"])

    result = MetricsResult(
        CRS=_headline(crs_value, int(table.pairs.target.sum()), samples, "CRS", params, "no judged robustness pairs"),
        CSS=_headline(css["value"], css_steps, samples, "CSS", params, css.get("reason")),
        CCS=_headline(ccs["value"], ccs["n"], samples, "CCS", params, ccs.get("reason")),
        overall=_overall({"CRS": crs_value, "CSS": css["value"], "CCS": ccs["value"]}, samples, params),
        crs_families=families,
        css_detail=CssDetail(
            mu_correct=css["mu_correct"],
            n_correct=css["n_correct"],
            n_types=css["n_types"],
            per_type={code: TypeDelta(**entry) for code, entry in css["per_type"].items()},
        ),
        css_cf=CounterfactualScore(
            **_headline(
                cf_result["value"], cf_result["n"], samples, "CSS_cf", params, cf_result.get("reason")
            ).model_dump(),
            delta_p=cf_result["delta_p"],
            per_type={code: CfTypeScore(**entry) for code, entry in cf_result["per_type"].items()},
        ),
        calibration=_calibration(steps, ccs, samples, params),
        extra=Extra(
            accuracy=core.accuracy(steps.p, steps.y, params.threshold),
            macro_f1=core.macro_f1(steps.p, steps.y, params.threshold),
            error_type_accuracy=ErrorTypeAccuracy(**core.error_type_accuracy(steps.gold_type, steps.pred_type)),
            brier=core.brier(steps.p, steps.y),
            auroc=core.auroc(steps.p, steps.y),
            ece_equal_mass=core.equal_mass_ece(steps.p, steps.y, params.n_bins),
            mce=core.mce(steps.p, steps.y, params.n_bins),
            parse_failure_rate={stage: c.parse_failure_rate for stage, c in table.stages.items()},
            label_only=LabelOnly(
                steps=int(steps.label_only.sum()),
                share=float(steps.label_only.mean()) if steps.label_only.size else None,
            ),
            auroc_interval=_discrimination(plain, samples, "AUROC", params, "needs both correct and incorrect steps"),
            auroc_by_position=_discrimination(
                by_position, samples, "AUROC_by_position", params, "no step index has both correct and incorrect steps"
            ),
        ),
        confidence=_confidence_kind(steps.label_only),  # type: ignore[arg-type]
        counts=_counts(table),
        interval=IntervalMethod(method=INTERVAL_METHOD, n_boot=params.n_boot, ci=params.ci, seed=params.seed),
        params=Params(**params.to_dict()),
        judge=judge if judge is not None else (table.judges[0] if table.judges else None),
        benchmark=BenchmarkRef(name=bench.name, fingerprint=bench.fingerprint),
        confprobench_version=__version__,
        warnings=tuple(table.warnings),
        slices=score_slices(bench, table, params) if slices else {},
    )
    return result.model_copy(update={"flags": judge_flags(result)})


def score_predictions(
    bench: Benchmark,
    predictions: Iterable[Prediction],
    params: MetricParams = MetricParams(),
    judge: str | None = None,
    *,
    source: str | Path | None = None,
    progress: bool = False,
    slices: bool = True,
) -> MetricsResult:
    """Score one judge's predictions on ``bench``; returns the typed metrics.json (:class:`MetricsResult`).

    ``judge`` overrides the judge name taken from the records; ``source`` (the predictions file)
    is named in errors. Raises DataError for records naming unknown processes/variants or mixing judges.
    """
    table = build_table(bench, predictions, source=source)
    return score_table(table, params, bench=bench, judge=judge, progress=progress, slices=slices)


def write_metrics(path: str | Path, result: MetricsResult | dict[str, Any]) -> Path:
    """Write ``result`` (a metrics result or any JSON-ready dict) as indented JSON; written to a
    temporary file first so a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = result.model_dump(mode="json") if isinstance(result, MetricsResult) else result
    return write_json_atomic(path, data, allow_nan=False)


def _num(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _interval_text(low: float | None, high: float | None, digits: int = 2) -> str:
    return "" if low is None or high is None else f"[{low:.{digits}f}, {high:.{digits}f}]"


def format_table(result: MetricsResult) -> str:
    """A readable plain-text table of the headline scores, their parts and the extra metrics."""
    rows: list[tuple[str, str, str, str]] = []
    for name in ("CRS", "CSS", "CCS", "overall"):
        entry = result.headline(name)
        note = str(entry.n) if entry.value is not None else (entry.reason or "")
        if name == "overall" and result.overall.partial:
            note = f"PARTIAL: mean of {', '.join(result.overall.of)} only"
        rows.append((name, _num(entry.value), _interval_text(entry.ci_low, entry.ci_high), note))
        if name == "CRS":
            for family, f in result.crs_families.items():
                low, high = f.ci.get("CRS", (None, None))
                rows.append((f"  {family}", _num(f.CRS), _interval_text(low, high), f"{f.n_pairs} pairs"))
                rows.append(
                    (
                        "    CCR/ACCM/SCCR",
                        f"{_num(f.CCR, 3)}/{_num(f.ACCM, 3)}/{_num(f.SCCR, 3)}",
                        "",
                        f"flip {_num(f.label_flip_rate, 3)}, disp {_num(f.dispersion, 3)}, "
                        f"collateral {_num(f.collateral_drift, 3)}",
                    )
                )
        if name == "CSS":
            detail = result.css_detail
            rows.append(("  μ_correct", _num(detail.mu_correct, 3), "", f"{detail.n_correct} steps"))
            for code, t in detail.per_type.items():
                flag = "" if t.eligible else "  insufficient (left out)"
                rows.append((f"  ΔP {code}", _num(t.delta_p, 3), "", f"{t.n} steps{flag}"))
            cf = result.css_cf
            rows.append(
                ("  CSS_cf", _num(cf.value), _interval_text(cf.ci_low, cf.ci_high), f"{cf.n} pairs (not in overall)")
            )
        if name == "CCS":
            cal = result.calibration
            for key in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE"):
                low, high = cal.ci.get(key, (None, None))
                rows.append((f"  {key}", _num(getattr(cal, key), 4), _interval_text(low, high, 4), ""))
    extra = result.extra
    rows.append(("accuracy", _num(extra.accuracy, 3), "", f"macro-F1 {_num(extra.macro_f1, 3)}"))
    rows.append(("Brier", _num(extra.brier, 3), "", ""))
    for label, auroc in (("AUROC", extra.auroc_interval), ("AUROC by position", extra.auroc_by_position)):
        if auroc is not None:
            rows.append(
                (
                    label,
                    _num(auroc.value, 3),
                    _interval_text(auroc.ci_low, auroc.ci_high, 3),
                    f"{auroc.n_pairs} (incorrect, correct) pairs"
                    + (" at the same step index" if "position" in label else "")
                    if auroc.value is not None
                    else (auroc.reason or ""),
                )
            )
    rows.append(("ECE eq-mass / MCE", f"{_num(extra.ece_equal_mass, 3)} / {_num(extra.mce, 3)}", "", ""))
    rows.append(
        ("error-type acc.", _num(extra.error_type_accuracy.value, 3), "", f"{extra.error_type_accuracy.n} steps")
    )
    pfr = extra.parse_failure_rate
    rows.append(
        (
            "parse failures",
            f"{_num(pfr.get('original'), 3)} / {_num(pfr.get('perturbed'), 3)}",
            "",
            "original / perturbed",
        )
    )

    header = ("metric", "value", f"{result.params.ci:.0%} CI", "n / note")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(3)]
    counts = result.counts
    lines = [
        f"judge {result.judge} on {result.benchmark.name} "
        f"({counts.problems_scored} problems, {counts.steps} steps, {counts.pairs} pairs; "
        f"confidence: {result.confidence})"
    ]
    for row in [header] + rows:
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row[:3], widths)) + "  " + row[3])
    p = result.params
    lines.append(
        f"params: epsilon={p.epsilon:g} tau={p.tau:g} weights=({', '.join(f'{w:.4g}' for w in p.weights)}) "
        f"n_min={p.n_min} bins={p.n_bins} equal-width on [0, 1] lam={p.lam:g} threshold={p.threshold:g}; "
        f"{p.n_boot} cluster-bootstrap resamples of problems, seed {p.seed}, {p.ci:.0%} percentile"
    )
    if result.slices:
        lines.append(
            "slices (in metrics.json and the report): "
            + ", ".join(f"{kind} ({len(cells)})" for kind, cells in result.slices.items())
        )
    lines += [f"flag: {flag}" for flag in result.flags]
    lines += [f"warning: {w}" for w in result.warnings]
    return "\n".join(line.rstrip() for line in lines)
