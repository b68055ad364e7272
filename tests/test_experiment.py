"""Experiments: `confprobench run --config exp.toml` (per-judge options, flags override the file, the
resolved config and provenance in the manifest, clear refusals) and the one-call `confprobench.evaluate`."""

from __future__ import annotations

import csv
import json

import pytest
from click.testing import CliRunner

import confprobench
from confprobench.cli.main import _register, cli
from confprobench.run import load_run
from servers.helpers import make_bench
from servers.provider_helpers import provider_server


def _cli(*args: str):
    _register()
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_run_from_a_config_file_with_per_judge_options_and_flags_over_it(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b.", "c": "Find c."}, steps=2)
    with provider_server("vllm") as server:
        config = tmp_path / "exp.toml"
        config.write_text(f'''
bench = "{bench.root}"
out = "{tmp_path / "run"}"
concurrency = 3
limit = 2

[options]
base_url = "{server.url}"
timeout = 30

[[judges]]
judge = "vllm/judge-a"
mode = "logprobs"

[[judges]]
judge = "vllm/judge-b"
mode = "sampling"
k = 2

[[judges]]
judge = "noisy-oracle:0.2"
''')
        result = _cli("run", "--config", str(config), "--concurrency", "5", "--no-progress")
    assert result.exit_code == 0, result.output
    run = load_run(tmp_path / "run")
    assert sorted(run.predictions) == [
        "noisy-oracle:0.2,react=0,seed=0",
        "vllm:judge-a;mode=logprobs",
        "vllm:judge-b;mode=sampling;k=2",
    ]
    manifest = run.manifest
    assert (
        manifest["config"]["concurrency"] == 5 and manifest["config"]["limit"] == 2
    )  # the flag wins, the file fills in
    invocation = manifest["sessions"][-1]["invocation"]
    assert invocation["command_line"] == [
        "confprobench",
        "run",
        "--config",
        str(config),
        "--concurrency",
        "5",
        "--no-progress",
    ]
    assert invocation["confprobench"] == confprobench.__version__
    assert len(invocation["git_commit"]["confprobench"] or "0" * 40) == 40
    resolved = invocation["config"]
    assert resolved["config_file"] == str(config) and resolved["concurrency"] == 5
    assert resolved["judges"][1] == {"judge": "vllm/judge-b", "mode": "sampling", "k": "2"}
    assert resolved["options"] == {"base_url": server.url, "timeout": "30"}
    assert manifest["judges"]["vllm:judge-b;mode=sampling;k=2"]["items"] == 2 + 3  # limit 2: a, b and a's 3 variants


def test_config_refusals_name_the_file_and_key(tmp_path):
    config = tmp_path / "exp.toml"
    config.write_text('concurency = 4\n[[judges]]\njudge = "constant:0.5"\n')
    result = _cli("run", "--config", str(config), "--out", str(tmp_path / "run"))
    assert result.exit_code == 2 and "exp.toml" in result.output
    assert "unknown key (did you mean 'concurrency'?)" in result.output
    config.write_text('limit = "ten"\n')
    result = _cli("run", "--config", str(config), "--judge", "constant:0.5", "--out", str(tmp_path / "run"))
    assert result.exit_code == 2 and "limit" in result.output and "must be int" in result.output
    config.write_text('out = "x"\nlimit = = 3\n')
    result = _cli("run", "--config", str(config), "--judge", "constant:0.5")
    assert result.exit_code == 2 and "not valid TOML" in result.output and "line 2" in result.output
    result = _cli("run", "--out", str(tmp_path / "run"))
    assert result.exit_code == 2 and "give at least one --judge" in result.output


@pytest.mark.slow
def test_evaluate_in_one_call_returns_leaderboard_metrics_and_paths(tmp_path):
    bench = make_bench(tmp_path, {f"p{i}": f"Find {i}." for i in range(4)}, steps=3)
    with provider_server("vllm") as server:
        result = confprobench.evaluate(
            judges=["noisy-oracle:0.1", {"judge": "vllm/m", "mode": "logprobs"}, "constant:0.6"],
            bench=bench,
            perturb=False,
            out=tmp_path / "exp",
            options={"base_url": server.url},
        )
    ids = {"noisy-oracle:0.1,react=0,seed=0", "vllm:m;mode=logprobs", "constant:0.6"}
    assert set(result.metrics) == ids and {row["judge"] for row in result.leaderboard} == ids
    overall = [row["overall"] for row in result.leaderboard]
    assert overall == sorted(overall, key=lambda v: -(v or 0.0))  # best first
    with (result.paths.report / "leaderboard.csv").open(newline="") as handle:
        written = [row["judge"] for row in csv.DictReader(handle) if row["kind"] == "judge"]
    assert written == [row["judge"] for row in result.leaderboard]  # the report adds reference rows after them
    assert all(
        result.metrics[j]["judge"] == j and {"CRS", "CSS", "CCS", "overall"} <= set(result.metrics[j]) for j in ids
    )
    assert result.paths.report is not None and (result.paths.report / "report.html").is_file()
    assert set(result.paths.metrics) == ids and all(p.is_file() for p in result.paths.metrics.values())
    assert result.paths.bench == bench.root and result.run.complete
    # options reach the judge given as a dict too: every call got an answer from the loopback server
    assert all(j.records.get("failed", 0) == 0 and not j.stopped for j in result.run.judges)
    invocation = load_run(result.paths.run).manifest["sessions"][-1]["invocation"]
    assert invocation["entry"] == "confprobench.evaluate" and invocation["config"]["perturb"] is False
    assert "noisy-oracle:0.1,react=0,seed=0" in result.table()
    again = confprobench.evaluate(
        judges=["constant:0.6"], bench=bench, perturb=False, out=tmp_path / "exp", report=False
    )
    assert again.run.judges[0].written == 0  # everything was already judged
    assert json.dumps(again.metrics["constant:0.6"]["overall"]) == json.dumps(result.metrics["constant:0.6"]["overall"])
