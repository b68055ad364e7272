"""What every source-format loader shares: the result type, record iteration, field checks and
turning a source record into a validated :class:`Process` with errors that point at the record."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from tqdm import tqdm

from ..benchmark import sha256_bytes
from ..errors import DataError, describe_validation_error
from ..images import DEFAULT_MAX_PIXELS, image_ref
from ..predictions import iter_jsonl
from ..schema import ErrorType, ImageRef, Process, Variant

Location = int | str  # a 1-based line number (JSONL) or a description such as "row 17, id 'abc'"


@dataclass(frozen=True)
class LoadedSource:
    """Processes read from one source, before they are written as a native benchmark.

    ``processes`` reference their images by paths relative to ``image_root``; ``files`` are the
    source files read (their hashes go into the manifest); ``notes`` are non-fatal observations
    about the data (e.g. a ``data_type`` that disagrees with the images present).
    """

    format: str
    files: tuple[Path, ...]
    image_root: Path
    processes: tuple[Process, ...]
    variants: tuple[Variant, ...] = ()
    notes: tuple[str, ...] = ()


class RecordReader:
    """Checks fields of one source record; every failure is a DataError naming file, record and field."""

    def __init__(self, path: Path, where: Location, data: Any):
        self.path, self.where = path, where
        if not isinstance(data, dict):
            raise self.error(None, f"expected a JSON object, got {type(data).__name__}")
        self.data = data

    def error(self, field: str | None, message: str) -> DataError:
        """A DataError at this record for ``field``."""
        return DataError(self.path, self.where, field, message)

    def get(self, name: str, kind: type | tuple[type, ...], *, required: bool = True, default: Any = None) -> Any:
        """Field ``name`` checked to be of ``kind`` (a bool only if allowed); ``default`` when absent and optional."""
        if name not in self.data or self.data[name] is None:
            if required:
                raise self.error(name, "required field is missing")
            return default
        value = self.data[name]
        # bool is an int in Python, but true/false is never a valid count, index or label here.
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
            raise self.error(name, f"expected {_kind_name(kind)}, got {type(value).__name__} {_short(value)}")
        return value

    def string_list(self, name: str, value: Any, *, allow_empty: bool = False) -> list[str]:
        """``value`` (field ``name``) checked to be a list of strings, empty only when ``allow_empty``."""
        if not isinstance(value, (list, tuple)):
            raise self.error(name, f"expected a list of strings, got {type(value).__name__} {_short(value)}")
        for position, item in enumerate(value):
            if not isinstance(item, str):
                raise self.error(f"{name}[{position}]", f"expected a string, got {type(item).__name__} {_short(item)}")
        if not value and not allow_empty:
            raise self.error(name, "the list is empty")
        return list(value)

    def record_id(self, name: str, fallback: str | None = None) -> str:
        """The record's id as text; ``fallback`` when absent (required when there is no fallback)."""
        value = self.get(name, (str, int), required=fallback is None)
        if value is None:
            return fallback  # type: ignore[return-value]  # get() raised if there was no fallback
        text = str(value).strip()
        if not text:
            raise self.error(name, "id is empty")
        return text


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {
        str: "a string",
        int: "an integer",
        list: "a list",
        dict: "an object",
        bool: "true/false",
        float: "a number",
    }
    return " or ".join(names.get(k, k.__name__) for k in _as_tuple(kind))


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def progress(records: Iterator[Any] | list[Any], what: str) -> Iterator[Any]:
    """A progress bar over source records, shown only on a terminal (large sources take a while to check)."""
    return iter(tqdm(records, desc=f"reading {what}", unit="record", disable=None, leave=False))


class SkipRecord(Exception):
    """A record a loader cannot label step by step: it is skipped, and the reason becomes a note in the manifest."""


#: A step header as model solutions write it ("Step 3:", "Step 3."), with the step's number in group 1.
STEP_HEADER_RE = re.compile(r"\s*Step\s*(\d+)\s*[:.]\s*")


def labels_to_first_error(
    texts: list[str], first_error: int | None, explanation: str | None = None
) -> list[dict[str, Any]]:
    """Step records for a solution annotated only up to its first wrong step (1-based; None: every step correct).

    The steps before it are labelled 1; that step 0 with ``error_type`` UNSPECIFIED (the sources name no type) and
    ``explanation``; the steps after it stay unlabelled (never annotated: kept, excluded from metrics).
    """
    steps: list[dict[str, Any]] = []
    for n, text in enumerate(texts, start=1):
        if first_error is None or n < first_error:
            steps.append({"index": n, "text": text, "label": 1})
        elif n == first_error:
            steps.append(
                {"index": n, "text": text, "label": 0, "error_type": ErrorType.UNSPECIFIED, "explanation": explanation}
            )
        else:
            steps.append({"index": n, "text": text, "label": None})
    return steps


def read_json(path: Path) -> Any:
    """The JSON value of a whole file; a DataError naming the file (and the line) when it is missing or not JSON."""
    if not path.is_file():
        raise DataError(path, None, None, "file not found")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(path, exc.lineno, None, f"not valid JSON ({exc.msg})") from None


def convert_records(
    file: Path,
    records: list[tuple[Location, Any]],
    make: Callable[[Path, Location, Any], Process],
    notes: list[str],
) -> list[tuple[Location, Process]]:
    """``make(file, where, data)`` for each record, with a progress bar; a SkipRecord is noted, naming the record."""
    located: list[tuple[Location, Process]] = []
    for where, data in progress(records, file.name):
        try:
            located.append((where, make(file, where, data)))
        except SkipRecord as skipped:
            notes.append(f"{file.name} [{where}]: skipped, {skipped}")
    return located


def iter_records(path: Path) -> Iterator[tuple[Location, Any]]:
    """Records of a JSONL file (located by line number) or of a JSON array (located by position).

    Some releases ship ``.json`` files holding one array; both layouts are accepted.
    """
    if not path.is_file():
        raise DataError(path, None, None, "file not found")
    with path.open("r", encoding="utf-8") as handle:
        head = handle.read(4096).lstrip()
    if head.startswith("["):
        for position, data in enumerate(read_json(path)):
            yield f"record {position}", data
    else:
        yield from iter_jsonl(path)


class ImageChecker:
    """Turns image paths named by records into checked :class:`ImageRef`s (each file decoded once)."""

    def __init__(self, root: Path, source: Path, max_pixels: int = DEFAULT_MAX_PIXELS):
        self.root, self.source, self.max_pixels = root, source, max_pixels
        self._seen: dict[str, ImageRef] = {}

    def ref(self, relative: str, where: Location, field: str) -> ImageRef:
        """The ImageRef of ``relative`` under the image root, checked once and then reused."""
        if relative not in self._seen:
            self._seen[relative] = image_ref(
                self.root, relative, max_pixels=self.max_pixels, source=self.source, record=where, field=field
            )
        return self._seen[relative]


def problem_id(prefix: str, subject: str, question: str, images: tuple[ImageRef, ...]) -> str:
    """Same question text and image bytes give the same id, so solutions to one problem share it
    (the bootstrap resamples problems, not solutions)."""
    key = json.dumps([subject, question, [image.sha256 for image in images]], ensure_ascii=False)
    return f"{prefix}-{sha256_bytes(key.encode())[:12]}"


def modality_for(images: tuple[ImageRef, ...]) -> str:
    """The modality that matches a problem's image count: text, single-image or multi-image."""
    return "text" if not images else ("single-image" if len(images) == 1 else "multi-image")


_BARE_IMAGE_TAG = re.compile(r"<image>")


def number_bare_image_tags(question: str) -> str:
    """Rewrite bare ``<image>`` placeholders as ``<image_1>``, ``<image_2>``, ... in order of appearance."""
    counter = iter(range(1, 1_000_000))
    return _BARE_IMAGE_TAG.sub(lambda _: f"<image_{next(counter)}>", question)


def make_process(
    path: Path,
    where: Location,
    *,
    process_id: str,
    id_prefix: str,
    question: str,
    images: tuple[ImageRef, ...],
    subject: str,
    steps: list[dict[str, Any]],
    difficulty: str | None = None,
    reference_answer: str | None = None,
    source: str | None = None,
    problem_key: str | None = None,
) -> Process:
    """A validated Process; a schema violation becomes a DataError at this record.

    The problem id is ``<id_prefix>-<problem_key>`` when the source names its problems (so rewordings
    of one question stay one problem), else a hash of subject, question and images.
    """
    data = {
        "id": process_id,
        "problem": {
            "id": f"{id_prefix}-{problem_key}"
            if problem_key is not None
            else problem_id(id_prefix, subject, question, images),
            "question": question,
            "images": images,
            "subject": subject,
            "difficulty": difficulty,
            "modality": modality_for(images),
            "reference_answer": reference_answer,
        },
        "steps": steps,
        "source": source,
    }
    try:
        return Process.model_validate(data)
    except ValidationError as exc:
        field, message = describe_validation_error(exc)
        raise DataError(path, where, field, message) from None


def check_unique_ids(path: Path, located: list[tuple[Location, Process]]) -> tuple[Process, ...]:
    """The processes in order; a DataError naming both records when an id repeats."""
    first_seen: dict[str, Location] = {}
    for where, process in located:
        if process.id in first_seen:
            raise DataError(path, where, "id", f"duplicate id {process.id!r} (first seen at {first_seen[process.id]})")
        first_seen[process.id] = where
    return tuple(process for _, process in located)
