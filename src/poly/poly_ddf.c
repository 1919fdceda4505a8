/* SPDX-License-Identifier: MIT */
/* Distinct-degree factorization of a square-free z (poly_factor.h): the
 * product of z's irreducible factors of degree d divides X^(2^d) - X and
 * no other factor does, once those of the degrees below d are removed.
 *
 * Two ways to walk the degrees, chosen by deg z (DDF_BSGS_MIN):
 *  - one degree at a time: X^(2^d) mod z by a squaring each, the products
 *    of the (X^(2^d) - X) over blocks of DDF_BLOCK degrees and a gcd per
 *    block (a square and a product mod z per degree);
 *  - Kaltofen–Shoup's baby steps and giant steps: the baby steps
 *    B_j = X^(2^j) for j < l by squarings, the giant steps
 *    G_i = X^(2^(d0 + l i)) = G_(i-1)(X^(2^l)), a modular composition
 *    each with the fixed inner X^(2^l) (its powers computed once), and
 *    per interval of l degrees the product of the G_i - B_j mod z and a
 *    gcd.  Since X^(2^e) - X^(2^j) = (X^(2^(e-j)) - X)^(2^j), that gcd
 *    collects the factors of the degrees d0 + l i - j, j < l; the
 *    interval's factor is then split degree by degree as above.  One
 *    product mod z per degree instead of a square and a product, for l
 *    squarings and one set of powers per modulus and a composition per
 *    interval.
 * Public data only (not constant time). */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_dyn.h"
#include "poly_factor.h"
#include "poly_hgcd.h"
#include "poly_mod.h"

/* Degrees handled per gcd by the one-degree walk: the products of
 * (X^(2^d) - X) over a block cost a product mod z each, the gcd a few
 * hundred (at 8192 bits). */
#define DDF_BLOCK 32

/* Degree of z from which the baby steps and giant steps are taken.
 * Below it their fixed costs (l squarings, the powers of X^(2^l), a
 * composition per interval) outweigh the squarings they save: the
 * measured crossover of binpoly_factor on random polynomials, with a
 * margin. */
#define DDF_BSGS_MIN 128

/* Bound on the words of the baby steps, and of the powers, of one walk
 * (bsgs_steps). */
#define DDF_STEP_WORDS ((size_t)1 << 24)

static int ddf_from(bp_factor_list *L, const bp_dp *z, size_t mult,
                    size_t d0, const bp_dp *h0);

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

/* g = gcd(z, x) for the W-word x; t: a scratch polynomial. */
static int gcd_words(bp_dp *g, const bp_dp *z, const uint64_t *x, size_t W,
                     bp_dp *t)
{
    int err = bp_dp_copy(g, z);
    if (err == 0)
        err = bp_dp_set_words(t, x, W);
    return err ? err : bp_gcd_dp(g, t);
}

/* X^(2^d0) mod z into the W-word h: from h0 (any polynomial congruent to
 * it), or X itself when h0 is NULL (d0 = 0; deg z >= 2). */
static int start_power(uint64_t *h, size_t W, const bp_dp *h0,
                       const bp_dp *z)
{
    if (h0 != NULL)
        return residue_of(h, W, h0, z);
    memset(h, 0, W * sizeof *h);
    h[0] = 2;
    return BINPOLY_OK;
}

/* The one-degree walk over z0 (square-free, no irreducible factor of
 * degree <= d0), X^(2^d0) given as h0 (NULL when d0 = 0). */
static int ddf_simple(bp_factor_list *L, const bp_dp *z0, size_t mult,
                      size_t d0, const bp_dp *h0)
{
    bp_dp z = BP_DP_INIT, g = BP_DP_INIT, gd = BP_DP_INIT, t = BP_DP_INIT;
    bp_dp q = BP_DP_INIT, ho = BP_DP_INIT;
    binpoly_modulus F = {0};
    uint64_t *mem = NULL;
    int err = bp_dp_copy(&z, z0);
    size_t d = d0; /* X^(2^d) mod z is in h */
    while (err == 0 && (size_t)z.deg >= 2 * (d + 1)) {
        /* a new modulus z: its context, and h = X^(2^d) mod z from h0 or
         * the old h */
        size_t W = ((size_t)z.deg + 63) / 64;
        const bp_dp *src = h0;
        if (mem != NULL) {
            err = bp_dp_set_words(&ho, mem, F.words);
            src = &ho;
        }
        free(mem);
        mem = NULL;
        binpoly_modulus_free(&F);
        if (err == 0)
            err = binpoly_modulus_init(&F, z.w, bp_dp_words(&z));
        if (err == 0) {
            mem = malloc(((DDF_BLOCK + 2) * W + bp_mod_scratch_words(&F)) *
                         sizeof *mem);
            if (mem == NULL)
                err = BINPOLY_ERR_NOMEM;
        }
        if (err == 0)
            err = start_power(mem, W, src, &z);
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
            err = gcd_words(&g, &z, prod, W, &t);
            if (err == 0 && g.deg > 0) {
                for (size_t i = 0; i < k && err == 0 && g.deg > 0; i++) {
                    err = gcd_words(&gd, &g, hs + i * W, W, &t);
                    if (err == 0 && gd.deg > 0) {
                        err = bp_factor_edf(L, &gd, d + i + 1, mult);
                        if (err == 0)
                            err = bp_dp_divmod(&q, NULL, &g, &gd);
                        if (err == 0)
                            bp_dp_swap(&g, &q);
                        if (err == 0)
                            err = bp_dp_divmod(&q, NULL, &z, &gd);
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
        err = bp_factor_list_add(L, &z, mult);
    binpoly_modulus_free(&F);
    free(mem);
    bp_dp_free(&z);
    bp_dp_free(&g);
    bp_dp_free(&gd);
    bp_dp_free(&t);
    bp_dp_free(&q);
    bp_dp_free(&ho);
    return err;
}

/* The baby steps l and the powers k of X^(2^l) for a modulus of degree
 * n.  Per l degrees, the walk saves l squarings mod z and pays a
 * composition (n / k products mod z and the block sums); the fixed
 * costs are l squarings and k products.  With about n / 2 degrees to
 * walk, the sum 2 l + 3 k + (n / 2l)(3 n / k) (in products of n bits)
 * is smallest near l = n^(2/3), k = 0.7 n^(2/3); on random polynomials
 * l = n^(2/3) and k = l / 2 measured among the fastest, and the time is
 * flat around them. */
static void bsgs_steps(size_t n, size_t *l, size_t *k)
{
    size_t c = 1; /* the cube root of n, rounded up */
    while (c * c * c < n)
        c++;
    /* at most DDF_STEP_WORDS words of baby steps, half that of powers
     * (from n of about 2^18 on: 128 MiB of baby steps rather than
     * n^(5/3) / 64 words) */
    size_t cap = DDF_STEP_WORDS / ((n + 63) / 64);
    *l = c * c < cap ? c * c : cap > 0 ? cap : 1;
    *k = *l / 2 + 1;
}

/* Kaltofen–Shoup's walk over z0 (square-free, deg z0 >= 2, no factor of
 * degree <= d0), X^(2^d0) given as h0 (NULL when d0 = 0).  When the rest
 * of z0 falls to 3/4 of deg z0 the walk starts over on it (a smaller
 * modulus: cheaper products, new steps). */
static int ddf_bsgs(bp_factor_list *L, const bp_dp *z0, size_t mult,
                    size_t d0, const bp_dp *h0)
{
    size_t n = (size_t)z0->deg, W = (n + 63) / 64, l, k;
    bsgs_steps(n, &l, &k);
    binpoly_modulus F;
    int err = binpoly_modulus_init(&F, z0->w, bp_dp_words(z0));
    if (err)
        return err;
    bp_compose_prep P = {0, NULL};
    bp_dp z = BP_DP_INIT, g = BP_DP_INIT, t = BP_DP_INIT, q = BP_DP_INIT;
    uint64_t *mem =
        malloc(((l + 5) * W + bp_mod_scratch_words(&F)) * sizeof *mem);
    if (mem == NULL) {
        binpoly_modulus_free(&F);
        return BINPOLY_ERR_NOMEM;
    }
    uint64_t *B = mem, *G1 = B + l * W, *Gi = G1 + W, *Gp = Gi + W;
    uint64_t *I = Gp + W, *T = I + W, *scratch = T + W;
    /* B_j = X^(2^j), G1 = X^(2^l), its powers, Gi = X^(2^d0) */
    err = start_power(B, W, NULL, z0);
    for (size_t j = 1; j <= l && err == 0; j++)
        err = bp_mod_mul(&F, j < l ? B + j * W : G1, B + (j - 1) * W,
                         B + (j - 1) * W, scratch);
    if (err == 0)
        err = bp_compose_prep_init(&P, &F, G1, k, scratch);
    if (err == 0)
        err = start_power(Gi, W, h0, z0);
    if (err == 0)
        err = bp_dp_copy(&z, z0);
    size_t d = d0; /* no factor of degree <= d left in z */
    while (err == 0 && (size_t)z.deg >= 2 * (d + 1)) {
        if (4 * (size_t)z.deg <= 3 * n) { /* start over on the rest */
            err = bp_dp_set_words(&t, Gi, W);
            if (err == 0)
                err = ddf_from(L, &z, mult, d, &t);
            bp_dp_zero(&z);
            break;
        }
        /* the interval (d, d + l], cut at deg z / 2 (above it no factor
         * is needed: the rest is irreducible) */
        memcpy(Gp, Gi, W * sizeof *Gp);
        err = bp_compose_apply(&P, &F, Gi, Gp, scratch);
        size_t top = d + l < (size_t)z.deg / 2 ? d + l : (size_t)z.deg / 2;
        for (size_t j0 = d + l - top, j = j0; j < l && err == 0; j++) {
            for (size_t w = 0; w < W; w++) /* G_i - B_j, degree d + l - j */
                T[w] = Gi[w] ^ B[j * W + w];
            if (j == j0)
                memcpy(I, T, W * sizeof *I);
            else
                err = bp_mod_mul(&F, I, I, T, scratch);
        }
        if (err)
            break;
        err = gcd_words(&g, &z, I, W, &t);
        if (err == 0 && g.deg > 0) {
            /* split the interval's factor one degree at a time (its
             * own walk by intervals would find the same interval) */
            err = bp_dp_set_words(&t, Gp, W);
            if (err == 0)
                err = ddf_simple(L, &g, mult, d, &t);
            if (err == 0)
                err = bp_dp_divmod(&q, NULL, &z, &g);
            if (err == 0)
                bp_dp_swap(&z, &q);
        }
        d += l;
    }
    /* what is left has no factor of degree <= deg z / 2: irreducible */
    if (err == 0 && z.deg > 0)
        err = bp_factor_list_add(L, &z, mult);
    bp_compose_prep_free(&P);
    binpoly_modulus_free(&F);
    free(mem);
    bp_dp_free(&z);
    bp_dp_free(&g);
    bp_dp_free(&t);
    bp_dp_free(&q);
    return err;
}

/* The walk for z (square-free, no factor of degree <= d0, X^(2^d0) in
 * h0 or NULL for d0 = 0) by deg z. */
static int ddf_from(bp_factor_list *L, const bp_dp *z, size_t mult,
                    size_t d0, const bp_dp *h0)
{
    if ((size_t)z->deg < DDF_BSGS_MIN || (size_t)z->deg < 2 * (d0 + 1))
        return ddf_simple(L, z, mult, d0, h0);
    return ddf_bsgs(L, z, mult, d0, h0);
}

int bp_factor_ddf(bp_factor_list *L, const bp_dp *z, size_t mult)
{
    return ddf_from(L, z, mult, 0, NULL);
}
