#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_install.sh <build dir> <source dir>
# Installs the build into a temporary prefix, then builds the README's
# example against it twice: with pkg-config (static and shared) and with a
# CMake project using find_package(binpoly); runs each.
set -euo pipefail
build="$1"; src="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
pcdir=$(dirname "$(find "$tmp/prefix" -name binpoly.pc)")
export PKG_CONFIG_PATH="$pcdir"
if command -v pkg-config >/dev/null; then
  libdir=$(pkg-config --variable=libdir binpoly)
  cc $(pkg-config --cflags binpoly) "$src/examples/mul_example.c" \
     $(pkg-config --libs binpoly) -Wl,-rpath,"$libdir" -o "$tmp/ex_shared"
  "$tmp/ex_shared"
  cc $(pkg-config --cflags binpoly) "$src/examples/mul_example.c" \
     "$libdir/libbinpoly.a" -lpthread -o "$tmp/ex_static"
  "$tmp/ex_static"
else
  echo "(pkg-config not installed: pkg-config check skipped)"
fi
mkdir -p "$tmp/cm"
cat > "$tmp/cm/CMakeLists.txt" <<CM
cmake_minimum_required(VERSION 3.16)
project(consumer C)
find_package(binpoly REQUIRED)
add_executable(ex "$src/examples/mul_example.c")
target_link_libraries(ex PRIVATE binpoly::binpoly)
CM
cmake -S "$tmp/cm" -B "$tmp/cm/build" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/cm/build" >/dev/null
"$tmp/cm/build/ex"
echo "install: pkg-config and find_package consumers built and ran"
