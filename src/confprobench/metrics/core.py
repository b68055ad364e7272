"""The metric formulas of docs/metrics.md as pure functions over numpy arrays.

Inputs are flat arrays (``p`` = P(step correct) in [0, 1], ``y`` = gold label 0/1, error types as
integer codes into :data:`TYPE_CODES`). Every function returns plain floats/dicts; an undefined
value is ``None`` (never NaN, never imputed) and the dict-returning ones say why in ``reason``.
The bootstrap (bootstrap.py) recomputes the headline numbers from per-problem sums; the small
formula helpers here (:func:`crs_score`, :func:`ccs_score`) are shared by both so the two agree.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..data.schema import TAXONOMY, ErrorType
from .params import MetricParams

#: Integer code of an error type = its position here; correct steps use -1 (NO_TYPE).
TYPE_CODES: tuple[str, ...] = tuple(t.value for t in ErrorType)
NO_TYPE = -1
#: Codes of the seven taxonomy types (UNSPECIFIED has no per-type ΔP).
TAXONOMY_CODES: tuple[int, ...] = tuple(TYPE_CODES.index(t.value) for t in TAXONOMY)


def _f(p: Any) -> np.ndarray:
    return np.asarray(p, dtype=np.float64)


def _mean(values: np.ndarray) -> float | None:
    return float(values.mean()) if values.size else None


# --------------------------------------------------------------------------- calibration


def bin_edges(n_bins: int) -> np.ndarray:
    """Edges m/M as correctly rounded floats, so p = 0.3 lands in [0.3, 0.4) as a reader expects."""
    return np.arange(n_bins + 1, dtype=np.float64) / n_bins


def bin_index(p: Any, n_bins: int) -> np.ndarray:
    """Equal-width bin of each p: bin m covers [m/M, (m+1)/M); the last bin is closed at 1.0."""
    index = np.searchsorted(bin_edges(n_bins), _f(p), side="right") - 1
    return np.clip(index, 0, n_bins - 1)


def reliability_bins(p: Any, y: Any, n_bins: int = 10) -> dict[str, list[Any]]:
    """Per equal-width bin: edges (M+1), counts, acc = mean y, conf = mean p (None for an empty bin)."""
    p, y = _f(p), _f(y)
    index = bin_index(p, n_bins)
    counts = np.bincount(index, minlength=n_bins)
    sum_y = np.bincount(index, weights=y, minlength=n_bins)
    sum_p = np.bincount(index, weights=p, minlength=n_bins)
    return {
        "edges": bin_edges(n_bins).tolist(),
        "counts": counts.tolist(),
        "acc": [float(s / c) if c else None for s, c in zip(sum_y, counts)],
        "conf": [float(s / c) if c else None for s, c in zip(sum_p, counts)],
    }


def _gaps(bins: dict[str, list[Any]]) -> list[tuple[int, float]]:
    return [(c, abs(a - f)) for c, a, f in zip(bins["counts"], bins["acc"], bins["conf"]) if c]


def ece(p: Any, y: Any, n_bins: int = 10) -> float | None:
    """Expected calibration error: Σ_m (|B_m|/N)·|acc(B_m) − conf(B_m)|; empty bins contribute 0."""
    gaps = _gaps(reliability_bins(p, y, n_bins))
    total = sum(c for c, _ in gaps)
    return sum(c / total * gap for c, gap in gaps) if total else None


def mce(p: Any, y: Any, n_bins: int = 10) -> float | None:
    """Maximum calibration error: the largest |acc − conf| over non-empty equal-width bins."""
    gaps = _gaps(reliability_bins(p, y, n_bins))
    return max(gap for _, gap in gaps) if gaps else None


def equal_mass_ece(p: Any, y: Any, n_bins: int = 10) -> float | None:
    """ECE over n_bins bins holding (nearly) equal numbers of steps, sorted by (p, y).

    Sorting on y as well as p makes the split of a run of tied p independent of input order.
    """
    p, y = _f(p), _f(y)
    if not p.size:
        return None
    order = np.lexsort((y, p))
    total = 0.0
    for chunk in np.array_split(order, min(n_bins, p.size)):
        total += chunk.size / p.size * abs(y[chunk].mean() - p[chunk].mean())
    return float(total)


def brier(p: Any, y: Any) -> float | None:
    """Brier score: mean (p − y)²."""
    p, y = _f(p), _f(y)
    return _mean((p - y) ** 2)


def auroc(p: Any, y: Any) -> float | None:
    """Area under the ROC curve of p against y (Mann–Whitney, ties count one half); None with one class."""
    p, y = _f(p), _f(y)
    n_pos = int((y == 1).sum())
    n_neg = p.size - n_pos
    if n_pos == 0 or n_neg == 0:
        return None
    order = np.argsort(p, kind="stable")
    sorted_p = p[order]
    ranks = np.empty(p.size, dtype=np.float64)
    # Average rank over each run of tied p.
    starts = np.flatnonzero(np.r_[True, sorted_p[1:] != sorted_p[:-1]])
    ends = np.r_[starts[1:], p.size]
    run_rank = (starts + ends + 1) / 2.0  # mean of 1-based ranks start+1 .. end
    ranks[order] = np.repeat(run_rank, ends - starts)
    rank_sum = ranks[y == 1].sum()
    return float((rank_sum - n_pos * (n_pos + 1) / 2.0) / (n_pos * n_neg))


def roc_curve(p: Any, y: Any) -> tuple[list[float], list[float]]:
    """(false-positive rates, true-positive rates) of calling a step correct when p ≥ t, over every
    distinct threshold t from high to low, starting at (0, 0); empty lists with one class."""
    p, y = _f(p), _f(y)
    n_pos, n_neg = int((y == 1).sum()), int((y == 0).sum())
    if not n_pos or not n_neg:
        return [], []
    order = np.argsort(-p, kind="stable")
    p_sorted, y_sorted = p[order], y[order]
    last_of_run = np.r_[p_sorted[1:] != p_sorted[:-1], True]  # one point per distinct threshold
    tpr = np.cumsum(y_sorted == 1)[last_of_run] / n_pos
    fpr = np.cumsum(y_sorted == 0)[last_of_run] / n_neg
    return [0.0, *fpr.tolist()], [0.0, *tpr.tolist()]


# --------------------------------------------------------------------------- classification


def accuracy(p: Any, y: Any, threshold: float = 0.5) -> float | None:
    """Share of steps whose thresholded label (p ≥ threshold) equals y."""
    p, y = _f(p), _f(y)
    return _mean(((p >= threshold).astype(np.float64) == y).astype(np.float64))


def macro_f1(p: Any, y: Any, threshold: float = 0.5) -> float | None:
    """Mean F1 of the classes 1 and 0 for the thresholded label; a class absent from both gold and
    predictions is left out of the mean."""
    p, y = _f(p), _f(y)
    if not p.size:
        return None
    predicted = p >= threshold
    gold = y == 1
    scores = []
    for cls in (True, False):
        tp = int(((predicted == cls) & (gold == cls)).sum())
        fp = int(((predicted == cls) & (gold != cls)).sum())
        fn = int(((predicted != cls) & (gold == cls)).sum())
        if tp + fp + fn:
            scores.append(2 * tp / (2 * tp + fp + fn))
    return float(np.mean(scores))


def error_type_accuracy(gold_type: Any, pred_type: Any) -> dict[str, Any]:
    """On incorrect steps with a taxonomy type where the judge named a type: share named right."""
    gold_type, pred_type = np.asarray(gold_type), np.asarray(pred_type)
    scored = np.isin(gold_type, TAXONOMY_CODES) & (pred_type != NO_TYPE)
    return {"value": _mean((gold_type[scored] == pred_type[scored]).astype(np.float64)), "n": int(scored.sum())}


# --------------------------------------------------------------------------- robustness (CRS)


def crs_score(ccr: Any, accm: Any, sccr: Any, weights: tuple[float, float, float]) -> Any:
    """CRS_f = 100·(1 − (w1·CCR + w2·ACCM + w3·SCCR)); works on scalars and arrays."""
    w1, w2, w3 = weights
    return 100.0 * (1.0 - (w1 * ccr + w2 * accm + w3 * sccr))


def crs_family(p_orig: Any, p_var: Any, params: MetricParams = MetricParams()) -> dict[str, Any]:
    """CRS and its sub-scores over the (p_orig, p_var) pairs of one perturbation family."""
    p_orig, p_var = _f(p_orig), _f(p_var)
    n = int(p_orig.size)
    if n == 0:
        return {
            "CRS": None,
            "CCR": None,
            "ACCM": None,
            "SCCR": None,
            "label_flip_rate": None,
            "n_pairs": 0,
            "reason": "no pairs",
        }
    delta = np.abs(p_var - p_orig)
    ccr = float((delta > params.epsilon).mean())
    accm = float(delta.mean())
    sccr = float((delta >= params.tau).mean())
    flips = float(((p_orig >= params.threshold) != (p_var >= params.threshold)).mean())
    return {
        "CRS": float(crs_score(ccr, accm, sccr, params.weights)),
        "CCR": ccr,
        "ACCM": accm,
        "SCCR": sccr,
        "label_flip_rate": flips,
        "n_pairs": n,
    }


def dispersion(p_orig: Any, p_var: Any, group: Any) -> float | None:
    """Mean over target steps of the (population) standard deviation of p across the step's
    original and its variants. ``group[i]`` names the target step of pair i; pairs of one group
    share p_orig."""
    p_orig, p_var, group = _f(p_orig), _f(p_var), np.asarray(group)
    if not p_orig.size:
        return None
    _, first, inverse = np.unique(group, return_index=True, return_inverse=True)
    n_groups = first.size
    values = np.concatenate([p_orig[first], p_var])
    owner = np.concatenate([np.arange(n_groups), inverse.ravel()])
    counts = np.bincount(owner, minlength=n_groups)
    means = np.bincount(owner, weights=values, minlength=n_groups) / counts
    variance = np.bincount(owner, weights=(values - means[owner]) ** 2, minlength=n_groups) / counts
    return float(np.sqrt(variance).mean())


def mean_abs_drift(p_orig: Any, p_var: Any) -> float | None:
    """Mean |p_var − p_orig| (collateral drift on the non-target steps of text variants)."""
    return _mean(np.abs(_f(p_var) - _f(p_orig)))


# --------------------------------------------------------------------------- sensitivity (CSS)


def css(p: Any, y: Any, types: Any, n_min: int = 5) -> dict[str, Any]:
    """CSS = 100·mean over eligible types t of clip(μ_correct − mean p over type t, 0, 1).

    A type is eligible with at least ``n_min`` steps; rarer types are reported with their ΔP and
    ``insufficient: true``. UNSPECIFIED steps have no type and are left out of per-type ΔP.
    """
    p, y, types = _f(p), _f(y), np.asarray(types)
    correct = p[y == 1]
    mu_correct = _mean(correct)
    per_type: dict[str, dict[str, Any]] = {}
    for code in TAXONOMY_CODES:
        mask = (y == 0) & (types == code)
        n = int(mask.sum())
        if n == 0:
            continue
        mean_p = float(p[mask].mean())
        eligible = n >= n_min and mu_correct is not None
        per_type[TYPE_CODES[code]] = {
            "delta_p": None if mu_correct is None else mu_correct - mean_p,
            "n": n,
            "mean_p": mean_p,
            "eligible": eligible,
            "insufficient": n < n_min,
        }
    eligible_deltas = [d["delta_p"] for d in per_type.values() if d["eligible"]]
    result: dict[str, Any] = {
        "value": None,
        "mu_correct": mu_correct,
        "n_correct": int(correct.size),
        "n_types": len(eligible_deltas),
        "per_type": per_type,
    }
    if mu_correct is None:
        result["reason"] = "no correct steps, so μ_correct is undefined"
    elif not eligible_deltas:
        result["reason"] = f"no error type has at least n_min = {n_min} incorrect steps"
    else:
        result["value"] = 100.0 * float(np.mean(np.clip(eligible_deltas, 0.0, 1.0)))
    return result


def css_cf(p_orig: Any, p_injected: Any, injected_type: Any) -> dict[str, Any]:
    """Counterfactual sensitivity: 100·clip(mean (p_orig(k) − p_injected(k)), 0, 1) over error
    injections into correct steps k, overall and per injected type."""
    p_orig, p_injected, injected_type = _f(p_orig), _f(p_injected), np.asarray(injected_type)
    delta = p_orig - p_injected

    def score(d: np.ndarray) -> float | None:
        return 100.0 * float(np.clip(d.mean(), 0.0, 1.0)) if d.size else None

    per_type = {
        TYPE_CODES[code]: {
            "value": score(delta[injected_type == code]),
            "delta_p": _mean(delta[injected_type == code]),
            "n": int((injected_type == code).sum()),
        }
        for code in sorted(set(injected_type.tolist()))
    }
    result: dict[str, Any] = {
        "value": score(delta),
        "delta_p": _mean(delta),
        "n": int(delta.size),
        "per_type": per_type,
    }
    if not delta.size:
        result["reason"] = "no judged error-injection pairs"
    return result


# --------------------------------------------------------------------------- calibration (CCS)


def ccs_score(ece_all: Any, delta_ece: Any, lam: float) -> Any:
    """CCS = 100·(1 − (λ·ECE + (1 − λ)·ΔECE)); works on scalars and arrays."""
    return 100.0 * (1.0 - (lam * ece_all + (1.0 - lam) * delta_ece))


def ccs(p: Any, y: Any, n_bins: int = 10, lam: float = 0.5) -> dict[str, Any]:
    """CCS with its parts ECE, ECE_pos (steps with y = 1), ECE_neg (y = 0) and ΔECE = |ECE_pos − ECE_neg|."""
    p, y = _f(p), _f(y)
    ece_all = ece(p, y, n_bins)
    ece_pos = ece(p[y == 1], y[y == 1], n_bins)
    ece_neg = ece(p[y == 0], y[y == 0], n_bins)
    delta = None if ece_pos is None or ece_neg is None else abs(ece_pos - ece_neg)
    result: dict[str, Any] = {
        "value": None,
        "ECE": ece_all,
        "ECE_pos": ece_pos,
        "ECE_neg": ece_neg,
        "delta_ECE": delta,
        "n": int(p.size),
    }
    if ece_all is None:
        result["reason"] = "no scored steps"
    elif delta is None:
        result["reason"] = "ΔECE needs both correct and incorrect steps"
    else:
        result["value"] = float(ccs_score(ece_all, delta, lam))
    return result


def overall(values: list[float | None]) -> dict[str, Any]:
    """Mean of the defined headline scores (CRS, CSS, CCS); ``n`` says how many were defined."""
    defined = [v for v in values if v is not None]
    result: dict[str, Any] = {"value": float(np.mean(defined)) if defined else None, "n": len(defined)}
    if not defined:
        result["reason"] = "none of CRS, CSS, CCS is defined"
    return result
