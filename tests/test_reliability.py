"""Nothing leaks, nothing is done twice, nothing fails quietly (issue 10), against a real OpenAI-compatible
server on 127.0.0.1 (tests/servers/fake_openai.py) that counts every request it receives.

Unsafe images are refused by every command; a run directory has one owner; unparseable answers are
re-asked, never replayed; a dead endpoint stops the run; benchmarks and runs know what they were made
from; reports keep runs apart; counts survive a kill."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from confprobench.cli.main import _register, cli
from confprobench.data.benchmark import sha256_file
from confprobench.run import RunConfig, load_run, run_judges
from servers.helpers import fake_server, files_containing, free_port, make_bench
from test_images import png_header_only

_register()

CANARY = "sk-canary-0d8e6b1f3a2c4975"


@pytest.fixture(scope="module")
def server():
    with fake_server() as srv:
        yield srv


def invoke(*args: str):
    return CliRunner().invoke(cli, [str(a) for a in args])


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# ------------------------------------------------------------------------------------ unsafe images


def _tampered(tmp_path: Path, case: str) -> Path:
    """A copy of a good benchmark whose process 'a' names an unsafe image; its manifest lists only the
    JSONL files (as a hand-made benchmark may), so the record's own check is what must refuse it."""
    good = make_bench(tmp_path / "good", {"a": "Find a.", "b": "Find b."}, variants=False)
    root = tmp_path / f"bad-{case}"
    shutil.copytree(good.root, root)
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:TOP-SECRET\n")
    outside = tmp_path / "outside.png"
    shutil.copyfile(good.root / "images/a.png", outside)
    if case == "symlink":
        (root / "images/evil.png").symlink_to(secret)
        ref = {"path": "images/evil.png", "sha256": sha256_file(secret)}
    elif case == "dotdot":
        ref = {"path": "../outside.png", "sha256": sha256_file(outside)}
    elif case == "absolute":
        ref = {"path": str(outside), "sha256": sha256_file(outside)}
    elif case == "wrong-hash":
        ref = {"path": "images/a.png", "sha256": "0" * 64}
    elif case == "oversized":
        (root / "images/big.png").write_bytes(png_header_only(8_000, 8_000))
        ref = {"path": "images/big.png", "sha256": sha256_file(root / "images/big.png")}
    else:
        (root / "images/notes.png").write_text("not an image at all\n")
        ref = {"path": "images/notes.png", "sha256": sha256_file(root / "images/notes.png")}
    records = lines(root / "processes.jsonl")
    records[0]["problem"]["images"] = [ref]
    (root / "processes.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    manifest = json.loads((root / "manifest.json").read_text())
    manifest["files"] = {name: sha256_file(root / name) for name in ("processes.jsonl", "variants.jsonl")}
    manifest.pop("fingerprint")
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


UNSAFE = {
    "symlink": "leaves the dataset root",
    "dotdot": "must be relative",
    "absolute": "must be relative",
    "wrong-hash": "does not match the record",
    "oversized": "exceeds the limit",
    "not-image": "not a decodable image",
}


@pytest.mark.parametrize("case", sorted(UNSAFE))
def test_unsafe_images_are_refused_by_every_command_and_nothing_is_sent_or_written(tmp_path, server, case):
    bad = _tampered(tmp_path, case)
    good_run = tmp_path / "good-run"
    run_judges(tmp_path / "good/bench", ["oracle"], good_run, RunConfig(progress=False))
    predictions = good_run / "predictions/oracle.jsonl"
    before = server.stats()["received"]
    commands = {
        "run": ["run", "--bench", bad, "--judge", f"openai:fake@{server.url}", "--out", tmp_path / "o-run"],
        "perturb": ["perturb", "--bench", bad, "--out", tmp_path / "o-perturb", "--families", "synonym"],
        "convert": ["data", "convert", "--from", "native", bad, "--out", tmp_path / "o-convert"],
        "score": ["score", "--bench", bad, "--predictions", predictions, "--out", tmp_path / "o-score.json"],
        "report": ["report", good_run, "--bench", bad, "--out", tmp_path / "o-report"],
        "info": ["data", "info", bad],
    }
    for name, args in commands.items():
        result = invoke(*args)
        assert result.exit_code == 2, (name, result.output)
        assert "Traceback" not in result.output and UNSAFE[case] in result.output, (name, result.output)
        # file:record:field — the record's line in processes.jsonl and the image field
        assert "processes.jsonl:1" in result.output and "problem.images" in result.output, (name, result.output)
        assert "TOP-SECRET" not in result.output
    assert server.stats()["received"] == before  # nothing sent
    assert not any((tmp_path / f"o-{n}").exists() for n in ("run", "perturb", "convert", "report"))
    assert not (tmp_path / "o-score.json").exists()


# ------------------------------------------------------------------------------------ one owner per run


@pytest.mark.slow
def test_a_second_run_on_the_same_directory_stops_at_once_and_the_server_sees_each_item_once(tmp_path, server):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(6)}, variants=False)
    out = tmp_path / "run"
    before = server.stats()["counts"]
    stuck = set(server.stats()["pending"])
    server.hold(after=server.stats()["answered"] + 2)
    first = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "confprobench",
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            f"openai:fake@{server.url}",
            "--out",
            str(out),
            "--concurrency",
            "2",
            "--no-progress",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while len(set(server.stats()["pending"]) - stuck) < 2:  # the first run is mid-way, holding the lock
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        started = time.monotonic()
        second = invoke("run", "--bench", bench.root, "--judge", f"openai:fake@{server.url}", "--out", out)
        elapsed = time.monotonic() - started
    finally:
        server.release()
    output = first.communicate(timeout=60)[0].decode()
    assert first.returncode == 0, output
    assert second.exit_code == 2 and elapsed < 1.0, (elapsed, second.output)
    assert "another run is using" in second.output and f"process {first.pid}" in second.output
    sent = {k: n - before.get(k, 0) for k, n in server.stats()["counts"].items() if n - before.get(k, 0)}
    assert len(sent) == 6 and set(sent.values()) == {1}  # each item once
    records = lines(out / "predictions/openai_fake.jsonl")
    assert len(records) == 6 and len({r["process_id"] for r in records}) == 6
    assert load_run(out).manifest["judges"]["openai:fake"]["calls"] == 6


# ------------------------------------------------------------------------------------ re-asks


@pytest.mark.slow
def test_malformed_and_truncated_answers_are_re_asked_until_none_fails(tmp_path, monkeypatch):
    monkeypatch.setenv("CANARY_KEY", CANARY)
    n = 60
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(n)}, variants=False)
    out = tmp_path / "run"
    with fake_server(api_key=CANARY, malformed=0.05, truncated=0.05) as srv:
        spec = f"openai:fake@{srv.url};api_key_env=CANARY_KEY"
        # One attempt per request first: the failures become failed records, and the exit code says so.
        first = invoke(
            "run", "--bench", bench.root, "--judge", spec, "--out", out, "--parse-attempts", 1, "--no-progress"
        )
        failed_first = Counter(
            r["error_kind"] for r in lines(out / "predictions/openai_fake.jsonl") if r["status"] == "failed"
        )
        assert first.exit_code == 4, first.output
        assert set(failed_first) == {"parse", "truncated"} and "--allow-failures" in first.output
        # The rerun re-asks exactly the failed items (up to 3 times each) and ends with none failed.
        second = invoke("run", "--bench", bench.root, "--judge", spec, "--out", out, "--no-progress")
        received = srv.stats()["received"]
    assert second.exit_code == 0, second.output
    records = lines(out / "predictions/openai_fake.jsonl")
    assert len(records) == n and len({r["process_id"] for r in records}) == n  # no duplicate lines
    assert all(r["status"] == "ok" for r in records)
    replaced = lines(out / "attempts/openai_fake.jsonl")
    assert Counter(r["error_kind"] for r in replaced) == failed_first  # the earlier attempts are kept aside
    entry = load_run(out).manifest["judges"]["openai:fake"]
    reasks = entry["failed_attempts"].get("parse", 0) + entry["failed_attempts"].get("truncated", 0)
    assert reasks > sum(failed_first.values())  # the rerun needed some re-asks of its own
    assert received == n + reasks == entry["calls"]  # every request: one per item, plus the re-asks
    log = (out / "run.log").read_text()
    assert log.count("does not parse") == reasks  # every parse failure logged once, with the answer's start
    assert files_containing(out, CANARY) == []


def test_the_log_has_every_retry_and_parse_failure_once_and_no_secret(tmp_path, monkeypatch):
    monkeypatch.setenv("CANARY_KEY", CANARY)
    bench = make_bench(
        tmp_path, {"rate": "Find y. [[fault=429:2]]", "prose": "Find t. [[content=notjson]]"}, variants=False
    )
    with fake_server(api_key=CANARY) as srv:
        summary = run_judges(
            bench,
            [f"openai:fake@{srv.url};api_key_env=CANARY_KEY"],
            tmp_path / "run",
            RunConfig(progress=False, parse_attempts=2, concurrency=1),
        )
    assert summary.failed_items == 1
    prose = next(r for r in lines(tmp_path / "run/predictions/openai_fake.jsonl") if r["process_id"] == "prose")
    assert prose["error_kind"] == "parse" and prose["meta"]["mode"] == "verbalized" and prose["meta"]["raw"]
    assert prose["usage"]["calls"] == 2  # asked twice, both attempts counted on the record
    log = (tmp_path / "run/run.log").read_text()
    retries = [line for line in log.splitlines() if "retry after rate_limit" in line]
    assert len(retries) == 2 and "attempt 1 of 4" in retries[0] and "attempt 2 of 4" in retries[1]
    assert "waiting 0.10 s" in retries[0]  # the server's Retry-After
    failures = [line for line in log.splitlines() if "does not parse" in line]
    assert len(failures) == 2 and "prose" in failures[0] and "I think the solution" in failures[0]
    assert "attempt 2 of 2); giving up" in failures[1]
    assert files_containing(tmp_path / "run", CANARY) == []
    report = invoke("report", tmp_path / "run", "--out", tmp_path / "report", "--n-boot", 0)
    assert report.exit_code == 0, report.output
    assert report.output.index("1 of 2 records failed") < report.output.index("| judge")  # failures first
    assert "1 of 2 records failed" in (tmp_path / "report/report.html").read_text()


# ------------------------------------------------------------------------------------ fail fast


def test_a_dead_endpoint_stops_within_seconds_and_the_report_refuses_it(tmp_path):
    bench = make_bench(tmp_path, {f"p{i}": f"Problem {i}." for i in range(40)}, variants=False)
    url = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    started = time.monotonic()
    result = invoke(
        "run", "--bench", bench.root, "--judge", f"openai:fake@{url}", "--out", tmp_path / "run", "--no-progress"
    )
    assert result.exit_code == 3 and time.monotonic() - started < 5, result.output
    assert f"could not connect to {url}" in result.output and "server is running" in result.output
    entry = load_run(tmp_path / "run").manifest["judges"]["openai:fake"]
    assert entry["stopped"]["kind"] == "unreachable" and entry["calls"] < 10
    report = invoke("report", tmp_path / "run", "--out", tmp_path / "report")
    assert report.exit_code == 2 and "nothing to score" in report.output, report.output
    assert not (tmp_path / "report").exists()


# ------------------------------------------------------------------------------------ what runs were made from


def test_runs_know_their_benchmark_when_moved_changed_or_swapped(tmp_path):
    exp = tmp_path / "exp"
    bench = make_bench(exp, {"a": "Find a.", "b": "Find b."})
    run_judges(bench, ["oracle"], exp / "run", RunConfig(progress=False))
    assert load_run(exp / "run").manifest["bench"]["path"] == "../bench"  # relative: both can move together
    assert bench.manifest["format"] == "confprobench-bench/1" and bench.manifest["fingerprint"] == bench.fingerprint
    shutil.move(exp, tmp_path / "moved")
    assert invoke("report", tmp_path / "moved/run", "--out", tmp_path / "r1").exit_code == 0
    shutil.move(tmp_path / "moved/run", tmp_path / "lonely-run")  # the run alone moves away
    lost = invoke("report", tmp_path / "lonely-run", "--out", tmp_path / "r2")
    assert lost.exit_code == 2 and "moved or deleted" in lost.output and "--bench" in lost.output
    found = invoke("report", tmp_path / "lonely-run", "--bench", tmp_path / "moved/bench", "--out", tmp_path / "r3")
    assert found.exit_code == 0, found.output
    other = make_bench(tmp_path / "other", {"z": "Find z."})
    for args in (
        ["report", tmp_path / "lonely-run", "--bench", other.root, "--out", tmp_path / "r4"],
        [
            "score",
            "--bench",
            other.root,
            "--predictions",
            tmp_path / "lonely-run/predictions/oracle.jsonl",
            "--out",
            tmp_path / "m.json",
        ],
    ):
        swapped = invoke(*args)
        assert swapped.exit_code == 2, swapped.output
        assert bench.fingerprint[:12] in swapped.output and other.fingerprint[:12] in swapped.output
    manifest = json.loads((tmp_path / "moved/bench/manifest.json").read_text())
    (tmp_path / "moved/bench/manifest.json").write_text(json.dumps({**manifest, "format": "confprobench-bench/9"}))
    newer = invoke("data", "info", tmp_path / "moved/bench")
    assert newer.exit_code == 2 and "manifest.json: field 'format'" in newer.output and "upgrade" in newer.output


def test_writers_never_overwrite_a_benchmark_silently_nor_one_a_run_judged(tmp_path):
    source = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, variants=False)
    out = tmp_path / "exp/perturbed"
    args = ["perturb", "--bench", source.root, "--out", out, "--families", "synonym"]
    assert invoke(*args).exit_code == 0
    again = invoke(*args)
    assert again.exit_code == 2 and "--force" in again.output
    assert invoke(*args, "--force").exit_code == 0
    run_judges(out, ["oracle"], tmp_path / "exp/run", RunConfig(progress=False))
    before = sha256_file(out / "manifest.json")
    for refused in (
        invoke(*args, "--force"),
        invoke("data", "convert", "--from", "native", source.root, "--out", out, "--force"),
    ):
        assert refused.exit_code == 2 and "the run" in refused.output and "exp/run" in refused.output, refused.output
    assert sha256_file(out / "manifest.json") == before


def test_a_benchmark_without_variants_says_robustness_cannot_be_measured_and_overall_is_partial(tmp_path):
    # The bundled sample (what `run` judges without --bench) has gold errors but no variants.
    result = invoke("run", "--judge", "noisy-oracle:0.2", "--out", tmp_path / "run")
    assert result.exit_code == 0, result.output
    assert "no variants" in result.output and "robustness" in result.output and "confprobench perturb" in result.output
    scored = invoke(
        "score",
        "--predictions",
        next((tmp_path / "run/predictions").glob("*.jsonl")),
        "--out",
        tmp_path / "m.json",
        "--n-boot",
        0,
    )
    assert scored.exit_code == 0, scored.output
    metrics = json.loads((tmp_path / "m.json").read_text())
    assert metrics["CRS"]["value"] is None and metrics["overall"]["partial"]
    assert metrics["overall"]["of"] == ["CSS", "CCS"]
    assert "PARTIAL: mean of" in scored.output
    report = invoke("report", tmp_path / "run", "--out", tmp_path / "report", "--n-boot", 0)
    assert report.exit_code == 0, report.output
    assert "(partial: " in (tmp_path / "report/leaderboard.md").read_text()
    assert "(partial: " in (tmp_path / "report/report.html").read_text()


def test_reports_of_several_runs_keep_them_apart(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."})
    for name in ("exp1", "exp2"):
        run_judges(bench, ["noisy-oracle:0.2"], tmp_path / name / "run", RunConfig(progress=False))
    result = invoke("report", tmp_path / "exp1/run", tmp_path / "exp2/run", "--out", tmp_path / "report", "--n-boot", 0)
    assert result.exit_code == 0, result.output
    board = (tmp_path / "report/leaderboard.md").read_text()
    assert "(exp1/run)" in board and "(exp2/run)" in board
    assert len(list((tmp_path / "report/metrics").glob("*.json"))) == 2  # one file each, none overwritten
    named = invoke(
        "report",
        tmp_path / "exp1/run",
        tmp_path / "exp2/run",
        "--label",
        f"{tmp_path / 'exp1/run'}=base",
        "--out",
        tmp_path / "report2",
        "--n-boot",
        0,
    )
    assert named.exit_code == 0 and " (base) " in (tmp_path / "report2/leaderboard.md").read_text()


def test_a_rerun_compacts_duplicate_lines_of_older_run_directories_into_the_attempts_log(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, variants=False)
    out = tmp_path / "run"
    run_judges(bench, ["oracle"], out, RunConfig(progress=False))
    predictions = out / "predictions/oracle.jsonl"
    first = predictions.read_text().splitlines()
    older = json.loads(first[0]) | {
        "status": "failed",
        "steps": [],
        "error": "an older attempt",
        "error_kind": "timeout",
    }
    # As an older version left it: a failed line, then the line that replaced it, then a torn line.
    predictions.write_text(json.dumps(older) + "\n" + "\n".join(first) + "\n" + first[1][:20])
    again = run_judges(bench, ["oracle"], out, RunConfig(progress=False))
    assert again.judges[0].todo == 0 and again.complete
    assert predictions.read_text().splitlines() == first  # one current line per item, the torn tail gone
    assert [r["error"] for r in lines(out / "attempts/oracle.jsonl")] == ["an older attempt"]


def test_atomic_writes_use_unique_temporary_names_and_leave_none_behind(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    from confprobench.data.atomic import write_json_atomic

    target = tmp_path / "manifest.json"
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda i: write_json_atomic(target, {"writer": i, "pad": "x" * 50_000}), range(64)))
    assert json.loads(target.read_text())["pad"] == "x" * 50_000  # whole, from one writer
    assert [p.name for p in tmp_path.iterdir()] == ["manifest.json"]
