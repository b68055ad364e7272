"""run: the two-stage protocol (originals, then variants), response cache, concurrency, budgets,
resume and sharding, the run directory's lock and call ledger. Writes predictions JSONL, a run
manifest and a run log (see run/manifest.py)."""

from .manifest import RunInfo, latest_predictions, load_run
from .merge import merge_runs
from .runner import RunConfig, RunSummary, run_judges
from .worker import JudgeSummary

__all__ = [
    "JudgeSummary",
    "RunConfig",
    "RunInfo",
    "RunSummary",
    "latest_predictions",
    "load_run",
    "merge_runs",
    "run_judges",
]
