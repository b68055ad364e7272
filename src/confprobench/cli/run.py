"""`confprobench run` and `confprobench merge`: thin shells over run.run_judges (with experiment.load_experiment
for --config) and run.merge_runs."""

from __future__ import annotations

import sys
from dataclasses import replace

import click
from click.core import ParameterSource

from ..data.reviews import VARIANT_POLICIES
from ..experiment import Experiment, JudgeEntry, load_experiment, provenance
from ..judges.registry import OPTION_HELP, PROVIDERS, legacy_note, parse_options
from ..run import merge_runs, run_judges
from ..run.runner import LOG_LEVELS

#: Exit codes of `confprobench run` (2 is every command's code for refused input, a busy or stale run directory).
EXIT_PARTIAL, EXIT_STOPPED, EXIT_FAILED_ITEMS = 1, 3, 4

_OPTIONS_TEXT = "\n".join(f"  {key:<22}{text}" for key, text in OPTION_HELP.items())


def _shard(value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    i, sep, n = value.partition("/")
    try:
        shard = (int(i), int(n))
    except ValueError:
        shard = (-1, 0)
    if not sep or not 0 <= shard[0] < shard[1]:
        raise click.BadParameter(f"{value!r}: expected i/n with 0 <= i < n, e.g. 0/4")
    return shard


_PROVIDERS_TEXT = ", ".join(PROVIDERS)


@click.command(
    "run",
    epilog="\b\nJudge specs:\n  PROVIDER/MODEL   " + _PROVIDERS_TEXT + "\n"
    "                   e.g. openai/gpt-4o, vllm/Qwen/Qwen2-VL-7B-Instruct, llamacpp/smollm2 (offline "
    "default),\n                   prm/Qwen/Qwen2.5-Math-PRM-7B (process reward model on vLLM's pooling API)\n"
    "  replay:PATH      answers from a predictions JSONL\n"
    "  constant:C, random[:SEED], oracle, noisy-oracle:NOISE[,react=R][,seed=S]   reference judges\n"
    "The older form KIND:MODEL@URL;key=value still works. Providers, default URLs and key variables: "
    "docs/judges.md.\nOptions (-M key=value, for every model judge; per judge in a --config file):\n"
    + _OPTIONS_TEXT
    + "\n\n\b\nExit status:\n"
    "  0  every item has a usable record\n"
    "  1  partial: a budget stopped the run; rerun to continue\n"
    "  2  refused: bad input (a file:line:field error), another run holds RUN/.lock, or RUN was\n"
    "     made from another benchmark; nothing was sent\n"
    "  3  a judge was stopped: authentication, permission, not found, bad request, quota, or an\n"
    "     endpoint (or batch API) that could not be reached before any call succeeded\n"
    "  4  some items ended as failed records (after retries and re-asks; under --batch, failed or\n"
    "     expired batch lines too); rerun to re-ask them, or pass --allow-failures to accept them (exit 0)\n"
    "\n\b\nRe-asks: an answer that does not parse is never cached; it is asked again at once, up to\n"
    "--parse-attempts times, then the item is a failed record, which a rerun re-asks (the\n"
    "replaced record moves to RUN/attempts/). RUN/run.log lists every retry, re-ask, parse\n"
    "failure and budget stop.",
)
@click.option(
    "--config",
    "config_path",
    default=None,
    type=click.Path(dir_okay=False),
    help="TOML experiment file: judges with their own options, bench, out, concurrency, budgets "
    "(docs/judges.md). Flags given on the command line override it.",
)
@click.option(
    "--bench",
    default=None,
    help="Benchmark: a directory or a bundled name (confprobench-mini, the default; prmbench-slice).",
)
@click.option("--judge", "judges", multiple=True, help="Judge spec (PROVIDER/MODEL); repeat for several judges.")
@click.option(
    "--out",
    default=None,
    type=click.Path(file_okay=False),
    help="Run directory; rerunning into it does only what is missing.",
)
@click.option(
    "--stage",
    type=click.Choice(["original", "perturbed", "both"]),
    default="both",
    show_default=True,
    help="original: stage 1 only; perturbed: stage 2 only (reuses stage 1 found in --out); both.",
)
@click.option(
    "--concurrency",
    type=click.IntRange(1),
    default=8,
    show_default=True,
    help="Calls in flight per judge (halved on 429s, regrown on success; 1 for llamacpp).",
)
@click.option(
    "--max-calls",
    type=click.IntRange(0),
    default=None,
    help="Stop starting calls after this many (partial results kept).",
)
@click.option(
    "--max-tokens",
    type=click.IntRange(0),
    default=None,
    help="Stop starting calls once this many tokens are used (calls in flight finish).",
)
@click.option(
    "--dry-run", is_flag=True, help="Print calls and estimated tokens per judge; call nothing, write nothing."
)
@click.option(
    "--shard", default=None, help="i/n: judge only the processes whose id hash mod n is i (0-based); join with `merge`."
)
@click.option(
    "--limit", type=click.IntRange(1), default=None, help="Judge only the first N processes (and their variants)."
)
@click.option(
    "--cache",
    default=None,
    type=click.Path(dir_okay=False),
    help="Response cache file (SQLite) to share across runs; default RUN/cache.sqlite.",
)
@click.option(
    "--rejudge",
    type=click.Choice(["target", "all"]),
    default="target",
    show_default=True,
    help="Per-step modes: call for only the rewritten step of a text variant (reuse stage 1) or all steps.",
)
@click.option(
    "--max-attempts",
    type=click.IntRange(1),
    default=4,
    show_default=True,
    help="Attempts per call for retryable errors (429, 5xx, timeouts), with jittered backoff and Retry-After.",
)
@click.option(
    "-M",
    "--judge-option",
    "judge_options",
    multiple=True,
    metavar="KEY=VALUE",
    help="Option for every model judge (see below), e.g. -M base_url=http://localhost:8000/v1 -M mode=logprobs.",
)
@click.option(
    "--parse-attempts",
    type=click.IntRange(1),
    default=3,
    show_default=True,
    help="Times a request is asked when its answer does not parse (malformed or truncated JSON).",
)
@click.option(
    "--batch",
    is_flag=True,
    help="Send each stage's pending calls as one batch job (openai, anthropic: half "
    "the price, results within 24 h); a rerun resumes polling the submitted batch.",
)
@click.option(
    "--batch-poll",
    type=click.FloatRange(min=0.01),
    default=30.0,
    show_default=True,
    help="Seconds before the first batch status poll; each wait is 1.5x the last, up to 10 minutes.",
)
@click.option("--no-retry-failed", is_flag=True, help="On a rerun, keep failed records instead of re-asking them.")
@click.option("--allow-failures", is_flag=True, help="Exit 0 even when some items ended as failed records.")
@click.option(
    "--log-level",
    type=click.Choice(LOG_LEVELS),
    default="info",
    show_default=True,
    help="Detail of RUN/run.log (info: retries, re-asks, parse failures, budget stops).",
)
@click.option(
    "--variants",
    type=click.Choice(list(VARIANT_POLICIES)),
    default="all",
    show_default=True,
    help="Which variants stage 2 judges: all; reviewed (only those human reviewers "
    "accepted, from BENCH/reviews.jsonl); not-rejected (all but those a reviewer rejected). See docs/review.md.",
)
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@click.pass_context
def run_command(
    ctx: click.Context,
    config_path: str | None,
    bench: str | None,
    judges: tuple[str, ...],
    out: str | None,
    stage: str,
    concurrency: int,
    max_calls: int | None,
    max_tokens: int | None,
    dry_run: bool,
    shard: str | None,
    limit: int | None,
    cache: str | None,
    rejudge: str,
    max_attempts: int,
    judge_options: tuple[str, ...],
    parse_attempts: int,
    batch: bool,
    batch_poll: float,
    no_retry_failed: bool,
    allow_failures: bool,
    log_level: str,
    variants: str,
    no_progress: bool,
) -> None:
    """Judge original processes (stage 1) and their variants (stage 2) with one or more judges.

    Writes RUN/manifest.json and RUN/predictions/<judge>.jsonl and prints calls made against the
    naive count. API keys are read from the environment only (api_key_env) and never written.
    """
    experiment = load_experiment(config_path) if config_path else Experiment(judges=())
    flags = {
        "stage": stage,
        "concurrency": concurrency,
        "max_calls": max_calls,
        "max_tokens": max_tokens,
        "shard": shard,
        "limit": limit,
        "cache": cache,
        "rejudge": rejudge,
        "max_attempts": max_attempts,
        "parse_attempts": parse_attempts,
        "retry_failed": not no_retry_failed,
        "log_level": log_level,
        "variants": variants,
    }
    given = {
        name for name in (*flags, "no_retry_failed") if ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE
    }
    run = {**experiment.run, **{k: v for k, v in flags.items() if k in given or k not in experiment.run}}
    if "no_retry_failed" in given:
        run["retry_failed"] = False
    cli_options = parse_options(list(judge_options), where="-M", known=None)
    # The command line wins: its --judge list replaces the file's, its -M options go over every judge's own.
    entries = [JudgeEntry(spec) for spec in judges] if judges else list(experiment.judges)
    entries = [JudgeEntry(e.spec, {**e.options, **cli_options}) for e in entries]
    resolved = Experiment(
        judges=tuple(entries),
        bench=bench or experiment.bench,
        out=out or experiment.out,
        options=experiment.options,
        run=run,
        batch=batch or experiment.batch,
        source=experiment.source,
    )
    if not resolved.judges:
        raise click.UsageError("give at least one --judge (or judges in a --config file)")
    if not resolved.out:
        raise click.UsageError("give --out (or out in a --config file)")
    run["shard"] = _shard(run.get("shard"))
    resolved = replace(resolved, run=run)
    config = resolved.run_config(
        dry_run=dry_run,
        progress=not no_progress,
        batch=resolved.batch,
        batch_poll_s=batch_poll,
        invocation=provenance(resolved, ctx.meta.get("argv")),
    )
    for entry in resolved.judges:
        note = legacy_note(entry.spec)
        if note:
            click.echo(note, err=True)
    built = resolved.make_judges()
    summary = run_judges(resolved.bench, built, str(resolved.out), config)
    click.echo(summary.format())
    if summary.dry_run:
        from ..run.batch import BATCH_DISCOUNT, batch_cost  # imports the OpenAI client: only for the price estimate

        for made, judged in zip(built, summary.judges):
            prices = batch_cost(
                judged.prompt_tokens, judged.completion_tokens, getattr(getattr(made, "info", None), "options", {})
            )
            if prices:
                click.echo(
                    f"{judged.id}: estimated cost ${prices[0]:.4f} live, ${prices[1]:.4f} with --batch "
                    f"({100 * (1 - BATCH_DISCOUNT):.0f}% off)" + (" (--batch is on)" if config.batch else "")
                )
    stopped = False
    for judge in summary.judges:
        if judge.stopped is not None:
            click.echo(f"error: judge {judge.id} stopped: {judge.stopped['message']}", err=True)
            stopped = True
    if stopped:
        sys.exit(EXIT_STOPPED)
    if summary.dry_run:
        return
    if not summary.complete:
        sys.exit(EXIT_PARTIAL)
    if summary.failed_items and not allow_failures:
        for judge in summary.judges:
            if judge.failures:
                kinds = ", ".join(f"{k} {n}" for k, n in sorted(judge.failures.items()))
                click.echo(
                    f"error: {judge.id}: {judge.records['failed']} items failed ({kinds}); see "
                    f"{judge.predictions} and {resolved.out}/run.log. Rerun the same command to re-ask them, "
                    "or pass --allow-failures to accept them",
                    err=True,
                )
        sys.exit(EXIT_FAILED_ITEMS)


@click.command("merge")
@click.argument("shards", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False))
@click.option("--out", required=True, type=click.Path(file_okay=False), help="New run directory for the merged run.")
def merge_command(shards: tuple[str, ...], out: str) -> None:
    """Join shard run directories (from `run --shard i/n`) into one run directory."""
    info = merge_runs(list(shards), out)
    for judge_id, path in info.predictions.items():
        click.echo(f"{judge_id}: {sum(1 for _ in open(path, encoding='utf-8'))} records -> {path}")
