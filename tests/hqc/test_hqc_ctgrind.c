/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check by the ctgrind method: the secret inputs of key
 * generation (seed_kem), encapsulation (m) and decapsulation (seed_dk and
 * sigma in sk) are marked undefined for valgrind's memcheck, which then
 * reports every conditional branch and memory address computed from them.
 * Run as "valgrind --error-exitcode=1 test_hqc_ctgrind" with BINPOLY_BACKEND
 * set to portable or pclmul (valgrind cannot execute AVX-512).
 *
 * This program is built from the HQC sources compiled again with
 * BP_CTGRIND, which turns BP_KEM_DECLASSIFY (src/kem/common/kem_ct.h) into
 * VALGRIND_MAKE_MEM_DEFINED at the few points where the specification makes
 * a secret-derived value public.  Everything below the HQC code (ring,
 * codes, Keccak) is the library as built.
 *
 * Outputs that are public by definition (pk, ct) are declassified here
 * before they are used as inputs, as a caller would publish them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "hqc_test_support.h"
#include "test_backend.h"
#include "test_check.h"

#define SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))

static void run_level(const hqc_test_level *L)
{
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext, k = L->sz.message;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *ct = malloc(ctb);
    uint8_t seed[32], m[32], salt[16], ss[32], ss_dec[32], ss_bad[32];
    for (int i = 0; i < 32; i++) {
        seed[i] = (uint8_t)(3 * i + 1);
        m[i] = (uint8_t)(5 * i + 2);
    }
    memset(salt, 0xA5, sizeof salt);

    SECRET(seed, sizeof seed);
    int err = L->keypair_derand(pk, sk, seed);
    PUBLIC(pk, pkb);
    PUBLIC(sk, pkb);               /* sk starts with the public key */
    SECRET(sk + pkb, skb - pkb);   /* seed_dk, sigma, seed_kem */

    SECRET(m, k);
    err |= L->enc_derand(ct, ss, pk, m, salt);
    PUBLIC(ct, ctb);

    err |= L->dec(ss_dec, ct, sk);
    ct[ctb / 2] ^= 1;              /* the implicit-rejection path */
    err |= L->dec(ss_bad, ct, sk);

    /* Declassify only to check the results. */
    PUBLIC(ss, 32);
    PUBLIC(ss_dec, 32);
    PUBLIC(ss_bad, 32);
    CHECK(err == 0 && memcmp(ss, ss_dec, 32) == 0 &&
              memcmp(ss, ss_bad, 32) != 0,
          "%s: keygen, encaps, decaps (accept and reject) gave wrong results",
          L->name);
    free(pk);
    free(sk);
    free(ct);
}

int main(void)
{
    test_require_backend();
    const int levels[3] = {1, 3, 5};
    for (int i = 0; i < 3; i++)
        run_level(hqc_test_level_get(levels[i]));
    return test_report("HQC keygen, encaps, decaps (accept and reject)");
}
