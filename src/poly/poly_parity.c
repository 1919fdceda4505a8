/* SPDX-License-Identifier: MIT */
/*
 * bp_pentanomial_parity (poly_parity.h).  Stickelberger's theorem (as
 * Swan used it for trinomials): for f in F2[X] square-free of degree n
 * with r irreducible factors and F its lift to Z[X] (coefficients 0 and
 * 1), the discriminant D(F) is odd, and r = n mod 2 exactly when
 * D(F) = 1 mod 8.  D(F) is 0 or 1 mod 4, so knowing D(F) mod 8 up to its
 * sign is enough.  f irreducible (r = 1, n odd) needs D(F) = 1 mod 8.
 *
 * D(F) mod 8 through a resultant of small degree a = k3, in two forms
 * that need an odd leading coefficient.  n odd: F has constant term 1,
 * so D(F) = D(F*) for the reversal F*(y) = y^n F(1/y) = 1 + y^m G(y) with
 * m = n - a and G = y^a + y^(a-k2) + y^(a-k1) + 1.  At a root of F*,
 * y^m = -1/G(y), so F*'(y) = -K(y) / (y G(y)) with K = m G + y G'
 * (degree a, leading coefficient m + a = n).  The products of y and of
 * G(y) over the roots of F* are +-1 (G is monic with G(0) = 1), so up to
 * sign D(F*) = Res(F*, F*') = n^n Res(K_1, F*), K_1 = K / n monic over
 * the 2-adic integers, and Res(K_1, F*) is the determinant of the
 * multiplication by R = F* mod K_1 on Z[y]/(K_1): an a x a determinant
 * mod 8.  n^n = n mod 8.  n even and k3 odd: on F itself, X^n = -G at a
 * root, F' = H / X with H = X G' - n G (leading coefficient a - n, odd),
 * and up to sign D(F) = (a - n)^n Res(H_1, F), (a - n)^n = 1 mod 8.
 * Public data only.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_parity.h"

/* Arithmetic mod 8 on uint8_t coefficients; K_1 = y^a + sum k[j] y^j. */
typedef struct {
    unsigned a;
    uint8_t k[BP_PARITY_MAX_K];
} ring8;

/* x = x y mod K_1 (x of a coefficients). */
static void mul_y(const ring8 *Z, uint8_t *x)
{
    unsigned a = Z->a;
    uint8_t top = x[a - 1];
    memmove(x + 1, x, a - 1);
    x[0] = 0;
    for (unsigned j = 0; j < a; j++) /* y^a = -sum k[j] y^j */
        x[j] = (uint8_t)((x[j] - top * Z->k[j]) & 7);
}

/* c = x z mod K_1; t a scratch of 2a coefficients; c may be x or z. */
static void mul_mod(const ring8 *Z, uint8_t *c, const uint8_t *x,
                    const uint8_t *z, uint8_t *t)
{
    unsigned a = Z->a;
    memset(t, 0, 2 * a);
    for (unsigned i = 0; i < a; i++)
        if (x[i])
            for (unsigned j = 0; j < a; j++)
                t[i + j] = (uint8_t)(t[i + j] + x[i] * z[j]);
    for (unsigned i = 2 * a - 1; i-- > a;) {
        unsigned top = t[i] & 7;
        if (top)
            for (unsigned j = 0; j < a; j++)
                t[i - a + j] = (uint8_t)(t[i - a + j] - top * Z->k[j]);
    }
    for (unsigned i = 0; i < a; i++)
        c[i] = t[i] & 7;
}

/* Determinant mod 8 of the a x a matrix A (row-major, destroyed) up to
 * sign, or 0 as soon as it is known to be even. */
static unsigned det_mod8(uint8_t *A, unsigned a)
{
    unsigned det = 1;
    for (unsigned c = 0; c < a; c++) {
        unsigned p = c;
        while (p < a && !(A[p * a + c] & 1))
            p++;
        if (p == a)
            return 0; /* no odd pivot: the determinant is even */
        if (p != c)
            for (unsigned j = c; j < a; j++) {
                uint8_t t = A[p * a + j];
                A[p * a + j] = A[c * a + j];
                A[c * a + j] = t;
            }
        unsigned u = A[c * a + c] & 7; /* odd: its own inverse mod 8 */
        det = det * u & 7;
        for (unsigned i = c + 1; i < a; i++) {
            unsigned fct = (A[i * a + c] * u) & 7;
            if (fct)
                for (unsigned j = c; j < a; j++)
                    A[i * a + j] =
                        (uint8_t)((A[i * a + j] - fct * A[c * a + j]) & 7);
        }
    }
    return det;
}

int bp_pentanomial_parity(unsigned n, unsigned k3, unsigned k2, unsigned k1,
                          int *possible)
{
    unsigned a = k3, odd = n % 2;
    *possible = 1;
    if (!odd && a % 2 == 0)
        return BINPOLY_OK; /* neither form has an odd leading coefficient */
    /* the exponents of G (G* for odd n) and the coefficients of K (H):
     * n odd: K = sum (m + e) y^e over G*'s exponents, m = n - a;
     * n even: H = sum (e - n) x^e over G's exponents */
    unsigned e[4];
    if (odd) {
        e[0] = 0, e[1] = a - k2, e[2] = a - k1, e[3] = a;
    } else {
        e[0] = 0, e[1] = k1, e[2] = k2, e[3] = a;
    }
    unsigned c[4];
    for (int i = 0; i < 4; i++)
        c[i] = odd ? (n - a + e[i]) & 7 : (e[i] + 8 - n % 8) & 7;
    ring8 Z; /* K_1 = K / lc, lc = c[3] odd: its own inverse mod 8 */
    Z.a = a;
    memset(Z.k, 0, sizeof Z.k);
    for (int i = 0; i < 3; i++)
        Z.k[e[i]] = (uint8_t)((c[i] * c[3]) & 7);
    uint8_t *mem = malloc((size_t)a * a + 5 * (size_t)a);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    uint8_t *A = mem, *r = A + (size_t)a * a, *g = r + a, *t = g + a;
    /* r = y^m (n odd) or x^n (n even) mod K_1, left to right */
    unsigned P = odd ? n - a : n;
    memset(r, 0, a);
    r[0] = 1;
    for (int b = 31; b >= 0; b--) {
        mul_mod(&Z, r, r, r, t);
        if ((P >> b) & 1)
            mul_y(&Z, r);
    }
    /* g = G mod K_1 = G - K_1 (both monic of degree a); then
     * R = 1 + y^m G (n odd) or x^n + G (n even) */
    for (unsigned j = 0; j < a; j++)
        g[j] = (uint8_t)((8 - Z.k[j]) & 7);
    for (int i = 0; i < 3; i++)
        g[e[i]] = (uint8_t)((g[e[i]] + 1) & 7);
    if (odd) {
        mul_mod(&Z, r, r, g, t);
        r[0] = (uint8_t)((r[0] + 1) & 7);
    } else {
        for (unsigned j = 0; j < a; j++)
            r[j] = (uint8_t)((r[j] + g[j]) & 7);
    }
    /* the matrix of the multiplication by R: column j = R y^j mod K_1 */
    for (unsigned j = 0; j < a; j++) {
        for (unsigned i = 0; i < a; i++)
            A[i * a + j] = r[i];
        mul_y(&Z, r);
    }
    /* +-D(F) mod 8 (or even): lc^n = n mod 8 for odd n, 1 for even n */
    unsigned d = det_mod8(A, a) * (odd ? n : 1) & 7;
    if (d % 4 == 3)
        d = (8 - d) & 7;
    /* r = 1 needs r = n mod 2 (D = 1 mod 8) for odd n, the opposite
     * (D = 5 mod 8) for even n */
    *possible = d == (odd ? 1u : 5u);
    free(mem);
    return BINPOLY_OK;
}
