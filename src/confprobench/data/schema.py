"""Typed records for problems, processes, steps and variants.

These are the boundary types of the whole toolkit: loaders produce them, perturbations derive
variants from them, judges read them, metrics consume their gold labels.
"""

from __future__ import annotations

import enum
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)


class ErrorType(str, enum.Enum):  # noqa: UP042 -- StrEnum would change str()/format() of members ("ErrorType.RE" -> "RE")
    """The seven ProJudge error types (data-notes.md), stored by their two-letter code.

    ``UNSPECIFIED`` exists only for sources that mark a step wrong without naming a type
    (ProcessBench, VisualProcessBench). Such steps count for CCS but no per-type ΔP.
    """

    NC = "NC"
    SC = "SC"
    VI = "VI"
    RE = "RE"
    KE = "KE"
    QU = "QU"
    NS = "NS"
    UNSPECIFIED = "UNSPECIFIED"

    @property
    def full_name(self) -> str:
        """The type's full ProJudge name (``Reasoning Error`` for RE)."""
        return ERROR_TYPE_NAMES[self]

    @classmethod
    def parse(cls, value: Any) -> ErrorType:
        """Accept a code ("RE"), a ProJudgeBench name ("Reasoning Error") or a member."""
        if isinstance(value, cls):
            return value
        if not isinstance(value, str):
            raise ValueError(f"error type must be a string, got {type(value).__name__}")
        text = value.strip()
        key = text.upper()
        if key in cls.__members__:
            return cls[key]
        lowered = text.lower()
        for member, name in ERROR_TYPE_NAMES.items():
            if lowered == name.lower() or lowered == name.lower().removesuffix(" error"):
                return member
        allowed = ", ".join(f"{m.value} ({n})" for m, n in ERROR_TYPE_NAMES.items() if m is not cls.UNSPECIFIED)
        raise ValueError(f"unknown error type {value!r}; expected one of {allowed}")


ERROR_TYPE_NAMES: dict[ErrorType, str] = {
    ErrorType.NC: "Numerical Calculation Error",
    ErrorType.SC: "Symbolic Calculation Error",
    ErrorType.VI: "Visual Interpretation Error",
    ErrorType.RE: "Reasoning Error",
    ErrorType.KE: "Knowledge Error",
    ErrorType.QU: "Question Understanding Error",
    ErrorType.NS: "No solution provided",
    ErrorType.UNSPECIFIED: "Unspecified",
}


def _optional_error_type(value: Any) -> Any:
    if value is None or value == "":  # sources write "" for "no type"
        return None
    return ErrorType.parse(value)


#: An error type given as a code ("RE"), a ProJudgeBench name ("Reasoning Error"), "" or None.
OptionalErrorType = Annotated[ErrorType | None, BeforeValidator(_optional_error_type)]

#: The seven taxonomy types, in the order reports list them.
TAXONOMY: tuple[ErrorType, ...] = tuple(t for t in ErrorType if t is not ErrorType.UNSPECIFIED)

Subject = Literal["Math", "Physics", "Chemistry", "Biology", "Other"]
Difficulty = Literal["middle_school", "high_school", "competition"]
Modality = Literal["text", "single-image", "multi-image"]
Family = Literal["synonym", "syntactic", "image", "error_injection"]
FAMILIES: tuple[str, ...] = ("synonym", "syntactic", "image", "error_injection")
#: Families whose pairs feed CRS (error injection feeds CSS_cf instead).
ROBUSTNESS_FAMILIES: tuple[str, ...] = ("synonym", "syntactic", "image")
TEXT_FAMILIES: tuple[str, ...] = ("synonym", "syntactic", "error_injection")


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ImageRef(_Record):
    """An image file inside a benchmark directory."""

    path: str = Field(description="Path relative to the benchmark root, e.g. 'images/p001_1.png'.")
    sha256: str = Field(description="Hex SHA-256 of the file's bytes.")

    @field_validator("path")
    @classmethod
    def _relative(cls, value: str) -> str:
        if value.startswith("/") or value.startswith("\\") or ".." in value.replace("\\", "/").split("/"):
            raise ValueError(f"image path {value!r} must be relative and stay inside the benchmark")
        return value


class Problem(_Record):
    """A question, its images and metadata."""

    id: str
    question: str = Field(description="Problem text; images are referenced inline as <image_1>, <image_2>, ...")
    images: tuple[ImageRef, ...] = ()
    subject: Subject
    difficulty: Difficulty | None = Field(None, description="None when the source does not say.")
    modality: Modality
    reference_answer: str | None = None

    @model_validator(mode="after")
    def _modality_matches_images(self) -> Problem:
        expected = "text" if not self.images else ("single-image" if len(self.images) == 1 else "multi-image")
        if self.modality != expected:
            raise ValueError(
                f"modality {self.modality!r} does not match {len(self.images)} image(s); expected {expected!r}"
            )
        return self


class Step(_Record):
    """One step of a solution with its gold annotation."""

    index: int = Field(ge=1, description="1-based position in the process.")
    text: str
    label: Literal[0, 1] | None = Field(
        description="1 correct, 0 incorrect, None unlabeled (neutral or after the first error): kept, never scored."
    )
    error_type: OptionalErrorType = Field(None, description="Required when label is 0; None otherwise.")
    explanation: str | None = None
    source_error_class: str | None = Field(
        default=None,
        description="The source dataset's own error class when it has a taxonomy of its own (e.g. PRMBench's "
        "'circular'); error_type holds its ProJudge mapping. Only on incorrect steps; omitted when None.",
    )
    carried_error: bool = Field(
        False,
        description="True for an incorrect step whose own working is right but which reuses a wrong value from an "
        "earlier step (label 0, the error type of the step it inherits from). Metrics can drop these "
        "steps to score first-hand errors only.",
    )

    @model_validator(mode="after")
    def _type_iff_incorrect(self) -> Step:
        if self.label == 0 and self.error_type is None:
            raise ValueError(f"step {self.index} is incorrect (label 0) but has no error_type")
        if self.label != 0 and self.error_type is not None:
            raise ValueError(f"step {self.index} has error_type {self.error_type.value} but label {self.label}")
        if self.label != 0 and self.source_error_class is not None:
            raise ValueError(
                f"step {self.index} has source_error_class {self.source_error_class!r} but label {self.label}"
            )
        if self.carried_error and self.label != 0:
            raise ValueError(
                f"step {self.index} is marked carried_error but has label {self.label}; a carried error is label 0"
            )
        return self

    @model_serializer(mode="wrap")
    def _omit_unset_annotations(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # Optional annotations are written only when set, so files from sources without them keep their bytes.
        data: dict[str, Any] = handler(self)
        if data.get("source_error_class") is None:
            data.pop("source_error_class", None)
        if not data.get("carried_error"):
            data.pop("carried_error", None)
        return data


class Process(_Record):
    """A problem with one step-by-step solution (the unit a judge reads)."""

    id: str
    problem: Problem
    steps: tuple[Step, ...] = Field(min_length=1)
    source: str | None = Field(None, description="Who wrote the solution (a model name), when known.")

    @model_validator(mode="after")
    def _indices_consecutive(self) -> Process:
        for position, step in enumerate(self.steps, start=1):
            if step.index != position:
                raise ValueError(
                    f"step indices must be 1..{len(self.steps)} in order; position {position} has index {step.index}"
                )
        return self

    def step(self, index: int) -> Step:
        """The step with 1-based ``index``."""
        return self.steps[index - 1]


class CheckVerdict(_Record):
    """One automatic meaning check applied to a candidate variant."""

    name: str
    passed: bool
    value: float | None = Field(None, description="The measured quantity, e.g. an embedding similarity.")
    threshold: float | None = None
    detail: str | None = None


class Variant(_Record):
    """A copy of a process with exactly one perturbation: one step rewritten or one image replaced."""

    id: str = Field(description="Hash of (process id, family, target, parameters, seed).")
    process_id: str
    family: Family
    target_step: int | None = Field(None, ge=1, description="Rewritten step (text families).")
    target_image: int | None = Field(None, ge=1, description="Replaced image, 1-based (image family).")
    text: str | None = Field(None, description="The new text of the target step (text families).")
    image: ImageRef | None = Field(None, description="The new image (image family).")
    operation: str = Field(description="What was done, e.g. 'wordnet+lexicon', 'passive', 'gaussian_noise'.")
    params: dict[str, Any] = Field(default_factory=dict)
    seed: int
    checks: tuple[CheckVerdict, ...] = ()
    injected_error_type: ErrorType | None = Field(
        None, description="For error_injection: the type of the planted error."
    )

    @model_validator(mode="after")
    def _target_matches_family(self) -> Variant:
        if self.family == "image":
            if self.target_image is None or self.image is None:
                raise ValueError("an image variant needs target_image and image")
        else:
            if self.target_step is None or self.text is None:
                raise ValueError(f"a {self.family} variant needs target_step and text")
        if self.family == "error_injection" and self.injected_error_type is None:
            raise ValueError("an error_injection variant needs injected_error_type")
        return self


def apply_variant(process: Process, variant: Variant) -> Process:
    """Return the process as the judge sees it under ``variant``.

    A text variant replaces one step's text; an error injection also makes that step's gold label 0
    with the injected type. An image variant replaces one image reference.
    """
    if variant.process_id != process.id:
        raise ValueError(f"variant {variant.id} belongs to {variant.process_id}, not {process.id}")
    if variant.family == "image":
        images = list(process.problem.images)
        position = variant.target_image - 1  # type: ignore[operator]  # set for image variants (validator)
        if not 0 <= position < len(images):
            raise ValueError(
                f"variant {variant.id} targets image {variant.target_image}, but {process.id} has {len(images)}"
            )
        images[position] = variant.image  # type: ignore[assignment]  # set for image variants (validator)
        return process.model_copy(update={"problem": process.problem.model_copy(update={"images": tuple(images)})})
    k, text = variant.target_step, variant.text
    if k is None or text is None or not 1 <= k <= len(process.steps):
        raise ValueError(f"variant {variant.id} targets step {k}, but {process.id} has {len(process.steps)} steps")
    old = process.step(k)
    if variant.family == "error_injection":
        new = Step(
            index=k,
            text=text,
            label=0,
            error_type=variant.injected_error_type,
            explanation=f"injected: {variant.operation}",
        )
    else:
        new = old.model_copy(update={"text": variant.text})
    steps = tuple(new if s.index == k else s for s in process.steps)
    return process.model_copy(update={"steps": steps})
