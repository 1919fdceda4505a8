/* SPDX-License-Identifier: MIT */
/*
 * binpoly binary fields: arithmetic in GF(2^m) = F2[X]/(f), f an
 * irreducible trinomial X^m + X^k + 1 or pentanomial
 * X^m + X^k3 + X^k2 + X^k1 + 1, for 2 <= m <= BINPOLY_FIELD_MAX_BITS; the
 * five NIST fields (m = 163, 233, 283, 409, 571 with the polynomials of
 * FIPS 186) take dedicated reductions.
 *
 * Element: binpoly_field_words(F) = ceil(m/64) words, little-endian like the
 * rest of binpoly: bit i of word j is the coefficient of X^(64j+i).  Bits at
 * or above m ("padding") are zero in every element; an input with a padding
 * bit set is rejected (nothing is reduced silently).
 *
 * Common rules of every element function below:
 *  - Return 0 (or the documented non-negative value), or a negative
 *    BINPOLY_ERR_* code (include/binpoly.h): BINPOLY_ERR_NULL for a NULL
 *    pointer, BINPOLY_ERR_ARG for an uninitialised field or an input element
 *    with a padding bit set (only the padding bits are inspected, so the
 *    check reveals nothing about a valid element), BINPOLY_ERR_OVERLAP when
 *    the output partially overlaps an input, BINPOLY_ERR_BACKEND when
 *    BINPOLY_BACKEND is invalid.  On an error the output is left
 *    unspecified (never written out of bounds).
 *  - Aliasing: the output c may be the very same array as any input (c == a
 *    and/or c == b); any other overlap is rejected.
 *  - Constant time: control flow and memory addresses depend only on the
 *    field (m and f, public), on public arguments (k, exponents, sparse
 *    exponents) and on the backend, never on element values.  The only
 *    value-dependent outcomes are the documented results themselves (the
 *    error of inverting 0, the trace, whether z^2 + z = c has a solution).
 *  - No heap allocation.  Stack at most 16 KiB for every function
 *    (measured on every backend by tests/core/test_stack_usage.c, which
 *    prints the figures; the portable backend, whose products of more
 *    than 2 words take a scratch, needs the most).
 *  - Thread safety: a field is read-only after initialisation, so it may be
 *    shared between threads.
 */
#ifndef BINPOLY_FIELD_H
#define BINPOLY_FIELD_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Largest m accepted (16 words). */
#define BINPOLY_FIELD_MAX_BITS 1024
#define BINPOLY_FIELD_MAX_WORDS (BINPOLY_FIELD_MAX_BITS / 64)

/* A field GF(2^m).  Caller-owned (no allocation); fill it with
 * binpoly_field_init or binpoly_field_init_nist.  The fields are private:
 * read them only through the functions below.  Its layout is the same
 * whatever backends the library was built with. */
typedef struct binpoly_field {
    uint32_t m;          /* extension degree; 0 = not set */
    uint32_t words;      /* ceil(m/64) */
    uint32_t ntaps;      /* 1 (trinomial) or 3 (pentanomial) */
    uint32_t taps[3];    /* middle exponents, decreasing */
    uint32_t kind;       /* which reduction (generic or one NIST field) */
    uint32_t magic;      /* marks an initialised field */
    uint64_t top_mask;   /* valid bits of the top word */
    uint64_t trace_mask[BINPOLY_FIELD_MAX_WORDS]; /* bit i: Tr(X^i) */
    uint64_t sqrt_x[BINPOLY_FIELD_MAX_WORDS];     /* X^(2^(m-1)) = sqrt(X) */
    uint64_t delta[BINPOLY_FIELD_MAX_WORDS];      /* an element of trace 1 */
} binpoly_field;

/* Sets up F = GF(2^m) with modulus X^m + X^taps[0] + ... + X^taps[ntaps-1]
 * + 1: ntaps = 1 (trinomial) or 3 (pentanomial), the taps distinct with
 * 0 < taps[i] < m, in any order.  Returns 0, BINPOLY_ERR_NULL (F or taps
 * NULL), BINPOLY_ERR_OVERLAP (taps inside F), BINPOLY_ERR_TOO_LARGE (m
 * outside 2..BINPOLY_FIELD_MAX_BITS), or BINPOLY_ERR_ARG (bad ntaps or
 * taps, or a reducible polynomial).  On an
 * error F is marked unusable.  The polynomial is public: the irreducibility
 * test (Rabin's, with gcds) and the set-up run in variable time, a few
 * milliseconds at most.  A NIST polynomial gets the NIST field's
 * dedicated reduction whichever of the two init functions names it. */
BINPOLY_API int binpoly_field_init(binpoly_field *F, unsigned m,
                                   const unsigned *taps, size_t ntaps);

/* Sets up F as the NIST field of degree m (FIPS 186-4, D.1.3): 163
 * (X^163 + X^7 + X^6 + X^3 + 1), 233 (X^233 + X^74 + 1), 283 (X^283 +
 * X^12 + X^7 + X^5 + 1), 409 (X^409 + X^87 + 1), 571 (X^571 + X^10 + X^5 +
 * X^2 + 1).  Returns 0, BINPOLY_ERR_NULL, or BINPOLY_ERR_ARG (another m). */
BINPOLY_API int binpoly_field_init_nist(binpoly_field *F, unsigned m);

/* The lowest irreducible polynomial of degree m (2 <= m <=
 * BINPOLY_FIELD_MAX_BITS) in the order of the standards' tables (ANSI X9.62,
 * IEEE 1363): the trinomial X^m + X^k + 1 with the smallest k if there is
 * one (*ntaps = 1, taps[0] = k), else the pentanomial X^m + X^k3 + X^k2 +
 * X^k1 + 1 with k3, then k2, then k1 smallest (*ntaps = 3, taps = {k3, k2,
 * k1}).  taps has room for 3.  Returns 0, BINPOLY_ERR_NULL,
 * BINPOLY_ERR_OVERLAP (taps[0..3) and *ntaps share memory),
 * BINPOLY_ERR_TOO_LARGE (m out of range).  Variable time (public data);
 * up to about a second for the largest m without a trinomial. */
BINPOLY_API int binpoly_field_find_modulus(unsigned m, unsigned *taps,
                                           size_t *ntaps);

/* Extension degree m; 0 for NULL or an uninitialised field. */
BINPOLY_API unsigned binpoly_field_degree(const binpoly_field *F);

/* Words per element: ceil(m/64); 0 for NULL or an uninitialised field. */
BINPOLY_API size_t binpoly_field_words(const binpoly_field *F);

/* c = a + b (XOR). */
BINPOLY_API int binpoly_field_add(const binpoly_field *F, uint64_t *c,
                                  const uint64_t *a, const uint64_t *b);

/* c = a * b. */
BINPOLY_API int binpoly_field_mul(const binpoly_field *F, uint64_t *c,
                                  const uint64_t *a, const uint64_t *b);

/* Batch product: c[i] = a[i] * b[i] for i < n, n independent products in
 * one call, faster per product than n calls of binpoly_field_mul on
 * backends with a batch kernel (avx512: eight products per vector).
 * Layout: a, b and c are arrays of n elements stored one after another,
 * element i at words [i*W, i*W + W) with W = binpoly_field_words(F).
 * Aliasing: c may be the very same array as a and/or b (same start,
 * in-place batch); any other overlap of the n-element arrays is
 * BINPOLY_ERR_OVERLAP.  n = 0 does nothing and returns 0 (the arrays may
 * then be NULL).  Errors (besides the common ones): BINPOLY_ERR_TOO_LARGE
 * when n * W words exceed BINPOLY_MAX_WORDS, and these leave c untouched.
 * An input element with a padding bit set (not reduced) is found with the
 * products, not by a pass of its own before them: c[0..n*W) is then
 * zeroed and BINPOLY_ERR_ARG returned (in place, the input is lost).
 * Constant time in the elements' values (n is public). */
BINPOLY_API int binpoly_field_mul_batch(const binpoly_field *F, uint64_t *c,
                                        const uint64_t *a, const uint64_t *b,
                                        size_t n);

/* Batch square: c[i] = a[i]^2 for i < n; layout, aliasing (c may be a),
 * errors and constant time as binpoly_field_mul_batch. */
BINPOLY_API int binpoly_field_sqr_batch(const binpoly_field *F, uint64_t *c,
                                        const uint64_t *a, size_t n);

/* c = a * (X^e[0] + ... + X^e[w-1]) for public exponents e[i] < m (else
 * BINPOLY_ERR_ARG; an exponent listed twice cancels).  w = 0 gives c = 0
 * (e may then be NULL).  Time depends on w and the exponents (public), not
 * on a.  e must not overlap c (BINPOLY_ERR_OVERLAP).  For products by
 * fixed sparse constants (curve coefficients, NIST/Koblitz constants). */
BINPOLY_API int binpoly_field_mul_sparse_const(const binpoly_field *F,
                                               uint64_t *c, const uint64_t *a,
                                               const unsigned *e, size_t w);

/* c = a^2. */
BINPOLY_API int binpoly_field_sqr(const binpoly_field *F, uint64_t *c,
                                  const uint64_t *a);

/* c = a^(2^k), any k (taken mod m, since a^(2^m) = a; k = 0 copies).  Time
 * depends on k mod m only. */
BINPOLY_API int binpoly_field_sqr_k(const binpoly_field *F, uint64_t *c,
                                    const uint64_t *a, unsigned k);

/* c = a^-1 by Itoh-Tsujii (a^(2^m - 2), a public addition chain of m - 1),
 * the same operations for every a.  On every backend the long k-fold
 * squarings of the five NIST fields are each one application of the
 * linear map a -> a^(2^k) from a public table (the input bits select the
 * table's words by masks: no index or branch on a).  The tables are static
 * storage of each backend, built once per process on the first inversion
 * in each NIST field on that backend (under a pthread_once; well below a
 * millisecond): about 200 KiB on avx512 (GF(2^571): 81 KiB), about 250
 * KiB on each of the others (GF(2^571): 122 KiB).  On avx512, GF(2^409)
 * and GF(2^571) multiply and square in ZMM registers.  a = 0: c = 0 and
 * BINPOLY_ERR_NOT_INVERTIBLE (decided by branch-free arithmetic before the
 * single final branch on the result). */
BINPOLY_API int binpoly_field_inv(const binpoly_field *F, uint64_t *c,
                                  const uint64_t *a);

/* c = sqrt(a) = a^(2^(m-1)), the unique square root: the even- and
 * odd-indexed coefficients of a split apart, c = a_even + sqrt(X) * a_odd
 * (one product). */
BINPOLY_API int binpoly_field_sqrt(const binpoly_field *F, uint64_t *c,
                                   const uint64_t *a);

/* c = a^e for the public exponent e of e_words little-endian words (e = 0,
 * including e_words = 0 with e NULL, gives 1, also for a = 0).  Left-to-
 * right square and multiply: the branches follow the exponent's bits,
 * which are public; never the bits of a.  e must not overlap c
 * (BINPOLY_ERR_OVERLAP). */
BINPOLY_API int binpoly_field_pow(const binpoly_field *F, uint64_t *c,
                                  const uint64_t *a, const uint64_t *e,
                                  size_t e_words);

/* Tr(a) = a + a^2 + ... + a^(2^(m-1)), which is 0 or 1: returned (>= 0),
 * or a negative error.  A linear form: the parity of a AND a mask fixed at
 * set-up. */
BINPOLY_API int binpoly_field_trace(const binpoly_field *F, const uint64_t *a);

/* c = H(a) = sum_{i=0}^{(m-1)/2} a^(4^i), the half-trace, for odd m only
 * (else BINPOLY_ERR_ARG).  For Tr(a) = 0 it solves z^2 + z = a. */
BINPOLY_API int binpoly_field_half_trace(const binpoly_field *F, uint64_t *c,
                                         const uint64_t *a);

/* z with z^2 + z = c (the other solution is z + 1), any m: the half-trace
 * for odd m, for even m the formula z = sum_{i<m-1} (1 + sum_{j<=i}
 * d^(2^j)) c^(2^i) with d of trace 1 (m - 1 products).  When Tr(c) = 1
 * there is no solution: z = 0 and BINPOLY_ERR_ARG (the same operations
 * run; the result is decided without a branch, then returned).  z may
 * equal c. */
BINPOLY_API int binpoly_field_solve_quadratic(const binpoly_field *F,
                                              uint64_t *z, const uint64_t *c);

/* Element c from the len = ceil(m/8) bytes of the SEC 1 / X9.62 octet
 * string (big-endian: the last byte holds X^7 .. X^0, the first byte's
 * high bits above X^(m-1) are padding).  BINPOLY_ERR_LENGTH for another
 * len, BINPOLY_ERR_ARG when a padding bit is set (a non-reduced element),
 * BINPOLY_ERR_OVERLAP when bytes and c share any memory. */
BINPOLY_API int binpoly_field_from_bytes(const binpoly_field *F, uint64_t *c,
                                         const uint8_t *bytes, size_t len);

/* The len = ceil(m/8) bytes of a in the same order (else
 * BINPOLY_ERR_LENGTH); padding bits are 0.  BINPOLY_ERR_OVERLAP when
 * bytes and a share any memory. */
BINPOLY_API int binpoly_field_to_bytes(const binpoly_field *F, uint8_t *bytes,
                                       size_t len, const uint64_t *a);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_FIELD_H */
