"""Calls to an OpenAI-compatible chat endpoint (hosted APIs, vLLM, SGLang, llama.cpp server).

Several base URLs (replicas of one model) are used round-robin. The SDK's own retries are switched
off: the runner is the one retry owner. Every SDK error is mapped to a typed :class:`CallError`.
The API key is read from an environment variable the user names and is never stored anywhere.
"""

from __future__ import annotations

import email.utils
import itertools
import json
import os
import time
from typing import Any

import openai

from ..data import DataError
from .base import DEFAULT_API_KEY_ENV, CallError, ChatRequest, Completion
from .images import ImageLimits, wire_message


def make_clients(
    base_urls: list[str] | None, *, api_key_env: str, timeout: float, key_required: bool = False
) -> tuple[list[openai.AsyncOpenAI], tuple[str, ...]]:
    """One SDK client per base URL, and the secrets the runner must redact.

    The key comes from the environment variable ``api_key_env`` only. A hosted API (``key_required``,
    or no URL at all) needs it; a local server (vLLM, llama.cpp, Ollama) usually ignores it.
    """
    key = os.environ.get(api_key_env)
    secrets = (key,) if key else ()
    if not key:
        if key_required or not base_urls:
            raise DataError(
                None,
                None,
                "api_key_env",
                f"environment variable {api_key_env} is not set; "
                "export your API key there or name another variable with api_key_env=NAME",
            )
        key = "not-set"  # local servers usually ignore the key, but the SDK wants one
    # max_retries=0: the runner is the one retry owner. No URL: the SDK's default (or OPENAI_BASE_URL).
    urls: list[str | None] = list(base_urls) if base_urls else [None]
    clients = [openai.AsyncOpenAI(api_key=key, base_url=url, max_retries=0, timeout=timeout) for url in urls]
    return clients, secrets


class OpenAIBackend:
    """A Backend for OpenAI-compatible chat-completions endpoints, spreading calls over its base URLs in turn."""

    def __init__(
        self,
        model: str,
        base_urls: list[str] | None = None,
        *,
        api_key_env: str = DEFAULT_API_KEY_ENV,
        timeout: float = 60.0,
        key_required: bool = False,
        image_limits: ImageLimits | None = None,
        hint: str = "",
    ):
        self.hint = hint  # added to connection errors: how to start the server
        self._clients, self.secrets = make_clients(
            base_urls, api_key_env=api_key_env, timeout=timeout, key_required=key_required
        )
        self.model = model
        self.max_concurrency: int | None = None
        self.image_limits = image_limits or ImageLimits()
        self.identity = {"endpoint": sorted(str(c.base_url) for c in self._clients), "model": model}
        self._next = itertools.cycle(range(len(self._clients)))

    def body(self, request: ChatRequest) -> dict[str, Any]:
        """The JSON body of ``POST /chat/completions`` for this request (also one line of a batch)."""
        return {
            "model": self.model,
            "messages": [wire_message(m, self.image_limits) for m in request.messages],
            **request.params,
        }

    async def complete(self, request: ChatRequest) -> Completion:
        """Send the request to the next endpoint and parse its chat completion; raise CallError on failure."""
        client = self._clients[next(self._next)]
        try:
            # The client's own HTTP layer, auth and error types, without its typed-parameter transform
            # and response models (most of its CPU per request); the body is parsed once, below.
            text = await client.post("/chat/completions", body=self.body(request), cast_to=str)
        except openai.APITimeoutError:
            raise CallError("timeout", "the request timed out") from None
        except openai.APIConnectionError as exc:
            raise CallError("connection", connection_message(exc, client.base_url, self.hint)) from None
        except openai.APIStatusError as exc:
            raise _status_error(exc, f"model {self.model} at {client.base_url}") from None
        return parse_chat_completion(text)

    async def aclose(self) -> None:
        """Close the HTTP clients."""
        for client in self._clients:
            await client.close()


def connection_message(exc: Exception, url: Any, hint: str) -> str:
    """The message of a connection failure: what failed, where, and (local servers) how to start one."""
    return f"could not reach {url}: {exc}" + (f" ({hint})" if hint else "")


def parse_chat_completion(text: str | dict[str, Any]) -> Completion:
    """A chat completion body (text or parsed JSON) as a Completion; typed failures for bad or empty ones."""
    try:
        data = json.loads(text) if isinstance(text, str) else text
        choice = data["choices"][0]
        answer = (choice.get("message") or {}).get("content") or ""
        top = _first_token_alternatives(choice.get("logprobs"))
        usage = data.get("usage") or {}
    except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
        raise CallError("bad_response", f"malformed response body ({type(exc).__name__}: {str(exc)[:120]})") from None
    completion = Completion(
        text=answer,
        finish_reason=choice.get("finish_reason"),
        top_logprobs=top,
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
    )
    if completion.empty:
        raise CallError("empty_response", "the endpoint returned an empty answer")
    return completion


def _first_token_alternatives(logprobs: Any) -> tuple[tuple[str, float], ...]:
    if not logprobs or not logprobs.get("content"):
        return ()
    first = logprobs["content"][0]
    alternatives = first.get("top_logprobs") or [{"token": first["token"], "logprob": first["logprob"]}]
    return tuple((str(a["token"]), float(a["logprob"])) for a in alternatives)


def _status_error(exc: openai.APIStatusError, where: str) -> CallError:
    """A typed failure whose message names the endpoint and model and, for fatal kinds, what to do."""
    status = exc.status_code
    message = f"HTTP {status} from {where}: {_error_message(exc)}"
    if status == 401:
        return CallError("auth", message + " (check the API key in the environment variable named by api_key_env)")
    if status == 403:
        return CallError(
            "permission",
            message + " (this key may not use this model or project: "
            "check its permissions or judge with another model)",
        )
    if status == 404:
        return CallError("not_found", message + " (check the model name and the base URL, which usually ends in /v1)")
    if status == 400 and exc.code == "context_length_exceeded":
        # This process is too long for the model; shorter ones may still fit, so only this call fails.
        return CallError("context_overflow", message)
    if status in (400, 413, 422):
        return CallError(
            "bad_request",
            message + " (the endpoint rejects the request itself: check the judge "
            "options, e.g. json_mode=false or images=false for a server without JSON mode or images)",
        )
    if status == 429:
        # Out of credit is not a rate limit: waiting does not help. Told apart by OpenAI's error code,
        # not by the message (some servers' transient 429 messages mention quotas).
        if "insufficient_quota" in (exc.code, exc.type):
            return CallError(
                "quota",
                message + " (the account behind this key is out of quota: add credit or use "
                "another key, then rerun; finished items are kept)",
            )
        return CallError("rate_limit", message, retry_after=_retry_after(exc.response.headers))
    if status >= 500:
        return CallError("server_error", message, retry_after=_retry_after(exc.response.headers))
    return CallError("bad_request", message)


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])[:300]
    return str(exc.message)[:300]


def _retry_after(headers: Any) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (seconds or an HTTP date)."""
    if headers is None:
        return None
    if headers.get("retry-after-ms"):
        try:
            return float(headers["retry-after-ms"]) / 1000.0
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, email.utils.parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return None  # unreadable header: fall back to our own backoff
