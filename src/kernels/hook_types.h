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

#endif /* BP_HOOK_TYPES_H */
