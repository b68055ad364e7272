"""The review server: one page, a small JSON API, bound to 127.0.0.1 only.

The page has no external asset and runs under a Content-Security-Policy that allows only its own
script and style (by hash) and requests to its own origin. Every state-changing request must carry the
session token that is written into the page, so another local web page cannot post verdicts.
Verdicts are appended to the benchmark's ``reviews.jsonl`` before the request is answered.
"""

from __future__ import annotations

import base64
import errno
import hashlib
import json
import mimetypes
import secrets
import threading
from collections import Counter
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, urlparse

import jinja2
from markupsafe import Markup
from pydantic import ValidationError

from ..data import Benchmark, ErrorType
from ..data.errors import describe_validation_error
from ..data.reviews import (
    REJECT_REASONS,
    ReviewLog,
    ReviewRecord,
    append_review,
    load_reviews,
    now_utc,
    review_queue,
    variant_content_hash,
)
from ..data.text import word_diff

HOST = "127.0.0.1"


class ReviewError(RuntimeError):
    """The review session cannot start (a port in use, an empty queue, ...); the message says what to do."""


def _static(name: str) -> str:
    return (resources.files("confprobench.review") / "static" / name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


@dataclass
class ReviewSession:
    """What one server shows and records: a benchmark, the queue of variant ids, the reviewer."""

    bench: Benchmark
    queue: list[str]
    reviewer: str
    log: ReviewLog
    token: str

    def __post_init__(self) -> None:
        self.position = {vid: n for n, vid in enumerate(self.queue)}
        self.hashes = {vid: variant_content_hash(self.bench.variants[vid]) for vid in self.queue}
        self.lock = threading.Lock()

    def standing(self) -> dict[str, ReviewRecord]:
        """This reviewer's standing verdict per variant of the queue."""
        return {vid: rec for (_, vid), rec in self.log.current(self.reviewer).items() if vid in self.position}

    def state(self) -> dict[str, Any]:
        """Progress, this reviewer's verdicts and per-family tallies, as the page shows them."""
        standing = self.standing()
        first_open = next((n for n, vid in enumerate(self.queue) if vid not in standing), len(self.queue))
        tallies: dict[str, Counter[str]] = {}
        for vid in self.queue:
            family = self.bench.variants[vid].family
            tally = tallies.setdefault(family, Counter())
            tally["total"] += 1
            if vid in standing:
                tally[standing[vid].verdict] += 1
        return {
            "reviewer": self.reviewer,
            "total": len(self.queue),
            "done": len(standing),
            "first_open": first_open,
            "queue": self.queue,
            "verdicts": {vid: {"verdict": r.verdict, "reason": r.reason} for vid, r in standing.items()},
            "tallies": {f: dict(t) for f, t in sorted(tallies.items())},
            "reasons": REJECT_REASONS,
            "problems": [p.message for p in self.log.problems],
        }

    def pair(self, index: int) -> dict[str, Any]:
        """Everything the page shows for pair ``index``: both sides, the diff, the context, the images."""
        vid = self.queue[index]
        variant = self.bench.variants[vid]
        process = self.bench.processes[variant.process_id]
        out: dict[str, Any] = {
            "index": index,
            "variant_id": vid,
            "family": variant.family,
            "rule": variant.operation,
            "params": {k: v for k, v in variant.params.items() if k != "source_sha256"},
            "process_id": process.id,
            "question": process.problem.question,
            "subject": process.problem.subject,
            "difficulty": process.problem.difficulty,
            "verdict": None,
        }
        standing = self.standing().get(vid)
        if standing is not None:
            out["verdict"] = {"verdict": standing.verdict, "reason": standing.reason}
        if variant.family == "image":
            position = (variant.target_image or 1) - 1
            out["image"] = {
                "target": variant.target_image,
                "original": f"/image?v={vid}&side=original",
                "variant": f"/image?v={vid}&side=variant",
                "original_path": process.problem.images[position].path,
                "variant_path": variant.image.path if variant.image else None,
            }
            out["steps"] = [{"index": s.index, "text": s.text} for s in process.steps]
            return out
        k = variant.target_step or 1
        original = process.step(k).text
        out["step"] = k
        out["original"] = original
        out["variant"] = variant.text
        out["diff"] = [list(seg) for seg in word_diff(original, variant.text or "")]
        out["before"] = [{"index": s.index, "text": s.text} for s in process.steps[max(0, k - 3) : k - 1]]
        out["after"] = [{"index": s.index, "text": s.text} for s in process.steps[k : k + 1]]
        if variant.injected_error_type is not None:
            kind: ErrorType = variant.injected_error_type
            out["injected"] = {
                "type": kind.value,
                "name": kind.full_name,
                "explanation": variant.params.get("explanation"),
            }
        return out

    def image_file(self, vid: str, side: str) -> tuple[bytes, str]:
        """The bytes and MIME type of one side of an image pair (only files inside the benchmark)."""
        variant = self.bench.variants[vid]
        process = self.bench.processes[variant.process_id]
        if variant.image is None or variant.target_image is None or side not in ("original", "variant"):
            raise KeyError(vid)
        ref = variant.image if side == "variant" else process.problem.images[variant.target_image - 1]
        root = self.bench.root.resolve()
        path = (root / ref.path).resolve()
        if not path.is_relative_to(root):  # never serve a file from outside the benchmark
            raise KeyError(ref.path)
        return path.read_bytes(), mimetypes.guess_type(path.name)[0] or "application/octet-stream"

    def record(self, body: dict[str, Any]) -> dict[str, Any]:
        """Append an accept, reject or skip for one variant of the queue; answer with the new state."""
        vid = str(body.get("variant_id", ""))
        if vid not in self.position:
            raise ValueError(f"variant {vid!r} is not in this review session")
        if body.get("verdict") not in ("accept", "reject", "skip"):
            raise ValueError("verdict must be accept, reject or skip (undo has its own request)")
        with self.lock:
            self._append(vid, body["verdict"], body.get("reason"), body.get("note"))
            return self.state()

    def undo_last(self) -> dict[str, Any]:
        """Retract this reviewer's most recent standing verdict; answer with its variant and the new state."""
        with self.lock:
            last = self.log.last_verdict_of(self.reviewer)
            if last is None or last.variant_id not in self.position:
                return {"undone": None, **self.state()}
            self._append(last.variant_id, "undo", None, None)
            return {"undone": last.variant_id, "undone_index": self.position[last.variant_id], **self.state()}

    def _append(self, vid: str, verdict: str, reason: Any, note: Any) -> None:
        record = ReviewRecord.model_validate(
            {
                "variant_id": vid,
                "verdict": verdict,
                "reason": reason,
                "note": note or None,
                "reviewer": self.reviewer,
                "time": now_utc(),
                "variant_hash": self.hashes[vid],
            }
        )
        append_review(self.bench, record)
        self.log.apply(record)


class _Handler(BaseHTTPRequestHandler):
    server: ReviewServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's signature
        """Requests are not logged: the terminal shows the session's progress instead."""

    def _send(self, status: int, body: bytes, content_type: str, extra: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def _json(self, payload: Any, status: int = 200) -> None:
        self._send(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8")

    def _error(self, status: HTTPStatus, message: str) -> None:
        self._json({"error": message}, status.value)

    def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
        """The page, the session state, one pair, or one image."""
        url = urlparse(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        session = self.server.session
        if url.path == "/":
            page, csp = self.server.page
            self._send(200, page, "text/html; charset=utf-8", {"Content-Security-Policy": csp})
        elif url.path == "/favicon.ico":
            self._send(HTTPStatus.NO_CONTENT.value, b"", "image/x-icon")
        elif url.path == "/api/state":
            self._json(session.state())
        elif url.path == "/api/pair":
            try:
                index = int(query.get("i", "0"))
                if not 0 <= index < len(session.queue):
                    raise ValueError
            except ValueError:
                self._error(HTTPStatus.BAD_REQUEST, f"pair index must be 0..{len(session.queue) - 1}")
                return
            self._json(session.pair(index))
        elif url.path == "/image":
            try:
                data, mime = session.image_file(query.get("v", ""), query.get("side", ""))
            except (KeyError, OSError):
                self._error(HTTPStatus.NOT_FOUND, "no such image")
                return
            self._send(200, data, mime)
        else:
            self._error(HTTPStatus.NOT_FOUND, "not found")

    def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
        """Record a verdict (accept, reject, skip, undo)."""
        session = self.server.session
        if not secrets.compare_digest(self.headers.get("X-Review-Token", ""), session.token):
            self._error(HTTPStatus.FORBIDDEN, "missing or wrong session token")
            return
        try:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(min(length, 1 << 16)) or b"{}")
            if not isinstance(body, dict):
                raise ValueError("the body must be a JSON object")
            if self.path == "/api/verdict":
                self._json(session.record(body))
            elif self.path == "/api/undo":
                self._json(session.undo_last())
            else:
                self._error(HTTPStatus.NOT_FOUND, "not found")
        except ValidationError as exc:
            field_name, message = describe_validation_error(exc)
            self._error(HTTPStatus.BAD_REQUEST, f"{field_name}: {message}" if field_name else message)
        except (ValueError, TypeError) as exc:
            self._error(HTTPStatus.BAD_REQUEST, str(exc))


class ReviewServer(ThreadingHTTPServer):
    """A threading HTTP server on 127.0.0.1 that serves one review session."""

    daemon_threads = True
    allow_reuse_address = False

    def __init__(self, session: ReviewSession, port: int):
        self.session = session
        self.page = _render_page(session)
        try:
            super().__init__((HOST, port), _Handler)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise ReviewError(
                    f"port {port} on {HOST} is already in use: pass another --port, "
                    "or leave --port out to take a free one"
                ) from None
            raise

    @property
    def url(self) -> str:
        """The page's address."""
        return f"http://{HOST}:{self.server_address[1]}/"


def _render_page(session: ReviewSession) -> tuple[bytes, str]:
    css, js = _static("review.css"), _static("review.js")
    template = jinja2.Environment(autoescape=True).from_string(_static("review.html"))
    page = template.render(
        css=Markup(css), js=Markup(js), token=session.token, bench=session.bench.name, reviewer=session.reviewer
    )
    csp = (
        f"default-src 'none'; img-src 'self'; connect-src 'self'; style-src '{_csp_hash(css)}'; "
        f"script-src '{_csp_hash(js)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    return page.encode("utf-8"), csp


def start_review_server(
    bench: Benchmark,
    *,
    reviewer: str,
    family: str | None = None,
    sample: int | None = None,
    seed: int = 0,
    port: int = 0,
) -> ReviewServer:
    """Build the session and bind the server (port 0: a free port); call ``serve_forever`` on the result."""
    if family is not None and family not in {v.family for v in bench.variants.values()}:
        present = sorted({v.family for v in bench.variants.values()})
        raise ReviewError(
            f"{bench.root}: no {family} variants to review (families present: {', '.join(present) or 'none'})"
        )
    queue = review_queue(bench, family=family, sample=sample, seed=seed)
    if not queue:
        raise ReviewError(
            f"{bench.root}: the benchmark has no variants to review; make some with "
            f"`confprobench perturb --bench {bench.root} --out DIR`"
        )
    session = ReviewSession(
        bench=bench, queue=queue, reviewer=reviewer, log=load_reviews(bench), token=secrets.token_urlsafe(16)
    )
    return ReviewServer(session, port)


def serve_review(
    bench: Benchmark,
    *,
    reviewer: str,
    family: str | None = None,
    sample: int | None = None,
    seed: int = 0,
    port: int = 0,
) -> None:
    """Serve the review page until interrupted (Ctrl-C); every verdict is already on disk."""
    server = start_review_server(bench, reviewer=reviewer, family=family, sample=sample, seed=seed, port=port)
    try:
        server.serve_forever()
    finally:
        server.server_close()
