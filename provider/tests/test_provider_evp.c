/* SPDX-License-Identifier: MIT */
/*
 * binpolyprov through EVP, for every algorithm: key generation, the TLS
 * key share, encapsulation/decapsulation round trips (the peer key built
 * as libssl builds it), raw key export and import, key comparison, text
 * printing, and bad inputs (wrong lengths, another level's key, short
 * buffers, a tampered ciphertext, a refused classical share).  The
 * expectations are independent of the provider: sizes from binpoly's
 * headers and oqs-provider's classical sizes, the PQ secret from binpoly's
 * own decapsulation, the classical secret from OpenSSL's ECDH on the raw
 * keys.
 *
 *   test_provider_evp <directory of binpolyprov.so>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <binpoly/bike.h>
#include <binpoly/hqc.h>
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/provider.h>
#include <openssl/x509.h>

typedef struct {
    const char *name;
    int hqc, level;
    const char *cl_type;  /* OpenSSL key type of the classical half, or NULL */
    size_t cl_pub, cl_priv, cl_ss;
} alg_t;

/* oqs-provider's classical sizes (its oqsprov_keys.c). */
#define X25519 "X25519", 32, 32, 32
#define X448 "X448", 56, 56, 56
#define P256 "EC", 65, 121, 32
#define P384 "EC", 97, 167, 48
#define P521 "EC", 133, 223, 66
#define PLAIN NULL, 0, 0, 0
static const alg_t algs[] = {
    {"hqc1", 1, 1, PLAIN},         {"p256_hqc1", 1, 1, P256},
    {"x25519_hqc1", 1, 1, X25519}, {"hqc3", 1, 3, PLAIN},
    {"p384_hqc3", 1, 3, P384},     {"x448_hqc3", 1, 3, X448},
    {"hqc5", 1, 5, PLAIN},         {"p521_hqc5", 1, 5, P521},
    {"bikel1", 0, 1, PLAIN},       {"p256_bikel1", 0, 1, P256},
    {"x25519_bikel1", 0, 1, X25519}, {"bikel3", 0, 3, PLAIN},
    {"p384_bikel3", 0, 3, P384},   {"x448_bikel3", 0, 3, X448},
    {"bikel5", 0, 5, PLAIN},       {"p521_bikel5", 0, 5, P521},
};
#define NALGS (sizeof algs / sizeof algs[0])

static OSSL_LIB_CTX *libctx;
static int failures;

#define CHECK(cond, a)                                                       \
    do {                                                                     \
        if (!(cond)) {                                                       \
            fprintf(stderr, "FAIL %s:%d (%s): %s\n", __FILE__, __LINE__,     \
                    (a)->name, #cond);                                       \
            ERR_print_errors_fp(stderr);                                     \
            failures++;                                                      \
        }                                                                    \
        ERR_clear_error();                                                   \
    } while (0)

/* An error on the stack contains text (the provider's reason strings;
 * EVP adds its own after them).  Empties the stack. */
static int error_says(const char *text)
{
    char buf[512];
    unsigned long e;
    int found = 0;

    while ((e = ERR_get_error()) != 0) {
        ERR_error_string_n(e, buf, sizeof buf);
        found |= strstr(buf, text) != NULL;
    }
    return found;
}

/* The PQ KEM's sizes, from binpoly. */
static void pq_sizes(const alg_t *a, size_t *pk, size_t *sk, size_t *ct)
{
    if (a->hqc) {
        binpoly_hqc_sizes s;
        binpoly_hqc_get_sizes(a->level, &s);
        *pk = s.public_key, *sk = s.secret_key, *ct = s.ciphertext;
    } else {
        binpoly_bike_sizes s;
        binpoly_bike_get_sizes(a->level, &s);
        *pk = s.public_key, *sk = s.secret_key, *ct = s.ciphertext;
    }
}

/* binpoly's own decapsulation (0 or its error code). */
static int pq_dec(const alg_t *a, unsigned char *ss, const unsigned char *ct,
                  size_t ctlen, const unsigned char *sk, size_t sklen)
{
    return a->hqc ? binpoly_hqc_dec_checked(a->level, ss, 32, ct, ctlen, sk, sklen)
                  : binpoly_bike_dec_checked(a->level, ss, 32, ct, ctlen, sk, sklen);
}

/* A fresh key pair of the named algorithm, or NULL. */
static EVP_PKEY *keygen(const char *name)
{
    EVP_PKEY *k = NULL;
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_name(libctx, name, NULL);

    if (c == NULL || EVP_PKEY_keygen_init(c) <= 0 || EVP_PKEY_keygen(c, &k) <= 0)
        k = NULL;
    EVP_PKEY_CTX_free(c);
    return k;
}

/* The peer key as libssl makes it from a key share: parameter generation,
 * then the encoded public key. */
static EVP_PKEY *peer_from_share(const char *name, const unsigned char *share,
                                 size_t len)
{
    EVP_PKEY *k = NULL;
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_name(libctx, name, NULL);

    if (c == NULL || EVP_PKEY_paramgen_init(c) <= 0
        || EVP_PKEY_CTX_set_group_name(c, name) <= 0
        || EVP_PKEY_paramgen(c, &k) <= 0
        || EVP_PKEY_set1_encoded_public_key(k, share, len) <= 0) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    EVP_PKEY_CTX_free(c);
    return k;
}

/* EVP_PKEY_encapsulate / _decapsulate with k: 1 on success. */
static int encaps(EVP_PKEY *k, unsigned char *ct, size_t *ctlen,
                  unsigned char *ss, size_t *sslen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(libctx, k, NULL);
    int ok = c != NULL && EVP_PKEY_encapsulate_init(c, NULL) > 0
             && EVP_PKEY_encapsulate(c, ct, ctlen, ss, sslen) > 0;
    EVP_PKEY_CTX_free(c);
    return ok;
}

static int decaps(EVP_PKEY *k, unsigned char *ss, size_t *sslen,
                  const unsigned char *ct, size_t ctlen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(libctx, k, NULL);
    int ok = c != NULL && EVP_PKEY_decapsulate_init(c, NULL) > 0
             && EVP_PKEY_decapsulate(c, ss, sslen, ct, ctlen) > 0;
    EVP_PKEY_CTX_free(c);
    return ok;
}

/* The classical secret recomputed by OpenSSL alone (default provider)
 * from the raw classical private key and the ciphertext's share. */
static int classical_secret(const alg_t *a, const unsigned char *priv,
                            const unsigned char *share, unsigned char *ss)
{
    EVP_PKEY *mine, *peer = NULL;
    EVP_PKEY_CTX *c = NULL;
    size_t len = a->cl_ss;
    int ok = 0;

    if (strcmp(a->cl_type, "EC") == 0) {
        const unsigned char *p = priv;
        mine = d2i_PrivateKey_ex(EVP_PKEY_EC, NULL, &p, (long)a->cl_priv, libctx, NULL);
        peer = EVP_PKEY_new();
        if (mine == NULL || peer == NULL || !EVP_PKEY_copy_parameters(peer, mine)
            || EVP_PKEY_set1_encoded_public_key(peer, share, a->cl_pub) <= 0)
            goto end;
    } else {
        mine = EVP_PKEY_new_raw_private_key_ex(libctx, a->cl_type, NULL, priv,
                                               a->cl_priv);
        peer = EVP_PKEY_new_raw_public_key_ex(libctx, a->cl_type, NULL, share,
                                              a->cl_pub);
    }
    c = mine ? EVP_PKEY_CTX_new_from_pkey(libctx, mine, NULL) : NULL;
    ok = c != NULL && peer != NULL && EVP_PKEY_derive_init(c) > 0
         && EVP_PKEY_derive_set_peer(c, peer) > 0
         && EVP_PKEY_derive(c, ss, &len) > 0 && len == a->cl_ss;
end:
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(mine);
    EVP_PKEY_free(peer);
    return ok;
}

/* Copies out the raw public or private key (malloc'ed) and its length. */
static unsigned char *raw_key(EVP_PKEY *k, int priv, size_t *len)
{
    unsigned char *buf;

    *len = 0;
    if ((priv ? EVP_PKEY_get_raw_private_key(k, NULL, len)
              : EVP_PKEY_get_raw_public_key(k, NULL, len)) <= 0
        || (buf = malloc(*len)) == NULL)
        return NULL;
    if ((priv ? EVP_PKEY_get_raw_private_key(k, buf, len)
              : EVP_PKEY_get_raw_public_key(k, buf, len)) <= 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* EVP_PKEY_print_public / _private: the algorithm's name, its first
 * public key bytes as OpenSSL prints them, and the secret key's header
 * only when the private key is printed. */
static int prints(EVP_PKEY *k, int priv, const char *name,
                  const unsigned char *share)
{
    BIO *b = BIO_new(BIO_s_mem());
    char first[16], *text = NULL;
    long n;
    int ok;

    snprintf(first, sizeof first, "%02x:%02x:%02x", share[0], share[1], share[2]);
    ok = b != NULL
         && (priv ? EVP_PKEY_print_private(b, k, 0, NULL)
                  : EVP_PKEY_print_public(b, k, 0, NULL)) > 0
         && BIO_write(b, "", 1) == 1 && (n = BIO_get_mem_data(b, &text)) > 0;
    ok = ok && strstr(text, name) != NULL && strstr(text, first) != NULL
         && (strstr(text, "PQ secret key") != NULL) == priv;
    BIO_free(b);
    return ok;
}

/* The plain algorithm of a's family at another level. */
static const alg_t *sibling_of_other_level(const alg_t *a)
{
    for (size_t i = 0; i < NALGS; i++)
        if (algs[i].hqc == a->hqc && algs[i].level != a->level
            && algs[i].cl_type == NULL)
            return &algs[i];
    return NULL;
}

/* Every check for one algorithm; failures counted in `failures`. */
static void test_alg(const alg_t *a)
{
    size_t pk, sk, pqct, hyb = a->cl_type ? 4 : 0;
    size_t share_len, ct_len, ss_len, ct2_len, ss2_len, got, plen, slen;
    unsigned char *share = NULL, *ct, *ct2, *pub = NULL, *priv = NULL;
    unsigned char ss[128], ss2[128], ss3[128], pq_ss[32];
    EVP_PKEY *k, *peer, *k2, *k3, *k4, *other;

    pq_sizes(a, &pk, &sk, &pqct);
    ct_len = a->cl_pub + pqct;
    ss_len = a->cl_ss + 32;
    ct = malloc(ct_len + 1);
    ct2 = malloc(ct_len + 1);
    k = keygen(a->name);
    CHECK(k != NULL && ct != NULL && ct2 != NULL, a);
    if (k == NULL)
        return;

    /* The key share, and an EVP round trip through a peer key. */
    share_len = EVP_PKEY_get1_encoded_public_key(k, &share);
    CHECK(share_len == a->cl_pub + pk, a);
    peer = peer_from_share(a->name, share, share_len);
    CHECK(peer != NULL, a);
    got = 0;
    CHECK(encaps(peer, NULL, &got, NULL, &ss2_len) && got == ct_len
              && ss2_len == ss_len, a);
    ct2_len = ct_len, ss2_len = sizeof ss;
    CHECK(encaps(peer, ct, &ct2_len, ss, &ss2_len) && ct2_len == ct_len
              && ss2_len == ss_len, a);
    got = sizeof ss2;
    CHECK(decaps(k, ss2, &got, ct, ct_len) && got == ss_len
              && memcmp(ss, ss2, ss_len) == 0, a);
    ct2_len = ct_len, got = sizeof ss3;
    CHECK(encaps(peer, ct2, &ct2_len, ss3, &got)
              && memcmp(ct, ct2, ct_len) != 0 && memcmp(ss, ss3, ss_len) != 0, a);

    /* Raw keys: oqs-provider's layout, and the secrets recomputed without
     * the provider. */
    pub = raw_key(k, 0, &plen);
    priv = raw_key(k, 1, &slen);
    CHECK(pub != NULL && plen == hyb + share_len
              && memcmp(pub + hyb, share, share_len) == 0, a);
    CHECK(priv != NULL && slen == hyb + a->cl_priv + sk, a);
    if (pub == NULL || priv == NULL)
        goto end;
    if (a->cl_type != NULL) {
        CHECK(pub[0] == 0 && pub[1] == 0 && pub[2] * 256 + pub[3] == (int)a->cl_pub
                  && priv[2] * 256 + priv[3] == (int)a->cl_priv, a);
        CHECK(classical_secret(a, priv + 4, ct, ss3)
                  && memcmp(ss3, ss, a->cl_ss) == 0, a);
    }
    CHECK(pq_dec(a, pq_ss, ct + a->cl_pub, pqct, priv + slen - sk, sk) == 0
              && memcmp(pq_ss, ss + a->cl_ss, 32) == 0, a);

    CHECK(prints(k, 0, a->name, share) && prints(k, 1, a->name, share), a);

    k2 = EVP_PKEY_new_raw_private_key_ex(libctx, a->name, NULL, priv, slen);
    CHECK(k2 != NULL && EVP_PKEY_eq(k, k2) == 1, a);
    got = sizeof ss2;
    CHECK(k2 != NULL && decaps(k2, ss2, &got, ct, ct_len)
              && memcmp(ss2, ss, ss_len) == 0, a);
    k3 = EVP_PKEY_new_raw_public_key_ex(libctx, a->name, NULL, pub, plen);
    CHECK(k3 != NULL && EVP_PKEY_eq(k, k3) == 1, a);
    ct2_len = ct_len, ss2_len = sizeof ss2, got = sizeof ss3;
    CHECK(k3 != NULL && encaps(k3, ct2, &ct2_len, ss2, &ss2_len)
              && decaps(k, ss3, &got, ct2, ct_len)
              && memcmp(ss2, ss3, ss_len) == 0, a);
    /* A public-only key cannot decapsulate. */
    got = sizeof ss3;
    CHECK(k3 != NULL && !decaps(k3, ss3, &got, ct, ct_len)
              && error_says("missing key"), a);
    k4 = keygen(a->name);
    CHECK(k4 != NULL && EVP_PKEY_eq(k, k4) == 0, a);

    /* Wrong lengths everywhere, and another level's public key. */
    CHECK(EVP_PKEY_new_raw_public_key_ex(libctx, a->name, NULL, pub, plen - 1) == NULL
              && error_says("wrong length"), a);
    CHECK(EVP_PKEY_new_raw_private_key_ex(libctx, a->name, NULL, priv, slen - 1) == NULL
              && error_says("wrong length"), a);
    CHECK(peer_from_share(a->name, ct, share_len + 1) == NULL
              && error_says("wrong length"), a);
    other = keygen(sibling_of_other_level(a)->name);
    {
        size_t olen;
        unsigned char *opub = other ? raw_key(other, 0, &olen) : NULL;
        CHECK(opub != NULL
                  && EVP_PKEY_new_raw_public_key_ex(libctx, a->name, NULL, opub, olen) == NULL
                  && error_says("wrong length"), a);
        free(opub);
    }
    got = sizeof ss2;
    CHECK(!decaps(k, ss2, &got, ct, ct_len - 1) && error_says("wrong length"), a);
    got = sizeof ss2;
    CHECK(!decaps(k, ss2, &got, ct, ct_len + 1) && error_says("wrong length"), a);
    got = ss_len - 1;
    CHECK(!decaps(k, ss2, &got, ct, ct_len)
              && error_says("output buffer too small"), a);

    /* A tampered PQ ciphertext: implicit rejection, the secret binpoly's
     * own decapsulation gives, the classical part unchanged. */
    memcpy(ct2, ct, ct_len);
    ct2[a->cl_pub + pqct / 2] ^= 0x10;
    got = sizeof ss2;
    CHECK(decaps(k, ss2, &got, ct2, ct_len) && got == ss_len, a);
    CHECK(memcmp(ss2, ss, ss_len) != 0
              && memcmp(ss2, ss, a->cl_ss) == 0, a);
    CHECK(pq_dec(a, pq_ss, ct2 + a->cl_pub, pqct, priv + slen - sk, sk) == 0
              && memcmp(pq_ss, ss2 + a->cl_ss, 32) == 0, a);
    /* A classical share OpenSSL refuses is an error, not a crash: all
     * zero is no point on a NIST curve, and gives X25519/X448 an all-zero
     * output, which OpenSSL's key agreement rejects. */
    if (a->cl_type != NULL) {
        memcpy(ct2, ct, ct_len);
        memset(ct2, 0, a->cl_pub);
        got = sizeof ss2;
        CHECK(!decaps(k, ss2, &got, ct2, ct_len)
                  && error_says(strcmp(a->cl_type, "EC") == 0
                                    ? "invalid key"
                                    : "classical key exchange failed"), a);
    }
    EVP_PKEY_free(k2);
    EVP_PKEY_free(k3);
    EVP_PKEY_free(k4);
    EVP_PKEY_free(other);
end:
    EVP_PKEY_free(k);
    EVP_PKEY_free(peer);
    OPENSSL_free(share);
    free(pub);
    free(priv);
    free(ct);
    free(ct2);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s <directory of binpolyprov.so>\n", argv[0]);
        return 2;
    }
    OSSL_PROVIDER *def, *prov;

    libctx = OSSL_LIB_CTX_new();
    if (libctx == NULL || !OSSL_PROVIDER_set_default_search_path(libctx, argv[1])
        || (def = OSSL_PROVIDER_load(libctx, "default")) == NULL) {
        ERR_print_errors_fp(stderr);
        return 1;
    }
    prov = OSSL_PROVIDER_load(libctx, "binpolyprov");
    if (prov == NULL) {
        fprintf(stderr, "FAIL: binpolyprov does not load from %s\n", argv[1]);
        ERR_print_errors_fp(stderr);
        return 1;
    }
    for (size_t i = 0; i < NALGS; i++)
        test_alg(&algs[i]);
    OSSL_PROVIDER_unload(prov);
    OSSL_PROVIDER_unload(def);
    OSSL_LIB_CTX_free(libctx);
    if (failures) {
        fprintf(stderr, "%d failures\n", failures);
        return 1;
    }
    printf("binpolyprov EVP: %zu algorithms pass\n", NALGS);
    return 0;
}
