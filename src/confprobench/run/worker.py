"""One judge's items: each through the cache, the limiter and the retry policy, into one record.

A request is answered by the cache (only answers that parse are stored or reused), by an identical
request already in flight, or sent. A sent request is retried on transient errors (bounded by
``max_attempts``) and re-asked when its answer does not parse (bounded by ``parse_attempts``);
every attempt is counted once, in :meth:`JudgeWorker._count`, and logged. Under ``--batch`` a request
the stage's batch job answered (``JudgeWorker.batched``, run/batch.py) takes that answer in place of a
live call, once, and goes through the same checks, counts, cache and records. Before any call has
succeeded, a few connection failures in a row stop the judge with a message naming the endpoint.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ..data import Benchmark, Prediction, Process, StepJudgment, Variant
from ..judges.base import CallError, ChatRequest, Completion
from ..judges.parsing import UnparseableOutput
from .adapter import JudgeAdapter
from .cache import ResponseCache
from .control import AdaptiveLimiter, Budget, BudgetExhausted, JudgeStopped, RetryPolicy
from .store import CallLedger, PredictionStore

log = logging.getLogger(__name__)

#: Connection failures in a row, before any call succeeded, that stop a judge (a wrong or dead URL).
UNREACHABLE_AFTER = 3
#: Characters of an unparseable answer quoted in the log.
LOG_ANSWER_CHARS = 200


class ParseFailure(Exception):
    """An answer that still did not parse after the last re-ask; the item becomes a failed record."""

    def __init__(self, error: UnparseableOutput, completion: Completion):
        super().__init__(str(error))
        self.error, self.completion = error, completion


@dataclass
class RunState:
    """What every worker of a run shares: why the run stopped, if it did (a budget)."""

    stopped: str | None = None


@dataclass
class WorkerSettings:
    """The run's settings a worker reads."""

    rejudge: str = "target"
    stage: str = "both"
    concurrency: int = 8
    parse_attempts: int = 3
    progress: bool = True


@dataclass
class JudgeSummary:
    """What one judge did in this session (calls, tokens) and where its run stands (records)."""

    id: str
    spec: str
    predictions: Path | None
    items: int = 0  # (process, variant) pairs this run covers
    todo: int = 0  # of which missing when this session started
    written: int = 0
    calls: int = 0  # requests sent, retries and re-asks included
    planned_calls: int = 0  # dry run: requests that would be sent
    naive_calls: int = 0  # requests if every item were judged in full with no cache and no reuse
    cache_hits: int = 0
    reused_steps: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failed_attempts: Counter[str] = field(default_factory=Counter)
    records: Counter[str] = field(default_factory=Counter)  # latest record status -> count (whole run)
    failures: Counter[str] = field(default_factory=Counter)  # failed records by error_kind (whole run)
    step_status: Counter[str] = field(default_factory=Counter)
    latencies_ms: list[float] = field(default_factory=list)
    run_calls: int = 0  # calls over every session of this run directory
    interrupted_calls: int = 0  # calls in flight when an earlier session was killed (sent, never answered)
    stopped: dict[str, str] | None = None
    seconds: float = 0.0
    cost_usd: float | None = None

    def latency(self) -> dict[str, float] | None:
        """Call latency percentiles of this session (ms)."""
        if not self.latencies_ms:
            return None
        ordered = sorted(self.latencies_ms)
        return {
            "n": len(ordered),
            "mean": round(sum(ordered) / len(ordered), 2),
            "p50": round(ordered[len(ordered) // 2], 2),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        }

    def line(self) -> str:
        """One line for the terminal."""
        parts = [f"{self.id}: {self.records.get('ok', 0)} ok / {self.records.get('failed', 0)} failed of {self.items}"]
        if self.naive_calls:  # a model judge (reference and replay judges make no calls)
            parts += [
                f"calls {self.calls} this session, {self.run_calls} in all vs naive {self.naive_calls} "
                f"(cache hits {self.cache_hits}, reused steps {self.reused_steps})",
                f"tokens {self.prompt_tokens} prompt + {self.completion_tokens} completion",
            ]
        reasked = sum(n for kind, n in self.failed_attempts.items() if kind in ("parse", "truncated"))
        if reasked:
            parts.append(f"re-asked {reasked} unparseable answers")
        if self.interrupted_calls:
            parts.append(f"{self.interrupted_calls} calls in flight at an earlier kill (not counted; sent again)")
        if self.failures:
            parts.append("failed records " + ", ".join(f"{k} {v}" for k, v in sorted(self.failures.items())))
        bad_steps = {k: v for k, v in self.step_status.items() if k != "ok"}
        if bad_steps:
            parts.append("unusable steps " + ", ".join(f"{k} {v}" for k, v in sorted(bad_steps.items())))
        if lat := self.latency():
            parts.append(f"latency/call p50 {lat['p50']:.0f} ms p95 {lat['p95']:.0f} ms")
        if self.cost_usd is not None:
            parts.append(f"cost ${self.cost_usd:.4f}")
        if self.stopped:
            parts.append(f"STOPPED ({self.stopped['kind']}): {self.stopped['message']}")
        return "; ".join(parts)


def what_to_judge(
    bench: Benchmark,
    adapter: JudgeAdapter,
    settings: WorkerSettings,
    process: Process,
    variant: Variant | None,
    existing: dict[tuple[str, str | None], Prediction],
    *,
    assume_stage1_ok: bool = False,
) -> tuple[Process, list[int] | None, list[StepJudgment]]:
    """The process the judge sees, which steps to call for (None = all) and the stage-1 steps reused."""
    if variant is None:
        return process, None, []
    shown = bench.materialize(variant)
    if not (adapter.per_step and variant.family != "image" and settings.rejudge == "target"):
        return shown, None, []
    target = variant.target_step or 0
    original = existing.get((process.id, None))
    if original is not None and original.status == "ok" and len(original.steps) == len(process.steps):
        return shown, [target], [s for s in original.steps if s.index != target]
    if assume_stage1_ok and settings.stage == "both":
        return shown, [target], []
    return shown, None, []  # no usable stage-1 record: judge the variant in full rather than guess


def uncached_requests(
    bench: Benchmark,
    adapter: JudgeAdapter,
    settings: WorkerSettings,
    todo: list[tuple[Process, Variant | None]],
    existing: dict[tuple[str, str | None], Prediction],
    cache: ResponseCache | None,
    *,
    assume_stage1_ok: bool = False,
) -> dict[str, tuple[ChatRequest, Process]]:
    """The distinct requests ``todo`` needs that ``cache`` does not hold, by cache key, each with the process shown."""
    pending: dict[str, tuple[ChatRequest, Process]] = {}
    for process, variant in todo:
        shown, steps, _ = what_to_judge(
            bench, adapter, settings, process, variant, existing, assume_stage1_ok=assume_stage1_ok
        )
        for request in adapter.requests(shown, bench.root, steps):
            key = adapter.cache_key(request)
            if key not in pending and (cache is None or key not in cache):
                pending[key] = (request, shown)
    return pending


class JudgeWorker:
    """Runs one judge's items and writes each record the moment it is complete."""

    def __init__(
        self,
        adapter: JudgeAdapter,
        bench: Benchmark,
        settings: WorkerSettings,
        cache: ResponseCache,
        budget: Budget,
        retry: RetryPolicy,
        state: RunState,
        store: PredictionStore,
        ledger: CallLedger,
        summary: JudgeSummary,
        redact: Callable[[str], str],
        on_record: Callable[[], None],
    ):
        self.adapter, self.bench, self.settings, self.cache = adapter, bench, settings, cache
        self.budget, self.retry, self.state, self.store, self.ledger = budget, retry, state, store, ledger
        self.summary, self.redact, self.on_record = summary, redact, on_record
        limit = adapter.max_concurrency or settings.concurrency
        self.limiter = AdaptiveLimiter(min(settings.concurrency, limit))
        self.sequential = self.limiter.limit == 1
        self._inflight: dict[str, asyncio.Future[Completion]] = {}
        self._bar: tqdm | None = None
        self._t0 = time.perf_counter()
        self._failed_records = 0
        self._fatal: CallError | None = None
        self._reached = False  # some request got an answer (or an HTTP error) from the endpoint
        self._unreached = 0  # connection failures before that
        #: Answers of this stage's batch job by cache key (run/batch.py); each is used once, then calls go live.
        self.batched: dict[str, Completion | CallError] = {}

    async def run_stage(self, stage: int, todo: list[tuple[Process, Variant | None]]) -> None:
        """Judge ``todo``; raises JudgeStopped on the first fatal error (the other tasks are cancelled)."""
        self._bar = tqdm(
            total=len(todo),
            desc=f"{self.adapter.id} stage {stage}",
            unit="item",
            disable=not self.settings.progress,
            file=sys.stderr,
            dynamic_ncols=True,
        )
        queue: asyncio.Queue[tuple[Process, Variant | None]] = asyncio.Queue()
        for item in todo:
            queue.put_nowait(item)
        workers = 1 if self.sequential else 2 * self.limiter.limit
        tasks = [asyncio.create_task(self._work(queue, stage)) for _ in range(min(workers, len(todo)))]
        try:
            for finished in asyncio.as_completed(tasks):
                await finished
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self._bar.close()
            self._bar = None

    async def _work(self, queue: asyncio.Queue[tuple[Process, Variant | None]], stage: int) -> None:
        while not queue.empty() and not self.state.stopped:
            process, variant = queue.get_nowait()
            try:
                record = await self._judge_item(process, variant, stage)
            except BudgetExhausted as exc:
                if not self.state.stopped:
                    log.warning(
                        "%s: budget stop: %s; calls in flight finish, partial results are kept", self.adapter.id, exc
                    )
                self.state.stopped = str(exc)
                return
            self._append(record)

    async def _judge_item(self, process: Process, variant: Variant | None, stage: int) -> Prediction:
        adapter = self.adapter
        shown, steps, reused = what_to_judge(self.bench, adapter, self.settings, process, variant, self.store.current)
        requests = adapter.requests(shown, self.bench.root, steps)
        item = process.id if variant is None else f"{process.id}/{variant.id}"
        usage: Counter[str] = Counter()

        def check(request: ChatRequest, completion: Completion) -> None:
            adapter.check(shown, request, completion)

        outcomes: list[Completion | BaseException] = []
        if self.sequential:
            for request in requests:
                try:
                    outcomes.append(await self._call(request, check, usage, item))
                except (CallError, ParseFailure) as exc:
                    outcomes.append(exc)
        else:
            outcomes = list(
                await asyncio.gather(*(self._call(r, check, usage, item) for r in requests), return_exceptions=True)
            )
        completions: list[Completion] = []
        failed: CallError | ParseFailure | None = None
        failed_where = ""
        for request, outcome in zip(requests, outcomes, strict=True):
            if isinstance(outcome, Completion):
                completions.append(outcome)
            elif isinstance(outcome, (CallError, ParseFailure)):
                if failed is None:
                    failed, failed_where = outcome, (f"step {request.step}: " if request.step is not None else "")
            else:
                raise outcome  # JudgeStopped, BudgetExhausted, a bug: never a made-up record
        meta: dict[str, Any] = {**adapter.meta(), "stage": stage}
        if variant is not None:
            meta.update(
                family=variant.family,
                rejudged_steps=steps or [s.index for s in shown.steps],
                reused_steps=[s.index for s in reused],
            )
            if variant.family == "image" and not adapter.sees_images:
                meta["image_blind"] = True  # the metrics leave such pairs out of CRS: the judge never saw the change
        if failed is not None:
            if isinstance(failed, ParseFailure):
                error, kind = str(failed.error), failed.error.kind
                meta["raw"] = failed.completion.text
            else:
                error, kind = failed.message, failed.kind
            return Prediction(
                process_id=process.id,
                variant_id=variant.id if variant else None,
                judge=adapter.id,
                usage=dict(usage),
                status="failed",
                error=failed_where + error,
                error_kind=kind,
                meta=meta,
            )
        self.summary.reused_steps += len(reused)
        return adapter.finish(process, variant, shown, requests, completions, meta, dict(usage), reused)

    def _usable(
        self, check: Callable[[ChatRequest, Completion], None], request: ChatRequest, completion: Completion, item: str
    ) -> bool:
        try:
            check(request, completion)
        except UnparseableOutput as exc:
            log.info("%s: %s: the cached answer does not parse (%s); asking again", self.adapter.id, item, exc.kind)
            return False
        return True

    async def _call(
        self, request: ChatRequest, check: Callable[[ChatRequest, Completion], None], usage: Counter[str], item: str
    ) -> Completion:
        """One request: from the cache, from an identical request in flight, or sent (with retries and re-asks)."""
        key = self.adapter.cache_key(request)
        cached = self.cache.get(key)
        if cached is not None and not self._usable(check, request, cached, item):
            cached = None
        if cached is None and key in self._inflight:
            cached = await asyncio.shield(self._inflight[key])
        if cached is not None:
            self.summary.cache_hits += 1
            usage["cache_hits"] += 1
            return cached
        future: asyncio.Future[Completion] = asyncio.get_running_loop().create_future()
        future.add_done_callback(lambda f: f.cancelled() or f.exception())  # waiters may be gone: no warning
        self._inflight[key] = future
        try:
            completion = await self._send(request, key, check, usage, item)
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

    async def _send(
        self,
        request: ChatRequest,
        key: str,
        check: Callable[[ChatRequest, Completion], None],
        usage: Counter[str],
        item: str,
    ) -> Completion:
        adapter, where = self.adapter, f"{self.adapter.id}: {item}" + (f" step {request.step}" if request.step else "")
        errors = reasks = 0
        while True:
            delay = 0.0
            async with self.limiter.slot() as slot:
                if self._fatal is not None:  # another call already hit a fatal error: send nothing more
                    raise JudgeStopped(self._fatal)
                self.budget.reserve_call()
                self.ledger.sent()
                started = time.perf_counter()
                from_batch = key in self.batched
                try:
                    completion = await self._complete(request, key)
                except CallError as exc:
                    errors += 1
                    exc.message = self.redact(exc.message)
                    self._count(usage, failed=exc.kind)
                    self._note_unreachable(exc)
                    if exc.fatal:
                        self._fatal = exc
                        raise JudgeStopped(exc) from None
                    if not exc.retryable or errors >= self.retry.max_attempts:
                        if errors > 1:
                            exc.message += f" (after {errors} attempts)"
                        log.warning("%s: giving up: %s: %s", where, exc.kind, exc.message)
                        raise
                    slot.rate_limited = exc.kind == "rate_limit"
                    delay = self.retry.delay(errors, exc.retry_after)
                    log.info(
                        "%s: retry after %s (attempt %d of %d), waiting %.2f s: %s",
                        where,
                        exc.kind,
                        errors,
                        self.retry.max_attempts,
                        delay,
                        exc.message,
                    )
                else:
                    # A batch answer's wait is the batch's, not a call's: it stays out of the latency figures.
                    latency_ms = None if from_batch else (time.perf_counter() - started) * 1000
                    self._reached = True
                    completion = _redacted(completion, self.redact)
                    try:
                        check(request, completion)
                    except UnparseableOutput as exc:
                        reasks += 1
                        self._count(usage, completion, latency_ms, failed=exc.kind)
                        last = reasks >= self.settings.parse_attempts
                        log.warning(
                            "%s: answer does not parse (%s, attempt %d of %d)%s: %r",
                            where,
                            exc.kind,
                            reasks,
                            self.settings.parse_attempts,
                            "; giving up" if last else "; asking again",
                            completion.text[:LOG_ANSWER_CHARS],
                        )
                        if last:
                            raise ParseFailure(exc, completion) from None
                        continue  # re-ask at once: the slot is given back and taken again
                    self._count(usage, completion, latency_ms)
                    # Commit before the slot is released: a killed run then loses only calls still in flight.
                    self.cache.put(key, adapter.id, completion)
                    return completion
            await asyncio.sleep(delay)

    async def _complete(self, request: ChatRequest, key: str) -> Completion:
        """The batch job's answer to ``request`` when it holds one (taken once: a re-ask goes live), else a call."""
        outcome = self.batched.pop(key, None)
        if outcome is None:
            return await self.adapter.complete(request)
        if isinstance(outcome, CallError):
            raise CallError(outcome.kind, outcome.message)  # a fresh exception: its message is edited on the way
        return outcome

    def _note_unreachable(self, exc: CallError) -> None:
        """Stop the judge after a few connection failures in a row before anything got through."""
        if exc.kind not in ("connection", "timeout"):
            self._reached = True  # an HTTP error: the endpoint is there
        if self._reached or exc.kind != "connection":
            return
        self._unreached += 1
        if self._unreached >= UNREACHABLE_AFTER:
            self._fatal = CallError(
                "unreachable",
                f"could not connect to {self.adapter.endpoint}: "
                f"{self._unreached} attempts failed and none has succeeded ({exc.message}); check "
                "that the server is running and that the URL is right (it usually ends in /v1)",
            )
            log.error("%s: %s", self.adapter.id, self._fatal.message)
            raise JudgeStopped(self._fatal)

    def _count(
        self,
        usage: Counter[str],
        completion: Completion | None = None,
        latency_ms: float | None = None,
        failed: str | None = None,
    ) -> None:
        """The one place a call is counted: session summary, the item's usage, the budget and the ledger."""
        prompt = completion.prompt_tokens if completion else 0
        answer = completion.completion_tokens if completion else 0
        summary = self.summary
        summary.calls += 1
        summary.prompt_tokens += prompt
        summary.completion_tokens += answer
        usage["calls"] += 1
        usage["prompt_tokens"] += prompt
        usage["completion_tokens"] += answer
        if failed:
            summary.failed_attempts[failed] += 1
        if latency_ms is not None:
            summary.latencies_ms.append(latency_ms)
        self.budget.add_tokens(prompt + answer)
        self.ledger.record(failed=failed, prompt_tokens=prompt, completion_tokens=answer)

    def _append(self, record: Prediction) -> None:
        self.store.append(record)
        self.summary.written += 1
        self._failed_records += record.status == "failed"
        bar = self._bar
        if bar is not None:
            elapsed = max(1e-9, time.perf_counter() - self._t0)
            bar.set_postfix(
                calls=self.summary.calls,
                calls_s=f"{self.summary.calls / elapsed:.1f}",
                tok=self.summary.prompt_tokens + self.summary.completion_tokens,
                hits=self.summary.cache_hits,
                fail=self._failed_records,
                refresh=False,
            )
            bar.update(1)
        self.on_record()


def _redacted(completion: Completion, redact: Callable[[str], str]) -> Completion:
    text = redact(completion.text)
    return completion if text == completion.text else Completion(**{**completion.__dict__, "text": text})
