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

``GET /_batches`` lists the batches created (to check that a restarted run resumed instead of resubmitting).
"""

from __future__ import annotations

import argparse
import email.parser
import email.policy
import hashlib
import itertools
import json
import time

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from fake_openai import State, _answer, _text, make_app

_ids = itertools.count(1)


def _file_object(file_id: str, data: bytes, filename: str, purpose: str) -> dict:
    return {"id": file_id, "object": "file", "bytes": len(data), "created_at": int(time.time()), "filename": filename,
            "purpose": purpose, "status": "processed"}


def _multipart(content_type: str, body: bytes) -> dict[str, tuple[str | None, bytes]]:
    message = email.parser.BytesParser(policy=email.policy.default).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + body)
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


def make_batch_app(polls: int, hold: bool) -> Starlette:
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
            return JSONResponse({"error": {"message": "input_file_id and completion_window=24h are required"}},
                                status_code=400)
        batch_id = f"batch_{next(_ids):06d}"
        batches[batch_id] = {"id": batch_id, "object": "batch", "endpoint": body["endpoint"], "errors": None,
                             "input_file_id": body["input_file_id"], "completion_window": "24h", "status": "validating",
                             "output_file_id": None, "error_file_id": None, "created_at": int(time.time()),
                             "request_counts": {"total": 0, "completed": 0, "failed": 0},
                             "metadata": body.get("metadata"), "_polls": 0}
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
                err.append({"id": f"batch_req_{number}", "custom_id": item["custom_id"], "response": None,
                            "error": {"code": "batch_expired", "message": "This request could not be executed "
                                      "before the completion window expired."}})
                continue
            if "[[batch=fail]]" in text:
                err.append({"id": f"batch_req_{number}", "custom_id": item["custom_id"], "error": None,
                            "response": {"status_code": 400, "request_id": request_id,
                                         "body": {"error": {"message": "Invalid 'messages': bad content.",
                                                            "type": "invalid_request_error", "code": None}}}})
                continue
            digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
            content, finish_reason, logprobs = _answer(body, digest, text)
            out.append({"id": f"batch_req_{number}", "custom_id": item["custom_id"], "error": None, "response": {
                "status_code": 200, "request_id": request_id, "body": {
                    "id": "chatcmpl-" + digest[:12], "object": "chat.completion", "created": 0, "model": body["model"],
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                 "finish_reason": finish_reason, "logprobs": logprobs}],
                    "usage": {"prompt_tokens": len(text) // 4, "completion_tokens": max(1, len(content) // 4),
                              "total_tokens": len(text) // 4 + max(1, len(content) // 4)}}}})
        expired = any(e["error"] and e["error"]["code"] == "batch_expired" for e in err)
        if out:
            batch["output_file_id"] = store("".join(json.dumps(o) + "\n" for o in out).encode(), "output.jsonl",
                                            "batch_output")["id"]
        if err:
            batch["error_file_id"] = store("".join(json.dumps(e) + "\n" for e in err).encode(), "errors.jsonl",
                                           "batch_output")["id"]
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

    routes = [Route("/v1/files", create_file, methods=["POST"]),
              Route("/v1/files/{file_id}/content", file_content),
              Route("/v1/batches", create_batch, methods=["POST"]),
              Route("/v1/batches/{batch_id}", get_batch),
              Route("/_batches", list_batches), Route("/_release_batches", release, methods=["POST"])]
    return Starlette(routes=[*routes, *chat.routes])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--polls", type=int, default=2, help="status polls before a batch finishes")
    parser.add_argument("--hold", action="store_true", help="keep batches in progress until POST /_release_batches")
    args = parser.parse_args()
    import uvicorn

    uvicorn.run(make_batch_app(args.polls, args.hold), host="127.0.0.1", port=args.port, log_level="warning",
                access_log=False, timeout_graceful_shutdown=0.5)


if __name__ == "__main__":
    main()
