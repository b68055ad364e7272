"""Audit the recorded type of graded injections against the blind readers' types, for the current engine.

For every error-injection pair graded in bench/reads (rounds ``--rounds``, default 23-37), re-run the engine's
``error_injection`` family on the graded process (allocation "all", 10 variants per target, seed 0, as the
reads were made) and say whether the graded text is still made and with which type and rule. Prints, per set
kind (MR-Ben, MR-GSM8K, other):

- every pair both readers called genuinely wrong but at least one typed differently from the record, with
  whether the engine still makes it and the type it records now;
- per rule, the pairs both readers typed as recorded (and how many are still made);
- "wrong and of the recorded type" over all graded pairs and over those the engine still makes.

With ``--jsonl OUT`` one line per pair is written too (``kept``, ``type_now``, ``rule_now``), so that two engines
can be compared pair by pair: a change of ``type_now`` on a kept pair is a change of the recorded type.

Run: PYTHONPATH=src python scripts/injection_type_audit.py [--rounds 23-37] [--jsonl OUT]
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path
from typing import Any

from confprobench.data import load_benchmark
from confprobench.perturb.engine import PerturbConfig, run_text_family

READS = Path(__file__).resolve().parent.parent / "bench" / "reads"


def graded_injections(rounds: range) -> list[dict[str, Any]]:
    """Every graded injection pair of the rounds: the key's fields plus both readers' grades."""
    pairs = []
    for round_dir in sorted(READS.glob("round*"), key=lambda path: int(path.name[5:])):
        if int(round_dir.name[5:]) not in rounds:
            continue
        for key_file in sorted(round_dir.glob("*.sheet.key.jsonl")):
            base = key_file.name[: -len(".sheet.key.jsonl")]
            grades = collections.defaultdict(list)
            for graded in sorted(round_dir.glob(f"{base}.graded.*.jsonl")):
                for line in graded.read_text(encoding="utf-8").splitlines():
                    row = json.loads(line)
                    grades[row["pair"]].append(row)
            for line in key_file.read_text(encoding="utf-8").splitlines():
                key = json.loads(line)
                if key["family"] == "error_injection" and key["pair"] in grades:
                    pairs.append(
                        {
                            **key,
                            "round": int(round_dir.name[5:]),
                            "dir": round_dir,
                            "set": base,
                            "grades": grades[key["pair"]],
                        }
                    )
    return pairs


def with_engine_types(pairs: list[dict[str, Any]]) -> None:
    """Add ``kept`` (the engine still makes the graded text), ``type_now`` and ``rule_now`` to each pair."""
    by_bench = collections.defaultdict(list)
    for pair in pairs:
        by_bench[pair["dir"] / pair["bench"]].append(pair)
    config = PerturbConfig(
        families=("error_injection",), allocation="all", variants_per_target=10, seed=0, progress=False
    )
    for bench_dir, items in by_bench.items():
        if not (bench_dir / "processes.jsonl").exists():
            continue  # the earliest rounds' benches are not kept
        bench = load_benchmark(bench_dir)
        wanted = {pair["process_id"] for pair in items}
        output = run_text_family([p for p in bench.processes.values() if p.id in wanted], "error_injection", config)
        made = {(v.process_id, v.target_step, v.text): v for v in output.variants}
        for pair in items:
            variant = made.get((pair["process_id"], pair["step"], pair["grades"][0]["variant"]))
            pair["kept"] = variant is not None
            pair["type_now"] = variant.injected_error_type.value if variant and variant.injected_error_type else None
            pair["rule_now"] = variant.operation if variant else None


def both_wrong(pair: dict[str, Any]) -> bool:
    return len(pair["grades"]) == 2 and all(g.get("genuinely_wrong") for g in pair["grades"])


def of_recorded_type(pair: dict[str, Any]) -> bool:
    return both_wrong(pair) and all(g.get("error_type") == pair["recorded_error_type"] for g in pair["grades"])


def set_kind(pair: dict[str, Any]) -> str:
    return (
        "MR-Ben" if pair["set"].startswith("mrben") else "MR-GSM8K" if pair["set"].startswith("mr-gsm8k") else "other"
    )


def report(pairs: list[dict[str, Any]]) -> None:
    for kind in ("MR-Ben", "MR-GSM8K", "other"):
        mine = [p for p in pairs if set_kind(p) == kind]
        if not mine:
            continue
        kept = [p for p in mine if p.get("kept")]
        print(f"## {kind}\n")
        print(
            f"wrong and of the recorded type: {sum(map(of_recorded_type, mine))} / {len(mine)} graded; "
            f"{sum(map(of_recorded_type, kept))} / {len(kept)} of those the engine still makes\n"
        )
        print(
            "| round | set | pair | rule | recorded | readers | still made | type now |\n|---|---|---|---|---|---|---|---|"
        )
        for p in mine:
            if both_wrong(p) and not of_recorded_type(p):
                readers = " / ".join(str(g.get("error_type")) for g in p["grades"])
                made = "yes" if p.get("kept") else "no"
                print(
                    f"| {p['round']} | {p['set']} | {p['pair']} | {p['rule']} | {p['recorded_error_type']} | {readers} "
                    f"| {made} | {p.get('type_now') or ''} |"
                )
        agreed = collections.Counter((p["rule"], bool(p.get("kept"))) for p in mine if of_recorded_type(p))
        print("\nboth readers typed as recorded, by rule (still made / all):")
        for rule in sorted({rule for rule, _ in agreed}):
            print(f"- {rule}: {agreed[(rule, True)]} / {agreed[(rule, True)] + agreed[(rule, False)]}")
        print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", default="23-37", help="first-last round, inclusive")
    parser.add_argument("--jsonl", help="also write one line per pair here")
    args = parser.parse_args()
    first, last = map(int, args.rounds.split("-"))
    pairs = graded_injections(range(first, last + 1))
    with_engine_types(pairs)
    report(pairs)
    if args.jsonl:
        with open(args.jsonl, "w", encoding="utf-8") as out:
            for p in pairs:
                readers = [g.get("error_type") for g in p["grades"]]
                wrong = [g.get("genuinely_wrong") for g in p["grades"]]
                fields = {
                    "round": p["round"],
                    "set": p["set"],
                    "pair": p["pair"],
                    "rule": p["rule"],
                    "recorded": p["recorded_error_type"],
                    "readers": readers,
                    "wrong": wrong,
                    "kept": p.get("kept", False),
                    "type_now": p.get("type_now"),
                    "rule_now": p.get("rule_now"),
                }
                out.write(json.dumps(fields) + "\n")


if __name__ == "__main__":
    main()
