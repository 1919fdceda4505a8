# SPDX-License-Identifier: MIT
"""cffi builder of the extension binpoly._native (API mode: the C
compiler checks every declaration against the real headers).

The declarations are the public headers' own, not a copy: make_cdef()
runs the C compiler's preprocessor over include/binpoly.h and
include/binpoly/*.h (with empty stand-ins for <stddef.h> and <stdint.h>,
whose types cffi knows, and without attributes), which expands the
headers' macros (the per-level KEM declarations) and drops comments and
preprocessor lines; the integer macros named BINPOLY_* become cffi
constants (`#define NAME ...`), the string ones `static char *const`
constants.  A function added to a public header is in the extension at
the next build.

Run by python/CMakeLists.txt at build time:
    python _build_ffi.py OUT.c CC INCLUDE_DIR
writes the extension's C source, which CMake compiles and links against
the static libbinpoly.  Not imported at run time.

cffi releases the GIL around every call into C, so products, divisions,
KEM operations and the conversions done in C run without it."""
import glob
import os
import re
import subprocess
import sys
import tempfile

import cffi

# The system headers the public headers include: empty stand-ins, since
# cffi knows size_t and the uintN_t types.
STANDARD_HEADERS = ("stddef.h", "stdint.h")
_MACRO = re.compile(r"#define (BINPOLY_\w+) (.+)")


def public_headers(include_dir):
    """include/binpoly.h, then include/binpoly/*.h by name."""
    return ([os.path.join(include_dir, "binpoly.h")] +
            sorted(glob.glob(os.path.join(include_dir, "binpoly", "*.h"))))


def _preprocess(cc, include_dir, flags):
    headers = public_headers(include_dir)
    src = "".join('#include "%s"\n' % h for h in headers)
    with tempfile.TemporaryDirectory() as tmp:
        for h in STANDARD_HEADERS:
            open(os.path.join(tmp, h), "w").close()
        cmd = [cc, "-E", "-x", "c", "-nostdinc", "-I", tmp,
               "-I", include_dir, "-D__attribute__(x)=", *flags, "-"]
        return subprocess.run(cmd, input=src, capture_output=True,
                              text=True, check=True).stdout


def make_cdef(cc, include_dir):
    """The cdef of every public declaration and BINPOLY_* constant."""
    decls = _preprocess(cc, include_dir, ["-P"])
    consts = []
    for line in _preprocess(cc, include_dir, ["-dM"]).splitlines():
        m = _MACRO.fullmatch(line.strip())
        if m is None or m.group(1) == "BINPOLY_API":
            continue
        if m.group(2).startswith('"'):
            consts.append("static char *const %s;" % m.group(1))
        else:
            consts.append("#define %s ..." % m.group(1))
    return "\n".join(sorted(consts)) + "\n" + decls


def make_ffi(cc, include_dir):
    """The FFI object of binpoly._native."""
    ffi = cffi.FFI()
    ffi.cdef(make_cdef(cc, include_dir))
    ffi.set_source("binpoly._native", "".join(
        "#include <%s>\n" % os.path.relpath(h, include_dir)
        for h in public_headers(include_dir)))
    return ffi


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: _build_ffi.py OUT.c CC INCLUDE_DIR")
    make_ffi(sys.argv[2], sys.argv[3]).emit_c_code(sys.argv[1])
