/* SPDX-License-Identifier: MIT */
/*
 * TLS 1.3 handshakes in memory (libssl over a BIO pair) for every group of
 * binpolyprov, each offered alone on both sides: the negotiated group must
 * be the expected code point (oqs-provider's) under the expected name, and
 * application data must cross both ways.  The same code paths as
 * tls_openssl.sh's s_server/s_client runs, inside one process: the one the
 * ASan build instruments whole.
 *
 *   test_provider_tls <directory of binpolyprov.so>
 */
#include "tls_pair.h"

#include <stdio.h>
#include <string.h>
#include <openssl/err.h>
#include <openssl/provider.h>

static const struct {
    const char *name;
    int id;
} groups[] = {
    {"hqc1", 65075},          {"p256_hqc1", 65076},   {"x25519_hqc1", 65077},
    {"hqc3", 65078},          {"p384_hqc3", 65079},   {"x448_hqc3", 65080},
    {"hqc5", 65081},          {"p521_hqc5", 65082},   {"bikel1", 65040},
    {"p256_bikel1", 65041},   {"x25519_bikel1", 65042}, {"bikel3", 65043},
    {"p384_bikel3", 65044},   {"x448_bikel3", 65045}, {"bikel5", 65046},
    {"p521_bikel5", 65047},
};

/* One handshake with group name alone, then data both ways: 1 if all
 * checks pass. */
static int test_group(OSSL_LIB_CTX *libctx, const char *name, int id)
{
    static const char ping[] = "client to server over TLS 1.3";
    static const char pong[] = "server to client over TLS 1.3";
    tls_pair t;
    SSL *s = NULL, *c = NULL;
    int ok = 0, g = 0;
    const char *gname = NULL;

    if (!tls_pair_init(&t, libctx, name)) {
        fprintf(stderr, "FAIL %s: contexts (group unknown to libssl?)\n", name);
    } else if (!tls_pair_handshake(&t, &s, &c)) {
        fprintf(stderr, "FAIL %s: handshake\n", name);
    } else {
        g = SSL_get_negotiated_group(c);
        gname = SSL_group_to_name(c, g);
        if ((g & 0xffff) != id || SSL_get_negotiated_group(s) != g
            || gname == NULL || strcmp(gname, name) != 0)
            fprintf(stderr, "FAIL %s: negotiated group %#x (%s)\n", name, g,
                    gname ? gname : "no name");
        else if (SSL_version(c) != TLS1_3_VERSION)
            fprintf(stderr, "FAIL %s: not TLS 1.3\n", name);
        else if (!tls_pair_send(c, s, ping, sizeof ping)
                 || !tls_pair_send(s, c, pong, sizeof pong))
            fprintf(stderr, "FAIL %s: application data\n", name);
        else
            ok = 1;
    }
    if (!ok)
        ERR_print_errors_fp(stderr);
    else
        printf("%-14s group %5d: handshake and data both ways\n", name, id);
    SSL_free(s);
    SSL_free(c);
    tls_pair_free(&t);
    return ok;
}

int main(int argc, char **argv)
{
    OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();
    OSSL_PROVIDER *def = NULL, *prov = NULL;
    int failures = 0;

    if (argc != 2) {
        fprintf(stderr, "usage: %s <directory of binpolyprov.so>\n", argv[0]);
        return 2;
    }
    if (libctx == NULL || !OSSL_PROVIDER_set_default_search_path(libctx, argv[1])
        || (def = OSSL_PROVIDER_load(libctx, "default")) == NULL
        || (prov = OSSL_PROVIDER_load(libctx, "binpolyprov")) == NULL) {
        ERR_print_errors_fp(stderr);
        return 1;
    }
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++)
        failures += !test_group(libctx, groups[i].name, groups[i].id);
    OSSL_PROVIDER_unload(prov);
    OSSL_PROVIDER_unload(def);
    OSSL_LIB_CTX_free(libctx);
    return failures != 0;
}
