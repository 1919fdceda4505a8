/* SPDX-License-Identifier: MIT */
/*
 * The field kernels of one backend (compiled once per backend): product
 * or squaring by the backend's leaf (the construction layer above the
 * leaf, for the portable backend whose leaf is 2 words), then the
 * reduction of field_reduce.h; k-fold squaring; Itoh-Tsujii inversion.
 * One set of functions per reduction: the generic one (m and taps read
 * from F) and one per NIST field, where the reduction is instantiated with
 * constant m, taps and W so the compiler emits straight-line shifts and
 * XORs and the element size is a constant for the leaf.
 * Constant time: everything follows the field (public) and k; the leaf,
 * the squaring and the reduction are constant time.
 */
#include <string.h>

#include "bp_target.h"
#include "field_kernels.h"
#include "field_reduce.h"

#ifdef BP_FIELD_SMALL_LEAF
/* The leaf the backend takes for field sizes (kernel_config.h). */
void BP_FIELD_SMALL_LEAF(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n);
#endif

/* p[0..2W) = a * b, 1 <= W <= BP_FIELD_MAX_WORDS.  A backend may name
 * another backend's leaf for products of up to BP_FIELD_SMALL_LEAF_MAX
 * words (kernel_config.h BP_FIELD_SMALL_LEAF): the backends with
 * VPCLMULQDQ take the pclmul backend's (the Su-Fan formulas in XMM
 * registers), since a field product is one isolated small product in a
 * dependency chain, where the wide leaves' longer latency (lane shuffles,
 * masked wide loads that wait for the previous result's scalar stores)
 * costs 20-60 ticks more per product at 3..9 words (measured on the avx512
 * backend, Zen 4). */
BP_FIELD_INLINE void field_product(uint64_t *p, const uint64_t *a,
                                   const uint64_t *b, unsigned W)
{
#ifdef BP_FIELD_SMALL_LEAF
    if (W <= BP_FIELD_SMALL_LEAF_MAX) {
        BP_FIELD_SMALL_LEAF(p, a, b, W);
        return;
    }
#endif
    if (W <= BP_LEAF_MAX) {
        BP_FN(mul_leaf)(p, a, b, W);
    } else {
        uint64_t scratch[BP_FIELD_SCRATCH_WORDS];
        BP_FN(mul_plan)(p, a, b, W, NULL, scratch);
    }
}

/* c[0..W) = p[0..W) word by word through general registers: the reduced
 * words are in registers already, and a vector copy of them (which the
 * compiler would make of a memcpy) reloads them from the stack right
 * after scalar stores, a store-forwarding stall of 10-20 cycles. */
BP_FIELD_INLINE void copy_out(uint64_t *c, const uint64_t *p, unsigned W)
{
    for (unsigned j = 0; j < W; j++) {
        uint64_t v = p[j];
        __asm__("" : "+r"(v));
        c[j] = v;
    }
}

#ifdef BP_HAVE_FIELD_SQUARE_KERNEL
#include "field_square_kernel.h"
#else
/* p[0..2W) = a^2, 1 <= W <= BP_FIELD_MAX_WORDS, by the backend's squaring.
 * A backend may have its own field_square for these few words
 * (kernel_config.h BP_HAVE_FIELD_SQUARE_KERNEL: its field_square_kernel.h,
 * same contract). */
BP_FIELD_INLINE void field_square(uint64_t *p, const uint64_t *a, unsigned W)
{
    BP_FN(sqr)(p, a, W);
}
#endif

/* Reductions by kind, p as in field_reduce.h, for the word type whose
 * functions are named PFX (bp_field: one element). */
#define REDUCE_GENERIC(PFX, F, p) PFX##_reduce_generic(F, p)
#define REDUCE_163(PFX, F, p) PFX##_fold_words(p, 163, 7, 6, 3, 3)
#define REDUCE_233(PFX, F, p) PFX##_fold_words(p, 233, 74, 0, 0, 1)
#define REDUCE_283(PFX, F, p) PFX##_fold_words(p, 283, 12, 7, 5, 3)
#define REDUCE_409(PFX, F, p) PFX##_fold_words(p, 409, 87, 0, 0, 1)
#define REDUCE_571(PFX, F, p) PFX##_fold_words(p, 571, 10, 5, 2, 3)

#ifdef BP_HAVE_FIELD_BATCH_KERNEL
/* A backend with a batch kernel (kernel_config.h
 * BP_HAVE_FIELD_BATCH_KERNEL, its field_batch_kernel.h) supplies
 * BP_FIELD_BATCH_LANES, the slice type bp_field_vec (a GNU C vector of
 * that many uint64_t lanes), and field_batch_load / _store / _product /
 * _square (slices of BP_FIELD_BATCH_LANES consecutive elements); the
 * reduction is this layer's, on slices. */
#include "field_batch_kernel.h"
BP_FIELD_REDUCE_FUNCTIONS(bp_field_vec, bp_field_vec)

/* The batch operations of reduction K on whole slices, then single calls
 * for the n % BP_FIELD_BATCH_LANES last elements. */
#define FIELD_BATCH_OPS(K, W, REDUCE)                                        \
    static void mul_batch_##K(const binpoly_field *F, uint64_t *c,           \
                              const uint64_t *a, const uint64_t *b,          \
                              size_t n)                                      \
    {                                                                        \
        const size_t step = (size_t)BP_FIELD_BATCH_LANES * (W);              \
        size_t i = 0;                                                        \
        for (; i + BP_FIELD_BATCH_LANES <= n; i += BP_FIELD_BATCH_LANES) {   \
            bp_field_vec x[BP_FIELD_MAX_WORDS], y[BP_FIELD_MAX_WORDS],       \
                p[2 * BP_FIELD_MAX_WORDS + 1];                               \
            field_batch_load(x, a + i / BP_FIELD_BATCH_LANES * step, W);     \
            field_batch_load(y, b + i / BP_FIELD_BATCH_LANES * step, W);     \
            field_batch_product(p, x, y, W);                                 \
            p[2 * (W)] = (bp_field_vec){0};                                  \
            REDUCE(bp_field_vec, F, p);                                      \
            field_batch_store(c + i / BP_FIELD_BATCH_LANES * step, p, W);    \
        }                                                                    \
        for (; i < n; i++)                                                   \
            mul_##K(F, c + i * (W), a + i * (W), b + i * (W));               \
    }                                                                        \
    static void sqr_batch_##K(const binpoly_field *F, uint64_t *c,           \
                              const uint64_t *a, size_t n)                   \
    {                                                                        \
        const size_t step = (size_t)BP_FIELD_BATCH_LANES * (W);              \
        size_t i = 0;                                                        \
        for (; i + BP_FIELD_BATCH_LANES <= n; i += BP_FIELD_BATCH_LANES) {   \
            bp_field_vec x[BP_FIELD_MAX_WORDS], p[2 * BP_FIELD_MAX_WORDS + 1]; \
            field_batch_load(x, a + i / BP_FIELD_BATCH_LANES * step, W);     \
            field_batch_square(p, x, W);                                     \
            p[2 * (W)] = (bp_field_vec){0};                                  \
            REDUCE(bp_field_vec, F, p);                                      \
            field_batch_store(c + i / BP_FIELD_BATCH_LANES * step, p, W);    \
        }                                                                    \
        for (; i < n; i++)                                                   \
            sqr_##K(F, c + i * (W), a + i * (W));                            \
    }
#else
/* Without a batch kernel: a loop of single operations. */
#define FIELD_BATCH_OPS(K, W, REDUCE)                                        \
    static void mul_batch_##K(const binpoly_field *F, uint64_t *c,           \
                              const uint64_t *a, const uint64_t *b,          \
                              size_t n)                                      \
    {                                                                        \
        for (size_t i = 0; i < n; i++)                                       \
            mul_##K(F, c + i * (W), a + i * (W), b + i * (W));               \
    }                                                                        \
    static void sqr_batch_##K(const binpoly_field *F, uint64_t *c,           \
                              const uint64_t *a, size_t n)                   \
    {                                                                        \
        for (size_t i = 0; i < n; i++)                                       \
            sqr_##K(F, c + i * (W), a + i * (W));                            \
    }
#endif

/*
 * The operations of one reduction K, W words (a constant, or F->words for
 * the generic kind), M the degree:
 *   mul_K, sqr_K: product / square into a 2W+1-word buffer, reduce, copy
 *     (so c may alias a or b);
 *   sqr_k_K: k squarings (0 <= k < m; k = 0 copies);
 *   inv_K: Itoh-Tsujii, beta_k = a^(2^k - 1) along the binary addition
 *     chain of m - 1 (public): beta_2k = beta_k^(2^k) * beta_k,
 *     beta_(k+1) = beta_k^2 * a; then a^-1 = beta_(m-1)^2.  About
 *     m - 1 squarings and log2(m) + popcount(m - 1) products, the same for
 *     every a (a = 0 gives 0);
 *   mul_batch_K, sqr_batch_K: n independent products / squares of
 *     consecutive elements (FIELD_BATCH_OPS).
 */
#define FIELD_OPS(K, W, M, REDUCE)                                           \
    static void mul_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a, const uint64_t *b)                \
    {                                                                        \
        uint64_t p[2 * BP_FIELD_MAX_WORDS + 1];                              \
        (void)F;                                                             \
        field_product(p, a, b, W);                                           \
        p[2 * (W)] = 0;                                                      \
        REDUCE(bp_field, F, p);                                                        \
        copy_out(c, p, W);                                                   \
    }                                                                        \
    static void sqr_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a)                                   \
    {                                                                        \
        uint64_t p[2 * BP_FIELD_MAX_WORDS + 1];                              \
        (void)F;                                                             \
        field_square(p, a, W);                                               \
        p[2 * (W)] = 0;                                                      \
        REDUCE(bp_field, F, p);                                                        \
        copy_out(c, p, W);                                                   \
    }                                                                        \
    static void sqr_k_##K(const binpoly_field *F, uint64_t *c,               \
                          const uint64_t *a, unsigned k)                     \
    {                                                                        \
        if (k == 0) {                                                        \
            memmove(c, a, (size_t)(W) * 8);                                  \
            return;                                                          \
        }                                                                    \
        sqr_##K(F, c, a);                                                    \
        for (unsigned i = 1; i < k; i++)                                     \
            sqr_##K(F, c, c);                                                \
    }                                                                        \
    static void inv_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a)                                   \
    {                                                                        \
        uint64_t beta[BP_FIELD_MAX_WORDS], t[BP_FIELD_MAX_WORDS];            \
        const unsigned n = (M) - 1;                                          \
        unsigned top = 0, k = 1;                                             \
        while ((n >> (top + 1)) != 0)                                        \
            top++;                                                           \
        memcpy(beta, a, (size_t)(W) * 8);                                    \
        for (unsigned bit = top; bit-- > 0;) {                               \
            sqr_k_##K(F, t, beta, k);                                        \
            mul_##K(F, beta, t, beta);                                       \
            k *= 2;                                                          \
            if ((n >> bit) & 1) {                                            \
                sqr_##K(F, beta, beta);                                      \
                mul_##K(F, beta, beta, a);                                   \
                k++;                                                         \
            }                                                                \
        }                                                                    \
        sqr_##K(F, c, beta);                                                 \
    }                                                                        \
    FIELD_BATCH_OPS(K, W, REDUCE)

FIELD_OPS(generic, F->words, F->m, REDUCE_GENERIC)
FIELD_OPS(163, 3, 163, REDUCE_163)
FIELD_OPS(233, 4, 233, REDUCE_233)
FIELD_OPS(283, 5, 283, REDUCE_283)
FIELD_OPS(409, 7, 409, REDUCE_409)
FIELD_OPS(571, 9, 571, REDUCE_571)

/* One dispatching kernel per operation: a switch on the public kind. */
#define FIELD_DISPATCH(op, ...)                                              \
    switch (F->kind) {                                                       \
    case BP_FIELD_NIST163: op##_163(F, __VA_ARGS__); break;                  \
    case BP_FIELD_NIST233: op##_233(F, __VA_ARGS__); break;                  \
    case BP_FIELD_NIST283: op##_283(F, __VA_ARGS__); break;                  \
    case BP_FIELD_NIST409: op##_409(F, __VA_ARGS__); break;                  \
    case BP_FIELD_NIST571: op##_571(F, __VA_ARGS__); break;                  \
    default: op##_generic(F, __VA_ARGS__); break;                            \
    }

static void field_mul(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *b)
{
    FIELD_DISPATCH(mul, c, a, b)
}

static void field_sqr(const binpoly_field *F, uint64_t *c, const uint64_t *a)
{
    FIELD_DISPATCH(sqr, c, a)
}

static void field_sqr_k(const binpoly_field *F, uint64_t *c,
                        const uint64_t *a, unsigned k)
{
    FIELD_DISPATCH(sqr_k, c, a, k)
}

static void field_inv(const binpoly_field *F, uint64_t *c, const uint64_t *a)
{
    FIELD_DISPATCH(inv, c, a)
}

static void field_mul_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, const uint64_t *b, size_t n)
{
    FIELD_DISPATCH(mul_batch, c, a, b, n)
}

static void field_sqr_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, size_t n)
{
    FIELD_DISPATCH(sqr_batch, c, a, n)
}

static void field_reduce(const binpoly_field *F, uint64_t *c, uint64_t *p)
{
    bp_field_reduce_generic(F, p);
    memmove(c, p, (size_t)F->words * 8);
}

const bp_field_kernels BP_FN(field_kernels) = {
    .mul = field_mul,
    .sqr = field_sqr,
    .sqr_k = field_sqr_k,
    .inv = field_inv,
    .reduce = field_reduce,
    .mul_batch = field_mul_batch,
    .sqr_batch = field_sqr_batch,
};
