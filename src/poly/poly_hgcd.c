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
#include "poly_kernels.h"

/* Reductions of at most this many bits run the word-level Euclid
 * (euclid_words, the matrix rows updated alongside); larger ones recurse.
 * Chosen where the recursion's products start to pay (measured on AMD
 * Zen 4: 512 to 2048 within noise). */
#define HGCD_BASE_BITS 1024

/* Top-level gcds below this degree run the word-level Euclid to the end
 * (2048 to 8192 within noise on Zen 4). */
#define GCD_BASE_BITS 4096

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

/* One Euclid step: (A, B) = (B, A mod B) and M = [[0, 1], [1, q]] M
 * (M NULL: not tracked).  B != 0, deg A >= deg B. */
static int euclid_step(bp_mat *M, bp_dp *A, bp_dp *B, bp_dp *q, bp_dp *r,
                       bp_dp *t)
{
    int err = bp_dp_divmod(q, r, A, B);
    if (err)
        return err;
    bp_dp_swap(A, B);
    bp_dp_swap(B, r); /* (A, B) = (B, A mod B) */
    for (int j = 0; j < 2 && err == 0 && M; j++) {
        bp_dp_swap(&M->m[j], &M->m[2 + j]);      /* new row 0 = row 1 */
        err = bp_dp_addmul(&M->m[2 + j], q, &M->m[j], t); /* row0 + q row1 */
    }
    return err;
}

/* Degree of the word x, -1 for 0. */
static int word_degree(uint64_t x)
{
    return x ? 63 - __builtin_clzll(x) : -1;
}

/* Euclid on one-word polynomials a, b (deg a > deg b) until deg b <= tw
 * (tw >= -1), the steps' product in U (U[2i + j] row i, column j; the
 * entries have degree < 64 - deg of the final a).  Returns the number of
 * division steps taken. */
static int word_euclid(uint64_t a, uint64_t b, int tw, uint64_t U[4])
{
    uint64_t u00 = 1, u01 = 0, u10 = 0, u11 = 1;
    int da = word_degree(a), db = word_degree(b), steps = 0;
    while (db > tw) {
        while (da >= db) {
            int k = da - db;
            a ^= b << k;
            u00 ^= u10 << k;
            u01 ^= u11 << k;
            da = word_degree(a);
        }
        uint64_t t = a; a = b; b = t;
        t = u00; u00 = u10; u10 = t;
        t = u01; u01 = u11; u11 = t;
        int e = da; da = db; db = e;
        steps++;
    }
    U[0] = u00; U[1] = u01; U[2] = u10; U[3] = u11;
    return steps;
}

/* (X, Y) = U (X, Y) for one-word U; T0, T1 scratch. */
static int apply_word_matrix(bp_dp *X, bp_dp *Y, const uint64_t U[4],
                             bp_dp *T0, bp_dp *T1)
{
    size_t nx = bp_dp_words(X), ny = bp_dp_words(Y);
    size_t n = nx > ny ? nx : ny;
    if (n == 0)
        return BINPOLY_OK;
    int err = bp_dp_reserve(T0, n + 1);
    if (err == 0)
        err = bp_dp_reserve(T1, n + 1);
    if (err == 0)
        err = bp_dp_reserve(X, n);
    if (err == 0)
        err = bp_dp_reserve(Y, n);
    if (err)
        return err;
    memset(X->w + nx, 0, (n - nx) * sizeof *X->w); /* zero-pad the shorter */
    memset(Y->w + ny, 0, (n - ny) * sizeof *Y->w);
    bp_poly_kernels_active()->word_matrix(T0->w, T1->w, X->w, Y->w, n, U);
    bp_dp_normalize(T0, n + 1);
    bp_dp_normalize(T1, n + 1);
    bp_dp_swap(X, T0);
    bp_dp_swap(Y, T1);
    return BINPOLY_OK;
}

/* Euclid's steps until deg B <= target (target >= -1), M's rows updated
 * alongside when M is not NULL (M on entry: the matrix so far); deg A >
 * deg B on entry and on return.  Lehmer's way on words: the steps on the
 * top 64 bits of A and B (B aligned to A) that stay above bit 31 of that
 * word are Euclid's steps of A and B themselves (the half-gcd lemma with
 * d = 32), found on single words and applied to A, B and M's rows by one
 * product of a word per word; a step the top word cannot decide (a
 * quotient of 32 bits or more) is a division of its own. */
static int euclid_words(bp_mat *M, bp_dp *A, bp_dp *B, ptrdiff_t target)
{
    bp_dp T0 = BP_DP_INIT, T1 = BP_DP_INIT, q = BP_DP_INIT, r = BP_DP_INIT;
    int err = BINPOLY_OK;
    while (err == 0 && B->deg > target) {
        ptrdiff_t n = A->deg;
        size_t s = n >= 63 ? (size_t)n - 63 : 0;
        uint64_t a, b, U[4];
        if (s == 0) {
            a = A->w[0];
            b = B->w[0];
        } else {
            size_t ws = s / 64, bs = s % 64, na = bp_dp_words(A);
            size_t nb = bp_dp_words(B);
            a = A->w[ws] >> bs;
            if (bs && ws + 1 < na)
                a |= A->w[ws + 1] << (64 - bs);
            b = ws < nb ? B->w[ws] >> bs : 0;
            if (bs && ws + 1 < nb)
                b |= B->w[ws + 1] << (64 - bs);
        }
        ptrdiff_t tw = (ptrdiff_t)s > target ? -1 : target - (ptrdiff_t)s;
        if (s > 0 && tw < 31)
            tw = 31; /* the top word decides only the steps above bit 31 */
        if (word_euclid(a, b, (int)tw, U) == 0) {
            err = euclid_step(M, A, B, &q, &r, &T0);
            continue;
        }
        err = apply_word_matrix(A, B, U, &T0, &T1);
        if (err == 0 && M)
            err = apply_word_matrix(&M->m[0], &M->m[2], U, &T0, &T1);
        if (err == 0 && M)
            err = apply_word_matrix(&M->m[1], &M->m[3], U, &T0, &T1);
    }
    bp_dp_free(&T0);
    bp_dp_free(&T1);
    bp_dp_free(&q);
    bp_dp_free(&r);
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
        return euclid_words(M, A, B, target);
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
            err = euclid_words(NULL, A, B, -1);
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

int bp_coprime_words(const uint64_t *f, size_t nf, const uint64_t *x,
                     size_t nx, uint64_t low, int *coprime)
{
    bp_dp a = BP_DP_INIT, b = BP_DP_INIT;
    int err = bp_dp_set_words(&a, f, nf);
    if (err == 0)
        err = bp_dp_reserve(&b, nx);
    if (err == 0) {
        memcpy(b.w, x, nx * sizeof *x);
        b.w[0] ^= low;
        bp_dp_normalize(&b, nx);
        err = bp_gcd_dp(&a, &b);
    }
    if (err == 0)
        *coprime = a.deg == 0;
    bp_dp_free(&a);
    bp_dp_free(&b);
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
