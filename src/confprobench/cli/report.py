"""`confprobench report`, `compare` and `calibrate`: thin shells over confprobench.report's
make_report, compare_runs and calibrate_run."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..metrics.params import MetricParams
from ..report.build import FORMATS, UnknownLabel, make_report
from ..report.calibrate import calibrate_run, format_calibration
from ..report.calibration_maps import METHODS
from ..report.compare import compare_runs, format_comparison
from .options import metric_options

_RUN_DIR = click.Path(exists=True, file_okay=False, path_type=Path)


def parse_labels(values: tuple[str, ...]) -> dict[str, str]:
    """``NAME=LABEL`` pairs (NAME a judge id or slug, or a run directory) as a dict; BadParameter otherwise.
    Split at the last "=", since judge ids often hold one (``noisy-oracle:0.3,react=0.15``)."""
    labels = {}
    for value in values:
        name, sep, label = value.rpartition("=")
        if not sep or not name.strip() or not label.strip():
            raise click.BadParameter(f"expected JUDGE=NAME or RUN=NAME, got {value!r}", param_hint="--label")
        labels[name.strip()] = label.strip()
    return labels


@click.command("report")
@click.argument("runs", nargs=-1, required=True, type=_RUN_DIR)
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Report directory to write (leaderboard.md/.csv and metrics/ always; the rest per --format).",
)
@click.option(
    "--format",
    "formats",
    multiple=True,
    default=("html",),
    show_default=True,
    type=click.Choice(FORMATS),
    help="What to write, repeatable: html (report.html + figures/ as PNG, SVG, PDF), csv (tables/*.csv: every "
    "table, one column per number), latex (tables/*.tex: booktabs), json (report.json).",
)
@click.option(
    "--bench",
    default=None,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="The benchmark the runs judged, for runs moved away from it (its fingerprint is checked).",
)
@click.option(
    "--label",
    "labels",
    multiple=True,
    metavar="JUDGE=NAME|RUN=NAME",
    help="Repeatable; split at the last '='. JUDGE=NAME: a display name for a judge (its id or file slug) in "
    "every table and figure, e.g. --label 'noisy-oracle:0.3,react=0.15,seed=0=Noisy oracle'. RUN=NAME: "
    "a name for a run (its path, or its directory name when unique), shown after a judge that "
    "appears in several runs; default: the shortest trailing part of its path that tells the runs "
    "apart, e.g. exp1/run and exp2/run.",
)
@metric_options
def report_command(
    runs: tuple[Path, ...],
    out: Path,
    formats: tuple[str, ...],
    bench: Path | None,
    labels: tuple[str, ...],
    params: MetricParams,
) -> None:
    """Score every judge of one or more RUN directories and write a report.

    RUN is a directory written by `confprobench run` (manifest.json + predictions/). The report has
    a leaderboard (overall, CRS, CSS, CCS with 95% intervals, CRS per family, ECE, ΔECE, Brier,
    AUROC plain and by step position, accuracy, parse failures, calls, tokens) with reference rows
    (a constant judge at the base rate, the position-only baseline) and flags; slices per subject,
    difficulty, modality, perturbation operation, error type and step position; confident mistakes;
    a self-contained report.html that opens offline, and every figure as PNG, SVG and PDF. Failed
    records and unparsed steps are listed first; a judge with nothing to score, or a benchmark whose
    fingerprint differs from the one a run recorded, is refused (exit 2) before anything is written.
    """
    try:
        paths = make_report(
            list(runs), out, params, labels=parse_labels(labels), formats=formats, bench=bench, progress=True
        )
    except UnknownLabel as exc:
        raise click.BadParameter(str(exc), param_hint="--label") from None
    for warning in paths.warnings:
        click.echo(f"warning: {warning}", err=True)
    click.echo(paths.leaderboard_md.read_text(encoding="utf-8"))
    if paths.html is not None:
        click.echo(f"report: {paths.html}")
    if paths.tables:
        click.echo(f"tables: {len(paths.tables)} files in {paths.out / 'tables'}")
    if paths.json is not None:
        click.echo(f"json: {paths.json}")


@click.command("compare")
@click.argument("run_a", type=_RUN_DIR)
@click.argument("run_b", type=_RUN_DIR)
@click.option("--judge-a", default=None, help="Judge of RUN_A (id or file slug); needed when RUN_A has several judges.")
@click.option("--judge-b", default=None, help="Judge of RUN_B (id or file slug); needed when RUN_B has several judges.")
@click.option(
    "--out",
    default=None,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Also write the comparison as JSON here (every metric's A, B, A − B and its interval).",
)
@metric_options
def compare_command(
    run_a: Path, run_b: Path, judge_a: str | None, judge_b: str | None, out: Path | None, params: MetricParams
) -> None:
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
@click.option(
    "--method",
    required=True,
    type=click.Choice(METHODS),
    help="temperature: p' = sigmoid(logit(p)/T); platt: sigmoid(a·logit(p) + b); "
    "isotonic: monotone step map (pool-adjacent-violators).",
)
@click.option("--judge", default=None, help="Judge of RUN (id or file slug); needed when RUN has several judges.")
@click.option(
    "--holdout",
    "holdout_fraction",
    default=0.5,
    show_default=True,
    type=click.FloatRange(0, 1, min_open=True, max_open=True),
    help="Share of problems held out for evaluation; the map is fitted on the rest.",
)
@click.option("--split-seed", default=0, show_default=True, type=int, help="Seed of the problem split.")
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Directory for calibration.json and the recalibrated held-out predictions JSONL.",
)
@metric_options
def calibrate_command(
    run: Path, method: str, judge: str | None, holdout_fraction: float, split_seed: int, out: Path, params: MetricParams
) -> None:
    """Fit a recalibration map for a judge of RUN and test it on held-out problems.

    The problems are split (seeded); the map is fitted on the original steps of the fit split only
    and applied to every judgment (originals and variants) of the held-out problems. Prints CCS and
    ECE before and after, with intervals, and writes the recalibrated predictions.
    """
    report = calibrate_run(
        run, method, judge=judge, holdout_fraction=holdout_fraction, seed=split_seed, params=params, out=out
    )
    click.echo(format_calibration(report))
    click.echo(f"wrote {out / 'calibration.json'} and {report['predictions']}", err=True)
