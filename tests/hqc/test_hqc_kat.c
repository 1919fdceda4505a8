/*
 * Regenerates an official HQC known-answer file from its seeds (spec/hqc.md
 * §10) and compares the text byte for byte with the .rsp file.  Every record
 * also checks that decapsulation returns the shared secret.
 *
 * usage: test_hqc_kat <level 1|3|5> <path to hqc-L.rsp> [records]
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

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)size + 1);
    if (buf == NULL || fread(buf, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(1);
    }
    fclose(f);
    buf[size] = 0;
    *len = (size_t)size;
    return buf;
}

/* Reports the first line where got and want differ. */
static void report_mismatch(const char *got, size_t got_len, const char *want,
                            size_t want_len)
{
    size_t i = 0, line = 1, line_start = 0;
    while (i < got_len && i < want_len && got[i] == want[i]) {
        if (got[i] == '\n') {
            line++;
            line_start = i + 1;
        }
        i++;
    }
    fprintf(stderr, "mismatch at line %zu, column %zu\n", line,
            i - line_start + 1);
    fprintf(stderr, "  got : %.100s\n", got + line_start);
    fprintf(stderr, "  want: %.100s\n", want + line_start);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s <level> <rsp> [records]\n", argv[0]);
        return 2;
    }
    test_require_backend();
    const hqc_test_level *L = hqc_test_level_get(atoi(argv[1]));
    int records = argc > 3                     ? atoi(argv[3])
                  : getenv("BINPOLY_TEST_ASAN") ? KAT_ASAN_RECORDS
                                                : KAT_RECORDS;
    if (records < 1 || records > KAT_RECORDS) {
        fprintf(stderr, "records must be in 1..%d\n", KAT_RECORDS);
        return 2;
    }
    size_t want_len;
    char *want = read_file(argv[2], &want_len);

    const binpoly_hqc_sizes *sz = &L->sz;
    uint8_t *pk = malloc(sz->public_key), *sk = malloc(sz->secret_key);
    uint8_t *ct = malloc(sz->ciphertext);
    size_t cap = want_len + 4096;
    char *got = malloc(cap);
    if (!pk || !sk || !ct || !got)
        return 1;
    size_t pos = (size_t)snprintf(got, cap, "# %s\n\n", L->name);

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
        if (pos + 2 * (sz->public_key + sz->secret_key + sz->ciphertext) +
                512 > cap) {
            fprintf(stderr, "output longer than the file\n");
            return 1;
        }
        pos += (size_t)snprintf(got + pos, cap - pos, "count = %d\n", count);
        append_hex_line(got, &pos, "seed = ", seed, sizeof seed);
        append_hex_line(got, &pos, "pk = ", pk, sz->public_key);
        append_hex_line(got, &pos, "sk = ", sk, sz->secret_key);
        append_hex_line(got, &pos, "ct = ", ct, sz->ciphertext);
        append_hex_line(got, &pos, "ss = ", ss, 32);
        got[pos++] = '\n';
    }
    /* All records: the whole file.  Fewer: that prefix of it. */
    int same = records == KAT_RECORDS
                   ? pos == want_len && memcmp(got, want, pos) == 0
                   : pos <= want_len && memcmp(got, want, pos) == 0;
    CHECK(same, "%s: %d records differ from the KAT file", L->name, records);
    if (!same)
        report_mismatch(got, pos, want, want_len);
    free(pk);
    free(sk);
    free(ct);
    free(got);
    free(want);
    printf("%s: %d records\n", L->name, records);
    return test_report("byte for byte against the KAT file");
}
