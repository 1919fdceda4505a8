# SPDX-License-Identifier: MIT
"""binpoly.Ring (the Python binding of F2[X]/(X^N - 1)) against independent
pure-Python references: the carry-less product folded mod X^N - 1, rotations
for sparse products, coefficient moves i -> i*2^k mod N for squarings, and
int.to_bytes for the byte order.  Also inversion, the errors of every
method, and the module's doctests.  Run once per backend (BINPOLY_BACKEND
set by ctest; exit 77 = skipped when this CPU cannot run it).
Usage: test_python_ring.py LIBPATH."""
import doctest
import os
import random
import sys

os.environ["BINPOLY_LIB"] = sys.argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "python"))
import binpoly_ctypes as binpoly  # noqa: E402
from reference import clmul  # noqa: E402

# Small primes, primes where 2 is primitive (3, 5, 11, 13, 29, 61), powers
# of two (even N: squaring is not a bijection), word-boundary sizes, BIKE-1's
# r and HQC-1's n.
SIZES = [2, 3, 5, 7, 11, 13, 17, 29, 31, 61, 63, 64, 65, 127, 128, 256, 1000,
         1024, 12323, 17669]
# The other KEM rings (BIKE-3/5's r, HQC-3/5's n) and the largest ring:
# only references that stay fast there (rotations, coefficient moves).
KEM_SIZES = [24659, 35851, 40973, 57637, binpoly.RING_MAX_BITS]
LARGE = 4000  # above this, fewer dense products (the reference is slow)
CHECKS = 0


# ---- checking helpers (explicit, so python -O cannot strip them) ----------

def expect(ok, what):
    global CHECKS
    if not ok:
        raise AssertionError(what)
    CHECKS += 1


def expect_raises(exc_type, fn, *args, text=None):
    """fn(*args) must raise exc_type (and its message contain text)."""
    try:
        fn(*args)
    except exc_type as e:
        expect(text is None or text in str(e),
               "%r lacks %r" % (str(e), text))
        return e
    raise AssertionError("%s%r did not raise %s"
                         % (getattr(fn, "__name__", fn), args,
                            exc_type.__name__))


# ---- independent references -----------------------------------------------

def fold(x, n):
    """x mod X^n - 1 by adding up its n-bit chunks (X^n = 1)."""
    r, mask = 0, (1 << n) - 1
    while x:
        r ^= x & mask
        x >>= n
    return r


def rotate(a, p, n):
    """a * X^p mod X^n - 1 for an element a < 2^n and 0 <= p < n."""
    return ((a << p) | (a >> (n - p))) & ((1 << n) - 1)


def frobenius(a, k, n):
    """a^(2^k) mod X^n - 1: coefficient i moves to i*2^k mod n."""
    m, r = pow(2, k, n), 0
    for i, bit in enumerate(reversed(bin(a)[2:])):
        if bit == "1":
            r ^= 1 << (i * m % n)
    return r


def two_is_primitive_prime(n):
    """Whether n is prime and 2 has order n - 1 mod n."""
    if n < 3 or any(n % d == 0 for d in range(2, int(n ** 0.5) + 1)):
        return False
    x, order = 2, 1
    while x != 1:
        x, order = 2 * x % n, order + 1
    return order == n - 1


def samples(rng, n):
    """Edge elements and random ones of the ring of size n."""
    top = (1 << n) - 1
    return [0, 1, top, 1 << (n - 1), 1 | 1 << (n - 1)] + [
        rng.getrandbits(n) for _ in range(4 if n <= LARGE else 1)]


# ---- tests ----------------------------------------------------------------

def test_shape():
    for n in SIZES + [binpoly.RING_MAX_BITS]:
        R = binpoly.Ring(n)
        expect(R.N == n and R.words == (n + 63) // 64, "N/words of %d" % n)
        expect(repr(R) == "Ring(%d)" % n, repr(R))


def test_mul_add(rng):
    for n in SIZES:
        R = binpoly.Ring(n)
        xs = samples(rng, n)
        for a in xs:
            for b in (xs if n <= LARGE else xs[-2:]):
                expect(R.mul(a, b) == fold(clmul(a, b), n),
                       "mul N=%d" % n)
                expect(R.add(a, b) == a ^ b, "add N=%d" % n)
    # Larger rings: a dense a times a sparse b, by rotations.
    for n in KEM_SIZES:
        R = binpoly.Ring(n)
        a, pos = rng.getrandbits(n), rng.sample(range(n), 40)
        ref = 0
        for p in pos:
            ref ^= rotate(a, p, n)
        expect(R.mul(a, sum(1 << p for p in pos)) == ref, "mul N=%d" % n)


def test_mul_sparse(rng):
    for n in SIZES + KEM_SIZES:
        R = binpoly.Ring(n)
        for w in (0, 1, 2, min(n, 75), n if n <= 64 else 0):
            a, pos = rng.getrandbits(n), rng.sample(range(n), w)
            ref = 0
            for p in pos:
                ref ^= rotate(a, p, n)
            got = R.mul_sparse(a, pos)
            expect(got == ref, "mul_sparse N=%d w=%d" % (n, w))
            expect(got == R.mul(a, sum(1 << p for p in pos)),
                   "mul_sparse vs mul N=%d w=%d" % (n, w))
        # Any iterable of ints: a generator, a range.
        expect(R.mul_sparse(1, (p for p in [0, n - 1])) == 1 | 1 << (n - 1),
               "mul_sparse(generator) N=%d" % n)
        expect(R.mul_sparse(1, range(n)) == (1 << n) - 1,
               "mul_sparse(range) N=%d" % n)


def test_sqr(rng):
    for n in SIZES + [binpoly.RING_MAX_BITS]:
        R = binpoly.Ring(n)
        for a in samples(rng, n):
            s = R.sqr(a)
            expect(s == frobenius(a, 1, n), "sqr N=%d" % n)
            if n <= LARGE:
                expect(s == fold(clmul(a, a), n), "sqr/clmul N=%d" % n)
            # sqr_k against k single squarings, then the direct move.
            t = a
            for k in range(6):
                expect(R.sqr_k(a, k) == t, "sqr_k N=%d k=%d" % (n, k))
                t = R.sqr(t)
            for k in (63, 64, 1000, n - 1, n, 2 ** 32 - 1):
                expect(R.sqr_k(a, k) == frobenius(a, k, n),
                       "sqr_k N=%d k=%d" % (n, k))


def test_inv(rng):
    # Which rings invert: exactly the prime N with 2 primitive.
    for n in range(2, 200):
        R = binpoly.Ring(n)
        if two_is_primitive_prime(n):
            expect(R.inv(1) == 1, "inv(1) N=%d" % n)
        else:
            e = expect_raises(binpoly.BinpolyError, R.inv, 1,
                              text="inversion needs N prime")
            expect(not isinstance(e, binpoly.NotInvertible) and
                   e.code == binpoly.ERR_ARG, "inv unsupported N=%d" % n)
    for n in (3, 11, 13, 29, 61, 12323, 24659, 40973):
        expect(two_is_primitive_prime(n), "2 primitive mod %d" % n)
        R = binpoly.Ring(n)
        top = (1 << n) - 1
        for _ in range(6 if n <= LARGE else 1):
            a = rng.getrandbits(n)
            if bin(a).count("1") % 2 == 0:
                a ^= 1 << rng.randrange(n)  # odd weight
            if a == top:
                a ^= 0b11
            b = R.inv(a)
            if n <= 12323:
                expect(fold(clmul(a, b), n) == 1, "a*inv(a) N=%d" % n)
            expect(R.mul(a, b) == 1 and R.inv(b) == a, "inv N=%d" % n)
        for k in (1, 2, n - 1):  # X^-k = X^(N-k)
            expect(R.inv(1 << k) == 1 << (n - k), "inv X^%d N=%d" % (k, n))
        # Zero divisors: 0, the factors 1 + X and 1 + X + ... + X^(N-1) of
        # X^N - 1, even-weight elements.
        even = rng.getrandbits(n)
        even ^= bin(even).count("1") % 2
        for z in (0, 0b11, top, 1 | 1 << (n - 1), even):
            e = expect_raises(binpoly.NotInvertible, R.inv, z,
                              text="zero divisor")
            expect(isinstance(e, binpoly.BinpolyError) and
                   e.code == binpoly.ERR_NOT_INVERTIBLE, "NotInvertible code")


def test_reduce(rng):
    for n in SIZES:
        R = binpoly.Ring(n)
        top = (1 << n) - 1
        expect(R.reduce(0) == 0 and R.reduce(top) == top, "reduce N=%d" % n)
        expect(R.reduce(1 << n) == 1 and R.reduce(1 << n | 1) == 0,
               "X^N = 1, X^N - 1 = 0, N=%d" % n)
        for bits in (n - 1, n, n + 1, 2 * n - 1, 2 * n, 7 * n + 3, 33 * n):
            x = rng.getrandbits(bits)
            expect(R.reduce(x) == fold(x, n), "reduce N=%d bits=%d"
                   % (n, bits))


def test_bytes(rng):
    for n in SIZES + KEM_SIZES:
        R = binpoly.Ring(n)
        nbytes = (n + 7) // 8
        for a in samples(rng, n):
            s = R.to_bytes(a)
            expect(type(s) is bytes and s == a.to_bytes(nbytes, "little"),
                   "to_bytes N=%d" % n)
            expect(R.from_bytes(s) == a and
                   R.from_bytes(bytearray(s)) == a and
                   R.from_bytes(memoryview(s)) == a, "from_bytes N=%d" % n)
        # Bit i of byte j is the coefficient of X^(8j+i).
        for e in {0, 1, 7, 8, 9, n - 1, rng.randrange(n)}:
            if e < n:
                j, i = divmod(e, 8)
                s = bytes(j) + bytes([1 << i]) + bytes(nbytes - j - 1)
                expect(R.to_bytes(1 << e) == s and R.from_bytes(s) == 1 << e,
                       "bit order N=%d X^%d" % (n, e))
        if n % 8:  # padding bits of the last byte must be 0
            s = bytes(nbytes - 1) + bytes([1 << (n % 8)])
            expect_raises(ValueError, R.from_bytes, s, text="at or above N")
        expect_raises(ValueError, R.from_bytes, bytes(nbytes - 1),
                      text="expected ceil(N/8) = %d bytes" % nbytes)
        expect_raises(ValueError, R.from_bytes, bytes(nbytes + 1))


def test_bad_arguments():
    for n in (0, 1, -5, binpoly.RING_MAX_BITS + 1, 2 ** 64 + 13):
        expect_raises(ValueError, binpoly.Ring, n, text="2 <= N")
    for n in (13.0, "13", None):
        expect_raises(TypeError, binpoly.Ring, n)
    n = 13
    R = binpoly.Ring(n)
    # Every element argument of every method: no silent reduction.
    calls = [("mul", lambda x: R.mul(x, 1)), ("mul", lambda x: R.mul(1, x)),
             ("add", lambda x: R.add(x, 1)), ("add", lambda x: R.add(1, x)),
             ("sqr", R.sqr), ("sqr_k", lambda x: R.sqr_k(x, 3)),
             ("inv", R.inv), ("to_bytes", R.to_bytes),
             ("mul_sparse", lambda x: R.mul_sparse(x, [1]))]
    for op, call in calls:
        for bad in (-1, 1 << n, (1 << n) - 1 + (1 << 100)):
            expect_raises(ValueError, call, bad, text="Ring(13).%s" % op)
        expect_raises(TypeError, call, 1.0)
        expect_raises(TypeError, call, b"\x01")
    expect_raises(ValueError, R.mul, 1 << n, 1, text="reduce()")
    # Sparse positions: distinct ints in 0..N-1, checked before the call.
    for pos, text in (([n], "outside"), ([-1], "outside"),
                      ([2, 5, 2], "listed twice"), ([0, 2 ** 40], "outside")):
        expect_raises(ValueError, R.mul_sparse, 1, pos, text=text)
    for pos in (["3"], [1.5], 3):
        expect_raises(TypeError, R.mul_sparse, 1, pos)
    for k in (-1, 2 ** 32, 2 ** 70):
        expect_raises(ValueError, R.sqr_k, 1, k, text="k =")
    expect_raises(TypeError, R.sqr_k, 1, 1.0)
    expect_raises(ValueError, R.reduce, -1)
    expect_raises(TypeError, R.reduce, 1.0)
    for data in ("ab", 2, None):
        expect_raises(TypeError, R.from_bytes, data)
    # Valid calls still work after all that.
    expect(R.mul(3, 5) == 15 and R.mul(1 << 12, 2) == 1, "mul after errors")


def main():
    try:
        name = binpoly.backend()
    except binpoly.BinpolyError:
        print("skipped: this CPU cannot run BINPOLY_BACKEND=%s"
              % os.environ.get("BINPOLY_BACKEND"))
        sys.exit(77)
    print("backend:", name)
    forced = os.environ.get("BINPOLY_BACKEND")
    expect(forced is None or forced == name, "backend %s, forced %s"
           % (name, forced))
    rng = random.Random(20261122)
    test_shape()
    test_mul_add(rng)
    test_mul_sparse(rng)
    test_sqr(rng)
    test_inv(rng)
    test_reduce(rng)
    test_bytes(rng)
    test_bad_arguments()
    failed, attempted = doctest.testmod(binpoly)
    expect(failed == 0 and attempted > 0, "doctests of binpoly_ctypes.py")
    print("%d passed, 0 failed" % CHECKS)


main()
