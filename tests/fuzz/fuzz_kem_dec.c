/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: HQC and BIKE decapsulation on attacker-controlled
 * bytes, through the length-checked entry points.  Input: [kem][level]
 * [mode][data...].  kem picks HQC or BIKE, level 1/3/5; mode 0 takes data
 * as the ciphertext as it is (any length: a wrong one must give
 * BINPOLY_ERR_LENGTH); mode 1 encapsulates honestly with the first 64
 * data bytes as the randomness and XORs the rest into the ciphertext, so
 * that both the accepting and the rejecting paths are reached without a
 * corpus.  Keys come from a fixed seed, once per level.  Checks: no crash,
 * no sanitizer report, the documented return codes, and for mode 1 with
 * nothing XORed that decapsulation returns the encapsulated key.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "binpoly/hqc.h"

#define MAX_CT 16384

typedef struct {
    uint8_t pk[8192], sk[17000];
    int ready;
} key_slot;

static void fail(void) { abort(); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static key_slot keys[2][3];
    if (size < 3)
        return 0;
    const int bike = data[0] & 1, li = data[1] % 3, level = 2 * li + 1;
    const int mode = data[2] & 1;
    data += 3;
    size -= 3;
    key_slot *k = &keys[bike][li];
    size_t pk_len, sk_len, ct_len;
    if (bike) {
        binpoly_bike_sizes s;
        binpoly_bike_get_sizes(level, &s);
        pk_len = s.public_key, sk_len = s.secret_key, ct_len = s.ciphertext;
    } else {
        binpoly_hqc_sizes s;
        binpoly_hqc_get_sizes(level, &s);
        pk_len = s.public_key, sk_len = s.secret_key, ct_len = s.ciphertext;
    }
    if (!k->ready) {
        uint8_t seed[64] = {7, (uint8_t)level, (uint8_t)bike};
        int err = bike ? binpoly_bike_keypair_derand_checked(
                             level, k->pk, pk_len, k->sk, sk_len, seed, 64)
                       : binpoly_hqc_keypair_derand_checked(
                             level, k->pk, pk_len, k->sk, sk_len, seed, 32);
        if (err != 0)
            fail();
        k->ready = 1;
    }
    static uint8_t ct[MAX_CT];
    uint8_t ss[32], ss2[32];
    size_t len = ct_len;
    int honest = 0;
    if (mode == 0) {
        len = size < MAX_CT ? size : MAX_CT;
        memcpy(ct, data, len);
    } else {
        uint8_t rnd[64] = {0}, salt[16] = {0};
        memcpy(rnd, data, size < 64 ? size : 64);
        int err;
        if (bike) {
            err = binpoly_bike_enc_derand_checked(level, ct, ct_len, ss, 32,
                                                  k->pk, pk_len, rnd, 64);
        } else {
            binpoly_hqc_sizes s;
            binpoly_hqc_get_sizes(level, &s);
            memcpy(salt, rnd + 48, 16);
            err = binpoly_hqc_enc_derand_checked(level, ct, ct_len, ss, 32,
                                                 k->pk, pk_len, rnd,
                                                 s.message, salt, 16);
        }
        if (err != 0)
            fail();
        honest = 1;
        for (size_t i = 64; i < size; i++) {
            ct[(i - 64) % ct_len] ^= data[i];
            honest &= data[i] == 0;
        }
    }
    const int err = bike ? binpoly_bike_dec_checked(level, ss2, 32, ct, len,
                                                    k->sk, sk_len)
                         : binpoly_hqc_dec_checked(level, ss2, 32, ct, len,
                                                   k->sk, sk_len);
    if (len != ct_len ? err != BINPOLY_ERR_LENGTH : err != 0)
        fail();
    if (mode == 1 && honest && memcmp(ss, ss2, 32) != 0)
        fail();
    return 0;
}
