"""The metric engine against metrics-spec.md: hand-computed golden cases (to 1e-12), the spec's
sanity anchors (to 1e-9) and invariance to the order of items and steps."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from confprobench.data.errors import DataError
from confprobench.data.predictions import Prediction, StepJudgment
from confprobench.data.schema import ImageRef, Problem, Process, Step, Variant
from confprobench.judges.reference import reference_predictions
from confprobench.metrics import MetricParams, build_table, core, score_predictions
from confprobench.metrics.synthetic import in_memory_benchmark, synthetic_benchmark


def metrics_json(*args, **kwargs) -> dict:
    """score_predictions, as the metrics.json a user reads (the typed result dumped to JSON)."""
    return score_predictions(*args, **kwargs).model_dump(mode="json")


EXACT = 1e-12
ANCHOR = 1e-9
NO_BOOT = MetricParams(n_boot=0)


def problem(pid: str, images: int = 0) -> Problem:
    refs = tuple(ImageRef(path=f"images/{pid}_{i}.png", sha256="0" * 64) for i in range(1, images + 1))
    modality = {0: "text", 1: "single-image"}.get(images, "multi-image")
    return Problem(
        id=pid,
        question="Q" + " <image_1>" * bool(images),
        images=refs,
        subject="Physics",
        difficulty="high_school",
        modality=modality,
    )


def process(pid: str, labels: list[tuple[int, str | None]], images: int = 0) -> Process:
    """labels: (gold label, error type or None) per step."""
    steps = tuple(Step(index=i, text=f"step {i}", label=y, error_type=t) for i, (y, t) in enumerate(labels, start=1))
    return Process(id=pid, problem=problem(f"{pid}-q", images), steps=steps)


def text_variant(vid: str, pid: str, family: str, k: int, injected: str | None = None) -> Variant:
    return Variant(
        id=vid,
        process_id=pid,
        family=family,
        target_step=k,
        text="rewritten",
        operation="test",
        seed=0,
        injected_error_type=injected,
    )


def image_variant(vid: str, pid: str) -> Variant:
    return Variant(
        id=vid,
        process_id=pid,
        family="image",
        target_image=1,
        operation="invert",
        seed=0,
        image=ImageRef(path=f"images/{vid}.png", sha256="1" * 64),
    )


def pred(pid: str, vid: str | None, ps: list[float], judge: str = "hand") -> Prediction:
    return Prediction(
        process_id=pid,
        variant_id=vid,
        judge=judge,
        status="ok",
        steps=tuple(StepJudgment(index=i, p_correct=p) for i, p in enumerate(ps, start=1)),
    )


# --------------------------------------------------------------------------- golden cases


def test_golden_calibration_with_edges_and_empty_bins():
    # y = 1 1 1 1 0 0 (types RE, NC);  p = 1.0 0.95 0.3 0.35 0.0 0.3   (M = 10 equal-width bins)
    # bin 9 (closed at 1.0): p 1.0, 0.95, both y=1  -> |B|=2, acc 1, conf 0.975, gap 0.025
    # bin 3 ([0.3, 0.4)):    p 0.3 (y1), 0.35 (y1), 0.3 (y0) -> acc 2/3, conf 0.95/3, gap 1.05/3 = 0.35
    # bin 0:                 p 0.0 (y0) -> gap 0;   bins 1, 2, 4..8 empty (contribute 0)
    # ECE = (2·0.025 + 3·0.35 + 0)/6 = 1.1/6
    # ECE_pos: bin 9 gap 0.025 (2 steps), bin 3 acc 1 conf 0.325 gap 0.675 (2) -> 1.4/4 = 0.35
    # ECE_neg: bin 0 gap 0, bin 3 gap 0.3 -> 0.3/2 = 0.15;  ΔECE = 0.2
    # CCS = 100·(1 − (0.5·1.1/6 + 0.5·0.2)) = 90 − 110/12
    bench = in_memory_benchmark([process("A", [(1, None)] * 4 + [(0, "RE"), (0, "NC")])])
    r = metrics_json(bench, [pred("A", None, [1.0, 0.95, 0.3, 0.35, 0.0, 0.3])], NO_BOOT)
    cal = r["calibration"]
    assert cal["ECE"] == pytest.approx(1.1 / 6, abs=EXACT)
    assert cal["ECE_pos"] == pytest.approx(0.35, abs=EXACT)
    assert cal["ECE_neg"] == pytest.approx(0.15, abs=EXACT)
    assert cal["delta_ECE"] == pytest.approx(0.2, abs=EXACT)
    assert r["CCS"]["value"] == pytest.approx(90 - 110 / 12, abs=EXACT)
    bins = cal["bins"]["all"]
    assert bins["counts"] == [1, 0, 0, 3, 0, 0, 0, 0, 0, 2]
    assert bins["acc"][1] is None and bins["conf"][2] is None  # empty bins have no acc/conf
    assert bins["conf"][9] == pytest.approx(0.975, abs=EXACT)
    assert bins["edges"][3] == 0.3 and bins["edges"][10] == 1.0
    # MCE = max gap = 0.35.  Brier = (0 + 0.05² + 0.7² + 0.65² + 0 + 0.3²)/6 = 1.005/6
    # AUROC: pos {1, .95, .3, .35} vs neg {0, .3}: 7 wins + 1 tie (0.3 vs 0.3) = 7.5 of 8
    # accuracy: thresholded 1 1 0 0 0 0 vs 1 1 1 1 0 0 -> 4/6; F1(1) = 4/6, F1(0) = 4/6 -> macro 2/3
    # equal-mass ECE with 2 bins, sorted by (p, y): [0.0/0, 0.3/0, 0.3/1] gap |1/3 − 0.2| = 2/15,
    #   [0.35, 0.95, 1.0]/1 gap 1 − 2.3/3 = 0.7/3 -> (2/15 + 0.7/3)/2 = 11/60
    extra = r["extra"]
    assert extra["mce"] == pytest.approx(0.35, abs=EXACT)
    assert extra["brier"] == pytest.approx(1.005 / 6, abs=EXACT)
    assert extra["auroc"] == pytest.approx(0.9375, abs=EXACT)
    assert extra["accuracy"] == pytest.approx(4 / 6, abs=EXACT)
    assert extra["macro_f1"] == pytest.approx(2 / 3, abs=EXACT)
    p, y = np.array([1.0, 0.95, 0.3, 0.35, 0.0, 0.3]), np.array([1, 1, 1, 1, 0, 0])
    assert core.equal_mass_ece(p, y, 2) == pytest.approx(11 / 60, abs=EXACT)


def test_golden_css_type_below_n_min():
    # Same process: μ_correct = (1 + 0.95 + 0.3 + 0.35)/4 = 0.65; RE (p 0.0): ΔP 0.65; NC (p 0.3): ΔP 0.35.
    # Each type has 1 step < n_min = 5: both flagged insufficient, CSS null with a reason.
    # With n_min = 1 both are eligible: CSS = 100·(0.65 + 0.35)/2 = 50.
    bench = in_memory_benchmark([process("A", [(1, None)] * 4 + [(0, "RE"), (0, "NC")])])
    predictions = [pred("A", None, [1.0, 0.95, 0.3, 0.35, 0.0, 0.3])]
    r = metrics_json(bench, predictions, NO_BOOT)
    assert r["CSS"]["value"] is None and "n_min" in r["CSS"]["reason"]
    per_type = r["css_detail"]["per_type"]
    assert per_type["RE"]["delta_p"] == pytest.approx(0.65, abs=EXACT)
    assert per_type["NC"]["delta_p"] == pytest.approx(0.35, abs=EXACT)
    assert per_type["RE"]["insufficient"] and not per_type["RE"]["eligible"]
    assert set(per_type) == {"RE", "NC"}
    # overall = mean of the defined scores: CCS only (no pairs -> CRS null; CSS null)
    assert r["overall"]["n"] == 1 and r["overall"]["value"] == pytest.approx(r["CCS"]["value"], abs=EXACT)
    r1 = metrics_json(bench, predictions, MetricParams(n_boot=0, n_min=1))
    assert r1["CSS"]["value"] == pytest.approx(50.0, abs=EXACT)
    assert r1["css_detail"]["per_type"]["NC"]["eligible"]


def robustness_bench():
    b = process("B", [(1, None), (1, None), (0, "KE")])
    c = process("C", [(1, None), (0, "VI")], images=1)
    variants = [
        text_variant("B-syn1", "B", "synonym", 1),
        text_variant("B-syn2", "B", "synonym", 2),
        text_variant("B-stx", "B", "syntactic", 1),
        image_variant("C-img", "C"),
        text_variant("B-inj", "B", "error_injection", 2, "NC"),
        text_variant("C-inj", "C", "error_injection", 1, "RE"),
    ]
    predictions = [
        pred("B", None, [0.9, 0.8, 0.2]),
        pred("B", "B-syn1", [0.85, 0.8, 0.5]),  # target step 1: Δ 0.05; collateral Δ 0, 0.3
        pred("B", "B-syn2", [0.9, 0.5, 0.2]),  # target step 2: Δ 0.3 (0.5 is still labelled correct); collateral 0, 0
        pred("B", "B-stx", [0.9, 0.8, 0.2]),  # target Δ 0
        pred("C", None, [0.6, 0.4]),
        pred("C", "C-img", [0.6, 0.7]),  # image: both steps are pairs, Δ 0 and 0.3 (0.4 -> 0.7 flips the label)
        pred("B", "B-inj", [0.9, 0.1, 0.2]),  # injected NC into step 2: ΔP = 0.8 − 0.1 = 0.7
        pred("C", "C-inj", [0.7, 0.4]),  # injected RE into step 1: ΔP = 0.6 − 0.7 = −0.1
    ]
    return in_memory_benchmark([b, c], variants), predictions


def test_golden_crs_families_collateral_dispersion_and_flips():
    # synonym: Δ = {0.05, 0.3}: CCR 1, ACCM 0.175, SCCR 0.5 -> CRS = 100·(1 − 1.675/3) = 132.5/3
    #   flips: 0.9->0.85 no, 0.8->0.5 no (0.5 ≥ 0.5) -> 0; collateral Δ {0, 0.3, 0, 0} -> 0.075
    #   dispersion: step B1 values {0.9, 0.85} sd 0.025; step B2 {0.8, 0.5} sd 0.15 -> 0.0875
    # syntactic: Δ = {0} -> CRS 100, collateral {0, 0} -> 0
    # image: Δ = {0, 0.3}: CCR 0.5, ACCM 0.15, SCCR 0.5 -> CRS = 100·(1 − 1.15/3) = 185/3; flips 1/2
    #   dispersion: {0.6, 0.6} sd 0, {0.4, 0.7} sd 0.15 -> 0.075; no collateral for images
    # CRS = (132.5/3 + 100 + 185/3)/3 = 617.5/9
    bench, predictions = robustness_bench()
    r = metrics_json(bench, predictions, NO_BOOT)
    syn, stx, img = (r["crs_families"][f] for f in ("synonym", "syntactic", "image"))
    assert (syn["CCR"], syn["SCCR"], syn["n_pairs"]) == (1.0, 0.5, 2)
    assert syn["ACCM"] == pytest.approx(0.175, abs=EXACT)
    assert syn["CRS"] == pytest.approx(132.5 / 3, abs=EXACT)
    assert syn["label_flip_rate"] == 0.0
    assert syn["collateral_drift"] == pytest.approx(0.075, abs=EXACT) and syn["n_collateral"] == 4
    assert syn["dispersion"] == pytest.approx(0.0875, abs=EXACT)
    assert stx["CRS"] == pytest.approx(100.0, abs=EXACT) and stx["collateral_drift"] == 0.0
    assert img["CRS"] == pytest.approx(185 / 3, abs=EXACT)
    assert img["label_flip_rate"] == 0.5 and img["n_pairs"] == 2
    assert img["dispersion"] == pytest.approx(0.075, abs=EXACT) and img["collateral_drift"] is None
    assert r["CRS"]["value"] == pytest.approx(617.5 / 9, abs=EXACT)
    assert r["CRS"]["n"] == 5


def test_golden_counterfactual_sensitivity():
    # ΔP = 0.7 (NC) and −0.1 (RE): CSS_cf = 100·clip(0.3) = 30; per type NC 70, RE clip(−0.1) -> 0
    bench, predictions = robustness_bench()
    cf = metrics_json(bench, predictions, NO_BOOT)["css_cf"]
    assert cf["value"] == pytest.approx(30.0, abs=EXACT) and cf["n"] == 2
    assert cf["per_type"]["NC"]["value"] == pytest.approx(70.0, abs=EXACT)
    assert cf["per_type"]["RE"]["value"] == 0.0
    assert cf["per_type"]["RE"]["delta_p"] == pytest.approx(-0.1, abs=EXACT)


def test_golden_epsilon_and_tau_boundaries():
    # Binary-exact Δ: 0.625 − 0.5 = 0.125 = ε is not a change (Δ > ε); 0.75 − 0.5 = 0.25 = τ is significant (Δ ≥ τ).
    # CCR = 1/2, ACCM = (0.125 + 0.25)/2 = 0.1875, SCCR = 1/2 -> CRS = 100·(1 − 1.1875/3)
    bench = in_memory_benchmark([process("D", [(1, None), (1, None)], images=1)], [image_variant("D-img", "D")])
    predictions = [pred("D", None, [0.5, 0.5]), pred("D", "D-img", [0.625, 0.75])]
    r = metrics_json(bench, predictions, MetricParams(n_boot=0, epsilon=0.125, tau=0.25))
    img = r["crs_families"]["image"]
    assert (img["CCR"], img["ACCM"], img["SCCR"]) == (0.5, 0.1875, 0.5)
    assert img["CRS"] == pytest.approx(100 * (1 - 1.1875 / 3), abs=EXACT)
    # Weights are arguments: w = (1, 0, 0) makes CRS = 100·(1 − CCR) = 50.
    r = metrics_json(bench, predictions, MetricParams(n_boot=0, epsilon=0.125, tau=0.25, weights=(1, 0, 0)))
    assert r["CRS"]["value"] == pytest.approx(50.0, abs=EXACT)


def test_golden_label_only_judge():
    # Bare labels 1 0 0 1 on y = 1 1 0 0 (RE, RE): p = l, flagged label-only.
    # bin 9: p 1 (y1), 1 (y0): acc .5 conf 1 -> gap .5; bin 0: p 0 (y1), 0 (y0): gap .5 -> ECE = 0.5
    # ECE_pos: {1 -> gap 0, 0 -> gap 1} = 0.5; ECE_neg: mean p = 0.5; ΔECE = 0 -> CCS = 100·(1 − 0.25) = 75
    # CSS (n_min = 2): μ_correct 0.5, RE mean 0.5 -> ΔP 0 -> CSS 0;  accuracy 2/4
    bench = in_memory_benchmark([process("E", [(1, None), (1, None), (0, "RE"), (0, "RE")])])
    labels = Prediction(
        process_id="E",
        judge="labels",
        status="ok",
        steps=tuple(StepJudgment(index=i, label=label) for i, label in enumerate([1, 0, 0, 1], start=1)),
    )
    r = metrics_json(bench, [labels], MetricParams(n_boot=0, n_min=2))
    assert r["confidence"] == "label-only"
    assert r["extra"]["label_only"] == {"steps": 4, "share": 1.0}
    assert r["calibration"]["ECE"] == pytest.approx(0.5, abs=EXACT)
    assert r["calibration"]["delta_ECE"] == pytest.approx(0.0, abs=EXACT)
    assert r["CCS"]["value"] == pytest.approx(75.0, abs=EXACT)
    assert r["CSS"]["value"] == pytest.approx(0.0, abs=EXACT)
    assert r["extra"]["accuracy"] == pytest.approx(0.5, abs=EXACT)


def test_golden_label_plus_confidence_conversion():
    # (label, confidence in that label) -> p: (1, .8) .8; (0, .9) .1; (0, .6) .4; (1, .3) .3
    # y = 1, 0 (NS), 1, 0 (SC); each p alone in its bin: 0.8 is on an edge (bin 8); 1 − 0.9 is the float
    # 0.09999999999999998, just below the edge 0.1, so bin 0; 1 − 0.6 = 0.4 exactly (bin 4); 0.3 bin 3
    # gaps .2 .1 .6 .3 -> ECE = 1.2/4 = 0.3; ECE_pos (.2 + .6)/2 = .4; ECE_neg (.1 + .3)/2 = .2; ΔECE .2
    # CCS = 100·(1 − (.15 + .1)) = 75;  Brier = (.04 + .01 + .36 + .09)/4 = .125;  AUROC 1
    # μ_correct = .6: ΔP_NS = .5, ΔP_SC = .3 -> CSS (n_min 1) = 40
    # accuracy: thresholded 1 0 0 0 vs 1 0 1 0 = 3/4; F1(1) = 2/3, F1(0) = 4/5 -> macro 11/15
    # error-type accuracy: step 2 named NS (right), step 4 named RE (wrong) -> 1/2 over 2 steps
    bench = in_memory_benchmark([process("F", [(1, None), (0, "NS"), (1, None), (0, "SC")])])
    given_ = [(1, 0.8, None), (0, 0.9, "NS"), (0, 0.6, None), (1, 0.3, "RE")]
    prediction = Prediction(
        process_id="F",
        judge="lc",
        status="ok",
        steps=tuple(
            StepJudgment(index=i, label=label, confidence=c, error_type=t)
            for i, (label, c, t) in enumerate(given_, start=1)
        ),
    )
    r = metrics_json(bench, [prediction], MetricParams(n_boot=0, n_min=1))
    assert r["confidence"] == "probability"
    cal = r["calibration"]
    assert (cal["ECE"], cal["ECE_pos"], cal["ECE_neg"]) == pytest.approx((0.3, 0.4, 0.2), abs=EXACT)
    assert cal["bins"]["all"]["counts"] == [1, 0, 0, 1, 1, 0, 0, 0, 1, 0]
    assert r["CCS"]["value"] == pytest.approx(75.0, abs=EXACT)
    assert r["CSS"]["value"] == pytest.approx(40.0, abs=EXACT)
    assert r["extra"]["brier"] == pytest.approx(0.125, abs=EXACT)
    assert r["extra"]["auroc"] == 1.0
    assert r["extra"]["macro_f1"] == pytest.approx(11 / 15, abs=EXACT)
    assert r["extra"]["error_type_accuracy"] == {"value": 0.5, "n": 2}


def test_unusable_judgments_are_excluded_and_counted_never_imputed():
    # G: y = 1 0(RE) 1; the judge's step 2 is invalid, step 3 missing: only step 1 (p .7) is scored.
    # Its image variant failed: counted as a failed record, no pairs. H has no record at all: missing.
    g = process("G", [(1, None), (0, "RE"), (1, None)], images=1)
    h = process("H", [(1, None)])
    bench = in_memory_benchmark([g, h], [image_variant("G-img", "G")])
    original = Prediction(
        process_id="G",
        judge="j",
        status="ok",
        steps=(StepJudgment(index=1, p_correct=0.7), StepJudgment(index=2, status="invalid", detail="no probability")),
    )
    failed = Prediction(
        process_id="G", variant_id="G-img", judge="j", status="failed", error="timeout", error_kind="timeout"
    )
    r = metrics_json(bench, [original, failed], NO_BOOT)
    assert r["counts"]["steps"] == 1 and r["counts"]["pairs"] == 0
    assert r["calibration"]["ECE"] == pytest.approx(0.3, abs=EXACT)  # |1 − 0.7|, nothing imputed
    stages = r["counts"]["stages"]
    assert stages["original"] == {"records": 1, "failed_records": 0, "steps_expected": 3, "steps_unparsed": 2}
    assert stages["perturbed"] == {"records": 1, "failed_records": 1, "steps_expected": 3, "steps_unparsed": 3}
    assert r["extra"]["parse_failure_rate"] == {"original": pytest.approx(2 / 3, abs=EXACT), "perturbed": 1.0}
    assert r["counts"]["missing_records"] == 1
    assert any("(H, original)" in w for w in r["warnings"])
    assert any("invalid: no probability" in w for w in r["warnings"])
    assert r["CRS"]["value"] is None and r["CRS"]["reason"]


def test_a_failed_retry_never_replaces_an_ok_record_and_unknown_ids_are_errors():
    bench = in_memory_benchmark([process("A", [(1, None), (0, "RE")])])
    ok = pred("A", None, [0.9, 0.2])
    failed = Prediction(process_id="A", judge="hand", status="failed", error="boom")
    r = metrics_json(bench, [ok, failed], NO_BOOT)
    assert r["counts"]["steps"] == 2 and any("duplicate" in w for w in r["warnings"])
    with pytest.raises(DataError, match="unknown process 'Z'"):
        build_table(bench, [pred("Z", None, [0.5])], source="preds.jsonl")
    with pytest.raises(DataError, match="several judges"):
        build_table(bench, [ok, pred("A", None, [0.9, 0.2], judge="other")])


# --------------------------------------------------------------------------- sanity anchors


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_anchor_oracle_scores_100(seed):
    bench = synthetic_benchmark(12, seed)
    r = metrics_json(bench, reference_predictions(bench, "oracle"), MetricParams(n_boot=0, n_min=1))
    for name in ("CRS", "CSS", "CCS", "overall"):
        assert r[name]["value"] == pytest.approx(100.0, abs=ANCHOR)
    assert r["css_cf"]["value"] == pytest.approx(100.0, abs=ANCHOR)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), c=st.floats(0.0, 1.0))
def test_anchor_constant_judge(seed, c):
    bench = synthetic_benchmark(12, seed)
    r = metrics_json(bench, reference_predictions(bench, f"constant:{c!r}"), MetricParams(n_boot=0, n_min=1))
    y = [s.label for p in bench.processes.values() for s in p.steps]
    base_rate = sum(y) / len(y)
    assert r["CRS"]["value"] == pytest.approx(100.0, abs=ANCHOR)
    assert r["CSS"]["value"] == pytest.approx(0.0, abs=ANCHOR)
    assert r["calibration"]["ECE"] == pytest.approx(abs(base_rate - c), abs=ANCHOR)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_anchor_random_judge_crs_falls_as_variance_grows(seed):
    bench = synthetic_benchmark(12, seed)
    crs = [
        metrics_json(bench, reference_predictions(bench, f"random:{seed},spread={w}"), NO_BOOT)["CRS"]["value"]
        for w in (0.0, 0.1, 0.3, 0.6, 1.0)
    ]
    assert crs[0] == pytest.approx(100.0, abs=ANCHOR)
    assert all(a > b for a, b in zip(crs, crs[1:])), crs


# --------------------------------------------------------------------------- order invariance


def numbers_close(a, b, path="result"):
    """Recursively compare two results: numbers to 1e-9, everything else exactly."""
    if isinstance(a, dict):
        assert a.keys() == b.keys(), path
        for key in a:
            numbers_close(a[key], b[key], f"{path}.{key}")
    elif isinstance(a, list):
        assert len(a) == len(b), path
        for i, (x, z) in enumerate(zip(a, b)):
            numbers_close(x, z, f"{path}[{i}]")
    elif isinstance(a, float) and isinstance(b, float):
        assert a == pytest.approx(b, abs=ANCHOR), path
    else:
        assert a == b, path


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), shuffle=st.randoms(use_true_random=False))
def test_scores_invariant_to_item_and_step_order(seed, shuffle):
    bench = synthetic_benchmark(10, seed)
    predictions = reference_predictions(bench, f"noisy-oracle:0.3,react=0.4,seed={seed}")
    params = MetricParams(n_boot=50, n_min=2)
    reference = metrics_json(bench, predictions, params)

    processes, variants = list(bench.processes.values()), list(bench.variants.values())
    shuffle.shuffle(processes)
    shuffle.shuffle(variants)
    reordered_bench = in_memory_benchmark(processes, variants, name=bench.name)
    reordered = []
    for prediction in predictions:
        steps = list(prediction.steps)
        shuffle.shuffle(steps)
        reordered.append(prediction.model_copy(update={"steps": tuple(steps)}))
    shuffle.shuffle(reordered)
    numbers_close(metrics_json(reordered_bench, reordered, params), reference)


@settings(max_examples=30, deadline=None)
@given(
    data=st.lists(
        st.tuples(st.floats(0.0, 1.0), st.integers(0, 1), st.sampled_from(core.TAXONOMY_CODES)), min_size=2, max_size=40
    ),
    shuffle=st.randoms(use_true_random=False),
)
def test_core_functions_invariant_to_row_order(data, shuffle):
    permuted = list(data)
    shuffle.shuffle(permuted)

    def everything(rows):
        p = np.array([r[0] for r in rows])
        y = np.array([r[1] for r in rows])
        types = np.where(y == 0, [r[2] for r in rows], core.NO_TYPE)
        group = np.array([r[2] for r in rows])  # pairs of one group share p_orig = group / 10
        return {
            "ccs": core.ccs(p, y),
            "css": core.css(p, y, types, 1),
            "ece_em": core.equal_mass_ece(p, y, 3),
            "auroc": core.auroc(p, y),
            "mce": core.mce(p, y),
            "brier": core.brier(p, y),
            "f1": core.macro_f1(p, y),
            "crs": core.crs_family(p, 1 - p, MetricParams()),
            "disp": core.dispersion(group / 10, p, group),
        }

    numbers_close(everything(data), everything(permuted))


def test_core_undefined_values_are_none_with_reasons():
    empty = np.zeros(0)
    assert core.ece(empty, empty) is None and core.auroc([0.2, 0.4], [1, 1]) is None
    assert core.ccs([0.9], [1])["value"] is None and "both" in core.ccs([0.9], [1])["reason"]
    assert core.css([0.2], [0], [0])["reason"].startswith("no correct steps")
    assert core.crs_family([], [])["CRS"] is None
    assert core.overall([None, None, None]) == {"value": None, "n": 0, "reason": "none of CRS, CSS, CCS is defined"}
    assert core.overall([50.0, None, 70.0]) == {"value": 60.0, "n": 2}
    # auroc ties: all p equal -> 0.5
    assert core.auroc([0.5, 0.5, 0.5], [1, 0, 1]) == 0.5
