"""run: the two-stage protocol (originals, then variants), response cache, concurrency, budgets,
resume and sharding. Writes predictions JSONL and a run manifest (see run/manifest.py)."""

from .manifest import RunInfo, latest_predictions, load_run
from .merge import merge_runs
from .runner import JudgeSummary, RunConfig, RunSummary, run_judges

__all__ = ["JudgeSummary", "RunConfig", "RunInfo", "RunSummary", "latest_predictions", "load_run", "merge_runs",
           "run_judges"]
