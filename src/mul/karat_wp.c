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

/* The block loops below take restrict pointers: every call passes
 * disjoint blocks (of c, of scratch, or of the inputs), and the compiler
 * then vectorizes them without run-time overlap checks. */

/* dst[i] ^= src[i] for i < len. */
static inline void xor_into(uint64_t *restrict dst,
                            const uint64_t *restrict src, size_t len)
{
    for (size_t i = 0; i < len; i++)
        dst[i] ^= src[i];
}

/* dst[i] = x[i] ^ y[i] for i < len. */
static inline void xor2_to(uint64_t *restrict dst, const uint64_t *restrict x,
                           const uint64_t *restrict y, size_t len)
{
    for (size_t i = 0; i < len; i++)
        dst[i] = x[i] ^ y[i];
}

/* dst[i] = x[i] ^ y[i] ^ z[i] for i < len. */
static inline void xor3_to(uint64_t *restrict dst, const uint64_t *restrict x,
                           const uint64_t *restrict y,
                           const uint64_t *restrict z, size_t len)
{
    for (size_t i = 0; i < len; i++)
        dst[i] = x[i] ^ y[i] ^ z[i];
}

/* Words [lo, hi) clipped to [0, lim): the length from lo, 0 if none. */
static inline size_t clip(size_t lo, size_t hi, size_t lim)
{
    if (lo >= lim)
        return 0;
    return (hi < lim ? hi : lim) - lo;
}

/*
 * c[0..2n) = a*b by the K-way split, K <= n.  Scratch, in blocks of
 * k' >= k words (bp_scratch_block: on avx512 k rounded up so that every
 * block starts on a 64-byte boundary, where that fits): K + 1 blocks for
 * E, 2 for the operand sums, 4 for two cross products, then the
 * sub-products': (K+7)k' + 12k + 1024 <= 12n + 1024 for K = 3 and 5 since
 * k <= (n + K - 1)/K (k' = k) or as bp_scratch_block checks.  Constant
 * time: everything depends on n and K only.
 */
static inline void karat_wp(uint64_t *c, const uint64_t *a,
                            const uint64_t *b, size_t n, const uint8_t *plan,
                            uint64_t *scratch, const size_t K)
{
    const size_t k = (n + K - 1) / K;
    const size_t nb = (n + k - 1) / k;      /* K' non-empty blocks */
    const size_t last = n - (nb - 1) * k;   /* length of the last one */
    const size_t nc = 2 * n;
    const size_t ks = bp_scratch_block(BP_BACKEND_ID, k, K + 7, k, n);
    uint64_t *e = scratch, *sa = e + (K + 1) * ks, *sb = sa + ks;
    uint64_t *r[2] = {sb + ks, sb + 3 * ks};
    uint64_t *rest = sb + 5 * ks;

    const uint8_t *sub = plan;
    const bp_method mk = BP_FN(plan_step)(k, &sub);

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

    /* E block t = low half of R_t + high half of R_(t-1), read from c
     * (words past 2n are zero).  Block 0 is R_0's low half, which stays
     * in c as block 0 of E Z: it is read there. */
    for (size_t t = 1; t <= nb; t++) {
        uint64_t *et = e + t * ks;
        const size_t lo_len = clip(2 * t * k, 2 * t * k + k, nc);
        const size_t hi_len = clip((2 * t - 1) * k, 2 * t * k, nc);
        if (lo_len == k) {
            xor2_to(et, c + 2 * t * k, c + (2 * t - 1) * k, k);
            continue;
        }
        for (size_t i = 0; i < hi_len; i++)
            et[i] = c[(2 * t - 1) * k + i];
        for (size_t i = hi_len; i < k; i++)
            et[i] = 0;
        if (lo_len > 0)
            xor_into(et, c + 2 * t * k, lo_len);
    }

    /* c block s = E Z block s = sum of E_t, s - nb < t <= s: a sliding
     * window, each block from the previous one plus E_s plus E_(s-nb)
     * (E_0 read from c block 0, which keeps its value). */
    for (size_t s = 1; s < 2 * nb && s * k < nc; s++) {
        uint64_t *cs = c + s * k;
        const uint64_t *prev = cs - k;
        const size_t len = clip(s * k, s * k + k, nc);
        const uint64_t *drop = s == nb ? c : e + (s - nb) * ks;
        if (s < nb)
            xor2_to(cs, prev, e + s * ks, len);
        else if (s == nb)
            xor3_to(cs, prev, e + s * ks, drop, len);
        else
            xor2_to(cs, prev, drop, len);
    }

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
