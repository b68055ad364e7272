"""The one error type for bad input: it names the file, the line or record, and the field."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError


class DataError(ValueError):
    """Bad input data. ``str()`` reads like ``file:line: field: message``."""

    def __init__(self, file: str | Path | None, line: int | str | None, field: str | None, message: str):
        self.file = str(file) if file is not None else None
        self.line = line
        self.field = field
        self.message = message
        where = self.file or "<input>"
        if line is not None:
            where += f":{line}" if isinstance(line, int) else f" [{line}]"
        text = f"{where}: "
        if field:
            text += f"field '{field}': "
        super().__init__(text + message)


def describe_validation_error(exc: ValidationError) -> tuple[str | None, str]:
    """The dotted path of the first failing field and a one-line message for it."""
    first = exc.errors()[0]
    location = ".".join(str(part) for part in first.get("loc", ()))
    message = first.get("msg", str(exc))
    extra = len(exc.errors()) - 1
    if extra:
        message += f" (and {extra} more problem{'s' if extra > 1 else ''})"
    return (location or None), message
