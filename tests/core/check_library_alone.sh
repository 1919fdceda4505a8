#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_library_alone.sh <source dir> <work dir>
# README.md, "Installing and linking": -DBINPOLY_TESTS=OFF
# -DBINPOLY_BENCH=OFF -DBINPOLY_PROVIDER=OFF builds the library alone.  Configures such a build
# and fails if it has any target but the library's (the tuning tools, a
# benchmark or a test program).
set -euo pipefail
src=$1
work=$2
rm -rf "$work"
cmake -S "$src" -B "$work" -DBINPOLY_TESTS=OFF -DBINPOLY_BENCH=OFF \
  -DBINPOLY_PROVIDER=OFF \
  -DCMAKE_BUILD_TYPE=Release > "$work.configure.log" 2>&1 ||
  { cat "$work.configure.log"; exit 1; }
# The build's targets (the help of the generated Makefile lists them, and
# the single object files, with a "/" or a .o/.i/.s suffix) but CMake's
# own and the library's (binpoly, binpoly_shared, their bp_* objects).
extra=$(cmake --build "$work" --target help | sed -n 's/^\.\.\. //p' |
        sed 's/ .*//' | grep -vE '/|\.[ois]$' |
        grep -vE '^(all|clean|depend|edit_cache|rebuild_cache|install|install/local|install/strip|list_install_components|binpoly|binpoly_shared|bp_[a-z0-9_]+)$' || true)
if [ -n "$extra" ]; then
  echo "FAIL: -DBINPOLY_TESTS=OFF -DBINPOLY_BENCH=OFF -DBINPOLY_PROVIDER=OFF builds more than the library:"
  echo "$extra"
  exit 1
fi
echo "library alone: only binpoly, binpoly_shared and their object libraries"
