"""`confprobench report`, `compare` and `calibrate`: thin shells over confprobench.report's
make_report, compare_runs and calibrate_run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..metrics.params import MetricParams
from ..report.calibrate import calibrate_run, format_calibration
from ..report.calibration_maps import METHODS
from ..report.compare import compare_runs, format_comparison
from ..report.build import make_report
from .options import metric_options

_RUN_DIR = click.Path(exists=True, file_okay=False, path_type=Path)


def _labels(values: tuple[str, ...]) -> dict[str, str]:
    labels = {}
    for value in values:
        run, sep, name = value.rpartition("=")
        if not sep or not run or not name.strip():
            raise click.BadParameter(f"{value!r}: expected RUN=NAME, e.g. exp1/run=baseline", param_hint="--label")
        labels[run] = name.strip()
    return labels


@click.command("report")
@click.argument("runs", nargs=-1, required=True, type=_RUN_DIR)
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Report directory to write: report.html, leaderboard.md/.csv, figures/ (PNG + SVG), metrics/.")
@click.option("--bench", default=None, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="The benchmark the runs judged, for runs moved away from it (its fingerprint is checked).")
@click.option("--label", "labels", multiple=True, metavar="RUN=NAME",
              help="Name a run in the report (repeatable); default: the shortest trailing part of its path "
                   "that tells the runs apart, e.g. exp1/run and exp2/run.")
@metric_options
def report_command(runs: tuple[Path, ...], out: Path, bench: Path | None, labels: tuple[str, ...],
                   params: MetricParams) -> None:
    """Score every judge of one or more RUN directories and write a report.

    RUN is a directory written by `confprobench run` (manifest.json + predictions/). The report has
    a leaderboard (overall, CRS, CSS, CCS with 95% intervals, CRS per family, ECE, ΔECE, Brier,
    AUROC, accuracy, parse failures, calls, tokens), a self-contained report.html that opens offline,
    and every figure as PNG and SVG for papers. Failed records and unparsed steps are listed first;
    a judge with nothing to score, or a benchmark whose fingerprint differs from the one a run
    recorded, is refused (exit 2) before anything is written.
    """
    paths = make_report(list(runs), out, params, progress=True, bench=bench, labels=_labels(labels))
    for warning in paths.warnings:
        click.echo(f"warning: {warning}", err=True)
    click.echo(paths.leaderboard_md.read_text(encoding="utf-8"))
    click.echo(f"report: {paths.html}")


@click.command("compare")
@click.argument("run_a", type=_RUN_DIR)
@click.argument("run_b", type=_RUN_DIR)
@click.option("--judge-a", default=None, help="Judge of RUN_A (id or file slug); needed when RUN_A has several judges.")
@click.option("--judge-b", default=None, help="Judge of RUN_B (id or file slug); needed when RUN_B has several judges.")
@click.option("--out", default=None, type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the comparison as JSON here (every metric's A, B, A − B and its interval).")
@metric_options
def compare_command(run_a: Path, run_b: Path, judge_a: str | None, judge_b: str | None, out: Path | None,
                    params: MetricParams) -> None:
    """Compare a judge of RUN_A with a judge of RUN_B on the same benchmark.

    A paired cluster bootstrap (the same resampled problems for both judges) gives the interval of
    each difference A − B; a difference is called only when its interval excludes 0. RUN_A and RUN_B
    may be the same directory with two judges. Refuses runs on different benchmarks.
    """
    result = compare_runs(run_a, run_b, judge_a, judge_b, params)
    click.echo(format_comparison(result))
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        click.echo(f"wrote {out}", err=True)


@click.command("calibrate")
@click.argument("run", type=_RUN_DIR)
@click.option("--method", required=True, type=click.Choice(METHODS),
              help="temperature: p' = sigmoid(logit(p)/T); platt: sigmoid(a·logit(p) + b); "
                   "isotonic: monotone step map (pool-adjacent-violators).")
@click.option("--judge", default=None, help="Judge of RUN (id or file slug); needed when RUN has several judges.")
@click.option("--holdout", "holdout_fraction", default=0.5, show_default=True, type=click.FloatRange(0, 1, min_open=True, max_open=True),
              help="Share of problems held out for evaluation; the map is fitted on the rest.")
@click.option("--split-seed", default=0, show_default=True, type=int, help="Seed of the problem split.")
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Directory for calibration.json and the recalibrated held-out predictions JSONL.")
@metric_options
def calibrate_command(run: Path, method: str, judge: str | None, holdout_fraction: float, split_seed: int, out: Path,
                      params: MetricParams) -> None:
    """Fit a recalibration map for a judge of RUN and test it on held-out problems.

    The problems are split (seeded); the map is fitted on the original steps of the fit split only
    and applied to every judgment (originals and variants) of the held-out problems. Prints CCS and
    ECE before and after, with intervals, and writes the recalibrated predictions.
    """
    report = calibrate_run(run, method, judge=judge, holdout_fraction=holdout_fraction, seed=split_seed,
                           params=params, out=out)
    click.echo(format_calibration(report))
    click.echo(f"wrote {out / 'calibration.json'} and {report['predictions']}", err=True)
