"""The typed records' validation rules, apply_variant, the predictions reader's errors and the exported JSON Schemas."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from confprobench.data.benchmark import load_benchmark, write_benchmark
from confprobench.data.errors import DataError
from confprobench.data.predictions import Prediction, StepJudgment, read_predictions, write_predictions
from confprobench.data.schema import ErrorType, ImageRef, Problem, Process, Step, Variant, apply_variant
from fixtures.source_formats import draw_bar_chart, draw_triangle

REPO = Path(__file__).resolve().parent.parent
SHA = "0" * 64


def make_process(process_id: str = "p1", images: tuple[ImageRef, ...] = ()) -> Process:
    modality = "text" if not images else ("single-image" if len(images) == 1 else "multi-image")
    problem = Problem(id="q1", question="What is 2 + 3?", images=images, subject="Math", modality=modality)
    steps = (
        Step(index=1, text="2 + 3 = 5.", label=1),
        Step(index=2, text="So the answer is 6.", label=0, error_type="NC", explanation="2 + 3 is 5."),
    )
    return Process(id=process_id, problem=problem, steps=steps)


# ---------------------------------------------------------------- records


def test_incorrect_step_needs_error_type() -> None:
    with pytest.raises(ValidationError, match="incorrect \\(label 0\\) but has no error_type"):
        Step(index=3, text="x", label=0)


def test_correct_or_unlabeled_step_must_not_have_error_type() -> None:
    with pytest.raises(ValidationError, match="has error_type RE but label 1"):
        Step(index=1, text="x", label=1, error_type="Reasoning Error")
    with pytest.raises(ValidationError, match="has error_type RE but label None"):
        Step(index=1, text="x", label=None, error_type="RE")
    assert Step(index=1, text="x", label=None).label is None


def test_label_must_be_0_1_or_none() -> None:
    with pytest.raises(ValidationError):
        Step(index=1, text="x", label=2)


def test_error_type_parse_accepts_codes_and_projudge_names() -> None:
    assert ErrorType.parse("VI") is ErrorType.VI
    assert ErrorType.parse("visual interpretation error") is ErrorType.VI
    assert ErrorType.parse("Reasoning") is ErrorType.RE
    assert ErrorType.parse("No solution provided") is ErrorType.NS
    with pytest.raises(ValueError, match="unknown error type 'Typo'.*NC \\(Numerical Calculation Error\\)"):
        ErrorType.parse("Typo")
    with pytest.raises(ValueError, match="must be a string"):
        ErrorType.parse(3)


@pytest.mark.parametrize("count, modality", [(0, "single-image"), (1, "text"), (2, "single-image"), (1, "multi-image")])
def test_modality_must_match_images(count: int, modality: str) -> None:
    images = tuple(ImageRef(path=f"images/{i}.png", sha256=SHA) for i in range(count))
    with pytest.raises(ValidationError, match=f"modality '{modality}' does not match {count} image"):
        Problem(id="q", question="?", images=images, subject="Math", modality=modality)


@pytest.mark.parametrize("path", ["../up.png", "/abs.png", "images/../../x.png", "\\\\server\\x.png"])
def test_image_ref_must_stay_inside(path: str) -> None:
    with pytest.raises(ValidationError, match="must be relative and stay inside"):
        ImageRef(path=path, sha256=SHA)


def test_carried_error_marks_only_incorrect_steps_and_defaults_to_false() -> None:
    carried = Step(
        index=3, text="So the total is 19.", label=0, error_type="RE", explanation="from step 2", carried_error=True
    )
    assert carried.carried_error is True
    assert Step(index=1, text="x", label=1).carried_error is False
    assert Step.model_validate({"index": 1, "text": "x", "label": 0, "error_type": "NC"}).carried_error is False
    for label in (1, None):
        with pytest.raises(ValidationError, match="carried_error"):
            Step(index=2, text="x", label=label, carried_error=True)


def test_step_indices_must_be_consecutive_from_1() -> None:
    process = make_process()
    with pytest.raises(ValidationError, match="position 2 has index 3"):
        Process(
            id="p", problem=process.problem, steps=(process.steps[0], process.steps[1].model_copy(update={"index": 3}))
        )
    with pytest.raises(ValidationError, match="position 1 has index 2"):
        Process(id="p", problem=process.problem, steps=(process.steps[1], process.steps[0]))
    with pytest.raises(ValidationError):
        Process(id="p", problem=process.problem, steps=())
    with pytest.raises(ValidationError):
        Step(index=0, text="x", label=1)


def test_records_are_frozen_and_strict() -> None:
    process = make_process()
    with pytest.raises(ValidationError):
        process.steps[0].text = "changed"  # type: ignore[misc]  # the point: records are frozen
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        Step(index=1, text="x", label=1, confidence=0.3)


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"family": "image", "target_image": 1}, "an image variant needs target_image and image"),
        ({"family": "synonym", "text": "new"}, "a synonym variant needs target_step and text"),
        ({"family": "syntactic", "target_step": 1}, "a syntactic variant needs target_step and text"),
        ({"family": "error_injection", "target_step": 1, "text": "2 + 3 = 6."}, "needs injected_error_type"),
        ({"family": "paraphrase", "target_step": 1, "text": "t"}, "family"),
        ({"family": "synonym", "target_step": 0, "text": "t"}, "greater than or equal to 1"),
    ],
)
def test_variant_targets(fields: dict, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        Variant(id="v", process_id="p1", operation="op", seed=1, **fields)


# ---------------------------------------------------------------- apply_variant


def test_apply_text_variant_changes_only_the_target_text() -> None:
    process = make_process()
    variant = Variant(
        id="v",
        process_id="p1",
        family="synonym",
        target_step=1,
        text="Two plus three is five.",
        operation="lexicon",
        seed=7,
    )
    seen = apply_variant(process, variant)
    assert seen.steps[0].text == "Two plus three is five." and seen.steps[0].label == 1
    assert seen.steps[1] == process.steps[1] and seen.problem == process.problem
    assert process.steps[0].text == "2 + 3 = 5."  # the original is untouched


def test_apply_error_injection_makes_the_step_wrong() -> None:
    variant = Variant(
        id="v",
        process_id="p1",
        family="error_injection",
        target_step=1,
        text="2 + 3 = 6.",
        operation="numeric_swap",
        seed=1,
        injected_error_type="NC",
    )
    step = apply_variant(make_process(), variant).steps[0]
    assert (step.label, step.error_type, step.text) == (0, ErrorType.NC, "2 + 3 = 6.")


def test_apply_image_variant_replaces_one_image() -> None:
    images = (ImageRef(path="images/a.png", sha256=SHA), ImageRef(path="images/b.png", sha256=SHA))
    new = ImageRef(path="images/b_noise.png", sha256="1" * 64)
    variant = Variant(
        id="v", process_id="p1", family="image", target_image=2, image=new, operation="gaussian_noise", seed=3
    )
    seen = apply_variant(make_process(images=images), variant)
    assert seen.problem.images == (images[0], new)
    assert seen.steps == make_process(images=images).steps


def test_apply_variant_refusals() -> None:
    process = make_process()
    text = dict(family="synonym", text="t", operation="op", seed=0)
    with pytest.raises(ValueError, match="belongs to other, not p1"):
        apply_variant(process, Variant(id="v", process_id="other", target_step=1, **text))
    with pytest.raises(ValueError, match="targets step 3, but p1 has 2 steps"):
        apply_variant(process, Variant(id="v", process_id="p1", target_step=3, **text))
    image = Variant(
        id="v",
        process_id="p1",
        family="image",
        target_image=1,
        image=ImageRef(path="images/x.png", sha256=SHA),
        operation="invert",
        seed=0,
    )
    with pytest.raises(ValueError, match="targets image 1, but p1 has 0"):
        apply_variant(process, image)


# ---------------------------------------------------------------- benchmark files


def _bench_with_images(tmp_path: Path) -> Path:
    source = tmp_path / "src"
    draw_triangle(source / "images" / "a.png")
    draw_bar_chart(source / "images" / "b.png")
    from confprobench.data.benchmark import sha256_file

    images = tuple(ImageRef(path=f"images/{n}.png", sha256=sha256_file(source / f"images/{n}.png")) for n in "ab")
    write_benchmark(
        tmp_path / "bench", [make_process(images=images), make_process("p2")], name="t", image_source=source
    )
    return tmp_path / "bench"


def test_load_benchmark_names_line_and_field_of_a_bad_process(tmp_path: Path) -> None:
    bench = _bench_with_images(tmp_path)
    lines = (bench / "processes.jsonl").read_text(encoding="utf-8").splitlines()
    record = json.loads(lines[1])
    record["steps"][1]["error_type"] = None
    lines[1] = json.dumps(record)
    (bench / "processes.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_benchmark(bench, verify=False)
    assert (info.value.line, info.value.field) == (2, "steps.1")
    assert "process 'p2'" in info.value.message and "no error_type" in info.value.message


def test_load_benchmark_refuses_bad_variant_targets(tmp_path: Path) -> None:
    bench = _bench_with_images(tmp_path)
    variants = [
        {
            "id": "v1",
            "process_id": "p2",
            "family": "synonym",
            "target_step": 1,
            "text": "ok",
            "operation": "o",
            "seed": 0,
        },
        {
            "id": "v2",
            "process_id": "p2",
            "family": "synonym",
            "target_step": 5,
            "text": "x",
            "operation": "o",
            "seed": 0,
        },
    ]
    (bench / "variants.jsonl").write_text("".join(json.dumps(v) + "\n" for v in variants), encoding="utf-8")
    with pytest.raises(DataError, match="targets step 5, but p2 has 2 steps") as info:
        load_benchmark(bench, verify=False)
    assert (info.value.file, info.value.line, info.value.field) == (str(bench / "variants.jsonl"), 2, "target")
    variants[1] = dict(variants[1], target_step=1, process_id="ghost")
    (bench / "variants.jsonl").write_text("".join(json.dumps(v) + "\n" for v in variants), encoding="utf-8")
    with pytest.raises(DataError, match="unknown process 'ghost'"):
        load_benchmark(bench, verify=False)


def test_load_benchmark_detects_changed_image(tmp_path: Path) -> None:
    bench = _bench_with_images(tmp_path)
    assert len(load_benchmark(bench).processes) == 2
    draw_bar_chart(bench / "images" / "a.png")  # replace the triangle by another figure
    with pytest.raises(DataError, match="does not match the manifest"):
        load_benchmark(bench)


# ---------------------------------------------------------------- predictions


def _prediction_lines() -> list[str]:
    return [
        json.dumps(
            {
                "process_id": "p1",
                "variant_id": None,
                "judge": "j",
                "status": "ok",
                "steps": [{"index": 1, "p_correct": 0.9}, {"index": 2, "label": 0, "confidence": 0.8}],
            }
        ),
        json.dumps(
            {
                "process_id": "p2",
                "variant_id": None,
                "judge": "j",
                "status": "ok",
                "steps": [{"index": 1, "label": 1}, {"index": 2, "status": "invalid", "detail": "no label"}],
            }
        ),
        json.dumps(
            {
                "process_id": "p3",
                "variant_id": "v1",
                "judge": "j",
                "status": "failed",
                "error": "timeout",
                "error_kind": "timeout",
            }
        ),
    ]


def test_predictions_round_trip_and_probability(tmp_path: Path) -> None:
    path = tmp_path / "pred.jsonl"
    path.write_text("\n".join(_prediction_lines()) + "\n", encoding="utf-8")
    first, second, failed = read_predictions(path)
    assert [s.probability for s in first.steps] == [0.9, pytest.approx(0.2)]
    assert second.steps[0].probability == 1.0 and second.steps[0].label_only
    assert second.steps[1].probability is None  # not ok: excluded, never imputed
    assert failed.status == "failed" and failed.steps == () and failed.key == ("p3", "v1")
    write_predictions(tmp_path / "again.jsonl", [first, second, failed])
    assert read_predictions(tmp_path / "again.jsonl") == [first, second, failed]


@pytest.mark.parametrize(
    "line, field, message",
    [
        ({"process_id": "p", "status": "ok", "steps": []}, "judge", "Field required"),
        (
            {"process_id": "p", "judge": "j", "status": "ok", "steps": [{"index": 1, "p_correct": 1.5}]},
            "steps.0.p_correct",
            "less than or equal to 1",
        ),
        (
            {"process_id": "p", "judge": "j", "status": "ok", "steps": [{"index": 1}]},
            "steps.0",
            "needs p_correct or label",
        ),
        (
            {"process_id": "p", "judge": "j", "status": "failed", "error": "x", "steps": [{"index": 1, "label": 1}]},
            None,
            "a failed prediction carries no steps",
        ),
        ({"process_id": "p", "judge": "j", "status": "failed"}, None, "needs an error message"),
        ({"process_id": "p", "judge": "j", "status": "done"}, "status", "'ok' or 'failed'"),
    ],
)
def test_prediction_errors_name_file_line_and_field(
    tmp_path: Path, line: dict, field: str | None, message: str
) -> None:
    path = tmp_path / "pred.jsonl"
    path.write_text(_prediction_lines()[0] + "\n" + json.dumps(line) + "\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_predictions(path)
    assert (info.value.file, info.value.line, info.value.field) == (str(path), 2, field)
    assert str(info.value).startswith(f"{path}:2: ") and message in str(info.value)


def test_prediction_bad_json_in_the_middle_is_an_error(tmp_path: Path) -> None:
    lines = _prediction_lines()
    lines[1] = lines[1][:30]
    path = tmp_path / "pred.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"pred\.jsonl:2: not valid JSON"):
        read_predictions(path)


def test_truncated_last_line_is_skipped_with_warning(tmp_path: Path) -> None:
    lines = _prediction_lines()
    path = tmp_path / "pred.jsonl"
    path.write_text(lines[0] + "\n" + lines[1] + "\n" + lines[2][:40], encoding="utf-8")  # writer killed mid-line
    with pytest.warns(UserWarning, match=r"pred\.jsonl:3: ignoring truncated final line"):
        records = read_predictions(path)
    assert [r.process_id for r in records] == ["p1", "p2"]  # the work already done is kept


def test_step_judgment_conversion_rules() -> None:
    assert StepJudgment(index=1, label=1, confidence=0.7).probability == 0.7
    assert StepJudgment(index=1, label=0, confidence=0.7).probability == pytest.approx(0.3)
    assert StepJudgment(index=1, label=0).probability == 0.0
    assert StepJudgment(index=1, p_correct=0.4, label=1, confidence=0.9).probability == 0.4  # p_correct wins
    assert StepJudgment(index=1, status="missing").probability is None
    assert Prediction(process_id="p", judge="j", status="ok", steps=()).key == ("p", None)


def test_worked_example_in_formats_doc(tmp_path: Path) -> None:
    text = (REPO / "docs/formats.md").read_text(encoding="utf-8")
    block = text.split("<!-- worked-example", 1)[1].split("```jsonl\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "example.jsonl"
    path.write_text(block, encoding="utf-8")
    first, second, failed = read_predictions(path)
    assert [s.probability for s in first.steps] == [0.92, 0.8, pytest.approx(0.1)]
    assert [s.probability for s in second.steps] == [0.0, 1.0, None]
    assert [s.label_only for s in second.steps] == [True, True, False]
    assert failed.status == "failed" and failed.key == ("math_0001_gpt4o", "v-3f2a")


# ---------------------------------------------------------------- exported JSON Schemas


def test_committed_json_schemas_are_up_to_date() -> None:
    spec = importlib.util.spec_from_file_location("export_schemas", REPO / "scripts" / "export_schemas.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]  # a file spec has a loader
    assert set(module.schema_texts()) == {
        "problem.json",
        "process.json",
        "step.json",
        "variant.json",
        "prediction.json",
        "metrics.json",
    }
    assert module.stale_files() == [], "run: python scripts/export_schemas.py"
    step = json.loads((REPO / "docs/schema/step.json").read_text(encoding="utf-8"))
    assert set(step["properties"]) == {
        "index",
        "text",
        "label",
        "error_type",
        "explanation",
        "source_error_class",
        "carried_error",
    }
