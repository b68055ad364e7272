"""One judge contract for the runner: both judge kinds behind :class:`JudgeAdapter`.

A judge item goes through one path, whatever the judge: ``requests`` (none for a direct judge) are
sent by the worker, each answer is ``check``-ed before it is cached, and ``finish`` turns the process,
the variant and the answers into the item's :class:`Prediction`. ``adapt`` picks the adapter by the
judge's type (``functools.singledispatch``), the only place where the kinds differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..data import Prediction, Process, StepJudgment, Variant
from ..judges.base import ChatRequest, Completion, DirectJudge
from ..judges.model import ModelJudge
from ..judges.parsing import UnparseableOutput
from ..judges.registry import Judge

if TYPE_CHECKING:  # run/batch.py imports the OpenAI client: only a --batch run needs it
    from .batch import BatchAPI


class JudgeAdapter:
    """What the runner needs from a judge. The defaults describe a judge that makes no model calls."""

    #: Whether each step is its own call, so that a text variant can re-judge only its target step.
    per_step = False
    #: Whether a model sees the problem's images (else an image variant looks like its original).
    sees_images = True
    #: Values to redact from everything written (API keys).
    secrets: tuple[str, ...] = ()
    #: At most this many calls at once; None: no limit of its own.
    max_concurrency: int | None = 1

    def __init__(self, judge_id: str):
        self.id = judge_id

    @property
    def endpoint(self) -> str:
        """Where calls go, for messages (a direct judge makes none)."""
        return "in-process"

    def describe(self) -> dict[str, Any]:
        """The judge's manifest entry: spec, kind, mode, template and options."""
        return {"spec": self.id, "id": self.id, "kind": "direct", "mode": None, "template": None, "options": {}}

    def meta(self) -> dict[str, Any]:
        """What every record of this judge carries in ``meta`` (mode, template)."""
        return {}

    def naive_calls(self, process: Process) -> int:
        """Requests needed to judge ``process`` in full with no cache and no reuse."""
        return 0

    def requests(self, shown: Process, root: Path, steps: Sequence[int] | None) -> list[ChatRequest]:
        """The calls that judge ``steps`` (None: all) of ``shown``."""
        return []

    def cache_key(self, request: ChatRequest) -> str:
        """Never called: a direct judge makes no requests."""
        raise NotImplementedError("a direct judge makes no requests")

    async def complete(self, request: ChatRequest) -> Completion:
        """Never called: a direct judge makes no requests."""
        raise NotImplementedError("a direct judge makes no requests")

    def check(self, shown: Process, request: ChatRequest, completion: Completion) -> None:
        """Raise UnparseableOutput when ``completion`` cannot be used (it is then re-asked, never cached)."""

    def expected_completion_tokens(self, process: Process) -> int:
        """Completion tokens one call is expected to use, for budgets (none here)."""
        return 0

    def finish(
        self,
        process: Process,
        variant: Variant | None,
        shown: Process,
        requests: Sequence[ChatRequest],
        completions: Sequence[Completion],
        meta: dict[str, Any],
        usage: dict[str, int],
        reused: Sequence[StepJudgment],
    ) -> Prediction:
        """The item's record from the answers."""
        raise NotImplementedError

    def batch_api(self) -> BatchAPI | None:
        """The provider's batch API for ``--batch`` (run/batch.py); None: the judge makes no calls to batch.

        Raises DataError for a judge whose provider has none."""
        return None

    async def aclose(self) -> None:
        """Release connections (a direct judge holds none)."""


class DirectAdapter(JudgeAdapter):
    """A judge that answers at once (reference judges, replay): no requests; it reads the process as judged."""

    def __init__(self, judge: DirectJudge):
        super().__init__(judge.id)
        self.direct = judge

    def finish(
        self,
        process: Process,
        variant: Variant | None,
        shown: Process,
        requests: Sequence[ChatRequest],
        completions: Sequence[Completion],
        meta: dict[str, Any],
        usage: dict[str, int],
        reused: Sequence[StepJudgment],
    ) -> Prediction:
        """The direct judge's prediction for the process as shown."""
        return self.direct.judge(shown, variant)


class ModelAdapter(JudgeAdapter):
    """A :class:`ModelJudge`: requests through its backend, answers read by its parser."""

    def __init__(self, judge: ModelJudge):
        super().__init__(judge.id)
        self.model = judge
        self.per_step = judge.per_step
        self.sees_images = judge.sees_images
        self.secrets = tuple(s for s in judge.backend.secrets if s)
        self.max_concurrency = judge.backend.max_concurrency

    @property
    def endpoint(self) -> str:
        """The endpoint(s) the backend calls, joined by commas."""
        endpoint = self.model.backend.identity.get("endpoint")
        return ", ".join(endpoint) if isinstance(endpoint, list) else str(endpoint)

    def describe(self) -> dict[str, Any]:
        """The judge's manifest entry: spec, id, kind, mode, template and options."""
        info = self.model.info
        return {
            "spec": info.spec,
            "id": info.id,
            "kind": info.kind,
            "mode": info.mode,
            "template": {"id": info.template_id, "sha256": info.template_sha256} if info.template_id else None,
            "options": info.options,
        }

    def meta(self) -> dict[str, Any]:
        """The judge's mode and template, for every record's ``meta``."""
        return self.model.info.as_meta()

    def naive_calls(self, process: Process) -> int:
        """Calls needed to judge ``process`` in full with no cache and no reuse."""
        return len(process.steps) * self.model.samples if self.per_step else self.model.samples

    def requests(self, shown: Process, root: Path, steps: Sequence[int] | None) -> list[ChatRequest]:
        """The calls that judge ``steps`` (None: all) of ``shown``."""
        return self.model.requests(shown, root, steps)

    def cache_key(self, request: ChatRequest) -> str:
        """The response-cache key of ``request``."""
        return self.model.cache_key(request)

    async def complete(self, request: ChatRequest) -> Completion:
        """Send ``request`` through the judge's backend."""
        return await self.model.backend.complete(request)

    def check(self, shown: Process, request: ChatRequest, completion: Completion) -> None:
        """Raise UnparseableOutput when the judge cannot read ``completion``."""
        self.model.interpret(shown, [request], [completion])

    def expected_completion_tokens(self, process: Process) -> int:
        """Completion tokens one call is expected to use: 1 (logprobs), 3 (sampling), else 30 a step up to max_tokens."""
        if self.model.mode == "logprobs":
            return 1
        if self.model.mode == "sampling":
            return 3
        return min(self.model.max_tokens, 30 * len(process.steps))

    def finish(
        self,
        process: Process,
        variant: Variant | None,
        shown: Process,
        requests: Sequence[ChatRequest],
        completions: Sequence[Completion],
        meta: dict[str, Any],
        usage: dict[str, int],
        reused: Sequence[StepJudgment],
    ) -> Prediction:
        """The prediction read from the completions plus the ``reused`` steps; a failed record when unparseable."""
        base: dict[str, Any] = dict(
            process_id=process.id, variant_id=variant.id if variant else None, judge=self.id, usage=usage
        )
        try:
            judgments, extra = self.model.interpret(shown, requests, completions)
        except UnparseableOutput as exc:  # each answer parsed alone (check); kept for parsers that judge the whole
            return Prediction(
                **base, status="failed", error=str(exc), error_kind=exc.kind, meta={**meta, "raw": completions[0].text}
            )
        steps = sorted([*judgments, *reused], key=lambda s: s.index)
        return Prediction(**base, status="ok", steps=tuple(steps), meta={**meta, **extra})

    def batch_api(self) -> BatchAPI | None:
        """The provider's batch API for this judge, or None when it has none."""
        from .batch import batch_api_for

        return batch_api_for(self.model)

    async def aclose(self) -> None:
        """Close the backend."""
        await self.model.backend.aclose()


@singledispatch
def adapt(judge: Judge) -> JudgeAdapter:
    """The adapter for ``judge``: a direct judge by default, a model judge by its registered type."""
    return DirectAdapter(cast(DirectJudge, judge))  # the fallback: every judge that is not a ModelJudge


@adapt.register
def _(judge: ModelJudge) -> JudgeAdapter:
    return ModelAdapter(judge)
