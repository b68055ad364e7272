"""The report's figures, drawn with matplotlib's object API (Agg, no pyplot state) and saved as
PNG, SVG and PDF files that are byte-identical for identical input, ready for a paper.

Each ``*_figure`` function takes plain numbers (from metrics.json and the score table) and returns
a :class:`matplotlib.figure.Figure`; :func:`save_figure` writes it and returns the SVG text for
embedding in the HTML report; :func:`draw_all` draws a list of :class:`FigureJob` in a process pool.

One colour language: a judge has one colour (its leaderboard position in PALETTE) in every figure;
reference rows are grey; everything else (ε band, τ lines, gaps, gold-incorrect outlines) is grey or black.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import matplotlib
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType

#: Okabe–Ito colours (black swapped for wine: black marks gold-incorrect steps): distinguishable with the
#: common colour-vision deficiencies.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#882255", "#F0E442")

_STYLE: dict[RcKeyType, Any] = {
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.titlesize": 10,
    "axes.labelsize": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "grid.color": "#e5e5e5",
    "grid.linewidth": 0.6,
    "axes.axisbelow": True,
    "legend.frameon": False,
    "legend.fontsize": 8,
    "text.parse_math": False,  # judge names are data: a "$" in one must not start TeX math
    "svg.hashsalt": "confprobench",  # stable element ids, hence byte-identical SVG files
    "svg.fonttype": "path",
    "figure.dpi": 100,
}


@dataclass(frozen=True)
class SavedFigure:
    """A figure written to disk: its name, the PNG, SVG and PDF paths, and the SVG text."""

    name: str
    title: str
    png: Path
    svg: Path
    pdf: Path
    svg_text: str

    @property
    def paths(self) -> tuple[Path, Path, Path]:
        """The PNG, SVG and PDF paths."""
        return self.png, self.svg, self.pdf


@dataclass(frozen=True)
class FigureJob:
    """A figure to draw: ``function`` (a ``*_figure`` name in this module) called with ``arguments``
    (plain numbers and arrays, so a job can be drawn in another process)."""

    name: str
    title: str
    function: str
    arguments: dict[str, Any]


@contextlib.contextmanager
def _style() -> Iterator[None]:
    with matplotlib.rc_context(_STYLE):
        yield


def _new_figure(width: float, height: float) -> Figure:
    figure = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def save_figure(figure: Figure, out_dir: Path, name: str, title: str) -> SavedFigure:
    """Write ``name.png`` (200 dpi), ``name.svg`` and ``name.pdf`` under ``out_dir``; dates and
    software tags are left out so re-running gives the same bytes."""
    out_dir.mkdir(parents=True, exist_ok=True)
    png, svg, pdf = out_dir / f"{name}.png", out_dir / f"{name}.svg", out_dir / f"{name}.pdf"
    with _style():
        figure.savefig(png, dpi=200, metadata={"Software": None})
        # The first save ran the constrained layout; keep its positions instead of solving it twice more.
        figure.set_layout_engine("none")
        buffer = io.StringIO()
        figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
        figure.savefig(pdf, format="pdf", metadata={"CreationDate": None, "Creator": None, "Producer": None})
    svg_text = buffer.getvalue()
    svg.write_text(svg_text, encoding="utf-8")
    return SavedFigure(name=name, title=title, png=png, svg=svg, pdf=pdf, svg_text=svg_text)


def draw(job: FigureJob, out_dir: Path) -> SavedFigure:
    """Draw one job and save it in the three formats."""
    figure = globals()[job.function](**job.arguments)
    return save_figure(figure, out_dir, job.name, job.title)


def _draw_chunk(jobs: Sequence[FigureJob], out_dir: Path) -> list[SavedFigure]:
    return [draw(job, out_dir) for job in jobs]


def draw_all(jobs: Sequence[FigureJob], out_dir: Path, *, workers: int | None = None) -> list[SavedFigure]:
    """Draw every job, in ``workers`` processes (default: one per CPU) when there are several jobs
    and CPUs on Linux (figure writing is most of a report's cost); results come back in job order,
    byte-identical to drawing inline."""
    workers = min(workers if workers is not None else (os.cpu_count() or 1), len(jobs))
    # Workers are forked (cheap: matplotlib is already imported); fork is safe on Linux only, so
    # elsewhere the figures are drawn in this process.
    if workers < 2 or not sys.platform.startswith("linux"):
        return _draw_chunk(jobs, out_dir)
    chunks = [list(jobs[i::workers]) for i in range(workers)]  # interleaved: big per-judge figures spread out
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
        done = list(pool.map(_draw_chunk, chunks, [out_dir] * workers))
    by_name = {saved.name: saved for chunk in done for saved in chunk}
    return [by_name[job.name] for job in jobs]


def judge_colour(index: int) -> str:
    """The colour of the judge at leaderboard position ``index``, the same in every figure."""
    return PALETTE[index % len(PALETTE)]


def _no_data(axes: Any, message: str = "no data") -> None:
    axes.text(0.5, 0.5, message, ha="center", va="center", transform=axes.transAxes, color="#888888")
    axes.set_xticks([])
    axes.set_yticks([])
    axes.grid(False)


def _padded_limits(low: float, high: float, floor: float = 0.0, ceiling: float = 100.0) -> tuple[float, float]:
    """Axis limits around [low, high] with a margin, so a point or whisker at the edge is never cut."""
    span = max(high - low, 1.0)
    return max(floor - 0.04 * (ceiling - floor), low - 0.08 * span), min(
        ceiling + 0.04 * (ceiling - floor), high + 0.08 * span
    )


# --------------------------------------------------------------------------- headline scores


def headline_figure(
    judges: Sequence[str], scores: Sequence[Mapping[str, Sequence[float | None]]], references: Sequence[bool] = ()
) -> Figure:
    """Overall, CRS, CSS and CCS per judge as points with 95% interval whiskers.

    ``scores[i][metric]`` is ``(value, ci_low, ci_high)`` for judge ``judges[i]``; reference rows
    (``references[i]``) are drawn as grey open circles. Axes are fitted to the data with a margin,
    so a score of 0 or 100 is drawn whole.
    """
    metrics = ("overall", "CRS", "CSS", "CCS")
    references = list(references) or [False] * len(judges)
    with _style():
        figure = _new_figure(8.0, 0.9 + 0.38 * max(len(judges), 1))
        axes = figure.subplots(1, len(metrics), sharey=True)
        positions = np.arange(len(judges))[::-1]
        for column, (ax, metric) in enumerate(zip(axes, metrics)):
            seen: list[float] = []
            for row, (position, entry) in enumerate(zip(positions, scores)):
                value, low, high = (list(entry.get(metric) or ()) + [None, None, None])[:3]
                if value is None:
                    ax.text(
                        0.5,
                        position,
                        "n/a",
                        ha="center",
                        va="center",
                        fontsize=8,
                        color="#888888",
                        transform=ax.get_yaxis_transform(),
                    )
                    continue
                low = value if low is None else low
                high = value if high is None else high
                seen += [value, low, high]
                colour = "#888888" if references[row] else judge_colour(row)
                # A percentile interval need not contain the point estimate; draw whiskers only outward.
                ax.errorbar(
                    [value],
                    [position],
                    xerr=[[max(value - low, 0.0)], [max(high - value, 0.0)]],
                    fmt="o",
                    color=colour,
                    ecolor=colour,
                    elinewidth=1.4,
                    capsize=3,
                    markersize=5,
                    clip_on=False,
                    markerfacecolor="white" if references[row] else colour,
                )
            ax.set_xlim(*_padded_limits(min(seen, default=0.0), max(seen, default=100.0)))
            ax.set_title(metric)
            ax.set_xlabel("score (0–100)")
            ax.grid(axis="y", visible=False)
            if column == 0:
                ax.set_yticks(positions, labels=[f"{j} (reference)" if r else j for j, r in zip(judges, references)])
        axes[0].set_ylim(-0.6, len(judges) - 0.4)
        figure.suptitle("Headline scores with 95% cluster-bootstrap intervals (open grey: reference rows)", fontsize=10)
    return figure


# --------------------------------------------------------------------------- discrimination


def roc_figure(
    judges: Sequence[str],
    curves: Sequence[tuple[Sequence[float], Sequence[float], float | None]],
    references: Sequence[bool] = (),
) -> Figure:
    """ROC curves of P(correct) against the gold label, one line per judge (dashed grey: references).

    ``curves[i]`` is (false-positive rates, true-positive rates, AUROC): a "positive" is a
    gold-correct step called correct at some threshold.
    """
    references = list(references) or [False] * len(judges)
    with _style():
        figure = _new_figure(4.6, 4.2)
        ax = figure.subplots()
        ax.plot([0, 1], [0, 1], color="#bbbbbb", linewidth=0.8, linestyle=":", label="chance (AUROC 0.5)")
        for row, (judge, (fpr, tpr, auc)) in enumerate(zip(judges, curves)):
            if auc is None:
                continue
            style: dict[str, Any] = (
                {"color": "#888888", "linestyle": "--"} if references[row] else {"color": judge_colour(row)}
            )
            ax.plot(fpr, tpr, linewidth=1.5, label=f"{judge} ({auc:.2f})", drawstyle="default", **style)
        ax.set_xlim(-0.01, 1.01)
        ax.set_ylim(-0.01, 1.01)
        ax.set_aspect("equal")
        ax.set_xlabel("false-positive rate (wrong steps called correct)")
        ax.set_ylabel("true-positive rate (correct steps called correct)")
        ax.legend(loc="lower right", fontsize=7)
        figure.suptitle("ROC of P(correct) against the gold step label (AUROC in brackets)", fontsize=10)
    return figure


def class_histogram_figure(
    judges: Sequence[str], p_correct: Sequence[np.ndarray], p_incorrect: Sequence[np.ndarray]
) -> Figure:
    """Per judge, the distribution of P(correct) on gold-correct steps (filled, the judge's colour)
    and on gold-incorrect steps (black outline), as shares of each class."""
    columns = min(max(len(judges), 1), 4)
    rows = -(-max(len(judges), 1) // columns)
    bins = np.linspace(0.0, 1.0, 21)
    with _style():
        figure = _new_figure(2.5 * columns + 0.4, 2.3 * rows + 0.6)
        axes = np.atleast_1d(figure.subplots(rows, columns, squeeze=False)).ravel()
        for index, ax in enumerate(axes):
            if index >= len(judges):
                ax.set_visible(False)
                continue
            correct, incorrect = np.asarray(p_correct[index], float), np.asarray(p_incorrect[index], float)
            if not correct.size and not incorrect.size:
                _no_data(ax, "no scored steps")
            if correct.size:
                ax.hist(
                    correct,
                    bins=bins,
                    weights=np.full(correct.size, 1 / correct.size),
                    color=judge_colour(index),
                    alpha=0.75,
                    label=f"gold correct (n = {correct.size})",
                )
            if incorrect.size:
                ax.hist(
                    incorrect,
                    bins=bins,
                    weights=np.full(incorrect.size, 1 / incorrect.size),
                    histtype="step",
                    color="#000000",
                    linewidth=1.3,
                    label=f"gold incorrect (n = {incorrect.size})",
                )
            ax.set_xlim(0, 1)
            ax.set_title(judges[index], fontsize=9)
            ax.set_xlabel("P(correct)")
            if index % columns == 0:
                ax.set_ylabel("share of the class")
            ax.legend(fontsize=6.5, loc="best")
        figure.suptitle("Confidence per gold class: a discriminating judge separates the two", fontsize=10)
    return figure


# --------------------------------------------------------------------------- calibration


def reliability_figure(
    judge: str, bins_by_panel: Mapping[str, Mapping[str, Any] | None], colour: str = PALETTE[0]
) -> Figure:
    """Reliability diagrams, one column per step set (all, gold-correct, gold-incorrect), with the
    number of steps per confidence bin drawn under each diagram.

    Each value is ``{edges, counts, acc, conf}`` as in metrics.json. Bars show the gold accuracy in
    each bin (the judge's colour), the hatched part the gap to the mean confidence (black tick).
    """
    with _style():
        figure = _new_figure(8.4, 4.4)
        grid = figure.add_gridspec(2, len(bins_by_panel), height_ratios=(3, 1))
        top = [figure.add_subplot(grid[0, c]) for c in range(len(bins_by_panel))]
        bottom = [figure.add_subplot(grid[1, c], sharex=top[c]) for c in range(len(bins_by_panel))]
        for column, (ax, counts_ax, (title, bins)) in enumerate(zip(top, bottom, bins_by_panel.items())):
            ax.plot([0, 1], [0, 1], linestyle="--", color="#999999", linewidth=0.9, label="perfect calibration")
            ax.set_xlim(0, 1)
            ax.set_ylim(0, 1.02)
            ax.set_title(title)
            ax.tick_params(labelbottom=False)
            counts_ax.set_xlabel("confidence P(correct)")
            if column == 0:
                ax.set_ylabel("gold accuracy in bin")
                counts_ax.set_ylabel("steps")
            if not bins or not sum(bins["counts"]):
                ax.text(0.5, 0.55, "no steps", ha="center", va="center", color="#888888")
                counts_ax.set_yticks([])
                continue
            edges = np.asarray(bins["edges"], dtype=float)
            filled = [m for m, count in enumerate(bins["counts"]) if count]
            lefts, widths = edges[filled], np.diff(edges)[filled]
            acc = np.array([bins["acc"][m] for m in filled])
            conf = np.array([bins["conf"][m] for m in filled])
            ax.bar(
                lefts,
                acc,
                width=widths,
                align="edge",
                color=colour,
                alpha=0.6,
                edgecolor="white",
                linewidth=0.8,
                label="gold accuracy",
            )
            # The gap between accuracy and mean confidence: what ECE averages, weighted by the counts.
            ax.bar(
                lefts,
                conf - acc,
                bottom=acc,
                width=widths,
                align="edge",
                fill=False,
                edgecolor="#555555",
                linewidth=0.8,
                hatch="///",
                label="gap to mean confidence",
            )
            ax.plot(
                lefts + widths / 2,
                conf,
                "_",
                color="#000000",
                markersize=9,
                markeredgewidth=1.8,
                label="mean confidence",
            )
            counts_ax.bar(
                edges[:-1],
                bins["counts"],
                width=np.diff(edges),
                align="edge",
                color=colour,
                alpha=0.85,
                edgecolor="white",
                linewidth=0.6,
            )
            counts_ax.yaxis.set_major_locator(MaxNLocator(3, integer=True))
        handles, labels = top[0].get_legend_handles_labels()
        if handles:
            figure.legend(handles, labels, loc="outside lower center", ncols=4)
        figure.suptitle(f"Reliability diagrams — {judge} (below: steps per confidence bin)", fontsize=10)
    return figure


# --------------------------------------------------------------------------- robustness


def delta_histogram_figure(
    judge: str, deltas: Mapping[str, np.ndarray], tau: float, epsilon: float, colour: str = PALETTE[0]
) -> Figure:
    """Histograms of the signed confidence change p_var − p_orig, one panel per perturbation family
    with pairs, in the judge's colour, on an axis fitted to the largest change (with ε and τ marked
    where they fit). Families without pairs for this judge are named in the title, not drawn empty."""
    empty = [f for f, values in deltas.items() if not np.asarray(values).size]
    families = [f for f in deltas if f not in empty] or ["(no robustness pairs)"]
    with _style():
        figure = _new_figure(2.8 * len(families) + 0.4, 3.1)
        axes = np.atleast_1d(figure.subplots(1, len(families), sharey=False))
        for ax, family in zip(axes, families):
            values = np.asarray(deltas.get(family, []), dtype=float)
            if not values.size:
                _no_data(ax, "no pairs")
                ax.set_title(family)
                continue
            reach = float(np.abs(values).max())
            limit = min(1.0, max(1.15 * reach, 3 * epsilon, 0.02))
            ax.axvspan(-epsilon, epsilon, color="#dddddd", alpha=0.8, linewidth=0, label=f"|Δ| ≤ ε = {epsilon:g}")
            if tau <= limit:
                for sign in (-1, 1):
                    ax.axvline(
                        sign * tau,
                        color="#000000",
                        linestyle=":",
                        linewidth=1.0,
                        label=f"|Δ| = τ = {tau:g}" if sign > 0 else None,
                    )
            ax.hist(values, bins=np.linspace(-limit, limit, 41), color=colour, alpha=0.85)
            ax.set_xlim(-limit, limit)
            unchanged = int((np.abs(values) <= epsilon).sum())
            ax.set_title(f"{family} (n = {values.size}; {unchanged} within ε)", fontsize=9)
            ax.set_xlabel("p_variant − p_original")
            ax.set_ylabel("pairs")
            ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        handles, labels = max((ax.get_legend_handles_labels() for ax in axes), key=lambda hl: len(hl[0]))
        if handles:
            figure.legend(handles, labels, loc="outside lower center", ncols=2)
        figure.suptitle(
            f"Confidence change under meaning-preserving perturbations — {judge}"
            + (f"\n(no pairs: {', '.join(empty)})" if empty else ""),
            fontsize=10,
        )
    return figure


def crs_subscores_figure(
    judges: Sequence[str], families: Sequence[str], crs_families: Sequence[Mapping[str, Mapping[str, Any]]]
) -> Figure:
    """CCR, ACCM and SCCR per family, grouped bars per judge (lower is more robust), each panel on
    its own axis fitted to its data: CCR and SCCR are rates (shown in %), ACCM a mean |Δ|. A family a
    judge was not scored on is marked n/a; a panel whose values are all 0 says so."""
    parts = (
        ("CCR", "CCR: share with |Δ| > ε", True),
        ("ACCM", "ACCM: mean |Δ|", False),
        ("SCCR", "SCCR: share with |Δ| ≥ τ", True),
    )
    with _style():
        figure = _new_figure(9.6, 3.0)
        axes = figure.subplots(1, 3)
        x = np.arange(len(families))
        width = 0.8 / max(len(judges), 1)
        for ax, (key, title, rate) in zip(axes, parts):
            scale = 100.0 if rate else 1.0
            heights_all: list[float] = []
            for j, (judge, per_family) in enumerate(zip(judges, crs_families)):
                for i, family in enumerate(families):
                    value = (per_family.get(family) or {}).get(key)
                    position = x[i] - 0.4 + width * (j + 0.5)
                    if value is None:
                        ax.text(position, 0, "n/a", ha="center", va="bottom", fontsize=6, color="#888888", rotation=90)
                        continue
                    heights_all.append(scale * value)
                    ax.bar(position, scale * value, width=width, color=judge_colour(j), label=judge if i == 0 else None)
                    if value == 0:  # a zero bar has no height: say 0 so it is not read as missing
                        ax.text(position, 0, "0", ha="center", va="bottom", fontsize=6, color=judge_colour(j))
            top = max(heights_all, default=0.0)
            if top <= 0:
                ax.set_ylim(0, 1.0 * scale if rate else 0.05)
                ax.text(
                    0.5,
                    0.6,
                    "0 for every judge and family",
                    ha="center",
                    va="center",
                    transform=ax.transAxes,
                    color="#555555",
                    fontsize=8,
                )
            else:
                ax.set_ylim(0, top * 1.18)
            ax.set_xticks(x, labels=list(families))
            ax.set_title(title)
            ax.set_ylabel("% of pairs" if rate else "mean |Δ|")
            ax.grid(axis="x", visible=False)
        handles = [Patch(facecolor=judge_colour(j), label=judge) for j, judge in enumerate(judges)]
        if handles:
            figure.legend(handles=handles, loc="outside lower center", ncols=min(len(judges), 4))
        if not families:
            for ax in axes:
                _no_data(ax, "no robustness pairs")
        figure.suptitle(
            "CRS sub-scores per perturbation family (lower = more robust; each panel on its own scale)", fontsize=10
        )
    return figure


# --------------------------------------------------------------------------- sensitivity


def css_per_type_figure(
    judges: Sequence[str], types: Sequence[str], per_type: Sequence[Mapping[str, Mapping[str, Any]]]
) -> Figure:
    """ΔP_t = μ_correct − mean p on steps of error type t, grouped bars per judge.

    Types with fewer than n_min steps are drawn hatched and pale: they are reported but left out of CSS.
    """
    with _style():
        figure = _new_figure(9.6, 3.1)
        ax = figure.subplots()
        x = np.arange(len(types))
        width = 0.8 / max(len(judges), 1)
        for j, (_judge, detail) in enumerate(zip(judges, per_type)):
            colour = judge_colour(j)
            shown = [i for i, code in enumerate(types) if (detail.get(code) or {}).get("delta_p") is not None]
            bars = ax.bar(
                [x[i] - 0.4 + width * (j + 0.5) for i in shown],
                [detail[types[i]]["delta_p"] for i in shown],
                width=width,
                color=colour,
                edgecolor=colour,
                linewidth=0.6,
            )
            for bar, i in zip(bars, shown):
                if detail[types[i]].get("insufficient"):
                    bar.set_alpha(0.35)
                    bar.set_hatch("///")
        if judges and types:  # plain swatches: a judge's first bar may be a hatched (insufficient) one
            swatches = [Patch(facecolor=judge_colour(j), label=judge) for j, judge in enumerate(judges)]
            figure.legend(handles=swatches, loc="outside lower center", ncols=min(len(judges), 4))
        ax.axhline(0, color="#555555", linewidth=0.8)
        ax.set_xticks(x, labels=[f"{code}\n(n = {_type_count(per_type, code)})" for code in types])
        ax.set_ylabel("ΔP = μ_correct − mean p(type)")
        ax.set_xlabel("gold error type (hatched: fewer than n_min steps, left out of CSS)")
        ax.set_ylim(min(-0.1, ax.get_ylim()[0]), max(1.0, ax.get_ylim()[1]))
        ax.grid(axis="x", visible=False)
        if not types:
            _no_data(ax, "no incorrect steps with a typed error")
        figure.suptitle(
            "Confidence sensitivity per error type (higher = the judge doubts wrong steps more)", fontsize=10
        )
    return figure


def _type_count(per_type: Sequence[Mapping[str, Mapping[str, Any]]], code: str) -> str:
    counts = sorted({int(detail[code]["n"]) for detail in per_type if code in detail})
    return "/".join(str(c) for c in counts) if counts else "0"
