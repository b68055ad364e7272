"""Speed of the metric engine: one point-estimate pass vs 1000 cluster-bootstrap resamples.

Synthetic ScoreTable: 100k problems × 6 steps (600k scored steps) and 200k robustness pairs
(plus 50k error-injection pairs). The baseline, measured in the same run, is one point-estimate
pass: every metric of metrics.json (score_table with n_boot = 0, including the sorts behind AUROC
and equal-mass ECE). The bootstrap is problem_stats (per-problem sums, once) plus 1000 resamples
as W @ S matrix products. Goal: bootstrap / point ≤ 5. A naive bootstrap would cost about 1000×.

    python bench/bench_metrics.py [--problems N] [--pairs N] [--resamples B] [--repeats R]
"""

from __future__ import annotations

import argparse
import time

from confprobench.metrics import MetricParams, bootstrap, problem_stats, score_table
from confprobench.metrics.synthetic import in_memory_benchmark, synthetic_table


def best_time(function, repeats: int) -> float:
    """Fastest of ``repeats`` runs (the machine is shared; the minimum is the least disturbed)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--problems", type=int, default=100_000)
    parser.add_argument("--steps", type=int, default=6, help="steps per problem")
    parser.add_argument("--pairs", type=int, default=200_000)
    parser.add_argument("--counterfactual", type=int, default=50_000)
    parser.add_argument("--resamples", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    table = synthetic_table(args.problems, args.steps, args.pairs, args.counterfactual)
    bench = in_memory_benchmark([], name="synthetic")
    point_params = MetricParams(n_boot=0)
    boot_params = MetricParams(n_boot=args.resamples)

    point = best_time(lambda: score_table(table, point_params, bench=bench), args.repeats)
    stats_time = best_time(lambda: problem_stats(table, boot_params), args.repeats)
    stats = problem_stats(table, boot_params)
    resample_time = best_time(lambda: bootstrap(stats, boot_params), args.repeats)
    boot = stats_time + resample_time

    print(
        f"table: {table.n_problems:,} problems, {table.steps.p.size:,} steps, {table.pairs.p_orig.size:,} pairs, "
        f"{table.counterfactual.p_orig.size:,} error-injection pairs; S is {stats.n_problems:,} × {stats.sums.shape[0]}"
    )
    print(f"point-estimate pass (baseline)          {point * 1000:9.1f} ms")
    print(
        f"bootstrap, {args.resamples} resamples               {boot * 1000:9.1f} ms"
        f"  (per-problem sums {stats_time * 1000:.1f} ms + resamples {resample_time * 1000:.1f} ms)"
    )
    print(
        f"ratio bootstrap / point                 {boot / point:9.2f}   (goal ≤ 5; naive resampling ≈ {args.resamples})"
    )


if __name__ == "__main__":
    main()
