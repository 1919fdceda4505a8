/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-poly: wall-clock seconds per call of the F2[X] algebra of
 * include/binpoly/poly.h and of its counterparts in NTL (GF2X) and FLINT
 * (nmod_poly mod 2) on the same operands, in one run, with their ratios
 * (peer / binpoly: above 1, binpoly is faster).
 *
 *   binpoly-bench-poly [--quick] [--ntl-limit S] [--flint-limit S]
 *                      [--threads T] [--bits N]... [--csv FILE] [op ...]
 *
 * ops: gcd xgcd minpoly mulmod compose invmod powmod irred sparse factor
 * lowest (default: all), each at sizes from 10^3 to 10^7 bits (gcd, xgcd,
 * minpoly: a sequence of linear complexity < 32 n, see lfsr_sequence),
 * to 10^6 (mulmod, compose, invmod: a random invertible residue mod a
 * random f; powmod: a residue to a random 64-bit power), at degrees 1000, 9689 and 110503
 * (irred: dense irreducible polynomials, see irreducible_of_degree), at
 * degrees 100003 and 110503 (sparse: an irreducible pentanomial and
 * trinomial, see sparse_irreducible), at degrees
 * 2048, 8192 and 32768 (factor: a random polynomial), and at degrees 1000, 10007
 * and 100003 (lowest: binpoly_irreducible_lowest against NTL's
 * BuildSparseIrred; FLINT has no counterpart; degree 1000 is answered
 * from binpoly's table).  Each library's figure is
 * the mean over as many calls as fit in about 0.3 s of its timed calls
 * (at least one).  Each peer runs in a child process stopped after S seconds
 * (default 600): "NTL > S s" then.  FLINT's answers are checked against
 * binpoly's (flint_face.h): a difference is printed on its row and makes
 * the exit status 1.  --csv: also appends the rows
 * op,bits,library,seconds,status (status ok, timeout with the limit as
 * seconds, failed, disagrees) to FILE, after a comment line naming the
 * backend and CPU (and the header line if FILE is new), which
 * tools/plot/plot_algebra.py draws.  --quick: the smallest size of each
 * op only.  --bits N (repeatable): those sizes (degrees) instead of each
 * op's list.  --threads T: the lowest-weight search on T threads
 * (binpoly_irreducible_lowest_threads; default BINPOLY_LOWEST_THREADS,
 * binpoly_irreducible_lowest's).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_job.h"
#ifdef BENCH_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif
#ifdef BENCH_HAVE_FLINT
#include "flint_face.h"
#endif

double bench_now(void)
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

/* A sequence of 64 n terms (n words, term i in bit i) whose linear
 * complexity is at most L = 32 n - 1, so that its minimal polynomial is
 * unique (2L < 64 n) and every library must return the same one: the
 * quotient q of A X^(64 n) by a random h of degree L with h(0) = 1, A
 * random of degree < L.  The coefficients L to 64 n - 1 of q h are those
 * of A X^(64 n) - r, zero, so h reversed generates q's coefficients. */
static uint64_t *lfsr_sequence(size_t n)
{
    size_t L = 32 * n - 1;
    uint64_t *h = random_poly(n, L + 1), *A = random_poly(n, L);
    uint64_t *ax = calloc(2 * n, 8), *q = calloc(2 * n, 8);
    h[0] |= 1;
    memcpy(ax + n, A, 8 * n);
    if (binpoly_divmod(q, NULL, ax, 2 * n, h, n) != 0)
        exit(1);
    free(h);
    free(A);
    free(ax);
    return q; /* deg q < 64 n: the words from n on are zero */
}

int bench_modular(const char *op)
{
    return !strcmp(op, "mulmod") || !strcmp(op, "compose") ||
           !strcmp(op, "invmod") || !strcmp(op, "powmod");
}

/* Threads of the lowest-weight search (--threads). */
static unsigned lowest_threads = BINPOLY_LOWEST_THREADS;

/* One call of binpoly's j->op, its answer kept in j. */
static int run_binpoly(job *j)
{
    const char *op = j->op;
    if (!strcmp(op, "gcd"))
        return binpoly_gcd(j->out, j->a, j->n, j->b, j->n);
    if (!strcmp(op, "xgcd"))
        return binpoly_xgcd(j->out, j->out2, j->out3, j->a, j->n, j->b, j->n);
    if (!strcmp(op, "minpoly"))
        return binpoly_berlekamp_massey(j->out, &j->L, j->a, 64 * j->n);
    if (!strcmp(op, "mulmod"))
        return binpoly_mod_mul(&j->F, j->out, j->a, j->b);
    if (!strcmp(op, "compose"))
        return binpoly_mod_compose(&j->F, j->out, j->a, j->b);
    if (!strcmp(op, "invmod"))
        return binpoly_invmod(j->out, j->a, j->n, j->f, j->n + 1);
    if (!strcmp(op, "powmod"))
        return binpoly_mod_pow(&j->F, j->out, j->a, j->b, 1);
    if (!strcmp(op, "lowest")) {
        unsigned taps[3];
        size_t nt;
        return binpoly_irreducible_lowest_threads((unsigned)j->bits, taps,
                                                  &nt, lowest_threads);
    }
    if (!strcmp(op, "irred") || !strcmp(op, "sparse")) {
        j->verdict = binpoly_is_irreducible(j->f, j->n + 1);
        return j->verdict < 0 ? j->verdict : 0;
    }
    if (!strcmp(op, "factor")) {
        binpoly_factors_free(j->fs);
        return binpoly_factor(&j->fs, j->f, j->n + 1, 1);
    }
    return BINPOLY_ERR_ARG;
}

/* Seconds per call of binpoly's op: mean over calls filling ~0.3 s. */
static double time_binpoly(job *j)
{
    int r = 0;
    double t0 = bench_now(), t;
    do {
        int err = run_binpoly(j);
        if (err) {
            fprintf(stderr, "%s at %zu bits: %s\n", j->op, j->bits,
                    binpoly_strerror(err));
            exit(1);
        }
        r++;
        t = bench_now() - t0;
    } while (t < 0.3);
    return t / r;
}

#if defined(BENCH_HAVE_NTL) || defined(BENCH_HAVE_FLINT)
#define BENCH_HAVE_PEER
#endif

static double ntl_limit = 600, flint_limit = 600;
static FILE *csv;
static int disagreements;

#ifdef BENCH_HAVE_PEER
/* The seconds of one call of a peer's j->op (its own preparations
 * outside the clock) and its verdict on binpoly's answer (*agree: 1
 * agrees, 0 not, -1 unchecked). */
typedef double (*peer_fn)(const job *j, int *agree);

/* The peer's seconds per call in a child process, the mean over as many
 * calls as fit in about 0.3 s of its timed seconds (at least one, as
 * binpoly's); -1 when it has not answered within limit seconds (the
 * child is then killed), -2 when the child died without answering.
 * *agree: 0 if any call disagreed, else the peer's verdict (-1 unless it
 * answered). */
static double peer_limited(peer_fn peer, const job *j, double limit,
                           int *agree)
{
    struct {
        double t;
        int agree;
    } res = {-1, -1};
    *agree = -1;
    int fd[2];
    if (pipe(fd) != 0)
        return -2;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        double total = 0;
        int calls = 0, verdict;
        do {
            total += peer(j, &verdict);
            if (calls++ == 0 || res.agree != 0)
                res.agree = verdict;
        } while (total < 0.3);
        res.t = total / calls;
        ssize_t w = write(fd[1], &res, sizeof res);
        _exit(w == (ssize_t)sizeof res ? 0 : 1);
    }
    close(fd[1]);
    struct pollfd pfd = {fd[0], POLLIN, 0};
    int ready = pid < 0 ? -1 : poll(&pfd, 1, (int)(limit * 1000));
    if (ready > 0 && read(fd[0], &res, sizeof res) != (ssize_t)sizeof res)
        res.t = -2;
    else if (ready <= 0)
        res.t = pid < 0 ? -2 : -1;
    if (pid > 0) {
        if (res.t < 0)
            kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
    close(fd[0]);
    if (res.t >= 0)
        *agree = res.agree;
    return res.t;
}

#ifdef BENCH_HAVE_NTL
/* NTL's seconds of one call: pna_time (operands a, b of n words, or of
 * n + 1 words, f itself, for irred, sparse and factor), or
 * pna_time_lowest for "lowest".  Unchecked here: tests/poly/ compares
 * binpoly's answers with NTL's. */
static double ntl_time(const job *j, int *agree)
{
    *agree = -1;
    if (!strcmp(j->op, "lowest"))
        return pna_time_lowest((long)j->bits);
    int whole = j->a == j->f;
    size_t na = whole ? j->n + 1 : j->n;
    return pna_time(j->op, j->a, na, j->b, na, j->f,
                    j->F.magic != 0 ? j->n + 1 : 0);
}
#endif

/* Prints a peer's column (name, seconds, ratio to binpoly's tb) and its
 * CSV row: t as peer_limited returns it, agree its verdict. */
static void report_peer(const job *j, const char *name, double t, int agree,
                        double limit, double tb)
{
    const char *status = t == -1 ? "timeout" : t < 0 ? "failed" : "ok";
    if (t == -1)
        printf("  %s > %.0f s", name, limit);
    else if (t < 0)
        printf("  %s failed", name);
    else
        printf("  %s %10.6f s  %s/binpoly %6.1f", name, t, name, t / tb);
    if (t >= 0 && agree == 0) {
        printf("  %s DISAGREES WITH BINPOLY", name);
        status = "disagrees";
        disagreements++;
    }
    if (csv)
        fprintf(csv, "%s,%zu,%s,%.9g,%s\n", j->op, j->bits, name,
                t == -1 ? limit : t < 0 ? 0 : t, status);
}
#endif

static void measure(const char *op, size_t bits)
{
    job j = {0};
    j.op = op;
    j.bits = bits;
    j.n = (bits + 63) / 64;
    int modular = bench_modular(op);
    size_t n = j.n + 1;
    j.nout = n + 1;
    j.out = calloc(j.nout, 8);
    j.out2 = calloc(j.nout, 8);
    j.out3 = calloc(j.nout, 8);
    if (modular) { /* f of degree bits, residues of bits bits */
        j.f = random_poly(n, bits + 1);
        if (binpoly_modulus_init(&j.F, j.f, n) != 0)
            exit(1);
        j.a = random_poly(j.n, bits);
        j.b = random_poly(j.n, bits);
        while (!strcmp(op, "invmod") && /* about two tries */
               binpoly_invmod(j.out, j.a, j.n, j.f, n) != 0) {
            free(j.a);
            j.a = random_poly(j.n, bits);
        }
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
        j.a = !strcmp(op, "minpoly") ? lfsr_sequence(j.n)
                                     : random_poly(j.n, bits);
        j.b = random_poly(j.n, bits - bits / 10);
    }
    double tb = time_binpoly(&j);
    printf("%-8s %9zu bits  binpoly %10.6f s", op, bits, tb);
    if (csv)
        fprintf(csv, "%s,%zu,binpoly,%.9g,ok\n", op, bits, tb);
#ifdef BENCH_HAVE_PEER
    int agree;
#endif
#ifdef BENCH_HAVE_NTL
    double tn = peer_limited(ntl_time, &j, ntl_limit, &agree);
    report_peer(&j, "NTL", tn, agree, ntl_limit, tb);
#endif
#ifdef BENCH_HAVE_FLINT
    if (flint_has(op)) {
        double tf = peer_limited(flint_time, &j, flint_limit, &agree);
        report_peer(&j, "FLINT", tf, agree, flint_limit, tb);
    } else {
        printf("  FLINT has no counterpart");
    }
#else
    printf("  FLINT not built (libflint-dev)");
#endif
    printf("\n");
    fflush(stdout);
    if (csv) /* a run stopped early keeps the rows written */
        fflush(csv);
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
    binpoly_factors_free(j.fs);
}

int main(int argc, char **argv)
{
    static const char *all[] = {"gcd",    "xgcd",   "minpoly", "mulmod",
                                "compose", "invmod", "powmod", "irred",
                                "sparse", "factor", "lowest"};
    static const size_t big[] = {1000, 10000, 100000, 1000000, 10000000};
    static const size_t mid[] = {1000, 10000, 100000, 1000000};
    static const size_t irr[] = {1000, 9689, 110503};
    static const size_t fac[] = {2048, 8192, 32768};
    static const size_t sparse[] = {100003, 110503};
    static const size_t low[] = {1000, 10007, 100003};
    static const char usage[] =
        "usage: binpoly-bench-poly [--quick] [--ntl-limit S] "
        "[--flint-limit S] [--threads T] [--bits N]... [--csv FILE] "
        "[op ...]\n"
        "ops: gcd xgcd minpoly mulmod compose invmod powmod irred sparse "
        "factor lowest\n";
    int quick = 0;
    const char *ops[16];
    int nops = 0;
    size_t bits[16], nbits = 0;
    for (int i = 1; i < argc; i++) {
        int known = 0;
        for (size_t k = 0; k < sizeof all / sizeof *all; k++)
            known |= !strcmp(argv[i], all[k]);
        if (!strcmp(argv[i], "--quick"))
            quick = 1;
        else if (!strcmp(argv[i], "--ntl-limit") && i + 1 < argc)
            ntl_limit = atof(argv[++i]);
        else if (!strcmp(argv[i], "--flint-limit") && i + 1 < argc)
            flint_limit = atof(argv[++i]);
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            lowest_threads = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--bits") && i + 1 < argc) {
            long long v = atoll(argv[++i]);
            if (v < 2 || nbits == 16) {
                fprintf(stderr, "--bits: 2 or more, at most 16 sizes\n");
                return 2;
            }
            bits[nbits++] = (size_t)v;
        } else if (!strcmp(argv[i], "--csv") && i + 1 < argc && !csv) {
            csv = fopen(argv[++i], "a");
            if (!csv) {
                perror(argv[i]);
                return 2;
            }
        } else if (known && nops < 16) {
            ops[nops++] = argv[i];
        } else {
            fputs(usage, strcmp(argv[i], "--help") ? stderr : stdout);
            return strcmp(argv[i], "--help") ? 2 : 0;
        }
    }
    if (nops == 0)
        for (size_t i = 0; i < sizeof all / sizeof *all; i++)
            ops[nops++] = all[i];
    printf("binpoly-bench-poly: backend %s, cpu %s; wall-clock seconds per "
           "call\n", binpoly_backend(), binpoly_cpu());
    if (csv) { /* a run's comment line; the header in a new (empty) file */
        int fresh = fseek(csv, 0, SEEK_END) == 0 && ftell(csv) == 0;
        fprintf(csv, "# binpoly-bench-poly: backend %s, cpu %s\n",
                binpoly_backend(), binpoly_cpu());
        if (fresh)
            fputs("op,bits,library,seconds,status\n", csv);
    }
    for (int i = 0; i < nops; i++) {
        const size_t *sz = big;
        size_t count = 5;
        if (bench_modular(ops[i]))
            sz = mid, count = 4;
        else if (!strcmp(ops[i], "irred"))
            sz = irr, count = 3;
        else if (!strcmp(ops[i], "factor"))
            sz = fac, count = 3;
        else if (!strcmp(ops[i], "sparse"))
            sz = sparse, count = 2;
        else if (!strcmp(ops[i], "lowest"))
            sz = low, count = 3;
        if (nbits)
            sz = bits, count = nbits;
        for (size_t k = 0; k < (quick ? 1 : count); k++)
            measure(ops[i], sz[k]);
    }
    if (csv && fclose(csv) != 0) {
        perror("--csv");
        return 1;
    }
    if (disagreements) {
        fprintf(stderr, "binpoly-bench-poly: %d answer(s) of a peer differ "
                        "from binpoly's\n", disagreements);
        return 1;
    }
    return 0;
}
