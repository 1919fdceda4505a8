/* SPDX-License-Identifier: MIT */
/* Public BIKE API (include/binpoly/bike.h): argument checks, OS randomness,
 * then the level-generic KEM of bike_kem.c. */
#include "binpoly/bike.h"

#include <stdint.h>
#include <string.h>

#include "bike_kem.h"
#include "bike_params.h"
#include "bp_wipe.h"
#include "kem_random.h"
#include "kem_spans.h"

#define RND_BYTES 64

/* The checks every entry point shares once its pointers are known to be
 * non-NULL: the backend must be usable (the ring product needs it). */
static int backend_ready(void)
{
    return binpoly_backend() != NULL ? 0 : BINPOLY_ERR_BACKEND;
}

static int keypair_derand(const bike_params *p, uint8_t *pk, uint8_t *sk,
                          const uint8_t *rnd)
{
    if (pk == NULL || sk == NULL || rnd == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(pk, 0, p->pk_bytes);
        memset(sk, 0, p->sk_bytes);
        return err;
    }
    return bike_kem_keypair(p, pk, sk, rnd);
}

static int keypair(const bike_params *p, uint8_t *pk, uint8_t *sk)
{
    if (pk == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t rnd[RND_BYTES];
    /* One 64-byte draw: seed_k, then sigma (spec §6, trap T3). */
    int err = bp_kem_os_random(rnd, sizeof rnd);
    if (err == 0)
        err = keypair_derand(p, pk, sk, rnd);
    else {
        memset(pk, 0, p->pk_bytes);
        memset(sk, 0, p->sk_bytes);
    }
    bp_wipe(rnd, sizeof rnd);
    return err;
}

static int enc_derand(const bike_params *p, uint8_t *ct, uint8_t *ss,
                      const uint8_t *pk, const uint8_t *rnd)
{
    if (ct == NULL || ss == NULL || pk == NULL || rnd == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(ct, 0, p->ct_bytes);
        memset(ss, 0, BIKE_SS_BYTES);
        return err;
    }
    return bike_kem_enc(p, ct, ss, pk, rnd);
}

static int enc(const bike_params *p, uint8_t *ct, uint8_t *ss,
               const uint8_t *pk)
{
    if (ct == NULL || ss == NULL || pk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t rnd[RND_BYTES];
    int err = bp_kem_os_random(rnd, sizeof rnd);
    if (err == 0)
        err = enc_derand(p, ct, ss, pk, rnd);
    else {
        memset(ct, 0, p->ct_bytes);
        memset(ss, 0, BIKE_SS_BYTES);
    }
    bp_wipe(rnd, sizeof rnd);
    return err;
}

static int dec(const bike_params *p, uint8_t *ss, const uint8_t *ct,
               const uint8_t *sk)
{
    if (ss == NULL || ct == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err != 0) {
        memset(ss, 0, BIKE_SS_BYTES);
        return err;
    }
    return bike_kem_dec(p, ss, ct, sk);
}

/* The five NIST-style entry points of one level. */
#define BIKE_LEVEL_API(L)                                                    \
    int binpoly_bike##L##_keypair(uint8_t *pk, uint8_t *sk)                  \
    {                                                                        \
        return keypair(bike_params_get(L), pk, sk);                          \
    }                                                                        \
    int binpoly_bike##L##_keypair_derand(uint8_t *pk, uint8_t *sk,           \
                                         const uint8_t rnd[64])              \
    {                                                                        \
        return keypair_derand(bike_params_get(L), pk, sk, rnd);              \
    }                                                                        \
    int binpoly_bike##L##_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk)   \
    {                                                                        \
        return enc(bike_params_get(L), ct, ss, pk);                          \
    }                                                                        \
    int binpoly_bike##L##_enc_derand(uint8_t *ct, uint8_t *ss,               \
                                     const uint8_t *pk,                      \
                                     const uint8_t rnd[64])                  \
    {                                                                        \
        return enc_derand(bike_params_get(L), ct, ss, pk, rnd);              \
    }                                                                        \
    int binpoly_bike##L##_dec(uint8_t *ss, const uint8_t *ct,                \
                              const uint8_t *sk)                             \
    {                                                                        \
        return dec(bike_params_get(L), ss, ct, sk);                          \
    }

BIKE_LEVEL_API(1)
BIKE_LEVEL_API(3)
BIKE_LEVEL_API(5)

int binpoly_bike_get_sizes(int level, binpoly_bike_sizes *sizes)
{
    if (sizes == NULL)
        return BINPOLY_ERR_NULL;
    const bike_params *p = bike_params_get(level);
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

int binpoly_bike_keypair_checked(int level, uint8_t *pk, size_t pk_len,
                                 uint8_t *sk, size_t sk_len)
{
    const bike_params *p = bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, p->pk_bytes, 1},
                             {sk, sk_len, p->sk_bytes, 1}};
    int err = bp_kem_check_spans(s, 2);
    return err != 0 ? err : keypair(p, pk, sk);
}

int binpoly_bike_keypair_derand_checked(int level, uint8_t *pk, size_t pk_len,
                                        uint8_t *sk, size_t sk_len,
                                        const uint8_t *rnd, size_t rnd_len)
{
    const bike_params *p = bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, p->pk_bytes, 1},
                             {sk, sk_len, p->sk_bytes, 1},
                             {rnd, rnd_len, RND_BYTES, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : keypair_derand(p, pk, sk, rnd);
}

int binpoly_bike_enc_checked(int level, uint8_t *ct, size_t ct_len,
                             uint8_t *ss, size_t ss_len, const uint8_t *pk,
                             size_t pk_len)
{
    const bike_params *p = bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, p->ct_bytes, 1},
                             {ss, ss_len, BIKE_SS_BYTES, 1},
                             {pk, pk_len, p->pk_bytes, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : enc(p, ct, ss, pk);
}

int binpoly_bike_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                    uint8_t *ss, size_t ss_len,
                                    const uint8_t *pk, size_t pk_len,
                                    const uint8_t *rnd, size_t rnd_len)
{
    const bike_params *p = bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, p->ct_bytes, 1},
                             {ss, ss_len, BIKE_SS_BYTES, 1},
                             {pk, pk_len, p->pk_bytes, 0},
                             {rnd, rnd_len, RND_BYTES, 0}};
    int err = bp_kem_check_spans(s, 4);
    return err != 0 ? err : enc_derand(p, ct, ss, pk, rnd);
}

int binpoly_bike_dec_checked(int level, uint8_t *ss, size_t ss_len,
                             const uint8_t *ct, size_t ct_len,
                             const uint8_t *sk, size_t sk_len)
{
    const bike_params *p = bike_params_get(level);
    if (p == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ss, ss_len, BIKE_SS_BYTES, 1},
                             {ct, ct_len, p->ct_bytes, 0},
                             {sk, sk_len, p->sk_bytes, 0}};
    int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : dec(p, ss, ct, sk);
}
