# SPDX-License-Identifier: MIT
"""The ctypes binding against a pure-Python carry-less product, plus HQC
round trips and error reporting.  Usage: test_python_binding.py LIBPATH."""
import os
import random
import sys

os.environ["BINPOLY_LIB"] = sys.argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "python"))
import binpoly  # noqa: E402
from reference import clmul  # noqa: E402


def main():
    rng = random.Random(7)
    print("backend:", binpoly.backend())
    checked = 0
    for _ in range(300):
        a = rng.getrandbits(rng.randrange(0, 3000))
        b = rng.getrandbits(rng.randrange(0, 3000))
        assert binpoly.mul(a, b) == clmul(a, b), (a, b)
        assert binpoly.sqr(a) == clmul(a, a)
        checked += 1
    assert binpoly.mul(0b11, 0b101) == 0b1111
    try:
        binpoly.mul(-1, 3)
        raise AssertionError("negative accepted")
    except ValueError:
        pass
    for level in (1, 3, 5):
        pk, sk = binpoly.hqc_keypair(level)
        ct, ss = binpoly.hqc_enc(level, pk)
        assert binpoly.hqc_dec(level, ct, sk) == ss
        bad = bytearray(ct)
        bad[5] ^= 1
        assert binpoly.hqc_dec(level, bytes(bad), sk) != ss
        try:
            binpoly.hqc_enc(level, pk[:-1])
            raise AssertionError("short public key accepted")
        except binpoly.BinpolyError as e:
            assert e.code == -8, e.code
        checked += 1
    print(f"{checked} passed, 0 failed")


main()
