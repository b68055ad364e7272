"""The compact format the subject modules write problems and solutions in.

A problem is written once with ``problem(...)`` and holds one or more solutions, each written with
``solution(style, steps)`` in the manner of one model family (see STYLES). A step is one of:

- ``"text"``: a correct step;
- ``("text", "NC", "one-line explanation")``: a first-hand error of that type;
- ``("text", CARRIED)`` or ``("text", CARRIED, "explanation")``: a step whose own working is right
  but which reuses a wrong value from an earlier step. It is labelled incorrect, takes the error
  type of the error it inherits, and is marked ``carried_error`` (the sample's labelling
  convention, docs/formats.md). Without an explanation one naming the origin step is written.
"""

from __future__ import annotations

from typing import Any

CARRIED = "carried"

#: Solution styles, named after the model families whose output they imitate (all hand-written).
STYLES = ("gpt-4o", "qwen-vl", "claude")

SUBJECT_OF = {"math": "Math", "phys": "Physics", "chem": "Chemistry", "bio": "Biology"}
DIFFICULTY_OF = {"ms": "middle_school", "hs": "high_school", "comp": "competition"}

StepSpec = str | tuple[str, str] | tuple[str, str, str]


def solution(style: str, steps: list[StepSpec]) -> dict[str, Any]:
    """One solution to a problem, written in ``style`` (one of STYLES)."""
    return {"style": style, "steps": list(steps)}


def problem(
    pid: str, *, question: str, answer: str, solutions: list[dict[str, Any]], images: list[str] | None = None
) -> dict[str, Any]:
    """A problem with its solutions; subject and difficulty come from the id (``math-hs-03``)."""
    prefix, level = pid.split("-")[:2]
    return {
        "id": pid,
        "subject": SUBJECT_OF.get(prefix, "?"),
        "difficulty": DIFFICULTY_OF.get(level, "?"),
        "question": question,
        "images": list(images or []),
        "reference_answer": answer,
        "solutions": list(solutions),
    }
