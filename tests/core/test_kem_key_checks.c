/* SPDX-License-Identifier: MIT */
/*
 * binpoly_{hqc,bike}_pk_check, _sk_check and _pairwise_check on every
 * level: honest key pairs pass all three; each kind of malformed key gives
 * BINPOLY_ERR_ARG from its check and the same error from the KEM call that
 * makes that check (enc for a public key, dec for a secret key), so the
 * separate calls and the KEM agree:
 *  - HQC: a pad bit of the public key, of the public key inside the
 *    secret key;
 *  - BIKE: a padding bit of the public key; in the secret key an index of
 *    list0 or list1 >= r (and = r), a padding bit of h0 or of h;
 * a well-formed but mismatched pair (another pair's public key; HQC: the
 * secret key's seed_dk changed; BIKE: another pair's secrets around this
 * pair's h) gives
 * BINPOLY_ERR_PCT from the pairwise test; wrong lengths
 * BINPOLY_ERR_LENGTH, NULL BINPOLY_ERR_NULL, level 2 BINPOLY_ERR_ARG.  The
 * checks write nothing (their inputs are compared before and after).
 */
#include <string.h>

#include "binpoly.h"
#include "kem_table.h"
#include "test_check.h"

static uint8_t pk[MAX_PK], sk[MAX_SK], pk2[MAX_PK], sk2[MAX_SK];
static uint8_t bad[MAX_SK], copy_pk[MAX_PK], copy_sk[MAX_SK];
static uint8_t ct[MAX_CT], ss[32];

static int pk_check(const kem_api *k, const uint8_t *p, size_t len)
{
    return k->bike ? binpoly_bike_pk_check(k->level, p, len)
                   : binpoly_hqc_pk_check(k->level, p, len);
}

static int sk_check(const kem_api *k, const uint8_t *s, size_t len)
{
    return k->bike ? binpoly_bike_sk_check(k->level, s, len)
                   : binpoly_hqc_sk_check(k->level, s, len);
}

static int pair_check(const kem_api *k, const uint8_t *p, const uint8_t *s)
{
    return k->bike ? binpoly_bike_pairwise_check(k->level, p, k->pk, s, k->sk)
                   : binpoly_hqc_pairwise_check(k->level, p, k->pk, s, k->sk);
}

/* r and d of a BIKE level (the BIKE specification, Table 1). */
static void bike_r_d(int level, uint32_t *r, uint32_t *d)
{
    *r = level == 1 ? 12323 : level == 3 ? 24659 : 40973;
    *d = level == 1 ? 71 : level == 3 ? 103 : 137;
}

static void put32(uint8_t *b, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        b[i] = (uint8_t)(v >> (8 * i));
}

/* pk with its top pad bit set: every level's n or r leaves one. */
static void test_bad_pk(const kem_api *k)
{
    memcpy(bad, pk, k->pk);
    bad[k->pk - 1] |= 0x80;
    CHECK(pk_check(k, bad, k->pk) == BINPOLY_ERR_ARG,
          "%s: pk_check of a pad bit", k->name);
    CHECK(k->enc(ct, ss, bad) == BINPOLY_ERR_ARG,
          "%s: enc of a pad bit (the check it makes)", k->name);
    CHECK(pair_check(k, bad, sk) == BINPOLY_ERR_ARG,
          "%s: pairwise_check of a bad pk", k->name);
}

/* A malformed secret key in bad: its check and dec say BINPOLY_ERR_ARG. */
static void expect_bad_sk(const kem_api *k, const char *what)
{
    CHECK(sk_check(k, bad, k->sk) == BINPOLY_ERR_ARG, "%s: sk_check of %s",
          k->name, what);
    CHECK(k->enc(ct, ss, pk) == 0 && k->dec(ss, ct, bad) == BINPOLY_ERR_ARG,
          "%s: dec with %s (the check it makes)", k->name, what);
    CHECK(pair_check(k, pk, bad) == BINPOLY_ERR_ARG,
          "%s: pairwise_check with %s", k->name, what);
}

static void test_bad_sk(const kem_api *k)
{
    if (!k->bike) {
        memcpy(bad, sk, k->sk);
        bad[k->pk - 1] |= 0x80; /* the public key inside */
        expect_bad_sk(k, "a pad bit in its public key");
        return;
    }
    uint32_t r, d;
    bike_r_d(k->level, &r, &d);
    const size_t rb = k->pk, h0 = 8 * (size_t)d, h = h0 + 2 * rb;
    const struct {
        size_t at;
        uint32_t index; /* written at `at` unless 0 */
        const char *what;
    } cases[] = {{0, r, "list0[0] = r"},
                 {4 * (d - 1), 0xFFFFFFFFu, "list0[d-1] = 2^32-1"},
                 {4 * (size_t)d, r + 1, "list1[0] = r + 1"},
                 {4 * (2 * (size_t)d - 1), r, "list1[d-1] = r"},
                 {h0 + rb - 1, 0, "a padding bit of h0"},
                 {h + rb - 1, 0, "a padding bit of h"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memcpy(bad, sk, k->sk);
        if (cases[i].index != 0)
            put32(bad + cases[i].at, cases[i].index);
        else
            bad[cases[i].at] |= 0x80;
        expect_bad_sk(k, cases[i].what);
    }
    /* r - 1 is a valid index: well formed (the pair test may fail) */
    memcpy(bad, sk, k->sk);
    put32(bad, r - 1);
    CHECK(sk_check(k, bad, k->sk) == 0, "%s: list0[0] = r - 1", k->name);
}

/* Well formed, but not a pair: the pairwise test fails. */
static void test_mismatched(const kem_api *k)
{
    uint8_t seed[64];
    memset(seed, 0x5C, sizeof seed);
    CHECK(k->keypair_derand(pk2, sk2, seed) == 0, "%s: second pair", k->name);
    CHECK(pk_check(k, pk2, k->pk) == 0 && pair_check(k, pk2, sk) ==
                                              BINPOLY_ERR_PCT,
          "%s: pairwise_check of another pair's public key", k->name);
    if (k->bike) {
        /* the second pair's secrets with this pair's h (= pk) inside */
        uint32_t r, d;
        bike_r_d(k->level, &r, &d);
        const size_t h = 8 * (size_t)d + 2 * k->pk;
        memcpy(bad, sk2, k->sk);
        memcpy(bad + h, pk, k->pk);
    } else {
        memcpy(bad, sk, k->sk);
        bad[k->pk] ^= 1; /* seed_dk, right after the public key */
    }
    CHECK(sk_check(k, bad, k->sk) == 0 &&
              pair_check(k, pk, bad) == BINPOLY_ERR_PCT,
          "%s: pairwise_check of a changed secret key", k->name);
}

static void test_args(const kem_api *k)
{
    for (int delta = -1; delta <= 1; delta += 2) {
        CHECK(pk_check(k, pk, k->pk + delta) == BINPOLY_ERR_LENGTH &&
                  sk_check(k, sk, k->sk + delta) == BINPOLY_ERR_LENGTH,
              "%s: a length off by %d", k->name, delta);
        CHECK((k->bike ? binpoly_bike_pairwise_check(k->level, pk, k->pk, sk,
                                                     k->sk + delta)
                       : binpoly_hqc_pairwise_check(k->level, pk, k->pk, sk,
                                                    k->sk + delta)) ==
                  BINPOLY_ERR_LENGTH,
              "%s: pairwise_check, sk length off by %d", k->name, delta);
    }
    CHECK(pk_check(k, NULL, k->pk) == BINPOLY_ERR_NULL &&
              sk_check(k, NULL, k->sk) == BINPOLY_ERR_NULL &&
              pair_check(k, NULL, sk) == BINPOLY_ERR_NULL &&
              pair_check(k, pk, NULL) == BINPOLY_ERR_NULL,
          "%s: NULL", k->name);
    const int lv = 2;
    CHECK((k->bike ? binpoly_bike_pk_check(lv, pk, k->pk)
                   : binpoly_hqc_pk_check(lv, pk, k->pk)) == BINPOLY_ERR_ARG &&
              (k->bike ? binpoly_bike_sk_check(lv, sk, k->sk)
                       : binpoly_hqc_sk_check(lv, sk, k->sk)) ==
                  BINPOLY_ERR_ARG,
          "%s: level 2", k->name);
}

int main(void)
{
    for (size_t i = 0; i < N_KEMS; i++) {
        const kem_api *k = &kems[i];
        uint8_t seed[64];
        for (size_t j = 0; j < sizeof seed; j++)
            seed[j] = (uint8_t)(3 * j + k->level);
        CHECK(k->keypair_derand(pk, sk, seed) == 0, "%s: key pair", k->name);
        memcpy(copy_pk, pk, k->pk);
        memcpy(copy_sk, sk, k->sk);
        CHECK(pk_check(k, pk, k->pk) == 0 && sk_check(k, sk, k->sk) == 0 &&
                  pair_check(k, pk, sk) == 0,
              "%s: an honest pair passes", k->name);
        /* pk and sk may overlap (HQC's secret key starts with pk) */
        CHECK(k->bike || pair_check(k, sk, sk) == 0,
              "%s: pairwise_check with pk inside sk", k->name);
        test_bad_pk(k);
        test_bad_sk(k);
        test_mismatched(k);
        test_args(k);
        CHECK(memcmp(copy_pk, pk, k->pk) == 0 &&
                  memcmp(copy_sk, sk, k->sk) == 0,
              "%s: the checks wrote to their inputs", k->name);
    }
    return test_report("KEM key checks");
}
