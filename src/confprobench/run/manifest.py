"""The run directory and how to read it back.

\b
    RUN/manifest.json                 bench (path relative to RUN where possible, name, fingerprint),
                                      config, package versions, and per judge: spec, id, template, calls
                                      vs the naive count, tokens, failures by kind, optional cost,
                                      predictions file
    RUN/predictions/<judge-slug>.jsonl   one current record per (process, variant), appended as judged
    RUN/attempts/<judge-slug>.jsonl   earlier records a rerun replaced (failed ones re-asked)
    RUN/calls/<judge-slug>.jsonl      one line per request answered or failed: the durable count of
                                      calls and tokens that the manifest is rebuilt from on resume
    RUN/run.log                       retries, re-asks, parse failures, budget stops (never a secret)
    RUN/.lock                         held by the one process running into RUN
    RUN/cache.sqlite                  the response cache (unless --cache points elsewhere)

``load_run`` is what the report and the demo use; ``RunInfo.load_bench`` loads the benchmark the run
judged and checks its fingerprint.
"""

from __future__ import annotations

import json
import os
import re
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from ..data import Benchmark, DataError, Prediction, load_benchmark, read_predictions
from ..data.atomic import write_text_atomic
from ..data.reviews import VARIANT_POLICIES, VariantPolicy, filter_variants

MANIFEST = "manifest.json"
PREDICTIONS_DIR = "predictions"
ATTEMPTS_DIR = "attempts"
CALLS_DIR = "calls"
LOG_FILE = "run.log"
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

    def load_bench(self) -> Benchmark:
        """The benchmark this run judged, checked against the fingerprint the run recorded, with only the
        variants its ``--variants`` policy kept (human review; docs/review.md)."""
        if not self.bench_path.is_dir():
            raise DataError(
                self.root / MANIFEST,
                None,
                "bench.path",
                f"the benchmark this run judged is not at "
                f"{self.bench_path} (moved or deleted?); point at it with --bench DIR",
            )
        bench = load_benchmark(self.bench_path)
        check_fingerprint(bench, self.manifest, self.root / MANIFEST)
        if self.variant_policy != "all":
            bench, _ = filter_variants(bench, self.variant_policy)
        return bench

    @property
    def variant_policy(self) -> VariantPolicy:
        """Which variants the run judged (``run --variants``); runs made before the option judged all."""
        policy = self.manifest.get("config", {}).get("variants", "all")
        return cast(VariantPolicy, policy) if policy in VARIANT_POLICIES else "all"

    def read(self, judge_id: str) -> list[Prediction]:
        """That judge's predictions, one per (process, variant)."""
        if judge_id not in self.predictions:
            raise DataError(
                self.root / MANIFEST,
                None,
                "judges",
                f"no judge {judge_id!r}; this run has {', '.join(self.predictions) or 'none'}",
            )
        return latest_predictions(self.predictions[judge_id])

    @property
    def judge_ids(self) -> list[str]:
        """The ids of the judges that have a predictions file."""
        return list(self.predictions)


def check_fingerprint(bench: Benchmark, manifest: Mapping[str, Any], where: Path) -> None:
    """DataError naming both fingerprints when ``bench`` is not the benchmark the run manifest recorded."""
    recorded = manifest.get("bench", {}).get("fingerprint")
    if recorded is not None and recorded != bench.fingerprint:
        raise DataError(
            where,
            None,
            "bench.fingerprint",
            f"this run was made on benchmark "
            f"{manifest.get('bench', {}).get('name')!r} with fingerprint {recorded[:12]}…, but "
            f"{bench.root} ({bench.name!r}) has fingerprint {bench.fingerprint[:12]}…: the benchmark "
            "changed or is another one; point --bench at the benchmark the run judged",
        )


def bench_path_record(bench_root: Path, run_root: Path) -> str:
    """How a run records its benchmark: relative to the run directory where possible, so both can move together."""
    try:
        return Path(os.path.relpath(bench_root.resolve(), run_root.resolve())).as_posix()
    except ValueError:  # another drive (Windows): no relative path exists
        return str(bench_root.resolve())


def load_run(path: str | Path, *, bench: str | Path | None = None) -> RunInfo:
    """Read a run directory written by ``run_judges`` or ``merge_runs``.

    ``bench`` points a moved run at its benchmark; otherwise the recorded path is used (relative
    paths are relative to the run directory)."""
    root = Path(path)
    manifest_path = root / MANIFEST
    if not manifest_path.is_file():
        raise DataError(
            manifest_path, None, None, "not a run directory (no manifest.json); make one with `confprobench run`"
        )
    manifest = read_manifest(manifest_path)
    try:
        bench_path = Path(bench) if bench is not None else root / manifest["bench"]["path"]
        files = {judge_id: root / entry["predictions"] for judge_id, entry in manifest["judges"].items()}
    except (KeyError, TypeError) as exc:
        raise DataError(manifest_path, None, str(exc), "missing from the run manifest") from None
    return RunInfo(
        root=root,
        manifest=manifest,
        bench_path=bench_path,
        predictions={judge_id: p for judge_id, p in files.items() if p.is_file()},
    )


def read_manifest(path: Path) -> dict[str, Any]:
    """A run manifest as a dict; DataError naming the file and line when it is not a JSON object."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(path, exc.lineno, None, f"not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise DataError(path, None, None, "not a run manifest (expected a JSON object)")
    return data


def write_json_atomic(path: Path, data: Any, *, redact: Callable[[str], str] = lambda text: text) -> None:
    """Write JSON through a uniquely named temporary file and a rename, so a crash never leaves half a manifest."""
    write_text_atomic(path, redact(json.dumps(data, indent=2, ensure_ascii=False)) + "\n")


def run_labels(runs: Sequence[str | Path], labels: Mapping[str, str] | None = None) -> list[str]:
    """A distinct label per run directory: the one given in ``labels`` (keyed by the path as given or
    resolved), else the shortest trailing part of its path that no other run shares."""
    labels = dict(labels or {})
    resolved = [Path(r).resolve() for r in runs]
    given = {Path(k).resolve(): v for k, v in labels.items()}
    unknown = sorted(set(given) - set(resolved))
    if unknown:
        raise DataError(None, None, "--label", f"{unknown[0]} is not one of the runs given")
    out = []
    for path in resolved:
        if path in given:
            out.append(given[path])
            continue
        others = [p for p in resolved if p != path]
        for n in range(1, len(path.parts) + 1):
            tail = Path(*path.parts[-n:])
            if all(Path(*o.parts[-n:]) != tail for o in others):
                break
        out.append(tail.as_posix())
    if len(set(out)) != len(out):
        raise DataError(
            None, None, "--label", f"two runs share a label: {out}; give each its own with --label RUN=NAME"
        )
    return out
