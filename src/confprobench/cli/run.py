"""`confprobench run` and `confprobench merge`: thin shells over run.run_judges and run.merge_runs."""

from __future__ import annotations

import sys

import click

from ..judges.registry import OPTION_HELP, parse_options
from ..run import RunConfig, merge_runs, run_judges
from ..run.runner import LOG_LEVELS

#: Exit codes of `confprobench run` (2 is every command's code for refused input, a busy or stale run directory).
EXIT_PARTIAL, EXIT_STOPPED, EXIT_FAILED_ITEMS = 1, 3, 4

_OPTIONS_TEXT = "\n".join(f"  {key:<13}{text}" for key, text in OPTION_HELP.items())


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


@click.command("run", epilog="\b\nJudge specs:\n  openai:MODEL[@URL[,URL2...]]   OpenAI-compatible endpoint; "
               "replicas round-robin\n  llamacpp:smollm2 | llamacpp:PATH.gguf   local GGUF model in process "
               "(offline default)\n  replay:PATH                    answers from a predictions JSONL\n"
               "  constant:C, random[:SEED], oracle, noisy-oracle:NOISE[,react=R][,seed=S]   reference judges\n"
               "Options: append ';key=value' to a spec (quote it), or --judge-option key=value for all model judges:\n"
               + _OPTIONS_TEXT + "\n\n\b\nExit status:\n"
               "  0  every item has a usable record\n"
               "  1  partial: a budget stopped the run; rerun to continue\n"
               "  2  refused: bad input (a file:line:field error), another run holds RUN/.lock, or RUN was\n"
               "     made from another benchmark; nothing was sent\n"
               "  3  a judge was stopped: authentication, permission, not found, bad request, quota, or an\n"
               "     endpoint that could not be reached before any call succeeded\n"
               "  4  some items ended as failed records (after retries and re-asks); rerun to re-ask them,\n"
               "     or pass --allow-failures to accept them (exit 0)\n"
               "\n\b\nRe-asks: an answer that does not parse is never cached; it is asked again at once, up to\n"
               "--parse-attempts times, then the item is a failed record, which a rerun re-asks (the\n"
               "replaced record moves to RUN/attempts/). RUN/run.log lists every retry, re-ask, parse\n"
               "failure and budget stop.")
@click.option("--bench", default=None, help="Benchmark directory (default: the bundled confprobench-mini).")
@click.option("--judge", "judges", multiple=True, required=True, help="Judge spec; repeat for several judges.")
@click.option("--out", required=True, type=click.Path(file_okay=False),
              help="Run directory; rerunning into it does only what is missing.")
@click.option("--stage", type=click.Choice(["original", "perturbed", "both"]), default="both", show_default=True,
              help="original: stage 1 only; perturbed: stage 2 only (reuses stage 1 found in --out); both.")
@click.option("--concurrency", type=click.IntRange(1), default=8, show_default=True,
              help="Calls in flight per judge (halved on 429s, regrown on success; 1 for llamacpp).")
@click.option("--max-calls", type=click.IntRange(0), default=None, help="Stop starting calls after this many (partial results kept).")
@click.option("--max-tokens", type=click.IntRange(0), default=None,
              help="Stop starting calls once this many tokens are used (calls in flight finish).")
@click.option("--dry-run", is_flag=True, help="Print calls and estimated tokens per judge; call nothing, write nothing.")
@click.option("--shard", default=None, help="i/n: judge only the processes whose id hash mod n is i (0-based); join with `merge`.")
@click.option("--limit", type=click.IntRange(1), default=None, help="Judge only the first N processes (and their variants).")
@click.option("--cache", default=None, type=click.Path(dir_okay=False),
              help="Response cache file (SQLite) to share across runs; default RUN/cache.sqlite.")
@click.option("--rejudge", type=click.Choice(["target", "all"]), default="target", show_default=True,
              help="Per-step modes: call for only the rewritten step of a text variant (reuse stage 1) or all steps.")
@click.option("--max-attempts", type=click.IntRange(1), default=4, show_default=True,
              help="Attempts per call for retryable errors (429, 5xx, timeouts), with jittered backoff and Retry-After.")
@click.option("--judge-option", "judge_options", multiple=True, metavar="KEY=VALUE",
              help="Option for every model judge (see below); a spec's own ';key=value' wins.")
@click.option("--parse-attempts", type=click.IntRange(1), default=3, show_default=True,
              help="Times a request is asked when its answer does not parse (malformed or truncated JSON).")
@click.option("--no-retry-failed", is_flag=True, help="On a rerun, keep failed records instead of re-asking them.")
@click.option("--allow-failures", is_flag=True, help="Exit 0 even when some items ended as failed records.")
@click.option("--log-level", type=click.Choice(LOG_LEVELS), default="info", show_default=True,
              help="Detail of RUN/run.log (info: retries, re-asks, parse failures, budget stops).")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
def run_command(bench, judges, out, stage, concurrency, max_calls, max_tokens, dry_run, shard, limit, cache,
                rejudge, max_attempts, judge_options, parse_attempts, no_retry_failed, allow_failures, log_level,
                no_progress) -> None:
    """Judge original processes (stage 1) and their variants (stage 2) with one or more judges.

    Writes RUN/manifest.json and RUN/predictions/<judge>.jsonl and prints calls made against the
    naive count. API keys are read from the environment only (api_key_env) and never written.
    """
    config = RunConfig(stage=stage, concurrency=concurrency, max_calls=max_calls, max_tokens=max_tokens,
                       dry_run=dry_run, shard=_shard(shard), limit=limit, cache=cache, rejudge=rejudge,
                       max_attempts=max_attempts, parse_attempts=parse_attempts, retry_failed=not no_retry_failed,
                       judge_options=parse_options(list(judge_options)), progress=not no_progress, log_level=log_level)
    summary = run_judges(bench, list(judges), out, config)
    click.echo(summary.format())
    stopped = [(j.id, j.stopped) for j in summary.judges if j.stopped]
    for judge_id, why in stopped:
        click.echo(f"error: judge {judge_id} stopped: {why['message']}", err=True)
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
                click.echo(f"error: {judge.id}: {judge.records['failed']} items failed ({kinds}); see "
                           f"{judge.predictions} and {out}/run.log. Rerun the same command to re-ask them, "
                           "or pass --allow-failures to accept them", err=True)
        sys.exit(EXIT_FAILED_ITEMS)


@click.command("merge")
@click.argument("shards", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False))
@click.option("--out", required=True, type=click.Path(file_okay=False), help="New run directory for the merged run.")
def merge_command(shards, out) -> None:
    """Join shard run directories (from `run --shard i/n`) into one run directory."""
    info = merge_runs(list(shards), out)
    for judge_id, path in info.predictions.items():
        click.echo(f"{judge_id}: {sum(1 for _ in open(path, encoding='utf-8'))} records -> {path}")
