/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check under valgrind's memcheck (run by ctest through
 * valgrind, the ctgrind method): the elements are marked undefined, so
 * memcheck reports any branch or memory address computed from them.
 * Exits non-zero (valgrind's --error-exitcode) on such a report.  Covers
 * the computations of every field operation, through the unchecked
 * functions and the kernels (the public functions' argument checks read
 * the padding bits only, the documented outcome for valid input; memcheck
 * tracks definedness per bit but client requests mark whole bytes).
 * Fields: the five NIST ones (dedicated reductions), and generic ones of
 * both reductions (word-wise, block-wise) and both parities of m.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include <binpoly/field.h>

#include "field_kernels.h"
#include "ref_mul.h"
#include "test_backend.h"

#define SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))

static void run_field(unsigned m, const unsigned *taps, size_t ntaps)
{
    const bp_backend *be = bp_backend_active();
    const bp_field_kernels *kern = bp_field_kernels_for(be);
    binpoly_field F;
    if (binpoly_field_init(&F, m, taps, ntaps) != 0) {
        printf("init %u failed\n", m);
        exit(1);
    }
    const size_t W = F.words, nb = W * 8;
    uint64_t a[BINPOLY_FIELD_MAX_WORDS], b[BINPOLY_FIELD_MAX_WORDS],
        c[BINPOLY_FIELD_MAX_WORDS], p[2 * BINPOLY_FIELD_MAX_WORDS + 1] = {0};
    uint64_t s = 0x0123456789abcdefu ^ m;
    test_fill_random(a, W, &s);
    test_fill_random(b, W, &s);
    a[W - 1] &= F.top_mask;
    b[W - 1] &= F.top_mask;
    ref_mul(p, a, W, b, W); /* an unreduced product for the reduction */

    SECRET(a, nb);
    SECRET(b, nb);
    SECRET(p, 2 * nb);
    kern->mul(&F, c, a, b);
    kern->sqr(&F, c, a);
    kern->sqr_k(&F, c, a, 7);
    kern->reduce(&F, c, p);
    /* a batch: one vector slice and a tail on backends with a batch
     * kernel, single products on the others */
    enum { NB = 9 };
    uint64_t xa[NB * BINPOLY_FIELD_MAX_WORDS], xc[NB * BINPOLY_FIELD_MAX_WORDS];
    for (size_t i = 0; i < NB; i++)
        memcpy(xa + i * W, i % 2 ? a : b, nb);
    uint64_t top = kern->mul_batch_kind[F.kind](&F, xc, xa, xa, NB) |
                   kern->sqr_batch_kind[F.kind](&F, xc, xa, NB);
    top &= ~F.top_mask; /* the padding bits: the caller's check */
    PUBLIC(&top, sizeof top);
    const int r = bp_field_inv_unchecked(&F, be, c, a);
    PUBLIC(&r, sizeof r); /* the outcome is the caller's to see */
    bp_field_sqrt_unchecked(&F, be, c, a);
    uint64_t t = bp_field_trace_unchecked(&F, a);
    PUBLIC(&t, sizeof t);
    t = bp_field_solve_quadratic_unchecked(&F, be, c, b);
    PUBLIC(&t, sizeof t);
    /* pow and mul_sparse_const are square-and-multiply over these kernels
     * and shifts by public amounts before the reduction: covered above. */
    PUBLIC(a, nb);
    PUBLIC(b, nb);
    PUBLIC(c, nb);
    printf("m=%u: inverse status %d\n", m, r);
}

int main(void)
{
    test_require_backend();
    static const unsigned t163[3] = {7, 6, 3}, t233[1] = {74},
                          t283[3] = {12, 7, 5}, t409[1] = {87},
                          t571[3] = {10, 5, 2}, t128[3] = {7, 2, 1},
                          t127[1] = {126}, t64[3] = {63, 61, 60};
    run_field(163, t163, 3);
    run_field(233, t233, 1);
    run_field(283, t283, 3);
    run_field(409, t409, 1);
    run_field(571, t571, 3);
    run_field(128, t128, 3); /* generic, word-wise, even m */
    run_field(127, t127, 1); /* generic, block-wise (1-bit blocks) */
    run_field(64, t64, 3);   /* generic, block-wise, even m */
    printf("done\n");
    return 0;
}
