"""Rendering the self-contained HTML report: word diffs, embedded images, and the Jinja2 page.

The page is one file with no external resource: CSS and JS are inlined, figures and images are
``data:`` URIs, and a Content-Security-Policy allows nothing else (only the page's own script and
style, by hash), so even a mistake in escaping could not run injected code. Jinja2 autoescaping
escapes every value; only the package's own CSS and JS are marked safe.
"""

from __future__ import annotations

import base64
import hashlib
import io
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from PIL import Image


def data_uri(data: bytes, mime: str) -> str:
    """A base64 ``data:`` URI holding ``data`` with MIME type ``mime``."""
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def svg_uri(svg_text: str) -> str:
    """A ``data:`` URI for an SVG document, to inline a figure in the report."""
    return data_uri(svg_text.encode("utf-8"), "image/svg+xml")


def thumbnail_uri(path: Path, max_side: int = 340) -> str:
    """A PNG data URI of the image at ``path``, shrunk to at most ``max_side`` pixels a side."""
    with Image.open(path) as opened:
        image = opened.convert("RGBA") if opened.mode in ("RGBA", "LA", "P") else opened.convert("RGB")
        image.thumbnail((max_side, max_side))
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=True)
    return data_uri(buffer.getvalue(), "image/png")


def _csp_hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    templates = resources.files("confprobench.report") / "templates"
    loader = jinja2.FunctionLoader(lambda name: (templates / name).read_text(encoding="utf-8"))
    return jinja2.Environment(
        loader=loader, autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True
    )


def render_report(context: dict[str, Any]) -> str:
    """The report page for ``context`` (see report.build for its keys)."""
    templates = resources.files("confprobench.report") / "templates"
    css = (templates / "report.css").read_text(encoding="utf-8")
    js = (templates / "report.js").read_text(encoding="utf-8")
    page = _environment().get_template("report.html.jinja")
    return page.render(**context, css=Markup(css), js=Markup(js), style_hash=_csp_hash(css), script_hash=_csp_hash(js))
