"""Figure registry of the realistic evaluation sets.

Content modules register drawing functions with ``@figure("name")``; the PNGs are rendered by the
bundled sample's deterministic ``render_png`` (fixed style, palette PNG, no metadata). The registry
is separate from the sample's so the sets and the sample never share or collide on figure names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from matplotlib.axes import Axes
from scripts.sample.figures import render_png

#: Every registered drawing function, by figure name (the PNG is ``<name>.png``).
FIGURES: dict[str, Callable[[Axes], None]] = {}

_NAME = re.compile(r"^[a-z0-9_]+$")


def figure(name: str) -> Callable[[Callable[[Axes], None]], Callable[[Axes], None]]:
    """Register the decorated function as the drawing of figure ``name`` (globally unique)."""
    if not _NAME.match(name):
        raise ValueError(f"figure name {name!r} must be lowercase letters, digits and underscores")

    def register(draw: Callable[[Axes], None]) -> Callable[[Axes], None]:
        if name in FIGURES:
            raise ValueError(f"figure {name!r} is registered twice")
        FIGURES[name] = draw
        return draw

    return register


def render(directory: Path, names: list[str]) -> dict[str, Path]:
    """Write ``<directory>/<name>.png`` for each named figure and return the paths."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name in sorted(names):
        if name not in FIGURES:
            raise KeyError(f"no figure named {name!r} is registered")
        path = directory / f"{name}.png"
        path.write_bytes(render_png(FIGURES[name]))
        paths[name] = path
    return paths
