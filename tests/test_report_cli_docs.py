"""docs/cli.md is generated from the commands' --help text and must match them (rerun
scripts/gen_cli_docs.py after changing a command)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _generator():
    spec = importlib.util.spec_from_file_location("gen_cli_docs", ROOT / "scripts" / "gen_cli_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cli_reference_is_up_to_date():
    generator = _generator()
    current = generator.DOCS.read_text(encoding="utf-8")
    assert current == generator.render(), "docs/cli.md is out of date: run python scripts/gen_cli_docs.py"


def test_cli_reference_covers_every_command_and_option():
    from confprobench.cli.main import _register, cli

    _register()
    text = _generator().render()
    for name, command in cli.commands.items():
        assert f"## `confprobench {name}`" in text
        for param in command.params:
            for option in getattr(param, "opts", []):
                if option.startswith("--"):
                    assert option in text, f"{name} {option}"
