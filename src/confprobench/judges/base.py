"""The judge interface: what a judge is, what one model call looks like, and how a call fails.

Two kinds of judge run through the runner:

- a *direct* judge (reference judges, replay) answers ``judge(process, variant) -> Prediction`` at once,
  with no model call;
- a *model* judge (:class:`confprobench.judges.model.ModelJudge`) turns a process into
  :class:`ChatRequest` s, sends them through a backend (an OpenAI-compatible endpoint or llama.cpp in
  process) and turns the :class:`Completion` s into step judgments. The runner owns everything in
  between: cache, retries, concurrency, budgets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..data import Prediction, Process, Variant

#: Failure kinds that stop a judge at once: retrying cannot help and every later call would fail too.
#: Where an OpenAI-compatible judge reads its API key unless the provider or `-M api_key_env=` says otherwise.
DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"

FATAL_KINDS = frozenset({"auth", "permission", "not_found", "bad_request", "quota"})
#: Failure kinds worth another attempt (bounded, with backoff).
RETRYABLE_KINDS = frozenset({"rate_limit", "server_error", "timeout", "connection", "bad_response", "empty_response"})


class CallError(Exception):
    """A model call that did not produce a usable response.

    ``kind`` is one of FATAL_KINDS, RETRYABLE_KINDS or a per-call failure such as ``context_overflow``.
    """

    def __init__(self, kind: str, message: str, *, retry_after: float | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.retry_after = retry_after

    @property
    def fatal(self) -> bool:
        """Whether this failure ends the judge's run (no retry can help)."""
        return self.kind in FATAL_KINDS

    @property
    def retryable(self) -> bool:
        """Whether the call is worth another attempt."""
        return self.kind in RETRYABLE_KINDS


@dataclass(frozen=True)
class ChatRequest:
    """One call to a chat model: the unit the runner caches, retries, counts and budgets.

    ``messages`` are OpenAI-style; an image is a part ``{"type": "image", "sha256": ..., "file": ...}``
    (plus the provider's ``max_edge`` / ``max_bytes`` when it has limits) that the backend turns into a
    data URL (or drops, for a text-only model). ``file`` is left out of the cache key, so the key depends
    on image content and limits, not on where the file lies. ``params`` are the body's other fields
    (decoding settings); a pooling request (judges/prm.py) uses ``params["form"]`` instead.
    """

    messages: tuple[dict[str, Any], ...]
    params: dict[str, Any]
    step: int | None = None  # the step this call judges; None when one call judges the whole process
    sample: int = 0

    def key_payload(self) -> dict[str, Any]:
        """What identifies this request's answer, apart from the endpoint and template (added by the judge)."""
        return {"messages": [_key_message(m) for m in self.messages], "params": self.params, "sample": self.sample}

    def prompt_text(self) -> str:
        """All text parts joined: for token estimates."""
        return "\n".join(message_text(m) for m in self.messages)

    def image_count(self) -> int:
        """The number of image parts across all messages."""
        return sum(
            1
            for m in self.messages
            if isinstance(m["content"], list)
            for part in m["content"]
            if part.get("type") == "image"
        )


def message_text(message: dict[str, Any]) -> str:
    """A message's text parts joined (what a text-only model reads)."""
    content = message["content"]
    if isinstance(content, str):
        return content
    return "\n".join(part["text"] for part in content if part.get("type") == "text")


def _key_message(message: dict[str, Any]) -> dict[str, Any]:
    content = message["content"]
    if isinstance(content, str):
        return message
    parts = [{k: v for k, v in part.items() if k != "file"} for part in content]
    return {**message, "content": parts}


@dataclass(frozen=True)
class Completion:
    """What a backend returns for one request, in the form the cache stores (plain JSON)."""

    text: str
    finish_reason: str | None = None
    #: Alternatives for the first generated token: (token text, log-probability), most likely first.
    top_logprobs: tuple[tuple[str, float], ...] = ()
    prompt_tokens: int = 0
    completion_tokens: int = 0
    #: A reward model's answer: one row of values per step tag it pooled at (see judges/prm.py).
    scores: tuple[tuple[float, ...], ...] = ()

    def to_json(self) -> str:
        """The completion as compact JSON, the form the response cache stores."""
        data: dict[str, Any] = {
            "text": self.text,
            "finish_reason": self.finish_reason,
            "top_logprobs": [list(t) for t in self.top_logprobs],
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
        }
        if self.scores:  # only then: chat answers cached before this field existed stay byte-identical
            data["scores"] = [list(row) for row in self.scores]
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Completion:
        """A completion read back from :meth:`to_json`'s text."""
        data = json.loads(text)
        return cls(
            text=data["text"],
            finish_reason=data["finish_reason"],
            top_logprobs=tuple((str(t), float(lp)) for t, lp in data["top_logprobs"]),
            prompt_tokens=int(data["prompt_tokens"]),
            completion_tokens=int(data["completion_tokens"]),
            scores=tuple(tuple(float(x) for x in row) for row in data.get("scores", ())),
        )

    @property
    def empty(self) -> bool:
        """Whether the completion carries no text, no logprobs and no scores."""
        return not self.text and not self.top_logprobs and not self.scores


class Backend(Protocol):
    """Sends one request to a model. Raises CallError; never retries (the runner owns retries)."""

    #: What the cache key needs to tell this model apart from every other: endpoint(s) and model name.
    identity: dict[str, Any]
    #: At most this many calls at once (1 for an in-process model).
    max_concurrency: int | None
    #: Values (API keys) the runner redacts from everything it writes: files, logs, messages.
    secrets: tuple[str, ...]

    async def complete(self, request: ChatRequest) -> Completion:
        """Send ``request`` once and return the model's answer; raise CallError on failure."""

    async def aclose(self) -> None:
        """Release the backend's connections."""


@runtime_checkable
class DirectJudge(Protocol):
    """A judge that needs no model call (reference judges, replay).

    ``judge`` receives the process as judged: the original, or the variant already applied.
    """

    @property
    def id(self) -> str:
        """The judge's id, as it appears in predictions and reports."""

    def judge(self, process: Process, variant: Variant | None) -> Prediction:
        """Judge every step of ``process`` (``variant`` says which perturbation, if any, produced it)."""


@dataclass(frozen=True)
class JudgeInfo:
    """How a judge is described in the run manifest and in every prediction's ``meta``."""

    spec: str
    id: str
    kind: str
    mode: str | None = None
    template_id: str | None = None
    template_sha256: str | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def as_meta(self) -> dict[str, Any]:
        """The judge's mode, and its template id and hash when it has one, for a prediction's ``meta``."""
        meta: dict[str, Any] = {"mode": self.mode}
        if self.template_id:
            meta.update(template_id=self.template_id, template_sha256=self.template_sha256)
        return meta
