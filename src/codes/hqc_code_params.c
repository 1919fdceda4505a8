/* SPDX-License-Identifier: MIT */
/* The three parameter sets; generator polynomials as given in spec 1.1
 * (tests/codes re-derives them from prod_{i=1}^{2 delta} (X - alpha^i)). */
#include "hqc_code_params.h"

#include <stddef.h>

static const uint8_t gen_hqc1[31] = {
    89,  69,  153, 116, 176, 117, 111, 75,  73,  233, 242,
    233, 65,  210, 21,  139, 103, 173, 67,  118, 105, 210,
    174, 110, 74,  69,  228, 82,  255, 181, 1};
static const uint8_t gen_hqc3[33] = {
    45,  216, 239, 24,  253, 104, 27,  40,  107, 50,  163,
    210, 227, 134, 224, 158, 119, 13,  158, 1,   238, 164,
    82,  43,  15,  232, 246, 142, 50,  189, 29,  232, 1};
static const uint8_t gen_hqc5[59] = {
    49,  167, 49,  39,  200, 121, 124, 91,  240, 63,  148, 71,
    150, 123, 87,  101, 32,  215, 159, 71,  201, 115, 97,  210,
    186, 183, 141, 217, 123, 12,  31,  243, 180, 219, 152, 239,
    99,  141, 4,   246, 191, 144, 8,   232, 47,  27,  141, 178,
    130, 64,  124, 47,  39,  188, 216, 48,  199, 187, 1};

static const bp_hqc_code_params params[3] = {
    {46, 16, 15, 3, gen_hqc1},
    {56, 24, 16, 5, gen_hqc3},
    {90, 32, 29, 5, gen_hqc5},
};

const bp_hqc_code_params *bp_hqc_code_params_get(int level)
{
    switch (level) {
    case 1: return &params[0];
    case 3: return &params[1];
    case 5: return &params[2];
    default: return NULL;
    }
}
