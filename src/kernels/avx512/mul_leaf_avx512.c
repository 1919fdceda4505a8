/* SPDX-License-Identifier: MIT */
/*
 * The avx512 backend's leaf: the fastest kernel for each size class, as
 * measured by bench/kernels/bench_avx512_leaves.c on a Sapphire Rapids
 * class Xeon (the choice depends on the public size n only).  A lone
 * 512-bit product is latency bound: the paper's structure (karat512, three
 * independent 4-VPCLMULQDQ chains) beats the 16-VPCLMULQDQ schoolbook by
 * 6-7 ticks there (46 against 52-53 per timed call), while inside the
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
#include "cpu_class.h"
#include "leaf_variants_avx512.h"

/* The pclmul backend's leaf (src/kernels/pclmul/leaf_pclmul.c): every CPU
 * this backend runs on has PCLMULQDQ. */
void bp_pclmul_mul_leaf(uint64_t *c, const uint64_t *a, const uint64_t *b,
                        size_t n);

/* Sizes n (bit n - 1) at which the pclmul backend's XMM leaf beats the
 * ZMM kernels on this CPU's class, set before main (the class is public;
 * BINPOLY_CPU overrides it).  On AMD Zen 4 (and Zen 5, its nearest class)
 * the short ZMM kernels lose at 1-3, 5, 9 and 10 words (ticks per product,
 * pclmul leaf / these kernels: 1: 13 / 21, 2: 16 / 21, 3: 19.5 / 21,
 * 5: 31 / 41, 9: 63 / 91, 10: 81 / 93; build/bench/kernels/
 * bench_small_products, its pclmul column, and its avx512 column under
 * BINPOLY_CPU=intel-avx512, which keeps the ZMM kernels; BENCHMARKS.md
 * "Small products on Zen 4" has the run after).  Elsewhere none: the ZMM
 * kernels were chosen on an Intel Xeon. */
static uint32_t pclmul_sizes;

/* pclmul_sizes of the CPU's class (public). */
static uint32_t class_pclmul_sizes(void)
{
    return bp_cpu_class_tuned_as(bp_cpu_class_get(), BP_CPU_CLASS_AMD_ZEN4)
               ? 1u << 0 | 1u << 1 | 1u << 2 | 1u << 4 | 1u << 8 | 1u << 9
               : 0;
}

__attribute__((constructor)) static void choose_small_leaves(void)
{
    pclmul_sizes = class_pclmul_sizes();
}

/* The kernel of an n x n leaf product, 1 <= n <= BP_LEAF_MAX, given the
 * sizes routed to the pclmul leaf: KERNEL(f) names it (a call, or its
 * address), so that the choice is written once for both uses below. */
#define LEAF_KERNEL(n, routed, KERNEL)                                       \
    do {                                                                     \
        if ((n) <= 16 && ((routed) >> ((n) - 1) & 1))                        \
            KERNEL(bp_pclmul_mul_leaf);                                      \
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
 * branches depend on n and the CPU class only. */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
#define CALL(f) f(c, a, b, n)
    LEAF_KERNEL(n, pclmul_sizes, CALL);
#undef CALL
}

/* Contract in bp_target.h.  Reads the class itself, not pclmul_sizes:
 * the order of constructors across files is unspecified. */
bp_leaf_fn BP_FN(leaf_entry)(size_t n)
{
    bp_leaf_fn f;
#define ADDRESS(g) f = g
    LEAF_KERNEL(n, class_pclmul_sizes(), ADDRESS);
#undef ADDRESS
    return f;
}
