"""The LLM rewriter against a real OpenAI-compatible HTTP server on 127.0.0.1 (started here, in a
thread), and `confprobench build` from a ProJudgeBench-schema parquet."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
import uvicorn
from click.testing import CliRunner
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from confprobench.cli import main as cli_main
from confprobench.data import load_benchmark, write_benchmark
from confprobench.perturb import LLMRewriteError, LLMRewriter, LLMRewriterConfig, PerturbConfig, perturb_benchmark
from confprobench.perturb.build import SelectionConfig, build_benchmark, select_processes
from fixtures.source_formats import build_projudgebench, projudgebench_rows, write_projudgebench_parquet
from test_perturb import make_process

KEY = "sk-test-not-a-secret"
GOOD = "We compute the area of the triangle with the base and height."
CHANGED_NUMBER = "We compute the area of the triangle and add 6 cm."
REQUESTS: list[dict] = []


async def chat(request: Request) -> JSONResponse:
    """Answers like a chat-completions endpoint: a JSON list of rewrites chosen from the prompt's step."""
    if request.headers.get("authorization") != f"Bearer {KEY}":
        return JSONResponse({"error": {"message": "bad key", "type": "invalid_request_error"}}, status_code=401)
    body = await request.json()
    REQUESTS.append(body)
    prompt = body["messages"][-1]["content"]
    if "BROKEN" in prompt:
        content = "Sorry, I cannot help with that."
    elif "syntactic" in body["messages"][-1]["content"] or "sentence structure" in prompt:
        content = json.dumps(["The area of the triangle is calculated from the base and the height."])
    else:
        content = "```json\n" + json.dumps([GOOD, CHANGED_NUMBER, GOOD]) + "\n```"
    return JSONResponse(
        {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
        }
    )


@pytest.fixture(scope="module")
def server_url():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    app = Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 10
    while not server.started and time.time() < deadline:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/v1"
    server.should_exit = True
    thread.join(timeout=5)


def llm_config(url: str, **kw) -> LLMRewriterConfig:
    return LLMRewriterConfig(
        base_url=url, model="tiny-rewriter", api_key_env="CPB_TEST_REWRITER_KEY", max_retries=0, **kw
    )


def test_rewriter_asks_for_several_candidates_in_one_call(server_url, monkeypatch):
    monkeypatch.setenv("CPB_TEST_REWRITER_KEY", KEY)
    REQUESTS.clear()
    candidates = LLMRewriter(llm_config(server_url, candidates_per_call=4)).rewrite(
        "We calculate the area of the triangle using the base and the height.", "synonym", "Math"
    )
    assert len(REQUESTS) == 1 and "Give 4 different rewrites" in REQUESTS[0]["messages"][-1]["content"]
    assert [c.text for c in candidates] == [GOOD, CHANGED_NUMBER]  # duplicates dropped
    assert candidates[0].params == {"model": "tiny-rewriter", "prompt": "rewrite-v1", "index": 0}


def test_rewriter_errors_are_typed_and_the_key_comes_from_the_environment(server_url, monkeypatch):
    monkeypatch.delenv("CPB_TEST_REWRITER_KEY", raising=False)
    with pytest.raises(ValueError, match="CPB_TEST_REWRITER_KEY"):
        LLMRewriter(llm_config(server_url))
    monkeypatch.setenv("CPB_TEST_REWRITER_KEY", "wrong")
    with pytest.raises(LLMRewriteError, match="401|bad key|Authentication") as info:
        LLMRewriter(llm_config(server_url)).rewrite("We find x.", "synonym", "Math")
    assert info.value.fatal  # a bad key stops the run instead of failing every step in turn
    monkeypatch.setenv("CPB_TEST_REWRITER_KEY", KEY)
    with pytest.raises(LLMRewriteError, match="no JSON list"):
        LLMRewriter(llm_config(server_url)).rewrite("BROKEN step.", "synonym", "Math")


def test_llm_rewrites_go_through_the_same_checks(server_url, monkeypatch, tmp_path):
    monkeypatch.setenv("CPB_TEST_REWRITER_KEY", KEY)
    process = make_process(
        "llm1",
        [
            ("We calculate the area of the triangle using the base and the height.", 1),
            ("BROKEN step that the server refuses.", 1),
        ],
    )
    bench = write_benchmark(tmp_path / "in", [process], name="llm")
    config = PerturbConfig(
        families=("synonym",),
        allocation="all",
        rewriter="llm",
        llm=llm_config(server_url),
        variants_per_target=3,
        progress=False,
    )
    result = perturb_benchmark(bench, tmp_path / "out", config)
    assert [v.text for v in result.variants] == [GOOD]
    reasons = {r.reasons[0] for r in result.rejects}
    assert "numbers" in reasons  # the rewrite that changed 5 → 6 (a planted number) is rejected
    assert "llm_error" in reasons  # the refused call is a typed failure record, not a variant
    manifest = json.dumps(result.benchmark.manifest)
    assert KEY not in manifest and "CPB_TEST_REWRITER_KEY" in manifest
    assert KEY not in (tmp_path / "out" / "rejects.jsonl").read_text()


# ------------------------------------------------------------------------------------------ build


def test_selection_is_stratified_and_keeps_the_modality_mix():
    processes = []
    for subject in ("Math", "Physics"):
        for difficulty in ("middle_school", "competition"):
            for i in range(10):
                processes.append(
                    make_process(
                        f"{subject}-{difficulty}-{i}",
                        [(f"Step {k}.", 1) for k in range(1, 4 + i % 7)],
                        subject=subject,
                        difficulty=difficulty,
                    )
                )
    chosen, report = select_processes(processes, SelectionConfig(min_steps=3, max_steps=8, size=12, seed=3))
    assert len(chosen) == 12 and all(3 <= len(p.steps) <= 8 for p in chosen)
    assert sorted(report["per_stratum"].values()) == [3, 3, 3, 3]
    again, _ = select_processes(processes, SelectionConfig(min_steps=3, max_steps=8, size=12, seed=3))
    assert [p.id for p in again] == [p.id for p in chosen]


def test_build_from_projudgebench_parquet_records_every_selection_parameter(tmp_path):
    parquet = build_projudgebench(tmp_path / "pjb")
    runner = CliRunner()
    cli_main._register()
    result = runner.invoke(
        cli_main.cli,
        [
            "build",
            "--from",
            "projudgebench",
            str(parquet),
            "--out",
            str(tmp_path / "b"),
            "--size",
            "10",
            "--variants-per-target",
            "2",
            "--families",
            "image,error_injection",  # on 3 processes the text families may draw one with nothing to rewrite
        ],
    )
    assert result.exit_code == 0, result.output
    bench = load_benchmark(tmp_path / "b")
    build = bench.manifest["built_by"]["build"]
    assert build["selection"] == {
        "min_steps": 3,
        "max_steps": 8,
        "size": 10,
        "seed": 0,
        "one_process_per_problem": True,
    }
    assert build["source_processes"] == 4 and build["within_step_range"] == 3 and build["selected"] == 3
    assert bench.manifest["built_by"]["config"]["allocation"] == "paper"
    assert bench.variants and "test.parquet" in json.dumps(build["source_files"])
    narrow = build_benchmark(
        parquet,
        tmp_path / "c",
        selection=SelectionConfig(min_steps=2, max_steps=2, size=5),
        config=PerturbConfig(families=("image",), variants_per_target=1, progress=False),
    )
    assert [p.problem.subject for p in narrow.benchmark.processes.values()] == ["Biology"]


def test_build_exits_non_zero_when_a_family_with_targets_makes_nothing(tmp_path):
    # Correct steps that are bare formulas: the synonym family has targets but nothing to swap, so its
    # scores would silently be missing; the build must say so and still leave the benchmark it wrote.
    rows = projudgebench_rows()
    for row in rows:
        row["process_evaluation"] = [
            ["n = m / M." if label == "1" else text, label, error, why]
            for text, label, error, why in row["process_evaluation"]
        ]
    root = tmp_path / "pjb"
    build_projudgebench(root)
    parquet = write_projudgebench_parquet(root / "test.parquet", rows)
    cli_main._register()
    args = ["build", "--from", "projudgebench", str(parquet), "--size", "10", "--families"]
    failed = CliRunner().invoke(cli_main.cli, [*args, "synonym", "--out", str(tmp_path / "syn")])
    assert failed.exit_code == 1, failed.output
    assert "no variant at all from synonym" in failed.output and "rejects.jsonl" in failed.output
    assert load_benchmark(tmp_path / "syn").processes  # what was built is kept
    made = CliRunner().invoke(cli_main.cli, [*args, "image", "--out", str(tmp_path / "img")])
    assert made.exit_code == 0, made.output
