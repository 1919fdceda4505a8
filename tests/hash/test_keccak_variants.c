/* SPDX-License-Identifier: MIT */
/*
 * Every Keccak-f[1600] variant built here (BMI, 4-way AVX2, 4-way AVX-512)
 * equals the portable one on random states (the portable one is checked
 * against hashlib by check_sha3.py), and the permutation is not the
 * identity.
 */
#include <stdio.h>
#include <string.h>

#include "cpu_features.h"
#include "keccak_f1600.h"
#include "ref_mul.h"
#include "test_check.h"

int main(void)
{
    uint64_t rng = 0x4B454343ull, a[25], b[25], c[25], in[25];
    const int have_bmi = (bp_cpu_features() & BP_CPU_BMI2) != 0;
    printf("BMI variant %s\n", have_bmi ? "tested" : "not runnable here");
    for (int it = 0; it < 2000; it++) {
        test_fill_random(in, 25, &rng);
        memcpy(a, in, sizeof a);
        memcpy(b, in, sizeof b);
        memcpy(c, in, sizeof c);
        bp_keccak_f1600(a);
        bp_keccak_f1600_best(c);
#ifdef BP_HAVE_KECCAK_X86
        if (have_bmi)
            bp_keccak_f1600_bmi(b);
        else
#endif
            memcpy(b, a, sizeof b);
        CHECK(memcmp(a, b, sizeof a) == 0 && memcmp(a, c, sizeof a) == 0 &&
                  memcmp(a, in, sizeof a) != 0,
              "state %d: variants differ", it);
    }
#ifdef BP_HAVE_KECCAK_X86
    /* 4-way kernels: each state must equal the scalar permutation. */
    static const struct {
        const char *name;
        bp_keccak_x4_fn fn;
        uint32_t need;
    } x4[2] = {{"avx2", bp_keccak_f1600_x4_avx2, BP_CPU_AVX2},
               {"avx512", bp_keccak_f1600_x4_avx512, BP_CPU_AVX512}};
    for (int v = 0; v < 2; v++) {
        if ((bp_cpu_features() & x4[v].need) == 0) {
            printf("x4 %s: not runnable here\n", x4[v].name);
            continue;
        }
        for (int it = 0; it < 500; it++) {
            uint64_t lanes[25][4], st[4][25];
            for (int k = 0; k < 4; k++) {
                test_fill_random(st[k], 25, &rng);
                for (int i = 0; i < 25; i++)
                    lanes[i][k] = st[k][i];
                bp_keccak_f1600(st[k]);
            }
            x4[v].fn(lanes);
            for (int k = 0; k < 4; k++)
                for (int i = 0; i < 25; i++)
                    CHECK(lanes[i][k] == st[k][i],
                          "x4 %s: state %d lane %d differs", x4[v].name, k, i);
        }
        printf("x4 %s: tested\n", x4[v].name);
    }
#endif
    return test_report("Keccak-f[1600] variants");
}
