#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: .ci/check_no_skips.sh BUILD_DIR
# After `make test`: fails unless every test of BUILD_DIR labelled
# "needs-tool" (checks that skip, exit 77, when clang, valgrind,
# pkg-config, a peer library or Python is missing) ran and passed in the
# last ctest run, whose JUnit report the Makefile writes to
# BUILD_DIR/ctest-junit.xml.  CI installs every such tool, so a skip there
# means a check did not run.
set -euo pipefail
dir=$1
junit="$dir/ctest-junit.xml"
[ -f "$junit" ] || { echo "FAIL: no $junit (run make test first)"; exit 1; }
required=$(cd "$dir" && ctest -N -L needs-tool | sed -n 's/^ *Test *#[0-9]*: //p')
[ -n "$required" ] || { echo "FAIL: no needs-tool test registered in $dir"; exit 1; }
status=0
n=0
for t in $required; do
  n=$((n + 1))
  line=$(grep -F "<testcase name=\"$t\"" "$junit" || true)
  case "$line" in
    *'status="run"'*) ;;
    "") echo "FAIL: $t did not run"; status=1 ;;
    *) echo "FAIL: $t: ${line}"; status=1 ;;
  esac
done
[ $status -ne 0 ] || echo "all $n needs-tool tests ran and passed"
exit $status
