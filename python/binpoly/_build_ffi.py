# SPDX-License-Identifier: MIT
"""cffi builder of the extension binpoly._native (API mode: the C
compiler checks every declaration below against the real headers).

Run by python/CMakeLists.txt at build time:
    python _build_ffi.py OUT.c
writes the extension's C source, which CMake compiles and links against
the static libbinpoly.  Not imported at run time.

cffi releases the GIL around every call into C, so products, divisions,
KEM operations and the conversions done in C run without it."""
import sys

import cffi

CDEF = r"""
#define BINPOLY_OK ...
#define BINPOLY_ERR_NULL ...
#define BINPOLY_ERR_OVERLAP ...
#define BINPOLY_ERR_TOO_LARGE ...
#define BINPOLY_ERR_NOMEM ...
#define BINPOLY_ERR_BACKEND ...
#define BINPOLY_ERR_ARG ...
#define BINPOLY_ERR_NOT_INVERTIBLE ...
#define BINPOLY_ERR_LENGTH ...
#define BINPOLY_ERR_RANDOM ...
#define BINPOLY_ERR_ALIGN ...
#define BINPOLY_ERR_THREAD ...
#define BINPOLY_MAX_WORDS ...
#define BINPOLY_RING_MAX_BITS ...
#define BINPOLY_FIELD_MAX_BITS ...

const char *binpoly_version_string(void);
const char *binpoly_strerror(int err);
int binpoly_mul(uint64_t *c, const uint64_t *a, size_t na,
                const uint64_t *b, size_t nb);
int binpoly_mul_threads(uint64_t *c, const uint64_t *a, size_t na,
                        const uint64_t *b, size_t nb, unsigned nthreads);
int binpoly_sqr(uint64_t *c, const uint64_t *a, size_t n);
const char *binpoly_backend(void);
const char *binpoly_cpu(void);
int binpoly_backend_available(const char *name);
int binpoly_divmod(uint64_t *q, uint64_t *r, const uint64_t *a, size_t na,
                   const uint64_t *b, size_t nb);
int binpoly_gcd(uint64_t *g, const uint64_t *a, size_t na,
                const uint64_t *b, size_t nb);
int binpoly_xgcd(uint64_t *g, uint64_t *s, uint64_t *t, const uint64_t *a,
                 size_t na, const uint64_t *b, size_t nb);
int binpoly_invmod(uint64_t *c, const uint64_t *a, size_t na,
                   const uint64_t *f, size_t nf);
int binpoly_berlekamp_massey(uint64_t *h, size_t *L, const uint64_t *seq,
                             size_t nbits);
int binpoly_is_irreducible(const uint64_t *f, size_t nf);
int binpoly_irreducible_lowest(unsigned n, unsigned *taps, size_t *ntaps);
int binpoly_random_irreducible(uint64_t *f, size_t n, uint64_t seed);
typedef struct {
    size_t count;
    size_t *degree;
    size_t *mult;
    uint64_t **words;
    ...;
} binpoly_factors;
int binpoly_factor(binpoly_factors **out, const uint64_t *f, size_t nf,
                   uint64_t seed);
void binpoly_factors_free(binpoly_factors *fs);

typedef struct { ...; } binpoly_ring;
int binpoly_ring_init(binpoly_ring *R, size_t N);
size_t binpoly_ring_words(const binpoly_ring *R);
int binpoly_ring_mul(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b);
int binpoly_ring_mul_sparse(const binpoly_ring *R, uint64_t *c,
                            const uint64_t *a, const uint32_t *pos, size_t w);
int binpoly_ring_sqr(const binpoly_ring *R, uint64_t *c, const uint64_t *a);
int binpoly_ring_sqr_k(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                       unsigned k);
int binpoly_ring_inv(const binpoly_ring *R, uint64_t *c, const uint64_t *a);
int binpoly_ring_add(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b);

typedef struct { ...; } binpoly_field;
int binpoly_field_init(binpoly_field *F, unsigned m, const unsigned *taps,
                       size_t ntaps);
int binpoly_field_init_nist(binpoly_field *F, unsigned m);
int binpoly_field_find_modulus(unsigned m, unsigned *taps, size_t *ntaps);
size_t binpoly_field_words(const binpoly_field *F);
int binpoly_field_add(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *b);
int binpoly_field_mul(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *b);
int binpoly_field_sqr(const binpoly_field *F, uint64_t *c, const uint64_t *a);
int binpoly_field_mul_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, const uint64_t *b, size_t n);
int binpoly_field_inv(const binpoly_field *F, uint64_t *c, const uint64_t *a);
int binpoly_field_sqrt(const binpoly_field *F, uint64_t *c, const uint64_t *a);
int binpoly_field_pow(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                      const uint64_t *e, size_t e_words);
int binpoly_field_trace(const binpoly_field *F, const uint64_t *a);
int binpoly_field_half_trace(const binpoly_field *F, uint64_t *c,
                             const uint64_t *a);
int binpoly_field_solve_quadratic(const binpoly_field *F, uint64_t *z,
                                  const uint64_t *c);

typedef struct {
    size_t public_key, secret_key, ciphertext, shared_secret;
    size_t message, keypair_seed, salt;
} binpoly_hqc_sizes;
int binpoly_hqc_get_sizes(int level, binpoly_hqc_sizes *sizes);
int binpoly_hqc_keypair_checked(int level, uint8_t *pk, size_t pk_len,
                                uint8_t *sk, size_t sk_len);
int binpoly_hqc_keypair_derand_checked(int level, uint8_t *pk, size_t pk_len,
                                       uint8_t *sk, size_t sk_len,
                                       const uint8_t *seed, size_t seed_len);
int binpoly_hqc_enc_checked(int level, uint8_t *ct, size_t ct_len,
                            uint8_t *ss, size_t ss_len,
                            const uint8_t *pk, size_t pk_len);
int binpoly_hqc_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                   uint8_t *ss, size_t ss_len,
                                   const uint8_t *pk, size_t pk_len,
                                   const uint8_t *m, size_t m_len,
                                   const uint8_t *salt, size_t salt_len);
int binpoly_hqc_dec_checked(int level, uint8_t *ss, size_t ss_len,
                            const uint8_t *ct, size_t ct_len,
                            const uint8_t *sk, size_t sk_len);

typedef struct {
    size_t public_key, secret_key, ciphertext, shared_secret;
    size_t keypair_seed, enc_seed;
} binpoly_bike_sizes;
int binpoly_bike_get_sizes(int level, binpoly_bike_sizes *sizes);
int binpoly_bike_keypair_checked(int level, uint8_t *pk, size_t pk_len,
                                 uint8_t *sk, size_t sk_len);
int binpoly_bike_keypair_derand_checked(int level, uint8_t *pk, size_t pk_len,
                                        uint8_t *sk, size_t sk_len,
                                        const uint8_t *rnd, size_t rnd_len);
int binpoly_bike_enc_checked(int level, uint8_t *ct, size_t ct_len,
                             uint8_t *ss, size_t ss_len,
                             const uint8_t *pk, size_t pk_len);
int binpoly_bike_enc_derand_checked(int level, uint8_t *ct, size_t ct_len,
                                    uint8_t *ss, size_t ss_len,
                                    const uint8_t *pk, size_t pk_len,
                                    const uint8_t *rnd, size_t rnd_len);
int binpoly_bike_dec_checked(int level, uint8_t *ss, size_t ss_len,
                             const uint8_t *ct, size_t ct_len,
                             const uint8_t *sk, size_t sk_len);
"""

SOURCE = r"""
#include <binpoly.h>
#include <binpoly/ring.h>
#include <binpoly/field.h>
#include <binpoly/hqc.h>
#include <binpoly/bike.h>

/* The version of the C library this extension was built with. */
static const char *binpoly_version_string(void)
{
    return BINPOLY_VERSION_STRING;
}
"""


def make_ffi():
    """The FFI object of binpoly._native."""
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    ffi.set_source("binpoly._native", SOURCE)
    return ffi


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: _build_ffi.py OUT.c")
    make_ffi().emit_c_code(sys.argv[1])
