/* SPDX-License-Identifier: MIT */
#include "tls_pair.h"

#include <string.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

/* A self-signed certificate for CN=localhost, valid for an hour, with
 * key's public key.  Returns it, or NULL. */
static X509 *self_signed(OSSL_LIB_CTX *libctx, EVP_PKEY *key)
{
    X509 *x = X509_new_ex(libctx, NULL);
    X509_NAME *name;

    if (x == NULL || !X509_set_version(x, 2)
        || !ASN1_INTEGER_set(X509_get_serialNumber(x), 1)
        || X509_gmtime_adj(X509_getm_notBefore(x), 0) == NULL
        || X509_gmtime_adj(X509_getm_notAfter(x), 3600) == NULL
        || !X509_set_pubkey(x, key)
        || (name = X509_get_subject_name(x)) == NULL
        || !X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                                       (const unsigned char *)"localhost", -1,
                                       -1, 0)
        || !X509_set_issuer_name(x, name) || !X509_sign(x, key, EVP_sha256())) {
        X509_free(x);
        return NULL;
    }
    return x;
}

/* A TLS 1.3-only context offering only groups, without session tickets;
 * NULL on failure. */
static SSL_CTX *new_ctx(OSSL_LIB_CTX *libctx, const SSL_METHOD *method,
                        const char *groups)
{
    SSL_CTX *ctx = SSL_CTX_new_ex(libctx, NULL, method);

    if (ctx == NULL || !SSL_CTX_set_min_proto_version(ctx, TLS1_3_VERSION)
        || !SSL_CTX_set1_groups_list(ctx, groups)) {
        SSL_CTX_free(ctx);
        return NULL;
    }
    SSL_CTX_set_options(ctx, SSL_OP_NO_TICKET);
    return ctx;
}

int tls_pair_init(tls_pair *t, OSSL_LIB_CTX *libctx, const char *groups)
{
    EVP_PKEY *key = EVP_PKEY_Q_keygen(libctx, NULL, "EC", "P-256");
    X509 *cert = key ? self_signed(libctx, key) : NULL;
    int ok;

    t->server = new_ctx(libctx, TLS_server_method(), groups);
    t->client = new_ctx(libctx, TLS_client_method(), groups);
    ok = cert != NULL && t->server != NULL && t->client != NULL
         && SSL_CTX_use_certificate(t->server, cert) == 1
         && SSL_CTX_use_PrivateKey(t->server, key) == 1;
    X509_free(cert);
    EVP_PKEY_free(key);
    if (!ok)
        tls_pair_free(t);
    return ok;
}

void tls_pair_free(tls_pair *t)
{
    SSL_CTX_free(t->server);
    SSL_CTX_free(t->client);
    t->server = t->client = NULL;
}

/* 1 when ssl's last call returned rc and only waits for the peer. */
static int waiting(SSL *ssl, int rc)
{
    int e = SSL_get_error(ssl, rc);
    return e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE;
}

int tls_pair_handshake(const tls_pair *t, SSL **server, SSL **client)
{
    SSL *s = SSL_new(t->server), *c = SSL_new(t->client);
    BIO *sb = NULL, *cb = NULL;

    *server = *client = NULL;
    if (s == NULL || c == NULL || !BIO_new_bio_pair(&sb, 0, &cb, 0))
        goto fail;
    SSL_set_bio(s, sb, sb);
    SSL_set_bio(c, cb, cb);
    SSL_set_accept_state(s);
    SSL_set_connect_state(c);
    /* A TLS 1.3 handshake is two flights each way; the bound only stops a
     * stuck loop (large shares go through the pair's buffer in parts). */
    for (int round = 0; round < 1000; round++) {
        int rc = SSL_do_handshake(c), rs = SSL_do_handshake(s);
        if (rc == 1 && rs == 1) {
            *server = s;
            *client = c;
            return 1;
        }
        if ((rc != 1 && !waiting(c, rc)) || (rs != 1 && !waiting(s, rs)))
            break;
    }
fail:
    SSL_free(s);
    SSL_free(c);
    return 0;
}

int tls_pair_send(SSL *from, SSL *to, const void *buf, int len)
{
    unsigned char got[256];
    int n = 0;

    if (len <= 0 || len > (int)sizeof got || SSL_write(from, buf, len) != len)
        return 0;
    for (int round = 0; round < 100 && n < len; round++) {
        int r = SSL_read(to, got + n, (int)sizeof got - n);
        if (r > 0)
            n += r;
        else if (!waiting(to, r))
            return 0;
    }
    return n == len && memcmp(got, buf, (size_t)len) == 0;
}
