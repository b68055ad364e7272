"""The runner against a real OpenAI-compatible HTTP server on 127.0.0.1 (tests/servers/fake_openai.py),
through the real ``openai`` client: faults, stage-2 reuse, resume after SIGKILL, budgets, dry run,
shards and merge, secrets."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data import DataError
from confprobench.run import RunConfig, latest_predictions, load_run, merge_runs, run_judges
from servers.helpers import fake_server, files_containing, make_bench

_register()  # the CLI's commands, as `confprobench` itself registers them

CANARY = "sk-canary-5e1f0c2d9b7a4e63"

FAULTS = {
    "ok": "Find x.",
    "rate": "Find y. [[fault=429:2]]",
    "down": "Find z. [[fault=500:9]]",
    "slow": "Find w. [[fault=hang:1]]",
    "hung": "Find v. [[fault=hang:9]]",
    "garbled": "Find u. [[fault=badbody:9]]",
    "prose": "Find t. [[content=notjson]]",
    "cut": "Find s. [[content=truncated]]",
    "short": "Find r. [[content=wrongsteps]]",
}


@pytest.fixture(scope="module")
def server():
    with fake_server() as srv:
        yield srv


def _received(server, before: dict) -> dict:
    after = server.stats()["counts"]
    return {k: n - before.get(k, 0) for k, n in after.items() if n - before.get(k, 0)}


def test_every_fault_becomes_a_typed_record_counted_in_the_manifest(tmp_path, server):
    bench = make_bench(tmp_path, FAULTS, variants=False)
    before = server.stats()["counts"]
    summary = run_judges(
        bench,
        [f"openai:fake@{server.url};timeout=0.5"],
        tmp_path / "run",
        RunConfig(max_attempts=3, progress=False, concurrency=4),
    )
    records = {p.process_id: p for p in latest_predictions(tmp_path / "run/predictions/openai_fake.jsonl")}
    assert set(records) == set(FAULTS)  # the run completed: one record per process
    expected = {
        "down": "server_error",
        "hung": "timeout",
        "garbled": "bad_response",
        "prose": "parse",
        "cut": "truncated",
    }
    for pid, kind in expected.items():
        assert records[pid].status == "failed" and records[pid].error_kind == kind, pid
        assert records[pid].steps == ()  # no score invented
    for pid in ("ok", "rate", "slow"):  # recovered by retries (429 honours Retry-After, timeout retried)
        assert records[pid].status == "ok" and all(s.probability is not None for s in records[pid].steps)
    assert [s.status for s in records["short"].steps] == ["misaligned"] * 3
    assert all(s.probability is None for s in records["short"].steps)
    entry = load_run(tmp_path / "run").manifest["judges"]["openai:fake"]
    assert entry["failures"] == {kind: 1 for kind in expected.values()}
    assert entry["step_status"]["misaligned"] == 3
    assert entry["failed_attempts"]["rate_limit"] == 2 and entry["failed_attempts"]["server_error"] == 3
    assert entry["calls"] == sum(_received(server, before).values())  # every request sent is counted
    assert summary.complete


def test_401_stops_the_judge_at_once_with_a_clear_message_and_no_key_written(tmp_path, monkeypatch):
    monkeypatch.setenv("CANARY_KEY", CANARY)
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(12)}, variants=False)
    with fake_server(api_key="the-right-key") as srv:
        result = CliRunner().invoke(
            cli,
            [
                "run",
                "--bench",
                str(bench.root),
                "--judge",
                f"openai:fake@{srv.url};api_key_env=CANARY_KEY",
                "--out",
                str(tmp_path / "run"),
                "--concurrency",
                "2",
                "--no-progress",
            ],
        )
        received = srv.stats()["received"]
    assert result.exit_code == 3
    assert "stopped" in result.output and f"HTTP 401 from model fake at {srv.url}" in result.output
    assert "api_key_env" in result.output  # what to do
    assert received <= 2  # the calls in flight, not one per process
    assert CANARY not in result.output
    manifest = load_run(tmp_path / "run").manifest
    assert manifest["judges"]["openai:fake"]["stopped"]["kind"] == "auth"
    assert files_containing(tmp_path / "run", CANARY) == []  # the server echoed the key; the run redacted it


@pytest.mark.parametrize(
    "fault, status, kind, advice",
    [
        ("400", 400, "bad_request", "json_mode=false"),
        ("403", 403, "permission", "check its permissions"),
        ("quota", 429, "quota", "out of quota"),  # a 429, but with OpenAI's insufficient_quota code: not retried
    ],
)
def test_refusals_no_retry_can_fix_stop_the_judge_after_one_request(tmp_path, server, fault, status, kind, advice):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}. [[fault={fault}]]" for i in range(4)}, variants=False)
    before = server.stats()["counts"]
    summary = run_judges(
        bench, [f"openai:fake@{server.url}", "oracle"], tmp_path / "run", RunConfig(progress=False, concurrency=1)
    )
    assert sum(_received(server, before).values()) == 1  # no retry, and no other item tried
    stopped, oracle = summary.judges
    message = stopped.stopped["message"]
    assert stopped.stopped["kind"] == kind
    assert f"HTTP {status} from model fake at {server.url}" in message and advice in message
    assert f"STOPPED ({kind})" in summary.format()
    assert latest_predictions(tmp_path / "run/predictions/openai_fake.jsonl") == []  # no score invented
    assert oracle.records["ok"] == 4 and not summary.complete  # the other judge still ran
    manifest = load_run(tmp_path / "run").manifest
    entry = manifest["judges"]["openai:fake"]
    assert entry["stopped"]["kind"] == kind and entry["failed_attempts"] == {kind: 1} and entry["calls"] == 1
    assert manifest["status"] == "partial"


def test_a_process_too_long_for_the_endpoint_fails_alone_and_the_run_goes_on(tmp_path, server):
    bench = make_bench(tmp_path, {"a": "Find a.", "long": "Find b. [[fault=toolong]]", "c": "Find c."}, variants=False)
    before = server.stats()["counts"]
    summary = run_judges(bench, [f"openai:fake@{server.url}"], tmp_path / "run", RunConfig(progress=False))
    assert sum(_received(server, before).values()) == 3  # sent once: a longer wait cannot make it fit
    records = {p.process_id: p for p in latest_predictions(tmp_path / "run/predictions/openai_fake.jsonl")}
    assert records["long"].status == "failed" and records["long"].error_kind == "context_overflow"
    assert records["long"].steps == () and "maximum context length" in records["long"].error
    assert records["a"].status == records["c"].status == "ok" and summary.complete
    assert load_run(tmp_path / "run").manifest["judges"]["openai:fake"]["failures"] == {"context_overflow": 1}


def test_canary_key_never_reaches_any_file_the_run_writes(tmp_path, monkeypatch):
    monkeypatch.setenv("CANARY_KEY", CANARY)
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."})
    with fake_server(api_key=CANARY) as srv:
        summary = run_judges(
            bench,
            [f"openai:fake@{srv.url};api_key_env=CANARY_KEY;mode=logprobs"],
            tmp_path / "run",
            RunConfig(progress=False),
        )
    assert summary.complete and summary.judges[0].calls > 0
    assert files_containing(tmp_path / "run", CANARY) == []
    assert "CANARY_KEY" in (tmp_path / "run/manifest.json").read_text()  # the variable's name is recorded


def test_stage_two_rejudges_only_the_target_step_and_reruns_send_nothing(tmp_path, server):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=4)
    spec = f"openai:fake@{server.url};mode=logprobs"
    before = server.stats()["counts"]
    summary = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    sent = _received(server, before)
    judge = summary.judges[0]
    # stage 1: 2 processes x 4 steps; stage 2: synonym 1 + error injection 1 + image variant 4 (new image)
    assert judge.calls == sum(sent.values()) == 8 + 1 + 1 + 4
    assert judge.naive_calls == 5 * 4 and judge.reused_steps == 3 + 3
    assert max(sent.values()) == 1  # no request sent twice
    records = {p.key: p for p in latest_predictions(tmp_path / "run/predictions/openai_fake_mode_logprobs.jsonl")}
    original, synonym = records[("a", None)], records[("a", "a-syn")]
    assert synonym.meta["rejudged_steps"] == [2] and synonym.meta["reused_steps"] == [1, 3, 4]
    assert [s.p_correct for s in synonym.steps if s.index != 2] == [s.p_correct for s in original.steps if s.index != 2]
    assert synonym.steps[1].p_correct != original.steps[1].p_correct  # the rewritten step was judged again
    assert records[("a", "a-img")].meta["rejudged_steps"] == [1, 2, 3, 4]  # a new image: every step again

    before = server.stats()["counts"]
    again = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    assert again.judges[0].todo == 0 and _received(server, before) == {}
    # Predictions lost but cache kept: everything is answered by the cache, nothing is sent.
    (tmp_path / "run/predictions/openai_fake_mode_logprobs.jsonl").unlink()
    third = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    assert _received(server, before) == {} and third.judges[0].cache_hits == 14
    rebuilt = {p.key: p for p in latest_predictions(tmp_path / "run/predictions/openai_fake_mode_logprobs.jsonl")}
    assert {k: p.steps for k, p in rebuilt.items()} == {k: p.steps for k, p in records.items()}


def test_dry_run_calls_nothing_and_predicts_the_calls_exactly(tmp_path, server):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=4)
    spec = f"openai:fake@{server.url};mode=logprobs"
    before = server.stats()["counts"]
    plan = run_judges(bench, [spec], tmp_path / "run", RunConfig(dry_run=True, progress=False))
    assert _received(server, before) == {} and not (tmp_path / "run").exists()
    assert plan.judges[0].planned_calls == 14 and plan.judges[0].prompt_tokens > 0
    assert "dry run" in plan.format()
    done = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    assert done.judges[0].calls == plan.judges[0].planned_calls


def test_call_budget_stops_cleanly_and_the_rerun_finishes_without_repeats(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(4)}, steps=3)
    spec = f"openai:fake@{server.url};mode=logprobs"
    before = server.stats()["counts"]
    partial = run_judges(bench, [spec], tmp_path / "run", RunConfig(max_calls=5, concurrency=1, progress=False))
    assert sum(_received(server, before).values()) == 5
    assert partial.stopped and "call budget of 5" in partial.stopped and not partial.complete
    manifest = load_run(tmp_path / "run").manifest
    assert manifest["status"] == "partial" and "budget" in manifest["stopped"]
    written = latest_predictions(tmp_path / "run/predictions/openai_fake_mode_logprobs.jsonl")
    assert len(written) == 1 and all(p.status == "ok" and len(p.steps) == 3 for p in written)  # whole records only
    done = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    sent = _received(server, before)
    assert done.complete and max(sent.values()) == 1 and sum(sent.values()) == 4 * 3 + 1 + 1 + 3


def test_token_budget_stops_cleanly(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(4)}, variants=False)
    summary = run_judges(
        bench, [f"openai:fake@{server.url}"], tmp_path / "run", RunConfig(max_tokens=1, concurrency=1, progress=False)
    )
    assert summary.judges[0].calls == 1 and "token budget" in summary.stopped


def test_shards_merge_into_the_unsharded_result(tmp_path, server):
    questions = {f"p{i}": f"Problem {i}." for i in range(10)}
    bench = make_bench(tmp_path, questions)
    specs = ["oracle", f"openai:fake@{server.url}"]
    whole = run_judges(bench, specs, tmp_path / "whole", RunConfig(progress=False))
    assert whole.complete
    for i in range(3):
        run_judges(bench, specs, tmp_path / f"shard{i}", RunConfig(shard=(i, 3), progress=False))
    shard_keys = [{p.key for p in load_run(tmp_path / f"shard{i}").read("oracle")} for i in range(3)]
    assert all(shard_keys)  # every shard got work, and each item went to exactly one shard
    assert sum(map(len, shard_keys)) == len(set().union(*shard_keys)) == 10 + 3
    result = CliRunner().invoke(
        cli, ["merge", *(str(tmp_path / f"shard{i}") for i in range(3)), "--out", str(tmp_path / "merged")]
    )
    assert result.exit_code == 0, result.output
    merged, reference = load_run(tmp_path / "merged"), load_run(tmp_path / "whole")
    for judge in specs:
        judge_id = judge if judge == "oracle" else "openai:fake"
        got = {p.key: p.steps for p in merged.read(judge_id)}
        assert got == {p.key: p.steps for p in reference.read(judge_id)}
    assert merged.manifest["judges"]["oracle"]["items"] == 13 and merged.manifest["status"] == "complete"
    two_of_three = merge_runs([tmp_path / "shard0", tmp_path / "shard2"], tmp_path / "merged-partial")
    assert two_of_three.manifest["status"] == "partial" and two_of_three.manifest["missing_shards"] == [1]
    with pytest.raises(DataError, match="new directory"):
        merge_runs([tmp_path / "shard0"], tmp_path / "shard0")


def test_sigkill_mid_run_loses_nothing_and_resends_only_calls_in_flight(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(6)}, steps=4)
    spec = f"openai:fake@{server.url};mode=logprobs"
    out = tmp_path / "run"
    before = server.stats()["counts"]
    stuck = set(server.stats()["pending"])  # requests other tests left hanging on the shared server
    server.hold(after=server.stats()["answered"] + 9)
    runner = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "confprobench",
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            spec,
            "--out",
            str(out),
            "--concurrency",
            "3",
            "--no-progress",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while len(set(server.stats()["pending"]) - stuck) < 3:  # every slot is blocked on a held request
            assert runner.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        in_flight = set(server.stats()["pending"]) - stuck
        os.kill(runner.pid, signal.SIGKILL)
        runner.wait()
    finally:
        server.release()
    assert len(in_flight) == 3 and sum(_received(server, before).values()) >= 9 + 3
    assert (out / ".lock").is_file()  # left by the killed run: the OS released it, so it blocks nothing
    result = CliRunner().invoke(cli, ["run", "--bench", str(bench.root), "--judge", spec, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "calls=" in result.output and "tok=" in result.output and "fail=" in result.output  # progress bar
    sent = _received(server, before)
    repeated = {k for k, n in sent.items() if n > 1}
    assert repeated <= in_flight and all(sent[k] == 2 for k in repeated)  # only the calls in flight, once more
    records = latest_predictions(out / "predictions/openai_fake_mode_logprobs.jsonl")
    assert len(records) == 6 + 3 and all(p.status == "ok" for p in records)
    assert sum(len(p.steps) for p in records if p.variant_id is None) == 6 * 4  # no step lost
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == "complete"
    # Counts rebuilt from the call ledger: what the server received, less the calls in flight at the kill.
    entry = manifest["judges"]["openai:fake;mode=logprobs"]
    assert entry["calls"] == sum(sent.values()) - len(in_flight) and entry["interrupted_calls"] == len(in_flight)


def test_stage_perturbed_alone_reuses_stage_one_from_an_earlier_session(tmp_path, server):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=4)
    spec = f"openai:fake@{server.url};mode=logprobs"
    first = run_judges(bench, [spec], tmp_path / "run", RunConfig(stage="original", progress=False))
    assert first.judges[0].calls == 8 and first.judges[0].items == 2
    before = server.stats()["counts"]
    second = run_judges(bench, [spec], tmp_path / "run", RunConfig(stage="perturbed", progress=False))
    assert second.judges[0].calls == sum(_received(server, before).values()) == 1 + 1 + 4
    assert load_run(tmp_path / "run").manifest["judges"]["openai:fake;mode=logprobs"]["calls"] == 8 + 6  # all sessions


def test_cli_dry_run_and_clear_errors(tmp_path, server):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    runner = CliRunner()
    dry = runner.invoke(
        cli,
        [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            f"openai:fake@{server.url};mode=logprobs",
            "--judge",
            "oracle",
            "--out",
            str(tmp_path / "run"),
            "--dry-run",
        ],
    )
    assert dry.exit_code == 0, dry.output
    assert (
        "dry run" in dry.output and "openai:fake;mode=logprobs: 4 of 4 items to judge; 6 calls (naive 8)" in dry.output
    )
    bad_shard = runner.invoke(cli, ["run", "--judge", "oracle", "--out", str(tmp_path / "x"), "--shard", "2/2"])
    assert bad_shard.exit_code == 2 and "0 <= i < n" in bad_shard.output
    bad_judge = runner.invoke(cli, ["run", "--judge", "orcale", "--out", str(tmp_path / "x")])
    assert bad_judge.exit_code == 2 and "did you mean 'oracle'" in bad_judge.output
    run_judges(bench, ["oracle"], tmp_path / "run", RunConfig(progress=False))
    other = make_bench(tmp_path / "other", {"z": "Find z."})
    wrong = runner.invoke(cli, ["run", "--bench", str(other.root), "--judge", "oracle", "--out", str(tmp_path / "run")])
    assert wrong.exit_code == 2 and "another benchmark" in wrong.output and "manifest.json" in wrong.output


def test_replicas_share_the_calls_round_robin_and_sampling_takes_k_samples(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(6)}, variants=False)
    with fake_server() as second:
        before = server.stats()["received"]
        run_judges(bench, [f"openai:fake@{server.url},{second.url}"], tmp_path / "run", RunConfig(progress=False))
        assert server.stats()["received"] - before == 3 and second.stats()["received"] == 3
    before = server.stats()["counts"]
    summary = run_judges(
        bench, [f"openai:fake@{server.url};mode=sampling;k=3"], tmp_path / "run", RunConfig(progress=False)
    )
    sent = _received(server, before)
    assert summary.judges[0].calls == len(sent) == 6 * 3 * 3  # every sample its own request (own seed)
    records = latest_predictions(tmp_path / "run/predictions/openai_fake_mode_sampling_k_3.jsonl")
    shares = {s.p_correct for p in records for s in p.steps}  # share of 3 samples that said Yes
    assert shares <= {0.0, 1 / 3, 2 / 3, 1.0} and len(shares) > 1
    assert all(len(p.meta["raw"][str(s.index)]) == 3 for p in records for s in p.steps)


def test_a_wrong_base_url_stops_the_judge_as_not_found_and_other_judges_still_run(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(5)}, variants=False)
    summary = run_judges(
        bench,
        [f"openai:fake@{server.base}/wrong/v1", "oracle"],
        tmp_path / "run",
        RunConfig(progress=False, concurrency=1),
    )
    stopped, oracle = summary.judges
    assert stopped.stopped["kind"] == "not_found" and "base URL" in stopped.stopped["message"]
    assert stopped.calls == 1 and stopped.written == 0  # stopped at once; nothing made up
    assert oracle.records["ok"] == 5 and not summary.complete
