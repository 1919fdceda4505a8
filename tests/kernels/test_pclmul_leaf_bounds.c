/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend leaf kernels touch exactly a[0..n), b[0..n) and c[0..2n):
 * every leaf size runs with each operand's last word, and the product's
 * last word, right before an inaccessible page, so a read past a or b (the
 * 256-bit block loads of the leaves on 4-word blocks, whose partial last
 * block is a masked load) or a write past c faults; the results are
 * checked against ref_mul.  Canary tests cannot see reads, and a write
 * past c into mapped memory, here, is a crash instead of a silent change.
 * Skips (77) without PCLMULQDQ or when the guard pages cannot be mapped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "bp_backend.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

/* One region: an accessible page followed by a PROT_NONE one. */
typedef struct {
    unsigned char *base;
    size_t page;
} guarded_page;

static int guarded_page_map(guarded_page *g)
{
    g->page = (size_t)sysconf(_SC_PAGESIZE);
    void *p = mmap(NULL, 2 * g->page, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return -1;
    g->base = p;
    return mprotect(g->base + g->page, g->page, PROT_NONE);
}

/* The last `words` words of the accessible page. */
static uint64_t *guarded_tail(const guarded_page *g, size_t words)
{
    return (uint64_t *)(g->base + g->page) - words;
}

int main(void)
{
    static const uint8_t leaf_plan[] = {BP_M_LEAF, BP_M_END};
    const bp_backend *be = test_backend_or_skip("pclmul");
    guarded_page ga, gb, gc;
    if (guarded_page_map(&ga) || guarded_page_map(&gb) ||
        guarded_page_map(&gc)) {
        printf("guard pages unavailable: skipped\n");
        return 77;
    }
    uint64_t rng = 0x5DEECE66DULL, ref[2 * 64];
    uint64_t *scratch = malloc(bp_scratch_words(64, 64) * sizeof *scratch);
    CHECK(scratch != NULL, "out of memory");
    for (size_t n = 1; n <= be->leaf_max && n <= 64; n++)
        for (int round = 0; round < 20; round++) {
            uint64_t *a = guarded_tail(&ga, n), *b = guarded_tail(&gb, n);
            uint64_t *c = guarded_tail(&gc, 2 * n);
            test_fill_random(a, n, &rng);
            test_fill_random(b, n, &rng);
            be->mul_plan(c, a, b, n, leaf_plan, scratch);
            ref_mul(ref, a, n, b, n);
            CHECK(memcmp(c, ref, 2 * n * sizeof *c) == 0,
                  "leaf n=%zu: product differs", n);
        }
    free(scratch);
    munmap(ga.base, 2 * ga.page);
    munmap(gb.base, 2 * gb.page);
    munmap(gc.base, 2 * gc.page);
    printf("pclmul leaves 1..%zu: in bounds\n", be->leaf_max);
    return test_report("test_pclmul_leaf_bounds");
}
