/* SPDX-License-Identifier: MIT */
/*
 * The narrow interface between the frontend (API, rings, KEMs) and the
 * per-backend code.  Each backend (portable, pclmul, vpclmul256, avx512) is
 * the same construction sources compiled with that backend's target flags
 * against its own leaf kernels (src/kernels/<backend>/), exported as one
 * bp_backend table.  The frontend never calls a backend symbol directly.
 */
#ifndef BP_BACKEND_H
#define BP_BACKEND_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_backend_list.h"
#include "hook_types.h"

/* Backend ids: BP_BACKEND_ID_<name> for every backend of the registry
 * (bp_backend_list.h, generated from the build's list), in its order;
 * portable is always 0.  Per-layer kernel tables are arrays indexed by
 * them (BP_BACKEND_TABLE_ENTRY). */
typedef enum {
#define BP_BACKEND_ENUM_(be) BP_BACKEND_ID_##be,
    BP_FOR_EACH_BACKEND(BP_BACKEND_ENUM_)
#undef BP_BACKEND_ENUM_
    BP_BACKEND_COUNT
} bp_backend_id;
#define BP_BACKEND_PORTABLE BP_BACKEND_ID_portable

/* Policy flags of a backend (kernel_config.h's BP_KERNEL_POLICY, copied
 * into bp_backend.policy), read by the generic constructions (splits.h)
 * instead of the backend's name. */
enum {
    /* construction scratch blocks on 64-byte boundaries */
    BP_POLICY_ALIGN_SCRATCH = 1u << 0,
    /* Weimerskirch-Paar's whole-block path for blocks of whole zmm */
    BP_POLICY_KARAT_WP_WHOLE = 1u << 2,
};

/* Product constructions.  A plan is a 0-terminated array of methods, one per
 * recursion depth; past its end (or with a NULL plan) the planner's
 * threshold table decides by size.  BP_M_END must stay 0. */
typedef enum {
    BP_M_END = 0,     /* end of a plan */
    BP_M_LEAF,        /* backend leaf kernel (n <= leaf_max) */
    BP_M_KARAT2,      /* 2-way Karatsuba (3 half products) */
    BP_M_KARAT3,      /* 3-way Karatsuba, Weimerskirch-Paar (6 products) */
    BP_M_KARAT5,      /* 5-way Karatsuba, Weimerskirch-Paar (15 products) */
    BP_M_TOOM3_W64,   /* word-aligned Toom-Cook 3, w = 64 bits */
    BP_M_TOOM3_W256,  /* word-aligned Toom-Cook 3, w = 256 bits */
    BP_M_TOOM3_W512,  /* word-aligned Toom-Cook 3, w = 512 bits */
    BP_M_BERNSTEIN5,  /* Bernstein's 5-multiplication 3-way split */
    BP_M_KARAT2_ALIGNED, /* 2-way Karatsuba, low half a multiple of the leaf */
    BP_M_TOOM3_W64_ALIGNED,  /* Toom-3 whose x-products are a multiple of */
    BP_M_TOOM3_W256_ALIGNED, /* (a fraction of) the leaf size (splits.h) */
    BP_M_TOOM3_W512_ALIGNED,
    BP_M_BERNSTEIN5_ALIGNED,
    BP_M_PEEL1,       /* n-1 word product + the peeled top word's rows */
    BP_M_COUNT
} bp_method;

/* Short stable names of the methods ("leaf", "karat2", ...), for the tuner,
 * the benchmark and plans given as text. */
extern const char *const bp_method_names[BP_M_COUNT];

/* Smallest n (words) at which method m applies (the leaf: 1; the planner
 * never uses a leaf above the backend's leaf_max).  Shared by every backend
 * (src/mul/methods.c). */
size_t bp_method_min_words(bp_method m);

/* Whether method m can multiply n x n on a backend whose leaf handles up
 * to leaf_max words: the one rule of the driver (mul_plan.c), the scratch
 * walk (plan_scratch.c), the tuner and the benchmark's plan text. */
static inline int bp_method_applies(bp_method m, size_t n, size_t leaf_max)
{
    if (m == BP_M_LEAF)
        return n <= leaf_max;
    return m > BP_M_LEAF && m < BP_M_COUNT && bp_method_min_words(m) <= n;
}

/* Size (words) of the largest sub-product method m makes of an n x n
 * product (n >= bp_method_min_words(m)) on a backend whose leaf handles up
 * to leaf_max words: the split rule the constructions themselves use;
 * 0 for the leaf (and BP_M_END / out of range) (src/mul/methods.c). */
size_t bp_method_sub_words(bp_method m, size_t n, size_t leaf_max);

/* Method of that name, or BP_M_COUNT if none. */
bp_method bp_method_from_name(const char *name);

/* One row of a planner table: sizes n <= max_words use method. */
typedef struct {
    uint32_t max_words;
    uint8_t method;
} bp_threshold;

/* Two calls that may run at once, for the threaded product
 * (binpoly_mul_threads; the api layer supplies it with a second thread):
 * run(self, f, x, g, y) returns once f(x) and g(y) have both returned,
 * g(y) possibly on another thread.  The two calls touch disjoint memory;
 * run has a happens-before edge from its call to both and from both to
 * its return.  Which call runs where depends on the sizes only. */
typedef struct bp_fork {
    void (*run)(const struct bp_fork *self, void (*f)(void *), void *x,
                void (*g)(void *), void *y);
    void *ctx;
} bp_fork;

typedef struct bp_backend {
    const char *name;
    bp_backend_id id;
    /* BP_CPU_* bits (cpu_features.h) the CPU needs to run this backend. */
    uint32_t cpu_needs;
    /* BP_POLICY_* bits. */
    uint32_t policy;
    /* Largest n (words) the leaf kernel multiplies directly. */
    size_t leaf_max;
    /* The generated planner table (src/mul/thresholds/): rows by increasing
     * max_words, the last row's max_words is UINT32_MAX.  What the planner
     * uses unless binpoly-tune swaps in a candidate (planner_table.h). */
    const bp_threshold *thresholds;

    /* c[0..na+nb) = a*b for na >= nb >= 1; scratch of at least
     * bp_scratch_words(na, nb) words; c overlaps neither input nor scratch. */
    void (*mul)(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb, uint64_t *scratch);
    /* c[0..2n) = a*b, n >= 1, following plan (NULL = planner).  A method
     * that cannot apply at a size (too small) falls back to the planner. */
    void (*mul_plan)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n, const uint8_t *plan, uint64_t *scratch);
    /* The method the planner picks for an n x n product (n >= 1). */
    bp_method (*plan_method)(size_t n);
    /* The leaf's kernel per size: leaf_fns[n - 1] multiplies n x n,
     * 1 <= n <= leaf_max, without scratch, as the leaf would (the leaf
     * itself, or the kernel it picks for n: one call instead of two);
     * filled before main (backend_table.c). */
    const bp_leaf_fn *leaf_fns;
    /* The planner's cache of the sizes 1 <= n < 64 its table takes
     * straight to the leaf (bit n - 1; bit 63: filled), 0 until the first
     * product that consults it and after a table swap (mul_plan.c). */
    const _Atomic uint64_t *leaf_sizes;
    /* c[0..2n) = a^2, n >= 1. */
    void (*sqr)(uint64_t *c, const uint64_t *a, size_t n);
    /* c[0..na+nb) = a*b by the additive FFT alone, any na, nb >= 1, with
     * scratch of bp_fft_scratch_words(na, nb) words (src/mul/fft/), and
     * the crossovers by which mul takes it (BP_FFT_SWITCH_LOGS sizes,
     * bp_fft_applies in src/mul/fft/fft.h): for the tests, benchmarks and
     * tools of the large products. */
    void (*fft_mul)(uint64_t *c, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb, uint64_t *scratch);
    const uint32_t *fft_switch;
    /* fft_mul on two threads (fork; NULL: one thread, as fft_mul), with
     * scratch of bp_fft_fork_scratch_words(na, nb) words (a second column
     * buffer for the other thread).  The same bits as fft_mul. */
    void (*fft_mul_fork)(uint64_t *c, const uint64_t *a, size_t na,
                         const uint64_t *b, size_t nb, uint64_t *scratch,
                         const bp_fork *fork);
    /* Whether method m (karat2, karat2_aligned or karat3) at n x n with
     * sub-products by method sub goes to one of the backend's fused
     * kernels (hook KARAT_FUSED, src/kernels/hooks.h), which need no
     * scratch; NULL where the backend has none.  For the scratch walk
     * (plan_scratch.c), which so follows the same choices as karat2.c and
     * karat_wp.c.  Sizes only (public). */
    int (*fused_takes)(bp_method m, size_t n, bp_method sub);
} bp_backend;

/* Scratch words sufficient for any construction at sizes na >= nb >= 1
 * (a simple bound, see src/mul/methods.c). */
size_t bp_scratch_words(size_t na, size_t nb);

/* One row of a backend's deep plans (src/mul/deep_plans/<backend>.c): the
 * whole plan of a words x words product; the last row has words = 0. */
typedef struct {
    uint32_t words;
    uint8_t plan[4]; /* 0-terminated */
} bp_deep_plan_row;

/* The deep plan of an n x n product on be (src/mul/deep_plans.c): a plan
 * found by searching whole plans, for the HQC/BIKE sizes, or NULL.  The
 * planner applies it wherever it would otherwise pick a method for n. */
const uint8_t *bp_deep_plan(const bp_backend *be, size_t words);

/* No deep plan is below this size (the planner skips the lookup there;
 * tests/mul/test_planner_table.c checks it). */
#define BP_DEEP_PLAN_MIN_WORDS 193

/*
 * The method for an n x n product under *plan, and *plan advanced to the
 * sub-products' part: the plan's entry if it applies at n; past the plan's
 * end (or with none) the planner's own choice, that is be's deep plan for
 * n where there is one, else plan_method(n) (be's table).  The one copy of
 * the rule: the driver (mul_plan.c, with its backend's functions and
 * constant leaf size, so it inlines to the same code), the scratch walk
 * (plan_scratch.c) and the benchmark's plan descriptions follow it.
 * Depends on n and the plan only.
 */
static inline bp_method bp_plan_step_of(const bp_backend *be,
                                        bp_method (*plan_method)(size_t),
                                        size_t leaf_max, size_t n,
                                        const uint8_t **plan)
{
    const uint8_t *p = *plan;
    if (p == NULL || *p == BP_M_END) {
        p = n >= BP_DEEP_PLAN_MIN_WORDS ? bp_deep_plan(be, n) : NULL;
        if (p == NULL)
            return plan_method(n);
    }
    *plan = p + 1;
    return bp_method_applies((bp_method)*p, n, leaf_max) ? (bp_method)*p
                                                         : plan_method(n);
}

/* Scratch words an n x n mul_plan(n, plan) on be really touches, found by
 * walking its recursion without multiplying (src/mul/plan_scratch.c):
 * at most bp_scratch_words(n, n), usually 3-4 times less.  For callers
 * that wipe the scratch of a secret product (the rings).  Depends on n,
 * plan and be's tables only. */
size_t bp_plan_scratch_words(const bp_backend *be, size_t n,
                             const uint8_t *plan);

/* Stack scratch of binpoly_mul: enough for every (na, nb) with
 * max(na, nb) <= BINPOLY_STACK_WORDS (122 KiB). */
#define BP_STACK_SCRATCH_WORDS (14 * 1024 + 1024)

/* The small products of binpoly_mul, max(na, nb) <= BP_SMALL_WORDS, run
 * on BP_SMALL_SCRATCH_WORDS (4 KiB) of stack without sizing their scratch
 * per call, whenever the scratch the backend's tables really make them
 * touch fits (bp_small_scratch_words; every committed table does, with
 * 196 to 342 words: tests/mul/test_class_tables.c).  The generic bound
 * bp_scratch_words would ask for 1920 words (15 KiB) at 64 x 63. */
#define BP_SMALL_WORDS 64
#define BP_SMALL_SCRATCH_WORDS 512

/* Whether a planner's leaf-size cache (bp_backend.leaf_sizes) says its
 * table takes an n x n product straight to the leaf: 0 for n = 0, for
 * n > 64 and while nothing is cached.  One load and a bit test; the
 * planner (mul_plan.c) and binpoly_mul's fast path share it. */
static inline int bp_leaf_size_cached(const _Atomic uint64_t *cache,
                                      size_t n)
{
    const uint64_t bits = atomic_load_explicit(cache, memory_order_relaxed);
    return n - 1 < 64 && ((bits >> (n - 1)) & 1);
}

/* Cache of bp_small_scratch_words per backend id: the value + 1, or 0
 * until computed and after a table swap (planner_table.c). */
extern _Atomic size_t bp_small_scratch_cache[BP_BACKEND_COUNT];

/* The largest scratch be->mul touches over every na x nb with
 * 1 <= na, nb <= BP_SMALL_WORDS under be's tables in use, by the walk of
 * plan_scratch.c over the chunked driver (mul_plan.c); computed once per
 * table (a few thousand walks) and cached.  Depends on the tables only. */
size_t bp_small_scratch_walk(const bp_backend *be);

static inline size_t bp_small_scratch_words(const bp_backend *be)
{
    const size_t v = atomic_load_explicit(&bp_small_scratch_cache[be->id],
                                          memory_order_relaxed);
    return v != 0 ? v - 1 : bp_small_scratch_walk(be);
}

/* The choice made once (src/mul/backend_choice.c): NULL until
 * the first call, then the backend in use, or bp_backend_invalid while
 * BINPOLY_BACKEND names none this CPU runs.  The slow path
 * bp_backend_choose makes and caches it. */
extern _Atomic(const bp_backend *) bp_backend_chosen;
extern const bp_backend bp_backend_invalid;
const bp_backend *bp_backend_choose(void);

/* The backend in use (never NULL), or NULL when BINPOLY_BACKEND is invalid.
 * Inline: after the first call one atomic load, which on the field layer's
 * single-element operations (a few dozen ticks) costs a tenth of what a
 * call did. */
static inline const bp_backend *bp_backend_active(void)
{
    const bp_backend *be =
        atomic_load_explicit(&bp_backend_chosen, memory_order_acquire);
    if (be == NULL)
        be = bp_backend_choose();
    return be == &bp_backend_invalid ? NULL : be;
}

/* A backend by id if it is compiled in and this CPU runs it, else NULL.
 * Tests and benchmarks use this to run every available backend. */
const bp_backend *bp_backend_get(bp_backend_id id);

/* A backend by name ("portable", ...; any case) under the same conditions,
 * else NULL. */
const bp_backend *bp_backend_by_name(const char *name);

/* NULL when BINPOLY_BACKEND is unset, empty or valid; else a message
 * saying whether it names no backend of this build or one this CPU cannot
 * run, with the names this build has. */
const char *bp_backend_problem(void);

/* The i-th compiled-in backend (i < BP_BACKEND_COUNT, registry order),
 * whether or not this CPU runs it; NULL past the end. */
const bp_backend *bp_backend_at(size_t i);

#endif /* BP_BACKEND_H */
