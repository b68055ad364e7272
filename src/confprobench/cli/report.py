"""`confprobench report`, `compare` and `calibrate`: thin shells over confprobench.report's
make_report, compare_runs and calibrate_run."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import click

from ..metrics.params import MetricParams
from ..report.calibrate import calibrate_run, format_calibration
from ..report.calibration_maps import METHODS
from ..report.compare import compare_runs, format_comparison
from ..report.build import make_report

_DEFAULTS = MetricParams()
_RUN_DIR = click.Path(exists=True, file_okay=False, path_type=Path)


def metric_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Add the metric hyper-parameter options (metrics-spec.md defaults) and pass them on as ``params``."""
    options = [
        click.option("--n-boot", default=_DEFAULTS.n_boot, show_default=True, type=click.IntRange(min=0),
                     help="Cluster-bootstrap resamples of problems for the intervals; 0 turns intervals off."),
        click.option("--ci", default=_DEFAULTS.ci, show_default=True, type=float, help="Coverage of the percentile intervals."),
        click.option("--seed", default=_DEFAULTS.seed, show_default=True, type=int, help="Seed of the bootstrap."),
        click.option("--epsilon", default=_DEFAULTS.epsilon, show_default=True, type=float,
                     help="CCR: a pair counts as changed when |p_var − p_orig| > epsilon."),
        click.option("--tau", default=_DEFAULTS.tau, show_default=True, type=float,
                     help="SCCR: a pair counts as significantly changed when |p_var − p_orig| ≥ tau."),
        click.option("--weights", default="1/3,1/3,1/3", show_default=True,
                     help="w1,w2,w3 of CRS_f = 100·(1 − (w1·CCR + w2·ACCM + w3·SCCR)); fractions like 1/3 are exact."),
        click.option("--n-min", default=_DEFAULTS.n_min, show_default=True, type=click.IntRange(min=1),
                     help="CSS: an error type needs at least this many incorrect steps to count."),
        click.option("--bins", "n_bins", default=_DEFAULTS.n_bins, show_default=True, type=click.IntRange(min=1),
                     help="Equal-width calibration bins on [0, 1] for ECE."),
        click.option("--lam", default=_DEFAULTS.lam, show_default=True, type=float,
                     help="CCS = 100·(1 − (lam·ECE + (1 − lam)·ΔECE))."),
        click.option("--threshold", default=_DEFAULTS.threshold, show_default=True, type=float,
                     help="A step is labelled correct when p ≥ threshold (accuracy, macro-F1, label flips)."),
    ]

    @functools.wraps(command)
    def wrapper(*args: Any, n_boot: int, ci: float, seed: int, epsilon: float, tau: float, weights: str, n_min: int,
                n_bins: int, lam: float, threshold: float, **kwargs: Any) -> Any:
        try:
            weight_values = tuple(float(Fraction(w.strip())) for w in weights.split(","))
            params = MetricParams(epsilon=epsilon, tau=tau, weights=weight_values, n_min=n_min, n_bins=n_bins,  # type: ignore[arg-type]
                                  lam=lam, n_boot=n_boot, ci=ci, seed=seed, threshold=threshold)
        except (ValueError, ZeroDivisionError) as exc:
            raise click.BadParameter(str(exc)) from None
        return command(*args, params=params, **kwargs)

    for option in reversed(options):
        wrapper = option(wrapper)
    return wrapper


@click.command("report")
@click.argument("runs", nargs=-1, required=True, type=_RUN_DIR)
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Report directory to write: report.html, leaderboard.md/.csv, figures/ (PNG + SVG), metrics/.")
@metric_options
def report_command(runs: tuple[Path, ...], out: Path, params: MetricParams) -> None:
    """Score every judge of one or more RUN directories and write a report.

    RUN is a directory written by `confprobench run` (manifest.json + predictions/). The report has
    a leaderboard (overall, CRS, CSS, CCS with 95% intervals, CRS per family, ECE, ΔECE, Brier,
    AUROC, accuracy, parse failures, calls, tokens), a self-contained report.html that opens offline,
    and every figure as PNG and SVG for papers.
    """
    paths = make_report(list(runs), out, params, progress=True)
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
