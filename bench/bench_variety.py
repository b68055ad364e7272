"""Variety of the syntactic family and type balance of error injection, measured on development text.

Syntactic: for every correct step, the rewrites ``syntactic_candidates_many`` proposes (single rules and
pairs) that pass the engine's cheap checks (numbers, maths, variables, negation, logic, content
lemmas; the embedding check is left out: it rejects few syntactic variants and costs most of the time).
Reported: accepted variants per step, the share that only exchange or move a connective (by rule, and
by text: the words other than connectives and punctuation are the same, in the same order), and the
share of steps with two or more clauses that get three or more distinct variants.

Error injection: for every correct step, the candidates ``error_candidates`` makes with the problem as
context that pass ``verify_injection`` and fail their target check; reported per type and per rule,
and the share of steps that can take each type.

Sources (development data only; never tune on test data):
  --prmbench FILE...   PRMBench JSONL files (``original_process`` steps and ``question``), e.g. the
                       ``prm800k_test_p1_4o_*`` files;
  --bench DIR          a native benchmark directory (processes.jsonl), e.g. a realistic-dev set.

Run: python bench/bench_variety.py --prmbench p1_*.jsonl [--limit 300] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from confprobench.data import ErrorType, load_benchmark
from confprobench.data.seeding import rng_for
from confprobench.perturb import checks
from confprobench.perturb.inject import (
    TARGET_CHECKS,
    InjectionContext,
    error_candidates,
    verify_injection,
)
from confprobench.perturb.models import parse_many
from confprobench.perturb.syntactic import (
    CONNECTIVE_RULES,
    RULES,
    _sentence_rewrites,
    _without_header,
    syntactic_candidates_many,
)

CONNECTIVE_WORDS = frozenset(
    {
        "so",
        "therefore",
        "thus",
        "hence",
        "because",
        "since",
        "it",
        "follows",
        "that",
        "then",
        "as",
        "provided",
        "if",
        "when",
        "consequently",
        "by",
        "this",
        "we",
        "get",
        "gives",
        "give",
        "which",
        "is",
        "are",
        "shows",
        "show",
    }
)


def steps_from_prmbench(paths: list[Path]) -> list[tuple[str, str, InjectionContext]]:
    """(process key, step text, context) for each original (correct) step, each process once."""
    seen: set[str] = set()
    steps = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            key = record.get("idx", "") + "|" + record["original_question"]
            process = tuple(record["original_process"])
            if process in seen:
                continue
            seen.add(process)  # type: ignore[arg-type]
            context = InjectionContext(question=record.get("question") or record["original_question"])
            steps += [(key, text, context) for text in process if text.strip()]
    return steps


def steps_from_bench(path: Path) -> list[tuple[str, str, InjectionContext]]:
    bench = load_benchmark(path)
    return [
        (p.id, s.text, InjectionContext.from_problem(p.problem))
        for p in bench.processes.values()
        for s in p.steps
        if s.label == 1 and s.text.strip()
    ]


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[\w$\\^{}=+\-*/.]+", text.lower()) if w not in CONNECTIVE_WORDS and w != "."]


def connective_only(original: str, variant: str) -> bool:
    """The same words in the same order once connectives and punctuation are set aside."""
    return words(original) == words(variant)


CLAUSE_DEPS = {"ROOT", "conj", "advcl", "ccomp", "relcl", "parataxis"}


def clauses(doc: Any) -> int:
    """Verb-headed clauses in the whole step (its sentences together)."""
    return sum(
        1
        for t in doc
        if t.pos_ in {"VERB", "AUX"}
        and t.dep_ in CLAUSE_DEPS
        and not (t.pos_ == "AUX" and t.head.pos_ == "VERB" and t.head != t)
    )


def complex_sentence(doc: Any) -> bool:
    """Some sentence of the step joins two clauses (a subordinate or coordinate clause with its own verb)."""
    return any(
        sum(
            1
            for t in sent
            if t.pos_ in {"VERB", "AUX"}
            and t.dep_ in CLAUSE_DEPS
            and t.head != t
            and any(c.dep_ in {"nsubj", "nsubjpass", "expl", "mark"} for c in t.children)
        )
        >= 1
        for sent in doc.sents
    )


def parseable(steps: list[tuple[str, str, InjectionContext]]) -> tuple[list[tuple[str, str, InjectionContext]], int]:
    """The steps spaCy can parse (a parser crash on one step is the engine's business, not this measure's)."""
    kept = []
    for step in steps:
        try:
            parse_many([step[1]])
        except ValueError:
            continue
        kept.append(step)
    return kept, len(steps) - len(kept)


def measure_syntactic(steps: list[tuple[str, str, InjectionContext]], n: int) -> dict[str, Any]:
    steps, unparseable = parseable(steps)
    texts = [text for _, text, _ in steps]
    docs = parse_many(texts)
    memo: dict[str, Any] = dict(zip(texts, docs))

    def parse(batch: list[str]) -> list[Any]:
        missing = [t for t in dict.fromkeys(batch) if t not in memo]
        memo.update(zip(missing, parse_many(missing)))
        return [memo[t] for t in batch]

    items = [(text, doc, rng_for(0, key, "syntactic", i)) for i, ((key, text, _), doc) in enumerate(zip(steps, docs))]
    batches = syntactic_candidates_many(items, n, parse)
    accepted: list[list[Any]] = []
    rejected: Counter[str] = Counter()
    for (text, doc, _), candidates in zip(items, batches):
        kept = []
        for candidate in candidates:
            failed = [v.name for v in checks.invariant_checks(text, candidate.text) if not v.passed]
            if not failed and not checks.lemma_check(doc, parse([candidate.text])[0]).passed:
                failed = ["lemmas"]
            if failed:
                rejected[failed[0]] += 1
            else:
                kept.append(candidate)
        accepted.append(kept)
    flat = [(text, c) for (text, _, _), kept in zip(items, accepted) for c in kept]
    by_rule = Counter(rule for _, c in flat for rule in c.params["rules"])
    connective_by_rule = sum(1 for _, c in flat if set(c.params["rules"]) <= CONNECTIVE_RULES)
    connective_by_text = sum(1 for text, c in flat if connective_only(text, c.text))
    multi = [kept for (text, doc, _), kept in zip(items, accepted) if clauses(doc) >= 2]
    why = why_few_variants(
        [(text, doc, candidates, kept) for (text, doc, _), candidates, kept in zip(items, batches, accepted)]
    )
    joined = [kept for (text, doc, _), kept in zip(items, accepted) if complex_sentence(doc)]
    return {
        "steps": len(items),
        "steps_the_parser_failed_on": unparseable,
        "steps_with_a_variant": sum(1 for kept in accepted if kept),
        "accepted": len(flat),
        "variants_per_step": round(len(flat) / max(len(items), 1), 2),
        "connective_only_share_by_rule": round(connective_by_rule / max(len(flat), 1), 3),
        "connective_only_share_by_text": round(connective_by_text / max(len(flat), 1), 3),
        "multi_clause_steps": len(multi),
        "multi_clause_with_3_or_more": round(
            sum(1 for kept in multi if len({c.text for c in kept}) >= 3) / max(len(multi), 1), 3
        ),
        "multi_clause_mean_variants": round(sum(len(k) for k in multi) / max(len(multi), 1), 2),
        "complex_sentence_steps": len(joined),
        "complex_sentence_with_3_or_more": round(
            sum(1 for kept in joined if len({c.text for c in kept}) >= 3) / max(len(joined), 1), 3
        ),
        "complex_sentence_mean_variants": round(sum(len(k) for k in joined) / max(len(joined), 1), 2),
        "rules": dict(by_rule.most_common()),
        "rejected_by_check": dict(rejected.most_common()),
        "multi_clause_why": why,
    }


def why_few_variants(steps: list[tuple[str, Any, list[Any], list[Any]]]) -> dict[str, Any]:
    """Where the variants of steps with two or more clauses are lost: what the rules propose on the
    sentences (before any guard), what survives the guards, what composition adds, what passes the cheap
    checks; and how many such steps end with 0, 1, 2, 3+ variants."""
    proposed = guarded = composed = kept_total = no_proposal = 0
    ending: Counter[str] = Counter()
    for text, doc, candidates, kept in steps:
        if clauses(doc) < 2:
            continue
        sentences = [sent for sent in (_without_header(s) for s in doc.sents) if sent is not None]
        raw = sum(len(rule(sent)) for sent in sentences for rule in RULES.values())
        proposed += raw
        no_proposal += raw == 0
        guarded += len(_sentence_rewrites(text, doc))
        composed += sum(1 for c in candidates if len(c.params["rules"]) > 1)
        kept_total += len(kept)
        ending[str(min(len({c.text for c in kept}), 3)).replace("3", "3+")] += 1
    return {
        "rule_outputs_before_guards": proposed,
        "steps_no_rule_applies_to": no_proposal,
        "single_rewrites_after_guards": guarded,
        "composed_candidates": composed,
        "accepted_after_checks": kept_total,
        "steps_ending_with_n_variants": dict(sorted(ending.items())),
    }


def measure_injection(steps: list[tuple[str, str, InjectionContext]], n: int) -> dict[str, Any]:
    types: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    possible: Counter[str] = Counter()
    kept_first: Counter[str] = Counter()
    rejected: Counter[str] = Counter()
    for i, (key, text, context) in enumerate(steps):
        accepted = []
        for candidate in error_candidates(text, rng_for(0, key, "error_injection", i), n, context):
            error_type = ErrorType(candidate.params["error_type"])
            verdicts = {v.name: v.passed for v in checks.invariant_checks(text, candidate.text)}
            ok, _ = verify_injection(text, candidate)
            if not ok:
                rejected["error_verified"] += 1
            elif all(verdicts[name] for name in TARGET_CHECKS[error_type]):
                rejected["target_check_passed"] += 1
            else:
                accepted.append(candidate)
        for candidate in accepted:
            types[candidate.params["error_type"]] += 1
            rules[f"{candidate.params['error_type']}:{candidate.operation}"] += 1
        for error_type in {c.params["error_type"] for c in accepted}:
            possible[error_type] += 1
        if accepted:
            kept_first[accepted[0].params["error_type"]] += 1
    total = sum(types.values())
    return {
        "steps": len(steps),
        "accepted": total,
        "steps_with_an_injection": sum(kept_first.values()),
        "type_share": {t: round(c / max(total, 1), 3) for t, c in types.most_common()},
        "first_variant_type_share": {
            t: round(c / max(sum(kept_first.values()), 1), 3) for t, c in kept_first.most_common()
        },
        "steps_that_can_take_type": {t: round(c / max(len(steps), 1), 3) for t, c in possible.most_common()},
        "rules": dict(rules.most_common()),
        "rejected": dict(rejected),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--prmbench", nargs="*", type=Path, default=[], help="PRMBench JSONL files (development split)")
    parser.add_argument("--bench", type=Path, help="a native benchmark directory (development split)")
    parser.add_argument("--limit", type=int, default=0, help="use at most this many steps (0: all)")
    parser.add_argument("--variants", type=int, default=20, help="candidates asked for per step")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    args = parser.parse_args()
    steps = steps_from_prmbench(args.prmbench) + (steps_from_bench(args.bench) if args.bench else [])
    if not steps:
        parser.error("give --prmbench files and/or --bench")
    if args.limit:
        steps = steps[: args.limit]
    result = {
        "syntactic": measure_syntactic(steps, args.variants),
        "error_injection": measure_injection(steps, args.variants),
    }
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
