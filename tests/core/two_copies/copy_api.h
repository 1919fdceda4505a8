/* SPDX-License-Identifier: MIT */
/* The calls the two-copies test makes, taken from one copy of the library
 * (copy.c, compiled once per copy with that copy's binpoly_namespace.h). */
#ifndef BP_COPY_API_H
#define BP_COPY_API_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly.h"

typedef struct {
    const char *(*backend)(void);
    const char *(*strerror)(int);
    int (*set_randombytes)(binpoly_randombytes_fn, void *);
    int (*hqc_keypair)(uint8_t *, uint8_t *);
    int (*hqc_keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*hqc_enc_derand)(uint8_t *, uint8_t *, const uint8_t *,
                          const uint8_t *, const uint8_t *);
    int (*hqc_dec)(uint8_t *, const uint8_t *, const uint8_t *);
    int (*hqc_pairwise_check)(int, const uint8_t *, size_t, const uint8_t *,
                              size_t);
    int (*bike_keypair)(uint8_t *, uint8_t *);
    int (*bike_keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*bike_enc)(uint8_t *, uint8_t *, const uint8_t *);
    int (*bike_enc_derand)(uint8_t *, uint8_t *, const uint8_t *,
                           const uint8_t *);
    int (*bike_dec)(uint8_t *, const uint8_t *, const uint8_t *);
} copy_api;

extern const copy_api copy_a, copy_b;

#endif /* BP_COPY_API_H */
