/* SPDX-License-Identifier: MIT */
/*
 * Decoding-failure sanity run: N random encapsulations per level (keys and
 * messages from a fixed-seed generator, so a failure is reproducible), each
 * decapsulated; a shared secret that differs is a decoding failure.  BIKE's
 * DFR is below 2^-128 at every level, so none may appear: any failure
 * points at the decoder.  Prints the count per level.
 *
 * usage: bike_dfr [N1 N3 N5]   (encapsulations per level; default 400,
 *                               200, 100; keys change every 10 of them)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

int main(int argc, char **argv)
{
    test_require_backend();
    long n[3] = {400, 200, 100};
    for (int i = 0; i < 3 && i + 1 < argc; i++)
        n[i] = strtol(argv[i + 1], NULL, 10);
    uint64_t rng = 0xD0F4D0F4u;
    for (int i = 0; i < 3; i++) {
        const int level = 2 * i + 1;
        binpoly_bike_sizes sz;
        binpoly_bike_get_sizes(level, &sz);
        uint8_t *pk = malloc(sz.public_key), *sk = malloc(sz.secret_key);
        uint8_t *ct = malloc(sz.ciphertext), rnd[64], ss[32], ss2[32];
        long failures = 0;
        for (long t = 0; t < n[i]; t++) {
            if (t % 10 == 0) {
                for (int b = 0; b < 64; b++)
                    rnd[b] = (uint8_t)test_rand64(&rng);
                CHECK(binpoly_bike_keypair_derand_checked(
                          level, pk, sz.public_key, sk, sz.secret_key, rnd,
                          64) == 0,
                      "L%d keypair", level);
            }
            for (int b = 0; b < 64; b++)
                rnd[b] = (uint8_t)test_rand64(&rng);
            int err = binpoly_bike_enc_derand_checked(
                level, ct, sz.ciphertext, ss, 32, pk, sz.public_key, rnd, 64);
            err |= binpoly_bike_dec_checked(level, ss2, 32, ct, sz.ciphertext,
                                            sk, sz.secret_key);
            CHECK(err == 0, "L%d error %d", level, err);
            failures += memcmp(ss, ss2, 32) != 0;
        }
        printf("BIKE-L%d: %ld decoding failures in %ld encapsulations\n",
               level, failures, n[i]);
        CHECK(failures == 0, "BIKE-L%d: %ld decoding failures", level,
              failures);
        free(pk);
        free(sk);
        free(ct);
    }
    return test_report("BIKE decoding-failure run");
}
