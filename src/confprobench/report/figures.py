"""The report's figures, drawn with matplotlib's object API (Agg, no pyplot state) and saved as
PNG and SVG files that are byte-identical for identical input, ready for a paper.

Each ``*_figure`` function takes plain numbers (from metrics.json and the score table) and returns
a :class:`matplotlib.figure.Figure`; :func:`save_figure` writes it and returns the SVG text for
embedding in the HTML report.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import matplotlib
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator

#: Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
FAMILY_COLOURS = {"synonym": "#0072B2", "syntactic": "#E69F00", "image": "#009E73", "error_injection": "#CC79A7"}

_STYLE = {
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
    """A figure written to disk: its name, the PNG and SVG paths, and the SVG text."""

    name: str
    title: str
    png: Path
    svg: Path
    svg_text: str


@contextlib.contextmanager
def _style() -> Iterator[None]:
    with matplotlib.rc_context(_STYLE):
        yield


def _new_figure(width: float, height: float) -> Figure:
    figure = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def save_figure(figure: Figure, out_dir: Path, name: str, title: str) -> SavedFigure:
    """Write ``name.png`` (200 dpi) and ``name.svg`` under ``out_dir``; dates and software tags are
    left out so re-running gives the same bytes."""
    out_dir.mkdir(parents=True, exist_ok=True)
    png, svg = out_dir / f"{name}.png", out_dir / f"{name}.svg"
    with _style():
        figure.savefig(png, dpi=200, metadata={"Software": None})
        buffer = io.StringIO()
        figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    svg_text = buffer.getvalue()
    svg.write_text(svg_text, encoding="utf-8")
    return SavedFigure(name=name, title=title, png=png, svg=svg, svg_text=svg_text)


def _no_data(axes: Any, message: str = "no data") -> None:
    axes.text(0.5, 0.5, message, ha="center", va="center", transform=axes.transAxes, color="#888888")
    axes.set_xticks([])
    axes.set_yticks([])
    axes.grid(False)


# --------------------------------------------------------------------------- headline scores


def headline_figure(judges: Sequence[str], scores: Sequence[Mapping[str, Mapping[str, Any]]]) -> Figure:
    """Overall, CRS, CSS and CCS per judge as points with 95% interval whiskers.

    ``scores[i][metric]`` is metrics.json's ``{value, ci_low, ci_high, n}`` for judge ``judges[i]``.
    """
    metrics = ("overall", "CRS", "CSS", "CCS")
    with _style():
        figure = _new_figure(8.0, 0.9 + 0.38 * len(judges))
        axes = figure.subplots(1, len(metrics), sharey=True)
        positions = np.arange(len(judges))[::-1]
        for column, (ax, metric) in enumerate(zip(axes, metrics)):
            for row, (position, entry) in enumerate(zip(positions, scores)):
                value = (entry.get(metric) or {}).get("value")
                if value is None:
                    ax.text(50, position, "n/a", ha="center", va="center", fontsize=8, color="#888888")
                    continue
                low = (entry[metric].get("ci_low") if entry[metric].get("ci_low") is not None else value)
                high = (entry[metric].get("ci_high") if entry[metric].get("ci_high") is not None else value)
                colour = PALETTE[row % len(PALETTE)]
                # A percentile interval need not contain the point estimate; draw whiskers only outward.
                ax.errorbar([value], [position], xerr=[[max(value - low, 0.0)], [max(high - value, 0.0)]], fmt="o", color=colour,
                            ecolor=colour, elinewidth=1.4, capsize=3, markersize=5)
            ax.set_xlim(0, 100)
            ax.set_title(metric)
            ax.set_xlabel("score (0–100)")
            ax.grid(axis="y", visible=False)
            if column == 0:
                ax.set_yticks(positions, labels=list(judges))
        axes[0].set_ylim(-0.6, len(judges) - 0.4)
        figure.suptitle("Headline scores with 95% cluster-bootstrap intervals", fontsize=10)
    return figure


# --------------------------------------------------------------------------- calibration


def reliability_figure(judge: str, bins_by_panel: Mapping[str, Mapping[str, Any] | None]) -> Figure:
    """Reliability diagrams, one panel per step set (all, gold-correct, gold-incorrect).

    Each value is ``{edges, counts, acc, conf}`` as written to metrics.json. Bars show the gold
    accuracy in each confidence bin, dots the mean confidence; every bar is labelled with its count.
    """
    with _style():
        figure = _new_figure(8.4, 3.3)
        axes = np.atleast_1d(figure.subplots(1, len(bins_by_panel), sharey=True))
        for column, (ax, (title, bins)) in enumerate(zip(axes, bins_by_panel.items())):
            ax.plot([0, 1], [0, 1], linestyle="--", color="#999999", linewidth=0.9, label="perfect calibration")
            ax.set_xlim(0, 1)
            ax.set_ylim(0, 1.1)
            ax.axhline(1.0, color="#cccccc", linewidth=0.6)
            ax.set_xlabel("confidence P(correct)")
            ax.set_title(title)
            if column == 0:
                ax.set_ylabel("gold accuracy in bin")
            if not bins or not sum(bins["counts"]):
                ax.text(0.5, 0.55, "no steps", ha="center", va="center", color="#888888")
                continue
            edges = np.asarray(bins["edges"], dtype=float)
            filled = [m for m, count in enumerate(bins["counts"]) if count]
            lefts, widths = edges[filled], np.diff(edges)[filled]
            acc = np.array([bins["acc"][m] for m in filled])
            conf = np.array([bins["conf"][m] for m in filled])
            ax.bar(lefts, acc, width=widths, align="edge", color="#0072B2", alpha=0.6, edgecolor="white", linewidth=0.8,
                   label="gold accuracy")
            # The gap between accuracy and mean confidence: what ECE averages, weighted by the counts.
            ax.bar(lefts, conf - acc, bottom=acc, width=widths, align="edge", fill=False, edgecolor="#D55E00",
                   linewidth=0.8, hatch="///", label="gap to mean confidence")
            ax.plot(lefts + widths / 2, conf, "_", color="#D55E00", markersize=9, markeredgewidth=1.8,
                    label="mean confidence")
            for left, width, m in zip(lefts, widths, filled):
                ax.text(left + width / 2, 1.035, str(bins["counts"][m]), ha="center", va="bottom", fontsize=6.5,
                        color="#333333")
        handles, labels = axes[0].get_legend_handles_labels()
        if handles:
            figure.legend(handles, labels, loc="outside lower center", ncols=4)
        figure.suptitle(f"Reliability diagrams — {judge} (numbers: steps per confidence bin)", fontsize=10)
    return figure


# --------------------------------------------------------------------------- robustness


def delta_histogram_figure(judge: str, deltas: Mapping[str, np.ndarray], tau: float, epsilon: float) -> Figure:
    """Histograms of the signed confidence change p_var − p_orig, one panel per perturbation family."""
    families = list(deltas) or ["(no robustness pairs)"]
    with _style():
        figure = _new_figure(2.8 * len(families) + 0.4, 3.1)
        axes = np.atleast_1d(figure.subplots(1, len(families), sharey=False))
        bins = np.linspace(-1.0, 1.0, 81)
        for ax, family in zip(axes, families):
            values = np.asarray(deltas.get(family, []), dtype=float)
            if not values.size:
                _no_data(ax, "no pairs")
                ax.set_title(family)
                continue
            ax.axvspan(-epsilon, epsilon, color="#dddddd", alpha=0.7, linewidth=0, label=f"|Δ| ≤ ε = {epsilon:g}")
            for sign in (-1, 1):
                ax.axvline(sign * tau, color="#D55E00", linestyle=":", linewidth=1.0,
                           label=f"|Δ| = τ = {tau:g}" if sign > 0 else None)
            ax.hist(values, bins=bins, color=FAMILY_COLOURS.get(family, PALETTE[0]), alpha=0.85)
            ax.set_xlim(-1, 1)
            ax.set_title(f"{family} (n = {values.size} pairs)")
            ax.set_xlabel("p_variant − p_original")
            ax.set_ylabel("pairs")
            ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        handles, labels = max((ax.get_legend_handles_labels() for ax in axes), key=lambda hl: len(hl[0]))
        if handles:
            figure.legend(handles, labels, loc="outside lower center", ncols=2)
        figure.suptitle(f"Confidence change under meaning-preserving perturbations — {judge}", fontsize=10)
    return figure


def crs_subscores_figure(judges: Sequence[str], families: Sequence[str],
                         crs_families: Sequence[Mapping[str, Mapping[str, Any]]]) -> Figure:
    """CCR, ACCM and SCCR per family, grouped bars per judge (lower is more robust)."""
    parts = (("CCR", "CCR: share with |Δ| > ε"), ("ACCM", "ACCM: mean |Δ|"), ("SCCR", "SCCR: share with |Δ| ≥ τ"))
    with _style():
        figure = _new_figure(9.6, 2.9)
        axes = figure.subplots(1, 3, sharey=True)
        x = np.arange(len(families))
        width = 0.8 / max(len(judges), 1)
        for ax, (key, title) in zip(axes, parts):
            for j, (judge, per_family) in enumerate(zip(judges, crs_families)):
                heights = [((per_family.get(f) or {}).get(key)) for f in families]
                ax.bar(x - 0.4 + width * (j + 0.5), [h if h is not None else 0.0 for h in heights], width=width,
                       color=PALETTE[j % len(PALETTE)], label=judge)
            ax.set_xticks(x, labels=list(families))
            ax.set_ylim(0, 1)
            ax.set_title(title)
            ax.grid(axis="x", visible=False)
        axes[0].set_ylabel("rate or magnitude (lower = more robust)")
        if judges:
            figure.legend(*axes[0].get_legend_handles_labels(), loc="outside lower center", ncols=min(len(judges), 4))
        if not families:
            for ax in axes:
                _no_data(ax, "no robustness pairs")
        figure.suptitle("CRS sub-scores per perturbation family", fontsize=10)
    return figure


# --------------------------------------------------------------------------- sensitivity


def css_per_type_figure(judges: Sequence[str], types: Sequence[str],
                        per_type: Sequence[Mapping[str, Mapping[str, Any]]]) -> Figure:
    """ΔP_t = μ_correct − mean p on steps of error type t, grouped bars per judge.

    Types with fewer than n_min steps are drawn hatched and pale: they are reported but left out of CSS.
    """
    with _style():
        figure = _new_figure(9.6, 3.1)
        ax = figure.subplots()
        x = np.arange(len(types))
        width = 0.8 / max(len(judges), 1)
        for j, (judge, detail) in enumerate(zip(judges, per_type)):
            colour = PALETTE[j % len(PALETTE)]
            shown = [i for i, code in enumerate(types) if (detail.get(code) or {}).get("delta_p") is not None]
            bars = ax.bar([x[i] - 0.4 + width * (j + 0.5) for i in shown], [detail[types[i]]["delta_p"] for i in shown],
                          width=width, color=colour, edgecolor=colour, linewidth=0.6)
            for bar, i in zip(bars, shown):
                if detail[types[i]].get("insufficient"):
                    bar.set_alpha(0.35)
                    bar.set_hatch("///")
        if judges and types:  # plain swatches: a judge's first bar may be a hatched (insufficient) one
            swatches = [Patch(facecolor=PALETTE[j % len(PALETTE)], label=judge) for j, judge in enumerate(judges)]
            figure.legend(handles=swatches, loc="outside lower center", ncols=min(len(judges), 4))
        ax.axhline(0, color="#555555", linewidth=0.8)
        ax.set_xticks(x, labels=[f"{code}\n(n = {_type_count(per_type, code)})" for code in types])
        ax.set_ylabel("ΔP = μ_correct − mean p(type)")
        ax.set_xlabel("gold error type (hatched: fewer than n_min steps, left out of CSS)")
        ax.set_ylim(min(-0.1, ax.get_ylim()[0]), max(1.0, ax.get_ylim()[1]))
        ax.grid(axis="x", visible=False)
        if not types:
            _no_data(ax, "no incorrect steps with a typed error")
        figure.suptitle("Confidence sensitivity per error type (higher = the judge doubts wrong steps more)",
                        fontsize=10)
    return figure


def _type_count(per_type: Sequence[Mapping[str, Mapping[str, Any]]], code: str) -> str:
    counts = sorted({int(detail[code]["n"]) for detail in per_type if code in detail})
    return "/".join(str(c) for c in counts) if counts else "0"
