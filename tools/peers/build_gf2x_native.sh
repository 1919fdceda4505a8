#!/bin/sh
# SPDX-License-Identifier: MIT
#
# Builds gf2x for this CPU (CFLAGS=-march=native -O3, static only) from
# Debian's source package into <build-dir>/gf2x-native/{src,prefix}, for
# bench/large to measure against: the Debian binary package is a generic
# x86-64 build, much slower than gf2x with its hardware-specific code.
#
# Usage: tools/peers/build_gf2x_native.sh <build-dir>
# The result, prefix/lib/libgf2x_native.a, has every global symbol renamed
# with the prefix bpnative_ (bpnative_gf2x_mul, ...), so that a program can
# link it beside Debian's libgf2x and measure both in one run.
# Adds a deb-src entry when there is none (tools/peers/ensure_deb_src.sh;
# needs root for that).  Prints the prefix on success.
set -eu

build=${1:?usage: build_gf2x_native.sh <build-dir>}
mkdir -p "$build"
root=$(cd "$build" && pwd)/gf2x-native
prefix=$root/prefix
if [ -f "$prefix/lib/libgf2x_native.a" ]; then
    echo "$prefix"
    exit 0
fi

"$(dirname "$0")/ensure_deb_src.sh"
mkdir -p "$root/src"
cd "$root/src"
if ! ls -d gf2x-*/ >/dev/null 2>&1; then
    apt-get source -qq gf2x
fi
srcdir=$(ls -d "$root"/src/gf2x-*/ | head -n 1)
cd "$srcdir"
# --enable-hardware-specific-code is gf2x's default; -march=native lets it
# take the PCLMULQDQ/AVX paths of this CPU.
./configure -q --prefix="$prefix" --disable-shared \
    CFLAGS="-march=native -O3" >/dev/null
# (gf2x 1.3 warns about array parameters under recent gcc: the log
# of a failed build is kept, not the warnings of a good one)
make -s -j"$(nproc)" >"$root/build.log" 2>&1 || { cat "$root/build.log" >&2; exit 1; }
make -s install >/dev/null
nm -g --defined-only "$prefix/lib/libgf2x.a" |
    awk 'NF == 3 { print $3 " bpnative_" $3 }' | sort -u > "$root/rename.txt"
objcopy --redefine-syms="$root/rename.txt" "$prefix/lib/libgf2x.a" \
    "$prefix/lib/libgf2x_native.a"
echo "$prefix"
