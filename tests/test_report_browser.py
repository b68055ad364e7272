"""The HTML report in a real headless Chromium (Debian `chromium`; scripts/test.sh installs it).

Console errors are caught through the DevTools protocol over a pipe (``--remote-debugging-pipe``:
JSON messages separated by NUL on file descriptors 3 and 4, so no websocket client is needed):
uncaught exceptions, console.error calls, browser log errors (CSP violations, failed loads),
requests leaving the file, and JavaScript dialogs (an injected ``alert`` would open one). Negative
tests prove each of these detectors fires on a page built to trigger it. The DOM comes from
``--dump-dom`` and the picture from ``--screenshot``, as a user's browser would render them.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from confprobench.judges.reference import reference_predictions
from confprobench.metrics.params import MetricParams
from confprobench.report.build import make_report
from report_helpers import SCRIPT_TEXT, build_bench, write_run

pytestmark = pytest.mark.slow

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]

if CHROMIUM is None:
    pytest.fail(
        "Debian chromium is required for the HTML report test (apt-get install chromium; scripts/test.sh does it)",
        pytrace=False,
    )


def _run_chromium(args: list[str], profile: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=True,
    )


def _high_fd(fd: int) -> int:
    """``fd`` moved to 10 or above, so wiring the child's fds 3 and 4 never clobbers one of our pipe ends."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class DevTools:
    """A headless Chromium driven over the DevTools protocol through a pipe."""

    def __init__(self, profile: Path):
        to_browser_read, self._write = map(_high_fd, os.pipe())
        self._read, from_browser_write = map(_high_fd, os.pipe())

        def wire_pipes() -> None:  # in the child: Chromium reads commands on fd 3 and writes on fd 4
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
            preexec_fn=wire_pipes,
            close_fds=False,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict] = []
        self.session: str | None = None

    def _receive(self, timeout: float) -> dict | None:
        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self._read], [], [], remaining)[0]:
                return None
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def _handle_event(self, message: dict) -> None:
        self.events.append(message)
        if message.get("method") == "Page.javascriptDialogOpening":  # dismiss, or the page blocks
            self.send("Page.handleJavaScriptDialog", {"accept": False}, wait=False)

    def send(self, method: str, params: dict | None = None, *, wait: bool = True, browser: bool = False) -> dict:
        self._next_id += 1
        message: dict = {"id": self._next_id, "method": method, "params": params or {}}
        if self.session and not browser:
            message["sessionId"] = self.session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        if not wait:
            return {}
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            reply = self._receive(deadline - time.monotonic())
            if reply is None:
                break
            if reply.get("id") == message["id"]:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self._handle_event(reply)
        raise TimeoutError(f"no reply to {method}")

    def wait_for(self, method: str, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while not any(e.get("method") == method for e in self.events):
            message = self._receive(deadline - time.monotonic())
            if message is None:
                raise TimeoutError(f"no {method} event")
            if "method" in message:
                self._handle_event(message)

    def drain(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while (message := self._receive(max(deadline - time.monotonic(), 0))) is not None:
            if "method" in message:
                self._handle_event(message)

    def open(self, url: str) -> None:
        target = self.send("Target.createTarget", {"url": "about:blank"}, browser=True)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, browser=True)[
            "sessionId"
        ]
        for domain in ("Runtime", "Log", "Page", "Network"):
            self.send(f"{domain}.enable")
        self.send("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")
        self.drain(0.5)  # errors raised just after load

    def evaluate(self, expression: str):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"])
        return result["result"].get("value")

    def problems(self) -> list[str]:
        """Everything a user would call an error on this page."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(
                    "exception: "
                    + params["exceptionDetails"]
                    .get("exception", {})
                    .get("description", params["exceptionDetails"]["text"])
                )
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                found.append("console." + params["type"] + ": " + " ".join(str(a.get("value")) for a in params["args"]))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                found.append("log: " + params["entry"]["text"])
            elif method == "Network.requestWillBeSent" and not params["request"]["url"].startswith(
                ("file:", "data:", "about:")
            ):
                found.append("request: " + params["request"]["url"])
            elif method == "Page.javascriptDialogOpening":
                found.append("dialog: " + params["message"])
        return found

    def close(self) -> None:
        try:
            self.send("Browser.close", browser=True, wait=False)
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        os.close(self._read)
        os.close(self._write)


def page_problems(path: Path, profile: Path, check: str | None = None):
    browser = DevTools(profile)
    try:
        browser.open(path.as_uri())
        value = browser.evaluate(check) if check else None
        browser.drain(0.2)
        return browser.problems(), value
    finally:
        browser.close()


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("browser")
    bench = build_bench(root, n_problems=12)
    hostile = [
        p.model_copy(update={"judge": "judge <script>alert(3)</script>"})
        for p in reference_predictions(bench, "noisy-oracle:0.2,react=0.5")
    ]
    run = write_run(
        root / "run",
        bench,
        {"judge <script>alert(3)</script>": hostile, "constant:0.6": reference_predictions(bench, "constant:0.6")},
    )
    return make_report([run], root / "out", MetricParams(n_boot=100), labels={"constant:0.6": "Constant 0.6 <b>"})


# --------------------------------------------------------------------------- the detectors work


CSP_NONE = '<meta http-equiv="Content-Security-Policy" content="script-src \'none\'">'


@pytest.mark.parametrize(
    "head, body, expected",
    [
        ("", "<script>undefinedFunction();</script>", "exception: ReferenceError"),
        ("", "<script>console.error('broken figure');</script>", "console.error: broken figure"),
        ("", "<script>alert(1)</script>", "dialog: 1"),
        ("", '<img src="http://example.invalid/x.png">', "request: http://example.invalid/x.png"),
        (CSP_NONE, "<script>1</script>", "log: Executing inline script violates"),
    ],
)
def test_detector_catches_a_deliberately_broken_page(tmp_path, head, body, expected):
    page = tmp_path / "broken.html"
    page.write_text(
        f"<!DOCTYPE html><html><head><title>t</title>{head}</head><body><p>x</p>{body}</body></html>", encoding="utf-8"
    )
    problems, _ = page_problems(page, tmp_path / "profile")
    assert any(p.startswith(expected) for p in problems), problems


def test_detector_is_quiet_on_a_clean_page(tmp_path):
    page = tmp_path / "clean.html"
    page.write_text(
        "<!DOCTYPE html><html><head><title>t</title></head><body><p>fine</p>"
        "<script>console.log('hello')</script></body></html>",
        encoding="utf-8",
    )
    problems, value = page_problems(page, tmp_path / "profile", "document.querySelector('p').textContent")
    assert problems == [] and value == "fine"


# --------------------------------------------------------------------------- the report


def test_report_loads_without_errors_and_its_script_works(report, tmp_path):
    # Click the CCS header twice (ascending, then descending) and read the judge column back.
    check = """(() => {
        const table = document.getElementById('leaderboard-table');
        const header = [...table.querySelectorAll('thead th')].find(th => th.textContent === 'CCS');
        header.click();
        const ascending = [...table.tBodies[0].rows].map(r => parseFloat(r.cells[4].dataset.sort));
        header.click();
        const descending = [...table.tBodies[0].rows].map(r => parseFloat(r.cells[4].dataset.sort));
        const images = [...document.images];
        return {ascending, descending, images: images.length,
                broken: images.filter(i => !i.complete || i.naturalWidth === 0).length};
    })()"""
    problems, value = page_problems(report.html, tmp_path / "profile", check)
    assert problems == []
    assert value["ascending"] == sorted(value["ascending"]) and value["descending"] == sorted(
        value["descending"], reverse=True
    )
    assert value["ascending"] != value["descending"]
    assert value["images"] >= 5 + 2 * 2 and value["broken"] == 0


def test_report_dom_shows_leaderboard_figures_and_escaped_text(report, tmp_path):
    dom = _run_chromium(["--dump-dom", report.html.as_uri()], tmp_path / "profile").stdout
    from html.parser import HTMLParser

    class Collect(HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack: list[str] = []
            self.text: list[str] = []
            self.scripts = 0
            self.figures = 0
            self.rows = 0

        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            self.scripts += tag == "script"
            self.figures += tag == "img" and (attrs.get("src") or "").startswith("data:image/svg+xml;base64,")
            self.rows += tag == "tr" and "leaderboard" in self.stack
            if tag == "table" and attrs.get("id") == "leaderboard-table":
                self.stack.append("leaderboard")

        def handle_endtag(self, tag):
            if tag == "table" and self.stack:
                self.stack.pop()

        def handle_data(self, data):
            self.text.append(data)

    parsed = Collect()
    parsed.feed(dom)
    text = "".join(parsed.text)
    assert parsed.scripts == 1  # the report's own; the hostile step and judge name did not become elements
    assert parsed.rows == 1 + 2 + 2  # header + one per judge + two reference rows
    assert parsed.figures >= 5 + 2 * 2
    assert SCRIPT_TEXT in text  # shown to the reader as text
    assert "judge <script>alert(3)</script>" in text
    for heading in (
        "Leaderboard",
        "Robustness (CRS)",
        "Sensitivity (CSS)",
        "Calibration (CCS)",
        "Slices",
        "Confident mistakes",
        "Largest confidence changes",
        "Parse failures",
        "Manifest",
    ):
        assert heading in text
    assert "constant at base rate" in text and "position only" in text  # the reference rows


def test_report_screenshot_is_not_blank(report, tmp_path):
    shot = tmp_path / "report.png"
    _run_chromium(["--window-size=1280,2400", f"--screenshot={shot}", report.html.as_uri()], tmp_path / "profile")
    pixels = np.asarray(Image.open(shot).convert("RGB"), dtype=float)
    assert pixels.shape[:2] == (2400, 1280)
    grey = pixels.mean(axis=2)
    assert grey.std() > 20  # text, tables and figures, not an empty page
    assert (grey < 80).mean() > 0.01  # dark ink: the header band and text
    colours = {tuple(c) for c in pixels[::7, ::7].astype(int).reshape(-1, 3)}
    assert len(colours) > 50


SECTIONS = (
    "leaderboard",
    "robustness",
    "sensitivity",
    "calibration",
    "slices",
    "mistakes",
    "moved",
    "parse-failures",
    "manifest",
)


def test_every_section_renders_and_its_screenshot_is_not_blank(report, tmp_path):
    """Open every collapsible block, then photograph each section on its own (DevTools clip) and
    check it holds ink; the new sections are checked for what they must show."""
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open(report.html.as_uri())
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1300, "height": 900, "deviceScaleFactor": 1, "mobile": False},
        )
        facts = browser.evaluate(
            """(() => {
            document.querySelectorAll('details').forEach(d => d.open = true);
            const slices = [...document.querySelectorAll('details.slices')];
            const visibleTables = slices.filter(d => d.querySelector('table').offsetHeight > 0).length;
            const insufficient = document.querySelectorAll('#slices .badge.insufficient').length;
            const mistakes = document.querySelectorAll('#mistakes .mistake').length;
            const raw = document.querySelectorAll('#mistakes details.raw, #mistakes .context.na').length;
            return {slices: slices.length, visibleTables, insufficient, mistakes, raw,
                    references: document.querySelectorAll('#leaderboard-table tr.reference').length,
                    flags: document.querySelectorAll('#flags li').length,
                    roc: !!document.getElementById('fig-roc'), classes: !!document.getElementById('fig-confidence_by_class'),
                    rects: Object.fromEntries(SECTION_IDS.map(id => { const r = document.getElementById(id).getBoundingClientRect();
                        return [id, [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]]; }))};
        })()""".replace("SECTION_IDS", json.dumps(list(SECTIONS)))
        )
        assert facts["slices"] >= 6 and facts["visibleTables"] == facts["slices"]
        assert facts["insufficient"] > 0  # 12 problems: many slice cells are too small, and say so
        assert facts["mistakes"] > 0 and facts["raw"] >= facts["mistakes"]
        assert facts["references"] == 2 and facts["flags"] >= 1 and facts["roc"] and facts["classes"]
        for section in SECTIONS:
            left, top, width, height = facts["rects"][section]
            assert width > 600 and height > 100, section
            shot = browser.send(
                "Page.captureScreenshot",
                {
                    "format": "png",
                    "captureBeyondViewport": True,
                    "clip": {"x": left, "y": top, "width": width, "height": min(height, 4000), "scale": 1},
                },
            )
            path = tmp_path / f"section-{section}.png"
            path.write_bytes(base64.b64decode(shot["data"]))
            grey = np.asarray(Image.open(path).convert("L"), dtype=float)
            assert grey.std() > 15 and (grey < 100).mean() > 0.003, f"section {section} looks blank"
        assert browser.problems() == []
    finally:
        browser.close()
