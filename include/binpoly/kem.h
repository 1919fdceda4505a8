/* SPDX-License-Identifier: MIT */
/*
 * binpoly KEM list: the key-encapsulation mechanisms of this library
 * (HQC-1/3/5 of binpoly/hqc.h, BIKE-L1/L3/L5 of binpoly/bike.h), with
 * their sizes, for callers that treat every KEM alike (language bindings,
 * test drivers, command-line tools).
 *
 * A KEM's functions are its family's length-checked entry points,
 * binpoly_<family>_keypair_checked, _keypair_derand_checked, _enc_checked,
 * _enc_derand_checked and _dec_checked, <family> being the family name in
 * lower case, called with the KEM's level as first argument.  The
 * randomness arguments of _enc_derand_checked are the KEM's enc_parts
 * parts, in order, each pointer followed by its length.
 */
#ifndef BINPOLY_KEM_H
#define BINPOLY_KEM_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One KEM.  Sizes in bytes; the strings are static. */
typedef struct {
    const char *name;      /* "HQC-1", ..., "BIKE-L5" */
    const char *family;    /* "HQC" or "BIKE" */
    int level;             /* the entry points' level argument: 1, 3 or 5 */
    size_t public_key, secret_key, ciphertext, shared_secret;
    size_t keypair_seed;   /* seed of _keypair_derand */
    size_t enc_parts;      /* randomness arguments of _enc_derand: 1 or 2 */
    size_t enc_part_bytes[2];        /* their sizes (0 past enc_parts) */
    const char *enc_part_names[2];   /* their names (NULL past enc_parts):
                                      * HQC "message", "salt"; BIKE
                                      * "encaps_seed" */
    const char *pk_rejected; /* what makes _enc reject a public key
                              * (BINPOLY_ERR_ARG) */
    const char *sk_rejected; /* what makes _dec reject a secret key
                              * (BINPOLY_ERR_ARG) */
} binpoly_kem_info;

/* Number of KEMs of this library (6). */
BINPOLY_API size_t binpoly_kem_count(void);

/* *info = KEM number index, 0 <= index < binpoly_kem_count(): the HQC
 * levels, then the BIKE levels, each family's levels increasing.  Returns
 * 0, BINPOLY_ERR_NULL (info NULL) or BINPOLY_ERR_ARG (index out of range;
 * *info untouched).  Thread-safe, no allocation. */
BINPOLY_API int binpoly_kem_get_info(size_t index, binpoly_kem_info *info);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_KEM_H */
