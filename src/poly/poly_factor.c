/* SPDX-License-Identifier: MIT */
/* binpoly_factor: square-free factorization (Yun's, with square roots
 * for characteristic 2), distinct-degree factorization (poly_ddf.c) and
 * equal-degree factorization (Cantor–Zassenhaus with the trace map
 * a + a^2 + ... + a^(2^(d-1)), which takes the values 0 and 1 in each
 * factor's field F_(2^d) as a random a varies).  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_dyn.h"
#include "poly_factor.h"
#include "poly_hgcd.h"
#include "poly_internal.h"
#include "poly_irred.h"
#include "poly_mod.h"

/* Contract: poly_factor.h. */
int bp_factor_list_add(bp_factor_list *L, const bp_dp *f, size_t mult)
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

/* Contract: poly_factor.h. */
int bp_factor_edf(bp_factor_list *L, const bp_dp *g, size_t d, size_t mult)
{
    if ((size_t)g->deg == d)
        return bp_factor_list_add(L, g, mult);
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
        err = bp_factor_edf(L, &h, d, mult);
    if (err == 0)
        err = bp_factor_edf(L, &rest, d, mult);
    bp_dp_free(&h);
    bp_dp_free(&a);
    bp_dp_free(&rest);
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
static int sff(bp_factor_list *L, const bp_dp *f, size_t mult)
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
            err = bp_factor_ddf(L, &z, i * mult);
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
    bp_factor_list L = {NULL, NULL, 0, 0, seed};
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
