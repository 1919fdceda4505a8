/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-poly: wall-clock seconds per call of the F2[X] algebra of
 * include/binpoly/poly.h and of NTL's counterpart on the same operands, in
 * one run, with their ratio (NTL / binpoly: above 1, binpoly is faster).
 *
 *   binpoly-bench-poly [--quick] [--ntl-limit S] [--threads T] [op ...]
 *
 * ops: gcd xgcd minpoly mulmod compose irred sparse factor lowest
 * (default: all), each at sizes from 10^3 to 10^7 bits (gcd, xgcd,
 * minpoly), to 10^6 (mulmod, compose), at degrees 1000, 9689 and 110503
 * (irred: dense irreducible polynomials, see irreducible_of_degree), at
 * degrees 100003 and 110503 (sparse: an irreducible pentanomial and
 * trinomial, see sparse_irreducible), at degrees
 * 2048 and 8192 (factor: a random polynomial), and at degrees 1000, 10007
 * and 100003 (lowest: binpoly_irreducible_lowest against NTL's
 * BuildSparseIrred, one call each).  Each figure is the mean over as many
 * calls as fit in about 0.3 s (at least one).  NTL runs in a child
 * process stopped after S seconds (default 600): "NTL > S s" then.
 * --quick: the smallest size of each op only.  --threads T: the
 * lowest-weight search on T threads (binpoly_irreducible_lowest_threads;
 * default BINPOLY_LOWEST_THREADS, binpoly_irreducible_lowest's).
 * Degree 1000 of "lowest" is answered from binpoly's table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#ifdef BENCH_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;

static uint64_t rnd(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A random polynomial of degree bits - 1 in n >= ceil(bits/64) words. */
static uint64_t *random_poly(size_t n, size_t bits)
{
    uint64_t *x = calloc(n ? n : 1, 8);
    for (size_t j = 0; j < (bits + 63) / 64; j++)
        x[j] = rnd();
    if (bits % 64)
        x[bits / 64] &= ((uint64_t)1 << (bits % 64)) - 1;
    x[(bits - 1) / 64] |= (uint64_t)1 << ((bits - 1) % 64);
    return x;
}

/* x (n words) = (X + 1)^e: the product of the X^(2^i) + 1 over e's bits. */
static void pow_x_plus_1(uint64_t *x, size_t n, size_t e)
{
    uint64_t *t = calloc(2 * n + 1, 8), *m = calloc(n, 8);
    memset(x, 0, n * 8);
    x[0] = 1;
    for (size_t i = 0; ((size_t)1 << i) <= e; i++) {
        if (!((e >> i) & 1))
            continue;
        size_t p = (size_t)1 << i;
        memset(m, 0, n * 8);
        m[0] = 1;
        m[p / 64] ^= (uint64_t)1 << (p % 64);
        binpoly_mul(t, x, n, m, n);
        memcpy(x, t, n * 8);
    }
    free(t);
    free(m);
}

/* A dense irreducible polynomial of the given degree (n words): the
 * irreducible trinomials X^9689 + X^84 + 1 and X^110503 + X^25230 + 1
 * (Mersenne-exponent degrees) with X replaced by X + 1, which keeps them
 * irreducible and makes them dense (no peer's trinomial shortcut); other
 * degrees: binpoly_random_irreducible. */
static uint64_t *irreducible_of_degree(size_t deg, size_t n)
{
    uint64_t *f = calloc(n, 8);
    size_t k = deg == 9689 ? 84 : deg == 110503 ? 25230 : 0;
    if (k == 0) {
        if (binpoly_random_irreducible(f, deg, 7) != 0)
            exit(1);
        return f;
    }
    uint64_t *t = calloc(n, 8);
    pow_x_plus_1(f, n, deg);
    pow_x_plus_1(t, n, k);
    for (size_t j = 0; j < n; j++)
        f[j] ^= t[j];
    f[0] ^= 1;
    free(t);
    return f;
}

/* A sparse irreducible polynomial of degree deg in n words: the
 * trinomial X^110503 + X^25230 + 1, or at degree 100003 the pentanomial
 * X^100003 + X^58 + X^40 + X^33 + 1 (binpoly_irreducible_lowest's answer,
 * which the dense test also accepts in the X + 1 shifted form). */
static uint64_t *sparse_irreducible(size_t deg, size_t n)
{
    static const size_t tri[] = {25230}, pent[] = {58, 40, 33};
    const size_t *t = deg == 110503 ? tri : pent;
    size_t nt = deg == 110503 ? 1 : 3;
    uint64_t *f = calloc(n, 8);
    f[0] = 1;
    for (size_t i = 0; i < nt; i++)
        f[t[i] / 64] |= (uint64_t)1 << (t[i] % 64);
    f[deg / 64] |= (uint64_t)1 << (deg % 64);
    return f;
}

/* The operands of one measurement. */
typedef struct {
    const char *op;
    size_t bits, n;
    uint64_t *a, *b, *f, *out, *out2, *out3;
    binpoly_modulus F;
} job;

/* Threads of the lowest-weight search (--threads). */
static unsigned lowest_threads = BINPOLY_LOWEST_THREADS;

static int run_binpoly(job *j)
{
    const char *op = j->op;
    size_t L;
    if (!strcmp(op, "gcd"))
        return binpoly_gcd(j->out, j->a, j->n, j->b, j->n);
    if (!strcmp(op, "xgcd"))
        return binpoly_xgcd(j->out, j->out2, j->out3, j->a, j->n, j->b, j->n);
    if (!strcmp(op, "minpoly"))
        return binpoly_berlekamp_massey(j->out, &L, j->a, 64 * j->n);
    if (!strcmp(op, "mulmod"))
        return binpoly_mod_mul(&j->F, j->out, j->a, j->b);
    if (!strcmp(op, "compose"))
        return binpoly_mod_compose(&j->F, j->out, j->a, j->b);
    if (!strcmp(op, "lowest")) {
        unsigned taps[3];
        size_t nt;
        return binpoly_irreducible_lowest_threads((unsigned)j->bits, taps,
                                                  &nt, lowest_threads);
    }
    if (!strcmp(op, "irred") || !strcmp(op, "sparse")) {
        int r = binpoly_is_irreducible(j->f, j->n + 1);
        return r < 0 ? r : 0;
    }
    if (!strcmp(op, "factor")) {
        binpoly_factors *fs = NULL;
        int err = binpoly_factor(&fs, j->f, j->n + 1, 1);
        binpoly_factors_free(fs);
        return err;
    }
    return BINPOLY_ERR_ARG;
}

/* Seconds per call of binpoly's op: mean over calls filling ~0.3 s. */
static double time_binpoly(job *j, int *reps)
{
    int r = 0;
    double t0 = now(), t;
    do {
        int err = run_binpoly(j);
        if (err) {
            fprintf(stderr, "%s at %zu bits: %s\n", j->op, j->bits,
                    binpoly_strerror(err));
            exit(1);
        }
        r++;
        t = now() - t0;
    } while (t < 0.3);
    *reps = r;
    return t / r;
}

#ifdef BENCH_HAVE_NTL
/* NTL's seconds per call (pna_time, or pna_time_lowest for "lowest") in
 * a child process, -1 when it has not answered within limit seconds (the
 * child is then killed). */
static double ntl_limited(const job *j, size_t na, size_t nb, int reps,
                          double limit)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        int modular = j->F.magic != 0;
        double t = !strcmp(j->op, "lowest")
                       ? pna_time_lowest((long)j->bits)
                       : pna_time(j->op, j->a, na, j->b, nb, j->f,
                                  modular ? j->n + 1 : 0, reps);
        ssize_t w = write(fd[1], &t, sizeof t);
        _exit(w == (ssize_t)sizeof t ? 0 : 1);
    }
    close(fd[1]);
    double t = -1;
    struct pollfd pfd = {fd[0], POLLIN, 0};
    if (pid < 0 || poll(&pfd, 1, (int)(limit * 1000)) <= 0 ||
        read(fd[0], &t, sizeof t) != (ssize_t)sizeof t)
        t = -1;
    if (pid > 0) {
        if (t < 0)
            kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
    close(fd[0]);
    return t;
}
#endif

static double ntl_limit = 600;

static void measure(const char *op, size_t bits)
{
    job j = {0};
    j.op = op;
    j.bits = bits;
    j.n = (bits + 63) / 64;
    int modular = !strcmp(op, "mulmod") || !strcmp(op, "compose");
    size_t n = j.n + 1;
    j.out = calloc(n + 1, 8);
    j.out2 = calloc(n + 1, 8);
    j.out3 = calloc(n + 1, 8);
    if (modular) { /* f of degree bits, residues of bits bits */
        j.f = random_poly(n, bits + 1);
        if (binpoly_modulus_init(&j.F, j.f, n) != 0)
            exit(1);
        j.a = random_poly(j.n, bits);
        j.b = random_poly(j.n, bits);
    } else if (!strcmp(op, "irred") || !strcmp(op, "sparse")) {
        j.f = !strcmp(op, "sparse") ? sparse_irreducible(bits, n)
                                    : irreducible_of_degree(bits, n);
        j.a = j.f;
        j.b = j.f;
    } else if (!strcmp(op, "lowest")) {
        j.f = calloc(1, 8);
        j.a = j.f;
        j.b = j.f;
    } else if (!strcmp(op, "factor")) {
        j.f = random_poly(n, bits + 1);
        j.a = j.f;
        j.b = j.f;
    } else {
        j.a = random_poly(j.n, bits);
        j.b = random_poly(j.n, bits - bits / 10);
    }
    int reps;
    double tb = time_binpoly(&j, &reps);
    printf("%-8s %9zu bits  binpoly %10.6f s", op, bits, tb);
#ifdef BENCH_HAVE_NTL
    size_t na = j.n, nb = j.n;
    if (!strcmp(op, "irred") || !strcmp(op, "sparse") ||
        !strcmp(op, "factor"))
        na = nb = n;
    double tn = ntl_limited(&j, na, nb, reps < 3 ? 1 : reps, ntl_limit);
    if (tn < 0)
        printf("  NTL > %.0f s", ntl_limit);
    else
        printf("  NTL %10.6f s  NTL/binpoly %6.1f", tn, tn / tb);
#endif
    printf("\n");
    fflush(stdout);
    if (modular)
        binpoly_modulus_free(&j.F);
    if (j.a != j.f)
        free(j.a);
    if (j.b != j.f)
        free(j.b);
    free(j.f);
    free(j.out);
    free(j.out2);
    free(j.out3);
}

int main(int argc, char **argv)
{
    static const char *all[] = {"gcd",   "xgcd",   "minpoly", "mulmod",
                                "compose", "irred", "sparse", "factor",
                                "lowest"};
    static const size_t big[] = {1000, 10000, 100000, 1000000, 10000000};
    static const size_t mid[] = {1000, 10000, 100000, 1000000};
    static const size_t irr[] = {1000, 9689, 110503};
    static const size_t fac[] = {2048, 8192};
    static const size_t sparse[] = {100003, 110503};
    static const size_t low[] = {1000, 10007, 100003};
    int quick = 0;
    const char *ops[16];
    int nops = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick"))
            quick = 1;
        else if (!strcmp(argv[i], "--ntl-limit") && i + 1 < argc)
            ntl_limit = atof(argv[++i]);
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            lowest_threads = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--help")) {
            printf("usage: %s [--quick] [--ntl-limit S] [--threads T] "
                   "[op ...]\nops: gcd xgcd minpoly mulmod compose irred "
                   "sparse factor lowest (default: all)\n", argv[0]);
            return 0;
        }
        else if (nops < 16)
            ops[nops++] = argv[i];
    }
    if (nops == 0)
        for (size_t i = 0; i < sizeof all / sizeof *all; i++)
            ops[nops++] = all[i];
    printf("binpoly-bench-poly: backend %s, cpu %s; wall-clock seconds per "
           "call\n", binpoly_backend(), binpoly_cpu());
    for (int i = 0; i < nops; i++) {
        const size_t *sz = big;
        size_t count = 5;
        if (!strcmp(ops[i], "mulmod") || !strcmp(ops[i], "compose"))
            sz = mid, count = 4;
        else if (!strcmp(ops[i], "irred"))
            sz = irr, count = 3;
        else if (!strcmp(ops[i], "factor"))
            sz = fac, count = 2;
        else if (!strcmp(ops[i], "sparse"))
            sz = sparse, count = 2;
        else if (!strcmp(ops[i], "lowest"))
            sz = low, count = 3;
        for (size_t k = 0; k < (quick ? 1 : count); k++)
            measure(ops[i], sz[k]);
    }
    return 0;
}
