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
secret key KeyGen cannot have made) binpoly.ArgumentError.  Decapsulation
of a tampered ciphertext is not an error: it returns the implicit-
rejection key, as the specifications require.  The C calls are constant
time in the secrets and run without the GIL; the Python wrapper copies
secret keys into bytes objects, which Python does not wipe
(KeyEncapsulation wipes the copy it holds when closed).

KeyEncapsulation(name) has the shape of liboqs-python's class of that name
(generate_keypair, encap_secret, decap_secret, export_secret_key,
details, with-statement)."""
from ._errors import LengthError, error_for
from ._native import ffi, lib

__all__ = ["KEM", "HQC1", "HQC3", "HQC5", "BIKE1", "BIKE3", "BIKE5",
           "ALGORITHMS", "get", "KeyEncapsulation"]


class KEM:
    """One KEM at one level.  Attributes: name, level,
    public_key_size, secret_key_size, ciphertext_size,
    shared_secret_size, keypair_seed_size, and for HQC message_size and
    salt_size, for BIKE encaps_seed_size (liboqs' length_public_key,
    length_secret_key, length_ciphertext, length_shared_secret too)."""

    def __init__(self, family, level):
        self.family, self.level = family, level
        if family == "HQC":
            self.name = "HQC-%d" % level
            s = ffi.new("binpoly_hqc_sizes *")
            rc = lib.binpoly_hqc_get_sizes(level, s)
            self.message_size, self.salt_size = s.message, s.salt
        else:
            self.name = "BIKE-L%d" % level
            s = ffi.new("binpoly_bike_sizes *")
            rc = lib.binpoly_bike_get_sizes(level, s)
            self.encaps_seed_size = s.enc_seed
        if rc:
            raise error_for(rc, "%s sizes" % self.name)
        self.public_key_size = self.length_public_key = s.public_key
        self.secret_key_size = self.length_secret_key = s.secret_key
        self.ciphertext_size = self.length_ciphertext = s.ciphertext
        self.shared_secret_size = self.length_shared_secret = s.shared_secret
        self.keypair_seed_size = s.keypair_seed
        pre = "binpoly_%s_" % family.lower()
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

    def _fail(self, rc, op):
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
            self._fail(rc, "encaps")
        return ffi.buffer(ct)[:], ffi.buffer(ss)[:]

    def encaps_derand(self, public_key, *randomness):
        """Deterministic encapsulation, for KATs: HQC takes (public_key, m,
        salt) with message_size and salt_size bytes, BIKE (public_key,
        seed) with encaps_seed_size bytes (m || 32 unused bytes)."""
        op = "encaps_derand"
        pk = self._arg(public_key, "public_key", self.public_key_size, op)
        ct, ss = ffi.new(self._ct_t), ffi.new(self._ss_t)
        if self.family == "HQC":
            if len(randomness) != 2:
                raise TypeError("%s.%s takes (public_key, m, salt)"
                                % (self.name, op))
            m = self._arg(randomness[0], "m", self.message_size, op)
            salt = self._arg(randomness[1], "salt", self.salt_size, op)
            rc = self._enc_d(self.level, ct, self.ciphertext_size, ss,
                             self.shared_secret_size, pk, len(pk), m, len(m),
                             salt, len(salt))
        else:
            if len(randomness) != 1:
                raise TypeError("%s.%s takes (public_key, seed)"
                                % (self.name, op))
            seed = self._arg(randomness[0], "seed", self.encaps_seed_size, op)
            rc = self._enc_d(self.level, ct, self.ciphertext_size, ss,
                             self.shared_secret_size, pk, len(pk), seed,
                             len(seed))
        if rc:
            self._fail(rc, op)
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
            self._fail(rc, "decaps")
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


HQC1, HQC3, HQC5 = KEM("HQC", 1), KEM("HQC", 3), KEM("HQC", 5)
BIKE1, BIKE3, BIKE5 = KEM("BIKE", 1), KEM("BIKE", 3), KEM("BIKE", 5)
ALGORITHMS = {k.name: k for k in (HQC1, HQC3, HQC5, BIKE1, BIKE3, BIKE5)}
_ALIASES = {}
for _k in ALGORITHMS.values():
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
