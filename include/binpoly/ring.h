/* SPDX-License-Identifier: MIT */
/*
 * binpoly rings: arithmetic in R = F2[X]/(X^N - 1), the rings of HQC
 * (N = n = 17669, 35851, 57637) and BIKE (N = r = 12323, 24659, 40973).
 *
 * Element: ceil(N/64) words (binpoly_ring_words), little-endian like the
 * rest of binpoly: bit i of word j is the coefficient of X^(64j+i).  Bits at
 * or above N ("padding") are zero in every element.
 *
 * Common rules of every function below:
 *  - Return 0, or a negative BINPOLY_ERR_* code (include/binpoly.h):
 *    BINPOLY_ERR_NULL for a NULL pointer, BINPOLY_ERR_ARG for an
 *    uninitialised ring or an input element with a padding bit set (only the
 *    padding bits are inspected, so the check reveals nothing about a valid
 *    element), BINPOLY_ERR_OVERLAP when the output partially overlaps an
 *    input, BINPOLY_ERR_BACKEND when BINPOLY_BACKEND is invalid.  On an
 *    error the output is left unspecified (never written out of bounds).
 *  - Aliasing: the output c may be the very same array as any input (c == a
 *    and/or c == b); any other overlap is rejected.
 *  - Constant time: control flow and memory addresses depend only on N, on
 *    the sparse weight w, on k and on the backend, never on coefficients or
 *    on sparse positions.  The only data-dependent outcome is the error
 *    code itself (a padding bit set, a position >= N, a zero divisor).
 *  - No heap allocation.  Stack use at most 116 KiB (binpoly_ring_inv and
 *    _mul_sparse at the largest N, the largest; the others need less;
 *    measured on every backend by tests/core/test_stack_usage.c, which
 *    prints the figures), at most 64 KiB when the thread lent a work area
 *    (binpoly_set_work_area).
 *  - Thread safety: a ring is read-only after binpoly_ring_init, so it may
 *    be shared between threads.
 */
#ifndef BINPOLY_RING_H
#define BINPOLY_RING_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Largest N accepted by binpoly_ring_init (1024 words; all of HQC and BIKE
 * fit, the largest being 57637). */
#define BINPOLY_RING_MAX_BITS 65536

/* A ring F2[X]/(X^N - 1).  Caller-owned (no allocation); fill it with
 * binpoly_ring_init.  The fields are private: read them only through the
 * functions below. */
typedef struct binpoly_ring {
    uint32_t n;          /* N, 2 <= N <= BINPOLY_RING_MAX_BITS; 0 = not set */
    uint32_t words;      /* ceil(N/64) */
    uint64_t top_mask;   /* valid bits of the top word */
    uint32_t inv_ok;     /* 1 if N is prime and 2 is primitive mod N */
    uint32_t magic;      /* marks an initialised ring */
    /* Scratch words the dense product touches (and wipes), at most, on
     * the backends this CPU runs. */
    uint32_t product_scratch;
} binpoly_ring;

/* Sets up R for N (2 <= N <= BINPOLY_RING_MAX_BITS).  Returns 0,
 * BINPOLY_ERR_NULL, BINPOLY_ERR_ARG (N < 2) or BINPOLY_ERR_TOO_LARGE
 * (N above the limit, or, only with retuned planner tables, a product
 * plan that would need more scratch than the rings keep: never with the
 * tables shipped); on an error R is marked unusable.  Costs
 * O(sqrt(N) + ord_N(2)) integer steps and a walk of the product plan. */
BINPOLY_API int binpoly_ring_init(binpoly_ring *R, size_t N);

/* Words per element: ceil(N/64); 0 for NULL or an uninitialised ring. */
BINPOLY_API size_t binpoly_ring_words(const binpoly_ring *R);

/* c = a * b mod X^N - 1 (dense operands).  c may equal a and/or b. */
BINPOLY_API int binpoly_ring_mul(const binpoly_ring *R, uint64_t *c,
                                 const uint64_t *a, const uint64_t *b);

/* c = a * (X^pos[0] + ... + X^pos[w-1]) mod X^N - 1.  Every pos[i] < N
 * (else BINPOLY_ERR_ARG); a position listed twice cancels (coefficients are
 * in F2).  w = 0 gives c = 0 (pos may then be NULL).  Constant time in the
 * positions and in a: w is public.  c may equal a; pos must not overlap c
 * (BINPOLY_ERR_OVERLAP). */
BINPOLY_API int binpoly_ring_mul_sparse(const binpoly_ring *R, uint64_t *c,
                                        const uint64_t *a,
                                        const uint32_t *pos, size_t w);

/* c = a^2 mod X^N - 1.  c may equal a. */
BINPOLY_API int binpoly_ring_sqr(const binpoly_ring *R, uint64_t *c,
                                 const uint64_t *a);

/* c = a^(2^k) mod X^N - 1, any k (k = 0 copies).  Coefficient i moves to
 * i * 2^k mod N (coefficients meeting at one place add up, which happens
 * only for even N).  c may equal a.  Time depends on N and k only. */
BINPOLY_API int binpoly_ring_sqr_k(const binpoly_ring *R, uint64_t *c,
                                   const uint64_t *a, unsigned k);

/* c = a^-1 mod X^N - 1.  Only for rings where N is prime and 2 is primitive
 * mod N (BIKE's r; else BINPOLY_ERR_ARG).  Then a is invertible iff a(1) = 1
 * (odd weight) and a is not 1 + X + ... + X^(N-1); otherwise returns
 * BINPOLY_ERR_NOT_INVERTIBLE and sets c = 0.  Constant time: the same
 * exponentiation runs for every a, and invertibility is decided by
 * branch-free arithmetic before the single final branch on the result.
 * c may equal a. */
BINPOLY_API int binpoly_ring_inv(const binpoly_ring *R, uint64_t *c,
                                 const uint64_t *a);

/* c = a + b (XOR).  c may equal a and/or b. */
BINPOLY_API int binpoly_ring_add(const binpoly_ring *R, uint64_t *c,
                                 const uint64_t *a, const uint64_t *b);

/* Element c from len = ceil(N/8) bytes (else BINPOLY_ERR_LENGTH): bit i of
 * byte j is the coefficient of X^(8j+i) (HQC's and BIKE's order).  A set
 * bit at or above N gives BINPOLY_ERR_ARG.  BINPOLY_ERR_OVERLAP when bytes
 * and c share any memory. */
BINPOLY_API int binpoly_ring_from_bytes(const binpoly_ring *R, uint64_t *c,
                                        const uint8_t *bytes, size_t len);

/* The len = ceil(N/8) bytes of a (else BINPOLY_ERR_LENGTH), same bit order;
 * the padding bits of the last byte are 0.  BINPOLY_ERR_OVERLAP when bytes
 * and a share any memory. */
BINPOLY_API int binpoly_ring_to_bytes(const binpoly_ring *R, uint8_t *bytes,
                                      size_t len, const uint64_t *a);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_RING_H */
