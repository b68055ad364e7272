"""Judge specs: one string names a judge, options tune it.

\b
    PROVIDER/MODEL                 a model behind a provider: openai, anthropic, google, vllm, sglang,
                                   ollama, llamacpp (in process), llamacpp-server, lmdeploy, prm
                                   (a process reward model on vLLM's pooling API), or a kind another
                                   package adds (entry-point group ``confprobench.judges``)
    replay:PATH                    answers from a predictions JSONL file
    constant:C, random[:SEED], oracle, noisy-oracle:NOISE[,react=R][,seed=S]   reference judges

Options are ``key=value`` pairs: ``-M key=value`` / ``--judge-option`` on the command line (for every
model judge), a judge's table in a config file, or the ``options`` mapping in Python. See
OPTION_HELP for the keys and PROVIDERS for each provider's base URL, key variable and modes.

The older form ``KIND:MODEL[@URL[,URL2...]][;key=value...]`` still works (``openai:gpt-4o@URL;mode=logprobs``)
and names the very same judge as ``openai/gpt-4o -M base_url=URL -M mode=logprobs``; ``legacy_note``
gives the new spelling. A judge's id is its provider, model and the options that change its answers
(not the URL, key variable, timeout or prices), so shards that reach one model through different
replicas merge.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlparse

from ..data import DataError
from .base import DEFAULT_API_KEY_ENV, DirectJudge, JudgeInfo
from .images import ImageLimits
from .model import DEFAULT_TEMPLATES, ModelJudge
from .templates import load_template

Judge = ModelJudge | DirectJudge
_T = TypeVar("_T")

#: Entry-point group through which another package adds a judge kind (see judges/python.py).
ENTRY_POINT_GROUP = "confprobench.judges"

CHAT_MODES = ("verbalized", "logprobs", "sampling")
MB = 1024 * 1024


@dataclass(frozen=True)
class Provider:
    """Where a provider lives and what it can do. ``backend``: chat (OpenAI-compatible), llamacpp, pooling."""

    name: str
    backend: str
    base_url: str | None  # None: the OpenAI SDK's default (api.openai.com, or OPENAI_BASE_URL)
    api_key_env: str | None
    key_required: bool
    modes: tuple[str, ...]
    default_mode: str
    json_mode: bool = True  # whether the endpoint honours response_format json_object
    image_limits: ImageLimits = ImageLimits()
    reasoning: str | None = "reasoning_effort"  # how reasoning is asked for: reasoning_effort, thinking or None
    #: How to start the server (local providers): named when the endpoint cannot be reached.
    serve: str = ""


PROVIDERS: dict[str, Provider] = {
    p.name: p
    for p in (
        # openai: a key is required for the hosted API only (no base_url, or OpenAI's or Azure's host); a local
        # OpenAI-compatible server may go without. Azure OpenAI: base_url=https://RESOURCE.openai.azure.com/openai/v1.
        Provider("openai", "chat", None, "OPENAI_API_KEY", False, CHAT_MODES, "verbalized"),
        # Anthropic's OpenAI-compatible layer ignores logprobs, response_format and seed; 5 MB per image,
        # and images over 1568 px are resized by the server anyway (so we send them at that size).
        Provider(
            "anthropic",
            "chat",
            "https://api.anthropic.com/v1/",
            "ANTHROPIC_API_KEY",
            True,
            ("verbalized", "sampling"),
            "verbalized",
            json_mode=False,
            image_limits=ImageLimits(max_edge=1568, max_bytes=5 * MB),
            reasoning="thinking",
        ),
        # Gemini's OpenAI-compatible endpoint: inline image data up to 20 MB per request.
        Provider(
            "google",
            "chat",
            "https://generativelanguage.googleapis.com/v1beta/openai/",
            "GEMINI_API_KEY",
            True,
            ("verbalized", "sampling"),
            "verbalized",
            image_limits=ImageLimits(max_bytes=20 * MB),
        ),
        Provider(
            "vllm",
            "chat",
            "http://localhost:8000/v1",
            "VLLM_API_KEY",
            False,
            CHAT_MODES,
            "verbalized",
            serve="vllm serve MODEL",
        ),
        Provider(
            "sglang",
            "chat",
            "http://localhost:30000/v1",
            "SGLANG_API_KEY",
            False,
            CHAT_MODES,
            "verbalized",
            serve="python -m sglang.launch_server --model-path MODEL",
        ),
        # Older Ollama versions return no logprobs: those steps are then invalid, never guessed.
        Provider(
            "ollama",
            "chat",
            "http://localhost:11434/v1",
            "OLLAMA_API_KEY",
            False,
            CHAT_MODES,
            "verbalized",
            serve="ollama serve (and ollama pull MODEL)",
        ),
        Provider("llamacpp", "llamacpp", None, None, False, ("logprobs",), "logprobs", reasoning=None),
        Provider(
            "llamacpp-server",
            "chat",
            "http://localhost:8080/v1",
            "LLAMA_API_KEY",
            False,
            CHAT_MODES,
            "verbalized",
            reasoning=None,
            serve="llama-server -m MODEL.gguf",
        ),
        Provider(
            "lmdeploy",
            "chat",
            "http://localhost:23333/v1",
            "LMDEPLOY_API_KEY",
            False,
            CHAT_MODES,
            "verbalized",
            serve="lmdeploy serve api_server MODEL",
        ),
        Provider(
            "prm",
            "pooling",
            "http://localhost:8000",
            "VLLM_API_KEY",
            False,
            ("prm",),
            "prm",
            reasoning=None,
            serve="vllm serve MODEL --runner pooling",
        ),
    )
}

REFERENCE_KINDS = ("constant", "random", "oracle", "noisy-oracle")
KINDS = (*PROVIDERS, "replay", *REFERENCE_KINDS)

OPTION_HELP: dict[str, str] = {
    "base_url": "endpoint base URL; several (replicas of one model, used round-robin) separated by commas "
    "(default per provider, see docs/judges.md)",
    "mode": "verbalized (one call per process; default for chat providers), logprobs (one call per step; default "
    "and only mode for llamacpp) or sampling (k calls per step); prm judges have mode prm",
    "k": "samples per step in sampling mode (default 5)",
    "temperature": "sampling temperature (default 0 for verbalized, 1.0 for sampling)",
    "max_tokens": "completion token cap for verbalized answers (default 1024)",
    "max_completion_tokens": "send the cap as max_completion_tokens (reasoning models, which refuse max_tokens); "
    "the value replaces max_tokens",
    "reasoning_effort": "reasoning models: low, medium or high (OpenAI, Gemini, vLLM); implies max_completion_tokens "
    "and the model's own temperature",
    "thinking_budget": "anthropic: extended-thinking budget in tokens (max_tokens must exceed it)",
    "top_logprobs": "alternatives requested per token in logprobs mode (default 20)",
    "json_mode": "ask the endpoint for JSON output in verbalized mode (default true where the provider honours it)",
    "template": "prompt template id or path to a .txt template (default per mode: verbalized-v1, stepwise-v1)",
    "images": "send the problem's images (default true; false for text-only models behind an endpoint)",
    "image_max_edge": "downscale images whose longest edge exceeds this many pixels (default per provider)",
    "image_max_bytes": "downscale images whose base64 size exceeds this many bytes (default per provider)",
    "api_key_env": "environment variable holding the API key (default per provider); the key is never written",
    "timeout": "seconds per call before it counts as timed out (default 60)",
    "n_ctx": "llamacpp context length in tokens (default 2048)",
    "threads": "llamacpp CPU threads (default: all cores; on a machine busy with other work, 1 is faster)",
    "preset": "prm: model family (qwen2.5-math-prm, math-shepherd, mllm); default guessed from the model name",
    "sep": "prm: step tag written after every step (default per preset); must be the server's step_tag_id token",
    "positive": "prm: column of each returned row that holds P(correct) (default per preset)",
    "softmax": "prm: apply softmax to each returned row (when the server returns raw logits; default false)",
    "task": "prm: vLLM pooling task sent with each request (e.g. token_classify), for servers that need it named",
    "price_in": "USD per million prompt tokens, for the cost line of the manifest",
    "price_out": "USD per million completion tokens",
}
#: Options that change what a judge answers, hence part of its id (when not at their default).
_IDENTITY_OPTIONS = (
    "mode",
    "k",
    "temperature",
    "max_tokens",
    "max_completion_tokens",
    "reasoning_effort",
    "thinking_budget",
    "top_logprobs",
    "json_mode",
    "template",
    "images",
    "image_max_edge",
    "image_max_bytes",
    "preset",
    "sep",
    "positive",
    "softmax",
)
#: Options that only one backend reads: given to another, they are an error rather than silently ignored.
_BACKEND_OPTIONS = {
    "n_ctx": "llamacpp",
    "threads": "llamacpp",
    "preset": "pooling",
    "sep": "pooling",
    "positive": "pooling",
    "softmax": "pooling",
    "task": "pooling",
}


def split_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``'openai:m;mode=logprobs;k=3'`` → (``'openai:m'``, {'mode': 'logprobs', 'k': '3'})."""
    base, *pairs = [part.strip() for part in spec.split(";")]
    return base, parse_options(pairs, where=f"judge spec {spec!r}")


def parse_options(
    pairs: list[str] | tuple[str, ...], *, where: str = "--judge-option", known: Mapping[str, str] | None = OPTION_HELP
) -> dict[str, str]:
    """``['k=3', 'mode=sampling']`` → dict; unknown keys are refused with a suggestion (unless ``known`` is None)."""
    options = {}
    for pair in pairs:
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise DataError(None, None, "judge", f"{where}: option {pair!r} is not key=value")
        if known is not None and key not in known:
            raise DataError(
                None,
                None,
                "judge",
                f"{where}: unknown option {key!r}{_did_you_mean(key, known)}; known: {', '.join(known)}",
            )
        options[key] = value.strip()
    return options


def parse_judge_spec(spec: str) -> tuple[str, str, dict[str, str], bool]:
    """(provider or kind, model or argument, options written into the spec, whether it used the old form).

    ``openai/gpt-4o`` → ('openai', 'gpt-4o', {}, False); ``openai:gpt-4o@URL;mode=logprobs`` →
    ('openai', 'gpt-4o', {'base_url': URL, 'mode': 'logprobs'}, True). Reference and replay specs keep
    their ``kind:argument`` form (not legacy).
    """
    head = spec.split(";", 1)[0]
    slash, colon = head.find("/"), head.find(":")
    if slash > 0 and (colon < 0 or slash < colon):
        provider, model = head.split("/", 1)
        if ";" in spec:
            raise DataError(None, None, "judge", f"judge spec {spec!r}: give options with -M key=value, not ';'")
        return provider.strip(), model.strip(), {}, False
    base, own = split_spec(spec)
    kind, _, target = base.partition(":")
    if kind in PROVIDERS:
        model, at, urls = target.partition("@")
        if at:
            own = {"base_url": urls, **own}
        return kind, model, own, True
    return kind, target, own, False


def legacy_note(spec: str) -> str | None:
    """For a spec in the old ``KIND:MODEL@URL;k=v`` form, the same judge in the new syntax."""
    try:
        provider, model, own, legacy = parse_judge_spec(spec)
    except DataError:
        return None
    if not legacy:
        return None
    flags = "".join(f" -M {k}={v}" for k, v in own.items())
    return (
        f"note: judge spec {spec!r} uses the older KIND:MODEL@URL;key=value form (still supported); "
        f"the same judge in the new syntax: --judge {provider}/{model}{flags}"
    )


def make_judge(spec: str, options: Mapping[str, str] | None = None) -> Judge:
    """Build the judge a spec names. ``options`` apply to model judges unless the spec sets them itself."""
    kind, target, own, _ = parse_judge_spec(spec)
    if kind in PROVIDERS:
        return _model_judge(spec, PROVIDERS[kind], target, {**dict(options or {}), **own})
    if kind not in ("replay", *REFERENCE_KINDS):  # built-in kinds are never shadowed by a plugin
        plugin = _entry_point(kind)
        if plugin is not None:
            from .python import plugin_judge

            return plugin_judge(plugin, kind, target, {**dict(options or {}), **own})
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
            return make_reference_judge(spec)
        except ValueError as exc:
            raise DataError(None, None, "judge", str(exc)) from None
    known = (*KINDS, *_entry_point_names())
    raise DataError(
        None,
        None,
        "judge",
        f"unknown judge kind {kind!r} in {spec!r}{_did_you_mean(kind, known)}; "
        f"known: {', '.join(known)} (as PROVIDER/MODEL, e.g. openai/gpt-4o)",
    )


def _entry_point_names() -> list[str]:
    return sorted({ep.name for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)})


def _entry_point(name: str) -> Callable[..., Any] | None:
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == name:
            try:
                factory: Callable[..., Any] = ep.load()
                return factory
            except Exception as exc:  # a broken plugin names itself, not a confusing ImportError deep inside
                raise DataError(
                    None,
                    None,
                    "judge",
                    f"judge kind {name!r} from package entry point {ep.value!r} "
                    f"failed to load: {type(exc).__name__}: {exc}",
                ) from None
    return None


def _did_you_mean(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _model_judge(spec: str, provider: Provider, model: str, options: dict[str, str]) -> ModelJudge:
    kind = provider.name
    if not model:
        raise DataError(None, None, "judge", f"{spec!r}: {kind} needs a model: {kind}/MODEL")
    for key in options:
        if key not in OPTION_HELP:
            raise DataError(
                None,
                None,
                "judge",
                f"{spec!r}: unknown option {key!r}{_did_you_mean(key, OPTION_HELP)}; known: {', '.join(OPTION_HELP)}",
            )
    for key, needs in _BACKEND_OPTIONS.items():
        if key in options and needs != provider.backend:
            raise DataError(
                None,
                None,
                "judge",
                f"{spec!r}: option {key} applies to {'prm' if needs == 'pooling' else 'llamacpp'} judges only",
            )
    mode = options.get("mode", provider.default_mode)
    if mode not in provider.modes:
        raise DataError(None, None, "judge", _mode_refusal(spec, provider, mode))
    read = _OptionReader(spec, options)
    reasoning_effort = options.get("reasoning_effort")
    thinking_budget = read.int("thinking_budget", 0) or None
    if reasoning_effort and provider.reasoning != "reasoning_effort":
        hint = "; use thinking_budget=N" if provider.reasoning == "thinking" else ""
        raise DataError(None, None, "judge", f"{spec!r}: {kind} takes no reasoning_effort{hint}")
    if thinking_budget and provider.reasoning != "thinking":
        raise DataError(
            None,
            None,
            "judge",
            f"{spec!r}: thinking_budget is for anthropic; {kind} takes {provider.reasoning or 'no reasoning setting'}",
        )
    if (reasoning_effort or thinking_budget) and mode == "logprobs":
        raise DataError(
            None,
            None,
            "judge",
            f"{spec!r}: a reasoning model's first token is not its verdict, so "
            "mode=logprobs cannot read it; use mode=verbalized or mode=sampling",
        )
    settings: dict[str, Any] = {
        "samples": read.int("k", 5) if mode == "sampling" else 1,
        "temperature": read.float("temperature", 1.0 if mode == "sampling" else 0.0),
        "max_tokens": read.int("max_completion_tokens", read.int("max_tokens", 1024)),
        "top_logprobs": read.int("top_logprobs", 20),
        "json_mode": read.bool("json_mode", provider.json_mode),
    }
    if thinking_budget and settings["max_tokens"] <= thinking_budget:
        raise DataError(
            None,
            None,
            "judge",
            f"{spec!r}: max_tokens ({settings['max_tokens']}) must exceed thinking_budget ({thinking_budget})",
        )
    limits = ImageLimits(
        max_edge=read.int("image_max_edge", provider.image_limits.max_edge or 0) or None,
        max_bytes=read.int("image_max_bytes", provider.image_limits.max_bytes or 0) or None,
    )
    urls = [u.strip() for u in options.get("base_url", provider.base_url or "").split(",") if u.strip()]
    api_key_env = options.get("api_key_env") or _default_key_env(provider, urls)
    timeout = read.float("timeout", 60.0)
    extra: dict[str, Any] = {}
    if reasoning_effort:
        extra["reasoning_effort"] = reasoning_effort
    if thinking_budget:
        extra["thinking"] = {"type": "enabled", "budget_tokens": thinking_budget}
    style: dict[str, Any] = {
        "token_param": "max_completion_tokens"
        if ("max_completion_tokens" in options or reasoning_effort)
        else "max_tokens",
        # OpenAI's reasoning models accept only their default temperature; Anthropic's thinking needs 1.
        "send_temperature": not (reasoning_effort or thinking_budget),
        "extra_params": extra,
        "image_limits": limits,
    }
    if provider.backend == "pooling":
        return _prm_judge(spec, provider, model, options, urls, api_key_env, timeout, read, limits)
    if provider.backend == "chat":
        from .openai_backend import OpenAIBackend

        key_required = provider.key_required or any(_hosted_openai(u) for u in urls)
        backend: Any = OpenAIBackend(
            model,
            urls,
            api_key_env=api_key_env,
            timeout=timeout,
            key_required=key_required,
            image_limits=limits,
            hint=_serve_hint(provider, model, urls),
        )
        sees_images = read.bool("images", True)
        name = model
    else:
        from .llamacpp import BUNDLED_MODELS, LlamaCppBackend

        backend = LlamaCppBackend(
            model,
            n_ctx=read.int("n_ctx", 2048),
            threads=read.int("threads", 0) or None,
            top_logprobs=settings["top_logprobs"],
        )
        sees_images = False  # text-only model: an image variant's prompt equals the original's
        name = model if model in BUNDLED_MODELS else Path(model).stem  # no machine path in the id
    template = load_template(options.get("template", DEFAULT_TEMPLATES[mode]))
    defaults = {
        "mode": provider.default_mode,
        "template": DEFAULT_TEMPLATES[mode],
        "json_mode": str(provider.json_mode).lower(),
    }
    info = _info(
        spec,
        kind,
        name,
        mode,
        template.id,
        template.sha256,
        options,
        defaults,
        {**settings, "endpoint": backend.identity["endpoint"]},
    )
    return ModelJudge(
        info=info, backend=backend, template=template, mode=mode, sees_images=sees_images, **settings, **style
    )


def _prm_judge(
    spec: str,
    provider: Provider,
    model: str,
    options: dict[str, str],
    urls: list[str],
    api_key_env: str,
    timeout: float,
    read: _OptionReader,
    limits: ImageLimits,
) -> ModelJudge:
    from .prm import PoolingBackend, PRMJudge, preset_template, resolve_preset

    preset = resolve_preset(model, options.get("preset"), repr(spec))
    separator = options.get("sep") or preset.separator
    if not separator:
        raise DataError(
            None,
            None,
            "sep",
            f"{spec!r}: preset {preset.name} needs sep=TAG, the token the server's "
            "STEP pooler splits at (its step_tag_id)",
        )
    backend = PoolingBackend(
        model,
        urls,
        api_key_env=api_key_env,
        timeout=timeout,
        image_limits=limits,
        hint=_serve_hint(provider, model, urls),
        task=options.get("task"),
    )
    template = preset_template(preset, separator)
    settings: dict[str, Any] = {
        "positive": read.int("positive", preset.positive),
        "softmax": read.bool("softmax", False),
    }
    info = _info(
        spec,
        "prm",
        model,
        "prm",
        template.id,
        template.sha256,
        options,
        {"mode": "prm", "preset": preset.name},
        {**settings, "preset": preset.name, "sep": separator, "endpoint": backend.identity["endpoint"]},
    )
    # A text PRM never sees images: an image variant's request equals the original's (a cache hit, marked image_blind).
    return PRMJudge(
        info=info,
        backend=backend,
        template=template,
        mode="prm",
        max_tokens=0,
        sees_images=preset.images and read.bool("images", True),
        image_limits=limits,
        preset=preset,
        separator=separator,
        **settings,
    )


def _info(
    spec: str,
    kind: str,
    name: str,
    mode: str,
    template_id: str,
    template_sha: str,
    options: dict[str, str],
    defaults: dict[str, str],
    recorded: dict[str, Any],
) -> JudgeInfo:
    identity = [
        f"{key}={options[key]}" for key in _IDENTITY_OPTIONS if key in options and options[key] != defaults.get(key)
    ]
    judge_id = ";".join([f"{kind}:{name}", *identity])
    kept = {k: v for k, v in options.items() if k in ("api_key_env", "timeout", "price_in", "price_out")}
    return JudgeInfo(
        spec=spec,
        id=judge_id,
        kind=kind,
        mode=mode,
        template_id=template_id,
        template_sha256=template_sha,
        options={**recorded, **kept},
    )


def _serve_hint(provider: Provider, model: str, urls: list[str]) -> str:
    """What a connection error adds for a local server: is it running, and is this its URL."""
    if not provider.serve:
        return ""
    where = ", ".join(urls) if urls else "the default URL"
    return f"is the server running at {where}? start it with: {provider.serve.replace('MODEL', model)}"


def _hosted_openai(url: str) -> bool:
    """OpenAI's or Azure's hosted API, which always needs a key (a self-hosted server may not)."""
    host = urlparse(url).hostname or ""
    return host == "api.openai.com" or host.endswith(".azure.com")


def _default_key_env(provider: Provider, urls: list[str]) -> str:
    if provider.name == "openai" and any((urlparse(u).hostname or "").endswith(".azure.com") for u in urls):
        return "AZURE_OPENAI_API_KEY"
    return provider.api_key_env or DEFAULT_API_KEY_ENV


def _mode_refusal(spec: str, provider: Provider, mode: str) -> str:
    if mode not in (*CHAT_MODES, "prm"):
        return f"{spec!r}: mode {mode!r} is not one of {', '.join(provider.modes)}"
    why = {
        "logprobs": "does not return token log-probabilities",
        "prm": "is not a pooling endpoint (use prm/MODEL for a process reward model)",
    }.get(mode, f"does not support mode {mode}")
    return (
        f"{spec!r}: {provider.name} {why}; mode {mode} cannot work with it. "
        f"Use {' or '.join(f'mode={m}' for m in provider.modes)}"
    )


class _OptionReader:
    """Typed option values with errors that name the spec and the key."""

    def __init__(self, spec: str, options: dict[str, str]):
        self.spec, self.options = spec, options

    def _get(self, key: str, default: _T, convert: Callable[[str], _T]) -> _T:
        if key not in self.options:
            return default
        try:
            return convert(self.options[key])
        except ValueError:
            raise DataError(
                None,
                None,
                "judge",
                f"{self.spec!r}: option {key}={self.options[key]!r} is not a valid {convert.__name__}",
            ) from None

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
