"""`inspect eval confprobench/confprobench` end to end: the task found through the package's inspect_ai
entry point, inspect_ai's own OpenAI-compatible provider calling a real HTTP server on 127.0.0.1
(with images), then `confprobench import-inspect`, `confprobench score` and a replayed run directory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("inspect_ai", reason="the optional extra 'inspect' is not installed")

import confprobench  # noqa: E402
from confprobench.cli.main import _register, cli  # noqa: E402
from confprobench.data import read_predictions  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from servers.helpers import fake_server, make_bench  # noqa: E402

pytestmark = pytest.mark.slow

QUESTIONS = {
    "good1": "Find x if 2x = 4.",
    "good2": "Find y if y + 1 = 3.",
    "prose": "Find z. [[content=notjson]]",
    "cut": "Find w. [[content=truncated]]",
    "short": "Find v. [[content=wrongsteps]]",
    "refused": "Find u. [[fault=400]]",
}


def _entry_point_dir(root: Path) -> Path:
    """A site directory whose dist-info declares the same inspect_ai entry point as pyproject.toml, so the
    test does not depend on how (or whether) the package was installed."""
    info = root / "confprobench_ep-0.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: confprobench-ep\nVersion: 0.0\n")
    pyproject = (Path(__file__).parents[1] / "pyproject.toml").read_text()
    assert 'confprobench = "confprobench.judges.inspect_tasks"' in pyproject
    (info / "entry_points.txt").write_text("[inspect_ai]\nconfprobench = confprobench.judges.inspect_tasks\n")
    return root


def test_inspect_eval_cli_then_import_and_score(tmp_path: Path) -> None:
    bench = make_bench(tmp_path, QUESTIONS)
    source = Path(confprobench.__file__).parents[1]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(source), str(_entry_point_dir(tmp_path / "site"))]),
        "INSPECT_LOG_DIR": str(tmp_path / "logs"),
        "FAKE_API_KEY": "not-a-real-key",
    }
    with fake_server() as server:
        env["FAKE_BASE_URL"] = server.url  # ends in /v1
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "inspect_ai",
                "eval",
                "confprobench/confprobench",
                "-T",
                f"bench={bench.root}",
                "--model",
                "openai-api/fake/fake",
                "--display",
                "none",
                "--no-fail-on-error",
                "--max-retries",
                "0",
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        received = sum(server.stats()["counts"].values())
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    n_items = len(bench.processes) + len(bench.variants)
    assert received == n_items  # one call per item (the refused one is not retried: a 400 is final)
    (log,) = sorted((tmp_path / "logs").glob("*.eval"))

    _register()
    runner = CliRunner()
    out = tmp_path / "predictions.jsonl"
    imported = runner.invoke(cli, ["import-inspect", str(log), "--bench", str(bench.root), "--out", str(out)])
    assert imported.exit_code == 0, imported.output
    records = {p.key: p for p in read_predictions(out)}
    assert len(records) == n_items and {p.judge for p in records.values()} == {"inspect:openai-api/fake/fake"}
    kinds = {pid: records[(pid, None)].error_kind for pid in QUESTIONS}
    assert kinds == {
        "good1": None,
        "good2": None,
        "prose": "parse",
        "cut": "truncated",
        "short": None,
        "refused": "sample_error",
    }
    assert {s.status for s in records[("short", None)].steps} == {"misaligned"}
    for key in [("good1", None), ("good2", None), *((v.process_id, v.id) for v in bench.variants.values())]:
        prediction = records[key]
        assert prediction.status == "ok" and len(prediction.steps) == 3
        assert all(s.status == "ok" and 0.0 <= s.probability <= 1.0 for s in prediction.steps)
        assert prediction.usage["prompt_tokens"] > 0  # the server's usage, not a count made up here

    scored = runner.invoke(
        cli,
        [
            "score",
            "--bench",
            str(bench.root),
            "--predictions",
            str(out),
            "--out",
            str(tmp_path / "metrics.json"),
            "--quiet",
        ],
    )
    assert scored.exit_code == 0, scored.output
    metrics = json.loads((tmp_path / "metrics.json").read_text())
    assert metrics["judge"] == "inspect:openai-api/fake/fake"

    # A run directory for `report`/`compare`: the replay judge keeps the records and the judge's name.
    replayed = runner.invoke(
        cli,
        [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            f"replay:{out}",
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
        ],
    )
    assert replayed.exit_code == 4, replayed.output  # the three failed records are failed items of the run
    assert "3 items failed (parse 1, sample_error 1, truncated 1)" in replayed.output
    replayed = runner.invoke(
        cli,
        [
            "run",
            "--bench",
            str(bench.root),
            "--judge",
            f"replay:{out}",
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
            "--allow-failures",
        ],
    )
    assert replayed.exit_code == 0, replayed.output
    (run_file,) = (tmp_path / "run" / "predictions").glob("*.jsonl")
    again = {p.key: p for p in read_predictions(run_file)}
    assert set(again) == set(records) and {p.judge for p in again.values()} == {"inspect:openai-api/fake/fake"}
    assert all(again[k].steps == records[k].steps and again[k].error_kind == records[k].error_kind for k in records)
