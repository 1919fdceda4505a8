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
 * a prefix XOR with stride w: stride 8 words for w = 512 is a chain of
 * 512-bit XORs, stride 1 bit is an in-word prefix plus a carry chain.
 */
#include "constructions.h"
#include "bp_ct_mask.h"

/*
 * dst[0..dlen) ^= (src[0..slen) << sh) truncated to dlen words, slen >= 1.
 * sh is a public constant at every call; restrict: dst and src are
 * different buffers at every call.
 */
static inline void xor_shifted(uint64_t *restrict dst, size_t dlen,
                               const uint64_t *restrict src, size_t slen,
                               const unsigned sh)
{
    const size_t q = sh / 64;
    const unsigned r = sh % 64;
    if (q >= dlen)
        return;
    uint64_t *d = dst + q;
    const size_t dl = dlen - q, top = slen < dl ? slen : dl;
    if (r == 0) {
        for (size_t i = 0; i < top; i++)
            d[i] ^= src[i];
        return;
    }
    d[0] ^= src[0] << r;
    for (size_t i = 1; i < top; i++)
        d[i] ^= (src[i] << r) | (src[i - 1] >> (64 - r));
    if (slen < dl)
        d[slen] ^= src[slen - 1] >> (64 - r);
}

/* Bit i of the result is the XOR of bits 0..i of y. */
static inline uint64_t prefix_xor_word(uint64_t y)
{
    y ^= y << 1;
    y ^= y << 2;
    y ^= y << 4;
    y ^= y << 8;
    y ^= y << 16;
    return y ^ (y << 32);
}

/*
 * p <- p / (x^2 + x) and p2 <- p2 / (x^2 + x), both exact with a quotient
 * of qlen words; on input each holds at least its low qlen + ceil(w/64)
 * words.  Division by x and by x + 1 happen in one pass: quotient word i
 * is (W / x)[i] plus quotient word i - w (the prefix XOR with stride w),
 * kept in registers so the chain does not wait on stores.  The two
 * independent chains share the loop for parallelism.
 */
static inline void div_x2_plus_x_pair(uint64_t *restrict p,
                                      uint64_t *restrict p2, size_t qlen,
                                      const unsigned w)
{
    if (w % 64 == 0) {
        /* In place: block i/wl is written after block i/wl + 1 is read. */
        const size_t wl = w / 64;
        uint64_t run[8] = {0}, run2[8] = {0}; /* wl <= 8 */
        size_t i = 0;
        for (; i + wl <= qlen; i += wl)
            for (size_t j = 0; j < wl; j++) {
                run[j] ^= p[i + wl + j];
                run2[j] ^= p2[i + wl + j];
                p[i + j] = run[j];
                p2[i + j] = run2[j];
            }
        for (size_t j = 0; i + j < qlen; j++) {
            p[i + j] = run[j] ^ p[i + wl + j];
            p2[i + j] = run2[j] ^ p2[i + wl + j];
        }
        return;
    }
    /* w = 1: shift down one bit and the prefix XOR within each word by
     * doubling shifts (a vectorized pass), then across words by a carry
     * bit, the parity of all lower bits (one XOR per word on the chain). */
    for (size_t i = 0; i < qlen; i++) {
        p[i] = prefix_xor_word((p[i] >> 1) | (p[i + 1] << 63));
        p2[i] = prefix_xor_word((p2[i] >> 1) | (p2[i + 1] << 63));
    }
    uint64_t carry = 0, carry2 = 0;
    for (size_t i = 0; i < qlen; i++) {
        const uint64_t y = p[i], y2 = p2[i];
        p[i] = y ^ bp_ct_mask_bit64(carry);
        p2[i] = y2 ^ bp_ct_mask_bit64(carry2);
        carry ^= y >> 63;
        carry2 ^= y2 >> 63;
    }
}

/* ea = a0 + a1 + a2 over k words (a2 only l words long), likewise eb.
 * restrict: the sums are scratch, disjoint from the inputs. */
static inline void three_sums(uint64_t *restrict ea, uint64_t *restrict eb,
                              const uint64_t *restrict a,
                              const uint64_t *restrict b, size_t k, size_t l)
{
    for (size_t i = 0; i < l; i++) {
        ea[i] = a[i] ^ a[k + i] ^ a[2 * k + i];
        eb[i] = b[i] ^ b[k + i] ^ b[2 * k + i];
    }
    for (size_t i = l; i < k; i++) {
        ea[i] = a[i] ^ a[k + i];
        eb[i] = b[i] ^ b[k + i];
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
    h[2 * k] ^= (f & bp_ct_mask_bit64(e)) ^ ((f << 1) & bp_ct_mask_bit64(e >> 1));
}

/*
 * c[0..2n) = a*b, n >= bp_method_min_words (>= 6e).  Scratch: the two
 * evaluated operands (m = k + e words each) and Hx, Hx1 (2m each): 6m
 * words, then the sub-products' (at most m words each); 6m + 12m + 1024
 * <= 12n + 1024 as 3m <= 2n: true for k = ceil(n/3) when n >= 3e + 2,
 * checked by bp_toom3_split for an aligned k.  H0, H1 and Hinf are
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
    const size_t wlen = 2 * k + (w + 63) / 64; /* W words the division reads */
    const uint64_t *a1 = a + k, *a2 = a + 2 * k;
    const uint64_t *b1 = b + k, *b2 = b + 2 * k;
    uint64_t *ea = scratch, *eb = ea + m, *hx = eb + m, *hx1 = hx + 2 * m;
    uint64_t *rest = hx1 + 2 * m;

    /* Size of the x-products: k for Bernstein (top bits folded), else m. */
    const size_t mp = bp_toom3_xproduct_words(k, w);
    const uint8_t *sub_k = plan, *sub_m = plan;
    const bp_method mk = BP_FN(plan_step)(k, &sub_k);
    const bp_method mm = BP_FN(plan_step)(mp, &sub_m);

    /* H1 = A(1) B(1) at c + 2k, H0 at c, Hinf at c + 4k (ends at 2n). */
    three_sums(ea, eb, a, b, k, l);
    BP_FN(mul_method)(mk, c + 2 * k, ea, eb, k, sub_k, rest);
    BP_FN(mul_method)(mk, c, a, b, k, sub_k, rest);
    BP_FN(mul_plan)(c + 4 * k, a2, b2, l, plan, rest);

    /* A(x+1) = A(1) + a1 x + a2 x^2, then A(x) = A(x+1) + a1 + a2. */
    for (size_t i = k; i < m; i++)
        ea[i] = eb[i] = 0;
    xor_shifted(ea, m, a1, k, w);
    xor_shifted(ea, m, a2, l, 2 * w);
    xor_shifted(eb, m, b1, k, w);
    xor_shifted(eb, m, b2, l, 2 * w);
    BP_FN(mul_method)(mm, hx1, ea, eb, mp, sub_m, rest);
    if (w == 1)
        fold_top_bits(hx1, ea, eb, k);
    for (size_t i = 0; i < l; i++) {
        ea[i] ^= a1[i] ^ a2[i];
        eb[i] ^= b1[i] ^ b2[i];
    }
    for (size_t i = l; i < k; i++) {
        ea[i] ^= a1[i];
        eb[i] ^= b1[i];
    }
    BP_FN(mul_method)(mm, hx, ea, eb, mp, sub_m, rest);
    if (w == 1)
        fold_top_bits(hx, ea, eb, k);

    /* hx1 <- D = Hx + Hx1; hx <- W0; hx1 <- W1 (low wlen words). */
    for (size_t i = 0; i < wlen; i++)
        hx1[i] ^= hx[i];
    for (size_t i = 0; i < 2 * k; i++)
        hx[i] ^= c[i];
    xor_shifted(hx, wlen, hx1, wlen, w);
    xor_shifted(hx, wlen, c + 4 * k, 2 * l, w);
    xor_shifted(hx, wlen, c + 4 * k, 2 * l, 4 * w);
    for (size_t i = 0; i < 2 * k; i++)
        hx1[i] ^= c[i] ^ c[2 * k + i];
    div_x2_plus_x_pair(hx, hx1, 2 * k, w);

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
