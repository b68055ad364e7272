"""Flow control for model calls: adaptive concurrency, retry policy and budgets.

- :class:`AdaptiveLimiter` caps calls in flight (``async with limiter.slot() as slot``); a 429 halves
  the cap, and every ``cap`` successes in a row raise it by one again up to the configured
  concurrency (back off *concurrency*, not only sleep per request).
- :class:`RetryPolicy` is the one retry owner: bounded attempts, exponential backoff with full
  jitter, ``Retry-After`` honoured. Its jitter comes from a generator seeded per run, never global state.
- :class:`Budget` stops new calls once ``max_calls`` or ``max_tokens`` is reached; calls in flight finish.
- :class:`JudgeStopped` ends one judge on a fatal error (its calls or its batch API can make no progress).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import numpy as np

from ..judges.base import CallError


@dataclass
class Slot:
    """One call's place in the limiter; set ``rate_limited`` when the call got a 429."""

    rate_limited: bool = False


class AdaptiveLimiter:
    """At most ``cap`` calls in flight; the cap halves on a 429 and grows back towards ``limit``."""

    def __init__(self, limit: int):
        self.limit = max(1, limit)
        self.cap = self.limit
        self.in_flight = 0
        self._streak = 0
        self._changed = asyncio.Condition()

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[Slot]:
        """Wait for a free slot; it is given back however the block ends (answer, error, cancellation)."""
        async with self._changed:
            await self._changed.wait_for(lambda: self.in_flight < self.cap)
            self.in_flight += 1
        slot = Slot()
        try:
            yield slot
        finally:
            await self._release(rate_limited=slot.rate_limited)

    async def _release(self, *, rate_limited: bool = False) -> None:
        async with self._changed:
            self.in_flight -= 1
            if rate_limited:
                self.cap = max(1, self.cap // 2)
                self._streak = 0
            elif self.cap < self.limit:
                self._streak += 1
                if self._streak >= self.cap:
                    self.cap += 1
                    self._streak = 0
            self._changed.notify_all()


@dataclass
class RetryPolicy:
    """Bounded attempts per call with jittered exponential backoff; ``Retry-After`` wins when given."""

    max_attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 30.0
    seed: int = 0

    def __post_init__(self) -> None:
        self._rng = np.random.default_rng([self.seed, 0x7E7])

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before attempt ``attempt + 1`` (attempts count from 1)."""
        if retry_after is not None:
            return min(self.max_delay, retry_after)
        return float(self._rng.uniform(0.0, min(self.max_delay, self.base_delay * 2 ** (attempt - 1))))


class JudgeStopped(Exception):
    """A fatal error (authentication, not found, bad request, quota, unreachable): this judge can make no progress."""

    def __init__(self, error: CallError):
        super().__init__(error.message)
        self.error = error


class BudgetExhausted(Exception):
    """No call may start: the run's call or token budget is spent."""


class Budget:
    """The run's call and token budget, shared by every judge of the run."""

    def __init__(self, max_calls: int | None = None, max_tokens: int | None = None):
        self.max_calls, self.max_tokens = max_calls, max_tokens
        self.calls = 0
        self.tokens = 0

    def reserve_call(self) -> None:
        """Count one call about to start, or raise BudgetExhausted."""
        if self.max_calls is not None and self.calls >= self.max_calls:
            raise BudgetExhausted(f"call budget of {self.max_calls} reached")
        if self.max_tokens is not None and self.tokens >= self.max_tokens:
            raise BudgetExhausted(f"token budget of {self.max_tokens} reached")
        self.calls += 1

    def add_tokens(self, n: int) -> None:
        """Count ``n`` more tokens against the budget."""
        self.tokens += n
