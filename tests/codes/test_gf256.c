/* SPDX-License-Identifier: MIT */
/*
 * GF(2^8) product, square, inverse and multiplication/division by alpha
 * against the log-table reference (exhaustive), and the RS generator
 * polynomials of hqc_code_params.c against prod_{i=1}^{2 delta}(X - alpha^i).
 */
#include <string.h>

#include "gf256.h"
#include "gf256_ref.h"
#include "hqc_code_params.h"
#include "test_check.h"

int main(void)
{
    ref_gf_init();
    for (int a = 0; a < 256; a++) {
        for (int b = 0; b < 256; b++)
            CHECK(bp_gf256_mul((uint8_t)a, (uint8_t)b) ==
                      ref_gf_mul((uint8_t)a, (uint8_t)b),
                  "mul(%d,%d) wrong", a, b);
        CHECK(bp_gf256_mul_alpha((uint8_t)a) == ref_gf_mul((uint8_t)a, 2) &&
                  bp_gf256_div_alpha((uint8_t)a) ==
                      ref_gf_mul((uint8_t)a, ref_gf_inv(2)),
              "mul/div by alpha of %d wrong", a);
        CHECK(bp_gf256_sqr((uint8_t)a) == ref_gf_mul((uint8_t)a, (uint8_t)a),
              "sqr(%d) wrong", a);
        CHECK(bp_gf256_inv((uint8_t)a) == ref_gf_inv((uint8_t)a),
              "inv(%d) wrong", a);
    }
    CHECK(bp_gf256_mul(2, BP_GF256_ALPHA_INV) == 1,
          "BP_GF256_ALPHA_INV is not alpha^-1");
    for (int level = 1; level <= 5; level += 2) {
        const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
        const int consistent =
            p != NULL && p->n1 - p->k == 2 * p->delta &&
            p->n1 <= BP_HQC_CODE_MAX_N1 && p->delta <= BP_HQC_CODE_MAX_DELTA &&
            p->k <= BP_HQC_CODE_MAX_K && p->mult <= 5 && p->mult % 2 == 1;
        CHECK(consistent, "level %d: inconsistent parameters", level);
        if (!consistent)
            continue;
        /* g <- g * (X + alpha^i), coefficients ascending. */
        uint8_t g[2 * BP_HQC_CODE_MAX_DELTA + 1] = {1};
        for (int i = 1; i <= 2 * p->delta; i++) {
            uint8_t a = ref_gf_pow_alpha(i);
            for (int t = i; t >= 1; t--)
                g[t] = g[t - 1] ^ ref_gf_mul(g[t], a);
            g[0] = ref_gf_mul(g[0], a);
        }
        CHECK(memcmp(g, p->gen, (size_t)(2 * p->delta + 1)) == 0,
              "level %d: generator polynomial differs", level);
    }
    CHECK(bp_hqc_code_params_get(2) == NULL &&
              bp_hqc_code_params_get(0) == NULL,
          "invalid level accepted");
    return test_report("GF(2^8) and RS generators");
}
