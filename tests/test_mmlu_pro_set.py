"""scripts/build_mmlu_pro_set.py: GPT-4o answers from a real git repository laid out as MMLU-Pro publishes them."""

from __future__ import annotations

import importlib.util
import io
import json
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest

from confprobench.data.benchmark import load_benchmark

REPO_ROOT = Path(__file__).resolve().parent.parent


def _builder() -> Any:
    spec = importlib.util.spec_from_file_location("build_mmlu_pro_set", REPO_ROOT / "scripts" / "build_mmlu_pro_set.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _record(qid: int, subject: str, *, right: bool = True, paragraphs: int = 4) -> dict[str, Any]:
    response = "\n\n".join(
        [f"To answer this, recall what {subject} says about case {qid}."]
        + [f"{k}. **Point {k}**: the value is {k * qid} units." for k in range(1, paragraphs - 1)]
        + ["The answer is (B)."]
    )
    return {
        "question_id": qid,
        "question": f"Question {qid} about {subject}?",
        "options": [f"option {letter}" for letter in "ABCDEFGHIJ"],
        "answer": "B",
        "pred": "B" if right else "C",
        "response": response,
        "src": f"ori_mmlu-high_school_{subject}" if qid % 2 else "stemez-Physics",
    }


@pytest.fixture
def mmlu_pro_repo(tmp_path: Path) -> tuple[Path, str]:
    repo = tmp_path / "MMLU-Pro"
    for model, first_id in (("gpt4o", 0), ("deepseek", 1000)):
        (repo / "eval_results" / model).mkdir(parents=True)
        for n, subject in enumerate(("biology", "chemistry", "physics", "math")):
            records = [_record(first_id + 100 * n + k, subject) for k in range(5)]
            records += [_record(100 * n + 50, subject, right=False), _record(100 * n + 60, subject, paragraphs=2)]
            results = repo / "eval_results" / model / f"{subject}_result.json"
            results.write_text(json.dumps(records), encoding="utf-8")
    # the archived 5-shot outputs of another model: every category in one zipped JSON list, options as a Python list
    archived = []
    for n, subject in enumerate(("biology", "chemistry", "physics", "math", "law")):
        for k in range(3):
            record = _record(2000 + 100 * n + k, subject, right=k != 2)
            response = record.pop("response")
            archived.append(
                {**record, "options": repr(record["options"]), "category": subject, "model_outputs": response}
            )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("model_outputs_gemini-1.5-flash-002_5shots.json", json.dumps(archived))
    (repo / "eval_results" / "model_outputs_gemini-1.5-flash-002_5shots.zip").write_bytes(buffer.getvalue())
    (repo / "LICENSE").write_text("Apache License\nVersion 2.0\n", encoding="utf-8")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git[:3], "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "results"], check=True)
    commit = subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    return repo, commit


def test_builder_takes_right_answers_in_turn_by_subject_split_at_blank_lines(
    mmlu_pro_repo: tuple[Path, str], tmp_path: Path
) -> None:
    repo, commit = mmlu_pro_repo
    out = tmp_path / "set"
    assert _builder().main([str(repo), "--commit", commit, "--count", "8", "--name", "t", "--out", str(out)]) == 0
    bench = load_benchmark(out)
    processes = list(bench.processes.values())
    assert [p.problem.subject for p in processes] == ["Biology", "Chemistry", "Physics", "Math"] * 2
    # a wrong answer and a two-paragraph answer are never taken
    assert not {p.problem.id for p in processes} & {f"mmlu-pro-{100 * n + k}" for n in range(4) for k in (50, 60)}
    first = processes[0]
    assert [s.index for s in first.steps] == [1, 2, 3, 4] and all(s.label == 1 for s in first.steps)
    assert first.steps[-1].text == "The answer is (B)." and first.steps[1].text.startswith("1. **Point 1**")
    assert first.problem.question.endswith("I: option I\nJ: option J") and first.problem.reference_answer == "B"
    assert first.id == f"{first.problem.id}-gpt-4o" and first.source == "gpt-4o"
    assert (out / "LICENSE.txt").read_text(encoding="utf-8").startswith("Apache License")
    assert commit in (out / "README.md").read_text(encoding="utf-8")
    # a second set leaves out the first one's questions, and asking for more than there is says so
    again = tmp_path / "again"
    _builder().main(
        [str(repo), "--commit", commit, "--count", "8", "--name", "u", "--out", str(again), "--exclude", str(out)]
    )
    assert not {p.problem.id for p in processes} & {p.problem.id for p in load_benchmark(again).processes.values()}
    with pytest.raises(SystemExit, match="only 20 eligible answers, 40 asked"):
        _builder().main([str(repo), "--commit", commit, "--count", "40", "--name", "v", "--out", str(tmp_path / "v")])


def test_builder_reads_deepseek_answers_from_their_own_folder(mmlu_pro_repo: tuple[Path, str], tmp_path: Path) -> None:
    repo, commit = mmlu_pro_repo
    out = tmp_path / "deepseek"
    argv = [str(repo), "--commit", commit, "--model", "deepseek", "--count", "4", "--name", "d", "--out", str(out)]
    assert _builder().main(argv) == 0
    processes = list(load_benchmark(out).processes.values())
    # the deepseek folder's question ids start at 1000 here; its answers carry the model's name
    assert all(int(p.problem.id.removeprefix("mmlu-pro-")) >= 1000 for p in processes)
    assert all(p.id == f"{p.problem.id}-deepseek" and p.source == "deepseek" for p in processes)
    assert "deepseek answers" in (out / "README.md").read_text(encoding="utf-8")
    assert load_benchmark(out).manifest["built_by"]["source"].endswith(":eval_results/deepseek")


def test_builder_reads_an_archived_models_outputs_from_its_zip(mmlu_pro_repo: tuple[Path, str], tmp_path: Path) -> None:
    repo, commit = mmlu_pro_repo
    out = tmp_path / "gemini"
    argv = [str(repo), "--commit", commit, "--model", "gemini-flash", "--count", "8", "--name", "g", "--out", str(out)]
    assert _builder().main(argv) == 0
    bench = load_benchmark(out)
    processes = list(bench.processes.values())
    # right answers of the four subjects only (law is left out), options parsed from their written-out list
    assert [p.problem.subject for p in processes] == ["Biology", "Chemistry", "Physics", "Math"] * 2
    assert all(int(p.problem.id.removeprefix("mmlu-pro-")) % 100 != 2 for p in processes)
    assert processes[0].problem.question.endswith("I: option I\nJ: option J")
    assert all(p.id == f"{p.problem.id}-gemini-1.5-flash" for p in processes)
    assert processes[0].steps[-1].text == "The answer is (B)."
    assert bench.manifest["built_by"]["source"].endswith(":eval_results/model_outputs_gemini-1.5-flash-002_5shots.zip")
    assert "model_outputs_gemini-1.5-flash-002_5shots.zip" in (out / "README.md").read_text(encoding="utf-8")
