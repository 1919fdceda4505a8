/* SPDX-License-Identifier: MIT */
/* binpoly_factor: square-free factorization (Yun's, with square roots
 * for characteristic 2), distinct-degree factorization (X^(2^d) mod f by
 * squarings, gcds batched over blocks of degrees) and equal-degree
 * factorization (Cantor–Zassenhaus with the trace map
 * a + a^2 + ... + a^(2^(d-1)), which takes the values 0 and 1 in each
 * factor's field F_(2^d) as a random a varies).  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_dyn.h"
#include "poly_hgcd.h"
#include "poly_internal.h"
#include "poly_irred.h"
#include "poly_mod.h"

/* Degrees handled per gcd in the distinct-degree factorization: the
 * products of (X^(2^d) - X) over a block cost a product mod f each, the
 * gcd a few hundred (at 8192 bits). */
#define DDF_BLOCK 32

/* The factors found so far (distinct irreducibles with multiplicities). */
typedef struct {
    bp_dp *fac;
    size_t *mult;
    size_t count, cap;
    uint64_t rng;
} factor_list;

static int list_add(factor_list *L, const bp_dp *f, size_t mult)
{
    for (size_t i = 0; i < L->count; i++) /* the same factor again */
        if (bp_dp_equal(&L->fac[i], f)) {
            L->mult[i] += mult;
            return BINPOLY_OK;
        }
    if (L->count == L->cap) {
        size_t cap = 2 * L->cap + 8;
        bp_dp *fac = realloc(L->fac, cap * sizeof *fac);
        if (fac == NULL)
            return BINPOLY_ERR_NOMEM;
        L->fac = fac;
        size_t *mult2 = realloc(L->mult, cap * sizeof *mult2);
        if (mult2 == NULL)
            return BINPOLY_ERR_NOMEM;
        L->mult = mult2;
        L->cap = cap;
    }
    bp_dp z = BP_DP_INIT;
    int err = bp_dp_copy(&z, f);
    if (err)
        return err;
    L->fac[L->count] = z;
    L->mult[L->count++] = mult;
    return BINPOLY_OK;
}

/* q = a / b for b dividing a. */
static int exact_div(bp_dp *q, const bp_dp *a, const bp_dp *b)
{
    return bp_dp_divmod(q, NULL, a, b);
}

/* The residue words (W = ceil(deg z / 64)) of p mod z into out. */
static int residue_of(uint64_t *out, size_t W, const bp_dp *p, const bp_dp *z)
{
    bp_dp r = BP_DP_INIT;
    int err = bp_dp_divmod(NULL, &r, p, z);
    if (err == 0)
        bp_dp_store(out, W, &r);
    bp_dp_free(&r);
    return err;
}

/* Equal-degree factorization of g (square-free, every irreducible factor
 * of degree d, deg g a multiple of d) into L with multiplicity mult. */
static int edf(factor_list *L, const bp_dp *g, size_t d, size_t mult)
{
    if ((size_t)g->deg == d)
        return list_add(L, g, mult);
    binpoly_modulus F;
    int err = binpoly_modulus_init(&F, g->w, bp_dp_words(g));
    if (err)
        return err;
    size_t W = F.words;
    uint64_t *mem = malloc((3 * W + bp_mod_scratch_words(&F)) * sizeof *mem);
    bp_dp h = BP_DP_INIT, a = BP_DP_INIT, rest = BP_DP_INIT;
    if (mem == NULL) {
        binpoly_modulus_free(&F);
        return BINPOLY_ERR_NOMEM;
    }
    uint64_t *x = mem, *t = x + W, *sq = t + W, *scratch = sq + W;
    /* random a until gcd(Tr(a), g) is a proper factor (probability about
     * 1/2 per try) */
    while (err == 0) {
        for (size_t j = 0; j < W; j++)
            x[j] = bp_splitmix64(&L->rng);
        if (F.deg % 64)
            x[W - 1] &= ((uint64_t)1 << (F.deg % 64)) - 1;
        memcpy(t, x, W * sizeof *t);
        memcpy(sq, x, W * sizeof *sq);
        for (size_t i = 1; i < d && err == 0; i++) {
            err = bp_mod_mul(&F, sq, sq, sq, scratch);
            for (size_t j = 0; j < W; j++)
                t[j] ^= sq[j];
        }
        if (err == 0)
            err = bp_dp_copy(&h, g);
        if (err == 0)
            err = bp_dp_set_words(&a, t, W);
        if (err == 0)
            err = bp_gcd_dp(&h, &a);
        if (err == 0 && h.deg > 0 && h.deg < g->deg)
            break;
    }
    if (err == 0)
        err = exact_div(&rest, g, &h);
    binpoly_modulus_free(&F);
    free(mem);
    if (err == 0)
        err = edf(L, &h, d, mult);
    if (err == 0)
        err = edf(L, &rest, d, mult);
    bp_dp_free(&h);
    bp_dp_free(&a);
    bp_dp_free(&rest);
    return err;
}

/* Distinct-degree factorization of the square-free z (deg >= 1), each
 * part split by edf, into L with multiplicity mult. */
static int ddf(factor_list *L, const bp_dp *z0, size_t mult)
{
    bp_dp z = BP_DP_INIT, g = BP_DP_INIT, gd = BP_DP_INIT, t = BP_DP_INIT;
    bp_dp q = BP_DP_INIT, hx = BP_DP_INIT;
    binpoly_modulus F = {0};
    uint64_t *mem = NULL;
    int err = bp_dp_copy(&z, z0);
    size_t d = 0; /* X^(2^d) mod z is in h */
    while (err == 0 && (size_t)z.deg >= 2 * (d + 1)) {
        /* a new modulus z: its context, and h = X^(2^d) mod z */
        size_t W = ((size_t)z.deg + 63) / 64;
        uint64_t *h_old = mem;
        size_t W_old = F.words;
        binpoly_modulus_free(&F);
        err = binpoly_modulus_init(&F, z.w, bp_dp_words(&z));
        uint64_t *m2 = NULL;
        if (err == 0) {
            m2 = malloc(((DDF_BLOCK + 2) * W + bp_mod_scratch_words(&F)) *
                        sizeof *m2);
            if (m2 == NULL)
                err = BINPOLY_ERR_NOMEM;
        }
        if (err == 0) {
            if (d == 0) {
                memset(m2, 0, W * sizeof *m2);
                m2[0] = z.deg >= 2 ? 2 : 0;
            } else { /* the old h reduced mod the new z */
                bp_dp ho = BP_DP_INIT;
                err = bp_dp_set_words(&ho, h_old, W_old);
                if (err == 0)
                    err = residue_of(m2, W, &ho, &z);
                bp_dp_free(&ho);
            }
        }
        free(h_old);
        mem = m2;
        if (err)
            break;
        uint64_t *h = mem, *hs = h + W, *prod = hs + DDF_BLOCK * W;
        uint64_t *scratch = prod + W;
        int changed = 0;
        while (err == 0 && !changed && (size_t)z.deg >= 2 * (d + 1)) {
            /* a block: h_{d+1} .. h_{d+k}, prod of (h_i - X) */
            size_t k = 0;
            memset(prod, 0, W * sizeof *prod);
            prod[0] = 1;
            while (err == 0 && k < DDF_BLOCK &&
                   (size_t)z.deg >= 2 * (d + k + 1)) {
                err = bp_mod_mul(&F, h, h, h, scratch);
                memcpy(hs + k * W, h, W * sizeof *h);
                hs[k * W] ^= 2; /* h - X, deg z >= 2 */
                if (err == 0)
                    err = bp_mod_mul(&F, prod, prod, hs + k * W, scratch);
                k++;
            }
            if (err)
                break;
            /* g = gcd(prod, z); each degree of the block when not 1 */
            err = bp_dp_copy(&g, &z);
            if (err == 0)
                err = bp_dp_set_words(&t, prod, W);
            if (err == 0)
                err = bp_gcd_dp(&g, &t);
            if (err == 0 && g.deg > 0) {
                for (size_t i = 0; i < k && err == 0 && g.deg > 0; i++) {
                    err = bp_dp_copy(&gd, &g);
                    if (err == 0)
                        err = bp_dp_set_words(&hx, hs + i * W, W);
                    if (err == 0)
                        err = bp_gcd_dp(&gd, &hx);
                    if (err == 0 && gd.deg > 0) {
                        err = edf(L, &gd, d + i + 1, mult);
                        if (err == 0)
                            err = exact_div(&q, &g, &gd);
                        if (err == 0)
                            bp_dp_swap(&g, &q);
                        if (err == 0)
                            err = exact_div(&q, &z, &gd);
                        if (err == 0)
                            bp_dp_swap(&z, &q);
                    }
                }
                changed = 1;
            }
            d += k;
        }
    }
    /* what is left has no factor of degree <= deg z / 2: irreducible */
    if (err == 0 && z.deg > 0)
        err = list_add(L, &z, mult);
    binpoly_modulus_free(&F);
    free(mem);
    bp_dp_free(&z);
    bp_dp_free(&g);
    bp_dp_free(&gd);
    bp_dp_free(&t);
    bp_dp_free(&q);
    bp_dp_free(&hx);
    return err;
}

/* p = sqrt(a) for a square a (the coefficients of even degree, halved). */
static int square_root(bp_dp *p, const bp_dp *a)
{
    size_t n = (size_t)a->deg / 2 + 1;
    int err = bp_dp_reserve(p, n / 64 + 1);
    if (err)
        return err;
    memset(p->w, 0, (n / 64 + 1) * sizeof *p->w);
    for (size_t i = 0; 2 * i <= (size_t)a->deg; i++)
        if (bp_dp_coeff(a, 2 * i))
            p->w[i / 64] |= (uint64_t)1 << (i % 64);
    bp_dp_normalize(p, n / 64 + 1);
    return BINPOLY_OK;
}

/* The formal derivative: odd coefficients move down one place. */
static int derivative(bp_dp *p, const bp_dp *a)
{
    size_t n = bp_dp_words(a);
    int err = bp_dp_reserve(p, n ? n : 1);
    if (err)
        return err;
    for (size_t j = 0; j < n; j++) {
        uint64_t hi = j + 1 < n ? a->w[j + 1] : 0;
        p->w[j] = ((a->w[j] >> 1) | (hi << 63)) & 0x5555555555555555ULL;
    }
    bp_dp_normalize(p, n);
    return BINPOLY_OK;
}

/* Square-free factorization of f (deg >= 1), each part through ddf, with
 * multiplicities times mult. */
static int sff(factor_list *L, const bp_dp *f, size_t mult)
{
    bp_dp c = BP_DP_INIT, w = BP_DP_INIT, y = BP_DP_INIT, z = BP_DP_INIT;
    bp_dp t = BP_DP_INIT, r = BP_DP_INIT;
    int err = derivative(&t, f);
    if (err == 0 && t.deg < 0) { /* f' = 0: f is a square */
        err = square_root(&r, f);
        if (err == 0)
            err = sff(L, &r, 2 * mult);
        goto out;
    }
    /* c = gcd(f, f'), w = f / c: the distinct factors whose multiplicity
     * is not a multiple of 2; peel multiplicity i = 1, 2, ... */
    if (err == 0)
        err = bp_dp_copy(&c, f);
    if (err == 0)
        err = bp_gcd_dp(&c, &t);
    if (err == 0)
        err = exact_div(&w, f, &c);
    for (size_t i = 1; err == 0 && w.deg > 0; i++) {
        err = bp_dp_copy(&y, &w);
        if (err == 0)
            err = bp_dp_copy(&t, &c);
        if (err == 0)
            err = bp_gcd_dp(&y, &t);        /* y = gcd(w, c) */
        if (err == 0)
            err = exact_div(&z, &w, &y);    /* multiplicity exactly i */
        if (err == 0 && z.deg > 0)
            err = ddf(L, &z, i * mult);
        if (err == 0)
            err = exact_div(&t, &c, &y);
        if (err == 0) {
            bp_dp_swap(&c, &t);
            bp_dp_swap(&w, &y);
        }
    }
    /* c now holds the factors of multiplicity divisible by 2: a square */
    if (err == 0 && c.deg > 0) {
        err = square_root(&r, &c);
        if (err == 0)
            err = sff(L, &r, 2 * mult);
    }
out:
    bp_dp_free(&c);
    bp_dp_free(&w);
    bp_dp_free(&y);
    bp_dp_free(&z);
    bp_dp_free(&t);
    bp_dp_free(&r);
    return err;
}

/* Order of the result: by degree, then by the coefficient words from the
 * top (deterministic whatever the order of discovery). */
static int cmp_dp(const bp_dp *a, const bp_dp *b)
{
    if (a->deg != b->deg)
        return a->deg < b->deg ? -1 : 1;
    for (size_t j = bp_dp_words(a); j-- > 0;)
        if (a->w[j] != b->w[j])
            return a->w[j] < b->w[j] ? -1 : 1;
    return 0;
}

void binpoly_factors_free(binpoly_factors *fs)
{
    if (fs == NULL)
        return;
    for (size_t i = 0; i < fs->count; i++)
        free(fs->words[i]);
    free(fs->words);
    free(fs->degree);
    free(fs->mult);
    free(fs);
}

int binpoly_factor(binpoly_factors **out, const uint64_t *f, size_t nf,
                   uint64_t seed)
{
    if (out == NULL || (f == NULL && nf > 0))
        return BINPOLY_ERR_NULL;
    *out = NULL;
    if (nf > BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    if (bp_poly_misaligned(f, nf))
        return BINPOLY_ERR_ALIGN;
    if (bp_poly_degree(f, nf) < 0)
        return BINPOLY_ERR_ARG; /* 0 has no factorization */
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    factor_list L = {NULL, NULL, 0, 0, seed};
    bp_dp F = BP_DP_INIT;
    int err = bp_dp_set_words(&F, f, nf);
    if (err == 0 && F.deg > 0)
        err = sff(&L, &F, 1);
    bp_dp_free(&F);
    binpoly_factors *fs = NULL;
    if (err == 0) {
        /* insertion sort: the lists are short */
        for (size_t i = 1; i < L.count; i++)
            for (size_t j = i; j > 0 && cmp_dp(&L.fac[j - 1], &L.fac[j]) > 0;
                 j--) {
                bp_dp_swap(&L.fac[j - 1], &L.fac[j]);
                size_t m = L.mult[j - 1];
                L.mult[j - 1] = L.mult[j];
                L.mult[j] = m;
            }
        fs = calloc(1, sizeof *fs);
        size_t k = L.count ? L.count : 1;
        if (fs == NULL || (fs->words = calloc(k, sizeof *fs->words)) == NULL ||
            (fs->degree = calloc(k, sizeof *fs->degree)) == NULL ||
            (fs->mult = calloc(k, sizeof *fs->mult)) == NULL)
            err = BINPOLY_ERR_NOMEM;
        for (size_t i = 0; err == 0 && i < L.count; i++) {
            size_t w = bp_dp_words(&L.fac[i]);
            fs->words[i] = malloc(w * sizeof **fs->words);
            if (fs->words[i] == NULL) {
                err = BINPOLY_ERR_NOMEM;
                break;
            }
            memcpy(fs->words[i], L.fac[i].w, w * sizeof **fs->words);
            fs->degree[i] = (size_t)L.fac[i].deg;
            fs->mult[i] = L.mult[i];
            fs->count = i + 1;
        }
    }
    for (size_t i = 0; i < L.count; i++)
        bp_dp_free(&L.fac[i]);
    free(L.fac);
    free(L.mult);
    if (err) {
        binpoly_factors_free(fs);
        return err;
    }
    *out = fs;
    return BINPOLY_OK;
}
