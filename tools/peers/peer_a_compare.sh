#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tools/peers/peer_a_compare.sh PEER_SRC BUILD [BITS ...]
#
# binpoly against the Robert-Veron paper's best AVX-512 program on this
# CPU ("peer A", BENCHMARKS.md): builds its recursive Karatsuba with the
# 512-bit schoolbook-Karatsuba leaf (fonctions.c of its KaratRec folder,
# -O3 -march=native -DKARAT512_SB) from PEER_SRC, a checkout of
#   git clone -b update https://github.com/arithcrypto/AVX512PolynomialMultiplication
# links it with tools/peers/peer_a_compare.c and BUILD's libbinpoly.a (a
# Release build), and runs the comparison at each size: dependent calls
# below 8192 bits, single calls from there on.  Default sizes: those of
# BENCHMARKS.md.  Run it on an otherwise idle machine; the ratio is the
# result.
set -eu
src=${1:?usage: peer_a_compare.sh PEER_SRC BUILD [BITS ...]}
build=${2:?usage: peer_a_compare.sh PEER_SRC BUILD [BITS ...]}
shift 2
[ $# -gt 0 ] || set -- 1024 2048 4096 8192 16384 32768 65536 131072
here=$(cd "$(dirname "$0")" && pwd)
out=$build/peer_a
mkdir -p "$out"
cc=${CC:-gcc}
$cc -O3 -march=native -DKARAT512_SB -DSIZE_N=1024 \
    -c "$src/Karatsuba/KaratRec/fonctions.c" -o "$out/peer_a.o"
$cc -O2 -march=native "$here/peer_a_compare.c" "$out/peer_a.o" \
    -I "$here/../../include" -I "$build/generated" "$build/libbinpoly.a" \
    -lpthread -lm -o "$out/peer_a_compare"
for bits in "$@"; do
  if [ "$bits" -lt 8192 ]; then
    "$out/peer_a_compare" "$bits" dependent
  else
    "$out/peer_a_compare" "$bits"
  fi
done
