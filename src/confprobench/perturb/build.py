"""Build the published-style benchmark from its source: convert, filter by step count, select a
stratified subset, perturb with the paper allocation. Every selection parameter goes into the manifest."""

from __future__ import annotations

import tempfile
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..data import Benchmark, DataError, Process
from ..data.loaders import convert
from ..data.seeding import stable_int
from .engine import PerturbConfig, PerturbResult, perturb_benchmark


@dataclass(frozen=True)
class SelectionConfig:
    """Which processes enter the benchmark: step-count range, subset size, one process per problem."""

    min_steps: int = 3
    max_steps: int = 8
    size: int = 1200
    seed: int = 0
    one_process_per_problem: bool = True

    def __post_init__(self) -> None:
        if not 1 <= self.min_steps <= self.max_steps:
            raise ValueError(f"need 1 <= min_steps <= max_steps, got {self.min_steps}..{self.max_steps}")
        if self.size < 1:
            raise ValueError("size must be at least 1")


def _largest_remainder(total: int, weights: dict[Any, float]) -> dict[Any, int]:
    """Split ``total`` over keys in proportion to ``weights`` (integers that sum to ``total``)."""
    norm = sum(weights.values())
    raw = {k: total * w / norm for k, w in weights.items()}
    shares = {k: int(v) for k, v in raw.items()}
    for key in sorted(raw, key=lambda k: (shares[k] - raw[k], str(k)))[: total - sum(shares.values())]:
        shares[key] += 1
    return shares


def select_processes(processes: list[Process], selection: SelectionConfig) -> tuple[list[Process], dict[str, Any]]:
    """Filter by step count, then pick ``size`` processes balanced over subject × difficulty strata,
    keeping each stratum's modality mix. Returns the subset and a report of what was kept."""
    rng = np.random.default_rng([selection.seed, stable_int("select")])
    eligible = [
        p for p in sorted(processes, key=lambda p: p.id) if selection.min_steps <= len(p.steps) <= selection.max_steps
    ]
    if selection.one_process_per_problem:
        by_problem: dict[str, list[Process]] = defaultdict(list)
        for process in eligible:
            by_problem[process.problem.id].append(process)
        eligible = [group[int(rng.integers(len(group)))] for _, group in sorted(by_problem.items())]
    strata: dict[tuple[str, str], list[Process]] = defaultdict(list)
    for process in eligible:
        strata[(process.problem.subject, process.problem.difficulty or "unknown")].append(process)
    quota = _largest_remainder(min(selection.size, len(eligible)), {k: 1.0 for k in strata}) if strata else {}
    # A stratum smaller than its quota gives everything; the rest is shared among the others.
    while True:
        short = {k: len(strata[k]) for k in quota if quota[k] > len(strata[k])}
        if not short:
            break
        spare = sum(quota[k] - n for k, n in short.items())
        quota.update(short)
        open_strata = {k: 1.0 for k in quota if quota[k] < len(strata[k])}
        if not open_strata:
            break
        for key, extra in _largest_remainder(spare, open_strata).items():
            quota[key] += extra
    chosen: list[Process] = []
    for key in sorted(strata):
        members = strata[key]
        by_modality: dict[str, list[Process]] = defaultdict(list)
        for process in members:
            by_modality[process.problem.modality].append(process)
        shares = _largest_remainder(quota[key], {m: len(v) for m, v in by_modality.items()})
        for modality in sorted(by_modality):
            pool = by_modality[modality]
            picks = rng.choice(len(pool), size=min(shares[modality], len(pool)), replace=False)
            chosen.extend(pool[i] for i in sorted(picks.tolist()))
    chosen.sort(key=lambda p: p.id)
    report = {
        "selection": asdict(selection),
        "source_processes": len(processes),
        "within_step_range": sum(1 for p in processes if selection.min_steps <= len(p.steps) <= selection.max_steps),
        "selected": len(chosen),
        "per_stratum": {f"{s}/{d}": n for (s, d), n in sorted(_count(chosen).items())},
        "per_modality": dict(sorted(_count_by(chosen, lambda p: p.problem.modality).items())),
    }
    return chosen, report


def _count(processes: list[Process]) -> dict[tuple[str, str], int]:
    return _count_by(processes, lambda p: (p.problem.subject, p.problem.difficulty or "unknown"))


def _count_by(processes: list[Process], key: Any) -> dict[Any, int]:
    counts: dict[Any, int] = defaultdict(int)
    for process in processes:
        counts[key(process)] += 1
    return dict(counts)


def build_benchmark(
    source: str | Path,
    out: str | Path,
    *,
    source_format: str = "projudgebench",
    selection: SelectionConfig | None = None,
    config: PerturbConfig | None = None,
    **loader_options: Any,
) -> PerturbResult:
    """Convert ``source``, select the subset and perturb it (paper allocation unless ``config`` says otherwise)."""
    selection = selection or SelectionConfig()
    config = config or PerturbConfig(allocation="paper")
    with tempfile.TemporaryDirectory(prefix="confprobench-build-") as scratch:
        converted = convert(source_format, source, Path(scratch) / "converted", **loader_options)
        chosen, report = select_processes(list(converted.processes.values()), selection)
        if not chosen:
            raise DataError(
                source,
                None,
                None,
                f"no process has {selection.min_steps}–{selection.max_steps} steps; widen --min-steps/--max-steps",
            )
        subset = Benchmark(root=converted.root, manifest=converted.manifest, processes={p.id: p for p in chosen})
        extra = {
            "build": {
                "from": source_format,
                "source_files": converted.manifest.get("built_by", {}).get("source_files"),
                "loader_options": converted.manifest.get("built_by", {}).get("options"),
                **report,
            }
        }
        return perturb_benchmark(subset, out, config, extra_built_by=extra)
