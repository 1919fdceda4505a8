/* SPDX-License-Identifier: MIT */
/* bp_word_matrix_apply (poly_word.h): one pass over the words, four
 * one-word products per word.  The backends' leaf kernels are built for
 * whole blocks; a single carry-less word product is cheaper inline. */
#include "poly_word.h"

#include "bp_backend.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define BP_POLY_HAVE_PCLMUL 1

__attribute__((target("pclmul,sse2"))) static void
apply_pclmul(uint64_t *o0, uint64_t *o1, const uint64_t *x,
             const uint64_t *y, size_t n, const uint64_t U[4])
{
    /* u_a = (U[0], U[2]) and u_b = (U[1], U[3]): the column of x's and of
     * y's multipliers */
    __m128i ua = _mm_set_epi64x((long long)U[2], (long long)U[0]);
    __m128i ub = _mm_set_epi64x((long long)U[3], (long long)U[1]);
    uint64_t c0 = 0, c1 = 0;
    for (size_t j = 0; j < n; j++) {
        __m128i xv = _mm_cvtsi64_si128((long long)x[j]);
        __m128i yv = _mm_cvtsi64_si128((long long)y[j]);
        __m128i r0 = _mm_xor_si128(_mm_clmulepi64_si128(ua, xv, 0x00),
                                   _mm_clmulepi64_si128(ub, yv, 0x00));
        __m128i r1 = _mm_xor_si128(_mm_clmulepi64_si128(ua, xv, 0x01),
                                   _mm_clmulepi64_si128(ub, yv, 0x01));
        o0[j] = (uint64_t)_mm_cvtsi128_si64(r0) ^ c0;
        o1[j] = (uint64_t)_mm_cvtsi128_si64(r1) ^ c1;
        c0 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r0, r0));
        c1 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r1, r1));
    }
    o0[n] = c0;
    o1[n] = c1;
}
#endif

/* (hi, lo) = a * b carry-less, four bits of a at a time. */
static void clmul_table(uint64_t *lo, uint64_t *hi, uint64_t a, uint64_t b)
{
    uint64_t t[16];
    t[0] = 0;
    t[1] = b;
    for (int i = 2; i < 16; i += 2) {
        t[i] = t[i / 2] << 1;
        t[i + 1] = t[i] ^ b;
    }
    uint64_t l = 0, h = 0;
    for (int s = 60; s >= 0; s -= 4) {
        h = (h << 4) | (l >> 60);
        l = (l << 4) ^ t[(a >> s) & 15];
    }
    /* the table dropped the top bits of b << 1..3: put them back */
    for (int k = 1; k < 4; k++) {
        uint64_t m = 0;
        for (int s = 0; s < 64; s += 4)
            if ((a >> (s + k)) & 1)
                m ^= (b >> (64 - k)) << s;
        h ^= m;
    }
    *lo = l;
    *hi = h;
}

static void apply_portable(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                           const uint64_t *y, size_t n, const uint64_t U[4])
{
    uint64_t c0 = 0, c1 = 0;
    for (size_t j = 0; j < n; j++) {
        uint64_t l[4], h[4];
        clmul_table(&l[0], &h[0], U[0], x[j]);
        clmul_table(&l[1], &h[1], U[1], y[j]);
        clmul_table(&l[2], &h[2], U[2], x[j]);
        clmul_table(&l[3], &h[3], U[3], y[j]);
        o0[j] = l[0] ^ l[1] ^ c0;
        o1[j] = l[2] ^ l[3] ^ c1;
        c0 = h[0] ^ h[1];
        c1 = h[2] ^ h[3];
    }
    o0[n] = c0;
    o1[n] = c1;
}

void bp_word_matrix_apply(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                          const uint64_t *y, size_t n, const uint64_t U[4])
{
#ifdef BP_POLY_HAVE_PCLMUL
    const bp_backend *be = bp_backend_active();
    if (be != NULL && be->id != BP_BACKEND_PORTABLE) {
        apply_pclmul(o0, o1, x, y, n, U);
        return;
    }
#endif
    apply_portable(o0, o1, x, y, n, U);
}
