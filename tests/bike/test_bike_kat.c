/* SPDX-License-Identifier: MIT */
/*
 * Regenerates the BIKE known-answer file of one level from its seeds
 * (NIST's PQCgenKAT_kem: AES-256 CTR DRBG, one 64-byte draw for KeyGen
 * and one for Encaps per record) and checks it two ways (kat_text.h):
 *  - the SHA-256 of the whole generated text against the file's published
 *    SHA-256 (kat/bike/README.md; for a run of fewer records, record 0's
 *    text against liboqs' "single" digest), so that the test needs nothing
 *    beside the repository;
 *  - when the .kat file is there (second argument), byte for byte, with
 *    the first differing line reported.
 * Every record also checks that decapsulation returns the shared secret.
 * The DRBG uses test_crypto_ref.h's AES-256 (test programs only; the
 * library never uses AES).
 *
 * usage: test_bike_kat <level 1|3|5> [path to BIKE_Ln.kat, or -] [records]
 * Without records: all 100, or the first KAT_ASAN_RECORDS when
 * BINPOLY_TEST_ASAN is set (the sanitizer run; the Release run covers
 * every record).  Run once per backend (BINPOLY_BACKEND).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "kat_text.h"
#include "test_backend.h"
#include "test_check.h"
#include "test_crypto_ref.h"

#define KAT_RECORDS 100
#define KAT_SEED_BYTES 48
#define KAT_ASAN_RECORDS 10

/* ---- NIST's AES-256 CTR DRBG (rng.c of PQCgenKAT) ---- */

typedef struct {
    uint8_t key[32], v[16];
} drbg;

/* V + 1 as a 128-bit big-endian integer. */
static void increment_v(uint8_t v[16])
{
    for (int j = 15; j >= 0; j--)
        if (++v[j] != 0)
            break;
}

static void drbg_update(drbg *d, const uint8_t *data /* 48 bytes or NULL */)
{
    uint8_t t[48];
    for (int b = 0; b < 3; b++) {
        increment_v(d->v);
        test_aes256_block(d->key, d->v, t + 16 * b);
    }
    if (data != NULL)
        for (int i = 0; i < 48; i++)
            t[i] ^= data[i];
    memcpy(d->key, t, 32);
    memcpy(d->v, t + 32, 16);
}

static void drbg_init(drbg *d, const uint8_t entropy[48])
{
    memset(d, 0, sizeof *d);
    drbg_update(d, entropy);
}

/* One randombytes(n) call: whole blocks, the unused tail of the last one
 * lost, then one Update (trap T3). */
static void drbg_bytes(drbg *d, uint8_t *out, size_t n)
{
    uint8_t blk[16];
    while (n > 0) {
        increment_v(d->v);
        test_aes256_block(d->key, d->v, blk);
        size_t take = n < 16 ? n : 16;
        memcpy(out, blk, take);
        out += take;
        n -= take;
    }
    drbg_update(d, NULL);
}

static int hex_equal(const uint8_t *b, size_t n, const char *hex)
{
    char buf[3];
    for (size_t i = 0; i < n; i++) {
        snprintf(buf, sizeof buf, "%02x", b[i]);
        if (strncmp(buf, hex + 2 * i, 2) != 0)
            return 0;
    }
    return hex[2 * n] == 0;
}

/* The DRBG's check values, as the spec gives them. */
static void test_drbg(void)
{
    uint8_t entropy[48], out[48];
    for (int i = 0; i < 48; i++)
        entropy[i] = (uint8_t)i;
    drbg d;
    drbg_init(&d, entropy);
    CHECK(hex_equal(d.key, 32, "530e88f8c34030bea16abefac8c67d84deb6522e59757d"
                               "791f57dfc8a6ee8307") &&
              hex_equal(d.v, 16, "524121e913830c53f98bdfa5592b1ba1"),
          "DRBG state after Init(00..2F)");
    drbg_bytes(&d, out, 48);
    CHECK(hex_equal(out, 48, "061550234d158c5ec95595fe04ef7a25767f2e24cc2bc4"
                             "79d09d86dc9abcfde7056a8c266f9ef97ed08541dbd2e1"
                             "ffa1"),
          "DRBG first seed");
    CHECK(hex_equal(d.key, 32, "9810f5392d076276ef41277c3ab6e94a4e3b7dcc104a05"
                               "bb089d338bf55c72ca") &&
              hex_equal(d.v, 16, "b375389a94bb920bd5d6dc9e7f2ec6fd"),
          "DRBG state after the first seed");
    /* The count-1 seed (the spec prints only its ends). */
    drbg_bytes(&d, out, 48);
    CHECK(hex_equal(out, 8, "d81c4d8d734fcbfb") &&
              hex_equal(out + 44, 4, "adfa958f"),
          "DRBG count-1 seed");
    /* The KAT file's count 0: the inner DRBG of count 0 and its two 64-byte
     * draws (KeyGen: seedk || sigma, Encaps: m || unused). */
    static const char *seed0 = "061550234d158c5ec95595fe04ef7a25767f2e24cc2b"
                               "c479d09d86dc9abcfde7056a8c266f9ef97ed08541db"
                               "d2e1ffa1";
    uint8_t s0[48], draw[64];
    kat_parse_hex(s0, seed0, 48);
    drbg_init(&d, s0);
    CHECK(hex_equal(d.key, 32, "551adad88a50bae76036210fc02409aeb8d86e19814baf"
                               "17d7d3430f204f60ff") &&
              hex_equal(d.v, 16, "770a8fec5838d30a0127b455a7e7ca2f"),
          "DRBG state after Init(seed[0]) (the KAT file's count 0)");
    drbg_bytes(&d, draw, 64);
    CHECK(hex_equal(draw, 32, "7c9935a0b07694aa0c6d10e4db6b1add2fd81a25ccb148"
                              "032dcd739936737f2d") &&
              hex_equal(draw + 32, 32, "b505d7cfad1b497499323c8686325e4792f2"
                                       "67aafa3f87ca60d01cb54f29202a"),
          "count 0: KeyGen's draw seedk || sigma (the KAT file's count 0)");
    drbg_bytes(&d, draw, 64);
    CHECK(hex_equal(draw, 32, "eb4a7c66ef4eba2ddb38c88d8bc706b1d639002198172a"
                              "7b1942eca8f6c001ba") &&
              hex_equal(draw + 32, 32, "26202bee59ac275484ea767d41d8d3578b7d"
                                       "e1bac8024073d8250c853d6074ee"),
          "count 0: Encaps' draw m || unused (the KAT file's count 0)");
}

/* The published digests of kat/bike/README.md (L5's derived there). */
static const kat_digests digests[3] = {
    {"b87120db2b3d9a5e03633d92e2a3e59a7a9ea51ff71342a85d4be02a5e057f93",
     "404a5504e7a13f18fa55a28fe6707329892f6e50201e6e965d9b724158026a34"},
    {"5595ca0cf2d56125ea22ad2ce2c90e72dddb4c32af63f2ba6887b75a47a71028",
     "b393f15a2ba851fa55caaa1792b844d7ee7d7b358e7c450973df680c01c4db9a"},
    {"8c3a6e9fae8134c8ffed9d5c06f6dbe24ee16d3b28f467dc907a251d0d13b386",
     "885fbb436472d61c4eaac3a616272ebee29accc0cf60dc7205bee06477d13905"},
};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s <level> [kat file] [records]\n", argv[0]);
        return 2;
    }
    test_require_backend();
    test_drbg();
    const int level = atoi(argv[1]);
    binpoly_bike_sizes sz;
    if (binpoly_bike_get_sizes(level, &sz) != 0) {
        fprintf(stderr, "level must be 1, 3 or 5\n");
        return 2;
    }
    const char *path;
    const int records =
        kat_parse_args(argc, argv, KAT_RECORDS, KAT_ASAN_RECORDS, &path);
    if (records < 0)
        return 2;
    printf("BIKE-L%d, %d records, %s\n", level, records,
           path != NULL ? "against the file and its digest"
                        : "against the published digest (no file)");

    uint8_t *pk = malloc(sz.public_key), *sk = malloc(sz.secret_key);
    uint8_t *ct = malloc(sz.ciphertext);
    const size_t record_chars =
        2 * (sz.public_key + sz.secret_key + sz.ciphertext) + 512;
    const size_t cap = 16 + (size_t)records * record_chars;
    char *got = malloc(cap);
    if (!pk || !sk || !ct || !got)
        return 1;
    size_t pos = (size_t)snprintf(got, cap, "# BIKE\n\n");
    size_t record0_start = pos, record0_end = 0;

    uint8_t entropy[KAT_SEED_BYTES], seeds[KAT_RECORDS][KAT_SEED_BYTES];
    for (int i = 0; i < KAT_SEED_BYTES; i++)
        entropy[i] = (uint8_t)i;
    drbg outer, inner;
    drbg_init(&outer, entropy);
    for (int c = 0; c < KAT_RECORDS; c++) /* all seeds first, as PQCgenKAT */
        drbg_bytes(&outer, seeds[c], KAT_SEED_BYTES);
    for (int count = 0; count < records; count++) {
        uint8_t rnd_k[64], rnd_e[64], ss[32], ss_dec[32];
        drbg_init(&inner, seeds[count]);
        drbg_bytes(&inner, rnd_k, 64);
        int err = binpoly_bike_keypair_derand_checked(
            level, pk, sz.public_key, sk, sz.secret_key, rnd_k, 64);
        drbg_bytes(&inner, rnd_e, 64);
        if (err == 0)
            err = binpoly_bike_enc_derand_checked(level, ct, sz.ciphertext, ss,
                                                  32, pk, sz.public_key,
                                                  rnd_e, 64);
        if (err == 0)
            err = binpoly_bike_dec_checked(level, ss_dec, 32, ct,
                                           sz.ciphertext, sk, sz.secret_key);
        if (err != 0) {
            fprintf(stderr, "record %d: error %d (%s)\n", count, err,
                    binpoly_strerror(err));
            return 1;
        }
        CHECK(memcmp(ss, ss_dec, 32) == 0, "record %d: decapsulation differs",
              count);
        pos += (size_t)snprintf(got + pos, cap - pos, "count = %d\n", count);
        kat_append_hex_line(got, &pos, "seed = ", seeds[count],
                            KAT_SEED_BYTES);
        kat_append_hex_line(got, &pos, "pk = ", pk, sz.public_key);
        kat_append_hex_line(got, &pos, "sk = ", sk, sz.secret_key);
        kat_append_hex_line(got, &pos, "ct = ", ct, sz.ciphertext);
        kat_append_hex_line(got, &pos, "ss = ", ss, 32);
        if (count == 0)
            record0_end = pos;
        got[pos++] = '\n';
    }

    char name[16];
    snprintf(name, sizeof name, "BIKE-L%d", level);
    CHECK(kat_check_text(name, got, pos, record0_start, record0_end,
                         records == KAT_RECORDS, &digests[level / 2],
                         path) == 0,
          "%s: %d records differ from the published file", name, records);
    free(pk);
    free(sk);
    free(ct);
    free(got);
    return test_report("BIKE known-answer records");
}
