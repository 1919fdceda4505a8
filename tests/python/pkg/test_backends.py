# SPDX-License-Identifier: MIT
"""The package on every backend the C library lists: backend_check.py
(independent pure-Python references) in a subprocess per backend this
CPU runs, with BINPOLY_BACKEND set (the C library picks its backend once
per process); a backend the CPU cannot run, or a name the build lacks,
must make every call fail with BackendError."""
import os
import subprocess
import sys

import pytest

import binpoly

HERE = os.path.dirname(os.path.abspath(__file__))


def run_forced(backend, code=None):
    env = dict(os.environ, BINPOLY_BACKEND=backend)
    cmd = [sys.executable]
    cmd += ["-c", code] if code else [os.path.join(HERE, "backend_check.py")]
    return subprocess.run(cmd, env=env, capture_output=True, text=True,
                          cwd=HERE)


def test_backend_list_from_the_library():
    assert binpoly.BACKENDS[0] == "portable"
    assert len(set(binpoly.BACKENDS)) == len(binpoly.BACKENDS)
    assert binpoly.backend() in binpoly.backends_available()
    assert set(binpoly.backends_available()) <= set(binpoly.BACKENDS)


@pytest.mark.parametrize("backend", binpoly.BACKENDS)
def test_each_backend(backend):
    if backend not in binpoly.backends_available():
        run = run_forced(backend, "import binpoly; binpoly.Poly(3) * 5")
        assert run.returncode != 0 and "BackendError" in run.stderr
        pytest.skip("this CPU cannot run %s (checked that it is refused)"
                    % backend)
    run = run_forced(backend)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "%s: " % backend in run.stdout and "checks passed" in run.stdout


def test_unknown_backend_refused():
    run = run_forced("no-such-backend",
                     "import binpoly; print(binpoly.backend())")
    assert run.returncode != 0 and "BackendError" in run.stderr
