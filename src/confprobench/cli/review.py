"""`confprobench review`: read variants in a local page and record verdicts; `--summary` adds them up."""

from __future__ import annotations

import getpass
import webbrowser

import click

from ..data.benchmark import Benchmark, load_benchmark
from ..data.reviews import format_review_summary, record_review_summary, summarize_reviews
from ..data.schema import FAMILIES


def _default_reviewer() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "reviewer"


@click.command("review")
@click.argument("bench")
@click.option("--family", type=click.Choice(FAMILIES), default=None, help="Review only this family's variants.")
@click.option(
    "--sample",
    type=click.IntRange(min=1),
    default=None,
    help="Review N pairs per family and rule (seeded, stratified) instead of every variant: enough "
    "to estimate acceptance rates with intervals.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of --sample and of its order.")
@click.option("--reviewer", default=None, help="Your name in reviews.jsonl (default: the login name).")
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    help="Port on 127.0.0.1 (default: a free one). The page is never served on other addresses.",
)
@click.option("--open/--no-open", "open_browser", default=True, help="Open the page in the default browser.")
@click.option(
    "--summary",
    is_flag=True,
    help="Print acceptance per family and rule, reviewer agreement (Cohen's "
    "kappa) and each automatic check's agreement with the reviewers, instead of serving the page.",
)
@click.option("--json", "as_json", is_flag=True, help="With --summary: print JSON.")
def review_command(
    bench: str,
    family: str | None,
    sample: int | None,
    seed: int,
    reviewer: str | None,
    port: int,
    open_browser: bool,
    summary: bool,
    as_json: bool,
) -> None:
    """Review the variants of BENCH (a perturbed benchmark) one pair at a time, by keyboard.

    \b
    Keys: a accept · 1 meaning changed · 2 ungrammatical · 3 unnatural · 4 wrong error type
          5 other (asks for a note) · s skip · u undo · ←/→ previous/next · n next unreviewed
    Each verdict is appended to BENCH/reviews.jsonl at once (with the variant's content hash), so
    stopping the server loses nothing and the page resumes at the first unreviewed pair. Several
    reviewers can review the same benchmark; `--summary` compares them. `confprobench run
    --variants reviewed` then judges only accepted variants.
    """
    from ..review import ReviewError, start_review_server

    benchmark = load_benchmark(bench)
    if summary:
        result = summarize_reviews(benchmark)
        click.echo(result.model_dump_json(indent=2) if as_json else format_review_summary(result))
        _record(benchmark)
        return
    try:
        server = start_review_server(
            benchmark, reviewer=reviewer or _default_reviewer(), family=family, sample=sample, seed=seed, port=port
        )
    except ReviewError as exc:
        raise click.ClickException(str(exc)) from None
    session = server.session
    click.echo(f"reviewing {len(session.queue)} pairs of {benchmark.root} as {session.reviewer}: {server.url}")
    click.echo(f"verdicts go to {benchmark.root / 'reviews.jsonl'}; Ctrl-C stops (nothing is lost)")
    for problem in session.log.problems:
        click.echo(f"warning: reviews.jsonl line {problem.line}: {problem.message}", err=True)
    if open_browser:
        webbrowser.open(server.url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        click.echo(f"\nstopped; {session.state()['done']} of {len(session.queue)} pairs reviewed")
    finally:
        server.server_close()
        _record(benchmark)


def _record(benchmark: Benchmark) -> None:
    """Keep the manifest's acceptance table current; a read-only benchmark (a bundled one) is left as it is."""
    try:
        record_review_summary(benchmark)
    except OSError as exc:
        click.echo(f"note: could not record the review summary in {benchmark.root}/manifest.json ({exc})", err=True)


__all__ = ["review_command"]
