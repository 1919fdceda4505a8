/* SPDX-License-Identifier: MIT */
/*
 * What every KEM's public entry points do before and after the KEM proper
 * (kem/hqc/hqc_api.c, kem/bike/bike_api.c): NULL and backend checks,
 * randomness for the non-derandomized calls (kem_random.h), the
 * length-checked variants' span checks, the key checks, outputs zeroed on
 * an error, drawn randomness wiped.  A KEM
 * describes one level as a bp_kem_level; the functions below are the same
 * for HQC and BIKE.
 */
#ifndef BP_KEM_FRONTEND_H
#define BP_KEM_FRONTEND_H

#include <stddef.h>
#include <stdint.h>

/* Most randomness one call draws (HQC: m of at most 32 bytes + a salt of
 * 16; BIKE: 64); each KEM's api file asserts its own fits. */
#define BP_KEM_MAX_SEED_BYTES 64
/* Longest ciphertext (HQC-5's), for the pairwise consistency test's
 * encapsulation; each KEM's api file asserts its own fit. */
#define BP_KEM_MAX_CT_BYTES 14421

/* What a KEM is at every level: the sizes that do not depend on the level
 * and its functions.  The functions get the level's params back and assume
 * buffers of exactly the level's sizes, non-NULL, and a usable backend.
 * Encapsulation's randomness comes in up to two parts, drawn from the OS
 * in this order (HQC: m, then the salt, as the reference draws them; BIKE:
 * one part, the second pointer NULL). */
typedef struct {
    size_t ss_bytes, keypair_seed_bytes;
    int (*keypair)(const void *params, uint8_t *pk, uint8_t *sk,
                   const uint8_t *seed);
    int (*enc)(const void *params, uint8_t *ct, uint8_t *ss,
               const uint8_t *pk, const uint8_t *seed0,
               const uint8_t *seed1);
    int (*dec)(const void *params, uint8_t *ss, const uint8_t *ct,
               const uint8_t *sk);
    /* The key checks enc and dec make: 0 or BINPOLY_ERR_ARG. */
    int (*pk_check)(const void *params, const uint8_t *pk);
    int (*sk_check)(const void *params, const uint8_t *sk);
} bp_kem_ops;

/* One level of one KEM (enc_seed_bytes[1] = 0: one part). */
typedef struct {
    const bp_kem_ops *ops;
    const void *params;
    size_t pk_bytes, sk_bytes, ct_bytes;
    size_t enc_seed_bytes[2];
} bp_kem_level;

/* A KEM family as binpoly_kem_get_info lists it (include/binpoly/kem.h):
 * each family's api file defines one, bp_kem_family_<family>, and
 * bp_kem_families.h lists them.  level fills buf for a level of the family
 * (the api file's LEVEL function below). */
typedef struct {
    const char *name;                 /* "HQC": binpoly_hqc_* */
    int levels[3];                    /* the levels, increasing */
    const char *level_names[3];       /* "HQC-1", ... */
    const bp_kem_level *(*level)(int level, bp_kem_level *buf);
    const char *enc_part_names[2];    /* NULL for an absent second part */
    const char *pk_rejected, *sk_rejected;
} bp_kem_family;

/* The unchecked entry points: BINPOLY_ERR_NULL for a NULL pointer (seed1
 * may be NULL only when enc_seed_bytes[1] is 0), BINPOLY_ERR_BACKEND for
 * an unusable backend, BINPOLY_ERR_RANDOM when the randomness fails
 * (kem_random.h); else the KEM's own result.  On an error the outputs are
 * zeroed (not when an output pointer itself is NULL).  In a
 * BINPOLY_KEYGEN_PCT build, both key generations end with
 * bp_kem_pairwise_check (BINPOLY_ERR_PCT when it fails). */
int bp_kem_keypair_derand(const bp_kem_level *k, uint8_t *pk, uint8_t *sk,
                          const uint8_t *seed);
int bp_kem_keypair(const bp_kem_level *k, uint8_t *pk, uint8_t *sk);
int bp_kem_enc_derand(const bp_kem_level *k, uint8_t *ct, uint8_t *ss,
                      const uint8_t *pk, const uint8_t *seed0,
                      const uint8_t *seed1);
int bp_kem_enc(const bp_kem_level *k, uint8_t *ct, uint8_t *ss,
               const uint8_t *pk);
int bp_kem_dec(const bp_kem_level *k, uint8_t *ss, const uint8_t *ct,
               const uint8_t *sk);

/* The key checks (binpoly_<kem>_pk_check, _sk_check, _pairwise_check):
 * k NULL gives BINPOLY_ERR_ARG; the spans are checked as
 * bp_kem_check_spans does (NULL, length); then the KEM's pk_check /
 * sk_check, for the pair both, then an encapsulation to pk with fixed
 * randomness decapsulated with sk: BINPOLY_ERR_PCT unless it gives the
 * same shared secret (compared in constant time; whether they agree is
 * the public answer).  Also BINPOLY_ERR_BACKEND (the pair test only). */
int bp_kem_pk_check(const bp_kem_level *k, const uint8_t *pk, size_t pk_len);
int bp_kem_sk_check(const bp_kem_level *k, const uint8_t *sk, size_t sk_len);
int bp_kem_pairwise_check(const bp_kem_level *k, const uint8_t *pk,
                          size_t pk_len, const uint8_t *sk, size_t sk_len);

/* The length-checked entry points: k NULL (a level the KEM does not have)
 * gives BINPOLY_ERR_ARG; then every buffer is checked as
 * bp_kem_check_spans does (NULL, length, an output overlapping another
 * buffer) before the unchecked call runs.  seed1/len1 are ignored when
 * enc_seed_bytes[1] is 0. */
int bp_kem_keypair_checked(const bp_kem_level *k, uint8_t *pk, size_t pk_len,
                           uint8_t *sk, size_t sk_len);
int bp_kem_keypair_derand_checked(const bp_kem_level *k, uint8_t *pk,
                                  size_t pk_len, uint8_t *sk, size_t sk_len,
                                  const uint8_t *seed, size_t seed_len);
int bp_kem_enc_checked(const bp_kem_level *k, uint8_t *ct, size_t ct_len,
                       uint8_t *ss, size_t ss_len, const uint8_t *pk,
                       size_t pk_len);
int bp_kem_enc_derand_checked(const bp_kem_level *k, uint8_t *ct,
                              size_t ct_len, uint8_t *ss, size_t ss_len,
                              const uint8_t *pk, size_t pk_len,
                              const uint8_t *seed0, size_t len0,
                              const uint8_t *seed1, size_t len1);
int bp_kem_dec_checked(const bp_kem_level *k, uint8_t *ss, size_t ss_len,
                       const uint8_t *ct, size_t ct_len, const uint8_t *sk,
                       size_t sk_len);

/* The four entry points of level L whose shape is the same for every KEM
 * (binpoly_<kem>L_keypair, _keypair_derand with a seed of SEED bytes,
 * _enc, _dec), for a KEM whose api file defines
 * `static const bp_kem_level *LEVEL(int L, bp_kem_level *buf)` (fills buf
 * and returns it, or NULL for a level it does not have); its _enc_derand
 * differs per KEM and is written beside. */
#define BP_KEM_LEVEL_ENTRY_POINTS(kem, L, LEVEL, SEED)                       \
    int binpoly_##kem##L##_keypair(uint8_t *pk, uint8_t *sk)                 \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_keypair(LEVEL(L, &k), pk, sk);                         \
    }                                                                        \
    int binpoly_##kem##L##_keypair_derand(uint8_t *pk, uint8_t *sk,          \
                                          const uint8_t seed[SEED])          \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_keypair_derand(LEVEL(L, &k), pk, sk, seed);            \
    }                                                                        \
    int binpoly_##kem##L##_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk)  \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_enc(LEVEL(L, &k), ct, ss, pk);                         \
    }                                                                        \
    int binpoly_##kem##L##_dec(uint8_t *ss, const uint8_t *ct,               \
                               const uint8_t *sk)                            \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_dec(LEVEL(L, &k), ss, ct, sk);                         \
    }

/* The length-checked entry points whose shape is the same for every KEM
 * (binpoly_<kem>_keypair_checked, _keypair_derand_checked, _enc_checked,
 * _dec_checked, and the key checks _pk_check, _sk_check,
 * _pairwise_check), over the same LEVEL function; _enc_derand_checked
 * differs per KEM and is written beside. */
#define BP_KEM_CHECKED_ENTRY_POINTS(kem, LEVEL)                              \
    int binpoly_##kem##_keypair_checked(int level, uint8_t *pk,              \
                                        size_t pk_len, uint8_t *sk,          \
                                        size_t sk_len)                       \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_keypair_checked(LEVEL(level, &k), pk, pk_len, sk,      \
                                      sk_len);                               \
    }                                                                        \
    int binpoly_##kem##_keypair_derand_checked(                              \
        int level, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len,  \
        const uint8_t *seed, size_t seed_len)                                \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_keypair_derand_checked(LEVEL(level, &k), pk, pk_len,   \
                                             sk, sk_len, seed, seed_len);    \
    }                                                                        \
    int binpoly_##kem##_enc_checked(int level, uint8_t *ct, size_t ct_len,   \
                                    uint8_t *ss, size_t ss_len,              \
                                    const uint8_t *pk, size_t pk_len)        \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_enc_checked(LEVEL(level, &k), ct, ct_len, ss, ss_len,  \
                                  pk, pk_len);                               \
    }                                                                        \
    int binpoly_##kem##_dec_checked(int level, uint8_t *ss, size_t ss_len,   \
                                    const uint8_t *ct, size_t ct_len,        \
                                    const uint8_t *sk, size_t sk_len)        \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_dec_checked(LEVEL(level, &k), ss, ss_len, ct, ct_len,  \
                                  sk, sk_len);                               \
    }                                                                        \
    int binpoly_##kem##_pk_check(int level, const uint8_t *pk,               \
                                 size_t pk_len)                              \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_pk_check(LEVEL(level, &k), pk, pk_len);                \
    }                                                                        \
    int binpoly_##kem##_sk_check(int level, const uint8_t *sk,               \
                                 size_t sk_len)                              \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_sk_check(LEVEL(level, &k), sk, sk_len);                \
    }                                                                        \
    int binpoly_##kem##_pairwise_check(int level, const uint8_t *pk,         \
                                       size_t pk_len, const uint8_t *sk,     \
                                       size_t sk_len)                        \
    {                                                                        \
        bp_kem_level k;                                                      \
        return bp_kem_pairwise_check(LEVEL(level, &k), pk, pk_len, sk,       \
                                     sk_len);                                \
    }

#endif /* BP_KEM_FRONTEND_H */
