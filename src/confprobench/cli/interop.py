"""`confprobench import-inspect`: an inspect_ai eval log as predictions (a thin shell over judges.inspect_eval)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..data.benchmark import SAMPLE_NAME


@click.command(
    "import-inspect",
    epilog="\b\nExit status: 0 every sample the task planned has a record (unparseable "
    "answers and errored samples are typed failure records); 1 the log is partial (the eval was cut short; "
    "the records found are written); 2 bad input, or inspect_ai is not installed.",
)
@click.argument("log", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--bench",
    default=SAMPLE_NAME,
    show_default=True,
    help="Benchmark the inspect task was built from (bundled name or directory); checked by fingerprint.",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Predictions JSONL to write (docs/formats.md), ready for `confprobench score --predictions`.",
)
@click.option(
    "--judge", default=None, help="Judge id in the predictions (default: inspect:<model> as the log names it)."
)
@click.option(
    "--epoch",
    type=click.IntRange(1),
    default=1,
    show_default=True,
    help="Which epoch's answers to read when the eval ran several.",
)
def import_inspect_command(log: Path, bench: str, out: Path, judge: str | None, epoch: int) -> None:
    """Turn the log of an `inspect eval` of a confprobench task into predictions.

    The task comes from `inspect eval confprobench/confprobench -T bench=BENCH` or from
    confprobench.judges.inspect_eval.inspect_task (docs/inspect.md). Every answer is parsed with the
    verbalized judge's parser; an answer with no usable JSON is a failed record, never a score.
    Needs the optional extra 'inspect'.
    """
    from ..judges.inspect_eval import MissingExtra, import_inspect_log

    try:
        result = import_inspect_log(log, bench, out, judge=judge, epoch=epoch)
    except MissingExtra as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    click.echo(result.summary())
    click.echo(f"wrote {out}", err=True)
    if not result.complete:
        sys.exit(1)
