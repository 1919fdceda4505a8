/*
 * Benchmark results and their two outputs: Markdown tables (stdout) and a
 * JSON document for tools (tools/plot/plot_bench.py).
 */
#ifndef BENCH_RESULTS_H
#define BENCH_RESULTS_H

#include <stddef.h>
#include <stdio.h>

#include "bp_backend.h"

#define RESULT_MAX_COLUMNS 8
#define RESULT_PLAN_TEXT 200

typedef struct {
    const char *label;   /* construction, or "mul" in the main table */
    size_t bits;
    double ticks[RESULT_MAX_COLUMNS];   /* mean of minima; NAN = n/a */
    double median[RESULT_MAX_COLUMNS];  /* median of minima; NAN = n/a */
    unsigned runs[RESULT_MAX_COLUMNS];  /* runs per data set used */
    char plan[RESULT_MAX_COLUMNS][RESULT_PLAN_TEXT]; /* "" for peers */
} result_row;

typedef struct {
    const char *id;      /* "main", "table4", ... */
    const char *title;
    const char *columns[RESULT_MAX_COLUMNS];  /* backends, then peers */
    size_t n_columns;
    size_t n_backends;   /* columns [0, n_backends) are ours */
    result_row *rows;
    size_t n_rows, cap;
} result_table;

/* Facts about the run, written at the top of both outputs. */
typedef struct {
    const char *cpu;
    const char *peers;          /* peer versions, "" if none */
    const char *mode;           /* "full" or "quick" */
    unsigned warmup, sets, runs, min_runs;
    double timer_overhead;      /* ticks, see measure_timer_overhead */
    double core_per_tick;       /* see measure_core_per_tick */
} result_meta;

void result_table_init(result_table *t, const char *id, const char *title);
void result_table_free(result_table *t);

/* A new row (every value n/a) at the end of t; exits when out of memory. */
result_row *result_table_add(result_table *t, const char *label, size_t bits);

/* Index of the column named name, or -1. */
int result_column(const result_table *t, const char *name);

void result_print_meta(FILE *out, const result_meta *m);

/* The main table: every column, the targets, the ratios between our
 * backends and against the peers, and the planner's plan of the fastest
 * backend. */
void result_print_main(FILE *out, const result_table *t);

/* A construction table: one row per (construction, size), the backends'
 * ticks, the avx512/pclmul ratio, the planner's plans on its rows. */
void result_print_constructions(FILE *out, const result_table *t);

/* The planner table of each backend (rows "n <= max_words: method"), as
 * binpoly-tune generated it: what the planner rows of the tables ran. */
void result_print_planner_tables(FILE *out, const bp_backend *const *be,
                                 size_t n_backends);

/* Every table and the planner tables as one JSON document (schema in
 * BENCHMARKS.md). */
void result_write_json(FILE *out, const result_meta *m,
                       const result_table *tables, size_t n_tables,
                       const bp_backend *const *be, size_t n_backends);

#endif /* BENCH_RESULTS_H */
