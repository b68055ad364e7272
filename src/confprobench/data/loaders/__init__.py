"""Loaders for external step-labelled datasets and the converter to the native benchmark format.

One module per source format, each with ``load_<format>(path, ...) -> LoadedSource``;
``convert(format, path, out)`` writes a native benchmark. Formats and mappings: docs/formats.md.
"""

from .common import LoadedSource
from .convert import CONVERTERS, convert, load_source
from .mr_gsm8k import load_mr_gsm8k
from .mrben import load_mrben
from .native import load_native
from .prmbench import load_prmbench
from .processbench import load_processbench
from .projudgebench import load_projudgebench
from .visualprocessbench import load_visualprocessbench

__all__ = [
    "CONVERTERS",
    "LoadedSource",
    "convert",
    "load_mr_gsm8k",
    "load_mrben",
    "load_native",
    "load_prmbench",
    "load_processbench",
    "load_projudgebench",
    "load_source",
    "load_visualprocessbench",
]
