"""The cluster bootstrap: the matrix-product form equals naive resample-and-recompute, it is
reproducible with a seed, and its intervals behave."""

from __future__ import annotations

import numpy as np
import pytest

from confprobench.data.schema import ROBUSTNESS_FAMILIES
from confprobench.judges.reference import reference_predictions
from confprobench.metrics import (
    MetricParams,
    bootstrap,
    build_table,
    core,
    headline_from_weights,
    problem_stats,
    resample_weights,
    score_predictions,
)
from confprobench.metrics.synthetic import synthetic_benchmark


def metrics_json(*args, **kwargs) -> dict:
    """score_predictions, as the metrics.json a user reads (the typed result dumped to JSON)."""
    return score_predictions(*args, **kwargs).model_dump(mode="json")


def table_for(spec: str, n_problems: int = 25, seed: int = 3):
    bench = synthetic_benchmark(n_problems, seed)
    return bench, build_table(bench, reference_predictions(bench, spec))


def naive_headline(table, multiplicity: np.ndarray, params: MetricParams) -> dict[str, float | None]:
    """Resample the naive way: repeat every row of problem i multiplicity[i] times, recompute with core."""

    def repeat(arrays, *names):
        counts = multiplicity[arrays.problem]
        return [np.repeat(getattr(arrays, name), counts) for name in names]

    out: dict[str, float | None] = {}
    family, target, p_orig, p_var = repeat(table.pairs, "family", "target", "p_orig", "p_var")
    family_scores = []
    for code, name in enumerate(ROBUSTNESS_FAMILIES):
        rows = target & (family == code)
        result = core.crs_family(p_orig[rows], p_var[rows], params)
        for part in ("CRS", "CCR", "ACCM", "SCCR", "label_flip_rate"):
            out[f"{part}/{name}"] = result[part]
        family_scores.append(result["CRS"])
    defined = [v for v in family_scores if v is not None]
    out["CRS"] = float(np.mean(defined)) if defined else None
    p, y, gold_type = repeat(table.steps, "p", "y", "gold_type")
    out["CSS"] = core.css(p, y, gold_type, params.n_min)["value"]
    ccs = core.ccs(p, y, params.n_bins, params.lam)
    out.update(
        CCS=ccs["value"], ECE=ccs["ECE"], ECE_pos=ccs["ECE_pos"], ECE_neg=ccs["ECE_neg"], delta_ECE=ccs["delta_ECE"]
    )
    cf_orig, cf_inj, cf_type = repeat(table.counterfactual, "p_orig", "p_injected", "injected_type")
    out["CSS_cf"] = core.css_cf(cf_orig, cf_inj, cf_type)["value"]
    out["overall"] = core.overall([out["CRS"], out["CSS"], out["CCS"]])["value"]
    return out


def assert_same(fast: dict[str, np.ndarray], row: int, naive: dict[str, float | None]) -> None:
    assert set(naive) <= set(fast)
    for key, expected in naive.items():
        value = fast[key][row]
        if expected is None:
            assert np.isnan(value), key
        else:
            assert value == pytest.approx(expected, abs=1e-9), key


def test_matrix_product_bootstrap_equals_naive_resampling():
    params = MetricParams(n_boot=40, seed=7, n_min=2)
    _, table = table_for("noisy-oracle:0.35,react=0.5,seed=1")
    stats = problem_stats(table, params)
    weights = np.concatenate(list(resample_weights(table.n_problems, params)))
    assert weights.shape == (40, table.n_problems) and (weights.sum(axis=1) == table.n_problems).all()
    fast = headline_from_weights(stats, weights, params)
    for row in range(weights.shape[0]):
        assert_same(fast, row, naive_headline(table, weights[row].astype(int), params))


def test_a_resample_that_drops_a_metric_gives_nan_like_the_naive_one():
    # Weight only problems without image pairs and with few incorrect steps: some metrics are undefined.
    params = MetricParams(n_boot=0, n_min=3)
    _, table = table_for("random:2")
    image_problems = set(table.pairs.problem[table.pairs.family == ROBUSTNESS_FAMILIES.index("image")].tolist())
    weights = np.array([[0.0 if i in image_problems else 1.0 for i in range(table.n_problems)]])
    weights[0, : table.n_problems // 2] = 0.0
    fast = headline_from_weights(problem_stats(table, params), weights, params)
    naive = naive_headline(table, weights[0].astype(int), params)
    assert naive["CRS/image"] is None
    assert_same(fast, 0, naive)


def test_unit_weights_give_the_point_estimates():
    params = MetricParams(n_boot=0)
    bench, table = table_for("noisy-oracle:0.2,react=0.3")
    point = headline_from_weights(problem_stats(table, params), np.ones((1, table.n_problems)), params)
    result = metrics_json(bench, reference_predictions(bench, "noisy-oracle:0.2,react=0.3"), params)
    for name in ("CRS", "CSS", "CCS", "overall"):
        assert point[name][0] == pytest.approx(result[name]["value"], abs=1e-9)
    assert point["ECE"][0] == pytest.approx(result["calibration"]["ECE"], abs=1e-9)
    assert point["CSS_cf"][0] == pytest.approx(result["css_cf"]["value"], abs=1e-9)


def test_bootstrap_is_reproducible_with_a_seed_and_changes_with_it():
    _, table = table_for("random:1")
    params = MetricParams(n_boot=200, seed=11)
    stats = problem_stats(table, params)
    first, second = bootstrap(stats, params), bootstrap(stats, params)
    other = bootstrap(stats, MetricParams(n_boot=200, seed=12))
    assert first["CRS"].shape == (200,)
    for key in first:
        np.testing.assert_array_equal(first[key], second[key])
    assert not np.allclose(first["CCS"], other["CCS"])


def test_intervals_contain_the_point_estimate_and_shrink_with_more_problems():
    widths = []
    for n_problems in (20, 160):
        bench = synthetic_benchmark(n_problems, 5)
        result = metrics_json(
            bench, reference_predictions(bench, "noisy-oracle:0.3,react=0.3"), MetricParams(n_boot=300, n_min=2)
        )
        for name in ("CRS", "CSS", "CCS", "overall"):
            entry = result[name]
            assert entry["ci_low"] <= entry["value"] <= entry["ci_high"], (name, entry)
        widths.append(result["overall"]["ci_high"] - result["overall"]["ci_low"])
        assert result["interval"]["n_boot"] == 300
    assert widths[1] < widths[0]


def test_resampling_is_by_problem_not_by_step():
    # Every row of W counts problems; two processes of one problem always move together.
    bench = synthetic_benchmark(30, 8)
    table = build_table(bench, reference_predictions(bench, "oracle"))
    assert table.n_problems == 30 < len(table.process_ids)
    weights = next(resample_weights(table.n_problems, MetricParams(n_boot=5)))
    assert weights.shape == (5, 30)
