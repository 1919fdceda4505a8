# SPDX-License-Identifier: MIT
"""`binpoly bench`: Python-level timings of products (optionally beside
galois) and of the KEMs, each beside the bare C call through the same
extension, so that the Python wrapper's own overhead shows.

Method: for each operation, batches long enough to last about 0.1 s (at
least one call), the minimum per-call time over 5 batches (galois: over
3 batches, or one call when one lasts over a second).  Random operands
from a fixed seed.  Wall-clock time (time.perf_counter), not cycles."""
import json
import sys
import time

import numpy as np

from . import Poly, backend, cpu, kem, library_version
from ._native import ffi, lib
from ._words import ptr

DEFAULT_SIZES = (1000, 10_000, 100_000, 1_000_000)


def _time(fn, batches=5, target=0.1):
    """Minimum seconds per call of fn() over `batches` batches."""
    t0 = time.perf_counter()
    fn()
    one = time.perf_counter() - t0
    n = max(1, int(target / max(one, 1e-9)))
    best = one
    for _ in range(batches):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t0) / n)
    return best


def products(sizes, with_galois, target=0.05):
    rng = np.random.default_rng(2026)
    rows = []
    gl = None
    if with_galois:
        import galois as gl
    for bits in sizes:
        a, b = Poly.random(bits, rng), Poly.random(bits, rng)
        wa, wb = a.to_words(), b.to_words()
        c = np.empty(len(wa) + len(wb), np.uint64)
        pa, pb, pc = ptr(wa), ptr(wb), ptr(c)
        na, nb = len(wa), len(wb)
        row = {"bits": bits,
               "binpoly_s": _time(lambda: a * b, target=target),
               "c_call_s": _time(lambda: lib.binpoly_mul(pc, pa, na, pb,
                                                         nb), target=target)}
        if gl is not None:
            ga, gb = gl.Poly.Int(int(a)), gl.Poly.Int(int(b))
            slow = bits >= 300_000
            row["galois_s"] = _time(lambda: ga * gb,
                                    batches=1 if slow else 3,
                                    target=0 if slow else 0.3)
            if int(ga * gb) != int(a * b):
                raise AssertionError("galois and binpoly disagree at %d bits"
                                     % bits)
            row["speedup"] = row["galois_s"] / row["binpoly_s"]
        rows.append(row)
    return rows


def kems(target=0.03, first_levels_only=False):
    """The KEM rows: every KEM, or the lowest level of each family."""
    rows, families = [], set()
    for k in kem.ALGORITHMS.values():
        if first_levels_only and k.family in families:
            continue
        families.add(k.family)
        pk, sk = k.keypair()
        ct, ss = k.encaps(pk)
        cpk, csk = ffi.new(k._pk_t), ffi.new(k._sk_t)
        cct, css = ffi.new(k._ct_t), ffi.new(k._ss_t)
        L = k.level
        npk, nsk, nct, nss = (k.public_key_size, k.secret_key_size,
                              k.ciphertext_size, k.shared_secret_size)
        for op, py, raw in (
                ("keypair", k.keypair,
                 lambda: k._kp(L, cpk, npk, csk, nsk)),
                ("encaps", lambda: k.encaps(pk),
                 lambda: k._enc(L, cct, nct, css, nss, pk, npk)),
                ("decaps", lambda: k.decaps(ct, sk),
                 lambda: k._dec(L, css, nss, ct, nct, sk, nsk))):
            # Interleaved, so that clock changes hit both alike.
            tp, tr = [], []
            for _ in range(3):
                tp.append(_time(py, batches=2, target=target))
                tr.append(_time(raw, batches=2, target=target))
            rows.append(dict({"kem": k.name, "op": op, "python_s": min(tp),
                              "c_call_s": min(tr)}, **_overhead(tp, tr)))
    return rows


def _overhead(tp, tr):
    """The wrapper's cost from the repeated timings of the Python call (tp)
    and of the bare C call (tr): the difference of their minimums, which
    is only a measurement when it exceeds the spread of either series
    (the noise, "noise_s"); below that, "overhead_s" is None (not
    resolved), never a negative time."""
    noise = max(max(tp) - min(tp), max(tr) - min(tr))
    diff = min(tp) - min(tr)
    return {"overhead_s": diff if diff > noise else None, "noise_s": noise}


def main(galois=False, as_json=False, sizes=None, quick=False):
    """Prints the tables (quick: a smoke run of well under a second of
    CPU: short batches, products up to 10^4 bits, the lowest level of
    each KEM family, whose Python overhead the short batches cannot
    resolve)."""
    sizes = tuple(sizes) if sizes else (DEFAULT_SIZES[:2] if quick
                                        else DEFAULT_SIZES)
    info = {"version": library_version(), "cpu": cpu(),
            "backend": backend(), "python": sys.version.split()[0]}
    prod = products(sizes, galois, target=0.002 if quick else 0.05)
    k = kems(target=0.001 if quick else 0.03, first_levels_only=quick)
    if as_json:
        print(json.dumps({"info": info, "products": prod, "kems": k},
                         indent=1))
        return 0
    print("binpoly %(version)s, backend %(backend)s, cpu class %(cpu)s, "
          "Python %(python)s" % info)
    print()
    head = "| bits | binpoly Poly * Poly | bare C call |"
    sep = "|---:|---:|---:|"
    if galois:
        head += " galois | galois / binpoly |"
        sep += "---:|---:|"
    print(head)
    print(sep)
    for r in prod:
        line = "| %d | %s | %s |" % (r["bits"], _fmt(r["binpoly_s"]),
                                     _fmt(r["c_call_s"]))
        if galois:
            line += " %s | %.0f× |" % (_fmt(r["galois_s"]), r["speedup"])
        print(line)
    print()
    print("| KEM | operation | binpoly.kem (Python) | bare C call | "
          "Python overhead |")
    print("|---|---|---:|---:|---:|")
    for r in k:
        over = ("%.2f µs" % (r["overhead_s"] * 1e6)
                if r["overhead_s"] is not None
                else "below the noise (%s)" % _fmt(r["noise_s"]))
        print("| %s | %s | %s | %s | %s |" % (
            r["kem"], r["op"], _fmt(r["python_s"]), _fmt(r["c_call_s"]),
            over))
    return 0


def _fmt(s):
    if s >= 1:
        return "%.2f s" % s
    if s >= 1e-3:
        return "%.2f ms" % (s * 1e3)
    return "%.1f µs" % (s * 1e6)
