/* SPDX-License-Identifier: MIT */
/*
 * The dense ring product wipes only the scratch words its plan can touch
 * (bp_ring_product_scratch_words, ring_scratch.c): that count must cover
 * every word the product really writes, or secrets would stay on the
 * stack.  Checked on the backend in use for every W up to 80 words, sizes
 * around the leaf and split boundaries, the six HQC/BIKE sizes (with their
 * plans, src/mul/deep_plans.c) and the largest ring: a product runs on a scratch
 * filled with a canary, and no word from the count on may have changed.
 * Zero operands make every intermediate zero, so every written word
 * differs from the all-ones canary (exact); random ones check the same
 * with real data.  Also: the count fits the generic bound (the ring
 * product's stack array), binpoly_ring_init records it, and it is not far
 * above what is written (the wipe stays cheap); and the backend's wipe
 * kernel zeroes exactly the words asked, at every alignment and length.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "ref_mul.h"
#include "ring_kernels.h"
#include "test_backend.h"
#include "test_check.h"

static const size_t big_words[] = {96,  97,  127, 128, 129, 150, 193, 200,
                                   255, 256, 257, 277, 300, 386, 511, 512,
                                   513, 561, 641, 700, 901, 1000, 1024};

/* Largest count - written, over the sizes checked (reported). */
static size_t worst_slack, worst_slack_words;

static void check_words(const bp_backend *be, size_t W, uint64_t *rng)
{
    const size_t bound = bp_scratch_words(W, W);
    const size_t count = bp_ring_product_scratch_words(be, W);
    uint64_t *a = calloc(W, 8), *b = calloc(W, 8), *c = malloc(2 * W * 8),
             *scratch = malloc(bound * 8);
    CHECK(count <= bound, "W=%zu: count %zu above the bound %zu", W, count,
          bound);
    size_t written = 0;
    for (int random = 0; random < 2; random++) {
        if (random)
            for (size_t i = 0; i < W; i++) {
                a[i] = test_rand64(rng);
                b[i] = test_rand64(rng);
            }
        memset(scratch, 0xff, bound * 8);
        be->mul_plan(c, a, b, W, NULL, scratch);
        const size_t high = test_high_water(scratch, bound, ~(uint64_t)0);
        CHECK(high <= count, "W=%zu %s operands: product wrote %zu scratch "
              "words, only %zu wiped", W, random ? "random" : "zero", high,
              count);
        written = high > written ? high : written;
    }
    /* Over-counting is safe but costs wipe time: a few words of slack are
     * expected (a Bernstein x-product buffer keeps a spare word, a
     * Weimerskirch-Paar split with one cross product leaves one buffer
     * unused), not a sizeable share of what is written. */
    CHECK(count <= written + written / 8 + 64,
          "W=%zu: count %zu far above the %zu words written (a construction "
          "src/ring/ring_scratch.c does not know? add its share there)",
          W, count, written);
    if (count >= written && count - written > worst_slack) {
        worst_slack = count - written;
        worst_slack_words = W;
    }
    free(a);
    free(b);
    free(c);
    free(scratch);
}

/* wipe(p + off, len) clears exactly p[off .. off + len) of a canary
 * buffer, for offsets 0..8 words (every 64-byte alignment) and lengths
 * 0..80 (every tail of the 4-block, block and word loops). */
static void check_wipe(const bp_backend *be)
{
    enum { LEN = 100 };
    _Alignas(64) uint64_t p[LEN];
    const bp_ring_kernels *k = bp_ring_kernels_for(be);
    for (size_t off = 0; off <= 8; off++)
        for (size_t len = 0; len <= 80; len++) {
            memset(p, 0xa5, sizeof p);
            k->wipe(p + off, len);
            int ok = 1;
            for (size_t i = 0; i < LEN; i++)
                ok &= p[i] == (i >= off && i < off + len
                                   ? 0 : 0xa5a5a5a5a5a5a5a5ull);
            CHECK(ok, "wipe offset %zu length %zu", off, len);
        }
}

int main(void)
{
    test_require_backend();
    const bp_backend *be = bp_backend_active();
    check_wipe(be);
    uint64_t rng = 0x5eed5c7a7c4ull;
    for (size_t W = 1; W <= 80; W++)
        check_words(be, W, &rng);
    for (size_t i = 0; i < sizeof big_words / sizeof *big_words; i++)
        check_words(be, big_words[i], &rng);

    /* binpoly_ring_init records the largest count of the backends this CPU
     * runs. */
    static const size_t ns[] = {2, 129, 4099, 12323, 17669, 24659, 35851,
                                40973, 57637, 65536};
    for (size_t i = 0; i < sizeof ns / sizeof *ns; i++) {
        binpoly_ring R;
        CHECK(binpoly_ring_init(&R, ns[i]) == 0, "init N=%zu", ns[i]);
        size_t most = 0;
        for (int id = 0; id < BP_BACKEND_COUNT; id++) {
            const bp_backend *bi = bp_backend_get((bp_backend_id)id);
            const size_t w =
                bi != NULL ? bp_ring_product_scratch_words(bi, R.words) : 0;
            most = w > most ? w : most;
        }
        CHECK(R.product_scratch == most, "init N=%zu", ns[i]);
    }
    printf("largest slack: %zu words (W=%zu)\n", worst_slack,
           worst_slack_words);
    return test_report("test_ring_scratch");
}
