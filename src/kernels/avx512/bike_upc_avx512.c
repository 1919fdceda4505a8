/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass on ZMM registers (contract in
 * src/kem/bike/bike_kernels.h; the plain-C version and the method are in
 * src/kem/bike/bike_upc.c).  What changes here:
 *
 *  - The rotation's word offset q = k / 64 splits into Q = q / 8 whole
 *    registers and q0 = q mod 8 words.  The barrel shifter runs over
 *    registers only (log2(W/8) levels instead of log2(W)), two levels
 *    per pass over memory (coarse_shift), its last level (bit 0 of Q)
 *    left to the next step.
 *  - That level, q0 and the bit offset b are applied while the rotated
 *    register is formed (fine_apply): two blends, two VPERMT2Q with a
 *    secret index in a register (the same latency for every index), two
 *    variable shifts and an OR.  No memory address depends on k.
 *  - Rotations are taken two at a time and go straight from the registers
 *    into the bit-sliced counters: one full adder (VPTERNLOGQ 0x96 and
 *    0xE8) at level 0, then the Harley-Seal carries up the levels, the
 *    same schedule as the plain version (it depends on d only).
 */
#include <immintrin.h>
#include <string.h>

#include "bike_kernels.h"
#include "bp_target.h"

/* Mutable state of one pass in the caller's work area (64-byte aligned,
 * bike_upc_work_words(p) words are enough: see the sizes below). */
typedef struct {
    __m512i *acc[BIKE_MAX_S], *wait[BIKE_MAX_S];
    int waiting[BIKE_MAX_S];   /* public: depends on d only */
    __m512i *dup, *buf_a, *buf_b;
    size_t wz;                 /* output registers: ceil(W / 8) */
    size_t dz;                 /* registers of the duplicated form */
    unsigned levels;           /* barrel levels: 2^levels > max Q */
} upc_zmm;

static inline __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x96);
}

static inline __m512i maj3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0xE8);
}

/* All-ones mask register iff bit l of x is set (x secret: a mask move,
 * no branch). */
static inline __mmask8 bit_mask(uint32_t x, unsigned l)
{
    return (__mmask8)(0u - ((x >> l) & 1u));
}

/* dst[i] = register i + (Q & ~1) of the duplicated form for i < wz + 2
 * (Q < 2^levels; bit 0 of Q is left to the fine stage, fine_apply): the
 * barrel over registers, two levels per pass (each output register picked
 * from 4 candidates by 3 masked blends), the first pass from dup, the
 * others in place.  Within a pass the candidates of register j are j,
 * j + s, j + 2s, j + 3s, so the registers of one residue class mod s are
 * visited in order and three of the four candidates carry over in
 * registers: one load, three blends and one store per register and pass.
 * In place, every read is at or ahead of the register written. */
static void coarse_shift(const upc_zmm *z, __m512i *dst, uint32_t Q)
{
    const __m512i *src = z->dup;
    unsigned l = z->levels;
    if (l <= 1)
        memcpy(dst, z->dup, (z->wz + 2) * sizeof *dst);
    while (l > 1) {
        const unsigned g = l >= 3 ? 2 : 1, lo = l - g;
        const size_t s = (size_t)1 << lo, len = z->wz + s;
        const __mmask8 m0 = bit_mask(Q, lo);
        if (g == 2) {
            const __mmask8 m1 = bit_mask(Q, lo + 1);
            for (size_t j0 = 0; j0 < s; j0++) {
                __m512i a = src[j0], b = src[j0 + s], c = src[j0 + 2 * s];
                for (size_t j = j0; j < len; j += s) {
                    const __m512i d = src[j + 3 * s];
                    dst[j] = _mm512_mask_blend_epi64(
                        m1, _mm512_mask_blend_epi64(m0, a, b),
                        _mm512_mask_blend_epi64(m0, c, d));
                    a = b;
                    b = c;
                    c = d;
                }
            }
        } else {
            for (size_t j = 0; j < len; j++)
                dst[j] = _mm512_mask_blend_epi64(m0, src[j], src[j + s]);
        }
        src = dst;
        l = lo;
    }
}

/* The fine part of a rotation by k, applied to one output register from
 * the three registers b0, b1, b2 at its place after coarse_shift: bit 0 of
 * Q picks the pair (b0, b1) or (b1, b2) by two blends, then words
 * q0 .. q0 + 8 of the pair (q0 = (k / 64) mod 8, VPERMT2Q with the index
 * in a register), shifted right by b = k mod 64 bits (variable shifts; a
 * count of 64 gives 0). */
typedef struct {
    __mmask8 odd;
    __m512i idx0, idx1, right, left;
} fine_shift;

static inline fine_shift fine_setup(uint32_t k)
{
    const uint32_t q0 = (k >> 6) & 7, b = k & 63;
    fine_shift f;
    f.odd = bit_mask(k, 9);
    f.idx0 = _mm512_add_epi64(_mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7),
                              _mm512_set1_epi64(q0));
    f.idx1 = _mm512_add_epi64(f.idx0, _mm512_set1_epi64(1));
    f.right = _mm512_set1_epi64(b);
    f.left = _mm512_set1_epi64(64 - b);
    return f;
}

static inline __m512i fine_apply(const fine_shift *f, __m512i b0, __m512i b1,
                                 __m512i b2)
{
    const __m512i lo = _mm512_mask_blend_epi64(f->odd, b0, b1);
    const __m512i hi = _mm512_mask_blend_epi64(f->odd, b1, b2);
    const __m512i v0 = _mm512_permutex2var_epi64(lo, f->idx0, hi);
    const __m512i v1 = _mm512_permutex2var_epi64(lo, f->idx1, hi);
    return _mm512_or_si512(_mm512_srlv_epi64(v0, f->right),
                           _mm512_sllv_epi64(v1, f->left));
}

/* Adds two rotations (ka, kb; has_b = 0: only ka) to the counters. */
static void add_pair(upc_zmm *z, unsigned S, uint32_t ka, uint32_t kb,
                     int has_b)
{
    coarse_shift(z, z->buf_a, ka >> 9);
    if (has_b)
        coarse_shift(z, z->buf_b, kb >> 9);
    const fine_shift fa = fine_setup(ka), fb = fine_setup(kb);
    /* The carry out of level 0 climbs the full waiting levels 1..top-1 and
     * waits at level top (dropped at S: counters are modulo 2^S). */
    unsigned top = 1;
    while (top < S && z->waiting[top])
        top++;
    __m512i a0 = z->buf_a[0], a1 = z->buf_a[1];
    __m512i b0 = z->buf_b[0], b1 = z->buf_b[1];
    for (size_t j = 0; j < z->wz; j++) {
        const __m512i a2 = z->buf_a[j + 2], b2 = z->buf_b[j + 2];
        const __m512i xa = fine_apply(&fa, a0, a1, a2);
        const __m512i xb =
            has_b ? fine_apply(&fb, b0, b1, b2) : _mm512_setzero_si512();
        a0 = a1;
        a1 = a2;
        b0 = b1;
        b1 = b2;
        const __m512i acc0 = z->acc[0][j];
        z->acc[0][j] = xor3(acc0, xa, xb);
        __m512i c = maj3(acc0, xa, xb);
        for (unsigned l = 1; l < top; l++) {
            const __m512i a = z->acc[l][j], w = z->wait[l][j];
            z->acc[l][j] = xor3(a, w, c);
            c = maj3(a, w, c);
        }
        if (top < S)
            z->wait[top][j] = c;
    }
    for (unsigned l = 1; l < top; l++)
        z->waiting[l] = 0;
    if (top < S)
        z->waiting[top] = 1;
}

/* Folds the waiting planes into the counters, lowest level first. */
static void flush(upc_zmm *z, unsigned S)
{
    for (unsigned l = 1; l < S; l++) {
        if (!z->waiting[l])
            continue;
        unsigned top = l + 1;
        while (top < S && z->waiting[top])
            top++;
        for (size_t j = 0; j < z->wz; j++) {
            const __m512i a = z->acc[l][j], w = z->wait[l][j];
            z->acc[l][j] = _mm512_xor_si512(a, w);
            __m512i c = _mm512_and_si512(a, w);
            for (unsigned m = l + 1; m < top; m++) {
                const __m512i am = z->acc[m][j], wm = z->wait[m][j];
                z->acc[m][j] = xor3(am, wm, c);
                c = maj3(am, wm, c);
            }
            if (top < S)
                z->wait[top][j] = c;
        }
        for (unsigned m = l; m < top; m++)
            z->waiting[m] = 0;
        if (top < S)
            z->waiting[top] = 1;
    }
}

void BP_FN(bike_upc_threshold)(const bike_params *p, uint64_t *black,
                               uint64_t *gray, const uint64_t *s,
                               const uint32_t *list, uint32_t T,
                               uint64_t *work)
{
    const size_t W = p->r_words, q = p->r / 64;
    const unsigned S = p->counter_bits, sh = p->r % 64;
    upc_zmm z;
    z.wz = (W + 7) / 8;
    z.levels = 0;
    while (((size_t)1 << z.levels) <= (W - 1) / 8)
        z.levels++;
    z.dz = z.wz + ((size_t)1 << z.levels);
    /* Layout: dup (dz), two buffers (wz + 2^(levels-1) + 2 each), S
     * counter and S waiting planes (wz each): at most 26W words at every
     * level, within bike_upc_work_words. */
    __m512i *at = (__m512i *)work;
    z.dup = at;
    at += z.dz;
    const size_t buf = z.wz + ((size_t)1 << z.levels) / 2 + 2;
    z.buf_a = at;
    at += buf;
    z.buf_b = at;
    at += buf;
    for (unsigned l = 0; l < S; l++) {
        z.acc[l] = at + l * z.wz;
        z.wait[l] = at + (S + l) * z.wz;
        z.waiting[l] = 0;
    }

    uint64_t *dup = work;
    memset(dup, 0, z.dz * 64);
    memcpy(dup, s, W * 8);
    for (size_t i = 0; i < W; i++) {
        dup[q + i] |= s[i] << sh;
        dup[q + i + 1] |= s[i] >> (64 - sh); /* sh != 0: r is odd */
    }
    const uint32_t start = (0u - T) & ((1u << S) - 1);
    for (unsigned l = 0; l < S; l++) {
        const __m512i v = _mm512_set1_epi64(-(long long)((start >> l) & 1));
        for (size_t j = 0; j < z.wz; j++)
            z.acc[l][j] = v;
    }
    for (uint32_t i = 0; i + 1 < p->d; i += 2)
        add_pair(&z, S, list[i], list[i + 1], 1);
    if (p->d % 2)
        add_pair(&z, S, list[p->d - 1], 0, 0);
    flush(&z, S);

    /* black = top plane clear; gray = a_{S-1} & ... & a_2 & (a_1 | a_0)
     * (bike_upc.c).  The last register is stored partly, the top word
     * masked to r bits. */
    const __mmask8 last = (__mmask8)((1u << (W - 8 * (z.wz - 1))) - 1);
    for (size_t j = 0; j < z.wz; j++) {
        const __m512i bl = _mm512_ternarylogic_epi64(
            z.acc[S - 1][j], z.acc[S - 1][j], z.acc[S - 1][j], 0x55);
        __m512i g = _mm512_or_si512(z.acc[1][j], z.acc[0][j]);
        for (unsigned l = 2; l < S; l++)
            g = _mm512_and_si512(g, z.acc[l][j]);
        const __mmask8 m = j + 1 < z.wz ? 0xFF : last;
        _mm512_mask_storeu_epi64(black + 8 * j, m, bl);
        if (gray != NULL)
            _mm512_mask_storeu_epi64(gray + 8 * j, m, g);
    }
    black[W - 1] &= bike_top_word_mask(p);
    if (gray != NULL)
        gray[W - 1] &= bike_top_word_mask(p);
}
