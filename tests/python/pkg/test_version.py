# SPDX-License-Identifier: MIT
"""The package's version comes from the C library's one place: the
installed distribution's version (pyproject.toml reads CMakeLists.txt's
project() line), binpoly.__version__ and binpoly_version() agree."""
import importlib.metadata
import re

import binpoly


def test_version_agrees():
    assert re.fullmatch(r"\d+\.\d+\.\d+", binpoly.__version__)
    assert binpoly.__version__ == binpoly.library_version()
    assert binpoly.__version__ == importlib.metadata.version("binpoly")
