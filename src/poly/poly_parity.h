/* SPDX-License-Identifier: MIT */
/* The parity of the number of irreducible factors of a pentanomial, from
 * its discriminant mod 8 (Stickelberger's theorem, as Swan's for the
 * trinomials): a filter of the lowest-weight search that proves about half
 * of the candidates reducible without a test.  Public data only. */
#ifndef BP_POLY_PARITY_H
#define BP_POLY_PARITY_H

/* Largest k3 the filter handles (its cost grows as k3^3). */
#define BP_PARITY_MAX_K 256

/* For f = X^n + X^k3 + X^k2 + X^k1 + 1 with n > k3 > k2 > k1 >= 1,
 * k3 <= BP_PARITY_MAX_K: *possible = 0 when the discriminant proves f
 * reducible (f not square-free, or an even number of irreducible
 * factors), 1 otherwise (always 1 when n and k3 are both even: the
 * method needs one of them odd).  Returns 0 or BINPOLY_ERR_NOMEM. */
int bp_pentanomial_parity(unsigned n, unsigned k3, unsigned k2, unsigned k1,
                          int *possible);

#endif /* BP_POLY_PARITY_H */
