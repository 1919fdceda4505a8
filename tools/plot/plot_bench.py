#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Plot binpoly-bench results: cycles per bit^2 against operand size.

Reads the JSON written by `binpoly-bench --json FILE` and writes a PNG with
one line per backend of ours and per peer (gf2x, NTL), from the main table
(TSC ticks / bits^2, log-log axes; a flat line would be quadratic cost, a
falling one is the sub-quadratic constructions at work), and the issue
targets as crosses.

usage: plot_bench.py RESULTS.json [OUT.png]
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")  # files only, no display needed
import matplotlib.pyplot as plt  # noqa: E402


def main_table(doc):
    """The table with id "main" (product timings per column)."""
    for table in doc["tables"]:
        if table["id"] == "main":
            return table
    raise SystemExit("no main table in the JSON")


def series(table, field="ticks"):
    """{column: ([bits], [value / bits^2])} of one row field ("ticks" or
    "target"), n/a points left out."""
    out = {}
    for column in table["columns"]:
        xs, ys = [], []
        for row in sorted(table["rows"], key=lambda r: r["bits"]):
            value = row[field].get(column)
            if value is not None:
                xs.append(row["bits"])
                ys.append(value / float(row["bits"]) ** 2)
        if xs:
            out[column] = (xs, ys)
    return out


def plot(doc, path):
    table = main_table(doc)
    ours = set(table["columns"][: table["backends"]])
    fig, ax = plt.subplots(figsize=(8, 5))
    colors = {}
    for column, (xs, ys) in series(table).items():
        style = "-o" if column in ours else "--s"
        (line,) = ax.plot(xs, ys, style, label=column, markersize=4)
        colors[column] = line.get_color()
    # The issue targets as crosses in their backend's colour.
    for column, (xs, ys) in series(table, "target").items():
        ax.plot(xs, ys, "x", color=colors.get(column), markersize=7,
                label=column + " target")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("operand size (bits)")
    ax.set_ylabel("TSC ticks / bits²")
    method = doc["method"]
    ax.set_title(
        "F2[X] n x n product on %s\n(%s mode: mean of minima over %d data sets)"
        % (doc["cpu"], method["mode"], method["sets"]),
        fontsize=9,
    )
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(title="dashed: peers", loc="upper right", fontsize=8, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def run(argv):
    if len(argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    out = argv[2] if len(argv) == 3 else "bench.png"
    plot(doc, out)
    print("wrote " + out)
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv))
