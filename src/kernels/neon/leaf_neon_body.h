/* SPDX-License-Identifier: MIT */
/*
 * neon backend: the leaf's kernel of each size 1..16 words, from memory
 * to memory, and NEON_LEAF_TABLE(name), which defines their table
 * name[n - 1] (bp_leaf_fn).  Compiled twice: plain (leaf_neon.c) and with
 * the SHA3 extension, whose EOR3 fuses two XORs (leaf_neon_eor3.c); the
 * run-time choice between the two is leaf_neon.c's.
 *
 *   n      construction (leaf_products.h)              PMULL
 *   1-7    schoolbook                                   n^2    (a)
 *   8      Karatsuba 4 + 4 over schoolbooks               48    (b)
 *   9      Karatsuba 4 + 5                                66
 *   10     Karatsuba 5 + 5 (odd split)                    75
 *   11     Karatsuba 6 + 5                                97
 *   12     Karatsuba 6 + 6                               108
 *   13     Karatsuba 6 + 7                               134
 *   14     Karatsuba 8 + 6, 8 = Karatsuba 4 + 4          132
 *   15     Karatsuba 8 + 7                               145
 *   16     Karatsuba 8 + 8                               144
 *
 * (a) The schoolbook takes n^2 PMULL, (n-1)^2 EOR, n/2 EXT for the
 *     swapped words of b and 2n for the join: 10, 35, 76, 133 vector
 *     instructions at 2, 4, 6, 8 words, where one Karatsuba level costs
 *     13, 38, 92, 121; tools/aarch64/mca_leaves.sh has the cycles.
 * (b) Splits at the lower half's size h; an odd h costs one EXT per
 *     register of the middle term (karat2_join), which still beats the
 *     larger middle product of the even split next to it.
 *
 * Constant time: each kernel is one fixed instruction sequence for its
 * (public) size.
 */
#ifndef BP_NEON_LEAF_BODY_H
#define BP_NEON_LEAF_BODY_H

#include "hooks.h"
#include "leaf_products.h"

/* GCC's scheduling before register allocation hoists the products of the
 * later sub-products over the joins of the earlier ones and runs out of
 * the 32 registers: without it the 16-word kernel spills 18 registers
 * instead of 140 (aarch64-linux-gnu-gcc 12 -O2).  After allocation it
 * still schedules. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-schedule-insns")
#endif

_Static_assert(BP_LEAF_MAX == 16, "the neon leaf has kernels of 1..16 words");

/* n words by the register product MUL(r, A, B). */
#define NEON_LEAF_REGS(n, MUL)                                               \
    static void leaf##n(uint64_t *c, const uint64_t *a, const uint64_t *b,   \
                        size_t len)                                          \
    {                                                                        \
        (void)len;                                                           \
        vw A[(n + 1) / 2], B[(n + 1) / 2], r[n];                             \
        load_words(A, a, n);                                                 \
        load_words(B, b, n);                                                 \
        MUL(r, A, B);                                                        \
        store_words(c, r, n);                                                \
    }

/* n words by one Karatsuba level split at word h, the halves loaded
 * apart (so h may be odd). */
#define NEON_LEAF_KARAT2(n, h, MUL_H, MUL_L, MUL_M)                          \
    static void leaf##n(uint64_t *c, const uint64_t *a, const uint64_t *b,   \
                        size_t len)                                          \
    {                                                                        \
        (void)len;                                                           \
        vw A0[(h + 1) / 2], B0[(h + 1) / 2];                                 \
        vw A1[(n - h + 1) / 2], B1[(n - h + 1) / 2], r[n];                   \
        load_words(A0, a, h);                                                \
        load_words(B0, b, h);                                                \
        load_words(A1, a + h, n - h);                                        \
        load_words(B1, b + h, n - h);                                        \
        NEON_KARAT2(r, A0, B0, h, A1, B1, n - h, MUL_H, MUL_L, MUL_M);       \
        store_words(c, r, n);                                                \
    }

NEON_LEAF_REGS(1, sb1)
NEON_LEAF_REGS(2, sb2)
NEON_LEAF_REGS(3, sb3)
NEON_LEAF_REGS(4, sb4)
NEON_LEAF_REGS(5, sb5)
NEON_LEAF_REGS(6, sb6)
NEON_LEAF_REGS(7, sb7)
NEON_LEAF_REGS(8, k8)
NEON_LEAF_KARAT2(9, 4, sb4, sb5, sb5)
NEON_LEAF_KARAT2(10, 5, sb5, sb5, sb5)
NEON_LEAF_KARAT2(11, 6, sb6, sb5, sb6)
NEON_LEAF_KARAT2(12, 6, sb6, sb6, sb6)
NEON_LEAF_KARAT2(13, 8, k8, sb5, k8)
NEON_LEAF_KARAT2(14, 8, k8, sb6, k8)
NEON_LEAF_KARAT2(15, 8, k8, sb7, k8)
NEON_LEAF_KARAT2(16, 8, k8, k8, k8)

#define NEON_LEAF_TABLE(name)                                                \
    const bp_leaf_fn name[BP_LEAF_MAX] = {                                   \
        leaf1,  leaf2,  leaf3,  leaf4,  leaf5,  leaf6,  leaf7,  leaf8,       \
        leaf9,  leaf10, leaf11, leaf12, leaf13, leaf14, leaf15, leaf16}

#endif /* BP_NEON_LEAF_BODY_H */
