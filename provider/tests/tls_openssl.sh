#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A real TLS 1.3 handshake between Debian's `openssl s_server` and
# `openssl s_client` on 127.0.0.1 with one binpolyprov group on both sides,
# then a line of application data each way.  Checks: the ServerHello's
# key_share carries the group's code point and a share of the expected
# length (s_client -msg; OpenSSL 3.0 prints no negotiated-group line for
# provider KEM groups), TLSv1.3, and both lines received.  The server takes
# a free port (-accept 0) and serves one connection; the client closes it
# once both lines have crossed; every process runs under `timeout`.
#   tls_openssl.sh <directory of binpolyprov.so> <group> <code point> <server share bytes>
# BP_PRELOAD (ASan builds): the sanitizer runtime to preload into openssl.
# BP_SERVER_PROVIDERS / BP_CLIENT_PROVIDERS: other provider options for
# one side (interoperability with oqs-provider, README.md), by default
# "-provider-path <dir> -provider binpolyprov -provider default".
set -u
dir=$1 group=$2 id=$3 share_len=$4
work=$(mktemp -d)
spid=
cleanup() {
  [ -n "$spid" ] && kill "$spid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
run() {
  if [ -n "${BP_PRELOAD:-}" ]; then
    LD_PRELOAD=$BP_PRELOAD ASAN_OPTIONS=detect_leaks=0 "$@"
  else
    "$@"
  fi
}
fail() {
  echo "FAIL $group: $*"
  for f in server.out client.out; do
    [ -f "$work/$f" ] && { echo "--- $f"; tail -c 3000 "$work/$f"; }
  done
  exit 1
}
prov="-provider-path $dir -provider binpolyprov -provider default"
# Word-split on purpose: each is a list of openssl options.
# shellcheck disable=SC2206
sprov=(${BP_SERVER_PROVIDERS:-$prov})
# shellcheck disable=SC2206
cprov=(${BP_CLIENT_PROVIDERS:-$prov})

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
  -subj /CN=localhost -days 1 -keyout "$work/key.pem" -out "$work/cert.pem" \
  >/dev/null 2>&1 || fail "cannot make a certificate"

tag=$$-$RANDOM$RANDOM
to_server="data-to-server-$tag"
to_client="data-to-client-$tag"

# wait_for <file> <text>: until the file shows the text (at most 15 s).
wait_for() {
  for _ in $(seq 300); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.05
  done
  return 1
}

# The server's input: once the client's line has arrived, its answer; the
# input stays open until the client has closed the connection (an input
# that ends first would make s_server drop it without a close_notify).
(
  wait_for "$work/server.out" "$to_server"
  echo "$to_client"
  wait_for "$work/server.out" "CONNECTION CLOSED"
) | run timeout 30 openssl s_server "${sprov[@]}" -accept 127.0.0.1:0 \
      -naccept 1 -tls1_3 -groups "$group" -cert "$work/cert.pem" \
      -key "$work/key.pem" >"$work/server.out" 2>&1 &
spid=$!

port=
for _ in $(seq 200); do
  port=$(sed -n 's/^ACCEPT .*:\([0-9][0-9]*\)$/\1/p' "$work/server.out" 2>/dev/null | head -n1)
  [ -n "$port" ] && break
  kill -0 "$spid" 2>/dev/null || fail "s_server exited"
  sleep 0.05
done
[ -n "$port" ] || fail "s_server printed no port"

# The client's input: its line, then, once the server's has arrived, its
# end, on which s_client closes the connection (close_notify) and exits.
(
  echo "$to_server"
  wait_for "$work/client.out" "$to_client"
) | run timeout 30 openssl s_client "${cprov[@]}" \
  -connect "127.0.0.1:$port" -tls1_3 -groups "$group" -msg \
  >"$work/client.out" 2>&1 || fail "s_client failed"
wait "$spid" || fail "s_server failed"
spid=

grep -q "TLSv1.3" "$work/client.out" || fail "not TLS 1.3"
grep -q "$to_server" "$work/server.out" || fail "the server did not get the client's data"
grep -q "$to_client" "$work/client.out" || fail "the client did not get the server's data"
# The ServerHello in hex; its key_share extension: 0033, length, group,
# share length, share.
hello=$(awk '/<<< .*ServerHello/ {on=1; next} /^(<<<|>>>)/ {on=0} on' \
  "$work/client.out" | tr -cd '0-9a-f')
ext=$(printf '0033%04x%04x%04x' $((share_len + 4)) "$id" "$share_len")
[[ "$hello" == *"$ext"* ]] || fail "no key_share for group $id with a $share_len-byte share in the ServerHello"
echo "$group: TLS 1.3 handshake with group $id ($share_len-byte server share), data both ways"
