/* SPDX-License-Identifier: MIT */
/*
 * Parameters of HQC's concatenated code per level (spec sections 1, 1.1):
 * RS(n1, k) over GF(2^8) correcting delta symbol errors, each symbol
 * encoded as an RM(1,7) codeword of 128 bits repeated mult times (n2 =
 * 128 * mult bits).
 */
#ifndef BP_HQC_CODE_PARAMS_H
#define BP_HQC_CODE_PARAMS_H

#include <stdint.h>

/* Upper bounds over the three levels, for stack arrays. */
#define BP_HQC_CODE_MAX_N1 90
#define BP_HQC_CODE_MAX_DELTA 29
#define BP_HQC_CODE_MAX_K 32

typedef struct {
    int n1;             /* RS length in symbols (bytes) */
    int k;              /* RS dimension = message bytes */
    int delta;          /* RS correction capacity; n1 - k = 2 * delta */
    int mult;           /* RM(1,7) copies per symbol; n2 = 128 * mult */
    const uint8_t *gen; /* g_0 .. g_{2 delta} (monic, g_{2 delta} = 1) */
} bp_hqc_code_params;

/* Parameters of HQC-level (level 1, 3 or 5), or NULL for any other level. */
const bp_hqc_code_params *bp_hqc_code_params_get(int level);

#endif /* BP_HQC_CODE_PARAMS_H */
