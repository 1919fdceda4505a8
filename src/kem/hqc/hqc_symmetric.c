/* HQC's XOF and hashes as FIPS 202 functions with a trailing domain byte
 * (spec/hqc.md §3).  Each absorbs its inputs piecewise instead of building a
 * concatenation, so no secret copies are left behind; every sponge state is
 * wiped by bp_sha3_finalize. */
#include "hqc_symmetric.h"

enum { HQC_DOMAIN_G = 0, HQC_DOMAIN_H = 1, HQC_DOMAIN_XOF = 1,
       HQC_DOMAIN_I = 2, HQC_DOMAIN_J = 3 };

/* Absorbs the one-byte domain separator d. */
static void absorb_domain(bp_keccak_state *st, uint8_t d)
{
    bp_keccak_absorb(st, &d, 1);
}

void hqc_xof_init(bp_keccak_state *xof, const uint8_t *seed, size_t seed_len)
{
    bp_shake256_init(xof);
    bp_keccak_absorb(xof, seed, seed_len);
    absorb_domain(xof, HQC_DOMAIN_XOF);
    bp_shake_finalize(xof);
}

void hqc_hash_h(uint8_t out[32], const uint8_t *ek, size_t ek_len)
{
    bp_keccak_state st;
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, ek, ek_len);
    absorb_domain(&st, HQC_DOMAIN_H);
    bp_sha3_finalize(&st, out);
}

void hqc_hash_g(uint8_t out[64], const uint8_t h[32], const uint8_t *m,
                size_t k, const uint8_t salt[16])
{
    bp_keccak_state st;
    bp_sha3_512_init(&st);
    bp_keccak_absorb(&st, h, 32);
    bp_keccak_absorb(&st, m, k);
    bp_keccak_absorb(&st, salt, 16);
    absorb_domain(&st, HQC_DOMAIN_G);
    bp_sha3_finalize(&st, out);
}

void hqc_hash_i(uint8_t out[64], const uint8_t seed_pke[32])
{
    bp_keccak_state st;
    bp_sha3_512_init(&st);
    bp_keccak_absorb(&st, seed_pke, 32);
    absorb_domain(&st, HQC_DOMAIN_I);
    bp_sha3_finalize(&st, out);
}

void hqc_hash_j(uint8_t out[32], const uint8_t h[32], const uint8_t *sigma,
                size_t k, const uint8_t *ct, size_t ct_len)
{
    bp_keccak_state st;
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, h, 32);
    bp_keccak_absorb(&st, sigma, k);
    bp_keccak_absorb(&st, ct, ct_len);
    absorb_domain(&st, HQC_DOMAIN_J);
    bp_sha3_finalize(&st, out);
}
