/* SPDX-License-Identifier: MIT */
/* The fixed-weight sampling kernels of the active backend, and the
 * multiply-high sampler built on them (kem_sample_kernels.h). */
#include "kem_sample_kernels.h"

#include "bp_backend.h"

#define BP_ENTRY_(be)                                                        \
    {bp_##be##_kem_dedup_keep_last, bp_##be##_kem_contains,                  \
     bp_##be##_kem_list_set},
static const bp_kem_sample_kernels tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

const bp_kem_sample_kernels *bp_kem_sample_kernels_active(void)
{
    const bp_backend *be = bp_backend_active();
    return &tables[be != NULL ? be->id : BP_BACKEND_PORTABLE];
}

void bp_kem_sample_mulhi(uint32_t *pos, const uint8_t *bytes, uint32_t n,
                         uint32_t w)
{
    for (uint32_t i = 0; i < w; i++) {
        const uint8_t *b = bytes + 4 * i;
        uint32_t r = (uint32_t)b[0] | (uint32_t)b[1] << 8 |
                     (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
        pos[i] = i + (uint32_t)(((uint64_t)r * (n - i)) >> 32);
    }
    bp_kem_sample_kernels_active()->dedup_keep_last(pos, w);
}
