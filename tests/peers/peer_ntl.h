/* SPDX-License-Identifier: MIT */
/*
 * A C view of NTL's GF2X product (NTL is C++), shared by the peer
 * cross-check (tests/peers/) and the benchmark (bench/core/).  Operands are
 * converted once into NTL's representation so that a benchmark times
 * NTL's mul() alone, not the conversions.  Not constant time (NTL is not):
 * for tests and benchmarks only.
 */
#ifndef BP_PEER_NTL_H
#define BP_PEER_NTL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Operands a (na words), b (nb words) and their product, in NTL's GF2X. */
typedef struct peer_ntl_product peer_ntl_product;

/* Copies a and b (gf2x word layout) into NTL; NULL if out of memory. */
peer_ntl_product *peer_ntl_load(const uint64_t *a, size_t na,
                                const uint64_t *b, size_t nb);

/* Computes the product with NTL's mul(GF2X&, const GF2X&, const GF2X&);
 * after the first call the result's storage is reused (no allocation). */
void peer_ntl_mul(peer_ntl_product *p);

/* Writes the last product to c[0..na+nb) (zero-padded words). */
void peer_ntl_store(const peer_ntl_product *p, uint64_t *c);

void peer_ntl_free(peer_ntl_product *p);

/* NTL's version string, e.g. "11.5.1". */
const char *peer_ntl_version(void);

#ifdef __cplusplus
}
#endif

#endif /* BP_PEER_NTL_H */
