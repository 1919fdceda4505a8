/* SPDX-License-Identifier: MIT */
/*
 * Sparse x dense product mod X^N - 1: c = a * sum_i X^pos[i].  Three
 * constant-time ways (per-backend kernels, see ring_kernels.h): XOR of
 * duplicated-form rotations with a barrel shifter, the same rotations
 * through matrix transposition, or the dense form of the positions and the
 * dense product.  The choice depends on the public (N, w, backend) only.
 */
#include <string.h>

#include "bp_bytes.h"
#include "bp_overlap.h"
#include "bp_wipe.h"
#include "bp_work_area.h"
#include "ring_kernels.h"

/* Whether weight w takes the dense product in ring R on these kernels. */
static int dense_is_faster(const binpoly_ring *R, const bp_ring_kernels *k,
                           size_t w)
{
    const bp_ring_dense_from *row = k->sparse_dense_from;
    while (row->max_words != UINT32_MAX && R->words > row->max_words)
        row++;
    return w >= row->min_w;
}

void bp_ring_mul_sparse_ws(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint32_t *pos,
                           size_t w, bp_ring_sparse_method method,
                           uint64_t *ws)
{
    const bp_ring_kernels *k = bp_ring_kernels_for(be);
    uint64_t t[BP_RING_MAX_WORDS];
    if (method == BP_RING_SPARSE_AUTO)
        method = dense_is_faster(R, k, w) ? BP_RING_SPARSE_DENSE
                                          : BP_RING_SPARSE_BARREL;
    switch (method) {
    case BP_RING_SPARSE_TRANSPOSE:
        k->sparse_transpose(R, t, a, pos, w);
        break;
    case BP_RING_SPARSE_DENSE:
        memset(t, 0, (size_t)R->words * 8);
        k->sparse_xor(t, R->words, pos, w);
        bp_ring_mul_ws(R, be, t, a, t, ws);
        break;
    default:
        k->sparse_barrel(R, t, a, pos, w);
        break;
    }
    memcpy(c, t, (size_t)R->words * 8);
    bp_wipe(t, (size_t)R->words * 8);
}

void bp_ring_mul_sparse_unchecked(const binpoly_ring *R, const bp_backend *be,
                                  uint64_t *c, const uint64_t *a,
                                  const uint32_t *pos, size_t w,
                                  bp_ring_sparse_method method)
{
    _Alignas(64) uint64_t ws[BP_RING_MUL_WS_WORDS];
    bp_ring_mul_sparse_ws(R, be, c, a, pos, w, method, ws);
}

int binpoly_ring_mul_sparse(const binpoly_ring *R, uint64_t *c,
                            const uint64_t *a, const uint32_t *pos, size_t w)
{
    const int err = bp_ring_check_op(R, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    if (pos == NULL && w > 0)
        return BINPOLY_ERR_NULL;
    if (w > 0 && bp_misaligned32(pos))
        return BINPOLY_ERR_ALIGN;
    const size_t nb = (size_t)R->words * 8;
    if (bp_overlaps(c, nb, pos, w * sizeof *pos))
        return BINPOLY_ERR_OVERLAP;
    /* One branch on the OR of the range tests: only an invalid list is
     * told apart from a valid one. */
    uint32_t bad = 0;
    for (size_t i = 0; i < w; i++)
        bad |= (uint32_t)(pos[i] >= R->n);
    if (bad)
        return BINPOLY_ERR_ARG;
    uint64_t *area = bp_work_area();
    if (area != NULL)
        bp_ring_mul_sparse_ws(R, bp_backend_active(), c, a, pos, w,
                              BP_RING_SPARSE_AUTO, area);
    else
        bp_ring_mul_sparse_unchecked(R, bp_backend_active(), c, a, pos, w,
                                     BP_RING_SPARSE_AUTO);
    return BINPOLY_OK;
}
