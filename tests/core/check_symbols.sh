#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_symbols.sh shared <nm> <libbinpoly.so>
#        check_symbols.sh static <nm> <libbinpoly.a>
# shared: every symbol the shared library exports (nm -D --defined-only)
# is binpoly_*, so that the library cannot clash with, or be interposed
# by, another one in the process.  static: every global symbol the archive
# defines (nm -g --defined-only) is bp_* or binpoly_*: an embedder linking
# it statically meets no other name.  Allowed besides: i686's
# __x86.get_pc_thunk.* (the compiler's PIC helpers, hidden and merged
# across objects, not ours to name).  Prints the offenders and fails.
set -euo pipefail
kind="$1"; nm="$2"; lib="$3"
case "$kind" in
  shared) listing=$("$nm" -D --defined-only "$lib"); allowed='^binpoly_' ;;
  static) listing=$("$nm" -g --defined-only "$lib"); allowed='^(bp_|binpoly_)' ;;
  *) echo "unknown kind $kind"; exit 2 ;;
esac
# "<address> <type> <name>" lines; member headers and blanks dropped
names=$(awk 'NF == 3 { print $3 } NF == 2 && $1 ~ /^[A-Za-z]$/ { print $2 }' \
        <<<"$listing" | sort -u)
count=$(grep -c . <<<"$names" || true)
if [ "$count" -lt 10 ]; then
  echo "FAIL: only $count symbols in $lib (is it the library?)"
  exit 1
fi
bad=$(grep -Ev "$allowed" <<<"$names" | grep -Ev '^__x86\.get_pc_thunk\.' || true)
if [ -n "$bad" ]; then
  echo "FAIL: $lib ($kind) defines symbols outside $allowed:"
  echo "$bad"
  exit 1
fi
echo "$lib ($kind): $count symbols, all $allowed"
