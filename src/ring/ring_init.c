/* SPDX-License-Identifier: MIT */
/*
 * Ring set-up and the argument checks shared by every ring function.
 */
#include <string.h>

#include "bp_elem_checks.h"
#include "ring_internal.h"

/* Whether n >= 2 is prime (trial division; n is public and small). */
static int is_prime(uint32_t n)
{
    if (n < 2)
        return 0;
    for (uint32_t d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

/* Whether 2 generates the multiplicative group mod the prime n, i.e. its
 * order is n - 1.  Then X^n - 1 = (X - 1) * Phi_n with Phi_n irreducible,
 * which is what binpoly_ring_inv relies on. */
static int two_is_primitive(uint32_t n)
{
    if (n < 3)
        return 0;
    uint32_t x = 1;
    for (uint32_t e = 1; e < n - 1; e++) {
        x = (uint32_t)((2u * (uint64_t)x) % n);
        if (x == 1)
            return 0;
    }
    return 1;
}

int binpoly_ring_init(binpoly_ring *R, size_t N)
{
    if (R == NULL)
        return BINPOLY_ERR_NULL;
    R->magic = 0;
    R->n = 0;
    R->words = 0;
    R->top_mask = 0;
    R->inv_ok = 0;
    R->product_scratch = 0;
    if (N < 2)
        return BINPOLY_ERR_ARG;
    if (N > BINPOLY_RING_MAX_BITS)
        return BINPOLY_ERR_TOO_LARGE;
    const size_t words = (N + 63) / 64;
    /* The most any backend this CPU runs touches (the others are never
     * passed to the products): one figure, so that the struct does not
     * depend on how many backends exist. */
    size_t scratch = 0;
    for (size_t i = 0; i < BP_BACKEND_COUNT; i++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)i);
        const size_t w = be != NULL ? bp_ring_product_scratch_words(be, words)
                                    : 0;
        if (w > scratch)
            scratch = w;
    }
    if (scratch > BP_RING_SCRATCH_WORDS)
        return BINPOLY_ERR_TOO_LARGE; /* the product would not fit */
    R->n = (uint32_t)N;
    R->words = (uint32_t)words;
    R->top_mask = (N % 64) ? (((uint64_t)1 << (N % 64)) - 1) : ~(uint64_t)0;
    R->inv_ok = (uint32_t)(is_prime(R->n) && two_is_primitive(R->n));
    R->product_scratch = (uint32_t)scratch;
    R->magic = BP_RING_MAGIC;
    return BINPOLY_OK;
}

size_t binpoly_ring_words(const binpoly_ring *R)
{
    if (R == NULL || R->magic != BP_RING_MAGIC)
        return 0;
    return R->words;
}

int bp_ring_check(const binpoly_ring *R)
{
    if (R == NULL)
        return BINPOLY_ERR_NULL;
    if (R->magic != BP_RING_MAGIC || R->n < 2 ||
        R->n > BINPOLY_RING_MAX_BITS || R->words != (R->n + 63) / 64)
        return BINPOLY_ERR_ARG;
    /* The product wipes this many words of its stack scratch. */
    if (R->product_scratch > BP_RING_SCRATCH_WORDS)
        return BINPOLY_ERR_ARG;
    if (bp_backend_active() == NULL)
        return BINPOLY_ERR_BACKEND;
    return BINPOLY_OK;
}

int bp_ring_check_elem(const binpoly_ring *R, const uint64_t *a)
{
    return bp_check_elem_words(a, R->words, R->top_mask);
}

int bp_ring_check_op(const binpoly_ring *R, const uint64_t *c,
                     const uint64_t *a, const uint64_t *b, int n_inputs)
{
    const int err = bp_ring_check(R);
    return err != BINPOLY_OK
               ? err
               : bp_check_elem_op(c, a, b, n_inputs, R->words, R->top_mask);
}
