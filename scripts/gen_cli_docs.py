"""Write docs/cli.md, the CLI reference, from the `--help` text of every confprobench command.

    python scripts/gen_cli_docs.py           # rewrites docs/cli.md
    python scripts/gen_cli_docs.py --check   # exits 1 if docs/cli.md is out of date

The help text is the single source: edit a command's docstring or option help, then rerun this.
tests/test_report_cli_docs.py fails when the file and the commands disagree.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import click

REPO_ROOT = Path(__file__).resolve().parent.parent
DOCS = REPO_ROOT / "docs" / "cli.md"
WIDTH = 100  # fixed, so the output does not depend on the terminal

HEADER = """# CLI reference

Generated from the `--help` text of every command by `scripts/gen_cli_docs.py`; do not edit by hand.
Run `confprobench COMMAND --help` for the same text in a terminal.
"""


def _context(command: click.Command, name: str, parent: click.Context | None) -> click.Context:
    """The context `confprobench NAME --help` would build (the command's own settings, e.g. -h), at a fixed width."""
    settings = {**command.context_settings, "terminal_width": WIDTH, "max_content_width": WIDTH}
    return click.Context(command, info_name=name, parent=parent, **settings)


def _walk(command: click.Command, ctx: click.Context) -> list[tuple[str, str]]:
    """(full command name, help text) for ``command`` and, depth first, its sub-commands in name order."""
    entries = [(ctx.command_path, command.get_help(ctx))]
    if isinstance(command, click.Group):
        for name in sorted(command.list_commands(ctx)):
            sub = command.get_command(ctx, name)
            if sub is None or sub.hidden:
                continue
            child = _context(sub, name, ctx)
            entries += _walk(sub, child)
    return entries


def render() -> str:
    """The text of docs/cli.md for the commands as they are now."""
    from confprobench.cli.main import _register, cli

    _register()
    root = _context(cli, "confprobench", None)
    parts = [HEADER]
    for path, text in _walk(cli, root):
        parts.append(f"\n## `{path}`\n\n```text\n{text.rstrip()}\n```\n")
    return "".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if docs/cli.md is out of date instead of writing it"
    )
    args = parser.parse_args()
    text = render()
    if args.check:
        current = DOCS.read_text(encoding="utf-8") if DOCS.is_file() else ""
        if current != text:
            print(f"{DOCS.relative_to(REPO_ROOT)} is out of date; run python scripts/gen_cli_docs.py", file=sys.stderr)
            return 1
        return 0
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    DOCS.write_text(text, encoding="utf-8")
    print(f"wrote {DOCS.relative_to(REPO_ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
