"""How much the report and the paired comparison cost on top of scoring.

    python bench/bench_report.py [--problems 400] [--judges 3] [--repeat 3]

Builds a synthetic benchmark (the test suite's builder: real PNGs, every perturbation family) and a
run with reference judges, then times, best of --repeat:

- baseline: scoring every judge (build_table + score_table with 1000 bootstrap resamples), the work
  `confprobench score` does;
- report: `make_report` (loading, the same scoring, 3 + 2·judges figures as PNG and SVG, the HTML page);
- compare: `compare_runs` for two judges (both scored, then 1000 paired resamples of A − B).

Prints each time and its ratio to the baseline measured in the same run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tests"))

from report_helpers import build_bench, write_run  # noqa: E402

from confprobench.judges.reference import reference_predictions  # noqa: E402
from confprobench.metrics.params import MetricParams  # noqa: E402
from confprobench.report.compare import compare_runs  # noqa: E402
from confprobench.report.build import make_report  # noqa: E402
from confprobench.report.runs import load_results  # noqa: E402

SPECS = ("noisy-oracle:0.1,react=0.2", "noisy-oracle:0.3,react=0.5", "constant:0.7", "random", "oracle")


def best_of(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--problems", type=int, default=400)
    parser.add_argument("--judges", type=int, default=3, choices=range(2, len(SPECS) + 1))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    params = MetricParams()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        bench = build_bench(root, n_problems=args.problems)
        specs = SPECS[: args.judges]
        runs = [write_run(root / f"run{i}", bench, {spec: reference_predictions(bench, spec)}) for i, spec in enumerate(specs)]
        steps = sum(len(p.steps) for p in bench.processes.values())
        print(f"{len(bench.processes)} problems, {steps} steps, {len(bench.variants)} variants, {len(specs)} judges")

        baseline = best_of(args.repeat, lambda: load_results(runs, params))
        report = best_of(args.repeat, lambda: make_report(runs, root / "report", params))
        compare = best_of(args.repeat, lambda: compare_runs(runs[0], runs[1], params=params))
        two_judges = best_of(args.repeat, lambda: load_results(runs[:2], params))
        print(f"baseline (score {len(specs)} judges): {baseline * 1000:8.0f} ms")
        print(f"report                      : {report * 1000:8.0f} ms   ratio {report / baseline:5.2f}")
        print(f"score 2 judges              : {two_judges * 1000:8.0f} ms")
        print(f"compare 2 judges (paired)   : {compare * 1000:8.0f} ms   ratio to scoring them {compare / two_judges:5.2f}")


if __name__ == "__main__":
    main()
