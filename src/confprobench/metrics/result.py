"""The typed metrics.json: pydantic records for everything ``score_table`` writes.

Every reader (the leaderboard, the report and its template, compare, calibrate, the exports) reads
a result through :class:`MetricsResult`, never through string keys, so a renamed field fails in the
tests that build a result rather than in a user's report. The records forbid unknown fields and
``docs/schema/metrics.json`` is their JSON Schema (scripts/export_schemas.py).

Undefined numbers are ``None`` (never NaN, never imputed), with a ``reason`` where one is known.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..data.errors import DataError, describe_validation_error


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


#: [low, high] of a percentile interval; [None, None] when no resample defined the metric.
Interval = tuple[float | None, float | None]


class Headline(_Record):
    """A headline score on [0, 100] with its cluster-bootstrap interval."""

    value: float | None
    ci_low: float | None = None
    ci_high: float | None = None
    n: int = Field(description="Pairs, steps or scores behind the number (see docs/metrics.md).")
    reason: str | None = Field(None, description="Why the value is undefined.")


class Overall(Headline):
    """mean(CRS, CSS, CCS) over the defined ones; ``partial`` when fewer than three are defined."""

    partial: bool = False
    of: tuple[str, ...] = Field((), description="Which of CRS, CSS, CCS the value averages (all defined ones).")


class FamilyScore(_Record):
    """CRS_f of one perturbation family with its sub-scores and what is reported beside them."""

    CRS: float | None
    CCR: float | None
    ACCM: float | None
    SCCR: float | None
    label_flip_rate: float | None
    n_pairs: int
    reason: str | None = None
    dispersion: float | None = None
    collateral_drift: float | None = None
    n_collateral: int = 0
    n_problems: int = 0
    ci: dict[str, Interval] = Field(default_factory=dict, description="Interval per sub-score name.")


class TypeDelta(_Record):
    """ΔP_t of one gold error type (CSS)."""

    delta_p: float | None
    n: int
    mean_p: float
    eligible: bool
    insufficient: bool


class CssDetail(_Record):
    """What CSS is computed from: mean p on correct steps (μ_correct) and ΔP_t per gold error type."""

    mu_correct: float | None
    n_correct: int
    n_types: int
    per_type: dict[str, TypeDelta]


class CfTypeScore(_Record):
    """CSS_cf and its mean drop in p for the injections of one error type."""

    value: float | None
    delta_p: float | None
    n: int


class CounterfactualScore(Headline):
    """CSS_cf: the mean drop in p when an error is injected into a correct step (not in overall)."""

    delta_p: float | None = None
    per_type: dict[str, CfTypeScore] = Field(default_factory=dict)


class Bins(_Record):
    """Equal-width reliability bins: M + 1 edges, counts, mean y (acc) and mean p (conf) per bin."""

    edges: tuple[float, ...]
    counts: tuple[int, ...]
    acc: tuple[float | None, ...]
    conf: tuple[float | None, ...]


class CalibrationBins(_Record):
    """Reliability bins over all steps, correct steps (pos) and incorrect steps (neg)."""

    all: Bins
    pos: Bins
    neg: Bins


class CalibrationScheme(_Record):
    """How the calibration numbers were computed: binning, number of bins and CCS's λ."""

    description: str
    binning: str
    n_bins: int
    lam: float


class Calibration(_Record):
    """CCS's parts (ECE, ECE_pos, ECE_neg, ΔECE) with intervals, the reliability bins and the scheme."""

    ECE: float | None
    ECE_pos: float | None
    ECE_neg: float | None
    delta_ECE: float | None
    ci: dict[str, Interval] = Field(default_factory=dict)
    bins: CalibrationBins
    scheme: CalibrationScheme


class ErrorTypeAccuracy(_Record):
    """Share of incorrect steps whose error type the judge named right, over the n steps where it named one."""

    value: float | None
    n: int


class LabelOnly(_Record):
    """Steps judged with a bare label and no confidence (p is then 0 or 1), as a count and a share."""

    steps: int
    share: float | None


class Discrimination(_Record):
    """AUROC of p against y, with a cluster-bootstrap interval; ``n_pairs`` (incorrect, correct) pairs."""

    value: float | None
    ci_low: float | None = None
    ci_high: float | None = None
    n_pairs: int
    reason: str | None = None


class Extra(_Record):
    """Metrics reported beside the scores (not in overall)."""

    accuracy: float | None
    macro_f1: float | None
    error_type_accuracy: ErrorTypeAccuracy
    brier: float | None
    auroc: float | None
    ece_equal_mass: float | None
    mce: float | None
    parse_failure_rate: dict[str, float | None]
    label_only: LabelOnly
    auroc_interval: Discrimination | None = Field(None, description="Plain AUROC with its interval and pair count.")
    auroc_by_position: Discrimination | None = Field(
        None, description="AUROC over (incorrect, correct) pairs at the same step index (docs/metrics.md)."
    )


class StageCounts(_Record):
    """Judged records and unusable steps of one stage (original or perturbed)."""

    records: int
    failed_records: int
    steps_expected: int
    steps_unparsed: int


class Counts(_Record):
    """How much went into the numbers: problems, processes, variants, steps, pairs, and what was missing."""

    problems: int
    problems_scored: int
    processes: int
    variants: int
    steps: int
    steps_correct: int
    steps_incorrect: int
    pairs: int
    collateral_pairs: int
    counterfactual_pairs: int
    missing_records: int
    unparsed_steps: int
    stages: dict[str, StageCounts]


class IntervalMethod(_Record):
    """How the intervals were computed: method, number of resamples, coverage and seed."""

    method: str
    n_boot: int
    ci: float
    seed: int


class Params(_Record):
    """The metric hyper-parameters (metrics.params.MetricParams) the numbers were computed with."""

    epsilon: float
    tau: float
    weights: tuple[float, float, float]
    n_min: int
    n_bins: int
    lam: float
    n_boot: int
    ci: float
    seed: int
    threshold: float


class BenchmarkRef(_Record):
    """The benchmark the judge was scored on: its name and content fingerprint."""

    name: str
    fingerprint: str


class SliceMetric(_Record):
    """One metric in one slice cell. ``insufficient``: too few items to show a number (value None);
    ``partial``: CRS (or overall through it) averages only the families with enough pairs (see reason)."""

    value: float | None
    ci_low: float | None = None
    ci_high: float | None = None
    n: int
    insufficient: bool = False
    partial: bool = False
    reason: str | None = None


SliceKind = Literal[
    "subject", "difficulty", "modality", "operation", "syntactic_rule", "synonym_source", "error_type", "step_position"
]


class SliceCell(_Record):
    """The metrics of one slice (e.g. subject = physics), each with n and its own cluster bootstrap."""

    kind: SliceKind
    key: str
    n_problems: int
    n_steps: int
    n_steps_correct: int
    n_steps_incorrect: int
    n_pairs: int
    n_counterfactual: int
    metrics: dict[str, SliceMetric]


class MetricsResult(_Record):
    """Everything one judge's scoring produced: the content of metrics.json."""

    CRS: Headline
    CSS: Headline
    CCS: Headline
    overall: Overall
    crs_families: dict[str, FamilyScore]
    css_detail: CssDetail
    css_cf: CounterfactualScore
    calibration: Calibration
    extra: Extra
    confidence: Literal["probability", "label-only", "mixed"]
    counts: Counts
    interval: IntervalMethod
    params: Params
    judge: str | None
    benchmark: BenchmarkRef
    confprobench_version: str
    warnings: tuple[str, ...] = ()
    flags: tuple[str, ...] = Field(
        (), description="Reasons a reader should not take the headline numbers at face value."
    )
    slices: dict[str, tuple[SliceCell, ...]] = Field(default_factory=dict, description="Slice kind → cells.")

    def headline(self, name: str) -> Headline:
        """``CRS``, ``CSS``, ``CCS`` or ``overall`` by name."""
        return {"CRS": self.CRS, "CSS": self.CSS, "CCS": self.CCS, "overall": self.overall}[name]

    def to_json(self) -> str:
        """The result as indented JSON text, as written to metrics.json."""
        return self.model_dump_json(indent=2) + "\n"


def read_metrics(path: str | Path) -> MetricsResult:
    """Read a metrics.json; a malformed file is a DataError naming the file and the first bad field."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(path, None, "metrics", str(exc)) from None
    try:
        return MetricsResult.model_validate(data)
    except ValidationError as exc:
        field, message = describe_validation_error(exc)
        raise DataError(path, None, field, message) from None
