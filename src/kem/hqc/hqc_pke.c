/* HQC-PKE on the binpoly ring (spec/hqc.md §7).  Every product has one
 * fixed-weight operand, so all three go through the ring's constant-time
 * sparse product with the sampled support. */
#include "hqc_pke.h"

#include <string.h>

#include "binpoly/ring.h"
#include "hqc_code.h"
#include "hqc_ct.h"
#include "hqc_ring.h"
#include "hqc_sample.h"
#include "hqc_symmetric.h"

/* Little-endian load / store of 64-bit words: the byte order of §2.1,
 * independent of the host's. */
static void load_words(uint64_t *w, const uint8_t *b, size_t n_words)
{
    for (size_t j = 0; j < n_words; j++) {
        uint64_t x = 0;
        for (int t = 7; t >= 0; t--)
            x = x << 8 | b[8 * j + (size_t)t];
        w[j] = x;
    }
}

static void store_words(uint8_t *b, const uint64_t *w, size_t n_words)
{
    for (size_t j = 0; j < n_words; j++)
        for (int t = 0; t < 8; t++)
            b[8 * j + (size_t)t] = (uint8_t)(w[j] >> (8 * t));
}

/* h = SampleDense(XOF(seed_ek)) as a ring element. */
static int sample_h(const hqc_params *p, const binpoly_ring *R, uint64_t *h,
                    const uint8_t seed_ek[32])
{
    uint8_t bytes[HQC_MAX_N_BYTES];
    bp_keccak_state xof;
    hqc_xof_init(&xof, seed_ek, HQC_SEED_BYTES);
    hqc_sample_dense_bytes(bytes, &xof, p);
    bp_keccak_wipe(&xof);
    return binpoly_ring_from_bytes(R, h, bytes, p->n_bytes);
}

int hqc_pke_keygen(const hqc_params *p, uint8_t *ek, uint8_t seed_dk[32],
                   const uint8_t seed_pke[32])
{
    const binpoly_ring *R = hqc_ring(p);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint8_t seeds[64];
    uint32_t x[HQC_MAX_W], y[HQC_MAX_W];
    uint64_t h[HQC_MAX_N_WORDS], s[HQC_MAX_N_WORDS];
    bp_keccak_state xof;

    hqc_hash_i(seeds, seed_pke);
    const uint8_t *seed_ek = seeds + 32;
    /* seed_ek is published as the first 32 bytes of ek: h is public. */
    HQC_DECLASSIFY(seeds + 32, 32);
    hqc_xof_init(&xof, seeds, HQC_SEED_BYTES);
    hqc_sample_support_keygen(y, &xof, p);   /* y first, then x (§4.4) */
    hqc_sample_support_keygen(x, &xof, p);
    int err = sample_h(p, R, h, seed_ek);
    if (err == 0)
        err = binpoly_ring_mul_sparse(R, s, h, y, p->w);
    if (err == 0) {
        hqc_support_xor(s, p->n_words, x, p->w);
        memcpy(ek, seed_ek, HQC_SEED_BYTES);
        err = binpoly_ring_to_bytes(R, ek + HQC_SEED_BYTES, p->n_bytes, s);
        memcpy(seed_dk, seeds, HQC_SEED_BYTES);
    }
    hqc_wipe(seeds, sizeof seeds);
    hqc_wipe(x, sizeof x);
    hqc_wipe(y, sizeof y);
    hqc_wipe(s, sizeof s);
    bp_keccak_wipe(&xof);
    return err;
}

int hqc_pke_encrypt(const hqc_params *p, uint8_t *c_pke, const uint8_t *ek,
                    const uint8_t *m, const uint8_t theta[32])
{
    const binpoly_ring *R = hqc_ring(p);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint32_t r1[HQC_MAX_WR], r2[HQC_MAX_WR], e[HQC_MAX_WR];
    uint64_t h[HQC_MAX_N_WORDS], s[HQC_MAX_N_WORDS], u[HQC_MAX_N_WORDS];
    uint64_t cw[HQC_MAX_N1N2_WORDS];
    bp_keccak_state xof;

    int err = sample_h(p, R, h, ek);
    if (err == 0)   /* BINPOLY_ERR_ARG when s has pad bits set */
        err = binpoly_ring_from_bytes(R, s, ek + HQC_SEED_BYTES, p->n_bytes);
    if (err != 0)
        return err;
    hqc_xof_init(&xof, theta, HQC_SEED_BYTES);
    hqc_sample_support_encrypt(r2, &xof, p->n, p->wr);  /* r2, e, r1 (§4.4) */
    hqc_sample_support_encrypt(e, &xof, p->n, p->we);
    hqc_sample_support_encrypt(r1, &xof, p->n, p->wr);

    /* u = r1 + h*r2 */
    err = binpoly_ring_mul_sparse(R, u, h, r2, p->wr);
    if (err == 0) {
        hqc_support_xor(u, p->n_words, r1, p->wr);
        err = binpoly_ring_to_bytes(R, c_pke, p->n_bytes, u);
    }
    /* v = Encode(m) + truncate(s*r2 + e); n1*n2 is a multiple of 64, so the
     * truncation keeps whole words. */
    if (err == 0)
        err = binpoly_ring_mul_sparse(R, s, s, r2, p->wr);
    if (err == 0) {
        hqc_support_xor(s, p->n1n2_words, e, p->we);
        bp_hqc_code_encode(cw, m, p->level);
        for (size_t j = 0; j < p->n1n2_words; j++)
            cw[j] ^= s[j];
        store_words(c_pke + p->n_bytes, cw, p->n1n2_words);
    }
    hqc_wipe(r1, sizeof r1);
    hqc_wipe(r2, sizeof r2);
    hqc_wipe(e, sizeof e);
    hqc_wipe(s, sizeof s);
    hqc_wipe(u, sizeof u);
    hqc_wipe(cw, sizeof cw);
    bp_keccak_wipe(&xof);
    return err;
}

int hqc_pke_decrypt(const hqc_params *p, uint8_t *m, const uint8_t seed_dk[32],
                    const uint8_t *c_pke)
{
    const binpoly_ring *R = hqc_ring(p);
    if (R == NULL)
        return BINPOLY_ERR_BACKEND;
    uint32_t y[HQC_MAX_W];
    uint64_t u[HQC_MAX_N_WORDS], v[HQC_MAX_N1N2_WORDS];
    uint8_t u_bytes[HQC_MAX_N_BYTES];
    bp_keccak_state xof;

    hqc_xof_init(&xof, seed_dk, HQC_SEED_BYTES);
    hqc_sample_support_keygen(y, &xof, p);      /* y only; x is not needed */
    /* u's pad bits are public; clearing them here cannot make a ct accepted,
     * since the re-encryption is compared with the raw bytes (§2.4). */
    memcpy(u_bytes, c_pke, p->n_bytes);
    u_bytes[p->n_bytes - 1] &= (uint8_t)((1u << (p->n % 8)) - 1u);
    int err = binpoly_ring_from_bytes(R, u, u_bytes, p->n_bytes);
    if (err == 0)
        err = binpoly_ring_mul_sparse(R, u, u, y, p->w);
    if (err == 0) {
        load_words(v, c_pke + p->n_bytes, p->n1n2_words);
        for (size_t j = 0; j < p->n1n2_words; j++)
            v[j] ^= u[j];
        bp_hqc_code_decode(m, v, p->level);
    }
    hqc_wipe(y, sizeof y);
    hqc_wipe(u, sizeof u);
    hqc_wipe(v, sizeof v);
    bp_keccak_wipe(&xof);
    return err;
}
