#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The error paths of the public functions that no test executes.
#
# usage: tools/coverage/error_paths.sh [SRC_DIR] [BUILD_DIR]
#   (defaults: the repository, SRC_DIR/build-cov)
# Builds the library and the tests with gcc's --coverage (Debug) in
# BUILD_DIR, runs ctest there (less the no-asan tests: valgrind, timing,
# install, fuzzing, Python), then reads the counts with gcovr (from PATH,
# else pip-installed into a venv under ${TMPDIR:-/tmp}) and prints every
# line of the public entry points (src/api, src/dispatch, src/poly,
# src/ring, src/field, src/kem) that returns or sets a BINPOLY_ERR_* code
# and never ran.  A report, not a test: it exits 0 whatever it finds
# (TESTING.md, "Error paths", lists the lines known to be unreachable).
# The thread-stack tests are left out, their -O0 frames do not fit the
# bounds they check (test_work_area runs once with a 1 MiB stack).
# Takes 20 to 30 minutes on 2 cores.
set -euo pipefail
src=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
build=${2:-$src/build-cov}
cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_C_FLAGS=--coverage -DCMAKE_EXE_LINKER_FLAGS=--coverage \
  -DBINPOLY_BENCH=OFF >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
find "$build" -name '*.gcda' -delete
(cd "$build" && ctest -j "$(nproc 2>/dev/null || echo 2)" -LE no-asan \
  -E 'test_small_stack|test_work_area|test_stack_usage' --timeout 1200 >ctest-coverage.log) ||
  echo "some tests failed: $build/ctest-coverage.log"
"$build/tests/core/test_work_area" 1024 >/dev/null ||
  echo "test_work_area 1024 failed"

gcovr=$(command -v gcovr || true)
if [ -z "$gcovr" ]; then
  venv=${TMPDIR:-/tmp}/binpoly-gcovr-venv
  [ -x "$venv/bin/gcovr" ] || { python3 -m venv "$venv" &&
    "$venv/bin/pip" install -q gcovr; }
  gcovr=$venv/bin/gcovr
fi
"$gcovr" -r "$src" "$build" --filter "$src/src/" --json "$build/coverage.json" \
  --gcov-ignore-parse-errors=all --gcov-ignore-errors=no_working_dir_found \
  2>/dev/null
python3 - "$src" "$build/coverage.json" <<'PY'
import json, re, sys
src, report = sys.argv[1], sys.argv[2]
areas = ("src/api/", "src/dispatch/", "src/poly/", "src/ring/", "src/field/",
         "src/kem/")
error = re.compile(r"\bBINPOLY_ERR_[A-Z_]+|return err\b")
missed = 0
for f in json.load(open(report))["files"]:
    name = f["file"]
    if not name.startswith(areas):
        continue
    text = open(f"{src}/{name}").read().split("\n")
    for line in f["lines"]:
        if line["line_number"] > len(text):  # the file changed since
            continue
        t = text[line["line_number"] - 1]
        if line["count"] == 0 and error.search(t):
            print(f"{name}:{line['line_number']}: {t.strip()}")
            missed += 1
print(f"{missed} error lines of the public entry points never executed")
PY
