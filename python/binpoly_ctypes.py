# SPDX-License-Identifier: MIT
"""The ctypes binding of binpoly (nothing to compile beyond the library).

Kept for one purpose: testing a build tree's libbinpoly.so from Python
without installing anything -- ctest runs tests/python/test_python_*.py
through it on every backend (BINPOLY_BACKEND).  Applications use the
package instead (`pip install .`, then `import binpoly`: Poly, Ring,
GF2m, binpoly.kem), which compiles its own extension and needs no
environment variable.

Polynomials over F2 are Python ints: bit i is the coefficient of X^i.

    >>> import binpoly_ctypes as binpoly
    >>> binpoly.mul(0b11, 0b101)        # (1+X)(1+X^2) = 1+X+X^2+X^3
    15
    >>> pk, sk = binpoly.hqc_keypair(1)
    >>> ct, ss = binpoly.hqc_enc(1, pk)
    >>> binpoly.hqc_dec(1, ct, sk) == ss
    True
    >>> pk, sk = binpoly.bike_keypair(1)   # BIKE-L1 (also 3, 5)
    >>> ct, ss = binpoly.bike_enc(1, pk)
    >>> binpoly.bike_dec(1, ct, sk) == ss
    True

The quotient ring F2[X]/(X^N - 1) of HQC and BIKE is a Ring object; its
elements are ints below 2^N (or ceil(N/8) bytes in the KEMs' order):

    >>> R = binpoly.Ring(12323)         # BIKE-1's r
    >>> a = R.reduce(1 << 20000 | 0b11)  # X^7677 + X + 1
    >>> R.mul(a, R.inv(a))
    1
    >>> R.from_bytes(R.to_bytes(a)) == a
    True

Errors: an argument of the wrong type raises TypeError, one out of range
(negative, a bit at or above N, a repeated sparse position, a wrong level)
ValueError, never a silent fix, each naming the argument; an error code
from the library raises BinpolyError (.code, one of the ERR_* values), and
Ring.inv of a zero divisor raises NotInvertible, a BinpolyError.

Timing: the C calls are constant time in the coefficients; the Python side
(int conversions, argument checks) is not, so use this binding for algebra
and tests, not to handle secrets.

The shared library is $BINPOLY_LIB (a path, which must exist: OSError
otherwise), else the repository's build/libbinpoly.so, else the system
loader's.
"""
import ctypes
import ctypes.util
import operator
import os

__all__ = ["BinpolyError", "NotInvertible", "ERR_BACKEND", "ERR_ARG",
           "ERR_NOT_INVERTIBLE", "Ring", "RING_MAX_BITS", "backend", "mul",
           "sqr", "hqc_keypair", "hqc_enc", "hqc_dec", "hqc_sizes",
           "bike_keypair", "bike_enc", "bike_dec", "bike_sizes"]

# Error codes of include/binpoly.h that this module reacts to.
ERR_BACKEND = -5
ERR_ARG = -6
ERR_NOT_INVERTIBLE = -7

# BINPOLY_RING_MAX_BITS of include/binpoly/ring.h: the largest ring size N.
# Checked here as well because ctypes would silently truncate a larger N to
# size_t before the library could reject it.
RING_MAX_BITS = 65536


class BinpolyError(Exception):
    """A binpoly call returned an error code (.code, negative); the message
    is the library's text for it, after the context given by the caller."""

    def __init__(self, code, context=None):
        self.code = code
        text = _lib.binpoly_strerror(code).decode()
        super().__init__("%s: %s" % (context, text) if context else text)


class NotInvertible(BinpolyError):
    """Ring.inv of a zero divisor (code ERR_NOT_INVERTIBLE)."""


def _load():
    candidates = []
    if os.environ.get("BINPOLY_LIB"):
        path = os.environ["BINPOLY_LIB"]
        if not os.path.exists(path):  # never fall back silently
            raise OSError("BINPOLY_LIB=%s does not exist" % path)
        return ctypes.CDLL(path)
    here = os.path.dirname(os.path.abspath(__file__))
    candidates.append(os.path.join(here, "..", "build", "libbinpoly.so"))
    found = ctypes.util.find_library("binpoly")
    if found:
        candidates.append(found)
    for path in candidates:
        if os.path.exists(path) or path == found:
            return ctypes.CDLL(path)
    raise OSError("libbinpoly not found: build it (make) or set BINPOLY_LIB")


_lib = _load()
_u64p = ctypes.POINTER(ctypes.c_uint64)
_u8p = ctypes.c_char_p
_lib.binpoly_strerror.restype = ctypes.c_char_p
_lib.binpoly_strerror.argtypes = [ctypes.c_int]
_lib.binpoly_backend.restype = ctypes.c_char_p
_lib.binpoly_mul.argtypes = [_u64p, _u64p, ctypes.c_size_t, _u64p,
                             ctypes.c_size_t]
_lib.binpoly_sqr.argtypes = [_u64p, _u64p, ctypes.c_size_t]
# (buffer, length) pairs of the length-checked HQC calls after the level.
_sz = ctypes.c_size_t
for _name, _pairs in (("keypair", 2), ("keypair_derand", 3), ("enc", 3),
                      ("enc_derand", 5), ("dec", 3)):
    _fn = getattr(_lib, "binpoly_hqc_%s_checked" % _name)
    _fn.argtypes = [ctypes.c_int] + [_u8p, _sz] * _pairs
    _fn.restype = ctypes.c_int


# The same for BIKE.
for _name, _pairs in (("keypair", 2), ("keypair_derand", 3), ("enc", 3),
                      ("enc_derand", 4), ("dec", 3)):
    _fn = getattr(_lib, "binpoly_bike_%s_checked" % _name)
    _fn.argtypes = [ctypes.c_int] + [_u8p, _sz] * _pairs
    _fn.restype = ctypes.c_int


class _BikeSizes(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "public_key", "secret_key", "ciphertext", "shared_secret",
        "keypair_seed", "enc_seed")]


_lib.binpoly_bike_get_sizes.argtypes = [ctypes.c_int,
                                        ctypes.POINTER(_BikeSizes)]


class _HqcSizes(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "public_key", "secret_key", "ciphertext", "shared_secret", "message",
        "keypair_seed", "salt")]


_lib.binpoly_hqc_get_sizes.argtypes = [ctypes.c_int,
                                       ctypes.POINTER(_HqcSizes)]

# binpoly_ring is caller-owned but its fields are private and may change, so
# each Ring keeps it as an opaque, 8-byte-aligned buffer of 512 bytes; the C
# side asserts sizeof(binpoly_ring) <= 512, so the buffer always fits it.
_RingStorage = ctypes.c_uint64 * 64
_vp = ctypes.c_void_p
for _name, _args in (("init", [_sz]), ("words", []),
                     ("mul", [_u64p, _u64p, _u64p]),
                     ("mul_sparse", [_u64p, _u64p,
                                     ctypes.POINTER(ctypes.c_uint32), _sz]),
                     ("sqr", [_u64p, _u64p]),
                     ("sqr_k", [_u64p, _u64p, ctypes.c_uint]),
                     ("inv", [_u64p, _u64p]),
                     ("add", [_u64p, _u64p, _u64p]),
                     ("from_bytes", [_u64p, _u8p, _sz]),
                     ("to_bytes", [_u8p, _sz, _u64p])):
    _fn = getattr(_lib, "binpoly_ring_%s" % _name)
    _fn.argtypes = [_vp] + _args
    _fn.restype = _sz if _name == "words" else ctypes.c_int
# sqr_k takes k as a C unsigned int.
_UINT_MAX = (1 << (8 * ctypes.sizeof(ctypes.c_uint))) - 1


def _check(code, context=None):
    """Raises the exception for a library return code (0 passes)."""
    if code == ERR_NOT_INVERTIBLE:
        raise NotInvertible(code, context)
    if code != 0:
        raise BinpolyError(code, context)


def _index(x, what):
    """x as an int (anything with __index__), else TypeError naming it."""
    try:
        return operator.index(x)
    except TypeError:
        raise TypeError("%s must be an int, not %s"
                        % (what, type(x).__name__)) from None


def _to_words(x, what="a polynomial"):
    x = _index(x, what)
    if x < 0:
        raise ValueError("a polynomial over F2 is a non-negative int")
    n = (x.bit_length() + 63) // 64
    arr = (ctypes.c_uint64 * max(n, 1))()
    for i in range(n):
        arr[i] = (x >> (64 * i)) & 0xFFFFFFFFFFFFFFFF
    return arr, n


def _from_words(arr, n):
    return sum(int(arr[i]) << (64 * i) for i in range(n))


def backend():
    """Name of the backend in use ("avx512", "pclmul", ...)."""
    name = _lib.binpoly_backend()
    if name is None:
        raise BinpolyError(ERR_BACKEND)
    return name.decode()


def mul(a, b):
    """Carry-less product of two polynomials given as ints."""
    wa, na = _to_words(a, "a")
    wb, nb = _to_words(b, "b")
    wc = (ctypes.c_uint64 * max(na + nb, 1))()
    _check(_lib.binpoly_mul(wc, wa, na, wb, nb))
    return _from_words(wc, na + nb)


def sqr(a):
    """Square of a polynomial given as an int."""
    wa, na = _to_words(a, "a")
    wc = (ctypes.c_uint64 * max(2 * na, 1))()
    _check(_lib.binpoly_sqr(wc, wa, na))
    return _from_words(wc, 2 * na)


def _hqc_level(level):
    """level as an int in (1, 3, 5): TypeError or ValueError otherwise (a
    C int would truncate 2**32 + 3 to 3)."""
    level = _index(level, "level")
    if level not in (1, 3, 5):
        raise ValueError("HQC level must be 1, 3 or 5, not %d" % level)
    return level


def hqc_sizes(level):
    """Byte sizes of HQC-level (1, 3 or 5) as a dict."""
    s = _HqcSizes()
    _check(_lib.binpoly_hqc_get_sizes(_hqc_level(level), ctypes.byref(s)))
    return {name: getattr(s, name) for name, _ in _HqcSizes._fields_}


def hqc_keypair(level, seed=None):
    """(pk, sk) of HQC-level; deterministic from a 32-byte seed if given."""
    level = _hqc_level(level)
    s = hqc_sizes(level)
    pk = ctypes.create_string_buffer(s["public_key"])
    sk = ctypes.create_string_buffer(s["secret_key"])
    if seed is None:
        _check(_lib.binpoly_hqc_keypair_checked(level, pk, len(pk), sk,
                                                len(sk)))
    else:
        _check(_lib.binpoly_hqc_keypair_derand_checked(
            level, pk, len(pk), sk, len(sk), _byte_string(seed, "seed"),
            len(seed)))
    return pk.raw, sk.raw


def hqc_enc(level, pk, m=None, salt=None):
    """(ct, ss) for public key pk; deterministic if m and salt are given."""
    level = _hqc_level(level)
    s = hqc_sizes(level)
    ct = ctypes.create_string_buffer(s["ciphertext"])
    ss = ctypes.create_string_buffer(s["shared_secret"])
    pk = _byte_string(pk, "pk")
    if m is None and salt is None:
        _check(_lib.binpoly_hqc_enc_checked(level, ct, len(ct), ss, len(ss),
                                            pk, len(pk)))
    else:
        m, salt = _byte_string(m, "m"), _byte_string(salt, "salt")
        _check(_lib.binpoly_hqc_enc_derand_checked(
            level, ct, len(ct), ss, len(ss), pk, len(pk), m, len(m), salt,
            len(salt)))
    return ct.raw, ss.raw


def hqc_dec(level, ct, sk):
    """Shared secret for ciphertext ct (implicit rejection on a bad one)."""
    level = _hqc_level(level)
    s = hqc_sizes(level)
    ss = ctypes.create_string_buffer(s["shared_secret"])
    ct, sk = _byte_string(ct, "ct"), _byte_string(sk, "sk")
    _check(_lib.binpoly_hqc_dec_checked(level, ss, len(ss), ct, len(ct), sk,
                                        len(sk)))
    return ss.raw


def _bike_level(level):
    """level as an int in (1, 3, 5): TypeError or ValueError otherwise."""
    level = _index(level, "level")
    if level not in (1, 3, 5):
        raise ValueError("BIKE level must be 1, 3 or 5, not %d" % level)
    return level


def _byte_string(x, what):
    """x as bytes if it is bytes-like (bytes, bytearray, memoryview), else
    TypeError naming the argument (an int is not taken for a length)."""
    if isinstance(x, (bytes, bytearray, memoryview)):
        return bytes(x)
    raise TypeError("%s must be bytes-like, not %s" % (what, type(x).__name__))


def bike_sizes(level):
    """Byte sizes of BIKE-level (1, 3 or 5) as a dict."""
    s = _BikeSizes()
    _check(_lib.binpoly_bike_get_sizes(_bike_level(level), ctypes.byref(s)))
    return {name: getattr(s, name) for name, _ in _BikeSizes._fields_}


def bike_keypair(level, seed=None):
    """(pk, sk) of BIKE-level; deterministic from the 64 bytes seed_k ||
    sigma of the specification if seed is given, else from the OS."""
    s = bike_sizes(level)
    pk = ctypes.create_string_buffer(s["public_key"])
    sk = ctypes.create_string_buffer(s["secret_key"])
    if seed is None:
        _check(_lib.binpoly_bike_keypair_checked(level, pk, len(pk), sk,
                                                 len(sk)), "bike_keypair")
    else:
        seed = _byte_string(seed, "seed")
        _check(_lib.binpoly_bike_keypair_derand_checked(
            level, pk, len(pk), sk, len(sk), seed, len(seed)),
            "bike_keypair (seed of %d bytes)" % len(seed))
    return pk.raw, sk.raw


def bike_enc(level, pk, seed=None):
    """(ct, ss) for public key pk; deterministic from the 64 bytes m || 32
    unused bytes of the specification if seed is given."""
    s = bike_sizes(level)
    ct = ctypes.create_string_buffer(s["ciphertext"])
    ss = ctypes.create_string_buffer(s["shared_secret"])
    pk = _byte_string(pk, "pk")
    if seed is None:
        _check(_lib.binpoly_bike_enc_checked(level, ct, len(ct), ss, len(ss),
                                             pk, len(pk)),
               "bike_enc (pk of %d bytes)" % len(pk))
    else:
        seed = _byte_string(seed, "seed")
        _check(_lib.binpoly_bike_enc_derand_checked(
            level, ct, len(ct), ss, len(ss), pk, len(pk), seed, len(seed)),
            "bike_enc (pk of %d bytes, seed of %d)" % (len(pk), len(seed)))
    return ct.raw, ss.raw


def bike_dec(level, ct, sk):
    """Shared secret for ciphertext ct (implicit rejection on a bad one)."""
    s = bike_sizes(level)
    ss = ctypes.create_string_buffer(s["shared_secret"])
    ct, sk = _byte_string(ct, "ct"), _byte_string(sk, "sk")
    _check(_lib.binpoly_bike_dec_checked(level, ss, len(ss), ct, len(ct), sk,
                                         len(sk)),
           "bike_dec (ct of %d bytes, sk of %d)" % (len(ct), len(sk)))
    return ss.raw


class Ring:
    """The ring F2[X]/(X^N - 1), 2 <= N <= RING_MAX_BITS (binpoly_ring_*).

    An element is an int 0 <= a < 2^N, bit i the coefficient of X^i, or as
    bytes (to_bytes/from_bytes) the ceil(N/8) bytes of HQC and BIKE: bit i
    of byte j is the coefficient of X^(8j+i).  No method reduces silently: a
    negative int or one with a bit at or above N is a ValueError; reduce(x)
    is the one way to take x mod X^N - 1.  Inversion needs N prime with 2
    primitive mod N (BIKE's r; also 3, 5, 11, 13, ...).  A Ring is read-only
    once built, so threads may share it.
    """

    def __init__(self, N):
        N = _index(N, "Ring size N")
        if not 2 <= N <= RING_MAX_BITS:
            raise ValueError("Ring(N) needs 2 <= N <= %d, got N = %d"
                             % (RING_MAX_BITS, N))
        self._ring = _RingStorage()
        _check(_lib.binpoly_ring_init(self._ring, N), "Ring(%d)" % N)
        self._n = N
        self._words = _lib.binpoly_ring_words(self._ring)
        self._nbytes = (N + 7) // 8

    def __repr__(self):
        return "Ring(%d)" % self._n

    @property
    def N(self):
        """The ring size N (elements have N coefficients)."""
        return self._n

    @property
    def words(self):
        """64-bit words per element in the library: ceil(N/64)."""
        return self._words

    # -- conversions between ints and the library's words ------------------

    def _context(self, op):
        return "%r.%s" % (self, op)

    def _element(self, op, name, a):
        """The library's words of argument `name` of `op`, after checking
        that it is an int element (0 <= a < 2^N)."""
        a = _index(a, "%s: %s" % (self._context(op), name))
        if a < 0:
            raise ValueError("%s: %s is negative; ring elements are ints "
                             "0 <= a < 2^N" % (self._context(op), name))
        if a >> self._n:
            raise ValueError(
                "%s: %s has a coefficient at X^%d, beyond X^(N-1) = X^%d; "
                "take it mod X^N - 1 with reduce() first"
                % (self._context(op), name, a.bit_length() - 1, self._n - 1))
        return self._words_of(op, a.to_bytes(self._nbytes, "little"))

    def _words_of(self, op, data):
        """Words of the element whose ceil(N/8) bytes are data (through the
        library's own decoder, so the host's byte order never matters)."""
        w = (ctypes.c_uint64 * self._words)()
        code = _lib.binpoly_ring_from_bytes(self._ring, w, data, len(data))
        if code == ERR_ARG:  # the length is right, so a padding bit is set
            raise ValueError("%s: a bit at or above N = %d is set in the "
                             "last byte" % (self._context(op), self._n))
        _check(code, self._context(op))
        return w

    def _int_of(self, op, w):
        """The int of the element in words w."""
        buf = ctypes.create_string_buffer(self._nbytes)
        _check(_lib.binpoly_ring_to_bytes(self._ring, buf, self._nbytes, w),
               self._context(op))
        return int.from_bytes(buf.raw, "little")

    def _apply(self, op, fn, *args):
        """fn(ring, c, *args) into a fresh c, returned as an int."""
        c = (ctypes.c_uint64 * self._words)()
        _check(fn(self._ring, c, *args), self._context(op))
        return self._int_of(op, c)

    # -- arithmetic ---------------------------------------------------------

    def mul(self, a, b):
        """a * b mod X^N - 1."""
        return self._apply("mul", _lib.binpoly_ring_mul,
                           self._element("mul", "a", a),
                           self._element("mul", "b", b))

    def mul_sparse(self, a, positions):
        """a * (X^p0 + X^p1 + ...) mod X^N - 1 for the distinct positions
        0 <= p < N given as an iterable of ints (empty: 0).  Faster than
        mul when there are few positions (HQC's and BIKE's sparse vectors);
        the library's time depends on their number, not their values."""
        wa = self._element("mul_sparse", "a", a)
        where = self._context("mul_sparse")
        pos = [_index(p, where + ": a position") for p in positions]
        seen = set()
        for p in pos:
            if not 0 <= p < self._n:
                raise ValueError("%s: position %d is outside 0..N-1 = 0..%d"
                                 % (where, p, self._n - 1))
            if p in seen:
                raise ValueError("%s: position %d is listed twice; the "
                                 "positions must be distinct" % (where, p))
            seen.add(p)
        return self._apply("mul_sparse", _lib.binpoly_ring_mul_sparse, wa,
                           (ctypes.c_uint32 * len(pos))(*pos), len(pos))

    def sqr(self, a):
        """a^2 mod X^N - 1."""
        return self._apply("sqr", _lib.binpoly_ring_sqr,
                           self._element("sqr", "a", a))

    def sqr_k(self, a, k):
        """a^(2^k) mod X^N - 1: k squarings at the cost of about one (the
        coefficient of X^i moves to X^(i*2^k mod N)); 0 <= k < 2^32."""
        wa = self._element("sqr_k", "a", a)
        k = _index(k, self._context("sqr_k") + ": k")
        if not 0 <= k <= _UINT_MAX:
            raise ValueError("%s: k = %d is outside 0..%d"
                             % (self._context("sqr_k"), k, _UINT_MAX))
        return self._apply("sqr_k", _lib.binpoly_ring_sqr_k, wa, k)

    def inv(self, a):
        """a^-1 mod X^N - 1, for N prime with 2 primitive mod N.  Raises
        NotInvertible when a is a zero divisor (even weight, or all N
        coefficients 1), BinpolyError (ERR_ARG) when this N is unsupported."""
        wa = self._element("inv", "a", a)
        c = (ctypes.c_uint64 * self._words)()
        code = _lib.binpoly_ring_inv(self._ring, c, wa)
        if code == ERR_ARG:  # a passed the checks, so the ring is the cause
            raise BinpolyError(code, "%s: inversion needs N prime with 2 "
                               "primitive mod N, which N = %d is not"
                               % (self._context("inv"), self._n))
        if code == ERR_NOT_INVERTIBLE:
            raise NotInvertible(code, "%s: a is a zero divisor (even weight, "
                                "or all N coefficients 1)"
                                % self._context("inv"))
        _check(code, self._context("inv"))
        return self._int_of("inv", c)

    def add(self, a, b):
        """a + b (the XOR of the coefficients)."""
        return self._apply("add", _lib.binpoly_ring_add,
                           self._element("add", "a", a),
                           self._element("add", "b", b))

    def reduce(self, x):
        """x mod X^N - 1 for any polynomial x (an int >= 0), in Python."""
        x = _index(x, self._context("reduce") + ": x")
        if x < 0:
            raise ValueError("%s: x is negative; a polynomial over F2 is an "
                             "int >= 0" % self._context("reduce"))
        # X^(mN) = 1 for every m, so x = lo + X^(mN) hi folds to lo + hi;
        # with mN about half of x's length each round halves it (log
        # rounds rather than length/N).
        while x >> self._n:
            shift = self._n * max(1, x.bit_length() // self._n // 2)
            x = (x & ((1 << shift) - 1)) ^ (x >> shift)
        return x

    # -- bytes in the KEMs' order -------------------------------------------

    def from_bytes(self, data):
        """The element (an int) whose ceil(N/8) bytes are data (bytes-like);
        bit i of byte j is the coefficient of X^(8j+i).  A wrong length or
        a set bit at or above N is a ValueError."""
        data = bytes(memoryview(data))
        if len(data) != self._nbytes:
            raise ValueError("%s: expected ceil(N/8) = %d bytes, got %d"
                             % (self._context("from_bytes"), self._nbytes,
                                len(data)))
        return self._int_of("from_bytes", self._words_of("from_bytes", data))

    def to_bytes(self, a):
        """The ceil(N/8) bytes of element a (order as from_bytes; the
        padding bits of the last byte are 0)."""
        buf = ctypes.create_string_buffer(self._nbytes)
        _check(_lib.binpoly_ring_to_bytes(self._ring, buf, self._nbytes,
                                          self._element("to_bytes", "a", a)),
               self._context("to_bytes"))
        return buf.raw
