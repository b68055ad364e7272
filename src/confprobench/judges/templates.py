"""Versioned prompt templates: the text files in ``judges/prompts/``, named ``<id>.txt``.

A template's id and the SHA-256 of its bytes go into every prediction and into the cache key, so a
changed prompt never reuses answers given to the old one. Placeholders use ``${name}``
(string.Template) because prompts and problems are full of braces (JSON, LaTeX).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..data import DataError
from ..data.benchmark import sha256_bytes


@dataclass(frozen=True)
class PromptTemplate:
    """A prompt template: its id, the SHA-256 of its text, and the text with ``$name`` placeholders."""

    id: str
    sha256: str
    text: str

    def render(self, **values: object) -> str:
        """The text with every placeholder filled from ``values``; a DataError naming a missing one."""
        try:
            return string.Template(self.text).substitute({k: str(v) for k, v in values.items()})
        except KeyError as exc:
            raise DataError(
                None, None, "template", f"template {self.id!r} needs a value for ${{{exc.args[0]}}}"
            ) from None


def template_dir() -> Path:
    """The folder of the bundled prompt templates."""
    return Path(str(resources.files("confprobench.judges") / "prompts"))


def load_template(name: str) -> PromptTemplate:
    """Load a template by id (``stepwise-v1``) or by path to a ``.txt`` file of the user's."""
    path = Path(name)
    if path.suffix != ".txt" or not path.is_file():
        path = template_dir() / f"{name}.txt"
    if not path.is_file():
        known = sorted(p.stem for p in template_dir().glob("*.txt"))
        raise DataError(path, None, "template", f"no prompt template {name!r}; bundled: {', '.join(known)}")
    data = path.read_bytes()
    return PromptTemplate(id=path.stem, sha256=sha256_bytes(data), text=data.decode("utf-8"))
