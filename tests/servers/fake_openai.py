"""A loopback OpenAI-compatible chat server for tests and benchmarks, with fault injection.

Run: ``python tests/servers/fake_openai.py --port N [--latency S] [--api-key KEY]``.

Answers ``POST /v1/chat/completions`` the way a judge model would:

- a request asking "Answer Yes or No" with ``logprobs`` gets "Yes"/"No" and top_logprobs;
  without logprobs (sampling) a plain "Yes"/"No";
- any other request (verbalized) gets a JSON step list for the "Step N:" lines of the prompt.

Answers are a deterministic function of the request body. Faults are chosen by markers in the
prompt text, so a test benchmark decides which process misbehaves:

    [[fault=429:N]]    first N attempts: 429 with Retry-After: 0.1 (a transient limit whose message
                       mentions a quota, as some servers' do; its code says rate_limit_exceeded)
    [[fault=500:N]]    first N attempts: 500
    [[fault=hang:N]]   first N attempts: sleep 30 s (past any client timeout)
    [[fault=badbody:N]] first N attempts: 200 with a body that is not JSON
    [[fault=401]]      always 401 (its message echoes the key it was sent, as real APIs partly do)
    [[fault=400]]      always 400 invalid_request_error (an option the endpoint rejects)
    [[fault=403]]      always 403 (the key may not use this model)
    [[fault=quota]]    always 429 with OpenAI's ``insufficient_quota`` code (out of credit)
    [[fault=toolong]]  always 400 with the ``context_length_exceeded`` code
    [[content=notjson]] the answer text is prose, no JSON
    [[content=truncated]] the answer is cut mid-JSON with finish_reason "length"
    [[content=wrongsteps]] one step entry fewer than the prompt has

``--malformed R`` and ``--truncated R`` make a share R of verbalized answers prose or cut mid-JSON,
chosen per attempt (a hash of the body and the attempt number), so a re-ask may well succeed.

A wrong key (``--api-key`` set) gets 401 as well.

``--provider NAME`` serves the route where that provider's OpenAI-compatible API lives (``google``:
``/v1beta/openai/chat/completions``; the others ``/v1/chat/completions``) and applies the documented
differences of its compatibility layer: ``anthropic`` refuses ``n`` other than 1 and images that are not
base64 data URLs of at most 5 MB, caps temperature at 1, and ignores ``logprobs``, ``top_logprobs``,
``response_format`` and ``seed``; ``google`` ignores ``logprobs``. ``GET /_bodies`` returns every request
body received, to check request shapes. ``GET /_stats`` returns per-request-body counts,
requests in progress and answered; ``POST /_hold`` (``{"after": N}``) makes every request after the
N-th answered one wait until ``POST /_release``.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import math
import re
from collections import Counter

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

#: Refusals that no retry can fix: (status, error object), worded as OpenAI's API words them.
FATAL_REPLIES = {
    "400": (
        400,
        {
            "message": "Invalid value for 'response_format': this model does not support it.",
            "type": "invalid_request_error",
            "code": None,
        },
    ),
    "403": (
        403,
        {
            "message": "Project does not have access to model `fake`.",
            "type": "invalid_request_error",
            "code": "model_not_found",
        },
    ),
    "quota": (
        429,
        {
            "message": "You exceeded your current quota, please check your plan and billing details.",
            "type": "insufficient_quota",
            "code": "insufficient_quota",
        },
    ),
    "toolong": (
        400,
        {
            "message": "This model's maximum context length is 128 tokens. However, your messages "
            "resulted in 300 tokens.",
            "type": "invalid_request_error",
            "code": "context_length_exceeded",
        },
    ),
}


class State:
    def __init__(
        self,
        latency: float,
        api_key: str | None,
        malformed: float = 0.0,
        truncated: float = 0.0,
        provider: str = "openai",
    ):
        self.latency, self.api_key, self.provider = latency, api_key, provider
        self.malformed, self.truncated = malformed, truncated
        self.bodies: list[dict] = []
        self.counts: Counter = Counter()  # request-body hash -> times received
        self.pending: set[str] = set()
        self.answered = 0
        self.hold_after: int | None = None
        self.release = asyncio.Event()


def _text(body: dict) -> str:
    parts = []
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            parts.append(content)
        else:
            parts.extend(p.get("text", "") for p in content if p.get("type") == "text")
    return "\n".join(parts)


def _unit(digest: str, salt: str) -> float:
    return int(hashlib.sha256((digest + salt).encode()).hexdigest()[:8], 16) / 0xFFFFFFFF


def _answer(
    body: dict, digest: str, text: str, state: State | None = None, attempt: int = 1
) -> tuple[str, str, dict | None]:
    """(content, finish_reason, logprobs) for a healthy request (no random malformed answers without a state)."""
    if "Answer Yes or No" in text:
        p_yes = 0.05 + 0.9 * _unit(digest, "p")
        word = "Yes" if (p_yes >= 0.5 if not body.get("temperature") else _unit(digest, "s") < p_yes) else "No"
        logprobs = None
        if body.get("logprobs"):
            top = [
                {"token": "Yes", "logprob": math.log(p_yes), "bytes": None},
                {"token": "No", "logprob": math.log(1 - p_yes), "bytes": None},
            ]
            top.sort(key=lambda t: -t["logprob"])
            logprobs = {
                "content": [
                    {
                        "token": word,
                        "logprob": math.log(p_yes if word == "Yes" else 1 - p_yes),
                        "bytes": None,
                        "top_logprobs": top[: body.get("top_logprobs") or 1],
                    }
                ]
            }
        return word, "stop", logprobs
    n = len(re.findall(r"^Step \d+:", text, flags=re.MULTILINE))
    if "[[content=wrongsteps]]" in text:
        n -= 1
    steps = []
    for i in range(1, n + 1):
        label = int(_unit(digest, f"l{i}") < 0.75)
        steps.append(
            {
                "step": i,
                "label": label,
                "probability": round(0.5 + 0.5 * _unit(digest, f"c{i}"), 3),
                "error_type": None if label else "RE",
            }
        )
    content = json.dumps({"steps": steps})
    noise = _unit(digest, f"noise{attempt}")
    malformed, truncated = (state.malformed, state.truncated) if state is not None else (0.0, 0.0)
    if "[[content=notjson]]" in text or noise < malformed:
        return "I think the solution looks mostly fine overall.", "stop", None
    if "[[content=truncated]]" in text or noise < malformed + truncated:
        return content[: len(content) // 2], "length", None
    return content, "stop", None


def _provider_refusal(provider: str, body: dict) -> str | None:
    """What the provider's compatibility layer refuses outright (its documented limits)."""
    if provider != "anthropic":
        return None
    if body.get("n", 1) != 1:
        return "n: must be exactly 1"
    for message in body.get("messages", []):
        for part in message["content"] if isinstance(message.get("content"), list) else ():
            if part.get("type") == "image_url":
                url = part["image_url"]["url"]
                if not url.startswith("data:image/"):
                    return "image: only base64 data URLs are accepted here"
                if len(url.split(",", 1)[1]) > 5 * 1024 * 1024:
                    return "image exceeds 5 MB maximum"
    return None


def _provider_view(provider: str, body: dict) -> dict:
    """The body as the provider acts on it: ignored fields dropped, values clamped."""
    if provider == "anthropic":
        body = {k: v for k, v in body.items() if k not in ("logprobs", "top_logprobs", "response_format", "seed")}
        if body.get("temperature") is not None:
            body["temperature"] = min(1.0, body["temperature"])
    elif provider == "google":
        body = {k: v for k, v in body.items() if k not in ("logprobs", "top_logprobs")}
    return body


def make_app(state: State) -> Starlette:
    async def chat(request: Request) -> Response:
        raw = await request.body()
        body = json.loads(raw)
        state.bodies.append(body)
        refused = _provider_refusal(state.provider, body)
        if refused:
            return JSONResponse({"error": {"message": refused, "type": "invalid_request_error"}}, status_code=400)
        body = _provider_view(state.provider, body)
        digest = hashlib.sha256(raw).hexdigest()
        state.counts[digest] += 1
        attempt = state.counts[digest]
        text = _text(body)
        key = request.headers.get("authorization", "").removeprefix("Bearer ")
        if "[[fault=401]]" in text or (state.api_key and key != state.api_key):
            return JSONResponse(
                {
                    "error": {
                        "message": f"Incorrect API key provided: {key}",
                        "type": "invalid_request_error",
                        "code": "invalid_api_key",
                    }
                },
                status_code=401,
            )
        refusal = re.search(r"\[\[fault=(400|403|quota|toolong)\]\]", text)
        if refusal:
            status, error = FATAL_REPLIES[refusal.group(1)]
            return JSONResponse({"error": {**error, "param": None}}, status_code=status)
        state.pending.add(digest)
        try:
            if state.hold_after is not None and state.answered >= state.hold_after:
                await state.release.wait()
            if state.latency:
                await asyncio.sleep(state.latency)
            fault = re.search(r"\[\[fault=(\w+):(\d+)\]\]", text)
            if fault and attempt <= int(fault.group(2)):
                kind = fault.group(1)
                if kind == "429":
                    return JSONResponse(
                        {
                            "error": {
                                "message": "Resource has been exhausted (e.g. check quota).",
                                "type": "requests",
                                "code": "rate_limit_exceeded",
                            }
                        },
                        status_code=429,
                        headers={"retry-after": "0.1"},
                    )
                if kind == "500":
                    return JSONResponse({"error": {"message": "internal error"}}, status_code=500)
                if kind == "hang":
                    await asyncio.sleep(30)
                if kind == "badbody":
                    return Response(b'{"id": "x", "choices": [', media_type="application/json")
            content, finish, logprobs = _answer(body, digest, text, state, attempt)
            state.answered += 1
            return JSONResponse(
                {
                    "id": "chatcmpl-" + digest[:12],
                    "object": "chat.completion",
                    "created": 0,
                    "model": body.get("model"),
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": content},
                            "finish_reason": finish,
                            "logprobs": logprobs,
                        }
                    ],
                    "usage": {
                        "prompt_tokens": len(text) // 4,
                        "completion_tokens": max(1, len(content) // 4),
                        "total_tokens": len(text) // 4 + max(1, len(content) // 4),
                    },
                }
            )
        finally:
            state.pending.discard(digest)

    async def bodies(request: Request) -> Response:
        return JSONResponse(state.bodies)

    async def stats(request: Request) -> Response:
        return JSONResponse(
            {
                "counts": dict(state.counts),
                "pending": sorted(state.pending),
                "answered": state.answered,
                "received": sum(state.counts.values()),
            }
        )

    async def hold(request: Request) -> Response:
        state.hold_after = (await request.json())["after"]
        state.release.clear()
        return JSONResponse({"ok": True})

    async def release(request: Request) -> Response:
        state.hold_after = None
        state.release.set()
        return JSONResponse({"ok": True})

    prefix = "/v1beta/openai" if state.provider == "google" else "/v1"
    return Starlette(
        routes=[
            Route(prefix + "/chat/completions", chat, methods=["POST"]),
            Route("/_stats", stats),
            Route("/_bodies", bodies),
            Route("/_hold", hold, methods=["POST"]),
            Route("/_release", release, methods=["POST"]),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--latency", type=float, default=0.0, help="seconds each answer waits")
    parser.add_argument("--api-key", default=None, help="the only key accepted (default: any)")
    parser.add_argument("--malformed", type=float, default=0.0, help="share of verbalized answers that are prose")
    parser.add_argument("--truncated", type=float, default=0.0, help="share of verbalized answers cut mid-JSON")
    parser.add_argument("--provider", default="openai", help="whose route and compatibility quirks to serve")
    args = parser.parse_args()
    import uvicorn

    # A short graceful shutdown: requests still hanging (the hang fault) must not delay the tests' teardown.
    uvicorn.run(
        make_app(State(args.latency, args.api_key, args.malformed, args.truncated, args.provider)),
        host="127.0.0.1",
        port=args.port,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=0.5,
    )


if __name__ == "__main__":
    main()
