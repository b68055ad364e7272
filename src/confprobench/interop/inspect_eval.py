"""A confprobench benchmark as an inspect_ai task, and inspect eval logs as confprobench predictions.

    # task file for `inspect eval cpb_task.py --model openai/gpt-4o`
    from inspect_ai import task
    from confprobench.data import load_benchmark
    from confprobench.interop.inspect_eval import benchmark_task

    @task
    def confprobench_perturbed():
        return benchmark_task(load_benchmark("PERTURBED"))

    # then, from the log inspect wrote:
    python -m confprobench.interop.inspect_eval LOG.eval --bench PERTURBED --out predictions.jsonl
    confprobench score --bench PERTURBED --predictions predictions.jsonl --out metrics.json

Every original process (stage 1) and every variant (stage 2) becomes one Sample whose input is the
judge prompt of the verbalized protocol (``verbalized-v1`` unless told otherwise) with the problem's
images, exactly what ``confprobench run`` sends in ``verbalized`` mode; the Sample's metadata names the
process, the variant and the template. The reader parses each completion with the same parser as
the runner: an answer it cannot read becomes a failed record (``error_kind: "parse"``, raw text
kept), never a made-up score.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.log import EvalLog, read_eval_log
from inspect_ai.model import ChatMessageUser, ContentImage, ContentText
from inspect_ai.solver import generate

from ..data.benchmark import Benchmark, load_benchmark
from ..data.errors import DataError
from ..data.predictions import Prediction, write_predictions
from ..data.schema import Process
from ..judges.parsing import UnparseableOutput, parse_verbalized
from ..judges.templates import PromptTemplate, load_template

#: The Sample id of an original process or a variant: "<process id>::<variant id or 'original'>".
ORIGINAL = "original"


def sample_id(process_id: str, variant_id: str | None) -> str:
    return f"{process_id}::{variant_id or ORIGINAL}"


def _sample(bench: Benchmark, process: Process, variant_id: str | None, template: PromptTemplate) -> Sample:
    lines = "\n".join(f"Step {s.index}: {s.text}" for s in process.steps)
    prompt = template.render(question=process.problem.question, steps=lines, n=len(process.steps))
    content: list[Any] = [ContentText(text=prompt)]
    content += [ContentImage(image=str(bench.image_path(image.path))) for image in process.problem.images]
    return Sample(id=sample_id(process.id, variant_id), input=[ChatMessageUser(content=content)],
                  metadata={"process_id": process.id, "variant_id": variant_id, "n_steps": len(process.steps),
                            "stage": "original" if variant_id is None else "perturbed",
                            "template": template.id, "template_sha256": template.sha256})


def benchmark_samples(bench: Benchmark, *, template: str = "verbalized-v1", stage: str = "both") -> list[Sample]:
    """One Sample per original process (``stage`` "original" or "both") and per variant ("perturbed" or "both")."""
    if stage not in ("original", "perturbed", "both"):
        raise ValueError(f"stage must be original, perturbed or both, got {stage!r}")
    prompt = load_template(template)
    samples = []
    for process_id in sorted(bench.processes):
        if stage != "perturbed":
            samples.append(_sample(bench, bench.processes[process_id], None, prompt))
        if stage != "original":
            samples += [_sample(bench, bench.materialize(v), v.id, prompt)
                        for v in sorted(bench.variants_of(process_id), key=lambda v: v.id)]
    return samples


def benchmark_task(bench: Benchmark, *, template: str = "verbalized-v1", stage: str = "both") -> Task:
    """``bench`` as an inspect_ai Task: its samples (see :func:`benchmark_samples`) and a plain
    ``generate()`` solver. Score the log with :func:`predictions_from_log`, not an inspect scorer."""
    return Task(dataset=MemoryDataset(benchmark_samples(bench, template=template, stage=stage), name=bench.name),
                solver=generate(), name=f"confprobench-{bench.name}")


def predictions_from_log(log: EvalLog | str | Path, bench: Benchmark, *, judge: str | None = None) -> list[Prediction]:
    """The predictions in an inspect eval log of :func:`benchmark_task`, one per Sample.

    The judge id is ``judge`` or ``inspect:<model>``. A Sample that errored, or whose completion
    holds no step list, becomes a failed record with the raw completion kept in ``meta.raw``.
    Raises DataError for a Sample that does not name a process of ``bench``.
    """
    source = log if isinstance(log, (str, Path)) else None
    log = read_eval_log(str(log)) if isinstance(log, (str, Path)) else log
    judge_id = judge or f"inspect:{log.eval.model}"
    out = []
    for number, sample in enumerate(log.samples or [], start=1):
        meta = sample.metadata or {}
        process_id, variant_id = meta.get("process_id"), meta.get("variant_id")
        if process_id not in bench.processes or (variant_id is not None and variant_id not in bench.variants):
            raise DataError(source, f"sample {number} ({sample.id})", "metadata",
                            f"names no process/variant of benchmark {bench.name!r}: {process_id!r} / {variant_id!r}")
        n_steps = len(bench.processes[process_id].steps)
        base = {"process_id": process_id, "variant_id": variant_id, "judge": judge_id}
        extra = {"inspect": {"sample_id": str(sample.id), "template": meta.get("template"),
                             "template_sha256": meta.get("template_sha256")}}
        usage = {k: v for k, v in _usage(sample).items() if v is not None}
        if sample.error is not None:
            out.append(Prediction(**base, status="failed", error=str(sample.error.message), error_kind="server_error",
                                  usage=usage, meta=extra))
            continue
        text = sample.output.completion if sample.output is not None else ""
        stop = sample.output.stop_reason if sample.output is not None else None
        try:
            steps, warnings = parse_verbalized(text, n_steps, finish_reason="length" if stop == "max_tokens" else stop)
        except UnparseableOutput as exc:
            out.append(Prediction(**base, status="failed", error=str(exc), error_kind="parse", usage=usage,
                                  meta={**extra, "raw": text}))
            continue
        out.append(Prediction(**base, status="ok", steps=tuple(steps), usage=usage,
                              meta={**extra, "raw": text, **({"warnings": warnings} if warnings else {})}))
    return out


def _usage(sample: Any) -> dict[str, int | None]:
    usage = getattr(sample.output, "usage", None) if sample.output is not None else None
    if usage is None:
        return {}
    return {"prompt_tokens": usage.input_tokens, "completion_tokens": usage.output_tokens, "calls": 1}


def main(argv: Iterable[str] | None = None) -> int:
    """``python -m confprobench.interop.inspect_eval LOG --bench BENCH --out PREDICTIONS.jsonl``."""
    parser = argparse.ArgumentParser(description="Turn an inspect eval log of benchmark_task into confprobench predictions.")
    parser.add_argument("log", help="the .eval or .json log inspect wrote")
    parser.add_argument("--bench", required=True, help="the benchmark directory the task was built from")
    parser.add_argument("--out", required=True, help="predictions JSONL to write (read by `confprobench score`)")
    parser.add_argument("--judge", default=None, help="judge id to record (default: inspect:<model>)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    predictions = predictions_from_log(args.log, load_benchmark(args.bench), judge=args.judge)
    write_predictions(args.out, predictions)
    failed = sum(p.status != "ok" for p in predictions)
    print(f"wrote {len(predictions)} predictions to {args.out} ({failed} failed)", file=sys.stderr)
    return 1 if failed == len(predictions) else 0


if __name__ == "__main__":
    sys.exit(main())
