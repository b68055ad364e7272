"""Synthetic inputs for testing and benchmarking the metrics (no files, no models).

``in_memory_benchmark`` wraps records as a Benchmark; ``synthetic_benchmark`` builds an in-memory Benchmark with every variant family and all seven
error types; ``synthetic_table`` builds a large ScoreTable directly as arrays (for bench/).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import numpy as np

from ..data.benchmark import Benchmark
from ..data.schema import ROBUSTNESS_FAMILIES, TAXONOMY, Family, ImageRef, Problem, Process, Step, Variant
from .core import NO_TYPE, TAXONOMY_CODES
from .table import CounterfactualArrays, PairArrays, ScoreTable, StageCounts, StepArrays


def in_memory_benchmark(
    processes: Iterable[Process], variants: Iterable[Variant] = (), name: str = "in-memory"
) -> Benchmark:
    """A Benchmark from records, without a directory (nothing is verified against disk)."""
    return Benchmark(
        root=Path(name),
        manifest={"name": name, "files": {}},
        processes={p.id: p for p in processes},
        variants={v.id: v for v in variants},
    )


def synthetic_benchmark(
    n_problems: int = 40, seed: int = 0, *, error_rate: float = 0.25, variants_per_process: int = 2
) -> Benchmark:
    """An in-memory benchmark: 1–2 processes per problem, 3–8 steps, about ``error_rate`` incorrect
    steps cycling through the seven types, and per process ``variants_per_process`` robustness
    variants (text on a correct step; image on problems with an image) plus one error injection.
    Image files are not written: the benchmark is never verified against disk."""
    rng = np.random.default_rng([seed, 1])
    processes: dict[str, Process] = {}
    variants: dict[str, Variant] = {}
    type_cycle = 0
    for i in range(n_problems):
        images = (ImageRef(path=f"images/q{i}.png", sha256="0" * 64),) if i % 3 == 0 else ()
        problem = Problem(
            id=f"q{i:04d}",
            question=f"Question {i}" + (" <image_1>" if images else ""),
            images=images,
            subject="Math",
            difficulty="high_school",
            modality="single-image" if images else "text",
        )
        for j in range(1 + int(rng.integers(0, 2))):
            steps = []
            for k in range(1, int(rng.integers(3, 9)) + 1):
                if rng.random() < error_rate:
                    steps.append(Step(index=k, text=f"step {k}", label=0, error_type=TAXONOMY[type_cycle % 7]))
                    type_cycle += 1
                else:
                    steps.append(Step(index=k, text=f"step {k}", label=1))
            process = Process(id=f"q{i:04d}-s{j}", problem=problem, steps=tuple(steps))
            processes[process.id] = process
            correct = [s.index for s in steps if s.label == 1]
            if not correct:
                continue
            for v in range(variants_per_process):
                family: Family = "image" if images and v == 0 else ("synonym" if v % 2 == 0 else "syntactic")
                vid = f"{process.id}-v{v}"
                if family == "image":
                    variants[vid] = Variant(
                        id=vid,
                        process_id=process.id,
                        family="image",
                        target_image=1,
                        image=ImageRef(path=f"images/q{i}_v{v}.png", sha256="1" * 64),
                        operation="invert",
                        seed=seed,
                    )
                else:
                    k = int(rng.choice(correct))
                    variants[vid] = Variant(
                        id=vid,
                        process_id=process.id,
                        family=family,
                        target_step=k,
                        text=f"step {k}, reworded",
                        operation="test",
                        seed=seed,
                    )
            vid = f"{process.id}-inj"
            variants[vid] = Variant(
                id=vid,
                process_id=process.id,
                family="error_injection",
                target_step=int(rng.choice(correct)),
                text="a wrong step",
                operation="test",
                seed=seed,
                injected_error_type=TAXONOMY[int(rng.integers(0, 7))],
            )
    return in_memory_benchmark(processes.values(), variants.values(), name=f"synthetic-{n_problems}-{seed}")


def synthetic_table(
    n_problems: int = 100_000,
    steps_per_problem: int = 6,
    n_pairs: int = 200_000,
    n_counterfactual: int = 0,
    seed: int = 0,
) -> ScoreTable:
    """A ScoreTable of random arrays: one process per problem, ~25% incorrect steps, pairs spread
    over the three robustness families, p loosely tied to y."""
    rng = np.random.default_rng([seed, 2])
    n_steps = n_problems * steps_per_problem
    problem = np.repeat(np.arange(n_problems), steps_per_problem)
    y = (rng.random(n_steps) >= 0.25).astype(np.float64)
    p = np.clip(0.3 + 0.5 * y + rng.normal(0.0, 0.2, n_steps), 0.0, 1.0)
    gold_type = np.where(y == 0, rng.choice(TAXONOMY_CODES, n_steps), NO_TYPE)
    steps = StepArrays(
        problem=problem,
        process=problem,
        step=np.tile(np.arange(1, steps_per_problem + 1), n_problems),
        y=y,
        p=p,
        gold_type=gold_type,
        pred_type=np.full(n_steps, NO_TYPE),
        label_only=np.zeros(n_steps, dtype=bool),
    )
    source = rng.integers(0, n_steps, n_pairs)
    pairs = PairArrays(
        family=rng.integers(0, len(ROBUSTNESS_FAMILIES), n_pairs),
        problem=problem[source],
        process=problem[source],
        variant=np.arange(n_pairs),
        step=steps.step[source],
        p_orig=p[source],
        p_var=np.clip(p[source] + rng.normal(0.0, 0.1, n_pairs), 0.0, 1.0),
        target=np.ones(n_pairs, dtype=bool),
    )
    injected = rng.integers(0, n_steps, n_counterfactual)
    cf = CounterfactualArrays(
        problem=problem[injected],
        process=problem[injected],
        variant=np.arange(n_counterfactual),
        step=steps.step[injected],
        p_orig=p[injected],
        p_injected=rng.random(n_counterfactual),
        injected_type=rng.choice(TAXONOMY_CODES, n_counterfactual),
    )
    ids = tuple(f"q{i}" for i in range(n_problems))
    return ScoreTable(
        problem_ids=ids,
        process_ids=ids,
        variant_ids=tuple(f"v{i}" for i in range(n_pairs)),
        steps=steps,
        pairs=pairs,
        counterfactual=cf,
        stages={
            "original": StageCounts(records=n_problems, steps_expected=n_steps),
            "perturbed": StageCounts(records=n_pairs, steps_expected=n_pairs),
        },
        judges=("synthetic",),
    )
