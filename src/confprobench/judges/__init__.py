"""judges: the Judge interface and its implementations (OpenAI-compatible endpoints, in-process
llama.cpp, replayed predictions, reference judges), addressed by spec strings (see registry.py)."""

from .base import CallError, ChatRequest, Completion, DirectJudge, JudgeInfo
from .model import MODES, ModelJudge
from .registry import OPTION_HELP, Judge, make_judge, parse_options

__all__ = ["CallError", "ChatRequest", "Completion", "DirectJudge", "Judge", "JudgeInfo", "MODES", "ModelJudge",
           "OPTION_HELP", "make_judge", "parse_options"]
