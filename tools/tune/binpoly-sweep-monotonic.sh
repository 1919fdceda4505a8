#!/bin/bash
# SPDX-License-Identifier: MIT
# tools/tune/binpoly-sweep-monotonic.sh BENCH BACKEND FROM TO [STEP]
#
# Issue 16's monotonic-time check: times the planner's product (be->mul
# through binpoly-bench's main table, BENCH = path of binpoly-bench) at
# every STEP-th size FROM..TO words (n x n), 64 sizes per binpoly-bench
# run, and prints one line per size: words, ticks, the plan; then every
# size whose time exceeds that of some larger size of the sweep by more
# than 3% (MONO_TOL, percent), with the smallest such larger size.  The
# ticks are binpoly-bench's (mean over data sets of the minimum); sizes are
# timed one after another, so load changes show as isolated spikes: re-run
# a flagged size and its neighbours before acting on it.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 BENCH BACKEND FROM TO [STEP]" >&2
  exit 2
fi
bench=$1 backend=$2 from=$3 to=$4 step=${5:-1}
tol=${MONO_TOL:-3}
sizes=()
for ((w = from; w <= to; w += step)); do sizes+=($((64 * w))); done
for ((i = 0; i < ${#sizes[@]}; i += 64)); do
  list=$(IFS=,; echo "${sizes[*]:i:64}")
  "$bench" --backends "$backend" --sizes "$list" 2>/dev/null |
    awk -F'|' -v be="$backend" '
      /^\| bits \| words \|/ { for (k = 1; k <= NF; k++) { gsub(/ /, "", $k); if ($k == be) col = k }; next }
      col && /^\| [0-9]/ { w = $3; t = $col; p = $(NF - 1); gsub(/ /, "", w); gsub(/ /, "", t)
                           sub(/^ */, "", p); sub(/ *$/, "", p); print w, t, p }'
done | sort -n -k1,1 | awk -v tol="$tol" '
  { w[NR] = $1; t[NR] = $2; $1 = $2 = ""; p[NR] = substr($0, 3); print w[NR], t[NR], p[NR] }
  END {
    print "# sizes slower than a larger size by more than " tol "%"
    flagged = 0
    for (i = 1; i <= NR; i++)
      for (j = i + 1; j <= NR; j++)
        if (t[i] > t[j] * (1 + tol / 100)) {
          printf "%s words: %s ticks > %s words: %s ticks (%.1f%%)\n", w[i], t[i], w[j], t[j], 100 * (t[i] / t[j] - 1)
          flagged++
          break
        }
    if (!flagged) print "none"
  }'
