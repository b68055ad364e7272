"""inspect_ai interop, offline: a benchmark with images and variants as an inspect task, answered by
inspect_ai's mock model (well-formed, fenced, truncated, unparseable, misaligned, empty and errored
answers), the eval log read back as predictions and scored by confprobench's own scorer."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

pytest.importorskip("inspect_ai", reason="the optional extra 'inspect' is not installed")
# A real inspect eval per module (about 10 s); inspect_ai's own retry code warns about its deprecated arguments.
pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore::DeprecationWarning")]

from inspect_ai import eval as inspect_eval  # noqa: E402
from inspect_ai.log import read_eval_log, write_eval_log  # noqa: E402
from inspect_ai.model import ContentImage, ModelOutput, ModelUsage, get_model  # noqa: E402

from confprobench.cli.main import _register, cli  # noqa: E402
from confprobench.data import DataError, Prediction, StepJudgment, read_predictions  # noqa: E402
from confprobench.judges import make_judge  # noqa: E402
from confprobench.judges.inspect_eval import (  # noqa: E402
    MissingExtra,
    import_inspect_log,
    inspect_samples,
    inspect_task,
    read_inspect_log,
    sample_id,
)
from confprobench.metrics.score import score_predictions  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from report_helpers import build_bench  # noqa: E402

N_PROBLEMS = 12
#: Originals answered badly, by process id: what the mock model says and which failure it must give.
BAD_ANSWERS = {
    "p001": "parse",
    "p002": "truncated",
    "p003": "misaligned",
    "p004": "sample_error",
    "p005": "empty_response",
}
CONFIDENCE = 0.85


def _digest(content: Any) -> str:
    """Text and image bytes of a user message, so the mock model can tell an image variant from its original."""
    parts = []
    for part in content if isinstance(content, list) else [content]:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, ContentImage):
            image = part.image
            data = base64.b64decode(image.split(",", 1)[1]) if image.startswith("data:") else Path(image).read_bytes()
            parts.append(hashlib.sha256(data).hexdigest())
        else:
            parts.append(part.text)
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _good_answer(labels: list[int]) -> str:
    return json.dumps(
        {
            "steps": [
                {"step": i, "label": label, "probability": CONFIDENCE, "error_type": None if label else "NC"}
                for i, label in enumerate(labels, start=1)
            ]
        }
    )


class MockJudge:
    """The answers: gold labels at confidence 0.85 (fenced in a code block for stage 2), except BAD_ANSWERS."""

    def __init__(self, bench, samples) -> None:
        self.by_prompt = {_digest(s.input[0].content): s.metadata for s in samples}
        self.bench = bench

    def __call__(self, messages, tools, tool_choice, config) -> ModelOutput:
        metadata = self.by_prompt[_digest(messages[-1].content)]
        process = self.bench.processes[metadata["process_id"]]
        shown = (
            self.bench.materialize(self.bench.variants[metadata["variant_id"]]) if metadata["variant_id"] else process
        )
        labels = [1 if s.label is None else s.label for s in shown.steps]
        stop = "stop"
        bad = BAD_ANSWERS.get(process.id) if metadata["stage"] == 1 else None
        if bad == "parse":
            text = "All steps look fine to me."
        elif bad == "truncated":
            text, stop = '{"steps": [{"step": 1, "label": 1, "probab', "max_tokens"
        elif bad == "misaligned":
            text = _good_answer(labels[:-1])
        elif bad == "sample_error":
            raise RuntimeError("the endpoint fell over")
        elif bad == "empty_response":
            text = ""
        elif metadata["stage"] == 2:
            text = "Here is my judgment:\n```json\n" + _good_answer(labels) + "\n```"
        else:
            text = _good_answer(labels)
        output = ModelOutput.from_content(model="mockllm", content=text, stop_reason=stop)
        # Usage given, so inspect_ai does not count tokens itself (its tokenizer would download a vocabulary).
        output.usage = ModelUsage(input_tokens=100, output_tokens=len(text), total_tokens=100 + len(text))
        return output


@pytest.fixture(scope="module")
def evaluated(tmp_path_factory):
    root = tmp_path_factory.mktemp("inspect")
    bench = build_bench(root / "bench", n_problems=N_PROBLEMS)
    task = inspect_task(bench)
    model = get_model("mockllm/model", custom_outputs=MockJudge(bench, list(task.dataset)))
    (log,) = inspect_eval(task, model=model, log_dir=str(root / "logs"), display="none", fail_on_error=False)
    return bench, Path(log.location), root


def test_samples_carry_the_runners_prompt_images_and_ids(evaluated) -> None:
    bench, _, _ = evaluated
    samples = inspect_samples(bench)
    assert len(samples) == len(bench.processes) + len(bench.variants)
    assert [s.metadata["stage"] for s in samples] == [1] * len(bench.processes) + [2] * len(bench.variants)
    # The prompt is the one a `confprobench run` verbalized judge sends (same template, same rendering).
    runner_judge = make_judge("openai:some-model@http://127.0.0.1:9/v1")
    for sample in samples:
        meta = sample.metadata
        process = bench.processes[meta["process_id"]]
        variant = bench.variants[meta["variant_id"]] if meta["variant_id"] else None
        assert sample.id == sample_id(process.id, variant.id if variant else None)
        shown = bench.materialize(variant) if variant else process
        (request,) = runner_judge.requests(shown, bench.root)
        content = request.messages[0]["content"]
        text = content if isinstance(content, str) else content[0]["text"]
        got = sample.input[0].content
        assert (got if isinstance(got, str) else got[0].text) == text
        assert meta["template_id"] == runner_judge.info.template_id == "verbalized-v1"
        assert meta["template_sha256"] == runner_judge.info.template_sha256
        images = [] if isinstance(got, str) else [Path(p.image) for p in got[1:]]
        assert [hashlib.sha256(p.read_bytes()).hexdigest() for p in images] == [i.sha256 for i in shown.problem.images]
    image_variants = [s for s in samples if s.metadata["family"] == "image"]
    assert image_variants, "the benchmark must have image variants"
    text_only = inspect_samples(bench, stage="original", limit=3, images=False)
    assert [s.id for s in text_only] == ["p000", "p001", "p002"] and isinstance(text_only[0].input[0].content, str)


def test_log_images_are_the_benchmark_images(evaluated) -> None:
    """What inspect_ai sent and logged for an image variant is the variant's image, byte for byte."""
    bench, log, _ = evaluated
    eval_log = read_eval_log(str(log), resolve_attachments=True)
    for sample in eval_log.samples:
        meta = sample.metadata
        if meta["family"] != "image":
            continue
        variant = bench.variants[meta["variant_id"]]
        (image,) = [p for p in sample.input[0].content if isinstance(p, ContentImage)]
        assert image.image.startswith("data:image/png;base64,")
        assert hashlib.sha256(base64.b64decode(image.image.split(",", 1)[1])).hexdigest() == variant.image.sha256


def test_round_trip_log_to_predictions_to_scores(evaluated) -> None:
    bench, log, root = evaluated
    result = read_inspect_log(log, bench)
    assert result.judge == "inspect:mockllm/model" and result.complete and not result.missing
    by_key = {p.key: p for p in result.predictions}
    assert set(by_key) == {(p, None) for p in bench.processes} | {(v.process_id, v.id) for v in bench.variants.values()}
    failures = {p.process_id: p.error_kind for p in result.predictions if p.status == "failed"}
    assert failures == {pid: kind for pid, kind in BAD_ANSWERS.items() if kind != "misaligned"}
    assert by_key[("p001", None)].meta["raw"] == "All steps look fine to me."
    assert "endpoint fell over" in by_key[("p004", None)].error
    misaligned = by_key[("p003", None)]
    assert misaligned.status == "ok" and {s.status for s in misaligned.steps} == {"misaligned"}

    # Every well-formed answer (plain or fenced) maps back to its own process/variant: the gold labels at 0.85.
    expected = []
    for prediction in result.predictions:
        process = bench.processes[prediction.process_id]
        shown = bench.materialize(bench.variants[prediction.variant_id]) if prediction.variant_id else process
        if prediction.status == "failed" or prediction.process_id == "p003" and prediction.variant_id is None:
            expected.append(prediction)
            continue
        gold = [1 if s.label is None else s.label for s in shown.steps]
        assert [s.probability for s in prediction.steps] == [CONFIDENCE if g else 1 - CONFIDENCE for g in gold]
        assert prediction.meta["stage"] == (2 if prediction.variant_id else 1)
        assert prediction.meta["template_id"] == "verbalized-v1" and prediction.usage["calls"] == 1
        steps = tuple(
            StepJudgment(index=i, label=g, confidence=CONFIDENCE, error_type=None if g else "NC")
            for i, g in enumerate(gold, start=1)
        )
        expected.append(
            Prediction(
                process_id=prediction.process_id,
                variant_id=prediction.variant_id,
                judge=prediction.judge,
                status="ok",
                steps=steps,
            )
        )

    # The file written for `confprobench score` holds the same records, and scores as the hand-built ones do.
    out = root / "predictions.jsonl"
    import_inspect_log(log, bench, out)
    assert read_predictions(out) == result.predictions
    scored = score_predictions(bench, read_predictions(out))
    assert scored == score_predictions(bench, expected)
    assert not any("missing" in w for w in scored.warnings)


def test_cli_import_then_score(evaluated) -> None:
    bench, log, root = evaluated
    _register()
    runner = CliRunner()
    out = root / "cli-predictions.jsonl"
    done = runner.invoke(
        cli, ["import-inspect", str(log), "--bench", str(bench.root), "--out", str(out), "--judge", "my-judge"]
    )
    assert done.exit_code == 0, done.output
    assert "4 failed" in done.output and "parse 1" in done.output and "sample_error 1" in done.output
    assert {p.judge for p in read_predictions(out)} == {"my-judge"}
    scored = runner.invoke(
        cli,
        [
            "score",
            "--bench",
            str(bench.root),
            "--predictions",
            str(out),
            "--out",
            str(root / "metrics.json"),
            "--quiet",
        ],
    )
    assert scored.exit_code == 0, scored.output
    assert json.loads((root / "metrics.json").read_text())["judge"] == "my-judge"


def test_partial_log_is_written_and_exits_1(evaluated) -> None:
    bench, log, root = evaluated
    eval_log = read_eval_log(str(log))
    eval_log.samples = [s for s in eval_log.samples if s.metadata["process_id"] not in ("p010", "p011")]
    eval_log.status = "cancelled"
    partial = root / "partial.eval"
    write_eval_log(eval_log, str(partial))
    result = read_inspect_log(partial, bench)
    lost = {sample_id(v.process_id, v.id) for v in bench.variants.values() if v.process_id in ("p010", "p011")}
    assert set(result.missing) == {"p010", "p011"} | lost and not result.complete
    assert "cancelled" in result.warnings[0]
    _register()
    out = root / "partial.jsonl"
    done = CliRunner().invoke(cli, ["import-inspect", str(partial), "--bench", str(bench.root), "--out", str(out)])
    assert done.exit_code == 1, done.output
    assert len(read_predictions(out)) == len(result.predictions) == len(eval_log.samples)


def test_log_of_another_benchmark_is_refused(evaluated, tmp_path) -> None:
    bench, log, _ = evaluated
    other = build_bench(tmp_path / "other", n_problems=N_PROBLEMS - 1)
    with pytest.raises(DataError, match="fingerprint"):
        read_inspect_log(log, other)
    _register()
    done = CliRunner().invoke(
        cli, ["import-inspect", str(log), "--bench", str(other.root), "--out", str(tmp_path / "x.jsonl")]
    )
    assert done.exit_code == 2 and "other data" in done.output
    assert not (tmp_path / "x.jsonl").exists()


def test_sample_without_confprobench_metadata_names_the_sample(evaluated, tmp_path) -> None:
    bench, log, _ = evaluated
    eval_log = read_eval_log(str(log))
    eval_log.samples[3].metadata.pop("n_steps")
    broken = tmp_path / "broken.eval"
    write_eval_log(eval_log, str(broken))
    with pytest.raises(DataError, match=re.escape(f"sample {eval_log.samples[3].id}") + ".*metadata.n_steps"):
        read_inspect_log(broken, bench)


def test_missing_extra_names_it(evaluated, monkeypatch, tmp_path) -> None:
    bench, log, _ = evaluated
    monkeypatch.setitem(sys.modules, "inspect_ai", None)  # as if not installed: import raises ImportError
    with pytest.raises(MissingExtra, match=r"confprobench\[inspect\]"):
        inspect_task(bench)
    _register()
    done = CliRunner().invoke(
        cli, ["import-inspect", str(log), "--bench", str(bench.root), "--out", str(tmp_path / "x.jsonl")]
    )
    assert done.exit_code == 2 and "confprobench[inspect]" in done.output


def test_epochs_are_read_one_at_a_time(tmp_path) -> None:
    bench = build_bench(tmp_path / "bench", n_problems=3)
    calls = []

    def answer(messages, tools, tool_choice, config) -> ModelOutput:
        calls.append(1)
        text = "prose" if len(calls) % 2 else _good_answer([1] * 5)  # odd calls fail to parse
        output = ModelOutput.from_content(model="mockllm", content=text)
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return output

    model = get_model("mockllm/model", custom_outputs=answer)
    (log,) = inspect_eval(
        inspect_task(bench, stage="original"),
        model=model,
        epochs=2,
        max_connections=1,
        log_dir=str(tmp_path / "logs"),
        display="none",
    )
    first, second = (read_inspect_log(log.location, bench, epoch=k) for k in (1, 2))
    assert len(calls) == 6 and len(first.predictions) == len(second.predictions) == 3
    assert first.complete and second.complete
    assert {p.meta["inspect"]["epoch"] for p in second.predictions} == {2}
    assert first.failed + second.failed == 3  # each answer read exactly once, in its own epoch
    with pytest.raises(DataError, match="no samples of epoch 3"):
        read_inspect_log(log.location, bench, epoch=3)
