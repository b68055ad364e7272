"""Images as a provider takes them: size limits, downscaling (recorded by the judge) and data URLs.

Kept apart from the OpenAI client so that building a judge, a prompt or the CLI does not import it.
"""

from __future__ import annotations

import base64
import functools
import io
import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image


@dataclass(frozen=True)
class ImageLimits:
    """What a provider accepts per image: longest edge in pixels and encoded (base64) size in bytes.

    An image over a limit is downscaled (aspect kept, PNG re-encoded) before it is sent; the judge
    records every resize in the prediction's ``meta.images_resized``. None: no limit.
    """

    max_edge: int | None = None
    max_bytes: int | None = None


@functools.lru_cache(maxsize=256)
def fit_image(
    path: str, max_edge: int | None = None, max_bytes: int | None = None
) -> tuple[str, bytes, tuple[int, int] | None, tuple[int, int]]:
    """(mime, bytes to send, original size when resized else None, size sent) for one image file."""
    data = Path(path).read_bytes()
    mime = mimetypes.guess_type(path)[0] or "image/png"
    if max_edge is None and max_bytes is None:
        return mime, data, None, (0, 0)
    with Image.open(io.BytesIO(data)) as image:
        original = image.size
        size = original
        if max_edge is not None and max(size) > max_edge:
            scale = max_edge / max(size)
            size = (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))
        while True:
            if size != original:
                buffer = io.BytesIO()
                image.convert("RGB" if image.mode not in ("RGB", "RGBA", "L") else image.mode).resize(
                    size, Image.Resampling.LANCZOS
                ).save(buffer, format="PNG", optimize=True)
                data, mime = buffer.getvalue(), "image/png"
            if max_bytes is None or _b64_len(len(data)) <= max_bytes or max(size) <= 64:
                break
            size = (max(1, int(size[0] * 0.75)), max(1, int(size[1] * 0.75)))
    return mime, data, (original if size != original else None), size


def _b64_len(n: int) -> int:
    return 4 * ((n + 2) // 3)


def wire_message(message: dict[str, Any], limits: ImageLimits = ImageLimits()) -> dict[str, Any]:
    """A message as the endpoint wants it: image parts become base64 data URLs (downscaled to ``limits``)."""
    content = message["content"]
    if isinstance(content, str):
        return message
    parts = []
    for part in content:
        if part.get("type") == "image":
            mime, data, _, _ = fit_image(part["file"], limits.max_edge, limits.max_bytes)
            encoded = base64.b64encode(data).decode("ascii")
            parts.append({"type": "image_url", "image_url": {"url": f"data:{mime};base64,{encoded}"}})
        else:
            parts.append(part)
    return {**message, "content": parts}
