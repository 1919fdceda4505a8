/* SPDX-License-Identifier: MIT */
/*
 * The data of the time / (n log n) plot (large_bench.h, --sweep FILE):
 * products of 10^4 to 10^8 bits, four sizes a decade, by binpoly_mul's
 * planner, the FFT alone, the constructions alone (forced through the
 * planner without the FFT) and gf2x built for this CPU when linked in,
 * timed interleaved on the same data (large_timing.h), one CSV row per
 * size and method: bits,method,seconds.  tools/plot/plot_large.py draws
 * it.
 */
#include <math.h>
#include <stdio.h>

#include "binpoly.h"
#include "large_bench.h"
#include "large_subjects.h"
#include "large_timing.h"

#define SWEEP_POINTS 17 /* 10^(4 + j/4), j < 17 */

/* One size's row of subjects into csv; 0, or 1 on a failure. */
static int sweep_size(FILE *csv, const bp_backend *be, size_t bits,
                      const large_options *o)
{
    bench_subject s[4];
    int opened = 0;
    if (subject_open_backend(&s[0], be, NULL, bits) == 0) {
        s[0].name = "binpoly";
        opened++;
    }
    if (opened == 1 && large_open_fft(&s[1], be, bits) == 0)
        opened++;
    if (opened == 2 && large_open_constructions(&s[2], be, bits) == 0)
        opened++;
    if (opened < 3) {
        fprintf(stderr, "%zu bits: out of memory\n", bits);
        for (int i = 0; i < opened; i++)
            subject_close(&s[i]);
        return 1;
    }
    if (subject_open_gf2x_native(&s[3], bits) == 0)
        opened++;
    bench_subject *list[4] = {&s[0], &s[1], &s[2], &s[3]};
    double t[4];
    const int bad = large_time_subjects(list, (size_t)opened, o->budget, 3,
                                        101, 0x5E1EC700ULL + bits, t) != 0;
    for (int i = 0; i < opened; i++) {
        fprintf(csv, "%zu,%s,%.9g\n", bits, s[i].name, t[i]);
        printf("%11zu %-16s %12.4f ms\n", bits, s[i].name, 1e3 * t[i]);
        subject_close(&s[i]);
    }
    fflush(csv);
    fflush(stdout);
    return bad;
}

int large_sweep(const large_options *o)
{
    const bp_backend *be = bp_backend_active();
    FILE *csv = fopen(o->sweep_file, "w");
    if (be == NULL || csv == NULL) {
        fprintf(stderr, "--sweep: no backend, or cannot write %s\n",
                o->sweep_file);
        if (csv != NULL)
            fclose(csv);
        return 1;
    }
    fprintf(csv, "# binpoly-bench-large --sweep: CPU class %s, backend %s, "
                 "median seconds (%s) over interleaved rounds\n",
            binpoly_cpu(), be->name, o->cpu_time ? "thread CPU time" : "TSC");
    fprintf(csv, "bits,method,seconds\n");
    int bad = 0;
    for (int j = 0; j < SWEEP_POINTS && !bad; j++)
        bad = sweep_size(csv, be, (size_t)llround(pow(10.0, 4 + j / 4.0)), o);
    fclose(csv);
    return bad;
}
