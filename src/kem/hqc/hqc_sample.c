/* SPDX-License-Identifier: MIT */
/* HQC samplers (HQC spec v5.0.0, samplers). */
#include "hqc_sample.h"

#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "kem_ct.h"
#include "kem_sample_kernels.h"
#include "hqc_symmetric.h"

/* c mod n for c < 2^24 and n < 2^16 without a division instruction (whose
 * latency may depend on c): Barrett with floor(2^32/n) leaves a remainder
 * below 2n, and one masked subtraction makes it exact. */
static uint32_t reduce_mod_n(uint32_t c, uint32_t n, uint32_t barrett)
{
    uint32_t q = (uint32_t)(((uint64_t)c * barrett) >> 32);
    uint32_t r = c - q * n;
    return r - (n & ~bp_ct_mask_lt32(r, n));
}

void bp_hqc_keygen_stream_init(hqc_keygen_stream *st, const uint8_t seed[32])
{
    bp_hqc_xof_init(&st->xof, seed, HQC_SEED_BYTES);
    st->pos = HQC_KEYGEN_BATCH;    /* empty: the first candidate refills */
}

void bp_hqc_keygen_stream_wipe(hqc_keygen_stream *st)
{
    bp_keccak_wipe(&st->xof);
    bp_wipe(st->buf, sizeof st->buf);
}

void bp_hqc_sample_support_keygen(uint32_t *support, hqc_keygen_stream *st,
                               const hqc_params *p)
{
    const uint32_t barrett = (uint32_t)((UINT64_C(1) << 32) / p->n);
    const bp_kem_sample_kernels *k = bp_kem_sample_kernels_active();
    /* The support so far, padded for the block-wise membership test with a
     * value no position takes (positions are below n < 2^16). */
    uint32_t list[HQC_MAX_W + BP_KEM_CONTAINS_PAD];
    for (uint32_t j = 0; j < HQC_MAX_W + BP_KEM_CONTAINS_PAD; j++)
        list[j] = UINT32_MAX;
    uint32_t count = 0;
    while (count < p->w) {
        /* The batch is a multiple of 3 bytes: candidates never straddle. */
        if (st->pos == HQC_KEYGEN_BATCH) {
            bp_keccak_squeeze(&st->xof, st->buf, HQC_KEYGEN_BATCH);
            st->pos = 0;
        }
        const uint8_t *b = st->buf + st->pos;
        st->pos += 3;
        uint32_t c = (uint32_t)b[0] | (uint32_t)b[1] << 8 |
                     (uint32_t)b[2] << 16;
        uint32_t pos = reduce_mod_n(c, p->n, barrett);
        uint32_t dup = k->contains(list, count, pos);
        uint32_t accept = bp_ct_mask_lt32(c, p->threshold) & ~dup;
        /* Whether a candidate is kept is public in the specification: the
         * number of candidates read is the loop count.  A rejection (c >= T)
         * is independent of the accepted values; a duplicate only says that
         * two draws collided, which the reference reveals too (spec:
         * key-generation sampler). */
        BP_KEM_DECLASSIFY(&accept, sizeof accept);
        /* A rejected candidate must not stay in the slot past count, which
         * the block-wise membership test reads: it keeps the padding. */
        k->list_set(list, count, bp_ct_select32(accept, pos, UINT32_MAX));
        count += accept & 1u;
    }
    for (uint32_t j = 0; j < p->w; j++)
        support[j] = list[j];
    bp_wipe(list, sizeof list);
}
