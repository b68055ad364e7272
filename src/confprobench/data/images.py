"""Safe image access: every image a dataset names is opened through here.

A dataset is untrusted input, so an image path must stay inside the dataset root (after ``..`` and
symlinks are resolved), the file must exist and decode, and its pixel count must stay under a limit
(decompression bombs). Pillow's own decompression-bomb check stays on; its warning and its error
both become a :class:`DataError`, like every other refusal here.

Callers that read images on behalf of a record pass ``source`` (the data file), ``record`` (the
line or record id) and ``field`` so the error points at the record, not only at the image.

:func:`verified_image` is the one check every command runs (through ``load_benchmark``) on an image a
benchmark record names: inside the root, the SHA-256 the record states, decodable under the limit.
"""

from __future__ import annotations

import hashlib
import io
import warnings
from pathlib import Path, PurePosixPath, PureWindowsPath

from PIL import Image, UnidentifiedImageError

from .errors import DataError
from .schema import ImageRef

#: Default pixel limit (width × height). Pillow's own limit (about 89 M, error at twice that) applies too.
DEFAULT_MAX_PIXELS = 50_000_000


class _Where:
    """Where an image was named, so every refusal says the same thing the same way."""

    def __init__(
        self, root: Path, relative: str, source: str | Path | None, record: int | str | None, field: str | None
    ):
        self.root, self.relative, self.source, self.record, self.field = root, relative, source, record, field

    def error(self, message: str, path: Path | None = None) -> DataError:
        file = self.source if self.source is not None else (path or self.root / self.relative)
        return DataError(file, self.record, self.field, f"image {self.relative!r}: {message}")


def resolve_inside(
    root: str | Path,
    relative: str,
    *,
    source: str | Path | None = None,
    record: int | str | None = None,
    field: str | None = None,
) -> Path:
    """The real path of ``relative`` under ``root``; DataError if it is absolute, leaves the root or is missing."""
    root = Path(root)
    where = _Where(root, relative, source, record, field)
    if not isinstance(relative, str) or not relative.strip():
        raise where.error("the path is empty")
    if (
        PurePosixPath(relative).is_absolute()
        or PureWindowsPath(relative).is_absolute()
        or PureWindowsPath(relative).drive
    ):
        raise where.error("absolute paths are refused; image paths must be relative to the dataset root")
    real_root = root.resolve()
    path = (real_root / relative).resolve()  # follows symlinks and collapses '..'
    if not path.is_relative_to(real_root):
        raise where.error(
            f"the path leaves the dataset root {real_root} (resolves to {path}); copy the file "
            "into the dataset and name it by a path inside (a symlink must point inside too)"
        )
    if not path.is_file():
        raise where.error("file not found; restore it or fix the record's path", path)
    return path


def _decode(data: bytes, where: _Where, path: Path, max_pixels: int) -> Image.Image:
    """Decode fully (a truncated file fails here, not later in a judge) under both pixel limits."""
    try:
        with warnings.catch_warnings():
            # Pillow warns between its limit and twice its limit; a warning must not let a bomb through.
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))
            width, height = image.size
            if width * height > max_pixels:
                raise where.error(
                    f"{width}x{height} = {width * height:,} pixels exceeds the limit of {max_pixels:,}; "
                    "downscale it (or raise --max-pixels when converting)",
                    path,
                )
            image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise where.error(f"refused as a possible decompression bomb ({exc})", path) from None
    except UnidentifiedImageError:
        raise where.error(
            "not a decodable image (unknown or corrupt format); replace it with a PNG or JPEG", path
        ) from None
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise where.error(f"cannot be decoded ({exc}); the file is corrupt or truncated: replace it", path) from None
    return image


def _checked(
    root: str | Path,
    relative: str,
    max_pixels: int,
    source: str | Path | None,
    record: int | str | None,
    field: str | None,
) -> tuple[Path, bytes, Image.Image]:
    path = resolve_inside(root, relative, source=source, record=record, field=field)
    data = path.read_bytes()
    return path, data, _decode(data, _Where(Path(root), relative, source, record, field), path, max_pixels)


def read_image_bytes(
    root: str | Path,
    relative: str,
    *,
    max_pixels: int = DEFAULT_MAX_PIXELS,
    source: str | Path | None = None,
    record: int | str | None = None,
    field: str | None = None,
) -> bytes:
    """The file's bytes, after checking that it stays inside ``root``, decodes and is under the pixel limit."""
    return _checked(root, relative, max_pixels, source, record, field)[1]


def open_image(
    root: str | Path,
    relative: str,
    *,
    max_pixels: int = DEFAULT_MAX_PIXELS,
    source: str | Path | None = None,
    record: int | str | None = None,
    field: str | None = None,
) -> Image.Image:
    """The decoded image (pixels loaded, no file left open), with the same checks as :func:`read_image_bytes`."""
    return _checked(root, relative, max_pixels, source, record, field)[2]


def image_ref(
    root: str | Path,
    relative: str,
    *,
    max_pixels: int = DEFAULT_MAX_PIXELS,
    source: str | Path | None = None,
    record: int | str | None = None,
    field: str | None = None,
) -> ImageRef:
    """An :class:`ImageRef` (path normalized relative to ``root``, SHA-256 of the bytes) for a checked image."""
    path, data, _ = _checked(root, relative, max_pixels, source, record, field)
    return ImageRef(path=path.relative_to(Path(root).resolve()).as_posix(), sha256=hashlib.sha256(data).hexdigest())


def verified_image(
    root: str | Path,
    relative: str,
    sha256: str,
    *,
    max_pixels: int = DEFAULT_MAX_PIXELS,
    source: str | Path | None = None,
    record: int | str | None = None,
    field: str | None = None,
) -> Path:
    """The real path of an image a record names, after every check: it resolves inside ``root``
    (``..`` and symlinks followed), its bytes have the SHA-256 the record states, and it decodes
    under the pixel limit. Any failure is a DataError naming ``source``, ``record`` and ``field``."""
    path = resolve_inside(root, relative, source=source, record=record, field=field)
    data = path.read_bytes()
    where = _Where(Path(root), relative, source, record, field)
    actual = hashlib.sha256(data).hexdigest()
    if actual != sha256:
        raise where.error(
            f"SHA-256 {actual[:12]}… does not match the record's {sha256[:12]}…; the file changed "
            "after the benchmark was written: restore it or rebuild the benchmark",
            path,
        )
    _decode(data, where, path, max_pixels)
    return path
