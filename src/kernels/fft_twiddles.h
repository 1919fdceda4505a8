/* SPDX-License-Identifier: MIT */
/*
 * The twiddle tables the FFT product (src/mul/fft/) hands its GF(2^64)
 * kernels (hooks.h): the evaluation points of the transform, built before
 * main by src/mul/fft/fft_basis.c.  Part of the hook interface, so that a
 * kernel reads them without including the product layer.
 */
#ifndef BP_FFT_TWIDDLES_H
#define BP_FFT_TWIDDLES_H

#include <stddef.h>
#include <stdint.h>

/* omega(m) = sum of m_j beta_j over the bits m_j of m < 2^30
 * (BP_FFT_MAX_LOG, src/mul/fft/fft.h), beta the Cantor basis of GF(2^64)
 * (beta_0 = 1, beta_j^2 + beta_j = beta_(j-1)): the evaluation point of
 * index m.  Three table look-ups; the tables are built before main
 * (src/mul/fft/fft_basis.c).  m is a position, never data. */
extern uint64_t bp_fft_omega_tab[3][1024];

/* The twiddles of the bottom three levels inside a block of 64 at a
 * position o (a multiple of 64): bp_fft_low_twiddles[i][p] =
 * omega(((p >> (i+1)) << 1)), so that the element at o + p takes
 * omega(o >> i) + bp_fft_low_twiddles[i][p] at the level of half 2^i
 * (omega is linear and the bits do not meet).  Built with the tables. */
extern uint64_t bp_fft_low_twiddles[3][64];

static inline uint64_t bp_fft_omega(size_t m)
{
    return bp_fft_omega_tab[0][m & 1023] ^ bp_fft_omega_tab[1][(m >> 10) & 1023] ^
           bp_fft_omega_tab[2][(m >> 20) & 1023];
}

#endif /* BP_FFT_TWIDDLES_H */
