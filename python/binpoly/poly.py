# SPDX-License-Identifier: MIT
"""binpoly.Poly: polynomials over F2 on numpy uint64 words, with products,
squarings, divisions and gcds done by the C library."""
import functools
import numbers
import operator
import re
import sys
import threading

import numpy as np

from ._errors import Error, TooLargeError, check
from ._native import ffi, lib
from ._words import (EMPTY, WORD, degree, from_int, from_le_bytes, norm, ptr,
                     to_int, to_le_bytes)

__all__ = ["Poly", "gcd", "egcd", "mul", "sqr", "berlekamp_massey",
           "irreducible_poly"]

# Polynomials of more than BINPOLY_MAX_WORDS words (2^32 bits) are refused
# by the C library; the Python side checks the same bound before it
# allocates such a result.
MAX_BITS = 64 * lib.BINPOLY_MAX_WORDS
_ODD = np.uint64(0x5555555555555555)


def _type_name(x):
    return type(x).__name__


def _readonly(w):
    w.flags.writeable = False
    return w


class Poly:
    """A polynomial over F2 = GF(2).

    Poly(value) takes
      - an int >= 0: bit i is the coefficient of x^i (Poly(0b1011) is
        x^3 + x + 1);
      - a str: "x^3 + x + 1" (also X, ** for ^, - for +, spaces anywhere;
        coefficients 0 or 1);
      - a list or tuple of 0/1 coefficients, highest degree first as galois
        takes them (order="asc": lowest first);
      - bytes-like: bit i of byte j is the coefficient of x^(8j+i);
      - a numpy uint64 array: the words (bit i of word j is the coefficient
        of x^(64j+i));
      - a Poly.
    Poly objects are immutable and hashable (equal to the int of the same
    bits).  Operators: + - (both XOR) * ** // % divmod, pow(a, e, m), ==;
    gcd(a, b), egcd(a, b); p(0), p(1); p.degree, p.derivative(),
    p.is_irreducible(), p.factors().
    Products and squarings run binpoly's fast paths, divisions its Newton
    division (binpoly_divmod), gcds its half-gcd (binpoly_gcd, _xgcd),
    irreducibility and factoring binpoly_is_irreducible and binpoly_factor.
    Polynomials are public data: this class is not constant time.
    """

    __slots__ = ("_w", "__weakref__")

    def __init__(self, value=0, *, order="desc"):
        self._w = _readonly(_words_of(value, order))

    @classmethod
    def _make(cls, w):
        p = object.__new__(cls)
        p._w = _readonly(w)
        return p

    # -- conversions ----------------------------------------------------

    @classmethod
    def from_int(cls, x):
        """The polynomial whose coefficient of x^i is bit i of x >= 0."""
        return cls._make(_words_of_int(x, "x"))

    @classmethod
    def from_bytes(cls, data):
        """The polynomial whose coefficient of x^(8j+i) is bit i of byte j
        of data (bytes-like)."""
        return cls._make(from_le_bytes(_bytes_arg(data, "data")))

    @classmethod
    def from_words(cls, words):
        """The polynomial of a numpy (or array-like) of uint64 words."""
        return cls._make(_words_of_array(words))

    @classmethod
    def from_coeffs(cls, coeffs, order="desc"):
        """The polynomial of 0/1 coefficients (list, tuple or numpy array),
        highest degree first (order="asc": lowest first)."""
        return cls._make(_words_of_coeffs(coeffs, order))

    @classmethod
    def random(cls, bits, rng=None):
        """A uniformly random polynomial of degree < bits (numpy's
        Generator rng, or a fresh one; not for secrets)."""
        bits = _index(bits, "bits")
        if bits < 0:
            raise ValueError("bits must be >= 0, not %d" % bits)
        rng = np.random.default_rng(rng)
        n = (bits + 63) // 64
        w = rng.integers(0, 2**64, size=n, dtype=np.uint64)
        if bits % 64:
            w[-1] &= np.uint64((1 << (bits % 64)) - 1)
        return cls._make(norm(w))

    def __int__(self):
        return to_int(self._w)

    def to_bytes(self, length=None):
        """The bytes of from_bytes' order: ceil((degree+1)/8) of them, or
        `length` (zero-padded; ValueError if the polynomial needs more)."""
        need = (self.degree + 8) // 8
        if length is None:
            length = need
        length = _index(length, "length")
        if length < need:
            raise ValueError("length %d is too short: the polynomial needs "
                             "%d bytes" % (length, need))
        return to_le_bytes(self._w, length)

    __bytes__ = to_bytes

    def to_words(self):
        """A copy of the words (numpy uint64, no zero top word)."""
        return self._w.copy()

    def to_coeffs(self, order="desc"):
        """The coefficients as a numpy uint8 array of 0/1, highest degree
        first (order="asc": lowest first); [0] for the zero polynomial."""
        _check_order(order)
        if not len(self._w):
            return np.zeros(1, np.uint8)
        bits = np.unpackbits(self._w.astype("<u8").view(np.uint8),
                             bitorder="little")[:self.degree + 1]
        return bits[::-1].copy() if order == "desc" else bits

    @property
    def coeffs(self):
        """The coefficients as a list of ints, highest degree first (as
        galois.Poly.coeffs)."""
        return self.to_coeffs().tolist()

    @property
    def nonzero_degrees(self):
        """The degrees with coefficient 1, highest first (numpy array)."""
        if not len(self._w):
            return np.zeros(0, np.int64)
        return np.flatnonzero(self.to_coeffs("asc"))[::-1]

    # -- properties -----------------------------------------------------

    @property
    def degree(self):
        """The degree; -1 for the zero polynomial (galois says 0)."""
        return degree(self._w)

    @property
    def weight(self):
        """The number of non-zero coefficients."""
        return int(np.unpackbits(self._w.view(np.uint8)).sum())

    def __bool__(self):
        return len(self._w) > 0

    def __call__(self, at):
        """The value at 0 or 1 (an element of F2, returned as the int 0 or
        1): p(0) is the constant term, p(1) the parity of the weight."""
        at = _index(at, "the evaluation point")
        if at not in (0, 1):
            raise ValueError("a polynomial over F2 is evaluated at 0 or 1, "
                             "not %d" % at)
        if not len(self._w):
            return 0
        if at == 0:
            return int(self._w[0] & np.uint64(1))
        return bin(int(np.bitwise_xor.reduce(self._w))).count("1") & 1

    def derivative(self):
        """The formal derivative: x^i -> i x^(i-1), so the coefficients of
        odd degree move down by one and those of even degree vanish."""
        w = self._w
        if len(w) == 0:
            return self
        d = w >> np.uint64(1)
        d[:-1] |= w[1:] << np.uint64(63)
        d &= _ODD
        return Poly._make(norm(d))

    # -- printing (as galois prints) -------------------------------------

    def __str__(self):
        if not len(self._w):
            return "0"
        terms = []
        for e in self.nonzero_degrees.tolist():
            terms.append("x^%d" % e if e > 1 else ("x" if e == 1 else "1"))
        return " + ".join(terms)

    def __repr__(self):
        return "Poly(%s, GF(2))" % self

    def __format__(self, spec):
        if spec in ("x", "X", "b"):  # the int's hex or binary digits
            return format(int(self), spec)
        return format(str(self), spec)

    # -- comparison -----------------------------------------------------

    def __eq__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return np.array_equal(self._w, o._w)

    def __hash__(self):
        return hash(int(self))

    def __reduce__(self):
        # Every pickle protocol: the bytes of from_bytes' order.
        return (Poly.from_bytes, (self.to_bytes(),))

    # -- arithmetic -----------------------------------------------------

    def __add__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        a, b = self._w, o._w
        if len(a) < len(b):
            a, b = b, a
        c = a.copy()
        c[:len(b)] ^= b
        return Poly._make(norm(c))

    __radd__ = __sub__ = __rsub__ = __xor__ = __rxor__ = __add__

    def __neg__(self):
        return self

    def __pos__(self):
        return self

    def __mul__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return Poly._make(_mul(self._w, o._w))

    __rmul__ = __mul__

    def __pow__(self, exponent, modulus=None):
        e = _index(exponent, "the exponent")
        if e < 0:
            raise ValueError("negative exponent %d: polynomials have no "
                             "inverses (use a modulus and Ring or GF2m)" % e)
        if modulus is not None:
            m = _coerce_arg(modulus, "the modulus")
            return Poly._make(_powmod(self._w, e, m._w))
        if e == 0:
            return Poly._make(np.ones(1, WORD))
        d = self.degree
        if d > 0 and d * e >= MAX_BITS:
            raise TooLargeError("Poly ** %d: degree %d * %d is beyond the "
                                "library's 2^32 bits" % (e, d, e))
        return Poly._make(_pow(self._w, e))

    def __divmod__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        q, r = _divmod(self._w, o._w, True, True)
        return Poly._make(q), Poly._make(r)

    def __rdivmod__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return divmod(o, self)

    def __floordiv__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return Poly._make(_divmod(self._w, o._w, True, False)[0])

    def __rfloordiv__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return o // self

    def __mod__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return Poly._make(_divmod(self._w, o._w, False, True)[1])

    def __rmod__(self, other):
        o = _coerce(other)
        if o is NotImplemented:
            return NotImplemented
        return o % self

    def __lshift__(self, k):
        """Times x^k; as for ints, a negative k is a ValueError.  A
        result beyond the library's 2^32 bits is a TooLargeError naming
        the shift count, raised before anything is allocated."""
        k = _shift_count(k)
        if not self:
            return self
        if self.degree + k >= MAX_BITS:
            raise TooLargeError("Poly << %d: the shift count %d takes degree "
                                "%d to %d, beyond the library's 2^32 bits"
                                % (k, k, self.degree, self.degree + k))
        return Poly.from_int(int(self) << k)

    def __rshift__(self, k):
        """Floor division by x^k (the low k coefficients dropped); as for
        ints, a negative k is a ValueError."""
        k = _shift_count(k)
        return Poly.from_int(int(self) >> k) if k <= self.degree else \
            Poly._make(EMPTY)

    def gcd(self, other):
        """The (monic) greatest common divisor of self and other."""
        return gcd(self, other)

    def is_irreducible(self):
        """Whether the polynomial is irreducible over F2
        (binpoly_is_irreducible: a sieve for small factors, then Rabin's
        test with the Frobenius by modular composition; about 10 ms at
        degree 10^4)."""
        r = lib.binpoly_is_irreducible(ptr(self._w), len(self._w))
        check(min(r, 0), "Poly.is_irreducible")
        return r == 1

    def egcd(self, other):
        """(g, s, t) with g = gcd(self, other) = s * self + t * other (see
        binpoly.egcd)."""
        return egcd(self, other)

    def factors(self, seed=0):
        """The factorization into irreducibles as galois gives it: a list
        of the distinct irreducible factors (by degree, then by value) and
        the list of their multiplicities; ([], []) for 1, ValueError for 0.
        binpoly_factor (square-free, distinct-degree, Cantor-Zassenhaus);
        seed steers the random splitting only, never the result."""
        if not len(self._w):
            raise ValueError("the zero polynomial has no factorization")
        seed = _index(seed, "seed")
        out = ffi.new("binpoly_factors **")
        check(lib.binpoly_factor(out, ptr(self._w), len(self._w),
                                 seed & (2**64 - 1)), "Poly.factors")
        fs = out[0]
        try:
            facs, mults = [], []
            for i in range(fs.count):
                n = fs.degree[i] // 64 + 1
                w = np.frombuffer(ffi.buffer(fs.words[i], 8 * n),
                                  dtype=WORD).copy()
                facs.append(Poly._make(norm(w)))
                mults.append(int(fs.mult[i]))
        finally:
            lib.binpoly_factors_free(fs)
        return facs, mults


def gcd(a, b):
    """The greatest common divisor of two polynomials (Poly or int), monic
    (0 when both are 0).  binpoly_gcd's half-gcd: about 10 ms for two
    10^5-bit operands, 0.2 s at 10^6 bits."""
    a, b = _coerce_arg(a, "a"), _coerce_arg(b, "b")
    wa, wb = a._w, b._w
    n = max(len(wa), len(wb))
    g = np.empty(n, WORD)
    check(lib.binpoly_gcd(ptr(g), ptr(wa), len(wa), ptr(wb), len(wb)), "gcd")
    return Poly._make(norm(g))


def egcd(a, b):
    """(g, s, t) with g = gcd(a, b) = s a + t b, as galois.egcd: deg s <
    deg b - deg g and deg t < deg a - deg g (a = b: s = 0, t = 1; a = 0:
    s = 0, t = 1; b = 0: s = 1, t = 0).  binpoly_xgcd's half-gcd."""
    a, b = _coerce_arg(a, "a"), _coerce_arg(b, "b")
    wa, wb = a._w, b._w
    n = max(len(wa), len(wb))
    g, s, t = np.empty(n, WORD), np.empty(n, WORD), np.empty(n, WORD)
    check(lib.binpoly_xgcd(ptr(g), ptr(s), ptr(t), ptr(wa), len(wa),
                           ptr(wb), len(wb)), "egcd")
    return Poly._make(norm(g)), Poly._make(norm(s)), Poly._make(norm(t))


def berlekamp_massey(bits):
    """The minimal polynomial of the binary sequence bits (a sequence or
    numpy array of 0/1, first term first): the monic h of smallest degree
    L with sum_j h_j s_(i+j) = 0 for every i < len(bits) - L, as galois'
    berlekamp_massey(output="characteristic") gives it (unique when 2L <=
    len(bits)), except that galois drops a factor x^k that binpoly (and
    NTL's MinPolySeq) keep for sequences only eventually periodic (h(0) =
    0).  L is h.degree.  Word-level Berlekamp-Massey up to 4096
    terms, the half-gcd beyond (10^6 terms in about 0.1 s)."""
    arr = np.asarray(bits)
    if arr.ndim != 1 or (arr.size and arr.dtype.kind not in "biu"):
        raise TypeError("bits must be a flat sequence of 0s and 1s")
    if arr.size == 0:
        raise ValueError("berlekamp_massey of an empty sequence")
    if ((arr != 0) & (arr != 1)).any():
        raise ValueError("bits must be 0s and 1s")
    n = arr.size
    seq = from_le_bytes(np.packbits(arr.astype(np.uint8),
                                    bitorder="little").tobytes())
    seq = np.concatenate([seq, np.zeros((n + 63) // 64 - len(seq), WORD)])
    h = np.empty(n // 64 + 1, WORD)
    length = ffi.new("size_t *")
    check(lib.binpoly_berlekamp_massey(ptr(h), length, ptr(seq), n),
          "berlekamp_massey")
    return Poly._make(norm(h))


def irreducible_poly(degree, method="min", seed=None):
    """An irreducible polynomial of the given degree >= 1.  method="min":
    the lowest-weight one in the standards' order, a trinomial x^n + x^k +
    1 with the smallest k, else the pentanomial with the smallest k3, k2,
    k1 (galois.irreducible_poly(2, n, terms="min")); degree 1 gives x.
    binpoly_irreducible_lowest: degrees up to BINPOLY_LOWEST_TABLE_MAX
    (10000) from its compiled-in table, a lookup; above, its search, on
    BINPOLY_LOWEST_THREADS threads.  The last 1024 degrees asked are
    cached (the same immutable Poly again).
    method="random": a random irreducible (seed: an int, or None for a
    fresh one; not for secrets)."""
    if method == "min" and type(degree) is int and 2 <= degree < 2**32:
        return _lowest(degree)
    degree = _index(degree, "degree")
    if degree < 1:
        raise ValueError("degree must be >= 1, not %d" % degree)
    if method == "random":
        if seed is None:
            seed = int(np.random.default_rng().integers(0, 2**63))
        seed = _index(seed, "seed")
        f = np.empty(degree // 64 + 1, WORD)
        check(lib.binpoly_random_irreducible(ptr(f), degree,
                                             seed & (2**64 - 1)),
              "irreducible_poly")
        return Poly._make(norm(f))
    if method != "min":
        raise ValueError('method must be "min" or "random", not %r'
                         % (method,))
    if degree == 1:
        return Poly(2)
    if degree >= 2**32:
        raise TooLargeError("degree %d is beyond 2^32" % degree)
    return _lowest(degree)


_LOWEST_BUFFERS = threading.local()
_LITTLE_ENDIAN = sys.byteorder == "little"


@functools.lru_cache(maxsize=1024)
def _lowest(degree):
    """irreducible_poly(degree) for an int 2 <= degree < 2^32: the C call
    (its taps into per-thread buffers), then the words of x^n + the taps
    + 1 as the bytes of an int, read in place (a read-only array; bytes
    objects' data is aligned for uint64_t in CPython).  A repeated degree
    gets the same immutable Poly from the cache (the last 1024 degrees)."""
    try:
        taps, ntaps = _LOWEST_BUFFERS.taps
    except AttributeError:
        taps, ntaps = _LOWEST_BUFFERS.taps = (ffi.new("unsigned[3]"),
                                              ffi.new("size_t *"))
    check(lib.binpoly_irreducible_lowest(degree, taps, ntaps),
          "irreducible_poly")
    x = (1 << degree) | (1 << taps[0]) | 1
    if ntaps[0] == 3:
        x |= (1 << taps[1]) | (1 << taps[2])
    w = np.frombuffer(x.to_bytes(8 * (degree // 64 + 1), "little"), "<u8")
    return Poly._make(w if _LITTLE_ENDIAN else w.astype(WORD))


def mul(a, b, *, threads=1):
    """a * b for polynomials given as Poly, int (bit i = x^i) or str; a
    TypeError naming the argument for anything else (a float, ...).
    threads > 1: binpoly_mul_threads, the same product on up to that many
    threads (2 work today, from 8192 words of product on); a ValueError
    for threads < 0 or above 2^32 - 1."""
    a, b = _coerce_arg(a, "a"), _coerce_arg(b, "b")
    if not isinstance(threads, int) or isinstance(threads, bool):
        raise TypeError("threads must be an int, not %s" % _type_name(threads))
    if not 0 <= threads < 2 ** 32:
        raise ValueError("threads must be in 0 .. 2^32 - 1, not %d" % threads)
    return Poly._make(_mul(a._w, b._w, threads))


def sqr(a):
    """a^2 (bit spreading in C) for a Poly, int or str."""
    a = _coerce_arg(a, "a")
    return Poly._make(_mul(a._w, a._w))


# -- the C calls ------------------------------------------------------------

def _mul(a, b, threads=1):
    na, nb = len(a), len(b)
    if na == 0 or nb == 0:
        return EMPTY
    c = np.empty(na + nb, WORD)
    if threads > 1:
        check(lib.binpoly_mul_threads(ptr(c), ptr(a), na, ptr(b), nb, threads),
              "mul")
    elif a is b:
        check(lib.binpoly_sqr(ptr(c), ptr(a), na), "Poly ** 2")
    else:
        check(lib.binpoly_mul(ptr(c), ptr(a), na, ptr(b), nb), "Poly *")
    return norm(c)


def _divmod(a, b, want_q, want_r):
    if len(b) == 0:
        raise ZeroDivisionError("Poly division by the zero polynomial")
    q = np.empty(len(a), WORD) if want_q else None
    r = np.empty(len(b), WORD) if want_r else None
    check(lib.binpoly_divmod(ptr(q), ptr(r), ptr(a), len(a), ptr(b), len(b)),
          "Poly divmod")
    return (norm(q) if want_q else None, norm(r) if want_r else None)


def _pow(w, e):
    result = w
    for bit in bin(e)[3:]:
        result = _mul(result, result)
        if bit == "1":
            result = _mul(result, w)
    return result


def _powmod(w, e, m):
    if len(m) == 0:
        raise ZeroDivisionError("pow(): modulus is the zero polynomial")
    one = _divmod(np.ones(1, WORD), m, False, True)[1]
    if e == 0:
        return one
    base = _divmod(w, m, False, True)[1]
    result = base
    for bit in bin(e)[3:]:
        result = _divmod(_mul(result, result), m, False, True)[1]
        if bit == "1":
            result = _divmod(_mul(result, base), m, False, True)[1]
    return result


# -- argument conversion ------------------------------------------------------

def _index(x, what):
    """x as an int (anything with __index__, not bool-like floats), else a
    TypeError naming the argument."""
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError("%s must be an int, not %s"
                        % (what, _type_name(x))) from None


def _shift_count(k):
    """k as a shift count: an int >= 0 (ValueError "negative shift count",
    as Python's ints say), else TypeError."""
    k = _index(k, "the shift count")
    if k < 0:
        raise ValueError("negative shift count %d" % k)
    return k


def _check_order(order):
    if order not in ("desc", "asc"):
        raise ValueError('order must be "desc" or "asc", not %r' % (order,))


def _bytes_arg(x, what):
    if isinstance(x, (bytes, bytearray)):
        return bytes(x)
    if isinstance(x, memoryview):
        return x.tobytes()
    raise TypeError("%s must be bytes-like, not %s" % (what, _type_name(x)))


def _words_of_int(x, what):
    x = _index(x, what)
    if x < 0:
        raise ValueError("%s is negative (%d); a polynomial over F2 is an "
                         "int >= 0" % (what, x))
    if x.bit_length() > MAX_BITS:
        raise TooLargeError("%s has %d bits, beyond the library's 2^32"
                            % (what, x.bit_length()))
    return from_int(x)


def _words_of_array(a):
    if isinstance(a, np.ndarray):
        arr = a
    else:
        try:  # a sequence of Python ints, each a word
            arr = np.array(a, dtype=np.uint64)
        except (OverflowError, ValueError, TypeError) as e:
            raise ValueError("words must be ints in 0..2^64-1: %s" % e) \
                from None
    if arr.dtype != np.uint64:
        raise TypeError("a word array must have dtype uint64, not %s (use "
                        "Poly.from_coeffs for 0/1 coefficients)" % arr.dtype)
    if arr.ndim != 1:
        raise ValueError("a word array must be one-dimensional, not of "
                         "shape %s" % (arr.shape,))
    return norm(np.array(arr, dtype=WORD, order="C", copy=True))


def _words_of_coeffs(coeffs, order):
    _check_order(order)
    try:
        arr = np.asarray(coeffs)
    except (TypeError, ValueError) as e:
        raise TypeError("coefficients must be 0s and 1s: %s" % e) from None
    if arr.ndim != 1 or (arr.size and arr.dtype.kind not in "biu"):
        raise TypeError("coefficients must be a flat sequence of the ints "
                        "0 and 1, not %s" % (arr.dtype if arr.ndim == 1
                                             else "shape %s" % (arr.shape,)))
    if arr.size and ((arr != 0) & (arr != 1)).any():
        bad = arr[(arr != 0) & (arr != 1)][0]
        raise ValueError("coefficient %s is not an element of GF(2) (0 or 1)"
                         % bad)
    bits = arr.astype(np.uint8)
    if order == "desc":
        bits = bits[::-1]
    return from_le_bytes(np.packbits(bits, bitorder="little").tobytes())


_TERM = re.compile(r"(?:(\d+)\s*\*?\s*)?(?:([xX])(?:\s*(?:\^|\*\*)\s*(\d+))?)?")


def _words_of_str(s):
    text = s.replace("-", "+")
    exps = []
    for term in text.split("+"):
        term = term.strip()
        m = _TERM.fullmatch(term)
        if not term or m is None or (m.group(1) is None and
                                     m.group(2) is None):
            raise ValueError("cannot read %r as a polynomial over F2 (bad "
                             "term %r; expected e.g. \"x^5 + x^2 + 1\")"
                             % (s, term))
        c = int(m.group(1)) if m.group(1) is not None else 1
        if c not in (0, 1):
            raise ValueError("coefficient %d in %r is not an element of "
                             "GF(2) (0 or 1)" % (c, s))
        e = (int(m.group(3)) if m.group(3) else 1) if m.group(2) else 0
        if e >= MAX_BITS:
            raise TooLargeError("x^%d in %r is beyond the library's 2^32 "
                                "bits" % (e, s))
        if c:
            exps.append(e)
    if not exps:
        return EMPTY
    bits = np.zeros(max(exps) + 1, np.uint8)
    np.bitwise_xor.at(bits, np.array(exps, np.int64), 1)
    return from_le_bytes(np.packbits(bits, bitorder="little").tobytes())


def _words_of(value, order):
    if isinstance(value, Poly):
        return value._w
    if isinstance(value, numbers.Integral):
        return _words_of_int(value, "the int")
    if isinstance(value, str):
        return _words_of_str(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return from_le_bytes(_bytes_arg(value, "data"))
    if isinstance(value, np.ndarray):
        if value.dtype == np.uint64:
            return _words_of_array(value)
        return _words_of_coeffs(value, order)
    if isinstance(value, (list, tuple)):
        return _words_of_coeffs(value, order)
    raise TypeError("Poly() takes an int, str, list of 0/1 coefficients, "
                    "bytes, numpy uint64 words or a Poly, not %s"
                    % _type_name(value))


def _coerce(x):
    """x as a Poly for an operator (a Poly or an int), else NotImplemented
    (Python then raises its TypeError)."""
    if isinstance(x, Poly):
        return x
    if isinstance(x, numbers.Integral) and not isinstance(x, bool):
        return Poly._make(_words_of_int(x, "the int operand"))
    return NotImplemented


def _coerce_arg(x, what):
    """x as a Poly for a function argument (a Poly, an int or a str), else
    TypeError naming it."""
    if isinstance(x, Poly):
        return x
    if isinstance(x, (numbers.Integral, str)):
        return Poly(x)
    raise TypeError("%s must be a Poly, int or str, not %s"
                    % (what, _type_name(x)))


_ = Error  # re-exported through the package
