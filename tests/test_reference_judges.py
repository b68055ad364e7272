"""Reference judges: spec parsing, determinism, the behaviour each one promises, and the
noisy-oracle ordering (strictly decreasing CSS and CCS with noise) on synthetic data and the sample."""

from __future__ import annotations

import pytest

from confprobench.data import load_benchmark
from confprobench.judges.reference import make_reference_judge, reference_predictions
from confprobench.metrics import MetricParams, score_predictions
from confprobench.metrics.synthetic import synthetic_benchmark

NOISES = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)


@pytest.mark.parametrize(
    "spec, canonical",
    [
        ("constant:0.7", "constant:0.7"),
        ("constant", "constant:0.5"),
        ("random", "random:0,spread=1"),
        ("random:42,spread=0.25", "random:42,spread=0.25"),
        ("oracle", "oracle"),
        ("noisy-oracle:0.2", "noisy-oracle:0.2,react=0,seed=0"),
        (" Noisy-Oracle:0.2, seed=3, react=0.5 ", "noisy-oracle:0.2,react=0.5,seed=3"),
    ],
)
def test_spec_strings_parse_to_canonical_ids(spec, canonical):
    judge = make_reference_judge(spec)
    assert judge.id == canonical
    assert make_reference_judge(judge.id) == judge


@pytest.mark.parametrize(
    "spec, message",
    [
        ("orakle", "did you mean 'oracle'"),
        ("gpt", "valid: constant"),
        ("noisy-oracle", "needs noise"),
        ("constant:1.5", r"must be in \[0, 1\]"),
        ("random:abc", "must be an integer"),
        ("oracle:1", "unexpected argument"),
        ("noisy-oracle:0.1,bias=2", "no parameter 'bias'"),
    ],
)
def test_bad_specs_are_clear_errors(spec, message):
    with pytest.raises(ValueError, match=message):
        make_reference_judge(spec)


def test_predictions_cover_every_original_and_variant_and_are_deterministic():
    bench = synthetic_benchmark(15, 4)
    first = reference_predictions(bench, "random:9")
    assert {p.key for p in first} == {(pid, None) for pid in bench.processes} | {
        (v.process_id, v.id) for v in bench.variants.values()
    }
    assert first == reference_predictions(bench, "random:9")
    assert first != reference_predictions(bench, "random:10")
    assert all(p.judge == "random:9,spread=1" and p.status == "ok" for p in first)


def test_random_judge_draws_per_variant_and_stays_in_its_spread():
    bench = synthetic_benchmark(15, 4)
    by_key = {p.key: p for p in reference_predictions(bench, "random:1,spread=0.4")}
    variant = next(v for v in bench.variants.values() if v.family == "synonym")
    original, judged = by_key[(variant.process_id, None)], by_key[(variant.process_id, variant.id)]
    assert [s.p_correct for s in original.steps] != [s.p_correct for s in judged.steps]
    assert all(0.3 <= s.p_correct <= 0.7 for p in by_key.values() for s in p.steps)


def test_oracle_follows_the_judged_process_gold_labels():
    bench = synthetic_benchmark(15, 4)
    judge = make_reference_judge("oracle")
    injection = next(v for v in bench.variants.values() if v.family == "error_injection")
    prediction = judge.judge(bench.materialize(injection), injection)
    original = bench.processes[injection.process_id]
    k = injection.target_step
    assert original.step(k).label == 1
    assert prediction.steps[k - 1].p_correct == 0.0  # the injected error is wrong on the judged process
    assert prediction.steps[k - 1].error_type == injection.injected_error_type
    others = [s.p_correct for s in prediction.steps if s.index != k]
    assert others == [float(s.label) for s in original.steps if s.index != k]


def test_noisy_oracle_agrees_across_variants_unless_it_reacts():
    bench = synthetic_benchmark(30, 6)
    calm = score_predictions(bench, reference_predictions(bench, "noisy-oracle:0.3"), MetricParams(n_boot=0))
    assert calm.CRS.value == pytest.approx(100.0, abs=1e-9)
    reacting = [
        score_predictions(bench, reference_predictions(bench, f"noisy-oracle:0.3,react={r}"), MetricParams(n_boot=0))
        for r in (0.2, 0.6)
    ]
    assert calm.CRS.value > reacting[0].CRS.value > reacting[1].CRS.value
    # reacting only touches variant steps: the originals, hence CSS and CCS, are unchanged
    assert reacting[1].CSS.value == calm.CSS.value
    assert reacting[1].CCS.value == calm.CCS.value


def css_ccs_by_noise(bench, params):
    results = [score_predictions(bench, reference_predictions(bench, f"noisy-oracle:{n}"), params) for n in NOISES]
    return [r.CSS.value for r in results], [r.CCS.value for r in results]


def strictly_decreasing(values):
    return all(a is not None and b is not None and a > b for a, b in zip(values, values[1:]))


def test_noisy_oracle_css_and_ccs_strictly_decrease_with_noise_synthetic():
    css, ccs = css_ccs_by_noise(synthetic_benchmark(60, 2), MetricParams(n_boot=0))
    assert css[0] == pytest.approx(100.0) and ccs[0] == pytest.approx(100.0)
    assert strictly_decreasing(css), css
    assert strictly_decreasing(ccs), ccs


def test_noisy_oracle_css_and_ccs_strictly_decrease_with_noise_on_the_sample():
    css, ccs = css_ccs_by_noise(load_benchmark(), MetricParams(n_boot=0))
    assert strictly_decreasing(css), css
    assert strictly_decreasing(ccs), ccs
