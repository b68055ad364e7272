"""`confprobench score` end to end: a benchmark directory and a predictions file on disk in,
metrics.json and a table out; bad predictions give exit code 2 naming file, line and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from confprobench.cli import main as cli_main
from confprobench.data import ImageRef, load_benchmark, write_benchmark, write_predictions
from confprobench.data.benchmark import sha256_file
from confprobench.judges.reference import reference_predictions
from confprobench.metrics.synthetic import synthetic_benchmark


@pytest.fixture(scope="module")
def bench_dir(tmp_path_factory) -> Path:
    """The synthetic benchmark written as a real benchmark directory, with small real PNGs."""
    bench = synthetic_benchmark(12, 1)
    source = tmp_path_factory.mktemp("images")
    paths = {img.path for p in bench.processes.values() for img in p.problem.images}
    paths |= {v.image.path for v in bench.variants.values() if v.image is not None}
    for i, relative in enumerate(sorted(paths)):
        (source / relative).parent.mkdir(parents=True, exist_ok=True)
        Image.new("RGB", (8, 8), (i * 20 % 256, 80, 160)).save(source / relative)

    def real(ref: ImageRef) -> ImageRef:  # the records must state the drawn files' hashes (they are checked)
        return ref.model_copy(update={"sha256": sha256_file(source / ref.path)})

    processes = [
        p.model_copy(
            update={"problem": p.problem.model_copy(update={"images": tuple(real(i) for i in p.problem.images)})}
        )
        for p in bench.processes.values()
    ]
    variants = [v.model_copy(update={"image": real(v.image)}) if v.image else v for v in bench.variants.values()]
    out = tmp_path_factory.mktemp("bench") / "synthetic"
    write_benchmark(out, processes, variants, name="synthetic", image_source=source)
    return out


def run_score(*args: str):
    cli_main._register()
    return CliRunner().invoke(cli_main.cli, ["score", *args])


def test_score_writes_metrics_json_and_prints_a_table(bench_dir, tmp_path):
    bench = load_benchmark(bench_dir)
    predictions = reference_predictions(bench, "noisy-oracle:0.2,react=0.3")
    dropped = predictions.pop()  # one missing record must be warned about
    preds_path = tmp_path / "preds.jsonl"
    write_predictions(preds_path, predictions)
    out = tmp_path / "out" / "metrics.json"
    result = run_score(
        "--bench",
        str(bench_dir),
        "--predictions",
        str(preds_path),
        "--out",
        str(out),
        "--n-boot",
        "50",
        "--seed",
        "3",
        "--tau",
        "0.25",
        "--bins",
        "5",
        "--n-min",
        "2",
        "--weights",
        "1/2,1/4,1/4",
    )
    assert result.exit_code == 0, result.output
    metrics = json.loads(out.read_text())
    for key in ("CRS", "CSS", "CCS", "overall"):
        assert set(metrics[key]) >= {"value", "ci_low", "ci_high", "n"}
        assert metrics[key]["value"] is not None
    assert set(metrics["crs_families"]) == {"synonym", "syntactic", "image"}
    assert {"CCR", "ACCM", "SCCR", "label_flip_rate", "dispersion", "collateral_drift"} <= set(
        metrics["crs_families"]["image"]
    )
    assert metrics["css_detail"]["per_type"] and "delta_ECE" in metrics["calibration"]
    assert {"accuracy", "macro_f1", "brier", "auroc", "ece_equal_mass", "mce", "parse_failure_rate"} <= set(
        metrics["extra"]
    )
    assert metrics["params"]["tau"] == 0.25 and metrics["params"]["n_bins"] == 5 and metrics["params"]["n_boot"] == 50
    assert metrics["params"]["n_min"] == 2
    assert metrics["params"]["weights"] == [0.5, 0.25, 0.25]
    assert len(metrics["calibration"]["bins"]["all"]["counts"]) == 5
    assert metrics["judge"] == "noisy-oracle:0.2,react=0.3,seed=0"
    assert metrics["benchmark"] == {"name": "synthetic", "fingerprint": bench.fingerprint}
    assert metrics["counts"]["missing_records"] == 1
    assert f"({dropped.process_id}, {dropped.variant_id})" in result.output  # the warning names it
    assert "CRS" in result.output and "ECE_pos" in result.output  # the table


def test_bad_predictions_line_exits_2_naming_file_line_and_field(bench_dir, tmp_path):
    good = json.dumps(
        {
            "process_id": "q0000-s0",
            "variant_id": None,
            "judge": "x",
            "status": "ok",
            "steps": [{"index": 1, "p_correct": 0.5}],
        }
    )
    bad = json.dumps(
        {
            "process_id": "q0000-s0",
            "variant_id": None,
            "judge": "x",
            "status": "ok",
            "steps": [{"index": 1, "p_correct": 1.5}],
        }
    )
    preds_path = tmp_path / "bad.jsonl"
    preds_path.write_text(good + "\n" + bad + "\n")
    result = run_score("--bench", str(bench_dir), "--predictions", str(preds_path), "--out", str(tmp_path / "m.json"))
    assert result.exit_code == 2
    assert f"{preds_path}:2" in result.output and "steps.0.p_correct" in result.output
    assert not (tmp_path / "m.json").exists()


def test_prediction_for_an_unknown_process_exits_2(bench_dir, tmp_path):
    preds_path = tmp_path / "unknown.jsonl"
    preds_path.write_text(
        json.dumps({"process_id": "nope", "judge": "x", "status": "ok", "steps": [{"index": 1, "label": 1}]}) + "\n"
    )
    result = run_score("--bench", str(bench_dir), "--predictions", str(preds_path), "--out", str(tmp_path / "m.json"))
    assert result.exit_code == 2
    assert (
        str(preds_path) in result.output and "process_id" in result.output and "unknown process 'nope'" in result.output
    )


def test_bad_hyper_parameter_is_a_usage_error(bench_dir, tmp_path):
    preds_path = tmp_path / "p.jsonl"
    preds_path.write_text("")
    result = run_score(
        "--bench", str(bench_dir), "--predictions", str(preds_path), "--out", str(tmp_path / "m.json"), "--lam", "1.5"
    )
    assert result.exit_code == 2 and "lam must be in [0, 1]" in result.output
