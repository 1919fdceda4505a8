/* SPDX-License-Identifier: MIT */
/*
 * The classical halves of the hybrids: X25519, X448 and ECDH on the NIST
 * curves, all computed by OpenSSL (EVP, fetched from the provider's
 * library context); nothing classical is implemented here.  As in
 * oqs-provider, the classical "KEM" is ephemeral-static Diffie-Hellman: the
 * ciphertext is a fresh public key, the secret the raw ECDH output.
 */
#include "bp_prov.h"

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/objects.h>
#include <openssl/params.h>
#include <openssl/x509.h>

/* pub[0..cl->pub_len) = the encoded public key of key (the TLS key share
 * format).  Returns 1, or 0 with an error raised. */
static int get_pub(const bp_provctx *prov, const bp_classical *cl,
                   EVP_PKEY *key, unsigned char *pub)
{
    size_t len = 0;

    if (EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY,
                                        pub, cl->pub_len, &len) <= 0
        || len != cl->pub_len) {
        BP_RAISE(prov, BP_R_CLASSICAL, "%s: cannot encode the public key",
                 cl->evp_type);
        return 0;
    }
    return 1;
}

EVP_PKEY *bp_cl_keygen(const bp_provctx *prov, const bp_classical *cl,
                       unsigned char *pub)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(prov->libctx, cl->evp_type,
                                                   NULL);
    EVP_PKEY *key = NULL;

    if (ctx == NULL || EVP_PKEY_keygen_init(ctx) <= 0
        || (cl->group != NULL && EVP_PKEY_CTX_set_group_name(ctx, cl->group) <= 0)
        || EVP_PKEY_keygen(ctx, &key) <= 0) {
        BP_RAISE(prov, BP_R_CLASSICAL, "%s%s%s: key generation failed",
                 cl->evp_type, cl->group ? " " : "", cl->group ? cl->group : "");
        EVP_PKEY_free(key);
        key = NULL;
    } else if (!get_pub(prov, cl, key, pub)) {
        EVP_PKEY_free(key);
        key = NULL;
    }
    EVP_PKEY_CTX_free(ctx);
    return key;
}

EVP_PKEY *bp_cl_from_pub(const bp_provctx *prov, const bp_classical *cl,
                         const unsigned char *pub)
{
    OSSL_PARAM params[3], *p = params;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(prov->libctx, cl->evp_type,
                                                   NULL);
    EVP_PKEY *key = NULL;

    if (cl->group != NULL)
        *p++ = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
                                                (char *)cl->group, 0);
    /* EC import decodes the point and rejects one off the curve. */
    *p++ = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY,
                                             (void *)pub, cl->pub_len);
    *p = OSSL_PARAM_construct_end();
    if (ctx == NULL || EVP_PKEY_fromdata_init(ctx) <= 0
        || EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params) <= 0) {
        BP_RAISE(prov, BP_R_INVALID_KEY, "%s: invalid public key or share",
                 cl->evp_type);
        key = NULL;
    }
    EVP_PKEY_CTX_free(ctx);
    return key;
}

EVP_PKEY *bp_cl_from_priv(const bp_provctx *prov, const bp_classical *cl,
                          const unsigned char *priv, unsigned char *pub)
{
    EVP_PKEY *key;

    if (cl->group == NULL) {
        key = EVP_PKEY_new_raw_private_key_ex(prov->libctx, cl->evp_type, NULL,
                                              priv, cl->priv_len);
    } else {
        /* SEC1 DER of exactly priv_len bytes, on this curve (which
         * OpenSSL names by its short name, prime256v1 for P-256). */
        const unsigned char *p = priv;
        char group[32];
        key = d2i_PrivateKey_ex(EVP_PKEY_EC, NULL, &p, (long)cl->priv_len,
                                prov->libctx, NULL);
        if (key != NULL
            && (p != priv + cl->priv_len
                || !EVP_PKEY_get_group_name(key, group, sizeof group, NULL)
                || OBJ_sn2nid(group) != EC_curve_nist2nid(cl->group))) {
            EVP_PKEY_free(key);
            key = NULL;
        }
    }
    if (key == NULL) {
        BP_RAISE(prov, BP_R_INVALID_KEY, "%s: invalid private key",
                 cl->evp_type);
        return NULL;
    }
    if (!get_pub(prov, cl, key, pub)) {
        EVP_PKEY_free(key);
        return NULL;
    }
    return key;
}

int bp_cl_export_priv(const bp_provctx *prov, const bp_classical *cl,
                      EVP_PKEY *key, unsigned char *priv)
{
    size_t len = cl->priv_len;
    int ok;

    if (cl->group == NULL) {
        ok = EVP_PKEY_get_raw_private_key(key, priv, &len) > 0
             && len == cl->priv_len;
    } else {
        unsigned char *p = priv;
        ok = i2d_PrivateKey(key, NULL) == (int)cl->priv_len
             && i2d_PrivateKey(key, &p) == (int)cl->priv_len;
    }
    if (!ok) {
        OPENSSL_cleanse(priv, cl->priv_len);
        BP_RAISE(prov, BP_R_CLASSICAL, "%s: cannot export the private key",
                 cl->evp_type);
    }
    return ok;
}

/* ss[0..cl->ss_len) = ECDH(mine, peer).  Returns 1, or 0 with an error
 * raised (OpenSSL refuses, e.g., an all-zero X25519 output). */
static int derive(const bp_provctx *prov, const bp_classical *cl,
                  EVP_PKEY *mine, EVP_PKEY *peer, unsigned char *ss)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_pkey(prov->libctx, mine, NULL);
    size_t len = cl->ss_len;
    int ok = ctx != NULL && EVP_PKEY_derive_init(ctx) > 0
             && EVP_PKEY_derive_set_peer(ctx, peer) > 0
             && EVP_PKEY_derive(ctx, ss, &len) > 0 && len == cl->ss_len;

    if (!ok) {
        OPENSSL_cleanse(ss, cl->ss_len);
        BP_RAISE(prov, BP_R_CLASSICAL, "%s: key agreement failed",
                 cl->evp_type);
    }
    EVP_PKEY_CTX_free(ctx);
    return ok;
}

int bp_cl_encaps(const bp_provctx *prov, const bp_classical *cl,
                 EVP_PKEY *peer, unsigned char *ct, unsigned char *ss)
{
    EVP_PKEY *eph = bp_cl_keygen(prov, cl, ct);
    int ok = eph != NULL && derive(prov, cl, eph, peer, ss);

    EVP_PKEY_free(eph);
    return ok;
}

int bp_cl_decaps(const bp_provctx *prov, const bp_classical *cl,
                 EVP_PKEY *priv, const unsigned char *ct, unsigned char *ss)
{
    EVP_PKEY *peer = bp_cl_from_pub(prov, cl, ct);
    int ok = peer != NULL && derive(prov, cl, priv, peer, ss);

    EVP_PKEY_free(peer);
    return ok;
}
