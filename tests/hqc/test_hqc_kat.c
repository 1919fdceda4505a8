/* SPDX-License-Identifier: MIT */
/*
 * Regenerates an official HQC known-answer file from its seeds (the
 * reference's PQCgenKAT_kem procedure) and checks the text against the
 * file's published SHA-256 (for a run
 * of fewer records: record 0 against liboqs' "single" digest), and byte for
 * byte against the .rsp file when its path is given (kat_text.h).  Every
 * record also checks that decapsulation returns the shared secret.
 *
 * usage: test_hqc_kat <level 1|3|5> [path to hqc-<level>.rsp, or -] [records]
 * With records < 100 only the first records are regenerated and compared
 * (a prefix of the file).  Without the argument: all 100, or the first
 * KAT_ASAN_RECORDS when BINPOLY_TEST_ASAN is set (the sanitizer run of the
 * test suite, whose Release run covers every record).  Run once per backend
 * (BINPOLY_BACKEND).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_test_support.h"
#include "test_backend.h"
#include "test_check.h"

#define KAT_RECORDS 100
#define KAT_SEED_BYTES 48
#define KAT_ASAN_RECORDS 20

/* The published digests of the official files (tests/kat/hqc/README.md). */
static const kat_digests digests[3] = {
    {"f4135530c7c6bab0d2a49eca78118310c06721518d8df3774cc5201e66ae9cd2",
     "0f1f4fd014b32492ec6490d2ad9e9f75ccc0c2b27d72f34918c7f73f9698c2e4"},
    {"edbb4725ddc4e882fea460c9d04ca6499266be3d6cacd2909c05c744fc45901b",
     "b88d4cfe517446854b5d3c85e6602518a526c5eb95571348ce4ab5915faa05b6"},
    {"68d45adf1528f09554c452a5cde29929f73369b1d5374835252118c55541af5a",
     "87bf16803c53f3add0004097b8aa924053d9cd2c5fffc443fe3742ee3254428b"},
};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s <level> [rsp or -] [records]\n", argv[0]);
        return 2;
    }
    test_require_backend();
    const hqc_test_level *L = hqc_test_level_get(atoi(argv[1]));
    const char *path;
    const int records =
        kat_parse_args(argc, argv, KAT_RECORDS, KAT_ASAN_RECORDS, &path);
    if (records < 0)
        return 2;

    const binpoly_hqc_sizes *sz = &L->sz;
    uint8_t *pk = malloc(sz->public_key), *sk = malloc(sz->secret_key);
    uint8_t *ct = malloc(sz->ciphertext);
    size_t cap = 4096 + (size_t)records *
                            (2 * (sz->public_key + sz->secret_key +
                                  sz->ciphertext) + 512);
    char *got = malloc(cap);
    if (!pk || !sk || !ct || !got)
        return 1;
    size_t pos = (size_t)snprintf(got, cap, "# %s\n\n", L->name);
    const size_t record0_start = pos;
    size_t record0_end = 0;

    uint8_t entropy[KAT_SEED_BYTES];
    for (int i = 0; i < KAT_SEED_BYTES; i++)
        entropy[i] = (uint8_t)i;
    bp_keccak_state master, rng;
    kat_prng_init(&master, entropy, sizeof entropy);
    for (int count = 0; count < records; count++) {
        uint8_t seed[KAT_SEED_BYTES], seed_kem[32], m[32], salt[16];
        uint8_t ss[32], ss_dec[32];
        bp_keccak_squeeze(&master, seed, sizeof seed);
        kat_prng_init(&rng, seed, sizeof seed);
        bp_keccak_squeeze(&rng, seed_kem, 32);
        int err = L->keypair_derand(pk, sk, seed_kem);
        bp_keccak_squeeze(&rng, m, sz->message);
        bp_keccak_squeeze(&rng, salt, 16);
        if (err == 0)
            err = L->enc_derand(ct, ss, pk, m, salt);
        if (err == 0)
            err = L->dec(ss_dec, ct, sk);
        if (err != 0) {
            fprintf(stderr, "record %d: error %d (%s)\n", count, err,
                    binpoly_strerror(err));
            return 1;
        }
        CHECK(memcmp(ss, ss_dec, 32) == 0, "record %d: decapsulation differs",
              count);
        pos += (size_t)snprintf(got + pos, cap - pos, "count = %d\n", count);
        kat_append_hex_line(got, &pos, "seed = ", seed, sizeof seed);
        kat_append_hex_line(got, &pos, "pk = ", pk, sz->public_key);
        kat_append_hex_line(got, &pos, "sk = ", sk, sz->secret_key);
        kat_append_hex_line(got, &pos, "ct = ", ct, sz->ciphertext);
        kat_append_hex_line(got, &pos, "ss = ", ss, 32);
        if (count == 0)
            record0_end = pos;
        got[pos++] = '\n';
    }
    CHECK(kat_check_text(L->name, got, pos, record0_start, record0_end,
                         records == KAT_RECORDS, &digests[L->level / 2],
                         path) == 0,
          "%s: %d records differ from the published file", L->name, records);
    free(pk);
    free(sk);
    free(ct);
    free(got);
    printf("%s: %d records, %s\n", L->name, records,
           path != NULL ? "against the file and its digest"
                        : "against the published digest (no file)");
    return test_report("HQC known-answer records");
}
