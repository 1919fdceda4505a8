#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Seed inputs for the libFuzzer harnesses, from the known-answer files.

usage: kat_seeds.py SRC_DIR OUT_DIR

Writes OUT_DIR/seeds-<harness>/kat-* in each harness's input format (the
comment at the top of tests/fuzz/<harness>.c), from the first two records
of tests/kat/hqc/hqc-{1,3,5}.rsp and tests/kat/bike/BIKE_L{1,3,5}.kat:
 - fuzz_kem_dec: [kem][level index][mode 0] + the official ciphertext (the
   right length, decapsulated under the harness's key: the rejection
   path), and [kem][level index][mode 1] + the record's seed as the 64
   bytes of randomness (an honest ciphertext), for each KEM and level;
 - fuzz_ring_mul: N = 4093 (the largest the harness reaches) and two
   elements from a public key and a ciphertext, their padding bits
   cleared, so that the product is checked at once;
 - fuzz_field: each NIST field and two elements from the same bytes
   (big-endian, padding bits cleared).
run_fuzzers.sh passes these folders after each harness's own corpus.
"""
import os
import sys

KATS = [(0, i, f"tests/kat/hqc/hqc-{lv}.rsp") for i, lv in enumerate((1, 3, 5))] + \
       [(1, i, f"tests/kat/bike/BIKE_L{lv}.kat") for i, lv in enumerate((1, 3, 5))]
NIST_M = (163, 233, 283, 409, 571)
RING_N = 4093


def records(path, count):
    """The first `count` records of a KAT file, as dicts of bytes."""
    out, cur = [], {}
    with open(path) as f:
        for line in f:
            if " = " not in line:
                continue
            key, value = (s.strip() for s in line.split(" = ", 1))
            if key == "count":
                if cur:
                    out.append(cur)
                if len(out) == count:
                    return out
                cur = {}
            else:
                cur[key] = bytes.fromhex(value)
    if cur:
        out.append(cur)
    return out[:count]


def ring_element(data, n):
    """ceil(n/8) bytes of data (repeated if short), bits >= n cleared."""
    nbytes = (n + 7) // 8
    b = bytearray((data * (nbytes // len(data) + 1))[:nbytes])
    if n % 8:
        b[-1] &= (1 << (n % 8)) - 1
    return bytes(b)


def field_element(data, m):
    """ceil(m/8) big-endian bytes of data, bits >= m cleared."""
    nbytes = (m + 7) // 8
    b = bytearray(data[:nbytes])
    if m % 8:
        b[0] &= (1 << (m % 8)) - 1
    return bytes(b)


def main():
    src, out = sys.argv[1], sys.argv[2]
    seeds = {h: [] for h in ("fuzz_kem_dec", "fuzz_ring_mul", "fuzz_field")}
    for kem, li, rel in KATS:
        recs = records(os.path.join(src, rel), 2)
        for r, rec in enumerate(recs):
            tag = f"{'bike' if kem else 'hqc'}{2 * li + 1}-{r}"
            seeds["fuzz_kem_dec"].append(
                (f"kat-{tag}-ct", bytes([kem, li, 0]) + rec["ct"]))
            rnd = (rec["seed"] + rec["ss"])[:64]
            seeds["fuzz_kem_dec"].append(
                (f"kat-{tag}-enc", bytes([kem, li, 1]) + rnd))
            v = RING_N - 2
            seeds["fuzz_ring_mul"].append(
                (f"kat-{tag}", bytes([v & 0xFF, v >> 8]) +
                 ring_element(rec["pk"], RING_N) +
                 ring_element(rec["ct"], RING_N)))
            for i, m in enumerate(NIST_M):
                sel = (i << 2) | 1
                seeds["fuzz_field"].append(
                    (f"kat-{tag}-b{m}", bytes([sel]) + bytes(8) +
                     field_element(rec["pk"], m) +
                     field_element(rec["ct"], m)))
    for harness, items in seeds.items():
        d = os.path.join(out, f"seeds-{harness}")
        os.makedirs(d, exist_ok=True)
        for name, data in items:
            with open(os.path.join(d, name), "wb") as f:
                f.write(data)
        print(f"{harness}: {len(items)} seeds from the KATs in {d}")


if __name__ == "__main__":
    main()
