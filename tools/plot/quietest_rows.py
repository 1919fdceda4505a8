#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Per size, the main-table row of the quietest of several runs.

On a shared machine the load of other tenants slows every subject of a
run alike. Given several binpoly-bench JSON files of the same command,
this prints, for each size, the main-table row of the run whose figure for
a reference peer (default gf2x, code we never change) is lowest, i.e. the
row measured at the quietest moment; each row is internally consistent
(binpoly-bench times every column of a size interleaved on the same data).
The last columns give the run chosen and the range of the avx512 figure
over all runs, so the spread stays visible. Markdown on stdout.

usage: quietest_rows.py [--peer NAME] RUN.json [RUN.json ...]
"""
import json
import sys


def main_rows(path):
    """{bits: row} of the main table of one run."""
    with open(path) as f:
        doc = json.load(f)
    for table in doc["tables"]:
        if table["id"] == "main":
            return table["columns"], {r["bits"]: r for r in table["rows"]}
    raise SystemExit(f"{path}: no main table")


def target_cell(row, column):
    limit = row["target"].get(column)
    if limit is None:
        return ""
    return f"≤ {limit:.0f} {'✓' if row['ticks'][column] <= limit else '✗'}"


def run(argv):
    peer = "gf2x"
    if len(argv) > 2 and argv[1] == "--peer":
        peer, argv = argv[2], argv[:1] + argv[3:]
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    runs = []
    for path in argv[1:]:
        columns, rows = main_rows(path)
        runs.append(rows)
    if peer not in columns:
        raise SystemExit(f"no column {peer!r} (have {', '.join(columns)})")
    ours = [c for c in columns if c not in ("gf2x", "ntl")]
    best = "avx512" if "avx512" in columns else ours[-1]
    # Target columns only for the backends that have targets.
    ours = [c for c in ours
            if any(r["target"].get(c) is not None for r in runs[0].values())]
    print("| bits | words | " + " | ".join(columns) + " | "
          + " | ".join(f"{c} target" for c in ours) + f" | {peer}/{best} | run "
          f"(of {len(runs)}) | {best} over the runs (min–max) | {best} plan |")
    print("|" + "---|" * (len(columns) + len(ours) + 6))
    for bits in sorted(runs[0]):
        k = min(range(len(runs)), key=lambda i: runs[i][bits]["ticks"][peer])
        row = runs[k][bits]
        t = row["ticks"]
        spread = [r[bits]["ticks"][best] for r in runs]
        cells = [f"{t[c]:.0f}" for c in columns]
        cells += [target_cell(row, c) for c in ours]
        cells += [f"{t[peer] / t[best]:.1f}", str(k + 1),
                  f"{min(spread):.0f}–{max(spread):.0f}", row["plan"][best]]
        print(f"| {bits} | {row['words']} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv))
