"""Test helpers: start real servers on 127.0.0.1 in subprocesses, and build small benchmarks on disk."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from PIL import Image, ImageDraw

from confprobench.data import Benchmark, ImageRef, Problem, Process, Step, Variant, write_benchmark
from confprobench.data.benchmark import sha256_file

FAKE_SERVER = Path(__file__).with_name("fake_openai.py")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def serve(
    command: list[str], port: int, ready_path: str, *, timeout: float = 60.0, env: dict | None = None
) -> Iterator[str]:
    """Run ``command`` until it answers GET ``ready_path`` on ``port``; yield its base URL; stop it."""
    log = tempfile.TemporaryFile()  # a file, not a pipe: a chatty server must never block on a full pipe
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})})
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    try:
        while True:
            if process.poll() is not None:
                log.seek(0)
                raise RuntimeError(f"server exited with {process.returncode}: {log.read().decode()[-2000:]}")
            try:
                urllib.request.urlopen(base + ready_path, timeout=1).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"server on port {port} not ready after {timeout} s") from None
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(3)  # a server still holding hung requests is killed rather than waited for
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


class FakeServer:
    """Client side of tests/servers/fake_openai.py's admin endpoints."""

    def __init__(self, base: str):
        self.base = base
        self.url = base + "/v1"

    def _call(self, path: str, payload: dict | None = None) -> dict:
        data = None if payload is None else json.dumps(payload).encode()
        request = urllib.request.Request(self.base + path, data=data, headers={"content-type": "application/json"})
        return json.loads(urllib.request.urlopen(request, timeout=5).read())

    def stats(self) -> dict:
        return self._call("/_stats")

    def hold(self, after: int) -> None:
        self._call("/_hold", {"after": after})

    def release(self) -> None:
        self._call("/_release", {})


@contextlib.contextmanager
def fake_server(
    *, latency: float = 0.0, api_key: str | None = None, malformed: float = 0.0, truncated: float = 0.0
) -> Iterator[FakeServer]:
    """The fake OpenAI server (tests/servers/fake_openai.py) on a free loopback port."""
    port = free_port()
    command = [
        sys.executable,
        str(FAKE_SERVER),
        "--port",
        str(port),
        "--latency",
        str(latency),
        "--malformed",
        str(malformed),
        "--truncated",
        str(truncated),
    ]
    if api_key:
        command += ["--api-key", api_key]
    with serve(command, port, "/_stats", timeout=30) as base:
        yield FakeServer(base)


def _figure(path: Path, shade: int) -> ImageRef:
    image = Image.new("RGB", (64, 48), "white")
    draw = ImageDraw.Draw(image)
    draw.polygon([(8, 40), (56, 40), (8, 8)], outline=(shade, 0, 0), width=2)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)
    return ImageRef(path=f"images/{path.name}", sha256=sha256_file(path))


def make_bench(root: Path, questions: dict[str, str], *, steps: int = 3, variants: bool = True) -> Benchmark:
    """A benchmark with one process per (id, question); each has ``steps`` steps and one image.

    With ``variants``, the first process gets a synonym variant of step 2, an image variant and an
    error injection into its last step.
    """
    source = root / "src"
    processes, variant_list = [], []
    for number, (pid, question) in enumerate(questions.items()):
        image = _figure(source / "images" / f"{pid}.png", number * 20 % 256)
        problem = Problem(
            id=pid, question=f"{question} See <image_1>.", images=(image,), subject="Math", modality="single-image"
        )
        step_list = tuple(
            Step(index=i, text=f"{pid}: we find {i} + {i} = {2 * i}.", label=1) for i in range(1, steps + 1)
        )
        processes.append(Process(id=pid, problem=problem, steps=step_list))
    if variants:
        first = processes[0].id
        noisy = _figure(source / "images" / f"{first}_noisy.png", 200)
        variant_list = [
            Variant(
                id=f"{first}-syn",
                process_id=first,
                family="synonym",
                target_step=2,
                text=f"{first}: we obtain 2 + 2 = 4.",
                operation="test",
                seed=0,
            ),
            Variant(
                id=f"{first}-img",
                process_id=first,
                family="image",
                target_image=1,
                image=noisy,
                operation="test",
                seed=0,
            ),
            Variant(
                id=f"{first}-err",
                process_id=first,
                family="error_injection",
                target_step=steps,
                text=f"{first}: we find {steps} + {steps} = {2 * steps + 1}.",
                operation="test",
                seed=0,
                injected_error_type="NC",
            ),
        ]
    return write_benchmark(root / "bench", processes, variant_list, name="test-bench", image_source=source)


def files_containing(root: Path, needle: str) -> list[Path]:
    """Every file under ``root`` whose bytes contain ``needle``."""
    return [p for p in root.rglob("*") if p.is_file() and needle.encode() in p.read_bytes()]
