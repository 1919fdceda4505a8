/* SPDX-License-Identifier: MIT */
/* Public HQC API (include/binpoly/hqc.h): argument checks, OS randomness,
 * then the level-generic KEM of hqc_kem.c. */
#include "binpoly/hqc.h"

#include <stdint.h>
#include <string.h>

#include "bp_wipe.h"
#include "hqc_kem.h"
#include "hqc_params.h"
#include "kem_random.h"
#include "kem_spans.h"

/* The checks every entry point shares once its pointers are known to be
 * non-NULL: the backend must be usable (the ring product needs it). */
static int backend_ready(void)
{
    return binpoly_backend() != NULL ? 0 : BINPOLY_ERR_BACKEND;
}

/* The public entry points of every level, for parameter set p: NULL and
 * backend checks, OS randomness where the call draws it, outputs zeroed on
 * an error; then the KEM (hqc_kem.h, which states the buffer contracts). */

static int keypair_derand(const hqc_params *p, uint8_t *pk, uint8_t *sk,
                          const uint8_t *seed)
{
    if (pk == NULL || sk == NULL || seed == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(pk, 0, p->pk_bytes);
        memset(sk, 0, p->sk_bytes);
        return err;
    }
    return hqc_kem_keypair_derand(p, pk, sk, seed);
}

static int keypair(const hqc_params *p, uint8_t *pk, uint8_t *sk)
{
    if (pk == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t seed[HQC_SEED_BYTES];
    int err = bp_kem_os_random(seed, sizeof seed);
    if (err == 0)
        err = keypair_derand(p, pk, sk, seed);
    else {
        memset(pk, 0, p->pk_bytes);
        memset(sk, 0, p->sk_bytes);
    }
    bp_wipe(seed, sizeof seed);
    return err;
}

static int enc_derand(const hqc_params *p, uint8_t *ct, uint8_t *ss,
                      const uint8_t *pk, const uint8_t *m, const uint8_t *salt)
{
    if (ct == NULL || ss == NULL || pk == NULL || m == NULL || salt == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(ct, 0, p->ct_bytes);
        memset(ss, 0, HQC_SS_BYTES);
        return err;
    }
    return hqc_kem_enc_derand(p, ct, ss, pk, m, salt);
}

static int enc(const hqc_params *p, uint8_t *ct, uint8_t *ss,
               const uint8_t *pk)
{
    if (ct == NULL || ss == NULL || pk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t m[HQC_MAX_K], salt[HQC_SALT_BYTES];
    /* m first, then the salt: the draw order of the reference (§8). */
    int err = bp_kem_os_random(m, p->k);
    if (err == 0)
        err = bp_kem_os_random(salt, sizeof salt);
    if (err == 0)
        err = enc_derand(p, ct, ss, pk, m, salt);
    else {
        memset(ct, 0, p->ct_bytes);
        memset(ss, 0, HQC_SS_BYTES);
    }
    bp_wipe(m, sizeof m);
    return err;
}

static int dec(const hqc_params *p, uint8_t *ss, const uint8_t *ct,
               const uint8_t *sk)
{
    if (ss == NULL || ct == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(ss, 0, HQC_SS_BYTES);
        return err;
    }
    return hqc_kem_dec(p, ss, ct, sk);
}

/* The five NIST-style entry points of one level. */
#define HQC_LEVEL_API(L)                                                     \
    int binpoly_hqc##L##_keypair(uint8_t *pk, uint8_t *sk)                   \
    {                                                                        \
        return keypair(hqc_params_get(L), pk, sk);                           \
    }                                                                        \
    int binpoly_hqc##L##_keypair_derand(uint8_t *pk, uint8_t *sk,            \
                                        const uint8_t seed[32])              \
    {                                                                        \
        return keypair_derand(hqc_params_get(L), pk, sk, seed);              \
    }                                                                        \
    int binpoly_hqc##L##_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk)    \
    {                                                                        \
        return enc(hqc_params_get(L), ct, ss, pk);                           \
    }                                                                        \
    int binpoly_hqc##L##_enc_derand(uint8_t *ct, uint8_t *ss,                \
                                    const uint8_t *pk, const uint8_t *m,     \
                                    const uint8_t salt[16])                  \
    {                                                                        \
        return enc_derand(hqc_params_get(L), ct, ss, pk, m, salt);           \
    }                                                                        \
    int binpoly_hqc##L##_dec(uint8_t *ss, const uint8_t *ct,                 \
                             const uint8_t *sk)                              \
    {                                                                        \
        return dec(hqc_params_get(L), ss, ct, sk);                           \
    }

HQC_LEVEL_API(1)
HQC_LEVEL_API(3)
HQC_LEVEL_API(5)

int binpoly_hqc_get_sizes(int level, binpoly_hqc_sizes *sizes)
{
    if (sizes == NULL)
        return BINPOLY_ERR_NULL;
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    sizes->public_key = p->pk_bytes;
    sizes->secret_key = p->sk_bytes;
    sizes->ciphertext = p->ct_bytes;
    sizes->shared_secret = HQC_SS_BYTES;
    sizes->message = p->k;
    sizes->keypair_seed = HQC_SEED_BYTES;
    sizes->salt = HQC_SALT_BYTES;
    return 0;
}

/* ---- Length-checked variants ---- */

int binpoly_hqc_keypair_checked(int level, uint8_t *pk, size_t pk_len,
                                uint8_t *sk, size_t sk_len)
{
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, p->pk_bytes, 1},
                      {sk, sk_len, p->sk_bytes, 1}};
    int err = bp_kem_check_spans(s, 2);
    return err != 0 ? err : keypair(p, pk, sk);
}

int binpoly_hqc_keypair_derand_checked(int level, uint8_t *pk, size_t pk_len,
                                       uint8_t *sk, size_t sk_len,
                                       const uint8_t *seed, size_t seed_len)
{
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, p->pk_bytes, 1},
                      {sk, sk_len, p->sk_bytes, 1},
                      {seed, seed_len, HQC_SEED_BYTES, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : keypair_derand(p, pk, sk, seed);
}

int binpoly_hqc_enc_checked(int level, uint8_t *ct, size_t ct_len,
                            uint8_t *ss, size_t ss_len, const uint8_t *pk,
                            size_t pk_len)
{
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, p->ct_bytes, 1},
                      {ss, ss_len, HQC_SS_BYTES, 1},
                      {pk, pk_len, p->pk_bytes, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : enc(p, ct, ss, pk);
}

int binpoly_hqc_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                   uint8_t *ss, size_t ss_len,
                                   const uint8_t *pk, size_t pk_len,
                                   const uint8_t *m, size_t m_len,
                                   const uint8_t *salt, size_t salt_len)
{
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, p->ct_bytes, 1},
                      {ss, ss_len, HQC_SS_BYTES, 1},
                      {pk, pk_len, p->pk_bytes, 0},
                      {m, m_len, p->k, 0},
                      {salt, salt_len, HQC_SALT_BYTES, 0}};
    int err = bp_kem_check_spans(s, 5);
    return err != 0 ? err : enc_derand(p, ct, ss, pk, m, salt);
}

int binpoly_hqc_dec_checked(int level, uint8_t *ss, size_t ss_len,
                            const uint8_t *ct, size_t ct_len,
                            const uint8_t *sk, size_t sk_len)
{
    const hqc_params *p = hqc_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ss, ss_len, HQC_SS_BYTES, 1},
                      {ct, ct_len, p->ct_bytes, 0},
                      {sk, sk_len, p->sk_bytes, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : dec(p, ss, ct, sk);
}
