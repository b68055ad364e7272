"""A benchmark on disk: a directory with processes.jsonl, variants.jsonl, images/ and manifest.json.

``load_benchmark`` reads and verifies one; ``write_benchmark`` writes one atomically enough that
a crash never leaves a manifest describing files that are not there (the manifest is written last).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import shutil
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import __version__
from .errors import DataError, describe_validation_error
from .predictions import iter_jsonl
from .schema import Process, Variant, apply_variant

SAMPLE_NAME = "confprobench-mini"
PRMBENCH_SLICE_NAME = "prmbench-slice"
#: Benchmarks shipped inside the package (under data/sample/), selectable by name wherever a benchmark is accepted.
BUNDLED: dict[str, str] = {
    SAMPLE_NAME: "the default sample: four subjects, three levels, text and image problems",
    PRMBENCH_SLICE_NAME: "real GPT-4 maths solutions from PRMBench (p1), original and with planted errors; Apache-2.0",
}
PROCESSES_FILE = "processes.jsonl"
VARIANTS_FILE = "variants.jsonl"
MANIFEST_FILE = "manifest.json"


def sha256_file(path: str | Path) -> str:
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def bundled_benchmarks() -> dict[str, Path]:
    """Name → directory of every benchmark shipped with the package (see ``BUNDLED``)."""
    root = resources.files("confprobench.data") / "sample"
    return {name: Path(str(root / name)) for name in BUNDLED}


def sample_path() -> Path:
    """Directory of the bundled ``confprobench-mini`` benchmark."""
    return bundled_benchmarks()[SAMPLE_NAME]


def resolve_bench(bench: str | Path | None) -> Path:
    """A user's --bench value: None means the bundled sample, a bundled name its directory, anything else a path.

    A bundled name wins over a directory of the same name in the working directory; use ``./NAME`` for that.
    """
    if bench is None:
        return sample_path()
    if isinstance(bench, str) and bench in BUNDLED:
        return bundled_benchmarks()[bench]
    return Path(bench)


@dataclass(frozen=True)
class Benchmark:
    """Processes and variants of one benchmark directory, indexed by id."""

    root: Path
    manifest: dict[str, Any]
    processes: dict[str, Process]
    variants: dict[str, Variant] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return str(self.manifest.get("name", self.root.name))

    @property
    def fingerprint(self) -> str:
        """SHA-256 over the manifest's file hashes: identifies the exact data judged."""
        files = self.manifest.get("files", {})
        return sha256_bytes(json.dumps(files, sort_keys=True).encode())

    def variants_of(self, process_id: str) -> list[Variant]:
        return [v for v in self.variants.values() if v.process_id == process_id]

    def materialize(self, variant: Variant) -> Process:
        """The process as a judge sees it under ``variant``."""
        return apply_variant(self.processes[variant.process_id], variant)

    def image_path(self, relative: str) -> Path:
        return self.root / relative


def _read_records(path: Path, model: type, what: str) -> list[Any]:
    records = []
    for number, data in iter_jsonl(path):
        try:
            records.append(model.model_validate(data))
        except ValidationError as exc:
            field_name, message = describe_validation_error(exc)
            record_id = data.get("id") if isinstance(data, dict) else None
            prefix = f"{what} {record_id!r}: " if record_id else ""
            raise DataError(path, number, field_name, prefix + message) from None
    return records


def load_benchmark(bench: str | Path | None = None, *, verify: bool = True) -> Benchmark:
    """Load a benchmark directory (default: the bundled sample).

    With ``verify``, every file listed in the manifest must exist with its recorded SHA-256, every
    variant must point at a known process and step/image, and every image a record references must exist.
    """
    root = resolve_bench(bench)
    if not root.is_dir():
        raise DataError(root, None, None, "benchmark directory not found")
    manifest_path = root / MANIFEST_FILE
    if not manifest_path.is_file():
        raise DataError(manifest_path, None, None, "missing manifest.json; is this a benchmark directory? "
                        "Use `confprobench data convert` to make one")
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(manifest_path, exc.lineno, None, f"not valid JSON ({exc.msg})") from None
    processes_path = root / PROCESSES_FILE
    if not processes_path.is_file():
        raise DataError(processes_path, None, None, "missing processes.jsonl")
    processes: dict[str, Process] = {}
    for number, process in enumerate(_read_records(processes_path, Process, "process"), start=1):
        if process.id in processes:
            raise DataError(processes_path, number, "id", f"duplicate process id {process.id!r}")
        processes[process.id] = process
    variants: dict[str, Variant] = {}
    variants_path = root / VARIANTS_FILE
    if variants_path.is_file():
        for number, variant in enumerate(_read_records(variants_path, Variant, "variant"), start=1):
            if variant.id in variants:
                raise DataError(variants_path, number, "id", f"duplicate variant id {variant.id!r}")
            if variant.process_id not in processes:
                raise DataError(variants_path, number, "process_id", f"unknown process {variant.process_id!r}")
            try:
                apply_variant(processes[variant.process_id], variant)
            except ValueError as exc:
                raise DataError(variants_path, number, "target", str(exc)) from None
            variants[variant.id] = variant
    benchmark = Benchmark(root=root, manifest=manifest, processes=processes, variants=variants)
    if verify:
        _verify(benchmark)
    return benchmark


def _verify(benchmark: Benchmark) -> None:
    root = benchmark.root
    for relative, expected in benchmark.manifest.get("files", {}).items():
        path = root / relative
        if not path.is_file():
            raise DataError(root / MANIFEST_FILE, None, f"files.{relative}", "listed file is missing")
        actual = sha256_file(path)
        if actual != expected:
            raise DataError(path, None, None, f"SHA-256 {actual[:12]}… does not match the manifest's {expected[:12]}…; "
                            "the file changed after the benchmark was written")
    for process in benchmark.processes.values():
        for image in process.problem.images:
            if not (root / image.path).is_file():
                raise DataError(root / PROCESSES_FILE, f"process {process.id}", "problem.images", f"image {image.path} not found")
    for variant in benchmark.variants.values():
        if variant.image is not None and not (root / variant.image.path).is_file():
            raise DataError(root / VARIANTS_FILE, f"variant {variant.id}", "image", f"image {variant.image.path} not found")


def _jsonl(records: Iterable[Any]) -> str:
    return "".join(
        json.dumps(r.model_dump(mode="json"), ensure_ascii=False, sort_keys=False, separators=(",", ":")) + "\n"
        for r in records
    )


def write_benchmark(
    out: str | Path,
    processes: Iterable[Process],
    variants: Iterable[Variant] = (),
    *,
    name: str,
    version: str = "1",
    image_source: str | Path | None = None,
    built_by: Mapping[str, Any] | None = None,
    extra_files: Mapping[str, str] | None = None,
    timestamp: bool = False,
) -> Benchmark:
    """Write a benchmark directory and return it loaded.

    Images referenced by processes and variants are copied from ``image_source`` (a directory the
    paths are relative to) unless they already exist under ``out``. ``extra_files`` are written as
    text (e.g. rejects.jsonl) and hashed in the manifest. The output is byte-identical for identical
    input unless ``timestamp`` is set.
    """
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    processes = list(processes)
    variants = list(variants)
    image_paths = sorted({img.path for p in processes for img in p.problem.images}
                         | {v.image.path for v in variants if v.image is not None})
    for relative in image_paths:
        target = out / relative
        if target.is_file():
            continue
        if image_source is None:
            raise DataError(target, None, None, "image is referenced but missing, and no image_source was given")
        source = Path(image_source) / relative
        if not source.is_file():
            raise DataError(source, None, None, "image is referenced but missing")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    texts = {PROCESSES_FILE: _jsonl(processes), VARIANTS_FILE: _jsonl(variants), **dict(extra_files or {})}
    for relative, text in texts.items():
        (out / relative).write_text(text, encoding="utf-8")
    files = {relative: sha256_file(out / relative) for relative in sorted(set(texts) | set(image_paths))}
    manifest: dict[str, Any] = {
        "name": name,
        "version": version,
        "confprobench_version": __version__,
        "counts": {"processes": len(processes), "variants": len(variants), "images": len(image_paths)},
        "built_by": dict(built_by or {}),
        "files": files,
    }
    if timestamp:
        manifest["created_at"] = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    (out / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return load_benchmark(out)
