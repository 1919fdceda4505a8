#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Per-function instruction counts of one operation, for
tools/aarch64/profile_insns.sh: reads the symbol table of a static aarch64
binary (`nm -n` output on stdin) and two tb_profile.c block files, of a
run with 0 and with R repetitions, and prints, for the functions with the
most instructions, their count per operation ((R-run - 0-run) / R) and
share of the total.

Usage: aarch64-linux-gnu-nm -n BINARY | profile_sum.py BLOCKS0 BLOCKS_R R [TOP]
"""
import bisect
import collections
import sys


def functions(nm_lines):
    """Sorted (address, name) of the text symbols."""
    syms = []
    for line in nm_lines:
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            syms.append((int(parts[0], 16), parts[2]))
    return syms


def per_function(path, starts, names):
    """Executed instructions per function in one block file."""
    counts = collections.Counter()
    with open(path) as f:
        for line in f:
            pc, insns, execs = line.split()
            i = bisect.bisect_right(starts, int(pc, 16)) - 1
            counts[names[i] if i >= 0 else "?"] += int(insns) * int(execs)
    return counts


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    syms = functions(sys.stdin)
    starts = [a for a, _ in syms]
    names = [n for _, n in syms]
    reps = int(sys.argv[3])
    top = int(sys.argv[4]) if len(sys.argv) == 5 else 20
    base = per_function(sys.argv[1], starts, names)
    runs = per_function(sys.argv[2], starts, names)
    diff = {k: (runs[k] - base[k]) / reps for k in set(base) | set(runs)}
    total = sum(diff.values())
    print(f"{total:14,.0f}  100.0%  total per operation")
    for name, n in sorted(diff.items(), key=lambda kv: -kv[1])[:top]:
        print(f"{n:14,.0f}  {100 * n / total:5.1f}%  {name}")


main()
