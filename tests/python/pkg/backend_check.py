# SPDX-License-Identifier: MIT
"""The package on one backend, against independent pure-Python references
(no galois: run in a subprocess per backend by test_backends.py, with
BINPOLY_BACKEND set): products (carry-less shift and add), ring products
folded mod X^N - 1, sparse products by rotations, squarings as the
coefficient moves i -> i*2^k mod N, inverses, byte orders, field
products reduced by shift and add, and a round trip of every KEM plus
BIKE-L1's first known answer.

usage: BINPOLY_BACKEND=<name> python backend_check.py  (prints the number
of checks; exit status 1 with the failing check on a mismatch)."""
import os
import random
import sys

import binpoly
from binpoly import GF2m, Poly, Ring, kem

# Small primes, primes where 2 is primitive, powers of two (even N: the
# squaring is no bijection), word boundaries, BIKE-L1's r, HQC-1's n.
SIZES = [2, 3, 5, 11, 13, 29, 61, 63, 64, 65, 127, 128, 1000, 1024, 12323,
         17669]
# The other KEM rings and the largest: references that stay fast there.
KEM_SIZES = [24659, 35851, 40973, 57637, 65536]
LARGE = 4000  # above this, fewer dense products (the reference is slow)
CHECKS = [0]


def expect(ok, what):
    if not ok:
        raise AssertionError(what)
    CHECKS[0] += 1


def clmul(a, b):
    """Carry-less product of ints (bit i = X^i), by shift and add."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a <<= 1
        b >>= 1
    return r


def fold(x, n):
    """x mod X^n - 1, adding up its n-bit chunks (X^n = 1)."""
    r, mask = 0, (1 << n) - 1
    while x:
        r ^= x & mask
        x >>= n
    return r


def rotate(a, p, n):
    """a * X^p mod X^n - 1 for a < 2^n, 0 <= p < n."""
    return ((a << p) | (a >> (n - p))) & ((1 << n) - 1)


def frobenius(a, k, n):
    """a^(2^k) mod X^n - 1: coefficient i moves to i*2^k mod n."""
    m, r = pow(2, k, n), 0
    for i, bit in enumerate(reversed(bin(a)[2:])):
        if bit == "1":
            r ^= 1 << (i * m % n)
    return r


def reduce_mod(x, f):
    """x mod f over F2, by shift and add."""
    d = f.bit_length() - 1
    while x.bit_length() - 1 >= d:
        x ^= f << (x.bit_length() - 1 - d)
    return x


def samples(rng, n):
    top = (1 << n) - 1
    return [0, 1, top, 1 << (n - 1), 1 | 1 << (n - 1)] + [
        rng.getrandbits(n) for _ in range(3 if n <= LARGE else 1)]


def check_products(rng):
    for _ in range(60):
        a = rng.getrandbits(rng.randrange(0, 5000))
        b = rng.getrandbits(rng.randrange(0, 5000))
        expect(int(Poly(a) * Poly(b)) == clmul(a, b), "Poly product")
        expect(int(binpoly.sqr(a)) == clmul(a, a), "Poly square")


def check_ring(rng):
    for n in SIZES:
        R = Ring(n)
        xs = samples(rng, n)
        for a in xs:
            for b in (xs if n <= LARGE else xs[-2:]):
                expect(int(R(a) * R(b)) == fold(clmul(a, b), n),
                       "ring product N=%d" % n)
            expect(int(R(a) ** 2) == frobenius(a, 1, n), "sqr N=%d" % n)
            for k in (3, 64, n - 1, 2 ** 32 - 1):
                expect(int(R(a).sqr_k(k)) == frobenius(a, k, n),
                       "sqr_k N=%d k=%d" % (n, k))
            expect(bytes(R(a)) == a.to_bytes((n + 7) // 8, "little") and
                   int(R.from_bytes(bytes(R(a)))) == a, "bytes N=%d" % n)
    for n in SIZES + KEM_SIZES:
        R = Ring(n)
        for w in (0, 1, 2, min(n, 75)):
            a, pos = rng.getrandbits(n), rng.sample(range(n), w)
            ref = 0
            for p in pos:
                ref ^= rotate(a, p, n)
            expect(int(R.mul_sparse(R(a), pos)) == ref,
                   "sparse product N=%d w=%d" % (n, w))
            if n in KEM_SIZES and w:
                expect(int(R(a) * R(sum(1 << p for p in pos))) == ref,
                       "dense product by a sparse one N=%d" % n)
    for n in (13, 61, 12323, 24659, 40973):  # 2 primitive mod n
        R = Ring(n)
        a = rng.getrandbits(n) | 1
        if bin(a).count("1") % 2 == 0:
            a ^= 2
        b = R(a).inverse()
        expect(R(a) * b == R.one() and b.inverse() == R(a),
               "inverse N=%d" % n)
        if n <= 12323:
            expect(fold(clmul(a, int(b)), n) == 1, "a * a^-1 N=%d" % n)


def check_field(rng):
    for m, nist in ((163, True), (233, True), (571, True), (127, False),
                    (1024, False)):
        F = GF2m.nist(m) if nist else GF2m(m)
        f = int(F.modulus)
        for _ in range(4):
            a, b = rng.getrandbits(m), rng.getrandbits(m)
            expect(int(F(a) * F(b)) == reduce_mod(clmul(a, b), f),
                   "field product m=%d" % m)
            expect(int(F(a) ** 2) == reduce_mod(clmul(a, a), f),
                   "field square m=%d" % m)
            if a:
                expect(F(a) * F(a).inverse() == F.one(),
                       "field inverse m=%d" % m)
        xs = [F(rng.getrandbits(m)) for _ in range(11)]
        ys = [F(rng.getrandbits(m)) for _ in range(11)]
        expect(F.mul_batch(xs, ys) == [x * y for x, y in zip(xs, ys)],
               "batch m=%d" % m)


def check_kems():
    for k in kem.ALGORITHMS.values():
        pk, sk = k.keypair()
        ct, ss = k.encaps(pk)
        expect(k.decaps(ct, sk) == ss, "%s round trip" % k.name)
        bad = bytearray(ct)
        bad[7] ^= 1
        expect(k.decaps(bytes(bad), sk) != ss, "%s implicit rejection"
               % k.name)
        seed = bytes(range(k.keypair_seed_size))
        expect(k.keypair_derand(seed) == k.keypair_derand(bytearray(seed)),
               "%s deterministic key pair" % k.name)
    # BIKE-L1, count 0 of its known-answer file (spec §13.1).
    seed = bytes.fromhex(
        "7c9935a0b07694aa0c6d10e4db6b1add2fd81a25ccb148032dcd739936737f2d"
        "b505d7cfad1b497499323c8686325e4792f267aafa3f87ca60d01cb54f29202a")
    m = bytes.fromhex("eb4a7c66ef4eba2ddb38c88d8bc706b1"
                      "d639002198172a7b1942eca8f6c001ba")
    ss0 = bytes.fromhex("c748cc2121532efeeba47f446e8393b7"
                        "202400463bebde6e45882acab8ddeec6")
    pk, sk = kem.BIKE1.keypair_derand(seed)
    ct, ss = kem.BIKE1.encaps_derand(pk, m + bytes(32))
    expect(ss == ss0 and kem.BIKE1.decaps(ct, sk) == ss0,
           "BIKE-L1 known answer")


def main():
    forced = os.environ.get("BINPOLY_BACKEND")
    expect(binpoly.backend() == forced, "backend %s, forced %s"
           % (binpoly.backend(), forced))
    rng = random.Random(20261122)
    check_products(rng)
    check_ring(rng)
    check_field(rng)
    check_kems()
    print("%s: %d checks passed" % (forced, CHECKS[0]))


if __name__ == "__main__":
    sys.exit(main())
