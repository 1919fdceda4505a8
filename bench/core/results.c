/* SPDX-License-Identifier: MIT */
/* Storage and printing of benchmark results (see results.h). */
#include "results.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "planner_table.h"
#include "targets.h"

void result_table_init(result_table *t, const char *id, const char *title)
{
    memset(t, 0, sizeof *t);
    t->id = id;
    t->title = title;
}

void result_table_free(result_table *t)
{
    free(t->rows);
    memset(t, 0, sizeof *t);
}

result_row *result_table_add(result_table *t, const char *label, size_t bits)
{
    if (t->n_rows == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 16;
        t->rows = realloc(t->rows, t->cap * sizeof *t->rows);
        if (t->rows == NULL) {
            fprintf(stderr, "binpoly-bench: out of memory\n");
            exit(1);
        }
    }
    result_row *r = &t->rows[t->n_rows++];
    memset(r, 0, sizeof *r);
    r->label = label;
    r->bits = bits;
    for (size_t c = 0; c < RESULT_MAX_COLUMNS; c++)
        r->ticks[c] = r->median[c] = NAN;
    return r;
}

/* Index of the column named name, or -1. */
static int result_column(const result_table *t, const char *name)
{
    for (size_t c = 0; c < t->n_columns; c++)
        if (strcmp(t->columns[c], name) == 0)
            return (int)c;
    return -1;
}

void result_print_meta(FILE *out, const result_meta *m)
{
    fprintf(out, "CPU: %s (class %s)  \n", m->cpu, binpoly_cpu());
    fprintf(out, "Planner tables:");
    for (int id = 0; id < BP_BACKEND_COUNT; id++)
        if (bp_backend_get((bp_backend_id)id) != NULL)
            fprintf(out, " %s %s,", bp_backend_at((size_t)id)->name,
                    bp_planner_table_class((bp_backend_id)id));
    fprintf(out, " (src/mul/thresholds/[<class>/]<backend>.c)  \n");
    fprintf(out, "Peers: %s  \n", m->peers[0] ? m->peers : "none installed");
    const char *source = target_source(binpoly_cpu());
    fprintf(out, "Targets for class %s: %s  \n", binpoly_cpu(),
            source ? source : "none (no peer figures measured on this class)");
    fprintf(out,
            "Method (%s mode): TSC ticks (bare RDTSC, as the papers); %u warm-up "
            "runs; %u random data sets; per set the minimum over up to %u "
            "runs (at least %u, fewer for big sizes); mean of the minima. "
            "Timer overhead %.0f ticks, included. Core cycles per TSC tick "
            "during the run: %.2f.\n\n",
            m->mode, m->warmup, m->sets, m->runs, m->min_runs,
            m->timer_overhead, m->core_per_tick);
}

/* One Markdown cell: ticks rounded to an integer, or n/a. */
static void print_ticks(FILE *out, double v)
{
    if (isnan(v))
        fprintf(out, " n/a |");
    else
        fprintf(out, " %.0f |", v);
}

/* One Markdown cell: num / den to 2 decimals, or n/a if either is
 * missing. */
static void print_ratio(FILE *out, double num, double den)
{
    if (isnan(num) || isnan(den) || den <= 0)
        fprintf(out, " n/a |");
    else
        fprintf(out, " %.2f |", num / den);
}

/* Ratio columns of the main table: numerator / denominator by name. */
static const char *const ratio_pairs[][2] = {
    {"portable", "pclmul"}, {"pclmul", "vpclmul256"}, {"pclmul", "avx512"},
};

/* Column of backend if the table has it and this CPU class has a goal for
 * it at one of the table's sizes, else -1: no goal column of blanks. */
static int target_column(const result_table *t, const char *backend)
{
    const int c = result_column(t, backend);
    for (size_t i = 0; c >= 0 && i < t->n_rows; i++)
        if (target_ticks(binpoly_cpu(), backend, t->rows[i].bits) > 0)
            return c;
    return -1;
}

void result_print_main(FILE *out, const result_table *t)
{
    static const char *const target_backends[] = {"pclmul", "avx512"};
    const size_t n_pairs = sizeof ratio_pairs / sizeof ratio_pairs[0];
    const size_t n_targets = sizeof target_backends / sizeof *target_backends;

    size_t cells = 3; /* bits, words, planner */
    fprintf(out, "## %s\n\n| bits | words |", t->title);
    for (size_t c = 0; c < t->n_columns; c++, cells++)
        fprintf(out, " %s |", t->columns[c]);
    for (size_t k = 0; k < n_targets; k++)
        if (target_column(t, target_backends[k]) >= 0) {
            fprintf(out, " %s target |", target_backends[k]);
            cells++;
        }
    for (size_t k = 0; k < n_pairs; k++)
        if (result_column(t, ratio_pairs[k][0]) >= 0 &&
            result_column(t, ratio_pairs[k][1]) >= 0) {
            fprintf(out, " %s/%s |", ratio_pairs[k][0], ratio_pairs[k][1]);
            cells++;
        }
    for (size_t c = t->n_backends; c < t->n_columns; c++, cells++)
        fprintf(out, " %s/best |", t->columns[c]);
    fprintf(out, " planner (fastest backend) |\n|");
    for (size_t c = 0; c < cells; c++)
        fprintf(out, "---|");
    fprintf(out, "\n");

    for (size_t i = 0; i < t->n_rows; i++) {
        const result_row *r = &t->rows[i];
        fprintf(out, "| %zu | %zu |", r->bits, (r->bits + 63) / 64);
        for (size_t c = 0; c < t->n_columns; c++)
            print_ticks(out, r->ticks[c]);
        for (size_t k = 0; k < n_targets; k++) {
            const int c = target_column(t, target_backends[k]);
            if (c < 0)
                continue;
            const double goal =
                target_ticks(binpoly_cpu(), target_backends[k], r->bits);
            if (goal == 0)
                fprintf(out, " |");
            else if (isnan(r->ticks[c]))
                fprintf(out, " ≤ %.0f |", goal);
            else
                fprintf(out, " ≤ %.0f %s |", goal,
                        r->ticks[c] <= goal ? "✓" : "✗");
        }
        for (size_t k = 0; k < n_pairs; k++) {
            const int p = result_column(t, ratio_pairs[k][0]);
            const int q = result_column(t, ratio_pairs[k][1]);
            if (p >= 0 && q >= 0)
                print_ratio(out, r->ticks[p], r->ticks[q]);
        }
        size_t best = 0;
        for (size_t c = 1; c < t->n_backends; c++)
            if (isnan(r->ticks[best]) || r->ticks[c] < r->ticks[best])
                best = c;
        for (size_t c = t->n_backends; c < t->n_columns; c++)
            print_ratio(out, r->ticks[c], r->ticks[best]);
        fprintf(out, " %s: %s |\n", t->columns[best], r->plan[best]);
    }
    fprintf(out, "\n");
}

/* Below a construction table: per size and backend, the fastest forced
 * construction and how the planner compares with it (planner / fastest,
 * above 1 when a forced plan beat the planner's pick). */
static void print_fastest(FILE *out, const result_table *t)
{
    fprintf(out, "Fastest construction per size (ticks; planner / fastest):\n\n"
                 "| bits |");
    for (size_t c = 0; c < t->n_columns; c++)
        fprintf(out, " %s |", t->columns[c]);
    fprintf(out, "\n|---|");
    for (size_t c = 0; c < t->n_columns; c++)
        fprintf(out, "---|");
    fprintf(out, "\n");
    for (size_t i = 0; i < t->n_rows; i++) {
        const result_row *p = &t->rows[i];
        if (strcmp(p->label, "planner") != 0)
            continue;
        fprintf(out, "| %zu |", p->bits);
        for (size_t c = 0; c < t->n_columns; c++) {
            const result_row *best = NULL;
            for (size_t j = 0; j < t->n_rows; j++) {
                const result_row *r = &t->rows[j];
                if (r->bits == p->bits && r != p && !isnan(r->ticks[c]) &&
                    strcmp(r->label, "planner") != 0 &&
                    (best == NULL || r->ticks[c] < best->ticks[c]))
                    best = r;
            }
            if (best == NULL)
                fprintf(out, " n/a |");
            else
                fprintf(out, " %s %.0f (%.2f) |", best->label, best->ticks[c],
                        p->ticks[c] / best->ticks[c]);
        }
        fprintf(out, "\n");
    }
    fprintf(out, "\n");
}

void result_print_constructions(FILE *out, const result_table *t)
{
    const int pc = result_column(t, "pclmul"), av = result_column(t, "avx512");
    fprintf(out, "## %s\n\n| construction | bits | words |", t->title);
    for (size_t c = 0; c < t->n_columns; c++)
        fprintf(out, " %s |", t->columns[c]);
    if (pc >= 0 && av >= 0)
        fprintf(out, " pclmul/avx512 |");
    fprintf(out, " planner's plan |\n|---|---|---|");
    for (size_t c = 0; c < t->n_columns + (pc >= 0 && av >= 0) + 1; c++)
        fprintf(out, "---|");
    fprintf(out, "\n");
    for (size_t i = 0; i < t->n_rows; i++) {
        const result_row *r = &t->rows[i];
        const int planner = strcmp(r->label, "planner") == 0;
        fprintf(out, "| %s | %zu | %zu |", planner ? "**planner**" : r->label,
                r->bits, (r->bits + 63) / 64);
        for (size_t c = 0; c < t->n_columns; c++)
            print_ticks(out, r->ticks[c]);
        if (pc >= 0 && av >= 0)
            print_ratio(out, r->ticks[pc], r->ticks[av]);
        for (size_t c = 0; planner && c < t->n_columns; c++)
            fprintf(out, "%s%s: %s", c ? "; " : " ", t->columns[c],
                    r->plan[c]);
        fprintf(out, " |\n");
    }
    fprintf(out, "\n");
    print_fastest(out, t);
}

void result_print_planner_tables(FILE *out, const bp_backend *const *be,
                                 size_t n_backends)
{
    enum { UPTO = 2048 }; /* words: 131072 bits, the largest size here */
    fprintf(out, "## Planner tables\n\nShare of the sizes leaf_max < n <= "
                 "%d words where the planner picks each method at the top "
                 "(full tables: src/mul/thresholds/, and the JSON):\n\n"
                 "| backend | leaf_max | rows | top-level method: share of "
                 "sizes |\n|---|---|---|---|\n",
            UPTO);
    for (size_t k = 0; k < n_backends; k++) {
        size_t rows = 1, count[BP_M_COUNT] = {0}, total = 0;
        for (const bp_threshold *t = be[k]->thresholds;
             t->max_words != UINT32_MAX; t++)
            rows++;
        for (size_t n = be[k]->leaf_max + 1; n <= UPTO; n++, total++)
            count[be[k]->plan_method(n)]++;
        fprintf(out, "| %s | %zu | %zu |", be[k]->name, be[k]->leaf_max, rows);
        for (const char *sep = " ";; sep = ", ") { /* by decreasing share */
            int top = -1;
            for (int m = 0; m < BP_M_COUNT; m++)
                if (count[m] > 0 && (top < 0 || count[m] > count[top]))
                    top = m;
            if (top < 0)
                break;
            fprintf(out, "%s%s %.0f%%", sep, bp_method_names[top],
                    100.0 * (double)count[top] / (double)total);
            count[top] = 0;
        }
        fprintf(out, " |\n");
    }
    fprintf(out, "\nThe tuned thresholds: the method the planner picks at the top "
                 "for every n x n product up to %d words, as runs of sizes "
                 "(words):\n\n",
            UPTO);
    for (size_t k = 0; k < n_backends; k++) {
        fprintf(out, "- **%s**:", be[k]->name);
        size_t lo = 1;
        bp_method m = be[k]->plan_method(1);
        for (size_t n = 2; n <= UPTO + 1; n++) {
            const bp_method next = n <= UPTO ? be[k]->plan_method(n) : m;
            if (n <= UPTO && next == m)
                continue;
            if (lo == n - 1)
                fprintf(out, " %zu %s,", lo, bp_method_names[m]);
            else
                fprintf(out, " %zu–%zu %s,", lo, n - 1, bp_method_names[m]);
            lo = n;
            m = next;
        }
        fprintf(out, " above: %s.\n", bp_method_names[be[k]->plan_method(
                                         (size_t)UPTO * 4)]);
    }
    fprintf(out, "\n");
}

/* s as a JSON string (quotes and backslashes escaped; the texts written
 * here hold no control characters). */
static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* v as a JSON number, or null for n/a (NAN). */
static void json_number(FILE *out, double v)
{
    if (isnan(v))
        fprintf(out, "null");
    else
        fprintf(out, "%.1f", v);
}

/* "name": {"col": value, ...} over the columns of t, for one row field. */
static void json_columns(FILE *out, const char *name, const result_table *t,
                         const double *values)
{
    fprintf(out, "\"%s\": {", name);
    for (size_t c = 0; c < t->n_columns; c++) {
        fprintf(out, "%s\"%s\": ", c ? ", " : "", t->columns[c]);
        json_number(out, values[c]);
    }
    fprintf(out, "}");
}

/* One result row as a JSON object (fields listed in BENCHMARKS.md). */
static void json_row(FILE *out, const result_table *t, const result_row *r)
{
    double runs[RESULT_MAX_COLUMNS], goal[RESULT_MAX_COLUMNS];
    for (size_t c = 0; c < t->n_columns; c++) {
        runs[c] = r->runs[c] ? (double)r->runs[c] : NAN;
        const double g = target_ticks(binpoly_cpu(), t->columns[c], r->bits);
        goal[c] = g > 0 ? g : NAN;
    }
    fprintf(out, "      {\"label\": ");
    json_string(out, r->label);
    fprintf(out, ", \"bits\": %zu, \"words\": %zu,\n       ", r->bits,
            (r->bits + 63) / 64);
    json_columns(out, "ticks", t, r->ticks);
    fprintf(out, ",\n       ");
    json_columns(out, "median", t, r->median);
    fprintf(out, ",\n       ");
    json_columns(out, "runs", t, runs);
    fprintf(out, ",\n       ");
    json_columns(out, "target", t, goal);
    fprintf(out, ",\n       \"plan\": {");
    for (size_t c = 0; c < t->n_columns; c++) {
        fprintf(out, "%s\"%s\": ", c ? ", " : "", t->columns[c]);
        json_string(out, r->plan[c]);
    }
    fprintf(out, "}}");
}

/* "planner_tables": {"backend": {"leaf_max": L, "rows": [[max, "m"]...]}}
 * with max null for the last row (every larger size). */
static void json_planner_tables(FILE *out, const bp_backend *const *be,
                                size_t n_backends)
{
    fprintf(out, "  \"planner_tables\": {");
    for (size_t k = 0; k < n_backends; k++) {
        fprintf(out, "%s\n    \"%s\": {\"leaf_max\": %zu, \"rows\": [",
                k ? "," : "", be[k]->name, be[k]->leaf_max);
        for (const bp_threshold *t = be[k]->thresholds;; t++) {
            const int last = t->max_words == UINT32_MAX;
            if (last)
                fprintf(out, "%s[null, ", t == be[k]->thresholds ? "" : ", ");
            else
                fprintf(out, "%s[%u, ", t == be[k]->thresholds ? "" : ", ",
                        (unsigned)t->max_words);
            json_string(out, bp_method_names[t->method]);
            fprintf(out, "]");
            if (last)
                break;
        }
        fprintf(out, "]}");
    }
    fprintf(out, "\n  },\n");
}

void result_write_json(FILE *out, const result_meta *m,
                       const result_table *tables, size_t n_tables,
                       const bp_backend *const *be, size_t n_backends)
{
    fprintf(out, "{\n  \"unit\": \"tsc_ticks\",\n  \"cpu\": ");
    json_string(out, m->cpu);
    fprintf(out, ",\n  \"peers\": ");
    json_string(out, m->peers);
    fprintf(out,
            ",\n  \"method\": {\"mode\": \"%s\", \"warmup\": %u, \"sets\": %u, "
            "\"max_runs\": %u, \"min_runs\": %u, \"statistic\": "
            "\"mean of per-set minima\", \"timer_overhead_ticks\": %.0f, "
            "\"core_cycles_per_tick\": %.2f},\n",
            m->mode, m->warmup, m->sets, m->runs, m->min_runs,
            m->timer_overhead, m->core_per_tick);
    json_planner_tables(out, be, n_backends);
    fprintf(out, "  \"tables\": [\n");
    for (size_t k = 0; k < n_tables; k++) {
        const result_table *t = &tables[k];
        fprintf(out, "    {\"id\": ");
        json_string(out, t->id);
        fprintf(out, ", \"title\": ");
        json_string(out, t->title);
        fprintf(out, ", \"columns\": [");
        for (size_t c = 0; c < t->n_columns; c++) {
            fprintf(out, c ? ", " : "");
            json_string(out, t->columns[c]);
        }
        fprintf(out, "], \"backends\": %zu,\n     \"rows\": [\n",
                t->n_backends);
        for (size_t i = 0; i < t->n_rows; i++) {
            json_row(out, t, &t->rows[i]);
            fprintf(out, i + 1 < t->n_rows ? ",\n" : "\n");
        }
        fprintf(out, "     ]}%s\n", k + 1 < n_tables ? "," : "");
    }
    fprintf(out, "  ]\n}\n");
}
