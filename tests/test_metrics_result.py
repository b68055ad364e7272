"""The typed metrics.json (MetricsResult): every field of the untyped format it replaced round-trips,
today's scoring reproduces that file's numbers, a renamed field fails loudly, and the committed JSON
Schema is current."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from confprobench.data import Prediction, StepJudgment
from confprobench.data.errors import DataError
from confprobench.judges.reference import reference_predictions
from confprobench.metrics import MetricParams, score_predictions, write_metrics
from confprobench.metrics.result import MetricsResult, read_metrics
from confprobench.metrics.synthetic import synthetic_benchmark

ROOT = Path(__file__).resolve().parent.parent
#: metrics.json as the untyped scorer wrote it (16 synthetic problems, seed 5, noisy-oracle:0.3,react=0.2,
#: one unusable step, one failed record, 50 resamples), frozen before the typed result existed.
BEFORE = ROOT / "tests" / "fixtures" / "metrics_before_typed.json"


def leaves(data, path=()):
    """(path, value) of every leaf; lists are leaves (bins, intervals)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, (*path, key))
    else:
        yield path, data


def lookup(data, path):
    for key in path:
        data = data[key]
    return data


def same_predictions():
    """The predictions the frozen file was scored from."""
    bench = synthetic_benchmark(16, 5)
    predictions = reference_predictions(bench, "noisy-oracle:0.3,react=0.2")
    first = predictions[0]
    steps = list(first.steps)
    steps[0] = StepJudgment(index=steps[0].index, status="invalid", detail="no verdict")
    predictions[0] = first.model_copy(update={"steps": tuple(steps)})
    v = next(i for i, p in enumerate(predictions) if p.variant_id)
    predictions[v] = Prediction(
        process_id=predictions[v].process_id,
        variant_id=predictions[v].variant_id,
        judge=predictions[v].judge,
        status="failed",
        error="timeout",
        error_kind="timeout",
    )
    return bench, predictions


def test_every_field_of_the_untyped_format_round_trips():
    before = json.loads(BEFORE.read_text(encoding="utf-8"))
    dumped = MetricsResult.model_validate(before).model_dump(mode="json")
    paths = list(leaves(before))
    assert len(paths) > 150  # the whole file, not a sample of it
    for path, value in paths:
        assert lookup(dumped, path) == value, path


def test_todays_scoring_reproduces_every_number_of_the_frozen_file(tmp_path):
    before = json.loads(BEFORE.read_text(encoding="utf-8"))
    bench, predictions = same_predictions()
    result = score_predictions(bench, predictions, MetricParams(n_boot=50))
    written = json.loads(write_metrics(tmp_path / "metrics.json", result).read_text(encoding="utf-8"))
    for path, value in leaves(before):
        if path == ("confprobench_version",):
            continue
        now = lookup(written, path)
        if isinstance(value, float):
            assert now == pytest.approx(value, rel=1e-9, abs=1e-12), path
        elif isinstance(value, list) and value and all(isinstance(v, float) for v in value):
            assert now == pytest.approx(value, rel=1e-9, abs=1e-12), path
        else:
            assert now == value, path
    # and what the typed result added
    assert written["extra"]["auroc_by_position"]["n_pairs"] > 0
    assert set(written["slices"]) >= {"subject", "modality", "operation", "error_type", "step_position"}
    assert read_metrics(tmp_path / "metrics.json") == result


def test_a_renamed_field_fails_when_read_naming_it(tmp_path):
    bench, predictions = same_predictions()
    data = score_predictions(bench, predictions, MetricParams(n_boot=0), slices=False).model_dump(mode="json")
    data["calibration"]["ece"] = data["calibration"].pop("ECE")
    path = tmp_path / "metrics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as failure:
        read_metrics(path)
    assert "metrics.json" in str(failure.value) and "calibration" in str(failure.value)


def test_overall_says_when_it_is_partial():
    # a benchmark without variants has no CRS: overall averages CSS and CCS only, and says so
    bench = replace(synthetic_benchmark(12, 2), variants={})
    predictions = [p for p in reference_predictions(bench, "noisy-oracle:0.2") if p.variant_id is None]
    result = score_predictions(bench, predictions, MetricParams(n_boot=0), slices=False)
    assert result.CRS.value is None
    assert result.overall.partial and result.overall.of == ("CSS", "CCS")
    assert any(flag.startswith("overall is partial") for flag in result.flags)


def test_committed_schemas_are_current():
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "export_schemas.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert check.returncode == 0, check.stderr
    schema = json.loads((ROOT / "docs" / "schema" / "metrics.json").read_text(encoding="utf-8"))
    assert {"CRS", "overall", "slices", "extra"} <= set(schema["properties"])
