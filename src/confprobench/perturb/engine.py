"""Run the perturbation families over a benchmark and write the perturbed benchmark.

``perturb_benchmark`` allocates families to processes, selects targets, generates candidates for each
target, runs the meaning checks (cheap invariants first, then batched parses and embeddings for the
survivors), keeps up to N accepted variants per target and records every rejected candidate with its
reasons. Output is byte-identical for identical input and configuration.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Literal, cast

import numpy as np
from tqdm import tqdm

from ..data import (
    FAMILIES,
    ROBUSTNESS_FAMILIES,
    Benchmark,
    CheckVerdict,
    DataError,
    ErrorType,
    ImageRef,
    Process,
    Variant,
    write_benchmark,
)
from ..data.benchmark import PROCESSES_FILE, fingerprint_of, sha256_bytes, sha256_file
from ..data.images import resolve_inside
from ..data.reviews import carry_shipped_reviews
from ..data.schema import Family
from ..data.seeding import rng_for, stable_int, variant_id
from ..data.text import word_diff_markers
from . import checks
from .candidates import Candidate
from .image import OPERATIONS, image_checks, load_rgb, perturb_image, png_bytes, ssim_reference
from .inject import TARGET_CHECKS, InjectionContext, error_candidates, verify_injection
from .llm import LLMRewriteError, LLMRewriter, LLMRewriterConfig
from .models import parse_many
from .synonym import may_have_candidates, synonym_candidates
from .syntactic import keeps_quotes, quoted_options, syntactic_candidates_many

REJECTS_FILE = "rejects.jsonl"
VARIANT_IMAGE_DIR = "images/variants"


@dataclass(frozen=True)
class PerturbConfig:
    """What to generate. ``allocation='paper'`` gives each problem one robustness family (balanced over
    subject × difficulty; image only where there are images) plus error injection when requested;
    ``'all'`` applies every requested family to every process."""

    families: tuple[str, ...] = FAMILIES
    variants_per_target: int = 10
    max_targets_per_process: int | None = None
    allocation: Literal["paper", "all"] = "paper"
    seed: int = 0
    rewriter: Literal["rules", "llm"] = "rules"
    llm: LLMRewriterConfig | None = None
    similarity_threshold: float | None = None  # None: the calibrated value shipped with the package
    progress: bool = True

    def __post_init__(self) -> None:
        unknown = [f for f in self.families if f not in FAMILIES]
        if unknown:
            raise ValueError(f"unknown families {unknown}; choose from {', '.join(FAMILIES)}")
        if self.variants_per_target < 1:
            raise ValueError("variants_per_target must be at least 1")
        if self.max_targets_per_process is not None and self.max_targets_per_process < 1:
            raise ValueError("max_targets_per_process must be at least 1 (or None for all targets)")
        if self.allocation not in ("paper", "all"):
            raise ValueError("allocation must be 'paper' or 'all'")
        if self.rewriter == "llm" and self.llm is None:
            raise ValueError("rewriter 'llm' needs an LLMRewriterConfig (base URL, model, API-key variable)")

    def recipe(self) -> dict[str, Any]:
        """The configuration as recorded in the manifest (no secrets: only the key's variable name)."""
        recipe = asdict(self)
        recipe.pop("progress")
        recipe["families"] = list(self.families)
        recipe["similarity_threshold"] = self.threshold
        return recipe

    @property
    def threshold(self) -> float:
        """The similarity threshold in force (the calibrated one unless set)."""
        return checks.similarity_threshold() if self.similarity_threshold is None else self.similarity_threshold


@dataclass(frozen=True)
class Reject:
    """A candidate that failed its checks (one line of rejects.jsonl)."""

    process_id: str
    family: str
    target: int
    operation: str
    reasons: tuple[str, ...]
    params: dict[str, Any] = field(default_factory=dict)
    text: str | None = None
    checks: tuple[CheckVerdict, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The reject as one line of rejects.jsonl."""
        data = asdict(self)
        data["reasons"] = list(self.reasons)
        data["checks"] = [c.model_dump(mode="json") for c in self.checks]
        return data


@dataclass(frozen=True)
class FamilyOutput:
    """One family's accepted variants, rejected candidates, skipped (process, family) pairs and the
    targets that got no variant, counted by why."""

    variants: list[Variant]
    rejects: list[Reject]
    skipped: list[str] = field(default_factory=list)
    without_variant: dict[str, int] = field(default_factory=dict)
    #: Targets tried (a capped text family tries further targets when one gets no variant); None: all selected.
    tried: int | None = None


@dataclass(frozen=True)
class PerturbResult:
    """What ``perturb_benchmark`` produced: the written benchmark and everything needed to audit it."""

    benchmark: Benchmark
    variants: list[Variant]
    rejects: list[Reject]
    allocation: dict[str, tuple[str, ...]]
    counts: dict[str, dict[str, Any]]
    skipped: list[str]

    def summary(self) -> str:
        """Accepted and rejected counts per family and reason, as the command prints them."""
        lines = [
            f"{len(self.variants)} variants = {len(self.variants)} judge calls on perturbed processes "
            f"(+ {len(self.benchmark.processes)} on the originals)"
        ]
        for family, count in self.counts.items():
            rejected = ", ".join(f"{reason} {n}" for reason, n in sorted(count["rejected"].items())) or "none"
            lines.append(
                f"  {family:16s} accepted {count['accepted']:5d}  rejected {sum(count['rejected'].values()):5d}"
                f" ({rejected})"
            )
            if count.get("targets_without_variant"):
                why = ", ".join(f"{reason} {n}" for reason, n in count["targets_without_variant"].items())
                lines.append(
                    f"  {'':16s} {sum(count['targets_without_variant'].values())} of {count['targets']} "
                    f"targets got no variant ({why})"
                )
        if self.skipped:
            lines.append(f"  skipped {len(self.skipped)} (process, family) pairs; first: {self.skipped[0]}")
        return "\n".join(lines)

    def empty_families(self) -> dict[str, str]:
        """Families that had targets but produced no variant at all, each with why (the command exits
        non-zero on these)."""
        empty = {}
        for family, count in self.counts.items():
            if count["accepted"] == 0 and count.get("targets", 0) > 0:
                why = count.get("targets_without_variant") or count["rejected"]
                top = ", ".join(f"{reason} {n}" for reason, n in sorted(why.items(), key=lambda t: -t[1])[:3])
                empty[family] = f"{count['targets']} targets, no variant accepted ({top or 'no candidates'})"
        return empty


# ---- allocation and targets --------------------------------------------------------------------------


def allocate(processes: list[Process], config: PerturbConfig) -> dict[str, tuple[str, ...]]:
    """Families per process id (see ``PerturbConfig``). Deterministic in ``config.seed``."""
    robustness = [f for f in ROBUSTNESS_FAMILIES if f in config.families]
    extra = ("error_injection",) if "error_injection" in config.families else ()
    if config.allocation == "all":
        return {
            p.id: tuple(f for f in FAMILIES if f in config.families and (f != "image" or p.problem.images))
            for p in processes
        }

    def strata(process: Process) -> tuple[str, str]:
        return (process.problem.subject, process.problem.difficulty or "")

    ordered = sorted(processes, key=lambda p: (strata(p), stable_int([config.seed, p.id])))
    allocation: dict[str, tuple[str, ...]] = {p.id: () for p in processes}
    # Only image problems can take the image family: give it its fair share first, spread over strata
    # (the first image problem of every stratum, then the second, ...).
    if "image" in robustness:
        with_images = [p for p in ordered if p.problem.images]
        rank: Counter[tuple[str, str]] = Counter()
        ranked: list[tuple[int, tuple[str, str], Process]] = []
        for process in with_images:
            ranked.append((rank[strata(process)], strata(process), process))
            rank[strata(process)] += 1
        quota = min(len(with_images), round(len(processes) / len(robustness)))
        for _, _, process in sorted(ranked, key=lambda t: (t[0], t[1]))[:quota]:
            allocation[process.id] = ("image",)
    totals: Counter[str] = Counter(f for fams in allocation.values() for f in fams)
    per_stratum: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    others = [f for f in robustness if f != "image"] or robustness
    for process in ordered:
        if allocation[process.id]:
            continue
        eligible = [f for f in others if f != "image" or process.problem.images]
        if eligible:
            family = min(eligible, key=lambda f: (totals[f], per_stratum[strata(process)][f], robustness.index(f)))
            per_stratum[strata(process)][family] += 1
            totals[family] += 1
            allocation[process.id] = (family,)
    allocation = {pid: fams + extra for pid, fams in allocation.items()}
    return {p.id: allocation[p.id] for p in processes}


def select_targets(process: Process, family: str, config: PerturbConfig) -> list[int]:
    """Correct steps (text families) or image positions (image family), sampled down to the cap."""
    if family == "image":
        targets = list(range(1, len(process.problem.images) + 1))
        if not targets:
            raise DataError(PROCESSES_FILE, f"process {process.id}", "problem.images", "has no image to perturb")
    else:
        targets = [s.index for s in process.steps if s.label == 1 and s.text.strip()]
        if not targets:
            raise DataError(
                PROCESSES_FILE,
                f"process {process.id}",
                "steps",
                f"has no correct step (label 1) to perturb with {family}",
            )
    cap = config.max_targets_per_process
    if cap is not None and len(targets) > cap:
        rng = rng_for(config.seed, process.id, family, "targets")
        targets = sorted(rng.choice(targets, size=cap, replace=False).tolist())
    return targets


def target_order(process: Process, family: str, config: PerturbConfig) -> list[int]:
    """Every eligible target of ``process`` in the seeded order in which a capped text family tries them.

    With ``max_targets_per_process = K`` a text family keeps the first K targets *that get a variant*, so
    a step no rule can safely rewrite does not use up the process's share (precision costs no coverage)."""
    targets = select_targets(process, family, replace(config, max_targets_per_process=None))
    rng = rng_for(config.seed, process.id, family, "target-order")
    return [targets[i] for i in rng.permutation(len(targets)).tolist()]


def _first_targets_with_variants(
    jobs: list[_TextJob], variants: list[Variant], cap: int
) -> tuple[set[tuple[str, int]], set[tuple[str, int]]]:
    """Per process, walking its targets in order: the first ``cap`` that got a variant (kept), and every
    target tried up to the last kept one (all targets when fewer than ``cap`` got one)."""
    with_variant = {(v.process_id, v.target_step) for v in variants}
    kept: set[tuple[str, int]] = set()
    tried: set[tuple[str, int]] = set()
    count: Counter[str] = Counter()
    for job in jobs:  # in each process's target order
        key = (job.process.id, job.target)
        if count[job.process.id] >= cap:
            continue
        tried.add(key)
        if key in with_variant:
            kept.add(key)
            count[job.process.id] += 1
    return kept, tried


# ---- text families -----------------------------------------------------------------------------------


@dataclass
class _TextJob:
    process: Process
    family: str
    target: int
    original: str
    candidates: list[Candidate] = field(default_factory=list)
    verdicts: list[list[CheckVerdict]] = field(default_factory=list)
    failures: list[str | None] = field(default_factory=list)


@dataclass(frozen=True)
class GenerationInput:
    """What a text family's generator gets for one target step."""

    text: str
    doc: Any  # the spaCy parse of text; None for a family that does not parse (TextFamily.parses_steps)
    subject: str
    question: str
    rng: np.random.Generator
    has_images: bool = False
    earlier: str = ""  # the process's steps before the target (a value they computed is no given of the question)
    later: str = ""  # the process's steps after the target (with ``earlier``: the solution's heading template)


class _ParseMemo:
    """Batched spaCy parses, each distinct text parsed once per run: the syntactic family parses a
    rewrite to compose a second rule on it and again for the lemma check; the memo makes that one parse."""

    def __init__(self) -> None:
        self.docs: dict[str, Any] = {}

    def __call__(self, texts: list[str]) -> list[Any]:
        missing = [t for t in dict.fromkeys(texts) if t not in self.docs]
        self.docs.update(zip(missing, parse_many(missing)))
        return [self.docs[t] for t in texts]


Generator = Callable[[list[GenerationInput], int, _ParseMemo], list[list[Candidate]]]


@dataclass(frozen=True)
class TextFamily:
    """One text family: how its candidates are made and which checks they must pass.

    ``meaning_preserving`` families must pass every check in ``checks``; an error injection must pass
    ``differs`` and ``error_verified`` and *fail* the check its error type targets. Adding a family means
    adding one record to ``TEXT_FAMILY_REGISTRY`` (and its name to ``confprobench.data.FAMILIES``).
    """

    name: str
    generate: Generator
    meaning_preserving: bool
    checks: tuple[str, ...]
    targets: str = "correct steps (label 1)"
    llm_rewritable: bool = False
    #: A cheap, exact test on (step text, subject, question, the earlier steps): False when the rules certainly make
    #: no candidate, so the step is not parsed at all (an LLM rewriter, which may rewrite any step, ignores it).
    may_apply: Callable[[str, str, str, str], bool] | None = None
    #: Whether the rules read a spaCy parse of the step. Error injection works on the text alone, and
    #: parsing its targets took about 94% of the family's time.
    parses_steps: bool = True


def _synonym_generator(items: list[GenerationInput], wanted: int, parse: _ParseMemo) -> list[list[Candidate]]:
    return [
        synonym_candidates(
            i.text, i.doc, i.subject, i.rng, wanted, question=i.question, earlier=i.earlier, later=i.later
        )
        for i in items
    ]


def _syntactic_generator(items: list[GenerationInput], wanted: int, parse: _ParseMemo) -> list[list[Candidate]]:
    made = syntactic_candidates_many(
        [(i.text, i.doc, i.rng) for i in items],
        wanted,
        parse,
        first_steps=[not i.earlier for i in items],
        earlier=[i.earlier for i in items],
    )
    # a step that restates an option of the question keeps it word for word (synonyms already keep it: a run copied
    # from the question is protected); the quotations are found once per step, not once per candidate
    kept = []
    for item, candidates in zip(items, made, strict=True):
        quotes = quoted_options(item.text, item.question)
        kept.append([c for c in candidates if keeps_quotes(c.text, quotes)] if quotes else candidates)
    return kept


def _injection_generator(items: list[GenerationInput], wanted: int, parse: _ParseMemo) -> list[list[Candidate]]:
    return [
        error_candidates(
            i.text,
            i.rng,
            wanted,
            InjectionContext(question=i.question, has_images=i.has_images, subject=i.subject, earlier=i.earlier),
        )
        for i in items
    ]


# The embedding check runs only on LLM rewrites: on rule-made variants it rejected 1 of 30 held-out bad pairs
# that no other check caught, at 80-92% of the family's time (docs/perturbations.md, "Checks").
LLM_REWRITE_CHECKS = ("similarity",)
TEXT_FAMILY_REGISTRY: dict[str, TextFamily] = {
    family.name: family
    for family in (
        TextFamily(
            "synonym",
            _synonym_generator,
            True,
            ("differs", *checks.MEANING_CHECKS, "protected", "sense", "number_words", "frequency"),
            llm_rewritable=True,
            may_apply=may_have_candidates,
        ),
        TextFamily(
            "syntactic",
            _syntactic_generator,
            True,
            ("differs", *checks.MEANING_CHECKS, "protected", "lemmas"),
            llm_rewritable=True,
        ),
        TextFamily(
            "error_injection",
            _injection_generator,
            False,
            ("differs", "protected", "error_verified", "target_check"),
            parses_steps=False,
        ),
    )
}


def text_family(name: str) -> TextFamily:
    """The registry record of a text family; an unknown name is an error, never a fall-back."""
    try:
        return TEXT_FAMILY_REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown text family {name!r}; registered: {', '.join(TEXT_FAMILY_REGISTRY)}") from None


def _error_reject(job: _TextJob, stage: str, exc: BaseException) -> Reject:
    """A target whose processing raised: recorded with the process, step, stage and the error."""
    return Reject(
        job.process.id,
        job.family,
        job.target,
        stage,
        ("error:" + stage,),
        {"error": f"{type(exc).__name__}: {exc}"[:500], "step_text": job.original[:500]},
    )


def _isolated(function: Callable[[list[Any]], list[Any]], items: list[Any]) -> list[tuple[Any, BaseException | None]]:
    """``function`` over ``items`` in one batch; if the batch raises, item by item, so one bad item fails
    alone. Returns (result, None) or (None, exception) per item."""
    try:
        results = function(items)
        if len(results) == len(items):
            return [(r, None) for r in results]
    except Exception:  # noqa: BLE001 - retried item by item below, where the culprit is recorded
        pass
    outcome: list[tuple[Any, BaseException | None]] = []
    for item in items:
        try:
            outcome.append((function([item])[0], None))
        except Exception as exc:  # noqa: BLE001 - one target's failure is that target's reject
            outcome.append((None, exc))
    return outcome


def _earlier_steps(job: _TextJob) -> str:
    """The process's steps before the target, one a line."""
    return "\n".join(s.text for s in job.process.steps[: job.target - 1])


def _rules_make_nothing(spec: TextFamily, job: _TextJob) -> bool:
    """Does the family's cheap test (``TextFamily.may_apply``) say its rules certainly make nothing of the target?"""
    problem = job.process.problem
    return spec.may_apply is not None and not spec.may_apply(
        job.original, problem.subject, problem.question, _earlier_steps(job)
    )


def _generate_text_candidates(
    jobs: list[_TextJob],
    spec: TextFamily,
    config: PerturbConfig,
    rewriter: LLMRewriter | None,
    rejects: list[Reject],
    parse: _ParseMemo,
) -> list[_TextJob]:
    """Fill each job's candidates; returns the jobs that survived (a job whose parse or generation raised
    becomes a reject naming the stage)."""
    wanted = 2 * config.variants_per_target  # some candidates fail their checks
    use_rules = rewriter is None or not spec.llm_rewritable
    hopeless = {id(job) for job in jobs if use_rules and _rules_make_nothing(spec, job)}
    parses = spec.parses_steps
    parsed = iter(_isolated(parse, [job.original for job in jobs if parses and id(job) not in hopeless]))
    # (job, its parse or None, whether the rules run on it)
    alive: list[tuple[_TextJob, Any, bool]] = []
    for job in jobs:
        if id(job) in hopeless:
            alive.append((job, None, False))  # no candidate possible: not parsed, kept (in order) with none
            continue
        if not parses:
            alive.append((job, None, True))
            continue
        doc, error = next(parsed)
        if error is not None:
            rejects.append(_error_reject(job, "parse", error))
        else:
            alive.append((job, doc, True))
    if rewriter is not None and spec.llm_rewritable:
        survivors = []
        for job, _, _ in alive:
            try:
                job.candidates = rewriter.rewrite(job.original, job.family, job.process.problem.subject)
            except LLMRewriteError as exc:
                if exc.fatal:
                    raise
                rejects.append(
                    Reject(
                        job.process.id, job.family, job.target, f"llm:{job.family}", ("llm_error",), {"error": str(exc)}
                    )
                )
                continue
            survivors.append(job)
        return survivors

    def generate(items: list[tuple[_TextJob, Any]]) -> list[list[Candidate]]:
        # Each try makes fresh generators, so a retried target draws exactly what it would have drawn in the batch.
        return spec.generate(
            [
                GenerationInput(
                    job.original,
                    doc,
                    job.process.problem.subject,
                    job.process.problem.question,
                    rng_for(config.seed, job.process.id, job.family, job.target),
                    has_images=bool(job.process.problem.images),
                    earlier=_earlier_steps(job),
                    later="\n".join(s.text for s in job.process.steps[job.target :]),
                )
                for job, doc in items
            ],
            wanted,
            parse,
        )

    generated = iter(_isolated(generate, [(job, doc) for job, doc, runs in alive if runs]))
    survivors = []
    for job, _, runs in alive:
        candidates, error = next(generated) if runs else ([], None)
        if error is not None:
            rejects.append(_error_reject(job, "candidates", error))
            continue
        job.candidates = candidates
        survivors.append(job)
    return survivors


def _cheap_failure(spec: TextFamily, candidate: Candidate, verdicts: list[CheckVerdict]) -> str | None:
    """The first reason to reject before parsing/embedding, or None."""
    by_name = {v.name: v for v in verdicts}
    if not by_name["differs"].passed:
        return "differs"
    if not by_name["protected"].passed:
        return "protected"
    if not spec.meaning_preserving:
        if not by_name["error_verified"].passed:
            return "error_verified"
        error_type = ErrorType(candidate.params["error_type"])
        if all(by_name[name].passed for name in TARGET_CHECKS[error_type]):
            return "target_check_passed:" + "/".join(TARGET_CHECKS[error_type])
        return None
    for name in (*checks.MEANING_CHECKS, "sense", "number_words", "frequency"):
        if name in by_name and not by_name[name].passed:
            return name
    return None


def _cheap_verdicts(spec: TextFamily, job: _TextJob, candidate: Candidate) -> list[CheckVerdict]:
    question = job.process.problem.question
    verdicts = checks.invariant_checks(job.original, candidate.text)
    kinds = checks.PROTECTED_KINDS if spec.meaning_preserving else checks.PROTECTED_KINDS_FOR_ERRORS
    verdicts.append(checks.protected_check(job.original, candidate.text, kinds, question))
    if "sense" in spec.checks:
        verdicts.append(checks.sense_check(job.original, candidate.text, job.process.problem.subject))
    if "number_words" in spec.checks:
        verdicts.append(checks.number_words_check(job.original, candidate.text))
    if "frequency" in spec.checks:
        verdicts.append(checks.frequency_check(job.original, candidate.text))
    if not spec.meaning_preserving:
        ok, detail = verify_injection(job.original, candidate)
        verdicts.append(CheckVerdict(name="error_verified", passed=ok, detail=detail))
    return verdicts


def run_text_family(
    processes: list[Process], family: str, config: PerturbConfig, rewriter: LLMRewriter | None = None
) -> FamilyOutput:
    """Variants of one registered text family for the given processes (all their targets).

    A target whose parse, candidate generation or checks raise becomes a reject naming the process,
    step and stage (``error:parse``, ``error:candidates``, ``error:checks``); the run goes on."""
    spec = text_family(family)
    jobs: list[_TextJob] = []
    skipped: list[str] = []
    rejects: list[Reject] = []
    cap = config.max_targets_per_process
    for process in processes:
        try:
            targets = select_targets(process, family, config) if cap is None else target_order(process, family, config)
        except DataError as exc:
            skipped.append(str(exc))
            continue
        jobs.extend(_TextJob(process, family, t, process.step(t).text) for t in targets)
    parse = _ParseMemo()
    all_jobs = jobs
    jobs = _generate_text_candidates(jobs, spec, config, rewriter, rejects, parse)
    n = config.variants_per_target
    # Pass 1: cheap invariant checks (and, for injections, the independent verification).
    pending: dict[int, list[int]] = {}
    for number, job in enumerate(jobs):
        pending[number] = []
        try:
            for candidate in job.candidates:
                verdicts = _cheap_verdicts(spec, job, candidate)
                job.verdicts.append(verdicts)
                job.failures.append(_cheap_failure(spec, candidate, verdicts))
        except Exception as exc:  # noqa: BLE001 - one target's failure is that target's reject
            rejects.append(_error_reject(job, "checks", exc))
            job.candidates, job.verdicts, job.failures = [], [], []
        pending[number] = [i for i, failure in enumerate(job.failures) if failure is None]
    # Pass 2: content lemmas from one batched parse of the survivors not parsed yet.
    if "lemmas" in spec.checks:
        survivors = [(k, i) for k, indices in pending.items() for i in indices]
        parsed = _isolated(parse, [jobs[k].candidates[i].text for k, i in survivors])
        original_docs = [doc for doc, _ in _isolated(parse, [job.original for job in jobs])]
        for (k, index), (doc, error) in zip(survivors, parsed):
            job = jobs[k]
            if error is not None or original_docs[k] is None:
                job.failures[index] = "error:lemmas"
                continue
            verdict = checks.lemma_check(original_docs[k], doc)
            job.verdicts[index].append(verdict)
            if not verdict.passed:
                job.failures[index] = "lemmas"
        pending = {k: [i for i in indices if jobs[k].failures[i] is None] for k, indices in pending.items()}
    # Pass 3: embedding similarity of the changed sentences, for LLM rewrites (free-form text that the exact
    # invariants may not see drifting).
    if "similarity" in spec.checks or (rewriter is not None and spec.llm_rewritable):
        _similarity_rounds(jobs, pending, n, config.threshold)
    variants: list[Variant] = []
    for job in jobs:
        accepted = 0
        for candidate, verdicts, failure in zip(job.candidates, job.verdicts, job.failures):
            if failure == "surplus":
                continue
            if failure is not None:
                rejects.append(
                    Reject(
                        job.process.id,
                        family,
                        job.target,
                        candidate.operation,
                        (failure,),
                        candidate.params,
                        candidate.text,
                        tuple(verdicts),
                    )
                )
                continue
            if accepted >= n:
                continue
            accepted += 1
            params = dict(candidate.params)
            error_type = ErrorType(params.pop("error_type")) if not spec.meaning_preserving else None
            vid = variant_id(
                job.process.id,
                family,
                job.target,
                {"operation": candidate.operation, **params, "text": candidate.text},
                config.seed,
            )
            variants.append(
                Variant(
                    id=vid,
                    process_id=job.process.id,
                    family=cast(Family, family),
                    target_step=job.target,
                    text=candidate.text,
                    operation=candidate.operation,
                    params=params,
                    seed=config.seed,
                    checks=tuple(verdicts),
                    injected_error_type=error_type,
                )
            )
    if cap is not None:
        kept, tried = _first_targets_with_variants(all_jobs, variants, cap)
        variants = [v for v in variants if (v.process_id, v.target_step) in kept]
        rejects = [r for r in rejects if (r.process_id, r.target) in tried]
        all_jobs = [job for job in all_jobs if (job.process.id, job.target) in tried]
        position = {p.id: n for n, p in enumerate(processes)}
        variants.sort(key=lambda v: (position[v.process_id], v.target_step or 0))
    return FamilyOutput(
        variants, rejects, skipped, _without_variant(all_jobs, variants, rejects), len(all_jobs) if cap else None
    )


def _without_variant(jobs: list[_TextJob], variants: list[Variant], rejects: list[Reject]) -> dict[str, int]:
    """Targets that got no accepted variant, by why: no candidate at all (no safe substitution, no rule
    applies), every candidate rejected (by the first reason among its rejects), or an error."""
    accepted = {(v.process_id, v.target_step) for v in variants}
    first_reason: dict[tuple[str, int], str] = {}
    for reject in rejects:
        first_reason.setdefault((reject.process_id, reject.target), reject.reasons[0] if reject.reasons else "?")
    counts: Counter[str] = Counter()
    for job in jobs:
        key = (job.process.id, job.target)
        if key in accepted:
            continue
        reason = first_reason.get(key)
        if reason is None:
            counts["no_candidate"] += 1
        elif reason.startswith("error:"):
            counts[reason] += 1
        else:
            counts["all_rejected:" + reason] += 1
    return dict(sorted(counts.items()))


def _similarity_rounds(jobs: list[_TextJob], pending: dict[int, list[int]], n: int, threshold: float) -> None:
    """Embed candidates in batched rounds, each taking per target only as many as are still needed
    to reach ``n`` accepted; candidates never embedded are marked surplus (neither kept nor rejected)."""
    accepted = {k: 0 for k in pending}
    while True:
        round_items: list[tuple[int, int]] = []
        for k, indices in pending.items():
            need = max(n - accepted[k], 0)
            round_items.extend((k, i) for i in indices[:need])
            pending[k] = indices[need:]
        if not round_items:
            break
        values = checks.similarities(
            [checks.changed_sentences(jobs[k].original, jobs[k].candidates[i].text) for k, i in round_items]
        )
        for (k, index), value in zip(round_items, values):
            verdict = checks.similarity_verdict(value, threshold)
            jobs[k].verdicts[index].append(verdict)
            if verdict.passed:
                accepted[k] += 1
            else:
                jobs[k].failures[index] = "similarity"
    for k, indices in pending.items():
        for index in indices:
            jobs[k].failures[index] = "surplus"


def synonym_variants(processes: list[Process], config: PerturbConfig) -> FamilyOutput:
    """Synonym-substitution variants of the correct steps of ``processes``."""
    return run_text_family(processes, "synonym", config, _rewriter(config))


def syntactic_variants(processes: list[Process], config: PerturbConfig) -> FamilyOutput:
    """Syntactic-transformation variants of the correct steps of ``processes``."""
    return run_text_family(processes, "syntactic", config, _rewriter(config))


def error_injection_variants(processes: list[Process], config: PerturbConfig) -> FamilyOutput:
    """Injected NC/SC/RE errors in correct steps (each variant's step becomes incorrect)."""
    return run_text_family(processes, "error_injection", config)


def _rewriter(config: PerturbConfig) -> LLMRewriter | None:
    return LLMRewriter(config.llm) if config.rewriter == "llm" and config.llm is not None else None


# ---- image family ---------------------------------------------------------------------------------------


def image_variants(processes: list[Process], root: Path, out: Path, config: PerturbConfig) -> FamilyOutput:
    """Image variants of the problems' images; PNGs are written to ``out/images/variants/<id>.png``."""
    variants: list[Variant] = []
    rejects: list[Reject] = []
    skipped: list[str] = []
    names = sorted(OPERATIONS)
    for process in processes:
        try:
            targets = select_targets(process, "image", config)
        except DataError as exc:
            skipped.append(str(exc))
            continue
        for target in targets:
            reference = process.problem.images[target - 1]
            # The image was verified when the benchmark was loaded; resolve it the same safe way here.
            path = resolve_inside(
                root,
                reference.path,
                source=root / PROCESSES_FILE,
                record=f"process {process.id}",
                field=f"problem.images[{target - 1}]",
            )
            try:
                original = load_rgb(path)
            except (OSError, ValueError) as exc:
                raise DataError(
                    path,
                    f"process {process.id}",
                    f"problem.images[{target - 1}]",
                    f"cannot read image ({type(exc).__name__}: {exc})",
                ) from None
            ssim_ref = ssim_reference(original)
            rng = rng_for(config.seed, process.id, "image", target)
            order = [names[i] for i in rng.permutation(len(names))]
            accepted = 0
            for attempt in range(2 * config.variants_per_target):
                if accepted >= config.variants_per_target:
                    break
                operation = order[attempt % len(order)]
                op_rng = rng_for(config.seed, process.id, "image", target, f"{operation}:{attempt}")
                image, params = perturb_image(original, operation, op_rng)
                verdicts = image_checks(original, image, OPERATIONS[operation], params, ssim_ref)
                failed = tuple(v.name for v in verdicts if not v.passed)
                if failed:
                    rejects.append(
                        Reject(process.id, "image", target, operation, failed, params, None, tuple(verdicts))
                    )
                    continue
                data = png_bytes(image)
                vid = variant_id(
                    process.id, "image", target, {"operation": operation, **params, "attempt": attempt}, config.seed
                )
                relative = f"{VARIANT_IMAGE_DIR}/{vid}.png"
                (out / VARIANT_IMAGE_DIR).mkdir(parents=True, exist_ok=True)
                (out / relative).write_bytes(data)
                variants.append(
                    Variant(
                        id=vid,
                        process_id=process.id,
                        family="image",
                        target_image=target,
                        image=ImageRef(path=relative, sha256=sha256_bytes(data)),
                        operation=operation,
                        params={**params, "attempt": attempt, "source_sha256": reference.sha256},
                        seed=config.seed,
                        checks=tuple(verdicts),
                    )
                )
                accepted += 1
    return FamilyOutput(variants, rejects, skipped)


# ---- the whole benchmark ----------------------------------------------------------------------------------


def _remove_stale_variant_images(out: Path, variants: list[Variant]) -> None:
    """Delete variant PNGs an earlier run into the same ``out`` left behind (only files named like our own
    ``<16 hex digits>.png`` under images/variants/), so the directory holds exactly what the manifest lists."""
    folder = out / VARIANT_IMAGE_DIR
    if not folder.is_dir():
        return
    keep = {Path(v.image.path).name for v in variants if v.image is not None}
    for path in folder.glob("*.png"):
        if path.name not in keep and re.fullmatch(r"[0-9a-f]{16}\.png", path.name):
            path.unlink()


def _count_targets(processes: list[Process], family: str, config: PerturbConfig) -> int:
    total = 0
    for process in processes:
        try:
            total += len(select_targets(process, family, config))
        except DataError:
            pass
    return total


def plan(bench: Benchmark, config: PerturbConfig) -> dict[str, Any]:
    """Before generating: the allocation and the most variants (= judge calls) it can produce."""
    processes = sorted(bench.processes.values(), key=lambda p: p.id)
    allocation = allocate(processes, config)
    targets = {f: _count_targets([p for p in processes if f in allocation[p.id]], f, config) for f in FAMILIES}
    targets = {f: n for f, n in targets.items() if n}
    return {
        "processes": len(processes),
        "processes_per_family": dict(Counter(f for fams in allocation.values() for f in fams)),
        "targets_per_family": targets,
        "max_variants": sum(targets.values()) * config.variants_per_target,
    }


ENGINE_ROOT = Path(__file__).resolve().parent


def engine_fingerprint(root: Path | None = None) -> str:
    """SHA-256 over the perturbation engine's code and data (every file of this package, or of ``root``, but caches):
    the same version string can hide edited rules, so a perturbed benchmark records this and a reuse compares it."""
    return _installed_engine_fingerprint() if root is None else _tree_fingerprint(root)


@functools.cache
def _installed_engine_fingerprint() -> str:
    return _tree_fingerprint(ENGINE_ROOT)


def _tree_fingerprint(root: Path) -> str:
    """The fingerprint of a tree as of a benchmark's files: each file's SHA-256 by its relative path."""
    files = root.rglob("*")
    return fingerprint_of(
        {p.relative_to(root).as_posix(): sha256_file(p) for p in files if p.is_file() and "__pycache__" not in p.parts}
    )


def perturb_benchmark(
    bench: Benchmark,
    out: str | Path,
    config: PerturbConfig | None = None,
    *,
    extra_built_by: dict[str, Any] | None = None,
) -> PerturbResult:
    """Perturb ``bench`` and write the result (its processes, the new variants, rejects.jsonl) to ``out``.

    Variants already in ``bench`` are not carried over: the output holds exactly what this run made.
    """
    config = config or PerturbConfig()
    out = Path(out)
    processes = sorted(bench.processes.values(), key=lambda p: p.id)
    if not processes:
        raise DataError(bench.root / PROCESSES_FILE, None, None, "the benchmark has no processes to perturb")
    allocation = allocate(processes, config)
    by_family = {f: [p for p in processes if f in allocation[p.id]] for f in FAMILIES}
    outputs: dict[str, FamilyOutput] = {}
    rewriter = _rewriter(config)
    families = [f for f in FAMILIES if f in config.families]
    for family in tqdm(families, desc="perturb", unit="family", disable=not config.progress):
        if family == "image":
            outputs[family] = image_variants(by_family[family], bench.root, out, config)
        else:
            outputs[family] = run_text_family(by_family[family], family, config, rewriter)
    order = {p.id: i for i, p in enumerate(processes)}
    targets = {f: _count_targets(by_family[f], f, config) for f in families}

    def key(record: Any, family: str) -> tuple[int, int, int]:
        target = (
            getattr(record, "target_step", None)
            or getattr(record, "target_image", None)
            or getattr(record, "target", 0)
        )
        return (order[record.process_id], FAMILIES.index(family), int(target or 0))

    variants = sorted((v for f in families for v in outputs[f].variants), key=lambda v: key(v, v.family))
    rejects = sorted((r for f in families for r in outputs[f].rejects), key=lambda r: key(r, r.family))
    counts = {
        f: {
            "targets": targets[f] if outputs[f].tried is None else outputs[f].tried,
            "accepted": len(outputs[f].variants),
            "rejected": dict(sorted(Counter(reason for r in outputs[f].rejects for reason in r.reasons).items())),
            "targets_without_variant": outputs[f].without_variant,
        }
        for f in families
    }
    skipped = [s for f in families for s in outputs[f].skipped]
    built_by = {
        "tool": "confprobench perturb",
        "source": bench.name,
        "source_fingerprint": bench.fingerprint,
        "config": config.recipe(),
        "engine": engine_fingerprint(),
        "similarity_calibration": checks.similarity_calibration(),
        "check_calibration": checks.check_calibration(),
        "text_families": {
            name: {
                "checks": list(spec.checks) + (list(LLM_REWRITE_CHECKS) if rewriter and spec.llm_rewritable else []),
                "targets": spec.targets,
                "meaning_preserving": spec.meaning_preserving,
            }
            for name, spec in TEXT_FAMILY_REGISTRY.items()
            if name in families
        },
        "allocation": {f: sum(1 for fams in allocation.values() if f in fams) for f in families},
        "counts": counts,
        "skipped": skipped,
        **(extra_built_by or {}),
    }
    _remove_stale_variant_images(out, variants)
    rejects_text = "".join(json.dumps(r.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n" for r in rejects)
    written = write_benchmark(
        out,
        processes,
        variants,
        name=f"{bench.name}-perturbed",
        image_source=bench.root,
        built_by=built_by,
        extra_files={REJECTS_FILE: rejects_text},
    )
    carry_shipped_reviews(bench, written)  # the package's recorded human verdicts, where these variants match
    return PerturbResult(written, variants, rejects, allocation, counts, skipped)


# ---- audit ---------------------------------------------------------------------------------------------------


def audit(result_or_bench: PerturbResult | Benchmark, n: int, seed: int = 0) -> str:
    """N random original/variant pairs per family with a word-level diff (image variants: operation and SSIM)."""
    bench = result_or_bench.benchmark if isinstance(result_or_bench, PerturbResult) else result_or_bench
    by_family: dict[str, list[Variant]] = defaultdict(list)
    for variant in bench.variants.values():
        by_family[variant.family].append(variant)
    lines: list[str] = []
    for family in FAMILIES:
        pool = sorted(by_family.get(family, []), key=lambda v: v.id)
        if not pool:
            continue
        rng = np.random.default_rng([seed, stable_int(family), stable_int("audit")])
        picks = [pool[i] for i in sorted(rng.choice(len(pool), size=min(n, len(pool)), replace=False).tolist())]
        lines.append(f"== {family} ({len(picks)} of {len(pool)}) ==")
        for variant in picks:
            process = bench.processes[variant.process_id]
            if variant.family == "image":
                ssim = next((c.value for c in variant.checks if c.name == "ssim"), None)
                lines.append(
                    f"{variant.id} {process.id} image {variant.target_image}: {variant.operation} "
                    f"{json.dumps({k: v for k, v in variant.params.items() if k != 'source_sha256'})} "
                    f"ssim={ssim} -> {variant.image.path if variant.image else '?'}"
                )
                continue
            label = f" [{variant.injected_error_type.value}]" if variant.injected_error_type else ""
            lines.append(f"{variant.id} {process.id} step {variant.target_step} {variant.operation}{label}:")
            lines.append("    " + word_diff_markers(process.step(variant.target_step or 1).text, variant.text or ""))
        lines.append("")
    return "\n".join(lines)
