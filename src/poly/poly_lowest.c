/* SPDX-License-Identifier: MIT */
/* binpoly_irreducible_lowest: the lowest-weight irreducible polynomial of
 * a degree n in the standards' order, from the generated table
 * (poly_lowest_table.c) up to its last degree, above it by the search.
 * Most candidates have a small factor, and the sieve
 * (poly_lowest_sieve.c) finds it without touching a polynomial of n bits.
 * Of the pentanomials it lets through, the discriminant's parity
 * (poly_parity.c) proves about half reducible; the rest go to the
 * sparse-modulus test of poly_sparse.c (a dense modulus below its size
 * limits), on several threads: each takes the next candidate of the order
 * under a lock, tests it, and the lowest irreducible found wins once
 * every candidate before it is done.  Public data only. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_irred.h"
#include "poly_lowest.h"
#include "poly_lowest_sieve.h"
#include "poly_parity.h"
#include "poly_sparse.h"

/* Ben-Or's search in the sparse test of a candidate goes up to degree
 * n / BENOR_SEARCH_DIV: a candidate that escapes it pays for the n
 * squarings (a product costs some 25 squarings at 10^5 bits), and a
 * candidate that reaches the deeper levels is rare (the sieve's depth
 * over the degree).  Measured at degree 100003: n/10 .. n/40 within 5%
 * of each other. */
#define BENOR_SEARCH_DIV 20

/* Whether X^n + sum X^taps[i] + 1 is irreducible, knowing it has no
 * factor of degree <= known: the sparse test, or below its size limits
 * the dense one. */
static int candidate_irreducible(unsigned n, const unsigned *taps, size_t nt,
                                 size_t known, int *irred)
{
    size_t W = n / 64 + 1;
    uint64_t *f = calloc(W, sizeof *f);
    if (f == NULL)
        return BINPOLY_ERR_NOMEM;
    f[0] = 1;
    f[n / 64] |= (uint64_t)1 << (n % 64);
    for (size_t i = 0; i < nt; i++)
        f[taps[i] / 64] |= (uint64_t)1 << (taps[i] % 64);
    bp_sparse_mod M;
    int err;
    if (bp_sparse_from_words(&M, f, W)) {
        err = bp_sparse_irreducible(&M, known, n / BENOR_SEARCH_DIV, irred);
    } else {
        binpoly_modulus F;
        err = binpoly_modulus_init(&F, f, W);
        if (err == 0)
            err = bp_irreducible_mod(&F, 1, irred);
        binpoly_modulus_free(&F);
    }
    free(f);
    return err;
}

/* Swan's theorem (1962) decides the parity of the number of irreducible
 * factors of a trinomial X^n + X^k + 1 over F2; an even number means
 * reducible, so those candidates need no test.  With exactly one of n, k
 * odd: the number is even iff n even, k odd, n != 2k and n k / 2 = 0 or 1
 * mod 4; or n odd, k not dividing 2n and n = +-3 mod 8; or n odd, k
 * dividing 2n and n = +-1 mod 8.  Both odd: apply it to k' = n - k (the
 * reciprocal has as many factors).  Returns 1 when Swan's theorem proves
 * the trinomial reducible. */
static int swan_reducible(unsigned n, unsigned k)
{
    if (n % 2 == 1 && k % 2 == 1)
        k = n - k;
    if (n % 2 == 0 && k % 2 == 0)
        return 0; /* the theorem says nothing: the test decides */
    if (n % 2 == 0) { /* k odd */
        unsigned long nk2 = (unsigned long)n * k / 2 % 4;
        return n != 2 * k && (nk2 == 0 || nk2 == 1);
    }
    unsigned r = n % 8;
    int pm3 = r == 3 || r == 5, pm1 = r == 1 || r == 7;
    return (2 * n) % k != 0 ? pm3 : pm1;
}

/* A candidate: X^n + sum X^t[i] + 1, nt = 1 (a trinomial) or 3. */
typedef struct {
    unsigned t[3];
    size_t nt;
} candidate;

/* The search order past the sieve: the trinomials X^n + X^k + 1 for
 * k = 1 .. n/2 without Swan's verdict, then the pentanomials by (k3, k2,
 * k1).  kill: the trinomials' sieve (bp_trinomial_sieve). */
typedef struct {
    bp_small_factors S;
    unsigned n;
    uint64_t *kill;
    unsigned k;           /* the last trinomial looked at */
    unsigned k3, k2, k1;  /* the last pentanomial looked at */
} enumerator;

static int enumerator_init(enumerator *E, unsigned n)
{
    memset(E, 0, sizeof *E);
    E->n = n;
    int err = bp_small_factors_init(&E->S, n, bp_sieve_depth(n));
    if (err == 0)
        err = bp_trinomial_sieve(&E->S, n, &E->kill);
    E->k3 = 3; /* the first pentanomial comes after (3, 2, 0) */
    E->k2 = 2;
    return err;
}

static void enumerator_free(enumerator *E)
{
    bp_small_factors_free(&E->S);
    free(E->kill);
}

/* The next candidate of the order that the sieve and Swan's theorem let
 * through into *c (*have = 1), or *have = 0 when there is none left. */
static int next_candidate(enumerator *E, candidate *c, int *have)
{
    unsigned n = E->n;
    *have = 0;
    while (E->k < n / 2) {
        unsigned k = ++E->k;
        if (swan_reducible(n, k) || ((E->kill[k / 64] >> (k % 64)) & 1))
            continue;
        c->t[0] = k;
        c->nt = 1;
        *have = 1;
        return BINPOLY_OK;
    }
    for (;;) {
        if (++E->k1 >= E->k2) {
            E->k1 = 1;
            if (++E->k2 >= E->k3) {
                E->k2 = 2;
                if (++E->k3 >= n)
                    return BINPOLY_OK;
            }
        }
        if (E->k3 >= E->S.kcap) { /* the powers up to twice as far */
            int err = bp_small_factors_powers(&E->S, 2 * (size_t)E->k3 + 16);
            if (err)
                return err;
        }
        if (bp_pentanomial_sieved(&E->S, E->k3, E->k2, E->k1))
            continue;
        c->t[0] = E->k3;
        c->t[1] = E->k2;
        c->t[2] = E->k1;
        c->nt = 3;
        *have = 1;
        return BINPOLY_OK;
    }
}

/* Whether the candidate is irreducible: the pentanomials' parity filter,
 * then the test (no factor of degree <= known: the sieve's). */
static int test_candidate(unsigned n, const candidate *c, size_t known,
                          int *irred)
{
    *irred = 0;
    if (c->nt == 3 && c->t[0] <= BP_PARITY_MAX_K) {
        int possible = 1;
        int err = bp_pentanomial_parity(n, c->t[0], c->t[1], c->t[2],
                                        &possible);
        if (err || !possible)
            return err;
    }
    return candidate_irreducible(n, c->t, c->nt, known, irred);
}

/* The search shared by its threads.  Candidates are handed out in the
 * search order under mu, numbered by handed; best is the number of the
 * lowest irreducible found (SIZE_MAX: none yet), and once there is one
 * nothing more is handed out.  Every candidate below best was handed out
 * before it and is tested to the end by its thread, so best is the
 * lowest irreducible of the order whichever thread finishes first. */
typedef struct {
    pthread_mutex_t mu;
    enumerator E;
    size_t handed, best;
    candidate answer;
    int err, exhausted;
} search;

static void *search_worker(void *arg)
{
    search *s = arg;
    for (;;) {
        candidate c;
        int have = 0, irred = 0, err;
        size_t id = 0;
        pthread_mutex_lock(&s->mu);
        if (s->err == 0 && s->best == SIZE_MAX && !s->exhausted) {
            err = next_candidate(&s->E, &c, &have);
            if (err)
                s->err = err;
            s->exhausted = err == 0 && !have;
            id = s->handed++;
        }
        pthread_mutex_unlock(&s->mu);
        if (!have)
            return NULL;
        err = test_candidate(s->E.n, &c, s->E.S.D, &irred);
        pthread_mutex_lock(&s->mu);
        if (err && s->err == 0)
            s->err = err;
        if (err == 0 && irred && id < s->best) {
            s->best = id;
            s->answer = c;
        }
        pthread_mutex_unlock(&s->mu);
    }
}

int bp_lowest_search(unsigned n, unsigned nthreads, unsigned *taps,
                     size_t *ntaps)
{
    search s;
    if (pthread_mutex_init(&s.mu, NULL) != 0)
        return BINPOLY_ERR_THREAD;
    s.handed = 0;
    s.best = SIZE_MAX;
    s.err = enumerator_init(&s.E, n);
    s.exhausted = 0;
    pthread_t th[BP_LOWEST_MAX_THREADS];
    unsigned started = 0;
    if (nthreads > BP_LOWEST_MAX_THREADS)
        nthreads = BP_LOWEST_MAX_THREADS;
    /* a thread that cannot start leaves its share to the others */
    while (s.err == 0 && started + 1 < nthreads &&
           pthread_create(&th[started], NULL, search_worker, &s) == 0)
        started++;
    if (s.err == 0)
        search_worker(&s);
    for (unsigned i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    int err = s.err;
    if (err == 0 && s.best == SIZE_MAX)
        err = BINPOLY_ERR_ARG; /* not reached for n >= 2 (each degree
                                  without an irreducible trinomial has a
                                  pentanomial) */
    if (err == 0) {
        memcpy(taps, s.answer.t, s.answer.nt * sizeof *taps);
        *ntaps = s.answer.nt;
    }
    enumerator_free(&s.E);
    pthread_mutex_destroy(&s.mu);
    return err;
}

int binpoly_irreducible_lowest_threads(unsigned n, unsigned *taps,
                                       size_t *ntaps, unsigned nthreads)
{
    if (taps == NULL || ntaps == NULL)
        return BINPOLY_ERR_NULL;
    if (n < 2 || n / 64 >= BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    if (bp_lowest_table(n, taps, ntaps))
        return BINPOLY_OK;
    return bp_lowest_search(n, nthreads, taps, ntaps);
}

int binpoly_irreducible_lowest(unsigned n, unsigned *taps, size_t *ntaps)
{
    return binpoly_irreducible_lowest_threads(n, taps, ntaps,
                                              BINPOLY_LOWEST_THREADS);
}

int bp_lowest_table(unsigned n, unsigned *taps, size_t *ntaps)
{
    if (n < 2 || n > BINPOLY_LOWEST_TABLE_MAX)
        return 0;
    const uint16_t *e = bp_lowest_table_taps[n - 2];
    *ntaps = e[1] == 0 ? 1 : 3;
    for (size_t i = 0; i < *ntaps; i++)
        taps[i] = e[i];
    return 1;
}
