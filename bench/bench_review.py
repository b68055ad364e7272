"""How fast the review page answers, per pair, on this machine.

    python bench/bench_review.py [--pairs 100] [--problems 40]

Serves a synthetic perturbed benchmark (the test suite's builder: real PNGs, every family) with
`start_review_server` on 127.0.0.1 and reviews --pairs pairs the way the page does for one keypress:
POST the verdict (appended and fsync'ed to reviews.jsonl), then GET the next pair. Times each round
trip over real HTTP and prints the median and the 95th percentile against the goal (50 ms), and their
ratio to a baseline measured in the same run: a GET of the server's smallest answer (the empty
favicon), i.e. what HTTP on loopback costs before any review work.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tests"))

from confprobench.review import start_review_server  # noqa: E402
from report_helpers import build_bench  # noqa: E402

GOAL_MS = 50.0


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--problems", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        bench = build_bench(Path(tmp), args.problems)
        server = start_review_server(bench, reviewer="bench")
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url, token = server.url, server.session.token
        queue = server.session.queue[: args.pairs]
        if len(queue) < args.pairs:
            sys.exit(f"only {len(queue)} pairs in the benchmark; raise --problems")

        def get(path: str) -> bytes:
            with urllib.request.urlopen(url + path) as response:
                return response.read()

        def review(i: int) -> None:
            body = json.dumps(
                {
                    "variant_id": queue[i],
                    "verdict": "accept" if i % 4 else "reject",
                    "reason": None if i % 4 else "unnatural",
                }
            ).encode()
            request = urllib.request.Request(
                url + "api/verdict", data=body, headers={"Content-Type": "application/json", "X-Review-Token": token}
            )
            urllib.request.urlopen(request).read()
            get(f"api/pair?i={min(i + 1, len(queue) - 1)}")

        get("api/state")
        baseline = [_timed(lambda: get("favicon.ico")) for _ in range(args.pairs)]
        per_pair = [_timed(lambda i=i: review(i)) for i in range(len(queue))]
        server.shutdown()
        server.server_close()
    base = statistics.median(baseline)
    p50 = statistics.median(per_pair)
    p95 = sorted(per_pair)[int(0.95 * len(per_pair)) - 1]
    print(f"pairs reviewed: {len(per_pair)} (one keypress each: the verdict key also moves to the next pair)")
    print(f"baseline (empty GET on loopback): median {base:.2f} ms")
    print(
        f"verdict + next pair: median {p50:.2f} ms ({p50 / base:.1f}x baseline), p95 {p95:.2f} ms, "
        f"max {max(per_pair):.2f} ms; goal <= {GOAL_MS:.0f} ms: {'met' if p95 <= GOAL_MS else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
