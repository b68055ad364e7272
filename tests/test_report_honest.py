"""Honest headline numbers and exports: reference rows (constant at the base rate, position only),
flags, compare on the families both judges were scored on, calibration maps without a hard bound,
LaTeX/CSV/JSON exports and display labels."""

from __future__ import annotations

import csv
import io
import json

import numpy as np
import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.judges.reference import reference_predictions
from confprobench.metrics import MetricParams
from confprobench.metrics.core import auroc
from confprobench.report.build import make_report
from confprobench.report.calibrate import _warnings, calibrate_run
from confprobench.report.calibration_maps import degenerate_reason, fit_map
from confprobench.report.compare import compare_runs
from confprobench.report.references import CONSTANT, POSITION, base_rate, reference_results
from confprobench.report.tables import Cell, Table, latex_escape, to_csv, to_latex
from report_helpers import build_bench, judge_predictions, unit, write_run

PARAMS = MetricParams(n_boot=100)


@pytest.fixture(scope="module")
def bench(tmp_path_factory):
    return build_bench(tmp_path_factory.mktemp("honest"), n_problems=40)


def stand_in_position(bench):
    """A local stand-in for data.audit.position_baseline: P(correct) by relative position, here
    0.9 for the first half of a solution and 0.4 for the rest."""
    return {
        (p.id, s.index): 0.9 if s.index / len(p.steps) <= 0.5 else 0.4
        for p in bench.processes.values()
        for s in p.steps
    }


# --------------------------------------------------------------------------- reference rows


def test_reference_rows_score_the_base_rate_and_the_supplied_position_baseline(bench):
    position = stand_in_position(bench)
    rows = {r.name: r for r in reference_results(bench, PARAMS, position=position)}
    assert set(rows) == {CONSTANT, POSITION}
    constant = rows[CONSTANT].metrics
    assert constant.calibration.ECE == pytest.approx(0.0, abs=1e-12)  # p = base rate: calibrated by construction
    assert constant.CRS.value == pytest.approx(100.0) and constant.extra.auroc == pytest.approx(0.5)
    assert f"{base_rate(bench):.3f}" in rows[CONSTANT].description
    # the position row is exactly the stand-in's p on every original step
    steps = rows[POSITION].table.steps
    table = rows[POSITION].table
    expected_p = [position[(table.process_ids[i], int(k))] for i, k in zip(steps.process, steps.step)]
    assert steps.p.tolist() == expected_p
    assert rows[POSITION].metrics.extra.auroc == pytest.approx(auroc(expected_p, steps.y))
    assert "cross-validated" in rows[POSITION].description


def test_without_the_audit_the_position_row_uses_one_minus_relative_position(bench, monkeypatch):
    from confprobench.report import references

    monkeypatch.setattr(references, "_audit_position_baseline", lambda bench: None)
    row = next(r for r in reference_results(bench, PARAMS) if r.name == POSITION)
    steps, table = row.table.steps, row.table
    n_steps = {pid: len(bench.processes[pid].steps) for pid in table.process_ids}
    assert steps.p.tolist() == pytest.approx(
        [1 - k / n_steps[table.process_ids[i]] for i, k in zip(steps.process, steps.step)]
    )
    assert "1 − index / n_steps" in row.description


@pytest.fixture(scope="module")
def report(bench, tmp_path_factory):
    root = tmp_path_factory.mktemp("honest-report")
    run = write_run(
        root / "run",
        bench,
        {
            "noisy-oracle:0.2,react=0.3": reference_predictions(bench, "noisy-oracle:0.2,react=0.3"),
            "random": reference_predictions(bench, "random"),
            "constant:0.5": reference_predictions(bench, "constant:0.5"),
        },
    )
    paths = make_report(
        [run],
        root / "out",
        PARAMS,
        formats=("html", "csv", "latex", "json"),
        labels={"noisy-oracle:0.2,react=0.3": "Noisy oracle", "random": "Coin"},
        position=stand_in_position(bench),
    )
    return run, paths


def test_leaderboard_holds_reference_rows_and_flags(report):
    _, paths = report
    rows = list(csv.DictReader(paths.leaderboard_csv.open(encoding="utf-8")))
    by_name = {r["judge"]: r for r in rows}
    assert by_name[CONSTANT]["kind"] == by_name[POSITION]["kind"] == "reference"
    assert [r["judge"] for r in rows][-2:] in ([CONSTANT, POSITION], [POSITION, CONSTANT])  # never ranked with judges
    assert "no discrimination" in by_name["constant:0.5"]["flags"]  # AUROC exactly 0.5
    assert "no discrimination" in by_name["Coin"]["flags"]  # its AUROC interval includes 0.5
    assert "below the constant base-rate judge on overall" in by_name["Coin"]["flags"]
    assert by_name["Noisy oracle"]["flags"] == ""
    assert float(by_name["Noisy oracle"]["auroc_by_position"]) == pytest.approx(1.0)
    markdown = paths.leaderboard_md.read_text(encoding="utf-8")
    assert "⚑ Coin: no discrimination" in markdown and "(reference)" in markdown
    page = paths.html.read_text(encoding="utf-8")
    assert 'id="flags"' in page and 'class="reference"' in page and "cross-validated by problem" in page


def test_every_table_is_exported_as_csv_and_booktabs_latex(report):
    _, paths = report
    keys = {p.stem for p in paths.tables}
    assert {
        "leaderboard",
        "robustness",
        "sensitivity",
        "calibration",
        "confident_mistakes",
        "parse_failures",
        "slices_subject",
        "slices_operation",
        "slices_error_type",
        "slices_step_position",
    } <= keys
    assert all({f"{k}.csv", f"{k}.tex"} <= {p.name for p in paths.tables} for k in keys)
    tex = (paths.out / "tables" / "leaderboard.tex").read_text(encoding="utf-8")
    assert "\\toprule" in tex and "\\midrule" in tex and "\\bottomrule" in tex and "\\begin{tabular}" in tex
    assert "noisy-oracle:0.2,react=0.3" not in tex and "Noisy oracle" in tex  # display names everywhere
    assert "constant at base rate" in tex
    subject = list(csv.reader((paths.out / "tables" / "slices_subject.csv").open(encoding="utf-8")))
    assert subject[0][:3] == ["judge", "subject", "problems"] and "CCS ci_low" in subject[0]
    report_json = json.loads(paths.json.read_text(encoding="utf-8"))
    assert report_json["judges"]["Coin"]["metrics"]["slices"]["subject"][0]["key"] == "Math"
    assert [r["judge"] for r in report_json["leaderboard"]][-2:] in ([CONSTANT, POSITION], [POSITION, CONSTANT])


def test_latex_escapes_data_and_marks_insufficient_cells():
    table = Table(
        "t",
        "T & co",
        ("judge", "Δ score"),
        ((Cell("a_b & 50%"), Cell("insufficient", note="insufficient")), (Cell("x"), Cell("1.0", 1.0, ci=(0.5, 1.5)))),
    )
    tex = to_latex(table)
    assert r"a\_b \& 50\%" in tex and r"\textit{insuff.}" in tex and r"{\scriptsize [0.5, 1.5]}" in tex
    assert latex_escape("Δ ≥ μ") == r"$\Delta$ $\geq$ $\mu$"
    rows = list(csv.reader(io.StringIO(to_csv(table))))
    assert rows[0] == ["judge", "Δ score", "Δ score ci_low", "Δ score ci_high", "Δ score note"]
    assert rows[1][1] == "" and rows[1][4] == "insufficient" and rows[2][1:4] == ["1", "0.5", "1.5"]


def test_report_command_formats_and_labels(bench, tmp_path):
    run = write_run(tmp_path / "run", bench, {"oracle": reference_predictions(bench, "oracle")})
    _register()
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli,
        [
            "report",
            str(run),
            "--out",
            str(out),
            "--n-boot",
            "20",
            "--format",
            "latex",
            "--format",
            "json",
            "--label",
            "oracle=The oracle",
        ],
    )
    assert result.exit_code == 0, result.output
    assert not (out / "report.html").exists() and (out / "tables" / "leaderboard.tex").is_file()
    assert "The oracle" in (out / "leaderboard.md").read_text(encoding="utf-8")
    bad = CliRunner().invoke(cli, ["report", str(run), "--out", str(tmp_path / "bad"), "--label", "nobody=X"])
    assert bad.exit_code == 2 and "nobody" in bad.output and "oracle" in bad.output


# --------------------------------------------------------------------------- compare


def test_compare_uses_only_the_families_both_judges_were_scored_on(bench, tmp_path):
    reader = reference_predictions(bench, "noisy-oracle:0.2,react=0.2")
    blind = [
        p.model_copy(update={"judge": "text-only", "meta": {"image_blind": True}})
        if p.variant_id and bench.variants[p.variant_id].family == "image"
        else p.model_copy(update={"judge": "text-only"})
        for p in reference_predictions(bench, "noisy-oracle:0.2,react=0.5")
    ]
    run = write_run(tmp_path / "run", bench, {"reader": reader, "text-only": blind})
    result = compare_runs(run, run, "reader", "text-only", MetricParams(n_boot=50))
    assert result["families"] == {"compared": ["synonym", "syntactic"], "left_out": {"image": "scored only for A"}}
    assert result["verdicts"][0].startswith("CRS and overall compare only the families both judges were scored on")
    crs = result["differences"]
    assert crs["CRS"]["a"] == pytest.approx((crs["CRS/synonym"]["a"] + crs["CRS/syntactic"]["a"]) / 2, abs=1e-9)
    assert crs["CRS/image"]["b"] is None


# --------------------------------------------------------------------------- calibration


def test_temperature_is_fitted_without_a_bound():
    # calibrated q near 0.5, reported sharpened by T = 150: beyond the old search bound of 100
    rng = np.random.default_rng(0)
    q = rng.uniform(0.48, 0.52, 50000)
    y = (rng.uniform(size=q.size) < q).astype(float)
    sharp = 1 / (1 + np.exp(-150 * (np.log(q) - np.log1p(-q))))
    fitted = fit_map(sharp, y, "temperature")
    assert fitted.params["T"] == pytest.approx(150, rel=0.15)
    # the truth spans only [0.48, 0.52]: the fitted map rightly collapses it to about 0.5, and says so
    assert "carries no usable signal" in degenerate_reason(fitted, sharp)


def test_a_judge_without_signal_gets_a_degenerate_fit_flagged(bench, tmp_path):
    noise = judge_predictions(
        bench, "noise", lambda process, variant, step: 0.45 + 0.1 * unit("noise", process.id, step.index)
    )
    run = write_run(tmp_path / "run", bench, {"noise": noise})
    report = calibrate_run(run, "temperature", params=MetricParams(n_boot=30))
    assert report["map"]["degenerate"] is True
    assert any(w.startswith("degenerate fit") for w in report["warnings"])


def test_losing_discrimination_is_warned_about():
    held_out = {"auroc": {"before": 0.74, "after": 0.69}, "auroc_by_position": {"before": 0.6, "after": 0.6}}
    warnings = _warnings(held_out, None)
    assert len(warnings) == 1 and "AUROC 0.740 → 0.690" in warnings[0]
    assert (
        _warnings({"auroc": {"before": 0.7, "after": 0.7}, "auroc_by_position": {"before": None, "after": None}}, None)
        == []
    )


def test_isotonic_on_a_weak_judge_reports_its_held_out_auroc_change(bench, tmp_path):
    weak = judge_predictions(
        bench,
        "weak",
        lambda process, variant, step: (
            (0.55 if step.label == 1 else 0.45) + 0.4 * (unit("weak", process.id, step.index) - 0.5)
        ),
    )
    run = write_run(tmp_path / "run", bench, {"weak": weak})
    report = calibrate_run(run, "isotonic", params=MetricParams(n_boot=30))
    row = report["held_out"]["auroc"]
    assert row["before"] is not None and row["after"] is not None
    lost = row["after"] < row["before"] - 0.005
    assert lost == any("lost discrimination" in w for w in report["warnings"])


def test_figures_drawn_in_a_pool_are_byte_identical_to_drawn_inline(tmp_path):
    from confprobench.report.figures import FigureJob, draw_all

    jobs = [
        FigureJob(
            "headline",
            "t",
            "headline_figure",
            {"judges": ["a", "b"], "scores": [{"overall": (40.0, 35.0, 45.0)}, {"CRS": (100.0, 100.0, 100.0)}]},
        ),
        FigureJob("roc", "t", "roc_figure", {"judges": ["a"], "curves": [([0.0, 0.5, 1.0], [0.0, 0.8, 1.0], 0.65)]}),
        FigureJob(
            "classes",
            "t",
            "class_histogram_figure",
            {"judges": ["a"], "p_correct": [np.linspace(0.3, 0.9, 30)], "p_incorrect": [np.linspace(0.1, 0.6, 10)]},
        ),
    ]
    pooled, inline = draw_all(jobs, tmp_path / "pool", workers=2), draw_all(jobs, tmp_path / "inline", workers=1)
    assert [s.name for s in pooled] == ["headline", "roc", "classes"]
    for a, b in zip(pooled, inline):
        for x, y in zip(a.paths, b.paths):
            assert x.read_bytes() == y.read_bytes(), x.name
