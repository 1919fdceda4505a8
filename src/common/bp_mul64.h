/* SPDX-License-Identifier: MIT */
/* The full 128-bit product of two 64-bit integers, as two words, on every
 * C target: one multiplication through unsigned __int128 where the
 * compiler has it (64-bit targets), else four 32 x 32 -> 64 products
 * (32-bit targets, where __int128 does not exist and a 64-bit product
 * would be a library call).  No branch: constant time wherever the
 * multiplier is (every x86 and AArch64 core; not some embedded ones).
 * Static inline: src/common has no sources of its own to build. */
#ifndef BP_MUL64_H
#define BP_MUL64_H

#include <stdint.h>

/* x * y = hi * 2^64 + lo: returns lo, *hi = the high word. */
static inline uint64_t bp_mul64_wide(uint64_t x, uint64_t y, uint64_t *hi)
{
#ifdef __SIZEOF_INT128__
    const unsigned __int128 p = (unsigned __int128)x * y;
    *hi = (uint64_t)(p >> 64);
    return (uint64_t)p;
#else
    const uint32_t x0 = (uint32_t)x, x1 = (uint32_t)(x >> 32);
    const uint32_t y0 = (uint32_t)y, y1 = (uint32_t)(y >> 32);
    const uint64_t p00 = (uint64_t)x0 * y0, p01 = (uint64_t)x0 * y1;
    const uint64_t p10 = (uint64_t)x1 * y0, p11 = (uint64_t)x1 * y1;
    /* bits 32..95 of the sum of the middle terms: at most 3 (2^32 - 1) */
    const uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return (mid << 32) | (uint32_t)p00;
#endif
}

#endif /* BP_MUL64_H */
