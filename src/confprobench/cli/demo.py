"""`confprobench demo`: the whole pipeline on the bundled sample, offline (a shell over pipeline.run_pipeline)."""

from __future__ import annotations

import time
from pathlib import Path

import click

from ..perturb.engine import PerturbConfig
from ..pipeline import DEMO_JUDGES, run_pipeline
from ..run.runner import RunConfig


@click.command("demo")
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=Path("confprobench-demo"),
    show_default=True,
    help="Directory for the perturbed benchmark (bench/), the run (run/) and the report (report/).",
)
@click.option(
    "--bench",
    default=None,
    metavar="BENCH",
    help="Benchmark directory or bundled name (e.g. prmbench-slice) to use instead of the bundled confprobench-mini.",
)
@click.option(
    "--judge",
    "judges",
    multiple=True,
    metavar="SPEC",
    help=f"Judge spec; repeat for several. Default: {', '.join(DEMO_JUDGES)}.",
)
@click.option(
    "--variants-per-target",
    type=click.IntRange(1, 10),
    default=3,
    show_default=True,
    help="Meaning-preserving variants per perturbed step or image (the paper uses up to 10).",
)
@click.option(
    "--max-targets-per-process",
    type=click.IntRange(1, None),
    default=1,
    show_default=True,
    help="Steps (or images) perturbed per process.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of every random choice.")
@click.option(
    "--n-boot",
    type=click.IntRange(0, None),
    default=1000,
    show_default=True,
    help="Bootstrap resamples for the 95% intervals.",
)
def demo_command(
    out: Path,
    bench: str | None,
    judges: tuple[str, ...],
    variants_per_target: int,
    max_targets_per_process: int,
    seed: int,
    n_boot: int,
) -> None:
    """Run the main job end to end with no network and write a report.

    Perturbs the bundled sample (paper allocation: one robustness family per problem, plus injected
    errors), judges originals and variants with the offline default judge llamacpp:smollm2 and two
    reference judges, scores CRS / CSS / CCS with bootstrap intervals, writes OUT/report/report.html,
    and prints the leaderboard. A second run reuses everything and makes no judge calls.
    """
    from ..metrics import MetricParams

    started = time.perf_counter()
    result = run_pipeline(
        bench,
        out,
        judges or DEMO_JUDGES,
        perturb_config=PerturbConfig(
            variants_per_target=variants_per_target, max_targets_per_process=max_targets_per_process, seed=seed
        ),
        run_config=RunConfig(seed=seed),
        params=MetricParams(n_boot=n_boot, seed=seed),
        log=click.echo,
    )
    click.echo("")
    click.echo(result.report.leaderboard_md.read_text(encoding="utf-8"))
    if result.report.html is not None:  # always written: the pipeline's report includes the HTML page
        click.echo(f"report: {result.report.html.resolve()}")
    click.echo(
        f"done in {time.perf_counter() - started:.0f} s "
        f"(perturb {result.timings['perturb']:.0f} s, judges {result.timings['run']:.0f} s, "
        f"report {result.timings['report']:.0f} s)"
    )
