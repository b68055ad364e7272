"""Shared builders for the report, compare and calibrate tests: a small synthetic benchmark with
real PNG images and every perturbation family, judges' predictions, and run directories laid out
as the runner writes them (RUN/manifest.json + RUN/predictions/<judge-slug>.jsonl)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

from confprobench.data import (
    Benchmark,
    ImageRef,
    Prediction,
    Problem,
    Process,
    Step,
    StepJudgment,
    Variant,
    write_benchmark,
    write_predictions,
)
from confprobench.data.benchmark import sha256_file
from confprobench.data.schema import TAXONOMY, ErrorType
from confprobench.data.seeding import stable_int, variant_id
from confprobench.run.manifest import judge_slug

SCRIPT_TEXT = "<script>alert(1)</script>"
ERROR_TYPES = TAXONOMY[:4]  # NC, SC, VI, RE: each gets enough incorrect steps to enter CSS


def _draw_figure(path: Path, index: int, noisy: bool = False) -> None:
    image = Image.new("RGB", (160, 120), "white")
    draw = ImageDraw.Draw(image)
    draw.polygon([(20, 100), (140, 100), (20, 20 + index % 30)], outline="black", width=3)
    draw.text((70, 104), f"{6 + index % 5} cm", fill="black")
    if noisy:
        pixels = np.asarray(image, dtype=np.int16)
        noise = np.random.default_rng([index, stable_int("test-noise")]).normal(0, 40, pixels.shape)
        image = Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="PNG")


def build_bench(root: Path, n_problems: int = 40, *, name: str = "synthetic") -> Benchmark:
    """A benchmark of ``n_problems`` five-step processes: every even problem has an incorrect step 4
    (types NC, SC, VI, RE in turn) followed by an unlabeled step; every third problem has an image.
    Variants: synonym (step 2), syntactic (step 1), image (problems with an image), error injection (step 3).
    Problem 0's step 2 contains a literal <script> element, as a hostile dataset might."""
    images_dir = root / "_source"
    processes, variants = [], []
    for i in range(n_problems):
        pid = f"p{i:03d}"
        images: tuple[ImageRef, ...] = ()
        if i % 3 == 0:
            relative = f"images/{pid}.png"
            _draw_figure(images_dir / relative, i)
            images = (ImageRef(path=relative, sha256=sha256_file(images_dir / relative)),)
        question = f"Problem {i}: find x." + (" See <image_1>." if images else "")
        problem = Problem(
            id=pid,
            question=question,
            images=images,
            subject="Math",
            difficulty="high_school",
            modality="single-image" if images else "text",
        )
        step2 = f"Compute {SCRIPT_TEXT} the sum {i} + 4 = {i + 4}." if i == 0 else f"Compute the sum {i} + 4 = {i + 4}."
        steps = [
            Step(index=1, text=f"Let x be the unknown length in problem {i}.", label=1),
            Step(index=2, text=step2, label=1),
            Step(index=3, text=f"Multiply both sides by 2 to get {2 * (i + 4)}.", label=1),
        ]
        if i % 2 == 0:
            kind = ERROR_TYPES[(i // 2) % len(ERROR_TYPES)]
            steps += [
                Step(index=4, text=f"Hence x = {i + 7} (a {kind.value} slip).", label=0, error_type=kind),
                Step(index=5, text="So the answer follows.", label=None),
            ]
        else:
            steps += [
                Step(index=4, text=f"Hence x = {i + 4}.", label=1),
                Step(index=5, text=f"The answer is {i + 4}.", label=1),
            ]
        process = Process(id=pid, problem=problem, steps=tuple(steps))
        processes.append(process)

        def add(family: str, target: int, text: str | None, operation: str, *, process_id: str = pid, **extra) -> None:
            params = {"operation": operation}
            variants.append(
                Variant(
                    id=variant_id(process_id, family, target, params, 0),
                    process_id=process_id,
                    family=family,
                    text=text,
                    operation=operation,
                    params=params,
                    seed=0,
                    **extra,
                )
            )

        add("synonym", 2, step2.replace("Compute", "Calculate"), "wordnet", target_step=2)
        add("syntactic", 1, f"The unknown length in problem {i} is denoted x.", "passive", target_step=1)
        add(
            "error_injection",
            3,
            f"Multiply both sides by 2 to get {2 * (i + 4) + 1}.",
            "numeric_shift",
            target_step=3,
            injected_error_type=ErrorType.NC,
        )
        if images:
            relative = f"images/{pid}_noise.png"
            _draw_figure(images_dir / relative, i, noisy=True)
            add(
                "image",
                1,
                None,
                "gaussian_noise",
                target_image=1,
                image=ImageRef(path=relative, sha256=sha256_file(images_dir / relative)),
            )
    return write_benchmark(root / "bench", processes, variants, name=name, image_source=images_dir)


def judge_predictions(bench: Benchmark, judge: str, p_of) -> list[Prediction]:
    """Predictions for every original and variant; ``p_of(process, variant, step)`` gives P(correct)."""
    out = []
    for process in bench.processes.values():
        out.append(
            Prediction(
                process_id=process.id,
                judge=judge,
                status="ok",
                steps=tuple(
                    StepJudgment(index=s.index, p_correct=float(p_of(process, None, s))) for s in process.steps
                ),
            )
        )
        for variant in bench.variants_of(process.id):
            judged = bench.materialize(variant)
            out.append(
                Prediction(
                    process_id=process.id,
                    variant_id=variant.id,
                    judge=judge,
                    status="ok",
                    steps=tuple(
                        StepJudgment(index=s.index, p_correct=float(p_of(judged, variant, s))) for s in judged.steps
                    ),
                )
            )
    return out


def unit(*key) -> float:
    """A uniform number in [0, 1) fixed by ``key``."""
    return float(np.random.default_rng([stable_int(list(map(str, key)))]).random())


def write_run(run_dir: Path, bench: Benchmark, judges: dict[str, list[Prediction]], **manifest_extra) -> Path:
    """A run directory as the runner lays it out, holding the given judges' predictions."""
    entries = {}
    for judge_id, predictions in judges.items():
        relative = f"predictions/{judge_slug(judge_id)}.jsonl"
        write_predictions(run_dir / relative, predictions)
        calls = sum(1 for p in predictions)
        entries[judge_id] = {
            "spec": judge_id,
            "id": judge_id,
            "template": "test-template/1",
            "calls": calls,
            "tokens": 120 * calls,
            "predictions": relative,
        }
    manifest = {
        "format": "confprobench-run/1",
        "bench": {"path": str(bench.root), "name": bench.name, "fingerprint": bench.fingerprint},
        "config": {"stage": "both", "seed": 0},
        "versions": {"confprobench": "test"},
        "judges": entries,
        **manifest_extra,
    }
    (run_dir / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return run_dir
