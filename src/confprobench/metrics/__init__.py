"""metrics: CRS, CSS, CCS and the metrics reported beside them, exactly as docs/metrics.md defines
them, as pure functions over numpy arrays, with cluster-bootstrap intervals over problems.

Modules: params (the hyper-parameters), table (join gold labels with predictions into arrays),
core (the formulas), bootstrap (intervals from per-problem sums), score (the metrics.json dict).
"""

from .bootstrap import (
    ProblemStats,
    bootstrap,
    headline_from_weights,
    percentile_interval,
    problem_stats,
    resample_weights,
)
from .params import MetricParams
from .score import format_table, score_predictions, score_table, write_metrics
from .table import ScoreTable, build_table

__all__ = [
    "MetricParams",
    "ProblemStats",
    "ScoreTable",
    "bootstrap",
    "build_table",
    "format_table",
    "headline_from_weights",
    "percentile_interval",
    "problem_stats",
    "resample_weights",
    "score_predictions",
    "score_table",
    "write_metrics",
]
