"""A native benchmark directory as a loader source (so `convert` can copy or re-write one)."""

from __future__ import annotations

from pathlib import Path

from ..benchmark import MANIFEST_FILE, PROCESSES_FILE, VARIANTS_FILE, load_benchmark
from .common import LoadedSource

FORMAT = "native"


def load_native(path: str | Path) -> LoadedSource:
    """Load and verify a benchmark directory; its image paths are relative to the directory itself."""
    benchmark = load_benchmark(path)
    files = tuple(
        benchmark.root / name
        for name in (MANIFEST_FILE, PROCESSES_FILE, VARIANTS_FILE)
        if (benchmark.root / name).is_file()
    )
    return LoadedSource(
        format=FORMAT,
        files=files,
        image_root=benchmark.root,
        processes=tuple(benchmark.processes.values()),
        variants=tuple(benchmark.variants.values()),
    )
