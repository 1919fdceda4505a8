#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Plot large products: time / (n log2 n) against n, one line per method.

Reads the CSV of `binpoly-bench-large --sweep FILE` (rows bits,method,
seconds; comment lines start with #) and writes an SVG (standard library
only: no matplotlib on the benchmark machine).  n is the operand size in
bits; the y axis is picoseconds per n log2 n, so an n log n method is a
flat line, the n^1.58 constructions rise, and the FFT's staircase (its
transform length doubles at powers of two) shows as steps.  Both axes are
logarithmic.

usage: plot_large.py SWEEP.csv OUT.svg
"""
import csv
import math
import sys

WIDTH, HEIGHT = 760, 480
LEFT, RIGHT, TOP, BOTTOM = 80, 170, 40, 60
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"]


def read_csv(path):
    """(the rows of the CSV file path as dicts, the text of its first
    comment line): comment lines start with #, anywhere."""
    title, rows = "", []
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                title = title or line[1:].strip()
            else:
                rows.append(line)
    return list(csv.DictReader(rows)), title


def read(path):
    """({method: [(bits, ps per n log2 n)]} in file order, title line)."""
    series = {}
    rows, title = read_csv(path)
    for row in rows:
        n = float(row["bits"])
        value = 1e12 * float(row["seconds"]) / (n * math.log2(n))
        series.setdefault(row["method"], []).append((n, value))
    return series, title


def ticks(lo, hi):
    """Powers of ten covering [lo, hi], and the 2 and 5 between them when
    the range spans less than two decades."""
    out = []
    for e in range(math.floor(math.log10(lo)), math.ceil(math.log10(hi)) + 1):
        for m in ((1,) if hi / lo > 100 else (1, 2, 5)):
            v = m * 10.0 ** e
            if lo <= v <= hi:
                out.append(v)
    return out


def grid(xs, ys, box, gaps):
    """SVG elements of log-log axes: grid lines at ticks(lo, hi) of each
    axis, their labels and the frame.  xs, ys: (lo, hi, map to pixels);
    box: the frame's left, top, width, height; gaps: the labels' distances
    below and left of the frame."""
    (x0, x1, px), (y0, y1, py) = xs, ys
    left, top, w, h = box
    out = []
    for x in ticks(x0, x1):
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>'
                   % (px(x), top, px(x), top + h))
        e = round(math.log10(x))
        label = "10^%d" % e if x == 10.0 ** e else "%g" % x
        out.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>'
                   % (px(x), top + h + gaps[0], label))
    for y in ticks(y0, y1):
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>'
                   % (left, py(y), left + w, py(y)))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>'
                   % (left - gaps[1], py(y) + 4, y))
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
               'stroke="black"/>' % (left, top, w, h))
    return out


def svg(series, title):
    xs = [p[0] for s in series.values() for p in s]
    ys = [p[1] for s in series.values() for p in s]
    x0, x1 = min(xs), max(xs)
    y0, y1 = min(ys) / 1.2, max(ys) * 1.2
    pw, ph = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(x):
        return LEFT + pw * (math.log(x / x0) / math.log(x1 / x0))

    def py(y):
        return TOP + ph * (1 - math.log(y / y0) / math.log(y1 / y0))

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="12">' % (WIDTH, HEIGHT),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="20" font-size="11">%s</text>' % (LEFT, title)]
    out += grid((x0, x1, px), (y0, y1, py), (LEFT, TOP, pw, ph), (18, 6))
    out.append('<text x="%d" y="%d" text-anchor="middle">n (operand bits)'
               '</text>' % (LEFT + pw // 2, HEIGHT - 15))
    out.append('<text transform="translate(18,%d) rotate(-90)" '
               'text-anchor="middle">ps per n log2 n</text>' % (TOP + ph // 2))
    for i, (name, points) in enumerate(series.items()):
        colour = COLOURS[i % len(COLOURS)]
        path = " ".join("%.1f,%.1f" % (px(x), py(y)) for x, y in points)
        out.append('<polyline points="%s" fill="none" stroke="%s" '
                   'stroke-width="2"/>' % (path, colour))
        for x, y in points:
            out.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>'
                       % (px(x), py(y), colour))
        ly = TOP + 20 + 20 * i
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                   'stroke-width="2"/>' % (LEFT + pw + 15, ly, LEFT + pw + 40,
                                           ly, colour))
        out.append('<text x="%d" y="%d">%s</text>'
                   % (LEFT + pw + 46, ly + 4, name))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 3:
        raise SystemExit(__doc__)
    series, title = read(argv[1])
    if not series:
        raise SystemExit("no rows in %s" % argv[1])
    with open(argv[2], "w") as f:
        f.write(svg(series, title.replace("&", "&amp;").replace("<", "&lt;")))


if __name__ == "__main__":
    main(sys.argv)
