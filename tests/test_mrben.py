"""MR-Ben: `data convert --from mrben` on records laid out as MR-Ben publishes them, and the set builder."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from confprobench.cli import main as cli_main
from confprobench.data.benchmark import load_benchmark, write_benchmark
from confprobench.data.errors import DataError
from confprobench.data.loaders import CONVERTERS, load_mrben
from confprobench.data.schema import ErrorType

REPO_ROOT = Path(__file__).resolve().parent.parent

QUESTION = (
    "A satellite of mass m orbits a planet of mass M in a circular orbit of radius R. The time for one revolution is"
)
OPTIONS = "A: independent of M \nB: proportional to m^(1/2) \nC: linear in R \nD: proportional to R^(3/2) "


def solution(
    model: str, steps: list[str], correctness: str = "correct", first_error: str = "N/A", **extra: Any
) -> dict:
    """One solution record with every field MR-Ben's files carry."""
    record = {
        "Question_UUID": "1f6d61d1-b627",
        "Subject": "college_physics",
        "Question": QUESTION,
        "Options": OPTIONS,
        "Ground_Truth_Analysis": "",
        "Ground_Truth_Answer": "D",
        "Ground_Truth_Answer_Modified": "D",
        "Sampled_Model": model,
        "Model_Solution_Steps": steps,
        "Model_Solution_Correctness": correctness,
        "Model_Solution_First_Error_Step": first_error,
        "Model_Solution_Error_Reason": "N/A",
        "Model_Solution_Rectified_First_Error_Step": "N/A",
    }
    record.update(extra)
    return record


CLAUDE = solution(
    "Claude2",
    [
        "Step 1: By Kepler's 3rd law, T^2 = (4π^2/GM)R^3.",
        "",
        "Step 2: Choice A says T is independent of M. This is incorrect.",
        "",
        "Step 3: Choice D says T is proportional to R^(3/2). This matches Kepler's 3rd law.",
        "",
        "Solution: Choice_D",
    ],
)
GPT = solution(
    "GPT3.5",
    [
        "Step 1: The time for one revolution is the period of the orbit.",
        "Step 2: The period is T = 2π√(R^3/GM).",
        "Step 3: The period T is independent of the mass of the satellite m (Choice A).",
        "Step 4: Therefore, the time for one revolution is independent of the mass M.",
        "Solution: Choice_A",
    ],
    correctness="incorrect",
    first_error="3",
    Model_Solution_Error_Reason=["Confuses m and M.\n", "Option A is about the planet's mass M.\n"],
)
MISTRAL = solution(
    "mistral-medium",
    [
        "Here is the step-by-step analysis:",
        "Step 1: Newton's law of gravitation gives the centripetal force:",
        "GMm/R^2 = m(2π/T)^2 R",
        "T = 2π √(R^3/(GM))",
        "Step 2: So T is proportional to R^(3/2), which is Choice D.",
        "Solution: Choice_D",
    ],
)


def write_subject(folder: Path, name: str, question_solutions: dict[str, list[dict]]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(json.dumps(question_solutions, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def test_registered_as_a_converter() -> None:
    assert CONVERTERS["mrben"] is load_mrben


def test_correct_solution_every_step_labelled_one_headers_removed(tmp_path: Path) -> None:
    path = write_subject(tmp_path, "physics", {"1f6d61d1-b627": [CLAUDE]})
    (process,) = load_mrben(path).processes
    assert process.id == "1f6d61d1-b627-Claude2"
    assert process.source == "Claude2 (MR-Ben)"
    assert process.problem.id == "mrben-1f6d61d1-b627"
    assert process.problem.subject == "Physics"
    assert process.problem.difficulty is None  # college has no level in the schema
    assert process.problem.question == QUESTION + "\n\n" + OPTIONS.strip()
    assert process.problem.reference_answer == "D"
    assert [step.text for step in process.steps] == [
        "By Kepler's 3rd law, T^2 = (4π^2/GM)R^3.",
        "Choice A says T is independent of M. This is incorrect.",
        "Choice D says T is proportional to R^(3/2). This matches Kepler's 3rd law.\nSolution: Choice_D",
    ]
    assert [step.label for step in process.steps] == [1, 1, 1]


def test_incorrect_solution_labels_up_to_the_first_error_and_leaves_the_rest_unlabelled(tmp_path: Path) -> None:
    path = write_subject(tmp_path, "physics", {"1f6d61d1-b627": [GPT]})
    (process,) = load_mrben(path).processes
    assert [step.label for step in process.steps] == [1, 1, 0, None]
    wrong = process.steps[2]
    assert wrong.error_type == ErrorType.UNSPECIFIED
    assert wrong.explanation == "Confuses m and M. / Option A is about the planet's mass M."
    assert process.steps[3].text.endswith("independent of the mass M.\nSolution: Choice_A")


def test_lines_under_a_header_and_a_preamble_join_their_step(tmp_path: Path) -> None:
    path = write_subject(tmp_path, "physics", {"1f6d61d1-b627": [MISTRAL]})
    (process,) = load_mrben(path).processes
    assert [step.text for step in process.steps] == [
        "Here is the step-by-step analysis:\nNewton's law of gravitation gives the centripetal force:\n"
        "GMm/R^2 = m(2π/T)^2 R\nT = 2π √(R^3/(GM))",
        "So T is proportional to R^(3/2), which is Choice D.\nSolution: Choice_D",
    ]


def test_solutions_of_one_question_share_a_problem_and_subjects_map(tmp_path: Path) -> None:
    chemistry = copy.deepcopy(CLAUDE) | {"Question_UUID": "c-1", "Subject": "high_school_chemistry"}
    medicine = copy.deepcopy(CLAUDE) | {"Question_UUID": "m-1", "Subject": "college_medicine"}
    write_subject(tmp_path, "physics", {"1f6d61d1-b627": [CLAUDE, GPT, MISTRAL]})
    write_subject(tmp_path, "chemistry", {"c-1": [chemistry]})
    write_subject(tmp_path, "medicine", {"m-1": [medicine]})
    source = load_mrben(tmp_path)  # a folder: every .json file, in name order
    assert [file.name for file in source.files] == [
        "chemistry.json",
        "medicine.json",
        "physics.json",
    ]
    by_id = {p.id: p for p in source.processes}
    assert {by_id[f"1f6d61d1-b627-{m}"].problem.id for m in ("Claude2", "GPT3.5", "mistral-medium")} == {
        "mrben-1f6d61d1-b627"
    }
    assert (by_id["c-1-Claude2"].problem.subject, by_id["c-1-Claude2"].problem.difficulty) == (
        "Chemistry",
        "high_school",
    )
    assert by_id["m-1-Claude2"].problem.subject == "Other"


def test_unlabellable_solutions_are_skipped_with_a_note(tmp_path: Path) -> None:
    renumbered = copy.deepcopy(CLAUDE) | {"Sampled_Model": "A", "Model_Solution_Steps": ["Step 1: x", "Step 1: y"]}
    no_headers = copy.deepcopy(CLAUDE) | {"Sampled_Model": "B", "Model_Solution_Steps": ["tep 1: x", "Solution: D"]}
    error_beyond = copy.deepcopy(GPT) | {"Sampled_Model": "C", "Model_Solution_First_Error_Step": "9"}
    write_subject(tmp_path, "physics", {"q": [CLAUDE, renumbered, no_headers, error_beyond]})
    source = load_mrben(tmp_path)
    assert [p.id for p in source.processes] == ["1f6d61d1-b627-Claude2"]
    assert len(source.notes) == 3
    assert "physics.json [question q, solution 1]: skipped, its step headers are not numbered" in source.notes[0]
    assert "solution 2]: skipped, it has no 'Step 1:' line" in source.notes[1]
    assert "solution 3]: skipped, its first wrong step '9' is not one of its 4 steps" in source.notes[2]


@pytest.mark.parametrize(
    ("edit", "field", "message"),
    [
        ({"Model_Solution_Correctness": "maybe"}, "Model_Solution_Correctness", "expected 'correct' or 'incorrect'"),
        ({"Question": None}, "Question", "required field is missing"),
        ({"Model_Solution_Steps": "Step 1: x"}, "Model_Solution_Steps", "expected a list"),
        ({"Model_Solution_Steps": ["Step 1: x", 3]}, "Model_Solution_Steps[1]", "expected a string"),
    ],
)
def test_bad_records_name_the_file_question_and_field(tmp_path: Path, edit: dict, field: str, message: str) -> None:
    path = write_subject(tmp_path, "physics", {"q-7": [CLAUDE, copy.deepcopy(CLAUDE) | edit]})
    with pytest.raises(DataError) as caught:
        load_mrben(path)
    text = str(caught.value)
    assert "physics.json" in text and "question q-7, solution 1" in text and field in text and message in text


def test_not_an_mrben_file(tmp_path: Path) -> None:
    path = tmp_path / "physics.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(DataError, match="expected an object mapping question ids to solutions"):
        load_mrben(path)
    (tmp_path / "empty").mkdir()
    with pytest.raises(DataError, match="no MR-Ben subject files"):
        load_mrben(tmp_path / "empty")


def test_a_published_data_folder_skips_the_files_without_step_lists(tmp_path: Path) -> None:
    # MR-Ben's data/ also holds few-shot demonstrations keyed by subject, programs as solutions and an empty file
    write_subject(tmp_path, "physics", {"1f6d61d1-b627": [CLAUDE]})
    (tmp_path / "k_shot_demo.json").write_text(json.dumps({"college_physics": [CLAUDE]}), encoding="utf-8")
    coding = copy.deepcopy(CLAUDE) | {"Subject": "coding", "Model_Solution_Steps": "def f():\n    return 1"}
    write_subject(tmp_path, "coding", {"c-9": [coding]})
    (tmp_path / "logic.json").write_text("", encoding="utf-8")
    source = load_mrben(tmp_path)
    assert [file.name for file in source.files] == ["physics.json"]
    assert [p.id for p in source.processes] == ["1f6d61d1-b627-Claude2"]
    assert sorted(note.split(":")[0] for note in source.notes) == ["coding.json", "k_shot_demo.json", "logic.json"]
    with pytest.raises(DataError, match="Model_Solution_Steps"):  # named on its own, the coding file is refused
        load_mrben(tmp_path / "coding.json")


def test_cli_convert_writes_a_benchmark_with_the_skips_in_the_manifest(tmp_path: Path) -> None:
    renumbered = copy.deepcopy(CLAUDE) | {"Sampled_Model": "A", "Model_Solution_Steps": ["Step 2: x"]}
    write_subject(tmp_path / "src", "physics", {"1f6d61d1-b627": [CLAUDE, GPT, MISTRAL, renumbered]})
    out = tmp_path / "bench"
    cli_main._register()
    result = CliRunner().invoke(
        cli_main.cli,
        ["data", "convert", "--from", "mrben", str(tmp_path / "src"), "--out", str(out)],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    bench = load_benchmark(out)
    assert len(bench.processes) == 3
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["built_by"]["source_format"] == "mrben"
    assert any("skipped, its step headers" in note for note in manifest["built_by"]["notes"])


def test_set_builder_takes_correct_solutions_one_per_question_in_turn_per_subject(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("build_mrben_set", REPO_ROOT / "scripts" / "build_mrben_set.py")
    assert spec and spec.loader
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    questions: dict[str, list[dict]] = {}
    for n in range(40):
        uuid = f"q{n}"
        subject = ["college_biology", "high_school_chemistry", "high_school_math", "college_physics"][n % 4]
        questions[uuid] = [
            copy.deepcopy(record) | {"Question_UUID": uuid, "Subject": subject} for record in (CLAUDE, GPT, MISTRAL)
        ]
    processes = list(load_mrben(write_subject(tmp_path, "all", questions)).processes)
    chosen = builder.select(processes, "test", 4, excluded=set())
    assert sorted(p.problem.subject for p in chosen) == ["Biology", "Chemistry", "Math", "Physics"]
    assert all(builder.pool_of(builder.question_of(p)) == "test" for p in chosen)
    assert all(all(step.label == 1 for step in p.steps) for p in chosen)  # GPT's incorrect solutions never
    assert len({builder.question_of(p) for p in chosen}) == 4
    again = builder.select(processes, "test", 4, excluded={builder.question_of(chosen[0])})
    assert builder.question_of(chosen[0]) not in {builder.question_of(p) for p in again}
    with pytest.raises(SystemExit, match="eligible solutions left"):
        builder.select(processes, "test", 400, excluded=set())
    # --exclude: the questions of every set the globs match, except the set being rebuilt (--out)
    write_benchmark(tmp_path / "sets" / "mrben-a", chosen[:2], (), name="mrben-a")
    write_benchmark(tmp_path / "sets" / "mrben-b", chosen[2:], (), name="mrben-b")
    pattern = str(tmp_path / "sets" / "mrben-*")
    keys = builder.excluded_keys([pattern], tmp_path / "sets" / "mrben-b", builder.question_of)
    assert keys == {builder.question_of(p) for p in chosen[:2]}
    assert builder.excluded_keys([pattern], tmp_path / "new", builder.question_of) == {
        builder.question_of(p) for p in chosen
    }
