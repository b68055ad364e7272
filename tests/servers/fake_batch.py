"""A loopback server for OpenAI's Batch API on top of the fake chat server, for tests.

Run: ``python tests/servers/fake_batch.py --port N [--polls N] [--hold]``.

Serves everything tests/servers/fake_openai.py serves, plus:

- ``POST /v1/files`` (multipart: ``file``, ``purpose=batch``) → a file object;
- ``POST /v1/batches`` (``input_file_id``, ``endpoint``, ``completion_window``) → a batch object
  (``validating``); the input is checked line by line as OpenAI documents it (unique ``custom_id``,
  ``method`` POST, ``url`` equal to the endpoint, a ``body`` with ``model`` and ``messages``), and a bad
  line fails the whole batch with an ``errors`` list;
- ``GET /v1/batches/{id}`` → the batch, ``in_progress`` until it has been polled ``--polls`` times (or,
  with ``--hold``, until ``POST /_release``), then final: each line answered as the chat endpoint would
  (output file, ``response.status_code`` 200), except lines whose prompt holds ``[[batch=fail]]`` (error
  file, HTTP 400 body) and ``[[batch=late]]`` (not reached: the batch ends ``expired`` and those lines go
  to the error file with code ``batch_expired``);
- ``GET /v1/files/{id}/content`` → the file's bytes.

Anthropic's Message Batches API too: ``POST /v1/messages/batches`` (``requests``: ``custom_id`` matching
``^[a-zA-Z0-9_-]{1,64}$``, unique, and Messages API ``params`` — ``model``, integer ``max_tokens``,
``messages`` of user/assistant turns whose content is a string or text / base64 image blocks, and only
documented fields), ``GET /v1/messages/batches/{id}`` (``processing_status`` ``in_progress`` then
``ended``, with ``request_counts`` and ``results_url``) and ``GET /v1/messages/batches/{id}/results``
(JSONL of ``{"custom_id", "result": {"type": "succeeded" | "errored" | "expired", ...}}``; the same
``[[batch=fail]]`` / ``[[batch=late]]`` markers). These routes require the ``x-api-key`` (equal to
``--api-key`` when given) and ``anthropic-version`` headers, as the native API does.

``GET /_batches`` lists the batches created (to check that a restarted run resumed instead of resubmitting).
"""

from __future__ import annotations

import argparse
import base64
import email.parser
import email.policy
import hashlib
import itertools
import json
import re
import time

from fake_openai import State, _answer, _text, make_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

_ids = itertools.count(1)


def _file_object(file_id: str, data: bytes, filename: str, purpose: str) -> dict:
    return {
        "id": file_id,
        "object": "file",
        "bytes": len(data),
        "created_at": int(time.time()),
        "filename": filename,
        "purpose": purpose,
        "status": "processed",
    }


def _multipart(content_type: str, body: bytes) -> dict[str, tuple[str | None, bytes]]:
    message = email.parser.BytesParser(policy=email.policy.default).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + body
    )
    fields = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        fields[name] = (part.get_filename(), part.get_payload(decode=True))
    return fields


def _check_lines(data: bytes, endpoint: str) -> tuple[list[dict], list[dict]]:
    """(lines, errors) of an input file, checked as the Batch API documents its format."""
    lines, errors, seen = [], [], set()
    for number, raw in enumerate(data.decode("utf-8").splitlines(), start=1):
        try:
            item = json.loads(raw)
        except ValueError:
            errors.append({"code": "invalid_json_line", "message": "not JSON", "line": number})
            continue
        problem = None
        if item.get("custom_id") in seen or not isinstance(item.get("custom_id"), str):
            problem = "custom_id must be a unique string"
        elif item.get("method") != "POST" or item.get("url") != endpoint:
            problem = f"method must be POST and url {endpoint}"
        elif not isinstance(item.get("body"), dict) or "model" not in item["body"] or "messages" not in item["body"]:
            problem = "body must hold model and messages"
        if problem:
            errors.append({"code": "invalid_request", "message": problem, "line": number})
        else:
            seen.add(item["custom_id"])
            lines.append(item)
    return lines, errors


ANTHROPIC_PARAMS = {
    "model",
    "max_tokens",
    "messages",
    "system",
    "temperature",
    "thinking",
    "top_p",
    "top_k",
    "stop_sequences",
    "metadata",
}


def _anthropic_problem(item: object) -> str | None:
    """Why one Message Batches request breaks the documented shape (None when it does not)."""
    if not isinstance(item, dict) or not re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", str(item.get("custom_id", ""))):
        return "custom_id must match ^[a-zA-Z0-9_-]{1,64}$"
    params = item.get("params")
    if not isinstance(params, dict) or not isinstance(params.get("max_tokens"), int) or "model" not in params:
        return "params need model and an integer max_tokens"
    if set(params) - ANTHROPIC_PARAMS:
        return f"params: unknown fields {sorted(set(params) - ANTHROPIC_PARAMS)}"
    for message in params.get("messages", []):
        if message.get("role") not in ("user", "assistant"):
            return "messages: roles are user and assistant (system goes in params.system)"
        content = message["content"]
        for block in [] if isinstance(content, str) else content:
            if block.get("type") == "image":
                source = block.get("source") or {}
                if source.get("type") != "base64" or not str(source.get("media_type", "")).startswith("image/"):
                    return "image blocks need a base64 source with a media_type"
                base64.b64decode(source["data"], validate=True)
            elif block.get("type") != "text":
                return f"unknown content block {block.get('type')!r}"
    return None


def make_batch_app(polls: int, hold: bool, api_key: str | None = None) -> Starlette:
    chat = make_app(State(0.0, None))
    files: dict[str, tuple[dict, bytes]] = {}
    batches: dict[str, dict] = {}
    released = {"value": not hold}

    def store(data: bytes, filename: str, purpose: str) -> dict:
        file_id = f"file-{next(_ids):06d}"
        files[file_id] = (_file_object(file_id, data, filename, purpose), data)
        return files[file_id][0]

    async def create_file(request: Request) -> Response:
        fields = _multipart(request.headers["content-type"], await request.body())
        if "file" not in fields or fields.get("purpose", (None, b""))[1] != b"batch":
            return JSONResponse({"error": {"message": "file and purpose=batch are required"}}, status_code=400)
        filename, data = fields["file"]
        return JSONResponse(store(data, filename or "upload.jsonl", "batch"))

    async def file_content(request: Request) -> Response:
        file_id = request.path_params["file_id"]
        if file_id not in files:
            return JSONResponse({"error": {"message": f"No such File object: {file_id}"}}, status_code=404)
        return Response(files[file_id][1], media_type="application/octet-stream")

    async def create_batch(request: Request) -> Response:
        body = await request.json()
        if body.get("input_file_id") not in files or body.get("completion_window") != "24h":
            return JSONResponse(
                {"error": {"message": "input_file_id and completion_window=24h are required"}}, status_code=400
            )
        batch_id = f"batch_{next(_ids):06d}"
        batches[batch_id] = {
            "id": batch_id,
            "object": "batch",
            "endpoint": body["endpoint"],
            "errors": None,
            "input_file_id": body["input_file_id"],
            "completion_window": "24h",
            "status": "validating",
            "output_file_id": None,
            "error_file_id": None,
            "created_at": int(time.time()),
            "request_counts": {"total": 0, "completed": 0, "failed": 0},
            "metadata": body.get("metadata"),
            "_polls": 0,
        }
        return JSONResponse({k: v for k, v in batches[batch_id].items() if not k.startswith("_")})

    def finish(batch: dict) -> None:
        lines, errors = _check_lines(files[batch["input_file_id"]][1], batch["endpoint"])
        if errors:
            batch.update(status="failed", errors={"object": "list", "data": errors}, failed_at=int(time.time()))
            return
        out, err = [], []
        for number, item in enumerate(lines):
            body = item["body"]
            text = _text(body)
            request_id = f"req_{number:06d}"
            if "[[batch=late]]" in text:
                err.append(
                    {
                        "id": f"batch_req_{number}",
                        "custom_id": item["custom_id"],
                        "response": None,
                        "error": {
                            "code": "batch_expired",
                            "message": "This request could not be executed before the completion window expired.",
                        },
                    }
                )
                continue
            if "[[batch=fail]]" in text:
                err.append(
                    {
                        "id": f"batch_req_{number}",
                        "custom_id": item["custom_id"],
                        "error": None,
                        "response": {
                            "status_code": 400,
                            "request_id": request_id,
                            "body": {
                                "error": {
                                    "message": "Invalid 'messages': bad content.",
                                    "type": "invalid_request_error",
                                    "code": None,
                                }
                            },
                        },
                    }
                )
                continue
            digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
            content, finish_reason, logprobs = _answer(body, digest, text)
            out.append(
                {
                    "id": f"batch_req_{number}",
                    "custom_id": item["custom_id"],
                    "error": None,
                    "response": {
                        "status_code": 200,
                        "request_id": request_id,
                        "body": {
                            "id": "chatcmpl-" + digest[:12],
                            "object": "chat.completion",
                            "created": 0,
                            "model": body["model"],
                            "choices": [
                                {
                                    "index": 0,
                                    "message": {"role": "assistant", "content": content},
                                    "finish_reason": finish_reason,
                                    "logprobs": logprobs,
                                }
                            ],
                            "usage": {
                                "prompt_tokens": len(text) // 4,
                                "completion_tokens": max(1, len(content) // 4),
                                "total_tokens": len(text) // 4 + max(1, len(content) // 4),
                            },
                        },
                    },
                }
            )
        expired = any(e["error"] and e["error"]["code"] == "batch_expired" for e in err)
        if out:
            batch["output_file_id"] = store(
                "".join(json.dumps(o) + "\n" for o in out).encode(), "output.jsonl", "batch_output"
            )["id"]
        if err:
            batch["error_file_id"] = store(
                "".join(json.dumps(e) + "\n" for e in err).encode(), "errors.jsonl", "batch_output"
            )["id"]
        batch["request_counts"] = {"total": len(lines), "completed": len(out), "failed": len(err)}
        batch["status"] = "expired" if expired else "completed"

    async def get_batch(request: Request) -> Response:
        batch = batches.get(request.path_params["batch_id"])
        if batch is None:
            return JSONResponse({"error": {"message": "No such batch"}}, status_code=404)
        if batch["status"] in ("validating", "in_progress"):
            batch["_polls"] += 1
            batch["status"] = "in_progress"
            if released["value"] and batch["_polls"] >= polls:
                finish(batch)
        return JSONResponse({k: v for k, v in batch.items() if not k.startswith("_")})

    async def list_batches(request: Request) -> Response:
        return JSONResponse([{k: v for k, v in b.items() if not k.startswith("_")} for b in batches.values()])

    async def release(request: Request) -> Response:
        released["value"] = True
        return JSONResponse({"ok": True})

    def anthropic_refusal(request: Request) -> Response | None:
        key = request.headers.get("x-api-key")
        if not key or (api_key and key != api_key) or not request.headers.get("anthropic-version"):
            return JSONResponse(
                {
                    "type": "error",
                    "error": {
                        "type": "authentication_error",
                        "message": "x-api-key and anthropic-version are required",
                    },
                },
                status_code=401,
            )
        return None

    def anthropic_view(batch: dict) -> dict:
        return {k: v for k, v in batch.items() if not k.startswith("_")}

    async def create_message_batch(request: Request) -> Response:
        refused = anthropic_refusal(request)
        if refused:
            return refused
        body = await request.json()
        items = body.get("requests")
        seen: set[str] = set()
        for number, item in enumerate(items if isinstance(items, list) else [None]):
            problem = _anthropic_problem(item)
            if problem is None and item["custom_id"] in seen:
                problem = "custom_id must be unique"
            if problem:
                return JSONResponse(
                    {
                        "type": "error",
                        "error": {"type": "invalid_request_error", "message": f"requests.{number}: {problem}"},
                    },
                    status_code=400,
                )
            seen.add(item["custom_id"])
        batch_id = f"msgbatch_{next(_ids):06d}"
        batches[batch_id] = {
            "id": batch_id,
            "type": "message_batch",
            "processing_status": "in_progress",
            "request_counts": {"processing": len(items), "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0},
            "ended_at": None,
            "created_at": "2026-01-01T00:00:00Z",
            "results_url": None,
            "_requests": items,
            "_polls": 0,
            "status": "in_progress",
        }
        return JSONResponse(anthropic_view(batches[batch_id]))

    def finish_messages(batch: dict, base: str) -> None:
        results, counts = [], {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        for item in batch["_requests"]:
            params = item["params"]
            text = _text({"messages": params["messages"]})
            if "[[batch=late]]" in text:
                result: dict = {"type": "expired"}
            elif "[[batch=fail]]" in text:
                result = {
                    "type": "errored",
                    "error": {
                        "type": "error",
                        "error": {"type": "invalid_request_error", "message": "messages: bad content"},
                    },
                }
            else:
                digest = hashlib.sha256(json.dumps(params, sort_keys=True).encode()).hexdigest()
                content, finish_reason, _ = _answer(
                    {"messages": params["messages"], "temperature": params.get("temperature")}, digest, text
                )
                result = {
                    "type": "succeeded",
                    "message": {
                        "id": "msg_" + digest[:12],
                        "type": "message",
                        "role": "assistant",
                        "model": params["model"],
                        "content": [{"type": "text", "text": content}],
                        "stop_reason": "end_turn",
                        "usage": {"input_tokens": len(text) // 4, "output_tokens": max(1, len(content) // 4)},
                    },
                }
            counts[{"succeeded": "succeeded", "errored": "errored", "expired": "expired"}[result["type"]]] += 1
            results.append({"custom_id": item["custom_id"], "result": result})
        batch["_results"] = "".join(json.dumps(r) + "\n" for r in results).encode()
        batch.update(
            processing_status="ended",
            status="ended",
            request_counts=counts,
            ended_at="2026-01-01T00:01:00Z",
            results_url=f"{base}/v1/messages/batches/{batch['id']}/results",
        )

    async def get_message_batch(request: Request) -> Response:
        refused = anthropic_refusal(request)
        if refused:
            return refused
        batch = batches.get(request.path_params["batch_id"])
        if batch is None:
            return JSONResponse(
                {"type": "error", "error": {"type": "not_found_error", "message": "no such batch"}}, status_code=404
            )
        if batch["processing_status"] == "in_progress":
            batch["_polls"] += 1
            if released["value"] and batch["_polls"] >= polls:
                finish_messages(batch, str(request.base_url).rstrip("/"))
        return JSONResponse(anthropic_view(batch))

    async def message_batch_results(request: Request) -> Response:
        refused = anthropic_refusal(request)
        if refused:
            return refused
        batch = batches.get(request.path_params["batch_id"])
        if batch is None or "_results" not in batch:
            return JSONResponse(
                {"type": "error", "error": {"type": "not_found_error", "message": "no results yet"}}, status_code=404
            )
        return Response(batch["_results"], media_type="application/binary")

    routes = [
        Route("/v1/messages/batches", create_message_batch, methods=["POST"]),
        Route("/v1/messages/batches/{batch_id}", get_message_batch),
        Route("/v1/messages/batches/{batch_id}/results", message_batch_results),
        Route("/v1/files", create_file, methods=["POST"]),
        Route("/v1/files/{file_id}/content", file_content),
        Route("/v1/batches", create_batch, methods=["POST"]),
        Route("/v1/batches/{batch_id}", get_batch),
        Route("/_batches", list_batches),
        Route("/_release_batches", release, methods=["POST"]),
    ]
    return Starlette(routes=[*routes, *chat.routes])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--polls", type=int, default=2, help="status polls before a batch finishes")
    parser.add_argument("--hold", action="store_true", help="keep batches in progress until POST /_release_batches")
    parser.add_argument("--api-key", default=None, help="the only x-api-key the Message Batches routes accept")
    args = parser.parse_args()
    import uvicorn

    uvicorn.run(
        make_batch_app(args.polls, args.hold, args.api_key),
        host="127.0.0.1",
        port=args.port,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=0.5,
    )


if __name__ == "__main__":
    main()
