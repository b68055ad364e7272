"""Recalibration: the maps recover known distortions, calibrate_run lowers held-out ECE for an
over-confident judge, and nothing about the held-out problems reaches the fit."""

from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data import ErrorType, Step, read_predictions, write_benchmark
from confprobench.data.seeding import stable_int
from confprobench.metrics.params import MetricParams
from confprobench.report.calibrate import calibrate_run, split_problems
from confprobench.report.calibration_maps import fit_map
from report_helpers import build_bench, judge_predictions, write_run

PARAMS = MetricParams(n_boot=300)
OVERCONFIDENCE = 4.0  # the judge reports sigmoid(4·logit(q)) where q is a calibrated probability


def _logit(q):
    return np.log(q) - np.log1p(-q)


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


def overconfident_judge(bench):
    """A judge whose q is drawn so that P(y = 1 | q) = q (a Beta(a, b) marginal split by label: positives from
    Beta(a + 1, b), negatives from Beta(a, b + 1), with a/(a + b) the base rate); the judge reports
    q sharpened by OVERCONFIDENCE. Each step keeps its q on every variant."""
    labels = [s.label for p in bench.processes.values() for s in p.steps if s.label is not None]
    base_rate, strength = float(np.mean(labels)), 8.0
    a, b = base_rate * strength, (1 - base_rate) * strength

    def p_of(process, variant, step):
        y = 1 if step.label is None else step.label
        rng = np.random.default_rng([stable_int(process.id), step.index, y])
        q = np.clip(rng.beta(a + y, b + 1 - y), 1e-4, 1 - 1e-4)
        return float(_sigmoid(OVERCONFIDENCE * _logit(q)))

    return p_of


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    root = tmp_path_factory.mktemp("calibrate")
    bench = build_bench(root, n_problems=160)
    run = write_run(root / "run", bench, {"sharp": judge_predictions(bench, "sharp", overconfident_judge(bench))})
    return root, bench, run


# --------------------------------------------------------------------------- the maps


def _distorted(n=20000, seed=0):
    rng = np.random.default_rng(seed)
    q = rng.uniform(0.02, 0.98, n)
    y = (rng.uniform(size=n) < q).astype(float)
    return q, _sigmoid(OVERCONFIDENCE * _logit(q)), y


def test_temperature_and_platt_recover_a_known_sharpening():
    q, p, y = _distorted()
    temperature = fit_map(p, y, "temperature")
    assert temperature.params["T"] == pytest.approx(OVERCONFIDENCE, rel=0.05)
    platt = fit_map(p, y, "platt")
    assert platt.params["a"] == pytest.approx(1 / OVERCONFIDENCE, rel=0.05)
    assert abs(platt.params["b"]) < 0.05
    for fitted in (temperature, platt):
        assert np.abs(fitted.apply(p) - q).mean() < 0.01


def test_isotonic_is_pool_adjacent_violators():
    fitted = fit_map(np.array([0.1, 0.2, 0.3, 0.4]), np.array([1, 0, 1, 1]), "isotonic")
    assert fitted.params == {"x": [0.1, 0.2, 0.3, 0.4], "y": [0.5, 0.5, 1.0, 1.0]}
    assert fitted.apply(np.array([0.0, 0.25, 1.0])).tolist() == [0.5, 0.75, 1.0]
    q, p, y = _distorted(5000)
    order = np.random.default_rng(1).permutation(p.size)
    mapped = fit_map(p, y, "isotonic")
    assert mapped == fit_map(p[order], y[order], "isotonic")  # order of the steps does not matter
    grid = np.linspace(0, 1, 101)
    assert np.all(np.diff(mapped.apply(grid)) >= 0)


def test_a_map_needs_both_classes():
    with pytest.raises(ValueError, match="both correct and incorrect"):
        fit_map(np.array([0.2, 0.9]), np.array([1, 1]), "platt")


# --------------------------------------------------------------------------- the split


def test_split_is_seeded_disjoint_and_by_problem():
    ids = [f"p{i:03d}" for i in range(50)]
    fit, held = split_problems(ids, 0.3, seed=7)
    assert sorted(fit + held) == ids and not set(fit) & set(held) and len(held) == 15
    assert split_problems(list(reversed(ids)), 0.3, seed=7) == (fit, held)
    assert split_problems(ids, 0.3, seed=8) != (fit, held)


# --------------------------------------------------------------------------- calibrate_run


@pytest.mark.parametrize("method", ["temperature", "platt", "isotonic"])
def test_calibration_lowers_held_out_ece_for_an_overconfident_judge(setup, method, tmp_path):
    _, bench, run = setup
    report = calibrate_run(run, method, params=PARAMS, out=tmp_path)
    ece = report["held_out"]["ECE"]
    assert ece["after"] < 0.6 * ece["before"]
    assert ece["change_ci"][1] < 0  # the paired interval of the change excludes 0
    assert report["held_out"]["brier"]["after"] < report["held_out"]["brier"]["before"]
    if method == "temperature":
        assert report["map"]["params"]["T"] > 1.5  # it had to soften the judge
    # The recalibrated predictions cover exactly the held-out problems (originals and variants).
    written = read_predictions(tmp_path / f"sharp.{method}.jsonl")
    held = set(report["split"]["held_out_problems"])
    assert {bench.processes[p.process_id].problem.id for p in written} == held
    expected_records = sum(1 + len(bench.variants_of(pid)) for pid in bench.processes if pid in held)
    assert len(written) == expected_records
    assert all(p.judge == f"sharp+{method}" and 0 <= s.probability <= 1 for p in written for s in p.steps)
    saved = json.loads((tmp_path / "calibration.json").read_text(encoding="utf-8"))
    assert saved["map"] == report["map"]


def _with_labels_scrambled(bench, problem_ids, out):
    """A copy of ``bench`` where every labelled step of ``problem_ids`` has its gold label flipped."""

    def flip(step: Step) -> Step:
        if step.label is None:
            return step
        if step.label == 1:
            return step.model_copy(update={"label": 0, "error_type": ErrorType.NC})
        return step.model_copy(update={"label": 1, "error_type": None})

    processes = [
        p.model_copy(update={"steps": tuple(flip(s) for s in p.steps)}) if p.problem.id in problem_ids else p
        for p in bench.processes.values()
    ]
    return write_benchmark(out, processes, bench.variants.values(), name=bench.name, image_source=bench.root)


def test_fit_never_reads_held_out_labels(setup):
    root, bench, run = setup
    original = calibrate_run(run, "platt", params=PARAMS)
    fit_ids, held_ids = original["split"]["fit_problems"], original["split"]["held_out_problems"]
    predictions = {"sharp": read_predictions(run / "predictions" / "sharp.jsonl")}

    scrambled_held = _with_labels_scrambled(bench, set(held_ids), root / "held_scrambled")
    again = calibrate_run(write_run(root / "run_held", scrambled_held, predictions), "platt", params=PARAMS)
    assert again["split"] == original["split"]
    assert again["map"] == original["map"]  # identical, to the last bit
    assert again["held_out"]["ECE"]["before"] != original["held_out"]["ECE"]["before"]  # the labels did change

    # The control: the same scrambling on the fit problems does change the map, so the check above can fail.
    scrambled_fit = _with_labels_scrambled(bench, set(fit_ids), root / "fit_scrambled")
    control = calibrate_run(write_run(root / "run_fit", scrambled_fit, predictions), "platt", params=PARAMS)
    assert control["map"] != original["map"]


def test_calibrate_command(setup, tmp_path):
    _, _, run = setup
    _register()
    result = CliRunner().invoke(
        cli,
        [
            "calibrate",
            str(run),
            "--method",
            "temperature",
            "--holdout",
            "0.4",
            "--n-boot",
            "100",
            "--out",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "temperature scaling, T = " in result.output and "ECE" in result.output
    saved = json.loads((tmp_path / "calibration.json").read_text(encoding="utf-8"))
    assert saved["split"]["holdout_fraction"] == 0.4 and len(saved["split"]["held_out_problems"]) == 64
    result = CliRunner().invoke(cli, ["calibrate", str(run), "--method", "histogram", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "histogram" in result.output
