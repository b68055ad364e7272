"""Build a set of real model solutions to maths word problems from MR-GSM8K, for reading the perturbation engine's variants.

    python scripts/build_mr_gsm8k_set.py MRGSM8K --pool dev --count 40 --name mr-gsm8k-dev --out bench/data/mr-gsm8k-dev
    python scripts/build_mr_gsm8k_set.py MRGSM8K --pool test --count 36 --name mr-gsm8k-test29 \
        --exclude 'bench/data/mr-gsm8k-*' --out bench/data/mr-gsm8k-test29

MRGSM8K is a clone of the MR-GSM8K repository (a work tree, or a bare git directory, read at HEAD). Its full data
file is too large for a plain clone to carry, so the builder reads graded evaluation files
``eval_results/gpt4-grading/*_eval_results.json`` (``--files``, by default all but GPT-4's; lists of MR-GSM8K records, each with the solution, its
annotation and one model's critique; the critique is not used), merged by record UUID in file-name order, with
``load_mr_gsm8k`` (the loader behind ``data convert --from mr-gsm8k``). Those files hold solutions the annotators
judged wrong; each one's steps before its first wrong step were judged correct, and only those are ever perturbed.

The records are split once, by SHA-256("mr-gsm8k-pool" | UUID): a hash ending in hex digits 0-5 (in the last digit)
puts the record in the ``dev`` pool, anything else in the ``test`` pool. Rules may be tuned on ``dev`` sets; ``test``
sets are read blind once and only then become development data. The rules were tuned only on the first development set and on sets already read, so
once the ``test`` pool is used up a fresh set for a blind read comes from the ``dev`` pool's unused questions
(``--pool dev`` with every built set excluded). A set takes, in the order of SHA-256(UUID),
solutions in prose (original or reversed questions; program-of-thought ones are skipped by the loader) with 2-10
correct steps before the first wrong one and no step over 1,500 characters, none of an ``--exclude`` benchmark's
questions, alternating original and reversed questions, until ``--count``.

The licence (MIT) and an attribution file are written beside the data and hashed in the manifest.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
# Import the package from src/ even when it is not installed, and the PRMBench builder's repository readers.
for folder in (REPO_ROOT / "src", REPO_ROOT / "scripts"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from build_prmbench_slice import read_repo_file, repo_commit  # noqa: E402
from set_pools import excluded_keys, hashed_pool  # noqa: E402

from confprobench.data import Process, write_benchmark  # noqa: E402
from confprobench.data.loaders.mr_gsm8k import load_mr_gsm8k  # noqa: E402

GRADED_DIR = "eval_results/gpt4-grading"
#: The graded files read by default: every one but GPT-4's, which is too large for some copies of the repository
#: to carry. The names read are recorded in the manifest; a set rebuilds only from the same files.
GRADED_FILES = (
    "Claude_eval_results.json",
    "GPT3_5_eval_results.json",
    "llama2_70b_eval_results.json",
    "mammoth_70B_eval_results.json",
    "metamath_70B_eval_results.json",
    "wizardmath_70B_eval_results.json",
)
MAX_STEP_CHARS = 1_500

README = """# {name}

Real model-written solutions to grade-school maths word problems from MR-GSM8K: GSM8K questions, some
"reversed" (a given turned into an unknown X), answered step by step ("Step k: ...", with GSM8K's
`<<a*b=c>>` calculator annotations) and annotated step by step. Every solution here was judged wrong by
MR-GSM8K's annotators at some step after step 2; the steps before that one were judged correct, and only
those are perturbed (the wrong step is labelled 0, the steps after it are unlabelled).

- Source: MR-GSM8K, "MR-GSM8K: A Meta-Reasoning Benchmark for Large Language Model Evaluation",
  Zhongshen Zeng et al., 2023; data from the authors' repository dvlab-research/MR-GSM8K
  (commit {commit}), the records of `{graded_dir}/*_eval_results.json` (the critiques are not used).
- Licence: MIT, copied in LICENSE.txt beside this file; this selection is redistributed under it.
- Changes: solutions selected by scripts/build_mr_gsm8k_set.py (`--pool {pool}`; rule in that script);
  converted by `load_mr_gsm8k` (each "Step k:" header removed). No text was edited otherwise.
"""


def pool_of(uuid: str) -> str:
    return hashed_pool("mr-gsm8k-pool", uuid)


def uuid_of(process: Process) -> str:
    return process.problem.id.removeprefix("mr-gsm8k-")


def select(processes: list[Process], pool: str, count: int, excluded: set[str]) -> list[Process]:
    """The set: eligible solutions taken in turn from original and reversed questions (module docstring)."""
    order = sorted(
        (p for p in processes if _eligible(p, pool, excluded)),
        key=lambda p: hashlib.sha256(uuid_of(p).encode()).hexdigest(),
    )
    queues: dict[str, list[Process]] = {}
    for process in order:
        queues.setdefault(process.source or "", []).append(process)
    chosen: list[Process] = []
    for kind in itertools.cycle(sorted(queues)):
        if len(chosen) >= count or not any(queues.values()):
            break
        if queues[kind]:
            chosen.append(queues[kind].pop(0))
    if len(chosen) < count:
        raise SystemExit(f"only {len(chosen)} eligible solutions left in the {pool} pool, {count} asked")
    return chosen


def _eligible(process: Process, pool: str, excluded: set[str]) -> bool:
    correct = [step for step in process.steps if step.label == 1]
    return (
        pool_of(uuid_of(process)) == pool
        and uuid_of(process) not in excluded
        and 2 <= len(correct) <= 10
        and all(0 < len(step.text) <= MAX_STEP_CHARS for step in process.steps)
    )


def merged_records(repo: Path, names: list[str]) -> list[dict]:
    """The records of the named graded files, each UUID once (the first file, by name, that has it)."""
    records: dict[str, dict] = {}
    for name in sorted(names):
        for record in json.loads(read_repo_file(repo, f"{GRADED_DIR}/{name}")):
            records.setdefault(record["uuid"], record)
    return list(records.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mr_gsm8k", type=Path, help="a clone of the MR-GSM8K repository")
    parser.add_argument("--pool", choices=("dev", "test"), required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--exclude", nargs="*", default=[], help="benchmarks (globs) whose questions to leave out")
    parser.add_argument("--files", nargs="+", default=list(GRADED_FILES), help=f"graded files of {GRADED_DIR} to read")
    args = parser.parse_args(argv)
    excluded = excluded_keys(args.exclude, args.out, uuid_of)
    with tempfile.TemporaryDirectory() as tmp:
        merged = Path(tmp) / "mr-gsm8k.json"
        merged.write_text(json.dumps(merged_records(args.mr_gsm8k, args.files)), encoding="utf-8")
        processes = list(load_mr_gsm8k(merged).processes)
    chosen = select(processes, args.pool, args.count, excluded)
    commit = repo_commit(args.mr_gsm8k)
    readme = README.format(name=args.name, commit=commit, pool=args.pool, graded_dir=GRADED_DIR)
    write_benchmark(
        args.out,
        chosen,
        (),
        name=args.name,
        built_by={
            "command": "python scripts/build_mr_gsm8k_set.py",
            "source": f"dvlab-research/MR-GSM8K@{commit}",
            "pool": args.pool,
            "count": args.count,
            "exclude": sorted(args.exclude),
            "files": sorted(args.files),
        },
        extra_files={"LICENSE.txt": read_repo_file(args.mr_gsm8k, "LICENSE").decode("utf-8"), "README.md": readme},
    )
    correct = sum(1 for p in chosen for step in p.steps if step.label == 1)
    kinds = {kind: sum(1 for p in chosen if p.source == kind) for kind in sorted({p.source or "" for p in chosen})}
    print(f"{args.out}: {len(chosen)} solutions, {correct} correct steps; {kinds}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
