"""Speed of the perturbation engine against baselines measured in the same run.

Text (issue 8 goal: at most 10x a bare spaCy parse per accepted variant, all checks on): for each text
family, the time per accepted variant divided by the time of a bare spaCy parse (``nlp.pipe``) of one
step of the same set, the share of correct steps that got at least one variant (coverage), and each
check's share of the family's time (generation is what remains). Each family starts with an empty
embedding cache (as a run of that family alone would).
Image: accepted image variants per second, and the time per variant (operation + SSIM check + PNG
encoding) divided by the time of the bare Pillow operation (goal <= 3x).

Run: python bench/bench_perturb.py [--repeat 3] [--bench NAME_OR_DIR]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from lemminflect import getAllInflections, getAllLemmas

from confprobench.data import load_benchmark
from confprobench.perturb import PerturbConfig, checks, engine
from confprobench.perturb.engine import image_variants, run_text_family
from confprobench.perturb.image import OPERATIONS, load_rgb
from confprobench.perturb.models import embedder, nlp

TIMED_CHECKS = (
    "invariant_checks",
    "protected_check",
    "sense_check",
    "number_words_check",
    "frequency_check",
    "lemma_check",
    "similarities",
)
TEXT_GOAL = 10.0


def best_of(repeat: int, function: Callable[[], Any]) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return min(times), result


class CheckClock:
    """Wraps the check functions the engine calls (``checks.<name>``) to add up the seconds spent in each."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.originals = {name: getattr(checks, name) for name in TIMED_CHECKS}
        for name, function in self.originals.items():
            setattr(checks, name, self._wrap(name, function))

    def _wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                self.seconds[name] += time.perf_counter() - start

        return timed

    def restore(self) -> None:
        for name, function in self.originals.items():
            setattr(checks, name, function)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="runs per baseline and image measurement; the fastest counts (text families run once)",
    )
    parser.add_argument("--variants-per-target", type=int, default=3)
    parser.add_argument("--bench", default=None, help="benchmark name or directory (default: the bundled sample)")
    args = parser.parse_args()
    bench = load_benchmark(args.bench)
    processes = sorted(bench.processes.values(), key=lambda p: p.id)
    steps = [s.text for p in processes for s in p.steps if s.label == 1]
    nlp(), embedder().passage(["warm up"]), checks.zipf("warm")  # model loading is not what we measure
    getAllLemmas("warm"), getAllInflections("warm")  # nor loading lemminflect's tables (once per process)
    config = PerturbConfig(variants_per_target=args.variants_per_target, allocation="all", progress=False)

    parse_time, _ = best_of(args.repeat, lambda: list(nlp().pipe(steps, batch_size=64)))
    per_step = parse_time / len(steps)
    print(f"text: {len(steps)} correct steps of {bench.name}")
    print(f"  bare spaCy parse            {parse_time:7.2f} s  ({1000 * per_step:5.2f} ms a step)")
    for family in engine.TEXT_FAMILY_REGISTRY:
        checks.clear_embedding_cache()
        clock = CheckClock()
        try:
            elapsed, output = best_of(1, lambda family=family: run_text_family(processes, family, config))
        finally:
            clock.restore()
        accepted = len(output.variants)
        covered = len({(v.process_id, v.target_step) for v in output.variants})
        per_variant = elapsed / max(accepted, 1)
        ratio = per_variant / per_step
        verdict = "met" if ratio <= TEXT_GOAL else "NOT met"
        print(
            f"  {family:16s} {accepted:4d} variants in {elapsed:6.2f} s = {1000 * per_variant:6.1f} ms each = "
            f"{ratio:5.1f}x a step's parse (goal <= {TEXT_GOAL:.0f}x: {verdict}); coverage {covered}/{len(steps)}"
        )
        spent = sum(clock.seconds.values())
        shares = ", ".join(
            f"{name.replace('_check', '').replace('_checks', '')} {100 * seconds / elapsed:4.1f}%"
            for name, seconds in sorted(clock.seconds.items(), key=lambda t: -t[1])
            if seconds > 0
        )
        print(f"  {'':16s} time shares: {shares}; generation and the rest {100 * (elapsed - spent) / elapsed:4.1f}%")
        if output.without_variant:
            print(f"  {'':16s} targets without a variant: {output.without_variant}")

    image_refs = [(p, ref) for p in processes for ref in p.problem.images]
    originals = [load_rgb(bench.root / ref.path) for _, ref in image_refs]
    image_processes = [p for p in processes if p.problem.images]
    print(f"image: {len(originals)} images")
    if not originals:  # a text-only benchmark (MR-Ben, ProcessBench): nothing to time
        return
    bare_per_op = {}
    for name, op in sorted(OPERATIONS.items()):
        rng = np.random.default_rng(0)
        params = op.draw(rng)
        elapsed, _ = best_of(
            args.repeat, lambda op=op, params=params, rng=rng: [op.apply(im, params, rng) for im in originals]
        )
        bare_per_op[name] = elapsed / len(originals)
    bare = statistics.mean(bare_per_op.values())
    with tempfile.TemporaryDirectory() as out:
        elapsed, output = best_of(args.repeat, lambda: image_variants(image_processes, bench.root, Path(out), config))
    accepted = len(output.variants)
    per_variant = elapsed / max(accepted, 1)
    print(f"  bare Pillow operation (mean over {len(bare_per_op)} ops) {bare * 1000:7.1f} ms")
    print(
        f"  image variants  {accepted:4d} in {elapsed:6.2f} s  ({accepted / elapsed:6.1f} variants/s, "
        f"{per_variant * 1000:6.1f} ms each incl. SSIM check and PNG)  ratio {per_variant / bare:5.1f}x (goal <= 3x)"
    )


if __name__ == "__main__":
    main()
