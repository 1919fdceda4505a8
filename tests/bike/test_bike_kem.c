/* SPDX-License-Identifier: MIT */
/*
 * BIKE KEM behaviour beyond the KAT files: sizes, round trips (derandomized
 * and with OS randomness), implicit rejection of tampered ciphertexts of
 * every byte class (checked against K(sigma, ct) computed here with
 * test_crypto_ref.h's SHA3-384, apart from the library's hash code), the
 * decapsulation edge vectors of the BIKE team's additional implementation
 * (a padding bit of c0 that folds onto
 * the same residue is accepted, as in the reference), public keys with
 * padding bits, malformed secret keys, wrong lengths, NULLs, overlaps,
 * invalid levels and keys of another level.  c0's padding bits: alone
 * they are rejected; with the coefficient they fold onto (same residue)
 * they are accepted with K(m, ct) whenever h0 has no index the single fold
 * drops (spec: non-canonical inputs).  Run once per backend; with
 * --invalid-backend, checks that every entry point reports
 * BINPOLY_ERR_BACKEND and zeroes its outputs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "kat_text.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"
#include "test_crypto_ref.h"

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
    uint8_t md[48], buf[32 + 8192];
    if (ct_len > sizeof buf - 32) {
        fprintf(stderr, "reference_k: a %zu-byte ciphertext\n", ct_len);
        exit(1);
    }
    memcpy(buf, m, 32);
    memcpy(buf + 32, ct, ct_len);
    test_sha3_384(md, buf, 32 + ct_len);
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
        /* the unused half of Encaps' draw does not matter (spec: Encaps) */
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
    /* single-bit flips anywhere but c0's padding bits (which fold onto a
     * coefficient, see test_c0_padding): always rejected */
    const size_t real_c0_bits = L->r, pad_end = 8 * rb;
    for (int f = 0; f < 24; f++) {
        size_t bit = (size_t)(test_rand64(rng) % (real_c0_bits + 256));
        if (bit >= real_c0_bits)
            bit += pad_end - real_c0_bits; /* into c1 */
        memcpy(ct, b.ct, ctb);
        ct[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        reference_k(want, sigma, ct, ctb);
        CHECK(dec(L, ss, ct, b.sk) == 0 && memcmp(ss, want, 32) == 0,
              "L%d flipped bit %zu: not K(sigma, ct)", L->level, bit);
    }
    free(ct);
    free_pair(&b);
}

/* c0's padding bits r .. 8*RB-1 (spec: non-canonical inputs): padding bit r +
 * j acts as coefficient j through one fold whose terms of degree >= 2r are
 * dropped.  Alone it changes the residue: rejected, K(sigma, ct).  Set
 * together with coefficient j the residue is the honest one, and when h0
 * has no index >= r - j (no dropped term) the syndrome is exactly the
 * honest one: accepted, K(m, ct bytes as received).  Also checks the honest
 * ss = K(m, ct) against the reference SHA3-384. */
static void test_c0_padding(const level_info *L, uint64_t *rng)
{
    const size_t rb = L->sz.public_key, ctb = L->sz.ciphertext;
    uint8_t rnd_k[64], rnd_e[64], ss[32], ss_enc[32], want[32];
    fill(rnd_k, 64, rng);
    fill(rnd_e, 64, rng);
    uint8_t *pk = malloc(rb), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(ctb), *t = malloc(ctb);
    CHECK(binpoly_bike_keypair_derand_checked(L->level, pk, rb, sk,
                                              L->sz.secret_key, rnd_k,
                                              64) == 0 &&
              binpoly_bike_enc_derand_checked(L->level, ct, ctb, ss_enc, 32,
                                              pk, rb, rnd_e, 64) == 0,
          "L%d keypair and enc", L->level);
    const uint8_t *m = rnd_e, *sigma = sk + L->sz.secret_key - 32;
    reference_k(want, m, ct, ctb);
    CHECK(memcmp(ss_enc, want, 32) == 0, "L%d honest ss is not K(m, ct)",
          L->level);
    CHECK(dec(L, ss, ct, sk) == 0 && memcmp(ss, ss_enc, 32) == 0,
          "L%d honest round trip", L->level);
    uint32_t max_index = 0; /* largest index of h0 (list0) */
    for (uint32_t i = 0; i < L->d; i++) {
        const uint8_t *e = sk + 4 * i;
        const uint32_t v = (uint32_t)e[0] | (uint32_t)e[1] << 8 |
                           (uint32_t)e[2] << 16 | (uint32_t)e[3] << 24;
        max_index = v > max_index ? v : max_index;
    }
    for (size_t bit = L->r; bit < 8 * rb; bit++) {
        const size_t j = bit - L->r;
        memcpy(t, ct, ctb);
        t[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        reference_k(want, sigma, t, ctb);
        CHECK(dec(L, ss, t, sk) == 0 && memcmp(ss, want, 32) == 0,
              "L%d padding bit r+%zu alone: not K(sigma, ct)", L->level, j);
        t[j / 8] ^= (uint8_t)(1u << (j % 8)); /* coefficient j too */
        uint8_t rej[32];
        reference_k(want, m, t, ctb);
        reference_k(rej, sigma, t, ctb);
        const int got = dec(L, ss, t, sk);
        if (max_index < L->r - j)
            CHECK(got == 0 && memcmp(ss, want, 32) == 0,
                  "L%d coefficient %zu + padding bit r+%zu: not accepted "
                  "with K(m, ct)", L->level, j, j);
        else /* a dropped term: either outcome is the reference's */
            CHECK(got == 0 && (memcmp(ss, want, 32) == 0 ||
                               memcmp(ss, rej, 32) == 0),
                  "L%d coefficient %zu + padding bit r+%zu: neither key",
                  L->level, j, j);
    }
    /* every padding bit at once */
    memcpy(t, ct, ctb);
    t[rb - 1] |= (uint8_t)~((1u << (L->r % 8)) - 1);
    reference_k(want, sigma, t, ctb);
    CHECK(dec(L, ss, t, sk) == 0 && memcmp(ss, want, 32) == 0,
          "L%d all padding bits: not K(sigma, ct)", L->level);
    free(pk);
    free(sk);
    free(ct);
    free(t);
}

/* The additional implementation's edge vectors: the count-0 key and
 * ciphertext of the KAT file,
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
        if (L.level == 1) { /* the KAT file's honest count-0 ss */
            kat_parse_hex(expect, "c748cc2121532efeeba47f446e8393b7202400463b"
                                  "ebde6e45882acab8ddeec6", 32);
            CHECK(memcmp(ss, expect, 32) == 0, "L1 count-0 ss of the KAT file");
        }
        const uint8_t *sig = sk + L.sz.secret_key - 32;
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
                  "L%d edge vector %d of the reference", L.level, v);
            /* the published values are K(sigma, ct') for the rejected ones
             * and K(m, ct') for the accepted one */
            uint8_t k[32];
            reference_k(k, v < 3 ? sig : rnd_e, t, L.sz.ciphertext);
            CHECK(memcmp(k, expect, 32) == 0,
                  "L%d edge vector %d: not K(%s, ct) by the reference", L.level, v,
                  v < 3 ? "sigma" : "m");
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

/* The NIST-style entry points of one level. */
typedef struct {
    int (*keypair)(uint8_t *, uint8_t *);
    int (*keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*enc)(uint8_t *, uint8_t *, const uint8_t *);
    int (*enc_derand)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
} level_api;

static level_api api_of(int level)
{
    static const level_api apis[3] = {
        {binpoly_bike1_keypair, binpoly_bike1_keypair_derand,
         binpoly_bike1_enc, binpoly_bike1_enc_derand, binpoly_bike1_dec},
        {binpoly_bike3_keypair, binpoly_bike3_keypair_derand,
         binpoly_bike3_enc, binpoly_bike3_enc_derand, binpoly_bike3_dec},
        {binpoly_bike5_keypair, binpoly_bike5_keypair_derand,
         binpoly_bike5_enc, binpoly_bike5_enc_derand, binpoly_bike5_dec},
    };
    return apis[level / 2];
}

/* The NIST-style entry points: the same bytes as the checked ones, NULLs
 * in every position, a padded public key and malformed secret keys (outputs
 * zeroed on every error with non-NULL outputs). */
static void test_unchecked(const level_info *L, uint64_t *rng)
{
    const level_api A = api_of(L->level);
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext;
    uint8_t rnd_k[64], rnd_e[64], ss[32], ss2[32], ss3[32];
    fill(rnd_k, 64, rng);
    fill(rnd_e, 64, rng);
    uint8_t *pk = malloc(pkb), *sk = malloc(skb), *ct = malloc(ctb);
    uint8_t *pk2 = malloc(pkb), *sk2 = malloc(skb), *ct2 = malloc(ctb);
    CHECK(A.keypair_derand(pk, sk, rnd_k) == 0 &&
              binpoly_bike_keypair_derand_checked(L->level, pk2, pkb, sk2,
                                                  skb, rnd_k, 64) == 0 &&
              memcmp(pk, pk2, pkb) == 0 && memcmp(sk, sk2, skb) == 0,
          "L%d keypair_derand differs from the checked one", L->level);
    CHECK(A.enc_derand(ct, ss, pk, rnd_e) == 0 &&
              binpoly_bike_enc_derand_checked(L->level, ct2, ctb, ss2, 32, pk,
                                              pkb, rnd_e, 64) == 0 &&
              memcmp(ct, ct2, ctb) == 0 && memcmp(ss, ss2, 32) == 0,
          "L%d enc_derand differs from the checked one", L->level);
    CHECK(A.dec(ss3, ct, sk) == 0 && memcmp(ss3, ss, 32) == 0,
          "L%d dec", L->level);
    /* OS randomness, unchecked */
    CHECK(A.keypair(pk2, sk2) == 0 && A.enc(ct2, ss2, pk2) == 0 &&
              A.dec(ss3, ct2, sk2) == 0 && memcmp(ss2, ss3, 32) == 0,
          "L%d round trip with OS randomness (unchecked)", L->level);
    CHECK(A.keypair(pk2, sk2) == 0 && memcmp(pk2, pk, pkb) != 0,
          "L%d two OS-random key pairs are equal", L->level);
    /* NULL in every position */
    CHECK(A.keypair(NULL, sk2) == BINPOLY_ERR_NULL &&
              A.keypair(pk2, NULL) == BINPOLY_ERR_NULL,
          "L%d keypair NULL", L->level);
    CHECK(A.keypair_derand(NULL, sk2, rnd_k) == BINPOLY_ERR_NULL &&
              A.keypair_derand(pk2, NULL, rnd_k) == BINPOLY_ERR_NULL &&
              A.keypair_derand(pk2, sk2, NULL) == BINPOLY_ERR_NULL,
          "L%d keypair_derand NULL", L->level);
    CHECK(A.enc(NULL, ss2, pk) == BINPOLY_ERR_NULL &&
              A.enc(ct2, NULL, pk) == BINPOLY_ERR_NULL &&
              A.enc(ct2, ss2, NULL) == BINPOLY_ERR_NULL,
          "L%d enc NULL", L->level);
    CHECK(A.enc_derand(NULL, ss2, pk, rnd_e) == BINPOLY_ERR_NULL &&
              A.enc_derand(ct2, NULL, pk, rnd_e) == BINPOLY_ERR_NULL &&
              A.enc_derand(ct2, ss2, NULL, rnd_e) == BINPOLY_ERR_NULL &&
              A.enc_derand(ct2, ss2, pk, NULL) == BINPOLY_ERR_NULL,
          "L%d enc_derand NULL", L->level);
    CHECK(A.dec(NULL, ct, sk) == BINPOLY_ERR_NULL &&
              A.dec(ss2, NULL, sk) == BINPOLY_ERR_NULL &&
              A.dec(ss2, ct, NULL) == BINPOLY_ERR_NULL,
          "L%d dec NULL", L->level);
    /* a padded public key through both unchecked encapsulations */
    const uint8_t pad = (uint8_t)~((1u << (L->r % 8)) - 1);
    memcpy(pk2, pk, pkb);
    pk2[pkb - 1] |= pad & (uint8_t)-pad; /* the lowest padding bit */
    memset(ct2, 0xAA, ctb);
    memset(ss2, 0xAA, 32);
    CHECK(A.enc_derand(ct2, ss2, pk2, rnd_e) == BINPOLY_ERR_ARG &&
              all_zero(ct2, ctb) && all_zero(ss2, 32),
          "L%d enc_derand with a padded pk", L->level);
    memset(ct2, 0xAA, ctb);
    memset(ss2, 0xAA, 32);
    CHECK(A.enc(ct2, ss2, pk2) == BINPOLY_ERR_ARG && all_zero(ct2, ctb) &&
              all_zero(ss2, 32),
          "L%d enc with a padded pk", L->level);
    /* secret keys with an index far out of range (list0[d/2] = 2^32-1,
     * list1[0] = r + 1), through the unchecked decapsulation */
    for (int v = 0; v < 2; v++) {
        memcpy(sk2, sk, skb);
        const size_t at = v == 0 ? 4 * (size_t)(L->d / 2) : 4 * (size_t)L->d;
        const uint32_t val = v == 0 ? UINT32_MAX : L->r + 1;
        for (int i = 0; i < 4; i++)
            sk2[at + (size_t)i] = (uint8_t)(val >> (8 * i));
        memset(ss2, 0xAA, 32);
        CHECK(A.dec(ss2, ct, sk2) == BINPOLY_ERR_ARG && all_zero(ss2, 32),
              "L%d sk with index %u", L->level, (unsigned)val);
    }
    /* the lowest padding bit of h0, alone */
    memcpy(sk2, sk, skb);
    sk2[8 * (size_t)L->d + pkb - 1] |= pad & (uint8_t)-pad;
    memset(ss2, 0xAA, 32);
    CHECK(A.dec(ss2, ct, sk2) == BINPOLY_ERR_ARG && all_zero(ss2, 32),
          "L%d sk with h0's lowest padding bit", L->level);
    free(pk);
    free(sk);
    free(ct);
    free(pk2);
    free(sk2);
    free(ct2);
}

/* The checked entry points' argument errors beyond test_checked: every
 * invalid level on each of them, NULL and overlap in every position,
 * touching (not overlapping) buffers accepted, keys of another level. */
static void test_checked_more(const level_info *L, uint64_t *rng)
{
    const int l = L->level;
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext;
    kem_bufs b = make_pair(L, rng);
    uint8_t rnd[64], ss[32];
    fill(rnd, 64, rng);
    /* one area holding rnd, pk, sk, ct, ss back to back (every overlap
     * below stays inside it) */
    const size_t total = 64 + pkb + skb + ctb + 32;
    uint8_t *area = malloc(total);
    uint8_t *rn = area, *pk = rn + 64, *sk = pk + pkb, *ct = sk + skb;
    uint8_t *s2 = ct + ctb;
    memcpy(rn, rnd, 64);
    static const int bad_levels[] = {0, 2, 4, 6, -1, 7, 1000};
    for (size_t i = 0; i < sizeof bad_levels / sizeof *bad_levels; i++) {
        const int v = bad_levels[i];
        CHECK(binpoly_bike_keypair_checked(v, pk, pkb, sk, skb) ==
                      BINPOLY_ERR_ARG &&
                  binpoly_bike_keypair_derand_checked(v, pk, pkb, sk, skb, rn,
                                                      64) == BINPOLY_ERR_ARG &&
                  binpoly_bike_enc_checked(v, ct, ctb, s2, 32, b.pk, pkb) ==
                      BINPOLY_ERR_ARG &&
                  binpoly_bike_enc_derand_checked(v, ct, ctb, s2, 32, b.pk,
                                                  pkb, rn, 64) ==
                      BINPOLY_ERR_ARG &&
                  binpoly_bike_dec_checked(v, s2, 32, b.ct, ctb, b.sk, skb) ==
                      BINPOLY_ERR_ARG,
              "level %d not refused with BINPOLY_ERR_ARG", v);
        binpoly_bike_sizes sz;
        CHECK(binpoly_bike_get_sizes(v, &sz) == BINPOLY_ERR_ARG,
              "get_sizes(%d)", v);
    }
    /* buffers that touch but do not overlap: accepted, and the same bytes */
    CHECK(binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb, rn, 64) ==
                  0 &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, s2, 32, pk, pkb, rn,
                                              64) == 0 &&
              binpoly_bike_dec_checked(l, ss, 32, ct, ctb, sk, skb) == 0 &&
              memcmp(ss, s2, 32) == 0,
          "L%d adjacent buffers", l);
    /* NULL in every position */
    CHECK(binpoly_bike_keypair_checked(l, NULL, pkb, sk, skb) ==
                  BINPOLY_ERR_NULL &&
              binpoly_bike_keypair_checked(l, pk, pkb, NULL, skb) ==
                  BINPOLY_ERR_NULL &&
              binpoly_bike_keypair_derand_checked(l, NULL, pkb, sk, skb, rn,
                                                  64) == BINPOLY_ERR_NULL &&
              binpoly_bike_keypair_derand_checked(l, pk, pkb, NULL, skb, rn,
                                                  64) == BINPOLY_ERR_NULL,
          "L%d keypair NULLs", l);
    CHECK(binpoly_bike_enc_checked(l, ct, ctb, NULL, 32, b.pk, pkb) ==
                  BINPOLY_ERR_NULL &&
              binpoly_bike_enc_checked(l, ct, ctb, s2, 32, NULL, pkb) ==
                  BINPOLY_ERR_NULL &&
              binpoly_bike_enc_derand_checked(l, NULL, ctb, s2, 32, b.pk, pkb,
                                              rn, 64) == BINPOLY_ERR_NULL &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, NULL, 32, b.pk, pkb,
                                              rn, 64) == BINPOLY_ERR_NULL &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, s2, 32, NULL, pkb,
                                              rn, 64) == BINPOLY_ERR_NULL &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, s2, 32, b.pk, pkb,
                                              NULL, 64) == BINPOLY_ERR_NULL,
          "L%d enc NULLs", l);
    CHECK(binpoly_bike_dec_checked(l, NULL, 32, b.ct, ctb, b.sk, skb) ==
                  BINPOLY_ERR_NULL &&
              binpoly_bike_dec_checked(l, ss, 32, b.ct, ctb, NULL, skb) ==
                  BINPOLY_ERR_NULL,
          "L%d dec NULLs", l);
    /* lengths in every position */
    CHECK(binpoly_bike_keypair_checked(l, pk, pkb, sk, skb + 1) ==
                  BINPOLY_ERR_LENGTH &&
              binpoly_bike_keypair_derand_checked(l, pk, pkb - 1, sk, skb, rn,
                                                  64) == BINPOLY_ERR_LENGTH &&
              binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb, rn,
                                                  65) == BINPOLY_ERR_LENGTH &&
              binpoly_bike_enc_checked(l, ct, ctb + 1, s2, 32, b.pk, pkb) ==
                  BINPOLY_ERR_LENGTH &&
              binpoly_bike_enc_checked(l, ct, ctb, s2, 32, b.pk, 0) ==
                  BINPOLY_ERR_LENGTH &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, s2, 33, b.pk, pkb,
                                              rn, 64) == BINPOLY_ERR_LENGTH &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, s2, 32, b.pk, pkb,
                                              rn, 0) == BINPOLY_ERR_LENGTH &&
              binpoly_bike_dec_checked(l, ss, 0, b.ct, ctb, b.sk, skb) ==
                  BINPOLY_ERR_LENGTH &&
              binpoly_bike_dec_checked(l, ss, 32, b.ct, ctb, b.sk, skb + 1) ==
                  BINPOLY_ERR_LENGTH &&
              binpoly_bike_dec_checked(l, ss, 32, b.ct, ctb + 32, b.sk, skb) ==
                  BINPOLY_ERR_LENGTH,
          "L%d lengths", l);
    /* overlaps: every output against every other buffer, by one byte */
    CHECK(binpoly_bike_keypair_checked(l, pk, pkb, pk + pkb - 1, skb) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_keypair_derand_checked(l, pk, pkb, sk, skb,
                                                  sk + skb - 1, 64) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_keypair_derand_checked(l, rn + 63, pkb, sk + 63,
                                                  skb, rn, 64) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_keypair_derand_checked(l, pk, pkb, pk, skb, rn,
                                                  64) == BINPOLY_ERR_OVERLAP,
          "L%d keypair overlaps", l);
    memcpy(pk, b.pk, pkb);
    CHECK(binpoly_bike_enc_checked(l, pk + pkb - 1, ctb, s2, 32, pk, pkb) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_enc_checked(l, ct, ctb, pk + pkb - 32 + 1, 32, pk,
                                       pkb) == BINPOLY_ERR_OVERLAP &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, rn + 63, 32, pk,
                                              pkb, rn, 64) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_enc_derand_checked(l, ct, ctb, ct + ctb - 1, 32,
                                              pk, pkb, rn, 64) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_enc_derand_checked(l, rn, ctb, s2, 32, pk, pkb, rn,
                                              64) == BINPOLY_ERR_OVERLAP,
          "L%d enc overlaps", l);
    memcpy(sk, b.sk, skb);
    memcpy(ct, b.ct, ctb);
    CHECK(binpoly_bike_dec_checked(l, sk + skb - 1, 32, ct, ctb, sk, skb) ==
                  BINPOLY_ERR_OVERLAP &&
              binpoly_bike_dec_checked(l, ct + ctb - 31, 32, ct, ctb, sk,
                                       skb) == BINPOLY_ERR_OVERLAP &&
              binpoly_bike_dec_checked(l, ct, 32, ct, ctb, sk, skb) ==
                  BINPOLY_ERR_OVERLAP,
          "L%d dec overlaps", l);
    /* inputs may share memory: ct and sk from one array are fine */
    CHECK(binpoly_bike_dec_checked(l, ss, 32, ct, ctb, sk, skb) == 0 &&
              memcmp(ss, b.ss, 32) == 0,
          "L%d dec from one area", l);
    free(area);
    free_pair(&b);
}

/* A secret key of one level with a ciphertext of another, through the
 * checked API: a length error whichever level is named. */
static void test_cross_level(uint64_t *rng)
{
    const level_info L1 = level_get(1), L3 = level_get(3), L5 = level_get(5);
    kem_bufs a = make_pair(&L1, rng), c = make_pair(&L3, rng);
    kem_bufs e = make_pair(&L5, rng);
    uint8_t ss[32];
    CHECK(binpoly_bike_dec_checked(3, ss, 32, c.ct, L3.sz.ciphertext, a.sk,
                                   L1.sz.secret_key) == BINPOLY_ERR_LENGTH,
          "L1 sk with an L3 ct as level 3");
    CHECK(binpoly_bike_dec_checked(1, ss, 32, c.ct, L3.sz.ciphertext, a.sk,
                                   L1.sz.secret_key) == BINPOLY_ERR_LENGTH,
          "L1 sk with an L3 ct as level 1");
    CHECK(binpoly_bike_dec_checked(5, ss, 32, a.ct, L1.sz.ciphertext, e.sk,
                                   L5.sz.secret_key) == BINPOLY_ERR_LENGTH,
          "L5 sk with an L1 ct as level 5");
    uint8_t ct[BINPOLY_BIKE5_CIPHERTEXTBYTES];
    CHECK(binpoly_bike_enc_checked(1, ct, L1.sz.ciphertext, ss, 32, c.pk,
                                   L3.sz.public_key) == BINPOLY_ERR_LENGTH &&
              binpoly_bike_enc_checked(3, ct, L3.sz.ciphertext, ss, 32, a.pk,
                                       L1.sz.public_key) == BINPOLY_ERR_LENGTH,
          "a public key of another level");
    CHECK(binpoly_bike_dec_checked(1, ss, 32, a.ct, L1.sz.ciphertext, a.sk,
                                   L1.sz.secret_key) == 0 &&
              memcmp(ss, a.ss, 32) == 0,
          "L1 after the cross-level calls");
    free_pair(&a);
    free_pair(&c);
    free_pair(&e);
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
        test_c0_padding(&L, &rng);
        test_bad_keys(&L, &rng);
        test_checked(&L, &rng);
        test_unchecked(&L, &rng);
        test_checked_more(&L, &rng);
    }
    test_cross_level(&rng);
    return test_report("BIKE KEM behaviour");
}
