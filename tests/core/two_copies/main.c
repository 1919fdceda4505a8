/* SPDX-License-Identifier: MIT */
/*
 * Two copies of the library in one program (check_two_copies.sh):
 * copy_a built with BINPOLY_NAMESPACE=bpA, BINPOLY_NO_OS_RANDOM and
 * BINPOLY_KEYGEN_PCT (portable backend), copy_b the test build's own
 * library renamed bpB.  Both run, with their own state:
 *  - the derandomized HQC-1 and BIKE-L1 calls give the same bytes in both
 *    (key generation in copy_a passing its pairwise test), and decapsulate;
 *  - copy_a has no OS generator: _keypair and _enc fail with
 *    BINPOLY_ERR_RANDOM, outputs zeroed, until a hook is set; then they
 *    draw from it (the derandomized result on the hook's bytes) while
 *    copy_b, without a hook, keeps the OS generator and never calls it;
 *  - copy_a's pairwise test rejects a mismatched pair (BINPOLY_ERR_PCT).
 */
#include <string.h>

#include "binpoly/bike.h"
#include "binpoly/hqc.h"
#include "copy_api.h"
#include "test_check.h"

static uint8_t pk[2][BINPOLY_BIKE1_SECRETKEYBYTES];
static uint8_t sk[2][BINPOLY_BIKE1_SECRETKEYBYTES];
static uint8_t ct[2][BINPOLY_HQC1_CIPHERTEXTBYTES], ss[4][32];

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

static int hook_calls;

static int counting_hook(void *ctx, uint8_t *buf, size_t len)
{
    (void)ctx;
    hook_calls++;
    for (size_t i = 0; i < len; i++)
        buf[i] = (uint8_t)(i + 1);
    return 0;
}

/* The same derandomized results from both copies. */
static void test_same_results(void)
{
    const copy_api *c[2] = {&copy_a, &copy_b};
    uint8_t seed[64], m[16], salt[16];
    memset(seed, 7, sizeof seed);
    memset(m, 8, sizeof m);
    memset(salt, 9, sizeof salt);
    for (int i = 0; i < 2; i++) {
        CHECK(c[i]->hqc_keypair_derand(pk[i], sk[i], seed) == 0 &&
                  c[i]->hqc_enc_derand(ct[i], ss[i], pk[i], m, salt) == 0 &&
                  c[i]->hqc_dec(ss[2 + i], ct[i], sk[i]) == 0 &&
                  memcmp(ss[i], ss[2 + i], 32) == 0,
              "copy %c: HQC-1 round trip", 'a' + i);
    }
    CHECK(memcmp(pk[0], pk[1], BINPOLY_HQC1_PUBLICKEYBYTES) == 0 &&
              memcmp(sk[0], sk[1], BINPOLY_HQC1_SECRETKEYBYTES) == 0 &&
              memcmp(ct[0], ct[1], BINPOLY_HQC1_CIPHERTEXTBYTES) == 0 &&
              memcmp(ss[0], ss[1], 32) == 0,
          "HQC-1: the copies differ");
    for (int i = 0; i < 2; i++)
        CHECK(c[i]->bike_keypair_derand(pk[i], sk[i], seed) == 0 &&
                  c[i]->bike_enc_derand(ct[i], ss[i], pk[i], seed) == 0 &&
                  c[i]->bike_dec(ss[2 + i], ct[i], sk[i]) == 0 &&
                  memcmp(ss[i], ss[2 + i], 32) == 0,
              "copy %c: BIKE-L1 round trip", 'a' + i);
    CHECK(memcmp(pk[0], pk[1], BINPOLY_BIKE1_PUBLICKEYBYTES) == 0 &&
              memcmp(sk[0], sk[1], BINPOLY_BIKE1_SECRETKEYBYTES) == 0 &&
              memcmp(ct[0], ct[1], BINPOLY_BIKE1_CIPHERTEXTBYTES) == 0,
          "BIKE-L1: the copies differ");
}

/* copy_a has no OS generator; its hook is its own. */
static void test_randomness(void)
{
    memset(pk[0], 0xAA, sizeof pk[0]);
    memset(sk[0], 0xAA, sizeof sk[0]);
    CHECK(copy_a.hqc_keypair(pk[0], sk[0]) == BINPOLY_ERR_RANDOM &&
              all_zero(pk[0], BINPOLY_HQC1_PUBLICKEYBYTES) &&
              all_zero(sk[0], BINPOLY_HQC1_SECRETKEYBYTES),
          "copy a without a hook: HQC keypair not BINPOLY_ERR_RANDOM");
    CHECK(copy_a.bike_keypair(pk[0], sk[0]) == BINPOLY_ERR_RANDOM,
          "copy a without a hook: BIKE keypair not BINPOLY_ERR_RANDOM");
    CHECK(copy_b.bike_keypair(pk[1], sk[1]) == 0,
          "copy b: keypair with the OS generator");
    memset(ct[0], 0xAA, sizeof ct[0]);
    CHECK(copy_a.bike_enc(ct[0], ss[0], pk[1]) == BINPOLY_ERR_RANDOM &&
              all_zero(ct[0], BINPOLY_BIKE1_CIPHERTEXTBYTES) &&
              all_zero(ss[0], 32),
          "copy a without a hook: enc not BINPOLY_ERR_RANDOM");

    CHECK(copy_a.set_randombytes(counting_hook, NULL) == 0, "set a's hook");
    uint8_t rnd[64];
    for (size_t i = 0; i < sizeof rnd; i++)
        rnd[i] = (uint8_t)(i + 1);
    CHECK(copy_a.bike_keypair(pk[0], sk[0]) == 0 && hook_calls == 1,
          "copy a with a hook: keypair");
    CHECK(copy_a.bike_keypair_derand(pk[1], sk[1], rnd) == 0 &&
              memcmp(pk[0], pk[1], BINPOLY_BIKE1_PUBLICKEYBYTES) == 0,
          "copy a: keypair is not the derandomized one of the hook's bytes");
    CHECK(copy_b.bike_keypair(pk[1], sk[1]) == 0 &&
              copy_b.bike_enc(ct[1], ss[1], pk[1]) == 0 && hook_calls == 1,
          "copy b called copy a's hook");
    CHECK(copy_a.set_randombytes(NULL, NULL) == 0 &&
              copy_a.bike_keypair(pk[0], sk[0]) == BINPOLY_ERR_RANDOM,
          "copy a: hook removed, no generator again");
}

/* copy_a's pairwise test: another pair's public key fails it. */
static void test_pairwise(void)
{
    uint8_t seed[32];
    memset(seed, 1, sizeof seed);
    CHECK(copy_a.hqc_keypair_derand(pk[0], sk[0], seed) == 0, "pair 1");
    seed[0] = 2;
    CHECK(copy_a.hqc_keypair_derand(pk[1], sk[1], seed) == 0, "pair 2");
    CHECK(copy_a.hqc_pairwise_check(1, pk[0], BINPOLY_HQC1_PUBLICKEYBYTES,
                                    sk[0], BINPOLY_HQC1_SECRETKEYBYTES) == 0 &&
              copy_a.hqc_pairwise_check(1, pk[1], BINPOLY_HQC1_PUBLICKEYBYTES,
                                        sk[0], BINPOLY_HQC1_SECRETKEYBYTES) ==
                  BINPOLY_ERR_PCT,
          "copy a: pairwise test");
    CHECK(strstr(copy_a.strerror(BINPOLY_ERR_PCT), "pairwise") != NULL,
          "copy a: strerror of BINPOLY_ERR_PCT");
}

int main(void)
{
    CHECK(copy_a.backend() != NULL && strcmp(copy_a.backend(), "portable") == 0,
          "copy a: the portable backend");
    CHECK(copy_b.backend() != NULL, "copy b: a backend");
    test_same_results();
    test_randomness();
    test_pairwise();
    return test_report("two copies of the library in one program");
}
