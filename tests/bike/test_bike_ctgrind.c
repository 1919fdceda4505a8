/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of BIKE by the ctgrind method: the secret inputs of
 * key generation (seed_k and sigma), encapsulation (m) and decapsulation
 * (the index lists, h0, h1 and sigma in sk) are marked undefined for
 * valgrind's memcheck, which then reports every conditional branch and
 * memory address computed from them.  Run as "valgrind --error-exitcode=1
 * test_bike_ctgrind" with BINPOLY_BACKEND set to portable or pclmul
 * (valgrind cannot execute AVX-512).
 *
 * This program is built from the BIKE sources compiled again with
 * BP_CTGRIND, which turns BP_KEM_DECLASSIFY (src/kem/common/kem_ct.h) into
 * VALGRIND_MAKE_MEM_DEFINED at the points where a secret-derived value may
 * be revealed (grep BP_KEM_DECLASSIFY src).  Everything below the BIKE code
 * (ring, decoder kernels, Keccak) is the library as built.  Outputs that
 * are public by definition (pk, ct, and the copy of h in sk) are
 * declassified here before they are used as inputs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "binpoly/bike.h"
#include "test_backend.h"
#include "test_check.h"

#define SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
#define PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))

static void run_level(int level)
{
    binpoly_bike_sizes sz;
    CHECK(binpoly_bike_get_sizes(level, &sz) == 0, "sizes of level %d", level);
    const size_t pkb = sz.public_key, skb = sz.secret_key;
    const size_t ctb = sz.ciphertext;
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *ct = malloc(ctb);
    uint8_t rnd_k[64], rnd_e[64], ss[32], ss_dec[32], ss_bad[32];
    for (int i = 0; i < 64; i++) {
        rnd_k[i] = (uint8_t)(3 * i + level);
        rnd_e[i] = (uint8_t)(5 * i + 2);
    }

    SECRET(rnd_k, sizeof rnd_k);
    int err = binpoly_bike_keypair_derand_checked(level, pk, pkb, sk, skb,
                                                  rnd_k, 64);
    PUBLIC(pk, pkb);
    /* sk = lists || h0 || h1 || h || sigma: h is the public key */
    PUBLIC(sk + skb - 32 - pkb, pkb);

    SECRET(rnd_e, sizeof rnd_e);
    err |= binpoly_bike_enc_derand_checked(level, ct, ctb, ss, 32, pk, pkb,
                                           rnd_e, 64);
    PUBLIC(ct, ctb);

    err |= binpoly_bike_dec_checked(level, ss_dec, 32, ct, ctb, sk, skb);
    ct[ctb / 2] ^= 1;              /* the implicit-rejection path */
    err |= binpoly_bike_dec_checked(level, ss_bad, 32, ct, ctb, sk, skb);

    /* Declassify only to check the results. */
    PUBLIC(ss, 32);
    PUBLIC(ss_dec, 32);
    PUBLIC(ss_bad, 32);
    CHECK(err == 0 && memcmp(ss, ss_dec, 32) == 0 &&
              memcmp(ss, ss_bad, 32) != 0,
          "BIKE-L%d: keygen, encaps, decaps (accept and reject) gave wrong "
          "results", level);
    free(pk);
    free(sk);
    free(ct);
}

int main(void)
{
    test_require_backend();
    for (int level = 1; level <= 5; level += 2)
        run_level(level);
    return test_report("BIKE keygen, encaps, decaps (accept and reject)");
}
