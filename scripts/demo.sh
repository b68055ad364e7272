#!/usr/bin/env bash
# Runs the main job end to end on the bundled sample with the offline default judge and writes a report.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=$("$ROOT/scripts/setup.sh")
exec "$VENV/bin/confprobench" demo "$@"
