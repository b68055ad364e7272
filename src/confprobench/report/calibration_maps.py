"""Recalibration maps p -> p' fitted on (p, y) pairs, in numpy only.

Three methods, from least to most flexible:

- ``temperature``: p' = sigmoid(logit(p) / T), one parameter found by minimising the negative
  log-likelihood over β = 1/T = exp(−log T) with Newton's method and no bound (the NLL is convex in
  β). β ≤ 0 (T = ∞ or a flipped sign) means the judge's confidence carries no usable signal: the
  fit is reported as degenerate, not clipped to a bound.
- ``platt``: p' = sigmoid(a * logit(p) + b), logistic regression on logit(p) fitted by Newton's method.
- ``isotonic``: the non-decreasing step function closest to y in squared error
  (pool-adjacent-violators), linearly interpolated between fitted points and flat beyond them.

A map is a frozen record of its fitted parameters, so two fits can be compared for equality.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

Method = Literal["temperature", "platt", "isotonic"]
METHODS: tuple[str, ...] = ("temperature", "platt", "isotonic")

# Label-only judges give p in {0, 1}; clipping keeps logit(p) finite.
_EPS = 1e-6


def _logit(p: np.ndarray) -> np.ndarray:
    clipped = np.clip(np.asarray(p, dtype=np.float64), _EPS, 1.0 - _EPS)
    return np.log(clipped) - np.log1p(-clipped)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * np.asarray(z, dtype=float)))


def _nll(z: np.ndarray, y: np.ndarray) -> float:
    """Mean negative log-likelihood of labels y under p = sigmoid(z), computed stably."""
    return float(np.mean(np.logaddexp(0.0, z) - y * z))


@dataclass(frozen=True)
class CalibrationMap:
    """A fitted map. ``params`` holds the method's parameters (T; a, b; or the isotonic knots)."""

    method: str
    params: dict[str, Any]

    def apply(self, p: np.ndarray) -> np.ndarray:
        """Recalibrated probabilities for ``p``."""
        values = np.asarray(p, dtype=np.float64)
        if self.method == "temperature":
            return _sigmoid(self.params["beta"] * _logit(values))
        if self.method == "platt":
            return _sigmoid(self.params["a"] * _logit(values) + self.params["b"])
        knots_x = np.asarray(self.params["x"], dtype=np.float64)
        knots_y = np.asarray(self.params["y"], dtype=np.float64)
        return np.interp(values, knots_x, knots_y)

    def describe(self) -> str:
        """A one-line human description of the map and its fitted parameters."""
        if self.method == "temperature":
            if self.params["T"] is None:
                return f"temperature scaling, 1/T = {self.params['beta']:.4g} (T infinite or negative: degenerate)"
            return f"temperature scaling, T = {self.params['T']:.4g}"
        if self.method == "platt":
            return f"Platt scaling, p' = sigmoid({self.params['a']:.4g}·logit(p) + {self.params['b']:.4g})"
        return f"isotonic regression, {len(self.params['x'])} knots"


def fit_temperature(p: np.ndarray, y: np.ndarray, *, iterations: int = 100) -> CalibrationMap:
    """β = 1/T minimising the NLL of y under sigmoid(β·logit(p)), by damped Newton steps from β = 1."""
    z = _logit(p)
    y = np.asarray(y, dtype=float)
    beta, current = 1.0, _nll(z, y)
    for _ in range(iterations):
        q = _sigmoid(beta * z)
        gradient = float(np.mean((q - y) * z))
        curvature = float(np.mean(q * (1.0 - q) * z * z))
        if curvature <= 1e-300:
            break
        step, scale = gradient / curvature, 1.0
        while scale > 1e-10 and _nll((beta - scale * step) * z, y) > current:
            scale /= 2.0
        beta -= scale * step
        previous, current = current, _nll(beta * z, y)
        if previous - current < 1e-14:
            break
    return CalibrationMap("temperature", {"beta": float(beta), "T": float(1.0 / beta) if beta > 1e-12 else None})


def fit_platt(p: np.ndarray, y: np.ndarray, *, ridge: float = 1e-6, iterations: int = 100) -> CalibrationMap:
    """Platt scaling p' = sigmoid(a·logit(p) + b), fitted by damped Newton steps on a slightly ridged NLL from the identity."""
    z = _logit(p)
    y = np.asarray(y, dtype=float)
    design = np.column_stack([z, np.ones_like(z)])

    def loss(theta: np.ndarray) -> float:
        return _nll(design @ theta, y) + 0.5 * ridge * float(theta @ theta) / len(y)

    theta = np.array([1.0, 0.0])  # start at the identity map
    current = loss(theta)
    for _ in range(iterations):
        q = _sigmoid(design @ theta)
        gradient = (design.T @ (q - y) + ridge * theta) / len(y)
        hessian = ((design * (q * (1.0 - q))[:, None]).T @ design + ridge * np.eye(2)) / len(y)
        step = np.linalg.solve(hessian, gradient)
        # Damped Newton: from saturated starting points the full step overshoots, so halve until the loss falls.
        scale = 1.0
        while scale > 1e-10 and loss(theta - scale * step) > current:
            scale /= 2.0
        theta = theta - scale * step
        previous, current = current, loss(theta)
        if previous - current < 1e-14:
            break
    return CalibrationMap("platt", {"a": float(theta[0]), "b": float(theta[1])})


def fit_isotonic(p: np.ndarray, y: np.ndarray) -> CalibrationMap:
    """The non-decreasing step map minimising squared error (pool-adjacent-violators), kept as knots to interpolate between."""
    p = np.asarray(p, dtype=float)
    y = np.asarray(y, dtype=float)
    # Equal p values share one fitted value: pool them first (this also makes the fit order-independent).
    xs, inverse, counts = np.unique(p, return_inverse=True, return_counts=True)
    sums = np.bincount(inverse, weights=y)
    # Pool-adjacent-violators over a stack of blocks (sum of y, weight, first x, last x).
    blocks: list[list[float]] = []
    for x, total, weight in zip(xs, sums, counts):
        blocks.append([float(total), float(weight), float(x), float(x)])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] >= blocks[-1][0] / blocks[-1][1]:
            total2, weight2, _, high2 = blocks.pop()
            blocks[-1][0] += total2
            blocks[-1][1] += weight2
            blocks[-1][3] = high2
    knots_x: list[float] = []
    knots_y: list[float] = []
    for total, weight, low, high in blocks:
        for x in (low, high) if high > low else (low,):
            knots_x.append(x)
            knots_y.append(total / weight)
    return CalibrationMap("isotonic", {"x": knots_x, "y": knots_y})


#: A map whose outputs on the fit steps span less than this collapses every judgment to about one value.
DEGENERATE_SPREAD = 0.05


def degenerate_reason(calibration: CalibrationMap, p: np.ndarray) -> str | None:
    """Why a fitted map is degenerate on the steps it was fitted on (None when it is not): its outputs
    collapse to (nearly) one value, or a temperature map has T infinite or negative."""
    mapped = calibration.apply(np.asarray(p, dtype=float))
    spread = float(mapped.max() - mapped.min()) if mapped.size else 0.0
    if calibration.method == "temperature" and calibration.params["T"] is None:
        return (
            f"the fitted temperature is infinite or negative (1/T = {calibration.params['beta']:.3g}): the judge's "
            "confidence carries no usable signal, so every recalibrated p collapses towards one value"
        )
    if spread < DEGENERATE_SPREAD:
        return (
            f"the map sends every fitted step to within {spread:.3f} of one value ({float(np.median(mapped)):.3f}): "
            "the judge's confidence carries no usable signal"
        )
    return None


def fit_map(p: np.ndarray, y: np.ndarray, method: str) -> CalibrationMap:
    """Fit ``method`` on probabilities ``p`` and gold labels ``y`` (1 = correct)."""
    p = np.asarray(p, dtype=float)
    y = np.asarray(y, dtype=float)
    if p.shape != y.shape or p.ndim != 1:
        raise ValueError("p and y must be 1-D arrays of the same length")
    if len(p) < 2 or len(np.unique(y)) < 2:
        raise ValueError(
            f"cannot fit a {method} map: need both correct and incorrect steps in the fit split "
            f"(got {len(p)} steps, {int(y.sum())} correct)"
        )
    fitters = {"temperature": fit_temperature, "platt": fit_platt, "isotonic": fit_isotonic}
    if method not in fitters:
        raise ValueError(f"unknown calibration method {method!r}; expected one of {', '.join(METHODS)}")
    return fitters[method](p, y)
