/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass on YMM registers, for the AVX2 backends (pclmul,
 * vpclmul256; contract in src/kem/bike/bike_kernels.h): the definition of
 * BP_FN(bike_upc_threshold), included once by each backend's kernel file
 * (bike_upc_pclmul.c, bike_upc_vpclmul256.c).  The method is the avx512
 * kernel's (src/kernels/avx512/bike_upc_avx512.c), at four words per
 * register:
 *
 *  - A rotation by k splits into Q = k / 256 whole registers, q0 =
 *    (k / 64) mod 4 words and b = k mod 64 bits.  The barrel shifter runs
 *    over registers, two levels per pass over memory (coarse_shift), each
 *    level a blend under an all-ones-or-zero mask made from one bit of Q;
 *    its last level (bit 0 of Q) is left to the fine stage.
 *  - The fine stage (fine_apply) forms the output register from the two
 *    registers at its place: words q0 .. q0 + 4 of the pair, taken with
 *    VPERMD from each (the same dword index for both, rotating by q0) and
 *    blended by a mask that compares the word index with 4 - q0 (AVX2 has
 *    no two-source permute), then shifted by b with variable shifts (a
 *    count of 64 gives 0).  No memory address depends on k.
 *  - Rotations are taken two at a time and go straight from the registers
 *    into the bit-sliced counters: one full adder at level 0, then the
 *    Harley-Seal carries up the levels (the schedule depends on d only).
 */
#ifndef BP_BIKE_UPC_AVX2_H
#define BP_BIKE_UPC_AVX2_H

#include <immintrin.h>
#include <string.h>

#include "bike_kernels.h"
#include "bp_target.h"

/* Mutable state of one pass in the caller's work area (64-byte aligned;
 * bike_upc_work_words(p) words are enough: see the sizes below). */
typedef struct {
    __m256i *acc[BIKE_MAX_S], *wait[BIKE_MAX_S];
    int waiting[BIKE_MAX_S];   /* public: depends on d only */
    __m256i *dup, *buf_a, *buf_b;
    size_t wz;                 /* output registers: ceil(W / 4) */
    size_t dz;                 /* registers of the duplicated form */
    unsigned levels;           /* barrel levels: 2^levels > max Q */
} upc_ymm;

static inline __m256i xor3(__m256i a, __m256i b, __m256i c)
{
    return _mm256_xor_si256(_mm256_xor_si256(a, b), c);
}

/* Majority (the full adder's carry): (a & b) | (c & (a | b)). */
static inline __m256i maj3(__m256i a, __m256i b, __m256i c)
{
    return _mm256_or_si256(_mm256_and_si256(a, b),
                           _mm256_and_si256(c, _mm256_or_si256(a, b)));
}

/* All-ones lanes iff bit l of x is set (x secret: arithmetic, no branch). */
static inline __m256i bit_mask(uint32_t x, unsigned l)
{
    return _mm256_set1_epi64x(-(long long)((x >> l) & 1u));
}

/* mask ? b : a, lane by lane (mask lanes all-ones or zero). */
static inline __m256i pick(__m256i mask, __m256i a, __m256i b)
{
    return _mm256_blendv_epi8(a, b, mask);
}

/* dst[i] = register i + (Q & ~1) of the duplicated form for i < wz + 2
 * (see bike_upc_avx512.c: two levels per pass, three of the four
 * candidates carried in registers, in place after the first pass). */
static void coarse_shift(const upc_ymm *z, __m256i *dst, uint32_t Q)
{
    const __m256i *src = z->dup;
    unsigned l = z->levels;
    if (l <= 1)
        memcpy(dst, z->dup, (z->wz + 2) * sizeof *dst);
    while (l > 1) {
        const unsigned g = l >= 3 ? 2 : 1, lo = l - g;
        const size_t s = (size_t)1 << lo, len = z->wz + s;
        const __m256i m0 = bit_mask(Q, lo);
        if (g == 2) {
            const __m256i m1 = bit_mask(Q, lo + 1);
            for (size_t j0 = 0; j0 < s; j0++) {
                __m256i a = src[j0], b = src[j0 + s], c = src[j0 + 2 * s];
                for (size_t j = j0; j < len; j += s) {
                    const __m256i d = src[j + 3 * s];
                    dst[j] = pick(m1, pick(m0, a, b), pick(m0, c, d));
                    a = b;
                    b = c;
                    c = d;
                }
            }
        } else {
            for (size_t j = 0; j < len; j++)
                dst[j] = pick(m0, src[j], src[j + s]);
        }
        src = dst;
        l = lo;
    }
}

/* The fine part of a rotation by k, applied to one output register from
 * the three registers b0, b1, b2 at its place after coarse_shift. */
typedef struct {
    __m256i odd;              /* bit 0 of Q: the pair (b1, b2) */
    __m256i idx0, idx1;       /* VPERMD indices of words i + q0, i + q0 + 1 */
    __m256i hi0, hi1;         /* lanes whose word comes from the upper one */
    __m256i right, left;      /* b and 64 - b, for the variable shifts */
} fine_shift;

static inline fine_shift fine_setup(uint32_t k)
{
    const uint32_t q0 = (k >> 6) & 3, b = k & 63;
    fine_shift f;
    f.odd = bit_mask(k, 8);
    const __m256i word = _mm256_setr_epi64x(0, 1, 2, 3);
    const __m256i w0 = _mm256_add_epi64(word, _mm256_set1_epi64x(q0));
    const __m256i w1 = _mm256_add_epi64(w0, _mm256_set1_epi64x(1));
    const __m256i three = _mm256_set1_epi64x(3);
    f.hi0 = _mm256_cmpgt_epi64(w0, three);
    f.hi1 = _mm256_cmpgt_epi64(w1, three);
    /* dword indices 2 (w mod 4), 2 (w mod 4) + 1 in each 64-bit lane */
    const __m256i m0 = _mm256_and_si256(w0, three);
    const __m256i m1 = _mm256_and_si256(w1, three);
    const __m256i one_hi = _mm256_set1_epi64x((long long)1 << 32);
    f.idx0 = _mm256_add_epi32(
        _mm256_or_si256(_mm256_add_epi64(m0, m0),
                        _mm256_slli_epi64(_mm256_add_epi64(m0, m0), 32)),
        one_hi);
    f.idx1 = _mm256_add_epi32(
        _mm256_or_si256(_mm256_add_epi64(m1, m1),
                        _mm256_slli_epi64(_mm256_add_epi64(m1, m1), 32)),
        one_hi);
    f.right = _mm256_set1_epi64x(b);
    f.left = _mm256_set1_epi64x(64 - b);
    return f;
}

static inline __m256i fine_apply(const fine_shift *f, __m256i b0, __m256i b1,
                                 __m256i b2)
{
    const __m256i lo = pick(f->odd, b0, b1), hi = pick(f->odd, b1, b2);
    const __m256i v0 = pick(f->hi0, _mm256_permutevar8x32_epi32(lo, f->idx0),
                            _mm256_permutevar8x32_epi32(hi, f->idx0));
    const __m256i v1 = pick(f->hi1, _mm256_permutevar8x32_epi32(lo, f->idx1),
                            _mm256_permutevar8x32_epi32(hi, f->idx1));
    return _mm256_or_si256(_mm256_srlv_epi64(v0, f->right),
                           _mm256_sllv_epi64(v1, f->left));
}

/* Adds two rotations (ka, kb; has_b = 0: only ka) to the counters. */
static void add_pair(upc_ymm *z, unsigned S, uint32_t ka, uint32_t kb,
                     int has_b)
{
    coarse_shift(z, z->buf_a, ka >> 8);
    if (has_b)
        coarse_shift(z, z->buf_b, kb >> 8);
    const fine_shift fa = fine_setup(ka), fb = fine_setup(kb);
    /* The carry out of level 0 climbs the full waiting levels 1..top-1 and
     * waits at level top (dropped at S: counters are modulo 2^S). */
    unsigned top = 1;
    while (top < S && z->waiting[top])
        top++;
    __m256i a0 = z->buf_a[0], a1 = z->buf_a[1];
    __m256i b0 = z->buf_b[0], b1 = z->buf_b[1];
    for (size_t j = 0; j < z->wz; j++) {
        const __m256i a2 = z->buf_a[j + 2], b2 = z->buf_b[j + 2];
        const __m256i xa = fine_apply(&fa, a0, a1, a2);
        const __m256i xb =
            has_b ? fine_apply(&fb, b0, b1, b2) : _mm256_setzero_si256();
        a0 = a1;
        a1 = a2;
        b0 = b1;
        b1 = b2;
        const __m256i acc0 = z->acc[0][j];
        z->acc[0][j] = xor3(acc0, xa, xb);
        __m256i c = maj3(acc0, xa, xb);
        for (unsigned l = 1; l < top; l++) {
            const __m256i a = z->acc[l][j], w = z->wait[l][j];
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
static void flush(upc_ymm *z, unsigned S)
{
    for (unsigned l = 1; l < S; l++) {
        if (!z->waiting[l])
            continue;
        unsigned top = l + 1;
        while (top < S && z->waiting[top])
            top++;
        for (size_t j = 0; j < z->wz; j++) {
            const __m256i a = z->acc[l][j], w = z->wait[l][j];
            z->acc[l][j] = _mm256_xor_si256(a, w);
            __m256i c = _mm256_and_si256(a, w);
            for (unsigned m = l + 1; m < top; m++) {
                const __m256i am = z->acc[m][j], wm = z->wait[m][j];
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
    upc_ymm z;
    z.wz = (W + 3) / 4;
    z.levels = 0;
    while (((size_t)1 << z.levels) <= (W - 1) / 4)
        z.levels++;
    z.dz = z.wz + ((size_t)1 << z.levels);
    /* Layout: dup (dz), two buffers (wz + 2^(levels-1) + 2 each), S
     * counter and S waiting planes (wz each), in registers of 4 words: at
     * most 4 (3 wz + 2 (1.5 wz + 2) + 2 S wz) <= 25W words at every
     * level, within bike_upc_work_words. */
    __m256i *at = (__m256i *)work;
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
    memset(dup, 0, z.dz * 32);
    memcpy(dup, s, W * 8);
    for (size_t i = 0; i < W; i++) {
        dup[q + i] |= s[i] << sh;
        dup[q + i + 1] |= s[i] >> (64 - sh); /* sh != 0: r is odd */
    }
    const uint32_t start = (0u - T) & ((1u << S) - 1);
    for (unsigned l = 0; l < S; l++) {
        const __m256i v = _mm256_set1_epi64x(-(long long)((start >> l) & 1));
        for (size_t j = 0; j < z.wz; j++)
            z.acc[l][j] = v;
    }
    for (uint32_t i = 0; i + 1 < p->d; i += 2)
        add_pair(&z, S, list[i], list[i + 1], 1);
    if (p->d % 2)
        add_pair(&z, S, list[p->d - 1], 0, 0);
    flush(&z, S);

    /* black = top plane clear; gray = a_{S-1} & ... & a_2 & (a_1 | a_0)
     * (bike_upc.c).  The last register is stored partly (VPMASKMOVQ), the
     * top word masked to r bits. */
    const size_t rest = W - 4 * (z.wz - 1);
    const __m256i last = _mm256_cmpgt_epi64(
        _mm256_set1_epi64x((long long)rest), _mm256_setr_epi64x(0, 1, 2, 3));
    const __m256i ones = _mm256_set1_epi64x(-1);
    for (size_t j = 0; j < z.wz; j++) {
        const __m256i bl = _mm256_xor_si256(z.acc[S - 1][j], ones);
        __m256i g = _mm256_or_si256(z.acc[1][j], z.acc[0][j]);
        for (unsigned l = 2; l < S; l++)
            g = _mm256_and_si256(g, z.acc[l][j]);
        const __m256i m = j + 1 < z.wz ? ones : last;
        _mm256_maskstore_epi64((long long *)(black + 4 * j), m, bl);
        if (gray != NULL)
            _mm256_maskstore_epi64((long long *)(gray + 4 * j), m, g);
    }
    black[W - 1] &= bike_top_word_mask(p);
    if (gray != NULL)
        gray[W - 1] &= bike_top_word_mask(p);
}

#endif /* BP_BIKE_UPC_AVX2_H */
