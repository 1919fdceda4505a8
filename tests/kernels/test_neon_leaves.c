/* SPDX-License-Identifier: MIT */
/*
 * neon backend kernels against the simple references: both builds of the
 * leaf (plain, and EOR3 when the CPU has FEAT_SHA3: run the test under
 * qemu-aarch64 -cpu max and -cpu neoverse-n1 to have both) at every size
 * 1..16 on random and edge operands, the squaring and the row products at
 * 1..40 words.  Operands and outputs are heap blocks of exactly their
 * size, so the sanitizer build catches a read or write past them.  Exits
 * 77 (skipped) on a CPU without PMULL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "cpu_features.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

extern const bp_leaf_fn bp_neon_leaf_plain[16], bp_neon_leaf_eor3[16];
void bp_neon_sqr(uint64_t *c, const uint64_t *a, size_t n);
void bp_neon_addmul_word2(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n, uint64_t x, uint64_t y);

static uint64_t rng = 0x243F6A8885A308D3ULL;

/* Exactly n words (at least one byte allocated), random or by edge kind. */
static uint64_t *operand(size_t n, int kind)
{
    uint64_t *p = malloc(n * sizeof *p);
    if (p == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    test_edge_operand(p, 64 * n, kind, &rng);
    return p;
}

static void check_table(const bp_leaf_fn *table, const char *name)
{
    for (size_t n = 1; n <= 16; n++)
        for (int kind = 0; kind < 4 * 8; kind++) {
            uint64_t *a = operand(n, kind % 8), *b = operand(n, kind / 8 % 4 + 2);
            uint64_t *c = malloc(2 * n * sizeof *c), ref[32];
            table[n - 1](c, a, b, n);
            ref_mul(ref, a, n, b, n);
            CHECK(memcmp(c, ref, 2 * n * sizeof *c) == 0,
                  "%s leaf n=%zu case %d differs from reference", name, n,
                  kind);
            free(a);
            free(b);
            free(c);
        }
}

int main(void)
{
    test_backend_or_skip("neon");
    check_table(bp_neon_leaf_plain, "plain");
    if (bp_cpu_features() & BP_CPU_SHA3)
        check_table(bp_neon_leaf_eor3, "eor3");
    else
        printf("EOR3 leaf not checked: this CPU has no FEAT_SHA3\n");

    for (size_t n = 1; n <= 40; n++) {
        uint64_t *a = operand(n, 5), *b = operand(n, 6);
        uint64_t *c = malloc(2 * n * sizeof *c), *ref = malloc(2 * n * 8);
        bp_neon_sqr(c, a, n);
        ref_mul(ref, a, n, a, n);
        CHECK(memcmp(c, ref, 2 * n * sizeof *c) == 0, "sqr n=%zu", n);
        /* c[0..n+1) ^= x a + y b, against the two single-word products. */
        const uint64_t x = test_rand64(&rng), y = test_rand64(&rng);
        uint64_t *d = malloc((n + 1) * sizeof *d), *e = malloc((n + 1) * 8);
        uint64_t *t = malloc((n + 1) * sizeof *t);
        for (size_t i = 0; i <= n; i++)
            d[i] = e[i] = test_rand64(&rng);
        bp_neon_addmul_word2(d, a, b, n, x, y);
        ref_mul(t, a, n, &x, 1);
        for (size_t i = 0; i <= n; i++)
            e[i] ^= t[i];
        ref_mul(t, b, n, &y, 1);
        for (size_t i = 0; i <= n; i++)
            e[i] ^= t[i];
        CHECK(memcmp(d, e, (n + 1) * sizeof *d) == 0, "addmul_word2 n=%zu",
              n);
        free(a);
        free(b);
        free(c);
        free(ref);
        free(d);
        free(e);
        free(t);
    }
    return test_report("neon kernels");
}
