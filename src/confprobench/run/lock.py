"""One process per run directory: an OS-level lock on ``RUN/.lock``.

The lock is ``fcntl.flock`` (``msvcrt.locking`` on Windows) on an open file, held for the life of
the run. The operating system drops it when the process ends, however it ends, so a run killed with
``kill -9`` leaves nothing that blocks the next one. The file holds who took the lock (pid, host,
start time, command) so that a second run can say who is in the way.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from pathlib import Path
from types import TracebackType

from ..data import DataError

LOCK_FILE = ".lock"


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class RunLock:
    """An exclusive lock on a run directory; ``acquire`` raises DataError naming the holder when taken."""

    def __init__(self, run_dir: Path):
        self.path = Path(run_dir) / LOCK_FILE
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock at once or raise DataError: another process owns this run directory."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(fd):
            holder = os.read(fd, 4096).decode("utf-8", "replace")
            os.close(fd)
            raise DataError(
                self.path,
                None,
                None,
                f"another run is using {self.path.parent}: {_describe(holder)}; "
                "wait for it to finish (or stop it), or use another --out",
            )
        me = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "command": " ".join(os.path.basename(a) if i == 0 else a for i, a in enumerate(sys.argv))[:300],
        }
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, json.dumps(me).encode())
        self._fd = fd

    def release(self) -> None:
        """Drop the lock (closing the file releases it). The file stays: deleting it would race a new holder."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


def _describe(holder: str) -> str:
    try:
        data = json.loads(holder)
        return f"process {data['pid']} on {data['host']} since {data['since']} ({data['command']})"
    except (ValueError, KeyError, TypeError):
        return "a process whose details could not be read"
