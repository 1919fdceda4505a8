/* SPDX-License-Identifier: MIT */
/*
 * The provider's entry point (OSSL_provider_init), its parameters, its
 * algorithm tables and its errors.
 */
#include "bp_prov.h"

#include <stdarg.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#ifndef BP_PROV_VERSION
#error "BP_PROV_VERSION: the build defines it (provider/CMakeLists.txt)"
#endif

#define BP_PROPERTIES "provider=binpolyprov"

/* ---- Errors, through the core so that the reason strings below are
 * printed with the provider's name. */
static OSSL_FUNC_core_new_error_fn *c_new_error;
static OSSL_FUNC_core_set_error_debug_fn *c_set_error_debug;
static OSSL_FUNC_core_vset_error_fn *c_vset_error;

const OSSL_ITEM bp_reason_strings[] = {
    {BP_R_WRONG_LENGTH, "wrong length"},
    {BP_R_MISSING_KEY, "missing key"},
    {BP_R_RANDOM, "random generator failed"},
    {BP_R_BINPOLY, "binpoly failed"},
    {BP_R_CLASSICAL, "classical key exchange failed"},
    {BP_R_INVALID_KEY, "invalid key"},
    {BP_R_BUFFER_TOO_SMALL, "output buffer too small"},
    {BP_R_ALLOC, "out of memory"},
    {BP_R_INVALID_PARAM, "invalid parameter"},
    {0, NULL}};

void bp_errors_init(const OSSL_DISPATCH *in)
{
    for (; in->function_id != 0; in++) {
        switch (in->function_id) {
        case OSSL_FUNC_CORE_NEW_ERROR:
            c_new_error = OSSL_FUNC_core_new_error(in);
            break;
        case OSSL_FUNC_CORE_SET_ERROR_DEBUG:
            c_set_error_debug = OSSL_FUNC_core_set_error_debug(in);
            break;
        case OSSL_FUNC_CORE_VSET_ERROR:
            c_vset_error = OSSL_FUNC_core_vset_error(in);
            break;
        default:
            break;
        }
    }
}

void bp_raise_at(const bp_provctx *prov, int reason, const char *file,
                 int line, const char *func, const char *fmt, ...)
{
    va_list ap;

    if (c_new_error == NULL || c_set_error_debug == NULL
        || c_vset_error == NULL || prov == NULL)
        return;
    c_new_error(prov->handle);
    c_set_error_debug(prov->handle, file, line, func);
    va_start(ap, fmt);
    c_vset_error(prov->handle, (uint32_t)reason, fmt, ap);
    va_end(ap);
}

/* ---- Algorithm tables, built once from bp_algs[]. */
static OSSL_ALGORITHM kem_algs[BP_NALGS + 1];
static OSSL_ALGORITHM keymgmt_algs[BP_NALGS + 1];
static OSSL_ALGORITHM text_algs[BP_NALGS + 1];
static CRYPTO_ONCE tables_once = CRYPTO_ONCE_STATIC_INIT;

/* One entry per algorithm in each operation's table, NULL-terminated. */
static void build_tables(void)
{
    for (size_t i = 0; i < BP_NALGS; i++) {
        const char *name = bp_algs[i].name;
        kem_algs[i] = (OSSL_ALGORITHM){name, BP_PROPERTIES, bp_kem_functions,
                                       "binpoly HQC/BIKE KEM"};
        keymgmt_algs[i] = (OSSL_ALGORITHM){name, BP_PROPERTIES,
                                           bp_keymgmt_functions[i],
                                           "binpoly HQC/BIKE key"};
        text_algs[i] = (OSSL_ALGORITHM){name, BP_PROPERTIES ",output=text",
                                        bp_text_functions,
                                        "binpoly HQC/BIKE key to text"};
    }
}

/* KEM, KEYMGMT and ENCODER (text) algorithms; nothing else. */
static const OSSL_ALGORITHM *bp_query(void *provctx, int operation_id,
                                      int *no_cache)
{
    (void)provctx;
    *no_cache = 0;
    if (!CRYPTO_THREAD_run_once(&tables_once, build_tables))
        return NULL;
    switch (operation_id) {
    case OSSL_OP_KEM:
        return kem_algs;
    case OSSL_OP_KEYMGMT:
        return keymgmt_algs;
    case OSSL_OP_ENCODER:
        return text_algs;
    default:
        return NULL;
    }
}

/* The provider's name, version, build information and status. */
static const OSSL_PARAM *bp_gettable_params(void *provctx)
{
    static const OSSL_PARAM gettable[] = {
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_NAME, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_VERSION, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_BUILDINFO, NULL, 0),
        OSSL_PARAM_int(OSSL_PROV_PARAM_STATUS, NULL),
        OSSL_PARAM_END};
    (void)provctx;
    return gettable;
}

static int bp_get_params(void *provctx, OSSL_PARAM params[])
{
    OSSL_PARAM *p;

    (void)provctx;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, "binpoly HQC and BIKE provider"))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, BP_PROV_VERSION))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, "binpoly " BP_PROV_VERSION))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS);
    if (p != NULL && !OSSL_PARAM_set_int(p, 1))
        return 0;
    return 1;
}

/* The text of the provider's error reasons, for OpenSSL's error stack. */
static const OSSL_ITEM *bp_get_reason_strings(void *provctx)
{
    (void)provctx;
    return bp_reason_strings;
}

/* Unloading: the child library context and the provider context. */
static void bp_teardown(void *vprov)
{
    bp_provctx *prov = vprov;

    OSSL_LIB_CTX_free(prov->libctx);
    OPENSSL_free(prov);
}

static const OSSL_DISPATCH bp_provider_functions[] = {
    {OSSL_FUNC_PROVIDER_TEARDOWN, (void (*)(void))bp_teardown},
    {OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, (void (*)(void))bp_gettable_params},
    {OSSL_FUNC_PROVIDER_GET_PARAMS, (void (*)(void))bp_get_params},
    {OSSL_FUNC_PROVIDER_QUERY_OPERATION, (void (*)(void))bp_query},
    {OSSL_FUNC_PROVIDER_GET_REASON_STRINGS,
     (void (*)(void))bp_get_reason_strings},
    {OSSL_FUNC_PROVIDER_GET_CAPABILITIES, (void (*)(void))bp_get_capabilities},
    {0, NULL}};

/* The classical halves and the randomness come from a child library
 * context: it sees the providers loaded beside this one (the default
 * provider's X25519, EC and DRBG) with the application's configuration. */
__attribute__((visibility("default")))
int OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
                       const OSSL_DISPATCH **out, void **provctx)
{
    bp_provctx *prov;

    bp_errors_init(in);
    prov = OPENSSL_zalloc(sizeof *prov);
    if (prov == NULL)
        return 0;
    prov->handle = handle;
    prov->libctx = OSSL_LIB_CTX_new_child(handle, in);
    if (prov->libctx == NULL) {
        OPENSSL_free(prov);
        return 0;
    }
    *out = bp_provider_functions;
    *provctx = prov;
    return 1;
}
