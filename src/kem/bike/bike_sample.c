/* SPDX-License-Identifier: MIT */
/*
 * BIKE's samplers on the KEMs' shared multiply-high sampler
 * (bp_kem_sample_mulhi, kem_sample_kernels.h).  That one maps word i of its
 * input to slot i; BIKE's first PRF word sets the last slot (trap T4), so
 * the words are handed over in reverse order.  The rest is the same:
 * l = i + ((x (n - i)) >> 32), then keep-last deduplication.
 */
#include "bike_sample.h"

#include "bp_wipe.h"
#include "kem_sample_kernels.h"
#include "kem_support.h"
#include "sha3.h"

/* out[0..w) = SampleIndices(prf, w, n) from stream, the next 4w bytes of
 * the PRF (w <= BIKE_MAX_T).  136 = 34 * 4, so reading words in any split
 * equals reading them from whole blocks (spec: hash functions). */
static void sample_indices_from(uint32_t *out, const uint8_t *stream,
                                uint32_t w, uint32_t n)
{
    uint8_t reversed[4 * BIKE_MAX_T];
    for (uint32_t j = 0; j < w; j++)
        for (int b = 0; b < 4; b++)
            reversed[4 * (w - 1 - j) + b] = stream[4 * j + b];
    bp_kem_sample_mulhi(out, reversed, n, w);
    bp_wipe(reversed, sizeof reversed);
}

/* The same from the next 4w bytes of the squeezing sponge prf. */
static void sample_indices(uint32_t *out, bp_keccak_state *prf, uint32_t w,
                           uint32_t n)
{
    uint8_t stream[4 * BIKE_MAX_T];
    bp_keccak_squeeze(prf, stream, 4 * (size_t)w);
    sample_indices_from(out, stream, w, n);
    bp_wipe(stream, sizeof stream);
}

static void prf_init(bp_keccak_state *prf, const uint8_t seed[32])
{
    bp_shake256_init(prf);
    bp_keccak_absorb(prf, seed, BIKE_SEED_BYTES);
    bp_shake_finalize(prf);
}

void bp_bike_sample_key(uint32_t *list0, uint32_t *list1, const bike_params *p,
                     const uint8_t seed_k[32])
{
    bp_keccak_state prf;
    prf_init(&prf, seed_k);
    sample_indices(list0, &prf, p->d, p->r);
    sample_indices(list1, &prf, p->d, p->r);
    bp_keccak_wipe(&prf);
}

void bp_bike_sample_error(uint64_t *e0, uint64_t *e1, const bike_params *p,
                       const uint8_t m[32])
{
    uint8_t stream[4 * BIKE_MAX_T];
    bp_keccak_state prf;
    prf_init(&prf, m);
    bp_keccak_squeeze(&prf, stream, 4 * (size_t)p->t);
    bp_keccak_wipe(&prf);
    bp_bike_error_from_stream(e0, e1, p, stream);
    bp_wipe(stream, sizeof stream);
}

void bp_bike_error_from_stream(uint64_t *e0, uint64_t *e1, const bike_params *p,
                            const uint8_t *stream)
{
    const size_t W = p->r_words, W2 = (2 * (size_t)p->r + 63) / 64;
    const unsigned s = p->r % 64;
    const size_t q = p->r / 64;
    uint32_t list[BIKE_MAX_T];
    uint64_t both[2 * BIKE_MAX_R_WORDS + 1];
    sample_indices_from(list, stream, p->t, 2 * p->r);
    /* The 2r-bit vector e0 || e1 (bit v = list value v), then split at bit
     * r: e1 starts at bit s of word q (s != 0 at every level). */
    const uint64_t top2 = (UINT64_C(1) << ((2 * p->r) % 64)) - 1;
    both[W2] = 0;
    bp_kem_support_to_vector(both, W2, top2, list, p->t);
    for (size_t i = 0; i < W; i++) {
        e0[i] = both[i];
        e1[i] = (both[q + i] >> s) | (both[q + i + 1] << (64 - s));
    }
    e0[W - 1] &= bike_top_word_mask(p);
    e1[W - 1] &= bike_top_word_mask(p);
    bp_wipe(list, sizeof list);
    bp_wipe(both, sizeof both);
}
