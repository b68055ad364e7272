"""The leaderboard: one row per judge, written as Markdown (for READMEs and papers) and CSV
(one column per number, intervals as separate columns, for spreadsheets and plotting)."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any

from ..data.schema import ROBUSTNESS_FAMILIES

HEADLINE = ("overall", "CRS", "CSS", "CCS")


def leaderboard_row(judge: str, metrics: Mapping[str, Any], usage: Mapping[str, Any]) -> dict[str, Any]:
    """The leaderboard's numbers for one judge, from its metrics.json and its run's usage counts."""
    row: dict[str, Any] = {"judge": judge}
    for name in HEADLINE:
        entry = metrics.get(name) or {}
        row[name] = entry.get("value")
        row[f"{name}_ci_low"] = entry.get("ci_low")
        row[f"{name}_ci_high"] = entry.get("ci_high")
    overall = metrics.get("overall") or {}
    # Which scores overall averages when one is undefined ("" when it averages all three).
    row["overall_partial_of"] = "+".join(overall.get("of", [])) if overall.get("partial") else ""
    families = metrics.get("crs_families") or {}
    for family in ROBUSTNESS_FAMILIES:
        row[f"CRS_{family}"] = (families.get(family) or {}).get("CRS")
    calibration = metrics.get("calibration") or {}
    extra = metrics.get("extra") or {}
    row["ECE"] = calibration.get("ECE")
    row["delta_ECE"] = calibration.get("delta_ECE")
    row["brier"] = extra.get("brier")
    row["auroc"] = extra.get("auroc")
    row["accuracy"] = extra.get("accuracy")
    row["parse_failure_rate"] = extra.get("parse_failure_rate")
    row["calls"] = usage.get("calls")
    row["tokens"] = usage.get("tokens")
    return row


def sort_rows(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Best overall first; judges without an overall score last, then by name for a stable order."""
    return sorted(rows, key=lambda r: (r["overall"] is None, -(r["overall"] or 0.0), r["judge"]))


def _score(value: float | None, low: float | None = None, high: float | None = None) -> str:
    if value is None:
        return "n/a"
    if low is None or high is None:
        return f"{value:.1f}"
    return f"{value:.1f} [{low:.1f}, {high:.1f}]"


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
    ("judge", lambda r: r["judge"]),
    *((f"{name} [95% CI]", lambda r, n=name: _score(r[n], r[f"{n}_ci_low"], r[f"{n}_ci_high"])
       + (f" (partial: {r['overall_partial_of']})" if n == "overall" and r.get("overall_partial_of") else ""))
      for name in HEADLINE),
    *((f"CRS {family}", lambda r, f=family: _score(r[f"CRS_{f}"])) for family in ROBUSTNESS_FAMILIES),
    ("ECE", lambda r: _number(r["ECE"])),
    ("ΔECE", lambda r: _number(r["delta_ECE"])),
    ("Brier", lambda r: _number(r["brier"])),
    ("AUROC", lambda r: _number(r["auroc"])),
    ("accuracy", lambda r: _percent(r["accuracy"])),
    ("parse failures", lambda r: _percent(r["parse_failure_rate"])),
    ("calls", lambda r: _number(r["calls"])),
    ("tokens", lambda r: _number(r["tokens"])),
)


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_markdown(rows: Sequence[dict[str, Any]]) -> str:
    """A GitHub-flavoured Markdown table, scores with their intervals."""
    header = [name for name, _ in MARKDOWN_COLUMNS]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" if i == 0 else "--:" for i in range(len(header))) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(_markdown_cell(render(row)) for _, render in MARKDOWN_COLUMNS) + " |")
    return "\n".join(lines) + "\n"


def to_csv(rows: Sequence[dict[str, Any]]) -> str:
    """CSV with one column per number; undefined values are empty cells."""
    buffer = io.StringIO()
    if not rows:
        return ""
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: ("" if v is None else (f"{v:.10g}" if isinstance(v, float) else v)) for k, v in row.items()})
    return buffer.getvalue()
