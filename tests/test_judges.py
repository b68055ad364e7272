"""Judges: the verbalized parser, verdict probabilities, specs and ids, cache keys, the response
cache, the adaptive limiter; and (slow) the real SmolLM2 model in process and behind llama_cpp.server."""

from __future__ import annotations

import asyncio
import json
import math
import sys

import pytest

from confprobench.data import ROBUSTNESS_FAMILIES, DataError, load_benchmark
from confprobench.judges import Completion, ModelJudge, make_judge
from confprobench.judges.base import message_text
from confprobench.judges.parsing import UnparseableOutput, parse_verbalized, parse_yes_no, verdict_probability
from confprobench.judges.templates import load_template
from confprobench.metrics import build_table
from confprobench.run import RunConfig, latest_predictions, load_run, run_judges
from confprobench.run.cache import ResponseCache
from confprobench.run.control import AdaptiveLimiter, Budget, BudgetExhausted, RetryPolicy
from servers.helpers import free_port, make_bench, serve

# -- verbalized parser -------------------------------------------------------------------------------


def _answer(*entries) -> str:
    return json.dumps({"steps": list(entries)})


def test_verbalized_answer_becomes_p_correct_from_label_and_confidence():
    text = (
        "```json\n"
        + _answer(
            {"step": 1, "label": 1, "probability": 0.9, "error_type": None},
            {"step": 2, "label": 0, "probability": "80%", "error_type": "Numerical Calculation Error"},
        )
        + "\n```"
    )
    steps, warnings = parse_verbalized(text, 2)
    assert [s.status for s in steps] == ["ok", "ok"] and warnings == []
    assert steps[0].probability == pytest.approx(0.9) and steps[1].probability == pytest.approx(0.2)
    assert steps[1].error_type.value == "NC"


def test_verbalized_entries_in_any_order_are_matched_by_step_number():
    steps, _ = parse_verbalized(
        _answer({"step": 2, "label": 0, "probability": 0.6}, {"step": 1, "label": 1, "probability": 0.7}), 2
    )
    assert [s.probability for s in steps] == pytest.approx([0.7, 0.4])


@pytest.mark.parametrize(
    "entries, why",
    [
        ([{"step": 1, "label": 1, "probability": 0.9}], "returned 1 step entries for 2"),
        ([{"step": 1, "label": 1}, {"step": 3, "label": 1}], "not 1..2"),
    ],
)
def test_misaligned_answers_mark_every_step_and_guess_nothing(entries, why):
    steps, _ = parse_verbalized(_answer(*entries), 2)
    assert [s.status for s in steps] == ["misaligned", "misaligned"] and why in steps[0].detail
    assert all(s.probability is None for s in steps)


def test_missing_and_invalid_steps_are_flagged_one_by_one():
    steps, warnings = parse_verbalized(
        _answer(
            {"step": 1},
            {"step": 2, "label": 1, "probability": 1.7},
            {"step": 3, "label": "maybe"},
            {"step": 4, "probability": 0.3},
            {"step": 5, "label": 0, "probability": 0.6, "error_type": "Cosmic Ray"},
            {"step": 6, "label": 1},
        ),
        6,
    )
    assert [s.status for s in steps] == ["missing", "invalid", "invalid", "invalid", "ok", "ok"]
    assert steps[4].error_type is None and "Cosmic Ray" in warnings[0]
    assert steps[5].label_only and steps[5].probability == 1.0


def test_output_without_json_is_unparseable_and_cut_output_is_truncated():
    with pytest.raises(UnparseableOutput) as prose:
        parse_verbalized("All steps look right to me.", 2)
    assert prose.value.kind == "parse"
    with pytest.raises(UnparseableOutput) as cut:
        parse_verbalized('{"steps": [{"step": 1, "label": 1, "probab', 2, finish_reason="length")
    assert cut.value.kind == "truncated"


def test_verdict_probability_sums_spellings_and_refuses_when_absent():
    p, mass = verdict_probability(
        (("Yes", math.log(0.5)), (" yes", math.log(0.1)), ("No", math.log(0.2)), ("Maybe", -0.5))
    )
    assert p == pytest.approx(0.6 / 0.8) and mass["no"] == pytest.approx(0.2)
    assert verdict_probability((("Maybe", -0.1),))[0] is None
    assert [parse_yes_no(t) for t in ("Yes.", " no", "Incorrect", "Perhaps")] == [1, 0, 0, None]


# -- specs, ids, templates and cache keys ------------------------------------------------------------


def test_spec_options_and_ids():
    judge = make_judge("openai:m@http://127.0.0.1:9/v1,http://127.0.0.1:8/v1;mode=sampling;k=3", {"timeout": "5"})
    assert isinstance(judge, ModelJudge) and judge.mode == "sampling" and judge.samples == 3
    assert judge.id == "openai:m;mode=sampling;k=3"  # no URL, no timeout: shards through other replicas merge
    assert judge.backend.identity["endpoint"] == ["http://127.0.0.1:8/v1/", "http://127.0.0.1:9/v1/"]
    assert make_judge("openai:m@http://127.0.0.1:9/v1").id == "openai:m"
    assert make_judge("constant:0.8").id == "constant:0.8"
    with pytest.raises(DataError, match="did you mean 'openai'"):
        make_judge("opnai:m")
    with pytest.raises(DataError, match="did you mean 'temperature'"):
        make_judge("openai:m@http://127.0.0.1:9/v1;temprature=1")
    with pytest.raises(DataError, match="k=three"):
        make_judge("openai:m@http://127.0.0.1:9/v1;mode=sampling;k=three")
    with pytest.raises(DataError, match="OPENAI_KEY_NOT_SET_HERE is not set"):
        make_judge("openai:gpt-4o;api_key_env=OPENAI_KEY_NOT_SET_HERE")


def test_cache_key_separates_everything_that_changes_the_answer(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    process = bench.processes["a"]
    base = make_judge("openai:m@http://127.0.0.1:9/v1;mode=sampling;k=2")
    keys = {}
    for name, spec in {
        "base": "openai:m@http://127.0.0.1:9/v1;mode=sampling;k=2",
        "model": "openai:other@http://127.0.0.1:9/v1;mode=sampling;k=2",
        "endpoint": "openai:m@http://127.0.0.1:7/v1;mode=sampling;k=2",
        "temperature": "openai:m@http://127.0.0.1:9/v1;mode=sampling;k=2;temperature=0.7",
    }.items():
        judge = make_judge(spec)
        keys[name] = judge.cache_key(judge.requests(process, bench.root)[0])
    requests = base.requests(process, bench.root)
    keys["sample"] = base.cache_key(requests[1])  # same step, sample 1
    variant = bench.materialize(bench.variants["a-img"])
    keys["image"] = base.cache_key(base.requests(variant, bench.root)[0])
    base.template = load_template("verbalized-v1")
    keys["template"] = base.cache_key(requests[0])
    assert len(set(keys.values())) == len(keys)
    moved = tmp_path / "moved"
    (bench.root).rename(moved)  # the same images elsewhere: same key (hashes, not paths)
    judge = make_judge("openai:m@http://127.0.0.1:9/v1;mode=sampling;k=2")
    assert judge.cache_key(judge.requests(load_benchmark(moved).processes["a"], moved)[0]) == keys["base"]


def test_requests_carry_images_as_hashes_and_text_only_models_get_none(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a."}, steps=2)
    judge = make_judge("openai:m@http://127.0.0.1:9/v1;mode=logprobs")
    request = judge.requests(bench.processes["a"], bench.root)[1]
    assert request.step == 2 and request.image_count() == 1 and "Step 2:" in request.prompt_text()
    assert "Is step 2 correct?" in request.prompt_text() and "Step 3" not in request.prompt_text()
    assert "file" not in json.dumps(request.key_payload())
    blind = make_judge("openai:m@http://127.0.0.1:9/v1;mode=logprobs;images=false")
    [text_only] = blind.requests(bench.processes["a"], bench.root, [2])
    assert text_only.image_count() == 0 and text_only.messages[0]["content"] == message_text(request.messages[0])


def test_response_cache_round_trip_wal_and_refuses_empty(tmp_path):
    cache = ResponseCache(tmp_path / "c.sqlite")
    answer = Completion(
        text="Yes", finish_reason="stop", top_logprobs=(("Yes", -0.1),), prompt_tokens=5, completion_tokens=1
    )
    cache.put("k", "judge", answer)
    assert cache.get("k") == answer and "k" in cache and cache.get("other") is None
    with pytest.raises(ValueError):
        cache.put("e", "judge", Completion(text=""))
    assert cache._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    cache.close()
    assert ResponseCache(tmp_path / "c.sqlite").get("k") == answer  # survives reopening


def test_limiter_halves_on_rate_limits_and_regrows():
    async def scenario():
        limiter = AdaptiveLimiter(8)
        for _ in range(2):
            async with limiter.slot() as slot:
                slot.rate_limited = True
        assert limiter.cap == 2 and limiter.in_flight == 0
        for _ in range(2 + 3):
            async with limiter.slot():
                assert limiter.in_flight == 1
        return limiter.cap

    assert asyncio.run(scenario()) == 4


def test_retry_delay_honours_retry_after_and_is_bounded():
    policy = RetryPolicy(base_delay=0.5, max_delay=4.0, seed=1)
    assert policy.delay(1, 2.5) == 2.5 and policy.delay(1, 100.0) == 4.0
    delays = [policy.delay(attempt, None) for attempt in (1, 2, 3, 10)]
    assert all(0 <= d <= cap for d, cap in zip(delays, (0.5, 1.0, 2.0, 4.0)))
    again = RetryPolicy(base_delay=0.5, max_delay=4.0, seed=1)
    assert delays == [again.delay(attempt, None) for attempt in (1, 2, 3, 10)]  # seeded jitter: reproducible
    budget = Budget(max_calls=1)
    budget.reserve_call()
    with pytest.raises(BudgetExhausted):
        budget.reserve_call()


# -- the real local model ----------------------------------------------------------------------------


@pytest.mark.slow
def test_smollm2_in_process_judges_with_prefix_reuse_and_cached_image_variants(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."}, steps=3)
    summary = run_judges(bench, ["llamacpp:smollm2;threads=1"], tmp_path / "run", RunConfig(progress=False))
    judge = summary.judges[0]
    assert summary.complete
    # stage 1: 6 steps; synonym and error injection: 1 step each; the image variant's prompts equal the
    # original's for a text-only model, so the cache answers all 3 and nothing is called for them.
    assert judge.calls == 8 and judge.cache_hits == 3 and judge.naive_calls == 15
    records = {p.key: p for p in latest_predictions(tmp_path / "run/predictions/llamacpp_smollm2.jsonl")}
    for record in records.values():
        assert record.status == "ok" and all(0.0 < s.p_correct < 1.0 for s in record.steps)
    assert [s.p_correct for s in records[("a", "a-img")].steps] == [s.p_correct for s in records[("a", None)].steps]
    # ...and the metrics must not count that as perfect robustness: the judge never saw the change.
    assert records[("a", "a-img")].meta["image_blind"] is True and "image_blind" not in records[("a", "a-err")].meta
    table = build_table(bench, records.values())
    assert "image" not in {ROBUSTNESS_FAMILIES[f] for f in table.pairs.family} and len(table.pairs.family) > 0
    assert any("reads no images" in w for w in table.warnings)
    assert records[("a", "a-err")].steps[2].p_correct != records[("a", None)].steps[2].p_correct  # step 3 rewritten
    assert judge.latency()["p50"] < 5000
    # The same prompt evaluated from scratch (no KV prefix) gives the same probability as with reuse.
    fresh = make_judge("llamacpp:smollm2;threads=1")
    request = fresh.requests(bench.processes["b"], bench.root, [2])[0]
    completion = asyncio.run(fresh.backend.complete(request))
    p_fresh, _ = verdict_probability(completion.top_logprobs)
    assert p_fresh == pytest.approx(records[("b", None)].steps[1].p_correct, abs=1e-4)


@pytest.mark.slow
def test_smollm2_behind_llama_cpp_server_through_the_openai_judge(tmp_path):
    from confprobench.judges.llamacpp import resolve_model

    # "long" (about 400 tokens) does not fit the server's 256-token context; "a" (about 120) does.
    questions = {"a": "Find a.", "long": "Find b. " + "The triangle has many sides to consider. " * 40}
    bench = make_bench(tmp_path, questions, steps=2, variants=False)
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(resolve_model("smollm2")),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--logits_all",
        "true",
        "--n_ctx",
        "256",
        "--n_threads",
        "1",
    ]
    with serve(command, port, "/v1/models", timeout=90) as base:
        spec = f"openai:smollm2@{base}/v1;mode=logprobs;images=false"  # a text-only model behind the endpoint
        summary = run_judges(bench, [spec], tmp_path / "run", RunConfig(progress=False))
    assert summary.complete and summary.judges[0].calls == 4, summary.format()
    records = {
        p.process_id: p
        for p in latest_predictions(tmp_path / "run/predictions/openai_smollm2_mode_logprobs_images_false.jsonl")
    }
    record = records["a"]
    assert record.status == "ok" and all(0.0 < s.p_correct < 1.0 for s in record.steps)
    # The server's HTTP 400 context_length_exceeded fails that process alone; it does not stop the judge.
    too_long = records["long"]
    assert too_long.status == "failed" and too_long.error_kind == "context_overflow" and too_long.steps == ()
    assert "maximum context length is 256 tokens" in too_long.error
    assert record.meta["raw"]["1"]["p_yes"] + record.meta["raw"]["1"]["p_no"] > 0.0


def test_smollm2_prompt_longer_than_n_ctx_is_a_typed_failure_not_a_crash_or_a_score(tmp_path):
    # n_ctx=128 holds both steps of "a" (101 and 119 tokens) and step 1 of "long" (115), not its step 2 (134).
    questions = {"a": "Find a.", "long": "Find b, the longest side of the right triangle drawn in the figure below."}
    bench = make_bench(tmp_path, questions, steps=2, variants=False)
    summary = run_judges(bench, ["llamacpp:smollm2;n_ctx=128;threads=1"], tmp_path / "run", RunConfig(progress=False))
    judge = summary.judges[0]
    records = {p.process_id: p for p in latest_predictions(tmp_path / "run/predictions/llamacpp_smollm2.jsonl")}
    assert records["a"].status == "ok" and all(0.0 < s.p_correct < 1.0 for s in records["a"].steps)
    failed = records["long"]
    assert failed.status == "failed" and failed.error_kind == "context_overflow" and failed.steps == ()
    assert failed.error.startswith("step 2: prompt has ") and "n_ctx is 128 (raise it with n_ctx=N)" in failed.error
    assert judge.calls == 4 and judge.failed_attempts == {"context_overflow": 1}  # tried once, not retried
    entry = load_run(tmp_path / "run").manifest["judges"]["llamacpp:smollm2"]
    assert entry["failures"] == {"context_overflow": 1} and entry["records"] == {"ok": 1, "failed": 1}


def test_replay_answers_from_a_predictions_file_and_fails_honestly_on_unknown_items(tmp_path):
    bench = make_bench(tmp_path, {"a": "Find a.", "b": "Find b."})
    run_judges(bench, ["noisy-oracle:0.3"], tmp_path / "first", RunConfig(progress=False, stage="original"))
    [(judge_id, path)] = load_run(tmp_path / "first").predictions.items()
    run_judges(bench, [f"replay:{path}"], tmp_path / "second", RunConfig(progress=False))
    original = {p.key: p for p in latest_predictions(path)}
    replayed = {p.key: p for p in latest_predictions(next((tmp_path / "second/predictions").glob("*.jsonl")))}
    assert {k: p.steps for k, p in replayed.items() if p.variant_id is None} == {
        k: p.steps for k, p in original.items()
    }
    assert {p.judge for p in replayed.values()} == {judge_id}  # replaying keeps the judge's name
    missing = [p for p in replayed.values() if p.variant_id is not None]
    assert len(missing) == 3 and all(p.status == "failed" and p.error_kind == "not_in_replay" for p in missing)
