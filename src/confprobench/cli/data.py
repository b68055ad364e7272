"""`confprobench data`: convert external datasets to a native benchmark, describe a benchmark, audit it for shortcuts."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from ..data.audit import (
    BAG_OF_WORDS_THRESHOLD,
    DEFAULT_BOOTSTRAP,
    DEFAULT_FOLDS,
    SINGLE_FEATURE_THRESHOLD,
    audit_benchmark,
    format_audit,
)
from ..data.benchmark import BUNDLED, bundled_benchmarks, load_benchmark
from ..data.images import DEFAULT_MAX_PIXELS
from ..data.loaders import CONVERTERS, convert
from ..data.schema import ERROR_TYPE_NAMES, ErrorType
from ..data.summary import summarize_benchmark

SOURCE_FORMATS = [name for name in CONVERTERS if name != "native"] + ["native"]


@click.group("data")
def data_command() -> None:
    """Convert datasets to the native benchmark format, inspect benchmarks and audit them for shortcuts
    (docs/formats.md, docs/audit.md)."""


@data_command.command("convert")
@click.option(
    "--from",
    "source_format",
    required=True,
    type=click.Choice(SOURCE_FORMATS),
    help="Format of PATH: projudgebench (test.parquet + image folder), visualprocessbench (JSONL + images), "
    "processbench (JSONL), prmbench (one JSONL file or a folder of them), mrben (one subject's JSON file or a "
    "folder of them), mr-gsm8k (its JSON list of records), or native (copy a benchmark "
    "directory).",
)
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path),
    help="Benchmark directory to write (processes.jsonl, variants.jsonl, images/, manifest.json).",
)
@click.option(
    "--image-root",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="Folder the source's image paths are relative to (default: the folder holding PATH). "
    "Image formats only. Paths that leave it are refused.",
)
@click.option(
    "--max-pixels",
    type=click.IntRange(min=1),
    default=None,
    help=f"Refuse images with more pixels than this (default {DEFAULT_MAX_PIXELS:,}). Image formats only.",
)
@click.option("--name", default=None, help="Benchmark name for the manifest (default: FORMAT-FILESTEM).")
@click.option("--force", is_flag=True, help="Overwrite --out if it already holds a benchmark.")
def convert_command(
    source_format: str,
    path: Path,
    out: Path,
    image_root: Path | None,
    max_pixels: int | None,
    name: str | None,
    force: bool,
) -> None:
    """Convert PATH (a source dataset) into a native benchmark at --out.

    Every record is checked; the first bad one stops the conversion with an error naming the
    file, the line or row, and the field. Nothing is written until all records are read.
    """
    options = {
        key: value for key, value in (("image_root", image_root), ("max_pixels", max_pixels)) if value is not None
    }
    try:
        benchmark = convert(source_format, path, out, name=name, force=force, **options)
    except ValueError as exc:
        if type(exc) is not ValueError:  # DataError is a ValueError too: let the group report it
            raise
        raise click.UsageError(str(exc)) from None
    counts = benchmark.manifest["counts"]
    click.echo(
        f"wrote {benchmark.root}: {counts['processes']} processes, {counts['images']} images "
        f"(from {source_format} {path.name})"
    )
    for note in benchmark.manifest.get("built_by", {}).get("notes", []):
        click.echo(f"note: {note}", err=True)


BENCH_HELP = f"a benchmark directory or a bundled name ({', '.join(BUNDLED)}); default {next(iter(BUNDLED))}"


@data_command.command("info")
@click.argument("bench", required=False, default=None)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON instead of a table.")
@click.option("--list", "list_bundled", is_flag=True, help="List the benchmarks bundled with the package and exit.")
def info_command(bench: str | None, as_json: bool, list_bundled: bool) -> None:
    """Describe BENCH (a directory, or a bundled name: confprobench-mini, the default, or prmbench-slice):
    counts by subject, difficulty and modality, steps, share of incorrect steps, error types and variants by family."""
    if list_bundled:
        listing = {
            name: {"processes": load_benchmark(path).manifest["counts"]["processes"], "about": BUNDLED[name]}
            for name, path in bundled_benchmarks().items()
        }
        if as_json:
            click.echo(json.dumps(listing, indent=2))
        else:
            for name, entry in listing.items():
                click.echo(f"{name:<20} {entry['processes']:>4} processes  {entry['about']}")
        return
    summary = summarize_benchmark(load_benchmark(bench))
    if as_json:
        click.echo(json.dumps(summary, indent=2))
        return
    click.echo(format_summary(summary))


@data_command.command("audit")
@click.argument("bench", required=False, default=None)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON instead of text.")
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the fold assignment and the bootstrap.")
@click.option(
    "--folds",
    default=DEFAULT_FOLDS,
    show_default=True,
    type=click.IntRange(min=2),
    help="Cross-validation folds (grouped by problem; fewer when the benchmark has fewer problems).",
)
@click.option(
    "--n-boot",
    default=DEFAULT_BOOTSTRAP,
    show_default=True,
    type=click.IntRange(min=0),
    help="Cluster-bootstrap resamples of problems for the intervals; 0 turns intervals off.",
)
@click.option(
    "--single-threshold",
    default=SINGLE_FEATURE_THRESHOLD,
    show_default=True,
    type=float,
    help="Warn when a single-feature predictor (or the combination) has a higher AUROC.",
)
@click.option(
    "--words-threshold",
    default=BAG_OF_WORDS_THRESHOLD,
    show_default=True,
    type=float,
    help="Warn when the bag-of-words classifier has a higher AUROC.",
)
@click.option("--strict", is_flag=True, help="Exit with status 1 when there is a warning (for CI).")
def audit_command(
    bench: str | None,
    as_json: bool,
    seed: int,
    folds: int,
    n_boot: int,
    single_threshold: float,
    words_threshold: float,
    strict: bool,
) -> None:
    """How far predictors that never read the maths get on BENCH (default: the bundled confprobench-mini).

    Step index, relative position, is-last-step, step length, a bag-of-words classifier and their
    combination are each fitted by logistic regression and scored out of fold (folds grouped by
    problem): AUROC for P(step correct) with a cluster-bootstrap interval over problems. Also the
    histogram of first-error positions, class balance per subject, difficulty and modality, and
    exact and near-duplicate steps. A warning is printed for every predictor above its threshold.
    """
    report = audit_benchmark(
        bench,
        seed=seed,
        folds=folds,
        bootstrap=n_boot,
        single_threshold=single_threshold,
        words_threshold=words_threshold,
    )
    click.echo(json.dumps(report.to_dict(), indent=2) if as_json else format_audit(report))
    if strict and report.warnings:
        sys.exit(1)


def format_summary(summary: dict[str, Any]) -> str:
    """The summary as aligned plain-text lines."""
    lines = [
        f"{summary['name']}  ({summary['processes']} processes, {summary['problems']} problems, "
        f"{summary['images']} images)"
    ]

    def block(title: str, counts: dict[str, int], names: dict[str, str] | None = None) -> None:
        if not counts:
            return
        lines.append(f"{title}:")
        for key, count in counts.items():
            label = f"{key} ({names[key]})" if names and key in names else str(key)
            lines.append(f"  {label:<38} {count:>7}")

    block("subject", summary["by_subject"])
    block("difficulty", summary["by_difficulty"])
    block("modality", summary["by_modality"])
    spp = summary["steps_per_process"]
    lines.append(
        f"steps: {summary['steps']} ({spp['min']}-{spp['max']} per process, mean {spp['mean']})" if spp else "steps: 0"
    )
    pct = summary["incorrect_pct"]
    lines.append(
        f"  labeled {summary['labeled_steps']}, unlabeled {summary['unlabeled_steps']}, incorrect "
        f"{summary['incorrect_steps']}" + (f" ({pct}% of labeled)" if pct is not None else "")
    )
    block("error type", summary["by_error_type"], {t.value: ERROR_TYPE_NAMES[t] for t in ErrorType})
    block("source error class", summary.get("by_source_error_class", {}))
    lines.append(f"variants: {summary['variants']}")
    block("variant family", summary["variants_by_family"])
    review = summary.get("human_review")
    if review:
        lines.append(
            f"human review: {review['verdicts']} verdicts by {', '.join(review['reviewers']) or 'nobody yet'} "
            "(accepted / reviewed, 95% Wilson interval)"
        )
        for row in review["acceptance"]:
            interval = f"[{100 * row['low']:.0f}%, {100 * row['high']:.0f}%]" if row["low"] is not None else ""
            label = row["family"] + (f" / {row['rule']}" if row["rule"] else "")
            lines.append(
                f"  {label:<38} {row['accepted']:>4} / {row['reviewed']:<4} {100 * row['rate']:.0f}% {interval}"
            )
        for problem in review["problems"]:
            lines.append(f"  warning: {problem}")
    return "\n".join(lines)
