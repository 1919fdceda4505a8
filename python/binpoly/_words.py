# SPDX-License-Identifier: MIT
"""Word arrays: the conversions between Python values and the numpy
uint64 arrays the C library takes (bit i of word j = coefficient of
X^(64j+i)), all linear in the size."""
import numpy as np

from ._native import ffi

__all__ = ["WORD", "EMPTY", "ptr", "norm", "from_int", "to_int",
           "from_le_bytes", "to_le_bytes", "degree"]

WORD = np.dtype(np.uint64)        # native order: what the C library reads
_LE = np.dtype("<u8")             # the byte order of the conversions
EMPTY = np.zeros(0, WORD)
EMPTY.flags.writeable = False


def ptr(arr):
    """A uint64_t * to the contiguous array arr (NULL if it is None)."""
    if arr is None:
        return ffi.NULL
    return ffi.from_buffer("uint64_t[]", arr)


def norm(w):
    """w without its zero top words (a view; EMPTY for zero)."""
    n = len(w)
    if n == 0 or w[n - 1]:
        return w
    nz = np.flatnonzero(w)
    return w[:nz[-1] + 1] if nz.size else EMPTY


def degree(w):
    """Degree of the normalized word array w (-1 for zero)."""
    n = len(w)
    return -1 if n == 0 else 64 * (n - 1) + int(w[n - 1]).bit_length() - 1


def from_le_bytes(data):
    """Normalized words of the bytes data, bit i of byte j being the
    coefficient of X^(8j+i) (a fresh, aligned, native-order array)."""
    n = len(data)
    if n % 8:
        data = bytes(data) + bytes(8 - n % 8)
    w = np.frombuffer(data, dtype=_LE).astype(WORD)
    return norm(w)


def to_le_bytes(w, length):
    """The `length` bytes of w in the order of from_le_bytes (length >= the
    bytes w needs; zero-padded)."""
    raw = w.astype(_LE, copy=False).tobytes()
    if len(raw) >= length:
        return raw[:length]
    return raw + bytes(length - len(raw))


def from_int(x):
    """Normalized words of the int x >= 0 (bit i = coefficient of X^i):
    int.to_bytes, linear."""
    nbytes = (x.bit_length() + 7) // 8
    return from_le_bytes(x.to_bytes(nbytes, "little"))


def to_int(w):
    """The int of the words w: int.from_bytes, linear."""
    return int.from_bytes(w.astype(_LE, copy=False).tobytes(), "little")
