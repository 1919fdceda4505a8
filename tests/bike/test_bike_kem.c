/* SPDX-License-Identifier: MIT */
/*
 * BIKE KEM behaviour beyond the KAT files: sizes, round trips (derandomized
 * and with OS randomness), implicit rejection of tampered ciphertexts of
 * every byte class (checked against K(sigma, ct) computed here with
 * OpenSSL's SHA3-384, apart from the library's hash code), the decapsulation
 * edge vectors of spec/bike.md §13.3 (a padding bit of c0 that folds onto
 * the same residue is accepted, as in the reference), public keys with
 * padding bits, malformed secret keys, wrong lengths, NULLs, overlaps,
 * invalid levels and keys of another level.  Run once per backend; with
 * --invalid-backend, checks that every entry point reports
 * BINPOLY_ERR_BACKEND and zeroes its outputs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "binpoly/bike.h"
#include "kat_text.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

typedef struct {
    int level;
    binpoly_bike_sizes sz;
    uint32_t r, d;
} level_info;

static level_info level_get(int level)
{
    level_info L = {level, {0}, 0, 0};
    CHECK(binpoly_bike_get_sizes(level, &L.sz) == 0, "sizes of L%d", level);
    L.r = level == 1 ? 12323 : level == 3 ? 24659 : 40973;
    L.d = level == 1 ? 71 : level == 3 ? 103 : 137;
    return L;
}

/* Whether p[0..n) is all zero bytes. */
static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t any = 0;
    for (size_t i = 0; i < n; i++)
        any |= p[i];
    return any == 0;
}

static void fill(uint8_t *p, size_t n, uint64_t *rng)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)test_rand64(rng);
}

/* K(m, ct) = SHA3-384(m || ct)[0..32), ct = c0 || c1 as received. */
static void reference_k(uint8_t out[32], const uint8_t m[32],
                        const uint8_t *ct, size_t ct_len)
{
    uint8_t md[48];
    unsigned int len = 0;
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    if (ctx == NULL || EVP_DigestInit_ex(ctx, EVP_sha3_384(), NULL) != 1 ||
        EVP_DigestUpdate(ctx, m, 32) != 1 ||
        EVP_DigestUpdate(ctx, ct, ct_len) != 1 ||
        EVP_DigestFinal_ex(ctx, md, &len) != 1 || len != 48) {
        fprintf(stderr, "OpenSSL SHA3-384 failed\n");
        exit(1);
    }
    EVP_MD_CTX_free(ctx);
    memcpy(out, md, 32);
}

static void test_sizes(void)
{
    static const size_t table[3][3] = {{1541, 5223, 1573},
                                       {3083, 10105, 3115},
                                       {5122, 16494, 5154}};
    for (int i = 0; i < 3; i++) {
        binpoly_bike_sizes s;
        CHECK(binpoly_bike_get_sizes(2 * i + 1, &s) == 0 &&
                  s.public_key == table[i][0] && s.secret_key == table[i][1] &&
                  s.ciphertext == table[i][2] && s.shared_secret == 32 &&
                  s.keypair_seed == 64 && s.enc_seed == 64,
              "sizes of level %d", 2 * i + 1);
    }
    CHECK(BINPOLY_BIKE1_PUBLICKEYBYTES == 1541 &&
              BINPOLY_BIKE3_SECRETKEYBYTES == 10105 &&
              BINPOLY_BIKE5_CIPHERTEXTBYTES == 5154,
          "size macros");
    binpoly_bike_sizes s;
    CHECK(binpoly_bike_get_sizes(2, &s) == BINPOLY_ERR_ARG, "level 2");
    CHECK(binpoly_bike_get_sizes(1, NULL) == BINPOLY_ERR_NULL, "NULL sizes");
}

typedef struct {
    uint8_t *pk, *sk, *ct, ss[32];
} kem_bufs;

static kem_bufs make_pair(const level_info *L, uint64_t *rng)
{
    kem_bufs b = {malloc(L->sz.public_key), malloc(L->sz.secret_key),
                  malloc(L->sz.ciphertext), {0}};
    uint8_t rnd[64];
    fill(rnd, 64, rng);
    CHECK(binpoly_bike_keypair_derand_checked(L->level, b.pk, L->sz.public_key,
                                              b.sk, L->sz.secret_key, rnd,
                                              64) == 0,
          "L%d keypair", L->level);
    fill(rnd, 64, rng);
    CHECK(binpoly_bike_enc_derand_checked(L->level, b.ct, L->sz.ciphertext,
                                          b.ss, 32, b.pk, L->sz.public_key,
                                          rnd, 64) == 0,
          "L%d enc", L->level);
    return b;
}

static void free_pair(kem_bufs *b)
{
    free(b->pk);
    free(b->sk);
    free(b->ct);
}

static int dec(const level_info *L, uint8_t ss[32], const uint8_t *ct,
               const uint8_t *sk)
{
    return binpoly_bike_dec_checked(L->level, ss, 32, ct, L->sz.ciphertext, sk,
                                    L->sz.secret_key);
}

static void test_round_trips(const level_info *L, uint64_t *rng, int trials)
{
    for (int t = 0; t < trials; t++) {
        kem_bufs b = make_pair(L, rng);
        uint8_t ss[32];
        CHECK(dec(L, ss, b.ct, b.sk) == 0 && memcmp(ss, b.ss, 32) == 0,
              "L%d round trip %d", L->level, t);
        /* the unused half of Encaps' draw does not matter (spec §7) */
        uint8_t rnd[64], ct2[BINPOLY_BIKE5_CIPHERTEXTBYTES], ss2[32];
        fill(rnd, 64, rng);
        uint8_t rnd2[64];
        memcpy(rnd2, rnd, 32);
        fill(rnd2 + 32, 32, rng);
        uint8_t ct1[BINPOLY_BIKE5_CIPHERTEXTBYTES], ss1[32];
        binpoly_bike_enc_derand_checked(L->level, ct1, L->sz.ciphertext, ss1,
                                        32, b.pk, L->sz.public_key, rnd, 64);
        binpoly_bike_enc_derand_checked(L->level, ct2, L->sz.ciphertext, ss2,
                                        32, b.pk, L->sz.public_key, rnd2, 64);
        CHECK(memcmp(ct1, ct2, L->sz.ciphertext) == 0 &&
                  memcmp(ss1, ss2, 32) == 0,
              "L%d encaps depends on the unused 32 bytes", L->level);
        free_pair(&b);
    }
    /* OS randomness */
    uint8_t *pk = malloc(L->sz.public_key), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(L->sz.ciphertext), ss[32], ss2[32];
    CHECK(binpoly_bike_keypair_checked(L->level, pk, L->sz.public_key, sk,
                                       L->sz.secret_key) == 0 &&
              binpoly_bike_enc_checked(L->level, ct, L->sz.ciphertext, ss, 32,
                                       pk, L->sz.public_key) == 0 &&
              dec(L, ss2, ct, sk) == 0 && memcmp(ss, ss2, 32) == 0,
          "L%d round trip with OS randomness", L->level);
    free(pk);
    free(sk);
    free(ct);
}

/* Every byte class of the ciphertext, tampered: the implicit-rejection key
 * K(sigma, ct'). */
static void test_tampering(const level_info *L, uint64_t *rng)
{
    kem_bufs b = make_pair(L, rng);
    const size_t rb = L->sz.public_key, ctb = L->sz.ciphertext;
    const uint8_t *sigma = b.sk + L->sz.secret_key - 32;
    const size_t spots[] = {0, rb / 2, rb - 1, rb, rb + 17, ctb - 1};
    const uint8_t flips[] = {0x01, 0x80, 0x01, 0x01, 0x10, 0x80};
    uint8_t *ct = malloc(ctb), ss[32], want[32];
    for (size_t i = 0; i < sizeof spots / sizeof *spots; i++) {
        memcpy(ct, b.ct, ctb);
        ct[spots[i]] ^= flips[i];
        reference_k(want, sigma, ct, ctb);
        CHECK(dec(L, ss, ct, b.sk) == 0 && memcmp(ss, want, 32) == 0,
              "L%d tampered byte %zu: not K(sigma, ct)", L->level, spots[i]);
    }
    /* all-zero and all-ones c0, random ciphertexts */
    for (int v = 0; v < 3; v++) {
        if (v < 2)
            memset(ct, v ? 0xFF : 0x00, rb);
        else
            fill(ct, ctb, rng);
        reference_k(want, sigma, ct, ctb);
        CHECK(dec(L, ss, ct, b.sk) == 0 && memcmp(ss, want, 32) == 0,
              "L%d malformed ciphertext %d: not K(sigma, ct)", L->level, v);
    }
    free(ct);
    free_pair(&b);
}

/* spec/bike.md §13.3: the count-0 key and ciphertext (seeds of §13.1),
 * changed as stated, give the reference's shared secrets. */
static void test_edge_vectors(void)
{
    static const char *seedk =
        "7c9935a0b07694aa0c6d10e4db6b1add2fd81a25ccb148032dcd739936737f2d";
    static const char *sigma =
        "b505d7cfad1b497499323c8686325e4792f267aafa3f87ca60d01cb54f29202a";
    static const char *m =
        "eb4a7c66ef4eba2ddb38c88d8bc706b1d639002198172a7b1942eca8f6c001ba";
    static const struct {
        int level;
        const char *ss[4]; /* byte 0 ^ 1, last ^ 0x80, c0 = 0, accepted */
    } want[2] = {
        {1,
         {"2F3492F5D7E75F23A30C7DB522807AABF6146657EB016D5207923DF0D4637FCC",
          "9B35B54F979F9C2C19C7F932EAE84821268A8C55EEE5D9BBB108AD9E0C17BBE1",
          "F63A8C77BE1FFD08618EBDC1C02629AE133578C193E1C01D62E3807588EE3988",
          "CD5CA320CF413C9496B8DFC03FE3B33D1452194A4DA80CB6281BB6998FC26A27"}},
        {3,
         {"33C3BAF93379440EFA1EBB7DC30737EC3EAC1B90606F4904881CD93F5C077EF6",
          "1798DCC0E7F10A83C84E27652802DBB65179499A52C2EEF7758465F0F38F96D6",
          "9249A078A94F2C1953EF8CC6683D5300BBCB635E4D475A6B96E0FBA8317D5700",
          "9FE826DA6F0D75E07AC83956E79183491C8D9AEF7348DD8E56466179844A28B9"}},
    };
    for (int i = 0; i < 2; i++) {
        const level_info L = level_get(want[i].level);
        uint8_t rnd_k[64], rnd_e[64] = {0}, ss[32], expect[32];
        kat_parse_hex(rnd_k, seedk, 32);
        kat_parse_hex(rnd_k + 32, sigma, 32);
        kat_parse_hex(rnd_e, m, 32);
        uint8_t *pk = malloc(L.sz.public_key), *sk = malloc(L.sz.secret_key);
        uint8_t *ct = malloc(L.sz.ciphertext), *t = malloc(L.sz.ciphertext);
        binpoly_bike_keypair_derand_checked(L.level, pk, L.sz.public_key, sk,
                                            L.sz.secret_key, rnd_k, 64);
        binpoly_bike_enc_derand_checked(L.level, ct, L.sz.ciphertext, ss, 32,
                                        pk, L.sz.public_key, rnd_e, 64);
        const size_t rb = L.sz.public_key;
        for (int v = 0; v < 4; v++) {
            memcpy(t, ct, L.sz.ciphertext);
            if (v == 0)
                t[0] ^= 0x01;
            else if (v == 1)
                t[L.sz.ciphertext - 1] ^= 0x80;
            else if (v == 2)
                memset(t, 0, rb);
            else {
                t[0] ^= 0x02;        /* coefficient 1 */
                t[rb - 1] ^= 0x10;   /* padding bit r + 1 */
            }
            kat_parse_hex(expect, want[i].ss[v], 32);
            CHECK(dec(&L, ss, t, sk) == 0 && memcmp(ss, expect, 32) == 0,
                  "L%d edge vector %d of spec §13.3", L.level, v);
        }
        free(pk);
        free(sk);
        free(ct);
        free(t);
    }
}

static void test_bad_keys(const level_info *L, uint64_t *rng)
{
    kem_bufs b = make_pair(L, rng);
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext;
    const uint8_t pad = (uint8_t)~((1u << (L->r % 8)) - 1);
    uint8_t *ct = malloc(ctb), ss[32];
    /* a public key with a padding bit: rejected, outputs zeroed */
    for (int bit = 0; bit < 8; bit++) {
        if (!(pad & (1u << bit)))
            continue;
        b.pk[pkb - 1] ^= (uint8_t)(1u << bit);
        uint8_t rnd[64] = {1};
        memset(ct, 0xAA, ctb);
        memset(ss, 0xAA, 32);
        int err = binpoly_bike_enc_derand_checked(L->level, ct, ctb, ss, 32,
                                                  b.pk, pkb, rnd, 64);
        const int zero = all_zero(ct, ctb) && all_zero(ss, 32);
        CHECK(err == BINPOLY_ERR_ARG && zero,
              "L%d pk padding bit %d: %d, outputs zeroed %d", L->level, bit,
              err, zero);
        b.pk[pkb - 1] ^= (uint8_t)(1u << bit);
    }
    /* secret keys KeyGen cannot make: an index >= r, padding bits in h0
     * or h */
    const size_t h0_at = 8 * (size_t)L->d, h_at = h0_at + 2 * pkb;
    uint8_t *bad = malloc(skb);
    for (int v = 0; v < 4; v++) {
        memcpy(bad, b.sk, skb);
        size_t at = v == 0 ? 0 : 4 * (size_t)L->d + 4 * (L->d - 1);
        if (v < 2) { /* list0[0] or list1[d-1] = r */
            bad[at] = (uint8_t)L->r;
            bad[at + 1] = (uint8_t)(L->r >> 8);
            bad[at + 2] = (uint8_t)(L->r >> 16);
            bad[at + 3] = 0;
        } else {
            bad[(v == 2 ? h0_at : h_at) + pkb - 1] |= pad;
        }
        memset(ss, 0xAA, 32);
        int err = dec(L, ss, b.ct, bad);
        const int zero = all_zero(ss, 32);
        CHECK(err == BINPOLY_ERR_ARG && zero, "L%d malformed sk %d: %d",
              L->level, v, err);
    }
    free(bad);
    free(ct);
    free_pair(&b);
}

static void test_checked(const level_info *L, uint64_t *rng)
{
    kem_bufs b = make_pair(L, rng);
    const int l = L->level;
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext;
    uint8_t rnd[64] = {0}, ss[32];
    uint8_t *pk = malloc(pkb + 1), *sk = malloc(skb + 1);
    uint8_t *ct = malloc(ctb + 1);
    /* lengths */
    CHECK(binpoly_bike_keypair_checked(l, pk, pkb + 1, sk, skb) ==
              BINPOLY_ERR_LENGTH,
          "L%d keypair pk length", l);
    CHECK(binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb - 1, rnd,
                                              64) == BINPOLY_ERR_LENGTH,
          "L%d keypair sk length", l);
    CHECK(binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb, rnd, 32) ==
              BINPOLY_ERR_LENGTH,
          "L%d keypair rnd length", l);
    CHECK(binpoly_bike_enc_checked(l, ct, ctb, ss, 31, b.pk, pkb) ==
              BINPOLY_ERR_LENGTH,
          "L%d enc ss length", l);
    CHECK(binpoly_bike_enc_derand_checked(l, ct, ctb, ss, 32, b.pk, pkb - 1,
                                          rnd, 64) == BINPOLY_ERR_LENGTH,
          "L%d enc pk length", l);
    CHECK(binpoly_bike_dec_checked(l, ss, 32, b.ct, ctb - 1, b.sk, skb) ==
              BINPOLY_ERR_LENGTH,
          "L%d dec ct length", l);
    /* NULLs */
    CHECK(binpoly_bike_dec_checked(l, ss, 32, NULL, ctb, b.sk, skb) ==
              BINPOLY_ERR_NULL,
          "L%d dec NULL ct", l);
    CHECK(binpoly_bike_enc_checked(l, NULL, ctb, ss, 32, b.pk, pkb) ==
              BINPOLY_ERR_NULL,
          "L%d enc NULL ct", l);
    CHECK(binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb, NULL, 64) ==
              BINPOLY_ERR_NULL,
          "L%d keypair NULL rnd", l);
    /* overlaps: an output inside an input or another output */
    CHECK(binpoly_bike_dec_checked(l, b.ct + 5, 32, b.ct, ctb, b.sk, skb) ==
              BINPOLY_ERR_OVERLAP,
          "L%d dec ss inside ct", l);
    CHECK(binpoly_bike_enc_checked(l, ct, ctb, ct + 10, 32, b.pk, pkb) ==
              BINPOLY_ERR_OVERLAP,
          "L%d enc ss inside ct", l);
    /* invalid levels, and a key of another level (wrong length) */
    CHECK(binpoly_bike_dec_checked(2, ss, 32, b.ct, ctb, b.sk, skb) ==
              BINPOLY_ERR_ARG,
          "level 2");
    const int other = l == 1 ? 3 : 1;
    CHECK(binpoly_bike_dec_checked(other, ss, 32, b.ct, ctb, b.sk, skb) ==
              BINPOLY_ERR_LENGTH,
          "L%d key used as L%d", l, other);
    /* the unchecked entry points' NULL checks */
    int (*decs[3])(uint8_t *, const uint8_t *, const uint8_t *) = {
        binpoly_bike1_dec, binpoly_bike3_dec, binpoly_bike5_dec};
    CHECK(decs[l / 2](ss, NULL, b.sk) == BINPOLY_ERR_NULL, "L%d dec NULL", l);
    free(pk);
    free(sk);
    free(ct);
    free_pair(&b);
}

/* BINPOLY_BACKEND names a backend this CPU cannot run, or none. */
static int invalid_backend(void)
{
    uint8_t pk[BINPOLY_BIKE1_PUBLICKEYBYTES], sk[BINPOLY_BIKE1_SECRETKEYBYTES];
    uint8_t ct[BINPOLY_BIKE1_CIPHERTEXTBYTES], ss[32], rnd[64] = {0};
    memset(pk, 0xAA, sizeof pk);
    memset(ss, 0xAA, sizeof ss);
    CHECK(binpoly_bike1_keypair_derand(pk, sk, rnd) == BINPOLY_ERR_BACKEND &&
              pk[0] == 0 && pk[sizeof pk - 1] == 0,
          "keypair with an invalid backend");
    CHECK(binpoly_bike1_enc_derand(ct, ss, pk, rnd) == BINPOLY_ERR_BACKEND,
          "enc with an invalid backend");
    memset(ss, 0xAA, sizeof ss);
    CHECK(binpoly_bike1_dec(ss, ct, sk) == BINPOLY_ERR_BACKEND && ss[0] == 0,
          "dec with an invalid backend");
    return test_report("BIKE with an invalid backend");
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--invalid-backend") == 0)
        return invalid_backend();
    test_require_backend();
    uint64_t rng = 0xB1CE0001u;
    const int asan = getenv("BINPOLY_TEST_ASAN") != NULL;
    test_sizes();
    test_edge_vectors();
    for (int level = 1; level <= 5; level += 2) {
        const level_info L = level_get(level);
        test_round_trips(&L, &rng, asan ? 2 : 10);
        test_tampering(&L, &rng);
        test_bad_keys(&L, &rng);
        test_checked(&L, &rng);
    }
    return test_report("BIKE KEM behaviour");
}
