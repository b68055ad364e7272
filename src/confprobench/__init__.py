"""confprobench: measure whether the step-level confidence of process judges can be trusted.

Data flows one way: ``data`` → ``perturb`` → ``run`` (judges) → ``metrics`` → ``report``.
The CLI in ``cli`` is a thin shell over functions in those packages.
"""

from typing import Any

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:  # evaluate() on first use: `import confprobench.data` must not load the whole stack
    if name in ("evaluate", "EvaluationResult"):
        from . import experiment

        return getattr(experiment, name)
    raise AttributeError(f"module 'confprobench' has no attribute {name!r}")
