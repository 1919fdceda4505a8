/* SPDX-License-Identifier: MIT */
/*
 * The whole concatenated code through its interface (hqc_code.h):
 *  - KAT record 0's RS codewords (spec 11.1) at every level, read back from
 *    the concatenated codeword;
 *  - encode, add noise within the decoding radius (up to delta symbols
 *    destroyed, fewer than 32 * mult flipped bits in every other symbol),
 *    decode: m comes back;
 *  - far beyond the radius (every symbol noisy, random words) decoding runs
 *    and is deterministic;
 *  - an invalid level writes nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_code.h"
#include "hqc_code_params.h"
#include "reed_muller.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

enum { MAX_WORDS = 900 };

static void from_hex(uint8_t *out, const char *hex)
{
    for (size_t i = 0; hex[2 * i]; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        out[i] = (uint8_t)v;
    }
}

static void flip(uint64_t *w, int p) { w[p / 64] ^= 1ull << (p % 64); }

int main(void)
{
    test_require_backend();
    static const char *const m0 =
        "3DECA12F8963918F537C67F2571FFFDE4BB80684D826860C7515CE86E35571F5";
    static const char *const rs0[3] = {
        "8BF45F90B6D430EBBE5D73BE57AE6300B4977457E5EA394927E8947CA946"
        "3DECA12F8963918F537C67F2571FFFDE",
        "0D5A8F9575CBAA0D424DFC2C3F9BCCF334DACC29086E1D92E30A74CD2661F121"
        "3DECA12F8963918F537C67F2571FFFDE4BB80684D826860C",
        "C5518DDD1DCEAAA04EC1375C25491F9376083F91799AB10A27628F20A7B48343E4"
        "57AD30C20D1188004E6A6A05CFFB998E2E936AF4BC1576187D"
        "3DECA12F8963918F537C67F2571FFFDE4BB80684D826860C7515CE86E35571F5"};
    uint64_t rng = 0x71u;
    for (int lv = 0; lv < 3; lv++) {
        const int level = 2 * lv + 1;
        const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
        const int n1 = p->n1, k = p->k, mult = p->mult;
        const int words = n1 * mult * 2;
        uint8_t m[BP_HQC_CODE_MAX_K], out[BP_HQC_CODE_MAX_K];
        uint8_t out2[BP_HQC_CODE_MAX_K];
        uint8_t rs[BP_HQC_CODE_MAX_N1], got[BP_HQC_CODE_MAX_N1];
        uint64_t cw[MAX_WORDS], r[MAX_WORDS];

        /* Spec 11.1: the RS codeword inside the concatenated codeword. */
        from_hex(m, m0);
        from_hex(rs, rs0[lv]);
        bp_hqc_code_encode(cw, m, level);
        bp_rm_decode(got, cw, n1, mult);
        CHECK(memcmp(got, rs, (size_t)n1) == 0,
              "level %d: KAT record 0 RS codeword differs", level);
        bp_hqc_code_decode(out, cw, level);
        CHECK(memcmp(out, m, (size_t)k) == 0,
              "level %d: clean codeword not decoded", level);

        for (int it = 0; it < 300; it++) {
            for (int i = 0; i < k; i++)
                m[i] = (uint8_t)test_rand64(&rng);
            bp_hqc_code_encode(cw, m, level);
            memcpy(r, cw, (size_t)words * 8);
            /* it % (delta + 1) symbols destroyed (random bits), the others
             * get fewer than 32 * mult flips. */
            const int destroyed = it % (p->delta + 1);
            uint8_t dead[BP_HQC_CODE_MAX_N1] = {0};
            for (int e = 0; e < destroyed; e++) {
                int i;
                do
                    i = (int)(test_rand64(&rng) % (uint64_t)n1);
                while (dead[i]);
                dead[i] = 1;
                for (int w = 0; w < 2 * mult; w++)
                    r[2 * i * mult + w] = test_rand64(&rng);
            }
            for (int i = 0; i < n1; i++) {
                if (dead[i])
                    continue;
                int flips = (int)(test_rand64(&rng) % (uint64_t)(32 * mult));
                for (int f = 0; f < flips; f++) {
                    const uint64_t at =
                        test_rand64(&rng) % (uint64_t)(128 * mult);
                    flip(r, 128 * mult * i + (int)at);
                }
            }
            bp_hqc_code_decode(out, r, level);
            CHECK(memcmp(out, m, (size_t)k) == 0,
                  "level %d: %d destroyed symbols: not corrected", level,
                  destroyed);
        }

        for (int it = 0; it < 50; it++) {
            for (int w = 0; w < words; w++)
                r[w] = test_rand64(&rng);
            /* Exact-size heap copy: ASan builds catch reads past it. */
            uint64_t *rh = malloc((size_t)words * 8);
            if (rh == NULL)
                return 1;
            memcpy(rh, r, (size_t)words * 8);
            bp_hqc_code_decode(out, rh, level);
            bp_hqc_code_decode(out2, rh, level);
            free(rh);
            CHECK(memcmp(out, out2, (size_t)k) == 0,
                  "level %d: decoding a random word is not deterministic",
                  level);
        }
    }
    uint64_t canary[4] = {1, 2, 3, 4};
    uint8_t mcanary[4] = {9, 9, 9, 9};
    bp_hqc_code_encode(canary, mcanary, 2);
    bp_hqc_code_decode(mcanary, canary, 4);
    CHECK(canary[0] == 1 && canary[3] == 4 && mcanary[0] == 9 &&
              mcanary[3] == 9,
          "invalid level wrote output");
    return test_report("HQC concatenated code");
}
