/* SPDX-License-Identifier: MIT */
/* Public HQC API (include/binpoly/hqc.h): each level described for the
 * entry points all KEMs share (kem_frontend.h: argument checks,
 * randomness, key checks), then the level-generic KEM of hqc_kem.c. */
#include "binpoly/hqc.h"

#include <stdint.h>

#include "hqc_kem.h"
#include "hqc_params.h"
#include "kem_frontend.h"

_Static_assert(HQC_SEED_BYTES <= BP_KEM_MAX_SEED_BYTES &&
                   HQC_MAX_K + HQC_SALT_BYTES <= BP_KEM_MAX_SEED_BYTES,
               "HQC randomness fits the shared entry points' buffer");
_Static_assert(HQC_MAX_CT_BYTES <= BP_KEM_MAX_CT_BYTES,
               "HQC ciphertexts fit the pair test's buffer");

/* The KEM functions of hqc_kem.h in the shape bp_kem_level asks. */
static int keypair_fn(const void *p, uint8_t *pk, uint8_t *sk,
                      const uint8_t *seed)
{
    return bp_hqc_kem_keypair_derand(p, pk, sk, seed);
}

static int enc_fn(const void *p, uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                  const uint8_t *m, const uint8_t *salt)
{
    return bp_hqc_kem_enc_derand(p, ct, ss, pk, m, salt);
}

static int dec_fn(const void *p, uint8_t *ss, const uint8_t *ct,
                  const uint8_t *sk)
{
    return bp_hqc_kem_dec(p, ss, ct, sk);
}

static int pk_check_fn(const void *p, const uint8_t *pk)
{
    return bp_hqc_kem_pk_check(p, pk);
}

static int sk_check_fn(const void *p, const uint8_t *sk)
{
    return bp_hqc_kem_sk_check(p, sk);
}

static const bp_kem_ops hqc_ops = {HQC_SS_BYTES, HQC_SEED_BYTES, keypair_fn,
                                   enc_fn,       dec_fn,         pk_check_fn,
                                   sk_check_fn};

/* HQC level `level` as the shared entry points take it (kem_frontend.h),
 * in *k; NULL for a level HQC does not have. */
static const bp_kem_level *hqc_level(int level, bp_kem_level *k)
{
    const hqc_params *p = bp_hqc_params_get(level);
    if (p == NULL)
        return NULL;
    *k = (bp_kem_level){&hqc_ops, p, p->pk_bytes, p->sk_bytes, p->ct_bytes,
                        /* m, then the salt: the reference's order (spec:
                         * HQC-KEM) */
                        {p->k, HQC_SALT_BYTES}};
    return k;
}

/* HQC in the KEM list (binpoly/kem.h). */
const bp_kem_family bp_kem_family_hqc = {
    "HQC",
    {1, 3, 5},
    {"HQC-1", "HQC-3", "HQC-5"},
    hqc_level,
    {"message", "salt"},
    "the last byte of s (the public key's last byte) has a bit set at or "
    "above n; key generation never sets one",
    "the public key it holds (its first public_key bytes) has a bit set at "
    "or above n in its last byte; key generation never sets one"};

/* The NIST-style entry points of one level. */
#define HQC_LEVEL_API(L)                                                     \
    BP_KEM_LEVEL_ENTRY_POINTS(hqc, L, hqc_level, 32)                         \
    int binpoly_hqc##L##_enc_derand(uint8_t *ct, uint8_t *ss,                \
                                    const uint8_t *pk, const uint8_t *m,     \
                                    const uint8_t salt[16])                  \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_enc_derand(hqc_level(L, &k), ct, ss, pk, m, salt);     \
    }

HQC_LEVEL_API(1)
HQC_LEVEL_API(3)
HQC_LEVEL_API(5)

int binpoly_hqc_get_sizes(int level, binpoly_hqc_sizes *sizes)
{
    if (sizes == NULL)
        return BINPOLY_ERR_NULL;
    const hqc_params *p = bp_hqc_params_get(level);
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

BP_KEM_CHECKED_ENTRY_POINTS(hqc, hqc_level)

int binpoly_hqc_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                   uint8_t *ss, size_t ss_len,
                                   const uint8_t *pk, size_t pk_len,
                                   const uint8_t *m, size_t m_len,
                                   const uint8_t *salt, size_t salt_len)
{
    bp_kem_level k;
    return bp_kem_enc_derand_checked(hqc_level(level, &k), ct, ct_len, ss,
                                     ss_len, pk, pk_len, m, m_len, salt,
                                     salt_len);
}
