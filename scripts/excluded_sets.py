"""The questions that a new bench/data set must leave out: those of the benchmarks its ``--exclude`` globs name.

Shared by the MR-Ben and MR-GSM8K set builders, which key a question differently (MR-Ben's question UUID, the
MR-GSM8K record's uuid) but exclude the same way.
"""

from __future__ import annotations

import glob
from collections.abc import Callable, Iterable
from pathlib import Path

from confprobench.data import Process
from confprobench.data.benchmark import load_benchmark


def excluded_keys(patterns: Iterable[str], out: Path, key: Callable[[Process], str]) -> set[str]:
    """``key`` of every process of the benchmarks the globs ``patterns`` match, except ``out`` (being rebuilt)."""
    return {
        key(process)
        for pattern in patterns
        for path in sorted(glob.glob(pattern))
        if Path(path).resolve() != out.resolve()
        for process in load_benchmark(path).processes.values()
    }
