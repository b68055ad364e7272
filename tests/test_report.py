"""make_report and `confprobench report`: files, numbers, escaping, determinism (no browser here;
see test_report_browser.py for the real-Chromium checks)."""

from __future__ import annotations

import csv
import html
import json
import re

import numpy as np
import pytest
from click.testing import CliRunner
from PIL import Image

from confprobench.cli.main import _register, cli
from confprobench.data import Prediction, StepJudgment
from confprobench.data.text import word_diff
from confprobench.judges.reference import reference_predictions
from confprobench.metrics.params import MetricParams
from confprobench.metrics.score import score_predictions
from confprobench.report.build import make_report
from report_helpers import SCRIPT_TEXT, build_bench, write_run

PARAMS = MetricParams(n_boot=200)
CRAFTED = "crafted<b>judge</b>"
HOSTILE_DETAIL = "<img src=x onerror=alert(2)>"
HOSTILE_ERROR = "<b>server said no</b>"


def crafted_predictions(bench) -> list[Prediction]:
    """A noisy oracle whose confidence collapses on problem 0's synonym variant (the step holding a
    <script> text), with one unparsable step and one failed record carrying hostile text."""
    out = []
    for prediction in reference_predictions(bench, "noisy-oracle:0.2,react=0.3"):
        variant = bench.variants.get(prediction.variant_id) if prediction.variant_id else None
        steps = list(prediction.steps)
        if prediction.process_id == "p000" and variant is not None and variant.family == "synonym":
            steps[1] = StepJudgment(index=2, p_correct=0.01)
        if prediction.process_id == "p001" and variant is None:
            steps[2] = StepJudgment(index=3, status="invalid", detail=HOSTILE_DETAIL)
        record = prediction.model_copy(update={"judge": CRAFTED, "steps": tuple(steps)})
        if prediction.process_id == "p003" and variant is not None and variant.family == "syntactic":
            record = Prediction(
                process_id="p003",
                variant_id=variant.id,
                judge=CRAFTED,
                status="failed",
                error=HOSTILE_ERROR,
                error_kind="server_error",
            )
        out.append(record)
    return out


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("report")
    bench = build_bench(root, n_problems=40)
    run = write_run(
        root / "run",
        bench,
        {
            CRAFTED: crafted_predictions(bench),
            "constant:0.7": reference_predictions(bench, "constant:0.7"),
            "random": reference_predictions(bench, "random"),
        },
    )
    paths = make_report([run], root / "out", PARAMS)
    return bench, run, paths


def test_writes_every_artifact(report):
    _, _, paths = report
    for path in (paths.html, paths.leaderboard_md, paths.leaderboard_csv):
        assert path.is_file() and path.stat().st_size > 0
    assert len(paths.metrics) == 3 and all(p.is_file() for p in paths.metrics)
    names = {p.name for p in paths.figures}
    for stem in ("headline", "roc", "confidence_by_class", "crs_subscores", "css_per_type"):
        assert {f"{stem}.png", f"{stem}.svg", f"{stem}.pdf"} <= names
    assert sum(n.startswith("reliability_") for n in names) == 9  # 3 judges × (PNG, SVG, PDF)
    assert sum(n.startswith("delta_hist_") for n in names) == 9
    for path in paths.figures:
        if path.suffix == ".png":
            pixels = np.asarray(Image.open(path).convert("L"), dtype=float)
            assert pixels.std() > 5, f"{path.name} looks blank"
        elif path.suffix == ".pdf":
            assert path.read_bytes().startswith(b"%PDF-")
        else:
            assert path.read_text(encoding="utf-8").lstrip().startswith("<?xml")


def test_leaderboard_numbers_match_an_independent_scoring(report):
    bench, run, paths = report
    rows = list(csv.DictReader(paths.leaderboard_csv.open(encoding="utf-8")))
    assert [r["judge"] for r in rows][0] == CRAFTED  # the noisy oracle beats constant and random overall
    assert [r["kind"] for r in rows] == ["judge"] * 3 + ["reference"] * 2  # references listed last, never ranked
    overall = [float(r["overall"]) for r in rows if r["kind"] == "judge"]
    assert overall == sorted(overall, reverse=True)
    expected = score_predictions(bench, reference_predictions(bench, "constant:0.7"), PARAMS)
    row = next(r for r in rows if r["judge"] == "constant:0.7")
    for name in ("overall", "CRS", "CSS", "CCS"):
        assert float(row[name]) == pytest.approx(expected.headline(name).value, abs=1e-5)
        assert float(row[f"{name}_ci_low"]) == pytest.approx(expected.headline(name).ci_low, abs=1e-5)
    assert float(row["ECE"]) == pytest.approx(expected.calibration.ECE, abs=1e-5)
    assert float(row["CRS_synonym"]) == pytest.approx(100.0)
    assert int(row["calls"]) == len(bench.processes) + len(bench.variants)
    markdown = paths.leaderboard_md.read_text(encoding="utf-8")
    table_lines = [line for line in markdown.splitlines() if line.startswith("|")]
    assert len(table_lines) == 2 + 3 + 2
    assert f"{expected.CCS.value:.1f} [{expected.CCS.ci_low:.1f}, {expected.CCS.ci_high:.1f}]" in markdown
    metrics = json.loads((paths.out / "metrics" / "constant_0.7.json").read_text(encoding="utf-8"))
    assert metrics["CCS"] == expected.CCS.model_dump(mode="json")


def test_parse_failures_are_counted_not_imputed(report):
    _, _, paths = report
    row = next(r for r in csv.DictReader(paths.leaderboard_csv.open(encoding="utf-8")) if r["judge"] == CRAFTED)
    metrics = json.loads(next(p for p in paths.metrics if p.name.startswith("crafted")).read_text(encoding="utf-8"))
    stages = metrics["counts"]["stages"]
    assert stages["original"]["steps_unparsed"] == 1
    assert stages["perturbed"]["failed_records"] == 1
    expected = sum(s["steps_unparsed"] for s in stages.values()) / sum(s["steps_expected"] for s in stages.values())
    assert float(row["parse_failure_rate"]) == pytest.approx(expected, rel=1e-5)
    page = paths.html.read_text(encoding="utf-8")
    assert html.escape("invalid: " + HOSTILE_DETAIL) in page
    assert "record failed: server_error" in page and html.escape(HOSTILE_ERROR) in page


def test_every_data_and_judge_text_is_escaped(report):
    _, _, paths = report
    page = paths.html.read_text(encoding="utf-8")
    for hostile in (SCRIPT_TEXT, HOSTILE_DETAIL, HOSTILE_ERROR, CRAFTED):
        assert hostile not in page
    assert html.escape(SCRIPT_TEXT) in page  # the step text is shown, as text
    assert html.escape(CRAFTED) in page
    assert len(re.findall(r"<script\b", page)) == 1  # only the report's own sorting script
    # Self-contained: nothing is fetched from anywhere; a CSP forbids it too.
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page)
    assert "default-src 'none'" in page


def test_most_moved_pair_comes_first_with_its_word_diff(report):
    _, _, paths = report
    page = paths.html.read_text(encoding="utf-8")
    section = page[page.index('id="moved"') : page.index('id="parse-failures"')]
    first = section[section.index('class="moved"') :]
    first = first[: first.index('class="moved"', 10)]
    assert "p000" in first and "synonym" in first
    assert "<del>Compute</del><ins>Calculate</ins>" in first
    assert "image" in section and section.count("data:image/png;base64,") >= 2  # image pairs show both images


def test_report_is_deterministic(report, tmp_path):
    _, run, paths = report
    again = make_report([run], tmp_path / "again", PARAMS)
    assert again.html.read_bytes() == paths.html.read_bytes()
    for first, second in zip(paths.figures, again.figures):
        assert first.read_bytes() == second.read_bytes(), first.name


def test_word_diff_rebuilds_both_texts():
    before, after = "So x = 3 + 4 = 7 cm.", "Thus x = 3 + 4 = 7 centimetres."
    segments = word_diff(before, after)
    assert "".join(t for op, t in segments if op != "ins") == before
    assert "".join(t for op, t in segments if op != "del") == after
    assert ("del", "So") in segments and ("ins", "Thus") in segments


def test_report_command(tmp_path):
    bench = build_bench(tmp_path, n_problems=6)
    run = write_run(tmp_path / "run", bench, {"oracle": reference_predictions(bench, "oracle")})
    _register()
    result = CliRunner().invoke(cli, ["report", str(run), "--out", str(tmp_path / "cli"), "--n-boot", "50"])
    assert result.exit_code == 0, result.output
    assert "| judge |" in result.output and "report.html" in result.output
    assert (tmp_path / "cli" / "report.html").is_file()


def test_runs_on_different_benchmarks_are_flagged_and_unchanged_pairs_not_listed(tmp_path):
    first, second = build_bench(tmp_path / "a", n_problems=4), build_bench(tmp_path / "b", n_problems=5, name="other")
    runs = [
        write_run(tmp_path / "run_a", first, {"constant:0.5": reference_predictions(first, "constant:0.5")}),
        write_run(tmp_path / "run_b", second, {"oracle": reference_predictions(second, "oracle")}),
    ]
    page = make_report(runs, tmp_path / "out", MetricParams(n_boot=20)).html.read_text(encoding="utf-8")
    warnings = page[page.index('id="warnings"') : page.index('id="leaderboard"')]
    assert "the runs judge different benchmarks" in warnings and "synthetic" in warnings and "other" in warnings
    # Neither judge ever changes its confidence under a perturbation: no "largest change" is listed.
    section = page[page.index('id="moved"') : page.index('id="parse-failures"')]
    assert 'class="moved"' not in section and section.count("No judged robustness pair changed") == 2


def test_report_command_names_a_bad_run(tmp_path):
    _register()
    (tmp_path / "notarun").mkdir()
    result = CliRunner().invoke(cli, ["report", str(tmp_path / "notarun"), "--out", str(tmp_path / "x")])
    assert result.exit_code == 2
    assert "manifest.json" in result.output


def test_figures_take_judge_names_literally(tmp_path):
    """A "$" in a judge name is text, not the start of TeX math (an unclosed one would fail to draw)."""
    from confprobench.report import figures

    name = "judge $x^{$ v2"
    figure = figures.headline_figure([name], [{"overall": (50.0, 40.0, 60.0)}])
    saved = figures.save_figure(figure, tmp_path, "headline", "t")
    assert saved.png.stat().st_size > 0
    assert [t.get_text() for t in figure.axes[0].get_yticklabels()] == [name]
