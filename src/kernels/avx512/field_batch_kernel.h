/* SPDX-License-Identifier: MIT */
/*
 * The field layer's batch kernel on ZMM registers (kernel_config.h
 * BP_HAVE_FIELD_BATCH_KERNEL), included once by src/field/field_arith.c
 * after field_reduce.h.  Eight independent elements at a time in "slice"
 * form: slice j is one ZMM holding word j of the eight elements, lane l
 * for element l.  In that form each carry-less product of VPCLMULQDQ
 * serves four elements (the even lanes with selector 0x00, the odd ones
 * with 0x11), and the reduction of field_reduce.h runs unchanged on the
 * slices (bp_field_vec is a GNU C vector whose shifts and XORs act lane by
 * lane), reducing eight elements with the instructions of one.
 * Constant time: addresses follow the element size W and the batch
 * position (public); no branch on a coefficient.
 */
#ifndef BP_FIELD_BATCH_KERNEL_H
#define BP_FIELD_BATCH_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

/* Elements per slice. */
#define BP_FIELD_BATCH_LANES 8

/* One slice: word j of eight elements. */
typedef uint64_t bp_field_vec __attribute__((vector_size(64)));

/* Qword indices of word 0 of the eight elements of W words. */
BP_FIELD_INLINE __m512i field_batch_index(unsigned W)
{
    return _mm512_mullo_epi64(_mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
                              _mm512_set1_epi64((long long)W));
}

/* s[0..W) = the slices of the eight consecutive elements a[0..8W): one
 * gather per slice (the elements' layout is word-major, the slices'
 * element-major). */
BP_FIELD_INLINE void field_batch_load(bp_field_vec *s, const uint64_t *a,
                                      unsigned W)
{
    const __m512i idx = field_batch_index(W);
    for (unsigned j = 0; j < W; j++)
        s[j] = (bp_field_vec)_mm512_i64gather_epi64(idx, a + j, 8);
}

/* c[0..8W) = the eight elements of the slices s[0..W): the slices stored
 * to the stack, then copied word by word through general registers (on
 * Zen 4 faster than a scatter per slice, 1.03-1.10x per batch; the loads
 * above keep their gathers: the mirror image, scalar stores then vector
 * loads, stalls on store forwarding). */
BP_FIELD_INLINE void field_batch_store(uint64_t *c, const bp_field_vec *s,
                                       unsigned W)
{
    _Alignas(64) uint64_t t[BP_FIELD_MAX_WORDS][BP_FIELD_BATCH_LANES];
    for (unsigned j = 0; j < W; j++)
        _mm512_store_si512((__m512i *)t[j], (__m512i)s[j]);
    for (unsigned l = 0; l < BP_FIELD_BATCH_LANES; l++)
        for (unsigned j = 0; j < W; j++) {
            uint64_t v = t[j][l];
            __asm__("" : "+r"(v));
            c[l * W + j] = v;
        }
}

/* p[0..2n) = the slices of the eight products a[l] * b[l] of n words, by
 * schoolbook over the words: for each output word k, the products
 * a_i b_(k-i) of the even lanes and of the odd lanes are summed apart
 * (128 bits per lane), then their low and high halves are interleaved
 * back into lane order and added to slices k and k + 1.  2 n^2
 * VPCLMULQDQ for eight products. */
BP_FIELD_INLINE void field_batch_schoolbook(bp_field_vec *p,
                                            const bp_field_vec *a,
                                            const bp_field_vec *b, unsigned n)
{
    __m512i carry = _mm512_setzero_si512();
    for (unsigned k = 0; k + 1 < 2 * n; k++) {
        __m512i even = _mm512_setzero_si512(), odd = _mm512_setzero_si512();
        const unsigned lo = k >= n ? k - n + 1 : 0, hi = k < n ? k : n - 1;
        for (unsigned i = lo; i <= hi; i++) {
            const __m512i x = (__m512i)a[i], y = (__m512i)b[k - i];
            even = _mm512_xor_si512(even, _mm512_clmulepi64_epi128(x, y, 0x00));
            odd = _mm512_xor_si512(odd, _mm512_clmulepi64_epi128(x, y, 0x11));
        }
        p[k] = (bp_field_vec)_mm512_xor_si512(
            carry, _mm512_unpacklo_epi64(even, odd));
        carry = _mm512_unpackhi_epi64(even, odd);
    }
    p[2 * n - 1] = (bp_field_vec)carry;
}

/* p[0..2W) = the slices of the eight products a[l] * b[l], W words: from
 * 4 words on one Karatsuba step (halves of h = W/2 and g = W - h words:
 * 2 (h^2 + 2 g^2) products instead of 2 W^2, 18% fewer at W = 9), below
 * the schoolbook. */
BP_FIELD_INLINE void field_batch_product(bp_field_vec *p,
                                         const bp_field_vec *a,
                                         const bp_field_vec *b, unsigned W)
{
    if (W < 4) {
        field_batch_schoolbook(p, a, b, W);
        return;
    }
    const unsigned h = W / 2, g = W - h;
    bp_field_vec sa[BP_FIELD_MAX_WORDS], sb[BP_FIELD_MAX_WORDS],
        mid[2 * BP_FIELD_MAX_WORDS], high[2 * BP_FIELD_MAX_WORDS];
    for (unsigned i = 0; i < g; i++) {
        sa[i] = a[h + i] ^ (i < h ? a[i] : (bp_field_vec){0});
        sb[i] = b[h + i] ^ (i < h ? b[i] : (bp_field_vec){0});
    }
    field_batch_schoolbook(p, a, b, h);             /* p[0..2h) = low */
    field_batch_schoolbook(high, a + h, b + h, g);  /* 2g words */
    field_batch_schoolbook(mid, sa, sb, g);
    for (unsigned i = 0; i < 2 * g; i++)
        mid[i] ^= high[i] ^ (i < 2 * h ? p[i] : (bp_field_vec){0});
    for (unsigned i = 0; i < 2 * g; i++)
        p[2 * h + i] = high[i];
    for (unsigned i = 0; i < 2 * g; i++)
        p[h + i] ^= mid[i];
}

/* p[0..2W) = the slices of the eight squares a[l]^2: the square of a word
 * is its carry-less product by itself, so only the diagonal products. */
BP_FIELD_INLINE void field_batch_square(bp_field_vec *p, const bp_field_vec *a,
                                        unsigned W)
{
    for (unsigned j = 0; j < W; j++) {
        const __m512i x = (__m512i)a[j];
        const __m512i even = _mm512_clmulepi64_epi128(x, x, 0x00),
                      odd = _mm512_clmulepi64_epi128(x, x, 0x11);
        p[2 * j] = (bp_field_vec)_mm512_unpacklo_epi64(even, odd);
        p[2 * j + 1] = (bp_field_vec)_mm512_unpackhi_epi64(even, odd);
    }
}

#endif
