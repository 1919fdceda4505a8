/* SPDX-License-Identifier: MIT */
/*
 * Toom-Cook 3 over F2[X] at the points 0, 1, x, x+1, inf with x = X^w,
 * one code for w = 64, 256, 512 bits (word-aligned, Robert-Veron) and
 * w = 1 bit (Bernstein's 5-multiplication split, Chen-Chou-Krausz sec. 6).
 *
 * With z = X^(64k), k = ceil(n/3), A = a0 + a1 z + a2 z^2 (a2 of l = n-2k
 * words), the five products are
 *   H0 = a0 b0, H1 = A(1) B(1), Hx = A(x) B(x), Hx1 = A(x+1) B(x+1),
 *   Hinf = a2 b2,
 * where A(x) = a0 + a1 x + a2 x^2 has k + e words, e = ceil(2w/64): the
 * word-aligned variants multiply at k + e words (the paper picks k so that
 * k + e is a fast size); Bernstein's keeps k words and folds the 2
 * overflow bits in by O(k) corrections (fold_top_bits).
 * Interpolation follows Bernstein's formula: with
 *   W0 = H0 + Hx + x (Hx + Hx1) + Hinf (x^4 + x),
 *   W1 = H0 + H1 + Hx + Hx1,
 * Q0 = W0 / (x^2 + x) and Q1 = W1 / (x^2 + x) (exact; Q1 is the z^3
 * coefficient), the product is
 *   H0 + z (H0 + H1 + Hinf + Q0) + z^2 (Q0 + Q1) + z^3 Q1 + z^4 Hinf.
 * Only one division by x^2 + x per half, done on both halves in the same
 * loop: a shift by w bits, then the exact division by x + 1 as the product
 * by (x+1)^-1 = 1 + x + x^2 + ... mod X^(128k) (Quercia-Zimmermann), i.e.
 * a prefix XOR with stride w, a vector of words at a time
 * (div_x_plus_1_block).  The linear work is three passes over blocks of
 * words: the evaluations of each operand (one pass reading it once), then
 * W0, W1 and their quotients (one pass reading every product once), then
 * the final combination.  The loads that straddle a buffer's ends are
 * masked, and no pass reads a buffer at a shifted offset right after
 * storing it (which would defeat store-to-load forwarding).
 */
#include "constructions.h"
#include "bp_ct_mask.h"
#include "wblock.h"

/*
 * The evaluation and interpolation passes run over blocks of BW words held
 * in one GCC vector (wblock.h).  Only the lane shuffles below depend on
 * BW; the passes are written once.  The helpers take vectors by pointer
 * (a vector passed by value wider than the target's registers would
 * change the ABI, which GCC notes at every such function).
 */

/* *v moved up by d lanes (d < BW, a power of 2), zeros shifted in. */
BLOCK_INLINE void lanes_up(wblock *up, const wblock *v, const unsigned d)
{
    const wblock zero = {0};
#if BW == 8
    if (d == 1)
        *up = __builtin_shufflevector(zero, *v, 7, 8, 9, 10, 11, 12, 13, 14);
    else if (d == 2)
        *up = __builtin_shufflevector(zero, *v, 6, 7, 8, 9, 10, 11, 12, 13);
    else
        *up = __builtin_shufflevector(zero, *v, 4, 5, 6, 7, 8, 9, 10, 11);
#elif BW == 4
    if (d == 1)
        *up = __builtin_shufflevector(zero, *v, 3, 4, 5, 6);
    else
        *up = __builtin_shufflevector(zero, *v, 2, 3, 4, 5);
#else
    (void)d;
    *up = __builtin_shufflevector(zero, *v, 1, 2);
#endif
}

/* *v's last s lanes repeated over the block (s = 1, or 4 when BW = 8). */
BLOCK_INLINE void last_lanes(wblock *rep, const wblock *v, const unsigned s)
{
#if BW == 8
    if (s == 1)
        *rep = __builtin_shufflevector(*v, *v, 7, 7, 7, 7, 7, 7, 7, 7);
    else
        *rep = __builtin_shufflevector(*v, *v, 4, 5, 6, 7, 4, 5, 6, 7);
#elif BW == 4
    (void)s;
    *rep = __builtin_shufflevector(*v, *v, 3, 3, 3, 3);
#else
    (void)s;
    *rep = __builtin_shufflevector(*v, *v, 1, 1);
#endif
}

/* The running state of a prefix XOR across blocks: for a stride s < BW
 * words, hist[0] holds the prefix's last s words repeated over a block;
 * for s >= BW, hist[0..s/BW) the last s/BW blocks of the prefix. */
typedef struct {
    wblock hist[8 / BW];
} prefix_carry;

/*
 * The prefix XOR with a stride of s = 1, 4 or 8 words, one block at a
 * time: *v (words i..i+BW-1 of the input) becomes the same words of the
 * prefix, given and updating *carry.  Within the block log-step shifts by
 * s, 2s, .. lanes; across blocks one XOR, so the serial chain is one
 * vector operation (and a broadcast) per block, not one per word.
 */
BLOCK_INLINE void prefix_xor_words(wblock *v, prefix_carry *carry,
                                   const unsigned s)
{
    if (s >= BW) { /* a chain over whole blocks, s/BW of them apart */
        const unsigned depth = s / BW;
        *v ^= carry->hist[0];
        for (unsigned j = 0; j + 1 < depth; j++)
            carry->hist[j] = carry->hist[j + 1];
        carry->hist[depth - 1] = *v;
        return;
    }
    wblock up;
    for (unsigned d = s; d < BW; d *= 2) {
        lanes_up(&up, v, d);
        *v ^= up;
    }
    *v ^= carry->hist[0];
    last_lanes(&carry->hist[0], v, s);
}

/*
 * The exact division by x + 1 of a polynomial given as blocks, i.e. the
 * product by (x+1)^-1 = 1 + x + x^2 + ... (Quercia-Zimmermann): the prefix
 * XOR with stride w bits.  For w = 64, 256, 512 that is prefix_xor_words
 * with stride w/64.  For w = 1 (Bernstein's split): the prefix within each
 * word by doubling shifts, then every bit of a word flipped when the
 * parity of all lower words is odd; those parities (top bits of the
 * in-word prefixes) are themselves a prefix XOR with stride one word,
 * taken exclusive of the word itself.  *carry as for prefix_xor_words.
 */
BLOCK_INLINE void div_x_plus_1_block(wblock *v, prefix_carry *carry,
                                     const unsigned w)
{
    if (w % 64 == 0) {
        prefix_xor_words(v, carry, w / 64);
        return;
    }
    wblock y = *v;
    for (unsigned d = 1; d < 64; d *= 2)
        y ^= y << d;
    const wblock top = y >> 63;
    wblock parity = top;
    prefix_xor_words(&parity, carry, 1);
    *v = y ^ -(parity ^ top); /* all ones where the lower words' parity is 1 */
}

/*
 * Block i of the three evaluations of one operand A = a0 + a1 z + a2 z^2
 * (blocks of k words, a2 of l): e1 = A(1) (k words), ex = A(x) and
 * ex1 = A(x+1) (m words each); checked as for get_block.
 */
BLOCK_INLINE void evaluate_block(uint64_t *restrict e1, uint64_t *restrict ex,
                                 uint64_t *restrict ex1,
                                 const uint64_t *restrict a, size_t k,
                                 size_t l, size_t m, size_t i,
                                 const unsigned w, const int checked)
{
    const uint64_t *a1 = a + k, *a2 = a + 2 * k;
    const ptrdiff_t kk = (ptrdiff_t)k, ll = (ptrdiff_t)l, ii = (ptrdiff_t)i;
    wblock v0, v1, v2, s1, s2;
    get_block(&v0, a, kk, ii, checked);
    get_block(&v1, a1, kk, ii, checked);
    get_block(&v2, a2, ll, ii, checked);
    get_block_shifted(&s1, a1, kk, ii, (int)w, checked);
    get_block_shifted(&s2, a2, ll, ii, 2 * (int)w, checked);
    const wblock at1 = v0 ^ v1 ^ v2, shifts = s1 ^ s2;
    const wblock atx = v0 ^ shifts, atx1 = at1 ^ shifts;
    put_block(e1, k, i, &at1);
    put_block(ex, m, i, &atx);
    put_block(ex1, m, i, &atx1);
}

/*
 * The three evaluations of one operand in one pass (evaluate_block over
 * m = k + e words, e = ceil(2w/64)).  The blocks from word e on that end
 * within a2 read only inside the operand: unchecked.  The outputs are
 * scratch, disjoint from a and from each other.  Constant time: control
 * flow and addresses depend on k, l, m and w only.
 */
BLOCK_INLINE void toom3_evaluate(uint64_t *restrict e1, uint64_t *restrict ex,
                                 uint64_t *restrict ex1,
                                 const uint64_t *restrict a, size_t k,
                                 size_t l, size_t m, const unsigned w)
{
    const size_t e = m - k;
    for (size_t i = 0; i < m; i += BW) {
        if (i >= e && i + BW <= l)
            evaluate_block(e1, ex, ex1, a, k, l, m, i, w, 0);
        else
            evaluate_block(e1, ex, ex1, a, k, l, m, i, w, 1);
    }
}

/*
 * Block i of both quotients (toom3_interpolate), checked as for get_block;
 * carry0/carry1 are the divisions' running carries.
 */
BLOCK_INLINE void interpolate_block(uint64_t *hx, uint64_t *hx1,
                                    const uint64_t *c, size_t k, size_t l,
                                    size_t hlen, size_t i,
                                    prefix_carry *carry0,
                                    prefix_carry *carry1, const unsigned w,
                                    const int checked)
{
    const uint64_t *h0 = c, *h1 = c + 2 * k, *hinf = c + 4 * k;
    const ptrdiff_t hl = (ptrdiff_t)hlen, k2 = 2 * (ptrdiff_t)k;
    const ptrdiff_t l2 = 2 * (ptrdiff_t)l, ii = (ptrdiff_t)i;
    const int down = -(int)w;
    wblock x, x1, s0, s1, sx, sx1, f, f3;
    get_block(&x, hx, hl, ii, checked);
    get_block(&x1, hx1, hl, ii, checked);
    get_block_shifted(&s0, h0, k2, ii, down, checked);
    get_block_shifted(&s1, h1, k2, ii, down, checked);
    get_block_shifted(&sx, hx, hl, ii, down, checked);
    get_block_shifted(&sx1, hx1, hl, ii, down, checked);
    get_block(&f, hinf, l2, ii, checked);
    get_block_shifted(&f3, hinf, l2, ii, 3 * (int)w, checked);
    wblock q0 = s0 ^ sx ^ x ^ x1 ^ f ^ f3;
    wblock q1 = s0 ^ s1 ^ sx ^ sx1;
    div_x_plus_1_block(&q0, carry0, w);
    div_x_plus_1_block(&q1, carry1, w);
    put_block(hx, 2 * k, i, &q0);
    put_block(hx1, 2 * k, i, &q1);
}

/*
 * The interpolation and both exact divisions in one pass: with H0, H1 and
 * Hinf in c (at c, c + 2k and c + 4k, the last of 2l words) and Hx, Hx1 in
 * hx, hx1 (hlen >= 2k + ceil(w/64) words each),
 *   W0 / x = (H0 + Hx) / x + (Hx + Hx1) + Hinf (x^3 + 1),
 *   W1 / x = (H0 + H1 + Hx + Hx1) / x
 * (the divisions by x drop bits that are zero in the sums, as W0 and W1
 * are multiples of x^2 + x), then each divided by x + 1 (the prefix with
 * stride w).  The quotients Q0, Q1 (2k words) overwrite hx and hx1: block
 * i is stored after everything at or above it was read, and nothing
 * below it is read again.  Blocks that read only inside every input
 * (from word ceil(3w/64) on, up to the ends of H0 and Hinf) are
 * unchecked.  Constant time: control flow and addresses depend on k, l,
 * hlen and w only.
 */
BLOCK_INLINE void toom3_interpolate(uint64_t *hx, uint64_t *hx1,
                                    const uint64_t *c, size_t k, size_t l,
                                    size_t hlen, const unsigned w)
{
    const size_t below = (3 * w + 63) / 64, above = (w + 63) / 64;
    prefix_carry carry0 = {0}, carry1 = {0};
    for (size_t i = 0; i < 2 * k; i += BW) {
        if (i >= below && i + BW + above <= 2 * k && i + BW <= 2 * l)
            interpolate_block(hx, hx1, c, k, l, hlen, i, &carry0, &carry1, w,
                              0);
        else
            interpolate_block(hx, hx1, c, k, l, hlen, i, &carry0, &carry1, w,
                              1);
    }
}

/*
 * Words [u0, u1) of the final blocks 1..4 of c (k words each), in place:
 * c = [h00 h01 h10 h11 | Hinf] holds H0, H1 and Hinf, q0/q1 the quotients;
 * hi0/hi1 are Hinf's two halves, absent (zero) where Hinf is shorter.
 * Each word reads and writes only its own position in the disjoint
 * blocks, hence restrict.
 */
static inline void toom3_combine(const uint64_t *restrict h00,
                                 uint64_t *restrict b1, uint64_t *restrict b2,
                                 uint64_t *restrict b3, uint64_t *restrict b4,
                                 const uint64_t *restrict hi1,
                                 const uint64_t *restrict q0,
                                 const uint64_t *restrict q1, size_t k,
                                 size_t u0, size_t u1, const int has_hi0,
                                 const int has_hi1)
{
    for (size_t u = u0; u < u1; u++) {
        const uint64_t x0 = has_hi0 ? b4[u] : 0, x1 = has_hi1 ? hi1[u] : 0;
        const uint64_t h01 = b1[u], h10 = b2[u], h11 = b3[u];
        const uint64_t q00 = q0[u], q01 = q0[k + u];
        const uint64_t q10 = q1[u], q11 = q1[k + u];
        b1[u] = h01 ^ h00[u] ^ h10 ^ x0 ^ q00;
        b2[u] = h01 ^ h11 ^ x1 ^ q01 ^ q00 ^ q10;
        b3[u] = q01 ^ q11 ^ q10;
        if (has_hi0)
            b4[u] = q11 ^ x0;
    }
}

/*
 * dst[0..k] ^= e * src[0..k) for a polynomial e of at most 2 bits: src
 * and src X selected by masks of e's bits (constant time, no branch on
 * e).  restrict: dst is a product buffer, src an operand buffer.
 */
static inline void add_2bit_times(uint64_t *restrict dst, uint64_t e,
                                  const uint64_t *restrict src, size_t k)
{
    const uint64_t m0 = bp_ct_mask_bit64(e), m1 = bp_ct_mask_bit64(e >> 1);
    dst[0] ^= src[0] & m0;
    dst[0] ^= (src[0] << 1) & m1;
    for (size_t i = 1; i < k; i++)
        dst[i] ^= (src[i] & m0) ^ (((src[i] << 1) | (src[i - 1] >> 63)) & m1);
    dst[k] ^= (src[k - 1] >> 63) & m1;
}

/*
 * Bernstein's split keeps its x-products at k words, as Chen-Chou-Krausz
 * do: A(x) = E + X^(64k) e with e the 2 bits that overflow, so
 *   A(x) B(x) = E F + X^(64k) (e F + f E) + X^(128k) e f,
 * h holding E F (2k words) gets the rest, word 2k included.
 */
static inline void fold_top_bits(uint64_t *restrict h,
                                 const uint64_t *restrict ea,
                                 const uint64_t *restrict eb, size_t k)
{
    const uint64_t e = ea[k], f = eb[k];
    h[2 * k] = 0;
    add_2bit_times(h + k, e, eb, k);
    add_2bit_times(h + k, f, ea, k);
    h[2 * k] ^=
        (f & bp_ct_mask_bit64(e)) ^ ((f << 1) & bp_ct_mask_bit64(e >> 1));
}

/*
 * c[0..2n) = a*b, n >= bp_method_min_words (>= 6e).  Scratch: 6m'
 * words (m = k + e, m' >= m by bp_scratch_block: on avx512 every buffer
 * starts on a 64-byte boundary where that fits): A(x), B(x) (m' each),
 * then hx and hx1 (2m' each), which hold A(x+1), B(x+1) and A(1), B(1)
 * until the products Hx and Hx1 replace them; then the sub-products' (at
 * most m words each): 6m' + 12m + 1024 <= 12n + 1024 as 3m <= 2n (m' = m:
 * true for k = ceil(n/3) when n >= 3e + 2, checked by bp_toom3_split for
 * an aligned k) or as bp_scratch_block checks.  H0, H1 and Hinf are
 * computed in place in c.  Constant time: control flow and addresses
 * depend on n, w and the split only.
 */
static inline void toom3(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, const uint8_t *plan, uint64_t *scratch,
                         const unsigned w, const int aligned)
{
    const size_t e = (2 * w + 63) / 64;
    const size_t k = bp_toom3_split(n, w, aligned, BP_LEAF_MAX);
    const size_t l = n - 2 * k, m = k + e;
    const size_t ms = bp_scratch_block(BP_KERNEL_POLICY, m, 6, m, n);
    uint64_t *ea = scratch, *eb = ea + ms, *hx = eb + ms, *hx1 = hx + 2 * ms;
    uint64_t *rest = hx1 + 2 * ms;
    /* A(x+1), B(x+1) in hx until Hx replaces them; A(1), B(1) in hx1
     * until Hx1 does. */
    uint64_t *ea1 = hx, *eb1 = hx + ms, *sa = hx1, *sb = hx1 + ms;

    /* Size of the x-products: k for Bernstein (top bits folded), else m. */
    const size_t mp = bp_toom3_xproduct_words(k, w);
    const uint8_t *sub_k = plan, *sub_m = plan;
    const bp_method mk = BP_FN(plan_step)(k, &sub_k);
    const bp_method mm = BP_FN(plan_step)(mp, &sub_m);

    toom3_evaluate(sa, ea, ea1, a, k, l, m, w);
    toom3_evaluate(sb, eb, eb1, b, k, l, m, w);

    /* H1 = A(1) B(1) at c + 2k, H0 at c, Hinf at c + 4k (ends at 2n). */
    BP_FN(mul_method)(mk, c + 2 * k, sa, sb, k, sub_k, rest);
    BP_FN(mul_method)(mk, c, a, b, k, sub_k, rest);
    BP_FN(mul_plan)(c + 4 * k, a + 2 * k, b + 2 * k, l, plan, rest);

    /* Hx1 = A(x+1) B(x+1) over A(1), B(1) (used by now), then
     * Hx = A(x) B(x) over A(x+1), B(x+1). */
    BP_FN(mul_method)(mm, hx1, ea1, eb1, mp, sub_m, rest);
    if (w == 1)
        fold_top_bits(hx1, ea1, eb1, k);
    BP_FN(mul_method)(mm, hx, ea, eb, mp, sub_m, rest);
    if (w == 1)
        fold_top_bits(hx, ea, eb, k);

    toom3_interpolate(hx, hx1, c, k, l, w == 1 ? 2 * k + 1 : 2 * m, w);

    /* Hinf = [hi0 hi1] has 2l words: both halves present below r1, only
     * hi0 below r2. */
    const size_t r1 = 2 * l > k ? 2 * l - k : 0, r2 = 2 * l < k ? 2 * l : k;
    uint64_t *bk = c + k;
    toom3_combine(c, bk, bk + k, bk + 2 * k, bk + 3 * k, bk + 4 * k, hx, hx1,
                  k, 0, r1, 1, 1);
    toom3_combine(c, bk, bk + k, bk + 2 * k, bk + 3 * k, bk + 4 * k, hx, hx1,
                  k, r1, r2, 1, 0);
    toom3_combine(c, bk, bk + k, bk + 2 * k, bk + 3 * k, bk + 4 * k, hx, hx1,
                  k, r2, k, 0, 0);
}

void BP_FN(toom3_w64)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                      size_t n, const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 64, 0);
}

void BP_FN(toom3_w256)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 256, 0);
}

void BP_FN(toom3_w512)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 512, 0);
}

void BP_FN(bernstein5)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 1, 0);
}

void BP_FN(toom3_w64_aligned)(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n,
                              const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 64, 1);
}

void BP_FN(toom3_w256_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 256, 1);
}

void BP_FN(toom3_w512_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 512, 1);
}

void BP_FN(bernstein5_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch)
{
    toom3(c, a, b, n, plan, scratch, 1, 1);
}
