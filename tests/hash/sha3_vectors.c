/* SPDX-License-Identifier: MIT */
/*
 * Prints SHA3/SHAKE outputs of our sponge for a deterministic list of inputs,
 * one line per case:  <alg> <input hex> <output hex>
 * check_sha3.py recomputes every line with Python's hashlib.  Each input is
 * absorbed in pieces split at pseudo-random points and XOF output is squeezed
 * in pseudo-random pieces; the one-shot helpers must agree with the
 * incremental result (checked here, exit 1 otherwise).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sha3.h"
#include "ref_mul.h"
#include "test_check.h"

enum { MAX_IN = 20000, MAX_OUT = 2000 };

static void print_hex(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        printf("%02x", p[i]);
}

/* Absorbs in[0..len) in pseudo-random pieces (sometimes empty). */
static void absorb_split(bp_keccak_state *st, const uint8_t *in, size_t len,
                         uint64_t *rng)
{
    size_t done = 0;
    while (done < len) {
        size_t piece = (size_t)(test_rand64(rng) % 4 == 0
                                    ? 0
                                    : test_rand64(rng) % (len - done + 1));
        bp_keccak_absorb(st, in + done, piece);
        done += piece;
    }
    bp_keccak_absorb(st, in + len, 0);
}

static void squeeze_split(bp_keccak_state *st, uint8_t *out, size_t len,
                          uint64_t *rng)
{
    size_t done = 0;
    while (done < len) {
        size_t piece = (size_t)(test_rand64(rng) % (len - done + 1));
        bp_keccak_squeeze(st, out + done, piece);
        done += piece;
    }
}

static void one_case(int alg, const uint8_t *in, size_t len, size_t outlen,
                     uint64_t *rng)
{
    static const char *const names[] = {"sha3_256", "sha3_512", "shake128",
                                        "shake256", "sha3_384"};
    bp_keccak_state st;
    uint8_t out[MAX_OUT], one[MAX_OUT];
    switch (alg) {
    case 0: bp_sha3_256_init(&st); break;
    case 1: bp_sha3_512_init(&st); break;
    case 2: bp_shake128_init(&st); break;
    case 3: bp_shake256_init(&st); break;
    default: bp_sha3_384_init(&st); break;
    }
    absorb_split(&st, in, len, rng);
    if (alg < 2 || alg == 4) {
        outlen = alg == 0 ? 32 : alg == 1 ? 64 : 48;
        bp_sha3_finalize(&st, out);
        if (alg == 0)
            bp_sha3_256(one, in, len);
        else if (alg == 1)
            bp_sha3_512(one, in, len);
        else
            bp_sha3_384(one, in, len);
    } else {
        bp_shake_finalize(&st);
        squeeze_split(&st, out, outlen, rng);
        if (alg == 3)
            bp_shake256(one, outlen, in, len);
        else
            memcpy(one, out, outlen);
    }
    CHECK(memcmp(one, out, outlen) == 0, "one-shot != incremental: %s len %zu",
          names[alg], len);
    printf("%s ", names[alg]);
    print_hex(in, len);
    printf(" ");
    print_hex(out, outlen);
    printf("\n");
}

int main(void)
{
    static uint8_t in[MAX_IN];
    uint64_t rng = 0x5eed5eed12345678ull;
    for (size_t i = 0; i < MAX_IN; i++)
        in[i] = (uint8_t)test_rand64(&rng);
    static const size_t long_lens[] = {1000, 1605, 2241, 3082, 4000, 5186,
                                       7237, 10244, 14421, MAX_IN};
    static const size_t out_lens[] = {0,   1,   3,   31,  32,   135,
                                      136, 137, 167, 168, 169,  272,
                                      500, 1000, 1999, 2000};
    for (int alg = 0; alg < 5; alg++) {
        for (size_t len = 0; len <= 600; len++)
            one_case(alg, in + len % 7, len,
                     out_lens[len % (sizeof out_lens / sizeof *out_lens)],
                     &rng);
        for (size_t i = 0; i < sizeof long_lens / sizeof *long_lens; i++)
            one_case(alg, in, long_lens[i], MAX_OUT, &rng);
    }
    /* stdout carries the vectors for check_sha3.py: the verdict goes to
     * the exit status only. */
    return test_failures != 0;
}
