/* SPDX-License-Identifier: MIT */
/*
 * binpoly BIKE: the BIKE-L1, BIKE-L3 and BIKE-L5 key-encapsulation
 * mechanisms (round 4, spec v5.1, as the BIKE team's additional
 * implementation and liboqs compute them; byte-exact with their known-answer
 * files).  NIST-style API:
 *
 *   binpoly_bikeL_keypair(pk, sk)         fresh key pair (OS randomness)
 *   binpoly_bikeL_enc(ct, ss, pk)         encapsulate (OS randomness)
 *   binpoly_bikeL_dec(ss, ct, sk)         decapsulate
 *
 * for L = 1, 3, 5, with buffers of exactly the sizes below, plus the
 * deterministic variants (_keypair_derand, _enc_derand) taking the 64 bytes
 * the specification draws, and length-checked variants taking the level and
 * every buffer's length.
 *
 * Common rules:
 *  - Return 0 or a negative BINPOLY_ERR_* code: BINPOLY_ERR_NULL (a NULL
 *    buffer), BINPOLY_ERR_ARG (a public key with a padding bit set, which
 *    honest keys never have and the reference would silently fold into the
 *    product; a secret key that KeyGen cannot have made: an index >= r, or
 *    a padding bit set in h0 or h; or an invalid level),
 *    BINPOLY_ERR_LENGTH (checked variants: a wrong length),
 *    BINPOLY_ERR_OVERLAP (checked variants: an output overlaps another
 *    buffer), BINPOLY_ERR_BACKEND (BINPOLY_BACKEND names a backend this CPU
 *    lacks), BINPOLY_ERR_RANDOM (the random
 *    generator failed).  On an
 *    error the outputs are zeroed.
 *  - Decapsulation of a malformed or tampered ciphertext is not an error: it
 *    returns 0 and the implicit-rejection key K(sigma, ct), in constant
 *    time, exactly as the reference does (padding bits of c0 included).
 *  - Output buffers must not overlap each other or the inputs.
 *  - Constant time in all secret data; the KEM's own secret buffers and the
 *    ring products' scratch are wiped before return (not the dead stack
 *    frames of the multiplication kernels, see binpoly/hqc.h).  No heap
 *    allocation; stack use at most 304 KiB (decapsulation: the decoder's
 *    bit-sliced counters and the ring product's scratch; key generation
 *    and encapsulation need less; measured at every level on every
 *    backend by tests/core/test_stack_usage.c, which prints the figures),
 *    so threads that call these functions need a stack of at least 384
 *    KiB, unless the thread lends the library a work area
 *    (binpoly_set_work_area, binpoly.h): then at most 64 KiB.
 *  - Randomness: getrandom() (the OS generator), or the hook set by
 *    binpoly_set_randombytes (binpoly.h); a library built with
 *    -DBINPOLY_NO_OS_RANDOM=ON has only the hook (without one, _keypair
 *    and _enc fail with BINPOLY_ERR_RANDOM; the _derand ones work).
 *  - Key generation in a library built with -DBINPOLY_KEYGEN_PCT=ON ends
 *    with the pairwise consistency test of binpoly_bike_pairwise_check
 *    (FIPS 140-3 style; BINPOLY_ERR_PCT, outputs zeroed, if it fails).
 */
#ifndef BINPOLY_BIKE_H
#define BINPOLY_BIKE_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BINPOLY_BIKE1_PUBLICKEYBYTES 1541
#define BINPOLY_BIKE1_SECRETKEYBYTES 5223
#define BINPOLY_BIKE1_CIPHERTEXTBYTES 1573
#define BINPOLY_BIKE1_SHAREDSECRETBYTES 32

#define BINPOLY_BIKE3_PUBLICKEYBYTES 3083
#define BINPOLY_BIKE3_SECRETKEYBYTES 10105
#define BINPOLY_BIKE3_CIPHERTEXTBYTES 3115
#define BINPOLY_BIKE3_SHAREDSECRETBYTES 32

#define BINPOLY_BIKE5_PUBLICKEYBYTES 5122
#define BINPOLY_BIKE5_SECRETKEYBYTES 16494
#define BINPOLY_BIKE5_CIPHERTEXTBYTES 5154
#define BINPOLY_BIKE5_SHAREDSECRETBYTES 32

#define BINPOLY_BIKE_KEYPAIRSEEDBYTES 64  /* rnd of _keypair_derand */
#define BINPOLY_BIKE_ENCSEEDBYTES 64      /* rnd of _enc_derand */

/* Per level L in {1, 3, 5}:
 *
 * _keypair_derand: KeyGen from rnd = seed_k (32 bytes) || sigma (32
 *   bytes), the one 64-byte draw of the specification.  sk = list0 ||
 *   list1 (little-endian uint32 indices) || h0 || h1 || h || sigma.
 * _keypair: the same with 64 bytes from the OS.
 * _enc_derand: Encaps from rnd = m (32 bytes) || 32 bytes the
 *   specification draws and never uses (they are ignored); m must be fresh
 *   uniform randomness for every call in real use.
 * _enc: the same with 64 bytes from the OS.
 * _dec: the 32-byte ss for ct under sk (implicit rejection). */
#define BINPOLY_BIKE_DECLARE_LEVEL_(L)                                        \
    BINPOLY_API int binpoly_bike##L##_keypair(uint8_t *pk, uint8_t *sk);      \
    BINPOLY_API int binpoly_bike##L##_keypair_derand(                         \
        uint8_t *pk, uint8_t *sk, const uint8_t rnd[64]);                     \
    BINPOLY_API int binpoly_bike##L##_enc(uint8_t *ct, uint8_t *ss,           \
                                          const uint8_t *pk);                 \
    BINPOLY_API int binpoly_bike##L##_enc_derand(                             \
        uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t rnd[64]);  \
    BINPOLY_API int binpoly_bike##L##_dec(uint8_t *ss, const uint8_t *ct,     \
                                          const uint8_t *sk);
BINPOLY_BIKE_DECLARE_LEVEL_(1)
BINPOLY_BIKE_DECLARE_LEVEL_(3)
BINPOLY_BIKE_DECLARE_LEVEL_(5)
#undef BINPOLY_BIKE_DECLARE_LEVEL_

/* Sizes of one level, in bytes. */
typedef struct {
    size_t public_key, secret_key, ciphertext, shared_secret;
    size_t keypair_seed;  /* 64 */
    size_t enc_seed;      /* 64 */
} binpoly_bike_sizes;

/* *sizes = the sizes of level 1, 3 or 5.  Returns 0, BINPOLY_ERR_NULL or
 * BINPOLY_ERR_ARG (another level). */
BINPOLY_API int binpoly_bike_get_sizes(int level, binpoly_bike_sizes *sizes);

/* Length-checked variants for callers holding byte strings of unknown
 * length: level is 1, 3 or 5 (else BINPOLY_ERR_ARG), every length must be
 * the level's exact size (else BINPOLY_ERR_LENGTH), an output must not
 * overlap any other buffer (else BINPOLY_ERR_OVERLAP).  Otherwise as
 * binpoly_bikeL_keypair / _enc / _dec; the derand variants take
 * rnd_len == 64. */
BINPOLY_API int binpoly_bike_keypair_checked(int level, uint8_t *pk,
                                             size_t pk_len, uint8_t *sk,
                                             size_t sk_len);
BINPOLY_API int binpoly_bike_keypair_derand_checked(
    int level, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len,
    const uint8_t *rnd, size_t rnd_len);
BINPOLY_API int binpoly_bike_enc_checked(int level, uint8_t *ct,
                                         size_t ct_len, uint8_t *ss,
                                         size_t ss_len, const uint8_t *pk,
                                         size_t pk_len);
BINPOLY_API int binpoly_bike_enc_derand_checked(
    int level, uint8_t *ct, size_t ct_len, uint8_t *ss, size_t ss_len,
    const uint8_t *pk, size_t pk_len, const uint8_t *rnd, size_t rnd_len);
BINPOLY_API int binpoly_bike_dec_checked(int level, uint8_t *ss,
                                         size_t ss_len, const uint8_t *ct,
                                         size_t ct_len, const uint8_t *sk,
                                         size_t sk_len);

/* Key validation, for a server that imports a key once and uses it many
 * times: the same checks the encapsulation and decapsulation make, as
 * separate calls.  level is 1, 3 or 5 (else BINPOLY_ERR_ARG); the length
 * must be the level's exact size (else BINPOLY_ERR_LENGTH); NULL gives
 * BINPOLY_ERR_NULL.  Returns 0, or BINPOLY_ERR_ARG for
 * _pk_check: a public key with a padding bit set (the check
 * binpoly_bikeL_enc makes);
 * _sk_check: a secret key KeyGen cannot have made: an index of list0 or
 * list1 >= r, or a padding bit set in h0 or h (the checks binpoly_bikeL_dec
 * makes; in constant time but for the answer).
 * _pairwise_check: both checks, then the pairwise consistency test
 * FIPS 140-3 asks after key generation: an encapsulation to pk with fixed
 * randomness, decapsulated with sk, must give the same shared secret,
 * else BINPOLY_ERR_PCT (compared in constant time); BINPOLY_ERR_BACKEND as
 * the KEM calls.  Costs one encapsulation and one decapsulation; a library
 * built with -DBINPOLY_KEYGEN_PCT=ON runs it inside every key generation.
 * Nothing is written; pk and sk may overlap. */
BINPOLY_API int binpoly_bike_pk_check(int level, const uint8_t *pk,
                                      size_t pk_len);
BINPOLY_API int binpoly_bike_sk_check(int level, const uint8_t *sk,
                                      size_t sk_len);
BINPOLY_API int binpoly_bike_pairwise_check(int level, const uint8_t *pk,
                                            size_t pk_len, const uint8_t *sk,
                                            size_t sk_len);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_BIKE_H */
