"""Process reward models over vLLM's pooling API, against a real loopback HTTP server
(tests/servers/fake_pooling.py): the request forms and step layouts per preset, P(correct) read from
the right column, images as data URLs for multimodal PRMs, and a wrong number of step scores as a
typed failure, never shifted scores."""

from __future__ import annotations

import base64
import hashlib
import math
from pathlib import Path

import pytest

from confprobench.data import DataError, write_benchmark
from confprobench.data.benchmark import sha256_bytes
from confprobench.judges import make_judge
from confprobench.judges.prm import PRMJudge
from confprobench.run import RunConfig, latest_predictions, load_run, run_judges
from servers.helpers import make_bench
from servers.provider_helpers import pooling_server

QWEN = "Qwen/Qwen2.5-Math-PRM-7B"
SYSTEM = "Please reason step by step, and put your final answer within \\boxed{}."


def _p(prefix: str) -> float:
    """The loopback server's P(correct) at a tag: a function of the prompt before it (see fake_pooling.py)."""
    return 0.02 + 0.96 * int(hashlib.sha256(prefix.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF


def _chatml(messages: list[tuple[str, str]]) -> str:
    return "".join(f"<|im_start|>{role}\n{text}<|im_end|>\n" for role, text in messages)


def _expected_chat(question: str, steps: list[str], tag: str, system: str | None = SYSTEM) -> list[float]:
    """P(correct) per step for the chat layout Qwen2.5-Math-PRM was trained on, computed independently."""
    turns = ([("system", system)] if system else []) + [("user", question), ("assistant", tag.join(steps) + tag)]
    prompt = _chatml(turns)
    out, start = [], 0
    for _ in steps:
        position = prompt.index(tag, start)
        out.append(_p(prompt[:position]))
        start = position + len(tag)
    return out


def _one_process():
    from confprobench.data import Problem, Process, Step

    problem = Problem(id="q", question="What is 1 + 1?", subject="Math", modality="text")
    return Process(id="q", problem=problem, steps=(Step(index=1, text="1 + 1 = 2.", label=1),))


def _records(run_dir) -> dict:
    [(_, path)] = load_run(run_dir).predictions.items()
    return {p.key: p for p in latest_predictions(path)}


def test_qwen_prm_scores_every_step_in_one_pooling_call_in_its_trained_layout(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=3)
    with pooling_server(QWEN, "<extra_0>") as server:
        config = RunConfig(progress=False, judge_options={"base_url": server.base + "/v1"})  # /v1 is forgiven
        summary = run_judges(bench, [f"prm/{QWEN}"], tmp_path / "run", config)
        bodies = server.requests()
    assert summary.complete, summary.format()
    judge = summary.judges[0]
    assert judge.id == f"prm:{QWEN}"
    # Stage 1: one call per process. Stage 2: the synonym and error variants are new prompts; the image
    # variant's prompt is the original's (a text PRM), answered by the cache.
    assert judge.calls == 4 and judge.cache_hits == 1 and judge.naive_calls == 5
    body = bodies[0]
    assert set(body) == {"model", "messages", "add_generation_prompt", "encoding_format"}
    assert body["model"] == QWEN and body["add_generation_prompt"] is False and body["encoding_format"] == "float"
    [process] = [p for p in bench.processes.values() if p.problem.question == body["messages"][1]["content"]]
    texts = [s.text for s in process.steps]
    assert [m["role"] for m in body["messages"]] == ["system", "user", "assistant"]
    assert body["messages"][0]["content"] == SYSTEM
    assert body["messages"][2]["content"] == "<extra_0>".join(texts) + "<extra_0>"
    records = _records(tmp_path / "run")
    for pid, process in bench.processes.items():
        record = records[(pid, None)]
        expected = _expected_chat(process.problem.question, [s.text for s in process.steps], "<extra_0>")
        assert [s.p_correct for s in record.steps] == pytest.approx(expected)  # column 1 = P(correct)
        assert record.meta["mode"] == "prm" and record.meta["template_id"] == "prm-qwen2.5-math-prm"
    image = records[("a", "a-img")]
    assert image.meta["image_blind"] is True and image.usage == {"cache_hits": 1}
    shown = bench.materialize(bench.variants["a-syn"])
    expected = _expected_chat(shown.problem.question, [s.text for s in shown.steps], "<extra_0>")
    assert [s.p_correct for s in records[("a", "a-syn")].steps] == pytest.approx(expected)


def test_math_shepherd_text_form_and_plus_column(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    with pooling_server("peiyi9979/math-shepherd-mistral-7b-prm", "ки", head="tokens") as server:
        summary = run_judges(
            bench,
            [f"prm:peiyi9979/math-shepherd-mistral-7b-prm@{server.base}"],
            tmp_path / "run",
            RunConfig(progress=False),
        )
        [body] = server.requests()
    assert summary.complete, summary.format()
    process = bench.processes["a"]
    steps = [s.text for s in process.steps]
    prompt = f"{process.problem.question} Step 1: {steps[0]} ки\nStep 2: {steps[1]} ки"
    assert body == {"model": "peiyi9979/math-shepherd-mistral-7b-prm", "input": prompt, "encoding_format": "float"}
    expected = [_p(prompt[: prompt.index("ки")]), _p(prompt[: prompt.rindex("ки")])]
    [record] = _records(tmp_path / "run").values()
    assert [s.p_correct for s in record.steps] == pytest.approx(expected)  # column 0 = P(+)


def test_a_wrong_number_of_step_scores_is_a_typed_failure_never_shifted_scores(tmp_path):
    made = make_bench(tmp_path, {"a": "Find a.", "b": "Find b. [[prm=drop]]", "c": "Find c."}, steps=3, variants=False)
    # A step that itself contains the tag would shift every later score: it must fail the same way.
    c = made.processes["c"]
    tagged = c.model_copy(
        update={
            "steps": (c.steps[0], c.steps[1].model_copy(update={"text": c.steps[1].text + "<extra_0>"}), c.steps[2])
        }
    )
    bench = write_benchmark(
        tmp_path / "tagged", [made.processes["a"], made.processes["b"], tagged], name="tagged", image_source=made.root
    )
    with pooling_server(QWEN, "<extra_0>") as server:
        summary = run_judges(
            bench, [f"prm/{QWEN}"], tmp_path / "run", RunConfig(progress=False, judge_options={"base_url": server.base})
        )
    judge = summary.judges[0]
    assert judge.records == {"ok": 1, "failed": 2} and judge.failures == {"step_count_mismatch": 2}
    records = _records(tmp_path / "run")
    assert records[("a", None)].status == "ok"
    for pid, got in (("b", 2), ("c", 4)):
        record = records[(pid, None)]
        assert record.status == "failed" and record.steps == () and record.error_kind == "step_count_mismatch"
        assert f"returned {got} step scores for 3 steps" in record.error and "'<extra_0>'" in record.error


def test_mllm_prm_sends_the_images_as_data_urls(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    with pooling_server("OpenGVLab/VisualPRM-8B", "<prm>") as server:
        summary = run_judges(
            bench,
            ["prm/OpenGVLab/VisualPRM-8B"],
            tmp_path / "run",
            RunConfig(progress=False, judge_options={"base_url": server.base, "sep": "<prm>"}),
        )
        bodies = server.requests()
    assert summary.complete, summary.format()
    assert summary.judges[0].calls == 4  # the image variant is a new request: this PRM sees images
    sent = {}
    for body in bodies:
        user = body["messages"][0]
        assert user["role"] == "user" and user["content"][0] == {"type": "text", "text": "Find a. See <image_1>."}
        url = user["content"][1]["image_url"]["url"]
        assert url.startswith("data:image/png;base64,")
        sent[sha256_bytes(base64.b64decode(url.split(",", 1)[1]))] = body
    assert bench.processes["a"].problem.images[0].sha256 in sent
    assert bench.variants["a-img"].image.sha256 in sent
    record = _records(tmp_path / "run")[("a", "a-img")]
    assert record.status == "ok" and "image_blind" not in record.meta


def test_raw_logits_are_refused_unless_softmax_is_asked_for(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    with pooling_server(QWEN, "<extra_0>", head="logits") as server:
        options = {"base_url": server.base}
        refused = run_judges(bench, [f"prm/{QWEN}"], tmp_path / "raw", RunConfig(progress=False, judge_options=options))
        fixed = run_judges(
            bench,
            [f"prm/{QWEN}"],
            tmp_path / "soft",
            RunConfig(progress=False, judge_options={**options, "softmax": "true"}),
        )
    assert refused.judges[0].failures == {"bad_scores": 1}
    assert "softmax=true" in next(iter(_records(tmp_path / "raw").values())).error
    assert fixed.complete and fixed.judges[0].id == f"prm:{QWEN};softmax=true"
    process = bench.processes["a"]
    expected = _expected_chat(process.problem.question, [s.text for s in process.steps], "<extra_0>")
    [record] = _records(tmp_path / "soft").values()
    # softmax of [log(1-p) + c, log(p) + c] gives back p.
    assert [s.p_correct for s in record.steps] == pytest.approx(expected)


def test_prm_specs_presets_and_errors():
    old = make_judge(f"prm:{QWEN}@http://127.0.0.1:9")
    new = make_judge(f"prm/{QWEN}", {"base_url": "http://127.0.0.1:9"})
    assert isinstance(new, PRMJudge) and old.id == new.id == f"prm:{QWEN}"
    assert new.backend.identity["endpoint"] == ["http://127.0.0.1:9/"]
    assert make_judge("prm/my-shepherd-prm", {"base_url": "http://h:1"}).separator == "ки"
    with pytest.raises(
        DataError, match="cannot tell which PRM family 'acme/rm'.*qwen2.5-math-prm, math-shepherd, mllm"
    ):
        make_judge("prm/acme/rm")
    with pytest.raises(DataError, match="preset mllm needs sep=TAG"):
        make_judge("prm/OpenGVLab/VisualPRM-8B")
    with pytest.raises(DataError, match="option sep applies to prm judges only"):
        make_judge("vllm/m", {"sep": "x"})
    with pytest.raises(DataError, match="vllm is not a pooling endpoint.*prm/MODEL"):
        make_judge("vllm/m", {"mode": "prm"})
    assert math.isclose(make_judge(f"prm/{QWEN}", {"positive": "0"}).positive, 0)
    tasked = make_judge(f"prm/{QWEN}", {"task": "token_classify"})
    assert tasked.backend.body(tasked.requests(_one_process(), Path("."))[0])["task"] == "token_classify"
