#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_install.sh <build dir> <source dir>
# Installs the build into a temporary prefix, then builds the README's
# example against it as README.md, "Installing and linking", says:
#  - pkg-config, shared: without an rpath the program must not start
#    (libbinpoly.so.0 not found), with LD_LIBRARY_PATH or
#    -Wl,-rpath it runs;
#  - pkg-config, static (the archive named): no libbinpoly.so needed;
#  - CMake find_package(binpoly): binpoly::binpoly (static) and
#    binpoly::binpoly_shared (shared, RUNPATH in the build tree).
# Runs each program; readelf checks which library each one loads.  Exit 77
# (ctest: skipped) without pkg-config, once the CMake consumers have run.
set -euo pipefail
build="$1"; src="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
pcdir=$(dirname "$(find "$tmp/prefix" -name binpoly.pc)")
export PKG_CONFIG_PATH="$pcdir"
ex="$(cd "$src" && pwd)/examples/mul_example.c"

# needs_shared PROGRAM: whether it loads libbinpoly.so.0
needs_shared() { [[ $(readelf -d "$1") == *NEEDED*libbinpoly.so.0* ]]; }
# static_only PROGRAM: fails unless the program is free of libbinpoly.so
static_only() {
  if needs_shared "$1"; then
    echo "FAIL: $1 loads libbinpoly.so.0"
    return 1
  fi
}

if command -v pkg-config >/dev/null; then
  libdir=$(pkg-config --variable=libdir binpoly)
  cc "$ex" $(pkg-config --cflags --libs binpoly) -o "$tmp/ex_shared"
  needs_shared "$tmp/ex_shared"
  if "$tmp/ex_shared" >/dev/null 2>"$tmp/err"; then
    echo "FAIL: linked without an rpath, the program found libbinpoly.so.0" \
         "(is another copy in the loader's search path?)"
    exit 1
  fi
  grep -q "libbinpoly.so.0: cannot open shared object file" "$tmp/err"
  LD_LIBRARY_PATH="$libdir" "$tmp/ex_shared"
  cc "$ex" $(pkg-config --cflags --libs binpoly) -Wl,-rpath,"$libdir" \
     -o "$tmp/ex_rpath"
  "$tmp/ex_rpath"
  cc "$ex" $(pkg-config --cflags binpoly) "$libdir/libbinpoly.a" \
     -o "$tmp/ex_static"
  static_only "$tmp/ex_static"
  "$tmp/ex_static"
fi
mkdir -p "$tmp/cm"
cat > "$tmp/cm/CMakeLists.txt" <<CM
cmake_minimum_required(VERSION 3.16)
project(consumer C)
find_package(binpoly REQUIRED)
add_executable(ex_static "$ex")
target_link_libraries(ex_static PRIVATE binpoly::binpoly)
add_executable(ex_shared "$ex")
target_link_libraries(ex_shared PRIVATE binpoly::binpoly_shared)
CM
cmake -S "$tmp/cm" -B "$tmp/cm/build" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/cm/build" >/dev/null
static_only "$tmp/cm/build/ex_static"
"$tmp/cm/build/ex_static"
needs_shared "$tmp/cm/build/ex_shared"
"$tmp/cm/build/ex_shared"
if ! command -v pkg-config >/dev/null; then
  echo "install: find_package consumers built and ran; pkg-config not installed: the pkg-config consumers skipped"
  exit 77
fi
echo "install: pkg-config (shared: no rpath fails, LD_LIBRARY_PATH and rpath run; static) and find_package (binpoly::binpoly, binpoly::binpoly_shared) consumers built and ran"
