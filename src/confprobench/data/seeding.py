"""Stable hashing for variant ids and per-item random generators (never Python's ``hash()``): every random
choice in the toolkit comes from a generator seeded by (seed, item id, operation)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import numpy as np


def stable_int(value: Any) -> int:
    """A 64-bit integer that depends only on ``value``'s JSON form (same across processes and machines)."""
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def rng_for(seed: int, process_id: str, family: str, target: Any, operation: str = "") -> np.random.Generator:
    """The generator for every random choice about one (process, family, target)."""
    return np.random.default_rng(
        [seed, stable_int(process_id), stable_int(family), stable_int(target), stable_int(operation)]
    )


def stable_digest(payload: Any) -> str:
    """SHA-256 of canonical JSON (sorted keys): the same payload always gives the same digest."""
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def variant_id(process_id: str, family: str, target: Any, params: dict[str, Any], seed: int) -> str:
    """Hash of (process id, family, target, parameters, seed): 16 hex characters."""
    return stable_digest([process_id, family, target, params, seed])[:16]
