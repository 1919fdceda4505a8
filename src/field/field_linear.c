/* SPDX-License-Identifier: MIT */
/*
 * The F2-linear maps of the field and what is built on them: square root,
 * trace, half-trace, and the solution of z^2 + z = c.  Constant time: the
 * bit compaction, the masks and every loop follow m only.
 */
#include <string.h>

#include "bp_bytes.h"
#include "field_kernels.h"

/* Bits 0, 2, ..., 62 of x packed into bits 0..31 (shifts and masks). */
static uint64_t even_bits(uint64_t x)
{
    x &= 0x5555555555555555u;
    x = (x | (x >> 1)) & 0x3333333333333333u;
    x = (x | (x >> 2)) & 0x0F0F0F0F0F0F0F0Fu;
    x = (x | (x >> 4)) & 0x00FF00FF00FF00FFu;
    x = (x | (x >> 8)) & 0x0000FFFF0000FFFFu;
    x = (x | (x >> 16)) & 0x00000000FFFFFFFFu;
    return x;
}

/* sqrt(a) = sum a_2i X^i + sqrt(X) sum a_(2i+1) X^i (squaring is
 * additive and fixes F2), with sqrt(X) stored at set-up. */
void bp_field_sqrt_unchecked(const binpoly_field *F, const bp_backend *be,
                             uint64_t *c, const uint64_t *a)
{
    uint64_t ev[BP_FIELD_MAX_WORDS] = {0}, od[BP_FIELD_MAX_WORDS] = {0};
    const size_t W = F->words;
    for (size_t j = 0; j < W; j++) {
        ev[j / 2] |= even_bits(a[j]) << (32 * (j % 2));
        od[j / 2] |= even_bits(a[j] >> 1) << (32 * (j % 2));
    }
    bp_field_kernels_for(be)->mul(F, c, od, F->sqrt_x);
    for (size_t j = 0; j < W; j++)
        c[j] ^= ev[j];
}

/* Parity of a AND the trace mask (bit i of the mask: Tr(X^i)). */
uint64_t bp_field_trace_unchecked(const binpoly_field *F, const uint64_t *a)
{
    uint64_t x = 0;
    for (size_t j = 0; j < F->words; j++)
        x ^= a[j] & F->trace_mask[j];
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return x & 1;
}

/* H(a) = a + a^4 + a^16 + ... + a^(4^((m-1)/2)): (m-1)/2 double
 * squarings. */
void bp_field_half_trace_unchecked(const binpoly_field *F,
                                   const bp_backend *be, uint64_t *c,
                                   const uint64_t *a)
{
    const bp_field_kernels *kern = bp_field_kernels_for(be);
    uint64_t t[BP_FIELD_MAX_WORDS], h[BP_FIELD_MAX_WORDS];
    const size_t W = F->words;
    memcpy(t, a, W * 8);
    memcpy(h, a, W * 8);
    for (unsigned i = 0; i < (F->m - 1) / 2; i++) {
        kern->sqr_k(F, t, t, 2);
        for (size_t j = 0; j < W; j++)
            h[j] ^= t[j];
    }
    memcpy(c, h, W * 8);
}

/* Even m: z = sum_{i=0}^{m-2} (1 + P_i) c^(2^i), P_i = sum_{j<=i}
 * d^(2^j), d = F->delta of trace 1; then z^2 + z = c + Tr(c) d. */
static void solve_even(const binpoly_field *F, const bp_backend *be,
                       uint64_t *z, const uint64_t *c)
{
    const bp_field_kernels *kern = bp_field_kernels_for(be);
    const size_t W = F->words;
    uint64_t ci[BP_FIELD_MAX_WORDS], di[BP_FIELD_MAX_WORDS],
        p[BP_FIELD_MAX_WORDS] = {0}, t[BP_FIELD_MAX_WORDS],
        acc[BP_FIELD_MAX_WORDS] = {0};
    memcpy(ci, c, W * 8);
    memcpy(di, F->delta, W * 8);
    for (unsigned i = 0; i + 1 < F->m; i++) {
        for (size_t j = 0; j < W; j++)
            p[j] ^= di[j];
        p[0] ^= 1;
        kern->mul(F, t, p, ci);
        p[0] ^= 1;
        for (size_t j = 0; j < W; j++)
            acc[j] ^= t[j];
        kern->sqr(F, di, di);
        kern->sqr(F, ci, ci);
    }
    memcpy(z, acc, W * 8);
}

int binpoly_field_sqrt(const binpoly_field *F, uint64_t *c, const uint64_t *a)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    bp_field_sqrt_unchecked(F, bp_backend_active(), c, a);
    return BINPOLY_OK;
}

int binpoly_field_trace(const binpoly_field *F, const uint64_t *a)
{
    int err = bp_field_check(F);
    if (err == BINPOLY_OK)
        err = bp_field_check_elem(F, a);
    if (err != BINPOLY_OK)
        return err;
    return (int)bp_field_trace_unchecked(F, a);
}

int binpoly_field_half_trace(const binpoly_field *F, uint64_t *c,
                             const uint64_t *a)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    if (F->m % 2 == 0)
        return BINPOLY_ERR_ARG;
    bp_field_half_trace_unchecked(F, bp_backend_active(), c, a);
    return BINPOLY_OK;
}

uint64_t bp_field_solve_quadratic_unchecked(const binpoly_field *F,
                                            const bp_backend *be, uint64_t *z,
                                            const uint64_t *c)
{
    const uint64_t tr = bp_field_trace_unchecked(F, c);
    if (F->m % 2 == 1)
        bp_field_half_trace_unchecked(F, be, z, c);
    else
        solve_even(F, be, z, c);
    /* No solution when Tr(c) = 1: z = 0, by a mask. */
    const uint64_t keep = tr - 1;
    for (size_t j = 0; j < F->words; j++)
        z[j] &= keep;
    return tr;
}

int binpoly_field_solve_quadratic(const binpoly_field *F, uint64_t *z,
                                  const uint64_t *c)
{
    const int err = bp_field_check_op(F, z, c, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    const uint64_t tr =
        bp_field_solve_quadratic_unchecked(F, bp_backend_active(), z, c);
    return tr ? BINPOLY_ERR_ARG : BINPOLY_OK;
}

int binpoly_field_pow(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *e, size_t e_words)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    if (e_words > 0 && e == NULL)
        return BINPOLY_ERR_NULL;
    if (e_words > 0 && bp_misaligned64(e))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, F->words, e, e_words))
        return BINPOLY_ERR_OVERLAP;
    const bp_field_kernels *kern = bp_field_kernels_for(bp_backend_active());
    const size_t W = F->words;
    uint64_t base[BP_FIELD_MAX_WORDS], r[BP_FIELD_MAX_WORDS] = {1};
    memcpy(base, a, W * 8);
    /* The exponent is public: its bits steer the loop, from its top set
     * bit down. */
    size_t bits = 64 * e_words;
    while (bits > 0 && ((e[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1) == 0)
        bits--;
    for (size_t i = bits; i-- > 0;) {
        kern->sqr(F, r, r);
        if ((e[i / 64] >> (i % 64)) & 1)
            kern->mul(F, r, r, base);
    }
    memcpy(c, r, W * 8);
    return BINPOLY_OK;
}
