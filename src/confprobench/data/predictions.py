"""What a judge said: the predictions JSONL format (docs/formats.md) and its reader/writer.

One line per judged (process, variant-or-null). A failed call is a record with ``status: "failed"``
and no steps, never a made-up score. A step whose judgment could not be parsed keeps a non-"ok"
``status`` and is excluded from every metric (metrics-spec.md).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import DataError, describe_validation_error
from .schema import OptionalErrorType

StepStatus = Literal["ok", "missing", "invalid", "misaligned"]


class StepJudgment(BaseModel):
    """A judge's verdict on one step.

    Give ``p_correct`` directly, or ``label`` + ``confidence`` (confidence in that label), or only ``label``.
    """

    model_config = ConfigDict(frozen=True, extra="ignore")

    index: int = Field(ge=1)
    p_correct: float | None = Field(None, ge=0.0, le=1.0, description="P(step is correct).")
    label: Literal[0, 1] | None = None
    confidence: float | None = Field(None, ge=0.0, le=1.0, description="Confidence in `label`.")
    error_type: OptionalErrorType = None
    status: StepStatus = "ok"
    detail: str | None = Field(None, description="Why the step is not ok, for parse-failure tables.")

    @model_validator(mode="after")
    def _usable_when_ok(self) -> StepJudgment:
        if self.status == "ok" and self.p_correct is None and self.label is None:
            raise ValueError(f"step {self.index}: an ok judgment needs p_correct or label")
        return self

    @property
    def probability(self) -> float | None:
        """P(correct) as metrics-spec.md defines it; None when the step is not usable."""
        if self.status != "ok":
            return None
        if self.p_correct is not None:
            return self.p_correct
        if self.confidence is not None:
            return self.confidence if self.label == 1 else 1.0 - self.confidence
        return float(self.label)  # type: ignore[arg-type]  # an ok step has p_correct or a label (validator)

    @property
    def label_only(self) -> bool:
        """Whether this ok judgment has a label but no probability or confidence."""
        return self.status == "ok" and self.p_correct is None and self.confidence is None


class Prediction(BaseModel):
    """One judged (process, variant) pair."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    process_id: str
    variant_id: str | None = None
    judge: str
    status: Literal["ok", "failed"]
    error: str | None = Field(None, description="For failed records: what went wrong.")
    error_kind: str | None = Field(
        None, description="For failed records: timeout, rate_limit, server_error, parse, ..."
    )
    steps: tuple[StepJudgment, ...] = ()
    usage: dict[str, int] = Field(default_factory=dict, description="Tokens and calls spent on this record.")
    meta: dict[str, Any] = Field(default_factory=dict, description="Template id/hash, mode, raw text, ...")

    @model_validator(mode="after")
    def _failed_has_no_steps(self) -> Prediction:
        if self.status == "failed":
            if self.steps:
                raise ValueError("a failed prediction carries no steps")
            if not self.error:
                raise ValueError("a failed prediction needs an error message")
        return self

    @property
    def key(self) -> tuple[str, str | None]:
        """The (process id, variant id) this prediction answers."""
        return (self.process_id, self.variant_id)


def read_predictions(path: str | Path) -> list[Prediction]:
    """Read a predictions JSONL file; a bad line raises DataError naming the file, line and field.

    A truncated final line (a writer killed mid-write) is skipped with a warning, since an
    append-only writer can leave one; any other bad line is an error.
    """
    import warnings

    path = Path(path)
    records: list[Prediction] = []
    with path.open("rb") as handle:
        lines = handle.read().split(b"\n")
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            if number == len(lines):  # last line without newline: a partial write
                warnings.warn(f"{path}:{number}: ignoring truncated final line", stacklevel=2)
                continue
            raise DataError(path, number, None, f"not valid JSON ({exc.msg})") from None
        try:
            records.append(Prediction.model_validate(data))
        except ValidationError as exc:
            field, message = describe_validation_error(exc)
            raise DataError(path, number, field, message) from None
    return records


def prediction_line(prediction: Prediction) -> str:
    """One JSONL line (with trailing newline), compact and with stable key order."""
    return (
        json.dumps(
            prediction.model_dump(mode="json", exclude_defaults=False), ensure_ascii=False, separators=(",", ":")
        )
        + "\n"
    )


def write_predictions(path: str | Path, predictions: Iterable[Prediction]) -> None:
    """Write ``predictions`` to ``path`` as JSONL, one record a line (parent folders are created)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for prediction in predictions:
            handle.write(prediction_line(prediction))


def iter_jsonl(path: str | Path) -> Iterator[tuple[int, Any]]:
    """Yield (line number, parsed object) for a JSONL file; bad JSON raises DataError."""
    path = Path(path)
    with path.open("r", encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(path, number, None, f"not valid JSON ({exc.msg})") from None
