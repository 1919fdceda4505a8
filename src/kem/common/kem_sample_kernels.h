/* SPDX-License-Identifier: MIT */
/*
 * The fixed-weight sampling kernels shared by the KEMs, compiled once per
 * backend (named with BP_FN) so that their loops use that backend's vector
 * registers, and the choice of the active backend's set.  Contracts:
 *
 * dedup_keep_last(pos, w): for i from w-2 down to 0, pos[i] = i when it
 *   equals some pos[j], j > i (compared with the already updated entries);
 *   1 <= w <= BP_KEM_MAX_W, every pos[j] >= j and below 2^31.  Constant
 *   time in the positions (kem_dedup_generic.c).
 * contains(list, count, x): all-ones if x is one of list[0..count), else 0.
 *   list must be readable up to count rounded up to a multiple of
 *   BP_KEM_CONTAINS_PAD, and the entries past count must differ from x.
 *   Constant time in x and the entries (kem_contains_generic.c).
 * list_set(list, index, x): list[index] = x, for a list as contains reads
 *   it (the block holding index is rewritten whole).  Constant time in x.
 */
#ifndef BP_KEM_SAMPLE_KERNELS_H
#define BP_KEM_SAMPLE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend_list.h"
#include "hook_types.h" /* BP_KEM_CONTAINS_PAD, BP_KEM_MAX_W */

typedef struct {
    void (*dedup_keep_last)(uint32_t *pos, uint32_t w);
    uint32_t (*contains)(const uint32_t *list, uint32_t count, uint32_t x);
    void (*list_set)(uint32_t *list, uint32_t index, uint32_t x);
} bp_kem_sample_kernels;

/* The kernels of the active backend (portable when none is usable).  The
 * backend is public, so is this choice. */
const bp_kem_sample_kernels *bp_kem_sample_kernels_active(void);

#define BP_KEM_SAMPLE_KERNELS_DECLARE(be)                                    \
    void bp_##be##_kem_dedup_keep_last(uint32_t *pos, uint32_t w);           \
    uint32_t bp_##be##_kem_contains(const uint32_t *list, uint32_t count,    \
                                    uint32_t x);                             \
    void bp_##be##_kem_list_set(uint32_t *list, uint32_t index, uint32_t x);
BP_FOR_EACH_BACKEND(BP_KEM_SAMPLE_KERNELS_DECLARE)
#undef BP_KEM_SAMPLE_KERNELS_DECLARE

/* pos[0..w) = distinct positions below n from w little-endian 32-bit words
 * r_0..r_{w-1} at bytes (4w bytes): pos[i] = i + floor(r_i * (n - i) /
 * 2^32), then, for i from w-2 down to 0, pos[i] = i when it equals a later
 * (already final) entry.  This is HQC's encryption sampler (spec/hqc.md
 * §4.3) and, with the words taken in reverse order, BIKE's (spec/bike.md
 * §4).  1 <= w <= BP_KEM_MAX_W, w < n < 2^31.  Constant time: masked
 * comparisons over all later entries, no data-dependent branch or index. */
void bp_kem_sample_mulhi(uint32_t *pos, const uint8_t *bytes, uint32_t n,
                         uint32_t w);

#endif /* BP_KEM_SAMPLE_KERNELS_H */
