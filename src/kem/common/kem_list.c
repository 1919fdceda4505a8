/* SPDX-License-Identifier: MIT */
/* The KEM list of include/binpoly/kem.h, from the families of
 * bp_kem_families.h (generated from BP_KEM_FAMILIES): every family has
 * three levels. */
#include "binpoly/kem.h"

#include "bp_kem_families.h"
#include "kem_frontend.h"

#define BP_DECLARE_FAMILY_(f) extern const bp_kem_family bp_kem_family_##f;
BP_FOR_EACH_KEM_FAMILY(BP_DECLARE_FAMILY_)
#undef BP_DECLARE_FAMILY_
#define BP_FAMILY_ENTRY_(f) &bp_kem_family_##f,
static const bp_kem_family *const families[] = {
    BP_FOR_EACH_KEM_FAMILY(BP_FAMILY_ENTRY_)};
#undef BP_FAMILY_ENTRY_
#define N_FAMILIES (sizeof families / sizeof families[0])
#define LEVELS_PER_FAMILY 3

size_t binpoly_kem_count(void)
{
    return N_FAMILIES * LEVELS_PER_FAMILY;
}

int binpoly_kem_get_info(size_t index, binpoly_kem_info *info)
{
    if (info == NULL)
        return BINPOLY_ERR_NULL;
    if (index >= binpoly_kem_count())
        return BINPOLY_ERR_ARG;
    const bp_kem_family *f = families[index / LEVELS_PER_FAMILY];
    const size_t i = index % LEVELS_PER_FAMILY;
    bp_kem_level buf;
    const bp_kem_level *k = f->level(f->levels[i], &buf);
    const size_t parts = k->enc_seed_bytes[1] != 0 ? 2 : 1;
    *info = (binpoly_kem_info){
        .name = f->level_names[i],
        .family = f->name,
        .level = f->levels[i],
        .public_key = k->pk_bytes,
        .secret_key = k->sk_bytes,
        .ciphertext = k->ct_bytes,
        .shared_secret = k->ops->ss_bytes,
        .keypair_seed = k->ops->keypair_seed_bytes,
        .enc_parts = parts,
        .enc_part_bytes = {k->enc_seed_bytes[0], k->enc_seed_bytes[1]},
        .enc_part_names = {f->enc_part_names[0],
                           parts == 2 ? f->enc_part_names[1] : NULL},
        .pk_rejected = f->pk_rejected,
        .sk_rejected = f->sk_rejected};
    return BINPOLY_OK;
}
