/* SPDX-License-Identifier: MIT */
/*
 * Private interface of the ring layer (src/ring/): the checks shared by the
 * public functions and the unchecked operations they are built from.
 * "Unchecked" functions assume a valid ring, valid elements, an active
 * backend and the aliasing allowed by include/binpoly/ring.h.
 */
#ifndef BP_RING_INTERNAL_H
#define BP_RING_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly/ring.h"
#include "bp_backend.h"

/* Words of the largest element (BINPOLY_RING_MAX_BITS / 64). */
#define BP_RING_MAX_WORDS (BINPOLY_RING_MAX_BITS / 64)

/* Scratch of one ring product (48 KiB): what the planner's plans really
 * touch (the walk of src/mul/plan_scratch.c), which is at most 3936
 * words for every W <= BP_RING_MAX_WORDS under every committed planner
 * table on every backend (tests/mul/test_class_tables.c checks it), with
 * room for retuned tables: under a table of one method at every size, the
 * worst is 5760 (Karat5 on avx512; test_class_tables checks every method
 * on every backend the CPU runs).  The generic
 * bound bp_scratch_words(W, W) would be 13312 words (104 KiB) at the
 * largest ring.  binpoly_ring_init refuses a ring whose plans would
 * touch more (BINPOLY_ERR_TOO_LARGE, never an overrun). */
#define BP_RING_SCRATCH_WORDS 6144

/* b^e mod n, n >= 1 (square and multiply; public values only: the
 * exponents of the coefficient maps a -> a^(2^k)). */
static inline uint32_t bp_ring_pow_mod(uint64_t b, uint64_t e, uint32_t n)
{
    uint64_t r = 1 % n;
    for (b %= n; e != 0; e >>= 1) {
        if (e & 1u)
            r = r * b % n;
        b = b * b % n;
    }
    return (uint32_t)r;
}

/* Value of binpoly_ring.magic once initialised. */
#define BP_RING_MAGIC 0x52494e47u

/* 0 if R is an initialised ring and the backend is usable, else the error
 * code to return (BINPOLY_ERR_NULL / _ARG / _BACKEND). */
int bp_ring_check(const binpoly_ring *R);

/* BINPOLY_ERR_NULL if a is NULL, BINPOLY_ERR_ARG if a padding bit of a is
 * set (reads only the top word's padding bits), else 0. */
int bp_ring_check_elem(const binpoly_ring *R, const uint64_t *a);

/* The checks every element operation starts with: R usable, inputs a and
 * (when n_inputs = 2) b non-NULL without padding bits, c non-NULL and
 * either identical to or disjoint from each input.  0 or the error code. */
int bp_ring_check_op(const binpoly_ring *R, const uint64_t *c,
                     const uint64_t *a, const uint64_t *b, int n_inputs);

/* Words of product scratch the dense product of ring elements of this
 * many words touches on backend be (the planner's plan, deep plans
 * included, walked without multiplying; ring_scratch.c): at most bp_scratch_words(words, words).
 * binpoly_ring_init stores the largest over the backends in
 * R->product_scratch, from the planner tables in use then: a table the tuner swaps in later
 * (planner_table.h; it runs no ring products) would not be reflected. */
size_t bp_ring_product_scratch_words(const bp_backend *be, size_t words);

/* Work space of one dense ring product (bp_ring_mul_ws), in words: the
 * 2W-word product, padded to 64 bytes, then the construction scratch. */
#define BP_RING_MUL_SCRATCH_AT(W) ((2 * (size_t)(W) + 7) & ~(size_t)7)
#define BP_RING_MUL_WS_WORDS                                                 \
    (BP_RING_MUL_SCRATCH_AT(BP_RING_MAX_WORDS) + BP_RING_SCRATCH_WORDS)

/* Unchecked c = a * b (c may equal a or b) in the caller's work space ws
 * (BP_RING_MUL_WS_WORDS words, 64-byte aligned; the words the product
 * touched are wiped before return).  The KEMs pass theirs so that their
 * stack stays small (binpoly_set_work_area). */
void bp_ring_mul_ws(const binpoly_ring *R, const bp_backend *be, uint64_t *c,
                    const uint64_t *a, const uint64_t *b, uint64_t *ws);

/* bp_ring_mul_ws with its work space on the stack (about 120 KiB). */
void bp_ring_mul_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint64_t *b);

/* binpoly_ring_mul (its checks, the active backend) in the work space ws
 * of bp_ring_mul_ws. */
int bp_ring_mul_checked_ws(const binpoly_ring *R, uint64_t *c,
                           const uint64_t *a, const uint64_t *b, uint64_t *ws);

/* Unchecked c = a^2 (c may equal a). */
void bp_ring_sqr_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a);

/* Unchecked c = a^(2^k) (c may equal a). */
void bp_ring_sqr_k_unchecked(const binpoly_ring *R, const bp_backend *be,
                             uint64_t *c, const uint64_t *a, unsigned k);

/* How binpoly_ring_mul_sparse computes (the benchmark times each). */
typedef enum {
    BP_RING_SPARSE_AUTO = 0,  /* the fastest for (N, w, backend) */
    BP_RING_SPARSE_BARREL,    /* duplicated form, barrel shifter */
    BP_RING_SPARSE_TRANSPOSE, /* Chen-Chou-Krausz transposition */
    BP_RING_SPARSE_DENSE      /* dense form of the positions, dense product */
} bp_ring_sparse_method;

/* Unchecked c = a * sum X^pos[i] (positions < N; c may equal a), the
 * dense method's product in the work space ws of bp_ring_mul_ws. */
void bp_ring_mul_sparse_ws(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint32_t *pos,
                           size_t w, bp_ring_sparse_method method,
                           uint64_t *ws);

/* bp_ring_mul_sparse_ws with its work space on the stack. */
void bp_ring_mul_sparse_unchecked(const binpoly_ring *R, const bp_backend *be,
                                  uint64_t *c, const uint64_t *a,
                                  const uint32_t *pos, size_t w,
                                  bp_ring_sparse_method method);

/* Unchecked inverse: c = a^-1 and 0 for a unit, c = 0 and
 * BINPOLY_ERR_NOT_INVERTIBLE otherwise (R->inv_ok must hold; c may equal
 * a). */
int bp_ring_inv_unchecked(const binpoly_ring *R, const bp_backend *be,
                          uint64_t *c, const uint64_t *a);

#endif /* BP_RING_INTERNAL_H */
