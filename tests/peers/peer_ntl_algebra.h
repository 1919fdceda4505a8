/* SPDX-License-Identifier: MIT */
/*
 * A C view of NTL's F2[X] algebra (GF2X.h, GF2XFactoring.h) for the
 * differential tests (tests/poly/) and the benchmark (bench/poly/) of
 * include/binpoly/poly.h.  Words in the gf2x layout (bit i of word j is
 * X^(64j+i)); outputs zero-padded to the given word counts, which must be
 * large enough.  For tests and benchmarks only (NTL is not constant time,
 * and the conversions allocate).
 */
#ifndef BP_PEER_NTL_ALGEBRA_H
#define BP_PEER_NTL_ALGEBRA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* g (n words) = NTL's GCD(a, b). */
void pna_gcd(uint64_t *g, size_t n, const uint64_t *a, size_t na,
             const uint64_t *b, size_t nb);

/* NTL's XGCD(g, s, t, a, b): g = s a + t b; each output n words. */
void pna_xgcd(uint64_t *g, uint64_t *s, uint64_t *t, size_t n,
              const uint64_t *a, size_t na, const uint64_t *b, size_t nb);

/* h (nh words) = NTL's MinPolySeq of the nbits bits of seq (bit i of the
 * words is term i), for a minimal polynomial of degree <= m (nbits >=
 * 2m). */
void pna_minpoly(uint64_t *h, size_t nh, const uint64_t *seq, size_t nbits,
                 long m);

/* NTL's IterIrredTest(f): 1 irreducible, 0 not. */
int pna_irred(const uint64_t *f, size_t nf);

/* NTL's CanZass(f) of a monic non-constant f: the distinct irreducible
 * factors in fac (k rows of nf words, k <= maxk) with their multiplicities
 * in mult; returns k, or 0 if more than maxk. */
size_t pna_factor(uint64_t *fac, long *mult, size_t maxk, const uint64_t *f,
                  size_t nf);

/* Seconds per call of the named NTL operation ("gcd", "xgcd", "minpoly",
 * "irred", "factor", "mulmod", "compose", "invmod", "powmod"), the
 * conversions outside the clock: one call, on operands a
 * and b (for "minpoly": a is the sequence of 64 na bits and m = 32 na;
 * "irred" and "factor" use a; "mulmod" multiplies a by b mod f with NTL's
 * precomputed GF2XModulus, "compose" is CompMod(a, b, f), "invmod"
 * InvMod(a, f) (a invertible mod f), "powmod" PowerMod(a, e, f) with the
 * 64-bit exponent e = b[0]; a and b reduced mod f first). */
double pna_time(const char *op, const uint64_t *a, size_t na,
                const uint64_t *b, size_t nb, const uint64_t *f, size_t nf);

/* Seconds of one NTL BuildSparseIrred of degree n (a trinomial, else a
 * pentanomial, of NTL's own choice). */
double pna_time_lowest(long n);

#ifdef __cplusplus
}
#endif

#endif /* BP_PEER_NTL_ALGEBRA_H */
