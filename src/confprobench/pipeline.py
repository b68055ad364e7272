"""The main job end to end: perturb a benchmark, run judges through both stages, score, report.

``run_pipeline`` is what ``confprobench demo`` calls on the bundled sample; call it from a notebook
with any benchmark and judges. Every stage reuses what an earlier call already wrote: the perturbed
benchmark when its recipe and source are unchanged, and the judges' answers through the run's
append-only predictions and response cache, so a second call makes no judge calls.
"""

from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import __version__
from .data import Benchmark, load_benchmark
from .data.errors import DataError
from .metrics import MetricParams
from .perturb.engine import PerturbConfig, engine_fingerprint, perturb_benchmark
from .report.build import ReportPaths, make_report
from .run.manifest import MANIFEST, read_manifest
from .run.runner import RunConfig, RunSummary, run_judges

#: The demo's judges: the offline default judge (a real, weak 135M model) between two references
#: that bracket it — a noisy oracle that reacts a little to perturbations, and a constant.
DEMO_JUDGES: tuple[str, ...] = ("llamacpp:smollm2", "noisy-oracle:0.3,react=0.15", "constant:0.75")


@dataclass(frozen=True)
class PipelineResult:
    """Where everything went, and how long each stage took (seconds)."""

    bench: Benchmark
    run: RunSummary
    report: ReportPaths
    timings: dict[str, float] = field(default_factory=dict)
    reused_benchmark: bool = False


def _perturbed(bench: Benchmark, out: Path, config: PerturbConfig) -> tuple[Benchmark, bool]:
    """The perturbed benchmark at ``out``: reused when it was built from the same source and recipe by the same
    engine (its code and data, not only the version string)."""
    recipe = {
        "source": bench.fingerprint,
        "recipe": config.recipe(),
        "confprobench": __version__,
        "engine": engine_fingerprint(),
    }
    stamp = out / "pipeline-recipe.json"
    if stamp.is_file():
        try:
            if json.loads(stamp.read_text(encoding="utf-8")) == json.loads(json.dumps(recipe)):
                return load_benchmark(out), True
        except (json.JSONDecodeError, DataError):
            pass  # a broken or changed directory is rebuilt below
        shutil.rmtree(out)  # our own earlier build: start clean so no stale variant images stay behind
    result = perturb_benchmark(bench, out, config)
    stamp.write_text(json.dumps(recipe, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return result.benchmark, False


def _drop_stale_run(run_dir: Path, bench: Benchmark, log: Any) -> None:
    """A run made from an earlier build of the perturbed benchmark no longer matches it: start afresh
    (its answers stay in the shared response cache)."""
    manifest = run_dir / MANIFEST
    if not manifest.is_file():
        return
    try:
        fingerprint = read_manifest(manifest).get("bench", {}).get("fingerprint")
    except DataError:  # unreadable: treat as stale
        fingerprint = None
    if fingerprint != bench.fingerprint:
        log(f"      the benchmark changed since {run_dir} was written; starting a new run (cached answers are reused)")
        shutil.rmtree(run_dir)


def run_pipeline(
    bench: Benchmark | str | Path | None,
    out: str | Path,
    judges: tuple[str, ...] | list[str] = DEMO_JUDGES,
    *,
    perturb_config: PerturbConfig | None = None,
    run_config: RunConfig | None = None,
    params: MetricParams = MetricParams(),
    log: Any = print,
) -> PipelineResult:
    """Perturb ``bench`` into ``out/bench``, judge it into ``out/run``, report into ``out/report``.

    ``bench`` is a benchmark directory (None: the bundled sample). ``log`` receives one line per stage.
    """
    out = Path(out)
    source = bench if isinstance(bench, Benchmark) else load_benchmark(bench)
    perturb_config = perturb_config or PerturbConfig()
    run_config = run_config or RunConfig()
    timings: dict[str, float] = {}

    start = time.perf_counter()
    log(f"[1/3] perturbing {source.name} ({len(source.processes)} processes) → {out / 'bench'}")
    perturbed, reused = _perturbed(source, out / "bench", perturb_config)
    timings["perturb"] = time.perf_counter() - start
    by_family: dict[str, int] = {}
    for variant in perturbed.variants.values():
        by_family[variant.family] = by_family.get(variant.family, 0) + 1
    log(
        f"      {'reused' if reused else 'built'} {len(perturbed.variants)} variants "
        f"({', '.join(f'{k} {v}' for k, v in sorted(by_family.items()))}) in {timings['perturb']:.1f} s"
    )

    start = time.perf_counter()
    log(f"[2/3] judging originals and variants with {', '.join(judges)} → {out / 'run'}")
    if run_config.cache is None:
        # One response cache beside the run: if the benchmark is rebuilt, unchanged prompts still cost nothing.
        run_config = replace(run_config, cache=str(out / "responses.sqlite"))
    _drop_stale_run(out / "run", perturbed, log)
    summary = run_judges(perturbed, list(judges), out / "run", run_config)
    timings["run"] = time.perf_counter() - start
    for line in summary.format().splitlines():
        log(f"      {line}")

    start = time.perf_counter()
    log(f"[3/3] scoring and writing the report → {out / 'report'}")
    report = make_report([out / "run"], out / "report", params)
    timings["report"] = time.perf_counter() - start
    return PipelineResult(bench=perturbed, run=summary, report=report, timings=timings, reused_benchmark=reused)
