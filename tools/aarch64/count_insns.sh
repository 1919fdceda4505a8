#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Guest instruction counts of whole operations under qemu-aarch64 (user
# mode), for binpoly's AArch64 build (each backend asked for), gf2x for
# arm64 (Debian's binary package: generic C) and liboqs' BIKE and HQC
# cross-built for aarch64: products of 1024-131072 bits and of the KEM
# sizes, BIKE-L1's ring inversion, the NIST fields' product, square and
# inversion, and keygen / encaps / decaps of HQC-1/3/5 and BIKE-L1/L3/L5.
# Counts, not timings: every instruction counts one
# (a PMULL as much as an EOR), and no cache or pipeline is modelled.
#
# Usage: tools/aarch64/count_insns.sh <binpoly-aarch64-build> <scratch-dir>
#   <binpoly-aarch64-build>: a CMake build folder of binpoly for aarch64
#     (configured with the aarch64 toolchain file); libbinpoly.a is built
#     in it when missing.  If the folder does not exist it is configured
#     from this checkout with cmake/toolchains/aarch64-linux-gnu.cmake.
#   <scratch-dir>: outside the repository; receives the plugin, the peers,
#     the drivers and the results (table.md, counts.tsv).
# Environment (all optional):
#   BACKENDS    binpoly backends, in BINPOLY_BACKEND's names; "auto" leaves
#               the choice to binpoly (default "auto portable").  The first
#               is the one the ratio columns compare with.
#   QEMU_CPU    qemu's -cpu (default max: PMULL, SHA3, SVE2 all present)
#   REPS_MUL    repetitions per product / inversion count (default 3)
#   REPS_KEM    repetitions per KEM operation count (default 2)
#   JOBS        qemu runs in parallel (default 2)
#   MUL_BITS, KEMS, FIELDS  the product sizes (bits; with them BIKE-L1's
#               ring inversion), KEMs and NIST fields (m: product, square
#               and inversion) counted (defaults: all of them; empty: none)
#   PEERS       the peers to count (default "gf2x oqs"; empty: binpoly
#               only, for a quick look at a backend change)
#   LIBOQS_SRC  liboqs source: a checkout, or a git directory whose HEAD is
#               taken (default: a clone of github.com/open-quantum-safe/liboqs)
#   QEMU_SRC    an unpacked qemu source of the installed qemu-user's version
#               (default: `apt-get source --download-only qemu`, needs a
#               deb-src entry: tools/peers/ensure_deb_src.sh adds one)
# Needs: gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user cmake gcc
# libglib2.0-dev (the plugin), and root for `dpkg --add-architecture arm64`
# when libgf2x3:arm64 has to be downloaded.
#
# Method: each measured operation runs in a driver (tools/aarch64/drv_*.c)
# that sets it up, runs it once to warm up, then `reps` more times.  The
# count of a run with reps = R minus that of a run with reps = 0, divided
# by R, is one operation's (start-up, set-up, warm-up and checks cancel
# out).  Counts come from qemu's own "insn" plugin (tests/plugin/insn.c of
# the installed qemu's source, inline counting), built here with gcc
# against that source's include/qemu/qemu-plugin.h.  Where one operation's
# instructions go, per function: tools/aarch64/profile_insns.sh on the same
# scratch folder.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:?usage: count_insns.sh <binpoly-aarch64-build> <scratch-dir>}
mkdir -p "${2:?usage: count_insns.sh <binpoly-aarch64-build> <scratch-dir>}"
scratch=$(cd "$2" && pwd)
BACKENDS=${BACKENDS:-auto portable}
QEMU_CPU=${QEMU_CPU:-max}
REPS_MUL=${REPS_MUL:-3}
REPS_KEM=${REPS_KEM:-2}
JOBS=${JOBS:-2}
PEERS=${PEERS-gf2x oqs}
peer() { case " $PEERS " in *" $1 "*) return 0 ;; esac; return 1; }
cc=aarch64-linux-gnu-gcc
sysroot=/usr/aarch64-linux-gnu
log() { echo "count_insns: $*" >&2; }

# ---- the insn plugin, from the installed qemu's source
plugin=$scratch/plugin/libinsn.so
if [ ! -f "$plugin" ]; then
    mkdir -p "$scratch/plugin"
    if [ -z "${QEMU_SRC:-}" ]; then
        log "qemu source (apt-get source --download-only qemu)"
        "$repo/tools/peers/ensure_deb_src.sh"
        (cd "$scratch/plugin" && apt-get source -qq --download-only qemu)
        QEMU_SRC=$scratch/plugin/qemu-src
        mkdir -p "$QEMU_SRC"
        tar -xJf "$(ls "$scratch"/plugin/qemu_*.orig.tar.xz | head -n 1)" \
            -C "$QEMU_SRC" --strip-components=1 --wildcards \
            '*/tests/plugin/insn.c' '*/include/qemu/qemu-plugin.h'
    fi
    # shellcheck disable=SC2046
    gcc -O2 -shared -fPIC -I"$QEMU_SRC/include/qemu" \
        $(pkg-config --cflags glib-2.0) "$QEMU_SRC/tests/plugin/insn.c" \
        -o "$plugin" $(pkg-config --libs glib-2.0)
fi

# ---- gf2x for arm64: Debian's binary package, unpacked
gf2x=$scratch/gf2x-arm64
if peer gf2x && [ ! -f "$gf2x/usr/include/gf2x.h" ]; then
    log "gf2x: Debian's libgf2x3:arm64 and libgf2x-dev:arm64"
    if ! dpkg --print-foreign-architectures | grep -qx arm64; then
        dpkg --add-architecture arm64
        apt-get update -qq
    fi
    mkdir -p "$gf2x"
    (cd "$scratch" && apt-get download -qq libgf2x3:arm64 libgf2x-dev:arm64)
    for deb in "$scratch"/libgf2x3_*_arm64.deb "$scratch"/libgf2x-dev_*_arm64.deb; do
        dpkg-deb -x "$deb" "$gf2x"
    done
fi

# ---- liboqs, BIKE and HQC only, cross-built with its own arm64 toolchain
oqs=$scratch/liboqs
if peer oqs && [ ! -f "$oqs/build/lib/liboqs.a" ]; then
    log "liboqs: cross build, BIKE and HQC only"
    rm -rf "$oqs/src"
    mkdir -p "$oqs/src"
    src=${LIBOQS_SRC:-}
    if [ -z "$src" ]; then
        git clone -q --depth 1 https://github.com/open-quantum-safe/liboqs \
            "$oqs/src"
    elif [ ! -e "$src/.git" ] &&
         git --git-dir="$src" rev-parse -q --verify HEAD >/dev/null 2>&1; then
        git --git-dir="$src" archive HEAD | tar -x -C "$oqs/src"
        git --git-dir="$src" rev-parse HEAD > "$oqs/src/COMMIT"
    else
        cp -a "$src/." "$oqs/src/"
    fi
    [ -f "$oqs/src/COMMIT" ] || git -C "$oqs/src" rev-parse HEAD > "$oqs/src/COMMIT"
    cmake -S "$oqs/src" -B "$oqs/build" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$oqs/src/.CMake/toolchain_arm64.cmake" \
        -DOQS_USE_OPENSSL=OFF -DOQS_BUILD_ONLY_LIB=ON \
        -DOQS_MINIMAL_BUILD="KEM_hqc_1;KEM_hqc_3;KEM_hqc_5;KEM_bike_l1;KEM_bike_l3;KEM_bike_l5" \
        >"$oqs/configure.log"
    nice -n 10 cmake --build "$oqs/build" -j"$JOBS" >"$oqs/build.log"
fi

# ---- binpoly for aarch64
if [ ! -f "$build/CMakeCache.txt" ]; then
    log "binpoly: configuring $build"
    cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$repo/cmake/toolchains/aarch64-linux-gnu.cmake" \
        -DBINPOLY_TESTS=OFF -DBINPOLY_BENCH=OFF >/dev/null
fi
nice -n 10 cmake --build "$build" -j"$JOBS" --target binpoly >/dev/null
bp_src=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$build/CMakeCache.txt")
bp_commit=$(git -C "$bp_src" describe --always --dirty 2>/dev/null ||
            echo "source $bp_src")

# ---- the drivers
drv=$scratch/drivers
mkdir -p "$drv"
common=("$here/drv_main.c" "$here/drv_poly.c")
cflags=(-O2 -Wall -Wextra -I"$here")
$cc "${cflags[@]}" -I"$bp_src/include" -static -o "$drv/binpoly" \
    "${common[@]}" "$here/drv_kem.c" "$here/drv_binpoly.c" \
    "$build/libbinpoly.a" -lpthread
versions="binpoly: $bp_commit ($build)"
if peer gf2x; then
    gf2x_lib=$gf2x/usr/lib/aarch64-linux-gnu
    $cc "${cflags[@]}" -I"$gf2x/usr/include" -o "$drv/gf2x" \
        "${common[@]}" "$here/drv_gf2x.c" -L"$gf2x_lib" \
        -Wl,-rpath,"$gf2x_lib" -lgf2x
    versions="$versions; gf2x: Debian libgf2x3:arm64 $(ls "$scratch"/libgf2x3_*_arm64.deb |
        sed 's/.*libgf2x3_\(.*\)_arm64.deb/\1/')"
fi
if peer oqs; then
    $cc "${cflags[@]}" -I"$oqs/build/include" -static -o "$drv/oqs" \
        "${common[@]}" "$here/drv_kem.c" "$here/drv_oqs.c" \
        "$oqs/build/lib/liboqs.a" -lpthread
    versions="$versions; liboqs: $(cat "$oqs/src/COMMIT")"
fi

# ---- the runs: one line "<column> <op> <param> <reps>" each
mul_bits=${MUL_BITS-1024 2048 4096 8192 16384 32768 65536 131072 12323 17669 24659 35851 40973 57637}
kems=${KEMS-HQC-1 HQC-3 HQC-5 BIKE-L1 BIKE-L3 BIKE-L5}
fields=${FIELDS-163 233 283 409 571}
jobs=$scratch/jobs.txt
: > "$jobs"
for be in $BACKENDS; do
    for n in $mul_bits; do echo "bp:$be mul $n $REPS_MUL"; done >> "$jobs"
    [ -z "$mul_bits" ] || echo "bp:$be inv 12323 $REPS_MUL" >> "$jobs"
    for m in $fields; do
        for op in fmul fsqr finv; do echo "bp:$be $op $m $REPS_MUL"; done
    done >> "$jobs"
done
if peer gf2x; then
    for n in $mul_bits; do echo "gf2x mul $n $REPS_MUL"; done >> "$jobs"
fi
for k in $kems; do
    for op in keygen encaps decaps; do
        for be in $BACKENDS; do echo "bp:$be $op $k $REPS_KEM"; done
        if peer oqs; then echo "oqs $op $k $REPS_KEM"; fi
    done
done >> "$jobs"

# count <column> <op> <param> <reps>: one line "<column> <op> <param>
# <instructions per operation> <checksum> <backend>" on stdout.
count() {
    local col=$1 op=$2 param=$3 reps=$4 prog be=-
    local tag=$scratch/runs/$col.$op.$param
    case $col in
        bp:auto) prog=$drv/binpoly; unset BINPOLY_BACKEND ;;
        bp:*) prog=$drv/binpoly; export BINPOLY_BACKEND=${col#bp:} ;;
        *) prog=$drv/$col ;;
    esac
    local r c0=0 c1=0
    for r in 0 "$reps"; do
        qemu-aarch64 -cpu "$QEMU_CPU" -L "$sysroot" \
            -plugin "$plugin",inline=on -d plugin -D "$tag.$r.log" \
            "$prog" "$op" "$param" "$r" >"$tag.$r.out" 2>"$tag.$r.err" ||
            { log "failed: $col $op $param $r: $(cat "$tag.$r.err")"; return 1; }
        local n
        n=$(sed -n 's/^insns: *\([0-9]*\).*/\1/p' "$tag.$r.log" | tail -n 1)
        [ -n "$n" ] || { log "no count in $tag.$r.log"; return 1; }
        if [ "$r" = 0 ]; then c0=$n; else c1=$n; fi
    done
    [ "$(cat "$tag.0.out")" = "$(cat "$tag.$reps.out")" ] || [ "$op" != mul ] ||
        { log "checksums differ between runs: $col $op $param"; return 1; }
    [ "$col" = gf2x ] || [ "$col" = oqs ] ||
        be=$(sed -n 's/^backend //p' "$tag.$r.err" | head -n 1)
    echo "$col $op $param $(( (c1 - c0 + reps / 2) / reps )) $(cut -d' ' -f3 "$tag.$r.out") $be"
}
export -f count log
export scratch drv plugin sysroot QEMU_CPU
mkdir -p "$scratch/runs"
log "$(wc -l < "$jobs") counts, $JOBS at a time"
xargs -P "$JOBS" -L 1 bash -c 'count "$@"' _ < "$jobs" > "$scratch/counts.tsv.new"
mv "$scratch/counts.tsv.new" "$scratch/counts.tsv"

# ---- the table
{
    echo "qemu: $(qemu-aarch64 --version | head -n 1), -cpu $QEMU_CPU; cross gcc: $($cc -dumpfullversion)"
    echo "$versions"
    echo
    awk -v backends="$BACKENDS" -f "$here/count_table.awk" "$jobs" "$scratch/counts.tsv"
} | tee "$scratch/table.md"
