"""The report's content, built from typed metrics (``MetricsResult``) and score tables: every table
(as :class:`~.tables.Table`, so the page, the CSV and the LaTeX agree) and the per-judge example
lists (largest confidence changes, confident mistakes, parse failures with raw answers)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..data.benchmark import Benchmark
from ..data.predictions import Prediction
from ..data.schema import ERROR_TYPE_NAMES, ROBUSTNESS_FAMILIES, TAXONOMY, ErrorType
from ..data.text import word_diff
from ..metrics.core import TYPE_CODES
from ..metrics.params import MetricParams
from ..metrics.result import MetricsResult, SliceCell, SliceMetric
from ..metrics.slices import PAIR_PARTS, PROBLEM_KINDS, SLICE_KINDS
from ..metrics.table import ScoreTable
from .html import thumbnail_uri
from .leaderboard import HEADLINE
from .tables import Cell, Table, count_cell, number_cell, text_cell

#: How many most-moved robustness pairs, and confident mistakes, the report shows per judge.
TOP_MOVED = 20
TOP_MISTAKES = 10
#: How many distinct reasons for unusable steps the parse-failure section lists per judge.
TOP_REASONS = 12
#: Longest raw judge answer shown in the page (the full text stays in the predictions file).
RAW_LIMIT = 2000


@dataclass(frozen=True)
class Entry:
    """One row of the report: a judge (with its predictions) or a reference row."""

    name: str
    metrics: MetricsResult
    table: ScoreTable
    bench: Benchmark
    predictions: tuple[Prediction, ...] = ()
    usage: dict[str, Any] | None = None
    reference: bool = False
    flags: tuple[str, ...] = ()
    description: str = ""  # what a reference row is


def _interval(entry: Any) -> tuple[float | None, float | None]:
    return entry.ci_low, entry.ci_high


# --------------------------------------------------------------------------- leaderboard


def leaderboard_table(entries: Sequence[Entry], rows: Sequence[dict[str, Any]]) -> Table:
    """The HTML/CSV/LaTeX leaderboard: judges ranked (see leaderboard.rank_key), reference rows last.
    The best judge value of each headline column is marked; partial overall scores say so."""
    by_name = {e.name: e for e in entries}
    judges = [r for r in rows if r["kind"] == "judge"]
    best = {
        name: max(
            (r[name] for r in judges if r[name] is not None and not (name == "overall" and r["overall_partial"])),
            default=None,
        )
        for name in HEADLINE
    }
    columns = (
        "judge",
        *HEADLINE,
        *(f"CRS {f}" for f in ROBUSTNESS_FAMILIES),
        "ECE",
        "ΔECE",
        "Brier",
        "AUROC",
        "AUROC by position",
        "accuracy",
        "parse failures",
        "calls",
        "tokens",
    )
    body = []
    for row in rows:
        metrics = by_name[row["judge"]].metrics
        cells: list[Cell] = [text_cell(row["judge"], note="reference" if row["kind"] == "reference" else None)]
        for name in HEADLINE:
            value = row[name]
            partial = name == "overall" and row["overall_partial"]
            cell = number_cell(
                value,
                1,
                ci=_interval(metrics.headline(name)),
                best=row["kind"] == "judge" and value is not None and value == best[name] and not partial,
            )
            if partial and cell.text is not None:  # an undefined score is left out of the mean: say which remain
                cell = replace(cell, text=f"{cell.text} (partial: {row['overall_partial_of'].replace('+', ', ')})")
            cells.append(cell)
        cells += [number_cell(row[f"CRS_{f}"], 1) for f in ROBUSTNESS_FAMILIES]
        cells += [number_cell(row[k]) for k in ("ECE", "delta_ECE", "brier")]
        for key, entry in (
            ("auroc", metrics.extra.auroc_interval),
            ("auroc_by_position", metrics.extra.auroc_by_position),
        ):
            cells.append(number_cell(row[key], ci=_interval(entry) if entry is not None else None))
        cells += [number_cell(row[k], percent=True) for k in ("accuracy", "parse_failure_rate")]
        cells += [count_cell(row[k]) for k in ("calls", "tokens")]
        body.append(tuple(cells))
    # Flags are listed under the table (and in leaderboard.md/.csv); a flagged row is marked ⚑.
    return Table(
        "leaderboard",
        "Leaderboard",
        columns,
        tuple(body),
        sortable=True,
        row_classes=tuple("reference" if r["kind"] == "reference" else ("flagged" if r["flags"] else "") for r in rows),
    )


# --------------------------------------------------------------------------- per-section tables


def robustness_table(entries: Sequence[Entry]) -> Table:
    """CRS_f and its sub-scores, one row per judge and perturbation family."""
    columns = (
        "judge",
        "family",
        "CRS_f",
        "CCR",
        "ACCM",
        "SCCR",
        "label flips",
        "dispersion",
        "collateral drift",
        "pairs",
    )
    rows = []
    for entry in entries:
        for family, score in entry.metrics.crs_families.items():
            rows.append(
                (
                    text_cell(entry.name),
                    text_cell(family),
                    number_cell(score.CRS, 1, ci=score.ci.get("CRS")),
                    *(
                        number_cell(getattr(score, k))
                        for k in ("CCR", "ACCM", "SCCR", "label_flip_rate", "dispersion", "collateral_drift")
                    ),
                    count_cell(score.n_pairs),
                )
            )
    return Table(
        "robustness",
        "Robustness (CRS) per perturbation family",
        columns,
        tuple(rows),
        numeric=(False, False, *[True] * 8),
    )


def _pct(value: float | None) -> float | None:
    return None if value is None else 100 * value


def human_review_table(entries: Sequence[Entry]) -> Table | None:
    """Reviewers' acceptance of the judged benchmark's variants per family and rule (docs/review.md), or None
    when nobody has reviewed them."""
    from ..data.reviews import REVIEWS_FILE, summarize_reviews

    bench = next((e.bench for e in entries if (e.bench.root / REVIEWS_FILE).is_file()), None)
    if bench is None:
        return None
    summary = summarize_reviews(bench)
    if not summary.acceptance:
        return None
    rows = tuple(
        (
            text_cell(row.family),
            text_cell(row.rule or "(all)"),
            count_cell(row.reviewed),
            count_cell(row.accepted),
            number_cell(row.rate, 1, percent=True, ci=(_pct(row.low), _pct(row.high))),
        )
        for row in summary.acceptance
    )
    caption = (
        f"{summary.verdicts} verdicts by {', '.join(summary.reviewers)} in {bench.name}/{REVIEWS_FILE}; "
        "a variant counts as accepted when every reviewer who decided on it accepted it; 95% Wilson intervals."
    )
    return Table(
        "human_review",
        "Human review of the variants",
        ("family", "rule", "reviewed", "accepted", "rate"),
        rows,
        numeric=(False, False, True, True, True),
        caption=caption,
    )


def type_columns(entries: Sequence[Entry]) -> list[str]:
    """Gold error types present for any judge, in taxonomy order."""
    present = {code for e in entries for code in e.metrics.css_detail.per_type}
    return [t.value for t in TAXONOMY if t.value in present]


def sensitivity_table(entries: Sequence[Entry], types: Sequence[str]) -> Table:
    """CSS, μ_correct, ΔP per gold error type in ``types`` and CSS_cf, one row per judge."""
    columns = ("judge", "CSS", "μ_correct", *(f"ΔP {t}" for t in types), "CSS_cf", "injections")
    rows = []
    for entry in entries:
        metrics = entry.metrics
        cells = [
            text_cell(entry.name),
            number_cell(metrics.CSS.value, 1, ci=_interval(metrics.CSS), title=metrics.CSS.reason),
            number_cell(metrics.css_detail.mu_correct),
        ]
        for code in types:
            delta = metrics.css_detail.per_type.get(code)
            cells.append(
                Cell(None)
                if delta is None
                else number_cell(
                    delta.delta_p,
                    note="insufficient" if delta.insufficient else None,
                    title=f"n = {delta.n}" + (" < n_min: left out of CSS" if delta.insufficient else ""),
                )
            )
        cells += [number_cell(metrics.css_cf.value, 1, ci=_interval(metrics.css_cf)), count_cell(metrics.css_cf.n)]
        rows.append(tuple(cells))
    return Table("sensitivity", "Sensitivity (CSS) per gold error type", columns, tuple(rows))


def calibration_table(entries: Sequence[Entry]) -> Table:
    """CCS with its ECE parts, other calibration and discrimination metrics, one row per judge."""
    columns = (
        "judge",
        "CCS",
        "ECE",
        "ECE_pos",
        "ECE_neg",
        "ΔECE",
        "equal-mass ECE",
        "MCE",
        "Brier",
        "AUROC",
        "AUROC by position",
        "accuracy",
        "macro-F1",
        "steps",
    )
    rows = []
    for entry in entries:
        m = entry.metrics
        cal, extra = m.calibration, m.extra
        rows.append(
            (
                text_cell(entry.name),
                number_cell(m.CCS.value, 1, ci=_interval(m.CCS)),
                *(number_cell(getattr(cal, k), ci=cal.ci.get(k)) for k in ("ECE", "ECE_pos", "ECE_neg", "delta_ECE")),
                number_cell(extra.ece_equal_mass),
                number_cell(extra.mce),
                number_cell(extra.brier),
                number_cell(extra.auroc, ci=_interval(extra.auroc_interval) if extra.auroc_interval else None),
                number_cell(
                    extra.auroc_by_position.value if extra.auroc_by_position else None,
                    ci=_interval(extra.auroc_by_position) if extra.auroc_by_position else None,
                ),
                number_cell(extra.accuracy, percent=True),
                number_cell(extra.macro_f1),
                count_cell(m.counts.steps),
            )
        )
    return Table("calibration", "Calibration (CCS) and discrimination", columns, tuple(rows))


def parse_table(entries: Sequence[Entry]) -> Table:
    """Records, failed records and unusable steps per judge and stage."""
    columns = ("judge", "stage", "records", "failed records", "steps expected", "steps unusable", "rate")
    rows = []
    for entry in entries:
        for stage, counts in entry.metrics.counts.stages.items():
            rows.append(
                (
                    text_cell(entry.name),
                    text_cell(stage),
                    count_cell(counts.records),
                    count_cell(counts.failed_records),
                    count_cell(counts.steps_expected),
                    count_cell(counts.steps_unparsed),
                    number_cell(entry.metrics.extra.parse_failure_rate.get(stage), percent=True),
                )
            )
    return Table(
        "parse_failures", "Parse failures per stage", columns, tuple(rows), numeric=(False, False, *[True] * 5)
    )


# --------------------------------------------------------------------------- slices

SLICE_TITLES = {
    "subject": "subject",
    "difficulty": "difficulty",
    "modality": "modality",
    "operation": "perturbation operation",
    "syntactic_rule": "syntactic rule",
    "synonym_source": "synonym source",
    "error_type": "gold error type",
    "step_position": "step position (1-based index)",
}
#: Score-like metrics (0–100, one decimal); everything else is a rate or an AUROC (three decimals).
_SCORES = {"overall", "CRS", "CSS", "CCS", "CSS_cf", "CRS_f"}


#: The n columns of a slice table: pair slices count pairs and injections, error-type slices steps.
_SLICE_COUNTS: dict[str, tuple[tuple[str, Any], ...]] = {
    "pairs": (
        ("problems", lambda c: count_cell(c.n_problems)),
        ("pairs", lambda c: count_cell(c.n_pairs)),
        ("injections", lambda c: count_cell(c.n_counterfactual)),
    ),
    "steps": (
        ("problems", lambda c: count_cell(c.n_problems)),
        ("correct steps", lambda c: count_cell(c.n_steps_correct)),
        ("incorrect steps", lambda c: count_cell(c.n_steps_incorrect)),
    ),
    "all": (
        ("problems", lambda c: count_cell(c.n_problems)),
        ("correct steps", lambda c: count_cell(c.n_steps_correct)),
        ("incorrect steps", lambda c: count_cell(c.n_steps_incorrect)),
        ("pairs", lambda c: count_cell(c.n_pairs)),
        ("injections", lambda c: count_cell(c.n_counterfactual)),
    ),
}


def _slice_columns(kind: str, cells: Sequence[SliceCell]) -> list[str]:
    present = {
        name.split("/")[0] if kind not in PROBLEM_KINDS + ("step_position",) else name
        for cell in cells
        for name in cell.metrics
    }
    if kind in ("operation", "syntactic_rule", "synonym_source"):
        order = [p if p != "CRS" else "CRS_f" for p in PAIR_PARTS] + ["CSS_cf"]
        present = {"CRS_f" if n == "CRS" else n for n in present}
    elif kind == "error_type":
        order = ["CSS", "CCS", "ECE", "delta_ECE", "AUROC"]
    else:
        order = ["overall", "CRS", "CSS", "CCS", "AUROC", "ECE", "CSS_cf"]
    return [name for name in order if name in present]


def _slice_metric(cell: SliceCell, column: str) -> SliceMetric | None:
    if column in cell.metrics:
        return cell.metrics[column]
    stem = "CRS" if column == "CRS_f" else column
    found = [m for name, m in cell.metrics.items() if name.startswith(stem + "/")]
    return found[0] if len(found) == 1 else None


def slice_tables(entries: Sequence[Entry]) -> list[Table]:
    """One table per slice kind: a row per (judge, slice key) with n and every metric (value [interval])."""
    tables = []
    for kind in SLICE_KINDS:
        per_judge = [(e, e.metrics.slices.get(kind, ())) for e in entries if not e.reference]
        cells_all = [c for _, cells in per_judge for c in cells]
        if not cells_all:
            continue
        columns = _slice_columns(kind, cells_all)
        counts = _SLICE_COUNTS[
            "pairs"
            if kind in ("operation", "syntactic_rule", "synonym_source")
            else "steps"
            if kind == "error_type"
            else "all"
        ]
        rows = []
        for entry, cells in per_judge:
            for cell in cells:
                row = [text_cell(entry.name), text_cell(cell.key), *(render(cell) for _, render in counts)]
                for column in columns:
                    metric = _slice_metric(cell, column)
                    if metric is None:
                        row.append(Cell(None))
                    elif metric.insufficient:
                        row.append(
                            Cell("insufficient", None, note="insufficient", title=f"{metric.reason} (n = {metric.n})")
                        )
                    else:
                        row.append(
                            number_cell(
                                metric.value,
                                1 if column in _SCORES else 3,
                                ci=(metric.ci_low, metric.ci_high),
                                note="partial" if metric.partial else None,
                                title=metric.reason or f"n = {metric.n}",
                            )
                        )
                rows.append(tuple(row))
        title = f"Slices by {SLICE_TITLES[kind]}"
        tables.append(
            Table(
                f"slices_{kind}",
                title,
                ("judge", SLICE_TITLES[kind], *(name for name, _ in counts), *columns),
                tuple(rows),
                numeric=(False, False, *[True] * (len(counts) + len(columns))),
            )
        )
    return tables


# --------------------------------------------------------------------------- examples


def signed_deltas(entry: Entry) -> dict[str, np.ndarray]:
    """p_var − p_orig of the CRS pairs, per family present in the benchmark."""
    pairs = entry.table.pairs
    return {
        family: (pairs.p_var - pairs.p_orig)[pairs.target & (pairs.family == ROBUSTNESS_FAMILIES.index(family))]
        for family in entry.metrics.crs_families
    }


def moved_pairs(entry: Entry, epsilon: float, limit: int = TOP_MOVED) -> list[dict[str, Any]]:
    """The CRS pairs with the largest |Δ| (only those with |Δ| > ε: unchanged pairs show nothing), ties
    broken by (process, variant, step) for a stable order."""
    table, bench = entry.table, entry.bench
    pairs = table.pairs
    rows = np.flatnonzero(pairs.target & (np.abs(pairs.p_var - pairs.p_orig) > epsilon))
    delta = np.abs(pairs.p_var[rows] - pairs.p_orig[rows])
    order = sorted(
        range(rows.size),
        key=lambda i: (
            -delta[i],
            table.process_ids[pairs.process[rows[i]]],
            table.variant_ids[pairs.variant[rows[i]]],
            pairs.step[rows[i]],
        ),
    )
    items = []
    for i in order[:limit]:
        row = rows[i]
        variant = bench.variants[table.variant_ids[pairs.variant[row]]]
        original = bench.processes[variant.process_id]
        k = int(pairs.step[row])
        before, after = original.step(k).text, bench.materialize(variant).step(k).text
        images = None
        if variant.family == "image":
            position = variant.target_image  # 1-based
            images = {
                "index": position,
                "original": thumbnail_uri(bench.image_path(original.problem.images[position - 1].path)),  # type: ignore[operator]
                "variant": thumbnail_uri(bench.image_path(variant.image.path)),  # type: ignore[union-attr]
            }
        p_orig, p_var = float(pairs.p_orig[row]), float(pairs.p_var[row])
        items.append(
            {
                "family": variant.family,
                "process_id": variant.process_id,
                "variant_id": variant.id,
                "operation": variant.operation,
                "step": k,
                "gold": original.step(k).label,
                "p_orig": f"{p_orig:.3f}",
                "p_var": f"{p_var:.3f}",
                "delta": f"{p_var - p_orig:+.3f}",
                "up": p_var >= p_orig,
                "diff": word_diff(before, after),
                "images": images,
            }
        )
    return items


def raw_answer(prediction: Prediction | None) -> str | None:
    """The judge's raw answer kept in the record (text, or votes as JSON), cut to RAW_LIMIT characters."""
    raw = prediction.meta.get("raw") if prediction is not None else None
    if raw is None:
        return None
    text = raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, indent=1)
    return text if len(text) <= RAW_LIMIT else text[:RAW_LIMIT] + f"… ({len(text) - RAW_LIMIT} more characters)"


def confident_mistakes(entry: Entry, threshold: float, limit: int = TOP_MISTAKES) -> list[dict[str, Any]]:
    """The original steps on the wrong side of ``threshold`` with the largest |p − y|: wrong steps
    judged confidently correct and correct steps judged confidently wrong, with the problem, the
    step, the judge's raw answer and the problem's images."""
    table, bench = entry.table, entry.bench
    steps = table.steps
    wrong_side = (steps.p >= threshold) != (steps.y == 1)
    rows = np.flatnonzero(wrong_side)
    gap = np.abs(steps.p[rows] - steps.y[rows])
    order = sorted(
        range(rows.size), key=lambda i: (-gap[i], table.process_ids[steps.process[rows[i]]], steps.step[rows[i]])
    )
    records = {p.key: p for p in entry.predictions}
    items = []
    for i in order[:limit]:
        row = rows[i]
        process = bench.processes[table.process_ids[steps.process[row]]]
        step = process.step(int(steps.step[row]))
        gold_type = TYPE_CODES[steps.gold_type[row]] if steps.gold_type[row] >= 0 else None
        items.append(
            {
                "process_id": process.id,
                "problem_id": process.problem.id,
                "subject": process.problem.subject,
                "question": process.problem.question,
                "step": step.index,
                "n_steps": len(process.steps),
                "text": step.text,
                "previous": [s.text for s in process.steps if s.index < step.index][-2:],
                "gold": int(steps.y[row]),
                "gold_type": gold_type,
                "gold_type_name": ERROR_TYPE_NAMES[ErrorType(gold_type)] if gold_type else None,
                "explanation": step.explanation,
                "p": f"{float(steps.p[row]):.3f}",
                "gap": f"{float(gap[i]):.3f}",
                "direction": "wrong step judged correct" if steps.y[row] == 0 else "correct step judged wrong",
                "raw": raw_answer(records.get((process.id, None))),
                "images": [thumbnail_uri(bench.image_path(image.path), 260) for image in process.problem.images[:3]],
            }
        )
    return items


def mistakes_table(entries: Sequence[Entry], mistakes: Sequence[list[dict[str, Any]]]) -> Table:
    """The confident mistakes of each judge (``mistakes`` in the order of ``entries``), one row each."""
    columns = ("judge", "process", "step", "gold", "P(correct)", "|p − y|", "direction", "step text", "raw answer")
    rows = tuple(
        (
            text_cell(entry.name),
            text_cell(m["process_id"]),
            count_cell(m["step"]),
            text_cell("correct" if m["gold"] == 1 else f"incorrect ({m['gold_type'] or '?'})"),
            number_cell(float(m["p"])),
            number_cell(float(m["gap"])),
            text_cell(m["direction"]),
            text_cell(m["text"]),
            text_cell(m["raw"]),
        )
        for entry, items in zip(entries, mistakes)
        for m in items
    )
    return Table(
        "confident_mistakes",
        "Confident mistakes",
        columns,
        rows,
        numeric=(False, False, True, False, True, True, False, False, False),
    )


def parse_examples(entry: Entry) -> list[dict[str, Any]]:
    """Distinct reasons for unusable steps, most frequent first, each with an example and its raw answer."""
    records = {p.key: p for p in entry.predictions}
    reasons: Counter[str] = Counter()
    example: dict[str, dict[str, Any]] = {}
    for process_id, variant_id, step, why in entry.table.unparsed:
        reasons[why] += 1
        if why not in example:
            record = records.get((process_id, variant_id))
            error = record.error if record is not None and record.status == "failed" else None
            example[why] = {
                "where": f"{process_id} / {variant_id or 'original'} / step {step}"
                + (f": {error[:300]}" if error else ""),
                "raw": raw_answer(record),
            }
    return [
        {"reason": why, "count": count, "example": example[why]["where"], "raw": example[why]["raw"]}
        for why, count in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_REASONS]
    ]


def roc_points(entry: Entry) -> tuple[list[float], list[float], float | None]:
    """The ROC curve (false and true positive rates) of one judge's steps and its AUROC."""
    from ..metrics.core import roc_curve

    fpr, tpr = roc_curve(entry.table.steps.p, entry.table.steps.y)
    return fpr, tpr, entry.metrics.extra.auroc


def all_tables(
    entries: Sequence[Entry],
    rows: Sequence[dict[str, Any]],
    params: MetricParams,
    mistakes: Sequence[list[dict[str, Any]]],
) -> list[Table]:
    """Every table of the report, in page order (reference rows only in the leaderboard)."""
    judges = [e for e in entries if not e.reference]
    review = human_review_table(judges)
    return [
        leaderboard_table(entries, rows),
        robustness_table(judges),
        *([review] if review else []),
        sensitivity_table(judges, type_columns(judges)),
        calibration_table(judges),
        *slice_tables(judges),
        mistakes_table(judges, mistakes),
        parse_table(judges),
    ]
