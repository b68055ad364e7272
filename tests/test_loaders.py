"""Loaders for ProJudgeBench, VisualProcessBench, ProcessBench and native benchmarks; `confprobench data`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pytest
from click.testing import CliRunner
from PIL import Image

from confprobench.cli import main as cli_main
from confprobench.data.benchmark import load_benchmark, sha256_file, write_benchmark
from confprobench.data.errors import DataError
from confprobench.data.loaders import (
    CONVERTERS,
    convert,
    load_processbench,
    load_projudgebench,
    load_visualprocessbench,
)
from confprobench.data.schema import ErrorType, Variant
from confprobench.data.summary import summarize_benchmark
from fixtures.source_formats import (
    PROJUDGEBENCH_SCHEMA,
    build_processbench,
    build_projudgebench,
    build_visualprocessbench,
    draw_triangle,
    processbench_records,
    projudgebench_rows,
    visualprocessbench_records,
    write_jsonl,
    write_projudgebench_parquet,
)
from test_images import png_header_only


def labels(process) -> list:
    return [(s.label, s.error_type.value if s.error_type else None) for s in process.steps]


# ---------------------------------------------------------------- ProJudgeBench


def test_projudgebench_converts_and_round_trips(tmp_path: Path) -> None:
    parquet = build_projudgebench(tmp_path / "pjb")
    bench = convert("projudgebench", parquet, tmp_path / "out")
    assert load_benchmark(tmp_path / "out").processes == bench.processes
    assert list(bench.processes) == ["math_0001_gpt4o", "phys_0007_qwen", "chem_0003_gemini", "bio_0011_internvl"]

    math = bench.processes["math_0001_gpt4o"]
    assert labels(math) == [(1, None), (1, None), (0, "NC")]
    assert math.steps[2].explanation == "The square root of 25 is 5, not 25/2."
    assert math.steps[0].explanation is None
    assert (math.problem.subject, math.problem.modality, math.problem.difficulty) == ("Math", "single-image", None)

    physics = bench.processes["phys_0007_qwen"]
    assert physics.problem.modality == "multi-image"
    assert labels(physics)[0] == (0, "VI")
    # image_1 is the circuit, image_2 the bar chart: order follows the keys, bytes are copied unchanged
    circuit, bars = physics.problem.images
    assert (
        circuit.sha256
        == sha256_file(tmp_path / "pjb/images/physics/circuit.png")
        == sha256_file(bench.root / circuit.path)
    )
    assert bars.sha256 == sha256_file(tmp_path / "pjb/images/physics/bars.png")
    assert all(image.path.startswith("images/") for image in physics.problem.images)

    chemistry = bench.processes["chem_0003_gemini"]
    assert chemistry.problem.modality == "text" and chemistry.problem.images == ()
    assert labels(chemistry) == [(1, None), (0, "KE"), (0, "RE")]

    biology = bench.processes["bio_0011_internvl"]  # image_1 empty, image_2 set: one image, tag renumbered
    assert biology.problem.modality == "single-image"
    assert biology.problem.question == "Name the organelle marked in orange in <image_1>."

    built_by = bench.manifest["built_by"]
    assert built_by["source_format"] == "projudgebench"
    assert built_by["source_files"] == {"test.parquet": sha256_file(parquet)}
    assert bench.manifest["counts"] == {"processes": 4, "variants": 0, "images": 4}


def test_projudgebench_conversion_is_byte_identical_when_repeated(tmp_path: Path) -> None:
    parquet = build_projudgebench(tmp_path / "pjb")
    convert("projudgebench", parquet, tmp_path / "a")
    convert("projudgebench", parquet, tmp_path / "b")
    for name in ("processes.jsonl", "manifest.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_projudgebench_accepts_map_and_json_image_paths(tmp_path: Path) -> None:
    root = tmp_path / "pjb"
    build_projudgebench(root)
    rows = projudgebench_rows()
    as_map = [dict(row, image_paths=[(k, v) for k, v in row["image_paths"].items()]) for row in rows]
    map_schema = PROJUDGEBENCH_SCHEMA.set(4, pa.field("image_paths", pa.map_(pa.string(), pa.string())))
    via_map = load_projudgebench(write_projudgebench_parquet(root / "map.parquet", as_map, map_schema))
    as_json = [dict(row, image_paths=json.dumps(row["image_paths"])) for row in rows]
    json_schema = PROJUDGEBENCH_SCHEMA.set(4, pa.field("image_paths", pa.string()))
    via_json = load_projudgebench(write_projudgebench_parquet(root / "json.parquet", as_json, json_schema))
    reference = load_projudgebench(root / "test.parquet")
    assert via_map.processes == reference.processes == via_json.processes


def test_projudgebench_reports_data_type_disagreement(tmp_path: Path) -> None:
    root = tmp_path / "pjb"
    build_projudgebench(root)
    rows = projudgebench_rows()
    rows[2]["data_type"] = "single_image"  # the chemistry case has no image
    loaded = load_projudgebench(write_projudgebench_parquet(root / "test.parquet", rows))
    assert loaded.processes[2].problem.modality == "text"
    assert len(loaded.notes) == 1 and "chem_0003_gemini" in loaded.notes[0]


def _bad_pjb(tmp_path: Path, edit) -> Path:
    root = tmp_path / "pjb"
    build_projudgebench(root)
    rows = projudgebench_rows()
    edit(rows, root)
    return write_projudgebench_parquet(root / "test.parquet", rows)


def test_pjb_bad_correctness_names_row_id_and_field(tmp_path: Path) -> None:
    def edit(rows, root):
        rows[2]["process_evaluation"][1][1] = "x"

    parquet = _bad_pjb(tmp_path, edit)
    with pytest.raises(DataError) as info:
        convert("projudgebench", parquet, tmp_path / "out")
    assert str(info.value) == (
        f"{parquet} [row 2, id 'chem_0003_gemini']: field 'process_evaluation[1][1]': "
        "correctness must be '1' or '0', got 'x'"
    )
    assert not (tmp_path / "out").exists()  # nothing written when a record is bad


@pytest.mark.parametrize(
    "error_type, message",
    [
        ("Spelling Error", "unknown error type 'Spelling Error'"),
        ("", "an incorrect step needs an error type"),
    ],
)
def test_pjb_bad_error_type(tmp_path: Path, error_type: str, message: str) -> None:
    def edit(rows, root):
        rows[0]["process_evaluation"][2][2] = error_type

    parquet = _bad_pjb(tmp_path, edit)
    with pytest.raises(DataError, match=message) as info:
        load_projudgebench(parquet)
    assert (info.value.line, info.value.field) == ("row 0, id 'math_0001_gpt4o'", "process_evaluation[2][2]")


def test_pjb_correct_step_with_error_type(tmp_path: Path) -> None:
    def edit(rows, root):
        rows[3]["process_evaluation"][0][2] = "Reasoning Error"

    with pytest.raises(DataError, match="a correct step must have an empty error type") as info:
        load_projudgebench(_bad_pjb(tmp_path, edit))
    assert info.value.field == "process_evaluation[0][2]"


def test_pjb_every_full_error_name_maps(tmp_path: Path) -> None:
    names = [
        "Numerical Calculation Error",
        "Symbolic Calculation Error",
        "Visual Interpretation Error",
        "Reasoning Error",
        "Knowledge Error",
        "Question Understanding Error",
        "No solution provided",
    ]

    def edit(rows, root):
        rows[2]["process_evaluation"] = [[f"step {i}", "0", name, "why"] for i, name in enumerate(names)]

    loaded = load_projudgebench(_bad_pjb(tmp_path, edit))
    assert [s.error_type for s in loaded.processes[2].steps] == [
        ErrorType.NC,
        ErrorType.SC,
        ErrorType.VI,
        ErrorType.RE,
        ErrorType.KE,
        ErrorType.QU,
        ErrorType.NS,
    ]


def test_pjb_missing_column(tmp_path: Path) -> None:
    root = tmp_path / "pjb"
    build_projudgebench(root)
    table = pa.Table.from_pylist(projudgebench_rows(), schema=PROJUDGEBENCH_SCHEMA).drop_columns(["process_evaluation"])
    import pyarrow.parquet as pq

    pq.write_table(table, root / "test.parquet")
    with pytest.raises(DataError, match="required column is missing") as info:
        load_projudgebench(root / "test.parquet")
    assert info.value.field == "process_evaluation" and info.value.file == str(root / "test.parquet")


def test_pjb_not_a_parquet(tmp_path: Path) -> None:
    (tmp_path / "test.parquet").write_text("id,question\n", encoding="utf-8")
    with pytest.raises(DataError, match="not a readable parquet file"):
        load_projudgebench(tmp_path / "test.parquet")


def test_pjb_duplicate_id(tmp_path: Path) -> None:
    def edit(rows, root):
        rows[1]["id"] = rows[0]["id"]

    with pytest.raises(DataError, match="duplicate id 'math_0001_gpt4o'") as info:
        load_projudgebench(_bad_pjb(tmp_path, edit))
    assert info.value.line == "row 1, id 'math_0001_gpt4o'"


def _image_error(tmp_path: Path, image_path: str, setup=None, **options) -> DataError:
    def edit(rows, root):
        if setup:
            setup(root)
        rows[1]["image_paths"]["image_2"] = image_path

    parquet = _bad_pjb(tmp_path, edit)
    with pytest.raises(DataError) as info:
        convert("projudgebench", parquet, tmp_path / "out", **options)
    error = info.value
    assert error.file == str(parquet)
    assert error.line == "row 1, id 'phys_0007_qwen'"
    assert error.field == "image_paths.image_2"
    assert f"image {image_path!r}" in str(error)
    assert not (tmp_path / "out").exists()
    return error


def test_image_path_escaping_root(tmp_path: Path) -> None:
    error = _image_error(tmp_path, "../outside.png", setup=lambda root: draw_triangle(root.parent / "outside.png"))
    assert "leaves the dataset root" in error.message


def test_image_absolute_path(tmp_path: Path) -> None:
    target = tmp_path / "pjb" / "images" / "math" / "triangle.png"
    assert "absolute paths are refused" in _image_error(tmp_path, str(target)).message


def test_image_symlink_escape(tmp_path: Path) -> None:
    def setup(root):
        draw_triangle(root.parent / "secret.png")
        (root / "images" / "link.png").symlink_to(root.parent / "secret.png")

    assert "leaves the dataset root" in _image_error(tmp_path, "images/link.png", setup=setup).message


def test_image_missing(tmp_path: Path) -> None:
    assert "file not found" in _image_error(tmp_path, "images/physics/gone.png").message


def test_image_undecodable(tmp_path: Path) -> None:
    def setup(root):
        (root / "images" / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n garbage")

    assert "decod" in _image_error(tmp_path, "images/broken.png", setup=setup).message


def test_image_over_pixel_limit(tmp_path: Path) -> None:
    def setup(root):  # the fixture's other images are 160x120 = 19,200 pixels
        Image.new("RGB", (400, 300), "white").save(root / "images" / "large.png")

    error = _image_error(tmp_path, "images/large.png", setup=setup, max_pixels=100_000)
    assert "400x300 = 120,000 pixels exceeds the limit of 100,000" in error.message


def test_image_decompression_bomb(tmp_path: Path) -> None:
    def setup(root):
        (root / "images" / "bomb.png").write_bytes(png_header_only(30_000, 30_000))

    assert "decompression bomb" in _image_error(tmp_path, "images/bomb.png", setup=setup).message


def test_image_root_option(tmp_path: Path) -> None:
    root = tmp_path / "pjb"
    build_projudgebench(root)
    moved = tmp_path / "parquet-only"
    moved.mkdir()
    (root / "test.parquet").rename(moved / "test.parquet")
    bench = convert("projudgebench", moved / "test.parquet", tmp_path / "out", image_root=root)
    assert bench.manifest["built_by"]["options"] == {"image_root": "../pjb"}
    assert len(bench.processes) == 4


# ---------------------------------------------------------------- VisualProcessBench


def test_visualprocessbench_converts_and_round_trips(tmp_path: Path) -> None:
    jsonl = build_visualprocessbench(tmp_path / "vpb")
    bench = convert("visualprocessbench", jsonl, tmp_path / "out")
    assert load_benchmark(tmp_path / "out").processes == bench.processes
    first, second, third = bench.processes.values()
    assert first.id == "vpb-mathverse-12"
    assert labels(first) == [(1, None), (None, None), (0, "UNSPECIFIED"), (0, "UNSPECIFIED")]  # 1 / 0 / -1
    assert first.problem.subject == "Math" and first.problem.reference_answer == "5"
    assert first.problem.question == "<image_1>\nWhat is the length of AB?"
    assert first.source == "InternVL2.5-8B"
    assert second.id == "test-2"  # no id: the line number
    assert (second.problem.subject, second.problem.modality) == ("Other", "multi-image")
    assert third.problem.subject == "Math"
    # the triangle is shared by two records: stored once
    assert first.problem.images[0] == third.problem.images[0]
    assert bench.manifest["counts"]["images"] == 3
    summary = summarize_benchmark(bench)
    assert (summary["labeled_steps"], summary["unlabeled_steps"], summary["incorrect_steps"]) == (7, 1, 2)


@pytest.mark.parametrize(
    "edit, line, field, message",
    [
        (
            lambda r: r[0]["response"]["process_correctness"].__setitem__(1, 2),
            1,
            "response.process_correctness[1]",
            "must be 1, 0 or -1, got 2",
        ),
        (
            lambda r: r[1]["response"]["process_correctness"].pop(),
            2,
            "response.process_correctness",
            "1 labels for 2 steps",
        ),
        (lambda r: r[2].pop("question"), 3, "question", "required field is missing"),
        (lambda r: r[2].__setitem__("image", [7]), 3, "image[0]", "expected a string, got int"),
    ],
)
def test_visualprocessbench_bad_records(tmp_path: Path, edit, line, field, message) -> None:
    jsonl = build_visualprocessbench(tmp_path / "vpb")
    records = visualprocessbench_records()
    edit(records)
    write_jsonl(jsonl, records)
    with pytest.raises(DataError) as info:
        load_visualprocessbench(jsonl)
    assert (info.value.file, info.value.line, info.value.field) == (str(jsonl), line, field)
    assert str(info.value).startswith(f"{jsonl}:{line}: field '{field}': ") and message in str(info.value)


def test_visualprocessbench_broken_json_line(tmp_path: Path) -> None:
    jsonl = build_visualprocessbench(tmp_path / "vpb")
    lines = jsonl.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = lines[1][: len(lines[1]) // 2] + "\n"
    jsonl.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(DataError, match=r"test\.jsonl:2: not valid JSON"):
        convert("visualprocessbench", jsonl, tmp_path / "out")


def test_visualprocessbench_response_as_json_string(tmp_path: Path) -> None:
    jsonl = build_visualprocessbench(tmp_path / "vpb")
    records = visualprocessbench_records()
    for record in records:
        record["response"] = json.dumps(record["response"])
    write_jsonl(tmp_path / "vpb" / "strings.jsonl", records)
    assert [labels(p) for p in load_visualprocessbench(tmp_path / "vpb" / "strings.jsonl").processes] == [
        labels(p) for p in load_visualprocessbench(jsonl).processes
    ]


# ---------------------------------------------------------------- ProcessBench


def test_processbench_converts_and_round_trips(tmp_path: Path) -> None:
    jsonl = build_processbench(tmp_path / "pb")
    bench = convert("processbench", jsonl, tmp_path / "out")
    assert load_benchmark(tmp_path / "out").processes == bench.processes
    first_error_at_1, all_correct, first_error_at_0 = bench.processes.values()
    assert labels(first_error_at_1) == [(1, None), (0, "UNSPECIFIED"), (None, None)]
    assert labels(all_correct) == [(1, None), (1, None)]
    assert labels(first_error_at_0) == [(0, "UNSPECIFIED"), (None, None)]
    for process in bench.processes.values():
        assert (process.problem.subject, process.problem.modality, process.problem.images) == ("Math", "text", ())
    assert first_error_at_1.source == "Qwen2-7B-Instruct"
    assert bench.manifest["counts"]["images"] == 0


def test_processbench_same_problem_shares_problem_id(tmp_path: Path) -> None:
    records = processbench_records()
    records.append(dict(records[1], id="gsm8k-9", generator="another-model"))
    loaded = load_processbench(write_jsonl(tmp_path / "pb.jsonl", records))
    by_id = {p.id: p for p in loaded.processes}
    assert by_id["gsm8k-9"].problem.id == by_id["gsm8k-1"].problem.id != by_id["gsm8k-0"].problem.id


def test_processbench_json_array_file(tmp_path: Path) -> None:
    path = tmp_path / "math.json"
    path.write_text(json.dumps(processbench_records(), indent=1), encoding="utf-8")
    assert [p.id for p in load_processbench(path).processes] == ["gsm8k-0", "gsm8k-1", "gsm8k-2"]
    records = processbench_records()
    records[1]["label"] = "one"
    path.write_text(json.dumps(records), encoding="utf-8")
    with pytest.raises(DataError, match=r"math\.json \[record 1\]: field 'label': expected an integer, got str"):
        load_processbench(path)


@pytest.mark.parametrize(
    "edit, line, field, message",
    [
        (lambda r: r[0].__setitem__("label", 3), 1, "label", "must be -1 or a step index in 0..2, got 3"),
        (lambda r: r[1].__setitem__("label", True), 2, "label", "expected an integer, got bool"),
        (lambda r: r[2].pop("steps"), 3, "steps", "required field is missing"),
        (lambda r: r[2].__setitem__("steps", []), 3, "steps", "the list is empty"),
        (lambda r: r[1].__setitem__("id", "gsm8k-0"), 2, "id", "duplicate id 'gsm8k-0'"),
    ],
)
def test_processbench_bad_records(tmp_path: Path, edit, line, field, message) -> None:
    records = processbench_records()
    edit(records)
    path = write_jsonl(tmp_path / "gsm8k.jsonl", records)
    with pytest.raises(DataError) as info:
        load_processbench(path)
    assert (info.value.line, info.value.field) == (line, field)
    assert str(info.value).startswith(f"{path}:{line}: field '{field}': ") and message in str(info.value)


# ---------------------------------------------------------------- native and the registry


def test_native_copy_keeps_processes_variants_and_images(tmp_path: Path) -> None:
    source = convert("visualprocessbench", build_visualprocessbench(tmp_path / "vpb"), tmp_path / "first")
    process = source.processes["vpb-dynamath-3"]
    variant = Variant(
        id="v1",
        process_id=process.id,
        family="synonym",
        target_step=2,
        text="The area equals 6.",
        operation="lexicon",
        seed=0,
    )
    write_benchmark(tmp_path / "first", source.processes.values(), [variant], name="with-variant")
    copy = convert("native", tmp_path / "first", tmp_path / "copy")
    assert copy.processes == source.processes and list(copy.variants) == ["v1"]
    assert (tmp_path / "copy" / "processes.jsonl").read_bytes() == (tmp_path / "first" / "processes.jsonl").read_bytes()
    assert copy.manifest["built_by"]["source_format"] == "native"


def test_registry_and_refusals(tmp_path: Path) -> None:
    assert set(CONVERTERS) == {
        "projudgebench",
        "visualprocessbench",
        "processbench",
        "prmbench",
        "mrben",
        "mr-gsm8k",
        "native",
    }
    jsonl = build_processbench(tmp_path / "pb")
    with pytest.raises(ValueError, match="unknown source format 'prm800k'"):
        convert("prm800k", jsonl, tmp_path / "out")
    with pytest.raises(ValueError, match="max_pixels do not apply to processbench"):
        convert("processbench", jsonl, tmp_path / "out", max_pixels=10)
    convert("processbench", jsonl, tmp_path / "out")
    with pytest.raises(DataError, match="already holds a benchmark"):
        convert("processbench", jsonl, tmp_path / "out")
    assert len(convert("processbench", jsonl, tmp_path / "out", force=True).processes) == 3
    with pytest.raises(DataError, match="must be a directory"):
        convert("processbench", jsonl, jsonl)


# ---------------------------------------------------------------- CLI


def _cli(*args: str):
    cli_main._register()
    return CliRunner().invoke(cli_main.cli, list(args), catch_exceptions=False)


def test_cli_convert_and_info(tmp_path: Path) -> None:
    parquet = build_projudgebench(tmp_path / "pjb")
    out = tmp_path / "bench"
    result = _cli("data", "convert", "--from", "projudgebench", str(parquet), "--out", str(out), "--name", "pjb-mini")
    assert result.exit_code == 0, result.output
    assert "4 processes, 4 images" in result.output
    assert load_benchmark(out).name == "pjb-mini"
    info = _cli("data", "info", str(out), "--json")
    summary = json.loads(info.output)
    assert summary["by_subject"] == {"Biology": 1, "Chemistry": 1, "Math": 1, "Physics": 1}
    assert summary["by_modality"] == {"multi-image": 1, "single-image": 2, "text": 1}
    assert summary["by_error_type"] == {"NC": 1, "VI": 1, "RE": 1, "KE": 1}
    assert summary["incorrect_pct"] == round(100 * 4 / 11, 2)
    table = _cli("data", "info", str(out)).output
    assert "KE (Knowledge Error)" in table and "incorrect 4" in table


def test_cli_bad_input_exits_2_with_message(tmp_path: Path) -> None:
    records = processbench_records()
    records[0]["label"] = 9
    path = write_jsonl(tmp_path / "gsm8k.jsonl", records)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "confprobench",
            "data",
            "convert",
            "--from",
            "processbench",
            str(path),
            "--out",
            str(tmp_path / "out"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert f"error: {path}:1: field 'label': must be -1 or a step index in 0..2, got 9" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists()


def test_cli_option_that_does_not_apply_is_a_usage_error(tmp_path: Path) -> None:
    jsonl = build_processbench(tmp_path / "pb")
    result = _cli(
        "data", "convert", "--from", "processbench", str(jsonl), "--out", str(tmp_path / "o"), "--max-pixels", "5"
    )
    assert result.exit_code == 2 and "do not apply to processbench" in result.output
