#!/usr/bin/env bash
# Runs the checks CI runs: sets up the venv (scripts/setup.sh) and Chromium for the browser tests, then lint
# (ruff), formatting (ruff format --check), types (mypy --strict on src/) and the test suite (pytest).
# Extra arguments go to pytest; CONFPROBENCH_SKIP_LINT=1 skips the three static checks (for quick local runs).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=$("$ROOT/scripts/setup.sh")
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "[test] installing Debian chromium for the HTML report and review page tests" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2 \
    || echo "[test] could not install chromium; the browser tests will fail" >&2
fi
cd "$ROOT"
if [ "${CONFPROBENCH_SKIP_LINT:-0}" != 1 ]; then
  echo "[test] ruff check" >&2
  "$VENV/bin/ruff" check .
  echo "[test] ruff format --check" >&2
  "$VENV/bin/ruff" format --check .
  echo "[test] mypy" >&2
  "$VENV/bin/mypy"
fi
exec "$VENV/bin/python" -m pytest "$@"
