/* SPDX-License-Identifier: MIT */
/*
 * Every avx512 leaf kernel (all variants, not only the ones mul_leaf
 * picks), the backend's leaf through mul_plan, and squaring, against the
 * schoolbook reference: every n the kernel accepts, random operands and
 * bit patterns (zeros, all ones, single lowest / highest bit), canaries
 * after c, and operands and result placed right before an inaccessible
 * page (a kernel reading or writing past its arrays faults).
 * Prints a message and passes when this CPU cannot run the backend.
 *
 * test_vpclmul256_leaves.c runs this same file on the vpclmul256 kernels
 * by defining the LEAF_* names below before including it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef LEAF_BACKEND
#include "../../src/kernels/avx512/leaf_variants_avx512.h"
#define LEAF_BACKEND "avx512"
#define LEAF_VARIANTS bp_avx512_leaf_variants
#define LEAF_VARIANT_COUNT bp_avx512_leaf_variant_count
#endif
#include "bp_backend.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

#define MAXW 64
#define CANARY 0xC3A5C3A5DEADBEEFULL

/* Three arrays (slots: c, a, b), each ending exactly where a PROT_NONE
 * page begins. */
static unsigned char *guard_end[3];

static void guard_init(void)
{
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    for (int s = 0; s < 3; s++) {
        unsigned char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED || mprotect(p + page, page, PROT_NONE) != 0) {
            perror("mmap");
            exit(1);
        }
        guard_end[s] = p + page;
    }
}

/* n words whose last one is the last accessible word of slot's page. */
static uint64_t *guarded(int slot, size_t n)
{
    return (uint64_t *)guard_end[slot] - n;
}

typedef void (*leaf_fn)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                        size_t n);

static void check_one(const char *name, leaf_fn fn, const uint64_t *a,
                      const uint64_t *b, size_t n, const char *what)
{
    uint64_t want[2 * MAXW], got[2 * MAXW + 4];
    ref_mul(want, a, n, b, n);
    for (size_t i = 0; i < 2 * MAXW + 4; i++)
        got[i] = CANARY;
    fn(got, a, b, n);
    CHECK(memcmp(got, want, 2 * n * sizeof *got) == 0,
          "%s n=%zu %s: wrong product", name, n, what);
    int canaries = 1;
    for (size_t i = 2 * n; i < 2 * n + 4; i++)
        canaries &= got[i] == CANARY;
    CHECK(canaries, "%s n=%zu %s: wrote past c[2n]", name, n, what);
}

static void check_guarded(const char *name, leaf_fn fn, const uint64_t *a,
                          const uint64_t *b, size_t n)
{
    uint64_t want[2 * MAXW];
    uint64_t *ga = guarded(1, n), *gb = guarded(2, n), *gc = guarded(0, 2 * n);
    memcpy(ga, a, n * sizeof *a);
    memcpy(gb, b, n * sizeof *b);
    ref_mul(want, a, n, b, n);
    fn(gc, ga, gb, n);
    CHECK(memcmp(gc, want, 2 * n * sizeof *gc) == 0,
          "%s n=%zu guarded: wrong product", name, n);
}

static void check_kernel(const char *name, leaf_fn fn, size_t max_words,
                         uint64_t *seed)
{
    uint64_t a[MAXW], b[MAXW];
    for (size_t n = 1; n <= max_words; n++) {
        for (int r = 0; r < 20; r++) {
            test_fill_random(a, n, seed);
            test_fill_random(b, n, seed);
            check_one(name, fn, a, b, n, "random");
        }
        check_guarded(name, fn, a, b, n);
        /* Patterns: each of a, b in {0, all ones, bit 0, top bit}. */
        for (int pa = 0; pa < 4; pa++)
            for (int pb = 0; pb < 4; pb++) {
                const int pat[2] = {pa, pb};
                uint64_t *ops[2] = {a, b};
                for (int o = 0; o < 2; o++) {
                    memset(ops[o], pat[o] == 1 ? 0xFF : 0, n * sizeof *a);
                    if (pat[o] == 2)
                        ops[o][0] = 1;
                    if (pat[o] == 3)
                        ops[o][n - 1] = 1ULL << 63;
                }
                check_one(name, fn, a, b, n, "pattern");
            }
        /* One operand random, the other all ones (every carry-less
         * column at full weight). */
        test_fill_random(a, n, seed);
        memset(b, 0xFF, n * sizeof *b);
        check_one(name, fn, a, b, n, "random x ones");
    }
}

/* The backend's own leaf, reached through mul_plan with the plan "leaf". */
static const bp_backend *backend;
static void via_mul_plan(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n)
{
    static const uint8_t plan[] = {BP_M_LEAF, BP_M_END};
    static uint64_t scratch[1 << 14];
    backend->mul_plan(c, a, b, n, plan, scratch);
}

typedef void (*sqr_fn)(uint64_t *c, const uint64_t *a, size_t n);

static void check_sqr(const char *name, sqr_fn sqr, uint64_t *seed)
{
    uint64_t a[MAXW], want[2 * MAXW], got[2 * MAXW + 4];
    for (size_t n = 1; n <= MAXW; n++)
        for (int r = 0; r < 5; r++) {
            test_fill_random(a, n, seed);
            if (r == 1)
                memset(a, 0xFF, n * sizeof *a);
            ref_mul(want, a, n, a, n);
            for (size_t i = 0; i < 2 * n + 4; i++)
                got[i] = CANARY;
            sqr(got, a, n);
            CHECK(memcmp(got, want, 2 * n * sizeof *got) == 0 &&
                      got[2 * n] == CANARY && got[2 * n + 3] == CANARY,
                  "%s n=%zu", name, n);
            uint64_t *ga = guarded(1, n), *gc = guarded(0, 2 * n);
            memcpy(ga, a, n * sizeof *a);
            sqr(gc, ga, n);
            CHECK(memcmp(gc, want, 2 * n * sizeof *gc) == 0,
                  "%s n=%zu guarded", name, n);
        }
}

int main(void)
{
    backend = test_backend_or_skip(LEAF_BACKEND);
    guard_init();
    uint64_t seed = 0x2545F4914F6CDD1DULL;
    for (size_t v = 0; v < LEAF_VARIANT_COUNT; v++) {
        check_kernel(LEAF_VARIANTS[v].name, LEAF_VARIANTS[v].fn,
                     LEAF_VARIANTS[v].max_words, &seed);
        printf("%-10s n = 1..%zu checked\n", LEAF_VARIANTS[v].name,
               LEAF_VARIANTS[v].max_words);
    }
    check_kernel("mul_leaf", via_mul_plan, backend->leaf_max, &seed);
    printf("mul_leaf   n = 1..%zu checked\n", backend->leaf_max);
    check_sqr("sqr", backend->sqr, &seed);
    printf("sqr        n = 1..%d checked\n", MAXW);

    return test_report("test_avx512_leaves");
}
