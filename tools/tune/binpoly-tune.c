/* SPDX-License-Identifier: MIT */
/*
 * binpoly-tune: builds each backend's planner table on this host, as gf2x's
 * tuner does.  Bottom-up over the sizes n = 1 .. max (every size up to
 * 1024 words, then about 64 per doubling; in quick mode every size up to
 * 128; a slow backend stops after the first size whose product takes more
 * than 4M ticks, 1M in quick mode): at each n it times every construction
 * that applies (the leaf, 2-way Karatsuba split in the middle or
 * leaf-aligned, Karat3, Karat5, the Toom-3 variants and Bernstein's
 * split, each also with leaf-aligned x-products) with its sub-products
 * planned by the table built so far (swapped in through
 * bp_planner_set_table), and keeps the fastest (the previous size's
 * method while within 2% of it, so noise does not fragment the table).
 * Then it re-times every short row against its neighbours' methods and
 * merges it into one that is as fast (consolidate()), and finally picks
 * the method for every larger size at twice the largest tuned size.
 * Timing: TSC ticks, warm-up, several random data sets, per
 * set the minimum over many runs, the median of those minima; the
 * candidates of one size are timed interleaved, set by set, so that load
 * from other processes falls on all of them alike.
 *
 * usage: binpoly-tune [--quick] [--backends NAME,...] [--max WORDS]
 *                     [--write [DIR]] [--this-cpu]
 * Without --write the tables go to stdout; with it, DIR/<backend>.c is
 * replaced (DIR defaults to the source tree's src/mul/thresholds).  With
 * --this-cpu, the backend the library dispatches to is tuned and written
 * as the table of this CPU's class, src/mul/thresholds/<class>/, which a
 * rebuild picks up (make tune does both).  Write
 * a new table elsewhere first and time it against the compiled-in one
 * with binpoly-compare-tables before it replaces it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "bench_alloc.h"
#include "bench_random.h"
#include "bench_timer.h"

#include "binpoly.h"
#include "bp_backend.h"
#include "planner_table.h"
#include "table_file.h"

typedef struct {
    unsigned warmup, sets, runs; /* at most */
    double set_budget;  /* ticks warm-up or one data set may take before
                           the runs shrink (to 3 at least) */
    size_t max_words;   /* largest tuned size */
    size_t dense_up_to; /* every size up to here, then ~64 per doubling */
    double stop_ticks;  /* stop tuning above a size whose product takes
                           longer (keeps a slow backend's run short) */
    unsigned confirm_sets; /* data sets when a short row is re-timed
                              (consolidate) */
} tune_params;

/* Operands, product and scratch for sizes up to cap words. */
typedef struct {
    uint64_t *a, *b, *c, *scratch;
    size_t cap;
} buffers;

/* One candidate's n x n product (bench_op's ctx). */
typedef struct {
    const bp_backend *be;
    buffers *buf;
    size_t n;
    uint8_t plan[2];
} timed_product;

/* a, b = n random words each for data set `set` (the benchmarks'
 * generator), the same for every candidate at n. */
static void prepare_product(void *ctx, unsigned set)
{
    timed_product *x = ctx;
    uint64_t state = 0x853C49E6748FEA9BULL ^ (x->n << 20) ^ set;
    bench_fill_words(&state, x->buf->a, x->n);
    bench_fill_words(&state, x->buf->b, x->n);
}

static void run_product(void *ctx)
{
    const timed_product *x = ctx;
    x->be->mul_plan(x->buf->c, x->buf->a, x->buf->b, x->n, x->plan,
                    x->buf->scratch);
}

static int method_applies(const bp_backend *be, bp_method m, size_t n)
{
    return bp_method_applies(m, n, be->leaf_max);
}

/*
 * Ticks of an n x n product by each method m with want[m] set (t[m]; the
 * others untouched; every wanted method must apply at n).  The candidates
 * are timed interleaved, set by set, so that load from other processes
 * hits them alike: per data set each gets the minimum over its runs, and
 * its result is the median of those minima.
 */
static void time_methods(const bp_backend *be, buffers *buf, size_t n,
                         const tune_params *p, const int want[BP_M_COUNT],
                         double t[BP_M_COUNT])
{
    timed_product x[BP_M_COUNT];
    bench_op ops[BP_M_COUNT];
    bench_stats st[BP_M_COUNT];
    int method[BP_M_COUNT];
    size_t k = 0;
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++)
        if (want[m]) {
            x[k] = (timed_product){be, buf, n, {(uint8_t)m, BP_M_END}};
            ops[k] = (bench_op){prepare_product, run_product, &x[k]};
            method[k++] = m;
        }
    /* Fenced reads: candidates compared tightly; at least 3 runs. */
    const bench_plan plan = {p->warmup, p->sets, p->runs, 3, p->set_budget,
                             1, 1};
    if (bench_time_ops(ops, k, &plan, st) != 0) {
        fprintf(stderr, "binpoly-tune: out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < k; i++)
        t[method[i]] = st[i].median;
}

/* The fastest method at n (ties within 2% go to prefer, if it applies). */
static bp_method pick_method(const bp_backend *be, buffers *buf, size_t n,
                             bp_method prefer, const tune_params *p,
                             double *ticks)
{
    double t[BP_M_COUNT];
    int want[BP_M_COUNT] = {0};
    bp_method best = BP_M_COUNT;
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++)
        want[m] = method_applies(be, (bp_method)m, n);
    time_methods(be, buf, n, p, want, t);
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++)
        if (want[m] && (best == BP_M_COUNT || t[m] < t[best]))
            best = (bp_method)m;
    if (prefer != BP_M_COUNT && method_applies(be, prefer, n) &&
        t[prefer] <= 1.02 * t[best])
        best = prefer;
    *ticks = t[best];
    return best;
}

typedef struct {
    bp_threshold *rows;
    size_t count, cap;
} table;

/* Sizes of rows end at n with method m: extends the last row when it has
 * the same method, else appends one. */
static void table_add(table *tb, size_t n, bp_method m)
{
    if (tb->count > 0 && tb->rows[tb->count - 1].method == m) {
        tb->rows[tb->count - 1].max_words = (uint32_t)n;
        return;
    }
    if (tb->count + 2 > tb->cap) {
        tb->cap = tb->cap ? 2 * tb->cap : 64;
        tb->rows = realloc(tb->rows, tb->cap * sizeof *tb->rows);
        if (tb->rows == NULL) {
            perror("binpoly-tune");
            exit(1);
        }
    }
    tb->rows[tb->count++] = (bp_threshold){(uint32_t)n, (uint8_t)m};
}

/* Installs rows + a catch-all row as the backend's planner table (sizes
 * above the tuned ones are never asked while tuning: sub-products are
 * smaller than their product). */
static void table_install(table *tb, const bp_backend *be)
{
    tb->rows[tb->count] = (bp_threshold){UINT32_MAX, BP_M_KARAT2};
    if (bp_planner_set_table(be->id, tb->rows, tb->count + 1) != 0) {
        fprintf(stderr, "binpoly-tune: table rejected\n");
        exit(1);
    }
}

/* The size after n: the next one while dense, then about 64 per
 * doubling; the largest size is always tuned. */
static size_t next_size(size_t n, const tune_params *p)
{
    size_t next = n < p->dense_up_to ? n + 1 : n + (n + 63) / 64;
    return n < p->max_words && next > p->max_words ? p->max_words : next;
}

/* Rows covering at most this many tuned sizes are re-examined by
 * consolidate(). */
#define SHORT_ROW 4

/* The tuned sizes (next_size's walk) in [lo, hi], at most SHORT_ROW + 1
 * of them, in out; returns how many (SHORT_ROW + 1 means "more"). */
static size_t tuned_sizes_in(size_t lo, size_t hi, const tune_params *p,
                             size_t out[SHORT_ROW + 1])
{
    size_t k = 0;
    for (size_t n = 1; n <= hi && k <= SHORT_ROW; n = next_size(n, p)) {
        if (n >= lo)
            out[k++] = n;
        if (n == p->max_words)
            break;
    }
    return k;
}

/* Removes row i, whose sizes join row i - 1 (i >= 1). */
static void table_join_down(table *tb, size_t i)
{
    tb->rows[i - 1].max_words = tb->rows[i].max_words;
    memmove(tb->rows + i, tb->rows + i + 1,
            (tb->count - i - 1) * sizeof *tb->rows);
    tb->count--;
}

/*
 * The second pass over the tuned rows (the catch-all row not yet added).
 * Why: among near-equal candidates (the Toom-3 variants, Karatsuba split
 * in the middle or leaf-aligned) the bottom-up pass keeps whichever the
 * noise of one size favoured, and a table of hundreds of one-size rows
 * both hides the real thresholds and slows the planner's lookup.  Each
 * row of at most SHORT_ROW tuned sizes is timed again, with the methods
 * of the rows on either side, at each of its sizes (confirm_sets data
 * sets); it takes a neighbour's method when that one is within 1% at
 * every size (the fastest such, by total), and merges into it.  A row
 * that really wins (the leaf at its kernel sizes, a fused kernel's
 * exact size) keeps its method.  Returns how many rows were replaced.
 */
static size_t consolidate(const bp_backend *be, buffers *buf,
                          const tune_params *p, table *tb)
{
    tune_params confirm = *p;
    confirm.sets = p->confirm_sets;
    size_t replaced = 0;
    for (size_t i = 0; i < tb->count; i++) {
        const size_t lo = i == 0 ? 1 : tb->rows[i - 1].max_words + 1;
        size_t sizes[SHORT_ROW + 1];
        const size_t k = tuned_sizes_in(lo, tb->rows[i].max_words, p, sizes);
        if (k == 0 || k > SHORT_ROW)
            continue;
        const bp_method own = (bp_method)tb->rows[i].method;
        int want[BP_M_COUNT] = {0};
        want[own] = 1;
        for (int side = 0; side < 2; side++) {
            const size_t j = side == 0 ? i - 1 : i + 1;
            if ((side == 0 && i == 0) || j >= tb->count)
                continue;
            const bp_method m = (bp_method)tb->rows[j].method;
            want[m] = method_applies(be, m, sizes[0]) &&
                      method_applies(be, m, sizes[k - 1]);
        }
        double total[BP_M_COUNT] = {0};
        int close[BP_M_COUNT];
        for (int m = 0; m < BP_M_COUNT; m++)
            close[m] = want[m] && m != (int)own;
        table_install(tb, be);
        for (size_t s = 0; s < k; s++) {
            double t[BP_M_COUNT];
            time_methods(be, buf, sizes[s], &confirm, want, t);
            for (int m = 0; m < BP_M_COUNT; m++) {
                if (!close[m])
                    continue;
                close[m] = t[m] <= 1.01 * t[own];
                total[m] += t[m];
            }
        }
        bp_method pick = own;
        for (int m = 0; m < BP_M_COUNT; m++)
            if (close[m] && (pick == own || total[m] < total[pick]))
                pick = (bp_method)m;
        if (pick == own)
            continue;
        tb->rows[i].method = (uint8_t)pick;
        replaced++;
        if (i + 1 < tb->count && tb->rows[i + 1].method == pick)
            table_join_down(tb, i + 1);
        if (i > 0 && tb->rows[i - 1].method == pick) {
            table_join_down(tb, i);
            i--; /* the merged row is examined next (if still short) */
        }
        fprintf(stderr, "\r%s: row %zu of %zu: %zu..%u now %s      ",
                be->name, i, tb->count, lo, (unsigned)tb->rows[i].max_words,
                bp_method_names[pick]);
    }
    return replaced;
}

/* Tunes one backend; the result (with its UINT32_MAX row) in *tb. */
static void tune_backend(const bp_backend *be, const tune_params *p,
                         table *tb)
{
    const size_t top = 2 * p->max_words;
    buffers buf = {bench_alloc_words(top), bench_alloc_words(top),
                   bench_alloc_words(2 * top),
                   bench_alloc_words(bp_scratch_words(top, top)), top};
    if (!buf.a || !buf.b || !buf.c || !buf.scratch) {
        perror("binpoly-tune");
        exit(1);
    }
    tb->count = 0;
    bp_method prev = BP_M_COUNT;
    table_add(tb, 0, BP_M_LEAF); /* placeholder, replaced at n = 1 */
    tb->count = 0;
    size_t tuned = 0;
    double ticks = 0;
    for (size_t n = 1; n <= p->max_words && ticks <= p->stop_ticks;
         n = next_size(n, p)) {
        table_install(tb, be);
        prev = pick_method(be, &buf, n, prev, p, &ticks);
        table_add(tb, n, prev);
        tuned = n;
        fprintf(stderr, "\r%s: %zu words: %s %.0f ticks      ", be->name, n,
                bp_method_names[prev], ticks);
    }
    const size_t rows_before = tb->count;
    const size_t replaced = consolidate(be, &buf, p, tb);
    fprintf(stderr, "\r%s: consolidated %zu rows into %zu (%zu replaced)\n",
            be->name, rows_before, tb->count, replaced);
    /* Every larger size: the fastest at twice the largest tuned size, or
     * the last size's method when the products grew too slow to time. */
    bp_method last = prev;
    if (ticks <= p->stop_ticks) {
        table_install(tb, be);
        last = pick_method(be, &buf, 2 * tuned, prev, p, &ticks);
    }
    table_add(tb, UINT32_MAX, last);
    if (tb->count >= 2 &&
        tb->rows[tb->count - 1].method == tb->rows[tb->count - 2].method) {
        tb->count--;
        tb->rows[tb->count - 1].max_words = UINT32_MAX;
    }
    fprintf(stderr, "\r%s: %zu rows; sizes 1..%zu tuned, above: %s      \n",
            be->name, tb->count, tuned, bp_method_names[last]);
    bp_planner_set_table(be->id, NULL, 0);
    free(buf.a);
    free(buf.b);
    free(buf.c);
    free(buf.scratch);
}

static int usage(void)
{
    fprintf(stderr,
            "usage: binpoly-tune [--quick] [--backends NAME,...] "
            "[--max WORDS] [--write DIR]\n"
            "  --quick     fewer sizes, data sets and runs (under a minute)\n"
            "  --backends  only these backends (default: all this CPU runs)\n"
            "  --max       largest tuned size in words "
            "(default 2048, quick 512)\n"
            "  --write     write DIR/<backend>.c (default dir: %s)\n"
            "  --this-cpu  only the backend the library dispatches to, written\n"
            "              as the table of this CPU's class:\n"
            "              %s/<class>/<backend>.c (then rebuild: make tune)\n",
            BP_TUNE_DEFAULT_DIR, BP_TUNE_DEFAULT_DIR);
    return 2;
}

int main(int argc, char **argv)
{
    /* 7 sets x 100 runs: with 5 x 20 the minima still carried the
     * machine's noise and picked the wrong method by 3-5% at some sizes
     * (96 words: karat3 over karat2 x 2, measured the other way round
     * with 2000 runs). */
    const tune_params full = {20, 7, 100, 2e6, 2048, 1024, 4e6, 15};
    const tune_params quick = {5, 3, 8, 5e5, 512, 128, 1e6, 5};
    int is_quick = 0;
    size_t max_words = 0;
    const char *only = NULL, *dir = NULL;
    int this_cpu = 0;
    char class_dir[768];
    char command[512] = "binpoly-tune";
    for (int i = 1; i < argc; i++) {
        const int has_value = i + 1 < argc && argv[i + 1][0] != '-';
        if (strcmp(argv[i], "--quick") == 0) {
            is_quick = 1;
        } else if (strcmp(argv[i], "--backends") == 0 && has_value) {
            only = argv[++i];
        } else if (strcmp(argv[i], "--max") == 0 && has_value) {
            max_words = strtoul(argv[++i], NULL, 10);
            if (max_words < 1 || max_words > 65536)
                return usage();
        } else if (strcmp(argv[i], "--write") == 0) {
            dir = has_value ? argv[++i] : BP_TUNE_DEFAULT_DIR;
        } else if (strcmp(argv[i], "--this-cpu") == 0) {
            this_cpu = 1;
        } else {
            return usage();
        }
    }
    for (int i = 1; i < argc; i++) {
        size_t used = strlen(command);
        snprintf(command + used, sizeof command - used, " %s", argv[i]);
    }
    if (this_cpu) {
        /* The class's folder, named as bp_class_tables.h expects it
         * (amd-zen4 -> amd_zen4). */
        const bp_backend *active = bp_backend_active();
        if (active == NULL || only != NULL || dir != NULL)
            return usage();
        only = active->name;
        int n = snprintf(class_dir, sizeof class_dir, "%s/%s",
                         BP_TUNE_DEFAULT_DIR, binpoly_cpu());
        for (char *c = class_dir + n - strlen(binpoly_cpu()); *c; c++)
            if (*c == '-')
                *c = '_';
        mkdir(class_dir, 0777); /* exists already: fine */
        dir = class_dir;
    }
    tune_params p = is_quick ? quick : full;
    if (max_words != 0)
        p.max_words = max_words;
    if (p.dense_up_to > p.max_words)
        p.dense_up_to = p.max_words;

    int tuned = 0;
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL)
            continue;
        if (only != NULL) {
            /* Whole names in the comma list ("pclmul" also occurs inside
             * "vpclmul256": every occurrence is tried). */
            const size_t len = strlen(be->name);
            int listed = 0;
            for (const char *s = strstr(only, be->name); s != NULL && !listed;
                 s = strstr(s + 1, be->name))
                listed = (s == only || s[-1] == ',') &&
                         (s[len] == '\0' || s[len] == ',');
            if (!listed)
                continue;
        }
        table tb = {0};
        tune_backend(be, &p, &tb);
        if (dir == NULL) {
            table_file_write(stdout, be, tb.rows, tb.count, command);
        } else {
            char path[1024];
            snprintf(path, sizeof path, "%s/%s.c", dir, be->name);
            FILE *f = fopen(path, "w");
            if (f == NULL) {
                perror(path);
                return 1;
            }
            table_file_write(f, be, tb.rows, tb.count, command);
            fclose(f);
            fprintf(stderr, "wrote %s\n", path);
        }
        free(tb.rows);
        tuned++;
    }
    if (tuned == 0) {
        fprintf(stderr, "binpoly-tune: no backend to tune\n");
        return 1;
    }
    return 0;
}
