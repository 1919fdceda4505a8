# SPDX-License-Identifier: MIT
"""The `binpoly` command (console script; also python -m binpoly).

    binpoly info                          version, CPU class, backends
    binpoly mul A B                       product of two hex polynomials
    binpoly kem keygen --alg hqc-1 --pk pk.bin --sk sk.bin [--seed HEX]
    binpoly kem encaps --alg hqc-1 --pk pk.bin --ct ct.bin [--ss ss.bin]
    binpoly kem decaps --alg hqc-1 --ct ct.bin --sk sk.bin [--ss ss.bin]
    binpoly bench [--galois] [--json] [--quick]   a benchmark (10 s)

Polynomials for `mul` are hexadecimal ints (bit i = coefficient of x^i,
an optional 0x, whitespace ignored), each read from a file or, for "-",
from standard input (one per line, or both on it when both are "-").  Key,
ciphertext and secret files are raw bytes; a shared secret not written to
a file is printed in hex.  Exit status 0, 1 on an error (message on
stderr), 2 on a usage error."""
import argparse
import sys

from . import (BACKENDS, Error, Poly, backend, backends_available, cpu,
               kem, library_version, __version__)


def _read_text(path, stdin_tokens):
    if path == "-":
        if not stdin_tokens:
            raise ValueError("standard input holds fewer polynomials than "
                             "the arguments name")
        return stdin_tokens.pop(0)
    with open(path) as f:
        return f.read()


def _hex_poly(text, what):
    t = "".join(text.split()).lower()
    if t.startswith("0x"):
        t = t[2:]
    if not t:
        raise ValueError("%s is empty" % what)
    try:
        return Poly.from_int(int(t, 16))
    except ValueError:
        raise ValueError("%s is not hexadecimal" % what) from None


def cmd_info(args):
    print("binpoly %s (C library %s)" % (__version__, library_version()))
    print("cpu: %s" % cpu())
    print("backend: %s" % backend())
    avail = backends_available()
    print("backends available: %s" % " ".join(avail))
    print("backends built: %s" % " ".join(BACKENDS))
    return 0


def cmd_mul(args):
    tokens = None
    if "-" in (args.a, args.b):
        tokens = sys.stdin.read().split()
        if args.a == "-" and args.b == "-" and len(tokens) != 2:
            raise ValueError("with A and B both '-', standard input must "
                             "hold two hex numbers, not %d" % len(tokens))
    a = _hex_poly(_read_text(args.a, tokens), "A (%s)" % args.a)
    b = _hex_poly(_read_text(args.b, tokens), "B (%s)" % args.b)
    print(format(int(a * b), "x"))
    return 0


def _read_bytes(path, what):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise ValueError("cannot read %s %s: %s" % (what, path,
                                                    e.strerror)) from None


def _write_bytes(path, data):
    with open(path, "wb") as f:
        f.write(data)


def _hex_seed(text, size):
    """The bytes of --seed's hex digits, or a ValueError naming --seed."""
    try:
        seed = bytes.fromhex(text)
    except ValueError:
        raise ValueError("--seed %r is not hexadecimal (%d hex digits, %d "
                         "bytes, expected)" % (text, 2 * size, size)) from None
    if len(seed) != size:
        raise ValueError("--seed has %d bytes, not the %d this KEM takes "
                         "(%d hex digits)" % (len(seed), size, 2 * size))
    return seed


def cmd_kem(args):
    k = kem.get(args.alg)
    if args.action == "keygen":
        if args.seed is not None:
            pk, sk = k.keypair_derand(_hex_seed(args.seed,
                                                k.keypair_seed_size))
        else:
            pk, sk = k.keypair()
        _write_bytes(args.pk, pk)
        _write_bytes(args.sk, sk)
    elif args.action == "encaps":
        ct, ss = k.encaps(_read_bytes(args.pk, "public key"))
        _write_bytes(args.ct, ct)
        if args.ss:
            _write_bytes(args.ss, ss)
        else:
            print(ss.hex())
    else:
        ss = k.decaps(_read_bytes(args.ct, "ciphertext"),
                      _read_bytes(args.sk, "secret key"))
        if args.ss:
            _write_bytes(args.ss, ss)
        else:
            print(ss.hex())
    return 0


def cmd_bench(args):
    from . import bench
    return bench.main(galois=args.galois, as_json=args.json,
                      sizes=args.sizes, quick=args.quick)


def parser():
    p = argparse.ArgumentParser(prog="binpoly", description=(
        "binpoly: binary polynomial arithmetic and the KEMs HQC and BIKE"))
    p.add_argument("--version", action="version",
                   version="binpoly %s" % __version__)
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("info", help="version, CPU class, backends")
    m = sub.add_parser("mul", help="product of two hex polynomials")
    m.add_argument("a", help="file holding A in hex, or - for stdin")
    m.add_argument("b", help="file holding B in hex, or - for stdin")
    k = sub.add_parser("kem", help="HQC / BIKE with key files")
    k.add_argument("action", choices=["keygen", "encaps", "decaps"])
    k.add_argument("--alg", required=True, help="hqc-1, hqc-3, hqc-5, "
                   "bike-l1, bike-l3, bike-l5 (any case)")
    k.add_argument("--pk", help="public key file (keygen writes it, "
                   "encaps reads it)")
    k.add_argument("--sk", help="secret key file (keygen writes it, "
                   "decaps reads it)")
    k.add_argument("--ct", help="ciphertext file (encaps writes, decaps "
                   "reads)")
    k.add_argument("--ss", help="shared secret file (else printed in hex)")
    k.add_argument("--seed", help="keygen: hex seed for a deterministic "
                   "key pair (32 bytes HQC, 64 BIKE)")
    b = sub.add_parser("bench", help="a quick benchmark")
    b.add_argument("--galois", action="store_true",
                   help="products beside galois (pip install galois)")
    b.add_argument("--json", action="store_true", help="JSON output")
    b.add_argument("--quick", action="store_true",
                   help="a smoke run (products up to 10^4 bits, HQC-1 "
                   "and BIKE-L1; about 0.3 s of CPU)")
    b.add_argument("--sizes", type=int, nargs="+",
                   help="product sizes in bits (default 1000 ... 10^6)")
    return p


_NEEDS = {"keygen": ("pk", "sk"), "encaps": ("pk", "ct"),
          "decaps": ("ct", "sk")}


def main(argv=None):
    p = parser()
    args = p.parse_args(argv)
    if args.command == "kem":
        missing = [o for o in _NEEDS[args.action]
                   if getattr(args, o) is None]
        if missing:
            p.error("kem %s needs %s" % (args.action, " and ".join(
                "--" + o for o in missing)))
    run = {"info": cmd_info, "mul": cmd_mul, "kem": cmd_kem,
           "bench": cmd_bench}[args.command]
    try:
        return run(args)
    except (Error, ValueError, TypeError, OSError) as e:
        print("binpoly %s: %s" % (args.command, e), file=sys.stderr)
        return 1
