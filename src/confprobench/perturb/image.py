"""Image perturbation: mild photometric and geometric changes that keep figures legible.

Every operation draws its parameters from a range chosen so lines, angles, labels and numbers stay
readable; the check compares the variant with the original by SSIM after undoing the geometry
(scale back, rotate back and crop, invert back) and enforces size limits.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageEnhance, ImageFilter, ImageOps

from ..data import CheckVerdict

MIN_SIDE = 64
MAX_SIDE = 4096
SSIM_SIDE = 256  # SSIM is computed with the longer side at most this: fast, and enough to see lost structure


@dataclass(frozen=True)
class ImageOp:
    """One operation: how to draw its parameters, apply it, undo its geometry, and the SSIM it must keep."""

    name: str
    draw: Callable[[np.random.Generator], dict[str, Any]]
    apply: Callable[[Image.Image, dict[str, Any], np.random.Generator], Image.Image]
    undo: Callable[[Image.Image, dict[str, Any], tuple[int, int]], Image.Image]
    min_ssim: float


def _either(rng: np.random.Generator, low: tuple[float, float], high: tuple[float, float], digits: int = 3) -> float:
    """A value from one of two ranges (below or above the identity), each chosen with probability 1/2."""
    a, b = low if rng.random() < 0.5 else high
    return round(float(rng.uniform(a, b)), digits)


def _background(image: Image.Image) -> tuple[int, ...] | int:
    """The median colour of the border: fills the corners a rotation exposes."""
    array = np.asarray(image)
    border = np.concatenate([array[0], array[-1], array[:, 0], array[:, -1]])
    median = np.median(border, axis=0)
    return int(median) if np.ndim(median) == 0 else tuple(int(v) for v in median)


def _noise(image: Image.Image, params: dict[str, Any], rng: np.random.Generator) -> Image.Image:
    array = np.asarray(image, dtype=np.float32)
    noisy = array + rng.normal(0.0, params["sigma"], size=array.shape)
    return Image.fromarray(np.clip(np.rint(noisy), 0, 255).astype(np.uint8), mode=image.mode)


def _rotate(image: Image.Image, params: dict[str, Any], rng: np.random.Generator) -> Image.Image:
    return image.rotate(params["degrees"], resample=Image.Resampling.BICUBIC, expand=True, fillcolor=_background(image))


def _unrotate(image: Image.Image, params: dict[str, Any], size: tuple[int, int]) -> Image.Image:
    back = image.rotate(
        -params["degrees"], resample=Image.Resampling.BILINEAR, expand=True, fillcolor=_background(image)
    )
    left, top = (back.width - size[0]) // 2, (back.height - size[1]) // 2
    return back.crop((left, top, left + size[0], top + size[1]))


def _scale(image: Image.Image, params: dict[str, Any], rng: np.random.Generator) -> Image.Image:
    factor = params["factor"]
    return image.resize(
        (max(1, round(image.width * factor)), max(1, round(image.height * factor))), Image.Resampling.LANCZOS
    )


def _jpeg(image: Image.Image, params: dict[str, Any], rng: np.random.Generator) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", quality=params["quality"])
    return Image.open(io.BytesIO(buffer.getvalue())).convert(image.mode)


def _same(image: Image.Image, params: dict[str, Any], size: tuple[int, int]) -> Image.Image:
    return image


OPERATIONS: dict[str, ImageOp] = {
    op.name: op
    for op in [
        ImageOp("gaussian_noise", lambda r: {"sigma": round(float(r.uniform(4, 12)), 2)}, _noise, _same, 0.6),
        ImageOp(
            "invert", lambda r: {}, lambda im, p, r: ImageOps.invert(im), lambda im, p, s: ImageOps.invert(im), 0.99
        ),
        # Scale needs no explicit undo: the SSIM check resizes every image to the reference's size anyway.
        ImageOp("scale", lambda r: {"factor": _either(r, (0.7, 0.9), (1.15, 1.5))}, _scale, _same, 0.9),
        ImageOp("rotate", lambda r: {"degrees": _either(r, (-10, -3), (3, 10), 2)}, _rotate, _unrotate, 0.85),
        ImageOp(
            "brightness",
            lambda r: {"factor": _either(r, (0.7, 0.85), (1.15, 1.3))},
            lambda im, p, r: ImageEnhance.Brightness(im).enhance(p["factor"]),
            _same,
            0.85,
        ),
        ImageOp(
            "blur",
            lambda r: {"radius": round(float(r.uniform(0.5, 1.2)), 2)},
            lambda im, p, r: im.filter(ImageFilter.GaussianBlur(p["radius"])),
            _same,
            0.85,
        ),
        ImageOp("jpeg", lambda r: {"quality": int(r.integers(35, 71))}, _jpeg, _same, 0.85),
    ]
}


def load_rgb(path: Path) -> Image.Image:
    """Open an image as RGB or L (transparency composited on white). Raises OSError if unreadable."""
    with Image.open(path) as opened:
        opened.load()
        image: Image.Image = opened
        if image.mode in {"RGBA", "LA", "P"}:
            rgba = image.convert("RGBA")
            white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
            image = Image.alpha_composite(white, rgba)
        return image.convert("L" if image.mode in {"L", "1", "I", "I;16", "F"} else "RGB")


def ssim_reference(image: Image.Image) -> np.ndarray:
    """The grey, downscaled array SSIM compares against (compute it once per original)."""
    scale = min(1.0, SSIM_SIDE / max(image.size))
    size = (max(7, round(image.width * scale)), max(7, round(image.height * scale)))
    return np.asarray(image.convert("L").resize(size, Image.Resampling.BILINEAR), dtype=np.float32)


def _ssim(reference: np.ndarray, image: Image.Image) -> float:
    from skimage.metrics import structural_similarity

    size = (reference.shape[1], reference.shape[0])
    other = np.asarray(image.convert("L").resize(size, Image.Resampling.BILINEAR), dtype=np.float32)
    return float(structural_similarity(reference, other, data_range=255.0))  # type: ignore[no-untyped-call]  # skimage ships no types


def image_checks(
    original: Image.Image,
    variant: Image.Image,
    op: ImageOp,
    params: dict[str, Any],
    reference: np.ndarray | None = None,
) -> list[CheckVerdict]:
    """SSIM after undoing the geometry, size limits, and that the pixels changed at all.
    ``reference`` is ``ssim_reference(original)``, passed in when one original gets many variants."""
    restored = op.undo(variant, params, original.size)
    ssim = _ssim(ssim_reference(original) if reference is None else reference, restored)
    side_ok = MIN_SIDE <= min(variant.size) and max(variant.size) <= MAX_SIDE
    differs = variant.size != original.size or not np.array_equal(np.asarray(variant), np.asarray(original))
    return [
        CheckVerdict(name="differs", passed=differs, detail=None if differs else "identical pixels"),
        CheckVerdict(
            name="size",
            passed=side_ok,
            value=float(min(variant.size)),
            threshold=float(MIN_SIDE),
            detail=f"{variant.width}x{variant.height}; allowed sides {MIN_SIDE}..{MAX_SIDE}",
        ),
        CheckVerdict(name="ssim", passed=ssim >= op.min_ssim, value=round(ssim, 4), threshold=op.min_ssim),
    ]


def perturb_image(image: Image.Image, operation: str, rng: np.random.Generator) -> tuple[Image.Image, dict[str, Any]]:
    """Apply one named operation with parameters drawn from ``rng``; returns the image and its parameters."""
    op = OPERATIONS[operation]
    params = op.draw(rng)
    return op.apply(image, params, rng), params


def png_bytes(image: Image.Image) -> bytes:
    """PNG encoding with fixed settings and no metadata: the same pixels always give the same bytes.
    Level 1 compression: noisy variants barely compress anyway, and encoding dominates the cost otherwise."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=1)
    return buffer.getvalue()
