#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The constant-time tests under valgrind (ctest label "ctgrind": every
# program that marks its secrets undefined) built by gcc and clang at -O2
# and -O3: an optimiser that turns masked selects into branches shows up
# in one of the four.  Builds in WORK_DIR/<cc>-<opt>, only the programs
# the ctgrind tests run.
#
# usage: tools/ct/ctgrind_matrix.sh [WORK_DIR [CC[:OPT,...]...]]
#   WORK_DIR defaults to /tmp/binpoly-ctgrind, the compilers to gcc clang,
#   each at O2 and O3 unless its levels are given (gcc:O2: -O2 only).
# Exit 77 (ctest: skipped) when a compiler named is not installed, after
# the others have run; 1 when any build or test failed.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-/tmp/binpoly-ctgrind}
shift || true
compilers=("$@")
[ ${#compilers[@]} -gt 0 ] || compilers=(gcc clang)
status=0
missing=0
mkdir -p "$work"
for spec in "${compilers[@]}"; do
  cc=${spec%%:*}
  opts=O2,O3
  [ "$spec" = "$cc" ] || opts=${spec#*:}
  command -v "$cc" >/dev/null || { echo "$cc not installed: skipped"; missing=1; continue; }
  for opt in ${opts//,/ }; do
    dir="$work/$cc-$opt"
    cmake -S "$src" -B "$dir" -DCMAKE_C_COMPILER="$cc" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-$opt -DNDEBUG" \
      -DBINPOLY_BENCH=OFF > "$dir.configure.log" 2>&1 ||
      { echo "$cc -$opt: configure failed ($dir.configure.log)"; status=1; continue; }
    # The programs behind the ctgrind tests: the last word of each command.
    targets=$(cd "$dir" && ctest -L ctgrind -N -V 2>/dev/null |
              sed -n 's/.*Test command: .* "\?\(\/[^ "]*\)"\?$/\1/p' |
              xargs -r -n1 basename | sort -u)
    cmake --build "$dir" -j 2 --target $targets > "$dir.build.log" 2>&1 ||
      { echo "$cc -$opt: build failed ($dir.build.log)"; status=1; continue; }
    if (cd "$dir" && ctest -L ctgrind -j 2 --output-on-failure > "$dir.ctest.log" 2>&1); then
      echo "$cc -$opt: $(grep -E 'tests passed' "$dir.ctest.log")"
    else
      echo "$cc -$opt: FAILED"; grep -E 'Failed|\*\*\*' "$dir.ctest.log" | head -20
      status=1
    fi
  done
done
[ $status -ne 0 ] || [ $missing -eq 0 ] || exit 77
exit $status
