"""`confprobench data audit` / audit_benchmark and position_baseline: shortcuts measured on gold labels."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from sklearn.metrics import roc_auc_score

from confprobench.cli import main as cli_main
from confprobench.data.audit import (
    audit_benchmark,
    format_audit,
    position_baseline,
    weighted_auroc,
)
from confprobench.data.benchmark import load_benchmark
from confprobench.data.schema import Problem, Process, Step
from confprobench.metrics.synthetic import in_memory_benchmark

FROZEN_V1 = Path(__file__).parent / "fixtures" / "confprobench-mini-v1"
# Measured on the old sample in issue 9 (cross-validated by problem).
ISSUE_RELATIVE_POSITION, ISSUE_WORDS = 0.85, 0.62


@pytest.fixture(scope="module")
def frozen_report():
    return audit_benchmark(FROZEN_V1)


@pytest.mark.slow
def test_frozen_v1_sample_reproduces_the_shortcuts_of_issue_9(frozen_report) -> None:
    report = frozen_report
    assert (report.processes, report.problems, report.labeled_steps, report.incorrect_steps) == (70, 70, 341, 87)
    position, words = report.shortcut("relative_position"), report.shortcut("bag_of_words")
    # What this implementation measures (seed 0, 5 folds), held tightly ...
    assert position.auroc == pytest.approx(0.850, abs=0.005)
    assert words.auroc == pytest.approx(0.640, abs=0.005)
    # ... and that it agrees with the issue's independent measurement: within fold-to-fold noise, and inside the interval.
    assert abs(position.auroc - ISSUE_RELATIVE_POSITION) <= 0.01
    assert abs(words.auroc - ISSUE_WORDS) <= 0.03
    assert position.ci_low < ISSUE_RELATIVE_POSITION < position.ci_high
    assert words.ci_low < ISSUE_WORDS < words.ci_high
    assert position.exceeds and words.exceeds
    assert {w.split(":")[0] for w in report.warnings} >= {"relative_position", "bag_of_words", "step_index"}
    # The issue's other counts: 51 of 70 processes end wrong; "always correct" 74.5%, "last step wrong" 84%.
    assert report.processes_ending_wrong == 51
    assert report.always_correct_accuracy == pytest.approx(0.745, abs=0.001)
    assert report.last_step_wrong_accuracy == pytest.approx(0.84, abs=0.002)
    assert report.first_error_index["none"] == 0  # no fully correct process
    assert report.duplicates.repeats_of_previous_step == 4  # "4 exact repeats of the previous step"
    assert all(row.fully_correct_processes == 0 for row in report.balance["subject"])


@pytest.mark.slow
def test_audit_is_deterministic_for_a_seed(frozen_report) -> None:
    again = audit_benchmark(load_benchmark(FROZEN_V1))
    assert again.to_dict() == frozen_report.to_dict()
    other = audit_benchmark(FROZEN_V1, seed=1, bootstrap=200)
    assert other.shortcut("relative_position").auroc == pytest.approx(0.848, abs=0.01)
    assert other.to_dict()["shortcuts"] != frozen_report.to_dict()["shortcuts"]


def _process(pid: str, problem: str, labels: list[int], texts: list[str] | None = None) -> Process:
    texts = texts or [f"Step text {pid} {k}" for k in range(1, len(labels) + 1)]
    return Process(
        id=pid,
        problem=Problem(
            id=problem, question=f"Question {problem}", subject="Math", difficulty="high_school", modality="text"
        ),
        steps=tuple(
            Step(index=k, text=t, label=y, error_type="RE" if y == 0 else None)  # type: ignore[arg-type]  # the code is parsed
            for k, (t, y) in enumerate(zip(texts, labels), start=1)
        ),
    )


def test_a_benchmark_whose_errors_sit_last_is_flagged_and_a_balanced_one_is_not() -> None:
    last = in_memory_benchmark([_process(f"p{i}", f"q{i}", [1] * (3 + i % 3) + [0]) for i in range(30)])
    report = audit_benchmark(last, bootstrap=200)
    assert report.shortcut("is_last_step").auroc == 1.0 and report.shortcut("relative_position").auroc > 0.95
    assert any(w.startswith("is_last_step: AUROC 1.000") for w in report.warnings)
    assert report.first_error_relative["80-100%"] == 30 and report.processes_ending_wrong == 30
    # Every position equally often wrong, same length, same words: nothing but chance to go on.
    balanced = []
    for i in range(40):
        wrong = i % 4
        balanced.append(
            _process(
                f"b{i}",
                f"q{i}",
                [0 if k == wrong else 1 for k in range(4)],
                [f"We compute the value number {k + 1} here." for k in range(4)],
            )
        )
    report = audit_benchmark(in_memory_benchmark(balanced), bootstrap=200)
    for name in ("step_index", "relative_position", "is_last_step", "step_length", "bag_of_words"):
        assert report.shortcut(name).auroc <= 0.6, name
    assert not any(w.split(":")[0] in ("step_index", "relative_position", "is_last_step") for w in report.warnings)
    assert report.first_error_index == {"1": 10, "2": 10, "3": 10, "4": 10, "none": 0}


def test_bag_of_words_finds_a_marker_word() -> None:
    processes = []
    for i in range(40):
        labels = [1, 0, 1, 1] if i % 2 else [1, 1, 0, 1]
        texts = [
            f"Then we must add {k} and {i}." if y == 0 else f"Then we add {k} and {i}." for k, y in enumerate(labels)
        ]
        processes.append(_process(f"w{i}", f"q{i}", labels, texts))
    report = audit_benchmark(in_memory_benchmark(processes), bootstrap=100)
    assert report.shortcut("bag_of_words").auroc > 0.95
    assert any(w.startswith("bag_of_words:") and "> 0.60" in w for w in report.warnings)


def test_duplicates_counted_by_scope_and_conflicting_labels() -> None:
    processes = [
        _process("a1", "qa", [1, 1, 0], ["Let x be 2.", "Let  X be 2.", "So x is 5."]),  # repeat of the previous step
        _process("a2", "qa", [1, 0, 1], ["Let x be 2.", "So x is 4.", "Done with the task today."]),
        _process("b1", "qb", [1, 1, 0], ["Something else entirely.", "So x is 5.", "Done with the task today!"]),
    ]
    report = audit_benchmark(in_memory_benchmark(processes), bootstrap=0)
    d = report.duplicates
    # "let x be 2." ×3 (a1 twice, a2), "so x is 5." ×2 (a1 label 0, b1 label 1).
    assert (d.exact_groups, d.exact_steps, d.exact_conflicting_groups) == (2, 5, 1)
    assert d.exact_scope == {"same_process": 1, "same_problem": 1, "across_problems": 1}
    assert d.repeats_of_previous_step == 1
    assert d.near_pairs == 1 and d.near_scope["across_problems"] == 1 and d.near_conflicting_pairs == 1
    assert "labelled both ways: 'So x is 5.'" in d.examples[0]
    assert report.shortcut("relative_position").ci_low is None  # bootstrap=0: no interval


def test_too_little_data_is_a_note_not_a_crash() -> None:
    report = audit_benchmark(in_memory_benchmark([_process("only", "q", [1, 0, 1])]), bootstrap=10)
    assert all(s.auroc is None for s in report.shortcuts) and not report.warnings
    assert report.notes == ("shortcuts not measured: fewer than two problems with labeled steps",)
    assert "n/a" in format_audit(report)
    all_correct = audit_benchmark(in_memory_benchmark([_process(f"c{i}", f"q{i}", [1, 1]) for i in range(3)]))
    assert "all of one class" in all_correct.notes[0]
    with pytest.raises(ValueError, match="folds must be at least 2"):
        audit_benchmark(in_memory_benchmark([]), folds=1)


def test_weighted_auroc_matches_sklearn_with_ties_and_repeats() -> None:
    rng = np.random.default_rng(3)
    p = rng.integers(0, 6, size=200) / 5.0  # many ties
    y = (rng.random(200) < 0.3 + 0.4 * p).astype(int)
    assert weighted_auroc(p, y, np.ones((1, 200)))[0] == pytest.approx(roc_auc_score(y, p))
    counts = rng.integers(0, 3, size=(4, 200)).astype(float)
    for row in range(4):
        repeat = counts[row].astype(int)
        expected = roc_auc_score(np.repeat(y, repeat), np.repeat(p, repeat))
        assert weighted_auroc(p, y, counts)[row] == pytest.approx(expected)


def test_position_baseline_is_out_of_fold_and_covers_every_step() -> None:
    processes = [_process(f"p{i}", f"q{i // 2}", [1] * (2 + i % 4) + [0, 1][: 1 + i % 2]) for i in range(40)]
    bench = in_memory_benchmark(processes)
    baseline = position_baseline(bench, seed=0)
    assert set(baseline) == {(p.id, s.index) for p in processes for s in p.steps}
    assert all(0.0 < v < 1.0 for v in baseline.values())
    assert position_baseline(bench, seed=0) == baseline
    # A problem's own labels never inform its predictions: flip them and its steps keep their values.
    flipped = [
        p if p.problem.id != "q0" else _process(p.id, "q0", [1 - s.label for s in p.steps])  # type: ignore[operator]  # every step is labeled
        for p in processes
    ]
    changed = position_baseline(in_memory_benchmark(flipped), seed=0)
    for process in processes:
        if process.problem.id == "q0":
            assert all(changed[(process.id, s.index)] == baseline[(process.id, s.index)] for s in process.steps)
    assert changed != baseline  # ... while the other problems' models saw the flip
    later = [baseline[(p.id, len(p.steps))] for p in processes]
    earlier = [baseline[(p.id, 1)] for p in processes]
    assert np.mean(later) < np.mean(earlier)  # errors sit last here, so later steps get a lower P(correct)


def test_position_baseline_with_one_problem_is_the_base_rate() -> None:
    bench = in_memory_benchmark([_process("a", "q", [1, 0, 1, 1]), _process("b", "q", [1, 1])])
    assert set(position_baseline(bench).values()) == {5 / 6}


@pytest.mark.slow
def test_cli_audit_text_json_and_strict(tmp_path: Path) -> None:
    cli_main._register()
    runner = CliRunner()
    text = runner.invoke(cli_main.cli, ["data", "audit", str(FROZEN_V1), "--n-boot", "100"], catch_exceptions=False)
    assert text.exit_code == 0, text.output
    assert "relative_position  0.850" in text.output and "WARNING: relative_position" in text.output
    data = json.loads(
        runner.invoke(
            cli_main.cli, ["data", "audit", str(FROZEN_V1), "--json", "--n-boot", "100"], catch_exceptions=False
        ).output
    )
    assert data["shortcuts"][1]["name"] == "relative_position" and data["shortcuts"][1]["exceeds"] is True
    assert data["balance"]["modality"][0]["group"] == "multi-image"
    strict = runner.invoke(cli_main.cli, ["data", "audit", str(FROZEN_V1), "--n-boot", "0", "--strict"])
    assert strict.exit_code == 1
    relaxed = runner.invoke(
        cli_main.cli,
        [
            "data",
            "audit",
            str(FROZEN_V1),
            "--n-boot",
            "0",
            "--strict",
            "--single-threshold",
            "0.99",
            "--words-threshold",
            "0.99",
        ],
    )
    assert relaxed.exit_code == 0 and "no shortcut above its limit" in relaxed.output


@pytest.mark.slow
def test_docs_table_matches_what_the_audit_measures(frozen_report) -> None:
    """docs/audit.md shows the frozen old sample and prmbench-slice side by side; keep it true."""
    docs = (Path(__file__).resolve().parent.parent / "docs" / "audit.md").read_text(encoding="utf-8")
    slice_report = audit_benchmark("prmbench-slice")
    for name in ("step_index", "relative_position", "is_last_step", "step_length", "bag_of_words", "combined"):
        row = next(line for line in docs.splitlines() if line.startswith(f"| {name} |"))
        cells = [cell.strip() for cell in row.strip("|").split("|")][1:3]
        for cell, report in zip(cells, (frozen_report, slice_report)):
            s = report.shortcut(name)
            assert cell.replace("**", "") == f"{s.auroc:.3f} [{s.ci_low:.3f}, {s.ci_high:.3f}]", (name, cell)
            assert cell.startswith("**") == s.exceeds, (name, "bold exactly when above the limit")


def test_near_duplicate_search_is_skipped_above_its_limit(monkeypatch) -> None:
    import confprobench.data.audit as audit_module

    processes = [
        _process(f"n{i}", f"q{i}", [1, 0, 1], [f"Alpha beta gamma {i}.", f"Alpha beta gamma {i}!", "Done."])
        for i in range(4)
    ]
    searched = audit_benchmark(in_memory_benchmark(processes), bootstrap=0)
    assert searched.duplicates.near_pairs is not None and searched.duplicates.near_pairs > 0
    monkeypatch.setattr(audit_module, "NEAR_DUPLICATE_MAX_STEPS", 3)
    skipped = audit_benchmark(in_memory_benchmark(processes), bootstrap=0)
    assert skipped.duplicates.near_pairs is None and skipped.duplicates.exact_groups == searched.duplicates.exact_groups
    assert "near-duplicates: not searched (more than 3 distinct step texts)" in format_audit(skipped)


def test_cli_audit_takes_a_bundled_name() -> None:
    cli_main._register()
    result = CliRunner().invoke(
        cli_main.cli, ["data", "audit", "prmbench-slice", "--n-boot", "0", "--json"], catch_exceptions=False
    )
    assert result.exit_code == 0
    report = json.loads(result.output)
    assert report["name"] == "prmbench-slice" and report["processes"] == len(load_benchmark("prmbench-slice").processes)
