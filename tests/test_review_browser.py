"""The review page in a real headless Chromium (Debian `chromium`, driven by Playwright; nothing is
downloaded): pairs reviewed by keyboard, the server killed mid-session with SIGKILL, restarted, and
every verdict found kept with the page resuming at the first unreviewed pair."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

from confprobench.data.benchmark import load_benchmark
from confprobench.data.reviews import load_reviews
from report_helpers import build_bench

pytestmark = pytest.mark.slow

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.fail(
        "Debian chromium is required for the review page test (apt-get install chromium; scripts/test.sh does it)",
        pytrace=False,
    )


def _serve(bench_dir: Path, reviewer: str) -> tuple[subprocess.Popen[str], str]:
    """`confprobench review` as a user starts it, in its own process; returns it and the page's URL."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(Path(__file__).parents[1] / "src"), os.environ.get("PYTHONPATH", "")]),
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "confprobench", "review", str(bench_dir), "--reviewer", reviewer, "--no-open"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:\d+/", line)
    assert match, f"no URL in the first line: {line!r} (stderr: {proc.stderr.read() if proc.stderr else ''})"
    return proc, match.group(0)


def _current(page: Page) -> str | None:
    return page.get_attribute("body", "data-variant")


def _wait_ready(page: Page) -> int:
    page.wait_for_selector("body[data-ready='1']", timeout=15000)
    return int(page.get_attribute("body", "data-index") or -1)


def _press_and_wait(page: Page, key: str) -> None:
    """Press ``key`` and wait until the page shows another pair (polled: the page's CSP forbids eval)."""
    before = _current(page)
    page.keyboard.press(key)
    deadline = time.monotonic() + 10
    while _current(page) == before:
        assert time.monotonic() < deadline, f"the page did not move on after {key!r}"
        page.wait_for_timeout(20)


def test_keyboard_review_survives_a_killed_server(tmp_path: Path) -> None:
    bench = build_bench(tmp_path, 6)
    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.on("dialog", lambda dialog: errors.append(f"dialog: {dialog.message}"))

        proc, url = _serve(bench.root, "ann")
        try:
            page.goto(url)
            assert _wait_ready(page) == 0
            seen = [_current(page)]
            for key in ["a", "1", "s", "3"]:  # accept, reject (meaning changed), skip, reject (unnatural)
                _press_and_wait(page, key)
                seen.append(_current(page))
            _press_and_wait(page, "u")  # undo the last verdict: back to the fourth pair
            assert _current(page) == seen[3]
            _press_and_wait(page, "2")  # ungrammatical, instead
            assert "4 reviewed" in page.inner_text("#progress")
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)

        standing = {vid: rec for (_, vid), rec in load_reviews(load_benchmark(bench.root)).current("ann").items()}
        assert [standing[v].verdict for v in seen[:4]] == ["accept", "reject", "skip", "reject"]
        assert [standing[v].reason for v in seen[:4]] == [None, "meaning_changed", None, "ungrammatical"]

        proc, url = _serve(bench.root, "ann")
        try:
            page.goto(url)
            assert _wait_ready(page) == 4, "the page resumes at the first unreviewed pair"
            assert _current(page) == seen[4]
            assert "4 reviewed" in page.inner_text("#progress")
            page.screenshot(path=str(tmp_path / "review.png"))
        finally:
            proc.terminate()
            proc.wait(timeout=10)
        browser.close()
    assert not errors, errors
    assert (tmp_path / "review.png").stat().st_size > 5000
