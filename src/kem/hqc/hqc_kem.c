/* SPDX-License-Identifier: MIT */
/* HQC-KEM: key generation, encapsulation and decapsulation with implicit
 * rejection (HQC spec v5.0.0, HQC-KEM). */
#include "hqc_kem.h"

#include <string.h>

#include "binpoly.h"
#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "hqc_pke.h"
#include "hqc_symmetric.h"
#include "kem_ct.h"
#include "bp_work_area.h"
#include "ring_internal.h"

_Static_assert((BP_RING_MUL_WS_WORDS + HQC_PKE_ELEMENTS * HQC_MAX_N_WORDS) *
                       8 <= BINPOLY_WORK_BYTES,
               "BINPOLY_WORK_BYTES holds HQC's work space");

/* A KEM call's work space (binpoly_set_work_area, include/binpoly.h): the
 * thread's lent area (ring product first, 64-byte aligned, then the elements),
 * or 0 when it lent none. */
static int lent_ws(hqc_ws *ws)
{
    uint64_t *area = bp_work_area();
    if (area == NULL)
        return 0;
    ws->ring = area;
    ws->el = (uint64_t(*)[HQC_MAX_N_WORDS])(area + BP_RING_MUL_WS_WORDS);
    return 1;
}

/* Declares the work space on the caller's frame (the stack wrappers). */
#define STACK_WS(ws)                                                         \
    _Alignas(64) uint64_t ws##_ring[BP_RING_MUL_WS_WORDS];                  \
    uint64_t ws##_el[HQC_PKE_ELEMENTS][HQC_MAX_N_WORDS];                     \
    const hqc_ws ws = {ws##_ring, ws##_el}

int bp_hqc_kem_pk_check(const hqc_params *p, const uint8_t *pk)
{
    /* The key is public, so the branch on the answer reveals nothing. */
    return (pk[p->pk_bytes - 1] & ~hqc_last_byte_mask(p)) != 0
               ? BINPOLY_ERR_ARG
               : 0;
}

int bp_hqc_kem_sk_check(const hqc_params *p, const uint8_t *sk)
{
    return bp_hqc_kem_pk_check(p, sk); /* ek, the public key, comes first */
}

static int keypair_in(const hqc_params *p, uint8_t *pk, uint8_t *sk,
                      const uint8_t seed_kem[32], const hqc_ws *ws)
{
    uint8_t seed_pke[HQC_SEED_BYTES];
    bp_keccak_state xof;
    uint8_t *sk_seed_dk = sk + p->pk_bytes;
    uint8_t *sk_sigma = sk_seed_dk + HQC_SEED_BYTES;
    uint8_t *sk_seed_kem = sk_sigma + p->k;

    bp_hqc_xof_init(&xof, seed_kem, HQC_SEED_BYTES);
    bp_keccak_squeeze(&xof, seed_pke, HQC_SEED_BYTES);
    bp_keccak_squeeze(&xof, sk_sigma, p->k);   /* sigma right after seed_pke */
    bp_keccak_wipe(&xof);
    int err = bp_hqc_pke_keygen(p, pk, sk_seed_dk, seed_pke, ws);
    bp_wipe(seed_pke, sizeof seed_pke);
    if (err != 0) {
        bp_wipe(pk, p->pk_bytes);
        bp_wipe(sk, p->sk_bytes);
        return err;
    }
    memcpy(sk, pk, p->pk_bytes);
    memcpy(sk_seed_kem, seed_kem, HQC_SEED_BYTES);
    return 0;
}

static int enc_in(const hqc_params *p, uint8_t *ct, uint8_t ss[32],
                  const uint8_t *pk, const uint8_t *m, const uint8_t salt[16],
                  const hqc_ws *ws)
{
    uint8_t hash_ek[32], k_theta[64], coins[HQC_MAX_COIN_BYTES];
    uint8_t h_stream[HQC_MAX_N_BYTES];
    if (bp_hqc_kem_pk_check(p, pk) != 0) {
        bp_wipe(ct, p->ct_bytes);
        bp_wipe(ss, HQC_SS_BYTES);
        return BINPOLY_ERR_ARG;
    }
    /* H(ek) beside the XOF of h (both about n/1088 Keccak blocks) */
    bp_hqc_hash_h_and_xof(hash_ek, pk, p->pk_bytes, h_stream, p->n_bytes, pk);
    bp_hqc_hash_g(k_theta, hash_ek, m, p->k, salt);
    bp_hqc_xof_read(coins, hqc_coin_bytes(p), k_theta + 32);
    int err = bp_hqc_pke_encrypt(p, ct, pk, h_stream, m, coins, ws);
    if (err == 0) {
        memcpy(ct + p->ct_bytes - HQC_SALT_BYTES, salt, HQC_SALT_BYTES);
        memcpy(ss, k_theta, HQC_SS_BYTES);
    } else {
        bp_wipe(ct, p->ct_bytes);
        bp_wipe(ss, HQC_SS_BYTES);
    }
    bp_wipe(k_theta, sizeof k_theta);
    bp_wipe(coins, sizeof coins);
    return err;
}

static int dec_in(const hqc_params *p, uint8_t ss[32], const uint8_t *ct,
                  const uint8_t *sk, const hqc_ws *ws)
{
    const uint8_t *ek = sk;
    const uint8_t *seed_dk = sk + p->pk_bytes;
    const uint8_t *sigma = seed_dk + HQC_SEED_BYTES;
    const uint8_t *salt = ct + p->ct_bytes - HQC_SALT_BYTES;
    const size_t c_pke_bytes = (size_t)p->n_bytes + p->n1n2_bytes;
    uint8_t m[HQC_MAX_K], hash_ek[32], k_theta[64], k_bar[32];
    uint8_t coins[HQC_MAX_COIN_BYTES], h_stream[HQC_MAX_N_BYTES];
    uint8_t c_pke[HQC_MAX_CT_BYTES];

    if (bp_hqc_kem_sk_check(p, sk) != 0) {
        bp_wipe(ss, HQC_SS_BYTES);
        return BINPOLY_ERR_ARG;
    }
    int err = bp_hqc_pke_decrypt(p, m, seed_dk, ct, ws);
    if (err == 0) {
        bp_hqc_hash_h_and_xof(hash_ek, ek, p->pk_bytes, h_stream, p->n_bytes,
                           ek);
        bp_hqc_hash_g(k_theta, hash_ek, m, p->k, salt);
        /* K-bar hashes the ciphertext exactly as received (spec: non-canonical
         * inputs); it is always computed, beside the re-encryption's coins. */
        bp_hqc_hash_j_and_xof(k_bar, hash_ek, sigma, p->k, ct, p->ct_bytes,
                           coins, hqc_coin_bytes(p), k_theta + 32);
        err = bp_hqc_pke_encrypt(p, c_pke, ek, h_stream, m, coins, ws);
    }
    if (err == 0) {
        /* The salt of c' is the received salt, so only u || v can differ. */
        const uint32_t same = bp_kem_mask_bytes_equal(c_pke, ct, c_pke_bytes);
        bp_kem_select_bytes(ss, same, k_theta, k_bar, HQC_SS_BYTES);
    } else {
        bp_wipe(ss, HQC_SS_BYTES);
    }
    bp_wipe(m, sizeof m);
    bp_wipe(k_theta, sizeof k_theta);
    bp_wipe(k_bar, sizeof k_bar);
    bp_wipe(coins, sizeof coins);
    bp_wipe(c_pke, c_pke_bytes);
    return err;
}

/* The three operations with their work space on this frame. */
static __attribute__((noinline)) int
keypair_on_stack(const hqc_params *p, uint8_t *pk, uint8_t *sk,
                 const uint8_t seed_kem[32])
{
    STACK_WS(ws);
    return keypair_in(p, pk, sk, seed_kem, &ws);
}

static __attribute__((noinline)) int
enc_on_stack(const hqc_params *p, uint8_t *ct, uint8_t ss[32],
             const uint8_t *pk, const uint8_t *m, const uint8_t salt[16])
{
    STACK_WS(ws);
    return enc_in(p, ct, ss, pk, m, salt, &ws);
}

static __attribute__((noinline)) int
dec_on_stack(const hqc_params *p, uint8_t ss[32], const uint8_t *ct,
             const uint8_t *sk)
{
    STACK_WS(ws);
    return dec_in(p, ss, ct, sk, &ws);
}

int bp_hqc_kem_keypair_derand(const hqc_params *p, uint8_t *pk, uint8_t *sk,
                           const uint8_t seed_kem[32])
{
    hqc_ws ws;
    return lent_ws(&ws) ? keypair_in(p, pk, sk, seed_kem, &ws)
                        : keypair_on_stack(p, pk, sk, seed_kem);
}

int bp_hqc_kem_enc_derand(const hqc_params *p, uint8_t *ct, uint8_t ss[32],
                       const uint8_t *pk, const uint8_t *m,
                       const uint8_t salt[16])
{
    hqc_ws ws;
    return lent_ws(&ws) ? enc_in(p, ct, ss, pk, m, salt, &ws)
                        : enc_on_stack(p, ct, ss, pk, m, salt);
}

int bp_hqc_kem_dec(const hqc_params *p, uint8_t ss[32], const uint8_t *ct,
                const uint8_t *sk)
{
    hqc_ws ws;
    return lent_ws(&ws) ? dec_in(p, ss, ct, sk, &ws)
                        : dec_on_stack(p, ss, ct, sk);
}
