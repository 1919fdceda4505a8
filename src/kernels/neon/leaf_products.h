/* SPDX-License-Identifier: MIT */
/*
 * neon backend: the products the leaf is built from, on the registers of
 * neon_words.h, every function inlined with constant sizes (the loops
 * unroll, the arrays become registers and the size tests vanish).
 *
 * - sb: the schoolbook product on the grid of two-word registers.  A
 *   register pair (A_i, B_j) gives four word products: PMULL (a_2i b_2j)
 *   and PMULL2 (a_2i+1 b_2j+1) at even word offsets, and with B_j's
 *   words swapped (one EXT per B_j) a_2i b_2j+1 and a_2i+1 b_2j at the
 *   odd offset between.  Even and odd terms go to separate accumulators
 *   E_k (words 2k, 2k+1) and O_k (words 2k+1, 2k+2), joined once at the
 *   end by one EXT and one EOR per register: n^2 PMULL, about n^2 EOR
 *   (half as many EOR3), 2.5n other instructions for n words.
 * - karat2: one 2-term Karatsuba level, lo + X^h (lo + hi + mid) +
 *   X^2h hi, over any two of these products; at an odd split h the middle
 *   term is shifted by one word (one EXT per register).
 *
 * Why schoolbook below 8 words: on these cores a PMULL costs what an EOR
 * costs (V1/V2/Apple: 4 per cycle, as the vector pipes; N1: 1 per cycle
 * against 2 for EOR), and without x86's interleaving of a and b a
 * Karatsuba word sum takes an EOR per operand, so Karatsuba only saves
 * instructions from 8 words on (counted per size in leaf_neon_body.h).
 * Constant time as stated in neon_words.h.
 */
#ifndef BP_NEON_LEAF_PRODUCTS_H
#define BP_NEON_LEAF_PRODUCTS_H

#include "neon_words.h"

/* Largest schoolbook product (words); tools/aarch64/mca_kernels.c takes
 * them to 16 for its references. */
#ifndef NEON_SB_MAX
#define NEON_SB_MAX 8
#endif

/* r[0..n) = the product of the n-word blocks A and B, 1 <= n <= 8.  By
 * output register: E_k and O_k summed, then r_k = E_k + the join of
 * O_k-1 and O_k, so that only two accumulators are live besides the
 * operands (in the order of the pairs, all 2n accumulators would be). */
NEON_INLINE void sb(vw *r, const vw *A, const vw *B, size_t n)
{
    const size_t nv = (n + 1) / 2;
    const vw z = {0, 0};
    vw Bs[NEON_SB_MAX / 2], o_prev = z;
NEON_UNROLL
    for (size_t j = 0; j < nv; j++)
        Bs[j] = swap_words(B[j]);
NEON_UNROLL
    for (size_t k = 0; k < n; k++) {
        vw e = z, o = z;
NEON_UNROLL
        for (size_t i = 0; i < nv; i++) {
            /* E_k: a_2i b_2j (i + j = k), a_2i+1 b_2j+1 (i + j + 1 = k);
             * O_k: a_2i b_2j+1 and a_2i+1 b_2j (i + j = k). */
            const int a1 = 2 * i + 1 < n;
            if (i <= k && k - i < nv) {
                const size_t j = k - i;
                const int b1 = 2 * j + 1 < n;
                e ^= pmull_lo(A[i], B[j]);
                if (b1)
                    o ^= pmull_lo(A[i], Bs[j]);
                if (a1)
                    o ^= pmull_hi(A[i], Bs[j]);
            }
            if (a1 && i + 1 <= k && k - i - 1 < nv &&
                2 * (k - i - 1) + 1 < n)
                e ^= pmull_hi(A[i], B[k - i - 1]);
        }
        r[k] = e ^ (k + 1 < n ? mid_words(o_prev, o) : mid_words(o_prev, z));
        o_prev = o;
    }
}

/* S[0..ceil(max(h, l)/2)) = X0 + X1 for blocks X0 of h and X1 of l
 * words (the shorter one zero-extended). */
NEON_INLINE void karat2_sums(vw *S, const vw *X0, size_t h, const vw *X1,
                             size_t l)
{
    const size_t hv = (h + 1) / 2, lv = (l + 1) / 2;
    const size_t mv = hv > lv ? hv : lv;
    const vw z = {0, 0};
NEON_UNROLL
    for (size_t i = 0; i < mv; i++)
        S[i] = (i < hv ? X0[i] : z) ^ (i < lv ? X1[i] : z);
}

/*
 * The join of one Karatsuba level in two halves around the products, so
 * that only what the rest needs stays live: the middle product first,
 * then
 *   karat2_fold_lo: w = mid + lo + (lo's upper half), r[0..H) = lo[0..H),
 *   karat2_fold_hi: the rest of r from w and hi,
 * r[0..h+l) = lo + X^h (lo + hi + mid) + X^2h hi (words) in the end, from
 * lo (h registers: the h-word product), hi (l) and mid (m = max(h, l)).
 * Even h here (H = h/2 registers of offset); karat2_join_odd below for
 * odd h.  Requires h <= 2l and l <= h + 1 (the middle term ends inside
 * r).  r aliases none of them.
 */
NEON_INLINE void karat2_fold_lo(vw *r, vw *w, const vw *lo, size_t h,
                                const vw *mid, size_t m)
{
    const size_t H = h / 2;
    const vw z = {0, 0};
NEON_UNROLL
    for (size_t i = 0; i < H; i++)
        r[i] = lo[i];
NEON_UNROLL
    for (size_t i = 0; i < m; i++)
        w[i] = mid[i] ^ ((i < h ? lo[i] : z) ^ (H + i < h ? lo[H + i] : z));
}

NEON_INLINE void karat2_fold_hi(vw *r, const vw *w, size_t h, const vw *hi,
                                size_t l, size_t m)
{
    const size_t H = h / 2;
    const vw z = {0, 0};
NEON_UNROLL
    for (size_t i = 0; i < m; i++)
        r[H + i] = w[i] ^ ((i < l ? hi[i] : z) ^
                           (i >= H && i - H < l ? hi[i - H] : z));
NEON_UNROLL
    for (size_t k = H + m; k < h + l; k++)
        r[k] = hi[k - h];
}

/* The same join for odd h: the middle term t sits at word h = 2 (h / 2)
 * + 1, shifted by one EXT per register. */
NEON_INLINE void karat2_join_odd(vw *r, const vw *lo, size_t h, const vw *hi,
                                 size_t l, const vw *mid)
{
    const size_t m = h > l ? h : l;
    const vw z = {0, 0};
    vw t[NEON_SB_MAX];
NEON_UNROLL
    for (size_t i = 0; i < h; i++)
        r[i] = lo[i];
NEON_UNROLL
    for (size_t i = 0; i < l; i++)
        r[h + i] = hi[i];
NEON_UNROLL
    for (size_t i = 0; i < m; i++)
        t[i] = mid[i] ^ (i < h ? lo[i] : z) ^ (i < l ? hi[i] : z);
    r[h / 2] ^= mid_words(z, t[0]);
NEON_UNROLL
    for (size_t i = 1; i < m; i++)
        r[h / 2 + i] ^= mid_words(t[i - 1], t[i]);
    if (h / 2 + m < h + l)
        r[h / 2 + m] ^= mid_words(t[m - 1], z);
}

/* One Karatsuba level: r = (A0 + X^h A1)(B0 + X^h B1), A0 B0 of h words,
 * A1 B1 of l, by MUL_H, MUL_L and MUL_M (the products of h, l and
 * max(h, l) words). */
#define NEON_KARAT2(r, A0, B0, h, A1, B1, l, MUL_H, MUL_L, MUL_M)            \
    do {                                                                     \
        vw k2sa_[NEON_SB_MAX / 2], k2sb_[NEON_SB_MAX / 2];                   \
        vw k2lo_[NEON_SB_MAX], k2hi_[NEON_SB_MAX], k2mid_[NEON_SB_MAX];      \
        const size_t k2m_ = (h) > (l) ? (h) : (l);                           \
        karat2_sums(k2sa_, A0, h, A1, l);                                    \
        karat2_sums(k2sb_, B0, h, B1, l);                                    \
        MUL_M(k2mid_, k2sa_, k2sb_);                                         \
        MUL_H(k2lo_, A0, B0);                                                \
        if ((h) % 2 == 0) {                                                  \
            vw k2w_[NEON_SB_MAX];                                            \
            karat2_fold_lo(r, k2w_, k2lo_, h, k2mid_, k2m_);                 \
            MUL_L(k2hi_, A1, B1);                                            \
            karat2_fold_hi(r, k2w_, h, k2hi_, l, k2m_);                      \
        } else {                                                             \
            MUL_L(k2hi_, A1, B1);                                            \
            karat2_join_odd(r, k2lo_, h, k2hi_, l, k2mid_);                  \
        }                                                                    \
    } while (0)

/* The schoolbook product of each size as a function of (r, A, B). */
#define NEON_SB_SIZE(n)                                                      \
    NEON_INLINE void sb##n(vw *r, const vw *A, const vw *B) { sb(r, A, B, n); }
NEON_SB_SIZE(1)
NEON_SB_SIZE(2)
NEON_SB_SIZE(3)
NEON_SB_SIZE(4)
NEON_SB_SIZE(5)
NEON_SB_SIZE(6)
NEON_SB_SIZE(7)
NEON_SB_SIZE(8)

/* 8 words in registers: one Karatsuba level over 4-word schoolbooks
 * (3 x 16 PMULL where the schoolbook takes 64). */
NEON_INLINE void k8(vw *r, const vw *A, const vw *B)
{
    NEON_KARAT2(r, A, B, 4, A + 2, B + 2, 4, sb4, sb4, sb4);
}

#endif /* BP_NEON_LEAF_PRODUCTS_H */
