/* SPDX-License-Identifier: MIT */
/*
 * Duplicated RM(1,7) against test-only references:
 *  - encoding: bit j of copy t equals b7 ^ <b0..b6, j0..j6> (spec 6.3),
 *    computed bit by bit;
 *  - decoding: F[k] computed from its definition (a 128 x 128 sum, no
 *    butterflies), then the spec's argmax rule; compared on noisy words at
 *    every noise rate and on all-zero / all-one words;
 *  - fewer than 32 * mult flipped bits in a symbol always decode correctly.
 */
#include <string.h>

#include "reed_muller.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

enum { MAX_N1 = 90, MAX_MULT = 5 };

static int get_bit(const uint64_t *w, int p)
{
    return (int)((w[p / 64] >> (p % 64)) & 1);
}

static uint8_t ref_decode_symbol(const uint64_t *copies, int mult)
{
    int best_k = 0, best_val = 0, best_abs = -1;
    for (int k = 0; k < 128; k++) {
        int f = 0;
        for (int j = 0; j < 128; j++) {
            int cnt = 0;
            for (int t = 0; t < mult; t++)
                cnt += get_bit(copies, 128 * t + j);
            f += (__builtin_popcount((unsigned)(j & k)) & 1) ? -cnt : cnt;
        }
        if (k == 0)
            f -= 64 * mult;
        int a = f < 0 ? -f : f;
        if (a > best_abs) {
            best_abs = a;
            best_k = k;
            best_val = f;
        }
    }
    return (uint8_t)(best_k + (best_val > 0 ? 128 : 0));
}

int main(void)
{
    test_require_backend();
    static const int mults[3] = {3, 5, 5}, n1s[3] = {46, 56, 90};
    uint64_t rng = 0xB1u;
    int cases = 0;
    for (int lv = 0; lv < 3; lv++) {
        const int mult = mults[lv], n1 = n1s[lv];
        uint64_t cw[2 * MAX_N1 * MAX_MULT], noisy[2 * MAX_N1 * MAX_MULT];
        uint8_t in[MAX_N1], out[MAX_N1];
        for (int it = 0; it < 12; it++) {
            for (int i = 0; i < n1; i++)
                in[i] = (uint8_t)(it == 0 ? (uint64_t)i : test_rand64(&rng));
            bp_rm_encode(cw, in, n1, mult);
            for (int i = 0; i < n1; i++)
                for (int t = 0; t < mult; t++)
                    for (int j = 0; j < 128; j++) {
                        int b = in[i], e = (b >> 7) & 1;
                        for (int s = 0; s < 7; s++)
                            e ^= ((b >> s) & 1) & ((j >> s) & 1);
                        CHECK(get_bit(cw, 128 * (i * mult + t) + j) == e,
                              "mult %d: encoding bit wrong", mult);
                    }
            /* Noise: symbol i gets w flipped bits, w from 0 up to ~60% of
             * n2 across symbols and iterations. */
            memcpy(noisy, cw, sizeof cw);
            int correctable[MAX_N1];
            for (int i = 0; i < n1; i++) {
                int w = (int)((i * 7 + it * 13) % (77 * mult));
                correctable[i] = w < 32 * mult;
                for (int f = 0; f < w; f++) {
                    int p = 128 * i * mult +
                            (int)(test_rand64(&rng) % (uint64_t)(128 * mult));
                    /* p may repeat: w is an upper bound on the flips */
                    noisy[p / 64] ^= 1ull << (p % 64);
                }
            }
            if (it == 1)
                memset(noisy, 0, sizeof noisy);
            if (it == 2)
                memset(noisy, 0xFF, sizeof noisy);
            bp_rm_decode(out, noisy, n1, mult);
            for (int i = 0; i < n1; i++) {
                uint8_t ref = ref_decode_symbol(noisy + 2 * i * mult, mult);
                cases++;
                CHECK(out[i] == ref, "mult %d symbol %d: %02x, reference %02x",
                      mult, i, out[i], ref);
                CHECK(it <= 2 || !correctable[i] || out[i] == in[i],
                      "mult %d symbol %d: correctable noise not corrected",
                      mult, i);
            }
        }
    }
    printf("%d symbols compared\n", cases);
    return test_report("Reed-Muller");
}
