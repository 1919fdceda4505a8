/* SPDX-License-Identifier: MIT */
/*
 * The types and bounds the hook interface (hooks.h) shares with the layers
 * above it, which also compile once, outside any backend (the backend
 * table of src/mul/bp_backend.h holds the leaf kernels per size).
 */
#ifndef BP_HOOK_TYPES_H
#define BP_HOOK_TYPES_H

#include <stddef.h>
#include <stdint.h>

/* A leaf kernel: c[0..2n) = a*b for the sizes n it is chosen for. */
typedef void (*bp_leaf_fn)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n);

/* The KEM sampling hooks' bounds (contracts:
 * src/kem/common/kem_sample_kernels.h): lists read by contains are padded
 * to a multiple of BP_KEM_CONTAINS_PAD entries (the widest block: AVX-512,
 * 32-bit lanes); the largest weight any KEM samples is BIKE-L5's
 * t = 264 (HQC: 149). */
#define BP_KEM_CONTAINS_PAD 16
#define BP_KEM_MAX_W 264

/* The field hooks' bound on an element's words: GF(2^m) for m up to 1024
 * (BINPOLY_FIELD_MAX_WORDS of include/binpoly/field.h, which
 * src/field/field_internal.h checks equal). */
#define BP_FIELD_MAX_WORDS 16

/* Keccak-f[1600] (FIPS 202) on several states at once (hook KECCAK_X4,
 * hooks.h): lane x + 5y of state k is s[x + 5y][k], k <
 * BP_KECCAK_X4_STATES; bit i of a lane is bit i of the word.  A kernel
 * permutes states 0 .. n-1 (1 <= n <= BP_KECCAK_X4_STATES) in place; the
 * states from n on are permuted too or left as they are. */
#define BP_KECCAK_X4_STATES 4
typedef void (*bp_keccak_x4_fn)(uint64_t s[25][BP_KECCAK_X4_STATES],
                                size_t n);

/* Keccak-f[1600]'s 24 round constants (iota), as an initializer: the one
 * list the hash layer's table and the kernels' copies are made from. */
#define BP_KECCAK_ROUND_CONSTANTS                                            \
    {0x0000000000000001ull, 0x0000000000008082ull, 0x800000000000808Aull,    \
     0x8000000080008000ull, 0x000000000000808Bull, 0x0000000080000001ull,    \
     0x8000000080008081ull, 0x8000000000008009ull, 0x000000000000008Aull,    \
     0x0000000000000088ull, 0x0000000080008009ull, 0x000000008000000Aull,    \
     0x000000008000808Bull, 0x800000000000008Bull, 0x8000000000008089ull,    \
     0x8000000000008003ull, 0x8000000000008002ull, 0x8000000000000080ull,    \
     0x000000000000800Aull, 0x800000008000000Aull, 0x8000000080008081ull,    \
     0x8000000000008080ull, 0x0000000080000001ull, 0x8000000080008008ull}

/* What the BIKE counting hook (BIKE_UPC, hooks.h) reads of a parameter
 * set: r, the block length (an odd prime); r_words = ceil(r / 64); d, the
 * length of a column list; counter_bits, the counters' width S, at most
 * BP_BIKE_UPC_MAX_S.  Public. */
#define BP_BIKE_UPC_MAX_S 9
typedef struct {
    uint32_t r, r_words, d, counter_bits;
} bp_bike_upc_params;

#endif /* BP_HOOK_TYPES_H */
