"""The leaderboard: one row per judge plus the reference rows, written as Markdown (for READMEs and
papers) and CSV (one column per number, intervals as separate columns, for spreadsheets and plotting).

Complete overall scores are ranked first, partial ones after them (never together), reference rows
last; a judge's flags (no discrimination, below the constant baseline, partial overall) go with it.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any

from ..data.schema import ROBUSTNESS_FAMILIES
from ..metrics.result import MetricsResult

HEADLINE = ("overall", "CRS", "CSS", "CCS")


def leaderboard_row(
    judge: str, metrics: MetricsResult, usage: Mapping[str, Any], *, reference: bool = False, flags: Sequence[str] = ()
) -> dict[str, Any]:
    """The leaderboard's numbers for one judge (or reference row), from its metrics and its run's usage counts."""
    row: dict[str, Any] = {"judge": judge, "kind": "reference" if reference else "judge"}
    for name in HEADLINE:
        entry = metrics.headline(name)
        row[name] = entry.value
        row[f"{name}_ci_low"] = entry.ci_low
        row[f"{name}_ci_high"] = entry.ci_high
    row["overall_partial"] = metrics.overall.partial
    row["overall_partial_of"] = "+".join(metrics.overall.of) if metrics.overall.partial else ""
    for family in ROBUSTNESS_FAMILIES:
        score = metrics.crs_families.get(family)
        row[f"CRS_{family}"] = score.CRS if score is not None else None
    row["ECE"] = metrics.calibration.ECE
    row["delta_ECE"] = metrics.calibration.delta_ECE
    row["brier"] = metrics.extra.brier
    row["auroc"] = metrics.extra.auroc
    by_position = metrics.extra.auroc_by_position
    row["auroc_by_position"] = by_position.value if by_position is not None else None
    row["accuracy"] = metrics.extra.accuracy
    row["parse_failure_rate"] = total_parse_failure_rate(metrics)
    row["calls"] = usage.get("calls")
    row["tokens"] = usage.get("tokens")
    row["flags"] = " | ".join(flags)
    return row


def total_parse_failure_rate(metrics: MetricsResult) -> float | None:
    """Unusable steps over expected steps, both stages together."""
    stages = metrics.counts.stages.values()
    expected = sum(s.steps_expected for s in stages)
    return sum(s.steps_unparsed for s in stages) / expected if expected else None


def rank_key(row: Mapping[str, Any]) -> tuple[bool, int, float, str]:
    """Judges before reference rows; complete overall scores ranked first (best first), then partial
    ones (docs/metrics.md: never ranked together), then undefined; ties by name."""
    tier = 2 if row["overall"] is None else (1 if row["overall_partial"] else 0)
    return (row["kind"] == "reference", tier, -(row["overall"] or 0.0), row["judge"])


def sort_rows(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows in leaderboard order (see :func:`rank_key`)."""
    return sorted(rows, key=rank_key)


def comparison_flags(metrics: MetricsResult, constant: MetricsResult | None) -> list[str]:
    """The judge's own flags plus one when it falls below the constant base-rate judge on overall."""
    flags = list(metrics.flags)
    mine, theirs = metrics.overall, constant.overall if constant is not None else None
    if (
        theirs is not None
        and mine.value is not None
        and theirs.value is not None
        and not mine.partial
        and not theirs.partial
        and mine.value < theirs.value
    ):
        flags.append(f"below the constant base-rate judge on overall ({mine.value:.1f} < {theirs.value:.1f})")
    return flags


def _score(value: float | None, low: float | None = None, high: float | None = None, partial: str = "") -> str:
    if value is None:
        return "n/a"
    text = f"{value:.1f}" if low is None or high is None else f"{value:.1f} [{low:.1f}, {high:.1f}]"
    return text + (f" (partial: {partial.replace('+', ', ')})" if partial else "")


def _number(value: float | int | None, digits: int = 3) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, int):
        return f"{value:,}"
    return f"{value:.{digits}f}"


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


#: (Markdown header, how to render a row's cell) in column order.
MARKDOWN_COLUMNS: tuple[tuple[str, Any], ...] = (
    (
        "judge",
        lambda r: r["judge"] + (" (reference)" if r["kind"] == "reference" else "") + (" ⚑" if r["flags"] else ""),
    ),
    *(
        (
            f"{name} [95% CI]",
            lambda r, n=name: _score(
                r[n], r[f"{n}_ci_low"], r[f"{n}_ci_high"], r["overall_partial_of"] if n == "overall" else ""
            ),
        )
        for name in HEADLINE
    ),
    *((f"CRS {family}", lambda r, f=family: _score(r[f"CRS_{f}"])) for family in ROBUSTNESS_FAMILIES),
    ("ECE", lambda r: _number(r["ECE"])),
    ("ΔECE", lambda r: _number(r["delta_ECE"])),
    ("Brier", lambda r: _number(r["brier"])),
    ("AUROC", lambda r: _number(r["auroc"])),
    ("AUROC by position", lambda r: _number(r["auroc_by_position"])),
    ("accuracy", lambda r: _percent(r["accuracy"])),
    ("parse failures", lambda r: _percent(r["parse_failure_rate"])),
    ("calls", lambda r: _number(r["calls"])),
    ("tokens", lambda r: _number(r["tokens"])),
)


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_markdown(rows: Sequence[dict[str, Any]]) -> str:
    """A GitHub-flavoured Markdown table, scores with their intervals; flags (⚑) listed below it."""
    header = [name for name, _ in MARKDOWN_COLUMNS]
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join("---" if i == 0 else "--:" for i in range(len(header))) + "|",
    ]
    for row in rows:
        lines.append("| " + " | ".join(_markdown_cell(render(row)) for _, render in MARKDOWN_COLUMNS) + " |")
    flagged = [row for row in rows if row["flags"]]
    if flagged:
        lines.append("")
        lines += [f"⚑ {row['judge']}: {row['flags'].replace(' | ', '; ')}" for row in flagged]
    return "\n".join(lines) + "\n"


def to_csv(rows: Sequence[dict[str, Any]]) -> str:
    """CSV with one column per number; undefined values are empty cells."""
    buffer = io.StringIO()
    if not rows:
        return ""
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow(
            {k: ("" if v is None else (f"{v:.10g}" if isinstance(v, float) else v)) for k, v in row.items()}
        )
    return buffer.getvalue()
