"""compare_runs / `confprobench compare`: the paired bootstrap finds real differences, reports none
where there is none, and refuses runs on different benchmarks."""

from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data import DataError
from confprobench.judges.reference import reference_predictions
from confprobench.metrics.bootstrap import bootstrap, problem_stats
from confprobench.metrics.params import MetricParams
from confprobench.metrics.table import build_table
from confprobench.report.compare import compare_runs, paired_differences
from report_helpers import build_bench, write_run

PARAMS = MetricParams(n_boot=400)
JUDGES = (
    "noisy-oracle:0.1",
    "noisy-oracle:0.4",
    "noisy-oracle:0.1,react=0.1",
    "noisy-oracle:0.1,react=0.6",
    "noisy-oracle:0.3,seed=1",
    "noisy-oracle:0.3,seed=2",
)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("compare")
    bench = build_bench(root, n_problems=40)
    # One run per judge, as two separate `confprobench run` calls would leave them.
    paths = {
        spec: write_run(root / f"run{i}", bench, {spec: reference_predictions(bench, spec)})
        for i, spec in enumerate(JUDGES)
    }
    return bench, paths


def _excludes_zero(entry) -> bool:
    return entry["ci_low"] > 0 or entry["ci_high"] < 0


def test_less_noise_is_detected_as_better_sensitivity_and_calibration(runs):
    _, paths = runs
    result = compare_runs(paths["noisy-oracle:0.1"], paths["noisy-oracle:0.4"], params=PARAMS)
    for metric in ("CSS", "CCS", "overall"):
        entry = result["differences"][metric]
        assert entry["diff"] > 0 and entry["ci_low"] > 0, (metric, entry)
    assert result["differences"]["ECE"]["ci_high"] < 0  # lower ECE is better: A − B is negative
    assert "noisy-oracle:0.1 is better calibrated than noisy-oracle:0.4: ΔCCS = +" in result["verdicts"][3]
    # The reverse order flips every sign.
    reverse = compare_runs(paths["noisy-oracle:0.4"], paths["noisy-oracle:0.1"], params=PARAMS)
    assert reverse["differences"]["CCS"]["diff"] == pytest.approx(-result["differences"]["CCS"]["diff"])
    assert reverse["differences"]["CCS"]["ci_high"] < 0
    assert reverse["verdicts"][3].startswith("noisy-oracle:0.1 is better calibrated than noisy-oracle:0.4")


def test_a_judge_that_reacts_more_to_perturbations_is_less_robust(runs):
    _, paths = runs
    result = compare_runs(paths["noisy-oracle:0.1,react=0.1"], paths["noisy-oracle:0.1,react=0.6"], params=PARAMS)
    crs = result["differences"]["CRS"]
    assert crs["diff"] > 0 and crs["ci_low"] > 0
    assert result["verdicts"][1].startswith("noisy-oracle:0.1,react=0.1 is more robust than noisy-oracle:0.1,react=0.6")
    # Same noise on the originals: sensitivity and calibration are identical, not "detectably different".
    assert result["differences"]["CSS"]["diff"] == pytest.approx(0.0)
    assert result["verdicts"][2].startswith("No detectable difference in sensitivity")


def test_a_judge_against_itself_shows_no_difference(runs):
    _, paths = runs
    run = paths["noisy-oracle:0.4"]
    result = compare_runs(run, run, params=PARAMS)
    for metric in ("overall", "CRS", "CSS", "CCS"):
        entry = result["differences"][metric]
        assert entry["ci_low"] <= 0 <= entry["ci_high"], metric
    assert all(v.startswith("No detectable difference") for v in result["verdicts"])


def test_same_noise_with_other_random_draws_is_not_called_different(runs):
    _, paths = runs
    result = compare_runs(paths["noisy-oracle:0.3,seed=1"], paths["noisy-oracle:0.3,seed=2"], params=PARAMS)
    for metric in ("CSS", "CCS", "overall"):
        entry = result["differences"][metric]
        assert entry["diff"] != 0 and not _excludes_zero(entry), (metric, entry)


def test_pairing_narrows_the_interval(runs):
    """The same W for both judges cancels the problem-to-problem variation they share: the paired
    interval of ΔCSS is narrower than one from independent resamples of each judge."""
    bench, _ = runs
    table_a = build_table(bench, reference_predictions(bench, "noisy-oracle:0.1"))
    table_b = build_table(bench, reference_predictions(bench, "noisy-oracle:0.2"))
    paired = paired_differences(table_a, table_b, PARAMS)["CSS"]
    other_draws = MetricParams(n_boot=400, seed=1)
    independent = (
        bootstrap(problem_stats(table_a, PARAMS), PARAMS)["CSS"]
        - bootstrap(problem_stats(table_b, other_draws), other_draws)["CSS"]
    )
    low, high = np.nanpercentile(independent, [2.5, 97.5])
    assert paired["ci_high"] - paired["ci_low"] < 0.75 * (high - low)


def test_refuses_runs_on_different_benchmarks(runs, tmp_path):
    _, paths = runs
    other = build_bench(tmp_path, n_problems=10, name="other")
    other_run = write_run(tmp_path / "run", other, {"oracle": reference_predictions(other, "oracle")})
    with pytest.raises(DataError, match="same benchmark") as caught:
        compare_runs(paths["noisy-oracle:0.1"], other_run, params=PARAMS)
    assert caught.value.field == "benchmark"


def test_compare_command(runs, tmp_path):
    _, paths = runs
    _register()
    out = tmp_path / "comparison.json"
    result = CliRunner().invoke(
        cli,
        [
            "compare",
            str(paths["noisy-oracle:0.1"]),
            str(paths["noisy-oracle:0.4"]),
            "--n-boot",
            "200",
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "better calibrated" in result.output and "A − B" in result.output
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["differences"]["CCS"]["ci_low"] > 0
    assert saved["a"]["judge"] == "noisy-oracle:0.1"


def test_compare_command_needs_a_judge_name_in_a_multi_judge_run(runs, tmp_path):
    bench, _ = runs
    both = write_run(tmp_path / "both", bench, {spec: reference_predictions(bench, spec) for spec in JUDGES[:2]})
    _register()
    result = CliRunner().invoke(cli, ["compare", str(both), str(both), "--n-boot", "50"])
    assert result.exit_code == 2 and "name one with --judge" in result.output
    result = CliRunner().invoke(
        cli, ["compare", str(both), str(both), "--judge-a", JUDGES[0], "--judge-b", JUDGES[1], "--n-boot", "50"]
    )
    assert result.exit_code == 0, result.output
