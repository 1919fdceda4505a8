#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_two_copies.sh <source dir> <work dir> <cc> <nm> <objcopy>
#                            <libbinpoly.a of this build>
# Two namespaced static copies of the library in one program:
#  - copy a: the library configured with -DBINPOLY_NAMESPACE=bpA
#    -DBINPOLY_NO_OS_RANDOM=ON -DBINPOLY_KEYGEN_PCT=ON (portable backend
#    only), built by CMake as an integrator would;
#  - copy b: this build's libbinpoly.a renamed bpB by the same script the
#    option runs (cmake/bp_namespace.cmake).
# Checks with nm that each copy defines only its own prefixed names and
# that copy a calls no OS generator (getrandom undefined in b, absent from
# a), then links both into two_copies/main.c and runs it.
set -euo pipefail
src="$1"; work="$2"; cc="$3"; nm="$4"; objcopy="$5"; lib="$6"
rm -rf "$work"
mkdir -p "$work/b/generated"
cmake -S "$src" -B "$work/a" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DBINPOLY_NAMESPACE=bpA \
  -DBINPOLY_NO_OS_RANDOM=ON -DBINPOLY_KEYGEN_PCT=ON \
  -DBINPOLY_PORTABLE_ONLY=ON >"$work/a.log"
cmake --build "$work/a" --target binpoly -j "$(nproc)" >>"$work/a.log" || {
  cat "$work/a.log"; exit 1; }
liba="$work/a/libbinpoly.a"
cp "$lib" "$work/b/libbinpoly.a"
cmake -DNM="$nm" -DOBJCOPY="$objcopy" -DARCHIVE="$work/b/libbinpoly.a" \
  -DPREFIX=bpB_ -DHEADER="$work/b/generated/binpoly_namespace.h" \
  -P "$src/cmake/bp_namespace.cmake"

for c in a b; do
  P=bp${c^^}_
  archive="$work/$c/libbinpoly.a"
  bad=$("$nm" -g --defined-only "$archive" |
        awk 'NF == 3 { print $3 }' | grep -v "^$P" |
        grep -Ev '^__x86\.get_pc_thunk\.' || true)
  if [ -n "$bad" ]; then
    echo "FAIL: copy $c defines names without $P:"; echo "$bad" | head; exit 1
  fi
  n=$(grep -c "^#define binpoly_" "$work/$c/generated/binpoly_namespace.h")
  echo "copy $c: every global symbol $P*, $n public functions renamed"
done
# (whole listings first: grep -q closing the pipe early would fail nm)
undef_a=$("$nm" -u "$liba"); undef_b=$("$nm" -u "$work/b/libbinpoly.a")
if grep -qw getrandom <<<"$undef_a"; then
  echo "FAIL: copy a, built with BINPOLY_NO_OS_RANDOM, calls getrandom"; exit 1
fi
grep -qw getrandom <<<"$undef_b" || {
  echo "FAIL: copy b does not call getrandom (is the nm check blind?)"; exit 1; }

here="$src/tests/core/two_copies"
inc=(-I"$src/include" -I"$here" -I"$src/tests/support")
"$cc" -std=c11 -Wall -Wextra -Werror -c "$here/copy.c" -DCOPY=copy_a \
  -include "$work/a/generated/binpoly_namespace.h" "${inc[@]}" -o "$work/copy_a.o"
"$cc" -std=c11 -Wall -Wextra -Werror -c "$here/copy.c" -DCOPY=copy_b \
  -include "$work/b/generated/binpoly_namespace.h" "${inc[@]}" -o "$work/copy_b.o"
"$cc" -std=c11 -Wall -Wextra -Werror -c "$here/main.c" "${inc[@]}" \
  -o "$work/main.o"
"$cc" "$work/main.o" "$work/copy_a.o" "$work/copy_b.o" "$liba" \
  "$work/b/libbinpoly.a" -lpthread -o "$work/two_copies"
"$work/two_copies"
