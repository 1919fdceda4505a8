/* SPDX-License-Identifier: MIT */
/*
 * KEM: encapsulation and decapsulation for every algorithm (the key says
 * which).  A hybrid's ciphertext is the classical ephemeral public key ||
 * the PQ ciphertext, its secret the classical ECDH output || the PQ
 * secret: oqs-provider's order for these groups.
 */
#include "bp_prov.h"

#include <openssl/crypto.h>

typedef struct {
    const bp_provctx *prov;
    bp_key *key;
} kem_ctx;

/* Context, duplication and freeing: the context only points at the
 * provider and at the key the core keeps alive for it. */
static void *kem_newctx(void *provctx)
{
    kem_ctx *ctx = OPENSSL_zalloc(sizeof *ctx);

    if (ctx == NULL)
        BP_RAISE(provctx, BP_R_ALLOC, "KEM context");
    else
        ctx->prov = provctx;
    return ctx;
}

static void kem_freectx(void *vctx)
{
    OPENSSL_free(vctx);
}

static void *kem_dupctx(void *vctx)
{
    kem_ctx *ctx = vctx, *dup = OPENSSL_memdup(ctx, sizeof *ctx);

    if (dup == NULL)
        BP_RAISE(ctx->prov, BP_R_ALLOC, "KEM context");
    return dup;
}

/* The key must hold the part the operation needs.  The core keeps the key
 * alive while the context uses it. */
static int kem_init(void *vctx, void *vkey, int need_priv)
{
    kem_ctx *ctx = vctx;
    bp_key *key = vkey;

    if (key == NULL || !(need_priv ? key->has_priv : key->has_pub)) {
        BP_RAISE(ctx->prov, BP_R_MISSING_KEY, "%s needs a %s key",
                 need_priv ? "decapsulation" : "encapsulation",
                 need_priv ? "private" : "public");
        return 0;
    }
    ctx->key = key;
    return 1;
}

/* The KEMs take no parameters: params is ignored. */
static int kem_encaps_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return kem_init(vctx, vkey, 0);
}

static int kem_decaps_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return kem_init(vctx, vkey, 1);
}

/* A caller's output buffer of *len bytes must hold need. */
static int room(const kem_ctx *ctx, const char *what, size_t len, size_t need)
{
    if (len < need) {
        BP_RAISE(ctx->prov, BP_R_BUFFER_TOO_SMALL,
                 "%s: %s buffer of %zu bytes, %zu needed", ctx->key->alg->name,
                 what, len, need);
        return 0;
    }
    return 1;
}

/* out[0..ct len) = the ciphertext, secret[0..ss len) = the shared secret
 * for the context's public key; *outlen / *secretlen (when given) must be
 * at least those lengths and receive them.  With out or secret NULL: only
 * the lengths.  On failure the secret is wiped. */
static int kem_encaps(void *vctx, unsigned char *out, size_t *outlen,
                      unsigned char *secret, size_t *secretlen)
{
    kem_ctx *ctx = vctx;
    const bp_alg *alg = ctx->key->alg;
    const bp_classical *cl = alg->classical;
    size_t ct_len = bp_alg_ct_len(alg), ss_len = bp_alg_ss_len(alg);
    size_t cl_ct = cl ? cl->pub_len : 0, cl_ss = cl ? cl->ss_len : 0;

    if (out == NULL || secret == NULL) {
        if (outlen != NULL)
            *outlen = ct_len;
        if (secretlen != NULL)
            *secretlen = ss_len;
        return 1;
    }
    if ((outlen != NULL && !room(ctx, "ciphertext", *outlen, ct_len))
        || (secretlen != NULL && !room(ctx, "secret", *secretlen, ss_len)))
        return 0;
    if ((cl != NULL
         && !bp_cl_encaps(ctx->prov, cl, ctx->key->classical, out, secret))
        || !bp_pq_encaps(ctx->prov, alg, out + cl_ct, secret + cl_ss,
                         ctx->key->pub + cl_ct)) {
        OPENSSL_cleanse(secret, ss_len);
        return 0;
    }
    if (outlen != NULL)
        *outlen = ct_len;
    if (secretlen != NULL)
        *secretlen = ss_len;
    return 1;
}

/* A tampered PQ ciphertext is no error: the KEM's implicit rejection gives
 * its pseudorandom secret.  A classical share OpenSSL refuses (a point off
 * the curve, an all-zero X25519 output) is one. */
static int kem_decaps(void *vctx, unsigned char *out, size_t *outlen,
                      const unsigned char *in, size_t inlen)
{
    kem_ctx *ctx = vctx;
    const bp_alg *alg = ctx->key->alg;
    const bp_classical *cl = alg->classical;
    size_t ct_len = bp_alg_ct_len(alg), ss_len = bp_alg_ss_len(alg);
    size_t cl_ct = cl ? cl->pub_len : 0, cl_ss = cl ? cl->ss_len : 0;

    if (out == NULL) {
        if (outlen != NULL)
            *outlen = ss_len;
        return 1;
    }
    if (inlen != ct_len) {
        BP_RAISE(ctx->prov, BP_R_WRONG_LENGTH,
                 "%s: ciphertext of %zu bytes, expected %zu", alg->name, inlen,
                 ct_len);
        return 0;
    }
    if (outlen != NULL && !room(ctx, "secret", *outlen, ss_len))
        return 0;
    if ((cl != NULL
         && !bp_cl_decaps(ctx->prov, cl, ctx->key->classical, in, out))
        || !bp_pq_decaps(ctx->prov, alg, out + cl_ss, in + cl_ct,
                         ctx->key->sk)) {
        OPENSSL_cleanse(out, ss_len);
        return 0;
    }
    if (outlen != NULL)
        *outlen = ss_len;
    return 1;
}

/* No settable context parameters. */
static const OSSL_PARAM *kem_ctx_params(void *vctx, void *provctx)
{
    static const OSSL_PARAM none[] = {OSSL_PARAM_END};
    (void)vctx;
    (void)provctx;
    return none;
}

/* No context parameters: anything given is ignored, as by OpenSSL's own
 * KEMs for parameters they do not know. */
static int kem_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    (void)vctx;
    (void)params;
    return 1;
}

const OSSL_DISPATCH bp_kem_functions[] = {
    {OSSL_FUNC_KEM_NEWCTX, (void (*)(void))kem_newctx},
    {OSSL_FUNC_KEM_FREECTX, (void (*)(void))kem_freectx},
    {OSSL_FUNC_KEM_DUPCTX, (void (*)(void))kem_dupctx},
    {OSSL_FUNC_KEM_ENCAPSULATE_INIT, (void (*)(void))kem_encaps_init},
    {OSSL_FUNC_KEM_ENCAPSULATE, (void (*)(void))kem_encaps},
    {OSSL_FUNC_KEM_DECAPSULATE_INIT, (void (*)(void))kem_decaps_init},
    {OSSL_FUNC_KEM_DECAPSULATE, (void (*)(void))kem_decaps},
    {OSSL_FUNC_KEM_SET_CTX_PARAMS, (void (*)(void))kem_set_ctx_params},
    {OSSL_FUNC_KEM_SETTABLE_CTX_PARAMS, (void (*)(void))kem_ctx_params},
    {0, NULL}};
