#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run-to-run spread of two binpoly-bench JSON files of the same command.

The benchmark machine may be shared, so BENCHMARKS.md states how far two
runs of the same command differ: per table, the median and the largest
relative difference |a - b| / min(a, b) over every measured cell, and the
cells that differ by more than a threshold (default 10 %), the largest
SHOWN (default 15) of them by name.

usage: compare_runs.py RUN1.json RUN2.json [THRESHOLD_PERCENT [SHOWN]]
"""
import json
import statistics
import sys


def cells(doc):
    """{(table id, label, bits, column): ticks} for every measured cell."""
    out = {}
    for table in doc["tables"]:
        for row in table["rows"]:
            for column, ticks in row["ticks"].items():
                if ticks is not None:
                    out[(table["id"], row["label"], row["bits"], column)] = ticks
    return out


def run(argv):
    if len(argv) not in (3, 4, 5):
        sys.stderr.write(__doc__)
        return 2
    docs = []
    for path in argv[1:3]:
        with open(path, encoding="utf-8") as f:
            docs.append(json.load(f))
    limit = float(argv[3]) / 100 if len(argv) >= 4 else 0.10
    shown = int(argv[4]) if len(argv) == 5 else 15
    first, second = cells(docs[0]), cells(docs[1])
    spread = {}
    for key in first.keys() & second.keys():
        a, b = first[key], second[key]
        spread[key] = abs(a - b) / min(a, b)
    if not spread:
        print("no cell measured in both runs")
        return 1

    print("| table | cells | median spread | largest spread |")
    print("|---|---|---|---|")
    for table in sorted({key[0] for key in spread}):
        values = [v for key, v in spread.items() if key[0] == table]
        print("| %s | %d | %.1f %% | %.1f %% |" % (
            table, len(values), 100 * statistics.median(values),
            100 * max(values)))
    outliers = sorted((key for key, v in spread.items() if v > limit),
                      key=lambda key: -spread[key])
    print("\n%d of %d cells differ by more than %.0f %%%s" % (
        len(outliers), len(spread), 100 * limit, ":" if outliers else "."))
    for table, label, bits, column in outliers[:shown]:
        key = (table, label, bits, column)
        print("- %s %s %d bits %s: %.0f vs %.0f ticks (%.0f %%)" % (
            table, label, bits, column, first[key], second[key],
            100 * spread[key]))
    if len(outliers) > shown:
        print("- ... and %d more" % (len(outliers) - shown))
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv))
