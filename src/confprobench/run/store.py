"""What a run writes as it goes, durably: the predictions of one judge and its call ledger.

- :class:`PredictionStore` keeps exactly one current record per (process, variant) in
  ``predictions/<judge>.jsonl``. Before a session re-judges items (failed records re-asked), their
  current records move to ``attempts/<judge>.jsonl`` and the predictions file is rewritten without
  them (atomically), so a kill at any point leaves no duplicate lines. New records are appended
  with one ``write`` each on an ``O_APPEND`` descriptor.
- :class:`CallLedger` appends one line per request that came back (answer or error) to
  ``calls/<judge>.jsonl``. Calls, tokens and failed attempts in the manifest are totals over this
  file, so after a ``kill -9`` they match what the endpoint received, less the calls in flight.
"""

from __future__ import annotations

import json
import os
import warnings
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..data import Prediction, read_predictions
from ..data.atomic import write_text_atomic
from ..data.predictions import prediction_line

Key = tuple[str, str | None]


class PredictionStore:
    """One judge's predictions file (current records) and its attempts log (replaced records)."""

    def __init__(self, path: Path, attempts_path: Path, redact: Callable[[str], str]):
        self.path, self.attempts_path, self.redact = path, attempts_path, redact
        self.current: dict[Key, Prediction] = {}
        self._replaced: list[Prediction] = []  # duplicates found in the file (older runs, or a torn rewrite)
        self._torn = False
        if path.is_file():
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")  # a torn last line from a killed run is expected here
                records = read_predictions(path)
            self._torn = bool(caught)
            for record in records:
                if record.key in self.current:
                    self._replaced.append(self.current.pop(record.key))
                self.current[record.key] = record
        self._fd: int | None = None

    def open(self, redo: Iterable[Key] = ()) -> None:
        """Move the records of ``redo`` (and any duplicates) to the attempts log, then open for appending."""
        moved = self._replaced + [self.current.pop(key) for key in list(redo) if key in self.current]
        self._replaced = []
        if moved:
            self.attempts_path.parent.mkdir(parents=True, exist_ok=True)
            with self.attempts_path.open("a", encoding="utf-8") as handle:
                handle.write("".join(prediction_line(r) for r in moved))
                handle.flush()
                os.fsync(handle.fileno())  # the attempts are safe before the predictions file forgets them
        if moved or self._torn:
            write_text_atomic(self.path, "".join(prediction_line(r) for r in self.current.values()))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def append(self, record: Prediction) -> None:
        """Write one record as one line (a kill leaves whole lines, or one torn last line)."""
        assert self._fd is not None, "open() first"
        if record.key in self.current:
            raise ValueError(f"a record for {record.key} is already current; re-judged items must be passed to open()")
        os.write(self._fd, self.redact(prediction_line(record)).encode("utf-8"))
        self.current[record.key] = record

    def close(self) -> None:
        """Close the predictions file if it is open."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


class CallLedger:
    """Append-only log of the requests a judge made; totals are kept in memory as lines are written."""

    def __init__(self, path: Path, carried: dict[str, Any] | None = None):
        self.path = path
        self.sent_calls = 0  # requests about to be sent (a line before each)
        self.calls = 0  # requests that came back
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.failed_attempts: Counter[str] = Counter()
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    self._add(json.loads(line))
                except (ValueError, KeyError, TypeError):
                    continue  # a line torn by a kill: that call is counted as in flight
        #: Calls sent by earlier sessions that never came back: in flight when a session was killed.
        self.interrupted = self.sent_calls - self.calls
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        if not self.calls and carried and carried.get("calls"):
            # A run directory from before the ledger existed: carry its manifest's totals over, once.
            self._write(
                {
                    "carried": True,
                    "sent": int(carried["calls"]),
                    "calls": int(carried["calls"]),
                    "prompt_tokens": int(carried.get("prompt_tokens", 0)),
                    "completion_tokens": int(carried.get("completion_tokens", 0)),
                    "failed_attempts": dict(carried.get("failed_attempts", {})),
                }
            )

    def _add(self, entry: dict[str, Any]) -> None:
        self.sent_calls += int(entry.get("sent", 0))
        self.calls += int(entry.get("calls", 1))
        self.prompt_tokens += int(entry.get("prompt_tokens", 0))
        self.completion_tokens += int(entry.get("completion_tokens", 0))
        if entry.get("failed"):
            self.failed_attempts[entry["failed"]] += 1
        self.failed_attempts.update(entry.get("failed_attempts", {}))

    def _write(self, entry: dict[str, Any]) -> None:
        os.write(self._fd, (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8"))
        self._add(entry)

    def sent(self) -> None:
        """A request is about to be sent (what the endpoint will count even if this process dies now)."""
        self._write({"sent": 1, "calls": 0})

    def record(self, *, failed: str | None = None, prompt_tokens: int = 0, completion_tokens: int = 0) -> None:
        """One request that came back: ``failed`` is its failure kind (an error, or an answer that did not parse)."""
        entry: dict[str, Any] = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens}
        if failed:
            entry["failed"] = failed
        self._write(entry)

    def close(self) -> None:
        """Close the log file."""
        os.close(self._fd)
