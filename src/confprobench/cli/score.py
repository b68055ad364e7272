"""`confprobench score`: score bring-your-own predictions (a thin shell over metrics.score_predictions)."""

from __future__ import annotations

from pathlib import Path

import click

from ..data.benchmark import SAMPLE_NAME, load_benchmark
from ..data.errors import DataError
from ..data.predictions import read_predictions
from ..metrics.params import MetricParams
from ..metrics.score import format_table, score_predictions, write_metrics
from ..run.manifest import MANIFEST, PREDICTIONS_DIR, check_fingerprint, read_manifest
from .options import metric_options


@click.command("score")
@click.option(
    "--bench",
    default=SAMPLE_NAME,
    show_default=True,
    help="Benchmark the predictions were made on: a directory or a bundled name (confprobench-mini, prmbench-slice).",
)
@click.option(
    "--predictions",
    "predictions_path",
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Predictions JSONL of one judge: one line per judged (process, variant); see docs/formats.md.",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Where to write metrics.json (all scores, intervals, counts, hyper-parameters).",
)
@metric_options
@click.option("--quiet", is_flag=True, help="Do not print the table (warnings still go to stderr).")
def score_command(bench: str, predictions_path: Path, out: Path, quiet: bool, params: MetricParams) -> None:
    """Score one judge's predictions on a benchmark and write metrics.json.

    Computes CRS, CSS, CCS and overall (docs/metrics.md) with cluster-bootstrap intervals over
    problems, the per-family and per-type parts, and the metrics reported beside them. Missing
    (process, variant) records and unparsed steps are excluded, counted and warned about.
    """
    benchmark = load_benchmark(bench)
    run_manifest = predictions_path.parent.parent / MANIFEST
    if predictions_path.parent.name == PREDICTIONS_DIR and run_manifest.is_file():
        check_fingerprint(benchmark, read_manifest(run_manifest), run_manifest)  # predictions from a run directory
    predictions = read_predictions(predictions_path)
    result = score_predictions(benchmark, predictions, params, source=predictions_path, progress=True)
    stages = result.counts.stages.values()
    failed, unparsed = sum(s.failed_records for s in stages), sum(s.steps_unparsed for s in stages)
    records = sum(s.records for s in stages)
    if result.counts.steps == 0 and result.counts.pairs == 0:
        raise DataError(
            predictions_path,
            None,
            None,
            f"nothing to score: {failed} of {records} records failed and "
            f"{unparsed} steps did not parse; rerun `confprobench run` to re-ask failed items",
        )
    if failed or unparsed:
        click.echo(
            f"warning: {failed} of {records} records failed and {unparsed} steps did not parse; "
            "they are left out of every score",
            err=True,
        )
    write_metrics(out, result)
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if not quiet:
        click.echo(format_table(result.model_copy(update={"warnings": ()})))
    click.echo(f"wrote {out}", err=True)
