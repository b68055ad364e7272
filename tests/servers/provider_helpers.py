"""Test helpers for the loopback provider servers: the pooling server (process reward models) and the
OpenAI-compatible server started as a given provider (request bodies recorded for shape checks)."""

from __future__ import annotations

import contextlib
import json
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from servers.helpers import FakeServer, free_port, serve

POOLING_SERVER = Path(__file__).with_name("fake_pooling.py")
CHAT_SERVER = Path(__file__).with_name("fake_openai.py")


def _get(url: str) -> object:
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


class PoolingServer:
    def __init__(self, base: str):
        self.base = base

    def requests(self) -> list[dict]:
        return _get(self.base + "/_requests")  # type: ignore[return-value]  # the server answers this JSON shape

    def stats(self) -> dict:
        return _get(self.base + "/_stats")  # type: ignore[return-value]  # the server answers this JSON shape


@contextlib.contextmanager
def pooling_server(model: str, tag: str, *, head: str = "2class", latency: float = 0.0) -> Iterator[PoolingServer]:
    """tests/servers/fake_pooling.py serving ``model`` with a STEP pooler at ``tag``."""
    port = free_port()
    command = [
        sys.executable,
        str(POOLING_SERVER),
        "--port",
        str(port),
        "--model",
        model,
        "--step-tag",
        tag,
        "--head",
        head,
        "--latency",
        str(latency),
    ]
    with serve(command, port, "/_stats", timeout=30) as base:
        yield PoolingServer(base)


class ProviderServer(FakeServer):
    """The fake chat server posing as one provider: ``url`` is the provider's base URL on loopback."""

    def __init__(self, base: str, prefix: str):
        super().__init__(base)
        self.url = base + prefix

    def bodies(self) -> list[dict]:
        return _get(self.base + "/_bodies")  # type: ignore[return-value]  # the server answers this JSON shape


@contextlib.contextmanager
def provider_server(provider: str, *, api_key: str | None = None) -> Iterator[ProviderServer]:
    """tests/servers/fake_openai.py started with ``--provider`` (its routes and documented quirks)."""
    port = free_port()
    command = [sys.executable, str(CHAT_SERVER), "--port", str(port), "--provider", provider]
    if api_key:
        command += ["--api-key", api_key]
    with serve(command, port, "/_stats", timeout=30) as base:
        yield ProviderServer(base, {"google": "/v1beta/openai"}.get(provider, "/v1"))


BATCH_SERVER = Path(__file__).with_name("fake_batch.py")


class BatchServer(ProviderServer):
    def batches(self) -> list[dict]:
        return _get(self.base + "/_batches")  # type: ignore[return-value]  # the server answers this JSON shape

    def file(self, file_id: str) -> bytes:
        return urllib.request.urlopen(f"{self.url}/files/{file_id}/content", timeout=5).read()

    def release(self) -> None:
        self._call("/_release_batches", {})


@contextlib.contextmanager
def batch_server(*, polls: int = 2, hold: bool = False, api_key: str | None = None) -> Iterator[BatchServer]:
    """tests/servers/fake_batch.py: the chat server plus OpenAI's /v1/files and /v1/batches and Anthropic's
    /v1/messages/batches."""
    port = free_port()
    command = [sys.executable, str(BATCH_SERVER), "--port", str(port), "--polls", str(polls)]
    if hold:
        command.append("--hold")
    if api_key:
        command += ["--api-key", api_key]
    with serve(command, port, "/_stats", timeout=30) as base:
        yield BatchServer(base, "/v1")
