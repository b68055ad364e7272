"""Repository-level rules: data flows one way between the package's layers, and every link in the docs resolves."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "confprobench"

# A layer may import only itself and the layers listed before it.
LAYERS = ["data", "perturb", "judges", "run", "metrics", "report"]
TOP = {"cli", "pipeline", "__init__", "__main__", "api", "evaluate", "review"}


def _layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "confprobench" or len(parts) < 2:
        return None
    return parts[1]


def _imports(path: Path) -> list[str]:
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if path.name == "__init__.py":
        package = package.rsplit(".", 1)[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if path.name != "__init__.py":
                    base = base[:-1]
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            out.append(module)
    return out


def _files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] in LAYERS)


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_lower_layers_never_import_higher_ones(path: Path) -> None:
    own = path.relative_to(PACKAGE).parts[0]
    allowed = set(LAYERS[: LAYERS.index(own) + 1])
    bad = [m for m in _imports(path) if (layer := _layer_of(m)) is not None and layer not in allowed]
    assert not bad, f"{path.relative_to(ROOT)} ({own}) imports a higher layer: {bad}"


def test_layer_check_sees_a_violation(tmp_path: Path) -> None:
    """The check itself can fail: a data module importing the report is caught."""
    fake = PACKAGE / "data" / "_probe_for_layer_test.py"
    fake.write_text("from ..report import build\n", encoding="utf-8")
    try:
        with pytest.raises(AssertionError, match="imports a higher layer"):
            test_lower_layers_never_import_higher_ones(fake)
    finally:
        fake.unlink()


_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")


def _doc_files() -> list[Path]:
    return [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _anchors(path: Path) -> set[str]:
    anchors = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            title = re.sub(r"[^\w\- ]", "", title)
            anchors.add(title.replace(" ", "-"))
    return anchors


@pytest.mark.parametrize("doc", _doc_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_doc_link_resolves(doc: Path) -> None:
    broken = []
    for target in _LINK.findall(doc.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):  # an external address: not checked offline
            continue
        file_part, _, anchor = target.partition("#")
        resolved = (doc.parent / file_part).resolve() if file_part else doc
        if not resolved.exists():
            broken.append(target)
        elif anchor and resolved.suffix == ".md" and anchor not in _anchors(resolved):
            broken.append(target)
    assert not broken, f"{doc.relative_to(ROOT)} has links that do not resolve: {broken}"


def test_docs_name_no_file_outside_the_repository() -> None:
    """The reference notes the project was built from are not shipped; docs must not send readers there."""
    for doc in _doc_files():
        text = doc.read_text(encoding="utf-8")
        for name in ("metrics-spec.md", "data-notes.md", "design-lessons.md", "offline-stack.md"):
            assert name not in text, f"{doc.relative_to(ROOT)} mentions {name}, which is not in the repository"
