"""The bundled confprobench-mini sample: structural rules over the whole sample, and its build script.

The content rules (issue 2) are checked on the shipped directory as loaded by ``load_benchmark``;
the build script is checked for reproducibility (a rebuild into a temp dir is byte-identical) and
for rejecting malformed content with a message naming the process.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import matplotlib
import PIL
import pytest
from PIL import Image

from confprobench.data import load_benchmark, sample_path
from confprobench.data.schema import TAXONOMY, ErrorType

REPO_ROOT = Path(__file__).resolve().parents[1]
BUILD_SCRIPT = REPO_ROOT / "scripts" / "build_sample.py"
SUBJECTS = ("Math", "Physics", "Chemistry", "Biology")
DIFFICULTIES = ("middle_school", "high_school", "competition")
IMAGE_TAG = re.compile(r"<image_(\d+)>")
MAX_PNG_BYTES = 40_000
MAX_PIXELS = 800 * 600


@pytest.fixture(scope="module")
def bench():
    return load_benchmark()  # verify=True: every manifest hash and every referenced image is checked


@pytest.fixture(scope="module")
def processes(bench):
    return list(bench.processes.values())


def _steps(processes):
    return [step for process in processes for step in process.steps]


def _by_subject(processes):
    groups = {subject: [] for subject in SUBJECTS}
    for process in processes:
        groups.setdefault(process.problem.subject, []).append(process)
    return groups


def _build_module():
    spec = importlib.util.spec_from_file_location("build_sample", BUILD_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ----------------------------------------------------------------- coverage


def test_sample_is_the_default_benchmark(bench):
    assert bench.root == sample_path()
    assert bench.name == "confprobench-mini"
    assert bench.variants == {}


def test_at_least_60_processes_with_unique_ids_in_the_naming_scheme(processes):
    assert len(processes) >= 60
    ids = [p.id for p in processes]
    assert len(set(ids)) == len(ids)
    prefix = {"Math": "math", "Physics": "phys", "Chemistry": "chem", "Biology": "bio"}
    code = {"middle_school": "ms", "high_school": "hs", "competition": "comp"}
    for p in processes:
        assert p.problem.id == p.id
        assert re.fullmatch(rf"{prefix[p.problem.subject]}-{code[p.problem.difficulty]}-\d\d", p.id), p.id


@pytest.mark.parametrize("subject", SUBJECTS)
def test_each_subject_has_16_processes_and_5_per_difficulty(processes, subject):
    mine = _by_subject(processes)[subject]
    assert len(mine) >= 16, f"{subject} has {len(mine)} processes"
    per_difficulty = Counter(p.problem.difficulty for p in mine)
    for difficulty in DIFFICULTIES:
        assert per_difficulty[difficulty] >= 5, f"{subject}/{difficulty}: {per_difficulty[difficulty]}"


def test_modalities_at_least_20_image_problems_and_multi_image(processes):
    modalities = Counter(p.problem.modality for p in processes)
    assert modalities["single-image"] + modalities["multi-image"] >= 20
    assert modalities["multi-image"] >= 4
    assert modalities["text"] >= 1


@pytest.mark.parametrize("subject", SUBJECTS)
def test_each_subject_has_6_image_problems_one_multi_image(processes, subject):
    mine = _by_subject(processes)[subject]
    with_images = [p for p in mine if p.problem.images]
    assert len(with_images) >= 6, f"{subject}: {len(with_images)} image problems"
    assert any(p.problem.modality == "multi-image" for p in mine), f"{subject} has no multi-image problem"


# ----------------------------------------------------------------- steps and labels


def test_every_process_has_3_to_8_steps(processes):
    counts = {p.id: len(p.steps) for p in processes}
    assert all(3 <= n <= 8 for n in counts.values()), {k: n for k, n in counts.items() if not 3 <= n <= 8}


def test_incorrect_share_is_20_to_35_percent_overall(processes):
    steps = _steps(processes)
    share = sum(s.label == 0 for s in steps) / len(steps)
    assert 0.20 <= share <= 0.35, f"{share:.1%} incorrect"


@pytest.mark.parametrize("subject", SUBJECTS)
def test_incorrect_share_is_20_to_35_percent_per_subject(processes, subject):
    steps = _steps(_by_subject(processes)[subject])
    assert steps, f"{subject} has no steps"
    share = sum(s.label == 0 for s in steps) / len(steps)
    assert 0.20 <= share <= 0.35, f"{subject}: {share:.1%} incorrect"


def test_every_step_is_labeled(processes):
    assert all(s.label in (0, 1) for s in _steps(processes))


def test_each_error_type_occurs_at_least_6_times(processes):
    types = Counter(s.error_type for s in _steps(processes) if s.label == 0)
    assert ErrorType.UNSPECIFIED not in types
    for error_type in TAXONOMY:
        assert types[error_type] >= 6, f"{error_type.value} occurs {types[error_type]} times"


def test_incorrect_steps_have_a_one_line_explanation_and_correct_steps_none(processes):
    for p in processes:
        for s in p.steps:
            if s.label == 0:
                assert s.explanation and s.explanation.strip(), f"{p.id} step {s.index} lacks an explanation"
                assert "\n" not in s.explanation, f"{p.id} step {s.index}: explanation is not one line"
            else:
                assert s.error_type is None and s.explanation is None, f"{p.id} step {s.index}"


def test_visual_interpretation_errors_only_in_image_problems(processes):
    for p in processes:
        for s in p.steps:
            if s.error_type is ErrorType.VI:
                assert p.problem.images, f"{p.id} step {s.index} is VI in a text-only problem"


def test_each_process_has_a_reference_answer(processes):
    assert all(p.problem.reference_answer for p in processes)


# ----------------------------------------------------------------- images


def test_image_tags_match_images_exactly(processes):
    for p in processes:
        n = len(p.problem.images)
        assert {int(k) for k in IMAGE_TAG.findall(p.problem.question)} == set(range(1, n + 1)), p.id
        for s in p.steps:
            assert all(1 <= int(k) <= n for k in IMAGE_TAG.findall(s.text)), f"{p.id} step {s.index}"


def test_images_decode_are_small_and_match_their_hashes(bench, processes):
    refs = {ref.path: ref.sha256 for p in processes for ref in p.problem.images}
    assert refs
    for relative, sha in refs.items():
        path = bench.image_path(relative)
        data = path.read_bytes()
        assert hashlib.sha256(data).hexdigest() == sha, relative
        assert len(data) <= MAX_PNG_BYTES, f"{relative} is {len(data)} bytes"
        with Image.open(path) as image:
            image.load()  # full decode, not just the header
            assert image.format == "PNG"
            assert 100 <= image.width * image.height <= MAX_PIXELS
            # A real diagram has ink on white: at least two distinct colours, not a blank canvas.
            assert len(image.convert("RGB").getcolors(maxcolors=1 << 16) or []) >= 2, relative


def test_no_image_file_is_unreferenced(bench, processes):
    referenced = {ref.path for p in processes for ref in p.problem.images}
    on_disk = {f"images/{path.name}" for path in (bench.root / "images").iterdir()}
    assert on_disk == referenced


def test_manifest_lists_every_file_with_its_sha256(bench):
    files = bench.manifest["files"]
    on_disk = {str(path.relative_to(bench.root)) for path in bench.root.rglob("*")
               if path.is_file() and path.name != "manifest.json"}
    assert set(files) == on_disk
    for relative, sha in files.items():
        assert hashlib.sha256((bench.root / relative).read_bytes()).hexdigest() == sha, relative
    assert bench.manifest["counts"]["processes"] == len(bench.processes)


# ----------------------------------------------------------------- the build script


def test_rebuild_into_a_temp_dir_is_byte_identical(bench, tmp_path):
    built_by = bench.manifest["built_by"]
    if (built_by.get("matplotlib"), built_by.get("pillow")) != (matplotlib.__version__, PIL.__version__):
        pytest.skip(f"sample was rendered with matplotlib {built_by.get('matplotlib')} / Pillow "
                    f"{built_by.get('pillow')}; PNG bytes are only reproducible with the same versions")
    out = tmp_path / "rebuilt"
    result = subprocess.run([sys.executable, str(BUILD_SCRIPT), "--out", str(out)], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    shipped = {str(p.relative_to(bench.root)): p.read_bytes() for p in bench.root.rglob("*") if p.is_file()}
    rebuilt = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert sorted(rebuilt) == sorted(shipped)
    differing = [name for name in shipped if shipped[name] != rebuilt[name]]
    assert not differing, f"rebuild differs in {differing}; rerun scripts/build_sample.py and commit the result"


def test_manifest_records_how_it_was_built(bench):
    assert bench.manifest["built_by"]["script"] == "scripts/build_sample.py"
    assert json.loads((bench.root / "manifest.json").read_text())["name"] == "confprobench-mini"


def _good_item():
    return dict(
        id="math-ms-99", subject="Math", difficulty="middle_school",
        question="Compute 2 + 3, then 4 + 4.", images=[], reference_answer="5; 8",
        steps=[("2 + 3 = 5.", 1, None, None), ("4 + 4 = 9.", 0, "NC", "4 + 4 = 8."), ("Done.", 1, None, None)],
    )


def test_build_accepts_a_well_formed_item():
    build = _build_module()
    process = build.to_process(_good_item(), {})
    assert [s.label for s in process.steps] == [1, 0, 1]
    assert process.steps[1].error_type is ErrorType.NC
    assert process.problem.modality == "text"


@pytest.mark.parametrize("change, message", [
    (dict(id="phys-ms-99"), "id must look like math-ms-NN"),
    (dict(question="See <image_1>."), "must reference exactly"),
    (dict(steps=[("Only.", 1, None, None), ("Two.", 1, None, None)]), "has 2 steps"),
    (dict(steps=[("a", 1, None, None), ("b", 0, "VI", "misread"), ("c", 1, None, None)]), "text-only problem"),
    (dict(steps=[("a", 1, None, None), ("b", 0, "XX", "bad"), ("c", 1, None, None)]), "seven error types"),
    (dict(steps=[("a", 1, None, None), ("b", 0, "NC", ""), ("c", 1, None, None)]), "seven error types"),
    (dict(steps=[("a", 1, "NC", None), ("b", 1, None, None), ("c", 1, None, None)]), "a correct step"),
    (dict(steps=[("see <image_2>", 1, None, None), ("b", 1, None, None), ("c", 1, None, None)]), "references an image"),
])
def test_build_rejects_malformed_content_naming_the_process(change, message):
    build = _build_module()
    item = {**_good_item(), **change}
    with pytest.raises(build.ContentError, match=re.escape(message)) as info:
        build.to_process(item, {})
    assert f"process {item['id']}:" in str(info.value)


def test_build_skips_a_missing_subject_module_with_a_note(capsys):
    build = _build_module()
    items = build.load_content(("math", "no_such_subject"))
    assert items and all(item["subject"] == "Math" for item in items)
    assert "no_such_subject.py not found" in capsys.readouterr().err
