# SPDX-License-Identifier: MIT
"""binpoly.kem: round trips of HQC-1/3/5 and BIKE-L1/L3/L5, determinism
of the derandomized calls, a BIKE-L1 known answer, and bad inputs raising
the documented exceptions (each naming the argument)."""
import pytest

import binpoly
from binpoly import kem

ALL = list(kem.ALGORITHMS.values())

# BIKE-L1, count 0 of the KAT file.
SEED_K = bytes.fromhex("7c9935a0b07694aa0c6d10e4db6b1add"
                       "2fd81a25ccb148032dcd739936737f2d")
SIGMA = bytes.fromhex("b505d7cfad1b497499323c8686325e47"
                      "92f267aafa3f87ca60d01cb54f29202a")
M = bytes.fromhex("eb4a7c66ef4eba2ddb38c88d8bc706b1"
                  "d639002198172a7b1942eca8f6c001ba")
SS0 = bytes.fromhex("c748cc2121532efeeba47f446e8393b7"
                    "202400463bebde6e45882acab8ddeec6")

SIZES = {"HQC-1": (2241, 2321, 4433), "HQC-3": (4514, 4602, 8978),
         "HQC-5": (7237, 7333, 14421), "BIKE-L1": (1541, 5223, 1573),
         "BIKE-L3": (3083, 10105, 3115), "BIKE-L5": (5122, 16494, 5154)}


@pytest.mark.parametrize("k", ALL, ids=lambda k: k.name)
def test_round_trip(k):
    assert (k.public_key_size, k.secret_key_size,
            k.ciphertext_size) == SIZES[k.name]
    assert k.shared_secret_size == 32 == k.length_shared_secret
    pk, sk = k.keypair()
    assert type(pk) is bytes and len(pk) == k.public_key_size
    assert type(sk) is bytes and len(sk) == k.secret_key_size
    ct, ss = k.encaps(pk)
    assert len(ct) == k.ciphertext_size and len(ss) == 32
    assert k.decaps(ct, sk) == ss
    assert k.decaps(bytearray(ct), memoryview(sk)) == ss
    bad = bytearray(ct)
    bad[3] ^= 1
    assert k.decaps(bytes(bad), sk) != ss  # implicit rejection, no error
    ct2, ss2 = k.encaps(pk)
    assert ss2 != ss and ct2 != ct


@pytest.mark.parametrize("k", ALL, ids=lambda k: k.name)
def test_derandomized(k):
    seed = bytes(range(k.keypair_seed_size))
    pk, sk = k.keypair_derand(seed)
    assert k.keypair_derand(bytearray(seed)) == (pk, sk)
    if k.family == "HQC":
        m, salt = bytes(k.message_size), bytes(range(k.salt_size))
        ct, ss = k.encaps_derand(pk, m, salt)
        assert k.encaps_derand(pk, m, salt) == (ct, ss)
        with pytest.raises(binpoly.LengthError, match="salt"):
            k.encaps_derand(pk, m, salt[:-1])
        with pytest.raises(TypeError):
            k.encaps_derand(pk, m)
    else:
        rnd = bytes(range(k.encaps_seed_size))
        ct, ss = k.encaps_derand(pk, rnd)
        assert k.encaps_derand(pk, rnd) == (ct, ss)
    assert k.decaps(ct, sk) == ss


def test_bike_l1_known_answer():
    pk, sk = kem.BIKE1.keypair_derand(SEED_K + SIGMA)
    ct, ss = kem.BIKE1.encaps_derand(pk, M + bytes(32))
    assert ss == SS0
    assert kem.BIKE1.decaps(ct, sk) == SS0


@pytest.mark.parametrize("k", ALL, ids=lambda k: k.name)
def test_bad_inputs(k):
    pk, sk = k.keypair()
    ct, ss = k.encaps(pk)
    # wrong lengths: LengthError (a ValueError) naming the argument
    for call, what in ((lambda: k.encaps(pk[:-1]), "public_key"),
                       (lambda: k.encaps(pk + b"\0"), "public_key"),
                       (lambda: k.decaps(ct[:-1], sk), "ciphertext"),
                       (lambda: k.decaps(ct, sk + b"\0"), "secret_key"),
                       (lambda: k.decaps(ct, b""), "secret_key"),
                       (lambda: k.keypair_derand(b"\0" * 5), "seed")):
        with pytest.raises(binpoly.LengthError, match=what) as e:
            call()
        assert isinstance(e.value, ValueError)
        assert isinstance(e.value, binpoly.Error)
        assert e.value.code == -8
    # wrong types: TypeError naming the argument; an int is no length
    for call, what in ((lambda: k.encaps(len(pk)), "public_key"),
                       (lambda: k.encaps("x" * len(pk)), "public_key"),
                       (lambda: k.decaps(len(ct), sk), "ciphertext"),
                       (lambda: k.decaps(ct, None), "secret_key"),
                       (lambda: k.keypair_derand(32), "seed")):
        with pytest.raises(TypeError, match=what):
            call()
    # a public key with a padding bit set: ArgumentError from the library
    bad = bytearray(pk)
    bad[-1] |= 0x80
    with pytest.raises(binpoly.ArgumentError) as e:
        k.encaps(bytes(bad))
    assert e.value.code == -6 and k.name in str(e.value)
    # still fine afterwards
    assert k.decaps(ct, sk) == ss


def test_names_and_key_encapsulation():
    assert kem.get("hqc-1") is kem.HQC1 and kem.get("HQC1") is kem.HQC1
    assert kem.get("bike-l3") is kem.BIKE3 and kem.get("bike5") is kem.BIKE5
    with pytest.raises(ValueError, match="unknown KEM"):
        kem.get("hqc-2")
    with pytest.raises(TypeError):
        kem.get(1)
    with kem.KeyEncapsulation("HQC-1") as client:
        pk = client.generate_keypair()
        ct, ss = kem.KeyEncapsulation("HQC-1").encap_secret(pk)
        assert client.decap_secret(ct) == ss
        sk = client.export_secret_key()
        assert kem.KeyEncapsulation("HQC-1", sk).decap_secret(ct) == ss
        assert client.details["length_public_key"] == 2241
    with pytest.raises(ValueError):
        client.decap_secret(ct)  # wiped on exit


def test_error_classes():
    codes = {binpoly.NullError: -1, binpoly.OverlapError: -2,
             binpoly.TooLargeError: -3, binpoly.NoMemoryError: -4,
             binpoly.BackendError: -5, binpoly.ArgumentError: -6,
             binpoly.NotInvertibleError: -7, binpoly.LengthError: -8,
             binpoly.RandomError: -9, binpoly.AlignmentError: -10,
             binpoly.ThreadError: -11}
    for cls, code in codes.items():
        assert issubclass(cls, binpoly.Error) and cls.code == code


def test_gil_released_during_kem_operations():
    import threading
    import time
    pk, sk = kem.BIKE5.keypair()
    ct, _ = kem.BIKE5.encaps(pk)
    count, done = [0], threading.Event()

    def spin():
        while not done.is_set():
            count[0] += 1

    t = threading.Thread(target=spin)
    t.start()
    try:
        time.sleep(0.01)
        c0, t0 = count[0], time.perf_counter()
        while time.perf_counter() - t0 < 0.3:
            kem.BIKE5.decaps(ct, sk)
        advanced = count[0] - c0
    finally:
        done.set()
        t.join()
    assert advanced > 1000
