/* SPDX-License-Identifier: MIT */
/* Systematic Reed-Solomon encoding for HQC (spec 6.2), constant time: the
 * parity register lives in the 64 lanes of a GF(2^8) vector. */
#include <string.h>

#include "bp_wipe.h"
#include "gf256_vec.h"
#include "reed_solomon.h"

void bp_rs_encode(uint8_t *c, const uint8_t *m, const bp_hqc_code_params *p)
{
    /* LFSR division of X^{2delta} M(X) by the monic g, feeding the message
     * from its top coefficient: r <- X r + f g (low 2delta coefficients,
     * one per lane), with f = m[i] + r_{2delta-1}. */
    const int par = 2 * p->delta;
    bp_gfv gtab[8];
    const bp_gfv g = bp_gfv_load(p->gen, par);
    bp_gfv_mul_table_init(gtab, &g);
    uint8_t r[BP_GFV_LANES + 1] = {0}; /* r[1..par]: the register */
    for (int i = p->k - 1; i >= 0; i--) {
        const uint8_t f = m[i] ^ r[par];
        /* r[1..] <- X r + f g: the shift is the one-byte offset. */
        const bp_gfv next = bp_gfv_load(r, par) ^
                            bp_gfv_mul_table(bp_gfv_broadcast(f), gtab);
        bp_gfv_store(r + 1, next, par);
    }
    memcpy(c, r + 1, (size_t)par);
    memcpy(c + par, m, (size_t)p->k);
    bp_wipe(r, sizeof r); /* the caller wipes c */
}
