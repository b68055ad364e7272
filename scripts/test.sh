#!/usr/bin/env bash
# Runs the test suite: sets up the venv (scripts/setup.sh) and Chromium for the HTML-report test, then pytest.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=$("$ROOT/scripts/setup.sh")
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "[test] installing Debian chromium for the HTML report test" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2 \
    || echo "[test] could not install chromium; the browser test will fail" >&2
fi
cd "$ROOT"
exec "$VENV/bin/python" -m pytest "$@"
