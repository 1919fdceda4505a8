/* SPDX-License-Identifier: MIT */
/*
 * The portable 64 x 64 carry-less product (clmul64_portable.h) in both of
 * its forms: this file is compiled with BP_CLMUL64_NO_INT128, so the
 * product here is the 32-bit targets' one (three 32-bit products of
 * 16 32x32->64 integer multiplications each), and it must equal a
 * bit-by-bit shift-and-XOR reference on edge operands (0, 1, all ones,
 * single top bits, the hole masks' patterns) and 200000 random pairs; the
 * library's portable leaf (the portable backend's 1-word leaf plan, the
 * __int128 form on 64-bit targets) must give the same words, so the two
 * forms are compared on every host that has both.
 */
#define BP_CLMUL64_NO_INT128 1

#include <string.h>

#include "bp_backend.h"
#include "clmul64_portable.h"
#include "ref_mul.h"
#include "test_check.h"

/* a (x) b bit by bit: out[0] low word, out[1] high word. */
static void ref_clmul64(uint64_t a, uint64_t b, uint64_t out[2])
{
    out[0] = out[1] = 0;
    for (int i = 0; i < 64; i++)
        if ((b >> i) & 1) {
            out[0] ^= a << i;
            if (i != 0)
                out[1] ^= a >> (64 - i);
        }
}

static void check_pair(const bp_backend *be, uint64_t a, uint64_t b)
{
    uint64_t want[2], hi, leaf[2];
    ref_clmul64(a, b, want);
    const uint64_t lo = bp_clmul64_portable(a, b, &hi);
    CHECK(lo == want[0] && hi == want[1],
          "32-bit form: %016llx x %016llx", (unsigned long long)a,
          (unsigned long long)b);
    static const uint8_t leaf_plan[] = {BP_M_LEAF, BP_M_END};
    uint64_t scratch[64];
    be->mul_plan(leaf, &a, &b, 1, leaf_plan, scratch);
    CHECK(leaf[0] == want[0] && leaf[1] == want[1],
          "portable leaf: %016llx x %016llx", (unsigned long long)a,
          (unsigned long long)b);
}

int main(void)
{
    const bp_backend *be = bp_backend_get(BP_BACKEND_ID_portable);
    CHECK(be != NULL, "the portable backend");
    if (be == NULL)
        return test_report("portable carry-less product");
    static const uint64_t edge[] = {0,
                                    1,
                                    ~(uint64_t)0,
                                    (uint64_t)1 << 63,
                                    (uint64_t)1 << 31,
                                    (uint64_t)1 << 32,
                                    0xFFFFFFFFu,
                                    0x1111111111111111ULL,
                                    0x8888888888888888ULL,
                                    0x1084210842108421ULL,
                                    0xAAAAAAAAAAAAAAAAULL};
    const size_t ne = sizeof edge / sizeof edge[0];
    for (size_t i = 0; i < ne; i++)
        for (size_t j = 0; j < ne; j++)
            check_pair(be, edge[i], edge[j]);
    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    for (int t = 0; t < 200000; t++) {
        const uint64_t a = test_rand64(&rng), b = test_rand64(&rng);
        check_pair(be, a, b);
    }
    return test_report("portable carry-less product, both forms");
}
