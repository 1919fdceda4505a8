/* SPDX-License-Identifier: MIT */
/*
 * 2-way Karatsuba for any n >= 2, split at any h with n/2 <= h <= 3n/4:
 * A = A0 + X^h A1 with A1 of l = n - h words.  The plain method splits at
 * h = ceil(n/2); the aligned one rounds h up to a multiple of the leaf
 * size, so that c0 and the middle product get leaf-friendly sizes (for
 * HQC-like sizes two such products plus a smaller one beat three products
 * of an awkward size).  Only the middle product sees A1 zero-extended; the
 * high product stays l x l.  The three products land where they are
 * needed (low and high ones directly in c), and one fused pass recombines.
 */
#include "constructions.h"
#ifdef BP_HOOK_KARAT_FUSED
#include "karat_fused_kernel.h"
#endif

/*
 * c += X^h (m + c0 + c2), with c0 = lo0 + X^h hi0 (h-word blocks of c),
 * c2 (2l words) = lo2 + X^h hi2 from c + 2h on, m the middle product
 * (2h words).  M = m + c0 + c2 = A0 B1 + A1 B0 has h + l words, so only
 * hi0 (all h words) and the first l words of lo2 change:
 *   hi0 <- hi0 + lo0 + lo2 + m_lo,  lo2 <- lo2 + hi0 + hi2 + m_hi,
 * with lo2 and hi2 zero where c2 ends.  Word i of every block is read and
 * written only at step i and the blocks are disjoint, hence restrict, and
 * each range below is one vectorized loop.
 */
static void karat2_recombine(const uint64_t *restrict lo0,
                             uint64_t *restrict hi0, uint64_t *restrict lo2,
                             const uint64_t *restrict hi2,
                             const uint64_t *restrict m, size_t h, size_t l)
{
    const size_t hi2_len = 2 * l > h ? 2 * l - h : 0;
    const size_t lo2_len = 2 * l < h ? 2 * l : h;
    size_t i = 0;
    for (; i < hi2_len; i++) { /* both halves of c2 */
        uint64_t t = hi0[i] ^ lo2[i];
        hi0[i] = lo0[i] ^ t ^ m[i];
        lo2[i] = t ^ hi2[i] ^ m[h + i];
    }
    for (; i < l; i++) { /* past the end of hi2 */
        uint64_t t = hi0[i] ^ lo2[i];
        hi0[i] = lo0[i] ^ t ^ m[i];
        lo2[i] = t ^ m[h + i];
    }
    for (; i < lo2_len; i++) /* lo2 read only: M ends at h + l */
        hi0[i] ^= lo0[i] ^ lo2[i] ^ m[i];
    for (; i < h; i++) /* past the end of c2 */
        hi0[i] ^= lo0[i] ^ m[i];
}

/*
 * c[0..2n) = a*b split at h (n/2 <= h <= 3n/4, or h = ceil(n/2)):
 * c0 = a0 b0 (2h words, at c), c2 = a1 b1 (2l words, at c + 2h),
 * m = (a0 + a1)(b0 + b1), c += X^h (m + c0 + c2).  Scratch: 4h' words
 * (the two sums and m in blocks of h' >= h words, bp_scratch_block: on
 * avx512 each on a 64-byte boundary where that fits) plus the
 * sub-products' 12h + 1024: within 12n + 1024 as h <= 3n/4 (h' = h) or
 * as bp_scratch_block checks.  Constant time: control flow and addresses
 * depend on n only.
 */
static inline void karat2_split(uint64_t *c, const uint64_t *a,
                                const uint64_t *b, size_t n, size_t h,
                                const uint8_t *plan, uint64_t *scratch)
{
    const size_t l = n - h;
    const size_t hs = bp_scratch_block(BP_KERNEL_POLICY, h, 4, h, n);
    uint64_t *sa = scratch, *sb = scratch + hs, *m = scratch + 2 * hs;
    uint64_t *rest = scratch + 4 * hs;

    /* One planner decision serves the products of h words. */
    const uint8_t *sub = plan;
    const bp_method mh = BP_FN(plan_step)(h, &sub);
#ifdef BP_HOOK_KARAT_FUSED
    if (bp_karat2_fused24_takes(n, mh == BP_M_LEAF)) {
        BP_FN(karat2_fused24)(c, a, b, n);
        return;
    }
#endif

    BP_FN(mul_method)(mh, c, a, b, h, sub, rest);
    if (l == h)
        BP_FN(mul_method)(mh, c + 2 * h, a + h, b + h, h, sub, rest);
    else
        BP_FN(mul_plan)(c + 2 * h, a + h, b + h, l, plan, rest);
    pair_sums(sa, sb, a, a + h, b, b + h, l, h);
    BP_FN(mul_method)(mh, m, sa, sb, h, sub, rest);
    karat2_recombine(c, c + h, c + 2 * h, c + 3 * h, m, h, l);
}

/* Split at h = ceil(n/2), n >= 2. */
void BP_FN(karat2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch)
{
    karat2_split(c, a, b, n, bp_karat2_split(n, 0, BP_LEAF_MAX), plan,
                 scratch);
}

/* Split at ceil(n/2) rounded up to a multiple of BP_LEAF_MAX when that
 * stays within 3n/4 (else at ceil(n/2)), n >= 2 (splits.h). */
void BP_FN(karat2_aligned)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n, const uint8_t *plan, uint64_t *scratch)
{
    karat2_split(c, a, b, n, bp_karat2_split(n, 1, BP_LEAF_MAX), plan,
                 scratch);
}
