/* SPDX-License-Identifier: MIT */
/* gf2x's product (gf2x_mul, n-bit by n-bit) for the instruction-count
 * driver (drv.h).  gf2x has no ring inversion and no KEM. */
#include "drv.h"

#include <gf2x.h>

static int mul_run(void)
{
    return gf2x_mul((unsigned long *)drv_c, (const unsigned long *)drv_a,
                    drv_words, (const unsigned long *)drv_b, drv_words);
}

const drv_op drv_ops[] = {
    {"mul", drv_mul_setup, mul_run, drv_mul_check},
    {NULL, NULL, NULL, NULL},
};
