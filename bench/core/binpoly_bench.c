/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench: F2[X] product timings with the papers' method, for every
 * backend of ours this CPU runs and the installed peers (gf2x, NTL), and
 * with --tables the Robert-Veron paper's construction tables reproduced on
 * this CPU.  Markdown on stdout, JSON with --json FILE (read by
 * tools/plot/plot_bench.py).  A program, never a timed test.
 */
#include <cpuid.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "measure.h"
#include "plans.h"
#include "results.h"
#include "subject.h"

/* 1024..131072 by powers of two, with HQC's n and BIKE's r in order. */
static const size_t default_sizes[] = {
    1024,  2048,  4096,  8192,  12323, 16384, 17669,
    24659, 32768, 35851, 40973, 57637, 65536, 131072};
#define N_DEFAULT_SIZES (sizeof default_sizes / sizeof default_sizes[0])
#define MAX_SIZES 64
#define MAX_TABLES 16

typedef struct {
    bench_plan params;
    const char *mode;
    int tables;
    const char *json_path;
    size_t sizes[MAX_SIZES], n_sizes;
    const bp_backend *backends[BP_BACKEND_COUNT];
    size_t n_backends;
} options;

/* The command line summary, to out. */
static void usage(FILE *out)
{
    fprintf(out,
            "usage: binpoly-bench [--quick] [--tables] [--json FILE]\n"
            "                     [--sizes BITS,...] [--backends NAME,...]\n"
            "  --quick     few data sets and runs (under a minute, for CI)\n"
            "  --tables    also the paper's construction tables 4-10\n"
            "  --json FILE write every result as JSON (tools/plot)\n"
            "  --sizes     operand sizes in bits for the main table\n"
            "  --backends  only these backends (default: all this CPU runs)\n");
}

/* Parses a comma-separated list of sizes; 0 on a bad list. */
static size_t parse_sizes(const char *text, size_t *sizes)
{
    size_t n = 0;
    char *end;
    while (*text && n < MAX_SIZES) {
        unsigned long long v = strtoull(text, &end, 10);
        if (end == text || v == 0 || v > (1ULL << 26) || (*end && *end != ','))
            return 0;
        sizes[n++] = (size_t)v;
        text = *end ? end + 1 : end;
    }
    return n;
}

/* --backends: o->backends becomes the listed backends (each compiled in and
 * run by this CPU); 0, or -1 with a message. */
static int parse_backends(const char *text, options *o)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    o->n_backends = 0;
    for (char *name = strtok(buf, ","); name; name = strtok(NULL, ",")) {
        const bp_backend *be = bp_backend_by_name(name);
        if (be == NULL) {
            fprintf(stderr, "binpoly-bench: backend %s is not available\n",
                    name);
            return -1;
        }
        o->backends[o->n_backends++] = be;
    }
    return o->n_backends ? 0 : -1;
}

/* The command line into o (defaults: full mode, every size, every backend
 * this CPU runs); 0, or -1 after a usage message. */
static int parse_options(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof *o);
    /* The papers' method: 1000 warm-up runs, 50 data sets, minimum over
     * 1000 runs; a data set may use 10^7 ticks (about 4 ms) before its
     * runs shrink (never below 5), so that `make bench` (every table, about
     * 600 measurements) takes a few minutes: 1000 runs up to ~10^4 ticks
     * per product, still ~70 at 131072 bits on avx512. */
    o->params = (bench_plan){1000, 50, 1000, 5, 1e7, 1, 0};
    o->mode = "full";
    memcpy(o->sizes, default_sizes, sizeof default_sizes);
    o->n_sizes = N_DEFAULT_SIZES;
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be != NULL)
            o->backends[o->n_backends++] = be;
    }
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--quick") == 0) {
            o->params = (bench_plan){100, 5, 100, 3, 2e6, 1, 0};
            o->mode = "quick";
        } else if (strcmp(arg, "--tables") == 0) {
            o->tables = 1;
        } else if (strcmp(arg, "--json") == 0 && val) {
            o->json_path = val;
            i++;
        } else if (strcmp(arg, "--sizes") == 0 && val) {
            if ((o->n_sizes = parse_sizes(val, o->sizes)) == 0) {
                fprintf(stderr, "binpoly-bench: bad --sizes %s\n", val);
                return -1;
            }
            i++;
        } else if (strcmp(arg, "--backends") == 0 && val) {
            if (parse_backends(val, o) != 0)
                return -1;
            i++;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            exit(0);
        } else {
            usage(stderr);
            return -1;
        }
    }
    return 0;
}

/* The processor's brand string (CPUID leaves 0x80000002..4). */
static const char *cpu_brand(void)
{
    static char brand[49];
    unsigned regs[12];
    if ((unsigned)__get_cpuid_max(0x80000000, NULL) < 0x80000004u)
        return "unknown x86-64";
    for (unsigned leaf = 0; leaf < 3; leaf++)
        __get_cpuid(0x80000002 + leaf, &regs[4 * leaf], &regs[4 * leaf + 1],
                    &regs[4 * leaf + 2], &regs[4 * leaf + 3]);
    memcpy(brand, regs, 48);
    brand[48] = '\0';
    char *s = brand;
    while (*s == ' ')
        s++;
    return s;
}

/* Every subject sees the same data sets at one size. */
static uint64_t seed_of(size_t bits)
{
    return 0x5EEDB1A5ULL * (uint64_t)bits + 1;
}

/* A subject being measured and the cell its result goes to. */
typedef struct {
    bench_subject s;
    size_t row, col;
} slot;

/* A subject could not be set up (out of memory): the run stops. */
static _Noreturn void open_failed(const char *what, size_t bits)
{
    fprintf(stderr, "binpoly-bench: cannot set up %s at %zu bits\n", what,
            bits);
    exit(1);
}

/* Measures the opened subjects of sl[0..count), all of one size, together
 * (interleaved on the same data sets, see measure_subjects) into their
 * cells of t; closes them. */
static void measure_slots(slot *sl, size_t count, const options *o,
                          result_table *t)
{
    if (count == 0)
        return;
    bench_subject **ptr = calloc(count, sizeof *ptr);
    bench_stats *m = calloc(count, sizeof *m);
    if (ptr == NULL || m == NULL)
        open_failed("the measurement", sl[0].s.bits);
    for (size_t k = 0; k < count; k++)
        ptr[k] = &sl[k].s;
    if (measure_subjects(ptr, count, &o->params, seed_of(sl[0].s.bits), m))
        exit(1); /* a wrong product is never reported as a timing */
    for (size_t k = 0; k < count; k++) {
        result_row *r = &t->rows[sl[k].row];
        r->ticks[sl[k].col] = m[k].mean;
        r->median[sl[k].col] = m[k].median;
        r->runs[sl[k].col] = m[k].runs;
        subject_close(&sl[k].s);
    }
    free(ptr);
    free(m);
}

/* The main table: our backends through their planner, then the peers. */
static void run_main_table(const options *o, result_table *t)
{
    result_table_init(t, "main",
                      "F2[X] product, n x n bits (TSC ticks, mean of minima)");
    for (size_t k = 0; k < o->n_backends; k++)
        t->columns[t->n_columns++] = o->backends[k]->name;
    t->n_backends = t->n_columns;
    bench_subject probe;
    if (subject_open_gf2x(&probe, 64) == 0) {
        subject_close(&probe);
        t->columns[t->n_columns++] = "gf2x";
    }
    if (subject_open_ntl(&probe, 64) == 0) {
        subject_close(&probe);
        t->columns[t->n_columns++] = "ntl";
    }
    for (size_t i = 0; i < o->n_sizes; i++) {
        const size_t bits = o->sizes[i];
        result_row *r = result_table_add(t, "mul", bits);
        slot sl[RESULT_MAX_COLUMNS];
        fprintf(stderr, "main: %zu bits\n", bits);
        for (size_t c = 0; c < t->n_columns; c++) {
            int err;
            if (c < t->n_backends) {
                err = subject_open_backend(&sl[c].s, o->backends[c], NULL,
                                           bits);
                plan_describe(o->backends[c], NULL, (bits + 63) / 64,
                              r->plan[c], RESULT_PLAN_TEXT);
            } else if (strcmp(t->columns[c], "gf2x") == 0) {
                err = subject_open_gf2x(&sl[c].s, bits);
            } else {
                err = subject_open_ntl(&sl[c].s, bits);
            }
            if (err != 0)
                open_failed(t->columns[c], bits);
            sl[c].row = t->n_rows - 1;
            sl[c].col = c;
        }
        measure_slots(sl, t->n_columns, o, t);
    }
}

/* qsort order of sizes, ascending. */
static int cmp_size(const void *x, const void *y)
{
    const size_t a = *(const size_t *)x, b = *(const size_t *)y;
    return (a > b) - (a < b);
}

/*
 * One of the paper's tables: a row per construction and size (in the
 * paper's order), then a planner row per size.  All rows of one size are
 * measured together on every backend, interleaved, so that the fastest
 * construction of a size and the planner's standing against it do not
 * depend on the machine's load drifting between rows.
 */
static void run_paper_table(const options *o, const paper_table *p,
                            result_table *t)
{
    result_table_init(t, p->id, p->title);
    for (size_t c = 0; c < o->n_backends; c++)
        t->columns[t->n_columns++] = o->backends[c]->name;
    t->n_backends = t->n_columns;

    size_t sizes[MAX_SIZES * 4], n_sizes = 0, cap = 0;
    for (size_t i = 0; i < p->n_rows; i++)
        for (const size_t *b = p->rows[i].bits; *b; b++, cap++) {
            size_t j = 0;
            while (j < n_sizes && sizes[j] != *b)
                j++;
            if (j == n_sizes && n_sizes < sizeof sizes / sizeof *sizes)
                sizes[n_sizes++] = *b;
        }
    qsort(sizes, n_sizes, sizeof *sizes, cmp_size);
    /* rows[i]'s construction (NULL: the planner) */
    const paper_construction **what = malloc((cap + n_sizes) * sizeof *what);
    slot *sl = malloc((cap + n_sizes) * o->n_backends * sizeof *sl);
    if (what == NULL || sl == NULL)
        open_failed(p->id, 0);
    for (size_t i = 0; i < p->n_rows; i++)
        for (const size_t *b = p->rows[i].bits; *b; b++) {
            what[t->n_rows] = &p->rows[i];
            result_table_add(t, p->rows[i].label, *b);
        }
    for (size_t j = 0; j < n_sizes; j++) {
        what[t->n_rows] = NULL;
        result_table_add(t, "planner", sizes[j]);
    }

    for (size_t j = 0; j < n_sizes; j++) {
        const size_t bits = sizes[j], n = (bits + 63) / 64;
        size_t count = 0;
        fprintf(stderr, "%s: %zu bits\n", t->id, bits);
        for (size_t i = 0; i < t->n_rows; i++) {
            if (t->rows[i].bits != bits)
                continue;
            for (size_t c = 0; c < o->n_backends; c++) {
                const bp_backend *be = o->backends[c];
                uint8_t plan[PLAN_MAX];
                const uint8_t *use = NULL;
                if (what[i] != NULL) {
                    if (plan_build(what[i], be, n, plan) != 0)
                        continue; /* n/a: not built, or too small */
                    use = plan;
                }
                if (subject_open_backend(&sl[count].s, be, use, bits) != 0)
                    open_failed(be->name, bits);
                plan_describe(be, use, n, t->rows[i].plan[c],
                              RESULT_PLAN_TEXT);
                sl[count].row = i;
                sl[count++].col = c;
            }
        }
        measure_slots(sl, count, o, t);
    }
    free(what);
    free(sl);
}

int main(int argc, char **argv)
{
    options o;
    if (parse_options(argc, argv, &o) != 0)
        return 2;
    if (binpoly_backend() == NULL) { /* the reference check needs it */
        fprintf(stderr, "binpoly-bench: BINPOLY_BACKEND=%s cannot run here\n",
                getenv("BINPOLY_BACKEND"));
        return 2;
    }

    result_meta meta = {cpu_brand(), subject_peer_versions(), o.mode,
                        o.params.warmup, o.params.sets, o.params.runs,
                        o.params.min_runs, bench_timer_overhead(),
                        measure_core_per_tick()};
    result_print_meta(stdout, &meta);

    static result_table tables[MAX_TABLES];
    size_t n_tables = 0;
    run_main_table(&o, &tables[n_tables]);
    result_print_main(stdout, &tables[n_tables++]);
    result_print_planner_tables(stdout, o.backends, o.n_backends);
    fflush(stdout);
    for (size_t k = 0; o.tables && k < paper_table_count && n_tables < MAX_TABLES;
         k++) {
        run_paper_table(&o, &paper_tables[k], &tables[n_tables]);
        result_print_constructions(stdout, &tables[n_tables++]);
        fflush(stdout);
    }

    int status = 0;
    if (o.json_path != NULL) {
        FILE *f = fopen(o.json_path, "w");
        if (f == NULL) {
            perror(o.json_path);
            status = 1;
        } else {
            result_write_json(f, &meta, tables, n_tables, o.backends,
                              o.n_backends);
            status = fclose(f) == 0 ? 0 : 1;
        }
    }
    for (size_t k = 0; k < n_tables; k++)
        result_table_free(&tables[k]);
    return status;
}
