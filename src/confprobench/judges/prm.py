"""Process reward models (PRMs) served by vLLM's pooling API: P(step correct) from a classifier head.

A PRM reads the whole solution once, with a step tag after every step, and the server's ``STEP``
pooler returns one row per tag: a 2-class head's [P(incorrect), P(correct)] (Qwen2.5-Math-PRM), or
the softmax over two label tokens (Math-Shepherd: ``+`` / ``-``, the server's ``returned_token_ids``).
One call judges every step of a process, so a PRM judge is not ``per_step``.

The request is ``POST {base}/pooling`` (the server root, not ``/v1``) in one of vLLM's two forms:
``{"model", "input": TEXT}`` (completion form) or ``{"model", "messages": [...]}`` (chat form, the
server applies the model's chat template; image parts as data URLs for multimodal PRMs). The answer
is ``{"data": [{"index": 0, "object": "pooling", "data": [[...], ...]}], "usage": {...}}``.

How the steps are joined is part of the model: each preset writes them exactly as that family was
trained to read them. A reply with another number of rows than steps (a step text containing the
tag, a truncated prompt, a server configured with another ``step_tag_id``) is a typed failure
``step_count_mismatch``: scores are never shifted onto other steps.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import openai

from ..data import DataError, Process, StepJudgment
from ..data.benchmark import sha256_bytes
from .base import CallError, ChatRequest, Completion, message_text
from .images import ImageLimits, wire_message
from .model import ModelJudge
from .openai_backend import _status_error, connection_message, make_clients
from .parsing import UnparseableOutput
from .templates import PromptTemplate


@dataclass(frozen=True)
class PRMPreset:
    """How one PRM family reads a solution and where its P(correct) is in each returned row."""

    name: str
    #: The step tag written after every step; the server's STEP pooler must pool at this token.
    separator: str | None
    #: Column of each returned row that holds P(correct).
    positive: int
    #: ``chat``: messages (system, user question, assistant steps); ``text``: one completion-form string.
    form: Literal["chat", "text"]
    system: str | None = None
    #: Whether the user turn carries the problem's images (multimodal PRMs).
    images: bool = False
    summary: str = ""

    def fingerprint(self) -> str:
        """What the prompt layout depends on: part of every cache key."""
        return sha256_bytes(json.dumps([self.name, self.separator, self.form, self.system, self.images]).encode())


PRESETS: dict[str, PRMPreset] = {
    "qwen2.5-math-prm": PRMPreset(
        name="qwen2.5-math-prm",
        separator="<extra_0>",
        positive=1,
        form="chat",
        system="Please reason step by step, and put your final answer within \\boxed{}.",
        summary="Qwen2.5-Math-PRM-7B/72B and fine-tunes: chat form (system, user = question, assistant = "
        "steps each followed by <extra_0>); 2-class head, P(correct) in column 1",
    ),
    "math-shepherd": PRMPreset(
        name="math-shepherd",
        separator="ки",
        positive=0,
        form="text",
        summary="math-shepherd-mistral-7b-prm style: text form 'QUESTION Step 1: ... ки\\nStep 2: ... ки'; "
        "server pools the '+' and '-' logits (returned_token_ids in that order), P(correct) in column 0",
    ),
    "mllm": PRMPreset(
        name="mllm",
        separator=None,
        positive=1,
        form="chat",
        images=True,
        summary="a multimodal PRM behind a pooling server: chat form with the problem's images (data URLs) in the "
        "user turn and the steps, each followed by the tag, in the assistant turn; give sep= (the token "
        "the server's STEP pooler uses) and positive= if P(correct) is not column 1",
    ),
}


def guess_preset(model: str) -> str | None:
    """The preset a model name points at, when it is unambiguous."""
    name = model.lower()
    if "shepherd" in name:
        return "math-shepherd"
    if "visualprm" in name:
        return "mllm"
    if "qwen" in name and "prm" in name:
        return "qwen2.5-math-prm"
    return None


class PoolingBackend:
    """``POST {base}/pooling`` on a vLLM server (replica URLs round-robin); errors typed like chat calls."""

    def __init__(
        self,
        model: str,
        base_urls: list[str],
        *,
        api_key_env: str,
        timeout: float = 60.0,
        image_limits: ImageLimits | None = None,
        hint: str = "",
        task: str | None = None,
    ):
        self.hint = hint  # added to connection errors: how to start the server
        self.task = task  # vLLM's pooling task field (e.g. token_classify) for servers that want it named
        # The pooling route sits at the server root; users used to chat endpoints often add /v1.
        roots = [url.rstrip("/").removesuffix("/v1") + "/" for url in base_urls]
        self._clients, self.secrets = make_clients(roots, api_key_env=api_key_env, timeout=timeout)
        self.model = model
        self.max_concurrency: int | None = None
        self.image_limits = image_limits or ImageLimits()
        self.identity = {"endpoint": sorted(str(c.base_url) for c in self._clients), "model": model, "api": "pooling"}
        self._next = 0

    def body(self, request: ChatRequest) -> dict[str, Any]:
        """The JSON body vLLM's pooling API takes for this request."""
        extra = {"task": self.task} if self.task else {}
        if request.params["form"] == "text":
            return {
                "model": self.model,
                "input": message_text(request.messages[0]),
                "encoding_format": "float",
                **extra,
            }
        # add_generation_prompt false (some vLLM versions default to true): the assistant turn holding the
        # steps must be the last thing the model reads, as in training.
        return {
            "model": self.model,
            "messages": [wire_message(m, self.image_limits) for m in request.messages],
            "add_generation_prompt": False,
            "encoding_format": "float",
            **extra,
        }

    async def complete(self, request: ChatRequest) -> Completion:
        """Send one pooling request to the next endpoint and return its per-step score rows."""
        client = self._clients[self._next % len(self._clients)]
        self._next += 1
        try:
            text = await client.post("pooling", body=self.body(request), cast_to=str)
        except openai.APITimeoutError:
            raise CallError("timeout", "the request timed out") from None
        except openai.APIConnectionError as exc:
            raise CallError("connection", connection_message(exc, f"{client.base_url}pooling", self.hint)) from None
        except openai.APIStatusError as exc:
            raise _status_error(exc, f"model {self.model} at {client.base_url}pooling") from None
        try:
            data = json.loads(text)
            rows = _rows(data["data"][0]["data"])
            usage = data.get("usage") or {}
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise CallError(
                "bad_response", f"malformed pooling response ({type(exc).__name__}: {str(exc)[:120]})"
            ) from None
        if not rows:
            raise CallError(
                "empty_response", "the pooling endpoint returned no step scores (is the step tag in the prompt?)"
            )
        return Completion(text="", finish_reason=None, scores=rows, prompt_tokens=int(usage.get("prompt_tokens") or 0))

    async def aclose(self) -> None:
        """Close the HTTP clients."""
        for client in self._clients:
            await client.close()


def _rows(value: Any) -> tuple[tuple[float, ...], ...]:
    """Rows of floats from the pooled data: a list of rows, or a flat list (one scalar per step)."""
    if not isinstance(value, list):
        raise TypeError(f"pooled data is {type(value).__name__}, not a list (set encoding_format float)")
    return tuple(tuple(float(x) for x in row) if isinstance(row, list) else (float(row),) for row in value)


@dataclass
class PRMJudge(ModelJudge):
    """A ModelJudge whose one call per process is a pooling request; see the module docstring."""

    preset: PRMPreset = PRESETS["qwen2.5-math-prm"]
    separator: str = "<extra_0>"
    positive: int = 1
    softmax: bool = False

    @property
    def per_step(self) -> bool:
        """False: one pooling request scores every step of a process."""
        return False

    def requests(self, process: Process, root: Path, steps: Sequence[int] | None = None) -> list[ChatRequest]:
        """One pooling request for the whole process, its steps joined by the step tag (text or chat, by preset)."""
        texts = [step.text for step in process.steps]
        sep = self.separator
        question = process.problem.question
        if self.preset.form == "text":
            # Math-Shepherd's training layout: question, a space, then "Step i: text <tag>" lines.
            solution = "\n".join(f"Step {i}: {text} {sep}" for i, text in enumerate(texts, start=1))
            return [
                ChatRequest(messages=({"role": "user", "content": f"{question} {solution}"},), params={"form": "text"})
            ]
        images = (
            [self.image_part(image, root) for image in process.problem.images]
            if self.preset.images and self.sees_images
            else []
        )
        user: dict[str, Any] = (
            {"role": "user", "content": [{"type": "text", "text": question}, *images]}
            if images
            else {"role": "user", "content": question}
        )
        messages: list[dict[str, Any]] = (
            [{"role": "system", "content": self.preset.system}] if self.preset.system else []
        )
        messages += [user, {"role": "assistant", "content": sep.join(texts) + sep}]
        return [ChatRequest(messages=tuple(messages), params={"form": "chat"})]

    def interpret(
        self, process: Process, requests: Sequence[ChatRequest], completions: Sequence[Completion]
    ) -> tuple[list[StepJudgment], dict[str, Any]]:
        """P(correct) for each step from the pooled score rows; UnparseableOutput when rows and steps do not match."""
        rows = completions[0].scores
        n = len(process.steps)
        if len(rows) != n:
            raise UnparseableOutput(
                "step_count_mismatch",
                f"the server returned {len(rows)} step scores for {n} "
                f"steps; check that the server pools at the step tag {self.separator!r} "
                "(its step_tag_id) and that no step text contains the tag",
            )
        judgments = []
        for step, row in zip(process.steps, rows):
            values = _softmax(row) if self.softmax else list(row)
            if len(values) == 1:
                p = values[0]
            elif self.positive >= len(values):
                raise UnparseableOutput(
                    "bad_scores", f"rows have {len(values)} values; positive={self.positive} is out of range"
                )
            else:
                p = values[self.positive]
                if abs(sum(values) - 1.0) > 1e-3:
                    raise UnparseableOutput(
                        "bad_scores",
                        f"step {step.index}: row {row} does not sum to 1 (raw "
                        "logits?): configure the server's pooler with softmax, or pass softmax=true",
                    )
            if not (math.isfinite(p) and 0.0 <= p <= 1.0):
                judgments.append(
                    StepJudgment(index=step.index, status="invalid", detail=f"score {p} is not a probability")
                )
            else:
                judgments.append(StepJudgment(index=step.index, p_correct=p))
        meta: dict[str, Any] = {"raw": {"scores": [list(row) for row in rows]}}
        resized = self.resized_images(requests)
        if resized:
            meta["images_resized"] = resized
        return judgments, meta


def _softmax(row: Sequence[float]) -> list[float]:
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    total = sum(exps)
    return [e / total for e in exps]


def preset_template(preset: PRMPreset, separator: str) -> PromptTemplate:
    """A stand-in 'template' for the cache key and the prediction meta: the preset's layout."""
    digest = sha256_bytes(f"{preset.fingerprint()}|{separator}".encode())
    return PromptTemplate(id=f"prm-{preset.name}", sha256=digest, text="")


def resolve_preset(model: str, name: str | None, where: str) -> PRMPreset:
    """The named preset, or the one the model name points at; a clear error otherwise."""
    chosen = name or guess_preset(model)
    if chosen is None:
        raise DataError(
            None,
            None,
            "preset",
            f"{where}: cannot tell which PRM family {model!r} is; give preset=NAME, one of: {', '.join(PRESETS)}",
        )
    if chosen not in PRESETS:
        raise DataError(None, None, "preset", f"{where}: unknown PRM preset {chosen!r}; known: {', '.join(PRESETS)}")
    return PRESETS[chosen]
