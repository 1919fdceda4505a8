#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that every memory figure the README and the public headers state
is the one the code holds, so that each figure has one source:

  - the stack bounds of tests/core/test_stack_usage.c (B_MUL, B_HQC, ...:
    the figures that test checks every measured operation against, on
    every backend);
  - the product's stack scratch area, BP_STACK_SCRATCH_WORDS
    (src/mul/bp_backend.h), in KiB.

FIGURES names, for each place a figure is written, the file, a pattern
whose group is the number (matched on the text with comment frames and
line breaks folded into single spaces) and the source it must equal.
Each pattern must match at least once.  ctest `docs.figures`.

usage: check_figures.py [REPO_DIR]
"""
import pathlib
import re
import sys

FIGURES = [
    ("include/binpoly.h", r"scratch area of (\d+) KiB on the stack", "AREA"),
    ("include/binpoly.h", r"up to (\d+) KiB for products up to", "B_MUL"),
    ("include/binpoly.h", r"(\d+) KiB for ring operations", "B_RING"),
    ("include/binpoly.h", r"(\d+) KiB for HQC", "B_HQC"),
    ("include/binpoly.h", r"(\d+) KiB for BIKE", "B_BIKE"),
    ("include/binpoly.h", r"runs on a (\d+) KiB stack", "B_LENT"),
    ("include/binpoly.h", r"(\d+) KiB for operands of at most 64 words",
     "B_SMALL_MUL"),
    ("include/binpoly.h", r"(\d+) KiB up to BINPOLY_STACK_WORDS", "B_MUL"),
    ("include/binpoly/hqc.h", r"stack use at most (\d+) KiB", "B_HQC"),
    ("include/binpoly/hqc.h", r"binpoly\.h\): then at most (\d+) KiB",
     "B_LENT"),
    ("include/binpoly/bike.h", r"stack use at most (\d+) KiB", "B_BIKE"),
    ("include/binpoly/bike.h", r"binpoly\.h\): then at most (\d+) KiB",
     "B_LENT"),
    ("include/binpoly/ring.h", r"Stack use at most (\d+) KiB", "B_RING"),
    ("include/binpoly/ring.h", r"at most (\d+) KiB when the thread lent",
     "B_LENT"),
    ("include/binpoly/field.h", r"Stack at most (\d+) KiB", "B_FIELD"),
    ("README.md", r"stack area of (\d+) KiB", "AREA"),
    ("README.md", r"\((\d+) KiB of stack in all;", "B_MUL"),
    ("README.md", r"at most (\d+) KiB of stack in all", "B_SMALL_MUL"),
    ("README.md", r"decapsulation uses up to (\d+) KiB", "B_BIKE"),
    ("README.md", r"HQC: up to (\d+) KiB", "B_HQC"),
]


def _int_expr(text):
    """The value of a C integer expression of literals, + and *."""
    if not re.fullmatch(r"[\d\s()+*]+", text):
        raise ValueError("not a plain integer expression: %r" % text)
    return eval(text)  # digits, spaces, parentheses, + and * only


def sources(repo):
    """The figures' values, in KiB."""
    vals = {}
    stack = (repo / "tests/core/test_stack_usage.c").read_text()
    for name, expr in re.findall(r"#define (B_\w+) \(([\d\s*+]+)\* KIB\)",
                                 stack):
        vals[name] = _int_expr(expr)
    backend = (repo / "src/mul/bp_backend.h").read_text()
    m = re.search(r"#define BP_STACK_SCRATCH_WORDS (\(.*\))", backend)
    words = _int_expr(m.group(1))
    if words * 8 % 1024:
        raise ValueError("BP_STACK_SCRATCH_WORDS is not whole KiB")
    vals["AREA"] = words * 8 // 1024
    return vals


def folded(text):
    """text without comment frames and line breaks (runs of white space
    and the ' * ' starting a comment line become one space)."""
    text = re.sub(r"\n[ \t]*\*(?!/)[ \t]?", " ", text)
    return re.sub(r"\s+", " ", text)


def main():
    repo = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    vals = sources(repo)
    bad = 0
    for path, pattern, source in FIGURES:
        text = folded((repo / path).read_text())
        found = [int(x) for x in re.findall(pattern, text)]
        if not found:
            print("%s: no figure matches %r (reworded? update FIGURES)"
                  % (path, pattern))
            bad += 1
        for x in found:
            if x != vals[source]:
                print("%s: %d KiB where %s says %d KiB (pattern %r)"
                      % (path, x, source, vals[source], pattern))
                bad += 1
    if bad:
        return 1
    print("%d figures agree with their sources (%s)" % (
        len(FIGURES), ", ".join("%s %d" % kv for kv in sorted(vals.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
