/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels in plain C (contracts:
 * src/kernels/hooks.h): GF(2^64) products by the constant-time
 * carry-less product of clmul64_portable.h and a reduction by shifts.
 */
#include "clmul64_portable.h"
#include "fft_twiddles.h"
#include "hooks.h"

/* x * y in GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1): the high word h
 * of the 127-bit product folds back as h (z^4 + z^3 + z + 1), whose top
 * 4 bits fold once more (they land below bit 8). */
static inline uint64_t gf64_mul(uint64_t x, uint64_t y)
{
    uint64_t hi;
    const uint64_t lo = bp_clmul64_portable(x, y, &hi);
    const uint64_t o = (hi >> 60) ^ (hi >> 61) ^ (hi >> 63);
    return lo ^ hi ^ (hi << 1) ^ (hi << 3) ^ (hi << 4) ^ o ^ (o << 1) ^
           (o << 3) ^ (o << 4);
}

void BP_FN(fft_butterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                          size_t h, uint64_t s)
{
    for (size_t l = 0; l < h; l++) {
        lo[l] ^= gf64_mul(s, hi[l]);
        hi[l] ^= lo[l];
    }
}

void BP_FN(fft_ibutterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                           size_t h, uint64_t s)
{
    for (size_t l = 0; l < h; l++) {
        hi[l] ^= lo[l];
        lo[l] ^= gf64_mul(s, hi[l]);
    }
}

void BP_FN(fft_muladd)(uint64_t *restrict lo, const uint64_t *restrict hi,
                       size_t h, uint64_t s)
{
    for (size_t l = 0; l < h; l++)
        lo[l] ^= gf64_mul(s, hi[l]);
}

void BP_FN(fft_base8)(uint64_t *d, size_t o)
{
    for (unsigned i = 3; i-- > 0;) {
        const size_t h = (size_t)1 << i;
        for (size_t q = 0; q < 8; q += 2 * h)
            BP_FN(fft_butterfly)(d + q, d + q + h, h,
                                 bp_fft_omega((o + q) >> i));
    }
}

void BP_FN(fft_ibase8)(uint64_t *d, size_t o)
{
    for (unsigned i = 0; i < 3; i++) {
        const size_t h = (size_t)1 << i;
        for (size_t q = 0; q < 8; q += 2 * h)
            BP_FN(fft_ibutterfly)(d + q, d + q + h, h,
                                  bp_fft_omega((o + q) >> i));
    }
}

void BP_FN(fft_pointwise)(uint64_t *restrict x, const uint64_t *restrict y,
                          size_t n)
{
    for (size_t i = 0; i < n; i++)
        x[i] = gf64_mul(x[i], y[i]);
}
