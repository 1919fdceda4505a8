/* SPDX-License-Identifier: MIT */
/* Arithmetic modulo any f (binpoly_modulus, include/binpoly/poly.h):
 * Barrett's reduction with the precomputed quotient mu = X^(2n-2) div f,
 * so that a product mod f is three products (binpoly_mul) and no
 * division.  For deg p <= 2n - 2 and p_hi = p div X^n:
 *   p div f = (p_hi mu) div X^(n-2)
 * exactly (no correction step over F2: with X^(2n-2) = mu f + rho,
 * p_hi X^(2n-2) = (p_hi mu) f + p_hi rho and deg(p_hi rho) < 2n - 2, so
 * the quotient of p_hi X^n X^(n-2) by f X^(n-2) is that of p_hi mu by
 * X^(n-2)).  Public data: not constant time (sizes and degrees steer). */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_internal.h"
#include "poly_mod.h"

#define BP_MOD_MAGIC 0x6D6F6466u /* "modf" */

/* out[0 .. outw) = bits s, s+1, ... of the inw-word x (zero beyond). */
static void extract_bits(uint64_t *out, size_t outw, const uint64_t *x,
                         size_t inw, size_t s)
{
    size_t ws = s / 64, bs = s % 64;
    for (size_t j = 0; j < outw; j++) {
        uint64_t lo = ws + j < inw ? x[ws + j] >> bs : 0;
        if (bs && ws + j + 1 < inw)
            lo |= x[ws + j + 1] << (64 - bs);
        out[j] = lo;
    }
}

/* Keeps the low `bits` bits of the n-word x (bits <= 64 n). */
static void mask_bits(uint64_t *x, size_t n, size_t bits)
{
    for (size_t j = (bits + 63) / 64; j < n; j++)
        x[j] = 0;
    if (bits % 64)
        x[bits / 64] &= ((uint64_t)1 << (bits % 64)) - 1;
}

size_t bp_mod_scratch_words(const binpoly_modulus *F)
{
    return 8 * F->words + 4;
}

int bp_mod_reduce2(const binpoly_modulus *F, uint64_t *c, const uint64_t *p,
                   uint64_t *scratch)
{
    size_t n = F->deg, W = F->words;
    if (bp_poly_degree(p, 2 * W) < (ptrdiff_t)n) {
        memcpy(c, p, W * sizeof *c);
        return BINPOLY_OK;
    }
    /* n >= 2 here: a product of residues of f of degree 1 has degree 0 */
    size_t Wq = (n - 2) / 64 + 1, Wf = n / 64 + 1;
    uint64_t *hi = scratch, *prod = hi + Wq, *q = prod + 2 * Wq;
    uint64_t *qf = q + Wq; /* Wq + Wf words */
    extract_bits(hi, Wq, p, 2 * W, n);              /* p div X^n */
    int err = binpoly_mul(prod, hi, Wq, F->mu, Wq);
    if (err)
        return err;
    extract_bits(q, Wq, prod, 2 * Wq, n - 2);       /* p div f */
    mask_bits(q, Wq, n - 1);
    err = binpoly_mul(qf, q, Wq, F->f, Wf);
    if (err)
        return err;
    for (size_t j = 0; j < W; j++)
        c[j] = p[j] ^ qf[j];
    mask_bits(c, W, n);
    return BINPOLY_OK;
}

int bp_mod_mul(const binpoly_modulus *F, uint64_t *c, const uint64_t *a,
               const uint64_t *b, uint64_t *scratch)
{
    size_t W = F->words;
    uint64_t *p = scratch, *rest = scratch + 2 * W;
    int err = a == b ? binpoly_sqr(p, a, W) : binpoly_mul(p, a, W, b, W);
    return err ? err : bp_mod_reduce2(F, c, p, rest);
}

/* c = X mod f (W words). */
static void x_mod_f(const binpoly_modulus *F, uint64_t *c)
{
    memset(c, 0, F->words * sizeof *c);
    if (F->deg >= 2)
        c[0] = 2;
    else
        c[0] = F->f[0] & 1; /* X = f + f(0) for f = X + f(0) */
}

int bp_mod_frobenius(const binpoly_modulus *F, uint64_t *c, uint64_t k,
                     uint64_t *scratch)
{
    size_t W = F->words;
    /* below about 2 sqrt(n) squarings, a composition (some 3 sqrt(n)
     * products) does not pay */
    uint64_t direct = 4;
    while (direct * direct < 4 * (uint64_t)F->deg)
        direct++;
    x_mod_f(F, c);
    if (k <= direct) {
        int err = BINPOLY_OK;
        for (uint64_t i = 0; i < k && err == 0; i++)
            err = bp_mod_mul(F, c, c, c, scratch);
        return err;
    }
    uint64_t *t = malloc(W * sizeof *t);
    if (t == NULL)
        return BINPOLY_ERR_NOMEM;
    /* X^(2^j) from the top bit of k down: j -> 2j by c(c), j -> j+1 by
     * squaring */
    int top = 63 - __builtin_clzll(k), err = BINPOLY_OK;
    for (int b = top; b >= 0 && err == 0; b--) {
        if (b < top) {
            memcpy(t, c, W * sizeof *t);
            err = bp_mod_compose(F, c, t, t, scratch);
        }
        if (err == 0 && ((k >> b) & 1))
            err = bp_mod_mul(F, c, c, c, scratch);
    }
    free(t);
    return err;
}

/* ---- public entry points ---------------------------------------------- */

static int check_mod(const binpoly_modulus *F)
{
    if (F == NULL)
        return BINPOLY_ERR_NULL;
    return F->magic == BP_MOD_MAGIC ? BINPOLY_OK : BINPOLY_ERR_ARG;
}

/* Whether the residue a (F->words words) has a bit at or above deg f. */
static int not_reduced(const binpoly_modulus *F, const uint64_t *a)
{
    return bp_poly_degree(a, F->words) >= (ptrdiff_t)F->deg;
}

/* Checks of an element function: F set, pointers, alignment, partial
 * overlaps, inputs reduced. */
static int check_elems(const binpoly_modulus *F, const uint64_t *c,
                       const uint64_t *a, const uint64_t *b)
{
    int err = check_mod(F);
    if (err)
        return err;
    size_t bytes = F->words * sizeof *c;
    if (c == NULL || a == NULL || b == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c) || bp_misaligned64(a) || bp_misaligned64(b))
        return BINPOLY_ERR_ALIGN;
    if (bp_partial_overlap(c, bytes, a, bytes) ||
        bp_partial_overlap(c, bytes, b, bytes))
        return BINPOLY_ERR_OVERLAP;
    if (not_reduced(F, a) || not_reduced(F, b))
        return BINPOLY_ERR_ARG;
    return binpoly_backend() == NULL ? BINPOLY_ERR_BACKEND : BINPOLY_OK;
}

int binpoly_modulus_init(binpoly_modulus *F, const uint64_t *f, size_t nf)
{
    if (F == NULL)
        return BINPOLY_ERR_NULL;
    memset(F, 0, sizeof *F);
    if (nf > BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    if (f == NULL && nf > 0)
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(f, nf))
        return BINPOLY_ERR_ALIGN;
    ptrdiff_t d = bp_poly_degree(f, nf);
    if (d < 1)
        return BINPOLY_ERR_ARG; /* F2[X]/(1) and F2[X]/(0): no context */
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    size_t n = (size_t)d, Wf = n / 64 + 1, Wq = n >= 2 ? (n - 2) / 64 + 1 : 1;
    size_t Wx = (2 * n - 2) / 64 + 1; /* X^(2n-2) */
    uint64_t *mem = calloc(Wf + Wq + Wx + Wx, sizeof *mem);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    memcpy(mem, f, Wf * sizeof *mem);
    uint64_t *mu = mem + Wf, *xp = mu + Wq, *q = xp + Wx;
    int err = BINPOLY_OK;
    if (n >= 2) {
        xp[(2 * n - 2) / 64] = (uint64_t)1 << ((2 * n - 2) % 64);
        err = binpoly_divmod(q, NULL, xp, Wx, mem, Wf);
        if (err == 0)
            memcpy(mu, q, Wq * sizeof *mu); /* degree n - 2 */
    }
    if (err) {
        free(mem);
        return err;
    }
    F->deg = n;
    F->words = (n + 63) / 64;
    F->f = mem;
    F->mu = mu;
    F->magic = BP_MOD_MAGIC;
    return BINPOLY_OK;
}

void binpoly_modulus_free(binpoly_modulus *F)
{
    if (F == NULL)
        return;
    free(F->f);
    memset(F, 0, sizeof *F);
}

size_t binpoly_modulus_words(const binpoly_modulus *F)
{
    return check_mod(F) ? 0 : F->words;
}

int binpoly_mod_reduce(const binpoly_modulus *F, uint64_t *c,
                       const uint64_t *a, size_t na)
{
    int err = check_mod(F);
    if (err)
        return err;
    if (na > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if (c == NULL || (a == NULL && na > 0))
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c) || bp_poly_misaligned(a, na))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, F->words, a, na))
        return BINPOLY_ERR_OVERLAP;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    uint64_t *r = malloc((F->deg / 64 + 1) * sizeof *r);
    if (r == NULL)
        return BINPOLY_ERR_NOMEM;
    err = binpoly_divmod(NULL, r, a, na, F->f, F->deg / 64 + 1);
    if (err == 0)
        memcpy(c, r, F->words * sizeof *c);
    free(r);
    return err;
}

/* Runs op with a scratch of bp_mod_scratch_words words. */
#define WITH_SCRATCH(F, call)                                                \
    do {                                                                     \
        uint64_t *scratch = malloc(bp_mod_scratch_words(F) * sizeof(uint64_t)); \
        if (scratch == NULL)                                                 \
            return BINPOLY_ERR_NOMEM;                                        \
        int err_ = (call);                                                   \
        free(scratch);                                                       \
        return err_;                                                         \
    } while (0)

int binpoly_mod_mul(const binpoly_modulus *F, uint64_t *c, const uint64_t *a,
                    const uint64_t *b)
{
    int err = check_elems(F, c, a, b);
    if (err)
        return err;
    WITH_SCRATCH(F, bp_mod_mul(F, c, a, b, scratch));
}

int binpoly_mod_sqr(const binpoly_modulus *F, uint64_t *c, const uint64_t *a)
{
    return binpoly_mod_mul(F, c, a, a);
}

/* c = a^e mod f, left to right over e's bits. */
static int mod_pow(const binpoly_modulus *F, uint64_t *c, const uint64_t *a,
                   const uint64_t *e, size_t ne, uint64_t *scratch)
{
    size_t W = F->words;
    uint64_t *base = malloc(W * sizeof *base);
    if (base == NULL)
        return BINPOLY_ERR_NOMEM;
    memcpy(base, a, W * sizeof *base);
    memset(c, 0, W * sizeof *c);
    c[0] = 1; /* 1 mod f, deg f >= 1 */
    int err = BINPOLY_OK;
    for (ptrdiff_t i = bp_poly_degree(e, ne); i >= 0 && err == 0; i--) {
        err = bp_mod_mul(F, c, c, c, scratch);
        if (err == 0 && ((e[i / 64] >> (i % 64)) & 1))
            err = bp_mod_mul(F, c, c, base, scratch);
    }
    free(base);
    return err;
}

int binpoly_mod_pow(const binpoly_modulus *F, uint64_t *c, const uint64_t *a,
                    const uint64_t *e, size_t ne)
{
    int err = check_elems(F, c, a, a);
    if (err)
        return err;
    if (ne > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if (e == NULL && ne > 0)
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(e, ne))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, F->words, e, ne))
        return BINPOLY_ERR_OVERLAP;
    WITH_SCRATCH(F, mod_pow(F, c, a, e, ne, scratch));
}

int binpoly_mod_compose(const binpoly_modulus *F, uint64_t *c,
                        const uint64_t *g, const uint64_t *h)
{
    int err = check_elems(F, c, g, h);
    if (err)
        return err;
    if (c == g || c == h) { /* the result is built in place */
        uint64_t *t = malloc(F->words * sizeof *t);
        if (t == NULL)
            return BINPOLY_ERR_NOMEM;
        err = binpoly_mod_compose(F, t, g, h);
        if (err == 0)
            memcpy(c, t, F->words * sizeof *c);
        free(t);
        return err;
    }
    WITH_SCRATCH(F, bp_mod_compose(F, c, g, h, scratch));
}

int binpoly_mod_frobenius(const binpoly_modulus *F, uint64_t *c, uint64_t k)
{
    int err = check_mod(F);
    if (err)
        return err;
    if (c == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c))
        return BINPOLY_ERR_ALIGN;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    WITH_SCRATCH(F, bp_mod_frobenius(F, c, k, scratch));
}
