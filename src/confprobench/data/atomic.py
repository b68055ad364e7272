"""Atomic file writes: a unique temporary file beside the target, then a rename.

A crash never leaves half a file, and two writers never share a temporary name (each gets its own
from ``tempfile.mkstemp``); the last rename wins.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_text_atomic(path: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a uniquely named temporary file and ``os.replace``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(temporary, 0o644)  # mkstemp makes 0600; results are meant to be read by others
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return path


def write_json_atomic(path: str | Path, data: Any, *, allow_nan: bool = True) -> Path:
    """``data`` as indented JSON (trailing newline), written atomically."""
    return write_text_atomic(path, json.dumps(data, indent=2, ensure_ascii=False, allow_nan=allow_nan) + "\n")
