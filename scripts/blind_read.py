"""Blind read of accepted text variants: a grading sheet that hides family and rule, and its scoring.

    python scripts/blind_read.py sheet PERTURBED_BENCH --per-family 40 --seed 0 --out reads/test.jsonl
    # graders fill in the grade fields of every line of reads/test.jsonl, saved as reads/test.graded.jsonl
    python scripts/blind_read.py score reads/test.graded.jsonl reads/test.key.jsonl --out reads/test.scores.md

``sheet`` samples accepted variants of the text families (synonym, syntactic, error_injection) from a
perturbed benchmark, shuffles them together and writes one line per (original step, variant step)
pair with the problem and the steps before it. Nothing on the sheet says which family or rule made a
variant, or which error type an injection recorded: every pair gets the same blank grade fields, so
the grader judges each pair on its own. The key (``<sheet>.key.jsonl``) maps pair ids to family, rule
(``Variant.operation``), recorded error type and variant id; keep it away from the graders.

Grade fields (the original step is always a correct step):

- ``meaning_kept``  (bool) the variant says the same thing as the original
- ``grammatical``   (bool) the variant is grammatical English (maths and formulas aside)
- ``natural``       (bool) the variant reads like something a model would write in a solution
- ``genuinely_wrong`` (bool, required when ``meaning_kept`` is false) the variant step is now incorrect
- ``error_type``    (code, required when ``genuinely_wrong`` is true) NC, SC, VI, RE, KE or QU
- ``note``          (free text, optional)

``score`` joins the grades with the key and reports, with Wilson 95% intervals, per family and per
rule: for synonym and syntactic variants the share that keep the meaning, are grammatical, read
naturally, and all three; for injected errors the share that are genuinely wrong, genuinely wrong
*and* of the recorded type (the grader's type equals the recorded one), grammatical and natural.
Ungraded lines (every grade field still null) are counted and left out; a partly graded or malformed
line is an error naming the file, the line and the field (exit status 2).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT / "src") not in sys.path:
    sys.path.insert(0, str(REPO_ROOT / "src"))

import numpy as np  # noqa: E402

from confprobench.data import DataError, load_benchmark  # noqa: E402
from confprobench.data.predictions import iter_jsonl  # noqa: E402
from confprobench.data.reviews import (  # noqa: E402
    ReviewRecord,
    append_review,
    now_utc,
    variant_content_hash,
    wilson_interval,  # noqa: E402
)
from confprobench.data.schema import TAXONOMY, ErrorType, Variant  # noqa: E402
from confprobench.data.seeding import stable_int  # noqa: E402

#: Families read blind, in report order; image variants are judged by looking at images, not here.
READ_FAMILIES: tuple[str, ...] = ("synonym", "syntactic", "error_injection")
MEANING_PRESERVING: tuple[str, ...] = ("synonym", "syntactic")
GRADE_FIELDS: tuple[str, ...] = ("meaning_kept", "grammatical", "natural", "genuinely_wrong", "error_type")
#: Types a grader may give an injected error (NS, "no solution", cannot be planted in one step).
GRADABLE_TYPES: tuple[str, ...] = tuple(t.value for t in TAXONOMY if t is not ErrorType.NS)
Z_95 = 1.959963984540054


# ----------------------------------------------------------------------------- the sheet


def key_path_for(sheet: str | Path) -> Path:
    """``reads/test.jsonl`` → ``reads/test.key.jsonl``: the key always sits beside its sheet."""
    sheet = Path(sheet)
    if sheet.suffix != ".jsonl":
        raise ValueError(f"{sheet}: the sheet must be a .jsonl file")
    return sheet.with_suffix(".key.jsonl")


def _accepted(variant: Variant) -> bool:
    # variants.jsonl holds only what the engine accepted; an injection is accepted *because* the check its
    # error type targets failed, so "every check passed" is the test for meaning-preserving families only.
    if variant.family not in READ_FAMILIES:
        return False
    return variant.family not in MEANING_PRESERVING or all(check.passed for check in variant.checks)


def _spread_sample(variants: list[Variant], count: int, rng: np.random.Generator) -> list[Variant]:
    """``count`` variants drawn at random, each target step used once before any is used twice."""
    shuffled = [variants[i] for i in rng.permutation(len(variants))]
    seen: Counter[tuple[str, int | None]] = Counter()
    ranked = []
    for position, variant in enumerate(shuffled):
        target = (variant.process_id, variant.target_step)
        ranked.append((seen[target], position, variant))
        seen[target] += 1
    return [variant for _, _, variant in sorted(ranked, key=lambda item: item[:2])[:count]]


def make_sheet(
    bench: str | Path, *, per_family: int, seed: int = 0
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, int]]:
    """Sample up to ``per_family`` accepted variants of each text family and shuffle them into pairs.

    Returns (sheet rows, key rows, available accepted variants per family). Every random choice comes
    from a generator seeded by (seed, "blind-read", family or "shuffle"), so the same perturbed
    benchmark and seed give the same sheet.
    """
    if per_family < 1:
        raise ValueError("--per-family must be at least 1")
    benchmark = load_benchmark(bench)
    by_family: dict[str, list[Variant]] = {family: [] for family in READ_FAMILIES}
    for variant in sorted(benchmark.variants.values(), key=lambda v: v.id):
        if _accepted(variant):
            by_family[variant.family].append(variant)
    available = {family: len(variants) for family, variants in by_family.items()}
    if not any(available.values()):
        raise DataError(
            benchmark.root,
            None,
            "variants.jsonl",
            "no accepted synonym, syntactic or error_injection variants to read; "
            "run `confprobench perturb` on the benchmark first",
        )
    chosen: list[Variant] = []
    for family, variants in by_family.items():
        rng = np.random.default_rng([seed, stable_int("blind-read"), stable_int(family)])
        chosen.extend(_spread_sample(variants, per_family, rng))
    order = np.random.default_rng([seed, stable_int("blind-read"), stable_int("shuffle")]).permutation(len(chosen))
    width = max(3, len(str(len(chosen))))
    sheet, key = [], []
    for number, index in enumerate(order, start=1):
        variant = chosen[index]
        process = benchmark.processes[variant.process_id]
        step = variant.target_step or 0
        pair = f"p{number:0{width}d}"
        sheet.append(
            {
                "pair": pair,
                "problem": process.problem.question,
                "images": [image.path for image in process.problem.images],
                "step": step,
                "preceding_steps": [s.text for s in process.steps[: step - 1]],
                "original": process.step(step).text,
                "variant": variant.text,
                **{name: None for name in GRADE_FIELDS},
                "note": "",
            }
        )
        key.append(
            {
                "pair": pair,
                "variant_id": variant.id,
                "process_id": variant.process_id,
                "step": step,
                "family": variant.family,
                "rule": variant.operation,
                "recorded_error_type": variant.injected_error_type.value if variant.injected_error_type else None,
                "bench": benchmark.name,
                "bench_fingerprint": benchmark.fingerprint,
            }
        )
    return sheet, key, available


def _write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")


def write_sheet(
    bench: str | Path, out: str | Path, *, per_family: int, seed: int = 0, force: bool = False
) -> dict[str, int]:
    """Write the sheet to ``out`` and its key beside it; refuse to overwrite either unless ``force``.

    Returns the number of pairs per family.
    """
    out = Path(out)
    key_out = key_path_for(out)
    if not force:
        for path in (out, key_out):
            if path.exists():
                raise FileExistsError(f"{path} already exists (it may hold grades); pass --force to replace it")
    sheet, key, available = make_sheet(bench, per_family=per_family, seed=seed)
    _write_jsonl(out, sheet)
    _write_jsonl(key_out, key)
    counts = Counter(row["family"] for row in key)
    for family in READ_FAMILIES:
        if available[family] < per_family:
            print(f"note: {family}: only {available[family]} accepted variants, all on the sheet", file=sys.stderr)
    return {family: counts.get(family, 0) for family in READ_FAMILIES}


# ----------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class Grade:
    """One graded pair joined with its key row."""

    pair: str
    family: str
    rule: str
    recorded_error_type: str | None
    meaning_kept: bool
    grammatical: bool
    natural: bool
    genuinely_wrong: bool
    error_type: str | None


@dataclass(frozen=True)
class Rate:
    """A share with its Wilson 95% interval."""

    hits: int
    n: int

    @property
    def share(self) -> float:
        return self.hits / self.n if self.n else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.hits, self.n)

    def cell(self) -> str:
        if not self.n:
            return "–"
        low, high = self.interval
        return f"{100 * self.share:.0f}% [{100 * low:.0f}–{100 * high:.0f}]"


def read_key(path: str | Path) -> dict[str, dict[str, Any]]:
    """Key rows by pair id; a row without pair, family or rule is an error naming the line."""
    rows: dict[str, dict[str, Any]] = {}
    for number, row in iter_jsonl(path):
        for field in ("pair", "family", "rule"):
            if not isinstance(row, dict) or not isinstance(row.get(field), str):
                raise DataError(path, number, field, "missing or not a string; is this a key file written by `sheet`?")
        if row["family"] not in READ_FAMILIES:
            raise DataError(path, number, "family", f"must be one of {', '.join(READ_FAMILIES)}, got {row['family']!r}")
        if row["pair"] in rows:
            raise DataError(path, number, "pair", f"duplicate pair id {row['pair']!r}")
        rows[row["pair"]] = row
    return rows


def _bool_field(path: Path, number: int, row: dict[str, Any], field: str) -> bool:
    value = row.get(field)
    if not isinstance(value, bool):
        raise DataError(path, number, field, f"must be true or false, got {json.dumps(value)}")
    return value


def read_grades(graded: str | Path, key: dict[str, dict[str, Any]]) -> tuple[list[Grade], list[str]]:
    """Graded pairs joined with the key, and the ids of pairs left ungraded (all grade fields null).

    Raises DataError (file, line, field) for an unknown or repeated pair, a non-boolean grade, a
    missing ``genuinely_wrong`` when the meaning was not kept, or a missing or unknown ``error_type``
    when the step was judged wrong.
    """
    path = Path(graded)
    grades: list[Grade] = []
    ungraded: list[str] = []
    seen: set[str] = set()
    for number, row in iter_jsonl(path):
        if not isinstance(row, dict) or not isinstance(row.get("pair"), str):
            raise DataError(path, number, "pair", "missing; every line needs the pair id from the sheet")
        pair = row["pair"]
        if pair not in key:
            raise DataError(
                path, number, "pair", f"{pair!r} is not in the key; grades and key come from different sheets"
            )
        if pair in seen:
            raise DataError(path, number, "pair", f"{pair!r} is graded twice")
        seen.add(pair)
        if all(row.get(field) is None for field in GRADE_FIELDS):
            ungraded.append(pair)
            continue
        meaning_kept = _bool_field(path, number, row, "meaning_kept")
        grammatical = _bool_field(path, number, row, "grammatical")
        natural = _bool_field(path, number, row, "natural")
        genuinely_wrong = (
            False
            if meaning_kept and row.get("genuinely_wrong") is None
            else _bool_field(path, number, row, "genuinely_wrong")
        )
        error_type = None
        if genuinely_wrong:
            raw = row.get("error_type")
            try:
                error_type = ErrorType.parse(raw).value if raw is not None else None
            except ValueError as exc:
                raise DataError(path, number, "error_type", str(exc)) from None
            if error_type not in GRADABLE_TYPES:
                raise DataError(
                    path,
                    number,
                    "error_type",
                    f"a step judged wrong needs its type, one of {', '.join(GRADABLE_TYPES)}; got {json.dumps(raw)}",
                )
        entry = key[pair]
        grades.append(
            Grade(
                pair=pair,
                family=entry["family"],
                rule=entry["rule"],
                recorded_error_type=entry.get("recorded_error_type"),
                meaning_kept=meaning_kept,
                grammatical=grammatical,
                natural=natural,
                genuinely_wrong=genuinely_wrong,
                error_type=error_type,
            )
        )
    ungraded.extend(sorted(set(key) - seen))
    return grades, ungraded


#: Column name -> predicate, per kind of family.
MEANING_COLUMNS = {
    "meaning kept": lambda g: g.meaning_kept,
    "grammatical": lambda g: g.grammatical,
    "reads naturally": lambda g: g.natural,
    "all three": lambda g: g.meaning_kept and g.grammatical and g.natural,
}
INJECTION_COLUMNS = {
    "genuinely wrong": lambda g: g.genuinely_wrong,
    "wrong and of the recorded type": lambda g: g.genuinely_wrong and g.error_type == g.recorded_error_type,
    "grammatical": lambda g: g.grammatical,
    "reads naturally": lambda g: g.natural,
}


def rates(grades: Sequence[Grade]) -> dict[str, Rate]:
    """The family's columns (meaning-preserving or injection) as rates over ``grades`` (one family)."""
    if not grades:
        return {}
    columns = INJECTION_COLUMNS if grades[0].family == "error_injection" else MEANING_COLUMNS
    return {name: Rate(sum(bool(test(g)) for g in grades), len(grades)) for name, test in columns.items()}


def score(grades: Sequence[Grade]) -> dict[str, Any]:
    """Per-family and per-(family, rule) rates, and for injections the recorded → graded type counts."""
    by_family: dict[str, list[Grade]] = defaultdict(list)
    by_rule: dict[tuple[str, str], list[Grade]] = defaultdict(list)
    for grade in grades:
        by_family[grade.family].append(grade)
        by_rule[(grade.family, grade.rule)].append(grade)
    types: Counter[tuple[str, str]] = Counter(
        (g.recorded_error_type or "?", (g.error_type or "?") if g.genuinely_wrong else "not wrong")
        for g in by_family.get("error_injection", [])
    )
    return {
        "families": {family: rates(by_family[family]) for family in READ_FAMILIES if by_family.get(family)},
        "rules": {
            key: rates(group)
            for key, group in sorted(by_rule.items(), key=lambda item: (READ_FAMILIES.index(item[0][0]), item[0][1]))
        },
        "injected_types": dict(sorted(types.items())),
    }


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)] + ["| " + " | ".join(r) + " |" for r in rows]


def render_markdown(result: dict[str, Any], *, graded: int, ungraded: int) -> str:
    """The scores as markdown: per family, per rule, and the injected-type agreement."""
    lines = [
        f"Blind read: {graded} pairs graded" + (f", {ungraded} ungraded (left out)" if ungraded else "") + ".",
        "Shares with Wilson 95% intervals in brackets.",
        "",
    ]
    for kind, families, columns in (
        ("Meaning-preserving variants", MEANING_PRESERVING, MEANING_COLUMNS),
        ("Injected errors", ("error_injection",), INJECTION_COLUMNS),
    ):
        family_rows = [
            [family, str(next(iter(r.values())).n)] + [r[c].cell() for c in columns]
            for family, r in result["families"].items()
            if family in families
        ]
        rule_rows = [
            [family, rule, str(next(iter(r.values())).n)] + [r[c].cell() for c in columns]
            for (family, rule), r in result["rules"].items()
            if family in families
        ]
        if not family_rows:
            continue
        lines += [f"### {kind}", ""] + _table(["family", "n", *columns], family_rows) + [""]
        lines += [f"Per rule ({kind.lower()}):", ""] + _table(["family", "rule", "n", *columns], rule_rows) + [""]
    if result["injected_types"]:
        lines += ["Injected errors, recorded type → grader's type:", ""]
        lines += _table(
            ["recorded", "graded", "pairs"],
            [
                [recorded, graded_type, str(count)]
                for (recorded, graded_type), count in result["injected_types"].items()
            ],
        )
        lines.append("")
    return "\n".join(lines)


def score_files(graded: str | Path, key: str | Path) -> tuple[str, dict[str, Any]]:
    """Read a graded sheet and its key; return the markdown report and the JSON-ready numbers."""
    grades, ungraded = read_grades(graded, read_key(key))
    if not grades:
        raise DataError(graded, None, None, "no graded pairs: fill in the grade fields of the sheet first")
    result = score(grades)
    as_json = {
        "graded": len(grades),
        "ungraded": len(ungraded),
        "families": {f: {c: _rate_json(r) for c, r in cols.items()} for f, cols in result["families"].items()},
        "rules": [
            {"family": f, "rule": rule, **{c: _rate_json(r) for c, r in cols.items()}}
            for (f, rule), cols in result["rules"].items()
        ],
        "injected_types": [
            {"recorded": rec, "graded": gr, "pairs": n} for (rec, gr), n in result["injected_types"].items()
        ],
    }
    return render_markdown(result, graded=len(grades), ungraded=len(ungraded)), as_json


def _rate_json(rate: Rate) -> dict[str, Any]:
    low, high = rate.interval
    return {"hits": rate.hits, "n": rate.n, "share": rate.share, "wilson95": [low, high]}


# ----------------------------------------------------------------------------- verdicts for `review`


def verdict_of(grade: Grade) -> tuple[str, str | None]:
    """A grade as a review verdict: accept only a variant that passed every count of its family."""
    if grade.family == "error_injection":
        if not grade.genuinely_wrong or grade.error_type != grade.recorded_error_type:
            return "reject", "wrong_error_type"
        return "accept", None
    if not grade.meaning_kept:
        return "reject", "meaning_changed"
    if not grade.grammatical:
        return "reject", "ungrammatical"
    if not grade.natural:
        return "reject", "unnatural"
    return "accept", None


def grades_to_reviews(graded: str | Path, key: str | Path, bench: str | Path, reviewer: str) -> int:
    """Append the grader's verdicts to BENCH/reviews.jsonl (as `confprobench review` records them), so the
    blind read can be re-read, summarised and used by `run --variants reviewed`. Returns the count."""
    rows = read_key(key)
    grades, _ = read_grades(graded, rows)
    benchmark = load_benchmark(bench)
    for grade in grades:
        variant_id = rows[grade.pair]["variant_id"]
        if variant_id not in benchmark.variants:
            raise DataError(key, None, "variant_id", f"{variant_id} is not a variant of {benchmark.root}")
        verdict, reason = verdict_of(grade)
        append_review(
            benchmark,
            ReviewRecord.model_validate(
                {
                    "variant_id": variant_id,
                    "verdict": verdict,
                    "reason": reason,
                    "reviewer": reviewer,
                    "time": now_utc(),
                    "variant_hash": variant_content_hash(benchmark.variants[variant_id]),
                    "note": f"blind read, pair {grade.pair}",
                }
            ),
        )
    return len(grades)


# ----------------------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=(__doc__ or "")[(__doc__ or "").find("Grade fields") :],
    )
    commands = parser.add_subparsers(dest="command", required=True)
    sheet = commands.add_parser("sheet", help="write a blind grading sheet and its key from a perturbed benchmark")
    sheet.add_argument("bench", help="perturbed benchmark directory (output of `confprobench perturb`)")
    sheet.add_argument("--per-family", type=int, required=True, help="pairs to sample per text family")
    sheet.add_argument("--seed", type=int, default=0, help="sampling and shuffling seed (default 0)")
    sheet.add_argument(
        "--out",
        type=Path,
        required=True,
        help="sheet file SHEET.jsonl; the key is written to SHEET.key.jsonl beside it",
    )
    sheet.add_argument("--force", action="store_true", help="replace an existing sheet and key")
    scoring = commands.add_parser("score", help="score a graded sheet against its key")
    scoring.add_argument("graded", type=Path, help="the sheet with grade fields filled in (SHEET.graded.jsonl)")
    scoring.add_argument("key", type=Path, help="the key written with the sheet (SHEET.key.jsonl)")
    scoring.add_argument("--out", type=Path, help="also write the markdown tables here")
    scoring.add_argument("--json", type=Path, help="also write the numbers as JSON here")
    reviews = commands.add_parser("to-reviews", help="append a graded sheet's verdicts to BENCH/reviews.jsonl")
    reviews.add_argument("graded", type=Path, help="the graded sheet")
    reviews.add_argument("key", type=Path, help="its key")
    reviews.add_argument("bench", type=Path, help="the perturbed benchmark the sheet was drawn from")
    reviews.add_argument("--reviewer", required=True, help="the grader's name in reviews.jsonl")
    args = parser.parse_args(argv)
    try:
        if args.command == "to-reviews":
            count = grades_to_reviews(args.graded, args.key, args.bench, args.reviewer)
            print(f"appended {count} verdicts by {args.reviewer} to {args.bench / 'reviews.jsonl'}")
        elif args.command == "sheet":
            counts = write_sheet(args.bench, args.out, per_family=args.per_family, seed=args.seed, force=args.force)
            total = sum(counts.values())
            print(
                f"wrote {total} pairs ({', '.join(f'{f} {n}' for f, n in counts.items())}) to {args.out}; "
                f"key: {key_path_for(args.out)}"
            )
        else:
            markdown, numbers = score_files(args.graded, args.key)
            print(markdown)
            if args.out:
                args.out.parent.mkdir(parents=True, exist_ok=True)
                args.out.write_text(markdown, encoding="utf-8")
            if args.json:
                args.json.parent.mkdir(parents=True, exist_ok=True)
                args.json.write_text(json.dumps(numbers, indent=2) + "\n", encoding="utf-8")
    except (DataError, FileExistsError, ValueError, FileNotFoundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
