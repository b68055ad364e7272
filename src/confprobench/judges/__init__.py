"""judges: the Judge interface and its implementations (OpenAI-compatible providers, process reward
models on vLLM's pooling API, in-process llama.cpp, Python judges, replayed predictions, reference
judges), addressed by spec strings (see registry.py)."""

from .base import CallError, ChatRequest, Completion, DirectJudge, JudgeInfo
from .model import MODES, ModelJudge
from .python import PythonJudge, StepInput, python_judge
from .registry import OPTION_HELP, PROVIDERS, Judge, make_judge, parse_options

__all__ = [
    "CallError",
    "ChatRequest",
    "Completion",
    "DirectJudge",
    "Judge",
    "JudgeInfo",
    "MODES",
    "ModelJudge",
    "OPTION_HELP",
    "PROVIDERS",
    "PythonJudge",
    "StepInput",
    "make_judge",
    "parse_options",
    "python_judge",
]
