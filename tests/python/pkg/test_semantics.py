# SPDX-License-Identifier: MIT
"""The Python data model of the package: equality is transitive and equal
objects hash alike, every object pickles with every protocol, shifts
behave as Python's ints do (and refuse oversized results before
allocating), and the errors of a bad key, a reducible modulus or a bad
--seed say what is wrong.  Also: every function of the public C headers
is reachable through the extension."""
import os
import pickle
import re
import subprocess
import sys
import tracemalloc

import pytest

import binpoly
from binpoly import GF2m, Poly, Ring, kem
from binpoly._native import lib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.abspath(__file__)))))
PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)


def test_equal_objects_hash_alike():
    R, F = Ring(13), GF2m(163)
    objs = [3, Poly(3), R(3), F(3), Ring(11)(3), GF2m(8)(3), R(4), F(4)]
    for a in objs:
        for b in objs:
            if a == b:
                assert hash(a) == hash(b), (a, b)
    # transitivity: a == b and b == c give a == c
    for a in objs:
        for b in objs:
            for c in objs:
                if a == b and b == c:
                    assert a == c, (a, b, c)
    assert Poly(3) == 3 and hash(Poly(3)) == hash(3)
    assert R(3) != 3 and F(3) != Poly(3) and F(3) != R(3)
    assert R(3) == R(3) and R(3) == Ring(13)(Poly(3)) and F(3) == F(3)
    assert len({3, Poly(3)}) == 1 and len({3, R(3), F(3), R(3)}) == 3
    assert R(3) + 1 == R(2) and F(3) * 1 == F(3)  # arithmetic coerces


@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_pickle_every_protocol(protocol):
    R, F, N = Ring(12323), GF2m(163), GF2m.nist(233)
    objs = [Poly(0), Poly("x^200 + x + 1"), Poly.random(5000), R,
            R("x^20000 + x + 1"), R.zero(), F, F(12345), N, N(7),
            GF2m(8, [4, 3, 1])(5), kem.HQC1, kem.BIKE5]
    for obj in objs:
        back = pickle.loads(pickle.dumps(obj, protocol))
        assert back == obj and hash(back) == hash(obj)
        assert type(back) is type(obj)
    f = pickle.loads(pickle.dumps(F(12345), protocol))
    assert f * f.inverse() == f.field.one() and f.field == F
    assert pickle.loads(pickle.dumps(kem.HQC1, protocol)) is kem.HQC1


def test_shift_counts_as_for_ints():
    p = Poly("x^5")
    assert p << 3 == Poly("x^8") and p >> 2 == Poly("x^3")
    assert p >> 6 == 0 and p >> 2**70 == 0 and Poly(0) << 2**40 == 0
    for bad in (lambda: p << -1, lambda: p >> -1):
        with pytest.raises(ValueError, match="negative shift count"):
            bad()
    with pytest.raises(ValueError):
        1 << -1  # what the ints do
    with pytest.raises(TypeError):
        p << 1.0


@pytest.mark.parametrize("k", [2**32 - 5, 2**33, 2**40, 2**70])
def test_huge_shift_fails_fast_naming_the_count(k):
    p = Poly("x^5")
    tracemalloc.start()
    try:
        with pytest.raises(binpoly.TooLargeError,
                           match="shift count %d" % k):
            p << k
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20  # refused before allocating the result


@pytest.mark.parametrize("k", list(kem.ALGORITHMS.values()),
                         ids=lambda k: k.name)
def test_bad_keys_are_named(k):
    pk, sk = k.keypair()
    ct, _ = k.encaps(pk)
    bad_pk = pk[:-1] + bytes([pk[-1] | 0x80])
    with pytest.raises(binpoly.ArgumentError) as e:
        k.encaps(bad_pk)
    msg = str(e.value)
    assert "public_key is not a valid %s public key" % k.name in msg
    assert "never" in msg and e.value.code == lib.BINPOLY_ERR_ARG
    # the public key inside an HQC secret key; h in a BIKE one
    bad_sk = bytearray(sk)
    if k.family == "HQC":
        bad_sk[k.public_key_size - 1] |= 0x80
    else:
        bad_sk[0:4] = (2**32 - 1).to_bytes(4, "little")  # an index >= r
    with pytest.raises(binpoly.ArgumentError) as e:
        k.decaps(ct, bytes(bad_sk))
    msg = str(e.value)
    assert "secret_key is not a valid %s secret key" % k.name in msg
    assert "invalid argument" not in msg


def test_reducible_modulus_is_named():
    with pytest.raises(binpoly.ArgumentError,
                       match=r"x\^4 \+ x\^2 \+ 1 is reducible"):
        GF2m(4, [2])
    with pytest.raises(binpoly.ArgumentError, match="distinct"):
        GF2m(163, [7, 7, 3])


def test_other_argument_errors_say_why():
    with pytest.raises(binpoly.ArgumentError, match="N prime with 2 "
                       "primitive mod N.*N = 64"):
        Ring(64).one().inverse()
    with pytest.raises(binpoly.ArgumentError, match="odd m, not 164"):
        GF2m(164)(3).half_trace()
    F = GF2m(163)
    c = next(F(x) for x in range(1, 100) if F(x).trace() == 1)
    with pytest.raises(binpoly.ArgumentError, match="Tr\\(c\\) = 1"):
        c.solve_quadratic()


def test_cli_seed_errors_name_the_option(tmp_path):
    out = [str(tmp_path / "pk"), str(tmp_path / "sk")]
    for seed, text in (("zz", "--seed 'zz' is not hexadecimal"),
                       ("00", "--seed has 1 bytes, not the 32")):
        r = subprocess.run([sys.executable, "-m", "binpoly", "kem", "keygen",
                            "--alg", "hqc-1", "--pk", out[0], "--sk", out[1],
                            "--seed", seed], capture_output=True, text=True)
        assert r.returncode == 1 and text in r.stderr, r.stderr


def _public_functions():
    """Every function the public headers declare, the per-level KEM
    declarations expanded (independently of _build_ffi.py's
    preprocessor run)."""
    names = set()
    inc = os.path.join(ROOT, "include")
    headers = [os.path.join(inc, "binpoly.h")] + [
        os.path.join(inc, "binpoly", h)
        for h in sorted(os.listdir(os.path.join(inc, "binpoly")))]
    for h in headers:
        text = open(h).read()
        levels = re.findall(r"^BINPOLY_\w+_DECLARE_LEVEL_\((\w+)\)", text,
                            re.M)
        for name in re.findall(r"BINPOLY_API\s+[\w\s\*]*?\b(binpoly_[\w#]+)"
                               r"\s*\(", text):
            if "##" in name:
                names |= {name.replace("##L##", lv) for lv in levels}
            else:
                names.add(name)
    return names


def test_every_public_function_reachable():
    if not os.path.isdir(os.path.join(ROOT, "include", "binpoly")):
        pytest.skip("run from a source tree (include/ not found)")
    names = _public_functions()
    assert len(names) > 80 and "binpoly_hqc5_dec" in names
    missing = sorted(n for n in names if not hasattr(lib, n))
    assert not missing, missing
