"""scripts/blind_read.py: a blind sheet from a tiny perturbed benchmark, and scoring graded sheets.

The perturbed benchmark is written with the real ``write_benchmark`` from processes of the realistic
development set and hand-made variants of every family, so the tests know exactly which variants are
accepted and what each one recorded.
"""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from confprobench.data import DataError, load_benchmark, write_benchmark
from confprobench.data.schema import CheckVerdict, Variant
from confprobench.data.seeding import variant_id

REPO_ROOT = Path(__file__).resolve().parents[1]
SCRIPT = REPO_ROOT / "scripts" / "blind_read.py"
DEV = REPO_ROOT / "bench" / "data" / "realistic-dev"
PROCESS_IDS = ("rdev-math-ms-02", "rdev-phys-hs-02", "rdev-bio-ms-02")


def _module():
    spec = importlib.util.spec_from_file_location("blind_read", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules["blind_read"] = module  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


blind_read = _module()


def _variant(process_id, family, step, text, operation, *, passed=True, error_type=None, image=None):
    params = {"step": step, "text": text, "image": image.path if image else None}
    return Variant(
        id=variant_id(process_id, family, step if image is None else 1, params, 0),
        process_id=process_id,
        family=family,
        target_step=None if image else step,
        target_image=1 if image else None,
        text=None if image else text,
        image=image,
        operation=operation,
        params=params,
        seed=0,
        checks=(CheckVerdict(name="numbers_kept", passed=passed),),
        injected_error_type=error_type,
    )


@pytest.fixture(scope="module")
def perturbed(tmp_path_factory):
    """3 processes; accepted: synonym 4, syntactic 3, error_injection 3; plus a rejected synonym and an image variant."""
    dev = load_benchmark(DEV)
    processes = [dev.processes[pid] for pid in PROCESS_IDS]
    math_id, phys_id, bio_id = PROCESS_IDS
    variants = [
        _variant(
            math_id,
            "synonym",
            1,
            "Step 1: Let a be the number of adult tickets and c the number of child "
            "tickets. So a + c = 200 and 8a + 5c = 1285.",
            "lexicon",
        ),
        _variant(
            math_id,
            "synonym",
            2,
            "Step 2: From the first equation, c = 200 − a. Putting this into the second "
            "equation gives 8a + 5(200 − a) = 1285.",
            "lexicon",
        ),
        _variant(
            phys_id,
            "synonym",
            1,
            "**Step 1: Read the graph.** The starting activity is 800 counts/min. It "
            "drops to 400 counts/min at t = 6 h and to 200 counts/min at t = 12 h.",
            "lexicon",
        ),
        _variant(bio_id, "synonym", 2, "**Step 2:** The four cells of the square are RR, RW, RW and WW.", "wordnet"),
        _variant(bio_id, "synonym", 3, "**Step 3:** rejected text", "wordnet", passed=False),
        _variant(
            math_id,
            "syntactic",
            3,
            "Step 3: Expanding gives 8a + 1000 − 5a = 1285, so 3a = 1285 − 1000 = 285.",
            "causal_reorder",
        ),
        _variant(
            phys_id,
            "syntactic",
            2,
            "**Step 2: Half-life.** Because the activity halves every 6 hours, the half-life is $t_{1/2} = 6$ h.",
            "causal_reorder",
        ),
        _variant(
            bio_id,
            "syntactic",
            1,
            "**Step 1:** Each parent, as the Punnett square shows, is RW and produces R "
            "and W gametes in equal numbers.",
            "adverbial_move",
        ),
        _variant(
            math_id,
            "error_injection",
            3,
            "Step 3: Expanding, 8a + 1000 − 5a = 1285, so 3a = 1285 − 1000 = 385.",
            "wrong_result",
            error_type="NC",
        ),
        _variant(
            phys_id,
            "error_injection",
            2,
            "**Step 2: Half-life.** The activity halves every 6 hours, so the half-life is $t_{1/2} = 12$ h.",
            "wrong_result",
            error_type="NC",
        ),
        _variant(
            bio_id,
            "error_injection",
            3,
            "**Step 3:** With incomplete dominance, RW plants are red, so the phenotype ratio is 3 red : 1 white.",
            "negate",
            error_type="RE",
        ),
        _variant(bio_id, "image", 1, None, "invert", image=processes[2].problem.images[0]),
    ]
    out = tmp_path_factory.mktemp("perturbed") / "tiny"
    write_benchmark(out, processes, variants, name="tiny-perturbed", image_source=DEV)
    return out


def _sheet(perturbed, tmp_path, per_family=10, seed=0):
    out = tmp_path / "read.jsonl"
    counts = blind_read.write_sheet(perturbed, out, per_family=per_family, seed=seed)
    sheet = [json.loads(line) for line in out.read_text().splitlines()]
    key = [json.loads(line) for line in (tmp_path / "read.key.jsonl").read_text().splitlines()]
    return counts, sheet, key, out


def test_sheet_holds_only_accepted_text_variants_and_hides_family_rule_and_type(perturbed, tmp_path):
    counts, sheet, key, _ = _sheet(perturbed, tmp_path)
    assert counts == {"synonym": 4, "syntactic": 3, "error_injection": 3}
    assert [row["pair"] for row in sheet] == [row["pair"] for row in key]
    assert len({row["pair"] for row in sheet}) == 10
    bench = load_benchmark(perturbed)
    for row, entry in zip(sheet, key):
        variant = bench.variants[entry["variant_id"]]
        process = bench.processes[entry["process_id"]]
        assert row["variant"] == variant.text and row["original"] == process.step(variant.target_step).text
        assert row["problem"] == process.problem.question
        assert row["preceding_steps"] == [s.text for s in process.steps[: variant.target_step - 1]]
        assert (entry["family"], entry["rule"]) == (variant.family, variant.operation)
        assert entry["recorded_error_type"] == (
            variant.injected_error_type.value if variant.injected_error_type else None
        )
        assert set(row) == {
            "pair",
            "problem",
            "images",
            "step",
            "preceding_steps",
            "original",
            "variant",
            "meaning_kept",
            "grammatical",
            "natural",
            "genuinely_wrong",
            "error_type",
            "note",
        }
        assert all(row[field] is None for field in blind_read.GRADE_FIELDS)
    text = "\n".join(json.dumps(row) for row in sheet)
    for secret in (
        "synonym",
        "syntactic",
        "error_injection",
        "lexicon",
        "wordnet",
        "causal_reorder",
        "wrong_result",
        "negate",
        "variant_id",
        "rejected text",
    ):
        assert secret not in text
    assert {entry["variant_id"] for entry in key}.isdisjoint(
        {v.id for v in bench.variants.values() if v.family == "image" or not v.checks[0].passed}
    )


def test_sheet_is_deterministic_and_the_seed_changes_the_order(perturbed, tmp_path):
    first = _sheet(perturbed, tmp_path / "a")[1]
    again = _sheet(perturbed, tmp_path / "b")[1]
    other = _sheet(perturbed, tmp_path / "c", seed=1)[1]
    assert first == again
    assert [r["variant"] for r in first] != [r["variant"] for r in other]


def test_sampling_spreads_over_target_steps(perturbed, tmp_path):
    _, _, key, _ = _sheet(perturbed, tmp_path, per_family=3)
    synonyms = [(e["process_id"], e["step"]) for e in key if e["family"] == "synonym"]
    assert len(synonyms) == 3 and len(set(synonyms)) == 3


def test_sheet_never_overwrites_grades_without_force(perturbed, tmp_path):
    _, _, _, out = _sheet(perturbed, tmp_path)
    out.write_text('{"pair": "p001", "meaning_kept": true}\n')
    with pytest.raises(FileExistsError, match="--force"):
        blind_read.write_sheet(perturbed, out, per_family=2)
    assert out.read_text() == '{"pair": "p001", "meaning_kept": true}\n'
    blind_read.write_sheet(perturbed, out, per_family=2, force=True)
    assert len(out.read_text().splitlines()) == 6


def test_sheet_refuses_a_benchmark_without_text_variants(tmp_path):
    with pytest.raises(DataError, match="no accepted synonym"):
        blind_read.make_sheet(DEV, per_family=5)


def _grade(sheet, key, tmp_path, decide):
    """Fill every line's grade fields with ``decide(key_entry)`` and write the graded sheet."""
    graded = tmp_path / "read.graded.jsonl"
    rows = [{**row, **decide(entry)} for row, entry in zip(sheet, key)]
    graded.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return graded


def test_score_rates_and_wilson_intervals(perturbed, tmp_path):
    _, sheet, key, _ = _sheet(perturbed, tmp_path)

    def decide(entry):
        if entry["family"] == "error_injection":  # every injection wrong; the RE one graded as KE
            graded_type = "KE" if entry["recorded_error_type"] == "RE" else entry["recorded_error_type"]
            return dict(
                meaning_kept=False, grammatical=True, natural=True, genuinely_wrong=True, error_type=graded_type
            )
        unnatural = entry["rule"] == "wordnet"  # the one accepted wordnet synonym reads badly
        return dict(meaning_kept=True, grammatical=True, natural=not unnatural)

    graded = _grade(sheet, key, tmp_path, decide)
    markdown, numbers = blind_read.score_files(graded, tmp_path / "read.key.jsonl")
    synonym = numbers["families"]["synonym"]
    assert synonym["meaning kept"]["hits"] == 4 and synonym["reads naturally"]["hits"] == 3
    assert synonym["all three"]["n"] == 4 and synonym["all three"]["hits"] == 3
    injection = numbers["families"]["error_injection"]
    assert injection["genuinely wrong"]["hits"] == 3
    assert injection["wrong and of the recorded type"]["hits"] == 2
    rules = {(r["family"], r["rule"]): r for r in numbers["rules"]}
    assert rules[("synonym", "wordnet")]["reads naturally"]["hits"] == 0
    assert rules[("error_injection", "negate")]["wrong and of the recorded type"]["hits"] == 0
    assert {"recorded": "RE", "graded": "KE", "pairs": 1} in numbers["injected_types"]
    assert "| synonym | 4 | 100% [51–100] | 100% [51–100] | 75% [30–95] | 75% [30–95] |" in markdown
    assert "| error_injection | negate | 1 |" in markdown


def test_wilson_interval_matches_the_textbook_values():
    low, high = blind_read.wilson_interval(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)
    assert blind_read.wilson_interval(0, 20)[0] == 0.0 and blind_read.wilson_interval(20, 20)[1] == 1.0
    assert all(math.isnan(x) for x in blind_read.wilson_interval(0, 0))


def test_score_counts_ungraded_lines_and_leaves_them_out(perturbed, tmp_path):
    _, sheet, key, _ = _sheet(perturbed, tmp_path)
    graded = _grade(
        sheet[:4],
        key[:4],
        tmp_path,
        lambda e: dict(meaning_kept=False, grammatical=True, natural=True, genuinely_wrong=True, error_type="NC"),
    )
    with graded.open("a") as handle:  # one line still blank, the rest missing from the file
        handle.write(json.dumps(sheet[4]) + "\n")
    markdown, numbers = blind_read.score_files(graded, tmp_path / "read.key.jsonl")
    assert (numbers["graded"], numbers["ungraded"]) == (4, 6)
    assert "4 pairs graded, 6 ungraded" in markdown


@pytest.mark.parametrize(
    "change, field, message",
    [
        (dict(natural="yes"), "natural", 'must be true or false, got "yes"'),
        (dict(meaning_kept=False, genuinely_wrong=None), "genuinely_wrong", "must be true or false"),
        (dict(meaning_kept=False, genuinely_wrong=True, error_type=None), "error_type", "needs its type"),
        (dict(meaning_kept=False, genuinely_wrong=True, error_type="XX"), "error_type", "unknown error type"),
        (dict(pair="p999"), "pair", "not in the key"),
    ],
)
def test_score_names_file_line_and_field_of_a_bad_grade(perturbed, tmp_path, change, field, message):
    _, sheet, _, _ = _sheet(perturbed, tmp_path)
    rows = [{**row, "meaning_kept": True, "grammatical": True, "natural": True} for row in sheet]
    rows[2].update(change)
    graded = tmp_path / "read.graded.jsonl"
    graded.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(DataError) as info:
        blind_read.score_files(graded, tmp_path / "read.key.jsonl")
    assert (info.value.line, info.value.field) == (3, field)
    assert message in str(info.value) and str(graded) in str(info.value)


def test_command_line_end_to_end(perturbed, tmp_path):
    sheet_path = tmp_path / "reads" / "tiny.jsonl"
    run = [sys.executable, str(SCRIPT)]
    made = subprocess.run(
        run + ["sheet", str(perturbed), "--per-family", "2", "--seed", "3", "--out", str(sheet_path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    assert "wrote 6 pairs (synonym 2, syntactic 2, error_injection 2)" in made.stdout
    again = subprocess.run(
        run + ["sheet", str(perturbed), "--per-family", "2", "--out", str(sheet_path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert again.returncode == 2 and "already exists" in again.stderr
    rows = [json.loads(line) for line in sheet_path.read_text().splitlines()]
    graded = tmp_path / "reads" / "tiny.graded.jsonl"
    graded.write_text(
        "".join(json.dumps({**r, "meaning_kept": True, "grammatical": True, "natural": True}) + "\n" for r in rows)
    )
    scored = subprocess.run(
        run
        + [
            "score",
            str(graded),
            str(tmp_path / "reads" / "tiny.key.jsonl"),
            "--out",
            str(tmp_path / "scores.md"),
            "--json",
            str(tmp_path / "scores.json"),
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert scored.returncode == 0, scored.stderr
    assert (tmp_path / "scores.md").read_text().strip() == scored.stdout.strip()
    numbers = json.loads((tmp_path / "scores.json").read_text())
    assert numbers["families"]["error_injection"]["genuinely wrong"]["hits"] == 0  # graded as meaning kept
    broken = subprocess.run(
        run + ["score", str(graded), str(graded)], check=False, capture_output=True, text=True, timeout=120
    )
    assert broken.returncode == 2 and "field 'family'" in broken.stderr


def test_grades_become_review_verdicts_that_review_summary_reads(perturbed, tmp_path):
    """`to-reviews` turns a graded sheet into reviews.jsonl verdicts with the variants' hashes."""
    import shutil

    from confprobench.data.reviews import load_reviews

    bench = tmp_path / "bench"
    shutil.copytree(perturbed, bench)
    sheet = tmp_path / "reads" / "s.jsonl"
    blind_read.write_sheet(bench, sheet, per_family=5, seed=0)
    key = blind_read.read_key(blind_read.key_path_for(sheet))
    graded = tmp_path / "reads" / "s.graded.jsonl"
    rows = [json.loads(line) for line in sheet.read_text().splitlines()]
    for row in rows:
        injected = key[row["pair"]]["family"] == "error_injection"
        row.update(
            meaning_kept=not injected,
            grammatical=True,
            natural=True,
            genuinely_wrong=True if injected else None,
            error_type=key[row["pair"]].get("recorded_error_type") if injected else None,
        )
    graded.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert (
        blind_read.main(
            ["to-reviews", str(graded), str(blind_read.key_path_for(sheet)), str(bench), "--reviewer", "ann"]
        )
        == 0
    )
    log = load_reviews(load_benchmark(bench))
    assert not log.problems and len(log.decided()) == len(rows)
    assert {v for verdicts in log.decided().values() for v in verdicts.values()} == {"accept"}
