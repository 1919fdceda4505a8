/* SPDX-License-Identifier: MIT */
/*
 * The TLS-GROUP capability: every algorithm is a TLS 1.3 key-exchange
 * group (a KEM group: the client sends the public key, the server the
 * ciphertext), under its own name, with oqs-provider's code point.  No
 * DTLS: OpenSSL 3.0 has no DTLS 1.3, and KEM groups need TLS 1.3.
 */
#include "bp_prov.h"

#include <string.h>
#include <strings.h>
#include <openssl/core_names.h>
#include <openssl/params.h>
#include <openssl/prov_ssl.h>

int bp_get_capabilities(void *provctx, const char *capability,
                        OSSL_CALLBACK *cb, void *arg)
{
    (void)provctx;
    if (strcasecmp(capability, "TLS-GROUP") != 0)
        return 0;
    for (size_t i = 0; i < BP_NALGS; i++) {
        const bp_alg *alg = &bp_algs[i];
        unsigned int id = alg->group_id, secbits = alg->secbits, is_kem = 1;
        int min_tls = TLS1_3_VERSION, max_tls = 0, no_dtls = -1;
        char *name = (char *)alg->name;
        OSSL_PARAM params[] = {
            OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME, name,
                                   strlen(name)),
            OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME_INTERNAL,
                                   name, strlen(name)),
            OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_ALG, name,
                                   strlen(name)),
            OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_ID, &id),
            OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_SECURITY_BITS, &secbits),
            OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MIN_TLS, &min_tls),
            OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MAX_TLS, &max_tls),
            OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MIN_DTLS, &no_dtls),
            OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MAX_DTLS, &no_dtls),
            OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_IS_KEM, &is_kem),
            OSSL_PARAM_END};
        if (!cb(params, arg))
            return 0;
    }
    return 1;
}
