#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Python package's tests as a user would meet it: a fresh virtual
# environment (made here, removed after), `pip install .[test]` from this
# tree (scikit-build-core builds the C library and the cffi extension;
# pytest and galois come from PyPI), then pytest on tests/python/pkg from
# the repository root (the installed package is imported, not python/).
# Usage: tests/python/run_pytest.sh [pytest args]; PYTHON picks the
# interpreter (default python3).  About 2 minutes on 2 cores, most of it
# downloads and the build.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
py=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "python tests: $($py --version) in a fresh venv ($tmp/venv)"
"$py" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q --upgrade pip
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-2}
start=$(date +%s)
"$tmp/venv/bin/python" -m pip install -q "$src[test]"
echo "pip install .[test]: $(( $(date +%s) - start )) s"
cd "$src"
"$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider tests/python/pkg "$@"
