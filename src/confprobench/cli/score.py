"""`confprobench score`: score bring-your-own predictions (a thin shell over metrics.score_predictions)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import click

from ..data.benchmark import SAMPLE_NAME, load_benchmark
from ..data.predictions import read_predictions
from ..metrics.params import MetricParams
from ..metrics.score import format_table, score_predictions, write_metrics

_DEFAULTS = MetricParams()


@click.command("score")
@click.option("--bench", default=SAMPLE_NAME, show_default=True,
              help="Benchmark directory the predictions were made on (default: the bundled sample).")
@click.option("--predictions", "predictions_path", required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Predictions JSONL of one judge: one line per judged (process, variant); see docs/formats.md.")
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Where to write metrics.json (all scores, intervals, counts, hyper-parameters).")
@click.option("--n-boot", default=_DEFAULTS.n_boot, show_default=True, type=click.IntRange(min=0),
              help="Cluster-bootstrap resamples of problems for the intervals; 0 turns intervals off.")
@click.option("--ci", default=_DEFAULTS.ci, show_default=True, type=float, help="Coverage of the percentile intervals.")
@click.option("--seed", default=_DEFAULTS.seed, show_default=True, type=int, help="Seed of the bootstrap.")
@click.option("--epsilon", default=_DEFAULTS.epsilon, show_default=True, type=float,
              help="CCR: a pair counts as changed when |p_var − p_orig| > epsilon.")
@click.option("--tau", default=_DEFAULTS.tau, show_default=True, type=float,
              help="SCCR: a pair counts as significantly changed when |p_var − p_orig| ≥ tau.")
@click.option("--weights", default="1/3,1/3,1/3", show_default=True,
              help="w1,w2,w3 of CRS_f = 100·(1 − (w1·CCR + w2·ACCM + w3·SCCR)); fractions like 1/3 are exact.")
@click.option("--n-min", default=_DEFAULTS.n_min, show_default=True, type=click.IntRange(min=1),
              help="CSS: an error type needs at least this many incorrect steps to count.")
@click.option("--bins", "n_bins", default=_DEFAULTS.n_bins, show_default=True, type=click.IntRange(min=1),
              help="Equal-width calibration bins on [0, 1] for ECE.")
@click.option("--lam", default=_DEFAULTS.lam, show_default=True, type=float,
              help="CCS = 100·(1 − (lam·ECE + (1 − lam)·ΔECE)).")
@click.option("--threshold", default=_DEFAULTS.threshold, show_default=True, type=float,
              help="A step is labelled correct when p ≥ threshold (accuracy, macro-F1, label flips).")
@click.option("--quiet", is_flag=True, help="Do not print the table (warnings still go to stderr).")
def score_command(bench: str, predictions_path: Path, out: Path, n_boot: int, ci: float, seed: int, epsilon: float,
                  tau: float, weights: str, n_min: int, n_bins: int, lam: float, threshold: float, quiet: bool) -> None:
    """Score one judge's predictions on a benchmark and write metrics.json.

    Computes CRS, CSS, CCS and overall (metrics-spec.md) with cluster-bootstrap intervals over
    problems, the per-family and per-type parts, and the metrics reported beside them. Missing
    (process, variant) records and unparsed steps are excluded, counted and warned about.
    """
    try:
        weight_values = tuple(float(Fraction(w.strip())) for w in weights.split(","))
        params = MetricParams(epsilon=epsilon, tau=tau, weights=weight_values, n_min=n_min, n_bins=n_bins, lam=lam,  # type: ignore[arg-type]
                              n_boot=n_boot, ci=ci, seed=seed, threshold=threshold)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None
    benchmark = load_benchmark(bench)
    predictions = read_predictions(predictions_path)
    result = score_predictions(benchmark, predictions, params, source=predictions_path, progress=True)
    write_metrics(out, result)
    for warning in result["warnings"]:
        click.echo(f"warning: {warning}", err=True)
    if not quiet:
        click.echo(format_table({**result, "warnings": []}))
    click.echo(f"wrote {out}", err=True)
