"""MR-Ben (JSON, one file per subject) → processes. The field mapping is in docs/formats.md.

MR-Ben (Zeng et al., 2024, MIT licence) asked Claude 2, GPT-3.5 and Mistral-Medium to answer
multiple-choice questions step by step ("Step 1: ...", closing with "Solution: Choice_B"), and had
annotators mark each solution correct or incorrect and, for an incorrect one, its first wrong step
and why. A file maps each question's UUID to the list of its solutions, one per model.

Steps. A line opening with ``Step k:`` starts step k; the lines after it (Mistral writes equations
and option-by-option notes on lines of their own) belong to it, and the closing ``Solution:`` line
ends the last step, as a final-answer line does. The header itself is removed: judges print
``Step k:`` from the step index. A solution whose headers are not numbered 1, 2, 3, ... or whose
first wrong step names no header cannot be labelled step by step; it is skipped and named in a note.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataError
from ..schema import Process, Subject
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

FORMAT = "mrben"

#: The last word of MR-Ben's ``Subject`` (``college_physics``) → the schema's subject; others are "Other".
#: ``high_school_*`` gives the level ``high_school``; ``college_*`` has no level in the schema and stays unset.
SUBJECTS: dict[str, Subject] = {"math": "Math", "physics": "Physics", "chemistry": "Chemistry", "biology": "Biology"}

#: Files of MR-Ben's data folder that hold no step-by-step solutions; a folder conversion skips them with a note.
NOT_STEP_FILES = {
    "k_shot_demo.json": "MR-Ben's few-shot demonstrations, not benchmark records",
    "coding.json": "its solutions are programs, not lists of steps",
}


def load_mrben(path: str | Path) -> LoadedSource:
    """Read one MR-Ben subject file, or every subject file of a folder in name order.

    In a folder, the few-shot demonstrations and the coding file (programs, not steps) are skipped with a note.

    Correct solutions get every step labelled 1. An incorrect one gets the steps before its first
    wrong step labelled 1, that step 0 (``error_type`` UNSPECIFIED: MR-Ben names no type; the
    annotators' reasons become its explanation), and the steps after it unlabelled (never annotated).
    """
    path = Path(path)
    notes: list[str] = []
    if path.is_dir():
        files = []
        for file in sorted(path.glob("*.json")):
            if file.name in NOT_STEP_FILES:
                notes.append(f"{file.name}: not read, {NOT_STEP_FILES[file.name]}")
            elif file.stat().st_size == 0:
                notes.append(f"{file.name}: not read, the file is empty")
            else:
                files.append(file)
    else:
        files = [path]
    if not files:
        raise DataError(path, None, None, "no MR-Ben subject files (.json) in this folder")
    located = [pair for file in files for pair in convert_records(file, _records(file), _process, notes)]
    if not located:
        raise DataError(path, None, None, "no solutions")
    return LoadedSource(
        format=FORMAT,
        files=tuple(files),
        image_root=files[0].parent,
        processes=check_unique_ids(path, located),
        notes=tuple(notes),
    )


def _records(file: Path) -> list[tuple[Location, Any]]:
    """Each solution of the file, located as ``question <uuid>, solution <n>``."""
    data = read_json(file)
    if not isinstance(data, dict):
        raise DataError(
            file, None, None, f"expected an object mapping question ids to solutions, got {type(data).__name__}"
        )
    records: list[tuple[Location, Any]] = []
    for question_id, solutions in data.items():
        if not isinstance(solutions, list):
            raise DataError(file, f"question {question_id}", None, "expected a list of solutions")
        records.extend((f"question {question_id}, solution {n}", record) for n, record in enumerate(solutions))
    return records


def _process(file: Path, where: Location, data: Any) -> Process:
    record = RecordReader(file, where, data)
    question_id = record.record_id("Question_UUID")
    model = record.get("Sampled_Model", str)
    subject_name = record.get("Subject", str)
    options = record.get("Options", str, required=False, default="").strip()
    question = record.get("Question", str).strip()
    return make_process(
        file,
        where,
        process_id=f"{question_id}-{model}",
        id_prefix=FORMAT,
        question=f"{question}\n\n{options}" if options else question,
        images=(),
        subject=SUBJECTS.get(subject_name.rsplit("_", 1)[-1], "Other"),
        difficulty="high_school" if subject_name.startswith("high_school_") else None,
        steps=_steps(record),
        reference_answer=record.get("Ground_Truth_Answer_Modified", str, required=False)
        or record.get("Ground_Truth_Answer", str, required=False),
        source=f"{model} (MR-Ben)",
        problem_key=question_id,
    )


def _steps(record: RecordReader) -> list[dict[str, Any]]:
    lines = record.string_list("Model_Solution_Steps", record.get("Model_Solution_Steps", list))
    texts = _group_steps(record, lines)
    correctness = record.get("Model_Solution_Correctness", str)
    if correctness == "correct":
        return labels_to_first_error(texts, None)
    if correctness != "incorrect":
        raise record.error("Model_Solution_Correctness", f"expected 'correct' or 'incorrect', got {correctness!r}")
    named = record.get("Model_Solution_First_Error_Step", (str, int))
    if not str(named).strip().isdigit() or not 1 <= int(named) <= len(texts):
        raise SkipRecord(f"its first wrong step {named!r} is not one of its {len(texts)} steps")
    reasons = record.get("Model_Solution_Error_Reason", (list, str), required=False, default=[])
    reasons = [reasons] if isinstance(reasons, str) else reasons
    explanation = " / ".join(str(reason).strip() for reason in reasons if str(reason).strip()) or None
    return labels_to_first_error(texts, int(named), explanation)


def _group_steps(record: RecordReader, lines: list[str]) -> list[str]:
    """The step texts: each ``Step k:`` line with the lines that follow it, headers removed."""
    preamble: list[str] = []
    steps: list[list[str]] = []
    for line in lines:
        header = STEP_HEADER_RE.match(line)
        if header:
            if int(header.group(1)) != len(steps) + 1:
                raise SkipRecord(f"its step headers are not numbered 1, 2, 3, ... ({line.strip()[:40]!r})")
            steps.append([line[header.end() :].strip()])
        elif line.strip():
            (steps[-1] if steps else preamble).append(line.strip())
    if not steps:
        raise SkipRecord("it has no 'Step 1:' line")
    if preamble:  # "Here is the step-by-step analysis:" before Step 1 opens the first step
        steps[0] = preamble + steps[0]
    return ["\n".join(part for part in step if part) for step in steps]
