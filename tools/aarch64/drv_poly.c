/* SPDX-License-Identifier: MIT */
/* Operands of the drivers' product and inversion operations (contracts in
 * drv.h). */
#include "drv.h"

#include <stdio.h>
#include <stdlib.h>

uint64_t *drv_a, *drv_b, *drv_c;
size_t drv_words;

int drv_poly_setup(const char *param, size_t c_words_per_operand)
{
    size_t bits = drv_bits(param);
    if (bits == 0) {
        fprintf(stderr, "not a bit count: %s\n", param);
        return 1;
    }
    drv_words = (bits + 63) / 64;
    drv_a = malloc(drv_words * 8);
    drv_b = malloc(drv_words * 8);
    drv_c = calloc(c_words_per_operand * drv_words, 8);
    if (!drv_a || !drv_b || !drv_c)
        return 1;
    drv_rand_poly(drv_a, drv_words, bits);
    drv_rand_poly(drv_b, drv_words, bits);
    return 0;
}

int drv_mul_setup(const char *param)
{
    return drv_poly_setup(param, 2);
}

int drv_mul_check(uint64_t *sum)
{
    *sum = drv_fold_bytes(drv_c, 16 * drv_words);
    return 0;
}
