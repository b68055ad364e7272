"""How much the report and the paired comparison cost on top of scoring.

    python bench/bench_report.py [--problems 400] [--judges 3] [--repeat 3]

Builds a synthetic benchmark (the test suite's builder: real PNGs, every perturbation family) and a
run with reference judges, then times, best of --repeat:

- baseline: scoring every judge (build_table + score_table with 1000 bootstrap resamples, slices
  included), the work `confprobench score` does;
- the same without slices (what scoring cost before slices existed), for reference;
- report: `make_report` (loading, the same scoring, two scored reference rows, 5 + 2·judges figures
  as PNG, SVG and PDF drawn in a process pool, the HTML page);
- report, all formats: the same plus every table as CSV and LaTeX and report.json;
- report, figures drawn in this process only (--workers 1), to show what the pool saves;
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

from confprobench.judges.reference import reference_predictions  # noqa: E402
from confprobench.metrics.params import MetricParams  # noqa: E402
from confprobench.metrics.score import score_table  # noqa: E402
from confprobench.report.build import FORMATS, make_report  # noqa: E402
from confprobench.report.compare import compare_runs  # noqa: E402
from confprobench.report.runs import load_judge, load_results  # noqa: E402
from confprobench.run.manifest import load_run  # noqa: E402
from report_helpers import build_bench, write_run  # noqa: E402


def load_results_unscored(runs, params):
    """Every judge of ``runs`` joined with the gold labels, not yet scored."""
    return [load_judge(info, judge, params) for info in map(load_run, runs) for judge in sorted(info.predictions)]


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
        runs = [
            write_run(root / f"run{i}", bench, {spec: reference_predictions(bench, spec)})
            for i, spec in enumerate(specs)
        ]
        steps = sum(len(p.steps) for p in bench.processes.values())
        print(f"{len(bench.processes)} problems, {steps} steps, {len(bench.variants)} variants, {len(specs)} judges")

        baseline = best_of(args.repeat, lambda: load_results(runs, params))
        no_slices = best_of(
            args.repeat,
            lambda: [
                score_table(r.table, params, bench=r.bench, slices=False) for r in load_results_unscored(runs, params)
            ],
        )
        report = best_of(args.repeat, lambda: make_report(runs, root / "report", params))
        everything = best_of(args.repeat, lambda: make_report(runs, root / "all", params, formats=FORMATS))
        serial = best_of(args.repeat, lambda: make_report(runs, root / "serial", params, workers=1))
        compare = best_of(args.repeat, lambda: compare_runs(runs[0], runs[1], params=params))
        two_judges = best_of(args.repeat, lambda: load_results(runs[:2], params))
        print(f"baseline (score {len(specs)} judges)    : {baseline * 1000:8.0f} ms")
        print(f"score without slices           : {no_slices * 1000:8.0f} ms   ratio {no_slices / baseline:5.2f}")
        print(f"report (html)                  : {report * 1000:8.0f} ms   ratio {report / baseline:5.2f}")
        print(f"report (html, csv, latex, json): {everything * 1000:8.0f} ms   ratio {everything / baseline:5.2f}")
        print(f"report (html), figures serial  : {serial * 1000:8.0f} ms   ratio {serial / baseline:5.2f}")
        print(f"score 2 judges                 : {two_judges * 1000:8.0f} ms")
        print(
            f"compare 2 judges (paired)      : {compare * 1000:8.0f} ms   ratio to scoring them {compare / two_judges:5.2f}"
        )


if __name__ == "__main__":
    main()
