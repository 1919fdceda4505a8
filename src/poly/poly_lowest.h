/* SPDX-License-Identifier: MIT */
/* The lowest-weight irreducible polynomials of binpoly_irreducible_lowest
 * (include/binpoly/poly.h): the search itself (poly_lowest.c) and the
 * generated table of its answers for the small degrees
 * (poly_lowest_table.c, made by tools/lowest).  Public data only. */
#ifndef BP_POLY_LOWEST_H
#define BP_POLY_LOWEST_H

#include <stddef.h>
#include <stdint.h>

/* Threads the search runs at most (a larger count is taken as this). */
#define BP_LOWEST_MAX_THREADS 64

/* The search of binpoly_irreducible_lowest, without the table, for
 * 2 <= n, n / 64 < BINPOLY_MAX_WORDS / 2 (the caller checks), on up to
 * nthreads threads (0 or 1: the calling thread only; a thread that cannot
 * be started leaves its share to the others).  The answer is the same
 * for every thread count.  Returns 0, BINPOLY_ERR_NOMEM, _BACKEND or
 * _THREAD (no lock for the candidates). */
int bp_lowest_search(unsigned n, unsigned nthreads, unsigned *taps,
                     size_t *ntaps);

/* The table: entry n - 2 holds the answer for degree n, 2 <= n <=
 * BINPOLY_LOWEST_TABLE_MAX: {k, 0, 0} for the trinomial X^n + X^k + 1,
 * {k3, k2, k1} (k1 >= 1) for the pentanomial. */
extern const uint16_t bp_lowest_table_taps[][3];

/* Whether the table holds degree n; then its answer in taps, *ntaps. */
int bp_lowest_table(unsigned n, unsigned *taps, size_t *ntaps);

#endif /* BP_POLY_LOWEST_H */
