/*
 * The rings F2[X]/(X^n - 1) of the three HQC levels, set up once per process.
 * binpoly_ring_init costs O(n) steps (it computes the order of 2 mod n),
 * far too much to repeat in every KEM call, and a ring is read-only after
 * initialisation, so one shared instance per level serves all threads.
 */
#ifndef BP_HQC_RING_H
#define BP_HQC_RING_H

#include "binpoly/ring.h"
#include "hqc_params.h"

/* The ring of p's level, initialised on first use (thread-safe); NULL if
 * binpoly_ring_init failed (it cannot for the HQC sizes). */
const binpoly_ring *hqc_ring(const hqc_params *p);

#endif /* BP_HQC_RING_H */
