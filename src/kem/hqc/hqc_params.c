/* SPDX-License-Identifier: MIT */
/* The three HQC parameter sets (HQC spec v5.0.0, parameters).  The derived
 * sizes are written out so that they can be checked against the spec's table
 * by a test, rather than trusted from a formula here. */
#include "hqc_params.h"

#include <stddef.h>

static const hqc_params hqc_levels[3] = {
    {1, "HQC-1", 17669, 46, 384, 16, 66, 75, 75, 16767881,
     2209, 277, 2208, 276, 2241, 2321, 4433},
    {3, "HQC-3", 35851, 56, 640, 24, 100, 114, 114, 16742417,
     4482, 561, 4480, 560, 4514, 4602, 8978},
    {5, "HQC-5", 57637, 90, 640, 32, 131, 149, 149, 16772367,
     7205, 901, 7200, 900, 7237, 7333, 14421},
};

const hqc_params *bp_hqc_params_get(int level)
{
    switch (level) {
    case 1: return &hqc_levels[0];
    case 3: return &hqc_levels[1];
    case 5: return &hqc_levels[2];
    default: return NULL;
    }
}
