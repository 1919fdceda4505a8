/* SPDX-License-Identifier: MIT */
/*
 * The rings F2[X]/(X^N - 1) of the KEMs (HQC's n and BIKE's r), set up
 * once per process.  binpoly_ring_init costs O(N) steps (it computes the
 * order of 2 mod N), far too much to repeat in every KEM call, and a ring
 * is read-only after initialisation, so one shared instance per size
 * serves all threads.
 */
#ifndef BP_KEM_RINGS_H
#define BP_KEM_RINGS_H

#include <stddef.h>

#include "binpoly/ring.h"

/* The ring of size N, one of the six KEM sizes (17669, 35851, 57637,
 * 12323, 24659, 40973), initialised on first use (thread-safe, all six at
 * once); NULL for another N or if binpoly_ring_init failed (it cannot for
 * these sizes). */
const binpoly_ring *bp_kem_ring(size_t N);

#endif /* BP_KEM_RINGS_H */
