#!/usr/bin/env bash
# Creates (once) and reuses the virtualenv the demo and the tests run in; prints its path on stdout.
#
# Heavy builds live outside the clone, keyed by what they were built from, so a second run (or a
# second clone) is fast and a fresh machine still works:
#   $CONFPROBENCH_CACHE/wheelhouse/llama-<key>/  llama-cpp-python built with portable CPU flags
#   $CONFPROBENCH_CACHE/venv-<key>/              every dependency of the package, tests included
# The package itself is installed in editable mode on every call (a second or two), so the venv
# always runs the code of the clone that called it.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${CONFPROBENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/confprobench}
PY=${PYTHON:-python3}
log() { echo "[setup] $*" >&2; }

"$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
  || { log "Python >= 3.11 is required (found $("$PY" --version 2>&1)); set PYTHON=/path/to/python3.11"; exit 1; }
mkdir -p "$CACHE"

# llama.cpp: the default native build crashes with SIGILL on CPUs that advertise AMX, so build
# with explicit, portable flags. pip caches wheels by sdist only, hence our own wheelhouse.
LLAMA_VERSION=0.3.36
LLAMA_CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
PYTAG=$("$PY" -c 'import sys, platform; print(f"cp{sys.version_info[0]}{sys.version_info[1]}-{platform.machine()}")')
LLAMA_KEY=$(printf '%s|%s|%s' "$LLAMA_VERSION" "$LLAMA_CMAKE_ARGS" "$PYTAG" | sha256sum | cut -c1-16)
WHEELHOUSE="$CACHE/wheelhouse/llama-$LLAMA_KEY"
if ! ls "$WHEELHOUSE"/llama_cpp_python-*.whl >/dev/null 2>&1; then
  log "building llama-cpp-python $LLAMA_VERSION once (about 5 minutes on 2 cores); later runs reuse $WHEELHOUSE"
  tmp=$(mktemp -d "$CACHE/wheelhouse-build.XXXXXX")
  # --no-cache-dir: pip's own wheel cache is keyed by the sdist alone and could hand back a wheel built
  # with other flags.
  CMAKE_ARGS="$LLAMA_CMAKE_ARGS" "$PY" -m pip wheel -q --no-cache-dir --no-deps --no-binary llama-cpp-python \
    "llama-cpp-python==$LLAMA_VERSION" -w "$tmp" >&2
  mkdir -p "$(dirname "$WHEELHOUSE")"
  rm -rf "$WHEELHOUSE" && mv "$tmp" "$WHEELHOUSE"
fi

# The venv is keyed by the dependency list in pyproject.toml, the Python and the llama build.
REQS=$("$PY" - "$ROOT/pyproject.toml" <<'PYEOF'
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
reqs = list(project["dependencies"])
for extra in ("perturb", "local", "parquet", "test", "dev"):
    reqs += project["optional-dependencies"][extra]
print("\n".join(["setuptools>=77", "wheel", *reqs]))
PYEOF
)
VENV_KEY=$(printf '%s|%s|%s' "$REQS" "$PYTAG" "$LLAMA_KEY" | sha256sum | cut -c1-16)
VENV="$CACHE/venv-$VENV_KEY"
if [ ! -f "$VENV/.complete" ]; then
  log "creating $VENV (first run only)"
  rm -rf "$VENV"
  "$PY" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip >&2
  printf '%s\n' "$REQS" > "$VENV/requirements.txt"
  "$VENV/bin/python" -m pip install -q --find-links "$WHEELHOUSE" --only-binary llama-cpp-python \
    -r "$VENV/requirements.txt" >&2
  touch "$VENV/.complete"
fi
"$VENV/bin/python" -m pip install -q --no-deps --no-build-isolation -e "$ROOT" >&2
echo "$VENV"
