/* SPDX-License-Identifier: MIT */
/* NTL's GF2E as a peer of the field benchmark: mul, sqr and inv in
 * GF(2^m) (NTL is C++; this is its C face, built only when NTL and a C++
 * compiler are found).  NTL keeps the current field in global state: each
 * peer restores its own before working. */
#ifndef BENCH_NTL_FIELD_PEER_H
#define BENCH_NTL_FIELD_PEER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ntl_field_peer ntl_field_peer;

/* The operations timed: chained c = c * b, c = c^2, c = c^-1, and n
 * independent products c[i] = a[i] * b[i]. */
typedef enum {
    NTL_FIELD_MUL,
    NTL_FIELD_SQR,
    NTL_FIELD_INV,
    NTL_FIELD_MUL_INDEPENDENT
} ntl_field_op;

/* A peer for GF(2^m) modulo X^m + X^taps[0] + ... + 1 (ntaps taps), with
 * room for `batch` independent operand pairs. */
ntl_field_peer *ntl_field_peer_new(unsigned m, const unsigned *taps,
                                   size_t ntaps, size_t batch);
void ntl_field_peer_free(ntl_field_peer *p);
/* Operands of ceil(m/64) words (converted, untimed): a and b for the
 * chained operations, xa[i], xb[i] (i < batch, elements one after another)
 * for the independent products. */
void ntl_field_peer_set(ntl_field_peer *p, const uint64_t *a,
                        const uint64_t *b, const uint64_t *xa,
                        const uint64_t *xb);
/* c = a, then reps operations op (timed by the caller). */
void ntl_field_peer_run(ntl_field_peer *p, ntl_field_op op, unsigned reps);
/* The last chained result c as ceil(m/64) words. */
void ntl_field_peer_get(const ntl_field_peer *p, uint64_t *c);

#ifdef __cplusplus
}
#endif

#endif
