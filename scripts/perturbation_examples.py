"""Regenerate the examples in docs/perturbations.md from the bundled sample.

Runs every family on every process of confprobench-mini (allocation "all", 3 variants per target,
seed 0), then prints, as Markdown: ten examples per family and, for the human audit, 30 randomly
sampled synonym and syntactic variants as numbered word-level diffs.

Run: python scripts/perturbation_examples.py OUT_DIR > examples.md
"""

from __future__ import annotations

import sys

import numpy as np

from confprobench.data import load_benchmark
from confprobench.data.seeding import stable_int
from confprobench.data.text import word_diff_markers
from confprobench.perturb import PerturbConfig, perturb_benchmark


def main(out: str) -> None:
    result = perturb_benchmark(
        load_benchmark(), out, PerturbConfig(variants_per_target=3, allocation="all", seed=0, progress=False)
    )
    bench = result.benchmark
    print("```\n" + result.summary() + "\n```\n")
    for family, count in (
        ("synonym", 10),
        ("syntactic", 10),
        ("error_injection", 10),
        ("image", 10),
        ("synonym", 30),
        ("syntactic", 30),
    ):
        pool = sorted((v for v in bench.variants.values() if v.family == family), key=lambda v: v.id)
        rng = np.random.default_rng([0, stable_int(family), count])
        picks = [pool[i] for i in sorted(rng.choice(len(pool), size=min(count, len(pool)), replace=False).tolist())]
        print(f"### {family}: {len(picks)} of {len(pool)}\n")
        for number, variant in enumerate(picks, 1):
            process = bench.processes[variant.process_id]
            if family == "image":
                ssim = next(c.value for c in variant.checks if c.name == "ssim")
                params = {k: v for k, v in variant.params.items() if k not in {"source_sha256", "attempt"}}
                print(f"{number}. `{process.id}` {variant.operation} {params}, SSIM {ssim} → `{variant.image.path}`")
                continue
            kind = f" [{variant.injected_error_type.value}]" if variant.injected_error_type else ""
            diff = word_diff_markers(process.step(variant.target_step).text, variant.text)
            why = f" — *{variant.params['explanation']}*" if "explanation" in variant.params else ""
            print(f"{number}. `{process.id}` step {variant.target_step}, {variant.operation}{kind}: {diff}{why}")
        print()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "perturbation-examples")
