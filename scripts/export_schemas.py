"""Write the JSON Schemas of the boundary records to docs/schema/ (or check they are current).

python scripts/export_schemas.py          # rewrite docs/schema/*.json
python scripts/export_schemas.py --check  # exit 1 if a committed schema is out of date
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from confprobench.data.predictions import Prediction
from confprobench.data.schema import Problem, Process, Step, Variant
from confprobench.metrics.result import MetricsResult

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "docs" / "schema"
MODELS = {
    "problem": Problem,
    "process": Process,
    "step": Step,
    "variant": Variant,
    "prediction": Prediction,
    "metrics": MetricsResult,
}


def schema_texts() -> dict[str, str]:
    """File name → JSON text of each record's schema (stable key order, trailing newline)."""
    return {
        f"{name}.json": json.dumps(model.model_json_schema(), indent=2, ensure_ascii=False) + "\n"
        for name, model in MODELS.items()
    }


def stale_files(directory: Path = SCHEMA_DIR) -> list[str]:
    """Schema files that are missing or differ from what the code produces now."""
    return [
        name
        for name, text in schema_texts().items()
        if not (directory / name).is_file() or (directory / name).read_text(encoding="utf-8") != text
    ]


def main(argv: list[str]) -> int:
    if "--check" in argv:
        stale = stale_files()
        if stale:
            print(f"out of date: {', '.join(stale)}; run python scripts/export_schemas.py", file=sys.stderr)
            return 1
        return 0
    SCHEMA_DIR.mkdir(parents=True, exist_ok=True)
    for name, text in schema_texts().items():
        (SCHEMA_DIR / name).write_text(text, encoding="utf-8")
        print(SCHEMA_DIR.name + "/" + name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
