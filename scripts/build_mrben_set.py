"""Build a set of real, correct model solutions from MR-Ben for reading the perturbation engine's variants.

    python scripts/build_mrben_set.py MRBEN --pool test --count 36 --name mrben-test23 \
        --exclude bench/data/mrben-dev --out bench/data/mrben-test23
    python scripts/build_mrben_set.py MRBEN --pool test --count 36 --name mrben-test24 \
        --exclude bench/data/mrben-* --out bench/data/mrben-test24       # a second, fresh one
    python scripts/build_mrben_set.py MRBEN --pool dev --count 40 --name mrben-dev --out bench/data/mrben-dev

MRBEN is a clone of the MR-Ben repository (a work tree, or a bare git directory, read at HEAD); its four
science and maths files ``data/{biology,chemistry,math,physics}.json`` are read with ``load_mrben`` (the
loader behind ``data convert --from mrben``). The questions are split once, by SHA-256("mrben-pool" | question
UUID): a hash ending in hex digits 0-5 (in the last digit) puts the question in the ``dev`` pool, anything
else in the ``test`` pool. Rules may be tuned on ``dev`` sets; ``test`` sets are read blind once and only then
become development data. The rules were tuned only on the first development set and on sets already read, so
once the ``test`` pool is used up a fresh set for a blind read comes from the ``dev`` pool's unused questions
(``--pool dev`` with every built set excluded). A set takes, in the order of SHA-256(question UUID | model), solutions MR-Ben's
annotators judged correct with 2-10 steps and no step over 1,500 characters, one per question and none of an
``--exclude`` benchmark's questions, in turn per subject (Biology, Chemistry, Math, Physics) and, within a
subject, per model (Claude 2, GPT-3.5, Mistral-Medium), until ``--count``.

The licence (MIT) and an attribution file are written beside the data and hashed in the manifest.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
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
from confprobench.data.loaders.mrben import load_mrben  # noqa: E402

FILES = ("biology", "chemistry", "math", "physics")
SUBJECT_ORDER = ("Biology", "Chemistry", "Math", "Physics")
MAX_STEP_CHARS = 1_500

README = """# {name}

Real model-written solutions from MR-Ben, every step correct: multiple-choice questions in biology,
chemistry, maths and physics (high school and college), answered step by step by Claude 2, GPT-3.5 or
Mistral-Medium and judged correct by MR-Ben's annotators.

- Source: MR-Ben, "MR-Ben: A Meta-Reasoning Benchmark for Evaluating System-2 Thinking in LLMs",
  Zhongshen Zeng et al., NeurIPS 2024; data from the authors' repository dvlab-research/Mr-Ben
  (commit {commit}), files `data/{{biology,chemistry,math,physics}}.json`.
- Licence: MIT, copied in LICENSE.txt beside this file; this selection is redistributed under it.
- Changes: solutions selected by scripts/build_mrben_set.py (`--pool {pool}`; rule in that script);
  converted by `load_mrben` (each "Step k:" header removed, the lines under a header joined to its step,
  the closing "Solution: Choice_X" line kept at the end of the last step; the options appended to the
  question). No text was edited otherwise.
"""


def pool_of(question_uuid: str) -> str:
    return hashed_pool("mrben-pool", question_uuid)


def question_of(process: Process) -> str:
    return process.problem.id.removeprefix("mrben-")


def select(processes: list[Process], pool: str, count: int, excluded: set[str]) -> list[Process]:
    """The set: eligible solutions, one per question, taken in turn per subject and model (module docstring)."""
    order = sorted(
        (p for p in processes if _eligible(p, pool, excluded)),
        key=lambda p: hashlib.sha256(f"{question_of(p)}|{p.source}".encode()).hexdigest(),
    )
    queues: dict[tuple[str, str], list[Process]] = {}
    for process in order:
        queues.setdefault((process.problem.subject, process.source or ""), []).append(process)
    models = sorted({model for _, model in queues})
    chosen: list[Process] = []
    used: set[str] = set()
    for model_turn in itertools.count():
        progress = False
        for subject in SUBJECT_ORDER:
            model = models[(model_turn + SUBJECT_ORDER.index(subject)) % len(models)]
            queue = queues.get((subject, model), [])
            while queue and question_of(queue[0]) in used:
                queue.pop(0)
            if queue and len(chosen) < count:
                process = queue.pop(0)
                chosen.append(process)
                used.add(question_of(process))
                progress = True
        if len(chosen) >= count or not progress and model_turn > len(models):
            break
    if len(chosen) < count:
        raise SystemExit(f"only {len(chosen)} eligible solutions left in the {pool} pool, {count} asked")
    return chosen


def _eligible(process: Process, pool: str, excluded: set[str]) -> bool:
    texts = [step.text for step in process.steps]
    return (
        pool_of(question_of(process)) == pool
        and question_of(process) not in excluded
        and all(step.label == 1 for step in process.steps)
        and 2 <= len(texts) <= 10
        and all(0 < len(text) <= MAX_STEP_CHARS for text in texts)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mrben", type=Path, help="a clone of the MR-Ben repository")
    parser.add_argument("--pool", choices=("dev", "test"), required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--exclude", nargs="*", default=[], help="benchmarks (globs) whose questions to leave out")
    args = parser.parse_args(argv)
    excluded = excluded_keys(args.exclude, args.out, question_of)
    with tempfile.TemporaryDirectory() as tmp:
        for name in FILES:
            (Path(tmp) / f"{name}.json").write_bytes(read_repo_file(args.mrben, f"data/{name}.json"))
        processes = list(load_mrben(tmp).processes)
    chosen = select(processes, args.pool, args.count, excluded)
    commit = repo_commit(args.mrben)
    readme = README.format(name=args.name, commit=commit, pool=args.pool)
    write_benchmark(
        args.out,
        chosen,
        (),
        name=args.name,
        built_by={
            "command": "python scripts/build_mrben_set.py",
            "source": f"dvlab-research/Mr-Ben@{commit}",
            "pool": args.pool,
            "count": args.count,
            "exclude": sorted(args.exclude),
        },
        extra_files={"LICENSE.txt": read_repo_file(args.mrben, "LICENSE").decode("utf-8"), "README.md": readme},
    )
    by_subject: dict[str, int] = {}
    for process in chosen:
        by_subject[process.problem.subject] = by_subject.get(process.problem.subject, 0) + 1
    print(f"{args.out}: {len(chosen)} solutions, {sum(len(p.steps) for p in chosen)} steps; {by_subject}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
