"""Safe image access: paths stay inside the root, files decode, pixel limits (ours and Pillow's) hold."""

from __future__ import annotations

import hashlib
import struct
import warnings
import zlib
from pathlib import Path

import pytest
from PIL import Image

from confprobench.data.errors import DataError
from confprobench.data.images import image_ref, open_image, read_image_bytes, resolve_inside
from fixtures.source_formats import draw_triangle


def png_header_only(width: int, height: int) -> bytes:
    """A PNG whose header declares width × height but whose pixel data is a few bytes: a decompression bomb shape."""

    def chunk(kind: bytes, payload: bytes) -> bytes:
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 16))
        + chunk(b"IEND", b"")
    )


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    data = tmp_path / "dataset"
    draw_triangle(data / "figs" / "triangle.png")
    return data


def test_open_image_returns_decoded_pixels(root: Path) -> None:
    image = open_image(root, "figs/triangle.png")
    assert image.size == (160, 120)
    assert image.getpixel((0, 0)) == (255, 255, 255)  # pixels are loaded: no lazy file handle left


def test_read_bytes_and_ref_match_file(root: Path) -> None:
    raw = (root / "figs/triangle.png").read_bytes()
    assert read_image_bytes(root, "figs/triangle.png") == raw
    ref = image_ref(root, "figs/triangle.png")
    assert ref.sha256 == hashlib.sha256(raw).hexdigest()
    assert ref.path == "figs/triangle.png"


def test_ref_path_is_normalized_when_dotdot_stays_inside(root: Path) -> None:
    (root / "other").mkdir()
    ref = image_ref(root, "other/../figs/triangle.png")
    assert ref.path == "figs/triangle.png"


def test_parent_escape_is_refused(root: Path) -> None:
    draw_triangle(root.parent / "outside.png")
    with pytest.raises(DataError, match="leaves the dataset root") as info:
        open_image(root, "../outside.png")
    assert "'../outside.png'" in str(info.value)


def test_absolute_path_is_refused_even_inside_root(root: Path) -> None:
    inside = root / "figs" / "triangle.png"
    with pytest.raises(DataError, match="absolute paths are refused"):
        open_image(root, str(inside))
    with pytest.raises(DataError, match="absolute paths are refused"):
        open_image(root, "C:\\images\\triangle.png")


def test_symlink_escape_is_refused_but_inner_symlink_allowed(root: Path) -> None:
    draw_triangle(root.parent / "secret.png")
    (root / "link.png").symlink_to(root.parent / "secret.png")
    with pytest.raises(DataError, match="leaves the dataset root"):
        read_image_bytes(root, "link.png")
    (root / "alias.png").symlink_to(root / "figs" / "triangle.png")
    assert image_ref(root, "alias.png").path == "figs/triangle.png"


def test_missing_file(root: Path) -> None:
    with pytest.raises(DataError, match="'figs/nope.png': file not found"):
        open_image(root, "figs/nope.png")


def test_empty_path(root: Path) -> None:
    with pytest.raises(DataError, match="the path is empty"):
        open_image(root, "")


def test_undecodable_files(root: Path) -> None:
    (root / "notes.png").write_text("this is not an image", encoding="utf-8")
    with pytest.raises(DataError, match="not a decodable image"):
        open_image(root, "notes.png")
    raw = (root / "figs/triangle.png").read_bytes()
    (root / "truncated.png").write_bytes(raw[: len(raw) // 2])
    with pytest.raises(DataError, match="cannot be decoded"):
        open_image(root, "truncated.png")


def test_own_pixel_limit(root: Path) -> None:
    with pytest.raises(DataError, match=r"160x120 = 19,200 pixels exceeds the limit of 10,000"):
        open_image(root, "figs/triangle.png", max_pixels=10_000)
    assert open_image(root, "figs/triangle.png", max_pixels=19_200).size == (160, 120)


def test_pillow_bomb_error_is_not_bypassed_by_a_high_limit(root: Path) -> None:
    (root / "bomb.png").write_bytes(png_header_only(20_000, 20_000))  # 400 M pixels: above twice Pillow's limit
    with pytest.raises(DataError, match="decompression bomb"):
        open_image(root, "bomb.png", max_pixels=10**12)


def test_pillow_bomb_warning_becomes_an_error(root: Path) -> None:
    pixels = Image.MAX_IMAGE_PIXELS + 1_000_000  # between Pillow's limit and twice it: Pillow only warns
    width = 10_000
    (root / "big.png").write_bytes(png_header_only(width, pixels // width + 1))
    filters_before = list(warnings.filters)
    with pytest.raises(DataError, match="decompression bomb"):
        read_image_bytes(root, "big.png", max_pixels=10**12)
    assert warnings.filters == filters_before  # our 'error' filter does not leak
    assert Image.MAX_IMAGE_PIXELS is not None  # Pillow's global check stays on


def test_error_names_source_record_and_field(root: Path) -> None:
    with pytest.raises(DataError) as info:
        open_image(
            root, "../x.png", source=root / "test.parquet", record="row 3, id 'abc'", field="image_paths.image_1"
        )
    error = info.value
    assert (error.file, error.line, error.field) == (
        str(root / "test.parquet"),
        "row 3, id 'abc'",
        "image_paths.image_1",
    )
    assert str(error).startswith(
        f"{root / 'test.parquet'} [row 3, id 'abc']: field 'image_paths.image_1': image '../x.png'"
    )


def test_without_source_the_image_file_is_named(root: Path) -> None:
    with pytest.raises(DataError) as info:
        open_image(root, "figs/triangle.png", max_pixels=10)
    assert info.value.file == str((root / "figs/triangle.png").resolve())


def test_resolve_inside_returns_real_path(root: Path) -> None:
    assert resolve_inside(root, "figs/triangle.png") == (root / "figs/triangle.png").resolve()
