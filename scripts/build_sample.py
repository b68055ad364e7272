"""Build the bundled ``confprobench-mini`` benchmark from the content modules in scripts/sample/.

    python scripts/build_sample.py            # rewrites src/confprobench/data/sample/confprobench-mini/
    python scripts/build_sample.py --out DIR  # writes elsewhere (the tests rebuild into a temp dir)

Each subject module defines ``PROBLEMS`` (written with the helpers of scripts/sample/spec.py: a
problem with one or more model-style solutions, each becoming one process) and registers its
figures. This script checks every process's shape, renders the figures it uses to PNG, and writes
the directory with ``write_benchmark``. The output is byte-identical on re-runs
with the same matplotlib and Pillow versions (recorded in the manifest's ``built_by``).
"""

from __future__ import annotations

import argparse
import importlib
import re
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
# The content modules are imported as scripts.sample.*, and the package from src/ even when not installed.
for _path in (REPO_ROOT / "src", REPO_ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import matplotlib  # noqa: E402
import PIL  # noqa: E402
from scripts.sample.figures import FIGURES, render_all  # noqa: E402
from scripts.sample.spec import CARRIED, STYLES  # noqa: E402

from confprobench.data import (  # noqa: E402
    Benchmark,
    ImageRef,
    Problem,
    Process,
    Step,
    load_benchmark,
    write_benchmark,
)
from confprobench.data.benchmark import SAMPLE_NAME, sha256_file  # noqa: E402
from confprobench.data.schema import TAXONOMY, ErrorType  # noqa: E402

SUBJECT_MODULES = ("math", "physics", "chemistry", "biology")
SUBJECT_PREFIX = {"Math": "math", "Physics": "phys", "Chemistry": "chem", "Biology": "bio"}
DIFFICULTY_CODE = {"middle_school": "ms", "high_school": "hs", "competition": "comp"}
DEFAULT_OUT = REPO_ROOT / "src" / "confprobench" / "data" / "sample" / SAMPLE_NAME
IMAGE_TAG = re.compile(r"<image_(\d+)>")
MIN_STEPS, MAX_STEPS = 3, 8
#: The sample's data version, recorded in its manifest; bump it whenever the content changes.
SAMPLE_VERSION = "2"


class ContentError(ValueError):
    """A process in a content module breaks the sample's format."""


def load_content(modules: tuple[str, ...] = SUBJECT_MODULES) -> list[dict[str, Any]]:
    """Import the subject modules (skipping missing ones with a note) and return their problems."""
    problems: list[dict[str, Any]] = []
    for module_name in modules:
        qualified = f"scripts.sample.{module_name}"
        try:
            module = importlib.import_module(qualified)
        except ModuleNotFoundError as exc:
            if exc.name != qualified:
                raise
            print(f"note: scripts/sample/{module_name}.py not found; building without it", file=sys.stderr)
            continue
        if not hasattr(module, "PROBLEMS"):
            raise ContentError(f"scripts/sample/{module_name}.py defines no PROBLEMS list")
        problems.extend(module.PROBLEMS)
    return problems


def _tags(text: str) -> set[int]:
    return {int(k) for k in IMAGE_TAG.findall(text)}


def process_id(problem_id: str, solution_index: int) -> str:
    """``math-hs-03`` and its second solution → ``math-hs-03-b``."""
    return f"{problem_id}-{'abcdefgh'[solution_index]}"


def _step_records(steps: list[Any], images: list[str], fail: Callable[[str], ContentError]) -> list[Step]:
    """Turn the compact step specs of scripts/sample/spec.py into validated ``Step`` records."""
    records: list[Step] = []
    origin: Step | None = None  # the latest first-hand error, which a carried step inherits
    for index, spec in enumerate(steps, start=1):
        parts = (spec,) if isinstance(spec, str) else spec
        if not isinstance(parts, tuple) or not 1 <= len(parts) <= 3 or not all(isinstance(x, str) for x in parts):
            raise fail(f"step {index} must be a text, (text, type, explanation) or (text, CARRIED[, explanation])")
        text, kind, explanation = parts[0], parts[1] if len(parts) > 1 else None, parts[2] if len(parts) > 2 else None
        if not text.strip():
            raise fail(f"step {index} has no text")
        if max(_tags(text), default=0) > len(images):
            raise fail(f"step {index} references an image the problem does not have")
        if explanation is not None and "\n" in explanation:
            raise fail(f"step {index}: the explanation must be one line")
        if kind is None:
            records.append(Step(index=index, text=text, label=1))
        elif kind == CARRIED:
            if origin is None:
                raise fail(f"step {index} is marked carried but no earlier step is incorrect")
            explanation = explanation or (
                f"Carried error: the working is right but it reuses the wrong result of step {origin.index}."
            )
            records.append(
                Step(
                    index=index,
                    text=text,
                    label=0,
                    error_type=origin.error_type,
                    explanation=explanation,
                    carried_error=True,
                )
            )
        else:
            if kind not in {t.value for t in TAXONOMY} or explanation is None or not explanation.strip():
                raise fail(f"step {index} is incorrect and needs one of the seven error types and an explanation")
            if kind == ErrorType.VI.value and not images:
                raise fail(f"step {index} is a Visual Interpretation error in a text-only problem")
            origin = Step(index=index, text=text, label=0, error_type=ErrorType(kind), explanation=explanation)
            records.append(origin)
    return records


def to_process(item: dict[str, Any], solution_index: int, image_hashes: dict[str, str]) -> Process:
    """Solution ``solution_index`` of one problem dict → a validated ``Process``.

    Raises ContentError naming the process and the rule it breaks.
    """
    pid = process_id(item.get("id", "<no id>"), solution_index)

    def fail(message: str) -> ContentError:
        return ContentError(f"process {pid}: {message}")

    subject, difficulty, images = item["subject"], item["difficulty"], list(item["images"])
    expected_prefix = f"{SUBJECT_PREFIX.get(subject, '?')}-{DIFFICULTY_CODE.get(difficulty, '?')}-"
    if not re.fullmatch(re.escape(expected_prefix) + r"\d\d", item["id"]):
        raise fail(f"problem id must look like {expected_prefix}NN for {subject}/{difficulty}")
    if _tags(item["question"]) != set(range(1, len(images) + 1)):
        raise fail(f"the question must reference exactly <image_1>..<image_{len(images)}>")
    solution = item["solutions"][solution_index]
    if solution["style"] not in STYLES:
        raise fail(f"style {solution['style']!r} is not one of {', '.join(STYLES)}")
    steps = solution["steps"]
    if not MIN_STEPS <= len(steps) <= MAX_STEPS:
        raise fail(f"has {len(steps)} steps; the sample needs {MIN_STEPS}-{MAX_STEPS}")
    records = _step_records(steps, images, fail)
    modality = "text" if not images else ("single-image" if len(images) == 1 else "multi-image")
    problem = Problem(
        id=item["id"],
        question=item["question"],
        subject=subject,
        difficulty=difficulty,
        modality=modality,
        images=tuple(ImageRef(path=f"images/{name}.png", sha256=image_hashes[name]) for name in images),
        reference_answer=item.get("reference_answer"),
    )
    return Process(id=pid, problem=problem, steps=tuple(records), source=f"hand-written ({solution['style']} style)")


def to_processes(items: list[dict[str, Any]], image_hashes: dict[str, str]) -> list[Process]:
    """Every solution of every problem, in id order."""
    return [
        to_process(item, k, image_hashes)
        for item in sorted(items, key=lambda item: item["id"])
        for k in range(len(item["solutions"]))
    ]


def build(out: str | Path = DEFAULT_OUT, modules: tuple[str, ...] = SUBJECT_MODULES) -> Benchmark:
    """Render figures and write the sample benchmark to ``out`` (replacing what is there)."""
    items = load_content(modules)
    duplicate_ids = [pid for pid, n in Counter(item["id"] for item in items).items() if n > 1]
    if duplicate_ids:
        raise ContentError(f"duplicate problem ids: {', '.join(sorted(duplicate_ids))}")
    used = {name for item in items for name in item["images"]}
    unknown = used - set(FIGURES)
    if unknown:
        raise ContentError(f"processes use unregistered figures: {', '.join(sorted(unknown))}")
    unused = set(FIGURES) - used
    if unused:
        raise ContentError(f"registered figures no process uses: {', '.join(sorted(unused))}")
    out = Path(out)
    with tempfile.TemporaryDirectory(prefix="confprobench-sample-") as tmp:
        image_dir = Path(tmp) / "src" / "images"
        paths = render_all(image_dir, sorted(used))
        hashes = {name: sha256_file(path) for name, path in paths.items()}
        processes = to_processes(items, hashes)
        # Write into a fresh directory and swap it in: write_benchmark keeps images that already exist,
        # and a rebuild must neither keep stale images nor leave a half-written sample behind.
        staged = Path(tmp) / "out"
        write_benchmark(
            staged,
            processes,
            name=SAMPLE_NAME,
            version=SAMPLE_VERSION,
            image_source=image_dir.parent,
            built_by={
                "script": "scripts/build_sample.py",
                "matplotlib": matplotlib.__version__,
                "pillow": PIL.__version__,
            },
        )
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(staged, out)
    return load_benchmark(out)


def summary(benchmark: Benchmark) -> str:
    """Per-subject counts: processes, fully correct ones, steps, incorrect share (carried errors included),
    first-hand errors by type, image problems."""
    lines = []
    by_subject: dict[str, list[Process]] = {}
    for process in benchmark.processes.values():
        by_subject.setdefault(process.problem.subject, []).append(process)
    for subject, processes in sorted(by_subject.items()):
        steps = [s for p in processes for s in p.steps]
        wrong = [s for s in steps if s.label == 0]
        types = Counter(s.error_type.value for s in wrong if not s.carried_error)
        fully_correct = sum(all(s.label == 1 for s in p.steps) for p in processes)
        difficulties = Counter(p.problem.difficulty for p in processes)
        modalities = Counter(p.problem.modality for p in processes)
        lines.append(
            f"{subject}: {len(processes)} processes ({', '.join(f'{d} {n}' for d, n in sorted(difficulties.items()))}; "
            f"{fully_correct} fully correct), {len(steps)} steps, {len(wrong)} incorrect "
            f"({100 * len(wrong) / len(steps):.1f}%, {sum(s.carried_error for s in wrong)} carried), "
            f"first-hand {' '.join(f'{t.value}={types.get(t.value, 0)}' for t in TAXONOMY)}, "
            f"images: single {modalities.get('single-image', 0)} multi {modalities.get('multi-image', 0)}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="benchmark directory to (re)write; default: the bundled sample in the package",
    )
    parser.add_argument(
        "--subjects",
        default=",".join(SUBJECT_MODULES),
        help="comma-separated content modules to include (for trying out one subject while "
        "writing it); default: all four",
    )
    args = parser.parse_args(argv)
    benchmark = build(args.out, tuple(name.strip() for name in args.subjects.split(",") if name.strip()))
    print(f"wrote {len(benchmark.processes)} processes to {args.out}")
    print(summary(benchmark))


if __name__ == "__main__":
    main()
