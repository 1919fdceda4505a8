/* SPDX-License-Identifier: MIT */
/*
 * The Cantor basis of GF(2^64) and the evaluation points it spans
 * (bp_fft_omega, fft.h), built once before main.  Compiled once.
 *
 * Why a Cantor basis: with beta_0 = 1 and beta_j^2 + beta_j = beta_(j-1),
 * the subspace polynomials are iterates of S(x) = x^2 + x, so (1) their
 * coefficients are in F2 and W_(2^t)(x) = x^(2^(2^t)) + x, which makes the
 * conversion to the novel basis a matter of XORs (fft_convert.c), and (2)
 * W_i(beta_j) = beta_(j-i): the twiddle of every butterfly is again an
 * evaluation point, omega(offset >> i), so one small table serves all
 * levels (fft_transform.c).  GF(2^64) holds such a basis of 64 elements;
 * 30 are built.
 */
#include "fft/fft.h"

uint64_t bp_fft_omega_tab[3][1024];
uint64_t bp_fft_low_twiddles[3][64];

/* The field's product by shift and add: for the one-time set-up only
 * (public values; the transforms use the backends' kernels). */
static uint64_t gf64_mul_slow(uint64_t x, uint64_t y)
{
    uint64_t r = 0;
    for (int i = 63; i >= 0; i--) {
        const uint64_t top = r >> 63;
        r = (r << 1) ^ (top * 0x1B); /* z^64 = z^4 + z^3 + z + 1 */
        r ^= ((y >> i) & 1) * x;
    }
    return r;
}

/* A root x of x^2 + x = c (one exists when the trace of c is 0, as for
 * every element of the Cantor chain below 64): Gaussian elimination on the
 * F2-linear map S, whose images S(z^j) are reduced to pivots by their top
 * bit, each pivot remembering which z^j it combines. */
static uint64_t solve_artin_schreier(uint64_t c)
{
    uint64_t piv[64] = {0}, comb[64] = {0};
    for (int j = 0; j < 64; j++) {
        const uint64_t zj = (uint64_t)1 << j;
        uint64_t v = gf64_mul_slow(zj, zj) ^ zj, m = zj;
        for (int t = 63; t >= 0 && v != 0; t--)
            if ((v >> t) & 1) {
                if (piv[t] == 0) {
                    piv[t] = v;
                    comb[t] = m;
                    break;
                }
                v ^= piv[t];
                m ^= comb[t];
            }
    }
    uint64_t x = 0;
    for (int t = 63; t >= 0; t--)
        if ((c >> t) & 1) {
            c ^= piv[t];
            x ^= comb[t];
        }
    return x;
}

__attribute__((constructor)) static void build_tables(void)
{
    uint64_t beta[BP_FFT_MAX_LOG];
    beta[0] = 1;
    for (int j = 1; j < BP_FFT_MAX_LOG; j++)
        beta[j] = solve_artin_schreier(beta[j - 1]);
    for (int t = 0; t < 3; t++)
        for (size_t m = 0; m < 1024; m++) {
            uint64_t w = 0;
            for (int j = 0; j < 10; j++)
                w ^= ((m >> j) & 1) * beta[10 * t + j];
            bp_fft_omega_tab[t][m] = w;
        }
    for (size_t i = 0; i < 3; i++)
        for (size_t p = 0; p < 64; p++)
            bp_fft_low_twiddles[i][p] = bp_fft_omega_tab[0][(p >> (i + 1)) << 1];
}
