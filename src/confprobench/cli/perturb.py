"""`confprobench perturb` and `confprobench build`: thin shells over confprobench.perturb."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import click

from ..data import FAMILIES, load_benchmark
from ..data.benchmark import guard_benchmark_out

if TYPE_CHECKING:
    from ..perturb import PerturbConfig, PerturbResult


def _families(value: str) -> tuple[str, ...]:
    families = tuple(f.strip() for f in value.split(",") if f.strip())
    unknown = [f for f in families if f not in FAMILIES]
    if unknown or not families:
        raise click.BadParameter(f"unknown {unknown}; choose from {','.join(FAMILIES)}", param_hint="--families")
    return families


@dataclass(frozen=True)
class PerturbOptions:
    """The options `perturb` and `build` share, as one record (click fills it; see ``_perturb_options``)."""

    families: str
    variants_per_target: int
    max_targets_per_process: int | None
    allocation: Literal["paper", "all"]
    seed: int
    rewriter: Literal["rules", "llm"]
    llm_base_url: str | None
    llm_model: str | None
    llm_api_key_env: str
    audit_n: int
    dry_run: bool
    force: bool

    def config(self) -> PerturbConfig:
        """The engine's configuration; ``--rewriter llm`` without its endpoint is a usage error."""
        from ..perturb import LLMRewriterConfig, PerturbConfig

        llm = None
        if self.rewriter == "llm":
            if not self.llm_base_url or not self.llm_model:
                raise click.UsageError("--rewriter llm needs --llm-base-url and --llm-model")
            llm = LLMRewriterConfig(base_url=self.llm_base_url, model=self.llm_model, api_key_env=self.llm_api_key_env)
        return PerturbConfig(
            families=_families(self.families),
            variants_per_target=self.variants_per_target,
            max_targets_per_process=self.max_targets_per_process,
            allocation=self.allocation,
            seed=self.seed,
            rewriter=self.rewriter,
            llm=llm,
        )


_OPTION_NAMES = tuple(f.name for f in fields(PerturbOptions))


def _perturb_options(function: Callable[..., None]) -> Callable[..., None]:
    """Add the shared options to a command and hand them to it as one ``options: PerturbOptions`` argument."""

    @functools.wraps(function)
    def command(**kwargs: Any) -> None:
        options = PerturbOptions(**{name: kwargs.pop(name) for name in _OPTION_NAMES})
        function(options=options, **kwargs)

    decorators = [
        click.option(
            "--families", default=",".join(FAMILIES), show_default=True, help="Comma-separated families to generate."
        ),
        click.option(
            "--variants-per-target",
            type=click.IntRange(min=1),
            default=10,
            show_default=True,
            help="Most accepted variants per target (a correct step, or an image).",
        ),
        click.option(
            "--max-targets-per-process",
            type=click.IntRange(min=1),
            default=None,
            help="Sample at most this many targets per process and family (default: all).",
        ),
        click.option(
            "--allocation",
            type=click.Choice(["paper", "all"]),
            default="paper",
            show_default=True,
            help="paper: one robustness family per problem, balanced over subject x difficulty (image only "
            "where there are images), plus error injection; all: every family on every process.",
        ),
        click.option("--seed", type=int, default=0, show_default=True, help="Seed for every random choice."),
        click.option(
            "--rewriter",
            type=click.Choice(["rules", "llm"]),
            default="rules",
            show_default=True,
            help="Where synonym/syntactic rewrites come from: the built-in rules or an LLM endpoint.",
        ),
        click.option("--llm-base-url", default=None, help="OpenAI-compatible base URL for --rewriter llm."),
        click.option("--llm-model", default=None, help="Model name for --rewriter llm."),
        click.option(
            "--llm-api-key-env",
            default="OPENAI_API_KEY",
            show_default=True,
            help="Name of the environment variable holding the endpoint's API key (the key is never stored).",
        ),
        click.option(
            "--audit",
            "audit_n",
            type=click.IntRange(min=0),
            default=0,
            help="Print N random original/variant pairs per family with a word-level diff.",
        ),
        click.option(
            "--dry-run", is_flag=True, help="Print the allocation and the most variants it implies; write nothing."
        ),
        click.option(
            "--force",
            is_flag=True,
            help="Overwrite --out if it already holds a benchmark (never one a run in the same tree judged).",
        ),
    ]
    for decorator in reversed(decorators):
        command = decorator(command)
    return command


def _print_plan(plan: dict[str, Any], variants_per_target: int) -> None:
    click.echo(
        f"plan: {plan['processes']} processes; per family {plan['processes_per_family']}; "
        f"targets {plan['targets_per_family']}; at most {plan['max_variants']} variants "
        f"(= judge calls, {variants_per_target} per target) + {plan['processes']} on the originals"
    )


def _fail_on_empty_families(result: PerturbResult) -> None:
    """Exit non-zero when a family had targets but made no variant: its scores would silently be missing."""
    empty = result.empty_families()
    if empty:
        raise click.ClickException(
            "no variant at all from "
            + "; ".join(f"{family}: {why}" for family, why in empty.items())
            + f" (see {result.benchmark.root / 'rejects.jsonl'})"
        )


@click.command("perturb")
@click.option(
    "--bench",
    default=None,
    help="Input benchmark: a directory or a bundled name (confprobench-mini, the default; prmbench-slice).",
)
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Directory for the perturbed benchmark.")
@_perturb_options
def perturb_command(bench: str | None, out: Path, options: PerturbOptions) -> None:
    """Perturb a benchmark: meaning-preserving variants and injected errors.

    The output benchmark's variants.jsonl holds the variants, each with its meaning-check verdicts;
    rejects.jsonl holds every rejected candidate with its reasons (docs/perturbations.md)."""
    from ..perturb import LLMRewriteError, audit, perturb_benchmark, plan

    config = options.config()
    source = load_benchmark(bench)
    _print_plan(plan(source, config), options.variants_per_target)
    if options.dry_run:
        return
    guard_benchmark_out(out, force=options.force, source=source.root)
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
    if options.audit_n:
        click.echo(audit(result, options.audit_n, options.seed))
    _fail_on_empty_families(result)


@click.command("build")
@click.option(
    "--from",
    "source_format",
    required=True,
    type=click.Choice(["projudgebench"]),
    help="Source format of PATH (ProJudgeBench: test.parquet with its image folder).",
)
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--out", required=True, type=click.Path(path_type=Path), help="Directory for the built benchmark.")
@click.option(
    "--image-root",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="Folder the source's image paths are relative to (default: the folder holding PATH).",
)
@click.option(
    "--min-steps",
    type=click.IntRange(min=1),
    default=3,
    show_default=True,
    help="Keep processes with at least this many steps.",
)
@click.option(
    "--max-steps",
    type=click.IntRange(min=1),
    default=8,
    show_default=True,
    help="Keep processes with at most this many steps.",
)
@click.option(
    "--size",
    type=click.IntRange(min=1),
    default=1200,
    show_default=True,
    help="Problems to select, balanced over subject x difficulty, keeping the modality mix.",
)
@_perturb_options
def build_command(
    source_format: str,
    path: Path,
    out: Path,
    image_root: Path | None,
    min_steps: int,
    max_steps: int,
    size: int,
    options: PerturbOptions,
) -> None:
    """Build a ConfProBench-style benchmark from its source: convert PATH, keep processes with
    --min-steps..--max-steps steps, select --size problems, and perturb them (paper allocation).

    Like `perturb`, it exits non-zero if a family that had targets made no variant at all."""
    from ..perturb import LLMRewriteError, audit
    from ..perturb.build import SelectionConfig, build_benchmark

    if options.dry_run:
        raise click.UsageError(
            "--dry-run applies to `perturb`; run `confprobench data convert` then `perturb --dry-run`"
        )
    config = options.config()
    try:
        selection = SelectionConfig(min_steps=min_steps, max_steps=max_steps, size=size, seed=options.seed)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    roots = {"image_root": image_root} if image_root is not None else {}
    guard_benchmark_out(out, force=options.force)
    try:
        result = build_benchmark(path, out, source_format=source_format, selection=selection, config=config, **roots)
    except LLMRewriteError as exc:
        raise click.ClickException(f"the LLM rewriter's endpoint refused the request: {exc}") from None
    build = result.benchmark.manifest["built_by"]["build"]
    click.echo(
        f"wrote {result.benchmark.root}: selected {build['selected']} of {build['source_processes']} processes "
        f"({build['within_step_range']} within {min_steps}-{max_steps} steps)"
    )
    click.echo(result.summary())
    if options.audit_n:
        click.echo(audit(result, options.audit_n, options.seed))
    _fail_on_empty_families(result)
