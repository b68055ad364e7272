"""The metric hyper-parameters of docs/metrics.md, with its defaults, as one frozen record.

Every result file carries ``MetricParams.to_dict()`` so a number can always be traced to the
estimator settings that produced it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class MetricParams:
    """Estimator settings; the defaults are the spec's."""

    epsilon: float = 0.01
    """CCR counts a pair as changed when Δ = |p_var − p_orig| > epsilon."""
    tau: float = 0.2
    """SCCR counts a pair as significantly changed when Δ ≥ tau."""
    weights: tuple[float, float, float] = (1 / 3, 1 / 3, 1 / 3)
    """(w1, w2, w3) of CRS_f = 100·(1 − (w1·CCR + w2·ACCM + w3·SCCR))."""
    n_min: int = 5
    """An error type needs at least n_min incorrect steps to enter CSS."""
    n_bins: int = 10
    """Equal-width bins on [0, 1] for ECE (and equal-mass bins for the equal-mass ECE)."""
    lam: float = 0.5
    """λ of CCS = 100·(1 − (λ·ECE + (1 − λ)·ΔECE))."""
    n_boot: int = 1000
    """Cluster-bootstrap resamples of problems; 0 turns intervals off."""
    ci: float = 0.95
    """Coverage of the percentile interval."""
    seed: int = 0
    """Seed of the bootstrap's generator."""
    threshold: float = 0.5
    """A step is labelled correct when p ≥ threshold (accuracy, macro-F1, label flips)."""

    def __post_init__(self) -> None:
        problems = []
        if not 0 <= self.epsilon < 1:
            problems.append(f"epsilon must be in [0, 1), got {self.epsilon}")
        if not 0 < self.tau <= 1:
            problems.append(f"tau must be in (0, 1], got {self.tau}")
        if len(self.weights) != 3 or any(w < 0 for w in self.weights) or sum(self.weights) <= 0:
            problems.append(f"weights must be three non-negative numbers with a positive sum, got {self.weights}")
        if self.n_min < 1:
            problems.append(f"n_min must be at least 1, got {self.n_min}")
        if self.n_bins < 1:
            problems.append(f"n_bins must be at least 1, got {self.n_bins}")
        if not 0 <= self.lam <= 1:
            problems.append(f"lam must be in [0, 1], got {self.lam}")
        if self.n_boot < 0:
            problems.append(f"n_boot must be non-negative, got {self.n_boot}")
        if not 0 < self.ci < 1:
            problems.append(f"ci must be in (0, 1), got {self.ci}")
        if not 0 < self.threshold <= 1:
            problems.append(f"threshold must be in (0, 1], got {self.threshold}")
        if problems:
            raise ValueError("; ".join(problems))
        object.__setattr__(self, "weights", tuple(float(w) for w in self.weights))

    def to_dict(self) -> dict[str, Any]:
        """The parameters as a JSON-ready dict (weights as a list)."""
        data = asdict(self)
        data["weights"] = list(self.weights)
        return data
