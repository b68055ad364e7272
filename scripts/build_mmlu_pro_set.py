"""Build a set of real model answers (GPT-4o's, DeepSeek's, Gemini's, Qwen's or Jamba's) to MMLU-Pro science and maths questions, for reading the
perturbation engine's variants on text of a style its rules never saw (Markdown lists, bold labels, "The answer is (C).").

    python scripts/build_mmlu_pro_set.py MMLUPRO --count 32 --name mmlu-pro-test41 --out bench/data/mmlu-pro-test41
    python scripts/build_mmlu_pro_set.py MMLUPRO --model deepseek --count 32 --name mmlu-pro-deepseek-test45 \
        --exclude 'bench/data/mmlu-pro-*' --out bench/data/mmlu-pro-deepseek-test45

MMLUPRO is a clone of the MMLU-Pro repository (a work tree, or a bare git directory). The answers are the
chain-of-thought responses in ``eval_results/<model>/<subject>_result.json`` at commit ``--commit`` (the files were
removed from the repository later), ``--model`` ``gpt4o`` (GPT-4o, the default) or ``deepseek`` (the folder the
authors named "deepseek"; which DeepSeek model wrote it is not recorded there): each record holds a ten-option
question, its key and the model's response. ``--model gemini-flash`` (Gemini 1.5 Flash-002), ``gemini-pro`` (Gemini 1.5 Pro-002), ``qwen-72b``
(Qwen1.5-72B-Chat) and ``jamba-large`` (Jamba 1.5 Large) read the authors' archived 5-shot outputs instead, ``eval_results/model_outputs_<model>_5shots.zip`` at commit
``--commit`` (default the archive commit below): one JSON list of every category's records, the options written as a
Python list and the response under ``model_outputs`` or ``generated_text``. Only answers whose prediction matches the key are taken, and since MMLU-Pro grades only the final
answer, every step of a chosen answer is labelled correct: this set is for reading variants, not for scoring judges.

A response is split into steps at blank lines (a Markdown list without blank lines stays one step); an answer is
eligible with 3-10 steps, none over 1,500 characters, none of an ``--exclude`` benchmark's questions. The set takes
eligible answers in the order of SHA-256(question id), biology, chemistry, physics and maths in turn, until
``--count``.

The licence (Apache-2.0) and an attribution file are written beside the data and hashed in the manifest.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import io
import itertools
import json
import string
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
for folder in (REPO_ROOT / "src", REPO_ROOT / "scripts"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from set_pools import excluded_keys  # noqa: E402

from confprobench.data import Problem, Process, Step, write_benchmark  # noqa: E402

#: The last commit that holds GPT-4o's and DeepSeek's per-subject results.
RESULTS_COMMIT = "ff991b5b7f14a383fd41da3987447ab6c08bf138"
#: The commit whose eval_results/ holds the archived outputs of more models (zip files).
ARCHIVE_COMMIT = "964a136e98ff17f81b0cd11c15c70784f6ee4378"
#: The results folder of each model, and the name its answers carry (``Process.source``, the end of a process id).
MODELS = {
    "gpt4o": "gpt-4o",
    "deepseek": "deepseek",
    "gemini-flash": "gemini-1.5-flash",
    "gemini-pro": "gemini-1.5-pro",
    "qwen-72b": "qwen1.5-72b",
    "jamba-large": "jamba-1.5-large",
}
#: The archived models: their zip file under eval_results/ and the field that holds the response.
ARCHIVES = {
    "gemini-flash": ("model_outputs_gemini-1.5-flash-002_5shots.zip", "model_outputs"),
    "gemini-pro": ("model_outputs_gemini-1.5-pro-002_5shots.zip", "model_outputs"),
    "qwen-72b": ("model_outputs_Qwen1.5-72B-Chat_5shots.zip", "generated_text"),
    "jamba-large": ("model_outputs_jamba-1.5-large_5shots.zip", "model_outputs"),
}
SUBJECTS = {"biology": "Biology", "chemistry": "Chemistry", "physics": "Physics", "math": "Math"}
MAX_STEP_CHARS = 1_500
MIN_STEPS, MAX_STEPS = 3, 10

README = """# {name}

Real {model} answers to MMLU-Pro multiple-choice questions (ten options) in biology, chemistry, physics and maths,
written as chain-of-thought responses ending "The answer is (X).". Every answer here picks the key; MMLU-Pro grades only the final answer, so every step is labelled correct by us.

- Source: MMLU-Pro, "MMLU-Pro: A More Robust and Challenging Multi-Task Language Understanding Benchmark",
  Yubo Wang et al., 2024; the authors' repository TIGER-AI-Lab/MMLU-Pro at commit {commit},
  {where} (the questions and the model's responses).
- Licence: Apache-2.0, copied in LICENSE.txt beside this file; this selection is redistributed under it.
- Changes: answers selected by scripts/build_mmlu_pro_set.py (rule in that script); each response split into
  steps at blank lines and the options written as "A: ..." lines under the question. No text was edited otherwise.
"""


def git_show(repo: Path, commit: str, relative: str) -> bytes:
    return subprocess.run(
        ["git", "-C", str(repo), "show", f"{commit}:{relative}"], check=True, capture_output=True
    ).stdout


def archived_records(repo: Path, commit: str, model: str) -> dict[str, list[dict[str, Any]]]:
    """The archived outputs of ``model`` by subject, in the per-subject files' shape (options a list, the response
    under ``response``)."""
    name, field = ARCHIVES[model]
    with zipfile.ZipFile(io.BytesIO(git_show(repo, commit, f"eval_results/{name}"))) as archive:
        records = json.loads(archive.read(archive.namelist()[0]))
    by_subject: dict[str, list[dict[str, Any]]] = {subject: [] for subject in SUBJECTS}
    for record in records:
        if record.get("category") in by_subject:
            options = record["options"]
            by_subject[record["category"]].append(
                {
                    **record,
                    "options": ast.literal_eval(options) if isinstance(options, str) else options,
                    "response": record.get(field) or "",
                }
            )
    return by_subject


def steps_of(response: str) -> list[str]:
    """The response's paragraphs: blank-line separated, stripped, empty ones dropped."""
    return [part.strip() for part in response.replace("\r\n", "\n").split("\n\n") if part.strip()]


def to_process(record: dict[str, Any], subject: str, model: str = "gpt-4o") -> Process:
    letters = string.ascii_uppercase
    options = "\n".join(f"{letters[i]}: {option}" for i, option in enumerate(record["options"]))
    source = str(record.get("src", ""))
    problem = Problem(
        id=f"mmlu-pro-{record['question_id']}",
        question=f"{record['question'].strip()}\n\n{options}",
        subject=SUBJECTS[subject],  # type: ignore[arg-type]
        difficulty="high_school" if "high_school" in source else None,
        modality="text",
        reference_answer=record["answer"],
    )
    steps = tuple(Step(index=i, text=text, label=1) for i, text in enumerate(steps_of(record["response"]), start=1))
    return Process(id=f"mmlu-pro-{record['question_id']}-{model}", problem=problem, steps=steps, source=model)


def eligible(record: dict[str, Any], excluded: set[str]) -> bool:
    steps = steps_of(record.get("response") or "")
    return (
        record.get("pred") == record["answer"]
        and f"mmlu-pro-{record['question_id']}" not in excluded
        and MIN_STEPS <= len(steps) <= MAX_STEPS
        and all(len(step) <= MAX_STEP_CHARS for step in steps)
    )


def select(
    by_subject: dict[str, list[dict[str, Any]]], count: int, excluded: set[str], model: str = "gpt-4o"
) -> list[Process]:
    """Eligible answers in hash order, one subject at a time in turn (module docstring)."""
    queues = {
        subject: sorted(
            (r for r in records if eligible(r, excluded)),
            key=lambda r: hashlib.sha256(str(r["question_id"]).encode()).hexdigest(),
        )
        for subject, records in by_subject.items()
    }
    chosen: list[Process] = []
    for subject in itertools.cycle(SUBJECTS):
        if len(chosen) >= count or not any(queues.values()):
            break
        if queues[subject]:
            chosen.append(to_process(queues[subject].pop(0), subject, model))
    if len(chosen) < count:
        raise SystemExit(f"only {len(chosen)} eligible answers, {count} asked")
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mmlu_pro", type=Path, help="a clone of the MMLU-Pro repository")
    parser.add_argument(
        "--commit",
        help=f"the commit to read the results from (default {RESULTS_COMMIT[:7]}, archives {ARCHIVE_COMMIT[:7]})",
    )
    parser.add_argument("--model", choices=sorted(MODELS), default="gpt4o", help="whose answers (a results folder)")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--exclude", nargs="*", default=[], help="benchmarks (globs) whose questions to leave out")
    args = parser.parse_args(argv)
    excluded = excluded_keys(args.exclude, args.out, lambda process: process.problem.id)
    archived = args.model in ARCHIVES
    args.commit = args.commit or (ARCHIVE_COMMIT if archived else RESULTS_COMMIT)
    by_subject = (
        archived_records(args.mmlu_pro, args.commit, args.model)
        if archived
        else {
            subject: json.loads(
                git_show(args.mmlu_pro, args.commit, f"eval_results/{args.model}/{subject}_result.json")
            )
            for subject in SUBJECTS
        }
    )
    chosen = select(by_subject, args.count, excluded, MODELS[args.model])
    write_benchmark(
        args.out,
        chosen,
        (),
        name=args.name,
        built_by={
            "command": "python scripts/build_mmlu_pro_set.py",
            "source": f"TIGER-AI-Lab/MMLU-Pro@{args.commit}"
            + (
                f":eval_results/{ARCHIVES[args.model][0]}"
                if archived
                else ""
                if args.model == "gpt4o"
                else f":eval_results/{args.model}"
            ),
            "count": args.count,
            "exclude": sorted(args.exclude),
        },
        extra_files={
            "LICENSE.txt": git_show(args.mmlu_pro, args.commit, "LICENSE").decode("utf-8"),
            "README.md": README.format(
                name=args.name,
                commit=args.commit,
                model=MODELS[args.model],
                where=f"`eval_results/{ARCHIVES[args.model][0]}`"
                if archived
                else f"`eval_results/{args.model}/<subject>_result.json`",
            ),
        },
    )
    steps = sum(len(p.steps) for p in chosen)
    subjects = {s: sum(1 for p in chosen if p.problem.subject == s) for s in SUBJECTS.values()}
    print(f"{args.out}: {len(chosen)} answers, {steps} steps; {subjects}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
