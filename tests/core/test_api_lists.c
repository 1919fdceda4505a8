/* SPDX-License-Identifier: MIT */
/*
 * The lists the library gives to bindings: its backends
 * (binpoly_backend_count/_name) and its KEMs (binpoly/kem.h), against
 * what the rest of the public API says about the same things: the active
 * backend and binpoly_backend_available, the KEM headers' size macros and
 * binpoly_<family>_get_sizes, and a round trip of every KEM through the
 * checked entry points named by its family, with the randomness parts the
 * list gives.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <binpoly.h>
#include <binpoly/bike.h>
#include <binpoly/hqc.h>
#include <binpoly/kem.h>

#include "test_check.h"

static void test_backends(void)
{
    const size_t n = binpoly_backend_count();
    CHECK(n >= 1 && n <= 4, "backend count %zu", n);
    CHECK(binpoly_backend_name(0) != NULL &&
              strcmp(binpoly_backend_name(0), "portable") == 0,
          "backend 0 is portable");
    CHECK(binpoly_backend_name(n) == NULL, "name past the end");
    CHECK(binpoly_backend_name((size_t)-1) == NULL, "name at SIZE_MAX");
    const char *active = binpoly_backend();
    int active_listed = 0, best_available = -1;
    for (size_t i = 0; i < n; i++) {
        const char *name = binpoly_backend_name(i);
        CHECK(name != NULL && name[0] != '\0', "backend %zu named", i);
        if (name == NULL)
            continue;
        for (size_t j = 0; j < i; j++)
            CHECK(strcasecmp(binpoly_backend_name(j), name) != 0,
                  "%s listed twice", name);
        if (binpoly_backend_available(name))
            best_available = (int)i;
        if (active != NULL && strcmp(active, name) == 0)
            active_listed = 1;
    }
    CHECK(active != NULL && active_listed, "the active backend is listed");
    CHECK(best_available >= 0, "the CPU runs a listed backend");
    if (getenv("BINPOLY_BACKEND") == NULL && best_available >= 0)
        CHECK(active != NULL &&
                  strcmp(active, binpoly_backend_name(
                                     (size_t)best_available)) == 0,
              "the automatic choice is the last backend the CPU runs");
}

typedef struct {
    const char *name;
    size_t pk, sk, ct;
} expected_kem;

static const expected_kem expected[] = {
    {"HQC-1", BINPOLY_HQC1_PUBLICKEYBYTES, BINPOLY_HQC1_SECRETKEYBYTES,
     BINPOLY_HQC1_CIPHERTEXTBYTES},
    {"HQC-3", BINPOLY_HQC3_PUBLICKEYBYTES, BINPOLY_HQC3_SECRETKEYBYTES,
     BINPOLY_HQC3_CIPHERTEXTBYTES},
    {"HQC-5", BINPOLY_HQC5_PUBLICKEYBYTES, BINPOLY_HQC5_SECRETKEYBYTES,
     BINPOLY_HQC5_CIPHERTEXTBYTES},
    {"BIKE-L1", BINPOLY_BIKE1_PUBLICKEYBYTES, BINPOLY_BIKE1_SECRETKEYBYTES,
     BINPOLY_BIKE1_CIPHERTEXTBYTES},
    {"BIKE-L3", BINPOLY_BIKE3_PUBLICKEYBYTES, BINPOLY_BIKE3_SECRETKEYBYTES,
     BINPOLY_BIKE3_CIPHERTEXTBYTES},
    {"BIKE-L5", BINPOLY_BIKE5_PUBLICKEYBYTES, BINPOLY_BIKE5_SECRETKEYBYTES,
     BINPOLY_BIKE5_CIPHERTEXTBYTES},
};
#define N_KEMS (sizeof expected / sizeof expected[0])

/* The info against binpoly_<family>_get_sizes. */
static void check_against_sizes(const binpoly_kem_info *k)
{
    if (strcmp(k->family, "HQC") == 0) {
        binpoly_hqc_sizes s;
        CHECK(binpoly_hqc_get_sizes(k->level, &s) == 0, "%s sizes", k->name);
        CHECK(k->keypair_seed == s.keypair_seed && k->enc_parts == 2 &&
                  k->enc_part_bytes[0] == s.message &&
                  k->enc_part_bytes[1] == s.salt &&
                  k->shared_secret == s.shared_secret,
              "%s: randomness sizes", k->name);
    } else {
        binpoly_bike_sizes s;
        CHECK(strcmp(k->family, "BIKE") == 0, "%s: family %s", k->name,
              k->family);
        CHECK(binpoly_bike_get_sizes(k->level, &s) == 0, "%s sizes", k->name);
        CHECK(k->keypair_seed == s.keypair_seed && k->enc_parts == 1 &&
                  k->enc_part_bytes[0] == s.enc_seed &&
                  k->enc_part_bytes[1] == 0 &&
                  k->enc_part_names[1] == NULL &&
                  k->shared_secret == s.shared_secret,
              "%s: randomness sizes", k->name);
    }
}

/* keypair_derand, enc_derand, dec of one KEM through its family's checked
 * entry points: the shared secrets agree. */
static void round_trip(const binpoly_kem_info *k)
{
    static uint8_t pk[8192], sk[20000], ct[16384], seed[64], r0[64], r1[64];
    uint8_t ss[32], ss2[32];
    memset(seed, 0x5a, sizeof seed);
    memset(r0, 0x33, sizeof r0);
    memset(r1, 0x44, sizeof r1);
    int rc;
    if (strcmp(k->family, "HQC") == 0) {
        rc = binpoly_hqc_keypair_derand_checked(k->level, pk, k->public_key,
                                                sk, k->secret_key, seed,
                                                k->keypair_seed);
        rc = rc ? rc : binpoly_hqc_enc_derand_checked(
                           k->level, ct, k->ciphertext, ss, sizeof ss, pk,
                           k->public_key, r0, k->enc_part_bytes[0], r1,
                           k->enc_part_bytes[1]);
        rc = rc ? rc : binpoly_hqc_dec_checked(k->level, ss2, sizeof ss2, ct,
                                               k->ciphertext, sk,
                                               k->secret_key);
    } else {
        rc = binpoly_bike_keypair_derand_checked(k->level, pk, k->public_key,
                                                 sk, k->secret_key, seed,
                                                 k->keypair_seed);
        rc = rc ? rc : binpoly_bike_enc_derand_checked(
                           k->level, ct, k->ciphertext, ss, sizeof ss, pk,
                           k->public_key, r0, k->enc_part_bytes[0]);
        rc = rc ? rc : binpoly_bike_dec_checked(k->level, ss2, sizeof ss2,
                                                ct, k->ciphertext, sk,
                                                k->secret_key);
    }
    CHECK(rc == 0 && memcmp(ss, ss2, sizeof ss) == 0, "%s round trip: %d",
          k->name, rc);
}

static void test_kems(void)
{
    CHECK(binpoly_kem_count() == N_KEMS, "KEM count %zu",
          binpoly_kem_count());
    binpoly_kem_info k;
    memset(&k, 0x77, sizeof k);
    CHECK(binpoly_kem_get_info(N_KEMS, &k) == BINPOLY_ERR_ARG,
          "index past the end");
    CHECK(k.level == 0x77777777, "info untouched on an error");
    CHECK(binpoly_kem_get_info(0, NULL) == BINPOLY_ERR_NULL, "info NULL");
    for (size_t i = 0; i < N_KEMS && i < binpoly_kem_count(); i++) {
        CHECK(binpoly_kem_get_info(i, &k) == 0, "info %zu", i);
        const expected_kem *e = &expected[i];
        CHECK(strcmp(k.name, e->name) == 0, "KEM %zu is %s, not %s", i,
              k.name, e->name);
        CHECK(k.public_key == e->pk && k.secret_key == e->sk &&
                  k.ciphertext == e->ct,
              "%s: key and ciphertext sizes", e->name);
        CHECK(k.level == (int)(1 + 2 * (i % 3)), "%s: level %d", e->name,
              k.level);
        for (size_t p = 0; p < k.enc_parts; p++)
            CHECK(k.enc_part_names[p] != NULL && k.enc_part_bytes[p] > 0,
                  "%s: part %zu", e->name, p);
        CHECK(k.pk_rejected != NULL && k.sk_rejected != NULL &&
                  strlen(k.pk_rejected) > 10 && strlen(k.sk_rejected) > 10,
              "%s: rejection texts", e->name);
        check_against_sizes(&k);
        round_trip(&k);
    }
}

int main(void)
{
    test_backends();
    test_kems();
    return test_report("backend and KEM lists");
}
