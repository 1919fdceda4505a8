/* SPDX-License-Identifier: MIT */
#include "hqc_test_support.h"

#include <stdio.h>
#include <stdlib.h>

/* Read-only, so threads may share it; the sizes come from the header's
 * macros (test_hqc_kem checks them against binpoly_hqc_get_sizes and the
 * spec). */
#define LEVEL_ENTRY(L)                                                      \
    {L, "HQC-" #L,                                                          \
     {BINPOLY_HQC##L##_PUBLICKEYBYTES, BINPOLY_HQC##L##_SECRETKEYBYTES,     \
      BINPOLY_HQC##L##_CIPHERTEXTBYTES, BINPOLY_HQC##L##_SHAREDSECRETBYTES, \
      BINPOLY_HQC##L##_MESSAGEBYTES, BINPOLY_HQC_KEYPAIRSEEDBYTES,          \
      BINPOLY_HQC_SALTBYTES},                                               \
     binpoly_hqc##L##_keypair, binpoly_hqc##L##_keypair_derand,             \
     binpoly_hqc##L##_enc, binpoly_hqc##L##_enc_derand, binpoly_hqc##L##_dec}

static const hqc_test_level levels[3] = {LEVEL_ENTRY(1), LEVEL_ENTRY(3),
                                         LEVEL_ENTRY(5)};

const hqc_test_level *hqc_test_level_get(int level)
{
    for (int i = 0; i < 3; i++)
        if (levels[i].level == level)
            return &levels[i];
    fprintf(stderr, "unknown HQC level %d\n", level);
    exit(2);
}

void kat_prng_init(bp_keccak_state *st, const uint8_t *entropy, size_t len)
{
    const uint8_t domain = 0x00;
    bp_shake256_init(st);
    bp_keccak_absorb(st, entropy, len);
    bp_keccak_absorb(st, &domain, 1);
    bp_shake_finalize(st);
}

