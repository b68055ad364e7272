"""``make_report``: from judged runs to a report directory.

OUT/
  leaderboard.md, leaderboard.csv   one row per judge, then the reference rows (always written)
  metrics/<judge-slug>.json         the full typed metrics.json of each judge (always written)
  report.html                       one self-contained page (see html.py)             --format html
  figures/*.png, *.svg, *.pdf       every figure of the page, for papers              --format html
  tables/<table>.csv                every table of the page, one column per number    --format csv
  tables/<table>.tex                every table as a booktabs tabular                 --format latex
  report.json                       leaderboard rows, flags, every judge's metrics     --format json
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..data.errors import DataError
from ..data.schema import ERROR_TYPE_NAMES, ROBUSTNESS_FAMILIES, ErrorType
from ..metrics.params import MetricParams
from ..metrics.score import write_metrics
from ..run.manifest import judge_slug, run_labels
from . import figures as fig
from . import sections
from .html import render_report, svg_uri
from .leaderboard import comparison_flags, leaderboard_row, sort_rows, to_csv, to_markdown
from .references import CONSTANT, PositionProbabilities, reference_results
from .runs import JudgeResult, load_results
from .sections import Entry
from .tables import Table, to_latex
from .tables import to_csv as table_csv

FORMATS = ("html", "csv", "latex", "json")


class UnknownLabel(ValueError):
    """A display label names no judge or run of the report."""


@dataclass(frozen=True)
class ReportPaths:
    """What make_report wrote."""

    out: Path
    html: Path | None
    leaderboard_md: Path
    leaderboard_csv: Path
    figures: tuple[Path, ...]
    metrics: tuple[Path, ...]
    tables: tuple[Path, ...] = ()
    json: Path | None = None
    #: Failed records and unparsed steps per judge, first; then the scoring warnings.
    warnings: tuple[str, ...] = ()


def display_names(
    results: Sequence[JudgeResult], runs: Sequence[str | Path], labels: Mapping[str, str] | None = None
) -> tuple[list[str], dict[Path, str]]:
    """The name each judge goes by in the report, and a label per run directory.

    ``labels`` (``--label KEY=NAME``) maps a judge id or file slug to a display name, or a run (its
    path as given, or its directory name when that is unique) to a run label. A run without a label
    gets the shortest trailing part of its path that tells the runs apart (``exp1/run``). A judge
    keeps its id (or its display name), qualified by its run's label when the same judge appears
    in several runs. Raises UnknownLabel for a label that matches no judge and no run.
    """
    labels = dict(labels or {})
    judge_keys = {r.judge for r in results} | {r.slug for r in results}
    resolved = [Path(r).resolve() for r in runs]
    names_of_runs = Counter(p.name for p in resolved)
    run_given: dict[str, str] = {}
    for key, name in labels.items():
        if key in judge_keys:
            continue
        path = Path(key).resolve()
        if path in resolved:
            run_given[str(path)] = name
        elif names_of_runs.get(key) == 1:
            run_given[str(next(p for p in resolved if p.name == key))] = name
        else:
            known = sorted({r.judge for r in results} | {p.name for p in resolved})
            raise UnknownLabel(f"--label names no judge or run: {key}; judges and runs here: {', '.join(known)}")
    run_label = dict(zip(resolved, run_labels(runs, run_given)))
    counts = Counter(r.judge for r in results)
    names = []
    for result in results:
        given = labels.get(result.judge) or labels.get(result.slug)
        name = given or result.judge
        if counts[result.judge] > 1:
            name = f"{name} ({run_label[result.run_dir.resolve()]})"
        names.append(name)
    return names, run_label


def _file_slugs(results: Sequence[JudgeResult], run_label: Mapping[Path, str]) -> list[str]:
    """File names per judge, qualified by the run's label when two runs hold the same judge."""
    counts = Counter(r.slug for r in results)
    return [
        r.slug if counts[r.slug] == 1 else f"{r.slug}--{judge_slug(run_label[r.run_dir.resolve()])}" for r in results
    ]


def _failure_notes(results: Sequence[JudgeResult], names: Sequence[str]) -> list[str]:
    """Failed records and unparsed steps per judge (listed first), and a refusal (DataError) when a
    judge has nothing to score."""
    notes = []
    for result, name in zip(results, names):
        stages = result.metrics.counts.stages.values()
        failed = sum(s.failed_records for s in stages)
        unparsed = sum(s.steps_unparsed for s in stages)
        records = sum(s.records for s in stages)
        if result.metrics.counts.steps == 0 and result.metrics.counts.pairs == 0:
            kinds = Counter(p.error_kind or "unknown" for p in result.predictions if p.status == "failed")
            raise DataError(
                result.run.predictions[result.judge],
                None,
                None,
                f"judge {result.judge} has nothing to score: {failed} of {records} records failed"
                + (f" ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))})" if kinds else "")
                + f" and {unparsed} steps did not parse; rerun `confprobench run` into {result.run_dir} "
                "to re-ask them, or leave this run out of the report",
            )
        if failed or unparsed:
            notes.append(
                f"{name}: {failed} of {records} records failed and {unparsed} steps did not parse; "
                "they are left out of every score"
            )
    return notes


#: Per-judge manifest fields the report shows, in this order (others are left to manifest.json).
JUDGE_FIELDS = (
    "spec",
    "kind",
    "mode",
    "template",
    "options",
    "calls",
    "naive_calls",
    "cache_hits",
    "prompt_tokens",
    "completion_tokens",
    "records",
    "failures",
    "step_status",
    "stopped",
)


def _text(value: Any) -> str:
    """A manifest value as one readable line: dicts as "key: value, …", lists joined, scalars as is."""
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_text(v)}" for k, v in value.items()) or "none"
    if isinstance(value, (list, tuple)):
        return "; ".join(_text(v) for v in value) or "none"
    return "none" if value is None else str(value)


def _run_entries(results: Sequence[JudgeResult], run_label: Mapping[Path, str]) -> list[dict[str, Any]]:
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
        blocks.append({"name": run_label[run_dir.resolve()], "entries": entries})
    return blocks


# --------------------------------------------------------------------------- the report


def _entries(
    results: Sequence[JudgeResult], names: Sequence[str], params: MetricParams, position: PositionProbabilities | None
) -> tuple[list[Entry], list[dict[str, Any]]]:
    """Judges and reference rows (one set per benchmark), with flags, and their leaderboard rows, ranked."""
    benches = {r.bench.fingerprint: r.bench for r in results}
    references = []
    constant = {}
    for fingerprint, bench in benches.items():
        suffix = f" ({bench.name})" if len(benches) > 1 else ""
        for ref in reference_results(bench, params, position=position):
            references.append(
                Entry(ref.name + suffix, ref.metrics, ref.table, bench, reference=True, description=ref.description)
            )
            if ref.name == CONSTANT:
                constant[fingerprint] = ref.metrics
    judges = [
        Entry(
            name,
            r.metrics,
            r.table,
            r.bench,
            r.predictions,
            r.usage,
            flags=tuple(comparison_flags(r.metrics, constant.get(r.bench.fingerprint))),
        )
        for r, name in zip(results, names)
    ]
    rows = [
        leaderboard_row(e.name, e.metrics, e.usage or {}, reference=e.reference, flags=e.flags)
        for e in judges + references
    ]
    ranked = sort_rows(rows)
    by_name = {e.name: e for e in judges + references}
    return [by_name[row["judge"]] for row in ranked], ranked


def _figure_jobs(entries: Sequence[Entry], slugs: Mapping[str, str], params: MetricParams) -> list[fig.FigureJob]:
    judges = [e for e in entries if not e.reference]
    names = [e.name for e in judges]
    families = [f for f in ROBUSTNESS_FAMILIES if any(f in e.metrics.crs_families for e in judges)]
    types = sections.type_columns(judges)
    jobs = [
        fig.FigureJob(
            "headline",
            "Headline scores per judge with 95% intervals (grey: reference rows)",
            "headline_figure",
            {
                "judges": [e.name for e in entries],
                "references": [e.reference for e in entries],
                "scores": [
                    {
                        m: (e.metrics.headline(m).value, e.metrics.headline(m).ci_low, e.metrics.headline(m).ci_high)
                        for m in ("overall", "CRS", "CSS", "CCS")
                    }
                    for e in entries
                ],
            },
        ),
        fig.FigureJob(
            "roc",
            "ROC curves of P(correct) against the gold label",
            "roc_figure",
            {
                "judges": [e.name for e in entries],
                "references": [e.reference for e in entries],
                "curves": [sections.roc_points(e) for e in entries],
            },
        ),
        fig.FigureJob(
            "confidence_by_class",
            "Confidence histograms per gold class",
            "class_histogram_figure",
            {
                "judges": names,
                "p_correct": [e.table.steps.p[e.table.steps.y == 1] for e in judges],
                "p_incorrect": [e.table.steps.p[e.table.steps.y == 0] for e in judges],
            },
        ),
        fig.FigureJob(
            "crs_subscores",
            "CRS sub-scores per perturbation family",
            "crs_subscores_figure",
            {
                "judges": names,
                "families": families,
                "crs_families": [{f: s.model_dump() for f, s in e.metrics.crs_families.items()} for e in judges],
            },
        ),
        fig.FigureJob(
            "css_per_type",
            "ΔP per gold error type",
            "css_per_type_figure",
            {
                "judges": names,
                "types": types,
                "per_type": [{c: d.model_dump() for c, d in e.metrics.css_detail.per_type.items()} for e in judges],
            },
        ),
    ]
    for index, entry in enumerate(judges):
        bins = entry.metrics.calibration.bins
        colour = fig.judge_colour(index)
        jobs.append(
            fig.FigureJob(
                f"reliability_{slugs[entry.name]}",
                f"Reliability diagrams — {entry.name}",
                "reliability_figure",
                {
                    "judge": entry.name,
                    "colour": colour,
                    "bins_by_panel": {
                        "all steps": bins.all.model_dump(),
                        "gold-correct steps (y = 1)": bins.pos.model_dump(),
                        "gold-incorrect steps (y = 0)": bins.neg.model_dump(),
                    },
                },
            )
        )
        jobs.append(
            fig.FigureJob(
                f"delta_hist_{slugs[entry.name]}",
                f"Confidence change per family — {entry.name}",
                "delta_histogram_figure",
                {
                    "judge": entry.name,
                    "deltas": sections.signed_deltas(entry),
                    "tau": params.tau,
                    "epsilon": params.epsilon,
                    "colour": colour,
                },
            )
        )
    return jobs


def _report_json(entries: Sequence[Entry], rows: Sequence[dict[str, Any]], params: MetricParams) -> str:
    data = {
        "confprobench_version": __version__,
        "params": params.to_dict(),
        "leaderboard": list(rows),
        "judges": {
            e.name: {"reference": e.reference, "flags": list(e.flags), "metrics": e.metrics.model_dump(mode="json")}
            for e in entries
        },
    }
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def make_report(
    runs: Sequence[str | Path],
    out: str | Path,
    params: MetricParams = MetricParams(),
    *,
    labels: Mapping[str, str] | None = None,
    formats: Sequence[str] = ("html",),
    bench: str | Path | None = None,
    position: PositionProbabilities | None = None,
    progress: bool = False,
    workers: int | None = None,
) -> ReportPaths:
    """Score every judge of ``runs`` and write the report directory ``out`` (see the module docstring).

    ``labels`` names judges and runs (see :func:`display_names`); ``formats`` picks what is written
    besides the leaderboard and metrics (html, csv, latex, json); ``bench`` points moved runs at
    their benchmark (its fingerprint is checked); ``position`` supplies the position-only reference
    (see references.py); ``workers`` caps the figure-drawing processes. Refuses (DataError) a judge
    with nothing to score, before anything is written.
    """
    unknown = sorted(set(formats) - set(FORMATS))
    if unknown:
        raise ValueError(f"unknown report format(s) {', '.join(unknown)}; expected some of {', '.join(FORMATS)}")
    out = Path(out)
    results = load_results(runs, params, progress=progress, bench=bench)
    if not results:
        raise ValueError("no judge predictions found in the given runs")
    names, run_label = display_names(results, runs, labels)
    failure_notes = _failure_notes(results, names)
    entries, rows = _entries(results, names, params, position)
    judges = [e for e in entries if not e.reference]  # leaderboard order: one colour per judge everywhere
    result_of = {name: r for r, name in zip(results, names)}
    slug_of = dict(zip(names, _file_slugs(results, run_label)))
    warnings = failure_notes + sorted({f"{e.name}: {w}" for e in judges for w in e.metrics.warnings})

    metrics_paths = tuple(write_metrics(out / "metrics" / f"{slug_of[e.name]}.json", e.metrics) for e in judges)
    (out / "leaderboard.md").write_text(to_markdown(rows), encoding="utf-8")
    (out / "leaderboard.csv").write_text(to_csv(rows), encoding="utf-8")
    mistakes = [sections.confident_mistakes(e, params.threshold) for e in judges]
    tables = sections.all_tables(entries, rows, params, mistakes)
    table_paths: list[Path] = []
    for fmt, suffix, render in (("csv", "csv", table_csv), ("latex", "tex", to_latex)):
        if fmt in formats:
            (out / "tables").mkdir(parents=True, exist_ok=True)
            for table in tables:
                path = out / "tables" / f"{table.key}.{suffix}"
                path.write_text(render(table), encoding="utf-8")
                table_paths.append(path)
    json_path = None
    if "json" in formats:
        json_path = out / "report.json"
        json_path.write_text(_report_json(entries, rows, params), encoding="utf-8")

    html_path: Path | None = None
    figure_paths: tuple[Path, ...] = ()
    if "html" in formats:
        saved = fig.draw_all(_figure_jobs(entries, slug_of, params), out / "figures", workers=workers)
        figure_paths = tuple(path for item in saved for path in item.paths)
        figures = {item.name: {"name": item.name, "title": item.title, "uri": svg_uri(item.svg_text)} for item in saved}
        html_path = out / "report.html"
        context = _context(entries, judges, tables, figures, mistakes, slug_of, result_of, run_label, warnings, params)
        html_path.write_text(render_report(context), encoding="utf-8")
    return ReportPaths(
        out=out,
        html=html_path,
        leaderboard_md=out / "leaderboard.md",
        leaderboard_csv=out / "leaderboard.csv",
        figures=figure_paths,
        metrics=metrics_paths,
        tables=tuple(table_paths),
        json=json_path,
        warnings=tuple(warnings),
    )


def _context(
    entries: Sequence[Entry],
    judges: Sequence[Entry],
    tables: Sequence[Table],
    figures: Mapping[str, Any],
    mistakes: Sequence[list[dict[str, Any]]],
    slug_of: Mapping[str, str],
    result_of: Mapping[str, JudgeResult],
    run_label: Mapping[Path, str],
    warnings: Sequence[str],
    params: MetricParams,
) -> dict[str, Any]:
    """Everything the page template reads."""
    by_key = {t.key: t for t in tables}
    benches = {(e.bench.name, e.bench.fingerprint) for e in judges}
    warnings = list(warnings)
    if len(benches) > 1:
        warnings.insert(
            0,
            "the runs judge different benchmarks: "
            + "; ".join(f"{n} ({fp[:12]})" for n, fp in sorted(benches))
            + ". Compare scores with care.",
        )
    per_judge = []
    for entry, found in zip(judges, mistakes):
        slug = slug_of[entry.name]
        per_judge.append(
            {
                "name": entry.name,
                "moved": sections.moved_pairs(entry, params.epsilon),
                "mistakes": found,
                "parse_examples": sections.parse_examples(entry),
                "reliability_figure": figures[f"reliability_{slug}"],
                "delta_figure": figures[f"delta_hist_{slug}"],
            }
        )
    types = sections.type_columns(judges)
    return {
        "version": __version__,
        "bench_label": " + ".join(sorted(n for n, _ in benches)),
        "n_problems": max(e.table.n_problems for e in judges),
        "params": params.to_dict(),
        "params_text": {
            k: ", ".join(f"{w:.6g}" for w in v) if isinstance(v, list) else (f"{v:.6g}" if isinstance(v, float) else v)
            for k, v in params.to_dict().items()
        },
        "weights_text": ", ".join(f"{w:.3g}" for w in params.weights),
        "tables": by_key,
        "slice_tables": [t for t in tables if t.key.startswith("slices_")],
        "flags": [(e.name, e.flags) for e in entries if e.flags and not e.reference],
        "references": [(e.name, e.description) for e in entries if e.reference],
        "figures": figures,
        "judges": per_judge,
        "css_reasons": [(e.name, e.metrics.CSS.reason) for e in judges if e.metrics.CSS.reason],
        "type_columns": [{"code": code, "name": ERROR_TYPE_NAMES[ErrorType(code)]} for code in types],
        "top_n": sections.TOP_MOVED,
        "top_mistakes": sections.TOP_MISTAKES,
        "warnings": warnings,
        "runs": _run_entries([result_of[e.name] for e in judges], run_label),
    }
