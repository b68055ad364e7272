"""The `confprobench` command group. Each command lives in its own module of this package."""

from __future__ import annotations

import sys
from typing import Any

import click

from .. import __version__
from ..data.errors import DataError


class _Group(click.Group):
    """Turns bad-input errors into one clear line and exit code 2 instead of a traceback."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["argv"] = ["confprobench", *args]  # the command line as given, for run manifests
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except DataError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="confprobench")
def cli() -> None:
    """Measure whether the step-level confidence of process judges can be trusted.

    \b
    Typical flow (each step writes plain JSON/JSONL you can open):
      confprobench perturb  --bench BENCH --out PERTURBED   # meaning-preserving variants + injected errors
      confprobench run      --bench PERTURBED --judge SPEC --out RUN
      confprobench score    --bench PERTURBED --predictions RUN/predictions/JUDGE.jsonl --out metrics.json
      confprobench report   RUN --out REPORT
    `confprobench demo` does all of it on the bundled sample with the offline default judge.
    """


def _register() -> None:
    # One line per command module; keep the list sorted.
    from . import data

    cli.add_command(data.data_command)
    from . import score

    cli.add_command(score.score_command)
    from . import run

    cli.add_command(run.run_command)
    cli.add_command(run.merge_command)
    from . import interop

    cli.add_command(interop.import_inspect_command)
    from . import report

    cli.add_command(report.report_command)
    cli.add_command(report.compare_command)
    cli.add_command(report.calibrate_command)
    from . import perturb

    cli.add_command(perturb.perturb_command)
    cli.add_command(perturb.build_command)
    from . import demo

    cli.add_command(demo.demo_command)
    from . import review

    cli.add_command(review.review_command)
    # -- commands (helpers add their line above this marker) --
    return None


def main() -> None:
    """Run the confprobench command line (the console-script entry point)."""
    _register()
    cli(prog_name="confprobench")


if __name__ == "__main__":
    main()
