# SPDX-License-Identifier: MIT
"""binpoly.Poly differentially against galois (PyPI) on random inputs of
many sizes: + * ** divmod // % gcd pow(a, e, m), degree, evaluation,
derivative, is_irreducible, printing; the conversions; the errors."""
import threading
import time

import galois
import numpy as np
import pytest

import binpoly
from binpoly import Poly

RNG = np.random.default_rng(20260518)
# Word boundaries, small, and up to 3 * 10^4 bits (galois is quadratic).
SIZES = [0, 1, 2, 3, 63, 64, 65, 127, 128, 129, 200, 1000, 4095, 4096, 4097,
         10_000, 30_000]


def G(p):
    """The galois polynomial of a Poly (through the int)."""
    return galois.Poly.Int(int(p))


def rand(bits):
    return Poly.random(bits, RNG)


def pairs():
    for sa in SIZES:
        for sb in SIZES:
            if sa * sb <= 4 * 10**8 and (sa <= 4097 or sb <= 4097 or
                                         sa == sb):
                yield sa, sb


@pytest.mark.parametrize("sa,sb", list(pairs()))
def test_ring_ops_against_galois(sa, sb):
    a, b = rand(sa), rand(sb)
    ga, gb = G(a), G(b)
    assert int(a + b) == int(ga + gb)
    assert int(a - b) == int(ga - gb)
    assert int(a * b) == int(ga * gb)
    assert a.degree == (ga.degree if a else -1)
    if b:
        q, r = divmod(a, b)
        gq, gr = divmod(ga, gb)
        assert (int(q), int(r)) == (int(gq), int(gr))
        assert int(a // b) == int(gq) and int(a % b) == int(gr)
        assert q * b + r == a and r.degree < b.degree
    if sa <= 4097 and sb <= 4097:
        assert int(binpoly.gcd(a, b)) == int(galois.gcd(ga, gb))
        assert int(a.gcd(b)) == int(galois.gcd(ga, gb))


@pytest.mark.parametrize("bits", [2, 64, 65, 300, 2000, 20_000])
def test_division_large_quotient(bits):
    # deep Newton iterations: the quotient far longer than the divisor
    a, b = rand(bits * 5), rand(bits // 2 + 1)
    if not b:
        b = Poly(1)
    q, r = divmod(a, b)
    gq, gr = divmod(G(a), G(b))
    assert (int(q), int(r)) == (int(gq), int(gr))


def test_gcd_with_common_factor():
    for bits in (10, 100, 1000, 5000):
        c = rand(bits) + Poly(1 << bits)
        a, b = rand(bits) * c, rand(bits) * c
        g = binpoly.gcd(a, b)
        assert int(g) == int(galois.gcd(G(a), G(b)))
        assert g % c == 0


@pytest.mark.parametrize("bits", [1, 5, 64, 200, 1500])
def test_pow_against_galois(bits):
    a = rand(bits)
    for e in (0, 1, 2, 3, 7, 10):
        assert int(a ** e) == int(G(a) ** e)
    m = rand(bits + 3) + Poly(1 << (bits + 2))
    for e in (0, 1, 5, 2**20 + 7, 3**40):
        assert int(pow(a, e, m)) == int(pow(G(a), e, G(m)))


def test_pow_large_exponent_and_modulus():
    m = Poly("x^163 + x^7 + x^6 + x^3 + 1")
    a = rand(163)
    # a^(2^163) = a in GF(2^163)
    assert pow(a, 2**163, m) == a
    assert pow(a, 2**163 - 1, m) == 1 or not a


@pytest.mark.parametrize("bits", [1, 2, 64, 65, 500, 5000])
def test_unary_against_galois(bits):
    for _ in range(5):
        a = rand(bits)
        ga = G(a)
        assert int(a.derivative()) == int(ga.derivative()) if a.degree > 0 \
            else int(a.derivative()) == 0
        assert a(0) == int(ga(0)) and a(1) == int(ga(1))
        assert str(a) == str(ga)
        assert repr(a) == repr(ga)


def test_printing():
    assert str(Poly(0)) == "0" and repr(Poly(0)) == "Poly(0, GF(2))"
    assert str(Poly(1)) == "1" and str(Poly(2)) == "x"
    assert str(Poly(0b1011)) == "x^3 + x + 1"
    assert repr(Poly("x^3+x+1") ** 2) == "Poly(x^6 + x^2 + 1, GF(2))"
    assert format(Poly(0b1011), "x") == "b"


def test_is_irreducible_against_galois():
    for deg in range(1, 14):
        for _ in range(8):
            p = rand(deg) + Poly(1 << deg)
            assert p.is_irreducible() == G(p).is_irreducible(), str(p)
    for d in (163, 233, 409, 571, 1000):
        # random degree-d polynomials against galois (Rabin in both)
        p = rand(d) + Poly(1 << d) + Poly(1)
        assert p.is_irreducible() == G(p).is_irreducible()
    assert Poly("x^163 + x^7 + x^6 + x^3 + 1").is_irreducible()
    assert Poly("x^571 + x^10 + x^5 + x^2 + 1").is_irreducible()
    assert not Poly("x^4 + 1").is_irreducible()
    assert not Poly(0).is_irreducible() and not Poly(1).is_irreducible()


@pytest.mark.parametrize("bits", [0, 1, 7, 8, 9, 64, 65, 1000, 12345])
def test_conversions_round_trip(bits):
    a = rand(bits)
    x = int(a)
    assert Poly(x) == a and Poly.from_int(x) == a and a == x
    assert hash(a) == hash(x)
    assert Poly(a.to_bytes()) == a == Poly.from_bytes(bytearray(a.to_bytes()))
    assert a.to_bytes() == x.to_bytes((bits + 7) // 8, "little")[
        :len(a.to_bytes())]
    assert Poly(a.to_words()) == a == Poly.from_words(list(a.to_words()))
    assert Poly(a.coeffs) == a
    assert Poly(a.to_coeffs("asc"), order="asc") == a
    assert Poly(str(a)) == a
    assert Poly(a.coeffs) == Poly(G(a).coeffs.tolist())
    assert bytes(a) == a.to_bytes()


def test_int_conversion_is_linear():
    # 4 * 10^7 bits each way: quadratic code would take minutes
    x = int.from_bytes(np.random.default_rng(1).bytes(5_000_000), "little")
    t = time.perf_counter()
    p = Poly(x)
    assert int(p) == x
    assert time.perf_counter() - t < 2.0


def test_string_parsing():
    assert Poly("x^5 + x^2 + 1") == 0b100101
    assert Poly("X**5+X^2 + 1") == 0b100101
    assert Poly("x^5 - x^2 - 1") == 0b100101
    assert Poly("1*x^2 + 0*x + 1") == 0b101
    assert Poly("x + x") == 0 and Poly("0") == 0 and Poly("x") == 2
    assert Poly("x^1000000") == 1 << 1000000
    for bad in ("", "y^2", "x^2 + 3", "x^", "x^2 +", "2x", "x^-1", "x^1.5"):
        with pytest.raises(ValueError):
            Poly(bad)


def test_bad_arguments():
    with pytest.raises(TypeError, match="float"):
        Poly(1.5)
    with pytest.raises(TypeError):
        Poly(None)
    with pytest.raises(ValueError, match="negative"):
        Poly(-1)
    with pytest.raises(ValueError, match="GF\\(2\\)"):
        Poly([1, 2, 1])
    with pytest.raises(TypeError):
        Poly(np.zeros(3, np.float64))
    with pytest.raises(TypeError):
        Poly(3) * 1.5
    with pytest.raises(TypeError):
        1.5 * Poly(3)
    with pytest.raises(TypeError):
        Poly(3) + "x"
    with pytest.raises(ZeroDivisionError):
        divmod(Poly(5), Poly(0))
    with pytest.raises(ZeroDivisionError):
        Poly(5) % 0
    with pytest.raises(ZeroDivisionError):
        pow(Poly(5), 3, Poly(0))
    with pytest.raises(ValueError, match="negative exponent"):
        Poly(5) ** -1
    with pytest.raises(TypeError, match="exponent"):
        Poly(5) ** 1.5
    with pytest.raises(binpoly.TooLargeError):
        Poly("x^2 + 1") ** (2**40)
    with pytest.raises(ValueError):
        Poly(5)(2)
    with pytest.raises(TypeError, match="modulus"):
        pow(Poly(5), 3, 2.0)
    with pytest.raises(TypeError, match="^b must"):
        binpoly.gcd(Poly(3), 1.5)
    # still fine afterwards
    assert Poly(3) * 3 == 5


def test_mul_sqr_functions():
    a, b = rand(3000), rand(2000)
    assert binpoly.mul(a, b) == a * b == binpoly.mul(int(a), int(b))
    assert binpoly.sqr(a) == a * a == binpoly.mul(a, Poly(a.to_words()))
    assert int(binpoly.sqr(a)) == int(G(a) ** 2)
    assert binpoly.mul("x + 1", 3) == Poly("x^2 + 1")
    with pytest.raises(TypeError, match="^a must"):
        binpoly.mul(1.5, 3)  # issue 18: was AttributeError
    with pytest.raises(TypeError, match="^b must"):
        binpoly.mul(3, [1])
    with pytest.raises(ValueError, match="negative"):
        binpoly.sqr(-3)


def test_mul_threads():
    # below the threads' minimum, below and above the FFT's crossover,
    # unbalanced; the same bits as the one-thread product
    for na, nb in ((3000, 2000), (600000, 400000), (1500000, 1400000),
                   (4000000, 5000)):
        a, b = rand(na), rand(nb)
        want = binpoly.mul(a, b)
        for threads in (0, 1, 2, 3):
            assert binpoly.mul(a, b, threads=threads) == want
    assert binpoly.mul(a, a, threads=2) == binpoly.sqr(a)
    with pytest.raises(ValueError, match="threads"):
        binpoly.mul(3, 5, threads=-1)
    with pytest.raises(TypeError, match="threads"):
        binpoly.mul(3, 5, threads=2.0)
    assert issubclass(binpoly.ThreadError, binpoly.Error)


def test_int_operands():
    a = Poly("x^3 + x + 1")
    assert a * 2 == Poly("x^4 + x^2 + x") == 2 * a
    assert a + 1 == Poly("x^3 + x") == 1 + a
    assert 0b1000 % a == Poly("x + 1")
    assert divmod(0b1000, a) == (Poly(1), Poly("x + 1"))
    assert a << 2 == a * 4 and (a << 2) >> 2 == a


def test_gil_released_during_products():
    """Another thread keeps running Python code while C multiplies."""
    a, b = rand(2_000_000), rand(2_000_000)
    count = [0]
    done = threading.Event()

    def spin():
        while not done.is_set():
            count[0] += 1

    t = threading.Thread(target=spin)
    t.start()
    try:
        time.sleep(0.01)
        c0 = count[0]
        t0 = time.perf_counter()
        n = 0
        while time.perf_counter() - t0 < 0.3:
            a * b
            n += 1
        advanced = count[0] - c0
    finally:
        done.set()
        t.join()
    # With the GIL held through the products, the spinning thread would
    # get only the switch interval's slices between calls.
    assert n >= 1 and advanced > 1000, (n, advanced)
