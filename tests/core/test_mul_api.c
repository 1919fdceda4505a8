/* SPDX-License-Identifier: MIT */
/* The public API contract: error codes for bad arguments, zero sizes,
 * aliasing rules, the scratch variant, the stack bound, canaries after c,
 * and backend forcing (run under several BINPOLY_BACKEND values). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"
#include "test_misaligned.h"

#define EXPECT(cond) CHECK(cond, "%s", #cond)

static void test_bad_backend(const char *forced)
{
    /* BINPOLY_BACKEND names nothing this CPU runs: a clear error, whose
     * text says the name is unknown (not that the CPU lacks it). */
    uint64_t a = 3, c[2];
    EXPECT(binpoly_backend() == NULL);
    EXPECT(binpoly_mul(c, &a, 1, &a, 1) == BINPOLY_ERR_BACKEND);
    EXPECT(binpoly_sqr(c, &a, 1) == BINPOLY_ERR_BACKEND);
    EXPECT(!binpoly_backend_available(forced));
    const char *why = binpoly_strerror(BINPOLY_ERR_BACKEND);
    EXPECT(strstr(why, "names no backend of this build") != NULL);
    EXPECT(strstr(why, "portable") != NULL);
    printf("BINPOLY_BACKEND=%s rejected: %s\n", forced, why);
}

/* BINPOLY_BACKEND in another case than the backend's name selects it. */
static void test_backend_case(const char *forced)
{
    const char *name = binpoly_backend();
    EXPECT(name != NULL && strcasecmp(name, forced) == 0);
    uint64_t a = 3, c[2];
    EXPECT(binpoly_mul(c, &a, 1, &a, 1) == BINPOLY_OK && c[0] == 5);
    printf("BINPOLY_BACKEND=%s selects %s\n", forced, name ? name : "-");
}

static void test_errors(void)
{
    uint64_t buf[64] = {0}, c[32];
    EXPECT(binpoly_mul(NULL, buf, 1, buf, 1) == BINPOLY_ERR_NULL);
    EXPECT(binpoly_mul(c, NULL, 1, buf, 1) == BINPOLY_ERR_NULL);
    EXPECT(binpoly_mul(c, buf, 1, NULL, 1) == BINPOLY_ERR_NULL);
    EXPECT(binpoly_mul(c, buf, BINPOLY_MAX_WORDS + 1, buf, 1) ==
           BINPOLY_ERR_TOO_LARGE);
    EXPECT(binpoly_mul(c, buf, 1, buf, (size_t)-1) == BINPOLY_ERR_TOO_LARGE);
    /* c overlapping a or b, fully or by one word */
    EXPECT(binpoly_mul(buf, buf, 4, buf + 20, 4) == BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_mul(buf + 8, buf + 20, 4, buf, 9) == BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_mul(buf + 1, buf, 2, buf + 40, 2) == BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_mul(buf, buf + 4, 2, buf + 40, 2) == BINPOLY_OK);
    EXPECT(binpoly_sqr(NULL, buf, 1) == BINPOLY_ERR_NULL);
    EXPECT(binpoly_sqr(buf + 1, buf, 2) == BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_sqr(c, buf, BINPOLY_MAX_WORDS + 1) == BINPOLY_ERR_TOO_LARGE);
    /* scratch variant */
    size_t need = binpoly_mul_scratch_words(5, 3);
    uint64_t *s = malloc(need * 8);
    EXPECT(need > 0);
    EXPECT(binpoly_mul_scratch(c, buf, 5, buf, 3, s, need - 1) ==
           BINPOLY_ERR_ARG);
    EXPECT(binpoly_mul_scratch(c, buf, 5, buf, 3, NULL, need) ==
           BINPOLY_ERR_NULL);
    EXPECT(binpoly_mul_scratch(c, buf, 5, buf, 3, c, need) ==
           BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_mul_scratch(c, buf, 5, buf, 3, s, need) == BINPOLY_OK);
    free(s);
    EXPECT(binpoly_mul_scratch_words(BINPOLY_MAX_WORDS + 1, 1) == 0);
    /* word arrays off their alignment, at every such byte offset */
    _Alignas(8) uint8_t raw[8 * 20 + 8] = {0};
    TEST_FOR_EACH_MISALIGNED(off, uint64_t) {
        uint64_t *m = (uint64_t *)(void *)(raw + off);
        EXPECT(binpoly_mul(c, m, 2, buf, 2) == BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_mul(c, buf, 2, m, 2) == BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_mul(m, buf, 2, buf + 4, 2) == BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_sqr(m, buf, 2) == BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_sqr(c, m, 2) == BINPOLY_ERR_ALIGN);
    }
    for (int e = 0; e >= -10; e--)
        EXPECT(strcmp(binpoly_strerror(e), "unknown error") != 0);
}

static void test_zero_sizes(void)
{
    uint64_t a[3] = {1, 2, 3}, c[8];
    EXPECT(binpoly_mul(NULL, NULL, 0, NULL, 0) == BINPOLY_OK);
    memset(c, 0xAB, sizeof c);
    EXPECT(binpoly_mul(c, a, 3, NULL, 0) == BINPOLY_OK);
    EXPECT(c[0] == 0 && c[1] == 0 && c[2] == 0 && c[3] == 0xABABABABABABABABULL);
    memset(c, 0xAB, sizeof c);
    EXPECT(binpoly_mul(c, NULL, 0, a, 2) == BINPOLY_OK);
    EXPECT(c[0] == 0 && c[1] == 0 && c[2] == 0xABABABABABABABABULL);
    EXPECT(binpoly_sqr(NULL, NULL, 0) == BINPOLY_OK);
}

/* Products through the public API, with canaries; covers the stack path,
 * the malloc path (above BINPOLY_STACK_WORDS), a aliasing b, and both
 * operand orders. */
static void test_products(void)
{
    const size_t sizes[][2] = {{1, 1}, {2, 7}, {7, 2}, {33, 33}, {1024, 1024},
                               {1024, 1}, {1025, 1000}, {1500, 1100},
                               {3000, 17}, {17, 3000}, {2500, 2500}};
    uint64_t st = 99;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t na = sizes[k][0], nb = sizes[k][1];
        uint64_t *a = malloc(na * 8), *b = malloc(nb * 8);
        uint64_t *c = malloc((na + nb + 2) * 8), *r = malloc((na + nb) * 8);
        test_fill_random(a, na, &st);
        test_fill_random(b, nb, &st);
        c[na + nb] = c[na + nb + 1] = 0x5A5A;
        EXPECT(binpoly_mul(c, a, na, b, nb) == BINPOLY_OK);
        ref_mul_window(r, a, na, b, nb);
        EXPECT(memcmp(c, r, (na + nb) * 8) == 0);
        EXPECT(c[na + nb] == 0x5A5A && c[na + nb + 1] == 0x5A5A);
        EXPECT(binpoly_mul(c, a, na, a, na < nb ? na : 0) == BINPOLY_OK);
        free(a); free(b); free(c); free(r);
    }
    /* a == b aliasing */
    uint64_t a[40], c[80], r[80];
    test_fill_random(a, 40, &st);
    EXPECT(binpoly_mul(c, a, 40, a, 40) == BINPOLY_OK);
    ref_mul(r, a, 40, a, 40);
    EXPECT(memcmp(c, r, sizeof c) == 0);
    EXPECT(binpoly_sqr(r, a, 40) == BINPOLY_OK);
    EXPECT(memcmp(c, r, sizeof c) == 0);
}

/* binpoly_mul never allocates for max(na, nb) <= BINPOLY_STACK_WORDS: the
 * scratch bound fits the stack area for every such pair.  (Its small
 * products' scratch is checked per planner table,
 * tests/mul/test_class_tables.c.) */
static void test_stack_bound(void)
{
    size_t worst = 0;
    for (size_t na = 1; na <= BINPOLY_STACK_WORDS; na++)
        for (size_t nb = 1; nb <= na; nb++) {
            size_t w = binpoly_mul_scratch_words(na, nb);
            if (w > worst)
                worst = w;
        }
    printf("largest scratch for sizes <= %d words: %zu words (stack %d)\n",
           BINPOLY_STACK_WORDS, worst, BP_STACK_SCRATCH_WORDS);
    EXPECT(worst <= BP_STACK_SCRATCH_WORDS);
}

int main(void)
{
    const char *forced = getenv("BINPOLY_BACKEND");
    if (forced != NULL && strcmp(forced, "no-such-backend") == 0) {
        test_bad_backend(forced);
    } else if (forced != NULL && strcmp(forced, "PORTABLE") == 0) {
        test_backend_case(forced);
    } else {
        if (forced != NULL)
            test_require_backend(); /* exits 77 if this CPU lacks it */
        const char *name = binpoly_backend();
        EXPECT(name != NULL);
        if (forced != NULL && name != NULL)
            EXPECT(strcasecmp(name, forced) == 0);
        printf("backend: %s\n", name ? name : "(none)");
        test_errors();
        test_zero_sizes();
        test_products();
        test_stack_bound();
    }
    return test_report("test_mul_api");
}
