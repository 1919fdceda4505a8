/* SPDX-License-Identifier: MIT */
/*
 * The post-quantum halves: binpoly's HQC and BIKE through their
 * derandomized, length-checked entry points, with every random byte drawn
 * from the provider's library context (RAND_bytes_ex), so OpenSSL's DRBG,
 * its seeding and its FIPS-mode rules govern them.
 */
#include "bp_prov.h"

#include <binpoly/bike.h>
#include <binpoly/hqc.h>
#include <openssl/crypto.h>
#include <openssl/rand.h>

/* The most random bytes one call draws: BIKE's 64 (HQC: 32 for keys, at
 * most 32 + 16 for encapsulation). */
#define BP_MAX_RANDOM 64

/* buf[0..n) from the library context's DRBG at the algorithm's strength.
 * Returns 1, or 0 with BP_R_RANDOM raised. */
static int draw(const bp_provctx *prov, const bp_alg *alg, unsigned char *buf,
                size_t n)
{
    if (RAND_bytes_ex(prov->libctx, buf, n, alg->secbits) <= 0) {
        BP_RAISE(prov, BP_R_RANDOM, "%s: RAND_bytes_ex failed", alg->name);
        return 0;
    }
    return 1;
}

/* Maps a binpoly return code to 1, or 0 with an error raised: a public or
 * secret key the KEM rejects (BINPOLY_ERR_ARG: padding bits set, indices
 * out of range) is an invalid key, anything else a library failure. */
static int check(const bp_provctx *prov, const bp_alg *alg, const char *op,
                 int rc)
{
    if (rc == BINPOLY_OK)
        return 1;
    BP_RAISE(prov, rc == BINPOLY_ERR_ARG ? BP_R_INVALID_KEY : BP_R_BINPOLY,
             "%s %s: %s", alg->name, op, binpoly_strerror(rc));
    return 0;
}

int bp_pq_keypair(const bp_provctx *prov, const bp_alg *alg,
                  unsigned char *pk, unsigned char *sk)
{
    unsigned char rnd[BP_MAX_RANDOM];
    int rc;
    size_t n = alg->family == BP_HQC ? BINPOLY_HQC_KEYPAIRSEEDBYTES
                                     : BINPOLY_BIKE_KEYPAIRSEEDBYTES;

    if (!draw(prov, alg, rnd, n))
        return 0;
    if (alg->family == BP_HQC)
        rc = binpoly_hqc_keypair_derand_checked(alg->level, pk, alg->pk_len,
                                                sk, alg->sk_len, rnd, n);
    else
        rc = binpoly_bike_keypair_derand_checked(alg->level, pk, alg->pk_len,
                                                 sk, alg->sk_len, rnd, n);
    OPENSSL_cleanse(rnd, sizeof rnd);
    return check(prov, alg, "key generation", rc);
}

int bp_pq_encaps(const bp_provctx *prov, const bp_alg *alg,
                 unsigned char *ct, unsigned char *ss, const unsigned char *pk)
{
    unsigned char rnd[BP_MAX_RANDOM];
    int rc;

    if (alg->family == BP_HQC) {
        /* m (k bytes), then the salt, as binpoly_hqcL_enc draws them. */
        binpoly_hqc_sizes sz;
        if (!check(prov, alg, "sizes", binpoly_hqc_get_sizes(alg->level, &sz))
            || !draw(prov, alg, rnd, sz.message + sz.salt))
            return 0;
        rc = binpoly_hqc_enc_derand_checked(
            alg->level, ct, alg->ct_len, ss, alg->ss_len, pk, alg->pk_len, rnd,
            sz.message, rnd + sz.message, sz.salt);
    } else {
        if (!draw(prov, alg, rnd, BINPOLY_BIKE_ENCSEEDBYTES))
            return 0;
        rc = binpoly_bike_enc_derand_checked(alg->level, ct, alg->ct_len, ss,
                                             alg->ss_len, pk, alg->pk_len, rnd,
                                             BINPOLY_BIKE_ENCSEEDBYTES);
    }
    OPENSSL_cleanse(rnd, sizeof rnd);
    return check(prov, alg, "encapsulation", rc);
}

int bp_pq_decaps(const bp_provctx *prov, const bp_alg *alg,
                 unsigned char *ss, const unsigned char *ct,
                 const unsigned char *sk)
{
    int rc = alg->family == BP_HQC
                 ? binpoly_hqc_dec_checked(alg->level, ss, alg->ss_len, ct,
                                           alg->ct_len, sk, alg->sk_len)
                 : binpoly_bike_dec_checked(alg->level, ss, alg->ss_len, ct,
                                            alg->ct_len, sk, alg->sk_len);
    return check(prov, alg, "decapsulation", rc);
}

/* HQC: sk = pk || seed_dk || sigma || seed_kem.  BIKE: sk = list0 || list1
 * || h0 || h1 || h || sigma (32 bytes), and h is the public key. */
const unsigned char *bp_pq_pk_of_sk(const bp_alg *alg, const unsigned char *sk)
{
    if (alg->family == BP_HQC)
        return sk;
    return sk + alg->sk_len - 32 - alg->pk_len;
}
