# SPDX-License-Identifier: MIT
"""binpoly: fast binary polynomial arithmetic and the KEMs HQC and BIKE.

    >>> import binpoly
    >>> print(binpoly.Poly("x^3 + x + 1") ** 2)
    x^6 + x^2 + 1
    >>> divmod(binpoly.Poly("x^5 + 1"), binpoly.Poly("x^2 + x + 1"))
    (Poly(x^3 + x^2 + 1, GF(2)), Poly(x, GF(2)))
    >>> R = binpoly.Ring(12323)                  # F2[X]/(X^N - 1)
    >>> a = R("x^20000 + x + 1")
    >>> a * a.inverse() == R.one()
    True
    >>> F = binpoly.GF2m(163)                    # GF(2^163)
    >>> F(5) * F(5).inverse() == F(1)
    True
    >>> from binpoly.kem import HQC1
    >>> pk, sk = HQC1.keypair()
    >>> ct, ss = HQC1.encaps(pk)
    >>> HQC1.decaps(ct, sk) == ss
    True

The C library does the work (compiled into the extension binpoly._native,
cffi API mode; the GIL is released during every C call).  Backend choice
is the C library's: the best the CPU runs, or BINPOLY_BACKEND.
"""
from ._errors import (AlignmentError, ArgumentError, BackendError, Error,
                      LengthError, NoMemoryError, NotInvertibleError,
                      NullError, OverlapError, PairwiseTestError,
                      RandomError, ThreadError, TooLargeError)
from ._native import ffi as _ffi, lib as _lib
from .field import GF2m, FieldElement
from .poly import (Poly, berlekamp_massey, egcd, gcd, irreducible_poly,
                   mul, sqr)
from .ring import Ring, RingElement
from . import kem

# The C library's version (binpoly_version()), which the project() line of
# CMakeLists.txt sets; pyproject.toml reads the package's version from the
# same line.
__version__ = _ffi.string(_lib.binpoly_version()).decode()

__all__ = ["Poly", "gcd", "egcd", "mul", "sqr", "berlekamp_massey",
           "irreducible_poly", "Ring", "RingElement", "GF2m", "FieldElement",
           "kem", "backend", "cpu", "backends_available", "BACKENDS",
           "library_version", "Error", "NullError", "OverlapError",
           "TooLargeError", "NoMemoryError", "BackendError",
           "ArgumentError", "NotInvertibleError", "LengthError",
           "RandomError", "AlignmentError", "ThreadError",
           "PairwiseTestError"]

# The backends compiled into the C library, slowest first (its own list:
# binpoly_backend_count / binpoly_backend_name).
BACKENDS = tuple(_ffi.string(_lib.binpoly_backend_name(i)).decode()
                 for i in range(_lib.binpoly_backend_count()))


def backend():
    """Name of the backend in use ("avx512", "pclmul", ...); BackendError
    when BINPOLY_BACKEND names none this CPU runs."""
    name = _lib.binpoly_backend()
    if name == _ffi.NULL:
        from ._errors import error_for
        raise error_for(_lib.BINPOLY_ERR_BACKEND, "backend()")
    return _ffi.string(name).decode()


def cpu():
    """The CPU's class as binpoly_cpu() names it ("amd-zen4", ...)."""
    return _ffi.string(_lib.binpoly_cpu()).decode()


def backends_available():
    """The backends of BACKENDS that this CPU (and OS) can run."""
    return [b for b in BACKENDS
            if _lib.binpoly_backend_available(b.encode())]


def library_version():
    """The C library's version string (binpoly_version(), the same as
    __version__)."""
    return _ffi.string(_lib.binpoly_version()).decode()
