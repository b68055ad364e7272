"""The run directory and how to read it back.

\b
    RUN/manifest.json                 bench (path, name, fingerprint), config, package versions, and per
                                      judge: spec, id, template, calls vs the naive count, tokens,
                                      failures by kind, optional cost, predictions file
    RUN/predictions/<judge-slug>.jsonl   append-only predictions (originals and variants); when a key
                                      appears twice (a failed record retried later) the last one wins
    RUN/cache.sqlite                  the response cache (unless --cache points elsewhere)

``load_run`` is what the report and the demo use.
"""

from __future__ import annotations

import json
import os
import re
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..data import DataError, Prediction, read_predictions

MANIFEST = "manifest.json"
PREDICTIONS_DIR = "predictions"
FORMAT = "confprobench-run/1"


def judge_slug(judge_id: str) -> str:
    """A file name for a judge id: unsafe characters become '_'; long ids keep a hash suffix."""
    import hashlib

    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", judge_id).strip("_.") or "judge"
    if len(slug) > 80:
        slug = slug[:64] + "-" + hashlib.sha256(judge_id.encode()).hexdigest()[:12]
    return slug


def latest_predictions(path: str | Path) -> list[Prediction]:
    """The records of a predictions file, one per (process, variant): the last one written wins."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a truncated last line from a killed run is expected here
        records = read_predictions(path)
    latest: dict[tuple[str, str | None], Prediction] = {}
    for record in records:
        latest.pop(record.key, None)
        latest[record.key] = record
    return list(latest.values())


@dataclass(frozen=True)
class RunInfo:
    """A run directory: its manifest, the benchmark it judged, and a predictions file per judge id."""

    root: Path
    manifest: dict[str, Any]
    bench_path: Path
    predictions: dict[str, Path]

    def read(self, judge_id: str) -> list[Prediction]:
        """That judge's predictions, one per (process, variant)."""
        if judge_id not in self.predictions:
            raise DataError(self.root / MANIFEST, None, "judges", f"no judge {judge_id!r}; "
                            f"this run has {', '.join(self.predictions) or 'none'}")
        return latest_predictions(self.predictions[judge_id])

    @property
    def judge_ids(self) -> list[str]:
        return list(self.predictions)


def load_run(path: str | Path) -> RunInfo:
    """Read a run directory written by ``run_judges`` or ``merge_runs``."""
    root = Path(path)
    manifest_path = root / MANIFEST
    if not manifest_path.is_file():
        raise DataError(manifest_path, None, None, "not a run directory (no manifest.json); "
                        "make one with `confprobench run`")
    manifest = read_manifest(manifest_path)
    try:
        bench_path = Path(manifest["bench"]["path"])
        files = {judge_id: root / entry["predictions"] for judge_id, entry in manifest["judges"].items()}
    except (KeyError, TypeError) as exc:
        raise DataError(manifest_path, None, str(exc), "missing from the run manifest") from None
    return RunInfo(root=root, manifest=manifest, bench_path=bench_path,
                   predictions={judge_id: p for judge_id, p in files.items() if p.is_file()})


def read_manifest(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(path, exc.lineno, None, f"not valid JSON ({exc.msg})") from None


def write_json_atomic(path: Path, data: Any, *, redact=lambda text: text) -> None:
    """Write JSON through a temporary file and a rename, so a crash never leaves half a manifest."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(redact(json.dumps(data, indent=2, ensure_ascii=False)) + "\n", encoding="utf-8")
    os.replace(tmp, path)
