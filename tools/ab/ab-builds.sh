#!/bin/bash
# SPDX-License-Identifier: MIT
# tools/ab/ab-builds.sh REV_A REV_B BACKEND WORDS...
#
# Times two git revisions of the library against each other in one
# process (tools/ab/ab_builds.c), in both call orders: "A B" then "B A".
# Each revision is exported with git archive, built in Release as PIC and
# linked into a shared object with -Bsymbolic, under $AB_DIR (default
# /tmp/binpoly-ab).  Needs gcc, cmake, make.  Run it on an otherwise idle
# machine; the ratios, not the ticks, are the result.  AB_CALL=mul times
# binpoly_mul (the public call with its own scratch) instead of
# binpoly_mul_scratch.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 REV_A REV_B BACKEND WORDS..." >&2
  exit 2
fi
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
dir=${AB_DIR:-/tmp/binpoly-ab}
mkdir -p "$dir"
build() { # REV -> $dir/REV.so
  local rev sha src
  rev=$1
  sha=$(git -C "$repo" rev-parse --verify "$rev^{commit}")
  src="$dir/$sha"
  if [ ! -f "$dir/$sha.so" ]; then
    rm -rf "$src" && mkdir -p "$src"
    git -C "$repo" archive "$sha" | tar -x -C "$src"
    cmake -S "$src" -B "$src/build" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_POSITION_INDEPENDENT_CODE=ON >/dev/null
    make -C "$src/build" -j2 binpoly >/dev/null
    gcc -shared -o "$dir/$sha.so" -Wl,--whole-archive \
      "$src/build/libbinpoly.a" -Wl,--no-whole-archive -Wl,-Bsymbolic
  fi
  echo "$dir/$sha.so"
}
rev_a=$1
rev_b=$2
a=$(build "$rev_a")
b=$(build "$rev_b")
backend=$3
shift 3
gcc -O2 -Wall -Wextra -I "$repo/bench/core" -o "$dir/ab_builds" \
  "$repo/tools/ab/ab_builds.c" "$repo/bench/core/bench_timer.c" -ldl
echo "# A = $rev_a, B = $rev_b (B/A below 1: $rev_b faster)"
"$dir/ab_builds" "$a" "$b" "$backend" "$@"
echo "# swapped: A = $rev_b, B = $rev_a (B/A above 1: $rev_b faster)"
"$dir/ab_builds" "$b" "$a" "$backend" "$@"
