/* SPDX-License-Identifier: MIT */
/* One copy's entry points as a copy_api named COPY (copy_a or copy_b):
 * compiled with -include <that copy's build>/binpoly_namespace.h, so that
 * each binpoly_* below is that copy's prefixed function. */
#include "binpoly/bike.h"
#include "binpoly/hqc.h"
#include "copy_api.h"

const copy_api COPY = {
    binpoly_backend,           binpoly_strerror,
    binpoly_set_randombytes,   binpoly_hqc1_keypair,
    binpoly_hqc1_keypair_derand, binpoly_hqc1_enc_derand,
    binpoly_hqc1_dec,          binpoly_hqc_pairwise_check,
    binpoly_bike1_keypair,     binpoly_bike1_keypair_derand,
    binpoly_bike1_enc,         binpoly_bike1_enc_derand,
    binpoly_bike1_dec};
