"""The LLM rewriter: synonym and syntactic rewrites from any OpenAI-compatible chat endpoint.

One call asks for several candidates as a JSON list; they then pass through exactly the same meaning
checks as the rule-based rewrites. The API key is read from an environment variable the user names
and is never stored anywhere. A failed call is reported as an ``LLMRewriteError`` (recorded as a
rejected candidate by the engine), never turned into a made-up rewrite.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .candidates import Candidate

if TYPE_CHECKING:  # the client is imported when a rewriter is made, not whenever the package is
    from openai.types.chat import ChatCompletionMessageParam

PROMPTS = {
    "synonym": (
        "Rewrite the solution step below by replacing a few key words with near-synonyms that keep the exact "
        "meaning in {subject}. Do not change any number, unit, formula, math between $...$, variable name, "
        "chemical formula, option letter or <image_k> tag. Keep the logic and the correctness of the step."
    ),
    "syntactic": (
        "Rewrite the solution step below by changing its sentence structure only (clause order, active/passive "
        "voice, moving a phrase, a relative clause or an apposition), keeping every word's meaning, every number, "
        "formula, variable and <image_k> tag exactly. Keep the logic and the correctness of the step."
    ),
}
PROMPT_VERSION = "rewrite-v1"


class LLMRewriteError(RuntimeError):
    """The endpoint failed or answered with something that is not a JSON list of strings.

    ``fatal`` errors (bad key, no permission, unknown model or URL, rejected request) would fail the
    same way for every step, so the run stops at once instead of recording them per step."""

    def __init__(self, message: str, *, fatal: bool = False):
        super().__init__(message)
        self.fatal = fatal


@dataclass(frozen=True)
class LLMRewriterConfig:
    """Where and how to ask. ``api_key_env`` names the environment variable holding the key."""

    base_url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    candidates_per_call: int = 5
    temperature: float = 0.7
    timeout_s: float = 60.0
    max_retries: int = 2


class LLMRewriter:
    """Calls the endpoint with the ``openai`` SDK (its own bounded retries are the only retry layer)."""

    def __init__(self, config: LLMRewriterConfig):
        from openai import OpenAI

        key = os.environ.get(config.api_key_env)
        if not key:
            raise ValueError(
                f"environment variable {config.api_key_env} is not set; it must hold the API key for {config.base_url}"
            )
        self.config = config
        self._client = OpenAI(
            base_url=config.base_url, api_key=key, timeout=config.timeout_s, max_retries=config.max_retries
        )

    def rewrite(self, text: str, family: str, subject: str, n: int | None = None) -> list[Candidate]:
        """Up to ``n`` (default ``candidates_per_call``) rewrites of ``text`` from one call."""
        from openai import AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError

        if family not in PROMPTS:
            raise ValueError(f"the LLM rewriter handles {sorted(PROMPTS)}, not {family!r}")
        count = n or self.config.candidates_per_call
        instruction = PROMPTS[family].format(subject=subject)
        messages: list[ChatCompletionMessageParam] = [
            {
                "role": "system",
                "content": "You rewrite steps of worked science solutions without changing their meaning.",
            },
            {
                "role": "user",
                "content": f"{instruction}\nGive {count} different rewrites as a JSON list of strings "
                f"and nothing else.\n\nStep:\n{text}",
            },
        ]
        try:
            response = self._client.chat.completions.create(
                model=self.config.model, messages=messages, temperature=self.config.temperature
            )
        except (AuthenticationError, PermissionDeniedError, NotFoundError, BadRequestError) as exc:
            raise LLMRewriteError(f"{type(exc).__name__}: {exc}", fatal=True) from exc
        except Exception as exc:  # timeouts, connection and server errors after the SDK's own retries
            raise LLMRewriteError(f"{type(exc).__name__}: {exc}") from exc
        content = (response.choices[0].message.content or "") if response.choices else ""
        rewrites = parse_rewrites(content)
        return [
            Candidate(r, f"llm:{family}", {"model": self.config.model, "prompt": PROMPT_VERSION, "index": i})
            for i, r in enumerate(rewrites[:count])
        ]


def parse_rewrites(content: str) -> list[str]:
    """The JSON list of strings in a reply (a ```json fence around it is allowed)."""
    match = re.search(r"\[.*\]", content, re.S)
    if not match:
        raise LLMRewriteError(f"reply holds no JSON list: {content[:120]!r}")
    try:
        items = json.loads(match.group(0))
    except json.JSONDecodeError as exc:
        raise LLMRewriteError(f"reply's list is not valid JSON ({exc.msg})") from None
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise LLMRewriteError("reply's list must contain only strings")
    unique: list[str] = []
    for item in items:
        if item.strip() and item.strip() not in unique:
            unique.append(item.strip())
    return unique
