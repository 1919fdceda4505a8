/* SPDX-License-Identifier: MIT */
/*
 * The vpclmul256 backend's leaf: the kernel for each size class (by the
 * public size n only), chosen by bench/kernels/bench_avx512_leaves.c: on
 * the development Xeon (which runs this tier by forcing) the 1024-bit
 * leaf takes ~141 ticks against ~204 for Karatsuba over the 512-bit one,
 * hence BP_LEAF_MAX = 16.  Not yet timed on the tier's own targets (AMD
 * Zen 3+, Intel Alder Lake+).
 */
#include "hooks.h"
#include "leaf_variants_vpclmul256.h"

/* c[0..2n) = a*b for 1 <= n <= BP_LEAF_MAX (= 16). */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
    if (n <= 4)
        bp_vpclmul256_leaf_sb256(c, a, b, n);
    else if (n <= 8)
        bp_vpclmul256_leaf_k512(c, a, b, n);
    else
        bp_vpclmul256_leaf_k1024(c, a, b, n);
}
