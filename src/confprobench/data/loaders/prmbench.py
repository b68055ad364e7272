"""PRMBench JSONL → processes. The field mapping and the class table are in docs/formats.md.

Each PRMBench record holds one maths problem from PRM800K with two solutions: ``original_process``
(a PRM800K solution, every step correct) and ``modified_process`` (the same solution with errors
planted by GPT-4o; ``error_steps`` lists the wrong steps, 1-based, and ``reason`` says why).
``classification`` is PRMBench's own error class (circular, confidence, ...). Both solutions become
processes: the original with every step labelled 1, the modified one with the error steps labelled 0,
the reason as their explanation, PRMBench's class kept on the step (``source_error_class``) and mapped
to a ProJudge type by :data:`CLASS_TO_ERROR_TYPE`.

Ids. The published files repeat each ``idx`` once per class file (the same problem modified eight
ways), and each class file carries its own, slightly re-typeset copy of the original solution. So:
the modified process is ``<idx>-<classification>``; an original is ``<idx>-original-<hash>``, the
hash covering its question and steps, so identical copies are written once and re-typeset copies
stay apart. All processes of one ``idx`` share a problem id (the bootstrap and the audit's folds
group by problem). A repeated ``(idx, classification)`` with other content gets ``-<hash>`` appended;
an exact repeat is skipped; both are recorded as notes.

The ``multi_solutions`` file is different: its ``modified_process`` is a second solution of the same
question written by QwQ-32B-Preview, which PRMBench's annotators judged correct, so ``error_steps``
must be empty and every step is labelled 1 (process id ``<idx>-multi_solutions``; ``ground_truth``
becomes the reference answer). Its QwQ steps carry the indentation of the response they were cut
from; :func:`clean_step_text` removes it.
"""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Any

from ..benchmark import sha256_bytes
from ..errors import DataError
from ..schema import ErrorType, Process
from .common import (
    LoadedSource,
    Location,
    RecordReader,
    iter_records,
    make_process,
    progress,
)

FORMAT = "prmbench"

#: PRMBench class → ProJudge type. PRMBench's classes say how an error was planted; the type is the
#: kind of mistake the planted step makes in the ProJudge taxonomy (docs/formats.md explains each row).
CLASS_TO_ERROR_TYPE: dict[str, ErrorType] = {
    "circular": ErrorType.RE,  # assumes the conclusion and "verifies" it
    "confidence": ErrorType.RE,  # a false claim asserted with certainty, not derived
    "counterfactual": ErrorType.KE,  # states something that contradicts established facts or rules
    "deception": ErrorType.RE,  # a subtle flaw dressed up to look right
    "domain_inconsistency": ErrorType.KE,  # applies a concept or method from the wrong domain
    "missing_condition": ErrorType.QU,  # uses a condition the (modified) question does not give
    "redundency": ErrorType.RE,  # an unnecessary step; PRMBench counts it wrong (its spelling)
    "step_contradiction": ErrorType.RE,  # contradicts an earlier step
}
#: PRMBench's multi-solution class: a second, fully correct solution of the question (no planted error)
MULTI_SOLUTIONS = "multi_solutions"
REQUIRED_FIELDS = (
    "original_question",
    "original_process",
    "modified_question",
    "modified_process",
    "modified_steps",
    "error_steps",
    "reason",
    "idx",
    "classification",
)
#: Every PRMBench problem comes from the MATH competition collection behind PRM800K (AMC 10/12, AIME
#: and similar contests); the records carry no level, so every process is marked competition.
DIFFICULTY = "competition"
ORIGINAL_SOURCE = "gpt-4 (PRM800K)"
MODIFIED_SOURCE = "gpt-4 (PRM800K), errors planted by gpt-4o (PRMBench)"
MULTI_SOLUTIONS_SOURCE = "qwq-32b-preview (PRMBench multi_solutions: a second solution, judged correct)"
# "Step 7." / "Step 7:" opens some steps whatever their position; a bare "7. " only counts as numbering
# when 7 is the step's own position, so a step that is just a number ("64.") or starts "2.5 ..." is kept.
_STEP_HEADER = re.compile(r"^step\s*\d+\s*[.:]\s*", re.IGNORECASE)


def clean_step_text(text: str, position: int) -> str:
    """The step as PRMBench's judges saw it: surrounding whitespace and the step's own number removed.

    PRMBench's evaluation strips these before it prints ``Step k: <text>``, and confprobench's judges
    print the same header from the step's index, so keeping them would show judges the number twice.
    Lines after the first lose the indentation they share (the QwQ steps of ``multi_solutions`` were
    cut from a response indented by 8 spaces); a list nested deeper keeps its extra indentation.
    """
    text = text.strip()
    first, newline, rest = text.partition("\n")
    if rest:
        text = first + newline + textwrap.dedent(rest)
    header = _STEP_HEADER.match(text)
    if header:
        return text[header.end() :]
    own_number = re.match(rf"{position}\.\s+", text)
    return text[own_number.end() :] if own_number else text


def original_process_id(idx: str, question: str, steps: list[str]) -> str:
    """Id of an original process: its ``idx`` and a hash of its question and (cleaned) step texts."""
    return f"{idx}-original-{_content_hash(question, steps)}"


def load_prmbench(path: str | Path) -> LoadedSource:
    """Read one PRMBench JSONL file, or every ``*.jsonl`` in a folder (in name order)."""
    path = Path(path)
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    if not files:
        raise DataError(path, None, None, "no .jsonl files in this folder")
    builder = _Builder()
    for file in files:
        count = 0
        for where, data in progress(iter_records(file), file.name):
            builder.add(RecordReader(file, where, data))
            count += 1
        if not count:
            raise DataError(file, None, None, "no records")
    return LoadedSource(
        format=FORMAT,
        files=tuple(files),
        image_root=path if path.is_dir() else path.parent,
        processes=tuple(builder.processes),
        notes=tuple(builder.notes()),
    )


class _Builder:
    """Turns records into processes, keeping ids unique and collecting what was skipped."""

    def __init__(self) -> None:
        self.processes: list[Process] = []
        self._ids: dict[str, tuple[str, Location]] = {}  # id → (content hash, where first seen)
        self._inconsistent: list[str] = []
        self._exact_repeats: list[str] = []
        self._renamed: list[str] = []

    def add(self, record: RecordReader) -> None:
        for field in REQUIRED_FIELDS:  # presence first: a missing field is named before any type problem
            if record.data.get(field) is None:
                raise record.error(field, "required field is missing")
        idx = record.record_id("idx")
        classification = record.get("classification", str).strip()
        multi_solution = classification == MULTI_SOLUTIONS
        if classification not in CLASS_TO_ERROR_TYPE and not multi_solution:
            raise record.error(
                "classification",
                f"unknown PRMBench class {classification!r}; expected one of "
                f"{', '.join([*CLASS_TO_ERROR_TYPE, MULTI_SOLUTIONS])}",
            )
        reason = record.get("reason", str).strip()
        if not reason and not multi_solution:
            raise record.error("reason", "empty; every modified process needs the reason for its errors")
        original = [
            clean_step_text(t, k)
            for k, t in enumerate(record.string_list("original_process", record.get("original_process", list)), start=1)
        ]
        modified = [
            clean_step_text(t, k)
            for k, t in enumerate(record.string_list("modified_process", record.get("modified_process", list)), start=1)
        ]
        error_steps = _step_numbers(record, "error_steps", allow_empty=multi_solution)
        if multi_solution and error_steps:
            raise record.error(
                "error_steps",
                f"must be empty in the {MULTI_SOLUTIONS} class (its solution is a second, fully correct one), "
                f"got {sorted(error_steps)}",
            )
        _step_numbers(record, "modified_steps", allow_empty=True)  # checked, not kept (docs/formats.md)
        common: dict[str, Any] = {
            "id_prefix": "prmbench",
            "images": (),
            "subject": "Math",
            "difficulty": DIFFICULTY,
            "problem_key": idx,
        }
        original_question = record.get("original_question", str)
        original_id = original_process_id(idx, original_question, original)
        if original_id not in self._ids:
            self._ids[original_id] = ("", record.where)
            self.processes.append(
                make_process(
                    record.path,
                    record.where,
                    process_id=original_id,
                    question=original_question,
                    source=ORIGINAL_SOURCE,
                    steps=_correct_steps(original),
                    **common,
                )
            )
        beyond = sorted(k for k in error_steps if k > len(modified))
        if beyond:  # a published defect (the process was cut short): the labels cannot be trusted
            self._inconsistent.append(f"{record.path.name}:{record.where} (error step {beyond[0]} of {len(modified)})")
            return
        question = record.get("modified_question", str)
        digest = _content_hash(question, modified, sorted(error_steps), reason)
        process_id = f"{idx}-{classification}"
        if process_id in self._ids:
            seen_digest, first = self._ids[process_id]
            if seen_digest == digest:
                self._exact_repeats.append(f"{record.path.name}:{record.where} repeats {first}")
                return
            process_id = f"{process_id}-{digest}"
            self._renamed.append(f"{record.path.name}:{record.where} → {process_id}")
        self._ids[process_id] = (digest, f"{record.path.name}:{record.where}")
        if multi_solution:
            answer = record.get("ground_truth", (str, int, float), required=False)
            self.processes.append(
                make_process(
                    record.path,
                    record.where,
                    process_id=process_id,
                    question=question,
                    source=MULTI_SOLUTIONS_SOURCE,
                    steps=_correct_steps(modified),
                    reference_answer=None if answer is None or not str(answer).strip() else str(answer).strip(),
                    **common,
                )
            )
            return
        error_type = CLASS_TO_ERROR_TYPE[classification]
        steps = [
            {
                "index": k,
                "text": t,
                "label": 0,
                "error_type": error_type,
                "explanation": reason,
                "source_error_class": classification,
            }
            if k in error_steps
            else {"index": k, "text": t, "label": 1}
            for k, t in enumerate(modified, start=1)
        ]
        self.processes.append(
            make_process(
                record.path,
                record.where,
                process_id=process_id,
                question=question,
                source=MODIFIED_SOURCE,
                steps=steps,
                **common,
            )
        )

    def notes(self) -> list[str]:
        notes = []
        if self._inconsistent:
            notes.append(
                f"{len(self._inconsistent)} modified process(es) skipped because error_steps names a step "
                f"beyond the end of modified_process (their originals are kept), e.g. "
                f"{'; '.join(self._inconsistent[:3])}"
            )
        if self._exact_repeats:
            notes.append(
                f"{len(self._exact_repeats)} exact repeat(s) of an (idx, classification) record skipped, e.g. "
                f"{'; '.join(self._exact_repeats[:3])}"
            )
        if self._renamed:
            notes.append(
                f"{len(self._renamed)} record(s) repeat an (idx, classification) with other content and got "
                f"a content hash appended to their id, e.g. {'; '.join(self._renamed[:3])}"
            )
        return notes


def _step_numbers(record: RecordReader, field: str, *, allow_empty: bool = False) -> set[int]:
    value = record.get(field, list)
    numbers = set()
    for position, item in enumerate(value):
        if isinstance(item, bool) or not isinstance(item, int):
            raise record.error(
                f"{field}[{position}]", f"expected a 1-based step number, got {type(item).__name__} {item!r:.40}"
            )
        if item < 1:
            raise record.error(f"{field}[{position}]", f"step numbers start at 1, got {item}")
        numbers.add(item)
    if not value and not allow_empty:
        raise record.error(field, "the list is empty")
    return numbers


def _correct_steps(texts: list[str]) -> list[dict[str, Any]]:
    """Step records of a solution whose every step is correct (an original, or a multi-solutions answer)."""
    return [{"index": k, "text": t, "label": 1} for k, t in enumerate(texts, start=1)]


def _content_hash(*parts: Any) -> str:
    return sha256_bytes(json.dumps(parts, ensure_ascii=False).encode("utf-8"))[:8]
