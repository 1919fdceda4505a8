"""Python entry point to binpoly (ctypes; no compilation needed).

Polynomials over F2 are Python ints: bit i is the coefficient of X^i.

    >>> import binpoly
    >>> binpoly.mul(0b11, 0b101)        # (1+X)(1+X^2) = 1+X+X^2+X^3
    15
    >>> pk, sk = binpoly.hqc_keypair(1)
    >>> ct, ss = binpoly.hqc_enc(1, pk)
    >>> binpoly.hqc_dec(1, ct, sk) == ss
    True

The shared library is found through $BINPOLY_LIB (a path), then next to this
file's repository build (../build/libbinpoly.so), then the system loader.
"""
import ctypes
import ctypes.util
import os

__all__ = ["BinpolyError", "backend", "mul", "sqr", "hqc_keypair", "hqc_enc",
           "hqc_dec", "hqc_sizes"]


class BinpolyError(Exception):
    """A binpoly call returned an error code (.code, negative)."""

    def __init__(self, code):
        self.code = code
        super().__init__(_lib.binpoly_strerror(code).decode())


def _load():
    candidates = []
    if os.environ.get("BINPOLY_LIB"):
        candidates.append(os.environ["BINPOLY_LIB"])
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


class _HqcSizes(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "public_key", "secret_key", "ciphertext", "shared_secret", "message",
        "keypair_seed", "salt")]


_lib.binpoly_hqc_get_sizes.argtypes = [ctypes.c_int,
                                       ctypes.POINTER(_HqcSizes)]


def _check(code):
    if code != 0:
        raise BinpolyError(code)


def _to_words(x):
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
        raise BinpolyError(-5)
    return name.decode()


def mul(a, b):
    """Carry-less product of two polynomials given as ints."""
    wa, na = _to_words(a)
    wb, nb = _to_words(b)
    wc = (ctypes.c_uint64 * max(na + nb, 1))()
    _check(_lib.binpoly_mul(wc, wa, na, wb, nb))
    return _from_words(wc, na + nb)


def sqr(a):
    """Square of a polynomial given as an int."""
    wa, na = _to_words(a)
    wc = (ctypes.c_uint64 * max(2 * na, 1))()
    _check(_lib.binpoly_sqr(wc, wa, na))
    return _from_words(wc, 2 * na)


def hqc_sizes(level):
    """Byte sizes of HQC-level (1, 3 or 5) as a dict."""
    s = _HqcSizes()
    _check(_lib.binpoly_hqc_get_sizes(level, ctypes.byref(s)))
    return {name: getattr(s, name) for name, _ in _HqcSizes._fields_}


def hqc_keypair(level, seed=None):
    """(pk, sk) of HQC-level; deterministic from a 32-byte seed if given."""
    s = hqc_sizes(level)
    pk = ctypes.create_string_buffer(s["public_key"])
    sk = ctypes.create_string_buffer(s["secret_key"])
    if seed is None:
        _check(_lib.binpoly_hqc_keypair_checked(level, pk, len(pk), sk,
                                                len(sk)))
    else:
        _check(_lib.binpoly_hqc_keypair_derand_checked(
            level, pk, len(pk), sk, len(sk), bytes(seed), len(seed)))
    return pk.raw, sk.raw


def hqc_enc(level, pk, m=None, salt=None):
    """(ct, ss) for public key pk; deterministic if m and salt are given."""
    s = hqc_sizes(level)
    ct = ctypes.create_string_buffer(s["ciphertext"])
    ss = ctypes.create_string_buffer(s["shared_secret"])
    pk = bytes(pk)
    if m is None and salt is None:
        _check(_lib.binpoly_hqc_enc_checked(level, ct, len(ct), ss, len(ss),
                                            pk, len(pk)))
    else:
        m, salt = bytes(m), bytes(salt)
        _check(_lib.binpoly_hqc_enc_derand_checked(
            level, ct, len(ct), ss, len(ss), pk, len(pk), m, len(m), salt,
            len(salt)))
    return ct.raw, ss.raw


def hqc_dec(level, ct, sk):
    """Shared secret for ciphertext ct (implicit rejection on a bad one)."""
    s = hqc_sizes(level)
    ss = ctypes.create_string_buffer(s["shared_secret"])
    ct, sk = bytes(ct), bytes(sk)
    _check(_lib.binpoly_hqc_dec_checked(level, ss, len(ss), ct, len(ct), sk,
                                        len(sk)))
    return ss.raw
