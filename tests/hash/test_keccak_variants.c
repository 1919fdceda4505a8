/*
 * Every Keccak-f[1600] variant built here equals the portable one on random
 * states (the portable one is checked against hashlib by check_sha3.py),
 * and the permutation is not the identity.
 */
#include <stdio.h>
#include <string.h>

#include "cpu_features.h"
#include "keccak_f1600.h"
#include "ref_mul.h"

int main(void)
{
    uint64_t rng = 0x4B454343ull, a[25], b[25], c[25], in[25];
    int bad = 0;
    const int have_bmi = (bp_cpu_features() & BP_CPU_BMI2) != 0;
    printf("BMI variant %s\n", have_bmi ? "tested" : "not runnable here");
    for (int it = 0; it < 2000; it++) {
        test_fill_random(in, 25, &rng);
        memcpy(a, in, sizeof a);
        memcpy(b, in, sizeof b);
        memcpy(c, in, sizeof c);
        bp_keccak_f1600(a);
        bp_keccak_f1600_best(c);
#ifdef BP_HAVE_KECCAK_BMI
        if (have_bmi)
            bp_keccak_f1600_bmi(b);
        else
#endif
            memcpy(b, a, sizeof b);
        if (memcmp(a, b, sizeof a) != 0 || memcmp(a, c, sizeof a) != 0 ||
            memcmp(a, in, sizeof a) == 0) {
            if (bad++ < 5)
                printf("state %d: variants differ\n", it);
        }
    }
    printf("%s\n", bad ? "FAIL" : "ok");
    return bad != 0;
}
