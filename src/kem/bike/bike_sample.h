/* SPDX-License-Identifier: MIT */
/*
 * BIKE's round-4 fixed-weight sampling (BIKE spec v5.1, fixed-weight
 * sampling): the key's two index lists from SHAKE256(seed_k), the error pair
 * from SHAKE256(m).
 */
#ifndef BP_BIKE_SAMPLE_H
#define BP_BIKE_SAMPLE_H

#include <stdint.h>

#include "bike_params.h"

/* list0, list1 = SampleIndices(PRF(seed_k), d, r) twice from one stream
 * (words 0..d-1, then d..2d-1), in the order the sampler produces them
 * (out[0..d)).  Constant time in seed_k. */
void bp_bike_sample_key(uint32_t *list0, uint32_t *list1, const bike_params *p,
                     const uint8_t seed_k[32]);

/* (e0, e1) = H(m): SampleIndices(PRF(m), t, 2r), positions below r into
 * e0, the others (minus r) into e1; canonical elements of p->r_words
 * words.  Constant time in m. */
void bp_bike_sample_error(uint64_t *e0, uint64_t *e1, const bike_params *p,
                       const uint8_t m[32]);

/* The same from stream, the first 4t bytes of PRF(m) (for callers that
 * run the SHAKE256 beside other hashes, bike_symmetric.h). */
void bp_bike_error_from_stream(uint64_t *e0, uint64_t *e1, const bike_params *p,
                            const uint8_t *stream);

#endif /* BP_BIKE_SAMPLE_H */
