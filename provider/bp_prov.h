/* SPDX-License-Identifier: MIT */
/*
 * binpolyprov: an OpenSSL 3 provider offering binpoly's HQC and BIKE as
 * KEM and KEYMGMT algorithms, alone and as hybrids with an elliptic-curve
 * key exchange done by OpenSSL itself (EVP), plus the TLS-GROUP capability
 * that makes them TLS 1.3 key-exchange groups.  Names, code points and
 * encodings are oqs-provider's (README.md, "TLS 1.3 with OpenSSL").
 *
 * Internal header shared by the provider's files.
 */
#ifndef BP_PROV_H
#define BP_PROV_H

#include <stddef.h>
#include <stdint.h>
#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/evp.h>

/* The provider's context: the core's handle (for errors) and a child
 * library context, from which the classical halves of the hybrids and all
 * randomness (RAND_bytes_ex) are fetched, so OpenSSL's configuration and
 * DRBG apply. */
typedef struct {
    const OSSL_CORE_HANDLE *handle;
    OSSL_LIB_CTX *libctx;
} bp_provctx;

/* The classical half of a hybrid group, computed by OpenSSL through EVP.
 * Its "ciphertext" is an ephemeral public key of pub_len bytes. */
typedef struct {
    const char *evp_type;  /* EVP key type: "X25519", "X448" or "EC" */
    const char *group;     /* EC curve name ("P-256", ...), NULL for ECX */
    size_t pub_len;        /* encoded public key: raw (ECX), X9.62 uncompressed (EC) */
    size_t priv_len;       /* exported private key: raw (ECX) or SEC1 DER (EC) */
    size_t ss_len;         /* ECDH output */
} bp_classical;

enum { BP_HQC, BP_BIKE };

/* One algorithm (KEM + KEYMGMT + TLS group). */
typedef struct {
    const char *name;               /* "hqc1", "x25519_hqc1", ... */
    int family;                     /* BP_HQC or BP_BIKE */
    int level;                      /* 1, 3 or 5 */
    const bp_classical *classical;  /* NULL: plain PQ algorithm */
    unsigned group_id;              /* TLS code point */
    unsigned secbits;               /* claimed security bits */
    size_t pk_len, sk_len, ct_len, ss_len;  /* the PQ KEM's sizes */
} bp_alg;

/* The algorithms (bp_algs.c): BP_NALGS of them. */
#define BP_NALGS 16
extern const bp_alg bp_algs[BP_NALGS];

/* Sizes in bytes of the whole (hybrid or plain) algorithm, classical
 * part first. */
size_t bp_alg_pub_len(const bp_alg *alg);     /* TLS key share */
size_t bp_alg_ct_len(const bp_alg *alg);      /* TLS server share */
size_t bp_alg_ss_len(const bp_alg *alg);      /* shared secret */

/* A key of one algorithm.  pub is the TLS encoding (classical public key ||
 * PQ public key); sk the PQ secret key (secure heap); classical the EVP key
 * of the classical half (hybrids only; holds the private key iff
 * has_priv). */
typedef struct {
    const bp_provctx *prov;
    const bp_alg *alg;
    int has_pub, has_priv;
    unsigned char *pub;      /* bp_alg_pub_len bytes, or NULL */
    unsigned char *sk;       /* alg->sk_len bytes, or NULL */
    EVP_PKEY *classical;     /* NULL for plain keys and empty hybrids */
} bp_key;

/* An empty key of alg (NULL with an error raised if out of memory); its
 * freeing wipes the secret key.  bp_key_free(NULL) does nothing. */
bp_key *bp_key_new(const bp_provctx *prov, const bp_alg *alg);
void bp_key_free(bp_key *key);

/* ---- Errors: raised on OpenSSL's error stack through the core, with the
 * provider's reason strings (bp_prov.c). */
enum {
    BP_R_WRONG_LENGTH = 1,
    BP_R_MISSING_KEY,
    BP_R_RANDOM,
    BP_R_BINPOLY,
    BP_R_CLASSICAL,
    BP_R_INVALID_KEY,
    BP_R_BUFFER_TOO_SMALL,
    BP_R_ALLOC,
    BP_R_INVALID_PARAM
};
extern const OSSL_ITEM bp_reason_strings[];

void bp_raise_at(const bp_provctx *prov, int reason, const char *file,
                 int line, const char *func, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
#define BP_RAISE(prov, reason, ...) \
    bp_raise_at((prov), (reason), __FILE__, __LINE__, __func__, __VA_ARGS__)
/* Keeps the core's error functions (from OSSL_provider_init's `in`). */
void bp_errors_init(const OSSL_DISPATCH *in);

/* ---- The PQ KEMs (bp_pq.c): binpoly's derandomized entry points fed
 * with RAND_bytes_ex from the provider's library context, at the
 * algorithm's security strength.  Buffers have the alg's exact PQ sizes
 * (pk_len, sk_len, ct_len, ss_len) and do not overlap.  Return 1, or 0
 * with an error raised (binpoly zeroes the outputs then).  Constant time
 * in the secrets (binpoly's); a tampered ciphertext is no error
 * (implicit rejection). */
int bp_pq_keypair(const bp_provctx *prov, const bp_alg *alg,
                  unsigned char *pk, unsigned char *sk);
int bp_pq_encaps(const bp_provctx *prov, const bp_alg *alg,
                 unsigned char *ct, unsigned char *ss, const unsigned char *pk);
int bp_pq_decaps(const bp_provctx *prov, const bp_alg *alg,
                 unsigned char *ss, const unsigned char *ct,
                 const unsigned char *sk);
/* The public key inside a secret key (both KEMs store it there). */
const unsigned char *bp_pq_pk_of_sk(const bp_alg *alg, const unsigned char *sk);

/* ---- The classical halves (bp_classical.c), through EVP in the
 * provider's library context.  Buffers: pub and ct cl->pub_len bytes,
 * priv cl->priv_len, ss cl->ss_len; none overlaps another.  Each returns
 * the EVP key (the caller frees it) or 1 on success, NULL or 0 with an
 * error raised (and ss / priv wiped).  The secret-dependent work is
 * OpenSSL's own constant-time code.
 *
 * bp_cl_keygen: a fresh key pair, its encoded public key into pub.
 * bp_cl_from_pub: a public key from its encoding (EC: a point on the
 *   curve, else an error).
 * bp_cl_from_priv: a key pair from the raw (X25519/X448) or SEC1 DER (EC,
 *   on cl's curve) private key, its encoded public key into pub.
 * bp_cl_export_priv: the private key of key into priv, in that format.
 * bp_cl_encaps: ct = a fresh public key, ss = ECDH(its private key, peer).
 * bp_cl_decaps: ss = ECDH(priv, the public key ct). */
EVP_PKEY *bp_cl_keygen(const bp_provctx *prov, const bp_classical *cl,
                       unsigned char *pub);
EVP_PKEY *bp_cl_from_pub(const bp_provctx *prov, const bp_classical *cl,
                         const unsigned char *pub);
EVP_PKEY *bp_cl_from_priv(const bp_provctx *prov, const bp_classical *cl,
                          const unsigned char *priv, unsigned char *pub);
int bp_cl_export_priv(const bp_provctx *prov, const bp_classical *cl,
                      EVP_PKEY *key, unsigned char *priv);
int bp_cl_encaps(const bp_provctx *prov, const bp_classical *cl,
                 EVP_PKEY *peer, unsigned char *ct, unsigned char *ss);
int bp_cl_decaps(const bp_provctx *prov, const bp_classical *cl,
                 EVP_PKEY *priv, const unsigned char *ct, unsigned char *ss);

/* ---- Dispatch tables. */
extern const OSSL_DISPATCH bp_kem_functions[];
/* The text encoder (bp_text.c), for every algorithm. */
extern const OSSL_DISPATCH bp_text_functions[];
/* bp_keymgmt_functions[i]: the KEYMGMT of bp_algs[i]. */
extern const OSSL_DISPATCH *const bp_keymgmt_functions[BP_NALGS];
/* OSSL_FUNC_PROVIDER_GET_CAPABILITIES (bp_caps.c): "TLS-GROUP" only. */
int bp_get_capabilities(void *provctx, const char *capability,
                        OSSL_CALLBACK *cb, void *arg);

#endif /* BP_PROV_H */
