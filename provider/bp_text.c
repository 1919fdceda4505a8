/* SPDX-License-Identifier: MIT */
/*
 * A text encoder (output=text) for every algorithm's keys, which
 * EVP_PKEY_print_public / _private and `openssl ... -text` use: the
 * algorithm, its TLS group and security, the public key as sent in TLS
 * and, when the private key is asked for, the PQ secret key and the
 * classical half as OpenSSL prints it.
 */
#include "bp_prov.h"

#include <openssl/bio.h>

/* The encoder needs no state of its own: its context is the provider's. */
static void *text_newctx(void *provctx)
{
    return provctx;
}

static void text_freectx(void *ctx)
{
    (void)ctx;
}

/* Any selection: public and private keys print, parameters are none. */
static int text_does_selection(void *provctx, int selection)
{
    (void)provctx;
    (void)selection;
    return 1;
}

/* len bytes as OpenSSL prints key material: 15 per line, colon-separated. */
static int hex_dump(BIO *out, const unsigned char *p, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (BIO_printf(out, "%s%02x%s", i % 15 == 0 ? "    " : "", p[i],
                       i + 1 == len ? "\n" : i % 15 == 14 ? ":\n" : ":") <= 0)
            return 0;
    }
    return 1;
}

/* Writes the key's text to cout; the private parts only when the
 * selection includes the private key. */
static int text_encode(void *ctx, OSSL_CORE_BIO *cout, const void *obj,
                       const OSSL_PARAM abstract[], int selection,
                       OSSL_PASSPHRASE_CALLBACK *cb, void *cbarg)
{
    const bp_provctx *prov = ctx;
    const bp_key *key = obj;
    const bp_alg *alg;
    int priv = (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0;
    BIO *out;
    int ok;

    (void)abstract;
    (void)cb;
    (void)cbarg;
    if (key == NULL) {
        BP_RAISE(prov, BP_R_INVALID_PARAM, "text encoding needs a key object");
        return 0;
    }
    alg = key->alg;
    if ((priv && !key->has_priv) || !key->has_pub) {
        BP_RAISE(prov, BP_R_MISSING_KEY, "%s: no %s key to print", alg->name,
                 priv ? "private" : "public");
        return 0;
    }
    if ((out = BIO_new_from_core_bio(prov->libctx, cout)) == NULL) {
        BP_RAISE(prov, BP_R_ALLOC, "text output");
        return 0;
    }
    ok = BIO_printf(out, "%s %s-Key:\n", alg->name, priv ? "Private" : "Public") > 0
         && BIO_printf(out, "%s-%d%s%s, TLS group %u, %u-bit security\n",
                       alg->family == BP_HQC ? "HQC" : "BIKE-L", alg->level,
                       alg->classical ? " hybrid with " : "",
                       alg->classical ? (alg->classical->group
                                             ? alg->classical->group
                                             : alg->classical->evp_type)
                                      : "",
                       alg->group_id, alg->secbits) > 0
         && BIO_printf(out, "public key (TLS key share, %zu bytes):\n",
                       bp_alg_pub_len(alg)) > 0
         && hex_dump(out, key->pub, bp_alg_pub_len(alg));
    if (ok && priv) {
        ok = BIO_printf(out, "PQ secret key (%zu bytes):\n", alg->sk_len) > 0
             && hex_dump(out, key->sk, alg->sk_len)
             && (alg->classical == NULL
                 || (BIO_printf(out, "classical key:\n") > 0
                     && EVP_PKEY_print_private(out, key->classical, 4, NULL) > 0));
    }
    BIO_free(out);
    return ok;
}

const OSSL_DISPATCH bp_text_functions[] = {
    {OSSL_FUNC_ENCODER_NEWCTX, (void (*)(void))text_newctx},
    {OSSL_FUNC_ENCODER_FREECTX, (void (*)(void))text_freectx},
    {OSSL_FUNC_ENCODER_DOES_SELECTION, (void (*)(void))text_does_selection},
    {OSSL_FUNC_ENCODER_ENCODE, (void (*)(void))text_encode},
    {0, NULL}};
