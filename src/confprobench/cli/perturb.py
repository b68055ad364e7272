"""`confprobench perturb` and `confprobench build`: thin shells over confprobench.perturb."""

from __future__ import annotations

from pathlib import Path

import click

from ..data import FAMILIES, load_benchmark
from ..data.benchmark import guard_benchmark_out


def _families(value: str) -> tuple[str, ...]:
    families = tuple(f.strip() for f in value.split(",") if f.strip())
    unknown = [f for f in families if f not in FAMILIES]
    if unknown or not families:
        raise click.BadParameter(f"unknown {unknown}; choose from {','.join(FAMILIES)}", param_hint="--families")
    return families


def _perturb_options(function):
    options = [
        click.option("--families", default=",".join(FAMILIES), show_default=True,
                     help="Comma-separated families to generate."),
        click.option("--variants-per-target", type=click.IntRange(min=1), default=10, show_default=True,
                     help="Most accepted variants per target (a correct step, or an image)."),
        click.option("--max-targets-per-process", type=click.IntRange(min=1), default=None,
                     help="Sample at most this many targets per process and family (default: all)."),
        click.option("--allocation", type=click.Choice(["paper", "all"]), default="paper", show_default=True,
                     help="paper: one robustness family per problem, balanced over subject x difficulty (image only "
                          "where there are images), plus error injection; all: every family on every process."),
        click.option("--seed", type=int, default=0, show_default=True, help="Seed for every random choice."),
        click.option("--rewriter", type=click.Choice(["rules", "llm"]), default="rules", show_default=True,
                     help="Where synonym/syntactic rewrites come from: the built-in rules or an LLM endpoint."),
        click.option("--llm-base-url", default=None, help="OpenAI-compatible base URL for --rewriter llm."),
        click.option("--llm-model", default=None, help="Model name for --rewriter llm."),
        click.option("--llm-api-key-env", default="OPENAI_API_KEY", show_default=True,
                     help="Name of the environment variable holding the endpoint's API key (the key is never stored)."),
        click.option("--audit", "audit_n", type=click.IntRange(min=0), default=0,
                     help="Print N random original/variant pairs per family with a word-level diff."),
        click.option("--dry-run", is_flag=True, help="Print the allocation and the most variants it implies; write nothing."),
        click.option("--force", is_flag=True, help="Overwrite --out if it already holds a benchmark (never one a run "
                     "in the same tree judged)."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def _config(families, variants_per_target, max_targets_per_process, allocation, seed, rewriter, llm_base_url,
            llm_model, llm_api_key_env):
    from ..perturb import LLMRewriterConfig, PerturbConfig

    llm = None
    if rewriter == "llm":
        if not llm_base_url or not llm_model:
            raise click.UsageError("--rewriter llm needs --llm-base-url and --llm-model")
        llm = LLMRewriterConfig(base_url=llm_base_url, model=llm_model, api_key_env=llm_api_key_env)
    return PerturbConfig(families=_families(families), variants_per_target=variants_per_target,
                         max_targets_per_process=max_targets_per_process, allocation=allocation, seed=seed,
                         rewriter=rewriter, llm=llm)


def _print_plan(plan: dict, variants_per_target: int) -> None:
    click.echo(f"plan: {plan['processes']} processes; per family {plan['processes_per_family']}; "
               f"targets {plan['targets_per_family']}; at most {plan['max_variants']} variants "
               f"(= judge calls, {variants_per_target} per target) + {plan['processes']} on the originals")


@click.command("perturb")
@click.option("--bench", default=None, help="Input benchmark directory (default: the bundled confprobench-mini).")
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Directory for the perturbed benchmark.")
@_perturb_options
def perturb_command(bench, out, families, variants_per_target, max_targets_per_process, allocation, seed, rewriter,
                    llm_base_url, llm_model, llm_api_key_env, audit_n, dry_run, force) -> None:
    """Perturb a benchmark: meaning-preserving variants and injected errors.

    The output benchmark's variants.jsonl holds the variants, each with its meaning-check verdicts;
    rejects.jsonl holds every rejected candidate with its reasons (docs/perturbations.md)."""
    from ..perturb import LLMRewriteError, audit, perturb_benchmark, plan

    config = _config(families, variants_per_target, max_targets_per_process, allocation, seed, rewriter,
                     llm_base_url, llm_model, llm_api_key_env)
    source = load_benchmark(bench)
    _print_plan(plan(source, config), variants_per_target)
    if dry_run:
        return
    guard_benchmark_out(out, force=force, source=source.root)
    try:
        result = perturb_benchmark(source, out, config)
    except ValueError as exc:
        if type(exc) is not ValueError:
            raise
        raise click.UsageError(str(exc)) from None
    except LLMRewriteError as exc:
        raise click.ClickException(f"the LLM rewriter's endpoint refused the request: {exc}") from None
    click.echo(f"wrote {result.benchmark.root}")
    click.echo(result.summary())
    if audit_n:
        click.echo(audit(result, audit_n, seed))
    empty = result.empty_families()
    if empty:
        raise click.ClickException("no variant at all from " + "; ".join(f"{family}: {why}" for family, why in empty.items())
                                   + f" (see {result.benchmark.root / 'rejects.jsonl'})")


@click.command("build")
@click.option("--from", "source_format", required=True, type=click.Choice(["projudgebench"]),
              help="Source format of PATH (ProJudgeBench: test.parquet with its image folder).")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Directory for the built benchmark.")
@click.option("--image-root", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="Folder the source's image paths are relative to (default: the folder holding PATH).")
@click.option("--min-steps", type=click.IntRange(min=1), default=3, show_default=True,
              help="Keep processes with at least this many steps.")
@click.option("--max-steps", type=click.IntRange(min=1), default=8, show_default=True,
              help="Keep processes with at most this many steps.")
@click.option("--size", type=click.IntRange(min=1), default=1200, show_default=True,
              help="Problems to select, balanced over subject x difficulty, keeping the modality mix.")
@_perturb_options
def build_command(source_format, path, out, image_root, min_steps, max_steps, size, families, variants_per_target,
                  max_targets_per_process, allocation, seed, rewriter, llm_base_url, llm_model, llm_api_key_env,
                  audit_n, dry_run, force) -> None:
    """Build a ConfProBench-style benchmark from its source: convert PATH, keep processes with
    --min-steps..--max-steps steps, select --size problems, and perturb them (paper allocation)."""
    from ..perturb import LLMRewriteError, audit
    from ..perturb.build import SelectionConfig, build_benchmark

    if dry_run:
        raise click.UsageError("--dry-run applies to `perturb`; run `confprobench data convert` then `perturb --dry-run`")
    config = _config(families, variants_per_target, max_targets_per_process, allocation, seed, rewriter,
                     llm_base_url, llm_model, llm_api_key_env)
    try:
        selection = SelectionConfig(min_steps=min_steps, max_steps=max_steps, size=size, seed=seed)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    options = {"image_root": image_root} if image_root is not None else {}
    guard_benchmark_out(out, force=force)
    try:
        result = build_benchmark(path, out, source_format=source_format, selection=selection, config=config, **options)
    except LLMRewriteError as exc:
        raise click.ClickException(f"the LLM rewriter's endpoint refused the request: {exc}") from None
    build = result.benchmark.manifest["built_by"]["build"]
    click.echo(f"wrote {result.benchmark.root}: selected {build['selected']} of {build['source_processes']} processes "
               f"({build['within_step_range']} within {min_steps}-{max_steps} steps)")
    click.echo(result.summary())
    if audit_n:
        click.echo(audit(result, audit_n, seed))
