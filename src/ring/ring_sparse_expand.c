/* Dense form of a sparse operand, constant time in the positions: every
 * position is compared with every word index arithmetically. */
#include "ring_kernels_impl.h"

void BP_FN(ring_sparse_expand)(const binpoly_ring *R, uint64_t *d,
                               const uint32_t *pos, size_t w)
{
    const size_t W = R->words;
    memset(d, 0, W * 8);
    for (size_t k = 0; k < w; k++) {
        const uint64_t word = pos[k] / 64, bit = (uint64_t)1 << (pos[k] % 64);
        for (size_t j = 0; j < W; j++) {
            /* (x - 1) >> 63 is 1 iff x = 0, for x < 2^63. */
            const uint64_t hit = ((uint64_t)(j ^ word) - 1) >> 63;
            d[j] ^= bit & (0 - hit);
        }
    }
}
