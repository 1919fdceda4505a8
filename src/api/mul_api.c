/* SPDX-License-Identifier: MIT */
/* Public F2[X] product and squaring: argument checks, scratch handling,
 * then the active backend. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_alloc.h"
#include "bp_backend.h"
#include "bp_bytes.h"
#include "bp_overlap.h"
#include "bp_work_area.h"
#include "mul_check.h"

const char *binpoly_strerror(int err)
{
    switch (err) {
    case BINPOLY_OK: return "success";
    case BINPOLY_ERR_NULL: return "null pointer with a non-zero size";
    case BINPOLY_ERR_OVERLAP: return "output overlaps an input";
    case BINPOLY_ERR_TOO_LARGE: return "size above the documented limit";
    case BINPOLY_ERR_NOMEM: return "out of memory";
    case BINPOLY_ERR_BACKEND: {
        /* which way BINPOLY_BACKEND is invalid (src/mul/backend_choice.c) */
        const char *why = bp_backend_problem();
        return why != NULL ? why : "BINPOLY_BACKEND is invalid";
    }
    case BINPOLY_ERR_ARG: return "invalid argument";
    case BINPOLY_ERR_NOT_INVERTIBLE: return "element is not invertible";
    case BINPOLY_ERR_LENGTH: return "wrong length";
    case BINPOLY_ERR_RANDOM: return "the random generator failed";
    case BINPOLY_ERR_ALIGN:
        return "an array of words is not aligned to its word size";
    case BINPOLY_ERR_THREAD: return "a thread could not be started";
    case BINPOLY_ERR_PCT:
        return "the key pair failed its pairwise consistency test";
    default: return "unknown error";
    }
}

size_t binpoly_mul_scratch_words(size_t na, size_t nb)
{
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return 0;
    if (na == 0 || nb == 0)
        return 0;
    return na >= nb ? bp_scratch_words(na, nb) : bp_scratch_words(nb, na);
}

/* The product on backend be once arguments are valid and the scratch is
 * large enough. */
static void run_mul(const bp_backend *be, uint64_t *c, const uint64_t *a,
                    size_t na, const uint64_t *b, size_t nb,
                    uint64_t *scratch)
{
    if (na == 0 || nb == 0) {
        if (na + nb > 0) /* c may be NULL when both sizes are 0 */
            memset(c, 0, (na + nb) * sizeof *c);
        return;
    }
    if (na >= nb)
        be->mul(c, a, na, b, nb, scratch);
    else
        be->mul(c, b, nb, a, na, scratch);
}

int binpoly_mul_scratch(uint64_t *c, const uint64_t *a, size_t na,
                        const uint64_t *b, size_t nb, uint64_t *scratch,
                        size_t scratch_words)
{
    const bp_backend *be;
    int err = bp_check_mul(c, a, na, b, nb, &be);
    if (err != BINPOLY_OK)
        return err;
    const size_t need = binpoly_mul_scratch_words(na, nb);
    if (need > 0 && scratch == NULL)
        return BINPOLY_ERR_NULL;
    if (need > 0 && bp_misaligned64(scratch))
        return BINPOLY_ERR_ALIGN;
    if (scratch_words < need)
        return BINPOLY_ERR_ARG;
    if (bp_words_overlap(scratch, need, c, na + nb) ||
        bp_words_overlap(scratch, need, a, na) ||
        bp_words_overlap(scratch, need, b, nb))
        return BINPOLY_ERR_OVERLAP;
    run_mul(be, c, a, na, b, nb, scratch);
    return BINPOLY_OK;
}

_Static_assert(BP_STACK_SCRATCH_WORDS * 8 <= BINPOLY_WORK_BYTES,
               "a lent work area holds the large stack scratch");

/* The product with stack scratch of BP_SMALL_SCRATCH_WORDS (products of
 * at most BP_SMALL_WORDS words whose tables fit it: under 16 KiB of stack
 * in all, tests/core/test_stack_usage.c) or of BP_STACK_SCRATCH_WORDS
 * words: separate frames, so that a small product does not reserve the
 * large one. */
static __attribute__((noinline)) void
mul_small_stack(const bp_backend *be, uint64_t *c, const uint64_t *a,
                size_t na, const uint64_t *b, size_t nb)
{
    _Alignas(64) uint64_t scratch[BP_SMALL_SCRATCH_WORDS];
    run_mul(be, c, a, na, b, nb, scratch);
}

static __attribute__((noinline)) void
mul_large_stack(const bp_backend *be, uint64_t *c, const uint64_t *a,
                size_t na, const uint64_t *b, size_t nb)
{
    _Alignas(64) uint64_t scratch[BP_STACK_SCRATCH_WORDS];
    run_mul(be, c, a, na, b, nb, scratch);
}

/* binpoly_mul past the leaf-sized square products, arguments valid: out of
 * line, so that binpoly_mul's fast path saves no registers. */
static __attribute__((noinline)) int
mul_checked(const bp_backend *be, uint64_t *c, const uint64_t *a, size_t na,
            const uint64_t *b, size_t nb)
{
    /* Small products first, without sizing their scratch per call (at a
     * few words the call's own cost is a large part of the product's):
     * the cached walk says once per table whether they all fit. */
    if (na <= BP_SMALL_WORDS && nb <= BP_SMALL_WORDS &&
        bp_small_scratch_words(be) <= BP_SMALL_SCRATCH_WORDS) {
        mul_small_stack(be, c, a, na, b, nb);
        return BINPOLY_OK;
    }
    const size_t need = binpoly_mul_scratch_words(na, nb);
    if (need <= BP_STACK_SCRATCH_WORDS) {
        /* Always taken when max(na, nb) <= BINPOLY_STACK_WORDS (checked
         * exhaustively by tests/core/test_mul_api.c); the thread's lent area
         * holds BP_STACK_SCRATCH_WORDS (bp_work_area.h). */
        uint64_t *area = bp_work_area();
        if (area != NULL)
            run_mul(be, c, a, na, b, nb, area);
        else
            mul_large_stack(be, c, a, na, b, nb);
        return BINPOLY_OK;
    }
    /* Cache-line aligned like the stack scratch: the constructions'
     * 512-bit accesses then touch one line each. */
    uint64_t *scratch = bp_alloc_words_aligned(need);
    if (scratch == NULL)
        return BINPOLY_ERR_NOMEM;
    run_mul(be, c, a, na, b, nb, scratch);
    free(scratch);
    return BINPOLY_OK;
}

int binpoly_mul(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb)
{
    const bp_backend *be;
    int err = bp_check_mul(c, a, na, b, nb, &be);
    if (err != BINPOLY_OK)
        return err;
    /* Square products of a size the planner's table takes straight to the
     * leaf (its cache, filled by the first product that consults it) go
     * to the leaf's kernel for that size, which needs no scratch: on Zen 4
     * 7-23% faster at 1-9 words (BENCHMARKS.md "F2[X] products"). */
    if (na == nb && bp_leaf_size_cached(be->leaf_sizes, na)) {
        be->leaf_fns[na - 1](c, a, b, na);
        return BINPOLY_OK;
    }
    return mul_checked(be, c, a, na, b, nb);
}

int binpoly_sqr(uint64_t *c, const uint64_t *a, size_t n)
{
    if (n > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if (n > 0 && (c == NULL || a == NULL))
        return BINPOLY_ERR_NULL;
    if (n > 0 && (bp_misaligned64(c) || bp_misaligned64(a)))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, 2 * n, a, n))
        return BINPOLY_ERR_OVERLAP;
    const bp_backend *be = bp_backend_active();
    if (be == NULL)
        return BINPOLY_ERR_BACKEND;
    if (n > 0)
        be->sqr(c, a, n);
    return BINPOLY_OK;
}
