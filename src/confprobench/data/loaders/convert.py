"""Source dataset → native benchmark directory (what `confprobench data convert` runs)."""

from __future__ import annotations

import inspect
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..benchmark import Benchmark, guard_benchmark_out, sha256_file, write_benchmark
from ..schema import ImageRef, Process
from .common import LoadedSource
from .mr_gsm8k import load_mr_gsm8k
from .mrben import load_mrben
from .native import load_native
from .prmbench import load_prmbench
from .processbench import load_processbench
from .projudgebench import load_projudgebench
from .visualprocessbench import load_visualprocessbench

#: Source format name → loader. Every loader takes the source path first and returns a LoadedSource.
CONVERTERS: dict[str, Callable[..., LoadedSource]] = {
    "projudgebench": load_projudgebench,
    "visualprocessbench": load_visualprocessbench,
    "processbench": load_processbench,
    "prmbench": load_prmbench,
    "mrben": load_mrben,
    "mr-gsm8k": load_mr_gsm8k,
    "native": load_native,
}
IMAGES_DIR = "images"


def load_source(source_format: str, path: str | Path, **options: Any) -> LoadedSource:
    """Run the loader for ``source_format``; options it does not take are refused, not ignored."""
    if source_format not in CONVERTERS:
        raise ValueError(f"unknown source format {source_format!r}; expected one of {', '.join(CONVERTERS)}")
    loader = CONVERTERS[source_format]
    accepted = set(inspect.signature(loader).parameters) - {"path"}
    unknown = sorted(set(options) - accepted)
    if unknown:
        raise ValueError(
            f"option(s) {', '.join(unknown)} do not apply to {source_format}; it takes: {', '.join(sorted(accepted)) or 'none'}"
        )
    return loader(path, **options)


def convert(
    source_format: str,
    path: str | Path,
    out: str | Path,
    *,
    name: str | None = None,
    force: bool = False,
    **options: Any,
) -> Benchmark:
    """Convert a source dataset to a native benchmark at ``out`` and return it loaded.

    Images are checked (inside the source root, decodable, under the pixel limit) and copied to
    ``images/<sha256 prefix><suffix>``, so an image shared by several records is stored once.
    The manifest records the source format, the source files' SHA-256 and the options used.
    An ``out`` that already holds a benchmark is refused unless ``force``, and always when a run
    in the same tree judged it (see ``guard_benchmark_out``).
    """
    path, out = Path(path), Path(out)
    guard_benchmark_out(out, force=force, source=path)
    source = load_source(source_format, path, **options)
    processes = list(source.processes)
    if source.format != "native":
        processes = _copy_images(source, out)
    built_by = {
        "command": "confprobench data convert",
        "source_format": source.format,
        "source_files": {file.name: sha256_file(file) for file in source.files},
        "options": {key: _recordable(key, value, path) for key, value in sorted(options.items())},
        "notes": list(source.notes),
    }
    default_name = source.format + "-" + (path.stem if path.is_file() else path.name)
    return write_benchmark(
        out, processes, source.variants, name=name or default_name, image_source=source.image_root, built_by=built_by
    )


def _copy_images(source: LoadedSource, out: Path) -> list[Process]:
    """Copy every referenced image to a content-addressed name under out/images/; rewrite the refs."""
    root = source.image_root.resolve()
    copied: set[str] = set()

    def moved(image: ImageRef) -> ImageRef:
        target = f"{IMAGES_DIR}/{image.sha256[:16]}{Path(image.path).suffix.lower()}"
        if target not in copied:
            (out / IMAGES_DIR).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(root / image.path, out / target)
            copied.add(target)
        return ImageRef(path=target, sha256=image.sha256)

    result = []
    for process in source.processes:
        if process.problem.images:
            problem = process.problem.model_copy(update={"images": tuple(moved(i) for i in process.problem.images)})
            process = process.model_copy(update={"problem": problem})
        result.append(process)
    return result


def _recordable(key: str, value: Any, source_path: Path) -> Any:
    """Option values as written to the manifest: paths relative to the source, so the manifest has no machine paths."""
    if isinstance(value, Path) or key.endswith("_root"):
        return Path(os.path.relpath(Path(value).resolve(), source_path.resolve().parent)).as_posix()
    return value
