"""Content of the realistic development and test sets (see scripts/build_evalsets.py)."""

import textwrap


def t(text: str) -> str:
    """A step or question written as an indented triple-quoted string, dedented and stripped."""
    return textwrap.dedent(text).strip("\n").rstrip()
