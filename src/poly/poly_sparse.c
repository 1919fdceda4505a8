/* SPDX-License-Identifier: MIT */
/* Sparse moduli (poly_sparse.h): the fold by shifted XORs, and Rabin's
 * test with Ben-Or's early abort on squarings that cost a square and a
 * fold.  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_prime_factors.h"
#include "poly_dyn.h"
#include "poly_hgcd.h"
#include "poly_internal.h"
#include "poly_kernels.h"
#include "poly_sparse.h"

/* Checkpoints (a gcd each) at BENOR_FIRST known, then growing by
 * BENOR_RATIO: a factor of degree d is found at the first checkpoint
 * c >= d, after products for the degrees in (c/2, c] only (each d <= c/2
 * has a multiple there).  A gcd at 10^5 bits costs some 60 products;
 * 4 and 4 took the fewest seconds of the settings tried (2 or 3, and 2,
 * 3 or 4). */
#define BENOR_FIRST 4
#define BENOR_RATIO 4

int bp_sparse_from_words(bp_sparse_mod *M, const uint64_t *f, size_t nf)
{
    ptrdiff_t deg = bp_poly_degree(f, nf);
    if (deg < 128)
        return 0;
    size_t n = (size_t)deg, nt = 0;
    for (size_t j = n / 64 + 1; j-- > 0;) {
        uint64_t w = f[j];
        if (j == n / 64)
            w &= ~((uint64_t)1 << (n % 64)); /* X^n itself */
        while (w) {
            int b = 63 - __builtin_clzll(w);
            if (nt == BP_SPARSE_MAX_TERMS)
                return 0;
            M->t[nt++] = 64 * j + (size_t)b;
            w &= ~((uint64_t)1 << b);
        }
    }
    if (nt == 0 || M->t[0] + 64 > n)
        return 0;
    M->n = n;
    M->words = (n + 63) / 64;
    M->nt = nt;
    return 1;
}

/* p[tw ..] ^= h (hw words) shifted up by tb < 64 bits, up to word
 * p[last] (the words of the shifted h that can be non-zero). */
static void xor_shifted(uint64_t *restrict p, const uint64_t *restrict h,
                        size_t hw, unsigned tb, size_t last)
{
    if (tb == 0) {
        for (size_t j = 0; j < hw; j++)
            p[j] ^= h[j];
        return;
    }
    p[0] ^= h[0] << tb;
    for (size_t j = 1; j < hw; j++)
        p[j] ^= (h[j] << tb) | (h[j - 1] >> (64 - tb));
    if (hw <= last)
        p[hw] ^= h[hw - 1] >> (64 - tb);
}

/* h[j] = word j of x >> s (s < 64) for j < hw, x of nx >= hw words (zero
 * beyond). */
static void extract_bits(uint64_t *restrict h, const uint64_t *restrict x,
                         size_t hw, unsigned s, size_t nx)
{
    size_t full = hw < nx ? hw : nx - 1; /* words with a next word */
    if (s == 0) {
        memcpy(h, x, hw * sizeof *h);
        return;
    }
    for (size_t j = 0; j < full; j++)
        h[j] = (x[j] >> s) | (x[j + 1] << (64 - s));
    if (full < hw)
        h[full] = x[full] >> s;
}

/* Word i of x >> b (x of nx words, zero beyond; b < 64). */
static inline uint64_t funnel(const uint64_t *x, size_t nx, size_t i,
                              unsigned b)
{
    uint64_t lo = i < nx ? x[i] >> b : 0;
    if (b && i + 1 < nx)
        lo |= x[i + 1] << (64 - b);
    return lo;
}

/* dst[j] ^= word j of src >> b (b < 64) for j < len; src has len + 1
 * words; the two ranges are disjoint. */
static void xor_funnel(uint64_t *restrict dst, const uint64_t *restrict src,
                       size_t len, unsigned b)
{
    if (b == 0) {
        for (size_t j = 0; j < len; j++)
            dst[j] ^= src[j];
        return;
    }
    for (size_t j = 0; j < len; j++)
        dst[j] ^= (src[j] >> b) | (src[j + 1] << (64 - b));
}

/* The first round of bp_sparse_fold without copying H = p div X^n out:
 * word j < q = n/64 of H X^t is word j of p >> (n - t), read straight
 * from p's words above X^n, which these passes never write; the part of
 * sum H X^t at and above bit 64q (at most t[0] + 64 bits) is summed into
 * h first and put back after clearing p's bits from n up.  deg p = d >= n
 * on entry; on return deg p < n + t[0]. */
static void fold_first(const bp_sparse_mod *M, uint64_t *p, size_t np,
                       size_t d, uint64_t *h)
{
    size_t n = M->n, q = n / 64, top = d - n + M->t[0];
    size_t hw = top / 64 >= q ? top / 64 + 1 - q : 0; /* bits 64q .. top */
    memset(h, 0, hw * sizeof *h);
    for (size_t k = 0; k < M->nt; k++) {
        size_t pos = 64 * q + n - M->t[k]; /* bit of p at bit 64q of H X^t */
        for (size_t i = 0; i < hw; i++)
            h[i] ^= funnel(p, np, pos / 64 + i, pos % 64);
    }
    /* words tw+1 .. q-1 of H X^t: word j of p >> (n - t), read from
     * words >= q; all the terms at once from word t[0]/64 + 1 on when f
     * is a trinomial or a pentanomial, below that term by term */
    size_t j0 = M->t[0] / 64 + 1 < q ? M->t[0] / 64 + 1 : q;
    int fused = M->nt == 4 || M->nt == 2;
    for (size_t k = 0; k < M->nt; k++)
        fused &= (n - M->t[k]) % 64 != 0;
    if (fused)
        bp_poly_kernels_active()->sparse_funnel(M, p, j0, q);
    for (size_t k = 0; k < M->nt; k++) {
        size_t t = M->t[k], tw = t / 64, pos = n - t;
        unsigned tb = t % 64;
        if (tw >= q)
            continue;
        /* the word holding X^t: H's first bits shifted up by tb */
        p[tw] ^= funnel(p, np, n / 64, n % 64) << tb;
        size_t end = fused ? j0 : q;
        if (end > tw + 1)
            xor_funnel(p + tw + 1, p + pos / 64 + tw + 1, end - tw - 1,
                       pos % 64);
    }
    if (n % 64)
        p[q] &= ((uint64_t)1 << (n % 64)) - 1;
    else
        p[q] = 0;
    memset(p + q + 1, 0, (d / 64 - q) * sizeof *p); /* up to deg p */
    for (size_t i = 0; i < hw && q + i < np; i++)
        p[q + i] ^= h[i];
}

void bp_sparse_fold(const bp_sparse_mod *M, uint64_t *p, size_t np,
                    uint64_t *h)
{
    size_t n = M->n, q = n / 64, s = n % 64;
    ptrdiff_t d = bp_poly_degree(p, np);
    if (d >= (ptrdiff_t)n) {
        fold_first(M, p, np, (size_t)d, h);
        size_t top = (size_t)d - n + M->t[0]; /* deg p <= top now */
        d = bp_poly_degree(p, top / 64 + 1 < np ? top / 64 + 1 : np);
    }
    /* further rounds (a middle term above n/2): H = p div X^n comes back
     * as H (f - X^n) = sum H X^t, of degree deg H + t[0]: each round
     * takes n - t[0] >= 64 bits off */
    while (d >= (ptrdiff_t)n) {
        size_t top = (size_t)d, hb = top - n + 1, hw = (hb + 63) / 64;
        extract_bits(h, p + q, hw, s, np - q);
        p[q] &= ((uint64_t)1 << s) - 1; /* s = 0: the whole word */
        memset(p + q + 1, 0, (top / 64 - q) * sizeof *p);
        for (size_t k = 0; k < M->nt; k++) {
            size_t t = M->t[k], tw = t / 64;
            xor_shifted(p + tw, h, hw, t % 64, (top - n + t) / 64 - tw);
        }
        d = (ptrdiff_t)(top - n + M->t[0]);
    }
}

/* Buffers of one test. */
typedef struct {
    const bp_sparse_mod *M;
    bp_dp f;            /* f itself, for the gcds */
    uint64_t *h;        /* X^(2^i) mod f, W words (of 2W: swaps with p) */
    uint64_t *acc;      /* Ben-Or's product, W words */
    uint64_t *u;        /* h - X, W words */
    uint64_t *p;        /* a square or a product before the fold, 2W */
    uint64_t *fold;     /* the fold's W + 1 words */
    uint64_t *scratch;  /* binpoly_mul_scratch's */
    size_t scratch_words;
} sparse_work;

/* h = h^2 mod f. */
static int sparse_sqr(sparse_work *w)
{
    size_t W = w->M->words;
    int err = binpoly_sqr(w->p, w->h, W);
    if (err)
        return err;
    bp_sparse_fold(w->M, w->p, 2 * W, w->fold);
    uint64_t *t = w->h; /* the folded square becomes h */
    w->h = w->p;
    w->p = t;
    return BINPOLY_OK;
}

/* acc = acc (h - X) mod f. */
static int sparse_acc_mul(sparse_work *w)
{
    size_t W = w->M->words;
    memcpy(w->u, w->h, W * sizeof *w->u);
    w->u[0] ^= 2;
    int err = binpoly_mul_scratch(w->p, w->acc, W, w->u, W, w->scratch,
                                  w->scratch_words);
    if (err)
        return err;
    bp_sparse_fold(w->M, w->p, 2 * W, w->fold);
    memcpy(w->acc, w->p, W * sizeof *w->acc);
    return BINPOLY_OK;
}

/* *coprime = whether gcd(x + low, f) = 1 for the residue x (W words). */
static int coprime_to_f(sparse_work *w, const uint64_t *x, uint64_t low,
                        int *coprime)
{
    return bp_coprime_words(w->f.w, bp_dp_words(&w->f), x, w->M->words, low,
                            coprime);
}

/* The test itself on set-up buffers (see bp_sparse_irreducible). */
static int sparse_test(sparse_work *w, size_t known, size_t depth,
                       int *irred)
{
    const bp_sparse_mod *M = w->M;
    size_t n = M->n, W = M->words;
    size_t check = BENOR_FIRST * known;
    size_t primes[16], np = bp_prime_factors(n, primes);
    /* a checkpoint at c >= n would find f itself (n | some i in
     * (c/2, c]); a proper factor has degree <= n/2 */
    if (depth > n / 2)
        depth = n / 2;
    memset(w->h, 0, W * sizeof *w->h);
    w->h[0] = 2;
    memset(w->acc, 0, W * sizeof *w->acc);
    w->acc[0] = 1;
    int err = BINPOLY_OK, ok = 1;
    for (size_t i = 1; i <= n && err == 0 && ok; i++) {
        err = sparse_sqr(w);
        /* Ben-Or: the degrees in (check/2, check] cover (known, check] */
        if (err == 0 && check <= depth && 2 * i > check && i > known)
            err = sparse_acc_mul(w);
        if (err == 0 && check <= depth && i == check) {
            err = coprime_to_f(w, w->acc, 0, &ok);
            memset(w->acc, 0, W * sizeof *w->acc);
            w->acc[0] = 1;
            check *= BENOR_RATIO;
        }
        /* Rabin: X^(2^(n/p)) - X coprime to f (nothing to check when
         * n/p <= known: the factors it shares with f have degree <= n/p) */
        for (size_t k = 0; k < np && err == 0 && ok; k++)
            if (i == n / primes[k] && i > known)
                err = coprime_to_f(w, w->h, 2, &ok);
    }
    if (err == 0 && ok) { /* X^(2^n) = X */
        w->h[0] ^= 2;
        ok = bp_poly_degree(w->h, W) < 0;
    }
    *irred = err == 0 && ok;
    return err;
}

int bp_sparse_irreducible(const bp_sparse_mod *M, size_t known, size_t depth,
                          int *irred)
{
    *irred = 0;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    size_t W = M->words;
    sparse_work w = {M, BP_DP_INIT, NULL, NULL, NULL, NULL, NULL, NULL, 0};
    w.scratch_words = binpoly_mul_scratch_words(W, W);
    uint64_t *mem = malloc((7 * W + 1 + w.scratch_words) * sizeof *mem);
    int err = mem ? bp_dp_monomial(&w.f, M->n) : BINPOLY_ERR_NOMEM;
    if (err == 0) {
        for (size_t k = 0; k < M->nt; k++)
            w.f.w[M->t[k] / 64] |= (uint64_t)1 << (M->t[k] % 64);
        w.h = mem;                /* h and p swap: 2W words each */
        w.p = w.h + 2 * W;
        w.acc = w.p + 2 * W;
        w.u = w.acc + W;
        w.fold = w.u + W;
        w.scratch = w.fold + W + 1;
        err = sparse_test(&w, known, depth, irred);
    }
    bp_dp_free(&w.f);
    free(mem);
    return err;
}
