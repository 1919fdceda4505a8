/* SPDX-License-Identifier: MIT */
/*
 * The recursive driver: picks the construction for an n x n product from
 * the plan (forced) or from the planner table (by size only), and the
 * general na x nb product built on it.  Compiled once per backend.
 */
#include <stdatomic.h>
#include <string.h>

#include "bp_class_tables.h"
#include "constructions.h"
#include "cpu_class.h"
#include "fft/fft.h"
#include "fft/fft_transform.h"

/* The table this CPU gets and its row count: the generic table
 * (thresholds/<backend>.c), or the one tuned for the CPU's class or the
 * nearest class that has one (thresholds/<class>/<backend>.c), chosen by
 * choose_table before main.  planner_table / planner_rows are the ones in
 * use: the same, unless the tuner swapped a table in (planner_table.c). */
const bp_threshold *BP_FN(default_table) = BP_FN(thresholds);
const size_t *BP_FN(default_rows) = &BP_FN(threshold_rows);
const char *BP_FN(table_class) = "generic"; /* whose table that is */
const bp_threshold *BP_FN(planner_table) = BP_FN(thresholds);
const size_t *BP_FN(planner_rows) = &BP_FN(threshold_rows);

#define BP_DECLARE_CLASS_TABLE(be, cls, id)                                   \
    extern const bp_threshold bp_##be##_##cls##_thresholds[];                 \
    extern const size_t bp_##be##_##cls##_threshold_rows;
BP_FOR_EACH_CLASS_TABLE(BP_DECLARE_CLASS_TABLE)

/* Runs before main (and before any thread exists), so the planner reads
 * plain pointers.  The class is public: the CPU (or BINPOLY_CPU). */
__attribute__((constructor)) static void choose_table(void)
{
    for (bp_cpu_class c = bp_cpu_class_get();; c = bp_cpu_class_nearest(c)) {
#define BP_TRY_CLASS_TABLE(be, cls, id)                                       \
    if (BP_BACKEND_ID == BP_BACKEND_ID_##be && c == (id)) {                   \
        BP_FN(default_table) = BP_FN(planner_table) =                         \
            bp_##be##_##cls##_thresholds;                                     \
        BP_FN(default_rows) = BP_FN(planner_rows) =                           \
            &bp_##be##_##cls##_threshold_rows;                                \
        BP_FN(table_class) = #cls;                                            \
        return;                                                               \
    }
        BP_FOR_EACH_CLASS_TABLE(BP_TRY_CLASS_TABLE)
#undef BP_TRY_CLASS_TABLE
        if (c == BP_CPU_CLASS_GENERIC)
            return;
    }
}

/*
 * The table's method for n: the first row with n <= max_words (rows
 * increase, the last is UINT32_MAX).  The first SCAN_ROWS rows, which
 * hold the leaf and the small sizes asked most often, are scanned in
 * order; past them, bisection.  Why: the planner runs once per
 * construction call, and for a lone 2048-bit product a bisection over the
 * whole table cost about 8% of its time on avx512 (the gap between the
 * "avx512 planner" and "k2048" rows of bench/kernels/
 * bench_avx512_leaves).  A
 * method that cannot apply at n (a table made for a smaller leaf) gives
 * way to the leaf or 2-way Karatsuba.
 */
#define SCAN_ROWS 8

static inline bp_method table_method(size_t n)
{
    const bp_threshold *t = BP_FN(planner_table);
    size_t lo = 0, hi = *BP_FN(planner_rows) - 1;
    while (lo < SCAN_ROWS && n > t[lo].max_words)
        lo++;
    if (lo < SCAN_ROWS)
        hi = lo;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (n <= t[mid].max_words)
            hi = mid;
        else
            lo = mid + 1;
    }
    bp_method m = (bp_method)t[lo].method;
    if (bp_method_applies(m, n, BP_LEAF_MAX))
        return m;
    return n <= BP_LEAF_MAX ? BP_M_LEAF : BP_M_KARAT2;
}

bp_method BP_FN(plan_method)(size_t n)
{
    return table_method(n);
}

/* See constructions.h.  Racing first calls compute and store the same
 * value (relaxed atomics: nothing else is published through it). */
_Atomic uint64_t BP_FN(planner_leaf_sizes);

/* Caches the leaf-size bits of the table in use (nonzero: every table
 * takes 1 word to the leaf, no construction applies there;
 * test_planner_table checks it). */
static void cache_leaf_sizes(void)
{
    uint64_t bits = 0;
    for (size_t n = 1; n <= 64 && n <= BP_LEAF_MAX; n++)
        if (table_method(n) == BP_M_LEAF)
            bits |= 1ULL << (n - 1);
    atomic_store_explicit(&BP_FN(planner_leaf_sizes), bits,
                          memory_order_relaxed);
}

/*
 * Whether the cache says the table takes an n x n product straight to the
 * leaf (bp_leaf_size_cached; the general path, mul_plan_step, fills the
 * cache).  Why a cache: a product of leaf size, asked as a sub-product or
 * through the public API (which reads it by bp_backend.leaf_sizes), then
 * costs one load and a bit test before the leaf, with no table scan and
 * no register saves.
 */
static inline int leaf_size_cached(size_t n)
{
    return bp_leaf_size_cached(&BP_FN(planner_leaf_sizes), n);
}

/* Inlined here (no call to plan_method): the planner runs once per
 * construction call and for every product of a leaf size. */
bp_method BP_FN(plan_step)(size_t n, const uint8_t **plan)
{
    return bp_plan_step_of(&BP_FN(backend), table_method, BP_LEAF_MAX, n,
                           plan);
}

void BP_FN(mul_method)(bp_method m, uint64_t *c, const uint64_t *a,
                       const uint64_t *b, size_t n, const uint8_t *plan,
                       uint64_t *scratch)
{
    switch (m) {
    case BP_M_LEAF: BP_FN(backend).leaf_fns[n - 1](c, a, b, n); break;
    case BP_M_KARAT2_ALIGNED:
        BP_FN(karat2_aligned)(c, a, b, n, plan, scratch);
        break;
    case BP_M_KARAT3: BP_FN(karat3)(c, a, b, n, plan, scratch); break;
    case BP_M_KARAT5: BP_FN(karat5)(c, a, b, n, plan, scratch); break;
    case BP_M_TOOM3_W64: BP_FN(toom3_w64)(c, a, b, n, plan, scratch); break;
    case BP_M_TOOM3_W256: BP_FN(toom3_w256)(c, a, b, n, plan, scratch); break;
    case BP_M_TOOM3_W512: BP_FN(toom3_w512)(c, a, b, n, plan, scratch); break;
    case BP_M_BERNSTEIN5: BP_FN(bernstein5)(c, a, b, n, plan, scratch); break;
    case BP_M_TOOM3_W64_ALIGNED:
        BP_FN(toom3_w64_aligned)(c, a, b, n, plan, scratch);
        break;
    case BP_M_TOOM3_W256_ALIGNED:
        BP_FN(toom3_w256_aligned)(c, a, b, n, plan, scratch);
        break;
    case BP_M_TOOM3_W512_ALIGNED:
        BP_FN(toom3_w512_aligned)(c, a, b, n, plan, scratch);
        break;
    case BP_M_BERNSTEIN5_ALIGNED:
        BP_FN(bernstein5_aligned)(c, a, b, n, plan, scratch);
        break;
    case BP_M_PEEL1: BP_FN(peel1)(c, a, b, n, plan, scratch); break;
    default: BP_FN(karat2)(c, a, b, n, plan, scratch); break;
    }
}

/* mul_plan past the leaf test: fills the leaf cache if it is empty, then
 * one planner step and the method. */
static __attribute__((noinline)) void
mul_plan_step(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n,
              const uint8_t *plan, uint64_t *scratch)
{
    if (atomic_load_explicit(&BP_FN(planner_leaf_sizes),
                             memory_order_relaxed) == 0)
        cache_leaf_sizes();
    const bp_method m = BP_FN(plan_step)(n, &plan);
    BP_FN(mul_method)(m, c, a, b, n, plan, scratch);
}

/*
 * Leaf-sized products without a plan are tested first, by the leaf cache,
 * and go straight to the leaf's kernel for that size (bp_backend.leaf_fns,
 * as the public product calls it: a backend whose mul_leaf routes sizes to
 * several kernels pays no second dispatch) before anything else is set
 * up (the rest, with its register saves, is out of line): the same
 * decision as
 * plan_step's, since no deep plan is that small.  Against the table scan
 * it replaced, on avx512, through the public API: 2-16% off 8-word
 * products, 1-4% off 16 to 64 words; `tools/ab/ab-builds.sh REV_A REV_B
 * avx512 8 16 24 32 64`, both slot orders, on an Intel Xeon.
 */
_Static_assert(BP_LEAF_MAX < BP_DEEP_PLAN_MIN_WORDS,
               "the leaf test below assumes no deep plan of a leaf size");

void BP_FN(mul_plan)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n, const uint8_t *plan, uint64_t *scratch)
{
    if ((plan == NULL || *plan == BP_M_END) && leaf_size_cached(n))
        BP_FN(backend).leaf_fns[n - 1](c, a, b, n);
    else
        mul_plan_step(c, a, b, n, plan, scratch);
}

/* BP_FN(mul) for na > nb: the chunked product below. */
static __attribute__((noinline)) void
mul_unbalanced(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
               size_t nb, uint64_t *scratch)
{
    uint64_t *t = scratch, *rest = scratch + 2 * nb;
    size_t o = nb;
    const bp_method m = BP_FN(plan_method)(nb);
    BP_FN(mul_method)(m, c, a, b, nb, NULL, rest);
    for (; o + nb <= na; o += nb) {
        BP_FN(mul_method)(m, t, a + o, b, nb, NULL, rest);
        for (size_t i = 0; i < nb; i++)
            c[o + i] ^= t[i];
        memcpy(c + o + nb, t + nb, nb * sizeof *t);
    }
    if (o < na) {
        size_t r = na - o;
        BP_FN(mul)(t, b, nb, a + o, r, rest);
        for (size_t i = 0; i < nb; i++)
            c[o + i] ^= t[i];
        memcpy(c + o + nb, t + nb, r * sizeof *t);
    }
}

/* The backend's crossovers; test_fft_mul checks them against the bounds
 * bp_scratch_words relies on (fft.h). */
const uint32_t BP_FN(fft_switch)[BP_FFT_SWITCH_LOGS] = {BP_FFT_MIN_WORDS_BY_LOG};

/*
 * c[0..na+nb) = a*b, na >= nb >= 1.  From the backend's crossover on
 * (bp_fft_applies with its kernel_config.h sizes), the additive FFT
 * product of the whole (src/mul/fft/).  Below, the
 * longer operand is cut into chunks of nb words; each chunk product
 * (balanced) lands in c, its low half added to what the previous chunk
 * left; a last short chunk recurses with the roles swapped.  Scratch: 2nb
 * words + the balanced product's, or the FFT's (bp_scratch_words).
 */
void BP_FN(mul)(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb, uint64_t *scratch)
{
    if (bp_fft_applies(na, nb, BP_FN(fft_switch)))
        BP_FN(fft_mul)(c, a, na, b, nb, scratch);
    else if (na == nb)
        BP_FN(mul_plan)(c, a, b, nb, NULL, scratch);
    else
        mul_unbalanced(c, a, na, b, nb, scratch);
}
