"""Python judges: an in-process async callable receiving batches, run through the real runner; the
copyable example in docs/judges.md executed as written; and a judge kind added by another package
through the ``confprobench.judges`` entry-point group (a real distribution on sys.path)."""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest

from confprobench.data import DataError
from confprobench.judges import StepInput, make_judge, python_judge
from confprobench.run import RunConfig, latest_predictions, load_run, run_judges
from servers.helpers import make_bench

DOCS = Path(__file__).resolve().parent.parent / "docs" / "judges.md"


def _records(run_dir):
    [(_, path)] = load_run(run_dir).predictions.items()
    return {p.key: p for p in latest_predictions(path)}


class Recorder:
    """A PythonJudge that remembers every batch it was given."""

    name = "recorder"
    version = "1"
    batch_size = 4

    def __init__(self):
        self.batches: list[list[str]] = []
        self.images: set[str] = set()

    async def __call__(self, batch: list[StepInput]) -> list[list[float | None]]:
        self.batches.append([item.process_id for item in batch])
        self.images.update(path.name for item in batch for path in item.images if path.is_file())
        return [[round(0.1 + 0.8 * (len(text) % 7) / 6, 4) for text in item.steps] for item in batch]


def test_a_python_judge_is_batched_concurrent_cached_and_recorded(tmp_path):
    bench = make_bench(tmp_path, {f"p{i}": f"Find {i}." for i in range(10)}, steps=3)
    recorder = Recorder()
    judge = python_judge(recorder)
    summary = run_judges(bench, [judge], tmp_path / "run", RunConfig(progress=False, concurrency=8))
    assert summary.complete and summary.judges[0].id == "python:recorder"
    # Stage 1 hands ten processes to the judge; they are gathered into batches of at most 4.
    stage1 = [b for b in recorder.batches if all(pid.startswith("p") for pid in b)]
    assert max(len(b) for b in recorder.batches) == 4 and len(stage1[0]) == 4
    assert sorted(pid for b in recorder.batches for pid in b).count("p3") >= 1
    records = _records(tmp_path / "run")
    for pid, process in bench.processes.items():
        expected = [round(0.1 + 0.8 * (len(s.text) % 7) / 6, 4) for s in process.steps]
        assert [s.p_correct for s in records[(pid, None)].steps] == pytest.approx(expected)
    # The judge receives the image files: the image variant's figure is a new input, not a cache hit.
    assert {"p0.png", "p0_noisy.png"} <= recorder.images and records[("p0", "p0-img")].usage["calls"] == 1
    calls = sum(len(b) for b in recorder.batches)
    again = Recorder()
    rerun = run_judges(
        bench,
        [python_judge(again)],
        tmp_path / "second",
        RunConfig(progress=False, cache=str(tmp_path / "run" / "cache.sqlite")),
    )
    assert rerun.complete and again.batches == [] and rerun.judges[0].cache_hits == calls


def test_failures_of_python_judges_are_typed_never_scores(tmp_path):
    def flaky(batch: list[StepInput]) -> list[list[float | None]]:
        if any(item.process_id == "boom" for item in batch):
            raise RuntimeError("CUDA out of memory")
        if any(item.process_id == "none" for item in batch):
            return [None]  # type: ignore[list-item]  # a buggy judge: no list for this item
        return [[0.7] if item.process_id == "short" else [0.9, None] for item in batch]

    bench = make_bench(
        tmp_path, {"ok": "Find a.", "boom": "Find b.", "short": "Find c.", "none": "Find d."}, steps=2, variants=False
    )
    summary = run_judges(
        bench, [python_judge(flaky, name="flaky", batch_size=1)], tmp_path / "run", RunConfig(progress=False)
    )
    assert summary.judges[0].failures == {"judge_error": 2, "step_count_mismatch": 1}
    records = _records(tmp_path / "run")
    assert "RuntimeError: CUDA out of memory" in records[("boom", None)].error
    assert "TypeError" in records[("none", None)].error  # a malformed result fails the item, never hangs the run
    assert [s.status for s in records[("ok", None)].steps] == ["ok", "missing"]


def test_the_docs_example_runs_as_written(tmp_path, monkeypatch):
    text = DOCS.read_text(encoding="utf-8")
    block = re.search(
        r"<!-- the block below is executed by tests/test_python_judges.py -->\n```python\n(.*?)```",
        text,
        flags=re.DOTALL,
    )
    assert block, "docs/judges.md lost its tested example"
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(block.group(1), str(DOCS), "exec"), namespace)
    summary = namespace["summary"]
    assert summary.complete and summary.judges[0].id == "python:arithmetic-checker"
    records = _records(tmp_path / "runs" / "python-judge")
    assert len(records) == summary.judges[0].items == 4  # the bundled sample, first four processes
    assert all(r.status == "ok" for r in records.values())


def test_another_package_adds_a_judge_kind_through_an_entry_point(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / "toyjudges").mkdir(parents=True)
    (site / "toyjudges" / "__init__.py").write_text(
        textwrap.dedent("""
        class LengthJudge:
            version = "1"
            batch_size = 8

            def __init__(self, model, scale):
                self.name, self.scale = model, scale

            async def __call__(self, batch):
                return [[min(1.0, len(text) / self.scale) for text in item.steps] for item in batch]


        def make(model, options):
            return LengthJudge(model, float(options.get("scale", "100")))
    """)
    )
    dist = site / "toyjudges-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: toyjudges\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[confprobench.judges]\ntoy = toyjudges:make\n")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.delitem(sys.modules, "toyjudges", raising=False)
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2, variants=False)
    summary = run_judges(
        bench, ["toy/small"], tmp_path / "run", RunConfig(progress=False, judge_options={"scale": "50"})
    )
    assert summary.complete and summary.judges[0].id == "toy:small"
    [record] = _records(tmp_path / "run").values()
    assert [s.p_correct for s in record.steps] == pytest.approx([len(s.text) / 50 for s in bench.processes["a"].steps])
    with pytest.raises(DataError, match="unknown judge kind 'toyy'.*did you mean 'toy'"):
        make_judge("toyy/small")
