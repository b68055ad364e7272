"""Experiments in one call or one file: ``evaluate()`` and TOML config files.

``evaluate(judges=..., bench=..., perturb=..., out=...)`` perturbs a benchmark (or takes it as it is),
judges it in both stages, scores every judge and writes the report, and returns an
:class:`EvaluationResult` (leaderboard rows, per-judge metrics, paths). A second call does only what is
missing (the perturbed benchmark, the predictions and the response cache are reused; the perturbed benchmark is
rebuilt when its source, the recipe or the perturbation engine's code and data changed).

A config file holds what ``confprobench run`` takes on its command line, with options per judge::

    bench = "perturbed"            # a benchmark directory or a bundled name
    out = "runs/exp1"
    concurrency = 16
    max_tokens = 2_000_000

    [options]                      # for every model judge, like -M
    timeout = 120

    [[judges]]
    judge = "openai/gpt-4o-mini"
    mode = "logprobs"

    [[judges]]
    judge = "prm/Qwen/Qwen2.5-Math-PRM-7B"
    base_url = "http://gpu-node:8000"

Flags given on the command line override the file. The resolved config, the command line, the package
version and the git commit (of confprobench's source and of the working directory, when they are git
checkouts) go into the run manifest's session entry.
"""

from __future__ import annotations

import difflib
import json
import subprocess
import sys
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import __version__
from .data import Benchmark, DataError, load_benchmark
from .judges.registry import Judge, make_judge
from .metrics import MetricParams
from .run.runner import RunConfig, RunSummary

#: RunConfig fields a config file may set, with their TOML types.
RUN_KEYS: dict[str, type | tuple[type, ...]] = {
    "stage": str,
    "concurrency": int,
    "max_calls": int,
    "max_tokens": int,
    "shard": str,
    "limit": int,
    "cache": str,
    "rejudge": str,
    "max_attempts": int,
    "parse_attempts": int,
    "retry_failed": bool,
    "seed": int,
    "log_level": str,
    "variants": str,
}
CONFIG_KEYS = ("bench", "out", "judges", "options", "batch", *RUN_KEYS)


@dataclass(frozen=True)
class JudgeEntry:
    """One judge of an experiment: its spec and its own options (over the experiment's ``options``)."""

    spec: str
    options: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Experiment:
    """A resolved experiment: what to judge, with which judges, into which run directory, and how."""

    judges: tuple[JudgeEntry, ...]
    bench: str | None = None
    out: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    run: dict[str, Any] = field(default_factory=dict)  # RunConfig fields
    batch: bool = False
    source: str | None = None  # the config file, when there was one

    def make_judges(self) -> list[Judge]:
        """Every judge built with ``options`` under its own options."""
        return [make_judge(entry.spec, {**self.options, **entry.options}) for entry in self.judges]

    def run_config(self, **overrides: Any) -> RunConfig:
        """The RunConfig of this experiment (shard as ``i/n`` text becomes a tuple)."""
        values = dict(self.run)
        if isinstance(values.get("shard"), str):
            i, _, n = values["shard"].partition("/")
            values["shard"] = (int(i), int(n))
        return RunConfig(**{**values, **overrides})

    def resolved(self) -> dict[str, Any]:
        """Plain JSON of the whole experiment, for the run manifest."""
        return {
            "bench": self.bench,
            "out": self.out,
            "options": self.options,
            "batch": self.batch,
            "judges": [{"judge": e.spec, **e.options} for e in self.judges],
            **self.run,
            "config_file": self.source,
        }


def _text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def load_experiment(path: str | Path) -> Experiment:
    """Read a TOML config file; every refusal names the file and the key."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(path, None, None, "config file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(path, None, None, f"not valid TOML: {exc}") from None
    for key in data:
        if key not in CONFIG_KEYS:
            close = difflib.get_close_matches(key, CONFIG_KEYS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DataError(path, None, key, f"unknown key{hint}; known: {', '.join(CONFIG_KEYS)}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise DataError(path, None, "options", "must be a table of key = value")
    judges = []
    for number, item in enumerate(data.get("judges", []), start=1):
        if isinstance(item, str):
            judges.append(JudgeEntry(item))
        elif isinstance(item, dict) and isinstance(item.get("judge"), str):
            judges.append(JudgeEntry(item["judge"], {k: _text(v) for k, v in item.items() if k != "judge"}))
        else:
            raise DataError(
                path, number, "judges", 'each judge is a spec string or a table with judge = "PROVIDER/MODEL"'
            )
    run = {k: data[k] for k in RUN_KEYS if k in data}
    for key, value in run.items():
        wanted = RUN_KEYS[key]
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise DataError(path, None, key, f"must be {getattr(wanted, '__name__', wanted)}, got {value!r}")
    if "shard" in run:
        i, sep, n = run["shard"].partition("/")
        if not (sep and i.isdigit() and n.isdigit() and int(i) < int(n)):
            raise DataError(path, None, "shard", f"expected i/n with 0 <= i < n, got {run['shard']!r}")
    return Experiment(
        judges=tuple(judges),
        bench=data.get("bench"),
        out=data.get("out"),
        options={k: _text(v) for k, v in options.items()},
        run=run,
        batch=bool(data.get("batch", False)),
        source=str(path),
    )


def _git_commit(where: Path) -> str | None:
    try:
        result = subprocess.run(
            ["git", "-C", str(where), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout.strip() or None if result.returncode == 0 else None


def provenance(experiment: Experiment | None = None, argv: Sequence[str] | None = None) -> dict[str, Any]:
    """What made this run: command line, resolved config, package version, git commits (when any)."""
    record: dict[str, Any] = {
        "command_line": list(sys.argv if argv is None else argv),
        "confprobench": __version__,
        "git_commit": {"confprobench": _git_commit(Path(__file__).resolve().parent), "cwd": _git_commit(Path.cwd())},
    }
    if experiment is not None:
        record["config"] = experiment.resolved()
    return record


# --------------------------------------------------------------------------- evaluate


@dataclass(frozen=True)
class EvaluationPaths:
    """Where ``evaluate`` wrote things."""

    out: Path
    bench: Path
    run: Path
    report: Path | None
    metrics: dict[str, Path]  # judge id -> metrics.json (in the report directory)


@dataclass(frozen=True)
class EvaluationResult:
    """What ``evaluate`` returns: the leaderboard (best first), each judge's metrics, and the paths."""

    leaderboard: list[dict[str, Any]]
    metrics: dict[str, dict[str, Any]]
    paths: EvaluationPaths
    run: RunSummary
    bench: Benchmark

    def table(self) -> str:
        """The leaderboard as Markdown."""
        from .report.leaderboard import to_markdown

        return to_markdown(self.leaderboard)


def _judge_entries(
    judges: Sequence[str | Judge | Mapping[str, Any]] | Mapping[str, Mapping[str, Any]], options: dict[str, str]
) -> list[str | Judge]:
    """Judges built from their specs, each with ``options`` under its own (spec strings are built by the runner)."""
    if isinstance(judges, Mapping):  # {"openai/gpt-4o": {"mode": "logprobs"}, ...}
        return [
            make_judge(spec, {**options, **{k: _text(v) for k, v in (opts or {}).items()}})
            for spec, opts in judges.items()
        ]
    out: list[str | Judge] = []
    for item in judges:
        if isinstance(item, Mapping):  # {"judge": "openai/gpt-4o", "mode": "logprobs"}
            out.append(
                make_judge(str(item["judge"]), {**options, **{k: _text(v) for k, v in item.items() if k != "judge"}})
            )
        else:
            out.append(item)  # a spec string or a judge object (e.g. python_judge(...))
    return out


def evaluate(
    judges: Sequence[str | Judge | Mapping[str, Any]] | Mapping[str, Mapping[str, Any]],
    bench: Benchmark | str | Path | None = None,
    perturb: Any = True,
    out: str | Path = "confprobench-out",
    *,
    options: Mapping[str, Any] | None = None,
    run_config: RunConfig | None = None,
    params: MetricParams = MetricParams(),
    report: bool = True,
    log: Any = None,
) -> EvaluationResult:
    """Perturb ``bench`` (unless ``perturb`` is False), judge it with ``judges``, score and report into ``out``.

    ``judges``: spec strings (``"openai/gpt-4o"``, ``"noisy-oracle:0.2"``), judge objects
    (``python_judge(...)``), ``{"judge": spec, option: value}`` dicts, or one mapping ``{spec: {options}}``.
    ``options`` apply to every model judge (under each judge's own). ``perturb``: True (default recipe),
    a ``PerturbConfig`` (or a dict of its fields), or False for a benchmark that already has its variants. ``bench``: a directory,
    a bundled name, a loaded Benchmark, or None for the bundled sample.
    """
    from .metrics.result import MetricsResult
    from .perturb.engine import PerturbConfig
    from .pipeline import _drop_stale_run, _perturbed
    from .report.leaderboard import leaderboard_row, sort_rows
    from .report.runs import judge_usage, load_results
    from .run.manifest import load_run
    from .run.runner import run_judges

    say = log or (lambda message: None)
    out = Path(out)
    source = bench if isinstance(bench, Benchmark) else load_benchmark(bench)
    if perturb is False or perturb is None:
        perturbed, bench_dir = source, source.root
    else:
        config = (
            perturb
            if isinstance(perturb, PerturbConfig)
            else PerturbConfig(**perturb)
            if isinstance(perturb, Mapping)
            else PerturbConfig()
        )
        say(f"perturbing {source.name} → {out / 'bench'}")
        perturbed, _ = _perturbed(source, out / "bench", config)
        bench_dir = out / "bench"
    run_config = run_config or RunConfig(progress=False)
    if options:
        run_config = replace(
            run_config, judge_options={**run_config.judge_options, **{k: _text(v) for k, v in options.items()}}
        )
    if run_config.cache is None:
        run_config = replace(run_config, cache=str(out / "responses.sqlite"))
    if run_config.invocation is None:
        record = provenance()
        record.update(
            entry="confprobench.evaluate",
            config={
                "bench": str(source.root),
                "perturb": perturb.recipe() if isinstance(perturb, PerturbConfig) else perturb,
                "judges": [j if isinstance(j, str) else repr(j) for j in judges]
                if not isinstance(judges, Mapping)
                else {k: dict(v or {}) for k, v in judges.items()},
                "options": dict(options or {}),
            },
        )
        run_config = replace(run_config, invocation=json.loads(json.dumps(record, default=str)))
    _drop_stale_run(out / "run", perturbed, say)
    entries = _judge_entries(judges, run_config.judge_options)
    say(f"judging with {len(entries)} judge(s) → {out / 'run'}")
    summary = run_judges(perturbed, entries, out / "run", run_config)
    metrics_paths: dict[str, Path] = {}
    metrics: dict[str, dict[str, Any]] = {}
    typed: dict[str, MetricsResult] = {}
    report_dir = None
    if report:
        from .report.build import make_report

        say(f"scoring and writing the report → {out / 'report'}")
        paths = make_report([out / "run"], out / "report", params)
        report_dir = paths.out
        for path in paths.metrics:
            data = json.loads(path.read_text(encoding="utf-8"))
            metrics[data["judge"]] = data
            metrics_paths[data["judge"]] = path
            typed[data["judge"]] = MetricsResult.model_validate(data)
    else:
        typed = {r.judge: r.metrics for r in load_results([out / "run"], params)}
        metrics = {judge: result.model_dump(mode="json") for judge, result in typed.items()}
    run = load_run(out / "run")
    # the same numbers as the report's leaderboard rows
    rows = sort_rows([leaderboard_row(judge, result, judge_usage(run, judge)) for judge, result in typed.items()])
    return EvaluationResult(
        leaderboard=rows,
        metrics=metrics,
        run=summary,
        bench=perturbed,
        paths=EvaluationPaths(
            out=out, bench=Path(bench_dir), run=out / "run", report=report_dir, metrics=metrics_paths
        ),
    )


__all__ = [
    "EvaluationPaths",
    "EvaluationResult",
    "Experiment",
    "JudgeEntry",
    "evaluate",
    "load_experiment",
    "provenance",
]
