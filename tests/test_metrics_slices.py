"""Slices (metrics-spec.md, "Slices"): one golden cell of each kind against a hand computation,
cells with too few items marked insufficient (never a number), and the stratified AUROC.

The hand-built benchmark (n_min = 2): six one-process problems of four steps, three Physics
(high_school) and three Chemistry (competition), text only.

    process  labels (type)           p on the original
    P1       1 1 0(NC) 1             .9  .8  .3  .7
    P2       1 0(NC) 1 1             .6  .4  .9  .35
    P3       1 1 1 0(RE)             .8  .7  .6  .2
    C1       1 0(RE) 1 1             .5  .75 .8  .9
    C2       1 1 0(NC) 1             .7  .9  .6  .4
    C3       1 1 1 1                 .9  .9  .9  .9

Variants (target step: p before → after): synonym P1 s1 .9 → .6 (source wordnet), synonym P2 s1
.6 → .6 (source lexicon), syntactic P3 s2 .7 → .65 (rules passive), syntactic C1 s1 .5 → .45
(passive, cleft), syntactic C2 s2 .9 → .5 (cleft), error injection C3 s1 .9 → .3 (numeric_shift).
"""

from __future__ import annotations

import numpy as np
import pytest

from confprobench.data import Prediction, StepJudgment
from confprobench.data.schema import ErrorType, Problem, Process, Step, Variant
from confprobench.metrics import MetricParams, build_table, score_predictions
from confprobench.metrics.core import auroc
from confprobench.metrics.discrimination import auroc_from_weights, pair_matrices
from confprobench.metrics.synthetic import in_memory_benchmark, synthetic_benchmark

PARAMS = MetricParams(n_boot=200, n_min=2)
ROWS = {
    "P1": ("Physics", [(1, None), (1, None), (0, "NC"), (1, None)], [0.9, 0.8, 0.3, 0.7]),
    "P2": ("Physics", [(1, None), (0, "NC"), (1, None), (1, None)], [0.6, 0.4, 0.9, 0.35]),
    "P3": ("Physics", [(1, None), (1, None), (1, None), (0, "RE")], [0.8, 0.7, 0.6, 0.2]),
    "C1": ("Chemistry", [(1, None), (0, "RE"), (1, None), (1, None)], [0.5, 0.75, 0.8, 0.9]),
    "C2": ("Chemistry", [(1, None), (1, None), (0, "NC"), (1, None)], [0.7, 0.9, 0.6, 0.4]),
    "C3": ("Chemistry", [(1, None)] * 4, [0.9, 0.9, 0.9, 0.9]),
}
#: (variant id, process, family, target step, operation, params, p of the target step on the variant)
VARIANTS = [
    ("v1", "P1", "synonym", 1, "wordnet", {"substitutions": [{"source": "wordnet"}]}, 0.6),
    ("v2", "P2", "synonym", 1, "wordnet", {"substitutions": [{"source": "lexicon"}]}, 0.6),
    ("v3", "P3", "syntactic", 2, "passive", {"rules": ["passive"]}, 0.65),
    ("v4", "C1", "syntactic", 1, "passive+cleft", {"rules": ["passive", "cleft"]}, 0.45),
    ("v5", "C2", "syntactic", 2, "cleft", {"rules": ["cleft"]}, 0.5),
    ("v6", "C3", "error_injection", 1, "numeric_shift", {}, 0.3),
]


def hand_result():
    processes, predictions = [], []
    for pid, (subject, labels, ps) in ROWS.items():
        problem = Problem(
            id=f"{pid}-q",
            question="Q",
            subject=subject,
            modality="text",
            difficulty="high_school" if subject == "Physics" else "competition",
        )
        steps = tuple(
            Step(index=i, text=f"step {i}", label=y, error_type=t) for i, (y, t) in enumerate(labels, start=1)
        )
        processes.append(Process(id=pid, problem=problem, steps=steps))
        predictions.append(
            Prediction(
                process_id=pid,
                judge="hand",
                status="ok",
                steps=tuple(StepJudgment(index=i, p_correct=p) for i, p in enumerate(ps, start=1)),
            )
        )
    variants = []
    for vid, pid, family, k, operation, params, p_var in VARIANTS:
        variants.append(
            Variant(
                id=vid,
                process_id=pid,
                family=family,
                target_step=k,
                text="rewritten",
                operation=operation,
                params=params,
                seed=0,
                injected_error_type=ErrorType.NC if family == "error_injection" else None,
            )
        )
        ps = list(ROWS[pid][2])
        ps[k - 1] = p_var
        predictions.append(
            Prediction(
                process_id=pid,
                variant_id=vid,
                judge="hand",
                status="ok",
                steps=tuple(StepJudgment(index=i, p_correct=p) for i, p in enumerate(ps, start=1)),
            )
        )
    bench = in_memory_benchmark(processes, variants)
    return score_predictions(bench, predictions, PARAMS)


@pytest.fixture(scope="module")
def result():
    return hand_result()


def cell(result, kind, key):
    return next(c for c in result.slices[kind] if c.key == key)


def test_subject_slice_matches_a_hand_computation(result):
    physics = cell(result, "subject", "Physics")
    assert (physics.n_problems, physics.n_steps, physics.n_steps_correct, physics.n_steps_incorrect) == (3, 12, 9, 3)
    # μ_correct = (.9+.8+.7 + .6+.9+.35 + .8+.7+.6)/9 = 6.35/9; NC: (.3+.4)/2 = .35; RE has 1 step < n_min: left out
    assert physics.metrics["CSS"].value == pytest.approx(100 * (6.35 / 9 - 0.35), abs=1e-9)
    # 27 (incorrect, correct) pairs; only (.4, .35) is lost
    assert physics.metrics["AUROC"].value == pytest.approx(26 / 27, abs=1e-12)
    assert physics.metrics["AUROC"].n == 27
    low, high = physics.metrics["CSS"].ci_low, physics.metrics["CSS"].ci_high
    assert low is not None and high is not None and low <= high


def test_difficulty_and_modality_slices_cover_what_they_name(result):
    assert [c.key for c in result.slices["difficulty"]] == ["competition", "high_school"]
    assert (
        cell(result, "difficulty", "high_school").metrics["CSS"].value
        == cell(result, "subject", "Physics").metrics["CSS"].value
    )
    everything = cell(result, "modality", "text")  # every problem is text-only: the slice is the whole benchmark
    assert everything.metrics["CCS"].value == pytest.approx(result.CCS.value, abs=1e-9)
    assert everything.metrics["overall"].value == pytest.approx(result.overall.value, abs=1e-9)


def test_syntactic_rule_slices_match_a_hand_computation(result):
    # passive: Δ = .05 (P3) and .05 (C1): CCR 1, ACCM .05, SCCR 0 -> 100·(1 − 1.05/3) = 65
    passive = cell(result, "syntactic_rule", "passive")
    assert passive.n_pairs == 2
    assert passive.metrics["CRS/syntactic"].value == pytest.approx(65.0, abs=1e-9)
    # cleft: Δ = .05 (C1) and .4 (C2): CCR 1, ACCM .225, SCCR .5 -> 100·(1 − 1.725/3) = 42.5
    cleft = cell(result, "syntactic_rule", "cleft")
    assert cleft.metrics["CRS/syntactic"].value == pytest.approx(42.5, abs=1e-9)
    assert cleft.metrics["SCCR/syntactic"].value == pytest.approx(0.5, abs=1e-12)


def test_operation_slice_matches_a_hand_computation_and_small_cells_are_insufficient(result):
    # synonym wordnet: Δ = .3 (P1) and 0 (P2): CCR .5, ACCM .15, SCCR .5 -> 100·(1 − 1.15/3)
    synonym = cell(result, "operation", "synonym: wordnet")
    assert synonym.metrics["CRS/synonym"].value == pytest.approx(100 * (1 - 1.15 / 3), abs=1e-9)
    assert synonym.metrics["ACCM/synonym"].value == pytest.approx(0.15, abs=1e-12)
    # one injection < n_min = 2: shown as insufficient, never as a number
    injection = cell(result, "operation", "error_injection: numeric_shift")
    assert injection.n_counterfactual == 1
    assert injection.metrics["CSS_cf"].insufficient and injection.metrics["CSS_cf"].value is None
    assert "n_min = 2" in injection.metrics["CSS_cf"].reason


def test_synonym_source_slices_hold_one_pair_each_and_are_insufficient(result):
    sources = {c.key: c for c in result.slices["synonym_source"]}
    assert set(sources) == {"wordnet", "lexicon"}
    for source in sources.values():
        metric = source.metrics["CRS/synonym"]
        assert source.n_pairs == 1 and metric.insufficient and metric.value is None


def test_error_type_slice_matches_a_hand_computation(result):
    nc = cell(result, "error_type", "NC")
    # every correct step (19 of them, Σp = 14.15) plus the three NC steps (.3, .4, .6)
    assert (nc.n_steps_correct, nc.n_steps_incorrect) == (19, 3)
    assert nc.metrics["CSS"].value == pytest.approx(100 * (14.15 / 19 - 1.3 / 3), abs=1e-9)
    re = cell(result, "error_type", "RE")  # two RE steps (.2 and .75): enough for n_min = 2
    assert re.metrics["CSS"].value == pytest.approx(100 * (14.15 / 19 - 0.95 / 2), abs=1e-9)


def test_step_position_slice_matches_a_hand_computation(result):
    second = cell(result, "step_position", "2")
    # index 2: correct .8 .7 .9 .9, incorrect .4 .75: of 8 pairs only (.75, .7) is lost
    assert (second.n_steps_correct, second.n_steps_incorrect) == (4, 2)
    assert second.metrics["AUROC"].value == pytest.approx(7 / 8, abs=1e-12)
    # the pairs at index 2: P3 (Δ .05) and C2 (Δ .4), both syntactic: as the cleft cell, 42.5
    assert second.n_pairs == 2 and second.metrics["CRS/syntactic"].value == pytest.approx(42.5, abs=1e-9)
    first = cell(result, "step_position", "1")
    assert first.n_counterfactual == 1 and first.metrics["CSS_cf"].insufficient


def test_auroc_by_position_matches_a_pairs_by_index_count(result):
    # pairs of (incorrect, correct) at the same index, index by index:
    #   2: neg .4 .75 vs pos .8 .7 .9 .9 -> 7 of 8;  3: neg .3 .6 vs pos .9 .6 .8 .9 -> .3: 4, .6: 3 + ½ (tie) -> 7.5 of 8
    #   4: neg .2 vs pos .7 .35 .9 .4 .9 -> 5 of 5;  1: no incorrect step
    by_position = result.extra.auroc_by_position
    assert by_position.n_pairs == 8 + 8 + 5
    assert by_position.value == pytest.approx((7 + 7.5 + 5) / 21, abs=1e-12)


def test_weighted_auroc_equals_auroc_of_the_resampled_steps():
    bench = synthetic_benchmark(20, 4)
    from confprobench.judges.reference import reference_predictions

    table = build_table(bench, reference_predictions(bench, "noisy-oracle:0.7"))
    steps = table.steps
    matrices = pair_matrices(steps.problem, steps.p, steps.y, table.n_problems)
    weights = np.random.default_rng(0).integers(0, 3, size=table.n_problems).astype(float)
    repeat = weights[steps.problem].astype(int)
    expected = auroc(np.repeat(steps.p, repeat), np.repeat(steps.y, repeat))
    assert auroc_from_weights(matrices, weights[None, :])[0] == pytest.approx(expected, abs=1e-12)
