/* SPDX-License-Identifier: MIT */
/*
 * binpoly_mul_threads (include/binpoly.h): the product on two threads.
 * The calling thread starts one worker for the call and hands it one job
 * at a time through a bp_fork (bp_backend.h): the FFT product splits its
 * transforms between the two (fft_mul_fork, src/mul/fft/), below the
 * FFT's crossover each thread multiplies one half of the longer operand.
 * Every split depends on the sizes only, and each thread computes exact
 * pieces of the one product, so the result is binpoly_mul's bits.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_alloc.h"
#include "bp_backend.h"
#include "fft/fft.h"
#include "mul_check.h"

/* Products of fewer words (na + nb) stay on the calling thread: on Zen 4
 * such a product takes some hundred microseconds or less, where a
 * thread's start and hand-overs would eat most of the gain. */
#define THREADS_MIN_WORDS 8192

/* Spins (atomic loads) before a thread waits on the condition variable:
 * about 20 microseconds, longer than a hand-over between two running
 * threads takes, shorter than the work between two of them. */
#define SPINS 20000

/* The worker and its job slot.  The caller writes job and arg, then
 * counts the job in posted (release); the worker runs it and sets done to
 * posted's count (release).  A job of NULL tells the worker to stop.
 * Each side spins a while on the other's counter, then sleeps on cv;
 * whoever changes a counter takes mu and wakes cv after the change, so a
 * sleeper that re-checks under mu misses no change. */
typedef struct {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    void (*job)(void *);
    void *arg;
    atomic_uint posted, done;
    pthread_t thread;
} worker;

/* Returns once *x == want (spinning, then sleeping on w's cv). */
static void wait_for(worker *w, atomic_uint *x, unsigned want)
{
    for (unsigned i = 0; i < SPINS; i++)
        if (atomic_load_explicit(x, memory_order_acquire) == want)
            return;
    pthread_mutex_lock(&w->mu);
    while (atomic_load_explicit(x, memory_order_acquire) != want)
        pthread_cond_wait(&w->cv, &w->mu);
    pthread_mutex_unlock(&w->mu);
}

/* *x = value, then the sleepers woken. */
static void publish(worker *w, atomic_uint *x, unsigned value)
{
    atomic_store_explicit(x, value, memory_order_release);
    pthread_mutex_lock(&w->mu);
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->mu);
}

static void *worker_main(void *p)
{
    worker *w = p;
    for (unsigned seen = 1;; seen++) {
        wait_for(w, &w->posted, seen);
        if (w->job == NULL)
            return NULL;
        w->job(w->arg);
        publish(w, &w->done, seen);
    }
}

/* Hands job(arg) to the worker; returns its number for wait_for. */
static unsigned post(worker *w, void (*job)(void *), void *arg)
{
    w->job = job;
    w->arg = arg;
    const unsigned n =
        atomic_load_explicit(&w->posted, memory_order_relaxed) + 1;
    publish(w, &w->posted, n);
    return n;
}

/* bp_fork's run: g(y) on the worker, f(x) here, return when both are
 * done (the counters' release and acquire order both calls' memory
 * against the caller's). */
static void fork_run(const bp_fork *self, void (*f)(void *), void *x,
                     void (*g)(void *), void *y)
{
    worker *w = self->ctx;
    const unsigned n = post(w, g, y);
    f(x);
    wait_for(w, &w->done, n);
}

/* Starts w's thread: 0, or -1 (nothing left to undo). */
static int worker_start(worker *w)
{
    w->job = NULL;
    w->arg = NULL;
    atomic_init(&w->posted, 0);
    atomic_init(&w->done, 0);
    if (pthread_mutex_init(&w->mu, NULL) != 0)
        return -1;
    if (pthread_cond_init(&w->cv, NULL) != 0) {
        pthread_mutex_destroy(&w->mu);
        return -1;
    }
    if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
        pthread_cond_destroy(&w->cv);
        pthread_mutex_destroy(&w->mu);
        return -1;
    }
    return 0;
}

static void worker_stop(worker *w)
{
    post(w, NULL, NULL);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
}

/* One product on one thread (fork's call): c = a * b, any order of the
 * sizes (>= 1), scratch of binpoly_mul_scratch_words for them. */
typedef struct {
    const bp_backend *be;
    uint64_t *c;
    const uint64_t *a, *b;
    size_t na, nb;
    uint64_t *scratch;
} mul_job;

static void mul_job_run(void *x)
{
    const mul_job *j = x;
    if (j->na >= j->nb)
        j->be->mul(j->c, j->a, j->na, j->b, j->nb, j->scratch);
    else
        j->be->mul(j->c, j->b, j->nb, j->a, j->na, j->scratch);
}

/* Words of the one allocation of a threaded na x nb product (na >= nb):
 * the FFT's two transforms and two column buffers; or, below the FFT's
 * crossover, the upper half's product and both halves' scratch. */
static size_t threads_scratch_words(const bp_backend *be, size_t na,
                                    size_t nb)
{
    if (bp_fft_applies(na, nb, be->fft_switch))
        return bp_fft_fork_scratch_words(na, nb);
    const size_t h = na / 2;
    return (na - h + nb) + binpoly_mul_scratch_words(h, nb) +
           binpoly_mul_scratch_words(na - h, nb);
}

/* c = a * b (na >= nb >= 1) on the two threads of fork, with scratch of
 * threads_scratch_words.  Below the FFT: c[0..h+nb) = a[0..h) * b here,
 * t = a[h..na) * b on the worker, then t added at word h. */
static void mul_forked(const bp_backend *be, uint64_t *c, const uint64_t *a,
                       size_t na, const uint64_t *b, size_t nb,
                       uint64_t *scratch, const bp_fork *fork)
{
    if (bp_fft_applies(na, nb, be->fft_switch)) {
        be->fft_mul_fork(c, a, na, b, nb, scratch, fork);
        return;
    }
    const size_t h = na / 2, nt = na - h + nb;
    uint64_t *t = scratch, *s0 = t + nt;
    uint64_t *s1 = s0 + binpoly_mul_scratch_words(h, nb);
    mul_job lo = {be, c, a, b, h, nb, s0};
    mul_job hi = {be, t, a + h, b, na - h, nb, s1};
    fork->run(fork, mul_job_run, &lo, mul_job_run, &hi);
    for (size_t i = 0; i < nb; i++)
        c[h + i] ^= t[i];
    memcpy(c + h + nb, t + nb, (na - h) * sizeof *t);
}

int binpoly_mul_threads(uint64_t *c, const uint64_t *a, size_t na,
                        const uint64_t *b, size_t nb, unsigned nthreads)
{
    const bp_backend *be;
    int err = bp_check_mul(c, a, na, b, nb, &be);
    if (err != BINPOLY_OK)
        return err;
    if (nthreads <= 1 || na == 0 || nb == 0 || na + nb < THREADS_MIN_WORDS)
        return binpoly_mul(c, a, na, b, nb);
    if (na < nb) {
        const uint64_t *p = a;
        a = b;
        b = p;
        const size_t n = na;
        na = nb;
        nb = n;
    }
    const size_t need = threads_scratch_words(be, na, nb);
    uint64_t *scratch = bp_alloc_words_aligned(need);
    if (scratch == NULL)
        return BINPOLY_ERR_NOMEM;
    worker w;
    if (worker_start(&w) != 0) {
        free(scratch);
        return BINPOLY_ERR_THREAD;
    }
    const bp_fork fork = {fork_run, &w};
    mul_forked(be, c, a, na, b, nb, scratch, &fork);
    worker_stop(&w);
    free(scratch);
    return BINPOLY_OK;
}
