/* SPDX-License-Identifier: MIT */
/*
 * The inversion plan of each BIKE level (src/ring/ring_inv_plan.h): the
 * Beneš networks of the k-fold squarings that key generation's inversion
 * takes, routed on the first key generation of that level in the process
 * (one-time cost measured in BENCHMARKS.md, "BIKE") and kept in
 * static storage: about 0.5, 1.3 and 2.7 MiB for L1, L3 and L5, touched
 * only for the levels used.
 */
#ifndef BP_BIKE_INV_PLAN_H
#define BP_BIKE_INV_PLAN_H

#include "bike_params.h"
#include "ring_inv_plan.h"

/* Networks are built for k >= BIKE_INV_PLAN_MIN_K: below, k squarings cost
 * less than a network on every backend but portable (whose benes_min_k,
 * src/ring/ring_kernels_table.c, is 6: the chain's k = 8 is the one it
 * loses, by a few thousand ticks in millions). */
#define BIKE_INV_PLAN_MIN_K 8u

/* The plan of level p, built on first use (thread-safe); an empty plan
 * (n_maps = 0: the maps stay gathers) if it could not be built, which the
 * tests rule out for the three levels (test_bike_decode.c, test_inv_plan). */
const bp_ring_inv_plan *bp_bike_inv_plan(const bike_params *p);

#endif /* BP_BIKE_INV_PLAN_H */
