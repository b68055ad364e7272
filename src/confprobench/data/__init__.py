"""data: the typed records, the benchmark directory format, predictions files, loaders for
ProJudgeBench / VisualProcessBench / ProcessBench / PRMBench, the bundled benchmarks
(``confprobench-mini``, ``prmbench-slice``) and the shortcut audit of a benchmark."""

from .audit import AuditReport, audit_benchmark, format_audit, position_baseline
from .benchmark import Benchmark, bundled_benchmarks, load_benchmark, resolve_bench, sample_path, write_benchmark
from .errors import DataError
from .predictions import Prediction, StepJudgment, read_predictions, write_predictions
from .schema import (
    FAMILIES,
    ROBUSTNESS_FAMILIES,
    TAXONOMY,
    CheckVerdict,
    ErrorType,
    ImageRef,
    Problem,
    Process,
    Step,
    Variant,
    apply_variant,
)

__all__ = [
    "AuditReport",
    "audit_benchmark",
    "bundled_benchmarks",
    "format_audit",
    "position_baseline",
    "Benchmark",
    "CheckVerdict",
    "DataError",
    "ErrorType",
    "FAMILIES",
    "ImageRef",
    "Prediction",
    "Problem",
    "Process",
    "ROBUSTNESS_FAMILIES",
    "Step",
    "StepJudgment",
    "TAXONOMY",
    "Variant",
    "apply_variant",
    "load_benchmark",
    "read_predictions",
    "resolve_bench",
    "sample_path",
    "write_benchmark",
    "write_predictions",
]
