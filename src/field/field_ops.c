/* SPDX-License-Identifier: MIT */
/*
 * The public element operations built on the per-backend kernels: add,
 * mul, sqr, sqr_k, inv, and the product by a sparse public constant.
 * Each checks its arguments (field_init.c), then runs the unchecked
 * operation on the active backend.
 */
#include <string.h>

#include "bp_ct_mask.h"
#include "field_kernels.h"
#include "field_reduce.h"

void bp_field_mul_unchecked(const binpoly_field *F, const bp_backend *be,
                            uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    bp_field_kernels_for(be)->mul(F, c, a, b);
}

void bp_field_sqr_k_unchecked(const binpoly_field *F, const bp_backend *be,
                              uint64_t *c, const uint64_t *a, unsigned k)
{
    bp_field_kernels_for(be)->sqr_k(F, c, a, k % F->m);
}

int bp_field_inv_unchecked(const binpoly_field *F, const bp_backend *be,
                           uint64_t *c, const uint64_t *a)
{
    /* a = 0 decided without a branch; the chain runs for every a. */
    uint64_t any = 0;
    for (size_t i = 0; i < F->words; i++)
        any |= a[i];
    const uint32_t nonzero =
        bp_ct_bit_nonzero32((uint32_t)any | (uint32_t)(any >> 32));
    bp_field_kernels_for(be)->inv(F, c, a);
    /* 0 for a unit, the error code for 0, without a branch */
    return (int)((nonzero - 1u) & (uint32_t)BINPOLY_ERR_NOT_INVERTIBLE);
}

int binpoly_field_add(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *b)
{
    const int err = bp_field_check_op(F, c, a, b, 2);
    if (err != BINPOLY_OK)
        return err;
    for (size_t i = 0; i < F->words; i++)
        c[i] = a[i] ^ b[i];
    return BINPOLY_OK;
}

int binpoly_field_mul(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *b)
{
    const bp_backend *be;
    const int err = bp_field_check_op_be(F, c, a, b, 2, &be);
    if (err != BINPOLY_OK)
        return err;
    bp_field_kernels_for(be)->mul_kind[F->kind](F, c, a, b);
    return BINPOLY_OK;
}

int binpoly_field_sqr(const binpoly_field *F, uint64_t *c, const uint64_t *a)
{
    const bp_backend *be;
    const int err = bp_field_check_op_be(F, c, a, NULL, 1, &be);
    if (err != BINPOLY_OK)
        return err;
    bp_field_kernels_for(be)->sqr_kind[F->kind](F, c, a);
    return BINPOLY_OK;
}

int binpoly_field_sqr_k(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                        unsigned k)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    bp_field_sqr_k_unchecked(F, bp_backend_active(), c, a, k);
    return BINPOLY_OK;
}

int binpoly_field_inv(const binpoly_field *F, uint64_t *c, const uint64_t *a)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    return bp_field_inv_unchecked(F, bp_backend_active(), c, a);
}

/* Sum of a * X^e[i] (e[i] < m, public) into p[0..2W+1), then reduced:
 * shifts by public amounts and XORs, w * W word operations. */
int binpoly_field_mul_sparse_const(const binpoly_field *F, uint64_t *c,
                                   const uint64_t *a, const unsigned *e,
                                   size_t w)
{
    const int err = bp_field_check_op(F, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    if (w > 0 && e == NULL)
        return BINPOLY_ERR_NULL;
    if (w > 0 && ((uintptr_t)e & (_Alignof(unsigned) - 1)) != 0)
        return BINPOLY_ERR_ALIGN;
    if (bp_overlaps(c, (size_t)F->words * 8, e, w * sizeof *e))
        return BINPOLY_ERR_OVERLAP;
    for (size_t i = 0; i < w; i++)
        if (e[i] >= F->m)
            return BINPOLY_ERR_ARG;
    const size_t W = F->words;
    uint64_t p[2 * BP_FIELD_MAX_WORDS + 2] = {0};
    for (size_t i = 0; i < w; i++)
        for (size_t j = 0; j < W; j++)
            bp_field_xor_at(p, (unsigned)(64 * j + e[i]), a[j]);
    p[2 * W] = 0; /* only zero bits of a were shifted there */
    bp_field_kernels_for(bp_backend_active())->reduce(F, c, p);
    return BINPOLY_OK;
}
