"""A loopback server implementing vLLM's pooling API for process reward models, for tests and benchmarks.

Run: ``python tests/servers/fake_pooling.py --port N --model NAME --step-tag TAG [--head 2class|tokens|logits]
[--latency S]``.

``POST /pooling`` takes vLLM's two request forms and answers as vLLM's STEP pooler does:

- ``{"model", "input": TEXT}`` (completion form): TEXT is the prompt;
- ``{"model", "messages": [...]}`` (chat form): the messages are rendered with a ChatML template
  (``<|im_start|>ROLE\\nCONTENT<|im_end|>\\n``; ``add_generation_prompt`` appends an open assistant
  turn). ``image_url`` parts must be base64 data URLs that decode to an image; each becomes an image
  placeholder in the prompt.

One row is returned per occurrence of the step tag in the prompt. P(correct) at a tag is a
deterministic function of the prompt up to that tag (so changing step t moves the scores of steps
t and later only). Row layout by ``--head``: ``2class`` = [P(incorrect), P(correct)] (Qwen2.5-Math-PRM),
``tokens`` = softmax over the returned_token_ids [P(+), P(-)] (Math-Shepherd), ``logits`` = raw
[logit(incorrect), logit(correct)] (a server configured without softmax).

Faults, by marker in the prompt: ``[[prm=drop]]`` one row fewer than tags; ``[[prm=500:N]]`` the first
N attempts answer HTTP 500. A wrong model name gets vLLM's 404 error body. ``GET /_requests`` returns
every body received (to check request shapes), ``GET /_stats`` the counts.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import hashlib
import io
import json
import math
import re
import time
from collections import Counter

from PIL import Image
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route


def _error(status: int, message: str, kind: str) -> JSONResponse:
    return JSONResponse(
        {"object": "error", "message": message, "type": kind, "param": None, "code": status}, status_code=status
    )


def _render(body: dict) -> tuple[str, int]:
    """The prompt a chat-form request becomes, and how many images it carried."""
    out, images = [], 0
    for message in body["messages"]:
        content = message["content"]
        if isinstance(content, str):
            text = content
        else:
            pieces = []
            for part in content:
                if part["type"] == "text":
                    pieces.append(part["text"])
                elif part["type"] == "image_url":
                    url = part["image_url"]["url"]
                    match = re.fullmatch(r"data:(image/[a-z]+);base64,(.+)", url, flags=re.DOTALL)
                    if not match:
                        raise ValueError("image_url must be a base64 data URL")
                    Image.open(io.BytesIO(base64.b64decode(match.group(2), validate=True))).verify()
                    images += 1
                    pieces.append("<|vision_start|><|image_pad|><|vision_end|>")
                else:
                    raise ValueError(f"unknown content part type {part['type']!r}")
            text = "".join(pieces)
        out.append(f"<|im_start|>{message['role']}\n{text}<|im_end|>\n")
    if body.get("add_generation_prompt"):
        out.append("<|im_start|>assistant\n")
    return "".join(out), images


def _p(prefix: str) -> float:
    return 0.02 + 0.96 * int(hashlib.sha256(prefix.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF


def make_app(model: str, tag: str, head: str, latency: float = 0.0) -> Starlette:
    received: list[dict] = []
    counts: Counter = Counter()

    async def pooling(request: Request) -> Response:
        raw = await request.body()
        try:
            body = json.loads(raw)
        except ValueError:
            return _error(400, "request body is not JSON", "BadRequestError")
        received.append(body)
        digest = hashlib.sha256(raw).hexdigest()
        counts[digest] += 1
        if body.get("model") != model:
            return _error(404, f"The model `{body.get('model')}` does not exist.", "NotFoundError")
        if ("input" in body) == ("messages" in body):
            return _error(400, "give exactly one of input and messages", "BadRequestError")
        try:
            prompt, _ = _render(body) if "messages" in body else (body["input"], 0)
        except (ValueError, KeyError, TypeError, OSError) as exc:
            return _error(400, f"invalid request: {exc}", "BadRequestError")
        if latency:
            await asyncio.sleep(latency)
        fault = re.search(r"\[\[prm=500:(\d+)\]\]", prompt)
        if fault and counts[digest] <= int(fault.group(1)):
            return _error(500, "internal server error", "InternalServerError")
        rows = []
        for match in re.finditer(re.escape(tag), prompt):
            p = _p(prompt[: match.start()])
            if head == "2class":
                rows.append([1.0 - p, p])
            elif head == "tokens":
                rows.append([p, 1.0 - p])
            else:
                rows.append([math.log(1.0 - p) + 1.5, math.log(p) + 1.5])  # logits: shifted, so rows do not sum to 1
        if "[[prm=drop]]" in prompt and rows:
            rows.pop()
        tokens = max(1, len(prompt) // 4)
        return JSONResponse(
            {
                "id": f"pool-{digest[:16]}",
                "object": "list",
                "created": int(time.time()),
                "model": model,
                "data": [{"index": 0, "object": "pooling", "data": rows}],
                "usage": {
                    "prompt_tokens": tokens,
                    "total_tokens": tokens,
                    "completion_tokens": 0,
                    "prompt_tokens_details": None,
                },
            }
        )

    async def requests(request: Request) -> Response:
        return JSONResponse(received)

    async def stats(request: Request) -> Response:
        return JSONResponse({"received": sum(counts.values()), "counts": dict(counts)})

    return Starlette(
        routes=[Route("/pooling", pooling, methods=["POST"]), Route("/_requests", requests), Route("/_stats", stats)]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--model", required=True, help="the served model name")
    parser.add_argument("--step-tag", required=True, help="the text the STEP pooler pools at")
    parser.add_argument("--head", choices=["2class", "tokens", "logits"], default="2class")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds each answer waits")
    args = parser.parse_args()
    import uvicorn

    uvicorn.run(
        make_app(args.model, args.step_tag, args.head, args.latency),
        host="127.0.0.1",
        port=args.port,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=0.5,
    )


if __name__ == "__main__":
    main()
