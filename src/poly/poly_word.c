/* SPDX-License-Identifier: MIT */
/* The word_matrix kernel of poly_kernels.h, compiled once per backend:
 * one pass over the words, four one-word products per word, by the
 * backend's hook POLY_WORD_MATRIX (carry-less multiply instructions) or a
 * table product.  The backends' leaf kernels are built for whole blocks;
 * a single carry-less word product is cheaper inline. */
#include "bp_target.h"
#include "poly_kernels.h"

#ifdef BP_HOOK_POLY_WORD_MATRIX
#include "poly_word_matrix_kernel.h"
#else
/* (hi, lo) = a * b carry-less, four bits of a at a time. */
static void clmul_table(uint64_t *lo, uint64_t *hi, uint64_t a, uint64_t b)
{
    uint64_t t[16];
    t[0] = 0;
    t[1] = b;
    for (int i = 2; i < 16; i += 2) {
        t[i] = t[i / 2] << 1;
        t[i + 1] = t[i] ^ b;
    }
    uint64_t l = 0, h = 0;
    for (int s = 60; s >= 0; s -= 4) {
        h = (h << 4) | (l >> 60);
        l = (l << 4) ^ t[(a >> s) & 15];
    }
    /* the table dropped the top bits of b << 1..3: put them back */
    for (int k = 1; k < 4; k++) {
        uint64_t m = 0;
        for (int s = 0; s < 64; s += 4)
            if ((a >> (s + k)) & 1)
                m ^= (b >> (64 - k)) << s;
        h ^= m;
    }
    *lo = l;
    *hi = h;
}

/* word_matrix_apply of the hook POLY_WORD_MATRIX (src/kernels/hooks.h),
 * one table product per word and entry. */
static void word_matrix_apply(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                              const uint64_t *y, size_t n,
                              const uint64_t U[4])
{
    uint64_t c0 = 0, c1 = 0;
    for (size_t j = 0; j < n; j++) {
        uint64_t l[4], h[4];
        clmul_table(&l[0], &h[0], U[0], x[j]);
        clmul_table(&l[1], &h[1], U[1], y[j]);
        clmul_table(&l[2], &h[2], U[2], x[j]);
        clmul_table(&l[3], &h[3], U[3], y[j]);
        o0[j] = l[0] ^ l[1] ^ c0;
        o1[j] = l[2] ^ l[3] ^ c1;
        c0 = h[0] ^ h[1];
        c1 = h[2] ^ h[3];
    }
    o0[n] = c0;
    o1[n] = c1;
}

#endif

void BP_FN(poly_word_matrix)(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                             const uint64_t *y, size_t n, const uint64_t U[4])
{
    word_matrix_apply(o0, o1, x, y, n, U);
}
