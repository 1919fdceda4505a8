/* SPDX-License-Identifier: MIT */
/*
 * BIKE-L1/L3/L5 parameter sets (BIKE spec v5.1, parameters) and the sizes
 * derived from them.  Every value here is public; code may branch and index on
 * them.
 */
#ifndef BP_BIKE_PARAMS_H
#define BP_BIKE_PARAMS_H

#include <stdint.h>

/* Bounds over the three levels, for stack buffers. */
#define BIKE_MAX_R_WORDS 641   /* ceil(40973 / 64) */
#define BIKE_MAX_RB 5122       /* ceil(40973 / 8) */
#define BIKE_MAX_D 137         /* weight of h0, h1 */
#define BIKE_MAX_T 264         /* error weight */
#define BIKE_MAX_S 9           /* counter bits */
#define BIKE_SEED_BYTES 32     /* seed_k, sigma, m */
#define BIKE_SS_BYTES 32
#define BIKE_TAU 3             /* gray-zone width */
#define BIKE_NB_ITER 5

typedef struct {
    int level;             /* 1, 3 or 5 */
    const char *name;      /* "BIKE-L1", ... */
    uint32_t r;            /* block length (prime) */
    uint32_t d;            /* weight of h0 and h1 (w/2) */
    uint32_t t;            /* error weight */
    uint32_t rb;           /* ceil(r/8): bytes of a ring element */
    uint32_t r_words;      /* ceil(r/64) */
    uint32_t counter_bits; /* S = bitlen(d) + 1 (spec: counter width) */
    uint32_t t_min;        /* threshold floor */
    uint32_t t_mask;       /* (d+1)/2 + 1, threshold of the masked passes */
    uint64_t c0, c1;       /* threshold(S) = floor((c0 + c1 S) / 10^8) */
    uint32_t pk_bytes;     /* rb */
    uint32_t sk_bytes;     /* 8d + 3 rb + 32 */
    uint32_t ct_bytes;     /* rb + 32 */
} bike_params;

/* Mask of the coefficient bits of the last byte of a serialized element
 * (r is not a multiple of 8 at any level); the others are padding bits. */
static inline uint8_t bike_last_byte_mask(const bike_params *p)
{
    return (uint8_t)((1u << (p->r % 8)) - 1u);
}

/* Mask of the coefficient bits of the top word of an element. */
static inline uint64_t bike_top_word_mask(const bike_params *p)
{
    return (UINT64_C(1) << (p->r % 64)) - 1;
}

/* The parameter set of level 1, 3 or 5; NULL for any other level. */
const bike_params *bp_bike_params_get(int level);

/* BGF's threshold for a syndrome of weight sw <= r (spec: parameters):
 * max(floor((c0 + c1 sw) / 10^8), t_min), by an exact multiply-shift and a
 * masked maximum: constant time in sw. */
uint32_t bp_bike_threshold(const bike_params *p, uint32_t sw);

#endif /* BP_BIKE_PARAMS_H */
