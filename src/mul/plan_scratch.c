/* SPDX-License-Identifier: MIT */
/*
 * How much scratch a product really touches: the generic bound
 * bp_scratch_words(n, n) = 12n + 1024 is 3 to 4 times what the plans of
 * the KEM sizes use (26 KiB against 5.5 KiB at n = 193), and callers that
 * wipe the scratch of a secret product (the rings) would pay for the rest.
 *
 * This walks the recursion of mul_plan.c for (n, plan) without
 * multiplying: the same plan steps (a plan entry when it applies at the
 * size, else the backend's planner), the same splits (splits.h), and at
 * each construction the scratch share its file documents, followed by the
 * largest of its sub-products' needs (they run one after another on the
 * same rest of the scratch).  The walk is exact about the layout, not
 * about every word being written, so it is an upper bound of the words
 * touched; tests/ring/test_ring_scratch.c checks it against products run
 * on a canary-filled scratch for every backend, so a construction whose
 * share changes without this file turns that test red.  Compiled once.
 */
#include "splits.h"

/* The method mul_plan.c picks for n, advancing *plan (bp_backend.h). */
static bp_method plan_step(const bp_backend *be, size_t n,
                           const uint8_t **plan)
{
    return bp_plan_step_of(be, be->plan_method, be->leaf_max, n, plan);
}

static size_t method_scratch(const bp_backend *be, bp_method m, size_t n,
                             const uint8_t *plan);

/* Scratch words of mul_plan(n, plan). */
static size_t plan_scratch(const bp_backend *be, size_t n,
                           const uint8_t *plan)
{
    const bp_method m = plan_step(be, n, &plan);
    return method_scratch(be, m, n, plan);
}

/* The larger of x and y (sizes, public). */
static size_t max_size(size_t x, size_t y) { return x > y ? x : y; }

/* Whether method m at n (sub-products by sub) goes to one of be's fused
 * kernels (bp_backend.fused_takes), which need no scratch. */
static int fused(const bp_backend *be, bp_method m, size_t n, bp_method sub)
{
    return be->fused_takes != NULL && be->fused_takes(m, n, sub);
}

/*
 * Scratch words of method m (applicable at n) with the rest of the plan:
 * its share, then its sub-products'.  Shares (in buffers padded by
 * bp_scratch_block, splits.h) and the sub-products' plans as in karat2.c
 * (4h; halves with the sub-plan, a shorter high half with the plan
 * again), karat_wp.c (bp_karat_wp_units blocks of k; blocks with the
 * sub-plan, a short last block with the plan again), toom3.c (6m; blocks
 * of k and x-products with the sub-plan, the top block with the plan
 * again) and peel.c (none; the (n-1)-word product with the sub-plan);
 * none at all where a backend's fused split applies
 * (bp_backend.fused_takes).  A method this walk does not know
 * gets the generic bound bp_scratch_words(n, n), which every construction
 * keeps: the wipe stays complete, only longer (and test_ring_scratch
 * flags the waste).
 */
static size_t method_scratch(const bp_backend *be, bp_method m, size_t n,
                             const uint8_t *plan)
{
    int aligned;
    const unsigned w = bp_toom3_width(m, &aligned);
    if (w != 0) {
        const size_t k = bp_toom3_split(n, w, aligned, be->leaf_max);
        const size_t mw = k + (2 * w + 63) / 64;
        const size_t mp = bp_toom3_xproduct_words(k, w);
        const uint8_t *sub_k = plan, *sub_m = plan;
        const bp_method mk = plan_step(be, k, &sub_k);
        const bp_method mm = plan_step(be, mp, &sub_m);
        size_t s = method_scratch(be, mk, k, sub_k);
        s = max_size(s, plan_scratch(be, n - 2 * k, plan));
        s = max_size(s, method_scratch(be, mm, mp, sub_m));
        return 6 * bp_scratch_block(be->policy, mw, 6, mw, n) + s;
    }
    switch (m) {
    case BP_M_LEAF: return 0;
    case BP_M_PEEL1: {
        const uint8_t *sub = plan;
        const bp_method mm = plan_step(be, n - 1, &sub);
        return method_scratch(be, mm, n - 1, sub);
    }
    case BP_M_KARAT3:
    case BP_M_KARAT5: {
        const size_t K = m == BP_M_KARAT3 ? 3 : 5;
        const size_t k = bp_karat_wp_block(n, K), blocks = (n + k - 1) / k;
        const size_t last = n - (blocks - 1) * k;
        const uint8_t *sub = plan;
        const bp_method mk = plan_step(be, k, &sub);
        if (m == BP_M_KARAT3 && fused(be, m, n, mk))
            return 0;
        size_t s = method_scratch(be, mk, k, sub);
        if (last != k)
            s = max_size(s, plan_scratch(be, last, plan));
        const size_t units = bp_karat_wp_units(be->policy, n, K);
        return units * bp_scratch_block(be->policy, k, units, k, n) + s;
    }
    case BP_M_KARAT2:
    case BP_M_KARAT2_ALIGNED: {
        const size_t h = bp_karat2_split(n, m == BP_M_KARAT2_ALIGNED,
                                         be->leaf_max);
        const uint8_t *sub = plan;
        const bp_method mh = plan_step(be, h, &sub);
        if (fused(be, m, n, mh))
            return 0;
        size_t s = method_scratch(be, mh, h, sub);
        if (n - h != h)
            s = max_size(s, plan_scratch(be, n - h, plan));
        return 4 * bp_scratch_block(be->policy, h, 4, h, n) + s;
    }
    default: return bp_scratch_words(n, n);
    }
}

/* Contract in bp_backend.h; clamped to the generic bound. */
size_t bp_plan_scratch_words(const bp_backend *be, size_t n,
                             const uint8_t *plan)
{
    const size_t s = plan_scratch(be, n, plan);
    const size_t bound = bp_scratch_words(n, n);
    return s < bound ? s : bound;
}

/* Scratch words be->mul touches for na x nb, na >= nb >= 1, below the FFT
 * (small sizes): as BP_FN(mul) in mul_plan.c, a balanced product by the
 * planner, or 2nb words of chunk accumulator followed by the chunks'
 * balanced products and the short last chunk's swapped product. */
static size_t chunked_plan_scratch(const bp_backend *be, size_t na,
                                   size_t nb)
{
    const size_t balanced = bp_plan_scratch_words(be, nb, NULL);
    if (na == nb)
        return balanced;
    const size_t r = na % nb;
    const size_t rest =
        r == 0 ? balanced : max_size(balanced, chunked_plan_scratch(be, nb, r));
    return 2 * nb + rest;
}

_Atomic size_t bp_small_scratch_cache[BP_BACKEND_COUNT];

/* Contract in bp_backend.h.  Racing first calls compute the same value. */
size_t bp_small_scratch_walk(const bp_backend *be)
{
    size_t worst = 0;
    for (size_t na = 1; na <= BP_SMALL_WORDS; na++)
        for (size_t nb = 1; nb <= na; nb++)
            worst = max_size(worst, chunked_plan_scratch(be, na, nb));
    atomic_store_explicit(&bp_small_scratch_cache[be->id], worst + 1,
                          memory_order_relaxed);
    return worst;
}
