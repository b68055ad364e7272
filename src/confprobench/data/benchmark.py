"""A benchmark on disk: a directory with processes.jsonl, variants.jsonl, images/ and manifest.json.

``load_benchmark`` reads and verifies one; ``write_benchmark`` writes one atomically enough that
a crash never leaves a manifest describing files that are not there (the manifest is written last).
The manifest carries a format version (``format``) and a content fingerprint (``fingerprint``:
SHA-256 over the file hashes), which runs record and check. ``guard_benchmark_out`` is what every
command that writes a benchmark calls first: it refuses to overwrite one without ``force``, and
never overwrites one that a run directory in the same tree judged.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import shutil
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .. import __version__
from .atomic import write_text_atomic
from .errors import DataError, describe_validation_error
from .images import DEFAULT_MAX_PIXELS, resolve_inside, verified_image
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
#: The benchmark directory format this version writes and reads (a manifest without ``format`` is version 1).
BENCH_FORMAT = "confprobench-bench/1"
#: What a run directory's manifest declares; used to find runs that judged a benchmark (no import of run/).
_RUN_FORMAT_PREFIX = "confprobench-run/"


def sha256_file(path: str | Path) -> str:
    """SHA-256 hex digest of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def sha256_bytes(data: bytes) -> str:
    """SHA-256 hex digest of ``data``."""
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
        """The benchmark's name from its manifest (its directory name when the manifest has none)."""
        return str(self.manifest.get("name", self.root.name))

    @property
    def fingerprint(self) -> str:
        """SHA-256 over the manifest's file hashes: identifies the exact data judged."""
        return fingerprint_of(self.manifest.get("files", {}))

    def variants_of(self, process_id: str) -> list[Variant]:
        """Every variant of the process ``process_id``."""
        return [v for v in self.variants.values() if v.process_id == process_id]

    def materialize(self, variant: Variant) -> Process:
        """The process as a judge sees it under ``variant``."""
        return apply_variant(self.processes[variant.process_id], variant)

    def image_path(self, relative: str) -> Path:
        """The real path of an image of this benchmark; DataError if it leaves the benchmark root."""
        return resolve_inside(self.root, relative, source=self.root / MANIFEST_FILE, field="images")


def fingerprint_of(files: Mapping[str, str]) -> str:
    """The content fingerprint of a benchmark whose manifest lists ``files`` (relative path -> SHA-256)."""
    return sha256_bytes(json.dumps(dict(files), sort_keys=True).encode())


def _read_records(path: Path, model: type[BaseModel], what: str) -> list[tuple[int, Any]]:
    records = []
    for number, data in iter_jsonl(path):
        try:
            records.append((number, model.model_validate(data)))
        except ValidationError as exc:
            field_name, message = describe_validation_error(exc)
            record_id = data.get("id") if isinstance(data, dict) else None
            prefix = f"{what} {record_id!r}: " if record_id else ""
            raise DataError(path, number, field_name, prefix + message) from None
    return records


def load_benchmark(
    bench: str | Path | None = None, *, verify: bool = True, max_pixels: int = DEFAULT_MAX_PIXELS
) -> Benchmark:
    """Load a benchmark directory (default: the bundled sample).

    Every variant must point at a known process and step/image. With ``verify``, every file listed
    in the manifest must lie inside the directory with its recorded SHA-256, the recorded fingerprint
    must match, and every image a record names must pass :func:`confprobench.data.images.verified_image`
    (inside the root, symlinks included; the record's SHA-256; decodable under ``max_pixels``).
    """
    root = resolve_bench(bench)
    if not root.is_dir():
        raise DataError(root, None, None, "benchmark directory not found")
    manifest_path = root / MANIFEST_FILE
    if not manifest_path.is_file():
        raise DataError(
            manifest_path,
            None,
            None,
            "missing manifest.json; is this a benchmark directory? Use `confprobench data convert` to make one",
        )
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(manifest_path, exc.lineno, None, f"not valid JSON ({exc.msg})") from None
    if not isinstance(manifest, dict):
        raise DataError(manifest_path, None, None, "not a benchmark manifest (expected a JSON object)")
    found_format = manifest.get("format", BENCH_FORMAT)
    if found_format != BENCH_FORMAT:
        raise DataError(
            manifest_path,
            None,
            "format",
            f"benchmark format {found_format!r} is not one this version of "
            f"confprobench reads ({BENCH_FORMAT!r}); upgrade confprobench or rebuild the benchmark",
        )
    processes_path = root / PROCESSES_FILE
    if not processes_path.is_file():
        raise DataError(processes_path, None, None, "missing processes.jsonl")
    processes: dict[str, Process] = {}
    lines: dict[tuple[str, str], int] = {}  # (file, record id) -> line, for errors that point at a record
    for number, process in _read_records(processes_path, Process, "process"):
        if process.id in processes:
            raise DataError(processes_path, number, "id", f"duplicate process id {process.id!r}")
        processes[process.id] = process
        lines[(PROCESSES_FILE, process.id)] = number
    variants: dict[str, Variant] = {}
    variants_path = root / VARIANTS_FILE
    if variants_path.is_file():
        for number, variant in _read_records(variants_path, Variant, "variant"):
            if variant.id in variants:
                raise DataError(variants_path, number, "id", f"duplicate variant id {variant.id!r}")
            if variant.process_id not in processes:
                raise DataError(variants_path, number, "process_id", f"unknown process {variant.process_id!r}")
            try:
                apply_variant(processes[variant.process_id], variant)
            except ValueError as exc:
                raise DataError(variants_path, number, "target", str(exc)) from None
            variants[variant.id] = variant
            lines[(VARIANTS_FILE, variant.id)] = number
    benchmark = Benchmark(root=root, manifest=manifest, processes=processes, variants=variants)
    if verify:
        _verify(benchmark, lines, max_pixels)
    return benchmark


def _verify(benchmark: Benchmark, lines: dict[tuple[str, str], int], max_pixels: int) -> None:
    root, manifest_path = benchmark.root, benchmark.root / MANIFEST_FILE
    files = benchmark.manifest.get("files", {})
    for relative, expected in files.items():
        field_name = f"files.{relative}"
        path = resolve_inside(root, relative, source=manifest_path, field=field_name)
        actual = sha256_file(path)
        if actual != expected:
            raise DataError(
                manifest_path,
                None,
                field_name,
                f"{relative}: SHA-256 {actual[:12]}… does not match the "
                f"manifest's {expected[:12]}…; the file changed after the benchmark was written: "
                "restore it or rebuild the benchmark",
            )
    recorded = benchmark.manifest.get("fingerprint")
    if recorded is not None and recorded != benchmark.fingerprint:
        raise DataError(
            manifest_path,
            None,
            "fingerprint",
            f"recorded {recorded[:12]}… but the listed files give "
            f"{benchmark.fingerprint[:12]}…; the manifest was edited by hand: rebuild the benchmark",
        )
    checked: set[tuple[str, str]] = set()  # an image shared by many records is read and decoded once

    def check(relative: str, sha256: str, file: str, record_id: str, field_name: str) -> None:
        if (relative, sha256) not in checked:
            verified_image(
                root,
                relative,
                sha256,
                max_pixels=max_pixels,
                source=root / file,
                record=lines.get((file, record_id), record_id),
                field=field_name,
            )
            checked.add((relative, sha256))

    for process in benchmark.processes.values():
        for position, image in enumerate(process.problem.images):
            check(image.path, image.sha256, PROCESSES_FILE, process.id, f"problem.images[{position}]")
    for variant in benchmark.variants.values():
        if variant.image is not None:
            check(variant.image.path, variant.image.sha256, VARIANTS_FILE, variant.id, "image")


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
    image_paths = sorted(
        {img.path for p in processes for img in p.problem.images}
        | {v.image.path for v in variants if v.image is not None}
    )
    for relative in image_paths:
        target = out / relative
        if target.is_file():
            continue
        if image_source is None:
            raise DataError(target, None, None, "image is referenced but missing, and no image_source was given")
        source = resolve_inside(image_source, relative, field="image_source")  # never copy from outside the source
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    texts = {PROCESSES_FILE: _jsonl(processes), VARIANTS_FILE: _jsonl(variants), **dict(extra_files or {})}
    for relative, text in texts.items():
        (out / relative).write_text(text, encoding="utf-8")
    files = {relative: sha256_file(out / relative) for relative in sorted(set(texts) | set(image_paths))}
    manifest: dict[str, Any] = {
        "format": BENCH_FORMAT,
        "name": name,
        "version": version,
        "confprobench_version": __version__,
        "counts": {"processes": len(processes), "variants": len(variants), "images": len(image_paths)},
        "built_by": dict(built_by or {}),
        "files": files,
        "fingerprint": fingerprint_of(files),
    }
    if timestamp:
        manifest["created_at"] = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    write_text_atomic(out / MANIFEST_FILE, json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    return load_benchmark(out)


def holds_benchmark(directory: str | Path) -> bool:
    """Whether ``directory`` already holds (part of) a benchmark."""
    directory = Path(directory)
    return (directory / MANIFEST_FILE).is_file() or (directory / PROCESSES_FILE).is_file()


def runs_referencing(bench_dir: str | Path, *, depth: int = 3) -> list[Path]:
    """Run manifests in the tree around ``bench_dir`` (its parent, ``depth`` levels down) that judged it.

    A run records its benchmark's path relative to the run directory (or absolute); both are resolved.
    """
    target = Path(bench_dir).resolve()
    top = target.parent
    found = []
    for directory, subdirs, names in os.walk(top):
        level = len(Path(directory).relative_to(top).parts)
        subdirs[:] = [
            d
            for d in subdirs
            if not d.startswith(".")
            and level < depth
            and Path(directory, d).resolve() != target
            and d not in ("images", "predictions")
        ]
        if MANIFEST_FILE not in names or Path(directory).resolve() == target:
            continue
        try:
            data = json.loads(Path(directory, MANIFEST_FILE).read_text(encoding="utf-8"))
            recorded = data["bench"]["path"] if str(data.get("format", "")).startswith(_RUN_FORMAT_PREFIX) else None
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if recorded and (Path(directory) / recorded).resolve() == target:
            found.append(Path(directory) / MANIFEST_FILE)
    return sorted(found)


def guard_benchmark_out(out: str | Path, *, force: bool, source: str | Path | None = None) -> None:
    """Refuse to write a benchmark over an existing one unless ``force``, and never over one that a run
    in the same tree judged (its results would silently stop matching), nor over ``source`` itself."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise DataError(out, None, None, "--out must be a directory, but a file is there")
    if not holds_benchmark(out):
        return
    if source is not None and out.resolve() == Path(source).resolve():
        raise DataError(out, None, None, "the output is the input benchmark itself; choose another --out")
    runs = runs_referencing(out)
    if runs:
        raise DataError(
            out,
            None,
            None,
            f"already holds a benchmark that the run {runs[0].parent} judged"
            + (f" (and {len(runs) - 1} more)" if len(runs) > 1 else "")
            + "; overwriting it would make those results stale: choose another --out",
        )
    if not force:
        raise DataError(
            out, None, None, "already holds a benchmark; choose another --out or pass --force to overwrite it"
        )
