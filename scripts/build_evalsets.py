"""Build the realistic development and test sets from the content modules in scripts/evalsets/.

    python scripts/build_evalsets.py                       # rewrites every set under bench/data/
    python scripts/build_evalsets.py --sets realistic-dev  # only one set
    python scripts/build_evalsets.py --out-root DIR        # writes DIR/realistic-dev, DIR/realistic-test, ...

The sets hold solutions written the way GPT-4o, Qwen2-VL and Claude answers read ("Step k:",
"**Step k:**", "### Step k", numbered lists, LaTeX and Unicode maths, units, option labels, a preamble
and a final-answer line), on problems that are not in the bundled sample, with hand-checked step labels.
They exist to measure the perturbation engine on text it was not tuned on: tune on realistic-dev only,
report on realistic-test (and on realistic-test2, a second held-out set written later, once rules have been
changed after a read of realistic-test; realistic-test3 is a third, written after the read of realistic-test2;
realistic-test4 a fourth, for a blind read;
realistic-test5 a fifth, written fresh for a second blind read; realistic-test6 a sixth, written fresh for a
third blind read; realistic-test7 a seventh, written fresh for a fourth blind read; realistic-test8 an eighth, written fresh for a
fifth blind read; realistic-test9 a ninth, written fresh for a sixth blind read; realistic-test10 a tenth, written
fresh for a seventh blind read; realistic-test11 an eleventh, written fresh for an eighth blind read; realistic-test12 a twelfth,
written fresh for a ninth blind read; realistic-test13 a thirteenth, written fresh for a tenth blind read; realistic-test14 a fourteenth, written fresh
for an eleventh blind read; realistic-test15 a fifteenth, written fresh for a twelfth blind read; realistic-test16 a
sixteenth, written fresh for a thirteenth blind read; realistic-test17 a seventeenth, written fresh for a
fourteenth blind read; realistic-test18 an eighteenth, written fresh for a fifteenth blind read; realistic-test19
a nineteenth, written fresh for a sixteenth blind read; realistic-test20 a twentieth, written fresh for a
seventeenth blind read; realistic-test21 a twenty-first, written fresh for an eighteenth blind read;
realistic-test22 a twenty-second, written fresh for a nineteenth blind read).
Each content module defines ``PROCESSES`` (dicts in the format of scripts/sample/math.py plus ``source``,
the model whose style the solution imitates). The output is byte-identical on re-runs with the same matplotlib
and Pillow versions.
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
for _path in (REPO_ROOT / "src", REPO_ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import matplotlib  # noqa: E402
import PIL  # noqa: E402
from scripts.build_sample import ContentError, summary, to_process  # noqa: E402
from scripts.evalsets.figures import FIGURES, render  # noqa: E402
from scripts.sample.spec import STYLES  # noqa: E402

from confprobench.data import Benchmark, Process, load_benchmark, write_benchmark  # noqa: E402
from confprobench.data.benchmark import sha256_file  # noqa: E402

SUBJECTS = ("math", "physics", "chemistry", "biology")
#: set name -> (content module prefix, process id prefix)
SETS: dict[str, tuple[str, str]] = {
    "realistic-dev": ("devset", "rdev"),
    "realistic-test": ("testset", "rtest"),
    "realistic-test2": ("test2set", "rtest2"),
    "realistic-test3": ("test3set", "rtest3"),
    "realistic-test4": ("test4set", "rtest4"),
    "realistic-test5": ("test5set", "rtest5"),
    "realistic-test6": ("test6set", "rtest6"),
    "realistic-test7": ("test7set", "rtest7"),
    "realistic-test8": ("test8set", "rtest8"),
    "realistic-test9": ("test9set", "rtest9"),
    "realistic-test10": ("test10set", "rtest10"),
    "realistic-test11": ("test11set", "rtest11"),
    "realistic-test12": ("test12set", "rtest12"),
    "realistic-test13": ("test13set", "rtest13"),
    "realistic-test14": ("test14set", "rtest14"),
    "realistic-test15": ("test15set", "rtest15"),
    "realistic-test16": ("test16set", "rtest16"),
    "realistic-test17": ("test17set", "rtest17"),
    "realistic-test18": ("test18set", "rtest18"),
    "realistic-test19": ("test19set", "rtest19"),
    "realistic-test20": ("test20set", "rtest20"),
    "realistic-test21": ("test21set", "rtest21"),
    "realistic-test22": ("test22set", "rtest22"),
}
DEFAULT_OUT_ROOT = REPO_ROOT / "bench" / "data"
MAX_IMAGE_BYTES = 60_000


def load_items(set_name: str) -> list[dict[str, Any]]:
    """The content dicts of one set, from scripts/evalsets/<prefix>_<subject>.py."""
    module_prefix, _ = SETS[set_name]
    items: list[dict[str, Any]] = []
    for subject in SUBJECTS:
        module = importlib.import_module(f"scripts.evalsets.{module_prefix}_{subject}")
        items.extend(module.PROCESSES)
    return items


def _to_set_process(item: dict[str, Any], id_prefix: str, hashes: dict[str, str]) -> Process:
    """Validate one item with the sample's rules, then give it the set's id and the imitated model as source."""
    if not item.get("source"):
        raise ContentError(f"process {item.get('id')}: needs a 'source' (the model whose style it imitates)")
    # The sets keep one solution per problem, written as (text, label, error type, explanation) tuples;
    # the sample's builder reads (text) for a correct step and (text, type, explanation) for a wrong one.
    steps = [
        text if label == 1 else (text, error_type, explanation)
        for text, label, error_type, explanation in item["steps"]
    ]
    process = to_process({**item, "solutions": [{"style": STYLES[0], "steps": steps}]}, 0, hashes)
    set_id = f"{id_prefix}-{item['id']}"
    problem = process.problem.model_copy(update={"id": set_id})
    return process.model_copy(
        update={"id": set_id, "problem": problem, "source": f"hand-written, {item['source']} style"}
    )


def build_set(set_name: str, out: Path) -> Benchmark:
    """Render the figures of one set and write it to ``out`` (replacing what is there)."""
    _, id_prefix = SETS[set_name]
    items = load_items(set_name)
    duplicates = [pid for pid, n in Counter(item["id"] for item in items).items() if n > 1]
    if duplicates:
        raise ContentError(f"{set_name}: duplicate process ids: {', '.join(sorted(duplicates))}")
    used = sorted({name for item in items for name in item["images"]})
    unknown = set(used) - set(FIGURES)
    if unknown:
        raise ContentError(f"{set_name}: processes use unregistered figures: {', '.join(sorted(unknown))}")
    with tempfile.TemporaryDirectory(prefix=f"confprobench-{set_name}-") as tmp:
        image_dir = Path(tmp) / "src" / "images"
        paths = render(image_dir, used)
        too_big = [
            f"{name} ({path.stat().st_size} bytes)"
            for name, path in paths.items()
            if path.stat().st_size > MAX_IMAGE_BYTES
        ]
        if too_big:
            raise ContentError(f"{set_name}: figures over {MAX_IMAGE_BYTES} bytes: {', '.join(too_big)}")
        hashes = {name: sha256_file(path) for name, path in paths.items()}
        processes = [_to_set_process(item, id_prefix, hashes) for item in sorted(items, key=lambda item: item["id"])]
        staged = Path(tmp) / "out"
        write_benchmark(
            staged,
            processes,
            name=set_name,
            version="1",
            image_source=image_dir.parent,
            built_by={
                "script": "scripts/build_evalsets.py",
                "content": f"scripts/evalsets/{SETS[set_name][0]}_*.py",
                "matplotlib": matplotlib.__version__,
                "pillow": PIL.__version__,
                "notes": [
                    "hand-written solutions in the style of the named models, labelled by hand; not model outputs"
                ],
            },
        )
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(staged, out)
    return load_benchmark(out)


def check_disjoint() -> None:
    """No two sets may share a question or a figure (each test set must be held out from the development set)."""
    items = {name: load_items(name) for name in SETS}
    names = list(SETS)
    for k, first in enumerate(names):
        for second in names[k + 1 :]:
            shared_questions = {i["question"] for i in items[first]} & {i["question"] for i in items[second]}
            shared_figures = {f for i in items[first] for f in i["images"]} & {
                f for i in items[second] for f in i["images"]
            }
            if shared_questions or shared_figures:
                raise ContentError(
                    f"{first} and {second} share questions {sorted(shared_questions)} "
                    f"or figures {sorted(shared_figures)}"
                )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out-root",
        type=Path,
        default=DEFAULT_OUT_ROOT,
        help="folder that receives one benchmark directory per set; default: bench/data",
    )
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated sets to build; default: all")
    args = parser.parse_args(argv)
    names = [name.strip() for name in args.sets.split(",") if name.strip()]
    unknown = [name for name in names if name not in SETS]
    if unknown:
        parser.error(f"unknown set(s) {', '.join(unknown)}; choose from {', '.join(SETS)}")
    check_disjoint()
    for name in names:
        benchmark = build_set(name, args.out_root / name)
        print(f"wrote {len(benchmark.processes)} processes to {args.out_root / name}")
        print(summary(benchmark))


if __name__ == "__main__":
    main()
