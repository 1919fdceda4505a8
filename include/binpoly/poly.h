/* SPDX-License-Identifier: MIT */
/*
 * binpoly polynomial division and gcd in F2[X] (public data only).
 *
 * Same representation as binpoly_mul (include/binpoly.h): little-endian
 * arrays of uint64_t, bit i of word j is the coefficient of X^(64j+i).
 *
 * NOT constant time: unlike the products, these functions look at the
 * degrees of their operands (where the top set bit is), and binpoly_gcd's
 * steps follow the coefficients.  Use them on public polynomials (algebra,
 * moduli, tests), never on secrets.
 */
#ifndef BINPOLY_POLY_H
#define BINPOLY_POLY_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Division with remainder: a = q * b + r with deg r < deg b.
 * a has na words, b has nb words; b must not be zero (BINPOLY_ERR_ARG).
 * q receives na words (the quotient, zero-padded; NULL: not wanted), r
 * receives nb words (the remainder, zero-padded; NULL: not wanted).  a may
 * alias b; q and r must not overlap a, b or each other
 * (BINPOLY_ERR_OVERLAP).  na, nb <= BINPOLY_MAX_WORDS (else
 * BINPOLY_ERR_TOO_LARGE); word arrays aligned to 8 bytes (else
 * BINPOLY_ERR_ALIGN).  Returns 0, or BINPOLY_ERR_NULL / _ARG / _OVERLAP /
 * _TOO_LARGE / _ALIGN / _NOMEM / _BACKEND; on an error q and r are left
 * unspecified (never written out of bounds).
 * Method: with n = deg a, d = deg b and m = n - d, the quotient is the
 * reversal of rev(a) * rev(b)^-1 mod X^(m+1), the inverse of the reversed
 * divisor coming from Newton's iteration g <- rev(b) * g^2 mod X^(2k)
 * (precision doubling); r = a - q*b.  Cost: about three products of m-bit
 * operands and one of m by d bits (binpoly_mul's fast paths).  Allocates
 * one scratch area of about 4 (m/64 + 1) + 2 nb words (malloc, freed before
 * return).  Time depends on na, nb and the degrees of a and b.
 */
BINPOLY_API int binpoly_divmod(uint64_t *q, uint64_t *r, const uint64_t *a,
                               size_t na, const uint64_t *b, size_t nb);

/*
 * g = gcd(a, b), monic (over F2 every non-zero polynomial is), g = 0 when
 * a = b = 0.  g receives max(na, nb) words, zero-padded.  a may alias b; g
 * must not overlap either.  Errors as binpoly_divmod, but no _ARG (zero
 * operands are fine) and no _BACKEND (it runs no product).  Method: Euclid's algorithm by shifted subtraction,
 * O(deg a * deg b / 64) word operations (quadratic: about 0.1 s for two
 * 10^5-bit operands); one malloc of na + nb words.  Time follows the
 * coefficients.
 */
BINPOLY_API int binpoly_gcd(uint64_t *g, const uint64_t *a, size_t na,
                            const uint64_t *b, size_t nb);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_POLY_H */
