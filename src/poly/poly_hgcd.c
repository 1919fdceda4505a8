/* SPDX-License-Identifier: MIT */
/* Half-gcd (poly_hgcd.h): the recursive matrix formulation.  With
 * n = deg U, the steps of Euclid's algorithm on (U, V) that stay above
 * degree n - d depend only on the coefficients of degree >= n - 2d + 2:
 * a quotient r_{i-1} div r_i reads r_{i-1} and r_i down to degree
 * 2 deg r_i - deg r_{i-1}, while dropping the low s bits of U and V moves
 * r_i by less than s + deg(cofactor) = s + n - deg r_{i-1} bits; with
 * deg r_i > n - d that stays below the bits read as long as
 * s <= n - 2d + 2.  So the matrix is computed on U, V shifted down by s,
 * in two recursive halves around one explicit step, and applied to the
 * dropped low parts at the end. */
#include <string.h>

#include "binpoly.h"
#include "poly_hgcd.h"

/* Reductions of at most this many bits run Euclid bit by bit (shifted
 * subtractions with the matrix rows updated alongside); larger ones
 * recurse.  Chosen where the recursion's products start to pay. */
#define HGCD_BASE_BITS 192

/* Top-level gcds below this degree run Euclid bit by bit to the end. */
#define GCD_BASE_BITS 512

void bp_mat_free(bp_mat *M)
{
    for (int i = 0; i < 4; i++)
        bp_dp_free(&M->m[i]);
}

static int mat_identity(bp_mat *M)
{
    bp_dp_zero(&M->m[1]);
    bp_dp_zero(&M->m[2]);
    int err = bp_dp_one(&M->m[0]);
    return err ? err : bp_dp_one(&M->m[3]);
}

/* Euclid's steps by shifted subtractions until deg B <= target (target
 * >= -1), each step's row operations applied to M's rows when M is not
 * NULL (M on entry: the matrix so far).  deg A > deg B on entry and on
 * return. */
static int euclid_bits(bp_mat *M, bp_dp *A, bp_dp *B, ptrdiff_t target)
{
    int err = BINPOLY_OK;
    while (err == 0 && B->deg > target) {
        while (err == 0 && A->deg >= B->deg) {
            size_t k = (size_t)(A->deg - B->deg);
            err = bp_dp_add_shifted(A, B, k);
            if (err == 0 && M)
                err = bp_dp_add_shifted(&M->m[0], &M->m[2], k);
            if (err == 0 && M)
                err = bp_dp_add_shifted(&M->m[1], &M->m[3], k);
        }
        bp_dp_swap(A, B);
        if (M) {
            bp_dp_swap(&M->m[0], &M->m[2]);
            bp_dp_swap(&M->m[1], &M->m[3]);
        }
    }
    return err;
}

/* M = L * M (L's entries and M's distinct); t is scratch. */
static int mat_mul_left(bp_mat *M, const bp_mat *L, bp_dp *t)
{
    bp_mat R = BP_MAT_INIT;
    int err = BINPOLY_OK;
    for (int i = 0; i < 2 && err == 0; i++)
        for (int j = 0; j < 2 && err == 0; j++) {
            bp_dp *r = &R.m[2 * i + j];
            err = bp_dp_mul(r, &L->m[2 * i], &M->m[j]);
            if (err == 0)
                err = bp_dp_addmul(r, &L->m[2 * i + 1], &M->m[2 + j], t);
        }
    if (err == 0)
        for (int i = 0; i < 4; i++)
            bp_dp_swap(&M->m[i], &R.m[i]);
    bp_mat_free(&R);
    return err;
}

/* One Euclid step: (A, B) = (B, A mod B) and M = [[0, 1], [1, q]] M.
 * B != 0, deg A >= deg B. */
static int euclid_step(bp_mat *M, bp_dp *A, bp_dp *B, bp_dp *q, bp_dp *r,
                       bp_dp *t)
{
    int err = bp_dp_divmod(q, r, A, B);
    if (err)
        return err;
    bp_dp_swap(A, B);
    bp_dp_swap(B, r); /* (A, B) = (B, A mod B) */
    for (int j = 0; j < 2 && err == 0; j++) {
        bp_dp_swap(&M->m[j], &M->m[2 + j]);      /* new row 0 = row 1 */
        err = bp_dp_addmul(&M->m[2 + j], q, &M->m[j], t); /* row0 + q row1 */
    }
    return err;
}

static int hgcd_core(bp_mat *M, bp_dp *A, bp_dp *B, size_t d,
                     ptrdiff_t target);

int bp_hgcd(bp_mat *M, bp_dp *A, bp_dp *B, size_t d)
{
    ptrdiff_t n = A->deg, target = n - (ptrdiff_t)d;
    if (B->deg <= target)
        return mat_identity(M);
    size_t s = (size_t)n + 2 > 2 * d ? (size_t)n + 2 - 2 * d : 0;
    if (s == 0)
        return hgcd_core(M, A, B, d, target);
    /* the low s bits wait aside while the top parts are reduced */
    bp_dp lo[2] = {BP_DP_INIT, BP_DP_INIT}, t = BP_DP_INIT;
    int err = bp_dp_low(&lo[0], A, s);
    if (err == 0)
        err = bp_dp_low(&lo[1], B, s);
    if (err == 0)
        err = bp_dp_shr(A, A, s);
    if (err == 0)
        err = bp_dp_shr(B, B, s);
    if (err == 0)
        err = hgcd_core(M, A, B, d, target - (ptrdiff_t)s);
    /* (A, B) = (A, B) X^s + M (lo0, lo1) */
    bp_dp *out[2] = {A, B};
    for (int i = 0; i < 2 && err == 0; i++) {
        bp_dp acc = BP_DP_INIT;
        err = bp_dp_mul(&acc, &M->m[2 * i], &lo[0]);
        if (err == 0)
            err = bp_dp_addmul(&acc, &M->m[2 * i + 1], &lo[1], &t);
        if (err == 0)
            err = bp_dp_add_shifted(&acc, out[i], s);
        if (err == 0)
            bp_dp_swap(out[i], &acc);
        bp_dp_free(&acc);
    }
    bp_dp_free(&lo[0]);
    bp_dp_free(&lo[1]);
    bp_dp_free(&t);
    return err;
}

/* bp_hgcd once the operands are cut: deg A <= 2d - 2 (or the whole
 * operands when they are shorter), target = deg A - d >= 0 on entry. */
static int hgcd_core(bp_mat *M, bp_dp *A, bp_dp *B, size_t d,
                     ptrdiff_t target)
{
    int err = mat_identity(M);
    if (err)
        return err;
    if (d <= HGCD_BASE_BITS)
        return euclid_bits(M, A, B, target);
    bp_mat M2 = BP_MAT_INIT;
    bp_dp q = BP_DP_INIT, r = BP_DP_INIT, t = BP_DP_INIT;
    /* first half: down by about d/2 */
    err = bp_hgcd(M, A, B, (d + 1) / 2);
    if (err == 0 && B->deg > target)
        err = euclid_step(M, A, B, &q, &r, &t);
    /* second half: what is left, from A's degree down to target */
    if (err == 0 && B->deg > target) {
        err = bp_hgcd(&M2, A, B, (size_t)(A->deg - target));
        if (err == 0)
            err = mat_mul_left(M, &M2, &t);
    }
    bp_mat_free(&M2);
    bp_dp_free(&q);
    bp_dp_free(&r);
    bp_dp_free(&t);
    return err;
}

int bp_gcd_dp(bp_dp *A, bp_dp *B)
{
    bp_mat M = BP_MAT_INIT;
    bp_dp r = BP_DP_INIT;
    int err = BINPOLY_OK;
    if (A->deg < B->deg)
        bp_dp_swap(A, B);
    while (err == 0 && B->deg >= 0) {
        if (A->deg < GCD_BASE_BITS) {
            err = euclid_bits(NULL, A, B, -1);
            break;
        }
        /* halve the degree, then one step: the next round works on the
         * reduced pair (the step also covers deg A = deg B, and a B
         * already below the half) */
        size_t d = (size_t)(A->deg - A->deg / 2);
        if (A->deg > B->deg && B->deg > A->deg - (ptrdiff_t)d)
            err = bp_hgcd(&M, A, B, d);
        if (err == 0 && B->deg >= 0) {
            err = bp_dp_divmod(NULL, &r, A, B);
            bp_dp_swap(A, B);
            bp_dp_swap(B, &r);
        }
    }
    bp_mat_free(&M);
    bp_dp_free(&r);
    return err;
}

int bp_xgcd_dp(bp_dp *g, bp_dp *s, bp_dp *t, const bp_dp *a, const bp_dp *b)
{
    if (a->deg < b->deg) /* by symmetry, with the cofactors exchanged */
        return bp_xgcd_dp(g, t, s, b, a);
    bp_mat M = BP_MAT_INIT, M0 = BP_MAT_INIT;
    bp_dp B = BP_DP_INIT, q = BP_DP_INIT, r = BP_DP_INIT, tmp = BP_DP_INIT;
    int err = bp_dp_copy(g, a);
    if (err == 0)
        err = bp_dp_copy(&B, b);
    if (err == 0)
        err = mat_identity(&M0);
    if (err == 0 && a->deg < 0) { /* a = b = 0 */
        bp_dp_zero(&M0.m[0]);
        goto done;
    }
    /* (g, B) = M0 (a, b) with deg g > deg B, or B = 0 */
    if (err == 0 && b->deg >= 0 && a->deg == b->deg)
        err = euclid_step(&M0, g, &B, &q, &r, &tmp);
    if (err == 0 && B.deg >= 0) {
        err = bp_hgcd(&M, g, &B, (size_t)g->deg);
        if (err == 0)
            err = mat_mul_left(&M0, &M, &tmp);
        if (err == 0 && B.deg >= 0) /* B = 1: gcd 1 after one more step */
            err = euclid_step(&M0, g, &B, &q, &r, &tmp);
    }
done:
    if (err == 0) {
        bp_dp_swap(s, &M0.m[0]);
        bp_dp_swap(t, &M0.m[1]);
    }
    bp_mat_free(&M);
    bp_mat_free(&M0);
    bp_dp_free(&B);
    bp_dp_free(&q);
    bp_dp_free(&r);
    bp_dp_free(&tmp);
    return err;
}
