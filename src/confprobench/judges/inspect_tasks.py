"""The task inspect_ai finds by name: ``inspect eval confprobench/confprobench -T bench=BENCH``.

Registered through the ``inspect_ai`` entry point in pyproject.toml; importing this module needs the
optional extra 'inspect'. The work is done by :func:`confprobench.judges.inspect_eval.inspect_task`.
"""

from __future__ import annotations

from inspect_ai import Task, task

from confprobench.judges.inspect_eval import DEFAULT_TEMPLATE, Stage, inspect_task


@task(name="confprobench")
def confprobench(
    bench: str = "confprobench-mini",
    stage: Stage = "both",
    limit: int | None = None,
    template: str = DEFAULT_TEMPLATE,
    images: bool = True,
    max_tokens: int = 1024,
) -> Task:
    """A confprobench benchmark (bundled name or directory) judged in verbalized mode, one sample per item."""
    return inspect_task(bench, stage=stage, limit=limit, template=template, images=images, max_tokens=max_tokens)
