/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of the pclmul leaves and squaring ("ctgrind"): the
 * operands are marked undefined for valgrind memcheck, so any branch or
 * memory address that depends on them is reported as a use of an
 * uninitialised value.  Meant to run as
 *   valgrind --error-exitcode=1 --quiet test_pclmul_ctgrind
 * (valgrind runs PCLMULQDQ and AVX2 code); outside valgrind, or built
 * without valgrind's header, it only checks the results against ref_mul.
 * Prints a message and exits 0 when the CPU has no PCLMULQDQ.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "ref_mul.h"

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#include "test_backend.h"
#include "test_check.h"
#define SECRET(p, size) VALGRIND_MAKE_MEM_UNDEFINED(p, size)
#define PUBLIC(p, size) VALGRIND_MAKE_MEM_DEFINED(p, size)
#endif
#endif
#ifndef SECRET
#define SECRET(p, size) ((void)(p), (void)(size))
#define PUBLIC(p, size) ((void)(p), (void)(size))
#endif

/* Largest squaring size checked: a few spread blocks plus every tail. */
#define SQR_MAX 67

int main(void)
{
    static const uint8_t leaf_plan[] = {BP_M_LEAF, BP_M_END};
    const bp_backend *be = test_backend_or_skip("pclmul");
    uint64_t a[SQR_MAX], b[SQR_MAX], c[2 * SQR_MAX], ref[2 * SQR_MAX];
    uint64_t *scratch = malloc(bp_scratch_words(64, 64) * sizeof *scratch);
    uint64_t rng = 0x0123456789ABCDEFULL;

    for (size_t n = 1; n <= be->leaf_max && n <= SQR_MAX; n++) {
        test_fill_random(a, n, &rng);
        test_fill_random(b, n, &rng);
        ref_mul(ref, a, n, b, n);
        SECRET(a, n * sizeof *a);
        SECRET(b, n * sizeof *b);
        be->mul_plan(c, a, b, n, leaf_plan, scratch);
        PUBLIC(c, 2 * n * sizeof *c);
        PUBLIC(a, n * sizeof *a);
        PUBLIC(b, n * sizeof *b);
        CHECK(memcmp(c, ref, 2 * n * sizeof *c) == 0,
              "leaf n=%zu: wrong product", n);
    }
    for (size_t n = 1; n <= SQR_MAX; n++) {
        test_fill_random(a, n, &rng);
        ref_mul(ref, a, n, a, n);
        SECRET(a, n * sizeof *a);
        be->sqr(c, a, n);
        PUBLIC(c, 2 * n * sizeof *c);
        PUBLIC(a, n * sizeof *a);
        CHECK(memcmp(c, ref, 2 * n * sizeof *c) == 0,
              "sqr n=%zu: wrong square", n);
    }
    free(scratch);
    if (test_failures)
        return test_report("test_pclmul_ctgrind");
    printf("pclmul leaves 1..%zu and sqr 1..%d: correct%s\n", be->leaf_max,
           SQR_MAX,
#ifdef VALGRIND_MAKE_MEM_UNDEFINED
           RUNNING_ON_VALGRIND ? ", no secret-dependent branch or address"
                               : " (not under valgrind: timing not checked)"
#else
           " (built without valgrind: timing not checked)"
#endif
    );
    return 0;
}
