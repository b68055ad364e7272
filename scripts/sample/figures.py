"""Figure registry and deterministic PNG rendering for the bundled sample.

Content modules register drawing functions with ``@figure("name")``; each function receives a
matplotlib ``Axes`` on a 4x3 inch figure and draws one diagram. ``render_all`` turns every
registered figure into ``<dir>/<name>.png`` under a fixed style, with no timestamp or software tag,
so rebuilding the sample with the same matplotlib version gives byte-identical files.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)
from matplotlib.axes import Axes  # noqa: E402
from PIL import Image  # noqa: E402

#: Every registered drawing function, by figure name (the PNG is ``<name>.png``).

FIGURE_SIZE_IN = (4.0, 3.0)
DPI = 100  # 400x300 px: small files, labels still readable
PALETTE_COLORS = 64  # the diagrams use few colours; a palette PNG is several times smaller than RGBA

_NAME = re.compile(r"^[a-z0-9_]+$")

# A fixed style so the output does not depend on the user's matplotlibrc.
_STYLE = {
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.titlesize": 10,
    "axes.labelsize": 9,
    "xtick.labelsize": 8,
    "ytick.labelsize": 8,
    "lines.linewidth": 1.6,
    "axes.linewidth": 1.0,
    "figure.facecolor": "white",
    "axes.facecolor": "white",
    "savefig.facecolor": "white",
    "text.usetex": False,
    "mathtext.fontset": "dejavusans",
    "path.simplify": True,
}


def render_png(draw: Callable[[Axes], None]) -> bytes:
    """Draw one figure and return deterministic PNG bytes (palette-quantized, no metadata)."""
    with matplotlib.rc_context(_STYLE):
        fig, ax = plt.subplots(figsize=FIGURE_SIZE_IN, dpi=DPI)
        try:
            draw(ax)
            fig.tight_layout(pad=0.4)
            buffer = io.BytesIO()
            fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
        finally:
            plt.close(fig)
    buffer.seek(0)
    with Image.open(buffer) as rendered:
        quantized = rendered.convert("RGB").quantize(
            colors=PALETTE_COLORS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
    out = io.BytesIO()
    quantized.save(out, format="PNG", optimize=True)
    return out.getvalue()


class FigureRegistry:
    """Drawing functions by figure name; content modules register them with ``@registry.figure("name")``."""

    def __init__(self) -> None:
        self.figures: dict[str, Callable[[Axes], None]] = {}

    def figure(self, name: str) -> Callable[[Callable[[Axes], None]], Callable[[Axes], None]]:
        """Register the decorated function as the drawing of figure ``name`` (unique in this registry)."""
        if not _NAME.match(name):
            raise ValueError(f"figure name {name!r} must be lowercase letters, digits and underscores")

        def register(draw: Callable[[Axes], None]) -> Callable[[Axes], None]:
            if name in self.figures:
                raise ValueError(f"figure {name!r} is registered twice")
            self.figures[name] = draw
            return draw

        return register

    def render(self, directory: str | Path, names: list[str] | None = None) -> dict[str, Path]:
        """Write ``<directory>/<name>.png`` for each named (default: every) figure; return the paths."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        paths = {}
        for name in sorted(self.figures if names is None else names):
            if name not in self.figures:
                raise KeyError(f"no figure named {name!r} is registered")
            path = directory / f"{name}.png"
            path.write_bytes(render_png(self.figures[name]))
            paths[name] = path
        return paths


#: The bundled sample's figures (the evaluation sets keep a registry of their own).
_REGISTRY = FigureRegistry()
FIGURES = _REGISTRY.figures
figure = _REGISTRY.figure
render_all = _REGISTRY.render
