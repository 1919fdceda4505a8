/* SPDX-License-Identifier: MIT */
/*
 * TSC ticks of bp_hqc_code_encode / bp_hqc_code_decode per level, and of
 * the decoder's RM and RS parts, on the active backend (BINPOLY_BACKEND)
 * (papers' method: warm-up, random data sets, per-set minimum, median of
 * minima).  A program, not a test.  Usage: bench_hqc_code [--quick]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_sort.h"
#include "hqc_code.h"
#include "hqc_code_params.h"
#include "reed_muller.h"
#include "reed_solomon.h"
#include "bench_random.h"
#include "tsc.h"

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const int sets = quick ? 5 : 25, runs = quick ? 20 : 200;
    static uint64_t cw[900], noisy[900];
    uint8_t m[32];
    uint64_t rng = 7;
    printf("%-6s %12s %12s %12s %12s\n", "level", "encode", "decode",
           "(RM part)", "(RS part)");
    for (int level = 1; level <= 5; level += 2) {
        const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
        uint64_t enc[64], dec[64], rm[64], rs[64];
        for (int s = 0; s < sets; s++) {
            for (int i = 0; i < 32; i++)
                m[i] = (uint8_t)bench_next_random(&rng);
            uint64_t be = UINT64_MAX, bd = UINT64_MAX;
            for (int r = 0; r < runs + (s == 0 ? runs : 0); r++) {
                uint64_t t0 = tsc_read();
                bp_hqc_code_encode(cw, m, level);
                uint64_t t1 = tsc_read();
                if (t1 - t0 < be)
                    be = t1 - t0;
            }
            memcpy(noisy, cw, sizeof cw);
            /* Noise like a real decryption (in the first 276 words, which
             * every level has; the timing does not depend on where). */
            for (int f = 0; f < 3000; f++)
                noisy[bench_next_random(&rng) % 276] ^=
                    1ull << (bench_next_random(&rng) % 64);
            for (int r = 0; r < runs; r++) {
                uint64_t t0 = tsc_read();
                bp_hqc_code_decode(m, noisy, level);
                uint64_t t1 = tsc_read();
                if (t1 - t0 < bd)
                    bd = t1 - t0;
            }
            uint64_t brm = UINT64_MAX, brs = UINT64_MAX;
            uint8_t c[BP_HQC_CODE_MAX_N1], c2[BP_HQC_CODE_MAX_N1];
            for (int r = 0; r < runs; r++) {
                uint64_t t0 = tsc_read();
                bp_rm_decode(c, noisy, p->n1, p->mult);
                uint64_t t1 = tsc_read();
                memcpy(c2, c, sizeof c2);
                uint64_t t2 = tsc_read();
                bp_rs_decode(m, c2, p);
                uint64_t t3 = tsc_read();
                if (t1 - t0 < brm)
                    brm = t1 - t0;
                if (t3 - t2 < brs)
                    brs = t3 - t2;
            }
            enc[s] = be;
            dec[s] = bd;
            rm[s] = brm;
            rs[s] = brs;
        }
        bench_sort_u64(enc, (size_t)sets);
        bench_sort_u64(dec, (size_t)sets);
        bench_sort_u64(rm, (size_t)sets);
        bench_sort_u64(rs, (size_t)sets);
        printf("HQC-%d %12llu %12llu %12llu %12llu\n", level,
               (unsigned long long)enc[sets / 2],
               (unsigned long long)dec[sets / 2],
               (unsigned long long)rm[sets / 2],
               (unsigned long long)rs[sets / 2]);
    }
    return 0;
}
