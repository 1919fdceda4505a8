/* SPDX-License-Identifier: MIT */
/* FLINT's nmod_poly mod 2 behind flint_face.h. */
#include "flint_face.h"

#include <stdlib.h>
#include <string.h>

#include <flint/nmod_poly.h>
#include <flint/nmod_poly_factor.h>

int flint_has(const char *op)
{
    return strcmp(op, "lowest") != 0;
}

/* p (initialised mod 2) = the polynomial of the nw words w. */
static void load(nmod_poly_t p, const uint64_t *w, size_t nw)
{
    nmod_poly_fit_length(p, (slong)(64 * nw));
    for (size_t i = 0; i < 64 * nw; i++)
        p->coeffs[i] = (w[i / 64] >> (i % 64)) & 1;
    p->length = (slong)(64 * nw);
    _nmod_poly_normalise(p);
}

/* Whether p equals the polynomial of the nw words w. */
static int same(const nmod_poly_t p, const uint64_t *w, size_t nw)
{
    if ((size_t)nmod_poly_length(p) > 64 * nw)
        return 0;
    for (size_t i = 0; i < 64 * nw; i++) {
        mp_limb_t c = (slong)i < p->length ? p->coeffs[i] : 0;
        if (c != ((w[i / 64] >> (i % 64)) & 1))
            return 0;
    }
    return 1;
}

/* Whether FLINT's factorization fac equals binpoly's fs (the factors
 * being distinct, a match of each of fac's in fs is a bijection). */
static int same_factors(const nmod_poly_factor_t fac,
                        const binpoly_factors *fs)
{
    if ((size_t)fac->num != fs->count)
        return 0;
    for (slong i = 0; i < fac->num; i++) {
        int found = 0;
        for (size_t k = 0; k < fs->count && !found; k++)
            found = (size_t)fac->exp[i] == fs->mult[k] &&
                    same(fac->p + i, fs->words[k], fs->degree[k] / 64 + 1);
        if (!found)
            return 0;
    }
    return 1;
}

/* minpoly: FLINT's Berlekamp–Massey on the 64 n terms of j->a (adding
 * the terms to the fresh state is part of the call). */
static double time_minpoly(const job *j, int *agree)
{
    size_t nbits = 64 * j->n;
    mp_limb_t *s = malloc(nbits * sizeof *s);
    for (size_t i = 0; i < nbits; i++)
        s[i] = (j->a[i / 64] >> (i % 64)) & 1;
    nmod_berlekamp_massey_t B;
    nmod_berlekamp_massey_init(B, 2);
    double t0 = bench_now();
    nmod_berlekamp_massey_add_points(B, s, (slong)nbits);
    nmod_berlekamp_massey_reduce(B);
    double t = bench_now() - t0;
    const nmod_poly_struct *v = nmod_berlekamp_massey_V_poly(B);
    *agree = same(v, j->out, j->nout);
    nmod_berlekamp_massey_clear(B);
    free(s);
    return t;
}

/* factor: nmod_poly_factor (FLINT's choice of method: Kaltofen–Shoup
 * from degree 60 on mod 2) on j->f. */
static double time_factor(const job *j, int *agree)
{
    nmod_poly_t f;
    nmod_poly_init(f, 2);
    load(f, j->f, j->n + 1);
    nmod_poly_factor_t fac;
    nmod_poly_factor_init(fac);
    double t0 = bench_now();
    nmod_poly_factor(fac, f);
    double t = bench_now() - t0;
    *agree = same_factors(fac, j->fs);
    nmod_poly_factor_clear(fac);
    nmod_poly_clear(f);
    return t;
}

/* The other ops: operands a, b (n words) and f (n + 1 words), outputs
 * r, s, t compared with binpoly's out, out2, out3. */
static double time_other(const job *j, int *agree)
{
    const char *op = j->op;
    nmod_poly_t a, b, f, finv, r, s, t;
    nmod_poly_struct *all[] = {a, b, f, finv, r, s, t};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        nmod_poly_init(all[i], 2);
    load(a, j->a, j->n);
    load(b, j->b, j->n);
    if (j->f)
        load(f, j->f, j->n + 1);
    int modular = bench_modular(op);
    int irred = !strcmp(op, "irred") || !strcmp(op, "sparse"), v = 0;
    if (modular) { /* the inverse of rev(f) mod X^len(f), as _preinv wants */
        nmod_poly_reverse(r, f, f->length);
        nmod_poly_inv_series(finv, r, f->length);
    }
    double t0 = bench_now();
    if (!strcmp(op, "gcd"))
        nmod_poly_gcd(r, a, b);
    else if (!strcmp(op, "xgcd"))
        nmod_poly_xgcd(r, s, t, a, b);
    else if (!strcmp(op, "mulmod"))
        nmod_poly_mulmod_preinv(r, a, b, f, finv);
    else if (!strcmp(op, "compose"))
        nmod_poly_compose_mod_brent_kung_preinv(r, a, b, f, finv);
    else if (!strcmp(op, "invmod"))
        nmod_poly_invmod(r, a, f);
    else if (!strcmp(op, "powmod"))
        nmod_poly_powmod_ui_binexp_preinv(r, a, j->b[0], f, finv);
    else if (irred)
        v = nmod_poly_is_irreducible(f);
    double secs = bench_now() - t0;
    if (irred)
        *agree = (v != 0) == (j->verdict != 0);
    else
        *agree = same(r, j->out, j->nout) &&
                 (strcmp(op, "xgcd") ||
                  (same(s, j->out2, j->nout) && same(t, j->out3, j->nout)));
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        nmod_poly_clear(all[i]);
    return secs;
}

double flint_time(const job *j, int *agree)
{
    if (!strcmp(j->op, "minpoly"))
        return time_minpoly(j, agree);
    if (!strcmp(j->op, "factor"))
        return time_factor(j, agree);
    return time_other(j, agree);
}
