# SPDX-License-Identifier: MIT
"""python -m binpoly: the binpoly command."""
from .cli import main

raise SystemExit(main())
