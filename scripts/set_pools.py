"""Where a new bench/data set draws its questions from: the pool a question falls in (``dev`` or ``test``, split once
by hash) and the questions it must leave out (those of the benchmarks its ``--exclude`` globs name).

Shared by the MR-Ben and MR-GSM8K set builders, which key a question differently (MR-Ben's question UUID, the
MR-GSM8K record's uuid) and salt the split with their own name, but split and exclude the same way.
"""

from __future__ import annotations

import glob
import hashlib
from collections.abc import Callable, Iterable
from pathlib import Path

from confprobench.data import Process
from confprobench.data.benchmark import load_benchmark


def hashed_pool(salt: str, key: str) -> str:
    """``dev`` when SHA-256("<salt>|<key>") ends in a hex digit 0-5 (6 of 16 keys), else ``test``."""
    digest = hashlib.sha256(f"{salt}|{key}".encode()).hexdigest()
    return "dev" if digest[-1] in "012345" else "test"


def excluded_keys(patterns: Iterable[str], out: Path, key: Callable[[Process], str]) -> set[str]:
    """``key`` of every process of the benchmarks the globs ``patterns`` match, except ``out`` (being rebuilt)."""
    return {
        key(process)
        for pattern in patterns
        for path in sorted(glob.glob(pattern))
        if Path(path).resolve() != out.resolve()
        for process in load_benchmark(path).processes.values()
    }
