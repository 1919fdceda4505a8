/* SPDX-License-Identifier: MIT */
/*
 * HQC-1/3/5 parameter sets (HQC spec v5.0.0, parameters) and the sizes derived
 * from them.  Every value here is public; code may branch and index on them
 * freely.
 */
#ifndef BP_HQC_PARAMS_H
#define BP_HQC_PARAMS_H

#include <stdint.h>

/* Bounds over the three levels, for stack buffers. */
#define HQC_MAX_N_WORDS 901     /* ceil(57637 / 64) */
#define HQC_MAX_N_BYTES 7205    /* ceil(57637 / 8) */
#define HQC_MAX_N1N2_WORDS 900  /* 57600 / 64 */
#define HQC_MAX_K 32            /* message / sigma bytes */
#define HQC_MAX_W 131           /* weight of x, y */
#define HQC_MAX_WR 149          /* weight of r1, r2 and e */
#define HQC_MAX_CT_BYTES 14421
/* Bytes of XOF(theta) that encryption reads, at most (hqc_coin_bytes). */
#define HQC_MAX_COIN_BYTES (4 * 3 * HQC_MAX_WR)
#define HQC_SEED_BYTES 32
#define HQC_SALT_BYTES 16
#define HQC_SS_BYTES 32

typedef struct {
    int level;             /* 1, 3 or 5 */
    const char *name;      /* "HQC-1", ... (the KAT header) */
    uint32_t n;            /* ring dimension, X^n - 1 */
    uint32_t n1, n2;       /* RS length (symbols), duplicated RM length */
    uint32_t k;            /* message bytes = RS dimension = sigma bytes */
    uint32_t w;            /* weight of x and y */
    uint32_t wr;           /* weight of r1 and r2 */
    uint32_t we;           /* weight of e */
    uint32_t threshold;    /* keygen rejection bound T = floor(2^24/n)*n */
    uint32_t n_bytes;      /* ceil(n/8) */
    uint32_t n_words;      /* ceil(n/64) */
    uint32_t n1n2_bytes;   /* n1*n2/8 (exact) */
    uint32_t n1n2_words;   /* n1*n2/64 (exact at every level) */
    uint32_t pk_bytes;     /* 32 + n_bytes */
    uint32_t sk_bytes;     /* pk_bytes + 32 + k + 32 */
    uint32_t ct_bytes;     /* n_bytes + n1n2_bytes + 16 */
} hqc_params;

/* Mask of the bits of the last byte of a serialized n-vector that hold
 * coefficients (n is not a multiple of 8 at any level); the others are pad
 * bits. */
static inline uint8_t hqc_last_byte_mask(const hqc_params *p)
{
    return (uint8_t)((1u << (p->n % 8)) - 1u);
}

/* Mask of the coefficient bits of the top word of an n-vector of n_words
 * words (n is not a multiple of 64 at any level). */
static inline uint64_t hqc_top_word_mask(const hqc_params *p)
{
    return (UINT64_C(1) << (p->n % 64)) - 1;
}

/* Bytes encryption reads from XOF(theta): 4 per position of r2, e and r1
 * (HQC spec v5.0.0, encryption sampler and order of sampling). */
static inline uint32_t hqc_coin_bytes(const hqc_params *p)
{
    return 4 * (2 * p->wr + p->we);
}

/* The parameter set of level 1, 3 or 5; NULL for any other level. */
const hqc_params *bp_hqc_params_get(int level);

#endif /* BP_HQC_PARAMS_H */
