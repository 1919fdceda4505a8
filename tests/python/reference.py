# SPDX-License-Identifier: MIT
"""Independent pure-Python references shared by the binding's tests."""


def clmul(a, b):
    """Carry-less product of the polynomials a and b (ints, bit i = X^i),
    by shift and add."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a <<= 1
        b >>= 1
    return r
