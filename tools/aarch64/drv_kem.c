/* SPDX-License-Identifier: MIT */
/* The KEM operations of the instruction-count drivers over a library's
 * four hooks (contracts in drv.h). */
#include "drv.h"

#include <stdlib.h>
#include <string.h>

static drv_kem_sizes sz;
static uint8_t *pk, *sk, *ct, ss_enc[32], ss_dec[32];

/* Opens the KEM and allocates; then makes `prepared` of: 1 a key pair, 2 a
 * key pair and a ciphertext. */
static int setup_upto(const char *param, int prepared)
{
    if (drv_kem_open(param, &sz) != 0)
        return 1;
    pk = malloc(sz.pk), sk = malloc(sz.sk), ct = malloc(sz.ct);
    if (!pk || !sk || !ct)
        return 1;
    if (prepared >= 1 && drv_kem_keygen(pk, sk) != 0)
        return 1;
    return prepared >= 2 ? drv_kem_encaps(ct, ss_enc, pk) : 0;
}

int drv_kem_keygen_setup(const char *param) { return setup_upto(param, 0); }
int drv_kem_encaps_setup(const char *param) { return setup_upto(param, 1); }
int drv_kem_decaps_setup(const char *param) { return setup_upto(param, 2); }

int drv_kem_keygen_run(void) { return drv_kem_keygen(pk, sk); }
int drv_kem_encaps_run(void) { return drv_kem_encaps(ct, ss_enc, pk); }
int drv_kem_decaps_run(void) { return drv_kem_decaps(ss_dec, ct, sk); }

/* Every check ends with a round trip: the last key pair or ciphertext
 * must decapsulate to its shared secret. */
static int round_trip(uint64_t *sum)
{
    if (drv_kem_decaps(ss_dec, ct, sk) != 0)
        return 1;
    *sum ^= drv_fold_bytes(ss_dec, 32);
    return memcmp(ss_enc, ss_dec, 32) != 0;
}

int drv_kem_keygen_check(uint64_t *sum)
{
    *sum = drv_fold_bytes(pk, sz.pk);
    return drv_kem_encaps(ct, ss_enc, pk) != 0 || round_trip(sum);
}

int drv_kem_encaps_check(uint64_t *sum)
{
    *sum = drv_fold_bytes(ct, sz.ct);
    return round_trip(sum);
}

int drv_kem_decaps_check(uint64_t *sum)
{
    *sum = 0;
    return round_trip(sum);
}
