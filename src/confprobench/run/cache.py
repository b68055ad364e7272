"""The response cache: SQLite in WAL mode, one row per answered request, JSON text values.

Keys come from ``ModelJudge.cache_key`` (endpoint, model, template id and hash, messages with image
hashes, decoding parameters, sample index), so two judges never share answers. Only good answers
are stored: a failed call raises before it reaches ``put`` and empty answers are refused here.
Each ``put`` commits at once, so a killed run loses at most the calls in flight.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from ..judges.base import Completion


class ResponseCache:
    """Answers by cache key, in one SQLite file; safe to share between processes on one machine."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # durable against a killed process; WAL keeps it consistent
        self._db.execute("PRAGMA busy_timeout=10000")  # shards on one machine may share a cache file
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, judge TEXT NOT NULL, "
            "created REAL NOT NULL, response TEXT NOT NULL)"
        )

    def get(self, key: str) -> Completion | None:
        """The cached completion for ``key``, or None."""
        row = self._db.execute("SELECT response FROM responses WHERE key = ?", (key,)).fetchone()
        return Completion.from_json(row[0]) if row else None

    def __contains__(self, key: str) -> bool:
        return self._db.execute("SELECT 1 FROM responses WHERE key = ?", (key,)).fetchone() is not None

    def put(self, key: str, judge_id: str, completion: Completion) -> None:
        """Store ``completion`` under ``key`` (replacing an older one); an empty completion is refused."""
        if completion.empty:
            raise ValueError("refusing to cache an empty response")
        self._db.execute(
            "INSERT INTO responses (key, judge, created, response) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET response = excluded.response, created = excluded.created",
            (key, judge_id, time.time(), completion.to_json()),
        )

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        """Close the database."""
        self._db.close()
