# SPDX-License-Identifier: MIT
"""The KEMs HQC-1/3/5 (FIPS 207 draft) and BIKE-L1/L3/L5 (round 4).

    >>> from binpoly.kem import HQC1
    >>> pk, sk = HQC1.keypair()
    >>> ct, ss = HQC1.encaps(pk)
    >>> HQC1.decaps(ct, sk) == ss
    True

Every argument is bytes-like (bytes, bytearray, memoryview) of the exact
size the scheme's attributes give; every result is bytes.  A wrong type
raises TypeError, a wrong length binpoly.LengthError (a ValueError), each
naming the argument; a key the library rejects (a padding bit set, a
secret key KeyGen cannot have made) binpoly.ArgumentError, whose message
names the key and what the library found wrong in it (the KEM list's
texts, binpoly/kem.h).  Decapsulation
of a tampered ciphertext is not an error: it returns the implicit-
rejection key, as the specifications require.  The C calls are constant
time in the secrets and run without the GIL; the Python wrapper copies
secret keys into bytes objects, which Python does not wipe
(KeyEncapsulation wipes the copy it holds when closed).

KeyEncapsulation(name) has the shape of liboqs-python's class of that name
(generate_keypair, encap_secret, decap_secret, export_secret_key,
details, with-statement)."""
from ._errors import ArgumentError, LengthError, error_for
from ._native import ffi, lib

__all__ = ["KEM", "ALGORITHMS", "get", "KeyEncapsulation"]


class KEM:
    """One KEM at one level, as the C library lists it (binpoly/kem.h).
    Attributes: name, family, level, public_key_size, secret_key_size,
    ciphertext_size, shared_secret_size, keypair_seed_size,
    encaps_randomness (the (name, size) pairs encaps_derand takes after
    the public key) and a <name>_size attribute for each of those: HQC's
    message_size and salt_size, BIKE's encaps_seed_size (liboqs'
    length_public_key, length_secret_key, length_ciphertext,
    length_shared_secret too)."""

    def __init__(self, index):
        info = ffi.new("binpoly_kem_info *")
        rc = lib.binpoly_kem_get_info(index, info)
        if rc:
            raise error_for(rc, "KEM %d" % index)
        self.name = ffi.string(info.name).decode()
        self.family = ffi.string(info.family).decode()
        self.level = info.level
        self.public_key_size = self.length_public_key = info.public_key
        self.secret_key_size = self.length_secret_key = info.secret_key
        self.ciphertext_size = self.length_ciphertext = info.ciphertext
        self.shared_secret_size = self.length_shared_secret = \
            info.shared_secret
        self.keypair_seed_size = info.keypair_seed
        self.encaps_randomness = tuple(
            (ffi.string(info.enc_part_names[i]).decode(),
             info.enc_part_bytes[i]) for i in range(info.enc_parts))
        for part, size in self.encaps_randomness:
            setattr(self, part + "_size", size)
        self._pk_rejected = ffi.string(info.pk_rejected).decode()
        self._sk_rejected = ffi.string(info.sk_rejected).decode()
        pre = "binpoly_%s_" % self.family.lower()
        self._kp = getattr(lib, pre + "keypair_checked")
        self._kp_d = getattr(lib, pre + "keypair_derand_checked")
        self._enc = getattr(lib, pre + "enc_checked")
        self._enc_d = getattr(lib, pre + "enc_derand_checked")
        self._dec = getattr(lib, pre + "dec_checked")
        self._pk_t = "uint8_t[%d]" % self.public_key_size
        self._sk_t = "uint8_t[%d]" % self.secret_key_size
        self._ct_t = "uint8_t[%d]" % self.ciphertext_size
        self._ss_t = "uint8_t[%d]" % self.shared_secret_size

    def __repr__(self):
        return "<binpoly.kem %s>" % self.name

    def __reduce__(self):
        return (get, (self.name,))

    def _arg(self, x, what, size, op):
        """x as bytes of length size (bytes-like only; an int is not a
        length), else TypeError / LengthError naming the argument."""
        if type(x) is not bytes:
            if isinstance(x, (bytearray, memoryview)):
                x = bytes(x)
            else:
                raise TypeError("%s.%s: %s must be bytes-like, not %s"
                                % (self.name, op, what, type(x).__name__))
        if len(x) != size:
            raise LengthError("%s.%s: %s must be %d bytes, not %d"
                              % (self.name, op, what, size, len(x)),
                              lib.BINPOLY_ERR_LENGTH)
        return x

    def _fail(self, rc, op, key=None):
        """The error of return code rc; a key rejected by the library
        (BINPOLY_ERR_ARG) is named with what the library rejects in it."""
        if rc == lib.BINPOLY_ERR_ARG and key is not None:
            rule = (self._pk_rejected if key == "public_key"
                    else self._sk_rejected)
            raise ArgumentError("%s.%s: %s is not a valid %s %s: %s"
                                % (self.name, op, key, self.name,
                                   key.replace("_", " "), rule), rc)
        raise error_for(rc, "%s.%s" % (self.name, op))

    def keypair(self):
        """(public_key, secret_key) from fresh OS randomness."""
        pk, sk = ffi.new(self._pk_t), ffi.new(self._sk_t)
        rc = self._kp(self.level, pk, self.public_key_size, sk,
                      self.secret_key_size)
        if rc:
            self._fail(rc, "keypair")
        return ffi.buffer(pk)[:], ffi.buffer(sk)[:]

    def keypair_derand(self, seed):
        """(public_key, secret_key) from keypair_seed_size bytes (HQC's
        seed_kem, BIKE's seed_k || sigma): deterministic, for KATs."""
        seed = self._arg(seed, "seed", self.keypair_seed_size,
                         "keypair_derand")
        pk, sk = ffi.new(self._pk_t), ffi.new(self._sk_t)
        rc = self._kp_d(self.level, pk, self.public_key_size, sk,
                        self.secret_key_size, seed, len(seed))
        if rc:
            self._fail(rc, "keypair_derand")
        return ffi.buffer(pk)[:], ffi.buffer(sk)[:]

    def encaps(self, public_key):
        """(ciphertext, shared_secret) for public_key, from fresh OS
        randomness."""
        if type(public_key) is not bytes or \
                len(public_key) != self.public_key_size:
            public_key = self._arg(public_key, "public_key",
                                   self.public_key_size, "encaps")
        ct, ss = ffi.new(self._ct_t), ffi.new(self._ss_t)
        rc = self._enc(self.level, ct, self.ciphertext_size, ss,
                       self.shared_secret_size, public_key,
                       self.public_key_size)
        if rc:
            self._fail(rc, "encaps", "public_key")
        return ffi.buffer(ct)[:], ffi.buffer(ss)[:]

    def encaps_derand(self, public_key, *randomness):
        """Deterministic encapsulation, for KATs: (public_key, then one
        bytes argument per encaps_randomness entry): HQC (public_key,
        message, salt), BIKE (public_key, encaps_seed) with encaps_seed =
        m || 32 unused bytes."""
        op = "encaps_derand"
        pk = self._arg(public_key, "public_key", self.public_key_size, op)
        if len(randomness) != len(self.encaps_randomness):
            raise TypeError("%s.%s takes (public_key, %s)" % (
                self.name, op,
                ", ".join(n for n, _ in self.encaps_randomness)))
        args = []
        for x, (what, size) in zip(randomness, self.encaps_randomness):
            x = self._arg(x, what, size, op)
            args += [x, len(x)]
        ct, ss = ffi.new(self._ct_t), ffi.new(self._ss_t)
        rc = self._enc_d(self.level, ct, self.ciphertext_size, ss,
                         self.shared_secret_size, pk, len(pk), *args)
        if rc:
            self._fail(rc, op, "public_key")
        return ffi.buffer(ct)[:], ffi.buffer(ss)[:]

    def decaps(self, ciphertext, secret_key):
        """The shared secret of ciphertext under secret_key (the implicit-
        rejection key for a tampered ciphertext)."""
        ct = self._arg(ciphertext, "ciphertext", self.ciphertext_size,
                       "decaps")
        sk = self._arg(secret_key, "secret_key", self.secret_key_size,
                       "decaps")
        ss = ffi.new(self._ss_t)
        rc = self._dec(self.level, ss, self.shared_secret_size, ct, len(ct),
                       sk, len(sk))
        if rc:
            self._fail(rc, "decaps", "secret_key")
        return ffi.buffer(ss)[:]

    def details(self):
        """liboqs-style details."""
        return {"name": self.name, "version": "binpoly",
                "claimed_nist_level": self.level,
                "is_ind_cca": True,
                "length_public_key": self.public_key_size,
                "length_secret_key": self.secret_key_size,
                "length_ciphertext": self.ciphertext_size,
                "length_shared_secret": self.shared_secret_size}


# Every KEM of the C library, in its order (HQC-1/3/5, BIKE-L1/L3/L5),
# each also a module attribute named without "-" and "L" (HQC1, BIKE1).
ALGORITHMS = {k.name: k for k in map(KEM, range(lib.binpoly_kem_count()))}
_ALIASES = {}
for _k in ALGORITHMS.values():
    _attr = _k.name.replace("-L", "").replace("-", "")
    globals()[_attr] = _k
    __all__.append(_attr)
    _n = _k.name.lower()
    for _alias in (_n, _n.replace("-", ""), _n.replace("-l", "-"),
                   _n.replace("-l", "").replace("-", "")):
        _ALIASES[_alias] = _k


def get(name):
    """The KEM of a name: "HQC-1", "hqc1", "BIKE-L1", "bike-1", "bike1"..."""
    if not isinstance(name, str):
        raise TypeError("a KEM name is a str, not %s" % type(name).__name__)
    k = _ALIASES.get(name.strip().lower())
    if k is None:
        raise ValueError("unknown KEM %r (known: %s)"
                         % (name, ", ".join(ALGORITHMS)))
    return k


class KeyEncapsulation:
    """liboqs-python's KeyEncapsulation shape on binpoly's KEMs:

        with KeyEncapsulation("HQC-1") as client:
            pk = client.generate_keypair()
            ct, ss = KeyEncapsulation("HQC-1").encap_secret(pk)
            assert client.decap_secret(ct) == ss
    """

    def __init__(self, alg_name, secret_key=None):
        self.kem = get(alg_name)
        self.alg_name = self.kem.name
        self.details = self.kem.details()
        self._sk = None
        if secret_key is not None:
            self._sk = bytearray(self.kem._arg(
                secret_key, "secret_key", self.kem.secret_key_size,
                "KeyEncapsulation"))

    def generate_keypair(self):
        """Makes a key pair, keeps the secret key, returns the public key."""
        pk, sk = self.kem.keypair()
        self.free()
        self._sk = bytearray(sk)
        return pk

    def export_secret_key(self):
        if self._sk is None:
            raise ValueError("no secret key: call generate_keypair first")
        return bytes(self._sk)

    def encap_secret(self, public_key):
        return self.kem.encaps(public_key)

    def decap_secret(self, ciphertext):
        if self._sk is None:
            raise ValueError("no secret key: call generate_keypair first")
        return self.kem.decaps(ciphertext, bytes(self._sk))

    def free(self):
        """Wipes the kept secret key (this object's copy)."""
        if self._sk is not None:
            self._sk[:] = bytes(len(self._sk))
            self._sk = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.free()

    def __repr__(self):
        return "KeyEncapsulation(%r)" % self.alg_name
