"""``--batch``: a stage's pending calls sent as one batch job, at the provider's lower batch price.

Before a stage runs, every call it still needs (not in the response cache) becomes one request of a
batch, keyed by the call's cache key. OpenAI: one line of a JSONL file (``custom_id``, ``method``,
``url``, ``body`` = the very body a live call would send) uploaded with ``POST /v1/files`` (purpose
``batch``) and submitted with ``POST /v1/batches``. Anthropic: ``POST /v1/messages/batches`` with the
same bodies as Messages API params (its native API: ``x-api-key`` and ``anthropic-version`` headers);
results come from the batch's ``results_url``. The batch id goes into ``RUN/batches/<judge>-stage<k>.json``
at once, so a killed run resumes polling that batch instead of submitting another. Polling backs off
from ``batch_poll_s`` by ×1.5 up to 10 minutes.

When the batch ends, its answers go to the stage's worker (run/worker.py), which takes each in place
of a live call: records, the prediction store, the call ledger (``RUN/calls``), the parse check with
its re-asks (a re-ask goes live) and the cache are exactly those of live calls. A line that failed (a
per-request error, a batch that expired before reaching it, a cancelled or failed batch) is a typed
failure record (``batch_line_failed``, ``batch_expired``, ``batch_failed``, ``batch_cancelled``,
``batch_missing``) — never a made-up score; a rerun submits those again.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import openai

from ..data import DataError
from ..judges.base import CallError, ChatRequest, Completion
from ..judges.model import ModelJudge
from ..judges.openai_backend import OpenAIBackend, _status_error, parse_chat_completion
from .control import JudgeStopped
from .manifest import write_json_atomic

if TYPE_CHECKING:
    from .adapter import JudgeAdapter

#: OpenAI's Batch API and Anthropic's Message Batches cost half the live price (input and output alike).
BATCH_DISCOUNT = 0.5
BATCH_DIR = "batches"
#: Judge kinds with a batch API: OpenAI's (files + batches) and Anthropic's Message Batches.
BATCH_KINDS = ("openai", "anthropic")
_FINAL = ("completed", "failed", "expired", "cancelled")
_MAX_POLL_S = 600.0


class BatchAPI(Protocol):
    """A provider's batch API: submit requests, poll the batch, collect its answers by cache key."""

    where: str

    async def submit(self, requests: dict[str, ChatRequest], judge_id: str, stage: int) -> dict[str, Any]:
        """Send ``requests`` (by cache key) as one batch; the state to keep (``batch_id``, ``status``)."""
        ...

    async def poll(self, state: dict[str, Any]) -> tuple[bool, str, str]:
        """(whether the batch has ended, its status, progress in words)."""
        ...

    async def collect(self, state: dict[str, Any]) -> dict[str, Completion | CallError]:
        """An ended batch's answers by cache key; every key of ``state`` gets an answer or a typed failure."""
        ...


def batch_api_for(judge: ModelJudge) -> BatchAPI:
    """The batch API of a model judge's provider; DataError for a provider without one."""
    kind, backend = judge.info.kind, judge.backend
    if kind not in BATCH_KINDS or not isinstance(backend, OpenAIBackend):
        raise DataError(
            None,
            None,
            "batch",
            f"--batch needs a provider with a batch API ({', '.join(BATCH_KINDS)}); "
            f"judge {judge.id} ({kind}) has none: run it without --batch",
        )
    return AnthropicBatches(backend) if kind == "anthropic" else OpenAIBatches(backend)


def batch_apis(
    adapters: Sequence[JudgeAdapter], max_calls: int | None = None, max_tokens: int | None = None
) -> dict[str, BatchAPI]:
    """Refuse --batch before anything runs (a judge without a batch API, a budget a batch cannot keep);
    else the batch API of every judge that makes calls, by judge id (reference and replay judges make none)."""
    if max_calls is not None or max_tokens is not None:
        raise DataError(
            None,
            None,
            "batch",
            "--batch submits each stage's pending calls whole, so --max-calls and "
            "--max-tokens cannot cap it; see its price with --dry-run (price_in/price_out) instead",
        )
    apis = {}
    for adapter in adapters:
        api = adapter.batch_api()
        if api is not None:
            apis[adapter.id] = api
    return apis


def batch_cost(prompt_tokens: int, completion_tokens: int, options: dict[str, Any]) -> tuple[float, float] | None:
    """(live USD, batch USD) for these tokens at the judge's price_in / price_out; None without prices."""
    if "price_in" not in options and "price_out" not in options:
        return None
    live = (
        prompt_tokens * float(options.get("price_in", 0)) + completion_tokens * float(options.get("price_out", 0))
    ) / 1e6
    return live, live * BATCH_DISCOUNT


async def run_batch(
    api: BatchAPI,
    judge_id: str,
    stage: int,
    pending: dict[str, ChatRequest],
    state_path: Path,
    poll_s: float,
    say: Callable[[str], None],
) -> dict[str, Completion | CallError]:
    """Submit (or resume, from ``state_path``) the batch of a stage's ``pending`` calls; its answers by cache key.

    Raises JudgeStopped when the batch API refuses a request or cannot be reached (a submitted batch is
    resumed by the next run).
    """
    outcomes: dict[str, Completion | CallError] = {}
    try:
        for _ in range(2):  # a resumed batch, then (if calls remain) one new batch for the rest
            state = _read_state(state_path)
            if state is None:
                remaining = {k: r for k, r in pending.items() if k not in outcomes}
                if not remaining:
                    break
                state = await api.submit(remaining, judge_id, stage)
                state.update(requests=len(remaining), keys=list(remaining), submitted=_now(), consumed=False)
                state_path.parent.mkdir(parents=True, exist_ok=True)
                write_json_atomic(state_path, state)
                say(f"{judge_id} stage {stage}: submitted batch {state['batch_id']} with {state['requests']} calls")
            else:
                say(f"{judge_id} stage {stage}: resuming batch {state['batch_id']}")
            delay = poll_s
            while True:
                try:
                    final, status, progress = await api.poll(state)
                except (
                    openai.APIConnectionError,
                    openai.APITimeoutError,
                    openai.RateLimitError,
                    openai.InternalServerError,
                ):
                    final, status, progress = False, "unknown", "status not available (retrying)"
                if final:
                    break
                say(f"batch {state['batch_id']}: {status}, {progress}")
                await asyncio.sleep(delay)
                delay = min(_MAX_POLL_S, delay * 1.5)
            outcomes.update(await api.collect(state))
            state.update(status=status, consumed=True, finished=_now())
            write_json_atomic(state_path, state)
    except openai.APIStatusError as exc:
        # Submitting or polling a batch cannot be retried call by call: any refusal stops this judge (exit 3).
        raise JudgeStopped(_status_error(exc, f"the batch API at {api.where}")) from None
    except (openai.APIConnectionError, openai.APITimeoutError) as exc:
        raise JudgeStopped(CallError("connection", f"could not reach the batch API at {api.where}: {exc}")) from None
    return outcomes


def _read_state(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        raise DataError(path, None, None, "unreadable batch state; delete it to submit the stage again") from None
    return None if state.get("consumed") else state


def _missing(keys: list[str], outcomes: dict[str, Completion | CallError], ending: tuple[str, str]) -> None:
    for key in keys:
        outcomes.setdefault(key, CallError(*ending))


class OpenAIBatches:
    """OpenAI's Batch API: ``POST /v1/files`` (purpose batch), ``POST /v1/batches``, output and error files."""

    def __init__(self, backend: OpenAIBackend):
        self.backend = backend
        self.client = backend._clients[0]
        self.where = str(self.client.base_url)
        self._batch: Any = None

    async def submit(self, requests: dict[str, ChatRequest], judge_id: str, stage: int) -> dict[str, Any]:
        """Upload the requests as a JSONL file and create a batch; the state needed to poll it."""
        lines = [
            json.dumps(
                {"custom_id": key, "method": "POST", "url": "/v1/chat/completions", "body": self.backend.body(request)},
                ensure_ascii=False,
                separators=(",", ":"),
            )
            for key, request in requests.items()
        ]
        data = ("\n".join(lines) + "\n").encode("utf-8")
        uploaded = await self.client.files.create(
            file=(f"confprobench-stage{stage}.jsonl", data, "application/jsonl"), purpose="batch"
        )
        batch = await self.client.batches.create(
            input_file_id=uploaded.id,
            endpoint="/v1/chat/completions",
            completion_window="24h",
            metadata={"confprobench_judge": judge_id[:500], "stage": str(stage)},
        )
        return {"api": "openai", "batch_id": batch.id, "input_file_id": uploaded.id, "status": batch.status}

    async def poll(self, state: dict[str, Any]) -> tuple[bool, str, str]:
        """Fetch the batch: (finished, status, progress text)."""
        self._batch = batch = await self.client.batches.retrieve(state["batch_id"])
        counts = batch.request_counts
        progress = f"{counts.completed + counts.failed} of {counts.total} done" if counts is not None else ""
        return batch.status in _FINAL, batch.status, progress

    async def collect(self, state: dict[str, Any]) -> dict[str, Completion | CallError]:
        """Read the output and error files: a Completion or CallError per cache key."""
        batch = self._batch
        outcomes: dict[str, Completion | CallError] = {}
        for file_id in (batch.output_file_id, batch.error_file_id):
            if not file_id:
                continue
            content = await self.client.files.content(file_id)
            for line in content.text.splitlines():
                try:
                    item = json.loads(line)
                    outcomes[item["custom_id"]] = _openai_line(item)
                except (ValueError, KeyError, TypeError):
                    continue  # a line we cannot attribute: its call stays missing below
        _missing(
            state["keys"],
            outcomes,
            {
                "expired": ("batch_expired", "the batch expired before this call ran"),
                "cancelled": ("batch_cancelled", "the batch was cancelled before this call ran"),
                "failed": ("batch_failed", "the batch failed: " + _batch_errors(batch)),
            }.get(batch.status, ("batch_missing", f"batch {batch.id} returned no line for this call")),
        )
        return outcomes


def _openai_line(item: dict[str, Any]) -> Completion | CallError:
    error, response = item.get("error"), item.get("response") or {}
    if error:
        code = str(error.get("code") or "")
        kind = (
            "batch_expired"
            if code == "batch_expired"
            else "batch_cancelled"
            if code == "batch_cancelled"
            else "batch_line_failed"
        )
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


#: The Messages API version the batch requests are written for.
ANTHROPIC_VERSION = "2023-06-01"


class AnthropicBatches:
    """Anthropic's Message Batches API (``POST /v1/messages/batches``, its status and ``results_url``),
    spoken with the same HTTP client as the live calls; each body is turned into Messages API params."""

    def __init__(self, backend: OpenAIBackend):
        self.client = backend._clients[0]
        self.where = f"{self.client.base_url}messages/batches"
        # The native API authenticates with x-api-key, not the Bearer header of the OpenAI-compatible layer.
        self.headers = {"x-api-key": self.client.api_key, "anthropic-version": ANTHROPIC_VERSION}
        self.backend = backend
        self._batch: dict[str, Any] = {}

    async def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        options: Any = {"headers": self.headers}
        if method == "post":
            text = await self.client.post(path, body=body, cast_to=str, options=options)
        else:
            text = await self.client.get(path, cast_to=str, options=options)
        return text if path.endswith("/results") else json.loads(text)

    async def submit(self, requests: dict[str, ChatRequest], judge_id: str, stage: int) -> dict[str, Any]:
        """Create a message batch from the requests; the state needed to poll it."""
        payload = {
            "requests": [
                {"custom_id": key, "params": anthropic_params(self.backend.body(request))}
                for key, request in requests.items()
            ]
        }
        batch = await self._call("post", "messages/batches", payload)
        return {"api": "anthropic", "batch_id": batch["id"], "status": batch["processing_status"]}

    async def poll(self, state: dict[str, Any]) -> tuple[bool, str, str]:
        """Fetch the batch: (finished, status, progress text)."""
        self._batch = batch = await self._call("get", f"messages/batches/{state['batch_id']}")
        counts = batch.get("request_counts") or {}
        done = sum(v for k, v in counts.items() if k != "processing")
        return (
            batch["processing_status"] == "ended",
            batch["processing_status"],
            f"{done} of {done + counts.get('processing', 0)} done",
        )

    async def collect(self, state: dict[str, Any]) -> dict[str, Completion | CallError]:
        """Read the batch's results: a Completion or CallError per cache key."""
        outcomes: dict[str, Completion | CallError] = {}
        url = self._batch.get("results_url")
        if url:
            for line in str(await self._call("get", str(url))).splitlines():
                try:
                    item = json.loads(line)
                    outcomes[item["custom_id"]] = _anthropic_result(item["result"])
                except (ValueError, KeyError, TypeError):
                    continue
        _missing(
            state["keys"], outcomes, ("batch_missing", f"batch {state['batch_id']} returned no result for this call")
        )
        return outcomes


def anthropic_params(body: dict[str, Any]) -> dict[str, Any]:
    """A chat-completions body as Messages API params: system hoisted, images as base64 blocks, the fields
    the compatibility layer ignores (logprobs, response_format, seed) dropped, temperature capped at 1."""
    system, messages = [], []
    for message in body["messages"]:
        content = message["content"]
        if message["role"] in ("system", "developer"):
            system.append(content if isinstance(content, str) else "".join(p.get("text", "") for p in content))
            continue
        if not isinstance(content, str):
            blocks = []
            for part in content:
                if part["type"] == "image_url":
                    header, _, data = part["image_url"]["url"].partition(",")
                    blocks.append(
                        {
                            "type": "image",
                            "source": {
                                "type": "base64",
                                "data": data,
                                "media_type": header.removeprefix("data:").split(";")[0],
                            },
                        }
                    )
                else:
                    blocks.append({"type": "text", "text": part["text"]})
            content = blocks
        messages.append({"role": message["role"], "content": content})
    params: dict[str, Any] = {
        "model": body["model"],
        "messages": messages,
        "max_tokens": body.get("max_tokens") or body.get("max_completion_tokens"),
    }
    if system:
        params["system"] = "\n\n".join(system)
    if "temperature" in body:
        params["temperature"] = min(1.0, float(body["temperature"]))
    if "thinking" in body:
        params["thinking"] = body["thinking"]
    return params


def _anthropic_result(result: dict[str, Any]) -> Completion | CallError:
    kind = result.get("type")
    if kind == "succeeded":
        message = result["message"]
        text = "".join(block.get("text", "") for block in message.get("content", []) if block.get("type") == "text")
        usage = message.get("usage") or {}
        completion = Completion(
            text=text,
            finish_reason=message.get("stop_reason"),
            prompt_tokens=int(usage.get("input_tokens") or 0),
            completion_tokens=int(usage.get("output_tokens") or 0),
        )
        return completion if not completion.empty else CallError("batch_line_failed", "batch line: empty answer")
    if kind == "expired":
        return CallError("batch_expired", "the batch expired before this call ran")
    if kind == "canceled":
        return CallError("batch_cancelled", "the batch was cancelled before this call ran")
    error = (result.get("error") or {}).get("error") or result.get("error") or {}
    return CallError("batch_line_failed", f"batch line: {error.get('type', 'error')}: {error.get('message', '')}"[:400])


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
