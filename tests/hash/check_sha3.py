#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the sha3_vectors program and checks every line against hashlib.

Usage: check_sha3.py [emulator and its arguments] <path to sha3_vectors>
(a cross build passes its CMAKE_CROSSCOMPILING_EMULATOR first).
"""
import hashlib
import subprocess
import sys


def expected(alg, data, outlen):
    if alg == "sha3_256":
        return hashlib.sha3_256(data).digest()
    if alg == "sha3_384":
        return hashlib.sha3_384(data).digest()
    if alg == "sha3_512":
        return hashlib.sha3_512(data).digest()
    if alg == "shake128":
        return hashlib.shake_128(data).digest(outlen)
    if alg == "shake256":
        return hashlib.shake_256(data).digest(outlen)
    raise ValueError(alg)


def main():
    proc = subprocess.run(sys.argv[1:], capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stderr)
        print("sha3_vectors failed with", proc.returncode)
        return 1
    count = bad = 0
    seen = set()
    for line in proc.stdout.splitlines():
        parts = line.split(" ")
        alg, data, out = parts[0], bytes.fromhex(parts[1]), bytes.fromhex(parts[2])
        count += 1
        seen.add(alg)
        if expected(alg, data, len(out)) != out:
            bad += 1
            if bad <= 5:
                print("MISMATCH", alg, "len", len(data), "outlen", len(out))
    print(count, "cases,", bad, "mismatches")
    if count < 3000 or len(seen) != 5:
        print("too few cases: the program output is incomplete")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
