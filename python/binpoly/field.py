# SPDX-License-Identifier: MIT
"""binpoly.GF2m: binary fields GF(2^m) = F2[X]/(f), f a trinomial or
pentanomial, 2 <= m <= 1024."""
import numpy as np

from ._errors import ArgumentError, LengthError, check, error_for
from ._native import ffi, lib
from ._words import WORD, ptr
from ._element import _Element
from .poly import Poly, _bytes_arg, _coerce_arg, _index

__all__ = ["GF2m", "FieldElement"]

FIELD_MAX_BITS = lib.BINPOLY_FIELD_MAX_BITS


class GF2m:
    """GF(2^m) with modulus x^m + x^taps[0] + ... + 1.

    GF2m(m) takes the lowest irreducible trinomial or pentanomial (the
    standards' tables), GF2m(m, taps) the given one (1 or 3 taps,
    ArgumentError if reducible), GF2m.nist(m) the NIST field (163, 233,
    283, 409, 571) with its dedicated reduction.  F(x) is the element of
    x (Poly, int or str of degree < m; F.reduce(p) takes any p mod f);
    F.from_bytes reads SEC 1's big-endian octets; F.mul_batch(xs, ys)
    multiplies pairs in one call.  Elements support
    + - * / ** (a negative exponent inverts), .inverse(), .sqrt(),
    .trace(), .half_trace() (odd m), .solve_quadratic().  The C calls are
    constant time in the elements; the conversions around them are not."""

    def __init__(self, m, taps=None):
        m = _index(m, "m")
        if not 2 <= m <= FIELD_MAX_BITS:
            raise ValueError("GF2m(m) needs 2 <= m <= %d, not %d"
                             % (FIELD_MAX_BITS, m))
        if taps is None:
            t = ffi.new("unsigned[3]")
            nt = ffi.new("size_t *")
            check(lib.binpoly_field_find_modulus(m, t, nt), "GF2m(%d)" % m)
            taps = [t[i] for i in range(nt[0])]
        else:
            taps = [_index(k, "a tap") for k in taps]
            if len(taps) not in (1, 3) or len(set(taps)) != len(taps) or \
                    not all(0 < k < m for k in taps):
                raise ArgumentError("GF2m(%d, %r): taps are 1 or 3 distinct "
                                    "exponents between 0 and m = %d"
                                    % (m, taps, m))
        self._init(m, taps, lambda F: lib.binpoly_field_init(
            F, m, ffi.new("unsigned[]", taps), len(taps)))

    @classmethod
    def nist(cls, m):
        """The NIST field of degree m (163, 233, 283, 409 or 571)."""
        m = _index(m, "m")
        taps = {163: [7, 6, 3], 233: [74], 283: [12, 7, 5], 409: [87],
                571: [10, 5, 2]}.get(m)
        if taps is None:
            raise ArgumentError("GF2m.nist(%d): the NIST fields have m = "
                                "163, 233, 283, 409 or 571" % m)
        self = object.__new__(cls)
        self._init(m, taps, lambda F: lib.binpoly_field_init_nist(F, m))
        return self

    def _init(self, m, taps, init):
        self._f = ffi.new("binpoly_field *")
        self.m = m
        self.taps = tuple(sorted(taps, reverse=True))
        self.modulus = Poly.from_int(
            (1 << m) | sum(1 << k for k in taps) | 1)
        code = init(self._f)
        if code == lib.BINPOLY_ERR_ARG:
            # The taps passed the checks above: the library found the
            # polynomial reducible.
            raise ArgumentError("GF2m(%d, %r): the modulus %s is reducible, "
                                "so it makes no field (GF2m(%d) picks an "
                                "irreducible one)"
                                % (m, taps, self.modulus, m), code)
        check(code, "GF2m(%d, %r)" % (m, taps))
        self.words = int(lib.binpoly_field_words(self._f))
        self.nbytes = (m + 7) // 8

    def __repr__(self):
        return "GF2m(%d, %s)" % (self.m, list(self.taps))

    def __eq__(self, other):
        return (isinstance(other, GF2m) and other.m == self.m and
                other.taps == self.taps)

    def __hash__(self):
        return hash(("GF2m", self.m, self.taps))

    def __reduce__(self):
        # GF2m(m, taps) takes the NIST reduction for a NIST modulus, as
        # GF2m.nist(m) does.
        return (GF2m, (self.m, list(self.taps)))

    @property
    def order(self):
        return 1 << self.m

    def __call__(self, x=0):
        if isinstance(x, FieldElement):
            if x.field != self:
                raise ValueError("an element of %r is not one of %r"
                                 % (x.field, self))
            return x
        p = _coerce_arg(x, "the element")
        if p.degree >= self.m:
            raise ValueError("%r: %s has degree %d >= m = %d; use reduce() "
                             "to take it mod the modulus"
                             % (self, "the element", p.degree, self.m))
        return self._element(p._w)

    def zero(self):
        return self._element(np.zeros(0, WORD))

    def one(self):
        return self._element(np.ones(1, WORD))

    def reduce(self, x):
        """The element of any polynomial x, taken mod the modulus."""
        return self._element((_coerce_arg(x, "x") % self.modulus)._w)

    def random(self, rng=None):
        return self(Poly.random(self.m, rng))

    def from_bytes(self, data):
        """The element of the ceil(m/8) octets of SEC 1 (big-endian)."""
        data = _bytes_arg(data, "data")
        if len(data) != self.nbytes:
            raise LengthError("%r.from_bytes: data must be ceil(m/8) = %d "
                              "bytes, not %d" % (self, self.nbytes, len(data)))
        x = int.from_bytes(data, "big")
        if x >> self.m:
            raise ArgumentError("%r.from_bytes: a bit at or above m = %d is "
                                "set" % (self, self.m))
        return self(x)

    def mul_batch(self, xs, ys):
        """[x * y for x, y in zip(xs, ys)] in one C call
        (binpoly_field_mul_batch: several products per vector on the
        avx512 backend); xs and ys of equal length, elements of this
        field or what F() takes."""
        xs, ys = [self(x) for x in xs], [self(y) for y in ys]
        if len(xs) != len(ys):
            raise LengthError("%r.mul_batch: %d factors against %d"
                              % (self, len(xs), len(ys)))
        n = len(xs)
        if n == 0:
            return []
        a = np.stack([x._w for x in xs])
        b = np.stack([y._w for y in ys])
        c = np.empty((n, self.words), WORD)
        code = lib.binpoly_field_mul_batch(self._f, ptr(c), ptr(a), ptr(b), n)
        if code < 0:
            raise error_for(code, "%r: mul_batch" % self)
        return [self._wrap(row) for row in c]

    def _element(self, w):
        full = np.zeros(self.words, WORD)
        full[:len(w)] = w
        return self._wrap(full)

    def _wrap(self, c):
        e = object.__new__(FieldElement)
        e.field = self
        e._w = c
        c.flags.writeable = False
        return e

    def _op(self, name, fn, *args):
        c = np.empty(self.words, WORD)
        code = fn(self._f, ptr(c), *args)
        if code < 0:
            raise error_for(code, "%r: %s" % (self, name))
        return self._wrap(c)


class FieldElement(_Element):
    """An element of a GF2m field (immutable); see GF2m."""

    __slots__ = ("field", "_w")
    _PARENT = "field"
    _ADD = lib.binpoly_field_add
    _MUL = lib.binpoly_field_mul

    def __rtruediv__(self, other):
        o = self._other(other)
        if o is None:
            return NotImplemented
        return o * self.inverse()

    def __pow__(self, e):
        e = _index(e, "the exponent")
        base = self
        if e < 0:
            base, e = self.inverse(), -e
        ew = np.frombuffer(e.to_bytes(((e.bit_length() + 63) // 64) * 8,
                                      "little"), dtype="<u8").astype(WORD)
        return self.field._op("pow", lib.binpoly_field_pow, ptr(base._w),
                              ptr(ew), len(ew))

    def inverse(self):
        """self^-1 (Itoh-Tsujii); NotInvertibleError for 0."""
        return self.field._op("inverse", lib.binpoly_field_inv, ptr(self._w))

    def sqrt(self):
        """The unique square root."""
        return self.field._op("sqrt", lib.binpoly_field_sqrt, ptr(self._w))

    def trace(self):
        """Tr(self) = self + self^2 + ... + self^(2^(m-1)), 0 or 1."""
        return check(lib.binpoly_field_trace(self.field._f, ptr(self._w)),
                     "%r: trace" % self.field)

    def half_trace(self):
        """The half-trace (odd m only, else ArgumentError)."""
        if self.field.m % 2 == 0:
            raise ArgumentError("%r: half_trace needs an odd m, not %d (use "
                                "solve_quadratic)" % (self.field,
                                                      self.field.m),
                                lib.BINPOLY_ERR_ARG)
        return self.field._op("half_trace", lib.binpoly_field_half_trace,
                              ptr(self._w))

    def solve_quadratic(self):
        """z with z^2 + z = self (z + 1 is the other); ArgumentError when
        Tr(self) = 1 (no solution)."""
        try:
            return self.field._op("solve_quadratic",
                                  lib.binpoly_field_solve_quadratic,
                                  ptr(self._w))
        except ArgumentError as e:
            raise ArgumentError("%r: solve_quadratic: z^2 + z = c has no "
                                "solution, Tr(c) = 1" % self.field,
                                e.code) from None

    @property
    def poly(self):
        return self.lift()

    def __bytes__(self):
        """The ceil(m/8) octets of SEC 1 (big-endian)."""
        return int(self).to_bytes(self.field.nbytes, "big")

    to_bytes = __bytes__
