"""``--batch``: a stage's pending calls sent as one job of OpenAI's Batch API, at its lower price.

Before a stage runs, every call it still needs (not in the response cache) is written as one line of
a JSONL file (``custom_id`` = the call's cache key, ``body`` = the very body a live call would send),
uploaded with ``POST /v1/files`` (purpose ``batch``) and submitted with ``POST /v1/batches``. The batch
id goes into ``RUN/batches/<judge>-stage<k>.json`` at once, so a killed run resumes polling that batch
instead of submitting another. Polling backs off from ``batch_poll_s`` by ×1.5 up to 10 minutes.

When the batch ends, its answers are handed to the stage through the judge's backend: the runner then
writes records, counts calls and tokens and fills the cache exactly as for live calls. A line that
failed (a per-request error, a batch that expired before reaching it, a cancelled or failed batch) is a
typed failure record (``batch_line_failed``, ``batch_expired``, ``batch_failed``, ``batch_cancelled``,
``batch_missing``) — never a made-up score; a rerun submits those again.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any, cast

import openai

from ..data import DataError, Process, Variant
from ..judges.base import CallError, ChatRequest, Completion
from ..judges.model import ModelJudge
from ..judges.openai_backend import OpenAIBackend, _status_error, parse_chat_completion
from .manifest import judge_slug, write_json_atomic

#: OpenAI's Batch API costs half the live price (input and output tokens alike).
BATCH_DISCOUNT = 0.5
BATCH_DIR = "batches"
#: Judge kinds whose endpoint offers OpenAI's Batch API.
BATCH_KINDS = ("openai",)
_FINAL = ("completed", "failed", "expired", "cancelled")
_MAX_POLL_S = 600.0


def check_batch_judges(judges: list[Any], max_calls: int | None = None, max_tokens: int | None = None) -> None:
    """Refuse --batch before anything runs: a judge without a batch API, or a budget a batch cannot keep."""
    if max_calls is not None or max_tokens is not None:
        raise DataError(None, None, "batch", "--batch submits each stage's pending calls whole, so --max-calls and "
                        "--max-tokens cannot cap it; see its price with --dry-run (price_in/price_out) instead")
    for judge in judges:
        kind = getattr(getattr(judge, "info", None), "kind", None)
        if kind is None:
            continue  # reference and replay judges make no calls
        if kind not in BATCH_KINDS or not isinstance(judge.backend, OpenAIBackend):
            raise DataError(None, None, "batch", f"--batch needs a provider with a batch API ({', '.join(BATCH_KINDS)}); "
                            f"judge {judge.id} ({kind}) has none: run it without --batch")


def batch_cost(prompt_tokens: int, completion_tokens: int, options: dict[str, Any]) -> tuple[float, float] | None:
    """(live USD, batch USD) for these tokens at the judge's price_in / price_out; None without prices."""
    if "price_in" not in options and "price_out" not in options:
        return None
    live = (prompt_tokens * float(options.get("price_in", 0)) + completion_tokens * float(options.get("price_out", 0))) / 1e6
    return live, live * BATCH_DISCOUNT


class BatchAnswers:
    """A Backend answering the calls a batch covered from its results; any other call goes live."""

    def __init__(self, inner: Any, judge: ModelJudge, outcomes: dict[str, Completion | CallError]):
        self.inner, self.judge, self.outcomes = inner, judge, outcomes
        self.identity = inner.identity
        self.max_concurrency: int | None = inner.max_concurrency
        self.secrets = getattr(inner, "secrets", ())

    async def complete(self, request: ChatRequest) -> Completion:
        outcome = self.outcomes.get(self.judge.cache_key(request))
        if outcome is None:
            return await self.inner.complete(request)
        if isinstance(outcome, CallError):
            raise CallError(outcome.kind, outcome.message)  # a fresh exception: the runner edits messages
        return outcome

    async def aclose(self) -> None:
        await self.inner.aclose()


async def run_batch(run: Any, judge: ModelJudge, stage: int, todo: list[tuple[Process, Variant | None]],
                    results: dict) -> None:
    """Submit (or resume) the batch of this stage's pending calls and hand its answers to the stage."""
    from .runner import JudgeStopped, _what_to_judge

    backend = cast(OpenAIBackend, judge.backend.inner if isinstance(judge.backend, BatchAnswers) else judge.backend)
    pending: dict[str, ChatRequest] = {}
    for process, variant in todo:
        shown, steps, _ = _what_to_judge(run, judge, process, variant, results)
        for request in judge.requests(shown, run.bench.root, steps):
            key = judge.cache_key(request)
            if key not in pending and (run.cache is None or key not in run.cache):
                pending[key] = request
    state_path = run.out / BATCH_DIR / f"{judge_slug(judge.id)}-stage{stage}.json"
    outcomes: dict[str, Completion | CallError] = {}
    client = backend._clients[0]
    say = (lambda text: print(text, file=sys.stderr)) if run.config.progress else (lambda text: None)
    try:
        for _ in range(2):  # a resumed batch, then (if calls remain) one new batch for the rest
            state = _read_state(state_path)
            if state is None:
                remaining = {k: r for k, r in pending.items() if k not in outcomes}
                if not remaining:
                    break
                state = await _submit(client, backend, remaining, judge, stage)
                state_path.parent.mkdir(parents=True, exist_ok=True)
                write_json_atomic(state_path, state)
                say(f"{judge.id} stage {stage}: submitted batch {state['batch_id']} with {state['requests']} calls")
            else:
                say(f"{judge.id} stage {stage}: resuming batch {state['batch_id']}")
            batch = await _poll(client, state, run.config.batch_poll_s, say)
            outcomes.update(await _collect(client, batch, state["keys"]))
            state.update(status=batch.status, consumed=True, finished=_now())
            write_json_atomic(state_path, state)
    except openai.APIStatusError as exc:
        # Submitting or polling a batch cannot be retried call by call: any refusal stops this judge (exit 3);
        # a submitted batch is resumed by the next run.
        raise JudgeStopped(_status_error(exc, f"the batch API at {client.base_url}")) from None
    except (openai.APIConnectionError, openai.APITimeoutError) as exc:
        raise JudgeStopped(CallError("connection", f"could not reach the batch API at {client.base_url}: {exc}")) from None
    judge.backend = BatchAnswers(backend, judge, outcomes)


def _read_state(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        raise DataError(path, None, None, "unreadable batch state; delete it to submit the stage again") from None
    return None if state.get("consumed") else state


async def _submit(client: openai.AsyncOpenAI, backend: OpenAIBackend, requests: dict[str, ChatRequest],
                  judge: ModelJudge, stage: int) -> dict[str, Any]:
    lines = [json.dumps({"custom_id": key, "method": "POST", "url": "/v1/chat/completions",
                         "body": backend.body(request)}, ensure_ascii=False, separators=(",", ":"))
             for key, request in requests.items()]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    uploaded = await client.files.create(file=(f"confprobench-stage{stage}.jsonl", data, "application/jsonl"),
                                         purpose="batch")
    batch = await client.batches.create(input_file_id=uploaded.id, endpoint="/v1/chat/completions",
                                        completion_window="24h",
                                        metadata={"confprobench_judge": judge.id[:500], "stage": str(stage)})
    return {"batch_id": batch.id, "input_file_id": uploaded.id, "requests": len(lines), "keys": list(requests),
            "status": batch.status, "submitted": _now(), "consumed": False}


async def _poll(client: openai.AsyncOpenAI, state: dict[str, Any], first_delay: float, say: Any) -> Any:
    delay = first_delay
    while True:
        try:
            batch = await client.batches.retrieve(state["batch_id"])
        except (openai.APIConnectionError, openai.APITimeoutError, openai.RateLimitError, openai.InternalServerError):
            batch = None  # transient: keep polling
        if batch is not None:
            if batch.status in _FINAL:
                return batch
            counts = batch.request_counts
            if counts is not None:
                say(f"batch {batch.id}: {batch.status}, {counts.completed + counts.failed} of {counts.total} done")
        await asyncio.sleep(delay)
        delay = min(_MAX_POLL_S, delay * 1.5)


async def _collect(client: openai.AsyncOpenAI, batch: Any, keys: list[str]) -> dict[str, Completion | CallError]:
    outcomes: dict[str, Completion | CallError] = {}
    for file_id in (batch.output_file_id, batch.error_file_id):
        if not file_id:
            continue
        content = await client.files.content(file_id)
        for number, line in enumerate(content.text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                key = item["custom_id"]
            except (ValueError, KeyError, TypeError):
                continue  # a line we cannot attribute: its call stays missing below
            outcomes[key] = _line_outcome(item, batch.status)
    ending = {"expired": ("batch_expired", "the batch expired before this call ran"),
              "cancelled": ("batch_cancelled", "the batch was cancelled before this call ran"),
              "failed": ("batch_failed", "the batch failed: " + _batch_errors(batch))}.get(
        batch.status, ("batch_missing", f"batch {batch.id} returned no line for this call"))
    for key in keys:
        outcomes.setdefault(key, CallError(*ending))
    return outcomes


def _line_outcome(item: dict[str, Any], status: str) -> Completion | CallError:
    error, response = item.get("error"), item.get("response") or {}
    if error:
        code = str(error.get("code") or "")
        kind = "batch_expired" if code == "batch_expired" else "batch_cancelled" if code == "batch_cancelled" \
            else "batch_line_failed"
        return CallError(kind, f"batch line: {code or 'error'}: {error.get('message', '')}"[:400])
    if response.get("status_code") != 200:
        body = response.get("body") or {}
        detail = (body.get("error") or {}).get("message") if isinstance(body, dict) else None
        return CallError("batch_line_failed", f"batch line: HTTP {response.get('status_code')}: {detail or body}"[:400])
    try:
        return parse_chat_completion(response.get("body") or {})
    except CallError as exc:
        return CallError("batch_line_failed", f"batch line: {exc.message}")


def _batch_errors(batch: Any) -> str:
    errors = getattr(getattr(batch, "errors", None), "data", None) or []
    return "; ".join(f"{e.code}: {e.message}" for e in errors[:3]) or "no reason given"


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
