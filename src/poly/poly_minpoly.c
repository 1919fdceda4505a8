/* SPDX-License-Identifier: MIT */
/* binpoly_berlekamp_massey: the minimal polynomial of a binary sequence,
 * by Berlekamp–Massey on words for short sequences and by the half-gcd
 * for long ones.  Public data only (the steps follow the bits).
 *
 * The link between the two: with N terms s_0 .. s_{N-1} and
 * V = sum s_k X^(N-1-k) (the sequence reversed), a monic h of degree L
 * generates the sequence (sum_j h_j s_{i+j} = 0 for 0 <= i < N - L)
 * exactly when h V = P mod X^N with deg P < L.  Euclid's remainders
 * r_i = u_i X^N + t_i V give such pairs (t_i, r_i) with deg t_i =
 * N - deg r_{i-1}; the first i with deg r_{i-1} + deg r_i < N gives the
 * smallest L = deg t_i (Padé approximation, as in Dornstetter's proof of
 * the equivalence of the two algorithms).  That i is the step that takes
 * the remainders below N/2, or the one after it, so one half-gcd down to
 * degree ceil(N/2) - 1 and at most one more step find it. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_hgcd.h"
#include "poly_internal.h"

/* Sequences of at most this many terms run the word-level Berlekamp–
 * Massey (N L / 64 word operations, with the linear complexity L near
 * N/2 for random sequences); longer ones the half-gcd. */
#define BM_PLAIN_BITS 4096

/* Berlekamp–Massey on R, the sequence reversed (bit k of R is s_{N-1-k},
 * R of N/64 + 2 words, zero above bit N - 1): the connection polynomial C
 * (c_0 = 1, deg C <= L) with s_i = sum_{j=1..L} c_j s_{i-j} for L <= i <
 * N.  The discrepancy at step i is the parity of C AND (R >> (N-1-i)),
 * whose bit j is s_{i-j}: R's 64 bit shifts are tabled first (64 W words,
 * W = N/64 + 2), so that each step reads whole words.  h = X^L C(1/X)
 * into h (W words). */
static int bm_plain(uint64_t *h, size_t *L_out, const uint64_t *R, size_t N)
{
    size_t W = N / 64 + 2;
    uint64_t *mem = calloc(67 * W, sizeof *mem);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    uint64_t *C = mem, *B = C + W, *T = B + W, *Rs = T + W;
    for (size_t b = 0; b < 64; b++) /* Rs[b W + w] = word w of R >> b */
        for (size_t w = 0; w + 1 < W; w++)
            Rs[b * W + w] = b ? (R[w] >> b) | (R[w + 1] << (64 - b)) : R[w];
    size_t L = 0, LB = 0, m = 1; /* deg B <= LB */
    C[0] = B[0] = 1;
    for (size_t i = 0; i < N; i++) {
        size_t off = N - 1 - i;
        const uint64_t *r = Rs + (off % 64) * W + off / 64;
        uint64_t acc = 0;
        for (size_t j = 0; j <= L / 64; j++)
            acc ^= C[j] & r[j];
        if (!__builtin_parityll(acc)) {
            m++;
            continue;
        }
        size_t newL = 2 * L <= i ? i + 1 - L : L;
        if (newL != L)
            memcpy(T, C, (L / 64 + 1) * sizeof *T);
        /* C += X^m B (degree <= newL) */
        size_t mw = m / 64, mb = m % 64;
        for (size_t j = 0; j <= LB / 64 && j + mw < W; j++) {
            C[j + mw] ^= B[j] << mb;
            if (mb && j + mw + 1 < W)
                C[j + mw + 1] ^= B[j] >> (64 - mb);
        }
        if (newL != L) {
            uint64_t *x = B;
            B = T;
            T = x;
            LB = L;
            L = newL;
            m = 1;
        } else {
            m++;
        }
    }
    bp_poly_reverse(h, W, C, L, L + 1);
    *L_out = L;
    free(mem);
    return BINPOLY_OK;
}

/* The half-gcd version on V = R (see the top of the file); h of
 * N/64 + 1 words. */
static int bm_hgcd(uint64_t *h, size_t nh, size_t *L_out, const uint64_t *R,
                   size_t N)
{
    bp_mat M = BP_MAT_INIT;
    bp_dp A = BP_DP_INIT, B = BP_DP_INIT, q = BP_DP_INIT, t = BP_DP_INIT;
    int err = bp_dp_monomial(&A, N);
    if (err == 0)
        err = bp_dp_set_words(&B, R, N / 64 + 1);
    if (err == 0) /* down to degree ceil(N/2) - 1 */
        err = bp_hgcd(&M, &A, &B, N / 2 + 1);
    bp_dp *res = &M.m[3]; /* t_j, the cofactor of V in B */
    if (err == 0 && B.deg >= 0 && A.deg + B.deg >= (ptrdiff_t)N) {
        /* one more step: t_{j+1} = t_{j-1} + (A div B) t_j */
        err = bp_dp_divmod(&q, NULL, &A, &B);
        if (err == 0)
            err = bp_dp_addmul(&M.m[1], &q, &M.m[3], &t);
        res = &M.m[1];
    }
    if (err == 0) {
        bp_dp_store(h, nh, res);
        *L_out = (size_t)res->deg;
    }
    bp_mat_free(&M);
    bp_dp_free(&A);
    bp_dp_free(&B);
    bp_dp_free(&q);
    bp_dp_free(&t);
    return err;
}

int binpoly_berlekamp_massey(uint64_t *h, size_t *L, const uint64_t *seq,
                             size_t nbits)
{
    if (nbits / 64 >= BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    size_t ns = (nbits + 63) / 64, nh = nbits / 64 + 1;
    if (h == NULL || seq == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(h, nh) || bp_poly_misaligned(seq, ns))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(h, nh, seq, ns))
        return BINPOLY_ERR_OVERLAP;
    if (nbits == 0)
        return BINPOLY_ERR_ARG; /* no terms: no recurrence to speak of */
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    size_t W = nbits / 64 + 2;
    uint64_t *R = calloc(W, sizeof *R);
    if (R == NULL)
        return BINPOLY_ERR_NOMEM;
    bp_poly_reverse(R, W, seq, nbits - 1, nbits);
    size_t Lv = 0;
    int err;
    if (nbits <= BM_PLAIN_BITS) {
        uint64_t *hw = calloc(W, sizeof *hw);
        err = hw ? bm_plain(hw, &Lv, R, nbits) : BINPOLY_ERR_NOMEM;
        if (err == 0)
            memcpy(h, hw, nh * sizeof *h);
        free(hw);
    } else {
        err = bm_hgcd(h, nh, &Lv, R, nbits);
    }
    if (err == 0 && L != NULL)
        *L = Lv;
    free(R);
    return err;
}
