/* SPDX-License-Identifier: MIT */
/* The KEMs' public entry points around the KEM proper (kem_frontend.h). */
#include "kem_frontend.h"

#include <string.h>

#include "binpoly.h"
#include "bp_wipe.h"
#include "cpu_dit.h"
#include "kem_ct.h"
#include "kem_random.h"
#include "kem_spans.h"

/* Zeroes the outputs a failed call leaves (b may be NULL: one output). */
static void zero_outputs(uint8_t *a, size_t na, uint8_t *b, size_t nb)
{
    memset(a, 0, na);
    if (b != NULL)
        memset(b, 0, nb);
}

/* The check every entry point shares once its pointers are known to be
 * non-NULL: the ring products need a usable backend. */
static int backend_ready(void)
{
    return binpoly_backend() != NULL ? 0 : BINPOLY_ERR_BACKEND;
}

/* The pair test on buffers of the level's sizes, the keys checked and
 * the backend usable: encapsulation with fixed public randomness (the
 * test needs no generator, so it also runs in builds without one).  Not
 * inlined: its ciphertext stays off the key generation's frame. */
static __attribute__((noinline)) int
pair_consistent(const bp_kem_level *k, const uint8_t *pk, const uint8_t *sk)
{
    uint8_t ct[BP_KEM_MAX_CT_BYTES], ss[2][32];
    static const uint8_t fixed[BP_KEM_MAX_SEED_BYTES] = {0};
    int err = k->ops->enc(k->params, ct, ss[0], pk, fixed,
                          fixed + k->enc_seed_bytes[0]);
    if (err == 0)
        err = k->ops->dec(k->params, ss[1], ct, sk);
    if (err == 0) {
        uint32_t same = bp_kem_mask_bytes_equal(ss[0], ss[1],
                                                k->ops->ss_bytes);
        BP_KEM_DECLASSIFY(&same, sizeof same); /* the public answer */
        err = same ? 0 : BINPOLY_ERR_PCT;
    }
    bp_wipe(ss, sizeof ss);
    return err;
}

int bp_kem_keypair_derand(const bp_kem_level *k, uint8_t *pk, uint8_t *sk,
                          const uint8_t *seed)
{
    if (pk == NULL || sk == NULL || seed == NULL)
        return BINPOLY_ERR_NULL;
    int err = backend_ready();
    if (err == 0) {
        const uint64_t dit = bp_dit_enter();
        err = k->ops->keypair(k->params, pk, sk, seed);
        bp_dit_leave(dit);
    }
#ifdef BINPOLY_KEYGEN_PCT
    if (err == 0)
        err = pair_consistent(k, pk, sk);
#endif
    if (err != 0)
        zero_outputs(pk, k->pk_bytes, sk, k->sk_bytes);
    return err;
}

int bp_kem_keypair(const bp_kem_level *k, uint8_t *pk, uint8_t *sk)
{
    if (pk == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t seed[BP_KEM_MAX_SEED_BYTES];
    int err = bp_kem_random(seed, k->ops->keypair_seed_bytes);
    if (err == 0)
        err = bp_kem_keypair_derand(k, pk, sk, seed);
    else
        zero_outputs(pk, k->pk_bytes, sk, k->sk_bytes);
    bp_wipe(seed, sizeof seed);
    return err;
}

int bp_kem_enc_derand(const bp_kem_level *k, uint8_t *ct, uint8_t *ss,
                      const uint8_t *pk, const uint8_t *seed0,
                      const uint8_t *seed1)
{
    if (ct == NULL || ss == NULL || pk == NULL || seed0 == NULL ||
        (seed1 == NULL && k->enc_seed_bytes[1] != 0))
        return BINPOLY_ERR_NULL;
    const int err = backend_ready();
    if (err != 0) {
        zero_outputs(ct, k->ct_bytes, ss, k->ops->ss_bytes);
        return err;
    }
    const uint64_t dit = bp_dit_enter();
    const int r = k->ops->enc(k->params, ct, ss, pk, seed0, seed1);
    bp_dit_leave(dit);
    return r;
}

int bp_kem_enc(const bp_kem_level *k, uint8_t *ct, uint8_t *ss,
               const uint8_t *pk)
{
    if (ct == NULL || ss == NULL || pk == NULL)
        return BINPOLY_ERR_NULL;
    uint8_t seed[BP_KEM_MAX_SEED_BYTES];
    const size_t n0 = k->enc_seed_bytes[0], n1 = k->enc_seed_bytes[1];
    /* Two draws in the KEM's order (HQC: m, then the salt). */
    int err = bp_kem_random(seed, n0);
    if (err == 0 && n1 != 0)
        err = bp_kem_random(seed + n0, n1);
    if (err == 0)
        err = bp_kem_enc_derand(k, ct, ss, pk, seed, n1 != 0 ? seed + n0 : NULL);
    else
        zero_outputs(ct, k->ct_bytes, ss, k->ops->ss_bytes);
    bp_wipe(seed, sizeof seed);
    return err;
}

int bp_kem_dec(const bp_kem_level *k, uint8_t *ss, const uint8_t *ct,
               const uint8_t *sk)
{
    if (ss == NULL || ct == NULL || sk == NULL)
        return BINPOLY_ERR_NULL;
    const int err = backend_ready();
    if (err != 0) {
        zero_outputs(ss, k->ops->ss_bytes, NULL, 0);
        return err;
    }
    const uint64_t dit = bp_dit_enter();
    const int r = k->ops->dec(k->params, ss, ct, sk);
    bp_dit_leave(dit);
    return r;
}

int bp_kem_pk_check(const bp_kem_level *k, const uint8_t *pk, size_t pk_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, k->pk_bytes, 0}};
    const int err = bp_kem_check_spans(s, 1);
    return err != 0 ? err : k->ops->pk_check(k->params, pk);
}

int bp_kem_sk_check(const bp_kem_level *k, const uint8_t *sk, size_t sk_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{sk, sk_len, k->sk_bytes, 0}};
    const int err = bp_kem_check_spans(s, 1);
    return err != 0 ? err : k->ops->sk_check(k->params, sk);
}

int bp_kem_pairwise_check(const bp_kem_level *k, const uint8_t *pk,
                          size_t pk_len, const uint8_t *sk, size_t sk_len)
{
    int err = bp_kem_pk_check(k, pk, pk_len);
    if (err == 0)
        err = bp_kem_sk_check(k, sk, sk_len);
    if (err == 0)
        err = backend_ready();
    return err != 0 ? err : pair_consistent(k, pk, sk);
}

int bp_kem_keypair_checked(const bp_kem_level *k, uint8_t *pk, size_t pk_len,
                           uint8_t *sk, size_t sk_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, k->pk_bytes, 1},
                             {sk, sk_len, k->sk_bytes, 1}};
    const int err = bp_kem_check_spans(s, 2);
    return err != 0 ? err : bp_kem_keypair(k, pk, sk);
}

int bp_kem_keypair_derand_checked(const bp_kem_level *k, uint8_t *pk,
                                  size_t pk_len, uint8_t *sk, size_t sk_len,
                                  const uint8_t *seed, size_t seed_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{pk, pk_len, k->pk_bytes, 1},
                             {sk, sk_len, k->sk_bytes, 1},
                             {seed, seed_len, k->ops->keypair_seed_bytes, 0}};
    const int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : bp_kem_keypair_derand(k, pk, sk, seed);
}

int bp_kem_enc_checked(const bp_kem_level *k, uint8_t *ct, size_t ct_len,
                       uint8_t *ss, size_t ss_len, const uint8_t *pk,
                       size_t pk_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, k->ct_bytes, 1},
                             {ss, ss_len, k->ops->ss_bytes, 1},
                             {pk, pk_len, k->pk_bytes, 0}};
    const int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : bp_kem_enc(k, ct, ss, pk);
}

int bp_kem_enc_derand_checked(const bp_kem_level *k, uint8_t *ct,
                              size_t ct_len, uint8_t *ss, size_t ss_len,
                              const uint8_t *pk, size_t pk_len,
                              const uint8_t *seed0, size_t len0,
                              const uint8_t *seed1, size_t len1)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ct, ct_len, k->ct_bytes, 1},
                             {ss, ss_len, k->ops->ss_bytes, 1},
                             {pk, pk_len, k->pk_bytes, 0},
                             {seed0, len0, k->enc_seed_bytes[0], 0},
                             {seed1, len1, k->enc_seed_bytes[1], 0}};
    const int err = bp_kem_check_spans(s, k->enc_seed_bytes[1] != 0 ? 5 : 4);
    return err != 0 ? err : bp_kem_enc_derand(k, ct, ss, pk, seed0, seed1);
}

int bp_kem_dec_checked(const bp_kem_level *k, uint8_t *ss, size_t ss_len,
                       const uint8_t *ct, size_t ct_len, const uint8_t *sk,
                       size_t sk_len)
{
    if (k == NULL)
        return BINPOLY_ERR_ARG;
    const bp_kem_span s[] = {{ss, ss_len, k->ops->ss_bytes, 1},
                             {ct, ct_len, k->ct_bytes, 0},
                             {sk, sk_len, k->sk_bytes, 0}};
    const int err = bp_kem_check_spans(s, 3);
    return err != 0 ? err : bp_kem_dec(k, ss, ct, sk);
}
