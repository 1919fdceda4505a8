/* SPDX-License-Identifier: MIT */
/* Public BIKE API (include/binpoly/bike.h): each level described for the
 * entry points all KEMs share (kem_frontend.h: argument checks,
 * randomness, key checks), then the level-generic KEM of bike_kem.c. */
#include "binpoly/bike.h"

#include <stdint.h>

#include "bike_kem.h"
#include "bike_params.h"
#include "kem_frontend.h"

#define RND_BYTES 64
_Static_assert(RND_BYTES <= BP_KEM_MAX_SEED_BYTES,
               "BIKE randomness fits the shared entry points' buffer");
_Static_assert(BIKE_MAX_RB + 32 <= BP_KEM_MAX_CT_BYTES,
               "BIKE ciphertexts fit the pair test's buffer");

/* The KEM functions of bike_kem.h in the shape bp_kem_level asks (BIKE's
 * encapsulation randomness is one part). */
static int keypair_fn(const void *p, uint8_t *pk, uint8_t *sk,
                      const uint8_t *rnd)
{
    return bp_bike_kem_keypair(p, pk, sk, rnd);
}

static int enc_fn(const void *p, uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                  const uint8_t *rnd, const uint8_t *unused)
{
    (void)unused;
    return bp_bike_kem_enc(p, ct, ss, pk, rnd);
}

static int dec_fn(const void *p, uint8_t *ss, const uint8_t *ct,
                  const uint8_t *sk)
{
    return bp_bike_kem_dec(p, ss, ct, sk);
}

/* KeyGen's 64 bytes are one draw: seed_k, then sigma (spec: KeyGen). */
static int pk_check_fn(const void *p, const uint8_t *pk)
{
    return bp_bike_kem_pk_check(p, pk);
}

static int sk_check_fn(const void *p, const uint8_t *sk)
{
    return bp_bike_kem_sk_check(p, sk);
}

static const bp_kem_ops bike_ops = {BIKE_SS_BYTES, RND_BYTES, keypair_fn,
                                    enc_fn,        dec_fn,    pk_check_fn,
                                    sk_check_fn};

/* BIKE level `level` as the shared entry points take it (kem_frontend.h),
 * in *k; NULL for a level BIKE does not have. */
static const bp_kem_level *bike_level(int level, bp_kem_level *k)
{
    const bike_params *p = bp_bike_params_get(level);
    if (p == NULL)
        return NULL;
    *k = (bp_kem_level){&bike_ops, p, p->pk_bytes, p->sk_bytes, p->ct_bytes,
                        {RND_BYTES, 0}};
    return k;
}

/* BIKE in the KEM list (binpoly/kem.h). */
const bp_kem_family bp_kem_family_bike = {
    "BIKE",
    {1, 3, 5},
    {"BIKE-L1", "BIKE-L3", "BIKE-L5"},
    bike_level,
    {"encaps_seed", NULL},
    "h has a bit set at or above r in its last byte; key generation never "
    "sets one",
    "an index of its lists is r or more, or h0 or h has a bit set at or "
    "above r in its last byte; key generation makes neither"};

/* The NIST-style entry points of one level. */
#define BIKE_LEVEL_API(L)                                                    \
    BP_KEM_LEVEL_ENTRY_POINTS(bike, L, bike_level, 64)                       \
    int binpoly_bike##L##_enc_derand(uint8_t *ct, uint8_t *ss,               \
                                     const uint8_t *pk,                      \
                                     const uint8_t rnd[64])                  \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_enc_derand(bike_level(L, &k), ct, ss, pk, rnd, NULL);  \
    }

BIKE_LEVEL_API(1)
BIKE_LEVEL_API(3)
BIKE_LEVEL_API(5)

int binpoly_bike_get_sizes(int level, binpoly_bike_sizes *sizes)
{
    if (sizes == NULL)
        return BINPOLY_ERR_NULL;
    const bike_params *p = bp_bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    sizes->public_key = p->pk_bytes;
    sizes->secret_key = p->sk_bytes;
    sizes->ciphertext = p->ct_bytes;
    sizes->shared_secret = BIKE_SS_BYTES;
    sizes->keypair_seed = RND_BYTES;
    sizes->enc_seed = RND_BYTES;
    return 0;
}

/* ---- Length-checked variants ---- */

BP_KEM_CHECKED_ENTRY_POINTS(bike, bike_level)

int binpoly_bike_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                    uint8_t *ss, size_t ss_len,
                                    const uint8_t *pk, size_t pk_len,
                                    const uint8_t *rnd, size_t rnd_len)
{
    bp_kem_level k;
    return bp_kem_enc_derand_checked(bike_level(level, &k), ct, ct_len, ss,
                                     ss_len, pk, pk_len, rnd, rnd_len, NULL,
                                     0);
}
