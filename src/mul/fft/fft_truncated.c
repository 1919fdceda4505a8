/* SPDX-License-Identifier: MIT */
/*
 * Truncated transforms (van der Hoeven's truncated Fourier transform, on
 * the additive FFT of fft_transform.c): a product of c chunks needs the
 * values at m >= c points only, not at all 2^k, and sizes between powers
 * of two then pay for about what they use.  With a block f = f0 + W f1
 * at o (W = W_(j-1)) and s = omega(o >> (j-1)) (fft_transform.c), the
 * first half of the block's values are those of g = f0 + s f1, the second
 * half's those of q = g + f1.
 *  - Forward, m <= half: only g (f0 += s f1, f1 left alone), truncated to
 *    m; m > half: the whole butterfly, the first half in full, the second
 *    truncated to m - half; f1 = 0 (an operand shorter than half the
 *    block): g = q = f0, no product at all.
 *  - Inverse, "mixed": d holds the values at the first m points and, from
 *    m on, the coefficients there, known beforehand (zeros for a
 *    polynomial of degree < m); it returns all coefficients.  m >= half:
 *    the first half's values give g in full (an inverse block); q's
 *    coefficients from m - half on are g's plus the known ones of f1, so
 *    the second half is the same problem for q; then f1 = q + g and
 *    f0 = g + s f1 (an inverse butterfly).  m < half: f1 is known, so
 *    g's coefficients from m on are f0's plus s f1's; the first half is
 *    the same problem for g; then f0 = g + s f1.
 * On two threads (fft_inverse_fork), the inverse's blocks of 2^15
 * elements and more run as their two halves at once, then the inverse
 * butterfly joining them (fft_transform.c's blocks are that composition
 * too), its two halves at once.
 * Control flow and addresses depend on the sizes only.
 */
#include <string.h>

#include "fft/fft.h"
#include "bp_target.h"
#include "fft/fft_transform.h"

/* The values at the first m points of the block d[0..2^j) at o, whose
 * coefficients from z on are zero (the operands fill less than half of
 * the transform): where the second half of the coefficients is zero, the
 * butterfly is a copy (both halves take f0's values), or nothing at all
 * when only the first half's values are needed. */
static void forward_trunc(uint64_t *d, unsigned j, size_t m, size_t z,
                          size_t o, uint64_t *buf)
{
    const size_t h = (size_t)1 << (j - 1);
    /* m is a multiple of 64: a block of 64 is always done whole. */
    if (m == 2 * h && (z > h || j == 6)) {
        BP_FN(fft_forward_block)(d, j, o, buf);
        return;
    }
    if (z <= h) {
        if (m > h)
            memcpy(d + h, d, h * sizeof *d);
        forward_trunc(d, j - 1, m < h ? m : h, z, o, buf);
        if (m > h)
            forward_trunc(d + h, j - 1, m - h, z, o + h, buf);
        return;
    }
    const uint64_t s = bp_fft_omega(o >> (j - 1));
    if (m <= h) {
        BP_FN(fft_muladd)(d, d + h, h, s);
        forward_trunc(d, j - 1, m, h, o, buf);
        return;
    }
    BP_FN(fft_butterfly)(d, d + h, h, s);
    BP_FN(fft_forward_block)(d, j - 1, o, buf);
    forward_trunc(d + h, j - 1, m - h, h, o + h, buf);
}

/* The inverse's second thread: fork (NULL: none) and the column buffer
 * its calls use. */
typedef struct {
    const bp_fork *fork;
    uint64_t *buf2;
} inverse_threads;

/* Blocks of at least 2^FORK_MIN_LOG elements and runs of at least
 * 2^FORK_MIN_LOG butterflies are split between the two threads: each half
 * is then some tens to hundreds of microseconds of work, well above a
 * hand-over between threads (src/api/mul_threads.c). */
#define FORK_MIN_LOG 15

/* One inverse block (fork's call). */
typedef struct {
    uint64_t *d;
    unsigned j;
    size_t o;
    uint64_t *buf;
} block_job;

static void block_job_run(void *x)
{
    const block_job *b = x;
    BP_FN(fft_inverse_block)(b->d, b->j, b->o, b->buf);
}

/* One run of butterflies of the kernel's shape (fork's call). */
typedef struct {
    uint64_t *lo, *hi;
    size_t h;
    uint64_t s;
} fly_job;

static void ibutterfly_run(void *x)
{
    const fly_job *f = x;
    BP_FN(fft_ibutterfly)(f->lo, f->hi, f->h, f->s);
}

static void muladd_run(void *x)
{
    const fly_job *f = x;
    BP_FN(fft_muladd)(f->lo, f->hi, f->h, f->s);
}

/* run (ibutterfly_run or muladd_run) on lo, hi[0..h) with twiddle s: two
 * halves at once when t has a fork and h is large (each element pair is
 * independent of the others). */
static void flies(void (*run)(void *), uint64_t *lo, uint64_t *hi, size_t h,
                  uint64_t s, const inverse_threads *t)
{
    if (t->fork == NULL || h < ((size_t)1 << FORK_MIN_LOG)) {
        fly_job x = {lo, hi, h, s};
        run(&x);
        return;
    }
    const size_t q = (h / 2) & ~(size_t)63;
    fly_job x = {lo, hi, q, s}, y = {lo + q, hi + q, h - q, s};
    t->fork->run(t->fork, run, &x, run, &y);
}

/* fft_inverse_block of d[0..2^j) at o; with t's fork and a large block,
 * its two halves at once (the other on t's buffer), then the butterflies
 * of the top level, which is how the block is composed. */
static void inverse_block(uint64_t *d, unsigned j, size_t o, uint64_t *buf,
                          const inverse_threads *t)
{
    if (t->fork == NULL || j < FORK_MIN_LOG) {
        BP_FN(fft_inverse_block)(d, j, o, buf);
        return;
    }
    const size_t h = (size_t)1 << (j - 1);
    block_job x = {d, j - 1, o, buf}, y = {d + h, j - 1, o + h, t->buf2};
    t->fork->run(t->fork, block_job_run, &x, block_job_run, &y);
    flies(ibutterfly_run, d, d + h, h, bp_fft_omega(o >> (j - 1)), t);
}

static void inverse_mixed(uint64_t *d, unsigned j, size_t m, size_t o,
                          uint64_t *buf, const inverse_threads *t)
{
    if (m == 0) /* every coefficient known */
        return;
    if (m == (size_t)1 << j) {
        inverse_block(d, j, o, buf, t);
        return;
    }
    const size_t h = (size_t)1 << (j - 1);
    const uint64_t s = bp_fft_omega(o >> (j - 1));
    if (m >= h) {
        inverse_block(d, j - 1, o, buf, t);
        for (size_t u = m - h; u < h; u++)
            d[h + u] ^= d[u];
        inverse_mixed(d + h, j - 1, m - h, o + h, buf, t);
        flies(ibutterfly_run, d, d + h, h, s, t);
        return;
    }
    flies(muladd_run, d + m, d + h + m, h - m, s, t);
    inverse_mixed(d, j - 1, m, o, buf, t);
    flies(muladd_run, d, d + h, h, s, t);
}

void BP_FN(fft_forward)(uint64_t *d, unsigned k, size_t m, size_t z,
                        uint64_t *buf)
{
    forward_trunc(d, k, m, z, 0, buf);
}

void BP_FN(fft_inverse_fork)(uint64_t *d, unsigned k, size_t m,
                             uint64_t *buf, uint64_t *buf2,
                             const bp_fork *fork)
{
    const inverse_threads t = {fork, buf2};
    memset(d + m, 0, (((size_t)1 << k) - m) * sizeof *d);
    inverse_mixed(d, k, m, 0, buf, &t);
}
