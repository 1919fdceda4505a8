/* SPDX-License-Identifier: MIT */
/* binpoly's operations for the instruction-count driver (drv.h): products
 * (binpoly_mul, n-bit by n-bit), ring inversion (binpoly_ring_inv) and the
 * KEMs through the length-checked API, with the derand entry points fed
 * from the driver's generator so that the OS randomness is not part of the
 * count.  The backend is the automatic choice or BINPOLY_BACKEND's; the
 * run prints it on stderr so that the table can name it. */
#include "drv.h"

#include <binpoly.h>
#include <binpoly/bike.h>
#include <binpoly/field.h>
#include <binpoly/hqc.h>
#include <binpoly/ring.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static binpoly_ring ring;

/* Names the backend on stderr (count_insns.sh labels the table with it);
 * nonzero if BINPOLY_BACKEND is not one this build and CPU run. */
static int report_backend(void)
{
    const char *be = binpoly_backend();
    if (!be)
        return 1;
    fprintf(stderr, "backend %s\n", be);
    return 0;
}

/* ---- products and inversion */

static int mul_setup(const char *param)
{
    return report_backend() || drv_mul_setup(param);
}

static int mul_run(void)
{
    return binpoly_mul(drv_c, drv_a, drv_words, drv_b, drv_words);
}

/* An invertible element: odd weight (BIKE's rings, N prime with 2
 * primitive, invert every odd-weight element but the all-ones one). */
static int inv_setup(const char *param)
{
    if (report_backend() || drv_poly_setup(param, 1) != 0
        || binpoly_ring_init(&ring, drv_bits(param)) != 0)
        return 1;
    uint64_t parity = 0;
    for (size_t i = 0; i < drv_words; i++)
        parity ^= drv_a[i];
    parity ^= parity >> 32, parity ^= parity >> 16, parity ^= parity >> 8;
    parity ^= parity >> 4, parity ^= parity >> 2, parity ^= parity >> 1;
    drv_a[0] ^= (parity & 1) ^ 1;
    return 0;
}

static int inv_run(void)
{
    return binpoly_ring_inv(&ring, drv_c, drv_a);
}

/* a * a^-1 must be 1 (drv_b, unused by the inversion, takes the product). */
static int inv_check(uint64_t *sum)
{
    if (binpoly_ring_mul(&ring, drv_b, drv_a, drv_c) != 0 || drv_b[0] != 1)
        return 1;
    for (size_t i = 1; i < drv_words; i++)
        if (drv_b[i] != 0)
            return 1;
    *sum = drv_fold_bytes(drv_c, 8 * drv_words);
    return 0;
}

/* ---- NIST binary fields GF(2^m), param m (163, 233, 283, 409, 571):
 * fmul c = a b, fsqr c = a^2, finv c = a^-1 on random elements */

static binpoly_field field;

static int field_setup(const char *param)
{
    return report_backend() || drv_poly_setup(param, 1) != 0
           || binpoly_field_init_nist(&field, (unsigned)drv_bits(param)) != 0;
}

static int field_mul_run(void)
{
    return binpoly_field_mul(&field, drv_c, drv_a, drv_b);
}

static int field_sqr_run(void)
{
    return binpoly_field_sqr(&field, drv_c, drv_a);
}

static int field_inv_run(void)
{
    return binpoly_field_inv(&field, drv_c, drv_a);
}

/* fmul and fsqr: the checksum of c (compared across backends by the
 * table); finv: a a^-1 must be 1. */
static int field_check(uint64_t *sum)
{
    *sum = drv_fold_bytes(drv_c, 8 * drv_words);
    return 0;
}

static int field_inv_check(uint64_t *sum)
{
    if (binpoly_field_mul(&field, drv_b, drv_a, drv_c) != 0 || drv_b[0] != 1)
        return 1;
    for (size_t i = 1; i < drv_words; i++)
        if (drv_b[i] != 0)
            return 1;
    return field_check(sum);
}

/* ---- KEMs: "HQC-1/3/5", "BIKE-L1/L3/L5" */

static int is_bike, level;
static drv_kem_sizes sz;
static size_t seed_n, hqc_m_n;  /* key-pair seed; HQC's m */

int drv_kem_open(const char *param, drv_kem_sizes *sizes)
{
    if (report_backend())
        return 1;
    if (strncmp(param, "HQC-", 4) == 0) {
        binpoly_hqc_sizes s;
        level = atoi(param + 4);
        if (binpoly_hqc_get_sizes(level, &s) != 0)
            return 1;
        sz = (drv_kem_sizes){s.public_key, s.secret_key, s.ciphertext};
        seed_n = s.keypair_seed, hqc_m_n = s.message;
    } else if (strncmp(param, "BIKE-L", 6) == 0) {
        binpoly_bike_sizes s;
        is_bike = 1;
        level = atoi(param + 6);
        if (binpoly_bike_get_sizes(level, &s) != 0)
            return 1;
        sz = (drv_kem_sizes){s.public_key, s.secret_key, s.ciphertext};
        seed_n = s.keypair_seed;
    } else {
        fprintf(stderr, "drv_binpoly: no KEM %s\n", param);
        return 1;
    }
    *sizes = sz;
    return 0;
}

int drv_kem_keygen(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[64];
    drv_rand_bytes(seed, seed_n);
    if (is_bike)
        return binpoly_bike_keypair_derand_checked(level, pk, sz.pk, sk, sz.sk,
                                                   seed, seed_n);
    return binpoly_hqc_keypair_derand_checked(level, pk, sz.pk, sk, sz.sk,
                                              seed, seed_n);
}

/* BIKE's enc_derand takes one 64-byte rnd; HQC's m (k bytes) and a 16-byte
 * salt, here the bytes right after m. */
int drv_kem_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t rnd[64];
    if (is_bike) {
        drv_rand_bytes(rnd, 64);
        return binpoly_bike_enc_derand_checked(level, ct, sz.ct, ss, 32, pk,
                                               sz.pk, rnd, 64);
    }
    drv_rand_bytes(rnd, hqc_m_n + 16);
    return binpoly_hqc_enc_derand_checked(level, ct, sz.ct, ss, 32, pk, sz.pk,
                                          rnd, hqc_m_n, rnd + hqc_m_n, 16);
}

int drv_kem_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    if (is_bike)
        return binpoly_bike_dec_checked(level, ss, 32, ct, sz.ct, sk, sz.sk);
    return binpoly_hqc_dec_checked(level, ss, 32, ct, sz.ct, sk, sz.sk);
}

const drv_op drv_ops[] = {
    {"mul", mul_setup, mul_run, drv_mul_check},
    {"inv", inv_setup, inv_run, inv_check},
    {"fmul", field_setup, field_mul_run, field_check},
    {"fsqr", field_setup, field_sqr_run, field_check},
    {"finv", field_setup, field_inv_run, field_inv_check},
    DRV_KEM_OPS,
    {NULL, NULL, NULL, NULL},
};
