/* SPDX-License-Identifier: MIT */
/*
 * The provider's algorithms: HQC and BIKE at levels 1, 3 and 5, alone and
 * as the hybrids oqs-provider defines for them, with oqs-provider's names,
 * TLS code points and security bits (its oqs-template/generate.yml and
 * oqsprov/oqsprov_capabilities.c; README.md says which version).
 */
#include "bp_prov.h"

#include <binpoly/bike.h>
#include <binpoly/hqc.h>

/* The classical halves: oqs-provider's sizes (oqsprov_keys.c), which are
 * OpenSSL's encodings: raw X25519/X448 keys; for the NIST curves the
 * uncompressed point, and the private key as SEC1 ECPrivateKey DER with
 * the named curve and the public key (121, 167 and 223 bytes). */
static const bp_classical cl_x25519 = {"X25519", NULL, 32, 32, 32};
static const bp_classical cl_x448 = {"X448", NULL, 56, 56, 56};
static const bp_classical cl_p256 = {"EC", "P-256", 65, 121, 32};
static const bp_classical cl_p384 = {"EC", "P-384", 97, 167, 48};
static const bp_classical cl_p521 = {"EC", "P-521", 133, 223, 66};

#define HQC(L) BP_HQC, L
#define BIKE(L) BP_BIKE, L
#define HQC_SIZES(L)                                                    \
    BINPOLY_HQC##L##_PUBLICKEYBYTES, BINPOLY_HQC##L##_SECRETKEYBYTES,   \
        BINPOLY_HQC##L##_CIPHERTEXTBYTES, BINPOLY_HQC##L##_SHAREDSECRETBYTES
#define BIKE_SIZES(L)                                                   \
    BINPOLY_BIKE##L##_PUBLICKEYBYTES, BINPOLY_BIKE##L##_SECRETKEYBYTES, \
        BINPOLY_BIKE##L##_CIPHERTEXTBYTES,                              \
        BINPOLY_BIKE##L##_SHAREDSECRETBYTES

const bp_alg bp_algs[BP_NALGS] = {
    {"hqc1", HQC(1), NULL, 65075, 128, HQC_SIZES(1)},
    {"p256_hqc1", HQC(1), &cl_p256, 65076, 128, HQC_SIZES(1)},
    {"x25519_hqc1", HQC(1), &cl_x25519, 65077, 128, HQC_SIZES(1)},
    {"hqc3", HQC(3), NULL, 65078, 192, HQC_SIZES(3)},
    {"p384_hqc3", HQC(3), &cl_p384, 65079, 192, HQC_SIZES(3)},
    {"x448_hqc3", HQC(3), &cl_x448, 65080, 192, HQC_SIZES(3)},
    {"hqc5", HQC(5), NULL, 65081, 256, HQC_SIZES(5)},
    {"p521_hqc5", HQC(5), &cl_p521, 65082, 256, HQC_SIZES(5)},
    {"bikel1", BIKE(1), NULL, 65040, 128, BIKE_SIZES(1)},
    {"p256_bikel1", BIKE(1), &cl_p256, 65041, 128, BIKE_SIZES(1)},
    {"x25519_bikel1", BIKE(1), &cl_x25519, 65042, 128, BIKE_SIZES(1)},
    {"bikel3", BIKE(3), NULL, 65043, 192, BIKE_SIZES(3)},
    {"p384_bikel3", BIKE(3), &cl_p384, 65044, 192, BIKE_SIZES(3)},
    {"x448_bikel3", BIKE(3), &cl_x448, 65045, 192, BIKE_SIZES(3)},
    {"bikel5", BIKE(5), NULL, 65046, 256, BIKE_SIZES(5)},
    {"p521_bikel5", BIKE(5), &cl_p521, 65047, 256, BIKE_SIZES(5)},
};

size_t bp_alg_pub_len(const bp_alg *alg)
{
    return (alg->classical ? alg->classical->pub_len : 0) + alg->pk_len;
}

size_t bp_alg_ct_len(const bp_alg *alg)
{
    return (alg->classical ? alg->classical->pub_len : 0) + alg->ct_len;
}

size_t bp_alg_ss_len(const bp_alg *alg)
{
    return (alg->classical ? alg->classical->ss_len : 0) + alg->ss_len;
}
