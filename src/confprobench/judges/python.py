"""Python judges: your own model, in process, batched and concurrent, through the same runner.

A Python judge is any object that follows :class:`PythonJudge`: an async callable that receives a
*batch* of processes (:class:`StepInput`) and returns, for each, one P(step correct) per step (or
None for a step it cannot judge). Wrap it with :func:`python_judge` and pass the result to
``run_judges``/``evaluate`` like any spec string. The runner keeps many processes in flight; the
wrapper gathers the ones waiting into batches of up to ``batch_size`` (or whatever arrived within
``max_wait_s``), so a Hugging Face model in a notebook sees full batches. Answers go through the
response cache like any model's, keyed by ``name`` and ``version``: bump ``version`` when the model
or the code changes.

Another package can add a judge kind, addressed as ``KIND/MODEL`` on the command line, through the
entry-point group ``confprobench.judges``: the entry point names a factory
``factory(model: str, options: dict[str, str]) -> PythonJudge | ModelJudge | DirectJudge``.
"""

from __future__ import annotations

import asyncio
import inspect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from ..data import DataError, Process, StepJudgment
from ..data.benchmark import sha256_bytes
from .base import CallError, ChatRequest, Completion, DirectJudge, JudgeInfo
from .model import ModelJudge
from .parsing import UnparseableOutput
from .templates import PromptTemplate


@dataclass(frozen=True)
class StepInput:
    """One process as a Python judge sees it: the question, the step texts in order, the image files."""

    process_id: str
    question: str
    steps: tuple[str, ...]
    images: tuple[Path, ...]


@runtime_checkable
class PythonJudge(Protocol):
    """The protocol of an in-process judge.

    ``name`` is the judge's id (``python:NAME``); ``version`` joins the cache key; ``batch_size`` is
    the most processes per call. Calling it with a batch returns one list per process, with one
    P(correct) in [0, 1] (or None) per step.
    """

    name: str
    version: str
    batch_size: int

    async def __call__(self, batch: list[StepInput]) -> list[list[float | None]]:
        """Score a batch of processes: one list of P(correct) (or None) per process, one value per step."""


@dataclass
class _FunctionJudge:
    fn: Callable[[list[StepInput]], Any]
    name: str
    version: str
    batch_size: int

    async def __call__(self, batch: list[StepInput]) -> list[list[float | None]]:
        result = self.fn(batch)
        scores: list[list[float | None]] = await result if inspect.isawaitable(result) else result
        return scores


class CallableBackend:
    """A Backend over a PythonJudge: requests waiting at the same time are answered in one batch."""

    def __init__(self, judge: PythonJudge, *, max_wait_s: float = 0.005):
        self.judge = judge
        self.identity = {"endpoint": "python", "model": judge.name, "version": judge.version}
        self.max_concurrency: int | None = None
        self.secrets: tuple[str, ...] = ()
        self.max_wait_s = max_wait_s
        self.batches: list[int] = []  # sizes of the batches sent (for tests and benchmarks)
        self._queue: list[tuple[StepInput, asyncio.Future[Completion]]] = []
        self._flusher: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()  # batches in flight (asyncio keeps only weak references)

    async def complete(self, request: ChatRequest) -> Completion:
        """Queue the request's process for the next batch and wait for its scores."""
        item = request.params["input"]
        future: asyncio.Future[Completion] = asyncio.get_running_loop().create_future()
        self._queue.append(
            (
                StepInput(
                    item["process_id"],
                    item["question"],
                    tuple(item["steps"]),
                    tuple(Path(p) for p in request.params.get("files", ())),
                ),
                future,
            )
        )
        if len(self._queue) >= self.judge.batch_size:
            self._flush()
        elif self._flusher is None:
            self._flusher = asyncio.create_task(self._flush_later())
        return await future

    async def _flush_later(self) -> None:
        await asyncio.sleep(self.max_wait_s)
        self._flusher = None
        self._flush()

    def _flush(self) -> None:
        while self._queue:
            batch, self._queue = self._queue[: self.judge.batch_size], self._queue[self.judge.batch_size :]
            task = asyncio.get_running_loop().create_task(self._answer(batch))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _answer(self, batch: list[tuple[StepInput, asyncio.Future[Completion]]]) -> None:
        self.batches.append(len(batch))
        try:
            results = list(await self.judge([item for item, _ in batch]))
            if len(results) != len(batch):
                raise CallError(
                    "bad_response",
                    f"python judge {self.judge.name!r} returned {len(results)} results for a batch of {len(batch)}",
                )
            rows = [tuple((math.nan if p is None else float(p),) for p in scores) for scores in results]
        except CallError as exc:
            for _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        except Exception as exc:  # the user's code failed: a typed failure per item, never a made-up score
            error = CallError("judge_error", f"python judge {self.judge.name!r} raised {type(exc).__name__}: {exc}")
            for _, future in batch:
                if not future.done():
                    future.set_exception(error)
            return
        for (_, future), row in zip(batch, rows):
            if not future.done():  # an empty list still answers: interpret() then reports the step count
                future.set_result(Completion(text="", scores=row or ((math.nan,),)))

    async def aclose(self) -> None:
        """Cancel a pending batch timer."""
        if self._flusher is not None:
            self._flusher.cancel()


@dataclass
class CallableJudge(ModelJudge):
    """The ModelJudge face of a PythonJudge: one request per process, one score per step."""

    @property
    def per_step(self) -> bool:
        """False: one request scores every step of a process."""
        return False

    def requests(self, process: Process, root: Path, steps: Sequence[int] | None = None) -> list[ChatRequest]:
        """One request carrying the question, the step texts and the image files of ``process``."""
        item = {
            "process_id": process.id,
            "question": process.problem.question,
            "steps": [step.text for step in process.steps],
        }
        images = [{"type": "image", "sha256": image.sha256} for image in process.problem.images]
        # Only image hashes join the cache key; the file paths travel in params["files"], left out of it below.
        params: dict[str, Any] = {"input": item, "files": [str(root / image.path) for image in process.problem.images]}
        content: Any = (
            [{"type": "text", "text": process.problem.question}, *images] if images else process.problem.question
        )
        return [ChatRequest(messages=({"role": "user", "content": content},), params=params)]

    def cache_key(self, request: ChatRequest) -> str:
        """The cache key of the request without its file paths (image hashes stay in it)."""
        keyed = ChatRequest(messages=request.messages, params={"input": request.params["input"]})
        return super().cache_key(keyed)

    def interpret(
        self, process: Process, requests: Sequence[ChatRequest], completions: Sequence[Completion]
    ) -> tuple[list[StepJudgment], dict[str, Any]]:
        """A judgment per step from the Python judge's scores: missing for None, invalid outside [0, 1]."""
        rows = completions[0].scores
        if len(rows) != len(process.steps):
            raise UnparseableOutput(
                "step_count_mismatch", f"the python judge returned {len(rows)} scores for {len(process.steps)} steps"
            )
        judgments = []
        for step, (p,) in zip(process.steps, rows):
            if math.isnan(p):
                judgments.append(StepJudgment(index=step.index, status="missing", detail="the judge gave no score"))
            elif not 0.0 <= p <= 1.0:
                judgments.append(
                    StepJudgment(index=step.index, status="invalid", detail=f"score {p} is not a probability")
                )
            else:
                judgments.append(StepJudgment(index=step.index, p_correct=p))
        return judgments, {}


def python_judge(
    fn: PythonJudge | Callable[[list[StepInput]], Any],
    *,
    name: str | None = None,
    version: str | None = None,
    batch_size: int | None = None,
    max_wait_s: float = 0.005,
) -> CallableJudge:
    """Turn a PythonJudge (or a plain sync/async function of a batch) into a judge the runner takes.

    For a plain function give ``name`` (the judge's id is ``python:NAME``) and ``version``; ``batch_size``
    defaults to 16.
    """
    if not isinstance(fn, PythonJudge):
        fn = _FunctionJudge(fn, str(name or getattr(fn, "__name__", "judge")), version or "0", batch_size or 16)
    elif name or version or batch_size:
        fn = _FunctionJudge(fn, name or fn.name, version or fn.version, batch_size or fn.batch_size)
    if fn.batch_size < 1:
        raise DataError(None, None, "batch_size", f"python judge {fn.name!r}: batch_size must be at least 1")
    template = PromptTemplate(id="python", sha256=sha256_bytes(b"python-judge-v1"), text="")
    info = JudgeInfo(
        spec=f"python:{fn.name}",
        id=f"python:{fn.name}",
        kind="python",
        mode="python",
        template_id=template.id,
        template_sha256=template.sha256,
        options={"version": fn.version, "batch_size": fn.batch_size},
    )
    return CallableJudge(
        info=info, backend=CallableBackend(fn, max_wait_s=max_wait_s), template=template, mode="python", max_tokens=0
    )


def plugin_judge(
    factory: Callable[..., Any], kind: str, model: str, options: dict[str, str]
) -> ModelJudge | DirectJudge:
    """The judge an entry-point factory builds for ``KIND/MODEL``; a PythonJudge is wrapped, ids get the kind."""
    made = factory(model, dict(options))
    if isinstance(made, ModelJudge) or isinstance(made, DirectJudge):
        return made
    if isinstance(made, PythonJudge) or callable(made):
        judge = python_judge(made, name=f"{model}" if not isinstance(made, PythonJudge) else None)
        judge.info = JudgeInfo(
            **{
                **judge.info.__dict__,
                "spec": f"{kind}/{model}",
                "id": f"{kind}:{judge.info.id.removeprefix('python:')}",
                "kind": kind,
            }
        )
        return judge
    raise DataError(
        None,
        None,
        "judge",
        f"the factory for judge kind {kind!r} returned {type(made).__name__}, "
        "not a judge (PythonJudge, ModelJudge or DirectJudge)",
    )
