"""The realistic development and test sets (bench/data/realistic-dev, realistic-test) and their build script.

The sets measure the perturbation engine on text it was not tuned on, so the checks are about what
makes that measurement honest: both sets load and verify, cover every subject, level and modality,
share no problem with each other or with the bundled sample, and are reproducible from
scripts/evalsets/ byte for byte.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import matplotlib
import PIL
import pytest

from confprobench.data import load_benchmark
from confprobench.data.schema import ErrorType

REPO_ROOT = Path(__file__).resolve().parents[1]
BUILD_SCRIPT = REPO_ROOT / "scripts" / "build_evalsets.py"
SETS = {
    "realistic-dev": 20,
    "realistic-test": 28,
    "realistic-test2": 24,
    "realistic-test3": 24,
    "realistic-test4": 24,
    "realistic-test5": 24,
    "realistic-test6": 24,
    "realistic-test7": 24,
    "realistic-test8": 24,
    "realistic-test9": 24,
    "realistic-test10": 24,
    "realistic-test11": 24,
    "realistic-test12": 24,
    "realistic-test13": 24,
    "realistic-test14": 24,
    "realistic-test15": 24,
    "realistic-test16": 24,
    "realistic-test17": 24,
    "realistic-test18": 24,
    "realistic-test19": 24,
    "realistic-test20": 24,
    "realistic-test21": 24,
    "realistic-test22": 24,
}  # name -> minimum number of processes
SUBJECTS = {"Math", "Physics", "Chemistry", "Biology"}
DIFFICULTIES = {"middle_school", "high_school", "competition"}
STEP_HEADER = re.compile(r"(^|\n)(\*\*Step \d+|### Step \d+|Step \d+:|\d+\. )")


@pytest.fixture(scope="module", params=sorted(SETS))
def bench(request):
    return load_benchmark(REPO_ROOT / "bench" / "data" / request.param)  # verifies every hash and image


def test_size_and_coverage(bench):
    processes = list(bench.processes.values())
    assert len(processes) >= SETS[bench.name]
    assert {p.problem.subject for p in processes} == SUBJECTS
    assert {p.problem.difficulty for p in processes} == DIFFICULTIES
    for subject in SUBJECTS:
        levels = {p.problem.difficulty for p in processes if p.problem.subject == subject}
        assert levels == DIFFICULTIES, f"{bench.name}: {subject} lacks a level"
    modalities = Counter(p.problem.modality for p in processes)
    assert modalities["multi-image"] >= 1
    with_images = modalities["single-image"] + modalities["multi-image"]
    assert 0.4 <= with_images / len(processes) <= 0.6, modalities


def test_steps_labels_and_styles(bench):
    processes = list(bench.processes.values())
    steps = [s for p in processes for s in p.steps]
    assert all(3 <= len(p.steps) <= 8 for p in processes)
    assert all(s.label in (0, 1) for s in steps)
    wrong = [s for s in steps if s.label == 0]
    assert 0.1 <= len(wrong) / len(steps) <= 0.35
    assert all(s.explanation for s in wrong)
    types = Counter(s.error_type for s in wrong)
    assert {ErrorType.NC, ErrorType.SC, ErrorType.VI, ErrorType.RE, ErrorType.KE, ErrorType.QU} <= set(types)
    fully_correct = [p for p in processes if all(s.label == 1 for s in p.steps)]
    assert 0.1 <= len(fully_correct) / len(processes) <= 0.5
    for p in processes:
        if any(s.error_type is ErrorType.VI for s in p.steps):
            assert p.problem.images, f"{p.id}: a VI error needs a figure"
    # The styles real judges see: step headers, a final-answer line, maths markup, option labels.
    texts = [s.text for s in steps]
    assert sum(bool(STEP_HEADER.search(t)) for t in texts) >= 0.8 * len(texts)
    assert sum(bool(re.search(r"final answer", p.steps[-1].text, re.IGNORECASE)) for p in processes) >= 0.9 * len(
        processes
    )
    assert sum("$" in t or "\\(" in t or "\\[" in t for t in texts) >= 0.2 * len(texts)
    assert any("Substituting the values, we get" in t for t in texts)
    assert all(p.source and p.source.startswith("hand-written") for p in processes)


def test_sets_share_no_problem_with_each_other_or_the_sample():
    benches = {name: load_benchmark(REPO_ROOT / "bench" / "data" / name) for name in SETS}
    benches["sample"] = load_benchmark()
    questions = {name: {p.problem.question for p in b.processes.values()} for name, b in benches.items()}
    images = {name: {i.sha256 for p in b.processes.values() for i in p.problem.images} for name, b in benches.items()}
    ids = {name: set(b.processes) for name, b in benches.items()}
    names = sorted(benches)
    for k, first in enumerate(names):
        for second in names[k + 1 :]:
            assert not questions[first] & questions[second], f"{first} and {second} share a question"
            assert not images[first] & images[second], f"{first} and {second} share a figure"
            if "sample" not in (first, second):
                assert not ids[first] & ids[second], f"{first} and {second} share a process id"


def test_images_are_small(bench):
    for relative in bench.manifest["files"]:
        if relative.endswith(".png"):
            assert (bench.root / relative).stat().st_size < 60_000, relative


def test_rebuild_into_a_temp_dir_is_byte_identical(tmp_path):
    shipped_root = REPO_ROOT / "bench" / "data"
    built_by = load_benchmark(shipped_root / "realistic-dev").manifest["built_by"]
    if (built_by.get("matplotlib"), built_by.get("pillow")) != (matplotlib.__version__, PIL.__version__):
        pytest.skip(
            f"sets were rendered with matplotlib {built_by.get('matplotlib')} / Pillow "
            f"{built_by.get('pillow')}; PNG bytes are only reproducible with the same versions"
        )
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--out-root", str(tmp_path)],
        cwd=tmp_path,
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    for name in SETS:
        shipped = {
            str(p.relative_to(shipped_root / name)): p.read_bytes()
            for p in (shipped_root / name).rglob("*")
            if p.is_file()
        }
        rebuilt = {
            str(p.relative_to(tmp_path / name)): p.read_bytes() for p in (tmp_path / name).rglob("*") if p.is_file()
        }
        assert sorted(rebuilt) == sorted(shipped)
        differing = [f for f in shipped if shipped[f] != rebuilt[f]]
        assert not differing, f"{name} differs in {differing}; rerun scripts/build_evalsets.py and commit the result"


def test_build_refuses_an_unknown_set(tmp_path):
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--out-root", str(tmp_path), "--sets", "realistic-dve"],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "unknown set(s) realistic-dve" in result.stderr
