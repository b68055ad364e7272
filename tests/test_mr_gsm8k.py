"""MR-GSM8K: `data convert --from mr-gsm8k` on records laid out as MR-GSM8K publishes them, and the set builder."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from confprobench.cli import main as cli_main
from confprobench.data.benchmark import load_benchmark
from confprobench.data.errors import DataError
from confprobench.data.loaders import CONVERTERS, load_mr_gsm8k
from confprobench.data.schema import ErrorType

REPO_ROOT = Path(__file__).resolve().parent.parent

QUESTION = (
    "Bob is 75 miles ahead of Tom, driving 55 miles per hour. Tom is driving 70 miles per hour. "
    "How long will it take Tom to catch up with Bob?"
)


def record(uuid: str, steps: list[str], correctness: str = "wrong", first_error: Any = 3, **extra: Any) -> dict:
    """One record with the fields MR-GSM8K's files carry (a critique field as the evaluation files have)."""
    data = {
        "uuid": uuid,
        "question": QUESTION,
        "ground_truth_solution": "Tom gains 70 - 55 = <<70-55=15>>15 mph.\n75 / 15 = <<75/15=5>>5 hours.\n#### 5",
        "ground_truth_answer": 5,
        "model_output_steps": steps,
        "model_output_answer_correctness": correctness,
        "model_output_solution_correctness": correctness,
        "model_output_solution_first_error_step": first_error,
        "model_output_solution_first_error_reason": "Adds the two times instead of dividing by the relative speed.",
        "question_type": "original",
        "gpt3_5_eval_output": {"response": "Final Judgement: Incorrect", "error_step_pred": "Step 3"},
    }
    data.update(extra)
    return data


WRONG = record(
    "bd29bebd",
    [
        "Step 1: Tom gains on Bob at 70 - 55 = <<70-55=15>>15 miles per hour.",
        "Step 2: Bob is 75 miles ahead, so the gap closes in 75 / 15 = <<75/15=5>>5 hours.",
        "Step 3: So it takes 5 + 1.4 = <<5+1.4=6.4>>6.4 hours.",
        "Step 4: #### 6.4",
    ],
)
CORRECT = record(
    "c0ffee01",
    [
        "Step 1: The gap closes at 70 - 55 = <<70-55=15>>15 mph.",
        "Step 2: 75 / 15 = <<75/15=5>>5 hours.",
        "Step 3: #### 5",
    ],
    correctness="correct",
    first_error="N/A",
)
PROGRAM = record("p0t", ["Step 1: gap = 75", "Step 2: hours = gap / (70 - 55)"], question_type="POT")


def write(folder: Path, records: list[dict]) -> Path:
    path = folder / "MR-GSM8K.json"
    path.write_text(json.dumps(records, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def test_registered_as_a_converter() -> None:
    assert CONVERTERS["mr-gsm8k"] is load_mr_gsm8k


def test_wrong_solution_labels_up_to_the_first_error_headers_removed(tmp_path: Path) -> None:
    (process,) = load_mr_gsm8k(write(tmp_path, [WRONG])).processes
    assert process.id == "bd29bebd"
    assert process.problem.id == "mr-gsm8k-bd29bebd"
    assert (process.problem.subject, process.problem.difficulty, process.problem.modality) == ("Math", None, "text")
    assert process.problem.reference_answer == "5"
    assert process.source == "MR-GSM8K (original question)"
    assert [step.text for step in process.steps] == [
        "Tom gains on Bob at 70 - 55 = <<70-55=15>>15 miles per hour.",  # calculator annotations kept as written
        "Bob is 75 miles ahead, so the gap closes in 75 / 15 = <<75/15=5>>5 hours.",
        "So it takes 5 + 1.4 = <<5+1.4=6.4>>6.4 hours.",
        "#### 6.4",
    ]
    assert [step.label for step in process.steps] == [1, 1, 0, None]
    assert process.steps[2].error_type == ErrorType.UNSPECIFIED
    assert process.steps[2].explanation == "Adds the two times instead of dividing by the relative speed."


def test_correct_solution_every_step_labelled_one(tmp_path: Path) -> None:
    (process,) = load_mr_gsm8k(write(tmp_path, [CORRECT])).processes
    assert [step.label for step in process.steps] == [1, 1, 1]
    assert all(step.error_type is None for step in process.steps)


def test_programs_and_unlabellable_solutions_are_skipped_with_a_note(tmp_path: Path) -> None:
    misnumbered = copy.deepcopy(WRONG) | {"uuid": "m1", "model_output_steps": ["Step 1: a", "Step 3: b", "Step 4: c"]}
    beyond = copy.deepcopy(WRONG) | {"uuid": "b1", "model_output_solution_first_error_step": 9}
    source = load_mr_gsm8k(write(tmp_path, [WRONG, PROGRAM, misnumbered, beyond]))
    assert [p.id for p in source.processes] == ["bd29bebd"]
    assert len(source.notes) == 3
    assert "MR-GSM8K.json [record 2]: skipped, question_type 'POT'" in source.notes[0]
    assert "[record 3]: skipped, step 2 does not open with 'Step 2:'" in source.notes[1]
    assert "[record 4]: skipped, its first wrong step 9 is not one of its 4 steps" in source.notes[2]


@pytest.mark.parametrize(
    ("edit", "field", "message"),
    [
        ({"model_output_solution_correctness": "maybe"}, "model_output_solution_correctness", "expected 'correct'"),
        ({"question": None}, "question", "required field is missing"),
        ({"model_output_steps": "Step 1: x"}, "model_output_steps", "expected a list"),
        ({"model_output_steps": ["Step 1: x", 3]}, "model_output_steps[1]", "expected a string"),
    ],
)
def test_bad_records_name_the_file_record_and_field(tmp_path: Path, edit: dict, field: str, message: str) -> None:
    path = write(tmp_path, [CORRECT, copy.deepcopy(WRONG) | edit])
    with pytest.raises(DataError) as caught:
        load_mr_gsm8k(path)
    text = str(caught.value)
    assert "MR-GSM8K.json" in text and "record 2" in text and field in text and message in text


def test_not_an_mr_gsm8k_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"uuid": "a"}', encoding="utf-8")
    with pytest.raises(DataError, match="expected a list of solution records"):
        load_mr_gsm8k(path)
    with pytest.raises(DataError, match="no solutions with prose steps"):
        load_mr_gsm8k(write(tmp_path, [PROGRAM]))


def test_cli_convert_writes_a_benchmark_with_the_skips_in_the_manifest(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    path = write(tmp_path / "src", [WRONG, CORRECT, PROGRAM])
    out = tmp_path / "bench"
    cli_main._register()
    result = CliRunner().invoke(
        cli_main.cli, ["data", "convert", "--from", "mr-gsm8k", str(path), "--out", str(out)], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    assert sorted(load_benchmark(out).processes) == ["bd29bebd", "c0ffee01"]
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["built_by"]["source_format"] == "mr-gsm8k"
    assert any("question_type 'POT'" in note for note in manifest["built_by"]["notes"])


def test_set_builder_alternates_question_kinds_and_keeps_its_pool(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("build_mr_gsm8k_set", REPO_ROOT / "scripts" / "build_mr_gsm8k_set.py")
    assert spec and spec.loader
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    records = []
    for n in range(60):
        kind = "original" if n % 3 else "reversed"
        records.append(copy.deepcopy(WRONG) | {"uuid": f"u{n}", "question_type": kind})
    records.append(copy.deepcopy(WRONG) | {"uuid": "early", "model_output_solution_first_error_step": 2})
    processes = list(load_mr_gsm8k(write(tmp_path, records)).processes)
    chosen = builder.select(processes, "test", 6, excluded=set())
    assert [p.source for p in chosen] == ["MR-GSM8K (original question)", "MR-GSM8K (reversed question)"] * 3
    assert all(builder.pool_of(builder.uuid_of(p)) == "test" for p in chosen)
    every_test = builder.select(processes, "test", sum(builder.pool_of(f"u{n}") == "test" for n in range(60)), set())
    assert "early" not in {builder.uuid_of(p) for p in every_test}  # one correct step is too few to read
    again = builder.select(processes, "test", 6, excluded={builder.uuid_of(chosen[0])})
    assert builder.uuid_of(chosen[0]) not in {builder.uuid_of(p) for p in again}
    with pytest.raises(SystemExit, match="eligible solutions left"):
        builder.select(processes, "test", 400, excluded=set())
