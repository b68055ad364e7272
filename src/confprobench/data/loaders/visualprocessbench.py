"""VisualProcessBench JSONL → processes. The column mapping is in docs/formats.md.

Each line: ``image`` (list of paths relative to the JSONL's folder, where ``images.zip`` is
unpacked), ``question``, ``answer``, ``response: {steps, process_correctness}``, ``policy_model``,
``data_source``. Step labels 1 / 0 / -1 mean correct / neutral / incorrect; neutral steps are kept
unlabeled (never scored) and incorrect ones get ``ErrorType.UNSPECIFIED`` since the source names no type.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..images import DEFAULT_MAX_PIXELS
from ..schema import ErrorType, Process
from .common import (
    ImageChecker,
    LoadedSource,
    RecordReader,
    check_unique_ids,
    iter_records,
    make_process,
    number_bare_image_tags,
    progress,
)

FORMAT = "visualprocessbench"
#: process_correctness value → (gold label, error type)
LABELS: dict[int, tuple[int | None, ErrorType | None]] = {1: (1, None), 0: (None, None), -1: (0, ErrorType.UNSPECIFIED)}
#: data_source name fragments (lower case) that fix the subject; the rest (e.g. MMMU, multi-discipline) is "Other".
SUBJECT_HINTS: tuple[tuple[str, str], ...] = (
    ("physics", "Physics"),
    ("chemistry", "Chemistry"),
    ("biology", "Biology"),
    ("mathvision", "Math"),
    ("mathverse", "Math"),
    ("dynamath", "Math"),
    ("wemath", "Math"),
    ("math", "Math"),
)


def load_visualprocessbench(
    path: str | Path,
    *,
    image_root: str | Path | None = None,
    max_pixels: int = DEFAULT_MAX_PIXELS,
) -> LoadedSource:
    """Read a VisualProcessBench JSONL; images are resolved under ``image_root`` (default: the file's folder)."""
    path = Path(path)
    if path.is_dir():
        path = path / "test.jsonl"
    root = Path(image_root) if image_root is not None else path.parent
    images = ImageChecker(root, path, max_pixels)
    located = []
    for where, data in progress(iter_records(path), path.name):
        record = RecordReader(path, where, data)
        located.append((where, _process(record, images, default_id=f"{path.stem}-{where}".replace(" ", "-"))))
    if not located:
        raise DataError(path, None, None, "no records")
    return LoadedSource(format=FORMAT, files=(path,), image_root=root, processes=check_unique_ids(path, located))


def subject_from_source(data_source: str | None) -> str:
    """The subject guessed from a record's data_source by known name fragments."""
    lowered = (data_source or "").lower()
    for fragment, subject in SUBJECT_HINTS:
        if fragment in lowered:
            return subject
    return "Other"


def _process(record: RecordReader, images: ImageChecker, default_id: str) -> Process:
    process_id = record.record_id("id", fallback=default_id)
    paths = record.get("image", (list, str), required=False, default=[])
    paths = [paths] if isinstance(paths, str) else record.string_list("image", paths, allow_empty=True)
    refs = tuple(images.ref(relative, record.where, f"image[{position}]") for position, relative in enumerate(paths))
    answer = record.get("answer", (str, int, float), required=False)
    return make_process(
        record.path,
        record.where,
        process_id=process_id,
        id_prefix="vpb",
        question=number_bare_image_tags(record.get("question", str)),
        images=refs,
        subject=subject_from_source(record.get("data_source", str, required=False)),
        steps=_steps(record),
        reference_answer=None if answer is None else str(answer),
        source=record.get("policy_model", str, required=False),
    )


def _steps(record: RecordReader) -> list[dict[str, Any]]:
    response = record.get("response", (dict, str))
    if isinstance(response, str):  # the dataset card types it as a string holding JSON
        try:
            response = json.loads(response)
        except json.JSONDecodeError as exc:
            raise record.error("response", f"not a JSON object ({exc.msg})") from None
        if not isinstance(response, dict):
            raise record.error(
                "response", f"expected an object with steps and process_correctness, got {type(response).__name__}"
            )
    texts = record.string_list("response.steps", response.get("steps"))
    marks = response.get("process_correctness")
    if not isinstance(marks, list):
        raise record.error("response.process_correctness", f"expected a list of 1/0/-1, got {type(marks).__name__}")
    if len(marks) != len(texts):
        raise record.error("response.process_correctness", f"{len(marks)} labels for {len(texts)} steps")
    steps = []
    for position, (text, mark) in enumerate(zip(texts, marks)):
        if isinstance(mark, bool) or mark not in LABELS:
            raise record.error(f"response.process_correctness[{position}]", f"must be 1, 0 or -1, got {mark!r}")
        label, error_type = LABELS[mark]
        steps.append({"index": position + 1, "text": text, "label": label, "error_type": error_type})
    return steps
