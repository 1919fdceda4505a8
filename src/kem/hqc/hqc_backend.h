/*
 * The HQC kernels compiled once per backend (named with BP_FN), so that
 * their loops use that backend's vector registers, and the choice of the
 * active backend's set.  Contracts:
 *
 * dedup_keep_last(pos, w): for i from w-2 down to 0, pos[i] = i when it
 *   equals some pos[j], j > i (compared with the already updated entries);
 *   1 <= w.  Constant time in the positions (hqc_dedup_words.c).
 * contains(list, count, x): all-ones if x is one of list[0..count), else 0.
 *   list must be readable up to count rounded up to a multiple of
 *   HQC_CONTAINS_PAD, and the entries past count must differ from x.
 *   Constant time in x and the entries (hqc_contains_words.c).
 * list_set(list, index, x): list[index] = x, for a list as contains reads
 *   it (the block holding index is rewritten whole).  Constant time in x.
 */
#ifndef BP_HQC_BACKEND_H
#define BP_HQC_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#define HQC_CONTAINS_PAD 16   /* the widest block (AVX-512, 32-bit lanes) */

typedef struct {
    void (*dedup_keep_last)(uint32_t *pos, uint32_t w);
    uint32_t (*contains)(const uint32_t *list, uint32_t count, uint32_t x);
    void (*list_set)(uint32_t *list, uint32_t index, uint32_t x);
} hqc_kernels;

/* The kernels of the active backend (portable when none is usable).  The
 * backend is public, so is this choice. */
const hqc_kernels *hqc_kernels_active(void);

#define HQC_KERNELS_DECLARE(be)                                              \
    void bp_##be##_hqc_dedup_keep_last(uint32_t *pos, uint32_t w);           \
    uint32_t bp_##be##_hqc_contains(const uint32_t *list, uint32_t count,    \
                                    uint32_t x);                             \
    void bp_##be##_hqc_list_set(uint32_t *list, uint32_t index, uint32_t x);
HQC_KERNELS_DECLARE(portable)
HQC_KERNELS_DECLARE(pclmul)
HQC_KERNELS_DECLARE(vpclmul256)
HQC_KERNELS_DECLARE(avx512)
#undef HQC_KERNELS_DECLARE

#endif /* BP_HQC_BACKEND_H */
