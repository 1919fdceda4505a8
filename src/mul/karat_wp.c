/* SPDX-License-Identifier: MIT */
/*
 * Weimerskirch-Paar K-way Karatsuba (K = 3: 6 products, K = 5: 15), one
 * code for both.  With z = X^(64k), k = ceil(n/K), A = sum A_i z^i over the
 * K' = ceil(n/k) non-empty blocks (only the last may be short, it is
 * zero-extended where needed), R_i = A_i B_i and
 * R_ij = (A_i + A_j)(B_i + B_j):
 *   A B = sum_i R_i z^2i + sum_{i<j} (R_ij + R_i + R_j) z^(i+j)
 *       = E Z + sum_{i<j} R_ij z^(i+j),
 * where E = sum_i R_i z^i and Z = sum_j z^j (the two copies of
 * sum R_i z^2i cancel over F2).  E Z is a sliding sum of K' blocks of E,
 * so the reconstruction costs about 2 block XORs per block of c plus one
 * per cross product, instead of three per cross product.
 */
#include "constructions.h"
#ifdef BP_HOOK_KARAT_FUSED
#include "karat_fused_kernel.h"
#endif

#include "wblock.h"

/* dst[i] ^= src[i] for i < len (restrict: disjoint blocks of c and
 * scratch; the compiler vectorizes it without overlap checks). */
static inline void xor_into(uint64_t *restrict dst,
                            const uint64_t *restrict src, size_t len)
{
    for (size_t i = 0; i < len; i++)
        dst[i] ^= src[i];
}

/* Words [lo, hi) clipped to [0, lim): the length from lo, 0 if none. */
static inline size_t clip(size_t lo, size_t hi, size_t lim)
{
    if (lo >= lim)
        return 0;
    return (hi < lim ? hi : lim) - lo;
}

/*
 * Words i..i+BW-1 of every k-word block of c (nc words) at once: c holds
 * the products R_0..R_(nb-1) tiled (R_t in blocks 2t, 2t+1) and gets
 * E Z, E_0 = block 0, E_t = block 2t + block 2t-1 (t = 1..nb; block 2nb
 * is past c), and block s of E Z the sum of E_t for s - nb < t <= s, a
 * sliding window (blocks 0..2nb-1).  All loads before any store, so the
 * pass works in place.  Unchecked, every block is full and i + BW <= k;
 * checked, loads and stores are clipped to each block and to c (wblock.h).
 */
BLOCK_INLINE void sliding_sum_at(uint64_t *c, size_t k, size_t nc, size_t nb,
                                 size_t i, const int checked)
{
    wblock e[6], lo = {0}, hi = {0}, sum = {0};
    for (size_t t = 0; t <= nb; t++) {
        /* E_t = block 2t (none for t = nb) + block 2t - 1 (none for 0) */
        const size_t len_lo = checked ? clip(2 * t * k, 2 * t * k + k, nc) : k;
        const size_t len_hi =
            checked ? clip(2 * t * k - k, 2 * t * k, nc) : k;
        if (t < nb)
            get_block(&lo, c + 2 * t * k, (ptrdiff_t)len_lo, (ptrdiff_t)i,
                      checked);
        if (t > 0)
            get_block(&hi, c + (2 * t - 1) * k, (ptrdiff_t)len_hi,
                      (ptrdiff_t)i, checked);
        e[t] = t == 0 ? lo : t == nb ? hi : lo ^ hi;
    }
    for (size_t s = 0; s < 2 * nb; s++) {
        if (s <= nb)
            sum ^= e[s];
        if (s >= nb)
            sum ^= e[s - nb];
        const size_t len = checked ? clip(s * k, s * k + k, nc) : k;
        put_block(c + s * k, len, i, &sum);
    }
}

/* sliding_sum_at over every word of the blocks; nb <= 5 (K <= 5). */
BLOCK_INLINE void sliding_sum(uint64_t *c, size_t k, size_t nc, size_t nb)
{
    const int full = nc == 2 * nb * k;
    for (size_t i = 0; i < k; i += BW) {
        if (full && i + BW <= k)
            sliding_sum_at(c, k, nc, nb, i, 0);
        else
            sliding_sum_at(c, k, nc, nb, i, 1);
    }
}

/*
 * karat_wp on K whole blocks of k words, k a multiple of 8 (so of BW:
 * every pass runs over whole vectors, unclipped), on avx512
 * (bp_karat_wp_whole in splits.h says when and why).  The operand sums of
 * all K(K-1)/2 pairs are formed in one pass (sums: K(K-1) blocks of ks
 * words, a sum then b sum of each pair), the R_t go to c, c becomes E Z,
 * then each cross product (in r[0] or r[1], 2k words each) is added at
 * z^(i+j) once the next one is computed, as in the general path.
 */
BLOCK_INLINE void karat_wp_full(uint64_t *c, const uint64_t *a,
                                const uint64_t *b, size_t k, size_t ks,
                                bp_method mk, const uint8_t *sub,
                                uint64_t *sums, uint64_t *const r[2],
                                uint64_t *rest, const size_t K)
{
    for (size_t w = 0; w < k; w += BW) {
        wblock va[5], vb[5];
        for (size_t t = 0; t < K; t++) {
            get_block(&va[t], a + t * k, (ptrdiff_t)k, (ptrdiff_t)w, 0);
            get_block(&vb[t], b + t * k, (ptrdiff_t)k, (ptrdiff_t)w, 0);
        }
        size_t p = 0;
        for (size_t i = 0; i + 1 < K; i++)
            for (size_t j = i + 1; j < K; j++, p++) {
                const wblock sa = va[i] ^ va[j], sb = vb[i] ^ vb[j];
                put_block(sums + 2 * p * ks, k, w, &sa);
                put_block(sums + (2 * p + 1) * ks, k, w, &sb);
            }
    }
    for (size_t t = 0; t < K; t++)
        BP_FN(mul_method)(mk, c + 2 * t * k, a + t * k, b + t * k, k, sub,
                          rest);
    sliding_sum(c, k, 2 * K * k, K);
    size_t p = 0, pending = 0;
    for (size_t i = 0; i + 1 < K; i++)
        for (size_t j = i + 1; j < K; j++, p++) {
            BP_FN(mul_method)(mk, r[p % 2], sums + 2 * p * ks,
                              sums + (2 * p + 1) * ks, k, sub, rest);
            if (p > 0)
                xor_into(c + pending, r[(p - 1) % 2], 2 * k);
            pending = (i + j) * k;
        }
    xor_into(c + pending, r[(p - 1) % 2], 2 * k);
}

/*
 * c[0..2n) = a*b by the K-way split, K <= n.  Scratch, in
 * bp_karat_wp_units blocks (splits.h) of k' >= k words (bp_scratch_block:
 * on avx512 k rounded up so that every block starts on a 64-byte
 * boundary, where that fits), then the sub-products': generally 2 blocks
 * for the operand sums and 4 for two cross products; on whole blocks
 * (karat_wp_full) 2 per pair and 4 for two cross products.  At most
 * (K(K-1) + 4)k' + 12k + 1024 <= 12n + 1024 words for K = 3 and 5, since
 * k = n/K there (k' = k) or as bp_scratch_block checks.  Constant time:
 * everything depends on n and K only.
 */
static inline void karat_wp(uint64_t *c, const uint64_t *a,
                            const uint64_t *b, size_t n, const uint8_t *plan,
                            uint64_t *scratch, const size_t K)
{
    const size_t k = bp_karat_wp_block(n, K);
    const size_t nb = (n + k - 1) / k;      /* K' non-empty blocks */
    const size_t last = n - (nb - 1) * k;   /* length of the last one */
    const size_t nc = 2 * n;
    const size_t units = bp_karat_wp_units(BP_KERNEL_POLICY, n, K);
    const size_t ks = bp_scratch_block(BP_KERNEL_POLICY, k, units, k, n);

    const uint8_t *sub = plan;
    const bp_method mk = BP_FN(plan_step)(k, &sub);

#ifdef BP_HOOK_KARAT_FUSED
    if (K == 3 && bp_karat3_fused_takes(n, mk == BP_M_LEAF)) {
        BP_FN(karat3_fused)(c, a, b, n);
        return;
    }
#endif
    if (bp_karat_wp_whole(BP_KERNEL_POLICY, n, K)) {
        uint64_t *const r[2] = {scratch + (units - 4) * ks,
                                scratch + (units - 2) * ks};
        karat_wp_full(c, a, b, k, ks, mk, sub, scratch, r,
                      scratch + units * ks, K);
        return;
    }

    uint64_t *sa = scratch, *sb = sa + ks;
    uint64_t *r[2] = {sb + ks, sb + 3 * ks};
    uint64_t *rest = sb + 5 * ks;

    /* R_i at c + 2ik: they tile c exactly (the last one ends at 2n). */
    for (size_t i = 0; i + 1 < nb; i++)
        BP_FN(mul_method)(mk, c + 2 * i * k, a + i * k, b + i * k, k, sub,
                          rest);
    if (last == k)
        BP_FN(mul_method)(mk, c + 2 * (nb - 1) * k, a + (nb - 1) * k,
                          b + (nb - 1) * k, k, sub, rest);
    else
        BP_FN(mul_plan)(c + 2 * (nb - 1) * k, a + (nb - 1) * k,
                        b + (nb - 1) * k, last, plan, rest);

    /* c = E Z in one pass, unrolled for the usual K' = K blocks. */
    if (nb == K)
        sliding_sum(c, k, nc, K);
    else
        sliding_sum(c, k, nc, nb);

    /* Cross products R_ij, added at z^(i+j); A_j may be the short last
     * block.  Each product is added after the next one is computed, so its
     * fresh stores have left the store buffer by then. */
    size_t pending = 0, p = 0;
    for (size_t i = 0; i + 1 < nb; i++)
        for (size_t j = i + 1; j < nb; j++, p++) {
            const size_t lj = j + 1 < nb ? k : last;
            pair_sums(sa, sb, a + i * k, a + j * k, b + i * k, b + j * k, lj,
                      k);
            BP_FN(mul_method)(mk, r[p % 2], sa, sb, k, sub, rest);
            if (p > 0)
                xor_into(c + pending, r[(p - 1) % 2],
                         clip(pending, pending + 2 * k, nc));
            pending = (i + j) * k;
        }
    if (p > 0)
        xor_into(c + pending, r[(p - 1) % 2],
                 clip(pending, pending + 2 * k, nc));
}

/* 3-way split (6 products of ceil(n/3) words), n >= 3. */
void BP_FN(karat3)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch)
{
    karat_wp(c, a, b, n, plan, scratch, 3);
}

/* 5-way split (15 products of ceil(n/5) words), n >= 5. */
void BP_FN(karat5)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch)
{
    karat_wp(c, a, b, n, plan, scratch, 5);
}
