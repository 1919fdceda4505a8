/* SPDX-License-Identifier: MIT */
/*
 * Truncated transforms (van der Hoeven's truncated Fourier transform, on
 * the additive FFT of fft_transform.c): a product of c chunks needs the
 * values at m >= c points only, not at all 2^k, and sizes between powers
 * of two then pay for about what they use.  With a block f = f0 + W f1
 * at o (W = W_(j-1)) and s = omega(o >> (j-1)) (fft_transform.c), the
 * first half of the block's values are those of g = f0 + s f1, the second
 * half's those of q = g + f1.
 *  - Forward, m <= half: only g (f0 += s f1, f1 left alone), truncated to
 *    m; m > half: the whole butterfly, the first half in full, the second
 *    truncated to m - half; f1 = 0 (an operand shorter than half the
 *    block): g = q = f0, no product at all.
 *  - Inverse, "mixed": d holds the values at the first m points and, from
 *    m on, the coefficients there, known beforehand (zeros for a
 *    polynomial of degree < m); it returns all coefficients.  m >= half:
 *    the first half's values give g in full (an inverse block); q's
 *    coefficients from m - half on are g's plus the known ones of f1, so
 *    the second half is the same problem for q; then f1 = q + g and
 *    f0 = g + s f1 (an inverse butterfly).  m < half: f1 is known, so
 *    g's coefficients from m on are f0's plus s f1's; the first half is
 *    the same problem for g; then f0 = g + s f1.
 * Control flow and addresses depend on the sizes only.
 */
#include <string.h>

#include "fft/fft.h"
#include "fft/fft_kernel.h"
#include "fft/fft_transform.h"

/* The values at the first m points of the block d[0..2^j) at o, whose
 * coefficients from z on are zero (the operands fill less than half of
 * the transform): where the second half of the coefficients is zero, the
 * butterfly is a copy (both halves take f0's values), or nothing at all
 * when only the first half's values are needed. */
static void forward_trunc(uint64_t *d, unsigned j, size_t m, size_t z,
                          size_t o, uint64_t *buf)
{
    const size_t h = (size_t)1 << (j - 1);
    /* m is a multiple of 64: a block of 64 is always done whole. */
    if (m == 2 * h && (z > h || j == 6)) {
        BP_FN(fft_forward_block)(d, j, o, buf);
        return;
    }
    if (z <= h) {
        if (m > h)
            memcpy(d + h, d, h * sizeof *d);
        forward_trunc(d, j - 1, m < h ? m : h, z, o, buf);
        if (m > h)
            forward_trunc(d + h, j - 1, m - h, z, o + h, buf);
        return;
    }
    const uint64_t s = bp_fft_omega(o >> (j - 1));
    if (m <= h) {
        BP_FN(fft_muladd)(d, d + h, h, s);
        forward_trunc(d, j - 1, m, h, o, buf);
        return;
    }
    BP_FN(fft_butterfly)(d, d + h, h, s);
    BP_FN(fft_forward_block)(d, j - 1, o, buf);
    forward_trunc(d + h, j - 1, m - h, h, o + h, buf);
}

static void inverse_mixed(uint64_t *d, unsigned j, size_t m, size_t o,
                          uint64_t *buf)
{
    if (m == 0) /* every coefficient known */
        return;
    if (m == (size_t)1 << j) {
        BP_FN(fft_inverse_block)(d, j, o, buf);
        return;
    }
    const size_t h = (size_t)1 << (j - 1);
    const uint64_t s = bp_fft_omega(o >> (j - 1));
    if (m >= h) {
        BP_FN(fft_inverse_block)(d, j - 1, o, buf);
        for (size_t u = m - h; u < h; u++)
            d[h + u] ^= d[u];
        inverse_mixed(d + h, j - 1, m - h, o + h, buf);
        BP_FN(fft_ibutterfly)(d, d + h, h, s);
        return;
    }
    BP_FN(fft_muladd)(d + m, d + h + m, h - m, s);
    inverse_mixed(d, j - 1, m, o, buf);
    BP_FN(fft_muladd)(d, d + h, h, s);
}

void BP_FN(fft_forward)(uint64_t *d, unsigned k, size_t m, size_t z,
                        uint64_t *buf)
{
    forward_trunc(d, k, m, z, 0, buf);
}

void BP_FN(fft_inverse)(uint64_t *d, unsigned k, size_t m, uint64_t *buf)
{
    memset(d + m, 0, (((size_t)1 << k) - m) * sizeof *d);
    inverse_mixed(d, k, m, 0, buf);
}
