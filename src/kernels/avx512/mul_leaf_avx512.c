/* SPDX-License-Identifier: MIT */
/*
 * The avx512 backend's leaf: the fastest kernel for each size class, as
 * measured by bench/kernels/bench_avx512_leaves.c on a Sapphire Rapids
 * class Xeon (the choice depends on the public size n only).  A lone
 * 512-bit product is latency bound: the paper's structure (karat512, three
 * independent 4-VPCLMULQDQ chains) beats the 16-VPCLMULQDQ schoolbook by
 * about 12% there (per timed call), while inside the
 * larger leaves, which are port-5 bound with many products in flight, the
 * schoolbook core (fewest port-5 uops) wins.
 * Above 8 words every size class is a Karatsuba leaf over that core; the
 * 3-way 1536-bit one serves 17..24 words with 6 cores instead of 9.  The
 * 4096-bit leaf (27 cores, 33..64 words) saves the memory Karatsuba step
 * above the 2048-bit one: 5-12% per 4096-bit product, 2-6% on whole
 * products of 8192..131072 bits (bench_avx512_leaves, binpoly-bench,
 * same runs); the planner still picks 2-way Karatsuba for the sizes of
 * that range where padding to 64 words costs more.
 */
#include "hooks.h"
#include "leaf_variants_avx512.h"

#ifndef BP_SMALL_LEAF
#error "BP_SMALL_LEAF is needed (backend.cmake BP_BACKEND_SMALL_LEAF)"
#endif

/* Sizes n (bit n - 1) at which the small-product leaf (BP_SMALL_LEAF:
 * backend.cmake's BP_BACKEND_SMALL_LEAF, an XMM leaf) beats the ZMM
 * kernels: 1..7, 9 and 10 words.  A short ZMM kernel ends in masked
 * 512-bit stores, and a caller that reads the product back soon (a field
 * inversion, a chain of ring products, the constructions' next pass)
 * waits for them: measured with build/bench/kernels/bench_small_products
 * (its "dependent" table, where each product feeds the next), the XMM
 * leaf is faster at these sizes on Intel Xeon (Emerald Rapids) and on
 * AMD Zen 4, and at least level with the ZMM kernels in the "independent"
 * table (BENCHMARKS.md).  From 8 words on, and at 11..16, the ZMM kernels
 * win both tables. */
#define SMALL_LEAF_SIZES                                                    \
    (1u << 0 | 1u << 1 | 1u << 2 | 1u << 3 | 1u << 4 | 1u << 5 | 1u << 6 | \
     1u << 8 | 1u << 9)

/* The kernel of an n x n leaf product, 1 <= n <= BP_LEAF_MAX: KERNEL(f)
 * names it (a call, or its address), so that the choice is written once
 * for both uses below. */
#define LEAF_KERNEL(n, KERNEL)                                               \
    do {                                                                     \
        if ((n) <= 16 && (SMALL_LEAF_SIZES >> ((n) - 1) & 1))                \
            KERNEL(BP_SMALL_LEAF);                                           \
        else if ((n) <= 4)                                                   \
            KERNEL(bp_avx512_leaf_sb256);                                    \
        else if ((n) <= 8)                                                   \
            KERNEL(bp_avx512_leaf_karat512);                                 \
        else if ((n) <= 16)                                                  \
            KERNEL(bp_avx512_leaf_k1024);                                    \
        else if ((n) <= 24)                                                  \
            KERNEL(bp_avx512_leaf_k1536);                                    \
        else if ((n) <= 32)                                                  \
            KERNEL(bp_avx512_leaf_k2048);                                    \
        else                                                                 \
            KERNEL(bp_avx512_leaf_k4096);                                    \
    } while (0)

/* c[0..2n) = a*b for 1 <= n <= BP_LEAF_MAX (= 64).  Constant time: the
 * branches depend on n only. */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
#define CALL(f) f(c, a, b, n)
    LEAF_KERNEL(n, CALL);
#undef CALL
}

/* Contract in src/kernels/hooks.h. */
bp_leaf_fn BP_FN(leaf_entry)(size_t n)
{
    bp_leaf_fn f;
#define ADDRESS(g) f = g
    LEAF_KERNEL(n, ADDRESS);
#undef ADDRESS
    return f;
}
