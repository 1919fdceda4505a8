/* SPDX-License-Identifier: MIT */
/* Compiled by check_portable_branches.sh with gcc and clang at several
 * optimization levels: the portable 64x64 carry-less product must compile
 * to straight-line code (no conditional jump, no
 * cmov/setcc) whatever the compiler makes of them. */
#include <stdint.h>

#include "clmul64_portable.h"

uint64_t probe_clmul64(uint64_t a, uint64_t b, uint64_t *hi)
{
    return bp_clmul64_portable(a, b, hi);
}
