/* SPDX-License-Identifier: MIT */
/* Portable leaf kernels: 1- and 2-word products and squaring, constant
 * time (see clmul64_portable.h for why). */
#include "hooks.h"
#include "clmul64_portable.h"

/* c[0..2n) = a*b for n = 1 (one product) or 2 (Karatsuba, three). */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
    if (n == 1) {
        c[0] = bp_clmul64_portable(a[0], b[0], &c[1]);
        return;
    }
    uint64_t lo1, hi1, mid1;
    const uint64_t lo0 = bp_clmul64_portable(a[0], b[0], &lo1);
    const uint64_t hi0 = bp_clmul64_portable(a[1], b[1], &hi1);
    const uint64_t mid0 =
        bp_clmul64_portable(a[0] ^ a[1], b[0] ^ b[1], &mid1) ^ lo0 ^ hi0;
    mid1 ^= lo1 ^ hi1;
    c[0] = lo0;
    c[1] = lo1 ^ mid0;
    c[2] = hi0 ^ mid1;
    c[3] = hi1;
}

/* Spreads the 32 bits of x to the even positions of a 64-bit word by the
 * classic interleave (shifts and masks only: constant time). */
static inline uint64_t spread32(uint64_t x)
{
    x &= 0xFFFFFFFFULL;
    x = (x | (x << 16)) & 0x0000FFFF0000FFFFULL;
    x = (x | (x << 8)) & 0x00FF00FF00FF00FFULL;
    x = (x | (x << 4)) & 0x0F0F0F0F0F0F0F0FULL;
    x = (x | (x << 2)) & 0x3333333333333333ULL;
    x = (x | (x << 1)) & 0x5555555555555555ULL;
    return x;
}

/* c[0..2n) = a^2.  Constant time. */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        c[2 * i] = spread32(a[i]);
        c[2 * i + 1] = spread32(a[i] >> 32);
    }
}
