/* SPDX-License-Identifier: MIT */
/*
 * The statistics of the dudect timing checks (Reparaz, Balasch and
 * Verbauwhede, "dude, is my code constant time?", 2017), shared by
 * bench/hqc/dudect_hqc.c and bench/bike/dudect_bike.c: two input classes
 * measured in random interleaved order, the upper tail cropped, Welch's t
 * between the classes.  |t| above DUDECT_T_THRESHOLD is evidence of a
 * timing difference; below it, none was detected at that sample size.
 */
#ifndef BENCH_DUDECT_STATS_H
#define BENCH_DUDECT_STATS_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench_sort.h"

#define DUDECT_T_THRESHOLD 4.5

/* Welch's t between the classes cls[i] in {0, 1} of the measurements t[i]
 * (i < n) at or below the crop quantile (0 < crop <= 1) of all of them;
 * 0 when a class has fewer than two. */
static inline double dudect_welch_t(const uint64_t *t, const uint8_t *cls,
                                    size_t n, double crop)
{
    uint64_t *sorted = malloc(n * sizeof *sorted);
    if (sorted == NULL)
        return 0;
    memcpy(sorted, t, n * sizeof *t);
    bench_sort_u64(sorted, n);
    uint64_t limit = sorted[(size_t)(crop * (double)(n - 1))];
    free(sorted);
    double cnt[2] = {0, 0}, mean[2] = {0, 0}, m2[2] = {0, 0};
    for (size_t i = 0; i < n; i++) {
        if (t[i] > limit)
            continue;
        int c = cls[i];
        double x = (double)t[i];
        cnt[c] += 1;
        double d = x - mean[c];
        mean[c] += d / cnt[c];
        m2[c] += d * (x - mean[c]);
    }
    if (cnt[0] < 2 || cnt[1] < 2)
        return 0;
    double v0 = m2[0] / (cnt[0] - 1), v1 = m2[1] / (cnt[1] - 1);
    return (mean[0] - mean[1]) / sqrt(v0 / cnt[0] + v1 / cnt[1]);
}

/* Prints t at the crops 50%, 90% and 100% and returns 1 if any exceeds
 * the threshold. */
static inline int dudect_report(const uint64_t *t, const uint8_t *cls,
                                size_t n)
{
    static const double crops[3] = {0.5, 0.9, 1.0};
    int leak = 0;
    for (int c = 0; c < 3; c++) {
        double v = dudect_welch_t(t, cls, n, crops[c]);
        printf("  t(crop %.0f%%)=%+.2f", crops[c] * 100, v);
        leak |= fabs(v) > DUDECT_T_THRESHOLD;
    }
    printf("  %s\n", leak ? "TIMING DIFFERENCE" : "no leak detected");
    return leak;
}

#endif /* BENCH_DUDECT_STATS_H */
