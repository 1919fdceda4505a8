/* SPDX-License-Identifier: MIT */
/*
 * HQC KEM behaviour beyond the KAT files: sizes, round trips with OS
 * randomness, implicit rejection of tampered ciphertexts (checked against
 * an independent computation of J and against the official reference's
 * values for malformed inputs), wrong lengths, NULLs, overlaps, and public
 * keys with pad bits set.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_test_support.h"
#include "test_backend.h"
#include "test_check.h"


/* Sizes of HQC spec v5.0.0, parameters (pk, sk, ct, k). */
static void test_sizes(const hqc_test_level *L)
{
    static const size_t table[3][4] = {{2241, 2321, 4433, 16},
                                       {4514, 4602, 8978, 24},
                                       {7237, 7333, 14421, 32}};
    const size_t *t = table[L->level / 2];
    CHECK(L->sz.public_key == t[0] && L->sz.secret_key == t[1] &&
              L->sz.ciphertext == t[2] && L->sz.message == t[3] &&
              L->sz.shared_secret == 32 && L->sz.salt == 16 &&
              L->sz.keypair_seed == 32,
          "%s sizes", L->name);
    binpoly_hqc_sizes s;
    CHECK(binpoly_hqc_get_sizes(L->level, &s) == 0 &&
              memcmp(&s, &L->sz, sizeof s) == 0,
          "%s binpoly_hqc_get_sizes differs from the macros", L->name);
    CHECK(binpoly_hqc_get_sizes(2, &s) == BINPOLY_ERR_ARG, "level 2");
    CHECK(binpoly_hqc_get_sizes(1, NULL) == BINPOLY_ERR_NULL, "NULL sizes");
}

/* The implicit-rejection key computed from its definition, apart from the
 * library's KEM code: SHA3-256(SHA3-256(pk || 01) || sigma || ct || 03). */
static void reference_reject_key(uint8_t out[32], const hqc_test_level *L,
                                 const uint8_t *sk, const uint8_t *ct)
{
    const size_t pkb = L->sz.public_key;
    const uint8_t d1 = 0x01, d3 = 0x03;
    uint8_t h[32];
    bp_keccak_state st;
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, sk, pkb);
    bp_keccak_absorb(&st, &d1, 1);
    bp_sha3_finalize(&st, h);
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, h, 32);
    bp_keccak_absorb(&st, sk + pkb + 32, L->sz.message);  /* sigma */
    bp_keccak_absorb(&st, ct, L->sz.ciphertext);
    bp_keccak_absorb(&st, &d3, 1);
    bp_sha3_finalize(&st, out);
}

static void test_round_trips(const hqc_test_level *L, int trials)
{
    uint8_t *pk = malloc(L->sz.public_key), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(L->sz.ciphertext), *ct2 = malloc(L->sz.ciphertext);
    uint8_t ss[32], ss2[32], ss_dec[32];
    for (int t = 0; t < trials; t++) {
        CHECK(L->keypair(pk, sk) == 0, "keypair");
        CHECK(memcmp(sk, pk, L->sz.public_key) == 0, "sk starts with pk");
        CHECK(L->enc(ct, ss, pk) == 0, "enc");
        CHECK(L->dec(ss_dec, ct, sk) == 0, "dec");
        CHECK(memcmp(ss, ss_dec, 32) == 0, "%s round trip %d", L->name, t);
        /* Fresh randomness: a second encapsulation differs. */
        CHECK(L->enc(ct2, ss2, pk) == 0, "enc");
        CHECK(memcmp(ct, ct2, L->sz.ciphertext) != 0 &&
                  memcmp(ss, ss2, 32) != 0, "two encapsulations equal");
    }
    free(pk);
    free(sk);
    free(ct);
    free(ct2);
}

/* Record 0 of the KAT file: keys, message and salt from the KAT PRNG. */
static void kat_record0(const hqc_test_level *L, uint8_t *pk, uint8_t *sk,
                        uint8_t *ct, uint8_t ss[32])
{
    uint8_t entropy[48], seed[48], seed_kem[32], m[32], salt[16];
    for (int i = 0; i < 48; i++)
        entropy[i] = (uint8_t)i;
    bp_keccak_state st;
    kat_prng_init(&st, entropy, 48);
    bp_keccak_squeeze(&st, seed, 48);
    kat_prng_init(&st, seed, 48);
    bp_keccak_squeeze(&st, seed_kem, 32);
    bp_keccak_squeeze(&st, m, L->sz.message);
    bp_keccak_squeeze(&st, salt, 16);
    CHECK(L->keypair_derand(pk, sk, seed_kem) == 0, "keypair_derand");
    CHECK(L->enc_derand(ct, ss, pk, m, salt) == 0, "enc_derand");
}

/* Every byte-position class of a ciphertext: tampering gives the
 * implicit-rejection key J(H(pk), sigma, ct') and never an error.  Values
 * of the official reference implementation for record 0. */
static void test_tampering(const hqc_test_level *L)
{
    static const char *const spec_ss[3][4] = {
        {"F3016BAA9DB8551EA91C00B15E96AE8957C3FA9BB7C74E6AB68FABE9748A72FE",
         "DF37BF5E9228A566E24A5744F3F40A58C81381329584672CE4A14C112A74F886",
         "1888EAA28F55B327C29C76D212C7C71C29CB5AC4369670183EAA818D950EA7F8",
         "1DFA4E3632B39BDBAC2E96237D6363FE0AD1BEA810038823DAF9F8B9937B4BAE"},
        {"67B2E6ADA4006E7F10FD0F31E83061C15D3C1099F645138E67179056F86994FB",
         "C5CF6CB04F0E1D20D26F167D576E6282263FEA974CA957E95182B4CE2CF4B69E",
         "1B6AED2C33B4A9A542E6E9B23659493E811DCE21C4657344B718EC19F851EB46",
         "F64ECBF37EB36E5ED56F3CE7FC44AF12A4141F4CC189B88D769793077E875A87"},
        {"8A6DFB83966D817F45D2F77D9AF149FE502210E58FC0AE799EE6870F72483D60",
         "0DFCB8D9386FF2F0B96C5A76D3A2C82CF4040F17A03050ECF43E71030ED9D78B",
         "E8207801FD2D4DAC55EF7C6F606CD6785A4AB9785D63873D9EE5D2DAC5F868CE",
         "D2573199D6C2575BD658F7401014BA3EAA096828B390CC8820F6F7A976780357"}};
    const size_t ctb = L->sz.ciphertext;
    const size_t n_bytes = L->sz.public_key - 32;
    const uint8_t pad = L->level == 3 ? 0xF8 : 0xE0;
    uint8_t *pk = malloc(L->sz.public_key), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(ctb), *bad = malloc(ctb);
    uint8_t ss[32], got[32], want[32];
    kat_record0(L, pk, sk, ct, ss);

    /* The reference's four modified ciphertexts, then more positions per
     * class. */
    struct { size_t at; uint8_t xor_mask; const char *what; } cases[] = {
        {0, 0x01, "u bit 0"},
        {n_bytes + 5, 0x80, "a bit of v"},
        {ctb - 1, 0x01, "salt"},
        {n_bytes - 1, pad, "pad bits of u"},
        {n_bytes / 2, 0x10, "middle of u"},
        {n_bytes - 1, 0x01, "last coefficient byte of u"},
        {n_bytes, 0x01, "v bit 0"},
        {ctb - 17, 0x40, "last byte of v"},
        {ctb - 16, 0x02, "first byte of salt"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        memcpy(bad, ct, ctb);
        bad[cases[c].at] ^= cases[c].xor_mask;
        CHECK(L->dec(got, bad, sk) == 0, "dec of tampered ct must succeed");
        reference_reject_key(want, L, sk, bad);
        CHECK(memcmp(got, want, 32) == 0, "%s %s: not J(H(pk),sigma,ct)",
              L->name, cases[c].what);
        CHECK(memcmp(got, ss, 32) != 0, "%s %s: accepted", L->name,
              cases[c].what);
        if (c < 4) {
            uint8_t spec[32];
            kat_parse_hex(spec, spec_ss[L->level / 2][c], 32);
            CHECK(memcmp(got, spec, 32) == 0,
                  "%s %s: differs from the reference's value",
                  L->name, cases[c].what);
        }
    }
    /* Garbage ciphertexts: all zero, all one. */
    for (int fill = 0; fill < 2; fill++) {
        memset(bad, fill ? 0xFF : 0x00, ctb);
        CHECK(L->dec(got, bad, sk) == 0, "dec of garbage");
        reference_reject_key(want, L, sk, bad);
        CHECK(memcmp(got, want, 32) == 0, "%s garbage %d", L->name, fill);
    }
    /* The untampered one still decapsulates. */
    CHECK(L->dec(got, ct, sk) == 0 && memcmp(got, ss, 32) == 0, "%s dec",
          L->name);
    free(pk);
    free(sk);
    free(ct);
    free(bad);
}

/* A public key with pad bits set is refused (include/binpoly/hqc.h),
 * also inside a secret key; outputs are zeroed. */
static void test_pad_bits(const hqc_test_level *L)
{
    const size_t pkb = L->sz.public_key, ctb = L->sz.ciphertext;
    uint8_t *pk = malloc(pkb), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(ctb);
    uint8_t ss[32], m[32] = {1}, salt[16] = {2};
    kat_record0(L, pk, sk, ct, ss);
    const uint8_t pad = L->level == 3 ? 0xF8 : 0xE0;
    for (int bit = 0; bit < 8; bit++) {
        uint8_t flip = (uint8_t)(1u << bit);
        int is_pad = (flip & pad) != 0;
        pk[pkb - 1] ^= flip;
        int err = L->enc_derand(ct, ss, pk, m, salt);
        if (is_pad) {
            int zero = 1;
            for (size_t i = 0; i < ctb; i++)
                zero &= ct[i] == 0;
            CHECK(err == BINPOLY_ERR_ARG && zero, "%s pad bit %d accepted",
                  L->name, bit);
            CHECK(L->enc(ct, ss, pk) == BINPOLY_ERR_ARG, "enc pad bit");
        } else {
            CHECK(err == 0, "%s coefficient bit %d refused", L->name, bit);
        }
        pk[pkb - 1] ^= flip;
    }
    sk[pkb - 1] ^= pad & (uint8_t)-pad;   /* lowest pad bit */
    CHECK(L->dec(ss, ct, sk) == BINPOLY_ERR_ARG, "%s sk with pad bit",
          L->name);
    free(pk);
    free(sk);
    free(ct);
}

/* The checked variants: exact lengths only, no NULL, no overlap; with
 * valid arguments they equal the fixed-size functions. */
static void test_checked(const hqc_test_level *L)
{
    const int lv = L->level;
    const size_t pkb = L->sz.public_key, skb = L->sz.secret_key;
    const size_t ctb = L->sz.ciphertext, k = L->sz.message;
    uint8_t *pk = malloc(pkb + 1), *sk = malloc(skb + 1);
    uint8_t *ct = malloc(ctb + 1), *ct2 = malloc(ctb);
    uint8_t seed[33] = {7}, m[33] = {3}, salt[17] = {5}, ss[33], ss2[32];

    CHECK(binpoly_hqc_keypair_derand_checked(lv, pk, pkb, sk, skb, seed, 32)
              == 0, "keypair_derand_checked");
    CHECK(binpoly_hqc_enc_derand_checked(lv, ct, ctb, ss, 32, pk, pkb, m, k,
                                         salt, 16) == 0, "enc_derand_checked");
    CHECK(L->enc_derand(ct2, ss2, pk, m, salt) == 0 &&
              memcmp(ct, ct2, ctb) == 0 && memcmp(ss, ss2, 32) == 0,
          "checked and fixed-size encapsulation differ");
    CHECK(binpoly_hqc_dec_checked(lv, ss2, 32, ct, ctb, sk, skb) == 0 &&
              memcmp(ss, ss2, 32) == 0, "dec_checked");
    CHECK(binpoly_hqc_keypair_checked(lv, pk, pkb, sk, skb) == 0 &&
              binpoly_hqc_enc_checked(lv, ct, ctb, ss, 32, pk, pkb) == 0 &&
              binpoly_hqc_dec_checked(lv, ss2, 32, ct, ctb, sk, skb) == 0 &&
              memcmp(ss, ss2, 32) == 0, "checked random round trip");

    for (int d = -1; d <= 1; d += 2) {   /* one byte short, one too many */
        CHECK(binpoly_hqc_keypair_checked(lv, pk, pkb + d, sk, skb) ==
                  BINPOLY_ERR_LENGTH, "pk length %d", d);
        CHECK(binpoly_hqc_keypair_checked(lv, pk, pkb, sk, skb + d) ==
                  BINPOLY_ERR_LENGTH, "sk length %d", d);
        CHECK(binpoly_hqc_keypair_derand_checked(lv, pk, pkb, sk, skb, seed,
                                                 32 + d) == BINPOLY_ERR_LENGTH,
              "seed length %d", d);
        CHECK(binpoly_hqc_enc_checked(lv, ct, ctb + d, ss, 32, pk, pkb) ==
                  BINPOLY_ERR_LENGTH, "ct length %d", d);
        CHECK(binpoly_hqc_enc_checked(lv, ct, ctb, ss, 32 + d, pk, pkb) ==
                  BINPOLY_ERR_LENGTH, "ss length %d", d);
        CHECK(binpoly_hqc_enc_checked(lv, ct, ctb, ss, 32, pk, pkb + d) ==
                  BINPOLY_ERR_LENGTH, "enc pk length %d", d);
        CHECK(binpoly_hqc_enc_derand_checked(lv, ct, ctb, ss, 32, pk, pkb, m,
                                             k + d, salt, 16) ==
                  BINPOLY_ERR_LENGTH, "m length %d", d);
        CHECK(binpoly_hqc_enc_derand_checked(lv, ct, ctb, ss, 32, pk, pkb, m,
                                             k, salt, 16 + d) ==
                  BINPOLY_ERR_LENGTH, "salt length %d", d);
        CHECK(binpoly_hqc_dec_checked(lv, ss, 32, ct, ctb + d, sk, skb) ==
                  BINPOLY_ERR_LENGTH, "dec ct length %d", d);
        CHECK(binpoly_hqc_dec_checked(lv, ss, 32, ct, ctb, sk, skb + d) ==
                  BINPOLY_ERR_LENGTH, "dec sk length %d", d);
        CHECK(binpoly_hqc_dec_checked(lv, ss, 32 + d, ct, ctb, sk, skb) ==
                  BINPOLY_ERR_LENGTH, "dec ss length %d", d);
    }
    /* Lengths of another level are wrong lengths too. */
    int other = lv == 1 ? 3 : 1;
    CHECK(binpoly_hqc_dec_checked(other, ss, 32, ct, ctb, sk, skb) ==
              BINPOLY_ERR_LENGTH, "other level's lengths");
    CHECK(binpoly_hqc_dec_checked(4, ss, 32, ct, ctb, sk, skb) ==
              BINPOLY_ERR_ARG, "level 4");
    CHECK(binpoly_hqc_enc_checked(lv, NULL, ctb, ss, 32, pk, pkb) ==
              BINPOLY_ERR_NULL, "NULL ct");
    CHECK(binpoly_hqc_dec_checked(lv, ss, 32, ct, ctb, NULL, skb) ==
              BINPOLY_ERR_NULL, "NULL sk");
    CHECK(L->dec(NULL, ct, sk) == BINPOLY_ERR_NULL, "NULL ss");
    CHECK(L->keypair_derand(pk, sk, NULL) == BINPOLY_ERR_NULL, "NULL seed");
    CHECK(binpoly_hqc_dec_checked(lv, ct + 8, 32, ct, ctb, sk, skb) ==
              BINPOLY_ERR_OVERLAP, "ss inside ct");
    CHECK(binpoly_hqc_keypair_checked(lv, sk + 1, pkb, sk, skb) ==
              BINPOLY_ERR_OVERLAP, "pk inside sk");
    CHECK(binpoly_hqc_enc_derand_checked(lv, ct, ctb, ss, 32, pk, pkb, pk + 1,
                                         k, pk + 2, 16) == 0,
          "inputs sharing memory are allowed");
    CHECK(binpoly_hqc_enc_derand_checked(lv, ct, ctb, ss, 32, pk, pkb, ct, k,
                                         salt, 16) == BINPOLY_ERR_OVERLAP,
          "m inside the ct output");
    free(pk);
    free(sk);
    free(ct);
    free(ct2);
}

/* With BINPOLY_BACKEND naming no backend, every entry point fails with
 * BINPOLY_ERR_BACKEND and zeroes its outputs. */
static int test_invalid_backend(void)
{
    const hqc_test_level *L = hqc_test_level_get(1);
    uint8_t pk[BINPOLY_HQC1_PUBLICKEYBYTES], sk[BINPOLY_HQC1_SECRETKEYBYTES];
    uint8_t ct[BINPOLY_HQC1_CIPHERTEXTBYTES], ss[32], seed[32] = {0};
    memset(pk, 0xAA, sizeof pk);
    memset(sk, 0xAA, sizeof sk);
    memset(ss, 0xAA, sizeof ss);
    CHECK(L->keypair_derand(pk, sk, seed) == BINPOLY_ERR_BACKEND,
          "keypair_derand");
    CHECK(pk[0] == 0 && sk[sizeof sk - 1] == 0, "keypair outputs zeroed");
    CHECK(L->keypair(pk, sk) == BINPOLY_ERR_BACKEND, "keypair");
    CHECK(L->enc(ct, ss, pk) == BINPOLY_ERR_BACKEND && ss[0] == 0, "enc");
    memset(ss, 0xAA, sizeof ss);
    CHECK(L->dec(ss, ct, sk) == BINPOLY_ERR_BACKEND && ss[31] == 0, "dec");
    return test_report("invalid backend refused");
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--invalid-backend") == 0)
        return test_invalid_backend();
    test_require_backend();
    const int levels[3] = {1, 3, 5};
    for (int i = 0; i < 3; i++) {
        const hqc_test_level *L = hqc_test_level_get(levels[i]);
        test_sizes(L);
        test_round_trips(L, 3);
        test_tampering(L);
        test_pad_bits(L);
        test_checked(L);
    }
    return test_report("HQC KEM");
}
