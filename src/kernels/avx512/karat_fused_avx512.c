/* SPDX-License-Identifier: MIT */
/*
 * Karatsuba levels over the register cores, fused: the 96- and 192-word
 * products as the plans karat3(96)∘leaf(32) and karat3(192)∘leaf(64) (one
 * Weimerskirch-Paar 3-way level over the 2048-bit and 4096-bit cores), and
 * the 128-word one as karat2(128)∘leaf(64).  96 words are the x-products of
 * the Toom-3 split of HQC-128's 277-word product, 192 the core of BIKE-L1's
 * 193-word one (after peeling a word), 128 the bottom of every 2-way chain
 * of the power-of-two sizes; the 3-way one also takes 73..96-word operands
 * zero-padded (bp_karat3_fused_takes), such as the 94- and 89-word outer
 * products of the 277-word split.  What fusing saves over the generic
 * constructions calling the leaf: the operand sums of a stay in registers,
 * the passes over c are straight-line code, and there is no planner or
 * dispatch step per product.  Measured with two builds in one process,
 * calls alternated in both orders: 5-6% off the 192- and 193-word products,
 * about 3% off 128, 256 and 512 words, and 9-12% off the 277-word one (the
 * 96-word kernel, then the padded outer products).  On AMD Zen 4 also the
 * 37..47-word products, by one 2-way level at 24 words over the 1536-bit
 * core (karat2_fused24, chosen by CPU class; 48 words stay on the general
 * split, bp_karat2_fused24_takes in karat_fused_kernel.h), and the
 * 49..72-word ones by the 3-way level over blocks of 24 words (the 1536-bit
 * core), padded: 60..72 words all cost the 72-word product, below the
 * peeled 64-word leaf at 67..69 words.
 *
 * 3-way:
 * With blocks of k = 24, 32 or 64 words, z = X^(64k), A = A0 + A1 z + A2 z^2,
 * R_t = A_t B_t, R_ij = (A_i + A_j)(B_i + B_j):
 *   A B = E (1 + z + z^2) + z R_01 + z^2 R_02 + z^3 R_12,
 *   E = R_0 + z R_1 + z^2 R_2   (karat_wp.c derives it).
 * Six core products: 6 x 96, 144 or 432 VPCLMULQDQ for k = 24, 32 or 64;
 * b and its three pair sums are read by broadcast loads (the sums from one
 * stack buffer).
 */
#include "hooks.h"
#include "cpu_class.h"
#include "karat_fused_kernel.h"
#include "karat3_core_avx512.h"
#include "karat_core_avx512.h"

/* P[0..16) = x * b, x 8 registers (64 words), b 64 words in memory: the
 * 4096-bit core (432 VPCLMULQDQ), out of line so that karat2_fused's
 * three products and karat3_over's six at k = 64 share one copy. */
static __attribute__((noinline)) void product_4096(__m512i P[16],
                                                   const __m512i x[8],
                                                   const uint64_t *b)
{
    bp_k4096_core(x, b, P);
}

/* P[0..6) = x * b, x 3 registers (24 words), b 24 words in memory: the
 * 1536-bit core (96 VPCLMULQDQ), out of line so that karat2_fused24's
 * three products and karat3_over's six at k = 24 share one copy. */
static __attribute__((noinline)) void product_1536(__m512i P[6],
                                                   const __m512i x[3],
                                                   const uint64_t *b)
{
    bp_k1536_core(x, b, P);
}

/* x = a[0..8r) + a'[0..8r), a' NULL for none, with a' (or a, when a' is
 * NULL) read only below word m and zero above (masked loads: m < 8r for
 * the short top block of a padded product; m is public). */
static inline void load_block(__m512i *x, const uint64_t *a,
                              const uint64_t *a2, size_t m, int r)
{
    const uint64_t *top = a2 != NULL ? a2 : a;
    for (int i = 0; i < r; i++) {
        const __m512i t = bp_zmm_load_reg(top, m, (size_t)i);
        x[i] = a2 != NULL
                   ? _mm512_xor_si512(
                         _mm512_loadu_si512((const void *)(a + 8 * i)), t)
                   : t;
    }
}

/* c[0..8r) = v (store) or c[0..8r) ^= v (add), v r registers. */
static inline void put_block(uint64_t *c, const __m512i *v, int add, int r)
{
    for (int i = 0; i < r; i++) {
        __m512i w = v[i];
        if (add)
            w = _mm512_xor_si512(
                w, _mm512_loadu_si512((const void *)(c + 8 * i)));
        _mm512_storeu_si512((void *)(c + 8 * i), w);
    }
}

/*
 * c[0..6k) = a[0..n) * b[0..n) for blocks of k = 8r words (r = 3: the
 * 1536-bit core, r = 4: the 2048-bit one, r = 8: the 4096-bit one),
 * 2k < n <= 3k: the operands' top blocks are read below word n only and
 * taken as zero-padded to k words (masked loads; b's top block, which the
 * core reads by broadcast loads, through a zero-padded copy in pb, k words
 * of stack, when n < 3k).
 * Only c[0..5k + top) is written, top <= k: the product's words above
 * 2n are zero, and the top block of c (E3, stored once and never read
 * back) takes masked stores.  bs: 3k words of stack for b's pair sums.
 * Forced inline so that r is a constant in each copy.
 */
static inline __attribute__((always_inline)) void
karat3_over(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n,
            size_t top, uint64_t *bs, uint64_t *pb, const int r)
{
    const int k = 8 * r;
    const size_t m = n - 2 * (size_t)k; /* words of the top blocks */
    const uint64_t *bt[3] = {b, b + k,
                             bp_zmm_padded_operand(pb, b + 2 * k, m,
                                                   (size_t)r)};
    const uint64_t *at[3] = {a, a + k, a + 2 * k};
    __m512i x[8], P[16];
    for (int i = 0; i < r; i++) {
        const __m512i b0 = _mm512_loadu_si512((const void *)(b + 8 * i));
        const __m512i b1 = _mm512_loadu_si512((const void *)(b + k + 8 * i));
        const __m512i b2 = bp_zmm_load_reg(b + 2 * k, m, (size_t)i);
        _mm512_store_si512((void *)(bs + 8 * i), _mm512_xor_si512(b0, b1));
        _mm512_store_si512((void *)(bs + k + 8 * i),
                           _mm512_xor_si512(b0, b2));
        _mm512_store_si512((void *)(bs + 2 * k + 8 * i),
                           _mm512_xor_si512(b1, b2));
    }
    const uint64_t *sums = bp_stored(bs, 3 * (size_t)k);

    /* E in blocks 0..3 of c (k words each): R_t added at block t. */
    for (int t = 0; t < 3; t++) {
        load_block(x, at[t], NULL, t == 2 ? m : (size_t)k, r);
        if (r == 3)
            product_1536(P, x, bt[t]);
        else if (r == 4)
            bp_k2048_product(P, x, bt[t]);
        else
            product_4096(P, x, bt[t]);
        put_block(c + k * t, P, t > 0, r);
        put_block(c + k * t + k, P + r, 0, r);
    }
    /* c = E (1 + z + z^2): blocks E0, E0+E1, E0+E1+E2, E1+E2+E3, E2+E3,
     * E3. */
    for (int i = 0; i < r; i++) {
        uint64_t *p = c + 8 * i;
        const __m512i e0 = _mm512_loadu_si512((const void *)p);
        const __m512i e1 = _mm512_loadu_si512((const void *)(p + k));
        const __m512i e2 = _mm512_loadu_si512((const void *)(p + 2 * k));
        const __m512i e3 = _mm512_loadu_si512((const void *)(p + 3 * k));
        const __m512i e01 = _mm512_xor_si512(e0, e1);
        const __m512i e23 = _mm512_xor_si512(e2, e3);
        _mm512_storeu_si512((void *)(p + k), e01);
        _mm512_storeu_si512((void *)(p + 2 * k), _mm512_xor_si512(e01, e2));
        _mm512_storeu_si512((void *)(p + 3 * k), _mm512_xor_si512(e1, e23));
        _mm512_storeu_si512((void *)(p + 4 * k), e23);
        bp_zmm_store_words(p + 5 * k, e3, bp_zmm_words_in(top, (size_t)i));
    }
    /* The cross products R_01, R_02, R_12 at z, z^2, z^3. */
    static const int pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    for (int q = 0; q < 3; q++) {
        const int i = pair[q][0], j = pair[q][1];
        load_block(x, at[i], at[j], j == 2 ? m : (size_t)k, r);
        if (r == 3)
            product_1536(P, x, sums + k * q);
        else if (r == 4)
            bp_k2048_product(P, x, sums + k * q);
        else
            product_4096(P, x, sums + k * q);
        put_block(c + k * (i + j), P, 1, r);
        put_block(c + k * (i + j) + k, P + r, 1, r);
    }
}

/* c[0..len) = t[0..len): whole registers, then one masked store. */
static inline void copy_words(uint64_t *c, const uint64_t *t, size_t len)
{
    for (size_t i = 0; i < len; i += 8)
        bp_zmm_store_words(c + i, _mm512_loadu_si512((const void *)(t + i)),
                           len - i);
}

/*
 * c[0..2n) = a[0..n) * b[0..n) by the 3-way split where
 * bp_karat3_fused_takes (karat_fused_kernel.h) says.  The kernel splits at
 * fixed blocks of 24 (n <= 72), 32 or 64 words; an operand shorter than 3
 * blocks has its top block read by masked loads (b's also through a
 * zero-padded copy on the stack: nothing past a[n), b[n) is read).  Where
 * 2n reaches 5 blocks (60..72 and 80..96 words) the product goes straight
 * to c, its top block by masked stores; below (49..59 and 73..79 words,
 * whose partial fifth block of c is read back) through a stack temporary.
 * c[2n..) is never written.  Padding only the top block and storing in
 * place took 91-95-word products from 3-5% above the 96-word one to level
 * with it (BENCHMARKS.md "Monotonic time on Zen 4").  c overlaps neither
 * input.  Stack: up to 3.5 KiB (secret-derived, like the leaves' own stack
 * buffers; not wiped here).  Constant time: the instruction sequence
 * depends on n only.
 */
void BP_FN(karat3_fused)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n)
{
    _Alignas(64) uint64_t bs[192], pb[64], t[192];
    if (n == 192)
        karat3_over(c, a, b, n, 64, bs, pb, 8);
    else if (n >= 60 && n <= 72)
        karat3_over(c, a, b, n, 2 * n - 120, bs, pb, 3);
    else if (n <= 72) {
        karat3_over(t, a, b, n, 24, bs, pb, 3);
        copy_words(c, t, 2 * n);
    } else if (n >= 80)
        karat3_over(c, a, b, n, 2 * n - 160, bs, pb, 4);
    else {
        karat3_over(t, a, b, n, 32, bs, pb, 4);
        copy_words(c, t, 2 * n);
    }
}

/*
 * c[0..256) = a[0..128) * b[0..128) by the 2-way split over the 4096-bit
 * core (bp_karat2_fused_takes in karat_fused_kernel.h): L = a0 b0 and H =
 * a1 b1 straight into c, M = (a0 + a1)(b0 + b1) in registers, then
 * c[64..192) += M + L + H in one pass (t = L_hi + H_lo serves both middle
 * blocks).  c overlaps neither input.  Stack: the 64 words of b0 + b1
 * (secret-derived, not wiped here, like the leaves' own stack buffers).
 * Constant time: straight-line.
 */
void BP_FN(karat2_fused)(uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    _Alignas(64) uint64_t bs[64];
    __m512i x[8], P[16];
    for (int i = 0; i < 8; i++) {
        const __m512i b0 = _mm512_loadu_si512((const void *)(b + 8 * i));
        const __m512i b1 = _mm512_loadu_si512((const void *)(b + 64 + 8 * i));
        _mm512_store_si512((void *)(bs + 8 * i), _mm512_xor_si512(b0, b1));
    }
    const uint64_t *sum = bp_stored(bs, 64);
    for (int t = 0; t < 2; t++) {
        load_block(x, a + 64 * t, NULL, 64, 8);
        product_4096(P, x, b + 64 * t);
        put_block(c + 128 * t, P, 0, 8);
        put_block(c + 128 * t + 64, P + 8, 0, 8);
    }
    load_block(x, a, a + 64, 64, 8);
    product_4096(P, x, sum);
    for (int i = 0; i < 8; i++) {
        uint64_t *p = c + 8 * i;
        const __m512i l_lo = _mm512_loadu_si512((const void *)p);
        const __m512i l_hi = _mm512_loadu_si512((const void *)(p + 64));
        const __m512i h_lo = _mm512_loadu_si512((const void *)(p + 128));
        const __m512i h_hi = _mm512_loadu_si512((const void *)(p + 192));
        const __m512i t = _mm512_xor_si512(l_hi, h_lo);
        _mm512_storeu_si512((void *)(p + 64),
                            _mm512_ternarylogic_epi64(t, P[i], l_lo, BP_XOR3));
        _mm512_storeu_si512(
            (void *)(p + 128),
            _mm512_ternarylogic_epi64(t, P[8 + i], h_hi, BP_XOR3));
    }
}

/* The Zen 4 kernel choices (karat_fused_kernel.h): set before main from the
 * CPU class, which is public.  On AMD Zen 4 (and Zen 5, its nearest class)
 * the general 2-way split over the 19..23-word leaves took 6-15% longer
 * than the 48-word product, and the 3-way split at 72 words 1170 ticks
 * against the fused 1118 (BENCHMARKS.md "Monotonic time on Zen 4"), so
 * karat2_fused24 and karat3_fused at 49..72 words run there; karat2_fused
 * (128 words) does not: the general split over the full-size 64-word leaf
 * is 2% faster.  Intel keeps the code it was measured with. */
int BP_FN(zen4_on);

__attribute__((constructor)) static void choose_zen4_kernels(void)
{
    BP_FN(zen4_on) =
        bp_cpu_class_tuned_as(bp_cpu_class_get(), BP_CPU_CLASS_AMD_ZEN4);
}

/*
 * c[0..2n) = a[0..n) * b[0..n) for 37 <= n <= 48: one Karatsuba level
 * split at a fixed 24 words over the 1536-bit core, all in registers: the
 * high halves (n - 24 words) read by masked loads, b's also through a
 * zero-padded copy (the core reads b by broadcast loads); the 12 result
 * registers stored by masked stores up to c[2n).  c overlaps neither
 * input.  Stack: 48 words (secret-derived, not wiped here, like the
 * leaves' own stack buffers).  Constant time: the instruction sequence
 * depends on n only.
 */
void BP_FN(karat2_fused24)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n)
{
    _Alignas(64) uint64_t pb[24], bs[24];
    __m512i a0[3], a1[3], s[3], L[6], H[6], M[6], out[12];
    const size_t m = n - 24;
    for (int i = 0; i < 3; i++) {
        a0[i] = _mm512_loadu_si512((const void *)(a + 8 * i));
        a1[i] = bp_zmm_load_reg(a + 24, m, (size_t)i);
        s[i] = _mm512_xor_si512(a0[i], a1[i]);
        _mm512_store_si512(
            (void *)(bs + 8 * i),
            _mm512_xor_si512(_mm512_loadu_si512((const void *)(b + 8 * i)),
                             bp_zmm_load_reg(b + 24, m, (size_t)i)));
    }
    const uint64_t *b1 = bp_zmm_padded_operand(pb, b + 24, m, 3);
    const uint64_t *sum = bp_stored(bs, 24);
    product_1536(L, a0, b);
    product_1536(H, a1, b1);
    product_1536(M, s, sum);
    bp_karat_combine(out, L, H, M, 3);
    bp_zmm_store_result(c, out, 2 * n);
}
