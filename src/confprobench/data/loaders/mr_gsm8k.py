"""MR-GSM8K (JSON list of records) → processes. The field mapping is in docs/formats.md.

MR-GSM8K (Zeng et al., 2023, MIT licence) is a meta-reasoning benchmark on GSM8K's grade-school word
problems: a model's step-by-step solution (``Step 1: ...``, with GSM8K's ``<<48/2=24>>`` calculator
annotations kept) to an original GSM8K question, a "reversed" one (a given turned into the unknown X)
or a program-of-thought variant, judged by annotators as correct or wrong and, when wrong, with its
first wrong step and why. The data file, and the evaluation-result files of its repository, are JSON
lists of such records.

Each list item is one step, ``Step k: text``; the header is removed (judges print ``Step k:`` from the
step index). Program-of-thought solutions are Python statements, not reasoning steps: they are skipped
with a note, as is a solution whose headers are not numbered 1, 2, 3, ... or whose first wrong step
is not one of its steps.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataError
from ..schema import Process
from .common import (
    STEP_HEADER_RE,
    LoadedSource,
    Location,
    RecordReader,
    SkipRecord,
    check_unique_ids,
    convert_records,
    labels_to_first_error,
    make_process,
    read_json,
)

FORMAT = "mr-gsm8k"

#: ``question_type`` values whose solutions are prose steps; "POT" (program of thought) is skipped.
PROSE_QUESTION_TYPES = ("original", "reversed")


def load_mr_gsm8k(path: str | Path) -> LoadedSource:
    """Read an MR-GSM8K JSON file: a list of solution records.

    A correct solution gets every step labelled 1. A wrong one gets the steps before its first wrong
    step labelled 1, that step 0 (``error_type`` UNSPECIFIED: MR-GSM8K names no type; the annotators'
    reason becomes its explanation) and the steps after it unlabelled. Every record is a maths problem
    ("Math"); GSM8K's grade-school level has no value in the schema, so the difficulty stays unset.
    """
    path = Path(path)
    notes: list[str] = []
    located = convert_records(path, _records(path), _process, notes)
    if not located:
        raise DataError(path, None, None, "no solutions with prose steps")
    return LoadedSource(
        format=FORMAT,
        files=(path,),
        image_root=path.parent,
        processes=check_unique_ids(path, located),
        notes=tuple(notes),
    )


def _records(file: Path) -> list[tuple[Location, Any]]:
    """Each record of the file, located as ``record <n>`` (1-based)."""
    data = read_json(file)
    if not isinstance(data, list):
        raise DataError(file, None, None, f"expected a list of solution records, got {type(data).__name__}")
    return [(f"record {n}", record) for n, record in enumerate(data, start=1)]


def _process(file: Path, where: Location, data: Any) -> Process:
    record = RecordReader(file, where, data)
    uuid = record.record_id("uuid")
    question_type = record.get("question_type", str)
    if question_type not in PROSE_QUESTION_TYPES:
        raise SkipRecord(f"question_type {question_type!r}: its steps are program statements, not prose")
    answer = record.get("ground_truth_answer", (str, int, float), required=False)
    return make_process(
        file,
        f"{where}, uuid {uuid}",
        process_id=uuid,
        id_prefix=FORMAT,
        question=record.get("question", str).strip(),
        images=(),
        subject="Math",
        difficulty=None,
        steps=_steps(record),
        reference_answer=None if answer is None else str(answer),
        source=f"MR-GSM8K ({question_type} question)",
        problem_key=uuid,
    )


def _steps(record: RecordReader) -> list[dict[str, Any]]:
    lines = record.string_list("model_output_steps", record.get("model_output_steps", list))
    texts: list[str] = []
    for n, line in enumerate(lines, start=1):
        header = STEP_HEADER_RE.match(line)
        if header is None or int(header.group(1)) != n:
            raise SkipRecord(f"step {n} does not open with 'Step {n}:' ({line.strip()[:40]!r})")
        texts.append(line[header.end() :].strip())
    correctness = record.get("model_output_solution_correctness", str)
    if correctness == "correct":
        return labels_to_first_error(texts, None)
    if correctness != "wrong":
        raise record.error("model_output_solution_correctness", f"expected 'correct' or 'wrong', got {correctness!r}")
    named = record.get("model_output_solution_first_error_step", (str, int))
    if not str(named).strip().isdigit() or not 1 <= int(named) <= len(texts):
        raise SkipRecord(f"its first wrong step {named!r} is not one of its {len(texts)} steps")
    reason = record.get("model_output_solution_first_error_reason", str, required=False, default="").strip()
    return labels_to_first_error(texts, int(named), reason or None)
