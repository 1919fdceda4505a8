#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Where one operation's instructions go, per function, under qemu-aarch64:
# the profile behind count_insns.sh's table, for tuning a backend.
#
# Usage: tools/aarch64/profile_insns.sh <scratch-dir> <driver> <op> <param> [top]
#   <scratch-dir>: a folder count_insns.sh has filled (its drivers/ and
#     plugin/qemu-src/, or QEMU_SRC as for count_insns.sh)
#   <driver>: binpoly or oqs (the statically linked drivers)
#   <op> <param>: as in the table: mul 12323, inv 12323, decaps BIKE-L1, ...
#   [top]: how many functions to list (default 20)
# Environment: BINPOLY_BACKEND (the binpoly driver's backend), QEMU_CPU
# (default max), REPS (default 1).
# The plugin, tools/aarch64/tb_profile.c, is built into
# <scratch-dir>/plugin/ against the qemu source's qemu-plugin.h; each
# translated block's executions are counted inline and attributed to the
# function its first instruction is in (tools/aarch64/profile_sum.py), the
# run with 0 repetitions subtracted as in count_insns.sh.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
usage="usage: profile_insns.sh <scratch-dir> <driver> <op> <param> [top]"
scratch=$(cd "${1:?$usage}" && pwd)
prog=$scratch/drivers/${2:?$usage}
op=${3:?$usage}
param=${4:?$usage}
top=${5:-20}
reps=${REPS:-1}
QEMU_SRC=${QEMU_SRC:-$scratch/plugin/qemu-src}
plugin=$scratch/plugin/libtbprof.so
[ -x "$prog" ] || { echo "no driver $prog (run count_insns.sh first)" >&2; exit 1; }
if [ ! -f "$plugin" ] || [ "$here/tb_profile.c" -nt "$plugin" ]; then
    gcc -O2 -Wall -Wextra -shared -fPIC -I"$QEMU_SRC/include/qemu" \
        "$here/tb_profile.c" -o "$plugin"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for r in 0 "$reps"; do
    qemu-aarch64 -cpu "${QEMU_CPU:-max}" -L /usr/aarch64-linux-gnu \
        -plugin "$plugin",out="$out/blocks.$r" "$prog" "$op" "$param" "$r" \
        >/dev/null
done
aarch64-linux-gnu-nm -n "$prog" |
    python3 "$here/profile_sum.py" "$out/blocks.0" "$out/blocks.$reps" \
        "$reps" "$top"
