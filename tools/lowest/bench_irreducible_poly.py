#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""binpoly.irreducible_poly(n) against galois.irreducible_poly(2, n,
terms="min") (both the lowest-weight irreducible of degree n), per call,
with the bare C call binpoly_irreducible_lowest through the same cffi
extension, so that the Python wrapper's share shows.  binpoly caches
the last 1024 degrees asked: "binpoly" is a repeated degree (the cache),
"uncached" the same call without the cache (every call makes its Poly).

    python3 tools/lowest/bench_irreducible_poly.py [degree ...]

Run it where binpoly and galois are installed (pip install . galois).
Each figure: the minimum over 5 batches of the mean seconds per call
(batches of about 0.1 s, at least one call; galois: 3 batches).  The
"sweep" row: every degree 2 .. 10000 once, the total over the degrees
(first calls at every degree, no repeated degree).  Checks that both give
the same polynomial.  Wall-clock time (time.perf_counter)."""
import sys
import time

import galois

import binpoly
from binpoly._native import ffi, lib
from binpoly.bench import _time as per_call


def main(degrees):
    taps = ffi.new("unsigned[3]")
    nt = ffi.new("size_t *")
    print("| degree | galois (s) | binpoly (s) | uncached (s) | C call (s) | "
          "galois / binpoly | galois / uncached |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    uncached = binpoly.poly._lowest.__wrapped__
    for n in degrees:
        g = int(galois.irreducible_poly(2, n, terms="min"))
        b = int(binpoly.irreducible_poly(n))
        if g != b:
            raise AssertionError("degree %d: galois %x, binpoly %x" % (n, g, b))
        tg = per_call(lambda: galois.irreducible_poly(2, n, terms="min"),
                      batches=3)
        tb = per_call(lambda: binpoly.irreducible_poly(n))
        tu = per_call(lambda: uncached(n))
        tc = per_call(lambda: lib.binpoly_irreducible_lowest(n, taps, nt))
        print("| %d | %.3g | %.3g | %.3g | %.3g | %.0f | %.0f |"
              % (n, tg, tb, tu, tc, tg / tb, tg / tu))
    top = lib.BINPOLY_LOWEST_TABLE_MAX
    t0 = time.perf_counter()
    gs = [int(galois.irreducible_poly(2, n, terms="min"))
          for n in range(2, top + 1)]
    tg = time.perf_counter() - t0
    t0 = time.perf_counter()
    bs = [binpoly.irreducible_poly(n) for n in range(2, top + 1)]
    tb = time.perf_counter() - t0
    if gs != [int(f) for f in bs]:
        raise AssertionError("the sweep differs")
    print("| sweep 2..%d | %.3g | | %.3g | | | %.0f |"
          % (top, tg, tb, tg / tb))


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [8, 100, 500, 1000, 5000, 10000])
