"""Reference judges: deterministic in-process judges with known behaviour, for validating the
metrics and for demos. Addressed by spec strings:

- ``constant[:C]`` — p = C on every step (default C = 0.5).
- ``random[:SEED][,spread=W]`` — p = 0.5 + W·(u − 0.5) with u uniform, seeded per (SEED, process,
  variant or "orig", step); W = 1 (the default) gives p uniform on [0, 1].
- ``oracle`` — p = the gold label of the judged process (on an injected error that is 0).
- ``noisy-oracle:NOISE[,react=R][,seed=S]`` — p = (1 − NOISE)·y + NOISE·u with u seeded per
  (S, process, step), so an original and its variants agree. With R > 0 every step a perturbation
  touched (the target step of a text variant, every step of an image variant) becomes
  (1 − R)·p + R·v, v seeded per (S, process, variant, step): a judge that reacts to perturbations.

Why this noisy-oracle form: for a fixed u, p moves linearly towards u as NOISE grows, so every
ΔP_t = 1 − NOISE·(1 − ū_correct + ū_t) and ECE_pos = NOISE·mean(1 − u), ECE_neg = NOISE·mean(u)
change linearly: CSS and CCS strictly decrease with NOISE (for NOISE ≤ 0.5 and an even number of
bins, where correct and incorrect steps never share a calibration bin). Unlabeled steps get p = 0.5.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..data.benchmark import Benchmark
from ..data.predictions import Prediction, StepJudgment
from ..data.schema import Process, Variant
from ..data.seeding import stable_int

#: name → ((parameter, default), ...) in positional order; a default of None means required.
_PARAMETERS: dict[str, tuple[tuple[str, Any], ...]] = {
    "constant": (("c", 0.5),),
    "random": (("seed", 0), ("spread", 1.0)),
    "oracle": (),
    "noisy-oracle": (("noise", None), ("react", 0.0), ("seed", 0)),
}
USAGE = "constant[:C], random[:SEED][,spread=W], oracle, noisy-oracle:NOISE[,react=R][,seed=S]"


def _number_text(value: float | int) -> str:
    text = repr(value)
    return text[:-2] if text.endswith(".0") else text


@dataclass(frozen=True)
class ReferenceJudge:
    """One configured reference judge; ``id`` is its canonical spec string."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """The canonical spec string: the kind followed by every parameter."""
        if not self.params:
            return self.kind
        names = [name for name, _ in _PARAMETERS[self.kind]]
        parts = [_number_text(self.params[names[0]])] + [f"{n}={_number_text(self.params[n])}" for n in names[1:]]
        return f"{self.kind}:{','.join(parts)}"

    def probabilities(self, process: Process, variant: Variant | None) -> list[float]:
        """P(correct) for each step of the judged process ``process`` (already materialized)."""
        n = len(process.steps)
        gold = np.array([0.5 if s.label is None else float(s.label) for s in process.steps])
        labelled = np.array([s.label is not None for s in process.steps])
        seed = self.params.get("seed", 0)
        if self.kind == "constant":
            p = np.full(n, float(self.params["c"]))
        elif self.kind == "random":
            u = np.random.default_rng(
                [
                    seed,
                    stable_int(process.id),
                    stable_int(variant.id if variant else "orig"),
                    stable_int("random-judge"),
                ]
            ).random(n)
            p = 0.5 + self.params["spread"] * (u - 0.5)
        elif self.kind == "oracle":
            p = gold
        else:  # noisy-oracle
            noise, react = self.params["noise"], self.params["react"]
            u = np.random.default_rng([seed, stable_int(process.id), stable_int("noisy-oracle")]).random(n)
            p = np.where(labelled, (1.0 - noise) * gold + noise * u, 0.5)
            if variant is not None and react > 0:
                v = np.random.default_rng(
                    [seed, stable_int(process.id), stable_int(variant.id), stable_int("noisy-oracle-react")]
                ).random(n)
                touched = (
                    np.ones(n, dtype=bool) if variant.family == "image" else np.arange(1, n + 1) == variant.target_step
                )
                p = np.where(touched, (1.0 - react) * p + react * v, p)
        return [float(x) for x in p]

    def judge(self, process: Process, variant: Variant | None = None) -> Prediction:
        """The prediction record for the judged ``process`` (the original, or its materialized ``variant``).

        Oracle-type judges name the gold error type on the incorrect steps they judge incorrect.
        """
        names_types = self.kind in ("oracle", "noisy-oracle")
        steps = []
        for step, p in zip(process.steps, self.probabilities(process, variant)):
            named = step.error_type if names_types and step.label == 0 and p < 0.5 else None
            steps.append(StepJudgment(index=step.index, p_correct=p, error_type=named))
        return Prediction(
            process_id=process.id,
            variant_id=variant.id if variant else None,
            judge=self.id,
            status="ok",
            steps=tuple(steps),
        )


def _parse_value(kind: str, name: str, text: str) -> Any:
    try:
        value: Any = int(text) if name == "seed" else float(text)
    except ValueError:
        kind_of = "an integer" if name == "seed" else "a number"
        raise ValueError(f"reference judge {kind!r}: {name} must be {kind_of}, got {text!r}") from None
    if name != "seed" and not 0.0 <= value <= 1.0:
        raise ValueError(f"reference judge {kind!r}: {name} must be in [0, 1], got {value}")
    return value


def make_reference_judge(spec: str) -> ReferenceJudge:
    """Parse a spec string (see the module docstring) into a judge; a bad spec raises ValueError
    listing the valid forms."""
    kind, _, arguments = spec.strip().partition(":")
    kind = kind.strip().lower()
    if kind not in _PARAMETERS:
        close = difflib.get_close_matches(kind, _PARAMETERS, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ValueError(f"unknown reference judge {kind!r}{hint}; valid: {USAGE}")
    declared = _PARAMETERS[kind]
    names = [name for name, _ in declared]
    values: dict[str, Any] = {}
    tokens = [t.strip() for t in arguments.split(",") if t.strip()] if arguments else []
    for position, token in enumerate(tokens):
        name, equals, text = token.partition("=")
        if not equals:  # positional
            if position >= len(names) or any("=" in t for t in tokens[:position]):
                raise ValueError(f"reference judge {kind!r}: unexpected argument {token!r}; valid: {USAGE}")
            name, text = names[position], token
        name = name.strip()
        if name not in names:
            raise ValueError(f"reference judge {kind!r} has no parameter {name!r}; valid: {USAGE}")
        if name in values:
            raise ValueError(f"reference judge {kind!r}: {name} given twice")
        values[name] = _parse_value(kind, name, text.strip())
    for name, default in declared:
        if name not in values:
            if default is None:
                raise ValueError(f"reference judge {kind!r} needs {name}, e.g. '{kind}:0.2'; valid: {USAGE}")
            values[name] = default
    return ReferenceJudge(kind=kind, params=values)


def reference_predictions(bench: Benchmark, spec: str) -> list[Prediction]:
    """The judge's predictions for every original process and every variant of ``bench``."""
    judge = make_reference_judge(spec)
    variants_by_process: dict[str, list[Variant]] = defaultdict(list)
    for variant in bench.variants.values():
        variants_by_process[variant.process_id].append(variant)
    predictions = []
    for process_id, process in bench.processes.items():
        predictions.append(judge.judge(process))
        for variant in variants_by_process[process_id]:
            predictions.append(judge.judge(bench.materialize(variant), variant))
    return predictions
