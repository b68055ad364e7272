"""--batch: a stage's pending calls as one OpenAI Batch API job, against a loopback server implementing
/v1/files and /v1/batches (tests/servers/fake_batch.py): the uploaded lines' documented shape, answers
fed to the same cache and records, an expired batch and failed lines as typed failures, a killed run
resuming the submitted batch instead of submitting another, and the dry run's price difference."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.judges import make_judge
from confprobench.run import RunConfig, latest_predictions, load_run, run_judges
from servers.helpers import make_bench
from servers.provider_helpers import batch_server

SRC = Path(__file__).resolve().parent.parent / "src"


def _cli(*args: str):
    _register()
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def _records(run_dir):
    [(_, path)] = load_run(run_dir).predictions.items()
    return {p.key: p for p in latest_predictions(path)}


def test_a_batch_run_answers_both_stages_through_the_same_cache_and_records(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=3)
    with batch_server() as server:
        options = {"base_url": server.url, "mode": "logprobs"}
        summary = run_judges(
            bench,
            ["openai/m"],
            tmp_path / "run",
            RunConfig(progress=False, batch=True, batch_poll_s=0.02, judge_options=options),
        )
        batches = server.batches()
        live_calls = server.stats()["received"]
        first_input = server.file(batches[0]["input_file_id"]).decode()
        # Everything is in the cache now: a live rerun into a new run directory calls nothing.
        again = run_judges(
            bench,
            ["openai/m"],
            tmp_path / "again",
            RunConfig(progress=False, cache=str(tmp_path / "run" / "cache.sqlite"), judge_options=options),
        )
        assert server.stats()["received"] == 0
    assert summary.complete, summary.format()
    assert live_calls == 0 and [b["status"] for b in batches] == ["completed", "completed"]
    # Stage 1: 2 processes x 3 steps. Stage 2: the two text variants' target steps; the image variant's 3 steps.
    assert [b["request_counts"]["total"] for b in batches] == [6, 5]
    judge = summary.judges[0]
    assert judge.calls == 11 and judge.records == {"ok": 5} and judge.prompt_tokens > 0
    assert again.complete and again.judges[0].calls == 0 and again.judges[0].cache_hits == 11
    lines = [json.loads(line) for line in first_input.splitlines()]
    spec = make_judge("openai/m", options)
    requests = {spec.cache_key(r): r for p in bench.processes.values() for r in spec.requests(p, bench.root)}
    for line in lines:  # the documented line shape, with the very body a live call sends
        assert set(line) == {"custom_id", "method", "url", "body"}
        assert line["method"] == "POST" and line["url"] == "/v1/chat/completions"
        assert line["body"] == spec.backend.body(requests[line["custom_id"]])
    assert all(s.status == "ok" for r in _records(tmp_path / "run").values() for s in r.steps)
    [state_file] = (tmp_path / "run" / "batches").glob("*stage1.json")
    state = json.loads(state_file.read_text())
    assert state["batch_id"] == batches[0]["id"] and state["consumed"] is True


def test_an_expired_batch_and_failed_lines_become_typed_failures_and_a_rerun_resubmits_only_them(tmp_path):
    bench = make_bench(
        tmp_path,
        {"ok": "Find a.", "late": "Find b. [[batch=late]]", "bad": "Find c. [[batch=fail]]"},
        steps=2,
        variants=False,
    )
    with batch_server() as server:
        config = RunConfig(
            progress=False, batch=True, batch_poll_s=0.02, judge_options={"base_url": server.url, "mode": "logprobs"}
        )
        first = run_judges(bench, ["openai/m"], tmp_path / "run", config)
        second = run_judges(bench, ["openai/m"], tmp_path / "run", config)
        batches = server.batches()
    assert first.judges[0].failures == {"batch_expired": 1, "batch_line_failed": 1}
    records = _records(tmp_path / "run")
    assert records[("ok", None)].status == "ok" and records[("late", None)].steps == ()
    assert "expired" in records[("late", None)].error and "HTTP 400" in records[("bad", None)].error
    assert batches[0]["status"] == "expired"
    # The rerun submits the four calls that failed, not the two that were answered.
    assert [b["request_counts"]["total"] for b in batches] == [6, 4] and second.judges[0].calls == 4
    # One current record per item; the two failed records the rerun replaced went to the attempts log.
    lines = (tmp_path / "run" / "predictions" / "openai_m_mode_logprobs.jsonl").read_text().splitlines()
    assert sorted(json.loads(line)["process_id"] for line in lines) == ["bad", "late", "ok"]
    replaced = (tmp_path / "run" / "attempts" / "openai_m_mode_logprobs.jsonl").read_text().splitlines()
    assert sorted(json.loads(line)["error_kind"] for line in replaced) == ["batch_expired", "batch_line_failed"]
    # Batch answers are calls like any other: one ledger line each, and the manifest's totals are the ledger's.
    ledger = [
        json.loads(line)
        for line in (tmp_path / "run" / "calls" / "openai_m_mode_logprobs.jsonl").read_text().splitlines()
    ]
    answered = [line for line in ledger if "sent" not in line]
    entry = load_run(tmp_path / "run").manifest["judges"]["openai:m;mode=logprobs"]
    assert len(answered) == entry["calls"] == 6 + 4 and entry["interrupted_calls"] == 0
    assert sum(line.get("failed") is not None for line in answered) == 4 + 4


def test_an_unparseable_batch_answer_is_re_asked_live_and_the_exit_code_tells(tmp_path):
    bench = make_bench(tmp_path, {"ok": "Find a.", "prose": "Find b. [[content=notjson]]"}, steps=2, variants=False)
    with batch_server() as server:
        args = [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            "openai/m",
            "-M",
            f"base_url={server.url}",
            "-M",
            "mode=verbalized",
            "--out",
            str(tmp_path / "run"),
            "--batch",
            "--batch-poll",
            "0.02",
            "--no-progress",
            "--parse-attempts",
            "3",
        ]
        result = _cli(*args)
        live_calls = server.stats()["received"]
        [batch] = server.batches()
    # The batch answered both items once; the prose answer was asked again twice, live, then failed.
    assert batch["request_counts"]["total"] == 2 and live_calls == 2
    assert result.exit_code == 4 and "--allow-failures" in result.output
    records = _records(tmp_path / "run")
    assert records[("ok", None)].status == "ok"
    prose = records[("prose", None)]
    assert prose.status == "failed" and prose.usage["calls"] == 3
    [entry] = load_run(tmp_path / "run").manifest["judges"].values()
    assert entry["calls"] == 4 and sum(entry["failed_attempts"].values()) == 3
    assert "asking again" in (tmp_path / "run" / "run.log").read_text()


def test_a_killed_run_resumes_polling_its_batch_instead_of_submitting_again(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    with batch_server(hold=True) as server:
        args = [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            "openai/m",
            "-M",
            f"base_url={server.url}",
            "-M",
            "mode=logprobs",
            "--out",
            str(tmp_path / "run"),
            "--batch",
            "--batch-poll",
            "0.05",
            "--no-progress",
        ]
        process = subprocess.Popen(
            [sys.executable, "-m", "confprobench", *args],
            env={**os.environ, "PYTHONPATH": str(SRC)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 60
            while not list((tmp_path / "run" / "batches").glob("*stage1.json")):
                assert process.poll() is None and time.monotonic() < deadline, "the batch was never submitted"
                time.sleep(0.05)
            time.sleep(0.3)  # it is polling now
        finally:
            process.kill()
            process.wait()
        assert len(server.batches()) == 1 and server.batches()[0]["status"] == "in_progress"
        server.release()
        result = _cli(*args)
        batches = server.batches()
    assert result.exit_code == 0, result.output
    assert len(batches) == 1 and batches[0]["status"] == "completed"  # resumed, not resubmitted
    [record] = _records(tmp_path / "run").values()
    assert record.status == "ok" and len(record.steps) == 2


def test_dry_run_shows_the_batch_price_and_batch_refuses_providers_without_it(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    result = _cli(
        "run",
        "--bench",
        str(bench.root),
        "--judge",
        "openai/m",
        "-M",
        "base_url=http://127.0.0.1:9/v1",
        "-M",
        "price_in=2.5",
        "-M",
        "price_out=10",
        "--out",
        str(tmp_path / "run"),
        "--dry-run",
    )
    assert result.exit_code == 0, result.output
    line = next(x for x in result.output.splitlines() if "with --batch" in x)
    live, batch = (float(part.split("$")[1].split()[0]) for part in line.split(",", 1))
    assert live > 0 and abs(batch - live / 2) < 1e-4
    result = _cli("run", "--bench", str(bench.root), "--judge", "vllm/m", "--out", str(tmp_path / "run"), "--batch")
    assert result.exit_code == 2 and "--batch needs a provider with a batch API (openai, anthropic)" in result.output
    result = _cli(
        "run",
        "--bench",
        str(bench.root),
        "--judge",
        "openai/m",
        "-M",
        "base_url=http://127.0.0.1:9/v1",
        "--out",
        str(tmp_path / "run"),
        "--batch",
        "--max-calls",
        "10",
    )
    assert result.exit_code == 2 and "--max-calls and --max-tokens cannot cap it" in result.output


def test_anthropic_message_batches_through_the_native_api(tmp_path, monkeypatch):
    bench = make_bench(
        tmp_path, {"ok": "Find a.", "late": "Find b. [[batch=late]]", "bad": "Find c. [[batch=fail]]"}, steps=2
    )
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-batch")
    with batch_server(api_key="sk-ant-batch") as server:
        summary = run_judges(
            bench,
            ["anthropic/claude-sonnet-4-5"],
            tmp_path / "run",
            RunConfig(
                progress=False,
                batch=True,
                batch_poll_s=0.02,
                judge_options={"base_url": server.url, "thinking_budget": "1024", "max_tokens": "2048"},
            ),
        )
        batches = server.batches()
        live_calls = server.stats()["received"]
        # The server's shape check bites: a chat-completions field in params is refused.
        bad = {
            "requests": [
                {
                    "custom_id": "x",
                    "params": {
                        "model": "m",
                        "max_tokens": 5,
                        "messages": [],
                        "response_format": {"type": "json_object"},
                    },
                }
            ]
        }
        request = urllib.request.Request(
            server.url + "/messages/batches",
            data=json.dumps(bad).encode(),
            headers={
                "x-api-key": "sk-ant-batch",
                "anthropic-version": "2023-06-01",
                "content-type": "application/json",
            },
        )
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=5)
        assert refused.value.code == 400
    # The server refuses any request outside the documented Message Batches shape (custom_id pattern,
    # params fields, roles, base64 image blocks, x-api-key and anthropic-version headers): the run got through.
    assert live_calls == 0 and [b["type"] for b in batches] == ["message_batch", "message_batch"]
    judge = summary.judges[0]
    assert judge.failures == {"batch_expired": 1, "batch_line_failed": 1}
    records = _records(tmp_path / "run")
    assert records[("ok", None)].status == "ok" and len(records[("ok", None)].steps) == 2
    assert "invalid_request_error" in records[("bad", None)].error
    assert {r.status for k, r in records.items() if k[0] == "ok"} == {"ok"}  # its three variants too
    assert judge.prompt_tokens > 0 and judge.completion_tokens > 0
