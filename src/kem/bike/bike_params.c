/* SPDX-License-Identifier: MIT */
/* The three BIKE parameter sets (BIKE spec v5.1, parameters). */
#include "bike_params.h"

#include <stddef.h>

#include "bp_ct_mask.h"
#include "bp_mul64.h"

#define BIKE_LEVEL(L, R, D, T, S, TMIN, C0, C1)                              \
    {L, "BIKE-L" #L, R, D, T, (R + 7) / 8, (R + 63) / 64, S, TMIN,           \
     (D + 1) / 2 + 1, C0, C1, (R + 7) / 8, 8 * D + 3 * ((R + 7) / 8) + 32,  \
     (R + 7) / 8 + 32}

static const bike_params bike_levels[3] = {
    BIKE_LEVEL(1, 12323, 71, 134, 8, 36, UINT64_C(1353000000), 697220),
    BIKE_LEVEL(3, 24659, 103, 199, 8, 52, UINT64_C(1525880000), 526500),
    BIKE_LEVEL(5, 40973, 137, 264, 9, 69, UINT64_C(1787850000), 402312),
};

const bike_params *bp_bike_params_get(int level)
{
    switch (level) {
    case 1: return &bike_levels[0];
    case 3: return &bike_levels[1];
    case 5: return &bike_levels[2];
    default: return NULL;
    }
}

uint32_t bp_bike_threshold(const bike_params *p, uint32_t sw)
{
    /* x < 2^35; floor(x / 10^8) = (x * 12379400392853802749) >> 90 for
     * every such x (spec: parameters). */
    const uint64_t x = p->c0 + p->c1 * (uint64_t)sw;
    uint64_t hi;
    (void)bp_mul64_wide(x, UINT64_C(12379400392853802749), &hi);
    const uint32_t th = (uint32_t)(hi >> 26);
    return bp_ct_select32(bp_ct_mask_lt32(th, p->t_min), p->t_min, th);
}
