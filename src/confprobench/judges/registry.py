"""Judge specs: one string names a judge, options tune it.

\b
    openai:MODEL[@URL[,URL2...]]   an OpenAI-compatible endpoint (replica URLs used round-robin)
    llamacpp:smollm2 | llamacpp:/path/model.gguf   a GGUF model in process (offline default)
    replay:PATH                    answers from a predictions JSONL file
    constant:C, random[:SEED], oracle, noisy-oracle:NOISE[,react=R][,seed=S]   reference judges

Options come as ``key=value`` pairs, either appended to the spec after ``;``
(``'openai:gpt-4o;mode=logprobs'``) or given once for all model judges (``--judge-option``); the
spec's own options win. See OPTION_HELP for the keys. A judge's id is its kind, model and the
options that change its answers (not the URL, key variable, timeout or prices), so shards that
reach the same model through different replicas merge.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from collections.abc import Mapping
from typing import Any, Union

from ..data import DataError
from .base import DirectJudge, JudgeInfo
from .model import DEFAULT_TEMPLATES, MODES, ModelJudge
from .templates import load_template

Judge = Union[ModelJudge, DirectJudge]

MODEL_KINDS = ("openai", "llamacpp")
REFERENCE_KINDS = ("constant", "random", "oracle", "noisy-oracle")
KINDS = (*MODEL_KINDS, "replay", *REFERENCE_KINDS)

OPTION_HELP: dict[str, str] = {
    "mode": "verbalized (one call per process; default for openai), logprobs (one call per step; default and "
            "only mode for llamacpp) or sampling (k calls per step)",
    "k": "samples per step in sampling mode (default 5)",
    "temperature": "sampling temperature (default 0 for verbalized, 1.0 for sampling)",
    "max_tokens": "completion token cap for verbalized answers (default 1024)",
    "top_logprobs": "alternatives requested per token in logprobs mode (default 20)",
    "json_mode": "ask the endpoint for JSON output in verbalized mode (default true; false for servers without it)",
    "template": "prompt template id or path to a .txt template (default per mode: verbalized-v1, stepwise-v1)",
    "images": "send the problem's images (default true for openai; false for text-only models behind an endpoint)",
    "api_key_env": "environment variable holding the API key (default OPENAI_API_KEY); the key is never written",
    "timeout": "seconds per call before it counts as timed out (default 60)",
    "n_ctx": "llamacpp context length in tokens (default 2048)",
    "threads": "llamacpp CPU threads (default: all cores; on a machine busy with other work, 1 is faster)",
    "price_in": "USD per million prompt tokens, for the cost line of the manifest",
    "price_out": "USD per million completion tokens",
}
#: Options that change what a judge answers, hence part of its id (when not at their default).
_IDENTITY_OPTIONS = ("mode", "k", "temperature", "max_tokens", "top_logprobs", "json_mode", "template", "images")


def split_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``'openai:m;mode=logprobs;k=3'`` → (``'openai:m'``, {'mode': 'logprobs', 'k': '3'})."""
    base, *pairs = [part.strip() for part in spec.split(";")]
    return base, parse_options(pairs, where=f"judge spec {spec!r}")


def parse_options(pairs: list[str] | tuple[str, ...], *, where: str = "--judge-option") -> dict[str, str]:
    options = {}
    for pair in pairs:
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise DataError(None, None, "judge", f"{where}: option {pair!r} is not key=value")
        if key not in OPTION_HELP:
            raise DataError(None, None, "judge", f"{where}: unknown option {key!r}{_did_you_mean(key, OPTION_HELP)}; "
                            f"known: {', '.join(OPTION_HELP)}")
        options[key] = value.strip()
    return options


def make_judge(spec: str, options: Mapping[str, str] | None = None) -> Judge:
    """Build the judge a spec names. ``options`` apply to model judges unless the spec sets them itself."""
    base, own = split_spec(spec)
    kind, _, target = base.partition(":")
    if kind in MODEL_KINDS:
        return _model_judge(spec, kind, target, {**dict(options or {}), **own})
    if own:
        raise DataError(None, None, "judge", f"judge spec {spec!r}: options apply to model judges only")
    if kind == "replay":
        from .replay import ReplayJudge

        if not target:
            raise DataError(None, None, "judge", "replay needs a path: replay:PATH")
        return ReplayJudge(target)
    if kind in REFERENCE_KINDS:
        from .reference import make_reference_judge

        try:
            return make_reference_judge(base)
        except ValueError as exc:
            raise DataError(None, None, "judge", str(exc)) from None
    raise DataError(None, None, "judge", f"unknown judge kind {kind!r} in {spec!r}{_did_you_mean(kind, KINDS)}; "
                    f"known kinds: {', '.join(KINDS)}")


def _did_you_mean(word: str, choices) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _model_judge(spec: str, kind: str, target: str, options: dict[str, str]) -> ModelJudge:
    if not target:
        raise DataError(None, None, "judge", f"{kind} needs a model: {kind}:MODEL")
    mode = options.get("mode", "verbalized" if kind == "openai" else "logprobs")
    if mode not in MODES:
        raise DataError(None, None, "judge", f"{spec!r}: mode {mode!r} is not one of {', '.join(MODES)}")
    read = _OptionReader(spec, options)
    settings: dict[str, Any] = {
        "samples": read.int("k", 5) if mode == "sampling" else 1,
        "temperature": read.float("temperature", 1.0 if mode == "sampling" else 0.0),
        "max_tokens": read.int("max_tokens", 1024),
        "top_logprobs": read.int("top_logprobs", 20),
        "json_mode": read.bool("json_mode", True),
    }
    template = load_template(options.get("template", DEFAULT_TEMPLATES[mode]))
    if kind == "openai":
        from .openai_backend import DEFAULT_API_KEY_ENV, OpenAIBackend

        model, _, urls = target.partition("@")
        backend = OpenAIBackend(model, [u.strip() for u in urls.split(",") if u.strip()],
                                api_key_env=options.get("api_key_env", DEFAULT_API_KEY_ENV),
                                timeout=read.float("timeout", 60.0))
        sees_images = read.bool("images", True)
        name = model
    else:
        from .llamacpp import BUNDLED_MODELS, LlamaCppBackend

        if mode != "logprobs":
            raise DataError(None, None, "judge", f"{spec!r}: llamacpp judges support mode=logprobs only")
        backend = LlamaCppBackend(target, n_ctx=read.int("n_ctx", 2048), threads=read.int("threads", 0) or None,
                                  top_logprobs=settings["top_logprobs"])
        sees_images = False  # text-only model: an image variant's prompt equals the original's
        name = target if target in BUNDLED_MODELS else Path(target).stem  # no machine path in the id
    defaults = {"mode": "verbalized" if kind == "openai" else "logprobs", "template": DEFAULT_TEMPLATES[mode]}
    identity = [f"{key}={options[key]}" for key in _IDENTITY_OPTIONS
                if key in options and options[key] != defaults.get(key)]
    judge_id = ";".join([f"{kind}:{name}", *identity])
    info = JudgeInfo(spec=spec, id=judge_id, kind=kind, mode=mode, template_id=template.id,
                     template_sha256=template.sha256,
                     options={**settings, "endpoint": backend.identity["endpoint"],
                              **{k: v for k, v in options.items() if k in ("api_key_env", "timeout", "price_in", "price_out")}})
    return ModelJudge(info=info, backend=backend, template=template, mode=mode, sees_images=sees_images, **settings)


class _OptionReader:
    """Typed option values with errors that name the spec and the key."""

    def __init__(self, spec: str, options: dict[str, str]):
        self.spec, self.options = spec, options

    def _get(self, key: str, default: Any, convert) -> Any:
        if key not in self.options:
            return default
        try:
            return convert(self.options[key])
        except ValueError:
            raise DataError(None, None, "judge", f"{self.spec!r}: option {key}={self.options[key]!r} "
                            f"is not a valid {convert.__name__}") from None

    def int(self, key: str, default: int) -> int:
        return self._get(key, default, int)

    def float(self, key: str, default: float) -> float:
        return self._get(key, default, float)

    def bool(self, key: str, default: bool) -> bool:
        def boolean(text: str) -> bool:
            if text.lower() in ("1", "true", "yes", "on"):
                return True
            if text.lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(text)

        return self._get(key, default, boolean)
