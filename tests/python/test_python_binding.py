# SPDX-License-Identifier: MIT
"""The ctypes binding against a pure-Python carry-less product, plus HQC
round trips and error reporting.  Usage: test_python_binding.py LIBPATH."""
import os
import random
import sys

os.environ["BINPOLY_LIB"] = sys.argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "python"))
import binpoly_ctypes as binpoly  # noqa: E402
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
    # The defects of issue 18: a level beyond C int, an int taken for a
    # byte string, a float operand, a BINPOLY_LIB that does not exist.
    for bad_level in (2**32 + 3, 2**64 + 1, 2, -1):
        try:
            binpoly.hqc_keypair(bad_level)
            raise AssertionError("HQC level %d accepted" % bad_level)
        except ValueError as e:
            assert "level" in str(e), e
    pk, sk = binpoly.hqc_keypair(1)
    for call in (lambda: binpoly.hqc_dec(1, 4433, sk),
                 lambda: binpoly.hqc_enc(1, 2241),
                 lambda: binpoly.mul(1.5, 3), lambda: binpoly.sqr("3"),
                 lambda: binpoly.hqc_keypair(1.0)):
        try:
            call()
            raise AssertionError("bad type accepted")
        except TypeError:
            pass
    try:
        binpoly.hqc_dec(1, b"x" * 4433, 7)
        raise AssertionError("int secret key accepted")
    except TypeError as e:
        assert "sk" in str(e), e
    import subprocess
    env = dict(os.environ, BINPOLY_LIB="/nonexistent/libbinpoly.so")
    run = subprocess.run([sys.executable, "-c", "import binpoly_ctypes"],
                         env=env, capture_output=True, text=True,
                         cwd=os.path.join(os.path.dirname(__file__), "..",
                                          "..", "python"))
    assert run.returncode != 0 and "does not exist" in run.stderr, run.stderr
    checked += 1
    print(f"{checked} passed, 0 failed")


main()
