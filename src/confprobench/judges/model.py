"""A judge backed by a chat model, in one of three confidence modes.

- ``verbalized`` (the paper's protocol): one call per process; the model returns, for every step,
  a label, the probability that its label is right, and an error type.
- ``logprobs``: one call per step, given the problem and the steps up to it; P(correct) =
  P(Yes) / (P(Yes) + P(No)) from the first token's top log-probabilities.
- ``sampling``: k calls per step at temperature T; P(correct) = share of answers that say Yes.

This module only builds requests and reads completions; the runner sends them (see run/runner.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..data import ImageRef, Process, StepJudgment
from ..data.seeding import stable_digest
from .base import Backend, ChatRequest, Completion, JudgeInfo
from .images import ImageLimits, fit_image
from .parsing import parse_verbalized, parse_yes_no, verdict_probability
from .templates import PromptTemplate

MODES = ("verbalized", "logprobs", "sampling", "prm")
#: The template each mode uses unless the user names another.
DEFAULT_TEMPLATES = {"verbalized": "verbalized-v1", "logprobs": "stepwise-v1", "sampling": "stepwise-v1"}


@dataclass
class ModelJudge:
    """A chat-model judge: builds the requests for a process and reads the answers (see the module docstring)."""

    info: JudgeInfo
    backend: Backend
    template: PromptTemplate
    mode: str
    samples: int = 1
    temperature: float = 0.0
    max_tokens: int = 1024
    top_logprobs: int = 20
    json_mode: bool = True
    sees_images: bool = True
    #: Per-image limits of the provider; an image over them is downscaled and the resize recorded in meta.
    image_limits: ImageLimits = field(default_factory=ImageLimits)
    #: The body field that caps the answer: ``max_tokens``, or ``max_completion_tokens`` (reasoning models).
    token_param: str = "max_tokens"
    #: False for reasoning models that accept only their default temperature.
    send_temperature: bool = True
    #: Provider-specific fields added to every body (reasoning_effort, thinking budget).
    extra_params: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """The judge's id (from its JudgeInfo)."""
        return self.info.id

    @property
    def per_step(self) -> bool:
        """Whether each step is its own call (so a variant can re-judge one step only)."""
        return self.mode != "verbalized"

    def requests(self, process: Process, root: Path, steps: Sequence[int] | None = None) -> list[ChatRequest]:
        """The calls that judge ``steps`` (default: all) of ``process``; images are read from ``root``."""
        images = [self.image_part(image, root) for image in process.problem.images] if self.sees_images else []
        lines = [f"Step {s.index}: {s.text}" for s in process.steps]
        if not self.per_step:
            text = self.template.render(question=process.problem.question, steps="\n".join(lines), n=len(lines))
            params: dict[str, Any] = self._params(self.temperature, self.max_tokens)
            if self.json_mode:
                params["response_format"] = {"type": "json_object"}
            return [ChatRequest(messages=(_user(text, images),), params=params)]
        wanted = range(1, len(process.steps) + 1) if steps is None else steps
        out = []
        for k in wanted:
            text = self.template.render(question=process.problem.question, steps="\n".join(lines[:k]), k=k)
            message = _user(text, images)
            if self.mode == "logprobs":
                params = {**self._params(0.0, 1), "logprobs": True, "top_logprobs": self.top_logprobs}
                out.append(ChatRequest(messages=(message,), params=params, step=k))
            else:
                for sample in range(self.samples):
                    # A distinct seed per sample makes each request reproducible and keeps samples apart.
                    params = {**self._params(self.temperature, 3), "seed": sample}
                    out.append(ChatRequest(messages=(message,), params=params, step=k, sample=sample))
        return out

    def _params(self, temperature: float, cap: int) -> dict[str, Any]:
        """Decoding fields in the provider's spelling (the defaults give the bodies sent before providers existed)."""
        params: dict[str, Any] = {"temperature": temperature} if self.send_temperature else {}
        params[self.token_param] = cap
        params.update(self.extra_params)
        return params

    def image_part(self, image: ImageRef, root: Path) -> dict[str, Any]:
        """A request's image part; the provider's limits join the cache key, since they change what is sent."""
        part: dict[str, Any] = {"type": "image", "sha256": image.sha256, "file": str(root / image.path)}
        if self.image_limits.max_edge is not None:
            part["max_edge"] = self.image_limits.max_edge
        if self.image_limits.max_bytes is not None:
            part["max_bytes"] = self.image_limits.max_bytes
        return part

    def resized_images(self, requests: Sequence[ChatRequest]) -> list[dict[str, Any]]:
        """The images these requests sent downscaled: sha256, original and sent size (for ``meta``)."""
        if self.image_limits.max_edge is None and self.image_limits.max_bytes is None:
            return []
        seen: dict[str, dict[str, Any]] = {}
        for request in requests:
            for message in request.messages:
                for part in message["content"] if isinstance(message["content"], list) else ():
                    if part.get("type") == "image" and part["sha256"] not in seen:
                        _, _, original, sent = fit_image(
                            part["file"], self.image_limits.max_edge, self.image_limits.max_bytes
                        )
                        if original is not None:
                            seen[part["sha256"]] = {"sha256": part["sha256"], "from": list(original), "to": list(sent)}
        return list(seen.values())

    def cache_key(self, request: ChatRequest) -> str:
        """Endpoint, model, template id and hash, messages (image hashes), decoding params, sample index."""
        return stable_digest(
            {
                "backend": self.backend.identity,
                "template": [self.template.id, self.template.sha256],
                **request.key_payload(),
            }
        )

    def interpret(
        self, process: Process, requests: Sequence[ChatRequest], completions: Sequence[Completion]
    ) -> tuple[list[StepJudgment], dict[str, Any]]:
        """Step judgments for the requested steps and what to keep in ``meta`` (raw output).

        Raises parsing.UnparseableOutput when a verbalized answer holds no step list.
        """
        judgments, meta = self._interpret(process, requests, completions)
        resized = self.resized_images(requests)
        if resized:
            meta["images_resized"] = resized
        return judgments, meta

    def _interpret(
        self, process: Process, requests: Sequence[ChatRequest], completions: Sequence[Completion]
    ) -> tuple[list[StepJudgment], dict[str, Any]]:
        if self.mode == "verbalized":
            completion = completions[0]
            meta: dict[str, Any] = {"raw": completion.text}
            judgments, warnings = parse_verbalized(
                completion.text, len(process.steps), finish_reason=completion.finish_reason
            )
            if warnings:
                meta["warnings"] = warnings
            return judgments, meta
        if self.mode == "logprobs":
            judgments, raw = [], {}
            for request, completion in zip(requests, completions):
                p, mass = verdict_probability(completion.top_logprobs)
                step = _step_of(request)
                raw[str(step)] = {"text": completion.text, "p_yes": mass["yes"], "p_no": mass["no"]}
                if p is None:
                    why = (
                        "the endpoint returned no logprobs"
                        if not completion.top_logprobs
                        else f"neither Yes nor No among the top {len(completion.top_logprobs)} first tokens"
                    )
                    judgments.append(StepJudgment(index=step, status="invalid", detail=why))
                else:
                    judgments.append(StepJudgment(index=step, p_correct=p))
            return judgments, {"raw": raw}
        votes: dict[int, list[int | None]] = defaultdict(list)
        for request, completion in zip(requests, completions):
            votes[_step_of(request)].append(parse_yes_no(completion.text))
        judgments = []
        for step, answers in votes.items():
            valid = [v for v in answers if v is not None]
            if not valid:
                judgments.append(
                    StepJudgment(index=step, status="invalid", detail=f"none of {len(answers)} samples said Yes or No")
                )
            else:
                judgments.append(StepJudgment(index=step, p_correct=sum(valid) / len(valid)))
        return judgments, {"raw": {str(step): answers for step, answers in votes.items()}}


def _step_of(request: ChatRequest) -> int:
    """The step a per-step request judges (logprobs and sampling modes make one request per step)."""
    if request.step is None:
        raise ValueError("a per-step request carries no step index")
    return request.step


def _user(text: str, images: list[dict[str, Any]]) -> dict[str, Any]:
    if not images:
        return {"role": "user", "content": text}
    return {"role": "user", "content": [{"type": "text", "text": text}, *images]}
