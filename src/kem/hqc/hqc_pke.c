/* SPDX-License-Identifier: MIT */
/* HQC-PKE on the binpoly ring (HQC spec v5.0.0, HQC-PKE).  Every product has
 * one fixed-weight operand (y or r2).  It is expanded to a dense vector and
 * multiplied with the ring's dense product: that is constant time by
 * construction (a fixed sequence of carry-less products whatever the operands)
 * and, at HQC's weights, faster than a constant-time sparse product, which
 * needs a full-length barrel rotation per position. */
#include "hqc_pke.h"

#include <string.h>

#include "binpoly/ring.h"
#include "ring_internal.h"
#include "bp_bytes.h"
#include "bp_wipe.h"
#include "hqc_code.h"
#include "kem_ct.h"
#include "kem_rings.h"
#include "kem_support.h"
#include "hqc_sample.h"
#include "kem_sample_kernels.h"
#include "hqc_symmetric.h"

/* h = SampleDense (spec: dense vector): the n_bytes of XOF(seed_ek) in stream,
 * as a ring element with the pad bits cleared. */
static void dense_h(const hqc_params *p, uint64_t *h, const uint8_t *stream)
{
    bp_bytes_to_words(h, stream, p->n_bytes);
    h[p->n_words - 1] &= hqc_top_word_mask(p);
}

int bp_hqc_pke_keygen(const hqc_params *p, uint8_t *ek, uint8_t seed_dk[32],
                   const uint8_t seed_pke[32], const hqc_ws *ws)
{
    const binpoly_ring *R = bp_kem_ring(p->n);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint8_t seeds[64], h_stream[HQC_MAX_N_BYTES];
    uint32_t x[HQC_MAX_W], y[HQC_MAX_W];
    uint64_t *h = ws->el[0], *s = ws->el[1], *yv = ws->el[2];
    hqc_keygen_stream st;

    bp_hqc_hash_i(seeds, seed_pke);
    const uint8_t *seed_ek = seeds + 32;
    /* seed_ek is published as the first 32 bytes of ek: h is public. */
    BP_KEM_DECLASSIFY(seeds + 32, 32);
    bp_hqc_keygen_stream_init(&st, seeds);
    /* y first, then x (spec: order of sampling) */
    bp_hqc_sample_support_keygen(y, &st, p);
    bp_hqc_sample_support_keygen(x, &st, p);
    bp_hqc_xof_read(h_stream, p->n_bytes, seed_ek);
    dense_h(p, h, h_stream);
    /* s = x + y*h */
    bp_kem_support_to_vector(yv, p->n_words, hqc_top_word_mask(p), y, p->w);
    int err = bp_ring_mul_checked_ws(R, s, h, yv, ws->ring);
    if (err == 0) {
        bp_kem_support_xor(s, p->n_words, hqc_top_word_mask(p), x, p->w);
        memcpy(ek, seed_ek, HQC_SEED_BYTES);
        bp_words_to_bytes(ek + HQC_SEED_BYTES, s, p->n_bytes);
        memcpy(seed_dk, seeds, HQC_SEED_BYTES);
    }
    bp_wipe(seeds, sizeof seeds);
    bp_wipe(x, sizeof x);
    bp_wipe(y, sizeof y);
    bp_wipe(yv, p->n_words * sizeof *yv);
    bp_wipe(s, p->n_words * sizeof *s);
    bp_hqc_keygen_stream_wipe(&st);
    return err;
}

int bp_hqc_pke_encrypt(const hqc_params *p, uint8_t *c_pke, const uint8_t *ek,
                    const uint8_t *h_stream, const uint8_t *m,
                    const uint8_t *coins, const hqc_ws *ws)
{
    const binpoly_ring *R = bp_kem_ring(p->n);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint32_t r1[HQC_MAX_WR], r2[HQC_MAX_WR], e[HQC_MAX_WR];
    uint64_t *h = ws->el[0], *s = ws->el[1], *u = ws->el[2];
    uint64_t *r2v = ws->el[3], *cw = ws->el[4];

    dense_h(p, h, h_stream);
    /* s is taken as it is: the ring refuses it (BINPOLY_ERR_ARG) if a pad
     * bit is set, instead of folding it as the reference does (spec:
     * non-canonical inputs). */
    bp_bytes_to_words(s, ek + HQC_SEED_BYTES, p->n_bytes);
    /* r2, e, r1 in this order from the coins (spec: order of sampling) */
    bp_kem_sample_mulhi(r2, coins, p->n, p->wr);
    bp_kem_sample_mulhi(e, coins + 4 * p->wr, p->n, p->we);
    bp_kem_sample_mulhi(r1, coins + 4 * (p->wr + p->we), p->n, p->wr);

    /* u = r1 + h*r2 and s*r2, with r2 expanded once for both products. */
    bp_kem_support_to_vector(r2v, p->n_words, hqc_top_word_mask(p), r2, p->wr);
    int err = bp_ring_mul_checked_ws(R, u, h, r2v, ws->ring);
    if (err == 0)
        err = bp_ring_mul_checked_ws(R, s, s, r2v, ws->ring);
    if (err == 0) {
        bp_kem_support_xor(u, p->n_words, hqc_top_word_mask(p), r1, p->wr);
        bp_words_to_bytes(c_pke, u, p->n_bytes);
        /* v = Encode(m) + truncate(s*r2 + e); n1*n2 is a multiple of 64,
         * so the truncation keeps whole words. */
        bp_kem_support_xor(s, p->n_words, hqc_top_word_mask(p), e, p->we);
        bp_hqc_code_encode(cw, m, p->level);
        for (size_t j = 0; j < p->n1n2_words; j++)
            cw[j] ^= s[j];
        bp_words_to_bytes(c_pke + p->n_bytes, cw, p->n1n2_bytes);
    }
    bp_wipe(r1, sizeof r1);
    bp_wipe(r2, sizeof r2);
    bp_wipe(e, sizeof e);
    bp_wipe(r2v, p->n_words * sizeof *r2v);
    bp_wipe(s, p->n_words * sizeof *s);
    bp_wipe(u, p->n_words * sizeof *u);
    bp_wipe(cw, p->n1n2_words * sizeof *cw);
    return err;
}

int bp_hqc_pke_decrypt(const hqc_params *p, uint8_t *m, const uint8_t seed_dk[32],
                    const uint8_t *c_pke, const hqc_ws *ws)
{
    const binpoly_ring *R = bp_kem_ring(p->n);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint32_t y[HQC_MAX_W];
    uint64_t *u = ws->el[0], *yv = ws->el[1], *v = ws->el[2];
    hqc_keygen_stream st;

    bp_hqc_keygen_stream_init(&st, seed_dk);
    bp_hqc_sample_support_keygen(y, &st, p);       /* y only; x is not needed */
    bp_kem_support_to_vector(yv, p->n_words, hqc_top_word_mask(p), y, p->w);
    /* u's pad bits are public; clearing them cannot make a ct accepted,
     * since the re-encryption is compared with the raw bytes (spec:
     * non-canonical inputs). */
    bp_bytes_to_words(u, c_pke, p->n_bytes);
    u[p->n_words - 1] &= hqc_top_word_mask(p);
    int err = bp_ring_mul_checked_ws(R, u, u, yv, ws->ring);
    if (err == 0) {
        bp_bytes_to_words(v, c_pke + p->n_bytes, p->n1n2_bytes);
        for (size_t j = 0; j < p->n1n2_words; j++)
            v[j] ^= u[j];
        bp_hqc_code_decode(m, v, p->level);
    }
    bp_wipe(y, sizeof y);
    bp_wipe(yv, p->n_words * sizeof *yv);
    bp_wipe(u, p->n_words * sizeof *u);
    bp_wipe(v, p->n1n2_words * sizeof *v);
    bp_hqc_keygen_stream_wipe(&st);
    return err;
}
