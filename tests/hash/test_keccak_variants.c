/* SPDX-License-Identifier: MIT */
/*
 * Every Keccak-f[1600] variant built here (BMI, and each backend's
 * multi-state kernel: 4-way AVX2 and AVX-512, 2-way NEON with or without
 * SHA3 as the CPU has it) equals the portable one on random states (the
 * portable one is checked against hashlib by check_sha3.py), and the
 * permutation is not the identity.
 */
#include <stdio.h>
#include <string.h>

#include "bp_backend.h"
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
    /* Every runnable backend's multi-state kernel (hook KECCAK_X4), for
     * every number of states n: states 0 .. n-1 must equal the scalar
     * permutation. */
    for (unsigned id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        const bp_keccak_x4_fn x4 =
            be != NULL ? bp_keccak_f1600_x4_of(id) : NULL;
        if (x4 == NULL) {
            printf("x4 of backend %u (%s): %s\n", id,
                   be != NULL ? be->name : "-",
                   be != NULL ? "none (scalar)" : "not runnable here");
            continue;
        }
        for (int it = 0; it < 200; it++) {
            const size_t n = 1 + (size_t)it % BP_KECCAK_X4_STATES;
            uint64_t lanes[25][BP_KECCAK_X4_STATES];
            uint64_t st[BP_KECCAK_X4_STATES][25];
            for (size_t k = 0; k < BP_KECCAK_X4_STATES; k++) {
                test_fill_random(st[k], 25, &rng);
                for (int i = 0; i < 25; i++)
                    lanes[i][k] = st[k][i];
                bp_keccak_f1600(st[k]);
            }
            x4(lanes, n);
            for (size_t k = 0; k < n; k++)
                for (int i = 0; i < 25; i++)
                    CHECK(lanes[i][k] == st[k][i],
                          "x4 %s: n %zu, state %zu lane %d differs", be->name,
                          n, k, i);
        }
        printf("x4 of %s: tested\n", be->name);
    }
    return test_report("Keccak-f[1600] variants");
}
