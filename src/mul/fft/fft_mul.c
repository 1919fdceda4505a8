/* SPDX-License-Identifier: MIT */
/*
 * The additive FFT product (fft.h): chunk, convert, evaluate, multiply
 * pointwise, interpolate, convert back, overlap-add; the transforms
 * truncated to the points the product needs (fft_truncated.c).  Compiled once per
 * backend.  Scratch: the two transforms, 2^k words each, and the column
 * buffer (bp_fft_scratch_words).  On two threads (fft_mul_fork): the two
 * operands' conversions and evaluations at once, the pointwise products in
 * two halves at once, the inverse's large blocks in halves
 * (fft_inverse_fork); the conversion back and the overlap-add on one
 * thread.  Control flow and addresses depend on the sizes only.
 */
#include <string.h>

#include "fft/fft.h"
#include "bp_target.h"
#include "fft/fft_transform.h"

/* f[0..2^k) = the 32-bit chunks of a[0..n) (2n of them), zero above. */
static void chunk(uint64_t *f, unsigned k, const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        f[2 * i] = a[i] & 0xFFFFFFFFu;
        f[2 * i + 1] = a[i] >> 32;
    }
    memset(f + 2 * n, 0, (((size_t)1 << k) - 2 * n) * sizeof *f);
}

/* c[0..n) = sum of f[j] X^(32 j) for the 2n - 1 pieces of the product
 * (each of degree < 63: piece j covers bits 32j .. 32j + 62, so an odd
 * piece spans two words and an even one a single word). */
static void overlap_add(uint64_t *c, size_t n, const uint64_t *f)
{
    c[0] = f[0];
    for (size_t i = 1; i < n; i++)
        c[i] = f[2 * i] ^ (f[2 * i - 1] >> 32);
    for (size_t i = 0; i + 1 < n; i++)
        c[i] ^= f[2 * i + 1] << 32;
}

/* The smallest j with 2^j >= x. */
static unsigned log_ceil(size_t x)
{
    unsigned j = 0;
    while (((size_t)1 << j) < x)
        j++;
    return j;
}

/* f = the values of a's chunks (as a polynomial in X^32) at the first m
 * of the 2^k points; buf: the column buffer.  The novel basis is the same
 * for every length and keeps degrees (X_j has degree j), so the 2n chunks
 * are converted as a polynomial of 2^j >= 2n terms only. */
static void evaluate(uint64_t *f, unsigned k, size_t m, const uint64_t *a,
                     size_t n, uint64_t *buf)
{
    chunk(f, k, a, n);
    BP_FN(fft_to_novel)(f, log_ceil(2 * n), 2 * n, buf);
    BP_FN(fft_forward)(f, k, m, 2 * n, buf);
}

/* One operand's evaluate (fork's call). */
typedef struct {
    uint64_t *f;
    unsigned k;
    size_t m;
    const uint64_t *a;
    size_t n;
    uint64_t *buf;
} evaluate_job;

static void evaluate_run(void *x)
{
    const evaluate_job *e = x;
    evaluate(e->f, e->k, e->m, e->a, e->n, e->buf);
}

/* Pointwise products of a range (fork's call). */
typedef struct {
    uint64_t *x;
    const uint64_t *y;
    size_t n;
} pointwise_job;

static void pointwise_run(void *x)
{
    const pointwise_job *p = x;
    BP_FN(fft_pointwise)(p->x, p->y, p->n);
}

void BP_FN(fft_mul_fork)(uint64_t *c, const uint64_t *a, size_t na,
                         const uint64_t *b, size_t nb, uint64_t *scratch,
                         const bp_fork *fork)
{
    const unsigned k = bp_fft_log_len(na, nb);
    const size_t len = (size_t)1 << k;
    /* The product's 2(na + nb) - 1 chunks, rounded up to the base block. */
    const size_t m = (2 * (na + nb) + 63) & ~(size_t)63;
    uint64_t *fa = scratch, *fb = scratch + len, *buf = scratch + 2 * len;
    uint64_t *buf2 = fork != NULL ? buf + bp_fft_columns_words(k) : NULL;
    /* On one thread both evaluations use buf, one after the other. */
    evaluate_job ea = {fa, k, m, a, na, buf},
                 eb = {fb, k, m, b, nb, fork != NULL ? buf2 : buf};
    if (fork != NULL) {
        fork->run(fork, evaluate_run, &ea, evaluate_run, &eb);
        const size_t h = (m / 2) & ~(size_t)63;
        pointwise_job lo = {fa, fb, h}, hi = {fa + h, fb + h, m - h};
        fork->run(fork, pointwise_run, &lo, pointwise_run, &hi);
    } else {
        evaluate_run(&ea);
        evaluate_run(&eb);
        BP_FN(fft_pointwise)(fa, fb, m);
    }
    BP_FN(fft_inverse_fork)(fa, k, m, buf, buf2, fork);
    BP_FN(fft_from_novel)(fa, k, m, buf);
    overlap_add(c, na + nb, fa);
}

void BP_FN(fft_mul)(uint64_t *c, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb, uint64_t *scratch)
{
    BP_FN(fft_mul_fork)(c, a, na, b, nb, scratch, NULL);
}
