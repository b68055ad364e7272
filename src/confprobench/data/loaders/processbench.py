"""ProcessBench (text-only math) → processes. The column mapping is in docs/formats.md.

Each record: ``id``, ``generator``, ``problem``, ``steps`` (list), ``final_answer_correct``,
``label`` = 0-based index of the earliest wrong step, or -1 when every step is right. Steps before
it are correct, that step is incorrect (type unspecified: the source names none), and steps after
it were never annotated: they are kept unlabeled and excluded from metrics.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataError
from .common import (
    LoadedSource,
    RecordReader,
    check_unique_ids,
    iter_records,
    labels_to_first_error,
    make_process,
    progress,
)

FORMAT = "processbench"


def load_processbench(path: str | Path) -> LoadedSource:
    """Read a ProcessBench file (JSONL, or the JSON array some copies use)."""
    path = Path(path)
    located = []
    for where, data in progress(iter_records(path), path.name):
        record = RecordReader(path, where, data)
        located.append(
            (
                where,
                make_process(
                    path,
                    where,
                    process_id=record.record_id("id"),
                    id_prefix="pb",
                    question=record.get("problem", str),
                    images=(),
                    subject="Math",
                    steps=_steps(record),
                    source=record.get("generator", str, required=False),
                ),
            )
        )
    if not located:
        raise DataError(path, None, None, "no records")
    return LoadedSource(format=FORMAT, files=(path,), image_root=path.parent, processes=check_unique_ids(path, located))


def _steps(record: RecordReader) -> list[dict[str, Any]]:
    texts = record.string_list("steps", record.get("steps", list))
    first_error = record.get("label", int)
    if not -1 <= first_error < len(texts):
        raise record.error("label", f"must be -1 or a step index in 0..{len(texts) - 1}, got {first_error}")
    return labels_to_first_error(texts, None if first_error == -1 else first_error + 1)
