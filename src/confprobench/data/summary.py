"""Counts that describe a benchmark (what `confprobench data info` prints)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .benchmark import Benchmark
from .reviews import REVIEWS_FILE, summarize_reviews
from .schema import FAMILIES, ErrorType


def summarize_benchmark(benchmark: Benchmark) -> dict[str, Any]:
    """Processes and problems by subject, difficulty and modality; step labels; error types (and the source's
    own classes, when it has them, e.g. PRMBench's); variants by family.

    ``incorrect_pct`` is over labeled steps only (unlabeled steps are never scored).
    """
    processes = list(benchmark.processes.values())
    problems = {p.problem.id: p.problem for p in processes}
    steps = [step for p in processes for step in p.steps]
    labeled = [s for s in steps if s.label is not None]
    incorrect = [s for s in labeled if s.label == 0]
    by_type = Counter(s.error_type.value for s in incorrect if s.error_type is not None)
    by_source_class = Counter(s.source_error_class for s in incorrect if s.source_error_class is not None)
    families: Counter[str] = Counter(v.family for v in benchmark.variants.values())
    human_review = None
    if (benchmark.root / REVIEWS_FILE).is_file():
        review = summarize_reviews(benchmark)
        human_review = {
            "verdicts": review.verdicts,
            "reviewers": review.reviewers,
            "acceptance": [row.model_dump(mode="json") for row in review.acceptance],
            "problems": review.problems,
        }
    return {
        "name": benchmark.name,
        "fingerprint": benchmark.fingerprint,
        "built_by": benchmark.manifest.get("built_by", {}),
        "processes": len(processes),
        "problems": len(problems),
        "images": len({i.path for p in problems.values() for i in p.images}),
        "by_subject": dict(sorted(Counter(p.problem.subject for p in processes).items())),
        "by_difficulty": dict(sorted(Counter(p.problem.difficulty or "unspecified" for p in processes).items())),
        "by_modality": dict(sorted(Counter(p.problem.modality for p in processes).items())),
        "steps": len(steps),
        "steps_per_process": {
            "min": min(len(p.steps) for p in processes),
            "max": max(len(p.steps) for p in processes),
            "mean": round(len(steps) / len(processes), 2),
        }
        if processes
        else None,
        "labeled_steps": len(labeled),
        "unlabeled_steps": len(steps) - len(labeled),
        "incorrect_steps": len(incorrect),
        "incorrect_pct": round(100.0 * len(incorrect) / len(labeled), 2) if labeled else None,
        "by_error_type": {t.value: by_type[t.value] for t in ErrorType if by_type[t.value]},
        "by_source_error_class": dict(sorted(by_source_class.items())),
        "variants": len(benchmark.variants),
        "variants_by_family": {family: families[family] for family in FAMILIES if families[family]},
        "human_review": human_review,
    }
