# SPDX-License-Identifier: MIT
"""binpoly.Ring: the quotient rings F2[X]/(X^N - 1) of HQC and BIKE."""
import numpy as np

from ._errors import ArgumentError, LengthError, check, error_for
from ._native import ffi, lib
from ._words import WORD, ptr, to_le_bytes
from ._element import _Element
from .poly import Poly, _bytes_arg, _coerce_arg, _index

__all__ = ["Ring", "RingElement"]

RING_MAX_BITS = lib.BINPOLY_RING_MAX_BITS


class Ring:
    """R = F2[X]/(X^N - 1) for 2 <= N <= 65536 (BINPOLY_RING_MAX_BITS).

    R(x) is the element of x (a Poly, int, str or coefficient list, taken
    mod X^N - 1); R.from_bytes(data) reads the ceil(N/8) bytes of the KEMs'
    order.  Elements support + - * ** (a negative exponent inverts),
    .inverse() (N prime with 2 primitive mod N, as BIKE's r), .sqr_k(k),
    and R.mul_sparse(a, positions).  The C calls are constant time in the
    coefficients; the Python conversions around them are not."""

    def __init__(self, N):
        N = _index(N, "N")
        if not 2 <= N <= RING_MAX_BITS:
            raise ValueError("Ring(N) needs 2 <= N <= %d, not %d"
                             % (RING_MAX_BITS, N))
        self._r = ffi.new("binpoly_ring *")
        check(lib.binpoly_ring_init(self._r, N), "Ring(%d)" % N)
        self.N = N
        self.words = int(lib.binpoly_ring_words(self._r))
        self.nbytes = (N + 7) // 8
        self._modulus = None

    def __repr__(self):
        return "Ring(%d)" % self.N

    def __eq__(self, other):
        return isinstance(other, Ring) and other.N == self.N

    def __hash__(self):
        return hash(("Ring", self.N))

    def __reduce__(self):
        return (Ring, (self.N,))

    @property
    def modulus(self):
        """X^N - 1 as a Poly."""
        if self._modulus is None:
            self._modulus = Poly.from_int((1 << self.N) | 1)
        return self._modulus

    def __call__(self, x=0):
        if isinstance(x, RingElement):
            if x.ring != self:
                raise ValueError("an element of %r is not one of %r"
                                 % (x.ring, self))
            return x
        p = _coerce_arg(x, "the element") if not isinstance(
            x, (list, tuple)) else Poly(x)
        if p.degree >= self.N:
            p = p % self.modulus
        return self._element(p._w)

    def zero(self):
        return self._element(np.zeros(0, WORD))

    def one(self):
        return self._element(np.ones(1, WORD))

    def random(self, rng=None):
        """A uniformly random element (numpy's generator; not for
        secrets)."""
        return self(Poly.random(self.N, rng))

    def from_bytes(self, data):
        """The element of the ceil(N/8) bytes data (bit i of byte j is the
        coefficient of X^(8j+i)); LengthError for another length,
        ArgumentError for a set bit at or above N."""
        data = _bytes_arg(data, "data")
        if len(data) != self.nbytes:
            raise LengthError("%r.from_bytes: data must be ceil(N/8) = %d "
                              "bytes, not %d" % (self, self.nbytes, len(data)))
        p = Poly.from_bytes(data)
        if p.degree >= self.N:
            raise ArgumentError("%r.from_bytes: a bit at or above N = %d is "
                                "set in the last byte" % (self, self.N))
        return self._element(p._w)

    def mul_sparse(self, a, positions):
        """a * (X^p0 + X^p1 + ...) for distinct positions 0 <= p < N;
        constant time in the positions (their number is public)."""
        a = self(a)
        pos = [_index(p, "a position") for p in positions]
        if len(set(pos)) != len(pos):
            raise ValueError("mul_sparse: a position is listed twice")
        for p in pos:
            if not 0 <= p < self.N:
                raise ValueError("mul_sparse: position %d is outside "
                                 "0..N-1 = 0..%d" % (p, self.N - 1))
        arr = ffi.new("uint32_t[]", pos) if pos else ffi.NULL
        return self._op("mul_sparse", lib.binpoly_ring_mul_sparse, ptr(a._w),
                        arr, len(pos))

    # -- internals --------------------------------------------------------

    def _element(self, w):
        """The element of normalized words w (degree < N), padded to the
        ring's word count."""
        full = np.zeros(self.words, WORD)
        full[:len(w)] = w
        e = object.__new__(RingElement)
        e.ring = self
        e._w = full
        full.flags.writeable = False
        return e

    def _op(self, name, fn, *args):
        c = np.empty(self.words, WORD)
        code = fn(self._r, ptr(c), *args)
        if code < 0:
            raise error_for(code, "%r.%s" % (self, name))
        e = object.__new__(RingElement)
        e.ring = self
        e._w = c
        c.flags.writeable = False
        return e


class RingElement(_Element):
    """An element of a Ring (immutable); see Ring."""

    __slots__ = ("ring", "_w")
    _PARENT = "ring"
    _ADD = lib.binpoly_ring_add
    _MUL = lib.binpoly_ring_mul

    def __pow__(self, e):
        e = _index(e, "the exponent")
        base = self
        if e < 0:
            base, e = self.inverse(), -e
        result = self.ring.one()
        for bit in bin(e)[2:]:
            result = result.sqr()
            if bit == "1":
                result = result * base
        return result

    def sqr(self):
        return self.ring._op("sqr", lib.binpoly_ring_sqr, ptr(self._w))

    def sqr_k(self, k):
        """self^(2^k) (k squarings at the cost of about one)."""
        k = _index(k, "k")
        if not 0 <= k < 2**32:
            raise ValueError("k = %d is outside 0..2^32-1" % k)
        return self.ring._op("sqr_k", lib.binpoly_ring_sqr_k, ptr(self._w), k)

    def inverse(self):
        """self^-1: NotInvertibleError for a zero divisor (even weight, or
        all N coefficients 1), ArgumentError when N is not a prime with 2
        primitive mod N."""
        try:
            return self.ring._op("inverse", lib.binpoly_ring_inv,
                                 ptr(self._w))
        except ArgumentError as e:
            raise ArgumentError("%r.inverse: inversion needs N prime with 2 "
                                "primitive mod N (as BIKE's r); N = %d is "
                                "not" % (self.ring, self.ring.N),
                                e.code) from None

    def __bytes__(self):
        """The ceil(N/8) bytes of Ring.from_bytes' order."""
        return to_le_bytes(self._w, self.ring.nbytes)

    to_bytes = __bytes__
