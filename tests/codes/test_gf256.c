/*
 * GF(2^8) product, square, inverse and multiplication/division by alpha
 * against the log-table reference (exhaustive), and the RS generator
 * polynomials of hqc_code_params.c against prod_{i=1}^{2 delta}(X - alpha^i).
 */
#include <stdio.h>
#include <string.h>

#include "gf256.h"
#include "gf256_ref.h"
#include "hqc_code_params.h"

int main(void)
{
    int bad = 0;
    ref_gf_init();
    for (int a = 0; a < 256; a++) {
        for (int b = 0; b < 256; b++)
            if (bp_gf256_mul((uint8_t)a, (uint8_t)b) !=
                ref_gf_mul((uint8_t)a, (uint8_t)b)) {
                if (bad++ < 5)
                    printf("mul(%d,%d) wrong\n", a, b);
            }
        if (bp_gf256_mul_alpha((uint8_t)a) != ref_gf_mul((uint8_t)a, 2) ||
            bp_gf256_div_alpha((uint8_t)a) !=
                ref_gf_mul((uint8_t)a, ref_gf_inv(2))) {
            if (bad++ < 10)
                printf("mul/div by alpha of %d wrong\n", a);
        }
        if (bp_gf256_sqr((uint8_t)a) != ref_gf_mul((uint8_t)a, (uint8_t)a)) {
            if (bad++ < 10)
                printf("sqr(%d) wrong\n", a);
        }
        if (bp_gf256_inv((uint8_t)a) != ref_gf_inv((uint8_t)a)) {
            if (bad++ < 10)
                printf("inv(%d) wrong\n", a);
        }
    }
    if (bp_gf256_mul(2, BP_GF256_ALPHA_INV) != 1) {
        printf("BP_GF256_ALPHA_INV is not alpha^-1\n");
        bad++;
    }
    for (int level = 1; level <= 5; level += 2) {
        const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
        if (p == NULL || p->n1 - p->k != 2 * p->delta ||
            p->n1 > BP_HQC_CODE_MAX_N1 || p->delta > BP_HQC_CODE_MAX_DELTA ||
            p->k > BP_HQC_CODE_MAX_K || p->mult > 5 ||
            p->mult % 2 == 0) {
            printf("level %d: inconsistent parameters\n", level);
            bad++;
            continue;
        }
        /* g <- g * (X + alpha^i), coefficients ascending. */
        uint8_t g[2 * BP_HQC_CODE_MAX_DELTA + 1] = {1};
        for (int i = 1; i <= 2 * p->delta; i++) {
            uint8_t a = ref_gf_pow_alpha(i);
            for (int t = i; t >= 1; t--)
                g[t] = g[t - 1] ^ ref_gf_mul(g[t], a);
            g[0] = ref_gf_mul(g[0], a);
        }
        if (memcmp(g, p->gen, (size_t)(2 * p->delta + 1)) != 0) {
            printf("level %d: generator polynomial differs\n", level);
            bad++;
        }
    }
    if (bp_hqc_code_params_get(2) != NULL ||
        bp_hqc_code_params_get(0) != NULL) {
        printf("invalid level accepted\n");
        bad++;
    }
    printf("%s\n", bad ? "FAIL" : "ok");
    return bad != 0;
}
