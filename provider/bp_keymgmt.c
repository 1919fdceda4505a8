/* SPDX-License-Identifier: MIT */
/*
 * KEYMGMT: key objects of every algorithm.  Generation, the TLS key share
 * (OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY: classical public key || PQ public
 * key), raw import/export (PUB_KEY / PRIV_KEY, as EVP_PKEY_new_raw_*_ex
 * and EVP_PKEY_get_raw_*_key use them), comparison and duplication.
 *
 * Raw formats are oqs-provider's: a plain key is the KEM's own public or
 * secret key; a hybrid's is a 4-byte big-endian length of the classical
 * part, the classical key (public: as in the key share; private: raw for
 * X25519/X448, SEC1 DER for the NIST curves), then the PQ key.
 */
#include "bp_prov.h"

#include <string.h>
#include <strings.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#define PREFIX 4  /* the hybrids' length prefix */

/* The classical public key's length (0 for plain algorithms). */
static size_t cl_pub_len(const bp_alg *alg)
{
    return alg->classical ? alg->classical->pub_len : 0;
}

/* Raw (PUB_KEY / PRIV_KEY) lengths in bytes. */
static size_t raw_pub_len(const bp_alg *alg)
{
    return alg->classical ? PREFIX + bp_alg_pub_len(alg) : alg->pk_len;
}

static size_t raw_priv_len(const bp_alg *alg)
{
    return alg->classical ? PREFIX + alg->classical->priv_len + alg->sk_len
                          : alg->sk_len;
}

/* The hybrids' 4-byte big-endian length prefix, written and read. */
static void put_be32(unsigned char *p, size_t v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static size_t get_be32(const unsigned char *p)
{
    return (size_t)p[0] << 24 | (size_t)p[1] << 16 | (size_t)p[2] << 8 | p[3];
}

/* len must be want: else BP_R_WRONG_LENGTH naming what, and 0. */
static int check_len(const bp_key *key, const char *what, size_t len,
                     size_t want)
{
    if (len == want)
        return 1;
    BP_RAISE(key->prov, BP_R_WRONG_LENGTH, "%s: %s of %zu bytes, expected %zu",
             key->alg->name, what, len, want);
    return 0;
}

/* A hybrid's raw key starts with the classical part's length, want. */
static int check_prefix(const bp_key *key, const char *what,
                        const unsigned char *raw, size_t want)
{
    if (get_be32(raw) == want)
        return 1;
    BP_RAISE(key->prov, BP_R_INVALID_KEY,
             "%s: classical %s length prefix %zu, expected %zu",
             key->alg->name, what, get_be32(raw), want);
    return 0;
}

bp_key *bp_key_new(const bp_provctx *prov, const bp_alg *alg)
{
    bp_key *key = OPENSSL_zalloc(sizeof *key);

    if (key == NULL) {
        BP_RAISE(prov, BP_R_ALLOC, "%s: key object", alg->name);
        return NULL;
    }
    key->prov = prov;
    key->alg = alg;
    return key;
}

/* Drops the key material (wiping the secret key), keeping the object. */
static void key_clear(bp_key *key)
{
    OPENSSL_free(key->pub);
    OPENSSL_secure_clear_free(key->sk, key->alg->sk_len);
    EVP_PKEY_free(key->classical);
    key->pub = key->sk = NULL;
    key->classical = NULL;
    key->has_pub = key->has_priv = 0;
}

void bp_key_free(bp_key *key)
{
    if (key == NULL)
        return;
    key_clear(key);
    OPENSSL_free(key);
}

/* Allocates pub (and sk when priv).  Returns 1, or 0 with an error. */
static int key_alloc(bp_key *key, int priv)
{
    key->pub = OPENSSL_malloc(bp_alg_pub_len(key->alg));
    if (key->pub != NULL && priv)
        key->sk = OPENSSL_secure_malloc(key->alg->sk_len);
    if (key->pub == NULL || (priv && key->sk == NULL)) {
        BP_RAISE(key->prov, BP_R_ALLOC, "%s: key material", key->alg->name);
        return 0;
    }
    return 1;
}

/* A fresh key pair into an empty key (left empty on failure). */
static int key_generate(bp_key *key)
{
    const bp_alg *alg = key->alg;
    int ok = key_alloc(key, 1)
             && (alg->classical == NULL
                 || (key->classical = bp_cl_keygen(key->prov, alg->classical,
                                                   key->pub)) != NULL)
             && bp_pq_keypair(key->prov, alg, key->pub + cl_pub_len(alg),
                              key->sk);

    if (ok)
        key->has_pub = key->has_priv = 1;
    else
        key_clear(key);
    return ok;
}

/* The public key from its TLS encoding (len checked) into an empty key
 * (left empty on failure). */
static int key_set_share(bp_key *key, const unsigned char *share, size_t len)
{
    const bp_alg *alg = key->alg;

    if (!check_len(key, "public key", len, bp_alg_pub_len(alg))
        || !key_alloc(key, 0))
        goto err;
    memcpy(key->pub, share, len);
    if (alg->classical != NULL
        && (key->classical = bp_cl_from_pub(key->prov, alg->classical,
                                            share)) == NULL)
        goto err;
    key->has_pub = 1;
    return 1;
err:
    key_clear(key);
    return 0;
}

/* The public key from its raw form (PUB_KEY) into an empty key. */
static int key_set_raw_pub(bp_key *key, const unsigned char *raw, size_t len)
{
    const bp_alg *alg = key->alg;

    if (!check_len(key, "raw public key", len, raw_pub_len(alg)))
        return 0;
    if (alg->classical == NULL)
        return key_set_share(key, raw, len);
    if (!check_prefix(key, "public key", raw, alg->classical->pub_len))
        return 0;
    return key_set_share(key, raw + PREFIX, len - PREFIX);
}

/* The key pair from its raw private key (PRIV_KEY) into an empty key: the
 * public key is recomputed from it (the PQ secret keys contain theirs). */
static int key_set_raw_priv(bp_key *key, const unsigned char *raw, size_t len)
{
    const bp_alg *alg = key->alg;
    const bp_classical *cl = alg->classical;
    size_t off = cl_pub_len(alg);

    if (!check_len(key, "raw private key", len, raw_priv_len(alg))
        || (cl != NULL && !check_prefix(key, "private key", raw, cl->priv_len)))
        return 0;
    if (!key_alloc(key, 1))
        goto err;
    if (cl != NULL) {
        key->classical = bp_cl_from_priv(key->prov, cl, raw + PREFIX, key->pub);
        if (key->classical == NULL)
            goto err;
        raw += PREFIX + cl->priv_len;
    }
    memcpy(key->sk, raw, alg->sk_len);
    memcpy(key->pub + off, bp_pq_pk_of_sk(alg, key->sk), alg->pk_len);
    key->has_pub = key->has_priv = 1;
    return 1;
err:
    key_clear(key);
    return 0;
}

/* out[0..raw_pub_len) = the raw public key. */
static void key_raw_pub(const bp_key *key, unsigned char *out)
{
    if (key->alg->classical != NULL) {
        put_be32(out, key->alg->classical->pub_len);
        out += PREFIX;
    }
    memcpy(out, key->pub, bp_alg_pub_len(key->alg));
}

/* out[0..raw_priv_len) = the raw private key (a secret: the caller wipes
 * it).  Returns 1, or 0 with an error. */
static int key_raw_priv(const bp_key *key, unsigned char *out)
{
    const bp_classical *cl = key->alg->classical;

    if (cl != NULL) {
        put_be32(out, cl->priv_len);
        if (!bp_cl_export_priv(key->prov, cl, key->classical, out + PREFIX))
            return 0;
        out += PREFIX + cl->priv_len;
    }
    memcpy(out, key->sk, key->alg->sk_len);
    return 1;
}

/* Fills a located octet-string param with the raw private key (or only
 * its size when p->data is NULL), through a wiped temporary buffer. */
static int set_priv_param(const bp_key *key, OSSL_PARAM *p)
{
    size_t n = raw_priv_len(key->alg);
    unsigned char *buf = OPENSSL_secure_malloc(n);
    int ok = buf != NULL && key_raw_priv(key, buf)
             && OSSL_PARAM_set_octet_string(p, buf, n);

    if (buf == NULL)
        BP_RAISE(key->prov, BP_R_ALLOC, "%s: private key buffer",
                 key->alg->name);
    OPENSSL_secure_clear_free(buf, n);
    return ok;
}

/* Fills a located octet-string param with the raw public key. */
static int set_pub_param(const bp_key *key, OSSL_PARAM *p)
{
    size_t n = raw_pub_len(key->alg);
    unsigned char *buf = OPENSSL_malloc(n);
    int ok = buf != NULL;

    if (ok) {
        key_raw_pub(key, buf);
        ok = OSSL_PARAM_set_octet_string(p, buf, n);
    } else {
        BP_RAISE(key->prov, BP_R_ALLOC, "%s: public key buffer",
                 key->alg->name);
    }
    OPENSSL_free(buf);
    return ok;
}

/* ---- The KEYMGMT functions (core_dispatch.h gives their contracts). */
static void km_free(void *vkey)
{
    bp_key_free(vkey);
}

/* Whether the key holds every selected part (no domain parameters). */
static int km_has(const void *vkey, int selection)
{
    const bp_key *key = vkey;

    if (key == NULL)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) && !key->has_pub)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) && !key->has_priv)
        return 0;
    return 1;
}

/* As OpenSSL's own key types: the public keys are compared when asked and
 * both have one, else the private ones (in constant time). */
static int km_match(const void *v1, const void *v2, int selection)
{
    const bp_key *a = v1, *b = v2;
    int checked = 0, ok = a->alg == b->alg;

    if (!ok || !(selection & OSSL_KEYMGMT_SELECT_KEYPAIR))
        return ok;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) && a->has_pub
        && b->has_pub) {
        ok = memcmp(a->pub, b->pub, bp_alg_pub_len(a->alg)) == 0;
        checked = 1;
    }
    if (!checked && (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY)
        && a->has_priv && b->has_priv) {
        ok = CRYPTO_memcmp(a->sk, b->sk, a->alg->sk_len) == 0
             && (a->classical == NULL
                 || EVP_PKEY_eq(a->classical, b->classical) == 1);
        checked = 1;
    }
    return ok && checked;
}

/* BITS and SECURITY_BITS: the claimed security; MAX_SIZE: the
 * ciphertext's length; ENCODED_PUBLIC_KEY: the TLS key share; PUB_KEY,
 * PRIV_KEY: the raw keys (an error when the key lacks the part). */
static int km_get_params(void *vkey, OSSL_PARAM params[])
{
    bp_key *key = vkey;
    const bp_alg *alg = key->alg;
    OSSL_PARAM *p;

    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_BITS)) != NULL
        && !OSSL_PARAM_set_int(p, (int)alg->secbits))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_SECURITY_BITS)) != NULL
        && !OSSL_PARAM_set_int(p, (int)alg->secbits))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_MAX_SIZE)) != NULL
        && !OSSL_PARAM_set_int(p, (int)bp_alg_ct_len(alg)))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY);
    if (p != NULL && (!key->has_pub
                      || !OSSL_PARAM_set_octet_string(p, key->pub,
                                                      bp_alg_pub_len(alg))))
        goto no_pub;
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PUB_KEY);
    if (p != NULL && (!key->has_pub || !set_pub_param(key, p)))
        goto no_pub;
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PRIV_KEY);
    if (p != NULL) {
        if (!key->has_priv) {
            BP_RAISE(key->prov, BP_R_MISSING_KEY, "%s: no private key",
                     alg->name);
            return 0;
        }
        if (!set_priv_param(key, p))
            return 0;
    }
    return 1;
no_pub:
    if (!key->has_pub)
        BP_RAISE(key->prov, BP_R_MISSING_KEY, "%s: no public key", alg->name);
    return 0;
}

/* The parameters km_get_params answers. */
static const OSSL_PARAM *km_gettable_params(void *provctx)
{
    static const OSSL_PARAM gettable[] = {
        OSSL_PARAM_int(OSSL_PKEY_PARAM_BITS, NULL),
        OSSL_PARAM_int(OSSL_PKEY_PARAM_SECURITY_BITS, NULL),
        OSSL_PARAM_int(OSSL_PKEY_PARAM_MAX_SIZE, NULL),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0),
        OSSL_PARAM_END};
    (void)provctx;
    return gettable;
}

/* The TLS peer's key share (EVP_PKEY_set1_encoded_public_key), which
 * replaces whatever the key held; other parameters are ignored. */
static int km_set_params(void *vkey, const OSSL_PARAM params[])
{
    bp_key *key = vkey;
    const OSSL_PARAM *p =
        OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY);
    const void *data;
    size_t len;

    if (p == NULL)
        return 1;
    if (!OSSL_PARAM_get_octet_string_ptr(p, &data, &len)) {
        BP_RAISE(key->prov, BP_R_INVALID_PARAM,
                 "%s: the encoded public key must be an octet string",
                 key->alg->name);
        return 0;
    }
    key_clear(key);
    return key_set_share(key, data, len);
}

/* The parameter km_set_params takes. */
static const OSSL_PARAM *km_settable_params(void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0),
        OSSL_PARAM_END};
    (void)provctx;
    return settable;
}

/* What import and export exchange: the raw keys. */
static const OSSL_PARAM raw_key_types[] = {
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0),
    OSSL_PARAM_END};

static const OSSL_PARAM *km_key_types(int selection)
{
    return (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) ? raw_key_types : NULL;
}

/* PRIV_KEY when the private key is selected and given (a PUB_KEY beside it
 * must then be its public key), else PUB_KEY. */
static int km_import(void *vkey, int selection, const OSSL_PARAM params[])
{
    bp_key *key = vkey;
    const OSSL_PARAM *pub = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PUB_KEY);
    const OSSL_PARAM *priv =
        OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PRIV_KEY);
    const void *pd = NULL, *sd = NULL;
    size_t plen = 0, slen = 0;

    if (!(selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY))
        priv = NULL;
    if (!(selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY))
        pub = NULL;
    if ((pub != NULL && !OSSL_PARAM_get_octet_string_ptr(pub, &pd, &plen))
        || (priv != NULL && !OSSL_PARAM_get_octet_string_ptr(priv, &sd, &slen))) {
        BP_RAISE(key->prov, BP_R_INVALID_PARAM,
                 "%s: raw keys must be octet strings", key->alg->name);
        return 0;
    }
    key_clear(key);
    if (priv != NULL) {
        unsigned char *check;
        int ok;
        if (!key_set_raw_priv(key, sd, slen))
            return 0;
        if (pub == NULL)
            return 1;
        check = OPENSSL_malloc(raw_pub_len(key->alg));
        ok = check != NULL && plen == raw_pub_len(key->alg);
        if (ok) {
            key_raw_pub(key, check);
            ok = memcmp(check, pd, plen) == 0;
        }
        OPENSSL_free(check);
        if (!ok) {
            key_clear(key);
            BP_RAISE(key->prov, BP_R_INVALID_KEY,
                     "%s: the public key is not the private key's",
                     key->alg->name);
        }
        return ok;
    }
    if (pub != NULL)
        return key_set_raw_pub(key, pd, plen);
    BP_RAISE(key->prov, BP_R_MISSING_KEY, "%s: no key in the import",
             key->alg->name);
    return 0;
}

/* Hands the selected raw keys the key holds to cb, then wipes the
 * private one. */
static int km_export(void *vkey, int selection, OSSL_CALLBACK *cb, void *cbarg)
{
    bp_key *key = vkey;
    OSSL_PARAM params[3], *p = params;
    unsigned char *pub = NULL, *priv = NULL;
    size_t plen = raw_pub_len(key->alg), slen = raw_priv_len(key->alg);
    int ok = 0;

    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) && key->has_pub) {
        if ((pub = OPENSSL_malloc(plen)) == NULL)
            goto alloc;
        key_raw_pub(key, pub);
        *p++ = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, pub,
                                                 plen);
    }
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) && key->has_priv) {
        if ((priv = OPENSSL_secure_malloc(slen)) == NULL)
            goto alloc;
        if (!key_raw_priv(key, priv))
            goto end;
        *p++ = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY,
                                                 priv, slen);
    }
    *p = OSSL_PARAM_construct_end();
    ok = cb(params, cbarg);
    goto end;
alloc:
    BP_RAISE(key->prov, BP_R_ALLOC, "%s: export buffer", key->alg->name);
end:
    OPENSSL_free(pub);
    OPENSSL_secure_clear_free(priv, slen);
    return ok;
}

/* A copy with the selected parts (a hybrid's public-only copy rebuilds
 * its classical key from the share, dropping the private one). */
static void *km_dup(const void *vfrom, int selection)
{
    const bp_key *from = vfrom;
    bp_key *key = bp_key_new(from->prov, from->alg);
    int ok = 1;

    if (key == NULL)
        return NULL;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) && from->has_priv) {
        ok = key_alloc(key, 1)
             && (from->classical == NULL
                 || (key->classical = EVP_PKEY_dup(from->classical)) != NULL);
        if (ok) {
            memcpy(key->pub, from->pub, bp_alg_pub_len(from->alg));
            memcpy(key->sk, from->sk, from->alg->sk_len);
            key->has_pub = key->has_priv = 1;
        }
    } else if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) && from->has_pub) {
        ok = key_set_share(key, from->pub, bp_alg_pub_len(from->alg));
    }
    if (!ok) {
        BP_RAISE(from->prov, BP_R_ALLOC, "%s: key copy", from->alg->name);
        bp_key_free(key);
        return NULL;
    }
    return key;
}

/* ---- Generation. */
typedef struct {
    const bp_provctx *prov;
    const bp_alg *alg;
    int selection;
} gen_ctx;

/* OSSL_PKEY_PARAM_GROUP_NAME, which libssl sets to the TLS group's name,
 * must name this algorithm. */
static int km_gen_set_params(void *vgen, const OSSL_PARAM params[])
{
    gen_ctx *gen = vgen;
    const OSSL_PARAM *p =
        OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_GROUP_NAME);
    const char *name = NULL;

    if (p == NULL)
        return 1;
    if (!OSSL_PARAM_get_utf8_string_ptr(p, &name)
        || strcasecmp(name, gen->alg->name) != 0) {
        BP_RAISE(gen->prov, BP_R_INVALID_PARAM, "%s: group name %s",
                 gen->alg->name, name ? name : "(not a string)");
        return 0;
    }
    return 1;
}

/* The parameter km_gen_set_params takes. */
static const OSSL_PARAM *km_gen_settable_params(void *vgen, void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, NULL, 0),
        OSSL_PARAM_END};
    (void)vgen;
    (void)provctx;
    return settable;
}

/* A generation context for alg, with the given parameters applied. */
static void *gen_init(void *provctx, const bp_alg *alg, int selection,
                      const OSSL_PARAM params[])
{
    gen_ctx *gen = OPENSSL_malloc(sizeof *gen);

    if (gen == NULL) {
        BP_RAISE(provctx, BP_R_ALLOC, "%s: generation context", alg->name);
        return NULL;
    }
    *gen = (gen_ctx){provctx, alg, selection};
    if (!km_gen_set_params(gen, params)) {
        OPENSSL_free(gen);
        return NULL;
    }
    return gen;
}

/* A key pair when the selection asks for one; an empty key for the
 * parameter generation libssl runs before receiving a peer's share. */
static void *km_gen(void *vgen, OSSL_CALLBACK *cb, void *cbarg)
{
    gen_ctx *gen = vgen;
    bp_key *key = bp_key_new(gen->prov, gen->alg);

    (void)cb;
    (void)cbarg;
    if (key != NULL && (gen->selection & OSSL_KEYMGMT_SELECT_KEYPAIR)
        && !key_generate(key)) {
        bp_key_free(key);
        return NULL;
    }
    return key;
}

/* Frees a generation context. */
static void km_gen_cleanup(void *vgen)
{
    OPENSSL_free(vgen);
}

/* ---- One dispatch table per algorithm: only new and gen_init need to
 * know which. */
#define BP_KEYMGMT(i)                                                       \
    static void *km_new_##i(void *provctx)                                  \
    {                                                                       \
        return bp_key_new(provctx, &bp_algs[i]);                            \
    }                                                                       \
    static void *km_gen_init_##i(void *provctx, int selection,              \
                                 const OSSL_PARAM params[])                 \
    {                                                                       \
        return gen_init(provctx, &bp_algs[i], selection, params);           \
    }                                                                       \
    static const OSSL_DISPATCH km_##i[] = {                                 \
        {OSSL_FUNC_KEYMGMT_NEW, (void (*)(void))km_new_##i},                \
        {OSSL_FUNC_KEYMGMT_GEN_INIT, (void (*)(void))km_gen_init_##i},      \
        {OSSL_FUNC_KEYMGMT_GEN_SET_PARAMS, (void (*)(void))km_gen_set_params}, \
        {OSSL_FUNC_KEYMGMT_GEN_SETTABLE_PARAMS,                             \
         (void (*)(void))km_gen_settable_params},                           \
        {OSSL_FUNC_KEYMGMT_GEN, (void (*)(void))km_gen},                    \
        {OSSL_FUNC_KEYMGMT_GEN_CLEANUP, (void (*)(void))km_gen_cleanup},    \
        {OSSL_FUNC_KEYMGMT_FREE, (void (*)(void))km_free},                  \
        {OSSL_FUNC_KEYMGMT_GET_PARAMS, (void (*)(void))km_get_params},      \
        {OSSL_FUNC_KEYMGMT_GETTABLE_PARAMS, (void (*)(void))km_gettable_params}, \
        {OSSL_FUNC_KEYMGMT_SET_PARAMS, (void (*)(void))km_set_params},      \
        {OSSL_FUNC_KEYMGMT_SETTABLE_PARAMS, (void (*)(void))km_settable_params}, \
        {OSSL_FUNC_KEYMGMT_HAS, (void (*)(void))km_has},                    \
        {OSSL_FUNC_KEYMGMT_MATCH, (void (*)(void))km_match},                \
        {OSSL_FUNC_KEYMGMT_IMPORT, (void (*)(void))km_import},              \
        {OSSL_FUNC_KEYMGMT_IMPORT_TYPES, (void (*)(void))km_key_types},     \
        {OSSL_FUNC_KEYMGMT_EXPORT, (void (*)(void))km_export},              \
        {OSSL_FUNC_KEYMGMT_EXPORT_TYPES, (void (*)(void))km_key_types},     \
        {OSSL_FUNC_KEYMGMT_DUP, (void (*)(void))km_dup},                    \
        {0, NULL}};

BP_KEYMGMT(0) BP_KEYMGMT(1) BP_KEYMGMT(2) BP_KEYMGMT(3)
BP_KEYMGMT(4) BP_KEYMGMT(5) BP_KEYMGMT(6) BP_KEYMGMT(7)
BP_KEYMGMT(8) BP_KEYMGMT(9) BP_KEYMGMT(10) BP_KEYMGMT(11)
BP_KEYMGMT(12) BP_KEYMGMT(13) BP_KEYMGMT(14) BP_KEYMGMT(15)

const OSSL_DISPATCH *const bp_keymgmt_functions[BP_NALGS] = {
    km_0, km_1, km_2,  km_3,  km_4,  km_5,  km_6,  km_7,
    km_8, km_9, km_10, km_11, km_12, km_13, km_14, km_15};
