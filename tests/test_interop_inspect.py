"""inspect_ai interop, offline with inspect's mock model: the benchmark becomes a Task whose Samples
carry the judge prompt and the images, `inspect eval` runs it, and the log reads back as
confprobench predictions that `score` accepts (an unreadable answer becomes a failed record)."""

from __future__ import annotations

import json

import pytest

inspect_ai = pytest.importorskip("inspect_ai", reason="the optional 'inspect' extra (inspect-ai) is not installed")

from inspect_ai.model import ContentImage, ContentText, ModelOutput, ModelUsage, get_model  # noqa: E402

from confprobench.interop.inspect_eval import benchmark_samples, benchmark_task, main, predictions_from_log  # noqa: E402
from confprobench.metrics import MetricParams, score_predictions  # noqa: E402
from report_helpers import build_bench  # noqa: E402

pytestmark = pytest.mark.slow

GOOD = json.dumps({"steps": [{"step": k, "label": 1 if k < 4 else 0, "probability": 0.8, "error_type": None if k < 4 else "NC"}
                             for k in range(1, 6)]})
BAD = "I think the solution looks fine overall."


@pytest.fixture(scope="module")
def bench(tmp_path_factory):
    return build_bench(tmp_path_factory.mktemp("inspect"), n_problems=3)


def test_samples_hold_the_judge_prompt_and_the_images(bench):
    samples = benchmark_samples(bench)
    assert len(samples) == len(bench.processes) + len(bench.variants)
    first = next(s for s in samples if s.id == "p000::original")
    content = first.input[0].content
    texts = [c.text for c in content if isinstance(c, ContentText)]
    images = [c.image for c in content if isinstance(c, ContentImage)]
    assert "Reply with JSON only" in texts[0] and "Step 2: Compute" in texts[0]  # the verbalized-v1 prompt
    assert images == [str(bench.image_path(bench.processes["p000"].problem.images[0].path))]
    variant = next(s for s in samples if s.metadata["variant_id"] and s.metadata["process_id"] == "p000"
                   and bench.variants[s.metadata["variant_id"]].family == "image")
    assert [c.image for c in variant.input[0].content if isinstance(c, ContentImage)][0].endswith("p000_noise.png")
    assert {s.metadata["stage"] for s in samples} == {"original", "perturbed"}
    assert len(benchmark_samples(bench, stage="original")) == len(bench.processes)


def output(text: str) -> ModelOutput:
    """A mock completion with its usage set: without it the mock model counts tokens with a tokenizer
    it would download, and tests run offline."""
    result = ModelOutput.from_content("mockllm/model", text)
    result.usage = ModelUsage(input_tokens=100, output_tokens=40, total_tokens=140)
    return result


def test_an_inspect_eval_log_reads_back_as_predictions_that_score(bench, tmp_path):
    n = len(bench.processes) + len(bench.variants)
    model = get_model("mockllm/model", custom_outputs=[output(BAD)] + [output(GOOD) for _ in range(n - 1)])
    [log] = inspect_ai.eval(benchmark_task(bench), model=model, log_dir=str(tmp_path / "logs"), display="none",
                            max_connections=1)
    assert log.status == "success" and len(log.samples) == n
    predictions = predictions_from_log(log, bench)
    assert len(predictions) == n and {p.judge for p in predictions} == {"inspect:mockllm/model"}
    failed = [p for p in predictions if p.status == "failed"]
    assert len(failed) == 1 and failed[0].error_kind == "parse" and failed[0].meta["raw"] == BAD
    assert failed[0].usage == {"prompt_tokens": 100, "completion_tokens": 40, "calls": 1}
    ok = next(p for p in predictions if p.status == "ok")
    assert [s.probability for s in ok.steps] == pytest.approx([0.8, 0.8, 0.8, 0.2, 0.2])
    result = score_predictions(bench, predictions, MetricParams(n_boot=0), slices=False)
    assert result.counts.stages["original"].records + result.counts.stages["perturbed"].records == n
    assert sum(s.failed_records for s in result.counts.stages.values()) == 1

    # the same through the module's command line, from the log file inspect wrote
    out = tmp_path / "predictions.jsonl"
    assert main([log.location, "--bench", str(bench.root), "--out", str(out)]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == n
