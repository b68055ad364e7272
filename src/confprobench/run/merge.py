"""Join the run directories of shards (``run --shard i/n``) into one run directory.

Shards must come from the same benchmark (same fingerprint); a merge of shards i/n that lacks some i
is ``partial`` and lists them in ``missing_shards``. Predictions of each judge are joined
one record per (process, variant), the last shard's record winning on a repeated key; the counters
of the manifests (calls, tokens, cache hits) are summed and failures recounted from the records.
Response caches stay where they are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..data import DataError, Prediction
from ..data.predictions import prediction_line
from .manifest import (
    FORMAT,
    MANIFEST,
    PREDICTIONS_DIR,
    RunInfo,
    bench_path_record,
    judge_slug,
    load_run,
    write_json_atomic,
)

_SUMMED = (
    "items",
    "naive_calls",
    "calls",
    "cache_hits",
    "reused_steps",
    "prompt_tokens",
    "completion_tokens",
    "cost_usd",
)


def merge_runs(shards: Sequence[str | Path], out: str | Path) -> RunInfo:
    """Merge shard run directories into ``out`` (created; must not be one of the shards)."""
    if not shards:
        raise DataError(None, None, "shards", "no shard directories given")
    runs = [load_run(s) for s in shards]
    out = Path(out)
    if any(out.resolve() == r.root.resolve() for r in runs):
        raise DataError(out, None, None, "the merge output must be a new directory, not one of the shards")
    first = runs[0]
    for run in runs[1:]:
        if run.manifest["bench"]["fingerprint"] != first.manifest["bench"]["fingerprint"]:
            raise DataError(
                run.root / MANIFEST, None, "bench.fingerprint", f"shard judged another benchmark than {first.root}"
            )
    (out / PREDICTIONS_DIR).mkdir(parents=True, exist_ok=True)
    judges: dict[str, dict[str, Any]] = {}
    for judge_id in dict.fromkeys(j for run in runs for j in run.manifest["judges"]):
        records: dict[tuple[str, str | None], Prediction] = {}
        for run in runs:
            if judge_id in run.predictions:
                records.update((p.key, p) for p in run.read(judge_id))
        relative = f"{PREDICTIONS_DIR}/{judge_slug(judge_id)}.jsonl"
        (out / relative).write_text("".join(prediction_line(p) for p in records.values()), encoding="utf-8")
        entries = [run.manifest["judges"][judge_id] for run in runs if judge_id in run.manifest["judges"]]
        entry = {k: v for k, v in entries[0].items() if k not in _SUMMED}
        for key in _SUMMED:
            if any(key in e for e in entries):
                entry[key] = sum(e.get(key) or 0 for e in entries)
        entry["predictions"] = relative
        entry["failed_attempts"] = dict(sum((Counter(e.get("failed_attempts", {})) for e in entries), Counter()))
        entry["records"] = dict(Counter(p.status for p in records.values()))
        entry["failures"] = dict(Counter(p.error_kind or "unknown" for p in records.values() if p.status == "failed"))
        entry["step_status"] = dict(Counter(s.status for p in records.values() for s in p.steps))
        entry["stopped"] = next((e["stopped"] for e in entries if e.get("stopped")), None)
        entry["latency_ms"] = None  # percentiles do not add up across shards
        judges[judge_id] = entry
    config = {**first.manifest.get("config", {}), "shard": None}
    shards_given = [r.manifest.get("config", {}).get("shard") for r in runs]
    counts = {int(s.split("/")[1]) for s in shards_given if s}
    missing = (
        sorted(set(range(counts.pop())) - {int(s.split("/")[0]) for s in shards_given}) if len(counts) == 1 else []
    )
    bench = {**first.manifest["bench"], "path": bench_path_record(first.bench_path, out)}  # relative to the merge
    manifest = {
        "format": FORMAT,
        "bench": bench,
        "config": config,
        "versions": first.manifest.get("versions", {}),
        "judges": judges,
        "status": "complete"
        if not missing and all(r.manifest.get("status") == "complete" for r in runs)
        else "partial",
        "missing_shards": missing,
        "merged_from": [
            {
                "path": str(r.root),
                "shard": r.manifest.get("config", {}).get("shard"),
                "status": r.manifest.get("status"),
            }
            for r in runs
        ],
        "sessions": [],
    }
    write_json_atomic(out / MANIFEST, manifest)
    return load_run(out)
