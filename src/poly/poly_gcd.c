/* SPDX-License-Identifier: MIT */
/* binpoly_gcd, binpoly_xgcd, binpoly_invmod: argument checks around the
 * half-gcd of poly_hgcd.c (public data only: the work follows the
 * operands). */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_hgcd.h"
#include "poly_internal.h"

int binpoly_gcd(uint64_t *g, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb)
{
    size_t ng = na > nb ? na : nb;
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((g == NULL && ng > 0) || (a == NULL && na > 0) ||
        (b == NULL && nb > 0))
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(g, ng) || bp_poly_misaligned(a, na) ||
        bp_poly_misaligned(b, nb))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(g, ng, a, na) || bp_words_overlap(g, ng, b, nb))
        return BINPOLY_ERR_OVERLAP;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    bp_dp A = BP_DP_INIT, B = BP_DP_INIT;
    int err = bp_dp_set_words(&A, a, na);
    if (err == 0)
        err = bp_dp_set_words(&B, b, nb);
    if (err == 0)
        err = bp_gcd_dp(&A, &B);
    if (err == 0)
        bp_dp_store(g, ng, &A);
    bp_dp_free(&A);
    bp_dp_free(&B);
    return err;
}

int binpoly_xgcd(uint64_t *g, uint64_t *s, uint64_t *t, const uint64_t *a,
                 size_t na, const uint64_t *b, size_t nb)
{
    size_t n = na > nb ? na : nb;
    size_t ns = s ? n : 0, nt = t ? n : 0;
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((g == NULL && n > 0) || (a == NULL && na > 0) ||
        (b == NULL && nb > 0))
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(g, n) || bp_poly_misaligned(s, ns) ||
        bp_poly_misaligned(t, nt) || bp_poly_misaligned(a, na) ||
        bp_poly_misaligned(b, nb))
        return BINPOLY_ERR_ALIGN;
    const uint64_t *outs[3] = {g, s, t};
    size_t outn[3] = {n, ns, nt};
    for (int i = 0; i < 3; i++) {
        if (bp_words_overlap(outs[i], outn[i], a, na) ||
            bp_words_overlap(outs[i], outn[i], b, nb))
            return BINPOLY_ERR_OVERLAP;
        for (int j = 0; j < i; j++)
            if (bp_words_overlap(outs[i], outn[i], outs[j], outn[j]))
                return BINPOLY_ERR_OVERLAP;
    }
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    bp_dp A = BP_DP_INIT, B = BP_DP_INIT, G = BP_DP_INIT, S = BP_DP_INIT,
          T = BP_DP_INIT;
    int err = bp_dp_set_words(&A, a, na);
    if (err == 0)
        err = bp_dp_set_words(&B, b, nb);
    if (err == 0)
        err = bp_xgcd_dp(&G, &S, &T, &A, &B);
    if (err == 0) {
        bp_dp_store(g, n, &G);
        if (s)
            bp_dp_store(s, n, &S);
        if (t)
            bp_dp_store(t, n, &T);
    }
    bp_dp_free(&A);
    bp_dp_free(&B);
    bp_dp_free(&G);
    bp_dp_free(&S);
    bp_dp_free(&T);
    return err;
}

int binpoly_invmod(uint64_t *c, const uint64_t *a, size_t na,
                   const uint64_t *f, size_t nf)
{
    if (na > BINPOLY_MAX_WORDS || nf > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((c == NULL && nf > 0) || (a == NULL && na > 0) ||
        (f == NULL && nf > 0))
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(c, nf) || bp_poly_misaligned(a, na) ||
        bp_poly_misaligned(f, nf))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, nf, a, na) || bp_words_overlap(c, nf, f, nf))
        return BINPOLY_ERR_OVERLAP;
    if (bp_poly_degree(f, nf) < 0)
        return BINPOLY_ERR_ARG; /* no ring modulo zero */
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    bp_dp A = BP_DP_INIT, F = BP_DP_INIT, R = BP_DP_INIT, G = BP_DP_INIT,
          S = BP_DP_INIT, T = BP_DP_INIT;
    int err = bp_dp_set_words(&A, a, na);
    if (err == 0)
        err = bp_dp_set_words(&F, f, nf);
    if (err == 0)
        err = bp_dp_divmod(NULL, &R, &A, &F);
    /* g = s f + t (a mod f): t is the inverse when g = 1, and already
     * reduced (deg t < deg f - deg g) */
    if (err == 0)
        err = bp_xgcd_dp(&G, &S, &T, &F, &R);
    if (err == 0 && G.deg != 0)
        err = BINPOLY_ERR_NOT_INVERTIBLE;
    if (err == 0)
        bp_dp_store(c, nf, &T);
    bp_dp_free(&A);
    bp_dp_free(&F);
    bp_dp_free(&R);
    bp_dp_free(&G);
    bp_dp_free(&S);
    bp_dp_free(&T);
    return err;
}
