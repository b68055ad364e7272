"""The main job end to end (what `confprobench demo` runs), on a slice of the bundled sample with the real
embedded judge: perturb → run both stages → score → report, then a second call that reuses everything."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data import Benchmark, load_benchmark, write_benchmark
from confprobench.perturb.engine import ENGINE_ROOT, PerturbConfig, engine_fingerprint
from confprobench.pipeline import PipelineResult, run_pipeline
from confprobench.run import RunConfig, load_run

JUDGES = ("llamacpp:smollm2", "noisy-oracle:0.2,react=0.1", "constant:0.7")


@pytest.fixture(scope="module")
def slice_bench(tmp_path_factory):
    sample = load_benchmark()
    # Two text-only and two image problems, so every family has targets.
    with_images = sorted(p.id for p in sample.processes.values() if p.problem.images)[:2]
    text_only = sorted(p.id for p in sample.processes.values() if not p.problem.images)[:2]
    processes = [sample.processes[i] for i in with_images + text_only]
    return write_benchmark(tmp_path_factory.mktemp("slice"), processes, name="mini-slice", image_source=sample.root)


@pytest.mark.slow
def test_pipeline_runs_end_to_end_and_a_second_call_makes_no_judge_calls(slice_bench, tmp_path):
    config = PerturbConfig(variants_per_target=2, max_targets_per_process=1, progress=False)
    lines: list[str] = []
    first = run_pipeline(
        slice_bench, tmp_path, JUDGES, perturb_config=config, run_config=RunConfig(progress=False), log=lines.append
    )

    families = {v.family for v in first.bench.variants.values()}
    assert {"image", "error_injection"} <= families and families & {"synonym", "syntactic"}
    assert first.run.complete
    smollm2 = next(j for j in first.run.judges if j.id == "llamacpp:smollm2")
    assert smollm2.calls > 0 and smollm2.calls < smollm2.naive_calls  # stage 2 re-judges only rewritten steps

    with first.report.leaderboard_csv.open(encoding="utf-8") as handle:
        rows = [row for row in csv.DictReader(handle) if row["kind"] == "judge"]  # the reference rows follow them
    assert sorted(row["judge"] for row in rows) == sorted(load_run(tmp_path / "run").judge_ids)
    assert len(rows) == 3
    html = first.report.html.read_text(encoding="utf-8")
    assert "llamacpp:smollm2" in html and "<svg" in html or "data:image/svg" in html
    assert any(line.startswith("[3/3]") for line in lines)

    second = run_pipeline(
        slice_bench, tmp_path, JUDGES, perturb_config=config, run_config=RunConfig(progress=False), log=lambda _: None
    )
    assert second.reused_benchmark
    assert sum(j.calls for j in second.run.judges) == 0
    assert second.report.leaderboard_csv.read_bytes() == first.report.leaderboard_csv.read_bytes()


def _quiet_constant_run(bench: Benchmark, out: Path, config: PerturbConfig) -> PipelineResult:
    """The pipeline with one cheap judge and no log lines: what the reuse tests need."""
    return run_pipeline(
        bench, out, ("constant:0.7",), perturb_config=config, run_config=RunConfig(progress=False), log=lambda _: None
    )


def test_pipeline_rebuilds_the_perturbed_benchmark_when_the_recipe_changes(slice_bench, tmp_path):
    # (syntactic too, on every process: on this slice the injections alone are too few for a second variant to show)
    one = PerturbConfig(
        families=("syntactic", "error_injection"),
        variants_per_target=1,
        max_targets_per_process=1,
        allocation="all",
        progress=False,
    )
    two = PerturbConfig(
        families=("syntactic", "error_injection"),
        variants_per_target=2,
        max_targets_per_process=1,
        allocation="all",
        progress=False,
    )
    first = _quiet_constant_run(slice_bench, tmp_path, one)
    again = _quiet_constant_run(slice_bench, tmp_path, two)
    assert not first.reused_benchmark and not again.reused_benchmark
    assert len(again.bench.variants) > len(first.bench.variants)


def test_pipeline_rebuilds_the_perturbed_benchmark_an_edited_engine_made(slice_bench, tmp_path):
    # the version string stays the same while rules are edited; the stamp records the engine's own fingerprint
    config = PerturbConfig(families=("error_injection",), allocation="all", max_targets_per_process=1, progress=False)
    first = _quiet_constant_run(slice_bench, tmp_path, config)
    stamp = tmp_path / "bench" / "pipeline-recipe.json"
    recorded = json.loads(stamp.read_text(encoding="utf-8"))
    assert recorded["engine"] == engine_fingerprint() == first.bench.manifest["built_by"]["engine"]
    same = _quiet_constant_run(slice_bench, tmp_path, config)
    assert same.reused_benchmark
    stamp.write_text(json.dumps({**recorded, "engine": "0" * 64}), encoding="utf-8")  # as an older engine left it
    rebuilt = _quiet_constant_run(slice_bench, tmp_path, config)
    assert not rebuilt.reused_benchmark
    assert json.loads(stamp.read_text(encoding="utf-8"))["engine"] == engine_fingerprint()


def test_the_engine_fingerprint_covers_the_rules_and_their_data(tmp_path):
    copy = tmp_path / "perturb"
    shutil.copytree(ENGINE_ROOT, copy, ignore=shutil.ignore_patterns("__pycache__"))
    assert engine_fingerprint(copy) == engine_fingerprint()
    facts = copy / "data" / "known_facts.tsv"
    facts.write_text(facts.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert engine_fingerprint(copy) != engine_fingerprint()


def test_demo_help_explains_what_it_does():
    _register()
    result = CliRunner().invoke(cli, ["demo", "--help"])
    assert result.exit_code == 0
    assert "llamacpp:smollm2" in result.output and "--variants-per-target" in result.output
