"""Build the bundled ``prmbench-slice`` benchmark from a copy of the PRMBench repository.

    python scripts/build_prmbench_slice.py PRMBENCH            # rewrites src/confprobench/data/sample/prmbench-slice/
    python scripts/build_prmbench_slice.py PRMBENCH --out DIR  # writes elsewhere
    python scripts/build_prmbench_slice.py PRMBENCH --split p2 --per-class 2 --name prmbench-p2-test \
        --out bench/data/prmbench-p2-test                      # the held-out test set of real text
    python scripts/build_prmbench_slice.py PRMBENCH --split p2 --per-class 2 --name prmbench-p2-test2 \
        --exclude bench/data/prmbench-p2-test --out bench/data/prmbench-p2-test2   # a second, fresh one
    python scripts/build_prmbench_slice.py PRMBENCH --split qwq --count 14 --name prmbench-qwq-test17 \
        --exclude bench/data/prmbench-* --out bench/data/prmbench-qwq-test17      # QwQ's correct solutions

PRMBENCH is a clone of the PRMBench repository (a work tree, or a bare git directory, read at HEAD).
Only the eight development files ``prm800k_test_p1_4o_<class>.jsonl`` are read for the bundled slice;
the p2 files are test data (and, once no p2 problem is left unread, the `--split train` files, which nothing
had read before): `--split p2` builds the held-out real-text test set of the perturbation
engine (bench/data/prmbench-p2-test), which no rule may be tuned on. They are converted with ``load_prmbench`` (the loader behind
``data convert --from prmbench``) and a slice is chosen deterministically:

1. eligible: records whose modified process was kept by the loader, whose original and modified
   solutions both have 3–8 steps, and with no empty step;
2. per class, ``PER_CLASS`` records, taken in the order of SHA-256(idx | class), preferring problems
   the slice uses least so far (so the classes spread over the problems);
3. each chosen modified process comes with its own original (identical originals are stored once).

`--split qwq` reads PRMBench's multi-solution file instead (``prm_test_p12_multi_solutions.jsonl``: for
p1/p2 problems, a second solution written by QwQ-32B-Preview, every step correct) and its annotation file,
and takes ``--count`` QwQ processes (never the PRM800K originals, which the other splits already use):

1. eligible: solutions PRMBench's annotators judged correct (each record is matched to its annotation by
   idx and solution text; a record without exactly one annotation stops the build), with 3–12 steps, no
   empty step and no step over 1,500 characters (after the loader's cleaning), whose problem no
   ``--exclude`` benchmark uses;
2. in the order of SHA-256(idx | "qwq"), one solution per problem (a tie between two solutions of one
   problem goes to the smaller process id), the first ``--count``.

The licence (Apache-2.0) and an attribution file are written beside the data and hashed in the manifest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
# Import the package from src/ even when it is not installed.
if str(REPO_ROOT / "src") not in sys.path:
    sys.path.insert(0, str(REPO_ROOT / "src"))

from confprobench.data import Process, write_benchmark  # noqa: E402
from confprobench.data.benchmark import PRMBENCH_SLICE_NAME, bundled_benchmarks, load_benchmark  # noqa: E402
from confprobench.data.loaders.prmbench import (  # noqa: E402
    CLASS_TO_ERROR_TYPE,
    MULTI_SOLUTIONS_SOURCE,
    clean_step_text,
    load_prmbench,
    original_process_id,
)

DATA_DIR = "mr_eval/tasks/prmtest_classified/data"
#: the class files of each part: p1 development (the bundled slice), p2 held-out test data; "train" (PRMBench's
#: first 400 PRM800K training problems) was kept unread as a last source of fresh text once p2 ran out of problems
SPLIT_FILES = {
    "p1": "prm800k_test_p1_4o_{name}.jsonl",
    "p2": "prm800k_test_p2_4o_{name}.jsonl",
    "train": "prm800k_train_p1_first400_4o_{name}.jsonl",
    "qwq": "prm_test_p12_multi_solutions.jsonl",  # one file, not one per class
}
#: the annotators' verdicts on the QwQ solutions (fields ``custom``: the record; ``evaluation``: the verdict)
QWQ_ANNOTATIONS = "mr_annotate/annotation/data/multi_solutions/prm_testp12_qwq_annotations.jsonl"
QWQ_STEPS = (3, 12)
QWQ_MAX_STEP_CHARS = 1500
PER_CLASS = 12
MIN_STEPS, MAX_STEPS = 3, 8
VERSION = "1"
ATTRIBUTION = """\
# {name}

A slice of PRMBench, real model-written text for trying and testing the toolkit.

- Source: PRMBench, "PRMBench: A Fine-grained and Challenging Benchmark for Process-Level Reward
  Models", Mingyang Song, Zhaochen Su, Xiaoye Qu, Jiawei Zhou and Yu Cheng, arXiv:2501.03124 (2025);
  data from the authors' repository ssmisya/PRMBench (commit {commit}), files
  `{data_dir}/{files}` (part {split}).
- The problems and original solutions come from PRM800K (OpenAI; MATH problems, GPT-4 solutions);
  PRMBench planted the errors with GPT-4o and wrote the reasons.
- Licence: Apache License 2.0, copied in LICENSE.txt beside this file. PRMBench's data is
  distributed under it; this slice is redistributed under the same licence.
- Changes: records selected by scripts/build_prmbench_slice.py (rule in that script and in
  docs/formats.md); converted to confprobench's format by `load_prmbench` (step numbering and
  surrounding white space removed from step texts; PRMBench's error class kept on each wrong step
  and mapped to a ProJudge error type). No text was edited otherwise.
"""
QWQ_ATTRIBUTION = """\
# {name}

A slice of PRMBench's multi-solution set: real model-written solutions, every step correct.

- Source: PRMBench, "PRMBench: A Fine-grained and Challenging Benchmark for Process-Level Reward
  Models", Mingyang Song, Zhaochen Su, Xiaoye Qu, Jiawei Zhou and Yu Cheng, arXiv:2501.03124 (2025);
  data from the authors' repository ssmisya/PRMBench (commit {commit}), file
  `{data_dir}/{file}`, with the annotators' verdicts from `{annotations}`.
- The problems come from PRM800K (OpenAI; MATH competition problems); the solutions were written by
  QwQ-32B-Preview (Qwen) and judged correct by PRMBench's annotators.
- Licence: Apache License 2.0, copied in LICENSE.txt beside this file. PRMBench's data is
  distributed under it; this slice is redistributed under the same licence.
- Changes: records selected by scripts/build_prmbench_slice.py (`--split qwq`; rule in that script and
  in docs/formats.md); converted to confprobench's format by `load_prmbench` (each step's "Step N."
  header, surrounding white space and the 8-space indentation shared by its later lines removed; every
  step labelled correct). No text was edited otherwise.
"""


def read_repo_file(prmbench: Path, relative: str) -> bytes:
    """One file of a source repository (PRMBENCH, MRBEN): from its work tree, or from HEAD of a bare git directory."""
    if (prmbench / relative).is_file():
        return (prmbench / relative).read_bytes()
    return subprocess.run(
        ["git", "-C", str(prmbench), "show", f"HEAD:{relative}"], check=True, capture_output=True
    ).stdout


def read_sources(prmbench: Path, into: Path, split: str = "p1") -> str:
    """Copy the data files of ``split`` (the eight class files, or the QwQ file) from PRMBENCH into ``into``.

    Returns the commit read ("unknown" for a plain copy without git history).
    """
    into.mkdir(parents=True, exist_ok=True)
    names = [SPLIT_FILES[split]] if split == "qwq" else [SPLIT_FILES[split].format(name=n) for n in CLASS_TO_ERROR_TYPE]
    for file in sorted(names):
        (into / file).write_bytes(read_repo_file(prmbench, f"{DATA_DIR}/{file}"))
    return repo_commit(prmbench)


def repo_commit(repo: Path) -> str:
    """The commit at HEAD of ``repo``; "unknown" for a plain copy without git history (which is fine)."""
    git = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    return git.stdout.strip() if git.returncode == 0 else "unknown"


def licence_text(prmbench: Path) -> str:
    return read_repo_file(prmbench, "LICENSE").decode("utf-8")


def judged_correct(records: list[dict[str, Any]], annotations: list[dict[str, Any]]) -> list[bool]:
    """Per QwQ record, whether PRMBench's annotators judged its solution correct.

    A record is matched to the annotation whose ``custom`` record has the same ``idx`` and the same
    ``modified_process``; a record with no match, or with two, stops the build (the mapping must be clean).
    """
    verdicts: dict[tuple[str, str], list[str]] = {}
    for annotation in annotations:
        shown = annotation["custom"]
        key = (str(shown["idx"]), json.dumps(shown["modified_process"], ensure_ascii=False))
        verdicts.setdefault(key, []).append(str(annotation["evaluation"]["conversation_evaluation"]["correct"]))
    kept = []
    for line, record in enumerate(records, start=1):
        found = verdicts.get((str(record["idx"]), json.dumps(record["modified_process"], ensure_ascii=False)), [])
        if len(found) != 1:
            raise SystemExit(
                f"{SPLIT_FILES['qwq']}:{line}: {len(found)} annotations match this solution (need exactly 1)"
            )
        kept.append(found[0] == "true")
    return kept


def select_qwq(
    records: list[dict[str, Any]],
    correct: list[bool],
    processes: dict[str, Process],
    count: int,
    exclude_problems: frozenset[str] = frozenset(),
) -> list[Process]:
    """``count`` QwQ processes, one per problem (rule in the module docstring); fewer available stops the build."""
    judged = {
        (str(r["idx"]), tuple(clean_step_text(t, k) for k, t in enumerate(r["modified_process"], start=1)))
        for r, ok in zip(records, correct, strict=True)
        if ok
    }
    low, high = QWQ_STEPS
    candidates = []
    for process in processes.values():
        if process.source != MULTI_SOLUTIONS_SOURCE:
            continue  # a PRM800K original
        idx = process.problem.id.removeprefix("prmbench-")
        texts = tuple(s.text for s in process.steps)
        if (idx, texts) not in judged or process.problem.id in exclude_problems:
            continue
        if not low <= len(texts) <= high or not all(texts) or max(map(len, texts)) > QWQ_MAX_STEP_CHARS:
            continue
        candidates.append((hashlib.sha256(f"{idx}|qwq".encode()).hexdigest(), process.id, process))
    chosen: dict[str, Process] = {}
    for _, _, process in sorted(candidates, key=lambda c: c[:2]):
        if len(chosen) < count and process.problem.id not in chosen:
            chosen[process.problem.id] = process
    if len(chosen) < count:
        raise SystemExit(f"only {len(chosen)} eligible QwQ solutions on unused problems; --count asked for {count}")
    return sorted(chosen.values(), key=lambda p: p.id)


def select(
    records: list[dict[str, Any]],
    processes: dict[str, Process],
    per_class: int = PER_CLASS,
    exclude_problems: frozenset[str] = frozenset(),
) -> list[Process]:
    """The slice: PER_CLASS eligible records per class, each with its original (rule in the module docstring)."""
    candidates: dict[str, list[tuple[str, dict[str, Any]]]] = {name: [] for name in sorted(CLASS_TO_ERROR_TYPE)}
    for record in records:
        modified_id = f"{record['idx']}-{record['classification']}"
        original = [clean_step_text(t, k) for k, t in enumerate(record["original_process"], start=1)]
        modified = processes.get(modified_id)
        if modified is None or not all(MIN_STEPS <= n <= MAX_STEPS for n in (len(original), len(modified.steps))):
            continue
        if modified.problem.id in exclude_problems:
            continue
        if not all(original) or not all(s.text for s in modified.steps):
            continue
        key = hashlib.sha256(f"{record['idx']}|{record['classification']}".encode()).hexdigest()
        candidates[record["classification"]].append((key, record))
    uses: Counter[str] = Counter()
    chosen: list[Process] = []
    for _ in range(per_class):
        for pool in candidates.values():  # round robin over the classes in name order
            if not pool:
                continue
            pool.sort(key=lambda item: (uses[item[1]["idx"]], item[0]))
            _, record = pool.pop(0)
            uses[record["idx"]] += 1
            original = [clean_step_text(t, k) for k, t in enumerate(record["original_process"], start=1)]
            original_id = original_process_id(str(record["idx"]), record["original_question"], original)
            chosen.extend([processes[original_id], processes[f"{record['idx']}-{record['classification']}"]])
    unique = {p.id: p for p in chosen}
    return sorted(unique.values(), key=lambda p: p.id)


def build(
    prmbench: Path,
    out: Path,
    *,
    split: str = "p1",
    per_class: int = PER_CLASS,
    name: str = PRMBENCH_SLICE_NAME,
    exclude: tuple[Path, ...] = (),
    count: int | None = None,
) -> None:
    """Write the slice of ``split`` to ``out`` (rules in the module docstring); ``count`` is for ``qwq`` only."""
    if (split == "qwq") != (count is not None):
        raise SystemExit("--count is required with --split qwq and only there (the other splits take --per-class)")
    with tempfile.TemporaryDirectory() as tmp:
        sources = Path(tmp) / split
        commit = read_sources(prmbench, sources, split)
        annotations = (
            [
                json.loads(line)
                for line in read_repo_file(prmbench, QWQ_ANNOTATIONS).decode("utf-8").splitlines()
                if line.strip()
            ]
            if split == "qwq"
            else []
        )
        loaded = load_prmbench(sources)
        records = [
            json.loads(line)
            for file in sorted(sources.glob("*.jsonl"))
            for line in file.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        source_files = {
            file.name: hashlib.sha256(file.read_bytes()).hexdigest() for file in sorted(sources.glob("*.jsonl"))
        }
    excluded = frozenset(p.problem.id for bench in exclude for p in load_benchmark(bench).processes.values())
    by_id = {p.id: p for p in loaded.processes}
    if split == "qwq":
        assert count is not None  # checked above
        correct = judged_correct(records, annotations)
        chosen = select_qwq(records, correct, by_id, count, excluded)
        low, high = QWQ_STEPS
        selection: dict[str, Any] = {
            "count": count,
            "split": split,
            "steps": [low, high],
            "max_step_chars": QWQ_MAX_STEP_CHARS,
            "annotations": {
                "file": QWQ_ANNOTATIONS,
                "sha256": hashlib.sha256(read_repo_file(prmbench, QWQ_ANNOTATIONS)).hexdigest(),
                "records": len(records),
                "judged_correct": sum(correct),
            },
            "excluded_benchmarks": sorted({load_benchmark(bench).name for bench in exclude}),
            "excluded_problems": len(excluded),
        }
        readme = QWQ_ATTRIBUTION.format(
            commit=commit, data_dir=DATA_DIR, file=SPLIT_FILES[split], annotations=QWQ_ANNOTATIONS, name=name
        )
    else:
        chosen = select(records, by_id, per_class, excluded)
        selection = {"per_class": per_class, "split": split, "steps": [MIN_STEPS, MAX_STEPS]}
        readme = ATTRIBUTION.format(
            commit=commit, data_dir=DATA_DIR, files=SPLIT_FILES[split].format(name="<class>"), split=split, name=name
        )
    staged = Path(tempfile.mkdtemp(prefix="prmbench-slice-", dir=out.parent if out.parent.exists() else None))
    try:
        write_benchmark(
            staged,
            chosen,
            name=name,
            version=VERSION,
            built_by={
                "script": "scripts/build_prmbench_slice.py",
                "source": "ssmisya/PRMBench",
                "commit": commit,
                "source_files": source_files,
                **selection,
                "loader_notes": list(loaded.notes),
            },
            extra_files={"LICENSE.txt": licence_text(prmbench), "README.md": readme},
        )
        staged.chmod(0o755)  # mkdtemp makes it private; the package data must be readable by all
        if out.exists():
            shutil.rmtree(out)
        shutil.move(str(staged), out)
    finally:
        if staged.exists():
            shutil.rmtree(staged)
    if split == "qwq":
        steps = [len(p.steps) for p in chosen]
        print(
            f"wrote {out}: {len(chosen)} QwQ processes on {len({p.problem.id for p in chosen})} problems, "
            f"{sum(steps)} steps ({min(steps)}–{max(steps)} per process), every step correct"
        )
        return
    classes = Counter(s.source_error_class for p in chosen for s in p.steps if s.source_error_class)
    originals = sum(all(s.label == 1 for s in p.steps) for p in chosen)
    print(
        f"wrote {out}: {len(chosen)} processes ({originals} original, {len(chosen) - originals} modified), "
        f"{len({p.problem.id for p in chosen})} problems; wrong steps by class: {dict(sorted(classes.items()))}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prmbench", type=Path, help="a clone of the PRMBench repository (work tree or bare git)")
    parser.add_argument("--out", type=Path, default=bundled_benchmarks()[PRMBENCH_SLICE_NAME])
    parser.add_argument(
        "--split",
        choices=sorted(SPLIT_FILES),
        default="p1",
        help="p1: development (the bundled slice); p2: held-out test data; train: fresh text once p2 is used up; "
        "qwq: QwQ's fully correct second solutions (multi_solutions), with --count",
    )
    parser.add_argument("--per-class", type=int, default=PER_CLASS, help="records per error class (not with qwq)")
    parser.add_argument("--count", type=int, help="how many QwQ processes to take (--split qwq only)")
    parser.add_argument("--name", default=PRMBENCH_SLICE_NAME, help="benchmark name in the manifest")
    parser.add_argument(
        "--exclude",
        type=Path,
        nargs="+",
        action="extend",
        default=[],
        help="leave out every problem of these benchmarks (one or more; repeatable): a fresh test set",
    )
    args = parser.parse_args(argv)
    build(
        args.prmbench,
        args.out,
        split=args.split,
        per_class=args.per_class,
        name=args.name,
        exclude=tuple(args.exclude),
        count=args.count,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
