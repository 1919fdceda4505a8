/* SPDX-License-Identifier: MIT */
/* NTL as a peer of the ring benchmark: MulMod and InvMod modulo X^N - 1
 * (NTL is C++; this is its C face, built only when NTL is found). */
#ifndef BENCH_NTL_RING_PEER_H
#define BENCH_NTL_RING_PEER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ntl_ring_peer ntl_ring_peer;

/* A peer for F2[X]/(X^N - 1). */
ntl_ring_peer *ntl_ring_peer_new(size_t N);
void ntl_ring_peer_free(ntl_ring_peer *p);
/* Operands a, b of ceil(N/64) words (converted, untimed). */
void ntl_ring_peer_set(ntl_ring_peer *p, const uint64_t *a, const uint64_t *b);
/* c = a * b mod X^N - 1 (timed). */
void ntl_ring_peer_mulmod(ntl_ring_peer *p);
/* c = a^-1 mod X^N - 1 (timed); 0 if a is invertible. */
int ntl_ring_peer_invmod(ntl_ring_peer *p);
/* The last result c as ceil(N/64) words. */
void ntl_ring_peer_get(const ntl_ring_peer *p, uint64_t *c);

#ifdef __cplusplus
}
#endif

#endif
