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

#ifdef BP_HOOK_FIELD_PRODUCT_MAX
/* A backend may have an inline product of up to BP_HOOK_FIELD_PRODUCT_MAX
 * words (the inline hook FIELD_PRODUCT_MAX, src/kernels/hooks.h). */
#include "field_product_kernel.h"
#endif

/* p[0..2W) = a * b, 1 <= W <= BP_FIELD_MAX_WORDS.  A backend may take its
 * small-product leaf (BP_SMALL_LEAF, src/kernels/hooks.h) for products of
 * up to BP_FIELD_SMALL_LEAF_MAX words (backend.cmake
 * BP_BACKEND_FIELD_LEAF): the backends with VPCLMULQDQ take the pclmul
 * backend's (the Su-Fan formulas in XMM registers), since a field product
 * is one isolated small product in a
 * dependency chain, where the wide leaves' longer latency (lane shuffles,
 * masked wide loads that wait for the previous result's scalar stores)
 * makes a product at 3..9 words up to twice as slow (measured on the
 * avx512 backend, Zen 4). */
BP_FIELD_INLINE void field_product(uint64_t *p, const uint64_t *a,
                                   const uint64_t *b, unsigned W)
{
#ifdef BP_HOOK_FIELD_PRODUCT_MAX
    if (W <= BP_HOOK_FIELD_PRODUCT_MAX) {
        field_product_small(p, a, b, W);
        return;
    }
#endif
#ifdef BP_FIELD_SMALL_LEAF_MAX
    if (W <= BP_FIELD_SMALL_LEAF_MAX) {
        BP_SMALL_LEAF(p, a, b, W);
        return;
    }
#endif
#if BP_LEAF_MAX >= BP_FIELD_MAX_WORDS
    /* Every field size is a leaf size: no scratch (with the test below,
     * the compiler kept the scratch array of the other branch in the frame
     * of every operation of the generic kind, whose W is not a constant:
     * 10 KiB of stack for each at m = 1024, test_stack_usage). */
    BP_FN(mul_leaf)(p, a, b, W);
#else
    if (W <= BP_LEAF_MAX) {
        BP_FN(mul_leaf)(p, a, b, W);
    } else {
        uint64_t scratch[BP_FIELD_SCRATCH_WORDS];
        BP_FN(mul_plan)(p, a, b, W, NULL, scratch);
    }
#endif
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

#if defined(BP_HOOK_FIELD_MAP)
#include "field_map_kernel.h"
#elif defined(BP_HOOK_FIELD_APPLY_MAP)
/* the map pass alone (the inversion's steps as without FIELD_MAP) */
#include "field_apply_map_kernel.h"
#else
/* field_apply_map (contract and table layout: the inline hook FIELD_MAP,
 * src/kernels/hooks.h) on a backend without a map kernel: input bit 8g + j
 * becomes a mask of 64 equal bits that selects its column's words, the
 * whole table read in a fixed order.  c may equal a.  Constant time: no
 * branch or address depends on a (ctgrind checks it on the portable and
 * pclmul backends). */
BP_FIELD_INLINE void field_apply_map(uint64_t *c, const uint64_t *map,
                                     const uint64_t *a, unsigned W,
                                     unsigned G)
{
    uint64_t acc[BP_FIELD_MAX_WORDS] = {0};
    for (unsigned g = 0; g < G; g++) {
        const uint64_t byte = a[g / 8] >> (8 * (g % 8));
        const uint64_t *col = map + (size_t)g * W * 8;
        for (unsigned j = 0; j < 8; j++) {
            const uint64_t mask = 0 - ((byte >> j) & 1);
            for (unsigned r = 0; r < W; r++)
                acc[r] ^= col[r * 8 + j] & mask;
        }
    }
    memcpy(c, acc, (size_t)W * 8);
}
#endif

#ifdef BP_HOOK_FIELD_SQUARE
#include "field_square_kernel.h"
#else
/* field_square (contract: the inline hook FIELD_SQUARE,
 * src/kernels/hooks.h) by the backend's squaring. */
BP_FIELD_INLINE void field_square(uint64_t *p, const uint64_t *a, unsigned W)
{
    BP_FN(sqr)(p, a, W);
}
#endif

/* Reductions by kind, p as in bp_field_fold.h, for the word type whose
 * functions are named PFX (bp_field: one element). */
#define REDUCE_GENERIC(PFX, F, p)                                            \
    PFX##_reduce_generic(p, (F)->m, (F)->ntaps, (F)->taps)
#define REDUCE_163(PFX, F, p) PFX##_fold_words(p, 163, 7, 6, 3, 3)
#define REDUCE_233(PFX, F, p) PFX##_fold_words(p, 233, 74, 0, 0, 1)
#define REDUCE_283(PFX, F, p) PFX##_fold_words(p, 283, 12, 7, 5, 3)
#define REDUCE_409(PFX, F, p) PFX##_fold_words(p, 409, 87, 0, 0, 1)
#define REDUCE_571(PFX, F, p) PFX##_fold_words(p, 571, 10, 5, 2, 3)

/* The top word of element i of x (W words each): what the batch
 * operations OR together for the caller's check of the padding bits. */
#define FIELD_TOP_WORD(x, i, W) ((x)[(i) * (W) + (W) - 1])

/* Elements i..n-1 of a batch of reduction K by single calls, the OR of
 * their inputs' top words returned (read before the call writes, so also
 * in place): the batch operations' tail, and all of them on a backend
 * without a batch kernel. */
#define FIELD_SINGLES(K, W)                                                  \
    static uint64_t mul_singles_##K(const binpoly_field *F, uint64_t *c,     \
                                    const uint64_t *a, const uint64_t *b,    \
                                    size_t i, size_t n)                      \
    {                                                                        \
        uint64_t top = 0;                                                    \
        for (; i < n; i++) {                                                 \
            top |= FIELD_TOP_WORD(a, i, W) | FIELD_TOP_WORD(b, i, W);        \
            mul_##K(F, c + i * (W), a + i * (W), b + i * (W));               \
        }                                                                    \
        return top;                                                          \
    }                                                                        \
    static uint64_t sqr_singles_##K(const binpoly_field *F, uint64_t *c,     \
                                    const uint64_t *a, size_t i, size_t n)   \
    {                                                                        \
        uint64_t top = 0;                                                    \
        for (; i < n; i++) {                                                 \
            top |= FIELD_TOP_WORD(a, i, W);                                  \
            sqr_##K(F, c + i * (W), a + i * (W));                            \
        }                                                                    \
        return top;                                                          \
    }

#ifdef BP_HOOK_FIELD_BATCH
/* A backend with a batch kernel (the inline hook FIELD_BATCH: what it
 * supplies, src/kernels/hooks.h): slices of BP_FIELD_BATCH_LANES
 * elements, reduced by REDUCE_K with the prefix field_batch, or a NIST
 * field's own layout. */
#include "field_batch_kernel.h"

/* f - X^m of F: bit 0 and a bit per tap (public; for the tails that fit
 * a word, field_batch_fold_high's). */
static uint64_t field_tail(const binpoly_field *F)
{
    uint64_t t = 1;
    for (unsigned k = 0; k < F->ntaps; k++)
        t |= (F->taps[k] < 64 ? (uint64_t)1 : 0) << (F->taps[k] % 64);
    return t;
}

/* The batch operations of reduction K (degree M) on whole slices, or the
 * kernel's own layout, then single calls for the last elements; each
 * returns the OR of the top words of its inputs (read before anything is
 * written, so also in place). */
#define FIELD_BATCH_OPS(K, W, M, REDUCE)                                     \
    static uint64_t mul_batch_##K(const binpoly_field *F, uint64_t *c,       \
                                  const uint64_t *a, const uint64_t *b,      \
                                  size_t n)                                  \
    {                                                                        \
        size_t i = 0;                                                        \
        uint64_t top = 0;                                                    \
        const uint64_t tail = field_tail(F);                                 \
        if (field_batch_has_own(M))                                          \
            i = field_batch_mul_own(c, a, b, n, M, &top);                    \
        else {                                                               \
            bp_field_vec tops = {0};                                         \
            for (; i + BP_FIELD_BATCH_LANES <= n;                            \
                 i += BP_FIELD_BATCH_LANES) {                                \
                bp_field_vec x[BP_FIELD_MAX_WORDS], y[BP_FIELD_MAX_WORDS],   \
                    p[2 * BP_FIELD_MAX_WORDS + 1];                           \
                field_batch_load(x, a + i * (W), W);                         \
                field_batch_load(y, b + i * (W), W);                         \
                tops |= x[(W) - 1] | y[(W) - 1];                             \
                field_batch_product(p, x, y, W);                             \
                p[2 * (W)] = (bp_field_vec){0};                              \
                if (field_batch_folds_high(M))                               \
                    field_batch_fold_high(p, W, M, tail);                    \
                REDUCE(field_batch, F, p);                                   \
                field_batch_store(c + i * (W), p, W);                        \
            }                                                                \
            top = field_batch_or_lanes(tops);                                \
        }                                                                    \
        return top | mul_singles_##K(F, c, a, b, i, n);                      \
    }                                                                        \
    static uint64_t sqr_batch_##K(const binpoly_field *F, uint64_t *c,       \
                                  const uint64_t *a, size_t n)               \
    {                                                                        \
        const size_t step = (size_t)BP_FIELD_BATCH_LANES * (W);              \
        size_t i = 0;                                                        \
        bp_field_vec tops = {0};                                             \
        for (; i + BP_FIELD_BATCH_LANES <= n; i += BP_FIELD_BATCH_LANES) {   \
            bp_field_vec x[BP_FIELD_MAX_WORDS], p[2 * BP_FIELD_MAX_WORDS + 1]; \
            field_batch_load(x, a + i / BP_FIELD_BATCH_LANES * step, W);     \
            tops |= x[(W) - 1];                                              \
            field_batch_square(p, x, W);                                     \
            p[2 * (W)] = (bp_field_vec){0};                                  \
            REDUCE(field_batch, F, p);                                       \
            field_batch_store(c + i / BP_FIELD_BATCH_LANES * step, p, W);    \
        }                                                                    \
        return field_batch_or_lanes(tops) | sqr_singles_##K(F, c, a, i, n);  \
    }
#else
/* Without a batch kernel: single operations throughout. */
#define FIELD_BATCH_OPS(K, W, M, REDUCE)                                     \
    static uint64_t mul_batch_##K(const binpoly_field *F, uint64_t *c,       \
                                  const uint64_t *a, const uint64_t *b,      \
                                  size_t n)                                  \
    {                                                                        \
        return mul_singles_##K(F, c, a, b, 0, n);                            \
    }                                                                        \
    static uint64_t sqr_batch_##K(const binpoly_field *F, uint64_t *c,       \
                                  const uint64_t *a, size_t n)               \
    {                                                                        \
        return sqr_singles_##K(F, c, a, 0, n);                               \
    }
#endif

/*
 * The operations of one reduction K, W words (a constant, or F->words for
 * the generic kind), M the degree:
 *   mul_K: by MUL (MUL_PLAIN or a backend's register kernel);
 *   sqr_K: by SQR (SQR_PLAIN, or SQR_BY_K: SQR_K's one squaring);
 *   sqr_k_K: k squarings (0 <= k < m; k = 0 copies) by SQR_K (SQR_K_LOOP
 *     or a backend's register kernel);
 *   mul_singles_K, sqr_singles_K: the single calls of a batch's last
 *     elements (FIELD_SINGLES);
 *   mul_batch_K, sqr_batch_K: n independent products / squares of
 *     consecutive elements (FIELD_BATCH_OPS).
 */
#define FIELD_OPS(K, W, M, REDUCE, SQR, SQR_K, MUL)                          \
    static void mul_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a, const uint64_t *b)                \
    {                                                                        \
        MUL(K, W, REDUCE, F, c, a, b);                                       \
    }                                                                        \
    static void sqr_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a)                                   \
    {                                                                        \
        SQR(K, W, REDUCE, SQR_K, F, c, a);                                   \
    }                                                                        \
    static void sqr_k_##K(const binpoly_field *F, uint64_t *c,               \
                          const uint64_t *a, unsigned k)                     \
    {                                                                        \
        if (k == 0) {                                                        \
            memmove(c, a, (size_t)(W) * 8);                                  \
            return;                                                          \
        }                                                                    \
        SQR_K(K, F, c, a, k);                                                \
    }                                                                        \
    FIELD_SINGLES(K, W)                                                      \
    FIELD_BATCH_OPS(K, W, M, REDUCE)

/* floor(log2 n), n >= 1: the number of doubling steps of the chain of n
 * = m - 1 (public). */
static unsigned chain_top(unsigned n)
{
    unsigned top = 0;
    while ((n >> (top + 1)) != 0)
        top++;
    return top;
}

/* k of doubling step s of the chain of n = m - 1 (s < chain_top(n)). */
static unsigned chain_step_k(unsigned n, unsigned s)
{
    unsigned k = 1;
    for (unsigned bit = chain_top(n), i = 0; bit-- > 0 && i < s; i++)
        k = 2 * k + ((n >> bit) & 1);
    return k;
}

/* beta = beta^2 * a by the kind's squaring and product. */
#define SQR_MUL_PLAIN(K, W, F, beta, a)                                      \
    do {                                                                     \
        sqr_k_##K(F, beta, beta, 1);                                         \
        mul_##K(F, beta, beta, a);                                           \
    } while (0)

/*
 * inv_K: Itoh-Tsujii, beta_k = a^(2^k - 1) along the binary addition
 * chain of m - 1 (public): beta_2k = beta_k^(2^k) * beta_k,
 * beta_(k+1) = beta_k^2 * a; then a^-1 = beta_(m-1)^2.  About m - 1
 * squarings and log2(m) + popcount(m - 1) products, the same for every a
 * (a = 0 gives 0).  Doubling step s (2^s <= k < 2^(s+1)) is
 * double_step_K, after prepare_K (FIELD_PLAIN_STEPS or FIELD_MAP_STEPS);
 * beta_(k+1) = beta_k^2 * a is SQR_MUL (SQR_MUL_PLAIN or a backend's
 * kernel).
 */
#define FIELD_INV(K, W, M, SQR_MUL)                                          \
    static void inv_##K(const binpoly_field *F, uint64_t *c,                 \
                        const uint64_t *a)                                   \
    {                                                                        \
        uint64_t beta[BP_FIELD_MAX_WORDS];                                   \
        const unsigned n = (M) - 1;                                          \
        unsigned k = 1, step = 0;                                            \
        prepare_##K();                                                       \
        memcpy(beta, a, (size_t)(W) * 8);                                    \
        for (unsigned bit = chain_top(n); bit-- > 0;) {                      \
            double_step_##K(F, beta, k, step++);                             \
            k *= 2;                                                          \
            if ((n >> bit) & 1) {                                            \
                SQR_MUL(K, W, F, beta, a);                                   \
                k++;                                                         \
            }                                                                \
        }                                                                    \
        sqr_k_##K(F, c, beta, 1);                                            \
    }                                                                        \
    static unsigned inv_step_##K(const binpoly_field *F, uint64_t *beta,     \
                                 unsigned s)                                 \
    {                                                                        \
        const unsigned n = (M) - 1;                                          \
        if (s >= chain_top(n))                                               \
            return 0;                                                        \
        const unsigned k = chain_step_k(n, s);                               \
        prepare_##K();                                                       \
        double_step_##K(F, beta, k, s);                                      \
        return k;                                                            \
    }

/* beta = beta^(2^k) * beta by k squarings: every doubling step of
 * FIELD_INV (step s unused). */
#define FIELD_PLAIN_STEPS(K)                                                 \
    static void prepare_##K(void) {}                                         \
    static void double_step_##K(const binpoly_field *F, uint64_t *beta,      \
                                unsigned k, unsigned step)                   \
    {                                                                        \
        uint64_t t[BP_FIELD_MAX_WORDS];                                      \
        (void)step;                                                          \
        sqr_k_##K(F, t, beta, k);                                            \
        mul_##K(F, beta, t, beta);                                           \
    }

#include <pthread.h>

/* Every backend runs the long doubling steps of a NIST field's inversion
 * as one application of the map a -> a^(2^k), a public table built once
 * per process (pthread_once) on the first inversion in that field: by
 * the backend's map kernel (kernel_config.h BP_HOOK_FIELD_MAP, its
 * field_map_kernel.h: field_apply_map, and the split steps' kernels
 * STEP_REG1 / STEP_571 below) or by field_apply_map above, the
 * backend's (BP_HOOK_FIELD_APPLY_MAP) or the plain one (full tables). */

typedef void (*field_mul_fn)(const binpoly_field *, uint64_t *,
                             const uint64_t *, const uint64_t *);
typedef void (*field_sqr_k_fn)(const binpoly_field *, uint64_t *,
                               const uint64_t *, unsigned);

/* map = the table of x -> x^(2^k) in field_apply_map's layout over the
 * first `cols` columns (zero columns up to a multiple of 8), for a NIST
 * field of degree m, W words (mul and sqr_k its kernels, which ignore F):
 * column i is X^(i 2^k) = (X^(2^k))^i, cols products.  Public data. */
static void build_map(uint64_t *map, unsigned cols, unsigned W, unsigned k,
                      field_mul_fn mul, field_sqr_k_fn sqr_k)
{
    uint64_t x[BP_FIELD_MAX_WORDS] = {2}, col[BP_FIELD_MAX_WORDS] = {1};
    const unsigned G = (cols + 7) / 8;
    sqr_k(NULL, x, x, k);
    for (unsigned i = 0; i < 8 * G; i++) {
        for (unsigned r = 0; r < W; r++)
            map[((size_t)(i / 8) * W + r) * 8 + i % 8] = i < cols ? col[r] : 0;
        mul(NULL, col, col, x);
    }
}

/* Maps for the doubling steps FIRST .. TOP - 1 of the NIST field K (TOP =
 * floor(log2(M - 1)), the steps of k >= 2^FIRST; below, squarings, which
 * cost less than a map pass there).  SPLIT = 1: each step's table is that
 * of x -> x^(2^(k+1)) over ceil(M/2) columns, applied to the even and odd
 * halves of a, a^(2^k) = M e + X^(2^k) M o at the price of one product by
 * the stored X^(2^k) (by the kernel's STEP); SPLIT = 0: the full map.
 * FIRST and SPLIT measured per field on Zen 4 (binpoly-bench-field's inv
 * row, and --parts for each step): the split pays from 5 words, where the
 * table's loads bound a pass (at GF(2^571) a split step takes about 60% of
 * the full map's); GF(2^571)'s step of k = 17 costs less by its register
 * squarings than by a map. */
#define FIELD_MAP_STEPS(K, W, M, TOP, FIRST, SPLIT, STEP)                    \
    enum { MAP_COLS_##K = (SPLIT) ? ((M) + 1) / 2 : (M) };                   \
    static _Alignas(64) uint64_t                                             \
        maps_##K[(TOP) - (FIRST)][(MAP_COLS_##K + 7) / 8 * (W) * 8];         \
    static uint64_t map_x_##K[(TOP) - (FIRST)][W];                           \
    static pthread_once_t maps_once_##K = PTHREAD_ONCE_INIT;                 \
    static void build_maps_##K(void)                                         \
    {                                                                        \
        for (unsigned s = FIRST; s < (TOP); s++) {                           \
            const unsigned k = chain_step_k((M) - 1, s);                     \
            build_map(maps_##K[s - (FIRST)], MAP_COLS_##K, W, k + (SPLIT),   \
                      mul_##K, sqr_k_##K);                                   \
            uint64_t x[BP_FIELD_MAX_WORDS] = {2};                            \
            if (SPLIT) /* X^(2^k): read by the split steps alone */          \
                sqr_k_##K(NULL, map_x_##K[s - (FIRST)], x, k);               \
        }                                                                    \
    }                                                                        \
    static void prepare_##K(void)                                            \
    {                                                                        \
        pthread_once(&maps_once_##K, build_maps_##K);                        \
    }                                                                        \
    /* beta = beta^(2^k) * beta (STEP_MEMORY or a backend's kernel) */     \
    BP_FIELD_INLINE void double_step_##K(const binpoly_field *F,             \
                                         uint64_t *beta, unsigned k,         \
                                         unsigned step)                      \
    {                                                                        \
        STEP(K, W, F, beta, k, step, FIRST, SPLIT);                          \
    }

/* Doubling step `step` of FIELD_MAP_STEPS in memory, full maps only
 * (SPLIT 0): t = beta^(2^k) by k squarings (step < FIRST) or a map pass,
 * then beta = t * beta. */
#define STEP_MEMORY(K, W, F, beta, k, step, FIRST, SPLIT)                    \
    do {                                                                     \
        _Static_assert(!(SPLIT), "split tables need the kernel's STEP");     \
        uint64_t t[BP_FIELD_MAX_WORDS];                                      \
        if (step < (FIRST))                                                  \
            sqr_k_##K(F, t, beta, k);                                        \
        else                                                                 \
            field_apply_map(t, maps_##K[step - (FIRST)], beta, W,            \
                            (MAP_COLS_##K + 7) / 8);                         \
        mul_##K(F, beta, t, beta);                                           \
    } while (0)
#ifdef BP_HOOK_FIELD_MAP
/* FIRST and SPLIT of the map kernel's steps; without it, FIRST_PLAIN,
 * the plain map's first step: k = 20 / 58 / 35 / 51 / 71 at 163 / 233 /
 * 283 / 409 / 571, the best of FIRST_PLAIN 3 to 7 on the pclmul backend
 * (binpoly-bench-field --quick, interleaved builds; BENCHMARKS.md "Binary
 * fields GF(2^m)"). */
#define NIST_STEPS(K, W, M, TOP, FIRST, SPLIT, FIRST_PLAIN, STEP)           \
    FIELD_MAP_STEPS(K, W, M, TOP, FIRST, SPLIT, STEP)
#else
/* no split tables without the kernel */
#define NIST_STEPS(K, W, M, TOP, FIRST, SPLIT, FIRST_PLAIN, STEP)           \
    FIELD_MAP_STEPS(K, W, M, TOP, FIRST_PLAIN, 0, STEP_MEMORY)
#endif

/* k >= 1 squarings of field K one after another. */
#define SQR_K_LOOP(K, F, c, a, k)                                            \
    do {                                                                     \
        sqr_##K(F, c, a);                                                    \
        for (unsigned i_ = 1; i_ < (k); i_++)                                \
            sqr_##K(F, c, c);                                                \
    } while (0)

/* c = a^2: square into a 2W+1-word buffer, reduce, copy (so c may alias
 * a). */
#define SQR_PLAIN(K, W, REDUCE, SQR_K, F, c, a)                              \
    do {                                                                     \
        uint64_t p_[2 * BP_FIELD_MAX_WORDS + 1];                             \
        (void)F;                                                             \
        field_square(p_, a, W);                                              \
        p_[2 * (W)] = 0;                                                     \
        REDUCE(bp_field, F, p_);                                             \
        copy_out(c, p_, W);                                                  \
    } while (0)

/* c = a * b: product into a 2W+1-word buffer, reduce, copy (so c may
 * alias a or b). */
#define MUL_PLAIN(K, W, REDUCE, F, c, a, b)                                  \
    do {                                                                     \
        uint64_t p_[2 * BP_FIELD_MAX_WORDS + 1];                             \
        (void)F;                                                             \
        field_product(p_, a, b, W);                                          \
        p_[2 * (W)] = 0;                                                     \
        REDUCE(bp_field, F, p_);                                             \
        copy_out(c, p_, W);                                                  \
    } while (0)

#ifdef BP_HOOK_FIELD_MAP
/* GF(2^571)'s squarings and products in ZMM registers
 * (field_map_kernel.h): BENCHMARKS.md "Binary fields GF(2^m)". */
#define MOD_571 field_mod_of(571 - 512, 10, 5, 2, 3)
#define SQR_K_571(K, F, c, a, k)                                             \
    do {                                                                     \
        const field_mod_regs f_ = MOD_571;                                   \
        (void)(F);                                                           \
        field_sqr_k_regs9(c, a, k, &f_);                                     \
    } while (0)
#define MUL_571(K, W, REDUCE, F, c, a, b)                                    \
    do {                                                                     \
        const field_mod_regs f_ = MOD_571;                                   \
        (void)(F);                                                           \
        field_mul_regs9(c, a, b, &f_);                                       \
    } while (0)
#define SQR_MUL_571(K, W, F, beta, a)                                        \
    do {                                                                     \
        const field_mod_regs f_ = MOD_571;                                   \
        (void)(F);                                                           \
        field_sqr_mul_regs9(beta, a, &f_);                                   \
    } while (0)
#define STEP_571(K, W, F, beta, k, step, FIRST, SPLIT)                       \
    do {                                                                     \
        const field_mod_regs f_ = MOD_571;                                   \
        (void)(F);                                                           \
        field_double_step_regs9(                                             \
            beta, k, step < (FIRST) ? NULL : maps_##K[step - (FIRST)],       \
            step < (FIRST) ? NULL : map_x_##K[step - (FIRST)],               \
            (MAP_COLS_##K + 7) / 8, &f_);                                    \
    } while (0)
/* GF(2^409)'s in one ZMM register (its trinomial's own fold: the product
 * in 23% less time, the inversion no slower), GF(2^283)'s too; for
 * both, each step of the inversion's chain in registers from beta's load
 * to its store (field_double_step_regs, field_sqr_mul_regs).  The hooks
 * of such a field K of W words name its kernels by K: field_sqr_k_regsK,
 * field_mul_regsK, field_sqrK and field_mulK (field_map_kernel.h). */
#define SQR_K_REG1(K, F, c, a, k) ((void)(F), field_sqr_k_regs##K(c, a, k))
/* c = a^2 by the field's register kernel SQR_K, for GF(2^283) and
 * GF(2^571), where it is faster than squaring in memory, chained and
 * independent (binpoly-bench-field on Zen 4: at GF(2^571) in 40% less
 * time chained; BENCHMARKS.md "Binary fields GF(2^m)").  Not GF(2^409): with
 * SQR_BY_K in its FIELD_OPS line its squaring measured faster independent
 * but 30% slower chained, the figure of a square-and-multiply. */
#define SQR_BY_K(K, W, REDUCE, SQR_K, F, c, a) SQR_K(K, F, c, a, 1)
#define MUL_REG1(K, W, REDUCE, F, c, a, b)                                   \
    ((void)(F), field_mul_regs##K(c, a, b))
#define SQR_MUL_REG1(K, W, F, beta, a)                                       \
    ((void)(F), field_sqr_mul_regs(beta, a, W, field_sqr##K, field_mul##K))
/* Doubling step `step` of FIELD_MAP_STEPS (split) by
 * field_double_step_regs. */
#define STEP_REG1(K, W, F, beta, k, step, FIRST, SPLIT)                      \
    ((void)(F),                                                              \
     field_double_step_regs(                                                 \
         beta, k, step < (FIRST) ? NULL : maps_##K[step - (FIRST)],          \
         step < (FIRST) ? NULL : map_x_##K[step - (FIRST)],                  \
         (MAP_COLS_##K + 7) / 8, W, field_sqr##K, field_mul##K))
#else
#define SQR_K_REG1 SQR_K_LOOP
#define SQR_BY_K SQR_PLAIN
#define MUL_REG1 MUL_PLAIN
#define SQR_MUL_REG1 SQR_MUL_PLAIN
#define STEP_REG1 STEP_MEMORY
#define SQR_K_571 SQR_K_LOOP
#define MUL_571 MUL_PLAIN
#define SQR_MUL_571 SQR_MUL_PLAIN
#define STEP_571 STEP_MEMORY
#endif

FIELD_OPS(generic, F->words, F->m, REDUCE_GENERIC, SQR_PLAIN, SQR_K_LOOP,
          MUL_PLAIN)
FIELD_PLAIN_STEPS(generic)
FIELD_INV(generic, F->words, F->m, SQR_MUL_PLAIN)
FIELD_OPS(163, 3, 163, REDUCE_163, SQR_PLAIN, SQR_K_LOOP, MUL_PLAIN)
NIST_STEPS(163, 3, 163, 7, 2, 0, 4, STEP_MEMORY)
FIELD_INV(163, 3, 163, SQR_MUL_PLAIN)
FIELD_OPS(233, 4, 233, REDUCE_233, SQR_PLAIN, SQR_K_LOOP, MUL_PLAIN)
NIST_STEPS(233, 4, 233, 7, 3, 0, 5, STEP_MEMORY)
FIELD_INV(233, 4, 233, SQR_MUL_PLAIN)
FIELD_OPS(283, 5, 283, REDUCE_283, SQR_BY_K, SQR_K_REG1, MUL_REG1)
NIST_STEPS(283, 5, 283, 8, 4, 1, 5, STEP_REG1)
FIELD_INV(283, 5, 283, SQR_MUL_REG1)
FIELD_OPS(409, 7, 409, REDUCE_409, SQR_PLAIN, SQR_K_REG1, MUL_REG1)
NIST_STEPS(409, 7, 409, 8, 4, 1, 5, STEP_REG1)
FIELD_INV(409, 7, 409, SQR_MUL_REG1)
FIELD_OPS(571, 9, 571, REDUCE_571, SQR_BY_K, SQR_K_571, MUL_571)
NIST_STEPS(571, 9, 571, 9, 5, 1, 6, STEP_571)
FIELD_INV(571, 9, 571, SQR_MUL_571)

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

static unsigned field_inv_step(const binpoly_field *F, uint64_t *beta,
                               unsigned s)
{
    switch (F->kind) {
    case BP_FIELD_NIST163: return inv_step_163(F, beta, s);
    case BP_FIELD_NIST233: return inv_step_233(F, beta, s);
    case BP_FIELD_NIST283: return inv_step_283(F, beta, s);
    case BP_FIELD_NIST409: return inv_step_409(F, beta, s);
    case BP_FIELD_NIST571: return inv_step_571(F, beta, s);
    default: return inv_step_generic(F, beta, s);
    }
}


static void field_reduce(const binpoly_field *F, uint64_t *c, uint64_t *p)
{
    REDUCE_GENERIC(bp_field, F, p);
    memmove(c, p, (size_t)F->words * 8);
}

/* The kernels op_K of every kind, indexed by bp_field_kind. */
#define BY_KIND(op)                                                          \
    {                                                                        \
        [BP_FIELD_GENERIC] = op##_generic, [BP_FIELD_NIST163] = op##_163,    \
        [BP_FIELD_NIST233] = op##_233, [BP_FIELD_NIST283] = op##_283,        \
        [BP_FIELD_NIST409] = op##_409, [BP_FIELD_NIST571] = op##_571         \
    }

const bp_field_kernels BP_FN(field_kernels) = {
    .mul = field_mul,
    .sqr = field_sqr,
    .mul_kind = BY_KIND(mul),
    .sqr_kind = BY_KIND(sqr),
    .sqr_k = field_sqr_k,
    .inv = field_inv,
    .inv_step = field_inv_step,
    .reduce = field_reduce,
    .mul_batch_kind = BY_KIND(mul_batch),
    .sqr_batch_kind = BY_KIND(sqr_batch),
};
