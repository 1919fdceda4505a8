/* SPDX-License-Identifier: MIT */
/* The six KEM levels' public entry points in one shape, for the tests
 * that run the same check on every HQC and BIKE level. */
#ifndef BP_TEST_KEM_TABLE_H
#define BP_TEST_KEM_TABLE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "binpoly/bike.h"
#include "binpoly/hqc.h"

typedef int (*keypair_fn)(uint8_t *, uint8_t *);
typedef int (*keypair_derand_fn)(uint8_t *, uint8_t *, const uint8_t *);
typedef int (*enc_fn)(uint8_t *, uint8_t *, const uint8_t *);
typedef int (*dec_fn)(uint8_t *, const uint8_t *, const uint8_t *);

typedef struct {
    const char *name;
    int bike, level;
    size_t pk, sk, ct, msg; /* msg: HQC's m; 0 for BIKE */
    keypair_fn keypair;
    keypair_derand_fn keypair_derand;
    enc_fn enc;
    dec_fn dec;
    int (*hqc_enc_derand)(uint8_t *, uint8_t *, const uint8_t *,
                          const uint8_t *, const uint8_t *);
    int (*bike_enc_derand)(uint8_t *, uint8_t *, const uint8_t *,
                           const uint8_t *);
} kem_api;

#define HQC_API(L)                                                           \
    {"HQC-" #L, 0, L, BINPOLY_HQC##L##_PUBLICKEYBYTES,                       \
     BINPOLY_HQC##L##_SECRETKEYBYTES, BINPOLY_HQC##L##_CIPHERTEXTBYTES,       \
     BINPOLY_HQC##L##_MESSAGEBYTES, binpoly_hqc##L##_keypair,                \
     binpoly_hqc##L##_keypair_derand, binpoly_hqc##L##_enc,                  \
     binpoly_hqc##L##_dec, binpoly_hqc##L##_enc_derand, NULL}
#define BIKE_API(L)                                                          \
    {"BIKE-L" #L, 1, L, BINPOLY_BIKE##L##_PUBLICKEYBYTES,                    \
     BINPOLY_BIKE##L##_SECRETKEYBYTES, BINPOLY_BIKE##L##_CIPHERTEXTBYTES, 0,  \
     binpoly_bike##L##_keypair, binpoly_bike##L##_keypair_derand,            \
     binpoly_bike##L##_enc, binpoly_bike##L##_dec, NULL,                     \
     binpoly_bike##L##_enc_derand}
static const kem_api kems[] = {HQC_API(1),  HQC_API(3),  HQC_API(5),
                               BIKE_API(1), BIKE_API(3), BIKE_API(5)};
#define N_KEMS (sizeof kems / sizeof kems[0])

/* Buffers large enough for every level. */
#define MAX_PK 8192
#define MAX_SK 17000
#define MAX_CT 16384

/* Whether p[0..n) is all zero bytes. */
static inline int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* Fills output buffers of the MAX_* sizes (ss: 32 bytes) with 0xAA, so
 * that a call that should zero them is seen to. */
static inline void kem_poison(uint8_t *pk, uint8_t *sk, uint8_t *ct,
                              uint8_t *ss)
{
    memset(pk, 0xAA, MAX_PK);
    memset(sk, 0xAA, MAX_SK);
    memset(ct, 0xAA, MAX_CT);
    memset(ss, 0xAA, 32);
}

/* The length-checked keypair / enc of either KEM at the level's sizes. */
static inline int keypair_checked(const kem_api *k, uint8_t *p, uint8_t *s)
{
    return k->bike ? binpoly_bike_keypair_checked(k->level, p, k->pk, s, k->sk)
                   : binpoly_hqc_keypair_checked(k->level, p, k->pk, s, k->sk);
}

static inline int enc_checked(const kem_api *k, uint8_t *c, uint8_t *s,
                              const uint8_t *p)
{
    return k->bike ? binpoly_bike_enc_checked(k->level, c, k->ct, s, 32, p, k->pk)
                   : binpoly_hqc_enc_checked(k->level, c, k->ct, s, 32, p, k->pk);
}

/* enc_derand of either KEM: rnd holds HQC's m then its salt, or BIKE's 64
 * bytes. */
static inline int enc_derand(const kem_api *k, uint8_t *c, uint8_t *s,
                             const uint8_t *p, const uint8_t *rnd)
{
    return k->bike ? k->bike_enc_derand(c, s, p, rnd)
                   : k->hqc_enc_derand(c, s, p, rnd, rnd + k->msg);
}

#endif /* BP_TEST_KEM_TABLE_H */
