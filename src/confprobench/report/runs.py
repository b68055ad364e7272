"""Loading judged runs for reporting: every (run, judge) becomes a :class:`JudgeResult` holding
the benchmark, the predictions, the joined score table and (computed on first use) the metrics."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ..data.benchmark import Benchmark
from ..data.errors import DataError
from ..data.predictions import Prediction
from ..metrics.params import MetricParams
from ..metrics.result import MetricsResult
from ..metrics.score import score_table
from ..metrics.table import ScoreTable, build_table
from ..run.manifest import MANIFEST, RunInfo, check_fingerprint, judge_slug, load_run


@dataclass(frozen=True)
class JudgeResult:
    """One judge of one run, scored."""

    run_dir: Path
    run: RunInfo
    judge: str
    slug: str
    bench: Benchmark
    predictions: tuple[Prediction, ...]
    table: ScoreTable
    params: MetricParams
    usage: dict[str, Any]  # calls and tokens spent by this judge in the run, None when not recorded

    @cached_property
    def metrics(self) -> MetricsResult:
        """The typed metrics.json. Scored on first use: compare and calibrate need only the table."""
        return score_table(self.table, self.params, bench=self.bench, judge=self.judge)


def judge_usage(run: RunInfo, judge_id: str) -> dict[str, Any]:
    """Calls and total tokens of one judge, from the run manifest."""
    entry = run.manifest.get("judges", {}).get(judge_id, {})
    parts = [entry.get(k) for k in ("prompt_tokens", "completion_tokens") if entry.get(k) is not None]
    return {"calls": entry.get("calls"), "tokens": sum(parts) if parts else entry.get("tokens")}


def pick_judge(run: RunInfo, judge: str | None) -> str:
    """The id of ``judge`` (an id or a file slug) in ``run``; the only judge when ``judge`` is None."""
    ids = sorted(run.predictions)
    if judge is None:
        if len(ids) != 1:
            raise DataError(
                run.root,
                None,
                "judge",
                f"the run has {len(ids)} judges ({', '.join(ids) or 'none'}); name one with --judge",
            )
        return ids[0]
    for judge_id in ids:
        if judge in (judge_id, judge_slug(judge_id)):
            return judge_id
    raise DataError(run.root, None, "judge", f"no judge {judge!r} in this run; it has {', '.join(ids) or 'none'}")


def load_judge(
    run: RunInfo | str | Path, judge_id: str, params: MetricParams = MetricParams(), *, bench: Benchmark | None = None
) -> JudgeResult:
    """Read one judge of a run and join it with the gold labels (``bench`` may be passed in when already loaded)."""
    run = run if isinstance(run, RunInfo) else load_run(run)
    bench = bench or run.load_bench()
    predictions = tuple(run.read(judge_id))
    table = build_table(bench, predictions, source=run.predictions[judge_id])
    return JudgeResult(
        run_dir=run.root,
        run=run,
        judge=judge_id,
        slug=judge_slug(judge_id),
        bench=bench,
        predictions=predictions,
        table=table,
        params=params,
        usage=judge_usage(run, judge_id),
    )


def load_results(
    runs: Sequence[str | Path],
    params: MetricParams = MetricParams(),
    *,
    progress: bool = False,
    bench: str | Path | None = None,
) -> list[JudgeResult]:
    """Every judge of every run, scored. A benchmark shared by several runs is loaded once.

    ``bench`` points the runs at their benchmark (a moved run); its fingerprint is checked either way."""
    benches: dict[tuple[Path, str], Benchmark] = {}
    jobs: list[tuple[RunInfo, str]] = []
    for run_dir in runs:
        run = load_run(run_dir, bench=bench)
        if not run.predictions:
            raise DataError(run.root, None, "judges", "the run has no predictions file")
        jobs += [(run, judge_id) for judge_id in sorted(run.predictions)]
    results = []
    for run, judge_id in tqdm(jobs, desc="scoring judges", unit="judge", disable=not progress, leave=False):
        key = (run.bench_path.resolve(), run.variant_policy)
        if key not in benches:
            benches[key] = run.load_bench()
        check_fingerprint(benches[key], run.manifest, run.root / MANIFEST)
        result = load_judge(run, judge_id, params, bench=benches[key])
        _ = result.metrics  # score here, under the progress bar: every caller of load_results reads the metrics
        results.append(result)
    return results
