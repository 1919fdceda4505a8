# SPDX-License-Identifier: MIT
"""binpoly's F2[X] algebra (egcd, factors, is_irreducible,
irreducible_poly, berlekamp_massey) differentially against galois (PyPI)
on random inputs, and by identities."""
import functools
import operator

import galois
import numpy as np
import pytest

import binpoly
from binpoly import Poly

GF2 = galois.GF(2)


def G(p):
    return galois.Poly.Int(int(p))


@pytest.mark.parametrize("bits", [1, 2, 63, 64, 65, 300, 2000, 5000])
def test_egcd_against_galois(bits):
    rng = np.random.default_rng(bits)
    for _ in range(3):
        a = Poly.random(bits, rng)
        b = Poly.random(bits - bits // 3, rng)
        g, s, t = binpoly.egcd(a, b)
        assert s * a + t * b == g
        gg, gs, gt = galois.egcd(G(a), G(b))
        assert int(g) == int(gg)
        if a and b and a != b and g.degree < min(a.degree, b.degree):
            assert (int(s), int(t)) == (int(gs), int(gt))
        assert a.egcd(b) == (g, s, t)


@pytest.mark.parametrize("deg", [1, 2, 5, 17, 64, 100])
def test_factors_against_galois(deg):
    rng = np.random.default_rng(deg)
    for _ in range(3):
        f = Poly.random(deg, rng) + Poly(1 << deg)  # degree exactly deg
        facs, mults = f.factors()
        assert functools.reduce(operator.mul,
                                [p ** k for p, k in zip(facs, mults)],
                                Poly(1)) == f
        gf, gm = G(f).factors()
        assert sorted(zip(map(int, facs), mults)) == \
            sorted(zip(map(int, gf), gm))
    assert Poly(1).factors() == ([], [])
    with pytest.raises(ValueError):
        Poly(0).factors()


def test_is_irreducible_against_galois():
    rng = np.random.default_rng(5)
    for deg in (1, 2, 3, 8, 20, 64, 127, 200):
        for _ in range(6):
            f = Poly.random(deg + 1, rng)
            assert f.is_irreducible() == G(f).is_irreducible()
    assert not Poly(0).is_irreducible() and not Poly(1).is_irreducible()


@pytest.mark.parametrize("n", list(range(2, 40)) + [163, 233, 283, 1000,
                               2048, 4099, 8191, 9973, 10000])
def test_irreducible_poly_against_galois(n):
    f = binpoly.irreducible_poly(n)
    assert f.is_irreducible() and f.degree == n
    assert int(f) == int(galois.irreducible_poly(2, n, terms="min"))


def test_random_irreducible():
    f = binpoly.irreducible_poly(300, method="random", seed=11)
    assert f.degree == 300 and G(f).is_irreducible()
    assert f == binpoly.irreducible_poly(300, method="random", seed=11)


@pytest.mark.parametrize("n", [1, 2, 10, 64, 65, 200, 1000, 5000])
def test_berlekamp_massey_against_galois(n):
    rng = np.random.default_rng(n)
    # an LFSR sequence of length n with a random feedback of degree n // 3
    L = n // 3 + 1
    taps = rng.integers(0, 2, L)
    s = list(rng.integers(0, 2, L))
    while len(s) < n:
        s.append(int(np.dot(taps, s[-L:]) % 2))
    s = np.array(s[:n], dtype=np.uint8)
    h = binpoly.berlekamp_massey(s)
    if 2 * h.degree <= n:
        gh = galois.berlekamp_massey(GF2(s), output="characteristic")
        # galois reverses the connection polynomial over its degree, not
        # over L: it drops the factor x^k of a sequence that is only
        # eventually periodic (h(0) = 0), which binpoly (and NTL) keep
        k = h.degree - gh.degree
        assert k >= 0 and int(h) == int(gh) << k
        assert k == 0 or h(0) == 0
    # the recurrence holds
    c = h.to_coeffs("asc")
    for i in range(n - h.degree):
        assert int(np.dot(c, s[i:i + h.degree + 1]) % 2) == 0
    with pytest.raises(ValueError):
        binpoly.berlekamp_massey([])
