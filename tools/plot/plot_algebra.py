#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Plot the F2[X] algebra benchmark: seconds per call against size.

Reads the CSV of `binpoly-bench-poly --csv FILE` (rows op,bits,library,
seconds,status; comment lines start with #, the first one is the title)
and writes an SVG (standard library only): one log-log panel per
operation, in the file's order, one line per library (binpoly, NTL,
FLINT).  A peer stopped at its time limit (status timeout) is an open
triangle at the limit, off its line; rows that failed or disagree with
binpoly are left out (the benchmark has already said so).

usage: plot_algebra.py CSV OUT.svg
       plot_algebra.py --check CSV SVG   (exit 1 unless SVG is what CSV gives)
"""
import math
import sys

from plot_large import grid, read_csv

COLUMNS, PANEL_W, PANEL_H = 3, 250, 170
LEFT, RIGHT, TOP, BOTTOM = 62, 18, 58, 46
COLOURS = {"binpoly": "#1f77b4", "NTL": "#d62728", "FLINT": "#2ca02c"}
TITLES = {
    "gcd": "gcd",
    "xgcd": "extended gcd",
    "minpoly": "Berlekamp–Massey",
    "mulmod": "product mod f",
    "compose": "composition g(h) mod f",
    "invmod": "inverse mod f",
    "powmod": "power mod f, 64-bit exponent",
    "irred": "irreducibility, dense f",
    "sparse": "irreducibility, sparse f",
    "factor": "factoring",
    "lowest": "lowest-weight irreducible",
}


def read(path):
    """({op: {library: [(bits, seconds, timed out)]}} in file order,
    title line)."""
    panels = {}
    rows, title = read_csv(path)
    for row in rows:
        if row["status"] not in ("ok", "timeout"):
            continue
        point = (float(row["bits"]), float(row["seconds"]),
                 row["status"] == "timeout")
        panels.setdefault(row["op"], {}).setdefault(
            row["library"], []).append(point)
    return panels, title


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;")


def panel(op, series, ox, oy):
    """SVG elements of one operation's panel with its top left at ox, oy."""
    points = [p for s in series.values() for p in s]
    x0, x1 = min(p[0] for p in points), max(p[0] for p in points)
    y0, y1 = min(p[1] for p in points), max(p[1] for p in points)
    x0, x1 = (x0 / 2, x1 * 2) if x0 == x1 else (x0 / 1.3, x1 * 1.3)
    y0, y1 = y0 / 2, y1 * 2

    def px(x):
        return ox + PANEL_W * math.log(x / x0) / math.log(x1 / x0)

    def py(y):
        return oy + PANEL_H * (1 - math.log(y / y0) / math.log(y1 / y0))

    out = ['<text x="%d" y="%d" font-weight="bold">%s</text>'
           % (ox, oy - 6, escape(TITLES.get(op, op)))]
    out += grid((x0, x1, px), (y0, y1, py), (ox, oy, PANEL_W, PANEL_H),
                (14, 4))
    for i, (name, pts) in enumerate(series.items()):
        colour = COLOURS.get(name, "#555")
        shift = 9 * i - 4.5 * (len(series) - 1)  # side by side at one limit
        timed = [(px(x), py(y)) for x, y, late in pts if not late]
        if len(timed) > 1:
            out.append('<polyline points="%s" fill="none" stroke="%s" '
                       'stroke-width="2"/>'
                       % (" ".join("%.1f,%.1f" % p for p in timed), colour))
        for x, y in timed:
            out.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>'
                       % (x, y, colour))
        for x, y, late in pts:
            if late:
                out.append('<path d="M%.1f,%.1f l-5,8 h10 z" fill="white" '
                           'stroke="%s" stroke-width="1.5"/>'
                           % (px(x) + shift, py(y) - 4, colour))
    return out


def svg(panels, title):
    rows = (len(panels) + COLUMNS - 1) // COLUMNS
    cell_w, cell_h = LEFT + PANEL_W + RIGHT, PANEL_H + BOTTOM + 24
    width, height = COLUMNS * cell_w, TOP + rows * cell_h
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="18" font-size="12">%s</text>'
           % (LEFT, escape(title)),
           '<text x="%d" y="36">wall-clock seconds per call against '
           'operand bits (degree), log-log; open triangle: stopped at the '
           'time limit</text>' % LEFT]
    libraries = []
    for series in panels.values():
        libraries += [n for n in series if n not in libraries]
    for i, name in enumerate(libraries):
        x = width - RIGHT - 90 * (len(libraries) - i)
        out.append('<line x1="%d" y1="32" x2="%d" y2="32" stroke="%s" '
                   'stroke-width="2"/>' % (x, x + 22, COLOURS.get(name, "#555")))
        out.append('<text x="%d" y="36">%s</text>' % (x + 27, escape(name)))
    for i, (op, series) in enumerate(panels.items()):
        ox = LEFT + (i % COLUMNS) * cell_w
        oy = TOP + 24 + (i // COLUMNS) * cell_h
        out += panel(op, series, ox, oy)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    check = argv[1:2] == ["--check"]
    args = argv[2:] if check else argv[1:]
    if len(args) != 2:
        raise SystemExit(__doc__)
    panels, title = read(args[0])
    if not panels:
        raise SystemExit("no rows in %s" % args[0])
    text = svg(panels, title)
    if check:
        with open(args[1]) as f:
            if f.read() != text:
                raise SystemExit("%s is not what %s gives: run "
                                 "tools/plot/plot_algebra.py %s %s"
                                 % (args[1], args[0], args[0], args[1]))
        return
    with open(args[1], "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv)
