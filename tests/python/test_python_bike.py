# SPDX-License-Identifier: MIT
"""BIKE through the ctypes binding: round trips at every level,
determinism of the seeded calls, record 0 of the BIKE-L1 known-answer file
reproduced from its seeds, implicit rejection, and
errors for wrong types, levels and lengths.
Usage: test_python_bike.py LIBPATH."""
import os
import sys

os.environ["BINPOLY_LIB"] = sys.argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "python"))
import binpoly_ctypes as binpoly  # noqa: E402

SEED_K = bytes.fromhex("7c9935a0b07694aa0c6d10e4db6b1add"
                       "2fd81a25ccb148032dcd739936737f2d")
SIGMA = bytes.fromhex("b505d7cfad1b497499323c8686325e47"
                      "92f267aafa3f87ca60d01cb54f29202a")
M = bytes.fromhex("eb4a7c66ef4eba2ddb38c88d8bc706b1"
                  "d639002198172a7b1942eca8f6c001ba")
SS0 = bytes.fromhex("c748cc2121532efeeba47f446e8393b7"
                    "202400463bebde6e45882acab8ddeec6")


def expect(exc, fn, *args):
    try:
        fn(*args)
    except exc:
        return
    raise AssertionError("%s not raised by %s%r" % (exc.__name__,
                                                      fn.__name__, args))


def main():
    print("backend:", binpoly.backend())
    for level in (1, 3, 5):
        sizes = binpoly.bike_sizes(level)
        pk, sk = binpoly.bike_keypair(level)
        assert len(pk) == sizes["public_key"] and len(sk) == sizes[
            "secret_key"]
        ct, ss = binpoly.bike_enc(level, pk)
        assert binpoly.bike_dec(level, ct, sk) == ss
        bad = bytearray(ct)
        bad[7] ^= 1
        assert binpoly.bike_dec(level, bytes(bad), sk) != ss
        # seeded calls are deterministic
        seed = bytes(range(64))
        assert binpoly.bike_keypair(level, seed) == binpoly.bike_keypair(
            level, bytearray(seed))
        assert binpoly.bike_enc(level, pk, seed) == binpoly.bike_enc(
            level, pk, memoryview(seed))
        expect(binpoly.BinpolyError, binpoly.bike_enc, level, pk[:-1])
        expect(binpoly.BinpolyError, binpoly.bike_keypair, level, seed[:32])
        expect(TypeError, binpoly.bike_dec, level, len(ct), sk)
        expect(TypeError, binpoly.bike_enc, level, "pk")
    # BIKE-L1 count 0 of the KAT file (the KAT file's count 0)
    pk, sk = binpoly.bike_keypair(1, SEED_K + SIGMA)
    ct, ss = binpoly.bike_enc(1, pk, M + bytes(32))
    assert ss == SS0, ss.hex()
    assert binpoly.bike_dec(1, ct, sk) == SS0
    # levels
    expect(ValueError, binpoly.bike_sizes, 2)
    expect(ValueError, binpoly.bike_keypair, 2**32 + 1)
    expect(TypeError, binpoly.bike_keypair, 1.0)
    print("python bike: ok")


main()
