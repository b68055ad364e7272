"""ProJudgeBench (``test.parquet`` + image folder) → processes. The column mapping is in docs/formats.md.

``image_paths`` is a dict from key (``image_1``, ``image_2``, ...) to a path relative to the
parquet's folder; a parquet written from the published dataset stores it as a struct column whose
fields are the union of keys, so unused keys hold empty strings (or nulls). A map column or a JSON
string is accepted too. Rows are numbered from 0, as ``dataset[i]`` numbers them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..images import DEFAULT_MAX_PIXELS
from ..schema import ErrorType, Process
from .common import ImageChecker, LoadedSource, Location, RecordReader, check_unique_ids, make_process, progress

FORMAT = "projudgebench"
REQUIRED_COLUMNS = ("id", "question", "subject", "data_type", "image_paths", "process_evaluation")
SUBJECTS = ("Math", "Physics", "Chemistry", "Biology")
TEXT_ONLY_DATA_TYPE = "pure_text"
_KEY_NUMBER = re.compile(r"(\d+)$")
_IMAGE_TAG = re.compile(r"<image_(\d+)>")


def load_projudgebench(
    path: str | Path,
    *,
    image_root: str | Path | None = None,
    max_pixels: int = DEFAULT_MAX_PIXELS,
) -> LoadedSource:
    """Read a ProJudgeBench parquet; images are resolved under ``image_root`` (default: the parquet's folder)."""
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise DataError(
            path, None, None, "reading parquet needs pyarrow: pip install 'confprobench[parquet]'"
        ) from None

    path = Path(path)
    if path.is_dir():
        path = path / "test.parquet"
    if not path.is_file():
        raise DataError(path, None, None, "file not found")
    try:
        table = pq.read_table(path)
    except Exception as exc:  # pyarrow raises several unrelated types for a bad file
        raise DataError(path, None, None, f"not a readable parquet file ({exc})") from None
    for column in REQUIRED_COLUMNS:
        if column not in table.column_names:
            raise DataError(
                path, None, column, f"required column is missing; columns present: {', '.join(table.column_names)}"
            )
    root = Path(image_root) if image_root is not None else path.parent
    images = ImageChecker(root, path, max_pixels)
    located: list[tuple[Location, Any]] = []
    mismatched: list[str] = []
    for row, data in enumerate(progress(table.select(list(REQUIRED_COLUMNS)).to_pylist(), path.name)):
        raw_id = data.get("id")
        where = (
            f"row {row}, id {raw_id!r}"
            if isinstance(raw_id, (str, int)) and not isinstance(raw_id, bool)
            else f"row {row}"
        )
        process, data_type_agrees = _process(RecordReader(path, where, data), images)
        if not data_type_agrees:
            mismatched.append(process.id)
        located.append((where, process))
    notes = []
    if mismatched:
        notes.append(
            f"{len(mismatched)} row(s) have a data_type that disagrees with the images present "
            f"(modality follows the images), e.g. {', '.join(mismatched[:5])}"
        )
    return LoadedSource(
        format=FORMAT, files=(path,), image_root=root, processes=check_unique_ids(path, located), notes=tuple(notes)
    )


def _process(record: RecordReader, images: ImageChecker) -> tuple[Process, bool]:
    process_id = record.record_id("id")
    question = record.get("question", str)
    subject = _subject(record)
    data_type = record.get("data_type", str)
    keys_paths = _image_entries(record)
    refs = tuple(images.ref(relative, record.where, f"image_paths.{key}") for key, relative in keys_paths)
    # Keep <image_k> tags pointing at the same file when an earlier key is empty.
    renumber = {_key_number(key, position): position for position, (key, _) in enumerate(keys_paths, start=1)}
    question = _IMAGE_TAG.sub(lambda m: f"<image_{renumber.get(int(m.group(1)), int(m.group(1)))}>", question)
    steps = _steps(record)
    process = make_process(
        record.path,
        record.where,
        process_id=process_id,
        id_prefix="pjb",
        question=question,
        images=refs,
        subject=subject,
        steps=steps,
    )
    data_type_agrees = (data_type == TEXT_ONLY_DATA_TYPE) == (not refs)
    return process, data_type_agrees


def _subject(record: RecordReader) -> str:
    value = record.get("subject", str)
    for subject in SUBJECTS:
        if value.strip().lower() == subject.lower():
            return subject
    raise record.error("subject", f"unknown subject {value!r}; expected one of {', '.join(SUBJECTS)}")


def _key_number(key: str, position: int) -> int:
    match = _KEY_NUMBER.search(key)
    return int(match.group(1)) if match else position


def _image_entries(record: RecordReader) -> list[tuple[str, str]]:
    """(key, path) for every non-empty entry of ``image_paths``, ordered by the number in the key."""
    value = record.data.get("image_paths")
    if value is None:
        return []
    if isinstance(value, str):  # a JSON-encoded dict
        try:
            value = json.loads(value) if value.strip() else {}
        except json.JSONDecodeError as exc:
            raise record.error("image_paths", f"not a valid JSON object ({exc.msg})") from None
    if isinstance(value, list):  # a parquet map column reads as a list of (key, value) pairs
        try:
            value = dict(value)
        except (TypeError, ValueError):
            raise record.error("image_paths", "expected a dict from key to path") from None
    if not isinstance(value, dict):
        raise record.error("image_paths", f"expected a dict from key to path, got {type(value).__name__}")
    entries = []
    for position, (key, relative) in enumerate(value.items(), start=1):
        if relative is None or relative == "":
            continue
        if not isinstance(relative, str):
            raise record.error(f"image_paths.{key}", f"expected a path string, got {type(relative).__name__}")
        entries.append((_key_number(str(key), position), str(key), relative))
    return [(key, relative) for _, key, relative in sorted(entries)]


def _steps(record: RecordReader) -> list[dict[str, Any]]:
    evaluation = record.get("process_evaluation", (list, tuple))
    if not evaluation:
        raise record.error("process_evaluation", "no steps")
    steps = []
    for position, entry in enumerate(evaluation):
        field = f"process_evaluation[{position}]"
        if not isinstance(entry, (list, tuple)) or len(entry) != 4:
            raise record.error(field, f"expected [step_text, correctness, error_type, explanation], got {entry!r:.80}")
        text, correctness, error_name, explanation = entry
        for offset, (name, value) in enumerate(
            (
                ("step_text", text),
                ("correctness", correctness),
                ("error_type", error_name),
                ("explanation", explanation),
            )
        ):
            if value is not None and not isinstance(value, str):
                raise record.error(f"{field}[{offset}]", f"{name} must be a string, got {type(value).__name__}")
        correctness = (correctness or "").strip()
        error_name = (error_name or "").strip()
        if correctness not in ("1", "0"):
            raise record.error(f"{field}[1]", f"correctness must be '1' or '0', got {correctness!r}")
        error_type = None
        if correctness == "0":
            if not error_name:
                raise record.error(f"{field}[2]", "an incorrect step needs an error type")
            try:
                error_type = ErrorType.parse(error_name)
            except ValueError as exc:
                raise record.error(f"{field}[2]", str(exc)) from None
        elif error_name:
            raise record.error(f"{field}[2]", f"a correct step must have an empty error type, got {error_name!r}")
        steps.append(
            {
                "index": position + 1,
                "text": text or "",
                "label": int(correctness),
                "error_type": error_type,
                "explanation": (explanation or "").strip() or None,
            }
        )
    return steps
