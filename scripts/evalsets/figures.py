"""Figure registry of the realistic evaluation sets.

Content modules register drawing functions with ``@figure("name")``; the PNGs are rendered by the
bundled sample's deterministic ``render_png`` (fixed style, palette PNG, no metadata). The registry
is separate from the sample's so the sets and the sample never share or collide on figure names.
"""

from __future__ import annotations

from scripts.sample.figures import FigureRegistry

#: The evaluation sets' own figures, separate from the sample's so names never collide.
_REGISTRY = FigureRegistry()
FIGURES = _REGISTRY.figures
figure = _REGISTRY.figure
render = _REGISTRY.render
