"""report: leaderboards, the self-contained HTML report and its figures, paired comparison of two
judges, and recalibration.

- :func:`make_report` (build.py): runs → leaderboard.md/.csv, report.html, figures/, metrics/
- :func:`compare_runs` (compare.py): paired cluster bootstrap of A − B with a plain-language verdict
- :func:`calibrate_run` (calibrate.py): fit temperature/Platt/isotonic on some problems, test on the rest
"""

from .build import ReportPaths, make_report
from .calibrate import calibrate_run, split_problems
from .calibration_maps import CalibrationMap, fit_map
from .compare import compare_runs, paired_differences

__all__ = [
    "CalibrationMap",
    "ReportPaths",
    "calibrate_run",
    "compare_runs",
    "fit_map",
    "make_report",
    "paired_differences",
    "split_problems",
]
