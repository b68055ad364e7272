"""``make_report``: from judged runs to a report directory.

OUT/
  leaderboard.md, leaderboard.csv   one row per judge
  report.html                       one self-contained page (see html.py)
  figures/*.png, figures/*.svg      every figure of the page, for papers
  metrics/<judge-slug>.json         the full metrics.json of each judge
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .. import __version__
from ..data.schema import ERROR_TYPE_NAMES, ROBUSTNESS_FAMILIES, TAXONOMY, ErrorType
from ..data.errors import DataError
from ..metrics.params import MetricParams
from ..metrics.score import write_metrics
from . import figures as fig
from .html import render_report, svg_uri, thumbnail_uri, word_diff
from .leaderboard import leaderboard_row, sort_rows, to_csv, to_markdown
from ..run.manifest import judge_slug, run_labels
from .runs import JudgeResult, load_results

#: How many most-moved robustness pairs the report shows per judge.
TOP_MOVED = 20
#: How many distinct reasons for unusable steps the parse-failure section lists per judge.
TOP_REASONS = 12


@dataclass(frozen=True)
class ReportPaths:
    """What make_report wrote."""

    out: Path
    html: Path
    leaderboard_md: Path
    leaderboard_csv: Path
    figures: tuple[Path, ...]
    metrics: tuple[Path, ...]
    #: Failed records and unparsed steps per judge, first; then the scoring warnings.
    warnings: tuple[str, ...] = ()


def _display_names(results: Sequence[JudgeResult], labels: dict[Path, str]) -> list[str]:
    """Judge names, qualified by the run's label when the same judge appears in several runs."""
    counts = Counter(r.judge for r in results)
    return [r.judge if counts[r.judge] == 1 else f"{r.judge} ({labels[r.run_dir.resolve()]})" for r in results]


def _file_slugs(results: Sequence[JudgeResult], labels: dict[Path, str]) -> list[str]:
    """File names per judge, qualified by the run's label when two runs hold the same judge."""
    counts = Counter(r.slug for r in results)
    return [r.slug if counts[r.slug] == 1 else f"{r.slug}--{judge_slug(labels[r.run_dir.resolve()])}" for r in results]


def _failure_notes(results: Sequence[JudgeResult], names: Sequence[str]) -> list[str]:
    """Failed records and unparsed steps per judge (shown first), and a refusal when a judge has nothing to score."""
    notes = []
    for result, name in zip(results, names):
        stages = result.metrics["counts"]["stages"].values()
        failed = sum(s["failed_records"] for s in stages)
        unparsed = sum(s["steps_unparsed"] for s in stages)
        records = sum(s["records"] for s in stages)
        if result.metrics["counts"]["steps"] == 0 and result.metrics["counts"]["pairs"] == 0:
            kinds = Counter(p.error_kind or "unknown" for p in result.predictions if p.status == "failed")
            raise DataError(result.run.predictions[result.judge], None, None,
                            f"judge {result.judge} has nothing to score: {failed} of {records} records failed"
                            + (f" ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))})" if kinds else "")
                            + f" and {unparsed} steps did not parse; rerun `confprobench run` into {result.run_dir} "
                            "to re-ask them, or leave this run out of the report")
        if failed or unparsed:
            notes.append(f"{name}: {failed} of {records} records failed and {unparsed} steps did not parse; "
                         "they are left out of every score")
    return notes


def _fmt(value: float | None, digits: int = 3) -> str | None:
    return None if value is None else f"{value:.{digits}f}"


def total_parse_failure_rate(metrics: dict[str, Any]) -> float | None:
    """Unusable steps over expected steps, both stages together."""
    stages = metrics["counts"]["stages"].values()
    expected = sum(s["steps_expected"] for s in stages)
    return sum(s["steps_unparsed"] for s in stages) / expected if expected else None


# --------------------------------------------------------------------------- leaderboard


def _leaderboard(results: Sequence[JudgeResult], names: Sequence[str]) -> list[dict[str, Any]]:
    rows = []
    for result, name in zip(results, names):
        usage = {"calls": result.usage.get("calls"), "tokens": result.usage.get("tokens")}
        row = leaderboard_row(name, result.metrics, usage)
        row["parse_failure_rate"] = total_parse_failure_rate(result.metrics)
        rows.append(row)
    return sort_rows(rows)


def _leaderboard_html(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Cells for the HTML leaderboard; the best value of each headline column is marked."""
    columns = ["judge", "overall", "CRS", "CSS", "CCS", *(f"CRS {f}" for f in ROBUSTNESS_FAMILIES),
               "ECE", "ΔECE", "Brier", "AUROC", "accuracy", "parse failures", "calls", "tokens"]
    best = {name: max((r[name] for r in rows if r[name] is not None), default=None) for name in ("overall", "CRS", "CSS", "CCS")}

    def cell(value: Any, text: str | None = None, ci: str | None = None, is_best: bool = False) -> dict[str, Any]:
        return {"text": text if value is not None else None, "ci": ci, "sort": "" if value is None else value, "best": is_best}

    body = []
    for row in rows:
        cells = [{"text": row["judge"], "ci": None, "sort": None, "best": False}]
        for name in ("overall", "CRS", "CSS", "CCS"):
            value, low, high = row[name], row[f"{name}_ci_low"], row[f"{name}_ci_high"]
            ci = f"[{low:.1f}, {high:.1f}]" if low is not None and high is not None else None
            text = _fmt(value, 1)
            if name == "overall" and text and row.get("overall_partial_of"):
                text += f" (partial: {row['overall_partial_of']})"  # an undefined score is left out of the mean
            cells.append(cell(value, text, ci, value is not None and value == best[name]))
        cells += [cell(row[f"CRS_{f}"], _fmt(row[f"CRS_{f}"], 1)) for f in ROBUSTNESS_FAMILIES]
        cells += [cell(row[k], _fmt(row[k])) for k in ("ECE", "delta_ECE", "brier", "auroc")]
        cells += [cell(row[k], None if row[k] is None else f"{100 * row[k]:.1f}%") for k in ("accuracy", "parse_failure_rate")]
        cells += [cell(row[k], None if row[k] is None else f"{row[k]:,}") for k in ("calls", "tokens")]
        body.append(cells)
    return {"columns": columns, "rows": body}


# --------------------------------------------------------------------------- per-judge sections


def _crs_rows(metrics: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for family, entry in metrics["crs_families"].items():
        rows.append({
            "family": family,
            "CRS": _fmt(entry["CRS"], 1) or "n/a",
            **{k: _fmt(entry.get(k)) or "n/a" for k in ("CCR", "ACCM", "SCCR", "label_flip_rate", "dispersion", "collateral_drift")},
            "n_pairs": entry["n_pairs"],
        })
    return rows


def _type_columns(results: Sequence[JudgeResult]) -> list[str]:
    present = {code for r in results for code in r.metrics["css_detail"]["per_type"]}
    return [t.value for t in TAXONOMY if t.value in present]


def _css_section(metrics: dict[str, Any], types: Sequence[str]) -> dict[str, Any]:
    detail, cf = metrics["css_detail"], metrics["css_cf"]
    cells = []
    for code in types:
        entry = detail["per_type"].get(code)
        cells.append(None if entry is None else {"delta_p": _fmt(entry["delta_p"]) or "n/a", "n": entry["n"],
                                                 "insufficient": entry["insufficient"]})
    css = metrics["CSS"]
    return {"value": _fmt(css["value"], 1) or "n/a", "reason": css.get("reason"), "mu_correct": _fmt(detail["mu_correct"]) or "n/a",
            "cells": cells, "cf_value": _fmt(cf["value"], 1) or "n/a", "cf_n": cf["n"]}


def _calibration_cells(metrics: dict[str, Any]) -> list[str]:
    cal, extra = metrics["calibration"], metrics["extra"]
    values = [_fmt(metrics["CCS"]["value"], 1), *(_fmt(cal[k]) for k in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE")),
              _fmt(extra["ece_equal_mass"]), _fmt(extra["mce"]), _fmt(extra["brier"]), _fmt(extra["auroc"]),
              None if extra["accuracy"] is None else f"{100 * extra['accuracy']:.1f}%", _fmt(extra["macro_f1"]),
              f"{metrics['counts']['steps']:,}"]
    return [v if v is not None else "n/a" for v in values]


def _signed_deltas(result: JudgeResult) -> dict[str, np.ndarray]:
    """p_var − p_orig of the CRS pairs, per family present in the benchmark."""
    pairs = result.table.pairs
    return {family: (pairs.p_var - pairs.p_orig)[pairs.target & (pairs.family == ROBUSTNESS_FAMILIES.index(family))]
            for family in result.metrics["crs_families"]}


def _moved(result: JudgeResult, epsilon: float, limit: int = TOP_MOVED) -> list[dict[str, Any]]:
    """The CRS pairs with the largest |Δ| (only those with |Δ| > ε: unchanged pairs show nothing), ties
    broken by (process, variant, step) for a stable order."""
    table, bench = result.table, result.bench
    pairs = table.pairs
    rows = np.flatnonzero(pairs.target & (np.abs(pairs.p_var - pairs.p_orig) > epsilon))
    delta = np.abs(pairs.p_var[rows] - pairs.p_orig[rows])
    order = sorted(range(rows.size), key=lambda i: (-delta[i], table.process_ids[pairs.process[rows[i]]],
                                                     table.variant_ids[pairs.variant[rows[i]]], pairs.step[rows[i]]))
    items = []
    for i in order[:limit]:
        row = rows[i]
        variant = bench.variants[table.variant_ids[pairs.variant[row]]]
        original = bench.processes[variant.process_id]
        k = int(pairs.step[row])
        changed = bench.materialize(variant)
        before, after = original.step(k).text, changed.step(k).text
        images = None
        if variant.family == "image":
            position = variant.target_image  # 1-based
            images = {"index": position,
                      "original": thumbnail_uri(bench.image_path(original.problem.images[position - 1].path)),
                      "variant": thumbnail_uri(bench.image_path(variant.image.path))}  # type: ignore[union-attr]
        p_orig, p_var = float(pairs.p_orig[row]), float(pairs.p_var[row])
        items.append({
            "family": variant.family, "process_id": variant.process_id, "variant_id": variant.id,
            "operation": variant.operation, "step": k, "gold": original.step(k).label,
            "p_orig": f"{p_orig:.3f}", "p_var": f"{p_var:.3f}", "delta": f"{p_var - p_orig:+.3f}", "up": p_var >= p_orig,
            "diff": word_diff(before, after), "images": images,
        })
    return items


def _parse_section(result: JudgeResult) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows = []
    rates = result.metrics["extra"]["parse_failure_rate"]
    for stage, counts in result.metrics["counts"]["stages"].items():
        rate = rates[stage]
        rows.append({"stage": stage, **counts, "rate": "n/a" if rate is None else f"{100 * rate:.1f}%"})
    errors = {p.key: p.error for p in result.predictions if p.status == "failed"}
    reasons: Counter[str] = Counter()
    example: dict[str, str] = {}
    for process_id, variant_id, step, why in result.table.unparsed:
        reasons[why] += 1
        error = errors.get((process_id, variant_id))
        example.setdefault(why, f"{process_id} / {variant_id or 'original'} / step {step}"
                           + (f": {error[:300]}" if error else ""))
    examples = [{"reason": why, "count": count, "example": example[why]}
                for why, count in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_REASONS]]
    return rows, examples


#: Per-judge manifest fields the report shows, in this order (others are left to manifest.json).
JUDGE_FIELDS = ("spec", "kind", "mode", "template", "options", "calls", "naive_calls", "cache_hits", "prompt_tokens",
                "completion_tokens", "records", "failures", "step_status", "stopped")


def _text(value: Any) -> str:
    """A manifest value as one readable line: dicts as "key: value, …", lists joined, scalars as is."""
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_text(v)}" for k, v in value.items()) or "none"
    if isinstance(value, (list, tuple)):
        return "; ".join(_text(v) for v in value) or "none"
    return "none" if value is None else str(value)


def _run_entries(results: Sequence[JudgeResult], labels: dict[Path, str]) -> list[dict[str, Any]]:
    """The manifest section: one block per run directory, from its manifest.json and its benchmark."""
    runs: dict[Path, list[JudgeResult]] = {}
    for result in results:
        runs.setdefault(result.run_dir, []).append(result)
    blocks = []
    for run_dir, members in runs.items():
        manifest, bench = members[0].run.manifest, members[0].bench
        judges = manifest.get("judges", {})
        entries = [
            ("benchmark", f"{bench.name} (version {bench.manifest.get('version', '?')})"),
            ("dataset fingerprint", bench.fingerprint),
            ("processes / variants", f"{len(bench.processes)} / {len(bench.variants)}"),
        ]
        for member in members:
            entry = judges.get(member.judge, {})
            shown = {k: entry[k] for k in JUDGE_FIELDS if entry.get(k) not in (None, {}, [])}
            entries.append((f"judge {member.judge}", _text(shown) if shown else "no manifest entry"))
        for key in sorted(k for k in manifest if k not in ("judges", "bench")):
            entries.append((key, _text(manifest[key])))
        blocks.append({"name": labels[run_dir.resolve()], "entries": entries})
    return blocks


# --------------------------------------------------------------------------- the report


def make_report(runs: Sequence[str | Path], out: str | Path, params: MetricParams = MetricParams(), *,
                progress: bool = False, bench: str | Path | None = None,
                labels: dict[str, str] | None = None) -> ReportPaths:
    """Score every judge of ``runs`` and write the report directory ``out`` (see the module docstring).

    ``bench`` points moved runs at their benchmark; ``labels`` names runs (path -> label; default: the
    shortest trailing part of each path that tells the runs apart). Refuses (DataError) a judge with
    nothing to score, before anything is written."""
    out = Path(out)
    run_label = dict(zip((Path(r).resolve() for r in runs), run_labels(runs, labels)))
    results = load_results(runs, params, progress=progress, bench=bench)
    if not results:
        raise ValueError("no judge predictions found in the given runs")
    # Every section lists judges in leaderboard order (best overall first), with the same colour everywhere.
    results.sort(key=lambda r: (r.metrics["overall"]["value"] is None, -(r.metrics["overall"]["value"] or 0.0), r.judge))
    names = _display_names(results, run_label)
    slugs = _file_slugs(results, run_label)
    failure_notes = _failure_notes(results, names)
    figure_dir, metrics_dir = out / "figures", out / "metrics"

    metrics_paths = tuple(write_metrics(metrics_dir / f"{slug}.json", r.metrics) for r, slug in zip(results, slugs))
    rows = _leaderboard(results, names)
    (out / "leaderboard.md").write_text(to_markdown(rows), encoding="utf-8")
    (out / "leaderboard.csv").write_text(to_csv(rows), encoding="utf-8")

    saved: list[fig.SavedFigure] = []

    def save(figure: Any, name: str, title: str) -> dict[str, str]:
        item = fig.save_figure(figure, figure_dir, name, title)
        saved.append(item)
        return {"name": name, "title": title, "uri": svg_uri(item.svg_text)}

    families = [f for f in ROBUSTNESS_FAMILIES if any(f in r.metrics["crs_families"] for r in results)]
    types = _type_columns(results)
    figures = {
        "headline": save(fig.headline_figure(names, [r.metrics for r in results]), "headline",
                         "Headline scores per judge with 95% intervals"),
        "crs_subscores": save(fig.crs_subscores_figure(names, families, [r.metrics["crs_families"] for r in results]),
                              "crs_subscores", "CRS sub-scores per perturbation family"),
        "css_per_type": save(fig.css_per_type_figure(names, types, [r.metrics["css_detail"]["per_type"] for r in results]),
                             "css_per_type", "ΔP per gold error type"),
    }
    judges = []
    for result, name, slug in zip(results, names, slugs):
        bins = result.metrics["calibration"]["bins"]
        reliability = fig.reliability_figure(name, {"all steps": bins["all"], "gold-correct steps (y = 1)": bins["pos"],
                                                     "gold-incorrect steps (y = 0)": bins["neg"]})
        deltas = fig.delta_histogram_figure(name, _signed_deltas(result), params.tau, params.epsilon)
        parse_rows, parse_examples = _parse_section(result)
        judges.append({
            "name": name,
            "crs_rows": _crs_rows(result.metrics),
            "css": _css_section(result.metrics, types),
            "calibration_cells": _calibration_cells(result.metrics),
            "reliability_figure": save(reliability, f"reliability_{slug}", f"Reliability diagrams — {name}"),
            "delta_figure": save(deltas, f"delta_hist_{slug}", f"Confidence change per family — {name}"),
            "moved": _moved(result, params.epsilon),
            "parse_rows": parse_rows,
            "parse_examples": parse_examples,
        })

    benches = {(r.bench.name, r.bench.fingerprint) for r in results}
    warnings = failure_notes + sorted({f"{name}: {w}" for r, name in zip(results, names) for w in r.metrics["warnings"]})
    if len(benches) > 1:
        warnings.insert(0, "the runs judge different benchmarks: "
                        + "; ".join(f"{n} ({fp[:12]})" for n, fp in sorted(benches)) + ". Compare scores with care.")
    context = {
        "version": __version__,
        "bench_label": " + ".join(sorted(n for n, _ in benches)),
        "n_problems": max(r.table.n_problems for r in results),
        "params": params.to_dict(),
        "params_text": {k: ", ".join(f"{w:.6g}" for w in v) if isinstance(v, list) else (f"{v:.6g}" if isinstance(v, float) else v)
                        for k, v in params.to_dict().items()},
        "weights_text": ", ".join(f"{w:.3g}" for w in params.weights),
        "leaderboard": _leaderboard_html(rows),
        "figures": figures,
        "judges": judges,
        "type_columns": [{"code": code, "name": ERROR_TYPE_NAMES[ErrorType(code)]} for code in types],
        "top_n": TOP_MOVED,
        "warnings": warnings,
        "runs": _run_entries(results, run_label),
    }
    html_path = out / "report.html"
    html_path.write_text(render_report(context), encoding="utf-8")
    figure_paths = tuple(path for item in saved for path in (item.png, item.svg))
    return ReportPaths(out=out, html=html_path, leaderboard_md=out / "leaderboard.md", leaderboard_csv=out / "leaderboard.csv",
                       figures=figure_paths, metrics=metrics_paths, warnings=tuple(warnings))
