"""The record every text generator returns: a rewritten step and how it was made."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Candidate:
    """One proposed rewrite of a step, before the meaning checks."""

    text: str
    operation: str
    params: dict[str, Any] = field(default_factory=dict)
