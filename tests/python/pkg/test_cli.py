# SPDX-License-Identifier: MIT
"""The `binpoly` console script end to end (subprocesses, files, stdin),
and the issue's done-means one-liner from a foreign directory with no
environment variables."""
import os
import shutil
import subprocess
import sys

import pytest

from binpoly import Poly

BIN = shutil.which("binpoly", path=os.path.dirname(sys.executable)) or \
    shutil.which("binpoly")


def run(*args, stdin=None, cwd=None):
    return subprocess.run([BIN, *args], input=stdin, capture_output=True,
                          text=True, cwd=cwd)


def test_script_installed():
    assert BIN is not None


def test_import_from_anywhere(tmp_path):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    r = subprocess.run([sys.executable, "-c", "import binpoly; "
                        "print(binpoly.Poly('x^3+x+1') ** 2)"],
                       capture_output=True, text=True, cwd=tmp_path, env=env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "x^6 + x^2 + 1"


def test_info():
    r = run("info")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "binpoly 0.1.0" in out and "cpu: " in out
    assert "backend: " in out and "backends available: " in out
    assert "portable" in out


def test_mul(tmp_path):
    a, b = Poly.random(5000), Poly.random(3000)
    fa, fb = tmp_path / "a.hex", tmp_path / "b.hex"
    fa.write_text("0x%x\n" % int(a))
    fb.write_text("%x" % int(b))
    r = run("mul", str(fa), str(fb))
    assert r.returncode == 0, r.stderr
    assert int(r.stdout, 16) == int(a * b)
    r = run("mul", "-", "-", stdin="%x\n%x\n" % (int(a), int(b)))
    assert int(r.stdout, 16) == int(a * b)
    r = run("mul", str(fa), "-", stdin="b")
    assert int(r.stdout, 16) == int(a * Poly(0xb))
    r = run("mul", str(fa), "-", stdin="zz")
    assert r.returncode == 1 and "not hexadecimal" in r.stderr
    r = run("mul", str(tmp_path / "missing"), str(fb))
    assert r.returncode == 1 and "binpoly mul" in r.stderr


@pytest.mark.parametrize("alg", ["hqc-1", "BIKE-L1"])
def test_kem_files(tmp_path, alg):
    pk, sk, ct, ss = (str(tmp_path / n) for n in ("pk", "sk", "ct", "ss"))
    assert run("kem", "keygen", "--alg", alg, "--pk", pk,
               "--sk", sk).returncode == 0
    r = run("kem", "encaps", "--alg", alg, "--pk", pk, "--ct", ct)
    assert r.returncode == 0, r.stderr
    ss_hex = r.stdout.strip()
    assert len(ss_hex) == 64
    r = run("kem", "decaps", "--alg", alg, "--ct", ct, "--sk", sk,
            "--ss", ss)
    assert r.returncode == 0, r.stderr
    assert open(ss, "rb").read().hex() == ss_hex
    # a truncated public key: a clear error, exit 1
    with open(pk, "r+b") as f:
        f.truncate(100)
    r = run("kem", "encaps", "--alg", alg, "--pk", pk, "--ct", ct)
    assert r.returncode == 1 and "public_key must be" in r.stderr


def test_kem_deterministic_keygen(tmp_path):
    out = []
    for i in range(2):
        pk, sk = str(tmp_path / ("pk%d" % i)), str(tmp_path / ("sk%d" % i))
        r = run("kem", "keygen", "--alg", "hqc-3", "--pk", pk, "--sk", sk,
                "--seed", "00" * 32)
        assert r.returncode == 0, r.stderr
        out.append(open(pk, "rb").read() + open(sk, "rb").read())
    assert out[0] == out[1]


def test_usage_errors(tmp_path):
    assert run("kem", "keygen", "--alg", "hqc-2", "--pk", "x",
               "--sk", "y").returncode == 1
    r = run("kem", "encaps", "--alg", "hqc-1")
    assert r.returncode == 2 and "--pk" in r.stderr
    assert run("frobnicate").returncode == 2
    assert run().returncode == 2


def test_bench_quick():
    r = run("bench", "--quick")
    assert r.returncode == 0, r.stderr
    assert "| 1000 |" in r.stdout and "HQC-1 | encaps" in r.stdout
    assert "BIKE-L1 | decaps" in r.stdout and "HQC-5" not in r.stdout
    assert " -" not in r.stdout  # no negative time


def test_bench_overhead_never_negative():
    import json
    r = run("bench", "--quick", "--json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)["kems"]
    assert rows
    for row in rows:
        o = row["overhead_s"]
        assert o is None or o > row["noise_s"] >= 0, row
