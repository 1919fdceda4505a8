# SPDX-License-Identifier: MIT
"""The exceptions: binpoly.Error and one subclass per C error code.

Each subclass also derives from the built-in exception a Python caller
would expect (a wrong length is a ValueError, running out of memory a
MemoryError, ...), so ``except ValueError`` keeps working.  Wrong *types*
raise the built-in TypeError with the argument's name; zero divisors of
Poly raise ZeroDivisionError (NotInvertibleError is one)."""
from ._native import ffi, lib

__all__ = ["Error", "NullError", "OverlapError", "TooLargeError",
           "NoMemoryError", "BackendError", "ArgumentError",
           "NotInvertibleError", "LengthError", "RandomError",
           "AlignmentError", "check", "error_for"]


class Error(Exception):
    """A binpoly call failed; .code is the C error code (negative, one of
    the BINPOLY_ERR_* values), the message says which call and argument,
    then the library's text for the code."""

    code = None

    def __init__(self, message, code=None):
        if code is not None:
            self.code = code
        super().__init__(message)


class NullError(Error, ValueError):
    """BINPOLY_ERR_NULL: a null pointer with a non-zero size."""
    code = lib.BINPOLY_ERR_NULL


class OverlapError(Error, ValueError):
    """BINPOLY_ERR_OVERLAP: an output overlaps an input."""
    code = lib.BINPOLY_ERR_OVERLAP


class TooLargeError(Error, ValueError):
    """BINPOLY_ERR_TOO_LARGE: a size above its documented limit."""
    code = lib.BINPOLY_ERR_TOO_LARGE


class NoMemoryError(Error, MemoryError):
    """BINPOLY_ERR_NOMEM: the library could not allocate."""
    code = lib.BINPOLY_ERR_NOMEM


class BackendError(Error, RuntimeError):
    """BINPOLY_ERR_BACKEND: BINPOLY_BACKEND names no usable backend."""
    code = lib.BINPOLY_ERR_BACKEND


class ArgumentError(Error, ValueError):
    """BINPOLY_ERR_ARG: another invalid argument (a bad level, a padding
    bit set, a reducible field modulus, ...)."""
    code = lib.BINPOLY_ERR_ARG


class NotInvertibleError(Error, ZeroDivisionError):
    """BINPOLY_ERR_NOT_INVERTIBLE: inverse of a zero divisor."""
    code = lib.BINPOLY_ERR_NOT_INVERTIBLE


class LengthError(Error, ValueError):
    """BINPOLY_ERR_LENGTH: a byte string of the wrong length."""
    code = lib.BINPOLY_ERR_LENGTH


class RandomError(Error, OSError):
    """BINPOLY_ERR_RANDOM: the random generator (the OS's, or the hook of
    binpoly_set_randombytes) failed."""
    code = lib.BINPOLY_ERR_RANDOM


class AlignmentError(Error, ValueError):
    """BINPOLY_ERR_ALIGN: a word array not aligned to its word size."""
    code = lib.BINPOLY_ERR_ALIGN


class ThreadError(Error, RuntimeError):
    """BINPOLY_ERR_THREAD: a thread could not be started."""
    code = lib.BINPOLY_ERR_THREAD


class PairwiseTestError(Error, RuntimeError):
    """BINPOLY_ERR_PCT: a generated key pair failed its pairwise
    consistency test (libraries built with -DBINPOLY_KEYGEN_PCT=ON)."""
    code = lib.BINPOLY_ERR_PCT


_BY_CODE = {cls.code: cls for cls in (
    NullError, OverlapError, TooLargeError, NoMemoryError, BackendError,
    ArgumentError, NotInvertibleError, LengthError, RandomError,
    AlignmentError, ThreadError, PairwiseTestError)}


def error_for(code, context):
    """The exception for C return code `code` (< 0), its message
    "<context>: <library text>"."""
    text = ffi.string(lib.binpoly_strerror(code)).decode()
    cls = _BY_CODE.get(code, Error)
    return cls("%s: %s" % (context, text) if context else text, code)


def check(code, context):
    """Raises error_for(code, context) unless code is 0 (or positive)."""
    if code < 0:
        raise error_for(code, context)
    return code
