"""Cluster-bootstrap intervals over problems, computed from per-problem sufficient statistics.

Steps of one solution are correlated, so the resampling unit is the *problem* (docs/metrics.md,
"Uncertainty"). Every headline metric is a function of a few sums (pairs with Δ > ε, Σ Δ, per-bin
Σy − Σp, per-type counts and Σp, …). :func:`problem_stats` computes those sums once per problem,
giving a matrix S (n_problems × k, stored transposed). A resample is a vector w of problem
multiplicities (multinomial: n draws with replacement) and its sums are w @ S, so B resamples cost
one matrix product W (B × n) @ S; no resample touches a step. :func:`headline_from_weights` turns
any W into the headline metrics, so a paired comparison of two judges can apply the same W to both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

import numpy as np
from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]  # threadpoolctl ships no type information
from tqdm import tqdm

from ..data.schema import ROBUSTNESS_FAMILIES
from ..data.seeding import stable_int
from .core import TAXONOMY_CODES, bin_index, ccs_score, crs_score
from .params import MetricParams
from .table import ScoreTable

#: Largest W chunk (resamples × problems) held in memory at once: 4e6 float64 = 32 MB.
_CHUNK_CELLS = 4_000_000


@dataclass(frozen=True)
class ProblemStats:
    """Per-problem sums, stored column-major for a fast product: ``sums[columns[name], i]`` are
    problem i's sums named ``name`` (S transposed, k × n_problems)."""

    sums: np.ndarray  # (k, n_problems) float64, C-contiguous
    columns: dict[str, slice]
    n_bins: int

    @property
    def n_problems(self) -> int:
        """Number of problems (the bootstrap's clusters)."""
        return int(self.sums.shape[1])


def problem_stats(table: ScoreTable, params: MetricParams = MetricParams()) -> ProblemStats:
    """The sufficient statistics of every headline metric, one column of ``sums`` per problem of ``table``."""
    n, m = table.n_problems, params.n_bins
    blocks: list[tuple[str, list[np.ndarray]]] = []

    def sums(problem: np.ndarray, values: np.ndarray | None = None) -> np.ndarray:
        return np.bincount(problem, weights=values, minlength=n).astype(np.float64)

    pairs = table.pairs
    for code, family in enumerate(ROBUSTNESS_FAMILIES):
        rows = pairs.target & (pairs.family == code)
        problem, p_orig, p_var = pairs.problem[rows], pairs.p_orig[rows], pairs.p_var[rows]
        delta = np.abs(p_var - p_orig)
        flips = (p_orig >= params.threshold) != (p_var >= params.threshold)
        blocks.append(
            (
                f"crs.{family}",
                [
                    sums(problem),
                    sums(problem, (delta > params.epsilon) * 1.0),
                    sums(problem, delta),
                    sums(problem, (delta >= params.tau) * 1.0),
                    sums(problem, flips * 1.0),
                ],
            )
        )

    steps = table.steps
    pos, neg = steps.y == 1, steps.y == 0
    # ECE needs, per bin, only Σy − Σp: on correct steps that is count − Σp ("gap"), on incorrect ones −Σp.
    cell = steps.problem * m + bin_index(steps.p, m)  # (problem, bin) flattened

    def per_bin(rows: np.ndarray, values: np.ndarray) -> list[np.ndarray]:
        return list(np.bincount(cell[rows], weights=values, minlength=n * m).reshape(n, m).T)

    blocks.append(("ccs.n", [sums(steps.problem[pos]), sums(steps.problem[neg])]))
    blocks.append(("ccs.pos_gap", per_bin(pos, 1.0 - steps.p[pos])))
    blocks.append(("ccs.neg_sum_p", per_bin(neg, steps.p[neg])))
    blocks.append(("css.sum_p_correct", [sums(steps.problem[pos], steps.p[pos])]))
    of_type = [neg & (steps.gold_type == c) for c in TAXONOMY_CODES]
    blocks.append(("css.type_n", [sums(steps.problem[rows]) for rows in of_type]))
    blocks.append(("css.type_sum_p", [sums(steps.problem[rows], steps.p[rows]) for rows in of_type]))

    cf = table.counterfactual
    blocks.append(("cf", [sums(cf.problem), sums(cf.problem, cf.p_orig - cf.p_injected)]))

    columns, start, rows_of_s = {}, 0, []
    for name, block in blocks:
        columns[name] = slice(start, start + len(block))
        start += len(block)
        rows_of_s += block
    return ProblemStats(sums=np.ascontiguousarray(np.stack(rows_of_s)), columns=columns, n_bins=m)


def _ratio(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """The ratio numerator / denominator, NaN where the denominator is 0 (an undefined metric in that resample)."""
    out = np.full(np.broadcast(numerator, denominator).shape, np.nan)
    np.divide(numerator, denominator, out=out, where=denominator > 0)
    return out


def nanmean_rows(values: list[np.ndarray]) -> np.ndarray:
    """Element-wise mean of equally long arrays over the defined (non-NaN) ones; NaN where none is."""
    stacked = np.stack(values, axis=1)
    defined = ~np.isnan(stacked)
    return _ratio(np.where(defined, stacked, 0.0).sum(axis=1), defined.sum(axis=1).astype(np.float64))


def headline_from_weights(
    stats: ProblemStats,
    weights: np.ndarray,
    params: MetricParams = MetricParams(),
    families: tuple[str, ...] = ROBUSTNESS_FAMILIES,
) -> dict[str, np.ndarray]:
    """Headline metrics for each row of ``weights`` (B × n_problems multiplicities).

    Returns arrays of length B, NaN where a metric is undefined in that resample. A row of ones gives
    the point estimates. Keys: CRS, CSS, CCS, overall, CSS_cf, ECE, ECE_pos, ECE_neg, delta_ECE and,
    per family f, CRS/f, CCR/f, ACCM/f, SCCR/f, label_flip_rate/f. CRS (and so overall) averages
    only ``families`` (a paired comparison restricts it to the families both judges were scored on).
    """
    # S.T @ W.T: BLAS handles this orientation of the skinny product several times faster than W @ S.
    totals = (stats.sums @ np.atleast_2d(np.asarray(weights, dtype=np.float64)).T).T
    col = {name: totals[:, s] for name, s in stats.columns.items()}
    out: dict[str, np.ndarray] = {}

    family_scores = []
    for family in ROBUSTNESS_FAMILIES:
        n, changed, sum_delta, significant, flips = col[f"crs.{family}"].T
        ccr, accm, sccr = _ratio(changed, n), _ratio(sum_delta, n), _ratio(significant, n)
        out[f"CRS/{family}"] = crs_score(ccr, accm, sccr, params.weights)
        out[f"CCR/{family}"], out[f"ACCM/{family}"], out[f"SCCR/{family}"] = ccr, accm, sccr
        out[f"label_flip_rate/{family}"] = _ratio(flips, n)
        if family in families:
            family_scores.append(out[f"CRS/{family}"])
    out["CRS"] = nanmean_rows(family_scores) if family_scores else np.full(totals.shape[0], np.nan)

    n_pos, n_neg = col["ccs.n"].T
    mu_correct = _ratio(col["css.sum_p_correct"][:, 0], n_pos)
    type_n = col["css.type_n"]
    eligible = (type_n >= params.n_min) & ~np.isnan(mu_correct)[:, None]
    delta_p = np.clip(mu_correct[:, None] - _ratio(col["css.type_sum_p"], type_n), 0.0, 1.0)
    out["CSS"] = 100.0 * _ratio(np.where(eligible, delta_p, 0.0).sum(axis=1), eligible.sum(axis=1).astype(np.float64))

    # |B_m|/N · |acc − conf| = |Σy_m − Σp_m| / N: the bin's gap on correct steps minus Σp on incorrect ones.
    pos_gap, neg_sum_p = col["ccs.pos_gap"], col["ccs.neg_sum_p"]
    out["ECE"] = _ratio(np.abs(pos_gap - neg_sum_p).sum(axis=1), n_pos + n_neg)
    out["ECE_pos"] = _ratio(np.abs(pos_gap).sum(axis=1), n_pos)
    out["ECE_neg"] = _ratio(neg_sum_p.sum(axis=1), n_neg)
    out["delta_ECE"] = np.abs(out["ECE_pos"] - out["ECE_neg"])
    out["CCS"] = ccs_score(out["ECE"], out["delta_ECE"], params.lam)

    cf_n, cf_sum = col["cf"].T
    out["CSS_cf"] = 100.0 * np.clip(_ratio(cf_sum, cf_n), 0.0, 1.0)
    out["overall"] = nanmean_rows([out["CRS"], out["CSS"], out["CCS"]])
    return out


def _chunk_rows(n_problems: int) -> int:
    return max(1, _CHUNK_CELLS // max(n_problems, 1))


def resample_weights(n_problems: int, params: MetricParams = MetricParams()) -> Iterator[np.ndarray]:
    """The bootstrap's W in row chunks: each row counts how often each problem is drawn in n_problems
    draws with replacement. Seeded by (params.seed, "cluster-bootstrap"), so two calls give the same W."""
    rng = np.random.default_rng([params.seed, stable_int("cluster-bootstrap")])
    chunk = _chunk_rows(n_problems)
    for start in range(0, params.n_boot, chunk):
        rows = min(chunk, params.n_boot - start)
        weights = np.empty((rows, n_problems))
        for i in range(rows):  # one row at a time: its draws stay in cache while they are counted
            weights[i] = np.bincount(
                rng.integers(0, n_problems, size=n_problems, dtype=np.uint32), minlength=n_problems
            )
        yield weights


def multinomial_weights(n_problems: int, params: MetricParams, *key: str) -> Iterator[np.ndarray]:
    """Like :func:`resample_weights` (n_problems draws with replacement per row), but each chunk's
    draws are made and counted in one vectorised call, from a generator seeded by
    (params.seed, "multinomial-bootstrap", key): the fast W for the many small bootstraps of slices."""
    rng = np.random.default_rng([params.seed, stable_int(["multinomial-bootstrap", *key])])
    chunk = _chunk_rows(n_problems)
    for start in range(0, params.n_boot, chunk):
        rows = min(chunk, params.n_boot - start)
        draws = rng.integers(0, n_problems, size=(rows, n_problems)) + (np.arange(rows) * n_problems)[:, None]
        yield np.bincount(draws.ravel(), minlength=rows * n_problems).reshape(rows, n_problems).astype(np.float64)


def bootstrap(
    stats: ProblemStats,
    params: MetricParams = MetricParams(),
    *,
    progress: bool = False,
    extra: Mapping[str, Callable[[np.ndarray], np.ndarray]] | None = None,
    weights: Iterator[np.ndarray] | None = None,
) -> dict[str, np.ndarray]:
    """``params.n_boot`` resampled values of every headline metric (an empty dict without problems or resamples).

    ``extra`` maps more metric names to functions of a W chunk (B × n_problems), evaluated on the
    same resamples (e.g. AUROC from discrimination.auroc_from_weights). ``weights`` replaces the
    default W chunks (:func:`resample_weights`).
    """
    if stats.n_problems == 0 or params.n_boot == 0:
        return {}
    chunks = weights if weights is not None else resample_weights(stats.n_problems, params)
    total = -(-params.n_boot // _chunk_rows(stats.n_problems))  # number of chunks, rounded up
    parts = []
    with single_threaded_blas():
        for chunk in tqdm(
            chunks, total=total, desc="bootstrap", unit="chunk", disable=not progress or total < 2, leave=False
        ):
            part = headline_from_weights(stats, chunk, params)
            part.update({name: metric(chunk) for name, metric in (extra or {}).items()})
            parts.append(part)
    return {key: np.concatenate([part[key] for part in parts]) for key in parts[0]}


def single_threaded_blas() -> threadpool_limits:
    """A context in which BLAS uses one thread. The bootstrap's products are small (tens of columns
    × problems × 1000 resamples): threads gain little on an idle machine and, when other processes
    share the cores, their spin-waits made scoring 3× slower (docs/benchmarks.md)."""
    return threadpool_limits(1, user_api="blas")


def percentile_interval(samples: np.ndarray, ci: float = 0.95) -> tuple[float | None, float | None]:
    """The central ``ci`` percentile interval of the defined resampled values; (None, None) if there are none."""
    defined = samples[~np.isnan(samples)] if samples.size else samples
    if not defined.size:
        return None, None
    tail = 100.0 * (1.0 - ci) / 2.0
    low, high = np.percentile(defined, [tail, 100.0 - tail])
    return float(low), float(high)
