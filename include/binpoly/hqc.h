/* SPDX-License-Identifier: MIT */
/*
 * binpoly HQC: the HQC-1, HQC-3 and HQC-5 key-encapsulation mechanisms
 * (HQC v5.0.0 / FIPS 207 draft, as the official reference implements it
 * since its "Update sampling" change of 2026-02-10;
 * byte-exact with its known-answer files).  NIST-style API:
 *
 *   binpoly_hqcL_keypair(pk, sk)          fresh key pair (OS randomness)
 *   binpoly_hqcL_enc(ct, ss, pk)          encapsulate (OS randomness)
 *   binpoly_hqcL_dec(ss, ct, sk)          decapsulate
 *
 * for L = 1, 3, 5, with buffers of exactly the sizes below, plus the
 * deterministic variants (_keypair_derand, _enc_derand) for tests and
 * derivation from a seed, and length-checked variants taking the level and
 * every buffer's length.
 *
 * Common rules:
 *  - Return 0 or a negative BINPOLY_ERR_* code: BINPOLY_ERR_NULL (a NULL
 *    buffer), BINPOLY_ERR_ARG (a public key, or the public key inside a
 *    secret key, with a pad bit set: honest keys never have one, and the
 *    reference would silently mix it into the product; or an invalid
 *    level), BINPOLY_ERR_LENGTH (checked variants: a wrong length),
 *    BINPOLY_ERR_OVERLAP (checked variants: an output overlaps another
 *    buffer), BINPOLY_ERR_BACKEND (BINPOLY_BACKEND names a backend this CPU
 *    lacks),
 *    BINPOLY_ERR_RANDOM (the random
 *    generator failed).  On an error the
 *    outputs are zeroed.
 *  - Decapsulation of a malformed or tampered ciphertext is not an error: it
 *    returns 0 and the implicit-rejection key, in constant time.
 *  - Output buffers must not overlap each other or the inputs.
 *  - Constant time in all secret data; secrets are wiped before return:
 *    the KEM's own buffers and the ring products' product and scratch.
 *    Not wiped: the dead stack frames of the multiplication kernels (their
 *    register spills and padded operand copies), as with most such
 *    kernels; a caller that needs a clean stack scrubs it after the call.
 *    No heap allocation; stack use at most 140 KiB for each function
 *    (measured at every level on every backend by
 *    tests/core/test_stack_usage.c, which prints the figures; about half
 *    is the ring product's work space), so threads that call these
 *    functions need a stack of at least 192 KiB, unless the thread lends
 *    the library a work area (binpoly_set_work_area, binpoly.h): then at
 *    most 64 KiB.
 *  - Randomness: getrandom() (the OS generator), or the hook set by
 *    binpoly_set_randombytes (binpoly.h); a library built with
 *    -DBINPOLY_NO_OS_RANDOM=ON has only the hook (without one, _keypair
 *    and _enc fail with BINPOLY_ERR_RANDOM; the _derand ones work).
 *  - Key generation in a library built with -DBINPOLY_KEYGEN_PCT=ON ends
 *    with the pairwise consistency test of binpoly_hqc_pairwise_check
 *    (FIPS 140-3 style; BINPOLY_ERR_PCT, outputs zeroed, if it fails).
 */
#ifndef BINPOLY_HQC_H
#define BINPOLY_HQC_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BINPOLY_HQC1_PUBLICKEYBYTES 2241
#define BINPOLY_HQC1_SECRETKEYBYTES 2321
#define BINPOLY_HQC1_CIPHERTEXTBYTES 4433
#define BINPOLY_HQC1_SHAREDSECRETBYTES 32
#define BINPOLY_HQC1_MESSAGEBYTES 16      /* m of _enc_derand */

#define BINPOLY_HQC3_PUBLICKEYBYTES 4514
#define BINPOLY_HQC3_SECRETKEYBYTES 4602
#define BINPOLY_HQC3_CIPHERTEXTBYTES 8978
#define BINPOLY_HQC3_SHAREDSECRETBYTES 32
#define BINPOLY_HQC3_MESSAGEBYTES 24

#define BINPOLY_HQC5_PUBLICKEYBYTES 7237
#define BINPOLY_HQC5_SECRETKEYBYTES 7333
#define BINPOLY_HQC5_CIPHERTEXTBYTES 14421
#define BINPOLY_HQC5_SHAREDSECRETBYTES 32
#define BINPOLY_HQC5_MESSAGEBYTES 32

#define BINPOLY_HQC_KEYPAIRSEEDBYTES 32   /* seed of _keypair_derand */
#define BINPOLY_HQC_SALTBYTES 16          /* salt of _enc_derand */

/* Per level L in {1, 3, 5}:
 *
 * _keypair_derand: KeyGen_internal of the spec: pk and sk from the 32-byte
 *   seed_kem (the only randomness of key generation).  sk = pk || seed_dk ||
 *   sigma || seed_kem.
 * _keypair: the same with 32 bytes from the OS.
 * _enc_derand: Encaps_internal: ct and the 32-byte ss for pk from the
 *   message m (MESSAGEBYTES) and salt (16 bytes), which must be fresh
 *   uniform randomness for every call in real use.
 * _enc: the same with m, then salt, drawn from the OS.
 * _dec: the 32-byte ss for ct under sk. */
#define BINPOLY_HQC_DECLARE_LEVEL_(L)                                         \
    BINPOLY_API int binpoly_hqc##L##_keypair(uint8_t *pk, uint8_t *sk);       \
    BINPOLY_API int binpoly_hqc##L##_keypair_derand(                          \
        uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);                    \
    BINPOLY_API int binpoly_hqc##L##_enc(uint8_t *ct, uint8_t *ss,            \
                                         const uint8_t *pk);                  \
    BINPOLY_API int binpoly_hqc##L##_enc_derand(                              \
        uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *m,        \
        const uint8_t salt[16]);                                              \
    BINPOLY_API int binpoly_hqc##L##_dec(uint8_t *ss, const uint8_t *ct,      \
                                         const uint8_t *sk);
BINPOLY_HQC_DECLARE_LEVEL_(1)
BINPOLY_HQC_DECLARE_LEVEL_(3)
BINPOLY_HQC_DECLARE_LEVEL_(5)
#undef BINPOLY_HQC_DECLARE_LEVEL_

/* Sizes of one level, in bytes. */
typedef struct {
    size_t public_key, secret_key, ciphertext, shared_secret;
    size_t message;       /* m of enc_derand (k = 16, 24, 32) */
    size_t keypair_seed;  /* 32 */
    size_t salt;          /* 16 */
} binpoly_hqc_sizes;

/* *sizes = the sizes of level 1, 3 or 5.  Returns 0, BINPOLY_ERR_NULL or
 * BINPOLY_ERR_ARG (another level). */
BINPOLY_API int binpoly_hqc_get_sizes(int level, binpoly_hqc_sizes *sizes);

/* Length-checked variants for callers holding byte strings of unknown
 * length: level is 1, 3 or 5 (else BINPOLY_ERR_ARG), every length must be
 * the level's exact size (else BINPOLY_ERR_LENGTH), an output must not
 * overlap any other buffer (else BINPOLY_ERR_OVERLAP).  Otherwise as
 * binpoly_hqcL_keypair / _enc / _dec; the derand variants take
 * seed_len == 32, m_len == k and salt_len == 16. */
BINPOLY_API int binpoly_hqc_keypair_checked(int level, uint8_t *pk,
                                            size_t pk_len, uint8_t *sk,
                                            size_t sk_len);
BINPOLY_API int binpoly_hqc_keypair_derand_checked(
    int level, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len,
    const uint8_t *seed, size_t seed_len);
BINPOLY_API int binpoly_hqc_enc_checked(int level, uint8_t *ct, size_t ct_len,
                                        uint8_t *ss, size_t ss_len,
                                        const uint8_t *pk, size_t pk_len);
BINPOLY_API int binpoly_hqc_enc_derand_checked(
    int level, uint8_t *ct, size_t ct_len, uint8_t *ss, size_t ss_len,
    const uint8_t *pk, size_t pk_len, const uint8_t *m, size_t m_len,
    const uint8_t *salt, size_t salt_len);
BINPOLY_API int binpoly_hqc_dec_checked(int level, uint8_t *ss, size_t ss_len,
                                        const uint8_t *ct, size_t ct_len,
                                        const uint8_t *sk, size_t sk_len);

/* Key validation, for a server that imports a key once and uses it many
 * times: the same checks the encapsulation and decapsulation make, as
 * separate calls.  level is 1, 3 or 5 (else BINPOLY_ERR_ARG); the length
 * must be the level's exact size (else BINPOLY_ERR_LENGTH); NULL gives
 * BINPOLY_ERR_NULL.  Returns 0, or BINPOLY_ERR_ARG for
 * _pk_check: a public key whose last byte has a pad bit set (the check
 * binpoly_hqcL_enc makes);
 * _sk_check: a secret key whose public part (its first PUBLICKEYBYTES
 * bytes) has a pad bit set (the check binpoly_hqcL_dec makes; the seeds
 * and sigma that follow can hold any bytes).
 * _pairwise_check: both checks, then the pairwise consistency test
 * FIPS 140-3 asks after key generation: an encapsulation to pk with fixed
 * randomness, decapsulated with sk, must give the same shared secret,
 * else BINPOLY_ERR_PCT (compared in constant time); BINPOLY_ERR_BACKEND as
 * the KEM calls.  Costs one encapsulation and one decapsulation; a library
 * built with -DBINPOLY_KEYGEN_PCT=ON runs it inside every key generation.
 * Nothing is written; pk and sk may overlap. */
BINPOLY_API int binpoly_hqc_pk_check(int level, const uint8_t *pk,
                                     size_t pk_len);
BINPOLY_API int binpoly_hqc_sk_check(int level, const uint8_t *sk,
                                     size_t sk_len);
BINPOLY_API int binpoly_hqc_pairwise_check(int level, const uint8_t *pk,
                                           size_t pk_len, const uint8_t *sk,
                                           size_t sk_len);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_HQC_H */
