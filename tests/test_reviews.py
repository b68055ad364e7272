"""Human review: verdict records and reviews.jsonl, the review queue, run filters, the summary (golden
numbers), the loopback server's API and the `review` command."""

from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data.benchmark import load_benchmark
from confprobench.data.errors import DataError
from confprobench.data.reviews import (
    REVIEWS_FILE,
    ReviewRecord,
    append_review,
    cohen_kappa,
    filter_variants,
    load_reviews,
    review_queue,
    summarize_reviews,
    variant_content_hash,
    wilson_interval,
)
from confprobench.review import ReviewError, start_review_server
from report_helpers import build_bench

_register()


@pytest.fixture()
def bench(tmp_path: Path):
    return build_bench(tmp_path, 12)


def _record(bench, vid: str, verdict: str, reviewer: str = "ann", reason: str | None = None, **extra) -> ReviewRecord:
    return ReviewRecord(
        variant_id=vid,
        verdict=verdict,
        reason=reason,
        reviewer=reviewer,
        time="2026-01-01T00:00:00Z",
        variant_hash=variant_content_hash(bench.variants[vid]),
        **extra,
    )


def test_verdicts_append_undo_and_reload(bench) -> None:
    ids = sorted(bench.variants)
    append_review(bench, _record(bench, ids[0], "accept"))
    append_review(bench, _record(bench, ids[1], "reject", reason="unnatural"))
    append_review(bench, _record(bench, ids[1], "undo"))
    append_review(bench, _record(bench, ids[1], "reject", reason="ungrammatical"))
    append_review(bench, _record(bench, ids[2], "skip"))
    log = load_reviews(bench)
    current = {vid: rec for (_, vid), rec in log.current("ann").items()}
    assert (current[ids[0]].verdict, current[ids[1]].reason, current[ids[2]].verdict) == (
        "accept",
        "ungrammatical",
        "skip",
    )
    assert log.decided() == {ids[0]: {"ann": "accept"}, ids[1]: {"ann": "reject"}}
    assert log.last_verdict_of("ann").variant_id == ids[2]
    assert len(log.records) == 5 and not log.problems


def test_reject_needs_a_reason_and_other_needs_a_note(bench) -> None:
    vid = next(iter(bench.variants))
    with pytest.raises(ValueError, match="needs a reason"):
        _record(bench, vid, "reject")
    with pytest.raises(ValueError, match="needs a note"):
        _record(bench, vid, "reject", reason="other")
    assert _record(bench, vid, "reject", reason="other", note="unit dropped").note == "unit dropped"


def test_unknown_and_changed_variants_are_reported_not_applied(bench) -> None:
    vid = sorted(bench.variants)[0]
    good = _record(bench, vid, "accept")
    lines = [
        good.model_copy(update={"variant_id": "0000000000000000"}),
        good.model_copy(update={"variant_hash": "f" * 16}),
        good,
    ]
    (bench.root / REVIEWS_FILE).write_text("".join(r.model_dump_json() + "\n" for r in lines), encoding="utf-8")
    log = load_reviews(bench)
    assert [p.kind for p in log.problems] == ["unknown_variant", "changed_variant"]
    assert [p.line for p in log.problems] == [1, 2]
    assert "changed since it was reviewed" in log.problems[1].message
    assert log.decided() == {vid: {"ann": "accept"}}


def test_bad_line_names_file_line_and_field_and_a_torn_last_line_is_tolerated(bench) -> None:
    vid = sorted(bench.variants)[0]
    path = bench.root / REVIEWS_FILE
    path.write_text(
        _record(bench, vid, "accept").model_dump_json() + "\n" + '{"variant_id": "x", "verdict": "maybe"}\n'
    )
    with pytest.raises(DataError) as info:
        load_reviews(bench)
    assert str(path) in str(info.value) and ":2:" in str(info.value) and "verdict" in str(info.value)
    path.write_text(_record(bench, vid, "accept").model_dump_json() + "\n" + '{"variant_id": "ab')
    log = load_reviews(bench)
    assert [p.kind for p in log.problems] == ["torn_line"] and log.decided() == {vid: {"ann": "accept"}}


def test_stratified_sample_is_seeded_and_takes_n_per_family_and_rule(bench) -> None:
    queue = review_queue(bench, sample=2, seed=3)
    assert queue == review_queue(bench, sample=2, seed=3)
    assert queue != review_queue(bench, sample=2, seed=4)
    strata = Counter((bench.variants[v].family, bench.variants[v].operation) for v in queue)
    assert strata == {
        ("synonym", "wordnet"): 2,
        ("syntactic", "passive"): 2,
        ("error_injection", "numeric_shift"): 2,
        ("image", "gaussian_noise"): 2,
    }
    assert len(review_queue(bench)) == len(bench.variants)
    assert {bench.variants[v].family for v in review_queue(bench, family="image")} == {"image"}


def test_run_filters_follow_the_verdicts(bench) -> None:
    ids = sorted(bench.variants)
    append_review(bench, _record(bench, ids[0], "accept"))
    append_review(bench, _record(bench, ids[1], "accept"))
    append_review(bench, _record(bench, ids[1], "reject", reviewer="bob", reason="unnatural"))
    append_review(bench, _record(bench, ids[2], "reject", reason="meaning_changed"))
    reviewed, counts = filter_variants(bench, "reviewed")
    assert set(reviewed.variants) == {ids[0]} and counts["kept"] == 1
    not_rejected, _ = filter_variants(bench, "not-rejected")
    assert set(not_rejected.variants) == set(ids) - {ids[1], ids[2]}
    assert filter_variants(bench, "all")[0] is bench


def test_wilson_and_kappa_match_hand_computations() -> None:
    low, high = wilson_interval(8, 10)
    assert (round(low, 4), round(high, 4)) == (0.4902, 0.9433)
    # two raters, 10 items: agree on 6 accepts and 2 rejects; p_o = 0.8, p_e = 0.7*0.7 + 0.3*0.3 = 0.58
    a = ["accept"] * 7 + ["reject"] * 3
    b = ["accept"] * 6 + ["reject"] + ["accept"] + ["reject"] * 2
    assert cohen_kappa(a, b) == pytest.approx((0.8 - 0.58) / (1 - 0.58))


def test_summary_per_family_rule_agreement_and_checks(bench) -> None:
    synonyms = sorted(v for v in bench.variants if bench.variants[v].family == "synonym")
    for n, vid in enumerate(synonyms[:4]):
        append_review(
            bench, _record(bench, vid, "accept" if n < 3 else "reject", reason=None if n < 3 else "unnatural")
        )
        append_review(bench, _record(bench, vid, "accept", reviewer="bob"))
    summary = summarize_reviews(bench)
    family_row = next(r for r in summary.acceptance if r.family == "synonym" and r.rule is None)
    assert (family_row.reviewed, family_row.accepted, family_row.reasons) == (4, 3, {"unnatural": 1})
    assert any(r.rule == "wordnet" for r in summary.acceptance)
    (pair,) = summary.agreement
    assert pair.reviewers == ("ann", "bob") and pair.both_decided == 4 and pair.agreement == 0.75


@pytest.fixture()
def served(bench):
    server = start_review_server(bench, reviewer="ann")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def _post(server, path: str, body: dict, token: str | None) -> tuple[int, dict]:
    headers = {"Content-Type": "application/json"} | ({"X-Review-Token": token} if token else {})
    request = urllib.request.Request(server.url + path.lstrip("/"), data=json.dumps(body).encode(), headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as exc:
        return exc.code, json.load(exc)


def test_server_records_verdicts_and_refuses_requests_without_the_token(served, bench) -> None:
    vid = served.session.queue[0]
    status, answer = _post(served, "/api/verdict", {"variant_id": vid, "verdict": "accept"}, token=None)
    assert status == 403 and not (bench.root / REVIEWS_FILE).exists()
    status, answer = _post(served, "/api/verdict", {"variant_id": vid, "verdict": "reject"}, token=served.session.token)
    assert status == 400 and "reason" in answer["error"]
    status, answer = _post(served, "/api/verdict", {"variant_id": vid, "verdict": "accept"}, token=served.session.token)
    assert status == 200 and answer["done"] == 1 and answer["first_open"] == 1
    assert json.loads((bench.root / REVIEWS_FILE).read_text())["variant_id"] == vid
    status, answer = _post(served, "/api/undo", {}, token=served.session.token)
    assert answer["undone"] == vid and answer["done"] == 0
    with urllib.request.urlopen(served.url) as page:
        csp = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "unsafe" not in csp


def test_server_serves_both_images_of_an_image_pair_and_nothing_else(served, bench) -> None:
    index = next(i for i, v in enumerate(served.session.queue) if bench.variants[v].family == "image")
    with urllib.request.urlopen(served.url + f"api/pair?i={index}") as response:
        pair = json.load(response)
    for side in ("original", "variant"):
        with urllib.request.urlopen(served.url + pair["image"][side].lstrip("/")) as response:
            assert response.headers["Content-Type"] == "image/png" and response.read().startswith(b"\x89PNG")
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(served.url + f"image?v={served.session.queue[0]}&side=../../etc/passwd")
    assert info.value.code == 404


def test_a_port_in_use_is_reported_with_the_fix(bench) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(ReviewError, match=f"port {port} .* already in use: pass another --port"):
            start_review_server(bench, reviewer="ann", port=port)


def test_review_command_summary_and_empty_benchmark(bench, tmp_path: Path) -> None:
    vid = sorted(bench.variants)[0]
    append_review(bench, _record(bench, vid, "accept"))
    result = CliRunner().invoke(cli, ["review", str(bench.root), "--summary"])
    assert result.exit_code == 0, result.output
    assert "1 verdicts by 1 reviewer(s): ann" in result.output and "| (all) |" in result.output
    result = CliRunner().invoke(cli, ["review", str(bench.root), "--summary", "--json"])
    assert json.loads(result.output)["verdicts"] == 1
    result = CliRunner().invoke(cli, ["review", "confprobench-mini", "--no-open"])
    assert result.exit_code == 1 and "has no variants to review" in result.output
    assert load_benchmark(bench.root).variants  # the benchmark itself is untouched by reviewing


def test_acceptance_reaches_the_manifest_and_data_info_without_changing_the_fingerprint(bench) -> None:
    fingerprint = bench.fingerprint
    vid = sorted(bench.variants)[0]
    append_review(bench, _record(bench, vid, "reject", reason="unnatural"))
    result = CliRunner().invoke(cli, ["review", str(bench.root), "--summary"])
    assert result.exit_code == 0, result.output
    reloaded = load_benchmark(bench.root)
    assert reloaded.fingerprint == fingerprint
    rows = reloaded.manifest["human_review"]["acceptance"]
    family = bench.variants[vid].family
    assert {"family": family, "rule": None, "reviewed": 1, "accepted": 0}.items() <= rows[0].items() or any(
        r["family"] == family and r["rule"] is None and r["accepted"] == 0 for r in rows
    )
    info = CliRunner().invoke(cli, ["data", "info", str(bench.root)])
    assert info.exit_code == 0 and "human review: 1 verdicts by ann" in info.output
    assert f"  {family:<38}    0 / 1    0% [0%, 79%]" in info.output


def test_run_judges_only_the_variants_the_policy_keeps_and_records_the_policy(bench, tmp_path: Path) -> None:
    from confprobench.data.predictions import read_predictions
    from confprobench.run import run_judges
    from confprobench.run.runner import RunConfig

    ids = sorted(bench.variants)
    append_review(bench, _record(bench, ids[0], "accept"))
    append_review(bench, _record(bench, ids[1], "reject", reason="meaning_changed"))
    out = tmp_path / "run"
    run_judges(bench.root, ["oracle"], out, RunConfig(progress=False, variants="reviewed"))
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["config"]["variants"] == "reviewed"
    (predictions,) = (out / "predictions").glob("*.jsonl")
    judged = {p.variant_id for p in read_predictions(predictions) if p.variant_id}
    assert judged == {ids[0]}
    result = CliRunner().invoke(
        cli,
        [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            "oracle",
            "--out",
            str(tmp_path / "run2"),
            "--variants",
            "not-rejected",
            "--no-progress",
        ],
    )
    assert result.exit_code == 0, result.output
    (predictions,) = (tmp_path / "run2" / "predictions").glob("*.jsonl")
    judged = {p.variant_id for p in read_predictions(predictions) if p.variant_id}
    assert judged == set(ids) - {ids[1]}


def test_a_report_of_a_reviewed_run_scores_only_the_variants_it_judged(bench, tmp_path: Path) -> None:
    from confprobench.report.runs import load_results
    from confprobench.run import run_judges
    from confprobench.run.runner import RunConfig

    ids = sorted(bench.variants)
    for vid in ids[:-1]:
        append_review(bench, _record(bench, vid, "accept"))
    append_review(bench, _record(bench, ids[-1], "reject", reason="unnatural"))
    out = tmp_path / "run"
    run_judges(bench.root, ["oracle"], out, RunConfig(progress=False, variants="reviewed"))
    (result,) = load_results([out])
    assert not [w for w in result.metrics.warnings if "missing" in w], result.metrics.warnings


def test_the_report_shows_human_acceptance_when_the_benchmark_was_reviewed(bench, tmp_path: Path) -> None:
    from confprobench.report.build import make_report
    from confprobench.run import run_judges
    from confprobench.run.runner import RunConfig

    synonyms = sorted(v for v in bench.variants if bench.variants[v].family == "synonym")
    for n, vid in enumerate(synonyms[:5]):
        append_review(bench, _record(bench, vid, "accept" if n else "reject", reason=None if n else "unnatural"))
    run_judges(bench.root, ["oracle"], tmp_path / "run", RunConfig(progress=False))
    paths = make_report([tmp_path / "run"], tmp_path / "report", formats=("html", "csv"))
    page = paths.html.read_text(encoding="utf-8")
    assert "Human review of the variants" in page and "80.0%" in page
    csv_text = (tmp_path / "report" / "tables" / "human_review.csv").read_text(encoding="utf-8")
    assert "synonym" in csv_text and ",5,4," in csv_text


@pytest.mark.slow
def test_the_shipped_verdicts_apply_to_a_default_perturb_of_the_bundled_sample(tmp_path: Path) -> None:
    """The verdicts in src/confprobench/data/sample/confprobench-mini.reviews.jsonl were given (blind) to the
    variants `confprobench perturb` makes from the bundled sample with default settings. If the engine or the
    sample changes those variants, this fails: re-read them (scripts/blind_read.py, docs/perturbations.md) and
    replace the file, rather than shipping verdicts on variants nobody read."""
    from confprobench.data.reviews import shipped_reviews_path
    from confprobench.perturb import PerturbConfig, perturb_benchmark

    result = perturb_benchmark(load_benchmark(), tmp_path / "mini", PerturbConfig(progress=False))
    shipped = [line for line in shipped_reviews_path().read_text(encoding="utf-8").splitlines() if line.strip()]
    log = load_reviews(result.benchmark)
    assert not log.problems
    assert len(log.records) == len(shipped), "some shipped verdicts are on variants the engine no longer makes"
