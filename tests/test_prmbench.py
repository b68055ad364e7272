"""PRMBench: `data convert --from prmbench` on real records, and the bundled prmbench-slice."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from confprobench.cli import main as cli_main
from confprobench.data.benchmark import (
    BUNDLED,
    PRMBENCH_SLICE_NAME,
    SAMPLE_NAME,
    bundled_benchmarks,
    load_benchmark,
    resolve_bench,
)
from confprobench.data.errors import DataError
from confprobench.data.loaders import CONVERTERS, convert, load_prmbench
from confprobench.data.loaders.prmbench import (
    CLASS_TO_ERROR_TYPE,
    MULTI_SOLUTIONS,
    MULTI_SOLUTIONS_SOURCE,
    clean_step_text,
)
from confprobench.data.schema import TAXONOMY, ErrorType

FIXTURE = Path(__file__).parent / "fixtures" / "prmbench" / "p1_records.jsonl"
REPO_ROOT = Path(__file__).resolve().parent.parent
SLICE_SCRIPT = REPO_ROOT / "scripts" / "build_prmbench_slice.py"


def raw_records() -> list[dict]:
    return [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines()]


def write_records(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def expected_text(text: str, position: int) -> str:
    """The fixture's numbering is "k. " at position k (circular file) or absent; nothing else is removed."""
    text = text.strip()
    return text.removeprefix(f"{position}. ")


# ---------------------------------------------------------------- the loader


def test_registered_as_a_converter() -> None:
    assert CONVERTERS["prmbench"] is load_prmbench


def test_every_kept_field_round_trips_through_convert_and_load(tmp_path: Path) -> None:
    bench = convert("prmbench", FIXTURE, tmp_path / "out")
    reloaded = load_benchmark(tmp_path / "out")
    assert reloaded.processes == bench.processes
    processes = reloaded.processes
    for number, record in enumerate(raw_records(), start=1):
        defective = max(record["error_steps"]) > len(record["modified_process"])
        modified_id = f"{record['idx']}-{record['classification']}"
        assert (modified_id in processes) is not defective, number
        originals = [
            p
            for p in processes.values()
            if p.id.startswith(f"{record['idx']}-original-")
            and p.problem.question == record["original_question"]
            and [s.text for s in p.steps]
            == [expected_text(t, k) for k, t in enumerate(record["original_process"], start=1)]
        ]
        assert len(originals) == 1, f"record {number}: its original is written exactly once"
        original = originals[0]
        assert all(s.label == 1 and s.error_type is None and s.source_error_class is None for s in original.steps)
        assert original.problem.id == f"prmbench-{record['idx']}"
        if defective:
            continue
        process = processes[modified_id]
        assert process.problem.question == record["modified_question"]
        assert process.problem.id == original.problem.id
        assert (process.problem.subject, process.problem.difficulty, process.problem.modality) == (
            "Math",
            "competition",
            "text",
        )
        assert [s.text for s in process.steps] == [
            expected_text(t, k) for k, t in enumerate(record["modified_process"], start=1)
        ]
        for step in process.steps:
            if step.index in record["error_steps"]:
                assert (step.label, step.error_type, step.explanation, step.source_error_class) == (
                    0,
                    CLASS_TO_ERROR_TYPE[record["classification"]],
                    record["reason"],
                    record["classification"],
                )
            else:
                assert (step.label, step.error_type, step.explanation, step.source_error_class) == (1, None, None, None)


def test_numbering_is_removed_so_judges_see_the_text_prmbench_judges_saw() -> None:
    first = raw_records()[0]
    assert first["modified_process"][0].startswith("1. ")
    process = next(p for p in load_prmbench(FIXTURE).processes if p.id == "prm_test_p1_0-circular")
    assert process.steps[0].text == first["modified_process"][0].removeprefix("1. ")
    assert not any(re.match(r"\d+\. ", s.text) for s in process.steps)


@pytest.mark.parametrize(
    "text, position, cleaned",
    [
        ("1. Let p be the price.", 1, "Let p be the price."),
        ("  3. Then $x=2$.\n", 3, "Then $x=2$."),
        ("Step 9. I like substitution.", 4, "I like substitution."),  # a "Step N." header goes whatever N is
        ("step 2: So $a=1$.", 2, "So $a=1$."),
        ("64.", 5, "64."),  # a step that is just a number stays
        ("2.5 + \\frac{10}{3}", 2, "2.5 + \\frac{10}{3}"),  # a decimal is not numbering
        ("7.8 minutes is 7 minutes and 0.8 minutes.", 3, "7.8 minutes is 7 minutes and 0.8 minutes."),
        ("3. Then", 2, "3. Then"),  # numbering that is not this step's own
    ],
)
def test_clean_step_text(text: str, position: int, cleaned: str) -> None:
    assert clean_step_text(text, position) == cleaned


def test_originals_repeated_across_class_files_are_written_once_and_retypeset_ones_kept_apart() -> None:
    records = [r for r in raw_records() if r["idx"] == "prm_test_p1_2"]
    assert len(records) == 8
    distinct = {
        json.dumps([r["original_question"], [expected_text(t, k) for k, t in enumerate(r["original_process"], 1)]])
        for r in records
    }
    originals = [p for p in load_prmbench(FIXTURE).processes if p.id.startswith("prm_test_p1_2-original-")]
    assert 1 < len(originals) == len(distinct) < len(records)
    assert len({p.problem.id for p in load_prmbench(FIXTURE).processes if p.id.startswith("prm_test_p1_2-")}) == 1


def test_error_steps_beyond_the_process_skip_the_modified_process_with_a_note() -> None:
    loaded = load_prmbench(FIXTURE)
    assert "prm_test_p1_28-missing_condition" not in {p.id for p in loaded.processes}
    assert any(p.id.startswith("prm_test_p1_28-original-") for p in loaded.processes)
    assert len(loaded.notes) == 1
    assert (
        "1 modified process(es) skipped" in loaded.notes[0]
        and "p1_records.jsonl:12 (error step 8 of 7)" in loaded.notes[0]
    )


def test_ids_do_not_depend_on_how_records_are_split_into_files(tmp_path: Path) -> None:
    records = raw_records()
    folder = tmp_path / "by_class"
    folder.mkdir()
    for name in CLASS_TO_ERROR_TYPE:
        write_records(folder / f"prm800k_test_p1_4o_{name}.jsonl", [r for r in records if r["classification"] == name])
    split = {p.id: p for p in load_prmbench(folder).processes}
    whole = {p.id: p for p in load_prmbench(FIXTURE).processes}
    assert split == whole


def test_conversion_is_byte_identical_when_repeated(tmp_path: Path) -> None:
    convert("prmbench", FIXTURE, tmp_path / "a")
    convert("prmbench", FIXTURE, tmp_path / "b")
    for name in ("processes.jsonl", "manifest.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_a_repeated_idx_and_class_is_disambiguated_or_skipped(tmp_path: Path) -> None:
    records = raw_records()[:2]
    changed = dict(records[0], reason="Another reason for the same planted error.")
    path = write_records(tmp_path / "repeats.jsonl", [records[0], records[1], records[0], changed])
    loaded = load_prmbench(path)
    ids = [p.id for p in loaded.processes]
    assert len(ids) == len(set(ids))
    renamed = [i for i in ids if i.startswith("prm_test_p1_0-circular-")]
    assert (
        ids.count("prm_test_p1_0-circular") == 1 and len(renamed) == 1 and re.fullmatch(r".*-[0-9a-f]{8}", renamed[0])
    )
    assert next(p for p in loaded.processes if p.id == renamed[0]).steps[2].explanation == changed["reason"]
    notes = " | ".join(loaded.notes)
    assert "1 exact repeat(s)" in notes and "repeats.jsonl:3 repeats repeats.jsonl:1" in notes
    assert f"repeats.jsonl:4 → {renamed[0]}" in notes
    assert [p.id for p in load_prmbench(path).processes] == ids  # deterministic


@pytest.mark.parametrize(
    "edit, field, message",
    [
        (lambda r: r.pop("reason"), "reason", "required field is missing"),
        (lambda r: r.__setitem__("classification", "sloppy"), "classification", "unknown PRMBench class 'sloppy'"),
        (lambda r: r.__setitem__("error_steps", [3, "4"]), "error_steps[1]", "expected a 1-based step number, got str"),
        (lambda r: r.__setitem__("error_steps", [0]), "error_steps[0]", "step numbers start at 1, got 0"),
        (lambda r: r.__setitem__("error_steps", []), "error_steps", "the list is empty"),
        (lambda r: r.__setitem__("modified_steps", "3"), "modified_steps", "expected a list, got str"),
        (lambda r: r.__setitem__("original_process", []), "original_process", "the list is empty"),
        (
            lambda r: r["modified_process"].__setitem__(2, None),
            "modified_process[2]",
            "expected a string, got NoneType",
        ),
        (lambda r: r.__setitem__("reason", "  "), "reason", "empty"),
        (lambda r: r.__setitem__("idx", True), "idx", "expected a string or an integer, got bool"),
    ],
)
def test_bad_records_name_file_line_and_field(tmp_path: Path, edit, field: str, message: str) -> None:
    records = raw_records()[:3]
    edit(records[1])
    path = write_records(tmp_path / "bad.jsonl", records)
    with pytest.raises(DataError) as info:
        load_prmbench(path)
    assert (info.value.file, info.value.line, info.value.field) == (str(path), 2, field)
    assert str(info.value).startswith(f"{path}:2: field '{field}': ") and message in str(info.value)


def test_bad_json_line_and_empty_folder(tmp_path: Path) -> None:
    lines = FIXTURE.read_text(encoding="utf-8").splitlines(keepends=True)
    broken = tmp_path / "broken.jsonl"
    broken.write_text(lines[0] + lines[1][:50] + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.jsonl:2: not valid JSON"):
        load_prmbench(broken)
    (tmp_path / "empty").mkdir()
    with pytest.raises(DataError, match="no .jsonl files"):
        load_prmbench(tmp_path / "empty")


def test_class_table_maps_every_class_to_a_taxonomy_type() -> None:
    assert set(CLASS_TO_ERROR_TYPE) == {
        "circular",
        "confidence",
        "counterfactual",
        "deception",
        "domain_inconsistency",
        "missing_condition",
        "redundency",
        "step_contradiction",
    }
    assert (
        set(CLASS_TO_ERROR_TYPE.values()) <= set(TAXONOMY) and ErrorType.UNSPECIFIED not in CLASS_TO_ERROR_TYPE.values()
    )
    docs = (REPO_ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    for name, error_type in CLASS_TO_ERROR_TYPE.items():
        assert re.search(rf"^\| `{name}`[^|\n]*\|[^|\n]*\| `{error_type.value}` \|$", docs, re.MULTILINE), (
            f"docs/formats.md lacks the row for {name}"
        )


def test_cli_convert_from_prmbench(tmp_path: Path) -> None:
    cli_main._register()
    result = CliRunner().invoke(
        cli_main.cli,
        ["data", "convert", "--from", "prmbench", str(FIXTURE), "--out", str(tmp_path / "out")],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    bench = load_benchmark(tmp_path / "out")
    assert f"{len(bench.processes)} processes" in result.output
    assert "note: 1 modified process(es) skipped" in result.output
    assert bench.manifest["built_by"]["source_format"] == "prmbench"


# ---------------------------------------------------------------- the bundled slice


@pytest.fixture(scope="module")
def slice_bench():
    return load_benchmark(PRMBENCH_SLICE_NAME)


def test_slice_is_selectable_by_name_and_listed(slice_bench) -> None:
    assert set(BUNDLED) == {SAMPLE_NAME, PRMBENCH_SLICE_NAME}
    assert resolve_bench(PRMBENCH_SLICE_NAME) == bundled_benchmarks()[PRMBENCH_SLICE_NAME] == slice_bench.root
    assert slice_bench.name == PRMBENCH_SLICE_NAME
    cli_main._register()
    listing = CliRunner().invoke(cli_main.cli, ["data", "info", "--list", "--json"], catch_exceptions=False)
    assert json.loads(listing.output)[PRMBENCH_SLICE_NAME]["processes"] == len(slice_bench.processes)
    info = CliRunner().invoke(cli_main.cli, ["data", "info", PRMBENCH_SLICE_NAME, "--json"], catch_exceptions=False)
    summary = json.loads(info.output)
    assert summary["processes"] == len(slice_bench.processes)
    assert set(summary["by_source_error_class"]) == set(CLASS_TO_ERROR_TYPE)
    assert sum(summary["by_source_error_class"].values()) == summary["incorrect_steps"]


def test_slice_shape(slice_bench) -> None:
    processes = list(slice_bench.processes.values())
    assert 100 <= len(processes) <= 150
    assert all(3 <= len(p.steps) <= 8 and all(s.text for s in p.steps) for p in processes)
    assert all(
        (p.problem.subject, p.problem.difficulty, p.problem.modality) == ("Math", "competition", "text")
        for p in processes
    )
    assert all(p.id.startswith("prm_test_p1_") for p in processes), "development files (p1) only"
    modified = [p for p in processes if "-original-" not in p.id]
    originals = [p for p in processes if "-original-" in p.id]
    assert all(all(s.label == 1 for s in p.steps) for p in originals)
    assert all(any(s.label == 0 for s in p.steps) for p in modified)
    classes = Counter(p.id.split("-", 1)[1] for p in modified)
    assert set(classes) == set(CLASS_TO_ERROR_TYPE) and min(classes.values()) >= 9
    problems_with_original = {p.problem.id for p in originals}
    assert all(p.problem.id in problems_with_original for p in modified)
    for process in modified:
        for step in process.steps:
            if step.label == 0:
                assert step.source_error_class == process.id.split("-", 1)[1] and step.explanation


def test_slice_ships_its_licence_and_attribution(slice_bench) -> None:
    files = slice_bench.manifest["files"]
    assert {"LICENSE.txt", "README.md"} <= set(files)
    licence = (slice_bench.root / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Apache License" in licence and "Version 2.0" in licence
    readme = (slice_bench.root / "README.md").read_text(encoding="utf-8")
    assert "PRMBench" in readme and "arXiv:2501.03124" in readme and "Apache License 2.0" in readme
    assert slice_bench.manifest["built_by"]["commit"] in readme


def _slice_script():
    spec = importlib.util.spec_from_file_location("build_prmbench_slice", SLICE_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]  # a file spec has a loader
    return module


def test_slice_script_is_deterministic_and_reads_a_work_tree(tmp_path: Path, slice_bench) -> None:
    script = _slice_script()
    tree = tmp_path / "PRMBench"
    data = tree / script.DATA_DIR
    data.mkdir(parents=True)
    records = raw_records()
    for name in CLASS_TO_ERROR_TYPE:
        write_records(
            data / script.SPLIT_FILES["p1"].format(name=name),
            [r for r in records if r["classification"] == name],
        )
    shutil.copyfile(slice_bench.root / "LICENSE.txt", tree / "LICENSE")
    script.main([str(tree), "--out", str(tmp_path / "one")])
    script.main([str(tree), "--out", str(tmp_path / "two")])
    one, two = load_benchmark(tmp_path / "one"), load_benchmark(tmp_path / "two")
    assert (tmp_path / "one" / "processes.jsonl").read_bytes() == (tmp_path / "two" / "processes.jsonl").read_bytes()
    # Every eligible fixture record is short enough: all eight classes of prm_test_p1_2 (and p1_0's three) are chosen,
    # each with its own original; the defective record is not.
    assert {p.id for p in one.processes.values() if "-original-" not in p.id} == {
        f"{r['idx']}-{r['classification']}"
        for r in records
        if max(r["error_steps"]) <= len(r["modified_process"])
        and 3 <= len(r["modified_process"]) <= 8
        and 3 <= len(r["original_process"]) <= 8
    }
    assert one.processes == two.processes
    assert (tmp_path / "one" / "LICENSE.txt").read_text(encoding="utf-8") == (tree / "LICENSE").read_text(
        encoding="utf-8"
    )


def test_source_error_class_is_written_only_when_set_and_only_on_incorrect_steps() -> None:
    from pydantic import ValidationError

    from confprobench.data.schema import Step

    plain = Step(index=1, text="So x = 2.", label=1)
    assert "source_error_class" not in plain.model_dump(mode="json")  # old files keep their bytes
    wrong = Step(index=2, text="So x = 3.", label=0, error_type="RE", source_error_class="circular")
    assert wrong.model_dump(mode="json")["source_error_class"] == "circular"
    assert Step.model_validate(wrong.model_dump(mode="json")) == wrong
    with pytest.raises(ValidationError, match="has source_error_class 'circular' but label 1"):
        Step(index=1, text="So x = 2.", label=1, source_error_class="circular")


# ---------------------------------------------------------------- the multi_solutions class (QwQ's correct solutions)


def qwq_record(idx: str, steps: list[str], *, question: str = "What is $2+3$?", **changes) -> dict:
    """A synthetic multi_solutions record shaped like PRMBench's: QwQ steps cut from an 8-space-indented response."""
    record = {
        "original_question": question,
        "modified_question": question,
        "original_process": ["We add the numbers.", "$2+3=5$.", "The answer is 5."],
        "modified_process": [f"Step {k}. {text}\n\n        " for k, text in enumerate(steps, start=1)],
        "modified_steps": [],
        "error_steps": [],
        "reason": "",
        "ground_truth": "5",
        "idx": idx,
        "question": question,
        "classification": MULTI_SOLUTIONS,
        "original_response": "        (the whole response)",
    }
    record.update(changes)
    return record


QWQ_STEPS_RAW = [
    "I need to add 2 and 3.",
    "Let me list what I know:\n\n        - the first number is 2\n\n        - the second number is 3\n\n            - both are positive",
    "So the sum is 5.\n\n        \\[\n\n        2 + 3 = 5\n\n        \\]",
]


def test_a_multi_solutions_record_is_a_second_fully_correct_solution(tmp_path: Path) -> None:
    path = write_records(tmp_path / "prm_test_p12_multi_solutions.jsonl", [qwq_record("prm_test_p1_7", QWQ_STEPS_RAW)])
    loaded = load_prmbench(path)
    assert loaded.notes == ()
    original, qwq = sorted(loaded.processes, key=lambda p: "-original-" not in p.id)
    assert original.id.startswith("prm_test_p1_7-original-") and original.source == "gpt-4 (PRM800K)"
    assert qwq.id == "prm_test_p1_7-multi_solutions" and qwq.source == MULTI_SOLUTIONS_SOURCE
    assert qwq.problem.id == original.problem.id == "prmbench-prm_test_p1_7"
    assert (qwq.problem.question, qwq.problem.reference_answer, qwq.problem.difficulty) == (
        "What is $2+3$?",
        "5",
        "competition",
    )
    assert [(s.label, s.error_type, s.explanation, s.source_error_class) for s in qwq.steps] == [
        (1, None, None, None)
    ] * 3
    # "Step N." and the trailing white space go; the 8 spaces every later line carries go; the lists and the
    # nested item's own extra indentation stay.
    assert [s.text for s in qwq.steps] == [
        "I need to add 2 and 3.",
        "Let me list what I know:\n\n- the first number is 2\n\n- the second number is 3\n\n    - both are positive",
        "So the sum is 5.\n\n\\[\n\n2 + 3 = 5\n\n\\]",
    ]


def test_multi_solutions_convert_beside_the_class_files_and_two_solutions_of_one_question_stay_apart(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copyfile(FIXTURE, folder / "prm800k_test_p1_4o_mixed.jsonl")
    other = ["I add 3 to 2.", "That gives 5.", "So the answer is 5."]
    write_records(
        folder / "prm_test_p12_multi_solutions.jsonl",
        [qwq_record("prm_test_p1_0", QWQ_STEPS_RAW), qwq_record("prm_test_p1_0", other)],
    )
    bench = convert("prmbench", folder, tmp_path / "out")
    qwq = sorted((p for p in bench.processes.values() if p.source == MULTI_SOLUTIONS_SOURCE), key=lambda p: p.id)
    assert [p.id for p in qwq][0] == "prm_test_p1_0-multi_solutions"
    assert re.fullmatch(r"prm_test_p1_0-multi_solutions-[0-9a-f]{8}", qwq[1].id)
    assert [s.text for s in qwq[1].steps] == other
    assert {p.problem.id for p in qwq} == {bench.processes["prm_test_p1_0-circular"].problem.id}
    assert any("prm_test_p12_multi_solutions.jsonl:2 → " in note for note in bench.manifest["built_by"]["notes"])
    assert len(bench.processes) == len(load_prmbench(FIXTURE).processes) + 3  # two QwQ solutions, one new original


@pytest.mark.parametrize(
    "changes, field, message",
    [
        ({"error_steps": [2]}, "error_steps", "must be empty in the multi_solutions class"),
        ({"error_steps": ["2"]}, "error_steps[0]", "expected a 1-based step number"),
        ({"modified_process": []}, "modified_process", "the list is empty"),
        ({"ground_truth": ["5"]}, "ground_truth", "expected"),
    ],
)
def test_bad_multi_solutions_records_name_file_line_and_field(
    tmp_path: Path, changes: dict, field: str, message: str
) -> None:
    records = [qwq_record("prm_test_p1_1", QWQ_STEPS_RAW), qwq_record("prm_test_p1_2", QWQ_STEPS_RAW, **changes)]
    path = write_records(tmp_path / "multi.jsonl", records)
    with pytest.raises(DataError) as info:
        load_prmbench(path)
    assert (info.value.file, info.value.line, info.value.field) == (str(path), 2, field)
    assert message in str(info.value)


def test_the_error_classes_still_need_a_reason_and_error_steps(tmp_path: Path) -> None:
    record = dict(raw_records()[0], error_steps=[], reason="")
    with pytest.raises(DataError, match="field 'reason': empty"):
        load_prmbench(write_records(tmp_path / "a.jsonl", [record]))
    with pytest.raises(DataError, match="field 'error_steps': the list is empty"):
        load_prmbench(write_records(tmp_path / "b.jsonl", [dict(record, reason="Why.")]))


def _qwq_tree(tmp_path: Path, records: list[dict], verdicts: list[str], script, slice_bench) -> Path:
    """A PRMBench work tree holding the multi-solution file, its annotations (one verdict per record) and the licence."""
    tree = tmp_path / "PRMBench"
    (tree / script.DATA_DIR).mkdir(parents=True)
    write_records(tree / script.DATA_DIR / script.SPLIT_FILES["qwq"], records)
    (tree / script.QWQ_ANNOTATIONS).parent.mkdir(parents=True)
    write_records(
        tree / script.QWQ_ANNOTATIONS,
        [
            {"custom": r, "evaluation": {"conversation_evaluation": {"correct": v, "same": "false"}}}
            for r, v in zip(records, verdicts, strict=True)
        ],
    )
    shutil.copyfile(slice_bench.root / "LICENSE.txt", tree / "LICENSE")
    return tree


def test_qwq_split_takes_judged_correct_short_solutions_in_hash_order_one_per_problem(
    tmp_path: Path, slice_bench
) -> None:
    script = _slice_script()
    short = ["I add.", "It is 5.", "Done."]
    records = [qwq_record(f"prm_test_p1_{n}", [*short, f"Check {n}."]) for n in range(8)]
    records += [
        qwq_record("prm_test_p1_20", short[:2]),  # two steps: too short
        qwq_record("prm_test_p1_21", [*short[:2], "x" * 1501]),  # one step over 1,500 characters
        qwq_record("prm_test_p1_22", short),  # judged wrong by the annotators
        qwq_record("prm_test_p1_23", [*short, ""]),  # an empty step
        qwq_record("prm_test_p1_0", [*short, "Another check."]),  # a second solution of prm_test_p1_0
    ]
    verdicts = ["true"] * len(records)
    verdicts[10] = "false"
    tree = _qwq_tree(tmp_path, records, verdicts, script, slice_bench)
    build = ["--split", "qwq", "--name", "qwq-a"]
    script.main([str(tree), *build, "--count", "3", "--out", str(tmp_path / "one")])
    script.main([str(tree), *build, "--count", "3", "--out", str(tmp_path / "two")])
    for name in ("processes.jsonl", "manifest.json", "README.md", "LICENSE.txt"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
    one = load_benchmark(tmp_path / "one")

    def hash_order(idxs: set[str]) -> list[str]:
        return sorted(idxs, key=lambda i: hashlib.sha256(f"{i}|qwq".encode()).hexdigest())

    eligible = hash_order({f"prm_test_p1_{n}" for n in range(8)})
    assert {p.problem.id for p in one.processes.values()} == {f"prmbench-{i}" for i in eligible[:3]}
    assert all(p.source == MULTI_SOLUTIONS_SOURCE and "-original-" not in p.id for p in one.processes.values())
    built_by = one.manifest["built_by"]
    assert (built_by["split"], built_by["count"], built_by["steps"], built_by["max_step_chars"]) == (
        "qwq",
        3,
        [3, 12],
        1500,
    )
    assert (
        built_by["annotations"]["records"] == len(records)
        and built_by["annotations"]["judged_correct"] == len(records) - 1
    )
    assert "QwQ-32B-Preview" in (tmp_path / "one" / "README.md").read_text(encoding="utf-8")
    # --exclude takes several benchmarks: the next five eligible problems, never one already used
    script.main(
        [str(tree), *build, "--count", "5", "--exclude", str(tmp_path / "one"), "--out", str(tmp_path / "rest")]
    )
    rest = load_benchmark(tmp_path / "rest")
    assert {p.problem.id for p in rest.processes.values()} == {f"prmbench-{i}" for i in eligible[3:]}
    with pytest.raises(SystemExit, match="only 0 eligible QwQ solutions"):
        script.main(
            [
                str(tree),
                *build,
                "--count",
                "1",
                "--exclude",
                str(tmp_path / "one"),
                str(tmp_path / "rest"),
                "--out",
                str(tmp_path / "none"),
            ]
        )
    assert not (tmp_path / "none").exists()


def test_qwq_split_refuses_a_solution_without_exactly_one_annotation_and_count_elsewhere(
    tmp_path: Path, slice_bench
) -> None:
    script = _slice_script()
    records = [qwq_record(f"prm_test_p1_{n}", ["a", "b", "c"]) for n in range(2)]
    tree = _qwq_tree(tmp_path, records, ["true", "true"], script, slice_bench)
    annotations = tree / script.QWQ_ANNOTATIONS
    annotations.write_text(annotations.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"prm_test_p12_multi_solutions\.jsonl:2: 0 annotations match"):
        script.main([str(tree), "--split", "qwq", "--count", "1", "--out", str(tmp_path / "out")])
    with pytest.raises(SystemExit, match="--count is required with --split qwq"):
        script.main([str(tree), "--split", "p1", "--count", "1", "--out", str(tmp_path / "out")])
    assert not (tmp_path / "out").exists()


# ---------------------------------------------------------------- the held-out QwQ sets in bench/data

#: The first three QwQ sets avoid every question an earlier PRMBench set used; prmbench-qwq-test20 and -test21 (built
#: once those were read) avoid only the QwQ sets' questions: their QwQ text is new, but some of their questions were
#: solved in earlier sets by other models.
QWQ_FRESH_SETS = ("prmbench-qwq-test17", "prmbench-qwq-test18", "prmbench-qwq-test19")
QWQ_LATER_SETS = ("prmbench-qwq-test20", "prmbench-qwq-test21", "prmbench-qwq-test22")
#: processes per QwQ set: 14, and the last 10 solutions on questions no QwQ set had used
QWQ_COUNTS = {name: 10 if name == "prmbench-qwq-test22" else 14 for name in QWQ_FRESH_SETS + QWQ_LATER_SETS}
QWQ_SETS = (*QWQ_FRESH_SETS, *QWQ_LATER_SETS)


@pytest.mark.parametrize("name", QWQ_SETS)
def test_qwq_test_set_loads_with_its_hashes_and_shape(name: str) -> None:
    root = REPO_ROOT / "bench" / "data" / name
    bench = load_benchmark(root)  # verifies every file's SHA-256 and the fingerprint
    files = bench.manifest["files"]
    assert set(files) == {"LICENSE.txt", "README.md", "processes.jsonl", "variants.jsonl"}
    for relative, digest in files.items():
        assert hashlib.sha256((root / relative).read_bytes()).hexdigest() == digest, relative
    count = QWQ_COUNTS[name]
    assert bench.name == name and bench.manifest["counts"] == {"processes": count, "variants": 0, "images": 0}
    built_by = bench.manifest["built_by"]
    assert (built_by["split"], built_by["count"], built_by["annotations"]["judged_correct"]) == ("qwq", count, 165)
    processes = list(bench.processes.values())
    assert len({p.problem.id for p in processes}) == count
    for process in processes:
        # a question's second QwQ solution carries a hash after the class, like every repeated id of the loader
        assert re.search(r"-multi_solutions(-[0-9a-f]{8})?$", process.id) and process.source == MULTI_SOLUTIONS_SOURCE
        assert 3 <= len(process.steps) <= 12
        assert all(s.label == 1 and s.error_type is None and 0 < len(s.text) <= 1500 for s in process.steps)
        assert not any(re.match(r"(?i)step\s*\d", s.text) or s.text != s.text.strip() for s in process.steps)
        assert (process.problem.subject, process.problem.difficulty, process.problem.modality) == (
            "Math",
            "competition",
            "text",
        )
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "arXiv:2501.03124" in readme and "Apache License 2.0" in readme and built_by["commit"] in readme
    assert "Apache License" in (root / "LICENSE.txt").read_text(encoding="utf-8")


def test_qwq_test_sets_share_no_question_with_each_other_or_any_earlier_prmbench_set() -> None:
    problems = {
        name: {p.problem.id for p in load_benchmark(REPO_ROOT / "bench" / "data" / name).processes.values()}
        for name in QWQ_FRESH_SETS
    }
    assert sum(map(len, problems.values())) == len(set().union(*problems.values())) == 42
    earlier = [load_benchmark(PRMBENCH_SLICE_NAME)] + [
        load_benchmark(path)
        for path in sorted((REPO_ROOT / "bench" / "data").glob("prmbench-*"))
        if path.name not in QWQ_SETS
    ]
    used = {p.problem.id for bench in earlier for p in bench.processes.values()}
    assert len(earlier) >= 16 and not used & set().union(*problems.values())


def test_the_later_qwq_sets_share_no_question_with_any_other_qwq_set() -> None:
    problems = {
        name: {p.problem.id for p in load_benchmark(REPO_ROOT / "bench" / "data" / name).processes.values()}
        for name in QWQ_SETS
    }
    assert sum(map(len, problems.values())) == len(set().union(*problems.values())) == sum(QWQ_COUNTS.values())
    for index, name in enumerate(QWQ_LATER_SETS):
        built_by = load_benchmark(REPO_ROOT / "bench" / "data" / name).manifest["built_by"]
        assert built_by["excluded_benchmarks"] == sorted((*QWQ_FRESH_SETS, *QWQ_LATER_SETS[:index]))
