"""Build the bundled ``prmbench-slice`` benchmark from a copy of the PRMBench repository.

    python scripts/build_prmbench_slice.py PRMBENCH            # rewrites src/confprobench/data/sample/prmbench-slice/
    python scripts/build_prmbench_slice.py PRMBENCH --out DIR  # writes elsewhere
    python scripts/build_prmbench_slice.py PRMBENCH --split p2 --per-class 2 --name prmbench-p2-test \
        --out bench/data/prmbench-p2-test                      # the held-out test set of real text
    python scripts/build_prmbench_slice.py PRMBENCH --split p2 --per-class 2 --name prmbench-p2-test2 \
        --exclude bench/data/prmbench-p2-test --out bench/data/prmbench-p2-test2   # a second, fresh one

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
}
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


def read_sources(prmbench: Path, into: Path, split: str = "p1") -> str:
    """Copy the eight class files of ``split`` from PRMBENCH (work tree or bare git) into ``into``; return the commit."""
    into.mkdir(parents=True, exist_ok=True)
    work_tree = prmbench / DATA_DIR
    commit = "unknown"
    for name in sorted(CLASS_TO_ERROR_TYPE):
        file = SPLIT_FILES[split].format(name=name)
        if work_tree.is_dir():
            shutil.copyfile(work_tree / file, into / file)
        else:
            text = subprocess.run(
                ["git", "-C", str(prmbench), "show", f"HEAD:{DATA_DIR}/{file}"], check=True, capture_output=True
            ).stdout
            (into / file).write_bytes(text)
    git = subprocess.run(
        ["git", "-C", str(prmbench), "rev-parse", "HEAD"], capture_output=True, text=True, check=False
    )  # a plain copy without git history is fine: the commit is then "unknown"
    if git.returncode == 0:
        commit = git.stdout.strip()
    return commit


def licence_text(prmbench: Path) -> str:
    if (prmbench / "LICENSE").is_file():
        return (prmbench / "LICENSE").read_text(encoding="utf-8")
    return subprocess.run(
        ["git", "-C", str(prmbench), "show", "HEAD:LICENSE"], check=True, capture_output=True, text=True
    ).stdout


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
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        sources = Path(tmp) / split
        commit = read_sources(prmbench, sources, split)
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
    chosen = select(records, {p.id: p for p in loaded.processes}, per_class, excluded)
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
                "per_class": per_class,
                "split": split,
                "steps": [MIN_STEPS, MAX_STEPS],
                "loader_notes": list(loaded.notes),
            },
            extra_files={
                "LICENSE.txt": licence_text(prmbench),
                "README.md": ATTRIBUTION.format(
                    commit=commit,
                    data_dir=DATA_DIR,
                    files=SPLIT_FILES[split].format(name="<class>"),
                    split=split,
                    name=name,
                ),
            },
        )
        staged.chmod(0o755)  # mkdtemp makes it private; the package data must be readable by all
        if out.exists():
            shutil.rmtree(out)
        shutil.move(str(staged), out)
    finally:
        if staged.exists():
            shutil.rmtree(staged)
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
        help="p1: development (the bundled slice); p2: held-out test data; train: fresh text once p2 is used up",
    )
    parser.add_argument("--per-class", type=int, default=PER_CLASS)
    parser.add_argument("--name", default=PRMBENCH_SLICE_NAME, help="benchmark name in the manifest")
    parser.add_argument(
        "--exclude",
        type=Path,
        action="append",
        default=[],
        help="leave out every problem of this benchmark (repeatable): a fresh test set",
    )
    args = parser.parse_args(argv)
    build(
        args.prmbench, args.out, split=args.split, per_class=args.per_class, name=args.name, exclude=tuple(args.exclude)
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
