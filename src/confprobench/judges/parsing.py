"""Turning model output into step judgments, tolerant of format noise but never guessing.

- ``parse_verbalized``: the paper's protocol, one JSON answer for all steps. Every step gets a
  status: ok, missing (no label and no probability), invalid (a value that makes no sense) or
  misaligned (the judge's step list cannot be matched to the process's steps one to one).
  Output that holds no JSON at all raises :class:`UnparseableOutput` (the record becomes a failure).
- ``verdict_probability``: P(Yes) / (P(Yes) + P(No)) from the top log-probabilities of the first token.
- ``parse_yes_no``: the verdict of one sampled answer.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Literal

from ..data import ErrorType, StepJudgment

YES_WORDS = ("yes", "correct")
NO_WORDS = ("no", "incorrect")


class UnparseableOutput(ValueError):
    """The model's answer holds no usable JSON; ``kind`` says why (parse or truncated)."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def _json_candidates(text: str) -> list[Any]:
    """JSON values found in ``text``: the whole text, a fenced block, or the outermost {...} / [...]."""
    stripped = text.strip()
    fenced = re.findall(r"```(?:json)?\s*(.*?)```", stripped, flags=re.DOTALL)
    pieces = [stripped, *fenced]
    for opener, closer in ("{}", "[]"):
        start, end = stripped.find(opener), stripped.rfind(closer)
        if 0 <= start < end:
            pieces.append(stripped[start : end + 1])
    found = []
    for piece in pieces:
        try:
            found.append(json.loads(piece))
        except (json.JSONDecodeError, ValueError):
            continue
    return found


def _entries(value: Any) -> list[Any] | None:
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        for key in ("steps", "judgments", "results"):
            listed = value.get(key)
            if isinstance(listed, list):
                return listed
    return None


def parse_verbalized(
    text: str, n_steps: int, *, finish_reason: str | None = None
) -> tuple[list[StepJudgment], list[str]]:
    """Parse a verbalized answer for a process of ``n_steps`` steps.

    Returns the judgments (one per step, in order) and warnings worth keeping in ``meta``.
    """
    entries = next((e for e in map(_entries, _json_candidates(text)) if e is not None), None)
    if entries is None:
        if finish_reason == "length":
            raise UnparseableOutput("truncated", "output was cut at max_tokens before the JSON was complete")
        raise UnparseableOutput("parse", "no JSON step list found in the output")
    indices = [e.get("step") if isinstance(e, dict) else None for e in entries]
    if len(entries) != n_steps:
        detail = f"judge returned {len(entries)} step entries for {n_steps} steps"
        return [StepJudgment(index=i, status="misaligned", detail=detail) for i in range(1, n_steps + 1)], []
    if all(i is None for i in indices):
        ordered = list(entries)
    elif sorted(_as_int(i) or 0 for i in indices) == list(range(1, n_steps + 1)):
        ordered = sorted(entries, key=lambda e: _as_int(e.get("step")) or 0)  # every index is an int here
    else:
        detail = f"step numbers {indices} are not 1..{n_steps}"
        return [StepJudgment(index=i, status="misaligned", detail=detail) for i in range(1, n_steps + 1)], []
    judgments, warnings = [], []
    for index, entry in enumerate(ordered, start=1):
        judgment, warning = _judgment(index, entry)
        judgments.append(judgment)
        if warning:
            warnings.append(warning)
    return judgments, warnings


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _judgment(index: int, entry: Any) -> tuple[StepJudgment, str | None]:
    if not isinstance(entry, dict):
        return StepJudgment(
            index=index, status="invalid", detail=f"entry is {type(entry).__name__}, not an object"
        ), None
    raw_label = entry.get("label", entry.get("correct"))
    raw_prob = entry.get("probability", entry.get("confidence"))
    if raw_label is None and raw_prob is None:
        return StepJudgment(index=index, status="missing", detail="no label and no probability"), None
    label = _label(raw_label)
    if raw_label is not None and label is None:
        return StepJudgment(index=index, status="invalid", detail=f"label {raw_label!r} is not 0 or 1"), None
    if label is None:
        # A probability without a label is ambiguous: confidence in which answer?
        return StepJudgment(index=index, status="invalid", detail="probability given without a label"), None
    confidence = None
    if raw_prob is not None:
        confidence = _probability(raw_prob)
        if confidence is None:
            return StepJudgment(
                index=index, status="invalid", detail=f"probability {raw_prob!r} is not in [0, 1]"
            ), None
    error_type, warning = None, None
    raw_type = entry.get("error_type")
    if label == 0 and raw_type not in (None, "", "null", "none", "None"):
        try:
            error_type = ErrorType.parse(raw_type)
        except ValueError:
            warning = f"step {index}: unknown error type {raw_type!r} dropped"
    return StepJudgment(index=index, label=label, confidence=confidence, error_type=error_type), warning


def _label(value: Any) -> Literal[0, 1] | None:
    if isinstance(value, bool):
        return 1 if value else 0
    if isinstance(value, (int, float)) and value in (0, 1):
        return 1 if value == 1 else 0
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("1", "correct", "true", "yes"):
            return 1
        if text in ("0", "incorrect", "false", "no"):
            return 0
    return None


def _probability(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip()
        percent = text.endswith("%")
        try:
            number = float(text.rstrip("%")) / (100.0 if percent else 1.0)
        except ValueError:
            return None
    elif isinstance(value, (int, float)):
        number = float(value)
    else:
        return None
    if math.isnan(number) or not 0.0 <= number <= 1.0:
        return None
    return number


def _verdict_word(token: str) -> str | None:
    word = token.strip().strip(".,:!").lower()
    return word if word in ("yes", "no") else None


def verdict_probability(top_logprobs: tuple[tuple[str, float], ...]) -> tuple[float | None, dict[str, float]]:
    """P(Yes) / (P(Yes) + P(No)) summed over the spellings of each word among the alternatives.

    Returns (None, masses) when neither word appears, since the share cannot be known.
    """
    mass = {"yes": 0.0, "no": 0.0}
    for token, logprob in top_logprobs:
        word = _verdict_word(token)
        if word:
            mass[word] += math.exp(logprob)
    total = mass["yes"] + mass["no"]
    if total <= 0.0:
        return None, mass
    return mass["yes"] / total, mass


def parse_yes_no(text: str) -> int | None:
    """1 for an answer starting with yes/correct, 0 for no/incorrect, None otherwise."""
    match = re.match(r"\W*(\w+)", text.lower())
    if not match:
        return None
    word = match.group(1)
    if word in YES_WORDS:
        return 1
    if word in NO_WORDS:
        return 0
    return None
