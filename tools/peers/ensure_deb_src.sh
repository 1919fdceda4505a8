#!/bin/sh
# SPDX-License-Identifier: MIT
#
# Makes `apt-get source` work: when apt has no deb-src entry, adds one for
# the archive and suites the machine's binary entries use (the deb822
# debian.sources or sources.list) and runs `apt-get update`.  Needs root
# for that; does nothing when a deb-src entry exists.
# Usage: tools/peers/ensure_deb_src.sh
set -eu

if grep -rqs '^deb-src\|^Types:.*deb-src' /etc/apt/sources.list \
        /etc/apt/sources.list.d/; then
    exit 0
fi
deb822=/etc/apt/sources.list.d/debian.sources
if [ -f "$deb822" ]; then
    sed 's/^Types: deb$/Types: deb-src/' "$deb822" \
        > /etc/apt/sources.list.d/binpoly-deb-src.sources
else
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list \
        > /etc/apt/sources.list.d/binpoly-deb-src.list
fi
apt-get update -qq
