"""Human review of variants: the verdict records, the append-only ``reviews.jsonl`` of a benchmark,
the review queue (all pairs or a seeded stratified sample), and what the verdicts add up to.

A verdict is appended (and fsync'ed) the moment a reviewer gives it, so a crash loses nothing. Each
record carries the content hash of the variant it judged: a verdict on a variant that has since
changed, or on one the benchmark does not have, is reported and never applied. ``undo`` is a record
too (it retracts the same reviewer's latest verdict on that variant), so the file is a complete,
re-readable history of who decided what.
"""

from __future__ import annotations

import json
import math
import os
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .atomic import write_json_atomic
from .audit import weighted_auroc
from .benchmark import MANIFEST_FILE, Benchmark, sample_path
from .errors import DataError, describe_validation_error
from .schema import Variant
from .seeding import stable_digest, stable_int

REVIEWS_FILE = "reviews.jsonl"
#: Verdicts shipped with the package on the variants `confprobench perturb` makes from the bundled sample
#: with its default settings (docs/perturbations.md); copied into every such perturbed benchmark.
SHIPPED_REVIEWS_FILE = "confprobench-mini.reviews.jsonl"

Verdict = Literal["accept", "reject", "skip", "undo"]
RejectReason = Literal["meaning_changed", "ungrammatical", "unnatural", "wrong_error_type", "other"]
REJECT_REASONS: dict[str, str] = {
    "meaning_changed": "meaning changed",
    "ungrammatical": "ungrammatical",
    "unnatural": "reads unnaturally",
    "wrong_error_type": "wrong error type (or not an error)",
    "other": "other (note required)",
}
#: Which variants ``run --variants`` judges.
VariantPolicy = Literal["all", "reviewed", "not-rejected"]
VARIANT_POLICIES: dict[str, str] = {
    "all": "every variant in the benchmark",
    "reviewed": "only variants accepted by their reviewers (every reviewer who judged them accepted)",
    "not-rejected": "every variant that no reviewer rejected (unreviewed ones included)",
}


class ReviewRecord(BaseModel):
    """One line of ``reviews.jsonl``: a reviewer's verdict on one variant."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    variant_id: str
    verdict: Verdict
    reason: RejectReason | None = Field(None, description="Why a variant was rejected (reject only).")
    note: str | None = None
    reviewer: str = Field(min_length=1)
    time: str = Field(description="UTC time of the verdict, ISO 8601.")
    variant_hash: str = Field(description="Content hash of the variant judged (see variant_content_hash).")

    @model_validator(mode="after")
    def _reason_iff_reject(self) -> ReviewRecord:
        if self.verdict == "reject" and self.reason is None:
            raise ValueError("a reject needs a reason: " + ", ".join(REJECT_REASONS))
        if self.verdict != "reject" and self.reason is not None:
            raise ValueError(f"reason is only for rejects, not {self.verdict!r}")
        if self.reason == "other" and not (self.note or "").strip():
            raise ValueError("a reject with reason 'other' needs a note")
        return self


def variant_content_hash(variant: Variant) -> str:
    """16 hex characters over the variant's whole record: any change to it changes the hash."""
    return stable_digest(variant.model_dump(mode="json"))[:16]


def now_utc() -> str:
    """The current UTC time as recorded in a review (seconds precision)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class ReviewProblem:
    """A line of ``reviews.jsonl`` that was read but not applied, and why."""

    line: int
    variant_id: str
    kind: Literal["unknown_variant", "changed_variant", "torn_line"]
    message: str


@dataclass
class ReviewLog:
    """Every verdict of one benchmark, with the current state after undos."""

    path: Path
    records: list[ReviewRecord] = field(default_factory=list)
    problems: list[ReviewProblem] = field(default_factory=list)
    #: (reviewer, variant id) -> the verdicts still standing, oldest first (undo pops the last).
    stacks: dict[tuple[str, str], list[ReviewRecord]] = field(default_factory=dict)

    def apply(self, record: ReviewRecord) -> None:
        """Add one valid record to the state."""
        self.records.append(record)
        stack = self.stacks.setdefault((record.reviewer, record.variant_id), [])
        if record.verdict == "undo":
            if stack:
                stack.pop()
        else:
            stack.append(record)

    def current(self, reviewer: str | None = None) -> dict[tuple[str, str], ReviewRecord]:
        """The standing verdict per (reviewer, variant), optionally for one reviewer only."""
        return {
            key: stack[-1] for key, stack in self.stacks.items() if stack and (reviewer is None or key[0] == reviewer)
        }

    def decided(self) -> dict[str, dict[str, str]]:
        """Map variant id -> {reviewer: "accept" | "reject"} (skips are not decisions)."""
        out: dict[str, dict[str, str]] = defaultdict(dict)
        for (reviewer, variant_id), record in self.current().items():
            if record.verdict in ("accept", "reject"):
                out[variant_id][reviewer] = record.verdict
        return dict(out)

    def last_verdict_of(self, reviewer: str) -> ReviewRecord | None:
        """The reviewer's most recent standing verdict (what ``undo`` would retract)."""
        order = {id(rec): n for n, rec in enumerate(self.records)}
        standing = [s[-1] for (r, _), s in self.stacks.items() if r == reviewer and s]
        return max(standing, key=lambda rec: order[id(rec)], default=None)


def _variant_hashes(bench: Benchmark) -> dict[str, str]:
    return {vid: variant_content_hash(v) for vid, v in bench.variants.items()}


def load_reviews(bench: Benchmark) -> ReviewLog:
    """Read ``reviews.jsonl`` of ``bench`` (empty when there is none).

    A line that is not valid JSON or not a valid record is a DataError (file, line, field); a verdict on
    an unknown or changed variant is kept out of the state and listed in ``problems``. A last line cut
    off mid-write (no newline at the end) is the one verdict a crash can lose; it is listed, not fatal.
    """
    path = bench.root / REVIEWS_FILE
    log = ReviewLog(path=path)
    if not path.is_file():
        return log
    hashes = _variant_hashes(bench)
    raw = path.read_text(encoding="utf-8")
    lines = raw.split("\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            if number == len(lines) and not raw.endswith("\n"):
                log.problems.append(ReviewProblem(number, "", "torn_line", "last line cut off mid-write; ignored"))
                continue
            raise DataError(path, number, None, f"not valid JSON ({exc.msg})") from None
        try:
            record = ReviewRecord.model_validate(data)
        except ValidationError as exc:
            field_name, message = describe_validation_error(exc)
            raise DataError(path, number, field_name, message) from None
        expected = hashes.get(record.variant_id)
        if expected is None:
            log.problems.append(
                ReviewProblem(
                    number,
                    record.variant_id,
                    "unknown_variant",
                    f"variant {record.variant_id} is not in this benchmark",
                )
            )
        elif expected != record.variant_hash:
            log.problems.append(
                ReviewProblem(
                    number,
                    record.variant_id,
                    "changed_variant",
                    f"variant {record.variant_id} changed since it was reviewed (hash {record.variant_hash} "
                    f"recorded, {expected} now); the verdict is not applied",
                )
            )
        else:
            log.apply(record)
    return log


def append_review(bench: Benchmark, record: ReviewRecord) -> None:
    """Append one verdict to the benchmark's ``reviews.jsonl`` and make it durable before returning."""
    path = bench.root / REVIEWS_FILE
    line = json.dumps(record.model_dump(mode="json", exclude_none=True), ensure_ascii=False) + "\n"
    with path.open("a", encoding="utf-8") as handle:
        handle.write(line)
        handle.flush()
        os.fsync(handle.fileno())


def review_queue(bench: Benchmark, *, family: str | None = None, sample: int | None = None, seed: int = 0) -> list[str]:
    """The variant ids a review session shows, in order.

    Without ``sample``: every variant (of ``family``), ordered by process, family, target and id. With
    ``sample=N``: N variants per (family, rule), drawn by a generator seeded by (seed, family, rule), then
    shuffled with a seeded generator so that neighbouring pairs do not share a rule.
    """
    variants = [v for v in bench.variants.values() if family is None or v.family == family]
    if sample is None:
        variants.sort(key=lambda v: (v.process_id, v.family, v.target_step or 0, v.target_image or 0, v.id))
        return [v.id for v in variants]
    if sample < 1:
        raise ValueError("sample must be at least 1 pair per family and rule")
    strata: dict[tuple[str, str], list[str]] = defaultdict(list)
    for variant in variants:
        strata[(variant.family, variant.operation)].append(variant.id)
    picks: list[str] = []
    for (fam, rule), ids in sorted(strata.items()):
        ids.sort()
        rng = np.random.default_rng([seed, stable_int(fam), stable_int(rule), stable_int("review-sample")])
        chosen = rng.choice(len(ids), size=min(sample, len(ids)), replace=False)
        picks += [ids[i] for i in sorted(chosen.tolist())]
    order = np.random.default_rng([seed, stable_int("review-order")]).permutation(len(picks))
    return [picks[i] for i in order.tolist()]


def filter_variants(bench: Benchmark, policy: VariantPolicy) -> tuple[Benchmark, dict[str, int]]:
    """The benchmark with only the variants ``policy`` keeps, and counts of what was kept and left out."""
    if policy not in VARIANT_POLICIES:
        raise ValueError(f"unknown variant policy {policy!r}; choose from {', '.join(VARIANT_POLICIES)}")
    if policy == "all":
        return bench, {"kept": len(bench.variants), "left_out": 0}
    log = load_reviews(bench)
    decided = log.decided()
    if policy == "reviewed":
        keep = {vid for vid, verdicts in decided.items() if verdicts and set(verdicts.values()) == {"accept"}}
    else:
        keep = {vid for vid in bench.variants if "reject" not in decided.get(vid, {}).values()}
    variants = {vid: v for vid, v in bench.variants.items() if vid in keep}
    counts = {
        "kept": len(variants),
        "left_out": len(bench.variants) - len(variants),
        "review_problems": len(log.problems),
    }
    return Benchmark(root=bench.root, manifest=bench.manifest, processes=bench.processes, variants=variants), counts


# ---- summary ---------------------------------------------------------------------------------------------------


def wilson_interval(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); (nan, nan) for n = 0."""
    if n == 0:
        return (math.nan, math.nan)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def cohen_kappa(a: list[str], b: list[str]) -> float:
    """Cohen's kappa of two raters' labels on the same items (nan when chance agreement is total)."""
    n = len(a)
    if n == 0:
        return math.nan
    observed = sum(x == y for x, y in zip(a, b)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[k] * cb[k] for k in set(ca) | set(cb)) / (n * n)
    return math.nan if expected == 1 else (observed - expected) / (1 - expected)


def _auroc(scores: list[float], positive: list[bool]) -> float:
    """AUROC of ``scores`` for ``positive`` (ties one half); NaN when one class is missing."""
    return float(
        weighted_auroc(np.asarray(scores, dtype=float), np.asarray(positive, dtype=int), np.ones((1, len(scores))))[0]
    )


class AcceptanceRow(BaseModel):
    """Human acceptance of one family (rule None) or one rule of a family, with a Wilson interval."""

    family: str
    rule: str | None
    reviewed: int
    accepted: int
    rate: float | None
    low: float | None
    high: float | None
    reasons: dict[str, int]


class AgreementRow(BaseModel):
    """How two reviewers agree on the variants both decided."""

    reviewers: tuple[str, str]
    both_decided: int
    agreement: float | None
    kappa: float | None


class CheckAgreementRow(BaseModel):
    """How an automatic check's value separates what reviewers accepted from what they rejected."""

    check: str
    n: int
    mean_accepted: float | None
    mean_rejected: float | None
    auroc: float | None = Field(description="P(value of an accepted variant > value of a rejected one).")


class ReviewSummary(BaseModel):
    """What the verdicts of one benchmark add up to."""

    verdicts: int
    reviewers: list[str]
    acceptance: list[AcceptanceRow]
    agreement: list[AgreementRow]
    checks: list[CheckAgreementRow]
    problems: list[str]


def _num(value: float) -> float | None:
    return None if math.isnan(value) else value


def summarize_reviews(bench: Benchmark, log: ReviewLog | None = None) -> ReviewSummary:
    """Acceptance per family and rule (a variant counts as accepted when all its reviewers accepted it),
    pairwise agreement and Cohen's kappa, and each automatic check's agreement with the reviewers."""
    log = log or load_reviews(bench)
    decided = log.decided()
    current = log.current()
    groups: dict[tuple[str, str | None], list[str]] = defaultdict(list)
    for vid in decided:
        variant = bench.variants[vid]
        groups[(variant.family, None)].append(vid)
        groups[(variant.family, variant.operation)].append(vid)
    rows = []
    for (family, rule), ids in sorted(groups.items(), key=lambda kv: (kv[0][0], kv[0][1] or "")):
        accepted = sum(set(decided[v].values()) == {"accept"} for v in ids)
        reasons: Counter[str] = Counter(
            rec.reason for (_, v), rec in current.items() if v in ids and rec.reason is not None
        )
        low, high = wilson_interval(accepted, len(ids))
        rows.append(
            AcceptanceRow(
                family=family,
                rule=rule,
                reviewed=len(ids),
                accepted=accepted,
                rate=accepted / len(ids),
                low=_num(low),
                high=_num(high),
                reasons=dict(reasons),
            )
        )
    reviewers = sorted({r for verdicts in decided.values() for r in verdicts})
    agreement = []
    for i, first in enumerate(reviewers):
        for second in reviewers[i + 1 :]:
            both = [v for v, verdicts in decided.items() if first in verdicts and second in verdicts]
            a, b = [decided[v][first] for v in both], [decided[v][second] for v in both]
            agreement.append(
                AgreementRow(
                    reviewers=(first, second),
                    both_decided=len(both),
                    agreement=_num(sum(x == y for x, y in zip(a, b)) / len(both)) if both else None,
                    kappa=_num(cohen_kappa(a, b)),
                )
            )
    values: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    for vid, verdicts in decided.items():
        ok = set(verdicts.values()) == {"accept"}
        for check in bench.variants[vid].checks:
            if check.value is not None:
                values[check.name].append((check.value, ok))
    checks = []
    for name, pairs in sorted(values.items()):
        acc = [v for v, ok in pairs if ok]
        rej = [v for v, ok in pairs if not ok]
        checks.append(
            CheckAgreementRow(
                check=name,
                n=len(pairs),
                mean_accepted=float(np.mean(acc)) if acc else None,
                mean_rejected=float(np.mean(rej)) if rej else None,
                auroc=_num(_auroc([v for v, _ in pairs], [ok for _, ok in pairs])),
            )
        )
    return ReviewSummary(
        verdicts=len(log.records),
        reviewers=reviewers,
        acceptance=rows,
        agreement=agreement,
        checks=checks,
        problems=[f"{REVIEWS_FILE}:{p.line}: {p.message}" for p in log.problems],
    )


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.0f}%"


def _fixed(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def format_review_summary(summary: ReviewSummary) -> str:
    """The summary as Markdown tables (what ``review --summary`` prints)."""
    lines = [
        f"{summary.verdicts} verdicts by {len(summary.reviewers)} reviewer(s): {', '.join(summary.reviewers) or '-'}",
        "",
        "| family | rule | reviewed | accepted | rate [95% CI] | reject reasons |",
        "|---|---|---|---|---|---|",
    ]
    for row in summary.acceptance:
        reasons = ", ".join(f"{REJECT_REASONS.get(k, k)} {n}" for k, n in sorted(row.reasons.items()))
        lines.append(
            f"| {row.family} | {row.rule or '(all)'} | {row.reviewed} | {row.accepted} | "
            f"{_pct(row.rate)} [{_pct(row.low)}, {_pct(row.high)}] | {reasons or '-'} |"
        )
    if summary.agreement:
        lines += ["", "| reviewers | both decided | agreement | Cohen's kappa |", "|---|---|---|---|"]
        for a in summary.agreement:
            kappa = "n/a" if a.kappa is None else f"{a.kappa:.2f}"
            lines.append(f"| {a.reviewers[0]} vs {a.reviewers[1]} | {a.both_decided} | {_pct(a.agreement)} | {kappa} |")
    if summary.checks:
        lines += [
            "",
            "| automatic check | n | mean (accepted) | mean (rejected) | AUROC accepted > rejected |",
            "|---|---|---|---|---|",
        ]
        for c in summary.checks:
            lines.append(
                f"| {c.check} | {c.n} | {_fixed(c.mean_accepted)} | {_fixed(c.mean_rejected)} | {_fixed(c.auroc)} |"
            )
    for problem in summary.problems:
        lines.append(f"warning: {problem}")
    return "\n".join(lines)


def record_review_summary(bench: Benchmark, summary: ReviewSummary | None = None) -> ReviewSummary:
    """Write the reviewers' acceptance per family and rule into the benchmark's manifest (``human_review``).

    The manifest's file hashes, and so the benchmark's fingerprint, do not change: verdicts describe the
    variants, they are not part of them.
    """
    summary = summary or summarize_reviews(bench)
    manifest = json.loads((bench.root / MANIFEST_FILE).read_text(encoding="utf-8"))
    manifest["human_review"] = {
        "verdicts": summary.verdicts,
        "reviewers": summary.reviewers,
        "updated": now_utc(),
        "acceptance": [row.model_dump(mode="json") for row in summary.acceptance],
    }
    write_json_atomic(bench.root / MANIFEST_FILE, manifest)
    return summary


def shipped_reviews_path() -> Path:
    """The package's recorded verdicts on the bundled sample's default variants (beside the sample)."""
    return sample_path().parent / SHIPPED_REVIEWS_FILE


def carry_shipped_reviews(source: Benchmark, out: Benchmark) -> int:
    """Copy the shipped verdicts into ``out/reviews.jsonl`` when ``source`` is the bundled sample.

    Only verdicts on variants that ``out`` holds with the same content hash are copied (other settings make
    other variants); verdicts already in ``out`` are not copied twice. Returns how many were copied.
    """
    shipped = shipped_reviews_path()
    if source.root.resolve() != sample_path().resolve() or not shipped.is_file():
        return 0
    hashes = _variant_hashes(out)
    present = (
        {line for line in (out.root / REVIEWS_FILE).read_text(encoding="utf-8").splitlines()}
        if (out.root / REVIEWS_FILE).is_file()
        else set()
    )
    copied = 0
    for line in shipped.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line in present:
            continue
        record = ReviewRecord.model_validate_json(line)
        if hashes.get(record.variant_id) == record.variant_hash:
            append_review(out, record)
            copied += 1
    return copied
