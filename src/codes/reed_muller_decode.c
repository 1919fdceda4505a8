/* SPDX-License-Identifier: MIT */
/*
 * Duplicated RM(1,7) decoding (spec 6.4), compiled once per backend.
 *
 * Symbols go in the lanes of int16 vectors (8, 16 or 32 lanes: the
 * register width of the backend), so the 128-point Walsh-Hadamard transform
 * and the argmax are plain vertical vector operations with no shuffles:
 * f[j] holds, for each symbol of the group, the count of ones at codeword
 * position j over the mult copies (0..5), and after the transform
 * |F[k]| <= 640 fits int16.
 *
 * Constant time: every symbol runs the same operations; selections are
 * masks from vector comparisons.
 */
#include <string.h>

#include "bp_target.h"
#include "codes_backend.h"
#include "bp_wipe.h"

/* Symbols per group: the backend's register width in int16 lanes
 * (kernel_config.h BP_RM_LANES), else 8 (SSE2, every x86-64). */
#ifdef BP_RM_LANES
#define RM_LANES BP_RM_LANES
#else
#define RM_LANES 8
#endif

typedef int16_t rm_vec __attribute__((vector_size(2 * RM_LANES)));

/* f[j] += bit j of copy, for RM_LANES symbols: chunk q of lane s is bits
 * 16q..16q+15 of symbol s's copy. */
static void add_copy_bits(rm_vec f[128], const uint16_t chunk[8][RM_LANES])
{
    for (int q = 0; q < 8; q++) {
        rm_vec v;
        memcpy(&v, chunk[q], sizeof v);
        for (int jj = 0; jj < 16; jj++)
            f[16 * q + jj] += (v >> jj) & 1;
    }
}

/* In place: F[k] = sum_j (-1)^{popcount(j & k)} f[j], 7 butterfly stages. */
static void hadamard128(rm_vec f[128])
{
    for (int half = 1; half < 128; half *= 2)
        for (int blk = 0; blk < 128; blk += 2 * half)
            for (int q = blk; q < blk + half; q++) {
                const rm_vec a = f[q], b = f[q + half];
                f[q] = a + b;
                f[q + half] = a - b;
            }
}

void BP_FN(rm_decode)(uint8_t *out, const uint64_t *cw, int n1, int mult)
{
    for (int g = 0; g < n1; g += RM_LANES) {
        const int ns = n1 - g < RM_LANES ? n1 - g : RM_LANES;
        rm_vec f[128];
        memset(f, 0, sizeof f);
        for (int t = 0; t < mult; t++) {
            uint16_t chunk[8][RM_LANES] = {{0}};
            for (int s = 0; s < ns; s++) {
                const uint64_t *copy = cw + 2 * ((g + s) * mult + t);
                for (int q = 0; q < 8; q++)
                    chunk[q][s] = (uint16_t)(copy[q / 4] >> (16 * (q % 4)));
            }
            add_copy_bits(f, chunk);
            bp_wipe(chunk, sizeof chunk);
        }
        hadamard128(f);
        f[0] -= (int16_t)(64 * mult);

        /* Per lane: the first k with the largest |F[k]| (strict compare). */
        rm_vec best_val = f[0], best_k = {0}, k_vec = {0};
        rm_vec best_abs = (best_val ^ (best_val >> 15)) - (best_val >> 15);
        for (int k = 1; k < 128; k++) {
            k_vec += 1;
            const rm_vec v = f[k];
            const rm_vec a = (v ^ (v >> 15)) - (v >> 15);
            const rm_vec gt = best_abs < a; /* -1 where a is larger */
            best_abs = (a & gt) | (best_abs & ~gt);
            best_k = (k_vec & gt) | (best_k & ~gt);
            best_val = (v & gt) | (best_val & ~gt);
        }
        /* bit 7 set iff the peak is positive: -best_val < 0. */
        const rm_vec sym = best_k | (((-best_val) >> 15) & 0x80);
        int16_t lanes[RM_LANES];
        memcpy(lanes, &sym, sizeof lanes);
        for (int s = 0; s < ns; s++)
            out[g + s] = (uint8_t)lanes[s];
        /* The counts and decisions derive from the secret word. */
        bp_wipe(f, sizeof f);
        bp_wipe(lanes, sizeof lanes);
    }
}
