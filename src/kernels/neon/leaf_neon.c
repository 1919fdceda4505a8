/* SPDX-License-Identifier: MIT */
/*
 * neon backend leaf: c[0..2n) = a*b for 1 <= n <= 16 by the kernels of
 * leaf_neon_body.h, plain or, on a CPU with the SHA3 extension (EOR3),
 * their EOR3 build (leaf_neon_eor3.c), except above 8 words on Neoverse
 * V1/V2: llvm-mca's model of V2 issues EOR3 on one pipe against four for
 * EOR, and there the EOR3 build models faster up to 8 words (8: 30.3
 * against 33.1 cycles) and slower above (16: 124 against 112), where on
 * Apple M1's model it is as fast or faster at every size
 * (tools/aarch64/mca_leaves.sh, BUILD_VARIANT=eor3 and plain).  The
 * choice depends on the size and the CPU only (public).
 */
#include "cpu_class.h"
#include "cpu_features.h"
#include "hooks.h"
#include "leaf_neon_body.h"

/* The kernels without EOR3, for every CPU this backend runs on. */
NEON_LEAF_TABLE(BP_FN(leaf_plain));

/* The EOR3 build of the same kernels (leaf_neon_eor3.c). */
extern const bp_leaf_fn BP_FN(leaf_eor3)[BP_LEAF_MAX];

/* The kernel for n words on this CPU, 1 <= n <= BP_LEAF_MAX: a pure
 * function of n and the CPU's features and class. */
static bp_leaf_fn cpu_leaf_kernel(size_t n)
{
    const bp_cpu_class c = bp_cpu_class_get();
    const int v_class = bp_cpu_class_tuned_as(c, BP_CPU_CLASS_NEOVERSE_V1) ||
                        bp_cpu_class_tuned_as(c, BP_CPU_CLASS_NEOVERSE_V2);
    const int eor3 = (bp_cpu_features() & BP_CPU_SHA3) && (!v_class || n <= 8);
    return eor3 ? BP_FN(leaf_eor3)[n - 1] : BP_FN(leaf_plain)[n - 1];
}

/* The kernels mul_leaf takes, set before main (plain until then: they run
 * on every CPU this backend runs on). */
static bp_leaf_fn leaf_table[BP_LEAF_MAX];

__attribute__((constructor)) static void choose_leaf_table(void)
{
    for (size_t n = 1; n <= BP_LEAF_MAX; n++)
        leaf_table[n - 1] = cpu_leaf_kernel(n);
}

/* c[0..2n) = a[0..n) * b[0..n), 1 <= n <= BP_LEAF_MAX (other n: c is left
 * untouched; the constructions never ask).  c overlaps neither input.
 * Constant time: the kernel depends on n and the CPU only. */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
    if (n - 1 < BP_LEAF_MAX)
        (leaf_table[n - 1] != NULL ? leaf_table[n - 1]
                                   : BP_FN(leaf_plain)[n - 1])(c, a, b, n);
}

bp_leaf_fn BP_FN(leaf_entry)(size_t n) { return cpu_leaf_kernel(n); }
