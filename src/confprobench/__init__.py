"""confprobench: measure whether the step-level confidence of process judges can be trusted.

Data flows one way: ``data`` → ``perturb`` → ``run`` (judges) → ``metrics`` → ``report``.
The CLI in ``cli`` is a thin shell over functions in those packages.
"""

__version__ = "0.1.0"
