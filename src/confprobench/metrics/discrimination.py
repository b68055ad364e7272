"""AUROC, plain and stratified by step position, with cluster-bootstrap intervals over problems.

AUROC is the share of (incorrect, correct) step pairs in which the incorrect step gets the lower p
(ties count ½). Summed per pair of *problems* it becomes two n × n matrices: ``wins[a, b]`` (the
won pairs between incorrect steps of problem a and correct steps of problem b) and ``pairs[a, b]``
(how many such pairs). A resample w (problem multiplicities) then has AUROC = wᵀ·wins·w / wᵀ·pairs·w,
so every resample is two matrix products and no resample touches a step.

The position-stratified AUROC of docs/metrics.md counts only pairs at the same step index:
the same formula with both matrices built per index and summed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

#: Largest (incorrect × correct) comparison block held at once: 4e6 float64 = 32 MB.
_BLOCK = 4_000_000


@dataclass(frozen=True)
class PairMatrices:
    """``wins`` (n_problems × n_problems: incorrect-step problem × correct-step problem) and, per
    stratum k, the incorrect and correct step counts of each problem (n_problems × K): the pair
    matrix is Σ_k outer(neg[:, k], pos[:, k]), so a resample's pair count needs no n × n product."""

    wins: np.ndarray
    neg: np.ndarray
    pos: np.ndarray

    @property
    def n_pairs(self) -> int:
        """Number of (incorrect, correct) step pairs compared (same-stratum pairs only when stratified), before resampling."""
        return round(float((self.neg.sum(axis=0) * self.pos.sum(axis=0)).sum()))


def pair_matrices(
    problem: np.ndarray, p: np.ndarray, y: np.ndarray, n_problems: int, stratum: np.ndarray | None = None
) -> PairMatrices:
    """The AUROC sums per pair of problems; with ``stratum`` only pairs within the same stratum count."""
    wins = np.zeros(n_problems * n_problems)
    strata = np.zeros(p.size, dtype=np.int64) if stratum is None else np.asarray(stratum)
    neg_counts, pos_counts = [], []
    for value in np.unique(strata):
        rows = strata == value
        neg, pos = rows & (y == 0), rows & (y == 1)
        p_neg, p_pos = p[neg], p[pos]
        q_neg, q_pos = problem[neg], problem[pos]
        if not p_neg.size or not p_pos.size:
            continue
        neg_counts.append(np.bincount(q_neg, minlength=n_problems).astype(np.float64))
        pos_counts.append(np.bincount(q_pos, minlength=n_problems).astype(np.float64))
        chunk = max(1, _BLOCK // p_pos.size)
        for start in range(0, p_neg.size, chunk):
            block_p, block_q = p_neg[start : start + chunk], q_neg[start : start + chunk]
            score = (block_p[:, None] < p_pos[None, :]) + 0.5 * (block_p[:, None] == p_pos[None, :])
            cell = block_q[:, None] * n_problems + q_pos[None, :]
            wins += np.bincount(cell.ravel(), weights=score.ravel(), minlength=n_problems * n_problems)
    empty = np.zeros((n_problems, 0))
    return PairMatrices(
        wins.reshape(n_problems, n_problems),
        np.stack(neg_counts, axis=1) if neg_counts else empty,
        np.stack(pos_counts, axis=1) if pos_counts else empty,
    )


def auroc_from_weights(matrices: PairMatrices, weights: np.ndarray) -> np.ndarray:
    """AUROC for each row of ``weights`` (B × n_problems); NaN where a resample has no pair."""
    weights = np.atleast_2d(np.asarray(weights, dtype=np.float64))
    won = np.einsum("ij,ij->i", weights @ matrices.wins, weights)
    total = ((weights @ matrices.neg) * (weights @ matrices.pos)).sum(axis=1)
    out = np.full(won.shape, np.nan)
    np.divide(won, total, out=out, where=total > 0)
    return out


def auroc_samples(matrices: PairMatrices, weight_chunks: Iterable[np.ndarray]) -> np.ndarray:
    """AUROC over the bootstrap's resamples (the same W as the headline metrics)."""
    parts = [auroc_from_weights(matrices, w) for w in weight_chunks]
    return np.concatenate(parts) if parts else np.zeros(0)
