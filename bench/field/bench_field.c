/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-field: TSC ticks of GF(2^m) mul, sqr, inv and sqrt in the
 * five NIST fields on the active backend (BINPOLY_BACKEND forces one),
 * with OpenSSL's BN_GF2m_mod_*_arr and NTL's GF2E side by side in the same
 * run when the benchmark was built with them (NTL: no square root
 * column).  A program, never a timed test.
 *
 * Method: every figure is ticks per call through the public API, from a
 * bare-rdtsc reading (bench/core/bench_timer.h's samples) around a chain of `reps`
 * dependent calls (c = c * b, c = c^2, c = c^-1, c = sqrt(c): latency, as
 * in an inversion or a scalar multiplication), divided by reps; and, for
 * throughput, BATCH independent products as BATCH single calls ("mul
 * loop") and as one binpoly_field_mul_batch call ("mul batch"), divided by
 * BATCH (the peers' columns for both: BATCH independent calls), and the
 * same for squares ("sqr loop", "sqr batch": binpoly_field_sqr_batch;
 * OpenSSL's independent squares, no NTL column); per
 * random data set the minimum over `runs` readings; reported is the median
 * over the data sets.  Data sets are interleaved: each is timed on binpoly
 * and the peers in turn before the next is drawn, so load changes touch
 * every column alike.  --quick: a smoke run with few sets and runs;
 * --field M: the NIST field of degree M alone.
 *
 * --parts: the inversion's split on the active backend, binpoly alone:
 * ticks of a product, a squaring and each doubling step of the
 * inversion's addition chain (beta = beta^(2^k) * beta, by a map pass or
 * k squarings: the field layer's inv_step kernel), chained like the rows
 * above, beside the whole inversion, so the cost of each part and what
 * the steps leave to the chain's other operations are reproducible.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/field.h>

#include "bench_random.h"
#include "field_kernels.h"
#include "bench_sort.h"
#include "bench_timer.h"

#ifdef BENCH_HAVE_OPENSSL
#include <openssl/bn.h>
#endif
#ifdef BENCH_HAVE_NTL
#include "ntl_field_peer.h"
#endif

typedef enum {
    OP_MUL,
    OP_SQR,
    OP_INV,
    OP_SQRT,
    OP_MUL_LOOP,
    OP_MUL_BATCH,
    OP_SQR_LOOP,
    OP_SQR_BATCH,
    OP_COUNT
} field_op;
static const char *const op_names[OP_COUNT] = {"mul",      "sqr",
                                               "inv",      "sqrt",
                                               "mul loop", "mul batch",
                                               "sqr loop", "sqr batch"};
/* Independent products per reading of the throughput rows. */
#define BATCH 64
/* Operations per reading: small operations in chains, so the reading's
 * own cost (about 30 ticks) is spread. */
static const unsigned op_reps[OP_COUNT] = {32,    32,    1,    32,
                                           BATCH, BATCH, BATCH, BATCH};

typedef struct {
    unsigned sets, runs;
    unsigned only_m; /* --field M: that NIST field alone; 0: all five */
    int parts;       /* --parts: the inversion's split */
} bench_params;

/* Data of one field and data set. */
typedef struct {
    binpoly_field F;
    size_t W;
    uint64_t a[BINPOLY_FIELD_MAX_WORDS], b[BINPOLY_FIELD_MAX_WORDS];
    /* BATCH elements each, one after another (the batch layout) */
    _Alignas(64) uint64_t xa[BATCH * BINPOLY_FIELD_MAX_WORDS],
        xb[BATCH * BINPOLY_FIELD_MAX_WORDS], xc[BATCH * BINPOLY_FIELD_MAX_WORDS];
#ifdef BENCH_HAVE_OPENSSL
    int poly[6]; /* m, taps..., 0, -1 */
    BIGNUM *ba, *bb, *xba[BATCH], *xbb[BATCH], *xbc[BATCH];
    BN_CTX *ctx;
#endif
#ifdef BENCH_HAVE_NTL
    ntl_field_peer *ntl;
#endif
} bench_field;

/* One reading of a column: `reps` calls of op (bench_op's ctx); err
 * collects the calls' failures. */
typedef struct {
    bench_field *f;
    field_op op;
    int err;
#ifdef BENCH_HAVE_OPENSSL
    BIGNUM *c;
#endif
} field_reading;

/* Bare TSC reads around one reading (bench/core/bench_timer.h). */
static const bench_plan reading_plan = {0, 1, 1, 1, 0, 1, 0};

/* Minimum ticks per call of run over `runs` readings of x. */
static double min_per_call(void (*run)(void *), field_reading *x,
                           unsigned runs)
{
    const bench_op op = {NULL, run, x};
    return bench_min_sample(&op, runs, &reading_plan) / op_reps[x->op];
}

/* binpoly's reading: the chain starts from a each time. */
static void run_binpoly(void *ctx)
{
    field_reading *x = ctx;
    bench_field *f = x->f;
    const unsigned reps = op_reps[x->op];
    uint64_t c[BINPOLY_FIELD_MAX_WORDS];
    memcpy(c, f->a, f->W * 8);
    switch (x->op) {
    case OP_MUL:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_mul(&f->F, c, c, f->b);
        break;
    case OP_SQR:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_sqr(&f->F, c, c);
        break;
    case OP_INV:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_inv(&f->F, c, c);
        break;
    case OP_SQRT:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_sqrt(&f->F, c, c);
        break;
    case OP_MUL_LOOP:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_mul(&f->F, f->xc + i * f->W,
                                        f->xa + i * f->W, f->xb + i * f->W);
        break;
    case OP_SQR_LOOP:
        for (unsigned i = 0; i < reps; i++)
            x->err |= binpoly_field_sqr(&f->F, f->xc + i * f->W,
                                        f->xa + i * f->W);
        break;
    case OP_SQR_BATCH:
        x->err |= binpoly_field_sqr_batch(&f->F, f->xc, f->xa, reps);
        break;
    default:
        x->err |= binpoly_field_mul_batch(&f->F, f->xc, f->xa, f->xb, reps);
        break;
    }
}

/* Minimum ticks per call of binpoly's op over `runs` readings. */
static double time_binpoly(bench_field *f, field_op op, unsigned runs)
{
    field_reading x = {.f = f, .op = op};
    const double t = min_per_call(run_binpoly, &x, runs);
    if (x.err) {
        fprintf(stderr, "binpoly_field_%s failed: %d\n", op_names[op], x.err);
        exit(1);
    }
    return t;
}

#ifdef BENCH_HAVE_OPENSSL
/* OpenSSL's reading with BN_GF2m_mod_*_arr (err: a call returned 0). */
static void run_openssl(void *ctx)
{
    field_reading *x = ctx;
    bench_field *f = x->f;
    const unsigned reps = op_reps[x->op];
    BIGNUM *c = x->c;
    int ok = BN_copy(c, f->ba) != NULL;
    switch (x->op) {
    case OP_MUL:
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_mul_arr(c, c, f->bb, f->poly, f->ctx);
        break;
    case OP_SQR:
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_sqr_arr(c, c, f->poly, f->ctx);
        break;
    case OP_INV:
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_inv_arr(c, c, f->poly, f->ctx);
        break;
    case OP_SQRT:
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_sqrt_arr(c, c, f->poly, f->ctx);
        break;
    case OP_SQR_LOOP: /* both square throughput rows: independent calls */
    case OP_SQR_BATCH:
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_sqr_arr(f->xbc[i], f->xba[i], f->poly, f->ctx);
        break;
    default: /* both product throughput rows: independent calls */
        for (unsigned i = 0; i < reps; i++)
            ok &= BN_GF2m_mod_mul_arr(f->xbc[i], f->xba[i], f->xbb[i],
                                      f->poly, f->ctx);
        break;
    }
    x->err |= !ok;
}

/* The same for OpenSSL. */
static double time_openssl(bench_field *f, field_op op, unsigned runs)
{
    field_reading x = {.f = f, .op = op, .c = BN_new()};
    const double t = min_per_call(run_openssl, &x, runs);
    BN_free(x.c);
    if (x.err) {
        fprintf(stderr, "BN_GF2m_mod_%s_arr failed\n", op_names[op]);
        exit(1);
    }
    return t;
}

#ifdef BENCH_HAVE_NTL
/* The NTL operation timed for op; -1 for none (square root, independent
 * squares). */
static const ntl_field_op ntl_ops[OP_COUNT] = {
    NTL_FIELD_MUL, NTL_FIELD_SQR, NTL_FIELD_INV, (ntl_field_op)-1,
    NTL_FIELD_MUL_INDEPENDENT, NTL_FIELD_MUL_INDEPENDENT, (ntl_field_op)-1,
    (ntl_field_op)-1};

/* NTL's reading. */
static void run_ntl(void *ctx)
{
    const field_reading *x = ctx;
    ntl_field_peer_run(x->f->ntl, ntl_ops[x->op], op_reps[x->op]);
}

/* Minimum ticks per call of NTL's op over `runs` readings (0: no such
 * operation). */
static double time_ntl(bench_field *f, field_op op, unsigned runs)
{
    if (ntl_ops[op] == (ntl_field_op)-1)
        return 0;
    field_reading x = {.f = f, .op = op};
    return min_per_call(run_ntl, &x, runs);
}

/* Whether binpoly and NTL agree on a * b, a^2, a^-1. */
static int cross_check_ntl(bench_field *f)
{
    uint64_t c[BINPOLY_FIELD_MAX_WORDS], o[BINPOLY_FIELD_MAX_WORDS];
    int same = 1;
    for (int op = 0; op <= OP_INV; op++) {
        memcpy(c, f->a, f->W * 8);
        if (op == OP_MUL)
            binpoly_field_mul(&f->F, c, c, f->b);
        else if (op == OP_SQR)
            binpoly_field_sqr(&f->F, c, c);
        else
            binpoly_field_inv(&f->F, c, c);
        ntl_field_peer_run(f->ntl, ntl_ops[op], 1);
        ntl_field_peer_get(f->ntl, o);
        same &= memcmp(c, o, f->W * 8) == 0;
    }
    return same;
}
#endif

/* Whether binpoly and OpenSSL agree on a * b, a^2, a^-1, sqrt(a). */
static int cross_check(bench_field *f)
{
    uint64_t c[BINPOLY_FIELD_MAX_WORDS], o[BINPOLY_FIELD_MAX_WORDS];
    BIGNUM *r = BN_new();
    int same = 1;
    for (int op = 0; op <= OP_SQRT; op++) {
        switch (op) {
        case OP_MUL:
            binpoly_field_mul(&f->F, c, f->a, f->b);
            BN_GF2m_mod_mul_arr(r, f->ba, f->bb, f->poly, f->ctx);
            break;
        case OP_SQR:
            binpoly_field_sqr(&f->F, c, f->a);
            BN_GF2m_mod_sqr_arr(r, f->ba, f->poly, f->ctx);
            break;
        case OP_INV:
            binpoly_field_inv(&f->F, c, f->a);
            BN_GF2m_mod_inv_arr(r, f->ba, f->poly, f->ctx);
            break;
        default:
            binpoly_field_sqrt(&f->F, c, f->a);
            BN_GF2m_mod_sqrt_arr(r, f->ba, f->poly, f->ctx);
            break;
        }
        BN_bn2lebinpad(r, (unsigned char *)o, (int)(f->W * 8));
        same &= memcmp(c, o, f->W * 8) == 0;
    }
    binpoly_field_mul_batch(&f->F, f->xc, f->xa, f->xb, BATCH);
    for (unsigned i = 0; i < BATCH; i++) {
        BN_GF2m_mod_mul_arr(r, f->xba[i], f->xbb[i], f->poly, f->ctx);
        BN_bn2lebinpad(r, (unsigned char *)o, (int)(f->W * 8));
        same &= memcmp(f->xc + i * f->W, o, f->W * 8) == 0;
    }
    binpoly_field_sqr_batch(&f->F, f->xc, f->xa, BATCH);
    for (unsigned i = 0; i < BATCH; i++) {
        BN_GF2m_mod_sqr_arr(r, f->xba[i], f->poly, f->ctx);
        BN_bn2lebinpad(r, (unsigned char *)o, (int)(f->W * 8));
        same &= memcmp(f->xc + i * f->W, o, f->W * 8) == 0;
    }
    BN_free(r);
    return same;
}
#endif

/* A random non-zero element. */
static void draw(bench_field *f, uint64_t *a, uint64_t *rng)
{
    const unsigned m = binpoly_field_degree(&f->F);
    do {
        bench_fill_words(rng, a, f->W);
        if (m % 64)
            a[f->W - 1] &= ((uint64_t)1 << (m % 64)) - 1;
    } while (a[0] == 0);
}

/* f's field = the NIST field of degree m (exits on failure). */
static void field_setup(bench_field *f, unsigned m)
{
    if (binpoly_field_init_nist(&f->F, m) != 0) {
        fprintf(stderr, "init %u failed\n", m);
        exit(1);
    }
    f->W = binpoly_field_words(&f->F);
}

static void bench_one_field(unsigned m, const bench_params *p, uint64_t *rng)
{
    static bench_field f;
    field_setup(&f, m);
#ifdef BENCH_HAVE_OPENSSL
    static const int polys[5][6] = {{163, 7, 6, 3, 0, -1}, {233, 74, 0, -1},
                                    {283, 12, 7, 5, 0, -1}, {409, 87, 0, -1},
                                    {571, 10, 5, 2, 0, -1}};
    for (int i = 0; i < 5; i++)
        if (polys[i][0] == (int)m)
            memcpy(f.poly, polys[i], sizeof f.poly);
    f.ba = BN_new();
    f.bb = BN_new();
    for (unsigned i = 0; i < BATCH; i++) {
        f.xba[i] = BN_new();
        f.xbb[i] = BN_new();
        f.xbc[i] = BN_new();
    }
    f.ctx = BN_CTX_new();
#endif
#ifdef BENCH_HAVE_NTL
    {
        static const unsigned taps[5][3] = {
            {7, 6, 3}, {74, 0, 0}, {12, 7, 5}, {87, 0, 0}, {10, 5, 2}};
        const unsigned i = m == 163 ? 0 : m == 233 ? 1 : m == 283 ? 2
                         : m == 409 ? 3 : 4;
        f.ntl = ntl_field_peer_new(m, taps[i], i % 2 ? 1 : 3, BATCH);
    }
    double *ntl_t = malloc(sizeof(double) * p->sets * OP_COUNT);
#endif
    double *ours = malloc(sizeof(double) * p->sets * OP_COUNT);
    double *theirs = malloc(sizeof(double) * p->sets * OP_COUNT);
    int checked = 1;
    for (unsigned s = 0; s < p->sets; s++) {
        draw(&f, f.a, rng);
        draw(&f, f.b, rng);
        for (unsigned i = 0; i < BATCH; i++) {
            draw(&f, f.xa + i * f.W, rng);
            draw(&f, f.xb + i * f.W, rng);
        }
#ifdef BENCH_HAVE_OPENSSL
        BN_lebin2bn((const unsigned char *)f.a, (int)(f.W * 8), f.ba);
        BN_lebin2bn((const unsigned char *)f.b, (int)(f.W * 8), f.bb);
        for (unsigned i = 0; i < BATCH; i++) {
            BN_lebin2bn((const unsigned char *)(f.xa + i * f.W),
                        (int)(f.W * 8), f.xba[i]);
            BN_lebin2bn((const unsigned char *)(f.xb + i * f.W),
                        (int)(f.W * 8), f.xbb[i]);
        }
        checked &= cross_check(&f);
#endif
#ifdef BENCH_HAVE_NTL
        ntl_field_peer_set(f.ntl, f.a, f.b, f.xa, f.xb);
        checked &= cross_check_ntl(&f);
#endif
        for (int op = 0; op < OP_COUNT; op++) {
            const unsigned runs = op == OP_INV ? (p->runs + 9) / 10 : p->runs;
            ours[op * p->sets + s] = time_binpoly(&f, (field_op)op, runs);
#ifdef BENCH_HAVE_OPENSSL
            theirs[op * p->sets + s] = time_openssl(&f, (field_op)op, runs);
#else
            theirs[op * p->sets + s] = 0;
#endif
#ifdef BENCH_HAVE_NTL
            ntl_t[op * p->sets + s] = time_ntl(&f, (field_op)op, runs);
#endif
        }
    }
    /* same-run ratios single-call loop / batch, per data set: products
     * (speedup[0..sets)), squares (speedup[sets..2 sets)) */
    double *speedup = malloc(sizeof(double) * 2 * p->sets);
    for (unsigned s = 0; s < p->sets; s++) {
        speedup[s] = ours[OP_MUL_LOOP * p->sets + s] /
                     ours[OP_MUL_BATCH * p->sets + s];
        speedup[p->sets + s] = ours[OP_SQR_LOOP * p->sets + s] /
                               ours[OP_SQR_BATCH * p->sets + s];
    }
    for (int op = 0; op < OP_COUNT; op++) {
        double *o = ours + op * p->sets, *t = theirs + op * p->sets;
        bench_sort_double(o, p->sets);
        bench_sort_double(t, p->sets);
        const double mo = o[p->sets / 2], mt = t[p->sets / 2];
        printf("| GF(2^%u) | %-9s | %9.1f |", m, op_names[op], mo);
#ifdef BENCH_HAVE_OPENSSL
        printf(" %9.1f | %6.1fx |", mt, mt / mo);
#else
        (void)mt;
        printf(" - | - |");
#endif
#ifdef BENCH_HAVE_NTL
        double *n = ntl_t + op * p->sets;
        bench_sort_double(n, p->sets);
        const double mn = n[p->sets / 2];
        if (mn > 0)
            printf(" %9.1f | %6.1fx |\n", mn, mn / mo);
        else
            printf(" - | - |\n");
#else
        printf(" - | - |\n");
#endif
    }
    bench_sort_double(speedup, p->sets);
    bench_sort_double(speedup + p->sets, p->sets);
    printf("| GF(2^%u) | batch / loop | median %.2fx | | | | |\n", m,
           speedup[p->sets / 2]);
    printf("| GF(2^%u) | sqr batch / loop | median %.2fx | | | | |\n", m,
           speedup[p->sets + p->sets / 2]);
    free(speedup);
    if (!checked) {
        fprintf(stderr, "GF(2^%u): binpoly and a peer disagree\n", m);
        exit(1);
    }
#ifdef BENCH_HAVE_OPENSSL
    BN_free(f.ba);
    BN_free(f.bb);
    for (unsigned i = 0; i < BATCH; i++) {
        BN_free(f.xba[i]);
        BN_free(f.xbb[i]);
        BN_free(f.xbc[i]);
    }
    BN_CTX_free(f.ctx);
#endif
#ifdef BENCH_HAVE_NTL
    ntl_field_peer_free(f.ntl);
    free(ntl_t);
#endif
    free(ours);
    free(theirs);
}


/* Chain length of one --parts reading (steps and products are hundreds of
 * ticks: a few per reading spread the reading's own cost). */
#define PARTS_REPS 8

/* One --parts reading: PARTS_REPS chained calls of doubling step `step`
 * of the inversion, or (step < 0) of the product (-1), the squaring (-2)
 * or the inversion (-3), from the data set's element. */
typedef struct {
    const binpoly_field *F;
    const uint64_t *a, *b;
    int step;
} parts_reading;

static void run_part(void *ctx)
{
    const parts_reading *x = ctx;
    const bp_field_kernels *kern = bp_field_kernels_for(bp_backend_active());
    uint64_t c[BINPOLY_FIELD_MAX_WORDS];
    memcpy(c, x->a, binpoly_field_words(x->F) * 8);
    for (unsigned i = 0; i < PARTS_REPS; i++) {
        if (x->step == -1)
            kern->mul(x->F, c, c, x->b);
        else if (x->step == -2)
            kern->sqr(x->F, c, c);
        else if (x->step == -3)
            kern->inv(x->F, c, c);
        else
            kern->inv_step(x->F, c, (unsigned)x->step);
    }
}

/* --parts for the NIST field of degree m: per part, the median over the
 * data sets of the minimum ticks per call over the readings. */
static void bench_parts(unsigned m, const bench_params *p, uint64_t *rng)
{
    static bench_field f;
    field_setup(&f, m);
    const bp_field_kernels *kern = bp_field_kernels_for(bp_backend_active());
    enum { MAX_PARTS = 3 + 16 };
    unsigned ks[MAX_PARTS] = {0}, nsteps = 0;
    uint64_t one[BINPOLY_FIELD_MAX_WORDS] = {1};
    while (nsteps < MAX_PARTS - 3 &&
           (ks[nsteps] = kern->inv_step(&f.F, one, nsteps)) != 0)
        nsteps++;
    const unsigned nparts = 3 + nsteps;
    double *t = malloc(sizeof(double) * p->sets * nparts);
    for (unsigned s = 0; s < p->sets; s++) {
        draw(&f, f.a, rng);
        draw(&f, f.b, rng);
        for (unsigned i = 0; i < nparts; i++) {
            parts_reading x = {&f.F, f.a, f.b, (int)i - 3};
            const bench_op op = {NULL, run_part, &x};
            t[i * p->sets + s] =
                bench_min_sample(&op, (p->runs + 9) / 10, &reading_plan) /
                PARTS_REPS;
        }
    }
    double steps = 0;
    for (unsigned i = 0; i < nparts; i++) {
        double *v = t + i * p->sets;
        bench_sort_double(v, p->sets);
        const double med = v[p->sets / 2];
        if (i < 3)
            printf("| GF(2^%u) | %s | | %9.1f |\n", m,
                   i == 0 ? "inversion" : i == 1 ? "squaring" : "product",
                   med);
        else
            printf("| GF(2^%u) | doubling step %u | k = %u | %9.1f |\n", m,
                   i - 3, ks[i - 3], med);
        if (i >= 3)
            steps += med;
    }
    printf("| GF(2^%u) | the doubling steps together | | %9.1f |\n", m,
           steps);
    free(t);
}

int main(int argc, char **argv)
{
    bench_params p = {25, 400, 0, 0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) {
            p.sets = 5;
            p.runs = 40;
        } else if (strcmp(argv[i], "--field") == 0 && i + 1 < argc) {
            p.only_m = (unsigned)strtoul(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--parts") == 0) {
            p.parts = 1;
        } else {
            fprintf(stderr, "usage: %s [--quick] [--field M] [--parts]\n",
                    argv[0]);
            return 2;
        }
    }
    const char *be = binpoly_backend();
    if (be == NULL) {
        fprintf(stderr, "BINPOLY_BACKEND names no backend this CPU runs\n");
        return 1;
    }
    double load = -1;
    FILE *la = fopen("/proc/loadavg", "r");
    if (la != NULL) {
        if (fscanf(la, "%lf", &load) != 1)
            load = -1;
        fclose(la);
    }
    printf("GF(2^m) on backend %s: TSC ticks per call, median over %u data "
           "sets of the minimum over %u readings (inv: %u) of chained "
           "calls; load average %.2f%s\n\n",
           be, p.sets, p.runs, (p.runs + 9) / 10, load,
           load > 0.5 ? " (above 0.5: figures unreliable)" : "");
    uint64_t rng = 0x243F6A8885A308D3u;
    static const unsigned fields[5] = {163, 233, 283, 409, 571};
    if (p.parts) {
        printf("| field | part | | ticks |\n|---|---|---|---:|\n");
        for (int i = 0; i < 5; i++)
            if (p.only_m == 0 || p.only_m == fields[i])
                bench_parts(fields[i], &p, &rng);
        return 0;
    }
#ifdef BENCH_HAVE_OPENSSL
    printf("| field | op | binpoly | OpenSSL %s | OpenSSL / binpoly |",
           OPENSSL_VERSION_TEXT);
#else
    printf("| field | op | binpoly | OpenSSL (not built) | ratio |");
#endif
#ifdef BENCH_HAVE_NTL
    printf(" NTL GF2E | NTL / binpoly |\n");
#else
    printf(" NTL (not built) | ratio |\n");
#endif
    printf("|---|---|---:|---:|---:|---:|---:|\n");
    for (int i = 0; i < 5; i++)
        if (p.only_m == 0 || p.only_m == fields[i])
            bench_one_field(fields[i], &p, &rng);
    return 0;
}
