/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check under valgrind's memcheck (run by ctest through
 * valgrind): the coefficients and sparse positions are marked undefined,
 * so memcheck reports any branch or memory address computed from them
 * ("conditional jump depends on uninitialised value", "use of
 * uninitialised value" in an address).  Exits non-zero (valgrind's
 * --error-exitcode) on such a report.  Covers the computations: the
 * products, the three sparse methods, squarings, the coefficient map and
 * inversion.  The argument checks are left out on purpose: they only look
 * at padding bits and at whether a position is < N, which is the
 * documented, data-independent outcome for valid input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include <binpoly/ring.h>

#include "ring_internal.h"
#include "ref_mul.h"
#include "test_backend.h"

static void secret(const void *p, size_t bytes)
{
    VALGRIND_MAKE_MEM_UNDEFINED(p, bytes);
}

static void public_(const void *p, size_t bytes)
{
    VALGRIND_MAKE_MEM_DEFINED(p, bytes);
}

/* Runs every operation on secret data in F2[X]/(X^N - 1); the inversion
 * only when asked (it is the slowest under valgrind). */
static void run_ring(size_t N, int with_inverse)
{
    const bp_backend *be = bp_backend_active();
    binpoly_ring R;
    if (binpoly_ring_init(&R, N) != 0)
        exit(1);
    const size_t W = R.words, nb = W * 8;
    static uint64_t a[BP_RING_MAX_WORDS], b[BP_RING_MAX_WORDS],
        c[BP_RING_MAX_WORDS];
    uint32_t pos[71];
    uint64_t s = 0x0123456789abcdefu;
    test_fill_random(a, W, &s);
    test_fill_random(b, W, &s);
    a[W - 1] &= R.top_mask;
    b[W - 1] &= R.top_mask;
    for (size_t i = 0; i < 71; i++)
        pos[i] = (uint32_t)((i * 7919u + 11u) % N);

    secret(a, nb);
    secret(b, nb);
    secret(pos, sizeof pos);
    bp_ring_mul_unchecked(&R, be, c, a, b);
    for (int m = BP_RING_SPARSE_AUTO; m <= BP_RING_SPARSE_DENSE; m++)
        bp_ring_mul_sparse_unchecked(&R, be, c, a, pos, 71,
                                     (bp_ring_sparse_method)m);
    bp_ring_sqr_unchecked(&R, be, c, a);
    bp_ring_sqr_k_unchecked(&R, be, c, a, 3);
    bp_ring_sqr_k_unchecked(&R, be, c, a, 100);
    if (with_inverse) {
        /* The same chain runs for a unit and a zero divisor alike. */
        const int r = bp_ring_inv_unchecked(&R, be, c, b);
        public_(&r, sizeof r); /* the outcome is the caller's to see */
        printf("N=%zu: inverse status %d\n", N, r);
    }
    public_(a, nb);
    public_(b, nb);
    public_(pos, sizeof pos);
    public_(c, nb);
}

int main(void)
{
    test_require_backend();
    run_ring(12323, 1); /* BIKE-L1 */
    run_ring(17669, 0); /* HQC-1 */
    run_ring(131, 1);   /* one-word transposition rows, three words */
    printf("done\n");
    return 0;
}
