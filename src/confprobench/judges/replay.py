"""``replay:PATH``: answer from a predictions JSONL file written earlier (by this tool or another).

The last record for a (process, variant) key wins, as in a run directory. A key the file does not
hold becomes a failed record of kind ``not_in_replay``, never a made-up score.
"""

from __future__ import annotations

from pathlib import Path

from ..data import DataError, Prediction, Process, Variant, read_predictions


class ReplayJudge:
    """A direct judge that answers with the records of an earlier predictions file."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if not self.path.is_file():
            raise DataError(self.path, None, "judge", "replay file not found")
        self._records = {p.key: p for p in read_predictions(self.path)}
        names = sorted({p.judge for p in self._records.values()})
        # Replaying one judge's file keeps that judge's name, so its scores line up with the original run.
        self.id = names[0] if len(names) == 1 else f"replay:{self.path.stem}"

    def judge(self, process: Process, variant: Variant | None) -> Prediction:
        """The file's record for this item, renamed to this judge; a failed ``not_in_replay`` record when absent."""
        key = (process.id, variant.id if variant else None)
        record = self._records.get(key)
        if record is None:
            return Prediction(
                process_id=key[0],
                variant_id=key[1],
                judge=self.id,
                status="failed",
                error=f"{self.path.name} has no record for this item",
                error_kind="not_in_replay",
            )
        return record.model_copy(update={"judge": self.id, "meta": {**record.meta, "replayed_from": self.path.name}})
