# SPDX-License-Identifier: MIT
"""binpoly.Ring and binpoly.GF2m against galois polynomial arithmetic
(products mod X^N - 1 and mod the field's modulus), inverses, square
roots, traces, byte orders and errors."""
import galois
import numpy as np
import pytest

import binpoly
from binpoly import GF2m, Poly, Ring

RNG = np.random.default_rng(7)


def G(p):
    return galois.Poly.Int(int(p))


@pytest.mark.parametrize("N", [2, 3, 13, 64, 65, 127, 1000, 12323, 17669])
def test_ring_against_galois(N):
    R = Ring(N)
    mod = galois.Poly.Int((1 << N) | 1)
    for _ in range(3):
        a, b = R.random(RNG), R.random(RNG)
        assert int(a * b) == int((G(a.lift()) * G(b.lift())) % mod)
        assert int(a + b) == int(a) ^ int(b)
        assert int(a ** 3) == int(pow(G(a.lift()), 3, mod))
        assert R.from_bytes(bytes(a)) == a
        assert bytes(a) == int(a).to_bytes(R.nbytes, "little")
        big = Poly.random(3 * N + 5, RNG)
        assert int(R(big)) == int(G(big) % mod)
        pos = sorted(set(RNG.integers(0, N, 5).tolist()))
        assert R.mul_sparse(a, pos) == a * R(sum(1 << p for p in pos))
        assert a.sqr_k(3) == a ** 8


def test_ring_inverse():
    R = Ring(12323)
    a = R("x^20000 + x + 1")
    assert a * a.inverse() == R.one() and a ** -1 == a.inverse()
    with pytest.raises(binpoly.NotInvertibleError):
        R("x + 1").inverse()
    with pytest.raises(ZeroDivisionError):  # NotInvertibleError is one
        R.zero().inverse()
    with pytest.raises(binpoly.ArgumentError, match="Ring\\(64\\)"):
        Ring(64).one().inverse()


def test_ring_errors():
    for bad in (0, 1, 65537, 2**64 + 3):
        with pytest.raises(ValueError):
            Ring(bad)
    with pytest.raises(TypeError):
        Ring(13.0)
    R = Ring(13)
    with pytest.raises(binpoly.LengthError):
        R.from_bytes(b"\0")
    with pytest.raises(binpoly.ArgumentError):
        R.from_bytes(b"\0\x20")
    with pytest.raises(TypeError):
        R.from_bytes(5)
    with pytest.raises(ValueError, match="twice"):
        R.mul_sparse(R.one(), [1, 1])
    with pytest.raises(ValueError, match="outside"):
        R.mul_sparse(R.one(), [13])
    with pytest.raises(TypeError):
        R.one() * 1.5
    with pytest.raises(ValueError, match="do not mix"):
        R.one() * Ring(11).one()


@pytest.mark.parametrize("m,nist", [(2, False), (8, False), (63, False),
                                    (64, False), (113, False),
                                    (163, True), (233, True), (571, True),
                                    (1024, False)])
def test_field_against_galois(m, nist):
    F = GF2m.nist(m) if nist else GF2m(m)
    f = G(F.modulus)
    assert F.modulus.is_irreducible() if m <= 571 else True
    for _ in range(3):
        a, b = F.random(RNG), F.random(RNG)
        ga, gb = G(a.lift()), G(b.lift())
        assert int(a * b) == int((ga * gb) % f)
        assert int(a + b) == int(ga + gb)
        assert int(a ** 5) == int(pow(ga, 5, f))
        if a:
            assert a * a.inverse() == F(1) and (b / a) * a == b
        s = a.sqrt()
        assert s * s == a
        tr = galois.Poly.Int(0)
        x = ga
        for _ in range(m):
            tr += x
            x = (x * x) % f
        assert a.trace() == int(tr)
        if a.trace() == 0:
            z = a.solve_quadratic()
            assert z * z + z == a
        assert F.from_bytes(bytes(a)) == a
        assert bytes(a) == int(a).to_bytes(F.nbytes, "big")
        big = Poly.random(2 * m, RNG)
        assert int(F.reduce(big)) == int(G(big) % f)


@pytest.mark.parametrize("m", [163, 233, 283, 409, 571, 127])
def test_field_mul_batch(m):
    F = GF2m.nist(m) if m != 127 else GF2m(m)
    for n in (0, 1, 8, 19):
        xs = [F.random(RNG) for _ in range(n)]
        ys = [F.random(RNG) for _ in range(n)]
        assert F.mul_batch(xs, ys) == [x * y for x, y in zip(xs, ys)]
    with pytest.raises(binpoly.LengthError):
        F.mul_batch([F(1)], [])


def test_field_errors():
    F = GF2m(163)
    with pytest.raises(binpoly.NotInvertibleError):
        F(0).inverse()
    with pytest.raises(ValueError, match="degree"):
        F(1 << 163)
    with pytest.raises(binpoly.ArgumentError):
        GF2m(8, [1])  # x^8 + x + 1 is reducible
    with pytest.raises(binpoly.ArgumentError):
        GF2m.nist(100)
    with pytest.raises(ValueError):
        GF2m(1)
    with pytest.raises(binpoly.LengthError):
        F.from_bytes(b"\0" * 20)
    with pytest.raises(TypeError):
        F(1.5)
    with pytest.raises(binpoly.ArgumentError):
        GF2m(164)(3).half_trace()  # even m
