#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: tools/aarch64/mca_field.sh <binpoly-aarch64-build> [cpu ...]
#        (default cpus: neoverse-n1 neoverse-v2)
# llvm-mca's model of the neon backend's NIST field product mul_<m>
# (src/field/field_arith.c: product, reduction, copy out), m = 163, 233,
# 283, 409, 571, from the build's object code (built when missing): the
# instructions of mul_<m> and, where it calls the leaf, those of
# bp_neon_mul_leaf and of the plain leaf kernel of its size appended (the
# work one call does, as one straight-line block; branches, calls and
# returns left out).  Printed per core: the block's instruction count and
# the simulated cycles per product of 200 back to back (independent, every
# load an L1 hit: a throughput figure, not the latency of a chain).
# Models, not timings: no AArch64 machine measured these.
set -euo pipefail
build=${1:?usage: mca_field.sh <binpoly-aarch64-build> [cpu ...]}
shift
cpus=("$@")
[ ${#cpus[@]} -gt 0 ] || cpus=(neoverse-n1 neoverse-v2)
mca=${MCA:-/usr/lib/llvm-19/bin/llvm-mca}
dump=${OBJDUMP:-aarch64-linux-gnu-objdump}
nice -n 10 cmake --build "$build" --target binpoly >/dev/null
obj() { find "$build" -path "*$1" | head -n 1; }
field=$(obj bp_field_neon.dir/src/field/field_arith.c.o)
leaf=$(obj neon.dir/src/kernels/neon/leaf_neon.c.o)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# body <object> <function>: its instructions in assembler syntax, without
# branches, calls and returns.
body() {
  "$dump" -d --no-show-raw-insn "$1" | awk -v f="<$2>:" '
    $2 == f { on = 1; next }
    on && NF == 0 { on = 0 }
    on {
      sub(/^[ \t]*[0-9a-f]+:[ \t]*/, "")
      sub(/[ \t]*\/\/.*$/, "")
      sub(/[ \t]*<.*>$/, "")
      if ($1 ~ /^(b|bl|blr|br|ret|cbz|cbnz|tbz|tbnz)$/ || $1 ~ /^b\./) next
      print
    }'
}

echo "| m | words | core | instructions | cycles / product |"
echo "|---:|---:|---|---:|---:|"
for m in 163 233 283 409 571; do
  w=$(( (m + 63) / 64 ))
  body "$field" "mul_$m" > "$tmp/mul.s"
  if "$dump" -dr "$field" | awk -v f="<mul_$m>:" '
       $2 == f { on = 1; next } on && NF == 0 { on = 0 } on' |
     grep -c mul_leaf >/dev/null; then
    body "$leaf" bp_neon_mul_leaf >> "$tmp/mul.s"
    body "$leaf" "leaf$w" >> "$tmp/mul.s"
  fi
  n=$(wc -l < "$tmp/mul.s")
  for cpu in "${cpus[@]}"; do
    c=$("$mca" -mtriple=aarch64 -mcpu="$cpu" -mattr=+aes -iterations=200 \
          "$tmp/mul.s" 2>/dev/null |
        awk '/^Iterations:/ { it = $2 } /^Total Cycles:/ { printf "%.1f", $3 / it }')
    echo "| $m | $w | $cpu | $n | $c |"
  done
done
