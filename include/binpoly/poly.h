/* SPDX-License-Identifier: MIT */
/*
 * binpoly algebra in F2[X] (public data only): division, gcd and extended
 * gcd, modular inverse, minimal polynomials of sequences, arithmetic
 * modulo any f (products, powers, composition, Frobenius), irreducibility,
 * irreducible polynomials and factorization.
 *
 * Same representation as binpoly_mul (include/binpoly.h): little-endian
 * arrays of uint64_t, bit i of word j is the coefficient of X^(64j+i).
 *
 * NOT constant time: unlike the products, these functions look at the
 * degrees of their operands (where the top set bit is), and the gcds'
 * steps follow the coefficients: every function of this header is NOT
 * constant time, unlike the rest of the library.  Use them on public polynomials (algebra,
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
 * operands are fine).  Method: half-gcd (the matrix of Euclid's steps
 * from the operands' top halves, recursively), Euclid by shifted
 * subtraction below a few hundred bits: O(M(n) log n) for the product
 * time M(n) of binpoly_mul (about 20 ms for two 10^6-bit operands on
 * AMD Zen 4).  Allocates (malloc) a few times the operands' size.  Time
 * follows the coefficients.
 */
BINPOLY_API int binpoly_gcd(uint64_t *g, const uint64_t *a, size_t na,
                            const uint64_t *b, size_t nb);

/*
 * Extended gcd: g = gcd(a, b) and cofactors with g = s a + t b, where
 * deg s < deg b - deg g and deg t < deg a - deg g (the unique pair of
 * those bounds), except in the cases the bounds leave empty: a = b != 0
 * gives s = 0, t = 1; a = 0 gives s = 0, t = 1; b = 0 != a gives s = 1,
 * t = 0 (a = b = 0: g = s = t = 0).  g, s and t each receive
 * n = max(na, nb) words, zero-padded; s or t may be NULL (not wanted).
 * a may alias b; the outputs must not overlap a, b or each other
 * (BINPOLY_ERR_OVERLAP).  Errors as binpoly_gcd.  Method: the half-gcd's
 * full reduction with its matrix (about 1.5 times binpoly_gcd's time).
 * Not constant time.
 */
BINPOLY_API int binpoly_xgcd(uint64_t *g, uint64_t *s, uint64_t *t,
                             const uint64_t *a, size_t na, const uint64_t *b,
                             size_t nb);

/*
 * c = a^-1 mod f: the c of degree < deg f with a c = 1 mod f, for any
 * non-zero modulus f (modulo f = 1 every polynomial is 0, and c = 0).
 * c receives nf words, zero-padded; a has na words (any degree; reduced
 * first).  c must not overlap a or f.  Returns 0, BINPOLY_ERR_ARG when
 * f = 0, BINPOLY_ERR_NOT_INVERTIBLE when gcd(a, f) != 1 (c unspecified),
 * or an error as binpoly_gcd.  Method: binpoly_xgcd's on (f, a mod f).
 * Not constant time.
 */
BINPOLY_API int binpoly_invmod(uint64_t *c, const uint64_t *a, size_t na,
                               const uint64_t *f, size_t nf);

/*
 * Minimal polynomial of a binary sequence (Berlekamp–Massey): the
 * sequence s_0 .. s_{n-1} is bit i of seq's words (n = nbits >= 1; bits of
 * the last word above it ignored); h receives a monic polynomial of the
 * smallest degree L (the linear complexity, stored in *L unless L is
 * NULL) with sum_j h_j s_{i+j} = 0 for 0 <= i < n - L: the feedback
 * polynomial of the shortest LFSR generating the sequence, reversed
 * (h = X^L C(1/X) for Berlekamp–Massey's connection polynomial C; h may
 * be divisible by X when the sequence is only eventually periodic).  L is
 * unique; h is unique when 2L <= n (then it equals NTL's MinPolySeq),
 * otherwise it is one of several.  h receives nbits/64 + 1 words,
 * zero-padded; it must not overlap seq.  Returns 0, BINPOLY_ERR_NULL,
 * _ALIGN, _OVERLAP, BINPOLY_ERR_ARG for nbits = 0 (an empty sequence),
 * _TOO_LARGE (nbits/64 >= BINPOLY_MAX_WORDS), _NOMEM, _BACKEND.  Method:
 * the word-level Berlekamp–Massey up to 4096 terms (n L / 64 word
 * operations), beyond that Euclid's algorithm on X^n and the reversed
 * sequence by the half-gcd, O(M(n) log n).  Not constant time.
 */
BINPOLY_API int binpoly_berlekamp_massey(uint64_t *h, size_t *L,
                                         const uint64_t *seq, size_t nbits);

/*
 * Arithmetic modulo a fixed f of any degree n >= 1 (not only X^N - 1 or a
 * field's sparse modulus): a caller-owned context, set up once with the
 * Barrett quotient mu = X^(2n-2) div f (one Newton division), after which
 * a product mod f costs three products and no division.  Residues are
 * arrays of binpoly_modulus_words(F) = ceil(n/64) words of degree < n.
 * The fields are private.  Not constant time (f and the residues are
 * public data).
 */
typedef struct binpoly_modulus {
    size_t deg;     /* n = deg f >= 1 */
    size_t words;   /* ceil(n/64), the words of a residue */
    uint64_t *f;    /* f (n/64 + 1 words), heap; the same block holds mu */
    uint64_t *mu;   /* X^(2n-2) div f ((n-2)/64 + 1 words) */
    uint32_t magic; /* marks an initialised context */
} binpoly_modulus;

/* Sets up F for the nf-word f of degree n >= 1 (one allocation of about
 * 3 n/64 words for f and mu; the Newton division computing mu allocates
 * and frees its own).  Returns 0, BINPOLY_ERR_NULL, _ALIGN, BINPOLY_ERR_ARG
 * (deg f < 1), _TOO_LARGE (nf > BINPOLY_MAX_WORDS / 2), _NOMEM or
 * _BACKEND; on an error F is left unusable (and needs no free). */
BINPOLY_API int binpoly_modulus_init(binpoly_modulus *F, const uint64_t *f,
                                     size_t nf);

/* Releases F's storage; F is unusable afterwards (NULL: nothing). */
BINPOLY_API void binpoly_modulus_free(binpoly_modulus *F);

/* Words of a residue, ceil(deg f / 64); 0 if F is NULL or not set up. */
BINPOLY_API size_t binpoly_modulus_words(const binpoly_modulus *F);

/*
 * Common rules of the binpoly_mod_* functions below: F is set up by
 * binpoly_modulus_init (else BINPOLY_ERR_ARG; NULL: _NULL); residues a,
 * b, g, h have binpoly_modulus_words(F) words and degree < deg f (else
 * BINPOLY_ERR_ARG); the output c may be the same array as an input, any
 * other overlap is BINPOLY_ERR_OVERLAP; arrays aligned to 8 bytes (else
 * _ALIGN).  Each call allocates a scratch of about 8 words per residue
 * word (malloc; _NOMEM), and binpoly_mul allocates above
 * BINPOLY_STACK_WORDS.  Returns 0 or the error code (c then unspecified).
 * Not constant time.
 */

/* c = a mod f for any a of na words (binpoly_divmod). */
BINPOLY_API int binpoly_mod_reduce(const binpoly_modulus *F, uint64_t *c,
                                   const uint64_t *a, size_t na);

/* c = a b mod f: a product, then Barrett's two (about 3 M(n)). */
BINPOLY_API int binpoly_mod_mul(const binpoly_modulus *F, uint64_t *c,
                                const uint64_t *a, const uint64_t *b);

/* c = a^2 mod f (the square spreads bits; the reduction is Barrett's). */
BINPOLY_API int binpoly_mod_sqr(const binpoly_modulus *F, uint64_t *c,
                                const uint64_t *a);

/* c = a^e mod f, e of ne words (e = 0: 1), left to right binary
 * powering; e must not overlap c. */
BINPOLY_API int binpoly_mod_pow(const binpoly_modulus *F, uint64_t *c,
                                const uint64_t *a, const uint64_t *e,
                                size_t ne);

/* c = g(h) mod f, modular composition by Brent–Kung's baby steps and
 * giant steps: the powers h^i for i <= k = ceil(sqrt(n)), the blocks of k
 * coefficients of g as sums of those powers (one product of bit
 * matrices by the four Russians' tables: about n^2/400 word additions
 * at n = 10^6, n^2/160 at 10^3), and Horner's rule in h^k: about
 * 2 sqrt(n) products mod f.  Allocates about 2 sqrt(n) residues (250 MB
 * at n = 10^6). */
BINPOLY_API int binpoly_mod_compose(const binpoly_modulus *F, uint64_t *c,
                                    const uint64_t *g, const uint64_t *h);

/* c = X^(2^k) mod f (the k-th power of the Frobenius applied to X):
 * k squarings mod f when k is below about 2 sqrt(n), otherwise from the
 * top bit of k down, X^(2^(2j)) = X^(2^j) composed with itself and
 * X^(2^(j+1)) its square: about 2 log2(k) compositions. */
BINPOLY_API int binpoly_mod_frobenius(const binpoly_modulus *F, uint64_t *c,
                                      uint64_t k);

/*
 * Whether f (nf words) is irreducible over F2: 1 yes, 0 no (also for 0 and
 * the constants), or a negative error: BINPOLY_ERR_NULL, _ALIGN,
 * _TOO_LARGE (nf > BINPOLY_MAX_WORDS / 2), _NOMEM, _BACKEND.  Method:
 * Rabin's test, X^(2^n) = X mod f and gcd(X^(2^(n/p)) - X, f) = 1 for
 * every prime p dividing n = deg f.  For a sparse f (n >= 128, at most 8
 * terms below X^n, the highest at most X^(n-64): trinomials, pentanomials)
 * the powers come from n squarings, each reduced by shifted XORs (about
 * 0.2 s of CPU time at n = 10^5 on a shared Xeon), after Ben-Or's search
 * for factors up to degree 256 (products of the X^(2^i) - X mod f, a gcd
 * at a few checkpoints).  For any other f: a sieve for factors of degree <= 24
 * (24 products mod f and a gcd), then the powers X^(2^k) by
 * binpoly_mod_frobenius (modular composition).  Not constant time.
 */
BINPOLY_API int binpoly_is_irreducible(const uint64_t *f, size_t nf);

/*
 * The lowest-weight irreducible polynomial of degree n >= 2 in the order
 * of the standards' tables (as binpoly_field_find_modulus, for any n):
 * the trinomial X^n + X^k + 1 with the smallest k (*ntaps = 1,
 * taps[0] = k), else the pentanomial X^n + X^k3 + X^k2 + X^k1 + 1 with
 * k3, then k2, then k1 smallest (*ntaps = 3, taps = {k3, k2, k1}).  taps
 * has room for 3.  Returns 0, BINPOLY_ERR_NULL, BINPOLY_ERR_TOO_LARGE
 * (n < 2 or n / 64 >= BINPOLY_MAX_WORDS / 2), _NOMEM, _BACKEND, _THREAD
 * (no lock for the threads' shared state).
 * Degrees 2 .. BINPOLY_LOWEST_TABLE_MAX come from a table compiled in
 * (src/poly/poly_lowest_table.c, generated by this search with
 * tools/lowest/binpoly-lowest-table; the tests check sampled entries
 * with binpoly_is_irreducible, NTL's IterIrredTest and the search, and
 * the Python suite every entry against galois's table): a lookup.
 * Above it, the search: candidates are ruled out without a test when an
 * irreducible of degree <= min(18, bit length of n + 1) divides them
 * (a sieve on tables of X^k mod g; for the trinomials, the k with
 * X^k = X^n + 1 mod g by baby and giant steps), when Swan's theorem
 * (trinomials) or
 * the discriminant mod 8 (pentanomials with n or k3 odd, Stickelberger's
 * theorem) proves an even number of factors; the rest go through
 * binpoly_is_irreducible's sparse test, on BINPOLY_LOWEST_THREADS
 * threads (POSIX threads, each testing the next candidate in the order;
 * binpoly_irreducible_lowest_threads sets the count).  The answer does
 * not depend on the thread count: every candidate before the first
 * irreducible found is tested to the end.  Allocates up to 2^(D+4) k3 / D
 * bytes of tables (D the sieve's depth: 8 to 16 MB at n = 10^5), n/16
 * bytes for the trinomials' sieve and a test's buffers (some 10 n/64
 * words) per thread.  Variable time: the time follows the number of
 * candidates before the first irreducible, about n/4 on average
 * (29000 at n = 100003, answer X^100003 + X^58 + X^40 + X^33 + 1), the
 * CPU time shared by the threads (figures: docs/benchmarks/algebra.md).
 */
BINPOLY_API int binpoly_irreducible_lowest(unsigned n, unsigned *taps,
                                           size_t *ntaps);

/* Threads binpoly_irreducible_lowest's search runs on. */
#define BINPOLY_LOWEST_THREADS 2u

/* Degrees binpoly_irreducible_lowest answers from its table. */
#define BINPOLY_LOWEST_TABLE_MAX 10000u

/*
 * binpoly_irreducible_lowest with the search on up to nthreads threads
 * (0 or 1: on the calling thread only, no thread started; at most 64 are
 * used).  A thread that cannot be started leaves its share to the
 * others.  Same answer, returns and table as binpoly_irreducible_lowest.
 */
BINPOLY_API int binpoly_irreducible_lowest_threads(unsigned n,
                                                   unsigned *taps,
                                                   size_t *ntaps,
                                                   unsigned nthreads);

/*
 * A random irreducible polynomial of degree n >= 1 into f (n/64 + 1
 * words): random polynomials of degree n with constant term 1 from the
 * generator seeded by seed (splitmix64; the same seed gives the same
 * polynomial; not for secrets) until binpoly_is_irreducible's test
 * accepts one (about n/2 candidates, most rejected by the sieve).
 * Returns 0, BINPOLY_ERR_NULL, _ALIGN, _TOO_LARGE (n < 1 or n / 64 >=
 * BINPOLY_MAX_WORDS / 2), _NOMEM, _BACKEND.  Not constant time.
 */
BINPOLY_API int binpoly_random_irreducible(uint64_t *f, size_t n,
                                           uint64_t seed);

/* The factorization binpoly_factor returns: count distinct irreducible
 * factors, factor i of degree degree[i] in words[i] (degree[i]/64 + 1
 * words) with multiplicity mult[i]; sorted by degree, then by the
 * coefficient words from the top.  Owned by the library: release it with
 * binpoly_factors_free. */
typedef struct binpoly_factors {
    size_t count;
    size_t *degree;
    size_t *mult;
    uint64_t **words;
} binpoly_factors;

/*
 * Factors the non-zero f (nf words) into irreducibles: *out receives a
 * new binpoly_factors (count 0 for f = 1), whose product of
 * words[i]^mult[i] is f.  Deterministic given seed (the random elements of
 * the equal-degree splitting come from splitmix64 seeded by it; the
 * result does not depend on it, only the time).  Method: square-free
 * factorization (Yun's, with square roots where the derivative vanishes),
 * distinct-degree factorization (below degree 128, X^(2^d) mod each
 * square-free part by squarings, one gcd per 32 degrees on the product
 * of the X^(2^d) - X; from 128 on Kaltofen–Shoup's baby steps and
 * giant steps, the X^(2^(l i)) by modular composition, one gcd per
 * interval of l = n^(2/3) degrees),
 * equal-degree factorization by Cantor–Zassenhaus with the trace map
 * a + a^2 + ... + a^(2^(d-1)).  Returns 0, BINPOLY_ERR_NULL (out or f),
 * BINPOLY_ERR_ARG (f = 0), _ALIGN, _TOO_LARGE (nf > BINPOLY_MAX_WORDS /
 * 2), _NOMEM, _BACKEND; on an error *out is NULL.  Not constant time.
 */
BINPOLY_API int binpoly_factor(binpoly_factors **out, const uint64_t *f,
                               size_t nf, uint64_t seed);

/* Releases a factorization (NULL: nothing). */
BINPOLY_API void binpoly_factors_free(binpoly_factors *fs);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_POLY_H */
