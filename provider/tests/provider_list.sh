#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `openssl list` loads binpolyprov and shows each of its algorithms as a
# KEM and as a key manager of that provider.
#   provider_list.sh <directory of binpolyprov.so> <algorithm>...
# BP_PRELOAD (ASan builds): the sanitizer runtime the stock openssl needs
# preloaded to load an instrumented module.
set -u
dir=$1
shift
run() {
  if [ -n "${BP_PRELOAD:-}" ]; then
    LD_PRELOAD=$BP_PRELOAD ASAN_OPTIONS=detect_leaks=0 "$@"
  else
    "$@"
  fi
}
fail=0
for what in -kem-algorithms -key-managers; do
  out=$(run openssl list "$what" -provider-path "$dir" -provider binpolyprov 2>&1)
  if [ $? -ne 0 ]; then
    echo "FAIL: openssl list $what:"; echo "$out"; exit 1
  fi
  for alg in "$@"; do
    # KEMs print "  name @ provider"; key managers "Name: ..." blocks with
    # "IDs: name" and "@ provider".
    if ! grep -Eq "(^|[ {,])$alg( @ binpolyprov|[ ,}]|\$)" <<<"$out"; then
      echo "FAIL: openssl list $what does not show $alg"; fail=1
    fi
  done
done
[ $fail -eq 0 ] && echo "openssl list shows the $# algorithms of binpolyprov"
exit $fail
