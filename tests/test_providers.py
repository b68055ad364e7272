"""Providers as users name them (PROVIDER/MODEL with options), each run end to end against the loopback
chat server posing as that provider (tests/servers/fake_openai.py --provider), with the request bodies
checked against the provider's documented shapes; and the older KIND:MODEL@URL;k=v form giving
byte-identical predictions."""

from __future__ import annotations

import base64
import io
import json

import pytest
from PIL import Image

from confprobench.data import DataError, ImageRef, Problem, Process, Step, write_benchmark
from confprobench.data.benchmark import sha256_file
from confprobench.judges import make_judge
from confprobench.judges.registry import PROVIDERS, legacy_note
from confprobench.run import RunConfig, latest_predictions, load_run, run_judges
from servers.helpers import free_port, make_bench
from servers.provider_helpers import provider_server


def _big_image_bench(root, size=(2000, 1000)):
    """One process whose figure is larger than Anthropic's recommended 1568 px edge."""
    source = root / "src"
    (source / "images").mkdir(parents=True)
    image = Image.new("RGB", size, "white")
    for x in range(0, size[0], 40):  # some structure, so the PNG is not trivially small
        image.paste((x % 255, 40, 200), (x, 0, x + 20, size[1]))
    path = source / "images" / "big.png"
    image.save(path)
    problem = Problem(
        id="p",
        question="Read the chart. See <image_1>.",
        subject="Math",
        modality="single-image",
        images=(ImageRef(path="images/big.png", sha256=sha256_file(path)),),
    )
    steps = tuple(Step(index=i, text=f"We read value {i}.", label=1) for i in (1, 2))
    return write_benchmark(
        root / "bench", [Process(id="p", problem=problem, steps=steps)], name="big", image_source=source
    )


def _records(run_dir):
    [(_, path)] = load_run(run_dir).predictions.items()
    return {p.key: p for p in latest_predictions(path)}


def _sent_image(body) -> Image.Image:
    [part] = [p for p in body["messages"][0]["content"] if p["type"] == "image_url"]
    url = part["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))


def test_anthropic_through_its_openai_compatible_endpoint(tmp_path, monkeypatch):
    bench = _big_image_bench(tmp_path)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-loopback")
    with provider_server("anthropic", api_key="sk-ant-loopback") as server:
        summary = run_judges(
            bench,
            ["anthropic/claude-sonnet-4-5"],
            tmp_path / "run",
            RunConfig(progress=False, judge_options={"base_url": server.url}),
        )
        thinking = run_judges(
            bench,
            ["anthropic/claude-sonnet-4-5"],
            tmp_path / "thinking",
            RunConfig(
                progress=False, judge_options={"base_url": server.url, "thinking_budget": "2048", "max_tokens": "4096"}
            ),
        )
        bodies = server.bodies()
    assert summary.complete and thinking.complete, summary.format()
    first, reasoning = bodies
    # Documented shape: model, messages, max_tokens, temperature in [0, 1]; no response_format (ignored there).
    assert set(first) == {"model", "messages", "temperature", "max_tokens"}
    assert first["model"] == "claude-sonnet-4-5" and first["max_tokens"] == 1024 and first["temperature"] == 0.0
    # The 2000x1000 figure exceeds the 1568 px edge: sent downscaled, and the resize is recorded.
    assert _sent_image(first).size == (1568, 784)
    record = _records(tmp_path / "run")[("p", None)]
    assert record.status == "ok"
    assert record.meta["images_resized"] == [
        {"sha256": bench.processes["p"].problem.images[0].sha256, "from": [2000, 1000], "to": [1568, 784]}
    ]
    assert reasoning["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    assert "temperature" not in reasoning and reasoning["max_tokens"] == 4096
    assert thinking.judges[0].id == "anthropic:claude-sonnet-4-5;max_tokens=4096;thinking_budget=2048"


def test_anthropic_refuses_what_it_cannot_do_naming_what_would_work(monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(DataError, match="ANTHROPIC_API_KEY is not set"):
        make_judge("anthropic/claude-sonnet-4-5", {"base_url": "http://127.0.0.1:9/v1"})
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")
    with pytest.raises(
        DataError, match="anthropic does not return token log-probabilities.*mode=verbalized or mode=sampling"
    ):
        make_judge("anthropic/claude-sonnet-4-5", {"mode": "logprobs"})
    with pytest.raises(DataError, match="anthropic takes no reasoning_effort; use thinking_budget=N"):
        make_judge("anthropic/claude-sonnet-4-5", {"reasoning_effort": "high"})
    with pytest.raises(DataError, match="max_tokens \\(1024\\) must exceed thinking_budget \\(2048\\)"):
        make_judge("anthropic/claude-sonnet-4-5", {"thinking_budget": "2048"})


def test_google_gemini_with_json_mode_and_reasoning_effort(tmp_path, monkeypatch):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    monkeypatch.setenv("GEMINI_API_KEY", "gemini-loopback")
    with provider_server("google", api_key="gemini-loopback") as server:
        assert server.url.endswith("/v1beta/openai")
        plain = run_judges(
            bench,
            ["google/gemini-2.5-flash"],
            tmp_path / "plain",
            RunConfig(progress=False, judge_options={"base_url": server.url}),
        )
        effort = run_judges(
            bench,
            ["google/gemini-2.5-flash"],
            tmp_path / "effort",
            RunConfig(progress=False, judge_options={"base_url": server.url, "reasoning_effort": "low"}),
        )
        first, second = server.bodies()
    assert plain.complete and effort.complete
    assert first["response_format"] == {"type": "json_object"} and first["max_tokens"] == 1024
    assert second["reasoning_effort"] == "low" and second["max_completion_tokens"] == 1024
    assert "max_tokens" not in second and "temperature" not in second
    with pytest.raises(DataError, match="google does not return token log-probabilities.*mode=verbalized"):
        make_judge("google/gemini-2.5-flash", {"mode": "logprobs"})


def test_ollama_is_a_provider_not_a_typo(tmp_path, monkeypatch):
    monkeypatch.delenv("OLLAMA_API_KEY", raising=False)
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    assert make_judge("ollama/llama3.2-vision").backend.identity["endpoint"] == ["http://localhost:11434/v1/"]
    with provider_server("ollama") as server:
        new = run_judges(
            bench,
            ["ollama/llama3.2-vision"],
            tmp_path / "new",
            RunConfig(progress=False, judge_options={"base_url": server.url, "mode": "logprobs"}),
        )
        old = run_judges(
            bench, [f"ollama:llama3.2-vision@{server.url};mode=logprobs"], tmp_path / "old", RunConfig(progress=False)
        )
        body = server.bodies()[0]
    assert new.complete and new.judges[0].id == old.judges[0].id == "ollama:llama3.2-vision;mode=logprobs"
    assert body["logprobs"] is True and body["top_logprobs"] == 20 and body["max_tokens"] == 1
    assert all(s.status == "ok" for r in _records(tmp_path / "new").values() for s in r.steps)


@pytest.mark.parametrize("provider", ["vllm", "sglang", "lmdeploy", "llamacpp-server"])
def test_local_servers_run_every_chat_mode(tmp_path, provider, monkeypatch):
    monkeypatch.delenv(PROVIDERS[provider].api_key_env, raising=False)
    default = make_judge(f"{provider}/m").backend.identity["endpoint"][0]
    assert default == PROVIDERS[provider].base_url.rstrip("/") + "/"  # works with no key: a local server
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    with provider_server(provider) as server:
        for mode in ("verbalized", "logprobs", "sampling"):
            summary = run_judges(
                bench,
                [f"{provider}/m"],
                tmp_path / mode,
                RunConfig(progress=False, judge_options={"base_url": server.url, "mode": mode, "k": "2"}),
            )
            assert summary.complete, summary.format()
            [record] = _records(tmp_path / mode).values()
            assert record.status == "ok" and all(s.status == "ok" for s in record.steps)


def test_openai_azure_base_url_reads_the_azure_key(monkeypatch):
    monkeypatch.delenv("AZURE_OPENAI_API_KEY", raising=False)
    with pytest.raises(DataError, match="AZURE_OPENAI_API_KEY is not set"):
        make_judge("openai/gpt-4o", {"base_url": "https://my-resource.openai.azure.com/openai/v1"})
    monkeypatch.setenv("AZURE_OPENAI_API_KEY", "azure-key")
    judge = make_judge("openai/gpt-4o", {"base_url": "https://my-resource.openai.azure.com/openai/v1"})
    assert judge.backend.secrets == ("azure-key",) and judge.id == "openai:gpt-4o"


def test_max_completion_tokens_replaces_max_tokens_in_the_body(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    judge = make_judge("openai/o4-mini", {"base_url": "http://127.0.0.1:9/v1", "max_completion_tokens": "4000"})
    [request] = judge.requests(bench.processes["a"], bench.root)
    assert request.params == {
        "temperature": 0.0,
        "max_completion_tokens": 4000,
        "response_format": {"type": "json_object"},
    }
    effort = make_judge("openai/o4-mini", {"base_url": "http://127.0.0.1:9/v1", "reasoning_effort": "high"})
    [request] = effort.requests(bench.processes["a"], bench.root)
    assert request.params == {
        "max_completion_tokens": 1024,
        "reasoning_effort": "high",
        "response_format": {"type": "json_object"},
    }
    with pytest.raises(DataError, match="mode=logprobs cannot read it; use mode=verbalized or mode=sampling"):
        make_judge(
            "openai/o4-mini", {"base_url": "http://127.0.0.1:9/v1", "reasoning_effort": "high", "mode": "logprobs"}
        )


@pytest.mark.parametrize("mode", ["verbalized", "logprobs", "sampling"])
def test_old_and_new_spec_give_byte_identical_predictions(tmp_path, mode):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=3)
    with provider_server("openai") as server:
        old_spec = f"openai:m@{server.url};mode={mode};k=2"
        old = run_judges(bench, [old_spec], tmp_path / "old", RunConfig(progress=False))
        new = run_judges(
            bench,
            ["openai/m"],
            tmp_path / "new",
            RunConfig(progress=False, judge_options={"base_url": server.url, "mode": mode, "k": "2"}),
        )
    assert old.complete and new.complete and old.judges[0].id == new.judges[0].id
    [(_, old_path)] = load_run(tmp_path / "old").predictions.items()
    [(_, new_path)] = load_run(tmp_path / "new").predictions.items()
    old_lines = sorted(old_path.read_bytes().splitlines())
    assert old_lines == sorted(new_path.read_bytes().splitlines()) and len(old_lines) == 5
    note = legacy_note(old_spec)
    assert note and f"--judge openai/m -M base_url={server.url} -M mode={mode} -M k=2" in note
    assert legacy_note("openai/m") is None and legacy_note("constant:0.5") is None


def test_spec_errors_name_the_fix():
    with pytest.raises(DataError, match="did you mean 'openai'"):
        make_judge("opnai/m")
    with pytest.raises(DataError, match="give options with -M key=value"):
        make_judge("openai/m;mode=logprobs")
    with pytest.raises(DataError, match="option n_ctx applies to llamacpp judges only"):
        make_judge("vllm/m", {"n_ctx": "4096"})
    with pytest.raises(DataError, match="llamacpp does not support mode verbalized.*mode=logprobs"):
        make_judge("llamacpp/smollm2", {"mode": "verbalized"})
    assert json.dumps(sorted(PROVIDERS))  # every provider named in docs/judges.md is tested in this file


@pytest.mark.slow
def test_llamacpp_in_process_old_and_new_spec_are_the_same_judge(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    old = run_judges(bench, ["llamacpp:smollm2;threads=1"], tmp_path / "old", RunConfig(progress=False))
    new = run_judges(
        bench, ["llamacpp/smollm2"], tmp_path / "new", RunConfig(progress=False, judge_options={"threads": "1"})
    )
    assert old.complete and new.complete and old.judges[0].id == new.judges[0].id == "llamacpp:smollm2"
    [(_, old_path)] = load_run(tmp_path / "old").predictions.items()
    [(_, new_path)] = load_run(tmp_path / "new").predictions.items()
    assert old_path.read_bytes() == new_path.read_bytes()


def test_an_unreachable_local_server_says_how_to_start_it(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    url = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    summary = run_judges(
        bench,
        ["vllm/Qwen/Qwen2-VL-7B-Instruct"],
        tmp_path / "run",
        RunConfig(progress=False, max_attempts=1, judge_options={"base_url": url}),
    )
    [record] = _records(tmp_path / "run").values()
    assert summary.judges[0].failures == {"connection": 1}
    assert f"is the server running at {url}? start it with: vllm serve Qwen/Qwen2-VL-7B-Instruct" in record.error


def test_the_cli_names_the_new_spelling_of_an_old_spec(tmp_path):
    from click.testing import CliRunner

    from confprobench.cli.main import _register, cli

    _register()
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    result = CliRunner().invoke(
        cli,
        [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            "openai:m@http://127.0.0.1:9/v1;mode=logprobs",
            "--out",
            str(tmp_path / "r"),
            "--dry-run",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "--judge openai/m -M base_url=http://127.0.0.1:9/v1 -M mode=logprobs" in result.output
