#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The neon backend's planner table from a cost model, for AArch64 CPUs
nobody has run binpoly-tune on (this workplace has none).

Usage: tools/aarch64/cost_table.py MCA_TABLE [--class NAME] > neon.c
  MCA_TABLE: the output of tools/aarch64/mca_leaves.sh for one core (its
  "leaf cycles" column gives the leaf's cost at 1..16 words); the committed
  table takes neoverse-n1's (Graviton2, Ampere Altra: the most common
  AArch64 server core, and the one whose PMULL is scarcest).

The model, per n x n product (cycles): the leaf's llvm-mca cycles up to 16
words (every tuned table keeps the leaf there); above, the cheapest of the
constructions the planner has, each its sub-products' cost plus a linear
term for its passes over memory and a fixed F per call:
  karat2  3 products of ceil(n/2)          + K2 n
  karat3  6 products of ceil(n/3)          + K3 n
  toom3   5 products of ceil(n/3) + 2      + T3 n   (w = 64, from 12)
  peel1   the (n-1)-word product + 2 rows  + P1 n   (addmul_word2: two
          PMULL per word, N1 issuing one per cycle)
The linear coefficients count the words each construction's passes load
and store (src/mul/karat2.c, karat_wp.c, toom3.c, peel.c) at one 128-bit
load or store per cycle and a half: an estimate, not a measurement.  The
table is the DP's choice per size, runs of equal choices merged, up to
4096 words (the last choice continues above).
"""
import re
import sys

K2, K3, T3, P1, F = 3.0, 5.0, 9.0, 3.5, 15.0
LIMIT = 4096


def leaf_cycles(path):
    """The leaf's cycles per size and the core's heading."""
    cyc, core = {}, "?"
    for line in open(path):
        if line.startswith("## "):
            core = line[3:].split()[0]
        m = re.match(r"\|\s*(\d+)\s*\|(?:[^|]*\|){3}\s*([\d.]+)\s*\|", line)
        if m:
            cyc[int(m.group(1))] = float(m.group(2))
    if sorted(cyc) != list(range(1, 17)):
        sys.exit("%s: no leaf cycles for 1..16 words (one core's table)" % path)
    return cyc, core


def plan(leaf):
    cost, method = [0.0] * (LIMIT + 1), [None] * (LIMIT + 1)
    for n in range(1, LIMIT + 1):
        if n <= 16:
            cost[n], method[n] = leaf[n], "BP_M_LEAF"
            continue
        best = [
            (3 * cost[(n + 1) // 2] + K2 * n + F, "BP_M_KARAT2"),
            (cost[n - 1] + P1 * n + F, "BP_M_PEEL1"),
            (6 * cost[(n + 2) // 3] + K3 * n + F, "BP_M_KARAT3"),
            (5 * cost[(n + 2) // 3 + 2] + T3 * n + F, "BP_M_TOOM3_W64"),
        ]
        cost[n], method[n] = min(best)
    return cost, method


def main():
    args = sys.argv[1:]
    cls = None
    if "--class" in args:
        i = args.index("--class")
        cls = args[i + 1]
        del args[i:i + 2]
    leaf, core = leaf_cycles(args[0])
    cost, method = plan(leaf)
    rows = []
    for n in range(1, LIMIT + 1):
        if n < LIMIT and method[n + 1] == method[n]:
            continue
        rows.append((n, method[n]))
    rows[-1] = ("UINT32_MAX", rows[-1][1])
    where = " for CPU class %s" % cls if cls else ""
    print("/* SPDX-License-Identifier: MIT */")
    print("/* Planner table of the neon backend%s: n x n products with" % where)
    print(" * n <= max_words use method (rows by increasing max_words, the")
    print(" * last one UINT32_MAX).")
    print(" * From the cost model of tools/aarch64/cost_table.py (llvm-mca's leaf")
    print(" * cycles, estimated linear passes), not from timings; leaf cycles of")
    print(" * %s.  Rerun" % core)
    print(" *   tools/aarch64/mca_leaves.sh <core> > mca.txt")
    print(" *   tools/aarch64/cost_table.py mca.txt > src/mul/thresholds/neon.c */")
    print('#include "constructions.h"')
    print()
    print("const bp_threshold BP_FN(thresholds)[] = {")
    for n, m in rows:
        print("    {%s, %s}," % (n, m))
    print("};")
    print()
    print("const size_t BP_FN(threshold_rows) =")
    print("    sizeof BP_FN(thresholds) / sizeof BP_FN(thresholds)[0];")


if __name__ == "__main__":
    main()
