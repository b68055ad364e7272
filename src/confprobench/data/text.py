"""Text helpers shared by every layer: the one word-level diff of the package.

The diff keeps whitespace as its own tokens so that joining the segments of one side gives that side
back exactly; the audit's text markers and the HTML highlighting are two renderings of the same segments.
"""

from __future__ import annotations

import difflib
import re
from typing import Literal, NamedTuple

_TOKENS = re.compile(r"\s+|[^\s]+")


class DiffSegment(NamedTuple):
    """One run of the diff: unchanged text, text only in ``before`` (del) or only in ``after`` (ins)."""

    op: Literal["same", "del", "ins"]
    text: str


def word_diff(before: str, after: str) -> list[DiffSegment]:
    """Segments turning ``before`` into ``after`` word by word (whitespace kept, so sides rejoin exactly)."""
    a, b = _TOKENS.findall(before), _TOKENS.findall(after)
    segments: list[DiffSegment] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            segments.append(DiffSegment("same", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            segments.append(DiffSegment("del", "".join(a[i1:i2])))
        if j2 > j1:
            segments.append(DiffSegment("ins", "".join(b[j1:j2])))
    return segments


def word_diff_markers(before: str, after: str) -> str:
    """The diff as one line of text: removed words as ``[-old-]``, added words as ``{+new+}``."""
    pieces = []
    for op, text in word_diff(before, after):
        if op == "same" or not text.strip():
            pieces.append(text if op != "del" else "")
            continue
        mark = ("[-", "-]") if op == "del" else ("{+", "+}")
        pieces.append(f" {mark[0]}{' '.join(text.split())}{mark[1]} ")
    return " ".join("".join(pieces).split())
