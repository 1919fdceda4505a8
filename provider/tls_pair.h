/* SPDX-License-Identifier: MIT */
/*
 * TLS 1.3 handshakes in memory: a server and a client SSL over a BIO pair,
 * in one thread, for the provider's tests and the handshake benchmark.
 */
#ifndef BP_TLS_PAIR_H
#define BP_TLS_PAIR_H

#include <openssl/ssl.h>

typedef struct {
    SSL_CTX *server, *client;
} tls_pair;

/* Server and client contexts in libctx, TLS 1.3 only, both offering only
 * the colon-separated groups; the server holds a fresh self-signed P-256
 * certificate (ECDSA signatures, the same for every group), the client
 * does not verify it; no session tickets (every handshake is a full one).
 * Returns 1, or 0 with OpenSSL's errors on its stack. */
int tls_pair_init(tls_pair *t, OSSL_LIB_CTX *libctx, const char *groups);
void tls_pair_free(tls_pair *t);

/* One full handshake: *server and *client are then connected SSL objects
 * the caller frees.  Returns 1, or 0 (both NULL) on failure. */
int tls_pair_handshake(const tls_pair *t, SSL **server, SSL **client);

/* Sends len bytes from `from` to `to` over the connection and checks they
 * arrive unchanged.  Returns 1 or 0. */
int tls_pair_send(SSL *from, SSL *to, const void *buf, int len);

#endif /* BP_TLS_PAIR_H */
