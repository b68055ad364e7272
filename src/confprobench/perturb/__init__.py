"""perturb: meaning-preserving variants (synonym, syntactic, image) and injected errors, each with
recorded meaning-check verdicts and provenance.

Notebook use::

    from confprobench.data import load_benchmark
    from confprobench.perturb import PerturbConfig, perturb_benchmark
    result = perturb_benchmark(load_benchmark(), "out/mini-perturbed", PerturbConfig(variants_per_target=3))
    print(result.summary())
"""

from .engine import (
    FamilyOutput,
    PerturbConfig,
    PerturbResult,
    Reject,
    allocate,
    audit,
    error_injection_variants,
    image_variants,
    perturb_benchmark,
    plan,
    select_targets,
    synonym_variants,
    syntactic_variants,
)
from .llm import LLMRewriteError, LLMRewriter, LLMRewriterConfig

__all__ = [
    "FamilyOutput",
    "LLMRewriteError",
    "LLMRewriter",
    "LLMRewriterConfig",
    "PerturbConfig",
    "PerturbResult",
    "Reject",
    "allocate",
    "audit",
    "error_injection_variants",
    "image_variants",
    "perturb_benchmark",
    "plan",
    "select_targets",
    "synonym_variants",
    "syntactic_variants",
]
