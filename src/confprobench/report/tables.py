"""One table model for every table of the report, and its exports.

A :class:`Table` is built once from the typed metrics; the HTML page renders it (template macro
``table``), :func:`to_csv` writes one column per number (intervals as ``<column> ci_low`` /
``ci_high`` columns, notes such as "insufficient" in ``<column> note``), and :func:`to_latex` a
booktabs ``tabular`` for a paper. So the page, the CSV and the LaTeX can never disagree.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class Cell:
    """One table cell: what is shown, the raw value behind it (CSV, sorting) and its interval."""

    text: str | None  # None: shown as "n/a"
    value: float | int | str | None = None
    ci: tuple[float | None, float | None] | None = None
    ci_digits: int = 1
    note: str | None = None  # a badge after the text, e.g. "insufficient" or "partial"
    title: str | None = None  # hover text, e.g. why a cell is insufficient
    best: bool = False

    @property
    def ci_text(self) -> str | None:
        """The interval as ``[low, high]`` text; None without a complete interval."""
        if self.ci is None or self.ci[0] is None or self.ci[1] is None:
            return None
        return f"[{self.ci[0]:.{self.ci_digits}f}, {self.ci[1]:.{self.ci_digits}f}]"


@dataclass(frozen=True)
class Table:
    """A titled table: ``key`` names its files (tables/<key>.csv, .tex) and its HTML id."""

    key: str
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    numeric: tuple[bool, ...] = ()
    caption: str = ""
    sortable: bool = False
    row_classes: tuple[str, ...] = field(default_factory=tuple)

    def is_numeric(self, column: int) -> bool:
        """Whether ``column`` holds numbers (right-aligned, sortable); by default every column but the first."""
        return self.numeric[column] if column < len(self.numeric) else column > 0


def number_cell(
    value: float | None,
    digits: int = 3,
    *,
    ci: tuple[float | None, float | None] | None = None,
    percent: bool = False,
    best: bool = False,
    note: str | None = None,
    title: str | None = None,
) -> Cell:
    """A numeric cell: ``digits`` decimals (or a percentage), with an optional interval."""
    if value is None:
        return Cell(None, None, note=note, title=title)
    text = f"{100 * value:.1f}%" if percent else f"{value:.{digits}f}"
    return Cell(text, value, ci=ci, ci_digits=digits, best=best, note=note, title=title)


def text_cell(text: str | None, note: str | None = None, title: str | None = None) -> Cell:
    """A text cell whose value (CSV, sorting) is the text itself."""
    return Cell(text, text, note=note, title=title)


def count_cell(value: int | None) -> Cell:
    """An integer cell shown with thousands separators."""
    return Cell(None if value is None else f"{value:,}", value)


# --------------------------------------------------------------------------- CSV


CsvPart = Literal["value", "ci_low", "ci_high", "note"]


def _csv_field(cell: Cell, part: CsvPart) -> float | int | str | None:
    """One CSV field of a cell: its raw value, an end of its interval, or its note with the hover text."""
    if part == "value":
        return cell.value
    if part == "ci_low":
        return (cell.ci or (None, None))[0]
    if part == "ci_high":
        return (cell.ci or (None, None))[1]
    return " ".join(x for x in (cell.note, cell.title) if x) if cell.note else None


def to_csv(table: Table) -> str:
    """One column per number: value, then ``ci_low``/``ci_high`` and ``note`` columns where the table has them."""
    header: list[str] = []
    fields: list[tuple[int, CsvPart]] = []  # (column index, part of that column's cells) per CSV column
    for i, column in enumerate(table.columns):
        header.append(column)
        fields.append((i, "value"))
        if any(row[i].ci is not None for row in table.rows):
            header += [f"{column} ci_low", f"{column} ci_high"]
            fields += [(i, "ci_low"), (i, "ci_high")]
        if any(row[i].note for row in table.rows):
            header.append(f"{column} note")
            fields.append((i, "note"))
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    for row in table.rows:
        writer.writerow(
            [
                "" if v is None else (f"{v:.10g}" if isinstance(v, float) else v)
                for v in (_csv_field(row[i], part) for i, part in fields)
            ]
        )
    return buffer.getvalue()


# --------------------------------------------------------------------------- LaTeX

_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
}
_LATEX_SYMBOLS = {
    "Δ": r"$\Delta$",
    "μ": r"$\mu$",
    "≥": r"$\geq$",
    "≤": r"$\leq$",
    "−": "-",
    "–": "--",
    "—": "---",
    "·": r"$\cdot$",
    "⚑": r"$^\dagger$",
    "…": r"\ldots{}",
    "→": r"$\rightarrow$",
    "±": r"$\pm$",
    "₀": "0",
    "₁": "1",
    "₂": "2",
    "₃": "3",
}
_LATEX_PATTERN = re.compile("|".join(re.escape(k) for k in (*_LATEX_SPECIAL, *_LATEX_SYMBOLS)))


def latex_escape(text: str) -> str:
    """``text`` safe inside a LaTeX table: special characters escaped, the report's symbols as math."""
    return _LATEX_PATTERN.sub(lambda m: _LATEX_SPECIAL.get(m.group(0)) or _LATEX_SYMBOLS[m.group(0)], text)


def _latex_cell(cell: Cell) -> str:
    if cell.note == "insufficient":
        return r"\textit{insuff.}"
    text = latex_escape(cell.text) if cell.text is not None else "--"
    if cell.best:
        text = rf"\textbf{{{text}}}"
    if cell.ci_text:
        text += rf" {{\scriptsize {cell.ci_text}}}"
    if cell.note and cell.note != "insufficient":
        text += rf" {{\scriptsize ({latex_escape(cell.note)})}}"
    return text


def to_latex(table: Table) -> str:
    """A booktabs table (``\\usepackage{booktabs}``): numbers right-aligned, intervals in small type,
    cells with too few items written as *insuff.*"""
    spec = "".join("r" if table.is_numeric(i) else "l" for i in range(len(table.columns)))
    lines = [
        f"% {latex_escape(table.title)}" + (f": {latex_escape(table.caption)}" if table.caption else ""),
        rf"\begin{{tabular}}{{{spec}}}",
        r"\toprule",
        " & ".join(latex_escape(c) for c in table.columns) + r" \\",
        r"\midrule",
    ]
    lines += [" & ".join(_latex_cell(cell) for cell in row) + r" \\" for row in table.rows]
    lines += [r"\bottomrule", r"\end{tabular}"]
    return "\n".join(lines) + "\n"


def table_files(tables: Sequence[Table]) -> dict[str, tuple[str, str]]:
    """Map each table's key to its (CSV text, LaTeX text)."""
    return {table.key: (to_csv(table), to_latex(table)) for table in tables}
