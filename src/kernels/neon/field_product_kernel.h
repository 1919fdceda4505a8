/* SPDX-License-Identifier: MIT */
/*
 * The field layer's product of small elements by PMULL: the inline hook
 * FIELD_PRODUCT_MAX of the neon backend (contract: src/kernels/hooks.h).
 * The leaf's register products (leaf_products.h) inlined into the field
 * kernel: a NIST field's product then costs no call, no load of the leaf
 * table's pointer and no indirect branch, and the compiler schedules the
 * product's stores with the reduction's loads that follow.
 */
#ifndef BP_NEON_FIELD_PRODUCT_KERNEL_H
#define BP_NEON_FIELD_PRODUCT_KERNEL_H

#include <stdint.h>

#include "bp_field_fold.h" /* BP_FIELD_INLINE */
#include "hooks.h"           /* BP_FN(mul_leaf) */
#include "leaf_products.h"

/* p[0..2n) = a * b for n words, n a constant: the leaf's construction of
 * that size (leaf_neon_body.h): the schoolbook up to 7 words, one
 * Karatsuba level over 4-word schoolbooks at 8, split 4 + 5 at 9. */
BP_FIELD_INLINE void field_product_n(uint64_t *p, const uint64_t *a,
                                     const uint64_t *b, unsigned n)
{
    vw A[5], B[5], r[9];
    if (n == 9) {
        vw A1[3], B1[3];
        load_words(A, a, 4);
        load_words(B, b, 4);
        load_words(A1, a + 4, 5);
        load_words(B1, b + 4, 5);
        NEON_KARAT2(r, A, B, 4, A1, B1, 5, sb4, sb5, sb5);
    } else {
        load_words(A, a, n);
        load_words(B, b, n);
        if (n == 8)
            k8(r, A, B);
        else
            sb(r, A, B, n);
    }
    store_words(p, r, n);
}

/* p[0..2W) = a * b for 1 <= W <= 9, p overlapping neither input: where W
 * is a constant (the NIST kinds), field_product_n of that size inline;
 * otherwise (the generic kind) the leaf, whose table already is the
 * switch on W (inlined, the nine sizes made the generic kind's product
 * ten times as long and changed GCC's inlining of the inversions).
 * Constant time: one fixed instruction sequence per W (public). */
BP_FIELD_INLINE void field_product_small(uint64_t *p, const uint64_t *a,
                                         const uint64_t *b, unsigned W)
{
    if (!__builtin_constant_p(W)) {
        BP_FN(mul_leaf)(p, a, b, W);
        return;
    }
    switch (W) {
    case 1: field_product_n(p, a, b, 1); break;
    case 2: field_product_n(p, a, b, 2); break;
    case 3: field_product_n(p, a, b, 3); break;
    case 4: field_product_n(p, a, b, 4); break;
    case 5: field_product_n(p, a, b, 5); break;
    case 6: field_product_n(p, a, b, 6); break;
    case 7: field_product_n(p, a, b, 7); break;
    case 8: field_product_n(p, a, b, 8); break;
    default: field_product_n(p, a, b, 9); break;
    }
}

#endif
