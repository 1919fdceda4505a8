/* SPDX-License-Identifier: MIT */
/*
 * The summary of an A/B timed in rounds, shared by binpoly-compare-plans
 * and binpoly-compare-tables: each round times every candidate once (in
 * alternating order), and a candidate is judged by the median over the
 * rounds of its ratio to the baseline of the same round, so that a change
 * of the machine's speed between rounds cancels out.
 */
#ifndef BP_TUNE_ROUND_RATIOS_H
#define BP_TUNE_ROUND_RATIOS_H

#include <stdint.h>
#include <stdlib.h>

#define ROUND_RATIOS_MAX 64 /* rounds at most */

typedef struct {
    double median; /* median over the rounds of x / base */
    int wins;      /* rounds in which x took fewer ticks than base */
    uint64_t best; /* smallest x of any round */
} round_ratios;

static int round_ratios_cmp(const void *x, const void *y)
{
    const double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* The summary of x[0..rounds) against base[0..rounds) (1 <= rounds <=
 * ROUND_RATIOS_MAX; ticks of the same round at the same index). */
static inline round_ratios round_ratios_of(const uint64_t *x,
                                           const uint64_t *base, int rounds)
{
    double ratio[ROUND_RATIOS_MAX];
    round_ratios s = {0, 0, UINT64_MAX};
    for (int r = 0; r < rounds; r++) {
        ratio[r] = (double)x[r] / (double)base[r];
        s.wins += x[r] < base[r];
        s.best = x[r] < s.best ? x[r] : s.best;
    }
    qsort(ratio, (size_t)rounds, sizeof ratio[0], round_ratios_cmp);
    s.median = ratio[rounds / 2];
    return s;
}

#endif /* BP_TUNE_ROUND_RATIOS_H */
