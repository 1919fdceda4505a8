/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of the concatenated code (the ctgrind method): the
 * message and the received word are marked undefined for valgrind memcheck,
 * which then reports any branch or memory index that depends on them.  Run
 * under `valgrind --error-exitcode=1` on the portable and pclmul backends
 * (valgrind cannot run AVX-512 code).  Outside valgrind it just runs.
 */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "hqc_code.h"
#include "ref_mul.h"
#include "test_backend.h"

int main(void)
{
    test_require_backend();
    static uint64_t cw[900];
    uint8_t m[32], out[32];
    uint64_t rng = 0xC7u;
    for (int level = 1; level <= 5; level += 2) {
        for (int it = 0; it < 2; it++) {
            for (int i = 0; i < 32; i++)
                m[i] = (uint8_t)test_rand64(&rng);
            VALGRIND_MAKE_MEM_UNDEFINED(m, sizeof m);
            bp_hqc_code_encode(cw, m, level);
            /* Noise as in a decryption (flip positions are public here, the
             * word itself is secret). */
            for (int f = 0; f < 2000; f++)
                cw[test_rand64(&rng) % 276] ^= 1ull << (test_rand64(&rng) % 64);
            VALGRIND_MAKE_MEM_UNDEFINED(cw, sizeof cw);
            bp_hqc_code_decode(out, cw, level);
            /* Declassify only to check correctness of this test run. */
            VALGRIND_MAKE_MEM_DEFINED(out, sizeof out);
            VALGRIND_MAKE_MEM_DEFINED(cw, sizeof cw);
        }
    }
    printf("ok\n");
    return 0;
}
