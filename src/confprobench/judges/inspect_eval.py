"""inspect_ai interop: a benchmark as an inspect_ai task, and an inspect eval log read back as predictions.

- :func:`inspect_task` turns a benchmark into an ``inspect_ai.Task``: one Sample per original process
  (stage 1) and per variant (stage 2), whose input is the verbalized judge prompt with the problem's
  images, built by the same code a ``confprobench run`` judge uses (:meth:`ModelJudge.requests`), so
  the prompt, template id and template hash are the ones the runner would send.
- :func:`read_inspect_log` reads the log ``inspect eval`` writes and parses every answer with the
  judge's own parser (:meth:`ModelJudge.interpret`), giving the predictions JSONL of docs/formats.md
  for ``confprobench score``. An answer that cannot be parsed, a sample that errored and an empty
  answer become failed records with a typed ``error_kind``, never made-up scores.

inspect_ai is an optional extra (``pip install 'confprobench[inspect]'``); it is imported only when
one of these functions runs, so the rest of the package never needs it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..data import DataError, Prediction, Process, Variant
from ..data.benchmark import Benchmark, load_benchmark
from ..data.predictions import write_predictions
from .base import ChatRequest, Completion, JudgeInfo
from .model import DEFAULT_TEMPLATES, ModelJudge
from .parsing import UnparseableOutput
from .templates import PromptTemplate, load_template

if TYPE_CHECKING:
    from inspect_ai import Task
    from inspect_ai.dataset import Sample
    from inspect_ai.log import EvalLog, EvalSample

Stage = Literal["original", "perturbed", "both"]
MODE = "verbalized"  # one call per item: the only mode whose whole answer is one inspect sample output
DEFAULT_TEMPLATE = DEFAULT_TEMPLATES[MODE]
#: The sample metadata keys the reader needs to map an answer back to its (process, variant).
SAMPLE_KEYS = ("process_id", "variant_id", "stage", "n_steps", "template_id", "template_sha256", "sees_images")
#: inspect_ai stop reasons that mean the answer was cut short (the runner's finish_reason "length").
_CUT_SHORT = {"max_tokens": "length", "model_length": "length"}
EXTRA_HINT = "pip install 'confprobench[inspect]'"


class MissingExtra(ImportError):
    """An optional dependency is not installed; the message names the extra that provides it."""


def _require_inspect() -> None:
    try:
        import inspect_ai  # noqa: F401 -- imported only to check that it is installed
    except ImportError:
        raise MissingExtra(
            f"inspect_ai is not installed; it comes with the optional extra 'inspect': {EXTRA_HINT}"
        ) from None


class _PromptOnly:
    """A backend that is never called: :class:`ModelJudge` is used here only to build and parse prompts."""

    identity: dict[str, Any] = {"backend": "inspect_ai"}
    max_concurrency: int | None = 1
    secrets: tuple[str, ...] = ()

    async def complete(self, request: ChatRequest) -> Completion:
        raise RuntimeError("inspect_ai sends the prompts; this judge only builds and parses them")

    async def aclose(self) -> None:
        return None


def _prompt_judge(template: PromptTemplate, *, images: bool, judge_id: str = "inspect") -> ModelJudge:
    info = JudgeInfo(
        spec=judge_id, id=judge_id, kind="inspect", mode=MODE, template_id=template.id, template_sha256=template.sha256
    )
    return ModelJudge(info=info, backend=_PromptOnly(), template=template, mode=MODE, sees_images=images)


def sample_id(process_id: str, variant_id: str | None) -> str:
    """The inspect sample id of one item: the process id, or ``PROCESS/VARIANT`` for a variant."""
    return process_id if variant_id is None else f"{process_id}/{variant_id}"


def benchmark_items(
    bench: Benchmark, *, stage: Stage = "both", limit: int | None = None
) -> list[tuple[Process, Variant | None]]:
    """The items an inspect task judges: originals (stage 1), then variants (stage 2) of the first ``limit`` processes."""
    processes = list(bench.processes.values())[:limit]
    order = {p.id: position for position, p in enumerate(processes)}
    items: list[tuple[Process, Variant | None]] = []
    if stage in ("original", "both"):
        items += [(p, None) for p in processes]
    if stage in ("perturbed", "both"):
        variants = sorted(
            (v for v in bench.variants.values() if v.process_id in order),
            key=lambda v: (order[v.process_id], v.target_step or 0, v.id),
        )
        items += [(bench.processes[v.process_id], v) for v in variants]
    return items


def inspect_samples(
    bench: Benchmark | str | Path | None = None,
    *,
    stage: Stage = "both",
    limit: int | None = None,
    template: str = DEFAULT_TEMPLATE,
    images: bool = True,
) -> list[Sample]:
    """One inspect ``Sample`` per item, whose input is the verbalized judge prompt (text and images).

    ``template`` is a template id or a path to a ``.txt`` template (as for ``confprobench run``);
    ``images=False`` leaves the images out, for a text-only model. The sample metadata holds the
    process id, variant id, stage, family, step count and template id/hash that map answers back.
    """
    _require_inspect()
    from inspect_ai.dataset import Sample
    from inspect_ai.model import ChatMessageUser, ContentImage, ContentText

    if not isinstance(bench, Benchmark):
        bench = load_benchmark(bench)
    if stage not in ("original", "perturbed", "both"):
        raise DataError(None, None, "stage", f"stage {stage!r} is not one of original, perturbed, both")
    prompt_template = load_template(template)
    judge = _prompt_judge(prompt_template, images=images)
    root = bench.root.resolve()
    samples = []
    for process, variant in benchmark_items(bench, stage=stage, limit=limit):
        shown = bench.materialize(variant) if variant is not None else process
        (request,) = judge.requests(shown, root)
        (message,) = request.messages
        content = message["content"]
        if isinstance(content, str):
            user = ChatMessageUser(content=content)
        else:
            # Image parts carry the absolute file path; inspect_ai reads it into a data URL when it calls the model.
            user = ChatMessageUser(
                content=[
                    ContentText(text=part["text"]) if part["type"] == "text" else ContentImage(image=part["file"])
                    for part in content
                ]
            )
        metadata: dict[str, Any] = {
            "process_id": process.id,
            "variant_id": variant.id if variant else None,
            "stage": 1 if variant is None else 2,
            "family": variant.family if variant else None,
            "operation": variant.operation if variant else None,
            "n_steps": len(shown.steps),
            "template_id": prompt_template.id,
            "template_sha256": prompt_template.sha256,
            "sees_images": images,
            "subject": process.problem.subject,
            "modality": process.problem.modality,
        }
        samples.append(Sample(id=sample_id(process.id, metadata["variant_id"]), input=[user], metadata=metadata))
    return samples


def inspect_task(
    bench: Benchmark | str | Path | None = None,
    *,
    stage: Stage = "both",
    limit: int | None = None,
    template: str = DEFAULT_TEMPLATE,
    images: bool = True,
    temperature: float = 0.0,
    max_tokens: int = 1024,
) -> Task:
    """A benchmark as an ``inspect_ai.Task``: the samples of :func:`inspect_samples`, answered by ``generate()``.

    Run it with ``inspect_ai.eval(inspect_task(...), model=...)`` or ``inspect eval`` (see docs/inspect.md),
    then turn the log into predictions with :func:`read_inspect_log`. Decoding defaults match a
    ``confprobench run`` verbalized judge (temperature 0, 1024 completion tokens). The task has no
    scorer: confprobench scores the predictions, with all its metrics and intervals.
    """
    _require_inspect()
    from inspect_ai import Task
    from inspect_ai.dataset import MemoryDataset
    from inspect_ai.model import GenerateConfig
    from inspect_ai.solver import generate

    if not isinstance(bench, Benchmark):
        bench = load_benchmark(bench)
    samples = inspect_samples(bench, stage=stage, limit=limit, template=template, images=images)
    return Task(
        dataset=MemoryDataset(samples, name=bench.name),
        solver=generate(),
        config=GenerateConfig(temperature=temperature, max_tokens=max_tokens),
        metadata={"confprobench_bench": bench.name, "confprobench_bench_fingerprint": bench.fingerprint},
        name="confprobench",
    )


@dataclass(frozen=True)
class InspectImport:
    """What :func:`read_inspect_log` found: the predictions and what is missing from the log."""

    judge: str
    predictions: list[Prediction]
    #: Samples the task planned that have no sample in the log (an eval cut short).
    missing: list[str] = field(default_factory=list)
    #: The log's status (``success``, ``error``, ``cancelled``, ``started``).
    status: str = "success"
    warnings: list[str] = field(default_factory=list)

    @property
    def failed(self) -> int:
        """Failed records (unparseable, empty or errored answers)."""
        return sum(1 for p in self.predictions if p.status == "failed")

    @property
    def complete(self) -> bool:
        """Every planned sample has a record (failed records count: they are typed answers)."""
        return not self.missing

    def summary(self) -> str:
        """One line for the terminal."""
        kinds: dict[str, int] = {}
        for p in self.predictions:
            if p.status == "failed":
                kinds[p.error_kind or "unknown"] = kinds.get(p.error_kind or "unknown", 0) + 1
        failed = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) or "none"
        line = f"{self.judge}: {len(self.predictions)} records, {self.failed} failed ({failed})"
        if self.missing:
            line += f", {len(self.missing)} planned samples missing from the log (status {self.status})"
        return line


def read_inspect_log(
    log: str | Path, bench: Benchmark | str | Path | None = None, *, judge: str | None = None, epoch: int = 1
) -> InspectImport:
    """Turn an inspect eval log of an :func:`inspect_task` into predictions for ``bench``.

    ``judge`` names the judge in the predictions (default ``inspect:<model>``, plus the template or
    ``images=false`` when not the defaults). Only samples of ``epoch`` are read. Raises DataError,
    naming the log and the sample, for a log that is not of a confprobench task or that was made on
    a different benchmark (its fingerprint differs).
    """
    _require_inspect()
    from inspect_ai.log import read_eval_log

    if not isinstance(bench, Benchmark):
        bench = load_benchmark(bench)
    log = Path(log)
    if not log.is_file():
        raise DataError(log, None, None, "inspect log not found")
    try:
        eval_log = read_eval_log(str(log), resolve_attachments=True)
    except Exception as exc:  # inspect_ai raises several types for unreadable logs
        raise DataError(log, None, None, f"not a readable inspect eval log ({type(exc).__name__}: {exc})") from None
    _check_bench(log, eval_log, bench)
    samples = [s for s in eval_log.samples or [] if s.epoch == epoch]
    if not samples and eval_log.samples:
        raise DataError(
            log,
            None,
            "epoch",
            f"no samples of epoch {epoch}; the log has epochs {sorted({s.epoch for s in eval_log.samples})}",
        )
    predictions, warnings, judge_id = [], [], judge
    for sample in samples:
        metadata = _sample_metadata(log, sample)
        if judge_id is None:
            judge_id = default_judge_id(eval_log.eval.model, metadata)
        predictions.append(_prediction(log, sample, metadata, bench, judge_id, eval_log.eval.model))
    seen = {str(s.id) for s in samples}
    planned = [str(i) for i in eval_log.eval.dataset.sample_ids or []]
    missing = [i for i in planned if i not in seen]
    if missing:
        shown = ", ".join(missing[:5]) + (", …" if len(missing) > 5 else "")
        warnings.append(
            f"{len(missing)} of {len(planned)} planned samples have no answer in the log (eval status "
            f"{eval_log.status!r}): {shown}"
        )
    elif eval_log.status != "success":
        warnings.append(
            f"the inspect eval ended with status {eval_log.status!r}, but every planned sample has a record"
        )
    return InspectImport(
        judge=judge_id or f"inspect:{eval_log.eval.model}",
        predictions=predictions,
        missing=missing,
        status=eval_log.status,
        warnings=warnings,
    )


def import_inspect_log(
    log: str | Path, bench: Benchmark | str | Path | None, out: str | Path, *, judge: str | None = None, epoch: int = 1
) -> InspectImport:
    """:func:`read_inspect_log`, then write the predictions JSONL to ``out`` (what ``confprobench import-inspect`` does)."""
    result = read_inspect_log(log, bench, judge=judge, epoch=epoch)
    write_predictions(out, result.predictions)
    return result


def default_judge_id(model: str, metadata: dict[str, Any]) -> str:
    """``inspect:<model>``, plus the options that change the answers, as ``confprobench run`` ids do."""
    parts = [f"inspect:{model}"]
    if metadata["template_id"] != DEFAULT_TEMPLATE:
        parts.append(f"template={metadata['template_id']}")
    if not metadata["sees_images"]:
        parts.append("images=false")
    return ";".join(parts)


def _check_bench(log: Path, eval_log: EvalLog, bench: Benchmark) -> None:
    task_meta = eval_log.eval.metadata or {}
    fingerprint = task_meta.get("confprobench_bench_fingerprint")
    if fingerprint is None:
        raise DataError(
            log,
            None,
            "eval.metadata",
            "not the log of a confprobench task (no benchmark fingerprint); "
            "build the task with confprobench.judges.inspect_eval.inspect_task",
        )
    if fingerprint != bench.fingerprint:
        raise DataError(
            log,
            None,
            "eval.metadata.confprobench_bench_fingerprint",
            f"the log was made on benchmark {task_meta.get('confprobench_bench')!r} with other data "
            f"than {bench.root} ({bench.name!r}); pass the benchmark the task was built from",
        )


def _sample_metadata(log: Path, sample: EvalSample) -> dict[str, Any]:
    metadata = dict(sample.metadata or {})
    for key in SAMPLE_KEYS:
        if key not in metadata:
            raise DataError(
                log, f"sample {sample.id}", f"metadata.{key}", "missing; not a sample of a confprobench task"
            )
    return metadata


def _prediction(
    log: Path, sample: EvalSample, metadata: dict[str, Any], bench: Benchmark, judge_id: str, model: str
) -> Prediction:
    where = f"sample {sample.id}"
    process = bench.processes.get(metadata["process_id"])
    if process is None:
        raise DataError(
            log, where, "metadata.process_id", f"unknown process {metadata['process_id']!r} in {bench.root}"
        )
    variant = None
    if metadata["variant_id"] is not None:
        variant = bench.variants.get(metadata["variant_id"])
        if variant is None or variant.process_id != process.id:
            raise DataError(
                log, where, "metadata.variant_id", f"unknown variant {metadata['variant_id']!r} of {process.id}"
            )
    shown = bench.materialize(variant) if variant is not None else process
    if int(metadata["n_steps"]) != len(shown.steps):
        raise DataError(
            log, where, "metadata.n_steps", f"{metadata['n_steps']} steps, but {process.id} has {len(shown.steps)}"
        )
    template = PromptTemplate(id=metadata["template_id"], sha256=metadata["template_sha256"], text="")
    judge = _prompt_judge(template, images=bool(metadata["sees_images"]), judge_id=judge_id)
    meta: dict[str, Any] = {
        **judge.info.as_meta(),
        "stage": 1 if variant is None else 2,
        "inspect": {"log": log.name, "sample_id": sample.id, "epoch": sample.epoch, "model": model},
    }
    if variant is not None:
        meta.update(family=variant.family, rejudged_steps=[s.index for s in shown.steps], reused_steps=[])
        if variant.family == "image" and not judge.sees_images:
            meta["image_blind"] = True  # the metrics leave such pairs out of CRS: the judge never saw the change
    output = sample.output
    usage_in = output.usage
    usage = {
        "calls": 1,
        "prompt_tokens": usage_in.input_tokens if usage_in else 0,
        "completion_tokens": usage_in.output_tokens if usage_in else 0,
    }
    base: dict[str, Any] = dict(
        process_id=process.id, variant_id=variant.id if variant else None, judge=judge_id, usage=usage
    )
    if sample.error is not None:
        return Prediction(
            **base,
            status="failed",
            error=f"inspect sample error: {sample.error.message}",
            error_kind="sample_error",
            meta=meta,
        )
    text = output.completion if output.choices else ""
    stop = output.stop_reason if output.choices else "unknown"
    if not text:
        kind = {"model_length": "context_overflow", "content_filter": "content_filter"}.get(stop, "empty_response")
        limit = f" (sample limit: {sample.limit.type})" if sample.limit is not None else ""
        return Prediction(
            **base,
            status="failed",
            error=f"the model returned no answer (stop reason {stop}){limit}",
            error_kind=kind,
            meta=meta,
        )
    completion = Completion(
        text=text,
        finish_reason=_CUT_SHORT.get(stop, stop),
        prompt_tokens=usage["prompt_tokens"],
        completion_tokens=usage["completion_tokens"],
    )
    try:
        judgments, extra = judge.interpret(shown, (), [completion])  # verbalized: the completion alone
    except UnparseableOutput as exc:
        return Prediction(**base, status="failed", error=str(exc), error_kind=exc.kind, meta={**meta, "raw": text})
    return Prediction(**base, status="ok", steps=tuple(judgments), meta={**meta, **extra})
