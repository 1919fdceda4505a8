/* SPDX-License-Identifier: MIT */
/* liboqs' KEMs (OQS_KEM_new by name: "HQC-1", "BIKE-L1", ...) for the
 * instruction-count driver (drv.h).  liboqs draws its randomness through
 * OQS_randombytes, redirected here to the driver's generator: the runs
 * are reproducible and the OS's randomness is not counted (binpoly's
 * driver uses its derand entry points to the same end). */
#include "drv.h"

#include <oqs/oqs.h>

#include <stdio.h>

static OQS_KEM *kem;

static void rand_hook(uint8_t *out, size_t n)
{
    drv_rand_bytes(out, n);
}

int drv_kem_open(const char *param, drv_kem_sizes *sizes)
{
    OQS_init();
    OQS_randombytes_custom_algorithm(rand_hook);
    kem = OQS_KEM_new(param);
    if (!kem || kem->length_shared_secret != 32) {
        fprintf(stderr, "drv_oqs: no KEM %s in this liboqs\n", param);
        return 1;
    }
    *sizes = (drv_kem_sizes){kem->length_public_key, kem->length_secret_key,
                             kem->length_ciphertext};
    return 0;
}

int drv_kem_keygen(uint8_t *pk, uint8_t *sk)
{
    return OQS_KEM_keypair(kem, pk, sk) != OQS_SUCCESS;
}

int drv_kem_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    return OQS_KEM_encaps(kem, ct, ss, pk) != OQS_SUCCESS;
}

int drv_kem_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    return OQS_KEM_decaps(kem, ss, ct, sk) != OQS_SUCCESS;
}

const drv_op drv_ops[] = {
    DRV_KEM_OPS,
    {NULL, NULL, NULL, NULL},
};
